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
    uint a_10_[8] = (uint[8])0;
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
    uint l_mut_777_ = (uint)0;
    bool local_50 = (bool)0;
    uint l_mut_802_ = 0u;
    uint l_mut_806_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_824_ = asuint(info.Load(28+0));
        uint l_825_ = (l_824_ * 1u);
        bool l_826_ = (0u < l_825_);
        if (l_826_) {
            buffer_7_global.Store(0, asuint(1u));
        }
    }
    uint l_810_ = asuint(info.Load(0+0));
    uint l_811_ = (l_810_ * 1u);
    bool l_812_ = (1u < l_811_);
    uint l_813_ = (l_811_ - 1u);
    uint l_814_ = min(1u, l_813_);
    uint l_815_ = asuint(buffer_0_global.Load(l_814_*4));
    uint l_1_ = (l_812_ ? l_815_ : 0u);
    uint l_2_ = (id * l_1_);
    uint l_817_ = asuint(info.Load(0+0));
    uint l_818_ = (l_817_ * 1u);
    bool l_819_ = (2u < l_818_);
    uint l_820_ = (l_818_ - 1u);
    uint l_821_ = min(2u, l_820_);
    uint l_822_ = asuint(buffer_0_global.Load(l_821_*4));
    uint l_3_ = (l_819_ ? l_822_ : 0u);
    bool l_4_ = (l_2_ < l_3_);
    if (l_4_) {
        uint l_5_ = (l_2_ + l_1_);
        uint l_827_ = asuint(info.Load(0+0));
        uint l_828_ = (l_827_ * 1u);
        bool l_829_ = (2u < l_828_);
        uint l_830_ = (l_828_ - 1u);
        uint l_831_ = min(2u, l_830_);
        uint l_832_ = asuint(buffer_0_global.Load(l_831_*4));
        uint l_6_ = (l_829_ ? l_832_ : 0u);
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
                uint _e1874 = l_mut_18_;
                l_mut_18_ = (_e1874 + 1u);
            }
            loop_init_2 = false;
            uint _e150 = l_mut_18_;
            if ((_e150 < l_7_)) {
            } else {
                break;
            }
            {
                uint l_834_ = asuint(info.Load(0+0));
                uint l_835_ = (l_834_ * 1u);
                bool l_836_ = (0u < l_835_);
                uint l_837_ = (l_835_ - 1u);
                uint l_838_ = min(0u, l_837_);
                uint l_839_ = asuint(buffer_0_global.Load(l_838_*4));
                uint l_19_ = (l_836_ ? l_839_ : 0u);
                uint _e169 = l_mut_18_;
                uint l_20_ = (l_19_ + _e169);
                float l_21_ = asfloat(l_20_);
                l_mut_22_ = l_21_;
                float l_23_ = rsqrt(l_21_);
                l_mut_22_ = l_23_;
                double l_24_ = double(l_21_);
                l_mut_25_ = l_24_;
                double l_26_ = double(l_21_);
                double l_27_ = double(l_21_);
                double _e176 = l_mut_25_;
                l_mut_28_ = _e176;
                double _e177 = l_mut_25_;
                double l_29_ = rsqrt(_e177);
                l_mut_28_ = l_29_;
                double _e179 = l_mut_28_;
                l_mut_25_ = _e179;
                l_mut_30_ = 4294967294u;
                float _e181 = l_mut_22_;
                uint l_31_ = asuint(_e181);
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
                double _e199 = l_mut_25_;
                double l_40_ = abs(_e199);
                double _e201 = l_mut_25_;
                bool l_41_ = (_e201 < 0.0L);
                uint l_42_ = uint(l_41_);
                uint l_43_ = (2147483648u * l_42_);
                if (l_39_) {
                } else {
                    double _e207 = l_mut_25_;
                    const bool _e208 = is_nan_1_f64_(_e207);
                    if (_e208) {
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
                float _e305 = l_mut_22_;
                uint l_99_ = asuint(_e305);
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
                uint _e326 = l_mut_30_;
                uint l_111_ = (_e326 & 2147483647u);
                double l_112_ = double(l_111_);
                uint _e330 = l_mut_30_;
                uint l_113_ = (_e330 >> 31u);
                double l_114_ = double(l_113_);
                double l_115_ = (2.0L * l_114_);
                double l_116_ = (1.0L - l_115_);
                double l_117_ = (l_112_ * l_116_);
                double l_118_ = (l_110_ - l_117_);
                uint _e340 = l_mut_30_;
                bool l_119_ = (_e340 < 4294967293u);
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
                bool _e361 = l_mut_125_;
                if (_e361) {
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
                            uint _e1660 = l_mut_128_;
                            l_mut_128_ = (_e1660 + 1u);
                        }
                        loop_init_3 = false;
                        uint _e368 = l_mut_128_;
                        if ((_e368 < 8u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e372 = l_mut_128_;
                            uint l_129_ = (2u * _e372);
                            uint l_841_ = asuint(info.Load(4+0));
                            uint l_842_ = (l_841_ * 1u);
                            bool l_843_ = (l_129_ < l_842_);
                            uint l_844_ = (l_842_ - 1u);
                            uint l_845_ = min(l_129_, l_844_);
                            uint l_846_ = asuint(buffer_1_global.Load(l_845_*4));
                            uint l_130_ = (l_843_ ? l_846_ : 0u);
                            uint _e390 = l_mut_128_;
                            uint l_131_ = (2u * _e390);
                            uint l_132_ = (l_131_ + 1u);
                            uint l_848_ = asuint(info.Load(4+0));
                            uint l_849_ = (l_848_ * 1u);
                            bool l_850_ = (l_132_ < l_849_);
                            uint l_851_ = (l_849_ - 1u);
                            uint l_852_ = min(l_132_, l_851_);
                            uint l_853_ = asuint(buffer_1_global.Load(l_852_*4));
                            uint l_133_ = (l_850_ ? l_853_ : 0u);
                            bool l_134_ = (l_133_ != 0u);
                            uint _e411 = l_mut_128_;
                            uint l_135_ = (_e411 * 4u);
                            uint l_855_ = asuint(info.Load(8+0));
                            uint l_856_ = (l_855_ * 1u);
                            bool l_857_ = (l_135_ < l_856_);
                            uint l_858_ = (l_856_ - 1u);
                            uint l_859_ = min(l_135_, l_858_);
                            double l_860_ = buffer_2_global.Load<double>(l_859_*8);
                            double l_136_ = (l_857_ ? l_860_ : 0.0L);
                            uint _e429 = l_mut_128_;
                            uint l_137_ = (_e429 * 4u);
                            uint l_138_ = (l_137_ + 1u);
                            uint l_862_ = asuint(info.Load(8+0));
                            uint l_863_ = (l_862_ * 1u);
                            bool l_864_ = (l_138_ < l_863_);
                            uint l_865_ = (l_863_ - 1u);
                            uint l_866_ = min(l_138_, l_865_);
                            double l_867_ = buffer_2_global.Load<double>(l_866_*8);
                            double l_139_ = (l_864_ ? l_867_ : 0.0L);
                            uint _e449 = l_mut_128_;
                            uint l_140_ = (_e449 * 4u);
                            uint l_141_ = (l_140_ + 2u);
                            uint l_869_ = asuint(info.Load(8+0));
                            uint l_870_ = (l_869_ * 1u);
                            bool l_871_ = (l_141_ < l_870_);
                            uint l_872_ = (l_870_ - 1u);
                            uint l_873_ = min(l_141_, l_872_);
                            double l_874_ = buffer_2_global.Load<double>(l_873_*8);
                            double l_142_ = (l_871_ ? l_874_ : 0.0L);
                            double l_143_ = double(l_21_);
                            double l_144_ = abs(l_143_);
                            double _e471 = l_mut_25_;
                            double l_145_ = abs(_e471);
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
                                        double _e489 = l_mut_25_;
                                        double l_154_ = abs(_e489);
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
                                        double _e512 = l_mut_28_;
                                        double l_163_ = (l_136_ * _e512);
                                        l_mut_164_ = 2u;
                                        double _e515 = l_mut_25_;
                                        double l_165_ = (_e515 - l_146_);
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
                                        double _e539 = l_mut_25_;
                                        double l_175_ = (_e539 + l_146_);
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
                                        double _e563 = l_mut_28_;
                                        double _e564 = l_mut_177_;
                                        bool l_186_ = (_e563 == _e564);
                                        if (l_186_) {
                                            double l_187_ = (l_163_ * 1.4551915228366852e-11L);
                                            double l_188_ = (l_146_ + l_187_);
                                            double _e569 = l_mut_25_;
                                            double l_189_ = (_e569 - l_163_);
                                            double _e571 = l_mut_25_;
                                            double l_190_ = (_e571 + l_163_);
                                            float _e573 = l_mut_22_;
                                            double l_191_ = double(_e573);
                                            float _e575 = l_mut_22_;
                                            uint l_192_ = asuint(_e575);
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
                                            uint _e590 = l_mut_194_;
                                            float l_200_ = asfloat(_e590);
                                            double l_201_ = double(l_200_);
                                            float _e593 = l_mut_22_;
                                            float l_202_ = -(_e593);
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
                                            uint _e609 = l_mut_194_;
                                            float l_210_ = asfloat(_e609);
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
                                            bool _e630 = l_mut_218_;
                                            if (!(_e630)) {
                                                bool _e634 = l_mut_224_;
                                                local_14 = _e634;
                                            } else {
                                                local_14 = true;
                                            }
                                            bool l_233_ = local_14;
                                            if (l_233_) {
                                                l_mut_194_ = 1u;
                                            } else {
                                                bool _e638 = l_mut_215_;
                                                if (_e638) {
                                                    bool _e641 = l_mut_221_;
                                                    local_15 = _e641;
                                                } else {
                                                    local_15 = false;
                                                }
                                                bool l_234_ = local_15;
                                                if (l_234_) {
                                                    l_mut_194_ = 0u;
                                                }
                                            }
                                            uint _e645 = l_mut_194_;
                                            l_mut_164_ = _e645;
                                        }
                                        uint _e646 = l_mut_164_;
                                        l_mut_148_ = _e646;
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
                                                double _e658 = l_mut_25_;
                                                double l_239_ = abs(_e658);
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
                                                double _e681 = l_mut_177_;
                                                double l_248_ = (l_136_ * _e681);
                                                l_mut_194_ = 2u;
                                                double _e684 = l_mut_25_;
                                                double l_249_ = (_e684 - l_146_);
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
                                                double _e708 = l_mut_25_;
                                                double l_259_ = (_e708 + l_146_);
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
                                                double _e732 = l_mut_177_;
                                                double _e733 = l_mut_28_;
                                                bool l_269_ = (_e732 == _e733);
                                                if (l_269_) {
                                                    double l_270_ = (l_248_ * 1.4551915228366852e-11L);
                                                    double l_271_ = (l_146_ + l_270_);
                                                    double _e738 = l_mut_25_;
                                                    double l_272_ = (_e738 - l_248_);
                                                    double _e740 = l_mut_25_;
                                                    double l_273_ = (_e740 + l_248_);
                                                    float _e742 = l_mut_22_;
                                                    double l_274_ = double(_e742);
                                                    float _e744 = l_mut_22_;
                                                    uint l_275_ = asuint(_e744);
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
                                                    uint _e759 = l_mut_164_;
                                                    float l_282_ = asfloat(_e759);
                                                    double l_283_ = double(l_282_);
                                                    float _e762 = l_mut_22_;
                                                    float l_284_ = -(_e762);
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
                                                    uint _e778 = l_mut_164_;
                                                    float l_292_ = asfloat(_e778);
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
                                                    bool _e799 = l_mut_221_;
                                                    if (!(_e799)) {
                                                        bool _e803 = l_mut_215_;
                                                        local_20 = _e803;
                                                    } else {
                                                        local_20 = true;
                                                    }
                                                    bool l_311_ = local_20;
                                                    if (l_311_) {
                                                        l_mut_164_ = 1u;
                                                    } else {
                                                        bool _e807 = l_mut_224_;
                                                        if (_e807) {
                                                            bool _e810 = l_mut_218_;
                                                            local_21 = _e810;
                                                        } else {
                                                            local_21 = false;
                                                        }
                                                        bool l_312_ = local_21;
                                                        if (l_312_) {
                                                            l_mut_164_ = 0u;
                                                        }
                                                    }
                                                    uint _e814 = l_mut_164_;
                                                    l_mut_194_ = _e814;
                                                }
                                                uint _e815 = l_mut_194_;
                                                l_mut_148_ = _e815;
                                            }
                                        } else {
                                            bool l_313_ = (l_130_ == 4u);
                                            if (l_313_) {
                                                double l_314_ = (l_139_ * l_144_);
                                                double l_315_ = (l_136_ + l_314_);
                                                double _e820 = l_mut_25_;
                                                double l_316_ = abs(_e820);
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
                                                double _e843 = l_mut_177_;
                                                double l_325_ = (l_315_ * _e843);
                                                l_mut_194_ = 2u;
                                                double _e846 = l_mut_25_;
                                                double l_326_ = (_e846 - l_146_);
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
                                                double _e870 = l_mut_25_;
                                                double l_336_ = (_e870 + l_146_);
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
                                                double _e894 = l_mut_177_;
                                                double _e895 = l_mut_28_;
                                                bool l_346_ = (_e894 == _e895);
                                                if (l_346_) {
                                                    double l_347_ = (l_325_ * 1.4551915228366852e-11L);
                                                    double l_348_ = (l_146_ + l_347_);
                                                    double _e900 = l_mut_25_;
                                                    double l_349_ = (_e900 - l_325_);
                                                    double _e902 = l_mut_25_;
                                                    double l_350_ = (_e902 + l_325_);
                                                    float _e904 = l_mut_22_;
                                                    double l_351_ = double(_e904);
                                                    float _e906 = l_mut_22_;
                                                    uint l_352_ = asuint(_e906);
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
                                                    uint _e921 = l_mut_164_;
                                                    float l_359_ = asfloat(_e921);
                                                    double l_360_ = double(l_359_);
                                                    float _e924 = l_mut_22_;
                                                    float l_361_ = -(_e924);
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
                                                    uint _e940 = l_mut_164_;
                                                    float l_369_ = asfloat(_e940);
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
                                                    bool _e961 = l_mut_221_;
                                                    if (!(_e961)) {
                                                        bool _e965 = l_mut_215_;
                                                        local_25 = _e965;
                                                    } else {
                                                        local_25 = true;
                                                    }
                                                    bool l_388_ = local_25;
                                                    if (l_388_) {
                                                        l_mut_164_ = 1u;
                                                    } else {
                                                        bool _e969 = l_mut_224_;
                                                        if (_e969) {
                                                            bool _e972 = l_mut_218_;
                                                            local_26 = _e972;
                                                        } else {
                                                            local_26 = false;
                                                        }
                                                        bool l_389_ = local_26;
                                                        if (l_389_) {
                                                            l_mut_164_ = 0u;
                                                        }
                                                    }
                                                    uint _e976 = l_mut_164_;
                                                    l_mut_194_ = _e976;
                                                }
                                                uint _e977 = l_mut_194_;
                                                l_mut_148_ = _e977;
                                            } else {
                                                bool l_390_ = (l_130_ == 5u);
                                                if (l_390_) {
                                                    double l_391_ = (2.0L * l_143_);
                                                    double l_392_ = abs(l_391_);
                                                    double l_393_ = floor(l_392_);
                                                    double l_394_ = (3.0L + l_393_);
                                                    double _e986 = l_mut_25_;
                                                    double l_395_ = abs(_e986);
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
                                                    double _e1009 = l_mut_177_;
                                                    double l_404_ = (l_394_ * _e1009);
                                                    l_mut_194_ = 2u;
                                                    double _e1012 = l_mut_25_;
                                                    double l_405_ = (_e1012 - l_146_);
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
                                                    double _e1036 = l_mut_25_;
                                                    double l_415_ = (_e1036 + l_146_);
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
                                                    double _e1060 = l_mut_177_;
                                                    double _e1061 = l_mut_28_;
                                                    bool l_425_ = (_e1060 == _e1061);
                                                    if (l_425_) {
                                                        double l_426_ = (l_404_ * 1.4551915228366852e-11L);
                                                        double l_427_ = (l_146_ + l_426_);
                                                        double _e1066 = l_mut_25_;
                                                        double l_428_ = (_e1066 - l_404_);
                                                        double _e1068 = l_mut_25_;
                                                        double l_429_ = (_e1068 + l_404_);
                                                        float _e1070 = l_mut_22_;
                                                        double l_430_ = double(_e1070);
                                                        float _e1072 = l_mut_22_;
                                                        uint l_431_ = asuint(_e1072);
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
                                                        uint _e1087 = l_mut_164_;
                                                        float l_438_ = asfloat(_e1087);
                                                        double l_439_ = double(l_438_);
                                                        float _e1090 = l_mut_22_;
                                                        float l_440_ = -(_e1090);
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
                                                        uint _e1106 = l_mut_164_;
                                                        float l_448_ = asfloat(_e1106);
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
                                                        bool _e1127 = l_mut_221_;
                                                        if (!(_e1127)) {
                                                            bool _e1131 = l_mut_215_;
                                                            local_30 = _e1131;
                                                        } else {
                                                            local_30 = true;
                                                        }
                                                        bool l_467_ = local_30;
                                                        if (l_467_) {
                                                            l_mut_164_ = 1u;
                                                        } else {
                                                            bool _e1135 = l_mut_224_;
                                                            if (_e1135) {
                                                                bool _e1138 = l_mut_218_;
                                                                local_31 = _e1138;
                                                            } else {
                                                                local_31 = false;
                                                            }
                                                            bool l_468_ = local_31;
                                                            if (l_468_) {
                                                                l_mut_164_ = 0u;
                                                            }
                                                        }
                                                        uint _e1142 = l_mut_164_;
                                                        l_mut_194_ = _e1142;
                                                    }
                                                    uint _e1143 = l_mut_194_;
                                                    l_mut_148_ = _e1143;
                                                } else {
                                                    bool l_469_ = (l_130_ == 6u);
                                                    if (l_469_) {
                                                        l_mut_148_ = 0u;
                                                        bool l_470_ = (l_144_ <= l_139_);
                                                        if (l_470_) {
                                                            double l_471_ = (l_136_ * 1.4551915228366852e-11L);
                                                            double l_472_ = (l_146_ + l_471_);
                                                            double _e1151 = l_mut_25_;
                                                            double l_473_ = (_e1151 - l_136_);
                                                            double _e1153 = l_mut_25_;
                                                            double l_474_ = (_e1153 + l_136_);
                                                            float _e1155 = l_mut_22_;
                                                            double l_475_ = double(_e1155);
                                                            float _e1157 = l_mut_22_;
                                                            uint l_476_ = asuint(_e1157);
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
                                                            uint _e1172 = l_mut_194_;
                                                            float l_483_ = asfloat(_e1172);
                                                            double l_484_ = double(l_483_);
                                                            float _e1175 = l_mut_22_;
                                                            float l_485_ = -(_e1175);
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
                                                            uint _e1191 = l_mut_194_;
                                                            float l_493_ = asfloat(_e1191);
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
                                                            bool _e1212 = l_mut_221_;
                                                            if (!(_e1212)) {
                                                                bool _e1216 = l_mut_215_;
                                                                local_32 = _e1216;
                                                            } else {
                                                                local_32 = true;
                                                            }
                                                            bool l_512_ = local_32;
                                                            if (l_512_) {
                                                                l_mut_194_ = 1u;
                                                            } else {
                                                                bool _e1220 = l_mut_224_;
                                                                if (_e1220) {
                                                                    bool _e1223 = l_mut_218_;
                                                                    local_33 = _e1223;
                                                                } else {
                                                                    local_33 = false;
                                                                }
                                                                bool l_513_ = local_33;
                                                                if (l_513_) {
                                                                    l_mut_194_ = 0u;
                                                                }
                                                            }
                                                            uint _e1227 = l_mut_194_;
                                                            l_mut_148_ = _e1227;
                                                        }
                                                    } else {
                                                        bool l_514_ = (l_130_ == 7u);
                                                        if (l_514_) {
                                                            double _e1230 = l_mut_25_;
                                                            double l_515_ = abs(_e1230);
                                                            double l_516_ = (l_136_ * l_515_);
                                                            l_mut_177_ = l_516_;
                                                            double _e1233 = l_mut_25_;
                                                            double l_517_ = abs(_e1233);
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
                                                            double _e1257 = l_mut_28_;
                                                            double l_526_ = (0.5L * _e1257);
                                                            double _e1259 = l_mut_177_;
                                                            bool l_527_ = (l_526_ > _e1259);
                                                            if (l_527_) {
                                                                l_mut_177_ = l_526_;
                                                            }
                                                            double _e1261 = l_mut_25_;
                                                            double l_528_ = (_e1261 - l_146_);
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
                                                            double _e1285 = l_mut_25_;
                                                            double l_538_ = (_e1285 + l_146_);
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
                                                            double _e1309 = l_mut_28_;
                                                            double _e1310 = l_mut_540_;
                                                            bool l_549_ = (_e1309 == _e1310);
                                                            if (l_549_) {
                                                                double l_550_ = (l_136_ * l_146_);
                                                                double l_551_ = (l_146_ + l_550_);
                                                                double _e1314 = l_mut_177_;
                                                                double l_552_ = (_e1314 * 1.4551915228366852e-11L);
                                                                double l_553_ = (l_551_ + l_552_);
                                                                double _e1318 = l_mut_25_;
                                                                double _e1319 = l_mut_177_;
                                                                double l_554_ = (_e1318 - _e1319);
                                                                double _e1321 = l_mut_25_;
                                                                double _e1322 = l_mut_177_;
                                                                double l_555_ = (_e1321 + _e1322);
                                                                float _e1324 = l_mut_22_;
                                                                double l_556_ = double(_e1324);
                                                                float _e1326 = l_mut_22_;
                                                                uint l_557_ = asuint(_e1326);
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
                                                                uint _e1341 = l_mut_194_;
                                                                float l_564_ = asfloat(_e1341);
                                                                double l_565_ = double(l_564_);
                                                                float _e1344 = l_mut_22_;
                                                                float l_566_ = -(_e1344);
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
                                                                uint _e1360 = l_mut_194_;
                                                                float l_574_ = asfloat(_e1360);
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
                                                                bool _e1381 = l_mut_221_;
                                                                if (!(_e1381)) {
                                                                    bool _e1385 = l_mut_215_;
                                                                    local_37 = _e1385;
                                                                } else {
                                                                    local_37 = true;
                                                                }
                                                                bool l_593_ = local_37;
                                                                if (l_593_) {
                                                                    l_mut_194_ = 1u;
                                                                } else {
                                                                    bool _e1389 = l_mut_224_;
                                                                    if (_e1389) {
                                                                        bool _e1392 = l_mut_218_;
                                                                        local_38 = _e1392;
                                                                    } else {
                                                                        local_38 = false;
                                                                    }
                                                                    bool l_594_ = local_38;
                                                                    if (l_594_) {
                                                                        l_mut_194_ = 0u;
                                                                    }
                                                                }
                                                                uint _e1396 = l_mut_194_;
                                                                l_mut_148_ = _e1396;
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
                                                                    double _e1410 = l_mut_25_;
                                                                    double l_601_ = (_e1410 - l_136_);
                                                                    double _e1412 = l_mut_25_;
                                                                    double l_602_ = (_e1412 + l_136_);
                                                                    float _e1414 = l_mut_22_;
                                                                    double l_603_ = double(_e1414);
                                                                    float _e1416 = l_mut_22_;
                                                                    uint l_604_ = asuint(_e1416);
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
                                                                    uint _e1431 = l_mut_194_;
                                                                    float l_611_ = asfloat(_e1431);
                                                                    double l_612_ = double(l_611_);
                                                                    float _e1434 = l_mut_22_;
                                                                    float l_613_ = -(_e1434);
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
                                                                    uint _e1450 = l_mut_194_;
                                                                    float l_621_ = asfloat(_e1450);
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
                                                                    bool _e1471 = l_mut_221_;
                                                                    if (!(_e1471)) {
                                                                        bool _e1475 = l_mut_215_;
                                                                        local_40 = _e1475;
                                                                    } else {
                                                                        local_40 = true;
                                                                    }
                                                                    bool l_640_ = local_40;
                                                                    if (l_640_) {
                                                                        l_mut_194_ = 1u;
                                                                    } else {
                                                                        bool _e1479 = l_mut_224_;
                                                                        if (_e1479) {
                                                                            bool _e1482 = l_mut_218_;
                                                                            local_41 = _e1482;
                                                                        } else {
                                                                            local_41 = false;
                                                                        }
                                                                        bool l_641_ = local_41;
                                                                        if (l_641_) {
                                                                            l_mut_194_ = 0u;
                                                                        }
                                                                    }
                                                                    uint _e1486 = l_mut_194_;
                                                                    l_mut_148_ = _e1486;
                                                                } else {
                                                                    double _e1487 = l_mut_25_;
                                                                    double l_642_ = abs(_e1487);
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
                                                                    double _e1510 = l_mut_540_;
                                                                    double l_651_ = (l_139_ * _e1510);
                                                                    l_mut_194_ = 2u;
                                                                    double _e1513 = l_mut_25_;
                                                                    double l_652_ = (_e1513 - l_146_);
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
                                                                    double _e1537 = l_mut_25_;
                                                                    double l_662_ = (_e1537 + l_146_);
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
                                                                    double _e1561 = l_mut_540_;
                                                                    double _e1562 = l_mut_177_;
                                                                    bool l_672_ = (_e1561 == _e1562);
                                                                    if (l_672_) {
                                                                        double l_673_ = (l_651_ * 1.4551915228366852e-11L);
                                                                        double l_674_ = (l_146_ + l_673_);
                                                                        double _e1567 = l_mut_25_;
                                                                        double l_675_ = (_e1567 - l_651_);
                                                                        double _e1569 = l_mut_25_;
                                                                        double l_676_ = (_e1569 + l_651_);
                                                                        float _e1571 = l_mut_22_;
                                                                        double l_677_ = double(_e1571);
                                                                        float _e1573 = l_mut_22_;
                                                                        uint l_678_ = asuint(_e1573);
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
                                                                        uint _e1588 = l_mut_164_;
                                                                        float l_685_ = asfloat(_e1588);
                                                                        double l_686_ = double(l_685_);
                                                                        float _e1591 = l_mut_22_;
                                                                        float l_687_ = -(_e1591);
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
                                                                        uint _e1607 = l_mut_164_;
                                                                        float l_695_ = asfloat(_e1607);
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
                                                                        bool _e1628 = l_mut_221_;
                                                                        if (!(_e1628)) {
                                                                            bool _e1632 = l_mut_215_;
                                                                            local_45 = _e1632;
                                                                        } else {
                                                                            local_45 = true;
                                                                        }
                                                                        bool l_714_ = local_45;
                                                                        if (l_714_) {
                                                                            l_mut_164_ = 1u;
                                                                        } else {
                                                                            bool _e1636 = l_mut_224_;
                                                                            if (_e1636) {
                                                                                bool _e1639 = l_mut_218_;
                                                                                local_46 = _e1639;
                                                                            } else {
                                                                                local_46 = false;
                                                                            }
                                                                            bool l_715_ = local_46;
                                                                            if (l_715_) {
                                                                                l_mut_164_ = 0u;
                                                                            }
                                                                        }
                                                                        uint _e1643 = l_mut_164_;
                                                                        l_mut_194_ = _e1643;
                                                                    }
                                                                    uint _e1644 = l_mut_194_;
                                                                    l_mut_148_ = _e1644;
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
                            uint l_716_ = a_147_[0];
                            bool l_717_ = (l_716_ == 0u);
                            if (l_717_) {
                                l_mut_148_ = 2u;
                            }
                            uint _e1650 = l_mut_128_;
                            uint _e1652 = l_mut_148_;
                            a_10_[min(uint(_e1650), 7u)] = _e1652;
                            uint _e1653 = l_mut_128_;
                            uint l_718_ = a_10_[min(uint(_e1653), 7u)];
                            bool l_719_ = (l_718_ == 2u);
                            if (l_719_) {
                                l_mut_125_ = false;
                            }
                        }
                    }
                }
                uint _e1662 = l_mut_30_;
                bool l_720_ = (_e1662 == 4294967293u);
                if (l_720_) {
                    uint l_721_ = a_8_[0];
                    uint l_722_ = (l_721_ + 1u);
                    a_8_[0] = l_722_;
                } else {
                    bool _e1670 = l_mut_125_;
                    if (_e1670) {
                        l_mut_540_ = l_118_;
                        double _e1671 = l_mut_540_;
                        bool l_723_ = (_e1671 < -17.0L);
                        if (l_723_) {
                            l_mut_540_ = -17.0L;
                        }
                        double _e1675 = l_mut_540_;
                        bool l_724_ = (_e1675 > 17.0L);
                        if (l_724_) {
                            l_mut_540_ = 17.0L;
                        }
                        double _e1679 = l_mut_540_;
                        double l_725_ = (_e1679 + 16.0L);
                        double l_726_ = (l_725_ + 1.0L);
                        uint l_727_ = naga_f2u32(l_726_);
                        uint l_728_ = (2u + l_727_);
                        uint l_729_ = a_8_[min(uint(l_728_), 64u)];
                        uint l_730_ = (l_729_ + 1u);
                        a_8_[min(uint(l_728_), 64u)] = l_730_;
                        float _e1692 = l_mut_22_;
                        uint l_731_ = asuint(_e1692);
                        uint l_732_ = (l_731_ & 8388607u);
                        double l_733_ = double(l_732_);
                        double l_734_ = (l_733_ / 7.1362384635298e44L);
                        l_mut_540_ = l_734_;
                        uint l_735_ = (l_731_ & 2139095040u);
                        bool l_736_ = (l_735_ != 0u);
                        if (l_736_) {
                            uint l_737_ = (l_731_ & 2147483647u);
                            float l_738_ = asfloat(l_737_);
                            double l_739_ = double(l_738_);
                            l_mut_540_ = l_739_;
                        }
                        uint l_740_ = (l_731_ >> 31u);
                        double l_741_ = double(l_740_);
                        double l_742_ = (2.0L * l_741_);
                        double l_743_ = (1.0L - l_742_);
                        double _e1714 = l_mut_540_;
                        l_mut_540_ = (_e1714 * l_743_);
                        double _e1716 = l_mut_25_;
                        double l_744_ = abs(_e1716);
                        double _e1718 = l_mut_25_;
                        double l_745_ = (_e1718 * 0.0L);
                        double l_746_ = (l_745_ + 7.1362384635298e44L);
                        l_mut_177_ = l_746_;
                        bool l_747_ = (l_744_ >= 2.350988701644575e-38L);
                        if (l_747_) {
                            uint _e1725 = l_mut_30_;
                            uint l_748_ = (_e1725 & 2147483647u);
                            float l_749_ = asfloat(l_748_);
                            double l_750_ = double(l_749_);
                            uint l_751_ = (l_748_ & 2139095040u);
                            float l_752_ = asfloat(l_751_);
                            double l_753_ = double(l_752_);
                            bool l_754_ = (l_750_ > l_744_);
                            uint l_755_ = (l_748_ & 8388607u);
                            bool l_756_ = (l_755_ == 0u);
                            if (l_754_) {
                                local_47 = l_756_;
                            } else {
                                local_47 = false;
                            }
                            bool l_757_ = local_47;
                            double l_758_ = (l_753_ * 1.1920928955078125e-7L);
                            double l_759_ = double(l_757_);
                            double l_760_ = (0.5L * l_759_);
                            double l_761_ = (1.0L - l_760_);
                            double l_762_ = (l_758_ * l_761_);
                            double l_763_ = (1.0L / l_762_);
                            l_mut_177_ = l_763_;
                        }
                        double _e1753 = l_mut_540_;
                        double _e1754 = l_mut_25_;
                        double l_764_ = (_e1753 - _e1754);
                        double _e1756 = l_mut_177_;
                        double l_765_ = (l_764_ * _e1756);
                        uint l_766_ = a_8_[45];
                        bool l_767_ = (l_766_ == 4294967295u);
                        double l_768_ = a_9_[0];
                        bool l_769_ = (l_765_ < l_768_);
                        if (!(l_767_)) {
                            local_48 = l_769_;
                        } else {
                            local_48 = true;
                        }
                        bool l_770_ = local_48;
                        if (l_770_) {
                            a_9_[0] = l_765_;
                            a_8_[45] = l_20_;
                            a_8_[46] = l_99_;
                        }
                        uint l_771_ = a_8_[47];
                        bool l_772_ = (l_771_ == 4294967295u);
                        double l_773_ = a_9_[1];
                        bool l_774_ = (l_765_ > l_773_);
                        if (!(l_772_)) {
                            local_49 = l_774_;
                        } else {
                            local_49 = true;
                        }
                        bool l_775_ = local_49;
                        if (l_775_) {
                            a_9_[1] = l_765_;
                            a_8_[47] = l_20_;
                            a_8_[48] = l_99_;
                        }
                        bool l_776_ = (l_118_ != 0.0L);
                        if (l_776_) {
                            l_mut_777_ = 0u;
                            uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                            bool loop_init_4 = true;
                            while(true) {
                                if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                if (!loop_init_4) {
                                    uint _e1841 = l_mut_777_;
                                    l_mut_777_ = (_e1841 + 1u);
                                }
                                loop_init_4 = false;
                                uint _e1792 = l_mut_777_;
                                if ((_e1792 < 8u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e1795 = l_mut_777_;
                                    uint l_778_ = a_10_[min(uint(_e1795), 7u)];
                                    bool l_779_ = (l_778_ == 1u);
                                    if (l_779_) {
                                        uint _e1801 = l_mut_777_;
                                        uint l_780_ = (37u + _e1801);
                                        uint l_781_ = a_8_[min(uint(l_780_), 64u)];
                                        uint l_782_ = (l_781_ + 1u);
                                        a_8_[min(uint(l_780_), 64u)] = l_782_;
                                        uint _e1809 = l_mut_777_;
                                        uint l_783_ = (2u + _e1809);
                                        uint l_784_ = (2u * l_783_);
                                        uint l_785_ = (45u + l_784_);
                                        uint l_786_ = a_8_[min(uint(l_785_), 64u)];
                                        bool l_787_ = (l_786_ == 4294967295u);
                                        double l_788_ = abs(l_765_);
                                        uint _e1821 = l_mut_777_;
                                        uint l_789_ = (2u + _e1821);
                                        double l_790_ = a_9_[min(uint(l_789_), 9u)];
                                        double l_791_ = abs(l_790_);
                                        bool l_792_ = (l_788_ > l_791_);
                                        if (!(l_787_)) {
                                            local_50 = l_792_;
                                        } else {
                                            local_50 = true;
                                        }
                                        bool l_793_ = local_50;
                                        if (l_793_) {
                                            uint _e1833 = l_mut_777_;
                                            uint l_794_ = (2u + _e1833);
                                            a_9_[min(uint(l_794_), 9u)] = l_765_;
                                            a_8_[min(uint(l_785_), 64u)] = l_20_;
                                            uint l_795_ = (l_785_ + 1u);
                                            a_8_[min(uint(l_795_), 64u)] = l_99_;
                                        }
                                    }
                                }
                            }
                        }
                    } else {
                        uint l_796_ = a_8_[1];
                        uint l_797_ = (l_2_ + l_796_);
                        uint l_798_ = (l_797_ * 2u);
                        uint l_876_ = asuint(info.Load(24+0));
                        uint l_877_ = (l_876_ * 1u);
                        bool l_878_ = (l_798_ < l_877_);
                        if (l_878_) {
                            buffer_6_global.Store(l_798_*4, asuint(l_20_));
                        }
                        uint l_799_ = (l_798_ + 1u);
                        uint l_879_ = asuint(info.Load(24+0));
                        uint l_880_ = (l_879_ * 1u);
                        bool l_881_ = (l_799_ < l_880_);
                        if (l_881_) {
                            buffer_6_global.Store(l_799_*4, asuint(l_99_));
                        }
                        uint l_800_ = a_8_[1];
                        uint l_801_ = (l_800_ + 1u);
                        a_8_[1] = l_801_;
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
                uint _e1898 = l_mut_802_;
                l_mut_802_ = (_e1898 + 1u);
            }
            loop_init_5 = false;
            uint _e1878 = l_mut_802_;
            if ((_e1878 < 65u)) {
            } else {
                break;
            }
            {
                uint l_803_ = (id * 65u);
                uint _e1883 = l_mut_802_;
                uint l_804_ = (l_803_ + _e1883);
                uint _e1885 = l_mut_802_;
                uint l_805_ = a_8_[min(uint(_e1885), 64u)];
                uint l_882_ = asuint(info.Load(16+0));
                uint l_883_ = (l_882_ * 1u);
                bool l_884_ = (l_804_ < l_883_);
                if (l_884_) {
                    buffer_4_global.Store(l_804_*4, asuint(l_805_));
                }
            }
        }
        uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
        bool loop_init_6 = true;
        while(true) {
            if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
            loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
            if (!loop_init_6) {
                uint _e1922 = l_mut_806_;
                l_mut_806_ = (_e1922 + 1u);
            }
            loop_init_6 = false;
            uint _e1902 = l_mut_806_;
            if ((_e1902 < 10u)) {
            } else {
                break;
            }
            {
                uint l_807_ = (id * 10u);
                uint _e1907 = l_mut_806_;
                uint l_808_ = (l_807_ + _e1907);
                uint _e1909 = l_mut_806_;
                double l_809_ = a_9_[min(uint(_e1909), 9u)];
                uint l_885_ = asuint(info.Load(20+0));
                uint l_886_ = (l_885_ * 1u);
                bool l_887_ = (l_808_ < l_886_);
                if (l_887_) {
                    buffer_5_global.Store(l_808_*8, l_809_);
                }
            }
        }
        return;
    } else {
        return;
    }
}
