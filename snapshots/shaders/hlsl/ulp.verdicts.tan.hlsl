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
    double a_2263_[2] = (double[2])0;
    double a_3306_[2] = (double[2])0;
    double a_3522_[2] = (double[2])0;
    double a_3925_[2] = (double[2])0;
    double l_mut_1246_ = (double)0;
    double l_mut_1271_ = (double)0;
    double l_mut_1356_ = (double)0;
    bool l_mut_141_ = (bool)0;
    bool l_mut_144_ = (bool)0;
    bool l_mut_147_ = (bool)0;
    bool l_mut_150_ = (bool)0;
    double l_mut_1610_ = (double)0;
    double l_mut_1866_ = (double)0;
    double l_mut_2120_ = (double)0;
    uint l_mut_2372_ = (uint)0;
    uint l_mut_31_ = (uint)0;
    uint l_mut_3415_ = (uint)0;
    double l_mut_38_ = (double)0;
    uint l_mut_48_ = (uint)0;
    double l_mut_61_ = (double)0;
    double l_mut_709_ = (double)0;
    uint l_mut_90_ = (uint)0;
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
        uint l_4100_ = asuint(info.Load(24+0));
        uint l_4101_ = (l_4100_ * 1u);
        bool l_4102_ = (1024u < l_4101_);
        uint l_4103_ = (l_4101_ - 1u);
        uint l_4104_ = min(1024u, l_4103_);
        uint l_4105_ = asuint(buffer_6_global.Load(l_4104_*4));
        uint l_2_ = (l_4102_ ? l_4105_ : 0u);
        float l_3_ = asfloat(l_2_);
        double l_4_ = double(l_3_);
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e7739 = l_mut_5_;
                l_mut_5_ = (_e7739 + 1u);
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
                uint l_4107_ = asuint(info.Load(16+0));
                uint l_4108_ = (l_4107_ * 1u);
                bool l_4109_ = (l_8_ < l_4108_);
                uint l_4110_ = (l_4108_ - 1u);
                uint l_4111_ = min(l_8_, l_4110_);
                uint l_4112_ = asuint(buffer_4_global.Load(l_4111_*4));
                uint l_9_ = (l_4109_ ? l_4112_ : 0u);
                uint _e100 = l_mut_5_;
                uint l_10_ = (2u * _e100);
                uint l_11_ = (l_10_ + 1u);
                uint l_4114_ = asuint(info.Load(16+0));
                uint l_4115_ = (l_4114_ * 1u);
                bool l_4116_ = (l_11_ < l_4115_);
                uint l_4117_ = (l_4115_ - 1u);
                uint l_4118_ = min(l_11_, l_4117_);
                uint l_4119_ = asuint(buffer_4_global.Load(l_4118_*4));
                uint l_12_ = (l_4116_ ? l_4119_ : 0u);
                bool l_13_ = (l_12_ != 0u);
                uint l_4121_ = asuint(info.Load(0+0));
                uint l_4122_ = (l_4121_ * 1u);
                bool l_4123_ = (id < l_4122_);
                uint l_4124_ = (l_4122_ - 1u);
                uint l_4125_ = min(id, l_4124_);
                float l_4126_ = asfloat(buffer_0_global.Load(l_4125_*4));
                float l_14_ = (l_4123_ ? l_4126_ : 0.0);
                uint l_4128_ = asuint(info.Load(4+0));
                uint l_4129_ = (l_4128_ * 1u);
                bool l_4130_ = (id < l_4129_);
                uint l_4131_ = (l_4129_ - 1u);
                uint l_4132_ = min(id, l_4131_);
                float l_4133_ = asfloat(buffer_1_global.Load(l_4132_*4));
                float l_15_ = (l_4130_ ? l_4133_ : 0.0);
                uint l_4135_ = asuint(info.Load(8+0));
                uint l_4136_ = (l_4135_ * 1u);
                bool l_4137_ = (id < l_4136_);
                uint l_4138_ = (l_4136_ - 1u);
                uint l_4139_ = min(id, l_4138_);
                double l_4140_ = buffer_2_global.Load<double>(l_4139_*8);
                double l_16_ = (l_4137_ ? l_4140_ : 0.0L);
                uint l_4142_ = asuint(info.Load(12+0));
                uint l_4143_ = (l_4142_ * 1u);
                bool l_4144_ = (id < l_4143_);
                uint l_4145_ = (l_4143_ - 1u);
                uint l_4146_ = min(id, l_4145_);
                double l_4147_ = buffer_3_global.Load<double>(l_4146_*8);
                double l_17_ = (l_4144_ ? l_4147_ : 0.0L);
                uint _e181 = l_mut_5_;
                uint l_18_ = (_e181 * 4u);
                uint l_4149_ = asuint(info.Load(20+0));
                uint l_4150_ = (l_4149_ * 1u);
                bool l_4151_ = (l_18_ < l_4150_);
                uint l_4152_ = (l_4150_ - 1u);
                uint l_4153_ = min(l_18_, l_4152_);
                double l_4154_ = buffer_5_global.Load<double>(l_4153_*8);
                double l_19_ = (l_4151_ ? l_4154_ : 0.0L);
                uint _e199 = l_mut_5_;
                uint l_20_ = (_e199 * 4u);
                uint l_21_ = (l_20_ + 1u);
                uint l_4156_ = asuint(info.Load(20+0));
                uint l_4157_ = (l_4156_ * 1u);
                bool l_4158_ = (l_21_ < l_4157_);
                uint l_4159_ = (l_4157_ - 1u);
                uint l_4160_ = min(l_21_, l_4159_);
                double l_4161_ = buffer_5_global.Load<double>(l_4160_*8);
                double l_22_ = (l_4158_ ? l_4161_ : 0.0L);
                uint _e219 = l_mut_5_;
                uint l_23_ = (_e219 * 4u);
                uint l_24_ = (l_23_ + 2u);
                uint l_4163_ = asuint(info.Load(20+0));
                uint l_4164_ = (l_4163_ * 1u);
                bool l_4165_ = (l_24_ < l_4164_);
                uint l_4166_ = (l_4164_ - 1u);
                uint l_4167_ = min(l_24_, l_4166_);
                double l_4168_ = buffer_5_global.Load<double>(l_4167_*8);
                double l_25_ = (l_4165_ ? l_4168_ : 0.0L);
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
                                uint l_76_ = (l_75_ & 2147483647u);
                                float l_77_ = asfloat(l_76_);
                                double l_78_ = double(l_77_);
                                l_mut_61_ = l_78_;
                                bool l_79_ = (l_76_ < 8388608u);
                                if (l_79_) {
                                    double l_80_ = double(l_76_);
                                    double l_81_ = (l_80_ * 1.401298464324817e-45L);
                                    l_mut_61_ = l_81_;
                                }
                                double _e347 = l_mut_61_;
                                uint64_t l_82_ = _e347;
                                uint l_83_ = (l_75_ >> 31u);
                                uint64_t l_84_ = uint64_t(l_83_);
                                uint64_t l_85_ = (l_84_ << uint(63uL));
                                uint64_t l_86_ = (l_82_ | l_85_);
                                double l_87_ = l_86_;
                                uint l_88_ = asuint(l_15_);
                                uint l_89_ = (l_88_ + 1u);
                                l_mut_90_ = l_89_;
                                uint l_91_ = (l_88_ & 2147483647u);
                                bool l_92_ = (l_91_ == 0u);
                                if (l_92_) {
                                    l_mut_90_ = 1u;
                                } else {
                                    uint l_93_ = (l_88_ & 2147483648u);
                                    bool l_94_ = (l_93_ != 0u);
                                    if (l_94_) {
                                        uint l_95_ = (l_88_ - 1u);
                                        l_mut_90_ = l_95_;
                                    } else {
                                        bool l_96_ = (l_88_ == 2139095040u);
                                        if (l_96_) {
                                            l_mut_90_ = l_88_;
                                        }
                                    }
                                }
                                uint _e374 = l_mut_90_;
                                float l_97_ = asfloat(_e374);
                                uint l_98_ = asuint(l_97_);
                                uint l_99_ = (l_98_ & 2147483647u);
                                float l_100_ = asfloat(l_99_);
                                double l_101_ = double(l_100_);
                                l_mut_61_ = l_101_;
                                bool l_102_ = (l_99_ < 8388608u);
                                if (l_102_) {
                                    double l_103_ = double(l_99_);
                                    double l_104_ = (l_103_ * 1.401298464324817e-45L);
                                    l_mut_61_ = l_104_;
                                }
                                double _e386 = l_mut_61_;
                                uint64_t l_105_ = _e386;
                                uint l_106_ = (l_98_ >> 31u);
                                uint64_t l_107_ = uint64_t(l_106_);
                                uint64_t l_108_ = (l_107_ << uint(63uL));
                                uint64_t l_109_ = (l_105_ | l_108_);
                                double l_110_ = l_109_;
                                uint l_111_ = asuint(l_15_);
                                uint l_112_ = (l_111_ ^ 2147483648u);
                                float l_113_ = asfloat(l_112_);
                                uint l_114_ = asuint(l_113_);
                                uint l_115_ = (l_114_ + 1u);
                                l_mut_90_ = l_115_;
                                uint l_116_ = (l_114_ & 2147483647u);
                                bool l_117_ = (l_116_ == 0u);
                                if (l_117_) {
                                    l_mut_90_ = 1u;
                                } else {
                                    uint l_118_ = (l_114_ & 2147483648u);
                                    bool l_119_ = (l_118_ != 0u);
                                    if (l_119_) {
                                        uint l_120_ = (l_114_ - 1u);
                                        l_mut_90_ = l_120_;
                                    } else {
                                        bool l_121_ = (l_114_ == 2139095040u);
                                        if (l_121_) {
                                            l_mut_90_ = l_114_;
                                        }
                                    }
                                }
                                uint _e417 = l_mut_90_;
                                float l_122_ = asfloat(_e417);
                                uint l_123_ = asuint(l_122_);
                                uint l_124_ = (l_123_ ^ 2147483648u);
                                float l_125_ = asfloat(l_124_);
                                uint l_126_ = asuint(l_125_);
                                uint l_127_ = (l_126_ & 2147483647u);
                                float l_128_ = asfloat(l_127_);
                                double l_129_ = double(l_128_);
                                l_mut_61_ = l_129_;
                                bool l_130_ = (l_127_ < 8388608u);
                                if (l_130_) {
                                    double l_131_ = double(l_127_);
                                    double l_132_ = (l_131_ * 1.401298464324817e-45L);
                                    l_mut_61_ = l_132_;
                                }
                                double _e433 = l_mut_61_;
                                uint64_t l_133_ = _e433;
                                uint l_134_ = (l_126_ >> 31u);
                                uint64_t l_135_ = uint64_t(l_134_);
                                uint64_t l_136_ = (l_135_ << uint(63uL));
                                uint64_t l_137_ = (l_133_ | l_136_);
                                double l_138_ = l_137_;
                                double l_139_ = (l_73_ + l_72_);
                                bool l_140_ = (l_139_ <= l_87_);
                                l_mut_141_ = l_140_;
                                double l_142_ = (l_73_ - l_72_);
                                bool l_143_ = (l_142_ > l_87_);
                                l_mut_144_ = l_143_;
                                double l_145_ = (l_74_ - l_72_);
                                bool l_146_ = (l_145_ >= l_87_);
                                l_mut_147_ = l_146_;
                                double l_148_ = (l_74_ + l_72_);
                                bool l_149_ = (l_148_ < l_87_);
                                l_mut_150_ = l_149_;
                                if (l_13_) {
                                    double l_151_ = (l_73_ + l_72_);
                                    bool l_152_ = (l_151_ < l_110_);
                                    l_mut_141_ = l_152_;
                                    double l_153_ = (l_73_ - l_72_);
                                    bool l_154_ = (l_153_ >= l_110_);
                                    l_mut_144_ = l_154_;
                                    double l_155_ = (l_74_ - l_72_);
                                    bool l_156_ = (l_155_ > l_138_);
                                    l_mut_147_ = l_156_;
                                    double l_157_ = (l_74_ + l_72_);
                                    bool l_158_ = (l_157_ <= l_138_);
                                    l_mut_150_ = l_158_;
                                }
                                l_mut_90_ = 2u;
                                bool _e461 = l_mut_144_;
                                if (!(_e461)) {
                                    bool _e465 = l_mut_150_;
                                    local_3 = _e465;
                                } else {
                                    local_3 = true;
                                }
                                bool l_159_ = local_3;
                                if (l_159_) {
                                    l_mut_90_ = 1u;
                                } else {
                                    bool _e469 = l_mut_141_;
                                    if (_e469) {
                                        bool _e472 = l_mut_147_;
                                        local_4 = _e472;
                                    } else {
                                        local_4 = false;
                                    }
                                    bool l_160_ = local_4;
                                    if (l_160_) {
                                        l_mut_90_ = 0u;
                                    }
                                }
                                uint l_161_ = asuint(l_15_);
                                uint l_162_ = (l_161_ & 2147483647u);
                                bool l_163_ = (l_162_ == 0u);
                                if (l_163_) {
                                    double l_164_ = (l_73_ + l_72_);
                                    bool l_165_ = (l_164_ < 1.1754943508222875e-38L);
                                    double l_166_ = (l_74_ - l_72_);
                                    bool l_167_ = (l_166_ > -1.1754943508222875e-38L);
                                    if (l_165_) {
                                        local_5 = l_167_;
                                    } else {
                                        local_5 = false;
                                    }
                                    bool l_168_ = local_5;
                                    double l_169_ = (l_73_ - l_72_);
                                    bool l_170_ = (l_169_ < 1.1754943508222875e-38L);
                                    double l_171_ = (l_74_ + l_72_);
                                    bool l_172_ = (l_171_ > -1.1754943508222875e-38L);
                                    if (l_170_) {
                                        local_6 = l_172_;
                                    } else {
                                        local_6 = false;
                                    }
                                    bool l_173_ = local_6;
                                    if (l_168_) {
                                        l_mut_90_ = 0u;
                                    } else {
                                        uint _e502 = l_mut_90_;
                                        bool l_174_ = (_e502 == 1u);
                                        if (l_173_) {
                                            local_7 = l_174_;
                                        } else {
                                            local_7 = false;
                                        }
                                        bool l_175_ = local_7;
                                        if (l_175_) {
                                            l_mut_90_ = 2u;
                                        }
                                    }
                                }
                                uint _e510 = l_mut_90_;
                                l_mut_48_ = _e510;
                            }
                            uint _e511 = l_mut_48_;
                            l_mut_31_ = _e511;
                        } else {
                            bool l_176_ = (l_9_ == 3u);
                            if (l_176_) {
                                l_mut_31_ = 0u;
                                bool l_177_ = (l_27_ >= 1.1754943508222875e-38L);
                                bool l_178_ = (l_27_ <= 8.507059173023462e37L);
                                if (l_177_) {
                                    local_8 = l_178_;
                                } else {
                                    local_8 = false;
                                }
                                bool l_179_ = local_8;
                                if (l_179_) {
                                    double l_180_ = abs(l_16_);
                                    l_mut_61_ = 1.401298464324817e-45L;
                                    bool l_181_ = (l_180_ >= 1.1754943508222875e-38L);
                                    bool l_182_ = (l_180_ <= 1.7976931348623157e308L);
                                    if (l_181_) {
                                        local_9 = l_182_;
                                    } else {
                                        local_9 = false;
                                    }
                                    bool l_183_ = local_9;
                                    if (l_183_) {
                                        uint64_t l_184_ = l_180_;
                                        uint64_t l_185_ = (l_184_ >> uint(52uL));
                                        uint64_t l_186_ = (l_185_ - 23uL);
                                        uint64_t l_187_ = (l_186_ << uint(52uL));
                                        double l_188_ = l_187_;
                                        l_mut_61_ = l_188_;
                                    }
                                    double _e545 = l_mut_61_;
                                    double l_189_ = (l_19_ * _e545);
                                    l_mut_90_ = 2u;
                                    double l_190_ = (l_16_ - l_29_);
                                    double l_191_ = abs(l_190_);
                                    l_mut_61_ = 1.401298464324817e-45L;
                                    bool l_192_ = (l_191_ >= 1.1754943508222875e-38L);
                                    bool l_193_ = (l_191_ <= 1.7976931348623157e308L);
                                    if (l_192_) {
                                        local_10 = l_193_;
                                    } else {
                                        local_10 = false;
                                    }
                                    bool l_194_ = local_10;
                                    if (l_194_) {
                                        uint64_t l_195_ = l_191_;
                                        uint64_t l_196_ = (l_195_ >> uint(52uL));
                                        uint64_t l_197_ = (l_196_ - 23uL);
                                        uint64_t l_198_ = (l_197_ << uint(52uL));
                                        double l_199_ = l_198_;
                                        l_mut_61_ = l_199_;
                                    }
                                    double l_200_ = (l_16_ + l_29_);
                                    double l_201_ = abs(l_200_);
                                    l_mut_38_ = 1.401298464324817e-45L;
                                    bool l_202_ = (l_201_ >= 1.1754943508222875e-38L);
                                    bool l_203_ = (l_201_ <= 1.7976931348623157e308L);
                                    if (l_202_) {
                                        local_11 = l_203_;
                                    } else {
                                        local_11 = false;
                                    }
                                    bool l_204_ = local_11;
                                    if (l_204_) {
                                        uint64_t l_205_ = l_201_;
                                        uint64_t l_206_ = (l_205_ >> uint(52uL));
                                        uint64_t l_207_ = (l_206_ - 23uL);
                                        uint64_t l_208_ = (l_207_ << uint(52uL));
                                        double l_209_ = l_208_;
                                        l_mut_38_ = l_209_;
                                    }
                                    double _e594 = l_mut_61_;
                                    double _e595 = l_mut_38_;
                                    bool l_210_ = (_e594 == _e595);
                                    if (l_210_) {
                                        double l_211_ = (l_189_ * 1.4551915228366852e-11L);
                                        double l_212_ = (l_29_ + l_211_);
                                        double l_213_ = (l_16_ - l_189_);
                                        double l_214_ = (l_16_ + l_189_);
                                        uint l_215_ = asuint(l_15_);
                                        uint l_216_ = (l_215_ & 2147483647u);
                                        float l_217_ = asfloat(l_216_);
                                        double l_218_ = double(l_217_);
                                        l_mut_61_ = l_218_;
                                        bool l_219_ = (l_216_ < 8388608u);
                                        if (l_219_) {
                                            double l_220_ = double(l_216_);
                                            double l_221_ = (l_220_ * 1.401298464324817e-45L);
                                            l_mut_61_ = l_221_;
                                        }
                                        double _e612 = l_mut_61_;
                                        uint64_t l_222_ = _e612;
                                        uint l_223_ = (l_215_ >> 31u);
                                        uint64_t l_224_ = uint64_t(l_223_);
                                        uint64_t l_225_ = (l_224_ << uint(63uL));
                                        uint64_t l_226_ = (l_222_ | l_225_);
                                        double l_227_ = l_226_;
                                        uint l_228_ = asuint(l_15_);
                                        uint l_229_ = (l_228_ + 1u);
                                        l_mut_48_ = l_229_;
                                        uint l_230_ = (l_228_ & 2147483647u);
                                        bool l_231_ = (l_230_ == 0u);
                                        if (l_231_) {
                                            l_mut_48_ = 1u;
                                        } else {
                                            uint l_232_ = (l_228_ & 2147483648u);
                                            bool l_233_ = (l_232_ != 0u);
                                            if (l_233_) {
                                                uint l_234_ = (l_228_ - 1u);
                                                l_mut_48_ = l_234_;
                                            } else {
                                                bool l_235_ = (l_228_ == 2139095040u);
                                                if (l_235_) {
                                                    l_mut_48_ = l_228_;
                                                }
                                            }
                                        }
                                        uint _e639 = l_mut_48_;
                                        float l_236_ = asfloat(_e639);
                                        uint l_237_ = asuint(l_236_);
                                        uint l_238_ = (l_237_ & 2147483647u);
                                        float l_239_ = asfloat(l_238_);
                                        double l_240_ = double(l_239_);
                                        l_mut_61_ = l_240_;
                                        bool l_241_ = (l_238_ < 8388608u);
                                        if (l_241_) {
                                            double l_242_ = double(l_238_);
                                            double l_243_ = (l_242_ * 1.401298464324817e-45L);
                                            l_mut_61_ = l_243_;
                                        }
                                        double _e651 = l_mut_61_;
                                        uint64_t l_244_ = _e651;
                                        uint l_245_ = (l_237_ >> 31u);
                                        uint64_t l_246_ = uint64_t(l_245_);
                                        uint64_t l_247_ = (l_246_ << uint(63uL));
                                        uint64_t l_248_ = (l_244_ | l_247_);
                                        double l_249_ = l_248_;
                                        uint l_250_ = asuint(l_15_);
                                        uint l_251_ = (l_250_ ^ 2147483648u);
                                        float l_252_ = asfloat(l_251_);
                                        uint l_253_ = asuint(l_252_);
                                        uint l_254_ = (l_253_ + 1u);
                                        l_mut_48_ = l_254_;
                                        uint l_255_ = (l_253_ & 2147483647u);
                                        bool l_256_ = (l_255_ == 0u);
                                        if (l_256_) {
                                            l_mut_48_ = 1u;
                                        } else {
                                            uint l_257_ = (l_253_ & 2147483648u);
                                            bool l_258_ = (l_257_ != 0u);
                                            if (l_258_) {
                                                uint l_259_ = (l_253_ - 1u);
                                                l_mut_48_ = l_259_;
                                            } else {
                                                bool l_260_ = (l_253_ == 2139095040u);
                                                if (l_260_) {
                                                    l_mut_48_ = l_253_;
                                                }
                                            }
                                        }
                                        uint _e682 = l_mut_48_;
                                        float l_261_ = asfloat(_e682);
                                        uint l_262_ = asuint(l_261_);
                                        uint l_263_ = (l_262_ ^ 2147483648u);
                                        float l_264_ = asfloat(l_263_);
                                        uint l_265_ = asuint(l_264_);
                                        uint l_266_ = (l_265_ & 2147483647u);
                                        float l_267_ = asfloat(l_266_);
                                        double l_268_ = double(l_267_);
                                        l_mut_61_ = l_268_;
                                        bool l_269_ = (l_266_ < 8388608u);
                                        if (l_269_) {
                                            double l_270_ = double(l_266_);
                                            double l_271_ = (l_270_ * 1.401298464324817e-45L);
                                            l_mut_61_ = l_271_;
                                        }
                                        double _e698 = l_mut_61_;
                                        uint64_t l_272_ = _e698;
                                        uint l_273_ = (l_265_ >> 31u);
                                        uint64_t l_274_ = uint64_t(l_273_);
                                        uint64_t l_275_ = (l_274_ << uint(63uL));
                                        uint64_t l_276_ = (l_272_ | l_275_);
                                        double l_277_ = l_276_;
                                        double l_278_ = (l_213_ + l_212_);
                                        bool l_279_ = (l_278_ <= l_227_);
                                        l_mut_150_ = l_279_;
                                        double l_280_ = (l_213_ - l_212_);
                                        bool l_281_ = (l_280_ > l_227_);
                                        l_mut_147_ = l_281_;
                                        double l_282_ = (l_214_ - l_212_);
                                        bool l_283_ = (l_282_ >= l_227_);
                                        l_mut_144_ = l_283_;
                                        double l_284_ = (l_214_ + l_212_);
                                        bool l_285_ = (l_284_ < l_227_);
                                        l_mut_141_ = l_285_;
                                        if (l_13_) {
                                            double l_286_ = (l_213_ + l_212_);
                                            bool l_287_ = (l_286_ < l_249_);
                                            l_mut_150_ = l_287_;
                                            double l_288_ = (l_213_ - l_212_);
                                            bool l_289_ = (l_288_ >= l_249_);
                                            l_mut_147_ = l_289_;
                                            double l_290_ = (l_214_ - l_212_);
                                            bool l_291_ = (l_290_ > l_277_);
                                            l_mut_144_ = l_291_;
                                            double l_292_ = (l_214_ + l_212_);
                                            bool l_293_ = (l_292_ <= l_277_);
                                            l_mut_141_ = l_293_;
                                        }
                                        l_mut_48_ = 2u;
                                        bool _e726 = l_mut_147_;
                                        if (!(_e726)) {
                                            bool _e730 = l_mut_141_;
                                            local_12 = _e730;
                                        } else {
                                            local_12 = true;
                                        }
                                        bool l_294_ = local_12;
                                        if (l_294_) {
                                            l_mut_48_ = 1u;
                                        } else {
                                            bool _e734 = l_mut_150_;
                                            if (_e734) {
                                                bool _e737 = l_mut_144_;
                                                local_13 = _e737;
                                            } else {
                                                local_13 = false;
                                            }
                                            bool l_295_ = local_13;
                                            if (l_295_) {
                                                l_mut_48_ = 0u;
                                            }
                                        }
                                        uint l_296_ = asuint(l_15_);
                                        uint l_297_ = (l_296_ & 2147483647u);
                                        bool l_298_ = (l_297_ == 0u);
                                        if (l_298_) {
                                            double l_299_ = (l_213_ + l_212_);
                                            bool l_300_ = (l_299_ < 1.1754943508222875e-38L);
                                            double l_301_ = (l_214_ - l_212_);
                                            bool l_302_ = (l_301_ > -1.1754943508222875e-38L);
                                            if (l_300_) {
                                                local_14 = l_302_;
                                            } else {
                                                local_14 = false;
                                            }
                                            bool l_303_ = local_14;
                                            double l_304_ = (l_213_ - l_212_);
                                            bool l_305_ = (l_304_ < 1.1754943508222875e-38L);
                                            double l_306_ = (l_214_ + l_212_);
                                            bool l_307_ = (l_306_ > -1.1754943508222875e-38L);
                                            if (l_305_) {
                                                local_15 = l_307_;
                                            } else {
                                                local_15 = false;
                                            }
                                            bool l_308_ = local_15;
                                            if (l_303_) {
                                                l_mut_48_ = 0u;
                                            } else {
                                                uint _e767 = l_mut_48_;
                                                bool l_309_ = (_e767 == 1u);
                                                if (l_308_) {
                                                    local_16 = l_309_;
                                                } else {
                                                    local_16 = false;
                                                }
                                                bool l_310_ = local_16;
                                                if (l_310_) {
                                                    l_mut_48_ = 2u;
                                                }
                                            }
                                        }
                                        uint _e775 = l_mut_48_;
                                        l_mut_90_ = _e775;
                                    }
                                    uint _e776 = l_mut_90_;
                                    l_mut_31_ = _e776;
                                }
                            } else {
                                bool l_311_ = (l_9_ == 4u);
                                if (l_311_) {
                                    double l_312_ = (l_22_ * l_27_);
                                    double l_313_ = (l_19_ + l_312_);
                                    double l_314_ = abs(l_16_);
                                    l_mut_61_ = 1.401298464324817e-45L;
                                    bool l_315_ = (l_314_ >= 1.1754943508222875e-38L);
                                    bool l_316_ = (l_314_ <= 1.7976931348623157e308L);
                                    if (l_315_) {
                                        local_17 = l_316_;
                                    } else {
                                        local_17 = false;
                                    }
                                    bool l_317_ = local_17;
                                    if (l_317_) {
                                        uint64_t l_318_ = l_314_;
                                        uint64_t l_319_ = (l_318_ >> uint(52uL));
                                        uint64_t l_320_ = (l_319_ - 23uL);
                                        uint64_t l_321_ = (l_320_ << uint(52uL));
                                        double l_322_ = l_321_;
                                        l_mut_61_ = l_322_;
                                    }
                                    double _e803 = l_mut_61_;
                                    double l_323_ = (l_313_ * _e803);
                                    l_mut_90_ = 2u;
                                    double l_324_ = (l_16_ - l_29_);
                                    double l_325_ = abs(l_324_);
                                    l_mut_61_ = 1.401298464324817e-45L;
                                    bool l_326_ = (l_325_ >= 1.1754943508222875e-38L);
                                    bool l_327_ = (l_325_ <= 1.7976931348623157e308L);
                                    if (l_326_) {
                                        local_18 = l_327_;
                                    } else {
                                        local_18 = false;
                                    }
                                    bool l_328_ = local_18;
                                    if (l_328_) {
                                        uint64_t l_329_ = l_325_;
                                        uint64_t l_330_ = (l_329_ >> uint(52uL));
                                        uint64_t l_331_ = (l_330_ - 23uL);
                                        uint64_t l_332_ = (l_331_ << uint(52uL));
                                        double l_333_ = l_332_;
                                        l_mut_61_ = l_333_;
                                    }
                                    double l_334_ = (l_16_ + l_29_);
                                    double l_335_ = abs(l_334_);
                                    l_mut_38_ = 1.401298464324817e-45L;
                                    bool l_336_ = (l_335_ >= 1.1754943508222875e-38L);
                                    bool l_337_ = (l_335_ <= 1.7976931348623157e308L);
                                    if (l_336_) {
                                        local_19 = l_337_;
                                    } else {
                                        local_19 = false;
                                    }
                                    bool l_338_ = local_19;
                                    if (l_338_) {
                                        uint64_t l_339_ = l_335_;
                                        uint64_t l_340_ = (l_339_ >> uint(52uL));
                                        uint64_t l_341_ = (l_340_ - 23uL);
                                        uint64_t l_342_ = (l_341_ << uint(52uL));
                                        double l_343_ = l_342_;
                                        l_mut_38_ = l_343_;
                                    }
                                    double _e852 = l_mut_61_;
                                    double _e853 = l_mut_38_;
                                    bool l_344_ = (_e852 == _e853);
                                    if (l_344_) {
                                        double l_345_ = (l_323_ * 1.4551915228366852e-11L);
                                        double l_346_ = (l_29_ + l_345_);
                                        double l_347_ = (l_16_ - l_323_);
                                        double l_348_ = (l_16_ + l_323_);
                                        uint l_349_ = asuint(l_15_);
                                        uint l_350_ = (l_349_ & 2147483647u);
                                        float l_351_ = asfloat(l_350_);
                                        double l_352_ = double(l_351_);
                                        l_mut_61_ = l_352_;
                                        bool l_353_ = (l_350_ < 8388608u);
                                        if (l_353_) {
                                            double l_354_ = double(l_350_);
                                            double l_355_ = (l_354_ * 1.401298464324817e-45L);
                                            l_mut_61_ = l_355_;
                                        }
                                        double _e870 = l_mut_61_;
                                        uint64_t l_356_ = _e870;
                                        uint l_357_ = (l_349_ >> 31u);
                                        uint64_t l_358_ = uint64_t(l_357_);
                                        uint64_t l_359_ = (l_358_ << uint(63uL));
                                        uint64_t l_360_ = (l_356_ | l_359_);
                                        double l_361_ = l_360_;
                                        uint l_362_ = asuint(l_15_);
                                        uint l_363_ = (l_362_ + 1u);
                                        l_mut_48_ = l_363_;
                                        uint l_364_ = (l_362_ & 2147483647u);
                                        bool l_365_ = (l_364_ == 0u);
                                        if (l_365_) {
                                            l_mut_48_ = 1u;
                                        } else {
                                            uint l_366_ = (l_362_ & 2147483648u);
                                            bool l_367_ = (l_366_ != 0u);
                                            if (l_367_) {
                                                uint l_368_ = (l_362_ - 1u);
                                                l_mut_48_ = l_368_;
                                            } else {
                                                bool l_369_ = (l_362_ == 2139095040u);
                                                if (l_369_) {
                                                    l_mut_48_ = l_362_;
                                                }
                                            }
                                        }
                                        uint _e897 = l_mut_48_;
                                        float l_370_ = asfloat(_e897);
                                        uint l_371_ = asuint(l_370_);
                                        uint l_372_ = (l_371_ & 2147483647u);
                                        float l_373_ = asfloat(l_372_);
                                        double l_374_ = double(l_373_);
                                        l_mut_61_ = l_374_;
                                        bool l_375_ = (l_372_ < 8388608u);
                                        if (l_375_) {
                                            double l_376_ = double(l_372_);
                                            double l_377_ = (l_376_ * 1.401298464324817e-45L);
                                            l_mut_61_ = l_377_;
                                        }
                                        double _e909 = l_mut_61_;
                                        uint64_t l_378_ = _e909;
                                        uint l_379_ = (l_371_ >> 31u);
                                        uint64_t l_380_ = uint64_t(l_379_);
                                        uint64_t l_381_ = (l_380_ << uint(63uL));
                                        uint64_t l_382_ = (l_378_ | l_381_);
                                        double l_383_ = l_382_;
                                        uint l_384_ = asuint(l_15_);
                                        uint l_385_ = (l_384_ ^ 2147483648u);
                                        float l_386_ = asfloat(l_385_);
                                        uint l_387_ = asuint(l_386_);
                                        uint l_388_ = (l_387_ + 1u);
                                        l_mut_48_ = l_388_;
                                        uint l_389_ = (l_387_ & 2147483647u);
                                        bool l_390_ = (l_389_ == 0u);
                                        if (l_390_) {
                                            l_mut_48_ = 1u;
                                        } else {
                                            uint l_391_ = (l_387_ & 2147483648u);
                                            bool l_392_ = (l_391_ != 0u);
                                            if (l_392_) {
                                                uint l_393_ = (l_387_ - 1u);
                                                l_mut_48_ = l_393_;
                                            } else {
                                                bool l_394_ = (l_387_ == 2139095040u);
                                                if (l_394_) {
                                                    l_mut_48_ = l_387_;
                                                }
                                            }
                                        }
                                        uint _e940 = l_mut_48_;
                                        float l_395_ = asfloat(_e940);
                                        uint l_396_ = asuint(l_395_);
                                        uint l_397_ = (l_396_ ^ 2147483648u);
                                        float l_398_ = asfloat(l_397_);
                                        uint l_399_ = asuint(l_398_);
                                        uint l_400_ = (l_399_ & 2147483647u);
                                        float l_401_ = asfloat(l_400_);
                                        double l_402_ = double(l_401_);
                                        l_mut_61_ = l_402_;
                                        bool l_403_ = (l_400_ < 8388608u);
                                        if (l_403_) {
                                            double l_404_ = double(l_400_);
                                            double l_405_ = (l_404_ * 1.401298464324817e-45L);
                                            l_mut_61_ = l_405_;
                                        }
                                        double _e956 = l_mut_61_;
                                        uint64_t l_406_ = _e956;
                                        uint l_407_ = (l_399_ >> 31u);
                                        uint64_t l_408_ = uint64_t(l_407_);
                                        uint64_t l_409_ = (l_408_ << uint(63uL));
                                        uint64_t l_410_ = (l_406_ | l_409_);
                                        double l_411_ = l_410_;
                                        double l_412_ = (l_347_ + l_346_);
                                        bool l_413_ = (l_412_ <= l_361_);
                                        l_mut_150_ = l_413_;
                                        double l_414_ = (l_347_ - l_346_);
                                        bool l_415_ = (l_414_ > l_361_);
                                        l_mut_147_ = l_415_;
                                        double l_416_ = (l_348_ - l_346_);
                                        bool l_417_ = (l_416_ >= l_361_);
                                        l_mut_144_ = l_417_;
                                        double l_418_ = (l_348_ + l_346_);
                                        bool l_419_ = (l_418_ < l_361_);
                                        l_mut_141_ = l_419_;
                                        if (l_13_) {
                                            double l_420_ = (l_347_ + l_346_);
                                            bool l_421_ = (l_420_ < l_383_);
                                            l_mut_150_ = l_421_;
                                            double l_422_ = (l_347_ - l_346_);
                                            bool l_423_ = (l_422_ >= l_383_);
                                            l_mut_147_ = l_423_;
                                            double l_424_ = (l_348_ - l_346_);
                                            bool l_425_ = (l_424_ > l_411_);
                                            l_mut_144_ = l_425_;
                                            double l_426_ = (l_348_ + l_346_);
                                            bool l_427_ = (l_426_ <= l_411_);
                                            l_mut_141_ = l_427_;
                                        }
                                        l_mut_48_ = 2u;
                                        bool _e984 = l_mut_147_;
                                        if (!(_e984)) {
                                            bool _e988 = l_mut_141_;
                                            local_20 = _e988;
                                        } else {
                                            local_20 = true;
                                        }
                                        bool l_428_ = local_20;
                                        if (l_428_) {
                                            l_mut_48_ = 1u;
                                        } else {
                                            bool _e992 = l_mut_150_;
                                            if (_e992) {
                                                bool _e995 = l_mut_144_;
                                                local_21 = _e995;
                                            } else {
                                                local_21 = false;
                                            }
                                            bool l_429_ = local_21;
                                            if (l_429_) {
                                                l_mut_48_ = 0u;
                                            }
                                        }
                                        uint l_430_ = asuint(l_15_);
                                        uint l_431_ = (l_430_ & 2147483647u);
                                        bool l_432_ = (l_431_ == 0u);
                                        if (l_432_) {
                                            double l_433_ = (l_347_ + l_346_);
                                            bool l_434_ = (l_433_ < 1.1754943508222875e-38L);
                                            double l_435_ = (l_348_ - l_346_);
                                            bool l_436_ = (l_435_ > -1.1754943508222875e-38L);
                                            if (l_434_) {
                                                local_22 = l_436_;
                                            } else {
                                                local_22 = false;
                                            }
                                            bool l_437_ = local_22;
                                            double l_438_ = (l_347_ - l_346_);
                                            bool l_439_ = (l_438_ < 1.1754943508222875e-38L);
                                            double l_440_ = (l_348_ + l_346_);
                                            bool l_441_ = (l_440_ > -1.1754943508222875e-38L);
                                            if (l_439_) {
                                                local_23 = l_441_;
                                            } else {
                                                local_23 = false;
                                            }
                                            bool l_442_ = local_23;
                                            if (l_437_) {
                                                l_mut_48_ = 0u;
                                            } else {
                                                uint _e1025 = l_mut_48_;
                                                bool l_443_ = (_e1025 == 1u);
                                                if (l_442_) {
                                                    local_24 = l_443_;
                                                } else {
                                                    local_24 = false;
                                                }
                                                bool l_444_ = local_24;
                                                if (l_444_) {
                                                    l_mut_48_ = 2u;
                                                }
                                            }
                                        }
                                        uint _e1033 = l_mut_48_;
                                        l_mut_90_ = _e1033;
                                    }
                                    uint _e1034 = l_mut_90_;
                                    l_mut_31_ = _e1034;
                                } else {
                                    bool l_445_ = (l_9_ == 5u);
                                    if (l_445_) {
                                        double l_446_ = (2.0L * l_26_);
                                        double l_447_ = abs(l_446_);
                                        double l_448_ = floor(l_447_);
                                        double l_449_ = (3.0L + l_448_);
                                        double l_450_ = abs(l_16_);
                                        l_mut_61_ = 1.401298464324817e-45L;
                                        bool l_451_ = (l_450_ >= 1.1754943508222875e-38L);
                                        bool l_452_ = (l_450_ <= 1.7976931348623157e308L);
                                        if (l_451_) {
                                            local_25 = l_452_;
                                        } else {
                                            local_25 = false;
                                        }
                                        bool l_453_ = local_25;
                                        if (l_453_) {
                                            uint64_t l_454_ = l_450_;
                                            uint64_t l_455_ = (l_454_ >> uint(52uL));
                                            uint64_t l_456_ = (l_455_ - 23uL);
                                            uint64_t l_457_ = (l_456_ << uint(52uL));
                                            double l_458_ = l_457_;
                                            l_mut_61_ = l_458_;
                                        }
                                        double _e1065 = l_mut_61_;
                                        double l_459_ = (l_449_ * _e1065);
                                        l_mut_90_ = 2u;
                                        double l_460_ = (l_16_ - l_29_);
                                        double l_461_ = abs(l_460_);
                                        l_mut_61_ = 1.401298464324817e-45L;
                                        bool l_462_ = (l_461_ >= 1.1754943508222875e-38L);
                                        bool l_463_ = (l_461_ <= 1.7976931348623157e308L);
                                        if (l_462_) {
                                            local_26 = l_463_;
                                        } else {
                                            local_26 = false;
                                        }
                                        bool l_464_ = local_26;
                                        if (l_464_) {
                                            uint64_t l_465_ = l_461_;
                                            uint64_t l_466_ = (l_465_ >> uint(52uL));
                                            uint64_t l_467_ = (l_466_ - 23uL);
                                            uint64_t l_468_ = (l_467_ << uint(52uL));
                                            double l_469_ = l_468_;
                                            l_mut_61_ = l_469_;
                                        }
                                        double l_470_ = (l_16_ + l_29_);
                                        double l_471_ = abs(l_470_);
                                        l_mut_38_ = 1.401298464324817e-45L;
                                        bool l_472_ = (l_471_ >= 1.1754943508222875e-38L);
                                        bool l_473_ = (l_471_ <= 1.7976931348623157e308L);
                                        if (l_472_) {
                                            local_27 = l_473_;
                                        } else {
                                            local_27 = false;
                                        }
                                        bool l_474_ = local_27;
                                        if (l_474_) {
                                            uint64_t l_475_ = l_471_;
                                            uint64_t l_476_ = (l_475_ >> uint(52uL));
                                            uint64_t l_477_ = (l_476_ - 23uL);
                                            uint64_t l_478_ = (l_477_ << uint(52uL));
                                            double l_479_ = l_478_;
                                            l_mut_38_ = l_479_;
                                        }
                                        double _e1114 = l_mut_61_;
                                        double _e1115 = l_mut_38_;
                                        bool l_480_ = (_e1114 == _e1115);
                                        if (l_480_) {
                                            double l_481_ = (l_459_ * 1.4551915228366852e-11L);
                                            double l_482_ = (l_29_ + l_481_);
                                            double l_483_ = (l_16_ - l_459_);
                                            double l_484_ = (l_16_ + l_459_);
                                            uint l_485_ = asuint(l_15_);
                                            uint l_486_ = (l_485_ & 2147483647u);
                                            float l_487_ = asfloat(l_486_);
                                            double l_488_ = double(l_487_);
                                            l_mut_61_ = l_488_;
                                            bool l_489_ = (l_486_ < 8388608u);
                                            if (l_489_) {
                                                double l_490_ = double(l_486_);
                                                double l_491_ = (l_490_ * 1.401298464324817e-45L);
                                                l_mut_61_ = l_491_;
                                            }
                                            double _e1132 = l_mut_61_;
                                            uint64_t l_492_ = _e1132;
                                            uint l_493_ = (l_485_ >> 31u);
                                            uint64_t l_494_ = uint64_t(l_493_);
                                            uint64_t l_495_ = (l_494_ << uint(63uL));
                                            uint64_t l_496_ = (l_492_ | l_495_);
                                            double l_497_ = l_496_;
                                            uint l_498_ = asuint(l_15_);
                                            uint l_499_ = (l_498_ + 1u);
                                            l_mut_48_ = l_499_;
                                            uint l_500_ = (l_498_ & 2147483647u);
                                            bool l_501_ = (l_500_ == 0u);
                                            if (l_501_) {
                                                l_mut_48_ = 1u;
                                            } else {
                                                uint l_502_ = (l_498_ & 2147483648u);
                                                bool l_503_ = (l_502_ != 0u);
                                                if (l_503_) {
                                                    uint l_504_ = (l_498_ - 1u);
                                                    l_mut_48_ = l_504_;
                                                } else {
                                                    bool l_505_ = (l_498_ == 2139095040u);
                                                    if (l_505_) {
                                                        l_mut_48_ = l_498_;
                                                    }
                                                }
                                            }
                                            uint _e1159 = l_mut_48_;
                                            float l_506_ = asfloat(_e1159);
                                            uint l_507_ = asuint(l_506_);
                                            uint l_508_ = (l_507_ & 2147483647u);
                                            float l_509_ = asfloat(l_508_);
                                            double l_510_ = double(l_509_);
                                            l_mut_61_ = l_510_;
                                            bool l_511_ = (l_508_ < 8388608u);
                                            if (l_511_) {
                                                double l_512_ = double(l_508_);
                                                double l_513_ = (l_512_ * 1.401298464324817e-45L);
                                                l_mut_61_ = l_513_;
                                            }
                                            double _e1171 = l_mut_61_;
                                            uint64_t l_514_ = _e1171;
                                            uint l_515_ = (l_507_ >> 31u);
                                            uint64_t l_516_ = uint64_t(l_515_);
                                            uint64_t l_517_ = (l_516_ << uint(63uL));
                                            uint64_t l_518_ = (l_514_ | l_517_);
                                            double l_519_ = l_518_;
                                            uint l_520_ = asuint(l_15_);
                                            uint l_521_ = (l_520_ ^ 2147483648u);
                                            float l_522_ = asfloat(l_521_);
                                            uint l_523_ = asuint(l_522_);
                                            uint l_524_ = (l_523_ + 1u);
                                            l_mut_48_ = l_524_;
                                            uint l_525_ = (l_523_ & 2147483647u);
                                            bool l_526_ = (l_525_ == 0u);
                                            if (l_526_) {
                                                l_mut_48_ = 1u;
                                            } else {
                                                uint l_527_ = (l_523_ & 2147483648u);
                                                bool l_528_ = (l_527_ != 0u);
                                                if (l_528_) {
                                                    uint l_529_ = (l_523_ - 1u);
                                                    l_mut_48_ = l_529_;
                                                } else {
                                                    bool l_530_ = (l_523_ == 2139095040u);
                                                    if (l_530_) {
                                                        l_mut_48_ = l_523_;
                                                    }
                                                }
                                            }
                                            uint _e1202 = l_mut_48_;
                                            float l_531_ = asfloat(_e1202);
                                            uint l_532_ = asuint(l_531_);
                                            uint l_533_ = (l_532_ ^ 2147483648u);
                                            float l_534_ = asfloat(l_533_);
                                            uint l_535_ = asuint(l_534_);
                                            uint l_536_ = (l_535_ & 2147483647u);
                                            float l_537_ = asfloat(l_536_);
                                            double l_538_ = double(l_537_);
                                            l_mut_61_ = l_538_;
                                            bool l_539_ = (l_536_ < 8388608u);
                                            if (l_539_) {
                                                double l_540_ = double(l_536_);
                                                double l_541_ = (l_540_ * 1.401298464324817e-45L);
                                                l_mut_61_ = l_541_;
                                            }
                                            double _e1218 = l_mut_61_;
                                            uint64_t l_542_ = _e1218;
                                            uint l_543_ = (l_535_ >> 31u);
                                            uint64_t l_544_ = uint64_t(l_543_);
                                            uint64_t l_545_ = (l_544_ << uint(63uL));
                                            uint64_t l_546_ = (l_542_ | l_545_);
                                            double l_547_ = l_546_;
                                            double l_548_ = (l_483_ + l_482_);
                                            bool l_549_ = (l_548_ <= l_497_);
                                            l_mut_150_ = l_549_;
                                            double l_550_ = (l_483_ - l_482_);
                                            bool l_551_ = (l_550_ > l_497_);
                                            l_mut_147_ = l_551_;
                                            double l_552_ = (l_484_ - l_482_);
                                            bool l_553_ = (l_552_ >= l_497_);
                                            l_mut_144_ = l_553_;
                                            double l_554_ = (l_484_ + l_482_);
                                            bool l_555_ = (l_554_ < l_497_);
                                            l_mut_141_ = l_555_;
                                            if (l_13_) {
                                                double l_556_ = (l_483_ + l_482_);
                                                bool l_557_ = (l_556_ < l_519_);
                                                l_mut_150_ = l_557_;
                                                double l_558_ = (l_483_ - l_482_);
                                                bool l_559_ = (l_558_ >= l_519_);
                                                l_mut_147_ = l_559_;
                                                double l_560_ = (l_484_ - l_482_);
                                                bool l_561_ = (l_560_ > l_547_);
                                                l_mut_144_ = l_561_;
                                                double l_562_ = (l_484_ + l_482_);
                                                bool l_563_ = (l_562_ <= l_547_);
                                                l_mut_141_ = l_563_;
                                            }
                                            l_mut_48_ = 2u;
                                            bool _e1246 = l_mut_147_;
                                            if (!(_e1246)) {
                                                bool _e1250 = l_mut_141_;
                                                local_28 = _e1250;
                                            } else {
                                                local_28 = true;
                                            }
                                            bool l_564_ = local_28;
                                            if (l_564_) {
                                                l_mut_48_ = 1u;
                                            } else {
                                                bool _e1254 = l_mut_150_;
                                                if (_e1254) {
                                                    bool _e1257 = l_mut_144_;
                                                    local_29 = _e1257;
                                                } else {
                                                    local_29 = false;
                                                }
                                                bool l_565_ = local_29;
                                                if (l_565_) {
                                                    l_mut_48_ = 0u;
                                                }
                                            }
                                            uint l_566_ = asuint(l_15_);
                                            uint l_567_ = (l_566_ & 2147483647u);
                                            bool l_568_ = (l_567_ == 0u);
                                            if (l_568_) {
                                                double l_569_ = (l_483_ + l_482_);
                                                bool l_570_ = (l_569_ < 1.1754943508222875e-38L);
                                                double l_571_ = (l_484_ - l_482_);
                                                bool l_572_ = (l_571_ > -1.1754943508222875e-38L);
                                                if (l_570_) {
                                                    local_30 = l_572_;
                                                } else {
                                                    local_30 = false;
                                                }
                                                bool l_573_ = local_30;
                                                double l_574_ = (l_483_ - l_482_);
                                                bool l_575_ = (l_574_ < 1.1754943508222875e-38L);
                                                double l_576_ = (l_484_ + l_482_);
                                                bool l_577_ = (l_576_ > -1.1754943508222875e-38L);
                                                if (l_575_) {
                                                    local_31 = l_577_;
                                                } else {
                                                    local_31 = false;
                                                }
                                                bool l_578_ = local_31;
                                                if (l_573_) {
                                                    l_mut_48_ = 0u;
                                                } else {
                                                    uint _e1287 = l_mut_48_;
                                                    bool l_579_ = (_e1287 == 1u);
                                                    if (l_578_) {
                                                        local_32 = l_579_;
                                                    } else {
                                                        local_32 = false;
                                                    }
                                                    bool l_580_ = local_32;
                                                    if (l_580_) {
                                                        l_mut_48_ = 2u;
                                                    }
                                                }
                                            }
                                            uint _e1295 = l_mut_48_;
                                            l_mut_90_ = _e1295;
                                        }
                                        uint _e1296 = l_mut_90_;
                                        l_mut_31_ = _e1296;
                                    } else {
                                        bool l_581_ = (l_9_ == 6u);
                                        if (l_581_) {
                                            l_mut_31_ = 0u;
                                            bool l_582_ = (l_27_ <= l_22_);
                                            if (l_582_) {
                                                double l_583_ = (l_19_ * 1.4551915228366852e-11L);
                                                double l_584_ = (l_29_ + l_583_);
                                                double l_585_ = (l_16_ - l_19_);
                                                double l_586_ = (l_16_ + l_19_);
                                                uint l_587_ = asuint(l_15_);
                                                uint l_588_ = (l_587_ & 2147483647u);
                                                float l_589_ = asfloat(l_588_);
                                                double l_590_ = double(l_589_);
                                                l_mut_61_ = l_590_;
                                                bool l_591_ = (l_588_ < 8388608u);
                                                if (l_591_) {
                                                    double l_592_ = double(l_588_);
                                                    double l_593_ = (l_592_ * 1.401298464324817e-45L);
                                                    l_mut_61_ = l_593_;
                                                }
                                                double _e1316 = l_mut_61_;
                                                uint64_t l_594_ = _e1316;
                                                uint l_595_ = (l_587_ >> 31u);
                                                uint64_t l_596_ = uint64_t(l_595_);
                                                uint64_t l_597_ = (l_596_ << uint(63uL));
                                                uint64_t l_598_ = (l_594_ | l_597_);
                                                double l_599_ = l_598_;
                                                uint l_600_ = asuint(l_15_);
                                                uint l_601_ = (l_600_ + 1u);
                                                l_mut_90_ = l_601_;
                                                uint l_602_ = (l_600_ & 2147483647u);
                                                bool l_603_ = (l_602_ == 0u);
                                                if (l_603_) {
                                                    l_mut_90_ = 1u;
                                                } else {
                                                    uint l_604_ = (l_600_ & 2147483648u);
                                                    bool l_605_ = (l_604_ != 0u);
                                                    if (l_605_) {
                                                        uint l_606_ = (l_600_ - 1u);
                                                        l_mut_90_ = l_606_;
                                                    } else {
                                                        bool l_607_ = (l_600_ == 2139095040u);
                                                        if (l_607_) {
                                                            l_mut_90_ = l_600_;
                                                        }
                                                    }
                                                }
                                                uint _e1343 = l_mut_90_;
                                                float l_608_ = asfloat(_e1343);
                                                uint l_609_ = asuint(l_608_);
                                                uint l_610_ = (l_609_ & 2147483647u);
                                                float l_611_ = asfloat(l_610_);
                                                double l_612_ = double(l_611_);
                                                l_mut_61_ = l_612_;
                                                bool l_613_ = (l_610_ < 8388608u);
                                                if (l_613_) {
                                                    double l_614_ = double(l_610_);
                                                    double l_615_ = (l_614_ * 1.401298464324817e-45L);
                                                    l_mut_61_ = l_615_;
                                                }
                                                double _e1355 = l_mut_61_;
                                                uint64_t l_616_ = _e1355;
                                                uint l_617_ = (l_609_ >> 31u);
                                                uint64_t l_618_ = uint64_t(l_617_);
                                                uint64_t l_619_ = (l_618_ << uint(63uL));
                                                uint64_t l_620_ = (l_616_ | l_619_);
                                                double l_621_ = l_620_;
                                                uint l_622_ = asuint(l_15_);
                                                uint l_623_ = (l_622_ ^ 2147483648u);
                                                float l_624_ = asfloat(l_623_);
                                                uint l_625_ = asuint(l_624_);
                                                uint l_626_ = (l_625_ + 1u);
                                                l_mut_90_ = l_626_;
                                                uint l_627_ = (l_625_ & 2147483647u);
                                                bool l_628_ = (l_627_ == 0u);
                                                if (l_628_) {
                                                    l_mut_90_ = 1u;
                                                } else {
                                                    uint l_629_ = (l_625_ & 2147483648u);
                                                    bool l_630_ = (l_629_ != 0u);
                                                    if (l_630_) {
                                                        uint l_631_ = (l_625_ - 1u);
                                                        l_mut_90_ = l_631_;
                                                    } else {
                                                        bool l_632_ = (l_625_ == 2139095040u);
                                                        if (l_632_) {
                                                            l_mut_90_ = l_625_;
                                                        }
                                                    }
                                                }
                                                uint _e1386 = l_mut_90_;
                                                float l_633_ = asfloat(_e1386);
                                                uint l_634_ = asuint(l_633_);
                                                uint l_635_ = (l_634_ ^ 2147483648u);
                                                float l_636_ = asfloat(l_635_);
                                                uint l_637_ = asuint(l_636_);
                                                uint l_638_ = (l_637_ & 2147483647u);
                                                float l_639_ = asfloat(l_638_);
                                                double l_640_ = double(l_639_);
                                                l_mut_61_ = l_640_;
                                                bool l_641_ = (l_638_ < 8388608u);
                                                if (l_641_) {
                                                    double l_642_ = double(l_638_);
                                                    double l_643_ = (l_642_ * 1.401298464324817e-45L);
                                                    l_mut_61_ = l_643_;
                                                }
                                                double _e1402 = l_mut_61_;
                                                uint64_t l_644_ = _e1402;
                                                uint l_645_ = (l_637_ >> 31u);
                                                uint64_t l_646_ = uint64_t(l_645_);
                                                uint64_t l_647_ = (l_646_ << uint(63uL));
                                                uint64_t l_648_ = (l_644_ | l_647_);
                                                double l_649_ = l_648_;
                                                double l_650_ = (l_585_ + l_584_);
                                                bool l_651_ = (l_650_ <= l_599_);
                                                l_mut_150_ = l_651_;
                                                double l_652_ = (l_585_ - l_584_);
                                                bool l_653_ = (l_652_ > l_599_);
                                                l_mut_147_ = l_653_;
                                                double l_654_ = (l_586_ - l_584_);
                                                bool l_655_ = (l_654_ >= l_599_);
                                                l_mut_144_ = l_655_;
                                                double l_656_ = (l_586_ + l_584_);
                                                bool l_657_ = (l_656_ < l_599_);
                                                l_mut_141_ = l_657_;
                                                if (l_13_) {
                                                    double l_658_ = (l_585_ + l_584_);
                                                    bool l_659_ = (l_658_ < l_621_);
                                                    l_mut_150_ = l_659_;
                                                    double l_660_ = (l_585_ - l_584_);
                                                    bool l_661_ = (l_660_ >= l_621_);
                                                    l_mut_147_ = l_661_;
                                                    double l_662_ = (l_586_ - l_584_);
                                                    bool l_663_ = (l_662_ > l_649_);
                                                    l_mut_144_ = l_663_;
                                                    double l_664_ = (l_586_ + l_584_);
                                                    bool l_665_ = (l_664_ <= l_649_);
                                                    l_mut_141_ = l_665_;
                                                }
                                                l_mut_90_ = 2u;
                                                bool _e1430 = l_mut_147_;
                                                if (!(_e1430)) {
                                                    bool _e1434 = l_mut_141_;
                                                    local_33 = _e1434;
                                                } else {
                                                    local_33 = true;
                                                }
                                                bool l_666_ = local_33;
                                                if (l_666_) {
                                                    l_mut_90_ = 1u;
                                                } else {
                                                    bool _e1438 = l_mut_150_;
                                                    if (_e1438) {
                                                        bool _e1441 = l_mut_144_;
                                                        local_34 = _e1441;
                                                    } else {
                                                        local_34 = false;
                                                    }
                                                    bool l_667_ = local_34;
                                                    if (l_667_) {
                                                        l_mut_90_ = 0u;
                                                    }
                                                }
                                                uint l_668_ = asuint(l_15_);
                                                uint l_669_ = (l_668_ & 2147483647u);
                                                bool l_670_ = (l_669_ == 0u);
                                                if (l_670_) {
                                                    double l_671_ = (l_585_ + l_584_);
                                                    bool l_672_ = (l_671_ < 1.1754943508222875e-38L);
                                                    double l_673_ = (l_586_ - l_584_);
                                                    bool l_674_ = (l_673_ > -1.1754943508222875e-38L);
                                                    if (l_672_) {
                                                        local_35 = l_674_;
                                                    } else {
                                                        local_35 = false;
                                                    }
                                                    bool l_675_ = local_35;
                                                    double l_676_ = (l_585_ - l_584_);
                                                    bool l_677_ = (l_676_ < 1.1754943508222875e-38L);
                                                    double l_678_ = (l_586_ + l_584_);
                                                    bool l_679_ = (l_678_ > -1.1754943508222875e-38L);
                                                    if (l_677_) {
                                                        local_36 = l_679_;
                                                    } else {
                                                        local_36 = false;
                                                    }
                                                    bool l_680_ = local_36;
                                                    if (l_675_) {
                                                        l_mut_90_ = 0u;
                                                    } else {
                                                        uint _e1471 = l_mut_90_;
                                                        bool l_681_ = (_e1471 == 1u);
                                                        if (l_680_) {
                                                            local_37 = l_681_;
                                                        } else {
                                                            local_37 = false;
                                                        }
                                                        bool l_682_ = local_37;
                                                        if (l_682_) {
                                                            l_mut_90_ = 2u;
                                                        }
                                                    }
                                                }
                                                uint _e1479 = l_mut_90_;
                                                l_mut_31_ = _e1479;
                                            }
                                        } else {
                                            bool l_683_ = (l_9_ == 7u);
                                            if (l_683_) {
                                                double l_684_ = abs(l_16_);
                                                double l_685_ = (l_19_ * l_684_);
                                                l_mut_61_ = l_685_;
                                                double l_686_ = abs(l_16_);
                                                l_mut_38_ = 1.401298464324817e-45L;
                                                bool l_687_ = (l_686_ >= 1.1754943508222875e-38L);
                                                bool l_688_ = (l_686_ <= 1.7976931348623157e308L);
                                                if (l_687_) {
                                                    local_38 = l_688_;
                                                } else {
                                                    local_38 = false;
                                                }
                                                bool l_689_ = local_38;
                                                if (l_689_) {
                                                    uint64_t l_690_ = l_686_;
                                                    uint64_t l_691_ = (l_690_ >> uint(52uL));
                                                    uint64_t l_692_ = (l_691_ - 23uL);
                                                    uint64_t l_693_ = (l_692_ << uint(52uL));
                                                    double l_694_ = l_693_;
                                                    l_mut_38_ = l_694_;
                                                }
                                                double _e1507 = l_mut_38_;
                                                double l_695_ = (0.5L * _e1507);
                                                double _e1509 = l_mut_61_;
                                                bool l_696_ = (l_695_ > _e1509);
                                                if (l_696_) {
                                                    l_mut_61_ = l_695_;
                                                }
                                                double l_697_ = (l_16_ - l_29_);
                                                double l_698_ = abs(l_697_);
                                                l_mut_38_ = 1.401298464324817e-45L;
                                                bool l_699_ = (l_698_ >= 1.1754943508222875e-38L);
                                                bool l_700_ = (l_698_ <= 1.7976931348623157e308L);
                                                if (l_699_) {
                                                    local_39 = l_700_;
                                                } else {
                                                    local_39 = false;
                                                }
                                                bool l_701_ = local_39;
                                                if (l_701_) {
                                                    uint64_t l_702_ = l_698_;
                                                    uint64_t l_703_ = (l_702_ >> uint(52uL));
                                                    uint64_t l_704_ = (l_703_ - 23uL);
                                                    uint64_t l_705_ = (l_704_ << uint(52uL));
                                                    double l_706_ = l_705_;
                                                    l_mut_38_ = l_706_;
                                                }
                                                double l_707_ = (l_16_ + l_29_);
                                                double l_708_ = abs(l_707_);
                                                l_mut_709_ = 1.401298464324817e-45L;
                                                bool l_710_ = (l_708_ >= 1.1754943508222875e-38L);
                                                bool l_711_ = (l_708_ <= 1.7976931348623157e308L);
                                                if (l_710_) {
                                                    local_40 = l_711_;
                                                } else {
                                                    local_40 = false;
                                                }
                                                bool l_712_ = local_40;
                                                if (l_712_) {
                                                    uint64_t l_713_ = l_708_;
                                                    uint64_t l_714_ = (l_713_ >> uint(52uL));
                                                    uint64_t l_715_ = (l_714_ - 23uL);
                                                    uint64_t l_716_ = (l_715_ << uint(52uL));
                                                    double l_717_ = l_716_;
                                                    l_mut_709_ = l_717_;
                                                }
                                                double _e1557 = l_mut_38_;
                                                double _e1558 = l_mut_709_;
                                                bool l_718_ = (_e1557 == _e1558);
                                                if (l_718_) {
                                                    double l_719_ = (l_19_ * l_29_);
                                                    double l_720_ = (l_29_ + l_719_);
                                                    double _e1562 = l_mut_61_;
                                                    double l_721_ = (_e1562 * 1.4551915228366852e-11L);
                                                    double l_722_ = (l_720_ + l_721_);
                                                    double _e1566 = l_mut_61_;
                                                    double l_723_ = (l_16_ - _e1566);
                                                    double _e1568 = l_mut_61_;
                                                    double l_724_ = (l_16_ + _e1568);
                                                    uint l_725_ = asuint(l_15_);
                                                    uint l_726_ = (l_725_ & 2147483647u);
                                                    float l_727_ = asfloat(l_726_);
                                                    double l_728_ = double(l_727_);
                                                    l_mut_709_ = l_728_;
                                                    bool l_729_ = (l_726_ < 8388608u);
                                                    if (l_729_) {
                                                        double l_730_ = double(l_726_);
                                                        double l_731_ = (l_730_ * 1.401298464324817e-45L);
                                                        l_mut_709_ = l_731_;
                                                    }
                                                    double _e1580 = l_mut_709_;
                                                    uint64_t l_732_ = _e1580;
                                                    uint l_733_ = (l_725_ >> 31u);
                                                    uint64_t l_734_ = uint64_t(l_733_);
                                                    uint64_t l_735_ = (l_734_ << uint(63uL));
                                                    uint64_t l_736_ = (l_732_ | l_735_);
                                                    double l_737_ = l_736_;
                                                    uint l_738_ = asuint(l_15_);
                                                    uint l_739_ = (l_738_ + 1u);
                                                    l_mut_90_ = l_739_;
                                                    uint l_740_ = (l_738_ & 2147483647u);
                                                    bool l_741_ = (l_740_ == 0u);
                                                    if (l_741_) {
                                                        l_mut_90_ = 1u;
                                                    } else {
                                                        uint l_742_ = (l_738_ & 2147483648u);
                                                        bool l_743_ = (l_742_ != 0u);
                                                        if (l_743_) {
                                                            uint l_744_ = (l_738_ - 1u);
                                                            l_mut_90_ = l_744_;
                                                        } else {
                                                            bool l_745_ = (l_738_ == 2139095040u);
                                                            if (l_745_) {
                                                                l_mut_90_ = l_738_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1607 = l_mut_90_;
                                                    float l_746_ = asfloat(_e1607);
                                                    uint l_747_ = asuint(l_746_);
                                                    uint l_748_ = (l_747_ & 2147483647u);
                                                    float l_749_ = asfloat(l_748_);
                                                    double l_750_ = double(l_749_);
                                                    l_mut_709_ = l_750_;
                                                    bool l_751_ = (l_748_ < 8388608u);
                                                    if (l_751_) {
                                                        double l_752_ = double(l_748_);
                                                        double l_753_ = (l_752_ * 1.401298464324817e-45L);
                                                        l_mut_709_ = l_753_;
                                                    }
                                                    double _e1619 = l_mut_709_;
                                                    uint64_t l_754_ = _e1619;
                                                    uint l_755_ = (l_747_ >> 31u);
                                                    uint64_t l_756_ = uint64_t(l_755_);
                                                    uint64_t l_757_ = (l_756_ << uint(63uL));
                                                    uint64_t l_758_ = (l_754_ | l_757_);
                                                    double l_759_ = l_758_;
                                                    uint l_760_ = asuint(l_15_);
                                                    uint l_761_ = (l_760_ ^ 2147483648u);
                                                    float l_762_ = asfloat(l_761_);
                                                    uint l_763_ = asuint(l_762_);
                                                    uint l_764_ = (l_763_ + 1u);
                                                    l_mut_90_ = l_764_;
                                                    uint l_765_ = (l_763_ & 2147483647u);
                                                    bool l_766_ = (l_765_ == 0u);
                                                    if (l_766_) {
                                                        l_mut_90_ = 1u;
                                                    } else {
                                                        uint l_767_ = (l_763_ & 2147483648u);
                                                        bool l_768_ = (l_767_ != 0u);
                                                        if (l_768_) {
                                                            uint l_769_ = (l_763_ - 1u);
                                                            l_mut_90_ = l_769_;
                                                        } else {
                                                            bool l_770_ = (l_763_ == 2139095040u);
                                                            if (l_770_) {
                                                                l_mut_90_ = l_763_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1650 = l_mut_90_;
                                                    float l_771_ = asfloat(_e1650);
                                                    uint l_772_ = asuint(l_771_);
                                                    uint l_773_ = (l_772_ ^ 2147483648u);
                                                    float l_774_ = asfloat(l_773_);
                                                    uint l_775_ = asuint(l_774_);
                                                    uint l_776_ = (l_775_ & 2147483647u);
                                                    float l_777_ = asfloat(l_776_);
                                                    double l_778_ = double(l_777_);
                                                    l_mut_709_ = l_778_;
                                                    bool l_779_ = (l_776_ < 8388608u);
                                                    if (l_779_) {
                                                        double l_780_ = double(l_776_);
                                                        double l_781_ = (l_780_ * 1.401298464324817e-45L);
                                                        l_mut_709_ = l_781_;
                                                    }
                                                    double _e1666 = l_mut_709_;
                                                    uint64_t l_782_ = _e1666;
                                                    uint l_783_ = (l_775_ >> 31u);
                                                    uint64_t l_784_ = uint64_t(l_783_);
                                                    uint64_t l_785_ = (l_784_ << uint(63uL));
                                                    uint64_t l_786_ = (l_782_ | l_785_);
                                                    double l_787_ = l_786_;
                                                    double l_788_ = (l_723_ + l_722_);
                                                    bool l_789_ = (l_788_ <= l_737_);
                                                    l_mut_150_ = l_789_;
                                                    double l_790_ = (l_723_ - l_722_);
                                                    bool l_791_ = (l_790_ > l_737_);
                                                    l_mut_147_ = l_791_;
                                                    double l_792_ = (l_724_ - l_722_);
                                                    bool l_793_ = (l_792_ >= l_737_);
                                                    l_mut_144_ = l_793_;
                                                    double l_794_ = (l_724_ + l_722_);
                                                    bool l_795_ = (l_794_ < l_737_);
                                                    l_mut_141_ = l_795_;
                                                    if (l_13_) {
                                                        double l_796_ = (l_723_ + l_722_);
                                                        bool l_797_ = (l_796_ < l_759_);
                                                        l_mut_150_ = l_797_;
                                                        double l_798_ = (l_723_ - l_722_);
                                                        bool l_799_ = (l_798_ >= l_759_);
                                                        l_mut_147_ = l_799_;
                                                        double l_800_ = (l_724_ - l_722_);
                                                        bool l_801_ = (l_800_ > l_787_);
                                                        l_mut_144_ = l_801_;
                                                        double l_802_ = (l_724_ + l_722_);
                                                        bool l_803_ = (l_802_ <= l_787_);
                                                        l_mut_141_ = l_803_;
                                                    }
                                                    l_mut_90_ = 2u;
                                                    bool _e1694 = l_mut_147_;
                                                    if (!(_e1694)) {
                                                        bool _e1698 = l_mut_141_;
                                                        local_41 = _e1698;
                                                    } else {
                                                        local_41 = true;
                                                    }
                                                    bool l_804_ = local_41;
                                                    if (l_804_) {
                                                        l_mut_90_ = 1u;
                                                    } else {
                                                        bool _e1702 = l_mut_150_;
                                                        if (_e1702) {
                                                            bool _e1705 = l_mut_144_;
                                                            local_42 = _e1705;
                                                        } else {
                                                            local_42 = false;
                                                        }
                                                        bool l_805_ = local_42;
                                                        if (l_805_) {
                                                            l_mut_90_ = 0u;
                                                        }
                                                    }
                                                    uint l_806_ = asuint(l_15_);
                                                    uint l_807_ = (l_806_ & 2147483647u);
                                                    bool l_808_ = (l_807_ == 0u);
                                                    if (l_808_) {
                                                        double l_809_ = (l_723_ + l_722_);
                                                        bool l_810_ = (l_809_ < 1.1754943508222875e-38L);
                                                        double l_811_ = (l_724_ - l_722_);
                                                        bool l_812_ = (l_811_ > -1.1754943508222875e-38L);
                                                        if (l_810_) {
                                                            local_43 = l_812_;
                                                        } else {
                                                            local_43 = false;
                                                        }
                                                        bool l_813_ = local_43;
                                                        double l_814_ = (l_723_ - l_722_);
                                                        bool l_815_ = (l_814_ < 1.1754943508222875e-38L);
                                                        double l_816_ = (l_724_ + l_722_);
                                                        bool l_817_ = (l_816_ > -1.1754943508222875e-38L);
                                                        if (l_815_) {
                                                            local_44 = l_817_;
                                                        } else {
                                                            local_44 = false;
                                                        }
                                                        bool l_818_ = local_44;
                                                        if (l_813_) {
                                                            l_mut_90_ = 0u;
                                                        } else {
                                                            uint _e1735 = l_mut_90_;
                                                            bool l_819_ = (_e1735 == 1u);
                                                            if (l_818_) {
                                                                local_45 = l_819_;
                                                            } else {
                                                                local_45 = false;
                                                            }
                                                            bool l_820_ = local_45;
                                                            if (l_820_) {
                                                                l_mut_90_ = 2u;
                                                            }
                                                        }
                                                    }
                                                    uint _e1743 = l_mut_90_;
                                                    l_mut_31_ = _e1743;
                                                }
                                            } else {
                                                bool l_821_ = (l_9_ == 8u);
                                                if (l_821_) {
                                                    bool l_822_ = (l_26_ >= 0.5L);
                                                    bool l_823_ = (l_26_ <= 2.0L);
                                                    if (l_822_) {
                                                        local_46 = l_823_;
                                                    } else {
                                                        local_46 = false;
                                                    }
                                                    bool l_824_ = local_46;
                                                    if (l_824_) {
                                                        double l_825_ = (l_19_ * 1.4551915228366852e-11L);
                                                        double l_826_ = (l_29_ + l_825_);
                                                        double l_827_ = (l_16_ - l_19_);
                                                        double l_828_ = (l_16_ + l_19_);
                                                        uint l_829_ = asuint(l_15_);
                                                        uint l_830_ = (l_829_ & 2147483647u);
                                                        float l_831_ = asfloat(l_830_);
                                                        double l_832_ = double(l_831_);
                                                        l_mut_709_ = l_832_;
                                                        bool l_833_ = (l_830_ < 8388608u);
                                                        if (l_833_) {
                                                            double l_834_ = double(l_830_);
                                                            double l_835_ = (l_834_ * 1.401298464324817e-45L);
                                                            l_mut_709_ = l_835_;
                                                        }
                                                        double _e1769 = l_mut_709_;
                                                        uint64_t l_836_ = _e1769;
                                                        uint l_837_ = (l_829_ >> 31u);
                                                        uint64_t l_838_ = uint64_t(l_837_);
                                                        uint64_t l_839_ = (l_838_ << uint(63uL));
                                                        uint64_t l_840_ = (l_836_ | l_839_);
                                                        double l_841_ = l_840_;
                                                        uint l_842_ = asuint(l_15_);
                                                        uint l_843_ = (l_842_ + 1u);
                                                        l_mut_90_ = l_843_;
                                                        uint l_844_ = (l_842_ & 2147483647u);
                                                        bool l_845_ = (l_844_ == 0u);
                                                        if (l_845_) {
                                                            l_mut_90_ = 1u;
                                                        } else {
                                                            uint l_846_ = (l_842_ & 2147483648u);
                                                            bool l_847_ = (l_846_ != 0u);
                                                            if (l_847_) {
                                                                uint l_848_ = (l_842_ - 1u);
                                                                l_mut_90_ = l_848_;
                                                            } else {
                                                                bool l_849_ = (l_842_ == 2139095040u);
                                                                if (l_849_) {
                                                                    l_mut_90_ = l_842_;
                                                                }
                                                            }
                                                        }
                                                        uint _e1796 = l_mut_90_;
                                                        float l_850_ = asfloat(_e1796);
                                                        uint l_851_ = asuint(l_850_);
                                                        uint l_852_ = (l_851_ & 2147483647u);
                                                        float l_853_ = asfloat(l_852_);
                                                        double l_854_ = double(l_853_);
                                                        l_mut_709_ = l_854_;
                                                        bool l_855_ = (l_852_ < 8388608u);
                                                        if (l_855_) {
                                                            double l_856_ = double(l_852_);
                                                            double l_857_ = (l_856_ * 1.401298464324817e-45L);
                                                            l_mut_709_ = l_857_;
                                                        }
                                                        double _e1808 = l_mut_709_;
                                                        uint64_t l_858_ = _e1808;
                                                        uint l_859_ = (l_851_ >> 31u);
                                                        uint64_t l_860_ = uint64_t(l_859_);
                                                        uint64_t l_861_ = (l_860_ << uint(63uL));
                                                        uint64_t l_862_ = (l_858_ | l_861_);
                                                        double l_863_ = l_862_;
                                                        uint l_864_ = asuint(l_15_);
                                                        uint l_865_ = (l_864_ ^ 2147483648u);
                                                        float l_866_ = asfloat(l_865_);
                                                        uint l_867_ = asuint(l_866_);
                                                        uint l_868_ = (l_867_ + 1u);
                                                        l_mut_90_ = l_868_;
                                                        uint l_869_ = (l_867_ & 2147483647u);
                                                        bool l_870_ = (l_869_ == 0u);
                                                        if (l_870_) {
                                                            l_mut_90_ = 1u;
                                                        } else {
                                                            uint l_871_ = (l_867_ & 2147483648u);
                                                            bool l_872_ = (l_871_ != 0u);
                                                            if (l_872_) {
                                                                uint l_873_ = (l_867_ - 1u);
                                                                l_mut_90_ = l_873_;
                                                            } else {
                                                                bool l_874_ = (l_867_ == 2139095040u);
                                                                if (l_874_) {
                                                                    l_mut_90_ = l_867_;
                                                                }
                                                            }
                                                        }
                                                        uint _e1839 = l_mut_90_;
                                                        float l_875_ = asfloat(_e1839);
                                                        uint l_876_ = asuint(l_875_);
                                                        uint l_877_ = (l_876_ ^ 2147483648u);
                                                        float l_878_ = asfloat(l_877_);
                                                        uint l_879_ = asuint(l_878_);
                                                        uint l_880_ = (l_879_ & 2147483647u);
                                                        float l_881_ = asfloat(l_880_);
                                                        double l_882_ = double(l_881_);
                                                        l_mut_709_ = l_882_;
                                                        bool l_883_ = (l_880_ < 8388608u);
                                                        if (l_883_) {
                                                            double l_884_ = double(l_880_);
                                                            double l_885_ = (l_884_ * 1.401298464324817e-45L);
                                                            l_mut_709_ = l_885_;
                                                        }
                                                        double _e1855 = l_mut_709_;
                                                        uint64_t l_886_ = _e1855;
                                                        uint l_887_ = (l_879_ >> 31u);
                                                        uint64_t l_888_ = uint64_t(l_887_);
                                                        uint64_t l_889_ = (l_888_ << uint(63uL));
                                                        uint64_t l_890_ = (l_886_ | l_889_);
                                                        double l_891_ = l_890_;
                                                        double l_892_ = (l_827_ + l_826_);
                                                        bool l_893_ = (l_892_ <= l_841_);
                                                        l_mut_150_ = l_893_;
                                                        double l_894_ = (l_827_ - l_826_);
                                                        bool l_895_ = (l_894_ > l_841_);
                                                        l_mut_147_ = l_895_;
                                                        double l_896_ = (l_828_ - l_826_);
                                                        bool l_897_ = (l_896_ >= l_841_);
                                                        l_mut_144_ = l_897_;
                                                        double l_898_ = (l_828_ + l_826_);
                                                        bool l_899_ = (l_898_ < l_841_);
                                                        l_mut_141_ = l_899_;
                                                        if (l_13_) {
                                                            double l_900_ = (l_827_ + l_826_);
                                                            bool l_901_ = (l_900_ < l_863_);
                                                            l_mut_150_ = l_901_;
                                                            double l_902_ = (l_827_ - l_826_);
                                                            bool l_903_ = (l_902_ >= l_863_);
                                                            l_mut_147_ = l_903_;
                                                            double l_904_ = (l_828_ - l_826_);
                                                            bool l_905_ = (l_904_ > l_891_);
                                                            l_mut_144_ = l_905_;
                                                            double l_906_ = (l_828_ + l_826_);
                                                            bool l_907_ = (l_906_ <= l_891_);
                                                            l_mut_141_ = l_907_;
                                                        }
                                                        l_mut_90_ = 2u;
                                                        bool _e1883 = l_mut_147_;
                                                        if (!(_e1883)) {
                                                            bool _e1887 = l_mut_141_;
                                                            local_47 = _e1887;
                                                        } else {
                                                            local_47 = true;
                                                        }
                                                        bool l_908_ = local_47;
                                                        if (l_908_) {
                                                            l_mut_90_ = 1u;
                                                        } else {
                                                            bool _e1891 = l_mut_150_;
                                                            if (_e1891) {
                                                                bool _e1894 = l_mut_144_;
                                                                local_48 = _e1894;
                                                            } else {
                                                                local_48 = false;
                                                            }
                                                            bool l_909_ = local_48;
                                                            if (l_909_) {
                                                                l_mut_90_ = 0u;
                                                            }
                                                        }
                                                        uint l_910_ = asuint(l_15_);
                                                        uint l_911_ = (l_910_ & 2147483647u);
                                                        bool l_912_ = (l_911_ == 0u);
                                                        if (l_912_) {
                                                            double l_913_ = (l_827_ + l_826_);
                                                            bool l_914_ = (l_913_ < 1.1754943508222875e-38L);
                                                            double l_915_ = (l_828_ - l_826_);
                                                            bool l_916_ = (l_915_ > -1.1754943508222875e-38L);
                                                            if (l_914_) {
                                                                local_49 = l_916_;
                                                            } else {
                                                                local_49 = false;
                                                            }
                                                            bool l_917_ = local_49;
                                                            double l_918_ = (l_827_ - l_826_);
                                                            bool l_919_ = (l_918_ < 1.1754943508222875e-38L);
                                                            double l_920_ = (l_828_ + l_826_);
                                                            bool l_921_ = (l_920_ > -1.1754943508222875e-38L);
                                                            if (l_919_) {
                                                                local_50 = l_921_;
                                                            } else {
                                                                local_50 = false;
                                                            }
                                                            bool l_922_ = local_50;
                                                            if (l_917_) {
                                                                l_mut_90_ = 0u;
                                                            } else {
                                                                uint _e1924 = l_mut_90_;
                                                                bool l_923_ = (_e1924 == 1u);
                                                                if (l_922_) {
                                                                    local_51 = l_923_;
                                                                } else {
                                                                    local_51 = false;
                                                                }
                                                                bool l_924_ = local_51;
                                                                if (l_924_) {
                                                                    l_mut_90_ = 2u;
                                                                }
                                                            }
                                                        }
                                                        uint _e1932 = l_mut_90_;
                                                        l_mut_31_ = _e1932;
                                                    } else {
                                                        double l_925_ = abs(l_16_);
                                                        l_mut_709_ = 1.401298464324817e-45L;
                                                        bool l_926_ = (l_925_ >= 1.1754943508222875e-38L);
                                                        bool l_927_ = (l_925_ <= 1.7976931348623157e308L);
                                                        if (l_926_) {
                                                            local_52 = l_927_;
                                                        } else {
                                                            local_52 = false;
                                                        }
                                                        bool l_928_ = local_52;
                                                        if (l_928_) {
                                                            uint64_t l_929_ = l_925_;
                                                            uint64_t l_930_ = (l_929_ >> uint(52uL));
                                                            uint64_t l_931_ = (l_930_ - 23uL);
                                                            uint64_t l_932_ = (l_931_ << uint(52uL));
                                                            double l_933_ = l_932_;
                                                            l_mut_709_ = l_933_;
                                                        }
                                                        double _e1955 = l_mut_709_;
                                                        double l_934_ = (l_22_ * _e1955);
                                                        l_mut_90_ = 2u;
                                                        double l_935_ = (l_16_ - l_29_);
                                                        double l_936_ = abs(l_935_);
                                                        l_mut_709_ = 1.401298464324817e-45L;
                                                        bool l_937_ = (l_936_ >= 1.1754943508222875e-38L);
                                                        bool l_938_ = (l_936_ <= 1.7976931348623157e308L);
                                                        if (l_937_) {
                                                            local_53 = l_938_;
                                                        } else {
                                                            local_53 = false;
                                                        }
                                                        bool l_939_ = local_53;
                                                        if (l_939_) {
                                                            uint64_t l_940_ = l_936_;
                                                            uint64_t l_941_ = (l_940_ >> uint(52uL));
                                                            uint64_t l_942_ = (l_941_ - 23uL);
                                                            uint64_t l_943_ = (l_942_ << uint(52uL));
                                                            double l_944_ = l_943_;
                                                            l_mut_709_ = l_944_;
                                                        }
                                                        double l_945_ = (l_16_ + l_29_);
                                                        double l_946_ = abs(l_945_);
                                                        l_mut_61_ = 1.401298464324817e-45L;
                                                        bool l_947_ = (l_946_ >= 1.1754943508222875e-38L);
                                                        bool l_948_ = (l_946_ <= 1.7976931348623157e308L);
                                                        if (l_947_) {
                                                            local_54 = l_948_;
                                                        } else {
                                                            local_54 = false;
                                                        }
                                                        bool l_949_ = local_54;
                                                        if (l_949_) {
                                                            uint64_t l_950_ = l_946_;
                                                            uint64_t l_951_ = (l_950_ >> uint(52uL));
                                                            uint64_t l_952_ = (l_951_ - 23uL);
                                                            uint64_t l_953_ = (l_952_ << uint(52uL));
                                                            double l_954_ = l_953_;
                                                            l_mut_61_ = l_954_;
                                                        }
                                                        double _e2004 = l_mut_709_;
                                                        double _e2005 = l_mut_61_;
                                                        bool l_955_ = (_e2004 == _e2005);
                                                        if (l_955_) {
                                                            double l_956_ = (l_934_ * 1.4551915228366852e-11L);
                                                            double l_957_ = (l_29_ + l_956_);
                                                            double l_958_ = (l_16_ - l_934_);
                                                            double l_959_ = (l_16_ + l_934_);
                                                            uint l_960_ = asuint(l_15_);
                                                            uint l_961_ = (l_960_ & 2147483647u);
                                                            float l_962_ = asfloat(l_961_);
                                                            double l_963_ = double(l_962_);
                                                            l_mut_709_ = l_963_;
                                                            bool l_964_ = (l_961_ < 8388608u);
                                                            if (l_964_) {
                                                                double l_965_ = double(l_961_);
                                                                double l_966_ = (l_965_ * 1.401298464324817e-45L);
                                                                l_mut_709_ = l_966_;
                                                            }
                                                            double _e2022 = l_mut_709_;
                                                            uint64_t l_967_ = _e2022;
                                                            uint l_968_ = (l_960_ >> 31u);
                                                            uint64_t l_969_ = uint64_t(l_968_);
                                                            uint64_t l_970_ = (l_969_ << uint(63uL));
                                                            uint64_t l_971_ = (l_967_ | l_970_);
                                                            double l_972_ = l_971_;
                                                            uint l_973_ = asuint(l_15_);
                                                            uint l_974_ = (l_973_ + 1u);
                                                            l_mut_48_ = l_974_;
                                                            uint l_975_ = (l_973_ & 2147483647u);
                                                            bool l_976_ = (l_975_ == 0u);
                                                            if (l_976_) {
                                                                l_mut_48_ = 1u;
                                                            } else {
                                                                uint l_977_ = (l_973_ & 2147483648u);
                                                                bool l_978_ = (l_977_ != 0u);
                                                                if (l_978_) {
                                                                    uint l_979_ = (l_973_ - 1u);
                                                                    l_mut_48_ = l_979_;
                                                                } else {
                                                                    bool l_980_ = (l_973_ == 2139095040u);
                                                                    if (l_980_) {
                                                                        l_mut_48_ = l_973_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e2049 = l_mut_48_;
                                                            float l_981_ = asfloat(_e2049);
                                                            uint l_982_ = asuint(l_981_);
                                                            uint l_983_ = (l_982_ & 2147483647u);
                                                            float l_984_ = asfloat(l_983_);
                                                            double l_985_ = double(l_984_);
                                                            l_mut_709_ = l_985_;
                                                            bool l_986_ = (l_983_ < 8388608u);
                                                            if (l_986_) {
                                                                double l_987_ = double(l_983_);
                                                                double l_988_ = (l_987_ * 1.401298464324817e-45L);
                                                                l_mut_709_ = l_988_;
                                                            }
                                                            double _e2061 = l_mut_709_;
                                                            uint64_t l_989_ = _e2061;
                                                            uint l_990_ = (l_982_ >> 31u);
                                                            uint64_t l_991_ = uint64_t(l_990_);
                                                            uint64_t l_992_ = (l_991_ << uint(63uL));
                                                            uint64_t l_993_ = (l_989_ | l_992_);
                                                            double l_994_ = l_993_;
                                                            uint l_995_ = asuint(l_15_);
                                                            uint l_996_ = (l_995_ ^ 2147483648u);
                                                            float l_997_ = asfloat(l_996_);
                                                            uint l_998_ = asuint(l_997_);
                                                            uint l_999_ = (l_998_ + 1u);
                                                            l_mut_48_ = l_999_;
                                                            uint l_1000_ = (l_998_ & 2147483647u);
                                                            bool l_1001_ = (l_1000_ == 0u);
                                                            if (l_1001_) {
                                                                l_mut_48_ = 1u;
                                                            } else {
                                                                uint l_1002_ = (l_998_ & 2147483648u);
                                                                bool l_1003_ = (l_1002_ != 0u);
                                                                if (l_1003_) {
                                                                    uint l_1004_ = (l_998_ - 1u);
                                                                    l_mut_48_ = l_1004_;
                                                                } else {
                                                                    bool l_1005_ = (l_998_ == 2139095040u);
                                                                    if (l_1005_) {
                                                                        l_mut_48_ = l_998_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e2092 = l_mut_48_;
                                                            float l_1006_ = asfloat(_e2092);
                                                            uint l_1007_ = asuint(l_1006_);
                                                            uint l_1008_ = (l_1007_ ^ 2147483648u);
                                                            float l_1009_ = asfloat(l_1008_);
                                                            uint l_1010_ = asuint(l_1009_);
                                                            uint l_1011_ = (l_1010_ & 2147483647u);
                                                            float l_1012_ = asfloat(l_1011_);
                                                            double l_1013_ = double(l_1012_);
                                                            l_mut_709_ = l_1013_;
                                                            bool l_1014_ = (l_1011_ < 8388608u);
                                                            if (l_1014_) {
                                                                double l_1015_ = double(l_1011_);
                                                                double l_1016_ = (l_1015_ * 1.401298464324817e-45L);
                                                                l_mut_709_ = l_1016_;
                                                            }
                                                            double _e2108 = l_mut_709_;
                                                            uint64_t l_1017_ = _e2108;
                                                            uint l_1018_ = (l_1010_ >> 31u);
                                                            uint64_t l_1019_ = uint64_t(l_1018_);
                                                            uint64_t l_1020_ = (l_1019_ << uint(63uL));
                                                            uint64_t l_1021_ = (l_1017_ | l_1020_);
                                                            double l_1022_ = l_1021_;
                                                            double l_1023_ = (l_958_ + l_957_);
                                                            bool l_1024_ = (l_1023_ <= l_972_);
                                                            l_mut_150_ = l_1024_;
                                                            double l_1025_ = (l_958_ - l_957_);
                                                            bool l_1026_ = (l_1025_ > l_972_);
                                                            l_mut_147_ = l_1026_;
                                                            double l_1027_ = (l_959_ - l_957_);
                                                            bool l_1028_ = (l_1027_ >= l_972_);
                                                            l_mut_144_ = l_1028_;
                                                            double l_1029_ = (l_959_ + l_957_);
                                                            bool l_1030_ = (l_1029_ < l_972_);
                                                            l_mut_141_ = l_1030_;
                                                            if (l_13_) {
                                                                double l_1031_ = (l_958_ + l_957_);
                                                                bool l_1032_ = (l_1031_ < l_994_);
                                                                l_mut_150_ = l_1032_;
                                                                double l_1033_ = (l_958_ - l_957_);
                                                                bool l_1034_ = (l_1033_ >= l_994_);
                                                                l_mut_147_ = l_1034_;
                                                                double l_1035_ = (l_959_ - l_957_);
                                                                bool l_1036_ = (l_1035_ > l_1022_);
                                                                l_mut_144_ = l_1036_;
                                                                double l_1037_ = (l_959_ + l_957_);
                                                                bool l_1038_ = (l_1037_ <= l_1022_);
                                                                l_mut_141_ = l_1038_;
                                                            }
                                                            l_mut_48_ = 2u;
                                                            bool _e2136 = l_mut_147_;
                                                            if (!(_e2136)) {
                                                                bool _e2140 = l_mut_141_;
                                                                local_55 = _e2140;
                                                            } else {
                                                                local_55 = true;
                                                            }
                                                            bool l_1039_ = local_55;
                                                            if (l_1039_) {
                                                                l_mut_48_ = 1u;
                                                            } else {
                                                                bool _e2144 = l_mut_150_;
                                                                if (_e2144) {
                                                                    bool _e2147 = l_mut_144_;
                                                                    local_56 = _e2147;
                                                                } else {
                                                                    local_56 = false;
                                                                }
                                                                bool l_1040_ = local_56;
                                                                if (l_1040_) {
                                                                    l_mut_48_ = 0u;
                                                                }
                                                            }
                                                            uint l_1041_ = asuint(l_15_);
                                                            uint l_1042_ = (l_1041_ & 2147483647u);
                                                            bool l_1043_ = (l_1042_ == 0u);
                                                            if (l_1043_) {
                                                                double l_1044_ = (l_958_ + l_957_);
                                                                bool l_1045_ = (l_1044_ < 1.1754943508222875e-38L);
                                                                double l_1046_ = (l_959_ - l_957_);
                                                                bool l_1047_ = (l_1046_ > -1.1754943508222875e-38L);
                                                                if (l_1045_) {
                                                                    local_57 = l_1047_;
                                                                } else {
                                                                    local_57 = false;
                                                                }
                                                                bool l_1048_ = local_57;
                                                                double l_1049_ = (l_958_ - l_957_);
                                                                bool l_1050_ = (l_1049_ < 1.1754943508222875e-38L);
                                                                double l_1051_ = (l_959_ + l_957_);
                                                                bool l_1052_ = (l_1051_ > -1.1754943508222875e-38L);
                                                                if (l_1050_) {
                                                                    local_58 = l_1052_;
                                                                } else {
                                                                    local_58 = false;
                                                                }
                                                                bool l_1053_ = local_58;
                                                                if (l_1048_) {
                                                                    l_mut_48_ = 0u;
                                                                } else {
                                                                    uint _e2177 = l_mut_48_;
                                                                    bool l_1054_ = (_e2177 == 1u);
                                                                    if (l_1053_) {
                                                                        local_59 = l_1054_;
                                                                    } else {
                                                                        local_59 = false;
                                                                    }
                                                                    bool l_1055_ = local_59;
                                                                    if (l_1055_) {
                                                                        l_mut_48_ = 2u;
                                                                    }
                                                                }
                                                            }
                                                            uint _e2185 = l_mut_48_;
                                                            l_mut_90_ = _e2185;
                                                        }
                                                        uint _e2186 = l_mut_90_;
                                                        l_mut_31_ = _e2186;
                                                    }
                                                } else {
                                                    bool l_1056_ = (l_9_ == 11u);
                                                    bool l_1057_ = (l_9_ == 12u);
                                                    if (!(l_1056_)) {
                                                        local_60 = l_1057_;
                                                    } else {
                                                        local_60 = true;
                                                    }
                                                    bool l_1058_ = local_60;
                                                    if (l_1058_) {
                                                        l_mut_31_ = 0u;
                                                    }
                                                    bool l_1059_ = (l_27_ <= l_25_);
                                                    bool l_1060_ = (l_9_ == 11u);
                                                    if (l_1059_) {
                                                        local_61 = l_1060_;
                                                    } else {
                                                        local_61 = false;
                                                    }
                                                    bool l_1061_ = local_61;
                                                    if (l_1061_) {
                                                        float l_1062_ = float(l_26_);
                                                        uint l_1063_ = asuint(l_1062_);
                                                        uint l_1064_ = (l_1063_ & 2147483647u);
                                                        float l_1065_ = asfloat(l_1064_);
                                                        double l_1066_ = double(l_1065_);
                                                        l_mut_709_ = l_1066_;
                                                        bool l_1067_ = (l_1064_ < 8388608u);
                                                        if (l_1067_) {
                                                            double l_1068_ = double(l_1064_);
                                                            double l_1069_ = (l_1068_ * 1.401298464324817e-45L);
                                                            l_mut_709_ = l_1069_;
                                                        }
                                                        double _e2215 = l_mut_709_;
                                                        uint64_t l_1070_ = _e2215;
                                                        uint l_1071_ = (l_1063_ >> 31u);
                                                        uint64_t l_1072_ = uint64_t(l_1071_);
                                                        uint64_t l_1073_ = (l_1072_ << uint(63uL));
                                                        uint64_t l_1074_ = (l_1070_ | l_1073_);
                                                        double l_1075_ = l_1074_;
                                                        double l_1076_ = abs(l_1075_);
                                                        l_mut_709_ = l_1076_;
                                                        l_mut_90_ = 0u;
                                                        bool l_1077_ = (l_1076_ >= 0.785L);
                                                        if (l_1077_) {
                                                            double l_1078_ = (l_1076_ * 0.6366197723675814L);
                                                            double l_1079_ = (l_1078_ + 0.5L);
                                                            double l_1080_ = floor(l_1079_);
                                                            double l_1081_ = (l_1080_ * 1.570796325802803L);
                                                            double l_1082_ = (l_1076_ - l_1081_);
                                                            double l_1083_ = (l_1082_ * l_4_);
                                                            double l_1084_ = (l_1080_ * 9.920935796805404e-10L);
                                                            double l_1085_ = (l_1083_ - l_1084_);
                                                            l_mut_709_ = l_1085_;
                                                            uint l_1086_ = naga_f2u32(l_1080_);
                                                            l_mut_90_ = l_1086_;
                                                        }
                                                        uint l_1087_ = asuint(l_1062_);
                                                        bool l_1088_ = (l_1087_ >= 2147483648u);
                                                        double _e2246 = l_mut_709_;
                                                        double _e2247 = l_mut_709_;
                                                        double l_1089_ = (_e2246 * _e2247);
                                                        double l_1090_ = (l_1089_ * 1.9572941063391263e-20L);
                                                        double l_1091_ = (8.22063524662433e-18L - l_1090_);
                                                        l_mut_61_ = l_1091_;
                                                        double _e2253 = l_mut_61_;
                                                        double l_1092_ = (_e2253 * l_1089_);
                                                        double l_1093_ = (l_1092_ - 2.8114572543455206e-15L);
                                                        l_mut_61_ = l_1093_;
                                                        double _e2257 = l_mut_61_;
                                                        double l_1094_ = (_e2257 * l_1089_);
                                                        double l_1095_ = (l_1094_ + 7.647163731819816e-13L);
                                                        l_mut_61_ = l_1095_;
                                                        double _e2261 = l_mut_61_;
                                                        double l_1096_ = (_e2261 * l_1089_);
                                                        double l_1097_ = (l_1096_ - 1.6059043836821613e-10L);
                                                        l_mut_61_ = l_1097_;
                                                        double _e2265 = l_mut_61_;
                                                        double l_1098_ = (_e2265 * l_1089_);
                                                        double l_1099_ = (l_1098_ + 2.505210838544172e-8L);
                                                        l_mut_61_ = l_1099_;
                                                        double _e2269 = l_mut_61_;
                                                        double l_1100_ = (_e2269 * l_1089_);
                                                        double l_1101_ = (l_1100_ - 2.7557319223985893e-6L);
                                                        l_mut_61_ = l_1101_;
                                                        double _e2273 = l_mut_61_;
                                                        double l_1102_ = (_e2273 * l_1089_);
                                                        double l_1103_ = (l_1102_ + 0.0001984126984126984L);
                                                        l_mut_61_ = l_1103_;
                                                        double _e2277 = l_mut_61_;
                                                        double l_1104_ = (_e2277 * l_1089_);
                                                        double l_1105_ = (l_1104_ - 0.008333333333333333L);
                                                        l_mut_61_ = l_1105_;
                                                        double _e2281 = l_mut_61_;
                                                        double l_1106_ = (_e2281 * l_1089_);
                                                        double l_1107_ = (l_1106_ + 0.16666666666666666L);
                                                        l_mut_61_ = l_1107_;
                                                        double l_1108_ = (0.5L * l_1089_);
                                                        double l_1109_ = (1.0L - l_1108_);
                                                        double l_1110_ = (0.0L * l_1109_);
                                                        double _e2291 = l_mut_709_;
                                                        double l_1111_ = (_e2291 * l_1089_);
                                                        double _e2293 = l_mut_61_;
                                                        double l_1112_ = (l_1111_ * _e2293);
                                                        double l_1113_ = (l_1110_ - l_1112_);
                                                        double _e2296 = l_mut_709_;
                                                        double l_1114_ = (_e2296 + l_1113_);
                                                        double _e2298 = l_mut_709_;
                                                        double _e2299 = l_mut_709_;
                                                        double l_1115_ = (_e2298 * _e2299);
                                                        double l_1116_ = (l_1115_ * 4.110317623312165e-19L);
                                                        double l_1117_ = (l_1116_ - 1.5619206968586225e-16L);
                                                        l_mut_61_ = l_1117_;
                                                        double _e2305 = l_mut_61_;
                                                        double l_1118_ = (_e2305 * l_1115_);
                                                        double l_1119_ = (l_1118_ + 4.779477332387385e-14L);
                                                        l_mut_61_ = l_1119_;
                                                        double _e2309 = l_mut_61_;
                                                        double l_1120_ = (_e2309 * l_1115_);
                                                        double l_1121_ = (l_1120_ - 1.1470745597729725e-11L);
                                                        l_mut_61_ = l_1121_;
                                                        double _e2313 = l_mut_61_;
                                                        double l_1122_ = (_e2313 * l_1115_);
                                                        double l_1123_ = (l_1122_ + 2.08767569878681e-9L);
                                                        l_mut_61_ = l_1123_;
                                                        double _e2317 = l_mut_61_;
                                                        double l_1124_ = (_e2317 * l_1115_);
                                                        double l_1125_ = (l_1124_ - 2.755731922398589e-7L);
                                                        l_mut_61_ = l_1125_;
                                                        double _e2321 = l_mut_61_;
                                                        double l_1126_ = (_e2321 * l_1115_);
                                                        double l_1127_ = (l_1126_ + 2.48015873015873e-5L);
                                                        l_mut_61_ = l_1127_;
                                                        double _e2325 = l_mut_61_;
                                                        double l_1128_ = (_e2325 * l_1115_);
                                                        double l_1129_ = (l_1128_ - 0.001388888888888889L);
                                                        l_mut_61_ = l_1129_;
                                                        double _e2329 = l_mut_61_;
                                                        double l_1130_ = (_e2329 * l_1115_);
                                                        double l_1131_ = (l_1130_ + 0.041666666666666664L);
                                                        l_mut_61_ = l_1131_;
                                                        double l_1132_ = (0.5L * l_1115_);
                                                        double l_1133_ = (1.0L - l_1132_);
                                                        double l_1134_ = (l_1115_ * l_1115_);
                                                        double _e2338 = l_mut_61_;
                                                        double l_1135_ = (l_1134_ * _e2338);
                                                        double _e2341 = l_mut_709_;
                                                        double l_1136_ = (0.0L * _e2341);
                                                        double l_1137_ = (l_1135_ - l_1136_);
                                                        double l_1138_ = (l_1133_ + l_1137_);
                                                        uint _e2345 = l_mut_90_;
                                                        uint l_1139_ = (_e2345 & 1u);
                                                        bool l_1140_ = (l_1139_ == 1u);
                                                        l_mut_709_ = l_1114_;
                                                        uint _e2350 = l_mut_90_;
                                                        uint l_1141_ = (_e2350 & 2u);
                                                        bool l_1142_ = (l_1141_ != 0u);
                                                        l_mut_150_ = l_1142_;
                                                        if (l_1140_) {
                                                            l_mut_709_ = l_1138_;
                                                        }
                                                        if (true) {
                                                            local_62 = l_1088_;
                                                        } else {
                                                            local_62 = false;
                                                        }
                                                        bool l_1143_ = local_62;
                                                        if (l_1143_) {
                                                            bool _e2360 = l_mut_150_;
                                                            bool l_1144_ = !(_e2360);
                                                            l_mut_150_ = l_1144_;
                                                        }
                                                        bool _e2362 = l_mut_150_;
                                                        if (_e2362) {
                                                            double _e2363 = l_mut_709_;
                                                            double l_1145_ = -(_e2363);
                                                            l_mut_709_ = l_1145_;
                                                        }
                                                        float l_1146_ = float(l_26_);
                                                        uint l_1147_ = asuint(l_1146_);
                                                        uint l_1148_ = (l_1147_ & 2147483647u);
                                                        float l_1149_ = asfloat(l_1148_);
                                                        double l_1150_ = double(l_1149_);
                                                        l_mut_61_ = l_1150_;
                                                        bool l_1151_ = (l_1148_ < 8388608u);
                                                        if (l_1151_) {
                                                            double l_1152_ = double(l_1148_);
                                                            double l_1153_ = (l_1152_ * 1.401298464324817e-45L);
                                                            l_mut_61_ = l_1153_;
                                                        }
                                                        double _e2376 = l_mut_61_;
                                                        uint64_t l_1154_ = _e2376;
                                                        uint l_1155_ = (l_1147_ >> 31u);
                                                        uint64_t l_1156_ = uint64_t(l_1155_);
                                                        uint64_t l_1157_ = (l_1156_ << uint(63uL));
                                                        uint64_t l_1158_ = (l_1154_ | l_1157_);
                                                        double l_1159_ = l_1158_;
                                                        double l_1160_ = abs(l_1159_);
                                                        l_mut_61_ = l_1160_;
                                                        l_mut_90_ = 0u;
                                                        bool l_1161_ = (l_1160_ >= 0.785L);
                                                        if (l_1161_) {
                                                            double l_1162_ = (l_1160_ * 0.6366197723675814L);
                                                            double l_1163_ = (l_1162_ + 0.5L);
                                                            double l_1164_ = floor(l_1163_);
                                                            double l_1165_ = (l_1164_ * 1.570796325802803L);
                                                            double l_1166_ = (l_1160_ - l_1165_);
                                                            double l_1167_ = (l_1166_ * l_4_);
                                                            double l_1168_ = (l_1164_ * 9.920935796805404e-10L);
                                                            double l_1169_ = (l_1167_ - l_1168_);
                                                            l_mut_61_ = l_1169_;
                                                            uint l_1170_ = naga_f2u32(l_1164_);
                                                            l_mut_90_ = l_1170_;
                                                        }
                                                        uint l_1171_ = asuint(l_1146_);
                                                        bool l_1172_ = (l_1171_ >= 2147483648u);
                                                        double _e2407 = l_mut_61_;
                                                        double _e2408 = l_mut_61_;
                                                        double l_1173_ = (_e2407 * _e2408);
                                                        double l_1174_ = (l_1173_ * 1.9572941063391263e-20L);
                                                        double l_1175_ = (8.22063524662433e-18L - l_1174_);
                                                        l_mut_38_ = l_1175_;
                                                        double _e2414 = l_mut_38_;
                                                        double l_1176_ = (_e2414 * l_1173_);
                                                        double l_1177_ = (l_1176_ - 2.8114572543455206e-15L);
                                                        l_mut_38_ = l_1177_;
                                                        double _e2418 = l_mut_38_;
                                                        double l_1178_ = (_e2418 * l_1173_);
                                                        double l_1179_ = (l_1178_ + 7.647163731819816e-13L);
                                                        l_mut_38_ = l_1179_;
                                                        double _e2422 = l_mut_38_;
                                                        double l_1180_ = (_e2422 * l_1173_);
                                                        double l_1181_ = (l_1180_ - 1.6059043836821613e-10L);
                                                        l_mut_38_ = l_1181_;
                                                        double _e2426 = l_mut_38_;
                                                        double l_1182_ = (_e2426 * l_1173_);
                                                        double l_1183_ = (l_1182_ + 2.505210838544172e-8L);
                                                        l_mut_38_ = l_1183_;
                                                        double _e2430 = l_mut_38_;
                                                        double l_1184_ = (_e2430 * l_1173_);
                                                        double l_1185_ = (l_1184_ - 2.7557319223985893e-6L);
                                                        l_mut_38_ = l_1185_;
                                                        double _e2434 = l_mut_38_;
                                                        double l_1186_ = (_e2434 * l_1173_);
                                                        double l_1187_ = (l_1186_ + 0.0001984126984126984L);
                                                        l_mut_38_ = l_1187_;
                                                        double _e2438 = l_mut_38_;
                                                        double l_1188_ = (_e2438 * l_1173_);
                                                        double l_1189_ = (l_1188_ - 0.008333333333333333L);
                                                        l_mut_38_ = l_1189_;
                                                        double _e2442 = l_mut_38_;
                                                        double l_1190_ = (_e2442 * l_1173_);
                                                        double l_1191_ = (l_1190_ + 0.16666666666666666L);
                                                        l_mut_38_ = l_1191_;
                                                        double l_1192_ = (0.5L * l_1173_);
                                                        double l_1193_ = (1.0L - l_1192_);
                                                        double l_1194_ = (0.0L * l_1193_);
                                                        double _e2452 = l_mut_61_;
                                                        double l_1195_ = (_e2452 * l_1173_);
                                                        double _e2454 = l_mut_38_;
                                                        double l_1196_ = (l_1195_ * _e2454);
                                                        double l_1197_ = (l_1194_ - l_1196_);
                                                        double _e2457 = l_mut_61_;
                                                        double l_1198_ = (_e2457 + l_1197_);
                                                        double _e2459 = l_mut_61_;
                                                        double _e2460 = l_mut_61_;
                                                        double l_1199_ = (_e2459 * _e2460);
                                                        double l_1200_ = (l_1199_ * 4.110317623312165e-19L);
                                                        double l_1201_ = (l_1200_ - 1.5619206968586225e-16L);
                                                        l_mut_38_ = l_1201_;
                                                        double _e2466 = l_mut_38_;
                                                        double l_1202_ = (_e2466 * l_1199_);
                                                        double l_1203_ = (l_1202_ + 4.779477332387385e-14L);
                                                        l_mut_38_ = l_1203_;
                                                        double _e2470 = l_mut_38_;
                                                        double l_1204_ = (_e2470 * l_1199_);
                                                        double l_1205_ = (l_1204_ - 1.1470745597729725e-11L);
                                                        l_mut_38_ = l_1205_;
                                                        double _e2474 = l_mut_38_;
                                                        double l_1206_ = (_e2474 * l_1199_);
                                                        double l_1207_ = (l_1206_ + 2.08767569878681e-9L);
                                                        l_mut_38_ = l_1207_;
                                                        double _e2478 = l_mut_38_;
                                                        double l_1208_ = (_e2478 * l_1199_);
                                                        double l_1209_ = (l_1208_ - 2.755731922398589e-7L);
                                                        l_mut_38_ = l_1209_;
                                                        double _e2482 = l_mut_38_;
                                                        double l_1210_ = (_e2482 * l_1199_);
                                                        double l_1211_ = (l_1210_ + 2.48015873015873e-5L);
                                                        l_mut_38_ = l_1211_;
                                                        double _e2486 = l_mut_38_;
                                                        double l_1212_ = (_e2486 * l_1199_);
                                                        double l_1213_ = (l_1212_ - 0.001388888888888889L);
                                                        l_mut_38_ = l_1213_;
                                                        double _e2490 = l_mut_38_;
                                                        double l_1214_ = (_e2490 * l_1199_);
                                                        double l_1215_ = (l_1214_ + 0.041666666666666664L);
                                                        l_mut_38_ = l_1215_;
                                                        double l_1216_ = (0.5L * l_1199_);
                                                        double l_1217_ = (1.0L - l_1216_);
                                                        double l_1218_ = (l_1199_ * l_1199_);
                                                        double _e2499 = l_mut_38_;
                                                        double l_1219_ = (l_1218_ * _e2499);
                                                        double _e2502 = l_mut_61_;
                                                        double l_1220_ = (0.0L * _e2502);
                                                        double l_1221_ = (l_1219_ - l_1220_);
                                                        double l_1222_ = (l_1217_ + l_1221_);
                                                        uint _e2506 = l_mut_90_;
                                                        uint l_1223_ = (_e2506 & 1u);
                                                        bool l_1224_ = (l_1223_ == 1u);
                                                        l_mut_61_ = l_1198_;
                                                        uint _e2511 = l_mut_90_;
                                                        uint l_1225_ = (_e2511 & 2u);
                                                        bool l_1226_ = (l_1225_ != 0u);
                                                        l_mut_150_ = l_1226_;
                                                        l_mut_61_ = l_1222_;
                                                        if (l_1224_) {
                                                            l_mut_61_ = l_1198_;
                                                        }
                                                        uint _e2516 = l_mut_90_;
                                                        uint l_1227_ = (_e2516 + 1u);
                                                        uint l_1228_ = (l_1227_ & 2u);
                                                        bool l_1229_ = (l_1228_ != 0u);
                                                        l_mut_150_ = l_1229_;
                                                        if (false) {
                                                            local_63 = l_1172_;
                                                        } else {
                                                            local_63 = false;
                                                        }
                                                        bool l_1230_ = local_63;
                                                        if (l_1230_) {
                                                            bool _e2528 = l_mut_150_;
                                                            bool l_1231_ = !(_e2528);
                                                            l_mut_150_ = l_1231_;
                                                        }
                                                        bool _e2530 = l_mut_150_;
                                                        if (_e2530) {
                                                            double _e2531 = l_mut_61_;
                                                            double l_1232_ = -(_e2531);
                                                            l_mut_61_ = l_1232_;
                                                        }
                                                        double _e2533 = l_mut_709_;
                                                        double l_1233_ = abs(_e2533);
                                                        double l_1234_ = (l_1233_ * 1.4551915228366852e-11L);
                                                        double _e2537 = l_mut_61_;
                                                        double l_1235_ = abs(_e2537);
                                                        double l_1236_ = (l_1235_ * 1.4551915228366852e-11L);
                                                        l_mut_38_ = 1.4551915228366852e-11L;
                                                        l_mut_90_ = 2u;
                                                        if (l_13_) {
                                                            double _e2543 = l_mut_709_;
                                                            double l_1237_ = (_e2543 - l_19_);
                                                            double l_1238_ = abs(l_1237_);
                                                            double l_1239_ = (l_1238_ * 2.220446049250313e-16L);
                                                            double l_1240_ = (l_1234_ + l_1239_);
                                                            double l_1241_ = (l_1237_ + l_1240_);
                                                            double l_1242_ = -(l_1241_);
                                                            double l_1243_ = (l_1242_ * 7.1362384635298e44L);
                                                            double l_1244_ = floor(l_1243_);
                                                            double l_1245_ = (l_1244_ * 1.401298464324817e-45L);
                                                            l_mut_1246_ = l_1245_;
                                                            double l_1247_ = abs(l_1242_);
                                                            bool l_1248_ = (l_1247_ >= 1.1754943508222875e-38L);
                                                            if (l_1248_) {
                                                                float l_1249_ = float(l_1242_);
                                                                double l_1250_ = double(l_1249_);
                                                                l_mut_1246_ = l_1250_;
                                                                double _e2561 = l_mut_1246_;
                                                                bool l_1251_ = (_e2561 > l_1242_);
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
                                                                    uint _e2583 = l_mut_48_;
                                                                    float l_1263_ = asfloat(_e2583);
                                                                    uint l_1264_ = asuint(l_1263_);
                                                                    uint l_1265_ = (l_1264_ ^ 2147483648u);
                                                                    float l_1266_ = asfloat(l_1265_);
                                                                    uint l_1267_ = asuint(l_1266_);
                                                                    uint l_1268_ = (l_1267_ & 2147483647u);
                                                                    float l_1269_ = asfloat(l_1268_);
                                                                    double l_1270_ = double(l_1269_);
                                                                    l_mut_1271_ = l_1270_;
                                                                    bool l_1272_ = (l_1268_ < 8388608u);
                                                                    if (l_1272_) {
                                                                        double l_1273_ = double(l_1268_);
                                                                        double l_1274_ = (l_1273_ * 1.401298464324817e-45L);
                                                                        l_mut_1271_ = l_1274_;
                                                                    }
                                                                    double _e2599 = l_mut_1271_;
                                                                    uint64_t l_1275_ = _e2599;
                                                                    uint l_1276_ = (l_1267_ >> 31u);
                                                                    uint64_t l_1277_ = uint64_t(l_1276_);
                                                                    uint64_t l_1278_ = (l_1277_ << uint(63uL));
                                                                    uint64_t l_1279_ = (l_1275_ | l_1278_);
                                                                    double l_1280_ = l_1279_;
                                                                    l_mut_1246_ = l_1280_;
                                                                } else {
                                                                    uint l_1281_ = asuint(l_1249_);
                                                                    uint l_1282_ = (l_1281_ + 1u);
                                                                    l_mut_48_ = l_1282_;
                                                                    uint l_1283_ = (l_1281_ & 2147483647u);
                                                                    bool l_1284_ = (l_1283_ == 0u);
                                                                    if (l_1284_) {
                                                                        l_mut_48_ = 1u;
                                                                    } else {
                                                                        uint l_1285_ = (l_1281_ & 2147483648u);
                                                                        bool l_1286_ = (l_1285_ != 0u);
                                                                        if (l_1286_) {
                                                                            uint l_1287_ = (l_1281_ - 1u);
                                                                            l_mut_48_ = l_1287_;
                                                                        } else {
                                                                            bool l_1288_ = (l_1281_ == 2139095040u);
                                                                            if (l_1288_) {
                                                                                l_mut_48_ = l_1281_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2626 = l_mut_48_;
                                                                    float l_1289_ = asfloat(_e2626);
                                                                    uint l_1290_ = asuint(l_1289_);
                                                                    uint l_1291_ = (l_1290_ & 2147483647u);
                                                                    float l_1292_ = asfloat(l_1291_);
                                                                    double l_1293_ = double(l_1292_);
                                                                    l_mut_1271_ = l_1293_;
                                                                    bool l_1294_ = (l_1291_ < 8388608u);
                                                                    if (l_1294_) {
                                                                        double l_1295_ = double(l_1291_);
                                                                        double l_1296_ = (l_1295_ * 1.401298464324817e-45L);
                                                                        l_mut_1271_ = l_1296_;
                                                                    }
                                                                    double _e2638 = l_mut_1271_;
                                                                    uint64_t l_1297_ = _e2638;
                                                                    uint l_1298_ = (l_1290_ >> 31u);
                                                                    uint64_t l_1299_ = uint64_t(l_1298_);
                                                                    uint64_t l_1300_ = (l_1299_ << uint(63uL));
                                                                    uint64_t l_1301_ = (l_1297_ | l_1300_);
                                                                    double l_1302_ = l_1301_;
                                                                    bool l_1303_ = (l_1302_ <= l_1242_);
                                                                    if (l_1303_) {
                                                                        uint l_1304_ = asuint(l_1249_);
                                                                        uint l_1305_ = (l_1304_ + 1u);
                                                                        l_mut_48_ = l_1305_;
                                                                        uint l_1306_ = (l_1304_ & 2147483647u);
                                                                        bool l_1307_ = (l_1306_ == 0u);
                                                                        if (l_1307_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_1308_ = (l_1304_ & 2147483648u);
                                                                            bool l_1309_ = (l_1308_ != 0u);
                                                                            if (l_1309_) {
                                                                                uint l_1310_ = (l_1304_ - 1u);
                                                                                l_mut_48_ = l_1310_;
                                                                            } else {
                                                                                bool l_1311_ = (l_1304_ == 2139095040u);
                                                                                if (l_1311_) {
                                                                                    l_mut_48_ = l_1304_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e2666 = l_mut_48_;
                                                                        float l_1312_ = asfloat(_e2666);
                                                                        uint l_1313_ = asuint(l_1312_);
                                                                        uint l_1314_ = (l_1313_ & 2147483647u);
                                                                        float l_1315_ = asfloat(l_1314_);
                                                                        double l_1316_ = double(l_1315_);
                                                                        l_mut_1271_ = l_1316_;
                                                                        bool l_1317_ = (l_1314_ < 8388608u);
                                                                        if (l_1317_) {
                                                                            double l_1318_ = double(l_1314_);
                                                                            double l_1319_ = (l_1318_ * 1.401298464324817e-45L);
                                                                            l_mut_1271_ = l_1319_;
                                                                        }
                                                                        double _e2678 = l_mut_1271_;
                                                                        uint64_t l_1320_ = _e2678;
                                                                        uint l_1321_ = (l_1313_ >> 31u);
                                                                        uint64_t l_1322_ = uint64_t(l_1321_);
                                                                        uint64_t l_1323_ = (l_1322_ << uint(63uL));
                                                                        uint64_t l_1324_ = (l_1320_ | l_1323_);
                                                                        double l_1325_ = l_1324_;
                                                                        l_mut_1246_ = l_1325_;
                                                                    }
                                                                }
                                                            }
                                                            double _e2689 = l_mut_1246_;
                                                            double l_1326_ = -(_e2689);
                                                            l_mut_1271_ = l_1326_;
                                                            if (true) {
                                                                local_64 = true;
                                                            } else {
                                                                local_64 = false;
                                                            }
                                                            bool l_1327_ = local_64;
                                                            if (l_1327_) {
                                                                double l_1328_ = (l_1237_ + l_1240_);
                                                                double l_1329_ = (l_1328_ * 7.1362384635298e44L);
                                                                double l_1330_ = floor(l_1329_);
                                                                double l_1331_ = (l_1330_ * 1.401298464324817e-45L);
                                                                l_mut_1246_ = l_1331_;
                                                                double l_1332_ = abs(l_1328_);
                                                                bool l_1333_ = (l_1332_ >= 1.1754943508222875e-38L);
                                                                if (l_1333_) {
                                                                    float l_1334_ = float(l_1328_);
                                                                    double l_1335_ = double(l_1334_);
                                                                    l_mut_1246_ = l_1335_;
                                                                    double _e2708 = l_mut_1246_;
                                                                    bool l_1336_ = (_e2708 > l_1328_);
                                                                    if (l_1336_) {
                                                                        uint l_1337_ = asuint(l_1334_);
                                                                        uint l_1338_ = (l_1337_ ^ 2147483648u);
                                                                        float l_1339_ = asfloat(l_1338_);
                                                                        uint l_1340_ = asuint(l_1339_);
                                                                        uint l_1341_ = (l_1340_ + 1u);
                                                                        l_mut_48_ = l_1341_;
                                                                        uint l_1342_ = (l_1340_ & 2147483647u);
                                                                        bool l_1343_ = (l_1342_ == 0u);
                                                                        if (l_1343_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_1344_ = (l_1340_ & 2147483648u);
                                                                            bool l_1345_ = (l_1344_ != 0u);
                                                                            if (l_1345_) {
                                                                                uint l_1346_ = (l_1340_ - 1u);
                                                                                l_mut_48_ = l_1346_;
                                                                            } else {
                                                                                bool l_1347_ = (l_1340_ == 2139095040u);
                                                                                if (l_1347_) {
                                                                                    l_mut_48_ = l_1340_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e2730 = l_mut_48_;
                                                                        float l_1348_ = asfloat(_e2730);
                                                                        uint l_1349_ = asuint(l_1348_);
                                                                        uint l_1350_ = (l_1349_ ^ 2147483648u);
                                                                        float l_1351_ = asfloat(l_1350_);
                                                                        uint l_1352_ = asuint(l_1351_);
                                                                        uint l_1353_ = (l_1352_ & 2147483647u);
                                                                        float l_1354_ = asfloat(l_1353_);
                                                                        double l_1355_ = double(l_1354_);
                                                                        l_mut_1356_ = l_1355_;
                                                                        bool l_1357_ = (l_1353_ < 8388608u);
                                                                        if (l_1357_) {
                                                                            double l_1358_ = double(l_1353_);
                                                                            double l_1359_ = (l_1358_ * 1.401298464324817e-45L);
                                                                            l_mut_1356_ = l_1359_;
                                                                        }
                                                                        double _e2746 = l_mut_1356_;
                                                                        uint64_t l_1360_ = _e2746;
                                                                        uint l_1361_ = (l_1352_ >> 31u);
                                                                        uint64_t l_1362_ = uint64_t(l_1361_);
                                                                        uint64_t l_1363_ = (l_1362_ << uint(63uL));
                                                                        uint64_t l_1364_ = (l_1360_ | l_1363_);
                                                                        double l_1365_ = l_1364_;
                                                                        l_mut_1246_ = l_1365_;
                                                                    } else {
                                                                        uint l_1366_ = asuint(l_1334_);
                                                                        uint l_1367_ = (l_1366_ + 1u);
                                                                        l_mut_48_ = l_1367_;
                                                                        uint l_1368_ = (l_1366_ & 2147483647u);
                                                                        bool l_1369_ = (l_1368_ == 0u);
                                                                        if (l_1369_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_1370_ = (l_1366_ & 2147483648u);
                                                                            bool l_1371_ = (l_1370_ != 0u);
                                                                            if (l_1371_) {
                                                                                uint l_1372_ = (l_1366_ - 1u);
                                                                                l_mut_48_ = l_1372_;
                                                                            } else {
                                                                                bool l_1373_ = (l_1366_ == 2139095040u);
                                                                                if (l_1373_) {
                                                                                    l_mut_48_ = l_1366_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e2773 = l_mut_48_;
                                                                        float l_1374_ = asfloat(_e2773);
                                                                        uint l_1375_ = asuint(l_1374_);
                                                                        uint l_1376_ = (l_1375_ & 2147483647u);
                                                                        float l_1377_ = asfloat(l_1376_);
                                                                        double l_1378_ = double(l_1377_);
                                                                        l_mut_1356_ = l_1378_;
                                                                        bool l_1379_ = (l_1376_ < 8388608u);
                                                                        if (l_1379_) {
                                                                            double l_1380_ = double(l_1376_);
                                                                            double l_1381_ = (l_1380_ * 1.401298464324817e-45L);
                                                                            l_mut_1356_ = l_1381_;
                                                                        }
                                                                        double _e2785 = l_mut_1356_;
                                                                        uint64_t l_1382_ = _e2785;
                                                                        uint l_1383_ = (l_1375_ >> 31u);
                                                                        uint64_t l_1384_ = uint64_t(l_1383_);
                                                                        uint64_t l_1385_ = (l_1384_ << uint(63uL));
                                                                        uint64_t l_1386_ = (l_1382_ | l_1385_);
                                                                        double l_1387_ = l_1386_;
                                                                        bool l_1388_ = (l_1387_ <= l_1328_);
                                                                        if (l_1388_) {
                                                                            uint l_1389_ = asuint(l_1334_);
                                                                            uint l_1390_ = (l_1389_ + 1u);
                                                                            l_mut_48_ = l_1390_;
                                                                            uint l_1391_ = (l_1389_ & 2147483647u);
                                                                            bool l_1392_ = (l_1391_ == 0u);
                                                                            if (l_1392_) {
                                                                                l_mut_48_ = 1u;
                                                                            } else {
                                                                                uint l_1393_ = (l_1389_ & 2147483648u);
                                                                                bool l_1394_ = (l_1393_ != 0u);
                                                                                if (l_1394_) {
                                                                                    uint l_1395_ = (l_1389_ - 1u);
                                                                                    l_mut_48_ = l_1395_;
                                                                                } else {
                                                                                    bool l_1396_ = (l_1389_ == 2139095040u);
                                                                                    if (l_1396_) {
                                                                                        l_mut_48_ = l_1389_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e2813 = l_mut_48_;
                                                                            float l_1397_ = asfloat(_e2813);
                                                                            uint l_1398_ = asuint(l_1397_);
                                                                            uint l_1399_ = (l_1398_ & 2147483647u);
                                                                            float l_1400_ = asfloat(l_1399_);
                                                                            double l_1401_ = double(l_1400_);
                                                                            l_mut_1356_ = l_1401_;
                                                                            bool l_1402_ = (l_1399_ < 8388608u);
                                                                            if (l_1402_) {
                                                                                double l_1403_ = double(l_1399_);
                                                                                double l_1404_ = (l_1403_ * 1.401298464324817e-45L);
                                                                                l_mut_1356_ = l_1404_;
                                                                            }
                                                                            double _e2825 = l_mut_1356_;
                                                                            uint64_t l_1405_ = _e2825;
                                                                            uint l_1406_ = (l_1398_ >> 31u);
                                                                            uint64_t l_1407_ = uint64_t(l_1406_);
                                                                            uint64_t l_1408_ = (l_1407_ << uint(63uL));
                                                                            uint64_t l_1409_ = (l_1405_ | l_1408_);
                                                                            double l_1410_ = l_1409_;
                                                                            l_mut_1246_ = l_1410_;
                                                                        }
                                                                    }
                                                                }
                                                                double _e2836 = l_mut_1246_;
                                                                l_mut_1271_ = _e2836;
                                                            } else {
                                                                double l_1411_ = (l_1237_ - l_1240_);
                                                                double l_1412_ = (l_1411_ * 7.1362384635298e44L);
                                                                double l_1413_ = floor(l_1412_);
                                                                double l_1414_ = (l_1413_ * 1.401298464324817e-45L);
                                                                l_mut_1356_ = l_1414_;
                                                                double l_1415_ = abs(l_1411_);
                                                                bool l_1416_ = (l_1415_ >= 1.1754943508222875e-38L);
                                                                if (l_1416_) {
                                                                    float l_1417_ = float(l_1411_);
                                                                    double l_1418_ = double(l_1417_);
                                                                    l_mut_1356_ = l_1418_;
                                                                    double _e2848 = l_mut_1356_;
                                                                    bool l_1419_ = (_e2848 > l_1411_);
                                                                    if (l_1419_) {
                                                                        uint l_1420_ = asuint(l_1417_);
                                                                        uint l_1421_ = (l_1420_ ^ 2147483648u);
                                                                        float l_1422_ = asfloat(l_1421_);
                                                                        uint l_1423_ = asuint(l_1422_);
                                                                        uint l_1424_ = (l_1423_ + 1u);
                                                                        l_mut_48_ = l_1424_;
                                                                        uint l_1425_ = (l_1423_ & 2147483647u);
                                                                        bool l_1426_ = (l_1425_ == 0u);
                                                                        if (l_1426_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_1427_ = (l_1423_ & 2147483648u);
                                                                            bool l_1428_ = (l_1427_ != 0u);
                                                                            if (l_1428_) {
                                                                                uint l_1429_ = (l_1423_ - 1u);
                                                                                l_mut_48_ = l_1429_;
                                                                            } else {
                                                                                bool l_1430_ = (l_1423_ == 2139095040u);
                                                                                if (l_1430_) {
                                                                                    l_mut_48_ = l_1423_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e2870 = l_mut_48_;
                                                                        float l_1431_ = asfloat(_e2870);
                                                                        uint l_1432_ = asuint(l_1431_);
                                                                        uint l_1433_ = (l_1432_ ^ 2147483648u);
                                                                        float l_1434_ = asfloat(l_1433_);
                                                                        uint l_1435_ = asuint(l_1434_);
                                                                        uint l_1436_ = (l_1435_ & 2147483647u);
                                                                        float l_1437_ = asfloat(l_1436_);
                                                                        double l_1438_ = double(l_1437_);
                                                                        l_mut_1246_ = l_1438_;
                                                                        bool l_1439_ = (l_1436_ < 8388608u);
                                                                        if (l_1439_) {
                                                                            double l_1440_ = double(l_1436_);
                                                                            double l_1441_ = (l_1440_ * 1.401298464324817e-45L);
                                                                            l_mut_1246_ = l_1441_;
                                                                        }
                                                                        double _e2886 = l_mut_1246_;
                                                                        uint64_t l_1442_ = _e2886;
                                                                        uint l_1443_ = (l_1435_ >> 31u);
                                                                        uint64_t l_1444_ = uint64_t(l_1443_);
                                                                        uint64_t l_1445_ = (l_1444_ << uint(63uL));
                                                                        uint64_t l_1446_ = (l_1442_ | l_1445_);
                                                                        double l_1447_ = l_1446_;
                                                                        l_mut_1356_ = l_1447_;
                                                                    } else {
                                                                        uint l_1448_ = asuint(l_1417_);
                                                                        uint l_1449_ = (l_1448_ + 1u);
                                                                        l_mut_48_ = l_1449_;
                                                                        uint l_1450_ = (l_1448_ & 2147483647u);
                                                                        bool l_1451_ = (l_1450_ == 0u);
                                                                        if (l_1451_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_1452_ = (l_1448_ & 2147483648u);
                                                                            bool l_1453_ = (l_1452_ != 0u);
                                                                            if (l_1453_) {
                                                                                uint l_1454_ = (l_1448_ - 1u);
                                                                                l_mut_48_ = l_1454_;
                                                                            } else {
                                                                                bool l_1455_ = (l_1448_ == 2139095040u);
                                                                                if (l_1455_) {
                                                                                    l_mut_48_ = l_1448_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e2913 = l_mut_48_;
                                                                        float l_1456_ = asfloat(_e2913);
                                                                        uint l_1457_ = asuint(l_1456_);
                                                                        uint l_1458_ = (l_1457_ & 2147483647u);
                                                                        float l_1459_ = asfloat(l_1458_);
                                                                        double l_1460_ = double(l_1459_);
                                                                        l_mut_1246_ = l_1460_;
                                                                        bool l_1461_ = (l_1458_ < 8388608u);
                                                                        if (l_1461_) {
                                                                            double l_1462_ = double(l_1458_);
                                                                            double l_1463_ = (l_1462_ * 1.401298464324817e-45L);
                                                                            l_mut_1246_ = l_1463_;
                                                                        }
                                                                        double _e2925 = l_mut_1246_;
                                                                        uint64_t l_1464_ = _e2925;
                                                                        uint l_1465_ = (l_1457_ >> 31u);
                                                                        uint64_t l_1466_ = uint64_t(l_1465_);
                                                                        uint64_t l_1467_ = (l_1466_ << uint(63uL));
                                                                        uint64_t l_1468_ = (l_1464_ | l_1467_);
                                                                        double l_1469_ = l_1468_;
                                                                        bool l_1470_ = (l_1469_ <= l_1411_);
                                                                        if (l_1470_) {
                                                                            uint l_1471_ = asuint(l_1417_);
                                                                            uint l_1472_ = (l_1471_ + 1u);
                                                                            l_mut_48_ = l_1472_;
                                                                            uint l_1473_ = (l_1471_ & 2147483647u);
                                                                            bool l_1474_ = (l_1473_ == 0u);
                                                                            if (l_1474_) {
                                                                                l_mut_48_ = 1u;
                                                                            } else {
                                                                                uint l_1475_ = (l_1471_ & 2147483648u);
                                                                                bool l_1476_ = (l_1475_ != 0u);
                                                                                if (l_1476_) {
                                                                                    uint l_1477_ = (l_1471_ - 1u);
                                                                                    l_mut_48_ = l_1477_;
                                                                                } else {
                                                                                    bool l_1478_ = (l_1471_ == 2139095040u);
                                                                                    if (l_1478_) {
                                                                                        l_mut_48_ = l_1471_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e2953 = l_mut_48_;
                                                                            float l_1479_ = asfloat(_e2953);
                                                                            uint l_1480_ = asuint(l_1479_);
                                                                            uint l_1481_ = (l_1480_ & 2147483647u);
                                                                            float l_1482_ = asfloat(l_1481_);
                                                                            double l_1483_ = double(l_1482_);
                                                                            l_mut_1246_ = l_1483_;
                                                                            bool l_1484_ = (l_1481_ < 8388608u);
                                                                            if (l_1484_) {
                                                                                double l_1485_ = double(l_1481_);
                                                                                double l_1486_ = (l_1485_ * 1.401298464324817e-45L);
                                                                                l_mut_1246_ = l_1486_;
                                                                            }
                                                                            double _e2965 = l_mut_1246_;
                                                                            uint64_t l_1487_ = _e2965;
                                                                            uint l_1488_ = (l_1480_ >> 31u);
                                                                            uint64_t l_1489_ = uint64_t(l_1488_);
                                                                            uint64_t l_1490_ = (l_1489_ << uint(63uL));
                                                                            uint64_t l_1491_ = (l_1487_ | l_1490_);
                                                                            double l_1492_ = l_1491_;
                                                                            l_mut_1356_ = l_1492_;
                                                                        }
                                                                    }
                                                                }
                                                                double _e2976 = l_mut_1356_;
                                                                l_mut_1271_ = _e2976;
                                                            }
                                                            double _e2977 = l_mut_709_;
                                                            double l_1493_ = (_e2977 + l_19_);
                                                            double l_1494_ = abs(l_1493_);
                                                            double l_1495_ = (l_1494_ * 2.220446049250313e-16L);
                                                            double l_1496_ = (l_1234_ + l_1495_);
                                                            double l_1497_ = (l_1493_ + l_1496_);
                                                            double l_1498_ = -(l_1497_);
                                                            double l_1499_ = (l_1498_ * 7.1362384635298e44L);
                                                            double l_1500_ = floor(l_1499_);
                                                            double l_1501_ = (l_1500_ * 1.401298464324817e-45L);
                                                            l_mut_1356_ = l_1501_;
                                                            double l_1502_ = abs(l_1498_);
                                                            bool l_1503_ = (l_1502_ >= 1.1754943508222875e-38L);
                                                            if (l_1503_) {
                                                                float l_1504_ = float(l_1498_);
                                                                double l_1505_ = double(l_1504_);
                                                                l_mut_1356_ = l_1505_;
                                                                double _e2995 = l_mut_1356_;
                                                                bool l_1506_ = (_e2995 > l_1498_);
                                                                if (l_1506_) {
                                                                    uint l_1507_ = asuint(l_1504_);
                                                                    uint l_1508_ = (l_1507_ ^ 2147483648u);
                                                                    float l_1509_ = asfloat(l_1508_);
                                                                    uint l_1510_ = asuint(l_1509_);
                                                                    uint l_1511_ = (l_1510_ + 1u);
                                                                    l_mut_48_ = l_1511_;
                                                                    uint l_1512_ = (l_1510_ & 2147483647u);
                                                                    bool l_1513_ = (l_1512_ == 0u);
                                                                    if (l_1513_) {
                                                                        l_mut_48_ = 1u;
                                                                    } else {
                                                                        uint l_1514_ = (l_1510_ & 2147483648u);
                                                                        bool l_1515_ = (l_1514_ != 0u);
                                                                        if (l_1515_) {
                                                                            uint l_1516_ = (l_1510_ - 1u);
                                                                            l_mut_48_ = l_1516_;
                                                                        } else {
                                                                            bool l_1517_ = (l_1510_ == 2139095040u);
                                                                            if (l_1517_) {
                                                                                l_mut_48_ = l_1510_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e3017 = l_mut_48_;
                                                                    float l_1518_ = asfloat(_e3017);
                                                                    uint l_1519_ = asuint(l_1518_);
                                                                    uint l_1520_ = (l_1519_ ^ 2147483648u);
                                                                    float l_1521_ = asfloat(l_1520_);
                                                                    uint l_1522_ = asuint(l_1521_);
                                                                    uint l_1523_ = (l_1522_ & 2147483647u);
                                                                    float l_1524_ = asfloat(l_1523_);
                                                                    double l_1525_ = double(l_1524_);
                                                                    l_mut_1246_ = l_1525_;
                                                                    bool l_1526_ = (l_1523_ < 8388608u);
                                                                    if (l_1526_) {
                                                                        double l_1527_ = double(l_1523_);
                                                                        double l_1528_ = (l_1527_ * 1.401298464324817e-45L);
                                                                        l_mut_1246_ = l_1528_;
                                                                    }
                                                                    double _e3033 = l_mut_1246_;
                                                                    uint64_t l_1529_ = _e3033;
                                                                    uint l_1530_ = (l_1522_ >> 31u);
                                                                    uint64_t l_1531_ = uint64_t(l_1530_);
                                                                    uint64_t l_1532_ = (l_1531_ << uint(63uL));
                                                                    uint64_t l_1533_ = (l_1529_ | l_1532_);
                                                                    double l_1534_ = l_1533_;
                                                                    l_mut_1356_ = l_1534_;
                                                                } else {
                                                                    uint l_1535_ = asuint(l_1504_);
                                                                    uint l_1536_ = (l_1535_ + 1u);
                                                                    l_mut_48_ = l_1536_;
                                                                    uint l_1537_ = (l_1535_ & 2147483647u);
                                                                    bool l_1538_ = (l_1537_ == 0u);
                                                                    if (l_1538_) {
                                                                        l_mut_48_ = 1u;
                                                                    } else {
                                                                        uint l_1539_ = (l_1535_ & 2147483648u);
                                                                        bool l_1540_ = (l_1539_ != 0u);
                                                                        if (l_1540_) {
                                                                            uint l_1541_ = (l_1535_ - 1u);
                                                                            l_mut_48_ = l_1541_;
                                                                        } else {
                                                                            bool l_1542_ = (l_1535_ == 2139095040u);
                                                                            if (l_1542_) {
                                                                                l_mut_48_ = l_1535_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e3060 = l_mut_48_;
                                                                    float l_1543_ = asfloat(_e3060);
                                                                    uint l_1544_ = asuint(l_1543_);
                                                                    uint l_1545_ = (l_1544_ & 2147483647u);
                                                                    float l_1546_ = asfloat(l_1545_);
                                                                    double l_1547_ = double(l_1546_);
                                                                    l_mut_1246_ = l_1547_;
                                                                    bool l_1548_ = (l_1545_ < 8388608u);
                                                                    if (l_1548_) {
                                                                        double l_1549_ = double(l_1545_);
                                                                        double l_1550_ = (l_1549_ * 1.401298464324817e-45L);
                                                                        l_mut_1246_ = l_1550_;
                                                                    }
                                                                    double _e3072 = l_mut_1246_;
                                                                    uint64_t l_1551_ = _e3072;
                                                                    uint l_1552_ = (l_1544_ >> 31u);
                                                                    uint64_t l_1553_ = uint64_t(l_1552_);
                                                                    uint64_t l_1554_ = (l_1553_ << uint(63uL));
                                                                    uint64_t l_1555_ = (l_1551_ | l_1554_);
                                                                    double l_1556_ = l_1555_;
                                                                    bool l_1557_ = (l_1556_ <= l_1498_);
                                                                    if (l_1557_) {
                                                                        uint l_1558_ = asuint(l_1504_);
                                                                        uint l_1559_ = (l_1558_ + 1u);
                                                                        l_mut_48_ = l_1559_;
                                                                        uint l_1560_ = (l_1558_ & 2147483647u);
                                                                        bool l_1561_ = (l_1560_ == 0u);
                                                                        if (l_1561_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_1562_ = (l_1558_ & 2147483648u);
                                                                            bool l_1563_ = (l_1562_ != 0u);
                                                                            if (l_1563_) {
                                                                                uint l_1564_ = (l_1558_ - 1u);
                                                                                l_mut_48_ = l_1564_;
                                                                            } else {
                                                                                bool l_1565_ = (l_1558_ == 2139095040u);
                                                                                if (l_1565_) {
                                                                                    l_mut_48_ = l_1558_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3100 = l_mut_48_;
                                                                        float l_1566_ = asfloat(_e3100);
                                                                        uint l_1567_ = asuint(l_1566_);
                                                                        uint l_1568_ = (l_1567_ & 2147483647u);
                                                                        float l_1569_ = asfloat(l_1568_);
                                                                        double l_1570_ = double(l_1569_);
                                                                        l_mut_1246_ = l_1570_;
                                                                        bool l_1571_ = (l_1568_ < 8388608u);
                                                                        if (l_1571_) {
                                                                            double l_1572_ = double(l_1568_);
                                                                            double l_1573_ = (l_1572_ * 1.401298464324817e-45L);
                                                                            l_mut_1246_ = l_1573_;
                                                                        }
                                                                        double _e3112 = l_mut_1246_;
                                                                        uint64_t l_1574_ = _e3112;
                                                                        uint l_1575_ = (l_1567_ >> 31u);
                                                                        uint64_t l_1576_ = uint64_t(l_1575_);
                                                                        uint64_t l_1577_ = (l_1576_ << uint(63uL));
                                                                        uint64_t l_1578_ = (l_1574_ | l_1577_);
                                                                        double l_1579_ = l_1578_;
                                                                        l_mut_1356_ = l_1579_;
                                                                    }
                                                                }
                                                            }
                                                            double _e3123 = l_mut_1356_;
                                                            double l_1580_ = -(_e3123);
                                                            l_mut_1356_ = l_1580_;
                                                            if (false) {
                                                                local_65 = true;
                                                            } else {
                                                                local_65 = false;
                                                            }
                                                            bool l_1581_ = local_65;
                                                            if (l_1581_) {
                                                                double l_1582_ = (l_1493_ + l_1496_);
                                                                double l_1583_ = (l_1582_ * 7.1362384635298e44L);
                                                                double l_1584_ = floor(l_1583_);
                                                                double l_1585_ = (l_1584_ * 1.401298464324817e-45L);
                                                                l_mut_1246_ = l_1585_;
                                                                double l_1586_ = abs(l_1582_);
                                                                bool l_1587_ = (l_1586_ >= 1.1754943508222875e-38L);
                                                                if (l_1587_) {
                                                                    float l_1588_ = float(l_1582_);
                                                                    double l_1589_ = double(l_1588_);
                                                                    l_mut_1246_ = l_1589_;
                                                                    double _e3142 = l_mut_1246_;
                                                                    bool l_1590_ = (_e3142 > l_1582_);
                                                                    if (l_1590_) {
                                                                        uint l_1591_ = asuint(l_1588_);
                                                                        uint l_1592_ = (l_1591_ ^ 2147483648u);
                                                                        float l_1593_ = asfloat(l_1592_);
                                                                        uint l_1594_ = asuint(l_1593_);
                                                                        uint l_1595_ = (l_1594_ + 1u);
                                                                        l_mut_48_ = l_1595_;
                                                                        uint l_1596_ = (l_1594_ & 2147483647u);
                                                                        bool l_1597_ = (l_1596_ == 0u);
                                                                        if (l_1597_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_1598_ = (l_1594_ & 2147483648u);
                                                                            bool l_1599_ = (l_1598_ != 0u);
                                                                            if (l_1599_) {
                                                                                uint l_1600_ = (l_1594_ - 1u);
                                                                                l_mut_48_ = l_1600_;
                                                                            } else {
                                                                                bool l_1601_ = (l_1594_ == 2139095040u);
                                                                                if (l_1601_) {
                                                                                    l_mut_48_ = l_1594_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3164 = l_mut_48_;
                                                                        float l_1602_ = asfloat(_e3164);
                                                                        uint l_1603_ = asuint(l_1602_);
                                                                        uint l_1604_ = (l_1603_ ^ 2147483648u);
                                                                        float l_1605_ = asfloat(l_1604_);
                                                                        uint l_1606_ = asuint(l_1605_);
                                                                        uint l_1607_ = (l_1606_ & 2147483647u);
                                                                        float l_1608_ = asfloat(l_1607_);
                                                                        double l_1609_ = double(l_1608_);
                                                                        l_mut_1610_ = l_1609_;
                                                                        bool l_1611_ = (l_1607_ < 8388608u);
                                                                        if (l_1611_) {
                                                                            double l_1612_ = double(l_1607_);
                                                                            double l_1613_ = (l_1612_ * 1.401298464324817e-45L);
                                                                            l_mut_1610_ = l_1613_;
                                                                        }
                                                                        double _e3180 = l_mut_1610_;
                                                                        uint64_t l_1614_ = _e3180;
                                                                        uint l_1615_ = (l_1606_ >> 31u);
                                                                        uint64_t l_1616_ = uint64_t(l_1615_);
                                                                        uint64_t l_1617_ = (l_1616_ << uint(63uL));
                                                                        uint64_t l_1618_ = (l_1614_ | l_1617_);
                                                                        double l_1619_ = l_1618_;
                                                                        l_mut_1246_ = l_1619_;
                                                                    } else {
                                                                        uint l_1620_ = asuint(l_1588_);
                                                                        uint l_1621_ = (l_1620_ + 1u);
                                                                        l_mut_48_ = l_1621_;
                                                                        uint l_1622_ = (l_1620_ & 2147483647u);
                                                                        bool l_1623_ = (l_1622_ == 0u);
                                                                        if (l_1623_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_1624_ = (l_1620_ & 2147483648u);
                                                                            bool l_1625_ = (l_1624_ != 0u);
                                                                            if (l_1625_) {
                                                                                uint l_1626_ = (l_1620_ - 1u);
                                                                                l_mut_48_ = l_1626_;
                                                                            } else {
                                                                                bool l_1627_ = (l_1620_ == 2139095040u);
                                                                                if (l_1627_) {
                                                                                    l_mut_48_ = l_1620_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3207 = l_mut_48_;
                                                                        float l_1628_ = asfloat(_e3207);
                                                                        uint l_1629_ = asuint(l_1628_);
                                                                        uint l_1630_ = (l_1629_ & 2147483647u);
                                                                        float l_1631_ = asfloat(l_1630_);
                                                                        double l_1632_ = double(l_1631_);
                                                                        l_mut_1610_ = l_1632_;
                                                                        bool l_1633_ = (l_1630_ < 8388608u);
                                                                        if (l_1633_) {
                                                                            double l_1634_ = double(l_1630_);
                                                                            double l_1635_ = (l_1634_ * 1.401298464324817e-45L);
                                                                            l_mut_1610_ = l_1635_;
                                                                        }
                                                                        double _e3219 = l_mut_1610_;
                                                                        uint64_t l_1636_ = _e3219;
                                                                        uint l_1637_ = (l_1629_ >> 31u);
                                                                        uint64_t l_1638_ = uint64_t(l_1637_);
                                                                        uint64_t l_1639_ = (l_1638_ << uint(63uL));
                                                                        uint64_t l_1640_ = (l_1636_ | l_1639_);
                                                                        double l_1641_ = l_1640_;
                                                                        bool l_1642_ = (l_1641_ <= l_1582_);
                                                                        if (l_1642_) {
                                                                            uint l_1643_ = asuint(l_1588_);
                                                                            uint l_1644_ = (l_1643_ + 1u);
                                                                            l_mut_48_ = l_1644_;
                                                                            uint l_1645_ = (l_1643_ & 2147483647u);
                                                                            bool l_1646_ = (l_1645_ == 0u);
                                                                            if (l_1646_) {
                                                                                l_mut_48_ = 1u;
                                                                            } else {
                                                                                uint l_1647_ = (l_1643_ & 2147483648u);
                                                                                bool l_1648_ = (l_1647_ != 0u);
                                                                                if (l_1648_) {
                                                                                    uint l_1649_ = (l_1643_ - 1u);
                                                                                    l_mut_48_ = l_1649_;
                                                                                } else {
                                                                                    bool l_1650_ = (l_1643_ == 2139095040u);
                                                                                    if (l_1650_) {
                                                                                        l_mut_48_ = l_1643_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e3247 = l_mut_48_;
                                                                            float l_1651_ = asfloat(_e3247);
                                                                            uint l_1652_ = asuint(l_1651_);
                                                                            uint l_1653_ = (l_1652_ & 2147483647u);
                                                                            float l_1654_ = asfloat(l_1653_);
                                                                            double l_1655_ = double(l_1654_);
                                                                            l_mut_1610_ = l_1655_;
                                                                            bool l_1656_ = (l_1653_ < 8388608u);
                                                                            if (l_1656_) {
                                                                                double l_1657_ = double(l_1653_);
                                                                                double l_1658_ = (l_1657_ * 1.401298464324817e-45L);
                                                                                l_mut_1610_ = l_1658_;
                                                                            }
                                                                            double _e3259 = l_mut_1610_;
                                                                            uint64_t l_1659_ = _e3259;
                                                                            uint l_1660_ = (l_1652_ >> 31u);
                                                                            uint64_t l_1661_ = uint64_t(l_1660_);
                                                                            uint64_t l_1662_ = (l_1661_ << uint(63uL));
                                                                            uint64_t l_1663_ = (l_1659_ | l_1662_);
                                                                            double l_1664_ = l_1663_;
                                                                            l_mut_1246_ = l_1664_;
                                                                        }
                                                                    }
                                                                }
                                                                double _e3270 = l_mut_1246_;
                                                                l_mut_1356_ = _e3270;
                                                            } else {
                                                                double l_1665_ = (l_1493_ - l_1496_);
                                                                double l_1666_ = -(l_1665_);
                                                                double l_1667_ = (l_1666_ * 7.1362384635298e44L);
                                                                double l_1668_ = floor(l_1667_);
                                                                double l_1669_ = (l_1668_ * 1.401298464324817e-45L);
                                                                l_mut_1610_ = l_1669_;
                                                                double l_1670_ = abs(l_1666_);
                                                                bool l_1671_ = (l_1670_ >= 1.1754943508222875e-38L);
                                                                if (l_1671_) {
                                                                    float l_1672_ = float(l_1666_);
                                                                    double l_1673_ = double(l_1672_);
                                                                    l_mut_1610_ = l_1673_;
                                                                    double _e3283 = l_mut_1610_;
                                                                    bool l_1674_ = (_e3283 > l_1666_);
                                                                    if (l_1674_) {
                                                                        uint l_1675_ = asuint(l_1672_);
                                                                        uint l_1676_ = (l_1675_ ^ 2147483648u);
                                                                        float l_1677_ = asfloat(l_1676_);
                                                                        uint l_1678_ = asuint(l_1677_);
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
                                                                        uint _e3305 = l_mut_48_;
                                                                        float l_1686_ = asfloat(_e3305);
                                                                        uint l_1687_ = asuint(l_1686_);
                                                                        uint l_1688_ = (l_1687_ ^ 2147483648u);
                                                                        float l_1689_ = asfloat(l_1688_);
                                                                        uint l_1690_ = asuint(l_1689_);
                                                                        uint l_1691_ = (l_1690_ & 2147483647u);
                                                                        float l_1692_ = asfloat(l_1691_);
                                                                        double l_1693_ = double(l_1692_);
                                                                        l_mut_1246_ = l_1693_;
                                                                        bool l_1694_ = (l_1691_ < 8388608u);
                                                                        if (l_1694_) {
                                                                            double l_1695_ = double(l_1691_);
                                                                            double l_1696_ = (l_1695_ * 1.401298464324817e-45L);
                                                                            l_mut_1246_ = l_1696_;
                                                                        }
                                                                        double _e3321 = l_mut_1246_;
                                                                        uint64_t l_1697_ = _e3321;
                                                                        uint l_1698_ = (l_1690_ >> 31u);
                                                                        uint64_t l_1699_ = uint64_t(l_1698_);
                                                                        uint64_t l_1700_ = (l_1699_ << uint(63uL));
                                                                        uint64_t l_1701_ = (l_1697_ | l_1700_);
                                                                        double l_1702_ = l_1701_;
                                                                        l_mut_1610_ = l_1702_;
                                                                    } else {
                                                                        uint l_1703_ = asuint(l_1672_);
                                                                        uint l_1704_ = (l_1703_ + 1u);
                                                                        l_mut_48_ = l_1704_;
                                                                        uint l_1705_ = (l_1703_ & 2147483647u);
                                                                        bool l_1706_ = (l_1705_ == 0u);
                                                                        if (l_1706_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_1707_ = (l_1703_ & 2147483648u);
                                                                            bool l_1708_ = (l_1707_ != 0u);
                                                                            if (l_1708_) {
                                                                                uint l_1709_ = (l_1703_ - 1u);
                                                                                l_mut_48_ = l_1709_;
                                                                            } else {
                                                                                bool l_1710_ = (l_1703_ == 2139095040u);
                                                                                if (l_1710_) {
                                                                                    l_mut_48_ = l_1703_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3348 = l_mut_48_;
                                                                        float l_1711_ = asfloat(_e3348);
                                                                        uint l_1712_ = asuint(l_1711_);
                                                                        uint l_1713_ = (l_1712_ & 2147483647u);
                                                                        float l_1714_ = asfloat(l_1713_);
                                                                        double l_1715_ = double(l_1714_);
                                                                        l_mut_1246_ = l_1715_;
                                                                        bool l_1716_ = (l_1713_ < 8388608u);
                                                                        if (l_1716_) {
                                                                            double l_1717_ = double(l_1713_);
                                                                            double l_1718_ = (l_1717_ * 1.401298464324817e-45L);
                                                                            l_mut_1246_ = l_1718_;
                                                                        }
                                                                        double _e3360 = l_mut_1246_;
                                                                        uint64_t l_1719_ = _e3360;
                                                                        uint l_1720_ = (l_1712_ >> 31u);
                                                                        uint64_t l_1721_ = uint64_t(l_1720_);
                                                                        uint64_t l_1722_ = (l_1721_ << uint(63uL));
                                                                        uint64_t l_1723_ = (l_1719_ | l_1722_);
                                                                        double l_1724_ = l_1723_;
                                                                        bool l_1725_ = (l_1724_ <= l_1666_);
                                                                        if (l_1725_) {
                                                                            uint l_1726_ = asuint(l_1672_);
                                                                            uint l_1727_ = (l_1726_ + 1u);
                                                                            l_mut_48_ = l_1727_;
                                                                            uint l_1728_ = (l_1726_ & 2147483647u);
                                                                            bool l_1729_ = (l_1728_ == 0u);
                                                                            if (l_1729_) {
                                                                                l_mut_48_ = 1u;
                                                                            } else {
                                                                                uint l_1730_ = (l_1726_ & 2147483648u);
                                                                                bool l_1731_ = (l_1730_ != 0u);
                                                                                if (l_1731_) {
                                                                                    uint l_1732_ = (l_1726_ - 1u);
                                                                                    l_mut_48_ = l_1732_;
                                                                                } else {
                                                                                    bool l_1733_ = (l_1726_ == 2139095040u);
                                                                                    if (l_1733_) {
                                                                                        l_mut_48_ = l_1726_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e3388 = l_mut_48_;
                                                                            float l_1734_ = asfloat(_e3388);
                                                                            uint l_1735_ = asuint(l_1734_);
                                                                            uint l_1736_ = (l_1735_ & 2147483647u);
                                                                            float l_1737_ = asfloat(l_1736_);
                                                                            double l_1738_ = double(l_1737_);
                                                                            l_mut_1246_ = l_1738_;
                                                                            bool l_1739_ = (l_1736_ < 8388608u);
                                                                            if (l_1739_) {
                                                                                double l_1740_ = double(l_1736_);
                                                                                double l_1741_ = (l_1740_ * 1.401298464324817e-45L);
                                                                                l_mut_1246_ = l_1741_;
                                                                            }
                                                                            double _e3400 = l_mut_1246_;
                                                                            uint64_t l_1742_ = _e3400;
                                                                            uint l_1743_ = (l_1735_ >> 31u);
                                                                            uint64_t l_1744_ = uint64_t(l_1743_);
                                                                            uint64_t l_1745_ = (l_1744_ << uint(63uL));
                                                                            uint64_t l_1746_ = (l_1742_ | l_1745_);
                                                                            double l_1747_ = l_1746_;
                                                                            l_mut_1610_ = l_1747_;
                                                                        }
                                                                    }
                                                                }
                                                                double _e3411 = l_mut_1610_;
                                                                double l_1748_ = -(_e3411);
                                                                l_mut_1356_ = l_1748_;
                                                            }
                                                            double _e3413 = l_mut_61_;
                                                            double l_1749_ = (_e3413 - l_19_);
                                                            double l_1750_ = abs(l_1749_);
                                                            double l_1751_ = (l_1750_ * 2.220446049250313e-16L);
                                                            double l_1752_ = (l_1236_ + l_1751_);
                                                            double l_1753_ = (l_1749_ + l_1752_);
                                                            double l_1754_ = -(l_1753_);
                                                            double l_1755_ = (l_1754_ * 7.1362384635298e44L);
                                                            double l_1756_ = floor(l_1755_);
                                                            double l_1757_ = (l_1756_ * 1.401298464324817e-45L);
                                                            l_mut_1610_ = l_1757_;
                                                            double l_1758_ = abs(l_1754_);
                                                            bool l_1759_ = (l_1758_ >= 1.1754943508222875e-38L);
                                                            if (l_1759_) {
                                                                float l_1760_ = float(l_1754_);
                                                                double l_1761_ = double(l_1760_);
                                                                l_mut_1610_ = l_1761_;
                                                                double _e3431 = l_mut_1610_;
                                                                bool l_1762_ = (_e3431 > l_1754_);
                                                                if (l_1762_) {
                                                                    uint l_1763_ = asuint(l_1760_);
                                                                    uint l_1764_ = (l_1763_ ^ 2147483648u);
                                                                    float l_1765_ = asfloat(l_1764_);
                                                                    uint l_1766_ = asuint(l_1765_);
                                                                    uint l_1767_ = (l_1766_ + 1u);
                                                                    l_mut_48_ = l_1767_;
                                                                    uint l_1768_ = (l_1766_ & 2147483647u);
                                                                    bool l_1769_ = (l_1768_ == 0u);
                                                                    if (l_1769_) {
                                                                        l_mut_48_ = 1u;
                                                                    } else {
                                                                        uint l_1770_ = (l_1766_ & 2147483648u);
                                                                        bool l_1771_ = (l_1770_ != 0u);
                                                                        if (l_1771_) {
                                                                            uint l_1772_ = (l_1766_ - 1u);
                                                                            l_mut_48_ = l_1772_;
                                                                        } else {
                                                                            bool l_1773_ = (l_1766_ == 2139095040u);
                                                                            if (l_1773_) {
                                                                                l_mut_48_ = l_1766_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e3453 = l_mut_48_;
                                                                    float l_1774_ = asfloat(_e3453);
                                                                    uint l_1775_ = asuint(l_1774_);
                                                                    uint l_1776_ = (l_1775_ ^ 2147483648u);
                                                                    float l_1777_ = asfloat(l_1776_);
                                                                    uint l_1778_ = asuint(l_1777_);
                                                                    uint l_1779_ = (l_1778_ & 2147483647u);
                                                                    float l_1780_ = asfloat(l_1779_);
                                                                    double l_1781_ = double(l_1780_);
                                                                    l_mut_1246_ = l_1781_;
                                                                    bool l_1782_ = (l_1779_ < 8388608u);
                                                                    if (l_1782_) {
                                                                        double l_1783_ = double(l_1779_);
                                                                        double l_1784_ = (l_1783_ * 1.401298464324817e-45L);
                                                                        l_mut_1246_ = l_1784_;
                                                                    }
                                                                    double _e3469 = l_mut_1246_;
                                                                    uint64_t l_1785_ = _e3469;
                                                                    uint l_1786_ = (l_1778_ >> 31u);
                                                                    uint64_t l_1787_ = uint64_t(l_1786_);
                                                                    uint64_t l_1788_ = (l_1787_ << uint(63uL));
                                                                    uint64_t l_1789_ = (l_1785_ | l_1788_);
                                                                    double l_1790_ = l_1789_;
                                                                    l_mut_1610_ = l_1790_;
                                                                } else {
                                                                    uint l_1791_ = asuint(l_1760_);
                                                                    uint l_1792_ = (l_1791_ + 1u);
                                                                    l_mut_48_ = l_1792_;
                                                                    uint l_1793_ = (l_1791_ & 2147483647u);
                                                                    bool l_1794_ = (l_1793_ == 0u);
                                                                    if (l_1794_) {
                                                                        l_mut_48_ = 1u;
                                                                    } else {
                                                                        uint l_1795_ = (l_1791_ & 2147483648u);
                                                                        bool l_1796_ = (l_1795_ != 0u);
                                                                        if (l_1796_) {
                                                                            uint l_1797_ = (l_1791_ - 1u);
                                                                            l_mut_48_ = l_1797_;
                                                                        } else {
                                                                            bool l_1798_ = (l_1791_ == 2139095040u);
                                                                            if (l_1798_) {
                                                                                l_mut_48_ = l_1791_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e3496 = l_mut_48_;
                                                                    float l_1799_ = asfloat(_e3496);
                                                                    uint l_1800_ = asuint(l_1799_);
                                                                    uint l_1801_ = (l_1800_ & 2147483647u);
                                                                    float l_1802_ = asfloat(l_1801_);
                                                                    double l_1803_ = double(l_1802_);
                                                                    l_mut_1246_ = l_1803_;
                                                                    bool l_1804_ = (l_1801_ < 8388608u);
                                                                    if (l_1804_) {
                                                                        double l_1805_ = double(l_1801_);
                                                                        double l_1806_ = (l_1805_ * 1.401298464324817e-45L);
                                                                        l_mut_1246_ = l_1806_;
                                                                    }
                                                                    double _e3508 = l_mut_1246_;
                                                                    uint64_t l_1807_ = _e3508;
                                                                    uint l_1808_ = (l_1800_ >> 31u);
                                                                    uint64_t l_1809_ = uint64_t(l_1808_);
                                                                    uint64_t l_1810_ = (l_1809_ << uint(63uL));
                                                                    uint64_t l_1811_ = (l_1807_ | l_1810_);
                                                                    double l_1812_ = l_1811_;
                                                                    bool l_1813_ = (l_1812_ <= l_1754_);
                                                                    if (l_1813_) {
                                                                        uint l_1814_ = asuint(l_1760_);
                                                                        uint l_1815_ = (l_1814_ + 1u);
                                                                        l_mut_48_ = l_1815_;
                                                                        uint l_1816_ = (l_1814_ & 2147483647u);
                                                                        bool l_1817_ = (l_1816_ == 0u);
                                                                        if (l_1817_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_1818_ = (l_1814_ & 2147483648u);
                                                                            bool l_1819_ = (l_1818_ != 0u);
                                                                            if (l_1819_) {
                                                                                uint l_1820_ = (l_1814_ - 1u);
                                                                                l_mut_48_ = l_1820_;
                                                                            } else {
                                                                                bool l_1821_ = (l_1814_ == 2139095040u);
                                                                                if (l_1821_) {
                                                                                    l_mut_48_ = l_1814_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3536 = l_mut_48_;
                                                                        float l_1822_ = asfloat(_e3536);
                                                                        uint l_1823_ = asuint(l_1822_);
                                                                        uint l_1824_ = (l_1823_ & 2147483647u);
                                                                        float l_1825_ = asfloat(l_1824_);
                                                                        double l_1826_ = double(l_1825_);
                                                                        l_mut_1246_ = l_1826_;
                                                                        bool l_1827_ = (l_1824_ < 8388608u);
                                                                        if (l_1827_) {
                                                                            double l_1828_ = double(l_1824_);
                                                                            double l_1829_ = (l_1828_ * 1.401298464324817e-45L);
                                                                            l_mut_1246_ = l_1829_;
                                                                        }
                                                                        double _e3548 = l_mut_1246_;
                                                                        uint64_t l_1830_ = _e3548;
                                                                        uint l_1831_ = (l_1823_ >> 31u);
                                                                        uint64_t l_1832_ = uint64_t(l_1831_);
                                                                        uint64_t l_1833_ = (l_1832_ << uint(63uL));
                                                                        uint64_t l_1834_ = (l_1830_ | l_1833_);
                                                                        double l_1835_ = l_1834_;
                                                                        l_mut_1610_ = l_1835_;
                                                                    }
                                                                }
                                                            }
                                                            double _e3559 = l_mut_1610_;
                                                            double l_1836_ = -(_e3559);
                                                            l_mut_1610_ = l_1836_;
                                                            if (true) {
                                                                local_66 = true;
                                                            } else {
                                                                local_66 = false;
                                                            }
                                                            bool l_1837_ = local_66;
                                                            if (l_1837_) {
                                                                double l_1838_ = (l_1749_ + l_1752_);
                                                                double l_1839_ = (l_1838_ * 7.1362384635298e44L);
                                                                double l_1840_ = floor(l_1839_);
                                                                double l_1841_ = (l_1840_ * 1.401298464324817e-45L);
                                                                l_mut_1246_ = l_1841_;
                                                                double l_1842_ = abs(l_1838_);
                                                                bool l_1843_ = (l_1842_ >= 1.1754943508222875e-38L);
                                                                if (l_1843_) {
                                                                    float l_1844_ = float(l_1838_);
                                                                    double l_1845_ = double(l_1844_);
                                                                    l_mut_1246_ = l_1845_;
                                                                    double _e3578 = l_mut_1246_;
                                                                    bool l_1846_ = (_e3578 > l_1838_);
                                                                    if (l_1846_) {
                                                                        uint l_1847_ = asuint(l_1844_);
                                                                        uint l_1848_ = (l_1847_ ^ 2147483648u);
                                                                        float l_1849_ = asfloat(l_1848_);
                                                                        uint l_1850_ = asuint(l_1849_);
                                                                        uint l_1851_ = (l_1850_ + 1u);
                                                                        l_mut_48_ = l_1851_;
                                                                        uint l_1852_ = (l_1850_ & 2147483647u);
                                                                        bool l_1853_ = (l_1852_ == 0u);
                                                                        if (l_1853_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_1854_ = (l_1850_ & 2147483648u);
                                                                            bool l_1855_ = (l_1854_ != 0u);
                                                                            if (l_1855_) {
                                                                                uint l_1856_ = (l_1850_ - 1u);
                                                                                l_mut_48_ = l_1856_;
                                                                            } else {
                                                                                bool l_1857_ = (l_1850_ == 2139095040u);
                                                                                if (l_1857_) {
                                                                                    l_mut_48_ = l_1850_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3600 = l_mut_48_;
                                                                        float l_1858_ = asfloat(_e3600);
                                                                        uint l_1859_ = asuint(l_1858_);
                                                                        uint l_1860_ = (l_1859_ ^ 2147483648u);
                                                                        float l_1861_ = asfloat(l_1860_);
                                                                        uint l_1862_ = asuint(l_1861_);
                                                                        uint l_1863_ = (l_1862_ & 2147483647u);
                                                                        float l_1864_ = asfloat(l_1863_);
                                                                        double l_1865_ = double(l_1864_);
                                                                        l_mut_1866_ = l_1865_;
                                                                        bool l_1867_ = (l_1863_ < 8388608u);
                                                                        if (l_1867_) {
                                                                            double l_1868_ = double(l_1863_);
                                                                            double l_1869_ = (l_1868_ * 1.401298464324817e-45L);
                                                                            l_mut_1866_ = l_1869_;
                                                                        }
                                                                        double _e3616 = l_mut_1866_;
                                                                        uint64_t l_1870_ = _e3616;
                                                                        uint l_1871_ = (l_1862_ >> 31u);
                                                                        uint64_t l_1872_ = uint64_t(l_1871_);
                                                                        uint64_t l_1873_ = (l_1872_ << uint(63uL));
                                                                        uint64_t l_1874_ = (l_1870_ | l_1873_);
                                                                        double l_1875_ = l_1874_;
                                                                        l_mut_1246_ = l_1875_;
                                                                    } else {
                                                                        uint l_1876_ = asuint(l_1844_);
                                                                        uint l_1877_ = (l_1876_ + 1u);
                                                                        l_mut_48_ = l_1877_;
                                                                        uint l_1878_ = (l_1876_ & 2147483647u);
                                                                        bool l_1879_ = (l_1878_ == 0u);
                                                                        if (l_1879_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_1880_ = (l_1876_ & 2147483648u);
                                                                            bool l_1881_ = (l_1880_ != 0u);
                                                                            if (l_1881_) {
                                                                                uint l_1882_ = (l_1876_ - 1u);
                                                                                l_mut_48_ = l_1882_;
                                                                            } else {
                                                                                bool l_1883_ = (l_1876_ == 2139095040u);
                                                                                if (l_1883_) {
                                                                                    l_mut_48_ = l_1876_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3643 = l_mut_48_;
                                                                        float l_1884_ = asfloat(_e3643);
                                                                        uint l_1885_ = asuint(l_1884_);
                                                                        uint l_1886_ = (l_1885_ & 2147483647u);
                                                                        float l_1887_ = asfloat(l_1886_);
                                                                        double l_1888_ = double(l_1887_);
                                                                        l_mut_1866_ = l_1888_;
                                                                        bool l_1889_ = (l_1886_ < 8388608u);
                                                                        if (l_1889_) {
                                                                            double l_1890_ = double(l_1886_);
                                                                            double l_1891_ = (l_1890_ * 1.401298464324817e-45L);
                                                                            l_mut_1866_ = l_1891_;
                                                                        }
                                                                        double _e3655 = l_mut_1866_;
                                                                        uint64_t l_1892_ = _e3655;
                                                                        uint l_1893_ = (l_1885_ >> 31u);
                                                                        uint64_t l_1894_ = uint64_t(l_1893_);
                                                                        uint64_t l_1895_ = (l_1894_ << uint(63uL));
                                                                        uint64_t l_1896_ = (l_1892_ | l_1895_);
                                                                        double l_1897_ = l_1896_;
                                                                        bool l_1898_ = (l_1897_ <= l_1838_);
                                                                        if (l_1898_) {
                                                                            uint l_1899_ = asuint(l_1844_);
                                                                            uint l_1900_ = (l_1899_ + 1u);
                                                                            l_mut_48_ = l_1900_;
                                                                            uint l_1901_ = (l_1899_ & 2147483647u);
                                                                            bool l_1902_ = (l_1901_ == 0u);
                                                                            if (l_1902_) {
                                                                                l_mut_48_ = 1u;
                                                                            } else {
                                                                                uint l_1903_ = (l_1899_ & 2147483648u);
                                                                                bool l_1904_ = (l_1903_ != 0u);
                                                                                if (l_1904_) {
                                                                                    uint l_1905_ = (l_1899_ - 1u);
                                                                                    l_mut_48_ = l_1905_;
                                                                                } else {
                                                                                    bool l_1906_ = (l_1899_ == 2139095040u);
                                                                                    if (l_1906_) {
                                                                                        l_mut_48_ = l_1899_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e3683 = l_mut_48_;
                                                                            float l_1907_ = asfloat(_e3683);
                                                                            uint l_1908_ = asuint(l_1907_);
                                                                            uint l_1909_ = (l_1908_ & 2147483647u);
                                                                            float l_1910_ = asfloat(l_1909_);
                                                                            double l_1911_ = double(l_1910_);
                                                                            l_mut_1866_ = l_1911_;
                                                                            bool l_1912_ = (l_1909_ < 8388608u);
                                                                            if (l_1912_) {
                                                                                double l_1913_ = double(l_1909_);
                                                                                double l_1914_ = (l_1913_ * 1.401298464324817e-45L);
                                                                                l_mut_1866_ = l_1914_;
                                                                            }
                                                                            double _e3695 = l_mut_1866_;
                                                                            uint64_t l_1915_ = _e3695;
                                                                            uint l_1916_ = (l_1908_ >> 31u);
                                                                            uint64_t l_1917_ = uint64_t(l_1916_);
                                                                            uint64_t l_1918_ = (l_1917_ << uint(63uL));
                                                                            uint64_t l_1919_ = (l_1915_ | l_1918_);
                                                                            double l_1920_ = l_1919_;
                                                                            l_mut_1246_ = l_1920_;
                                                                        }
                                                                    }
                                                                }
                                                                double _e3706 = l_mut_1246_;
                                                                l_mut_1610_ = _e3706;
                                                            } else {
                                                                double l_1921_ = (l_1749_ - l_1752_);
                                                                double l_1922_ = (l_1921_ * 7.1362384635298e44L);
                                                                double l_1923_ = floor(l_1922_);
                                                                double l_1924_ = (l_1923_ * 1.401298464324817e-45L);
                                                                l_mut_1866_ = l_1924_;
                                                                double l_1925_ = abs(l_1921_);
                                                                bool l_1926_ = (l_1925_ >= 1.1754943508222875e-38L);
                                                                if (l_1926_) {
                                                                    float l_1927_ = float(l_1921_);
                                                                    double l_1928_ = double(l_1927_);
                                                                    l_mut_1866_ = l_1928_;
                                                                    double _e3718 = l_mut_1866_;
                                                                    bool l_1929_ = (_e3718 > l_1921_);
                                                                    if (l_1929_) {
                                                                        uint l_1930_ = asuint(l_1927_);
                                                                        uint l_1931_ = (l_1930_ ^ 2147483648u);
                                                                        float l_1932_ = asfloat(l_1931_);
                                                                        uint l_1933_ = asuint(l_1932_);
                                                                        uint l_1934_ = (l_1933_ + 1u);
                                                                        l_mut_48_ = l_1934_;
                                                                        uint l_1935_ = (l_1933_ & 2147483647u);
                                                                        bool l_1936_ = (l_1935_ == 0u);
                                                                        if (l_1936_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_1937_ = (l_1933_ & 2147483648u);
                                                                            bool l_1938_ = (l_1937_ != 0u);
                                                                            if (l_1938_) {
                                                                                uint l_1939_ = (l_1933_ - 1u);
                                                                                l_mut_48_ = l_1939_;
                                                                            } else {
                                                                                bool l_1940_ = (l_1933_ == 2139095040u);
                                                                                if (l_1940_) {
                                                                                    l_mut_48_ = l_1933_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3740 = l_mut_48_;
                                                                        float l_1941_ = asfloat(_e3740);
                                                                        uint l_1942_ = asuint(l_1941_);
                                                                        uint l_1943_ = (l_1942_ ^ 2147483648u);
                                                                        float l_1944_ = asfloat(l_1943_);
                                                                        uint l_1945_ = asuint(l_1944_);
                                                                        uint l_1946_ = (l_1945_ & 2147483647u);
                                                                        float l_1947_ = asfloat(l_1946_);
                                                                        double l_1948_ = double(l_1947_);
                                                                        l_mut_1246_ = l_1948_;
                                                                        bool l_1949_ = (l_1946_ < 8388608u);
                                                                        if (l_1949_) {
                                                                            double l_1950_ = double(l_1946_);
                                                                            double l_1951_ = (l_1950_ * 1.401298464324817e-45L);
                                                                            l_mut_1246_ = l_1951_;
                                                                        }
                                                                        double _e3756 = l_mut_1246_;
                                                                        uint64_t l_1952_ = _e3756;
                                                                        uint l_1953_ = (l_1945_ >> 31u);
                                                                        uint64_t l_1954_ = uint64_t(l_1953_);
                                                                        uint64_t l_1955_ = (l_1954_ << uint(63uL));
                                                                        uint64_t l_1956_ = (l_1952_ | l_1955_);
                                                                        double l_1957_ = l_1956_;
                                                                        l_mut_1866_ = l_1957_;
                                                                    } else {
                                                                        uint l_1958_ = asuint(l_1927_);
                                                                        uint l_1959_ = (l_1958_ + 1u);
                                                                        l_mut_48_ = l_1959_;
                                                                        uint l_1960_ = (l_1958_ & 2147483647u);
                                                                        bool l_1961_ = (l_1960_ == 0u);
                                                                        if (l_1961_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_1962_ = (l_1958_ & 2147483648u);
                                                                            bool l_1963_ = (l_1962_ != 0u);
                                                                            if (l_1963_) {
                                                                                uint l_1964_ = (l_1958_ - 1u);
                                                                                l_mut_48_ = l_1964_;
                                                                            } else {
                                                                                bool l_1965_ = (l_1958_ == 2139095040u);
                                                                                if (l_1965_) {
                                                                                    l_mut_48_ = l_1958_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3783 = l_mut_48_;
                                                                        float l_1966_ = asfloat(_e3783);
                                                                        uint l_1967_ = asuint(l_1966_);
                                                                        uint l_1968_ = (l_1967_ & 2147483647u);
                                                                        float l_1969_ = asfloat(l_1968_);
                                                                        double l_1970_ = double(l_1969_);
                                                                        l_mut_1246_ = l_1970_;
                                                                        bool l_1971_ = (l_1968_ < 8388608u);
                                                                        if (l_1971_) {
                                                                            double l_1972_ = double(l_1968_);
                                                                            double l_1973_ = (l_1972_ * 1.401298464324817e-45L);
                                                                            l_mut_1246_ = l_1973_;
                                                                        }
                                                                        double _e3795 = l_mut_1246_;
                                                                        uint64_t l_1974_ = _e3795;
                                                                        uint l_1975_ = (l_1967_ >> 31u);
                                                                        uint64_t l_1976_ = uint64_t(l_1975_);
                                                                        uint64_t l_1977_ = (l_1976_ << uint(63uL));
                                                                        uint64_t l_1978_ = (l_1974_ | l_1977_);
                                                                        double l_1979_ = l_1978_;
                                                                        bool l_1980_ = (l_1979_ <= l_1921_);
                                                                        if (l_1980_) {
                                                                            uint l_1981_ = asuint(l_1927_);
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
                                                                            uint _e3823 = l_mut_48_;
                                                                            float l_1989_ = asfloat(_e3823);
                                                                            uint l_1990_ = asuint(l_1989_);
                                                                            uint l_1991_ = (l_1990_ & 2147483647u);
                                                                            float l_1992_ = asfloat(l_1991_);
                                                                            double l_1993_ = double(l_1992_);
                                                                            l_mut_1246_ = l_1993_;
                                                                            bool l_1994_ = (l_1991_ < 8388608u);
                                                                            if (l_1994_) {
                                                                                double l_1995_ = double(l_1991_);
                                                                                double l_1996_ = (l_1995_ * 1.401298464324817e-45L);
                                                                                l_mut_1246_ = l_1996_;
                                                                            }
                                                                            double _e3835 = l_mut_1246_;
                                                                            uint64_t l_1997_ = _e3835;
                                                                            uint l_1998_ = (l_1990_ >> 31u);
                                                                            uint64_t l_1999_ = uint64_t(l_1998_);
                                                                            uint64_t l_2000_ = (l_1999_ << uint(63uL));
                                                                            uint64_t l_2001_ = (l_1997_ | l_2000_);
                                                                            double l_2002_ = l_2001_;
                                                                            l_mut_1866_ = l_2002_;
                                                                        }
                                                                    }
                                                                }
                                                                double _e3846 = l_mut_1866_;
                                                                l_mut_1610_ = _e3846;
                                                            }
                                                            double _e3847 = l_mut_61_;
                                                            double l_2003_ = (_e3847 + l_19_);
                                                            double l_2004_ = abs(l_2003_);
                                                            double l_2005_ = (l_2004_ * 2.220446049250313e-16L);
                                                            double l_2006_ = (l_1236_ + l_2005_);
                                                            double l_2007_ = (l_2003_ + l_2006_);
                                                            double l_2008_ = -(l_2007_);
                                                            double l_2009_ = (l_2008_ * 7.1362384635298e44L);
                                                            double l_2010_ = floor(l_2009_);
                                                            double l_2011_ = (l_2010_ * 1.401298464324817e-45L);
                                                            l_mut_1866_ = l_2011_;
                                                            double l_2012_ = abs(l_2008_);
                                                            bool l_2013_ = (l_2012_ >= 1.1754943508222875e-38L);
                                                            if (l_2013_) {
                                                                float l_2014_ = float(l_2008_);
                                                                double l_2015_ = double(l_2014_);
                                                                l_mut_1866_ = l_2015_;
                                                                double _e3865 = l_mut_1866_;
                                                                bool l_2016_ = (_e3865 > l_2008_);
                                                                if (l_2016_) {
                                                                    uint l_2017_ = asuint(l_2014_);
                                                                    uint l_2018_ = (l_2017_ ^ 2147483648u);
                                                                    float l_2019_ = asfloat(l_2018_);
                                                                    uint l_2020_ = asuint(l_2019_);
                                                                    uint l_2021_ = (l_2020_ + 1u);
                                                                    l_mut_48_ = l_2021_;
                                                                    uint l_2022_ = (l_2020_ & 2147483647u);
                                                                    bool l_2023_ = (l_2022_ == 0u);
                                                                    if (l_2023_) {
                                                                        l_mut_48_ = 1u;
                                                                    } else {
                                                                        uint l_2024_ = (l_2020_ & 2147483648u);
                                                                        bool l_2025_ = (l_2024_ != 0u);
                                                                        if (l_2025_) {
                                                                            uint l_2026_ = (l_2020_ - 1u);
                                                                            l_mut_48_ = l_2026_;
                                                                        } else {
                                                                            bool l_2027_ = (l_2020_ == 2139095040u);
                                                                            if (l_2027_) {
                                                                                l_mut_48_ = l_2020_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e3887 = l_mut_48_;
                                                                    float l_2028_ = asfloat(_e3887);
                                                                    uint l_2029_ = asuint(l_2028_);
                                                                    uint l_2030_ = (l_2029_ ^ 2147483648u);
                                                                    float l_2031_ = asfloat(l_2030_);
                                                                    uint l_2032_ = asuint(l_2031_);
                                                                    uint l_2033_ = (l_2032_ & 2147483647u);
                                                                    float l_2034_ = asfloat(l_2033_);
                                                                    double l_2035_ = double(l_2034_);
                                                                    l_mut_1246_ = l_2035_;
                                                                    bool l_2036_ = (l_2033_ < 8388608u);
                                                                    if (l_2036_) {
                                                                        double l_2037_ = double(l_2033_);
                                                                        double l_2038_ = (l_2037_ * 1.401298464324817e-45L);
                                                                        l_mut_1246_ = l_2038_;
                                                                    }
                                                                    double _e3903 = l_mut_1246_;
                                                                    uint64_t l_2039_ = _e3903;
                                                                    uint l_2040_ = (l_2032_ >> 31u);
                                                                    uint64_t l_2041_ = uint64_t(l_2040_);
                                                                    uint64_t l_2042_ = (l_2041_ << uint(63uL));
                                                                    uint64_t l_2043_ = (l_2039_ | l_2042_);
                                                                    double l_2044_ = l_2043_;
                                                                    l_mut_1866_ = l_2044_;
                                                                } else {
                                                                    uint l_2045_ = asuint(l_2014_);
                                                                    uint l_2046_ = (l_2045_ + 1u);
                                                                    l_mut_48_ = l_2046_;
                                                                    uint l_2047_ = (l_2045_ & 2147483647u);
                                                                    bool l_2048_ = (l_2047_ == 0u);
                                                                    if (l_2048_) {
                                                                        l_mut_48_ = 1u;
                                                                    } else {
                                                                        uint l_2049_ = (l_2045_ & 2147483648u);
                                                                        bool l_2050_ = (l_2049_ != 0u);
                                                                        if (l_2050_) {
                                                                            uint l_2051_ = (l_2045_ - 1u);
                                                                            l_mut_48_ = l_2051_;
                                                                        } else {
                                                                            bool l_2052_ = (l_2045_ == 2139095040u);
                                                                            if (l_2052_) {
                                                                                l_mut_48_ = l_2045_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e3930 = l_mut_48_;
                                                                    float l_2053_ = asfloat(_e3930);
                                                                    uint l_2054_ = asuint(l_2053_);
                                                                    uint l_2055_ = (l_2054_ & 2147483647u);
                                                                    float l_2056_ = asfloat(l_2055_);
                                                                    double l_2057_ = double(l_2056_);
                                                                    l_mut_1246_ = l_2057_;
                                                                    bool l_2058_ = (l_2055_ < 8388608u);
                                                                    if (l_2058_) {
                                                                        double l_2059_ = double(l_2055_);
                                                                        double l_2060_ = (l_2059_ * 1.401298464324817e-45L);
                                                                        l_mut_1246_ = l_2060_;
                                                                    }
                                                                    double _e3942 = l_mut_1246_;
                                                                    uint64_t l_2061_ = _e3942;
                                                                    uint l_2062_ = (l_2054_ >> 31u);
                                                                    uint64_t l_2063_ = uint64_t(l_2062_);
                                                                    uint64_t l_2064_ = (l_2063_ << uint(63uL));
                                                                    uint64_t l_2065_ = (l_2061_ | l_2064_);
                                                                    double l_2066_ = l_2065_;
                                                                    bool l_2067_ = (l_2066_ <= l_2008_);
                                                                    if (l_2067_) {
                                                                        uint l_2068_ = asuint(l_2014_);
                                                                        uint l_2069_ = (l_2068_ + 1u);
                                                                        l_mut_48_ = l_2069_;
                                                                        uint l_2070_ = (l_2068_ & 2147483647u);
                                                                        bool l_2071_ = (l_2070_ == 0u);
                                                                        if (l_2071_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_2072_ = (l_2068_ & 2147483648u);
                                                                            bool l_2073_ = (l_2072_ != 0u);
                                                                            if (l_2073_) {
                                                                                uint l_2074_ = (l_2068_ - 1u);
                                                                                l_mut_48_ = l_2074_;
                                                                            } else {
                                                                                bool l_2075_ = (l_2068_ == 2139095040u);
                                                                                if (l_2075_) {
                                                                                    l_mut_48_ = l_2068_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3970 = l_mut_48_;
                                                                        float l_2076_ = asfloat(_e3970);
                                                                        uint l_2077_ = asuint(l_2076_);
                                                                        uint l_2078_ = (l_2077_ & 2147483647u);
                                                                        float l_2079_ = asfloat(l_2078_);
                                                                        double l_2080_ = double(l_2079_);
                                                                        l_mut_1246_ = l_2080_;
                                                                        bool l_2081_ = (l_2078_ < 8388608u);
                                                                        if (l_2081_) {
                                                                            double l_2082_ = double(l_2078_);
                                                                            double l_2083_ = (l_2082_ * 1.401298464324817e-45L);
                                                                            l_mut_1246_ = l_2083_;
                                                                        }
                                                                        double _e3982 = l_mut_1246_;
                                                                        uint64_t l_2084_ = _e3982;
                                                                        uint l_2085_ = (l_2077_ >> 31u);
                                                                        uint64_t l_2086_ = uint64_t(l_2085_);
                                                                        uint64_t l_2087_ = (l_2086_ << uint(63uL));
                                                                        uint64_t l_2088_ = (l_2084_ | l_2087_);
                                                                        double l_2089_ = l_2088_;
                                                                        l_mut_1866_ = l_2089_;
                                                                    }
                                                                }
                                                            }
                                                            double _e3993 = l_mut_1866_;
                                                            double l_2090_ = -(_e3993);
                                                            l_mut_1866_ = l_2090_;
                                                            if (false) {
                                                                local_67 = true;
                                                            } else {
                                                                local_67 = false;
                                                            }
                                                            bool l_2091_ = local_67;
                                                            if (l_2091_) {
                                                                double l_2092_ = (l_2003_ + l_2006_);
                                                                double l_2093_ = (l_2092_ * 7.1362384635298e44L);
                                                                double l_2094_ = floor(l_2093_);
                                                                double l_2095_ = (l_2094_ * 1.401298464324817e-45L);
                                                                l_mut_1246_ = l_2095_;
                                                                double l_2096_ = abs(l_2092_);
                                                                bool l_2097_ = (l_2096_ >= 1.1754943508222875e-38L);
                                                                if (l_2097_) {
                                                                    float l_2098_ = float(l_2092_);
                                                                    double l_2099_ = double(l_2098_);
                                                                    l_mut_1246_ = l_2099_;
                                                                    double _e4012 = l_mut_1246_;
                                                                    bool l_2100_ = (_e4012 > l_2092_);
                                                                    if (l_2100_) {
                                                                        uint l_2101_ = asuint(l_2098_);
                                                                        uint l_2102_ = (l_2101_ ^ 2147483648u);
                                                                        float l_2103_ = asfloat(l_2102_);
                                                                        uint l_2104_ = asuint(l_2103_);
                                                                        uint l_2105_ = (l_2104_ + 1u);
                                                                        l_mut_48_ = l_2105_;
                                                                        uint l_2106_ = (l_2104_ & 2147483647u);
                                                                        bool l_2107_ = (l_2106_ == 0u);
                                                                        if (l_2107_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_2108_ = (l_2104_ & 2147483648u);
                                                                            bool l_2109_ = (l_2108_ != 0u);
                                                                            if (l_2109_) {
                                                                                uint l_2110_ = (l_2104_ - 1u);
                                                                                l_mut_48_ = l_2110_;
                                                                            } else {
                                                                                bool l_2111_ = (l_2104_ == 2139095040u);
                                                                                if (l_2111_) {
                                                                                    l_mut_48_ = l_2104_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e4034 = l_mut_48_;
                                                                        float l_2112_ = asfloat(_e4034);
                                                                        uint l_2113_ = asuint(l_2112_);
                                                                        uint l_2114_ = (l_2113_ ^ 2147483648u);
                                                                        float l_2115_ = asfloat(l_2114_);
                                                                        uint l_2116_ = asuint(l_2115_);
                                                                        uint l_2117_ = (l_2116_ & 2147483647u);
                                                                        float l_2118_ = asfloat(l_2117_);
                                                                        double l_2119_ = double(l_2118_);
                                                                        l_mut_2120_ = l_2119_;
                                                                        bool l_2121_ = (l_2117_ < 8388608u);
                                                                        if (l_2121_) {
                                                                            double l_2122_ = double(l_2117_);
                                                                            double l_2123_ = (l_2122_ * 1.401298464324817e-45L);
                                                                            l_mut_2120_ = l_2123_;
                                                                        }
                                                                        double _e4050 = l_mut_2120_;
                                                                        uint64_t l_2124_ = _e4050;
                                                                        uint l_2125_ = (l_2116_ >> 31u);
                                                                        uint64_t l_2126_ = uint64_t(l_2125_);
                                                                        uint64_t l_2127_ = (l_2126_ << uint(63uL));
                                                                        uint64_t l_2128_ = (l_2124_ | l_2127_);
                                                                        double l_2129_ = l_2128_;
                                                                        l_mut_1246_ = l_2129_;
                                                                    } else {
                                                                        uint l_2130_ = asuint(l_2098_);
                                                                        uint l_2131_ = (l_2130_ + 1u);
                                                                        l_mut_48_ = l_2131_;
                                                                        uint l_2132_ = (l_2130_ & 2147483647u);
                                                                        bool l_2133_ = (l_2132_ == 0u);
                                                                        if (l_2133_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_2134_ = (l_2130_ & 2147483648u);
                                                                            bool l_2135_ = (l_2134_ != 0u);
                                                                            if (l_2135_) {
                                                                                uint l_2136_ = (l_2130_ - 1u);
                                                                                l_mut_48_ = l_2136_;
                                                                            } else {
                                                                                bool l_2137_ = (l_2130_ == 2139095040u);
                                                                                if (l_2137_) {
                                                                                    l_mut_48_ = l_2130_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e4077 = l_mut_48_;
                                                                        float l_2138_ = asfloat(_e4077);
                                                                        uint l_2139_ = asuint(l_2138_);
                                                                        uint l_2140_ = (l_2139_ & 2147483647u);
                                                                        float l_2141_ = asfloat(l_2140_);
                                                                        double l_2142_ = double(l_2141_);
                                                                        l_mut_2120_ = l_2142_;
                                                                        bool l_2143_ = (l_2140_ < 8388608u);
                                                                        if (l_2143_) {
                                                                            double l_2144_ = double(l_2140_);
                                                                            double l_2145_ = (l_2144_ * 1.401298464324817e-45L);
                                                                            l_mut_2120_ = l_2145_;
                                                                        }
                                                                        double _e4089 = l_mut_2120_;
                                                                        uint64_t l_2146_ = _e4089;
                                                                        uint l_2147_ = (l_2139_ >> 31u);
                                                                        uint64_t l_2148_ = uint64_t(l_2147_);
                                                                        uint64_t l_2149_ = (l_2148_ << uint(63uL));
                                                                        uint64_t l_2150_ = (l_2146_ | l_2149_);
                                                                        double l_2151_ = l_2150_;
                                                                        bool l_2152_ = (l_2151_ <= l_2092_);
                                                                        if (l_2152_) {
                                                                            uint l_2153_ = asuint(l_2098_);
                                                                            uint l_2154_ = (l_2153_ + 1u);
                                                                            l_mut_48_ = l_2154_;
                                                                            uint l_2155_ = (l_2153_ & 2147483647u);
                                                                            bool l_2156_ = (l_2155_ == 0u);
                                                                            if (l_2156_) {
                                                                                l_mut_48_ = 1u;
                                                                            } else {
                                                                                uint l_2157_ = (l_2153_ & 2147483648u);
                                                                                bool l_2158_ = (l_2157_ != 0u);
                                                                                if (l_2158_) {
                                                                                    uint l_2159_ = (l_2153_ - 1u);
                                                                                    l_mut_48_ = l_2159_;
                                                                                } else {
                                                                                    bool l_2160_ = (l_2153_ == 2139095040u);
                                                                                    if (l_2160_) {
                                                                                        l_mut_48_ = l_2153_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e4117 = l_mut_48_;
                                                                            float l_2161_ = asfloat(_e4117);
                                                                            uint l_2162_ = asuint(l_2161_);
                                                                            uint l_2163_ = (l_2162_ & 2147483647u);
                                                                            float l_2164_ = asfloat(l_2163_);
                                                                            double l_2165_ = double(l_2164_);
                                                                            l_mut_2120_ = l_2165_;
                                                                            bool l_2166_ = (l_2163_ < 8388608u);
                                                                            if (l_2166_) {
                                                                                double l_2167_ = double(l_2163_);
                                                                                double l_2168_ = (l_2167_ * 1.401298464324817e-45L);
                                                                                l_mut_2120_ = l_2168_;
                                                                            }
                                                                            double _e4129 = l_mut_2120_;
                                                                            uint64_t l_2169_ = _e4129;
                                                                            uint l_2170_ = (l_2162_ >> 31u);
                                                                            uint64_t l_2171_ = uint64_t(l_2170_);
                                                                            uint64_t l_2172_ = (l_2171_ << uint(63uL));
                                                                            uint64_t l_2173_ = (l_2169_ | l_2172_);
                                                                            double l_2174_ = l_2173_;
                                                                            l_mut_1246_ = l_2174_;
                                                                        }
                                                                    }
                                                                }
                                                                double _e4140 = l_mut_1246_;
                                                                l_mut_1866_ = _e4140;
                                                            } else {
                                                                double l_2175_ = (l_2003_ - l_2006_);
                                                                double l_2176_ = -(l_2175_);
                                                                double l_2177_ = (l_2176_ * 7.1362384635298e44L);
                                                                double l_2178_ = floor(l_2177_);
                                                                double l_2179_ = (l_2178_ * 1.401298464324817e-45L);
                                                                l_mut_2120_ = l_2179_;
                                                                double l_2180_ = abs(l_2176_);
                                                                bool l_2181_ = (l_2180_ >= 1.1754943508222875e-38L);
                                                                if (l_2181_) {
                                                                    float l_2182_ = float(l_2176_);
                                                                    double l_2183_ = double(l_2182_);
                                                                    l_mut_2120_ = l_2183_;
                                                                    double _e4153 = l_mut_2120_;
                                                                    bool l_2184_ = (_e4153 > l_2176_);
                                                                    if (l_2184_) {
                                                                        uint l_2185_ = asuint(l_2182_);
                                                                        uint l_2186_ = (l_2185_ ^ 2147483648u);
                                                                        float l_2187_ = asfloat(l_2186_);
                                                                        uint l_2188_ = asuint(l_2187_);
                                                                        uint l_2189_ = (l_2188_ + 1u);
                                                                        l_mut_48_ = l_2189_;
                                                                        uint l_2190_ = (l_2188_ & 2147483647u);
                                                                        bool l_2191_ = (l_2190_ == 0u);
                                                                        if (l_2191_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_2192_ = (l_2188_ & 2147483648u);
                                                                            bool l_2193_ = (l_2192_ != 0u);
                                                                            if (l_2193_) {
                                                                                uint l_2194_ = (l_2188_ - 1u);
                                                                                l_mut_48_ = l_2194_;
                                                                            } else {
                                                                                bool l_2195_ = (l_2188_ == 2139095040u);
                                                                                if (l_2195_) {
                                                                                    l_mut_48_ = l_2188_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e4175 = l_mut_48_;
                                                                        float l_2196_ = asfloat(_e4175);
                                                                        uint l_2197_ = asuint(l_2196_);
                                                                        uint l_2198_ = (l_2197_ ^ 2147483648u);
                                                                        float l_2199_ = asfloat(l_2198_);
                                                                        uint l_2200_ = asuint(l_2199_);
                                                                        uint l_2201_ = (l_2200_ & 2147483647u);
                                                                        float l_2202_ = asfloat(l_2201_);
                                                                        double l_2203_ = double(l_2202_);
                                                                        l_mut_1246_ = l_2203_;
                                                                        bool l_2204_ = (l_2201_ < 8388608u);
                                                                        if (l_2204_) {
                                                                            double l_2205_ = double(l_2201_);
                                                                            double l_2206_ = (l_2205_ * 1.401298464324817e-45L);
                                                                            l_mut_1246_ = l_2206_;
                                                                        }
                                                                        double _e4191 = l_mut_1246_;
                                                                        uint64_t l_2207_ = _e4191;
                                                                        uint l_2208_ = (l_2200_ >> 31u);
                                                                        uint64_t l_2209_ = uint64_t(l_2208_);
                                                                        uint64_t l_2210_ = (l_2209_ << uint(63uL));
                                                                        uint64_t l_2211_ = (l_2207_ | l_2210_);
                                                                        double l_2212_ = l_2211_;
                                                                        l_mut_2120_ = l_2212_;
                                                                    } else {
                                                                        uint l_2213_ = asuint(l_2182_);
                                                                        uint l_2214_ = (l_2213_ + 1u);
                                                                        l_mut_48_ = l_2214_;
                                                                        uint l_2215_ = (l_2213_ & 2147483647u);
                                                                        bool l_2216_ = (l_2215_ == 0u);
                                                                        if (l_2216_) {
                                                                            l_mut_48_ = 1u;
                                                                        } else {
                                                                            uint l_2217_ = (l_2213_ & 2147483648u);
                                                                            bool l_2218_ = (l_2217_ != 0u);
                                                                            if (l_2218_) {
                                                                                uint l_2219_ = (l_2213_ - 1u);
                                                                                l_mut_48_ = l_2219_;
                                                                            } else {
                                                                                bool l_2220_ = (l_2213_ == 2139095040u);
                                                                                if (l_2220_) {
                                                                                    l_mut_48_ = l_2213_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e4218 = l_mut_48_;
                                                                        float l_2221_ = asfloat(_e4218);
                                                                        uint l_2222_ = asuint(l_2221_);
                                                                        uint l_2223_ = (l_2222_ & 2147483647u);
                                                                        float l_2224_ = asfloat(l_2223_);
                                                                        double l_2225_ = double(l_2224_);
                                                                        l_mut_1246_ = l_2225_;
                                                                        bool l_2226_ = (l_2223_ < 8388608u);
                                                                        if (l_2226_) {
                                                                            double l_2227_ = double(l_2223_);
                                                                            double l_2228_ = (l_2227_ * 1.401298464324817e-45L);
                                                                            l_mut_1246_ = l_2228_;
                                                                        }
                                                                        double _e4230 = l_mut_1246_;
                                                                        uint64_t l_2229_ = _e4230;
                                                                        uint l_2230_ = (l_2222_ >> 31u);
                                                                        uint64_t l_2231_ = uint64_t(l_2230_);
                                                                        uint64_t l_2232_ = (l_2231_ << uint(63uL));
                                                                        uint64_t l_2233_ = (l_2229_ | l_2232_);
                                                                        double l_2234_ = l_2233_;
                                                                        bool l_2235_ = (l_2234_ <= l_2176_);
                                                                        if (l_2235_) {
                                                                            uint l_2236_ = asuint(l_2182_);
                                                                            uint l_2237_ = (l_2236_ + 1u);
                                                                            l_mut_48_ = l_2237_;
                                                                            uint l_2238_ = (l_2236_ & 2147483647u);
                                                                            bool l_2239_ = (l_2238_ == 0u);
                                                                            if (l_2239_) {
                                                                                l_mut_48_ = 1u;
                                                                            } else {
                                                                                uint l_2240_ = (l_2236_ & 2147483648u);
                                                                                bool l_2241_ = (l_2240_ != 0u);
                                                                                if (l_2241_) {
                                                                                    uint l_2242_ = (l_2236_ - 1u);
                                                                                    l_mut_48_ = l_2242_;
                                                                                } else {
                                                                                    bool l_2243_ = (l_2236_ == 2139095040u);
                                                                                    if (l_2243_) {
                                                                                        l_mut_48_ = l_2236_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e4258 = l_mut_48_;
                                                                            float l_2244_ = asfloat(_e4258);
                                                                            uint l_2245_ = asuint(l_2244_);
                                                                            uint l_2246_ = (l_2245_ & 2147483647u);
                                                                            float l_2247_ = asfloat(l_2246_);
                                                                            double l_2248_ = double(l_2247_);
                                                                            l_mut_1246_ = l_2248_;
                                                                            bool l_2249_ = (l_2246_ < 8388608u);
                                                                            if (l_2249_) {
                                                                                double l_2250_ = double(l_2246_);
                                                                                double l_2251_ = (l_2250_ * 1.401298464324817e-45L);
                                                                                l_mut_1246_ = l_2251_;
                                                                            }
                                                                            double _e4270 = l_mut_1246_;
                                                                            uint64_t l_2252_ = _e4270;
                                                                            uint l_2253_ = (l_2245_ >> 31u);
                                                                            uint64_t l_2254_ = uint64_t(l_2253_);
                                                                            uint64_t l_2255_ = (l_2254_ << uint(63uL));
                                                                            uint64_t l_2256_ = (l_2252_ | l_2255_);
                                                                            double l_2257_ = l_2256_;
                                                                            l_mut_2120_ = l_2257_;
                                                                        }
                                                                    }
                                                                }
                                                                double _e4281 = l_mut_2120_;
                                                                double l_2258_ = -(_e4281);
                                                                l_mut_1866_ = l_2258_;
                                                            }
                                                            l_mut_48_ = 0u;
                                                            double _e4284 = l_mut_1610_;
                                                            bool l_2259_ = (_e4284 <= 0.0L);
                                                            double _e4287 = l_mut_1866_;
                                                            bool l_2260_ = (_e4287 >= 0.0L);
                                                            if (l_2259_) {
                                                                local_68 = l_2260_;
                                                            } else {
                                                                local_68 = false;
                                                            }
                                                            bool l_2261_ = local_68;
                                                            bool l_2262_ = !(l_2261_);
                                                            if (l_2262_) {
                                                                double _e4295 = l_mut_1271_;
                                                                double _e4296 = l_mut_1610_;
                                                                double l_2264_ = (_e4295 / _e4296);
                                                                double _e4298 = l_mut_1271_;
                                                                double _e4299 = l_mut_1866_;
                                                                double l_2265_ = (_e4298 / _e4299);
                                                                double _e4301 = l_mut_1356_;
                                                                double _e4302 = l_mut_1610_;
                                                                double l_2266_ = (_e4301 / _e4302);
                                                                double _e4304 = l_mut_1356_;
                                                                double _e4305 = l_mut_1866_;
                                                                double l_2267_ = (_e4304 / _e4305);
                                                                a_2263_[0] = l_2264_;
                                                                a_2263_[1] = l_2264_;
                                                                double l_2268_ = a_2263_[0];
                                                                bool l_2269_ = (l_2265_ < l_2268_);
                                                                if (l_2269_) {
                                                                    a_2263_[0] = l_2265_;
                                                                }
                                                                double l_2270_ = a_2263_[0];
                                                                bool l_2271_ = (l_2266_ < l_2270_);
                                                                if (l_2271_) {
                                                                    a_2263_[0] = l_2266_;
                                                                }
                                                                double l_2272_ = a_2263_[0];
                                                                bool l_2273_ = (l_2267_ < l_2272_);
                                                                if (l_2273_) {
                                                                    a_2263_[0] = l_2267_;
                                                                }
                                                                double l_2274_ = a_2263_[1];
                                                                bool l_2275_ = (l_2265_ > l_2274_);
                                                                if (l_2275_) {
                                                                    a_2263_[1] = l_2265_;
                                                                }
                                                                double l_2276_ = a_2263_[1];
                                                                bool l_2277_ = (l_2266_ > l_2276_);
                                                                if (l_2277_) {
                                                                    a_2263_[1] = l_2266_;
                                                                }
                                                                double l_2278_ = a_2263_[1];
                                                                bool l_2279_ = (l_2267_ > l_2278_);
                                                                if (l_2279_) {
                                                                    a_2263_[1] = l_2267_;
                                                                }
                                                                double l_2280_ = a_2263_[0];
                                                                double l_2281_ = abs(l_2280_);
                                                                double _e4336 = l_mut_38_;
                                                                double l_2282_ = (l_2281_ * _e4336);
                                                                double l_2283_ = a_2263_[1];
                                                                double l_2284_ = abs(l_2283_);
                                                                double _e4341 = l_mut_38_;
                                                                double l_2285_ = (l_2284_ * _e4341);
                                                                l_mut_48_ = 2u;
                                                                double l_2286_ = a_2263_[0];
                                                                double l_2287_ = (l_2286_ - l_2282_);
                                                                double l_2288_ = abs(l_2287_);
                                                                l_mut_2120_ = 1.401298464324817e-45L;
                                                                bool l_2289_ = (l_2288_ >= 1.1754943508222875e-38L);
                                                                bool l_2290_ = (l_2288_ <= 1.7976931348623157e308L);
                                                                if (l_2289_) {
                                                                    local_69 = l_2290_;
                                                                } else {
                                                                    local_69 = false;
                                                                }
                                                                bool l_2291_ = local_69;
                                                                if (l_2291_) {
                                                                    uint64_t l_2292_ = l_2288_;
                                                                    uint64_t l_2293_ = (l_2292_ >> uint(52uL));
                                                                    uint64_t l_2294_ = (l_2293_ - 23uL);
                                                                    uint64_t l_2295_ = (l_2294_ << uint(52uL));
                                                                    double l_2296_ = l_2295_;
                                                                    l_mut_2120_ = l_2296_;
                                                                }
                                                                double l_2297_ = (l_2286_ + l_2282_);
                                                                double l_2298_ = abs(l_2297_);
                                                                l_mut_1866_ = 1.401298464324817e-45L;
                                                                bool l_2299_ = (l_2298_ >= 1.1754943508222875e-38L);
                                                                bool l_2300_ = (l_2298_ <= 1.7976931348623157e308L);
                                                                if (l_2299_) {
                                                                    local_70 = l_2300_;
                                                                } else {
                                                                    local_70 = false;
                                                                }
                                                                bool l_2301_ = local_70;
                                                                if (l_2301_) {
                                                                    uint64_t l_2302_ = l_2298_;
                                                                    uint64_t l_2303_ = (l_2302_ >> uint(52uL));
                                                                    uint64_t l_2304_ = (l_2303_ - 23uL);
                                                                    uint64_t l_2305_ = (l_2304_ << uint(52uL));
                                                                    double l_2306_ = l_2305_;
                                                                    l_mut_1866_ = l_2306_;
                                                                }
                                                                double _e4392 = l_mut_2120_;
                                                                double _e4393 = l_mut_1866_;
                                                                bool l_2307_ = (_e4392 == _e4393);
                                                                double l_2308_ = a_2263_[1];
                                                                double l_2309_ = (l_2308_ - l_2285_);
                                                                double l_2310_ = abs(l_2309_);
                                                                l_mut_2120_ = 1.401298464324817e-45L;
                                                                bool l_2311_ = (l_2310_ >= 1.1754943508222875e-38L);
                                                                bool l_2312_ = (l_2310_ <= 1.7976931348623157e308L);
                                                                if (l_2311_) {
                                                                    local_71 = l_2312_;
                                                                } else {
                                                                    local_71 = false;
                                                                }
                                                                bool l_2313_ = local_71;
                                                                if (l_2313_) {
                                                                    uint64_t l_2314_ = l_2310_;
                                                                    uint64_t l_2315_ = (l_2314_ >> uint(52uL));
                                                                    uint64_t l_2316_ = (l_2315_ - 23uL);
                                                                    uint64_t l_2317_ = (l_2316_ << uint(52uL));
                                                                    double l_2318_ = l_2317_;
                                                                    l_mut_2120_ = l_2318_;
                                                                }
                                                                double l_2319_ = (l_2308_ + l_2285_);
                                                                double l_2320_ = abs(l_2319_);
                                                                l_mut_1866_ = 1.401298464324817e-45L;
                                                                bool l_2321_ = (l_2320_ >= 1.1754943508222875e-38L);
                                                                bool l_2322_ = (l_2320_ <= 1.7976931348623157e308L);
                                                                if (l_2321_) {
                                                                    local_72 = l_2322_;
                                                                } else {
                                                                    local_72 = false;
                                                                }
                                                                bool l_2323_ = local_72;
                                                                if (l_2323_) {
                                                                    uint64_t l_2324_ = l_2320_;
                                                                    uint64_t l_2325_ = (l_2324_ >> uint(52uL));
                                                                    uint64_t l_2326_ = (l_2325_ - 23uL);
                                                                    uint64_t l_2327_ = (l_2326_ << uint(52uL));
                                                                    double l_2328_ = l_2327_;
                                                                    l_mut_1866_ = l_2328_;
                                                                }
                                                                double _e4443 = l_mut_2120_;
                                                                double _e4444 = l_mut_1866_;
                                                                bool l_2329_ = (_e4443 == _e4444);
                                                                if (l_2307_) {
                                                                    local_73 = l_2329_;
                                                                } else {
                                                                    local_73 = false;
                                                                }
                                                                bool l_2330_ = local_73;
                                                                if (l_2330_) {
                                                                    double l_2331_ = a_2263_[0];
                                                                    double l_2332_ = a_2263_[0];
                                                                    double l_2333_ = abs(l_2332_);
                                                                    l_mut_2120_ = 1.401298464324817e-45L;
                                                                    bool l_2334_ = (l_2333_ >= 1.1754943508222875e-38L);
                                                                    bool l_2335_ = (l_2333_ <= 1.7976931348623157e308L);
                                                                    if (l_2334_) {
                                                                        local_74 = l_2335_;
                                                                    } else {
                                                                        local_74 = false;
                                                                    }
                                                                    bool l_2336_ = local_74;
                                                                    if (l_2336_) {
                                                                        uint64_t l_2337_ = l_2333_;
                                                                        uint64_t l_2338_ = (l_2337_ >> uint(52uL));
                                                                        uint64_t l_2339_ = (l_2338_ - 23uL);
                                                                        uint64_t l_2340_ = (l_2339_ << uint(52uL));
                                                                        double l_2341_ = l_2340_;
                                                                        l_mut_2120_ = l_2341_;
                                                                    }
                                                                    double _e4476 = l_mut_2120_;
                                                                    double l_2342_ = (l_22_ * _e4476);
                                                                    double l_2343_ = (l_2331_ - l_2342_);
                                                                    double l_2344_ = a_2263_[1];
                                                                    double l_2345_ = a_2263_[1];
                                                                    double l_2346_ = abs(l_2345_);
                                                                    l_mut_2120_ = 1.401298464324817e-45L;
                                                                    bool l_2347_ = (l_2346_ >= 1.1754943508222875e-38L);
                                                                    bool l_2348_ = (l_2346_ <= 1.7976931348623157e308L);
                                                                    if (l_2347_) {
                                                                        local_75 = l_2348_;
                                                                    } else {
                                                                        local_75 = false;
                                                                    }
                                                                    bool l_2349_ = local_75;
                                                                    if (l_2349_) {
                                                                        uint64_t l_2350_ = l_2346_;
                                                                        uint64_t l_2351_ = (l_2350_ >> uint(52uL));
                                                                        uint64_t l_2352_ = (l_2351_ - 23uL);
                                                                        uint64_t l_2353_ = (l_2352_ << uint(52uL));
                                                                        double l_2354_ = l_2353_;
                                                                        l_mut_2120_ = l_2354_;
                                                                    }
                                                                    double _e4505 = l_mut_2120_;
                                                                    double l_2355_ = (l_22_ * _e4505);
                                                                    double l_2356_ = (l_2344_ + l_2355_);
                                                                    uint l_2357_ = asuint(l_15_);
                                                                    uint l_2358_ = (l_2357_ & 2147483647u);
                                                                    float l_2359_ = asfloat(l_2358_);
                                                                    double l_2360_ = double(l_2359_);
                                                                    l_mut_2120_ = l_2360_;
                                                                    bool l_2361_ = (l_2358_ < 8388608u);
                                                                    if (l_2361_) {
                                                                        double l_2362_ = double(l_2358_);
                                                                        double l_2363_ = (l_2362_ * 1.401298464324817e-45L);
                                                                        l_mut_2120_ = l_2363_;
                                                                    }
                                                                    double _e4518 = l_mut_2120_;
                                                                    uint64_t l_2364_ = _e4518;
                                                                    uint l_2365_ = (l_2357_ >> 31u);
                                                                    uint64_t l_2366_ = uint64_t(l_2365_);
                                                                    uint64_t l_2367_ = (l_2366_ << uint(63uL));
                                                                    uint64_t l_2368_ = (l_2364_ | l_2367_);
                                                                    double l_2369_ = l_2368_;
                                                                    uint l_2370_ = asuint(l_15_);
                                                                    uint l_2371_ = (l_2370_ + 1u);
                                                                    l_mut_2372_ = l_2371_;
                                                                    uint l_2373_ = (l_2370_ & 2147483647u);
                                                                    bool l_2374_ = (l_2373_ == 0u);
                                                                    if (l_2374_) {
                                                                        l_mut_2372_ = 1u;
                                                                    } else {
                                                                        uint l_2375_ = (l_2370_ & 2147483648u);
                                                                        bool l_2376_ = (l_2375_ != 0u);
                                                                        if (l_2376_) {
                                                                            uint l_2377_ = (l_2370_ - 1u);
                                                                            l_mut_2372_ = l_2377_;
                                                                        } else {
                                                                            bool l_2378_ = (l_2370_ == 2139095040u);
                                                                            if (l_2378_) {
                                                                                l_mut_2372_ = l_2370_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e4545 = l_mut_2372_;
                                                                    float l_2379_ = asfloat(_e4545);
                                                                    uint l_2380_ = asuint(l_2379_);
                                                                    uint l_2381_ = (l_2380_ & 2147483647u);
                                                                    float l_2382_ = asfloat(l_2381_);
                                                                    double l_2383_ = double(l_2382_);
                                                                    l_mut_2120_ = l_2383_;
                                                                    bool l_2384_ = (l_2381_ < 8388608u);
                                                                    if (l_2384_) {
                                                                        double l_2385_ = double(l_2381_);
                                                                        double l_2386_ = (l_2385_ * 1.401298464324817e-45L);
                                                                        l_mut_2120_ = l_2386_;
                                                                    }
                                                                    double _e4557 = l_mut_2120_;
                                                                    uint64_t l_2387_ = _e4557;
                                                                    uint l_2388_ = (l_2380_ >> 31u);
                                                                    uint64_t l_2389_ = uint64_t(l_2388_);
                                                                    uint64_t l_2390_ = (l_2389_ << uint(63uL));
                                                                    uint64_t l_2391_ = (l_2387_ | l_2390_);
                                                                    double l_2392_ = l_2391_;
                                                                    uint l_2393_ = asuint(l_15_);
                                                                    uint l_2394_ = (l_2393_ ^ 2147483648u);
                                                                    float l_2395_ = asfloat(l_2394_);
                                                                    uint l_2396_ = asuint(l_2395_);
                                                                    uint l_2397_ = (l_2396_ + 1u);
                                                                    l_mut_2372_ = l_2397_;
                                                                    uint l_2398_ = (l_2396_ & 2147483647u);
                                                                    bool l_2399_ = (l_2398_ == 0u);
                                                                    if (l_2399_) {
                                                                        l_mut_2372_ = 1u;
                                                                    } else {
                                                                        uint l_2400_ = (l_2396_ & 2147483648u);
                                                                        bool l_2401_ = (l_2400_ != 0u);
                                                                        if (l_2401_) {
                                                                            uint l_2402_ = (l_2396_ - 1u);
                                                                            l_mut_2372_ = l_2402_;
                                                                        } else {
                                                                            bool l_2403_ = (l_2396_ == 2139095040u);
                                                                            if (l_2403_) {
                                                                                l_mut_2372_ = l_2396_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e4588 = l_mut_2372_;
                                                                    float l_2404_ = asfloat(_e4588);
                                                                    uint l_2405_ = asuint(l_2404_);
                                                                    uint l_2406_ = (l_2405_ ^ 2147483648u);
                                                                    float l_2407_ = asfloat(l_2406_);
                                                                    uint l_2408_ = asuint(l_2407_);
                                                                    uint l_2409_ = (l_2408_ & 2147483647u);
                                                                    float l_2410_ = asfloat(l_2409_);
                                                                    double l_2411_ = double(l_2410_);
                                                                    l_mut_2120_ = l_2411_;
                                                                    bool l_2412_ = (l_2409_ < 8388608u);
                                                                    if (l_2412_) {
                                                                        double l_2413_ = double(l_2409_);
                                                                        double l_2414_ = (l_2413_ * 1.401298464324817e-45L);
                                                                        l_mut_2120_ = l_2414_;
                                                                    }
                                                                    double _e4604 = l_mut_2120_;
                                                                    uint64_t l_2415_ = _e4604;
                                                                    uint l_2416_ = (l_2408_ >> 31u);
                                                                    uint64_t l_2417_ = uint64_t(l_2416_);
                                                                    uint64_t l_2418_ = (l_2417_ << uint(63uL));
                                                                    uint64_t l_2419_ = (l_2415_ | l_2418_);
                                                                    double l_2420_ = l_2419_;
                                                                    double l_2421_ = (l_2343_ + l_2282_);
                                                                    bool l_2422_ = (l_2421_ <= l_2369_);
                                                                    l_mut_150_ = l_2422_;
                                                                    double l_2423_ = (l_2343_ - l_2282_);
                                                                    bool l_2424_ = (l_2423_ > l_2369_);
                                                                    l_mut_147_ = l_2424_;
                                                                    double l_2425_ = (l_2356_ - l_2285_);
                                                                    bool l_2426_ = (l_2425_ >= l_2369_);
                                                                    l_mut_144_ = l_2426_;
                                                                    double l_2427_ = (l_2356_ + l_2285_);
                                                                    bool l_2428_ = (l_2427_ < l_2369_);
                                                                    l_mut_141_ = l_2428_;
                                                                    double l_2429_ = (l_2343_ + l_2282_);
                                                                    bool l_2430_ = (l_2429_ < l_2392_);
                                                                    l_mut_150_ = l_2430_;
                                                                    double l_2431_ = (l_2343_ - l_2282_);
                                                                    bool l_2432_ = (l_2431_ >= l_2392_);
                                                                    l_mut_147_ = l_2432_;
                                                                    double l_2433_ = (l_2356_ - l_2285_);
                                                                    bool l_2434_ = (l_2433_ > l_2420_);
                                                                    l_mut_144_ = l_2434_;
                                                                    double l_2435_ = (l_2356_ + l_2285_);
                                                                    bool l_2436_ = (l_2435_ <= l_2420_);
                                                                    l_mut_141_ = l_2436_;
                                                                    l_mut_2372_ = 2u;
                                                                    bool _e4632 = l_mut_147_;
                                                                    if (!(_e4632)) {
                                                                        bool _e4636 = l_mut_141_;
                                                                        local_76 = _e4636;
                                                                    } else {
                                                                        local_76 = true;
                                                                    }
                                                                    bool l_2437_ = local_76;
                                                                    if (l_2437_) {
                                                                        l_mut_2372_ = 1u;
                                                                    } else {
                                                                        bool _e4640 = l_mut_150_;
                                                                        if (_e4640) {
                                                                            bool _e4643 = l_mut_144_;
                                                                            local_77 = _e4643;
                                                                        } else {
                                                                            local_77 = false;
                                                                        }
                                                                        bool l_2438_ = local_77;
                                                                        if (l_2438_) {
                                                                            l_mut_2372_ = 0u;
                                                                        }
                                                                    }
                                                                    uint l_2439_ = asuint(l_15_);
                                                                    uint l_2440_ = (l_2439_ & 2147483647u);
                                                                    bool l_2441_ = (l_2440_ == 0u);
                                                                    if (l_2441_) {
                                                                        double l_2442_ = (l_2343_ + l_2282_);
                                                                        bool l_2443_ = (l_2442_ < 1.1754943508222875e-38L);
                                                                        double l_2444_ = (l_2356_ - l_2285_);
                                                                        bool l_2445_ = (l_2444_ > -1.1754943508222875e-38L);
                                                                        if (l_2443_) {
                                                                            local_78 = l_2445_;
                                                                        } else {
                                                                            local_78 = false;
                                                                        }
                                                                        bool l_2446_ = local_78;
                                                                        double l_2447_ = (l_2343_ - l_2282_);
                                                                        bool l_2448_ = (l_2447_ < 1.1754943508222875e-38L);
                                                                        double l_2449_ = (l_2356_ + l_2285_);
                                                                        bool l_2450_ = (l_2449_ > -1.1754943508222875e-38L);
                                                                        if (l_2448_) {
                                                                            local_79 = l_2450_;
                                                                        } else {
                                                                            local_79 = false;
                                                                        }
                                                                        bool l_2451_ = local_79;
                                                                        if (l_2446_) {
                                                                            l_mut_2372_ = 0u;
                                                                        } else {
                                                                            uint _e4673 = l_mut_2372_;
                                                                            bool l_2452_ = (_e4673 == 1u);
                                                                            if (l_2451_) {
                                                                                local_80 = l_2452_;
                                                                            } else {
                                                                                local_80 = false;
                                                                            }
                                                                            bool l_2453_ = local_80;
                                                                            if (l_2453_) {
                                                                                l_mut_2372_ = 2u;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e4681 = l_mut_2372_;
                                                                    l_mut_48_ = _e4681;
                                                                }
                                                            }
                                                            double _e4682 = l_mut_709_;
                                                            double l_2454_ = (_e4682 - l_19_);
                                                            double l_2455_ = abs(l_2454_);
                                                            double l_2456_ = (l_2455_ * 2.220446049250313e-16L);
                                                            double l_2457_ = (l_1234_ + l_2456_);
                                                            double l_2458_ = (l_2454_ + l_2457_);
                                                            double l_2459_ = -(l_2458_);
                                                            double l_2460_ = (l_2459_ * 7.1362384635298e44L);
                                                            double l_2461_ = floor(l_2460_);
                                                            double l_2462_ = (l_2461_ * 1.401298464324817e-45L);
                                                            l_mut_2120_ = l_2462_;
                                                            double l_2463_ = abs(l_2459_);
                                                            bool l_2464_ = (l_2463_ >= 1.1754943508222875e-38L);
                                                            if (l_2464_) {
                                                                float l_2465_ = float(l_2459_);
                                                                double l_2466_ = double(l_2465_);
                                                                l_mut_2120_ = l_2466_;
                                                                double _e4700 = l_mut_2120_;
                                                                bool l_2467_ = (_e4700 > l_2459_);
                                                                if (l_2467_) {
                                                                    uint l_2468_ = asuint(l_2465_);
                                                                    uint l_2469_ = (l_2468_ ^ 2147483648u);
                                                                    float l_2470_ = asfloat(l_2469_);
                                                                    uint l_2471_ = asuint(l_2470_);
                                                                    uint l_2472_ = (l_2471_ + 1u);
                                                                    l_mut_2372_ = l_2472_;
                                                                    uint l_2473_ = (l_2471_ & 2147483647u);
                                                                    bool l_2474_ = (l_2473_ == 0u);
                                                                    if (l_2474_) {
                                                                        l_mut_2372_ = 1u;
                                                                    } else {
                                                                        uint l_2475_ = (l_2471_ & 2147483648u);
                                                                        bool l_2476_ = (l_2475_ != 0u);
                                                                        if (l_2476_) {
                                                                            uint l_2477_ = (l_2471_ - 1u);
                                                                            l_mut_2372_ = l_2477_;
                                                                        } else {
                                                                            bool l_2478_ = (l_2471_ == 2139095040u);
                                                                            if (l_2478_) {
                                                                                l_mut_2372_ = l_2471_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e4722 = l_mut_2372_;
                                                                    float l_2479_ = asfloat(_e4722);
                                                                    uint l_2480_ = asuint(l_2479_);
                                                                    uint l_2481_ = (l_2480_ ^ 2147483648u);
                                                                    float l_2482_ = asfloat(l_2481_);
                                                                    uint l_2483_ = asuint(l_2482_);
                                                                    uint l_2484_ = (l_2483_ & 2147483647u);
                                                                    float l_2485_ = asfloat(l_2484_);
                                                                    double l_2486_ = double(l_2485_);
                                                                    l_mut_1866_ = l_2486_;
                                                                    bool l_2487_ = (l_2484_ < 8388608u);
                                                                    if (l_2487_) {
                                                                        double l_2488_ = double(l_2484_);
                                                                        double l_2489_ = (l_2488_ * 1.401298464324817e-45L);
                                                                        l_mut_1866_ = l_2489_;
                                                                    }
                                                                    double _e4738 = l_mut_1866_;
                                                                    uint64_t l_2490_ = _e4738;
                                                                    uint l_2491_ = (l_2483_ >> 31u);
                                                                    uint64_t l_2492_ = uint64_t(l_2491_);
                                                                    uint64_t l_2493_ = (l_2492_ << uint(63uL));
                                                                    uint64_t l_2494_ = (l_2490_ | l_2493_);
                                                                    double l_2495_ = l_2494_;
                                                                    l_mut_2120_ = l_2495_;
                                                                } else {
                                                                    uint l_2496_ = asuint(l_2465_);
                                                                    uint l_2497_ = (l_2496_ + 1u);
                                                                    l_mut_2372_ = l_2497_;
                                                                    uint l_2498_ = (l_2496_ & 2147483647u);
                                                                    bool l_2499_ = (l_2498_ == 0u);
                                                                    if (l_2499_) {
                                                                        l_mut_2372_ = 1u;
                                                                    } else {
                                                                        uint l_2500_ = (l_2496_ & 2147483648u);
                                                                        bool l_2501_ = (l_2500_ != 0u);
                                                                        if (l_2501_) {
                                                                            uint l_2502_ = (l_2496_ - 1u);
                                                                            l_mut_2372_ = l_2502_;
                                                                        } else {
                                                                            bool l_2503_ = (l_2496_ == 2139095040u);
                                                                            if (l_2503_) {
                                                                                l_mut_2372_ = l_2496_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e4765 = l_mut_2372_;
                                                                    float l_2504_ = asfloat(_e4765);
                                                                    uint l_2505_ = asuint(l_2504_);
                                                                    uint l_2506_ = (l_2505_ & 2147483647u);
                                                                    float l_2507_ = asfloat(l_2506_);
                                                                    double l_2508_ = double(l_2507_);
                                                                    l_mut_1866_ = l_2508_;
                                                                    bool l_2509_ = (l_2506_ < 8388608u);
                                                                    if (l_2509_) {
                                                                        double l_2510_ = double(l_2506_);
                                                                        double l_2511_ = (l_2510_ * 1.401298464324817e-45L);
                                                                        l_mut_1866_ = l_2511_;
                                                                    }
                                                                    double _e4777 = l_mut_1866_;
                                                                    uint64_t l_2512_ = _e4777;
                                                                    uint l_2513_ = (l_2505_ >> 31u);
                                                                    uint64_t l_2514_ = uint64_t(l_2513_);
                                                                    uint64_t l_2515_ = (l_2514_ << uint(63uL));
                                                                    uint64_t l_2516_ = (l_2512_ | l_2515_);
                                                                    double l_2517_ = l_2516_;
                                                                    bool l_2518_ = (l_2517_ <= l_2459_);
                                                                    if (l_2518_) {
                                                                        uint l_2519_ = asuint(l_2465_);
                                                                        uint l_2520_ = (l_2519_ + 1u);
                                                                        l_mut_2372_ = l_2520_;
                                                                        uint l_2521_ = (l_2519_ & 2147483647u);
                                                                        bool l_2522_ = (l_2521_ == 0u);
                                                                        if (l_2522_) {
                                                                            l_mut_2372_ = 1u;
                                                                        } else {
                                                                            uint l_2523_ = (l_2519_ & 2147483648u);
                                                                            bool l_2524_ = (l_2523_ != 0u);
                                                                            if (l_2524_) {
                                                                                uint l_2525_ = (l_2519_ - 1u);
                                                                                l_mut_2372_ = l_2525_;
                                                                            } else {
                                                                                bool l_2526_ = (l_2519_ == 2139095040u);
                                                                                if (l_2526_) {
                                                                                    l_mut_2372_ = l_2519_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e4805 = l_mut_2372_;
                                                                        float l_2527_ = asfloat(_e4805);
                                                                        uint l_2528_ = asuint(l_2527_);
                                                                        uint l_2529_ = (l_2528_ & 2147483647u);
                                                                        float l_2530_ = asfloat(l_2529_);
                                                                        double l_2531_ = double(l_2530_);
                                                                        l_mut_1866_ = l_2531_;
                                                                        bool l_2532_ = (l_2529_ < 8388608u);
                                                                        if (l_2532_) {
                                                                            double l_2533_ = double(l_2529_);
                                                                            double l_2534_ = (l_2533_ * 1.401298464324817e-45L);
                                                                            l_mut_1866_ = l_2534_;
                                                                        }
                                                                        double _e4817 = l_mut_1866_;
                                                                        uint64_t l_2535_ = _e4817;
                                                                        uint l_2536_ = (l_2528_ >> 31u);
                                                                        uint64_t l_2537_ = uint64_t(l_2536_);
                                                                        uint64_t l_2538_ = (l_2537_ << uint(63uL));
                                                                        uint64_t l_2539_ = (l_2535_ | l_2538_);
                                                                        double l_2540_ = l_2539_;
                                                                        l_mut_2120_ = l_2540_;
                                                                    }
                                                                }
                                                            }
                                                            double _e4828 = l_mut_2120_;
                                                            double l_2541_ = -(_e4828);
                                                            l_mut_2120_ = l_2541_;
                                                            if (true) {
                                                                local_81 = false;
                                                            } else {
                                                                local_81 = false;
                                                            }
                                                            bool l_2542_ = local_81;
                                                            if (l_2542_) {
                                                                double l_2543_ = (l_2454_ + l_2457_);
                                                                double l_2544_ = (l_2543_ * 7.1362384635298e44L);
                                                                double l_2545_ = floor(l_2544_);
                                                                double l_2546_ = (l_2545_ * 1.401298464324817e-45L);
                                                                l_mut_1866_ = l_2546_;
                                                                double l_2547_ = abs(l_2543_);
                                                                bool l_2548_ = (l_2547_ >= 1.1754943508222875e-38L);
                                                                if (l_2548_) {
                                                                    float l_2549_ = float(l_2543_);
                                                                    double l_2550_ = double(l_2549_);
                                                                    l_mut_1866_ = l_2550_;
                                                                    double _e4847 = l_mut_1866_;
                                                                    bool l_2551_ = (_e4847 > l_2543_);
                                                                    if (l_2551_) {
                                                                        uint l_2552_ = asuint(l_2549_);
                                                                        uint l_2553_ = (l_2552_ ^ 2147483648u);
                                                                        float l_2554_ = asfloat(l_2553_);
                                                                        uint l_2555_ = asuint(l_2554_);
                                                                        uint l_2556_ = (l_2555_ + 1u);
                                                                        l_mut_2372_ = l_2556_;
                                                                        uint l_2557_ = (l_2555_ & 2147483647u);
                                                                        bool l_2558_ = (l_2557_ == 0u);
                                                                        if (l_2558_) {
                                                                            l_mut_2372_ = 1u;
                                                                        } else {
                                                                            uint l_2559_ = (l_2555_ & 2147483648u);
                                                                            bool l_2560_ = (l_2559_ != 0u);
                                                                            if (l_2560_) {
                                                                                uint l_2561_ = (l_2555_ - 1u);
                                                                                l_mut_2372_ = l_2561_;
                                                                            } else {
                                                                                bool l_2562_ = (l_2555_ == 2139095040u);
                                                                                if (l_2562_) {
                                                                                    l_mut_2372_ = l_2555_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e4869 = l_mut_2372_;
                                                                        float l_2563_ = asfloat(_e4869);
                                                                        uint l_2564_ = asuint(l_2563_);
                                                                        uint l_2565_ = (l_2564_ ^ 2147483648u);
                                                                        float l_2566_ = asfloat(l_2565_);
                                                                        uint l_2567_ = asuint(l_2566_);
                                                                        uint l_2568_ = (l_2567_ & 2147483647u);
                                                                        float l_2569_ = asfloat(l_2568_);
                                                                        double l_2570_ = double(l_2569_);
                                                                        l_mut_1610_ = l_2570_;
                                                                        bool l_2571_ = (l_2568_ < 8388608u);
                                                                        if (l_2571_) {
                                                                            double l_2572_ = double(l_2568_);
                                                                            double l_2573_ = (l_2572_ * 1.401298464324817e-45L);
                                                                            l_mut_1610_ = l_2573_;
                                                                        }
                                                                        double _e4885 = l_mut_1610_;
                                                                        uint64_t l_2574_ = _e4885;
                                                                        uint l_2575_ = (l_2567_ >> 31u);
                                                                        uint64_t l_2576_ = uint64_t(l_2575_);
                                                                        uint64_t l_2577_ = (l_2576_ << uint(63uL));
                                                                        uint64_t l_2578_ = (l_2574_ | l_2577_);
                                                                        double l_2579_ = l_2578_;
                                                                        l_mut_1866_ = l_2579_;
                                                                    } else {
                                                                        uint l_2580_ = asuint(l_2549_);
                                                                        uint l_2581_ = (l_2580_ + 1u);
                                                                        l_mut_2372_ = l_2581_;
                                                                        uint l_2582_ = (l_2580_ & 2147483647u);
                                                                        bool l_2583_ = (l_2582_ == 0u);
                                                                        if (l_2583_) {
                                                                            l_mut_2372_ = 1u;
                                                                        } else {
                                                                            uint l_2584_ = (l_2580_ & 2147483648u);
                                                                            bool l_2585_ = (l_2584_ != 0u);
                                                                            if (l_2585_) {
                                                                                uint l_2586_ = (l_2580_ - 1u);
                                                                                l_mut_2372_ = l_2586_;
                                                                            } else {
                                                                                bool l_2587_ = (l_2580_ == 2139095040u);
                                                                                if (l_2587_) {
                                                                                    l_mut_2372_ = l_2580_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e4912 = l_mut_2372_;
                                                                        float l_2588_ = asfloat(_e4912);
                                                                        uint l_2589_ = asuint(l_2588_);
                                                                        uint l_2590_ = (l_2589_ & 2147483647u);
                                                                        float l_2591_ = asfloat(l_2590_);
                                                                        double l_2592_ = double(l_2591_);
                                                                        l_mut_1610_ = l_2592_;
                                                                        bool l_2593_ = (l_2590_ < 8388608u);
                                                                        if (l_2593_) {
                                                                            double l_2594_ = double(l_2590_);
                                                                            double l_2595_ = (l_2594_ * 1.401298464324817e-45L);
                                                                            l_mut_1610_ = l_2595_;
                                                                        }
                                                                        double _e4924 = l_mut_1610_;
                                                                        uint64_t l_2596_ = _e4924;
                                                                        uint l_2597_ = (l_2589_ >> 31u);
                                                                        uint64_t l_2598_ = uint64_t(l_2597_);
                                                                        uint64_t l_2599_ = (l_2598_ << uint(63uL));
                                                                        uint64_t l_2600_ = (l_2596_ | l_2599_);
                                                                        double l_2601_ = l_2600_;
                                                                        bool l_2602_ = (l_2601_ <= l_2543_);
                                                                        if (l_2602_) {
                                                                            uint l_2603_ = asuint(l_2549_);
                                                                            uint l_2604_ = (l_2603_ + 1u);
                                                                            l_mut_2372_ = l_2604_;
                                                                            uint l_2605_ = (l_2603_ & 2147483647u);
                                                                            bool l_2606_ = (l_2605_ == 0u);
                                                                            if (l_2606_) {
                                                                                l_mut_2372_ = 1u;
                                                                            } else {
                                                                                uint l_2607_ = (l_2603_ & 2147483648u);
                                                                                bool l_2608_ = (l_2607_ != 0u);
                                                                                if (l_2608_) {
                                                                                    uint l_2609_ = (l_2603_ - 1u);
                                                                                    l_mut_2372_ = l_2609_;
                                                                                } else {
                                                                                    bool l_2610_ = (l_2603_ == 2139095040u);
                                                                                    if (l_2610_) {
                                                                                        l_mut_2372_ = l_2603_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e4952 = l_mut_2372_;
                                                                            float l_2611_ = asfloat(_e4952);
                                                                            uint l_2612_ = asuint(l_2611_);
                                                                            uint l_2613_ = (l_2612_ & 2147483647u);
                                                                            float l_2614_ = asfloat(l_2613_);
                                                                            double l_2615_ = double(l_2614_);
                                                                            l_mut_1610_ = l_2615_;
                                                                            bool l_2616_ = (l_2613_ < 8388608u);
                                                                            if (l_2616_) {
                                                                                double l_2617_ = double(l_2613_);
                                                                                double l_2618_ = (l_2617_ * 1.401298464324817e-45L);
                                                                                l_mut_1610_ = l_2618_;
                                                                            }
                                                                            double _e4964 = l_mut_1610_;
                                                                            uint64_t l_2619_ = _e4964;
                                                                            uint l_2620_ = (l_2612_ >> 31u);
                                                                            uint64_t l_2621_ = uint64_t(l_2620_);
                                                                            uint64_t l_2622_ = (l_2621_ << uint(63uL));
                                                                            uint64_t l_2623_ = (l_2619_ | l_2622_);
                                                                            double l_2624_ = l_2623_;
                                                                            l_mut_1866_ = l_2624_;
                                                                        }
                                                                    }
                                                                }
                                                                double _e4975 = l_mut_1866_;
                                                                l_mut_2120_ = _e4975;
                                                            } else {
                                                                double l_2625_ = (l_2454_ - l_2457_);
                                                                double l_2626_ = (l_2625_ * 7.1362384635298e44L);
                                                                double l_2627_ = floor(l_2626_);
                                                                double l_2628_ = (l_2627_ * 1.401298464324817e-45L);
                                                                l_mut_1866_ = l_2628_;
                                                                double l_2629_ = abs(l_2625_);
                                                                bool l_2630_ = (l_2629_ >= 1.1754943508222875e-38L);
                                                                if (l_2630_) {
                                                                    float l_2631_ = float(l_2625_);
                                                                    double l_2632_ = double(l_2631_);
                                                                    l_mut_1866_ = l_2632_;
                                                                    double _e4987 = l_mut_1866_;
                                                                    bool l_2633_ = (_e4987 > l_2625_);
                                                                    if (l_2633_) {
                                                                        uint l_2634_ = asuint(l_2631_);
                                                                        uint l_2635_ = (l_2634_ ^ 2147483648u);
                                                                        float l_2636_ = asfloat(l_2635_);
                                                                        uint l_2637_ = asuint(l_2636_);
                                                                        uint l_2638_ = (l_2637_ + 1u);
                                                                        l_mut_2372_ = l_2638_;
                                                                        uint l_2639_ = (l_2637_ & 2147483647u);
                                                                        bool l_2640_ = (l_2639_ == 0u);
                                                                        if (l_2640_) {
                                                                            l_mut_2372_ = 1u;
                                                                        } else {
                                                                            uint l_2641_ = (l_2637_ & 2147483648u);
                                                                            bool l_2642_ = (l_2641_ != 0u);
                                                                            if (l_2642_) {
                                                                                uint l_2643_ = (l_2637_ - 1u);
                                                                                l_mut_2372_ = l_2643_;
                                                                            } else {
                                                                                bool l_2644_ = (l_2637_ == 2139095040u);
                                                                                if (l_2644_) {
                                                                                    l_mut_2372_ = l_2637_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e5009 = l_mut_2372_;
                                                                        float l_2645_ = asfloat(_e5009);
                                                                        uint l_2646_ = asuint(l_2645_);
                                                                        uint l_2647_ = (l_2646_ ^ 2147483648u);
                                                                        float l_2648_ = asfloat(l_2647_);
                                                                        uint l_2649_ = asuint(l_2648_);
                                                                        uint l_2650_ = (l_2649_ & 2147483647u);
                                                                        float l_2651_ = asfloat(l_2650_);
                                                                        double l_2652_ = double(l_2651_);
                                                                        l_mut_1610_ = l_2652_;
                                                                        bool l_2653_ = (l_2650_ < 8388608u);
                                                                        if (l_2653_) {
                                                                            double l_2654_ = double(l_2650_);
                                                                            double l_2655_ = (l_2654_ * 1.401298464324817e-45L);
                                                                            l_mut_1610_ = l_2655_;
                                                                        }
                                                                        double _e5025 = l_mut_1610_;
                                                                        uint64_t l_2656_ = _e5025;
                                                                        uint l_2657_ = (l_2649_ >> 31u);
                                                                        uint64_t l_2658_ = uint64_t(l_2657_);
                                                                        uint64_t l_2659_ = (l_2658_ << uint(63uL));
                                                                        uint64_t l_2660_ = (l_2656_ | l_2659_);
                                                                        double l_2661_ = l_2660_;
                                                                        l_mut_1866_ = l_2661_;
                                                                    } else {
                                                                        uint l_2662_ = asuint(l_2631_);
                                                                        uint l_2663_ = (l_2662_ + 1u);
                                                                        l_mut_2372_ = l_2663_;
                                                                        uint l_2664_ = (l_2662_ & 2147483647u);
                                                                        bool l_2665_ = (l_2664_ == 0u);
                                                                        if (l_2665_) {
                                                                            l_mut_2372_ = 1u;
                                                                        } else {
                                                                            uint l_2666_ = (l_2662_ & 2147483648u);
                                                                            bool l_2667_ = (l_2666_ != 0u);
                                                                            if (l_2667_) {
                                                                                uint l_2668_ = (l_2662_ - 1u);
                                                                                l_mut_2372_ = l_2668_;
                                                                            } else {
                                                                                bool l_2669_ = (l_2662_ == 2139095040u);
                                                                                if (l_2669_) {
                                                                                    l_mut_2372_ = l_2662_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e5052 = l_mut_2372_;
                                                                        float l_2670_ = asfloat(_e5052);
                                                                        uint l_2671_ = asuint(l_2670_);
                                                                        uint l_2672_ = (l_2671_ & 2147483647u);
                                                                        float l_2673_ = asfloat(l_2672_);
                                                                        double l_2674_ = double(l_2673_);
                                                                        l_mut_1610_ = l_2674_;
                                                                        bool l_2675_ = (l_2672_ < 8388608u);
                                                                        if (l_2675_) {
                                                                            double l_2676_ = double(l_2672_);
                                                                            double l_2677_ = (l_2676_ * 1.401298464324817e-45L);
                                                                            l_mut_1610_ = l_2677_;
                                                                        }
                                                                        double _e5064 = l_mut_1610_;
                                                                        uint64_t l_2678_ = _e5064;
                                                                        uint l_2679_ = (l_2671_ >> 31u);
                                                                        uint64_t l_2680_ = uint64_t(l_2679_);
                                                                        uint64_t l_2681_ = (l_2680_ << uint(63uL));
                                                                        uint64_t l_2682_ = (l_2678_ | l_2681_);
                                                                        double l_2683_ = l_2682_;
                                                                        bool l_2684_ = (l_2683_ <= l_2625_);
                                                                        if (l_2684_) {
                                                                            uint l_2685_ = asuint(l_2631_);
                                                                            uint l_2686_ = (l_2685_ + 1u);
                                                                            l_mut_2372_ = l_2686_;
                                                                            uint l_2687_ = (l_2685_ & 2147483647u);
                                                                            bool l_2688_ = (l_2687_ == 0u);
                                                                            if (l_2688_) {
                                                                                l_mut_2372_ = 1u;
                                                                            } else {
                                                                                uint l_2689_ = (l_2685_ & 2147483648u);
                                                                                bool l_2690_ = (l_2689_ != 0u);
                                                                                if (l_2690_) {
                                                                                    uint l_2691_ = (l_2685_ - 1u);
                                                                                    l_mut_2372_ = l_2691_;
                                                                                } else {
                                                                                    bool l_2692_ = (l_2685_ == 2139095040u);
                                                                                    if (l_2692_) {
                                                                                        l_mut_2372_ = l_2685_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e5092 = l_mut_2372_;
                                                                            float l_2693_ = asfloat(_e5092);
                                                                            uint l_2694_ = asuint(l_2693_);
                                                                            uint l_2695_ = (l_2694_ & 2147483647u);
                                                                            float l_2696_ = asfloat(l_2695_);
                                                                            double l_2697_ = double(l_2696_);
                                                                            l_mut_1610_ = l_2697_;
                                                                            bool l_2698_ = (l_2695_ < 8388608u);
                                                                            if (l_2698_) {
                                                                                double l_2699_ = double(l_2695_);
                                                                                double l_2700_ = (l_2699_ * 1.401298464324817e-45L);
                                                                                l_mut_1610_ = l_2700_;
                                                                            }
                                                                            double _e5104 = l_mut_1610_;
                                                                            uint64_t l_2701_ = _e5104;
                                                                            uint l_2702_ = (l_2694_ >> 31u);
                                                                            uint64_t l_2703_ = uint64_t(l_2702_);
                                                                            uint64_t l_2704_ = (l_2703_ << uint(63uL));
                                                                            uint64_t l_2705_ = (l_2701_ | l_2704_);
                                                                            double l_2706_ = l_2705_;
                                                                            l_mut_1866_ = l_2706_;
                                                                        }
                                                                    }
                                                                }
                                                                double _e5115 = l_mut_1866_;
                                                                l_mut_2120_ = _e5115;
                                                            }
                                                            double _e5116 = l_mut_709_;
                                                            double l_2707_ = (_e5116 + l_19_);
                                                            double l_2708_ = abs(l_2707_);
                                                            double l_2709_ = (l_2708_ * 2.220446049250313e-16L);
                                                            double l_2710_ = (l_1234_ + l_2709_);
                                                            double l_2711_ = (l_2707_ + l_2710_);
                                                            double l_2712_ = -(l_2711_);
                                                            double l_2713_ = (l_2712_ * 7.1362384635298e44L);
                                                            double l_2714_ = floor(l_2713_);
                                                            double l_2715_ = (l_2714_ * 1.401298464324817e-45L);
                                                            l_mut_1866_ = l_2715_;
                                                            double l_2716_ = abs(l_2712_);
                                                            bool l_2717_ = (l_2716_ >= 1.1754943508222875e-38L);
                                                            if (l_2717_) {
                                                                float l_2718_ = float(l_2712_);
                                                                double l_2719_ = double(l_2718_);
                                                                l_mut_1866_ = l_2719_;
                                                                double _e5134 = l_mut_1866_;
                                                                bool l_2720_ = (_e5134 > l_2712_);
                                                                if (l_2720_) {
                                                                    uint l_2721_ = asuint(l_2718_);
                                                                    uint l_2722_ = (l_2721_ ^ 2147483648u);
                                                                    float l_2723_ = asfloat(l_2722_);
                                                                    uint l_2724_ = asuint(l_2723_);
                                                                    uint l_2725_ = (l_2724_ + 1u);
                                                                    l_mut_2372_ = l_2725_;
                                                                    uint l_2726_ = (l_2724_ & 2147483647u);
                                                                    bool l_2727_ = (l_2726_ == 0u);
                                                                    if (l_2727_) {
                                                                        l_mut_2372_ = 1u;
                                                                    } else {
                                                                        uint l_2728_ = (l_2724_ & 2147483648u);
                                                                        bool l_2729_ = (l_2728_ != 0u);
                                                                        if (l_2729_) {
                                                                            uint l_2730_ = (l_2724_ - 1u);
                                                                            l_mut_2372_ = l_2730_;
                                                                        } else {
                                                                            bool l_2731_ = (l_2724_ == 2139095040u);
                                                                            if (l_2731_) {
                                                                                l_mut_2372_ = l_2724_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e5156 = l_mut_2372_;
                                                                    float l_2732_ = asfloat(_e5156);
                                                                    uint l_2733_ = asuint(l_2732_);
                                                                    uint l_2734_ = (l_2733_ ^ 2147483648u);
                                                                    float l_2735_ = asfloat(l_2734_);
                                                                    uint l_2736_ = asuint(l_2735_);
                                                                    uint l_2737_ = (l_2736_ & 2147483647u);
                                                                    float l_2738_ = asfloat(l_2737_);
                                                                    double l_2739_ = double(l_2738_);
                                                                    l_mut_1610_ = l_2739_;
                                                                    bool l_2740_ = (l_2737_ < 8388608u);
                                                                    if (l_2740_) {
                                                                        double l_2741_ = double(l_2737_);
                                                                        double l_2742_ = (l_2741_ * 1.401298464324817e-45L);
                                                                        l_mut_1610_ = l_2742_;
                                                                    }
                                                                    double _e5172 = l_mut_1610_;
                                                                    uint64_t l_2743_ = _e5172;
                                                                    uint l_2744_ = (l_2736_ >> 31u);
                                                                    uint64_t l_2745_ = uint64_t(l_2744_);
                                                                    uint64_t l_2746_ = (l_2745_ << uint(63uL));
                                                                    uint64_t l_2747_ = (l_2743_ | l_2746_);
                                                                    double l_2748_ = l_2747_;
                                                                    l_mut_1866_ = l_2748_;
                                                                } else {
                                                                    uint l_2749_ = asuint(l_2718_);
                                                                    uint l_2750_ = (l_2749_ + 1u);
                                                                    l_mut_2372_ = l_2750_;
                                                                    uint l_2751_ = (l_2749_ & 2147483647u);
                                                                    bool l_2752_ = (l_2751_ == 0u);
                                                                    if (l_2752_) {
                                                                        l_mut_2372_ = 1u;
                                                                    } else {
                                                                        uint l_2753_ = (l_2749_ & 2147483648u);
                                                                        bool l_2754_ = (l_2753_ != 0u);
                                                                        if (l_2754_) {
                                                                            uint l_2755_ = (l_2749_ - 1u);
                                                                            l_mut_2372_ = l_2755_;
                                                                        } else {
                                                                            bool l_2756_ = (l_2749_ == 2139095040u);
                                                                            if (l_2756_) {
                                                                                l_mut_2372_ = l_2749_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e5199 = l_mut_2372_;
                                                                    float l_2757_ = asfloat(_e5199);
                                                                    uint l_2758_ = asuint(l_2757_);
                                                                    uint l_2759_ = (l_2758_ & 2147483647u);
                                                                    float l_2760_ = asfloat(l_2759_);
                                                                    double l_2761_ = double(l_2760_);
                                                                    l_mut_1610_ = l_2761_;
                                                                    bool l_2762_ = (l_2759_ < 8388608u);
                                                                    if (l_2762_) {
                                                                        double l_2763_ = double(l_2759_);
                                                                        double l_2764_ = (l_2763_ * 1.401298464324817e-45L);
                                                                        l_mut_1610_ = l_2764_;
                                                                    }
                                                                    double _e5211 = l_mut_1610_;
                                                                    uint64_t l_2765_ = _e5211;
                                                                    uint l_2766_ = (l_2758_ >> 31u);
                                                                    uint64_t l_2767_ = uint64_t(l_2766_);
                                                                    uint64_t l_2768_ = (l_2767_ << uint(63uL));
                                                                    uint64_t l_2769_ = (l_2765_ | l_2768_);
                                                                    double l_2770_ = l_2769_;
                                                                    bool l_2771_ = (l_2770_ <= l_2712_);
                                                                    if (l_2771_) {
                                                                        uint l_2772_ = asuint(l_2718_);
                                                                        uint l_2773_ = (l_2772_ + 1u);
                                                                        l_mut_2372_ = l_2773_;
                                                                        uint l_2774_ = (l_2772_ & 2147483647u);
                                                                        bool l_2775_ = (l_2774_ == 0u);
                                                                        if (l_2775_) {
                                                                            l_mut_2372_ = 1u;
                                                                        } else {
                                                                            uint l_2776_ = (l_2772_ & 2147483648u);
                                                                            bool l_2777_ = (l_2776_ != 0u);
                                                                            if (l_2777_) {
                                                                                uint l_2778_ = (l_2772_ - 1u);
                                                                                l_mut_2372_ = l_2778_;
                                                                            } else {
                                                                                bool l_2779_ = (l_2772_ == 2139095040u);
                                                                                if (l_2779_) {
                                                                                    l_mut_2372_ = l_2772_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e5239 = l_mut_2372_;
                                                                        float l_2780_ = asfloat(_e5239);
                                                                        uint l_2781_ = asuint(l_2780_);
                                                                        uint l_2782_ = (l_2781_ & 2147483647u);
                                                                        float l_2783_ = asfloat(l_2782_);
                                                                        double l_2784_ = double(l_2783_);
                                                                        l_mut_1610_ = l_2784_;
                                                                        bool l_2785_ = (l_2782_ < 8388608u);
                                                                        if (l_2785_) {
                                                                            double l_2786_ = double(l_2782_);
                                                                            double l_2787_ = (l_2786_ * 1.401298464324817e-45L);
                                                                            l_mut_1610_ = l_2787_;
                                                                        }
                                                                        double _e5251 = l_mut_1610_;
                                                                        uint64_t l_2788_ = _e5251;
                                                                        uint l_2789_ = (l_2781_ >> 31u);
                                                                        uint64_t l_2790_ = uint64_t(l_2789_);
                                                                        uint64_t l_2791_ = (l_2790_ << uint(63uL));
                                                                        uint64_t l_2792_ = (l_2788_ | l_2791_);
                                                                        double l_2793_ = l_2792_;
                                                                        l_mut_1866_ = l_2793_;
                                                                    }
                                                                }
                                                            }
                                                            double _e5262 = l_mut_1866_;
                                                            double l_2794_ = -(_e5262);
                                                            l_mut_1866_ = l_2794_;
                                                            if (false) {
                                                                local_82 = false;
                                                            } else {
                                                                local_82 = false;
                                                            }
                                                            bool l_2795_ = local_82;
                                                            if (l_2795_) {
                                                                double l_2796_ = (l_2707_ + l_2710_);
                                                                double l_2797_ = (l_2796_ * 7.1362384635298e44L);
                                                                double l_2798_ = floor(l_2797_);
                                                                double l_2799_ = (l_2798_ * 1.401298464324817e-45L);
                                                                l_mut_1610_ = l_2799_;
                                                                double l_2800_ = abs(l_2796_);
                                                                bool l_2801_ = (l_2800_ >= 1.1754943508222875e-38L);
                                                                if (l_2801_) {
                                                                    float l_2802_ = float(l_2796_);
                                                                    double l_2803_ = double(l_2802_);
                                                                    l_mut_1610_ = l_2803_;
                                                                    double _e5281 = l_mut_1610_;
                                                                    bool l_2804_ = (_e5281 > l_2796_);
                                                                    if (l_2804_) {
                                                                        uint l_2805_ = asuint(l_2802_);
                                                                        uint l_2806_ = (l_2805_ ^ 2147483648u);
                                                                        float l_2807_ = asfloat(l_2806_);
                                                                        uint l_2808_ = asuint(l_2807_);
                                                                        uint l_2809_ = (l_2808_ + 1u);
                                                                        l_mut_2372_ = l_2809_;
                                                                        uint l_2810_ = (l_2808_ & 2147483647u);
                                                                        bool l_2811_ = (l_2810_ == 0u);
                                                                        if (l_2811_) {
                                                                            l_mut_2372_ = 1u;
                                                                        } else {
                                                                            uint l_2812_ = (l_2808_ & 2147483648u);
                                                                            bool l_2813_ = (l_2812_ != 0u);
                                                                            if (l_2813_) {
                                                                                uint l_2814_ = (l_2808_ - 1u);
                                                                                l_mut_2372_ = l_2814_;
                                                                            } else {
                                                                                bool l_2815_ = (l_2808_ == 2139095040u);
                                                                                if (l_2815_) {
                                                                                    l_mut_2372_ = l_2808_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e5303 = l_mut_2372_;
                                                                        float l_2816_ = asfloat(_e5303);
                                                                        uint l_2817_ = asuint(l_2816_);
                                                                        uint l_2818_ = (l_2817_ ^ 2147483648u);
                                                                        float l_2819_ = asfloat(l_2818_);
                                                                        uint l_2820_ = asuint(l_2819_);
                                                                        uint l_2821_ = (l_2820_ & 2147483647u);
                                                                        float l_2822_ = asfloat(l_2821_);
                                                                        double l_2823_ = double(l_2822_);
                                                                        l_mut_1356_ = l_2823_;
                                                                        bool l_2824_ = (l_2821_ < 8388608u);
                                                                        if (l_2824_) {
                                                                            double l_2825_ = double(l_2821_);
                                                                            double l_2826_ = (l_2825_ * 1.401298464324817e-45L);
                                                                            l_mut_1356_ = l_2826_;
                                                                        }
                                                                        double _e5319 = l_mut_1356_;
                                                                        uint64_t l_2827_ = _e5319;
                                                                        uint l_2828_ = (l_2820_ >> 31u);
                                                                        uint64_t l_2829_ = uint64_t(l_2828_);
                                                                        uint64_t l_2830_ = (l_2829_ << uint(63uL));
                                                                        uint64_t l_2831_ = (l_2827_ | l_2830_);
                                                                        double l_2832_ = l_2831_;
                                                                        l_mut_1610_ = l_2832_;
                                                                    } else {
                                                                        uint l_2833_ = asuint(l_2802_);
                                                                        uint l_2834_ = (l_2833_ + 1u);
                                                                        l_mut_2372_ = l_2834_;
                                                                        uint l_2835_ = (l_2833_ & 2147483647u);
                                                                        bool l_2836_ = (l_2835_ == 0u);
                                                                        if (l_2836_) {
                                                                            l_mut_2372_ = 1u;
                                                                        } else {
                                                                            uint l_2837_ = (l_2833_ & 2147483648u);
                                                                            bool l_2838_ = (l_2837_ != 0u);
                                                                            if (l_2838_) {
                                                                                uint l_2839_ = (l_2833_ - 1u);
                                                                                l_mut_2372_ = l_2839_;
                                                                            } else {
                                                                                bool l_2840_ = (l_2833_ == 2139095040u);
                                                                                if (l_2840_) {
                                                                                    l_mut_2372_ = l_2833_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e5346 = l_mut_2372_;
                                                                        float l_2841_ = asfloat(_e5346);
                                                                        uint l_2842_ = asuint(l_2841_);
                                                                        uint l_2843_ = (l_2842_ & 2147483647u);
                                                                        float l_2844_ = asfloat(l_2843_);
                                                                        double l_2845_ = double(l_2844_);
                                                                        l_mut_1356_ = l_2845_;
                                                                        bool l_2846_ = (l_2843_ < 8388608u);
                                                                        if (l_2846_) {
                                                                            double l_2847_ = double(l_2843_);
                                                                            double l_2848_ = (l_2847_ * 1.401298464324817e-45L);
                                                                            l_mut_1356_ = l_2848_;
                                                                        }
                                                                        double _e5358 = l_mut_1356_;
                                                                        uint64_t l_2849_ = _e5358;
                                                                        uint l_2850_ = (l_2842_ >> 31u);
                                                                        uint64_t l_2851_ = uint64_t(l_2850_);
                                                                        uint64_t l_2852_ = (l_2851_ << uint(63uL));
                                                                        uint64_t l_2853_ = (l_2849_ | l_2852_);
                                                                        double l_2854_ = l_2853_;
                                                                        bool l_2855_ = (l_2854_ <= l_2796_);
                                                                        if (l_2855_) {
                                                                            uint l_2856_ = asuint(l_2802_);
                                                                            uint l_2857_ = (l_2856_ + 1u);
                                                                            l_mut_2372_ = l_2857_;
                                                                            uint l_2858_ = (l_2856_ & 2147483647u);
                                                                            bool l_2859_ = (l_2858_ == 0u);
                                                                            if (l_2859_) {
                                                                                l_mut_2372_ = 1u;
                                                                            } else {
                                                                                uint l_2860_ = (l_2856_ & 2147483648u);
                                                                                bool l_2861_ = (l_2860_ != 0u);
                                                                                if (l_2861_) {
                                                                                    uint l_2862_ = (l_2856_ - 1u);
                                                                                    l_mut_2372_ = l_2862_;
                                                                                } else {
                                                                                    bool l_2863_ = (l_2856_ == 2139095040u);
                                                                                    if (l_2863_) {
                                                                                        l_mut_2372_ = l_2856_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e5386 = l_mut_2372_;
                                                                            float l_2864_ = asfloat(_e5386);
                                                                            uint l_2865_ = asuint(l_2864_);
                                                                            uint l_2866_ = (l_2865_ & 2147483647u);
                                                                            float l_2867_ = asfloat(l_2866_);
                                                                            double l_2868_ = double(l_2867_);
                                                                            l_mut_1356_ = l_2868_;
                                                                            bool l_2869_ = (l_2866_ < 8388608u);
                                                                            if (l_2869_) {
                                                                                double l_2870_ = double(l_2866_);
                                                                                double l_2871_ = (l_2870_ * 1.401298464324817e-45L);
                                                                                l_mut_1356_ = l_2871_;
                                                                            }
                                                                            double _e5398 = l_mut_1356_;
                                                                            uint64_t l_2872_ = _e5398;
                                                                            uint l_2873_ = (l_2865_ >> 31u);
                                                                            uint64_t l_2874_ = uint64_t(l_2873_);
                                                                            uint64_t l_2875_ = (l_2874_ << uint(63uL));
                                                                            uint64_t l_2876_ = (l_2872_ | l_2875_);
                                                                            double l_2877_ = l_2876_;
                                                                            l_mut_1610_ = l_2877_;
                                                                        }
                                                                    }
                                                                }
                                                                double _e5409 = l_mut_1610_;
                                                                l_mut_1866_ = _e5409;
                                                            }
                                                            double _e5410 = l_mut_61_;
                                                            double l_2878_ = (_e5410 - l_19_);
                                                            double l_2879_ = abs(l_2878_);
                                                            double l_2880_ = (l_2879_ * 2.220446049250313e-16L);
                                                            double l_2881_ = (l_1236_ + l_2880_);
                                                            double l_2882_ = (l_2878_ + l_2881_);
                                                            double l_2883_ = -(l_2882_);
                                                            double l_2884_ = (l_2883_ * 7.1362384635298e44L);
                                                            double l_2885_ = floor(l_2884_);
                                                            double l_2886_ = (l_2885_ * 1.401298464324817e-45L);
                                                            l_mut_1610_ = l_2886_;
                                                            double l_2887_ = abs(l_2883_);
                                                            bool l_2888_ = (l_2887_ >= 1.1754943508222875e-38L);
                                                            if (l_2888_) {
                                                                float l_2889_ = float(l_2883_);
                                                                double l_2890_ = double(l_2889_);
                                                                l_mut_1610_ = l_2890_;
                                                                double _e5428 = l_mut_1610_;
                                                                bool l_2891_ = (_e5428 > l_2883_);
                                                                if (l_2891_) {
                                                                    uint l_2892_ = asuint(l_2889_);
                                                                    uint l_2893_ = (l_2892_ ^ 2147483648u);
                                                                    float l_2894_ = asfloat(l_2893_);
                                                                    uint l_2895_ = asuint(l_2894_);
                                                                    uint l_2896_ = (l_2895_ + 1u);
                                                                    l_mut_2372_ = l_2896_;
                                                                    uint l_2897_ = (l_2895_ & 2147483647u);
                                                                    bool l_2898_ = (l_2897_ == 0u);
                                                                    if (l_2898_) {
                                                                        l_mut_2372_ = 1u;
                                                                    } else {
                                                                        uint l_2899_ = (l_2895_ & 2147483648u);
                                                                        bool l_2900_ = (l_2899_ != 0u);
                                                                        if (l_2900_) {
                                                                            uint l_2901_ = (l_2895_ - 1u);
                                                                            l_mut_2372_ = l_2901_;
                                                                        } else {
                                                                            bool l_2902_ = (l_2895_ == 2139095040u);
                                                                            if (l_2902_) {
                                                                                l_mut_2372_ = l_2895_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e5450 = l_mut_2372_;
                                                                    float l_2903_ = asfloat(_e5450);
                                                                    uint l_2904_ = asuint(l_2903_);
                                                                    uint l_2905_ = (l_2904_ ^ 2147483648u);
                                                                    float l_2906_ = asfloat(l_2905_);
                                                                    uint l_2907_ = asuint(l_2906_);
                                                                    uint l_2908_ = (l_2907_ & 2147483647u);
                                                                    float l_2909_ = asfloat(l_2908_);
                                                                    double l_2910_ = double(l_2909_);
                                                                    l_mut_1356_ = l_2910_;
                                                                    bool l_2911_ = (l_2908_ < 8388608u);
                                                                    if (l_2911_) {
                                                                        double l_2912_ = double(l_2908_);
                                                                        double l_2913_ = (l_2912_ * 1.401298464324817e-45L);
                                                                        l_mut_1356_ = l_2913_;
                                                                    }
                                                                    double _e5466 = l_mut_1356_;
                                                                    uint64_t l_2914_ = _e5466;
                                                                    uint l_2915_ = (l_2907_ >> 31u);
                                                                    uint64_t l_2916_ = uint64_t(l_2915_);
                                                                    uint64_t l_2917_ = (l_2916_ << uint(63uL));
                                                                    uint64_t l_2918_ = (l_2914_ | l_2917_);
                                                                    double l_2919_ = l_2918_;
                                                                    l_mut_1610_ = l_2919_;
                                                                } else {
                                                                    uint l_2920_ = asuint(l_2889_);
                                                                    uint l_2921_ = (l_2920_ + 1u);
                                                                    l_mut_2372_ = l_2921_;
                                                                    uint l_2922_ = (l_2920_ & 2147483647u);
                                                                    bool l_2923_ = (l_2922_ == 0u);
                                                                    if (l_2923_) {
                                                                        l_mut_2372_ = 1u;
                                                                    } else {
                                                                        uint l_2924_ = (l_2920_ & 2147483648u);
                                                                        bool l_2925_ = (l_2924_ != 0u);
                                                                        if (l_2925_) {
                                                                            uint l_2926_ = (l_2920_ - 1u);
                                                                            l_mut_2372_ = l_2926_;
                                                                        } else {
                                                                            bool l_2927_ = (l_2920_ == 2139095040u);
                                                                            if (l_2927_) {
                                                                                l_mut_2372_ = l_2920_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e5493 = l_mut_2372_;
                                                                    float l_2928_ = asfloat(_e5493);
                                                                    uint l_2929_ = asuint(l_2928_);
                                                                    uint l_2930_ = (l_2929_ & 2147483647u);
                                                                    float l_2931_ = asfloat(l_2930_);
                                                                    double l_2932_ = double(l_2931_);
                                                                    l_mut_1356_ = l_2932_;
                                                                    bool l_2933_ = (l_2930_ < 8388608u);
                                                                    if (l_2933_) {
                                                                        double l_2934_ = double(l_2930_);
                                                                        double l_2935_ = (l_2934_ * 1.401298464324817e-45L);
                                                                        l_mut_1356_ = l_2935_;
                                                                    }
                                                                    double _e5505 = l_mut_1356_;
                                                                    uint64_t l_2936_ = _e5505;
                                                                    uint l_2937_ = (l_2929_ >> 31u);
                                                                    uint64_t l_2938_ = uint64_t(l_2937_);
                                                                    uint64_t l_2939_ = (l_2938_ << uint(63uL));
                                                                    uint64_t l_2940_ = (l_2936_ | l_2939_);
                                                                    double l_2941_ = l_2940_;
                                                                    bool l_2942_ = (l_2941_ <= l_2883_);
                                                                    if (l_2942_) {
                                                                        uint l_2943_ = asuint(l_2889_);
                                                                        uint l_2944_ = (l_2943_ + 1u);
                                                                        l_mut_2372_ = l_2944_;
                                                                        uint l_2945_ = (l_2943_ & 2147483647u);
                                                                        bool l_2946_ = (l_2945_ == 0u);
                                                                        if (l_2946_) {
                                                                            l_mut_2372_ = 1u;
                                                                        } else {
                                                                            uint l_2947_ = (l_2943_ & 2147483648u);
                                                                            bool l_2948_ = (l_2947_ != 0u);
                                                                            if (l_2948_) {
                                                                                uint l_2949_ = (l_2943_ - 1u);
                                                                                l_mut_2372_ = l_2949_;
                                                                            } else {
                                                                                bool l_2950_ = (l_2943_ == 2139095040u);
                                                                                if (l_2950_) {
                                                                                    l_mut_2372_ = l_2943_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e5533 = l_mut_2372_;
                                                                        float l_2951_ = asfloat(_e5533);
                                                                        uint l_2952_ = asuint(l_2951_);
                                                                        uint l_2953_ = (l_2952_ & 2147483647u);
                                                                        float l_2954_ = asfloat(l_2953_);
                                                                        double l_2955_ = double(l_2954_);
                                                                        l_mut_1356_ = l_2955_;
                                                                        bool l_2956_ = (l_2953_ < 8388608u);
                                                                        if (l_2956_) {
                                                                            double l_2957_ = double(l_2953_);
                                                                            double l_2958_ = (l_2957_ * 1.401298464324817e-45L);
                                                                            l_mut_1356_ = l_2958_;
                                                                        }
                                                                        double _e5545 = l_mut_1356_;
                                                                        uint64_t l_2959_ = _e5545;
                                                                        uint l_2960_ = (l_2952_ >> 31u);
                                                                        uint64_t l_2961_ = uint64_t(l_2960_);
                                                                        uint64_t l_2962_ = (l_2961_ << uint(63uL));
                                                                        uint64_t l_2963_ = (l_2959_ | l_2962_);
                                                                        double l_2964_ = l_2963_;
                                                                        l_mut_1610_ = l_2964_;
                                                                    }
                                                                }
                                                            }
                                                            double _e5556 = l_mut_1610_;
                                                            double l_2965_ = -(_e5556);
                                                            l_mut_1610_ = l_2965_;
                                                            if (true) {
                                                                local_83 = false;
                                                            } else {
                                                                local_83 = false;
                                                            }
                                                            bool l_2966_ = local_83;
                                                            if (l_2966_) {
                                                                double l_2967_ = (l_2878_ + l_2881_);
                                                                double l_2968_ = (l_2967_ * 7.1362384635298e44L);
                                                                double l_2969_ = floor(l_2968_);
                                                                double l_2970_ = (l_2969_ * 1.401298464324817e-45L);
                                                                l_mut_1356_ = l_2970_;
                                                                double l_2971_ = abs(l_2967_);
                                                                bool l_2972_ = (l_2971_ >= 1.1754943508222875e-38L);
                                                                if (l_2972_) {
                                                                    float l_2973_ = float(l_2967_);
                                                                    double l_2974_ = double(l_2973_);
                                                                    l_mut_1356_ = l_2974_;
                                                                    double _e5575 = l_mut_1356_;
                                                                    bool l_2975_ = (_e5575 > l_2967_);
                                                                    if (l_2975_) {
                                                                        uint l_2976_ = asuint(l_2973_);
                                                                        uint l_2977_ = (l_2976_ ^ 2147483648u);
                                                                        float l_2978_ = asfloat(l_2977_);
                                                                        uint l_2979_ = asuint(l_2978_);
                                                                        uint l_2980_ = (l_2979_ + 1u);
                                                                        l_mut_2372_ = l_2980_;
                                                                        uint l_2981_ = (l_2979_ & 2147483647u);
                                                                        bool l_2982_ = (l_2981_ == 0u);
                                                                        if (l_2982_) {
                                                                            l_mut_2372_ = 1u;
                                                                        } else {
                                                                            uint l_2983_ = (l_2979_ & 2147483648u);
                                                                            bool l_2984_ = (l_2983_ != 0u);
                                                                            if (l_2984_) {
                                                                                uint l_2985_ = (l_2979_ - 1u);
                                                                                l_mut_2372_ = l_2985_;
                                                                            } else {
                                                                                bool l_2986_ = (l_2979_ == 2139095040u);
                                                                                if (l_2986_) {
                                                                                    l_mut_2372_ = l_2979_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e5597 = l_mut_2372_;
                                                                        float l_2987_ = asfloat(_e5597);
                                                                        uint l_2988_ = asuint(l_2987_);
                                                                        uint l_2989_ = (l_2988_ ^ 2147483648u);
                                                                        float l_2990_ = asfloat(l_2989_);
                                                                        uint l_2991_ = asuint(l_2990_);
                                                                        uint l_2992_ = (l_2991_ & 2147483647u);
                                                                        float l_2993_ = asfloat(l_2992_);
                                                                        double l_2994_ = double(l_2993_);
                                                                        l_mut_1271_ = l_2994_;
                                                                        bool l_2995_ = (l_2992_ < 8388608u);
                                                                        if (l_2995_) {
                                                                            double l_2996_ = double(l_2992_);
                                                                            double l_2997_ = (l_2996_ * 1.401298464324817e-45L);
                                                                            l_mut_1271_ = l_2997_;
                                                                        }
                                                                        double _e5613 = l_mut_1271_;
                                                                        uint64_t l_2998_ = _e5613;
                                                                        uint l_2999_ = (l_2991_ >> 31u);
                                                                        uint64_t l_3000_ = uint64_t(l_2999_);
                                                                        uint64_t l_3001_ = (l_3000_ << uint(63uL));
                                                                        uint64_t l_3002_ = (l_2998_ | l_3001_);
                                                                        double l_3003_ = l_3002_;
                                                                        l_mut_1356_ = l_3003_;
                                                                    } else {
                                                                        uint l_3004_ = asuint(l_2973_);
                                                                        uint l_3005_ = (l_3004_ + 1u);
                                                                        l_mut_2372_ = l_3005_;
                                                                        uint l_3006_ = (l_3004_ & 2147483647u);
                                                                        bool l_3007_ = (l_3006_ == 0u);
                                                                        if (l_3007_) {
                                                                            l_mut_2372_ = 1u;
                                                                        } else {
                                                                            uint l_3008_ = (l_3004_ & 2147483648u);
                                                                            bool l_3009_ = (l_3008_ != 0u);
                                                                            if (l_3009_) {
                                                                                uint l_3010_ = (l_3004_ - 1u);
                                                                                l_mut_2372_ = l_3010_;
                                                                            } else {
                                                                                bool l_3011_ = (l_3004_ == 2139095040u);
                                                                                if (l_3011_) {
                                                                                    l_mut_2372_ = l_3004_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e5640 = l_mut_2372_;
                                                                        float l_3012_ = asfloat(_e5640);
                                                                        uint l_3013_ = asuint(l_3012_);
                                                                        uint l_3014_ = (l_3013_ & 2147483647u);
                                                                        float l_3015_ = asfloat(l_3014_);
                                                                        double l_3016_ = double(l_3015_);
                                                                        l_mut_1271_ = l_3016_;
                                                                        bool l_3017_ = (l_3014_ < 8388608u);
                                                                        if (l_3017_) {
                                                                            double l_3018_ = double(l_3014_);
                                                                            double l_3019_ = (l_3018_ * 1.401298464324817e-45L);
                                                                            l_mut_1271_ = l_3019_;
                                                                        }
                                                                        double _e5652 = l_mut_1271_;
                                                                        uint64_t l_3020_ = _e5652;
                                                                        uint l_3021_ = (l_3013_ >> 31u);
                                                                        uint64_t l_3022_ = uint64_t(l_3021_);
                                                                        uint64_t l_3023_ = (l_3022_ << uint(63uL));
                                                                        uint64_t l_3024_ = (l_3020_ | l_3023_);
                                                                        double l_3025_ = l_3024_;
                                                                        bool l_3026_ = (l_3025_ <= l_2967_);
                                                                        if (l_3026_) {
                                                                            uint l_3027_ = asuint(l_2973_);
                                                                            uint l_3028_ = (l_3027_ + 1u);
                                                                            l_mut_2372_ = l_3028_;
                                                                            uint l_3029_ = (l_3027_ & 2147483647u);
                                                                            bool l_3030_ = (l_3029_ == 0u);
                                                                            if (l_3030_) {
                                                                                l_mut_2372_ = 1u;
                                                                            } else {
                                                                                uint l_3031_ = (l_3027_ & 2147483648u);
                                                                                bool l_3032_ = (l_3031_ != 0u);
                                                                                if (l_3032_) {
                                                                                    uint l_3033_ = (l_3027_ - 1u);
                                                                                    l_mut_2372_ = l_3033_;
                                                                                } else {
                                                                                    bool l_3034_ = (l_3027_ == 2139095040u);
                                                                                    if (l_3034_) {
                                                                                        l_mut_2372_ = l_3027_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e5680 = l_mut_2372_;
                                                                            float l_3035_ = asfloat(_e5680);
                                                                            uint l_3036_ = asuint(l_3035_);
                                                                            uint l_3037_ = (l_3036_ & 2147483647u);
                                                                            float l_3038_ = asfloat(l_3037_);
                                                                            double l_3039_ = double(l_3038_);
                                                                            l_mut_1271_ = l_3039_;
                                                                            bool l_3040_ = (l_3037_ < 8388608u);
                                                                            if (l_3040_) {
                                                                                double l_3041_ = double(l_3037_);
                                                                                double l_3042_ = (l_3041_ * 1.401298464324817e-45L);
                                                                                l_mut_1271_ = l_3042_;
                                                                            }
                                                                            double _e5692 = l_mut_1271_;
                                                                            uint64_t l_3043_ = _e5692;
                                                                            uint l_3044_ = (l_3036_ >> 31u);
                                                                            uint64_t l_3045_ = uint64_t(l_3044_);
                                                                            uint64_t l_3046_ = (l_3045_ << uint(63uL));
                                                                            uint64_t l_3047_ = (l_3043_ | l_3046_);
                                                                            double l_3048_ = l_3047_;
                                                                            l_mut_1356_ = l_3048_;
                                                                        }
                                                                    }
                                                                }
                                                                double _e5703 = l_mut_1356_;
                                                                l_mut_1610_ = _e5703;
                                                            } else {
                                                                double l_3049_ = (l_2878_ - l_2881_);
                                                                double l_3050_ = (l_3049_ * 7.1362384635298e44L);
                                                                double l_3051_ = floor(l_3050_);
                                                                double l_3052_ = (l_3051_ * 1.401298464324817e-45L);
                                                                l_mut_1356_ = l_3052_;
                                                                double l_3053_ = abs(l_3049_);
                                                                bool l_3054_ = (l_3053_ >= 1.1754943508222875e-38L);
                                                                if (l_3054_) {
                                                                    float l_3055_ = float(l_3049_);
                                                                    double l_3056_ = double(l_3055_);
                                                                    l_mut_1356_ = l_3056_;
                                                                    double _e5715 = l_mut_1356_;
                                                                    bool l_3057_ = (_e5715 > l_3049_);
                                                                    if (l_3057_) {
                                                                        uint l_3058_ = asuint(l_3055_);
                                                                        uint l_3059_ = (l_3058_ ^ 2147483648u);
                                                                        float l_3060_ = asfloat(l_3059_);
                                                                        uint l_3061_ = asuint(l_3060_);
                                                                        uint l_3062_ = (l_3061_ + 1u);
                                                                        l_mut_2372_ = l_3062_;
                                                                        uint l_3063_ = (l_3061_ & 2147483647u);
                                                                        bool l_3064_ = (l_3063_ == 0u);
                                                                        if (l_3064_) {
                                                                            l_mut_2372_ = 1u;
                                                                        } else {
                                                                            uint l_3065_ = (l_3061_ & 2147483648u);
                                                                            bool l_3066_ = (l_3065_ != 0u);
                                                                            if (l_3066_) {
                                                                                uint l_3067_ = (l_3061_ - 1u);
                                                                                l_mut_2372_ = l_3067_;
                                                                            } else {
                                                                                bool l_3068_ = (l_3061_ == 2139095040u);
                                                                                if (l_3068_) {
                                                                                    l_mut_2372_ = l_3061_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e5737 = l_mut_2372_;
                                                                        float l_3069_ = asfloat(_e5737);
                                                                        uint l_3070_ = asuint(l_3069_);
                                                                        uint l_3071_ = (l_3070_ ^ 2147483648u);
                                                                        float l_3072_ = asfloat(l_3071_);
                                                                        uint l_3073_ = asuint(l_3072_);
                                                                        uint l_3074_ = (l_3073_ & 2147483647u);
                                                                        float l_3075_ = asfloat(l_3074_);
                                                                        double l_3076_ = double(l_3075_);
                                                                        l_mut_1271_ = l_3076_;
                                                                        bool l_3077_ = (l_3074_ < 8388608u);
                                                                        if (l_3077_) {
                                                                            double l_3078_ = double(l_3074_);
                                                                            double l_3079_ = (l_3078_ * 1.401298464324817e-45L);
                                                                            l_mut_1271_ = l_3079_;
                                                                        }
                                                                        double _e5753 = l_mut_1271_;
                                                                        uint64_t l_3080_ = _e5753;
                                                                        uint l_3081_ = (l_3073_ >> 31u);
                                                                        uint64_t l_3082_ = uint64_t(l_3081_);
                                                                        uint64_t l_3083_ = (l_3082_ << uint(63uL));
                                                                        uint64_t l_3084_ = (l_3080_ | l_3083_);
                                                                        double l_3085_ = l_3084_;
                                                                        l_mut_1356_ = l_3085_;
                                                                    } else {
                                                                        uint l_3086_ = asuint(l_3055_);
                                                                        uint l_3087_ = (l_3086_ + 1u);
                                                                        l_mut_2372_ = l_3087_;
                                                                        uint l_3088_ = (l_3086_ & 2147483647u);
                                                                        bool l_3089_ = (l_3088_ == 0u);
                                                                        if (l_3089_) {
                                                                            l_mut_2372_ = 1u;
                                                                        } else {
                                                                            uint l_3090_ = (l_3086_ & 2147483648u);
                                                                            bool l_3091_ = (l_3090_ != 0u);
                                                                            if (l_3091_) {
                                                                                uint l_3092_ = (l_3086_ - 1u);
                                                                                l_mut_2372_ = l_3092_;
                                                                            } else {
                                                                                bool l_3093_ = (l_3086_ == 2139095040u);
                                                                                if (l_3093_) {
                                                                                    l_mut_2372_ = l_3086_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e5780 = l_mut_2372_;
                                                                        float l_3094_ = asfloat(_e5780);
                                                                        uint l_3095_ = asuint(l_3094_);
                                                                        uint l_3096_ = (l_3095_ & 2147483647u);
                                                                        float l_3097_ = asfloat(l_3096_);
                                                                        double l_3098_ = double(l_3097_);
                                                                        l_mut_1271_ = l_3098_;
                                                                        bool l_3099_ = (l_3096_ < 8388608u);
                                                                        if (l_3099_) {
                                                                            double l_3100_ = double(l_3096_);
                                                                            double l_3101_ = (l_3100_ * 1.401298464324817e-45L);
                                                                            l_mut_1271_ = l_3101_;
                                                                        }
                                                                        double _e5792 = l_mut_1271_;
                                                                        uint64_t l_3102_ = _e5792;
                                                                        uint l_3103_ = (l_3095_ >> 31u);
                                                                        uint64_t l_3104_ = uint64_t(l_3103_);
                                                                        uint64_t l_3105_ = (l_3104_ << uint(63uL));
                                                                        uint64_t l_3106_ = (l_3102_ | l_3105_);
                                                                        double l_3107_ = l_3106_;
                                                                        bool l_3108_ = (l_3107_ <= l_3049_);
                                                                        if (l_3108_) {
                                                                            uint l_3109_ = asuint(l_3055_);
                                                                            uint l_3110_ = (l_3109_ + 1u);
                                                                            l_mut_2372_ = l_3110_;
                                                                            uint l_3111_ = (l_3109_ & 2147483647u);
                                                                            bool l_3112_ = (l_3111_ == 0u);
                                                                            if (l_3112_) {
                                                                                l_mut_2372_ = 1u;
                                                                            } else {
                                                                                uint l_3113_ = (l_3109_ & 2147483648u);
                                                                                bool l_3114_ = (l_3113_ != 0u);
                                                                                if (l_3114_) {
                                                                                    uint l_3115_ = (l_3109_ - 1u);
                                                                                    l_mut_2372_ = l_3115_;
                                                                                } else {
                                                                                    bool l_3116_ = (l_3109_ == 2139095040u);
                                                                                    if (l_3116_) {
                                                                                        l_mut_2372_ = l_3109_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e5820 = l_mut_2372_;
                                                                            float l_3117_ = asfloat(_e5820);
                                                                            uint l_3118_ = asuint(l_3117_);
                                                                            uint l_3119_ = (l_3118_ & 2147483647u);
                                                                            float l_3120_ = asfloat(l_3119_);
                                                                            double l_3121_ = double(l_3120_);
                                                                            l_mut_1271_ = l_3121_;
                                                                            bool l_3122_ = (l_3119_ < 8388608u);
                                                                            if (l_3122_) {
                                                                                double l_3123_ = double(l_3119_);
                                                                                double l_3124_ = (l_3123_ * 1.401298464324817e-45L);
                                                                                l_mut_1271_ = l_3124_;
                                                                            }
                                                                            double _e5832 = l_mut_1271_;
                                                                            uint64_t l_3125_ = _e5832;
                                                                            uint l_3126_ = (l_3118_ >> 31u);
                                                                            uint64_t l_3127_ = uint64_t(l_3126_);
                                                                            uint64_t l_3128_ = (l_3127_ << uint(63uL));
                                                                            uint64_t l_3129_ = (l_3125_ | l_3128_);
                                                                            double l_3130_ = l_3129_;
                                                                            l_mut_1356_ = l_3130_;
                                                                        }
                                                                    }
                                                                }
                                                                double _e5843 = l_mut_1356_;
                                                                l_mut_1610_ = _e5843;
                                                            }
                                                            double _e5844 = l_mut_61_;
                                                            double l_3131_ = (_e5844 + l_19_);
                                                            double l_3132_ = abs(l_3131_);
                                                            double l_3133_ = (l_3132_ * 2.220446049250313e-16L);
                                                            double l_3134_ = (l_1236_ + l_3133_);
                                                            double l_3135_ = (l_3131_ + l_3134_);
                                                            double l_3136_ = -(l_3135_);
                                                            double l_3137_ = (l_3136_ * 7.1362384635298e44L);
                                                            double l_3138_ = floor(l_3137_);
                                                            double l_3139_ = (l_3138_ * 1.401298464324817e-45L);
                                                            l_mut_1356_ = l_3139_;
                                                            double l_3140_ = abs(l_3136_);
                                                            bool l_3141_ = (l_3140_ >= 1.1754943508222875e-38L);
                                                            if (l_3141_) {
                                                                float l_3142_ = float(l_3136_);
                                                                double l_3143_ = double(l_3142_);
                                                                l_mut_1356_ = l_3143_;
                                                                double _e5862 = l_mut_1356_;
                                                                bool l_3144_ = (_e5862 > l_3136_);
                                                                if (l_3144_) {
                                                                    uint l_3145_ = asuint(l_3142_);
                                                                    uint l_3146_ = (l_3145_ ^ 2147483648u);
                                                                    float l_3147_ = asfloat(l_3146_);
                                                                    uint l_3148_ = asuint(l_3147_);
                                                                    uint l_3149_ = (l_3148_ + 1u);
                                                                    l_mut_2372_ = l_3149_;
                                                                    uint l_3150_ = (l_3148_ & 2147483647u);
                                                                    bool l_3151_ = (l_3150_ == 0u);
                                                                    if (l_3151_) {
                                                                        l_mut_2372_ = 1u;
                                                                    } else {
                                                                        uint l_3152_ = (l_3148_ & 2147483648u);
                                                                        bool l_3153_ = (l_3152_ != 0u);
                                                                        if (l_3153_) {
                                                                            uint l_3154_ = (l_3148_ - 1u);
                                                                            l_mut_2372_ = l_3154_;
                                                                        } else {
                                                                            bool l_3155_ = (l_3148_ == 2139095040u);
                                                                            if (l_3155_) {
                                                                                l_mut_2372_ = l_3148_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e5884 = l_mut_2372_;
                                                                    float l_3156_ = asfloat(_e5884);
                                                                    uint l_3157_ = asuint(l_3156_);
                                                                    uint l_3158_ = (l_3157_ ^ 2147483648u);
                                                                    float l_3159_ = asfloat(l_3158_);
                                                                    uint l_3160_ = asuint(l_3159_);
                                                                    uint l_3161_ = (l_3160_ & 2147483647u);
                                                                    float l_3162_ = asfloat(l_3161_);
                                                                    double l_3163_ = double(l_3162_);
                                                                    l_mut_1271_ = l_3163_;
                                                                    bool l_3164_ = (l_3161_ < 8388608u);
                                                                    if (l_3164_) {
                                                                        double l_3165_ = double(l_3161_);
                                                                        double l_3166_ = (l_3165_ * 1.401298464324817e-45L);
                                                                        l_mut_1271_ = l_3166_;
                                                                    }
                                                                    double _e5900 = l_mut_1271_;
                                                                    uint64_t l_3167_ = _e5900;
                                                                    uint l_3168_ = (l_3160_ >> 31u);
                                                                    uint64_t l_3169_ = uint64_t(l_3168_);
                                                                    uint64_t l_3170_ = (l_3169_ << uint(63uL));
                                                                    uint64_t l_3171_ = (l_3167_ | l_3170_);
                                                                    double l_3172_ = l_3171_;
                                                                    l_mut_1356_ = l_3172_;
                                                                } else {
                                                                    uint l_3173_ = asuint(l_3142_);
                                                                    uint l_3174_ = (l_3173_ + 1u);
                                                                    l_mut_2372_ = l_3174_;
                                                                    uint l_3175_ = (l_3173_ & 2147483647u);
                                                                    bool l_3176_ = (l_3175_ == 0u);
                                                                    if (l_3176_) {
                                                                        l_mut_2372_ = 1u;
                                                                    } else {
                                                                        uint l_3177_ = (l_3173_ & 2147483648u);
                                                                        bool l_3178_ = (l_3177_ != 0u);
                                                                        if (l_3178_) {
                                                                            uint l_3179_ = (l_3173_ - 1u);
                                                                            l_mut_2372_ = l_3179_;
                                                                        } else {
                                                                            bool l_3180_ = (l_3173_ == 2139095040u);
                                                                            if (l_3180_) {
                                                                                l_mut_2372_ = l_3173_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e5927 = l_mut_2372_;
                                                                    float l_3181_ = asfloat(_e5927);
                                                                    uint l_3182_ = asuint(l_3181_);
                                                                    uint l_3183_ = (l_3182_ & 2147483647u);
                                                                    float l_3184_ = asfloat(l_3183_);
                                                                    double l_3185_ = double(l_3184_);
                                                                    l_mut_1271_ = l_3185_;
                                                                    bool l_3186_ = (l_3183_ < 8388608u);
                                                                    if (l_3186_) {
                                                                        double l_3187_ = double(l_3183_);
                                                                        double l_3188_ = (l_3187_ * 1.401298464324817e-45L);
                                                                        l_mut_1271_ = l_3188_;
                                                                    }
                                                                    double _e5939 = l_mut_1271_;
                                                                    uint64_t l_3189_ = _e5939;
                                                                    uint l_3190_ = (l_3182_ >> 31u);
                                                                    uint64_t l_3191_ = uint64_t(l_3190_);
                                                                    uint64_t l_3192_ = (l_3191_ << uint(63uL));
                                                                    uint64_t l_3193_ = (l_3189_ | l_3192_);
                                                                    double l_3194_ = l_3193_;
                                                                    bool l_3195_ = (l_3194_ <= l_3136_);
                                                                    if (l_3195_) {
                                                                        uint l_3196_ = asuint(l_3142_);
                                                                        uint l_3197_ = (l_3196_ + 1u);
                                                                        l_mut_2372_ = l_3197_;
                                                                        uint l_3198_ = (l_3196_ & 2147483647u);
                                                                        bool l_3199_ = (l_3198_ == 0u);
                                                                        if (l_3199_) {
                                                                            l_mut_2372_ = 1u;
                                                                        } else {
                                                                            uint l_3200_ = (l_3196_ & 2147483648u);
                                                                            bool l_3201_ = (l_3200_ != 0u);
                                                                            if (l_3201_) {
                                                                                uint l_3202_ = (l_3196_ - 1u);
                                                                                l_mut_2372_ = l_3202_;
                                                                            } else {
                                                                                bool l_3203_ = (l_3196_ == 2139095040u);
                                                                                if (l_3203_) {
                                                                                    l_mut_2372_ = l_3196_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e5967 = l_mut_2372_;
                                                                        float l_3204_ = asfloat(_e5967);
                                                                        uint l_3205_ = asuint(l_3204_);
                                                                        uint l_3206_ = (l_3205_ & 2147483647u);
                                                                        float l_3207_ = asfloat(l_3206_);
                                                                        double l_3208_ = double(l_3207_);
                                                                        l_mut_1271_ = l_3208_;
                                                                        bool l_3209_ = (l_3206_ < 8388608u);
                                                                        if (l_3209_) {
                                                                            double l_3210_ = double(l_3206_);
                                                                            double l_3211_ = (l_3210_ * 1.401298464324817e-45L);
                                                                            l_mut_1271_ = l_3211_;
                                                                        }
                                                                        double _e5979 = l_mut_1271_;
                                                                        uint64_t l_3212_ = _e5979;
                                                                        uint l_3213_ = (l_3205_ >> 31u);
                                                                        uint64_t l_3214_ = uint64_t(l_3213_);
                                                                        uint64_t l_3215_ = (l_3214_ << uint(63uL));
                                                                        uint64_t l_3216_ = (l_3212_ | l_3215_);
                                                                        double l_3217_ = l_3216_;
                                                                        l_mut_1356_ = l_3217_;
                                                                    }
                                                                }
                                                            }
                                                            double _e5990 = l_mut_1356_;
                                                            double l_3218_ = -(_e5990);
                                                            l_mut_1356_ = l_3218_;
                                                            if (false) {
                                                                local_84 = false;
                                                            } else {
                                                                local_84 = false;
                                                            }
                                                            bool l_3219_ = local_84;
                                                            if (l_3219_) {
                                                                double l_3220_ = (l_3131_ + l_3134_);
                                                                double l_3221_ = (l_3220_ * 7.1362384635298e44L);
                                                                double l_3222_ = floor(l_3221_);
                                                                double l_3223_ = (l_3222_ * 1.401298464324817e-45L);
                                                                l_mut_1271_ = l_3223_;
                                                                double l_3224_ = abs(l_3220_);
                                                                bool l_3225_ = (l_3224_ >= 1.1754943508222875e-38L);
                                                                if (l_3225_) {
                                                                    float l_3226_ = float(l_3220_);
                                                                    double l_3227_ = double(l_3226_);
                                                                    l_mut_1271_ = l_3227_;
                                                                    double _e6009 = l_mut_1271_;
                                                                    bool l_3228_ = (_e6009 > l_3220_);
                                                                    if (l_3228_) {
                                                                        uint l_3229_ = asuint(l_3226_);
                                                                        uint l_3230_ = (l_3229_ ^ 2147483648u);
                                                                        float l_3231_ = asfloat(l_3230_);
                                                                        uint l_3232_ = asuint(l_3231_);
                                                                        uint l_3233_ = (l_3232_ + 1u);
                                                                        l_mut_2372_ = l_3233_;
                                                                        uint l_3234_ = (l_3232_ & 2147483647u);
                                                                        bool l_3235_ = (l_3234_ == 0u);
                                                                        if (l_3235_) {
                                                                            l_mut_2372_ = 1u;
                                                                        } else {
                                                                            uint l_3236_ = (l_3232_ & 2147483648u);
                                                                            bool l_3237_ = (l_3236_ != 0u);
                                                                            if (l_3237_) {
                                                                                uint l_3238_ = (l_3232_ - 1u);
                                                                                l_mut_2372_ = l_3238_;
                                                                            } else {
                                                                                bool l_3239_ = (l_3232_ == 2139095040u);
                                                                                if (l_3239_) {
                                                                                    l_mut_2372_ = l_3232_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e6031 = l_mut_2372_;
                                                                        float l_3240_ = asfloat(_e6031);
                                                                        uint l_3241_ = asuint(l_3240_);
                                                                        uint l_3242_ = (l_3241_ ^ 2147483648u);
                                                                        float l_3243_ = asfloat(l_3242_);
                                                                        uint l_3244_ = asuint(l_3243_);
                                                                        uint l_3245_ = (l_3244_ & 2147483647u);
                                                                        float l_3246_ = asfloat(l_3245_);
                                                                        double l_3247_ = double(l_3246_);
                                                                        l_mut_1246_ = l_3247_;
                                                                        bool l_3248_ = (l_3245_ < 8388608u);
                                                                        if (l_3248_) {
                                                                            double l_3249_ = double(l_3245_);
                                                                            double l_3250_ = (l_3249_ * 1.401298464324817e-45L);
                                                                            l_mut_1246_ = l_3250_;
                                                                        }
                                                                        double _e6047 = l_mut_1246_;
                                                                        uint64_t l_3251_ = _e6047;
                                                                        uint l_3252_ = (l_3244_ >> 31u);
                                                                        uint64_t l_3253_ = uint64_t(l_3252_);
                                                                        uint64_t l_3254_ = (l_3253_ << uint(63uL));
                                                                        uint64_t l_3255_ = (l_3251_ | l_3254_);
                                                                        double l_3256_ = l_3255_;
                                                                        l_mut_1271_ = l_3256_;
                                                                    } else {
                                                                        uint l_3257_ = asuint(l_3226_);
                                                                        uint l_3258_ = (l_3257_ + 1u);
                                                                        l_mut_2372_ = l_3258_;
                                                                        uint l_3259_ = (l_3257_ & 2147483647u);
                                                                        bool l_3260_ = (l_3259_ == 0u);
                                                                        if (l_3260_) {
                                                                            l_mut_2372_ = 1u;
                                                                        } else {
                                                                            uint l_3261_ = (l_3257_ & 2147483648u);
                                                                            bool l_3262_ = (l_3261_ != 0u);
                                                                            if (l_3262_) {
                                                                                uint l_3263_ = (l_3257_ - 1u);
                                                                                l_mut_2372_ = l_3263_;
                                                                            } else {
                                                                                bool l_3264_ = (l_3257_ == 2139095040u);
                                                                                if (l_3264_) {
                                                                                    l_mut_2372_ = l_3257_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e6074 = l_mut_2372_;
                                                                        float l_3265_ = asfloat(_e6074);
                                                                        uint l_3266_ = asuint(l_3265_);
                                                                        uint l_3267_ = (l_3266_ & 2147483647u);
                                                                        float l_3268_ = asfloat(l_3267_);
                                                                        double l_3269_ = double(l_3268_);
                                                                        l_mut_1246_ = l_3269_;
                                                                        bool l_3270_ = (l_3267_ < 8388608u);
                                                                        if (l_3270_) {
                                                                            double l_3271_ = double(l_3267_);
                                                                            double l_3272_ = (l_3271_ * 1.401298464324817e-45L);
                                                                            l_mut_1246_ = l_3272_;
                                                                        }
                                                                        double _e6086 = l_mut_1246_;
                                                                        uint64_t l_3273_ = _e6086;
                                                                        uint l_3274_ = (l_3266_ >> 31u);
                                                                        uint64_t l_3275_ = uint64_t(l_3274_);
                                                                        uint64_t l_3276_ = (l_3275_ << uint(63uL));
                                                                        uint64_t l_3277_ = (l_3273_ | l_3276_);
                                                                        double l_3278_ = l_3277_;
                                                                        bool l_3279_ = (l_3278_ <= l_3220_);
                                                                        if (l_3279_) {
                                                                            uint l_3280_ = asuint(l_3226_);
                                                                            uint l_3281_ = (l_3280_ + 1u);
                                                                            l_mut_2372_ = l_3281_;
                                                                            uint l_3282_ = (l_3280_ & 2147483647u);
                                                                            bool l_3283_ = (l_3282_ == 0u);
                                                                            if (l_3283_) {
                                                                                l_mut_2372_ = 1u;
                                                                            } else {
                                                                                uint l_3284_ = (l_3280_ & 2147483648u);
                                                                                bool l_3285_ = (l_3284_ != 0u);
                                                                                if (l_3285_) {
                                                                                    uint l_3286_ = (l_3280_ - 1u);
                                                                                    l_mut_2372_ = l_3286_;
                                                                                } else {
                                                                                    bool l_3287_ = (l_3280_ == 2139095040u);
                                                                                    if (l_3287_) {
                                                                                        l_mut_2372_ = l_3280_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e6114 = l_mut_2372_;
                                                                            float l_3288_ = asfloat(_e6114);
                                                                            uint l_3289_ = asuint(l_3288_);
                                                                            uint l_3290_ = (l_3289_ & 2147483647u);
                                                                            float l_3291_ = asfloat(l_3290_);
                                                                            double l_3292_ = double(l_3291_);
                                                                            l_mut_1246_ = l_3292_;
                                                                            bool l_3293_ = (l_3290_ < 8388608u);
                                                                            if (l_3293_) {
                                                                                double l_3294_ = double(l_3290_);
                                                                                double l_3295_ = (l_3294_ * 1.401298464324817e-45L);
                                                                                l_mut_1246_ = l_3295_;
                                                                            }
                                                                            double _e6126 = l_mut_1246_;
                                                                            uint64_t l_3296_ = _e6126;
                                                                            uint l_3297_ = (l_3289_ >> 31u);
                                                                            uint64_t l_3298_ = uint64_t(l_3297_);
                                                                            uint64_t l_3299_ = (l_3298_ << uint(63uL));
                                                                            uint64_t l_3300_ = (l_3296_ | l_3299_);
                                                                            double l_3301_ = l_3300_;
                                                                            l_mut_1271_ = l_3301_;
                                                                        }
                                                                    }
                                                                }
                                                                double _e6137 = l_mut_1271_;
                                                                l_mut_1356_ = _e6137;
                                                            }
                                                            l_mut_2372_ = 0u;
                                                            double _e6139 = l_mut_1610_;
                                                            bool l_3302_ = (_e6139 <= 0.0L);
                                                            double _e6142 = l_mut_1356_;
                                                            bool l_3303_ = (_e6142 >= 0.0L);
                                                            if (l_3302_) {
                                                                local_85 = l_3303_;
                                                            } else {
                                                                local_85 = false;
                                                            }
                                                            bool l_3304_ = local_85;
                                                            bool l_3305_ = !(l_3304_);
                                                            if (l_3305_) {
                                                                double _e6150 = l_mut_2120_;
                                                                double _e6151 = l_mut_1610_;
                                                                double l_3307_ = (_e6150 / _e6151);
                                                                double _e6153 = l_mut_2120_;
                                                                double _e6154 = l_mut_1356_;
                                                                double l_3308_ = (_e6153 / _e6154);
                                                                double _e6156 = l_mut_1866_;
                                                                double _e6157 = l_mut_1610_;
                                                                double l_3309_ = (_e6156 / _e6157);
                                                                double _e6159 = l_mut_1866_;
                                                                double _e6160 = l_mut_1356_;
                                                                double l_3310_ = (_e6159 / _e6160);
                                                                a_3306_[0] = l_3307_;
                                                                a_3306_[1] = l_3307_;
                                                                double l_3311_ = a_3306_[0];
                                                                bool l_3312_ = (l_3308_ < l_3311_);
                                                                if (l_3312_) {
                                                                    a_3306_[0] = l_3308_;
                                                                }
                                                                double l_3313_ = a_3306_[0];
                                                                bool l_3314_ = (l_3309_ < l_3313_);
                                                                if (l_3314_) {
                                                                    a_3306_[0] = l_3309_;
                                                                }
                                                                double l_3315_ = a_3306_[0];
                                                                bool l_3316_ = (l_3310_ < l_3315_);
                                                                if (l_3316_) {
                                                                    a_3306_[0] = l_3310_;
                                                                }
                                                                double l_3317_ = a_3306_[1];
                                                                bool l_3318_ = (l_3308_ > l_3317_);
                                                                if (l_3318_) {
                                                                    a_3306_[1] = l_3308_;
                                                                }
                                                                double l_3319_ = a_3306_[1];
                                                                bool l_3320_ = (l_3309_ > l_3319_);
                                                                if (l_3320_) {
                                                                    a_3306_[1] = l_3309_;
                                                                }
                                                                double l_3321_ = a_3306_[1];
                                                                bool l_3322_ = (l_3310_ > l_3321_);
                                                                if (l_3322_) {
                                                                    a_3306_[1] = l_3310_;
                                                                }
                                                                double l_3323_ = a_3306_[0];
                                                                double l_3324_ = abs(l_3323_);
                                                                double _e6191 = l_mut_38_;
                                                                double l_3325_ = (l_3324_ * _e6191);
                                                                double l_3326_ = a_3306_[1];
                                                                double l_3327_ = abs(l_3326_);
                                                                double _e6196 = l_mut_38_;
                                                                double l_3328_ = (l_3327_ * _e6196);
                                                                l_mut_2372_ = 2u;
                                                                double l_3329_ = a_3306_[0];
                                                                double l_3330_ = (l_3329_ - l_3325_);
                                                                double l_3331_ = abs(l_3330_);
                                                                l_mut_2120_ = 1.401298464324817e-45L;
                                                                bool l_3332_ = (l_3331_ >= 1.1754943508222875e-38L);
                                                                bool l_3333_ = (l_3331_ <= 1.7976931348623157e308L);
                                                                if (l_3332_) {
                                                                    local_86 = l_3333_;
                                                                } else {
                                                                    local_86 = false;
                                                                }
                                                                bool l_3334_ = local_86;
                                                                if (l_3334_) {
                                                                    uint64_t l_3335_ = l_3331_;
                                                                    uint64_t l_3336_ = (l_3335_ >> uint(52uL));
                                                                    uint64_t l_3337_ = (l_3336_ - 23uL);
                                                                    uint64_t l_3338_ = (l_3337_ << uint(52uL));
                                                                    double l_3339_ = l_3338_;
                                                                    l_mut_2120_ = l_3339_;
                                                                }
                                                                double l_3340_ = (l_3329_ + l_3325_);
                                                                double l_3341_ = abs(l_3340_);
                                                                l_mut_1866_ = 1.401298464324817e-45L;
                                                                bool l_3342_ = (l_3341_ >= 1.1754943508222875e-38L);
                                                                bool l_3343_ = (l_3341_ <= 1.7976931348623157e308L);
                                                                if (l_3342_) {
                                                                    local_87 = l_3343_;
                                                                } else {
                                                                    local_87 = false;
                                                                }
                                                                bool l_3344_ = local_87;
                                                                if (l_3344_) {
                                                                    uint64_t l_3345_ = l_3341_;
                                                                    uint64_t l_3346_ = (l_3345_ >> uint(52uL));
                                                                    uint64_t l_3347_ = (l_3346_ - 23uL);
                                                                    uint64_t l_3348_ = (l_3347_ << uint(52uL));
                                                                    double l_3349_ = l_3348_;
                                                                    l_mut_1866_ = l_3349_;
                                                                }
                                                                double _e6247 = l_mut_2120_;
                                                                double _e6248 = l_mut_1866_;
                                                                bool l_3350_ = (_e6247 == _e6248);
                                                                double l_3351_ = a_3306_[1];
                                                                double l_3352_ = (l_3351_ - l_3328_);
                                                                double l_3353_ = abs(l_3352_);
                                                                l_mut_2120_ = 1.401298464324817e-45L;
                                                                bool l_3354_ = (l_3353_ >= 1.1754943508222875e-38L);
                                                                bool l_3355_ = (l_3353_ <= 1.7976931348623157e308L);
                                                                if (l_3354_) {
                                                                    local_88 = l_3355_;
                                                                } else {
                                                                    local_88 = false;
                                                                }
                                                                bool l_3356_ = local_88;
                                                                if (l_3356_) {
                                                                    uint64_t l_3357_ = l_3353_;
                                                                    uint64_t l_3358_ = (l_3357_ >> uint(52uL));
                                                                    uint64_t l_3359_ = (l_3358_ - 23uL);
                                                                    uint64_t l_3360_ = (l_3359_ << uint(52uL));
                                                                    double l_3361_ = l_3360_;
                                                                    l_mut_2120_ = l_3361_;
                                                                }
                                                                double l_3362_ = (l_3351_ + l_3328_);
                                                                double l_3363_ = abs(l_3362_);
                                                                l_mut_1866_ = 1.401298464324817e-45L;
                                                                bool l_3364_ = (l_3363_ >= 1.1754943508222875e-38L);
                                                                bool l_3365_ = (l_3363_ <= 1.7976931348623157e308L);
                                                                if (l_3364_) {
                                                                    local_89 = l_3365_;
                                                                } else {
                                                                    local_89 = false;
                                                                }
                                                                bool l_3366_ = local_89;
                                                                if (l_3366_) {
                                                                    uint64_t l_3367_ = l_3363_;
                                                                    uint64_t l_3368_ = (l_3367_ >> uint(52uL));
                                                                    uint64_t l_3369_ = (l_3368_ - 23uL);
                                                                    uint64_t l_3370_ = (l_3369_ << uint(52uL));
                                                                    double l_3371_ = l_3370_;
                                                                    l_mut_1866_ = l_3371_;
                                                                }
                                                                double _e6298 = l_mut_2120_;
                                                                double _e6299 = l_mut_1866_;
                                                                bool l_3372_ = (_e6298 == _e6299);
                                                                if (l_3350_) {
                                                                    local_90 = l_3372_;
                                                                } else {
                                                                    local_90 = false;
                                                                }
                                                                bool l_3373_ = local_90;
                                                                if (l_3373_) {
                                                                    double l_3374_ = a_3306_[0];
                                                                    double l_3375_ = a_3306_[0];
                                                                    double l_3376_ = abs(l_3375_);
                                                                    l_mut_2120_ = 1.401298464324817e-45L;
                                                                    bool l_3377_ = (l_3376_ >= 1.1754943508222875e-38L);
                                                                    bool l_3378_ = (l_3376_ <= 1.7976931348623157e308L);
                                                                    if (l_3377_) {
                                                                        local_91 = l_3378_;
                                                                    } else {
                                                                        local_91 = false;
                                                                    }
                                                                    bool l_3379_ = local_91;
                                                                    if (l_3379_) {
                                                                        uint64_t l_3380_ = l_3376_;
                                                                        uint64_t l_3381_ = (l_3380_ >> uint(52uL));
                                                                        uint64_t l_3382_ = (l_3381_ - 23uL);
                                                                        uint64_t l_3383_ = (l_3382_ << uint(52uL));
                                                                        double l_3384_ = l_3383_;
                                                                        l_mut_2120_ = l_3384_;
                                                                    }
                                                                    double _e6331 = l_mut_2120_;
                                                                    double l_3385_ = (l_22_ * _e6331);
                                                                    double l_3386_ = (l_3374_ - l_3385_);
                                                                    double l_3387_ = a_3306_[1];
                                                                    double l_3388_ = a_3306_[1];
                                                                    double l_3389_ = abs(l_3388_);
                                                                    l_mut_2120_ = 1.401298464324817e-45L;
                                                                    bool l_3390_ = (l_3389_ >= 1.1754943508222875e-38L);
                                                                    bool l_3391_ = (l_3389_ <= 1.7976931348623157e308L);
                                                                    if (l_3390_) {
                                                                        local_92 = l_3391_;
                                                                    } else {
                                                                        local_92 = false;
                                                                    }
                                                                    bool l_3392_ = local_92;
                                                                    if (l_3392_) {
                                                                        uint64_t l_3393_ = l_3389_;
                                                                        uint64_t l_3394_ = (l_3393_ >> uint(52uL));
                                                                        uint64_t l_3395_ = (l_3394_ - 23uL);
                                                                        uint64_t l_3396_ = (l_3395_ << uint(52uL));
                                                                        double l_3397_ = l_3396_;
                                                                        l_mut_2120_ = l_3397_;
                                                                    }
                                                                    double _e6360 = l_mut_2120_;
                                                                    double l_3398_ = (l_22_ * _e6360);
                                                                    double l_3399_ = (l_3387_ + l_3398_);
                                                                    uint l_3400_ = asuint(l_15_);
                                                                    uint l_3401_ = (l_3400_ & 2147483647u);
                                                                    float l_3402_ = asfloat(l_3401_);
                                                                    double l_3403_ = double(l_3402_);
                                                                    l_mut_2120_ = l_3403_;
                                                                    bool l_3404_ = (l_3401_ < 8388608u);
                                                                    if (l_3404_) {
                                                                        double l_3405_ = double(l_3401_);
                                                                        double l_3406_ = (l_3405_ * 1.401298464324817e-45L);
                                                                        l_mut_2120_ = l_3406_;
                                                                    }
                                                                    double _e6373 = l_mut_2120_;
                                                                    uint64_t l_3407_ = _e6373;
                                                                    uint l_3408_ = (l_3400_ >> 31u);
                                                                    uint64_t l_3409_ = uint64_t(l_3408_);
                                                                    uint64_t l_3410_ = (l_3409_ << uint(63uL));
                                                                    uint64_t l_3411_ = (l_3407_ | l_3410_);
                                                                    double l_3412_ = l_3411_;
                                                                    uint l_3413_ = asuint(l_15_);
                                                                    uint l_3414_ = (l_3413_ + 1u);
                                                                    l_mut_3415_ = l_3414_;
                                                                    uint l_3416_ = (l_3413_ & 2147483647u);
                                                                    bool l_3417_ = (l_3416_ == 0u);
                                                                    if (l_3417_) {
                                                                        l_mut_3415_ = 1u;
                                                                    } else {
                                                                        uint l_3418_ = (l_3413_ & 2147483648u);
                                                                        bool l_3419_ = (l_3418_ != 0u);
                                                                        if (l_3419_) {
                                                                            uint l_3420_ = (l_3413_ - 1u);
                                                                            l_mut_3415_ = l_3420_;
                                                                        } else {
                                                                            bool l_3421_ = (l_3413_ == 2139095040u);
                                                                            if (l_3421_) {
                                                                                l_mut_3415_ = l_3413_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e6400 = l_mut_3415_;
                                                                    float l_3422_ = asfloat(_e6400);
                                                                    uint l_3423_ = asuint(l_3422_);
                                                                    uint l_3424_ = (l_3423_ & 2147483647u);
                                                                    float l_3425_ = asfloat(l_3424_);
                                                                    double l_3426_ = double(l_3425_);
                                                                    l_mut_2120_ = l_3426_;
                                                                    bool l_3427_ = (l_3424_ < 8388608u);
                                                                    if (l_3427_) {
                                                                        double l_3428_ = double(l_3424_);
                                                                        double l_3429_ = (l_3428_ * 1.401298464324817e-45L);
                                                                        l_mut_2120_ = l_3429_;
                                                                    }
                                                                    double _e6412 = l_mut_2120_;
                                                                    uint64_t l_3430_ = _e6412;
                                                                    uint l_3431_ = (l_3423_ >> 31u);
                                                                    uint64_t l_3432_ = uint64_t(l_3431_);
                                                                    uint64_t l_3433_ = (l_3432_ << uint(63uL));
                                                                    uint64_t l_3434_ = (l_3430_ | l_3433_);
                                                                    double l_3435_ = l_3434_;
                                                                    uint l_3436_ = asuint(l_15_);
                                                                    uint l_3437_ = (l_3436_ ^ 2147483648u);
                                                                    float l_3438_ = asfloat(l_3437_);
                                                                    uint l_3439_ = asuint(l_3438_);
                                                                    uint l_3440_ = (l_3439_ + 1u);
                                                                    l_mut_3415_ = l_3440_;
                                                                    uint l_3441_ = (l_3439_ & 2147483647u);
                                                                    bool l_3442_ = (l_3441_ == 0u);
                                                                    if (l_3442_) {
                                                                        l_mut_3415_ = 1u;
                                                                    } else {
                                                                        uint l_3443_ = (l_3439_ & 2147483648u);
                                                                        bool l_3444_ = (l_3443_ != 0u);
                                                                        if (l_3444_) {
                                                                            uint l_3445_ = (l_3439_ - 1u);
                                                                            l_mut_3415_ = l_3445_;
                                                                        } else {
                                                                            bool l_3446_ = (l_3439_ == 2139095040u);
                                                                            if (l_3446_) {
                                                                                l_mut_3415_ = l_3439_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e6443 = l_mut_3415_;
                                                                    float l_3447_ = asfloat(_e6443);
                                                                    uint l_3448_ = asuint(l_3447_);
                                                                    uint l_3449_ = (l_3448_ ^ 2147483648u);
                                                                    float l_3450_ = asfloat(l_3449_);
                                                                    uint l_3451_ = asuint(l_3450_);
                                                                    uint l_3452_ = (l_3451_ & 2147483647u);
                                                                    float l_3453_ = asfloat(l_3452_);
                                                                    double l_3454_ = double(l_3453_);
                                                                    l_mut_2120_ = l_3454_;
                                                                    bool l_3455_ = (l_3452_ < 8388608u);
                                                                    if (l_3455_) {
                                                                        double l_3456_ = double(l_3452_);
                                                                        double l_3457_ = (l_3456_ * 1.401298464324817e-45L);
                                                                        l_mut_2120_ = l_3457_;
                                                                    }
                                                                    double _e6459 = l_mut_2120_;
                                                                    uint64_t l_3458_ = _e6459;
                                                                    uint l_3459_ = (l_3451_ >> 31u);
                                                                    uint64_t l_3460_ = uint64_t(l_3459_);
                                                                    uint64_t l_3461_ = (l_3460_ << uint(63uL));
                                                                    uint64_t l_3462_ = (l_3458_ | l_3461_);
                                                                    double l_3463_ = l_3462_;
                                                                    double l_3464_ = (l_3386_ + l_3325_);
                                                                    bool l_3465_ = (l_3464_ <= l_3412_);
                                                                    l_mut_150_ = l_3465_;
                                                                    double l_3466_ = (l_3386_ - l_3325_);
                                                                    bool l_3467_ = (l_3466_ > l_3412_);
                                                                    l_mut_147_ = l_3467_;
                                                                    double l_3468_ = (l_3399_ - l_3328_);
                                                                    bool l_3469_ = (l_3468_ >= l_3412_);
                                                                    l_mut_144_ = l_3469_;
                                                                    double l_3470_ = (l_3399_ + l_3328_);
                                                                    bool l_3471_ = (l_3470_ < l_3412_);
                                                                    l_mut_141_ = l_3471_;
                                                                    double l_3472_ = (l_3386_ + l_3325_);
                                                                    bool l_3473_ = (l_3472_ < l_3435_);
                                                                    l_mut_150_ = l_3473_;
                                                                    double l_3474_ = (l_3386_ - l_3325_);
                                                                    bool l_3475_ = (l_3474_ >= l_3435_);
                                                                    l_mut_147_ = l_3475_;
                                                                    double l_3476_ = (l_3399_ - l_3328_);
                                                                    bool l_3477_ = (l_3476_ > l_3463_);
                                                                    l_mut_144_ = l_3477_;
                                                                    double l_3478_ = (l_3399_ + l_3328_);
                                                                    bool l_3479_ = (l_3478_ <= l_3463_);
                                                                    l_mut_141_ = l_3479_;
                                                                    l_mut_3415_ = 2u;
                                                                    bool _e6487 = l_mut_147_;
                                                                    if (!(_e6487)) {
                                                                        bool _e6491 = l_mut_141_;
                                                                        local_93 = _e6491;
                                                                    } else {
                                                                        local_93 = true;
                                                                    }
                                                                    bool l_3480_ = local_93;
                                                                    if (l_3480_) {
                                                                        l_mut_3415_ = 1u;
                                                                    } else {
                                                                        bool _e6495 = l_mut_150_;
                                                                        if (_e6495) {
                                                                            bool _e6498 = l_mut_144_;
                                                                            local_94 = _e6498;
                                                                        } else {
                                                                            local_94 = false;
                                                                        }
                                                                        bool l_3481_ = local_94;
                                                                        if (l_3481_) {
                                                                            l_mut_3415_ = 0u;
                                                                        }
                                                                    }
                                                                    uint l_3482_ = asuint(l_15_);
                                                                    uint l_3483_ = (l_3482_ & 2147483647u);
                                                                    bool l_3484_ = (l_3483_ == 0u);
                                                                    if (l_3484_) {
                                                                        double l_3485_ = (l_3386_ + l_3325_);
                                                                        bool l_3486_ = (l_3485_ < 1.1754943508222875e-38L);
                                                                        double l_3487_ = (l_3399_ - l_3328_);
                                                                        bool l_3488_ = (l_3487_ > -1.1754943508222875e-38L);
                                                                        if (l_3486_) {
                                                                            local_95 = l_3488_;
                                                                        } else {
                                                                            local_95 = false;
                                                                        }
                                                                        bool l_3489_ = local_95;
                                                                        double l_3490_ = (l_3386_ - l_3325_);
                                                                        bool l_3491_ = (l_3490_ < 1.1754943508222875e-38L);
                                                                        double l_3492_ = (l_3399_ + l_3328_);
                                                                        bool l_3493_ = (l_3492_ > -1.1754943508222875e-38L);
                                                                        if (l_3491_) {
                                                                            local_96 = l_3493_;
                                                                        } else {
                                                                            local_96 = false;
                                                                        }
                                                                        bool l_3494_ = local_96;
                                                                        if (l_3489_) {
                                                                            l_mut_3415_ = 0u;
                                                                        } else {
                                                                            uint _e6528 = l_mut_3415_;
                                                                            bool l_3495_ = (_e6528 == 1u);
                                                                            if (l_3494_) {
                                                                                local_97 = l_3495_;
                                                                            } else {
                                                                                local_97 = false;
                                                                            }
                                                                            bool l_3496_ = local_97;
                                                                            if (l_3496_) {
                                                                                l_mut_3415_ = 2u;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e6536 = l_mut_3415_;
                                                                    l_mut_2372_ = _e6536;
                                                                }
                                                            }
                                                            uint _e6537 = l_mut_48_;
                                                            bool l_3497_ = (_e6537 == 0u);
                                                            if (l_3497_) {
                                                                l_mut_90_ = 0u;
                                                            } else {
                                                                uint _e6541 = l_mut_2372_;
                                                                bool l_3498_ = (_e6541 == 1u);
                                                                if (l_3498_) {
                                                                    l_mut_90_ = 1u;
                                                                }
                                                            }
                                                        } else {
                                                            double _e6545 = l_mut_709_;
                                                            double l_3499_ = (_e6545 - l_19_);
                                                            double _e6547 = l_mut_709_;
                                                            double l_3500_ = (_e6547 + l_19_);
                                                            double _e6549 = l_mut_61_;
                                                            double l_3501_ = (_e6549 - l_19_);
                                                            double _e6551 = l_mut_61_;
                                                            double l_3502_ = (_e6551 + l_19_);
                                                            double l_3503_ = abs(l_3501_);
                                                            bool l_3504_ = (l_3503_ > l_1236_);
                                                            double l_3505_ = abs(l_3502_);
                                                            bool l_3506_ = (l_3505_ > l_1236_);
                                                            if (l_3504_) {
                                                                local_98 = l_3506_;
                                                            } else {
                                                                local_98 = false;
                                                            }
                                                            bool l_3507_ = local_98;
                                                            if (l_3507_) {
                                                                double l_3508_ = (l_1234_ + l_1236_);
                                                                double l_3509_ = abs(l_3501_);
                                                                double l_3510_ = abs(l_3502_);
                                                                l_mut_2120_ = l_3509_;
                                                                bool l_3511_ = (l_3510_ < l_3509_);
                                                                if (l_3511_) {
                                                                    l_mut_2120_ = l_3510_;
                                                                }
                                                                double _e6565 = l_mut_2120_;
                                                                double l_3512_ = (l_3508_ / _e6565);
                                                                double l_3513_ = abs(l_3499_);
                                                                double l_3514_ = abs(l_3500_);
                                                                l_mut_2120_ = l_3513_;
                                                                bool l_3515_ = (l_3514_ < l_3513_);
                                                                if (l_3515_) {
                                                                    l_mut_2120_ = l_3514_;
                                                                }
                                                                double _e6570 = l_mut_2120_;
                                                                double l_3516_ = (l_1234_ / _e6570);
                                                                double l_3517_ = (l_3512_ + l_3516_);
                                                                double _e6573 = l_mut_38_;
                                                                l_mut_38_ = (_e6573 + l_3517_);
                                                                l_mut_3415_ = 0u;
                                                                bool l_3518_ = (l_3501_ <= 0.0L);
                                                                bool l_3519_ = (l_3502_ >= 0.0L);
                                                                if (l_3518_) {
                                                                    local_99 = l_3519_;
                                                                } else {
                                                                    local_99 = false;
                                                                }
                                                                bool l_3520_ = local_99;
                                                                bool l_3521_ = !(l_3520_);
                                                                if (l_3521_) {
                                                                    double l_3523_ = (l_3499_ / l_3501_);
                                                                    double l_3524_ = (l_3499_ / l_3502_);
                                                                    double l_3525_ = (l_3500_ / l_3501_);
                                                                    double l_3526_ = (l_3500_ / l_3502_);
                                                                    a_3522_[0] = l_3523_;
                                                                    a_3522_[1] = l_3523_;
                                                                    double l_3527_ = a_3522_[0];
                                                                    bool l_3528_ = (l_3524_ < l_3527_);
                                                                    if (l_3528_) {
                                                                        a_3522_[0] = l_3524_;
                                                                    }
                                                                    double l_3529_ = a_3522_[0];
                                                                    bool l_3530_ = (l_3525_ < l_3529_);
                                                                    if (l_3530_) {
                                                                        a_3522_[0] = l_3525_;
                                                                    }
                                                                    double l_3531_ = a_3522_[0];
                                                                    bool l_3532_ = (l_3526_ < l_3531_);
                                                                    if (l_3532_) {
                                                                        a_3522_[0] = l_3526_;
                                                                    }
                                                                    double l_3533_ = a_3522_[1];
                                                                    bool l_3534_ = (l_3524_ > l_3533_);
                                                                    if (l_3534_) {
                                                                        a_3522_[1] = l_3524_;
                                                                    }
                                                                    double l_3535_ = a_3522_[1];
                                                                    bool l_3536_ = (l_3525_ > l_3535_);
                                                                    if (l_3536_) {
                                                                        a_3522_[1] = l_3525_;
                                                                    }
                                                                    double l_3537_ = a_3522_[1];
                                                                    bool l_3538_ = (l_3526_ > l_3537_);
                                                                    if (l_3538_) {
                                                                        a_3522_[1] = l_3526_;
                                                                    }
                                                                    double l_3539_ = a_3522_[0];
                                                                    double l_3540_ = abs(l_3539_);
                                                                    double _e6618 = l_mut_38_;
                                                                    double l_3541_ = (l_3540_ * _e6618);
                                                                    double l_3542_ = a_3522_[1];
                                                                    double l_3543_ = abs(l_3542_);
                                                                    double _e6623 = l_mut_38_;
                                                                    double l_3544_ = (l_3543_ * _e6623);
                                                                    l_mut_3415_ = 2u;
                                                                    double l_3545_ = a_3522_[0];
                                                                    double l_3546_ = (l_3545_ - l_3541_);
                                                                    double l_3547_ = abs(l_3546_);
                                                                    l_mut_2120_ = 1.401298464324817e-45L;
                                                                    bool l_3548_ = (l_3547_ >= 1.1754943508222875e-38L);
                                                                    bool l_3549_ = (l_3547_ <= 1.7976931348623157e308L);
                                                                    if (l_3548_) {
                                                                        local_100 = l_3549_;
                                                                    } else {
                                                                        local_100 = false;
                                                                    }
                                                                    bool l_3550_ = local_100;
                                                                    if (l_3550_) {
                                                                        uint64_t l_3551_ = l_3547_;
                                                                        uint64_t l_3552_ = (l_3551_ >> uint(52uL));
                                                                        uint64_t l_3553_ = (l_3552_ - 23uL);
                                                                        uint64_t l_3554_ = (l_3553_ << uint(52uL));
                                                                        double l_3555_ = l_3554_;
                                                                        l_mut_2120_ = l_3555_;
                                                                    }
                                                                    double l_3556_ = (l_3545_ + l_3541_);
                                                                    double l_3557_ = abs(l_3556_);
                                                                    l_mut_1866_ = 1.401298464324817e-45L;
                                                                    bool l_3558_ = (l_3557_ >= 1.1754943508222875e-38L);
                                                                    bool l_3559_ = (l_3557_ <= 1.7976931348623157e308L);
                                                                    if (l_3558_) {
                                                                        local_101 = l_3559_;
                                                                    } else {
                                                                        local_101 = false;
                                                                    }
                                                                    bool l_3560_ = local_101;
                                                                    if (l_3560_) {
                                                                        uint64_t l_3561_ = l_3557_;
                                                                        uint64_t l_3562_ = (l_3561_ >> uint(52uL));
                                                                        uint64_t l_3563_ = (l_3562_ - 23uL);
                                                                        uint64_t l_3564_ = (l_3563_ << uint(52uL));
                                                                        double l_3565_ = l_3564_;
                                                                        l_mut_1866_ = l_3565_;
                                                                    }
                                                                    double _e6674 = l_mut_2120_;
                                                                    double _e6675 = l_mut_1866_;
                                                                    bool l_3566_ = (_e6674 == _e6675);
                                                                    double l_3567_ = a_3522_[1];
                                                                    double l_3568_ = (l_3567_ - l_3544_);
                                                                    double l_3569_ = abs(l_3568_);
                                                                    l_mut_2120_ = 1.401298464324817e-45L;
                                                                    bool l_3570_ = (l_3569_ >= 1.1754943508222875e-38L);
                                                                    bool l_3571_ = (l_3569_ <= 1.7976931348623157e308L);
                                                                    if (l_3570_) {
                                                                        local_102 = l_3571_;
                                                                    } else {
                                                                        local_102 = false;
                                                                    }
                                                                    bool l_3572_ = local_102;
                                                                    if (l_3572_) {
                                                                        uint64_t l_3573_ = l_3569_;
                                                                        uint64_t l_3574_ = (l_3573_ >> uint(52uL));
                                                                        uint64_t l_3575_ = (l_3574_ - 23uL);
                                                                        uint64_t l_3576_ = (l_3575_ << uint(52uL));
                                                                        double l_3577_ = l_3576_;
                                                                        l_mut_2120_ = l_3577_;
                                                                    }
                                                                    double l_3578_ = (l_3567_ + l_3544_);
                                                                    double l_3579_ = abs(l_3578_);
                                                                    l_mut_1866_ = 1.401298464324817e-45L;
                                                                    bool l_3580_ = (l_3579_ >= 1.1754943508222875e-38L);
                                                                    bool l_3581_ = (l_3579_ <= 1.7976931348623157e308L);
                                                                    if (l_3580_) {
                                                                        local_103 = l_3581_;
                                                                    } else {
                                                                        local_103 = false;
                                                                    }
                                                                    bool l_3582_ = local_103;
                                                                    if (l_3582_) {
                                                                        uint64_t l_3583_ = l_3579_;
                                                                        uint64_t l_3584_ = (l_3583_ >> uint(52uL));
                                                                        uint64_t l_3585_ = (l_3584_ - 23uL);
                                                                        uint64_t l_3586_ = (l_3585_ << uint(52uL));
                                                                        double l_3587_ = l_3586_;
                                                                        l_mut_1866_ = l_3587_;
                                                                    }
                                                                    double _e6725 = l_mut_2120_;
                                                                    double _e6726 = l_mut_1866_;
                                                                    bool l_3588_ = (_e6725 == _e6726);
                                                                    if (l_3566_) {
                                                                        local_104 = l_3588_;
                                                                    } else {
                                                                        local_104 = false;
                                                                    }
                                                                    bool l_3589_ = local_104;
                                                                    if (l_3589_) {
                                                                        double l_3590_ = a_3522_[0];
                                                                        double l_3591_ = a_3522_[0];
                                                                        double l_3592_ = abs(l_3591_);
                                                                        l_mut_2120_ = 1.401298464324817e-45L;
                                                                        bool l_3593_ = (l_3592_ >= 1.1754943508222875e-38L);
                                                                        bool l_3594_ = (l_3592_ <= 1.7976931348623157e308L);
                                                                        if (l_3593_) {
                                                                            local_105 = l_3594_;
                                                                        } else {
                                                                            local_105 = false;
                                                                        }
                                                                        bool l_3595_ = local_105;
                                                                        if (l_3595_) {
                                                                            uint64_t l_3596_ = l_3592_;
                                                                            uint64_t l_3597_ = (l_3596_ >> uint(52uL));
                                                                            uint64_t l_3598_ = (l_3597_ - 23uL);
                                                                            uint64_t l_3599_ = (l_3598_ << uint(52uL));
                                                                            double l_3600_ = l_3599_;
                                                                            l_mut_2120_ = l_3600_;
                                                                        }
                                                                        double _e6758 = l_mut_2120_;
                                                                        double l_3601_ = (l_22_ * _e6758);
                                                                        double l_3602_ = (l_3590_ - l_3601_);
                                                                        double l_3603_ = a_3522_[1];
                                                                        double l_3604_ = a_3522_[1];
                                                                        double l_3605_ = abs(l_3604_);
                                                                        l_mut_2120_ = 1.401298464324817e-45L;
                                                                        bool l_3606_ = (l_3605_ >= 1.1754943508222875e-38L);
                                                                        bool l_3607_ = (l_3605_ <= 1.7976931348623157e308L);
                                                                        if (l_3606_) {
                                                                            local_106 = l_3607_;
                                                                        } else {
                                                                            local_106 = false;
                                                                        }
                                                                        bool l_3608_ = local_106;
                                                                        if (l_3608_) {
                                                                            uint64_t l_3609_ = l_3605_;
                                                                            uint64_t l_3610_ = (l_3609_ >> uint(52uL));
                                                                            uint64_t l_3611_ = (l_3610_ - 23uL);
                                                                            uint64_t l_3612_ = (l_3611_ << uint(52uL));
                                                                            double l_3613_ = l_3612_;
                                                                            l_mut_2120_ = l_3613_;
                                                                        }
                                                                        double _e6787 = l_mut_2120_;
                                                                        double l_3614_ = (l_22_ * _e6787);
                                                                        double l_3615_ = (l_3603_ + l_3614_);
                                                                        uint l_3616_ = asuint(l_15_);
                                                                        uint l_3617_ = (l_3616_ & 2147483647u);
                                                                        float l_3618_ = asfloat(l_3617_);
                                                                        double l_3619_ = double(l_3618_);
                                                                        l_mut_2120_ = l_3619_;
                                                                        bool l_3620_ = (l_3617_ < 8388608u);
                                                                        if (l_3620_) {
                                                                            double l_3621_ = double(l_3617_);
                                                                            double l_3622_ = (l_3621_ * 1.401298464324817e-45L);
                                                                            l_mut_2120_ = l_3622_;
                                                                        }
                                                                        double _e6800 = l_mut_2120_;
                                                                        uint64_t l_3623_ = _e6800;
                                                                        uint l_3624_ = (l_3616_ >> 31u);
                                                                        uint64_t l_3625_ = uint64_t(l_3624_);
                                                                        uint64_t l_3626_ = (l_3625_ << uint(63uL));
                                                                        uint64_t l_3627_ = (l_3623_ | l_3626_);
                                                                        double l_3628_ = l_3627_;
                                                                        uint l_3629_ = asuint(l_15_);
                                                                        uint l_3630_ = (l_3629_ + 1u);
                                                                        l_mut_2372_ = l_3630_;
                                                                        uint l_3631_ = (l_3629_ & 2147483647u);
                                                                        bool l_3632_ = (l_3631_ == 0u);
                                                                        if (l_3632_) {
                                                                            l_mut_2372_ = 1u;
                                                                        } else {
                                                                            uint l_3633_ = (l_3629_ & 2147483648u);
                                                                            bool l_3634_ = (l_3633_ != 0u);
                                                                            if (l_3634_) {
                                                                                uint l_3635_ = (l_3629_ - 1u);
                                                                                l_mut_2372_ = l_3635_;
                                                                            } else {
                                                                                bool l_3636_ = (l_3629_ == 2139095040u);
                                                                                if (l_3636_) {
                                                                                    l_mut_2372_ = l_3629_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e6827 = l_mut_2372_;
                                                                        float l_3637_ = asfloat(_e6827);
                                                                        uint l_3638_ = asuint(l_3637_);
                                                                        uint l_3639_ = (l_3638_ & 2147483647u);
                                                                        float l_3640_ = asfloat(l_3639_);
                                                                        double l_3641_ = double(l_3640_);
                                                                        l_mut_2120_ = l_3641_;
                                                                        bool l_3642_ = (l_3639_ < 8388608u);
                                                                        if (l_3642_) {
                                                                            double l_3643_ = double(l_3639_);
                                                                            double l_3644_ = (l_3643_ * 1.401298464324817e-45L);
                                                                            l_mut_2120_ = l_3644_;
                                                                        }
                                                                        double _e6839 = l_mut_2120_;
                                                                        uint64_t l_3645_ = _e6839;
                                                                        uint l_3646_ = (l_3638_ >> 31u);
                                                                        uint64_t l_3647_ = uint64_t(l_3646_);
                                                                        uint64_t l_3648_ = (l_3647_ << uint(63uL));
                                                                        uint64_t l_3649_ = (l_3645_ | l_3648_);
                                                                        double l_3650_ = l_3649_;
                                                                        uint l_3651_ = asuint(l_15_);
                                                                        uint l_3652_ = (l_3651_ ^ 2147483648u);
                                                                        float l_3653_ = asfloat(l_3652_);
                                                                        uint l_3654_ = asuint(l_3653_);
                                                                        uint l_3655_ = (l_3654_ + 1u);
                                                                        l_mut_2372_ = l_3655_;
                                                                        uint l_3656_ = (l_3654_ & 2147483647u);
                                                                        bool l_3657_ = (l_3656_ == 0u);
                                                                        if (l_3657_) {
                                                                            l_mut_2372_ = 1u;
                                                                        } else {
                                                                            uint l_3658_ = (l_3654_ & 2147483648u);
                                                                            bool l_3659_ = (l_3658_ != 0u);
                                                                            if (l_3659_) {
                                                                                uint l_3660_ = (l_3654_ - 1u);
                                                                                l_mut_2372_ = l_3660_;
                                                                            } else {
                                                                                bool l_3661_ = (l_3654_ == 2139095040u);
                                                                                if (l_3661_) {
                                                                                    l_mut_2372_ = l_3654_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e6870 = l_mut_2372_;
                                                                        float l_3662_ = asfloat(_e6870);
                                                                        uint l_3663_ = asuint(l_3662_);
                                                                        uint l_3664_ = (l_3663_ ^ 2147483648u);
                                                                        float l_3665_ = asfloat(l_3664_);
                                                                        uint l_3666_ = asuint(l_3665_);
                                                                        uint l_3667_ = (l_3666_ & 2147483647u);
                                                                        float l_3668_ = asfloat(l_3667_);
                                                                        double l_3669_ = double(l_3668_);
                                                                        l_mut_2120_ = l_3669_;
                                                                        bool l_3670_ = (l_3667_ < 8388608u);
                                                                        if (l_3670_) {
                                                                            double l_3671_ = double(l_3667_);
                                                                            double l_3672_ = (l_3671_ * 1.401298464324817e-45L);
                                                                            l_mut_2120_ = l_3672_;
                                                                        }
                                                                        double _e6886 = l_mut_2120_;
                                                                        uint64_t l_3673_ = _e6886;
                                                                        uint l_3674_ = (l_3666_ >> 31u);
                                                                        uint64_t l_3675_ = uint64_t(l_3674_);
                                                                        uint64_t l_3676_ = (l_3675_ << uint(63uL));
                                                                        uint64_t l_3677_ = (l_3673_ | l_3676_);
                                                                        double l_3678_ = l_3677_;
                                                                        double l_3679_ = (l_3602_ + l_3541_);
                                                                        bool l_3680_ = (l_3679_ <= l_3628_);
                                                                        l_mut_150_ = l_3680_;
                                                                        double l_3681_ = (l_3602_ - l_3541_);
                                                                        bool l_3682_ = (l_3681_ > l_3628_);
                                                                        l_mut_147_ = l_3682_;
                                                                        double l_3683_ = (l_3615_ - l_3544_);
                                                                        bool l_3684_ = (l_3683_ >= l_3628_);
                                                                        l_mut_144_ = l_3684_;
                                                                        double l_3685_ = (l_3615_ + l_3544_);
                                                                        bool l_3686_ = (l_3685_ < l_3628_);
                                                                        l_mut_141_ = l_3686_;
                                                                        l_mut_2372_ = 2u;
                                                                        bool _e6906 = l_mut_147_;
                                                                        if (!(_e6906)) {
                                                                            bool _e6910 = l_mut_141_;
                                                                            local_107 = _e6910;
                                                                        } else {
                                                                            local_107 = true;
                                                                        }
                                                                        bool l_3687_ = local_107;
                                                                        if (l_3687_) {
                                                                            l_mut_2372_ = 1u;
                                                                        } else {
                                                                            bool _e6914 = l_mut_150_;
                                                                            if (_e6914) {
                                                                                bool _e6917 = l_mut_144_;
                                                                                local_108 = _e6917;
                                                                            } else {
                                                                                local_108 = false;
                                                                            }
                                                                            bool l_3688_ = local_108;
                                                                            if (l_3688_) {
                                                                                l_mut_2372_ = 0u;
                                                                            }
                                                                        }
                                                                        uint l_3689_ = asuint(l_15_);
                                                                        uint l_3690_ = (l_3689_ & 2147483647u);
                                                                        bool l_3691_ = (l_3690_ == 0u);
                                                                        if (l_3691_) {
                                                                            double l_3692_ = (l_3602_ + l_3541_);
                                                                            bool l_3693_ = (l_3692_ < 1.1754943508222875e-38L);
                                                                            double l_3694_ = (l_3615_ - l_3544_);
                                                                            bool l_3695_ = (l_3694_ > -1.1754943508222875e-38L);
                                                                            if (l_3693_) {
                                                                                local_109 = l_3695_;
                                                                            } else {
                                                                                local_109 = false;
                                                                            }
                                                                            bool l_3696_ = local_109;
                                                                            double l_3697_ = (l_3602_ - l_3541_);
                                                                            bool l_3698_ = (l_3697_ < 1.1754943508222875e-38L);
                                                                            double l_3699_ = (l_3615_ + l_3544_);
                                                                            bool l_3700_ = (l_3699_ > -1.1754943508222875e-38L);
                                                                            if (l_3698_) {
                                                                                local_110 = l_3700_;
                                                                            } else {
                                                                                local_110 = false;
                                                                            }
                                                                            bool l_3701_ = local_110;
                                                                            if (l_3696_) {
                                                                                l_mut_2372_ = 0u;
                                                                            } else {
                                                                                uint _e6947 = l_mut_2372_;
                                                                                bool l_3702_ = (_e6947 == 1u);
                                                                                if (l_3701_) {
                                                                                    local_111 = l_3702_;
                                                                                } else {
                                                                                    local_111 = false;
                                                                                }
                                                                                bool l_3703_ = local_111;
                                                                                if (l_3703_) {
                                                                                    l_mut_2372_ = 2u;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e6955 = l_mut_2372_;
                                                                        l_mut_3415_ = _e6955;
                                                                    }
                                                                }
                                                                uint _e6956 = l_mut_3415_;
                                                                l_mut_90_ = _e6956;
                                                            }
                                                        }
                                                        uint _e6957 = l_mut_90_;
                                                        l_mut_31_ = _e6957;
                                                    } else {
                                                        bool l_3704_ = (l_27_ <= l_25_);
                                                        bool l_3705_ = (l_9_ == 12u);
                                                        if (l_3704_) {
                                                            local_112 = l_3705_;
                                                        } else {
                                                            local_112 = false;
                                                        }
                                                        bool l_3706_ = local_112;
                                                        if (l_3706_) {
                                                            float l_3707_ = float(l_26_);
                                                            uint l_3708_ = asuint(l_3707_);
                                                            uint l_3709_ = (l_3708_ & 2147483647u);
                                                            float l_3710_ = asfloat(l_3709_);
                                                            double l_3711_ = double(l_3710_);
                                                            l_mut_2120_ = l_3711_;
                                                            bool l_3712_ = (l_3709_ < 8388608u);
                                                            if (l_3712_) {
                                                                double l_3713_ = double(l_3709_);
                                                                double l_3714_ = (l_3713_ * 1.401298464324817e-45L);
                                                                l_mut_2120_ = l_3714_;
                                                            }
                                                            double _e6976 = l_mut_2120_;
                                                            uint64_t l_3715_ = _e6976;
                                                            uint l_3716_ = (l_3708_ >> 31u);
                                                            uint64_t l_3717_ = uint64_t(l_3716_);
                                                            uint64_t l_3718_ = (l_3717_ << uint(63uL));
                                                            uint64_t l_3719_ = (l_3715_ | l_3718_);
                                                            double l_3720_ = l_3719_;
                                                            double l_3721_ = abs(l_3720_);
                                                            l_mut_2120_ = l_3721_;
                                                            l_mut_3415_ = 0u;
                                                            bool l_3722_ = (l_3721_ >= 0.785L);
                                                            if (l_3722_) {
                                                                double l_3723_ = (l_3721_ * 0.6366197723675814L);
                                                                double l_3724_ = (l_3723_ + 0.5L);
                                                                double l_3725_ = floor(l_3724_);
                                                                double l_3726_ = (l_3725_ * 1.570796325802803L);
                                                                double l_3727_ = (l_3721_ - l_3726_);
                                                                double l_3728_ = (l_3727_ * l_4_);
                                                                double l_3729_ = (l_3725_ * 9.920935796805404e-10L);
                                                                double l_3730_ = (l_3728_ - l_3729_);
                                                                l_mut_2120_ = l_3730_;
                                                                uint l_3731_ = naga_f2u32(l_3725_);
                                                                l_mut_3415_ = l_3731_;
                                                            }
                                                            uint l_3732_ = asuint(l_3707_);
                                                            bool l_3733_ = (l_3732_ >= 2147483648u);
                                                            double _e7007 = l_mut_2120_;
                                                            double _e7008 = l_mut_2120_;
                                                            double l_3734_ = (_e7007 * _e7008);
                                                            double l_3735_ = (l_3734_ * 1.9572941063391263e-20L);
                                                            double l_3736_ = (8.22063524662433e-18L - l_3735_);
                                                            l_mut_1866_ = l_3736_;
                                                            double _e7014 = l_mut_1866_;
                                                            double l_3737_ = (_e7014 * l_3734_);
                                                            double l_3738_ = (l_3737_ - 2.8114572543455206e-15L);
                                                            l_mut_1866_ = l_3738_;
                                                            double _e7018 = l_mut_1866_;
                                                            double l_3739_ = (_e7018 * l_3734_);
                                                            double l_3740_ = (l_3739_ + 7.647163731819816e-13L);
                                                            l_mut_1866_ = l_3740_;
                                                            double _e7022 = l_mut_1866_;
                                                            double l_3741_ = (_e7022 * l_3734_);
                                                            double l_3742_ = (l_3741_ - 1.6059043836821613e-10L);
                                                            l_mut_1866_ = l_3742_;
                                                            double _e7026 = l_mut_1866_;
                                                            double l_3743_ = (_e7026 * l_3734_);
                                                            double l_3744_ = (l_3743_ + 2.505210838544172e-8L);
                                                            l_mut_1866_ = l_3744_;
                                                            double _e7030 = l_mut_1866_;
                                                            double l_3745_ = (_e7030 * l_3734_);
                                                            double l_3746_ = (l_3745_ - 2.7557319223985893e-6L);
                                                            l_mut_1866_ = l_3746_;
                                                            double _e7034 = l_mut_1866_;
                                                            double l_3747_ = (_e7034 * l_3734_);
                                                            double l_3748_ = (l_3747_ + 0.0001984126984126984L);
                                                            l_mut_1866_ = l_3748_;
                                                            double _e7038 = l_mut_1866_;
                                                            double l_3749_ = (_e7038 * l_3734_);
                                                            double l_3750_ = (l_3749_ - 0.008333333333333333L);
                                                            l_mut_1866_ = l_3750_;
                                                            double _e7042 = l_mut_1866_;
                                                            double l_3751_ = (_e7042 * l_3734_);
                                                            double l_3752_ = (l_3751_ + 0.16666666666666666L);
                                                            l_mut_1866_ = l_3752_;
                                                            double l_3753_ = (0.5L * l_3734_);
                                                            double l_3754_ = (1.0L - l_3753_);
                                                            double l_3755_ = (0.0L * l_3754_);
                                                            double _e7052 = l_mut_2120_;
                                                            double l_3756_ = (_e7052 * l_3734_);
                                                            double _e7054 = l_mut_1866_;
                                                            double l_3757_ = (l_3756_ * _e7054);
                                                            double l_3758_ = (l_3755_ - l_3757_);
                                                            double _e7057 = l_mut_2120_;
                                                            double l_3759_ = (_e7057 + l_3758_);
                                                            double _e7059 = l_mut_2120_;
                                                            double _e7060 = l_mut_2120_;
                                                            double l_3760_ = (_e7059 * _e7060);
                                                            double l_3761_ = (l_3760_ * 4.110317623312165e-19L);
                                                            double l_3762_ = (l_3761_ - 1.5619206968586225e-16L);
                                                            l_mut_1866_ = l_3762_;
                                                            double _e7066 = l_mut_1866_;
                                                            double l_3763_ = (_e7066 * l_3760_);
                                                            double l_3764_ = (l_3763_ + 4.779477332387385e-14L);
                                                            l_mut_1866_ = l_3764_;
                                                            double _e7070 = l_mut_1866_;
                                                            double l_3765_ = (_e7070 * l_3760_);
                                                            double l_3766_ = (l_3765_ - 1.1470745597729725e-11L);
                                                            l_mut_1866_ = l_3766_;
                                                            double _e7074 = l_mut_1866_;
                                                            double l_3767_ = (_e7074 * l_3760_);
                                                            double l_3768_ = (l_3767_ + 2.08767569878681e-9L);
                                                            l_mut_1866_ = l_3768_;
                                                            double _e7078 = l_mut_1866_;
                                                            double l_3769_ = (_e7078 * l_3760_);
                                                            double l_3770_ = (l_3769_ - 2.755731922398589e-7L);
                                                            l_mut_1866_ = l_3770_;
                                                            double _e7082 = l_mut_1866_;
                                                            double l_3771_ = (_e7082 * l_3760_);
                                                            double l_3772_ = (l_3771_ + 2.48015873015873e-5L);
                                                            l_mut_1866_ = l_3772_;
                                                            double _e7086 = l_mut_1866_;
                                                            double l_3773_ = (_e7086 * l_3760_);
                                                            double l_3774_ = (l_3773_ - 0.001388888888888889L);
                                                            l_mut_1866_ = l_3774_;
                                                            double _e7090 = l_mut_1866_;
                                                            double l_3775_ = (_e7090 * l_3760_);
                                                            double l_3776_ = (l_3775_ + 0.041666666666666664L);
                                                            l_mut_1866_ = l_3776_;
                                                            double l_3777_ = (0.5L * l_3760_);
                                                            double l_3778_ = (1.0L - l_3777_);
                                                            double l_3779_ = (l_3760_ * l_3760_);
                                                            double _e7099 = l_mut_1866_;
                                                            double l_3780_ = (l_3779_ * _e7099);
                                                            double _e7102 = l_mut_2120_;
                                                            double l_3781_ = (0.0L * _e7102);
                                                            double l_3782_ = (l_3780_ - l_3781_);
                                                            double l_3783_ = (l_3778_ + l_3782_);
                                                            uint _e7106 = l_mut_3415_;
                                                            uint l_3784_ = (_e7106 & 1u);
                                                            bool l_3785_ = (l_3784_ == 1u);
                                                            l_mut_2120_ = l_3759_;
                                                            uint _e7111 = l_mut_3415_;
                                                            uint l_3786_ = (_e7111 & 2u);
                                                            bool l_3787_ = (l_3786_ != 0u);
                                                            l_mut_150_ = l_3787_;
                                                            if (l_3785_) {
                                                                l_mut_2120_ = l_3783_;
                                                            }
                                                            if (true) {
                                                                local_113 = l_3733_;
                                                            } else {
                                                                local_113 = false;
                                                            }
                                                            bool l_3788_ = local_113;
                                                            if (l_3788_) {
                                                                bool _e7121 = l_mut_150_;
                                                                bool l_3789_ = !(_e7121);
                                                                l_mut_150_ = l_3789_;
                                                            }
                                                            bool _e7123 = l_mut_150_;
                                                            if (_e7123) {
                                                                double _e7124 = l_mut_2120_;
                                                                double l_3790_ = -(_e7124);
                                                                l_mut_2120_ = l_3790_;
                                                            }
                                                            float l_3791_ = float(l_26_);
                                                            uint l_3792_ = asuint(l_3791_);
                                                            uint l_3793_ = (l_3792_ & 2147483647u);
                                                            float l_3794_ = asfloat(l_3793_);
                                                            double l_3795_ = double(l_3794_);
                                                            l_mut_1866_ = l_3795_;
                                                            bool l_3796_ = (l_3793_ < 8388608u);
                                                            if (l_3796_) {
                                                                double l_3797_ = double(l_3793_);
                                                                double l_3798_ = (l_3797_ * 1.401298464324817e-45L);
                                                                l_mut_1866_ = l_3798_;
                                                            }
                                                            double _e7137 = l_mut_1866_;
                                                            uint64_t l_3799_ = _e7137;
                                                            uint l_3800_ = (l_3792_ >> 31u);
                                                            uint64_t l_3801_ = uint64_t(l_3800_);
                                                            uint64_t l_3802_ = (l_3801_ << uint(63uL));
                                                            uint64_t l_3803_ = (l_3799_ | l_3802_);
                                                            double l_3804_ = l_3803_;
                                                            double l_3805_ = abs(l_3804_);
                                                            l_mut_1866_ = l_3805_;
                                                            l_mut_3415_ = 0u;
                                                            bool l_3806_ = (l_3805_ >= 0.785L);
                                                            if (l_3806_) {
                                                                double l_3807_ = (l_3805_ * 0.6366197723675814L);
                                                                double l_3808_ = (l_3807_ + 0.5L);
                                                                double l_3809_ = floor(l_3808_);
                                                                double l_3810_ = (l_3809_ * 1.570796325802803L);
                                                                double l_3811_ = (l_3805_ - l_3810_);
                                                                double l_3812_ = (l_3811_ * l_4_);
                                                                double l_3813_ = (l_3809_ * 9.920935796805404e-10L);
                                                                double l_3814_ = (l_3812_ - l_3813_);
                                                                l_mut_1866_ = l_3814_;
                                                                uint l_3815_ = naga_f2u32(l_3809_);
                                                                l_mut_3415_ = l_3815_;
                                                            }
                                                            uint l_3816_ = asuint(l_3791_);
                                                            bool l_3817_ = (l_3816_ >= 2147483648u);
                                                            double _e7168 = l_mut_1866_;
                                                            double _e7169 = l_mut_1866_;
                                                            double l_3818_ = (_e7168 * _e7169);
                                                            double l_3819_ = (l_3818_ * 1.9572941063391263e-20L);
                                                            double l_3820_ = (8.22063524662433e-18L - l_3819_);
                                                            l_mut_1610_ = l_3820_;
                                                            double _e7175 = l_mut_1610_;
                                                            double l_3821_ = (_e7175 * l_3818_);
                                                            double l_3822_ = (l_3821_ - 2.8114572543455206e-15L);
                                                            l_mut_1610_ = l_3822_;
                                                            double _e7179 = l_mut_1610_;
                                                            double l_3823_ = (_e7179 * l_3818_);
                                                            double l_3824_ = (l_3823_ + 7.647163731819816e-13L);
                                                            l_mut_1610_ = l_3824_;
                                                            double _e7183 = l_mut_1610_;
                                                            double l_3825_ = (_e7183 * l_3818_);
                                                            double l_3826_ = (l_3825_ - 1.6059043836821613e-10L);
                                                            l_mut_1610_ = l_3826_;
                                                            double _e7187 = l_mut_1610_;
                                                            double l_3827_ = (_e7187 * l_3818_);
                                                            double l_3828_ = (l_3827_ + 2.505210838544172e-8L);
                                                            l_mut_1610_ = l_3828_;
                                                            double _e7191 = l_mut_1610_;
                                                            double l_3829_ = (_e7191 * l_3818_);
                                                            double l_3830_ = (l_3829_ - 2.7557319223985893e-6L);
                                                            l_mut_1610_ = l_3830_;
                                                            double _e7195 = l_mut_1610_;
                                                            double l_3831_ = (_e7195 * l_3818_);
                                                            double l_3832_ = (l_3831_ + 0.0001984126984126984L);
                                                            l_mut_1610_ = l_3832_;
                                                            double _e7199 = l_mut_1610_;
                                                            double l_3833_ = (_e7199 * l_3818_);
                                                            double l_3834_ = (l_3833_ - 0.008333333333333333L);
                                                            l_mut_1610_ = l_3834_;
                                                            double _e7203 = l_mut_1610_;
                                                            double l_3835_ = (_e7203 * l_3818_);
                                                            double l_3836_ = (l_3835_ + 0.16666666666666666L);
                                                            l_mut_1610_ = l_3836_;
                                                            double l_3837_ = (0.5L * l_3818_);
                                                            double l_3838_ = (1.0L - l_3837_);
                                                            double l_3839_ = (0.0L * l_3838_);
                                                            double _e7213 = l_mut_1866_;
                                                            double l_3840_ = (_e7213 * l_3818_);
                                                            double _e7215 = l_mut_1610_;
                                                            double l_3841_ = (l_3840_ * _e7215);
                                                            double l_3842_ = (l_3839_ - l_3841_);
                                                            double _e7218 = l_mut_1866_;
                                                            double l_3843_ = (_e7218 + l_3842_);
                                                            double _e7220 = l_mut_1866_;
                                                            double _e7221 = l_mut_1866_;
                                                            double l_3844_ = (_e7220 * _e7221);
                                                            double l_3845_ = (l_3844_ * 4.110317623312165e-19L);
                                                            double l_3846_ = (l_3845_ - 1.5619206968586225e-16L);
                                                            l_mut_1610_ = l_3846_;
                                                            double _e7227 = l_mut_1610_;
                                                            double l_3847_ = (_e7227 * l_3844_);
                                                            double l_3848_ = (l_3847_ + 4.779477332387385e-14L);
                                                            l_mut_1610_ = l_3848_;
                                                            double _e7231 = l_mut_1610_;
                                                            double l_3849_ = (_e7231 * l_3844_);
                                                            double l_3850_ = (l_3849_ - 1.1470745597729725e-11L);
                                                            l_mut_1610_ = l_3850_;
                                                            double _e7235 = l_mut_1610_;
                                                            double l_3851_ = (_e7235 * l_3844_);
                                                            double l_3852_ = (l_3851_ + 2.08767569878681e-9L);
                                                            l_mut_1610_ = l_3852_;
                                                            double _e7239 = l_mut_1610_;
                                                            double l_3853_ = (_e7239 * l_3844_);
                                                            double l_3854_ = (l_3853_ - 2.755731922398589e-7L);
                                                            l_mut_1610_ = l_3854_;
                                                            double _e7243 = l_mut_1610_;
                                                            double l_3855_ = (_e7243 * l_3844_);
                                                            double l_3856_ = (l_3855_ + 2.48015873015873e-5L);
                                                            l_mut_1610_ = l_3856_;
                                                            double _e7247 = l_mut_1610_;
                                                            double l_3857_ = (_e7247 * l_3844_);
                                                            double l_3858_ = (l_3857_ - 0.001388888888888889L);
                                                            l_mut_1610_ = l_3858_;
                                                            double _e7251 = l_mut_1610_;
                                                            double l_3859_ = (_e7251 * l_3844_);
                                                            double l_3860_ = (l_3859_ + 0.041666666666666664L);
                                                            l_mut_1610_ = l_3860_;
                                                            double l_3861_ = (0.5L * l_3844_);
                                                            double l_3862_ = (1.0L - l_3861_);
                                                            double l_3863_ = (l_3844_ * l_3844_);
                                                            double _e7260 = l_mut_1610_;
                                                            double l_3864_ = (l_3863_ * _e7260);
                                                            double _e7263 = l_mut_1866_;
                                                            double l_3865_ = (0.0L * _e7263);
                                                            double l_3866_ = (l_3864_ - l_3865_);
                                                            double l_3867_ = (l_3862_ + l_3866_);
                                                            uint _e7267 = l_mut_3415_;
                                                            uint l_3868_ = (_e7267 & 1u);
                                                            bool l_3869_ = (l_3868_ == 1u);
                                                            l_mut_1866_ = l_3843_;
                                                            uint _e7272 = l_mut_3415_;
                                                            uint l_3870_ = (_e7272 & 2u);
                                                            bool l_3871_ = (l_3870_ != 0u);
                                                            l_mut_150_ = l_3871_;
                                                            l_mut_1866_ = l_3867_;
                                                            if (l_3869_) {
                                                                l_mut_1866_ = l_3843_;
                                                            }
                                                            uint _e7277 = l_mut_3415_;
                                                            uint l_3872_ = (_e7277 + 1u);
                                                            uint l_3873_ = (l_3872_ & 2u);
                                                            bool l_3874_ = (l_3873_ != 0u);
                                                            l_mut_150_ = l_3874_;
                                                            if (false) {
                                                                local_114 = l_3817_;
                                                            } else {
                                                                local_114 = false;
                                                            }
                                                            bool l_3875_ = local_114;
                                                            if (l_3875_) {
                                                                bool _e7289 = l_mut_150_;
                                                                bool l_3876_ = !(_e7289);
                                                                l_mut_150_ = l_3876_;
                                                            }
                                                            bool _e7291 = l_mut_150_;
                                                            if (_e7291) {
                                                                double _e7292 = l_mut_1866_;
                                                                double l_3877_ = -(_e7292);
                                                                l_mut_1866_ = l_3877_;
                                                            }
                                                            double _e7294 = l_mut_2120_;
                                                            double l_3878_ = abs(_e7294);
                                                            double l_3879_ = (l_3878_ * 1.4551915228366852e-11L);
                                                            double _e7298 = l_mut_1866_;
                                                            double l_3880_ = abs(_e7298);
                                                            double l_3881_ = (l_3880_ * 1.4551915228366852e-11L);
                                                            double _e7302 = l_mut_2120_;
                                                            double l_3882_ = (_e7302 - l_19_);
                                                            double _e7304 = l_mut_2120_;
                                                            double l_3883_ = (_e7304 + l_19_);
                                                            double _e7306 = l_mut_1866_;
                                                            double l_3884_ = (_e7306 - l_19_);
                                                            double _e7308 = l_mut_1866_;
                                                            double l_3885_ = (_e7308 + l_19_);
                                                            l_mut_3415_ = 2u;
                                                            double l_3886_ = abs(l_3884_);
                                                            bool l_3887_ = (l_3886_ <= l_3881_);
                                                            double l_3888_ = abs(l_3885_);
                                                            bool l_3889_ = (l_3888_ <= l_3881_);
                                                            if (!(l_3887_)) {
                                                                local_115 = l_3889_;
                                                            } else {
                                                                local_115 = true;
                                                            }
                                                            bool l_3890_ = local_115;
                                                            bool l_3891_ = !(l_3890_);
                                                            if (l_3891_) {
                                                                l_mut_3415_ = 0u;
                                                                bool l_3892_ = (l_3884_ <= 0.0L);
                                                                bool l_3893_ = (l_3885_ >= 0.0L);
                                                                if (l_3892_) {
                                                                    local_116 = l_3893_;
                                                                } else {
                                                                    local_116 = false;
                                                                }
                                                                bool l_3894_ = local_116;
                                                                bool l_3895_ = !(l_3894_);
                                                                if (l_3895_) {
                                                                    double l_3896_ = abs(l_3884_);
                                                                    double l_3897_ = abs(l_3885_);
                                                                    l_mut_2120_ = l_3896_;
                                                                    bool l_3898_ = (l_3897_ < l_3896_);
                                                                    if (l_3898_) {
                                                                        l_mut_2120_ = l_3897_;
                                                                    }
                                                                    double _e7334 = l_mut_2120_;
                                                                    double l_3899_ = (l_3881_ / _e7334);
                                                                    double l_3900_ = (l_3899_ + 1.4551915228366852e-11L);
                                                                    double l_3901_ = (1.0L / l_3885_);
                                                                    double l_3902_ = (1.0L / l_3884_);
                                                                    double l_3903_ = abs(l_3901_);
                                                                    l_mut_2120_ = 1.401298464324817e-45L;
                                                                    bool l_3904_ = (l_3903_ >= 1.1754943508222875e-38L);
                                                                    bool l_3905_ = (l_3903_ <= 1.7976931348623157e308L);
                                                                    if (l_3904_) {
                                                                        local_117 = l_3905_;
                                                                    } else {
                                                                        local_117 = false;
                                                                    }
                                                                    bool l_3906_ = local_117;
                                                                    if (l_3906_) {
                                                                        uint64_t l_3907_ = l_3903_;
                                                                        uint64_t l_3908_ = (l_3907_ >> uint(52uL));
                                                                        uint64_t l_3909_ = (l_3908_ - 23uL);
                                                                        uint64_t l_3910_ = (l_3909_ << uint(52uL));
                                                                        double l_3911_ = l_3910_;
                                                                        l_mut_2120_ = l_3911_;
                                                                    }
                                                                    double _e7364 = l_mut_2120_;
                                                                    double l_3912_ = (l_22_ * _e7364);
                                                                    double l_3913_ = (l_3901_ - l_3912_);
                                                                    double l_3914_ = abs(l_3902_);
                                                                    l_mut_2120_ = 1.401298464324817e-45L;
                                                                    bool l_3915_ = (l_3914_ >= 1.1754943508222875e-38L);
                                                                    bool l_3916_ = (l_3914_ <= 1.7976931348623157e308L);
                                                                    if (l_3915_) {
                                                                        local_118 = l_3916_;
                                                                    } else {
                                                                        local_118 = false;
                                                                    }
                                                                    bool l_3917_ = local_118;
                                                                    if (l_3917_) {
                                                                        uint64_t l_3918_ = l_3914_;
                                                                        uint64_t l_3919_ = (l_3918_ >> uint(52uL));
                                                                        uint64_t l_3920_ = (l_3919_ - 23uL);
                                                                        uint64_t l_3921_ = (l_3920_ << uint(52uL));
                                                                        double l_3922_ = l_3921_;
                                                                        l_mut_2120_ = l_3922_;
                                                                    }
                                                                    double _e7389 = l_mut_2120_;
                                                                    double l_3923_ = (l_22_ * _e7389);
                                                                    double l_3924_ = (l_3902_ + l_3923_);
                                                                    double l_3926_ = (l_3882_ * l_3913_);
                                                                    double l_3927_ = (l_3882_ * l_3924_);
                                                                    double l_3928_ = (l_3883_ * l_3913_);
                                                                    double l_3929_ = (l_3883_ * l_3924_);
                                                                    a_3925_[0] = l_3926_;
                                                                    a_3925_[1] = l_3926_;
                                                                    double l_3930_ = a_3925_[0];
                                                                    bool l_3931_ = (l_3927_ < l_3930_);
                                                                    if (l_3931_) {
                                                                        a_3925_[0] = l_3927_;
                                                                    }
                                                                    double l_3932_ = a_3925_[0];
                                                                    bool l_3933_ = (l_3928_ < l_3932_);
                                                                    if (l_3933_) {
                                                                        a_3925_[0] = l_3928_;
                                                                    }
                                                                    double l_3934_ = a_3925_[0];
                                                                    bool l_3935_ = (l_3929_ < l_3934_);
                                                                    if (l_3935_) {
                                                                        a_3925_[0] = l_3929_;
                                                                    }
                                                                    double l_3936_ = a_3925_[1];
                                                                    bool l_3937_ = (l_3927_ > l_3936_);
                                                                    if (l_3937_) {
                                                                        a_3925_[1] = l_3927_;
                                                                    }
                                                                    double l_3938_ = a_3925_[1];
                                                                    bool l_3939_ = (l_3928_ > l_3938_);
                                                                    if (l_3939_) {
                                                                        a_3925_[1] = l_3928_;
                                                                    }
                                                                    double l_3940_ = a_3925_[1];
                                                                    bool l_3941_ = (l_3929_ > l_3940_);
                                                                    if (l_3941_) {
                                                                        a_3925_[1] = l_3929_;
                                                                    }
                                                                    double l_3942_ = abs(l_3882_);
                                                                    double l_3943_ = abs(l_3883_);
                                                                    l_mut_2120_ = l_3942_;
                                                                    bool l_3944_ = (l_3943_ > l_3942_);
                                                                    if (l_3944_) {
                                                                        l_mut_2120_ = l_3943_;
                                                                    }
                                                                    double l_3945_ = abs(l_3913_);
                                                                    double l_3946_ = abs(l_3924_);
                                                                    l_mut_1866_ = l_3945_;
                                                                    bool l_3947_ = (l_3946_ > l_3945_);
                                                                    if (l_3947_) {
                                                                        l_mut_1866_ = l_3946_;
                                                                    }
                                                                    double _e7428 = l_mut_2120_;
                                                                    double _e7429 = l_mut_1866_;
                                                                    double l_3948_ = (_e7428 * _e7429);
                                                                    double l_3949_ = (l_3900_ + 1.4551915228366852e-11L);
                                                                    double l_3950_ = (l_3948_ * l_3949_);
                                                                    double _e7434 = l_mut_1866_;
                                                                    double l_3951_ = (l_3879_ * _e7434);
                                                                    double l_3952_ = (l_3950_ + l_3951_);
                                                                    l_mut_3415_ = 2u;
                                                                    double l_3953_ = abs(l_3901_);
                                                                    double l_3954_ = (l_3953_ * l_3900_);
                                                                    double l_3955_ = (l_3901_ - l_3954_);
                                                                    double l_3956_ = abs(l_3955_);
                                                                    l_mut_2120_ = 1.401298464324817e-45L;
                                                                    bool l_3957_ = (l_3956_ >= 1.1754943508222875e-38L);
                                                                    bool l_3958_ = (l_3956_ <= 1.7976931348623157e308L);
                                                                    if (l_3957_) {
                                                                        local_119 = l_3958_;
                                                                    } else {
                                                                        local_119 = false;
                                                                    }
                                                                    bool l_3959_ = local_119;
                                                                    if (l_3959_) {
                                                                        uint64_t l_3960_ = l_3956_;
                                                                        uint64_t l_3961_ = (l_3960_ >> uint(52uL));
                                                                        uint64_t l_3962_ = (l_3961_ - 23uL);
                                                                        uint64_t l_3963_ = (l_3962_ << uint(52uL));
                                                                        double l_3964_ = l_3963_;
                                                                        l_mut_2120_ = l_3964_;
                                                                    }
                                                                    double l_3965_ = (l_3901_ + l_3954_);
                                                                    double l_3966_ = abs(l_3965_);
                                                                    l_mut_1866_ = 1.401298464324817e-45L;
                                                                    bool l_3967_ = (l_3966_ >= 1.1754943508222875e-38L);
                                                                    bool l_3968_ = (l_3966_ <= 1.7976931348623157e308L);
                                                                    if (l_3967_) {
                                                                        local_120 = l_3968_;
                                                                    } else {
                                                                        local_120 = false;
                                                                    }
                                                                    bool l_3969_ = local_120;
                                                                    if (l_3969_) {
                                                                        uint64_t l_3970_ = l_3966_;
                                                                        uint64_t l_3971_ = (l_3970_ >> uint(52uL));
                                                                        uint64_t l_3972_ = (l_3971_ - 23uL);
                                                                        uint64_t l_3973_ = (l_3972_ << uint(52uL));
                                                                        double l_3974_ = l_3973_;
                                                                        l_mut_1866_ = l_3974_;
                                                                    }
                                                                    double _e7486 = l_mut_2120_;
                                                                    double _e7487 = l_mut_1866_;
                                                                    bool l_3975_ = (_e7486 == _e7487);
                                                                    double l_3976_ = abs(l_3902_);
                                                                    double l_3977_ = (l_3976_ * l_3900_);
                                                                    double l_3978_ = (l_3902_ - l_3977_);
                                                                    double l_3979_ = abs(l_3978_);
                                                                    l_mut_2120_ = 1.401298464324817e-45L;
                                                                    bool l_3980_ = (l_3979_ >= 1.1754943508222875e-38L);
                                                                    bool l_3981_ = (l_3979_ <= 1.7976931348623157e308L);
                                                                    if (l_3980_) {
                                                                        local_121 = l_3981_;
                                                                    } else {
                                                                        local_121 = false;
                                                                    }
                                                                    bool l_3982_ = local_121;
                                                                    if (l_3982_) {
                                                                        uint64_t l_3983_ = l_3979_;
                                                                        uint64_t l_3984_ = (l_3983_ >> uint(52uL));
                                                                        uint64_t l_3985_ = (l_3984_ - 23uL);
                                                                        uint64_t l_3986_ = (l_3985_ << uint(52uL));
                                                                        double l_3987_ = l_3986_;
                                                                        l_mut_2120_ = l_3987_;
                                                                    }
                                                                    double l_3988_ = (l_3902_ + l_3977_);
                                                                    double l_3989_ = abs(l_3988_);
                                                                    l_mut_1866_ = 1.401298464324817e-45L;
                                                                    bool l_3990_ = (l_3989_ >= 1.1754943508222875e-38L);
                                                                    bool l_3991_ = (l_3989_ <= 1.7976931348623157e308L);
                                                                    if (l_3990_) {
                                                                        local_122 = l_3991_;
                                                                    } else {
                                                                        local_122 = false;
                                                                    }
                                                                    bool l_3992_ = local_122;
                                                                    if (l_3992_) {
                                                                        uint64_t l_3993_ = l_3989_;
                                                                        uint64_t l_3994_ = (l_3993_ >> uint(52uL));
                                                                        uint64_t l_3995_ = (l_3994_ - 23uL);
                                                                        uint64_t l_3996_ = (l_3995_ << uint(52uL));
                                                                        double l_3997_ = l_3996_;
                                                                        l_mut_1866_ = l_3997_;
                                                                    }
                                                                    double _e7537 = l_mut_2120_;
                                                                    double _e7538 = l_mut_1866_;
                                                                    bool l_3998_ = (_e7537 == _e7538);
                                                                    if (l_3975_) {
                                                                        local_123 = l_3998_;
                                                                    } else {
                                                                        local_123 = false;
                                                                    }
                                                                    bool l_3999_ = local_123;
                                                                    if (l_3999_) {
                                                                        double l_4000_ = a_3925_[0];
                                                                        double l_4001_ = a_3925_[1];
                                                                        uint l_4002_ = asuint(l_15_);
                                                                        uint l_4003_ = (l_4002_ & 2147483647u);
                                                                        float l_4004_ = asfloat(l_4003_);
                                                                        double l_4005_ = double(l_4004_);
                                                                        l_mut_2120_ = l_4005_;
                                                                        bool l_4006_ = (l_4003_ < 8388608u);
                                                                        if (l_4006_) {
                                                                            double l_4007_ = double(l_4003_);
                                                                            double l_4008_ = (l_4007_ * 1.401298464324817e-45L);
                                                                            l_mut_2120_ = l_4008_;
                                                                        }
                                                                        double _e7558 = l_mut_2120_;
                                                                        uint64_t l_4009_ = _e7558;
                                                                        uint l_4010_ = (l_4002_ >> 31u);
                                                                        uint64_t l_4011_ = uint64_t(l_4010_);
                                                                        uint64_t l_4012_ = (l_4011_ << uint(63uL));
                                                                        uint64_t l_4013_ = (l_4009_ | l_4012_);
                                                                        double l_4014_ = l_4013_;
                                                                        uint l_4015_ = asuint(l_15_);
                                                                        uint l_4016_ = (l_4015_ + 1u);
                                                                        l_mut_2372_ = l_4016_;
                                                                        uint l_4017_ = (l_4015_ & 2147483647u);
                                                                        bool l_4018_ = (l_4017_ == 0u);
                                                                        if (l_4018_) {
                                                                            l_mut_2372_ = 1u;
                                                                        } else {
                                                                            uint l_4019_ = (l_4015_ & 2147483648u);
                                                                            bool l_4020_ = (l_4019_ != 0u);
                                                                            if (l_4020_) {
                                                                                uint l_4021_ = (l_4015_ - 1u);
                                                                                l_mut_2372_ = l_4021_;
                                                                            } else {
                                                                                bool l_4022_ = (l_4015_ == 2139095040u);
                                                                                if (l_4022_) {
                                                                                    l_mut_2372_ = l_4015_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e7585 = l_mut_2372_;
                                                                        float l_4023_ = asfloat(_e7585);
                                                                        uint l_4024_ = asuint(l_4023_);
                                                                        uint l_4025_ = (l_4024_ & 2147483647u);
                                                                        float l_4026_ = asfloat(l_4025_);
                                                                        double l_4027_ = double(l_4026_);
                                                                        l_mut_2120_ = l_4027_;
                                                                        bool l_4028_ = (l_4025_ < 8388608u);
                                                                        if (l_4028_) {
                                                                            double l_4029_ = double(l_4025_);
                                                                            double l_4030_ = (l_4029_ * 1.401298464324817e-45L);
                                                                            l_mut_2120_ = l_4030_;
                                                                        }
                                                                        double _e7597 = l_mut_2120_;
                                                                        uint64_t l_4031_ = _e7597;
                                                                        uint l_4032_ = (l_4024_ >> 31u);
                                                                        uint64_t l_4033_ = uint64_t(l_4032_);
                                                                        uint64_t l_4034_ = (l_4033_ << uint(63uL));
                                                                        uint64_t l_4035_ = (l_4031_ | l_4034_);
                                                                        double l_4036_ = l_4035_;
                                                                        uint l_4037_ = asuint(l_15_);
                                                                        uint l_4038_ = (l_4037_ ^ 2147483648u);
                                                                        float l_4039_ = asfloat(l_4038_);
                                                                        uint l_4040_ = asuint(l_4039_);
                                                                        uint l_4041_ = (l_4040_ + 1u);
                                                                        l_mut_2372_ = l_4041_;
                                                                        uint l_4042_ = (l_4040_ & 2147483647u);
                                                                        bool l_4043_ = (l_4042_ == 0u);
                                                                        if (l_4043_) {
                                                                            l_mut_2372_ = 1u;
                                                                        } else {
                                                                            uint l_4044_ = (l_4040_ & 2147483648u);
                                                                            bool l_4045_ = (l_4044_ != 0u);
                                                                            if (l_4045_) {
                                                                                uint l_4046_ = (l_4040_ - 1u);
                                                                                l_mut_2372_ = l_4046_;
                                                                            } else {
                                                                                bool l_4047_ = (l_4040_ == 2139095040u);
                                                                                if (l_4047_) {
                                                                                    l_mut_2372_ = l_4040_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e7628 = l_mut_2372_;
                                                                        float l_4048_ = asfloat(_e7628);
                                                                        uint l_4049_ = asuint(l_4048_);
                                                                        uint l_4050_ = (l_4049_ ^ 2147483648u);
                                                                        float l_4051_ = asfloat(l_4050_);
                                                                        uint l_4052_ = asuint(l_4051_);
                                                                        uint l_4053_ = (l_4052_ & 2147483647u);
                                                                        float l_4054_ = asfloat(l_4053_);
                                                                        double l_4055_ = double(l_4054_);
                                                                        l_mut_2120_ = l_4055_;
                                                                        bool l_4056_ = (l_4053_ < 8388608u);
                                                                        if (l_4056_) {
                                                                            double l_4057_ = double(l_4053_);
                                                                            double l_4058_ = (l_4057_ * 1.401298464324817e-45L);
                                                                            l_mut_2120_ = l_4058_;
                                                                        }
                                                                        double _e7644 = l_mut_2120_;
                                                                        uint64_t l_4059_ = _e7644;
                                                                        uint l_4060_ = (l_4052_ >> 31u);
                                                                        uint64_t l_4061_ = uint64_t(l_4060_);
                                                                        uint64_t l_4062_ = (l_4061_ << uint(63uL));
                                                                        uint64_t l_4063_ = (l_4059_ | l_4062_);
                                                                        double l_4064_ = l_4063_;
                                                                        double l_4065_ = (l_4000_ + l_3952_);
                                                                        bool l_4066_ = (l_4065_ <= l_4014_);
                                                                        l_mut_150_ = l_4066_;
                                                                        double l_4067_ = (l_4000_ - l_3952_);
                                                                        bool l_4068_ = (l_4067_ > l_4014_);
                                                                        l_mut_147_ = l_4068_;
                                                                        double l_4069_ = (l_4001_ - l_3952_);
                                                                        bool l_4070_ = (l_4069_ >= l_4014_);
                                                                        l_mut_144_ = l_4070_;
                                                                        double l_4071_ = (l_4001_ + l_3952_);
                                                                        bool l_4072_ = (l_4071_ < l_4014_);
                                                                        l_mut_141_ = l_4072_;
                                                                        double l_4073_ = (l_4000_ + l_3952_);
                                                                        bool l_4074_ = (l_4073_ < l_4036_);
                                                                        l_mut_150_ = l_4074_;
                                                                        double l_4075_ = (l_4000_ - l_3952_);
                                                                        bool l_4076_ = (l_4075_ >= l_4036_);
                                                                        l_mut_147_ = l_4076_;
                                                                        double l_4077_ = (l_4001_ - l_3952_);
                                                                        bool l_4078_ = (l_4077_ > l_4064_);
                                                                        l_mut_144_ = l_4078_;
                                                                        double l_4079_ = (l_4001_ + l_3952_);
                                                                        bool l_4080_ = (l_4079_ <= l_4064_);
                                                                        l_mut_141_ = l_4080_;
                                                                        l_mut_2372_ = 2u;
                                                                        bool _e7672 = l_mut_147_;
                                                                        if (!(_e7672)) {
                                                                            bool _e7676 = l_mut_141_;
                                                                            local_124 = _e7676;
                                                                        } else {
                                                                            local_124 = true;
                                                                        }
                                                                        bool l_4081_ = local_124;
                                                                        if (l_4081_) {
                                                                            l_mut_2372_ = 1u;
                                                                        } else {
                                                                            bool _e7680 = l_mut_150_;
                                                                            if (_e7680) {
                                                                                bool _e7683 = l_mut_144_;
                                                                                local_125 = _e7683;
                                                                            } else {
                                                                                local_125 = false;
                                                                            }
                                                                            bool l_4082_ = local_125;
                                                                            if (l_4082_) {
                                                                                l_mut_2372_ = 0u;
                                                                            }
                                                                        }
                                                                        uint l_4083_ = asuint(l_15_);
                                                                        uint l_4084_ = (l_4083_ & 2147483647u);
                                                                        bool l_4085_ = (l_4084_ == 0u);
                                                                        if (l_4085_) {
                                                                            double l_4086_ = (l_4000_ + l_3952_);
                                                                            bool l_4087_ = (l_4086_ < 1.1754943508222875e-38L);
                                                                            double l_4088_ = (l_4001_ - l_3952_);
                                                                            bool l_4089_ = (l_4088_ > -1.1754943508222875e-38L);
                                                                            if (l_4087_) {
                                                                                local_126 = l_4089_;
                                                                            } else {
                                                                                local_126 = false;
                                                                            }
                                                                            bool l_4090_ = local_126;
                                                                            double l_4091_ = (l_4000_ - l_3952_);
                                                                            bool l_4092_ = (l_4091_ < 1.1754943508222875e-38L);
                                                                            double l_4093_ = (l_4001_ + l_3952_);
                                                                            bool l_4094_ = (l_4093_ > -1.1754943508222875e-38L);
                                                                            if (l_4092_) {
                                                                                local_127 = l_4094_;
                                                                            } else {
                                                                                local_127 = false;
                                                                            }
                                                                            bool l_4095_ = local_127;
                                                                            if (l_4090_) {
                                                                                l_mut_2372_ = 0u;
                                                                            } else {
                                                                                uint _e7713 = l_mut_2372_;
                                                                                bool l_4096_ = (_e7713 == 1u);
                                                                                if (l_4095_) {
                                                                                    local_128 = l_4096_;
                                                                                } else {
                                                                                    local_128 = false;
                                                                                }
                                                                                bool l_4097_ = local_128;
                                                                                if (l_4097_) {
                                                                                    l_mut_2372_ = 2u;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e7721 = l_mut_2372_;
                                                                        l_mut_3415_ = _e7721;
                                                                    }
                                                                }
                                                            }
                                                            uint _e7722 = l_mut_3415_;
                                                            l_mut_31_ = _e7722;
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
                uint l_4098_ = a_30_[0];
                bool l_4099_ = (l_4098_ == 0u);
                if (l_4099_) {
                    l_mut_31_ = 2u;
                }
                uint l_4170_ = asuint(info.Load(28+0));
                uint l_4171_ = (l_4170_ * 1u);
                bool l_4172_ = (l_7_ < l_4171_);
                if (l_4172_) {
                    uint _e7737 = l_mut_31_;
                    buffer_7_global.Store(l_7_*4, asuint(_e7737));
                }
            }
        }
        return;
    } else {
        return;
    }
}
