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

uint naga_f2u32(double value) {
    return uint(clamp(value, 0.0L, 4294967295.0L));
}

[numthreads(64, 1, 1)]
void verdicts(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint a_30_[1] = (uint[1])0;
    double a_2079_[2] = (double[2])0;
    double a_3023_[2] = (double[2])0;
    double a_3230_[2] = (double[2])0;
    double a_3620_[2] = (double[2])0;
    double l_mut_1170_ = (double)0;
    double l_mut_1193_ = (double)0;
    double l_mut_122_ = (double)0;
    double l_mut_1269_ = (double)0;
    bool l_mut_133_ = (bool)0;
    bool l_mut_136_ = (bool)0;
    bool l_mut_139_ = (bool)0;
    bool l_mut_142_ = (bool)0;
    double l_mut_1496_ = (double)0;
    double l_mut_1725_ = (double)0;
    double l_mut_1952_ = (double)0;
    uint l_mut_2185_ = (uint)0;
    uint l_mut_3129_ = (uint)0;
    uint l_mut_31_ = (uint)0;
    double l_mut_38_ = (double)0;
    uint l_mut_48_ = (uint)0;
    double l_mut_61_ = (double)0;
    uint l_mut_87_ = (uint)0;
    uint l_mut_5_ = 0u;
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

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(32+0));
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_3786_ = asuint(info.Load(24+0));
        uint l_3787_ = (l_3786_ * 1u);
        bool l_3788_ = (1024u < l_3787_);
        uint l_3789_ = (l_3787_ - 1u);
        uint l_3790_ = min(1024u, l_3789_);
        uint l_3791_ = asuint(buffer_6_global.Load(l_3790_*4));
        uint l_2_ = (l_3788_ ? l_3791_ : 0u);
        float l_3_ = asfloat(l_2_);
        double l_4_ = double(l_3_);
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e7485 = l_mut_5_;
                l_mut_5_ = (_e7485 + 1u);
            }
            loop_init = false;
            uint _e74 = l_mut_5_;
            if ((_e74 < 8u)) {
            } else {
                break;
            }
            {
                uint l_6_ = (id * 8u);
                uint _e79 = l_mut_5_;
                uint l_7_ = (l_6_ + _e79);
                uint _e82 = l_mut_5_;
                uint l_8_ = (2u * _e82);
                uint l_3793_ = asuint(info.Load(16+0));
                uint l_3794_ = (l_3793_ * 1u);
                bool l_3795_ = (l_8_ < l_3794_);
                uint l_3796_ = (l_3794_ - 1u);
                uint l_3797_ = min(l_8_, l_3796_);
                uint l_3798_ = asuint(buffer_4_global.Load(l_3797_*4));
                uint l_9_ = (l_3795_ ? l_3798_ : 0u);
                uint _e100 = l_mut_5_;
                uint l_10_ = (2u * _e100);
                uint l_11_ = (l_10_ + 1u);
                uint l_3800_ = asuint(info.Load(16+0));
                uint l_3801_ = (l_3800_ * 1u);
                bool l_3802_ = (l_11_ < l_3801_);
                uint l_3803_ = (l_3801_ - 1u);
                uint l_3804_ = min(l_11_, l_3803_);
                uint l_3805_ = asuint(buffer_4_global.Load(l_3804_*4));
                uint l_12_ = (l_3802_ ? l_3805_ : 0u);
                bool l_13_ = (l_12_ != 0u);
                uint l_3807_ = asuint(info.Load(0+0));
                uint l_3808_ = (l_3807_ * 1u);
                bool l_3809_ = (id < l_3808_);
                uint l_3810_ = (l_3808_ - 1u);
                uint l_3811_ = min(id, l_3810_);
                float l_3812_ = asfloat(buffer_0_global.Load(l_3811_*4));
                float l_14_ = (l_3809_ ? l_3812_ : 0.0);
                uint l_3814_ = asuint(info.Load(4+0));
                uint l_3815_ = (l_3814_ * 1u);
                bool l_3816_ = (id < l_3815_);
                uint l_3817_ = (l_3815_ - 1u);
                uint l_3818_ = min(id, l_3817_);
                float l_3819_ = asfloat(buffer_1_global.Load(l_3818_*4));
                float l_15_ = (l_3816_ ? l_3819_ : 0.0);
                uint l_3821_ = asuint(info.Load(8+0));
                uint l_3822_ = (l_3821_ * 1u);
                bool l_3823_ = (id < l_3822_);
                uint l_3824_ = (l_3822_ - 1u);
                uint l_3825_ = min(id, l_3824_);
                double l_3826_ = buffer_2_global.Load<double>(l_3825_*8);
                double l_16_ = (l_3823_ ? l_3826_ : 0.0L);
                uint l_3828_ = asuint(info.Load(12+0));
                uint l_3829_ = (l_3828_ * 1u);
                bool l_3830_ = (id < l_3829_);
                uint l_3831_ = (l_3829_ - 1u);
                uint l_3832_ = min(id, l_3831_);
                double l_3833_ = buffer_3_global.Load<double>(l_3832_*8);
                double l_17_ = (l_3830_ ? l_3833_ : 0.0L);
                uint _e181 = l_mut_5_;
                uint l_18_ = (_e181 * 4u);
                uint l_3835_ = asuint(info.Load(20+0));
                uint l_3836_ = (l_3835_ * 1u);
                bool l_3837_ = (l_18_ < l_3836_);
                uint l_3838_ = (l_3836_ - 1u);
                uint l_3839_ = min(l_18_, l_3838_);
                double l_3840_ = buffer_5_global.Load<double>(l_3839_*8);
                double l_19_ = (l_3837_ ? l_3840_ : 0.0L);
                uint _e199 = l_mut_5_;
                uint l_20_ = (_e199 * 4u);
                uint l_21_ = (l_20_ + 1u);
                uint l_3842_ = asuint(info.Load(20+0));
                uint l_3843_ = (l_3842_ * 1u);
                bool l_3844_ = (l_21_ < l_3843_);
                uint l_3845_ = (l_3843_ - 1u);
                uint l_3846_ = min(l_21_, l_3845_);
                double l_3847_ = buffer_5_global.Load<double>(l_3846_*8);
                double l_22_ = (l_3844_ ? l_3847_ : 0.0L);
                uint _e219 = l_mut_5_;
                uint l_23_ = (_e219 * 4u);
                uint l_24_ = (l_23_ + 2u);
                uint l_3849_ = asuint(info.Load(20+0));
                uint l_3850_ = (l_3849_ * 1u);
                bool l_3851_ = (l_24_ < l_3850_);
                uint l_3852_ = (l_3850_ - 1u);
                uint l_3853_ = min(l_24_, l_3852_);
                double l_3854_ = buffer_5_global.Load<double>(l_3853_*8);
                double l_25_ = (l_3851_ ? l_3854_ : 0.0L);
                double l_26_ = double(l_14_);
                double l_27_ = abs(l_26_);
                double l_28_ = abs(l_16_);
                double l_29_ = (l_28_ * 1.4551915228366852e-11L);
                a_30_[0] = 1u;
                l_mut_31_ = 2u;
                bool l_32_ = (l_9_ == 0u);
                if (l_32_) {
                    l_mut_31_ = 0u;
                } else {
                    bool l_33_ = (l_9_ == 1u);
                    if (l_33_) {
                        l_mut_31_ = 1u;
                        double l_34_ = abs(l_17_);
                        bool l_35_ = (l_34_ <= l_19_);
                        if (l_35_) {
                            l_mut_31_ = 0u;
                        }
                    } else {
                        bool l_36_ = (l_9_ == 2u);
                        if (l_36_) {
                            double l_37_ = abs(l_16_);
                            l_mut_38_ = 1.401298464324817e-45L;
                            bool l_39_ = (l_37_ >= 1.1754943508222875e-38L);
                            bool l_40_ = (l_37_ <= 1.7976931348623157e308L);
                            if (l_39_) {
                                local = l_40_;
                            } else {
                                local = false;
                            }
                            bool l_41_ = local;
                            if (l_41_) {
                                uint64_t l_42_ = l_37_;
                                uint64_t l_43_ = (l_42_ >> uint(52uL));
                                uint64_t l_44_ = (l_43_ - 23uL);
                                uint64_t l_45_ = (l_44_ << uint(52uL));
                                double l_46_ = l_45_;
                                l_mut_38_ = l_46_;
                            }
                            double _e280 = l_mut_38_;
                            double l_47_ = (l_19_ * _e280);
                            l_mut_48_ = 2u;
                            double l_49_ = (l_16_ - l_29_);
                            double l_50_ = abs(l_49_);
                            l_mut_38_ = 1.401298464324817e-45L;
                            bool l_51_ = (l_50_ >= 1.1754943508222875e-38L);
                            bool l_52_ = (l_50_ <= 1.7976931348623157e308L);
                            if (l_51_) {
                                local_1 = l_52_;
                            } else {
                                local_1 = false;
                            }
                            bool l_53_ = local_1;
                            if (l_53_) {
                                uint64_t l_54_ = l_50_;
                                uint64_t l_55_ = (l_54_ >> uint(52uL));
                                uint64_t l_56_ = (l_55_ - 23uL);
                                uint64_t l_57_ = (l_56_ << uint(52uL));
                                double l_58_ = l_57_;
                                l_mut_38_ = l_58_;
                            }
                            double l_59_ = (l_16_ + l_29_);
                            double l_60_ = abs(l_59_);
                            l_mut_61_ = 1.401298464324817e-45L;
                            bool l_62_ = (l_60_ >= 1.1754943508222875e-38L);
                            bool l_63_ = (l_60_ <= 1.7976931348623157e308L);
                            if (l_62_) {
                                local_2 = l_63_;
                            } else {
                                local_2 = false;
                            }
                            bool l_64_ = local_2;
                            if (l_64_) {
                                uint64_t l_65_ = l_60_;
                                uint64_t l_66_ = (l_65_ >> uint(52uL));
                                uint64_t l_67_ = (l_66_ - 23uL);
                                uint64_t l_68_ = (l_67_ << uint(52uL));
                                double l_69_ = l_68_;
                                l_mut_61_ = l_69_;
                            }
                            double _e329 = l_mut_38_;
                            double _e330 = l_mut_61_;
                            bool l_70_ = (_e329 == _e330);
                            if (l_70_) {
                                double l_71_ = (l_47_ * 1.4551915228366852e-11L);
                                double l_72_ = (l_29_ + l_71_);
                                double l_73_ = (l_16_ - l_47_);
                                double l_74_ = (l_16_ + l_47_);
                                uint l_75_ = asuint(l_15_);
                                double l_76_ = double(l_15_);
                                l_mut_61_ = l_76_;
                                uint l_77_ = (l_75_ & 2139095040u);
                                bool l_78_ = (l_77_ == 0u);
                                if (l_78_) {
                                    uint l_79_ = (l_75_ & 8388607u);
                                    double l_80_ = double(l_79_);
                                    double l_81_ = (l_80_ * 1.401298464324817e-45L);
                                    l_mut_61_ = l_81_;
                                    uint l_82_ = (l_75_ >> 31u);
                                    bool l_83_ = (l_82_ == 1u);
                                    if (l_83_) {
                                        double _e352 = l_mut_61_;
                                        double l_84_ = -(_e352);
                                        l_mut_61_ = l_84_;
                                    }
                                }
                                uint l_85_ = asuint(l_15_);
                                uint l_86_ = (l_85_ + 1u);
                                l_mut_87_ = l_86_;
                                uint l_88_ = (l_85_ & 2147483647u);
                                bool l_89_ = (l_88_ == 0u);
                                if (l_89_) {
                                    l_mut_87_ = 1u;
                                } else {
                                    uint l_90_ = (l_85_ & 2147483648u);
                                    bool l_91_ = (l_90_ != 0u);
                                    if (l_91_) {
                                        uint l_92_ = (l_85_ - 1u);
                                        l_mut_87_ = l_92_;
                                    } else {
                                        bool l_93_ = (l_85_ == 2139095040u);
                                        if (l_93_) {
                                            l_mut_87_ = l_85_;
                                        }
                                    }
                                }
                                uint _e370 = l_mut_87_;
                                float l_94_ = asfloat(_e370);
                                uint l_95_ = asuint(l_94_);
                                double l_96_ = double(l_94_);
                                l_mut_38_ = l_96_;
                                uint l_97_ = (l_95_ & 2139095040u);
                                bool l_98_ = (l_97_ == 0u);
                                if (l_98_) {
                                    uint l_99_ = (l_95_ & 8388607u);
                                    double l_100_ = double(l_99_);
                                    double l_101_ = (l_100_ * 1.401298464324817e-45L);
                                    l_mut_38_ = l_101_;
                                    uint l_102_ = (l_95_ >> 31u);
                                    bool l_103_ = (l_102_ == 1u);
                                    if (l_103_) {
                                        double _e387 = l_mut_38_;
                                        double l_104_ = -(_e387);
                                        l_mut_38_ = l_104_;
                                    }
                                }
                                uint l_105_ = asuint(l_15_);
                                uint l_106_ = (l_105_ ^ 2147483648u);
                                float l_107_ = asfloat(l_106_);
                                uint l_108_ = asuint(l_107_);
                                uint l_109_ = (l_108_ + 1u);
                                l_mut_87_ = l_109_;
                                uint l_110_ = (l_108_ & 2147483647u);
                                bool l_111_ = (l_110_ == 0u);
                                if (l_111_) {
                                    l_mut_87_ = 1u;
                                } else {
                                    uint l_112_ = (l_108_ & 2147483648u);
                                    bool l_113_ = (l_112_ != 0u);
                                    if (l_113_) {
                                        uint l_114_ = (l_108_ - 1u);
                                        l_mut_87_ = l_114_;
                                    } else {
                                        bool l_115_ = (l_108_ == 2139095040u);
                                        if (l_115_) {
                                            l_mut_87_ = l_108_;
                                        }
                                    }
                                }
                                uint _e409 = l_mut_87_;
                                float l_116_ = asfloat(_e409);
                                uint l_117_ = asuint(l_116_);
                                uint l_118_ = (l_117_ ^ 2147483648u);
                                float l_119_ = asfloat(l_118_);
                                uint l_120_ = asuint(l_119_);
                                double l_121_ = double(l_119_);
                                l_mut_122_ = l_121_;
                                uint l_123_ = (l_120_ & 2139095040u);
                                bool l_124_ = (l_123_ == 0u);
                                if (l_124_) {
                                    uint l_125_ = (l_120_ & 8388607u);
                                    double l_126_ = double(l_125_);
                                    double l_127_ = (l_126_ * 1.401298464324817e-45L);
                                    l_mut_122_ = l_127_;
                                    uint l_128_ = (l_120_ >> 31u);
                                    bool l_129_ = (l_128_ == 1u);
                                    if (l_129_) {
                                        double _e430 = l_mut_122_;
                                        double l_130_ = -(_e430);
                                        l_mut_122_ = l_130_;
                                    }
                                }
                                double l_131_ = (l_73_ + l_72_);
                                double _e433 = l_mut_61_;
                                bool l_132_ = (l_131_ <= _e433);
                                l_mut_133_ = l_132_;
                                double l_134_ = (l_73_ - l_72_);
                                double _e436 = l_mut_61_;
                                bool l_135_ = (l_134_ > _e436);
                                l_mut_136_ = l_135_;
                                double l_137_ = (l_74_ - l_72_);
                                double _e439 = l_mut_61_;
                                bool l_138_ = (l_137_ >= _e439);
                                l_mut_139_ = l_138_;
                                double l_140_ = (l_74_ + l_72_);
                                double _e442 = l_mut_61_;
                                bool l_141_ = (l_140_ < _e442);
                                l_mut_142_ = l_141_;
                                if (l_13_) {
                                    double l_143_ = (l_73_ + l_72_);
                                    double _e445 = l_mut_38_;
                                    bool l_144_ = (l_143_ < _e445);
                                    l_mut_133_ = l_144_;
                                    double l_145_ = (l_73_ - l_72_);
                                    double _e448 = l_mut_38_;
                                    bool l_146_ = (l_145_ >= _e448);
                                    l_mut_136_ = l_146_;
                                    double l_147_ = (l_74_ - l_72_);
                                    double _e451 = l_mut_122_;
                                    bool l_148_ = (l_147_ > _e451);
                                    l_mut_139_ = l_148_;
                                    double l_149_ = (l_74_ + l_72_);
                                    double _e454 = l_mut_122_;
                                    bool l_150_ = (l_149_ <= _e454);
                                    l_mut_142_ = l_150_;
                                }
                                l_mut_87_ = 2u;
                                bool _e457 = l_mut_136_;
                                if (!(_e457)) {
                                    bool _e461 = l_mut_142_;
                                    local_3 = _e461;
                                } else {
                                    local_3 = true;
                                }
                                bool l_151_ = local_3;
                                if (l_151_) {
                                    l_mut_87_ = 1u;
                                } else {
                                    bool _e465 = l_mut_133_;
                                    if (_e465) {
                                        bool _e468 = l_mut_139_;
                                        local_4 = _e468;
                                    } else {
                                        local_4 = false;
                                    }
                                    bool l_152_ = local_4;
                                    if (l_152_) {
                                        l_mut_87_ = 0u;
                                    }
                                }
                                uint l_153_ = asuint(l_15_);
                                uint l_154_ = (l_153_ & 2147483647u);
                                bool l_155_ = (l_154_ == 0u);
                                if (l_155_) {
                                    double l_156_ = (l_73_ + l_72_);
                                    bool l_157_ = (l_156_ < 1.1754943508222875e-38L);
                                    double l_158_ = (l_74_ - l_72_);
                                    bool l_159_ = (l_158_ > -1.1754943508222875e-38L);
                                    if (l_157_) {
                                        local_5 = l_159_;
                                    } else {
                                        local_5 = false;
                                    }
                                    bool l_160_ = local_5;
                                    double l_161_ = (l_73_ - l_72_);
                                    bool l_162_ = (l_161_ < 1.1754943508222875e-38L);
                                    double l_163_ = (l_74_ + l_72_);
                                    bool l_164_ = (l_163_ > -1.1754943508222875e-38L);
                                    if (l_162_) {
                                        local_6 = l_164_;
                                    } else {
                                        local_6 = false;
                                    }
                                    bool l_165_ = local_6;
                                    if (l_160_) {
                                        l_mut_87_ = 0u;
                                    } else {
                                        uint _e498 = l_mut_87_;
                                        bool l_166_ = (_e498 == 1u);
                                        if (l_165_) {
                                            local_7 = l_166_;
                                        } else {
                                            local_7 = false;
                                        }
                                        bool l_167_ = local_7;
                                        if (l_167_) {
                                            l_mut_87_ = 2u;
                                        }
                                    }
                                }
                                uint _e506 = l_mut_87_;
                                l_mut_48_ = _e506;
                            }
                            uint _e507 = l_mut_48_;
                            l_mut_31_ = _e507;
                        } else {
                            bool l_168_ = (l_9_ == 3u);
                            if (l_168_) {
                                l_mut_31_ = 0u;
                                bool l_169_ = (l_27_ >= 1.1754943508222875e-38L);
                                bool l_170_ = (l_27_ <= 8.507059173023462e37L);
                                if (l_169_) {
                                    local_8 = l_170_;
                                } else {
                                    local_8 = false;
                                }
                                bool l_171_ = local_8;
                                if (l_171_) {
                                    double l_172_ = abs(l_16_);
                                    l_mut_122_ = 1.401298464324817e-45L;
                                    bool l_173_ = (l_172_ >= 1.1754943508222875e-38L);
                                    bool l_174_ = (l_172_ <= 1.7976931348623157e308L);
                                    if (l_173_) {
                                        local_9 = l_174_;
                                    } else {
                                        local_9 = false;
                                    }
                                    bool l_175_ = local_9;
                                    if (l_175_) {
                                        uint64_t l_176_ = l_172_;
                                        uint64_t l_177_ = (l_176_ >> uint(52uL));
                                        uint64_t l_178_ = (l_177_ - 23uL);
                                        uint64_t l_179_ = (l_178_ << uint(52uL));
                                        double l_180_ = l_179_;
                                        l_mut_122_ = l_180_;
                                    }
                                    double _e541 = l_mut_122_;
                                    double l_181_ = (l_19_ * _e541);
                                    l_mut_87_ = 2u;
                                    double l_182_ = (l_16_ - l_29_);
                                    double l_183_ = abs(l_182_);
                                    l_mut_122_ = 1.401298464324817e-45L;
                                    bool l_184_ = (l_183_ >= 1.1754943508222875e-38L);
                                    bool l_185_ = (l_183_ <= 1.7976931348623157e308L);
                                    if (l_184_) {
                                        local_10 = l_185_;
                                    } else {
                                        local_10 = false;
                                    }
                                    bool l_186_ = local_10;
                                    if (l_186_) {
                                        uint64_t l_187_ = l_183_;
                                        uint64_t l_188_ = (l_187_ >> uint(52uL));
                                        uint64_t l_189_ = (l_188_ - 23uL);
                                        uint64_t l_190_ = (l_189_ << uint(52uL));
                                        double l_191_ = l_190_;
                                        l_mut_122_ = l_191_;
                                    }
                                    double l_192_ = (l_16_ + l_29_);
                                    double l_193_ = abs(l_192_);
                                    l_mut_61_ = 1.401298464324817e-45L;
                                    bool l_194_ = (l_193_ >= 1.1754943508222875e-38L);
                                    bool l_195_ = (l_193_ <= 1.7976931348623157e308L);
                                    if (l_194_) {
                                        local_11 = l_195_;
                                    } else {
                                        local_11 = false;
                                    }
                                    bool l_196_ = local_11;
                                    if (l_196_) {
                                        uint64_t l_197_ = l_193_;
                                        uint64_t l_198_ = (l_197_ >> uint(52uL));
                                        uint64_t l_199_ = (l_198_ - 23uL);
                                        uint64_t l_200_ = (l_199_ << uint(52uL));
                                        double l_201_ = l_200_;
                                        l_mut_61_ = l_201_;
                                    }
                                    double _e590 = l_mut_122_;
                                    double _e591 = l_mut_61_;
                                    bool l_202_ = (_e590 == _e591);
                                    if (l_202_) {
                                        double l_203_ = (l_181_ * 1.4551915228366852e-11L);
                                        double l_204_ = (l_29_ + l_203_);
                                        double l_205_ = (l_16_ - l_181_);
                                        double l_206_ = (l_16_ + l_181_);
                                        uint l_207_ = asuint(l_15_);
                                        double l_208_ = double(l_15_);
                                        l_mut_122_ = l_208_;
                                        uint l_209_ = (l_207_ & 2139095040u);
                                        bool l_210_ = (l_209_ == 0u);
                                        if (l_210_) {
                                            uint l_211_ = (l_207_ & 8388607u);
                                            double l_212_ = double(l_211_);
                                            double l_213_ = (l_212_ * 1.401298464324817e-45L);
                                            l_mut_122_ = l_213_;
                                            uint l_214_ = (l_207_ >> 31u);
                                            bool l_215_ = (l_214_ == 1u);
                                            if (l_215_) {
                                                double _e613 = l_mut_122_;
                                                double l_216_ = -(_e613);
                                                l_mut_122_ = l_216_;
                                            }
                                        }
                                        uint l_217_ = asuint(l_15_);
                                        uint l_218_ = (l_217_ + 1u);
                                        l_mut_48_ = l_218_;
                                        uint l_219_ = (l_217_ & 2147483647u);
                                        bool l_220_ = (l_219_ == 0u);
                                        if (l_220_) {
                                            l_mut_48_ = 1u;
                                        } else {
                                            uint l_221_ = (l_217_ & 2147483648u);
                                            bool l_222_ = (l_221_ != 0u);
                                            if (l_222_) {
                                                uint l_223_ = (l_217_ - 1u);
                                                l_mut_48_ = l_223_;
                                            } else {
                                                bool l_224_ = (l_217_ == 2139095040u);
                                                if (l_224_) {
                                                    l_mut_48_ = l_217_;
                                                }
                                            }
                                        }
                                        uint _e631 = l_mut_48_;
                                        float l_225_ = asfloat(_e631);
                                        uint l_226_ = asuint(l_225_);
                                        double l_227_ = double(l_225_);
                                        l_mut_61_ = l_227_;
                                        uint l_228_ = (l_226_ & 2139095040u);
                                        bool l_229_ = (l_228_ == 0u);
                                        if (l_229_) {
                                            uint l_230_ = (l_226_ & 8388607u);
                                            double l_231_ = double(l_230_);
                                            double l_232_ = (l_231_ * 1.401298464324817e-45L);
                                            l_mut_61_ = l_232_;
                                            uint l_233_ = (l_226_ >> 31u);
                                            bool l_234_ = (l_233_ == 1u);
                                            if (l_234_) {
                                                double _e648 = l_mut_61_;
                                                double l_235_ = -(_e648);
                                                l_mut_61_ = l_235_;
                                            }
                                        }
                                        uint l_236_ = asuint(l_15_);
                                        uint l_237_ = (l_236_ ^ 2147483648u);
                                        float l_238_ = asfloat(l_237_);
                                        uint l_239_ = asuint(l_238_);
                                        uint l_240_ = (l_239_ + 1u);
                                        l_mut_48_ = l_240_;
                                        uint l_241_ = (l_239_ & 2147483647u);
                                        bool l_242_ = (l_241_ == 0u);
                                        if (l_242_) {
                                            l_mut_48_ = 1u;
                                        } else {
                                            uint l_243_ = (l_239_ & 2147483648u);
                                            bool l_244_ = (l_243_ != 0u);
                                            if (l_244_) {
                                                uint l_245_ = (l_239_ - 1u);
                                                l_mut_48_ = l_245_;
                                            } else {
                                                bool l_246_ = (l_239_ == 2139095040u);
                                                if (l_246_) {
                                                    l_mut_48_ = l_239_;
                                                }
                                            }
                                        }
                                        uint _e670 = l_mut_48_;
                                        float l_247_ = asfloat(_e670);
                                        uint l_248_ = asuint(l_247_);
                                        uint l_249_ = (l_248_ ^ 2147483648u);
                                        float l_250_ = asfloat(l_249_);
                                        uint l_251_ = asuint(l_250_);
                                        double l_252_ = double(l_250_);
                                        l_mut_38_ = l_252_;
                                        uint l_253_ = (l_251_ & 2139095040u);
                                        bool l_254_ = (l_253_ == 0u);
                                        if (l_254_) {
                                            uint l_255_ = (l_251_ & 8388607u);
                                            double l_256_ = double(l_255_);
                                            double l_257_ = (l_256_ * 1.401298464324817e-45L);
                                            l_mut_38_ = l_257_;
                                            uint l_258_ = (l_251_ >> 31u);
                                            bool l_259_ = (l_258_ == 1u);
                                            if (l_259_) {
                                                double _e691 = l_mut_38_;
                                                double l_260_ = -(_e691);
                                                l_mut_38_ = l_260_;
                                            }
                                        }
                                        double l_261_ = (l_205_ + l_204_);
                                        double _e694 = l_mut_122_;
                                        bool l_262_ = (l_261_ <= _e694);
                                        l_mut_142_ = l_262_;
                                        double l_263_ = (l_205_ - l_204_);
                                        double _e697 = l_mut_122_;
                                        bool l_264_ = (l_263_ > _e697);
                                        l_mut_139_ = l_264_;
                                        double l_265_ = (l_206_ - l_204_);
                                        double _e700 = l_mut_122_;
                                        bool l_266_ = (l_265_ >= _e700);
                                        l_mut_136_ = l_266_;
                                        double l_267_ = (l_206_ + l_204_);
                                        double _e703 = l_mut_122_;
                                        bool l_268_ = (l_267_ < _e703);
                                        l_mut_133_ = l_268_;
                                        if (l_13_) {
                                            double l_269_ = (l_205_ + l_204_);
                                            double _e706 = l_mut_61_;
                                            bool l_270_ = (l_269_ < _e706);
                                            l_mut_142_ = l_270_;
                                            double l_271_ = (l_205_ - l_204_);
                                            double _e709 = l_mut_61_;
                                            bool l_272_ = (l_271_ >= _e709);
                                            l_mut_139_ = l_272_;
                                            double l_273_ = (l_206_ - l_204_);
                                            double _e712 = l_mut_38_;
                                            bool l_274_ = (l_273_ > _e712);
                                            l_mut_136_ = l_274_;
                                            double l_275_ = (l_206_ + l_204_);
                                            double _e715 = l_mut_38_;
                                            bool l_276_ = (l_275_ <= _e715);
                                            l_mut_133_ = l_276_;
                                        }
                                        l_mut_48_ = 2u;
                                        bool _e718 = l_mut_139_;
                                        if (!(_e718)) {
                                            bool _e722 = l_mut_133_;
                                            local_12 = _e722;
                                        } else {
                                            local_12 = true;
                                        }
                                        bool l_277_ = local_12;
                                        if (l_277_) {
                                            l_mut_48_ = 1u;
                                        } else {
                                            bool _e726 = l_mut_142_;
                                            if (_e726) {
                                                bool _e729 = l_mut_136_;
                                                local_13 = _e729;
                                            } else {
                                                local_13 = false;
                                            }
                                            bool l_278_ = local_13;
                                            if (l_278_) {
                                                l_mut_48_ = 0u;
                                            }
                                        }
                                        uint l_279_ = asuint(l_15_);
                                        uint l_280_ = (l_279_ & 2147483647u);
                                        bool l_281_ = (l_280_ == 0u);
                                        if (l_281_) {
                                            double l_282_ = (l_205_ + l_204_);
                                            bool l_283_ = (l_282_ < 1.1754943508222875e-38L);
                                            double l_284_ = (l_206_ - l_204_);
                                            bool l_285_ = (l_284_ > -1.1754943508222875e-38L);
                                            if (l_283_) {
                                                local_14 = l_285_;
                                            } else {
                                                local_14 = false;
                                            }
                                            bool l_286_ = local_14;
                                            double l_287_ = (l_205_ - l_204_);
                                            bool l_288_ = (l_287_ < 1.1754943508222875e-38L);
                                            double l_289_ = (l_206_ + l_204_);
                                            bool l_290_ = (l_289_ > -1.1754943508222875e-38L);
                                            if (l_288_) {
                                                local_15 = l_290_;
                                            } else {
                                                local_15 = false;
                                            }
                                            bool l_291_ = local_15;
                                            if (l_286_) {
                                                l_mut_48_ = 0u;
                                            } else {
                                                uint _e759 = l_mut_48_;
                                                bool l_292_ = (_e759 == 1u);
                                                if (l_291_) {
                                                    local_16 = l_292_;
                                                } else {
                                                    local_16 = false;
                                                }
                                                bool l_293_ = local_16;
                                                if (l_293_) {
                                                    l_mut_48_ = 2u;
                                                }
                                            }
                                        }
                                        uint _e767 = l_mut_48_;
                                        l_mut_87_ = _e767;
                                    }
                                    uint _e768 = l_mut_87_;
                                    l_mut_31_ = _e768;
                                }
                            } else {
                                bool l_294_ = (l_9_ == 4u);
                                if (l_294_) {
                                    double l_295_ = (l_22_ * l_27_);
                                    double l_296_ = (l_19_ + l_295_);
                                    double l_297_ = abs(l_16_);
                                    l_mut_122_ = 1.401298464324817e-45L;
                                    bool l_298_ = (l_297_ >= 1.1754943508222875e-38L);
                                    bool l_299_ = (l_297_ <= 1.7976931348623157e308L);
                                    if (l_298_) {
                                        local_17 = l_299_;
                                    } else {
                                        local_17 = false;
                                    }
                                    bool l_300_ = local_17;
                                    if (l_300_) {
                                        uint64_t l_301_ = l_297_;
                                        uint64_t l_302_ = (l_301_ >> uint(52uL));
                                        uint64_t l_303_ = (l_302_ - 23uL);
                                        uint64_t l_304_ = (l_303_ << uint(52uL));
                                        double l_305_ = l_304_;
                                        l_mut_122_ = l_305_;
                                    }
                                    double _e795 = l_mut_122_;
                                    double l_306_ = (l_296_ * _e795);
                                    l_mut_87_ = 2u;
                                    double l_307_ = (l_16_ - l_29_);
                                    double l_308_ = abs(l_307_);
                                    l_mut_122_ = 1.401298464324817e-45L;
                                    bool l_309_ = (l_308_ >= 1.1754943508222875e-38L);
                                    bool l_310_ = (l_308_ <= 1.7976931348623157e308L);
                                    if (l_309_) {
                                        local_18 = l_310_;
                                    } else {
                                        local_18 = false;
                                    }
                                    bool l_311_ = local_18;
                                    if (l_311_) {
                                        uint64_t l_312_ = l_308_;
                                        uint64_t l_313_ = (l_312_ >> uint(52uL));
                                        uint64_t l_314_ = (l_313_ - 23uL);
                                        uint64_t l_315_ = (l_314_ << uint(52uL));
                                        double l_316_ = l_315_;
                                        l_mut_122_ = l_316_;
                                    }
                                    double l_317_ = (l_16_ + l_29_);
                                    double l_318_ = abs(l_317_);
                                    l_mut_61_ = 1.401298464324817e-45L;
                                    bool l_319_ = (l_318_ >= 1.1754943508222875e-38L);
                                    bool l_320_ = (l_318_ <= 1.7976931348623157e308L);
                                    if (l_319_) {
                                        local_19 = l_320_;
                                    } else {
                                        local_19 = false;
                                    }
                                    bool l_321_ = local_19;
                                    if (l_321_) {
                                        uint64_t l_322_ = l_318_;
                                        uint64_t l_323_ = (l_322_ >> uint(52uL));
                                        uint64_t l_324_ = (l_323_ - 23uL);
                                        uint64_t l_325_ = (l_324_ << uint(52uL));
                                        double l_326_ = l_325_;
                                        l_mut_61_ = l_326_;
                                    }
                                    double _e844 = l_mut_122_;
                                    double _e845 = l_mut_61_;
                                    bool l_327_ = (_e844 == _e845);
                                    if (l_327_) {
                                        double l_328_ = (l_306_ * 1.4551915228366852e-11L);
                                        double l_329_ = (l_29_ + l_328_);
                                        double l_330_ = (l_16_ - l_306_);
                                        double l_331_ = (l_16_ + l_306_);
                                        uint l_332_ = asuint(l_15_);
                                        double l_333_ = double(l_15_);
                                        l_mut_122_ = l_333_;
                                        uint l_334_ = (l_332_ & 2139095040u);
                                        bool l_335_ = (l_334_ == 0u);
                                        if (l_335_) {
                                            uint l_336_ = (l_332_ & 8388607u);
                                            double l_337_ = double(l_336_);
                                            double l_338_ = (l_337_ * 1.401298464324817e-45L);
                                            l_mut_122_ = l_338_;
                                            uint l_339_ = (l_332_ >> 31u);
                                            bool l_340_ = (l_339_ == 1u);
                                            if (l_340_) {
                                                double _e867 = l_mut_122_;
                                                double l_341_ = -(_e867);
                                                l_mut_122_ = l_341_;
                                            }
                                        }
                                        uint l_342_ = asuint(l_15_);
                                        uint l_343_ = (l_342_ + 1u);
                                        l_mut_48_ = l_343_;
                                        uint l_344_ = (l_342_ & 2147483647u);
                                        bool l_345_ = (l_344_ == 0u);
                                        if (l_345_) {
                                            l_mut_48_ = 1u;
                                        } else {
                                            uint l_346_ = (l_342_ & 2147483648u);
                                            bool l_347_ = (l_346_ != 0u);
                                            if (l_347_) {
                                                uint l_348_ = (l_342_ - 1u);
                                                l_mut_48_ = l_348_;
                                            } else {
                                                bool l_349_ = (l_342_ == 2139095040u);
                                                if (l_349_) {
                                                    l_mut_48_ = l_342_;
                                                }
                                            }
                                        }
                                        uint _e885 = l_mut_48_;
                                        float l_350_ = asfloat(_e885);
                                        uint l_351_ = asuint(l_350_);
                                        double l_352_ = double(l_350_);
                                        l_mut_61_ = l_352_;
                                        uint l_353_ = (l_351_ & 2139095040u);
                                        bool l_354_ = (l_353_ == 0u);
                                        if (l_354_) {
                                            uint l_355_ = (l_351_ & 8388607u);
                                            double l_356_ = double(l_355_);
                                            double l_357_ = (l_356_ * 1.401298464324817e-45L);
                                            l_mut_61_ = l_357_;
                                            uint l_358_ = (l_351_ >> 31u);
                                            bool l_359_ = (l_358_ == 1u);
                                            if (l_359_) {
                                                double _e902 = l_mut_61_;
                                                double l_360_ = -(_e902);
                                                l_mut_61_ = l_360_;
                                            }
                                        }
                                        uint l_361_ = asuint(l_15_);
                                        uint l_362_ = (l_361_ ^ 2147483648u);
                                        float l_363_ = asfloat(l_362_);
                                        uint l_364_ = asuint(l_363_);
                                        uint l_365_ = (l_364_ + 1u);
                                        l_mut_48_ = l_365_;
                                        uint l_366_ = (l_364_ & 2147483647u);
                                        bool l_367_ = (l_366_ == 0u);
                                        if (l_367_) {
                                            l_mut_48_ = 1u;
                                        } else {
                                            uint l_368_ = (l_364_ & 2147483648u);
                                            bool l_369_ = (l_368_ != 0u);
                                            if (l_369_) {
                                                uint l_370_ = (l_364_ - 1u);
                                                l_mut_48_ = l_370_;
                                            } else {
                                                bool l_371_ = (l_364_ == 2139095040u);
                                                if (l_371_) {
                                                    l_mut_48_ = l_364_;
                                                }
                                            }
                                        }
                                        uint _e924 = l_mut_48_;
                                        float l_372_ = asfloat(_e924);
                                        uint l_373_ = asuint(l_372_);
                                        uint l_374_ = (l_373_ ^ 2147483648u);
                                        float l_375_ = asfloat(l_374_);
                                        uint l_376_ = asuint(l_375_);
                                        double l_377_ = double(l_375_);
                                        l_mut_38_ = l_377_;
                                        uint l_378_ = (l_376_ & 2139095040u);
                                        bool l_379_ = (l_378_ == 0u);
                                        if (l_379_) {
                                            uint l_380_ = (l_376_ & 8388607u);
                                            double l_381_ = double(l_380_);
                                            double l_382_ = (l_381_ * 1.401298464324817e-45L);
                                            l_mut_38_ = l_382_;
                                            uint l_383_ = (l_376_ >> 31u);
                                            bool l_384_ = (l_383_ == 1u);
                                            if (l_384_) {
                                                double _e945 = l_mut_38_;
                                                double l_385_ = -(_e945);
                                                l_mut_38_ = l_385_;
                                            }
                                        }
                                        double l_386_ = (l_330_ + l_329_);
                                        double _e948 = l_mut_122_;
                                        bool l_387_ = (l_386_ <= _e948);
                                        l_mut_142_ = l_387_;
                                        double l_388_ = (l_330_ - l_329_);
                                        double _e951 = l_mut_122_;
                                        bool l_389_ = (l_388_ > _e951);
                                        l_mut_139_ = l_389_;
                                        double l_390_ = (l_331_ - l_329_);
                                        double _e954 = l_mut_122_;
                                        bool l_391_ = (l_390_ >= _e954);
                                        l_mut_136_ = l_391_;
                                        double l_392_ = (l_331_ + l_329_);
                                        double _e957 = l_mut_122_;
                                        bool l_393_ = (l_392_ < _e957);
                                        l_mut_133_ = l_393_;
                                        if (l_13_) {
                                            double l_394_ = (l_330_ + l_329_);
                                            double _e960 = l_mut_61_;
                                            bool l_395_ = (l_394_ < _e960);
                                            l_mut_142_ = l_395_;
                                            double l_396_ = (l_330_ - l_329_);
                                            double _e963 = l_mut_61_;
                                            bool l_397_ = (l_396_ >= _e963);
                                            l_mut_139_ = l_397_;
                                            double l_398_ = (l_331_ - l_329_);
                                            double _e966 = l_mut_38_;
                                            bool l_399_ = (l_398_ > _e966);
                                            l_mut_136_ = l_399_;
                                            double l_400_ = (l_331_ + l_329_);
                                            double _e969 = l_mut_38_;
                                            bool l_401_ = (l_400_ <= _e969);
                                            l_mut_133_ = l_401_;
                                        }
                                        l_mut_48_ = 2u;
                                        bool _e972 = l_mut_139_;
                                        if (!(_e972)) {
                                            bool _e976 = l_mut_133_;
                                            local_20 = _e976;
                                        } else {
                                            local_20 = true;
                                        }
                                        bool l_402_ = local_20;
                                        if (l_402_) {
                                            l_mut_48_ = 1u;
                                        } else {
                                            bool _e980 = l_mut_142_;
                                            if (_e980) {
                                                bool _e983 = l_mut_136_;
                                                local_21 = _e983;
                                            } else {
                                                local_21 = false;
                                            }
                                            bool l_403_ = local_21;
                                            if (l_403_) {
                                                l_mut_48_ = 0u;
                                            }
                                        }
                                        uint l_404_ = asuint(l_15_);
                                        uint l_405_ = (l_404_ & 2147483647u);
                                        bool l_406_ = (l_405_ == 0u);
                                        if (l_406_) {
                                            double l_407_ = (l_330_ + l_329_);
                                            bool l_408_ = (l_407_ < 1.1754943508222875e-38L);
                                            double l_409_ = (l_331_ - l_329_);
                                            bool l_410_ = (l_409_ > -1.1754943508222875e-38L);
                                            if (l_408_) {
                                                local_22 = l_410_;
                                            } else {
                                                local_22 = false;
                                            }
                                            bool l_411_ = local_22;
                                            double l_412_ = (l_330_ - l_329_);
                                            bool l_413_ = (l_412_ < 1.1754943508222875e-38L);
                                            double l_414_ = (l_331_ + l_329_);
                                            bool l_415_ = (l_414_ > -1.1754943508222875e-38L);
                                            if (l_413_) {
                                                local_23 = l_415_;
                                            } else {
                                                local_23 = false;
                                            }
                                            bool l_416_ = local_23;
                                            if (l_411_) {
                                                l_mut_48_ = 0u;
                                            } else {
                                                uint _e1013 = l_mut_48_;
                                                bool l_417_ = (_e1013 == 1u);
                                                if (l_416_) {
                                                    local_24 = l_417_;
                                                } else {
                                                    local_24 = false;
                                                }
                                                bool l_418_ = local_24;
                                                if (l_418_) {
                                                    l_mut_48_ = 2u;
                                                }
                                            }
                                        }
                                        uint _e1021 = l_mut_48_;
                                        l_mut_87_ = _e1021;
                                    }
                                    uint _e1022 = l_mut_87_;
                                    l_mut_31_ = _e1022;
                                } else {
                                    bool l_419_ = (l_9_ == 5u);
                                    if (l_419_) {
                                        double l_420_ = (2.0L * l_26_);
                                        double l_421_ = abs(l_420_);
                                        double l_422_ = floor(l_421_);
                                        double l_423_ = (3.0L + l_422_);
                                        double l_424_ = abs(l_16_);
                                        l_mut_122_ = 1.401298464324817e-45L;
                                        bool l_425_ = (l_424_ >= 1.1754943508222875e-38L);
                                        bool l_426_ = (l_424_ <= 1.7976931348623157e308L);
                                        if (l_425_) {
                                            local_25 = l_426_;
                                        } else {
                                            local_25 = false;
                                        }
                                        bool l_427_ = local_25;
                                        if (l_427_) {
                                            uint64_t l_428_ = l_424_;
                                            uint64_t l_429_ = (l_428_ >> uint(52uL));
                                            uint64_t l_430_ = (l_429_ - 23uL);
                                            uint64_t l_431_ = (l_430_ << uint(52uL));
                                            double l_432_ = l_431_;
                                            l_mut_122_ = l_432_;
                                        }
                                        double _e1053 = l_mut_122_;
                                        double l_433_ = (l_423_ * _e1053);
                                        l_mut_87_ = 2u;
                                        double l_434_ = (l_16_ - l_29_);
                                        double l_435_ = abs(l_434_);
                                        l_mut_122_ = 1.401298464324817e-45L;
                                        bool l_436_ = (l_435_ >= 1.1754943508222875e-38L);
                                        bool l_437_ = (l_435_ <= 1.7976931348623157e308L);
                                        if (l_436_) {
                                            local_26 = l_437_;
                                        } else {
                                            local_26 = false;
                                        }
                                        bool l_438_ = local_26;
                                        if (l_438_) {
                                            uint64_t l_439_ = l_435_;
                                            uint64_t l_440_ = (l_439_ >> uint(52uL));
                                            uint64_t l_441_ = (l_440_ - 23uL);
                                            uint64_t l_442_ = (l_441_ << uint(52uL));
                                            double l_443_ = l_442_;
                                            l_mut_122_ = l_443_;
                                        }
                                        double l_444_ = (l_16_ + l_29_);
                                        double l_445_ = abs(l_444_);
                                        l_mut_61_ = 1.401298464324817e-45L;
                                        bool l_446_ = (l_445_ >= 1.1754943508222875e-38L);
                                        bool l_447_ = (l_445_ <= 1.7976931348623157e308L);
                                        if (l_446_) {
                                            local_27 = l_447_;
                                        } else {
                                            local_27 = false;
                                        }
                                        bool l_448_ = local_27;
                                        if (l_448_) {
                                            uint64_t l_449_ = l_445_;
                                            uint64_t l_450_ = (l_449_ >> uint(52uL));
                                            uint64_t l_451_ = (l_450_ - 23uL);
                                            uint64_t l_452_ = (l_451_ << uint(52uL));
                                            double l_453_ = l_452_;
                                            l_mut_61_ = l_453_;
                                        }
                                        double _e1102 = l_mut_122_;
                                        double _e1103 = l_mut_61_;
                                        bool l_454_ = (_e1102 == _e1103);
                                        if (l_454_) {
                                            double l_455_ = (l_433_ * 1.4551915228366852e-11L);
                                            double l_456_ = (l_29_ + l_455_);
                                            double l_457_ = (l_16_ - l_433_);
                                            double l_458_ = (l_16_ + l_433_);
                                            uint l_459_ = asuint(l_15_);
                                            double l_460_ = double(l_15_);
                                            l_mut_122_ = l_460_;
                                            uint l_461_ = (l_459_ & 2139095040u);
                                            bool l_462_ = (l_461_ == 0u);
                                            if (l_462_) {
                                                uint l_463_ = (l_459_ & 8388607u);
                                                double l_464_ = double(l_463_);
                                                double l_465_ = (l_464_ * 1.401298464324817e-45L);
                                                l_mut_122_ = l_465_;
                                                uint l_466_ = (l_459_ >> 31u);
                                                bool l_467_ = (l_466_ == 1u);
                                                if (l_467_) {
                                                    double _e1125 = l_mut_122_;
                                                    double l_468_ = -(_e1125);
                                                    l_mut_122_ = l_468_;
                                                }
                                            }
                                            uint l_469_ = asuint(l_15_);
                                            uint l_470_ = (l_469_ + 1u);
                                            l_mut_48_ = l_470_;
                                            uint l_471_ = (l_469_ & 2147483647u);
                                            bool l_472_ = (l_471_ == 0u);
                                            if (l_472_) {
                                                l_mut_48_ = 1u;
                                            } else {
                                                uint l_473_ = (l_469_ & 2147483648u);
                                                bool l_474_ = (l_473_ != 0u);
                                                if (l_474_) {
                                                    uint l_475_ = (l_469_ - 1u);
                                                    l_mut_48_ = l_475_;
                                                } else {
                                                    bool l_476_ = (l_469_ == 2139095040u);
                                                    if (l_476_) {
                                                        l_mut_48_ = l_469_;
                                                    }
                                                }
                                            }
                                            uint _e1143 = l_mut_48_;
                                            float l_477_ = asfloat(_e1143);
                                            uint l_478_ = asuint(l_477_);
                                            double l_479_ = double(l_477_);
                                            l_mut_61_ = l_479_;
                                            uint l_480_ = (l_478_ & 2139095040u);
                                            bool l_481_ = (l_480_ == 0u);
                                            if (l_481_) {
                                                uint l_482_ = (l_478_ & 8388607u);
                                                double l_483_ = double(l_482_);
                                                double l_484_ = (l_483_ * 1.401298464324817e-45L);
                                                l_mut_61_ = l_484_;
                                                uint l_485_ = (l_478_ >> 31u);
                                                bool l_486_ = (l_485_ == 1u);
                                                if (l_486_) {
                                                    double _e1160 = l_mut_61_;
                                                    double l_487_ = -(_e1160);
                                                    l_mut_61_ = l_487_;
                                                }
                                            }
                                            uint l_488_ = asuint(l_15_);
                                            uint l_489_ = (l_488_ ^ 2147483648u);
                                            float l_490_ = asfloat(l_489_);
                                            uint l_491_ = asuint(l_490_);
                                            uint l_492_ = (l_491_ + 1u);
                                            l_mut_48_ = l_492_;
                                            uint l_493_ = (l_491_ & 2147483647u);
                                            bool l_494_ = (l_493_ == 0u);
                                            if (l_494_) {
                                                l_mut_48_ = 1u;
                                            } else {
                                                uint l_495_ = (l_491_ & 2147483648u);
                                                bool l_496_ = (l_495_ != 0u);
                                                if (l_496_) {
                                                    uint l_497_ = (l_491_ - 1u);
                                                    l_mut_48_ = l_497_;
                                                } else {
                                                    bool l_498_ = (l_491_ == 2139095040u);
                                                    if (l_498_) {
                                                        l_mut_48_ = l_491_;
                                                    }
                                                }
                                            }
                                            uint _e1182 = l_mut_48_;
                                            float l_499_ = asfloat(_e1182);
                                            uint l_500_ = asuint(l_499_);
                                            uint l_501_ = (l_500_ ^ 2147483648u);
                                            float l_502_ = asfloat(l_501_);
                                            uint l_503_ = asuint(l_502_);
                                            double l_504_ = double(l_502_);
                                            l_mut_38_ = l_504_;
                                            uint l_505_ = (l_503_ & 2139095040u);
                                            bool l_506_ = (l_505_ == 0u);
                                            if (l_506_) {
                                                uint l_507_ = (l_503_ & 8388607u);
                                                double l_508_ = double(l_507_);
                                                double l_509_ = (l_508_ * 1.401298464324817e-45L);
                                                l_mut_38_ = l_509_;
                                                uint l_510_ = (l_503_ >> 31u);
                                                bool l_511_ = (l_510_ == 1u);
                                                if (l_511_) {
                                                    double _e1203 = l_mut_38_;
                                                    double l_512_ = -(_e1203);
                                                    l_mut_38_ = l_512_;
                                                }
                                            }
                                            double l_513_ = (l_457_ + l_456_);
                                            double _e1206 = l_mut_122_;
                                            bool l_514_ = (l_513_ <= _e1206);
                                            l_mut_142_ = l_514_;
                                            double l_515_ = (l_457_ - l_456_);
                                            double _e1209 = l_mut_122_;
                                            bool l_516_ = (l_515_ > _e1209);
                                            l_mut_139_ = l_516_;
                                            double l_517_ = (l_458_ - l_456_);
                                            double _e1212 = l_mut_122_;
                                            bool l_518_ = (l_517_ >= _e1212);
                                            l_mut_136_ = l_518_;
                                            double l_519_ = (l_458_ + l_456_);
                                            double _e1215 = l_mut_122_;
                                            bool l_520_ = (l_519_ < _e1215);
                                            l_mut_133_ = l_520_;
                                            if (l_13_) {
                                                double l_521_ = (l_457_ + l_456_);
                                                double _e1218 = l_mut_61_;
                                                bool l_522_ = (l_521_ < _e1218);
                                                l_mut_142_ = l_522_;
                                                double l_523_ = (l_457_ - l_456_);
                                                double _e1221 = l_mut_61_;
                                                bool l_524_ = (l_523_ >= _e1221);
                                                l_mut_139_ = l_524_;
                                                double l_525_ = (l_458_ - l_456_);
                                                double _e1224 = l_mut_38_;
                                                bool l_526_ = (l_525_ > _e1224);
                                                l_mut_136_ = l_526_;
                                                double l_527_ = (l_458_ + l_456_);
                                                double _e1227 = l_mut_38_;
                                                bool l_528_ = (l_527_ <= _e1227);
                                                l_mut_133_ = l_528_;
                                            }
                                            l_mut_48_ = 2u;
                                            bool _e1230 = l_mut_139_;
                                            if (!(_e1230)) {
                                                bool _e1234 = l_mut_133_;
                                                local_28 = _e1234;
                                            } else {
                                                local_28 = true;
                                            }
                                            bool l_529_ = local_28;
                                            if (l_529_) {
                                                l_mut_48_ = 1u;
                                            } else {
                                                bool _e1238 = l_mut_142_;
                                                if (_e1238) {
                                                    bool _e1241 = l_mut_136_;
                                                    local_29 = _e1241;
                                                } else {
                                                    local_29 = false;
                                                }
                                                bool l_530_ = local_29;
                                                if (l_530_) {
                                                    l_mut_48_ = 0u;
                                                }
                                            }
                                            uint l_531_ = asuint(l_15_);
                                            uint l_532_ = (l_531_ & 2147483647u);
                                            bool l_533_ = (l_532_ == 0u);
                                            if (l_533_) {
                                                double l_534_ = (l_457_ + l_456_);
                                                bool l_535_ = (l_534_ < 1.1754943508222875e-38L);
                                                double l_536_ = (l_458_ - l_456_);
                                                bool l_537_ = (l_536_ > -1.1754943508222875e-38L);
                                                if (l_535_) {
                                                    local_30 = l_537_;
                                                } else {
                                                    local_30 = false;
                                                }
                                                bool l_538_ = local_30;
                                                double l_539_ = (l_457_ - l_456_);
                                                bool l_540_ = (l_539_ < 1.1754943508222875e-38L);
                                                double l_541_ = (l_458_ + l_456_);
                                                bool l_542_ = (l_541_ > -1.1754943508222875e-38L);
                                                if (l_540_) {
                                                    local_31 = l_542_;
                                                } else {
                                                    local_31 = false;
                                                }
                                                bool l_543_ = local_31;
                                                if (l_538_) {
                                                    l_mut_48_ = 0u;
                                                } else {
                                                    uint _e1271 = l_mut_48_;
                                                    bool l_544_ = (_e1271 == 1u);
                                                    if (l_543_) {
                                                        local_32 = l_544_;
                                                    } else {
                                                        local_32 = false;
                                                    }
                                                    bool l_545_ = local_32;
                                                    if (l_545_) {
                                                        l_mut_48_ = 2u;
                                                    }
                                                }
                                            }
                                            uint _e1279 = l_mut_48_;
                                            l_mut_87_ = _e1279;
                                        }
                                        uint _e1280 = l_mut_87_;
                                        l_mut_31_ = _e1280;
                                    } else {
                                        bool l_546_ = (l_9_ == 6u);
                                        if (l_546_) {
                                            l_mut_31_ = 0u;
                                            bool l_547_ = (l_27_ <= l_22_);
                                            if (l_547_) {
                                                double l_548_ = (l_19_ * 1.4551915228366852e-11L);
                                                double l_549_ = (l_29_ + l_548_);
                                                double l_550_ = (l_16_ - l_19_);
                                                double l_551_ = (l_16_ + l_19_);
                                                uint l_552_ = asuint(l_15_);
                                                double l_553_ = double(l_15_);
                                                l_mut_122_ = l_553_;
                                                uint l_554_ = (l_552_ & 2139095040u);
                                                bool l_555_ = (l_554_ == 0u);
                                                if (l_555_) {
                                                    uint l_556_ = (l_552_ & 8388607u);
                                                    double l_557_ = double(l_556_);
                                                    double l_558_ = (l_557_ * 1.401298464324817e-45L);
                                                    l_mut_122_ = l_558_;
                                                    uint l_559_ = (l_552_ >> 31u);
                                                    bool l_560_ = (l_559_ == 1u);
                                                    if (l_560_) {
                                                        double _e1305 = l_mut_122_;
                                                        double l_561_ = -(_e1305);
                                                        l_mut_122_ = l_561_;
                                                    }
                                                }
                                                uint l_562_ = asuint(l_15_);
                                                uint l_563_ = (l_562_ + 1u);
                                                l_mut_87_ = l_563_;
                                                uint l_564_ = (l_562_ & 2147483647u);
                                                bool l_565_ = (l_564_ == 0u);
                                                if (l_565_) {
                                                    l_mut_87_ = 1u;
                                                } else {
                                                    uint l_566_ = (l_562_ & 2147483648u);
                                                    bool l_567_ = (l_566_ != 0u);
                                                    if (l_567_) {
                                                        uint l_568_ = (l_562_ - 1u);
                                                        l_mut_87_ = l_568_;
                                                    } else {
                                                        bool l_569_ = (l_562_ == 2139095040u);
                                                        if (l_569_) {
                                                            l_mut_87_ = l_562_;
                                                        }
                                                    }
                                                }
                                                uint _e1323 = l_mut_87_;
                                                float l_570_ = asfloat(_e1323);
                                                uint l_571_ = asuint(l_570_);
                                                double l_572_ = double(l_570_);
                                                l_mut_61_ = l_572_;
                                                uint l_573_ = (l_571_ & 2139095040u);
                                                bool l_574_ = (l_573_ == 0u);
                                                if (l_574_) {
                                                    uint l_575_ = (l_571_ & 8388607u);
                                                    double l_576_ = double(l_575_);
                                                    double l_577_ = (l_576_ * 1.401298464324817e-45L);
                                                    l_mut_61_ = l_577_;
                                                    uint l_578_ = (l_571_ >> 31u);
                                                    bool l_579_ = (l_578_ == 1u);
                                                    if (l_579_) {
                                                        double _e1340 = l_mut_61_;
                                                        double l_580_ = -(_e1340);
                                                        l_mut_61_ = l_580_;
                                                    }
                                                }
                                                uint l_581_ = asuint(l_15_);
                                                uint l_582_ = (l_581_ ^ 2147483648u);
                                                float l_583_ = asfloat(l_582_);
                                                uint l_584_ = asuint(l_583_);
                                                uint l_585_ = (l_584_ + 1u);
                                                l_mut_87_ = l_585_;
                                                uint l_586_ = (l_584_ & 2147483647u);
                                                bool l_587_ = (l_586_ == 0u);
                                                if (l_587_) {
                                                    l_mut_87_ = 1u;
                                                } else {
                                                    uint l_588_ = (l_584_ & 2147483648u);
                                                    bool l_589_ = (l_588_ != 0u);
                                                    if (l_589_) {
                                                        uint l_590_ = (l_584_ - 1u);
                                                        l_mut_87_ = l_590_;
                                                    } else {
                                                        bool l_591_ = (l_584_ == 2139095040u);
                                                        if (l_591_) {
                                                            l_mut_87_ = l_584_;
                                                        }
                                                    }
                                                }
                                                uint _e1362 = l_mut_87_;
                                                float l_592_ = asfloat(_e1362);
                                                uint l_593_ = asuint(l_592_);
                                                uint l_594_ = (l_593_ ^ 2147483648u);
                                                float l_595_ = asfloat(l_594_);
                                                uint l_596_ = asuint(l_595_);
                                                double l_597_ = double(l_595_);
                                                l_mut_38_ = l_597_;
                                                uint l_598_ = (l_596_ & 2139095040u);
                                                bool l_599_ = (l_598_ == 0u);
                                                if (l_599_) {
                                                    uint l_600_ = (l_596_ & 8388607u);
                                                    double l_601_ = double(l_600_);
                                                    double l_602_ = (l_601_ * 1.401298464324817e-45L);
                                                    l_mut_38_ = l_602_;
                                                    uint l_603_ = (l_596_ >> 31u);
                                                    bool l_604_ = (l_603_ == 1u);
                                                    if (l_604_) {
                                                        double _e1383 = l_mut_38_;
                                                        double l_605_ = -(_e1383);
                                                        l_mut_38_ = l_605_;
                                                    }
                                                }
                                                double l_606_ = (l_550_ + l_549_);
                                                double _e1386 = l_mut_122_;
                                                bool l_607_ = (l_606_ <= _e1386);
                                                l_mut_142_ = l_607_;
                                                double l_608_ = (l_550_ - l_549_);
                                                double _e1389 = l_mut_122_;
                                                bool l_609_ = (l_608_ > _e1389);
                                                l_mut_139_ = l_609_;
                                                double l_610_ = (l_551_ - l_549_);
                                                double _e1392 = l_mut_122_;
                                                bool l_611_ = (l_610_ >= _e1392);
                                                l_mut_136_ = l_611_;
                                                double l_612_ = (l_551_ + l_549_);
                                                double _e1395 = l_mut_122_;
                                                bool l_613_ = (l_612_ < _e1395);
                                                l_mut_133_ = l_613_;
                                                if (l_13_) {
                                                    double l_614_ = (l_550_ + l_549_);
                                                    double _e1398 = l_mut_61_;
                                                    bool l_615_ = (l_614_ < _e1398);
                                                    l_mut_142_ = l_615_;
                                                    double l_616_ = (l_550_ - l_549_);
                                                    double _e1401 = l_mut_61_;
                                                    bool l_617_ = (l_616_ >= _e1401);
                                                    l_mut_139_ = l_617_;
                                                    double l_618_ = (l_551_ - l_549_);
                                                    double _e1404 = l_mut_38_;
                                                    bool l_619_ = (l_618_ > _e1404);
                                                    l_mut_136_ = l_619_;
                                                    double l_620_ = (l_551_ + l_549_);
                                                    double _e1407 = l_mut_38_;
                                                    bool l_621_ = (l_620_ <= _e1407);
                                                    l_mut_133_ = l_621_;
                                                }
                                                l_mut_87_ = 2u;
                                                bool _e1410 = l_mut_139_;
                                                if (!(_e1410)) {
                                                    bool _e1414 = l_mut_133_;
                                                    local_33 = _e1414;
                                                } else {
                                                    local_33 = true;
                                                }
                                                bool l_622_ = local_33;
                                                if (l_622_) {
                                                    l_mut_87_ = 1u;
                                                } else {
                                                    bool _e1418 = l_mut_142_;
                                                    if (_e1418) {
                                                        bool _e1421 = l_mut_136_;
                                                        local_34 = _e1421;
                                                    } else {
                                                        local_34 = false;
                                                    }
                                                    bool l_623_ = local_34;
                                                    if (l_623_) {
                                                        l_mut_87_ = 0u;
                                                    }
                                                }
                                                uint l_624_ = asuint(l_15_);
                                                uint l_625_ = (l_624_ & 2147483647u);
                                                bool l_626_ = (l_625_ == 0u);
                                                if (l_626_) {
                                                    double l_627_ = (l_550_ + l_549_);
                                                    bool l_628_ = (l_627_ < 1.1754943508222875e-38L);
                                                    double l_629_ = (l_551_ - l_549_);
                                                    bool l_630_ = (l_629_ > -1.1754943508222875e-38L);
                                                    if (l_628_) {
                                                        local_35 = l_630_;
                                                    } else {
                                                        local_35 = false;
                                                    }
                                                    bool l_631_ = local_35;
                                                    double l_632_ = (l_550_ - l_549_);
                                                    bool l_633_ = (l_632_ < 1.1754943508222875e-38L);
                                                    double l_634_ = (l_551_ + l_549_);
                                                    bool l_635_ = (l_634_ > -1.1754943508222875e-38L);
                                                    if (l_633_) {
                                                        local_36 = l_635_;
                                                    } else {
                                                        local_36 = false;
                                                    }
                                                    bool l_636_ = local_36;
                                                    if (l_631_) {
                                                        l_mut_87_ = 0u;
                                                    } else {
                                                        uint _e1451 = l_mut_87_;
                                                        bool l_637_ = (_e1451 == 1u);
                                                        if (l_636_) {
                                                            local_37 = l_637_;
                                                        } else {
                                                            local_37 = false;
                                                        }
                                                        bool l_638_ = local_37;
                                                        if (l_638_) {
                                                            l_mut_87_ = 2u;
                                                        }
                                                    }
                                                }
                                                uint _e1459 = l_mut_87_;
                                                l_mut_31_ = _e1459;
                                            }
                                        } else {
                                            bool l_639_ = (l_9_ == 7u);
                                            if (l_639_) {
                                                double l_640_ = abs(l_16_);
                                                double l_641_ = (l_19_ * l_640_);
                                                l_mut_122_ = l_641_;
                                                double l_642_ = abs(l_16_);
                                                l_mut_61_ = 1.401298464324817e-45L;
                                                bool l_643_ = (l_642_ >= 1.1754943508222875e-38L);
                                                bool l_644_ = (l_642_ <= 1.7976931348623157e308L);
                                                if (l_643_) {
                                                    local_38 = l_644_;
                                                } else {
                                                    local_38 = false;
                                                }
                                                bool l_645_ = local_38;
                                                if (l_645_) {
                                                    uint64_t l_646_ = l_642_;
                                                    uint64_t l_647_ = (l_646_ >> uint(52uL));
                                                    uint64_t l_648_ = (l_647_ - 23uL);
                                                    uint64_t l_649_ = (l_648_ << uint(52uL));
                                                    double l_650_ = l_649_;
                                                    l_mut_61_ = l_650_;
                                                }
                                                double _e1487 = l_mut_61_;
                                                double l_651_ = (0.5L * _e1487);
                                                double _e1489 = l_mut_122_;
                                                bool l_652_ = (l_651_ > _e1489);
                                                if (l_652_) {
                                                    l_mut_122_ = l_651_;
                                                }
                                                double l_653_ = (l_16_ - l_29_);
                                                double l_654_ = abs(l_653_);
                                                l_mut_61_ = 1.401298464324817e-45L;
                                                bool l_655_ = (l_654_ >= 1.1754943508222875e-38L);
                                                bool l_656_ = (l_654_ <= 1.7976931348623157e308L);
                                                if (l_655_) {
                                                    local_39 = l_656_;
                                                } else {
                                                    local_39 = false;
                                                }
                                                bool l_657_ = local_39;
                                                if (l_657_) {
                                                    uint64_t l_658_ = l_654_;
                                                    uint64_t l_659_ = (l_658_ >> uint(52uL));
                                                    uint64_t l_660_ = (l_659_ - 23uL);
                                                    uint64_t l_661_ = (l_660_ << uint(52uL));
                                                    double l_662_ = l_661_;
                                                    l_mut_61_ = l_662_;
                                                }
                                                double l_663_ = (l_16_ + l_29_);
                                                double l_664_ = abs(l_663_);
                                                l_mut_38_ = 1.401298464324817e-45L;
                                                bool l_665_ = (l_664_ >= 1.1754943508222875e-38L);
                                                bool l_666_ = (l_664_ <= 1.7976931348623157e308L);
                                                if (l_665_) {
                                                    local_40 = l_666_;
                                                } else {
                                                    local_40 = false;
                                                }
                                                bool l_667_ = local_40;
                                                if (l_667_) {
                                                    uint64_t l_668_ = l_664_;
                                                    uint64_t l_669_ = (l_668_ >> uint(52uL));
                                                    uint64_t l_670_ = (l_669_ - 23uL);
                                                    uint64_t l_671_ = (l_670_ << uint(52uL));
                                                    double l_672_ = l_671_;
                                                    l_mut_38_ = l_672_;
                                                }
                                                double _e1537 = l_mut_61_;
                                                double _e1538 = l_mut_38_;
                                                bool l_673_ = (_e1537 == _e1538);
                                                if (l_673_) {
                                                    double l_674_ = (l_19_ * l_29_);
                                                    double l_675_ = (l_29_ + l_674_);
                                                    double _e1542 = l_mut_122_;
                                                    double l_676_ = (_e1542 * 1.4551915228366852e-11L);
                                                    double l_677_ = (l_675_ + l_676_);
                                                    double _e1546 = l_mut_122_;
                                                    double l_678_ = (l_16_ - _e1546);
                                                    double _e1548 = l_mut_122_;
                                                    double l_679_ = (l_16_ + _e1548);
                                                    uint l_680_ = asuint(l_15_);
                                                    double l_681_ = double(l_15_);
                                                    l_mut_122_ = l_681_;
                                                    uint l_682_ = (l_680_ & 2139095040u);
                                                    bool l_683_ = (l_682_ == 0u);
                                                    if (l_683_) {
                                                        uint l_684_ = (l_680_ & 8388607u);
                                                        double l_685_ = double(l_684_);
                                                        double l_686_ = (l_685_ * 1.401298464324817e-45L);
                                                        l_mut_122_ = l_686_;
                                                        uint l_687_ = (l_680_ >> 31u);
                                                        bool l_688_ = (l_687_ == 1u);
                                                        if (l_688_) {
                                                            double _e1565 = l_mut_122_;
                                                            double l_689_ = -(_e1565);
                                                            l_mut_122_ = l_689_;
                                                        }
                                                    }
                                                    uint l_690_ = asuint(l_15_);
                                                    uint l_691_ = (l_690_ + 1u);
                                                    l_mut_87_ = l_691_;
                                                    uint l_692_ = (l_690_ & 2147483647u);
                                                    bool l_693_ = (l_692_ == 0u);
                                                    if (l_693_) {
                                                        l_mut_87_ = 1u;
                                                    } else {
                                                        uint l_694_ = (l_690_ & 2147483648u);
                                                        bool l_695_ = (l_694_ != 0u);
                                                        if (l_695_) {
                                                            uint l_696_ = (l_690_ - 1u);
                                                            l_mut_87_ = l_696_;
                                                        } else {
                                                            bool l_697_ = (l_690_ == 2139095040u);
                                                            if (l_697_) {
                                                                l_mut_87_ = l_690_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1583 = l_mut_87_;
                                                    float l_698_ = asfloat(_e1583);
                                                    uint l_699_ = asuint(l_698_);
                                                    double l_700_ = double(l_698_);
                                                    l_mut_61_ = l_700_;
                                                    uint l_701_ = (l_699_ & 2139095040u);
                                                    bool l_702_ = (l_701_ == 0u);
                                                    if (l_702_) {
                                                        uint l_703_ = (l_699_ & 8388607u);
                                                        double l_704_ = double(l_703_);
                                                        double l_705_ = (l_704_ * 1.401298464324817e-45L);
                                                        l_mut_61_ = l_705_;
                                                        uint l_706_ = (l_699_ >> 31u);
                                                        bool l_707_ = (l_706_ == 1u);
                                                        if (l_707_) {
                                                            double _e1600 = l_mut_61_;
                                                            double l_708_ = -(_e1600);
                                                            l_mut_61_ = l_708_;
                                                        }
                                                    }
                                                    uint l_709_ = asuint(l_15_);
                                                    uint l_710_ = (l_709_ ^ 2147483648u);
                                                    float l_711_ = asfloat(l_710_);
                                                    uint l_712_ = asuint(l_711_);
                                                    uint l_713_ = (l_712_ + 1u);
                                                    l_mut_87_ = l_713_;
                                                    uint l_714_ = (l_712_ & 2147483647u);
                                                    bool l_715_ = (l_714_ == 0u);
                                                    if (l_715_) {
                                                        l_mut_87_ = 1u;
                                                    } else {
                                                        uint l_716_ = (l_712_ & 2147483648u);
                                                        bool l_717_ = (l_716_ != 0u);
                                                        if (l_717_) {
                                                            uint l_718_ = (l_712_ - 1u);
                                                            l_mut_87_ = l_718_;
                                                        } else {
                                                            bool l_719_ = (l_712_ == 2139095040u);
                                                            if (l_719_) {
                                                                l_mut_87_ = l_712_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1622 = l_mut_87_;
                                                    float l_720_ = asfloat(_e1622);
                                                    uint l_721_ = asuint(l_720_);
                                                    uint l_722_ = (l_721_ ^ 2147483648u);
                                                    float l_723_ = asfloat(l_722_);
                                                    uint l_724_ = asuint(l_723_);
                                                    double l_725_ = double(l_723_);
                                                    l_mut_38_ = l_725_;
                                                    uint l_726_ = (l_724_ & 2139095040u);
                                                    bool l_727_ = (l_726_ == 0u);
                                                    if (l_727_) {
                                                        uint l_728_ = (l_724_ & 8388607u);
                                                        double l_729_ = double(l_728_);
                                                        double l_730_ = (l_729_ * 1.401298464324817e-45L);
                                                        l_mut_38_ = l_730_;
                                                        uint l_731_ = (l_724_ >> 31u);
                                                        bool l_732_ = (l_731_ == 1u);
                                                        if (l_732_) {
                                                            double _e1643 = l_mut_38_;
                                                            double l_733_ = -(_e1643);
                                                            l_mut_38_ = l_733_;
                                                        }
                                                    }
                                                    double l_734_ = (l_678_ + l_677_);
                                                    double _e1646 = l_mut_122_;
                                                    bool l_735_ = (l_734_ <= _e1646);
                                                    l_mut_142_ = l_735_;
                                                    double l_736_ = (l_678_ - l_677_);
                                                    double _e1649 = l_mut_122_;
                                                    bool l_737_ = (l_736_ > _e1649);
                                                    l_mut_139_ = l_737_;
                                                    double l_738_ = (l_679_ - l_677_);
                                                    double _e1652 = l_mut_122_;
                                                    bool l_739_ = (l_738_ >= _e1652);
                                                    l_mut_136_ = l_739_;
                                                    double l_740_ = (l_679_ + l_677_);
                                                    double _e1655 = l_mut_122_;
                                                    bool l_741_ = (l_740_ < _e1655);
                                                    l_mut_133_ = l_741_;
                                                    if (l_13_) {
                                                        double l_742_ = (l_678_ + l_677_);
                                                        double _e1658 = l_mut_61_;
                                                        bool l_743_ = (l_742_ < _e1658);
                                                        l_mut_142_ = l_743_;
                                                        double l_744_ = (l_678_ - l_677_);
                                                        double _e1661 = l_mut_61_;
                                                        bool l_745_ = (l_744_ >= _e1661);
                                                        l_mut_139_ = l_745_;
                                                        double l_746_ = (l_679_ - l_677_);
                                                        double _e1664 = l_mut_38_;
                                                        bool l_747_ = (l_746_ > _e1664);
                                                        l_mut_136_ = l_747_;
                                                        double l_748_ = (l_679_ + l_677_);
                                                        double _e1667 = l_mut_38_;
                                                        bool l_749_ = (l_748_ <= _e1667);
                                                        l_mut_133_ = l_749_;
                                                    }
                                                    l_mut_87_ = 2u;
                                                    bool _e1670 = l_mut_139_;
                                                    if (!(_e1670)) {
                                                        bool _e1674 = l_mut_133_;
                                                        local_41 = _e1674;
                                                    } else {
                                                        local_41 = true;
                                                    }
                                                    bool l_750_ = local_41;
                                                    if (l_750_) {
                                                        l_mut_87_ = 1u;
                                                    } else {
                                                        bool _e1678 = l_mut_142_;
                                                        if (_e1678) {
                                                            bool _e1681 = l_mut_136_;
                                                            local_42 = _e1681;
                                                        } else {
                                                            local_42 = false;
                                                        }
                                                        bool l_751_ = local_42;
                                                        if (l_751_) {
                                                            l_mut_87_ = 0u;
                                                        }
                                                    }
                                                    uint l_752_ = asuint(l_15_);
                                                    uint l_753_ = (l_752_ & 2147483647u);
                                                    bool l_754_ = (l_753_ == 0u);
                                                    if (l_754_) {
                                                        double l_755_ = (l_678_ + l_677_);
                                                        bool l_756_ = (l_755_ < 1.1754943508222875e-38L);
                                                        double l_757_ = (l_679_ - l_677_);
                                                        bool l_758_ = (l_757_ > -1.1754943508222875e-38L);
                                                        if (l_756_) {
                                                            local_43 = l_758_;
                                                        } else {
                                                            local_43 = false;
                                                        }
                                                        bool l_759_ = local_43;
                                                        double l_760_ = (l_678_ - l_677_);
                                                        bool l_761_ = (l_760_ < 1.1754943508222875e-38L);
                                                        double l_762_ = (l_679_ + l_677_);
                                                        bool l_763_ = (l_762_ > -1.1754943508222875e-38L);
                                                        if (l_761_) {
                                                            local_44 = l_763_;
                                                        } else {
                                                            local_44 = false;
                                                        }
                                                        bool l_764_ = local_44;
                                                        if (l_759_) {
                                                            l_mut_87_ = 0u;
                                                        } else {
                                                            uint _e1711 = l_mut_87_;
                                                            bool l_765_ = (_e1711 == 1u);
                                                            if (l_764_) {
                                                                local_45 = l_765_;
                                                            } else {
                                                                local_45 = false;
                                                            }
                                                            bool l_766_ = local_45;
                                                            if (l_766_) {
                                                                l_mut_87_ = 2u;
                                                            }
                                                        }
                                                    }
                                                    uint _e1719 = l_mut_87_;
                                                    l_mut_31_ = _e1719;
                                                }
                                            } else {
                                                bool l_767_ = (l_9_ == 8u);
                                                if (l_767_) {
                                                    bool l_768_ = (l_26_ >= 0.5L);
                                                    bool l_769_ = (l_26_ <= 2.0L);
                                                    if (l_768_) {
                                                        local_46 = l_769_;
                                                    } else {
                                                        local_46 = false;
                                                    }
                                                    bool l_770_ = local_46;
                                                    if (l_770_) {
                                                        double l_771_ = (l_19_ * 1.4551915228366852e-11L);
                                                        double l_772_ = (l_29_ + l_771_);
                                                        double l_773_ = (l_16_ - l_19_);
                                                        double l_774_ = (l_16_ + l_19_);
                                                        uint l_775_ = asuint(l_15_);
                                                        double l_776_ = double(l_15_);
                                                        l_mut_122_ = l_776_;
                                                        uint l_777_ = (l_775_ & 2139095040u);
                                                        bool l_778_ = (l_777_ == 0u);
                                                        if (l_778_) {
                                                            uint l_779_ = (l_775_ & 8388607u);
                                                            double l_780_ = double(l_779_);
                                                            double l_781_ = (l_780_ * 1.401298464324817e-45L);
                                                            l_mut_122_ = l_781_;
                                                            uint l_782_ = (l_775_ >> 31u);
                                                            bool l_783_ = (l_782_ == 1u);
                                                            if (l_783_) {
                                                                double _e1750 = l_mut_122_;
                                                                double l_784_ = -(_e1750);
                                                                l_mut_122_ = l_784_;
                                                            }
                                                        }
                                                        uint l_785_ = asuint(l_15_);
                                                        uint l_786_ = (l_785_ + 1u);
                                                        l_mut_87_ = l_786_;
                                                        uint l_787_ = (l_785_ & 2147483647u);
                                                        bool l_788_ = (l_787_ == 0u);
                                                        if (l_788_) {
                                                            l_mut_87_ = 1u;
                                                        } else {
                                                            uint l_789_ = (l_785_ & 2147483648u);
                                                            bool l_790_ = (l_789_ != 0u);
                                                            if (l_790_) {
                                                                uint l_791_ = (l_785_ - 1u);
                                                                l_mut_87_ = l_791_;
                                                            } else {
                                                                bool l_792_ = (l_785_ == 2139095040u);
                                                                if (l_792_) {
                                                                    l_mut_87_ = l_785_;
                                                                }
                                                            }
                                                        }
                                                        uint _e1768 = l_mut_87_;
                                                        float l_793_ = asfloat(_e1768);
                                                        uint l_794_ = asuint(l_793_);
                                                        double l_795_ = double(l_793_);
                                                        l_mut_61_ = l_795_;
                                                        uint l_796_ = (l_794_ & 2139095040u);
                                                        bool l_797_ = (l_796_ == 0u);
                                                        if (l_797_) {
                                                            uint l_798_ = (l_794_ & 8388607u);
                                                            double l_799_ = double(l_798_);
                                                            double l_800_ = (l_799_ * 1.401298464324817e-45L);
                                                            l_mut_61_ = l_800_;
                                                            uint l_801_ = (l_794_ >> 31u);
                                                            bool l_802_ = (l_801_ == 1u);
                                                            if (l_802_) {
                                                                double _e1785 = l_mut_61_;
                                                                double l_803_ = -(_e1785);
                                                                l_mut_61_ = l_803_;
                                                            }
                                                        }
                                                        uint l_804_ = asuint(l_15_);
                                                        uint l_805_ = (l_804_ ^ 2147483648u);
                                                        float l_806_ = asfloat(l_805_);
                                                        uint l_807_ = asuint(l_806_);
                                                        uint l_808_ = (l_807_ + 1u);
                                                        l_mut_87_ = l_808_;
                                                        uint l_809_ = (l_807_ & 2147483647u);
                                                        bool l_810_ = (l_809_ == 0u);
                                                        if (l_810_) {
                                                            l_mut_87_ = 1u;
                                                        } else {
                                                            uint l_811_ = (l_807_ & 2147483648u);
                                                            bool l_812_ = (l_811_ != 0u);
                                                            if (l_812_) {
                                                                uint l_813_ = (l_807_ - 1u);
                                                                l_mut_87_ = l_813_;
                                                            } else {
                                                                bool l_814_ = (l_807_ == 2139095040u);
                                                                if (l_814_) {
                                                                    l_mut_87_ = l_807_;
                                                                }
                                                            }
                                                        }
                                                        uint _e1807 = l_mut_87_;
                                                        float l_815_ = asfloat(_e1807);
                                                        uint l_816_ = asuint(l_815_);
                                                        uint l_817_ = (l_816_ ^ 2147483648u);
                                                        float l_818_ = asfloat(l_817_);
                                                        uint l_819_ = asuint(l_818_);
                                                        double l_820_ = double(l_818_);
                                                        l_mut_38_ = l_820_;
                                                        uint l_821_ = (l_819_ & 2139095040u);
                                                        bool l_822_ = (l_821_ == 0u);
                                                        if (l_822_) {
                                                            uint l_823_ = (l_819_ & 8388607u);
                                                            double l_824_ = double(l_823_);
                                                            double l_825_ = (l_824_ * 1.401298464324817e-45L);
                                                            l_mut_38_ = l_825_;
                                                            uint l_826_ = (l_819_ >> 31u);
                                                            bool l_827_ = (l_826_ == 1u);
                                                            if (l_827_) {
                                                                double _e1828 = l_mut_38_;
                                                                double l_828_ = -(_e1828);
                                                                l_mut_38_ = l_828_;
                                                            }
                                                        }
                                                        double l_829_ = (l_773_ + l_772_);
                                                        double _e1831 = l_mut_122_;
                                                        bool l_830_ = (l_829_ <= _e1831);
                                                        l_mut_142_ = l_830_;
                                                        double l_831_ = (l_773_ - l_772_);
                                                        double _e1834 = l_mut_122_;
                                                        bool l_832_ = (l_831_ > _e1834);
                                                        l_mut_139_ = l_832_;
                                                        double l_833_ = (l_774_ - l_772_);
                                                        double _e1837 = l_mut_122_;
                                                        bool l_834_ = (l_833_ >= _e1837);
                                                        l_mut_136_ = l_834_;
                                                        double l_835_ = (l_774_ + l_772_);
                                                        double _e1840 = l_mut_122_;
                                                        bool l_836_ = (l_835_ < _e1840);
                                                        l_mut_133_ = l_836_;
                                                        if (l_13_) {
                                                            double l_837_ = (l_773_ + l_772_);
                                                            double _e1843 = l_mut_61_;
                                                            bool l_838_ = (l_837_ < _e1843);
                                                            l_mut_142_ = l_838_;
                                                            double l_839_ = (l_773_ - l_772_);
                                                            double _e1846 = l_mut_61_;
                                                            bool l_840_ = (l_839_ >= _e1846);
                                                            l_mut_139_ = l_840_;
                                                            double l_841_ = (l_774_ - l_772_);
                                                            double _e1849 = l_mut_38_;
                                                            bool l_842_ = (l_841_ > _e1849);
                                                            l_mut_136_ = l_842_;
                                                            double l_843_ = (l_774_ + l_772_);
                                                            double _e1852 = l_mut_38_;
                                                            bool l_844_ = (l_843_ <= _e1852);
                                                            l_mut_133_ = l_844_;
                                                        }
                                                        l_mut_87_ = 2u;
                                                        bool _e1855 = l_mut_139_;
                                                        if (!(_e1855)) {
                                                            bool _e1859 = l_mut_133_;
                                                            local_47 = _e1859;
                                                        } else {
                                                            local_47 = true;
                                                        }
                                                        bool l_845_ = local_47;
                                                        if (l_845_) {
                                                            l_mut_87_ = 1u;
                                                        } else {
                                                            bool _e1863 = l_mut_142_;
                                                            if (_e1863) {
                                                                bool _e1866 = l_mut_136_;
                                                                local_48 = _e1866;
                                                            } else {
                                                                local_48 = false;
                                                            }
                                                            bool l_846_ = local_48;
                                                            if (l_846_) {
                                                                l_mut_87_ = 0u;
                                                            }
                                                        }
                                                        uint l_847_ = asuint(l_15_);
                                                        uint l_848_ = (l_847_ & 2147483647u);
                                                        bool l_849_ = (l_848_ == 0u);
                                                        if (l_849_) {
                                                            double l_850_ = (l_773_ + l_772_);
                                                            bool l_851_ = (l_850_ < 1.1754943508222875e-38L);
                                                            double l_852_ = (l_774_ - l_772_);
                                                            bool l_853_ = (l_852_ > -1.1754943508222875e-38L);
                                                            if (l_851_) {
                                                                local_49 = l_853_;
                                                            } else {
                                                                local_49 = false;
                                                            }
                                                            bool l_854_ = local_49;
                                                            double l_855_ = (l_773_ - l_772_);
                                                            bool l_856_ = (l_855_ < 1.1754943508222875e-38L);
                                                            double l_857_ = (l_774_ + l_772_);
                                                            bool l_858_ = (l_857_ > -1.1754943508222875e-38L);
                                                            if (l_856_) {
                                                                local_50 = l_858_;
                                                            } else {
                                                                local_50 = false;
                                                            }
                                                            bool l_859_ = local_50;
                                                            if (l_854_) {
                                                                l_mut_87_ = 0u;
                                                            } else {
                                                                uint _e1896 = l_mut_87_;
                                                                bool l_860_ = (_e1896 == 1u);
                                                                if (l_859_) {
                                                                    local_51 = l_860_;
                                                                } else {
                                                                    local_51 = false;
                                                                }
                                                                bool l_861_ = local_51;
                                                                if (l_861_) {
                                                                    l_mut_87_ = 2u;
                                                                }
                                                            }
                                                        }
                                                        uint _e1904 = l_mut_87_;
                                                        l_mut_31_ = _e1904;
                                                    } else {
                                                        double l_862_ = abs(l_16_);
                                                        l_mut_122_ = 1.401298464324817e-45L;
                                                        bool l_863_ = (l_862_ >= 1.1754943508222875e-38L);
                                                        bool l_864_ = (l_862_ <= 1.7976931348623157e308L);
                                                        if (l_863_) {
                                                            local_52 = l_864_;
                                                        } else {
                                                            local_52 = false;
                                                        }
                                                        bool l_865_ = local_52;
                                                        if (l_865_) {
                                                            uint64_t l_866_ = l_862_;
                                                            uint64_t l_867_ = (l_866_ >> uint(52uL));
                                                            uint64_t l_868_ = (l_867_ - 23uL);
                                                            uint64_t l_869_ = (l_868_ << uint(52uL));
                                                            double l_870_ = l_869_;
                                                            l_mut_122_ = l_870_;
                                                        }
                                                        double _e1927 = l_mut_122_;
                                                        double l_871_ = (l_22_ * _e1927);
                                                        l_mut_87_ = 2u;
                                                        double l_872_ = (l_16_ - l_29_);
                                                        double l_873_ = abs(l_872_);
                                                        l_mut_122_ = 1.401298464324817e-45L;
                                                        bool l_874_ = (l_873_ >= 1.1754943508222875e-38L);
                                                        bool l_875_ = (l_873_ <= 1.7976931348623157e308L);
                                                        if (l_874_) {
                                                            local_53 = l_875_;
                                                        } else {
                                                            local_53 = false;
                                                        }
                                                        bool l_876_ = local_53;
                                                        if (l_876_) {
                                                            uint64_t l_877_ = l_873_;
                                                            uint64_t l_878_ = (l_877_ >> uint(52uL));
                                                            uint64_t l_879_ = (l_878_ - 23uL);
                                                            uint64_t l_880_ = (l_879_ << uint(52uL));
                                                            double l_881_ = l_880_;
                                                            l_mut_122_ = l_881_;
                                                        }
                                                        double l_882_ = (l_16_ + l_29_);
                                                        double l_883_ = abs(l_882_);
                                                        l_mut_61_ = 1.401298464324817e-45L;
                                                        bool l_884_ = (l_883_ >= 1.1754943508222875e-38L);
                                                        bool l_885_ = (l_883_ <= 1.7976931348623157e308L);
                                                        if (l_884_) {
                                                            local_54 = l_885_;
                                                        } else {
                                                            local_54 = false;
                                                        }
                                                        bool l_886_ = local_54;
                                                        if (l_886_) {
                                                            uint64_t l_887_ = l_883_;
                                                            uint64_t l_888_ = (l_887_ >> uint(52uL));
                                                            uint64_t l_889_ = (l_888_ - 23uL);
                                                            uint64_t l_890_ = (l_889_ << uint(52uL));
                                                            double l_891_ = l_890_;
                                                            l_mut_61_ = l_891_;
                                                        }
                                                        double _e1976 = l_mut_122_;
                                                        double _e1977 = l_mut_61_;
                                                        bool l_892_ = (_e1976 == _e1977);
                                                        if (l_892_) {
                                                            double l_893_ = (l_871_ * 1.4551915228366852e-11L);
                                                            double l_894_ = (l_29_ + l_893_);
                                                            double l_895_ = (l_16_ - l_871_);
                                                            double l_896_ = (l_16_ + l_871_);
                                                            uint l_897_ = asuint(l_15_);
                                                            double l_898_ = double(l_15_);
                                                            l_mut_122_ = l_898_;
                                                            uint l_899_ = (l_897_ & 2139095040u);
                                                            bool l_900_ = (l_899_ == 0u);
                                                            if (l_900_) {
                                                                uint l_901_ = (l_897_ & 8388607u);
                                                                double l_902_ = double(l_901_);
                                                                double l_903_ = (l_902_ * 1.401298464324817e-45L);
                                                                l_mut_122_ = l_903_;
                                                                uint l_904_ = (l_897_ >> 31u);
                                                                bool l_905_ = (l_904_ == 1u);
                                                                if (l_905_) {
                                                                    double _e1999 = l_mut_122_;
                                                                    double l_906_ = -(_e1999);
                                                                    l_mut_122_ = l_906_;
                                                                }
                                                            }
                                                            uint l_907_ = asuint(l_15_);
                                                            uint l_908_ = (l_907_ + 1u);
                                                            l_mut_48_ = l_908_;
                                                            uint l_909_ = (l_907_ & 2147483647u);
                                                            bool l_910_ = (l_909_ == 0u);
                                                            if (l_910_) {
                                                                l_mut_48_ = 1u;
                                                            } else {
                                                                uint l_911_ = (l_907_ & 2147483648u);
                                                                bool l_912_ = (l_911_ != 0u);
                                                                if (l_912_) {
                                                                    uint l_913_ = (l_907_ - 1u);
                                                                    l_mut_48_ = l_913_;
                                                                } else {
                                                                    bool l_914_ = (l_907_ == 2139095040u);
                                                                    if (l_914_) {
                                                                        l_mut_48_ = l_907_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e2017 = l_mut_48_;
                                                            float l_915_ = asfloat(_e2017);
                                                            uint l_916_ = asuint(l_915_);
                                                            double l_917_ = double(l_915_);
                                                            l_mut_61_ = l_917_;
                                                            uint l_918_ = (l_916_ & 2139095040u);
                                                            bool l_919_ = (l_918_ == 0u);
                                                            if (l_919_) {
                                                                uint l_920_ = (l_916_ & 8388607u);
                                                                double l_921_ = double(l_920_);
                                                                double l_922_ = (l_921_ * 1.401298464324817e-45L);
                                                                l_mut_61_ = l_922_;
                                                                uint l_923_ = (l_916_ >> 31u);
                                                                bool l_924_ = (l_923_ == 1u);
                                                                if (l_924_) {
                                                                    double _e2034 = l_mut_61_;
                                                                    double l_925_ = -(_e2034);
                                                                    l_mut_61_ = l_925_;
                                                                }
                                                            }
                                                            uint l_926_ = asuint(l_15_);
                                                            uint l_927_ = (l_926_ ^ 2147483648u);
                                                            float l_928_ = asfloat(l_927_);
                                                            uint l_929_ = asuint(l_928_);
                                                            uint l_930_ = (l_929_ + 1u);
                                                            l_mut_48_ = l_930_;
                                                            uint l_931_ = (l_929_ & 2147483647u);
                                                            bool l_932_ = (l_931_ == 0u);
                                                            if (l_932_) {
                                                                l_mut_48_ = 1u;
                                                            } else {
                                                                uint l_933_ = (l_929_ & 2147483648u);
                                                                bool l_934_ = (l_933_ != 0u);
                                                                if (l_934_) {
                                                                    uint l_935_ = (l_929_ - 1u);
                                                                    l_mut_48_ = l_935_;
                                                                } else {
                                                                    bool l_936_ = (l_929_ == 2139095040u);
                                                                    if (l_936_) {
                                                                        l_mut_48_ = l_929_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e2056 = l_mut_48_;
                                                            float l_937_ = asfloat(_e2056);
                                                            uint l_938_ = asuint(l_937_);
                                                            uint l_939_ = (l_938_ ^ 2147483648u);
                                                            float l_940_ = asfloat(l_939_);
                                                            uint l_941_ = asuint(l_940_);
                                                            double l_942_ = double(l_940_);
                                                            l_mut_38_ = l_942_;
                                                            uint l_943_ = (l_941_ & 2139095040u);
                                                            bool l_944_ = (l_943_ == 0u);
                                                            if (l_944_) {
                                                                uint l_945_ = (l_941_ & 8388607u);
                                                                double l_946_ = double(l_945_);
                                                                double l_947_ = (l_946_ * 1.401298464324817e-45L);
                                                                l_mut_38_ = l_947_;
                                                                uint l_948_ = (l_941_ >> 31u);
                                                                bool l_949_ = (l_948_ == 1u);
                                                                if (l_949_) {
                                                                    double _e2077 = l_mut_38_;
                                                                    double l_950_ = -(_e2077);
                                                                    l_mut_38_ = l_950_;
                                                                }
                                                            }
                                                            double l_951_ = (l_895_ + l_894_);
                                                            double _e2080 = l_mut_122_;
                                                            bool l_952_ = (l_951_ <= _e2080);
                                                            l_mut_142_ = l_952_;
                                                            double l_953_ = (l_895_ - l_894_);
                                                            double _e2083 = l_mut_122_;
                                                            bool l_954_ = (l_953_ > _e2083);
                                                            l_mut_139_ = l_954_;
                                                            double l_955_ = (l_896_ - l_894_);
                                                            double _e2086 = l_mut_122_;
                                                            bool l_956_ = (l_955_ >= _e2086);
                                                            l_mut_136_ = l_956_;
                                                            double l_957_ = (l_896_ + l_894_);
                                                            double _e2089 = l_mut_122_;
                                                            bool l_958_ = (l_957_ < _e2089);
                                                            l_mut_133_ = l_958_;
                                                            if (l_13_) {
                                                                double l_959_ = (l_895_ + l_894_);
                                                                double _e2092 = l_mut_61_;
                                                                bool l_960_ = (l_959_ < _e2092);
                                                                l_mut_142_ = l_960_;
                                                                double l_961_ = (l_895_ - l_894_);
                                                                double _e2095 = l_mut_61_;
                                                                bool l_962_ = (l_961_ >= _e2095);
                                                                l_mut_139_ = l_962_;
                                                                double l_963_ = (l_896_ - l_894_);
                                                                double _e2098 = l_mut_38_;
                                                                bool l_964_ = (l_963_ > _e2098);
                                                                l_mut_136_ = l_964_;
                                                                double l_965_ = (l_896_ + l_894_);
                                                                double _e2101 = l_mut_38_;
                                                                bool l_966_ = (l_965_ <= _e2101);
                                                                l_mut_133_ = l_966_;
                                                            }
                                                            l_mut_48_ = 2u;
                                                            bool _e2104 = l_mut_139_;
                                                            if (!(_e2104)) {
                                                                bool _e2108 = l_mut_133_;
                                                                local_55 = _e2108;
                                                            } else {
                                                                local_55 = true;
                                                            }
                                                            bool l_967_ = local_55;
                                                            if (l_967_) {
                                                                l_mut_48_ = 1u;
                                                            } else {
                                                                bool _e2112 = l_mut_142_;
                                                                if (_e2112) {
                                                                    bool _e2115 = l_mut_136_;
                                                                    local_56 = _e2115;
                                                                } else {
                                                                    local_56 = false;
                                                                }
                                                                bool l_968_ = local_56;
                                                                if (l_968_) {
                                                                    l_mut_48_ = 0u;
                                                                }
                                                            }
                                                            uint l_969_ = asuint(l_15_);
                                                            uint l_970_ = (l_969_ & 2147483647u);
                                                            bool l_971_ = (l_970_ == 0u);
                                                            if (l_971_) {
                                                                double l_972_ = (l_895_ + l_894_);
                                                                bool l_973_ = (l_972_ < 1.1754943508222875e-38L);
                                                                double l_974_ = (l_896_ - l_894_);
                                                                bool l_975_ = (l_974_ > -1.1754943508222875e-38L);
                                                                if (l_973_) {
                                                                    local_57 = l_975_;
                                                                } else {
                                                                    local_57 = false;
                                                                }
                                                                bool l_976_ = local_57;
                                                                double l_977_ = (l_895_ - l_894_);
                                                                bool l_978_ = (l_977_ < 1.1754943508222875e-38L);
                                                                double l_979_ = (l_896_ + l_894_);
                                                                bool l_980_ = (l_979_ > -1.1754943508222875e-38L);
                                                                if (l_978_) {
                                                                    local_58 = l_980_;
                                                                } else {
                                                                    local_58 = false;
                                                                }
                                                                bool l_981_ = local_58;
                                                                if (l_976_) {
                                                                    l_mut_48_ = 0u;
                                                                } else {
                                                                    uint _e2145 = l_mut_48_;
                                                                    bool l_982_ = (_e2145 == 1u);
                                                                    if (l_981_) {
                                                                        local_59 = l_982_;
                                                                    } else {
                                                                        local_59 = false;
                                                                    }
                                                                    bool l_983_ = local_59;
                                                                    if (l_983_) {
                                                                        l_mut_48_ = 2u;
                                                                    }
                                                                }
                                                            }
                                                            uint _e2153 = l_mut_48_;
                                                            l_mut_87_ = _e2153;
                                                        }
                                                        uint _e2154 = l_mut_87_;
                                                        l_mut_31_ = _e2154;
                                                    }
                                                } else {
                                                    bool l_984_ = (l_9_ == 11u);
                                                    bool l_985_ = (l_9_ == 12u);
                                                    if (!(l_984_)) {
                                                        local_60 = l_985_;
                                                    } else {
                                                        local_60 = true;
                                                    }
                                                    bool l_986_ = local_60;
                                                    if (l_986_) {
                                                        l_mut_31_ = 0u;
                                                    }
                                                    bool l_987_ = (l_27_ <= l_25_);
                                                    bool l_988_ = (l_9_ == 11u);
                                                    if (l_987_) {
                                                        local_61 = l_988_;
                                                    } else {
                                                        local_61 = false;
                                                    }
                                                    bool l_989_ = local_61;
                                                    if (l_989_) {
                                                        float l_990_ = float(l_26_);
                                                        uint l_991_ = asuint(l_990_);
                                                        double l_992_ = double(l_990_);
                                                        l_mut_122_ = l_992_;
                                                        uint l_993_ = (l_991_ & 2139095040u);
                                                        bool l_994_ = (l_993_ == 0u);
                                                        if (l_994_) {
                                                            uint l_995_ = (l_991_ & 8388607u);
                                                            double l_996_ = double(l_995_);
                                                            double l_997_ = (l_996_ * 1.401298464324817e-45L);
                                                            l_mut_122_ = l_997_;
                                                            uint l_998_ = (l_991_ >> 31u);
                                                            bool l_999_ = (l_998_ == 1u);
                                                            if (l_999_) {
                                                                double _e2188 = l_mut_122_;
                                                                double l_1000_ = -(_e2188);
                                                                l_mut_122_ = l_1000_;
                                                            }
                                                        }
                                                        double _e2190 = l_mut_122_;
                                                        double l_1001_ = abs(_e2190);
                                                        l_mut_122_ = l_1001_;
                                                        l_mut_87_ = 0u;
                                                        bool l_1002_ = (l_1001_ >= 0.785L);
                                                        if (l_1002_) {
                                                            double l_1003_ = (l_1001_ * 0.6366197723675814L);
                                                            double l_1004_ = (l_1003_ + 0.5L);
                                                            double l_1005_ = floor(l_1004_);
                                                            double l_1006_ = (l_1005_ * 1.570796325802803L);
                                                            double l_1007_ = (l_1001_ - l_1006_);
                                                            double l_1008_ = (l_1007_ * l_4_);
                                                            double l_1009_ = (l_1005_ * 9.920935796805404e-10L);
                                                            double l_1010_ = (l_1008_ - l_1009_);
                                                            l_mut_122_ = l_1010_;
                                                            uint l_1011_ = naga_f2u32(l_1005_);
                                                            l_mut_87_ = l_1011_;
                                                        }
                                                        uint l_1012_ = asuint(l_990_);
                                                        uint l_1013_ = (l_1012_ >> 31u);
                                                        bool l_1014_ = (l_1013_ == 1u);
                                                        double _e2213 = l_mut_122_;
                                                        double _e2214 = l_mut_122_;
                                                        double l_1015_ = (_e2213 * _e2214);
                                                        double l_1016_ = (l_1015_ * 1.9572941063391263e-20L);
                                                        double l_1017_ = (8.22063524662433e-18L - l_1016_);
                                                        l_mut_61_ = l_1017_;
                                                        double _e2220 = l_mut_61_;
                                                        double l_1018_ = (_e2220 * l_1015_);
                                                        double l_1019_ = (l_1018_ - 2.8114572543455206e-15L);
                                                        l_mut_61_ = l_1019_;
                                                        double _e2224 = l_mut_61_;
                                                        double l_1020_ = (_e2224 * l_1015_);
                                                        double l_1021_ = (l_1020_ + 7.647163731819816e-13L);
                                                        l_mut_61_ = l_1021_;
                                                        double _e2228 = l_mut_61_;
                                                        double l_1022_ = (_e2228 * l_1015_);
                                                        double l_1023_ = (l_1022_ - 1.6059043836821613e-10L);
                                                        l_mut_61_ = l_1023_;
                                                        double _e2232 = l_mut_61_;
                                                        double l_1024_ = (_e2232 * l_1015_);
                                                        double l_1025_ = (l_1024_ + 2.505210838544172e-8L);
                                                        l_mut_61_ = l_1025_;
                                                        double _e2236 = l_mut_61_;
                                                        double l_1026_ = (_e2236 * l_1015_);
                                                        double l_1027_ = (l_1026_ - 2.7557319223985893e-6L);
                                                        l_mut_61_ = l_1027_;
                                                        double _e2240 = l_mut_61_;
                                                        double l_1028_ = (_e2240 * l_1015_);
                                                        double l_1029_ = (l_1028_ + 0.0001984126984126984L);
                                                        l_mut_61_ = l_1029_;
                                                        double _e2244 = l_mut_61_;
                                                        double l_1030_ = (_e2244 * l_1015_);
                                                        double l_1031_ = (l_1030_ - 0.008333333333333333L);
                                                        l_mut_61_ = l_1031_;
                                                        double _e2248 = l_mut_61_;
                                                        double l_1032_ = (_e2248 * l_1015_);
                                                        double l_1033_ = (l_1032_ + 0.16666666666666666L);
                                                        l_mut_61_ = l_1033_;
                                                        double l_1034_ = (0.5L * l_1015_);
                                                        double l_1035_ = (1.0L - l_1034_);
                                                        double l_1036_ = (0.0L * l_1035_);
                                                        double _e2258 = l_mut_122_;
                                                        double l_1037_ = (_e2258 * l_1015_);
                                                        double _e2260 = l_mut_61_;
                                                        double l_1038_ = (l_1037_ * _e2260);
                                                        double l_1039_ = (l_1036_ - l_1038_);
                                                        double _e2263 = l_mut_122_;
                                                        double l_1040_ = (_e2263 + l_1039_);
                                                        double _e2265 = l_mut_122_;
                                                        double _e2266 = l_mut_122_;
                                                        double l_1041_ = (_e2265 * _e2266);
                                                        double l_1042_ = (l_1041_ * 4.110317623312165e-19L);
                                                        double l_1043_ = (l_1042_ - 1.5619206968586225e-16L);
                                                        l_mut_61_ = l_1043_;
                                                        double _e2272 = l_mut_61_;
                                                        double l_1044_ = (_e2272 * l_1041_);
                                                        double l_1045_ = (l_1044_ + 4.779477332387385e-14L);
                                                        l_mut_61_ = l_1045_;
                                                        double _e2276 = l_mut_61_;
                                                        double l_1046_ = (_e2276 * l_1041_);
                                                        double l_1047_ = (l_1046_ - 1.1470745597729725e-11L);
                                                        l_mut_61_ = l_1047_;
                                                        double _e2280 = l_mut_61_;
                                                        double l_1048_ = (_e2280 * l_1041_);
                                                        double l_1049_ = (l_1048_ + 2.08767569878681e-9L);
                                                        l_mut_61_ = l_1049_;
                                                        double _e2284 = l_mut_61_;
                                                        double l_1050_ = (_e2284 * l_1041_);
                                                        double l_1051_ = (l_1050_ - 2.755731922398589e-7L);
                                                        l_mut_61_ = l_1051_;
                                                        double _e2288 = l_mut_61_;
                                                        double l_1052_ = (_e2288 * l_1041_);
                                                        double l_1053_ = (l_1052_ + 2.48015873015873e-5L);
                                                        l_mut_61_ = l_1053_;
                                                        double _e2292 = l_mut_61_;
                                                        double l_1054_ = (_e2292 * l_1041_);
                                                        double l_1055_ = (l_1054_ - 0.001388888888888889L);
                                                        l_mut_61_ = l_1055_;
                                                        double _e2296 = l_mut_61_;
                                                        double l_1056_ = (_e2296 * l_1041_);
                                                        double l_1057_ = (l_1056_ + 0.041666666666666664L);
                                                        l_mut_61_ = l_1057_;
                                                        double l_1058_ = (0.5L * l_1041_);
                                                        double l_1059_ = (1.0L - l_1058_);
                                                        double l_1060_ = (l_1041_ * l_1041_);
                                                        double _e2305 = l_mut_61_;
                                                        double l_1061_ = (l_1060_ * _e2305);
                                                        double _e2308 = l_mut_122_;
                                                        double l_1062_ = (0.0L * _e2308);
                                                        double l_1063_ = (l_1061_ - l_1062_);
                                                        double l_1064_ = (l_1059_ + l_1063_);
                                                        uint _e2312 = l_mut_87_;
                                                        uint l_1065_ = (_e2312 & 1u);
                                                        bool l_1066_ = (l_1065_ == 1u);
                                                        l_mut_122_ = l_1040_;
                                                        uint _e2317 = l_mut_87_;
                                                        uint l_1067_ = (_e2317 & 2u);
                                                        bool l_1068_ = (l_1067_ != 0u);
                                                        l_mut_142_ = l_1068_;
                                                        if (l_1066_) {
                                                            l_mut_122_ = l_1064_;
                                                        }
                                                        if (true) {
                                                            local_62 = l_1014_;
                                                        } else {
                                                            local_62 = false;
                                                        }
                                                        bool l_1069_ = local_62;
                                                        if (l_1069_) {
                                                            bool _e2327 = l_mut_142_;
                                                            bool l_1070_ = !(_e2327);
                                                            l_mut_142_ = l_1070_;
                                                        }
                                                        bool _e2329 = l_mut_142_;
                                                        if (_e2329) {
                                                            double _e2330 = l_mut_122_;
                                                            double l_1071_ = -(_e2330);
                                                            l_mut_122_ = l_1071_;
                                                        }
                                                        float l_1072_ = float(l_26_);
                                                        uint l_1073_ = asuint(l_1072_);
                                                        double l_1074_ = double(l_1072_);
                                                        l_mut_61_ = l_1074_;
                                                        uint l_1075_ = (l_1073_ & 2139095040u);
                                                        bool l_1076_ = (l_1075_ == 0u);
                                                        if (l_1076_) {
                                                            uint l_1077_ = (l_1073_ & 8388607u);
                                                            double l_1078_ = double(l_1077_);
                                                            double l_1079_ = (l_1078_ * 1.401298464324817e-45L);
                                                            l_mut_61_ = l_1079_;
                                                            uint l_1080_ = (l_1073_ >> 31u);
                                                            bool l_1081_ = (l_1080_ == 1u);
                                                            if (l_1081_) {
                                                                double _e2348 = l_mut_61_;
                                                                double l_1082_ = -(_e2348);
                                                                l_mut_61_ = l_1082_;
                                                            }
                                                        }
                                                        double _e2350 = l_mut_61_;
                                                        double l_1083_ = abs(_e2350);
                                                        l_mut_61_ = l_1083_;
                                                        l_mut_87_ = 0u;
                                                        bool l_1084_ = (l_1083_ >= 0.785L);
                                                        if (l_1084_) {
                                                            double l_1085_ = (l_1083_ * 0.6366197723675814L);
                                                            double l_1086_ = (l_1085_ + 0.5L);
                                                            double l_1087_ = floor(l_1086_);
                                                            double l_1088_ = (l_1087_ * 1.570796325802803L);
                                                            double l_1089_ = (l_1083_ - l_1088_);
                                                            double l_1090_ = (l_1089_ * l_4_);
                                                            double l_1091_ = (l_1087_ * 9.920935796805404e-10L);
                                                            double l_1092_ = (l_1090_ - l_1091_);
                                                            l_mut_61_ = l_1092_;
                                                            uint l_1093_ = naga_f2u32(l_1087_);
                                                            l_mut_87_ = l_1093_;
                                                        }
                                                        uint l_1094_ = asuint(l_1072_);
                                                        uint l_1095_ = (l_1094_ >> 31u);
                                                        bool l_1096_ = (l_1095_ == 1u);
                                                        double _e2373 = l_mut_61_;
                                                        double _e2374 = l_mut_61_;
                                                        double l_1097_ = (_e2373 * _e2374);
                                                        double l_1098_ = (l_1097_ * 1.9572941063391263e-20L);
                                                        double l_1099_ = (8.22063524662433e-18L - l_1098_);
                                                        l_mut_38_ = l_1099_;
                                                        double _e2380 = l_mut_38_;
                                                        double l_1100_ = (_e2380 * l_1097_);
                                                        double l_1101_ = (l_1100_ - 2.8114572543455206e-15L);
                                                        l_mut_38_ = l_1101_;
                                                        double _e2384 = l_mut_38_;
                                                        double l_1102_ = (_e2384 * l_1097_);
                                                        double l_1103_ = (l_1102_ + 7.647163731819816e-13L);
                                                        l_mut_38_ = l_1103_;
                                                        double _e2388 = l_mut_38_;
                                                        double l_1104_ = (_e2388 * l_1097_);
                                                        double l_1105_ = (l_1104_ - 1.6059043836821613e-10L);
                                                        l_mut_38_ = l_1105_;
                                                        double _e2392 = l_mut_38_;
                                                        double l_1106_ = (_e2392 * l_1097_);
                                                        double l_1107_ = (l_1106_ + 2.505210838544172e-8L);
                                                        l_mut_38_ = l_1107_;
                                                        double _e2396 = l_mut_38_;
                                                        double l_1108_ = (_e2396 * l_1097_);
                                                        double l_1109_ = (l_1108_ - 2.7557319223985893e-6L);
                                                        l_mut_38_ = l_1109_;
                                                        double _e2400 = l_mut_38_;
                                                        double l_1110_ = (_e2400 * l_1097_);
                                                        double l_1111_ = (l_1110_ + 0.0001984126984126984L);
                                                        l_mut_38_ = l_1111_;
                                                        double _e2404 = l_mut_38_;
                                                        double l_1112_ = (_e2404 * l_1097_);
                                                        double l_1113_ = (l_1112_ - 0.008333333333333333L);
                                                        l_mut_38_ = l_1113_;
                                                        double _e2408 = l_mut_38_;
                                                        double l_1114_ = (_e2408 * l_1097_);
                                                        double l_1115_ = (l_1114_ + 0.16666666666666666L);
                                                        l_mut_38_ = l_1115_;
                                                        double l_1116_ = (0.5L * l_1097_);
                                                        double l_1117_ = (1.0L - l_1116_);
                                                        double l_1118_ = (0.0L * l_1117_);
                                                        double _e2418 = l_mut_61_;
                                                        double l_1119_ = (_e2418 * l_1097_);
                                                        double _e2420 = l_mut_38_;
                                                        double l_1120_ = (l_1119_ * _e2420);
                                                        double l_1121_ = (l_1118_ - l_1120_);
                                                        double _e2423 = l_mut_61_;
                                                        double l_1122_ = (_e2423 + l_1121_);
                                                        double _e2425 = l_mut_61_;
                                                        double _e2426 = l_mut_61_;
                                                        double l_1123_ = (_e2425 * _e2426);
                                                        double l_1124_ = (l_1123_ * 4.110317623312165e-19L);
                                                        double l_1125_ = (l_1124_ - 1.5619206968586225e-16L);
                                                        l_mut_38_ = l_1125_;
                                                        double _e2432 = l_mut_38_;
                                                        double l_1126_ = (_e2432 * l_1123_);
                                                        double l_1127_ = (l_1126_ + 4.779477332387385e-14L);
                                                        l_mut_38_ = l_1127_;
                                                        double _e2436 = l_mut_38_;
                                                        double l_1128_ = (_e2436 * l_1123_);
                                                        double l_1129_ = (l_1128_ - 1.1470745597729725e-11L);
                                                        l_mut_38_ = l_1129_;
                                                        double _e2440 = l_mut_38_;
                                                        double l_1130_ = (_e2440 * l_1123_);
                                                        double l_1131_ = (l_1130_ + 2.08767569878681e-9L);
                                                        l_mut_38_ = l_1131_;
                                                        double _e2444 = l_mut_38_;
                                                        double l_1132_ = (_e2444 * l_1123_);
                                                        double l_1133_ = (l_1132_ - 2.755731922398589e-7L);
                                                        l_mut_38_ = l_1133_;
                                                        double _e2448 = l_mut_38_;
                                                        double l_1134_ = (_e2448 * l_1123_);
                                                        double l_1135_ = (l_1134_ + 2.48015873015873e-5L);
                                                        l_mut_38_ = l_1135_;
                                                        double _e2452 = l_mut_38_;
                                                        double l_1136_ = (_e2452 * l_1123_);
                                                        double l_1137_ = (l_1136_ - 0.001388888888888889L);
                                                        l_mut_38_ = l_1137_;
                                                        double _e2456 = l_mut_38_;
                                                        double l_1138_ = (_e2456 * l_1123_);
                                                        double l_1139_ = (l_1138_ + 0.041666666666666664L);
                                                        l_mut_38_ = l_1139_;
                                                        double l_1140_ = (0.5L * l_1123_);
                                                        double l_1141_ = (1.0L - l_1140_);
                                                        double l_1142_ = (l_1123_ * l_1123_);
                                                        double _e2465 = l_mut_38_;
                                                        double l_1143_ = (l_1142_ * _e2465);
                                                        double _e2468 = l_mut_61_;
                                                        double l_1144_ = (0.0L * _e2468);
                                                        double l_1145_ = (l_1143_ - l_1144_);
                                                        double l_1146_ = (l_1141_ + l_1145_);
                                                        uint _e2472 = l_mut_87_;
                                                        uint l_1147_ = (_e2472 & 1u);
                                                        bool l_1148_ = (l_1147_ == 1u);
                                                        l_mut_61_ = l_1122_;
                                                        uint _e2477 = l_mut_87_;
                                                        uint l_1149_ = (_e2477 & 2u);
                                                        bool l_1150_ = (l_1149_ != 0u);
                                                        l_mut_142_ = l_1150_;
                                                        l_mut_61_ = l_1146_;
                                                        if (l_1148_) {
                                                            l_mut_61_ = l_1122_;
                                                        }
                                                        uint _e2482 = l_mut_87_;
                                                        uint l_1151_ = (_e2482 + 1u);
                                                        uint l_1152_ = (l_1151_ & 2u);
                                                        bool l_1153_ = (l_1152_ != 0u);
                                                        l_mut_142_ = l_1153_;
                                                        if (false) {
                                                            local_63 = l_1096_;
                                                        } else {
                                                            local_63 = false;
                                                        }
                                                        bool l_1154_ = local_63;
                                                        if (l_1154_) {
                                                            bool _e2494 = l_mut_142_;
                                                            bool l_1155_ = !(_e2494);
                                                            l_mut_142_ = l_1155_;
                                                        }
                                                        bool _e2496 = l_mut_142_;
                                                        if (_e2496) {
                                                            double _e2497 = l_mut_61_;
                                                            double l_1156_ = -(_e2497);
                                                            l_mut_61_ = l_1156_;
                                                        }
                                                        double _e2499 = l_mut_122_;
                                                        double l_1157_ = abs(_e2499);
                                                        double l_1158_ = (l_1157_ * 1.4551915228366852e-11L);
                                                        double _e2503 = l_mut_61_;
                                                        double l_1159_ = abs(_e2503);
                                                        double l_1160_ = (l_1159_ * 1.4551915228366852e-11L);
                                                        l_mut_38_ = 1.4551915228366852e-11L;
                                                        l_mut_87_ = 2u;
                                                        if (l_13_) {
                                                            double _e2509 = l_mut_122_;
                                                            double l_1161_ = (_e2509 - l_19_);
                                                            double l_1162_ = abs(l_1161_);
                                                            double l_1163_ = (l_1162_ * 2.220446049250313e-16L);
                                                            double l_1164_ = (l_1158_ + l_1163_);
                                                            double l_1165_ = (l_1161_ + l_1164_);
                                                            double l_1166_ = -(l_1165_);
                                                            double l_1167_ = (l_1166_ * 7.1362384635298e44L);
                                                            double l_1168_ = floor(l_1167_);
                                                            double l_1169_ = (l_1168_ * 1.401298464324817e-45L);
                                                            l_mut_1170_ = l_1169_;
                                                            double l_1171_ = abs(l_1166_);
                                                            bool l_1172_ = (l_1171_ >= 1.1754943508222875e-38L);
                                                            if (l_1172_) {
                                                                float l_1173_ = float(l_1166_);
                                                                double l_1174_ = double(l_1173_);
                                                                l_mut_1170_ = l_1174_;
                                                                double _e2527 = l_mut_1170_;
                                                                bool l_1175_ = (_e2527 > l_1166_);
                                                                if (l_1175_) {
                                                                    uint l_1176_ = asuint(l_1173_);
                                                                    uint l_1177_ = (l_1176_ ^ 2147483648u);
                                                                    float l_1178_ = asfloat(l_1177_);
                                                                    uint l_1179_ = asuint(l_1178_);
                                                                    uint l_1180_ = (l_1179_ + 1u);
                                                                    l_mut_48_ = l_1180_;
                                                                    uint l_1181_ = (l_1179_ & 2147483647u);
                                                                    bool l_1182_ = (l_1181_ == 0u);
                                                                    if (l_1182_) {
                                                                        l_mut_48_ = 1u;
                                                                    } else {
                                                                        uint l_1183_ = (l_1179_ & 2147483648u);
                                                                        bool l_1184_ = (l_1183_ != 0u);
                                                                        if (l_1184_) {
                                                                            uint l_1185_ = (l_1179_ - 1u);
                                                                            l_mut_48_ = l_1185_;
                                                                        } else {
                                                                            bool l_1186_ = (l_1179_ == 2139095040u);
                                                                            if (l_1186_) {
                                                                                l_mut_48_ = l_1179_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2549 = l_mut_48_;
                                                                    float l_1187_ = asfloat(_e2549);
                                                                    uint l_1188_ = asuint(l_1187_);
                                                                    uint l_1189_ = (l_1188_ ^ 2147483648u);
                                                                    float l_1190_ = asfloat(l_1189_);
                                                                    uint l_1191_ = asuint(l_1190_);
                                                                    double l_1192_ = double(l_1190_);
                                                                    l_mut_1193_ = l_1192_;
                                                                    uint l_1194_ = (l_1191_ & 2139095040u);
                                                                    bool l_1195_ = (l_1194_ == 0u);
                                                                    if (l_1195_) {
                                                                        uint l_1196_ = (l_1191_ & 8388607u);
                                                                        double l_1197_ = double(l_1196_);
                                                                        double l_1198_ = (l_1197_ * 1.401298464324817e-45L);
                                                                        l_mut_1193_ = l_1198_;
                                                                        uint l_1199_ = (l_1191_ >> 31u);
                                                                        bool l_1200_ = (l_1199_ == 1u);
                                                                        if (l_1200_) {
                                                                            double _e2570 = l_mut_1193_;
                                                                            double l_1201_ = -(_e2570);
                                                                            l_mut_1193_ = l_1201_;
                                                                        }
                                                                    }
                                                                    double _e2572 = l_mut_1193_;
                                                                    l_mut_1170_ = _e2572;
                                                                } else {
                                                                    uint l_1202_ = asuint(l_1173_);
                                                                    uint l_1203_ = (l_1202_ + 1u);
                                                                    l_mut_48_ = l_1203_;
                                                                    uint l_1204_ = (l_1202_ & 2147483647u);
                                                                    bool l_1205_ = (l_1204_ == 0u);
                                                                    if (l_1205_) {
                                                                        l_mut_48_ = 1u;
                                                                    } else {
                                                                        uint l_1206_ = (l_1202_ & 2147483648u);
                                                                        bool l_1207_ = (l_1206_ != 0u);
                                                                        if (l_1207_) {
                                                                            uint l_1208_ = (l_1202_ - 1u);
                                                                            l_mut_48_ = l_1208_;
                                                                        } else {
                                                                            bool l_1209_ = (l_1202_ == 2139095040u);
                                                                            if (l_1209_) {
                                                                                l_mut_48_ = l_1202_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2589 = l_mut_48_;
                                                                    float l_1210_ = asfloat(_e2589);
                                                                    uint l_1211_ = asuint(l_1210_);
                                                                    double l_1212_ = double(l_1210_);
                                                                    l_mut_1193_ = l_1212_;
                                                                    uint l_1213_ = (l_1211_ & 2139095040u);
                                                                    bool l_1214_ = (l_1213_ == 0u);
                                                                    if (l_1214_) {
                                                                        uint l_1215_ = (l_1211_ & 8388607u);
                                                                        double l_1216_ = double(l_1215_);
                                                                        double l_1217_ = (l_1216_ * 1.401298464324817e-45L);
                                                                        l_mut_1193_ = l_1217_;
                                                                        uint l_1218_ = (l_1211_ >> 31u);
                                                                        bool l_1219_ = (l_1218_ == 1u);
                                                                        if (l_1219_) {
                                                                            double _e2606 = l_mut_1193_;
                                                                            double l_1220_ = -(_e2606);
                                                                            l_mut_1193_ = l_1220_;
                                                                        }
                                                                    }
                                                                    double _e2608 = l_mut_1193_;
                                                                    bool l_1221_ = (_e2608 <= l_1166_);
                                                                    if (l_1221_) {
                                                                        uint l_1222_ = asuint(l_1173_);
                                                                        uint l_1223_ = (l_1222_ + 1u);
                                                                        l_mut_48_ = l_1223_;
                                                                        uint l_1224_ = (l_1222_ & 2147483647u);
                                                                        bool l_1225_ = (l_1224_ == 0u);
                                                                        if (l_1225_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_1226_ = (l_1222_ & 2147483648u);
                                                                            bool l_1227_ = (l_1226_ != 0u);
                                                                            if (l_1227_) {
                                                                                uint l_1228_ = (l_1222_ - 1u);
                                                                                l_mut_48_ = l_1228_;
                                                                            } else {
                                                                                bool l_1229_ = (l_1222_ == 2139095040u);
                                                                                if (l_1229_) {
                                                                                    l_mut_48_ = l_1222_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e2626 = l_mut_48_;
                                                                        float l_1230_ = asfloat(_e2626);
                                                                        uint l_1231_ = asuint(l_1230_);
                                                                        double l_1232_ = double(l_1230_);
                                                                        l_mut_1193_ = l_1232_;
                                                                        uint l_1233_ = (l_1231_ & 2139095040u);
                                                                        bool l_1234_ = (l_1233_ == 0u);
                                                                        if (l_1234_) {
                                                                            uint l_1235_ = (l_1231_ & 8388607u);
                                                                            double l_1236_ = double(l_1235_);
                                                                            double l_1237_ = (l_1236_ * 1.401298464324817e-45L);
                                                                            l_mut_1193_ = l_1237_;
                                                                            uint l_1238_ = (l_1231_ >> 31u);
                                                                            bool l_1239_ = (l_1238_ == 1u);
                                                                            if (l_1239_) {
                                                                                double _e2643 = l_mut_1193_;
                                                                                double l_1240_ = -(_e2643);
                                                                                l_mut_1193_ = l_1240_;
                                                                            }
                                                                        }
                                                                        double _e2645 = l_mut_1193_;
                                                                        l_mut_1170_ = _e2645;
                                                                    }
                                                                }
                                                            }
                                                            double _e2646 = l_mut_1170_;
                                                            double l_1241_ = -(_e2646);
                                                            l_mut_1193_ = l_1241_;
                                                            if (true) {
                                                                local_64 = true;
                                                            } else {
                                                                local_64 = false;
                                                            }
                                                            bool l_1242_ = local_64;
                                                            if (l_1242_) {
                                                                double l_1243_ = (l_1161_ + l_1164_);
                                                                double l_1244_ = (l_1243_ * 7.1362384635298e44L);
                                                                double l_1245_ = floor(l_1244_);
                                                                double l_1246_ = (l_1245_ * 1.401298464324817e-45L);
                                                                l_mut_1170_ = l_1246_;
                                                                double l_1247_ = abs(l_1243_);
                                                                bool l_1248_ = (l_1247_ >= 1.1754943508222875e-38L);
                                                                if (l_1248_) {
                                                                    float l_1249_ = float(l_1243_);
                                                                    double l_1250_ = double(l_1249_);
                                                                    l_mut_1170_ = l_1250_;
                                                                    double _e2665 = l_mut_1170_;
                                                                    bool l_1251_ = (_e2665 > l_1243_);
                                                                    if (l_1251_) {
                                                                        uint l_1252_ = asuint(l_1249_);
                                                                        uint l_1253_ = (l_1252_ ^ 2147483648u);
                                                                        float l_1254_ = asfloat(l_1253_);
                                                                        uint l_1255_ = asuint(l_1254_);
                                                                        uint l_1256_ = (l_1255_ + 1u);
                                                                        l_mut_48_ = l_1256_;
                                                                        uint l_1257_ = (l_1255_ & 2147483647u);
                                                                        bool l_1258_ = (l_1257_ == 0u);
                                                                        if (l_1258_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_1259_ = (l_1255_ & 2147483648u);
                                                                            bool l_1260_ = (l_1259_ != 0u);
                                                                            if (l_1260_) {
                                                                                uint l_1261_ = (l_1255_ - 1u);
                                                                                l_mut_48_ = l_1261_;
                                                                            } else {
                                                                                bool l_1262_ = (l_1255_ == 2139095040u);
                                                                                if (l_1262_) {
                                                                                    l_mut_48_ = l_1255_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e2687 = l_mut_48_;
                                                                        float l_1263_ = asfloat(_e2687);
                                                                        uint l_1264_ = asuint(l_1263_);
                                                                        uint l_1265_ = (l_1264_ ^ 2147483648u);
                                                                        float l_1266_ = asfloat(l_1265_);
                                                                        uint l_1267_ = asuint(l_1266_);
                                                                        double l_1268_ = double(l_1266_);
                                                                        l_mut_1269_ = l_1268_;
                                                                        uint l_1270_ = (l_1267_ & 2139095040u);
                                                                        bool l_1271_ = (l_1270_ == 0u);
                                                                        if (l_1271_) {
                                                                            uint l_1272_ = (l_1267_ & 8388607u);
                                                                            double l_1273_ = double(l_1272_);
                                                                            double l_1274_ = (l_1273_ * 1.401298464324817e-45L);
                                                                            l_mut_1269_ = l_1274_;
                                                                            uint l_1275_ = (l_1267_ >> 31u);
                                                                            bool l_1276_ = (l_1275_ == 1u);
                                                                            if (l_1276_) {
                                                                                double _e2708 = l_mut_1269_;
                                                                                double l_1277_ = -(_e2708);
                                                                                l_mut_1269_ = l_1277_;
                                                                            }
                                                                        }
                                                                        double _e2710 = l_mut_1269_;
                                                                        l_mut_1170_ = _e2710;
                                                                    } else {
                                                                        uint l_1278_ = asuint(l_1249_);
                                                                        uint l_1279_ = (l_1278_ + 1u);
                                                                        l_mut_48_ = l_1279_;
                                                                        uint l_1280_ = (l_1278_ & 2147483647u);
                                                                        bool l_1281_ = (l_1280_ == 0u);
                                                                        if (l_1281_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_1282_ = (l_1278_ & 2147483648u);
                                                                            bool l_1283_ = (l_1282_ != 0u);
                                                                            if (l_1283_) {
                                                                                uint l_1284_ = (l_1278_ - 1u);
                                                                                l_mut_48_ = l_1284_;
                                                                            } else {
                                                                                bool l_1285_ = (l_1278_ == 2139095040u);
                                                                                if (l_1285_) {
                                                                                    l_mut_48_ = l_1278_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e2727 = l_mut_48_;
                                                                        float l_1286_ = asfloat(_e2727);
                                                                        uint l_1287_ = asuint(l_1286_);
                                                                        double l_1288_ = double(l_1286_);
                                                                        l_mut_1269_ = l_1288_;
                                                                        uint l_1289_ = (l_1287_ & 2139095040u);
                                                                        bool l_1290_ = (l_1289_ == 0u);
                                                                        if (l_1290_) {
                                                                            uint l_1291_ = (l_1287_ & 8388607u);
                                                                            double l_1292_ = double(l_1291_);
                                                                            double l_1293_ = (l_1292_ * 1.401298464324817e-45L);
                                                                            l_mut_1269_ = l_1293_;
                                                                            uint l_1294_ = (l_1287_ >> 31u);
                                                                            bool l_1295_ = (l_1294_ == 1u);
                                                                            if (l_1295_) {
                                                                                double _e2744 = l_mut_1269_;
                                                                                double l_1296_ = -(_e2744);
                                                                                l_mut_1269_ = l_1296_;
                                                                            }
                                                                        }
                                                                        double _e2746 = l_mut_1269_;
                                                                        bool l_1297_ = (_e2746 <= l_1243_);
                                                                        if (l_1297_) {
                                                                            uint l_1298_ = asuint(l_1249_);
                                                                            uint l_1299_ = (l_1298_ + 1u);
                                                                            l_mut_48_ = l_1299_;
                                                                            uint l_1300_ = (l_1298_ & 2147483647u);
                                                                            bool l_1301_ = (l_1300_ == 0u);
                                                                            if (l_1301_) {
                                                                                l_mut_48_ = 1u;
                                                                            } else {
                                                                                uint l_1302_ = (l_1298_ & 2147483648u);
                                                                                bool l_1303_ = (l_1302_ != 0u);
                                                                                if (l_1303_) {
                                                                                    uint l_1304_ = (l_1298_ - 1u);
                                                                                    l_mut_48_ = l_1304_;
                                                                                } else {
                                                                                    bool l_1305_ = (l_1298_ == 2139095040u);
                                                                                    if (l_1305_) {
                                                                                        l_mut_48_ = l_1298_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e2764 = l_mut_48_;
                                                                            float l_1306_ = asfloat(_e2764);
                                                                            uint l_1307_ = asuint(l_1306_);
                                                                            double l_1308_ = double(l_1306_);
                                                                            l_mut_1269_ = l_1308_;
                                                                            uint l_1309_ = (l_1307_ & 2139095040u);
                                                                            bool l_1310_ = (l_1309_ == 0u);
                                                                            if (l_1310_) {
                                                                                uint l_1311_ = (l_1307_ & 8388607u);
                                                                                double l_1312_ = double(l_1311_);
                                                                                double l_1313_ = (l_1312_ * 1.401298464324817e-45L);
                                                                                l_mut_1269_ = l_1313_;
                                                                                uint l_1314_ = (l_1307_ >> 31u);
                                                                                bool l_1315_ = (l_1314_ == 1u);
                                                                                if (l_1315_) {
                                                                                    double _e2781 = l_mut_1269_;
                                                                                    double l_1316_ = -(_e2781);
                                                                                    l_mut_1269_ = l_1316_;
                                                                                }
                                                                            }
                                                                            double _e2783 = l_mut_1269_;
                                                                            l_mut_1170_ = _e2783;
                                                                        }
                                                                    }
                                                                }
                                                                double _e2784 = l_mut_1170_;
                                                                l_mut_1193_ = _e2784;
                                                            } else {
                                                                double l_1317_ = (l_1161_ - l_1164_);
                                                                double l_1318_ = (l_1317_ * 7.1362384635298e44L);
                                                                double l_1319_ = floor(l_1318_);
                                                                double l_1320_ = (l_1319_ * 1.401298464324817e-45L);
                                                                l_mut_1269_ = l_1320_;
                                                                double l_1321_ = abs(l_1317_);
                                                                bool l_1322_ = (l_1321_ >= 1.1754943508222875e-38L);
                                                                if (l_1322_) {
                                                                    float l_1323_ = float(l_1317_);
                                                                    double l_1324_ = double(l_1323_);
                                                                    l_mut_1269_ = l_1324_;
                                                                    double _e2796 = l_mut_1269_;
                                                                    bool l_1325_ = (_e2796 > l_1317_);
                                                                    if (l_1325_) {
                                                                        uint l_1326_ = asuint(l_1323_);
                                                                        uint l_1327_ = (l_1326_ ^ 2147483648u);
                                                                        float l_1328_ = asfloat(l_1327_);
                                                                        uint l_1329_ = asuint(l_1328_);
                                                                        uint l_1330_ = (l_1329_ + 1u);
                                                                        l_mut_48_ = l_1330_;
                                                                        uint l_1331_ = (l_1329_ & 2147483647u);
                                                                        bool l_1332_ = (l_1331_ == 0u);
                                                                        if (l_1332_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_1333_ = (l_1329_ & 2147483648u);
                                                                            bool l_1334_ = (l_1333_ != 0u);
                                                                            if (l_1334_) {
                                                                                uint l_1335_ = (l_1329_ - 1u);
                                                                                l_mut_48_ = l_1335_;
                                                                            } else {
                                                                                bool l_1336_ = (l_1329_ == 2139095040u);
                                                                                if (l_1336_) {
                                                                                    l_mut_48_ = l_1329_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e2818 = l_mut_48_;
                                                                        float l_1337_ = asfloat(_e2818);
                                                                        uint l_1338_ = asuint(l_1337_);
                                                                        uint l_1339_ = (l_1338_ ^ 2147483648u);
                                                                        float l_1340_ = asfloat(l_1339_);
                                                                        uint l_1341_ = asuint(l_1340_);
                                                                        double l_1342_ = double(l_1340_);
                                                                        l_mut_1170_ = l_1342_;
                                                                        uint l_1343_ = (l_1341_ & 2139095040u);
                                                                        bool l_1344_ = (l_1343_ == 0u);
                                                                        if (l_1344_) {
                                                                            uint l_1345_ = (l_1341_ & 8388607u);
                                                                            double l_1346_ = double(l_1345_);
                                                                            double l_1347_ = (l_1346_ * 1.401298464324817e-45L);
                                                                            l_mut_1170_ = l_1347_;
                                                                            uint l_1348_ = (l_1341_ >> 31u);
                                                                            bool l_1349_ = (l_1348_ == 1u);
                                                                            if (l_1349_) {
                                                                                double _e2839 = l_mut_1170_;
                                                                                double l_1350_ = -(_e2839);
                                                                                l_mut_1170_ = l_1350_;
                                                                            }
                                                                        }
                                                                        double _e2841 = l_mut_1170_;
                                                                        l_mut_1269_ = _e2841;
                                                                    } else {
                                                                        uint l_1351_ = asuint(l_1323_);
                                                                        uint l_1352_ = (l_1351_ + 1u);
                                                                        l_mut_48_ = l_1352_;
                                                                        uint l_1353_ = (l_1351_ & 2147483647u);
                                                                        bool l_1354_ = (l_1353_ == 0u);
                                                                        if (l_1354_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_1355_ = (l_1351_ & 2147483648u);
                                                                            bool l_1356_ = (l_1355_ != 0u);
                                                                            if (l_1356_) {
                                                                                uint l_1357_ = (l_1351_ - 1u);
                                                                                l_mut_48_ = l_1357_;
                                                                            } else {
                                                                                bool l_1358_ = (l_1351_ == 2139095040u);
                                                                                if (l_1358_) {
                                                                                    l_mut_48_ = l_1351_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e2858 = l_mut_48_;
                                                                        float l_1359_ = asfloat(_e2858);
                                                                        uint l_1360_ = asuint(l_1359_);
                                                                        double l_1361_ = double(l_1359_);
                                                                        l_mut_1170_ = l_1361_;
                                                                        uint l_1362_ = (l_1360_ & 2139095040u);
                                                                        bool l_1363_ = (l_1362_ == 0u);
                                                                        if (l_1363_) {
                                                                            uint l_1364_ = (l_1360_ & 8388607u);
                                                                            double l_1365_ = double(l_1364_);
                                                                            double l_1366_ = (l_1365_ * 1.401298464324817e-45L);
                                                                            l_mut_1170_ = l_1366_;
                                                                            uint l_1367_ = (l_1360_ >> 31u);
                                                                            bool l_1368_ = (l_1367_ == 1u);
                                                                            if (l_1368_) {
                                                                                double _e2875 = l_mut_1170_;
                                                                                double l_1369_ = -(_e2875);
                                                                                l_mut_1170_ = l_1369_;
                                                                            }
                                                                        }
                                                                        double _e2877 = l_mut_1170_;
                                                                        bool l_1370_ = (_e2877 <= l_1317_);
                                                                        if (l_1370_) {
                                                                            uint l_1371_ = asuint(l_1323_);
                                                                            uint l_1372_ = (l_1371_ + 1u);
                                                                            l_mut_48_ = l_1372_;
                                                                            uint l_1373_ = (l_1371_ & 2147483647u);
                                                                            bool l_1374_ = (l_1373_ == 0u);
                                                                            if (l_1374_) {
                                                                                l_mut_48_ = 1u;
                                                                            } else {
                                                                                uint l_1375_ = (l_1371_ & 2147483648u);
                                                                                bool l_1376_ = (l_1375_ != 0u);
                                                                                if (l_1376_) {
                                                                                    uint l_1377_ = (l_1371_ - 1u);
                                                                                    l_mut_48_ = l_1377_;
                                                                                } else {
                                                                                    bool l_1378_ = (l_1371_ == 2139095040u);
                                                                                    if (l_1378_) {
                                                                                        l_mut_48_ = l_1371_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e2895 = l_mut_48_;
                                                                            float l_1379_ = asfloat(_e2895);
                                                                            uint l_1380_ = asuint(l_1379_);
                                                                            double l_1381_ = double(l_1379_);
                                                                            l_mut_1170_ = l_1381_;
                                                                            uint l_1382_ = (l_1380_ & 2139095040u);
                                                                            bool l_1383_ = (l_1382_ == 0u);
                                                                            if (l_1383_) {
                                                                                uint l_1384_ = (l_1380_ & 8388607u);
                                                                                double l_1385_ = double(l_1384_);
                                                                                double l_1386_ = (l_1385_ * 1.401298464324817e-45L);
                                                                                l_mut_1170_ = l_1386_;
                                                                                uint l_1387_ = (l_1380_ >> 31u);
                                                                                bool l_1388_ = (l_1387_ == 1u);
                                                                                if (l_1388_) {
                                                                                    double _e2912 = l_mut_1170_;
                                                                                    double l_1389_ = -(_e2912);
                                                                                    l_mut_1170_ = l_1389_;
                                                                                }
                                                                            }
                                                                            double _e2914 = l_mut_1170_;
                                                                            l_mut_1269_ = _e2914;
                                                                        }
                                                                    }
                                                                }
                                                                double _e2915 = l_mut_1269_;
                                                                l_mut_1193_ = _e2915;
                                                            }
                                                            double _e2916 = l_mut_122_;
                                                            double l_1390_ = (_e2916 + l_19_);
                                                            double l_1391_ = abs(l_1390_);
                                                            double l_1392_ = (l_1391_ * 2.220446049250313e-16L);
                                                            double l_1393_ = (l_1158_ + l_1392_);
                                                            double l_1394_ = (l_1390_ + l_1393_);
                                                            double l_1395_ = -(l_1394_);
                                                            double l_1396_ = (l_1395_ * 7.1362384635298e44L);
                                                            double l_1397_ = floor(l_1396_);
                                                            double l_1398_ = (l_1397_ * 1.401298464324817e-45L);
                                                            l_mut_1269_ = l_1398_;
                                                            double l_1399_ = abs(l_1395_);
                                                            bool l_1400_ = (l_1399_ >= 1.1754943508222875e-38L);
                                                            if (l_1400_) {
                                                                float l_1401_ = float(l_1395_);
                                                                double l_1402_ = double(l_1401_);
                                                                l_mut_1269_ = l_1402_;
                                                                double _e2934 = l_mut_1269_;
                                                                bool l_1403_ = (_e2934 > l_1395_);
                                                                if (l_1403_) {
                                                                    uint l_1404_ = asuint(l_1401_);
                                                                    uint l_1405_ = (l_1404_ ^ 2147483648u);
                                                                    float l_1406_ = asfloat(l_1405_);
                                                                    uint l_1407_ = asuint(l_1406_);
                                                                    uint l_1408_ = (l_1407_ + 1u);
                                                                    l_mut_48_ = l_1408_;
                                                                    uint l_1409_ = (l_1407_ & 2147483647u);
                                                                    bool l_1410_ = (l_1409_ == 0u);
                                                                    if (l_1410_) {
                                                                        l_mut_48_ = 1u;
                                                                    } else {
                                                                        uint l_1411_ = (l_1407_ & 2147483648u);
                                                                        bool l_1412_ = (l_1411_ != 0u);
                                                                        if (l_1412_) {
                                                                            uint l_1413_ = (l_1407_ - 1u);
                                                                            l_mut_48_ = l_1413_;
                                                                        } else {
                                                                            bool l_1414_ = (l_1407_ == 2139095040u);
                                                                            if (l_1414_) {
                                                                                l_mut_48_ = l_1407_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2956 = l_mut_48_;
                                                                    float l_1415_ = asfloat(_e2956);
                                                                    uint l_1416_ = asuint(l_1415_);
                                                                    uint l_1417_ = (l_1416_ ^ 2147483648u);
                                                                    float l_1418_ = asfloat(l_1417_);
                                                                    uint l_1419_ = asuint(l_1418_);
                                                                    double l_1420_ = double(l_1418_);
                                                                    l_mut_1170_ = l_1420_;
                                                                    uint l_1421_ = (l_1419_ & 2139095040u);
                                                                    bool l_1422_ = (l_1421_ == 0u);
                                                                    if (l_1422_) {
                                                                        uint l_1423_ = (l_1419_ & 8388607u);
                                                                        double l_1424_ = double(l_1423_);
                                                                        double l_1425_ = (l_1424_ * 1.401298464324817e-45L);
                                                                        l_mut_1170_ = l_1425_;
                                                                        uint l_1426_ = (l_1419_ >> 31u);
                                                                        bool l_1427_ = (l_1426_ == 1u);
                                                                        if (l_1427_) {
                                                                            double _e2977 = l_mut_1170_;
                                                                            double l_1428_ = -(_e2977);
                                                                            l_mut_1170_ = l_1428_;
                                                                        }
                                                                    }
                                                                    double _e2979 = l_mut_1170_;
                                                                    l_mut_1269_ = _e2979;
                                                                } else {
                                                                    uint l_1429_ = asuint(l_1401_);
                                                                    uint l_1430_ = (l_1429_ + 1u);
                                                                    l_mut_48_ = l_1430_;
                                                                    uint l_1431_ = (l_1429_ & 2147483647u);
                                                                    bool l_1432_ = (l_1431_ == 0u);
                                                                    if (l_1432_) {
                                                                        l_mut_48_ = 1u;
                                                                    } else {
                                                                        uint l_1433_ = (l_1429_ & 2147483648u);
                                                                        bool l_1434_ = (l_1433_ != 0u);
                                                                        if (l_1434_) {
                                                                            uint l_1435_ = (l_1429_ - 1u);
                                                                            l_mut_48_ = l_1435_;
                                                                        } else {
                                                                            bool l_1436_ = (l_1429_ == 2139095040u);
                                                                            if (l_1436_) {
                                                                                l_mut_48_ = l_1429_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2996 = l_mut_48_;
                                                                    float l_1437_ = asfloat(_e2996);
                                                                    uint l_1438_ = asuint(l_1437_);
                                                                    double l_1439_ = double(l_1437_);
                                                                    l_mut_1170_ = l_1439_;
                                                                    uint l_1440_ = (l_1438_ & 2139095040u);
                                                                    bool l_1441_ = (l_1440_ == 0u);
                                                                    if (l_1441_) {
                                                                        uint l_1442_ = (l_1438_ & 8388607u);
                                                                        double l_1443_ = double(l_1442_);
                                                                        double l_1444_ = (l_1443_ * 1.401298464324817e-45L);
                                                                        l_mut_1170_ = l_1444_;
                                                                        uint l_1445_ = (l_1438_ >> 31u);
                                                                        bool l_1446_ = (l_1445_ == 1u);
                                                                        if (l_1446_) {
                                                                            double _e3013 = l_mut_1170_;
                                                                            double l_1447_ = -(_e3013);
                                                                            l_mut_1170_ = l_1447_;
                                                                        }
                                                                    }
                                                                    double _e3015 = l_mut_1170_;
                                                                    bool l_1448_ = (_e3015 <= l_1395_);
                                                                    if (l_1448_) {
                                                                        uint l_1449_ = asuint(l_1401_);
                                                                        uint l_1450_ = (l_1449_ + 1u);
                                                                        l_mut_48_ = l_1450_;
                                                                        uint l_1451_ = (l_1449_ & 2147483647u);
                                                                        bool l_1452_ = (l_1451_ == 0u);
                                                                        if (l_1452_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_1453_ = (l_1449_ & 2147483648u);
                                                                            bool l_1454_ = (l_1453_ != 0u);
                                                                            if (l_1454_) {
                                                                                uint l_1455_ = (l_1449_ - 1u);
                                                                                l_mut_48_ = l_1455_;
                                                                            } else {
                                                                                bool l_1456_ = (l_1449_ == 2139095040u);
                                                                                if (l_1456_) {
                                                                                    l_mut_48_ = l_1449_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3033 = l_mut_48_;
                                                                        float l_1457_ = asfloat(_e3033);
                                                                        uint l_1458_ = asuint(l_1457_);
                                                                        double l_1459_ = double(l_1457_);
                                                                        l_mut_1170_ = l_1459_;
                                                                        uint l_1460_ = (l_1458_ & 2139095040u);
                                                                        bool l_1461_ = (l_1460_ == 0u);
                                                                        if (l_1461_) {
                                                                            uint l_1462_ = (l_1458_ & 8388607u);
                                                                            double l_1463_ = double(l_1462_);
                                                                            double l_1464_ = (l_1463_ * 1.401298464324817e-45L);
                                                                            l_mut_1170_ = l_1464_;
                                                                            uint l_1465_ = (l_1458_ >> 31u);
                                                                            bool l_1466_ = (l_1465_ == 1u);
                                                                            if (l_1466_) {
                                                                                double _e3050 = l_mut_1170_;
                                                                                double l_1467_ = -(_e3050);
                                                                                l_mut_1170_ = l_1467_;
                                                                            }
                                                                        }
                                                                        double _e3052 = l_mut_1170_;
                                                                        l_mut_1269_ = _e3052;
                                                                    }
                                                                }
                                                            }
                                                            double _e3053 = l_mut_1269_;
                                                            double l_1468_ = -(_e3053);
                                                            l_mut_1269_ = l_1468_;
                                                            if (false) {
                                                                local_65 = true;
                                                            } else {
                                                                local_65 = false;
                                                            }
                                                            bool l_1469_ = local_65;
                                                            if (l_1469_) {
                                                                double l_1470_ = (l_1390_ + l_1393_);
                                                                double l_1471_ = (l_1470_ * 7.1362384635298e44L);
                                                                double l_1472_ = floor(l_1471_);
                                                                double l_1473_ = (l_1472_ * 1.401298464324817e-45L);
                                                                l_mut_1170_ = l_1473_;
                                                                double l_1474_ = abs(l_1470_);
                                                                bool l_1475_ = (l_1474_ >= 1.1754943508222875e-38L);
                                                                if (l_1475_) {
                                                                    float l_1476_ = float(l_1470_);
                                                                    double l_1477_ = double(l_1476_);
                                                                    l_mut_1170_ = l_1477_;
                                                                    double _e3072 = l_mut_1170_;
                                                                    bool l_1478_ = (_e3072 > l_1470_);
                                                                    if (l_1478_) {
                                                                        uint l_1479_ = asuint(l_1476_);
                                                                        uint l_1480_ = (l_1479_ ^ 2147483648u);
                                                                        float l_1481_ = asfloat(l_1480_);
                                                                        uint l_1482_ = asuint(l_1481_);
                                                                        uint l_1483_ = (l_1482_ + 1u);
                                                                        l_mut_48_ = l_1483_;
                                                                        uint l_1484_ = (l_1482_ & 2147483647u);
                                                                        bool l_1485_ = (l_1484_ == 0u);
                                                                        if (l_1485_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_1486_ = (l_1482_ & 2147483648u);
                                                                            bool l_1487_ = (l_1486_ != 0u);
                                                                            if (l_1487_) {
                                                                                uint l_1488_ = (l_1482_ - 1u);
                                                                                l_mut_48_ = l_1488_;
                                                                            } else {
                                                                                bool l_1489_ = (l_1482_ == 2139095040u);
                                                                                if (l_1489_) {
                                                                                    l_mut_48_ = l_1482_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3094 = l_mut_48_;
                                                                        float l_1490_ = asfloat(_e3094);
                                                                        uint l_1491_ = asuint(l_1490_);
                                                                        uint l_1492_ = (l_1491_ ^ 2147483648u);
                                                                        float l_1493_ = asfloat(l_1492_);
                                                                        uint l_1494_ = asuint(l_1493_);
                                                                        double l_1495_ = double(l_1493_);
                                                                        l_mut_1496_ = l_1495_;
                                                                        uint l_1497_ = (l_1494_ & 2139095040u);
                                                                        bool l_1498_ = (l_1497_ == 0u);
                                                                        if (l_1498_) {
                                                                            uint l_1499_ = (l_1494_ & 8388607u);
                                                                            double l_1500_ = double(l_1499_);
                                                                            double l_1501_ = (l_1500_ * 1.401298464324817e-45L);
                                                                            l_mut_1496_ = l_1501_;
                                                                            uint l_1502_ = (l_1494_ >> 31u);
                                                                            bool l_1503_ = (l_1502_ == 1u);
                                                                            if (l_1503_) {
                                                                                double _e3115 = l_mut_1496_;
                                                                                double l_1504_ = -(_e3115);
                                                                                l_mut_1496_ = l_1504_;
                                                                            }
                                                                        }
                                                                        double _e3117 = l_mut_1496_;
                                                                        l_mut_1170_ = _e3117;
                                                                    } else {
                                                                        uint l_1505_ = asuint(l_1476_);
                                                                        uint l_1506_ = (l_1505_ + 1u);
                                                                        l_mut_48_ = l_1506_;
                                                                        uint l_1507_ = (l_1505_ & 2147483647u);
                                                                        bool l_1508_ = (l_1507_ == 0u);
                                                                        if (l_1508_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_1509_ = (l_1505_ & 2147483648u);
                                                                            bool l_1510_ = (l_1509_ != 0u);
                                                                            if (l_1510_) {
                                                                                uint l_1511_ = (l_1505_ - 1u);
                                                                                l_mut_48_ = l_1511_;
                                                                            } else {
                                                                                bool l_1512_ = (l_1505_ == 2139095040u);
                                                                                if (l_1512_) {
                                                                                    l_mut_48_ = l_1505_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3134 = l_mut_48_;
                                                                        float l_1513_ = asfloat(_e3134);
                                                                        uint l_1514_ = asuint(l_1513_);
                                                                        double l_1515_ = double(l_1513_);
                                                                        l_mut_1496_ = l_1515_;
                                                                        uint l_1516_ = (l_1514_ & 2139095040u);
                                                                        bool l_1517_ = (l_1516_ == 0u);
                                                                        if (l_1517_) {
                                                                            uint l_1518_ = (l_1514_ & 8388607u);
                                                                            double l_1519_ = double(l_1518_);
                                                                            double l_1520_ = (l_1519_ * 1.401298464324817e-45L);
                                                                            l_mut_1496_ = l_1520_;
                                                                            uint l_1521_ = (l_1514_ >> 31u);
                                                                            bool l_1522_ = (l_1521_ == 1u);
                                                                            if (l_1522_) {
                                                                                double _e3151 = l_mut_1496_;
                                                                                double l_1523_ = -(_e3151);
                                                                                l_mut_1496_ = l_1523_;
                                                                            }
                                                                        }
                                                                        double _e3153 = l_mut_1496_;
                                                                        bool l_1524_ = (_e3153 <= l_1470_);
                                                                        if (l_1524_) {
                                                                            uint l_1525_ = asuint(l_1476_);
                                                                            uint l_1526_ = (l_1525_ + 1u);
                                                                            l_mut_48_ = l_1526_;
                                                                            uint l_1527_ = (l_1525_ & 2147483647u);
                                                                            bool l_1528_ = (l_1527_ == 0u);
                                                                            if (l_1528_) {
                                                                                l_mut_48_ = 1u;
                                                                            } else {
                                                                                uint l_1529_ = (l_1525_ & 2147483648u);
                                                                                bool l_1530_ = (l_1529_ != 0u);
                                                                                if (l_1530_) {
                                                                                    uint l_1531_ = (l_1525_ - 1u);
                                                                                    l_mut_48_ = l_1531_;
                                                                                } else {
                                                                                    bool l_1532_ = (l_1525_ == 2139095040u);
                                                                                    if (l_1532_) {
                                                                                        l_mut_48_ = l_1525_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e3171 = l_mut_48_;
                                                                            float l_1533_ = asfloat(_e3171);
                                                                            uint l_1534_ = asuint(l_1533_);
                                                                            double l_1535_ = double(l_1533_);
                                                                            l_mut_1496_ = l_1535_;
                                                                            uint l_1536_ = (l_1534_ & 2139095040u);
                                                                            bool l_1537_ = (l_1536_ == 0u);
                                                                            if (l_1537_) {
                                                                                uint l_1538_ = (l_1534_ & 8388607u);
                                                                                double l_1539_ = double(l_1538_);
                                                                                double l_1540_ = (l_1539_ * 1.401298464324817e-45L);
                                                                                l_mut_1496_ = l_1540_;
                                                                                uint l_1541_ = (l_1534_ >> 31u);
                                                                                bool l_1542_ = (l_1541_ == 1u);
                                                                                if (l_1542_) {
                                                                                    double _e3188 = l_mut_1496_;
                                                                                    double l_1543_ = -(_e3188);
                                                                                    l_mut_1496_ = l_1543_;
                                                                                }
                                                                            }
                                                                            double _e3190 = l_mut_1496_;
                                                                            l_mut_1170_ = _e3190;
                                                                        }
                                                                    }
                                                                }
                                                                double _e3191 = l_mut_1170_;
                                                                l_mut_1269_ = _e3191;
                                                            } else {
                                                                double l_1544_ = (l_1390_ - l_1393_);
                                                                double l_1545_ = -(l_1544_);
                                                                double l_1546_ = (l_1545_ * 7.1362384635298e44L);
                                                                double l_1547_ = floor(l_1546_);
                                                                double l_1548_ = (l_1547_ * 1.401298464324817e-45L);
                                                                l_mut_1496_ = l_1548_;
                                                                double l_1549_ = abs(l_1545_);
                                                                bool l_1550_ = (l_1549_ >= 1.1754943508222875e-38L);
                                                                if (l_1550_) {
                                                                    float l_1551_ = float(l_1545_);
                                                                    double l_1552_ = double(l_1551_);
                                                                    l_mut_1496_ = l_1552_;
                                                                    double _e3204 = l_mut_1496_;
                                                                    bool l_1553_ = (_e3204 > l_1545_);
                                                                    if (l_1553_) {
                                                                        uint l_1554_ = asuint(l_1551_);
                                                                        uint l_1555_ = (l_1554_ ^ 2147483648u);
                                                                        float l_1556_ = asfloat(l_1555_);
                                                                        uint l_1557_ = asuint(l_1556_);
                                                                        uint l_1558_ = (l_1557_ + 1u);
                                                                        l_mut_48_ = l_1558_;
                                                                        uint l_1559_ = (l_1557_ & 2147483647u);
                                                                        bool l_1560_ = (l_1559_ == 0u);
                                                                        if (l_1560_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_1561_ = (l_1557_ & 2147483648u);
                                                                            bool l_1562_ = (l_1561_ != 0u);
                                                                            if (l_1562_) {
                                                                                uint l_1563_ = (l_1557_ - 1u);
                                                                                l_mut_48_ = l_1563_;
                                                                            } else {
                                                                                bool l_1564_ = (l_1557_ == 2139095040u);
                                                                                if (l_1564_) {
                                                                                    l_mut_48_ = l_1557_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3226 = l_mut_48_;
                                                                        float l_1565_ = asfloat(_e3226);
                                                                        uint l_1566_ = asuint(l_1565_);
                                                                        uint l_1567_ = (l_1566_ ^ 2147483648u);
                                                                        float l_1568_ = asfloat(l_1567_);
                                                                        uint l_1569_ = asuint(l_1568_);
                                                                        double l_1570_ = double(l_1568_);
                                                                        l_mut_1170_ = l_1570_;
                                                                        uint l_1571_ = (l_1569_ & 2139095040u);
                                                                        bool l_1572_ = (l_1571_ == 0u);
                                                                        if (l_1572_) {
                                                                            uint l_1573_ = (l_1569_ & 8388607u);
                                                                            double l_1574_ = double(l_1573_);
                                                                            double l_1575_ = (l_1574_ * 1.401298464324817e-45L);
                                                                            l_mut_1170_ = l_1575_;
                                                                            uint l_1576_ = (l_1569_ >> 31u);
                                                                            bool l_1577_ = (l_1576_ == 1u);
                                                                            if (l_1577_) {
                                                                                double _e3247 = l_mut_1170_;
                                                                                double l_1578_ = -(_e3247);
                                                                                l_mut_1170_ = l_1578_;
                                                                            }
                                                                        }
                                                                        double _e3249 = l_mut_1170_;
                                                                        l_mut_1496_ = _e3249;
                                                                    } else {
                                                                        uint l_1579_ = asuint(l_1551_);
                                                                        uint l_1580_ = (l_1579_ + 1u);
                                                                        l_mut_48_ = l_1580_;
                                                                        uint l_1581_ = (l_1579_ & 2147483647u);
                                                                        bool l_1582_ = (l_1581_ == 0u);
                                                                        if (l_1582_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_1583_ = (l_1579_ & 2147483648u);
                                                                            bool l_1584_ = (l_1583_ != 0u);
                                                                            if (l_1584_) {
                                                                                uint l_1585_ = (l_1579_ - 1u);
                                                                                l_mut_48_ = l_1585_;
                                                                            } else {
                                                                                bool l_1586_ = (l_1579_ == 2139095040u);
                                                                                if (l_1586_) {
                                                                                    l_mut_48_ = l_1579_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3266 = l_mut_48_;
                                                                        float l_1587_ = asfloat(_e3266);
                                                                        uint l_1588_ = asuint(l_1587_);
                                                                        double l_1589_ = double(l_1587_);
                                                                        l_mut_1170_ = l_1589_;
                                                                        uint l_1590_ = (l_1588_ & 2139095040u);
                                                                        bool l_1591_ = (l_1590_ == 0u);
                                                                        if (l_1591_) {
                                                                            uint l_1592_ = (l_1588_ & 8388607u);
                                                                            double l_1593_ = double(l_1592_);
                                                                            double l_1594_ = (l_1593_ * 1.401298464324817e-45L);
                                                                            l_mut_1170_ = l_1594_;
                                                                            uint l_1595_ = (l_1588_ >> 31u);
                                                                            bool l_1596_ = (l_1595_ == 1u);
                                                                            if (l_1596_) {
                                                                                double _e3283 = l_mut_1170_;
                                                                                double l_1597_ = -(_e3283);
                                                                                l_mut_1170_ = l_1597_;
                                                                            }
                                                                        }
                                                                        double _e3285 = l_mut_1170_;
                                                                        bool l_1598_ = (_e3285 <= l_1545_);
                                                                        if (l_1598_) {
                                                                            uint l_1599_ = asuint(l_1551_);
                                                                            uint l_1600_ = (l_1599_ + 1u);
                                                                            l_mut_48_ = l_1600_;
                                                                            uint l_1601_ = (l_1599_ & 2147483647u);
                                                                            bool l_1602_ = (l_1601_ == 0u);
                                                                            if (l_1602_) {
                                                                                l_mut_48_ = 1u;
                                                                            } else {
                                                                                uint l_1603_ = (l_1599_ & 2147483648u);
                                                                                bool l_1604_ = (l_1603_ != 0u);
                                                                                if (l_1604_) {
                                                                                    uint l_1605_ = (l_1599_ - 1u);
                                                                                    l_mut_48_ = l_1605_;
                                                                                } else {
                                                                                    bool l_1606_ = (l_1599_ == 2139095040u);
                                                                                    if (l_1606_) {
                                                                                        l_mut_48_ = l_1599_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e3303 = l_mut_48_;
                                                                            float l_1607_ = asfloat(_e3303);
                                                                            uint l_1608_ = asuint(l_1607_);
                                                                            double l_1609_ = double(l_1607_);
                                                                            l_mut_1170_ = l_1609_;
                                                                            uint l_1610_ = (l_1608_ & 2139095040u);
                                                                            bool l_1611_ = (l_1610_ == 0u);
                                                                            if (l_1611_) {
                                                                                uint l_1612_ = (l_1608_ & 8388607u);
                                                                                double l_1613_ = double(l_1612_);
                                                                                double l_1614_ = (l_1613_ * 1.401298464324817e-45L);
                                                                                l_mut_1170_ = l_1614_;
                                                                                uint l_1615_ = (l_1608_ >> 31u);
                                                                                bool l_1616_ = (l_1615_ == 1u);
                                                                                if (l_1616_) {
                                                                                    double _e3320 = l_mut_1170_;
                                                                                    double l_1617_ = -(_e3320);
                                                                                    l_mut_1170_ = l_1617_;
                                                                                }
                                                                            }
                                                                            double _e3322 = l_mut_1170_;
                                                                            l_mut_1496_ = _e3322;
                                                                        }
                                                                    }
                                                                }
                                                                double _e3323 = l_mut_1496_;
                                                                double l_1618_ = -(_e3323);
                                                                l_mut_1269_ = l_1618_;
                                                            }
                                                            double _e3325 = l_mut_61_;
                                                            double l_1619_ = (_e3325 - l_19_);
                                                            double l_1620_ = abs(l_1619_);
                                                            double l_1621_ = (l_1620_ * 2.220446049250313e-16L);
                                                            double l_1622_ = (l_1160_ + l_1621_);
                                                            double l_1623_ = (l_1619_ + l_1622_);
                                                            double l_1624_ = -(l_1623_);
                                                            double l_1625_ = (l_1624_ * 7.1362384635298e44L);
                                                            double l_1626_ = floor(l_1625_);
                                                            double l_1627_ = (l_1626_ * 1.401298464324817e-45L);
                                                            l_mut_1496_ = l_1627_;
                                                            double l_1628_ = abs(l_1624_);
                                                            bool l_1629_ = (l_1628_ >= 1.1754943508222875e-38L);
                                                            if (l_1629_) {
                                                                float l_1630_ = float(l_1624_);
                                                                double l_1631_ = double(l_1630_);
                                                                l_mut_1496_ = l_1631_;
                                                                double _e3343 = l_mut_1496_;
                                                                bool l_1632_ = (_e3343 > l_1624_);
                                                                if (l_1632_) {
                                                                    uint l_1633_ = asuint(l_1630_);
                                                                    uint l_1634_ = (l_1633_ ^ 2147483648u);
                                                                    float l_1635_ = asfloat(l_1634_);
                                                                    uint l_1636_ = asuint(l_1635_);
                                                                    uint l_1637_ = (l_1636_ + 1u);
                                                                    l_mut_48_ = l_1637_;
                                                                    uint l_1638_ = (l_1636_ & 2147483647u);
                                                                    bool l_1639_ = (l_1638_ == 0u);
                                                                    if (l_1639_) {
                                                                        l_mut_48_ = 1u;
                                                                    } else {
                                                                        uint l_1640_ = (l_1636_ & 2147483648u);
                                                                        bool l_1641_ = (l_1640_ != 0u);
                                                                        if (l_1641_) {
                                                                            uint l_1642_ = (l_1636_ - 1u);
                                                                            l_mut_48_ = l_1642_;
                                                                        } else {
                                                                            bool l_1643_ = (l_1636_ == 2139095040u);
                                                                            if (l_1643_) {
                                                                                l_mut_48_ = l_1636_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e3365 = l_mut_48_;
                                                                    float l_1644_ = asfloat(_e3365);
                                                                    uint l_1645_ = asuint(l_1644_);
                                                                    uint l_1646_ = (l_1645_ ^ 2147483648u);
                                                                    float l_1647_ = asfloat(l_1646_);
                                                                    uint l_1648_ = asuint(l_1647_);
                                                                    double l_1649_ = double(l_1647_);
                                                                    l_mut_1170_ = l_1649_;
                                                                    uint l_1650_ = (l_1648_ & 2139095040u);
                                                                    bool l_1651_ = (l_1650_ == 0u);
                                                                    if (l_1651_) {
                                                                        uint l_1652_ = (l_1648_ & 8388607u);
                                                                        double l_1653_ = double(l_1652_);
                                                                        double l_1654_ = (l_1653_ * 1.401298464324817e-45L);
                                                                        l_mut_1170_ = l_1654_;
                                                                        uint l_1655_ = (l_1648_ >> 31u);
                                                                        bool l_1656_ = (l_1655_ == 1u);
                                                                        if (l_1656_) {
                                                                            double _e3386 = l_mut_1170_;
                                                                            double l_1657_ = -(_e3386);
                                                                            l_mut_1170_ = l_1657_;
                                                                        }
                                                                    }
                                                                    double _e3388 = l_mut_1170_;
                                                                    l_mut_1496_ = _e3388;
                                                                } else {
                                                                    uint l_1658_ = asuint(l_1630_);
                                                                    uint l_1659_ = (l_1658_ + 1u);
                                                                    l_mut_48_ = l_1659_;
                                                                    uint l_1660_ = (l_1658_ & 2147483647u);
                                                                    bool l_1661_ = (l_1660_ == 0u);
                                                                    if (l_1661_) {
                                                                        l_mut_48_ = 1u;
                                                                    } else {
                                                                        uint l_1662_ = (l_1658_ & 2147483648u);
                                                                        bool l_1663_ = (l_1662_ != 0u);
                                                                        if (l_1663_) {
                                                                            uint l_1664_ = (l_1658_ - 1u);
                                                                            l_mut_48_ = l_1664_;
                                                                        } else {
                                                                            bool l_1665_ = (l_1658_ == 2139095040u);
                                                                            if (l_1665_) {
                                                                                l_mut_48_ = l_1658_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e3405 = l_mut_48_;
                                                                    float l_1666_ = asfloat(_e3405);
                                                                    uint l_1667_ = asuint(l_1666_);
                                                                    double l_1668_ = double(l_1666_);
                                                                    l_mut_1170_ = l_1668_;
                                                                    uint l_1669_ = (l_1667_ & 2139095040u);
                                                                    bool l_1670_ = (l_1669_ == 0u);
                                                                    if (l_1670_) {
                                                                        uint l_1671_ = (l_1667_ & 8388607u);
                                                                        double l_1672_ = double(l_1671_);
                                                                        double l_1673_ = (l_1672_ * 1.401298464324817e-45L);
                                                                        l_mut_1170_ = l_1673_;
                                                                        uint l_1674_ = (l_1667_ >> 31u);
                                                                        bool l_1675_ = (l_1674_ == 1u);
                                                                        if (l_1675_) {
                                                                            double _e3422 = l_mut_1170_;
                                                                            double l_1676_ = -(_e3422);
                                                                            l_mut_1170_ = l_1676_;
                                                                        }
                                                                    }
                                                                    double _e3424 = l_mut_1170_;
                                                                    bool l_1677_ = (_e3424 <= l_1624_);
                                                                    if (l_1677_) {
                                                                        uint l_1678_ = asuint(l_1630_);
                                                                        uint l_1679_ = (l_1678_ + 1u);
                                                                        l_mut_48_ = l_1679_;
                                                                        uint l_1680_ = (l_1678_ & 2147483647u);
                                                                        bool l_1681_ = (l_1680_ == 0u);
                                                                        if (l_1681_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_1682_ = (l_1678_ & 2147483648u);
                                                                            bool l_1683_ = (l_1682_ != 0u);
                                                                            if (l_1683_) {
                                                                                uint l_1684_ = (l_1678_ - 1u);
                                                                                l_mut_48_ = l_1684_;
                                                                            } else {
                                                                                bool l_1685_ = (l_1678_ == 2139095040u);
                                                                                if (l_1685_) {
                                                                                    l_mut_48_ = l_1678_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3442 = l_mut_48_;
                                                                        float l_1686_ = asfloat(_e3442);
                                                                        uint l_1687_ = asuint(l_1686_);
                                                                        double l_1688_ = double(l_1686_);
                                                                        l_mut_1170_ = l_1688_;
                                                                        uint l_1689_ = (l_1687_ & 2139095040u);
                                                                        bool l_1690_ = (l_1689_ == 0u);
                                                                        if (l_1690_) {
                                                                            uint l_1691_ = (l_1687_ & 8388607u);
                                                                            double l_1692_ = double(l_1691_);
                                                                            double l_1693_ = (l_1692_ * 1.401298464324817e-45L);
                                                                            l_mut_1170_ = l_1693_;
                                                                            uint l_1694_ = (l_1687_ >> 31u);
                                                                            bool l_1695_ = (l_1694_ == 1u);
                                                                            if (l_1695_) {
                                                                                double _e3459 = l_mut_1170_;
                                                                                double l_1696_ = -(_e3459);
                                                                                l_mut_1170_ = l_1696_;
                                                                            }
                                                                        }
                                                                        double _e3461 = l_mut_1170_;
                                                                        l_mut_1496_ = _e3461;
                                                                    }
                                                                }
                                                            }
                                                            double _e3462 = l_mut_1496_;
                                                            double l_1697_ = -(_e3462);
                                                            l_mut_1496_ = l_1697_;
                                                            if (true) {
                                                                local_66 = true;
                                                            } else {
                                                                local_66 = false;
                                                            }
                                                            bool l_1698_ = local_66;
                                                            if (l_1698_) {
                                                                double l_1699_ = (l_1619_ + l_1622_);
                                                                double l_1700_ = (l_1699_ * 7.1362384635298e44L);
                                                                double l_1701_ = floor(l_1700_);
                                                                double l_1702_ = (l_1701_ * 1.401298464324817e-45L);
                                                                l_mut_1170_ = l_1702_;
                                                                double l_1703_ = abs(l_1699_);
                                                                bool l_1704_ = (l_1703_ >= 1.1754943508222875e-38L);
                                                                if (l_1704_) {
                                                                    float l_1705_ = float(l_1699_);
                                                                    double l_1706_ = double(l_1705_);
                                                                    l_mut_1170_ = l_1706_;
                                                                    double _e3481 = l_mut_1170_;
                                                                    bool l_1707_ = (_e3481 > l_1699_);
                                                                    if (l_1707_) {
                                                                        uint l_1708_ = asuint(l_1705_);
                                                                        uint l_1709_ = (l_1708_ ^ 2147483648u);
                                                                        float l_1710_ = asfloat(l_1709_);
                                                                        uint l_1711_ = asuint(l_1710_);
                                                                        uint l_1712_ = (l_1711_ + 1u);
                                                                        l_mut_48_ = l_1712_;
                                                                        uint l_1713_ = (l_1711_ & 2147483647u);
                                                                        bool l_1714_ = (l_1713_ == 0u);
                                                                        if (l_1714_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_1715_ = (l_1711_ & 2147483648u);
                                                                            bool l_1716_ = (l_1715_ != 0u);
                                                                            if (l_1716_) {
                                                                                uint l_1717_ = (l_1711_ - 1u);
                                                                                l_mut_48_ = l_1717_;
                                                                            } else {
                                                                                bool l_1718_ = (l_1711_ == 2139095040u);
                                                                                if (l_1718_) {
                                                                                    l_mut_48_ = l_1711_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3503 = l_mut_48_;
                                                                        float l_1719_ = asfloat(_e3503);
                                                                        uint l_1720_ = asuint(l_1719_);
                                                                        uint l_1721_ = (l_1720_ ^ 2147483648u);
                                                                        float l_1722_ = asfloat(l_1721_);
                                                                        uint l_1723_ = asuint(l_1722_);
                                                                        double l_1724_ = double(l_1722_);
                                                                        l_mut_1725_ = l_1724_;
                                                                        uint l_1726_ = (l_1723_ & 2139095040u);
                                                                        bool l_1727_ = (l_1726_ == 0u);
                                                                        if (l_1727_) {
                                                                            uint l_1728_ = (l_1723_ & 8388607u);
                                                                            double l_1729_ = double(l_1728_);
                                                                            double l_1730_ = (l_1729_ * 1.401298464324817e-45L);
                                                                            l_mut_1725_ = l_1730_;
                                                                            uint l_1731_ = (l_1723_ >> 31u);
                                                                            bool l_1732_ = (l_1731_ == 1u);
                                                                            if (l_1732_) {
                                                                                double _e3524 = l_mut_1725_;
                                                                                double l_1733_ = -(_e3524);
                                                                                l_mut_1725_ = l_1733_;
                                                                            }
                                                                        }
                                                                        double _e3526 = l_mut_1725_;
                                                                        l_mut_1170_ = _e3526;
                                                                    } else {
                                                                        uint l_1734_ = asuint(l_1705_);
                                                                        uint l_1735_ = (l_1734_ + 1u);
                                                                        l_mut_48_ = l_1735_;
                                                                        uint l_1736_ = (l_1734_ & 2147483647u);
                                                                        bool l_1737_ = (l_1736_ == 0u);
                                                                        if (l_1737_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_1738_ = (l_1734_ & 2147483648u);
                                                                            bool l_1739_ = (l_1738_ != 0u);
                                                                            if (l_1739_) {
                                                                                uint l_1740_ = (l_1734_ - 1u);
                                                                                l_mut_48_ = l_1740_;
                                                                            } else {
                                                                                bool l_1741_ = (l_1734_ == 2139095040u);
                                                                                if (l_1741_) {
                                                                                    l_mut_48_ = l_1734_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3543 = l_mut_48_;
                                                                        float l_1742_ = asfloat(_e3543);
                                                                        uint l_1743_ = asuint(l_1742_);
                                                                        double l_1744_ = double(l_1742_);
                                                                        l_mut_1725_ = l_1744_;
                                                                        uint l_1745_ = (l_1743_ & 2139095040u);
                                                                        bool l_1746_ = (l_1745_ == 0u);
                                                                        if (l_1746_) {
                                                                            uint l_1747_ = (l_1743_ & 8388607u);
                                                                            double l_1748_ = double(l_1747_);
                                                                            double l_1749_ = (l_1748_ * 1.401298464324817e-45L);
                                                                            l_mut_1725_ = l_1749_;
                                                                            uint l_1750_ = (l_1743_ >> 31u);
                                                                            bool l_1751_ = (l_1750_ == 1u);
                                                                            if (l_1751_) {
                                                                                double _e3560 = l_mut_1725_;
                                                                                double l_1752_ = -(_e3560);
                                                                                l_mut_1725_ = l_1752_;
                                                                            }
                                                                        }
                                                                        double _e3562 = l_mut_1725_;
                                                                        bool l_1753_ = (_e3562 <= l_1699_);
                                                                        if (l_1753_) {
                                                                            uint l_1754_ = asuint(l_1705_);
                                                                            uint l_1755_ = (l_1754_ + 1u);
                                                                            l_mut_48_ = l_1755_;
                                                                            uint l_1756_ = (l_1754_ & 2147483647u);
                                                                            bool l_1757_ = (l_1756_ == 0u);
                                                                            if (l_1757_) {
                                                                                l_mut_48_ = 1u;
                                                                            } else {
                                                                                uint l_1758_ = (l_1754_ & 2147483648u);
                                                                                bool l_1759_ = (l_1758_ != 0u);
                                                                                if (l_1759_) {
                                                                                    uint l_1760_ = (l_1754_ - 1u);
                                                                                    l_mut_48_ = l_1760_;
                                                                                } else {
                                                                                    bool l_1761_ = (l_1754_ == 2139095040u);
                                                                                    if (l_1761_) {
                                                                                        l_mut_48_ = l_1754_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e3580 = l_mut_48_;
                                                                            float l_1762_ = asfloat(_e3580);
                                                                            uint l_1763_ = asuint(l_1762_);
                                                                            double l_1764_ = double(l_1762_);
                                                                            l_mut_1725_ = l_1764_;
                                                                            uint l_1765_ = (l_1763_ & 2139095040u);
                                                                            bool l_1766_ = (l_1765_ == 0u);
                                                                            if (l_1766_) {
                                                                                uint l_1767_ = (l_1763_ & 8388607u);
                                                                                double l_1768_ = double(l_1767_);
                                                                                double l_1769_ = (l_1768_ * 1.401298464324817e-45L);
                                                                                l_mut_1725_ = l_1769_;
                                                                                uint l_1770_ = (l_1763_ >> 31u);
                                                                                bool l_1771_ = (l_1770_ == 1u);
                                                                                if (l_1771_) {
                                                                                    double _e3597 = l_mut_1725_;
                                                                                    double l_1772_ = -(_e3597);
                                                                                    l_mut_1725_ = l_1772_;
                                                                                }
                                                                            }
                                                                            double _e3599 = l_mut_1725_;
                                                                            l_mut_1170_ = _e3599;
                                                                        }
                                                                    }
                                                                }
                                                                double _e3600 = l_mut_1170_;
                                                                l_mut_1496_ = _e3600;
                                                            } else {
                                                                double l_1773_ = (l_1619_ - l_1622_);
                                                                double l_1774_ = (l_1773_ * 7.1362384635298e44L);
                                                                double l_1775_ = floor(l_1774_);
                                                                double l_1776_ = (l_1775_ * 1.401298464324817e-45L);
                                                                l_mut_1725_ = l_1776_;
                                                                double l_1777_ = abs(l_1773_);
                                                                bool l_1778_ = (l_1777_ >= 1.1754943508222875e-38L);
                                                                if (l_1778_) {
                                                                    float l_1779_ = float(l_1773_);
                                                                    double l_1780_ = double(l_1779_);
                                                                    l_mut_1725_ = l_1780_;
                                                                    double _e3612 = l_mut_1725_;
                                                                    bool l_1781_ = (_e3612 > l_1773_);
                                                                    if (l_1781_) {
                                                                        uint l_1782_ = asuint(l_1779_);
                                                                        uint l_1783_ = (l_1782_ ^ 2147483648u);
                                                                        float l_1784_ = asfloat(l_1783_);
                                                                        uint l_1785_ = asuint(l_1784_);
                                                                        uint l_1786_ = (l_1785_ + 1u);
                                                                        l_mut_48_ = l_1786_;
                                                                        uint l_1787_ = (l_1785_ & 2147483647u);
                                                                        bool l_1788_ = (l_1787_ == 0u);
                                                                        if (l_1788_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_1789_ = (l_1785_ & 2147483648u);
                                                                            bool l_1790_ = (l_1789_ != 0u);
                                                                            if (l_1790_) {
                                                                                uint l_1791_ = (l_1785_ - 1u);
                                                                                l_mut_48_ = l_1791_;
                                                                            } else {
                                                                                bool l_1792_ = (l_1785_ == 2139095040u);
                                                                                if (l_1792_) {
                                                                                    l_mut_48_ = l_1785_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3634 = l_mut_48_;
                                                                        float l_1793_ = asfloat(_e3634);
                                                                        uint l_1794_ = asuint(l_1793_);
                                                                        uint l_1795_ = (l_1794_ ^ 2147483648u);
                                                                        float l_1796_ = asfloat(l_1795_);
                                                                        uint l_1797_ = asuint(l_1796_);
                                                                        double l_1798_ = double(l_1796_);
                                                                        l_mut_1170_ = l_1798_;
                                                                        uint l_1799_ = (l_1797_ & 2139095040u);
                                                                        bool l_1800_ = (l_1799_ == 0u);
                                                                        if (l_1800_) {
                                                                            uint l_1801_ = (l_1797_ & 8388607u);
                                                                            double l_1802_ = double(l_1801_);
                                                                            double l_1803_ = (l_1802_ * 1.401298464324817e-45L);
                                                                            l_mut_1170_ = l_1803_;
                                                                            uint l_1804_ = (l_1797_ >> 31u);
                                                                            bool l_1805_ = (l_1804_ == 1u);
                                                                            if (l_1805_) {
                                                                                double _e3655 = l_mut_1170_;
                                                                                double l_1806_ = -(_e3655);
                                                                                l_mut_1170_ = l_1806_;
                                                                            }
                                                                        }
                                                                        double _e3657 = l_mut_1170_;
                                                                        l_mut_1725_ = _e3657;
                                                                    } else {
                                                                        uint l_1807_ = asuint(l_1779_);
                                                                        uint l_1808_ = (l_1807_ + 1u);
                                                                        l_mut_48_ = l_1808_;
                                                                        uint l_1809_ = (l_1807_ & 2147483647u);
                                                                        bool l_1810_ = (l_1809_ == 0u);
                                                                        if (l_1810_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_1811_ = (l_1807_ & 2147483648u);
                                                                            bool l_1812_ = (l_1811_ != 0u);
                                                                            if (l_1812_) {
                                                                                uint l_1813_ = (l_1807_ - 1u);
                                                                                l_mut_48_ = l_1813_;
                                                                            } else {
                                                                                bool l_1814_ = (l_1807_ == 2139095040u);
                                                                                if (l_1814_) {
                                                                                    l_mut_48_ = l_1807_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3674 = l_mut_48_;
                                                                        float l_1815_ = asfloat(_e3674);
                                                                        uint l_1816_ = asuint(l_1815_);
                                                                        double l_1817_ = double(l_1815_);
                                                                        l_mut_1170_ = l_1817_;
                                                                        uint l_1818_ = (l_1816_ & 2139095040u);
                                                                        bool l_1819_ = (l_1818_ == 0u);
                                                                        if (l_1819_) {
                                                                            uint l_1820_ = (l_1816_ & 8388607u);
                                                                            double l_1821_ = double(l_1820_);
                                                                            double l_1822_ = (l_1821_ * 1.401298464324817e-45L);
                                                                            l_mut_1170_ = l_1822_;
                                                                            uint l_1823_ = (l_1816_ >> 31u);
                                                                            bool l_1824_ = (l_1823_ == 1u);
                                                                            if (l_1824_) {
                                                                                double _e3691 = l_mut_1170_;
                                                                                double l_1825_ = -(_e3691);
                                                                                l_mut_1170_ = l_1825_;
                                                                            }
                                                                        }
                                                                        double _e3693 = l_mut_1170_;
                                                                        bool l_1826_ = (_e3693 <= l_1773_);
                                                                        if (l_1826_) {
                                                                            uint l_1827_ = asuint(l_1779_);
                                                                            uint l_1828_ = (l_1827_ + 1u);
                                                                            l_mut_48_ = l_1828_;
                                                                            uint l_1829_ = (l_1827_ & 2147483647u);
                                                                            bool l_1830_ = (l_1829_ == 0u);
                                                                            if (l_1830_) {
                                                                                l_mut_48_ = 1u;
                                                                            } else {
                                                                                uint l_1831_ = (l_1827_ & 2147483648u);
                                                                                bool l_1832_ = (l_1831_ != 0u);
                                                                                if (l_1832_) {
                                                                                    uint l_1833_ = (l_1827_ - 1u);
                                                                                    l_mut_48_ = l_1833_;
                                                                                } else {
                                                                                    bool l_1834_ = (l_1827_ == 2139095040u);
                                                                                    if (l_1834_) {
                                                                                        l_mut_48_ = l_1827_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e3711 = l_mut_48_;
                                                                            float l_1835_ = asfloat(_e3711);
                                                                            uint l_1836_ = asuint(l_1835_);
                                                                            double l_1837_ = double(l_1835_);
                                                                            l_mut_1170_ = l_1837_;
                                                                            uint l_1838_ = (l_1836_ & 2139095040u);
                                                                            bool l_1839_ = (l_1838_ == 0u);
                                                                            if (l_1839_) {
                                                                                uint l_1840_ = (l_1836_ & 8388607u);
                                                                                double l_1841_ = double(l_1840_);
                                                                                double l_1842_ = (l_1841_ * 1.401298464324817e-45L);
                                                                                l_mut_1170_ = l_1842_;
                                                                                uint l_1843_ = (l_1836_ >> 31u);
                                                                                bool l_1844_ = (l_1843_ == 1u);
                                                                                if (l_1844_) {
                                                                                    double _e3728 = l_mut_1170_;
                                                                                    double l_1845_ = -(_e3728);
                                                                                    l_mut_1170_ = l_1845_;
                                                                                }
                                                                            }
                                                                            double _e3730 = l_mut_1170_;
                                                                            l_mut_1725_ = _e3730;
                                                                        }
                                                                    }
                                                                }
                                                                double _e3731 = l_mut_1725_;
                                                                l_mut_1496_ = _e3731;
                                                            }
                                                            double _e3732 = l_mut_61_;
                                                            double l_1846_ = (_e3732 + l_19_);
                                                            double l_1847_ = abs(l_1846_);
                                                            double l_1848_ = (l_1847_ * 2.220446049250313e-16L);
                                                            double l_1849_ = (l_1160_ + l_1848_);
                                                            double l_1850_ = (l_1846_ + l_1849_);
                                                            double l_1851_ = -(l_1850_);
                                                            double l_1852_ = (l_1851_ * 7.1362384635298e44L);
                                                            double l_1853_ = floor(l_1852_);
                                                            double l_1854_ = (l_1853_ * 1.401298464324817e-45L);
                                                            l_mut_1725_ = l_1854_;
                                                            double l_1855_ = abs(l_1851_);
                                                            bool l_1856_ = (l_1855_ >= 1.1754943508222875e-38L);
                                                            if (l_1856_) {
                                                                float l_1857_ = float(l_1851_);
                                                                double l_1858_ = double(l_1857_);
                                                                l_mut_1725_ = l_1858_;
                                                                double _e3750 = l_mut_1725_;
                                                                bool l_1859_ = (_e3750 > l_1851_);
                                                                if (l_1859_) {
                                                                    uint l_1860_ = asuint(l_1857_);
                                                                    uint l_1861_ = (l_1860_ ^ 2147483648u);
                                                                    float l_1862_ = asfloat(l_1861_);
                                                                    uint l_1863_ = asuint(l_1862_);
                                                                    uint l_1864_ = (l_1863_ + 1u);
                                                                    l_mut_48_ = l_1864_;
                                                                    uint l_1865_ = (l_1863_ & 2147483647u);
                                                                    bool l_1866_ = (l_1865_ == 0u);
                                                                    if (l_1866_) {
                                                                        l_mut_48_ = 1u;
                                                                    } else {
                                                                        uint l_1867_ = (l_1863_ & 2147483648u);
                                                                        bool l_1868_ = (l_1867_ != 0u);
                                                                        if (l_1868_) {
                                                                            uint l_1869_ = (l_1863_ - 1u);
                                                                            l_mut_48_ = l_1869_;
                                                                        } else {
                                                                            bool l_1870_ = (l_1863_ == 2139095040u);
                                                                            if (l_1870_) {
                                                                                l_mut_48_ = l_1863_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e3772 = l_mut_48_;
                                                                    float l_1871_ = asfloat(_e3772);
                                                                    uint l_1872_ = asuint(l_1871_);
                                                                    uint l_1873_ = (l_1872_ ^ 2147483648u);
                                                                    float l_1874_ = asfloat(l_1873_);
                                                                    uint l_1875_ = asuint(l_1874_);
                                                                    double l_1876_ = double(l_1874_);
                                                                    l_mut_1170_ = l_1876_;
                                                                    uint l_1877_ = (l_1875_ & 2139095040u);
                                                                    bool l_1878_ = (l_1877_ == 0u);
                                                                    if (l_1878_) {
                                                                        uint l_1879_ = (l_1875_ & 8388607u);
                                                                        double l_1880_ = double(l_1879_);
                                                                        double l_1881_ = (l_1880_ * 1.401298464324817e-45L);
                                                                        l_mut_1170_ = l_1881_;
                                                                        uint l_1882_ = (l_1875_ >> 31u);
                                                                        bool l_1883_ = (l_1882_ == 1u);
                                                                        if (l_1883_) {
                                                                            double _e3793 = l_mut_1170_;
                                                                            double l_1884_ = -(_e3793);
                                                                            l_mut_1170_ = l_1884_;
                                                                        }
                                                                    }
                                                                    double _e3795 = l_mut_1170_;
                                                                    l_mut_1725_ = _e3795;
                                                                } else {
                                                                    uint l_1885_ = asuint(l_1857_);
                                                                    uint l_1886_ = (l_1885_ + 1u);
                                                                    l_mut_48_ = l_1886_;
                                                                    uint l_1887_ = (l_1885_ & 2147483647u);
                                                                    bool l_1888_ = (l_1887_ == 0u);
                                                                    if (l_1888_) {
                                                                        l_mut_48_ = 1u;
                                                                    } else {
                                                                        uint l_1889_ = (l_1885_ & 2147483648u);
                                                                        bool l_1890_ = (l_1889_ != 0u);
                                                                        if (l_1890_) {
                                                                            uint l_1891_ = (l_1885_ - 1u);
                                                                            l_mut_48_ = l_1891_;
                                                                        } else {
                                                                            bool l_1892_ = (l_1885_ == 2139095040u);
                                                                            if (l_1892_) {
                                                                                l_mut_48_ = l_1885_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e3812 = l_mut_48_;
                                                                    float l_1893_ = asfloat(_e3812);
                                                                    uint l_1894_ = asuint(l_1893_);
                                                                    double l_1895_ = double(l_1893_);
                                                                    l_mut_1170_ = l_1895_;
                                                                    uint l_1896_ = (l_1894_ & 2139095040u);
                                                                    bool l_1897_ = (l_1896_ == 0u);
                                                                    if (l_1897_) {
                                                                        uint l_1898_ = (l_1894_ & 8388607u);
                                                                        double l_1899_ = double(l_1898_);
                                                                        double l_1900_ = (l_1899_ * 1.401298464324817e-45L);
                                                                        l_mut_1170_ = l_1900_;
                                                                        uint l_1901_ = (l_1894_ >> 31u);
                                                                        bool l_1902_ = (l_1901_ == 1u);
                                                                        if (l_1902_) {
                                                                            double _e3829 = l_mut_1170_;
                                                                            double l_1903_ = -(_e3829);
                                                                            l_mut_1170_ = l_1903_;
                                                                        }
                                                                    }
                                                                    double _e3831 = l_mut_1170_;
                                                                    bool l_1904_ = (_e3831 <= l_1851_);
                                                                    if (l_1904_) {
                                                                        uint l_1905_ = asuint(l_1857_);
                                                                        uint l_1906_ = (l_1905_ + 1u);
                                                                        l_mut_48_ = l_1906_;
                                                                        uint l_1907_ = (l_1905_ & 2147483647u);
                                                                        bool l_1908_ = (l_1907_ == 0u);
                                                                        if (l_1908_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_1909_ = (l_1905_ & 2147483648u);
                                                                            bool l_1910_ = (l_1909_ != 0u);
                                                                            if (l_1910_) {
                                                                                uint l_1911_ = (l_1905_ - 1u);
                                                                                l_mut_48_ = l_1911_;
                                                                            } else {
                                                                                bool l_1912_ = (l_1905_ == 2139095040u);
                                                                                if (l_1912_) {
                                                                                    l_mut_48_ = l_1905_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3849 = l_mut_48_;
                                                                        float l_1913_ = asfloat(_e3849);
                                                                        uint l_1914_ = asuint(l_1913_);
                                                                        double l_1915_ = double(l_1913_);
                                                                        l_mut_1170_ = l_1915_;
                                                                        uint l_1916_ = (l_1914_ & 2139095040u);
                                                                        bool l_1917_ = (l_1916_ == 0u);
                                                                        if (l_1917_) {
                                                                            uint l_1918_ = (l_1914_ & 8388607u);
                                                                            double l_1919_ = double(l_1918_);
                                                                            double l_1920_ = (l_1919_ * 1.401298464324817e-45L);
                                                                            l_mut_1170_ = l_1920_;
                                                                            uint l_1921_ = (l_1914_ >> 31u);
                                                                            bool l_1922_ = (l_1921_ == 1u);
                                                                            if (l_1922_) {
                                                                                double _e3866 = l_mut_1170_;
                                                                                double l_1923_ = -(_e3866);
                                                                                l_mut_1170_ = l_1923_;
                                                                            }
                                                                        }
                                                                        double _e3868 = l_mut_1170_;
                                                                        l_mut_1725_ = _e3868;
                                                                    }
                                                                }
                                                            }
                                                            double _e3869 = l_mut_1725_;
                                                            double l_1924_ = -(_e3869);
                                                            l_mut_1725_ = l_1924_;
                                                            if (false) {
                                                                local_67 = true;
                                                            } else {
                                                                local_67 = false;
                                                            }
                                                            bool l_1925_ = local_67;
                                                            if (l_1925_) {
                                                                double l_1926_ = (l_1846_ + l_1849_);
                                                                double l_1927_ = (l_1926_ * 7.1362384635298e44L);
                                                                double l_1928_ = floor(l_1927_);
                                                                double l_1929_ = (l_1928_ * 1.401298464324817e-45L);
                                                                l_mut_1170_ = l_1929_;
                                                                double l_1930_ = abs(l_1926_);
                                                                bool l_1931_ = (l_1930_ >= 1.1754943508222875e-38L);
                                                                if (l_1931_) {
                                                                    float l_1932_ = float(l_1926_);
                                                                    double l_1933_ = double(l_1932_);
                                                                    l_mut_1170_ = l_1933_;
                                                                    double _e3888 = l_mut_1170_;
                                                                    bool l_1934_ = (_e3888 > l_1926_);
                                                                    if (l_1934_) {
                                                                        uint l_1935_ = asuint(l_1932_);
                                                                        uint l_1936_ = (l_1935_ ^ 2147483648u);
                                                                        float l_1937_ = asfloat(l_1936_);
                                                                        uint l_1938_ = asuint(l_1937_);
                                                                        uint l_1939_ = (l_1938_ + 1u);
                                                                        l_mut_48_ = l_1939_;
                                                                        uint l_1940_ = (l_1938_ & 2147483647u);
                                                                        bool l_1941_ = (l_1940_ == 0u);
                                                                        if (l_1941_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_1942_ = (l_1938_ & 2147483648u);
                                                                            bool l_1943_ = (l_1942_ != 0u);
                                                                            if (l_1943_) {
                                                                                uint l_1944_ = (l_1938_ - 1u);
                                                                                l_mut_48_ = l_1944_;
                                                                            } else {
                                                                                bool l_1945_ = (l_1938_ == 2139095040u);
                                                                                if (l_1945_) {
                                                                                    l_mut_48_ = l_1938_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3910 = l_mut_48_;
                                                                        float l_1946_ = asfloat(_e3910);
                                                                        uint l_1947_ = asuint(l_1946_);
                                                                        uint l_1948_ = (l_1947_ ^ 2147483648u);
                                                                        float l_1949_ = asfloat(l_1948_);
                                                                        uint l_1950_ = asuint(l_1949_);
                                                                        double l_1951_ = double(l_1949_);
                                                                        l_mut_1952_ = l_1951_;
                                                                        uint l_1953_ = (l_1950_ & 2139095040u);
                                                                        bool l_1954_ = (l_1953_ == 0u);
                                                                        if (l_1954_) {
                                                                            uint l_1955_ = (l_1950_ & 8388607u);
                                                                            double l_1956_ = double(l_1955_);
                                                                            double l_1957_ = (l_1956_ * 1.401298464324817e-45L);
                                                                            l_mut_1952_ = l_1957_;
                                                                            uint l_1958_ = (l_1950_ >> 31u);
                                                                            bool l_1959_ = (l_1958_ == 1u);
                                                                            if (l_1959_) {
                                                                                double _e3931 = l_mut_1952_;
                                                                                double l_1960_ = -(_e3931);
                                                                                l_mut_1952_ = l_1960_;
                                                                            }
                                                                        }
                                                                        double _e3933 = l_mut_1952_;
                                                                        l_mut_1170_ = _e3933;
                                                                    } else {
                                                                        uint l_1961_ = asuint(l_1932_);
                                                                        uint l_1962_ = (l_1961_ + 1u);
                                                                        l_mut_48_ = l_1962_;
                                                                        uint l_1963_ = (l_1961_ & 2147483647u);
                                                                        bool l_1964_ = (l_1963_ == 0u);
                                                                        if (l_1964_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_1965_ = (l_1961_ & 2147483648u);
                                                                            bool l_1966_ = (l_1965_ != 0u);
                                                                            if (l_1966_) {
                                                                                uint l_1967_ = (l_1961_ - 1u);
                                                                                l_mut_48_ = l_1967_;
                                                                            } else {
                                                                                bool l_1968_ = (l_1961_ == 2139095040u);
                                                                                if (l_1968_) {
                                                                                    l_mut_48_ = l_1961_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3950 = l_mut_48_;
                                                                        float l_1969_ = asfloat(_e3950);
                                                                        uint l_1970_ = asuint(l_1969_);
                                                                        double l_1971_ = double(l_1969_);
                                                                        l_mut_1952_ = l_1971_;
                                                                        uint l_1972_ = (l_1970_ & 2139095040u);
                                                                        bool l_1973_ = (l_1972_ == 0u);
                                                                        if (l_1973_) {
                                                                            uint l_1974_ = (l_1970_ & 8388607u);
                                                                            double l_1975_ = double(l_1974_);
                                                                            double l_1976_ = (l_1975_ * 1.401298464324817e-45L);
                                                                            l_mut_1952_ = l_1976_;
                                                                            uint l_1977_ = (l_1970_ >> 31u);
                                                                            bool l_1978_ = (l_1977_ == 1u);
                                                                            if (l_1978_) {
                                                                                double _e3967 = l_mut_1952_;
                                                                                double l_1979_ = -(_e3967);
                                                                                l_mut_1952_ = l_1979_;
                                                                            }
                                                                        }
                                                                        double _e3969 = l_mut_1952_;
                                                                        bool l_1980_ = (_e3969 <= l_1926_);
                                                                        if (l_1980_) {
                                                                            uint l_1981_ = asuint(l_1932_);
                                                                            uint l_1982_ = (l_1981_ + 1u);
                                                                            l_mut_48_ = l_1982_;
                                                                            uint l_1983_ = (l_1981_ & 2147483647u);
                                                                            bool l_1984_ = (l_1983_ == 0u);
                                                                            if (l_1984_) {
                                                                                l_mut_48_ = 1u;
                                                                            } else {
                                                                                uint l_1985_ = (l_1981_ & 2147483648u);
                                                                                bool l_1986_ = (l_1985_ != 0u);
                                                                                if (l_1986_) {
                                                                                    uint l_1987_ = (l_1981_ - 1u);
                                                                                    l_mut_48_ = l_1987_;
                                                                                } else {
                                                                                    bool l_1988_ = (l_1981_ == 2139095040u);
                                                                                    if (l_1988_) {
                                                                                        l_mut_48_ = l_1981_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e3987 = l_mut_48_;
                                                                            float l_1989_ = asfloat(_e3987);
                                                                            uint l_1990_ = asuint(l_1989_);
                                                                            double l_1991_ = double(l_1989_);
                                                                            l_mut_1952_ = l_1991_;
                                                                            uint l_1992_ = (l_1990_ & 2139095040u);
                                                                            bool l_1993_ = (l_1992_ == 0u);
                                                                            if (l_1993_) {
                                                                                uint l_1994_ = (l_1990_ & 8388607u);
                                                                                double l_1995_ = double(l_1994_);
                                                                                double l_1996_ = (l_1995_ * 1.401298464324817e-45L);
                                                                                l_mut_1952_ = l_1996_;
                                                                                uint l_1997_ = (l_1990_ >> 31u);
                                                                                bool l_1998_ = (l_1997_ == 1u);
                                                                                if (l_1998_) {
                                                                                    double _e4004 = l_mut_1952_;
                                                                                    double l_1999_ = -(_e4004);
                                                                                    l_mut_1952_ = l_1999_;
                                                                                }
                                                                            }
                                                                            double _e4006 = l_mut_1952_;
                                                                            l_mut_1170_ = _e4006;
                                                                        }
                                                                    }
                                                                }
                                                                double _e4007 = l_mut_1170_;
                                                                l_mut_1725_ = _e4007;
                                                            } else {
                                                                double l_2000_ = (l_1846_ - l_1849_);
                                                                double l_2001_ = -(l_2000_);
                                                                double l_2002_ = (l_2001_ * 7.1362384635298e44L);
                                                                double l_2003_ = floor(l_2002_);
                                                                double l_2004_ = (l_2003_ * 1.401298464324817e-45L);
                                                                l_mut_1952_ = l_2004_;
                                                                double l_2005_ = abs(l_2001_);
                                                                bool l_2006_ = (l_2005_ >= 1.1754943508222875e-38L);
                                                                if (l_2006_) {
                                                                    float l_2007_ = float(l_2001_);
                                                                    double l_2008_ = double(l_2007_);
                                                                    l_mut_1952_ = l_2008_;
                                                                    double _e4020 = l_mut_1952_;
                                                                    bool l_2009_ = (_e4020 > l_2001_);
                                                                    if (l_2009_) {
                                                                        uint l_2010_ = asuint(l_2007_);
                                                                        uint l_2011_ = (l_2010_ ^ 2147483648u);
                                                                        float l_2012_ = asfloat(l_2011_);
                                                                        uint l_2013_ = asuint(l_2012_);
                                                                        uint l_2014_ = (l_2013_ + 1u);
                                                                        l_mut_48_ = l_2014_;
                                                                        uint l_2015_ = (l_2013_ & 2147483647u);
                                                                        bool l_2016_ = (l_2015_ == 0u);
                                                                        if (l_2016_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_2017_ = (l_2013_ & 2147483648u);
                                                                            bool l_2018_ = (l_2017_ != 0u);
                                                                            if (l_2018_) {
                                                                                uint l_2019_ = (l_2013_ - 1u);
                                                                                l_mut_48_ = l_2019_;
                                                                            } else {
                                                                                bool l_2020_ = (l_2013_ == 2139095040u);
                                                                                if (l_2020_) {
                                                                                    l_mut_48_ = l_2013_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e4042 = l_mut_48_;
                                                                        float l_2021_ = asfloat(_e4042);
                                                                        uint l_2022_ = asuint(l_2021_);
                                                                        uint l_2023_ = (l_2022_ ^ 2147483648u);
                                                                        float l_2024_ = asfloat(l_2023_);
                                                                        uint l_2025_ = asuint(l_2024_);
                                                                        double l_2026_ = double(l_2024_);
                                                                        l_mut_1170_ = l_2026_;
                                                                        uint l_2027_ = (l_2025_ & 2139095040u);
                                                                        bool l_2028_ = (l_2027_ == 0u);
                                                                        if (l_2028_) {
                                                                            uint l_2029_ = (l_2025_ & 8388607u);
                                                                            double l_2030_ = double(l_2029_);
                                                                            double l_2031_ = (l_2030_ * 1.401298464324817e-45L);
                                                                            l_mut_1170_ = l_2031_;
                                                                            uint l_2032_ = (l_2025_ >> 31u);
                                                                            bool l_2033_ = (l_2032_ == 1u);
                                                                            if (l_2033_) {
                                                                                double _e4063 = l_mut_1170_;
                                                                                double l_2034_ = -(_e4063);
                                                                                l_mut_1170_ = l_2034_;
                                                                            }
                                                                        }
                                                                        double _e4065 = l_mut_1170_;
                                                                        l_mut_1952_ = _e4065;
                                                                    } else {
                                                                        uint l_2035_ = asuint(l_2007_);
                                                                        uint l_2036_ = (l_2035_ + 1u);
                                                                        l_mut_48_ = l_2036_;
                                                                        uint l_2037_ = (l_2035_ & 2147483647u);
                                                                        bool l_2038_ = (l_2037_ == 0u);
                                                                        if (l_2038_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_2039_ = (l_2035_ & 2147483648u);
                                                                            bool l_2040_ = (l_2039_ != 0u);
                                                                            if (l_2040_) {
                                                                                uint l_2041_ = (l_2035_ - 1u);
                                                                                l_mut_48_ = l_2041_;
                                                                            } else {
                                                                                bool l_2042_ = (l_2035_ == 2139095040u);
                                                                                if (l_2042_) {
                                                                                    l_mut_48_ = l_2035_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e4082 = l_mut_48_;
                                                                        float l_2043_ = asfloat(_e4082);
                                                                        uint l_2044_ = asuint(l_2043_);
                                                                        double l_2045_ = double(l_2043_);
                                                                        l_mut_1170_ = l_2045_;
                                                                        uint l_2046_ = (l_2044_ & 2139095040u);
                                                                        bool l_2047_ = (l_2046_ == 0u);
                                                                        if (l_2047_) {
                                                                            uint l_2048_ = (l_2044_ & 8388607u);
                                                                            double l_2049_ = double(l_2048_);
                                                                            double l_2050_ = (l_2049_ * 1.401298464324817e-45L);
                                                                            l_mut_1170_ = l_2050_;
                                                                            uint l_2051_ = (l_2044_ >> 31u);
                                                                            bool l_2052_ = (l_2051_ == 1u);
                                                                            if (l_2052_) {
                                                                                double _e4099 = l_mut_1170_;
                                                                                double l_2053_ = -(_e4099);
                                                                                l_mut_1170_ = l_2053_;
                                                                            }
                                                                        }
                                                                        double _e4101 = l_mut_1170_;
                                                                        bool l_2054_ = (_e4101 <= l_2001_);
                                                                        if (l_2054_) {
                                                                            uint l_2055_ = asuint(l_2007_);
                                                                            uint l_2056_ = (l_2055_ + 1u);
                                                                            l_mut_48_ = l_2056_;
                                                                            uint l_2057_ = (l_2055_ & 2147483647u);
                                                                            bool l_2058_ = (l_2057_ == 0u);
                                                                            if (l_2058_) {
                                                                                l_mut_48_ = 1u;
                                                                            } else {
                                                                                uint l_2059_ = (l_2055_ & 2147483648u);
                                                                                bool l_2060_ = (l_2059_ != 0u);
                                                                                if (l_2060_) {
                                                                                    uint l_2061_ = (l_2055_ - 1u);
                                                                                    l_mut_48_ = l_2061_;
                                                                                } else {
                                                                                    bool l_2062_ = (l_2055_ == 2139095040u);
                                                                                    if (l_2062_) {
                                                                                        l_mut_48_ = l_2055_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e4119 = l_mut_48_;
                                                                            float l_2063_ = asfloat(_e4119);
                                                                            uint l_2064_ = asuint(l_2063_);
                                                                            double l_2065_ = double(l_2063_);
                                                                            l_mut_1170_ = l_2065_;
                                                                            uint l_2066_ = (l_2064_ & 2139095040u);
                                                                            bool l_2067_ = (l_2066_ == 0u);
                                                                            if (l_2067_) {
                                                                                uint l_2068_ = (l_2064_ & 8388607u);
                                                                                double l_2069_ = double(l_2068_);
                                                                                double l_2070_ = (l_2069_ * 1.401298464324817e-45L);
                                                                                l_mut_1170_ = l_2070_;
                                                                                uint l_2071_ = (l_2064_ >> 31u);
                                                                                bool l_2072_ = (l_2071_ == 1u);
                                                                                if (l_2072_) {
                                                                                    double _e4136 = l_mut_1170_;
                                                                                    double l_2073_ = -(_e4136);
                                                                                    l_mut_1170_ = l_2073_;
                                                                                }
                                                                            }
                                                                            double _e4138 = l_mut_1170_;
                                                                            l_mut_1952_ = _e4138;
                                                                        }
                                                                    }
                                                                }
                                                                double _e4139 = l_mut_1952_;
                                                                double l_2074_ = -(_e4139);
                                                                l_mut_1725_ = l_2074_;
                                                            }
                                                            l_mut_48_ = 0u;
                                                            double _e4142 = l_mut_1496_;
                                                            bool l_2075_ = (_e4142 <= 0.0L);
                                                            double _e4145 = l_mut_1725_;
                                                            bool l_2076_ = (_e4145 >= 0.0L);
                                                            if (l_2075_) {
                                                                local_68 = l_2076_;
                                                            } else {
                                                                local_68 = false;
                                                            }
                                                            bool l_2077_ = local_68;
                                                            bool l_2078_ = !(l_2077_);
                                                            if (l_2078_) {
                                                                double _e4153 = l_mut_1193_;
                                                                double _e4154 = l_mut_1496_;
                                                                double l_2080_ = (_e4153 / _e4154);
                                                                double _e4156 = l_mut_1193_;
                                                                double _e4157 = l_mut_1725_;
                                                                double l_2081_ = (_e4156 / _e4157);
                                                                double _e4159 = l_mut_1269_;
                                                                double _e4160 = l_mut_1496_;
                                                                double l_2082_ = (_e4159 / _e4160);
                                                                double _e4162 = l_mut_1269_;
                                                                double _e4163 = l_mut_1725_;
                                                                double l_2083_ = (_e4162 / _e4163);
                                                                a_2079_[0] = l_2080_;
                                                                a_2079_[1] = l_2080_;
                                                                double l_2084_ = a_2079_[0];
                                                                bool l_2085_ = (l_2081_ < l_2084_);
                                                                if (l_2085_) {
                                                                    a_2079_[0] = l_2081_;
                                                                }
                                                                double l_2086_ = a_2079_[0];
                                                                bool l_2087_ = (l_2082_ < l_2086_);
                                                                if (l_2087_) {
                                                                    a_2079_[0] = l_2082_;
                                                                }
                                                                double l_2088_ = a_2079_[0];
                                                                bool l_2089_ = (l_2083_ < l_2088_);
                                                                if (l_2089_) {
                                                                    a_2079_[0] = l_2083_;
                                                                }
                                                                double l_2090_ = a_2079_[1];
                                                                bool l_2091_ = (l_2081_ > l_2090_);
                                                                if (l_2091_) {
                                                                    a_2079_[1] = l_2081_;
                                                                }
                                                                double l_2092_ = a_2079_[1];
                                                                bool l_2093_ = (l_2082_ > l_2092_);
                                                                if (l_2093_) {
                                                                    a_2079_[1] = l_2082_;
                                                                }
                                                                double l_2094_ = a_2079_[1];
                                                                bool l_2095_ = (l_2083_ > l_2094_);
                                                                if (l_2095_) {
                                                                    a_2079_[1] = l_2083_;
                                                                }
                                                                double l_2096_ = a_2079_[0];
                                                                double l_2097_ = abs(l_2096_);
                                                                double _e4194 = l_mut_38_;
                                                                double l_2098_ = (l_2097_ * _e4194);
                                                                double l_2099_ = a_2079_[1];
                                                                double l_2100_ = abs(l_2099_);
                                                                double _e4199 = l_mut_38_;
                                                                double l_2101_ = (l_2100_ * _e4199);
                                                                l_mut_48_ = 2u;
                                                                double l_2102_ = a_2079_[0];
                                                                double l_2103_ = (l_2102_ - l_2098_);
                                                                double l_2104_ = abs(l_2103_);
                                                                l_mut_1952_ = 1.401298464324817e-45L;
                                                                bool l_2105_ = (l_2104_ >= 1.1754943508222875e-38L);
                                                                bool l_2106_ = (l_2104_ <= 1.7976931348623157e308L);
                                                                if (l_2105_) {
                                                                    local_69 = l_2106_;
                                                                } else {
                                                                    local_69 = false;
                                                                }
                                                                bool l_2107_ = local_69;
                                                                if (l_2107_) {
                                                                    uint64_t l_2108_ = l_2104_;
                                                                    uint64_t l_2109_ = (l_2108_ >> uint(52uL));
                                                                    uint64_t l_2110_ = (l_2109_ - 23uL);
                                                                    uint64_t l_2111_ = (l_2110_ << uint(52uL));
                                                                    double l_2112_ = l_2111_;
                                                                    l_mut_1952_ = l_2112_;
                                                                }
                                                                double l_2113_ = (l_2102_ + l_2098_);
                                                                double l_2114_ = abs(l_2113_);
                                                                l_mut_1725_ = 1.401298464324817e-45L;
                                                                bool l_2115_ = (l_2114_ >= 1.1754943508222875e-38L);
                                                                bool l_2116_ = (l_2114_ <= 1.7976931348623157e308L);
                                                                if (l_2115_) {
                                                                    local_70 = l_2116_;
                                                                } else {
                                                                    local_70 = false;
                                                                }
                                                                bool l_2117_ = local_70;
                                                                if (l_2117_) {
                                                                    uint64_t l_2118_ = l_2114_;
                                                                    uint64_t l_2119_ = (l_2118_ >> uint(52uL));
                                                                    uint64_t l_2120_ = (l_2119_ - 23uL);
                                                                    uint64_t l_2121_ = (l_2120_ << uint(52uL));
                                                                    double l_2122_ = l_2121_;
                                                                    l_mut_1725_ = l_2122_;
                                                                }
                                                                double _e4250 = l_mut_1952_;
                                                                double _e4251 = l_mut_1725_;
                                                                bool l_2123_ = (_e4250 == _e4251);
                                                                double l_2124_ = a_2079_[1];
                                                                double l_2125_ = (l_2124_ - l_2101_);
                                                                double l_2126_ = abs(l_2125_);
                                                                l_mut_1952_ = 1.401298464324817e-45L;
                                                                bool l_2127_ = (l_2126_ >= 1.1754943508222875e-38L);
                                                                bool l_2128_ = (l_2126_ <= 1.7976931348623157e308L);
                                                                if (l_2127_) {
                                                                    local_71 = l_2128_;
                                                                } else {
                                                                    local_71 = false;
                                                                }
                                                                bool l_2129_ = local_71;
                                                                if (l_2129_) {
                                                                    uint64_t l_2130_ = l_2126_;
                                                                    uint64_t l_2131_ = (l_2130_ >> uint(52uL));
                                                                    uint64_t l_2132_ = (l_2131_ - 23uL);
                                                                    uint64_t l_2133_ = (l_2132_ << uint(52uL));
                                                                    double l_2134_ = l_2133_;
                                                                    l_mut_1952_ = l_2134_;
                                                                }
                                                                double l_2135_ = (l_2124_ + l_2101_);
                                                                double l_2136_ = abs(l_2135_);
                                                                l_mut_1725_ = 1.401298464324817e-45L;
                                                                bool l_2137_ = (l_2136_ >= 1.1754943508222875e-38L);
                                                                bool l_2138_ = (l_2136_ <= 1.7976931348623157e308L);
                                                                if (l_2137_) {
                                                                    local_72 = l_2138_;
                                                                } else {
                                                                    local_72 = false;
                                                                }
                                                                bool l_2139_ = local_72;
                                                                if (l_2139_) {
                                                                    uint64_t l_2140_ = l_2136_;
                                                                    uint64_t l_2141_ = (l_2140_ >> uint(52uL));
                                                                    uint64_t l_2142_ = (l_2141_ - 23uL);
                                                                    uint64_t l_2143_ = (l_2142_ << uint(52uL));
                                                                    double l_2144_ = l_2143_;
                                                                    l_mut_1725_ = l_2144_;
                                                                }
                                                                double _e4301 = l_mut_1952_;
                                                                double _e4302 = l_mut_1725_;
                                                                bool l_2145_ = (_e4301 == _e4302);
                                                                if (l_2123_) {
                                                                    local_73 = l_2145_;
                                                                } else {
                                                                    local_73 = false;
                                                                }
                                                                bool l_2146_ = local_73;
                                                                if (l_2146_) {
                                                                    double l_2147_ = a_2079_[0];
                                                                    double l_2148_ = a_2079_[0];
                                                                    double l_2149_ = abs(l_2148_);
                                                                    l_mut_1952_ = 1.401298464324817e-45L;
                                                                    bool l_2150_ = (l_2149_ >= 1.1754943508222875e-38L);
                                                                    bool l_2151_ = (l_2149_ <= 1.7976931348623157e308L);
                                                                    if (l_2150_) {
                                                                        local_74 = l_2151_;
                                                                    } else {
                                                                        local_74 = false;
                                                                    }
                                                                    bool l_2152_ = local_74;
                                                                    if (l_2152_) {
                                                                        uint64_t l_2153_ = l_2149_;
                                                                        uint64_t l_2154_ = (l_2153_ >> uint(52uL));
                                                                        uint64_t l_2155_ = (l_2154_ - 23uL);
                                                                        uint64_t l_2156_ = (l_2155_ << uint(52uL));
                                                                        double l_2157_ = l_2156_;
                                                                        l_mut_1952_ = l_2157_;
                                                                    }
                                                                    double _e4334 = l_mut_1952_;
                                                                    double l_2158_ = (l_22_ * _e4334);
                                                                    double l_2159_ = (l_2147_ - l_2158_);
                                                                    double l_2160_ = a_2079_[1];
                                                                    double l_2161_ = a_2079_[1];
                                                                    double l_2162_ = abs(l_2161_);
                                                                    l_mut_1952_ = 1.401298464324817e-45L;
                                                                    bool l_2163_ = (l_2162_ >= 1.1754943508222875e-38L);
                                                                    bool l_2164_ = (l_2162_ <= 1.7976931348623157e308L);
                                                                    if (l_2163_) {
                                                                        local_75 = l_2164_;
                                                                    } else {
                                                                        local_75 = false;
                                                                    }
                                                                    bool l_2165_ = local_75;
                                                                    if (l_2165_) {
                                                                        uint64_t l_2166_ = l_2162_;
                                                                        uint64_t l_2167_ = (l_2166_ >> uint(52uL));
                                                                        uint64_t l_2168_ = (l_2167_ - 23uL);
                                                                        uint64_t l_2169_ = (l_2168_ << uint(52uL));
                                                                        double l_2170_ = l_2169_;
                                                                        l_mut_1952_ = l_2170_;
                                                                    }
                                                                    double _e4363 = l_mut_1952_;
                                                                    double l_2171_ = (l_22_ * _e4363);
                                                                    double l_2172_ = (l_2160_ + l_2171_);
                                                                    uint l_2173_ = asuint(l_15_);
                                                                    double l_2174_ = double(l_15_);
                                                                    l_mut_1952_ = l_2174_;
                                                                    uint l_2175_ = (l_2173_ & 2139095040u);
                                                                    bool l_2176_ = (l_2175_ == 0u);
                                                                    if (l_2176_) {
                                                                        uint l_2177_ = (l_2173_ & 8388607u);
                                                                        double l_2178_ = double(l_2177_);
                                                                        double l_2179_ = (l_2178_ * 1.401298464324817e-45L);
                                                                        l_mut_1952_ = l_2179_;
                                                                        uint l_2180_ = (l_2173_ >> 31u);
                                                                        bool l_2181_ = (l_2180_ == 1u);
                                                                        if (l_2181_) {
                                                                            double _e4381 = l_mut_1952_;
                                                                            double l_2182_ = -(_e4381);
                                                                            l_mut_1952_ = l_2182_;
                                                                        }
                                                                    }
                                                                    uint l_2183_ = asuint(l_15_);
                                                                    uint l_2184_ = (l_2183_ + 1u);
                                                                    l_mut_2185_ = l_2184_;
                                                                    uint l_2186_ = (l_2183_ & 2147483647u);
                                                                    bool l_2187_ = (l_2186_ == 0u);
                                                                    if (l_2187_) {
                                                                        l_mut_2185_ = 1u;
                                                                    } else {
                                                                        uint l_2188_ = (l_2183_ & 2147483648u);
                                                                        bool l_2189_ = (l_2188_ != 0u);
                                                                        if (l_2189_) {
                                                                            uint l_2190_ = (l_2183_ - 1u);
                                                                            l_mut_2185_ = l_2190_;
                                                                        } else {
                                                                            bool l_2191_ = (l_2183_ == 2139095040u);
                                                                            if (l_2191_) {
                                                                                l_mut_2185_ = l_2183_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e4399 = l_mut_2185_;
                                                                    float l_2192_ = asfloat(_e4399);
                                                                    uint l_2193_ = asuint(l_2192_);
                                                                    double l_2194_ = double(l_2192_);
                                                                    l_mut_1725_ = l_2194_;
                                                                    uint l_2195_ = (l_2193_ & 2139095040u);
                                                                    bool l_2196_ = (l_2195_ == 0u);
                                                                    if (l_2196_) {
                                                                        uint l_2197_ = (l_2193_ & 8388607u);
                                                                        double l_2198_ = double(l_2197_);
                                                                        double l_2199_ = (l_2198_ * 1.401298464324817e-45L);
                                                                        l_mut_1725_ = l_2199_;
                                                                        uint l_2200_ = (l_2193_ >> 31u);
                                                                        bool l_2201_ = (l_2200_ == 1u);
                                                                        if (l_2201_) {
                                                                            double _e4416 = l_mut_1725_;
                                                                            double l_2202_ = -(_e4416);
                                                                            l_mut_1725_ = l_2202_;
                                                                        }
                                                                    }
                                                                    uint l_2203_ = asuint(l_15_);
                                                                    uint l_2204_ = (l_2203_ ^ 2147483648u);
                                                                    float l_2205_ = asfloat(l_2204_);
                                                                    uint l_2206_ = asuint(l_2205_);
                                                                    uint l_2207_ = (l_2206_ + 1u);
                                                                    l_mut_2185_ = l_2207_;
                                                                    uint l_2208_ = (l_2206_ & 2147483647u);
                                                                    bool l_2209_ = (l_2208_ == 0u);
                                                                    if (l_2209_) {
                                                                        l_mut_2185_ = 1u;
                                                                    } else {
                                                                        uint l_2210_ = (l_2206_ & 2147483648u);
                                                                        bool l_2211_ = (l_2210_ != 0u);
                                                                        if (l_2211_) {
                                                                            uint l_2212_ = (l_2206_ - 1u);
                                                                            l_mut_2185_ = l_2212_;
                                                                        } else {
                                                                            bool l_2213_ = (l_2206_ == 2139095040u);
                                                                            if (l_2213_) {
                                                                                l_mut_2185_ = l_2206_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e4438 = l_mut_2185_;
                                                                    float l_2214_ = asfloat(_e4438);
                                                                    uint l_2215_ = asuint(l_2214_);
                                                                    uint l_2216_ = (l_2215_ ^ 2147483648u);
                                                                    float l_2217_ = asfloat(l_2216_);
                                                                    uint l_2218_ = asuint(l_2217_);
                                                                    double l_2219_ = double(l_2217_);
                                                                    l_mut_1496_ = l_2219_;
                                                                    uint l_2220_ = (l_2218_ & 2139095040u);
                                                                    bool l_2221_ = (l_2220_ == 0u);
                                                                    if (l_2221_) {
                                                                        uint l_2222_ = (l_2218_ & 8388607u);
                                                                        double l_2223_ = double(l_2222_);
                                                                        double l_2224_ = (l_2223_ * 1.401298464324817e-45L);
                                                                        l_mut_1496_ = l_2224_;
                                                                        uint l_2225_ = (l_2218_ >> 31u);
                                                                        bool l_2226_ = (l_2225_ == 1u);
                                                                        if (l_2226_) {
                                                                            double _e4459 = l_mut_1496_;
                                                                            double l_2227_ = -(_e4459);
                                                                            l_mut_1496_ = l_2227_;
                                                                        }
                                                                    }
                                                                    double l_2228_ = (l_2159_ + l_2098_);
                                                                    double _e4462 = l_mut_1952_;
                                                                    bool l_2229_ = (l_2228_ <= _e4462);
                                                                    l_mut_142_ = l_2229_;
                                                                    double l_2230_ = (l_2159_ - l_2098_);
                                                                    double _e4465 = l_mut_1952_;
                                                                    bool l_2231_ = (l_2230_ > _e4465);
                                                                    l_mut_139_ = l_2231_;
                                                                    double l_2232_ = (l_2172_ - l_2101_);
                                                                    double _e4468 = l_mut_1952_;
                                                                    bool l_2233_ = (l_2232_ >= _e4468);
                                                                    l_mut_136_ = l_2233_;
                                                                    double l_2234_ = (l_2172_ + l_2101_);
                                                                    double _e4471 = l_mut_1952_;
                                                                    bool l_2235_ = (l_2234_ < _e4471);
                                                                    l_mut_133_ = l_2235_;
                                                                    double l_2236_ = (l_2159_ + l_2098_);
                                                                    double _e4474 = l_mut_1725_;
                                                                    bool l_2237_ = (l_2236_ < _e4474);
                                                                    l_mut_142_ = l_2237_;
                                                                    double l_2238_ = (l_2159_ - l_2098_);
                                                                    double _e4477 = l_mut_1725_;
                                                                    bool l_2239_ = (l_2238_ >= _e4477);
                                                                    l_mut_139_ = l_2239_;
                                                                    double l_2240_ = (l_2172_ - l_2101_);
                                                                    double _e4480 = l_mut_1496_;
                                                                    bool l_2241_ = (l_2240_ > _e4480);
                                                                    l_mut_136_ = l_2241_;
                                                                    double l_2242_ = (l_2172_ + l_2101_);
                                                                    double _e4483 = l_mut_1496_;
                                                                    bool l_2243_ = (l_2242_ <= _e4483);
                                                                    l_mut_133_ = l_2243_;
                                                                    l_mut_2185_ = 2u;
                                                                    bool _e4486 = l_mut_139_;
                                                                    if (!(_e4486)) {
                                                                        bool _e4490 = l_mut_133_;
                                                                        local_76 = _e4490;
                                                                    } else {
                                                                        local_76 = true;
                                                                    }
                                                                    bool l_2244_ = local_76;
                                                                    if (l_2244_) {
                                                                        l_mut_2185_ = 1u;
                                                                    } else {
                                                                        bool _e4494 = l_mut_142_;
                                                                        if (_e4494) {
                                                                            bool _e4497 = l_mut_136_;
                                                                            local_77 = _e4497;
                                                                        } else {
                                                                            local_77 = false;
                                                                        }
                                                                        bool l_2245_ = local_77;
                                                                        if (l_2245_) {
                                                                            l_mut_2185_ = 0u;
                                                                        }
                                                                    }
                                                                    uint l_2246_ = asuint(l_15_);
                                                                    uint l_2247_ = (l_2246_ & 2147483647u);
                                                                    bool l_2248_ = (l_2247_ == 0u);
                                                                    if (l_2248_) {
                                                                        double l_2249_ = (l_2159_ + l_2098_);
                                                                        bool l_2250_ = (l_2249_ < 1.1754943508222875e-38L);
                                                                        double l_2251_ = (l_2172_ - l_2101_);
                                                                        bool l_2252_ = (l_2251_ > -1.1754943508222875e-38L);
                                                                        if (l_2250_) {
                                                                            local_78 = l_2252_;
                                                                        } else {
                                                                            local_78 = false;
                                                                        }
                                                                        bool l_2253_ = local_78;
                                                                        double l_2254_ = (l_2159_ - l_2098_);
                                                                        bool l_2255_ = (l_2254_ < 1.1754943508222875e-38L);
                                                                        double l_2256_ = (l_2172_ + l_2101_);
                                                                        bool l_2257_ = (l_2256_ > -1.1754943508222875e-38L);
                                                                        if (l_2255_) {
                                                                            local_79 = l_2257_;
                                                                        } else {
                                                                            local_79 = false;
                                                                        }
                                                                        bool l_2258_ = local_79;
                                                                        if (l_2253_) {
                                                                            l_mut_2185_ = 0u;
                                                                        } else {
                                                                            uint _e4527 = l_mut_2185_;
                                                                            bool l_2259_ = (_e4527 == 1u);
                                                                            if (l_2258_) {
                                                                                local_80 = l_2259_;
                                                                            } else {
                                                                                local_80 = false;
                                                                            }
                                                                            bool l_2260_ = local_80;
                                                                            if (l_2260_) {
                                                                                l_mut_2185_ = 2u;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e4535 = l_mut_2185_;
                                                                    l_mut_48_ = _e4535;
                                                                }
                                                            }
                                                            double _e4536 = l_mut_122_;
                                                            double l_2261_ = (_e4536 - l_19_);
                                                            double l_2262_ = abs(l_2261_);
                                                            double l_2263_ = (l_2262_ * 2.220446049250313e-16L);
                                                            double l_2264_ = (l_1158_ + l_2263_);
                                                            double l_2265_ = (l_2261_ + l_2264_);
                                                            double l_2266_ = -(l_2265_);
                                                            double l_2267_ = (l_2266_ * 7.1362384635298e44L);
                                                            double l_2268_ = floor(l_2267_);
                                                            double l_2269_ = (l_2268_ * 1.401298464324817e-45L);
                                                            l_mut_1952_ = l_2269_;
                                                            double l_2270_ = abs(l_2266_);
                                                            bool l_2271_ = (l_2270_ >= 1.1754943508222875e-38L);
                                                            if (l_2271_) {
                                                                float l_2272_ = float(l_2266_);
                                                                double l_2273_ = double(l_2272_);
                                                                l_mut_1952_ = l_2273_;
                                                                double _e4554 = l_mut_1952_;
                                                                bool l_2274_ = (_e4554 > l_2266_);
                                                                if (l_2274_) {
                                                                    uint l_2275_ = asuint(l_2272_);
                                                                    uint l_2276_ = (l_2275_ ^ 2147483648u);
                                                                    float l_2277_ = asfloat(l_2276_);
                                                                    uint l_2278_ = asuint(l_2277_);
                                                                    uint l_2279_ = (l_2278_ + 1u);
                                                                    l_mut_2185_ = l_2279_;
                                                                    uint l_2280_ = (l_2278_ & 2147483647u);
                                                                    bool l_2281_ = (l_2280_ == 0u);
                                                                    if (l_2281_) {
                                                                        l_mut_2185_ = 1u;
                                                                    } else {
                                                                        uint l_2282_ = (l_2278_ & 2147483648u);
                                                                        bool l_2283_ = (l_2282_ != 0u);
                                                                        if (l_2283_) {
                                                                            uint l_2284_ = (l_2278_ - 1u);
                                                                            l_mut_2185_ = l_2284_;
                                                                        } else {
                                                                            bool l_2285_ = (l_2278_ == 2139095040u);
                                                                            if (l_2285_) {
                                                                                l_mut_2185_ = l_2278_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e4576 = l_mut_2185_;
                                                                    float l_2286_ = asfloat(_e4576);
                                                                    uint l_2287_ = asuint(l_2286_);
                                                                    uint l_2288_ = (l_2287_ ^ 2147483648u);
                                                                    float l_2289_ = asfloat(l_2288_);
                                                                    uint l_2290_ = asuint(l_2289_);
                                                                    double l_2291_ = double(l_2289_);
                                                                    l_mut_1725_ = l_2291_;
                                                                    uint l_2292_ = (l_2290_ & 2139095040u);
                                                                    bool l_2293_ = (l_2292_ == 0u);
                                                                    if (l_2293_) {
                                                                        uint l_2294_ = (l_2290_ & 8388607u);
                                                                        double l_2295_ = double(l_2294_);
                                                                        double l_2296_ = (l_2295_ * 1.401298464324817e-45L);
                                                                        l_mut_1725_ = l_2296_;
                                                                        uint l_2297_ = (l_2290_ >> 31u);
                                                                        bool l_2298_ = (l_2297_ == 1u);
                                                                        if (l_2298_) {
                                                                            double _e4597 = l_mut_1725_;
                                                                            double l_2299_ = -(_e4597);
                                                                            l_mut_1725_ = l_2299_;
                                                                        }
                                                                    }
                                                                    double _e4599 = l_mut_1725_;
                                                                    l_mut_1952_ = _e4599;
                                                                } else {
                                                                    uint l_2300_ = asuint(l_2272_);
                                                                    uint l_2301_ = (l_2300_ + 1u);
                                                                    l_mut_2185_ = l_2301_;
                                                                    uint l_2302_ = (l_2300_ & 2147483647u);
                                                                    bool l_2303_ = (l_2302_ == 0u);
                                                                    if (l_2303_) {
                                                                        l_mut_2185_ = 1u;
                                                                    } else {
                                                                        uint l_2304_ = (l_2300_ & 2147483648u);
                                                                        bool l_2305_ = (l_2304_ != 0u);
                                                                        if (l_2305_) {
                                                                            uint l_2306_ = (l_2300_ - 1u);
                                                                            l_mut_2185_ = l_2306_;
                                                                        } else {
                                                                            bool l_2307_ = (l_2300_ == 2139095040u);
                                                                            if (l_2307_) {
                                                                                l_mut_2185_ = l_2300_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e4616 = l_mut_2185_;
                                                                    float l_2308_ = asfloat(_e4616);
                                                                    uint l_2309_ = asuint(l_2308_);
                                                                    double l_2310_ = double(l_2308_);
                                                                    l_mut_1725_ = l_2310_;
                                                                    uint l_2311_ = (l_2309_ & 2139095040u);
                                                                    bool l_2312_ = (l_2311_ == 0u);
                                                                    if (l_2312_) {
                                                                        uint l_2313_ = (l_2309_ & 8388607u);
                                                                        double l_2314_ = double(l_2313_);
                                                                        double l_2315_ = (l_2314_ * 1.401298464324817e-45L);
                                                                        l_mut_1725_ = l_2315_;
                                                                        uint l_2316_ = (l_2309_ >> 31u);
                                                                        bool l_2317_ = (l_2316_ == 1u);
                                                                        if (l_2317_) {
                                                                            double _e4633 = l_mut_1725_;
                                                                            double l_2318_ = -(_e4633);
                                                                            l_mut_1725_ = l_2318_;
                                                                        }
                                                                    }
                                                                    double _e4635 = l_mut_1725_;
                                                                    bool l_2319_ = (_e4635 <= l_2266_);
                                                                    if (l_2319_) {
                                                                        uint l_2320_ = asuint(l_2272_);
                                                                        uint l_2321_ = (l_2320_ + 1u);
                                                                        l_mut_2185_ = l_2321_;
                                                                        uint l_2322_ = (l_2320_ & 2147483647u);
                                                                        bool l_2323_ = (l_2322_ == 0u);
                                                                        if (l_2323_) {
                                                                            l_mut_2185_ = 1u;
                                                                        } else {
                                                                            uint l_2324_ = (l_2320_ & 2147483648u);
                                                                            bool l_2325_ = (l_2324_ != 0u);
                                                                            if (l_2325_) {
                                                                                uint l_2326_ = (l_2320_ - 1u);
                                                                                l_mut_2185_ = l_2326_;
                                                                            } else {
                                                                                bool l_2327_ = (l_2320_ == 2139095040u);
                                                                                if (l_2327_) {
                                                                                    l_mut_2185_ = l_2320_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e4653 = l_mut_2185_;
                                                                        float l_2328_ = asfloat(_e4653);
                                                                        uint l_2329_ = asuint(l_2328_);
                                                                        double l_2330_ = double(l_2328_);
                                                                        l_mut_1725_ = l_2330_;
                                                                        uint l_2331_ = (l_2329_ & 2139095040u);
                                                                        bool l_2332_ = (l_2331_ == 0u);
                                                                        if (l_2332_) {
                                                                            uint l_2333_ = (l_2329_ & 8388607u);
                                                                            double l_2334_ = double(l_2333_);
                                                                            double l_2335_ = (l_2334_ * 1.401298464324817e-45L);
                                                                            l_mut_1725_ = l_2335_;
                                                                            uint l_2336_ = (l_2329_ >> 31u);
                                                                            bool l_2337_ = (l_2336_ == 1u);
                                                                            if (l_2337_) {
                                                                                double _e4670 = l_mut_1725_;
                                                                                double l_2338_ = -(_e4670);
                                                                                l_mut_1725_ = l_2338_;
                                                                            }
                                                                        }
                                                                        double _e4672 = l_mut_1725_;
                                                                        l_mut_1952_ = _e4672;
                                                                    }
                                                                }
                                                            }
                                                            double _e4673 = l_mut_1952_;
                                                            double l_2339_ = -(_e4673);
                                                            l_mut_1952_ = l_2339_;
                                                            if (true) {
                                                                local_81 = false;
                                                            } else {
                                                                local_81 = false;
                                                            }
                                                            bool l_2340_ = local_81;
                                                            if (l_2340_) {
                                                                double l_2341_ = (l_2261_ + l_2264_);
                                                                double l_2342_ = (l_2341_ * 7.1362384635298e44L);
                                                                double l_2343_ = floor(l_2342_);
                                                                double l_2344_ = (l_2343_ * 1.401298464324817e-45L);
                                                                l_mut_1725_ = l_2344_;
                                                                double l_2345_ = abs(l_2341_);
                                                                bool l_2346_ = (l_2345_ >= 1.1754943508222875e-38L);
                                                                if (l_2346_) {
                                                                    float l_2347_ = float(l_2341_);
                                                                    double l_2348_ = double(l_2347_);
                                                                    l_mut_1725_ = l_2348_;
                                                                    double _e4692 = l_mut_1725_;
                                                                    bool l_2349_ = (_e4692 > l_2341_);
                                                                    if (l_2349_) {
                                                                        uint l_2350_ = asuint(l_2347_);
                                                                        uint l_2351_ = (l_2350_ ^ 2147483648u);
                                                                        float l_2352_ = asfloat(l_2351_);
                                                                        uint l_2353_ = asuint(l_2352_);
                                                                        uint l_2354_ = (l_2353_ + 1u);
                                                                        l_mut_2185_ = l_2354_;
                                                                        uint l_2355_ = (l_2353_ & 2147483647u);
                                                                        bool l_2356_ = (l_2355_ == 0u);
                                                                        if (l_2356_) {
                                                                            l_mut_2185_ = 1u;
                                                                        } else {
                                                                            uint l_2357_ = (l_2353_ & 2147483648u);
                                                                            bool l_2358_ = (l_2357_ != 0u);
                                                                            if (l_2358_) {
                                                                                uint l_2359_ = (l_2353_ - 1u);
                                                                                l_mut_2185_ = l_2359_;
                                                                            } else {
                                                                                bool l_2360_ = (l_2353_ == 2139095040u);
                                                                                if (l_2360_) {
                                                                                    l_mut_2185_ = l_2353_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e4714 = l_mut_2185_;
                                                                        float l_2361_ = asfloat(_e4714);
                                                                        uint l_2362_ = asuint(l_2361_);
                                                                        uint l_2363_ = (l_2362_ ^ 2147483648u);
                                                                        float l_2364_ = asfloat(l_2363_);
                                                                        uint l_2365_ = asuint(l_2364_);
                                                                        double l_2366_ = double(l_2364_);
                                                                        l_mut_1496_ = l_2366_;
                                                                        uint l_2367_ = (l_2365_ & 2139095040u);
                                                                        bool l_2368_ = (l_2367_ == 0u);
                                                                        if (l_2368_) {
                                                                            uint l_2369_ = (l_2365_ & 8388607u);
                                                                            double l_2370_ = double(l_2369_);
                                                                            double l_2371_ = (l_2370_ * 1.401298464324817e-45L);
                                                                            l_mut_1496_ = l_2371_;
                                                                            uint l_2372_ = (l_2365_ >> 31u);
                                                                            bool l_2373_ = (l_2372_ == 1u);
                                                                            if (l_2373_) {
                                                                                double _e4735 = l_mut_1496_;
                                                                                double l_2374_ = -(_e4735);
                                                                                l_mut_1496_ = l_2374_;
                                                                            }
                                                                        }
                                                                        double _e4737 = l_mut_1496_;
                                                                        l_mut_1725_ = _e4737;
                                                                    } else {
                                                                        uint l_2375_ = asuint(l_2347_);
                                                                        uint l_2376_ = (l_2375_ + 1u);
                                                                        l_mut_2185_ = l_2376_;
                                                                        uint l_2377_ = (l_2375_ & 2147483647u);
                                                                        bool l_2378_ = (l_2377_ == 0u);
                                                                        if (l_2378_) {
                                                                            l_mut_2185_ = 1u;
                                                                        } else {
                                                                            uint l_2379_ = (l_2375_ & 2147483648u);
                                                                            bool l_2380_ = (l_2379_ != 0u);
                                                                            if (l_2380_) {
                                                                                uint l_2381_ = (l_2375_ - 1u);
                                                                                l_mut_2185_ = l_2381_;
                                                                            } else {
                                                                                bool l_2382_ = (l_2375_ == 2139095040u);
                                                                                if (l_2382_) {
                                                                                    l_mut_2185_ = l_2375_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e4754 = l_mut_2185_;
                                                                        float l_2383_ = asfloat(_e4754);
                                                                        uint l_2384_ = asuint(l_2383_);
                                                                        double l_2385_ = double(l_2383_);
                                                                        l_mut_1496_ = l_2385_;
                                                                        uint l_2386_ = (l_2384_ & 2139095040u);
                                                                        bool l_2387_ = (l_2386_ == 0u);
                                                                        if (l_2387_) {
                                                                            uint l_2388_ = (l_2384_ & 8388607u);
                                                                            double l_2389_ = double(l_2388_);
                                                                            double l_2390_ = (l_2389_ * 1.401298464324817e-45L);
                                                                            l_mut_1496_ = l_2390_;
                                                                            uint l_2391_ = (l_2384_ >> 31u);
                                                                            bool l_2392_ = (l_2391_ == 1u);
                                                                            if (l_2392_) {
                                                                                double _e4771 = l_mut_1496_;
                                                                                double l_2393_ = -(_e4771);
                                                                                l_mut_1496_ = l_2393_;
                                                                            }
                                                                        }
                                                                        double _e4773 = l_mut_1496_;
                                                                        bool l_2394_ = (_e4773 <= l_2341_);
                                                                        if (l_2394_) {
                                                                            uint l_2395_ = asuint(l_2347_);
                                                                            uint l_2396_ = (l_2395_ + 1u);
                                                                            l_mut_2185_ = l_2396_;
                                                                            uint l_2397_ = (l_2395_ & 2147483647u);
                                                                            bool l_2398_ = (l_2397_ == 0u);
                                                                            if (l_2398_) {
                                                                                l_mut_2185_ = 1u;
                                                                            } else {
                                                                                uint l_2399_ = (l_2395_ & 2147483648u);
                                                                                bool l_2400_ = (l_2399_ != 0u);
                                                                                if (l_2400_) {
                                                                                    uint l_2401_ = (l_2395_ - 1u);
                                                                                    l_mut_2185_ = l_2401_;
                                                                                } else {
                                                                                    bool l_2402_ = (l_2395_ == 2139095040u);
                                                                                    if (l_2402_) {
                                                                                        l_mut_2185_ = l_2395_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e4791 = l_mut_2185_;
                                                                            float l_2403_ = asfloat(_e4791);
                                                                            uint l_2404_ = asuint(l_2403_);
                                                                            double l_2405_ = double(l_2403_);
                                                                            l_mut_1496_ = l_2405_;
                                                                            uint l_2406_ = (l_2404_ & 2139095040u);
                                                                            bool l_2407_ = (l_2406_ == 0u);
                                                                            if (l_2407_) {
                                                                                uint l_2408_ = (l_2404_ & 8388607u);
                                                                                double l_2409_ = double(l_2408_);
                                                                                double l_2410_ = (l_2409_ * 1.401298464324817e-45L);
                                                                                l_mut_1496_ = l_2410_;
                                                                                uint l_2411_ = (l_2404_ >> 31u);
                                                                                bool l_2412_ = (l_2411_ == 1u);
                                                                                if (l_2412_) {
                                                                                    double _e4808 = l_mut_1496_;
                                                                                    double l_2413_ = -(_e4808);
                                                                                    l_mut_1496_ = l_2413_;
                                                                                }
                                                                            }
                                                                            double _e4810 = l_mut_1496_;
                                                                            l_mut_1725_ = _e4810;
                                                                        }
                                                                    }
                                                                }
                                                                double _e4811 = l_mut_1725_;
                                                                l_mut_1952_ = _e4811;
                                                            } else {
                                                                double l_2414_ = (l_2261_ - l_2264_);
                                                                double l_2415_ = (l_2414_ * 7.1362384635298e44L);
                                                                double l_2416_ = floor(l_2415_);
                                                                double l_2417_ = (l_2416_ * 1.401298464324817e-45L);
                                                                l_mut_1725_ = l_2417_;
                                                                double l_2418_ = abs(l_2414_);
                                                                bool l_2419_ = (l_2418_ >= 1.1754943508222875e-38L);
                                                                if (l_2419_) {
                                                                    float l_2420_ = float(l_2414_);
                                                                    double l_2421_ = double(l_2420_);
                                                                    l_mut_1725_ = l_2421_;
                                                                    double _e4823 = l_mut_1725_;
                                                                    bool l_2422_ = (_e4823 > l_2414_);
                                                                    if (l_2422_) {
                                                                        uint l_2423_ = asuint(l_2420_);
                                                                        uint l_2424_ = (l_2423_ ^ 2147483648u);
                                                                        float l_2425_ = asfloat(l_2424_);
                                                                        uint l_2426_ = asuint(l_2425_);
                                                                        uint l_2427_ = (l_2426_ + 1u);
                                                                        l_mut_2185_ = l_2427_;
                                                                        uint l_2428_ = (l_2426_ & 2147483647u);
                                                                        bool l_2429_ = (l_2428_ == 0u);
                                                                        if (l_2429_) {
                                                                            l_mut_2185_ = 1u;
                                                                        } else {
                                                                            uint l_2430_ = (l_2426_ & 2147483648u);
                                                                            bool l_2431_ = (l_2430_ != 0u);
                                                                            if (l_2431_) {
                                                                                uint l_2432_ = (l_2426_ - 1u);
                                                                                l_mut_2185_ = l_2432_;
                                                                            } else {
                                                                                bool l_2433_ = (l_2426_ == 2139095040u);
                                                                                if (l_2433_) {
                                                                                    l_mut_2185_ = l_2426_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e4845 = l_mut_2185_;
                                                                        float l_2434_ = asfloat(_e4845);
                                                                        uint l_2435_ = asuint(l_2434_);
                                                                        uint l_2436_ = (l_2435_ ^ 2147483648u);
                                                                        float l_2437_ = asfloat(l_2436_);
                                                                        uint l_2438_ = asuint(l_2437_);
                                                                        double l_2439_ = double(l_2437_);
                                                                        l_mut_1496_ = l_2439_;
                                                                        uint l_2440_ = (l_2438_ & 2139095040u);
                                                                        bool l_2441_ = (l_2440_ == 0u);
                                                                        if (l_2441_) {
                                                                            uint l_2442_ = (l_2438_ & 8388607u);
                                                                            double l_2443_ = double(l_2442_);
                                                                            double l_2444_ = (l_2443_ * 1.401298464324817e-45L);
                                                                            l_mut_1496_ = l_2444_;
                                                                            uint l_2445_ = (l_2438_ >> 31u);
                                                                            bool l_2446_ = (l_2445_ == 1u);
                                                                            if (l_2446_) {
                                                                                double _e4866 = l_mut_1496_;
                                                                                double l_2447_ = -(_e4866);
                                                                                l_mut_1496_ = l_2447_;
                                                                            }
                                                                        }
                                                                        double _e4868 = l_mut_1496_;
                                                                        l_mut_1725_ = _e4868;
                                                                    } else {
                                                                        uint l_2448_ = asuint(l_2420_);
                                                                        uint l_2449_ = (l_2448_ + 1u);
                                                                        l_mut_2185_ = l_2449_;
                                                                        uint l_2450_ = (l_2448_ & 2147483647u);
                                                                        bool l_2451_ = (l_2450_ == 0u);
                                                                        if (l_2451_) {
                                                                            l_mut_2185_ = 1u;
                                                                        } else {
                                                                            uint l_2452_ = (l_2448_ & 2147483648u);
                                                                            bool l_2453_ = (l_2452_ != 0u);
                                                                            if (l_2453_) {
                                                                                uint l_2454_ = (l_2448_ - 1u);
                                                                                l_mut_2185_ = l_2454_;
                                                                            } else {
                                                                                bool l_2455_ = (l_2448_ == 2139095040u);
                                                                                if (l_2455_) {
                                                                                    l_mut_2185_ = l_2448_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e4885 = l_mut_2185_;
                                                                        float l_2456_ = asfloat(_e4885);
                                                                        uint l_2457_ = asuint(l_2456_);
                                                                        double l_2458_ = double(l_2456_);
                                                                        l_mut_1496_ = l_2458_;
                                                                        uint l_2459_ = (l_2457_ & 2139095040u);
                                                                        bool l_2460_ = (l_2459_ == 0u);
                                                                        if (l_2460_) {
                                                                            uint l_2461_ = (l_2457_ & 8388607u);
                                                                            double l_2462_ = double(l_2461_);
                                                                            double l_2463_ = (l_2462_ * 1.401298464324817e-45L);
                                                                            l_mut_1496_ = l_2463_;
                                                                            uint l_2464_ = (l_2457_ >> 31u);
                                                                            bool l_2465_ = (l_2464_ == 1u);
                                                                            if (l_2465_) {
                                                                                double _e4902 = l_mut_1496_;
                                                                                double l_2466_ = -(_e4902);
                                                                                l_mut_1496_ = l_2466_;
                                                                            }
                                                                        }
                                                                        double _e4904 = l_mut_1496_;
                                                                        bool l_2467_ = (_e4904 <= l_2414_);
                                                                        if (l_2467_) {
                                                                            uint l_2468_ = asuint(l_2420_);
                                                                            uint l_2469_ = (l_2468_ + 1u);
                                                                            l_mut_2185_ = l_2469_;
                                                                            uint l_2470_ = (l_2468_ & 2147483647u);
                                                                            bool l_2471_ = (l_2470_ == 0u);
                                                                            if (l_2471_) {
                                                                                l_mut_2185_ = 1u;
                                                                            } else {
                                                                                uint l_2472_ = (l_2468_ & 2147483648u);
                                                                                bool l_2473_ = (l_2472_ != 0u);
                                                                                if (l_2473_) {
                                                                                    uint l_2474_ = (l_2468_ - 1u);
                                                                                    l_mut_2185_ = l_2474_;
                                                                                } else {
                                                                                    bool l_2475_ = (l_2468_ == 2139095040u);
                                                                                    if (l_2475_) {
                                                                                        l_mut_2185_ = l_2468_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e4922 = l_mut_2185_;
                                                                            float l_2476_ = asfloat(_e4922);
                                                                            uint l_2477_ = asuint(l_2476_);
                                                                            double l_2478_ = double(l_2476_);
                                                                            l_mut_1496_ = l_2478_;
                                                                            uint l_2479_ = (l_2477_ & 2139095040u);
                                                                            bool l_2480_ = (l_2479_ == 0u);
                                                                            if (l_2480_) {
                                                                                uint l_2481_ = (l_2477_ & 8388607u);
                                                                                double l_2482_ = double(l_2481_);
                                                                                double l_2483_ = (l_2482_ * 1.401298464324817e-45L);
                                                                                l_mut_1496_ = l_2483_;
                                                                                uint l_2484_ = (l_2477_ >> 31u);
                                                                                bool l_2485_ = (l_2484_ == 1u);
                                                                                if (l_2485_) {
                                                                                    double _e4939 = l_mut_1496_;
                                                                                    double l_2486_ = -(_e4939);
                                                                                    l_mut_1496_ = l_2486_;
                                                                                }
                                                                            }
                                                                            double _e4941 = l_mut_1496_;
                                                                            l_mut_1725_ = _e4941;
                                                                        }
                                                                    }
                                                                }
                                                                double _e4942 = l_mut_1725_;
                                                                l_mut_1952_ = _e4942;
                                                            }
                                                            double _e4943 = l_mut_122_;
                                                            double l_2487_ = (_e4943 + l_19_);
                                                            double l_2488_ = abs(l_2487_);
                                                            double l_2489_ = (l_2488_ * 2.220446049250313e-16L);
                                                            double l_2490_ = (l_1158_ + l_2489_);
                                                            double l_2491_ = (l_2487_ + l_2490_);
                                                            double l_2492_ = -(l_2491_);
                                                            double l_2493_ = (l_2492_ * 7.1362384635298e44L);
                                                            double l_2494_ = floor(l_2493_);
                                                            double l_2495_ = (l_2494_ * 1.401298464324817e-45L);
                                                            l_mut_1725_ = l_2495_;
                                                            double l_2496_ = abs(l_2492_);
                                                            bool l_2497_ = (l_2496_ >= 1.1754943508222875e-38L);
                                                            if (l_2497_) {
                                                                float l_2498_ = float(l_2492_);
                                                                double l_2499_ = double(l_2498_);
                                                                l_mut_1725_ = l_2499_;
                                                                double _e4961 = l_mut_1725_;
                                                                bool l_2500_ = (_e4961 > l_2492_);
                                                                if (l_2500_) {
                                                                    uint l_2501_ = asuint(l_2498_);
                                                                    uint l_2502_ = (l_2501_ ^ 2147483648u);
                                                                    float l_2503_ = asfloat(l_2502_);
                                                                    uint l_2504_ = asuint(l_2503_);
                                                                    uint l_2505_ = (l_2504_ + 1u);
                                                                    l_mut_2185_ = l_2505_;
                                                                    uint l_2506_ = (l_2504_ & 2147483647u);
                                                                    bool l_2507_ = (l_2506_ == 0u);
                                                                    if (l_2507_) {
                                                                        l_mut_2185_ = 1u;
                                                                    } else {
                                                                        uint l_2508_ = (l_2504_ & 2147483648u);
                                                                        bool l_2509_ = (l_2508_ != 0u);
                                                                        if (l_2509_) {
                                                                            uint l_2510_ = (l_2504_ - 1u);
                                                                            l_mut_2185_ = l_2510_;
                                                                        } else {
                                                                            bool l_2511_ = (l_2504_ == 2139095040u);
                                                                            if (l_2511_) {
                                                                                l_mut_2185_ = l_2504_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e4983 = l_mut_2185_;
                                                                    float l_2512_ = asfloat(_e4983);
                                                                    uint l_2513_ = asuint(l_2512_);
                                                                    uint l_2514_ = (l_2513_ ^ 2147483648u);
                                                                    float l_2515_ = asfloat(l_2514_);
                                                                    uint l_2516_ = asuint(l_2515_);
                                                                    double l_2517_ = double(l_2515_);
                                                                    l_mut_1496_ = l_2517_;
                                                                    uint l_2518_ = (l_2516_ & 2139095040u);
                                                                    bool l_2519_ = (l_2518_ == 0u);
                                                                    if (l_2519_) {
                                                                        uint l_2520_ = (l_2516_ & 8388607u);
                                                                        double l_2521_ = double(l_2520_);
                                                                        double l_2522_ = (l_2521_ * 1.401298464324817e-45L);
                                                                        l_mut_1496_ = l_2522_;
                                                                        uint l_2523_ = (l_2516_ >> 31u);
                                                                        bool l_2524_ = (l_2523_ == 1u);
                                                                        if (l_2524_) {
                                                                            double _e5004 = l_mut_1496_;
                                                                            double l_2525_ = -(_e5004);
                                                                            l_mut_1496_ = l_2525_;
                                                                        }
                                                                    }
                                                                    double _e5006 = l_mut_1496_;
                                                                    l_mut_1725_ = _e5006;
                                                                } else {
                                                                    uint l_2526_ = asuint(l_2498_);
                                                                    uint l_2527_ = (l_2526_ + 1u);
                                                                    l_mut_2185_ = l_2527_;
                                                                    uint l_2528_ = (l_2526_ & 2147483647u);
                                                                    bool l_2529_ = (l_2528_ == 0u);
                                                                    if (l_2529_) {
                                                                        l_mut_2185_ = 1u;
                                                                    } else {
                                                                        uint l_2530_ = (l_2526_ & 2147483648u);
                                                                        bool l_2531_ = (l_2530_ != 0u);
                                                                        if (l_2531_) {
                                                                            uint l_2532_ = (l_2526_ - 1u);
                                                                            l_mut_2185_ = l_2532_;
                                                                        } else {
                                                                            bool l_2533_ = (l_2526_ == 2139095040u);
                                                                            if (l_2533_) {
                                                                                l_mut_2185_ = l_2526_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e5023 = l_mut_2185_;
                                                                    float l_2534_ = asfloat(_e5023);
                                                                    uint l_2535_ = asuint(l_2534_);
                                                                    double l_2536_ = double(l_2534_);
                                                                    l_mut_1496_ = l_2536_;
                                                                    uint l_2537_ = (l_2535_ & 2139095040u);
                                                                    bool l_2538_ = (l_2537_ == 0u);
                                                                    if (l_2538_) {
                                                                        uint l_2539_ = (l_2535_ & 8388607u);
                                                                        double l_2540_ = double(l_2539_);
                                                                        double l_2541_ = (l_2540_ * 1.401298464324817e-45L);
                                                                        l_mut_1496_ = l_2541_;
                                                                        uint l_2542_ = (l_2535_ >> 31u);
                                                                        bool l_2543_ = (l_2542_ == 1u);
                                                                        if (l_2543_) {
                                                                            double _e5040 = l_mut_1496_;
                                                                            double l_2544_ = -(_e5040);
                                                                            l_mut_1496_ = l_2544_;
                                                                        }
                                                                    }
                                                                    double _e5042 = l_mut_1496_;
                                                                    bool l_2545_ = (_e5042 <= l_2492_);
                                                                    if (l_2545_) {
                                                                        uint l_2546_ = asuint(l_2498_);
                                                                        uint l_2547_ = (l_2546_ + 1u);
                                                                        l_mut_2185_ = l_2547_;
                                                                        uint l_2548_ = (l_2546_ & 2147483647u);
                                                                        bool l_2549_ = (l_2548_ == 0u);
                                                                        if (l_2549_) {
                                                                            l_mut_2185_ = 1u;
                                                                        } else {
                                                                            uint l_2550_ = (l_2546_ & 2147483648u);
                                                                            bool l_2551_ = (l_2550_ != 0u);
                                                                            if (l_2551_) {
                                                                                uint l_2552_ = (l_2546_ - 1u);
                                                                                l_mut_2185_ = l_2552_;
                                                                            } else {
                                                                                bool l_2553_ = (l_2546_ == 2139095040u);
                                                                                if (l_2553_) {
                                                                                    l_mut_2185_ = l_2546_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e5060 = l_mut_2185_;
                                                                        float l_2554_ = asfloat(_e5060);
                                                                        uint l_2555_ = asuint(l_2554_);
                                                                        double l_2556_ = double(l_2554_);
                                                                        l_mut_1496_ = l_2556_;
                                                                        uint l_2557_ = (l_2555_ & 2139095040u);
                                                                        bool l_2558_ = (l_2557_ == 0u);
                                                                        if (l_2558_) {
                                                                            uint l_2559_ = (l_2555_ & 8388607u);
                                                                            double l_2560_ = double(l_2559_);
                                                                            double l_2561_ = (l_2560_ * 1.401298464324817e-45L);
                                                                            l_mut_1496_ = l_2561_;
                                                                            uint l_2562_ = (l_2555_ >> 31u);
                                                                            bool l_2563_ = (l_2562_ == 1u);
                                                                            if (l_2563_) {
                                                                                double _e5077 = l_mut_1496_;
                                                                                double l_2564_ = -(_e5077);
                                                                                l_mut_1496_ = l_2564_;
                                                                            }
                                                                        }
                                                                        double _e5079 = l_mut_1496_;
                                                                        l_mut_1725_ = _e5079;
                                                                    }
                                                                }
                                                            }
                                                            double _e5080 = l_mut_1725_;
                                                            double l_2565_ = -(_e5080);
                                                            l_mut_1725_ = l_2565_;
                                                            if (false) {
                                                                local_82 = false;
                                                            } else {
                                                                local_82 = false;
                                                            }
                                                            bool l_2566_ = local_82;
                                                            if (l_2566_) {
                                                                double l_2567_ = (l_2487_ + l_2490_);
                                                                double l_2568_ = (l_2567_ * 7.1362384635298e44L);
                                                                double l_2569_ = floor(l_2568_);
                                                                double l_2570_ = (l_2569_ * 1.401298464324817e-45L);
                                                                l_mut_1496_ = l_2570_;
                                                                double l_2571_ = abs(l_2567_);
                                                                bool l_2572_ = (l_2571_ >= 1.1754943508222875e-38L);
                                                                if (l_2572_) {
                                                                    float l_2573_ = float(l_2567_);
                                                                    double l_2574_ = double(l_2573_);
                                                                    l_mut_1496_ = l_2574_;
                                                                    double _e5099 = l_mut_1496_;
                                                                    bool l_2575_ = (_e5099 > l_2567_);
                                                                    if (l_2575_) {
                                                                        uint l_2576_ = asuint(l_2573_);
                                                                        uint l_2577_ = (l_2576_ ^ 2147483648u);
                                                                        float l_2578_ = asfloat(l_2577_);
                                                                        uint l_2579_ = asuint(l_2578_);
                                                                        uint l_2580_ = (l_2579_ + 1u);
                                                                        l_mut_2185_ = l_2580_;
                                                                        uint l_2581_ = (l_2579_ & 2147483647u);
                                                                        bool l_2582_ = (l_2581_ == 0u);
                                                                        if (l_2582_) {
                                                                            l_mut_2185_ = 1u;
                                                                        } else {
                                                                            uint l_2583_ = (l_2579_ & 2147483648u);
                                                                            bool l_2584_ = (l_2583_ != 0u);
                                                                            if (l_2584_) {
                                                                                uint l_2585_ = (l_2579_ - 1u);
                                                                                l_mut_2185_ = l_2585_;
                                                                            } else {
                                                                                bool l_2586_ = (l_2579_ == 2139095040u);
                                                                                if (l_2586_) {
                                                                                    l_mut_2185_ = l_2579_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e5121 = l_mut_2185_;
                                                                        float l_2587_ = asfloat(_e5121);
                                                                        uint l_2588_ = asuint(l_2587_);
                                                                        uint l_2589_ = (l_2588_ ^ 2147483648u);
                                                                        float l_2590_ = asfloat(l_2589_);
                                                                        uint l_2591_ = asuint(l_2590_);
                                                                        double l_2592_ = double(l_2590_);
                                                                        l_mut_1269_ = l_2592_;
                                                                        uint l_2593_ = (l_2591_ & 2139095040u);
                                                                        bool l_2594_ = (l_2593_ == 0u);
                                                                        if (l_2594_) {
                                                                            uint l_2595_ = (l_2591_ & 8388607u);
                                                                            double l_2596_ = double(l_2595_);
                                                                            double l_2597_ = (l_2596_ * 1.401298464324817e-45L);
                                                                            l_mut_1269_ = l_2597_;
                                                                            uint l_2598_ = (l_2591_ >> 31u);
                                                                            bool l_2599_ = (l_2598_ == 1u);
                                                                            if (l_2599_) {
                                                                                double _e5142 = l_mut_1269_;
                                                                                double l_2600_ = -(_e5142);
                                                                                l_mut_1269_ = l_2600_;
                                                                            }
                                                                        }
                                                                        double _e5144 = l_mut_1269_;
                                                                        l_mut_1496_ = _e5144;
                                                                    } else {
                                                                        uint l_2601_ = asuint(l_2573_);
                                                                        uint l_2602_ = (l_2601_ + 1u);
                                                                        l_mut_2185_ = l_2602_;
                                                                        uint l_2603_ = (l_2601_ & 2147483647u);
                                                                        bool l_2604_ = (l_2603_ == 0u);
                                                                        if (l_2604_) {
                                                                            l_mut_2185_ = 1u;
                                                                        } else {
                                                                            uint l_2605_ = (l_2601_ & 2147483648u);
                                                                            bool l_2606_ = (l_2605_ != 0u);
                                                                            if (l_2606_) {
                                                                                uint l_2607_ = (l_2601_ - 1u);
                                                                                l_mut_2185_ = l_2607_;
                                                                            } else {
                                                                                bool l_2608_ = (l_2601_ == 2139095040u);
                                                                                if (l_2608_) {
                                                                                    l_mut_2185_ = l_2601_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e5161 = l_mut_2185_;
                                                                        float l_2609_ = asfloat(_e5161);
                                                                        uint l_2610_ = asuint(l_2609_);
                                                                        double l_2611_ = double(l_2609_);
                                                                        l_mut_1269_ = l_2611_;
                                                                        uint l_2612_ = (l_2610_ & 2139095040u);
                                                                        bool l_2613_ = (l_2612_ == 0u);
                                                                        if (l_2613_) {
                                                                            uint l_2614_ = (l_2610_ & 8388607u);
                                                                            double l_2615_ = double(l_2614_);
                                                                            double l_2616_ = (l_2615_ * 1.401298464324817e-45L);
                                                                            l_mut_1269_ = l_2616_;
                                                                            uint l_2617_ = (l_2610_ >> 31u);
                                                                            bool l_2618_ = (l_2617_ == 1u);
                                                                            if (l_2618_) {
                                                                                double _e5178 = l_mut_1269_;
                                                                                double l_2619_ = -(_e5178);
                                                                                l_mut_1269_ = l_2619_;
                                                                            }
                                                                        }
                                                                        double _e5180 = l_mut_1269_;
                                                                        bool l_2620_ = (_e5180 <= l_2567_);
                                                                        if (l_2620_) {
                                                                            uint l_2621_ = asuint(l_2573_);
                                                                            uint l_2622_ = (l_2621_ + 1u);
                                                                            l_mut_2185_ = l_2622_;
                                                                            uint l_2623_ = (l_2621_ & 2147483647u);
                                                                            bool l_2624_ = (l_2623_ == 0u);
                                                                            if (l_2624_) {
                                                                                l_mut_2185_ = 1u;
                                                                            } else {
                                                                                uint l_2625_ = (l_2621_ & 2147483648u);
                                                                                bool l_2626_ = (l_2625_ != 0u);
                                                                                if (l_2626_) {
                                                                                    uint l_2627_ = (l_2621_ - 1u);
                                                                                    l_mut_2185_ = l_2627_;
                                                                                } else {
                                                                                    bool l_2628_ = (l_2621_ == 2139095040u);
                                                                                    if (l_2628_) {
                                                                                        l_mut_2185_ = l_2621_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e5198 = l_mut_2185_;
                                                                            float l_2629_ = asfloat(_e5198);
                                                                            uint l_2630_ = asuint(l_2629_);
                                                                            double l_2631_ = double(l_2629_);
                                                                            l_mut_1269_ = l_2631_;
                                                                            uint l_2632_ = (l_2630_ & 2139095040u);
                                                                            bool l_2633_ = (l_2632_ == 0u);
                                                                            if (l_2633_) {
                                                                                uint l_2634_ = (l_2630_ & 8388607u);
                                                                                double l_2635_ = double(l_2634_);
                                                                                double l_2636_ = (l_2635_ * 1.401298464324817e-45L);
                                                                                l_mut_1269_ = l_2636_;
                                                                                uint l_2637_ = (l_2630_ >> 31u);
                                                                                bool l_2638_ = (l_2637_ == 1u);
                                                                                if (l_2638_) {
                                                                                    double _e5215 = l_mut_1269_;
                                                                                    double l_2639_ = -(_e5215);
                                                                                    l_mut_1269_ = l_2639_;
                                                                                }
                                                                            }
                                                                            double _e5217 = l_mut_1269_;
                                                                            l_mut_1496_ = _e5217;
                                                                        }
                                                                    }
                                                                }
                                                                double _e5218 = l_mut_1496_;
                                                                l_mut_1725_ = _e5218;
                                                            }
                                                            double _e5219 = l_mut_61_;
                                                            double l_2640_ = (_e5219 - l_19_);
                                                            double l_2641_ = abs(l_2640_);
                                                            double l_2642_ = (l_2641_ * 2.220446049250313e-16L);
                                                            double l_2643_ = (l_1160_ + l_2642_);
                                                            double l_2644_ = (l_2640_ + l_2643_);
                                                            double l_2645_ = -(l_2644_);
                                                            double l_2646_ = (l_2645_ * 7.1362384635298e44L);
                                                            double l_2647_ = floor(l_2646_);
                                                            double l_2648_ = (l_2647_ * 1.401298464324817e-45L);
                                                            l_mut_1496_ = l_2648_;
                                                            double l_2649_ = abs(l_2645_);
                                                            bool l_2650_ = (l_2649_ >= 1.1754943508222875e-38L);
                                                            if (l_2650_) {
                                                                float l_2651_ = float(l_2645_);
                                                                double l_2652_ = double(l_2651_);
                                                                l_mut_1496_ = l_2652_;
                                                                double _e5237 = l_mut_1496_;
                                                                bool l_2653_ = (_e5237 > l_2645_);
                                                                if (l_2653_) {
                                                                    uint l_2654_ = asuint(l_2651_);
                                                                    uint l_2655_ = (l_2654_ ^ 2147483648u);
                                                                    float l_2656_ = asfloat(l_2655_);
                                                                    uint l_2657_ = asuint(l_2656_);
                                                                    uint l_2658_ = (l_2657_ + 1u);
                                                                    l_mut_2185_ = l_2658_;
                                                                    uint l_2659_ = (l_2657_ & 2147483647u);
                                                                    bool l_2660_ = (l_2659_ == 0u);
                                                                    if (l_2660_) {
                                                                        l_mut_2185_ = 1u;
                                                                    } else {
                                                                        uint l_2661_ = (l_2657_ & 2147483648u);
                                                                        bool l_2662_ = (l_2661_ != 0u);
                                                                        if (l_2662_) {
                                                                            uint l_2663_ = (l_2657_ - 1u);
                                                                            l_mut_2185_ = l_2663_;
                                                                        } else {
                                                                            bool l_2664_ = (l_2657_ == 2139095040u);
                                                                            if (l_2664_) {
                                                                                l_mut_2185_ = l_2657_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e5259 = l_mut_2185_;
                                                                    float l_2665_ = asfloat(_e5259);
                                                                    uint l_2666_ = asuint(l_2665_);
                                                                    uint l_2667_ = (l_2666_ ^ 2147483648u);
                                                                    float l_2668_ = asfloat(l_2667_);
                                                                    uint l_2669_ = asuint(l_2668_);
                                                                    double l_2670_ = double(l_2668_);
                                                                    l_mut_1269_ = l_2670_;
                                                                    uint l_2671_ = (l_2669_ & 2139095040u);
                                                                    bool l_2672_ = (l_2671_ == 0u);
                                                                    if (l_2672_) {
                                                                        uint l_2673_ = (l_2669_ & 8388607u);
                                                                        double l_2674_ = double(l_2673_);
                                                                        double l_2675_ = (l_2674_ * 1.401298464324817e-45L);
                                                                        l_mut_1269_ = l_2675_;
                                                                        uint l_2676_ = (l_2669_ >> 31u);
                                                                        bool l_2677_ = (l_2676_ == 1u);
                                                                        if (l_2677_) {
                                                                            double _e5280 = l_mut_1269_;
                                                                            double l_2678_ = -(_e5280);
                                                                            l_mut_1269_ = l_2678_;
                                                                        }
                                                                    }
                                                                    double _e5282 = l_mut_1269_;
                                                                    l_mut_1496_ = _e5282;
                                                                } else {
                                                                    uint l_2679_ = asuint(l_2651_);
                                                                    uint l_2680_ = (l_2679_ + 1u);
                                                                    l_mut_2185_ = l_2680_;
                                                                    uint l_2681_ = (l_2679_ & 2147483647u);
                                                                    bool l_2682_ = (l_2681_ == 0u);
                                                                    if (l_2682_) {
                                                                        l_mut_2185_ = 1u;
                                                                    } else {
                                                                        uint l_2683_ = (l_2679_ & 2147483648u);
                                                                        bool l_2684_ = (l_2683_ != 0u);
                                                                        if (l_2684_) {
                                                                            uint l_2685_ = (l_2679_ - 1u);
                                                                            l_mut_2185_ = l_2685_;
                                                                        } else {
                                                                            bool l_2686_ = (l_2679_ == 2139095040u);
                                                                            if (l_2686_) {
                                                                                l_mut_2185_ = l_2679_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e5299 = l_mut_2185_;
                                                                    float l_2687_ = asfloat(_e5299);
                                                                    uint l_2688_ = asuint(l_2687_);
                                                                    double l_2689_ = double(l_2687_);
                                                                    l_mut_1269_ = l_2689_;
                                                                    uint l_2690_ = (l_2688_ & 2139095040u);
                                                                    bool l_2691_ = (l_2690_ == 0u);
                                                                    if (l_2691_) {
                                                                        uint l_2692_ = (l_2688_ & 8388607u);
                                                                        double l_2693_ = double(l_2692_);
                                                                        double l_2694_ = (l_2693_ * 1.401298464324817e-45L);
                                                                        l_mut_1269_ = l_2694_;
                                                                        uint l_2695_ = (l_2688_ >> 31u);
                                                                        bool l_2696_ = (l_2695_ == 1u);
                                                                        if (l_2696_) {
                                                                            double _e5316 = l_mut_1269_;
                                                                            double l_2697_ = -(_e5316);
                                                                            l_mut_1269_ = l_2697_;
                                                                        }
                                                                    }
                                                                    double _e5318 = l_mut_1269_;
                                                                    bool l_2698_ = (_e5318 <= l_2645_);
                                                                    if (l_2698_) {
                                                                        uint l_2699_ = asuint(l_2651_);
                                                                        uint l_2700_ = (l_2699_ + 1u);
                                                                        l_mut_2185_ = l_2700_;
                                                                        uint l_2701_ = (l_2699_ & 2147483647u);
                                                                        bool l_2702_ = (l_2701_ == 0u);
                                                                        if (l_2702_) {
                                                                            l_mut_2185_ = 1u;
                                                                        } else {
                                                                            uint l_2703_ = (l_2699_ & 2147483648u);
                                                                            bool l_2704_ = (l_2703_ != 0u);
                                                                            if (l_2704_) {
                                                                                uint l_2705_ = (l_2699_ - 1u);
                                                                                l_mut_2185_ = l_2705_;
                                                                            } else {
                                                                                bool l_2706_ = (l_2699_ == 2139095040u);
                                                                                if (l_2706_) {
                                                                                    l_mut_2185_ = l_2699_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e5336 = l_mut_2185_;
                                                                        float l_2707_ = asfloat(_e5336);
                                                                        uint l_2708_ = asuint(l_2707_);
                                                                        double l_2709_ = double(l_2707_);
                                                                        l_mut_1269_ = l_2709_;
                                                                        uint l_2710_ = (l_2708_ & 2139095040u);
                                                                        bool l_2711_ = (l_2710_ == 0u);
                                                                        if (l_2711_) {
                                                                            uint l_2712_ = (l_2708_ & 8388607u);
                                                                            double l_2713_ = double(l_2712_);
                                                                            double l_2714_ = (l_2713_ * 1.401298464324817e-45L);
                                                                            l_mut_1269_ = l_2714_;
                                                                            uint l_2715_ = (l_2708_ >> 31u);
                                                                            bool l_2716_ = (l_2715_ == 1u);
                                                                            if (l_2716_) {
                                                                                double _e5353 = l_mut_1269_;
                                                                                double l_2717_ = -(_e5353);
                                                                                l_mut_1269_ = l_2717_;
                                                                            }
                                                                        }
                                                                        double _e5355 = l_mut_1269_;
                                                                        l_mut_1496_ = _e5355;
                                                                    }
                                                                }
                                                            }
                                                            double _e5356 = l_mut_1496_;
                                                            double l_2718_ = -(_e5356);
                                                            l_mut_1496_ = l_2718_;
                                                            if (true) {
                                                                local_83 = false;
                                                            } else {
                                                                local_83 = false;
                                                            }
                                                            bool l_2719_ = local_83;
                                                            if (l_2719_) {
                                                                double l_2720_ = (l_2640_ + l_2643_);
                                                                double l_2721_ = (l_2720_ * 7.1362384635298e44L);
                                                                double l_2722_ = floor(l_2721_);
                                                                double l_2723_ = (l_2722_ * 1.401298464324817e-45L);
                                                                l_mut_1269_ = l_2723_;
                                                                double l_2724_ = abs(l_2720_);
                                                                bool l_2725_ = (l_2724_ >= 1.1754943508222875e-38L);
                                                                if (l_2725_) {
                                                                    float l_2726_ = float(l_2720_);
                                                                    double l_2727_ = double(l_2726_);
                                                                    l_mut_1269_ = l_2727_;
                                                                    double _e5375 = l_mut_1269_;
                                                                    bool l_2728_ = (_e5375 > l_2720_);
                                                                    if (l_2728_) {
                                                                        uint l_2729_ = asuint(l_2726_);
                                                                        uint l_2730_ = (l_2729_ ^ 2147483648u);
                                                                        float l_2731_ = asfloat(l_2730_);
                                                                        uint l_2732_ = asuint(l_2731_);
                                                                        uint l_2733_ = (l_2732_ + 1u);
                                                                        l_mut_2185_ = l_2733_;
                                                                        uint l_2734_ = (l_2732_ & 2147483647u);
                                                                        bool l_2735_ = (l_2734_ == 0u);
                                                                        if (l_2735_) {
                                                                            l_mut_2185_ = 1u;
                                                                        } else {
                                                                            uint l_2736_ = (l_2732_ & 2147483648u);
                                                                            bool l_2737_ = (l_2736_ != 0u);
                                                                            if (l_2737_) {
                                                                                uint l_2738_ = (l_2732_ - 1u);
                                                                                l_mut_2185_ = l_2738_;
                                                                            } else {
                                                                                bool l_2739_ = (l_2732_ == 2139095040u);
                                                                                if (l_2739_) {
                                                                                    l_mut_2185_ = l_2732_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e5397 = l_mut_2185_;
                                                                        float l_2740_ = asfloat(_e5397);
                                                                        uint l_2741_ = asuint(l_2740_);
                                                                        uint l_2742_ = (l_2741_ ^ 2147483648u);
                                                                        float l_2743_ = asfloat(l_2742_);
                                                                        uint l_2744_ = asuint(l_2743_);
                                                                        double l_2745_ = double(l_2743_);
                                                                        l_mut_1193_ = l_2745_;
                                                                        uint l_2746_ = (l_2744_ & 2139095040u);
                                                                        bool l_2747_ = (l_2746_ == 0u);
                                                                        if (l_2747_) {
                                                                            uint l_2748_ = (l_2744_ & 8388607u);
                                                                            double l_2749_ = double(l_2748_);
                                                                            double l_2750_ = (l_2749_ * 1.401298464324817e-45L);
                                                                            l_mut_1193_ = l_2750_;
                                                                            uint l_2751_ = (l_2744_ >> 31u);
                                                                            bool l_2752_ = (l_2751_ == 1u);
                                                                            if (l_2752_) {
                                                                                double _e5418 = l_mut_1193_;
                                                                                double l_2753_ = -(_e5418);
                                                                                l_mut_1193_ = l_2753_;
                                                                            }
                                                                        }
                                                                        double _e5420 = l_mut_1193_;
                                                                        l_mut_1269_ = _e5420;
                                                                    } else {
                                                                        uint l_2754_ = asuint(l_2726_);
                                                                        uint l_2755_ = (l_2754_ + 1u);
                                                                        l_mut_2185_ = l_2755_;
                                                                        uint l_2756_ = (l_2754_ & 2147483647u);
                                                                        bool l_2757_ = (l_2756_ == 0u);
                                                                        if (l_2757_) {
                                                                            l_mut_2185_ = 1u;
                                                                        } else {
                                                                            uint l_2758_ = (l_2754_ & 2147483648u);
                                                                            bool l_2759_ = (l_2758_ != 0u);
                                                                            if (l_2759_) {
                                                                                uint l_2760_ = (l_2754_ - 1u);
                                                                                l_mut_2185_ = l_2760_;
                                                                            } else {
                                                                                bool l_2761_ = (l_2754_ == 2139095040u);
                                                                                if (l_2761_) {
                                                                                    l_mut_2185_ = l_2754_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e5437 = l_mut_2185_;
                                                                        float l_2762_ = asfloat(_e5437);
                                                                        uint l_2763_ = asuint(l_2762_);
                                                                        double l_2764_ = double(l_2762_);
                                                                        l_mut_1193_ = l_2764_;
                                                                        uint l_2765_ = (l_2763_ & 2139095040u);
                                                                        bool l_2766_ = (l_2765_ == 0u);
                                                                        if (l_2766_) {
                                                                            uint l_2767_ = (l_2763_ & 8388607u);
                                                                            double l_2768_ = double(l_2767_);
                                                                            double l_2769_ = (l_2768_ * 1.401298464324817e-45L);
                                                                            l_mut_1193_ = l_2769_;
                                                                            uint l_2770_ = (l_2763_ >> 31u);
                                                                            bool l_2771_ = (l_2770_ == 1u);
                                                                            if (l_2771_) {
                                                                                double _e5454 = l_mut_1193_;
                                                                                double l_2772_ = -(_e5454);
                                                                                l_mut_1193_ = l_2772_;
                                                                            }
                                                                        }
                                                                        double _e5456 = l_mut_1193_;
                                                                        bool l_2773_ = (_e5456 <= l_2720_);
                                                                        if (l_2773_) {
                                                                            uint l_2774_ = asuint(l_2726_);
                                                                            uint l_2775_ = (l_2774_ + 1u);
                                                                            l_mut_2185_ = l_2775_;
                                                                            uint l_2776_ = (l_2774_ & 2147483647u);
                                                                            bool l_2777_ = (l_2776_ == 0u);
                                                                            if (l_2777_) {
                                                                                l_mut_2185_ = 1u;
                                                                            } else {
                                                                                uint l_2778_ = (l_2774_ & 2147483648u);
                                                                                bool l_2779_ = (l_2778_ != 0u);
                                                                                if (l_2779_) {
                                                                                    uint l_2780_ = (l_2774_ - 1u);
                                                                                    l_mut_2185_ = l_2780_;
                                                                                } else {
                                                                                    bool l_2781_ = (l_2774_ == 2139095040u);
                                                                                    if (l_2781_) {
                                                                                        l_mut_2185_ = l_2774_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e5474 = l_mut_2185_;
                                                                            float l_2782_ = asfloat(_e5474);
                                                                            uint l_2783_ = asuint(l_2782_);
                                                                            double l_2784_ = double(l_2782_);
                                                                            l_mut_1193_ = l_2784_;
                                                                            uint l_2785_ = (l_2783_ & 2139095040u);
                                                                            bool l_2786_ = (l_2785_ == 0u);
                                                                            if (l_2786_) {
                                                                                uint l_2787_ = (l_2783_ & 8388607u);
                                                                                double l_2788_ = double(l_2787_);
                                                                                double l_2789_ = (l_2788_ * 1.401298464324817e-45L);
                                                                                l_mut_1193_ = l_2789_;
                                                                                uint l_2790_ = (l_2783_ >> 31u);
                                                                                bool l_2791_ = (l_2790_ == 1u);
                                                                                if (l_2791_) {
                                                                                    double _e5491 = l_mut_1193_;
                                                                                    double l_2792_ = -(_e5491);
                                                                                    l_mut_1193_ = l_2792_;
                                                                                }
                                                                            }
                                                                            double _e5493 = l_mut_1193_;
                                                                            l_mut_1269_ = _e5493;
                                                                        }
                                                                    }
                                                                }
                                                                double _e5494 = l_mut_1269_;
                                                                l_mut_1496_ = _e5494;
                                                            } else {
                                                                double l_2793_ = (l_2640_ - l_2643_);
                                                                double l_2794_ = (l_2793_ * 7.1362384635298e44L);
                                                                double l_2795_ = floor(l_2794_);
                                                                double l_2796_ = (l_2795_ * 1.401298464324817e-45L);
                                                                l_mut_1269_ = l_2796_;
                                                                double l_2797_ = abs(l_2793_);
                                                                bool l_2798_ = (l_2797_ >= 1.1754943508222875e-38L);
                                                                if (l_2798_) {
                                                                    float l_2799_ = float(l_2793_);
                                                                    double l_2800_ = double(l_2799_);
                                                                    l_mut_1269_ = l_2800_;
                                                                    double _e5506 = l_mut_1269_;
                                                                    bool l_2801_ = (_e5506 > l_2793_);
                                                                    if (l_2801_) {
                                                                        uint l_2802_ = asuint(l_2799_);
                                                                        uint l_2803_ = (l_2802_ ^ 2147483648u);
                                                                        float l_2804_ = asfloat(l_2803_);
                                                                        uint l_2805_ = asuint(l_2804_);
                                                                        uint l_2806_ = (l_2805_ + 1u);
                                                                        l_mut_2185_ = l_2806_;
                                                                        uint l_2807_ = (l_2805_ & 2147483647u);
                                                                        bool l_2808_ = (l_2807_ == 0u);
                                                                        if (l_2808_) {
                                                                            l_mut_2185_ = 1u;
                                                                        } else {
                                                                            uint l_2809_ = (l_2805_ & 2147483648u);
                                                                            bool l_2810_ = (l_2809_ != 0u);
                                                                            if (l_2810_) {
                                                                                uint l_2811_ = (l_2805_ - 1u);
                                                                                l_mut_2185_ = l_2811_;
                                                                            } else {
                                                                                bool l_2812_ = (l_2805_ == 2139095040u);
                                                                                if (l_2812_) {
                                                                                    l_mut_2185_ = l_2805_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e5528 = l_mut_2185_;
                                                                        float l_2813_ = asfloat(_e5528);
                                                                        uint l_2814_ = asuint(l_2813_);
                                                                        uint l_2815_ = (l_2814_ ^ 2147483648u);
                                                                        float l_2816_ = asfloat(l_2815_);
                                                                        uint l_2817_ = asuint(l_2816_);
                                                                        double l_2818_ = double(l_2816_);
                                                                        l_mut_1193_ = l_2818_;
                                                                        uint l_2819_ = (l_2817_ & 2139095040u);
                                                                        bool l_2820_ = (l_2819_ == 0u);
                                                                        if (l_2820_) {
                                                                            uint l_2821_ = (l_2817_ & 8388607u);
                                                                            double l_2822_ = double(l_2821_);
                                                                            double l_2823_ = (l_2822_ * 1.401298464324817e-45L);
                                                                            l_mut_1193_ = l_2823_;
                                                                            uint l_2824_ = (l_2817_ >> 31u);
                                                                            bool l_2825_ = (l_2824_ == 1u);
                                                                            if (l_2825_) {
                                                                                double _e5549 = l_mut_1193_;
                                                                                double l_2826_ = -(_e5549);
                                                                                l_mut_1193_ = l_2826_;
                                                                            }
                                                                        }
                                                                        double _e5551 = l_mut_1193_;
                                                                        l_mut_1269_ = _e5551;
                                                                    } else {
                                                                        uint l_2827_ = asuint(l_2799_);
                                                                        uint l_2828_ = (l_2827_ + 1u);
                                                                        l_mut_2185_ = l_2828_;
                                                                        uint l_2829_ = (l_2827_ & 2147483647u);
                                                                        bool l_2830_ = (l_2829_ == 0u);
                                                                        if (l_2830_) {
                                                                            l_mut_2185_ = 1u;
                                                                        } else {
                                                                            uint l_2831_ = (l_2827_ & 2147483648u);
                                                                            bool l_2832_ = (l_2831_ != 0u);
                                                                            if (l_2832_) {
                                                                                uint l_2833_ = (l_2827_ - 1u);
                                                                                l_mut_2185_ = l_2833_;
                                                                            } else {
                                                                                bool l_2834_ = (l_2827_ == 2139095040u);
                                                                                if (l_2834_) {
                                                                                    l_mut_2185_ = l_2827_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e5568 = l_mut_2185_;
                                                                        float l_2835_ = asfloat(_e5568);
                                                                        uint l_2836_ = asuint(l_2835_);
                                                                        double l_2837_ = double(l_2835_);
                                                                        l_mut_1193_ = l_2837_;
                                                                        uint l_2838_ = (l_2836_ & 2139095040u);
                                                                        bool l_2839_ = (l_2838_ == 0u);
                                                                        if (l_2839_) {
                                                                            uint l_2840_ = (l_2836_ & 8388607u);
                                                                            double l_2841_ = double(l_2840_);
                                                                            double l_2842_ = (l_2841_ * 1.401298464324817e-45L);
                                                                            l_mut_1193_ = l_2842_;
                                                                            uint l_2843_ = (l_2836_ >> 31u);
                                                                            bool l_2844_ = (l_2843_ == 1u);
                                                                            if (l_2844_) {
                                                                                double _e5585 = l_mut_1193_;
                                                                                double l_2845_ = -(_e5585);
                                                                                l_mut_1193_ = l_2845_;
                                                                            }
                                                                        }
                                                                        double _e5587 = l_mut_1193_;
                                                                        bool l_2846_ = (_e5587 <= l_2793_);
                                                                        if (l_2846_) {
                                                                            uint l_2847_ = asuint(l_2799_);
                                                                            uint l_2848_ = (l_2847_ + 1u);
                                                                            l_mut_2185_ = l_2848_;
                                                                            uint l_2849_ = (l_2847_ & 2147483647u);
                                                                            bool l_2850_ = (l_2849_ == 0u);
                                                                            if (l_2850_) {
                                                                                l_mut_2185_ = 1u;
                                                                            } else {
                                                                                uint l_2851_ = (l_2847_ & 2147483648u);
                                                                                bool l_2852_ = (l_2851_ != 0u);
                                                                                if (l_2852_) {
                                                                                    uint l_2853_ = (l_2847_ - 1u);
                                                                                    l_mut_2185_ = l_2853_;
                                                                                } else {
                                                                                    bool l_2854_ = (l_2847_ == 2139095040u);
                                                                                    if (l_2854_) {
                                                                                        l_mut_2185_ = l_2847_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e5605 = l_mut_2185_;
                                                                            float l_2855_ = asfloat(_e5605);
                                                                            uint l_2856_ = asuint(l_2855_);
                                                                            double l_2857_ = double(l_2855_);
                                                                            l_mut_1193_ = l_2857_;
                                                                            uint l_2858_ = (l_2856_ & 2139095040u);
                                                                            bool l_2859_ = (l_2858_ == 0u);
                                                                            if (l_2859_) {
                                                                                uint l_2860_ = (l_2856_ & 8388607u);
                                                                                double l_2861_ = double(l_2860_);
                                                                                double l_2862_ = (l_2861_ * 1.401298464324817e-45L);
                                                                                l_mut_1193_ = l_2862_;
                                                                                uint l_2863_ = (l_2856_ >> 31u);
                                                                                bool l_2864_ = (l_2863_ == 1u);
                                                                                if (l_2864_) {
                                                                                    double _e5622 = l_mut_1193_;
                                                                                    double l_2865_ = -(_e5622);
                                                                                    l_mut_1193_ = l_2865_;
                                                                                }
                                                                            }
                                                                            double _e5624 = l_mut_1193_;
                                                                            l_mut_1269_ = _e5624;
                                                                        }
                                                                    }
                                                                }
                                                                double _e5625 = l_mut_1269_;
                                                                l_mut_1496_ = _e5625;
                                                            }
                                                            double _e5626 = l_mut_61_;
                                                            double l_2866_ = (_e5626 + l_19_);
                                                            double l_2867_ = abs(l_2866_);
                                                            double l_2868_ = (l_2867_ * 2.220446049250313e-16L);
                                                            double l_2869_ = (l_1160_ + l_2868_);
                                                            double l_2870_ = (l_2866_ + l_2869_);
                                                            double l_2871_ = -(l_2870_);
                                                            double l_2872_ = (l_2871_ * 7.1362384635298e44L);
                                                            double l_2873_ = floor(l_2872_);
                                                            double l_2874_ = (l_2873_ * 1.401298464324817e-45L);
                                                            l_mut_1269_ = l_2874_;
                                                            double l_2875_ = abs(l_2871_);
                                                            bool l_2876_ = (l_2875_ >= 1.1754943508222875e-38L);
                                                            if (l_2876_) {
                                                                float l_2877_ = float(l_2871_);
                                                                double l_2878_ = double(l_2877_);
                                                                l_mut_1269_ = l_2878_;
                                                                double _e5644 = l_mut_1269_;
                                                                bool l_2879_ = (_e5644 > l_2871_);
                                                                if (l_2879_) {
                                                                    uint l_2880_ = asuint(l_2877_);
                                                                    uint l_2881_ = (l_2880_ ^ 2147483648u);
                                                                    float l_2882_ = asfloat(l_2881_);
                                                                    uint l_2883_ = asuint(l_2882_);
                                                                    uint l_2884_ = (l_2883_ + 1u);
                                                                    l_mut_2185_ = l_2884_;
                                                                    uint l_2885_ = (l_2883_ & 2147483647u);
                                                                    bool l_2886_ = (l_2885_ == 0u);
                                                                    if (l_2886_) {
                                                                        l_mut_2185_ = 1u;
                                                                    } else {
                                                                        uint l_2887_ = (l_2883_ & 2147483648u);
                                                                        bool l_2888_ = (l_2887_ != 0u);
                                                                        if (l_2888_) {
                                                                            uint l_2889_ = (l_2883_ - 1u);
                                                                            l_mut_2185_ = l_2889_;
                                                                        } else {
                                                                            bool l_2890_ = (l_2883_ == 2139095040u);
                                                                            if (l_2890_) {
                                                                                l_mut_2185_ = l_2883_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e5666 = l_mut_2185_;
                                                                    float l_2891_ = asfloat(_e5666);
                                                                    uint l_2892_ = asuint(l_2891_);
                                                                    uint l_2893_ = (l_2892_ ^ 2147483648u);
                                                                    float l_2894_ = asfloat(l_2893_);
                                                                    uint l_2895_ = asuint(l_2894_);
                                                                    double l_2896_ = double(l_2894_);
                                                                    l_mut_1193_ = l_2896_;
                                                                    uint l_2897_ = (l_2895_ & 2139095040u);
                                                                    bool l_2898_ = (l_2897_ == 0u);
                                                                    if (l_2898_) {
                                                                        uint l_2899_ = (l_2895_ & 8388607u);
                                                                        double l_2900_ = double(l_2899_);
                                                                        double l_2901_ = (l_2900_ * 1.401298464324817e-45L);
                                                                        l_mut_1193_ = l_2901_;
                                                                        uint l_2902_ = (l_2895_ >> 31u);
                                                                        bool l_2903_ = (l_2902_ == 1u);
                                                                        if (l_2903_) {
                                                                            double _e5687 = l_mut_1193_;
                                                                            double l_2904_ = -(_e5687);
                                                                            l_mut_1193_ = l_2904_;
                                                                        }
                                                                    }
                                                                    double _e5689 = l_mut_1193_;
                                                                    l_mut_1269_ = _e5689;
                                                                } else {
                                                                    uint l_2905_ = asuint(l_2877_);
                                                                    uint l_2906_ = (l_2905_ + 1u);
                                                                    l_mut_2185_ = l_2906_;
                                                                    uint l_2907_ = (l_2905_ & 2147483647u);
                                                                    bool l_2908_ = (l_2907_ == 0u);
                                                                    if (l_2908_) {
                                                                        l_mut_2185_ = 1u;
                                                                    } else {
                                                                        uint l_2909_ = (l_2905_ & 2147483648u);
                                                                        bool l_2910_ = (l_2909_ != 0u);
                                                                        if (l_2910_) {
                                                                            uint l_2911_ = (l_2905_ - 1u);
                                                                            l_mut_2185_ = l_2911_;
                                                                        } else {
                                                                            bool l_2912_ = (l_2905_ == 2139095040u);
                                                                            if (l_2912_) {
                                                                                l_mut_2185_ = l_2905_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e5706 = l_mut_2185_;
                                                                    float l_2913_ = asfloat(_e5706);
                                                                    uint l_2914_ = asuint(l_2913_);
                                                                    double l_2915_ = double(l_2913_);
                                                                    l_mut_1193_ = l_2915_;
                                                                    uint l_2916_ = (l_2914_ & 2139095040u);
                                                                    bool l_2917_ = (l_2916_ == 0u);
                                                                    if (l_2917_) {
                                                                        uint l_2918_ = (l_2914_ & 8388607u);
                                                                        double l_2919_ = double(l_2918_);
                                                                        double l_2920_ = (l_2919_ * 1.401298464324817e-45L);
                                                                        l_mut_1193_ = l_2920_;
                                                                        uint l_2921_ = (l_2914_ >> 31u);
                                                                        bool l_2922_ = (l_2921_ == 1u);
                                                                        if (l_2922_) {
                                                                            double _e5723 = l_mut_1193_;
                                                                            double l_2923_ = -(_e5723);
                                                                            l_mut_1193_ = l_2923_;
                                                                        }
                                                                    }
                                                                    double _e5725 = l_mut_1193_;
                                                                    bool l_2924_ = (_e5725 <= l_2871_);
                                                                    if (l_2924_) {
                                                                        uint l_2925_ = asuint(l_2877_);
                                                                        uint l_2926_ = (l_2925_ + 1u);
                                                                        l_mut_2185_ = l_2926_;
                                                                        uint l_2927_ = (l_2925_ & 2147483647u);
                                                                        bool l_2928_ = (l_2927_ == 0u);
                                                                        if (l_2928_) {
                                                                            l_mut_2185_ = 1u;
                                                                        } else {
                                                                            uint l_2929_ = (l_2925_ & 2147483648u);
                                                                            bool l_2930_ = (l_2929_ != 0u);
                                                                            if (l_2930_) {
                                                                                uint l_2931_ = (l_2925_ - 1u);
                                                                                l_mut_2185_ = l_2931_;
                                                                            } else {
                                                                                bool l_2932_ = (l_2925_ == 2139095040u);
                                                                                if (l_2932_) {
                                                                                    l_mut_2185_ = l_2925_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e5743 = l_mut_2185_;
                                                                        float l_2933_ = asfloat(_e5743);
                                                                        uint l_2934_ = asuint(l_2933_);
                                                                        double l_2935_ = double(l_2933_);
                                                                        l_mut_1193_ = l_2935_;
                                                                        uint l_2936_ = (l_2934_ & 2139095040u);
                                                                        bool l_2937_ = (l_2936_ == 0u);
                                                                        if (l_2937_) {
                                                                            uint l_2938_ = (l_2934_ & 8388607u);
                                                                            double l_2939_ = double(l_2938_);
                                                                            double l_2940_ = (l_2939_ * 1.401298464324817e-45L);
                                                                            l_mut_1193_ = l_2940_;
                                                                            uint l_2941_ = (l_2934_ >> 31u);
                                                                            bool l_2942_ = (l_2941_ == 1u);
                                                                            if (l_2942_) {
                                                                                double _e5760 = l_mut_1193_;
                                                                                double l_2943_ = -(_e5760);
                                                                                l_mut_1193_ = l_2943_;
                                                                            }
                                                                        }
                                                                        double _e5762 = l_mut_1193_;
                                                                        l_mut_1269_ = _e5762;
                                                                    }
                                                                }
                                                            }
                                                            double _e5763 = l_mut_1269_;
                                                            double l_2944_ = -(_e5763);
                                                            l_mut_1269_ = l_2944_;
                                                            if (false) {
                                                                local_84 = false;
                                                            } else {
                                                                local_84 = false;
                                                            }
                                                            bool l_2945_ = local_84;
                                                            if (l_2945_) {
                                                                double l_2946_ = (l_2866_ + l_2869_);
                                                                double l_2947_ = (l_2946_ * 7.1362384635298e44L);
                                                                double l_2948_ = floor(l_2947_);
                                                                double l_2949_ = (l_2948_ * 1.401298464324817e-45L);
                                                                l_mut_1193_ = l_2949_;
                                                                double l_2950_ = abs(l_2946_);
                                                                bool l_2951_ = (l_2950_ >= 1.1754943508222875e-38L);
                                                                if (l_2951_) {
                                                                    float l_2952_ = float(l_2946_);
                                                                    double l_2953_ = double(l_2952_);
                                                                    l_mut_1193_ = l_2953_;
                                                                    double _e5782 = l_mut_1193_;
                                                                    bool l_2954_ = (_e5782 > l_2946_);
                                                                    if (l_2954_) {
                                                                        uint l_2955_ = asuint(l_2952_);
                                                                        uint l_2956_ = (l_2955_ ^ 2147483648u);
                                                                        float l_2957_ = asfloat(l_2956_);
                                                                        uint l_2958_ = asuint(l_2957_);
                                                                        uint l_2959_ = (l_2958_ + 1u);
                                                                        l_mut_2185_ = l_2959_;
                                                                        uint l_2960_ = (l_2958_ & 2147483647u);
                                                                        bool l_2961_ = (l_2960_ == 0u);
                                                                        if (l_2961_) {
                                                                            l_mut_2185_ = 1u;
                                                                        } else {
                                                                            uint l_2962_ = (l_2958_ & 2147483648u);
                                                                            bool l_2963_ = (l_2962_ != 0u);
                                                                            if (l_2963_) {
                                                                                uint l_2964_ = (l_2958_ - 1u);
                                                                                l_mut_2185_ = l_2964_;
                                                                            } else {
                                                                                bool l_2965_ = (l_2958_ == 2139095040u);
                                                                                if (l_2965_) {
                                                                                    l_mut_2185_ = l_2958_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e5804 = l_mut_2185_;
                                                                        float l_2966_ = asfloat(_e5804);
                                                                        uint l_2967_ = asuint(l_2966_);
                                                                        uint l_2968_ = (l_2967_ ^ 2147483648u);
                                                                        float l_2969_ = asfloat(l_2968_);
                                                                        uint l_2970_ = asuint(l_2969_);
                                                                        double l_2971_ = double(l_2969_);
                                                                        l_mut_1170_ = l_2971_;
                                                                        uint l_2972_ = (l_2970_ & 2139095040u);
                                                                        bool l_2973_ = (l_2972_ == 0u);
                                                                        if (l_2973_) {
                                                                            uint l_2974_ = (l_2970_ & 8388607u);
                                                                            double l_2975_ = double(l_2974_);
                                                                            double l_2976_ = (l_2975_ * 1.401298464324817e-45L);
                                                                            l_mut_1170_ = l_2976_;
                                                                            uint l_2977_ = (l_2970_ >> 31u);
                                                                            bool l_2978_ = (l_2977_ == 1u);
                                                                            if (l_2978_) {
                                                                                double _e5825 = l_mut_1170_;
                                                                                double l_2979_ = -(_e5825);
                                                                                l_mut_1170_ = l_2979_;
                                                                            }
                                                                        }
                                                                        double _e5827 = l_mut_1170_;
                                                                        l_mut_1193_ = _e5827;
                                                                    } else {
                                                                        uint l_2980_ = asuint(l_2952_);
                                                                        uint l_2981_ = (l_2980_ + 1u);
                                                                        l_mut_2185_ = l_2981_;
                                                                        uint l_2982_ = (l_2980_ & 2147483647u);
                                                                        bool l_2983_ = (l_2982_ == 0u);
                                                                        if (l_2983_) {
                                                                            l_mut_2185_ = 1u;
                                                                        } else {
                                                                            uint l_2984_ = (l_2980_ & 2147483648u);
                                                                            bool l_2985_ = (l_2984_ != 0u);
                                                                            if (l_2985_) {
                                                                                uint l_2986_ = (l_2980_ - 1u);
                                                                                l_mut_2185_ = l_2986_;
                                                                            } else {
                                                                                bool l_2987_ = (l_2980_ == 2139095040u);
                                                                                if (l_2987_) {
                                                                                    l_mut_2185_ = l_2980_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e5844 = l_mut_2185_;
                                                                        float l_2988_ = asfloat(_e5844);
                                                                        uint l_2989_ = asuint(l_2988_);
                                                                        double l_2990_ = double(l_2988_);
                                                                        l_mut_1170_ = l_2990_;
                                                                        uint l_2991_ = (l_2989_ & 2139095040u);
                                                                        bool l_2992_ = (l_2991_ == 0u);
                                                                        if (l_2992_) {
                                                                            uint l_2993_ = (l_2989_ & 8388607u);
                                                                            double l_2994_ = double(l_2993_);
                                                                            double l_2995_ = (l_2994_ * 1.401298464324817e-45L);
                                                                            l_mut_1170_ = l_2995_;
                                                                            uint l_2996_ = (l_2989_ >> 31u);
                                                                            bool l_2997_ = (l_2996_ == 1u);
                                                                            if (l_2997_) {
                                                                                double _e5861 = l_mut_1170_;
                                                                                double l_2998_ = -(_e5861);
                                                                                l_mut_1170_ = l_2998_;
                                                                            }
                                                                        }
                                                                        double _e5863 = l_mut_1170_;
                                                                        bool l_2999_ = (_e5863 <= l_2946_);
                                                                        if (l_2999_) {
                                                                            uint l_3000_ = asuint(l_2952_);
                                                                            uint l_3001_ = (l_3000_ + 1u);
                                                                            l_mut_2185_ = l_3001_;
                                                                            uint l_3002_ = (l_3000_ & 2147483647u);
                                                                            bool l_3003_ = (l_3002_ == 0u);
                                                                            if (l_3003_) {
                                                                                l_mut_2185_ = 1u;
                                                                            } else {
                                                                                uint l_3004_ = (l_3000_ & 2147483648u);
                                                                                bool l_3005_ = (l_3004_ != 0u);
                                                                                if (l_3005_) {
                                                                                    uint l_3006_ = (l_3000_ - 1u);
                                                                                    l_mut_2185_ = l_3006_;
                                                                                } else {
                                                                                    bool l_3007_ = (l_3000_ == 2139095040u);
                                                                                    if (l_3007_) {
                                                                                        l_mut_2185_ = l_3000_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e5881 = l_mut_2185_;
                                                                            float l_3008_ = asfloat(_e5881);
                                                                            uint l_3009_ = asuint(l_3008_);
                                                                            double l_3010_ = double(l_3008_);
                                                                            l_mut_1170_ = l_3010_;
                                                                            uint l_3011_ = (l_3009_ & 2139095040u);
                                                                            bool l_3012_ = (l_3011_ == 0u);
                                                                            if (l_3012_) {
                                                                                uint l_3013_ = (l_3009_ & 8388607u);
                                                                                double l_3014_ = double(l_3013_);
                                                                                double l_3015_ = (l_3014_ * 1.401298464324817e-45L);
                                                                                l_mut_1170_ = l_3015_;
                                                                                uint l_3016_ = (l_3009_ >> 31u);
                                                                                bool l_3017_ = (l_3016_ == 1u);
                                                                                if (l_3017_) {
                                                                                    double _e5898 = l_mut_1170_;
                                                                                    double l_3018_ = -(_e5898);
                                                                                    l_mut_1170_ = l_3018_;
                                                                                }
                                                                            }
                                                                            double _e5900 = l_mut_1170_;
                                                                            l_mut_1193_ = _e5900;
                                                                        }
                                                                    }
                                                                }
                                                                double _e5901 = l_mut_1193_;
                                                                l_mut_1269_ = _e5901;
                                                            }
                                                            l_mut_2185_ = 0u;
                                                            double _e5903 = l_mut_1496_;
                                                            bool l_3019_ = (_e5903 <= 0.0L);
                                                            double _e5906 = l_mut_1269_;
                                                            bool l_3020_ = (_e5906 >= 0.0L);
                                                            if (l_3019_) {
                                                                local_85 = l_3020_;
                                                            } else {
                                                                local_85 = false;
                                                            }
                                                            bool l_3021_ = local_85;
                                                            bool l_3022_ = !(l_3021_);
                                                            if (l_3022_) {
                                                                double _e5914 = l_mut_1952_;
                                                                double _e5915 = l_mut_1496_;
                                                                double l_3024_ = (_e5914 / _e5915);
                                                                double _e5917 = l_mut_1952_;
                                                                double _e5918 = l_mut_1269_;
                                                                double l_3025_ = (_e5917 / _e5918);
                                                                double _e5920 = l_mut_1725_;
                                                                double _e5921 = l_mut_1496_;
                                                                double l_3026_ = (_e5920 / _e5921);
                                                                double _e5923 = l_mut_1725_;
                                                                double _e5924 = l_mut_1269_;
                                                                double l_3027_ = (_e5923 / _e5924);
                                                                a_3023_[0] = l_3024_;
                                                                a_3023_[1] = l_3024_;
                                                                double l_3028_ = a_3023_[0];
                                                                bool l_3029_ = (l_3025_ < l_3028_);
                                                                if (l_3029_) {
                                                                    a_3023_[0] = l_3025_;
                                                                }
                                                                double l_3030_ = a_3023_[0];
                                                                bool l_3031_ = (l_3026_ < l_3030_);
                                                                if (l_3031_) {
                                                                    a_3023_[0] = l_3026_;
                                                                }
                                                                double l_3032_ = a_3023_[0];
                                                                bool l_3033_ = (l_3027_ < l_3032_);
                                                                if (l_3033_) {
                                                                    a_3023_[0] = l_3027_;
                                                                }
                                                                double l_3034_ = a_3023_[1];
                                                                bool l_3035_ = (l_3025_ > l_3034_);
                                                                if (l_3035_) {
                                                                    a_3023_[1] = l_3025_;
                                                                }
                                                                double l_3036_ = a_3023_[1];
                                                                bool l_3037_ = (l_3026_ > l_3036_);
                                                                if (l_3037_) {
                                                                    a_3023_[1] = l_3026_;
                                                                }
                                                                double l_3038_ = a_3023_[1];
                                                                bool l_3039_ = (l_3027_ > l_3038_);
                                                                if (l_3039_) {
                                                                    a_3023_[1] = l_3027_;
                                                                }
                                                                double l_3040_ = a_3023_[0];
                                                                double l_3041_ = abs(l_3040_);
                                                                double _e5955 = l_mut_38_;
                                                                double l_3042_ = (l_3041_ * _e5955);
                                                                double l_3043_ = a_3023_[1];
                                                                double l_3044_ = abs(l_3043_);
                                                                double _e5960 = l_mut_38_;
                                                                double l_3045_ = (l_3044_ * _e5960);
                                                                l_mut_2185_ = 2u;
                                                                double l_3046_ = a_3023_[0];
                                                                double l_3047_ = (l_3046_ - l_3042_);
                                                                double l_3048_ = abs(l_3047_);
                                                                l_mut_1952_ = 1.401298464324817e-45L;
                                                                bool l_3049_ = (l_3048_ >= 1.1754943508222875e-38L);
                                                                bool l_3050_ = (l_3048_ <= 1.7976931348623157e308L);
                                                                if (l_3049_) {
                                                                    local_86 = l_3050_;
                                                                } else {
                                                                    local_86 = false;
                                                                }
                                                                bool l_3051_ = local_86;
                                                                if (l_3051_) {
                                                                    uint64_t l_3052_ = l_3048_;
                                                                    uint64_t l_3053_ = (l_3052_ >> uint(52uL));
                                                                    uint64_t l_3054_ = (l_3053_ - 23uL);
                                                                    uint64_t l_3055_ = (l_3054_ << uint(52uL));
                                                                    double l_3056_ = l_3055_;
                                                                    l_mut_1952_ = l_3056_;
                                                                }
                                                                double l_3057_ = (l_3046_ + l_3042_);
                                                                double l_3058_ = abs(l_3057_);
                                                                l_mut_1725_ = 1.401298464324817e-45L;
                                                                bool l_3059_ = (l_3058_ >= 1.1754943508222875e-38L);
                                                                bool l_3060_ = (l_3058_ <= 1.7976931348623157e308L);
                                                                if (l_3059_) {
                                                                    local_87 = l_3060_;
                                                                } else {
                                                                    local_87 = false;
                                                                }
                                                                bool l_3061_ = local_87;
                                                                if (l_3061_) {
                                                                    uint64_t l_3062_ = l_3058_;
                                                                    uint64_t l_3063_ = (l_3062_ >> uint(52uL));
                                                                    uint64_t l_3064_ = (l_3063_ - 23uL);
                                                                    uint64_t l_3065_ = (l_3064_ << uint(52uL));
                                                                    double l_3066_ = l_3065_;
                                                                    l_mut_1725_ = l_3066_;
                                                                }
                                                                double _e6011 = l_mut_1952_;
                                                                double _e6012 = l_mut_1725_;
                                                                bool l_3067_ = (_e6011 == _e6012);
                                                                double l_3068_ = a_3023_[1];
                                                                double l_3069_ = (l_3068_ - l_3045_);
                                                                double l_3070_ = abs(l_3069_);
                                                                l_mut_1952_ = 1.401298464324817e-45L;
                                                                bool l_3071_ = (l_3070_ >= 1.1754943508222875e-38L);
                                                                bool l_3072_ = (l_3070_ <= 1.7976931348623157e308L);
                                                                if (l_3071_) {
                                                                    local_88 = l_3072_;
                                                                } else {
                                                                    local_88 = false;
                                                                }
                                                                bool l_3073_ = local_88;
                                                                if (l_3073_) {
                                                                    uint64_t l_3074_ = l_3070_;
                                                                    uint64_t l_3075_ = (l_3074_ >> uint(52uL));
                                                                    uint64_t l_3076_ = (l_3075_ - 23uL);
                                                                    uint64_t l_3077_ = (l_3076_ << uint(52uL));
                                                                    double l_3078_ = l_3077_;
                                                                    l_mut_1952_ = l_3078_;
                                                                }
                                                                double l_3079_ = (l_3068_ + l_3045_);
                                                                double l_3080_ = abs(l_3079_);
                                                                l_mut_1725_ = 1.401298464324817e-45L;
                                                                bool l_3081_ = (l_3080_ >= 1.1754943508222875e-38L);
                                                                bool l_3082_ = (l_3080_ <= 1.7976931348623157e308L);
                                                                if (l_3081_) {
                                                                    local_89 = l_3082_;
                                                                } else {
                                                                    local_89 = false;
                                                                }
                                                                bool l_3083_ = local_89;
                                                                if (l_3083_) {
                                                                    uint64_t l_3084_ = l_3080_;
                                                                    uint64_t l_3085_ = (l_3084_ >> uint(52uL));
                                                                    uint64_t l_3086_ = (l_3085_ - 23uL);
                                                                    uint64_t l_3087_ = (l_3086_ << uint(52uL));
                                                                    double l_3088_ = l_3087_;
                                                                    l_mut_1725_ = l_3088_;
                                                                }
                                                                double _e6062 = l_mut_1952_;
                                                                double _e6063 = l_mut_1725_;
                                                                bool l_3089_ = (_e6062 == _e6063);
                                                                if (l_3067_) {
                                                                    local_90 = l_3089_;
                                                                } else {
                                                                    local_90 = false;
                                                                }
                                                                bool l_3090_ = local_90;
                                                                if (l_3090_) {
                                                                    double l_3091_ = a_3023_[0];
                                                                    double l_3092_ = a_3023_[0];
                                                                    double l_3093_ = abs(l_3092_);
                                                                    l_mut_1952_ = 1.401298464324817e-45L;
                                                                    bool l_3094_ = (l_3093_ >= 1.1754943508222875e-38L);
                                                                    bool l_3095_ = (l_3093_ <= 1.7976931348623157e308L);
                                                                    if (l_3094_) {
                                                                        local_91 = l_3095_;
                                                                    } else {
                                                                        local_91 = false;
                                                                    }
                                                                    bool l_3096_ = local_91;
                                                                    if (l_3096_) {
                                                                        uint64_t l_3097_ = l_3093_;
                                                                        uint64_t l_3098_ = (l_3097_ >> uint(52uL));
                                                                        uint64_t l_3099_ = (l_3098_ - 23uL);
                                                                        uint64_t l_3100_ = (l_3099_ << uint(52uL));
                                                                        double l_3101_ = l_3100_;
                                                                        l_mut_1952_ = l_3101_;
                                                                    }
                                                                    double _e6095 = l_mut_1952_;
                                                                    double l_3102_ = (l_22_ * _e6095);
                                                                    double l_3103_ = (l_3091_ - l_3102_);
                                                                    double l_3104_ = a_3023_[1];
                                                                    double l_3105_ = a_3023_[1];
                                                                    double l_3106_ = abs(l_3105_);
                                                                    l_mut_1952_ = 1.401298464324817e-45L;
                                                                    bool l_3107_ = (l_3106_ >= 1.1754943508222875e-38L);
                                                                    bool l_3108_ = (l_3106_ <= 1.7976931348623157e308L);
                                                                    if (l_3107_) {
                                                                        local_92 = l_3108_;
                                                                    } else {
                                                                        local_92 = false;
                                                                    }
                                                                    bool l_3109_ = local_92;
                                                                    if (l_3109_) {
                                                                        uint64_t l_3110_ = l_3106_;
                                                                        uint64_t l_3111_ = (l_3110_ >> uint(52uL));
                                                                        uint64_t l_3112_ = (l_3111_ - 23uL);
                                                                        uint64_t l_3113_ = (l_3112_ << uint(52uL));
                                                                        double l_3114_ = l_3113_;
                                                                        l_mut_1952_ = l_3114_;
                                                                    }
                                                                    double _e6124 = l_mut_1952_;
                                                                    double l_3115_ = (l_22_ * _e6124);
                                                                    double l_3116_ = (l_3104_ + l_3115_);
                                                                    uint l_3117_ = asuint(l_15_);
                                                                    double l_3118_ = double(l_15_);
                                                                    l_mut_1952_ = l_3118_;
                                                                    uint l_3119_ = (l_3117_ & 2139095040u);
                                                                    bool l_3120_ = (l_3119_ == 0u);
                                                                    if (l_3120_) {
                                                                        uint l_3121_ = (l_3117_ & 8388607u);
                                                                        double l_3122_ = double(l_3121_);
                                                                        double l_3123_ = (l_3122_ * 1.401298464324817e-45L);
                                                                        l_mut_1952_ = l_3123_;
                                                                        uint l_3124_ = (l_3117_ >> 31u);
                                                                        bool l_3125_ = (l_3124_ == 1u);
                                                                        if (l_3125_) {
                                                                            double _e6142 = l_mut_1952_;
                                                                            double l_3126_ = -(_e6142);
                                                                            l_mut_1952_ = l_3126_;
                                                                        }
                                                                    }
                                                                    uint l_3127_ = asuint(l_15_);
                                                                    uint l_3128_ = (l_3127_ + 1u);
                                                                    l_mut_3129_ = l_3128_;
                                                                    uint l_3130_ = (l_3127_ & 2147483647u);
                                                                    bool l_3131_ = (l_3130_ == 0u);
                                                                    if (l_3131_) {
                                                                        l_mut_3129_ = 1u;
                                                                    } else {
                                                                        uint l_3132_ = (l_3127_ & 2147483648u);
                                                                        bool l_3133_ = (l_3132_ != 0u);
                                                                        if (l_3133_) {
                                                                            uint l_3134_ = (l_3127_ - 1u);
                                                                            l_mut_3129_ = l_3134_;
                                                                        } else {
                                                                            bool l_3135_ = (l_3127_ == 2139095040u);
                                                                            if (l_3135_) {
                                                                                l_mut_3129_ = l_3127_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e6160 = l_mut_3129_;
                                                                    float l_3136_ = asfloat(_e6160);
                                                                    uint l_3137_ = asuint(l_3136_);
                                                                    double l_3138_ = double(l_3136_);
                                                                    l_mut_1725_ = l_3138_;
                                                                    uint l_3139_ = (l_3137_ & 2139095040u);
                                                                    bool l_3140_ = (l_3139_ == 0u);
                                                                    if (l_3140_) {
                                                                        uint l_3141_ = (l_3137_ & 8388607u);
                                                                        double l_3142_ = double(l_3141_);
                                                                        double l_3143_ = (l_3142_ * 1.401298464324817e-45L);
                                                                        l_mut_1725_ = l_3143_;
                                                                        uint l_3144_ = (l_3137_ >> 31u);
                                                                        bool l_3145_ = (l_3144_ == 1u);
                                                                        if (l_3145_) {
                                                                            double _e6177 = l_mut_1725_;
                                                                            double l_3146_ = -(_e6177);
                                                                            l_mut_1725_ = l_3146_;
                                                                        }
                                                                    }
                                                                    uint l_3147_ = asuint(l_15_);
                                                                    uint l_3148_ = (l_3147_ ^ 2147483648u);
                                                                    float l_3149_ = asfloat(l_3148_);
                                                                    uint l_3150_ = asuint(l_3149_);
                                                                    uint l_3151_ = (l_3150_ + 1u);
                                                                    l_mut_3129_ = l_3151_;
                                                                    uint l_3152_ = (l_3150_ & 2147483647u);
                                                                    bool l_3153_ = (l_3152_ == 0u);
                                                                    if (l_3153_) {
                                                                        l_mut_3129_ = 1u;
                                                                    } else {
                                                                        uint l_3154_ = (l_3150_ & 2147483648u);
                                                                        bool l_3155_ = (l_3154_ != 0u);
                                                                        if (l_3155_) {
                                                                            uint l_3156_ = (l_3150_ - 1u);
                                                                            l_mut_3129_ = l_3156_;
                                                                        } else {
                                                                            bool l_3157_ = (l_3150_ == 2139095040u);
                                                                            if (l_3157_) {
                                                                                l_mut_3129_ = l_3150_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e6199 = l_mut_3129_;
                                                                    float l_3158_ = asfloat(_e6199);
                                                                    uint l_3159_ = asuint(l_3158_);
                                                                    uint l_3160_ = (l_3159_ ^ 2147483648u);
                                                                    float l_3161_ = asfloat(l_3160_);
                                                                    uint l_3162_ = asuint(l_3161_);
                                                                    double l_3163_ = double(l_3161_);
                                                                    l_mut_1496_ = l_3163_;
                                                                    uint l_3164_ = (l_3162_ & 2139095040u);
                                                                    bool l_3165_ = (l_3164_ == 0u);
                                                                    if (l_3165_) {
                                                                        uint l_3166_ = (l_3162_ & 8388607u);
                                                                        double l_3167_ = double(l_3166_);
                                                                        double l_3168_ = (l_3167_ * 1.401298464324817e-45L);
                                                                        l_mut_1496_ = l_3168_;
                                                                        uint l_3169_ = (l_3162_ >> 31u);
                                                                        bool l_3170_ = (l_3169_ == 1u);
                                                                        if (l_3170_) {
                                                                            double _e6220 = l_mut_1496_;
                                                                            double l_3171_ = -(_e6220);
                                                                            l_mut_1496_ = l_3171_;
                                                                        }
                                                                    }
                                                                    double l_3172_ = (l_3103_ + l_3042_);
                                                                    double _e6223 = l_mut_1952_;
                                                                    bool l_3173_ = (l_3172_ <= _e6223);
                                                                    l_mut_142_ = l_3173_;
                                                                    double l_3174_ = (l_3103_ - l_3042_);
                                                                    double _e6226 = l_mut_1952_;
                                                                    bool l_3175_ = (l_3174_ > _e6226);
                                                                    l_mut_139_ = l_3175_;
                                                                    double l_3176_ = (l_3116_ - l_3045_);
                                                                    double _e6229 = l_mut_1952_;
                                                                    bool l_3177_ = (l_3176_ >= _e6229);
                                                                    l_mut_136_ = l_3177_;
                                                                    double l_3178_ = (l_3116_ + l_3045_);
                                                                    double _e6232 = l_mut_1952_;
                                                                    bool l_3179_ = (l_3178_ < _e6232);
                                                                    l_mut_133_ = l_3179_;
                                                                    double l_3180_ = (l_3103_ + l_3042_);
                                                                    double _e6235 = l_mut_1725_;
                                                                    bool l_3181_ = (l_3180_ < _e6235);
                                                                    l_mut_142_ = l_3181_;
                                                                    double l_3182_ = (l_3103_ - l_3042_);
                                                                    double _e6238 = l_mut_1725_;
                                                                    bool l_3183_ = (l_3182_ >= _e6238);
                                                                    l_mut_139_ = l_3183_;
                                                                    double l_3184_ = (l_3116_ - l_3045_);
                                                                    double _e6241 = l_mut_1496_;
                                                                    bool l_3185_ = (l_3184_ > _e6241);
                                                                    l_mut_136_ = l_3185_;
                                                                    double l_3186_ = (l_3116_ + l_3045_);
                                                                    double _e6244 = l_mut_1496_;
                                                                    bool l_3187_ = (l_3186_ <= _e6244);
                                                                    l_mut_133_ = l_3187_;
                                                                    l_mut_3129_ = 2u;
                                                                    bool _e6247 = l_mut_139_;
                                                                    if (!(_e6247)) {
                                                                        bool _e6251 = l_mut_133_;
                                                                        local_93 = _e6251;
                                                                    } else {
                                                                        local_93 = true;
                                                                    }
                                                                    bool l_3188_ = local_93;
                                                                    if (l_3188_) {
                                                                        l_mut_3129_ = 1u;
                                                                    } else {
                                                                        bool _e6255 = l_mut_142_;
                                                                        if (_e6255) {
                                                                            bool _e6258 = l_mut_136_;
                                                                            local_94 = _e6258;
                                                                        } else {
                                                                            local_94 = false;
                                                                        }
                                                                        bool l_3189_ = local_94;
                                                                        if (l_3189_) {
                                                                            l_mut_3129_ = 0u;
                                                                        }
                                                                    }
                                                                    uint l_3190_ = asuint(l_15_);
                                                                    uint l_3191_ = (l_3190_ & 2147483647u);
                                                                    bool l_3192_ = (l_3191_ == 0u);
                                                                    if (l_3192_) {
                                                                        double l_3193_ = (l_3103_ + l_3042_);
                                                                        bool l_3194_ = (l_3193_ < 1.1754943508222875e-38L);
                                                                        double l_3195_ = (l_3116_ - l_3045_);
                                                                        bool l_3196_ = (l_3195_ > -1.1754943508222875e-38L);
                                                                        if (l_3194_) {
                                                                            local_95 = l_3196_;
                                                                        } else {
                                                                            local_95 = false;
                                                                        }
                                                                        bool l_3197_ = local_95;
                                                                        double l_3198_ = (l_3103_ - l_3042_);
                                                                        bool l_3199_ = (l_3198_ < 1.1754943508222875e-38L);
                                                                        double l_3200_ = (l_3116_ + l_3045_);
                                                                        bool l_3201_ = (l_3200_ > -1.1754943508222875e-38L);
                                                                        if (l_3199_) {
                                                                            local_96 = l_3201_;
                                                                        } else {
                                                                            local_96 = false;
                                                                        }
                                                                        bool l_3202_ = local_96;
                                                                        if (l_3197_) {
                                                                            l_mut_3129_ = 0u;
                                                                        } else {
                                                                            uint _e6288 = l_mut_3129_;
                                                                            bool l_3203_ = (_e6288 == 1u);
                                                                            if (l_3202_) {
                                                                                local_97 = l_3203_;
                                                                            } else {
                                                                                local_97 = false;
                                                                            }
                                                                            bool l_3204_ = local_97;
                                                                            if (l_3204_) {
                                                                                l_mut_3129_ = 2u;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e6296 = l_mut_3129_;
                                                                    l_mut_2185_ = _e6296;
                                                                }
                                                            }
                                                            uint _e6297 = l_mut_48_;
                                                            bool l_3205_ = (_e6297 == 0u);
                                                            if (l_3205_) {
                                                                l_mut_87_ = 0u;
                                                            } else {
                                                                uint _e6301 = l_mut_2185_;
                                                                bool l_3206_ = (_e6301 == 1u);
                                                                if (l_3206_) {
                                                                    l_mut_87_ = 1u;
                                                                }
                                                            }
                                                        } else {
                                                            double _e6305 = l_mut_122_;
                                                            double l_3207_ = (_e6305 - l_19_);
                                                            double _e6307 = l_mut_122_;
                                                            double l_3208_ = (_e6307 + l_19_);
                                                            double _e6309 = l_mut_61_;
                                                            double l_3209_ = (_e6309 - l_19_);
                                                            double _e6311 = l_mut_61_;
                                                            double l_3210_ = (_e6311 + l_19_);
                                                            double l_3211_ = abs(l_3209_);
                                                            bool l_3212_ = (l_3211_ > l_1160_);
                                                            double l_3213_ = abs(l_3210_);
                                                            bool l_3214_ = (l_3213_ > l_1160_);
                                                            if (l_3212_) {
                                                                local_98 = l_3214_;
                                                            } else {
                                                                local_98 = false;
                                                            }
                                                            bool l_3215_ = local_98;
                                                            if (l_3215_) {
                                                                double l_3216_ = (l_1158_ + l_1160_);
                                                                double l_3217_ = abs(l_3209_);
                                                                double l_3218_ = abs(l_3210_);
                                                                l_mut_1952_ = l_3217_;
                                                                bool l_3219_ = (l_3218_ < l_3217_);
                                                                if (l_3219_) {
                                                                    l_mut_1952_ = l_3218_;
                                                                }
                                                                double _e6325 = l_mut_1952_;
                                                                double l_3220_ = (l_3216_ / _e6325);
                                                                double l_3221_ = abs(l_3207_);
                                                                double l_3222_ = abs(l_3208_);
                                                                l_mut_1952_ = l_3221_;
                                                                bool l_3223_ = (l_3222_ < l_3221_);
                                                                if (l_3223_) {
                                                                    l_mut_1952_ = l_3222_;
                                                                }
                                                                double _e6330 = l_mut_1952_;
                                                                double l_3224_ = (l_1158_ / _e6330);
                                                                double l_3225_ = (l_3220_ + l_3224_);
                                                                double _e6333 = l_mut_38_;
                                                                l_mut_38_ = (_e6333 + l_3225_);
                                                                l_mut_3129_ = 0u;
                                                                bool l_3226_ = (l_3209_ <= 0.0L);
                                                                bool l_3227_ = (l_3210_ >= 0.0L);
                                                                if (l_3226_) {
                                                                    local_99 = l_3227_;
                                                                } else {
                                                                    local_99 = false;
                                                                }
                                                                bool l_3228_ = local_99;
                                                                bool l_3229_ = !(l_3228_);
                                                                if (l_3229_) {
                                                                    double l_3231_ = (l_3207_ / l_3209_);
                                                                    double l_3232_ = (l_3207_ / l_3210_);
                                                                    double l_3233_ = (l_3208_ / l_3209_);
                                                                    double l_3234_ = (l_3208_ / l_3210_);
                                                                    a_3230_[0] = l_3231_;
                                                                    a_3230_[1] = l_3231_;
                                                                    double l_3235_ = a_3230_[0];
                                                                    bool l_3236_ = (l_3232_ < l_3235_);
                                                                    if (l_3236_) {
                                                                        a_3230_[0] = l_3232_;
                                                                    }
                                                                    double l_3237_ = a_3230_[0];
                                                                    bool l_3238_ = (l_3233_ < l_3237_);
                                                                    if (l_3238_) {
                                                                        a_3230_[0] = l_3233_;
                                                                    }
                                                                    double l_3239_ = a_3230_[0];
                                                                    bool l_3240_ = (l_3234_ < l_3239_);
                                                                    if (l_3240_) {
                                                                        a_3230_[0] = l_3234_;
                                                                    }
                                                                    double l_3241_ = a_3230_[1];
                                                                    bool l_3242_ = (l_3232_ > l_3241_);
                                                                    if (l_3242_) {
                                                                        a_3230_[1] = l_3232_;
                                                                    }
                                                                    double l_3243_ = a_3230_[1];
                                                                    bool l_3244_ = (l_3233_ > l_3243_);
                                                                    if (l_3244_) {
                                                                        a_3230_[1] = l_3233_;
                                                                    }
                                                                    double l_3245_ = a_3230_[1];
                                                                    bool l_3246_ = (l_3234_ > l_3245_);
                                                                    if (l_3246_) {
                                                                        a_3230_[1] = l_3234_;
                                                                    }
                                                                    double l_3247_ = a_3230_[0];
                                                                    double l_3248_ = abs(l_3247_);
                                                                    double _e6378 = l_mut_38_;
                                                                    double l_3249_ = (l_3248_ * _e6378);
                                                                    double l_3250_ = a_3230_[1];
                                                                    double l_3251_ = abs(l_3250_);
                                                                    double _e6383 = l_mut_38_;
                                                                    double l_3252_ = (l_3251_ * _e6383);
                                                                    l_mut_3129_ = 2u;
                                                                    double l_3253_ = a_3230_[0];
                                                                    double l_3254_ = (l_3253_ - l_3249_);
                                                                    double l_3255_ = abs(l_3254_);
                                                                    l_mut_1952_ = 1.401298464324817e-45L;
                                                                    bool l_3256_ = (l_3255_ >= 1.1754943508222875e-38L);
                                                                    bool l_3257_ = (l_3255_ <= 1.7976931348623157e308L);
                                                                    if (l_3256_) {
                                                                        local_100 = l_3257_;
                                                                    } else {
                                                                        local_100 = false;
                                                                    }
                                                                    bool l_3258_ = local_100;
                                                                    if (l_3258_) {
                                                                        uint64_t l_3259_ = l_3255_;
                                                                        uint64_t l_3260_ = (l_3259_ >> uint(52uL));
                                                                        uint64_t l_3261_ = (l_3260_ - 23uL);
                                                                        uint64_t l_3262_ = (l_3261_ << uint(52uL));
                                                                        double l_3263_ = l_3262_;
                                                                        l_mut_1952_ = l_3263_;
                                                                    }
                                                                    double l_3264_ = (l_3253_ + l_3249_);
                                                                    double l_3265_ = abs(l_3264_);
                                                                    l_mut_1725_ = 1.401298464324817e-45L;
                                                                    bool l_3266_ = (l_3265_ >= 1.1754943508222875e-38L);
                                                                    bool l_3267_ = (l_3265_ <= 1.7976931348623157e308L);
                                                                    if (l_3266_) {
                                                                        local_101 = l_3267_;
                                                                    } else {
                                                                        local_101 = false;
                                                                    }
                                                                    bool l_3268_ = local_101;
                                                                    if (l_3268_) {
                                                                        uint64_t l_3269_ = l_3265_;
                                                                        uint64_t l_3270_ = (l_3269_ >> uint(52uL));
                                                                        uint64_t l_3271_ = (l_3270_ - 23uL);
                                                                        uint64_t l_3272_ = (l_3271_ << uint(52uL));
                                                                        double l_3273_ = l_3272_;
                                                                        l_mut_1725_ = l_3273_;
                                                                    }
                                                                    double _e6434 = l_mut_1952_;
                                                                    double _e6435 = l_mut_1725_;
                                                                    bool l_3274_ = (_e6434 == _e6435);
                                                                    double l_3275_ = a_3230_[1];
                                                                    double l_3276_ = (l_3275_ - l_3252_);
                                                                    double l_3277_ = abs(l_3276_);
                                                                    l_mut_1952_ = 1.401298464324817e-45L;
                                                                    bool l_3278_ = (l_3277_ >= 1.1754943508222875e-38L);
                                                                    bool l_3279_ = (l_3277_ <= 1.7976931348623157e308L);
                                                                    if (l_3278_) {
                                                                        local_102 = l_3279_;
                                                                    } else {
                                                                        local_102 = false;
                                                                    }
                                                                    bool l_3280_ = local_102;
                                                                    if (l_3280_) {
                                                                        uint64_t l_3281_ = l_3277_;
                                                                        uint64_t l_3282_ = (l_3281_ >> uint(52uL));
                                                                        uint64_t l_3283_ = (l_3282_ - 23uL);
                                                                        uint64_t l_3284_ = (l_3283_ << uint(52uL));
                                                                        double l_3285_ = l_3284_;
                                                                        l_mut_1952_ = l_3285_;
                                                                    }
                                                                    double l_3286_ = (l_3275_ + l_3252_);
                                                                    double l_3287_ = abs(l_3286_);
                                                                    l_mut_1725_ = 1.401298464324817e-45L;
                                                                    bool l_3288_ = (l_3287_ >= 1.1754943508222875e-38L);
                                                                    bool l_3289_ = (l_3287_ <= 1.7976931348623157e308L);
                                                                    if (l_3288_) {
                                                                        local_103 = l_3289_;
                                                                    } else {
                                                                        local_103 = false;
                                                                    }
                                                                    bool l_3290_ = local_103;
                                                                    if (l_3290_) {
                                                                        uint64_t l_3291_ = l_3287_;
                                                                        uint64_t l_3292_ = (l_3291_ >> uint(52uL));
                                                                        uint64_t l_3293_ = (l_3292_ - 23uL);
                                                                        uint64_t l_3294_ = (l_3293_ << uint(52uL));
                                                                        double l_3295_ = l_3294_;
                                                                        l_mut_1725_ = l_3295_;
                                                                    }
                                                                    double _e6485 = l_mut_1952_;
                                                                    double _e6486 = l_mut_1725_;
                                                                    bool l_3296_ = (_e6485 == _e6486);
                                                                    if (l_3274_) {
                                                                        local_104 = l_3296_;
                                                                    } else {
                                                                        local_104 = false;
                                                                    }
                                                                    bool l_3297_ = local_104;
                                                                    if (l_3297_) {
                                                                        double l_3298_ = a_3230_[0];
                                                                        double l_3299_ = a_3230_[0];
                                                                        double l_3300_ = abs(l_3299_);
                                                                        l_mut_1952_ = 1.401298464324817e-45L;
                                                                        bool l_3301_ = (l_3300_ >= 1.1754943508222875e-38L);
                                                                        bool l_3302_ = (l_3300_ <= 1.7976931348623157e308L);
                                                                        if (l_3301_) {
                                                                            local_105 = l_3302_;
                                                                        } else {
                                                                            local_105 = false;
                                                                        }
                                                                        bool l_3303_ = local_105;
                                                                        if (l_3303_) {
                                                                            uint64_t l_3304_ = l_3300_;
                                                                            uint64_t l_3305_ = (l_3304_ >> uint(52uL));
                                                                            uint64_t l_3306_ = (l_3305_ - 23uL);
                                                                            uint64_t l_3307_ = (l_3306_ << uint(52uL));
                                                                            double l_3308_ = l_3307_;
                                                                            l_mut_1952_ = l_3308_;
                                                                        }
                                                                        double _e6518 = l_mut_1952_;
                                                                        double l_3309_ = (l_22_ * _e6518);
                                                                        double l_3310_ = (l_3298_ - l_3309_);
                                                                        double l_3311_ = a_3230_[1];
                                                                        double l_3312_ = a_3230_[1];
                                                                        double l_3313_ = abs(l_3312_);
                                                                        l_mut_1952_ = 1.401298464324817e-45L;
                                                                        bool l_3314_ = (l_3313_ >= 1.1754943508222875e-38L);
                                                                        bool l_3315_ = (l_3313_ <= 1.7976931348623157e308L);
                                                                        if (l_3314_) {
                                                                            local_106 = l_3315_;
                                                                        } else {
                                                                            local_106 = false;
                                                                        }
                                                                        bool l_3316_ = local_106;
                                                                        if (l_3316_) {
                                                                            uint64_t l_3317_ = l_3313_;
                                                                            uint64_t l_3318_ = (l_3317_ >> uint(52uL));
                                                                            uint64_t l_3319_ = (l_3318_ - 23uL);
                                                                            uint64_t l_3320_ = (l_3319_ << uint(52uL));
                                                                            double l_3321_ = l_3320_;
                                                                            l_mut_1952_ = l_3321_;
                                                                        }
                                                                        double _e6547 = l_mut_1952_;
                                                                        double l_3322_ = (l_22_ * _e6547);
                                                                        double l_3323_ = (l_3311_ + l_3322_);
                                                                        uint l_3324_ = asuint(l_15_);
                                                                        double l_3325_ = double(l_15_);
                                                                        l_mut_1952_ = l_3325_;
                                                                        uint l_3326_ = (l_3324_ & 2139095040u);
                                                                        bool l_3327_ = (l_3326_ == 0u);
                                                                        if (l_3327_) {
                                                                            uint l_3328_ = (l_3324_ & 8388607u);
                                                                            double l_3329_ = double(l_3328_);
                                                                            double l_3330_ = (l_3329_ * 1.401298464324817e-45L);
                                                                            l_mut_1952_ = l_3330_;
                                                                            uint l_3331_ = (l_3324_ >> 31u);
                                                                            bool l_3332_ = (l_3331_ == 1u);
                                                                            if (l_3332_) {
                                                                                double _e6565 = l_mut_1952_;
                                                                                double l_3333_ = -(_e6565);
                                                                                l_mut_1952_ = l_3333_;
                                                                            }
                                                                        }
                                                                        uint l_3334_ = asuint(l_15_);
                                                                        uint l_3335_ = (l_3334_ + 1u);
                                                                        l_mut_2185_ = l_3335_;
                                                                        uint l_3336_ = (l_3334_ & 2147483647u);
                                                                        bool l_3337_ = (l_3336_ == 0u);
                                                                        if (l_3337_) {
                                                                            l_mut_2185_ = 1u;
                                                                        } else {
                                                                            uint l_3338_ = (l_3334_ & 2147483648u);
                                                                            bool l_3339_ = (l_3338_ != 0u);
                                                                            if (l_3339_) {
                                                                                uint l_3340_ = (l_3334_ - 1u);
                                                                                l_mut_2185_ = l_3340_;
                                                                            } else {
                                                                                bool l_3341_ = (l_3334_ == 2139095040u);
                                                                                if (l_3341_) {
                                                                                    l_mut_2185_ = l_3334_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e6583 = l_mut_2185_;
                                                                        float l_3342_ = asfloat(_e6583);
                                                                        uint l_3343_ = asuint(l_3342_);
                                                                        double l_3344_ = double(l_3342_);
                                                                        l_mut_1725_ = l_3344_;
                                                                        uint l_3345_ = (l_3343_ & 2139095040u);
                                                                        bool l_3346_ = (l_3345_ == 0u);
                                                                        if (l_3346_) {
                                                                            uint l_3347_ = (l_3343_ & 8388607u);
                                                                            double l_3348_ = double(l_3347_);
                                                                            double l_3349_ = (l_3348_ * 1.401298464324817e-45L);
                                                                            l_mut_1725_ = l_3349_;
                                                                            uint l_3350_ = (l_3343_ >> 31u);
                                                                            bool l_3351_ = (l_3350_ == 1u);
                                                                            if (l_3351_) {
                                                                                double _e6600 = l_mut_1725_;
                                                                                double l_3352_ = -(_e6600);
                                                                                l_mut_1725_ = l_3352_;
                                                                            }
                                                                        }
                                                                        uint l_3353_ = asuint(l_15_);
                                                                        uint l_3354_ = (l_3353_ ^ 2147483648u);
                                                                        float l_3355_ = asfloat(l_3354_);
                                                                        uint l_3356_ = asuint(l_3355_);
                                                                        uint l_3357_ = (l_3356_ + 1u);
                                                                        l_mut_2185_ = l_3357_;
                                                                        uint l_3358_ = (l_3356_ & 2147483647u);
                                                                        bool l_3359_ = (l_3358_ == 0u);
                                                                        if (l_3359_) {
                                                                            l_mut_2185_ = 1u;
                                                                        } else {
                                                                            uint l_3360_ = (l_3356_ & 2147483648u);
                                                                            bool l_3361_ = (l_3360_ != 0u);
                                                                            if (l_3361_) {
                                                                                uint l_3362_ = (l_3356_ - 1u);
                                                                                l_mut_2185_ = l_3362_;
                                                                            } else {
                                                                                bool l_3363_ = (l_3356_ == 2139095040u);
                                                                                if (l_3363_) {
                                                                                    l_mut_2185_ = l_3356_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e6622 = l_mut_2185_;
                                                                        float l_3364_ = asfloat(_e6622);
                                                                        uint l_3365_ = asuint(l_3364_);
                                                                        uint l_3366_ = (l_3365_ ^ 2147483648u);
                                                                        float l_3367_ = asfloat(l_3366_);
                                                                        uint l_3368_ = asuint(l_3367_);
                                                                        double l_3369_ = double(l_3367_);
                                                                        l_mut_1496_ = l_3369_;
                                                                        uint l_3370_ = (l_3368_ & 2139095040u);
                                                                        bool l_3371_ = (l_3370_ == 0u);
                                                                        if (l_3371_) {
                                                                            uint l_3372_ = (l_3368_ & 8388607u);
                                                                            double l_3373_ = double(l_3372_);
                                                                            double l_3374_ = (l_3373_ * 1.401298464324817e-45L);
                                                                            l_mut_1496_ = l_3374_;
                                                                            uint l_3375_ = (l_3368_ >> 31u);
                                                                            bool l_3376_ = (l_3375_ == 1u);
                                                                            if (l_3376_) {
                                                                                double _e6643 = l_mut_1496_;
                                                                                double l_3377_ = -(_e6643);
                                                                                l_mut_1496_ = l_3377_;
                                                                            }
                                                                        }
                                                                        double l_3378_ = (l_3310_ + l_3249_);
                                                                        double _e6646 = l_mut_1952_;
                                                                        bool l_3379_ = (l_3378_ <= _e6646);
                                                                        l_mut_142_ = l_3379_;
                                                                        double l_3380_ = (l_3310_ - l_3249_);
                                                                        double _e6649 = l_mut_1952_;
                                                                        bool l_3381_ = (l_3380_ > _e6649);
                                                                        l_mut_139_ = l_3381_;
                                                                        double l_3382_ = (l_3323_ - l_3252_);
                                                                        double _e6652 = l_mut_1952_;
                                                                        bool l_3383_ = (l_3382_ >= _e6652);
                                                                        l_mut_136_ = l_3383_;
                                                                        double l_3384_ = (l_3323_ + l_3252_);
                                                                        double _e6655 = l_mut_1952_;
                                                                        bool l_3385_ = (l_3384_ < _e6655);
                                                                        l_mut_133_ = l_3385_;
                                                                        l_mut_2185_ = 2u;
                                                                        bool _e6658 = l_mut_139_;
                                                                        if (!(_e6658)) {
                                                                            bool _e6662 = l_mut_133_;
                                                                            local_107 = _e6662;
                                                                        } else {
                                                                            local_107 = true;
                                                                        }
                                                                        bool l_3386_ = local_107;
                                                                        if (l_3386_) {
                                                                            l_mut_2185_ = 1u;
                                                                        } else {
                                                                            bool _e6666 = l_mut_142_;
                                                                            if (_e6666) {
                                                                                bool _e6669 = l_mut_136_;
                                                                                local_108 = _e6669;
                                                                            } else {
                                                                                local_108 = false;
                                                                            }
                                                                            bool l_3387_ = local_108;
                                                                            if (l_3387_) {
                                                                                l_mut_2185_ = 0u;
                                                                            }
                                                                        }
                                                                        uint l_3388_ = asuint(l_15_);
                                                                        uint l_3389_ = (l_3388_ & 2147483647u);
                                                                        bool l_3390_ = (l_3389_ == 0u);
                                                                        if (l_3390_) {
                                                                            double l_3391_ = (l_3310_ + l_3249_);
                                                                            bool l_3392_ = (l_3391_ < 1.1754943508222875e-38L);
                                                                            double l_3393_ = (l_3323_ - l_3252_);
                                                                            bool l_3394_ = (l_3393_ > -1.1754943508222875e-38L);
                                                                            if (l_3392_) {
                                                                                local_109 = l_3394_;
                                                                            } else {
                                                                                local_109 = false;
                                                                            }
                                                                            bool l_3395_ = local_109;
                                                                            double l_3396_ = (l_3310_ - l_3249_);
                                                                            bool l_3397_ = (l_3396_ < 1.1754943508222875e-38L);
                                                                            double l_3398_ = (l_3323_ + l_3252_);
                                                                            bool l_3399_ = (l_3398_ > -1.1754943508222875e-38L);
                                                                            if (l_3397_) {
                                                                                local_110 = l_3399_;
                                                                            } else {
                                                                                local_110 = false;
                                                                            }
                                                                            bool l_3400_ = local_110;
                                                                            if (l_3395_) {
                                                                                l_mut_2185_ = 0u;
                                                                            } else {
                                                                                uint _e6699 = l_mut_2185_;
                                                                                bool l_3401_ = (_e6699 == 1u);
                                                                                if (l_3400_) {
                                                                                    local_111 = l_3401_;
                                                                                } else {
                                                                                    local_111 = false;
                                                                                }
                                                                                bool l_3402_ = local_111;
                                                                                if (l_3402_) {
                                                                                    l_mut_2185_ = 2u;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e6707 = l_mut_2185_;
                                                                        l_mut_3129_ = _e6707;
                                                                    }
                                                                }
                                                                uint _e6708 = l_mut_3129_;
                                                                l_mut_87_ = _e6708;
                                                            }
                                                        }
                                                        uint _e6709 = l_mut_87_;
                                                        l_mut_31_ = _e6709;
                                                    } else {
                                                        bool l_3403_ = (l_27_ <= l_25_);
                                                        bool l_3404_ = (l_9_ == 12u);
                                                        if (l_3403_) {
                                                            local_112 = l_3404_;
                                                        } else {
                                                            local_112 = false;
                                                        }
                                                        bool l_3405_ = local_112;
                                                        if (l_3405_) {
                                                            float l_3406_ = float(l_26_);
                                                            uint l_3407_ = asuint(l_3406_);
                                                            double l_3408_ = double(l_3406_);
                                                            l_mut_1952_ = l_3408_;
                                                            uint l_3409_ = (l_3407_ & 2139095040u);
                                                            bool l_3410_ = (l_3409_ == 0u);
                                                            if (l_3410_) {
                                                                uint l_3411_ = (l_3407_ & 8388607u);
                                                                double l_3412_ = double(l_3411_);
                                                                double l_3413_ = (l_3412_ * 1.401298464324817e-45L);
                                                                l_mut_1952_ = l_3413_;
                                                                uint l_3414_ = (l_3407_ >> 31u);
                                                                bool l_3415_ = (l_3414_ == 1u);
                                                                if (l_3415_) {
                                                                    double _e6733 = l_mut_1952_;
                                                                    double l_3416_ = -(_e6733);
                                                                    l_mut_1952_ = l_3416_;
                                                                }
                                                            }
                                                            double _e6735 = l_mut_1952_;
                                                            double l_3417_ = abs(_e6735);
                                                            l_mut_1952_ = l_3417_;
                                                            l_mut_3129_ = 0u;
                                                            bool l_3418_ = (l_3417_ >= 0.785L);
                                                            if (l_3418_) {
                                                                double l_3419_ = (l_3417_ * 0.6366197723675814L);
                                                                double l_3420_ = (l_3419_ + 0.5L);
                                                                double l_3421_ = floor(l_3420_);
                                                                double l_3422_ = (l_3421_ * 1.570796325802803L);
                                                                double l_3423_ = (l_3417_ - l_3422_);
                                                                double l_3424_ = (l_3423_ * l_4_);
                                                                double l_3425_ = (l_3421_ * 9.920935796805404e-10L);
                                                                double l_3426_ = (l_3424_ - l_3425_);
                                                                l_mut_1952_ = l_3426_;
                                                                uint l_3427_ = naga_f2u32(l_3421_);
                                                                l_mut_3129_ = l_3427_;
                                                            }
                                                            uint l_3428_ = asuint(l_3406_);
                                                            uint l_3429_ = (l_3428_ >> 31u);
                                                            bool l_3430_ = (l_3429_ == 1u);
                                                            double _e6758 = l_mut_1952_;
                                                            double _e6759 = l_mut_1952_;
                                                            double l_3431_ = (_e6758 * _e6759);
                                                            double l_3432_ = (l_3431_ * 1.9572941063391263e-20L);
                                                            double l_3433_ = (8.22063524662433e-18L - l_3432_);
                                                            l_mut_1725_ = l_3433_;
                                                            double _e6765 = l_mut_1725_;
                                                            double l_3434_ = (_e6765 * l_3431_);
                                                            double l_3435_ = (l_3434_ - 2.8114572543455206e-15L);
                                                            l_mut_1725_ = l_3435_;
                                                            double _e6769 = l_mut_1725_;
                                                            double l_3436_ = (_e6769 * l_3431_);
                                                            double l_3437_ = (l_3436_ + 7.647163731819816e-13L);
                                                            l_mut_1725_ = l_3437_;
                                                            double _e6773 = l_mut_1725_;
                                                            double l_3438_ = (_e6773 * l_3431_);
                                                            double l_3439_ = (l_3438_ - 1.6059043836821613e-10L);
                                                            l_mut_1725_ = l_3439_;
                                                            double _e6777 = l_mut_1725_;
                                                            double l_3440_ = (_e6777 * l_3431_);
                                                            double l_3441_ = (l_3440_ + 2.505210838544172e-8L);
                                                            l_mut_1725_ = l_3441_;
                                                            double _e6781 = l_mut_1725_;
                                                            double l_3442_ = (_e6781 * l_3431_);
                                                            double l_3443_ = (l_3442_ - 2.7557319223985893e-6L);
                                                            l_mut_1725_ = l_3443_;
                                                            double _e6785 = l_mut_1725_;
                                                            double l_3444_ = (_e6785 * l_3431_);
                                                            double l_3445_ = (l_3444_ + 0.0001984126984126984L);
                                                            l_mut_1725_ = l_3445_;
                                                            double _e6789 = l_mut_1725_;
                                                            double l_3446_ = (_e6789 * l_3431_);
                                                            double l_3447_ = (l_3446_ - 0.008333333333333333L);
                                                            l_mut_1725_ = l_3447_;
                                                            double _e6793 = l_mut_1725_;
                                                            double l_3448_ = (_e6793 * l_3431_);
                                                            double l_3449_ = (l_3448_ + 0.16666666666666666L);
                                                            l_mut_1725_ = l_3449_;
                                                            double l_3450_ = (0.5L * l_3431_);
                                                            double l_3451_ = (1.0L - l_3450_);
                                                            double l_3452_ = (0.0L * l_3451_);
                                                            double _e6803 = l_mut_1952_;
                                                            double l_3453_ = (_e6803 * l_3431_);
                                                            double _e6805 = l_mut_1725_;
                                                            double l_3454_ = (l_3453_ * _e6805);
                                                            double l_3455_ = (l_3452_ - l_3454_);
                                                            double _e6808 = l_mut_1952_;
                                                            double l_3456_ = (_e6808 + l_3455_);
                                                            double _e6810 = l_mut_1952_;
                                                            double _e6811 = l_mut_1952_;
                                                            double l_3457_ = (_e6810 * _e6811);
                                                            double l_3458_ = (l_3457_ * 4.110317623312165e-19L);
                                                            double l_3459_ = (l_3458_ - 1.5619206968586225e-16L);
                                                            l_mut_1725_ = l_3459_;
                                                            double _e6817 = l_mut_1725_;
                                                            double l_3460_ = (_e6817 * l_3457_);
                                                            double l_3461_ = (l_3460_ + 4.779477332387385e-14L);
                                                            l_mut_1725_ = l_3461_;
                                                            double _e6821 = l_mut_1725_;
                                                            double l_3462_ = (_e6821 * l_3457_);
                                                            double l_3463_ = (l_3462_ - 1.1470745597729725e-11L);
                                                            l_mut_1725_ = l_3463_;
                                                            double _e6825 = l_mut_1725_;
                                                            double l_3464_ = (_e6825 * l_3457_);
                                                            double l_3465_ = (l_3464_ + 2.08767569878681e-9L);
                                                            l_mut_1725_ = l_3465_;
                                                            double _e6829 = l_mut_1725_;
                                                            double l_3466_ = (_e6829 * l_3457_);
                                                            double l_3467_ = (l_3466_ - 2.755731922398589e-7L);
                                                            l_mut_1725_ = l_3467_;
                                                            double _e6833 = l_mut_1725_;
                                                            double l_3468_ = (_e6833 * l_3457_);
                                                            double l_3469_ = (l_3468_ + 2.48015873015873e-5L);
                                                            l_mut_1725_ = l_3469_;
                                                            double _e6837 = l_mut_1725_;
                                                            double l_3470_ = (_e6837 * l_3457_);
                                                            double l_3471_ = (l_3470_ - 0.001388888888888889L);
                                                            l_mut_1725_ = l_3471_;
                                                            double _e6841 = l_mut_1725_;
                                                            double l_3472_ = (_e6841 * l_3457_);
                                                            double l_3473_ = (l_3472_ + 0.041666666666666664L);
                                                            l_mut_1725_ = l_3473_;
                                                            double l_3474_ = (0.5L * l_3457_);
                                                            double l_3475_ = (1.0L - l_3474_);
                                                            double l_3476_ = (l_3457_ * l_3457_);
                                                            double _e6850 = l_mut_1725_;
                                                            double l_3477_ = (l_3476_ * _e6850);
                                                            double _e6853 = l_mut_1952_;
                                                            double l_3478_ = (0.0L * _e6853);
                                                            double l_3479_ = (l_3477_ - l_3478_);
                                                            double l_3480_ = (l_3475_ + l_3479_);
                                                            uint _e6857 = l_mut_3129_;
                                                            uint l_3481_ = (_e6857 & 1u);
                                                            bool l_3482_ = (l_3481_ == 1u);
                                                            l_mut_1952_ = l_3456_;
                                                            uint _e6862 = l_mut_3129_;
                                                            uint l_3483_ = (_e6862 & 2u);
                                                            bool l_3484_ = (l_3483_ != 0u);
                                                            l_mut_142_ = l_3484_;
                                                            if (l_3482_) {
                                                                l_mut_1952_ = l_3480_;
                                                            }
                                                            if (true) {
                                                                local_113 = l_3430_;
                                                            } else {
                                                                local_113 = false;
                                                            }
                                                            bool l_3485_ = local_113;
                                                            if (l_3485_) {
                                                                bool _e6872 = l_mut_142_;
                                                                bool l_3486_ = !(_e6872);
                                                                l_mut_142_ = l_3486_;
                                                            }
                                                            bool _e6874 = l_mut_142_;
                                                            if (_e6874) {
                                                                double _e6875 = l_mut_1952_;
                                                                double l_3487_ = -(_e6875);
                                                                l_mut_1952_ = l_3487_;
                                                            }
                                                            float l_3488_ = float(l_26_);
                                                            uint l_3489_ = asuint(l_3488_);
                                                            double l_3490_ = double(l_3488_);
                                                            l_mut_1725_ = l_3490_;
                                                            uint l_3491_ = (l_3489_ & 2139095040u);
                                                            bool l_3492_ = (l_3491_ == 0u);
                                                            if (l_3492_) {
                                                                uint l_3493_ = (l_3489_ & 8388607u);
                                                                double l_3494_ = double(l_3493_);
                                                                double l_3495_ = (l_3494_ * 1.401298464324817e-45L);
                                                                l_mut_1725_ = l_3495_;
                                                                uint l_3496_ = (l_3489_ >> 31u);
                                                                bool l_3497_ = (l_3496_ == 1u);
                                                                if (l_3497_) {
                                                                    double _e6893 = l_mut_1725_;
                                                                    double l_3498_ = -(_e6893);
                                                                    l_mut_1725_ = l_3498_;
                                                                }
                                                            }
                                                            double _e6895 = l_mut_1725_;
                                                            double l_3499_ = abs(_e6895);
                                                            l_mut_1725_ = l_3499_;
                                                            l_mut_3129_ = 0u;
                                                            bool l_3500_ = (l_3499_ >= 0.785L);
                                                            if (l_3500_) {
                                                                double l_3501_ = (l_3499_ * 0.6366197723675814L);
                                                                double l_3502_ = (l_3501_ + 0.5L);
                                                                double l_3503_ = floor(l_3502_);
                                                                double l_3504_ = (l_3503_ * 1.570796325802803L);
                                                                double l_3505_ = (l_3499_ - l_3504_);
                                                                double l_3506_ = (l_3505_ * l_4_);
                                                                double l_3507_ = (l_3503_ * 9.920935796805404e-10L);
                                                                double l_3508_ = (l_3506_ - l_3507_);
                                                                l_mut_1725_ = l_3508_;
                                                                uint l_3509_ = naga_f2u32(l_3503_);
                                                                l_mut_3129_ = l_3509_;
                                                            }
                                                            uint l_3510_ = asuint(l_3488_);
                                                            uint l_3511_ = (l_3510_ >> 31u);
                                                            bool l_3512_ = (l_3511_ == 1u);
                                                            double _e6918 = l_mut_1725_;
                                                            double _e6919 = l_mut_1725_;
                                                            double l_3513_ = (_e6918 * _e6919);
                                                            double l_3514_ = (l_3513_ * 1.9572941063391263e-20L);
                                                            double l_3515_ = (8.22063524662433e-18L - l_3514_);
                                                            l_mut_1496_ = l_3515_;
                                                            double _e6925 = l_mut_1496_;
                                                            double l_3516_ = (_e6925 * l_3513_);
                                                            double l_3517_ = (l_3516_ - 2.8114572543455206e-15L);
                                                            l_mut_1496_ = l_3517_;
                                                            double _e6929 = l_mut_1496_;
                                                            double l_3518_ = (_e6929 * l_3513_);
                                                            double l_3519_ = (l_3518_ + 7.647163731819816e-13L);
                                                            l_mut_1496_ = l_3519_;
                                                            double _e6933 = l_mut_1496_;
                                                            double l_3520_ = (_e6933 * l_3513_);
                                                            double l_3521_ = (l_3520_ - 1.6059043836821613e-10L);
                                                            l_mut_1496_ = l_3521_;
                                                            double _e6937 = l_mut_1496_;
                                                            double l_3522_ = (_e6937 * l_3513_);
                                                            double l_3523_ = (l_3522_ + 2.505210838544172e-8L);
                                                            l_mut_1496_ = l_3523_;
                                                            double _e6941 = l_mut_1496_;
                                                            double l_3524_ = (_e6941 * l_3513_);
                                                            double l_3525_ = (l_3524_ - 2.7557319223985893e-6L);
                                                            l_mut_1496_ = l_3525_;
                                                            double _e6945 = l_mut_1496_;
                                                            double l_3526_ = (_e6945 * l_3513_);
                                                            double l_3527_ = (l_3526_ + 0.0001984126984126984L);
                                                            l_mut_1496_ = l_3527_;
                                                            double _e6949 = l_mut_1496_;
                                                            double l_3528_ = (_e6949 * l_3513_);
                                                            double l_3529_ = (l_3528_ - 0.008333333333333333L);
                                                            l_mut_1496_ = l_3529_;
                                                            double _e6953 = l_mut_1496_;
                                                            double l_3530_ = (_e6953 * l_3513_);
                                                            double l_3531_ = (l_3530_ + 0.16666666666666666L);
                                                            l_mut_1496_ = l_3531_;
                                                            double l_3532_ = (0.5L * l_3513_);
                                                            double l_3533_ = (1.0L - l_3532_);
                                                            double l_3534_ = (0.0L * l_3533_);
                                                            double _e6963 = l_mut_1725_;
                                                            double l_3535_ = (_e6963 * l_3513_);
                                                            double _e6965 = l_mut_1496_;
                                                            double l_3536_ = (l_3535_ * _e6965);
                                                            double l_3537_ = (l_3534_ - l_3536_);
                                                            double _e6968 = l_mut_1725_;
                                                            double l_3538_ = (_e6968 + l_3537_);
                                                            double _e6970 = l_mut_1725_;
                                                            double _e6971 = l_mut_1725_;
                                                            double l_3539_ = (_e6970 * _e6971);
                                                            double l_3540_ = (l_3539_ * 4.110317623312165e-19L);
                                                            double l_3541_ = (l_3540_ - 1.5619206968586225e-16L);
                                                            l_mut_1496_ = l_3541_;
                                                            double _e6977 = l_mut_1496_;
                                                            double l_3542_ = (_e6977 * l_3539_);
                                                            double l_3543_ = (l_3542_ + 4.779477332387385e-14L);
                                                            l_mut_1496_ = l_3543_;
                                                            double _e6981 = l_mut_1496_;
                                                            double l_3544_ = (_e6981 * l_3539_);
                                                            double l_3545_ = (l_3544_ - 1.1470745597729725e-11L);
                                                            l_mut_1496_ = l_3545_;
                                                            double _e6985 = l_mut_1496_;
                                                            double l_3546_ = (_e6985 * l_3539_);
                                                            double l_3547_ = (l_3546_ + 2.08767569878681e-9L);
                                                            l_mut_1496_ = l_3547_;
                                                            double _e6989 = l_mut_1496_;
                                                            double l_3548_ = (_e6989 * l_3539_);
                                                            double l_3549_ = (l_3548_ - 2.755731922398589e-7L);
                                                            l_mut_1496_ = l_3549_;
                                                            double _e6993 = l_mut_1496_;
                                                            double l_3550_ = (_e6993 * l_3539_);
                                                            double l_3551_ = (l_3550_ + 2.48015873015873e-5L);
                                                            l_mut_1496_ = l_3551_;
                                                            double _e6997 = l_mut_1496_;
                                                            double l_3552_ = (_e6997 * l_3539_);
                                                            double l_3553_ = (l_3552_ - 0.001388888888888889L);
                                                            l_mut_1496_ = l_3553_;
                                                            double _e7001 = l_mut_1496_;
                                                            double l_3554_ = (_e7001 * l_3539_);
                                                            double l_3555_ = (l_3554_ + 0.041666666666666664L);
                                                            l_mut_1496_ = l_3555_;
                                                            double l_3556_ = (0.5L * l_3539_);
                                                            double l_3557_ = (1.0L - l_3556_);
                                                            double l_3558_ = (l_3539_ * l_3539_);
                                                            double _e7010 = l_mut_1496_;
                                                            double l_3559_ = (l_3558_ * _e7010);
                                                            double _e7013 = l_mut_1725_;
                                                            double l_3560_ = (0.0L * _e7013);
                                                            double l_3561_ = (l_3559_ - l_3560_);
                                                            double l_3562_ = (l_3557_ + l_3561_);
                                                            uint _e7017 = l_mut_3129_;
                                                            uint l_3563_ = (_e7017 & 1u);
                                                            bool l_3564_ = (l_3563_ == 1u);
                                                            l_mut_1725_ = l_3538_;
                                                            uint _e7022 = l_mut_3129_;
                                                            uint l_3565_ = (_e7022 & 2u);
                                                            bool l_3566_ = (l_3565_ != 0u);
                                                            l_mut_142_ = l_3566_;
                                                            l_mut_1725_ = l_3562_;
                                                            if (l_3564_) {
                                                                l_mut_1725_ = l_3538_;
                                                            }
                                                            uint _e7027 = l_mut_3129_;
                                                            uint l_3567_ = (_e7027 + 1u);
                                                            uint l_3568_ = (l_3567_ & 2u);
                                                            bool l_3569_ = (l_3568_ != 0u);
                                                            l_mut_142_ = l_3569_;
                                                            if (false) {
                                                                local_114 = l_3512_;
                                                            } else {
                                                                local_114 = false;
                                                            }
                                                            bool l_3570_ = local_114;
                                                            if (l_3570_) {
                                                                bool _e7039 = l_mut_142_;
                                                                bool l_3571_ = !(_e7039);
                                                                l_mut_142_ = l_3571_;
                                                            }
                                                            bool _e7041 = l_mut_142_;
                                                            if (_e7041) {
                                                                double _e7042 = l_mut_1725_;
                                                                double l_3572_ = -(_e7042);
                                                                l_mut_1725_ = l_3572_;
                                                            }
                                                            double _e7044 = l_mut_1952_;
                                                            double l_3573_ = abs(_e7044);
                                                            double l_3574_ = (l_3573_ * 1.4551915228366852e-11L);
                                                            double _e7048 = l_mut_1725_;
                                                            double l_3575_ = abs(_e7048);
                                                            double l_3576_ = (l_3575_ * 1.4551915228366852e-11L);
                                                            double _e7052 = l_mut_1952_;
                                                            double l_3577_ = (_e7052 - l_19_);
                                                            double _e7054 = l_mut_1952_;
                                                            double l_3578_ = (_e7054 + l_19_);
                                                            double _e7056 = l_mut_1725_;
                                                            double l_3579_ = (_e7056 - l_19_);
                                                            double _e7058 = l_mut_1725_;
                                                            double l_3580_ = (_e7058 + l_19_);
                                                            l_mut_3129_ = 2u;
                                                            double l_3581_ = abs(l_3579_);
                                                            bool l_3582_ = (l_3581_ <= l_3576_);
                                                            double l_3583_ = abs(l_3580_);
                                                            bool l_3584_ = (l_3583_ <= l_3576_);
                                                            if (!(l_3582_)) {
                                                                local_115 = l_3584_;
                                                            } else {
                                                                local_115 = true;
                                                            }
                                                            bool l_3585_ = local_115;
                                                            bool l_3586_ = !(l_3585_);
                                                            if (l_3586_) {
                                                                l_mut_3129_ = 0u;
                                                                bool l_3587_ = (l_3579_ <= 0.0L);
                                                                bool l_3588_ = (l_3580_ >= 0.0L);
                                                                if (l_3587_) {
                                                                    local_116 = l_3588_;
                                                                } else {
                                                                    local_116 = false;
                                                                }
                                                                bool l_3589_ = local_116;
                                                                bool l_3590_ = !(l_3589_);
                                                                if (l_3590_) {
                                                                    double l_3591_ = abs(l_3579_);
                                                                    double l_3592_ = abs(l_3580_);
                                                                    l_mut_1952_ = l_3591_;
                                                                    bool l_3593_ = (l_3592_ < l_3591_);
                                                                    if (l_3593_) {
                                                                        l_mut_1952_ = l_3592_;
                                                                    }
                                                                    double _e7084 = l_mut_1952_;
                                                                    double l_3594_ = (l_3576_ / _e7084);
                                                                    double l_3595_ = (l_3594_ + 1.4551915228366852e-11L);
                                                                    double l_3596_ = (1.0L / l_3580_);
                                                                    double l_3597_ = (1.0L / l_3579_);
                                                                    double l_3598_ = abs(l_3596_);
                                                                    l_mut_1952_ = 1.401298464324817e-45L;
                                                                    bool l_3599_ = (l_3598_ >= 1.1754943508222875e-38L);
                                                                    bool l_3600_ = (l_3598_ <= 1.7976931348623157e308L);
                                                                    if (l_3599_) {
                                                                        local_117 = l_3600_;
                                                                    } else {
                                                                        local_117 = false;
                                                                    }
                                                                    bool l_3601_ = local_117;
                                                                    if (l_3601_) {
                                                                        uint64_t l_3602_ = l_3598_;
                                                                        uint64_t l_3603_ = (l_3602_ >> uint(52uL));
                                                                        uint64_t l_3604_ = (l_3603_ - 23uL);
                                                                        uint64_t l_3605_ = (l_3604_ << uint(52uL));
                                                                        double l_3606_ = l_3605_;
                                                                        l_mut_1952_ = l_3606_;
                                                                    }
                                                                    double _e7114 = l_mut_1952_;
                                                                    double l_3607_ = (l_22_ * _e7114);
                                                                    double l_3608_ = (l_3596_ - l_3607_);
                                                                    double l_3609_ = abs(l_3597_);
                                                                    l_mut_1952_ = 1.401298464324817e-45L;
                                                                    bool l_3610_ = (l_3609_ >= 1.1754943508222875e-38L);
                                                                    bool l_3611_ = (l_3609_ <= 1.7976931348623157e308L);
                                                                    if (l_3610_) {
                                                                        local_118 = l_3611_;
                                                                    } else {
                                                                        local_118 = false;
                                                                    }
                                                                    bool l_3612_ = local_118;
                                                                    if (l_3612_) {
                                                                        uint64_t l_3613_ = l_3609_;
                                                                        uint64_t l_3614_ = (l_3613_ >> uint(52uL));
                                                                        uint64_t l_3615_ = (l_3614_ - 23uL);
                                                                        uint64_t l_3616_ = (l_3615_ << uint(52uL));
                                                                        double l_3617_ = l_3616_;
                                                                        l_mut_1952_ = l_3617_;
                                                                    }
                                                                    double _e7139 = l_mut_1952_;
                                                                    double l_3618_ = (l_22_ * _e7139);
                                                                    double l_3619_ = (l_3597_ + l_3618_);
                                                                    double l_3621_ = (l_3577_ * l_3608_);
                                                                    double l_3622_ = (l_3577_ * l_3619_);
                                                                    double l_3623_ = (l_3578_ * l_3608_);
                                                                    double l_3624_ = (l_3578_ * l_3619_);
                                                                    a_3620_[0] = l_3621_;
                                                                    a_3620_[1] = l_3621_;
                                                                    double l_3625_ = a_3620_[0];
                                                                    bool l_3626_ = (l_3622_ < l_3625_);
                                                                    if (l_3626_) {
                                                                        a_3620_[0] = l_3622_;
                                                                    }
                                                                    double l_3627_ = a_3620_[0];
                                                                    bool l_3628_ = (l_3623_ < l_3627_);
                                                                    if (l_3628_) {
                                                                        a_3620_[0] = l_3623_;
                                                                    }
                                                                    double l_3629_ = a_3620_[0];
                                                                    bool l_3630_ = (l_3624_ < l_3629_);
                                                                    if (l_3630_) {
                                                                        a_3620_[0] = l_3624_;
                                                                    }
                                                                    double l_3631_ = a_3620_[1];
                                                                    bool l_3632_ = (l_3622_ > l_3631_);
                                                                    if (l_3632_) {
                                                                        a_3620_[1] = l_3622_;
                                                                    }
                                                                    double l_3633_ = a_3620_[1];
                                                                    bool l_3634_ = (l_3623_ > l_3633_);
                                                                    if (l_3634_) {
                                                                        a_3620_[1] = l_3623_;
                                                                    }
                                                                    double l_3635_ = a_3620_[1];
                                                                    bool l_3636_ = (l_3624_ > l_3635_);
                                                                    if (l_3636_) {
                                                                        a_3620_[1] = l_3624_;
                                                                    }
                                                                    double l_3637_ = abs(l_3577_);
                                                                    double l_3638_ = abs(l_3578_);
                                                                    l_mut_1952_ = l_3637_;
                                                                    bool l_3639_ = (l_3638_ > l_3637_);
                                                                    if (l_3639_) {
                                                                        l_mut_1952_ = l_3638_;
                                                                    }
                                                                    double l_3640_ = abs(l_3608_);
                                                                    double l_3641_ = abs(l_3619_);
                                                                    l_mut_1725_ = l_3640_;
                                                                    bool l_3642_ = (l_3641_ > l_3640_);
                                                                    if (l_3642_) {
                                                                        l_mut_1725_ = l_3641_;
                                                                    }
                                                                    double _e7178 = l_mut_1952_;
                                                                    double _e7179 = l_mut_1725_;
                                                                    double l_3643_ = (_e7178 * _e7179);
                                                                    double l_3644_ = (l_3595_ + 1.4551915228366852e-11L);
                                                                    double l_3645_ = (l_3643_ * l_3644_);
                                                                    double _e7184 = l_mut_1725_;
                                                                    double l_3646_ = (l_3574_ * _e7184);
                                                                    double l_3647_ = (l_3645_ + l_3646_);
                                                                    l_mut_3129_ = 2u;
                                                                    double l_3648_ = abs(l_3596_);
                                                                    double l_3649_ = (l_3648_ * l_3595_);
                                                                    double l_3650_ = (l_3596_ - l_3649_);
                                                                    double l_3651_ = abs(l_3650_);
                                                                    l_mut_1952_ = 1.401298464324817e-45L;
                                                                    bool l_3652_ = (l_3651_ >= 1.1754943508222875e-38L);
                                                                    bool l_3653_ = (l_3651_ <= 1.7976931348623157e308L);
                                                                    if (l_3652_) {
                                                                        local_119 = l_3653_;
                                                                    } else {
                                                                        local_119 = false;
                                                                    }
                                                                    bool l_3654_ = local_119;
                                                                    if (l_3654_) {
                                                                        uint64_t l_3655_ = l_3651_;
                                                                        uint64_t l_3656_ = (l_3655_ >> uint(52uL));
                                                                        uint64_t l_3657_ = (l_3656_ - 23uL);
                                                                        uint64_t l_3658_ = (l_3657_ << uint(52uL));
                                                                        double l_3659_ = l_3658_;
                                                                        l_mut_1952_ = l_3659_;
                                                                    }
                                                                    double l_3660_ = (l_3596_ + l_3649_);
                                                                    double l_3661_ = abs(l_3660_);
                                                                    l_mut_1725_ = 1.401298464324817e-45L;
                                                                    bool l_3662_ = (l_3661_ >= 1.1754943508222875e-38L);
                                                                    bool l_3663_ = (l_3661_ <= 1.7976931348623157e308L);
                                                                    if (l_3662_) {
                                                                        local_120 = l_3663_;
                                                                    } else {
                                                                        local_120 = false;
                                                                    }
                                                                    bool l_3664_ = local_120;
                                                                    if (l_3664_) {
                                                                        uint64_t l_3665_ = l_3661_;
                                                                        uint64_t l_3666_ = (l_3665_ >> uint(52uL));
                                                                        uint64_t l_3667_ = (l_3666_ - 23uL);
                                                                        uint64_t l_3668_ = (l_3667_ << uint(52uL));
                                                                        double l_3669_ = l_3668_;
                                                                        l_mut_1725_ = l_3669_;
                                                                    }
                                                                    double _e7236 = l_mut_1952_;
                                                                    double _e7237 = l_mut_1725_;
                                                                    bool l_3670_ = (_e7236 == _e7237);
                                                                    double l_3671_ = abs(l_3597_);
                                                                    double l_3672_ = (l_3671_ * l_3595_);
                                                                    double l_3673_ = (l_3597_ - l_3672_);
                                                                    double l_3674_ = abs(l_3673_);
                                                                    l_mut_1952_ = 1.401298464324817e-45L;
                                                                    bool l_3675_ = (l_3674_ >= 1.1754943508222875e-38L);
                                                                    bool l_3676_ = (l_3674_ <= 1.7976931348623157e308L);
                                                                    if (l_3675_) {
                                                                        local_121 = l_3676_;
                                                                    } else {
                                                                        local_121 = false;
                                                                    }
                                                                    bool l_3677_ = local_121;
                                                                    if (l_3677_) {
                                                                        uint64_t l_3678_ = l_3674_;
                                                                        uint64_t l_3679_ = (l_3678_ >> uint(52uL));
                                                                        uint64_t l_3680_ = (l_3679_ - 23uL);
                                                                        uint64_t l_3681_ = (l_3680_ << uint(52uL));
                                                                        double l_3682_ = l_3681_;
                                                                        l_mut_1952_ = l_3682_;
                                                                    }
                                                                    double l_3683_ = (l_3597_ + l_3672_);
                                                                    double l_3684_ = abs(l_3683_);
                                                                    l_mut_1725_ = 1.401298464324817e-45L;
                                                                    bool l_3685_ = (l_3684_ >= 1.1754943508222875e-38L);
                                                                    bool l_3686_ = (l_3684_ <= 1.7976931348623157e308L);
                                                                    if (l_3685_) {
                                                                        local_122 = l_3686_;
                                                                    } else {
                                                                        local_122 = false;
                                                                    }
                                                                    bool l_3687_ = local_122;
                                                                    if (l_3687_) {
                                                                        uint64_t l_3688_ = l_3684_;
                                                                        uint64_t l_3689_ = (l_3688_ >> uint(52uL));
                                                                        uint64_t l_3690_ = (l_3689_ - 23uL);
                                                                        uint64_t l_3691_ = (l_3690_ << uint(52uL));
                                                                        double l_3692_ = l_3691_;
                                                                        l_mut_1725_ = l_3692_;
                                                                    }
                                                                    double _e7287 = l_mut_1952_;
                                                                    double _e7288 = l_mut_1725_;
                                                                    bool l_3693_ = (_e7287 == _e7288);
                                                                    if (l_3670_) {
                                                                        local_123 = l_3693_;
                                                                    } else {
                                                                        local_123 = false;
                                                                    }
                                                                    bool l_3694_ = local_123;
                                                                    if (l_3694_) {
                                                                        double l_3695_ = a_3620_[0];
                                                                        double l_3696_ = a_3620_[1];
                                                                        uint l_3697_ = asuint(l_15_);
                                                                        double l_3698_ = double(l_15_);
                                                                        l_mut_1952_ = l_3698_;
                                                                        uint l_3699_ = (l_3697_ & 2139095040u);
                                                                        bool l_3700_ = (l_3699_ == 0u);
                                                                        if (l_3700_) {
                                                                            uint l_3701_ = (l_3697_ & 8388607u);
                                                                            double l_3702_ = double(l_3701_);
                                                                            double l_3703_ = (l_3702_ * 1.401298464324817e-45L);
                                                                            l_mut_1952_ = l_3703_;
                                                                            uint l_3704_ = (l_3697_ >> 31u);
                                                                            bool l_3705_ = (l_3704_ == 1u);
                                                                            if (l_3705_) {
                                                                                double _e7313 = l_mut_1952_;
                                                                                double l_3706_ = -(_e7313);
                                                                                l_mut_1952_ = l_3706_;
                                                                            }
                                                                        }
                                                                        uint l_3707_ = asuint(l_15_);
                                                                        uint l_3708_ = (l_3707_ + 1u);
                                                                        l_mut_2185_ = l_3708_;
                                                                        uint l_3709_ = (l_3707_ & 2147483647u);
                                                                        bool l_3710_ = (l_3709_ == 0u);
                                                                        if (l_3710_) {
                                                                            l_mut_2185_ = 1u;
                                                                        } else {
                                                                            uint l_3711_ = (l_3707_ & 2147483648u);
                                                                            bool l_3712_ = (l_3711_ != 0u);
                                                                            if (l_3712_) {
                                                                                uint l_3713_ = (l_3707_ - 1u);
                                                                                l_mut_2185_ = l_3713_;
                                                                            } else {
                                                                                bool l_3714_ = (l_3707_ == 2139095040u);
                                                                                if (l_3714_) {
                                                                                    l_mut_2185_ = l_3707_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e7331 = l_mut_2185_;
                                                                        float l_3715_ = asfloat(_e7331);
                                                                        uint l_3716_ = asuint(l_3715_);
                                                                        double l_3717_ = double(l_3715_);
                                                                        l_mut_1725_ = l_3717_;
                                                                        uint l_3718_ = (l_3716_ & 2139095040u);
                                                                        bool l_3719_ = (l_3718_ == 0u);
                                                                        if (l_3719_) {
                                                                            uint l_3720_ = (l_3716_ & 8388607u);
                                                                            double l_3721_ = double(l_3720_);
                                                                            double l_3722_ = (l_3721_ * 1.401298464324817e-45L);
                                                                            l_mut_1725_ = l_3722_;
                                                                            uint l_3723_ = (l_3716_ >> 31u);
                                                                            bool l_3724_ = (l_3723_ == 1u);
                                                                            if (l_3724_) {
                                                                                double _e7348 = l_mut_1725_;
                                                                                double l_3725_ = -(_e7348);
                                                                                l_mut_1725_ = l_3725_;
                                                                            }
                                                                        }
                                                                        uint l_3726_ = asuint(l_15_);
                                                                        uint l_3727_ = (l_3726_ ^ 2147483648u);
                                                                        float l_3728_ = asfloat(l_3727_);
                                                                        uint l_3729_ = asuint(l_3728_);
                                                                        uint l_3730_ = (l_3729_ + 1u);
                                                                        l_mut_2185_ = l_3730_;
                                                                        uint l_3731_ = (l_3729_ & 2147483647u);
                                                                        bool l_3732_ = (l_3731_ == 0u);
                                                                        if (l_3732_) {
                                                                            l_mut_2185_ = 1u;
                                                                        } else {
                                                                            uint l_3733_ = (l_3729_ & 2147483648u);
                                                                            bool l_3734_ = (l_3733_ != 0u);
                                                                            if (l_3734_) {
                                                                                uint l_3735_ = (l_3729_ - 1u);
                                                                                l_mut_2185_ = l_3735_;
                                                                            } else {
                                                                                bool l_3736_ = (l_3729_ == 2139095040u);
                                                                                if (l_3736_) {
                                                                                    l_mut_2185_ = l_3729_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e7370 = l_mut_2185_;
                                                                        float l_3737_ = asfloat(_e7370);
                                                                        uint l_3738_ = asuint(l_3737_);
                                                                        uint l_3739_ = (l_3738_ ^ 2147483648u);
                                                                        float l_3740_ = asfloat(l_3739_);
                                                                        uint l_3741_ = asuint(l_3740_);
                                                                        double l_3742_ = double(l_3740_);
                                                                        l_mut_1496_ = l_3742_;
                                                                        uint l_3743_ = (l_3741_ & 2139095040u);
                                                                        bool l_3744_ = (l_3743_ == 0u);
                                                                        if (l_3744_) {
                                                                            uint l_3745_ = (l_3741_ & 8388607u);
                                                                            double l_3746_ = double(l_3745_);
                                                                            double l_3747_ = (l_3746_ * 1.401298464324817e-45L);
                                                                            l_mut_1496_ = l_3747_;
                                                                            uint l_3748_ = (l_3741_ >> 31u);
                                                                            bool l_3749_ = (l_3748_ == 1u);
                                                                            if (l_3749_) {
                                                                                double _e7391 = l_mut_1496_;
                                                                                double l_3750_ = -(_e7391);
                                                                                l_mut_1496_ = l_3750_;
                                                                            }
                                                                        }
                                                                        double l_3751_ = (l_3695_ + l_3647_);
                                                                        double _e7394 = l_mut_1952_;
                                                                        bool l_3752_ = (l_3751_ <= _e7394);
                                                                        l_mut_142_ = l_3752_;
                                                                        double l_3753_ = (l_3695_ - l_3647_);
                                                                        double _e7397 = l_mut_1952_;
                                                                        bool l_3754_ = (l_3753_ > _e7397);
                                                                        l_mut_139_ = l_3754_;
                                                                        double l_3755_ = (l_3696_ - l_3647_);
                                                                        double _e7400 = l_mut_1952_;
                                                                        bool l_3756_ = (l_3755_ >= _e7400);
                                                                        l_mut_136_ = l_3756_;
                                                                        double l_3757_ = (l_3696_ + l_3647_);
                                                                        double _e7403 = l_mut_1952_;
                                                                        bool l_3758_ = (l_3757_ < _e7403);
                                                                        l_mut_133_ = l_3758_;
                                                                        double l_3759_ = (l_3695_ + l_3647_);
                                                                        double _e7406 = l_mut_1725_;
                                                                        bool l_3760_ = (l_3759_ < _e7406);
                                                                        l_mut_142_ = l_3760_;
                                                                        double l_3761_ = (l_3695_ - l_3647_);
                                                                        double _e7409 = l_mut_1725_;
                                                                        bool l_3762_ = (l_3761_ >= _e7409);
                                                                        l_mut_139_ = l_3762_;
                                                                        double l_3763_ = (l_3696_ - l_3647_);
                                                                        double _e7412 = l_mut_1496_;
                                                                        bool l_3764_ = (l_3763_ > _e7412);
                                                                        l_mut_136_ = l_3764_;
                                                                        double l_3765_ = (l_3696_ + l_3647_);
                                                                        double _e7415 = l_mut_1496_;
                                                                        bool l_3766_ = (l_3765_ <= _e7415);
                                                                        l_mut_133_ = l_3766_;
                                                                        l_mut_2185_ = 2u;
                                                                        bool _e7418 = l_mut_139_;
                                                                        if (!(_e7418)) {
                                                                            bool _e7422 = l_mut_133_;
                                                                            local_124 = _e7422;
                                                                        } else {
                                                                            local_124 = true;
                                                                        }
                                                                        bool l_3767_ = local_124;
                                                                        if (l_3767_) {
                                                                            l_mut_2185_ = 1u;
                                                                        } else {
                                                                            bool _e7426 = l_mut_142_;
                                                                            if (_e7426) {
                                                                                bool _e7429 = l_mut_136_;
                                                                                local_125 = _e7429;
                                                                            } else {
                                                                                local_125 = false;
                                                                            }
                                                                            bool l_3768_ = local_125;
                                                                            if (l_3768_) {
                                                                                l_mut_2185_ = 0u;
                                                                            }
                                                                        }
                                                                        uint l_3769_ = asuint(l_15_);
                                                                        uint l_3770_ = (l_3769_ & 2147483647u);
                                                                        bool l_3771_ = (l_3770_ == 0u);
                                                                        if (l_3771_) {
                                                                            double l_3772_ = (l_3695_ + l_3647_);
                                                                            bool l_3773_ = (l_3772_ < 1.1754943508222875e-38L);
                                                                            double l_3774_ = (l_3696_ - l_3647_);
                                                                            bool l_3775_ = (l_3774_ > -1.1754943508222875e-38L);
                                                                            if (l_3773_) {
                                                                                local_126 = l_3775_;
                                                                            } else {
                                                                                local_126 = false;
                                                                            }
                                                                            bool l_3776_ = local_126;
                                                                            double l_3777_ = (l_3695_ - l_3647_);
                                                                            bool l_3778_ = (l_3777_ < 1.1754943508222875e-38L);
                                                                            double l_3779_ = (l_3696_ + l_3647_);
                                                                            bool l_3780_ = (l_3779_ > -1.1754943508222875e-38L);
                                                                            if (l_3778_) {
                                                                                local_127 = l_3780_;
                                                                            } else {
                                                                                local_127 = false;
                                                                            }
                                                                            bool l_3781_ = local_127;
                                                                            if (l_3776_) {
                                                                                l_mut_2185_ = 0u;
                                                                            } else {
                                                                                uint _e7459 = l_mut_2185_;
                                                                                bool l_3782_ = (_e7459 == 1u);
                                                                                if (l_3781_) {
                                                                                    local_128 = l_3782_;
                                                                                } else {
                                                                                    local_128 = false;
                                                                                }
                                                                                bool l_3783_ = local_128;
                                                                                if (l_3783_) {
                                                                                    l_mut_2185_ = 2u;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e7467 = l_mut_2185_;
                                                                        l_mut_3129_ = _e7467;
                                                                    }
                                                                }
                                                            }
                                                            uint _e7468 = l_mut_3129_;
                                                            l_mut_31_ = _e7468;
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
                uint l_3784_ = a_30_[0];
                bool l_3785_ = (l_3784_ == 0u);
                if (l_3785_) {
                    l_mut_31_ = 2u;
                }
                uint l_3856_ = asuint(info.Load(28+0));
                uint l_3857_ = (l_3856_ * 1u);
                bool l_3858_ = (l_7_ < l_3857_);
                if (l_3858_) {
                    uint _e7483 = l_mut_31_;
                    buffer_7_global.Store(l_7_*4, asuint(_e7483));
                }
            }
        }
        return;
    } else {
        return;
    }
}
