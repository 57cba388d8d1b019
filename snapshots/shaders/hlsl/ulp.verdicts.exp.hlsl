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

int naga_f2i32(double value) {
    return int(clamp(value, -2147483648.0L, 2147483647.0L));
}

[numthreads(64, 1, 1)]
void verdicts(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint a_27_[1] = (uint[1])0;
    double a_598_[2] = (double[2])0;
    bool l_mut_102_ = (bool)0;
    bool l_mut_105_ = (bool)0;
    uint l_mut_28_ = (uint)0;
    double l_mut_35_ = (double)0;
    double l_mut_421_ = (double)0;
    uint l_mut_45_ = (uint)0;
    double l_mut_58_ = (double)0;
    uint l_mut_75_ = (uint)0;
    double l_mut_781_ = (double)0;
    bool l_mut_96_ = (bool)0;
    bool l_mut_99_ = (bool)0;
    uint l_mut_2_ = 0u;
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

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(28+0));
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e2014 = l_mut_2_;
                l_mut_2_ = (_e2014 + 1u);
            }
            loop_init = false;
            uint _e45 = l_mut_2_;
            if ((_e45 < 8u)) {
            } else {
                break;
            }
            {
                uint l_3_ = (id * 8u);
                uint _e50 = l_mut_2_;
                uint l_4_ = (l_3_ + _e50);
                uint _e53 = l_mut_2_;
                uint l_5_ = (2u * _e53);
                uint l_938_ = asuint(info.Load(16+0));
                uint l_939_ = (l_938_ * 1u);
                bool l_940_ = (l_5_ < l_939_);
                uint l_941_ = (l_939_ - 1u);
                uint l_942_ = min(l_5_, l_941_);
                uint l_943_ = asuint(buffer_4_global.Load(l_942_*4));
                uint l_6_ = (l_940_ ? l_943_ : 0u);
                uint _e71 = l_mut_2_;
                uint l_7_ = (2u * _e71);
                uint l_8_ = (l_7_ + 1u);
                uint l_945_ = asuint(info.Load(16+0));
                uint l_946_ = (l_945_ * 1u);
                bool l_947_ = (l_8_ < l_946_);
                uint l_948_ = (l_946_ - 1u);
                uint l_949_ = min(l_8_, l_948_);
                uint l_950_ = asuint(buffer_4_global.Load(l_949_*4));
                uint l_9_ = (l_947_ ? l_950_ : 0u);
                bool l_10_ = (l_9_ != 0u);
                uint l_952_ = asuint(info.Load(0+0));
                uint l_953_ = (l_952_ * 1u);
                bool l_954_ = (id < l_953_);
                uint l_955_ = (l_953_ - 1u);
                uint l_956_ = min(id, l_955_);
                float l_957_ = asfloat(buffer_0_global.Load(l_956_*4));
                float l_11_ = (l_954_ ? l_957_ : 0.0);
                uint l_959_ = asuint(info.Load(4+0));
                uint l_960_ = (l_959_ * 1u);
                bool l_961_ = (id < l_960_);
                uint l_962_ = (l_960_ - 1u);
                uint l_963_ = min(id, l_962_);
                float l_964_ = asfloat(buffer_1_global.Load(l_963_*4));
                float l_12_ = (l_961_ ? l_964_ : 0.0);
                uint l_966_ = asuint(info.Load(8+0));
                uint l_967_ = (l_966_ * 1u);
                bool l_968_ = (id < l_967_);
                uint l_969_ = (l_967_ - 1u);
                uint l_970_ = min(id, l_969_);
                double l_971_ = buffer_2_global.Load<double>(l_970_*8);
                double l_13_ = (l_968_ ? l_971_ : 0.0L);
                uint l_973_ = asuint(info.Load(12+0));
                uint l_974_ = (l_973_ * 1u);
                bool l_975_ = (id < l_974_);
                uint l_976_ = (l_974_ - 1u);
                uint l_977_ = min(id, l_976_);
                double l_978_ = buffer_3_global.Load<double>(l_977_*8);
                double l_14_ = (l_975_ ? l_978_ : 0.0L);
                uint _e152 = l_mut_2_;
                uint l_15_ = (_e152 * 4u);
                uint l_980_ = asuint(info.Load(20+0));
                uint l_981_ = (l_980_ * 1u);
                bool l_982_ = (l_15_ < l_981_);
                uint l_983_ = (l_981_ - 1u);
                uint l_984_ = min(l_15_, l_983_);
                double l_985_ = buffer_5_global.Load<double>(l_984_*8);
                double l_16_ = (l_982_ ? l_985_ : 0.0L);
                uint _e170 = l_mut_2_;
                uint l_17_ = (_e170 * 4u);
                uint l_18_ = (l_17_ + 1u);
                uint l_987_ = asuint(info.Load(20+0));
                uint l_988_ = (l_987_ * 1u);
                bool l_989_ = (l_18_ < l_988_);
                uint l_990_ = (l_988_ - 1u);
                uint l_991_ = min(l_18_, l_990_);
                double l_992_ = buffer_5_global.Load<double>(l_991_*8);
                double l_19_ = (l_989_ ? l_992_ : 0.0L);
                uint _e190 = l_mut_2_;
                uint l_20_ = (_e190 * 4u);
                uint l_21_ = (l_20_ + 2u);
                uint l_994_ = asuint(info.Load(20+0));
                uint l_995_ = (l_994_ * 1u);
                bool l_996_ = (l_21_ < l_995_);
                uint l_997_ = (l_995_ - 1u);
                uint l_998_ = min(l_21_, l_997_);
                double l_999_ = buffer_5_global.Load<double>(l_998_*8);
                double l_22_ = (l_996_ ? l_999_ : 0.0L);
                double l_23_ = double(l_11_);
                double l_24_ = abs(l_23_);
                double l_25_ = abs(l_13_);
                double l_26_ = (l_25_ * 1.4551915228366852e-11L);
                a_27_[0] = 1u;
                l_mut_28_ = 2u;
                bool l_29_ = (l_6_ == 0u);
                if (l_29_) {
                    l_mut_28_ = 0u;
                } else {
                    bool l_30_ = (l_6_ == 1u);
                    if (l_30_) {
                        l_mut_28_ = 1u;
                        double l_31_ = abs(l_14_);
                        bool l_32_ = (l_31_ <= l_16_);
                        if (l_32_) {
                            l_mut_28_ = 0u;
                        }
                    } else {
                        bool l_33_ = (l_6_ == 2u);
                        if (l_33_) {
                            double l_34_ = abs(l_13_);
                            l_mut_35_ = 1.401298464324817e-45L;
                            bool l_36_ = (l_34_ >= 1.1754943508222875e-38L);
                            bool l_37_ = (l_34_ <= 1.7976931348623157e308L);
                            if (l_36_) {
                                local = l_37_;
                            } else {
                                local = false;
                            }
                            bool l_38_ = local;
                            if (l_38_) {
                                uint64_t l_39_ = l_34_;
                                uint64_t l_40_ = (l_39_ >> uint(52uL));
                                uint64_t l_41_ = (l_40_ - 23uL);
                                uint64_t l_42_ = (l_41_ << uint(52uL));
                                double l_43_ = l_42_;
                                l_mut_35_ = l_43_;
                            }
                            double _e251 = l_mut_35_;
                            double l_44_ = (l_16_ * _e251);
                            l_mut_45_ = 2u;
                            double l_46_ = (l_13_ - l_26_);
                            double l_47_ = abs(l_46_);
                            l_mut_35_ = 1.401298464324817e-45L;
                            bool l_48_ = (l_47_ >= 1.1754943508222875e-38L);
                            bool l_49_ = (l_47_ <= 1.7976931348623157e308L);
                            if (l_48_) {
                                local_1 = l_49_;
                            } else {
                                local_1 = false;
                            }
                            bool l_50_ = local_1;
                            if (l_50_) {
                                uint64_t l_51_ = l_47_;
                                uint64_t l_52_ = (l_51_ >> uint(52uL));
                                uint64_t l_53_ = (l_52_ - 23uL);
                                uint64_t l_54_ = (l_53_ << uint(52uL));
                                double l_55_ = l_54_;
                                l_mut_35_ = l_55_;
                            }
                            double l_56_ = (l_13_ + l_26_);
                            double l_57_ = abs(l_56_);
                            l_mut_58_ = 1.401298464324817e-45L;
                            bool l_59_ = (l_57_ >= 1.1754943508222875e-38L);
                            bool l_60_ = (l_57_ <= 1.7976931348623157e308L);
                            if (l_59_) {
                                local_2 = l_60_;
                            } else {
                                local_2 = false;
                            }
                            bool l_61_ = local_2;
                            if (l_61_) {
                                uint64_t l_62_ = l_57_;
                                uint64_t l_63_ = (l_62_ >> uint(52uL));
                                uint64_t l_64_ = (l_63_ - 23uL);
                                uint64_t l_65_ = (l_64_ << uint(52uL));
                                double l_66_ = l_65_;
                                l_mut_58_ = l_66_;
                            }
                            double _e300 = l_mut_35_;
                            double _e301 = l_mut_58_;
                            bool l_67_ = (_e300 == _e301);
                            if (l_67_) {
                                double l_68_ = (l_44_ * 1.4551915228366852e-11L);
                                double l_69_ = (l_26_ + l_68_);
                                double l_70_ = (l_13_ - l_44_);
                                double l_71_ = (l_13_ + l_44_);
                                double l_72_ = double(l_12_);
                                uint l_73_ = asuint(l_12_);
                                uint l_74_ = (l_73_ + 1u);
                                l_mut_75_ = l_74_;
                                uint l_76_ = (l_73_ & 2147483647u);
                                bool l_77_ = (l_76_ == 0u);
                                if (l_77_) {
                                    l_mut_75_ = 1u;
                                } else {
                                    uint l_78_ = (l_73_ & 2147483648u);
                                    bool l_79_ = (l_78_ != 0u);
                                    if (l_79_) {
                                        uint l_80_ = (l_73_ - 1u);
                                        l_mut_75_ = l_80_;
                                    }
                                }
                                uint _e323 = l_mut_75_;
                                float l_81_ = asfloat(_e323);
                                double l_82_ = double(l_81_);
                                float l_83_ = -(l_12_);
                                uint l_84_ = asuint(l_83_);
                                uint l_85_ = (l_84_ + 1u);
                                l_mut_75_ = l_85_;
                                uint l_86_ = (l_84_ & 2147483647u);
                                bool l_87_ = (l_86_ == 0u);
                                if (l_87_) {
                                    l_mut_75_ = 1u;
                                } else {
                                    uint l_88_ = (l_84_ & 2147483648u);
                                    bool l_89_ = (l_88_ != 0u);
                                    if (l_89_) {
                                        uint l_90_ = (l_84_ - 1u);
                                        l_mut_75_ = l_90_;
                                    }
                                }
                                uint _e341 = l_mut_75_;
                                float l_91_ = asfloat(_e341);
                                float l_92_ = -(l_91_);
                                double l_93_ = double(l_92_);
                                double l_94_ = (l_70_ + l_69_);
                                bool l_95_ = (l_94_ <= l_72_);
                                l_mut_96_ = l_95_;
                                double l_97_ = (l_70_ - l_69_);
                                bool l_98_ = (l_97_ > l_72_);
                                l_mut_99_ = l_98_;
                                double l_100_ = (l_71_ - l_69_);
                                bool l_101_ = (l_100_ >= l_72_);
                                l_mut_102_ = l_101_;
                                double l_103_ = (l_71_ + l_69_);
                                bool l_104_ = (l_103_ < l_72_);
                                l_mut_105_ = l_104_;
                                if (l_10_) {
                                    double l_106_ = (l_70_ + l_69_);
                                    bool l_107_ = (l_106_ < l_82_);
                                    l_mut_96_ = l_107_;
                                    double l_108_ = (l_70_ - l_69_);
                                    bool l_109_ = (l_108_ >= l_82_);
                                    l_mut_99_ = l_109_;
                                    double l_110_ = (l_71_ - l_69_);
                                    bool l_111_ = (l_110_ > l_93_);
                                    l_mut_102_ = l_111_;
                                    double l_112_ = (l_71_ + l_69_);
                                    bool l_113_ = (l_112_ <= l_93_);
                                    l_mut_105_ = l_113_;
                                }
                                l_mut_75_ = 2u;
                                bool _e362 = l_mut_99_;
                                if (!(_e362)) {
                                    bool _e366 = l_mut_105_;
                                    local_3 = _e366;
                                } else {
                                    local_3 = true;
                                }
                                bool l_114_ = local_3;
                                if (l_114_) {
                                    l_mut_75_ = 1u;
                                } else {
                                    bool _e370 = l_mut_96_;
                                    if (_e370) {
                                        bool _e373 = l_mut_102_;
                                        local_4 = _e373;
                                    } else {
                                        local_4 = false;
                                    }
                                    bool l_115_ = local_4;
                                    if (l_115_) {
                                        l_mut_75_ = 0u;
                                    }
                                }
                                uint _e377 = l_mut_75_;
                                l_mut_45_ = _e377;
                            }
                            uint _e378 = l_mut_45_;
                            l_mut_28_ = _e378;
                        } else {
                            bool l_116_ = (l_6_ == 3u);
                            if (l_116_) {
                                l_mut_28_ = 0u;
                                bool l_117_ = (l_24_ >= 1.1754943508222875e-38L);
                                bool l_118_ = (l_24_ <= 8.507059173023462e37L);
                                if (l_117_) {
                                    local_5 = l_118_;
                                } else {
                                    local_5 = false;
                                }
                                bool l_119_ = local_5;
                                if (l_119_) {
                                    double l_120_ = abs(l_13_);
                                    l_mut_58_ = 1.401298464324817e-45L;
                                    bool l_121_ = (l_120_ >= 1.1754943508222875e-38L);
                                    bool l_122_ = (l_120_ <= 1.7976931348623157e308L);
                                    if (l_121_) {
                                        local_6 = l_122_;
                                    } else {
                                        local_6 = false;
                                    }
                                    bool l_123_ = local_6;
                                    if (l_123_) {
                                        uint64_t l_124_ = l_120_;
                                        uint64_t l_125_ = (l_124_ >> uint(52uL));
                                        uint64_t l_126_ = (l_125_ - 23uL);
                                        uint64_t l_127_ = (l_126_ << uint(52uL));
                                        double l_128_ = l_127_;
                                        l_mut_58_ = l_128_;
                                    }
                                    double _e412 = l_mut_58_;
                                    double l_129_ = (l_16_ * _e412);
                                    l_mut_75_ = 2u;
                                    double l_130_ = (l_13_ - l_26_);
                                    double l_131_ = abs(l_130_);
                                    l_mut_58_ = 1.401298464324817e-45L;
                                    bool l_132_ = (l_131_ >= 1.1754943508222875e-38L);
                                    bool l_133_ = (l_131_ <= 1.7976931348623157e308L);
                                    if (l_132_) {
                                        local_7 = l_133_;
                                    } else {
                                        local_7 = false;
                                    }
                                    bool l_134_ = local_7;
                                    if (l_134_) {
                                        uint64_t l_135_ = l_131_;
                                        uint64_t l_136_ = (l_135_ >> uint(52uL));
                                        uint64_t l_137_ = (l_136_ - 23uL);
                                        uint64_t l_138_ = (l_137_ << uint(52uL));
                                        double l_139_ = l_138_;
                                        l_mut_58_ = l_139_;
                                    }
                                    double l_140_ = (l_13_ + l_26_);
                                    double l_141_ = abs(l_140_);
                                    l_mut_35_ = 1.401298464324817e-45L;
                                    bool l_142_ = (l_141_ >= 1.1754943508222875e-38L);
                                    bool l_143_ = (l_141_ <= 1.7976931348623157e308L);
                                    if (l_142_) {
                                        local_8 = l_143_;
                                    } else {
                                        local_8 = false;
                                    }
                                    bool l_144_ = local_8;
                                    if (l_144_) {
                                        uint64_t l_145_ = l_141_;
                                        uint64_t l_146_ = (l_145_ >> uint(52uL));
                                        uint64_t l_147_ = (l_146_ - 23uL);
                                        uint64_t l_148_ = (l_147_ << uint(52uL));
                                        double l_149_ = l_148_;
                                        l_mut_35_ = l_149_;
                                    }
                                    double _e461 = l_mut_58_;
                                    double _e462 = l_mut_35_;
                                    bool l_150_ = (_e461 == _e462);
                                    if (l_150_) {
                                        double l_151_ = (l_129_ * 1.4551915228366852e-11L);
                                        double l_152_ = (l_26_ + l_151_);
                                        double l_153_ = (l_13_ - l_129_);
                                        double l_154_ = (l_13_ + l_129_);
                                        double l_155_ = double(l_12_);
                                        uint l_156_ = asuint(l_12_);
                                        uint l_157_ = (l_156_ + 1u);
                                        l_mut_45_ = l_157_;
                                        uint l_158_ = (l_156_ & 2147483647u);
                                        bool l_159_ = (l_158_ == 0u);
                                        if (l_159_) {
                                            l_mut_45_ = 1u;
                                        } else {
                                            uint l_160_ = (l_156_ & 2147483648u);
                                            bool l_161_ = (l_160_ != 0u);
                                            if (l_161_) {
                                                uint l_162_ = (l_156_ - 1u);
                                                l_mut_45_ = l_162_;
                                            }
                                        }
                                        uint _e484 = l_mut_45_;
                                        float l_163_ = asfloat(_e484);
                                        double l_164_ = double(l_163_);
                                        float l_165_ = -(l_12_);
                                        uint l_166_ = asuint(l_165_);
                                        uint l_167_ = (l_166_ + 1u);
                                        l_mut_45_ = l_167_;
                                        uint l_168_ = (l_166_ & 2147483647u);
                                        bool l_169_ = (l_168_ == 0u);
                                        if (l_169_) {
                                            l_mut_45_ = 1u;
                                        } else {
                                            uint l_170_ = (l_166_ & 2147483648u);
                                            bool l_171_ = (l_170_ != 0u);
                                            if (l_171_) {
                                                uint l_172_ = (l_166_ - 1u);
                                                l_mut_45_ = l_172_;
                                            }
                                        }
                                        uint _e502 = l_mut_45_;
                                        float l_173_ = asfloat(_e502);
                                        float l_174_ = -(l_173_);
                                        double l_175_ = double(l_174_);
                                        double l_176_ = (l_153_ + l_152_);
                                        bool l_177_ = (l_176_ <= l_155_);
                                        l_mut_105_ = l_177_;
                                        double l_178_ = (l_153_ - l_152_);
                                        bool l_179_ = (l_178_ > l_155_);
                                        l_mut_102_ = l_179_;
                                        double l_180_ = (l_154_ - l_152_);
                                        bool l_181_ = (l_180_ >= l_155_);
                                        l_mut_99_ = l_181_;
                                        double l_182_ = (l_154_ + l_152_);
                                        bool l_183_ = (l_182_ < l_155_);
                                        l_mut_96_ = l_183_;
                                        if (l_10_) {
                                            double l_184_ = (l_153_ + l_152_);
                                            bool l_185_ = (l_184_ < l_164_);
                                            l_mut_105_ = l_185_;
                                            double l_186_ = (l_153_ - l_152_);
                                            bool l_187_ = (l_186_ >= l_164_);
                                            l_mut_102_ = l_187_;
                                            double l_188_ = (l_154_ - l_152_);
                                            bool l_189_ = (l_188_ > l_175_);
                                            l_mut_99_ = l_189_;
                                            double l_190_ = (l_154_ + l_152_);
                                            bool l_191_ = (l_190_ <= l_175_);
                                            l_mut_96_ = l_191_;
                                        }
                                        l_mut_45_ = 2u;
                                        bool _e523 = l_mut_102_;
                                        if (!(_e523)) {
                                            bool _e527 = l_mut_96_;
                                            local_9 = _e527;
                                        } else {
                                            local_9 = true;
                                        }
                                        bool l_192_ = local_9;
                                        if (l_192_) {
                                            l_mut_45_ = 1u;
                                        } else {
                                            bool _e531 = l_mut_105_;
                                            if (_e531) {
                                                bool _e534 = l_mut_99_;
                                                local_10 = _e534;
                                            } else {
                                                local_10 = false;
                                            }
                                            bool l_193_ = local_10;
                                            if (l_193_) {
                                                l_mut_45_ = 0u;
                                            }
                                        }
                                        uint _e538 = l_mut_45_;
                                        l_mut_75_ = _e538;
                                    }
                                    uint _e539 = l_mut_75_;
                                    l_mut_28_ = _e539;
                                }
                            } else {
                                bool l_194_ = (l_6_ == 4u);
                                if (l_194_) {
                                    double l_195_ = (l_19_ * l_24_);
                                    double l_196_ = (l_16_ + l_195_);
                                    double l_197_ = abs(l_13_);
                                    l_mut_58_ = 1.401298464324817e-45L;
                                    bool l_198_ = (l_197_ >= 1.1754943508222875e-38L);
                                    bool l_199_ = (l_197_ <= 1.7976931348623157e308L);
                                    if (l_198_) {
                                        local_11 = l_199_;
                                    } else {
                                        local_11 = false;
                                    }
                                    bool l_200_ = local_11;
                                    if (l_200_) {
                                        uint64_t l_201_ = l_197_;
                                        uint64_t l_202_ = (l_201_ >> uint(52uL));
                                        uint64_t l_203_ = (l_202_ - 23uL);
                                        uint64_t l_204_ = (l_203_ << uint(52uL));
                                        double l_205_ = l_204_;
                                        l_mut_58_ = l_205_;
                                    }
                                    double _e566 = l_mut_58_;
                                    double l_206_ = (l_196_ * _e566);
                                    l_mut_75_ = 2u;
                                    double l_207_ = (l_13_ - l_26_);
                                    double l_208_ = abs(l_207_);
                                    l_mut_58_ = 1.401298464324817e-45L;
                                    bool l_209_ = (l_208_ >= 1.1754943508222875e-38L);
                                    bool l_210_ = (l_208_ <= 1.7976931348623157e308L);
                                    if (l_209_) {
                                        local_12 = l_210_;
                                    } else {
                                        local_12 = false;
                                    }
                                    bool l_211_ = local_12;
                                    if (l_211_) {
                                        uint64_t l_212_ = l_208_;
                                        uint64_t l_213_ = (l_212_ >> uint(52uL));
                                        uint64_t l_214_ = (l_213_ - 23uL);
                                        uint64_t l_215_ = (l_214_ << uint(52uL));
                                        double l_216_ = l_215_;
                                        l_mut_58_ = l_216_;
                                    }
                                    double l_217_ = (l_13_ + l_26_);
                                    double l_218_ = abs(l_217_);
                                    l_mut_35_ = 1.401298464324817e-45L;
                                    bool l_219_ = (l_218_ >= 1.1754943508222875e-38L);
                                    bool l_220_ = (l_218_ <= 1.7976931348623157e308L);
                                    if (l_219_) {
                                        local_13 = l_220_;
                                    } else {
                                        local_13 = false;
                                    }
                                    bool l_221_ = local_13;
                                    if (l_221_) {
                                        uint64_t l_222_ = l_218_;
                                        uint64_t l_223_ = (l_222_ >> uint(52uL));
                                        uint64_t l_224_ = (l_223_ - 23uL);
                                        uint64_t l_225_ = (l_224_ << uint(52uL));
                                        double l_226_ = l_225_;
                                        l_mut_35_ = l_226_;
                                    }
                                    double _e615 = l_mut_58_;
                                    double _e616 = l_mut_35_;
                                    bool l_227_ = (_e615 == _e616);
                                    if (l_227_) {
                                        double l_228_ = (l_206_ * 1.4551915228366852e-11L);
                                        double l_229_ = (l_26_ + l_228_);
                                        double l_230_ = (l_13_ - l_206_);
                                        double l_231_ = (l_13_ + l_206_);
                                        double l_232_ = double(l_12_);
                                        uint l_233_ = asuint(l_12_);
                                        uint l_234_ = (l_233_ + 1u);
                                        l_mut_45_ = l_234_;
                                        uint l_235_ = (l_233_ & 2147483647u);
                                        bool l_236_ = (l_235_ == 0u);
                                        if (l_236_) {
                                            l_mut_45_ = 1u;
                                        } else {
                                            uint l_237_ = (l_233_ & 2147483648u);
                                            bool l_238_ = (l_237_ != 0u);
                                            if (l_238_) {
                                                uint l_239_ = (l_233_ - 1u);
                                                l_mut_45_ = l_239_;
                                            }
                                        }
                                        uint _e638 = l_mut_45_;
                                        float l_240_ = asfloat(_e638);
                                        double l_241_ = double(l_240_);
                                        float l_242_ = -(l_12_);
                                        uint l_243_ = asuint(l_242_);
                                        uint l_244_ = (l_243_ + 1u);
                                        l_mut_45_ = l_244_;
                                        uint l_245_ = (l_243_ & 2147483647u);
                                        bool l_246_ = (l_245_ == 0u);
                                        if (l_246_) {
                                            l_mut_45_ = 1u;
                                        } else {
                                            uint l_247_ = (l_243_ & 2147483648u);
                                            bool l_248_ = (l_247_ != 0u);
                                            if (l_248_) {
                                                uint l_249_ = (l_243_ - 1u);
                                                l_mut_45_ = l_249_;
                                            }
                                        }
                                        uint _e656 = l_mut_45_;
                                        float l_250_ = asfloat(_e656);
                                        float l_251_ = -(l_250_);
                                        double l_252_ = double(l_251_);
                                        double l_253_ = (l_230_ + l_229_);
                                        bool l_254_ = (l_253_ <= l_232_);
                                        l_mut_105_ = l_254_;
                                        double l_255_ = (l_230_ - l_229_);
                                        bool l_256_ = (l_255_ > l_232_);
                                        l_mut_102_ = l_256_;
                                        double l_257_ = (l_231_ - l_229_);
                                        bool l_258_ = (l_257_ >= l_232_);
                                        l_mut_99_ = l_258_;
                                        double l_259_ = (l_231_ + l_229_);
                                        bool l_260_ = (l_259_ < l_232_);
                                        l_mut_96_ = l_260_;
                                        if (l_10_) {
                                            double l_261_ = (l_230_ + l_229_);
                                            bool l_262_ = (l_261_ < l_241_);
                                            l_mut_105_ = l_262_;
                                            double l_263_ = (l_230_ - l_229_);
                                            bool l_264_ = (l_263_ >= l_241_);
                                            l_mut_102_ = l_264_;
                                            double l_265_ = (l_231_ - l_229_);
                                            bool l_266_ = (l_265_ > l_252_);
                                            l_mut_99_ = l_266_;
                                            double l_267_ = (l_231_ + l_229_);
                                            bool l_268_ = (l_267_ <= l_252_);
                                            l_mut_96_ = l_268_;
                                        }
                                        l_mut_45_ = 2u;
                                        bool _e677 = l_mut_102_;
                                        if (!(_e677)) {
                                            bool _e681 = l_mut_96_;
                                            local_14 = _e681;
                                        } else {
                                            local_14 = true;
                                        }
                                        bool l_269_ = local_14;
                                        if (l_269_) {
                                            l_mut_45_ = 1u;
                                        } else {
                                            bool _e685 = l_mut_105_;
                                            if (_e685) {
                                                bool _e688 = l_mut_99_;
                                                local_15 = _e688;
                                            } else {
                                                local_15 = false;
                                            }
                                            bool l_270_ = local_15;
                                            if (l_270_) {
                                                l_mut_45_ = 0u;
                                            }
                                        }
                                        uint _e692 = l_mut_45_;
                                        l_mut_75_ = _e692;
                                    }
                                    uint _e693 = l_mut_75_;
                                    l_mut_28_ = _e693;
                                } else {
                                    bool l_271_ = (l_6_ == 5u);
                                    if (l_271_) {
                                        double l_272_ = (2.0L * l_23_);
                                        double l_273_ = abs(l_272_);
                                        double l_274_ = floor(l_273_);
                                        double l_275_ = (3.0L + l_274_);
                                        double l_276_ = abs(l_13_);
                                        l_mut_58_ = 1.401298464324817e-45L;
                                        bool l_277_ = (l_276_ >= 1.1754943508222875e-38L);
                                        bool l_278_ = (l_276_ <= 1.7976931348623157e308L);
                                        if (l_277_) {
                                            local_16 = l_278_;
                                        } else {
                                            local_16 = false;
                                        }
                                        bool l_279_ = local_16;
                                        if (l_279_) {
                                            uint64_t l_280_ = l_276_;
                                            uint64_t l_281_ = (l_280_ >> uint(52uL));
                                            uint64_t l_282_ = (l_281_ - 23uL);
                                            uint64_t l_283_ = (l_282_ << uint(52uL));
                                            double l_284_ = l_283_;
                                            l_mut_58_ = l_284_;
                                        }
                                        double _e724 = l_mut_58_;
                                        double l_285_ = (l_275_ * _e724);
                                        l_mut_75_ = 2u;
                                        double l_286_ = (l_13_ - l_26_);
                                        double l_287_ = abs(l_286_);
                                        l_mut_58_ = 1.401298464324817e-45L;
                                        bool l_288_ = (l_287_ >= 1.1754943508222875e-38L);
                                        bool l_289_ = (l_287_ <= 1.7976931348623157e308L);
                                        if (l_288_) {
                                            local_17 = l_289_;
                                        } else {
                                            local_17 = false;
                                        }
                                        bool l_290_ = local_17;
                                        if (l_290_) {
                                            uint64_t l_291_ = l_287_;
                                            uint64_t l_292_ = (l_291_ >> uint(52uL));
                                            uint64_t l_293_ = (l_292_ - 23uL);
                                            uint64_t l_294_ = (l_293_ << uint(52uL));
                                            double l_295_ = l_294_;
                                            l_mut_58_ = l_295_;
                                        }
                                        double l_296_ = (l_13_ + l_26_);
                                        double l_297_ = abs(l_296_);
                                        l_mut_35_ = 1.401298464324817e-45L;
                                        bool l_298_ = (l_297_ >= 1.1754943508222875e-38L);
                                        bool l_299_ = (l_297_ <= 1.7976931348623157e308L);
                                        if (l_298_) {
                                            local_18 = l_299_;
                                        } else {
                                            local_18 = false;
                                        }
                                        bool l_300_ = local_18;
                                        if (l_300_) {
                                            uint64_t l_301_ = l_297_;
                                            uint64_t l_302_ = (l_301_ >> uint(52uL));
                                            uint64_t l_303_ = (l_302_ - 23uL);
                                            uint64_t l_304_ = (l_303_ << uint(52uL));
                                            double l_305_ = l_304_;
                                            l_mut_35_ = l_305_;
                                        }
                                        double _e773 = l_mut_58_;
                                        double _e774 = l_mut_35_;
                                        bool l_306_ = (_e773 == _e774);
                                        if (l_306_) {
                                            double l_307_ = (l_285_ * 1.4551915228366852e-11L);
                                            double l_308_ = (l_26_ + l_307_);
                                            double l_309_ = (l_13_ - l_285_);
                                            double l_310_ = (l_13_ + l_285_);
                                            double l_311_ = double(l_12_);
                                            uint l_312_ = asuint(l_12_);
                                            uint l_313_ = (l_312_ + 1u);
                                            l_mut_45_ = l_313_;
                                            uint l_314_ = (l_312_ & 2147483647u);
                                            bool l_315_ = (l_314_ == 0u);
                                            if (l_315_) {
                                                l_mut_45_ = 1u;
                                            } else {
                                                uint l_316_ = (l_312_ & 2147483648u);
                                                bool l_317_ = (l_316_ != 0u);
                                                if (l_317_) {
                                                    uint l_318_ = (l_312_ - 1u);
                                                    l_mut_45_ = l_318_;
                                                }
                                            }
                                            uint _e796 = l_mut_45_;
                                            float l_319_ = asfloat(_e796);
                                            double l_320_ = double(l_319_);
                                            float l_321_ = -(l_12_);
                                            uint l_322_ = asuint(l_321_);
                                            uint l_323_ = (l_322_ + 1u);
                                            l_mut_45_ = l_323_;
                                            uint l_324_ = (l_322_ & 2147483647u);
                                            bool l_325_ = (l_324_ == 0u);
                                            if (l_325_) {
                                                l_mut_45_ = 1u;
                                            } else {
                                                uint l_326_ = (l_322_ & 2147483648u);
                                                bool l_327_ = (l_326_ != 0u);
                                                if (l_327_) {
                                                    uint l_328_ = (l_322_ - 1u);
                                                    l_mut_45_ = l_328_;
                                                }
                                            }
                                            uint _e814 = l_mut_45_;
                                            float l_329_ = asfloat(_e814);
                                            float l_330_ = -(l_329_);
                                            double l_331_ = double(l_330_);
                                            double l_332_ = (l_309_ + l_308_);
                                            bool l_333_ = (l_332_ <= l_311_);
                                            l_mut_105_ = l_333_;
                                            double l_334_ = (l_309_ - l_308_);
                                            bool l_335_ = (l_334_ > l_311_);
                                            l_mut_102_ = l_335_;
                                            double l_336_ = (l_310_ - l_308_);
                                            bool l_337_ = (l_336_ >= l_311_);
                                            l_mut_99_ = l_337_;
                                            double l_338_ = (l_310_ + l_308_);
                                            bool l_339_ = (l_338_ < l_311_);
                                            l_mut_96_ = l_339_;
                                            if (l_10_) {
                                                double l_340_ = (l_309_ + l_308_);
                                                bool l_341_ = (l_340_ < l_320_);
                                                l_mut_105_ = l_341_;
                                                double l_342_ = (l_309_ - l_308_);
                                                bool l_343_ = (l_342_ >= l_320_);
                                                l_mut_102_ = l_343_;
                                                double l_344_ = (l_310_ - l_308_);
                                                bool l_345_ = (l_344_ > l_331_);
                                                l_mut_99_ = l_345_;
                                                double l_346_ = (l_310_ + l_308_);
                                                bool l_347_ = (l_346_ <= l_331_);
                                                l_mut_96_ = l_347_;
                                            }
                                            l_mut_45_ = 2u;
                                            bool _e835 = l_mut_102_;
                                            if (!(_e835)) {
                                                bool _e839 = l_mut_96_;
                                                local_19 = _e839;
                                            } else {
                                                local_19 = true;
                                            }
                                            bool l_348_ = local_19;
                                            if (l_348_) {
                                                l_mut_45_ = 1u;
                                            } else {
                                                bool _e843 = l_mut_105_;
                                                if (_e843) {
                                                    bool _e846 = l_mut_99_;
                                                    local_20 = _e846;
                                                } else {
                                                    local_20 = false;
                                                }
                                                bool l_349_ = local_20;
                                                if (l_349_) {
                                                    l_mut_45_ = 0u;
                                                }
                                            }
                                            uint _e850 = l_mut_45_;
                                            l_mut_75_ = _e850;
                                        }
                                        uint _e851 = l_mut_75_;
                                        l_mut_28_ = _e851;
                                    } else {
                                        bool l_350_ = (l_6_ == 6u);
                                        if (l_350_) {
                                            l_mut_28_ = 0u;
                                            bool l_351_ = (l_24_ <= l_19_);
                                            if (l_351_) {
                                                double l_352_ = (l_16_ * 1.4551915228366852e-11L);
                                                double l_353_ = (l_26_ + l_352_);
                                                double l_354_ = (l_13_ - l_16_);
                                                double l_355_ = (l_13_ + l_16_);
                                                double l_356_ = double(l_12_);
                                                uint l_357_ = asuint(l_12_);
                                                uint l_358_ = (l_357_ + 1u);
                                                l_mut_75_ = l_358_;
                                                uint l_359_ = (l_357_ & 2147483647u);
                                                bool l_360_ = (l_359_ == 0u);
                                                if (l_360_) {
                                                    l_mut_75_ = 1u;
                                                } else {
                                                    uint l_361_ = (l_357_ & 2147483648u);
                                                    bool l_362_ = (l_361_ != 0u);
                                                    if (l_362_) {
                                                        uint l_363_ = (l_357_ - 1u);
                                                        l_mut_75_ = l_363_;
                                                    }
                                                }
                                                uint _e876 = l_mut_75_;
                                                float l_364_ = asfloat(_e876);
                                                double l_365_ = double(l_364_);
                                                float l_366_ = -(l_12_);
                                                uint l_367_ = asuint(l_366_);
                                                uint l_368_ = (l_367_ + 1u);
                                                l_mut_75_ = l_368_;
                                                uint l_369_ = (l_367_ & 2147483647u);
                                                bool l_370_ = (l_369_ == 0u);
                                                if (l_370_) {
                                                    l_mut_75_ = 1u;
                                                } else {
                                                    uint l_371_ = (l_367_ & 2147483648u);
                                                    bool l_372_ = (l_371_ != 0u);
                                                    if (l_372_) {
                                                        uint l_373_ = (l_367_ - 1u);
                                                        l_mut_75_ = l_373_;
                                                    }
                                                }
                                                uint _e894 = l_mut_75_;
                                                float l_374_ = asfloat(_e894);
                                                float l_375_ = -(l_374_);
                                                double l_376_ = double(l_375_);
                                                double l_377_ = (l_354_ + l_353_);
                                                bool l_378_ = (l_377_ <= l_356_);
                                                l_mut_105_ = l_378_;
                                                double l_379_ = (l_354_ - l_353_);
                                                bool l_380_ = (l_379_ > l_356_);
                                                l_mut_102_ = l_380_;
                                                double l_381_ = (l_355_ - l_353_);
                                                bool l_382_ = (l_381_ >= l_356_);
                                                l_mut_99_ = l_382_;
                                                double l_383_ = (l_355_ + l_353_);
                                                bool l_384_ = (l_383_ < l_356_);
                                                l_mut_96_ = l_384_;
                                                if (l_10_) {
                                                    double l_385_ = (l_354_ + l_353_);
                                                    bool l_386_ = (l_385_ < l_365_);
                                                    l_mut_105_ = l_386_;
                                                    double l_387_ = (l_354_ - l_353_);
                                                    bool l_388_ = (l_387_ >= l_365_);
                                                    l_mut_102_ = l_388_;
                                                    double l_389_ = (l_355_ - l_353_);
                                                    bool l_390_ = (l_389_ > l_376_);
                                                    l_mut_99_ = l_390_;
                                                    double l_391_ = (l_355_ + l_353_);
                                                    bool l_392_ = (l_391_ <= l_376_);
                                                    l_mut_96_ = l_392_;
                                                }
                                                l_mut_75_ = 2u;
                                                bool _e915 = l_mut_102_;
                                                if (!(_e915)) {
                                                    bool _e919 = l_mut_96_;
                                                    local_21 = _e919;
                                                } else {
                                                    local_21 = true;
                                                }
                                                bool l_393_ = local_21;
                                                if (l_393_) {
                                                    l_mut_75_ = 1u;
                                                } else {
                                                    bool _e923 = l_mut_105_;
                                                    if (_e923) {
                                                        bool _e926 = l_mut_99_;
                                                        local_22 = _e926;
                                                    } else {
                                                        local_22 = false;
                                                    }
                                                    bool l_394_ = local_22;
                                                    if (l_394_) {
                                                        l_mut_75_ = 0u;
                                                    }
                                                }
                                                uint _e930 = l_mut_75_;
                                                l_mut_28_ = _e930;
                                            }
                                        } else {
                                            bool l_395_ = (l_6_ == 7u);
                                            if (l_395_) {
                                                double l_396_ = abs(l_13_);
                                                double l_397_ = (l_16_ * l_396_);
                                                l_mut_58_ = l_397_;
                                                double l_398_ = abs(l_13_);
                                                l_mut_35_ = 1.401298464324817e-45L;
                                                bool l_399_ = (l_398_ >= 1.1754943508222875e-38L);
                                                bool l_400_ = (l_398_ <= 1.7976931348623157e308L);
                                                if (l_399_) {
                                                    local_23 = l_400_;
                                                } else {
                                                    local_23 = false;
                                                }
                                                bool l_401_ = local_23;
                                                if (l_401_) {
                                                    uint64_t l_402_ = l_398_;
                                                    uint64_t l_403_ = (l_402_ >> uint(52uL));
                                                    uint64_t l_404_ = (l_403_ - 23uL);
                                                    uint64_t l_405_ = (l_404_ << uint(52uL));
                                                    double l_406_ = l_405_;
                                                    l_mut_35_ = l_406_;
                                                }
                                                double _e958 = l_mut_35_;
                                                double l_407_ = (0.5L * _e958);
                                                double _e960 = l_mut_58_;
                                                bool l_408_ = (l_407_ > _e960);
                                                if (l_408_) {
                                                    l_mut_58_ = l_407_;
                                                }
                                                double l_409_ = (l_13_ - l_26_);
                                                double l_410_ = abs(l_409_);
                                                l_mut_35_ = 1.401298464324817e-45L;
                                                bool l_411_ = (l_410_ >= 1.1754943508222875e-38L);
                                                bool l_412_ = (l_410_ <= 1.7976931348623157e308L);
                                                if (l_411_) {
                                                    local_24 = l_412_;
                                                } else {
                                                    local_24 = false;
                                                }
                                                bool l_413_ = local_24;
                                                if (l_413_) {
                                                    uint64_t l_414_ = l_410_;
                                                    uint64_t l_415_ = (l_414_ >> uint(52uL));
                                                    uint64_t l_416_ = (l_415_ - 23uL);
                                                    uint64_t l_417_ = (l_416_ << uint(52uL));
                                                    double l_418_ = l_417_;
                                                    l_mut_35_ = l_418_;
                                                }
                                                double l_419_ = (l_13_ + l_26_);
                                                double l_420_ = abs(l_419_);
                                                l_mut_421_ = 1.401298464324817e-45L;
                                                bool l_422_ = (l_420_ >= 1.1754943508222875e-38L);
                                                bool l_423_ = (l_420_ <= 1.7976931348623157e308L);
                                                if (l_422_) {
                                                    local_25 = l_423_;
                                                } else {
                                                    local_25 = false;
                                                }
                                                bool l_424_ = local_25;
                                                if (l_424_) {
                                                    uint64_t l_425_ = l_420_;
                                                    uint64_t l_426_ = (l_425_ >> uint(52uL));
                                                    uint64_t l_427_ = (l_426_ - 23uL);
                                                    uint64_t l_428_ = (l_427_ << uint(52uL));
                                                    double l_429_ = l_428_;
                                                    l_mut_421_ = l_429_;
                                                }
                                                double _e1008 = l_mut_35_;
                                                double _e1009 = l_mut_421_;
                                                bool l_430_ = (_e1008 == _e1009);
                                                if (l_430_) {
                                                    double l_431_ = (l_16_ * l_26_);
                                                    double l_432_ = (l_26_ + l_431_);
                                                    double _e1013 = l_mut_58_;
                                                    double l_433_ = (_e1013 * 1.4551915228366852e-11L);
                                                    double l_434_ = (l_432_ + l_433_);
                                                    double _e1017 = l_mut_58_;
                                                    double l_435_ = (l_13_ - _e1017);
                                                    double _e1019 = l_mut_58_;
                                                    double l_436_ = (l_13_ + _e1019);
                                                    double l_437_ = double(l_12_);
                                                    uint l_438_ = asuint(l_12_);
                                                    uint l_439_ = (l_438_ + 1u);
                                                    l_mut_75_ = l_439_;
                                                    uint l_440_ = (l_438_ & 2147483647u);
                                                    bool l_441_ = (l_440_ == 0u);
                                                    if (l_441_) {
                                                        l_mut_75_ = 1u;
                                                    } else {
                                                        uint l_442_ = (l_438_ & 2147483648u);
                                                        bool l_443_ = (l_442_ != 0u);
                                                        if (l_443_) {
                                                            uint l_444_ = (l_438_ - 1u);
                                                            l_mut_75_ = l_444_;
                                                        }
                                                    }
                                                    uint _e1036 = l_mut_75_;
                                                    float l_445_ = asfloat(_e1036);
                                                    double l_446_ = double(l_445_);
                                                    float l_447_ = -(l_12_);
                                                    uint l_448_ = asuint(l_447_);
                                                    uint l_449_ = (l_448_ + 1u);
                                                    l_mut_75_ = l_449_;
                                                    uint l_450_ = (l_448_ & 2147483647u);
                                                    bool l_451_ = (l_450_ == 0u);
                                                    if (l_451_) {
                                                        l_mut_75_ = 1u;
                                                    } else {
                                                        uint l_452_ = (l_448_ & 2147483648u);
                                                        bool l_453_ = (l_452_ != 0u);
                                                        if (l_453_) {
                                                            uint l_454_ = (l_448_ - 1u);
                                                            l_mut_75_ = l_454_;
                                                        }
                                                    }
                                                    uint _e1054 = l_mut_75_;
                                                    float l_455_ = asfloat(_e1054);
                                                    float l_456_ = -(l_455_);
                                                    double l_457_ = double(l_456_);
                                                    double l_458_ = (l_435_ + l_434_);
                                                    bool l_459_ = (l_458_ <= l_437_);
                                                    l_mut_105_ = l_459_;
                                                    double l_460_ = (l_435_ - l_434_);
                                                    bool l_461_ = (l_460_ > l_437_);
                                                    l_mut_102_ = l_461_;
                                                    double l_462_ = (l_436_ - l_434_);
                                                    bool l_463_ = (l_462_ >= l_437_);
                                                    l_mut_99_ = l_463_;
                                                    double l_464_ = (l_436_ + l_434_);
                                                    bool l_465_ = (l_464_ < l_437_);
                                                    l_mut_96_ = l_465_;
                                                    if (l_10_) {
                                                        double l_466_ = (l_435_ + l_434_);
                                                        bool l_467_ = (l_466_ < l_446_);
                                                        l_mut_105_ = l_467_;
                                                        double l_468_ = (l_435_ - l_434_);
                                                        bool l_469_ = (l_468_ >= l_446_);
                                                        l_mut_102_ = l_469_;
                                                        double l_470_ = (l_436_ - l_434_);
                                                        bool l_471_ = (l_470_ > l_457_);
                                                        l_mut_99_ = l_471_;
                                                        double l_472_ = (l_436_ + l_434_);
                                                        bool l_473_ = (l_472_ <= l_457_);
                                                        l_mut_96_ = l_473_;
                                                    }
                                                    l_mut_75_ = 2u;
                                                    bool _e1075 = l_mut_102_;
                                                    if (!(_e1075)) {
                                                        bool _e1079 = l_mut_96_;
                                                        local_26 = _e1079;
                                                    } else {
                                                        local_26 = true;
                                                    }
                                                    bool l_474_ = local_26;
                                                    if (l_474_) {
                                                        l_mut_75_ = 1u;
                                                    } else {
                                                        bool _e1083 = l_mut_105_;
                                                        if (_e1083) {
                                                            bool _e1086 = l_mut_99_;
                                                            local_27 = _e1086;
                                                        } else {
                                                            local_27 = false;
                                                        }
                                                        bool l_475_ = local_27;
                                                        if (l_475_) {
                                                            l_mut_75_ = 0u;
                                                        }
                                                    }
                                                    uint _e1090 = l_mut_75_;
                                                    l_mut_28_ = _e1090;
                                                }
                                            } else {
                                                bool l_476_ = (l_6_ == 8u);
                                                if (l_476_) {
                                                    bool l_477_ = (l_23_ >= 0.5L);
                                                    bool l_478_ = (l_23_ <= 2.0L);
                                                    if (l_477_) {
                                                        local_28 = l_478_;
                                                    } else {
                                                        local_28 = false;
                                                    }
                                                    bool l_479_ = local_28;
                                                    if (l_479_) {
                                                        double l_480_ = (l_16_ * 1.4551915228366852e-11L);
                                                        double l_481_ = (l_26_ + l_480_);
                                                        double l_482_ = (l_13_ - l_16_);
                                                        double l_483_ = (l_13_ + l_16_);
                                                        double l_484_ = double(l_12_);
                                                        uint l_485_ = asuint(l_12_);
                                                        uint l_486_ = (l_485_ + 1u);
                                                        l_mut_75_ = l_486_;
                                                        uint l_487_ = (l_485_ & 2147483647u);
                                                        bool l_488_ = (l_487_ == 0u);
                                                        if (l_488_) {
                                                            l_mut_75_ = 1u;
                                                        } else {
                                                            uint l_489_ = (l_485_ & 2147483648u);
                                                            bool l_490_ = (l_489_ != 0u);
                                                            if (l_490_) {
                                                                uint l_491_ = (l_485_ - 1u);
                                                                l_mut_75_ = l_491_;
                                                            }
                                                        }
                                                        uint _e1121 = l_mut_75_;
                                                        float l_492_ = asfloat(_e1121);
                                                        double l_493_ = double(l_492_);
                                                        float l_494_ = -(l_12_);
                                                        uint l_495_ = asuint(l_494_);
                                                        uint l_496_ = (l_495_ + 1u);
                                                        l_mut_75_ = l_496_;
                                                        uint l_497_ = (l_495_ & 2147483647u);
                                                        bool l_498_ = (l_497_ == 0u);
                                                        if (l_498_) {
                                                            l_mut_75_ = 1u;
                                                        } else {
                                                            uint l_499_ = (l_495_ & 2147483648u);
                                                            bool l_500_ = (l_499_ != 0u);
                                                            if (l_500_) {
                                                                uint l_501_ = (l_495_ - 1u);
                                                                l_mut_75_ = l_501_;
                                                            }
                                                        }
                                                        uint _e1139 = l_mut_75_;
                                                        float l_502_ = asfloat(_e1139);
                                                        float l_503_ = -(l_502_);
                                                        double l_504_ = double(l_503_);
                                                        double l_505_ = (l_482_ + l_481_);
                                                        bool l_506_ = (l_505_ <= l_484_);
                                                        l_mut_105_ = l_506_;
                                                        double l_507_ = (l_482_ - l_481_);
                                                        bool l_508_ = (l_507_ > l_484_);
                                                        l_mut_102_ = l_508_;
                                                        double l_509_ = (l_483_ - l_481_);
                                                        bool l_510_ = (l_509_ >= l_484_);
                                                        l_mut_99_ = l_510_;
                                                        double l_511_ = (l_483_ + l_481_);
                                                        bool l_512_ = (l_511_ < l_484_);
                                                        l_mut_96_ = l_512_;
                                                        if (l_10_) {
                                                            double l_513_ = (l_482_ + l_481_);
                                                            bool l_514_ = (l_513_ < l_493_);
                                                            l_mut_105_ = l_514_;
                                                            double l_515_ = (l_482_ - l_481_);
                                                            bool l_516_ = (l_515_ >= l_493_);
                                                            l_mut_102_ = l_516_;
                                                            double l_517_ = (l_483_ - l_481_);
                                                            bool l_518_ = (l_517_ > l_504_);
                                                            l_mut_99_ = l_518_;
                                                            double l_519_ = (l_483_ + l_481_);
                                                            bool l_520_ = (l_519_ <= l_504_);
                                                            l_mut_96_ = l_520_;
                                                        }
                                                        l_mut_75_ = 2u;
                                                        bool _e1160 = l_mut_102_;
                                                        if (!(_e1160)) {
                                                            bool _e1164 = l_mut_96_;
                                                            local_29 = _e1164;
                                                        } else {
                                                            local_29 = true;
                                                        }
                                                        bool l_521_ = local_29;
                                                        if (l_521_) {
                                                            l_mut_75_ = 1u;
                                                        } else {
                                                            bool _e1168 = l_mut_105_;
                                                            if (_e1168) {
                                                                bool _e1171 = l_mut_99_;
                                                                local_30 = _e1171;
                                                            } else {
                                                                local_30 = false;
                                                            }
                                                            bool l_522_ = local_30;
                                                            if (l_522_) {
                                                                l_mut_75_ = 0u;
                                                            }
                                                        }
                                                        uint _e1175 = l_mut_75_;
                                                        l_mut_28_ = _e1175;
                                                    } else {
                                                        double l_523_ = abs(l_13_);
                                                        l_mut_421_ = 1.401298464324817e-45L;
                                                        bool l_524_ = (l_523_ >= 1.1754943508222875e-38L);
                                                        bool l_525_ = (l_523_ <= 1.7976931348623157e308L);
                                                        if (l_524_) {
                                                            local_31 = l_525_;
                                                        } else {
                                                            local_31 = false;
                                                        }
                                                        bool l_526_ = local_31;
                                                        if (l_526_) {
                                                            uint64_t l_527_ = l_523_;
                                                            uint64_t l_528_ = (l_527_ >> uint(52uL));
                                                            uint64_t l_529_ = (l_528_ - 23uL);
                                                            uint64_t l_530_ = (l_529_ << uint(52uL));
                                                            double l_531_ = l_530_;
                                                            l_mut_421_ = l_531_;
                                                        }
                                                        double _e1198 = l_mut_421_;
                                                        double l_532_ = (l_19_ * _e1198);
                                                        l_mut_75_ = 2u;
                                                        double l_533_ = (l_13_ - l_26_);
                                                        double l_534_ = abs(l_533_);
                                                        l_mut_421_ = 1.401298464324817e-45L;
                                                        bool l_535_ = (l_534_ >= 1.1754943508222875e-38L);
                                                        bool l_536_ = (l_534_ <= 1.7976931348623157e308L);
                                                        if (l_535_) {
                                                            local_32 = l_536_;
                                                        } else {
                                                            local_32 = false;
                                                        }
                                                        bool l_537_ = local_32;
                                                        if (l_537_) {
                                                            uint64_t l_538_ = l_534_;
                                                            uint64_t l_539_ = (l_538_ >> uint(52uL));
                                                            uint64_t l_540_ = (l_539_ - 23uL);
                                                            uint64_t l_541_ = (l_540_ << uint(52uL));
                                                            double l_542_ = l_541_;
                                                            l_mut_421_ = l_542_;
                                                        }
                                                        double l_543_ = (l_13_ + l_26_);
                                                        double l_544_ = abs(l_543_);
                                                        l_mut_58_ = 1.401298464324817e-45L;
                                                        bool l_545_ = (l_544_ >= 1.1754943508222875e-38L);
                                                        bool l_546_ = (l_544_ <= 1.7976931348623157e308L);
                                                        if (l_545_) {
                                                            local_33 = l_546_;
                                                        } else {
                                                            local_33 = false;
                                                        }
                                                        bool l_547_ = local_33;
                                                        if (l_547_) {
                                                            uint64_t l_548_ = l_544_;
                                                            uint64_t l_549_ = (l_548_ >> uint(52uL));
                                                            uint64_t l_550_ = (l_549_ - 23uL);
                                                            uint64_t l_551_ = (l_550_ << uint(52uL));
                                                            double l_552_ = l_551_;
                                                            l_mut_58_ = l_552_;
                                                        }
                                                        double _e1247 = l_mut_421_;
                                                        double _e1248 = l_mut_58_;
                                                        bool l_553_ = (_e1247 == _e1248);
                                                        if (l_553_) {
                                                            double l_554_ = (l_532_ * 1.4551915228366852e-11L);
                                                            double l_555_ = (l_26_ + l_554_);
                                                            double l_556_ = (l_13_ - l_532_);
                                                            double l_557_ = (l_13_ + l_532_);
                                                            double l_558_ = double(l_12_);
                                                            uint l_559_ = asuint(l_12_);
                                                            uint l_560_ = (l_559_ + 1u);
                                                            l_mut_45_ = l_560_;
                                                            uint l_561_ = (l_559_ & 2147483647u);
                                                            bool l_562_ = (l_561_ == 0u);
                                                            if (l_562_) {
                                                                l_mut_45_ = 1u;
                                                            } else {
                                                                uint l_563_ = (l_559_ & 2147483648u);
                                                                bool l_564_ = (l_563_ != 0u);
                                                                if (l_564_) {
                                                                    uint l_565_ = (l_559_ - 1u);
                                                                    l_mut_45_ = l_565_;
                                                                }
                                                            }
                                                            uint _e1270 = l_mut_45_;
                                                            float l_566_ = asfloat(_e1270);
                                                            double l_567_ = double(l_566_);
                                                            float l_568_ = -(l_12_);
                                                            uint l_569_ = asuint(l_568_);
                                                            uint l_570_ = (l_569_ + 1u);
                                                            l_mut_45_ = l_570_;
                                                            uint l_571_ = (l_569_ & 2147483647u);
                                                            bool l_572_ = (l_571_ == 0u);
                                                            if (l_572_) {
                                                                l_mut_45_ = 1u;
                                                            } else {
                                                                uint l_573_ = (l_569_ & 2147483648u);
                                                                bool l_574_ = (l_573_ != 0u);
                                                                if (l_574_) {
                                                                    uint l_575_ = (l_569_ - 1u);
                                                                    l_mut_45_ = l_575_;
                                                                }
                                                            }
                                                            uint _e1288 = l_mut_45_;
                                                            float l_576_ = asfloat(_e1288);
                                                            float l_577_ = -(l_576_);
                                                            double l_578_ = double(l_577_);
                                                            double l_579_ = (l_556_ + l_555_);
                                                            bool l_580_ = (l_579_ <= l_558_);
                                                            l_mut_105_ = l_580_;
                                                            double l_581_ = (l_556_ - l_555_);
                                                            bool l_582_ = (l_581_ > l_558_);
                                                            l_mut_102_ = l_582_;
                                                            double l_583_ = (l_557_ - l_555_);
                                                            bool l_584_ = (l_583_ >= l_558_);
                                                            l_mut_99_ = l_584_;
                                                            double l_585_ = (l_557_ + l_555_);
                                                            bool l_586_ = (l_585_ < l_558_);
                                                            l_mut_96_ = l_586_;
                                                            if (l_10_) {
                                                                double l_587_ = (l_556_ + l_555_);
                                                                bool l_588_ = (l_587_ < l_567_);
                                                                l_mut_105_ = l_588_;
                                                                double l_589_ = (l_556_ - l_555_);
                                                                bool l_590_ = (l_589_ >= l_567_);
                                                                l_mut_102_ = l_590_;
                                                                double l_591_ = (l_557_ - l_555_);
                                                                bool l_592_ = (l_591_ > l_578_);
                                                                l_mut_99_ = l_592_;
                                                                double l_593_ = (l_557_ + l_555_);
                                                                bool l_594_ = (l_593_ <= l_578_);
                                                                l_mut_96_ = l_594_;
                                                            }
                                                            l_mut_45_ = 2u;
                                                            bool _e1309 = l_mut_102_;
                                                            if (!(_e1309)) {
                                                                bool _e1313 = l_mut_96_;
                                                                local_34 = _e1313;
                                                            } else {
                                                                local_34 = true;
                                                            }
                                                            bool l_595_ = local_34;
                                                            if (l_595_) {
                                                                l_mut_45_ = 1u;
                                                            } else {
                                                                bool _e1317 = l_mut_105_;
                                                                if (_e1317) {
                                                                    bool _e1320 = l_mut_99_;
                                                                    local_35 = _e1320;
                                                                } else {
                                                                    local_35 = false;
                                                                }
                                                                bool l_596_ = local_35;
                                                                if (l_596_) {
                                                                    l_mut_45_ = 0u;
                                                                }
                                                            }
                                                            uint _e1324 = l_mut_45_;
                                                            l_mut_75_ = _e1324;
                                                        }
                                                        uint _e1325 = l_mut_75_;
                                                        l_mut_28_ = _e1325;
                                                    }
                                                } else {
                                                    bool l_597_ = (l_6_ == 13u);
                                                    if (l_597_) {
                                                        double l_599_ = (l_23_ * l_19_);
                                                        double l_600_ = (l_23_ * l_22_);
                                                        double l_601_ = (l_23_ * l_19_);
                                                        double l_602_ = (l_23_ * l_22_);
                                                        a_598_[0] = l_599_;
                                                        a_598_[1] = l_599_;
                                                        double l_603_ = a_598_[0];
                                                        bool l_604_ = (l_600_ < l_603_);
                                                        if (l_604_) {
                                                            a_598_[0] = l_600_;
                                                        }
                                                        double l_605_ = a_598_[0];
                                                        bool l_606_ = (l_601_ < l_605_);
                                                        if (l_606_) {
                                                            a_598_[0] = l_601_;
                                                        }
                                                        double l_607_ = a_598_[0];
                                                        bool l_608_ = (l_602_ < l_607_);
                                                        if (l_608_) {
                                                            a_598_[0] = l_602_;
                                                        }
                                                        double l_609_ = a_598_[1];
                                                        bool l_610_ = (l_600_ > l_609_);
                                                        if (l_610_) {
                                                            a_598_[1] = l_600_;
                                                        }
                                                        double l_611_ = a_598_[1];
                                                        bool l_612_ = (l_601_ > l_611_);
                                                        if (l_612_) {
                                                            a_598_[1] = l_601_;
                                                        }
                                                        double l_613_ = a_598_[1];
                                                        bool l_614_ = (l_602_ > l_613_);
                                                        if (l_614_) {
                                                            a_598_[1] = l_602_;
                                                        }
                                                        double l_615_ = a_598_[0];
                                                        double l_616_ = (l_615_ * 7.1362384635298e44L);
                                                        double l_617_ = floor(l_616_);
                                                        double l_618_ = (l_617_ * 1.401298464324817e-45L);
                                                        l_mut_421_ = l_618_;
                                                        double l_619_ = abs(l_615_);
                                                        bool l_620_ = (l_619_ >= 1.1754943508222875e-38L);
                                                        if (l_620_) {
                                                            float l_621_ = float(l_615_);
                                                            double l_622_ = double(l_621_);
                                                            l_mut_421_ = l_622_;
                                                            double _e1370 = l_mut_421_;
                                                            bool l_623_ = (_e1370 > l_615_);
                                                            if (l_623_) {
                                                                float l_624_ = -(l_621_);
                                                                uint l_625_ = asuint(l_624_);
                                                                uint l_626_ = (l_625_ + 1u);
                                                                l_mut_75_ = l_626_;
                                                                uint l_627_ = (l_625_ & 2147483647u);
                                                                bool l_628_ = (l_627_ == 0u);
                                                                if (l_628_) {
                                                                    l_mut_75_ = 1u;
                                                                } else {
                                                                    uint l_629_ = (l_625_ & 2147483648u);
                                                                    bool l_630_ = (l_629_ != 0u);
                                                                    if (l_630_) {
                                                                        uint l_631_ = (l_625_ - 1u);
                                                                        l_mut_75_ = l_631_;
                                                                    }
                                                                }
                                                                uint _e1387 = l_mut_75_;
                                                                float l_632_ = asfloat(_e1387);
                                                                float l_633_ = -(l_632_);
                                                                double l_634_ = double(l_633_);
                                                                l_mut_421_ = l_634_;
                                                            } else {
                                                                uint l_635_ = asuint(l_621_);
                                                                uint l_636_ = (l_635_ + 1u);
                                                                l_mut_75_ = l_636_;
                                                                uint l_637_ = (l_635_ & 2147483647u);
                                                                bool l_638_ = (l_637_ == 0u);
                                                                if (l_638_) {
                                                                    l_mut_75_ = 1u;
                                                                } else {
                                                                    uint l_639_ = (l_635_ & 2147483648u);
                                                                    bool l_640_ = (l_639_ != 0u);
                                                                    if (l_640_) {
                                                                        uint l_641_ = (l_635_ - 1u);
                                                                        l_mut_75_ = l_641_;
                                                                    }
                                                                }
                                                                uint _e1405 = l_mut_75_;
                                                                float l_642_ = asfloat(_e1405);
                                                                double l_643_ = double(l_642_);
                                                                bool l_644_ = (l_643_ <= l_615_);
                                                                if (l_644_) {
                                                                    uint l_645_ = asuint(l_621_);
                                                                    uint l_646_ = (l_645_ + 1u);
                                                                    l_mut_75_ = l_646_;
                                                                    uint l_647_ = (l_645_ & 2147483647u);
                                                                    bool l_648_ = (l_647_ == 0u);
                                                                    if (l_648_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_649_ = (l_645_ & 2147483648u);
                                                                        bool l_650_ = (l_649_ != 0u);
                                                                        if (l_650_) {
                                                                            uint l_651_ = (l_645_ - 1u);
                                                                            l_mut_75_ = l_651_;
                                                                        }
                                                                    }
                                                                    uint _e1423 = l_mut_75_;
                                                                    float l_652_ = asfloat(_e1423);
                                                                    double l_653_ = double(l_652_);
                                                                    l_mut_421_ = l_653_;
                                                                }
                                                            }
                                                        }
                                                        double _e1426 = l_mut_421_;
                                                        l_mut_58_ = _e1426;
                                                        double _e1427 = l_mut_421_;
                                                        bool l_654_ = (_e1427 > 1000.0L);
                                                        if (l_654_) {
                                                            double l_655_ = 9218868437227405312uL;
                                                            l_mut_35_ = l_655_;
                                                            double _e1432 = l_mut_421_;
                                                            bool l_656_ = (_e1432 < 0.0L);
                                                            if (l_656_) {
                                                                double _e1435 = l_mut_35_;
                                                                double l_657_ = -(_e1435);
                                                                l_mut_35_ = l_657_;
                                                            }
                                                            double _e1437 = l_mut_35_;
                                                            l_mut_58_ = _e1437;
                                                        } else {
                                                            double _e1438 = l_mut_421_;
                                                            bool l_658_ = (_e1438 < -1000.0L);
                                                            if (l_658_) {
                                                                l_mut_58_ = 0.0L;
                                                            } else {
                                                                double _e1442 = l_mut_421_;
                                                                const bool _e1443 = is_nan_1_f64_(_e1442);
                                                                bool l_660_ = !(_e1443);
                                                                if (l_660_) {
                                                                    double _e1445 = l_mut_421_;
                                                                    double l_661_ = (_e1445 + 0.5L);
                                                                    double l_662_ = floor(l_661_);
                                                                    double _e1449 = l_mut_421_;
                                                                    double l_663_ = (_e1449 - l_662_);
                                                                    double l_664_ = (l_663_ * 0.6931471824645996L);
                                                                    double l_665_ = (l_663_ * -1.904654299957768e-9L);
                                                                    double l_666_ = (l_664_ + l_665_);
                                                                    l_mut_421_ = l_666_;
                                                                    const bool _e1456 = is_nan_1_f64_(l_666_);
                                                                    if (_e1456) {
                                                                    } else {
                                                                        bool l_668_ = (l_666_ < -700.0L);
                                                                        if (l_668_) {
                                                                            l_mut_421_ = 0.0L;
                                                                        } else {
                                                                            bool l_669_ = (l_666_ > 700.0L);
                                                                            if (l_669_) {
                                                                                double l_670_ = 9218868437227405312uL;
                                                                                l_mut_35_ = l_670_;
                                                                                bool l_671_ = (l_666_ < 0.0L);
                                                                                if (l_671_) {
                                                                                    double _e1466 = l_mut_35_;
                                                                                    double l_672_ = -(_e1466);
                                                                                    l_mut_35_ = l_672_;
                                                                                }
                                                                                double _e1468 = l_mut_35_;
                                                                                l_mut_421_ = _e1468;
                                                                            } else {
                                                                                double l_673_ = (l_666_ * 1.4426950408889634L);
                                                                                double l_674_ = (l_673_ + 0.5L);
                                                                                double l_675_ = floor(l_674_);
                                                                                double l_676_ = (l_675_ * 0.6931471824645996L);
                                                                                double l_677_ = (l_664_ - l_676_);
                                                                                double l_678_ = (l_675_ * -1.904654299957768e-9L);
                                                                                double l_679_ = (l_665_ - l_678_);
                                                                                double l_680_ = (l_677_ + l_679_);
                                                                                double l_681_ = (l_680_ * 7.647163731819816e-13L);
                                                                                double l_682_ = (l_681_ + 1.1470745597729725e-11L);
                                                                                l_mut_35_ = l_682_;
                                                                                double _e1485 = l_mut_35_;
                                                                                double l_683_ = (_e1485 * l_680_);
                                                                                double l_684_ = (l_683_ + 1.6059043836821613e-10L);
                                                                                l_mut_35_ = l_684_;
                                                                                double _e1489 = l_mut_35_;
                                                                                double l_685_ = (_e1489 * l_680_);
                                                                                double l_686_ = (l_685_ + 2.08767569878681e-9L);
                                                                                l_mut_35_ = l_686_;
                                                                                double _e1493 = l_mut_35_;
                                                                                double l_687_ = (_e1493 * l_680_);
                                                                                double l_688_ = (l_687_ + 2.505210838544172e-8L);
                                                                                l_mut_35_ = l_688_;
                                                                                double _e1497 = l_mut_35_;
                                                                                double l_689_ = (_e1497 * l_680_);
                                                                                double l_690_ = (l_689_ + 2.755731922398589e-7L);
                                                                                l_mut_35_ = l_690_;
                                                                                double _e1501 = l_mut_35_;
                                                                                double l_691_ = (_e1501 * l_680_);
                                                                                double l_692_ = (l_691_ + 2.7557319223985893e-6L);
                                                                                l_mut_35_ = l_692_;
                                                                                double _e1505 = l_mut_35_;
                                                                                double l_693_ = (_e1505 * l_680_);
                                                                                double l_694_ = (l_693_ + 2.48015873015873e-5L);
                                                                                l_mut_35_ = l_694_;
                                                                                double _e1509 = l_mut_35_;
                                                                                double l_695_ = (_e1509 * l_680_);
                                                                                double l_696_ = (l_695_ + 0.0001984126984126984L);
                                                                                l_mut_35_ = l_696_;
                                                                                double _e1513 = l_mut_35_;
                                                                                double l_697_ = (_e1513 * l_680_);
                                                                                double l_698_ = (l_697_ + 0.001388888888888889L);
                                                                                l_mut_35_ = l_698_;
                                                                                double _e1517 = l_mut_35_;
                                                                                double l_699_ = (_e1517 * l_680_);
                                                                                double l_700_ = (l_699_ + 0.008333333333333333L);
                                                                                l_mut_35_ = l_700_;
                                                                                double _e1521 = l_mut_35_;
                                                                                double l_701_ = (_e1521 * l_680_);
                                                                                double l_702_ = (l_701_ + 0.041666666666666664L);
                                                                                l_mut_35_ = l_702_;
                                                                                double _e1525 = l_mut_35_;
                                                                                double l_703_ = (_e1525 * l_680_);
                                                                                double l_704_ = (l_703_ + 0.16666666666666666L);
                                                                                l_mut_35_ = l_704_;
                                                                                double _e1529 = l_mut_35_;
                                                                                double l_705_ = (_e1529 * l_680_);
                                                                                double l_706_ = (l_705_ + 0.5L);
                                                                                l_mut_35_ = l_706_;
                                                                                double l_707_ = (l_680_ * l_680_);
                                                                                double _e1534 = l_mut_35_;
                                                                                double l_708_ = (l_707_ * _e1534);
                                                                                double l_709_ = (l_680_ + l_708_);
                                                                                double l_710_ = (1.0L + l_709_);
                                                                                int l_711_ = naga_f2i32(l_675_);
                                                                                int l_712_ = asint(asuint(l_711_) + asuint(int(1023)));
                                                                                uint64_t l_713_ = uint64_t(l_712_);
                                                                                uint64_t l_714_ = (l_713_ << uint(52uL));
                                                                                double l_715_ = l_714_;
                                                                                double l_716_ = (l_710_ * l_715_);
                                                                                l_mut_421_ = l_716_;
                                                                            }
                                                                        }
                                                                    }
                                                                    int l_717_ = naga_f2i32(l_662_);
                                                                    int l_718_ = asint(asuint(l_717_) + asuint(int(1023)));
                                                                    uint64_t l_719_ = uint64_t(l_718_);
                                                                    uint64_t l_720_ = (l_719_ << uint(52uL));
                                                                    double l_721_ = l_720_;
                                                                    double _e1558 = l_mut_421_;
                                                                    double l_722_ = (_e1558 * l_721_);
                                                                    l_mut_58_ = l_722_;
                                                                }
                                                            }
                                                        }
                                                        double l_723_ = a_598_[1];
                                                        double l_724_ = -(l_723_);
                                                        double l_725_ = (l_724_ * 7.1362384635298e44L);
                                                        double l_726_ = floor(l_725_);
                                                        double l_727_ = (l_726_ * 1.401298464324817e-45L);
                                                        l_mut_421_ = l_727_;
                                                        double l_728_ = abs(l_724_);
                                                        bool l_729_ = (l_728_ >= 1.1754943508222875e-38L);
                                                        if (l_729_) {
                                                            float l_730_ = float(l_724_);
                                                            double l_731_ = double(l_730_);
                                                            l_mut_421_ = l_731_;
                                                            double _e1573 = l_mut_421_;
                                                            bool l_732_ = (_e1573 > l_724_);
                                                            if (l_732_) {
                                                                float l_733_ = -(l_730_);
                                                                uint l_734_ = asuint(l_733_);
                                                                uint l_735_ = (l_734_ + 1u);
                                                                l_mut_75_ = l_735_;
                                                                uint l_736_ = (l_734_ & 2147483647u);
                                                                bool l_737_ = (l_736_ == 0u);
                                                                if (l_737_) {
                                                                    l_mut_75_ = 1u;
                                                                } else {
                                                                    uint l_738_ = (l_734_ & 2147483648u);
                                                                    bool l_739_ = (l_738_ != 0u);
                                                                    if (l_739_) {
                                                                        uint l_740_ = (l_734_ - 1u);
                                                                        l_mut_75_ = l_740_;
                                                                    }
                                                                }
                                                                uint _e1590 = l_mut_75_;
                                                                float l_741_ = asfloat(_e1590);
                                                                float l_742_ = -(l_741_);
                                                                double l_743_ = double(l_742_);
                                                                l_mut_421_ = l_743_;
                                                            } else {
                                                                uint l_744_ = asuint(l_730_);
                                                                uint l_745_ = (l_744_ + 1u);
                                                                l_mut_75_ = l_745_;
                                                                uint l_746_ = (l_744_ & 2147483647u);
                                                                bool l_747_ = (l_746_ == 0u);
                                                                if (l_747_) {
                                                                    l_mut_75_ = 1u;
                                                                } else {
                                                                    uint l_748_ = (l_744_ & 2147483648u);
                                                                    bool l_749_ = (l_748_ != 0u);
                                                                    if (l_749_) {
                                                                        uint l_750_ = (l_744_ - 1u);
                                                                        l_mut_75_ = l_750_;
                                                                    }
                                                                }
                                                                uint _e1608 = l_mut_75_;
                                                                float l_751_ = asfloat(_e1608);
                                                                double l_752_ = double(l_751_);
                                                                bool l_753_ = (l_752_ <= l_724_);
                                                                if (l_753_) {
                                                                    uint l_754_ = asuint(l_730_);
                                                                    uint l_755_ = (l_754_ + 1u);
                                                                    l_mut_75_ = l_755_;
                                                                    uint l_756_ = (l_754_ & 2147483647u);
                                                                    bool l_757_ = (l_756_ == 0u);
                                                                    if (l_757_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_758_ = (l_754_ & 2147483648u);
                                                                        bool l_759_ = (l_758_ != 0u);
                                                                        if (l_759_) {
                                                                            uint l_760_ = (l_754_ - 1u);
                                                                            l_mut_75_ = l_760_;
                                                                        }
                                                                    }
                                                                    uint _e1626 = l_mut_75_;
                                                                    float l_761_ = asfloat(_e1626);
                                                                    double l_762_ = double(l_761_);
                                                                    l_mut_421_ = l_762_;
                                                                }
                                                            }
                                                        }
                                                        double _e1629 = l_mut_421_;
                                                        double l_763_ = -(_e1629);
                                                        l_mut_421_ = l_763_;
                                                        bool l_764_ = (l_763_ > 1000.0L);
                                                        if (l_764_) {
                                                            double l_765_ = 9218868437227405312uL;
                                                            l_mut_35_ = l_765_;
                                                            bool l_766_ = (l_763_ < 0.0L);
                                                            if (l_766_) {
                                                                double _e1637 = l_mut_35_;
                                                                double l_767_ = -(_e1637);
                                                                l_mut_35_ = l_767_;
                                                            }
                                                            double _e1639 = l_mut_35_;
                                                            l_mut_421_ = _e1639;
                                                        } else {
                                                            bool l_768_ = (l_763_ < -1000.0L);
                                                            if (l_768_) {
                                                                l_mut_421_ = 0.0L;
                                                            } else {
                                                                const bool _e1643 = is_nan_1_f64_(l_763_);
                                                                bool l_770_ = !(_e1643);
                                                                if (l_770_) {
                                                                    double l_771_ = (l_763_ + 0.5L);
                                                                    double l_772_ = floor(l_771_);
                                                                    double l_773_ = (l_763_ - l_772_);
                                                                    double l_774_ = (l_773_ * 0.6931471824645996L);
                                                                    double l_775_ = (l_773_ * -1.904654299957768e-9L);
                                                                    double l_776_ = (l_774_ + l_775_);
                                                                    l_mut_35_ = l_776_;
                                                                    const bool _e1654 = is_nan_1_f64_(l_776_);
                                                                    if (_e1654) {
                                                                    } else {
                                                                        bool l_778_ = (l_776_ < -700.0L);
                                                                        if (l_778_) {
                                                                            l_mut_35_ = 0.0L;
                                                                        } else {
                                                                            bool l_779_ = (l_776_ > 700.0L);
                                                                            if (l_779_) {
                                                                                double l_780_ = 9218868437227405312uL;
                                                                                l_mut_781_ = l_780_;
                                                                                bool l_782_ = (l_776_ < 0.0L);
                                                                                if (l_782_) {
                                                                                    double _e1664 = l_mut_781_;
                                                                                    double l_783_ = -(_e1664);
                                                                                    l_mut_781_ = l_783_;
                                                                                }
                                                                                double _e1666 = l_mut_781_;
                                                                                l_mut_35_ = _e1666;
                                                                            } else {
                                                                                double l_784_ = (l_776_ * 1.4426950408889634L);
                                                                                double l_785_ = (l_784_ + 0.5L);
                                                                                double l_786_ = floor(l_785_);
                                                                                double l_787_ = (l_786_ * 0.6931471824645996L);
                                                                                double l_788_ = (l_774_ - l_787_);
                                                                                double l_789_ = (l_786_ * -1.904654299957768e-9L);
                                                                                double l_790_ = (l_775_ - l_789_);
                                                                                double l_791_ = (l_788_ + l_790_);
                                                                                double l_792_ = (l_791_ * 7.647163731819816e-13L);
                                                                                double l_793_ = (l_792_ + 1.1470745597729725e-11L);
                                                                                l_mut_781_ = l_793_;
                                                                                double _e1683 = l_mut_781_;
                                                                                double l_794_ = (_e1683 * l_791_);
                                                                                double l_795_ = (l_794_ + 1.6059043836821613e-10L);
                                                                                l_mut_781_ = l_795_;
                                                                                double _e1687 = l_mut_781_;
                                                                                double l_796_ = (_e1687 * l_791_);
                                                                                double l_797_ = (l_796_ + 2.08767569878681e-9L);
                                                                                l_mut_781_ = l_797_;
                                                                                double _e1691 = l_mut_781_;
                                                                                double l_798_ = (_e1691 * l_791_);
                                                                                double l_799_ = (l_798_ + 2.505210838544172e-8L);
                                                                                l_mut_781_ = l_799_;
                                                                                double _e1695 = l_mut_781_;
                                                                                double l_800_ = (_e1695 * l_791_);
                                                                                double l_801_ = (l_800_ + 2.755731922398589e-7L);
                                                                                l_mut_781_ = l_801_;
                                                                                double _e1699 = l_mut_781_;
                                                                                double l_802_ = (_e1699 * l_791_);
                                                                                double l_803_ = (l_802_ + 2.7557319223985893e-6L);
                                                                                l_mut_781_ = l_803_;
                                                                                double _e1703 = l_mut_781_;
                                                                                double l_804_ = (_e1703 * l_791_);
                                                                                double l_805_ = (l_804_ + 2.48015873015873e-5L);
                                                                                l_mut_781_ = l_805_;
                                                                                double _e1707 = l_mut_781_;
                                                                                double l_806_ = (_e1707 * l_791_);
                                                                                double l_807_ = (l_806_ + 0.0001984126984126984L);
                                                                                l_mut_781_ = l_807_;
                                                                                double _e1711 = l_mut_781_;
                                                                                double l_808_ = (_e1711 * l_791_);
                                                                                double l_809_ = (l_808_ + 0.001388888888888889L);
                                                                                l_mut_781_ = l_809_;
                                                                                double _e1715 = l_mut_781_;
                                                                                double l_810_ = (_e1715 * l_791_);
                                                                                double l_811_ = (l_810_ + 0.008333333333333333L);
                                                                                l_mut_781_ = l_811_;
                                                                                double _e1719 = l_mut_781_;
                                                                                double l_812_ = (_e1719 * l_791_);
                                                                                double l_813_ = (l_812_ + 0.041666666666666664L);
                                                                                l_mut_781_ = l_813_;
                                                                                double _e1723 = l_mut_781_;
                                                                                double l_814_ = (_e1723 * l_791_);
                                                                                double l_815_ = (l_814_ + 0.16666666666666666L);
                                                                                l_mut_781_ = l_815_;
                                                                                double _e1727 = l_mut_781_;
                                                                                double l_816_ = (_e1727 * l_791_);
                                                                                double l_817_ = (l_816_ + 0.5L);
                                                                                l_mut_781_ = l_817_;
                                                                                double l_818_ = (l_791_ * l_791_);
                                                                                double _e1732 = l_mut_781_;
                                                                                double l_819_ = (l_818_ * _e1732);
                                                                                double l_820_ = (l_791_ + l_819_);
                                                                                double l_821_ = (1.0L + l_820_);
                                                                                int l_822_ = naga_f2i32(l_786_);
                                                                                int l_823_ = asint(asuint(l_822_) + asuint(int(1023)));
                                                                                uint64_t l_824_ = uint64_t(l_823_);
                                                                                uint64_t l_825_ = (l_824_ << uint(52uL));
                                                                                double l_826_ = l_825_;
                                                                                double l_827_ = (l_821_ * l_826_);
                                                                                l_mut_35_ = l_827_;
                                                                            }
                                                                        }
                                                                    }
                                                                    int l_828_ = naga_f2i32(l_772_);
                                                                    int l_829_ = asint(asuint(l_828_) + asuint(int(1023)));
                                                                    uint64_t l_830_ = uint64_t(l_829_);
                                                                    uint64_t l_831_ = (l_830_ << uint(52uL));
                                                                    double l_832_ = l_831_;
                                                                    double _e1756 = l_mut_35_;
                                                                    double l_833_ = (_e1756 * l_832_);
                                                                    l_mut_421_ = l_833_;
                                                                }
                                                            }
                                                        }
                                                        double _e1758 = l_mut_58_;
                                                        double l_834_ = (_e1758 * 1.4551915228366852e-11L);
                                                        double _e1761 = l_mut_421_;
                                                        double l_835_ = (_e1761 * 1.4551915228366852e-11L);
                                                        l_mut_75_ = 2u;
                                                        double _e1765 = l_mut_58_;
                                                        double l_836_ = (_e1765 - l_834_);
                                                        double l_837_ = abs(l_836_);
                                                        l_mut_781_ = 1.401298464324817e-45L;
                                                        bool l_838_ = (l_837_ >= 1.1754943508222875e-38L);
                                                        bool l_839_ = (l_837_ <= 1.7976931348623157e308L);
                                                        if (l_838_) {
                                                            local_36 = l_839_;
                                                        } else {
                                                            local_36 = false;
                                                        }
                                                        bool l_840_ = local_36;
                                                        if (l_840_) {
                                                            uint64_t l_841_ = l_837_;
                                                            uint64_t l_842_ = (l_841_ >> uint(52uL));
                                                            uint64_t l_843_ = (l_842_ - 23uL);
                                                            uint64_t l_844_ = (l_843_ << uint(52uL));
                                                            double l_845_ = l_844_;
                                                            l_mut_781_ = l_845_;
                                                        }
                                                        double _e1789 = l_mut_58_;
                                                        double l_846_ = (_e1789 + l_834_);
                                                        double l_847_ = abs(l_846_);
                                                        l_mut_35_ = 1.401298464324817e-45L;
                                                        bool l_848_ = (l_847_ >= 1.1754943508222875e-38L);
                                                        bool l_849_ = (l_847_ <= 1.7976931348623157e308L);
                                                        if (l_848_) {
                                                            local_37 = l_849_;
                                                        } else {
                                                            local_37 = false;
                                                        }
                                                        bool l_850_ = local_37;
                                                        if (l_850_) {
                                                            uint64_t l_851_ = l_847_;
                                                            uint64_t l_852_ = (l_851_ >> uint(52uL));
                                                            uint64_t l_853_ = (l_852_ - 23uL);
                                                            uint64_t l_854_ = (l_853_ << uint(52uL));
                                                            double l_855_ = l_854_;
                                                            l_mut_35_ = l_855_;
                                                        }
                                                        double _e1813 = l_mut_781_;
                                                        double _e1814 = l_mut_35_;
                                                        bool l_856_ = (_e1813 == _e1814);
                                                        double _e1816 = l_mut_421_;
                                                        double l_857_ = (_e1816 - l_835_);
                                                        double l_858_ = abs(l_857_);
                                                        l_mut_781_ = 1.401298464324817e-45L;
                                                        bool l_859_ = (l_858_ >= 1.1754943508222875e-38L);
                                                        bool l_860_ = (l_858_ <= 1.7976931348623157e308L);
                                                        if (l_859_) {
                                                            local_38 = l_860_;
                                                        } else {
                                                            local_38 = false;
                                                        }
                                                        bool l_861_ = local_38;
                                                        if (l_861_) {
                                                            uint64_t l_862_ = l_858_;
                                                            uint64_t l_863_ = (l_862_ >> uint(52uL));
                                                            uint64_t l_864_ = (l_863_ - 23uL);
                                                            uint64_t l_865_ = (l_864_ << uint(52uL));
                                                            double l_866_ = l_865_;
                                                            l_mut_781_ = l_866_;
                                                        }
                                                        double _e1840 = l_mut_421_;
                                                        double l_867_ = (_e1840 + l_835_);
                                                        double l_868_ = abs(l_867_);
                                                        l_mut_35_ = 1.401298464324817e-45L;
                                                        bool l_869_ = (l_868_ >= 1.1754943508222875e-38L);
                                                        bool l_870_ = (l_868_ <= 1.7976931348623157e308L);
                                                        if (l_869_) {
                                                            local_39 = l_870_;
                                                        } else {
                                                            local_39 = false;
                                                        }
                                                        bool l_871_ = local_39;
                                                        if (l_871_) {
                                                            uint64_t l_872_ = l_868_;
                                                            uint64_t l_873_ = (l_872_ >> uint(52uL));
                                                            uint64_t l_874_ = (l_873_ - 23uL);
                                                            uint64_t l_875_ = (l_874_ << uint(52uL));
                                                            double l_876_ = l_875_;
                                                            l_mut_35_ = l_876_;
                                                        }
                                                        double _e1864 = l_mut_781_;
                                                        double _e1865 = l_mut_35_;
                                                        bool l_877_ = (_e1864 == _e1865);
                                                        if (l_856_) {
                                                            local_40 = l_877_;
                                                        } else {
                                                            local_40 = false;
                                                        }
                                                        bool l_878_ = local_40;
                                                        if (l_878_) {
                                                            double _e1871 = l_mut_58_;
                                                            double l_879_ = (l_16_ * _e1871);
                                                            double _e1873 = l_mut_58_;
                                                            double l_880_ = abs(_e1873);
                                                            l_mut_781_ = 1.401298464324817e-45L;
                                                            bool l_881_ = (l_880_ >= 1.1754943508222875e-38L);
                                                            bool l_882_ = (l_880_ <= 1.7976931348623157e308L);
                                                            if (l_881_) {
                                                                local_41 = l_882_;
                                                            } else {
                                                                local_41 = false;
                                                            }
                                                            bool l_883_ = local_41;
                                                            if (l_883_) {
                                                                uint64_t l_884_ = l_880_;
                                                                uint64_t l_885_ = (l_884_ >> uint(52uL));
                                                                uint64_t l_886_ = (l_885_ - 23uL);
                                                                uint64_t l_887_ = (l_886_ << uint(52uL));
                                                                double l_888_ = l_887_;
                                                                l_mut_781_ = l_888_;
                                                            }
                                                            double _e1897 = l_mut_781_;
                                                            double l_889_ = (0.5L * _e1897);
                                                            l_mut_781_ = l_879_;
                                                            bool l_890_ = (l_889_ > l_879_);
                                                            if (l_890_) {
                                                                l_mut_781_ = l_889_;
                                                            }
                                                            double _e1900 = l_mut_421_;
                                                            double l_891_ = (l_16_ * _e1900);
                                                            double _e1902 = l_mut_421_;
                                                            double l_892_ = abs(_e1902);
                                                            l_mut_35_ = 1.401298464324817e-45L;
                                                            bool l_893_ = (l_892_ >= 1.1754943508222875e-38L);
                                                            bool l_894_ = (l_892_ <= 1.7976931348623157e308L);
                                                            if (l_893_) {
                                                                local_42 = l_894_;
                                                            } else {
                                                                local_42 = false;
                                                            }
                                                            bool l_895_ = local_42;
                                                            if (l_895_) {
                                                                uint64_t l_896_ = l_892_;
                                                                uint64_t l_897_ = (l_896_ >> uint(52uL));
                                                                uint64_t l_898_ = (l_897_ - 23uL);
                                                                uint64_t l_899_ = (l_898_ << uint(52uL));
                                                                double l_900_ = l_899_;
                                                                l_mut_35_ = l_900_;
                                                            }
                                                            double _e1926 = l_mut_35_;
                                                            double l_901_ = (0.5L * _e1926);
                                                            l_mut_35_ = l_891_;
                                                            bool l_902_ = (l_901_ > l_891_);
                                                            if (l_902_) {
                                                                l_mut_35_ = l_901_;
                                                            }
                                                            double _e1929 = l_mut_58_;
                                                            double _e1930 = l_mut_781_;
                                                            double l_903_ = (_e1929 - _e1930);
                                                            double _e1932 = l_mut_421_;
                                                            double _e1933 = l_mut_35_;
                                                            double l_904_ = (_e1932 + _e1933);
                                                            double l_905_ = double(l_12_);
                                                            uint l_906_ = asuint(l_12_);
                                                            uint l_907_ = (l_906_ + 1u);
                                                            l_mut_45_ = l_907_;
                                                            uint l_908_ = (l_906_ & 2147483647u);
                                                            bool l_909_ = (l_908_ == 0u);
                                                            if (l_909_) {
                                                                l_mut_45_ = 1u;
                                                            } else {
                                                                uint l_910_ = (l_906_ & 2147483648u);
                                                                bool l_911_ = (l_910_ != 0u);
                                                                if (l_911_) {
                                                                    uint l_912_ = (l_906_ - 1u);
                                                                    l_mut_45_ = l_912_;
                                                                }
                                                            }
                                                            uint _e1950 = l_mut_45_;
                                                            float l_913_ = asfloat(_e1950);
                                                            double l_914_ = double(l_913_);
                                                            float l_915_ = -(l_12_);
                                                            uint l_916_ = asuint(l_915_);
                                                            uint l_917_ = (l_916_ + 1u);
                                                            l_mut_45_ = l_917_;
                                                            uint l_918_ = (l_916_ & 2147483647u);
                                                            bool l_919_ = (l_918_ == 0u);
                                                            if (l_919_) {
                                                                l_mut_45_ = 1u;
                                                            } else {
                                                                uint l_920_ = (l_916_ & 2147483648u);
                                                                bool l_921_ = (l_920_ != 0u);
                                                                if (l_921_) {
                                                                    uint l_922_ = (l_916_ - 1u);
                                                                    l_mut_45_ = l_922_;
                                                                }
                                                            }
                                                            uint _e1968 = l_mut_45_;
                                                            float l_923_ = asfloat(_e1968);
                                                            float l_924_ = -(l_923_);
                                                            double l_925_ = double(l_924_);
                                                            double l_926_ = (l_903_ + l_834_);
                                                            bool l_927_ = (l_926_ <= l_905_);
                                                            l_mut_105_ = l_927_;
                                                            double l_928_ = (l_903_ - l_834_);
                                                            bool l_929_ = (l_928_ > l_905_);
                                                            l_mut_102_ = l_929_;
                                                            double l_930_ = (l_904_ - l_835_);
                                                            bool l_931_ = (l_930_ >= l_905_);
                                                            l_mut_99_ = l_931_;
                                                            double l_932_ = (l_904_ + l_835_);
                                                            bool l_933_ = (l_932_ < l_905_);
                                                            l_mut_96_ = l_933_;
                                                            l_mut_45_ = 2u;
                                                            bool _e1981 = l_mut_102_;
                                                            if (!(_e1981)) {
                                                                bool _e1985 = l_mut_96_;
                                                                local_43 = _e1985;
                                                            } else {
                                                                local_43 = true;
                                                            }
                                                            bool l_934_ = local_43;
                                                            if (l_934_) {
                                                                l_mut_45_ = 1u;
                                                            } else {
                                                                bool _e1989 = l_mut_105_;
                                                                if (_e1989) {
                                                                    bool _e1992 = l_mut_99_;
                                                                    local_44 = _e1992;
                                                                } else {
                                                                    local_44 = false;
                                                                }
                                                                bool l_935_ = local_44;
                                                                if (l_935_) {
                                                                    l_mut_45_ = 0u;
                                                                }
                                                            }
                                                            uint _e1996 = l_mut_45_;
                                                            l_mut_75_ = _e1996;
                                                        }
                                                        uint _e1997 = l_mut_75_;
                                                        l_mut_28_ = _e1997;
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
                uint l_936_ = a_27_[0];
                bool l_937_ = (l_936_ == 0u);
                if (l_937_) {
                    l_mut_28_ = 2u;
                }
                uint l_1001_ = asuint(info.Load(24+0));
                uint l_1002_ = (l_1001_ * 1u);
                bool l_1003_ = (l_4_ < l_1002_);
                if (l_1003_) {
                    uint _e2012 = l_mut_28_;
                    buffer_6_global.Store(l_4_*4, asuint(_e2012));
                }
            }
        }
        return;
    } else {
        return;
    }
}
