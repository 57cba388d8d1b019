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
    uint a_182_[1] = (uint[1])0;
    double a_2228_[2] = (double[2])0;
    double a_3172_[2] = (double[2])0;
    double a_3379_[2] = (double[2])0;
    double a_3769_[2] = (double[2])0;
    uint a_10_[8] = (uint[8])0;
    double l_mut_1319_ = (double)0;
    double l_mut_1342_ = (double)0;
    double l_mut_1418_ = (double)0;
    bool l_mut_160_ = (bool)0;
    double l_mut_1645_ = (double)0;
    uint l_mut_183_ = (uint)0;
    double l_mut_1874_ = (double)0;
    uint l_mut_199_ = (uint)0;
    double l_mut_2101_ = (double)0;
    float l_mut_22_ = (float)0;
    uint l_mut_2334_ = (uint)0;
    uint l_mut_237_ = (uint)0;
    double l_mut_26_ = (double)0;
    bool l_mut_282_ = (bool)0;
    bool l_mut_285_ = (bool)0;
    bool l_mut_288_ = (bool)0;
    bool l_mut_291_ = (bool)0;
    uint l_mut_3278_ = (uint)0;
    double l_mut_35_ = (double)0;
    double l_mut_48_ = (double)0;
    double l_mut_57_ = (double)0;
    uint l_mut_62_ = (uint)0;
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
    uint l_mut_163_ = (uint)0;
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
    uint l_mut_3994_ = (uint)0;
    bool local_144 = (bool)0;
    uint l_mut_4019_ = 0u;
    uint l_mut_4023_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_4041_ = asuint(info.Load(28+0));
        uint l_4042_ = (l_4041_ * 1u);
        bool l_4043_ = (0u < l_4042_);
        if (l_4043_) {
            buffer_7_global.Store(0, asuint(1u));
        }
    }
    uint l_4027_ = asuint(info.Load(0+0));
    uint l_4028_ = (l_4027_ * 1u);
    bool l_4029_ = (1u < l_4028_);
    uint l_4030_ = (l_4028_ - 1u);
    uint l_4031_ = min(1u, l_4030_);
    uint l_4032_ = asuint(buffer_0_global.Load(l_4031_*4));
    uint l_1_ = (l_4029_ ? l_4032_ : 0u);
    uint l_2_ = (id * l_1_);
    uint l_4034_ = asuint(info.Load(0+0));
    uint l_4035_ = (l_4034_ * 1u);
    bool l_4036_ = (2u < l_4035_);
    uint l_4037_ = (l_4035_ - 1u);
    uint l_4038_ = min(2u, l_4037_);
    uint l_4039_ = asuint(buffer_0_global.Load(l_4038_*4));
    uint l_3_ = (l_4036_ ? l_4039_ : 0u);
    bool l_4_ = (l_2_ < l_3_);
    if (l_4_) {
        uint l_5_ = (l_2_ + l_1_);
        uint l_4044_ = asuint(info.Load(0+0));
        uint l_4045_ = (l_4044_ * 1u);
        bool l_4046_ = (2u < l_4045_);
        uint l_4047_ = (l_4045_ - 1u);
        uint l_4048_ = min(2u, l_4047_);
        uint l_4049_ = asuint(buffer_0_global.Load(l_4048_*4));
        uint l_6_ = (l_4046_ ? l_4049_ : 0u);
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
        l_mut_18_ = l_2_;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e8114 = l_mut_18_;
                l_mut_18_ = (_e8114 + 1u);
            }
            loop_init_2 = false;
            uint _e162 = l_mut_18_;
            if ((_e162 < l_7_)) {
            } else {
                break;
            }
            {
                uint l_4051_ = asuint(info.Load(0+0));
                uint l_4052_ = (l_4051_ * 1u);
                bool l_4053_ = (0u < l_4052_);
                uint l_4054_ = (l_4052_ - 1u);
                uint l_4055_ = min(0u, l_4054_);
                uint l_4056_ = asuint(buffer_0_global.Load(l_4055_*4));
                uint l_19_ = (l_4053_ ? l_4056_ : 0u);
                uint _e181 = l_mut_18_;
                uint l_20_ = (l_19_ + _e181);
                float l_21_ = asfloat(l_20_);
                l_mut_22_ = l_21_;
                float l_23_ = tan(l_21_);
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
                        double _e200 = l_mut_26_;
                        double l_34_ = -(_e200);
                        l_mut_26_ = l_34_;
                    }
                }
                double _e202 = l_mut_26_;
                l_mut_35_ = _e202;
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
                        double _e218 = l_mut_26_;
                        double l_45_ = -(_e218);
                        l_mut_26_ = l_45_;
                    }
                }
                uint l_46_ = asuint(l_21_);
                double l_47_ = double(l_21_);
                l_mut_48_ = l_47_;
                uint l_49_ = (l_46_ & 2139095040u);
                bool l_50_ = (l_49_ == 0u);
                if (l_50_) {
                    uint l_51_ = (l_46_ & 8388607u);
                    double l_52_ = double(l_51_);
                    double l_53_ = (l_52_ * 1.401298464324817e-45L);
                    l_mut_48_ = l_53_;
                    uint l_54_ = (l_46_ >> 31u);
                    bool l_55_ = (l_54_ == 1u);
                    if (l_55_) {
                        double _e235 = l_mut_48_;
                        double l_56_ = -(_e235);
                        l_mut_48_ = l_56_;
                    }
                }
                double _e237 = l_mut_35_;
                l_mut_57_ = _e237;
                double _e238 = l_mut_35_;
                double l_58_ = tan(_e238);
                l_mut_57_ = l_58_;
                double _e240 = l_mut_57_;
                l_mut_35_ = _e240;
                uint l_4058_ = asuint(info.Load(12+0));
                uint l_4059_ = (l_4058_ * 1u);
                bool l_4060_ = (1024u < l_4059_);
                uint l_4061_ = (l_4059_ - 1u);
                uint l_4062_ = min(1024u, l_4061_);
                uint l_4063_ = asuint(buffer_3_global.Load(l_4062_*4));
                uint l_59_ = (l_4060_ ? l_4063_ : 0u);
                float l_60_ = asfloat(l_59_);
                double l_61_ = double(l_60_);
                l_mut_62_ = 4294967294u;
                float _e261 = l_mut_22_;
                uint l_63_ = asuint(_e261);
                uint l_64_ = asuint(l_21_);
                uint l_65_ = (l_64_ & 2139095040u);
                bool l_66_ = (l_65_ != 2139095040u);
                bool l_67_ = (l_65_ == 0u);
                uint l_68_ = asuint(l_21_);
                uint l_69_ = (l_68_ & 8388607u);
                bool l_70_ = (l_69_ != 0u);
                if (l_67_) {
                    local = l_70_;
                } else {
                    local = false;
                }
                bool l_71_ = local;
                double _e279 = l_mut_35_;
                double l_72_ = abs(_e279);
                double _e281 = l_mut_35_;
                bool l_73_ = (_e281 < 0.0L);
                uint l_74_ = uint(l_73_);
                uint l_75_ = (2147483648u * l_74_);
                if (l_71_) {
                } else {
                    double _e287 = l_mut_35_;
                    const bool _e288 = is_nan_1_f64_(_e287);
                    if (_e288) {
                        uint l_77_ = (l_63_ & 2147483647u);
                        bool l_78_ = (l_77_ > 2139095040u);
                        if (l_78_) {
                            l_mut_62_ = 4294967293u;
                        }
                    } else {
                        bool l_79_ = (l_72_ >= 3.402823669209385e38L);
                        bool l_80_ = !(l_66_);
                        bool l_81_ = (l_72_ == 0.0L);
                        if (l_80_) {
                            local_1 = l_81_;
                        } else {
                            local_1 = false;
                        }
                        bool l_82_ = local_1;
                        if (!(l_79_)) {
                            local_2 = l_82_;
                        } else {
                            local_2 = true;
                        }
                        bool l_83_ = local_2;
                        if (l_83_) {
                            bool l_84_ = (l_72_ >= 3.402823669209385e38L);
                            uint l_85_ = uint(l_84_);
                            uint l_86_ = (2139095040u * l_85_);
                            uint l_87_ = (l_86_ | l_75_);
                            bool l_88_ = (l_63_ == l_87_);
                            uint l_89_ = (l_63_ | l_87_);
                            uint l_90_ = (l_89_ & 2147483647u);
                            bool l_91_ = (l_90_ == 0u);
                            if (!(l_88_)) {
                                local_3 = l_91_;
                            } else {
                                local_3 = true;
                            }
                            bool l_92_ = local_3;
                            if (l_92_) {
                                l_mut_62_ = 4294967293u;
                            }
                        } else {
                            bool l_93_ = (l_72_ >= 2.350988701644575e-38L);
                            if (l_66_) {
                                local_4 = l_93_;
                            } else {
                                local_4 = false;
                            }
                            bool l_94_ = local_4;
                            bool l_95_ = (l_72_ < 3.4028234663852886e38L);
                            if (l_94_) {
                                local_5 = l_95_;
                            } else {
                                local_5 = false;
                            }
                            bool l_96_ = local_5;
                            if (l_96_) {
                                float l_97_ = float(l_72_);
                                uint l_98_ = asuint(l_97_);
                                float l_99_ = asfloat(l_98_);
                                double l_100_ = double(l_99_);
                                double l_101_ = (l_72_ - l_100_);
                                uint l_102_ = (l_98_ + 1u);
                                bool l_103_ = (l_101_ < 0.0L);
                                uint l_104_ = uint(l_103_);
                                uint l_105_ = (2u * l_104_);
                                uint l_106_ = (l_102_ - l_105_);
                                float l_107_ = asfloat(l_106_);
                                double l_108_ = double(l_107_);
                                double l_109_ = (l_108_ - l_100_);
                                double l_110_ = abs(l_109_);
                                double l_111_ = (l_110_ * 0.5L);
                                double l_112_ = abs(l_101_);
                                double l_113_ = (l_111_ - l_112_);
                                double l_114_ = (l_72_ * 9.094947017729282e-13L);
                                bool l_115_ = (l_113_ > l_114_);
                                if (l_115_) {
                                    uint l_116_ = (l_98_ | l_75_);
                                    l_mut_62_ = l_116_;
                                }
                            } else {
                                bool l_117_ = (l_72_ < 2.350988701644575e-38L);
                                if (l_66_) {
                                    local_6 = l_117_;
                                } else {
                                    local_6 = false;
                                }
                                bool l_118_ = local_6;
                                if (l_118_) {
                                    double l_119_ = (l_72_ * 7.1362384635298e44L);
                                    double l_120_ = floor(l_119_);
                                    double l_121_ = (l_119_ - l_120_);
                                    double l_122_ = (l_121_ - 0.5L);
                                    double l_123_ = abs(l_122_);
                                    double l_124_ = (l_119_ * 9.094947017729282e-13L);
                                    bool l_125_ = (l_123_ > l_124_);
                                    if (l_125_) {
                                        bool l_126_ = (l_121_ > 0.5L);
                                        double l_127_ = double(l_126_);
                                        double l_128_ = (l_120_ + l_127_);
                                        uint l_129_ = naga_f2u32(l_128_);
                                        uint l_130_ = (l_129_ | l_75_);
                                        l_mut_62_ = l_130_;
                                    }
                                }
                            }
                        }
                    }
                }
                float _e385 = l_mut_22_;
                uint l_131_ = asuint(_e385);
                uint l_132_ = (l_131_ & 2147483647u);
                bool l_133_ = (l_132_ > 2139095040u);
                uint l_134_ = (l_131_ & 2147483647u);
                bool l_135_ = (l_134_ == 0u);
                uint l_136_ = (l_131_ & 2147483647u);
                double l_137_ = double(l_136_);
                uint l_138_ = (l_131_ >> 31u);
                double l_139_ = double(l_138_);
                double l_140_ = (2.0L * l_139_);
                double l_141_ = (1.0L - l_140_);
                double l_142_ = (l_137_ * l_141_);
                uint _e406 = l_mut_62_;
                uint l_143_ = (_e406 & 2147483647u);
                double l_144_ = double(l_143_);
                uint _e410 = l_mut_62_;
                uint l_145_ = (_e410 >> 31u);
                double l_146_ = double(l_145_);
                double l_147_ = (2.0L * l_146_);
                double l_148_ = (1.0L - l_147_);
                double l_149_ = (l_144_ * l_148_);
                double l_150_ = (l_142_ - l_149_);
                uint _e420 = l_mut_62_;
                uint l_151_ = (_e420 & 2139095040u);
                bool l_152_ = (l_151_ == 0u);
                uint _e425 = l_mut_62_;
                bool l_153_ = (_e425 < 4294967293u);
                bool l_154_ = (l_150_ == 0.0L);
                if (l_135_) {
                    local_7 = l_152_;
                } else {
                    local_7 = false;
                }
                bool l_155_ = local_7;
                if (!(l_133_)) {
                    local_8 = l_155_;
                } else {
                    local_8 = true;
                }
                bool l_156_ = local_8;
                bool l_157_ = !(l_156_);
                if (!(l_154_)) {
                    local_9 = l_157_;
                } else {
                    local_9 = true;
                }
                bool l_158_ = local_9;
                if (l_153_) {
                    local_10 = l_158_;
                } else {
                    local_10 = false;
                }
                bool l_159_ = local_10;
                l_mut_160_ = l_159_;
                bool l_161_ = (l_150_ != 0.0L);
                bool _e451 = l_mut_160_;
                if (_e451) {
                    local_11 = l_161_;
                } else {
                    local_11 = false;
                }
                bool l_162_ = local_11;
                if (l_162_) {
                    l_mut_163_ = 0u;
                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                    bool loop_init_3 = true;
                    while(true) {
                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                        if (!loop_init_3) {
                            uint _e7900 = l_mut_163_;
                            l_mut_163_ = (_e7900 + 1u);
                        }
                        loop_init_3 = false;
                        uint _e458 = l_mut_163_;
                        if ((_e458 < 8u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e462 = l_mut_163_;
                            uint l_164_ = (2u * _e462);
                            uint l_4065_ = asuint(info.Load(4+0));
                            uint l_4066_ = (l_4065_ * 1u);
                            bool l_4067_ = (l_164_ < l_4066_);
                            uint l_4068_ = (l_4066_ - 1u);
                            uint l_4069_ = min(l_164_, l_4068_);
                            uint l_4070_ = asuint(buffer_1_global.Load(l_4069_*4));
                            uint l_165_ = (l_4067_ ? l_4070_ : 0u);
                            uint _e480 = l_mut_163_;
                            uint l_166_ = (2u * _e480);
                            uint l_167_ = (l_166_ + 1u);
                            uint l_4072_ = asuint(info.Load(4+0));
                            uint l_4073_ = (l_4072_ * 1u);
                            bool l_4074_ = (l_167_ < l_4073_);
                            uint l_4075_ = (l_4073_ - 1u);
                            uint l_4076_ = min(l_167_, l_4075_);
                            uint l_4077_ = asuint(buffer_1_global.Load(l_4076_*4));
                            uint l_168_ = (l_4074_ ? l_4077_ : 0u);
                            bool l_169_ = (l_168_ != 0u);
                            uint _e501 = l_mut_163_;
                            uint l_170_ = (_e501 * 4u);
                            uint l_4079_ = asuint(info.Load(8+0));
                            uint l_4080_ = (l_4079_ * 1u);
                            bool l_4081_ = (l_170_ < l_4080_);
                            uint l_4082_ = (l_4080_ - 1u);
                            uint l_4083_ = min(l_170_, l_4082_);
                            double l_4084_ = buffer_2_global.Load<double>(l_4083_*8);
                            double l_171_ = (l_4081_ ? l_4084_ : 0.0L);
                            uint _e519 = l_mut_163_;
                            uint l_172_ = (_e519 * 4u);
                            uint l_173_ = (l_172_ + 1u);
                            uint l_4086_ = asuint(info.Load(8+0));
                            uint l_4087_ = (l_4086_ * 1u);
                            bool l_4088_ = (l_173_ < l_4087_);
                            uint l_4089_ = (l_4087_ - 1u);
                            uint l_4090_ = min(l_173_, l_4089_);
                            double l_4091_ = buffer_2_global.Load<double>(l_4090_*8);
                            double l_174_ = (l_4088_ ? l_4091_ : 0.0L);
                            uint _e539 = l_mut_163_;
                            uint l_175_ = (_e539 * 4u);
                            uint l_176_ = (l_175_ + 2u);
                            uint l_4093_ = asuint(info.Load(8+0));
                            uint l_4094_ = (l_4093_ * 1u);
                            bool l_4095_ = (l_176_ < l_4094_);
                            uint l_4096_ = (l_4094_ - 1u);
                            uint l_4097_ = min(l_176_, l_4096_);
                            double l_4098_ = buffer_2_global.Load<double>(l_4097_*8);
                            double l_177_ = (l_4095_ ? l_4098_ : 0.0L);
                            double l_178_ = double(l_21_);
                            double l_179_ = abs(l_178_);
                            double _e561 = l_mut_35_;
                            double l_180_ = abs(_e561);
                            double l_181_ = (l_180_ * 1.4551915228366852e-11L);
                            a_182_[0] = 1u;
                            l_mut_183_ = 2u;
                            bool l_184_ = (l_165_ == 0u);
                            if (l_184_) {
                                l_mut_183_ = 0u;
                            } else {
                                bool l_185_ = (l_165_ == 1u);
                                if (l_185_) {
                                    l_mut_183_ = 1u;
                                    double l_186_ = abs(l_150_);
                                    bool l_187_ = (l_186_ <= l_171_);
                                    if (l_187_) {
                                        l_mut_183_ = 0u;
                                    }
                                } else {
                                    bool l_188_ = (l_165_ == 2u);
                                    if (l_188_) {
                                        double _e579 = l_mut_35_;
                                        double l_189_ = abs(_e579);
                                        l_mut_57_ = 1.401298464324817e-45L;
                                        bool l_190_ = (l_189_ >= 1.1754943508222875e-38L);
                                        bool l_191_ = (l_189_ <= 1.7976931348623157e308L);
                                        if (l_190_) {
                                            local_12 = l_191_;
                                        } else {
                                            local_12 = false;
                                        }
                                        bool l_192_ = local_12;
                                        if (l_192_) {
                                            uint64_t l_193_ = l_189_;
                                            uint64_t l_194_ = (l_193_ >> uint(52uL));
                                            uint64_t l_195_ = (l_194_ - 23uL);
                                            uint64_t l_196_ = (l_195_ << uint(52uL));
                                            double l_197_ = l_196_;
                                            l_mut_57_ = l_197_;
                                        }
                                        double _e602 = l_mut_57_;
                                        double l_198_ = (l_171_ * _e602);
                                        l_mut_199_ = 2u;
                                        double _e605 = l_mut_35_;
                                        double l_200_ = (_e605 - l_181_);
                                        double l_201_ = abs(l_200_);
                                        l_mut_57_ = 1.401298464324817e-45L;
                                        bool l_202_ = (l_201_ >= 1.1754943508222875e-38L);
                                        bool l_203_ = (l_201_ <= 1.7976931348623157e308L);
                                        if (l_202_) {
                                            local_13 = l_203_;
                                        } else {
                                            local_13 = false;
                                        }
                                        bool l_204_ = local_13;
                                        if (l_204_) {
                                            uint64_t l_205_ = l_201_;
                                            uint64_t l_206_ = (l_205_ >> uint(52uL));
                                            uint64_t l_207_ = (l_206_ - 23uL);
                                            uint64_t l_208_ = (l_207_ << uint(52uL));
                                            double l_209_ = l_208_;
                                            l_mut_57_ = l_209_;
                                        }
                                        double _e629 = l_mut_35_;
                                        double l_210_ = (_e629 + l_181_);
                                        double l_211_ = abs(l_210_);
                                        l_mut_48_ = 1.401298464324817e-45L;
                                        bool l_212_ = (l_211_ >= 1.1754943508222875e-38L);
                                        bool l_213_ = (l_211_ <= 1.7976931348623157e308L);
                                        if (l_212_) {
                                            local_14 = l_213_;
                                        } else {
                                            local_14 = false;
                                        }
                                        bool l_214_ = local_14;
                                        if (l_214_) {
                                            uint64_t l_215_ = l_211_;
                                            uint64_t l_216_ = (l_215_ >> uint(52uL));
                                            uint64_t l_217_ = (l_216_ - 23uL);
                                            uint64_t l_218_ = (l_217_ << uint(52uL));
                                            double l_219_ = l_218_;
                                            l_mut_48_ = l_219_;
                                        }
                                        double _e653 = l_mut_57_;
                                        double _e654 = l_mut_48_;
                                        bool l_220_ = (_e653 == _e654);
                                        if (l_220_) {
                                            double l_221_ = (l_198_ * 1.4551915228366852e-11L);
                                            double l_222_ = (l_181_ + l_221_);
                                            double _e659 = l_mut_35_;
                                            double l_223_ = (_e659 - l_198_);
                                            double _e661 = l_mut_35_;
                                            double l_224_ = (_e661 + l_198_);
                                            float _e663 = l_mut_22_;
                                            uint l_225_ = asuint(_e663);
                                            float _e665 = l_mut_22_;
                                            double l_226_ = double(_e665);
                                            l_mut_57_ = l_226_;
                                            uint l_227_ = (l_225_ & 2139095040u);
                                            bool l_228_ = (l_227_ == 0u);
                                            if (l_228_) {
                                                uint l_229_ = (l_225_ & 8388607u);
                                                double l_230_ = double(l_229_);
                                                double l_231_ = (l_230_ * 1.401298464324817e-45L);
                                                l_mut_57_ = l_231_;
                                                uint l_232_ = (l_225_ >> 31u);
                                                bool l_233_ = (l_232_ == 1u);
                                                if (l_233_) {
                                                    double _e680 = l_mut_57_;
                                                    double l_234_ = -(_e680);
                                                    l_mut_57_ = l_234_;
                                                }
                                            }
                                            float _e682 = l_mut_22_;
                                            uint l_235_ = asuint(_e682);
                                            uint l_236_ = (l_235_ + 1u);
                                            l_mut_237_ = l_236_;
                                            uint l_238_ = (l_235_ & 2147483647u);
                                            bool l_239_ = (l_238_ == 0u);
                                            if (l_239_) {
                                                l_mut_237_ = 1u;
                                            } else {
                                                uint l_240_ = (l_235_ & 2147483648u);
                                                bool l_241_ = (l_240_ != 0u);
                                                if (l_241_) {
                                                    uint l_242_ = (l_235_ - 1u);
                                                    l_mut_237_ = l_242_;
                                                } else {
                                                    bool l_243_ = (l_235_ == 2139095040u);
                                                    if (l_243_) {
                                                        l_mut_237_ = l_235_;
                                                    }
                                                }
                                            }
                                            uint _e699 = l_mut_237_;
                                            float l_244_ = asfloat(_e699);
                                            uint l_245_ = asuint(l_244_);
                                            double l_246_ = double(l_244_);
                                            l_mut_48_ = l_246_;
                                            uint l_247_ = (l_245_ & 2139095040u);
                                            bool l_248_ = (l_247_ == 0u);
                                            if (l_248_) {
                                                uint l_249_ = (l_245_ & 8388607u);
                                                double l_250_ = double(l_249_);
                                                double l_251_ = (l_250_ * 1.401298464324817e-45L);
                                                l_mut_48_ = l_251_;
                                                uint l_252_ = (l_245_ >> 31u);
                                                bool l_253_ = (l_252_ == 1u);
                                                if (l_253_) {
                                                    double _e716 = l_mut_48_;
                                                    double l_254_ = -(_e716);
                                                    l_mut_48_ = l_254_;
                                                }
                                            }
                                            float _e718 = l_mut_22_;
                                            uint l_255_ = asuint(_e718);
                                            uint l_256_ = (l_255_ ^ 2147483648u);
                                            float l_257_ = asfloat(l_256_);
                                            uint l_258_ = asuint(l_257_);
                                            uint l_259_ = (l_258_ + 1u);
                                            l_mut_237_ = l_259_;
                                            uint l_260_ = (l_258_ & 2147483647u);
                                            bool l_261_ = (l_260_ == 0u);
                                            if (l_261_) {
                                                l_mut_237_ = 1u;
                                            } else {
                                                uint l_262_ = (l_258_ & 2147483648u);
                                                bool l_263_ = (l_262_ != 0u);
                                                if (l_263_) {
                                                    uint l_264_ = (l_258_ - 1u);
                                                    l_mut_237_ = l_264_;
                                                } else {
                                                    bool l_265_ = (l_258_ == 2139095040u);
                                                    if (l_265_) {
                                                        l_mut_237_ = l_258_;
                                                    }
                                                }
                                            }
                                            uint _e739 = l_mut_237_;
                                            float l_266_ = asfloat(_e739);
                                            uint l_267_ = asuint(l_266_);
                                            uint l_268_ = (l_267_ ^ 2147483648u);
                                            float l_269_ = asfloat(l_268_);
                                            uint l_270_ = asuint(l_269_);
                                            double l_271_ = double(l_269_);
                                            l_mut_26_ = l_271_;
                                            uint l_272_ = (l_270_ & 2139095040u);
                                            bool l_273_ = (l_272_ == 0u);
                                            if (l_273_) {
                                                uint l_274_ = (l_270_ & 8388607u);
                                                double l_275_ = double(l_274_);
                                                double l_276_ = (l_275_ * 1.401298464324817e-45L);
                                                l_mut_26_ = l_276_;
                                                uint l_277_ = (l_270_ >> 31u);
                                                bool l_278_ = (l_277_ == 1u);
                                                if (l_278_) {
                                                    double _e760 = l_mut_26_;
                                                    double l_279_ = -(_e760);
                                                    l_mut_26_ = l_279_;
                                                }
                                            }
                                            double l_280_ = (l_223_ + l_222_);
                                            double _e763 = l_mut_57_;
                                            bool l_281_ = (l_280_ <= _e763);
                                            l_mut_282_ = l_281_;
                                            double l_283_ = (l_223_ - l_222_);
                                            double _e766 = l_mut_57_;
                                            bool l_284_ = (l_283_ > _e766);
                                            l_mut_285_ = l_284_;
                                            double l_286_ = (l_224_ - l_222_);
                                            double _e769 = l_mut_57_;
                                            bool l_287_ = (l_286_ >= _e769);
                                            l_mut_288_ = l_287_;
                                            double l_289_ = (l_224_ + l_222_);
                                            double _e772 = l_mut_57_;
                                            bool l_290_ = (l_289_ < _e772);
                                            l_mut_291_ = l_290_;
                                            if (l_169_) {
                                                double l_292_ = (l_223_ + l_222_);
                                                double _e775 = l_mut_48_;
                                                bool l_293_ = (l_292_ < _e775);
                                                l_mut_282_ = l_293_;
                                                double l_294_ = (l_223_ - l_222_);
                                                double _e778 = l_mut_48_;
                                                bool l_295_ = (l_294_ >= _e778);
                                                l_mut_285_ = l_295_;
                                                double l_296_ = (l_224_ - l_222_);
                                                double _e781 = l_mut_26_;
                                                bool l_297_ = (l_296_ > _e781);
                                                l_mut_288_ = l_297_;
                                                double l_298_ = (l_224_ + l_222_);
                                                double _e784 = l_mut_26_;
                                                bool l_299_ = (l_298_ <= _e784);
                                                l_mut_291_ = l_299_;
                                            }
                                            l_mut_237_ = 2u;
                                            bool _e787 = l_mut_285_;
                                            if (!(_e787)) {
                                                bool _e791 = l_mut_291_;
                                                local_15 = _e791;
                                            } else {
                                                local_15 = true;
                                            }
                                            bool l_300_ = local_15;
                                            if (l_300_) {
                                                l_mut_237_ = 1u;
                                            } else {
                                                bool _e795 = l_mut_282_;
                                                if (_e795) {
                                                    bool _e798 = l_mut_288_;
                                                    local_16 = _e798;
                                                } else {
                                                    local_16 = false;
                                                }
                                                bool l_301_ = local_16;
                                                if (l_301_) {
                                                    l_mut_237_ = 0u;
                                                }
                                            }
                                            float _e802 = l_mut_22_;
                                            uint l_302_ = asuint(_e802);
                                            uint l_303_ = (l_302_ & 2147483647u);
                                            bool l_304_ = (l_303_ == 0u);
                                            if (l_304_) {
                                                double l_305_ = (l_223_ + l_222_);
                                                bool l_306_ = (l_305_ < 1.1754943508222875e-38L);
                                                double l_307_ = (l_224_ - l_222_);
                                                bool l_308_ = (l_307_ > -1.1754943508222875e-38L);
                                                if (l_306_) {
                                                    local_17 = l_308_;
                                                } else {
                                                    local_17 = false;
                                                }
                                                bool l_309_ = local_17;
                                                double l_310_ = (l_223_ - l_222_);
                                                bool l_311_ = (l_310_ < 1.1754943508222875e-38L);
                                                double l_312_ = (l_224_ + l_222_);
                                                bool l_313_ = (l_312_ > -1.1754943508222875e-38L);
                                                if (l_311_) {
                                                    local_18 = l_313_;
                                                } else {
                                                    local_18 = false;
                                                }
                                                bool l_314_ = local_18;
                                                if (l_309_) {
                                                    l_mut_237_ = 0u;
                                                } else {
                                                    uint _e829 = l_mut_237_;
                                                    bool l_315_ = (_e829 == 1u);
                                                    if (l_314_) {
                                                        local_19 = l_315_;
                                                    } else {
                                                        local_19 = false;
                                                    }
                                                    bool l_316_ = local_19;
                                                    if (l_316_) {
                                                        l_mut_237_ = 2u;
                                                    }
                                                }
                                            }
                                            uint _e837 = l_mut_237_;
                                            l_mut_199_ = _e837;
                                        }
                                        uint _e838 = l_mut_199_;
                                        l_mut_183_ = _e838;
                                    } else {
                                        bool l_317_ = (l_165_ == 3u);
                                        if (l_317_) {
                                            l_mut_183_ = 0u;
                                            bool l_318_ = (l_179_ >= 1.1754943508222875e-38L);
                                            bool l_319_ = (l_179_ <= 8.507059173023462e37L);
                                            if (l_318_) {
                                                local_20 = l_319_;
                                            } else {
                                                local_20 = false;
                                            }
                                            bool l_320_ = local_20;
                                            if (l_320_) {
                                                double _e850 = l_mut_35_;
                                                double l_321_ = abs(_e850);
                                                l_mut_57_ = 1.401298464324817e-45L;
                                                bool l_322_ = (l_321_ >= 1.1754943508222875e-38L);
                                                bool l_323_ = (l_321_ <= 1.7976931348623157e308L);
                                                if (l_322_) {
                                                    local_21 = l_323_;
                                                } else {
                                                    local_21 = false;
                                                }
                                                bool l_324_ = local_21;
                                                if (l_324_) {
                                                    uint64_t l_325_ = l_321_;
                                                    uint64_t l_326_ = (l_325_ >> uint(52uL));
                                                    uint64_t l_327_ = (l_326_ - 23uL);
                                                    uint64_t l_328_ = (l_327_ << uint(52uL));
                                                    double l_329_ = l_328_;
                                                    l_mut_57_ = l_329_;
                                                }
                                                double _e873 = l_mut_57_;
                                                double l_330_ = (l_171_ * _e873);
                                                l_mut_237_ = 2u;
                                                double _e876 = l_mut_35_;
                                                double l_331_ = (_e876 - l_181_);
                                                double l_332_ = abs(l_331_);
                                                l_mut_57_ = 1.401298464324817e-45L;
                                                bool l_333_ = (l_332_ >= 1.1754943508222875e-38L);
                                                bool l_334_ = (l_332_ <= 1.7976931348623157e308L);
                                                if (l_333_) {
                                                    local_22 = l_334_;
                                                } else {
                                                    local_22 = false;
                                                }
                                                bool l_335_ = local_22;
                                                if (l_335_) {
                                                    uint64_t l_336_ = l_332_;
                                                    uint64_t l_337_ = (l_336_ >> uint(52uL));
                                                    uint64_t l_338_ = (l_337_ - 23uL);
                                                    uint64_t l_339_ = (l_338_ << uint(52uL));
                                                    double l_340_ = l_339_;
                                                    l_mut_57_ = l_340_;
                                                }
                                                double _e900 = l_mut_35_;
                                                double l_341_ = (_e900 + l_181_);
                                                double l_342_ = abs(l_341_);
                                                l_mut_48_ = 1.401298464324817e-45L;
                                                bool l_343_ = (l_342_ >= 1.1754943508222875e-38L);
                                                bool l_344_ = (l_342_ <= 1.7976931348623157e308L);
                                                if (l_343_) {
                                                    local_23 = l_344_;
                                                } else {
                                                    local_23 = false;
                                                }
                                                bool l_345_ = local_23;
                                                if (l_345_) {
                                                    uint64_t l_346_ = l_342_;
                                                    uint64_t l_347_ = (l_346_ >> uint(52uL));
                                                    uint64_t l_348_ = (l_347_ - 23uL);
                                                    uint64_t l_349_ = (l_348_ << uint(52uL));
                                                    double l_350_ = l_349_;
                                                    l_mut_48_ = l_350_;
                                                }
                                                double _e924 = l_mut_57_;
                                                double _e925 = l_mut_48_;
                                                bool l_351_ = (_e924 == _e925);
                                                if (l_351_) {
                                                    double l_352_ = (l_330_ * 1.4551915228366852e-11L);
                                                    double l_353_ = (l_181_ + l_352_);
                                                    double _e930 = l_mut_35_;
                                                    double l_354_ = (_e930 - l_330_);
                                                    double _e932 = l_mut_35_;
                                                    double l_355_ = (_e932 + l_330_);
                                                    float _e934 = l_mut_22_;
                                                    uint l_356_ = asuint(_e934);
                                                    float _e936 = l_mut_22_;
                                                    double l_357_ = double(_e936);
                                                    l_mut_57_ = l_357_;
                                                    uint l_358_ = (l_356_ & 2139095040u);
                                                    bool l_359_ = (l_358_ == 0u);
                                                    if (l_359_) {
                                                        uint l_360_ = (l_356_ & 8388607u);
                                                        double l_361_ = double(l_360_);
                                                        double l_362_ = (l_361_ * 1.401298464324817e-45L);
                                                        l_mut_57_ = l_362_;
                                                        uint l_363_ = (l_356_ >> 31u);
                                                        bool l_364_ = (l_363_ == 1u);
                                                        if (l_364_) {
                                                            double _e951 = l_mut_57_;
                                                            double l_365_ = -(_e951);
                                                            l_mut_57_ = l_365_;
                                                        }
                                                    }
                                                    float _e953 = l_mut_22_;
                                                    uint l_366_ = asuint(_e953);
                                                    uint l_367_ = (l_366_ + 1u);
                                                    l_mut_199_ = l_367_;
                                                    uint l_368_ = (l_366_ & 2147483647u);
                                                    bool l_369_ = (l_368_ == 0u);
                                                    if (l_369_) {
                                                        l_mut_199_ = 1u;
                                                    } else {
                                                        uint l_370_ = (l_366_ & 2147483648u);
                                                        bool l_371_ = (l_370_ != 0u);
                                                        if (l_371_) {
                                                            uint l_372_ = (l_366_ - 1u);
                                                            l_mut_199_ = l_372_;
                                                        } else {
                                                            bool l_373_ = (l_366_ == 2139095040u);
                                                            if (l_373_) {
                                                                l_mut_199_ = l_366_;
                                                            }
                                                        }
                                                    }
                                                    uint _e970 = l_mut_199_;
                                                    float l_374_ = asfloat(_e970);
                                                    uint l_375_ = asuint(l_374_);
                                                    double l_376_ = double(l_374_);
                                                    l_mut_48_ = l_376_;
                                                    uint l_377_ = (l_375_ & 2139095040u);
                                                    bool l_378_ = (l_377_ == 0u);
                                                    if (l_378_) {
                                                        uint l_379_ = (l_375_ & 8388607u);
                                                        double l_380_ = double(l_379_);
                                                        double l_381_ = (l_380_ * 1.401298464324817e-45L);
                                                        l_mut_48_ = l_381_;
                                                        uint l_382_ = (l_375_ >> 31u);
                                                        bool l_383_ = (l_382_ == 1u);
                                                        if (l_383_) {
                                                            double _e987 = l_mut_48_;
                                                            double l_384_ = -(_e987);
                                                            l_mut_48_ = l_384_;
                                                        }
                                                    }
                                                    float _e989 = l_mut_22_;
                                                    uint l_385_ = asuint(_e989);
                                                    uint l_386_ = (l_385_ ^ 2147483648u);
                                                    float l_387_ = asfloat(l_386_);
                                                    uint l_388_ = asuint(l_387_);
                                                    uint l_389_ = (l_388_ + 1u);
                                                    l_mut_199_ = l_389_;
                                                    uint l_390_ = (l_388_ & 2147483647u);
                                                    bool l_391_ = (l_390_ == 0u);
                                                    if (l_391_) {
                                                        l_mut_199_ = 1u;
                                                    } else {
                                                        uint l_392_ = (l_388_ & 2147483648u);
                                                        bool l_393_ = (l_392_ != 0u);
                                                        if (l_393_) {
                                                            uint l_394_ = (l_388_ - 1u);
                                                            l_mut_199_ = l_394_;
                                                        } else {
                                                            bool l_395_ = (l_388_ == 2139095040u);
                                                            if (l_395_) {
                                                                l_mut_199_ = l_388_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1010 = l_mut_199_;
                                                    float l_396_ = asfloat(_e1010);
                                                    uint l_397_ = asuint(l_396_);
                                                    uint l_398_ = (l_397_ ^ 2147483648u);
                                                    float l_399_ = asfloat(l_398_);
                                                    uint l_400_ = asuint(l_399_);
                                                    double l_401_ = double(l_399_);
                                                    l_mut_26_ = l_401_;
                                                    uint l_402_ = (l_400_ & 2139095040u);
                                                    bool l_403_ = (l_402_ == 0u);
                                                    if (l_403_) {
                                                        uint l_404_ = (l_400_ & 8388607u);
                                                        double l_405_ = double(l_404_);
                                                        double l_406_ = (l_405_ * 1.401298464324817e-45L);
                                                        l_mut_26_ = l_406_;
                                                        uint l_407_ = (l_400_ >> 31u);
                                                        bool l_408_ = (l_407_ == 1u);
                                                        if (l_408_) {
                                                            double _e1031 = l_mut_26_;
                                                            double l_409_ = -(_e1031);
                                                            l_mut_26_ = l_409_;
                                                        }
                                                    }
                                                    double l_410_ = (l_354_ + l_353_);
                                                    double _e1034 = l_mut_57_;
                                                    bool l_411_ = (l_410_ <= _e1034);
                                                    l_mut_291_ = l_411_;
                                                    double l_412_ = (l_354_ - l_353_);
                                                    double _e1037 = l_mut_57_;
                                                    bool l_413_ = (l_412_ > _e1037);
                                                    l_mut_288_ = l_413_;
                                                    double l_414_ = (l_355_ - l_353_);
                                                    double _e1040 = l_mut_57_;
                                                    bool l_415_ = (l_414_ >= _e1040);
                                                    l_mut_285_ = l_415_;
                                                    double l_416_ = (l_355_ + l_353_);
                                                    double _e1043 = l_mut_57_;
                                                    bool l_417_ = (l_416_ < _e1043);
                                                    l_mut_282_ = l_417_;
                                                    if (l_169_) {
                                                        double l_418_ = (l_354_ + l_353_);
                                                        double _e1046 = l_mut_48_;
                                                        bool l_419_ = (l_418_ < _e1046);
                                                        l_mut_291_ = l_419_;
                                                        double l_420_ = (l_354_ - l_353_);
                                                        double _e1049 = l_mut_48_;
                                                        bool l_421_ = (l_420_ >= _e1049);
                                                        l_mut_288_ = l_421_;
                                                        double l_422_ = (l_355_ - l_353_);
                                                        double _e1052 = l_mut_26_;
                                                        bool l_423_ = (l_422_ > _e1052);
                                                        l_mut_285_ = l_423_;
                                                        double l_424_ = (l_355_ + l_353_);
                                                        double _e1055 = l_mut_26_;
                                                        bool l_425_ = (l_424_ <= _e1055);
                                                        l_mut_282_ = l_425_;
                                                    }
                                                    l_mut_199_ = 2u;
                                                    bool _e1058 = l_mut_288_;
                                                    if (!(_e1058)) {
                                                        bool _e1062 = l_mut_282_;
                                                        local_24 = _e1062;
                                                    } else {
                                                        local_24 = true;
                                                    }
                                                    bool l_426_ = local_24;
                                                    if (l_426_) {
                                                        l_mut_199_ = 1u;
                                                    } else {
                                                        bool _e1066 = l_mut_291_;
                                                        if (_e1066) {
                                                            bool _e1069 = l_mut_285_;
                                                            local_25 = _e1069;
                                                        } else {
                                                            local_25 = false;
                                                        }
                                                        bool l_427_ = local_25;
                                                        if (l_427_) {
                                                            l_mut_199_ = 0u;
                                                        }
                                                    }
                                                    float _e1073 = l_mut_22_;
                                                    uint l_428_ = asuint(_e1073);
                                                    uint l_429_ = (l_428_ & 2147483647u);
                                                    bool l_430_ = (l_429_ == 0u);
                                                    if (l_430_) {
                                                        double l_431_ = (l_354_ + l_353_);
                                                        bool l_432_ = (l_431_ < 1.1754943508222875e-38L);
                                                        double l_433_ = (l_355_ - l_353_);
                                                        bool l_434_ = (l_433_ > -1.1754943508222875e-38L);
                                                        if (l_432_) {
                                                            local_26 = l_434_;
                                                        } else {
                                                            local_26 = false;
                                                        }
                                                        bool l_435_ = local_26;
                                                        double l_436_ = (l_354_ - l_353_);
                                                        bool l_437_ = (l_436_ < 1.1754943508222875e-38L);
                                                        double l_438_ = (l_355_ + l_353_);
                                                        bool l_439_ = (l_438_ > -1.1754943508222875e-38L);
                                                        if (l_437_) {
                                                            local_27 = l_439_;
                                                        } else {
                                                            local_27 = false;
                                                        }
                                                        bool l_440_ = local_27;
                                                        if (l_435_) {
                                                            l_mut_199_ = 0u;
                                                        } else {
                                                            uint _e1100 = l_mut_199_;
                                                            bool l_441_ = (_e1100 == 1u);
                                                            if (l_440_) {
                                                                local_28 = l_441_;
                                                            } else {
                                                                local_28 = false;
                                                            }
                                                            bool l_442_ = local_28;
                                                            if (l_442_) {
                                                                l_mut_199_ = 2u;
                                                            }
                                                        }
                                                    }
                                                    uint _e1108 = l_mut_199_;
                                                    l_mut_237_ = _e1108;
                                                }
                                                uint _e1109 = l_mut_237_;
                                                l_mut_183_ = _e1109;
                                            }
                                        } else {
                                            bool l_443_ = (l_165_ == 4u);
                                            if (l_443_) {
                                                double l_444_ = (l_174_ * l_179_);
                                                double l_445_ = (l_171_ + l_444_);
                                                double _e1114 = l_mut_35_;
                                                double l_446_ = abs(_e1114);
                                                l_mut_57_ = 1.401298464324817e-45L;
                                                bool l_447_ = (l_446_ >= 1.1754943508222875e-38L);
                                                bool l_448_ = (l_446_ <= 1.7976931348623157e308L);
                                                if (l_447_) {
                                                    local_29 = l_448_;
                                                } else {
                                                    local_29 = false;
                                                }
                                                bool l_449_ = local_29;
                                                if (l_449_) {
                                                    uint64_t l_450_ = l_446_;
                                                    uint64_t l_451_ = (l_450_ >> uint(52uL));
                                                    uint64_t l_452_ = (l_451_ - 23uL);
                                                    uint64_t l_453_ = (l_452_ << uint(52uL));
                                                    double l_454_ = l_453_;
                                                    l_mut_57_ = l_454_;
                                                }
                                                double _e1137 = l_mut_57_;
                                                double l_455_ = (l_445_ * _e1137);
                                                l_mut_237_ = 2u;
                                                double _e1140 = l_mut_35_;
                                                double l_456_ = (_e1140 - l_181_);
                                                double l_457_ = abs(l_456_);
                                                l_mut_57_ = 1.401298464324817e-45L;
                                                bool l_458_ = (l_457_ >= 1.1754943508222875e-38L);
                                                bool l_459_ = (l_457_ <= 1.7976931348623157e308L);
                                                if (l_458_) {
                                                    local_30 = l_459_;
                                                } else {
                                                    local_30 = false;
                                                }
                                                bool l_460_ = local_30;
                                                if (l_460_) {
                                                    uint64_t l_461_ = l_457_;
                                                    uint64_t l_462_ = (l_461_ >> uint(52uL));
                                                    uint64_t l_463_ = (l_462_ - 23uL);
                                                    uint64_t l_464_ = (l_463_ << uint(52uL));
                                                    double l_465_ = l_464_;
                                                    l_mut_57_ = l_465_;
                                                }
                                                double _e1164 = l_mut_35_;
                                                double l_466_ = (_e1164 + l_181_);
                                                double l_467_ = abs(l_466_);
                                                l_mut_48_ = 1.401298464324817e-45L;
                                                bool l_468_ = (l_467_ >= 1.1754943508222875e-38L);
                                                bool l_469_ = (l_467_ <= 1.7976931348623157e308L);
                                                if (l_468_) {
                                                    local_31 = l_469_;
                                                } else {
                                                    local_31 = false;
                                                }
                                                bool l_470_ = local_31;
                                                if (l_470_) {
                                                    uint64_t l_471_ = l_467_;
                                                    uint64_t l_472_ = (l_471_ >> uint(52uL));
                                                    uint64_t l_473_ = (l_472_ - 23uL);
                                                    uint64_t l_474_ = (l_473_ << uint(52uL));
                                                    double l_475_ = l_474_;
                                                    l_mut_48_ = l_475_;
                                                }
                                                double _e1188 = l_mut_57_;
                                                double _e1189 = l_mut_48_;
                                                bool l_476_ = (_e1188 == _e1189);
                                                if (l_476_) {
                                                    double l_477_ = (l_455_ * 1.4551915228366852e-11L);
                                                    double l_478_ = (l_181_ + l_477_);
                                                    double _e1194 = l_mut_35_;
                                                    double l_479_ = (_e1194 - l_455_);
                                                    double _e1196 = l_mut_35_;
                                                    double l_480_ = (_e1196 + l_455_);
                                                    float _e1198 = l_mut_22_;
                                                    uint l_481_ = asuint(_e1198);
                                                    float _e1200 = l_mut_22_;
                                                    double l_482_ = double(_e1200);
                                                    l_mut_57_ = l_482_;
                                                    uint l_483_ = (l_481_ & 2139095040u);
                                                    bool l_484_ = (l_483_ == 0u);
                                                    if (l_484_) {
                                                        uint l_485_ = (l_481_ & 8388607u);
                                                        double l_486_ = double(l_485_);
                                                        double l_487_ = (l_486_ * 1.401298464324817e-45L);
                                                        l_mut_57_ = l_487_;
                                                        uint l_488_ = (l_481_ >> 31u);
                                                        bool l_489_ = (l_488_ == 1u);
                                                        if (l_489_) {
                                                            double _e1215 = l_mut_57_;
                                                            double l_490_ = -(_e1215);
                                                            l_mut_57_ = l_490_;
                                                        }
                                                    }
                                                    float _e1217 = l_mut_22_;
                                                    uint l_491_ = asuint(_e1217);
                                                    uint l_492_ = (l_491_ + 1u);
                                                    l_mut_199_ = l_492_;
                                                    uint l_493_ = (l_491_ & 2147483647u);
                                                    bool l_494_ = (l_493_ == 0u);
                                                    if (l_494_) {
                                                        l_mut_199_ = 1u;
                                                    } else {
                                                        uint l_495_ = (l_491_ & 2147483648u);
                                                        bool l_496_ = (l_495_ != 0u);
                                                        if (l_496_) {
                                                            uint l_497_ = (l_491_ - 1u);
                                                            l_mut_199_ = l_497_;
                                                        } else {
                                                            bool l_498_ = (l_491_ == 2139095040u);
                                                            if (l_498_) {
                                                                l_mut_199_ = l_491_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1234 = l_mut_199_;
                                                    float l_499_ = asfloat(_e1234);
                                                    uint l_500_ = asuint(l_499_);
                                                    double l_501_ = double(l_499_);
                                                    l_mut_48_ = l_501_;
                                                    uint l_502_ = (l_500_ & 2139095040u);
                                                    bool l_503_ = (l_502_ == 0u);
                                                    if (l_503_) {
                                                        uint l_504_ = (l_500_ & 8388607u);
                                                        double l_505_ = double(l_504_);
                                                        double l_506_ = (l_505_ * 1.401298464324817e-45L);
                                                        l_mut_48_ = l_506_;
                                                        uint l_507_ = (l_500_ >> 31u);
                                                        bool l_508_ = (l_507_ == 1u);
                                                        if (l_508_) {
                                                            double _e1251 = l_mut_48_;
                                                            double l_509_ = -(_e1251);
                                                            l_mut_48_ = l_509_;
                                                        }
                                                    }
                                                    float _e1253 = l_mut_22_;
                                                    uint l_510_ = asuint(_e1253);
                                                    uint l_511_ = (l_510_ ^ 2147483648u);
                                                    float l_512_ = asfloat(l_511_);
                                                    uint l_513_ = asuint(l_512_);
                                                    uint l_514_ = (l_513_ + 1u);
                                                    l_mut_199_ = l_514_;
                                                    uint l_515_ = (l_513_ & 2147483647u);
                                                    bool l_516_ = (l_515_ == 0u);
                                                    if (l_516_) {
                                                        l_mut_199_ = 1u;
                                                    } else {
                                                        uint l_517_ = (l_513_ & 2147483648u);
                                                        bool l_518_ = (l_517_ != 0u);
                                                        if (l_518_) {
                                                            uint l_519_ = (l_513_ - 1u);
                                                            l_mut_199_ = l_519_;
                                                        } else {
                                                            bool l_520_ = (l_513_ == 2139095040u);
                                                            if (l_520_) {
                                                                l_mut_199_ = l_513_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1274 = l_mut_199_;
                                                    float l_521_ = asfloat(_e1274);
                                                    uint l_522_ = asuint(l_521_);
                                                    uint l_523_ = (l_522_ ^ 2147483648u);
                                                    float l_524_ = asfloat(l_523_);
                                                    uint l_525_ = asuint(l_524_);
                                                    double l_526_ = double(l_524_);
                                                    l_mut_26_ = l_526_;
                                                    uint l_527_ = (l_525_ & 2139095040u);
                                                    bool l_528_ = (l_527_ == 0u);
                                                    if (l_528_) {
                                                        uint l_529_ = (l_525_ & 8388607u);
                                                        double l_530_ = double(l_529_);
                                                        double l_531_ = (l_530_ * 1.401298464324817e-45L);
                                                        l_mut_26_ = l_531_;
                                                        uint l_532_ = (l_525_ >> 31u);
                                                        bool l_533_ = (l_532_ == 1u);
                                                        if (l_533_) {
                                                            double _e1295 = l_mut_26_;
                                                            double l_534_ = -(_e1295);
                                                            l_mut_26_ = l_534_;
                                                        }
                                                    }
                                                    double l_535_ = (l_479_ + l_478_);
                                                    double _e1298 = l_mut_57_;
                                                    bool l_536_ = (l_535_ <= _e1298);
                                                    l_mut_291_ = l_536_;
                                                    double l_537_ = (l_479_ - l_478_);
                                                    double _e1301 = l_mut_57_;
                                                    bool l_538_ = (l_537_ > _e1301);
                                                    l_mut_288_ = l_538_;
                                                    double l_539_ = (l_480_ - l_478_);
                                                    double _e1304 = l_mut_57_;
                                                    bool l_540_ = (l_539_ >= _e1304);
                                                    l_mut_285_ = l_540_;
                                                    double l_541_ = (l_480_ + l_478_);
                                                    double _e1307 = l_mut_57_;
                                                    bool l_542_ = (l_541_ < _e1307);
                                                    l_mut_282_ = l_542_;
                                                    if (l_169_) {
                                                        double l_543_ = (l_479_ + l_478_);
                                                        double _e1310 = l_mut_48_;
                                                        bool l_544_ = (l_543_ < _e1310);
                                                        l_mut_291_ = l_544_;
                                                        double l_545_ = (l_479_ - l_478_);
                                                        double _e1313 = l_mut_48_;
                                                        bool l_546_ = (l_545_ >= _e1313);
                                                        l_mut_288_ = l_546_;
                                                        double l_547_ = (l_480_ - l_478_);
                                                        double _e1316 = l_mut_26_;
                                                        bool l_548_ = (l_547_ > _e1316);
                                                        l_mut_285_ = l_548_;
                                                        double l_549_ = (l_480_ + l_478_);
                                                        double _e1319 = l_mut_26_;
                                                        bool l_550_ = (l_549_ <= _e1319);
                                                        l_mut_282_ = l_550_;
                                                    }
                                                    l_mut_199_ = 2u;
                                                    bool _e1322 = l_mut_288_;
                                                    if (!(_e1322)) {
                                                        bool _e1326 = l_mut_282_;
                                                        local_32 = _e1326;
                                                    } else {
                                                        local_32 = true;
                                                    }
                                                    bool l_551_ = local_32;
                                                    if (l_551_) {
                                                        l_mut_199_ = 1u;
                                                    } else {
                                                        bool _e1330 = l_mut_291_;
                                                        if (_e1330) {
                                                            bool _e1333 = l_mut_285_;
                                                            local_33 = _e1333;
                                                        } else {
                                                            local_33 = false;
                                                        }
                                                        bool l_552_ = local_33;
                                                        if (l_552_) {
                                                            l_mut_199_ = 0u;
                                                        }
                                                    }
                                                    float _e1337 = l_mut_22_;
                                                    uint l_553_ = asuint(_e1337);
                                                    uint l_554_ = (l_553_ & 2147483647u);
                                                    bool l_555_ = (l_554_ == 0u);
                                                    if (l_555_) {
                                                        double l_556_ = (l_479_ + l_478_);
                                                        bool l_557_ = (l_556_ < 1.1754943508222875e-38L);
                                                        double l_558_ = (l_480_ - l_478_);
                                                        bool l_559_ = (l_558_ > -1.1754943508222875e-38L);
                                                        if (l_557_) {
                                                            local_34 = l_559_;
                                                        } else {
                                                            local_34 = false;
                                                        }
                                                        bool l_560_ = local_34;
                                                        double l_561_ = (l_479_ - l_478_);
                                                        bool l_562_ = (l_561_ < 1.1754943508222875e-38L);
                                                        double l_563_ = (l_480_ + l_478_);
                                                        bool l_564_ = (l_563_ > -1.1754943508222875e-38L);
                                                        if (l_562_) {
                                                            local_35 = l_564_;
                                                        } else {
                                                            local_35 = false;
                                                        }
                                                        bool l_565_ = local_35;
                                                        if (l_560_) {
                                                            l_mut_199_ = 0u;
                                                        } else {
                                                            uint _e1364 = l_mut_199_;
                                                            bool l_566_ = (_e1364 == 1u);
                                                            if (l_565_) {
                                                                local_36 = l_566_;
                                                            } else {
                                                                local_36 = false;
                                                            }
                                                            bool l_567_ = local_36;
                                                            if (l_567_) {
                                                                l_mut_199_ = 2u;
                                                            }
                                                        }
                                                    }
                                                    uint _e1372 = l_mut_199_;
                                                    l_mut_237_ = _e1372;
                                                }
                                                uint _e1373 = l_mut_237_;
                                                l_mut_183_ = _e1373;
                                            } else {
                                                bool l_568_ = (l_165_ == 5u);
                                                if (l_568_) {
                                                    double l_569_ = (2.0L * l_178_);
                                                    double l_570_ = abs(l_569_);
                                                    double l_571_ = floor(l_570_);
                                                    double l_572_ = (3.0L + l_571_);
                                                    double _e1382 = l_mut_35_;
                                                    double l_573_ = abs(_e1382);
                                                    l_mut_57_ = 1.401298464324817e-45L;
                                                    bool l_574_ = (l_573_ >= 1.1754943508222875e-38L);
                                                    bool l_575_ = (l_573_ <= 1.7976931348623157e308L);
                                                    if (l_574_) {
                                                        local_37 = l_575_;
                                                    } else {
                                                        local_37 = false;
                                                    }
                                                    bool l_576_ = local_37;
                                                    if (l_576_) {
                                                        uint64_t l_577_ = l_573_;
                                                        uint64_t l_578_ = (l_577_ >> uint(52uL));
                                                        uint64_t l_579_ = (l_578_ - 23uL);
                                                        uint64_t l_580_ = (l_579_ << uint(52uL));
                                                        double l_581_ = l_580_;
                                                        l_mut_57_ = l_581_;
                                                    }
                                                    double _e1405 = l_mut_57_;
                                                    double l_582_ = (l_572_ * _e1405);
                                                    l_mut_237_ = 2u;
                                                    double _e1408 = l_mut_35_;
                                                    double l_583_ = (_e1408 - l_181_);
                                                    double l_584_ = abs(l_583_);
                                                    l_mut_57_ = 1.401298464324817e-45L;
                                                    bool l_585_ = (l_584_ >= 1.1754943508222875e-38L);
                                                    bool l_586_ = (l_584_ <= 1.7976931348623157e308L);
                                                    if (l_585_) {
                                                        local_38 = l_586_;
                                                    } else {
                                                        local_38 = false;
                                                    }
                                                    bool l_587_ = local_38;
                                                    if (l_587_) {
                                                        uint64_t l_588_ = l_584_;
                                                        uint64_t l_589_ = (l_588_ >> uint(52uL));
                                                        uint64_t l_590_ = (l_589_ - 23uL);
                                                        uint64_t l_591_ = (l_590_ << uint(52uL));
                                                        double l_592_ = l_591_;
                                                        l_mut_57_ = l_592_;
                                                    }
                                                    double _e1432 = l_mut_35_;
                                                    double l_593_ = (_e1432 + l_181_);
                                                    double l_594_ = abs(l_593_);
                                                    l_mut_48_ = 1.401298464324817e-45L;
                                                    bool l_595_ = (l_594_ >= 1.1754943508222875e-38L);
                                                    bool l_596_ = (l_594_ <= 1.7976931348623157e308L);
                                                    if (l_595_) {
                                                        local_39 = l_596_;
                                                    } else {
                                                        local_39 = false;
                                                    }
                                                    bool l_597_ = local_39;
                                                    if (l_597_) {
                                                        uint64_t l_598_ = l_594_;
                                                        uint64_t l_599_ = (l_598_ >> uint(52uL));
                                                        uint64_t l_600_ = (l_599_ - 23uL);
                                                        uint64_t l_601_ = (l_600_ << uint(52uL));
                                                        double l_602_ = l_601_;
                                                        l_mut_48_ = l_602_;
                                                    }
                                                    double _e1456 = l_mut_57_;
                                                    double _e1457 = l_mut_48_;
                                                    bool l_603_ = (_e1456 == _e1457);
                                                    if (l_603_) {
                                                        double l_604_ = (l_582_ * 1.4551915228366852e-11L);
                                                        double l_605_ = (l_181_ + l_604_);
                                                        double _e1462 = l_mut_35_;
                                                        double l_606_ = (_e1462 - l_582_);
                                                        double _e1464 = l_mut_35_;
                                                        double l_607_ = (_e1464 + l_582_);
                                                        float _e1466 = l_mut_22_;
                                                        uint l_608_ = asuint(_e1466);
                                                        float _e1468 = l_mut_22_;
                                                        double l_609_ = double(_e1468);
                                                        l_mut_57_ = l_609_;
                                                        uint l_610_ = (l_608_ & 2139095040u);
                                                        bool l_611_ = (l_610_ == 0u);
                                                        if (l_611_) {
                                                            uint l_612_ = (l_608_ & 8388607u);
                                                            double l_613_ = double(l_612_);
                                                            double l_614_ = (l_613_ * 1.401298464324817e-45L);
                                                            l_mut_57_ = l_614_;
                                                            uint l_615_ = (l_608_ >> 31u);
                                                            bool l_616_ = (l_615_ == 1u);
                                                            if (l_616_) {
                                                                double _e1483 = l_mut_57_;
                                                                double l_617_ = -(_e1483);
                                                                l_mut_57_ = l_617_;
                                                            }
                                                        }
                                                        float _e1485 = l_mut_22_;
                                                        uint l_618_ = asuint(_e1485);
                                                        uint l_619_ = (l_618_ + 1u);
                                                        l_mut_199_ = l_619_;
                                                        uint l_620_ = (l_618_ & 2147483647u);
                                                        bool l_621_ = (l_620_ == 0u);
                                                        if (l_621_) {
                                                            l_mut_199_ = 1u;
                                                        } else {
                                                            uint l_622_ = (l_618_ & 2147483648u);
                                                            bool l_623_ = (l_622_ != 0u);
                                                            if (l_623_) {
                                                                uint l_624_ = (l_618_ - 1u);
                                                                l_mut_199_ = l_624_;
                                                            } else {
                                                                bool l_625_ = (l_618_ == 2139095040u);
                                                                if (l_625_) {
                                                                    l_mut_199_ = l_618_;
                                                                }
                                                            }
                                                        }
                                                        uint _e1502 = l_mut_199_;
                                                        float l_626_ = asfloat(_e1502);
                                                        uint l_627_ = asuint(l_626_);
                                                        double l_628_ = double(l_626_);
                                                        l_mut_48_ = l_628_;
                                                        uint l_629_ = (l_627_ & 2139095040u);
                                                        bool l_630_ = (l_629_ == 0u);
                                                        if (l_630_) {
                                                            uint l_631_ = (l_627_ & 8388607u);
                                                            double l_632_ = double(l_631_);
                                                            double l_633_ = (l_632_ * 1.401298464324817e-45L);
                                                            l_mut_48_ = l_633_;
                                                            uint l_634_ = (l_627_ >> 31u);
                                                            bool l_635_ = (l_634_ == 1u);
                                                            if (l_635_) {
                                                                double _e1519 = l_mut_48_;
                                                                double l_636_ = -(_e1519);
                                                                l_mut_48_ = l_636_;
                                                            }
                                                        }
                                                        float _e1521 = l_mut_22_;
                                                        uint l_637_ = asuint(_e1521);
                                                        uint l_638_ = (l_637_ ^ 2147483648u);
                                                        float l_639_ = asfloat(l_638_);
                                                        uint l_640_ = asuint(l_639_);
                                                        uint l_641_ = (l_640_ + 1u);
                                                        l_mut_199_ = l_641_;
                                                        uint l_642_ = (l_640_ & 2147483647u);
                                                        bool l_643_ = (l_642_ == 0u);
                                                        if (l_643_) {
                                                            l_mut_199_ = 1u;
                                                        } else {
                                                            uint l_644_ = (l_640_ & 2147483648u);
                                                            bool l_645_ = (l_644_ != 0u);
                                                            if (l_645_) {
                                                                uint l_646_ = (l_640_ - 1u);
                                                                l_mut_199_ = l_646_;
                                                            } else {
                                                                bool l_647_ = (l_640_ == 2139095040u);
                                                                if (l_647_) {
                                                                    l_mut_199_ = l_640_;
                                                                }
                                                            }
                                                        }
                                                        uint _e1542 = l_mut_199_;
                                                        float l_648_ = asfloat(_e1542);
                                                        uint l_649_ = asuint(l_648_);
                                                        uint l_650_ = (l_649_ ^ 2147483648u);
                                                        float l_651_ = asfloat(l_650_);
                                                        uint l_652_ = asuint(l_651_);
                                                        double l_653_ = double(l_651_);
                                                        l_mut_26_ = l_653_;
                                                        uint l_654_ = (l_652_ & 2139095040u);
                                                        bool l_655_ = (l_654_ == 0u);
                                                        if (l_655_) {
                                                            uint l_656_ = (l_652_ & 8388607u);
                                                            double l_657_ = double(l_656_);
                                                            double l_658_ = (l_657_ * 1.401298464324817e-45L);
                                                            l_mut_26_ = l_658_;
                                                            uint l_659_ = (l_652_ >> 31u);
                                                            bool l_660_ = (l_659_ == 1u);
                                                            if (l_660_) {
                                                                double _e1563 = l_mut_26_;
                                                                double l_661_ = -(_e1563);
                                                                l_mut_26_ = l_661_;
                                                            }
                                                        }
                                                        double l_662_ = (l_606_ + l_605_);
                                                        double _e1566 = l_mut_57_;
                                                        bool l_663_ = (l_662_ <= _e1566);
                                                        l_mut_291_ = l_663_;
                                                        double l_664_ = (l_606_ - l_605_);
                                                        double _e1569 = l_mut_57_;
                                                        bool l_665_ = (l_664_ > _e1569);
                                                        l_mut_288_ = l_665_;
                                                        double l_666_ = (l_607_ - l_605_);
                                                        double _e1572 = l_mut_57_;
                                                        bool l_667_ = (l_666_ >= _e1572);
                                                        l_mut_285_ = l_667_;
                                                        double l_668_ = (l_607_ + l_605_);
                                                        double _e1575 = l_mut_57_;
                                                        bool l_669_ = (l_668_ < _e1575);
                                                        l_mut_282_ = l_669_;
                                                        if (l_169_) {
                                                            double l_670_ = (l_606_ + l_605_);
                                                            double _e1578 = l_mut_48_;
                                                            bool l_671_ = (l_670_ < _e1578);
                                                            l_mut_291_ = l_671_;
                                                            double l_672_ = (l_606_ - l_605_);
                                                            double _e1581 = l_mut_48_;
                                                            bool l_673_ = (l_672_ >= _e1581);
                                                            l_mut_288_ = l_673_;
                                                            double l_674_ = (l_607_ - l_605_);
                                                            double _e1584 = l_mut_26_;
                                                            bool l_675_ = (l_674_ > _e1584);
                                                            l_mut_285_ = l_675_;
                                                            double l_676_ = (l_607_ + l_605_);
                                                            double _e1587 = l_mut_26_;
                                                            bool l_677_ = (l_676_ <= _e1587);
                                                            l_mut_282_ = l_677_;
                                                        }
                                                        l_mut_199_ = 2u;
                                                        bool _e1590 = l_mut_288_;
                                                        if (!(_e1590)) {
                                                            bool _e1594 = l_mut_282_;
                                                            local_40 = _e1594;
                                                        } else {
                                                            local_40 = true;
                                                        }
                                                        bool l_678_ = local_40;
                                                        if (l_678_) {
                                                            l_mut_199_ = 1u;
                                                        } else {
                                                            bool _e1598 = l_mut_291_;
                                                            if (_e1598) {
                                                                bool _e1601 = l_mut_285_;
                                                                local_41 = _e1601;
                                                            } else {
                                                                local_41 = false;
                                                            }
                                                            bool l_679_ = local_41;
                                                            if (l_679_) {
                                                                l_mut_199_ = 0u;
                                                            }
                                                        }
                                                        float _e1605 = l_mut_22_;
                                                        uint l_680_ = asuint(_e1605);
                                                        uint l_681_ = (l_680_ & 2147483647u);
                                                        bool l_682_ = (l_681_ == 0u);
                                                        if (l_682_) {
                                                            double l_683_ = (l_606_ + l_605_);
                                                            bool l_684_ = (l_683_ < 1.1754943508222875e-38L);
                                                            double l_685_ = (l_607_ - l_605_);
                                                            bool l_686_ = (l_685_ > -1.1754943508222875e-38L);
                                                            if (l_684_) {
                                                                local_42 = l_686_;
                                                            } else {
                                                                local_42 = false;
                                                            }
                                                            bool l_687_ = local_42;
                                                            double l_688_ = (l_606_ - l_605_);
                                                            bool l_689_ = (l_688_ < 1.1754943508222875e-38L);
                                                            double l_690_ = (l_607_ + l_605_);
                                                            bool l_691_ = (l_690_ > -1.1754943508222875e-38L);
                                                            if (l_689_) {
                                                                local_43 = l_691_;
                                                            } else {
                                                                local_43 = false;
                                                            }
                                                            bool l_692_ = local_43;
                                                            if (l_687_) {
                                                                l_mut_199_ = 0u;
                                                            } else {
                                                                uint _e1632 = l_mut_199_;
                                                                bool l_693_ = (_e1632 == 1u);
                                                                if (l_692_) {
                                                                    local_44 = l_693_;
                                                                } else {
                                                                    local_44 = false;
                                                                }
                                                                bool l_694_ = local_44;
                                                                if (l_694_) {
                                                                    l_mut_199_ = 2u;
                                                                }
                                                            }
                                                        }
                                                        uint _e1640 = l_mut_199_;
                                                        l_mut_237_ = _e1640;
                                                    }
                                                    uint _e1641 = l_mut_237_;
                                                    l_mut_183_ = _e1641;
                                                } else {
                                                    bool l_695_ = (l_165_ == 6u);
                                                    if (l_695_) {
                                                        l_mut_183_ = 0u;
                                                        bool l_696_ = (l_179_ <= l_174_);
                                                        if (l_696_) {
                                                            double l_697_ = (l_171_ * 1.4551915228366852e-11L);
                                                            double l_698_ = (l_181_ + l_697_);
                                                            double _e1649 = l_mut_35_;
                                                            double l_699_ = (_e1649 - l_171_);
                                                            double _e1651 = l_mut_35_;
                                                            double l_700_ = (_e1651 + l_171_);
                                                            float _e1653 = l_mut_22_;
                                                            uint l_701_ = asuint(_e1653);
                                                            float _e1655 = l_mut_22_;
                                                            double l_702_ = double(_e1655);
                                                            l_mut_57_ = l_702_;
                                                            uint l_703_ = (l_701_ & 2139095040u);
                                                            bool l_704_ = (l_703_ == 0u);
                                                            if (l_704_) {
                                                                uint l_705_ = (l_701_ & 8388607u);
                                                                double l_706_ = double(l_705_);
                                                                double l_707_ = (l_706_ * 1.401298464324817e-45L);
                                                                l_mut_57_ = l_707_;
                                                                uint l_708_ = (l_701_ >> 31u);
                                                                bool l_709_ = (l_708_ == 1u);
                                                                if (l_709_) {
                                                                    double _e1670 = l_mut_57_;
                                                                    double l_710_ = -(_e1670);
                                                                    l_mut_57_ = l_710_;
                                                                }
                                                            }
                                                            float _e1672 = l_mut_22_;
                                                            uint l_711_ = asuint(_e1672);
                                                            uint l_712_ = (l_711_ + 1u);
                                                            l_mut_237_ = l_712_;
                                                            uint l_713_ = (l_711_ & 2147483647u);
                                                            bool l_714_ = (l_713_ == 0u);
                                                            if (l_714_) {
                                                                l_mut_237_ = 1u;
                                                            } else {
                                                                uint l_715_ = (l_711_ & 2147483648u);
                                                                bool l_716_ = (l_715_ != 0u);
                                                                if (l_716_) {
                                                                    uint l_717_ = (l_711_ - 1u);
                                                                    l_mut_237_ = l_717_;
                                                                } else {
                                                                    bool l_718_ = (l_711_ == 2139095040u);
                                                                    if (l_718_) {
                                                                        l_mut_237_ = l_711_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e1689 = l_mut_237_;
                                                            float l_719_ = asfloat(_e1689);
                                                            uint l_720_ = asuint(l_719_);
                                                            double l_721_ = double(l_719_);
                                                            l_mut_48_ = l_721_;
                                                            uint l_722_ = (l_720_ & 2139095040u);
                                                            bool l_723_ = (l_722_ == 0u);
                                                            if (l_723_) {
                                                                uint l_724_ = (l_720_ & 8388607u);
                                                                double l_725_ = double(l_724_);
                                                                double l_726_ = (l_725_ * 1.401298464324817e-45L);
                                                                l_mut_48_ = l_726_;
                                                                uint l_727_ = (l_720_ >> 31u);
                                                                bool l_728_ = (l_727_ == 1u);
                                                                if (l_728_) {
                                                                    double _e1706 = l_mut_48_;
                                                                    double l_729_ = -(_e1706);
                                                                    l_mut_48_ = l_729_;
                                                                }
                                                            }
                                                            float _e1708 = l_mut_22_;
                                                            uint l_730_ = asuint(_e1708);
                                                            uint l_731_ = (l_730_ ^ 2147483648u);
                                                            float l_732_ = asfloat(l_731_);
                                                            uint l_733_ = asuint(l_732_);
                                                            uint l_734_ = (l_733_ + 1u);
                                                            l_mut_237_ = l_734_;
                                                            uint l_735_ = (l_733_ & 2147483647u);
                                                            bool l_736_ = (l_735_ == 0u);
                                                            if (l_736_) {
                                                                l_mut_237_ = 1u;
                                                            } else {
                                                                uint l_737_ = (l_733_ & 2147483648u);
                                                                bool l_738_ = (l_737_ != 0u);
                                                                if (l_738_) {
                                                                    uint l_739_ = (l_733_ - 1u);
                                                                    l_mut_237_ = l_739_;
                                                                } else {
                                                                    bool l_740_ = (l_733_ == 2139095040u);
                                                                    if (l_740_) {
                                                                        l_mut_237_ = l_733_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e1729 = l_mut_237_;
                                                            float l_741_ = asfloat(_e1729);
                                                            uint l_742_ = asuint(l_741_);
                                                            uint l_743_ = (l_742_ ^ 2147483648u);
                                                            float l_744_ = asfloat(l_743_);
                                                            uint l_745_ = asuint(l_744_);
                                                            double l_746_ = double(l_744_);
                                                            l_mut_26_ = l_746_;
                                                            uint l_747_ = (l_745_ & 2139095040u);
                                                            bool l_748_ = (l_747_ == 0u);
                                                            if (l_748_) {
                                                                uint l_749_ = (l_745_ & 8388607u);
                                                                double l_750_ = double(l_749_);
                                                                double l_751_ = (l_750_ * 1.401298464324817e-45L);
                                                                l_mut_26_ = l_751_;
                                                                uint l_752_ = (l_745_ >> 31u);
                                                                bool l_753_ = (l_752_ == 1u);
                                                                if (l_753_) {
                                                                    double _e1750 = l_mut_26_;
                                                                    double l_754_ = -(_e1750);
                                                                    l_mut_26_ = l_754_;
                                                                }
                                                            }
                                                            double l_755_ = (l_699_ + l_698_);
                                                            double _e1753 = l_mut_57_;
                                                            bool l_756_ = (l_755_ <= _e1753);
                                                            l_mut_291_ = l_756_;
                                                            double l_757_ = (l_699_ - l_698_);
                                                            double _e1756 = l_mut_57_;
                                                            bool l_758_ = (l_757_ > _e1756);
                                                            l_mut_288_ = l_758_;
                                                            double l_759_ = (l_700_ - l_698_);
                                                            double _e1759 = l_mut_57_;
                                                            bool l_760_ = (l_759_ >= _e1759);
                                                            l_mut_285_ = l_760_;
                                                            double l_761_ = (l_700_ + l_698_);
                                                            double _e1762 = l_mut_57_;
                                                            bool l_762_ = (l_761_ < _e1762);
                                                            l_mut_282_ = l_762_;
                                                            if (l_169_) {
                                                                double l_763_ = (l_699_ + l_698_);
                                                                double _e1765 = l_mut_48_;
                                                                bool l_764_ = (l_763_ < _e1765);
                                                                l_mut_291_ = l_764_;
                                                                double l_765_ = (l_699_ - l_698_);
                                                                double _e1768 = l_mut_48_;
                                                                bool l_766_ = (l_765_ >= _e1768);
                                                                l_mut_288_ = l_766_;
                                                                double l_767_ = (l_700_ - l_698_);
                                                                double _e1771 = l_mut_26_;
                                                                bool l_768_ = (l_767_ > _e1771);
                                                                l_mut_285_ = l_768_;
                                                                double l_769_ = (l_700_ + l_698_);
                                                                double _e1774 = l_mut_26_;
                                                                bool l_770_ = (l_769_ <= _e1774);
                                                                l_mut_282_ = l_770_;
                                                            }
                                                            l_mut_237_ = 2u;
                                                            bool _e1777 = l_mut_288_;
                                                            if (!(_e1777)) {
                                                                bool _e1781 = l_mut_282_;
                                                                local_45 = _e1781;
                                                            } else {
                                                                local_45 = true;
                                                            }
                                                            bool l_771_ = local_45;
                                                            if (l_771_) {
                                                                l_mut_237_ = 1u;
                                                            } else {
                                                                bool _e1785 = l_mut_291_;
                                                                if (_e1785) {
                                                                    bool _e1788 = l_mut_285_;
                                                                    local_46 = _e1788;
                                                                } else {
                                                                    local_46 = false;
                                                                }
                                                                bool l_772_ = local_46;
                                                                if (l_772_) {
                                                                    l_mut_237_ = 0u;
                                                                }
                                                            }
                                                            float _e1792 = l_mut_22_;
                                                            uint l_773_ = asuint(_e1792);
                                                            uint l_774_ = (l_773_ & 2147483647u);
                                                            bool l_775_ = (l_774_ == 0u);
                                                            if (l_775_) {
                                                                double l_776_ = (l_699_ + l_698_);
                                                                bool l_777_ = (l_776_ < 1.1754943508222875e-38L);
                                                                double l_778_ = (l_700_ - l_698_);
                                                                bool l_779_ = (l_778_ > -1.1754943508222875e-38L);
                                                                if (l_777_) {
                                                                    local_47 = l_779_;
                                                                } else {
                                                                    local_47 = false;
                                                                }
                                                                bool l_780_ = local_47;
                                                                double l_781_ = (l_699_ - l_698_);
                                                                bool l_782_ = (l_781_ < 1.1754943508222875e-38L);
                                                                double l_783_ = (l_700_ + l_698_);
                                                                bool l_784_ = (l_783_ > -1.1754943508222875e-38L);
                                                                if (l_782_) {
                                                                    local_48 = l_784_;
                                                                } else {
                                                                    local_48 = false;
                                                                }
                                                                bool l_785_ = local_48;
                                                                if (l_780_) {
                                                                    l_mut_237_ = 0u;
                                                                } else {
                                                                    uint _e1819 = l_mut_237_;
                                                                    bool l_786_ = (_e1819 == 1u);
                                                                    if (l_785_) {
                                                                        local_49 = l_786_;
                                                                    } else {
                                                                        local_49 = false;
                                                                    }
                                                                    bool l_787_ = local_49;
                                                                    if (l_787_) {
                                                                        l_mut_237_ = 2u;
                                                                    }
                                                                }
                                                            }
                                                            uint _e1827 = l_mut_237_;
                                                            l_mut_183_ = _e1827;
                                                        }
                                                    } else {
                                                        bool l_788_ = (l_165_ == 7u);
                                                        if (l_788_) {
                                                            double _e1830 = l_mut_35_;
                                                            double l_789_ = abs(_e1830);
                                                            double l_790_ = (l_171_ * l_789_);
                                                            l_mut_57_ = l_790_;
                                                            double _e1833 = l_mut_35_;
                                                            double l_791_ = abs(_e1833);
                                                            l_mut_48_ = 1.401298464324817e-45L;
                                                            bool l_792_ = (l_791_ >= 1.1754943508222875e-38L);
                                                            bool l_793_ = (l_791_ <= 1.7976931348623157e308L);
                                                            if (l_792_) {
                                                                local_50 = l_793_;
                                                            } else {
                                                                local_50 = false;
                                                            }
                                                            bool l_794_ = local_50;
                                                            if (l_794_) {
                                                                uint64_t l_795_ = l_791_;
                                                                uint64_t l_796_ = (l_795_ >> uint(52uL));
                                                                uint64_t l_797_ = (l_796_ - 23uL);
                                                                uint64_t l_798_ = (l_797_ << uint(52uL));
                                                                double l_799_ = l_798_;
                                                                l_mut_48_ = l_799_;
                                                            }
                                                            double _e1857 = l_mut_48_;
                                                            double l_800_ = (0.5L * _e1857);
                                                            double _e1859 = l_mut_57_;
                                                            bool l_801_ = (l_800_ > _e1859);
                                                            if (l_801_) {
                                                                l_mut_57_ = l_800_;
                                                            }
                                                            double _e1861 = l_mut_35_;
                                                            double l_802_ = (_e1861 - l_181_);
                                                            double l_803_ = abs(l_802_);
                                                            l_mut_48_ = 1.401298464324817e-45L;
                                                            bool l_804_ = (l_803_ >= 1.1754943508222875e-38L);
                                                            bool l_805_ = (l_803_ <= 1.7976931348623157e308L);
                                                            if (l_804_) {
                                                                local_51 = l_805_;
                                                            } else {
                                                                local_51 = false;
                                                            }
                                                            bool l_806_ = local_51;
                                                            if (l_806_) {
                                                                uint64_t l_807_ = l_803_;
                                                                uint64_t l_808_ = (l_807_ >> uint(52uL));
                                                                uint64_t l_809_ = (l_808_ - 23uL);
                                                                uint64_t l_810_ = (l_809_ << uint(52uL));
                                                                double l_811_ = l_810_;
                                                                l_mut_48_ = l_811_;
                                                            }
                                                            double _e1885 = l_mut_35_;
                                                            double l_812_ = (_e1885 + l_181_);
                                                            double l_813_ = abs(l_812_);
                                                            l_mut_26_ = 1.401298464324817e-45L;
                                                            bool l_814_ = (l_813_ >= 1.1754943508222875e-38L);
                                                            bool l_815_ = (l_813_ <= 1.7976931348623157e308L);
                                                            if (l_814_) {
                                                                local_52 = l_815_;
                                                            } else {
                                                                local_52 = false;
                                                            }
                                                            bool l_816_ = local_52;
                                                            if (l_816_) {
                                                                uint64_t l_817_ = l_813_;
                                                                uint64_t l_818_ = (l_817_ >> uint(52uL));
                                                                uint64_t l_819_ = (l_818_ - 23uL);
                                                                uint64_t l_820_ = (l_819_ << uint(52uL));
                                                                double l_821_ = l_820_;
                                                                l_mut_26_ = l_821_;
                                                            }
                                                            double _e1909 = l_mut_48_;
                                                            double _e1910 = l_mut_26_;
                                                            bool l_822_ = (_e1909 == _e1910);
                                                            if (l_822_) {
                                                                double l_823_ = (l_171_ * l_181_);
                                                                double l_824_ = (l_181_ + l_823_);
                                                                double _e1914 = l_mut_57_;
                                                                double l_825_ = (_e1914 * 1.4551915228366852e-11L);
                                                                double l_826_ = (l_824_ + l_825_);
                                                                double _e1918 = l_mut_35_;
                                                                double _e1919 = l_mut_57_;
                                                                double l_827_ = (_e1918 - _e1919);
                                                                double _e1921 = l_mut_35_;
                                                                double _e1922 = l_mut_57_;
                                                                double l_828_ = (_e1921 + _e1922);
                                                                float _e1924 = l_mut_22_;
                                                                uint l_829_ = asuint(_e1924);
                                                                float _e1926 = l_mut_22_;
                                                                double l_830_ = double(_e1926);
                                                                l_mut_57_ = l_830_;
                                                                uint l_831_ = (l_829_ & 2139095040u);
                                                                bool l_832_ = (l_831_ == 0u);
                                                                if (l_832_) {
                                                                    uint l_833_ = (l_829_ & 8388607u);
                                                                    double l_834_ = double(l_833_);
                                                                    double l_835_ = (l_834_ * 1.401298464324817e-45L);
                                                                    l_mut_57_ = l_835_;
                                                                    uint l_836_ = (l_829_ >> 31u);
                                                                    bool l_837_ = (l_836_ == 1u);
                                                                    if (l_837_) {
                                                                        double _e1941 = l_mut_57_;
                                                                        double l_838_ = -(_e1941);
                                                                        l_mut_57_ = l_838_;
                                                                    }
                                                                }
                                                                float _e1943 = l_mut_22_;
                                                                uint l_839_ = asuint(_e1943);
                                                                uint l_840_ = (l_839_ + 1u);
                                                                l_mut_237_ = l_840_;
                                                                uint l_841_ = (l_839_ & 2147483647u);
                                                                bool l_842_ = (l_841_ == 0u);
                                                                if (l_842_) {
                                                                    l_mut_237_ = 1u;
                                                                } else {
                                                                    uint l_843_ = (l_839_ & 2147483648u);
                                                                    bool l_844_ = (l_843_ != 0u);
                                                                    if (l_844_) {
                                                                        uint l_845_ = (l_839_ - 1u);
                                                                        l_mut_237_ = l_845_;
                                                                    } else {
                                                                        bool l_846_ = (l_839_ == 2139095040u);
                                                                        if (l_846_) {
                                                                            l_mut_237_ = l_839_;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e1960 = l_mut_237_;
                                                                float l_847_ = asfloat(_e1960);
                                                                uint l_848_ = asuint(l_847_);
                                                                double l_849_ = double(l_847_);
                                                                l_mut_48_ = l_849_;
                                                                uint l_850_ = (l_848_ & 2139095040u);
                                                                bool l_851_ = (l_850_ == 0u);
                                                                if (l_851_) {
                                                                    uint l_852_ = (l_848_ & 8388607u);
                                                                    double l_853_ = double(l_852_);
                                                                    double l_854_ = (l_853_ * 1.401298464324817e-45L);
                                                                    l_mut_48_ = l_854_;
                                                                    uint l_855_ = (l_848_ >> 31u);
                                                                    bool l_856_ = (l_855_ == 1u);
                                                                    if (l_856_) {
                                                                        double _e1977 = l_mut_48_;
                                                                        double l_857_ = -(_e1977);
                                                                        l_mut_48_ = l_857_;
                                                                    }
                                                                }
                                                                float _e1979 = l_mut_22_;
                                                                uint l_858_ = asuint(_e1979);
                                                                uint l_859_ = (l_858_ ^ 2147483648u);
                                                                float l_860_ = asfloat(l_859_);
                                                                uint l_861_ = asuint(l_860_);
                                                                uint l_862_ = (l_861_ + 1u);
                                                                l_mut_237_ = l_862_;
                                                                uint l_863_ = (l_861_ & 2147483647u);
                                                                bool l_864_ = (l_863_ == 0u);
                                                                if (l_864_) {
                                                                    l_mut_237_ = 1u;
                                                                } else {
                                                                    uint l_865_ = (l_861_ & 2147483648u);
                                                                    bool l_866_ = (l_865_ != 0u);
                                                                    if (l_866_) {
                                                                        uint l_867_ = (l_861_ - 1u);
                                                                        l_mut_237_ = l_867_;
                                                                    } else {
                                                                        bool l_868_ = (l_861_ == 2139095040u);
                                                                        if (l_868_) {
                                                                            l_mut_237_ = l_861_;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2000 = l_mut_237_;
                                                                float l_869_ = asfloat(_e2000);
                                                                uint l_870_ = asuint(l_869_);
                                                                uint l_871_ = (l_870_ ^ 2147483648u);
                                                                float l_872_ = asfloat(l_871_);
                                                                uint l_873_ = asuint(l_872_);
                                                                double l_874_ = double(l_872_);
                                                                l_mut_26_ = l_874_;
                                                                uint l_875_ = (l_873_ & 2139095040u);
                                                                bool l_876_ = (l_875_ == 0u);
                                                                if (l_876_) {
                                                                    uint l_877_ = (l_873_ & 8388607u);
                                                                    double l_878_ = double(l_877_);
                                                                    double l_879_ = (l_878_ * 1.401298464324817e-45L);
                                                                    l_mut_26_ = l_879_;
                                                                    uint l_880_ = (l_873_ >> 31u);
                                                                    bool l_881_ = (l_880_ == 1u);
                                                                    if (l_881_) {
                                                                        double _e2021 = l_mut_26_;
                                                                        double l_882_ = -(_e2021);
                                                                        l_mut_26_ = l_882_;
                                                                    }
                                                                }
                                                                double l_883_ = (l_827_ + l_826_);
                                                                double _e2024 = l_mut_57_;
                                                                bool l_884_ = (l_883_ <= _e2024);
                                                                l_mut_291_ = l_884_;
                                                                double l_885_ = (l_827_ - l_826_);
                                                                double _e2027 = l_mut_57_;
                                                                bool l_886_ = (l_885_ > _e2027);
                                                                l_mut_288_ = l_886_;
                                                                double l_887_ = (l_828_ - l_826_);
                                                                double _e2030 = l_mut_57_;
                                                                bool l_888_ = (l_887_ >= _e2030);
                                                                l_mut_285_ = l_888_;
                                                                double l_889_ = (l_828_ + l_826_);
                                                                double _e2033 = l_mut_57_;
                                                                bool l_890_ = (l_889_ < _e2033);
                                                                l_mut_282_ = l_890_;
                                                                if (l_169_) {
                                                                    double l_891_ = (l_827_ + l_826_);
                                                                    double _e2036 = l_mut_48_;
                                                                    bool l_892_ = (l_891_ < _e2036);
                                                                    l_mut_291_ = l_892_;
                                                                    double l_893_ = (l_827_ - l_826_);
                                                                    double _e2039 = l_mut_48_;
                                                                    bool l_894_ = (l_893_ >= _e2039);
                                                                    l_mut_288_ = l_894_;
                                                                    double l_895_ = (l_828_ - l_826_);
                                                                    double _e2042 = l_mut_26_;
                                                                    bool l_896_ = (l_895_ > _e2042);
                                                                    l_mut_285_ = l_896_;
                                                                    double l_897_ = (l_828_ + l_826_);
                                                                    double _e2045 = l_mut_26_;
                                                                    bool l_898_ = (l_897_ <= _e2045);
                                                                    l_mut_282_ = l_898_;
                                                                }
                                                                l_mut_237_ = 2u;
                                                                bool _e2048 = l_mut_288_;
                                                                if (!(_e2048)) {
                                                                    bool _e2052 = l_mut_282_;
                                                                    local_53 = _e2052;
                                                                } else {
                                                                    local_53 = true;
                                                                }
                                                                bool l_899_ = local_53;
                                                                if (l_899_) {
                                                                    l_mut_237_ = 1u;
                                                                } else {
                                                                    bool _e2056 = l_mut_291_;
                                                                    if (_e2056) {
                                                                        bool _e2059 = l_mut_285_;
                                                                        local_54 = _e2059;
                                                                    } else {
                                                                        local_54 = false;
                                                                    }
                                                                    bool l_900_ = local_54;
                                                                    if (l_900_) {
                                                                        l_mut_237_ = 0u;
                                                                    }
                                                                }
                                                                float _e2063 = l_mut_22_;
                                                                uint l_901_ = asuint(_e2063);
                                                                uint l_902_ = (l_901_ & 2147483647u);
                                                                bool l_903_ = (l_902_ == 0u);
                                                                if (l_903_) {
                                                                    double l_904_ = (l_827_ + l_826_);
                                                                    bool l_905_ = (l_904_ < 1.1754943508222875e-38L);
                                                                    double l_906_ = (l_828_ - l_826_);
                                                                    bool l_907_ = (l_906_ > -1.1754943508222875e-38L);
                                                                    if (l_905_) {
                                                                        local_55 = l_907_;
                                                                    } else {
                                                                        local_55 = false;
                                                                    }
                                                                    bool l_908_ = local_55;
                                                                    double l_909_ = (l_827_ - l_826_);
                                                                    bool l_910_ = (l_909_ < 1.1754943508222875e-38L);
                                                                    double l_911_ = (l_828_ + l_826_);
                                                                    bool l_912_ = (l_911_ > -1.1754943508222875e-38L);
                                                                    if (l_910_) {
                                                                        local_56 = l_912_;
                                                                    } else {
                                                                        local_56 = false;
                                                                    }
                                                                    bool l_913_ = local_56;
                                                                    if (l_908_) {
                                                                        l_mut_237_ = 0u;
                                                                    } else {
                                                                        uint _e2090 = l_mut_237_;
                                                                        bool l_914_ = (_e2090 == 1u);
                                                                        if (l_913_) {
                                                                            local_57 = l_914_;
                                                                        } else {
                                                                            local_57 = false;
                                                                        }
                                                                        bool l_915_ = local_57;
                                                                        if (l_915_) {
                                                                            l_mut_237_ = 2u;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2098 = l_mut_237_;
                                                                l_mut_183_ = _e2098;
                                                            }
                                                        } else {
                                                            bool l_916_ = (l_165_ == 8u);
                                                            if (l_916_) {
                                                                bool l_917_ = (l_178_ >= 0.5L);
                                                                bool l_918_ = (l_178_ <= 2.0L);
                                                                if (l_917_) {
                                                                    local_58 = l_918_;
                                                                } else {
                                                                    local_58 = false;
                                                                }
                                                                bool l_919_ = local_58;
                                                                if (l_919_) {
                                                                    double l_920_ = (l_171_ * 1.4551915228366852e-11L);
                                                                    double l_921_ = (l_181_ + l_920_);
                                                                    double _e2112 = l_mut_35_;
                                                                    double l_922_ = (_e2112 - l_171_);
                                                                    double _e2114 = l_mut_35_;
                                                                    double l_923_ = (_e2114 + l_171_);
                                                                    float _e2116 = l_mut_22_;
                                                                    uint l_924_ = asuint(_e2116);
                                                                    float _e2118 = l_mut_22_;
                                                                    double l_925_ = double(_e2118);
                                                                    l_mut_57_ = l_925_;
                                                                    uint l_926_ = (l_924_ & 2139095040u);
                                                                    bool l_927_ = (l_926_ == 0u);
                                                                    if (l_927_) {
                                                                        uint l_928_ = (l_924_ & 8388607u);
                                                                        double l_929_ = double(l_928_);
                                                                        double l_930_ = (l_929_ * 1.401298464324817e-45L);
                                                                        l_mut_57_ = l_930_;
                                                                        uint l_931_ = (l_924_ >> 31u);
                                                                        bool l_932_ = (l_931_ == 1u);
                                                                        if (l_932_) {
                                                                            double _e2133 = l_mut_57_;
                                                                            double l_933_ = -(_e2133);
                                                                            l_mut_57_ = l_933_;
                                                                        }
                                                                    }
                                                                    float _e2135 = l_mut_22_;
                                                                    uint l_934_ = asuint(_e2135);
                                                                    uint l_935_ = (l_934_ + 1u);
                                                                    l_mut_237_ = l_935_;
                                                                    uint l_936_ = (l_934_ & 2147483647u);
                                                                    bool l_937_ = (l_936_ == 0u);
                                                                    if (l_937_) {
                                                                        l_mut_237_ = 1u;
                                                                    } else {
                                                                        uint l_938_ = (l_934_ & 2147483648u);
                                                                        bool l_939_ = (l_938_ != 0u);
                                                                        if (l_939_) {
                                                                            uint l_940_ = (l_934_ - 1u);
                                                                            l_mut_237_ = l_940_;
                                                                        } else {
                                                                            bool l_941_ = (l_934_ == 2139095040u);
                                                                            if (l_941_) {
                                                                                l_mut_237_ = l_934_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2152 = l_mut_237_;
                                                                    float l_942_ = asfloat(_e2152);
                                                                    uint l_943_ = asuint(l_942_);
                                                                    double l_944_ = double(l_942_);
                                                                    l_mut_48_ = l_944_;
                                                                    uint l_945_ = (l_943_ & 2139095040u);
                                                                    bool l_946_ = (l_945_ == 0u);
                                                                    if (l_946_) {
                                                                        uint l_947_ = (l_943_ & 8388607u);
                                                                        double l_948_ = double(l_947_);
                                                                        double l_949_ = (l_948_ * 1.401298464324817e-45L);
                                                                        l_mut_48_ = l_949_;
                                                                        uint l_950_ = (l_943_ >> 31u);
                                                                        bool l_951_ = (l_950_ == 1u);
                                                                        if (l_951_) {
                                                                            double _e2169 = l_mut_48_;
                                                                            double l_952_ = -(_e2169);
                                                                            l_mut_48_ = l_952_;
                                                                        }
                                                                    }
                                                                    float _e2171 = l_mut_22_;
                                                                    uint l_953_ = asuint(_e2171);
                                                                    uint l_954_ = (l_953_ ^ 2147483648u);
                                                                    float l_955_ = asfloat(l_954_);
                                                                    uint l_956_ = asuint(l_955_);
                                                                    uint l_957_ = (l_956_ + 1u);
                                                                    l_mut_237_ = l_957_;
                                                                    uint l_958_ = (l_956_ & 2147483647u);
                                                                    bool l_959_ = (l_958_ == 0u);
                                                                    if (l_959_) {
                                                                        l_mut_237_ = 1u;
                                                                    } else {
                                                                        uint l_960_ = (l_956_ & 2147483648u);
                                                                        bool l_961_ = (l_960_ != 0u);
                                                                        if (l_961_) {
                                                                            uint l_962_ = (l_956_ - 1u);
                                                                            l_mut_237_ = l_962_;
                                                                        } else {
                                                                            bool l_963_ = (l_956_ == 2139095040u);
                                                                            if (l_963_) {
                                                                                l_mut_237_ = l_956_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2192 = l_mut_237_;
                                                                    float l_964_ = asfloat(_e2192);
                                                                    uint l_965_ = asuint(l_964_);
                                                                    uint l_966_ = (l_965_ ^ 2147483648u);
                                                                    float l_967_ = asfloat(l_966_);
                                                                    uint l_968_ = asuint(l_967_);
                                                                    double l_969_ = double(l_967_);
                                                                    l_mut_26_ = l_969_;
                                                                    uint l_970_ = (l_968_ & 2139095040u);
                                                                    bool l_971_ = (l_970_ == 0u);
                                                                    if (l_971_) {
                                                                        uint l_972_ = (l_968_ & 8388607u);
                                                                        double l_973_ = double(l_972_);
                                                                        double l_974_ = (l_973_ * 1.401298464324817e-45L);
                                                                        l_mut_26_ = l_974_;
                                                                        uint l_975_ = (l_968_ >> 31u);
                                                                        bool l_976_ = (l_975_ == 1u);
                                                                        if (l_976_) {
                                                                            double _e2213 = l_mut_26_;
                                                                            double l_977_ = -(_e2213);
                                                                            l_mut_26_ = l_977_;
                                                                        }
                                                                    }
                                                                    double l_978_ = (l_922_ + l_921_);
                                                                    double _e2216 = l_mut_57_;
                                                                    bool l_979_ = (l_978_ <= _e2216);
                                                                    l_mut_291_ = l_979_;
                                                                    double l_980_ = (l_922_ - l_921_);
                                                                    double _e2219 = l_mut_57_;
                                                                    bool l_981_ = (l_980_ > _e2219);
                                                                    l_mut_288_ = l_981_;
                                                                    double l_982_ = (l_923_ - l_921_);
                                                                    double _e2222 = l_mut_57_;
                                                                    bool l_983_ = (l_982_ >= _e2222);
                                                                    l_mut_285_ = l_983_;
                                                                    double l_984_ = (l_923_ + l_921_);
                                                                    double _e2225 = l_mut_57_;
                                                                    bool l_985_ = (l_984_ < _e2225);
                                                                    l_mut_282_ = l_985_;
                                                                    if (l_169_) {
                                                                        double l_986_ = (l_922_ + l_921_);
                                                                        double _e2228 = l_mut_48_;
                                                                        bool l_987_ = (l_986_ < _e2228);
                                                                        l_mut_291_ = l_987_;
                                                                        double l_988_ = (l_922_ - l_921_);
                                                                        double _e2231 = l_mut_48_;
                                                                        bool l_989_ = (l_988_ >= _e2231);
                                                                        l_mut_288_ = l_989_;
                                                                        double l_990_ = (l_923_ - l_921_);
                                                                        double _e2234 = l_mut_26_;
                                                                        bool l_991_ = (l_990_ > _e2234);
                                                                        l_mut_285_ = l_991_;
                                                                        double l_992_ = (l_923_ + l_921_);
                                                                        double _e2237 = l_mut_26_;
                                                                        bool l_993_ = (l_992_ <= _e2237);
                                                                        l_mut_282_ = l_993_;
                                                                    }
                                                                    l_mut_237_ = 2u;
                                                                    bool _e2240 = l_mut_288_;
                                                                    if (!(_e2240)) {
                                                                        bool _e2244 = l_mut_282_;
                                                                        local_59 = _e2244;
                                                                    } else {
                                                                        local_59 = true;
                                                                    }
                                                                    bool l_994_ = local_59;
                                                                    if (l_994_) {
                                                                        l_mut_237_ = 1u;
                                                                    } else {
                                                                        bool _e2248 = l_mut_291_;
                                                                        if (_e2248) {
                                                                            bool _e2251 = l_mut_285_;
                                                                            local_60 = _e2251;
                                                                        } else {
                                                                            local_60 = false;
                                                                        }
                                                                        bool l_995_ = local_60;
                                                                        if (l_995_) {
                                                                            l_mut_237_ = 0u;
                                                                        }
                                                                    }
                                                                    float _e2255 = l_mut_22_;
                                                                    uint l_996_ = asuint(_e2255);
                                                                    uint l_997_ = (l_996_ & 2147483647u);
                                                                    bool l_998_ = (l_997_ == 0u);
                                                                    if (l_998_) {
                                                                        double l_999_ = (l_922_ + l_921_);
                                                                        bool l_1000_ = (l_999_ < 1.1754943508222875e-38L);
                                                                        double l_1001_ = (l_923_ - l_921_);
                                                                        bool l_1002_ = (l_1001_ > -1.1754943508222875e-38L);
                                                                        if (l_1000_) {
                                                                            local_61 = l_1002_;
                                                                        } else {
                                                                            local_61 = false;
                                                                        }
                                                                        bool l_1003_ = local_61;
                                                                        double l_1004_ = (l_922_ - l_921_);
                                                                        bool l_1005_ = (l_1004_ < 1.1754943508222875e-38L);
                                                                        double l_1006_ = (l_923_ + l_921_);
                                                                        bool l_1007_ = (l_1006_ > -1.1754943508222875e-38L);
                                                                        if (l_1005_) {
                                                                            local_62 = l_1007_;
                                                                        } else {
                                                                            local_62 = false;
                                                                        }
                                                                        bool l_1008_ = local_62;
                                                                        if (l_1003_) {
                                                                            l_mut_237_ = 0u;
                                                                        } else {
                                                                            uint _e2282 = l_mut_237_;
                                                                            bool l_1009_ = (_e2282 == 1u);
                                                                            if (l_1008_) {
                                                                                local_63 = l_1009_;
                                                                            } else {
                                                                                local_63 = false;
                                                                            }
                                                                            bool l_1010_ = local_63;
                                                                            if (l_1010_) {
                                                                                l_mut_237_ = 2u;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2290 = l_mut_237_;
                                                                    l_mut_183_ = _e2290;
                                                                } else {
                                                                    double _e2291 = l_mut_35_;
                                                                    double l_1011_ = abs(_e2291);
                                                                    l_mut_57_ = 1.401298464324817e-45L;
                                                                    bool l_1012_ = (l_1011_ >= 1.1754943508222875e-38L);
                                                                    bool l_1013_ = (l_1011_ <= 1.7976931348623157e308L);
                                                                    if (l_1012_) {
                                                                        local_64 = l_1013_;
                                                                    } else {
                                                                        local_64 = false;
                                                                    }
                                                                    bool l_1014_ = local_64;
                                                                    if (l_1014_) {
                                                                        uint64_t l_1015_ = l_1011_;
                                                                        uint64_t l_1016_ = (l_1015_ >> uint(52uL));
                                                                        uint64_t l_1017_ = (l_1016_ - 23uL);
                                                                        uint64_t l_1018_ = (l_1017_ << uint(52uL));
                                                                        double l_1019_ = l_1018_;
                                                                        l_mut_57_ = l_1019_;
                                                                    }
                                                                    double _e2314 = l_mut_57_;
                                                                    double l_1020_ = (l_174_ * _e2314);
                                                                    l_mut_237_ = 2u;
                                                                    double _e2317 = l_mut_35_;
                                                                    double l_1021_ = (_e2317 - l_181_);
                                                                    double l_1022_ = abs(l_1021_);
                                                                    l_mut_57_ = 1.401298464324817e-45L;
                                                                    bool l_1023_ = (l_1022_ >= 1.1754943508222875e-38L);
                                                                    bool l_1024_ = (l_1022_ <= 1.7976931348623157e308L);
                                                                    if (l_1023_) {
                                                                        local_65 = l_1024_;
                                                                    } else {
                                                                        local_65 = false;
                                                                    }
                                                                    bool l_1025_ = local_65;
                                                                    if (l_1025_) {
                                                                        uint64_t l_1026_ = l_1022_;
                                                                        uint64_t l_1027_ = (l_1026_ >> uint(52uL));
                                                                        uint64_t l_1028_ = (l_1027_ - 23uL);
                                                                        uint64_t l_1029_ = (l_1028_ << uint(52uL));
                                                                        double l_1030_ = l_1029_;
                                                                        l_mut_57_ = l_1030_;
                                                                    }
                                                                    double _e2341 = l_mut_35_;
                                                                    double l_1031_ = (_e2341 + l_181_);
                                                                    double l_1032_ = abs(l_1031_);
                                                                    l_mut_48_ = 1.401298464324817e-45L;
                                                                    bool l_1033_ = (l_1032_ >= 1.1754943508222875e-38L);
                                                                    bool l_1034_ = (l_1032_ <= 1.7976931348623157e308L);
                                                                    if (l_1033_) {
                                                                        local_66 = l_1034_;
                                                                    } else {
                                                                        local_66 = false;
                                                                    }
                                                                    bool l_1035_ = local_66;
                                                                    if (l_1035_) {
                                                                        uint64_t l_1036_ = l_1032_;
                                                                        uint64_t l_1037_ = (l_1036_ >> uint(52uL));
                                                                        uint64_t l_1038_ = (l_1037_ - 23uL);
                                                                        uint64_t l_1039_ = (l_1038_ << uint(52uL));
                                                                        double l_1040_ = l_1039_;
                                                                        l_mut_48_ = l_1040_;
                                                                    }
                                                                    double _e2365 = l_mut_57_;
                                                                    double _e2366 = l_mut_48_;
                                                                    bool l_1041_ = (_e2365 == _e2366);
                                                                    if (l_1041_) {
                                                                        double l_1042_ = (l_1020_ * 1.4551915228366852e-11L);
                                                                        double l_1043_ = (l_181_ + l_1042_);
                                                                        double _e2371 = l_mut_35_;
                                                                        double l_1044_ = (_e2371 - l_1020_);
                                                                        double _e2373 = l_mut_35_;
                                                                        double l_1045_ = (_e2373 + l_1020_);
                                                                        float _e2375 = l_mut_22_;
                                                                        uint l_1046_ = asuint(_e2375);
                                                                        float _e2377 = l_mut_22_;
                                                                        double l_1047_ = double(_e2377);
                                                                        l_mut_57_ = l_1047_;
                                                                        uint l_1048_ = (l_1046_ & 2139095040u);
                                                                        bool l_1049_ = (l_1048_ == 0u);
                                                                        if (l_1049_) {
                                                                            uint l_1050_ = (l_1046_ & 8388607u);
                                                                            double l_1051_ = double(l_1050_);
                                                                            double l_1052_ = (l_1051_ * 1.401298464324817e-45L);
                                                                            l_mut_57_ = l_1052_;
                                                                            uint l_1053_ = (l_1046_ >> 31u);
                                                                            bool l_1054_ = (l_1053_ == 1u);
                                                                            if (l_1054_) {
                                                                                double _e2392 = l_mut_57_;
                                                                                double l_1055_ = -(_e2392);
                                                                                l_mut_57_ = l_1055_;
                                                                            }
                                                                        }
                                                                        float _e2394 = l_mut_22_;
                                                                        uint l_1056_ = asuint(_e2394);
                                                                        uint l_1057_ = (l_1056_ + 1u);
                                                                        l_mut_199_ = l_1057_;
                                                                        uint l_1058_ = (l_1056_ & 2147483647u);
                                                                        bool l_1059_ = (l_1058_ == 0u);
                                                                        if (l_1059_) {
                                                                            l_mut_199_ = 1u;
                                                                        } else {
                                                                            uint l_1060_ = (l_1056_ & 2147483648u);
                                                                            bool l_1061_ = (l_1060_ != 0u);
                                                                            if (l_1061_) {
                                                                                uint l_1062_ = (l_1056_ - 1u);
                                                                                l_mut_199_ = l_1062_;
                                                                            } else {
                                                                                bool l_1063_ = (l_1056_ == 2139095040u);
                                                                                if (l_1063_) {
                                                                                    l_mut_199_ = l_1056_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e2411 = l_mut_199_;
                                                                        float l_1064_ = asfloat(_e2411);
                                                                        uint l_1065_ = asuint(l_1064_);
                                                                        double l_1066_ = double(l_1064_);
                                                                        l_mut_48_ = l_1066_;
                                                                        uint l_1067_ = (l_1065_ & 2139095040u);
                                                                        bool l_1068_ = (l_1067_ == 0u);
                                                                        if (l_1068_) {
                                                                            uint l_1069_ = (l_1065_ & 8388607u);
                                                                            double l_1070_ = double(l_1069_);
                                                                            double l_1071_ = (l_1070_ * 1.401298464324817e-45L);
                                                                            l_mut_48_ = l_1071_;
                                                                            uint l_1072_ = (l_1065_ >> 31u);
                                                                            bool l_1073_ = (l_1072_ == 1u);
                                                                            if (l_1073_) {
                                                                                double _e2428 = l_mut_48_;
                                                                                double l_1074_ = -(_e2428);
                                                                                l_mut_48_ = l_1074_;
                                                                            }
                                                                        }
                                                                        float _e2430 = l_mut_22_;
                                                                        uint l_1075_ = asuint(_e2430);
                                                                        uint l_1076_ = (l_1075_ ^ 2147483648u);
                                                                        float l_1077_ = asfloat(l_1076_);
                                                                        uint l_1078_ = asuint(l_1077_);
                                                                        uint l_1079_ = (l_1078_ + 1u);
                                                                        l_mut_199_ = l_1079_;
                                                                        uint l_1080_ = (l_1078_ & 2147483647u);
                                                                        bool l_1081_ = (l_1080_ == 0u);
                                                                        if (l_1081_) {
                                                                            l_mut_199_ = 1u;
                                                                        } else {
                                                                            uint l_1082_ = (l_1078_ & 2147483648u);
                                                                            bool l_1083_ = (l_1082_ != 0u);
                                                                            if (l_1083_) {
                                                                                uint l_1084_ = (l_1078_ - 1u);
                                                                                l_mut_199_ = l_1084_;
                                                                            } else {
                                                                                bool l_1085_ = (l_1078_ == 2139095040u);
                                                                                if (l_1085_) {
                                                                                    l_mut_199_ = l_1078_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e2451 = l_mut_199_;
                                                                        float l_1086_ = asfloat(_e2451);
                                                                        uint l_1087_ = asuint(l_1086_);
                                                                        uint l_1088_ = (l_1087_ ^ 2147483648u);
                                                                        float l_1089_ = asfloat(l_1088_);
                                                                        uint l_1090_ = asuint(l_1089_);
                                                                        double l_1091_ = double(l_1089_);
                                                                        l_mut_26_ = l_1091_;
                                                                        uint l_1092_ = (l_1090_ & 2139095040u);
                                                                        bool l_1093_ = (l_1092_ == 0u);
                                                                        if (l_1093_) {
                                                                            uint l_1094_ = (l_1090_ & 8388607u);
                                                                            double l_1095_ = double(l_1094_);
                                                                            double l_1096_ = (l_1095_ * 1.401298464324817e-45L);
                                                                            l_mut_26_ = l_1096_;
                                                                            uint l_1097_ = (l_1090_ >> 31u);
                                                                            bool l_1098_ = (l_1097_ == 1u);
                                                                            if (l_1098_) {
                                                                                double _e2472 = l_mut_26_;
                                                                                double l_1099_ = -(_e2472);
                                                                                l_mut_26_ = l_1099_;
                                                                            }
                                                                        }
                                                                        double l_1100_ = (l_1044_ + l_1043_);
                                                                        double _e2475 = l_mut_57_;
                                                                        bool l_1101_ = (l_1100_ <= _e2475);
                                                                        l_mut_291_ = l_1101_;
                                                                        double l_1102_ = (l_1044_ - l_1043_);
                                                                        double _e2478 = l_mut_57_;
                                                                        bool l_1103_ = (l_1102_ > _e2478);
                                                                        l_mut_288_ = l_1103_;
                                                                        double l_1104_ = (l_1045_ - l_1043_);
                                                                        double _e2481 = l_mut_57_;
                                                                        bool l_1105_ = (l_1104_ >= _e2481);
                                                                        l_mut_285_ = l_1105_;
                                                                        double l_1106_ = (l_1045_ + l_1043_);
                                                                        double _e2484 = l_mut_57_;
                                                                        bool l_1107_ = (l_1106_ < _e2484);
                                                                        l_mut_282_ = l_1107_;
                                                                        if (l_169_) {
                                                                            double l_1108_ = (l_1044_ + l_1043_);
                                                                            double _e2487 = l_mut_48_;
                                                                            bool l_1109_ = (l_1108_ < _e2487);
                                                                            l_mut_291_ = l_1109_;
                                                                            double l_1110_ = (l_1044_ - l_1043_);
                                                                            double _e2490 = l_mut_48_;
                                                                            bool l_1111_ = (l_1110_ >= _e2490);
                                                                            l_mut_288_ = l_1111_;
                                                                            double l_1112_ = (l_1045_ - l_1043_);
                                                                            double _e2493 = l_mut_26_;
                                                                            bool l_1113_ = (l_1112_ > _e2493);
                                                                            l_mut_285_ = l_1113_;
                                                                            double l_1114_ = (l_1045_ + l_1043_);
                                                                            double _e2496 = l_mut_26_;
                                                                            bool l_1115_ = (l_1114_ <= _e2496);
                                                                            l_mut_282_ = l_1115_;
                                                                        }
                                                                        l_mut_199_ = 2u;
                                                                        bool _e2499 = l_mut_288_;
                                                                        if (!(_e2499)) {
                                                                            bool _e2503 = l_mut_282_;
                                                                            local_67 = _e2503;
                                                                        } else {
                                                                            local_67 = true;
                                                                        }
                                                                        bool l_1116_ = local_67;
                                                                        if (l_1116_) {
                                                                            l_mut_199_ = 1u;
                                                                        } else {
                                                                            bool _e2507 = l_mut_291_;
                                                                            if (_e2507) {
                                                                                bool _e2510 = l_mut_285_;
                                                                                local_68 = _e2510;
                                                                            } else {
                                                                                local_68 = false;
                                                                            }
                                                                            bool l_1117_ = local_68;
                                                                            if (l_1117_) {
                                                                                l_mut_199_ = 0u;
                                                                            }
                                                                        }
                                                                        float _e2514 = l_mut_22_;
                                                                        uint l_1118_ = asuint(_e2514);
                                                                        uint l_1119_ = (l_1118_ & 2147483647u);
                                                                        bool l_1120_ = (l_1119_ == 0u);
                                                                        if (l_1120_) {
                                                                            double l_1121_ = (l_1044_ + l_1043_);
                                                                            bool l_1122_ = (l_1121_ < 1.1754943508222875e-38L);
                                                                            double l_1123_ = (l_1045_ - l_1043_);
                                                                            bool l_1124_ = (l_1123_ > -1.1754943508222875e-38L);
                                                                            if (l_1122_) {
                                                                                local_69 = l_1124_;
                                                                            } else {
                                                                                local_69 = false;
                                                                            }
                                                                            bool l_1125_ = local_69;
                                                                            double l_1126_ = (l_1044_ - l_1043_);
                                                                            bool l_1127_ = (l_1126_ < 1.1754943508222875e-38L);
                                                                            double l_1128_ = (l_1045_ + l_1043_);
                                                                            bool l_1129_ = (l_1128_ > -1.1754943508222875e-38L);
                                                                            if (l_1127_) {
                                                                                local_70 = l_1129_;
                                                                            } else {
                                                                                local_70 = false;
                                                                            }
                                                                            bool l_1130_ = local_70;
                                                                            if (l_1125_) {
                                                                                l_mut_199_ = 0u;
                                                                            } else {
                                                                                uint _e2541 = l_mut_199_;
                                                                                bool l_1131_ = (_e2541 == 1u);
                                                                                if (l_1130_) {
                                                                                    local_71 = l_1131_;
                                                                                } else {
                                                                                    local_71 = false;
                                                                                }
                                                                                bool l_1132_ = local_71;
                                                                                if (l_1132_) {
                                                                                    l_mut_199_ = 2u;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e2549 = l_mut_199_;
                                                                        l_mut_237_ = _e2549;
                                                                    }
                                                                    uint _e2550 = l_mut_237_;
                                                                    l_mut_183_ = _e2550;
                                                                }
                                                            } else {
                                                                bool l_1133_ = (l_165_ == 11u);
                                                                bool l_1134_ = (l_165_ == 12u);
                                                                if (!(l_1133_)) {
                                                                    local_72 = l_1134_;
                                                                } else {
                                                                    local_72 = true;
                                                                }
                                                                bool l_1135_ = local_72;
                                                                if (l_1135_) {
                                                                    l_mut_183_ = 0u;
                                                                }
                                                                bool l_1136_ = (l_179_ <= l_177_);
                                                                bool l_1137_ = (l_165_ == 11u);
                                                                if (l_1136_) {
                                                                    local_73 = l_1137_;
                                                                } else {
                                                                    local_73 = false;
                                                                }
                                                                bool l_1138_ = local_73;
                                                                if (l_1138_) {
                                                                    float l_1139_ = float(l_178_);
                                                                    uint l_1140_ = asuint(l_1139_);
                                                                    double l_1141_ = double(l_1139_);
                                                                    l_mut_57_ = l_1141_;
                                                                    uint l_1142_ = (l_1140_ & 2139095040u);
                                                                    bool l_1143_ = (l_1142_ == 0u);
                                                                    if (l_1143_) {
                                                                        uint l_1144_ = (l_1140_ & 8388607u);
                                                                        double l_1145_ = double(l_1144_);
                                                                        double l_1146_ = (l_1145_ * 1.401298464324817e-45L);
                                                                        l_mut_57_ = l_1146_;
                                                                        uint l_1147_ = (l_1140_ >> 31u);
                                                                        bool l_1148_ = (l_1147_ == 1u);
                                                                        if (l_1148_) {
                                                                            double _e2584 = l_mut_57_;
                                                                            double l_1149_ = -(_e2584);
                                                                            l_mut_57_ = l_1149_;
                                                                        }
                                                                    }
                                                                    double _e2586 = l_mut_57_;
                                                                    double l_1150_ = abs(_e2586);
                                                                    l_mut_57_ = l_1150_;
                                                                    l_mut_237_ = 0u;
                                                                    bool l_1151_ = (l_1150_ >= 0.785L);
                                                                    if (l_1151_) {
                                                                        double l_1152_ = (l_1150_ * 0.6366197723675814L);
                                                                        double l_1153_ = (l_1152_ + 0.5L);
                                                                        double l_1154_ = floor(l_1153_);
                                                                        double l_1155_ = (l_1154_ * 1.570796325802803L);
                                                                        double l_1156_ = (l_1150_ - l_1155_);
                                                                        double l_1157_ = (l_1156_ * l_61_);
                                                                        double l_1158_ = (l_1154_ * 9.920935796805404e-10L);
                                                                        double l_1159_ = (l_1157_ - l_1158_);
                                                                        l_mut_57_ = l_1159_;
                                                                        uint l_1160_ = naga_f2u32(l_1154_);
                                                                        l_mut_237_ = l_1160_;
                                                                    }
                                                                    uint l_1161_ = asuint(l_1139_);
                                                                    uint l_1162_ = (l_1161_ >> 31u);
                                                                    bool l_1163_ = (l_1162_ == 1u);
                                                                    double _e2609 = l_mut_57_;
                                                                    double _e2610 = l_mut_57_;
                                                                    double l_1164_ = (_e2609 * _e2610);
                                                                    double l_1165_ = (l_1164_ * 1.9572941063391263e-20L);
                                                                    double l_1166_ = (8.22063524662433e-18L - l_1165_);
                                                                    l_mut_48_ = l_1166_;
                                                                    double _e2616 = l_mut_48_;
                                                                    double l_1167_ = (_e2616 * l_1164_);
                                                                    double l_1168_ = (l_1167_ - 2.8114572543455206e-15L);
                                                                    l_mut_48_ = l_1168_;
                                                                    double _e2620 = l_mut_48_;
                                                                    double l_1169_ = (_e2620 * l_1164_);
                                                                    double l_1170_ = (l_1169_ + 7.647163731819816e-13L);
                                                                    l_mut_48_ = l_1170_;
                                                                    double _e2624 = l_mut_48_;
                                                                    double l_1171_ = (_e2624 * l_1164_);
                                                                    double l_1172_ = (l_1171_ - 1.6059043836821613e-10L);
                                                                    l_mut_48_ = l_1172_;
                                                                    double _e2628 = l_mut_48_;
                                                                    double l_1173_ = (_e2628 * l_1164_);
                                                                    double l_1174_ = (l_1173_ + 2.505210838544172e-8L);
                                                                    l_mut_48_ = l_1174_;
                                                                    double _e2632 = l_mut_48_;
                                                                    double l_1175_ = (_e2632 * l_1164_);
                                                                    double l_1176_ = (l_1175_ - 2.7557319223985893e-6L);
                                                                    l_mut_48_ = l_1176_;
                                                                    double _e2636 = l_mut_48_;
                                                                    double l_1177_ = (_e2636 * l_1164_);
                                                                    double l_1178_ = (l_1177_ + 0.0001984126984126984L);
                                                                    l_mut_48_ = l_1178_;
                                                                    double _e2640 = l_mut_48_;
                                                                    double l_1179_ = (_e2640 * l_1164_);
                                                                    double l_1180_ = (l_1179_ - 0.008333333333333333L);
                                                                    l_mut_48_ = l_1180_;
                                                                    double _e2644 = l_mut_48_;
                                                                    double l_1181_ = (_e2644 * l_1164_);
                                                                    double l_1182_ = (l_1181_ + 0.16666666666666666L);
                                                                    l_mut_48_ = l_1182_;
                                                                    double l_1183_ = (0.5L * l_1164_);
                                                                    double l_1184_ = (1.0L - l_1183_);
                                                                    double l_1185_ = (0.0L * l_1184_);
                                                                    double _e2654 = l_mut_57_;
                                                                    double l_1186_ = (_e2654 * l_1164_);
                                                                    double _e2656 = l_mut_48_;
                                                                    double l_1187_ = (l_1186_ * _e2656);
                                                                    double l_1188_ = (l_1185_ - l_1187_);
                                                                    double _e2659 = l_mut_57_;
                                                                    double l_1189_ = (_e2659 + l_1188_);
                                                                    double _e2661 = l_mut_57_;
                                                                    double _e2662 = l_mut_57_;
                                                                    double l_1190_ = (_e2661 * _e2662);
                                                                    double l_1191_ = (l_1190_ * 4.110317623312165e-19L);
                                                                    double l_1192_ = (l_1191_ - 1.5619206968586225e-16L);
                                                                    l_mut_48_ = l_1192_;
                                                                    double _e2668 = l_mut_48_;
                                                                    double l_1193_ = (_e2668 * l_1190_);
                                                                    double l_1194_ = (l_1193_ + 4.779477332387385e-14L);
                                                                    l_mut_48_ = l_1194_;
                                                                    double _e2672 = l_mut_48_;
                                                                    double l_1195_ = (_e2672 * l_1190_);
                                                                    double l_1196_ = (l_1195_ - 1.1470745597729725e-11L);
                                                                    l_mut_48_ = l_1196_;
                                                                    double _e2676 = l_mut_48_;
                                                                    double l_1197_ = (_e2676 * l_1190_);
                                                                    double l_1198_ = (l_1197_ + 2.08767569878681e-9L);
                                                                    l_mut_48_ = l_1198_;
                                                                    double _e2680 = l_mut_48_;
                                                                    double l_1199_ = (_e2680 * l_1190_);
                                                                    double l_1200_ = (l_1199_ - 2.755731922398589e-7L);
                                                                    l_mut_48_ = l_1200_;
                                                                    double _e2684 = l_mut_48_;
                                                                    double l_1201_ = (_e2684 * l_1190_);
                                                                    double l_1202_ = (l_1201_ + 2.48015873015873e-5L);
                                                                    l_mut_48_ = l_1202_;
                                                                    double _e2688 = l_mut_48_;
                                                                    double l_1203_ = (_e2688 * l_1190_);
                                                                    double l_1204_ = (l_1203_ - 0.001388888888888889L);
                                                                    l_mut_48_ = l_1204_;
                                                                    double _e2692 = l_mut_48_;
                                                                    double l_1205_ = (_e2692 * l_1190_);
                                                                    double l_1206_ = (l_1205_ + 0.041666666666666664L);
                                                                    l_mut_48_ = l_1206_;
                                                                    double l_1207_ = (0.5L * l_1190_);
                                                                    double l_1208_ = (1.0L - l_1207_);
                                                                    double l_1209_ = (l_1190_ * l_1190_);
                                                                    double _e2701 = l_mut_48_;
                                                                    double l_1210_ = (l_1209_ * _e2701);
                                                                    double _e2704 = l_mut_57_;
                                                                    double l_1211_ = (0.0L * _e2704);
                                                                    double l_1212_ = (l_1210_ - l_1211_);
                                                                    double l_1213_ = (l_1208_ + l_1212_);
                                                                    uint _e2708 = l_mut_237_;
                                                                    uint l_1214_ = (_e2708 & 1u);
                                                                    bool l_1215_ = (l_1214_ == 1u);
                                                                    l_mut_57_ = l_1189_;
                                                                    uint _e2713 = l_mut_237_;
                                                                    uint l_1216_ = (_e2713 & 2u);
                                                                    bool l_1217_ = (l_1216_ != 0u);
                                                                    l_mut_291_ = l_1217_;
                                                                    if (l_1215_) {
                                                                        l_mut_57_ = l_1213_;
                                                                    }
                                                                    if (true) {
                                                                        local_74 = l_1163_;
                                                                    } else {
                                                                        local_74 = false;
                                                                    }
                                                                    bool l_1218_ = local_74;
                                                                    if (l_1218_) {
                                                                        bool _e2723 = l_mut_291_;
                                                                        bool l_1219_ = !(_e2723);
                                                                        l_mut_291_ = l_1219_;
                                                                    }
                                                                    bool _e2725 = l_mut_291_;
                                                                    if (_e2725) {
                                                                        double _e2726 = l_mut_57_;
                                                                        double l_1220_ = -(_e2726);
                                                                        l_mut_57_ = l_1220_;
                                                                    }
                                                                    float l_1221_ = float(l_178_);
                                                                    uint l_1222_ = asuint(l_1221_);
                                                                    double l_1223_ = double(l_1221_);
                                                                    l_mut_48_ = l_1223_;
                                                                    uint l_1224_ = (l_1222_ & 2139095040u);
                                                                    bool l_1225_ = (l_1224_ == 0u);
                                                                    if (l_1225_) {
                                                                        uint l_1226_ = (l_1222_ & 8388607u);
                                                                        double l_1227_ = double(l_1226_);
                                                                        double l_1228_ = (l_1227_ * 1.401298464324817e-45L);
                                                                        l_mut_48_ = l_1228_;
                                                                        uint l_1229_ = (l_1222_ >> 31u);
                                                                        bool l_1230_ = (l_1229_ == 1u);
                                                                        if (l_1230_) {
                                                                            double _e2744 = l_mut_48_;
                                                                            double l_1231_ = -(_e2744);
                                                                            l_mut_48_ = l_1231_;
                                                                        }
                                                                    }
                                                                    double _e2746 = l_mut_48_;
                                                                    double l_1232_ = abs(_e2746);
                                                                    l_mut_48_ = l_1232_;
                                                                    l_mut_237_ = 0u;
                                                                    bool l_1233_ = (l_1232_ >= 0.785L);
                                                                    if (l_1233_) {
                                                                        double l_1234_ = (l_1232_ * 0.6366197723675814L);
                                                                        double l_1235_ = (l_1234_ + 0.5L);
                                                                        double l_1236_ = floor(l_1235_);
                                                                        double l_1237_ = (l_1236_ * 1.570796325802803L);
                                                                        double l_1238_ = (l_1232_ - l_1237_);
                                                                        double l_1239_ = (l_1238_ * l_61_);
                                                                        double l_1240_ = (l_1236_ * 9.920935796805404e-10L);
                                                                        double l_1241_ = (l_1239_ - l_1240_);
                                                                        l_mut_48_ = l_1241_;
                                                                        uint l_1242_ = naga_f2u32(l_1236_);
                                                                        l_mut_237_ = l_1242_;
                                                                    }
                                                                    uint l_1243_ = asuint(l_1221_);
                                                                    uint l_1244_ = (l_1243_ >> 31u);
                                                                    bool l_1245_ = (l_1244_ == 1u);
                                                                    double _e2769 = l_mut_48_;
                                                                    double _e2770 = l_mut_48_;
                                                                    double l_1246_ = (_e2769 * _e2770);
                                                                    double l_1247_ = (l_1246_ * 1.9572941063391263e-20L);
                                                                    double l_1248_ = (8.22063524662433e-18L - l_1247_);
                                                                    l_mut_26_ = l_1248_;
                                                                    double _e2776 = l_mut_26_;
                                                                    double l_1249_ = (_e2776 * l_1246_);
                                                                    double l_1250_ = (l_1249_ - 2.8114572543455206e-15L);
                                                                    l_mut_26_ = l_1250_;
                                                                    double _e2780 = l_mut_26_;
                                                                    double l_1251_ = (_e2780 * l_1246_);
                                                                    double l_1252_ = (l_1251_ + 7.647163731819816e-13L);
                                                                    l_mut_26_ = l_1252_;
                                                                    double _e2784 = l_mut_26_;
                                                                    double l_1253_ = (_e2784 * l_1246_);
                                                                    double l_1254_ = (l_1253_ - 1.6059043836821613e-10L);
                                                                    l_mut_26_ = l_1254_;
                                                                    double _e2788 = l_mut_26_;
                                                                    double l_1255_ = (_e2788 * l_1246_);
                                                                    double l_1256_ = (l_1255_ + 2.505210838544172e-8L);
                                                                    l_mut_26_ = l_1256_;
                                                                    double _e2792 = l_mut_26_;
                                                                    double l_1257_ = (_e2792 * l_1246_);
                                                                    double l_1258_ = (l_1257_ - 2.7557319223985893e-6L);
                                                                    l_mut_26_ = l_1258_;
                                                                    double _e2796 = l_mut_26_;
                                                                    double l_1259_ = (_e2796 * l_1246_);
                                                                    double l_1260_ = (l_1259_ + 0.0001984126984126984L);
                                                                    l_mut_26_ = l_1260_;
                                                                    double _e2800 = l_mut_26_;
                                                                    double l_1261_ = (_e2800 * l_1246_);
                                                                    double l_1262_ = (l_1261_ - 0.008333333333333333L);
                                                                    l_mut_26_ = l_1262_;
                                                                    double _e2804 = l_mut_26_;
                                                                    double l_1263_ = (_e2804 * l_1246_);
                                                                    double l_1264_ = (l_1263_ + 0.16666666666666666L);
                                                                    l_mut_26_ = l_1264_;
                                                                    double l_1265_ = (0.5L * l_1246_);
                                                                    double l_1266_ = (1.0L - l_1265_);
                                                                    double l_1267_ = (0.0L * l_1266_);
                                                                    double _e2814 = l_mut_48_;
                                                                    double l_1268_ = (_e2814 * l_1246_);
                                                                    double _e2816 = l_mut_26_;
                                                                    double l_1269_ = (l_1268_ * _e2816);
                                                                    double l_1270_ = (l_1267_ - l_1269_);
                                                                    double _e2819 = l_mut_48_;
                                                                    double l_1271_ = (_e2819 + l_1270_);
                                                                    double _e2821 = l_mut_48_;
                                                                    double _e2822 = l_mut_48_;
                                                                    double l_1272_ = (_e2821 * _e2822);
                                                                    double l_1273_ = (l_1272_ * 4.110317623312165e-19L);
                                                                    double l_1274_ = (l_1273_ - 1.5619206968586225e-16L);
                                                                    l_mut_26_ = l_1274_;
                                                                    double _e2828 = l_mut_26_;
                                                                    double l_1275_ = (_e2828 * l_1272_);
                                                                    double l_1276_ = (l_1275_ + 4.779477332387385e-14L);
                                                                    l_mut_26_ = l_1276_;
                                                                    double _e2832 = l_mut_26_;
                                                                    double l_1277_ = (_e2832 * l_1272_);
                                                                    double l_1278_ = (l_1277_ - 1.1470745597729725e-11L);
                                                                    l_mut_26_ = l_1278_;
                                                                    double _e2836 = l_mut_26_;
                                                                    double l_1279_ = (_e2836 * l_1272_);
                                                                    double l_1280_ = (l_1279_ + 2.08767569878681e-9L);
                                                                    l_mut_26_ = l_1280_;
                                                                    double _e2840 = l_mut_26_;
                                                                    double l_1281_ = (_e2840 * l_1272_);
                                                                    double l_1282_ = (l_1281_ - 2.755731922398589e-7L);
                                                                    l_mut_26_ = l_1282_;
                                                                    double _e2844 = l_mut_26_;
                                                                    double l_1283_ = (_e2844 * l_1272_);
                                                                    double l_1284_ = (l_1283_ + 2.48015873015873e-5L);
                                                                    l_mut_26_ = l_1284_;
                                                                    double _e2848 = l_mut_26_;
                                                                    double l_1285_ = (_e2848 * l_1272_);
                                                                    double l_1286_ = (l_1285_ - 0.001388888888888889L);
                                                                    l_mut_26_ = l_1286_;
                                                                    double _e2852 = l_mut_26_;
                                                                    double l_1287_ = (_e2852 * l_1272_);
                                                                    double l_1288_ = (l_1287_ + 0.041666666666666664L);
                                                                    l_mut_26_ = l_1288_;
                                                                    double l_1289_ = (0.5L * l_1272_);
                                                                    double l_1290_ = (1.0L - l_1289_);
                                                                    double l_1291_ = (l_1272_ * l_1272_);
                                                                    double _e2861 = l_mut_26_;
                                                                    double l_1292_ = (l_1291_ * _e2861);
                                                                    double _e2864 = l_mut_48_;
                                                                    double l_1293_ = (0.0L * _e2864);
                                                                    double l_1294_ = (l_1292_ - l_1293_);
                                                                    double l_1295_ = (l_1290_ + l_1294_);
                                                                    uint _e2868 = l_mut_237_;
                                                                    uint l_1296_ = (_e2868 & 1u);
                                                                    bool l_1297_ = (l_1296_ == 1u);
                                                                    l_mut_48_ = l_1271_;
                                                                    uint _e2873 = l_mut_237_;
                                                                    uint l_1298_ = (_e2873 & 2u);
                                                                    bool l_1299_ = (l_1298_ != 0u);
                                                                    l_mut_291_ = l_1299_;
                                                                    l_mut_48_ = l_1295_;
                                                                    if (l_1297_) {
                                                                        l_mut_48_ = l_1271_;
                                                                    }
                                                                    uint _e2878 = l_mut_237_;
                                                                    uint l_1300_ = (_e2878 + 1u);
                                                                    uint l_1301_ = (l_1300_ & 2u);
                                                                    bool l_1302_ = (l_1301_ != 0u);
                                                                    l_mut_291_ = l_1302_;
                                                                    if (false) {
                                                                        local_75 = l_1245_;
                                                                    } else {
                                                                        local_75 = false;
                                                                    }
                                                                    bool l_1303_ = local_75;
                                                                    if (l_1303_) {
                                                                        bool _e2890 = l_mut_291_;
                                                                        bool l_1304_ = !(_e2890);
                                                                        l_mut_291_ = l_1304_;
                                                                    }
                                                                    bool _e2892 = l_mut_291_;
                                                                    if (_e2892) {
                                                                        double _e2893 = l_mut_48_;
                                                                        double l_1305_ = -(_e2893);
                                                                        l_mut_48_ = l_1305_;
                                                                    }
                                                                    double _e2895 = l_mut_57_;
                                                                    double l_1306_ = abs(_e2895);
                                                                    double l_1307_ = (l_1306_ * 1.4551915228366852e-11L);
                                                                    double _e2899 = l_mut_48_;
                                                                    double l_1308_ = abs(_e2899);
                                                                    double l_1309_ = (l_1308_ * 1.4551915228366852e-11L);
                                                                    l_mut_26_ = 1.4551915228366852e-11L;
                                                                    l_mut_237_ = 2u;
                                                                    if (l_169_) {
                                                                        double _e2905 = l_mut_57_;
                                                                        double l_1310_ = (_e2905 - l_171_);
                                                                        double l_1311_ = abs(l_1310_);
                                                                        double l_1312_ = (l_1311_ * 2.220446049250313e-16L);
                                                                        double l_1313_ = (l_1307_ + l_1312_);
                                                                        double l_1314_ = (l_1310_ + l_1313_);
                                                                        double l_1315_ = -(l_1314_);
                                                                        double l_1316_ = (l_1315_ * 7.1362384635298e44L);
                                                                        double l_1317_ = floor(l_1316_);
                                                                        double l_1318_ = (l_1317_ * 1.401298464324817e-45L);
                                                                        l_mut_1319_ = l_1318_;
                                                                        double l_1320_ = abs(l_1315_);
                                                                        bool l_1321_ = (l_1320_ >= 1.1754943508222875e-38L);
                                                                        if (l_1321_) {
                                                                            float l_1322_ = float(l_1315_);
                                                                            double l_1323_ = double(l_1322_);
                                                                            l_mut_1319_ = l_1323_;
                                                                            double _e2923 = l_mut_1319_;
                                                                            bool l_1324_ = (_e2923 > l_1315_);
                                                                            if (l_1324_) {
                                                                                uint l_1325_ = asuint(l_1322_);
                                                                                uint l_1326_ = (l_1325_ ^ 2147483648u);
                                                                                float l_1327_ = asfloat(l_1326_);
                                                                                uint l_1328_ = asuint(l_1327_);
                                                                                uint l_1329_ = (l_1328_ + 1u);
                                                                                l_mut_199_ = l_1329_;
                                                                                uint l_1330_ = (l_1328_ & 2147483647u);
                                                                                bool l_1331_ = (l_1330_ == 0u);
                                                                                if (l_1331_) {
                                                                                    l_mut_199_ = 1u;
                                                                                } else {
                                                                                    uint l_1332_ = (l_1328_ & 2147483648u);
                                                                                    bool l_1333_ = (l_1332_ != 0u);
                                                                                    if (l_1333_) {
                                                                                        uint l_1334_ = (l_1328_ - 1u);
                                                                                        l_mut_199_ = l_1334_;
                                                                                    } else {
                                                                                        bool l_1335_ = (l_1328_ == 2139095040u);
                                                                                        if (l_1335_) {
                                                                                            l_mut_199_ = l_1328_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e2945 = l_mut_199_;
                                                                                float l_1336_ = asfloat(_e2945);
                                                                                uint l_1337_ = asuint(l_1336_);
                                                                                uint l_1338_ = (l_1337_ ^ 2147483648u);
                                                                                float l_1339_ = asfloat(l_1338_);
                                                                                uint l_1340_ = asuint(l_1339_);
                                                                                double l_1341_ = double(l_1339_);
                                                                                l_mut_1342_ = l_1341_;
                                                                                uint l_1343_ = (l_1340_ & 2139095040u);
                                                                                bool l_1344_ = (l_1343_ == 0u);
                                                                                if (l_1344_) {
                                                                                    uint l_1345_ = (l_1340_ & 8388607u);
                                                                                    double l_1346_ = double(l_1345_);
                                                                                    double l_1347_ = (l_1346_ * 1.401298464324817e-45L);
                                                                                    l_mut_1342_ = l_1347_;
                                                                                    uint l_1348_ = (l_1340_ >> 31u);
                                                                                    bool l_1349_ = (l_1348_ == 1u);
                                                                                    if (l_1349_) {
                                                                                        double _e2966 = l_mut_1342_;
                                                                                        double l_1350_ = -(_e2966);
                                                                                        l_mut_1342_ = l_1350_;
                                                                                    }
                                                                                }
                                                                                double _e2968 = l_mut_1342_;
                                                                                l_mut_1319_ = _e2968;
                                                                            } else {
                                                                                uint l_1351_ = asuint(l_1322_);
                                                                                uint l_1352_ = (l_1351_ + 1u);
                                                                                l_mut_199_ = l_1352_;
                                                                                uint l_1353_ = (l_1351_ & 2147483647u);
                                                                                bool l_1354_ = (l_1353_ == 0u);
                                                                                if (l_1354_) {
                                                                                    l_mut_199_ = 1u;
                                                                                } else {
                                                                                    uint l_1355_ = (l_1351_ & 2147483648u);
                                                                                    bool l_1356_ = (l_1355_ != 0u);
                                                                                    if (l_1356_) {
                                                                                        uint l_1357_ = (l_1351_ - 1u);
                                                                                        l_mut_199_ = l_1357_;
                                                                                    } else {
                                                                                        bool l_1358_ = (l_1351_ == 2139095040u);
                                                                                        if (l_1358_) {
                                                                                            l_mut_199_ = l_1351_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e2985 = l_mut_199_;
                                                                                float l_1359_ = asfloat(_e2985);
                                                                                uint l_1360_ = asuint(l_1359_);
                                                                                double l_1361_ = double(l_1359_);
                                                                                l_mut_1342_ = l_1361_;
                                                                                uint l_1362_ = (l_1360_ & 2139095040u);
                                                                                bool l_1363_ = (l_1362_ == 0u);
                                                                                if (l_1363_) {
                                                                                    uint l_1364_ = (l_1360_ & 8388607u);
                                                                                    double l_1365_ = double(l_1364_);
                                                                                    double l_1366_ = (l_1365_ * 1.401298464324817e-45L);
                                                                                    l_mut_1342_ = l_1366_;
                                                                                    uint l_1367_ = (l_1360_ >> 31u);
                                                                                    bool l_1368_ = (l_1367_ == 1u);
                                                                                    if (l_1368_) {
                                                                                        double _e3002 = l_mut_1342_;
                                                                                        double l_1369_ = -(_e3002);
                                                                                        l_mut_1342_ = l_1369_;
                                                                                    }
                                                                                }
                                                                                double _e3004 = l_mut_1342_;
                                                                                bool l_1370_ = (_e3004 <= l_1315_);
                                                                                if (l_1370_) {
                                                                                    uint l_1371_ = asuint(l_1322_);
                                                                                    uint l_1372_ = (l_1371_ + 1u);
                                                                                    l_mut_199_ = l_1372_;
                                                                                    uint l_1373_ = (l_1371_ & 2147483647u);
                                                                                    bool l_1374_ = (l_1373_ == 0u);
                                                                                    if (l_1374_) {
                                                                                        l_mut_199_ = 1u;
                                                                                    } else {
                                                                                        uint l_1375_ = (l_1371_ & 2147483648u);
                                                                                        bool l_1376_ = (l_1375_ != 0u);
                                                                                        if (l_1376_) {
                                                                                            uint l_1377_ = (l_1371_ - 1u);
                                                                                            l_mut_199_ = l_1377_;
                                                                                        } else {
                                                                                            bool l_1378_ = (l_1371_ == 2139095040u);
                                                                                            if (l_1378_) {
                                                                                                l_mut_199_ = l_1371_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3022 = l_mut_199_;
                                                                                    float l_1379_ = asfloat(_e3022);
                                                                                    uint l_1380_ = asuint(l_1379_);
                                                                                    double l_1381_ = double(l_1379_);
                                                                                    l_mut_1342_ = l_1381_;
                                                                                    uint l_1382_ = (l_1380_ & 2139095040u);
                                                                                    bool l_1383_ = (l_1382_ == 0u);
                                                                                    if (l_1383_) {
                                                                                        uint l_1384_ = (l_1380_ & 8388607u);
                                                                                        double l_1385_ = double(l_1384_);
                                                                                        double l_1386_ = (l_1385_ * 1.401298464324817e-45L);
                                                                                        l_mut_1342_ = l_1386_;
                                                                                        uint l_1387_ = (l_1380_ >> 31u);
                                                                                        bool l_1388_ = (l_1387_ == 1u);
                                                                                        if (l_1388_) {
                                                                                            double _e3039 = l_mut_1342_;
                                                                                            double l_1389_ = -(_e3039);
                                                                                            l_mut_1342_ = l_1389_;
                                                                                        }
                                                                                    }
                                                                                    double _e3041 = l_mut_1342_;
                                                                                    l_mut_1319_ = _e3041;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e3042 = l_mut_1319_;
                                                                        double l_1390_ = -(_e3042);
                                                                        l_mut_1342_ = l_1390_;
                                                                        if (true) {
                                                                            local_76 = true;
                                                                        } else {
                                                                            local_76 = false;
                                                                        }
                                                                        bool l_1391_ = local_76;
                                                                        if (l_1391_) {
                                                                            double l_1392_ = (l_1310_ + l_1313_);
                                                                            double l_1393_ = (l_1392_ * 7.1362384635298e44L);
                                                                            double l_1394_ = floor(l_1393_);
                                                                            double l_1395_ = (l_1394_ * 1.401298464324817e-45L);
                                                                            l_mut_1319_ = l_1395_;
                                                                            double l_1396_ = abs(l_1392_);
                                                                            bool l_1397_ = (l_1396_ >= 1.1754943508222875e-38L);
                                                                            if (l_1397_) {
                                                                                float l_1398_ = float(l_1392_);
                                                                                double l_1399_ = double(l_1398_);
                                                                                l_mut_1319_ = l_1399_;
                                                                                double _e3061 = l_mut_1319_;
                                                                                bool l_1400_ = (_e3061 > l_1392_);
                                                                                if (l_1400_) {
                                                                                    uint l_1401_ = asuint(l_1398_);
                                                                                    uint l_1402_ = (l_1401_ ^ 2147483648u);
                                                                                    float l_1403_ = asfloat(l_1402_);
                                                                                    uint l_1404_ = asuint(l_1403_);
                                                                                    uint l_1405_ = (l_1404_ + 1u);
                                                                                    l_mut_199_ = l_1405_;
                                                                                    uint l_1406_ = (l_1404_ & 2147483647u);
                                                                                    bool l_1407_ = (l_1406_ == 0u);
                                                                                    if (l_1407_) {
                                                                                        l_mut_199_ = 1u;
                                                                                    } else {
                                                                                        uint l_1408_ = (l_1404_ & 2147483648u);
                                                                                        bool l_1409_ = (l_1408_ != 0u);
                                                                                        if (l_1409_) {
                                                                                            uint l_1410_ = (l_1404_ - 1u);
                                                                                            l_mut_199_ = l_1410_;
                                                                                        } else {
                                                                                            bool l_1411_ = (l_1404_ == 2139095040u);
                                                                                            if (l_1411_) {
                                                                                                l_mut_199_ = l_1404_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3083 = l_mut_199_;
                                                                                    float l_1412_ = asfloat(_e3083);
                                                                                    uint l_1413_ = asuint(l_1412_);
                                                                                    uint l_1414_ = (l_1413_ ^ 2147483648u);
                                                                                    float l_1415_ = asfloat(l_1414_);
                                                                                    uint l_1416_ = asuint(l_1415_);
                                                                                    double l_1417_ = double(l_1415_);
                                                                                    l_mut_1418_ = l_1417_;
                                                                                    uint l_1419_ = (l_1416_ & 2139095040u);
                                                                                    bool l_1420_ = (l_1419_ == 0u);
                                                                                    if (l_1420_) {
                                                                                        uint l_1421_ = (l_1416_ & 8388607u);
                                                                                        double l_1422_ = double(l_1421_);
                                                                                        double l_1423_ = (l_1422_ * 1.401298464324817e-45L);
                                                                                        l_mut_1418_ = l_1423_;
                                                                                        uint l_1424_ = (l_1416_ >> 31u);
                                                                                        bool l_1425_ = (l_1424_ == 1u);
                                                                                        if (l_1425_) {
                                                                                            double _e3104 = l_mut_1418_;
                                                                                            double l_1426_ = -(_e3104);
                                                                                            l_mut_1418_ = l_1426_;
                                                                                        }
                                                                                    }
                                                                                    double _e3106 = l_mut_1418_;
                                                                                    l_mut_1319_ = _e3106;
                                                                                } else {
                                                                                    uint l_1427_ = asuint(l_1398_);
                                                                                    uint l_1428_ = (l_1427_ + 1u);
                                                                                    l_mut_199_ = l_1428_;
                                                                                    uint l_1429_ = (l_1427_ & 2147483647u);
                                                                                    bool l_1430_ = (l_1429_ == 0u);
                                                                                    if (l_1430_) {
                                                                                        l_mut_199_ = 1u;
                                                                                    } else {
                                                                                        uint l_1431_ = (l_1427_ & 2147483648u);
                                                                                        bool l_1432_ = (l_1431_ != 0u);
                                                                                        if (l_1432_) {
                                                                                            uint l_1433_ = (l_1427_ - 1u);
                                                                                            l_mut_199_ = l_1433_;
                                                                                        } else {
                                                                                            bool l_1434_ = (l_1427_ == 2139095040u);
                                                                                            if (l_1434_) {
                                                                                                l_mut_199_ = l_1427_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3123 = l_mut_199_;
                                                                                    float l_1435_ = asfloat(_e3123);
                                                                                    uint l_1436_ = asuint(l_1435_);
                                                                                    double l_1437_ = double(l_1435_);
                                                                                    l_mut_1418_ = l_1437_;
                                                                                    uint l_1438_ = (l_1436_ & 2139095040u);
                                                                                    bool l_1439_ = (l_1438_ == 0u);
                                                                                    if (l_1439_) {
                                                                                        uint l_1440_ = (l_1436_ & 8388607u);
                                                                                        double l_1441_ = double(l_1440_);
                                                                                        double l_1442_ = (l_1441_ * 1.401298464324817e-45L);
                                                                                        l_mut_1418_ = l_1442_;
                                                                                        uint l_1443_ = (l_1436_ >> 31u);
                                                                                        bool l_1444_ = (l_1443_ == 1u);
                                                                                        if (l_1444_) {
                                                                                            double _e3140 = l_mut_1418_;
                                                                                            double l_1445_ = -(_e3140);
                                                                                            l_mut_1418_ = l_1445_;
                                                                                        }
                                                                                    }
                                                                                    double _e3142 = l_mut_1418_;
                                                                                    bool l_1446_ = (_e3142 <= l_1392_);
                                                                                    if (l_1446_) {
                                                                                        uint l_1447_ = asuint(l_1398_);
                                                                                        uint l_1448_ = (l_1447_ + 1u);
                                                                                        l_mut_199_ = l_1448_;
                                                                                        uint l_1449_ = (l_1447_ & 2147483647u);
                                                                                        bool l_1450_ = (l_1449_ == 0u);
                                                                                        if (l_1450_) {
                                                                                            l_mut_199_ = 1u;
                                                                                        } else {
                                                                                            uint l_1451_ = (l_1447_ & 2147483648u);
                                                                                            bool l_1452_ = (l_1451_ != 0u);
                                                                                            if (l_1452_) {
                                                                                                uint l_1453_ = (l_1447_ - 1u);
                                                                                                l_mut_199_ = l_1453_;
                                                                                            } else {
                                                                                                bool l_1454_ = (l_1447_ == 2139095040u);
                                                                                                if (l_1454_) {
                                                                                                    l_mut_199_ = l_1447_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e3160 = l_mut_199_;
                                                                                        float l_1455_ = asfloat(_e3160);
                                                                                        uint l_1456_ = asuint(l_1455_);
                                                                                        double l_1457_ = double(l_1455_);
                                                                                        l_mut_1418_ = l_1457_;
                                                                                        uint l_1458_ = (l_1456_ & 2139095040u);
                                                                                        bool l_1459_ = (l_1458_ == 0u);
                                                                                        if (l_1459_) {
                                                                                            uint l_1460_ = (l_1456_ & 8388607u);
                                                                                            double l_1461_ = double(l_1460_);
                                                                                            double l_1462_ = (l_1461_ * 1.401298464324817e-45L);
                                                                                            l_mut_1418_ = l_1462_;
                                                                                            uint l_1463_ = (l_1456_ >> 31u);
                                                                                            bool l_1464_ = (l_1463_ == 1u);
                                                                                            if (l_1464_) {
                                                                                                double _e3177 = l_mut_1418_;
                                                                                                double l_1465_ = -(_e3177);
                                                                                                l_mut_1418_ = l_1465_;
                                                                                            }
                                                                                        }
                                                                                        double _e3179 = l_mut_1418_;
                                                                                        l_mut_1319_ = _e3179;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e3180 = l_mut_1319_;
                                                                            l_mut_1342_ = _e3180;
                                                                        } else {
                                                                            double l_1466_ = (l_1310_ - l_1313_);
                                                                            double l_1467_ = (l_1466_ * 7.1362384635298e44L);
                                                                            double l_1468_ = floor(l_1467_);
                                                                            double l_1469_ = (l_1468_ * 1.401298464324817e-45L);
                                                                            l_mut_1418_ = l_1469_;
                                                                            double l_1470_ = abs(l_1466_);
                                                                            bool l_1471_ = (l_1470_ >= 1.1754943508222875e-38L);
                                                                            if (l_1471_) {
                                                                                float l_1472_ = float(l_1466_);
                                                                                double l_1473_ = double(l_1472_);
                                                                                l_mut_1418_ = l_1473_;
                                                                                double _e3192 = l_mut_1418_;
                                                                                bool l_1474_ = (_e3192 > l_1466_);
                                                                                if (l_1474_) {
                                                                                    uint l_1475_ = asuint(l_1472_);
                                                                                    uint l_1476_ = (l_1475_ ^ 2147483648u);
                                                                                    float l_1477_ = asfloat(l_1476_);
                                                                                    uint l_1478_ = asuint(l_1477_);
                                                                                    uint l_1479_ = (l_1478_ + 1u);
                                                                                    l_mut_199_ = l_1479_;
                                                                                    uint l_1480_ = (l_1478_ & 2147483647u);
                                                                                    bool l_1481_ = (l_1480_ == 0u);
                                                                                    if (l_1481_) {
                                                                                        l_mut_199_ = 1u;
                                                                                    } else {
                                                                                        uint l_1482_ = (l_1478_ & 2147483648u);
                                                                                        bool l_1483_ = (l_1482_ != 0u);
                                                                                        if (l_1483_) {
                                                                                            uint l_1484_ = (l_1478_ - 1u);
                                                                                            l_mut_199_ = l_1484_;
                                                                                        } else {
                                                                                            bool l_1485_ = (l_1478_ == 2139095040u);
                                                                                            if (l_1485_) {
                                                                                                l_mut_199_ = l_1478_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3214 = l_mut_199_;
                                                                                    float l_1486_ = asfloat(_e3214);
                                                                                    uint l_1487_ = asuint(l_1486_);
                                                                                    uint l_1488_ = (l_1487_ ^ 2147483648u);
                                                                                    float l_1489_ = asfloat(l_1488_);
                                                                                    uint l_1490_ = asuint(l_1489_);
                                                                                    double l_1491_ = double(l_1489_);
                                                                                    l_mut_1319_ = l_1491_;
                                                                                    uint l_1492_ = (l_1490_ & 2139095040u);
                                                                                    bool l_1493_ = (l_1492_ == 0u);
                                                                                    if (l_1493_) {
                                                                                        uint l_1494_ = (l_1490_ & 8388607u);
                                                                                        double l_1495_ = double(l_1494_);
                                                                                        double l_1496_ = (l_1495_ * 1.401298464324817e-45L);
                                                                                        l_mut_1319_ = l_1496_;
                                                                                        uint l_1497_ = (l_1490_ >> 31u);
                                                                                        bool l_1498_ = (l_1497_ == 1u);
                                                                                        if (l_1498_) {
                                                                                            double _e3235 = l_mut_1319_;
                                                                                            double l_1499_ = -(_e3235);
                                                                                            l_mut_1319_ = l_1499_;
                                                                                        }
                                                                                    }
                                                                                    double _e3237 = l_mut_1319_;
                                                                                    l_mut_1418_ = _e3237;
                                                                                } else {
                                                                                    uint l_1500_ = asuint(l_1472_);
                                                                                    uint l_1501_ = (l_1500_ + 1u);
                                                                                    l_mut_199_ = l_1501_;
                                                                                    uint l_1502_ = (l_1500_ & 2147483647u);
                                                                                    bool l_1503_ = (l_1502_ == 0u);
                                                                                    if (l_1503_) {
                                                                                        l_mut_199_ = 1u;
                                                                                    } else {
                                                                                        uint l_1504_ = (l_1500_ & 2147483648u);
                                                                                        bool l_1505_ = (l_1504_ != 0u);
                                                                                        if (l_1505_) {
                                                                                            uint l_1506_ = (l_1500_ - 1u);
                                                                                            l_mut_199_ = l_1506_;
                                                                                        } else {
                                                                                            bool l_1507_ = (l_1500_ == 2139095040u);
                                                                                            if (l_1507_) {
                                                                                                l_mut_199_ = l_1500_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3254 = l_mut_199_;
                                                                                    float l_1508_ = asfloat(_e3254);
                                                                                    uint l_1509_ = asuint(l_1508_);
                                                                                    double l_1510_ = double(l_1508_);
                                                                                    l_mut_1319_ = l_1510_;
                                                                                    uint l_1511_ = (l_1509_ & 2139095040u);
                                                                                    bool l_1512_ = (l_1511_ == 0u);
                                                                                    if (l_1512_) {
                                                                                        uint l_1513_ = (l_1509_ & 8388607u);
                                                                                        double l_1514_ = double(l_1513_);
                                                                                        double l_1515_ = (l_1514_ * 1.401298464324817e-45L);
                                                                                        l_mut_1319_ = l_1515_;
                                                                                        uint l_1516_ = (l_1509_ >> 31u);
                                                                                        bool l_1517_ = (l_1516_ == 1u);
                                                                                        if (l_1517_) {
                                                                                            double _e3271 = l_mut_1319_;
                                                                                            double l_1518_ = -(_e3271);
                                                                                            l_mut_1319_ = l_1518_;
                                                                                        }
                                                                                    }
                                                                                    double _e3273 = l_mut_1319_;
                                                                                    bool l_1519_ = (_e3273 <= l_1466_);
                                                                                    if (l_1519_) {
                                                                                        uint l_1520_ = asuint(l_1472_);
                                                                                        uint l_1521_ = (l_1520_ + 1u);
                                                                                        l_mut_199_ = l_1521_;
                                                                                        uint l_1522_ = (l_1520_ & 2147483647u);
                                                                                        bool l_1523_ = (l_1522_ == 0u);
                                                                                        if (l_1523_) {
                                                                                            l_mut_199_ = 1u;
                                                                                        } else {
                                                                                            uint l_1524_ = (l_1520_ & 2147483648u);
                                                                                            bool l_1525_ = (l_1524_ != 0u);
                                                                                            if (l_1525_) {
                                                                                                uint l_1526_ = (l_1520_ - 1u);
                                                                                                l_mut_199_ = l_1526_;
                                                                                            } else {
                                                                                                bool l_1527_ = (l_1520_ == 2139095040u);
                                                                                                if (l_1527_) {
                                                                                                    l_mut_199_ = l_1520_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e3291 = l_mut_199_;
                                                                                        float l_1528_ = asfloat(_e3291);
                                                                                        uint l_1529_ = asuint(l_1528_);
                                                                                        double l_1530_ = double(l_1528_);
                                                                                        l_mut_1319_ = l_1530_;
                                                                                        uint l_1531_ = (l_1529_ & 2139095040u);
                                                                                        bool l_1532_ = (l_1531_ == 0u);
                                                                                        if (l_1532_) {
                                                                                            uint l_1533_ = (l_1529_ & 8388607u);
                                                                                            double l_1534_ = double(l_1533_);
                                                                                            double l_1535_ = (l_1534_ * 1.401298464324817e-45L);
                                                                                            l_mut_1319_ = l_1535_;
                                                                                            uint l_1536_ = (l_1529_ >> 31u);
                                                                                            bool l_1537_ = (l_1536_ == 1u);
                                                                                            if (l_1537_) {
                                                                                                double _e3308 = l_mut_1319_;
                                                                                                double l_1538_ = -(_e3308);
                                                                                                l_mut_1319_ = l_1538_;
                                                                                            }
                                                                                        }
                                                                                        double _e3310 = l_mut_1319_;
                                                                                        l_mut_1418_ = _e3310;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e3311 = l_mut_1418_;
                                                                            l_mut_1342_ = _e3311;
                                                                        }
                                                                        double _e3312 = l_mut_57_;
                                                                        double l_1539_ = (_e3312 + l_171_);
                                                                        double l_1540_ = abs(l_1539_);
                                                                        double l_1541_ = (l_1540_ * 2.220446049250313e-16L);
                                                                        double l_1542_ = (l_1307_ + l_1541_);
                                                                        double l_1543_ = (l_1539_ + l_1542_);
                                                                        double l_1544_ = -(l_1543_);
                                                                        double l_1545_ = (l_1544_ * 7.1362384635298e44L);
                                                                        double l_1546_ = floor(l_1545_);
                                                                        double l_1547_ = (l_1546_ * 1.401298464324817e-45L);
                                                                        l_mut_1418_ = l_1547_;
                                                                        double l_1548_ = abs(l_1544_);
                                                                        bool l_1549_ = (l_1548_ >= 1.1754943508222875e-38L);
                                                                        if (l_1549_) {
                                                                            float l_1550_ = float(l_1544_);
                                                                            double l_1551_ = double(l_1550_);
                                                                            l_mut_1418_ = l_1551_;
                                                                            double _e3330 = l_mut_1418_;
                                                                            bool l_1552_ = (_e3330 > l_1544_);
                                                                            if (l_1552_) {
                                                                                uint l_1553_ = asuint(l_1550_);
                                                                                uint l_1554_ = (l_1553_ ^ 2147483648u);
                                                                                float l_1555_ = asfloat(l_1554_);
                                                                                uint l_1556_ = asuint(l_1555_);
                                                                                uint l_1557_ = (l_1556_ + 1u);
                                                                                l_mut_199_ = l_1557_;
                                                                                uint l_1558_ = (l_1556_ & 2147483647u);
                                                                                bool l_1559_ = (l_1558_ == 0u);
                                                                                if (l_1559_) {
                                                                                    l_mut_199_ = 1u;
                                                                                } else {
                                                                                    uint l_1560_ = (l_1556_ & 2147483648u);
                                                                                    bool l_1561_ = (l_1560_ != 0u);
                                                                                    if (l_1561_) {
                                                                                        uint l_1562_ = (l_1556_ - 1u);
                                                                                        l_mut_199_ = l_1562_;
                                                                                    } else {
                                                                                        bool l_1563_ = (l_1556_ == 2139095040u);
                                                                                        if (l_1563_) {
                                                                                            l_mut_199_ = l_1556_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3352 = l_mut_199_;
                                                                                float l_1564_ = asfloat(_e3352);
                                                                                uint l_1565_ = asuint(l_1564_);
                                                                                uint l_1566_ = (l_1565_ ^ 2147483648u);
                                                                                float l_1567_ = asfloat(l_1566_);
                                                                                uint l_1568_ = asuint(l_1567_);
                                                                                double l_1569_ = double(l_1567_);
                                                                                l_mut_1319_ = l_1569_;
                                                                                uint l_1570_ = (l_1568_ & 2139095040u);
                                                                                bool l_1571_ = (l_1570_ == 0u);
                                                                                if (l_1571_) {
                                                                                    uint l_1572_ = (l_1568_ & 8388607u);
                                                                                    double l_1573_ = double(l_1572_);
                                                                                    double l_1574_ = (l_1573_ * 1.401298464324817e-45L);
                                                                                    l_mut_1319_ = l_1574_;
                                                                                    uint l_1575_ = (l_1568_ >> 31u);
                                                                                    bool l_1576_ = (l_1575_ == 1u);
                                                                                    if (l_1576_) {
                                                                                        double _e3373 = l_mut_1319_;
                                                                                        double l_1577_ = -(_e3373);
                                                                                        l_mut_1319_ = l_1577_;
                                                                                    }
                                                                                }
                                                                                double _e3375 = l_mut_1319_;
                                                                                l_mut_1418_ = _e3375;
                                                                            } else {
                                                                                uint l_1578_ = asuint(l_1550_);
                                                                                uint l_1579_ = (l_1578_ + 1u);
                                                                                l_mut_199_ = l_1579_;
                                                                                uint l_1580_ = (l_1578_ & 2147483647u);
                                                                                bool l_1581_ = (l_1580_ == 0u);
                                                                                if (l_1581_) {
                                                                                    l_mut_199_ = 1u;
                                                                                } else {
                                                                                    uint l_1582_ = (l_1578_ & 2147483648u);
                                                                                    bool l_1583_ = (l_1582_ != 0u);
                                                                                    if (l_1583_) {
                                                                                        uint l_1584_ = (l_1578_ - 1u);
                                                                                        l_mut_199_ = l_1584_;
                                                                                    } else {
                                                                                        bool l_1585_ = (l_1578_ == 2139095040u);
                                                                                        if (l_1585_) {
                                                                                            l_mut_199_ = l_1578_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3392 = l_mut_199_;
                                                                                float l_1586_ = asfloat(_e3392);
                                                                                uint l_1587_ = asuint(l_1586_);
                                                                                double l_1588_ = double(l_1586_);
                                                                                l_mut_1319_ = l_1588_;
                                                                                uint l_1589_ = (l_1587_ & 2139095040u);
                                                                                bool l_1590_ = (l_1589_ == 0u);
                                                                                if (l_1590_) {
                                                                                    uint l_1591_ = (l_1587_ & 8388607u);
                                                                                    double l_1592_ = double(l_1591_);
                                                                                    double l_1593_ = (l_1592_ * 1.401298464324817e-45L);
                                                                                    l_mut_1319_ = l_1593_;
                                                                                    uint l_1594_ = (l_1587_ >> 31u);
                                                                                    bool l_1595_ = (l_1594_ == 1u);
                                                                                    if (l_1595_) {
                                                                                        double _e3409 = l_mut_1319_;
                                                                                        double l_1596_ = -(_e3409);
                                                                                        l_mut_1319_ = l_1596_;
                                                                                    }
                                                                                }
                                                                                double _e3411 = l_mut_1319_;
                                                                                bool l_1597_ = (_e3411 <= l_1544_);
                                                                                if (l_1597_) {
                                                                                    uint l_1598_ = asuint(l_1550_);
                                                                                    uint l_1599_ = (l_1598_ + 1u);
                                                                                    l_mut_199_ = l_1599_;
                                                                                    uint l_1600_ = (l_1598_ & 2147483647u);
                                                                                    bool l_1601_ = (l_1600_ == 0u);
                                                                                    if (l_1601_) {
                                                                                        l_mut_199_ = 1u;
                                                                                    } else {
                                                                                        uint l_1602_ = (l_1598_ & 2147483648u);
                                                                                        bool l_1603_ = (l_1602_ != 0u);
                                                                                        if (l_1603_) {
                                                                                            uint l_1604_ = (l_1598_ - 1u);
                                                                                            l_mut_199_ = l_1604_;
                                                                                        } else {
                                                                                            bool l_1605_ = (l_1598_ == 2139095040u);
                                                                                            if (l_1605_) {
                                                                                                l_mut_199_ = l_1598_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3429 = l_mut_199_;
                                                                                    float l_1606_ = asfloat(_e3429);
                                                                                    uint l_1607_ = asuint(l_1606_);
                                                                                    double l_1608_ = double(l_1606_);
                                                                                    l_mut_1319_ = l_1608_;
                                                                                    uint l_1609_ = (l_1607_ & 2139095040u);
                                                                                    bool l_1610_ = (l_1609_ == 0u);
                                                                                    if (l_1610_) {
                                                                                        uint l_1611_ = (l_1607_ & 8388607u);
                                                                                        double l_1612_ = double(l_1611_);
                                                                                        double l_1613_ = (l_1612_ * 1.401298464324817e-45L);
                                                                                        l_mut_1319_ = l_1613_;
                                                                                        uint l_1614_ = (l_1607_ >> 31u);
                                                                                        bool l_1615_ = (l_1614_ == 1u);
                                                                                        if (l_1615_) {
                                                                                            double _e3446 = l_mut_1319_;
                                                                                            double l_1616_ = -(_e3446);
                                                                                            l_mut_1319_ = l_1616_;
                                                                                        }
                                                                                    }
                                                                                    double _e3448 = l_mut_1319_;
                                                                                    l_mut_1418_ = _e3448;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e3449 = l_mut_1418_;
                                                                        double l_1617_ = -(_e3449);
                                                                        l_mut_1418_ = l_1617_;
                                                                        if (false) {
                                                                            local_77 = true;
                                                                        } else {
                                                                            local_77 = false;
                                                                        }
                                                                        bool l_1618_ = local_77;
                                                                        if (l_1618_) {
                                                                            double l_1619_ = (l_1539_ + l_1542_);
                                                                            double l_1620_ = (l_1619_ * 7.1362384635298e44L);
                                                                            double l_1621_ = floor(l_1620_);
                                                                            double l_1622_ = (l_1621_ * 1.401298464324817e-45L);
                                                                            l_mut_1319_ = l_1622_;
                                                                            double l_1623_ = abs(l_1619_);
                                                                            bool l_1624_ = (l_1623_ >= 1.1754943508222875e-38L);
                                                                            if (l_1624_) {
                                                                                float l_1625_ = float(l_1619_);
                                                                                double l_1626_ = double(l_1625_);
                                                                                l_mut_1319_ = l_1626_;
                                                                                double _e3468 = l_mut_1319_;
                                                                                bool l_1627_ = (_e3468 > l_1619_);
                                                                                if (l_1627_) {
                                                                                    uint l_1628_ = asuint(l_1625_);
                                                                                    uint l_1629_ = (l_1628_ ^ 2147483648u);
                                                                                    float l_1630_ = asfloat(l_1629_);
                                                                                    uint l_1631_ = asuint(l_1630_);
                                                                                    uint l_1632_ = (l_1631_ + 1u);
                                                                                    l_mut_199_ = l_1632_;
                                                                                    uint l_1633_ = (l_1631_ & 2147483647u);
                                                                                    bool l_1634_ = (l_1633_ == 0u);
                                                                                    if (l_1634_) {
                                                                                        l_mut_199_ = 1u;
                                                                                    } else {
                                                                                        uint l_1635_ = (l_1631_ & 2147483648u);
                                                                                        bool l_1636_ = (l_1635_ != 0u);
                                                                                        if (l_1636_) {
                                                                                            uint l_1637_ = (l_1631_ - 1u);
                                                                                            l_mut_199_ = l_1637_;
                                                                                        } else {
                                                                                            bool l_1638_ = (l_1631_ == 2139095040u);
                                                                                            if (l_1638_) {
                                                                                                l_mut_199_ = l_1631_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3490 = l_mut_199_;
                                                                                    float l_1639_ = asfloat(_e3490);
                                                                                    uint l_1640_ = asuint(l_1639_);
                                                                                    uint l_1641_ = (l_1640_ ^ 2147483648u);
                                                                                    float l_1642_ = asfloat(l_1641_);
                                                                                    uint l_1643_ = asuint(l_1642_);
                                                                                    double l_1644_ = double(l_1642_);
                                                                                    l_mut_1645_ = l_1644_;
                                                                                    uint l_1646_ = (l_1643_ & 2139095040u);
                                                                                    bool l_1647_ = (l_1646_ == 0u);
                                                                                    if (l_1647_) {
                                                                                        uint l_1648_ = (l_1643_ & 8388607u);
                                                                                        double l_1649_ = double(l_1648_);
                                                                                        double l_1650_ = (l_1649_ * 1.401298464324817e-45L);
                                                                                        l_mut_1645_ = l_1650_;
                                                                                        uint l_1651_ = (l_1643_ >> 31u);
                                                                                        bool l_1652_ = (l_1651_ == 1u);
                                                                                        if (l_1652_) {
                                                                                            double _e3511 = l_mut_1645_;
                                                                                            double l_1653_ = -(_e3511);
                                                                                            l_mut_1645_ = l_1653_;
                                                                                        }
                                                                                    }
                                                                                    double _e3513 = l_mut_1645_;
                                                                                    l_mut_1319_ = _e3513;
                                                                                } else {
                                                                                    uint l_1654_ = asuint(l_1625_);
                                                                                    uint l_1655_ = (l_1654_ + 1u);
                                                                                    l_mut_199_ = l_1655_;
                                                                                    uint l_1656_ = (l_1654_ & 2147483647u);
                                                                                    bool l_1657_ = (l_1656_ == 0u);
                                                                                    if (l_1657_) {
                                                                                        l_mut_199_ = 1u;
                                                                                    } else {
                                                                                        uint l_1658_ = (l_1654_ & 2147483648u);
                                                                                        bool l_1659_ = (l_1658_ != 0u);
                                                                                        if (l_1659_) {
                                                                                            uint l_1660_ = (l_1654_ - 1u);
                                                                                            l_mut_199_ = l_1660_;
                                                                                        } else {
                                                                                            bool l_1661_ = (l_1654_ == 2139095040u);
                                                                                            if (l_1661_) {
                                                                                                l_mut_199_ = l_1654_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3530 = l_mut_199_;
                                                                                    float l_1662_ = asfloat(_e3530);
                                                                                    uint l_1663_ = asuint(l_1662_);
                                                                                    double l_1664_ = double(l_1662_);
                                                                                    l_mut_1645_ = l_1664_;
                                                                                    uint l_1665_ = (l_1663_ & 2139095040u);
                                                                                    bool l_1666_ = (l_1665_ == 0u);
                                                                                    if (l_1666_) {
                                                                                        uint l_1667_ = (l_1663_ & 8388607u);
                                                                                        double l_1668_ = double(l_1667_);
                                                                                        double l_1669_ = (l_1668_ * 1.401298464324817e-45L);
                                                                                        l_mut_1645_ = l_1669_;
                                                                                        uint l_1670_ = (l_1663_ >> 31u);
                                                                                        bool l_1671_ = (l_1670_ == 1u);
                                                                                        if (l_1671_) {
                                                                                            double _e3547 = l_mut_1645_;
                                                                                            double l_1672_ = -(_e3547);
                                                                                            l_mut_1645_ = l_1672_;
                                                                                        }
                                                                                    }
                                                                                    double _e3549 = l_mut_1645_;
                                                                                    bool l_1673_ = (_e3549 <= l_1619_);
                                                                                    if (l_1673_) {
                                                                                        uint l_1674_ = asuint(l_1625_);
                                                                                        uint l_1675_ = (l_1674_ + 1u);
                                                                                        l_mut_199_ = l_1675_;
                                                                                        uint l_1676_ = (l_1674_ & 2147483647u);
                                                                                        bool l_1677_ = (l_1676_ == 0u);
                                                                                        if (l_1677_) {
                                                                                            l_mut_199_ = 1u;
                                                                                        } else {
                                                                                            uint l_1678_ = (l_1674_ & 2147483648u);
                                                                                            bool l_1679_ = (l_1678_ != 0u);
                                                                                            if (l_1679_) {
                                                                                                uint l_1680_ = (l_1674_ - 1u);
                                                                                                l_mut_199_ = l_1680_;
                                                                                            } else {
                                                                                                bool l_1681_ = (l_1674_ == 2139095040u);
                                                                                                if (l_1681_) {
                                                                                                    l_mut_199_ = l_1674_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e3567 = l_mut_199_;
                                                                                        float l_1682_ = asfloat(_e3567);
                                                                                        uint l_1683_ = asuint(l_1682_);
                                                                                        double l_1684_ = double(l_1682_);
                                                                                        l_mut_1645_ = l_1684_;
                                                                                        uint l_1685_ = (l_1683_ & 2139095040u);
                                                                                        bool l_1686_ = (l_1685_ == 0u);
                                                                                        if (l_1686_) {
                                                                                            uint l_1687_ = (l_1683_ & 8388607u);
                                                                                            double l_1688_ = double(l_1687_);
                                                                                            double l_1689_ = (l_1688_ * 1.401298464324817e-45L);
                                                                                            l_mut_1645_ = l_1689_;
                                                                                            uint l_1690_ = (l_1683_ >> 31u);
                                                                                            bool l_1691_ = (l_1690_ == 1u);
                                                                                            if (l_1691_) {
                                                                                                double _e3584 = l_mut_1645_;
                                                                                                double l_1692_ = -(_e3584);
                                                                                                l_mut_1645_ = l_1692_;
                                                                                            }
                                                                                        }
                                                                                        double _e3586 = l_mut_1645_;
                                                                                        l_mut_1319_ = _e3586;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e3587 = l_mut_1319_;
                                                                            l_mut_1418_ = _e3587;
                                                                        } else {
                                                                            double l_1693_ = (l_1539_ - l_1542_);
                                                                            double l_1694_ = -(l_1693_);
                                                                            double l_1695_ = (l_1694_ * 7.1362384635298e44L);
                                                                            double l_1696_ = floor(l_1695_);
                                                                            double l_1697_ = (l_1696_ * 1.401298464324817e-45L);
                                                                            l_mut_1645_ = l_1697_;
                                                                            double l_1698_ = abs(l_1694_);
                                                                            bool l_1699_ = (l_1698_ >= 1.1754943508222875e-38L);
                                                                            if (l_1699_) {
                                                                                float l_1700_ = float(l_1694_);
                                                                                double l_1701_ = double(l_1700_);
                                                                                l_mut_1645_ = l_1701_;
                                                                                double _e3600 = l_mut_1645_;
                                                                                bool l_1702_ = (_e3600 > l_1694_);
                                                                                if (l_1702_) {
                                                                                    uint l_1703_ = asuint(l_1700_);
                                                                                    uint l_1704_ = (l_1703_ ^ 2147483648u);
                                                                                    float l_1705_ = asfloat(l_1704_);
                                                                                    uint l_1706_ = asuint(l_1705_);
                                                                                    uint l_1707_ = (l_1706_ + 1u);
                                                                                    l_mut_199_ = l_1707_;
                                                                                    uint l_1708_ = (l_1706_ & 2147483647u);
                                                                                    bool l_1709_ = (l_1708_ == 0u);
                                                                                    if (l_1709_) {
                                                                                        l_mut_199_ = 1u;
                                                                                    } else {
                                                                                        uint l_1710_ = (l_1706_ & 2147483648u);
                                                                                        bool l_1711_ = (l_1710_ != 0u);
                                                                                        if (l_1711_) {
                                                                                            uint l_1712_ = (l_1706_ - 1u);
                                                                                            l_mut_199_ = l_1712_;
                                                                                        } else {
                                                                                            bool l_1713_ = (l_1706_ == 2139095040u);
                                                                                            if (l_1713_) {
                                                                                                l_mut_199_ = l_1706_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3622 = l_mut_199_;
                                                                                    float l_1714_ = asfloat(_e3622);
                                                                                    uint l_1715_ = asuint(l_1714_);
                                                                                    uint l_1716_ = (l_1715_ ^ 2147483648u);
                                                                                    float l_1717_ = asfloat(l_1716_);
                                                                                    uint l_1718_ = asuint(l_1717_);
                                                                                    double l_1719_ = double(l_1717_);
                                                                                    l_mut_1319_ = l_1719_;
                                                                                    uint l_1720_ = (l_1718_ & 2139095040u);
                                                                                    bool l_1721_ = (l_1720_ == 0u);
                                                                                    if (l_1721_) {
                                                                                        uint l_1722_ = (l_1718_ & 8388607u);
                                                                                        double l_1723_ = double(l_1722_);
                                                                                        double l_1724_ = (l_1723_ * 1.401298464324817e-45L);
                                                                                        l_mut_1319_ = l_1724_;
                                                                                        uint l_1725_ = (l_1718_ >> 31u);
                                                                                        bool l_1726_ = (l_1725_ == 1u);
                                                                                        if (l_1726_) {
                                                                                            double _e3643 = l_mut_1319_;
                                                                                            double l_1727_ = -(_e3643);
                                                                                            l_mut_1319_ = l_1727_;
                                                                                        }
                                                                                    }
                                                                                    double _e3645 = l_mut_1319_;
                                                                                    l_mut_1645_ = _e3645;
                                                                                } else {
                                                                                    uint l_1728_ = asuint(l_1700_);
                                                                                    uint l_1729_ = (l_1728_ + 1u);
                                                                                    l_mut_199_ = l_1729_;
                                                                                    uint l_1730_ = (l_1728_ & 2147483647u);
                                                                                    bool l_1731_ = (l_1730_ == 0u);
                                                                                    if (l_1731_) {
                                                                                        l_mut_199_ = 1u;
                                                                                    } else {
                                                                                        uint l_1732_ = (l_1728_ & 2147483648u);
                                                                                        bool l_1733_ = (l_1732_ != 0u);
                                                                                        if (l_1733_) {
                                                                                            uint l_1734_ = (l_1728_ - 1u);
                                                                                            l_mut_199_ = l_1734_;
                                                                                        } else {
                                                                                            bool l_1735_ = (l_1728_ == 2139095040u);
                                                                                            if (l_1735_) {
                                                                                                l_mut_199_ = l_1728_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3662 = l_mut_199_;
                                                                                    float l_1736_ = asfloat(_e3662);
                                                                                    uint l_1737_ = asuint(l_1736_);
                                                                                    double l_1738_ = double(l_1736_);
                                                                                    l_mut_1319_ = l_1738_;
                                                                                    uint l_1739_ = (l_1737_ & 2139095040u);
                                                                                    bool l_1740_ = (l_1739_ == 0u);
                                                                                    if (l_1740_) {
                                                                                        uint l_1741_ = (l_1737_ & 8388607u);
                                                                                        double l_1742_ = double(l_1741_);
                                                                                        double l_1743_ = (l_1742_ * 1.401298464324817e-45L);
                                                                                        l_mut_1319_ = l_1743_;
                                                                                        uint l_1744_ = (l_1737_ >> 31u);
                                                                                        bool l_1745_ = (l_1744_ == 1u);
                                                                                        if (l_1745_) {
                                                                                            double _e3679 = l_mut_1319_;
                                                                                            double l_1746_ = -(_e3679);
                                                                                            l_mut_1319_ = l_1746_;
                                                                                        }
                                                                                    }
                                                                                    double _e3681 = l_mut_1319_;
                                                                                    bool l_1747_ = (_e3681 <= l_1694_);
                                                                                    if (l_1747_) {
                                                                                        uint l_1748_ = asuint(l_1700_);
                                                                                        uint l_1749_ = (l_1748_ + 1u);
                                                                                        l_mut_199_ = l_1749_;
                                                                                        uint l_1750_ = (l_1748_ & 2147483647u);
                                                                                        bool l_1751_ = (l_1750_ == 0u);
                                                                                        if (l_1751_) {
                                                                                            l_mut_199_ = 1u;
                                                                                        } else {
                                                                                            uint l_1752_ = (l_1748_ & 2147483648u);
                                                                                            bool l_1753_ = (l_1752_ != 0u);
                                                                                            if (l_1753_) {
                                                                                                uint l_1754_ = (l_1748_ - 1u);
                                                                                                l_mut_199_ = l_1754_;
                                                                                            } else {
                                                                                                bool l_1755_ = (l_1748_ == 2139095040u);
                                                                                                if (l_1755_) {
                                                                                                    l_mut_199_ = l_1748_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e3699 = l_mut_199_;
                                                                                        float l_1756_ = asfloat(_e3699);
                                                                                        uint l_1757_ = asuint(l_1756_);
                                                                                        double l_1758_ = double(l_1756_);
                                                                                        l_mut_1319_ = l_1758_;
                                                                                        uint l_1759_ = (l_1757_ & 2139095040u);
                                                                                        bool l_1760_ = (l_1759_ == 0u);
                                                                                        if (l_1760_) {
                                                                                            uint l_1761_ = (l_1757_ & 8388607u);
                                                                                            double l_1762_ = double(l_1761_);
                                                                                            double l_1763_ = (l_1762_ * 1.401298464324817e-45L);
                                                                                            l_mut_1319_ = l_1763_;
                                                                                            uint l_1764_ = (l_1757_ >> 31u);
                                                                                            bool l_1765_ = (l_1764_ == 1u);
                                                                                            if (l_1765_) {
                                                                                                double _e3716 = l_mut_1319_;
                                                                                                double l_1766_ = -(_e3716);
                                                                                                l_mut_1319_ = l_1766_;
                                                                                            }
                                                                                        }
                                                                                        double _e3718 = l_mut_1319_;
                                                                                        l_mut_1645_ = _e3718;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e3719 = l_mut_1645_;
                                                                            double l_1767_ = -(_e3719);
                                                                            l_mut_1418_ = l_1767_;
                                                                        }
                                                                        double _e3721 = l_mut_48_;
                                                                        double l_1768_ = (_e3721 - l_171_);
                                                                        double l_1769_ = abs(l_1768_);
                                                                        double l_1770_ = (l_1769_ * 2.220446049250313e-16L);
                                                                        double l_1771_ = (l_1309_ + l_1770_);
                                                                        double l_1772_ = (l_1768_ + l_1771_);
                                                                        double l_1773_ = -(l_1772_);
                                                                        double l_1774_ = (l_1773_ * 7.1362384635298e44L);
                                                                        double l_1775_ = floor(l_1774_);
                                                                        double l_1776_ = (l_1775_ * 1.401298464324817e-45L);
                                                                        l_mut_1645_ = l_1776_;
                                                                        double l_1777_ = abs(l_1773_);
                                                                        bool l_1778_ = (l_1777_ >= 1.1754943508222875e-38L);
                                                                        if (l_1778_) {
                                                                            float l_1779_ = float(l_1773_);
                                                                            double l_1780_ = double(l_1779_);
                                                                            l_mut_1645_ = l_1780_;
                                                                            double _e3739 = l_mut_1645_;
                                                                            bool l_1781_ = (_e3739 > l_1773_);
                                                                            if (l_1781_) {
                                                                                uint l_1782_ = asuint(l_1779_);
                                                                                uint l_1783_ = (l_1782_ ^ 2147483648u);
                                                                                float l_1784_ = asfloat(l_1783_);
                                                                                uint l_1785_ = asuint(l_1784_);
                                                                                uint l_1786_ = (l_1785_ + 1u);
                                                                                l_mut_199_ = l_1786_;
                                                                                uint l_1787_ = (l_1785_ & 2147483647u);
                                                                                bool l_1788_ = (l_1787_ == 0u);
                                                                                if (l_1788_) {
                                                                                    l_mut_199_ = 1u;
                                                                                } else {
                                                                                    uint l_1789_ = (l_1785_ & 2147483648u);
                                                                                    bool l_1790_ = (l_1789_ != 0u);
                                                                                    if (l_1790_) {
                                                                                        uint l_1791_ = (l_1785_ - 1u);
                                                                                        l_mut_199_ = l_1791_;
                                                                                    } else {
                                                                                        bool l_1792_ = (l_1785_ == 2139095040u);
                                                                                        if (l_1792_) {
                                                                                            l_mut_199_ = l_1785_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3761 = l_mut_199_;
                                                                                float l_1793_ = asfloat(_e3761);
                                                                                uint l_1794_ = asuint(l_1793_);
                                                                                uint l_1795_ = (l_1794_ ^ 2147483648u);
                                                                                float l_1796_ = asfloat(l_1795_);
                                                                                uint l_1797_ = asuint(l_1796_);
                                                                                double l_1798_ = double(l_1796_);
                                                                                l_mut_1319_ = l_1798_;
                                                                                uint l_1799_ = (l_1797_ & 2139095040u);
                                                                                bool l_1800_ = (l_1799_ == 0u);
                                                                                if (l_1800_) {
                                                                                    uint l_1801_ = (l_1797_ & 8388607u);
                                                                                    double l_1802_ = double(l_1801_);
                                                                                    double l_1803_ = (l_1802_ * 1.401298464324817e-45L);
                                                                                    l_mut_1319_ = l_1803_;
                                                                                    uint l_1804_ = (l_1797_ >> 31u);
                                                                                    bool l_1805_ = (l_1804_ == 1u);
                                                                                    if (l_1805_) {
                                                                                        double _e3782 = l_mut_1319_;
                                                                                        double l_1806_ = -(_e3782);
                                                                                        l_mut_1319_ = l_1806_;
                                                                                    }
                                                                                }
                                                                                double _e3784 = l_mut_1319_;
                                                                                l_mut_1645_ = _e3784;
                                                                            } else {
                                                                                uint l_1807_ = asuint(l_1779_);
                                                                                uint l_1808_ = (l_1807_ + 1u);
                                                                                l_mut_199_ = l_1808_;
                                                                                uint l_1809_ = (l_1807_ & 2147483647u);
                                                                                bool l_1810_ = (l_1809_ == 0u);
                                                                                if (l_1810_) {
                                                                                    l_mut_199_ = 1u;
                                                                                } else {
                                                                                    uint l_1811_ = (l_1807_ & 2147483648u);
                                                                                    bool l_1812_ = (l_1811_ != 0u);
                                                                                    if (l_1812_) {
                                                                                        uint l_1813_ = (l_1807_ - 1u);
                                                                                        l_mut_199_ = l_1813_;
                                                                                    } else {
                                                                                        bool l_1814_ = (l_1807_ == 2139095040u);
                                                                                        if (l_1814_) {
                                                                                            l_mut_199_ = l_1807_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3801 = l_mut_199_;
                                                                                float l_1815_ = asfloat(_e3801);
                                                                                uint l_1816_ = asuint(l_1815_);
                                                                                double l_1817_ = double(l_1815_);
                                                                                l_mut_1319_ = l_1817_;
                                                                                uint l_1818_ = (l_1816_ & 2139095040u);
                                                                                bool l_1819_ = (l_1818_ == 0u);
                                                                                if (l_1819_) {
                                                                                    uint l_1820_ = (l_1816_ & 8388607u);
                                                                                    double l_1821_ = double(l_1820_);
                                                                                    double l_1822_ = (l_1821_ * 1.401298464324817e-45L);
                                                                                    l_mut_1319_ = l_1822_;
                                                                                    uint l_1823_ = (l_1816_ >> 31u);
                                                                                    bool l_1824_ = (l_1823_ == 1u);
                                                                                    if (l_1824_) {
                                                                                        double _e3818 = l_mut_1319_;
                                                                                        double l_1825_ = -(_e3818);
                                                                                        l_mut_1319_ = l_1825_;
                                                                                    }
                                                                                }
                                                                                double _e3820 = l_mut_1319_;
                                                                                bool l_1826_ = (_e3820 <= l_1773_);
                                                                                if (l_1826_) {
                                                                                    uint l_1827_ = asuint(l_1779_);
                                                                                    uint l_1828_ = (l_1827_ + 1u);
                                                                                    l_mut_199_ = l_1828_;
                                                                                    uint l_1829_ = (l_1827_ & 2147483647u);
                                                                                    bool l_1830_ = (l_1829_ == 0u);
                                                                                    if (l_1830_) {
                                                                                        l_mut_199_ = 1u;
                                                                                    } else {
                                                                                        uint l_1831_ = (l_1827_ & 2147483648u);
                                                                                        bool l_1832_ = (l_1831_ != 0u);
                                                                                        if (l_1832_) {
                                                                                            uint l_1833_ = (l_1827_ - 1u);
                                                                                            l_mut_199_ = l_1833_;
                                                                                        } else {
                                                                                            bool l_1834_ = (l_1827_ == 2139095040u);
                                                                                            if (l_1834_) {
                                                                                                l_mut_199_ = l_1827_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3838 = l_mut_199_;
                                                                                    float l_1835_ = asfloat(_e3838);
                                                                                    uint l_1836_ = asuint(l_1835_);
                                                                                    double l_1837_ = double(l_1835_);
                                                                                    l_mut_1319_ = l_1837_;
                                                                                    uint l_1838_ = (l_1836_ & 2139095040u);
                                                                                    bool l_1839_ = (l_1838_ == 0u);
                                                                                    if (l_1839_) {
                                                                                        uint l_1840_ = (l_1836_ & 8388607u);
                                                                                        double l_1841_ = double(l_1840_);
                                                                                        double l_1842_ = (l_1841_ * 1.401298464324817e-45L);
                                                                                        l_mut_1319_ = l_1842_;
                                                                                        uint l_1843_ = (l_1836_ >> 31u);
                                                                                        bool l_1844_ = (l_1843_ == 1u);
                                                                                        if (l_1844_) {
                                                                                            double _e3855 = l_mut_1319_;
                                                                                            double l_1845_ = -(_e3855);
                                                                                            l_mut_1319_ = l_1845_;
                                                                                        }
                                                                                    }
                                                                                    double _e3857 = l_mut_1319_;
                                                                                    l_mut_1645_ = _e3857;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e3858 = l_mut_1645_;
                                                                        double l_1846_ = -(_e3858);
                                                                        l_mut_1645_ = l_1846_;
                                                                        if (true) {
                                                                            local_78 = true;
                                                                        } else {
                                                                            local_78 = false;
                                                                        }
                                                                        bool l_1847_ = local_78;
                                                                        if (l_1847_) {
                                                                            double l_1848_ = (l_1768_ + l_1771_);
                                                                            double l_1849_ = (l_1848_ * 7.1362384635298e44L);
                                                                            double l_1850_ = floor(l_1849_);
                                                                            double l_1851_ = (l_1850_ * 1.401298464324817e-45L);
                                                                            l_mut_1319_ = l_1851_;
                                                                            double l_1852_ = abs(l_1848_);
                                                                            bool l_1853_ = (l_1852_ >= 1.1754943508222875e-38L);
                                                                            if (l_1853_) {
                                                                                float l_1854_ = float(l_1848_);
                                                                                double l_1855_ = double(l_1854_);
                                                                                l_mut_1319_ = l_1855_;
                                                                                double _e3877 = l_mut_1319_;
                                                                                bool l_1856_ = (_e3877 > l_1848_);
                                                                                if (l_1856_) {
                                                                                    uint l_1857_ = asuint(l_1854_);
                                                                                    uint l_1858_ = (l_1857_ ^ 2147483648u);
                                                                                    float l_1859_ = asfloat(l_1858_);
                                                                                    uint l_1860_ = asuint(l_1859_);
                                                                                    uint l_1861_ = (l_1860_ + 1u);
                                                                                    l_mut_199_ = l_1861_;
                                                                                    uint l_1862_ = (l_1860_ & 2147483647u);
                                                                                    bool l_1863_ = (l_1862_ == 0u);
                                                                                    if (l_1863_) {
                                                                                        l_mut_199_ = 1u;
                                                                                    } else {
                                                                                        uint l_1864_ = (l_1860_ & 2147483648u);
                                                                                        bool l_1865_ = (l_1864_ != 0u);
                                                                                        if (l_1865_) {
                                                                                            uint l_1866_ = (l_1860_ - 1u);
                                                                                            l_mut_199_ = l_1866_;
                                                                                        } else {
                                                                                            bool l_1867_ = (l_1860_ == 2139095040u);
                                                                                            if (l_1867_) {
                                                                                                l_mut_199_ = l_1860_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3899 = l_mut_199_;
                                                                                    float l_1868_ = asfloat(_e3899);
                                                                                    uint l_1869_ = asuint(l_1868_);
                                                                                    uint l_1870_ = (l_1869_ ^ 2147483648u);
                                                                                    float l_1871_ = asfloat(l_1870_);
                                                                                    uint l_1872_ = asuint(l_1871_);
                                                                                    double l_1873_ = double(l_1871_);
                                                                                    l_mut_1874_ = l_1873_;
                                                                                    uint l_1875_ = (l_1872_ & 2139095040u);
                                                                                    bool l_1876_ = (l_1875_ == 0u);
                                                                                    if (l_1876_) {
                                                                                        uint l_1877_ = (l_1872_ & 8388607u);
                                                                                        double l_1878_ = double(l_1877_);
                                                                                        double l_1879_ = (l_1878_ * 1.401298464324817e-45L);
                                                                                        l_mut_1874_ = l_1879_;
                                                                                        uint l_1880_ = (l_1872_ >> 31u);
                                                                                        bool l_1881_ = (l_1880_ == 1u);
                                                                                        if (l_1881_) {
                                                                                            double _e3920 = l_mut_1874_;
                                                                                            double l_1882_ = -(_e3920);
                                                                                            l_mut_1874_ = l_1882_;
                                                                                        }
                                                                                    }
                                                                                    double _e3922 = l_mut_1874_;
                                                                                    l_mut_1319_ = _e3922;
                                                                                } else {
                                                                                    uint l_1883_ = asuint(l_1854_);
                                                                                    uint l_1884_ = (l_1883_ + 1u);
                                                                                    l_mut_199_ = l_1884_;
                                                                                    uint l_1885_ = (l_1883_ & 2147483647u);
                                                                                    bool l_1886_ = (l_1885_ == 0u);
                                                                                    if (l_1886_) {
                                                                                        l_mut_199_ = 1u;
                                                                                    } else {
                                                                                        uint l_1887_ = (l_1883_ & 2147483648u);
                                                                                        bool l_1888_ = (l_1887_ != 0u);
                                                                                        if (l_1888_) {
                                                                                            uint l_1889_ = (l_1883_ - 1u);
                                                                                            l_mut_199_ = l_1889_;
                                                                                        } else {
                                                                                            bool l_1890_ = (l_1883_ == 2139095040u);
                                                                                            if (l_1890_) {
                                                                                                l_mut_199_ = l_1883_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3939 = l_mut_199_;
                                                                                    float l_1891_ = asfloat(_e3939);
                                                                                    uint l_1892_ = asuint(l_1891_);
                                                                                    double l_1893_ = double(l_1891_);
                                                                                    l_mut_1874_ = l_1893_;
                                                                                    uint l_1894_ = (l_1892_ & 2139095040u);
                                                                                    bool l_1895_ = (l_1894_ == 0u);
                                                                                    if (l_1895_) {
                                                                                        uint l_1896_ = (l_1892_ & 8388607u);
                                                                                        double l_1897_ = double(l_1896_);
                                                                                        double l_1898_ = (l_1897_ * 1.401298464324817e-45L);
                                                                                        l_mut_1874_ = l_1898_;
                                                                                        uint l_1899_ = (l_1892_ >> 31u);
                                                                                        bool l_1900_ = (l_1899_ == 1u);
                                                                                        if (l_1900_) {
                                                                                            double _e3956 = l_mut_1874_;
                                                                                            double l_1901_ = -(_e3956);
                                                                                            l_mut_1874_ = l_1901_;
                                                                                        }
                                                                                    }
                                                                                    double _e3958 = l_mut_1874_;
                                                                                    bool l_1902_ = (_e3958 <= l_1848_);
                                                                                    if (l_1902_) {
                                                                                        uint l_1903_ = asuint(l_1854_);
                                                                                        uint l_1904_ = (l_1903_ + 1u);
                                                                                        l_mut_199_ = l_1904_;
                                                                                        uint l_1905_ = (l_1903_ & 2147483647u);
                                                                                        bool l_1906_ = (l_1905_ == 0u);
                                                                                        if (l_1906_) {
                                                                                            l_mut_199_ = 1u;
                                                                                        } else {
                                                                                            uint l_1907_ = (l_1903_ & 2147483648u);
                                                                                            bool l_1908_ = (l_1907_ != 0u);
                                                                                            if (l_1908_) {
                                                                                                uint l_1909_ = (l_1903_ - 1u);
                                                                                                l_mut_199_ = l_1909_;
                                                                                            } else {
                                                                                                bool l_1910_ = (l_1903_ == 2139095040u);
                                                                                                if (l_1910_) {
                                                                                                    l_mut_199_ = l_1903_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e3976 = l_mut_199_;
                                                                                        float l_1911_ = asfloat(_e3976);
                                                                                        uint l_1912_ = asuint(l_1911_);
                                                                                        double l_1913_ = double(l_1911_);
                                                                                        l_mut_1874_ = l_1913_;
                                                                                        uint l_1914_ = (l_1912_ & 2139095040u);
                                                                                        bool l_1915_ = (l_1914_ == 0u);
                                                                                        if (l_1915_) {
                                                                                            uint l_1916_ = (l_1912_ & 8388607u);
                                                                                            double l_1917_ = double(l_1916_);
                                                                                            double l_1918_ = (l_1917_ * 1.401298464324817e-45L);
                                                                                            l_mut_1874_ = l_1918_;
                                                                                            uint l_1919_ = (l_1912_ >> 31u);
                                                                                            bool l_1920_ = (l_1919_ == 1u);
                                                                                            if (l_1920_) {
                                                                                                double _e3993 = l_mut_1874_;
                                                                                                double l_1921_ = -(_e3993);
                                                                                                l_mut_1874_ = l_1921_;
                                                                                            }
                                                                                        }
                                                                                        double _e3995 = l_mut_1874_;
                                                                                        l_mut_1319_ = _e3995;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e3996 = l_mut_1319_;
                                                                            l_mut_1645_ = _e3996;
                                                                        } else {
                                                                            double l_1922_ = (l_1768_ - l_1771_);
                                                                            double l_1923_ = (l_1922_ * 7.1362384635298e44L);
                                                                            double l_1924_ = floor(l_1923_);
                                                                            double l_1925_ = (l_1924_ * 1.401298464324817e-45L);
                                                                            l_mut_1874_ = l_1925_;
                                                                            double l_1926_ = abs(l_1922_);
                                                                            bool l_1927_ = (l_1926_ >= 1.1754943508222875e-38L);
                                                                            if (l_1927_) {
                                                                                float l_1928_ = float(l_1922_);
                                                                                double l_1929_ = double(l_1928_);
                                                                                l_mut_1874_ = l_1929_;
                                                                                double _e4008 = l_mut_1874_;
                                                                                bool l_1930_ = (_e4008 > l_1922_);
                                                                                if (l_1930_) {
                                                                                    uint l_1931_ = asuint(l_1928_);
                                                                                    uint l_1932_ = (l_1931_ ^ 2147483648u);
                                                                                    float l_1933_ = asfloat(l_1932_);
                                                                                    uint l_1934_ = asuint(l_1933_);
                                                                                    uint l_1935_ = (l_1934_ + 1u);
                                                                                    l_mut_199_ = l_1935_;
                                                                                    uint l_1936_ = (l_1934_ & 2147483647u);
                                                                                    bool l_1937_ = (l_1936_ == 0u);
                                                                                    if (l_1937_) {
                                                                                        l_mut_199_ = 1u;
                                                                                    } else {
                                                                                        uint l_1938_ = (l_1934_ & 2147483648u);
                                                                                        bool l_1939_ = (l_1938_ != 0u);
                                                                                        if (l_1939_) {
                                                                                            uint l_1940_ = (l_1934_ - 1u);
                                                                                            l_mut_199_ = l_1940_;
                                                                                        } else {
                                                                                            bool l_1941_ = (l_1934_ == 2139095040u);
                                                                                            if (l_1941_) {
                                                                                                l_mut_199_ = l_1934_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4030 = l_mut_199_;
                                                                                    float l_1942_ = asfloat(_e4030);
                                                                                    uint l_1943_ = asuint(l_1942_);
                                                                                    uint l_1944_ = (l_1943_ ^ 2147483648u);
                                                                                    float l_1945_ = asfloat(l_1944_);
                                                                                    uint l_1946_ = asuint(l_1945_);
                                                                                    double l_1947_ = double(l_1945_);
                                                                                    l_mut_1319_ = l_1947_;
                                                                                    uint l_1948_ = (l_1946_ & 2139095040u);
                                                                                    bool l_1949_ = (l_1948_ == 0u);
                                                                                    if (l_1949_) {
                                                                                        uint l_1950_ = (l_1946_ & 8388607u);
                                                                                        double l_1951_ = double(l_1950_);
                                                                                        double l_1952_ = (l_1951_ * 1.401298464324817e-45L);
                                                                                        l_mut_1319_ = l_1952_;
                                                                                        uint l_1953_ = (l_1946_ >> 31u);
                                                                                        bool l_1954_ = (l_1953_ == 1u);
                                                                                        if (l_1954_) {
                                                                                            double _e4051 = l_mut_1319_;
                                                                                            double l_1955_ = -(_e4051);
                                                                                            l_mut_1319_ = l_1955_;
                                                                                        }
                                                                                    }
                                                                                    double _e4053 = l_mut_1319_;
                                                                                    l_mut_1874_ = _e4053;
                                                                                } else {
                                                                                    uint l_1956_ = asuint(l_1928_);
                                                                                    uint l_1957_ = (l_1956_ + 1u);
                                                                                    l_mut_199_ = l_1957_;
                                                                                    uint l_1958_ = (l_1956_ & 2147483647u);
                                                                                    bool l_1959_ = (l_1958_ == 0u);
                                                                                    if (l_1959_) {
                                                                                        l_mut_199_ = 1u;
                                                                                    } else {
                                                                                        uint l_1960_ = (l_1956_ & 2147483648u);
                                                                                        bool l_1961_ = (l_1960_ != 0u);
                                                                                        if (l_1961_) {
                                                                                            uint l_1962_ = (l_1956_ - 1u);
                                                                                            l_mut_199_ = l_1962_;
                                                                                        } else {
                                                                                            bool l_1963_ = (l_1956_ == 2139095040u);
                                                                                            if (l_1963_) {
                                                                                                l_mut_199_ = l_1956_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4070 = l_mut_199_;
                                                                                    float l_1964_ = asfloat(_e4070);
                                                                                    uint l_1965_ = asuint(l_1964_);
                                                                                    double l_1966_ = double(l_1964_);
                                                                                    l_mut_1319_ = l_1966_;
                                                                                    uint l_1967_ = (l_1965_ & 2139095040u);
                                                                                    bool l_1968_ = (l_1967_ == 0u);
                                                                                    if (l_1968_) {
                                                                                        uint l_1969_ = (l_1965_ & 8388607u);
                                                                                        double l_1970_ = double(l_1969_);
                                                                                        double l_1971_ = (l_1970_ * 1.401298464324817e-45L);
                                                                                        l_mut_1319_ = l_1971_;
                                                                                        uint l_1972_ = (l_1965_ >> 31u);
                                                                                        bool l_1973_ = (l_1972_ == 1u);
                                                                                        if (l_1973_) {
                                                                                            double _e4087 = l_mut_1319_;
                                                                                            double l_1974_ = -(_e4087);
                                                                                            l_mut_1319_ = l_1974_;
                                                                                        }
                                                                                    }
                                                                                    double _e4089 = l_mut_1319_;
                                                                                    bool l_1975_ = (_e4089 <= l_1922_);
                                                                                    if (l_1975_) {
                                                                                        uint l_1976_ = asuint(l_1928_);
                                                                                        uint l_1977_ = (l_1976_ + 1u);
                                                                                        l_mut_199_ = l_1977_;
                                                                                        uint l_1978_ = (l_1976_ & 2147483647u);
                                                                                        bool l_1979_ = (l_1978_ == 0u);
                                                                                        if (l_1979_) {
                                                                                            l_mut_199_ = 1u;
                                                                                        } else {
                                                                                            uint l_1980_ = (l_1976_ & 2147483648u);
                                                                                            bool l_1981_ = (l_1980_ != 0u);
                                                                                            if (l_1981_) {
                                                                                                uint l_1982_ = (l_1976_ - 1u);
                                                                                                l_mut_199_ = l_1982_;
                                                                                            } else {
                                                                                                bool l_1983_ = (l_1976_ == 2139095040u);
                                                                                                if (l_1983_) {
                                                                                                    l_mut_199_ = l_1976_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e4107 = l_mut_199_;
                                                                                        float l_1984_ = asfloat(_e4107);
                                                                                        uint l_1985_ = asuint(l_1984_);
                                                                                        double l_1986_ = double(l_1984_);
                                                                                        l_mut_1319_ = l_1986_;
                                                                                        uint l_1987_ = (l_1985_ & 2139095040u);
                                                                                        bool l_1988_ = (l_1987_ == 0u);
                                                                                        if (l_1988_) {
                                                                                            uint l_1989_ = (l_1985_ & 8388607u);
                                                                                            double l_1990_ = double(l_1989_);
                                                                                            double l_1991_ = (l_1990_ * 1.401298464324817e-45L);
                                                                                            l_mut_1319_ = l_1991_;
                                                                                            uint l_1992_ = (l_1985_ >> 31u);
                                                                                            bool l_1993_ = (l_1992_ == 1u);
                                                                                            if (l_1993_) {
                                                                                                double _e4124 = l_mut_1319_;
                                                                                                double l_1994_ = -(_e4124);
                                                                                                l_mut_1319_ = l_1994_;
                                                                                            }
                                                                                        }
                                                                                        double _e4126 = l_mut_1319_;
                                                                                        l_mut_1874_ = _e4126;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e4127 = l_mut_1874_;
                                                                            l_mut_1645_ = _e4127;
                                                                        }
                                                                        double _e4128 = l_mut_48_;
                                                                        double l_1995_ = (_e4128 + l_171_);
                                                                        double l_1996_ = abs(l_1995_);
                                                                        double l_1997_ = (l_1996_ * 2.220446049250313e-16L);
                                                                        double l_1998_ = (l_1309_ + l_1997_);
                                                                        double l_1999_ = (l_1995_ + l_1998_);
                                                                        double l_2000_ = -(l_1999_);
                                                                        double l_2001_ = (l_2000_ * 7.1362384635298e44L);
                                                                        double l_2002_ = floor(l_2001_);
                                                                        double l_2003_ = (l_2002_ * 1.401298464324817e-45L);
                                                                        l_mut_1874_ = l_2003_;
                                                                        double l_2004_ = abs(l_2000_);
                                                                        bool l_2005_ = (l_2004_ >= 1.1754943508222875e-38L);
                                                                        if (l_2005_) {
                                                                            float l_2006_ = float(l_2000_);
                                                                            double l_2007_ = double(l_2006_);
                                                                            l_mut_1874_ = l_2007_;
                                                                            double _e4146 = l_mut_1874_;
                                                                            bool l_2008_ = (_e4146 > l_2000_);
                                                                            if (l_2008_) {
                                                                                uint l_2009_ = asuint(l_2006_);
                                                                                uint l_2010_ = (l_2009_ ^ 2147483648u);
                                                                                float l_2011_ = asfloat(l_2010_);
                                                                                uint l_2012_ = asuint(l_2011_);
                                                                                uint l_2013_ = (l_2012_ + 1u);
                                                                                l_mut_199_ = l_2013_;
                                                                                uint l_2014_ = (l_2012_ & 2147483647u);
                                                                                bool l_2015_ = (l_2014_ == 0u);
                                                                                if (l_2015_) {
                                                                                    l_mut_199_ = 1u;
                                                                                } else {
                                                                                    uint l_2016_ = (l_2012_ & 2147483648u);
                                                                                    bool l_2017_ = (l_2016_ != 0u);
                                                                                    if (l_2017_) {
                                                                                        uint l_2018_ = (l_2012_ - 1u);
                                                                                        l_mut_199_ = l_2018_;
                                                                                    } else {
                                                                                        bool l_2019_ = (l_2012_ == 2139095040u);
                                                                                        if (l_2019_) {
                                                                                            l_mut_199_ = l_2012_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e4168 = l_mut_199_;
                                                                                float l_2020_ = asfloat(_e4168);
                                                                                uint l_2021_ = asuint(l_2020_);
                                                                                uint l_2022_ = (l_2021_ ^ 2147483648u);
                                                                                float l_2023_ = asfloat(l_2022_);
                                                                                uint l_2024_ = asuint(l_2023_);
                                                                                double l_2025_ = double(l_2023_);
                                                                                l_mut_1319_ = l_2025_;
                                                                                uint l_2026_ = (l_2024_ & 2139095040u);
                                                                                bool l_2027_ = (l_2026_ == 0u);
                                                                                if (l_2027_) {
                                                                                    uint l_2028_ = (l_2024_ & 8388607u);
                                                                                    double l_2029_ = double(l_2028_);
                                                                                    double l_2030_ = (l_2029_ * 1.401298464324817e-45L);
                                                                                    l_mut_1319_ = l_2030_;
                                                                                    uint l_2031_ = (l_2024_ >> 31u);
                                                                                    bool l_2032_ = (l_2031_ == 1u);
                                                                                    if (l_2032_) {
                                                                                        double _e4189 = l_mut_1319_;
                                                                                        double l_2033_ = -(_e4189);
                                                                                        l_mut_1319_ = l_2033_;
                                                                                    }
                                                                                }
                                                                                double _e4191 = l_mut_1319_;
                                                                                l_mut_1874_ = _e4191;
                                                                            } else {
                                                                                uint l_2034_ = asuint(l_2006_);
                                                                                uint l_2035_ = (l_2034_ + 1u);
                                                                                l_mut_199_ = l_2035_;
                                                                                uint l_2036_ = (l_2034_ & 2147483647u);
                                                                                bool l_2037_ = (l_2036_ == 0u);
                                                                                if (l_2037_) {
                                                                                    l_mut_199_ = 1u;
                                                                                } else {
                                                                                    uint l_2038_ = (l_2034_ & 2147483648u);
                                                                                    bool l_2039_ = (l_2038_ != 0u);
                                                                                    if (l_2039_) {
                                                                                        uint l_2040_ = (l_2034_ - 1u);
                                                                                        l_mut_199_ = l_2040_;
                                                                                    } else {
                                                                                        bool l_2041_ = (l_2034_ == 2139095040u);
                                                                                        if (l_2041_) {
                                                                                            l_mut_199_ = l_2034_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e4208 = l_mut_199_;
                                                                                float l_2042_ = asfloat(_e4208);
                                                                                uint l_2043_ = asuint(l_2042_);
                                                                                double l_2044_ = double(l_2042_);
                                                                                l_mut_1319_ = l_2044_;
                                                                                uint l_2045_ = (l_2043_ & 2139095040u);
                                                                                bool l_2046_ = (l_2045_ == 0u);
                                                                                if (l_2046_) {
                                                                                    uint l_2047_ = (l_2043_ & 8388607u);
                                                                                    double l_2048_ = double(l_2047_);
                                                                                    double l_2049_ = (l_2048_ * 1.401298464324817e-45L);
                                                                                    l_mut_1319_ = l_2049_;
                                                                                    uint l_2050_ = (l_2043_ >> 31u);
                                                                                    bool l_2051_ = (l_2050_ == 1u);
                                                                                    if (l_2051_) {
                                                                                        double _e4225 = l_mut_1319_;
                                                                                        double l_2052_ = -(_e4225);
                                                                                        l_mut_1319_ = l_2052_;
                                                                                    }
                                                                                }
                                                                                double _e4227 = l_mut_1319_;
                                                                                bool l_2053_ = (_e4227 <= l_2000_);
                                                                                if (l_2053_) {
                                                                                    uint l_2054_ = asuint(l_2006_);
                                                                                    uint l_2055_ = (l_2054_ + 1u);
                                                                                    l_mut_199_ = l_2055_;
                                                                                    uint l_2056_ = (l_2054_ & 2147483647u);
                                                                                    bool l_2057_ = (l_2056_ == 0u);
                                                                                    if (l_2057_) {
                                                                                        l_mut_199_ = 1u;
                                                                                    } else {
                                                                                        uint l_2058_ = (l_2054_ & 2147483648u);
                                                                                        bool l_2059_ = (l_2058_ != 0u);
                                                                                        if (l_2059_) {
                                                                                            uint l_2060_ = (l_2054_ - 1u);
                                                                                            l_mut_199_ = l_2060_;
                                                                                        } else {
                                                                                            bool l_2061_ = (l_2054_ == 2139095040u);
                                                                                            if (l_2061_) {
                                                                                                l_mut_199_ = l_2054_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4245 = l_mut_199_;
                                                                                    float l_2062_ = asfloat(_e4245);
                                                                                    uint l_2063_ = asuint(l_2062_);
                                                                                    double l_2064_ = double(l_2062_);
                                                                                    l_mut_1319_ = l_2064_;
                                                                                    uint l_2065_ = (l_2063_ & 2139095040u);
                                                                                    bool l_2066_ = (l_2065_ == 0u);
                                                                                    if (l_2066_) {
                                                                                        uint l_2067_ = (l_2063_ & 8388607u);
                                                                                        double l_2068_ = double(l_2067_);
                                                                                        double l_2069_ = (l_2068_ * 1.401298464324817e-45L);
                                                                                        l_mut_1319_ = l_2069_;
                                                                                        uint l_2070_ = (l_2063_ >> 31u);
                                                                                        bool l_2071_ = (l_2070_ == 1u);
                                                                                        if (l_2071_) {
                                                                                            double _e4262 = l_mut_1319_;
                                                                                            double l_2072_ = -(_e4262);
                                                                                            l_mut_1319_ = l_2072_;
                                                                                        }
                                                                                    }
                                                                                    double _e4264 = l_mut_1319_;
                                                                                    l_mut_1874_ = _e4264;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e4265 = l_mut_1874_;
                                                                        double l_2073_ = -(_e4265);
                                                                        l_mut_1874_ = l_2073_;
                                                                        if (false) {
                                                                            local_79 = true;
                                                                        } else {
                                                                            local_79 = false;
                                                                        }
                                                                        bool l_2074_ = local_79;
                                                                        if (l_2074_) {
                                                                            double l_2075_ = (l_1995_ + l_1998_);
                                                                            double l_2076_ = (l_2075_ * 7.1362384635298e44L);
                                                                            double l_2077_ = floor(l_2076_);
                                                                            double l_2078_ = (l_2077_ * 1.401298464324817e-45L);
                                                                            l_mut_1319_ = l_2078_;
                                                                            double l_2079_ = abs(l_2075_);
                                                                            bool l_2080_ = (l_2079_ >= 1.1754943508222875e-38L);
                                                                            if (l_2080_) {
                                                                                float l_2081_ = float(l_2075_);
                                                                                double l_2082_ = double(l_2081_);
                                                                                l_mut_1319_ = l_2082_;
                                                                                double _e4284 = l_mut_1319_;
                                                                                bool l_2083_ = (_e4284 > l_2075_);
                                                                                if (l_2083_) {
                                                                                    uint l_2084_ = asuint(l_2081_);
                                                                                    uint l_2085_ = (l_2084_ ^ 2147483648u);
                                                                                    float l_2086_ = asfloat(l_2085_);
                                                                                    uint l_2087_ = asuint(l_2086_);
                                                                                    uint l_2088_ = (l_2087_ + 1u);
                                                                                    l_mut_199_ = l_2088_;
                                                                                    uint l_2089_ = (l_2087_ & 2147483647u);
                                                                                    bool l_2090_ = (l_2089_ == 0u);
                                                                                    if (l_2090_) {
                                                                                        l_mut_199_ = 1u;
                                                                                    } else {
                                                                                        uint l_2091_ = (l_2087_ & 2147483648u);
                                                                                        bool l_2092_ = (l_2091_ != 0u);
                                                                                        if (l_2092_) {
                                                                                            uint l_2093_ = (l_2087_ - 1u);
                                                                                            l_mut_199_ = l_2093_;
                                                                                        } else {
                                                                                            bool l_2094_ = (l_2087_ == 2139095040u);
                                                                                            if (l_2094_) {
                                                                                                l_mut_199_ = l_2087_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4306 = l_mut_199_;
                                                                                    float l_2095_ = asfloat(_e4306);
                                                                                    uint l_2096_ = asuint(l_2095_);
                                                                                    uint l_2097_ = (l_2096_ ^ 2147483648u);
                                                                                    float l_2098_ = asfloat(l_2097_);
                                                                                    uint l_2099_ = asuint(l_2098_);
                                                                                    double l_2100_ = double(l_2098_);
                                                                                    l_mut_2101_ = l_2100_;
                                                                                    uint l_2102_ = (l_2099_ & 2139095040u);
                                                                                    bool l_2103_ = (l_2102_ == 0u);
                                                                                    if (l_2103_) {
                                                                                        uint l_2104_ = (l_2099_ & 8388607u);
                                                                                        double l_2105_ = double(l_2104_);
                                                                                        double l_2106_ = (l_2105_ * 1.401298464324817e-45L);
                                                                                        l_mut_2101_ = l_2106_;
                                                                                        uint l_2107_ = (l_2099_ >> 31u);
                                                                                        bool l_2108_ = (l_2107_ == 1u);
                                                                                        if (l_2108_) {
                                                                                            double _e4327 = l_mut_2101_;
                                                                                            double l_2109_ = -(_e4327);
                                                                                            l_mut_2101_ = l_2109_;
                                                                                        }
                                                                                    }
                                                                                    double _e4329 = l_mut_2101_;
                                                                                    l_mut_1319_ = _e4329;
                                                                                } else {
                                                                                    uint l_2110_ = asuint(l_2081_);
                                                                                    uint l_2111_ = (l_2110_ + 1u);
                                                                                    l_mut_199_ = l_2111_;
                                                                                    uint l_2112_ = (l_2110_ & 2147483647u);
                                                                                    bool l_2113_ = (l_2112_ == 0u);
                                                                                    if (l_2113_) {
                                                                                        l_mut_199_ = 1u;
                                                                                    } else {
                                                                                        uint l_2114_ = (l_2110_ & 2147483648u);
                                                                                        bool l_2115_ = (l_2114_ != 0u);
                                                                                        if (l_2115_) {
                                                                                            uint l_2116_ = (l_2110_ - 1u);
                                                                                            l_mut_199_ = l_2116_;
                                                                                        } else {
                                                                                            bool l_2117_ = (l_2110_ == 2139095040u);
                                                                                            if (l_2117_) {
                                                                                                l_mut_199_ = l_2110_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4346 = l_mut_199_;
                                                                                    float l_2118_ = asfloat(_e4346);
                                                                                    uint l_2119_ = asuint(l_2118_);
                                                                                    double l_2120_ = double(l_2118_);
                                                                                    l_mut_2101_ = l_2120_;
                                                                                    uint l_2121_ = (l_2119_ & 2139095040u);
                                                                                    bool l_2122_ = (l_2121_ == 0u);
                                                                                    if (l_2122_) {
                                                                                        uint l_2123_ = (l_2119_ & 8388607u);
                                                                                        double l_2124_ = double(l_2123_);
                                                                                        double l_2125_ = (l_2124_ * 1.401298464324817e-45L);
                                                                                        l_mut_2101_ = l_2125_;
                                                                                        uint l_2126_ = (l_2119_ >> 31u);
                                                                                        bool l_2127_ = (l_2126_ == 1u);
                                                                                        if (l_2127_) {
                                                                                            double _e4363 = l_mut_2101_;
                                                                                            double l_2128_ = -(_e4363);
                                                                                            l_mut_2101_ = l_2128_;
                                                                                        }
                                                                                    }
                                                                                    double _e4365 = l_mut_2101_;
                                                                                    bool l_2129_ = (_e4365 <= l_2075_);
                                                                                    if (l_2129_) {
                                                                                        uint l_2130_ = asuint(l_2081_);
                                                                                        uint l_2131_ = (l_2130_ + 1u);
                                                                                        l_mut_199_ = l_2131_;
                                                                                        uint l_2132_ = (l_2130_ & 2147483647u);
                                                                                        bool l_2133_ = (l_2132_ == 0u);
                                                                                        if (l_2133_) {
                                                                                            l_mut_199_ = 1u;
                                                                                        } else {
                                                                                            uint l_2134_ = (l_2130_ & 2147483648u);
                                                                                            bool l_2135_ = (l_2134_ != 0u);
                                                                                            if (l_2135_) {
                                                                                                uint l_2136_ = (l_2130_ - 1u);
                                                                                                l_mut_199_ = l_2136_;
                                                                                            } else {
                                                                                                bool l_2137_ = (l_2130_ == 2139095040u);
                                                                                                if (l_2137_) {
                                                                                                    l_mut_199_ = l_2130_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e4383 = l_mut_199_;
                                                                                        float l_2138_ = asfloat(_e4383);
                                                                                        uint l_2139_ = asuint(l_2138_);
                                                                                        double l_2140_ = double(l_2138_);
                                                                                        l_mut_2101_ = l_2140_;
                                                                                        uint l_2141_ = (l_2139_ & 2139095040u);
                                                                                        bool l_2142_ = (l_2141_ == 0u);
                                                                                        if (l_2142_) {
                                                                                            uint l_2143_ = (l_2139_ & 8388607u);
                                                                                            double l_2144_ = double(l_2143_);
                                                                                            double l_2145_ = (l_2144_ * 1.401298464324817e-45L);
                                                                                            l_mut_2101_ = l_2145_;
                                                                                            uint l_2146_ = (l_2139_ >> 31u);
                                                                                            bool l_2147_ = (l_2146_ == 1u);
                                                                                            if (l_2147_) {
                                                                                                double _e4400 = l_mut_2101_;
                                                                                                double l_2148_ = -(_e4400);
                                                                                                l_mut_2101_ = l_2148_;
                                                                                            }
                                                                                        }
                                                                                        double _e4402 = l_mut_2101_;
                                                                                        l_mut_1319_ = _e4402;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e4403 = l_mut_1319_;
                                                                            l_mut_1874_ = _e4403;
                                                                        } else {
                                                                            double l_2149_ = (l_1995_ - l_1998_);
                                                                            double l_2150_ = -(l_2149_);
                                                                            double l_2151_ = (l_2150_ * 7.1362384635298e44L);
                                                                            double l_2152_ = floor(l_2151_);
                                                                            double l_2153_ = (l_2152_ * 1.401298464324817e-45L);
                                                                            l_mut_2101_ = l_2153_;
                                                                            double l_2154_ = abs(l_2150_);
                                                                            bool l_2155_ = (l_2154_ >= 1.1754943508222875e-38L);
                                                                            if (l_2155_) {
                                                                                float l_2156_ = float(l_2150_);
                                                                                double l_2157_ = double(l_2156_);
                                                                                l_mut_2101_ = l_2157_;
                                                                                double _e4416 = l_mut_2101_;
                                                                                bool l_2158_ = (_e4416 > l_2150_);
                                                                                if (l_2158_) {
                                                                                    uint l_2159_ = asuint(l_2156_);
                                                                                    uint l_2160_ = (l_2159_ ^ 2147483648u);
                                                                                    float l_2161_ = asfloat(l_2160_);
                                                                                    uint l_2162_ = asuint(l_2161_);
                                                                                    uint l_2163_ = (l_2162_ + 1u);
                                                                                    l_mut_199_ = l_2163_;
                                                                                    uint l_2164_ = (l_2162_ & 2147483647u);
                                                                                    bool l_2165_ = (l_2164_ == 0u);
                                                                                    if (l_2165_) {
                                                                                        l_mut_199_ = 1u;
                                                                                    } else {
                                                                                        uint l_2166_ = (l_2162_ & 2147483648u);
                                                                                        bool l_2167_ = (l_2166_ != 0u);
                                                                                        if (l_2167_) {
                                                                                            uint l_2168_ = (l_2162_ - 1u);
                                                                                            l_mut_199_ = l_2168_;
                                                                                        } else {
                                                                                            bool l_2169_ = (l_2162_ == 2139095040u);
                                                                                            if (l_2169_) {
                                                                                                l_mut_199_ = l_2162_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4438 = l_mut_199_;
                                                                                    float l_2170_ = asfloat(_e4438);
                                                                                    uint l_2171_ = asuint(l_2170_);
                                                                                    uint l_2172_ = (l_2171_ ^ 2147483648u);
                                                                                    float l_2173_ = asfloat(l_2172_);
                                                                                    uint l_2174_ = asuint(l_2173_);
                                                                                    double l_2175_ = double(l_2173_);
                                                                                    l_mut_1319_ = l_2175_;
                                                                                    uint l_2176_ = (l_2174_ & 2139095040u);
                                                                                    bool l_2177_ = (l_2176_ == 0u);
                                                                                    if (l_2177_) {
                                                                                        uint l_2178_ = (l_2174_ & 8388607u);
                                                                                        double l_2179_ = double(l_2178_);
                                                                                        double l_2180_ = (l_2179_ * 1.401298464324817e-45L);
                                                                                        l_mut_1319_ = l_2180_;
                                                                                        uint l_2181_ = (l_2174_ >> 31u);
                                                                                        bool l_2182_ = (l_2181_ == 1u);
                                                                                        if (l_2182_) {
                                                                                            double _e4459 = l_mut_1319_;
                                                                                            double l_2183_ = -(_e4459);
                                                                                            l_mut_1319_ = l_2183_;
                                                                                        }
                                                                                    }
                                                                                    double _e4461 = l_mut_1319_;
                                                                                    l_mut_2101_ = _e4461;
                                                                                } else {
                                                                                    uint l_2184_ = asuint(l_2156_);
                                                                                    uint l_2185_ = (l_2184_ + 1u);
                                                                                    l_mut_199_ = l_2185_;
                                                                                    uint l_2186_ = (l_2184_ & 2147483647u);
                                                                                    bool l_2187_ = (l_2186_ == 0u);
                                                                                    if (l_2187_) {
                                                                                        l_mut_199_ = 1u;
                                                                                    } else {
                                                                                        uint l_2188_ = (l_2184_ & 2147483648u);
                                                                                        bool l_2189_ = (l_2188_ != 0u);
                                                                                        if (l_2189_) {
                                                                                            uint l_2190_ = (l_2184_ - 1u);
                                                                                            l_mut_199_ = l_2190_;
                                                                                        } else {
                                                                                            bool l_2191_ = (l_2184_ == 2139095040u);
                                                                                            if (l_2191_) {
                                                                                                l_mut_199_ = l_2184_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4478 = l_mut_199_;
                                                                                    float l_2192_ = asfloat(_e4478);
                                                                                    uint l_2193_ = asuint(l_2192_);
                                                                                    double l_2194_ = double(l_2192_);
                                                                                    l_mut_1319_ = l_2194_;
                                                                                    uint l_2195_ = (l_2193_ & 2139095040u);
                                                                                    bool l_2196_ = (l_2195_ == 0u);
                                                                                    if (l_2196_) {
                                                                                        uint l_2197_ = (l_2193_ & 8388607u);
                                                                                        double l_2198_ = double(l_2197_);
                                                                                        double l_2199_ = (l_2198_ * 1.401298464324817e-45L);
                                                                                        l_mut_1319_ = l_2199_;
                                                                                        uint l_2200_ = (l_2193_ >> 31u);
                                                                                        bool l_2201_ = (l_2200_ == 1u);
                                                                                        if (l_2201_) {
                                                                                            double _e4495 = l_mut_1319_;
                                                                                            double l_2202_ = -(_e4495);
                                                                                            l_mut_1319_ = l_2202_;
                                                                                        }
                                                                                    }
                                                                                    double _e4497 = l_mut_1319_;
                                                                                    bool l_2203_ = (_e4497 <= l_2150_);
                                                                                    if (l_2203_) {
                                                                                        uint l_2204_ = asuint(l_2156_);
                                                                                        uint l_2205_ = (l_2204_ + 1u);
                                                                                        l_mut_199_ = l_2205_;
                                                                                        uint l_2206_ = (l_2204_ & 2147483647u);
                                                                                        bool l_2207_ = (l_2206_ == 0u);
                                                                                        if (l_2207_) {
                                                                                            l_mut_199_ = 1u;
                                                                                        } else {
                                                                                            uint l_2208_ = (l_2204_ & 2147483648u);
                                                                                            bool l_2209_ = (l_2208_ != 0u);
                                                                                            if (l_2209_) {
                                                                                                uint l_2210_ = (l_2204_ - 1u);
                                                                                                l_mut_199_ = l_2210_;
                                                                                            } else {
                                                                                                bool l_2211_ = (l_2204_ == 2139095040u);
                                                                                                if (l_2211_) {
                                                                                                    l_mut_199_ = l_2204_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e4515 = l_mut_199_;
                                                                                        float l_2212_ = asfloat(_e4515);
                                                                                        uint l_2213_ = asuint(l_2212_);
                                                                                        double l_2214_ = double(l_2212_);
                                                                                        l_mut_1319_ = l_2214_;
                                                                                        uint l_2215_ = (l_2213_ & 2139095040u);
                                                                                        bool l_2216_ = (l_2215_ == 0u);
                                                                                        if (l_2216_) {
                                                                                            uint l_2217_ = (l_2213_ & 8388607u);
                                                                                            double l_2218_ = double(l_2217_);
                                                                                            double l_2219_ = (l_2218_ * 1.401298464324817e-45L);
                                                                                            l_mut_1319_ = l_2219_;
                                                                                            uint l_2220_ = (l_2213_ >> 31u);
                                                                                            bool l_2221_ = (l_2220_ == 1u);
                                                                                            if (l_2221_) {
                                                                                                double _e4532 = l_mut_1319_;
                                                                                                double l_2222_ = -(_e4532);
                                                                                                l_mut_1319_ = l_2222_;
                                                                                            }
                                                                                        }
                                                                                        double _e4534 = l_mut_1319_;
                                                                                        l_mut_2101_ = _e4534;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e4535 = l_mut_2101_;
                                                                            double l_2223_ = -(_e4535);
                                                                            l_mut_1874_ = l_2223_;
                                                                        }
                                                                        l_mut_199_ = 0u;
                                                                        double _e4538 = l_mut_1645_;
                                                                        bool l_2224_ = (_e4538 <= 0.0L);
                                                                        double _e4541 = l_mut_1874_;
                                                                        bool l_2225_ = (_e4541 >= 0.0L);
                                                                        if (l_2224_) {
                                                                            local_80 = l_2225_;
                                                                        } else {
                                                                            local_80 = false;
                                                                        }
                                                                        bool l_2226_ = local_80;
                                                                        bool l_2227_ = !(l_2226_);
                                                                        if (l_2227_) {
                                                                            double _e4549 = l_mut_1342_;
                                                                            double _e4550 = l_mut_1645_;
                                                                            double l_2229_ = (_e4549 / _e4550);
                                                                            double _e4552 = l_mut_1342_;
                                                                            double _e4553 = l_mut_1874_;
                                                                            double l_2230_ = (_e4552 / _e4553);
                                                                            double _e4555 = l_mut_1418_;
                                                                            double _e4556 = l_mut_1645_;
                                                                            double l_2231_ = (_e4555 / _e4556);
                                                                            double _e4558 = l_mut_1418_;
                                                                            double _e4559 = l_mut_1874_;
                                                                            double l_2232_ = (_e4558 / _e4559);
                                                                            a_2228_[0] = l_2229_;
                                                                            a_2228_[1] = l_2229_;
                                                                            double l_2233_ = a_2228_[0];
                                                                            bool l_2234_ = (l_2230_ < l_2233_);
                                                                            if (l_2234_) {
                                                                                a_2228_[0] = l_2230_;
                                                                            }
                                                                            double l_2235_ = a_2228_[0];
                                                                            bool l_2236_ = (l_2231_ < l_2235_);
                                                                            if (l_2236_) {
                                                                                a_2228_[0] = l_2231_;
                                                                            }
                                                                            double l_2237_ = a_2228_[0];
                                                                            bool l_2238_ = (l_2232_ < l_2237_);
                                                                            if (l_2238_) {
                                                                                a_2228_[0] = l_2232_;
                                                                            }
                                                                            double l_2239_ = a_2228_[1];
                                                                            bool l_2240_ = (l_2230_ > l_2239_);
                                                                            if (l_2240_) {
                                                                                a_2228_[1] = l_2230_;
                                                                            }
                                                                            double l_2241_ = a_2228_[1];
                                                                            bool l_2242_ = (l_2231_ > l_2241_);
                                                                            if (l_2242_) {
                                                                                a_2228_[1] = l_2231_;
                                                                            }
                                                                            double l_2243_ = a_2228_[1];
                                                                            bool l_2244_ = (l_2232_ > l_2243_);
                                                                            if (l_2244_) {
                                                                                a_2228_[1] = l_2232_;
                                                                            }
                                                                            double l_2245_ = a_2228_[0];
                                                                            double l_2246_ = abs(l_2245_);
                                                                            double _e4590 = l_mut_26_;
                                                                            double l_2247_ = (l_2246_ * _e4590);
                                                                            double l_2248_ = a_2228_[1];
                                                                            double l_2249_ = abs(l_2248_);
                                                                            double _e4595 = l_mut_26_;
                                                                            double l_2250_ = (l_2249_ * _e4595);
                                                                            l_mut_199_ = 2u;
                                                                            double l_2251_ = a_2228_[0];
                                                                            double l_2252_ = (l_2251_ - l_2247_);
                                                                            double l_2253_ = abs(l_2252_);
                                                                            l_mut_2101_ = 1.401298464324817e-45L;
                                                                            bool l_2254_ = (l_2253_ >= 1.1754943508222875e-38L);
                                                                            bool l_2255_ = (l_2253_ <= 1.7976931348623157e308L);
                                                                            if (l_2254_) {
                                                                                local_81 = l_2255_;
                                                                            } else {
                                                                                local_81 = false;
                                                                            }
                                                                            bool l_2256_ = local_81;
                                                                            if (l_2256_) {
                                                                                uint64_t l_2257_ = l_2253_;
                                                                                uint64_t l_2258_ = (l_2257_ >> uint(52uL));
                                                                                uint64_t l_2259_ = (l_2258_ - 23uL);
                                                                                uint64_t l_2260_ = (l_2259_ << uint(52uL));
                                                                                double l_2261_ = l_2260_;
                                                                                l_mut_2101_ = l_2261_;
                                                                            }
                                                                            double l_2262_ = (l_2251_ + l_2247_);
                                                                            double l_2263_ = abs(l_2262_);
                                                                            l_mut_1874_ = 1.401298464324817e-45L;
                                                                            bool l_2264_ = (l_2263_ >= 1.1754943508222875e-38L);
                                                                            bool l_2265_ = (l_2263_ <= 1.7976931348623157e308L);
                                                                            if (l_2264_) {
                                                                                local_82 = l_2265_;
                                                                            } else {
                                                                                local_82 = false;
                                                                            }
                                                                            bool l_2266_ = local_82;
                                                                            if (l_2266_) {
                                                                                uint64_t l_2267_ = l_2263_;
                                                                                uint64_t l_2268_ = (l_2267_ >> uint(52uL));
                                                                                uint64_t l_2269_ = (l_2268_ - 23uL);
                                                                                uint64_t l_2270_ = (l_2269_ << uint(52uL));
                                                                                double l_2271_ = l_2270_;
                                                                                l_mut_1874_ = l_2271_;
                                                                            }
                                                                            double _e4646 = l_mut_2101_;
                                                                            double _e4647 = l_mut_1874_;
                                                                            bool l_2272_ = (_e4646 == _e4647);
                                                                            double l_2273_ = a_2228_[1];
                                                                            double l_2274_ = (l_2273_ - l_2250_);
                                                                            double l_2275_ = abs(l_2274_);
                                                                            l_mut_2101_ = 1.401298464324817e-45L;
                                                                            bool l_2276_ = (l_2275_ >= 1.1754943508222875e-38L);
                                                                            bool l_2277_ = (l_2275_ <= 1.7976931348623157e308L);
                                                                            if (l_2276_) {
                                                                                local_83 = l_2277_;
                                                                            } else {
                                                                                local_83 = false;
                                                                            }
                                                                            bool l_2278_ = local_83;
                                                                            if (l_2278_) {
                                                                                uint64_t l_2279_ = l_2275_;
                                                                                uint64_t l_2280_ = (l_2279_ >> uint(52uL));
                                                                                uint64_t l_2281_ = (l_2280_ - 23uL);
                                                                                uint64_t l_2282_ = (l_2281_ << uint(52uL));
                                                                                double l_2283_ = l_2282_;
                                                                                l_mut_2101_ = l_2283_;
                                                                            }
                                                                            double l_2284_ = (l_2273_ + l_2250_);
                                                                            double l_2285_ = abs(l_2284_);
                                                                            l_mut_1874_ = 1.401298464324817e-45L;
                                                                            bool l_2286_ = (l_2285_ >= 1.1754943508222875e-38L);
                                                                            bool l_2287_ = (l_2285_ <= 1.7976931348623157e308L);
                                                                            if (l_2286_) {
                                                                                local_84 = l_2287_;
                                                                            } else {
                                                                                local_84 = false;
                                                                            }
                                                                            bool l_2288_ = local_84;
                                                                            if (l_2288_) {
                                                                                uint64_t l_2289_ = l_2285_;
                                                                                uint64_t l_2290_ = (l_2289_ >> uint(52uL));
                                                                                uint64_t l_2291_ = (l_2290_ - 23uL);
                                                                                uint64_t l_2292_ = (l_2291_ << uint(52uL));
                                                                                double l_2293_ = l_2292_;
                                                                                l_mut_1874_ = l_2293_;
                                                                            }
                                                                            double _e4697 = l_mut_2101_;
                                                                            double _e4698 = l_mut_1874_;
                                                                            bool l_2294_ = (_e4697 == _e4698);
                                                                            if (l_2272_) {
                                                                                local_85 = l_2294_;
                                                                            } else {
                                                                                local_85 = false;
                                                                            }
                                                                            bool l_2295_ = local_85;
                                                                            if (l_2295_) {
                                                                                double l_2296_ = a_2228_[0];
                                                                                double l_2297_ = a_2228_[0];
                                                                                double l_2298_ = abs(l_2297_);
                                                                                l_mut_2101_ = 1.401298464324817e-45L;
                                                                                bool l_2299_ = (l_2298_ >= 1.1754943508222875e-38L);
                                                                                bool l_2300_ = (l_2298_ <= 1.7976931348623157e308L);
                                                                                if (l_2299_) {
                                                                                    local_86 = l_2300_;
                                                                                } else {
                                                                                    local_86 = false;
                                                                                }
                                                                                bool l_2301_ = local_86;
                                                                                if (l_2301_) {
                                                                                    uint64_t l_2302_ = l_2298_;
                                                                                    uint64_t l_2303_ = (l_2302_ >> uint(52uL));
                                                                                    uint64_t l_2304_ = (l_2303_ - 23uL);
                                                                                    uint64_t l_2305_ = (l_2304_ << uint(52uL));
                                                                                    double l_2306_ = l_2305_;
                                                                                    l_mut_2101_ = l_2306_;
                                                                                }
                                                                                double _e4730 = l_mut_2101_;
                                                                                double l_2307_ = (l_174_ * _e4730);
                                                                                double l_2308_ = (l_2296_ - l_2307_);
                                                                                double l_2309_ = a_2228_[1];
                                                                                double l_2310_ = a_2228_[1];
                                                                                double l_2311_ = abs(l_2310_);
                                                                                l_mut_2101_ = 1.401298464324817e-45L;
                                                                                bool l_2312_ = (l_2311_ >= 1.1754943508222875e-38L);
                                                                                bool l_2313_ = (l_2311_ <= 1.7976931348623157e308L);
                                                                                if (l_2312_) {
                                                                                    local_87 = l_2313_;
                                                                                } else {
                                                                                    local_87 = false;
                                                                                }
                                                                                bool l_2314_ = local_87;
                                                                                if (l_2314_) {
                                                                                    uint64_t l_2315_ = l_2311_;
                                                                                    uint64_t l_2316_ = (l_2315_ >> uint(52uL));
                                                                                    uint64_t l_2317_ = (l_2316_ - 23uL);
                                                                                    uint64_t l_2318_ = (l_2317_ << uint(52uL));
                                                                                    double l_2319_ = l_2318_;
                                                                                    l_mut_2101_ = l_2319_;
                                                                                }
                                                                                double _e4759 = l_mut_2101_;
                                                                                double l_2320_ = (l_174_ * _e4759);
                                                                                double l_2321_ = (l_2309_ + l_2320_);
                                                                                float _e4762 = l_mut_22_;
                                                                                uint l_2322_ = asuint(_e4762);
                                                                                float _e4764 = l_mut_22_;
                                                                                double l_2323_ = double(_e4764);
                                                                                l_mut_2101_ = l_2323_;
                                                                                uint l_2324_ = (l_2322_ & 2139095040u);
                                                                                bool l_2325_ = (l_2324_ == 0u);
                                                                                if (l_2325_) {
                                                                                    uint l_2326_ = (l_2322_ & 8388607u);
                                                                                    double l_2327_ = double(l_2326_);
                                                                                    double l_2328_ = (l_2327_ * 1.401298464324817e-45L);
                                                                                    l_mut_2101_ = l_2328_;
                                                                                    uint l_2329_ = (l_2322_ >> 31u);
                                                                                    bool l_2330_ = (l_2329_ == 1u);
                                                                                    if (l_2330_) {
                                                                                        double _e4779 = l_mut_2101_;
                                                                                        double l_2331_ = -(_e4779);
                                                                                        l_mut_2101_ = l_2331_;
                                                                                    }
                                                                                }
                                                                                float _e4781 = l_mut_22_;
                                                                                uint l_2332_ = asuint(_e4781);
                                                                                uint l_2333_ = (l_2332_ + 1u);
                                                                                l_mut_2334_ = l_2333_;
                                                                                uint l_2335_ = (l_2332_ & 2147483647u);
                                                                                bool l_2336_ = (l_2335_ == 0u);
                                                                                if (l_2336_) {
                                                                                    l_mut_2334_ = 1u;
                                                                                } else {
                                                                                    uint l_2337_ = (l_2332_ & 2147483648u);
                                                                                    bool l_2338_ = (l_2337_ != 0u);
                                                                                    if (l_2338_) {
                                                                                        uint l_2339_ = (l_2332_ - 1u);
                                                                                        l_mut_2334_ = l_2339_;
                                                                                    } else {
                                                                                        bool l_2340_ = (l_2332_ == 2139095040u);
                                                                                        if (l_2340_) {
                                                                                            l_mut_2334_ = l_2332_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e4798 = l_mut_2334_;
                                                                                float l_2341_ = asfloat(_e4798);
                                                                                uint l_2342_ = asuint(l_2341_);
                                                                                double l_2343_ = double(l_2341_);
                                                                                l_mut_1874_ = l_2343_;
                                                                                uint l_2344_ = (l_2342_ & 2139095040u);
                                                                                bool l_2345_ = (l_2344_ == 0u);
                                                                                if (l_2345_) {
                                                                                    uint l_2346_ = (l_2342_ & 8388607u);
                                                                                    double l_2347_ = double(l_2346_);
                                                                                    double l_2348_ = (l_2347_ * 1.401298464324817e-45L);
                                                                                    l_mut_1874_ = l_2348_;
                                                                                    uint l_2349_ = (l_2342_ >> 31u);
                                                                                    bool l_2350_ = (l_2349_ == 1u);
                                                                                    if (l_2350_) {
                                                                                        double _e4815 = l_mut_1874_;
                                                                                        double l_2351_ = -(_e4815);
                                                                                        l_mut_1874_ = l_2351_;
                                                                                    }
                                                                                }
                                                                                float _e4817 = l_mut_22_;
                                                                                uint l_2352_ = asuint(_e4817);
                                                                                uint l_2353_ = (l_2352_ ^ 2147483648u);
                                                                                float l_2354_ = asfloat(l_2353_);
                                                                                uint l_2355_ = asuint(l_2354_);
                                                                                uint l_2356_ = (l_2355_ + 1u);
                                                                                l_mut_2334_ = l_2356_;
                                                                                uint l_2357_ = (l_2355_ & 2147483647u);
                                                                                bool l_2358_ = (l_2357_ == 0u);
                                                                                if (l_2358_) {
                                                                                    l_mut_2334_ = 1u;
                                                                                } else {
                                                                                    uint l_2359_ = (l_2355_ & 2147483648u);
                                                                                    bool l_2360_ = (l_2359_ != 0u);
                                                                                    if (l_2360_) {
                                                                                        uint l_2361_ = (l_2355_ - 1u);
                                                                                        l_mut_2334_ = l_2361_;
                                                                                    } else {
                                                                                        bool l_2362_ = (l_2355_ == 2139095040u);
                                                                                        if (l_2362_) {
                                                                                            l_mut_2334_ = l_2355_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e4838 = l_mut_2334_;
                                                                                float l_2363_ = asfloat(_e4838);
                                                                                uint l_2364_ = asuint(l_2363_);
                                                                                uint l_2365_ = (l_2364_ ^ 2147483648u);
                                                                                float l_2366_ = asfloat(l_2365_);
                                                                                uint l_2367_ = asuint(l_2366_);
                                                                                double l_2368_ = double(l_2366_);
                                                                                l_mut_1645_ = l_2368_;
                                                                                uint l_2369_ = (l_2367_ & 2139095040u);
                                                                                bool l_2370_ = (l_2369_ == 0u);
                                                                                if (l_2370_) {
                                                                                    uint l_2371_ = (l_2367_ & 8388607u);
                                                                                    double l_2372_ = double(l_2371_);
                                                                                    double l_2373_ = (l_2372_ * 1.401298464324817e-45L);
                                                                                    l_mut_1645_ = l_2373_;
                                                                                    uint l_2374_ = (l_2367_ >> 31u);
                                                                                    bool l_2375_ = (l_2374_ == 1u);
                                                                                    if (l_2375_) {
                                                                                        double _e4859 = l_mut_1645_;
                                                                                        double l_2376_ = -(_e4859);
                                                                                        l_mut_1645_ = l_2376_;
                                                                                    }
                                                                                }
                                                                                double l_2377_ = (l_2308_ + l_2247_);
                                                                                double _e4862 = l_mut_2101_;
                                                                                bool l_2378_ = (l_2377_ <= _e4862);
                                                                                l_mut_291_ = l_2378_;
                                                                                double l_2379_ = (l_2308_ - l_2247_);
                                                                                double _e4865 = l_mut_2101_;
                                                                                bool l_2380_ = (l_2379_ > _e4865);
                                                                                l_mut_288_ = l_2380_;
                                                                                double l_2381_ = (l_2321_ - l_2250_);
                                                                                double _e4868 = l_mut_2101_;
                                                                                bool l_2382_ = (l_2381_ >= _e4868);
                                                                                l_mut_285_ = l_2382_;
                                                                                double l_2383_ = (l_2321_ + l_2250_);
                                                                                double _e4871 = l_mut_2101_;
                                                                                bool l_2384_ = (l_2383_ < _e4871);
                                                                                l_mut_282_ = l_2384_;
                                                                                double l_2385_ = (l_2308_ + l_2247_);
                                                                                double _e4874 = l_mut_1874_;
                                                                                bool l_2386_ = (l_2385_ < _e4874);
                                                                                l_mut_291_ = l_2386_;
                                                                                double l_2387_ = (l_2308_ - l_2247_);
                                                                                double _e4877 = l_mut_1874_;
                                                                                bool l_2388_ = (l_2387_ >= _e4877);
                                                                                l_mut_288_ = l_2388_;
                                                                                double l_2389_ = (l_2321_ - l_2250_);
                                                                                double _e4880 = l_mut_1645_;
                                                                                bool l_2390_ = (l_2389_ > _e4880);
                                                                                l_mut_285_ = l_2390_;
                                                                                double l_2391_ = (l_2321_ + l_2250_);
                                                                                double _e4883 = l_mut_1645_;
                                                                                bool l_2392_ = (l_2391_ <= _e4883);
                                                                                l_mut_282_ = l_2392_;
                                                                                l_mut_2334_ = 2u;
                                                                                bool _e4886 = l_mut_288_;
                                                                                if (!(_e4886)) {
                                                                                    bool _e4890 = l_mut_282_;
                                                                                    local_88 = _e4890;
                                                                                } else {
                                                                                    local_88 = true;
                                                                                }
                                                                                bool l_2393_ = local_88;
                                                                                if (l_2393_) {
                                                                                    l_mut_2334_ = 1u;
                                                                                } else {
                                                                                    bool _e4894 = l_mut_291_;
                                                                                    if (_e4894) {
                                                                                        bool _e4897 = l_mut_285_;
                                                                                        local_89 = _e4897;
                                                                                    } else {
                                                                                        local_89 = false;
                                                                                    }
                                                                                    bool l_2394_ = local_89;
                                                                                    if (l_2394_) {
                                                                                        l_mut_2334_ = 0u;
                                                                                    }
                                                                                }
                                                                                float _e4901 = l_mut_22_;
                                                                                uint l_2395_ = asuint(_e4901);
                                                                                uint l_2396_ = (l_2395_ & 2147483647u);
                                                                                bool l_2397_ = (l_2396_ == 0u);
                                                                                if (l_2397_) {
                                                                                    double l_2398_ = (l_2308_ + l_2247_);
                                                                                    bool l_2399_ = (l_2398_ < 1.1754943508222875e-38L);
                                                                                    double l_2400_ = (l_2321_ - l_2250_);
                                                                                    bool l_2401_ = (l_2400_ > -1.1754943508222875e-38L);
                                                                                    if (l_2399_) {
                                                                                        local_90 = l_2401_;
                                                                                    } else {
                                                                                        local_90 = false;
                                                                                    }
                                                                                    bool l_2402_ = local_90;
                                                                                    double l_2403_ = (l_2308_ - l_2247_);
                                                                                    bool l_2404_ = (l_2403_ < 1.1754943508222875e-38L);
                                                                                    double l_2405_ = (l_2321_ + l_2250_);
                                                                                    bool l_2406_ = (l_2405_ > -1.1754943508222875e-38L);
                                                                                    if (l_2404_) {
                                                                                        local_91 = l_2406_;
                                                                                    } else {
                                                                                        local_91 = false;
                                                                                    }
                                                                                    bool l_2407_ = local_91;
                                                                                    if (l_2402_) {
                                                                                        l_mut_2334_ = 0u;
                                                                                    } else {
                                                                                        uint _e4928 = l_mut_2334_;
                                                                                        bool l_2408_ = (_e4928 == 1u);
                                                                                        if (l_2407_) {
                                                                                            local_92 = l_2408_;
                                                                                        } else {
                                                                                            local_92 = false;
                                                                                        }
                                                                                        bool l_2409_ = local_92;
                                                                                        if (l_2409_) {
                                                                                            l_mut_2334_ = 2u;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e4936 = l_mut_2334_;
                                                                                l_mut_199_ = _e4936;
                                                                            }
                                                                        }
                                                                        double _e4937 = l_mut_57_;
                                                                        double l_2410_ = (_e4937 - l_171_);
                                                                        double l_2411_ = abs(l_2410_);
                                                                        double l_2412_ = (l_2411_ * 2.220446049250313e-16L);
                                                                        double l_2413_ = (l_1307_ + l_2412_);
                                                                        double l_2414_ = (l_2410_ + l_2413_);
                                                                        double l_2415_ = -(l_2414_);
                                                                        double l_2416_ = (l_2415_ * 7.1362384635298e44L);
                                                                        double l_2417_ = floor(l_2416_);
                                                                        double l_2418_ = (l_2417_ * 1.401298464324817e-45L);
                                                                        l_mut_2101_ = l_2418_;
                                                                        double l_2419_ = abs(l_2415_);
                                                                        bool l_2420_ = (l_2419_ >= 1.1754943508222875e-38L);
                                                                        if (l_2420_) {
                                                                            float l_2421_ = float(l_2415_);
                                                                            double l_2422_ = double(l_2421_);
                                                                            l_mut_2101_ = l_2422_;
                                                                            double _e4955 = l_mut_2101_;
                                                                            bool l_2423_ = (_e4955 > l_2415_);
                                                                            if (l_2423_) {
                                                                                uint l_2424_ = asuint(l_2421_);
                                                                                uint l_2425_ = (l_2424_ ^ 2147483648u);
                                                                                float l_2426_ = asfloat(l_2425_);
                                                                                uint l_2427_ = asuint(l_2426_);
                                                                                uint l_2428_ = (l_2427_ + 1u);
                                                                                l_mut_2334_ = l_2428_;
                                                                                uint l_2429_ = (l_2427_ & 2147483647u);
                                                                                bool l_2430_ = (l_2429_ == 0u);
                                                                                if (l_2430_) {
                                                                                    l_mut_2334_ = 1u;
                                                                                } else {
                                                                                    uint l_2431_ = (l_2427_ & 2147483648u);
                                                                                    bool l_2432_ = (l_2431_ != 0u);
                                                                                    if (l_2432_) {
                                                                                        uint l_2433_ = (l_2427_ - 1u);
                                                                                        l_mut_2334_ = l_2433_;
                                                                                    } else {
                                                                                        bool l_2434_ = (l_2427_ == 2139095040u);
                                                                                        if (l_2434_) {
                                                                                            l_mut_2334_ = l_2427_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e4977 = l_mut_2334_;
                                                                                float l_2435_ = asfloat(_e4977);
                                                                                uint l_2436_ = asuint(l_2435_);
                                                                                uint l_2437_ = (l_2436_ ^ 2147483648u);
                                                                                float l_2438_ = asfloat(l_2437_);
                                                                                uint l_2439_ = asuint(l_2438_);
                                                                                double l_2440_ = double(l_2438_);
                                                                                l_mut_1874_ = l_2440_;
                                                                                uint l_2441_ = (l_2439_ & 2139095040u);
                                                                                bool l_2442_ = (l_2441_ == 0u);
                                                                                if (l_2442_) {
                                                                                    uint l_2443_ = (l_2439_ & 8388607u);
                                                                                    double l_2444_ = double(l_2443_);
                                                                                    double l_2445_ = (l_2444_ * 1.401298464324817e-45L);
                                                                                    l_mut_1874_ = l_2445_;
                                                                                    uint l_2446_ = (l_2439_ >> 31u);
                                                                                    bool l_2447_ = (l_2446_ == 1u);
                                                                                    if (l_2447_) {
                                                                                        double _e4998 = l_mut_1874_;
                                                                                        double l_2448_ = -(_e4998);
                                                                                        l_mut_1874_ = l_2448_;
                                                                                    }
                                                                                }
                                                                                double _e5000 = l_mut_1874_;
                                                                                l_mut_2101_ = _e5000;
                                                                            } else {
                                                                                uint l_2449_ = asuint(l_2421_);
                                                                                uint l_2450_ = (l_2449_ + 1u);
                                                                                l_mut_2334_ = l_2450_;
                                                                                uint l_2451_ = (l_2449_ & 2147483647u);
                                                                                bool l_2452_ = (l_2451_ == 0u);
                                                                                if (l_2452_) {
                                                                                    l_mut_2334_ = 1u;
                                                                                } else {
                                                                                    uint l_2453_ = (l_2449_ & 2147483648u);
                                                                                    bool l_2454_ = (l_2453_ != 0u);
                                                                                    if (l_2454_) {
                                                                                        uint l_2455_ = (l_2449_ - 1u);
                                                                                        l_mut_2334_ = l_2455_;
                                                                                    } else {
                                                                                        bool l_2456_ = (l_2449_ == 2139095040u);
                                                                                        if (l_2456_) {
                                                                                            l_mut_2334_ = l_2449_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e5017 = l_mut_2334_;
                                                                                float l_2457_ = asfloat(_e5017);
                                                                                uint l_2458_ = asuint(l_2457_);
                                                                                double l_2459_ = double(l_2457_);
                                                                                l_mut_1874_ = l_2459_;
                                                                                uint l_2460_ = (l_2458_ & 2139095040u);
                                                                                bool l_2461_ = (l_2460_ == 0u);
                                                                                if (l_2461_) {
                                                                                    uint l_2462_ = (l_2458_ & 8388607u);
                                                                                    double l_2463_ = double(l_2462_);
                                                                                    double l_2464_ = (l_2463_ * 1.401298464324817e-45L);
                                                                                    l_mut_1874_ = l_2464_;
                                                                                    uint l_2465_ = (l_2458_ >> 31u);
                                                                                    bool l_2466_ = (l_2465_ == 1u);
                                                                                    if (l_2466_) {
                                                                                        double _e5034 = l_mut_1874_;
                                                                                        double l_2467_ = -(_e5034);
                                                                                        l_mut_1874_ = l_2467_;
                                                                                    }
                                                                                }
                                                                                double _e5036 = l_mut_1874_;
                                                                                bool l_2468_ = (_e5036 <= l_2415_);
                                                                                if (l_2468_) {
                                                                                    uint l_2469_ = asuint(l_2421_);
                                                                                    uint l_2470_ = (l_2469_ + 1u);
                                                                                    l_mut_2334_ = l_2470_;
                                                                                    uint l_2471_ = (l_2469_ & 2147483647u);
                                                                                    bool l_2472_ = (l_2471_ == 0u);
                                                                                    if (l_2472_) {
                                                                                        l_mut_2334_ = 1u;
                                                                                    } else {
                                                                                        uint l_2473_ = (l_2469_ & 2147483648u);
                                                                                        bool l_2474_ = (l_2473_ != 0u);
                                                                                        if (l_2474_) {
                                                                                            uint l_2475_ = (l_2469_ - 1u);
                                                                                            l_mut_2334_ = l_2475_;
                                                                                        } else {
                                                                                            bool l_2476_ = (l_2469_ == 2139095040u);
                                                                                            if (l_2476_) {
                                                                                                l_mut_2334_ = l_2469_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e5054 = l_mut_2334_;
                                                                                    float l_2477_ = asfloat(_e5054);
                                                                                    uint l_2478_ = asuint(l_2477_);
                                                                                    double l_2479_ = double(l_2477_);
                                                                                    l_mut_1874_ = l_2479_;
                                                                                    uint l_2480_ = (l_2478_ & 2139095040u);
                                                                                    bool l_2481_ = (l_2480_ == 0u);
                                                                                    if (l_2481_) {
                                                                                        uint l_2482_ = (l_2478_ & 8388607u);
                                                                                        double l_2483_ = double(l_2482_);
                                                                                        double l_2484_ = (l_2483_ * 1.401298464324817e-45L);
                                                                                        l_mut_1874_ = l_2484_;
                                                                                        uint l_2485_ = (l_2478_ >> 31u);
                                                                                        bool l_2486_ = (l_2485_ == 1u);
                                                                                        if (l_2486_) {
                                                                                            double _e5071 = l_mut_1874_;
                                                                                            double l_2487_ = -(_e5071);
                                                                                            l_mut_1874_ = l_2487_;
                                                                                        }
                                                                                    }
                                                                                    double _e5073 = l_mut_1874_;
                                                                                    l_mut_2101_ = _e5073;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e5074 = l_mut_2101_;
                                                                        double l_2488_ = -(_e5074);
                                                                        l_mut_2101_ = l_2488_;
                                                                        if (true) {
                                                                            local_93 = false;
                                                                        } else {
                                                                            local_93 = false;
                                                                        }
                                                                        bool l_2489_ = local_93;
                                                                        if (l_2489_) {
                                                                            double l_2490_ = (l_2410_ + l_2413_);
                                                                            double l_2491_ = (l_2490_ * 7.1362384635298e44L);
                                                                            double l_2492_ = floor(l_2491_);
                                                                            double l_2493_ = (l_2492_ * 1.401298464324817e-45L);
                                                                            l_mut_1874_ = l_2493_;
                                                                            double l_2494_ = abs(l_2490_);
                                                                            bool l_2495_ = (l_2494_ >= 1.1754943508222875e-38L);
                                                                            if (l_2495_) {
                                                                                float l_2496_ = float(l_2490_);
                                                                                double l_2497_ = double(l_2496_);
                                                                                l_mut_1874_ = l_2497_;
                                                                                double _e5093 = l_mut_1874_;
                                                                                bool l_2498_ = (_e5093 > l_2490_);
                                                                                if (l_2498_) {
                                                                                    uint l_2499_ = asuint(l_2496_);
                                                                                    uint l_2500_ = (l_2499_ ^ 2147483648u);
                                                                                    float l_2501_ = asfloat(l_2500_);
                                                                                    uint l_2502_ = asuint(l_2501_);
                                                                                    uint l_2503_ = (l_2502_ + 1u);
                                                                                    l_mut_2334_ = l_2503_;
                                                                                    uint l_2504_ = (l_2502_ & 2147483647u);
                                                                                    bool l_2505_ = (l_2504_ == 0u);
                                                                                    if (l_2505_) {
                                                                                        l_mut_2334_ = 1u;
                                                                                    } else {
                                                                                        uint l_2506_ = (l_2502_ & 2147483648u);
                                                                                        bool l_2507_ = (l_2506_ != 0u);
                                                                                        if (l_2507_) {
                                                                                            uint l_2508_ = (l_2502_ - 1u);
                                                                                            l_mut_2334_ = l_2508_;
                                                                                        } else {
                                                                                            bool l_2509_ = (l_2502_ == 2139095040u);
                                                                                            if (l_2509_) {
                                                                                                l_mut_2334_ = l_2502_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e5115 = l_mut_2334_;
                                                                                    float l_2510_ = asfloat(_e5115);
                                                                                    uint l_2511_ = asuint(l_2510_);
                                                                                    uint l_2512_ = (l_2511_ ^ 2147483648u);
                                                                                    float l_2513_ = asfloat(l_2512_);
                                                                                    uint l_2514_ = asuint(l_2513_);
                                                                                    double l_2515_ = double(l_2513_);
                                                                                    l_mut_1645_ = l_2515_;
                                                                                    uint l_2516_ = (l_2514_ & 2139095040u);
                                                                                    bool l_2517_ = (l_2516_ == 0u);
                                                                                    if (l_2517_) {
                                                                                        uint l_2518_ = (l_2514_ & 8388607u);
                                                                                        double l_2519_ = double(l_2518_);
                                                                                        double l_2520_ = (l_2519_ * 1.401298464324817e-45L);
                                                                                        l_mut_1645_ = l_2520_;
                                                                                        uint l_2521_ = (l_2514_ >> 31u);
                                                                                        bool l_2522_ = (l_2521_ == 1u);
                                                                                        if (l_2522_) {
                                                                                            double _e5136 = l_mut_1645_;
                                                                                            double l_2523_ = -(_e5136);
                                                                                            l_mut_1645_ = l_2523_;
                                                                                        }
                                                                                    }
                                                                                    double _e5138 = l_mut_1645_;
                                                                                    l_mut_1874_ = _e5138;
                                                                                } else {
                                                                                    uint l_2524_ = asuint(l_2496_);
                                                                                    uint l_2525_ = (l_2524_ + 1u);
                                                                                    l_mut_2334_ = l_2525_;
                                                                                    uint l_2526_ = (l_2524_ & 2147483647u);
                                                                                    bool l_2527_ = (l_2526_ == 0u);
                                                                                    if (l_2527_) {
                                                                                        l_mut_2334_ = 1u;
                                                                                    } else {
                                                                                        uint l_2528_ = (l_2524_ & 2147483648u);
                                                                                        bool l_2529_ = (l_2528_ != 0u);
                                                                                        if (l_2529_) {
                                                                                            uint l_2530_ = (l_2524_ - 1u);
                                                                                            l_mut_2334_ = l_2530_;
                                                                                        } else {
                                                                                            bool l_2531_ = (l_2524_ == 2139095040u);
                                                                                            if (l_2531_) {
                                                                                                l_mut_2334_ = l_2524_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e5155 = l_mut_2334_;
                                                                                    float l_2532_ = asfloat(_e5155);
                                                                                    uint l_2533_ = asuint(l_2532_);
                                                                                    double l_2534_ = double(l_2532_);
                                                                                    l_mut_1645_ = l_2534_;
                                                                                    uint l_2535_ = (l_2533_ & 2139095040u);
                                                                                    bool l_2536_ = (l_2535_ == 0u);
                                                                                    if (l_2536_) {
                                                                                        uint l_2537_ = (l_2533_ & 8388607u);
                                                                                        double l_2538_ = double(l_2537_);
                                                                                        double l_2539_ = (l_2538_ * 1.401298464324817e-45L);
                                                                                        l_mut_1645_ = l_2539_;
                                                                                        uint l_2540_ = (l_2533_ >> 31u);
                                                                                        bool l_2541_ = (l_2540_ == 1u);
                                                                                        if (l_2541_) {
                                                                                            double _e5172 = l_mut_1645_;
                                                                                            double l_2542_ = -(_e5172);
                                                                                            l_mut_1645_ = l_2542_;
                                                                                        }
                                                                                    }
                                                                                    double _e5174 = l_mut_1645_;
                                                                                    bool l_2543_ = (_e5174 <= l_2490_);
                                                                                    if (l_2543_) {
                                                                                        uint l_2544_ = asuint(l_2496_);
                                                                                        uint l_2545_ = (l_2544_ + 1u);
                                                                                        l_mut_2334_ = l_2545_;
                                                                                        uint l_2546_ = (l_2544_ & 2147483647u);
                                                                                        bool l_2547_ = (l_2546_ == 0u);
                                                                                        if (l_2547_) {
                                                                                            l_mut_2334_ = 1u;
                                                                                        } else {
                                                                                            uint l_2548_ = (l_2544_ & 2147483648u);
                                                                                            bool l_2549_ = (l_2548_ != 0u);
                                                                                            if (l_2549_) {
                                                                                                uint l_2550_ = (l_2544_ - 1u);
                                                                                                l_mut_2334_ = l_2550_;
                                                                                            } else {
                                                                                                bool l_2551_ = (l_2544_ == 2139095040u);
                                                                                                if (l_2551_) {
                                                                                                    l_mut_2334_ = l_2544_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e5192 = l_mut_2334_;
                                                                                        float l_2552_ = asfloat(_e5192);
                                                                                        uint l_2553_ = asuint(l_2552_);
                                                                                        double l_2554_ = double(l_2552_);
                                                                                        l_mut_1645_ = l_2554_;
                                                                                        uint l_2555_ = (l_2553_ & 2139095040u);
                                                                                        bool l_2556_ = (l_2555_ == 0u);
                                                                                        if (l_2556_) {
                                                                                            uint l_2557_ = (l_2553_ & 8388607u);
                                                                                            double l_2558_ = double(l_2557_);
                                                                                            double l_2559_ = (l_2558_ * 1.401298464324817e-45L);
                                                                                            l_mut_1645_ = l_2559_;
                                                                                            uint l_2560_ = (l_2553_ >> 31u);
                                                                                            bool l_2561_ = (l_2560_ == 1u);
                                                                                            if (l_2561_) {
                                                                                                double _e5209 = l_mut_1645_;
                                                                                                double l_2562_ = -(_e5209);
                                                                                                l_mut_1645_ = l_2562_;
                                                                                            }
                                                                                        }
                                                                                        double _e5211 = l_mut_1645_;
                                                                                        l_mut_1874_ = _e5211;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e5212 = l_mut_1874_;
                                                                            l_mut_2101_ = _e5212;
                                                                        } else {
                                                                            double l_2563_ = (l_2410_ - l_2413_);
                                                                            double l_2564_ = (l_2563_ * 7.1362384635298e44L);
                                                                            double l_2565_ = floor(l_2564_);
                                                                            double l_2566_ = (l_2565_ * 1.401298464324817e-45L);
                                                                            l_mut_1874_ = l_2566_;
                                                                            double l_2567_ = abs(l_2563_);
                                                                            bool l_2568_ = (l_2567_ >= 1.1754943508222875e-38L);
                                                                            if (l_2568_) {
                                                                                float l_2569_ = float(l_2563_);
                                                                                double l_2570_ = double(l_2569_);
                                                                                l_mut_1874_ = l_2570_;
                                                                                double _e5224 = l_mut_1874_;
                                                                                bool l_2571_ = (_e5224 > l_2563_);
                                                                                if (l_2571_) {
                                                                                    uint l_2572_ = asuint(l_2569_);
                                                                                    uint l_2573_ = (l_2572_ ^ 2147483648u);
                                                                                    float l_2574_ = asfloat(l_2573_);
                                                                                    uint l_2575_ = asuint(l_2574_);
                                                                                    uint l_2576_ = (l_2575_ + 1u);
                                                                                    l_mut_2334_ = l_2576_;
                                                                                    uint l_2577_ = (l_2575_ & 2147483647u);
                                                                                    bool l_2578_ = (l_2577_ == 0u);
                                                                                    if (l_2578_) {
                                                                                        l_mut_2334_ = 1u;
                                                                                    } else {
                                                                                        uint l_2579_ = (l_2575_ & 2147483648u);
                                                                                        bool l_2580_ = (l_2579_ != 0u);
                                                                                        if (l_2580_) {
                                                                                            uint l_2581_ = (l_2575_ - 1u);
                                                                                            l_mut_2334_ = l_2581_;
                                                                                        } else {
                                                                                            bool l_2582_ = (l_2575_ == 2139095040u);
                                                                                            if (l_2582_) {
                                                                                                l_mut_2334_ = l_2575_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e5246 = l_mut_2334_;
                                                                                    float l_2583_ = asfloat(_e5246);
                                                                                    uint l_2584_ = asuint(l_2583_);
                                                                                    uint l_2585_ = (l_2584_ ^ 2147483648u);
                                                                                    float l_2586_ = asfloat(l_2585_);
                                                                                    uint l_2587_ = asuint(l_2586_);
                                                                                    double l_2588_ = double(l_2586_);
                                                                                    l_mut_1645_ = l_2588_;
                                                                                    uint l_2589_ = (l_2587_ & 2139095040u);
                                                                                    bool l_2590_ = (l_2589_ == 0u);
                                                                                    if (l_2590_) {
                                                                                        uint l_2591_ = (l_2587_ & 8388607u);
                                                                                        double l_2592_ = double(l_2591_);
                                                                                        double l_2593_ = (l_2592_ * 1.401298464324817e-45L);
                                                                                        l_mut_1645_ = l_2593_;
                                                                                        uint l_2594_ = (l_2587_ >> 31u);
                                                                                        bool l_2595_ = (l_2594_ == 1u);
                                                                                        if (l_2595_) {
                                                                                            double _e5267 = l_mut_1645_;
                                                                                            double l_2596_ = -(_e5267);
                                                                                            l_mut_1645_ = l_2596_;
                                                                                        }
                                                                                    }
                                                                                    double _e5269 = l_mut_1645_;
                                                                                    l_mut_1874_ = _e5269;
                                                                                } else {
                                                                                    uint l_2597_ = asuint(l_2569_);
                                                                                    uint l_2598_ = (l_2597_ + 1u);
                                                                                    l_mut_2334_ = l_2598_;
                                                                                    uint l_2599_ = (l_2597_ & 2147483647u);
                                                                                    bool l_2600_ = (l_2599_ == 0u);
                                                                                    if (l_2600_) {
                                                                                        l_mut_2334_ = 1u;
                                                                                    } else {
                                                                                        uint l_2601_ = (l_2597_ & 2147483648u);
                                                                                        bool l_2602_ = (l_2601_ != 0u);
                                                                                        if (l_2602_) {
                                                                                            uint l_2603_ = (l_2597_ - 1u);
                                                                                            l_mut_2334_ = l_2603_;
                                                                                        } else {
                                                                                            bool l_2604_ = (l_2597_ == 2139095040u);
                                                                                            if (l_2604_) {
                                                                                                l_mut_2334_ = l_2597_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e5286 = l_mut_2334_;
                                                                                    float l_2605_ = asfloat(_e5286);
                                                                                    uint l_2606_ = asuint(l_2605_);
                                                                                    double l_2607_ = double(l_2605_);
                                                                                    l_mut_1645_ = l_2607_;
                                                                                    uint l_2608_ = (l_2606_ & 2139095040u);
                                                                                    bool l_2609_ = (l_2608_ == 0u);
                                                                                    if (l_2609_) {
                                                                                        uint l_2610_ = (l_2606_ & 8388607u);
                                                                                        double l_2611_ = double(l_2610_);
                                                                                        double l_2612_ = (l_2611_ * 1.401298464324817e-45L);
                                                                                        l_mut_1645_ = l_2612_;
                                                                                        uint l_2613_ = (l_2606_ >> 31u);
                                                                                        bool l_2614_ = (l_2613_ == 1u);
                                                                                        if (l_2614_) {
                                                                                            double _e5303 = l_mut_1645_;
                                                                                            double l_2615_ = -(_e5303);
                                                                                            l_mut_1645_ = l_2615_;
                                                                                        }
                                                                                    }
                                                                                    double _e5305 = l_mut_1645_;
                                                                                    bool l_2616_ = (_e5305 <= l_2563_);
                                                                                    if (l_2616_) {
                                                                                        uint l_2617_ = asuint(l_2569_);
                                                                                        uint l_2618_ = (l_2617_ + 1u);
                                                                                        l_mut_2334_ = l_2618_;
                                                                                        uint l_2619_ = (l_2617_ & 2147483647u);
                                                                                        bool l_2620_ = (l_2619_ == 0u);
                                                                                        if (l_2620_) {
                                                                                            l_mut_2334_ = 1u;
                                                                                        } else {
                                                                                            uint l_2621_ = (l_2617_ & 2147483648u);
                                                                                            bool l_2622_ = (l_2621_ != 0u);
                                                                                            if (l_2622_) {
                                                                                                uint l_2623_ = (l_2617_ - 1u);
                                                                                                l_mut_2334_ = l_2623_;
                                                                                            } else {
                                                                                                bool l_2624_ = (l_2617_ == 2139095040u);
                                                                                                if (l_2624_) {
                                                                                                    l_mut_2334_ = l_2617_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e5323 = l_mut_2334_;
                                                                                        float l_2625_ = asfloat(_e5323);
                                                                                        uint l_2626_ = asuint(l_2625_);
                                                                                        double l_2627_ = double(l_2625_);
                                                                                        l_mut_1645_ = l_2627_;
                                                                                        uint l_2628_ = (l_2626_ & 2139095040u);
                                                                                        bool l_2629_ = (l_2628_ == 0u);
                                                                                        if (l_2629_) {
                                                                                            uint l_2630_ = (l_2626_ & 8388607u);
                                                                                            double l_2631_ = double(l_2630_);
                                                                                            double l_2632_ = (l_2631_ * 1.401298464324817e-45L);
                                                                                            l_mut_1645_ = l_2632_;
                                                                                            uint l_2633_ = (l_2626_ >> 31u);
                                                                                            bool l_2634_ = (l_2633_ == 1u);
                                                                                            if (l_2634_) {
                                                                                                double _e5340 = l_mut_1645_;
                                                                                                double l_2635_ = -(_e5340);
                                                                                                l_mut_1645_ = l_2635_;
                                                                                            }
                                                                                        }
                                                                                        double _e5342 = l_mut_1645_;
                                                                                        l_mut_1874_ = _e5342;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e5343 = l_mut_1874_;
                                                                            l_mut_2101_ = _e5343;
                                                                        }
                                                                        double _e5344 = l_mut_57_;
                                                                        double l_2636_ = (_e5344 + l_171_);
                                                                        double l_2637_ = abs(l_2636_);
                                                                        double l_2638_ = (l_2637_ * 2.220446049250313e-16L);
                                                                        double l_2639_ = (l_1307_ + l_2638_);
                                                                        double l_2640_ = (l_2636_ + l_2639_);
                                                                        double l_2641_ = -(l_2640_);
                                                                        double l_2642_ = (l_2641_ * 7.1362384635298e44L);
                                                                        double l_2643_ = floor(l_2642_);
                                                                        double l_2644_ = (l_2643_ * 1.401298464324817e-45L);
                                                                        l_mut_1874_ = l_2644_;
                                                                        double l_2645_ = abs(l_2641_);
                                                                        bool l_2646_ = (l_2645_ >= 1.1754943508222875e-38L);
                                                                        if (l_2646_) {
                                                                            float l_2647_ = float(l_2641_);
                                                                            double l_2648_ = double(l_2647_);
                                                                            l_mut_1874_ = l_2648_;
                                                                            double _e5362 = l_mut_1874_;
                                                                            bool l_2649_ = (_e5362 > l_2641_);
                                                                            if (l_2649_) {
                                                                                uint l_2650_ = asuint(l_2647_);
                                                                                uint l_2651_ = (l_2650_ ^ 2147483648u);
                                                                                float l_2652_ = asfloat(l_2651_);
                                                                                uint l_2653_ = asuint(l_2652_);
                                                                                uint l_2654_ = (l_2653_ + 1u);
                                                                                l_mut_2334_ = l_2654_;
                                                                                uint l_2655_ = (l_2653_ & 2147483647u);
                                                                                bool l_2656_ = (l_2655_ == 0u);
                                                                                if (l_2656_) {
                                                                                    l_mut_2334_ = 1u;
                                                                                } else {
                                                                                    uint l_2657_ = (l_2653_ & 2147483648u);
                                                                                    bool l_2658_ = (l_2657_ != 0u);
                                                                                    if (l_2658_) {
                                                                                        uint l_2659_ = (l_2653_ - 1u);
                                                                                        l_mut_2334_ = l_2659_;
                                                                                    } else {
                                                                                        bool l_2660_ = (l_2653_ == 2139095040u);
                                                                                        if (l_2660_) {
                                                                                            l_mut_2334_ = l_2653_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e5384 = l_mut_2334_;
                                                                                float l_2661_ = asfloat(_e5384);
                                                                                uint l_2662_ = asuint(l_2661_);
                                                                                uint l_2663_ = (l_2662_ ^ 2147483648u);
                                                                                float l_2664_ = asfloat(l_2663_);
                                                                                uint l_2665_ = asuint(l_2664_);
                                                                                double l_2666_ = double(l_2664_);
                                                                                l_mut_1645_ = l_2666_;
                                                                                uint l_2667_ = (l_2665_ & 2139095040u);
                                                                                bool l_2668_ = (l_2667_ == 0u);
                                                                                if (l_2668_) {
                                                                                    uint l_2669_ = (l_2665_ & 8388607u);
                                                                                    double l_2670_ = double(l_2669_);
                                                                                    double l_2671_ = (l_2670_ * 1.401298464324817e-45L);
                                                                                    l_mut_1645_ = l_2671_;
                                                                                    uint l_2672_ = (l_2665_ >> 31u);
                                                                                    bool l_2673_ = (l_2672_ == 1u);
                                                                                    if (l_2673_) {
                                                                                        double _e5405 = l_mut_1645_;
                                                                                        double l_2674_ = -(_e5405);
                                                                                        l_mut_1645_ = l_2674_;
                                                                                    }
                                                                                }
                                                                                double _e5407 = l_mut_1645_;
                                                                                l_mut_1874_ = _e5407;
                                                                            } else {
                                                                                uint l_2675_ = asuint(l_2647_);
                                                                                uint l_2676_ = (l_2675_ + 1u);
                                                                                l_mut_2334_ = l_2676_;
                                                                                uint l_2677_ = (l_2675_ & 2147483647u);
                                                                                bool l_2678_ = (l_2677_ == 0u);
                                                                                if (l_2678_) {
                                                                                    l_mut_2334_ = 1u;
                                                                                } else {
                                                                                    uint l_2679_ = (l_2675_ & 2147483648u);
                                                                                    bool l_2680_ = (l_2679_ != 0u);
                                                                                    if (l_2680_) {
                                                                                        uint l_2681_ = (l_2675_ - 1u);
                                                                                        l_mut_2334_ = l_2681_;
                                                                                    } else {
                                                                                        bool l_2682_ = (l_2675_ == 2139095040u);
                                                                                        if (l_2682_) {
                                                                                            l_mut_2334_ = l_2675_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e5424 = l_mut_2334_;
                                                                                float l_2683_ = asfloat(_e5424);
                                                                                uint l_2684_ = asuint(l_2683_);
                                                                                double l_2685_ = double(l_2683_);
                                                                                l_mut_1645_ = l_2685_;
                                                                                uint l_2686_ = (l_2684_ & 2139095040u);
                                                                                bool l_2687_ = (l_2686_ == 0u);
                                                                                if (l_2687_) {
                                                                                    uint l_2688_ = (l_2684_ & 8388607u);
                                                                                    double l_2689_ = double(l_2688_);
                                                                                    double l_2690_ = (l_2689_ * 1.401298464324817e-45L);
                                                                                    l_mut_1645_ = l_2690_;
                                                                                    uint l_2691_ = (l_2684_ >> 31u);
                                                                                    bool l_2692_ = (l_2691_ == 1u);
                                                                                    if (l_2692_) {
                                                                                        double _e5441 = l_mut_1645_;
                                                                                        double l_2693_ = -(_e5441);
                                                                                        l_mut_1645_ = l_2693_;
                                                                                    }
                                                                                }
                                                                                double _e5443 = l_mut_1645_;
                                                                                bool l_2694_ = (_e5443 <= l_2641_);
                                                                                if (l_2694_) {
                                                                                    uint l_2695_ = asuint(l_2647_);
                                                                                    uint l_2696_ = (l_2695_ + 1u);
                                                                                    l_mut_2334_ = l_2696_;
                                                                                    uint l_2697_ = (l_2695_ & 2147483647u);
                                                                                    bool l_2698_ = (l_2697_ == 0u);
                                                                                    if (l_2698_) {
                                                                                        l_mut_2334_ = 1u;
                                                                                    } else {
                                                                                        uint l_2699_ = (l_2695_ & 2147483648u);
                                                                                        bool l_2700_ = (l_2699_ != 0u);
                                                                                        if (l_2700_) {
                                                                                            uint l_2701_ = (l_2695_ - 1u);
                                                                                            l_mut_2334_ = l_2701_;
                                                                                        } else {
                                                                                            bool l_2702_ = (l_2695_ == 2139095040u);
                                                                                            if (l_2702_) {
                                                                                                l_mut_2334_ = l_2695_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e5461 = l_mut_2334_;
                                                                                    float l_2703_ = asfloat(_e5461);
                                                                                    uint l_2704_ = asuint(l_2703_);
                                                                                    double l_2705_ = double(l_2703_);
                                                                                    l_mut_1645_ = l_2705_;
                                                                                    uint l_2706_ = (l_2704_ & 2139095040u);
                                                                                    bool l_2707_ = (l_2706_ == 0u);
                                                                                    if (l_2707_) {
                                                                                        uint l_2708_ = (l_2704_ & 8388607u);
                                                                                        double l_2709_ = double(l_2708_);
                                                                                        double l_2710_ = (l_2709_ * 1.401298464324817e-45L);
                                                                                        l_mut_1645_ = l_2710_;
                                                                                        uint l_2711_ = (l_2704_ >> 31u);
                                                                                        bool l_2712_ = (l_2711_ == 1u);
                                                                                        if (l_2712_) {
                                                                                            double _e5478 = l_mut_1645_;
                                                                                            double l_2713_ = -(_e5478);
                                                                                            l_mut_1645_ = l_2713_;
                                                                                        }
                                                                                    }
                                                                                    double _e5480 = l_mut_1645_;
                                                                                    l_mut_1874_ = _e5480;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e5481 = l_mut_1874_;
                                                                        double l_2714_ = -(_e5481);
                                                                        l_mut_1874_ = l_2714_;
                                                                        if (false) {
                                                                            local_94 = false;
                                                                        } else {
                                                                            local_94 = false;
                                                                        }
                                                                        bool l_2715_ = local_94;
                                                                        if (l_2715_) {
                                                                            double l_2716_ = (l_2636_ + l_2639_);
                                                                            double l_2717_ = (l_2716_ * 7.1362384635298e44L);
                                                                            double l_2718_ = floor(l_2717_);
                                                                            double l_2719_ = (l_2718_ * 1.401298464324817e-45L);
                                                                            l_mut_1645_ = l_2719_;
                                                                            double l_2720_ = abs(l_2716_);
                                                                            bool l_2721_ = (l_2720_ >= 1.1754943508222875e-38L);
                                                                            if (l_2721_) {
                                                                                float l_2722_ = float(l_2716_);
                                                                                double l_2723_ = double(l_2722_);
                                                                                l_mut_1645_ = l_2723_;
                                                                                double _e5500 = l_mut_1645_;
                                                                                bool l_2724_ = (_e5500 > l_2716_);
                                                                                if (l_2724_) {
                                                                                    uint l_2725_ = asuint(l_2722_);
                                                                                    uint l_2726_ = (l_2725_ ^ 2147483648u);
                                                                                    float l_2727_ = asfloat(l_2726_);
                                                                                    uint l_2728_ = asuint(l_2727_);
                                                                                    uint l_2729_ = (l_2728_ + 1u);
                                                                                    l_mut_2334_ = l_2729_;
                                                                                    uint l_2730_ = (l_2728_ & 2147483647u);
                                                                                    bool l_2731_ = (l_2730_ == 0u);
                                                                                    if (l_2731_) {
                                                                                        l_mut_2334_ = 1u;
                                                                                    } else {
                                                                                        uint l_2732_ = (l_2728_ & 2147483648u);
                                                                                        bool l_2733_ = (l_2732_ != 0u);
                                                                                        if (l_2733_) {
                                                                                            uint l_2734_ = (l_2728_ - 1u);
                                                                                            l_mut_2334_ = l_2734_;
                                                                                        } else {
                                                                                            bool l_2735_ = (l_2728_ == 2139095040u);
                                                                                            if (l_2735_) {
                                                                                                l_mut_2334_ = l_2728_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e5522 = l_mut_2334_;
                                                                                    float l_2736_ = asfloat(_e5522);
                                                                                    uint l_2737_ = asuint(l_2736_);
                                                                                    uint l_2738_ = (l_2737_ ^ 2147483648u);
                                                                                    float l_2739_ = asfloat(l_2738_);
                                                                                    uint l_2740_ = asuint(l_2739_);
                                                                                    double l_2741_ = double(l_2739_);
                                                                                    l_mut_1418_ = l_2741_;
                                                                                    uint l_2742_ = (l_2740_ & 2139095040u);
                                                                                    bool l_2743_ = (l_2742_ == 0u);
                                                                                    if (l_2743_) {
                                                                                        uint l_2744_ = (l_2740_ & 8388607u);
                                                                                        double l_2745_ = double(l_2744_);
                                                                                        double l_2746_ = (l_2745_ * 1.401298464324817e-45L);
                                                                                        l_mut_1418_ = l_2746_;
                                                                                        uint l_2747_ = (l_2740_ >> 31u);
                                                                                        bool l_2748_ = (l_2747_ == 1u);
                                                                                        if (l_2748_) {
                                                                                            double _e5543 = l_mut_1418_;
                                                                                            double l_2749_ = -(_e5543);
                                                                                            l_mut_1418_ = l_2749_;
                                                                                        }
                                                                                    }
                                                                                    double _e5545 = l_mut_1418_;
                                                                                    l_mut_1645_ = _e5545;
                                                                                } else {
                                                                                    uint l_2750_ = asuint(l_2722_);
                                                                                    uint l_2751_ = (l_2750_ + 1u);
                                                                                    l_mut_2334_ = l_2751_;
                                                                                    uint l_2752_ = (l_2750_ & 2147483647u);
                                                                                    bool l_2753_ = (l_2752_ == 0u);
                                                                                    if (l_2753_) {
                                                                                        l_mut_2334_ = 1u;
                                                                                    } else {
                                                                                        uint l_2754_ = (l_2750_ & 2147483648u);
                                                                                        bool l_2755_ = (l_2754_ != 0u);
                                                                                        if (l_2755_) {
                                                                                            uint l_2756_ = (l_2750_ - 1u);
                                                                                            l_mut_2334_ = l_2756_;
                                                                                        } else {
                                                                                            bool l_2757_ = (l_2750_ == 2139095040u);
                                                                                            if (l_2757_) {
                                                                                                l_mut_2334_ = l_2750_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e5562 = l_mut_2334_;
                                                                                    float l_2758_ = asfloat(_e5562);
                                                                                    uint l_2759_ = asuint(l_2758_);
                                                                                    double l_2760_ = double(l_2758_);
                                                                                    l_mut_1418_ = l_2760_;
                                                                                    uint l_2761_ = (l_2759_ & 2139095040u);
                                                                                    bool l_2762_ = (l_2761_ == 0u);
                                                                                    if (l_2762_) {
                                                                                        uint l_2763_ = (l_2759_ & 8388607u);
                                                                                        double l_2764_ = double(l_2763_);
                                                                                        double l_2765_ = (l_2764_ * 1.401298464324817e-45L);
                                                                                        l_mut_1418_ = l_2765_;
                                                                                        uint l_2766_ = (l_2759_ >> 31u);
                                                                                        bool l_2767_ = (l_2766_ == 1u);
                                                                                        if (l_2767_) {
                                                                                            double _e5579 = l_mut_1418_;
                                                                                            double l_2768_ = -(_e5579);
                                                                                            l_mut_1418_ = l_2768_;
                                                                                        }
                                                                                    }
                                                                                    double _e5581 = l_mut_1418_;
                                                                                    bool l_2769_ = (_e5581 <= l_2716_);
                                                                                    if (l_2769_) {
                                                                                        uint l_2770_ = asuint(l_2722_);
                                                                                        uint l_2771_ = (l_2770_ + 1u);
                                                                                        l_mut_2334_ = l_2771_;
                                                                                        uint l_2772_ = (l_2770_ & 2147483647u);
                                                                                        bool l_2773_ = (l_2772_ == 0u);
                                                                                        if (l_2773_) {
                                                                                            l_mut_2334_ = 1u;
                                                                                        } else {
                                                                                            uint l_2774_ = (l_2770_ & 2147483648u);
                                                                                            bool l_2775_ = (l_2774_ != 0u);
                                                                                            if (l_2775_) {
                                                                                                uint l_2776_ = (l_2770_ - 1u);
                                                                                                l_mut_2334_ = l_2776_;
                                                                                            } else {
                                                                                                bool l_2777_ = (l_2770_ == 2139095040u);
                                                                                                if (l_2777_) {
                                                                                                    l_mut_2334_ = l_2770_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e5599 = l_mut_2334_;
                                                                                        float l_2778_ = asfloat(_e5599);
                                                                                        uint l_2779_ = asuint(l_2778_);
                                                                                        double l_2780_ = double(l_2778_);
                                                                                        l_mut_1418_ = l_2780_;
                                                                                        uint l_2781_ = (l_2779_ & 2139095040u);
                                                                                        bool l_2782_ = (l_2781_ == 0u);
                                                                                        if (l_2782_) {
                                                                                            uint l_2783_ = (l_2779_ & 8388607u);
                                                                                            double l_2784_ = double(l_2783_);
                                                                                            double l_2785_ = (l_2784_ * 1.401298464324817e-45L);
                                                                                            l_mut_1418_ = l_2785_;
                                                                                            uint l_2786_ = (l_2779_ >> 31u);
                                                                                            bool l_2787_ = (l_2786_ == 1u);
                                                                                            if (l_2787_) {
                                                                                                double _e5616 = l_mut_1418_;
                                                                                                double l_2788_ = -(_e5616);
                                                                                                l_mut_1418_ = l_2788_;
                                                                                            }
                                                                                        }
                                                                                        double _e5618 = l_mut_1418_;
                                                                                        l_mut_1645_ = _e5618;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e5619 = l_mut_1645_;
                                                                            l_mut_1874_ = _e5619;
                                                                        }
                                                                        double _e5620 = l_mut_48_;
                                                                        double l_2789_ = (_e5620 - l_171_);
                                                                        double l_2790_ = abs(l_2789_);
                                                                        double l_2791_ = (l_2790_ * 2.220446049250313e-16L);
                                                                        double l_2792_ = (l_1309_ + l_2791_);
                                                                        double l_2793_ = (l_2789_ + l_2792_);
                                                                        double l_2794_ = -(l_2793_);
                                                                        double l_2795_ = (l_2794_ * 7.1362384635298e44L);
                                                                        double l_2796_ = floor(l_2795_);
                                                                        double l_2797_ = (l_2796_ * 1.401298464324817e-45L);
                                                                        l_mut_1645_ = l_2797_;
                                                                        double l_2798_ = abs(l_2794_);
                                                                        bool l_2799_ = (l_2798_ >= 1.1754943508222875e-38L);
                                                                        if (l_2799_) {
                                                                            float l_2800_ = float(l_2794_);
                                                                            double l_2801_ = double(l_2800_);
                                                                            l_mut_1645_ = l_2801_;
                                                                            double _e5638 = l_mut_1645_;
                                                                            bool l_2802_ = (_e5638 > l_2794_);
                                                                            if (l_2802_) {
                                                                                uint l_2803_ = asuint(l_2800_);
                                                                                uint l_2804_ = (l_2803_ ^ 2147483648u);
                                                                                float l_2805_ = asfloat(l_2804_);
                                                                                uint l_2806_ = asuint(l_2805_);
                                                                                uint l_2807_ = (l_2806_ + 1u);
                                                                                l_mut_2334_ = l_2807_;
                                                                                uint l_2808_ = (l_2806_ & 2147483647u);
                                                                                bool l_2809_ = (l_2808_ == 0u);
                                                                                if (l_2809_) {
                                                                                    l_mut_2334_ = 1u;
                                                                                } else {
                                                                                    uint l_2810_ = (l_2806_ & 2147483648u);
                                                                                    bool l_2811_ = (l_2810_ != 0u);
                                                                                    if (l_2811_) {
                                                                                        uint l_2812_ = (l_2806_ - 1u);
                                                                                        l_mut_2334_ = l_2812_;
                                                                                    } else {
                                                                                        bool l_2813_ = (l_2806_ == 2139095040u);
                                                                                        if (l_2813_) {
                                                                                            l_mut_2334_ = l_2806_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e5660 = l_mut_2334_;
                                                                                float l_2814_ = asfloat(_e5660);
                                                                                uint l_2815_ = asuint(l_2814_);
                                                                                uint l_2816_ = (l_2815_ ^ 2147483648u);
                                                                                float l_2817_ = asfloat(l_2816_);
                                                                                uint l_2818_ = asuint(l_2817_);
                                                                                double l_2819_ = double(l_2817_);
                                                                                l_mut_1418_ = l_2819_;
                                                                                uint l_2820_ = (l_2818_ & 2139095040u);
                                                                                bool l_2821_ = (l_2820_ == 0u);
                                                                                if (l_2821_) {
                                                                                    uint l_2822_ = (l_2818_ & 8388607u);
                                                                                    double l_2823_ = double(l_2822_);
                                                                                    double l_2824_ = (l_2823_ * 1.401298464324817e-45L);
                                                                                    l_mut_1418_ = l_2824_;
                                                                                    uint l_2825_ = (l_2818_ >> 31u);
                                                                                    bool l_2826_ = (l_2825_ == 1u);
                                                                                    if (l_2826_) {
                                                                                        double _e5681 = l_mut_1418_;
                                                                                        double l_2827_ = -(_e5681);
                                                                                        l_mut_1418_ = l_2827_;
                                                                                    }
                                                                                }
                                                                                double _e5683 = l_mut_1418_;
                                                                                l_mut_1645_ = _e5683;
                                                                            } else {
                                                                                uint l_2828_ = asuint(l_2800_);
                                                                                uint l_2829_ = (l_2828_ + 1u);
                                                                                l_mut_2334_ = l_2829_;
                                                                                uint l_2830_ = (l_2828_ & 2147483647u);
                                                                                bool l_2831_ = (l_2830_ == 0u);
                                                                                if (l_2831_) {
                                                                                    l_mut_2334_ = 1u;
                                                                                } else {
                                                                                    uint l_2832_ = (l_2828_ & 2147483648u);
                                                                                    bool l_2833_ = (l_2832_ != 0u);
                                                                                    if (l_2833_) {
                                                                                        uint l_2834_ = (l_2828_ - 1u);
                                                                                        l_mut_2334_ = l_2834_;
                                                                                    } else {
                                                                                        bool l_2835_ = (l_2828_ == 2139095040u);
                                                                                        if (l_2835_) {
                                                                                            l_mut_2334_ = l_2828_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e5700 = l_mut_2334_;
                                                                                float l_2836_ = asfloat(_e5700);
                                                                                uint l_2837_ = asuint(l_2836_);
                                                                                double l_2838_ = double(l_2836_);
                                                                                l_mut_1418_ = l_2838_;
                                                                                uint l_2839_ = (l_2837_ & 2139095040u);
                                                                                bool l_2840_ = (l_2839_ == 0u);
                                                                                if (l_2840_) {
                                                                                    uint l_2841_ = (l_2837_ & 8388607u);
                                                                                    double l_2842_ = double(l_2841_);
                                                                                    double l_2843_ = (l_2842_ * 1.401298464324817e-45L);
                                                                                    l_mut_1418_ = l_2843_;
                                                                                    uint l_2844_ = (l_2837_ >> 31u);
                                                                                    bool l_2845_ = (l_2844_ == 1u);
                                                                                    if (l_2845_) {
                                                                                        double _e5717 = l_mut_1418_;
                                                                                        double l_2846_ = -(_e5717);
                                                                                        l_mut_1418_ = l_2846_;
                                                                                    }
                                                                                }
                                                                                double _e5719 = l_mut_1418_;
                                                                                bool l_2847_ = (_e5719 <= l_2794_);
                                                                                if (l_2847_) {
                                                                                    uint l_2848_ = asuint(l_2800_);
                                                                                    uint l_2849_ = (l_2848_ + 1u);
                                                                                    l_mut_2334_ = l_2849_;
                                                                                    uint l_2850_ = (l_2848_ & 2147483647u);
                                                                                    bool l_2851_ = (l_2850_ == 0u);
                                                                                    if (l_2851_) {
                                                                                        l_mut_2334_ = 1u;
                                                                                    } else {
                                                                                        uint l_2852_ = (l_2848_ & 2147483648u);
                                                                                        bool l_2853_ = (l_2852_ != 0u);
                                                                                        if (l_2853_) {
                                                                                            uint l_2854_ = (l_2848_ - 1u);
                                                                                            l_mut_2334_ = l_2854_;
                                                                                        } else {
                                                                                            bool l_2855_ = (l_2848_ == 2139095040u);
                                                                                            if (l_2855_) {
                                                                                                l_mut_2334_ = l_2848_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e5737 = l_mut_2334_;
                                                                                    float l_2856_ = asfloat(_e5737);
                                                                                    uint l_2857_ = asuint(l_2856_);
                                                                                    double l_2858_ = double(l_2856_);
                                                                                    l_mut_1418_ = l_2858_;
                                                                                    uint l_2859_ = (l_2857_ & 2139095040u);
                                                                                    bool l_2860_ = (l_2859_ == 0u);
                                                                                    if (l_2860_) {
                                                                                        uint l_2861_ = (l_2857_ & 8388607u);
                                                                                        double l_2862_ = double(l_2861_);
                                                                                        double l_2863_ = (l_2862_ * 1.401298464324817e-45L);
                                                                                        l_mut_1418_ = l_2863_;
                                                                                        uint l_2864_ = (l_2857_ >> 31u);
                                                                                        bool l_2865_ = (l_2864_ == 1u);
                                                                                        if (l_2865_) {
                                                                                            double _e5754 = l_mut_1418_;
                                                                                            double l_2866_ = -(_e5754);
                                                                                            l_mut_1418_ = l_2866_;
                                                                                        }
                                                                                    }
                                                                                    double _e5756 = l_mut_1418_;
                                                                                    l_mut_1645_ = _e5756;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e5757 = l_mut_1645_;
                                                                        double l_2867_ = -(_e5757);
                                                                        l_mut_1645_ = l_2867_;
                                                                        if (true) {
                                                                            local_95 = false;
                                                                        } else {
                                                                            local_95 = false;
                                                                        }
                                                                        bool l_2868_ = local_95;
                                                                        if (l_2868_) {
                                                                            double l_2869_ = (l_2789_ + l_2792_);
                                                                            double l_2870_ = (l_2869_ * 7.1362384635298e44L);
                                                                            double l_2871_ = floor(l_2870_);
                                                                            double l_2872_ = (l_2871_ * 1.401298464324817e-45L);
                                                                            l_mut_1418_ = l_2872_;
                                                                            double l_2873_ = abs(l_2869_);
                                                                            bool l_2874_ = (l_2873_ >= 1.1754943508222875e-38L);
                                                                            if (l_2874_) {
                                                                                float l_2875_ = float(l_2869_);
                                                                                double l_2876_ = double(l_2875_);
                                                                                l_mut_1418_ = l_2876_;
                                                                                double _e5776 = l_mut_1418_;
                                                                                bool l_2877_ = (_e5776 > l_2869_);
                                                                                if (l_2877_) {
                                                                                    uint l_2878_ = asuint(l_2875_);
                                                                                    uint l_2879_ = (l_2878_ ^ 2147483648u);
                                                                                    float l_2880_ = asfloat(l_2879_);
                                                                                    uint l_2881_ = asuint(l_2880_);
                                                                                    uint l_2882_ = (l_2881_ + 1u);
                                                                                    l_mut_2334_ = l_2882_;
                                                                                    uint l_2883_ = (l_2881_ & 2147483647u);
                                                                                    bool l_2884_ = (l_2883_ == 0u);
                                                                                    if (l_2884_) {
                                                                                        l_mut_2334_ = 1u;
                                                                                    } else {
                                                                                        uint l_2885_ = (l_2881_ & 2147483648u);
                                                                                        bool l_2886_ = (l_2885_ != 0u);
                                                                                        if (l_2886_) {
                                                                                            uint l_2887_ = (l_2881_ - 1u);
                                                                                            l_mut_2334_ = l_2887_;
                                                                                        } else {
                                                                                            bool l_2888_ = (l_2881_ == 2139095040u);
                                                                                            if (l_2888_) {
                                                                                                l_mut_2334_ = l_2881_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e5798 = l_mut_2334_;
                                                                                    float l_2889_ = asfloat(_e5798);
                                                                                    uint l_2890_ = asuint(l_2889_);
                                                                                    uint l_2891_ = (l_2890_ ^ 2147483648u);
                                                                                    float l_2892_ = asfloat(l_2891_);
                                                                                    uint l_2893_ = asuint(l_2892_);
                                                                                    double l_2894_ = double(l_2892_);
                                                                                    l_mut_1342_ = l_2894_;
                                                                                    uint l_2895_ = (l_2893_ & 2139095040u);
                                                                                    bool l_2896_ = (l_2895_ == 0u);
                                                                                    if (l_2896_) {
                                                                                        uint l_2897_ = (l_2893_ & 8388607u);
                                                                                        double l_2898_ = double(l_2897_);
                                                                                        double l_2899_ = (l_2898_ * 1.401298464324817e-45L);
                                                                                        l_mut_1342_ = l_2899_;
                                                                                        uint l_2900_ = (l_2893_ >> 31u);
                                                                                        bool l_2901_ = (l_2900_ == 1u);
                                                                                        if (l_2901_) {
                                                                                            double _e5819 = l_mut_1342_;
                                                                                            double l_2902_ = -(_e5819);
                                                                                            l_mut_1342_ = l_2902_;
                                                                                        }
                                                                                    }
                                                                                    double _e5821 = l_mut_1342_;
                                                                                    l_mut_1418_ = _e5821;
                                                                                } else {
                                                                                    uint l_2903_ = asuint(l_2875_);
                                                                                    uint l_2904_ = (l_2903_ + 1u);
                                                                                    l_mut_2334_ = l_2904_;
                                                                                    uint l_2905_ = (l_2903_ & 2147483647u);
                                                                                    bool l_2906_ = (l_2905_ == 0u);
                                                                                    if (l_2906_) {
                                                                                        l_mut_2334_ = 1u;
                                                                                    } else {
                                                                                        uint l_2907_ = (l_2903_ & 2147483648u);
                                                                                        bool l_2908_ = (l_2907_ != 0u);
                                                                                        if (l_2908_) {
                                                                                            uint l_2909_ = (l_2903_ - 1u);
                                                                                            l_mut_2334_ = l_2909_;
                                                                                        } else {
                                                                                            bool l_2910_ = (l_2903_ == 2139095040u);
                                                                                            if (l_2910_) {
                                                                                                l_mut_2334_ = l_2903_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e5838 = l_mut_2334_;
                                                                                    float l_2911_ = asfloat(_e5838);
                                                                                    uint l_2912_ = asuint(l_2911_);
                                                                                    double l_2913_ = double(l_2911_);
                                                                                    l_mut_1342_ = l_2913_;
                                                                                    uint l_2914_ = (l_2912_ & 2139095040u);
                                                                                    bool l_2915_ = (l_2914_ == 0u);
                                                                                    if (l_2915_) {
                                                                                        uint l_2916_ = (l_2912_ & 8388607u);
                                                                                        double l_2917_ = double(l_2916_);
                                                                                        double l_2918_ = (l_2917_ * 1.401298464324817e-45L);
                                                                                        l_mut_1342_ = l_2918_;
                                                                                        uint l_2919_ = (l_2912_ >> 31u);
                                                                                        bool l_2920_ = (l_2919_ == 1u);
                                                                                        if (l_2920_) {
                                                                                            double _e5855 = l_mut_1342_;
                                                                                            double l_2921_ = -(_e5855);
                                                                                            l_mut_1342_ = l_2921_;
                                                                                        }
                                                                                    }
                                                                                    double _e5857 = l_mut_1342_;
                                                                                    bool l_2922_ = (_e5857 <= l_2869_);
                                                                                    if (l_2922_) {
                                                                                        uint l_2923_ = asuint(l_2875_);
                                                                                        uint l_2924_ = (l_2923_ + 1u);
                                                                                        l_mut_2334_ = l_2924_;
                                                                                        uint l_2925_ = (l_2923_ & 2147483647u);
                                                                                        bool l_2926_ = (l_2925_ == 0u);
                                                                                        if (l_2926_) {
                                                                                            l_mut_2334_ = 1u;
                                                                                        } else {
                                                                                            uint l_2927_ = (l_2923_ & 2147483648u);
                                                                                            bool l_2928_ = (l_2927_ != 0u);
                                                                                            if (l_2928_) {
                                                                                                uint l_2929_ = (l_2923_ - 1u);
                                                                                                l_mut_2334_ = l_2929_;
                                                                                            } else {
                                                                                                bool l_2930_ = (l_2923_ == 2139095040u);
                                                                                                if (l_2930_) {
                                                                                                    l_mut_2334_ = l_2923_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e5875 = l_mut_2334_;
                                                                                        float l_2931_ = asfloat(_e5875);
                                                                                        uint l_2932_ = asuint(l_2931_);
                                                                                        double l_2933_ = double(l_2931_);
                                                                                        l_mut_1342_ = l_2933_;
                                                                                        uint l_2934_ = (l_2932_ & 2139095040u);
                                                                                        bool l_2935_ = (l_2934_ == 0u);
                                                                                        if (l_2935_) {
                                                                                            uint l_2936_ = (l_2932_ & 8388607u);
                                                                                            double l_2937_ = double(l_2936_);
                                                                                            double l_2938_ = (l_2937_ * 1.401298464324817e-45L);
                                                                                            l_mut_1342_ = l_2938_;
                                                                                            uint l_2939_ = (l_2932_ >> 31u);
                                                                                            bool l_2940_ = (l_2939_ == 1u);
                                                                                            if (l_2940_) {
                                                                                                double _e5892 = l_mut_1342_;
                                                                                                double l_2941_ = -(_e5892);
                                                                                                l_mut_1342_ = l_2941_;
                                                                                            }
                                                                                        }
                                                                                        double _e5894 = l_mut_1342_;
                                                                                        l_mut_1418_ = _e5894;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e5895 = l_mut_1418_;
                                                                            l_mut_1645_ = _e5895;
                                                                        } else {
                                                                            double l_2942_ = (l_2789_ - l_2792_);
                                                                            double l_2943_ = (l_2942_ * 7.1362384635298e44L);
                                                                            double l_2944_ = floor(l_2943_);
                                                                            double l_2945_ = (l_2944_ * 1.401298464324817e-45L);
                                                                            l_mut_1418_ = l_2945_;
                                                                            double l_2946_ = abs(l_2942_);
                                                                            bool l_2947_ = (l_2946_ >= 1.1754943508222875e-38L);
                                                                            if (l_2947_) {
                                                                                float l_2948_ = float(l_2942_);
                                                                                double l_2949_ = double(l_2948_);
                                                                                l_mut_1418_ = l_2949_;
                                                                                double _e5907 = l_mut_1418_;
                                                                                bool l_2950_ = (_e5907 > l_2942_);
                                                                                if (l_2950_) {
                                                                                    uint l_2951_ = asuint(l_2948_);
                                                                                    uint l_2952_ = (l_2951_ ^ 2147483648u);
                                                                                    float l_2953_ = asfloat(l_2952_);
                                                                                    uint l_2954_ = asuint(l_2953_);
                                                                                    uint l_2955_ = (l_2954_ + 1u);
                                                                                    l_mut_2334_ = l_2955_;
                                                                                    uint l_2956_ = (l_2954_ & 2147483647u);
                                                                                    bool l_2957_ = (l_2956_ == 0u);
                                                                                    if (l_2957_) {
                                                                                        l_mut_2334_ = 1u;
                                                                                    } else {
                                                                                        uint l_2958_ = (l_2954_ & 2147483648u);
                                                                                        bool l_2959_ = (l_2958_ != 0u);
                                                                                        if (l_2959_) {
                                                                                            uint l_2960_ = (l_2954_ - 1u);
                                                                                            l_mut_2334_ = l_2960_;
                                                                                        } else {
                                                                                            bool l_2961_ = (l_2954_ == 2139095040u);
                                                                                            if (l_2961_) {
                                                                                                l_mut_2334_ = l_2954_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e5929 = l_mut_2334_;
                                                                                    float l_2962_ = asfloat(_e5929);
                                                                                    uint l_2963_ = asuint(l_2962_);
                                                                                    uint l_2964_ = (l_2963_ ^ 2147483648u);
                                                                                    float l_2965_ = asfloat(l_2964_);
                                                                                    uint l_2966_ = asuint(l_2965_);
                                                                                    double l_2967_ = double(l_2965_);
                                                                                    l_mut_1342_ = l_2967_;
                                                                                    uint l_2968_ = (l_2966_ & 2139095040u);
                                                                                    bool l_2969_ = (l_2968_ == 0u);
                                                                                    if (l_2969_) {
                                                                                        uint l_2970_ = (l_2966_ & 8388607u);
                                                                                        double l_2971_ = double(l_2970_);
                                                                                        double l_2972_ = (l_2971_ * 1.401298464324817e-45L);
                                                                                        l_mut_1342_ = l_2972_;
                                                                                        uint l_2973_ = (l_2966_ >> 31u);
                                                                                        bool l_2974_ = (l_2973_ == 1u);
                                                                                        if (l_2974_) {
                                                                                            double _e5950 = l_mut_1342_;
                                                                                            double l_2975_ = -(_e5950);
                                                                                            l_mut_1342_ = l_2975_;
                                                                                        }
                                                                                    }
                                                                                    double _e5952 = l_mut_1342_;
                                                                                    l_mut_1418_ = _e5952;
                                                                                } else {
                                                                                    uint l_2976_ = asuint(l_2948_);
                                                                                    uint l_2977_ = (l_2976_ + 1u);
                                                                                    l_mut_2334_ = l_2977_;
                                                                                    uint l_2978_ = (l_2976_ & 2147483647u);
                                                                                    bool l_2979_ = (l_2978_ == 0u);
                                                                                    if (l_2979_) {
                                                                                        l_mut_2334_ = 1u;
                                                                                    } else {
                                                                                        uint l_2980_ = (l_2976_ & 2147483648u);
                                                                                        bool l_2981_ = (l_2980_ != 0u);
                                                                                        if (l_2981_) {
                                                                                            uint l_2982_ = (l_2976_ - 1u);
                                                                                            l_mut_2334_ = l_2982_;
                                                                                        } else {
                                                                                            bool l_2983_ = (l_2976_ == 2139095040u);
                                                                                            if (l_2983_) {
                                                                                                l_mut_2334_ = l_2976_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e5969 = l_mut_2334_;
                                                                                    float l_2984_ = asfloat(_e5969);
                                                                                    uint l_2985_ = asuint(l_2984_);
                                                                                    double l_2986_ = double(l_2984_);
                                                                                    l_mut_1342_ = l_2986_;
                                                                                    uint l_2987_ = (l_2985_ & 2139095040u);
                                                                                    bool l_2988_ = (l_2987_ == 0u);
                                                                                    if (l_2988_) {
                                                                                        uint l_2989_ = (l_2985_ & 8388607u);
                                                                                        double l_2990_ = double(l_2989_);
                                                                                        double l_2991_ = (l_2990_ * 1.401298464324817e-45L);
                                                                                        l_mut_1342_ = l_2991_;
                                                                                        uint l_2992_ = (l_2985_ >> 31u);
                                                                                        bool l_2993_ = (l_2992_ == 1u);
                                                                                        if (l_2993_) {
                                                                                            double _e5986 = l_mut_1342_;
                                                                                            double l_2994_ = -(_e5986);
                                                                                            l_mut_1342_ = l_2994_;
                                                                                        }
                                                                                    }
                                                                                    double _e5988 = l_mut_1342_;
                                                                                    bool l_2995_ = (_e5988 <= l_2942_);
                                                                                    if (l_2995_) {
                                                                                        uint l_2996_ = asuint(l_2948_);
                                                                                        uint l_2997_ = (l_2996_ + 1u);
                                                                                        l_mut_2334_ = l_2997_;
                                                                                        uint l_2998_ = (l_2996_ & 2147483647u);
                                                                                        bool l_2999_ = (l_2998_ == 0u);
                                                                                        if (l_2999_) {
                                                                                            l_mut_2334_ = 1u;
                                                                                        } else {
                                                                                            uint l_3000_ = (l_2996_ & 2147483648u);
                                                                                            bool l_3001_ = (l_3000_ != 0u);
                                                                                            if (l_3001_) {
                                                                                                uint l_3002_ = (l_2996_ - 1u);
                                                                                                l_mut_2334_ = l_3002_;
                                                                                            } else {
                                                                                                bool l_3003_ = (l_2996_ == 2139095040u);
                                                                                                if (l_3003_) {
                                                                                                    l_mut_2334_ = l_2996_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e6006 = l_mut_2334_;
                                                                                        float l_3004_ = asfloat(_e6006);
                                                                                        uint l_3005_ = asuint(l_3004_);
                                                                                        double l_3006_ = double(l_3004_);
                                                                                        l_mut_1342_ = l_3006_;
                                                                                        uint l_3007_ = (l_3005_ & 2139095040u);
                                                                                        bool l_3008_ = (l_3007_ == 0u);
                                                                                        if (l_3008_) {
                                                                                            uint l_3009_ = (l_3005_ & 8388607u);
                                                                                            double l_3010_ = double(l_3009_);
                                                                                            double l_3011_ = (l_3010_ * 1.401298464324817e-45L);
                                                                                            l_mut_1342_ = l_3011_;
                                                                                            uint l_3012_ = (l_3005_ >> 31u);
                                                                                            bool l_3013_ = (l_3012_ == 1u);
                                                                                            if (l_3013_) {
                                                                                                double _e6023 = l_mut_1342_;
                                                                                                double l_3014_ = -(_e6023);
                                                                                                l_mut_1342_ = l_3014_;
                                                                                            }
                                                                                        }
                                                                                        double _e6025 = l_mut_1342_;
                                                                                        l_mut_1418_ = _e6025;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e6026 = l_mut_1418_;
                                                                            l_mut_1645_ = _e6026;
                                                                        }
                                                                        double _e6027 = l_mut_48_;
                                                                        double l_3015_ = (_e6027 + l_171_);
                                                                        double l_3016_ = abs(l_3015_);
                                                                        double l_3017_ = (l_3016_ * 2.220446049250313e-16L);
                                                                        double l_3018_ = (l_1309_ + l_3017_);
                                                                        double l_3019_ = (l_3015_ + l_3018_);
                                                                        double l_3020_ = -(l_3019_);
                                                                        double l_3021_ = (l_3020_ * 7.1362384635298e44L);
                                                                        double l_3022_ = floor(l_3021_);
                                                                        double l_3023_ = (l_3022_ * 1.401298464324817e-45L);
                                                                        l_mut_1418_ = l_3023_;
                                                                        double l_3024_ = abs(l_3020_);
                                                                        bool l_3025_ = (l_3024_ >= 1.1754943508222875e-38L);
                                                                        if (l_3025_) {
                                                                            float l_3026_ = float(l_3020_);
                                                                            double l_3027_ = double(l_3026_);
                                                                            l_mut_1418_ = l_3027_;
                                                                            double _e6045 = l_mut_1418_;
                                                                            bool l_3028_ = (_e6045 > l_3020_);
                                                                            if (l_3028_) {
                                                                                uint l_3029_ = asuint(l_3026_);
                                                                                uint l_3030_ = (l_3029_ ^ 2147483648u);
                                                                                float l_3031_ = asfloat(l_3030_);
                                                                                uint l_3032_ = asuint(l_3031_);
                                                                                uint l_3033_ = (l_3032_ + 1u);
                                                                                l_mut_2334_ = l_3033_;
                                                                                uint l_3034_ = (l_3032_ & 2147483647u);
                                                                                bool l_3035_ = (l_3034_ == 0u);
                                                                                if (l_3035_) {
                                                                                    l_mut_2334_ = 1u;
                                                                                } else {
                                                                                    uint l_3036_ = (l_3032_ & 2147483648u);
                                                                                    bool l_3037_ = (l_3036_ != 0u);
                                                                                    if (l_3037_) {
                                                                                        uint l_3038_ = (l_3032_ - 1u);
                                                                                        l_mut_2334_ = l_3038_;
                                                                                    } else {
                                                                                        bool l_3039_ = (l_3032_ == 2139095040u);
                                                                                        if (l_3039_) {
                                                                                            l_mut_2334_ = l_3032_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e6067 = l_mut_2334_;
                                                                                float l_3040_ = asfloat(_e6067);
                                                                                uint l_3041_ = asuint(l_3040_);
                                                                                uint l_3042_ = (l_3041_ ^ 2147483648u);
                                                                                float l_3043_ = asfloat(l_3042_);
                                                                                uint l_3044_ = asuint(l_3043_);
                                                                                double l_3045_ = double(l_3043_);
                                                                                l_mut_1342_ = l_3045_;
                                                                                uint l_3046_ = (l_3044_ & 2139095040u);
                                                                                bool l_3047_ = (l_3046_ == 0u);
                                                                                if (l_3047_) {
                                                                                    uint l_3048_ = (l_3044_ & 8388607u);
                                                                                    double l_3049_ = double(l_3048_);
                                                                                    double l_3050_ = (l_3049_ * 1.401298464324817e-45L);
                                                                                    l_mut_1342_ = l_3050_;
                                                                                    uint l_3051_ = (l_3044_ >> 31u);
                                                                                    bool l_3052_ = (l_3051_ == 1u);
                                                                                    if (l_3052_) {
                                                                                        double _e6088 = l_mut_1342_;
                                                                                        double l_3053_ = -(_e6088);
                                                                                        l_mut_1342_ = l_3053_;
                                                                                    }
                                                                                }
                                                                                double _e6090 = l_mut_1342_;
                                                                                l_mut_1418_ = _e6090;
                                                                            } else {
                                                                                uint l_3054_ = asuint(l_3026_);
                                                                                uint l_3055_ = (l_3054_ + 1u);
                                                                                l_mut_2334_ = l_3055_;
                                                                                uint l_3056_ = (l_3054_ & 2147483647u);
                                                                                bool l_3057_ = (l_3056_ == 0u);
                                                                                if (l_3057_) {
                                                                                    l_mut_2334_ = 1u;
                                                                                } else {
                                                                                    uint l_3058_ = (l_3054_ & 2147483648u);
                                                                                    bool l_3059_ = (l_3058_ != 0u);
                                                                                    if (l_3059_) {
                                                                                        uint l_3060_ = (l_3054_ - 1u);
                                                                                        l_mut_2334_ = l_3060_;
                                                                                    } else {
                                                                                        bool l_3061_ = (l_3054_ == 2139095040u);
                                                                                        if (l_3061_) {
                                                                                            l_mut_2334_ = l_3054_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e6107 = l_mut_2334_;
                                                                                float l_3062_ = asfloat(_e6107);
                                                                                uint l_3063_ = asuint(l_3062_);
                                                                                double l_3064_ = double(l_3062_);
                                                                                l_mut_1342_ = l_3064_;
                                                                                uint l_3065_ = (l_3063_ & 2139095040u);
                                                                                bool l_3066_ = (l_3065_ == 0u);
                                                                                if (l_3066_) {
                                                                                    uint l_3067_ = (l_3063_ & 8388607u);
                                                                                    double l_3068_ = double(l_3067_);
                                                                                    double l_3069_ = (l_3068_ * 1.401298464324817e-45L);
                                                                                    l_mut_1342_ = l_3069_;
                                                                                    uint l_3070_ = (l_3063_ >> 31u);
                                                                                    bool l_3071_ = (l_3070_ == 1u);
                                                                                    if (l_3071_) {
                                                                                        double _e6124 = l_mut_1342_;
                                                                                        double l_3072_ = -(_e6124);
                                                                                        l_mut_1342_ = l_3072_;
                                                                                    }
                                                                                }
                                                                                double _e6126 = l_mut_1342_;
                                                                                bool l_3073_ = (_e6126 <= l_3020_);
                                                                                if (l_3073_) {
                                                                                    uint l_3074_ = asuint(l_3026_);
                                                                                    uint l_3075_ = (l_3074_ + 1u);
                                                                                    l_mut_2334_ = l_3075_;
                                                                                    uint l_3076_ = (l_3074_ & 2147483647u);
                                                                                    bool l_3077_ = (l_3076_ == 0u);
                                                                                    if (l_3077_) {
                                                                                        l_mut_2334_ = 1u;
                                                                                    } else {
                                                                                        uint l_3078_ = (l_3074_ & 2147483648u);
                                                                                        bool l_3079_ = (l_3078_ != 0u);
                                                                                        if (l_3079_) {
                                                                                            uint l_3080_ = (l_3074_ - 1u);
                                                                                            l_mut_2334_ = l_3080_;
                                                                                        } else {
                                                                                            bool l_3081_ = (l_3074_ == 2139095040u);
                                                                                            if (l_3081_) {
                                                                                                l_mut_2334_ = l_3074_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e6144 = l_mut_2334_;
                                                                                    float l_3082_ = asfloat(_e6144);
                                                                                    uint l_3083_ = asuint(l_3082_);
                                                                                    double l_3084_ = double(l_3082_);
                                                                                    l_mut_1342_ = l_3084_;
                                                                                    uint l_3085_ = (l_3083_ & 2139095040u);
                                                                                    bool l_3086_ = (l_3085_ == 0u);
                                                                                    if (l_3086_) {
                                                                                        uint l_3087_ = (l_3083_ & 8388607u);
                                                                                        double l_3088_ = double(l_3087_);
                                                                                        double l_3089_ = (l_3088_ * 1.401298464324817e-45L);
                                                                                        l_mut_1342_ = l_3089_;
                                                                                        uint l_3090_ = (l_3083_ >> 31u);
                                                                                        bool l_3091_ = (l_3090_ == 1u);
                                                                                        if (l_3091_) {
                                                                                            double _e6161 = l_mut_1342_;
                                                                                            double l_3092_ = -(_e6161);
                                                                                            l_mut_1342_ = l_3092_;
                                                                                        }
                                                                                    }
                                                                                    double _e6163 = l_mut_1342_;
                                                                                    l_mut_1418_ = _e6163;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e6164 = l_mut_1418_;
                                                                        double l_3093_ = -(_e6164);
                                                                        l_mut_1418_ = l_3093_;
                                                                        if (false) {
                                                                            local_96 = false;
                                                                        } else {
                                                                            local_96 = false;
                                                                        }
                                                                        bool l_3094_ = local_96;
                                                                        if (l_3094_) {
                                                                            double l_3095_ = (l_3015_ + l_3018_);
                                                                            double l_3096_ = (l_3095_ * 7.1362384635298e44L);
                                                                            double l_3097_ = floor(l_3096_);
                                                                            double l_3098_ = (l_3097_ * 1.401298464324817e-45L);
                                                                            l_mut_1342_ = l_3098_;
                                                                            double l_3099_ = abs(l_3095_);
                                                                            bool l_3100_ = (l_3099_ >= 1.1754943508222875e-38L);
                                                                            if (l_3100_) {
                                                                                float l_3101_ = float(l_3095_);
                                                                                double l_3102_ = double(l_3101_);
                                                                                l_mut_1342_ = l_3102_;
                                                                                double _e6183 = l_mut_1342_;
                                                                                bool l_3103_ = (_e6183 > l_3095_);
                                                                                if (l_3103_) {
                                                                                    uint l_3104_ = asuint(l_3101_);
                                                                                    uint l_3105_ = (l_3104_ ^ 2147483648u);
                                                                                    float l_3106_ = asfloat(l_3105_);
                                                                                    uint l_3107_ = asuint(l_3106_);
                                                                                    uint l_3108_ = (l_3107_ + 1u);
                                                                                    l_mut_2334_ = l_3108_;
                                                                                    uint l_3109_ = (l_3107_ & 2147483647u);
                                                                                    bool l_3110_ = (l_3109_ == 0u);
                                                                                    if (l_3110_) {
                                                                                        l_mut_2334_ = 1u;
                                                                                    } else {
                                                                                        uint l_3111_ = (l_3107_ & 2147483648u);
                                                                                        bool l_3112_ = (l_3111_ != 0u);
                                                                                        if (l_3112_) {
                                                                                            uint l_3113_ = (l_3107_ - 1u);
                                                                                            l_mut_2334_ = l_3113_;
                                                                                        } else {
                                                                                            bool l_3114_ = (l_3107_ == 2139095040u);
                                                                                            if (l_3114_) {
                                                                                                l_mut_2334_ = l_3107_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e6205 = l_mut_2334_;
                                                                                    float l_3115_ = asfloat(_e6205);
                                                                                    uint l_3116_ = asuint(l_3115_);
                                                                                    uint l_3117_ = (l_3116_ ^ 2147483648u);
                                                                                    float l_3118_ = asfloat(l_3117_);
                                                                                    uint l_3119_ = asuint(l_3118_);
                                                                                    double l_3120_ = double(l_3118_);
                                                                                    l_mut_1319_ = l_3120_;
                                                                                    uint l_3121_ = (l_3119_ & 2139095040u);
                                                                                    bool l_3122_ = (l_3121_ == 0u);
                                                                                    if (l_3122_) {
                                                                                        uint l_3123_ = (l_3119_ & 8388607u);
                                                                                        double l_3124_ = double(l_3123_);
                                                                                        double l_3125_ = (l_3124_ * 1.401298464324817e-45L);
                                                                                        l_mut_1319_ = l_3125_;
                                                                                        uint l_3126_ = (l_3119_ >> 31u);
                                                                                        bool l_3127_ = (l_3126_ == 1u);
                                                                                        if (l_3127_) {
                                                                                            double _e6226 = l_mut_1319_;
                                                                                            double l_3128_ = -(_e6226);
                                                                                            l_mut_1319_ = l_3128_;
                                                                                        }
                                                                                    }
                                                                                    double _e6228 = l_mut_1319_;
                                                                                    l_mut_1342_ = _e6228;
                                                                                } else {
                                                                                    uint l_3129_ = asuint(l_3101_);
                                                                                    uint l_3130_ = (l_3129_ + 1u);
                                                                                    l_mut_2334_ = l_3130_;
                                                                                    uint l_3131_ = (l_3129_ & 2147483647u);
                                                                                    bool l_3132_ = (l_3131_ == 0u);
                                                                                    if (l_3132_) {
                                                                                        l_mut_2334_ = 1u;
                                                                                    } else {
                                                                                        uint l_3133_ = (l_3129_ & 2147483648u);
                                                                                        bool l_3134_ = (l_3133_ != 0u);
                                                                                        if (l_3134_) {
                                                                                            uint l_3135_ = (l_3129_ - 1u);
                                                                                            l_mut_2334_ = l_3135_;
                                                                                        } else {
                                                                                            bool l_3136_ = (l_3129_ == 2139095040u);
                                                                                            if (l_3136_) {
                                                                                                l_mut_2334_ = l_3129_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e6245 = l_mut_2334_;
                                                                                    float l_3137_ = asfloat(_e6245);
                                                                                    uint l_3138_ = asuint(l_3137_);
                                                                                    double l_3139_ = double(l_3137_);
                                                                                    l_mut_1319_ = l_3139_;
                                                                                    uint l_3140_ = (l_3138_ & 2139095040u);
                                                                                    bool l_3141_ = (l_3140_ == 0u);
                                                                                    if (l_3141_) {
                                                                                        uint l_3142_ = (l_3138_ & 8388607u);
                                                                                        double l_3143_ = double(l_3142_);
                                                                                        double l_3144_ = (l_3143_ * 1.401298464324817e-45L);
                                                                                        l_mut_1319_ = l_3144_;
                                                                                        uint l_3145_ = (l_3138_ >> 31u);
                                                                                        bool l_3146_ = (l_3145_ == 1u);
                                                                                        if (l_3146_) {
                                                                                            double _e6262 = l_mut_1319_;
                                                                                            double l_3147_ = -(_e6262);
                                                                                            l_mut_1319_ = l_3147_;
                                                                                        }
                                                                                    }
                                                                                    double _e6264 = l_mut_1319_;
                                                                                    bool l_3148_ = (_e6264 <= l_3095_);
                                                                                    if (l_3148_) {
                                                                                        uint l_3149_ = asuint(l_3101_);
                                                                                        uint l_3150_ = (l_3149_ + 1u);
                                                                                        l_mut_2334_ = l_3150_;
                                                                                        uint l_3151_ = (l_3149_ & 2147483647u);
                                                                                        bool l_3152_ = (l_3151_ == 0u);
                                                                                        if (l_3152_) {
                                                                                            l_mut_2334_ = 1u;
                                                                                        } else {
                                                                                            uint l_3153_ = (l_3149_ & 2147483648u);
                                                                                            bool l_3154_ = (l_3153_ != 0u);
                                                                                            if (l_3154_) {
                                                                                                uint l_3155_ = (l_3149_ - 1u);
                                                                                                l_mut_2334_ = l_3155_;
                                                                                            } else {
                                                                                                bool l_3156_ = (l_3149_ == 2139095040u);
                                                                                                if (l_3156_) {
                                                                                                    l_mut_2334_ = l_3149_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e6282 = l_mut_2334_;
                                                                                        float l_3157_ = asfloat(_e6282);
                                                                                        uint l_3158_ = asuint(l_3157_);
                                                                                        double l_3159_ = double(l_3157_);
                                                                                        l_mut_1319_ = l_3159_;
                                                                                        uint l_3160_ = (l_3158_ & 2139095040u);
                                                                                        bool l_3161_ = (l_3160_ == 0u);
                                                                                        if (l_3161_) {
                                                                                            uint l_3162_ = (l_3158_ & 8388607u);
                                                                                            double l_3163_ = double(l_3162_);
                                                                                            double l_3164_ = (l_3163_ * 1.401298464324817e-45L);
                                                                                            l_mut_1319_ = l_3164_;
                                                                                            uint l_3165_ = (l_3158_ >> 31u);
                                                                                            bool l_3166_ = (l_3165_ == 1u);
                                                                                            if (l_3166_) {
                                                                                                double _e6299 = l_mut_1319_;
                                                                                                double l_3167_ = -(_e6299);
                                                                                                l_mut_1319_ = l_3167_;
                                                                                            }
                                                                                        }
                                                                                        double _e6301 = l_mut_1319_;
                                                                                        l_mut_1342_ = _e6301;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e6302 = l_mut_1342_;
                                                                            l_mut_1418_ = _e6302;
                                                                        }
                                                                        l_mut_2334_ = 0u;
                                                                        double _e6304 = l_mut_1645_;
                                                                        bool l_3168_ = (_e6304 <= 0.0L);
                                                                        double _e6307 = l_mut_1418_;
                                                                        bool l_3169_ = (_e6307 >= 0.0L);
                                                                        if (l_3168_) {
                                                                            local_97 = l_3169_;
                                                                        } else {
                                                                            local_97 = false;
                                                                        }
                                                                        bool l_3170_ = local_97;
                                                                        bool l_3171_ = !(l_3170_);
                                                                        if (l_3171_) {
                                                                            double _e6315 = l_mut_2101_;
                                                                            double _e6316 = l_mut_1645_;
                                                                            double l_3173_ = (_e6315 / _e6316);
                                                                            double _e6318 = l_mut_2101_;
                                                                            double _e6319 = l_mut_1418_;
                                                                            double l_3174_ = (_e6318 / _e6319);
                                                                            double _e6321 = l_mut_1874_;
                                                                            double _e6322 = l_mut_1645_;
                                                                            double l_3175_ = (_e6321 / _e6322);
                                                                            double _e6324 = l_mut_1874_;
                                                                            double _e6325 = l_mut_1418_;
                                                                            double l_3176_ = (_e6324 / _e6325);
                                                                            a_3172_[0] = l_3173_;
                                                                            a_3172_[1] = l_3173_;
                                                                            double l_3177_ = a_3172_[0];
                                                                            bool l_3178_ = (l_3174_ < l_3177_);
                                                                            if (l_3178_) {
                                                                                a_3172_[0] = l_3174_;
                                                                            }
                                                                            double l_3179_ = a_3172_[0];
                                                                            bool l_3180_ = (l_3175_ < l_3179_);
                                                                            if (l_3180_) {
                                                                                a_3172_[0] = l_3175_;
                                                                            }
                                                                            double l_3181_ = a_3172_[0];
                                                                            bool l_3182_ = (l_3176_ < l_3181_);
                                                                            if (l_3182_) {
                                                                                a_3172_[0] = l_3176_;
                                                                            }
                                                                            double l_3183_ = a_3172_[1];
                                                                            bool l_3184_ = (l_3174_ > l_3183_);
                                                                            if (l_3184_) {
                                                                                a_3172_[1] = l_3174_;
                                                                            }
                                                                            double l_3185_ = a_3172_[1];
                                                                            bool l_3186_ = (l_3175_ > l_3185_);
                                                                            if (l_3186_) {
                                                                                a_3172_[1] = l_3175_;
                                                                            }
                                                                            double l_3187_ = a_3172_[1];
                                                                            bool l_3188_ = (l_3176_ > l_3187_);
                                                                            if (l_3188_) {
                                                                                a_3172_[1] = l_3176_;
                                                                            }
                                                                            double l_3189_ = a_3172_[0];
                                                                            double l_3190_ = abs(l_3189_);
                                                                            double _e6356 = l_mut_26_;
                                                                            double l_3191_ = (l_3190_ * _e6356);
                                                                            double l_3192_ = a_3172_[1];
                                                                            double l_3193_ = abs(l_3192_);
                                                                            double _e6361 = l_mut_26_;
                                                                            double l_3194_ = (l_3193_ * _e6361);
                                                                            l_mut_2334_ = 2u;
                                                                            double l_3195_ = a_3172_[0];
                                                                            double l_3196_ = (l_3195_ - l_3191_);
                                                                            double l_3197_ = abs(l_3196_);
                                                                            l_mut_2101_ = 1.401298464324817e-45L;
                                                                            bool l_3198_ = (l_3197_ >= 1.1754943508222875e-38L);
                                                                            bool l_3199_ = (l_3197_ <= 1.7976931348623157e308L);
                                                                            if (l_3198_) {
                                                                                local_98 = l_3199_;
                                                                            } else {
                                                                                local_98 = false;
                                                                            }
                                                                            bool l_3200_ = local_98;
                                                                            if (l_3200_) {
                                                                                uint64_t l_3201_ = l_3197_;
                                                                                uint64_t l_3202_ = (l_3201_ >> uint(52uL));
                                                                                uint64_t l_3203_ = (l_3202_ - 23uL);
                                                                                uint64_t l_3204_ = (l_3203_ << uint(52uL));
                                                                                double l_3205_ = l_3204_;
                                                                                l_mut_2101_ = l_3205_;
                                                                            }
                                                                            double l_3206_ = (l_3195_ + l_3191_);
                                                                            double l_3207_ = abs(l_3206_);
                                                                            l_mut_1874_ = 1.401298464324817e-45L;
                                                                            bool l_3208_ = (l_3207_ >= 1.1754943508222875e-38L);
                                                                            bool l_3209_ = (l_3207_ <= 1.7976931348623157e308L);
                                                                            if (l_3208_) {
                                                                                local_99 = l_3209_;
                                                                            } else {
                                                                                local_99 = false;
                                                                            }
                                                                            bool l_3210_ = local_99;
                                                                            if (l_3210_) {
                                                                                uint64_t l_3211_ = l_3207_;
                                                                                uint64_t l_3212_ = (l_3211_ >> uint(52uL));
                                                                                uint64_t l_3213_ = (l_3212_ - 23uL);
                                                                                uint64_t l_3214_ = (l_3213_ << uint(52uL));
                                                                                double l_3215_ = l_3214_;
                                                                                l_mut_1874_ = l_3215_;
                                                                            }
                                                                            double _e6412 = l_mut_2101_;
                                                                            double _e6413 = l_mut_1874_;
                                                                            bool l_3216_ = (_e6412 == _e6413);
                                                                            double l_3217_ = a_3172_[1];
                                                                            double l_3218_ = (l_3217_ - l_3194_);
                                                                            double l_3219_ = abs(l_3218_);
                                                                            l_mut_2101_ = 1.401298464324817e-45L;
                                                                            bool l_3220_ = (l_3219_ >= 1.1754943508222875e-38L);
                                                                            bool l_3221_ = (l_3219_ <= 1.7976931348623157e308L);
                                                                            if (l_3220_) {
                                                                                local_100 = l_3221_;
                                                                            } else {
                                                                                local_100 = false;
                                                                            }
                                                                            bool l_3222_ = local_100;
                                                                            if (l_3222_) {
                                                                                uint64_t l_3223_ = l_3219_;
                                                                                uint64_t l_3224_ = (l_3223_ >> uint(52uL));
                                                                                uint64_t l_3225_ = (l_3224_ - 23uL);
                                                                                uint64_t l_3226_ = (l_3225_ << uint(52uL));
                                                                                double l_3227_ = l_3226_;
                                                                                l_mut_2101_ = l_3227_;
                                                                            }
                                                                            double l_3228_ = (l_3217_ + l_3194_);
                                                                            double l_3229_ = abs(l_3228_);
                                                                            l_mut_1874_ = 1.401298464324817e-45L;
                                                                            bool l_3230_ = (l_3229_ >= 1.1754943508222875e-38L);
                                                                            bool l_3231_ = (l_3229_ <= 1.7976931348623157e308L);
                                                                            if (l_3230_) {
                                                                                local_101 = l_3231_;
                                                                            } else {
                                                                                local_101 = false;
                                                                            }
                                                                            bool l_3232_ = local_101;
                                                                            if (l_3232_) {
                                                                                uint64_t l_3233_ = l_3229_;
                                                                                uint64_t l_3234_ = (l_3233_ >> uint(52uL));
                                                                                uint64_t l_3235_ = (l_3234_ - 23uL);
                                                                                uint64_t l_3236_ = (l_3235_ << uint(52uL));
                                                                                double l_3237_ = l_3236_;
                                                                                l_mut_1874_ = l_3237_;
                                                                            }
                                                                            double _e6463 = l_mut_2101_;
                                                                            double _e6464 = l_mut_1874_;
                                                                            bool l_3238_ = (_e6463 == _e6464);
                                                                            if (l_3216_) {
                                                                                local_102 = l_3238_;
                                                                            } else {
                                                                                local_102 = false;
                                                                            }
                                                                            bool l_3239_ = local_102;
                                                                            if (l_3239_) {
                                                                                double l_3240_ = a_3172_[0];
                                                                                double l_3241_ = a_3172_[0];
                                                                                double l_3242_ = abs(l_3241_);
                                                                                l_mut_2101_ = 1.401298464324817e-45L;
                                                                                bool l_3243_ = (l_3242_ >= 1.1754943508222875e-38L);
                                                                                bool l_3244_ = (l_3242_ <= 1.7976931348623157e308L);
                                                                                if (l_3243_) {
                                                                                    local_103 = l_3244_;
                                                                                } else {
                                                                                    local_103 = false;
                                                                                }
                                                                                bool l_3245_ = local_103;
                                                                                if (l_3245_) {
                                                                                    uint64_t l_3246_ = l_3242_;
                                                                                    uint64_t l_3247_ = (l_3246_ >> uint(52uL));
                                                                                    uint64_t l_3248_ = (l_3247_ - 23uL);
                                                                                    uint64_t l_3249_ = (l_3248_ << uint(52uL));
                                                                                    double l_3250_ = l_3249_;
                                                                                    l_mut_2101_ = l_3250_;
                                                                                }
                                                                                double _e6496 = l_mut_2101_;
                                                                                double l_3251_ = (l_174_ * _e6496);
                                                                                double l_3252_ = (l_3240_ - l_3251_);
                                                                                double l_3253_ = a_3172_[1];
                                                                                double l_3254_ = a_3172_[1];
                                                                                double l_3255_ = abs(l_3254_);
                                                                                l_mut_2101_ = 1.401298464324817e-45L;
                                                                                bool l_3256_ = (l_3255_ >= 1.1754943508222875e-38L);
                                                                                bool l_3257_ = (l_3255_ <= 1.7976931348623157e308L);
                                                                                if (l_3256_) {
                                                                                    local_104 = l_3257_;
                                                                                } else {
                                                                                    local_104 = false;
                                                                                }
                                                                                bool l_3258_ = local_104;
                                                                                if (l_3258_) {
                                                                                    uint64_t l_3259_ = l_3255_;
                                                                                    uint64_t l_3260_ = (l_3259_ >> uint(52uL));
                                                                                    uint64_t l_3261_ = (l_3260_ - 23uL);
                                                                                    uint64_t l_3262_ = (l_3261_ << uint(52uL));
                                                                                    double l_3263_ = l_3262_;
                                                                                    l_mut_2101_ = l_3263_;
                                                                                }
                                                                                double _e6525 = l_mut_2101_;
                                                                                double l_3264_ = (l_174_ * _e6525);
                                                                                double l_3265_ = (l_3253_ + l_3264_);
                                                                                float _e6528 = l_mut_22_;
                                                                                uint l_3266_ = asuint(_e6528);
                                                                                float _e6530 = l_mut_22_;
                                                                                double l_3267_ = double(_e6530);
                                                                                l_mut_2101_ = l_3267_;
                                                                                uint l_3268_ = (l_3266_ & 2139095040u);
                                                                                bool l_3269_ = (l_3268_ == 0u);
                                                                                if (l_3269_) {
                                                                                    uint l_3270_ = (l_3266_ & 8388607u);
                                                                                    double l_3271_ = double(l_3270_);
                                                                                    double l_3272_ = (l_3271_ * 1.401298464324817e-45L);
                                                                                    l_mut_2101_ = l_3272_;
                                                                                    uint l_3273_ = (l_3266_ >> 31u);
                                                                                    bool l_3274_ = (l_3273_ == 1u);
                                                                                    if (l_3274_) {
                                                                                        double _e6545 = l_mut_2101_;
                                                                                        double l_3275_ = -(_e6545);
                                                                                        l_mut_2101_ = l_3275_;
                                                                                    }
                                                                                }
                                                                                float _e6547 = l_mut_22_;
                                                                                uint l_3276_ = asuint(_e6547);
                                                                                uint l_3277_ = (l_3276_ + 1u);
                                                                                l_mut_3278_ = l_3277_;
                                                                                uint l_3279_ = (l_3276_ & 2147483647u);
                                                                                bool l_3280_ = (l_3279_ == 0u);
                                                                                if (l_3280_) {
                                                                                    l_mut_3278_ = 1u;
                                                                                } else {
                                                                                    uint l_3281_ = (l_3276_ & 2147483648u);
                                                                                    bool l_3282_ = (l_3281_ != 0u);
                                                                                    if (l_3282_) {
                                                                                        uint l_3283_ = (l_3276_ - 1u);
                                                                                        l_mut_3278_ = l_3283_;
                                                                                    } else {
                                                                                        bool l_3284_ = (l_3276_ == 2139095040u);
                                                                                        if (l_3284_) {
                                                                                            l_mut_3278_ = l_3276_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e6564 = l_mut_3278_;
                                                                                float l_3285_ = asfloat(_e6564);
                                                                                uint l_3286_ = asuint(l_3285_);
                                                                                double l_3287_ = double(l_3285_);
                                                                                l_mut_1874_ = l_3287_;
                                                                                uint l_3288_ = (l_3286_ & 2139095040u);
                                                                                bool l_3289_ = (l_3288_ == 0u);
                                                                                if (l_3289_) {
                                                                                    uint l_3290_ = (l_3286_ & 8388607u);
                                                                                    double l_3291_ = double(l_3290_);
                                                                                    double l_3292_ = (l_3291_ * 1.401298464324817e-45L);
                                                                                    l_mut_1874_ = l_3292_;
                                                                                    uint l_3293_ = (l_3286_ >> 31u);
                                                                                    bool l_3294_ = (l_3293_ == 1u);
                                                                                    if (l_3294_) {
                                                                                        double _e6581 = l_mut_1874_;
                                                                                        double l_3295_ = -(_e6581);
                                                                                        l_mut_1874_ = l_3295_;
                                                                                    }
                                                                                }
                                                                                float _e6583 = l_mut_22_;
                                                                                uint l_3296_ = asuint(_e6583);
                                                                                uint l_3297_ = (l_3296_ ^ 2147483648u);
                                                                                float l_3298_ = asfloat(l_3297_);
                                                                                uint l_3299_ = asuint(l_3298_);
                                                                                uint l_3300_ = (l_3299_ + 1u);
                                                                                l_mut_3278_ = l_3300_;
                                                                                uint l_3301_ = (l_3299_ & 2147483647u);
                                                                                bool l_3302_ = (l_3301_ == 0u);
                                                                                if (l_3302_) {
                                                                                    l_mut_3278_ = 1u;
                                                                                } else {
                                                                                    uint l_3303_ = (l_3299_ & 2147483648u);
                                                                                    bool l_3304_ = (l_3303_ != 0u);
                                                                                    if (l_3304_) {
                                                                                        uint l_3305_ = (l_3299_ - 1u);
                                                                                        l_mut_3278_ = l_3305_;
                                                                                    } else {
                                                                                        bool l_3306_ = (l_3299_ == 2139095040u);
                                                                                        if (l_3306_) {
                                                                                            l_mut_3278_ = l_3299_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e6604 = l_mut_3278_;
                                                                                float l_3307_ = asfloat(_e6604);
                                                                                uint l_3308_ = asuint(l_3307_);
                                                                                uint l_3309_ = (l_3308_ ^ 2147483648u);
                                                                                float l_3310_ = asfloat(l_3309_);
                                                                                uint l_3311_ = asuint(l_3310_);
                                                                                double l_3312_ = double(l_3310_);
                                                                                l_mut_1645_ = l_3312_;
                                                                                uint l_3313_ = (l_3311_ & 2139095040u);
                                                                                bool l_3314_ = (l_3313_ == 0u);
                                                                                if (l_3314_) {
                                                                                    uint l_3315_ = (l_3311_ & 8388607u);
                                                                                    double l_3316_ = double(l_3315_);
                                                                                    double l_3317_ = (l_3316_ * 1.401298464324817e-45L);
                                                                                    l_mut_1645_ = l_3317_;
                                                                                    uint l_3318_ = (l_3311_ >> 31u);
                                                                                    bool l_3319_ = (l_3318_ == 1u);
                                                                                    if (l_3319_) {
                                                                                        double _e6625 = l_mut_1645_;
                                                                                        double l_3320_ = -(_e6625);
                                                                                        l_mut_1645_ = l_3320_;
                                                                                    }
                                                                                }
                                                                                double l_3321_ = (l_3252_ + l_3191_);
                                                                                double _e6628 = l_mut_2101_;
                                                                                bool l_3322_ = (l_3321_ <= _e6628);
                                                                                l_mut_291_ = l_3322_;
                                                                                double l_3323_ = (l_3252_ - l_3191_);
                                                                                double _e6631 = l_mut_2101_;
                                                                                bool l_3324_ = (l_3323_ > _e6631);
                                                                                l_mut_288_ = l_3324_;
                                                                                double l_3325_ = (l_3265_ - l_3194_);
                                                                                double _e6634 = l_mut_2101_;
                                                                                bool l_3326_ = (l_3325_ >= _e6634);
                                                                                l_mut_285_ = l_3326_;
                                                                                double l_3327_ = (l_3265_ + l_3194_);
                                                                                double _e6637 = l_mut_2101_;
                                                                                bool l_3328_ = (l_3327_ < _e6637);
                                                                                l_mut_282_ = l_3328_;
                                                                                double l_3329_ = (l_3252_ + l_3191_);
                                                                                double _e6640 = l_mut_1874_;
                                                                                bool l_3330_ = (l_3329_ < _e6640);
                                                                                l_mut_291_ = l_3330_;
                                                                                double l_3331_ = (l_3252_ - l_3191_);
                                                                                double _e6643 = l_mut_1874_;
                                                                                bool l_3332_ = (l_3331_ >= _e6643);
                                                                                l_mut_288_ = l_3332_;
                                                                                double l_3333_ = (l_3265_ - l_3194_);
                                                                                double _e6646 = l_mut_1645_;
                                                                                bool l_3334_ = (l_3333_ > _e6646);
                                                                                l_mut_285_ = l_3334_;
                                                                                double l_3335_ = (l_3265_ + l_3194_);
                                                                                double _e6649 = l_mut_1645_;
                                                                                bool l_3336_ = (l_3335_ <= _e6649);
                                                                                l_mut_282_ = l_3336_;
                                                                                l_mut_3278_ = 2u;
                                                                                bool _e6652 = l_mut_288_;
                                                                                if (!(_e6652)) {
                                                                                    bool _e6656 = l_mut_282_;
                                                                                    local_105 = _e6656;
                                                                                } else {
                                                                                    local_105 = true;
                                                                                }
                                                                                bool l_3337_ = local_105;
                                                                                if (l_3337_) {
                                                                                    l_mut_3278_ = 1u;
                                                                                } else {
                                                                                    bool _e6660 = l_mut_291_;
                                                                                    if (_e6660) {
                                                                                        bool _e6663 = l_mut_285_;
                                                                                        local_106 = _e6663;
                                                                                    } else {
                                                                                        local_106 = false;
                                                                                    }
                                                                                    bool l_3338_ = local_106;
                                                                                    if (l_3338_) {
                                                                                        l_mut_3278_ = 0u;
                                                                                    }
                                                                                }
                                                                                float _e6667 = l_mut_22_;
                                                                                uint l_3339_ = asuint(_e6667);
                                                                                uint l_3340_ = (l_3339_ & 2147483647u);
                                                                                bool l_3341_ = (l_3340_ == 0u);
                                                                                if (l_3341_) {
                                                                                    double l_3342_ = (l_3252_ + l_3191_);
                                                                                    bool l_3343_ = (l_3342_ < 1.1754943508222875e-38L);
                                                                                    double l_3344_ = (l_3265_ - l_3194_);
                                                                                    bool l_3345_ = (l_3344_ > -1.1754943508222875e-38L);
                                                                                    if (l_3343_) {
                                                                                        local_107 = l_3345_;
                                                                                    } else {
                                                                                        local_107 = false;
                                                                                    }
                                                                                    bool l_3346_ = local_107;
                                                                                    double l_3347_ = (l_3252_ - l_3191_);
                                                                                    bool l_3348_ = (l_3347_ < 1.1754943508222875e-38L);
                                                                                    double l_3349_ = (l_3265_ + l_3194_);
                                                                                    bool l_3350_ = (l_3349_ > -1.1754943508222875e-38L);
                                                                                    if (l_3348_) {
                                                                                        local_108 = l_3350_;
                                                                                    } else {
                                                                                        local_108 = false;
                                                                                    }
                                                                                    bool l_3351_ = local_108;
                                                                                    if (l_3346_) {
                                                                                        l_mut_3278_ = 0u;
                                                                                    } else {
                                                                                        uint _e6694 = l_mut_3278_;
                                                                                        bool l_3352_ = (_e6694 == 1u);
                                                                                        if (l_3351_) {
                                                                                            local_109 = l_3352_;
                                                                                        } else {
                                                                                            local_109 = false;
                                                                                        }
                                                                                        bool l_3353_ = local_109;
                                                                                        if (l_3353_) {
                                                                                            l_mut_3278_ = 2u;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e6702 = l_mut_3278_;
                                                                                l_mut_2334_ = _e6702;
                                                                            }
                                                                        }
                                                                        uint _e6703 = l_mut_199_;
                                                                        bool l_3354_ = (_e6703 == 0u);
                                                                        if (l_3354_) {
                                                                            l_mut_237_ = 0u;
                                                                        } else {
                                                                            uint _e6707 = l_mut_2334_;
                                                                            bool l_3355_ = (_e6707 == 1u);
                                                                            if (l_3355_) {
                                                                                l_mut_237_ = 1u;
                                                                            }
                                                                        }
                                                                    } else {
                                                                        double _e6711 = l_mut_57_;
                                                                        double l_3356_ = (_e6711 - l_171_);
                                                                        double _e6713 = l_mut_57_;
                                                                        double l_3357_ = (_e6713 + l_171_);
                                                                        double _e6715 = l_mut_48_;
                                                                        double l_3358_ = (_e6715 - l_171_);
                                                                        double _e6717 = l_mut_48_;
                                                                        double l_3359_ = (_e6717 + l_171_);
                                                                        double l_3360_ = abs(l_3358_);
                                                                        bool l_3361_ = (l_3360_ > l_1309_);
                                                                        double l_3362_ = abs(l_3359_);
                                                                        bool l_3363_ = (l_3362_ > l_1309_);
                                                                        if (l_3361_) {
                                                                            local_110 = l_3363_;
                                                                        } else {
                                                                            local_110 = false;
                                                                        }
                                                                        bool l_3364_ = local_110;
                                                                        if (l_3364_) {
                                                                            double l_3365_ = (l_1307_ + l_1309_);
                                                                            double l_3366_ = abs(l_3358_);
                                                                            double l_3367_ = abs(l_3359_);
                                                                            l_mut_2101_ = l_3366_;
                                                                            bool l_3368_ = (l_3367_ < l_3366_);
                                                                            if (l_3368_) {
                                                                                l_mut_2101_ = l_3367_;
                                                                            }
                                                                            double _e6731 = l_mut_2101_;
                                                                            double l_3369_ = (l_3365_ / _e6731);
                                                                            double l_3370_ = abs(l_3356_);
                                                                            double l_3371_ = abs(l_3357_);
                                                                            l_mut_2101_ = l_3370_;
                                                                            bool l_3372_ = (l_3371_ < l_3370_);
                                                                            if (l_3372_) {
                                                                                l_mut_2101_ = l_3371_;
                                                                            }
                                                                            double _e6736 = l_mut_2101_;
                                                                            double l_3373_ = (l_1307_ / _e6736);
                                                                            double l_3374_ = (l_3369_ + l_3373_);
                                                                            double _e6739 = l_mut_26_;
                                                                            l_mut_26_ = (_e6739 + l_3374_);
                                                                            l_mut_3278_ = 0u;
                                                                            bool l_3375_ = (l_3358_ <= 0.0L);
                                                                            bool l_3376_ = (l_3359_ >= 0.0L);
                                                                            if (l_3375_) {
                                                                                local_111 = l_3376_;
                                                                            } else {
                                                                                local_111 = false;
                                                                            }
                                                                            bool l_3377_ = local_111;
                                                                            bool l_3378_ = !(l_3377_);
                                                                            if (l_3378_) {
                                                                                double l_3380_ = (l_3356_ / l_3358_);
                                                                                double l_3381_ = (l_3356_ / l_3359_);
                                                                                double l_3382_ = (l_3357_ / l_3358_);
                                                                                double l_3383_ = (l_3357_ / l_3359_);
                                                                                a_3379_[0] = l_3380_;
                                                                                a_3379_[1] = l_3380_;
                                                                                double l_3384_ = a_3379_[0];
                                                                                bool l_3385_ = (l_3381_ < l_3384_);
                                                                                if (l_3385_) {
                                                                                    a_3379_[0] = l_3381_;
                                                                                }
                                                                                double l_3386_ = a_3379_[0];
                                                                                bool l_3387_ = (l_3382_ < l_3386_);
                                                                                if (l_3387_) {
                                                                                    a_3379_[0] = l_3382_;
                                                                                }
                                                                                double l_3388_ = a_3379_[0];
                                                                                bool l_3389_ = (l_3383_ < l_3388_);
                                                                                if (l_3389_) {
                                                                                    a_3379_[0] = l_3383_;
                                                                                }
                                                                                double l_3390_ = a_3379_[1];
                                                                                bool l_3391_ = (l_3381_ > l_3390_);
                                                                                if (l_3391_) {
                                                                                    a_3379_[1] = l_3381_;
                                                                                }
                                                                                double l_3392_ = a_3379_[1];
                                                                                bool l_3393_ = (l_3382_ > l_3392_);
                                                                                if (l_3393_) {
                                                                                    a_3379_[1] = l_3382_;
                                                                                }
                                                                                double l_3394_ = a_3379_[1];
                                                                                bool l_3395_ = (l_3383_ > l_3394_);
                                                                                if (l_3395_) {
                                                                                    a_3379_[1] = l_3383_;
                                                                                }
                                                                                double l_3396_ = a_3379_[0];
                                                                                double l_3397_ = abs(l_3396_);
                                                                                double _e6784 = l_mut_26_;
                                                                                double l_3398_ = (l_3397_ * _e6784);
                                                                                double l_3399_ = a_3379_[1];
                                                                                double l_3400_ = abs(l_3399_);
                                                                                double _e6789 = l_mut_26_;
                                                                                double l_3401_ = (l_3400_ * _e6789);
                                                                                l_mut_3278_ = 2u;
                                                                                double l_3402_ = a_3379_[0];
                                                                                double l_3403_ = (l_3402_ - l_3398_);
                                                                                double l_3404_ = abs(l_3403_);
                                                                                l_mut_2101_ = 1.401298464324817e-45L;
                                                                                bool l_3405_ = (l_3404_ >= 1.1754943508222875e-38L);
                                                                                bool l_3406_ = (l_3404_ <= 1.7976931348623157e308L);
                                                                                if (l_3405_) {
                                                                                    local_112 = l_3406_;
                                                                                } else {
                                                                                    local_112 = false;
                                                                                }
                                                                                bool l_3407_ = local_112;
                                                                                if (l_3407_) {
                                                                                    uint64_t l_3408_ = l_3404_;
                                                                                    uint64_t l_3409_ = (l_3408_ >> uint(52uL));
                                                                                    uint64_t l_3410_ = (l_3409_ - 23uL);
                                                                                    uint64_t l_3411_ = (l_3410_ << uint(52uL));
                                                                                    double l_3412_ = l_3411_;
                                                                                    l_mut_2101_ = l_3412_;
                                                                                }
                                                                                double l_3413_ = (l_3402_ + l_3398_);
                                                                                double l_3414_ = abs(l_3413_);
                                                                                l_mut_1874_ = 1.401298464324817e-45L;
                                                                                bool l_3415_ = (l_3414_ >= 1.1754943508222875e-38L);
                                                                                bool l_3416_ = (l_3414_ <= 1.7976931348623157e308L);
                                                                                if (l_3415_) {
                                                                                    local_113 = l_3416_;
                                                                                } else {
                                                                                    local_113 = false;
                                                                                }
                                                                                bool l_3417_ = local_113;
                                                                                if (l_3417_) {
                                                                                    uint64_t l_3418_ = l_3414_;
                                                                                    uint64_t l_3419_ = (l_3418_ >> uint(52uL));
                                                                                    uint64_t l_3420_ = (l_3419_ - 23uL);
                                                                                    uint64_t l_3421_ = (l_3420_ << uint(52uL));
                                                                                    double l_3422_ = l_3421_;
                                                                                    l_mut_1874_ = l_3422_;
                                                                                }
                                                                                double _e6840 = l_mut_2101_;
                                                                                double _e6841 = l_mut_1874_;
                                                                                bool l_3423_ = (_e6840 == _e6841);
                                                                                double l_3424_ = a_3379_[1];
                                                                                double l_3425_ = (l_3424_ - l_3401_);
                                                                                double l_3426_ = abs(l_3425_);
                                                                                l_mut_2101_ = 1.401298464324817e-45L;
                                                                                bool l_3427_ = (l_3426_ >= 1.1754943508222875e-38L);
                                                                                bool l_3428_ = (l_3426_ <= 1.7976931348623157e308L);
                                                                                if (l_3427_) {
                                                                                    local_114 = l_3428_;
                                                                                } else {
                                                                                    local_114 = false;
                                                                                }
                                                                                bool l_3429_ = local_114;
                                                                                if (l_3429_) {
                                                                                    uint64_t l_3430_ = l_3426_;
                                                                                    uint64_t l_3431_ = (l_3430_ >> uint(52uL));
                                                                                    uint64_t l_3432_ = (l_3431_ - 23uL);
                                                                                    uint64_t l_3433_ = (l_3432_ << uint(52uL));
                                                                                    double l_3434_ = l_3433_;
                                                                                    l_mut_2101_ = l_3434_;
                                                                                }
                                                                                double l_3435_ = (l_3424_ + l_3401_);
                                                                                double l_3436_ = abs(l_3435_);
                                                                                l_mut_1874_ = 1.401298464324817e-45L;
                                                                                bool l_3437_ = (l_3436_ >= 1.1754943508222875e-38L);
                                                                                bool l_3438_ = (l_3436_ <= 1.7976931348623157e308L);
                                                                                if (l_3437_) {
                                                                                    local_115 = l_3438_;
                                                                                } else {
                                                                                    local_115 = false;
                                                                                }
                                                                                bool l_3439_ = local_115;
                                                                                if (l_3439_) {
                                                                                    uint64_t l_3440_ = l_3436_;
                                                                                    uint64_t l_3441_ = (l_3440_ >> uint(52uL));
                                                                                    uint64_t l_3442_ = (l_3441_ - 23uL);
                                                                                    uint64_t l_3443_ = (l_3442_ << uint(52uL));
                                                                                    double l_3444_ = l_3443_;
                                                                                    l_mut_1874_ = l_3444_;
                                                                                }
                                                                                double _e6891 = l_mut_2101_;
                                                                                double _e6892 = l_mut_1874_;
                                                                                bool l_3445_ = (_e6891 == _e6892);
                                                                                if (l_3423_) {
                                                                                    local_116 = l_3445_;
                                                                                } else {
                                                                                    local_116 = false;
                                                                                }
                                                                                bool l_3446_ = local_116;
                                                                                if (l_3446_) {
                                                                                    double l_3447_ = a_3379_[0];
                                                                                    double l_3448_ = a_3379_[0];
                                                                                    double l_3449_ = abs(l_3448_);
                                                                                    l_mut_2101_ = 1.401298464324817e-45L;
                                                                                    bool l_3450_ = (l_3449_ >= 1.1754943508222875e-38L);
                                                                                    bool l_3451_ = (l_3449_ <= 1.7976931348623157e308L);
                                                                                    if (l_3450_) {
                                                                                        local_117 = l_3451_;
                                                                                    } else {
                                                                                        local_117 = false;
                                                                                    }
                                                                                    bool l_3452_ = local_117;
                                                                                    if (l_3452_) {
                                                                                        uint64_t l_3453_ = l_3449_;
                                                                                        uint64_t l_3454_ = (l_3453_ >> uint(52uL));
                                                                                        uint64_t l_3455_ = (l_3454_ - 23uL);
                                                                                        uint64_t l_3456_ = (l_3455_ << uint(52uL));
                                                                                        double l_3457_ = l_3456_;
                                                                                        l_mut_2101_ = l_3457_;
                                                                                    }
                                                                                    double _e6924 = l_mut_2101_;
                                                                                    double l_3458_ = (l_174_ * _e6924);
                                                                                    double l_3459_ = (l_3447_ - l_3458_);
                                                                                    double l_3460_ = a_3379_[1];
                                                                                    double l_3461_ = a_3379_[1];
                                                                                    double l_3462_ = abs(l_3461_);
                                                                                    l_mut_2101_ = 1.401298464324817e-45L;
                                                                                    bool l_3463_ = (l_3462_ >= 1.1754943508222875e-38L);
                                                                                    bool l_3464_ = (l_3462_ <= 1.7976931348623157e308L);
                                                                                    if (l_3463_) {
                                                                                        local_118 = l_3464_;
                                                                                    } else {
                                                                                        local_118 = false;
                                                                                    }
                                                                                    bool l_3465_ = local_118;
                                                                                    if (l_3465_) {
                                                                                        uint64_t l_3466_ = l_3462_;
                                                                                        uint64_t l_3467_ = (l_3466_ >> uint(52uL));
                                                                                        uint64_t l_3468_ = (l_3467_ - 23uL);
                                                                                        uint64_t l_3469_ = (l_3468_ << uint(52uL));
                                                                                        double l_3470_ = l_3469_;
                                                                                        l_mut_2101_ = l_3470_;
                                                                                    }
                                                                                    double _e6953 = l_mut_2101_;
                                                                                    double l_3471_ = (l_174_ * _e6953);
                                                                                    double l_3472_ = (l_3460_ + l_3471_);
                                                                                    float _e6956 = l_mut_22_;
                                                                                    uint l_3473_ = asuint(_e6956);
                                                                                    float _e6958 = l_mut_22_;
                                                                                    double l_3474_ = double(_e6958);
                                                                                    l_mut_2101_ = l_3474_;
                                                                                    uint l_3475_ = (l_3473_ & 2139095040u);
                                                                                    bool l_3476_ = (l_3475_ == 0u);
                                                                                    if (l_3476_) {
                                                                                        uint l_3477_ = (l_3473_ & 8388607u);
                                                                                        double l_3478_ = double(l_3477_);
                                                                                        double l_3479_ = (l_3478_ * 1.401298464324817e-45L);
                                                                                        l_mut_2101_ = l_3479_;
                                                                                        uint l_3480_ = (l_3473_ >> 31u);
                                                                                        bool l_3481_ = (l_3480_ == 1u);
                                                                                        if (l_3481_) {
                                                                                            double _e6973 = l_mut_2101_;
                                                                                            double l_3482_ = -(_e6973);
                                                                                            l_mut_2101_ = l_3482_;
                                                                                        }
                                                                                    }
                                                                                    float _e6975 = l_mut_22_;
                                                                                    uint l_3483_ = asuint(_e6975);
                                                                                    uint l_3484_ = (l_3483_ + 1u);
                                                                                    l_mut_2334_ = l_3484_;
                                                                                    uint l_3485_ = (l_3483_ & 2147483647u);
                                                                                    bool l_3486_ = (l_3485_ == 0u);
                                                                                    if (l_3486_) {
                                                                                        l_mut_2334_ = 1u;
                                                                                    } else {
                                                                                        uint l_3487_ = (l_3483_ & 2147483648u);
                                                                                        bool l_3488_ = (l_3487_ != 0u);
                                                                                        if (l_3488_) {
                                                                                            uint l_3489_ = (l_3483_ - 1u);
                                                                                            l_mut_2334_ = l_3489_;
                                                                                        } else {
                                                                                            bool l_3490_ = (l_3483_ == 2139095040u);
                                                                                            if (l_3490_) {
                                                                                                l_mut_2334_ = l_3483_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e6992 = l_mut_2334_;
                                                                                    float l_3491_ = asfloat(_e6992);
                                                                                    uint l_3492_ = asuint(l_3491_);
                                                                                    double l_3493_ = double(l_3491_);
                                                                                    l_mut_1874_ = l_3493_;
                                                                                    uint l_3494_ = (l_3492_ & 2139095040u);
                                                                                    bool l_3495_ = (l_3494_ == 0u);
                                                                                    if (l_3495_) {
                                                                                        uint l_3496_ = (l_3492_ & 8388607u);
                                                                                        double l_3497_ = double(l_3496_);
                                                                                        double l_3498_ = (l_3497_ * 1.401298464324817e-45L);
                                                                                        l_mut_1874_ = l_3498_;
                                                                                        uint l_3499_ = (l_3492_ >> 31u);
                                                                                        bool l_3500_ = (l_3499_ == 1u);
                                                                                        if (l_3500_) {
                                                                                            double _e7009 = l_mut_1874_;
                                                                                            double l_3501_ = -(_e7009);
                                                                                            l_mut_1874_ = l_3501_;
                                                                                        }
                                                                                    }
                                                                                    float _e7011 = l_mut_22_;
                                                                                    uint l_3502_ = asuint(_e7011);
                                                                                    uint l_3503_ = (l_3502_ ^ 2147483648u);
                                                                                    float l_3504_ = asfloat(l_3503_);
                                                                                    uint l_3505_ = asuint(l_3504_);
                                                                                    uint l_3506_ = (l_3505_ + 1u);
                                                                                    l_mut_2334_ = l_3506_;
                                                                                    uint l_3507_ = (l_3505_ & 2147483647u);
                                                                                    bool l_3508_ = (l_3507_ == 0u);
                                                                                    if (l_3508_) {
                                                                                        l_mut_2334_ = 1u;
                                                                                    } else {
                                                                                        uint l_3509_ = (l_3505_ & 2147483648u);
                                                                                        bool l_3510_ = (l_3509_ != 0u);
                                                                                        if (l_3510_) {
                                                                                            uint l_3511_ = (l_3505_ - 1u);
                                                                                            l_mut_2334_ = l_3511_;
                                                                                        } else {
                                                                                            bool l_3512_ = (l_3505_ == 2139095040u);
                                                                                            if (l_3512_) {
                                                                                                l_mut_2334_ = l_3505_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e7032 = l_mut_2334_;
                                                                                    float l_3513_ = asfloat(_e7032);
                                                                                    uint l_3514_ = asuint(l_3513_);
                                                                                    uint l_3515_ = (l_3514_ ^ 2147483648u);
                                                                                    float l_3516_ = asfloat(l_3515_);
                                                                                    uint l_3517_ = asuint(l_3516_);
                                                                                    double l_3518_ = double(l_3516_);
                                                                                    l_mut_1645_ = l_3518_;
                                                                                    uint l_3519_ = (l_3517_ & 2139095040u);
                                                                                    bool l_3520_ = (l_3519_ == 0u);
                                                                                    if (l_3520_) {
                                                                                        uint l_3521_ = (l_3517_ & 8388607u);
                                                                                        double l_3522_ = double(l_3521_);
                                                                                        double l_3523_ = (l_3522_ * 1.401298464324817e-45L);
                                                                                        l_mut_1645_ = l_3523_;
                                                                                        uint l_3524_ = (l_3517_ >> 31u);
                                                                                        bool l_3525_ = (l_3524_ == 1u);
                                                                                        if (l_3525_) {
                                                                                            double _e7053 = l_mut_1645_;
                                                                                            double l_3526_ = -(_e7053);
                                                                                            l_mut_1645_ = l_3526_;
                                                                                        }
                                                                                    }
                                                                                    double l_3527_ = (l_3459_ + l_3398_);
                                                                                    double _e7056 = l_mut_2101_;
                                                                                    bool l_3528_ = (l_3527_ <= _e7056);
                                                                                    l_mut_291_ = l_3528_;
                                                                                    double l_3529_ = (l_3459_ - l_3398_);
                                                                                    double _e7059 = l_mut_2101_;
                                                                                    bool l_3530_ = (l_3529_ > _e7059);
                                                                                    l_mut_288_ = l_3530_;
                                                                                    double l_3531_ = (l_3472_ - l_3401_);
                                                                                    double _e7062 = l_mut_2101_;
                                                                                    bool l_3532_ = (l_3531_ >= _e7062);
                                                                                    l_mut_285_ = l_3532_;
                                                                                    double l_3533_ = (l_3472_ + l_3401_);
                                                                                    double _e7065 = l_mut_2101_;
                                                                                    bool l_3534_ = (l_3533_ < _e7065);
                                                                                    l_mut_282_ = l_3534_;
                                                                                    l_mut_2334_ = 2u;
                                                                                    bool _e7068 = l_mut_288_;
                                                                                    if (!(_e7068)) {
                                                                                        bool _e7072 = l_mut_282_;
                                                                                        local_119 = _e7072;
                                                                                    } else {
                                                                                        local_119 = true;
                                                                                    }
                                                                                    bool l_3535_ = local_119;
                                                                                    if (l_3535_) {
                                                                                        l_mut_2334_ = 1u;
                                                                                    } else {
                                                                                        bool _e7076 = l_mut_291_;
                                                                                        if (_e7076) {
                                                                                            bool _e7079 = l_mut_285_;
                                                                                            local_120 = _e7079;
                                                                                        } else {
                                                                                            local_120 = false;
                                                                                        }
                                                                                        bool l_3536_ = local_120;
                                                                                        if (l_3536_) {
                                                                                            l_mut_2334_ = 0u;
                                                                                        }
                                                                                    }
                                                                                    float _e7083 = l_mut_22_;
                                                                                    uint l_3537_ = asuint(_e7083);
                                                                                    uint l_3538_ = (l_3537_ & 2147483647u);
                                                                                    bool l_3539_ = (l_3538_ == 0u);
                                                                                    if (l_3539_) {
                                                                                        double l_3540_ = (l_3459_ + l_3398_);
                                                                                        bool l_3541_ = (l_3540_ < 1.1754943508222875e-38L);
                                                                                        double l_3542_ = (l_3472_ - l_3401_);
                                                                                        bool l_3543_ = (l_3542_ > -1.1754943508222875e-38L);
                                                                                        if (l_3541_) {
                                                                                            local_121 = l_3543_;
                                                                                        } else {
                                                                                            local_121 = false;
                                                                                        }
                                                                                        bool l_3544_ = local_121;
                                                                                        double l_3545_ = (l_3459_ - l_3398_);
                                                                                        bool l_3546_ = (l_3545_ < 1.1754943508222875e-38L);
                                                                                        double l_3547_ = (l_3472_ + l_3401_);
                                                                                        bool l_3548_ = (l_3547_ > -1.1754943508222875e-38L);
                                                                                        if (l_3546_) {
                                                                                            local_122 = l_3548_;
                                                                                        } else {
                                                                                            local_122 = false;
                                                                                        }
                                                                                        bool l_3549_ = local_122;
                                                                                        if (l_3544_) {
                                                                                            l_mut_2334_ = 0u;
                                                                                        } else {
                                                                                            uint _e7110 = l_mut_2334_;
                                                                                            bool l_3550_ = (_e7110 == 1u);
                                                                                            if (l_3549_) {
                                                                                                local_123 = l_3550_;
                                                                                            } else {
                                                                                                local_123 = false;
                                                                                            }
                                                                                            bool l_3551_ = local_123;
                                                                                            if (l_3551_) {
                                                                                                l_mut_2334_ = 2u;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e7118 = l_mut_2334_;
                                                                                    l_mut_3278_ = _e7118;
                                                                                }
                                                                            }
                                                                            uint _e7119 = l_mut_3278_;
                                                                            l_mut_237_ = _e7119;
                                                                        }
                                                                    }
                                                                    uint _e7120 = l_mut_237_;
                                                                    l_mut_183_ = _e7120;
                                                                } else {
                                                                    bool l_3552_ = (l_179_ <= l_177_);
                                                                    bool l_3553_ = (l_165_ == 12u);
                                                                    if (l_3552_) {
                                                                        local_124 = l_3553_;
                                                                    } else {
                                                                        local_124 = false;
                                                                    }
                                                                    bool l_3554_ = local_124;
                                                                    if (l_3554_) {
                                                                        float l_3555_ = float(l_178_);
                                                                        uint l_3556_ = asuint(l_3555_);
                                                                        double l_3557_ = double(l_3555_);
                                                                        l_mut_2101_ = l_3557_;
                                                                        uint l_3558_ = (l_3556_ & 2139095040u);
                                                                        bool l_3559_ = (l_3558_ == 0u);
                                                                        if (l_3559_) {
                                                                            uint l_3560_ = (l_3556_ & 8388607u);
                                                                            double l_3561_ = double(l_3560_);
                                                                            double l_3562_ = (l_3561_ * 1.401298464324817e-45L);
                                                                            l_mut_2101_ = l_3562_;
                                                                            uint l_3563_ = (l_3556_ >> 31u);
                                                                            bool l_3564_ = (l_3563_ == 1u);
                                                                            if (l_3564_) {
                                                                                double _e7144 = l_mut_2101_;
                                                                                double l_3565_ = -(_e7144);
                                                                                l_mut_2101_ = l_3565_;
                                                                            }
                                                                        }
                                                                        double _e7146 = l_mut_2101_;
                                                                        double l_3566_ = abs(_e7146);
                                                                        l_mut_2101_ = l_3566_;
                                                                        l_mut_3278_ = 0u;
                                                                        bool l_3567_ = (l_3566_ >= 0.785L);
                                                                        if (l_3567_) {
                                                                            double l_3568_ = (l_3566_ * 0.6366197723675814L);
                                                                            double l_3569_ = (l_3568_ + 0.5L);
                                                                            double l_3570_ = floor(l_3569_);
                                                                            double l_3571_ = (l_3570_ * 1.570796325802803L);
                                                                            double l_3572_ = (l_3566_ - l_3571_);
                                                                            double l_3573_ = (l_3572_ * l_61_);
                                                                            double l_3574_ = (l_3570_ * 9.920935796805404e-10L);
                                                                            double l_3575_ = (l_3573_ - l_3574_);
                                                                            l_mut_2101_ = l_3575_;
                                                                            uint l_3576_ = naga_f2u32(l_3570_);
                                                                            l_mut_3278_ = l_3576_;
                                                                        }
                                                                        uint l_3577_ = asuint(l_3555_);
                                                                        uint l_3578_ = (l_3577_ >> 31u);
                                                                        bool l_3579_ = (l_3578_ == 1u);
                                                                        double _e7169 = l_mut_2101_;
                                                                        double _e7170 = l_mut_2101_;
                                                                        double l_3580_ = (_e7169 * _e7170);
                                                                        double l_3581_ = (l_3580_ * 1.9572941063391263e-20L);
                                                                        double l_3582_ = (8.22063524662433e-18L - l_3581_);
                                                                        l_mut_1874_ = l_3582_;
                                                                        double _e7176 = l_mut_1874_;
                                                                        double l_3583_ = (_e7176 * l_3580_);
                                                                        double l_3584_ = (l_3583_ - 2.8114572543455206e-15L);
                                                                        l_mut_1874_ = l_3584_;
                                                                        double _e7180 = l_mut_1874_;
                                                                        double l_3585_ = (_e7180 * l_3580_);
                                                                        double l_3586_ = (l_3585_ + 7.647163731819816e-13L);
                                                                        l_mut_1874_ = l_3586_;
                                                                        double _e7184 = l_mut_1874_;
                                                                        double l_3587_ = (_e7184 * l_3580_);
                                                                        double l_3588_ = (l_3587_ - 1.6059043836821613e-10L);
                                                                        l_mut_1874_ = l_3588_;
                                                                        double _e7188 = l_mut_1874_;
                                                                        double l_3589_ = (_e7188 * l_3580_);
                                                                        double l_3590_ = (l_3589_ + 2.505210838544172e-8L);
                                                                        l_mut_1874_ = l_3590_;
                                                                        double _e7192 = l_mut_1874_;
                                                                        double l_3591_ = (_e7192 * l_3580_);
                                                                        double l_3592_ = (l_3591_ - 2.7557319223985893e-6L);
                                                                        l_mut_1874_ = l_3592_;
                                                                        double _e7196 = l_mut_1874_;
                                                                        double l_3593_ = (_e7196 * l_3580_);
                                                                        double l_3594_ = (l_3593_ + 0.0001984126984126984L);
                                                                        l_mut_1874_ = l_3594_;
                                                                        double _e7200 = l_mut_1874_;
                                                                        double l_3595_ = (_e7200 * l_3580_);
                                                                        double l_3596_ = (l_3595_ - 0.008333333333333333L);
                                                                        l_mut_1874_ = l_3596_;
                                                                        double _e7204 = l_mut_1874_;
                                                                        double l_3597_ = (_e7204 * l_3580_);
                                                                        double l_3598_ = (l_3597_ + 0.16666666666666666L);
                                                                        l_mut_1874_ = l_3598_;
                                                                        double l_3599_ = (0.5L * l_3580_);
                                                                        double l_3600_ = (1.0L - l_3599_);
                                                                        double l_3601_ = (0.0L * l_3600_);
                                                                        double _e7214 = l_mut_2101_;
                                                                        double l_3602_ = (_e7214 * l_3580_);
                                                                        double _e7216 = l_mut_1874_;
                                                                        double l_3603_ = (l_3602_ * _e7216);
                                                                        double l_3604_ = (l_3601_ - l_3603_);
                                                                        double _e7219 = l_mut_2101_;
                                                                        double l_3605_ = (_e7219 + l_3604_);
                                                                        double _e7221 = l_mut_2101_;
                                                                        double _e7222 = l_mut_2101_;
                                                                        double l_3606_ = (_e7221 * _e7222);
                                                                        double l_3607_ = (l_3606_ * 4.110317623312165e-19L);
                                                                        double l_3608_ = (l_3607_ - 1.5619206968586225e-16L);
                                                                        l_mut_1874_ = l_3608_;
                                                                        double _e7228 = l_mut_1874_;
                                                                        double l_3609_ = (_e7228 * l_3606_);
                                                                        double l_3610_ = (l_3609_ + 4.779477332387385e-14L);
                                                                        l_mut_1874_ = l_3610_;
                                                                        double _e7232 = l_mut_1874_;
                                                                        double l_3611_ = (_e7232 * l_3606_);
                                                                        double l_3612_ = (l_3611_ - 1.1470745597729725e-11L);
                                                                        l_mut_1874_ = l_3612_;
                                                                        double _e7236 = l_mut_1874_;
                                                                        double l_3613_ = (_e7236 * l_3606_);
                                                                        double l_3614_ = (l_3613_ + 2.08767569878681e-9L);
                                                                        l_mut_1874_ = l_3614_;
                                                                        double _e7240 = l_mut_1874_;
                                                                        double l_3615_ = (_e7240 * l_3606_);
                                                                        double l_3616_ = (l_3615_ - 2.755731922398589e-7L);
                                                                        l_mut_1874_ = l_3616_;
                                                                        double _e7244 = l_mut_1874_;
                                                                        double l_3617_ = (_e7244 * l_3606_);
                                                                        double l_3618_ = (l_3617_ + 2.48015873015873e-5L);
                                                                        l_mut_1874_ = l_3618_;
                                                                        double _e7248 = l_mut_1874_;
                                                                        double l_3619_ = (_e7248 * l_3606_);
                                                                        double l_3620_ = (l_3619_ - 0.001388888888888889L);
                                                                        l_mut_1874_ = l_3620_;
                                                                        double _e7252 = l_mut_1874_;
                                                                        double l_3621_ = (_e7252 * l_3606_);
                                                                        double l_3622_ = (l_3621_ + 0.041666666666666664L);
                                                                        l_mut_1874_ = l_3622_;
                                                                        double l_3623_ = (0.5L * l_3606_);
                                                                        double l_3624_ = (1.0L - l_3623_);
                                                                        double l_3625_ = (l_3606_ * l_3606_);
                                                                        double _e7261 = l_mut_1874_;
                                                                        double l_3626_ = (l_3625_ * _e7261);
                                                                        double _e7264 = l_mut_2101_;
                                                                        double l_3627_ = (0.0L * _e7264);
                                                                        double l_3628_ = (l_3626_ - l_3627_);
                                                                        double l_3629_ = (l_3624_ + l_3628_);
                                                                        uint _e7268 = l_mut_3278_;
                                                                        uint l_3630_ = (_e7268 & 1u);
                                                                        bool l_3631_ = (l_3630_ == 1u);
                                                                        l_mut_2101_ = l_3605_;
                                                                        uint _e7273 = l_mut_3278_;
                                                                        uint l_3632_ = (_e7273 & 2u);
                                                                        bool l_3633_ = (l_3632_ != 0u);
                                                                        l_mut_291_ = l_3633_;
                                                                        if (l_3631_) {
                                                                            l_mut_2101_ = l_3629_;
                                                                        }
                                                                        if (true) {
                                                                            local_125 = l_3579_;
                                                                        } else {
                                                                            local_125 = false;
                                                                        }
                                                                        bool l_3634_ = local_125;
                                                                        if (l_3634_) {
                                                                            bool _e7283 = l_mut_291_;
                                                                            bool l_3635_ = !(_e7283);
                                                                            l_mut_291_ = l_3635_;
                                                                        }
                                                                        bool _e7285 = l_mut_291_;
                                                                        if (_e7285) {
                                                                            double _e7286 = l_mut_2101_;
                                                                            double l_3636_ = -(_e7286);
                                                                            l_mut_2101_ = l_3636_;
                                                                        }
                                                                        float l_3637_ = float(l_178_);
                                                                        uint l_3638_ = asuint(l_3637_);
                                                                        double l_3639_ = double(l_3637_);
                                                                        l_mut_1874_ = l_3639_;
                                                                        uint l_3640_ = (l_3638_ & 2139095040u);
                                                                        bool l_3641_ = (l_3640_ == 0u);
                                                                        if (l_3641_) {
                                                                            uint l_3642_ = (l_3638_ & 8388607u);
                                                                            double l_3643_ = double(l_3642_);
                                                                            double l_3644_ = (l_3643_ * 1.401298464324817e-45L);
                                                                            l_mut_1874_ = l_3644_;
                                                                            uint l_3645_ = (l_3638_ >> 31u);
                                                                            bool l_3646_ = (l_3645_ == 1u);
                                                                            if (l_3646_) {
                                                                                double _e7304 = l_mut_1874_;
                                                                                double l_3647_ = -(_e7304);
                                                                                l_mut_1874_ = l_3647_;
                                                                            }
                                                                        }
                                                                        double _e7306 = l_mut_1874_;
                                                                        double l_3648_ = abs(_e7306);
                                                                        l_mut_1874_ = l_3648_;
                                                                        l_mut_3278_ = 0u;
                                                                        bool l_3649_ = (l_3648_ >= 0.785L);
                                                                        if (l_3649_) {
                                                                            double l_3650_ = (l_3648_ * 0.6366197723675814L);
                                                                            double l_3651_ = (l_3650_ + 0.5L);
                                                                            double l_3652_ = floor(l_3651_);
                                                                            double l_3653_ = (l_3652_ * 1.570796325802803L);
                                                                            double l_3654_ = (l_3648_ - l_3653_);
                                                                            double l_3655_ = (l_3654_ * l_61_);
                                                                            double l_3656_ = (l_3652_ * 9.920935796805404e-10L);
                                                                            double l_3657_ = (l_3655_ - l_3656_);
                                                                            l_mut_1874_ = l_3657_;
                                                                            uint l_3658_ = naga_f2u32(l_3652_);
                                                                            l_mut_3278_ = l_3658_;
                                                                        }
                                                                        uint l_3659_ = asuint(l_3637_);
                                                                        uint l_3660_ = (l_3659_ >> 31u);
                                                                        bool l_3661_ = (l_3660_ == 1u);
                                                                        double _e7329 = l_mut_1874_;
                                                                        double _e7330 = l_mut_1874_;
                                                                        double l_3662_ = (_e7329 * _e7330);
                                                                        double l_3663_ = (l_3662_ * 1.9572941063391263e-20L);
                                                                        double l_3664_ = (8.22063524662433e-18L - l_3663_);
                                                                        l_mut_1645_ = l_3664_;
                                                                        double _e7336 = l_mut_1645_;
                                                                        double l_3665_ = (_e7336 * l_3662_);
                                                                        double l_3666_ = (l_3665_ - 2.8114572543455206e-15L);
                                                                        l_mut_1645_ = l_3666_;
                                                                        double _e7340 = l_mut_1645_;
                                                                        double l_3667_ = (_e7340 * l_3662_);
                                                                        double l_3668_ = (l_3667_ + 7.647163731819816e-13L);
                                                                        l_mut_1645_ = l_3668_;
                                                                        double _e7344 = l_mut_1645_;
                                                                        double l_3669_ = (_e7344 * l_3662_);
                                                                        double l_3670_ = (l_3669_ - 1.6059043836821613e-10L);
                                                                        l_mut_1645_ = l_3670_;
                                                                        double _e7348 = l_mut_1645_;
                                                                        double l_3671_ = (_e7348 * l_3662_);
                                                                        double l_3672_ = (l_3671_ + 2.505210838544172e-8L);
                                                                        l_mut_1645_ = l_3672_;
                                                                        double _e7352 = l_mut_1645_;
                                                                        double l_3673_ = (_e7352 * l_3662_);
                                                                        double l_3674_ = (l_3673_ - 2.7557319223985893e-6L);
                                                                        l_mut_1645_ = l_3674_;
                                                                        double _e7356 = l_mut_1645_;
                                                                        double l_3675_ = (_e7356 * l_3662_);
                                                                        double l_3676_ = (l_3675_ + 0.0001984126984126984L);
                                                                        l_mut_1645_ = l_3676_;
                                                                        double _e7360 = l_mut_1645_;
                                                                        double l_3677_ = (_e7360 * l_3662_);
                                                                        double l_3678_ = (l_3677_ - 0.008333333333333333L);
                                                                        l_mut_1645_ = l_3678_;
                                                                        double _e7364 = l_mut_1645_;
                                                                        double l_3679_ = (_e7364 * l_3662_);
                                                                        double l_3680_ = (l_3679_ + 0.16666666666666666L);
                                                                        l_mut_1645_ = l_3680_;
                                                                        double l_3681_ = (0.5L * l_3662_);
                                                                        double l_3682_ = (1.0L - l_3681_);
                                                                        double l_3683_ = (0.0L * l_3682_);
                                                                        double _e7374 = l_mut_1874_;
                                                                        double l_3684_ = (_e7374 * l_3662_);
                                                                        double _e7376 = l_mut_1645_;
                                                                        double l_3685_ = (l_3684_ * _e7376);
                                                                        double l_3686_ = (l_3683_ - l_3685_);
                                                                        double _e7379 = l_mut_1874_;
                                                                        double l_3687_ = (_e7379 + l_3686_);
                                                                        double _e7381 = l_mut_1874_;
                                                                        double _e7382 = l_mut_1874_;
                                                                        double l_3688_ = (_e7381 * _e7382);
                                                                        double l_3689_ = (l_3688_ * 4.110317623312165e-19L);
                                                                        double l_3690_ = (l_3689_ - 1.5619206968586225e-16L);
                                                                        l_mut_1645_ = l_3690_;
                                                                        double _e7388 = l_mut_1645_;
                                                                        double l_3691_ = (_e7388 * l_3688_);
                                                                        double l_3692_ = (l_3691_ + 4.779477332387385e-14L);
                                                                        l_mut_1645_ = l_3692_;
                                                                        double _e7392 = l_mut_1645_;
                                                                        double l_3693_ = (_e7392 * l_3688_);
                                                                        double l_3694_ = (l_3693_ - 1.1470745597729725e-11L);
                                                                        l_mut_1645_ = l_3694_;
                                                                        double _e7396 = l_mut_1645_;
                                                                        double l_3695_ = (_e7396 * l_3688_);
                                                                        double l_3696_ = (l_3695_ + 2.08767569878681e-9L);
                                                                        l_mut_1645_ = l_3696_;
                                                                        double _e7400 = l_mut_1645_;
                                                                        double l_3697_ = (_e7400 * l_3688_);
                                                                        double l_3698_ = (l_3697_ - 2.755731922398589e-7L);
                                                                        l_mut_1645_ = l_3698_;
                                                                        double _e7404 = l_mut_1645_;
                                                                        double l_3699_ = (_e7404 * l_3688_);
                                                                        double l_3700_ = (l_3699_ + 2.48015873015873e-5L);
                                                                        l_mut_1645_ = l_3700_;
                                                                        double _e7408 = l_mut_1645_;
                                                                        double l_3701_ = (_e7408 * l_3688_);
                                                                        double l_3702_ = (l_3701_ - 0.001388888888888889L);
                                                                        l_mut_1645_ = l_3702_;
                                                                        double _e7412 = l_mut_1645_;
                                                                        double l_3703_ = (_e7412 * l_3688_);
                                                                        double l_3704_ = (l_3703_ + 0.041666666666666664L);
                                                                        l_mut_1645_ = l_3704_;
                                                                        double l_3705_ = (0.5L * l_3688_);
                                                                        double l_3706_ = (1.0L - l_3705_);
                                                                        double l_3707_ = (l_3688_ * l_3688_);
                                                                        double _e7421 = l_mut_1645_;
                                                                        double l_3708_ = (l_3707_ * _e7421);
                                                                        double _e7424 = l_mut_1874_;
                                                                        double l_3709_ = (0.0L * _e7424);
                                                                        double l_3710_ = (l_3708_ - l_3709_);
                                                                        double l_3711_ = (l_3706_ + l_3710_);
                                                                        uint _e7428 = l_mut_3278_;
                                                                        uint l_3712_ = (_e7428 & 1u);
                                                                        bool l_3713_ = (l_3712_ == 1u);
                                                                        l_mut_1874_ = l_3687_;
                                                                        uint _e7433 = l_mut_3278_;
                                                                        uint l_3714_ = (_e7433 & 2u);
                                                                        bool l_3715_ = (l_3714_ != 0u);
                                                                        l_mut_291_ = l_3715_;
                                                                        l_mut_1874_ = l_3711_;
                                                                        if (l_3713_) {
                                                                            l_mut_1874_ = l_3687_;
                                                                        }
                                                                        uint _e7438 = l_mut_3278_;
                                                                        uint l_3716_ = (_e7438 + 1u);
                                                                        uint l_3717_ = (l_3716_ & 2u);
                                                                        bool l_3718_ = (l_3717_ != 0u);
                                                                        l_mut_291_ = l_3718_;
                                                                        if (false) {
                                                                            local_126 = l_3661_;
                                                                        } else {
                                                                            local_126 = false;
                                                                        }
                                                                        bool l_3719_ = local_126;
                                                                        if (l_3719_) {
                                                                            bool _e7450 = l_mut_291_;
                                                                            bool l_3720_ = !(_e7450);
                                                                            l_mut_291_ = l_3720_;
                                                                        }
                                                                        bool _e7452 = l_mut_291_;
                                                                        if (_e7452) {
                                                                            double _e7453 = l_mut_1874_;
                                                                            double l_3721_ = -(_e7453);
                                                                            l_mut_1874_ = l_3721_;
                                                                        }
                                                                        double _e7455 = l_mut_2101_;
                                                                        double l_3722_ = abs(_e7455);
                                                                        double l_3723_ = (l_3722_ * 1.4551915228366852e-11L);
                                                                        double _e7459 = l_mut_1874_;
                                                                        double l_3724_ = abs(_e7459);
                                                                        double l_3725_ = (l_3724_ * 1.4551915228366852e-11L);
                                                                        double _e7463 = l_mut_2101_;
                                                                        double l_3726_ = (_e7463 - l_171_);
                                                                        double _e7465 = l_mut_2101_;
                                                                        double l_3727_ = (_e7465 + l_171_);
                                                                        double _e7467 = l_mut_1874_;
                                                                        double l_3728_ = (_e7467 - l_171_);
                                                                        double _e7469 = l_mut_1874_;
                                                                        double l_3729_ = (_e7469 + l_171_);
                                                                        l_mut_3278_ = 2u;
                                                                        double l_3730_ = abs(l_3728_);
                                                                        bool l_3731_ = (l_3730_ <= l_3725_);
                                                                        double l_3732_ = abs(l_3729_);
                                                                        bool l_3733_ = (l_3732_ <= l_3725_);
                                                                        if (!(l_3731_)) {
                                                                            local_127 = l_3733_;
                                                                        } else {
                                                                            local_127 = true;
                                                                        }
                                                                        bool l_3734_ = local_127;
                                                                        bool l_3735_ = !(l_3734_);
                                                                        if (l_3735_) {
                                                                            l_mut_3278_ = 0u;
                                                                            bool l_3736_ = (l_3728_ <= 0.0L);
                                                                            bool l_3737_ = (l_3729_ >= 0.0L);
                                                                            if (l_3736_) {
                                                                                local_128 = l_3737_;
                                                                            } else {
                                                                                local_128 = false;
                                                                            }
                                                                            bool l_3738_ = local_128;
                                                                            bool l_3739_ = !(l_3738_);
                                                                            if (l_3739_) {
                                                                                double l_3740_ = abs(l_3728_);
                                                                                double l_3741_ = abs(l_3729_);
                                                                                l_mut_2101_ = l_3740_;
                                                                                bool l_3742_ = (l_3741_ < l_3740_);
                                                                                if (l_3742_) {
                                                                                    l_mut_2101_ = l_3741_;
                                                                                }
                                                                                double _e7495 = l_mut_2101_;
                                                                                double l_3743_ = (l_3725_ / _e7495);
                                                                                double l_3744_ = (l_3743_ + 1.4551915228366852e-11L);
                                                                                double l_3745_ = (1.0L / l_3729_);
                                                                                double l_3746_ = (1.0L / l_3728_);
                                                                                double l_3747_ = abs(l_3745_);
                                                                                l_mut_2101_ = 1.401298464324817e-45L;
                                                                                bool l_3748_ = (l_3747_ >= 1.1754943508222875e-38L);
                                                                                bool l_3749_ = (l_3747_ <= 1.7976931348623157e308L);
                                                                                if (l_3748_) {
                                                                                    local_129 = l_3749_;
                                                                                } else {
                                                                                    local_129 = false;
                                                                                }
                                                                                bool l_3750_ = local_129;
                                                                                if (l_3750_) {
                                                                                    uint64_t l_3751_ = l_3747_;
                                                                                    uint64_t l_3752_ = (l_3751_ >> uint(52uL));
                                                                                    uint64_t l_3753_ = (l_3752_ - 23uL);
                                                                                    uint64_t l_3754_ = (l_3753_ << uint(52uL));
                                                                                    double l_3755_ = l_3754_;
                                                                                    l_mut_2101_ = l_3755_;
                                                                                }
                                                                                double _e7525 = l_mut_2101_;
                                                                                double l_3756_ = (l_174_ * _e7525);
                                                                                double l_3757_ = (l_3745_ - l_3756_);
                                                                                double l_3758_ = abs(l_3746_);
                                                                                l_mut_2101_ = 1.401298464324817e-45L;
                                                                                bool l_3759_ = (l_3758_ >= 1.1754943508222875e-38L);
                                                                                bool l_3760_ = (l_3758_ <= 1.7976931348623157e308L);
                                                                                if (l_3759_) {
                                                                                    local_130 = l_3760_;
                                                                                } else {
                                                                                    local_130 = false;
                                                                                }
                                                                                bool l_3761_ = local_130;
                                                                                if (l_3761_) {
                                                                                    uint64_t l_3762_ = l_3758_;
                                                                                    uint64_t l_3763_ = (l_3762_ >> uint(52uL));
                                                                                    uint64_t l_3764_ = (l_3763_ - 23uL);
                                                                                    uint64_t l_3765_ = (l_3764_ << uint(52uL));
                                                                                    double l_3766_ = l_3765_;
                                                                                    l_mut_2101_ = l_3766_;
                                                                                }
                                                                                double _e7550 = l_mut_2101_;
                                                                                double l_3767_ = (l_174_ * _e7550);
                                                                                double l_3768_ = (l_3746_ + l_3767_);
                                                                                double l_3770_ = (l_3726_ * l_3757_);
                                                                                double l_3771_ = (l_3726_ * l_3768_);
                                                                                double l_3772_ = (l_3727_ * l_3757_);
                                                                                double l_3773_ = (l_3727_ * l_3768_);
                                                                                a_3769_[0] = l_3770_;
                                                                                a_3769_[1] = l_3770_;
                                                                                double l_3774_ = a_3769_[0];
                                                                                bool l_3775_ = (l_3771_ < l_3774_);
                                                                                if (l_3775_) {
                                                                                    a_3769_[0] = l_3771_;
                                                                                }
                                                                                double l_3776_ = a_3769_[0];
                                                                                bool l_3777_ = (l_3772_ < l_3776_);
                                                                                if (l_3777_) {
                                                                                    a_3769_[0] = l_3772_;
                                                                                }
                                                                                double l_3778_ = a_3769_[0];
                                                                                bool l_3779_ = (l_3773_ < l_3778_);
                                                                                if (l_3779_) {
                                                                                    a_3769_[0] = l_3773_;
                                                                                }
                                                                                double l_3780_ = a_3769_[1];
                                                                                bool l_3781_ = (l_3771_ > l_3780_);
                                                                                if (l_3781_) {
                                                                                    a_3769_[1] = l_3771_;
                                                                                }
                                                                                double l_3782_ = a_3769_[1];
                                                                                bool l_3783_ = (l_3772_ > l_3782_);
                                                                                if (l_3783_) {
                                                                                    a_3769_[1] = l_3772_;
                                                                                }
                                                                                double l_3784_ = a_3769_[1];
                                                                                bool l_3785_ = (l_3773_ > l_3784_);
                                                                                if (l_3785_) {
                                                                                    a_3769_[1] = l_3773_;
                                                                                }
                                                                                double l_3786_ = abs(l_3726_);
                                                                                double l_3787_ = abs(l_3727_);
                                                                                l_mut_2101_ = l_3786_;
                                                                                bool l_3788_ = (l_3787_ > l_3786_);
                                                                                if (l_3788_) {
                                                                                    l_mut_2101_ = l_3787_;
                                                                                }
                                                                                double l_3789_ = abs(l_3757_);
                                                                                double l_3790_ = abs(l_3768_);
                                                                                l_mut_1874_ = l_3789_;
                                                                                bool l_3791_ = (l_3790_ > l_3789_);
                                                                                if (l_3791_) {
                                                                                    l_mut_1874_ = l_3790_;
                                                                                }
                                                                                double _e7589 = l_mut_2101_;
                                                                                double _e7590 = l_mut_1874_;
                                                                                double l_3792_ = (_e7589 * _e7590);
                                                                                double l_3793_ = (l_3744_ + 1.4551915228366852e-11L);
                                                                                double l_3794_ = (l_3792_ * l_3793_);
                                                                                double _e7595 = l_mut_1874_;
                                                                                double l_3795_ = (l_3723_ * _e7595);
                                                                                double l_3796_ = (l_3794_ + l_3795_);
                                                                                l_mut_3278_ = 2u;
                                                                                double l_3797_ = abs(l_3745_);
                                                                                double l_3798_ = (l_3797_ * l_3744_);
                                                                                double l_3799_ = (l_3745_ - l_3798_);
                                                                                double l_3800_ = abs(l_3799_);
                                                                                l_mut_2101_ = 1.401298464324817e-45L;
                                                                                bool l_3801_ = (l_3800_ >= 1.1754943508222875e-38L);
                                                                                bool l_3802_ = (l_3800_ <= 1.7976931348623157e308L);
                                                                                if (l_3801_) {
                                                                                    local_131 = l_3802_;
                                                                                } else {
                                                                                    local_131 = false;
                                                                                }
                                                                                bool l_3803_ = local_131;
                                                                                if (l_3803_) {
                                                                                    uint64_t l_3804_ = l_3800_;
                                                                                    uint64_t l_3805_ = (l_3804_ >> uint(52uL));
                                                                                    uint64_t l_3806_ = (l_3805_ - 23uL);
                                                                                    uint64_t l_3807_ = (l_3806_ << uint(52uL));
                                                                                    double l_3808_ = l_3807_;
                                                                                    l_mut_2101_ = l_3808_;
                                                                                }
                                                                                double l_3809_ = (l_3745_ + l_3798_);
                                                                                double l_3810_ = abs(l_3809_);
                                                                                l_mut_1874_ = 1.401298464324817e-45L;
                                                                                bool l_3811_ = (l_3810_ >= 1.1754943508222875e-38L);
                                                                                bool l_3812_ = (l_3810_ <= 1.7976931348623157e308L);
                                                                                if (l_3811_) {
                                                                                    local_132 = l_3812_;
                                                                                } else {
                                                                                    local_132 = false;
                                                                                }
                                                                                bool l_3813_ = local_132;
                                                                                if (l_3813_) {
                                                                                    uint64_t l_3814_ = l_3810_;
                                                                                    uint64_t l_3815_ = (l_3814_ >> uint(52uL));
                                                                                    uint64_t l_3816_ = (l_3815_ - 23uL);
                                                                                    uint64_t l_3817_ = (l_3816_ << uint(52uL));
                                                                                    double l_3818_ = l_3817_;
                                                                                    l_mut_1874_ = l_3818_;
                                                                                }
                                                                                double _e7647 = l_mut_2101_;
                                                                                double _e7648 = l_mut_1874_;
                                                                                bool l_3819_ = (_e7647 == _e7648);
                                                                                double l_3820_ = abs(l_3746_);
                                                                                double l_3821_ = (l_3820_ * l_3744_);
                                                                                double l_3822_ = (l_3746_ - l_3821_);
                                                                                double l_3823_ = abs(l_3822_);
                                                                                l_mut_2101_ = 1.401298464324817e-45L;
                                                                                bool l_3824_ = (l_3823_ >= 1.1754943508222875e-38L);
                                                                                bool l_3825_ = (l_3823_ <= 1.7976931348623157e308L);
                                                                                if (l_3824_) {
                                                                                    local_133 = l_3825_;
                                                                                } else {
                                                                                    local_133 = false;
                                                                                }
                                                                                bool l_3826_ = local_133;
                                                                                if (l_3826_) {
                                                                                    uint64_t l_3827_ = l_3823_;
                                                                                    uint64_t l_3828_ = (l_3827_ >> uint(52uL));
                                                                                    uint64_t l_3829_ = (l_3828_ - 23uL);
                                                                                    uint64_t l_3830_ = (l_3829_ << uint(52uL));
                                                                                    double l_3831_ = l_3830_;
                                                                                    l_mut_2101_ = l_3831_;
                                                                                }
                                                                                double l_3832_ = (l_3746_ + l_3821_);
                                                                                double l_3833_ = abs(l_3832_);
                                                                                l_mut_1874_ = 1.401298464324817e-45L;
                                                                                bool l_3834_ = (l_3833_ >= 1.1754943508222875e-38L);
                                                                                bool l_3835_ = (l_3833_ <= 1.7976931348623157e308L);
                                                                                if (l_3834_) {
                                                                                    local_134 = l_3835_;
                                                                                } else {
                                                                                    local_134 = false;
                                                                                }
                                                                                bool l_3836_ = local_134;
                                                                                if (l_3836_) {
                                                                                    uint64_t l_3837_ = l_3833_;
                                                                                    uint64_t l_3838_ = (l_3837_ >> uint(52uL));
                                                                                    uint64_t l_3839_ = (l_3838_ - 23uL);
                                                                                    uint64_t l_3840_ = (l_3839_ << uint(52uL));
                                                                                    double l_3841_ = l_3840_;
                                                                                    l_mut_1874_ = l_3841_;
                                                                                }
                                                                                double _e7698 = l_mut_2101_;
                                                                                double _e7699 = l_mut_1874_;
                                                                                bool l_3842_ = (_e7698 == _e7699);
                                                                                if (l_3819_) {
                                                                                    local_135 = l_3842_;
                                                                                } else {
                                                                                    local_135 = false;
                                                                                }
                                                                                bool l_3843_ = local_135;
                                                                                if (l_3843_) {
                                                                                    double l_3844_ = a_3769_[0];
                                                                                    double l_3845_ = a_3769_[1];
                                                                                    float _e7709 = l_mut_22_;
                                                                                    uint l_3846_ = asuint(_e7709);
                                                                                    float _e7711 = l_mut_22_;
                                                                                    double l_3847_ = double(_e7711);
                                                                                    l_mut_2101_ = l_3847_;
                                                                                    uint l_3848_ = (l_3846_ & 2139095040u);
                                                                                    bool l_3849_ = (l_3848_ == 0u);
                                                                                    if (l_3849_) {
                                                                                        uint l_3850_ = (l_3846_ & 8388607u);
                                                                                        double l_3851_ = double(l_3850_);
                                                                                        double l_3852_ = (l_3851_ * 1.401298464324817e-45L);
                                                                                        l_mut_2101_ = l_3852_;
                                                                                        uint l_3853_ = (l_3846_ >> 31u);
                                                                                        bool l_3854_ = (l_3853_ == 1u);
                                                                                        if (l_3854_) {
                                                                                            double _e7726 = l_mut_2101_;
                                                                                            double l_3855_ = -(_e7726);
                                                                                            l_mut_2101_ = l_3855_;
                                                                                        }
                                                                                    }
                                                                                    float _e7728 = l_mut_22_;
                                                                                    uint l_3856_ = asuint(_e7728);
                                                                                    uint l_3857_ = (l_3856_ + 1u);
                                                                                    l_mut_2334_ = l_3857_;
                                                                                    uint l_3858_ = (l_3856_ & 2147483647u);
                                                                                    bool l_3859_ = (l_3858_ == 0u);
                                                                                    if (l_3859_) {
                                                                                        l_mut_2334_ = 1u;
                                                                                    } else {
                                                                                        uint l_3860_ = (l_3856_ & 2147483648u);
                                                                                        bool l_3861_ = (l_3860_ != 0u);
                                                                                        if (l_3861_) {
                                                                                            uint l_3862_ = (l_3856_ - 1u);
                                                                                            l_mut_2334_ = l_3862_;
                                                                                        } else {
                                                                                            bool l_3863_ = (l_3856_ == 2139095040u);
                                                                                            if (l_3863_) {
                                                                                                l_mut_2334_ = l_3856_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e7745 = l_mut_2334_;
                                                                                    float l_3864_ = asfloat(_e7745);
                                                                                    uint l_3865_ = asuint(l_3864_);
                                                                                    double l_3866_ = double(l_3864_);
                                                                                    l_mut_1874_ = l_3866_;
                                                                                    uint l_3867_ = (l_3865_ & 2139095040u);
                                                                                    bool l_3868_ = (l_3867_ == 0u);
                                                                                    if (l_3868_) {
                                                                                        uint l_3869_ = (l_3865_ & 8388607u);
                                                                                        double l_3870_ = double(l_3869_);
                                                                                        double l_3871_ = (l_3870_ * 1.401298464324817e-45L);
                                                                                        l_mut_1874_ = l_3871_;
                                                                                        uint l_3872_ = (l_3865_ >> 31u);
                                                                                        bool l_3873_ = (l_3872_ == 1u);
                                                                                        if (l_3873_) {
                                                                                            double _e7762 = l_mut_1874_;
                                                                                            double l_3874_ = -(_e7762);
                                                                                            l_mut_1874_ = l_3874_;
                                                                                        }
                                                                                    }
                                                                                    float _e7764 = l_mut_22_;
                                                                                    uint l_3875_ = asuint(_e7764);
                                                                                    uint l_3876_ = (l_3875_ ^ 2147483648u);
                                                                                    float l_3877_ = asfloat(l_3876_);
                                                                                    uint l_3878_ = asuint(l_3877_);
                                                                                    uint l_3879_ = (l_3878_ + 1u);
                                                                                    l_mut_2334_ = l_3879_;
                                                                                    uint l_3880_ = (l_3878_ & 2147483647u);
                                                                                    bool l_3881_ = (l_3880_ == 0u);
                                                                                    if (l_3881_) {
                                                                                        l_mut_2334_ = 1u;
                                                                                    } else {
                                                                                        uint l_3882_ = (l_3878_ & 2147483648u);
                                                                                        bool l_3883_ = (l_3882_ != 0u);
                                                                                        if (l_3883_) {
                                                                                            uint l_3884_ = (l_3878_ - 1u);
                                                                                            l_mut_2334_ = l_3884_;
                                                                                        } else {
                                                                                            bool l_3885_ = (l_3878_ == 2139095040u);
                                                                                            if (l_3885_) {
                                                                                                l_mut_2334_ = l_3878_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e7785 = l_mut_2334_;
                                                                                    float l_3886_ = asfloat(_e7785);
                                                                                    uint l_3887_ = asuint(l_3886_);
                                                                                    uint l_3888_ = (l_3887_ ^ 2147483648u);
                                                                                    float l_3889_ = asfloat(l_3888_);
                                                                                    uint l_3890_ = asuint(l_3889_);
                                                                                    double l_3891_ = double(l_3889_);
                                                                                    l_mut_1645_ = l_3891_;
                                                                                    uint l_3892_ = (l_3890_ & 2139095040u);
                                                                                    bool l_3893_ = (l_3892_ == 0u);
                                                                                    if (l_3893_) {
                                                                                        uint l_3894_ = (l_3890_ & 8388607u);
                                                                                        double l_3895_ = double(l_3894_);
                                                                                        double l_3896_ = (l_3895_ * 1.401298464324817e-45L);
                                                                                        l_mut_1645_ = l_3896_;
                                                                                        uint l_3897_ = (l_3890_ >> 31u);
                                                                                        bool l_3898_ = (l_3897_ == 1u);
                                                                                        if (l_3898_) {
                                                                                            double _e7806 = l_mut_1645_;
                                                                                            double l_3899_ = -(_e7806);
                                                                                            l_mut_1645_ = l_3899_;
                                                                                        }
                                                                                    }
                                                                                    double l_3900_ = (l_3844_ + l_3796_);
                                                                                    double _e7809 = l_mut_2101_;
                                                                                    bool l_3901_ = (l_3900_ <= _e7809);
                                                                                    l_mut_291_ = l_3901_;
                                                                                    double l_3902_ = (l_3844_ - l_3796_);
                                                                                    double _e7812 = l_mut_2101_;
                                                                                    bool l_3903_ = (l_3902_ > _e7812);
                                                                                    l_mut_288_ = l_3903_;
                                                                                    double l_3904_ = (l_3845_ - l_3796_);
                                                                                    double _e7815 = l_mut_2101_;
                                                                                    bool l_3905_ = (l_3904_ >= _e7815);
                                                                                    l_mut_285_ = l_3905_;
                                                                                    double l_3906_ = (l_3845_ + l_3796_);
                                                                                    double _e7818 = l_mut_2101_;
                                                                                    bool l_3907_ = (l_3906_ < _e7818);
                                                                                    l_mut_282_ = l_3907_;
                                                                                    double l_3908_ = (l_3844_ + l_3796_);
                                                                                    double _e7821 = l_mut_1874_;
                                                                                    bool l_3909_ = (l_3908_ < _e7821);
                                                                                    l_mut_291_ = l_3909_;
                                                                                    double l_3910_ = (l_3844_ - l_3796_);
                                                                                    double _e7824 = l_mut_1874_;
                                                                                    bool l_3911_ = (l_3910_ >= _e7824);
                                                                                    l_mut_288_ = l_3911_;
                                                                                    double l_3912_ = (l_3845_ - l_3796_);
                                                                                    double _e7827 = l_mut_1645_;
                                                                                    bool l_3913_ = (l_3912_ > _e7827);
                                                                                    l_mut_285_ = l_3913_;
                                                                                    double l_3914_ = (l_3845_ + l_3796_);
                                                                                    double _e7830 = l_mut_1645_;
                                                                                    bool l_3915_ = (l_3914_ <= _e7830);
                                                                                    l_mut_282_ = l_3915_;
                                                                                    l_mut_2334_ = 2u;
                                                                                    bool _e7833 = l_mut_288_;
                                                                                    if (!(_e7833)) {
                                                                                        bool _e7837 = l_mut_282_;
                                                                                        local_136 = _e7837;
                                                                                    } else {
                                                                                        local_136 = true;
                                                                                    }
                                                                                    bool l_3916_ = local_136;
                                                                                    if (l_3916_) {
                                                                                        l_mut_2334_ = 1u;
                                                                                    } else {
                                                                                        bool _e7841 = l_mut_291_;
                                                                                        if (_e7841) {
                                                                                            bool _e7844 = l_mut_285_;
                                                                                            local_137 = _e7844;
                                                                                        } else {
                                                                                            local_137 = false;
                                                                                        }
                                                                                        bool l_3917_ = local_137;
                                                                                        if (l_3917_) {
                                                                                            l_mut_2334_ = 0u;
                                                                                        }
                                                                                    }
                                                                                    float _e7848 = l_mut_22_;
                                                                                    uint l_3918_ = asuint(_e7848);
                                                                                    uint l_3919_ = (l_3918_ & 2147483647u);
                                                                                    bool l_3920_ = (l_3919_ == 0u);
                                                                                    if (l_3920_) {
                                                                                        double l_3921_ = (l_3844_ + l_3796_);
                                                                                        bool l_3922_ = (l_3921_ < 1.1754943508222875e-38L);
                                                                                        double l_3923_ = (l_3845_ - l_3796_);
                                                                                        bool l_3924_ = (l_3923_ > -1.1754943508222875e-38L);
                                                                                        if (l_3922_) {
                                                                                            local_138 = l_3924_;
                                                                                        } else {
                                                                                            local_138 = false;
                                                                                        }
                                                                                        bool l_3925_ = local_138;
                                                                                        double l_3926_ = (l_3844_ - l_3796_);
                                                                                        bool l_3927_ = (l_3926_ < 1.1754943508222875e-38L);
                                                                                        double l_3928_ = (l_3845_ + l_3796_);
                                                                                        bool l_3929_ = (l_3928_ > -1.1754943508222875e-38L);
                                                                                        if (l_3927_) {
                                                                                            local_139 = l_3929_;
                                                                                        } else {
                                                                                            local_139 = false;
                                                                                        }
                                                                                        bool l_3930_ = local_139;
                                                                                        if (l_3925_) {
                                                                                            l_mut_2334_ = 0u;
                                                                                        } else {
                                                                                            uint _e7875 = l_mut_2334_;
                                                                                            bool l_3931_ = (_e7875 == 1u);
                                                                                            if (l_3930_) {
                                                                                                local_140 = l_3931_;
                                                                                            } else {
                                                                                                local_140 = false;
                                                                                            }
                                                                                            bool l_3932_ = local_140;
                                                                                            if (l_3932_) {
                                                                                                l_mut_2334_ = 2u;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e7883 = l_mut_2334_;
                                                                                    l_mut_3278_ = _e7883;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e7884 = l_mut_3278_;
                                                                        l_mut_183_ = _e7884;
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
                            uint l_3933_ = a_182_[0];
                            bool l_3934_ = (l_3933_ == 0u);
                            if (l_3934_) {
                                l_mut_183_ = 2u;
                            }
                            uint _e7890 = l_mut_163_;
                            uint _e7892 = l_mut_183_;
                            a_10_[min(uint(_e7890), 7u)] = _e7892;
                            uint _e7893 = l_mut_163_;
                            uint l_3935_ = a_10_[min(uint(_e7893), 7u)];
                            bool l_3936_ = (l_3935_ == 2u);
                            if (l_3936_) {
                                l_mut_160_ = false;
                            }
                        }
                    }
                }
                uint _e7902 = l_mut_62_;
                bool l_3937_ = (_e7902 == 4294967293u);
                if (l_3937_) {
                    uint l_3938_ = a_8_[0];
                    uint l_3939_ = (l_3938_ + 1u);
                    a_8_[0] = l_3939_;
                } else {
                    bool _e7910 = l_mut_160_;
                    if (_e7910) {
                        l_mut_2101_ = l_150_;
                        double _e7911 = l_mut_2101_;
                        bool l_3940_ = (_e7911 < -17.0L);
                        if (l_3940_) {
                            l_mut_2101_ = -17.0L;
                        }
                        double _e7915 = l_mut_2101_;
                        bool l_3941_ = (_e7915 > 17.0L);
                        if (l_3941_) {
                            l_mut_2101_ = 17.0L;
                        }
                        double _e7919 = l_mut_2101_;
                        double l_3942_ = (_e7919 + 16.0L);
                        double l_3943_ = (l_3942_ + 1.0L);
                        uint l_3944_ = naga_f2u32(l_3943_);
                        uint l_3945_ = (2u + l_3944_);
                        uint l_3946_ = a_8_[min(uint(l_3945_), 64u)];
                        uint l_3947_ = (l_3946_ + 1u);
                        a_8_[min(uint(l_3945_), 64u)] = l_3947_;
                        float _e7932 = l_mut_22_;
                        uint l_3948_ = asuint(_e7932);
                        uint l_3949_ = (l_3948_ & 8388607u);
                        double l_3950_ = double(l_3949_);
                        double l_3951_ = (l_3950_ / 7.1362384635298e44L);
                        l_mut_2101_ = l_3951_;
                        uint l_3952_ = (l_3948_ & 2139095040u);
                        bool l_3953_ = (l_3952_ != 0u);
                        if (l_3953_) {
                            uint l_3954_ = (l_3948_ & 2147483647u);
                            float l_3955_ = asfloat(l_3954_);
                            double l_3956_ = double(l_3955_);
                            l_mut_2101_ = l_3956_;
                        }
                        uint l_3957_ = (l_3948_ >> 31u);
                        double l_3958_ = double(l_3957_);
                        double l_3959_ = (2.0L * l_3958_);
                        double l_3960_ = (1.0L - l_3959_);
                        double _e7954 = l_mut_2101_;
                        l_mut_2101_ = (_e7954 * l_3960_);
                        double _e7956 = l_mut_35_;
                        double l_3961_ = abs(_e7956);
                        double _e7958 = l_mut_35_;
                        double l_3962_ = (_e7958 * 0.0L);
                        double l_3963_ = (l_3962_ + 7.1362384635298e44L);
                        l_mut_1874_ = l_3963_;
                        bool l_3964_ = (l_3961_ >= 2.350988701644575e-38L);
                        if (l_3964_) {
                            uint _e7965 = l_mut_62_;
                            uint l_3965_ = (_e7965 & 2147483647u);
                            float l_3966_ = asfloat(l_3965_);
                            double l_3967_ = double(l_3966_);
                            uint l_3968_ = (l_3965_ & 2139095040u);
                            float l_3969_ = asfloat(l_3968_);
                            double l_3970_ = double(l_3969_);
                            bool l_3971_ = (l_3967_ > l_3961_);
                            uint l_3972_ = (l_3965_ & 8388607u);
                            bool l_3973_ = (l_3972_ == 0u);
                            if (l_3971_) {
                                local_141 = l_3973_;
                            } else {
                                local_141 = false;
                            }
                            bool l_3974_ = local_141;
                            double l_3975_ = (l_3970_ * 1.1920928955078125e-7L);
                            double l_3976_ = double(l_3974_);
                            double l_3977_ = (0.5L * l_3976_);
                            double l_3978_ = (1.0L - l_3977_);
                            double l_3979_ = (l_3975_ * l_3978_);
                            double l_3980_ = (1.0L / l_3979_);
                            l_mut_1874_ = l_3980_;
                        }
                        double _e7993 = l_mut_2101_;
                        double _e7994 = l_mut_35_;
                        double l_3981_ = (_e7993 - _e7994);
                        double _e7996 = l_mut_1874_;
                        double l_3982_ = (l_3981_ * _e7996);
                        uint l_3983_ = a_8_[45];
                        bool l_3984_ = (l_3983_ == 4294967295u);
                        double l_3985_ = a_9_[0];
                        bool l_3986_ = (l_3982_ < l_3985_);
                        if (!(l_3984_)) {
                            local_142 = l_3986_;
                        } else {
                            local_142 = true;
                        }
                        bool l_3987_ = local_142;
                        if (l_3987_) {
                            a_9_[0] = l_3982_;
                            a_8_[45] = l_20_;
                            a_8_[46] = l_131_;
                        }
                        uint l_3988_ = a_8_[47];
                        bool l_3989_ = (l_3988_ == 4294967295u);
                        double l_3990_ = a_9_[1];
                        bool l_3991_ = (l_3982_ > l_3990_);
                        if (!(l_3989_)) {
                            local_143 = l_3991_;
                        } else {
                            local_143 = true;
                        }
                        bool l_3992_ = local_143;
                        if (l_3992_) {
                            a_9_[1] = l_3982_;
                            a_8_[47] = l_20_;
                            a_8_[48] = l_131_;
                        }
                        bool l_3993_ = (l_150_ != 0.0L);
                        if (l_3993_) {
                            l_mut_3994_ = 0u;
                            uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                            bool loop_init_4 = true;
                            while(true) {
                                if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                if (!loop_init_4) {
                                    uint _e8081 = l_mut_3994_;
                                    l_mut_3994_ = (_e8081 + 1u);
                                }
                                loop_init_4 = false;
                                uint _e8032 = l_mut_3994_;
                                if ((_e8032 < 8u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e8035 = l_mut_3994_;
                                    uint l_3995_ = a_10_[min(uint(_e8035), 7u)];
                                    bool l_3996_ = (l_3995_ == 1u);
                                    if (l_3996_) {
                                        uint _e8041 = l_mut_3994_;
                                        uint l_3997_ = (37u + _e8041);
                                        uint l_3998_ = a_8_[min(uint(l_3997_), 64u)];
                                        uint l_3999_ = (l_3998_ + 1u);
                                        a_8_[min(uint(l_3997_), 64u)] = l_3999_;
                                        uint _e8049 = l_mut_3994_;
                                        uint l_4000_ = (2u + _e8049);
                                        uint l_4001_ = (2u * l_4000_);
                                        uint l_4002_ = (45u + l_4001_);
                                        uint l_4003_ = a_8_[min(uint(l_4002_), 64u)];
                                        bool l_4004_ = (l_4003_ == 4294967295u);
                                        double l_4005_ = abs(l_3982_);
                                        uint _e8061 = l_mut_3994_;
                                        uint l_4006_ = (2u + _e8061);
                                        double l_4007_ = a_9_[min(uint(l_4006_), 9u)];
                                        double l_4008_ = abs(l_4007_);
                                        bool l_4009_ = (l_4005_ > l_4008_);
                                        if (!(l_4004_)) {
                                            local_144 = l_4009_;
                                        } else {
                                            local_144 = true;
                                        }
                                        bool l_4010_ = local_144;
                                        if (l_4010_) {
                                            uint _e8073 = l_mut_3994_;
                                            uint l_4011_ = (2u + _e8073);
                                            a_9_[min(uint(l_4011_), 9u)] = l_3982_;
                                            a_8_[min(uint(l_4002_), 64u)] = l_20_;
                                            uint l_4012_ = (l_4002_ + 1u);
                                            a_8_[min(uint(l_4012_), 64u)] = l_131_;
                                        }
                                    }
                                }
                            }
                        }
                    } else {
                        uint l_4013_ = a_8_[1];
                        uint l_4014_ = (l_2_ + l_4013_);
                        uint l_4015_ = (l_4014_ * 2u);
                        uint l_4100_ = asuint(info.Load(24+0));
                        uint l_4101_ = (l_4100_ * 1u);
                        bool l_4102_ = (l_4015_ < l_4101_);
                        if (l_4102_) {
                            buffer_6_global.Store(l_4015_*4, asuint(l_20_));
                        }
                        uint l_4016_ = (l_4015_ + 1u);
                        uint l_4103_ = asuint(info.Load(24+0));
                        uint l_4104_ = (l_4103_ * 1u);
                        bool l_4105_ = (l_4016_ < l_4104_);
                        if (l_4105_) {
                            buffer_6_global.Store(l_4016_*4, asuint(l_131_));
                        }
                        uint l_4017_ = a_8_[1];
                        uint l_4018_ = (l_4017_ + 1u);
                        a_8_[1] = l_4018_;
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
                uint _e8138 = l_mut_4019_;
                l_mut_4019_ = (_e8138 + 1u);
            }
            loop_init_5 = false;
            uint _e8118 = l_mut_4019_;
            if ((_e8118 < 65u)) {
            } else {
                break;
            }
            {
                uint l_4020_ = (id * 65u);
                uint _e8123 = l_mut_4019_;
                uint l_4021_ = (l_4020_ + _e8123);
                uint _e8125 = l_mut_4019_;
                uint l_4022_ = a_8_[min(uint(_e8125), 64u)];
                uint l_4106_ = asuint(info.Load(16+0));
                uint l_4107_ = (l_4106_ * 1u);
                bool l_4108_ = (l_4021_ < l_4107_);
                if (l_4108_) {
                    buffer_4_global.Store(l_4021_*4, asuint(l_4022_));
                }
            }
        }
        uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
        bool loop_init_6 = true;
        while(true) {
            if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
            loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
            if (!loop_init_6) {
                uint _e8162 = l_mut_4023_;
                l_mut_4023_ = (_e8162 + 1u);
            }
            loop_init_6 = false;
            uint _e8142 = l_mut_4023_;
            if ((_e8142 < 10u)) {
            } else {
                break;
            }
            {
                uint l_4024_ = (id * 10u);
                uint _e8147 = l_mut_4023_;
                uint l_4025_ = (l_4024_ + _e8147);
                uint _e8149 = l_mut_4023_;
                double l_4026_ = a_9_[min(uint(_e8149), 9u)];
                uint l_4109_ = asuint(info.Load(20+0));
                uint l_4110_ = (l_4109_ * 1u);
                bool l_4111_ = (l_4025_ < l_4110_);
                if (l_4111_) {
                    buffer_5_global.Store(l_4025_*8, l_4026_);
                }
            }
        }
        return;
    } else {
        return;
    }
}
