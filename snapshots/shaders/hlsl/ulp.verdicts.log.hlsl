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

[numthreads(64, 1, 1)]
void verdicts(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint a_27_[1] = (uint[1])0;
    double a_667_[2] = (double[2])0;
    bool l_mut_102_ = (bool)0;
    bool l_mut_105_ = (bool)0;
    uint l_mut_28_ = (uint)0;
    double l_mut_35_ = (double)0;
    double l_mut_421_ = (double)0;
    uint l_mut_45_ = (uint)0;
    double l_mut_58_ = (double)0;
    int l_mut_614_ = (int)0;
    uint l_mut_75_ = (uint)0;
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
                uint _e2001 = l_mut_2_;
                l_mut_2_ = (_e2001 + 1u);
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
                uint l_959_ = asuint(info.Load(16+0));
                uint l_960_ = (l_959_ * 1u);
                bool l_961_ = (l_5_ < l_960_);
                uint l_962_ = (l_960_ - 1u);
                uint l_963_ = min(l_5_, l_962_);
                uint l_964_ = asuint(buffer_4_global.Load(l_963_*4));
                uint l_6_ = (l_961_ ? l_964_ : 0u);
                uint _e71 = l_mut_2_;
                uint l_7_ = (2u * _e71);
                uint l_8_ = (l_7_ + 1u);
                uint l_966_ = asuint(info.Load(16+0));
                uint l_967_ = (l_966_ * 1u);
                bool l_968_ = (l_8_ < l_967_);
                uint l_969_ = (l_967_ - 1u);
                uint l_970_ = min(l_8_, l_969_);
                uint l_971_ = asuint(buffer_4_global.Load(l_970_*4));
                uint l_9_ = (l_968_ ? l_971_ : 0u);
                bool l_10_ = (l_9_ != 0u);
                uint l_973_ = asuint(info.Load(0+0));
                uint l_974_ = (l_973_ * 1u);
                bool l_975_ = (id < l_974_);
                uint l_976_ = (l_974_ - 1u);
                uint l_977_ = min(id, l_976_);
                float l_978_ = asfloat(buffer_0_global.Load(l_977_*4));
                float l_11_ = (l_975_ ? l_978_ : 0.0);
                uint l_980_ = asuint(info.Load(4+0));
                uint l_981_ = (l_980_ * 1u);
                bool l_982_ = (id < l_981_);
                uint l_983_ = (l_981_ - 1u);
                uint l_984_ = min(id, l_983_);
                float l_985_ = asfloat(buffer_1_global.Load(l_984_*4));
                float l_12_ = (l_982_ ? l_985_ : 0.0);
                uint l_987_ = asuint(info.Load(8+0));
                uint l_988_ = (l_987_ * 1u);
                bool l_989_ = (id < l_988_);
                uint l_990_ = (l_988_ - 1u);
                uint l_991_ = min(id, l_990_);
                double l_992_ = buffer_2_global.Load<double>(l_991_*8);
                double l_13_ = (l_989_ ? l_992_ : 0.0L);
                uint l_994_ = asuint(info.Load(12+0));
                uint l_995_ = (l_994_ * 1u);
                bool l_996_ = (id < l_995_);
                uint l_997_ = (l_995_ - 1u);
                uint l_998_ = min(id, l_997_);
                double l_999_ = buffer_3_global.Load<double>(l_998_*8);
                double l_14_ = (l_996_ ? l_999_ : 0.0L);
                uint _e152 = l_mut_2_;
                uint l_15_ = (_e152 * 4u);
                uint l_1001_ = asuint(info.Load(20+0));
                uint l_1002_ = (l_1001_ * 1u);
                bool l_1003_ = (l_15_ < l_1002_);
                uint l_1004_ = (l_1002_ - 1u);
                uint l_1005_ = min(l_15_, l_1004_);
                double l_1006_ = buffer_5_global.Load<double>(l_1005_*8);
                double l_16_ = (l_1003_ ? l_1006_ : 0.0L);
                uint _e170 = l_mut_2_;
                uint l_17_ = (_e170 * 4u);
                uint l_18_ = (l_17_ + 1u);
                uint l_1008_ = asuint(info.Load(20+0));
                uint l_1009_ = (l_1008_ * 1u);
                bool l_1010_ = (l_18_ < l_1009_);
                uint l_1011_ = (l_1009_ - 1u);
                uint l_1012_ = min(l_18_, l_1011_);
                double l_1013_ = buffer_5_global.Load<double>(l_1012_*8);
                double l_19_ = (l_1010_ ? l_1013_ : 0.0L);
                uint _e190 = l_mut_2_;
                uint l_20_ = (_e190 * 4u);
                uint l_21_ = (l_20_ + 2u);
                uint l_1015_ = asuint(info.Load(20+0));
                uint l_1016_ = (l_1015_ * 1u);
                bool l_1017_ = (l_21_ < l_1016_);
                uint l_1018_ = (l_1016_ - 1u);
                uint l_1019_ = min(l_21_, l_1018_);
                double l_1020_ = buffer_5_global.Load<double>(l_1019_*8);
                double l_22_ = (l_1017_ ? l_1020_ : 0.0L);
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
                                                    bool l_597_ = (l_6_ == 14u);
                                                    if (l_597_) {
                                                        l_mut_28_ = 0u;
                                                        bool l_598_ = (l_23_ > 0.0L);
                                                        if (l_598_) {
                                                            float l_599_ = float(l_23_);
                                                            double l_600_ = double(l_599_);
                                                            l_mut_421_ = l_600_;
                                                            bool l_601_ = (l_599_ < 0.0);
                                                            if (l_601_) {
                                                                double l_602_ = 9221120237041090560uL;
                                                                l_mut_421_ = l_602_;
                                                            } else {
                                                                bool l_603_ = (l_599_ == 0.0);
                                                                if (l_603_) {
                                                                    double l_604_ = 9218868437227405312uL;
                                                                    l_mut_58_ = l_604_;
                                                                    if (true) {
                                                                        double _e1342 = l_mut_58_;
                                                                        double l_606_ = -(_e1342);
                                                                        l_mut_58_ = l_606_;
                                                                    }
                                                                    double _e1344 = l_mut_58_;
                                                                    l_mut_421_ = _e1344;
                                                                } else {
                                                                    uint l_607_ = asuint(l_599_);
                                                                    bool l_608_ = (l_607_ < 2139095040u);
                                                                    if (l_608_) {
                                                                        uint64_t l_609_ = l_600_;
                                                                        uint64_t l_610_ = (l_609_ >> uint(52uL));
                                                                        uint64_t l_611_ = (l_610_ & 2047uL);
                                                                        int l_612_ = int(l_611_);
                                                                        int l_613_ = asint(asuint(l_612_) - asuint(int(1023)));
                                                                        l_mut_614_ = l_613_;
                                                                        uint64_t l_615_ = (l_609_ & 4503599627370495uL);
                                                                        uint64_t l_616_ = (l_615_ | 4607182418800017408uL);
                                                                        double l_617_ = l_616_;
                                                                        l_mut_58_ = l_617_;
                                                                        double _e1364 = l_mut_58_;
                                                                        bool l_618_ = (_e1364 > 1.4142135623730951L);
                                                                        if (l_618_) {
                                                                            double _e1367 = l_mut_58_;
                                                                            l_mut_58_ = (_e1367 * 0.5L);
                                                                            int _e1370 = l_mut_614_;
                                                                            l_mut_614_ = asint(asuint(_e1370) + asuint(int(1)));
                                                                        }
                                                                        double _e1373 = l_mut_58_;
                                                                        double l_619_ = (_e1373 - 1.0L);
                                                                        double l_620_ = (2.0L + l_619_);
                                                                        double l_621_ = (l_619_ / l_620_);
                                                                        double l_622_ = (l_621_ * l_621_);
                                                                        double l_623_ = (l_622_ * 0.04L);
                                                                        double l_624_ = (l_623_ + 0.043478260869565216L);
                                                                        l_mut_58_ = l_624_;
                                                                        double _e1384 = l_mut_58_;
                                                                        double l_625_ = (_e1384 * l_622_);
                                                                        double l_626_ = (l_625_ + 0.047619047619047616L);
                                                                        l_mut_58_ = l_626_;
                                                                        double _e1388 = l_mut_58_;
                                                                        double l_627_ = (_e1388 * l_622_);
                                                                        double l_628_ = (l_627_ + 0.05263157894736842L);
                                                                        l_mut_58_ = l_628_;
                                                                        double _e1392 = l_mut_58_;
                                                                        double l_629_ = (_e1392 * l_622_);
                                                                        double l_630_ = (l_629_ + 0.058823529411764705L);
                                                                        l_mut_58_ = l_630_;
                                                                        double _e1396 = l_mut_58_;
                                                                        double l_631_ = (_e1396 * l_622_);
                                                                        double l_632_ = (l_631_ + 0.06666666666666667L);
                                                                        l_mut_58_ = l_632_;
                                                                        double _e1400 = l_mut_58_;
                                                                        double l_633_ = (_e1400 * l_622_);
                                                                        double l_634_ = (l_633_ + 0.07692307692307693L);
                                                                        l_mut_58_ = l_634_;
                                                                        double _e1404 = l_mut_58_;
                                                                        double l_635_ = (_e1404 * l_622_);
                                                                        double l_636_ = (l_635_ + 0.09090909090909091L);
                                                                        l_mut_58_ = l_636_;
                                                                        double _e1408 = l_mut_58_;
                                                                        double l_637_ = (_e1408 * l_622_);
                                                                        double l_638_ = (l_637_ + 0.1111111111111111L);
                                                                        l_mut_58_ = l_638_;
                                                                        double _e1412 = l_mut_58_;
                                                                        double l_639_ = (_e1412 * l_622_);
                                                                        double l_640_ = (l_639_ + 0.14285714285714285L);
                                                                        l_mut_58_ = l_640_;
                                                                        double _e1416 = l_mut_58_;
                                                                        double l_641_ = (_e1416 * l_622_);
                                                                        double l_642_ = (l_641_ + 0.2L);
                                                                        l_mut_58_ = l_642_;
                                                                        double _e1420 = l_mut_58_;
                                                                        double l_643_ = (_e1420 * l_622_);
                                                                        double l_644_ = (l_643_ + 0.3333333333333333L);
                                                                        l_mut_58_ = l_644_;
                                                                        double l_645_ = (2.0L * l_621_);
                                                                        double l_646_ = (2.0L * l_621_);
                                                                        double l_647_ = (l_646_ * l_622_);
                                                                        double _e1429 = l_mut_58_;
                                                                        double l_648_ = (l_647_ * _e1429);
                                                                        double l_649_ = (l_645_ + l_648_);
                                                                        int _e1432 = l_mut_614_;
                                                                        double l_650_ = double(_e1432);
                                                                        double l_651_ = (l_650_ * 0.6931471824645996L);
                                                                        double l_652_ = (l_650_ * -1.904654299957768e-9L);
                                                                        double l_653_ = (l_652_ + l_649_);
                                                                        double l_654_ = (l_651_ + l_653_);
                                                                        l_mut_421_ = l_654_;
                                                                    }
                                                                }
                                                            }
                                                            double _e1440 = l_mut_421_;
                                                            double l_655_ = (_e1440 / 0.6931471805599453L);
                                                            double l_656_ = abs(l_655_);
                                                            double l_657_ = (l_16_ * l_656_);
                                                            l_mut_421_ = l_657_;
                                                            bool l_658_ = (l_23_ >= 0.5L);
                                                            bool l_659_ = (l_23_ <= 2.0L);
                                                            if (l_658_) {
                                                                local_36 = l_659_;
                                                            } else {
                                                                local_36 = false;
                                                            }
                                                            bool l_660_ = local_36;
                                                            if (l_660_) {
                                                                l_mut_421_ = l_16_;
                                                            }
                                                            double l_661_ = abs(l_655_);
                                                            double l_662_ = (l_661_ * 1.4551915228366852e-11L);
                                                            double l_663_ = (1.0L + l_16_);
                                                            double l_664_ = (l_662_ * l_663_);
                                                            double _e1459 = l_mut_421_;
                                                            double l_665_ = (l_655_ - _e1459);
                                                            double _e1461 = l_mut_421_;
                                                            double l_666_ = (l_655_ + _e1461);
                                                            double l_668_ = (l_665_ * l_19_);
                                                            double l_669_ = (l_665_ * l_22_);
                                                            double l_670_ = (l_666_ * l_19_);
                                                            double l_671_ = (l_666_ * l_22_);
                                                            a_667_[0] = l_668_;
                                                            a_667_[1] = l_668_;
                                                            double l_672_ = a_667_[0];
                                                            bool l_673_ = (l_669_ < l_672_);
                                                            if (l_673_) {
                                                                a_667_[0] = l_669_;
                                                            }
                                                            double l_674_ = a_667_[0];
                                                            bool l_675_ = (l_670_ < l_674_);
                                                            if (l_675_) {
                                                                a_667_[0] = l_670_;
                                                            }
                                                            double l_676_ = a_667_[0];
                                                            bool l_677_ = (l_671_ < l_676_);
                                                            if (l_677_) {
                                                                a_667_[0] = l_671_;
                                                            }
                                                            double l_678_ = a_667_[1];
                                                            bool l_679_ = (l_669_ > l_678_);
                                                            if (l_679_) {
                                                                a_667_[1] = l_669_;
                                                            }
                                                            double l_680_ = a_667_[1];
                                                            bool l_681_ = (l_670_ > l_680_);
                                                            if (l_681_) {
                                                                a_667_[1] = l_670_;
                                                            }
                                                            double l_682_ = a_667_[1];
                                                            bool l_683_ = (l_671_ > l_682_);
                                                            if (l_683_) {
                                                                a_667_[1] = l_671_;
                                                            }
                                                            double l_684_ = (l_664_ * l_22_);
                                                            l_mut_75_ = 2u;
                                                            double l_685_ = a_667_[0];
                                                            double l_686_ = (l_685_ - l_684_);
                                                            double l_687_ = (l_686_ * 7.1362384635298e44L);
                                                            double l_688_ = floor(l_687_);
                                                            double l_689_ = (l_688_ * 1.401298464324817e-45L);
                                                            l_mut_421_ = l_689_;
                                                            double l_690_ = abs(l_686_);
                                                            bool l_691_ = (l_690_ >= 1.1754943508222875e-38L);
                                                            if (l_691_) {
                                                                float l_692_ = float(l_686_);
                                                                double l_693_ = double(l_692_);
                                                                l_mut_421_ = l_693_;
                                                                double _e1508 = l_mut_421_;
                                                                bool l_694_ = (_e1508 > l_686_);
                                                                if (l_694_) {
                                                                    float l_695_ = -(l_692_);
                                                                    uint l_696_ = asuint(l_695_);
                                                                    uint l_697_ = (l_696_ + 1u);
                                                                    l_mut_45_ = l_697_;
                                                                    uint l_698_ = (l_696_ & 2147483647u);
                                                                    bool l_699_ = (l_698_ == 0u);
                                                                    if (l_699_) {
                                                                        l_mut_45_ = 1u;
                                                                    } else {
                                                                        uint l_700_ = (l_696_ & 2147483648u);
                                                                        bool l_701_ = (l_700_ != 0u);
                                                                        if (l_701_) {
                                                                            uint l_702_ = (l_696_ - 1u);
                                                                            l_mut_45_ = l_702_;
                                                                        }
                                                                    }
                                                                    uint _e1525 = l_mut_45_;
                                                                    float l_703_ = asfloat(_e1525);
                                                                    float l_704_ = -(l_703_);
                                                                    double l_705_ = double(l_704_);
                                                                    l_mut_421_ = l_705_;
                                                                } else {
                                                                    uint l_706_ = asuint(l_692_);
                                                                    uint l_707_ = (l_706_ + 1u);
                                                                    l_mut_45_ = l_707_;
                                                                    uint l_708_ = (l_706_ & 2147483647u);
                                                                    bool l_709_ = (l_708_ == 0u);
                                                                    if (l_709_) {
                                                                        l_mut_45_ = 1u;
                                                                    } else {
                                                                        uint l_710_ = (l_706_ & 2147483648u);
                                                                        bool l_711_ = (l_710_ != 0u);
                                                                        if (l_711_) {
                                                                            uint l_712_ = (l_706_ - 1u);
                                                                            l_mut_45_ = l_712_;
                                                                        }
                                                                    }
                                                                    uint _e1543 = l_mut_45_;
                                                                    float l_713_ = asfloat(_e1543);
                                                                    double l_714_ = double(l_713_);
                                                                    bool l_715_ = (l_714_ <= l_686_);
                                                                    if (l_715_) {
                                                                        uint l_716_ = asuint(l_692_);
                                                                        uint l_717_ = (l_716_ + 1u);
                                                                        l_mut_45_ = l_717_;
                                                                        uint l_718_ = (l_716_ & 2147483647u);
                                                                        bool l_719_ = (l_718_ == 0u);
                                                                        if (l_719_) {
                                                                            l_mut_45_ = 1u;
                                                                        } else {
                                                                            uint l_720_ = (l_716_ & 2147483648u);
                                                                            bool l_721_ = (l_720_ != 0u);
                                                                            if (l_721_) {
                                                                                uint l_722_ = (l_716_ - 1u);
                                                                                l_mut_45_ = l_722_;
                                                                            }
                                                                        }
                                                                        uint _e1561 = l_mut_45_;
                                                                        float l_723_ = asfloat(_e1561);
                                                                        double l_724_ = double(l_723_);
                                                                        l_mut_421_ = l_724_;
                                                                    }
                                                                }
                                                            }
                                                            double l_725_ = (l_685_ + l_684_);
                                                            double l_726_ = (l_725_ * 7.1362384635298e44L);
                                                            double l_727_ = floor(l_726_);
                                                            double l_728_ = (l_727_ * 1.401298464324817e-45L);
                                                            l_mut_58_ = l_728_;
                                                            double l_729_ = abs(l_725_);
                                                            bool l_730_ = (l_729_ >= 1.1754943508222875e-38L);
                                                            if (l_730_) {
                                                                float l_731_ = float(l_725_);
                                                                double l_732_ = double(l_731_);
                                                                l_mut_58_ = l_732_;
                                                                double _e1575 = l_mut_58_;
                                                                bool l_733_ = (_e1575 > l_725_);
                                                                if (l_733_) {
                                                                    float l_734_ = -(l_731_);
                                                                    uint l_735_ = asuint(l_734_);
                                                                    uint l_736_ = (l_735_ + 1u);
                                                                    l_mut_45_ = l_736_;
                                                                    uint l_737_ = (l_735_ & 2147483647u);
                                                                    bool l_738_ = (l_737_ == 0u);
                                                                    if (l_738_) {
                                                                        l_mut_45_ = 1u;
                                                                    } else {
                                                                        uint l_739_ = (l_735_ & 2147483648u);
                                                                        bool l_740_ = (l_739_ != 0u);
                                                                        if (l_740_) {
                                                                            uint l_741_ = (l_735_ - 1u);
                                                                            l_mut_45_ = l_741_;
                                                                        }
                                                                    }
                                                                    uint _e1592 = l_mut_45_;
                                                                    float l_742_ = asfloat(_e1592);
                                                                    float l_743_ = -(l_742_);
                                                                    double l_744_ = double(l_743_);
                                                                    l_mut_58_ = l_744_;
                                                                } else {
                                                                    uint l_745_ = asuint(l_731_);
                                                                    uint l_746_ = (l_745_ + 1u);
                                                                    l_mut_45_ = l_746_;
                                                                    uint l_747_ = (l_745_ & 2147483647u);
                                                                    bool l_748_ = (l_747_ == 0u);
                                                                    if (l_748_) {
                                                                        l_mut_45_ = 1u;
                                                                    } else {
                                                                        uint l_749_ = (l_745_ & 2147483648u);
                                                                        bool l_750_ = (l_749_ != 0u);
                                                                        if (l_750_) {
                                                                            uint l_751_ = (l_745_ - 1u);
                                                                            l_mut_45_ = l_751_;
                                                                        }
                                                                    }
                                                                    uint _e1610 = l_mut_45_;
                                                                    float l_752_ = asfloat(_e1610);
                                                                    double l_753_ = double(l_752_);
                                                                    bool l_754_ = (l_753_ <= l_725_);
                                                                    if (l_754_) {
                                                                        uint l_755_ = asuint(l_731_);
                                                                        uint l_756_ = (l_755_ + 1u);
                                                                        l_mut_45_ = l_756_;
                                                                        uint l_757_ = (l_755_ & 2147483647u);
                                                                        bool l_758_ = (l_757_ == 0u);
                                                                        if (l_758_) {
                                                                            l_mut_45_ = 1u;
                                                                        } else {
                                                                            uint l_759_ = (l_755_ & 2147483648u);
                                                                            bool l_760_ = (l_759_ != 0u);
                                                                            if (l_760_) {
                                                                                uint l_761_ = (l_755_ - 1u);
                                                                                l_mut_45_ = l_761_;
                                                                            }
                                                                        }
                                                                        uint _e1628 = l_mut_45_;
                                                                        float l_762_ = asfloat(_e1628);
                                                                        double l_763_ = double(l_762_);
                                                                        l_mut_58_ = l_763_;
                                                                    }
                                                                }
                                                            }
                                                            double _e1631 = l_mut_421_;
                                                            double _e1632 = l_mut_58_;
                                                            bool l_764_ = (_e1631 == _e1632);
                                                            double l_765_ = a_667_[1];
                                                            double l_766_ = (l_765_ - l_684_);
                                                            double l_767_ = (l_766_ * 7.1362384635298e44L);
                                                            double l_768_ = floor(l_767_);
                                                            double l_769_ = (l_768_ * 1.401298464324817e-45L);
                                                            l_mut_421_ = l_769_;
                                                            double l_770_ = abs(l_766_);
                                                            bool l_771_ = (l_770_ >= 1.1754943508222875e-38L);
                                                            if (l_771_) {
                                                                float l_772_ = float(l_766_);
                                                                double l_773_ = double(l_772_);
                                                                l_mut_421_ = l_773_;
                                                                double _e1647 = l_mut_421_;
                                                                bool l_774_ = (_e1647 > l_766_);
                                                                if (l_774_) {
                                                                    float l_775_ = -(l_772_);
                                                                    uint l_776_ = asuint(l_775_);
                                                                    uint l_777_ = (l_776_ + 1u);
                                                                    l_mut_45_ = l_777_;
                                                                    uint l_778_ = (l_776_ & 2147483647u);
                                                                    bool l_779_ = (l_778_ == 0u);
                                                                    if (l_779_) {
                                                                        l_mut_45_ = 1u;
                                                                    } else {
                                                                        uint l_780_ = (l_776_ & 2147483648u);
                                                                        bool l_781_ = (l_780_ != 0u);
                                                                        if (l_781_) {
                                                                            uint l_782_ = (l_776_ - 1u);
                                                                            l_mut_45_ = l_782_;
                                                                        }
                                                                    }
                                                                    uint _e1664 = l_mut_45_;
                                                                    float l_783_ = asfloat(_e1664);
                                                                    float l_784_ = -(l_783_);
                                                                    double l_785_ = double(l_784_);
                                                                    l_mut_421_ = l_785_;
                                                                } else {
                                                                    uint l_786_ = asuint(l_772_);
                                                                    uint l_787_ = (l_786_ + 1u);
                                                                    l_mut_45_ = l_787_;
                                                                    uint l_788_ = (l_786_ & 2147483647u);
                                                                    bool l_789_ = (l_788_ == 0u);
                                                                    if (l_789_) {
                                                                        l_mut_45_ = 1u;
                                                                    } else {
                                                                        uint l_790_ = (l_786_ & 2147483648u);
                                                                        bool l_791_ = (l_790_ != 0u);
                                                                        if (l_791_) {
                                                                            uint l_792_ = (l_786_ - 1u);
                                                                            l_mut_45_ = l_792_;
                                                                        }
                                                                    }
                                                                    uint _e1682 = l_mut_45_;
                                                                    float l_793_ = asfloat(_e1682);
                                                                    double l_794_ = double(l_793_);
                                                                    bool l_795_ = (l_794_ <= l_766_);
                                                                    if (l_795_) {
                                                                        uint l_796_ = asuint(l_772_);
                                                                        uint l_797_ = (l_796_ + 1u);
                                                                        l_mut_45_ = l_797_;
                                                                        uint l_798_ = (l_796_ & 2147483647u);
                                                                        bool l_799_ = (l_798_ == 0u);
                                                                        if (l_799_) {
                                                                            l_mut_45_ = 1u;
                                                                        } else {
                                                                            uint l_800_ = (l_796_ & 2147483648u);
                                                                            bool l_801_ = (l_800_ != 0u);
                                                                            if (l_801_) {
                                                                                uint l_802_ = (l_796_ - 1u);
                                                                                l_mut_45_ = l_802_;
                                                                            }
                                                                        }
                                                                        uint _e1700 = l_mut_45_;
                                                                        float l_803_ = asfloat(_e1700);
                                                                        double l_804_ = double(l_803_);
                                                                        l_mut_421_ = l_804_;
                                                                    }
                                                                }
                                                            }
                                                            double l_805_ = (l_765_ + l_684_);
                                                            double l_806_ = (l_805_ * 7.1362384635298e44L);
                                                            double l_807_ = floor(l_806_);
                                                            double l_808_ = (l_807_ * 1.401298464324817e-45L);
                                                            l_mut_58_ = l_808_;
                                                            double l_809_ = abs(l_805_);
                                                            bool l_810_ = (l_809_ >= 1.1754943508222875e-38L);
                                                            if (l_810_) {
                                                                float l_811_ = float(l_805_);
                                                                double l_812_ = double(l_811_);
                                                                l_mut_58_ = l_812_;
                                                                double _e1714 = l_mut_58_;
                                                                bool l_813_ = (_e1714 > l_805_);
                                                                if (l_813_) {
                                                                    float l_814_ = -(l_811_);
                                                                    uint l_815_ = asuint(l_814_);
                                                                    uint l_816_ = (l_815_ + 1u);
                                                                    l_mut_45_ = l_816_;
                                                                    uint l_817_ = (l_815_ & 2147483647u);
                                                                    bool l_818_ = (l_817_ == 0u);
                                                                    if (l_818_) {
                                                                        l_mut_45_ = 1u;
                                                                    } else {
                                                                        uint l_819_ = (l_815_ & 2147483648u);
                                                                        bool l_820_ = (l_819_ != 0u);
                                                                        if (l_820_) {
                                                                            uint l_821_ = (l_815_ - 1u);
                                                                            l_mut_45_ = l_821_;
                                                                        }
                                                                    }
                                                                    uint _e1731 = l_mut_45_;
                                                                    float l_822_ = asfloat(_e1731);
                                                                    float l_823_ = -(l_822_);
                                                                    double l_824_ = double(l_823_);
                                                                    l_mut_58_ = l_824_;
                                                                } else {
                                                                    uint l_825_ = asuint(l_811_);
                                                                    uint l_826_ = (l_825_ + 1u);
                                                                    l_mut_45_ = l_826_;
                                                                    uint l_827_ = (l_825_ & 2147483647u);
                                                                    bool l_828_ = (l_827_ == 0u);
                                                                    if (l_828_) {
                                                                        l_mut_45_ = 1u;
                                                                    } else {
                                                                        uint l_829_ = (l_825_ & 2147483648u);
                                                                        bool l_830_ = (l_829_ != 0u);
                                                                        if (l_830_) {
                                                                            uint l_831_ = (l_825_ - 1u);
                                                                            l_mut_45_ = l_831_;
                                                                        }
                                                                    }
                                                                    uint _e1749 = l_mut_45_;
                                                                    float l_832_ = asfloat(_e1749);
                                                                    double l_833_ = double(l_832_);
                                                                    bool l_834_ = (l_833_ <= l_805_);
                                                                    if (l_834_) {
                                                                        uint l_835_ = asuint(l_811_);
                                                                        uint l_836_ = (l_835_ + 1u);
                                                                        l_mut_45_ = l_836_;
                                                                        uint l_837_ = (l_835_ & 2147483647u);
                                                                        bool l_838_ = (l_837_ == 0u);
                                                                        if (l_838_) {
                                                                            l_mut_45_ = 1u;
                                                                        } else {
                                                                            uint l_839_ = (l_835_ & 2147483648u);
                                                                            bool l_840_ = (l_839_ != 0u);
                                                                            if (l_840_) {
                                                                                uint l_841_ = (l_835_ - 1u);
                                                                                l_mut_45_ = l_841_;
                                                                            }
                                                                        }
                                                                        uint _e1767 = l_mut_45_;
                                                                        float l_842_ = asfloat(_e1767);
                                                                        double l_843_ = double(l_842_);
                                                                        l_mut_58_ = l_843_;
                                                                    }
                                                                }
                                                            }
                                                            double _e1770 = l_mut_421_;
                                                            double _e1771 = l_mut_58_;
                                                            bool l_844_ = (_e1770 == _e1771);
                                                            if (l_764_) {
                                                                local_37 = l_844_;
                                                            } else {
                                                                local_37 = false;
                                                            }
                                                            bool l_845_ = local_37;
                                                            if (l_845_) {
                                                                double l_846_ = a_667_[0];
                                                                double l_847_ = (l_846_ * 7.1362384635298e44L);
                                                                double l_848_ = floor(l_847_);
                                                                double l_849_ = (l_848_ * 1.401298464324817e-45L);
                                                                l_mut_421_ = l_849_;
                                                                double l_850_ = abs(l_846_);
                                                                bool l_851_ = (l_850_ >= 1.1754943508222875e-38L);
                                                                if (l_851_) {
                                                                    float l_852_ = float(l_846_);
                                                                    double l_853_ = double(l_852_);
                                                                    l_mut_421_ = l_853_;
                                                                    double _e1789 = l_mut_421_;
                                                                    bool l_854_ = (_e1789 > l_846_);
                                                                    if (l_854_) {
                                                                        float l_855_ = -(l_852_);
                                                                        uint l_856_ = asuint(l_855_);
                                                                        uint l_857_ = (l_856_ + 1u);
                                                                        l_mut_45_ = l_857_;
                                                                        uint l_858_ = (l_856_ & 2147483647u);
                                                                        bool l_859_ = (l_858_ == 0u);
                                                                        if (l_859_) {
                                                                            l_mut_45_ = 1u;
                                                                        } else {
                                                                            uint l_860_ = (l_856_ & 2147483648u);
                                                                            bool l_861_ = (l_860_ != 0u);
                                                                            if (l_861_) {
                                                                                uint l_862_ = (l_856_ - 1u);
                                                                                l_mut_45_ = l_862_;
                                                                            }
                                                                        }
                                                                        uint _e1806 = l_mut_45_;
                                                                        float l_863_ = asfloat(_e1806);
                                                                        float l_864_ = -(l_863_);
                                                                        double l_865_ = double(l_864_);
                                                                        l_mut_421_ = l_865_;
                                                                    } else {
                                                                        uint l_866_ = asuint(l_852_);
                                                                        uint l_867_ = (l_866_ + 1u);
                                                                        l_mut_45_ = l_867_;
                                                                        uint l_868_ = (l_866_ & 2147483647u);
                                                                        bool l_869_ = (l_868_ == 0u);
                                                                        if (l_869_) {
                                                                            l_mut_45_ = 1u;
                                                                        } else {
                                                                            uint l_870_ = (l_866_ & 2147483648u);
                                                                            bool l_871_ = (l_870_ != 0u);
                                                                            if (l_871_) {
                                                                                uint l_872_ = (l_866_ - 1u);
                                                                                l_mut_45_ = l_872_;
                                                                            }
                                                                        }
                                                                        uint _e1824 = l_mut_45_;
                                                                        float l_873_ = asfloat(_e1824);
                                                                        double l_874_ = double(l_873_);
                                                                        bool l_875_ = (l_874_ <= l_846_);
                                                                        if (l_875_) {
                                                                            uint l_876_ = asuint(l_852_);
                                                                            uint l_877_ = (l_876_ + 1u);
                                                                            l_mut_45_ = l_877_;
                                                                            uint l_878_ = (l_876_ & 2147483647u);
                                                                            bool l_879_ = (l_878_ == 0u);
                                                                            if (l_879_) {
                                                                                l_mut_45_ = 1u;
                                                                            } else {
                                                                                uint l_880_ = (l_876_ & 2147483648u);
                                                                                bool l_881_ = (l_880_ != 0u);
                                                                                if (l_881_) {
                                                                                    uint l_882_ = (l_876_ - 1u);
                                                                                    l_mut_45_ = l_882_;
                                                                                }
                                                                            }
                                                                            uint _e1842 = l_mut_45_;
                                                                            float l_883_ = asfloat(_e1842);
                                                                            double l_884_ = double(l_883_);
                                                                            l_mut_421_ = l_884_;
                                                                        }
                                                                    }
                                                                }
                                                                double l_885_ = a_667_[1];
                                                                double l_886_ = -(l_885_);
                                                                double l_887_ = (l_886_ * 7.1362384635298e44L);
                                                                double l_888_ = floor(l_887_);
                                                                double l_889_ = (l_888_ * 1.401298464324817e-45L);
                                                                l_mut_58_ = l_889_;
                                                                double l_890_ = abs(l_886_);
                                                                bool l_891_ = (l_890_ >= 1.1754943508222875e-38L);
                                                                if (l_891_) {
                                                                    float l_892_ = float(l_886_);
                                                                    double l_893_ = double(l_892_);
                                                                    l_mut_58_ = l_893_;
                                                                    double _e1858 = l_mut_58_;
                                                                    bool l_894_ = (_e1858 > l_886_);
                                                                    if (l_894_) {
                                                                        float l_895_ = -(l_892_);
                                                                        uint l_896_ = asuint(l_895_);
                                                                        uint l_897_ = (l_896_ + 1u);
                                                                        l_mut_45_ = l_897_;
                                                                        uint l_898_ = (l_896_ & 2147483647u);
                                                                        bool l_899_ = (l_898_ == 0u);
                                                                        if (l_899_) {
                                                                            l_mut_45_ = 1u;
                                                                        } else {
                                                                            uint l_900_ = (l_896_ & 2147483648u);
                                                                            bool l_901_ = (l_900_ != 0u);
                                                                            if (l_901_) {
                                                                                uint l_902_ = (l_896_ - 1u);
                                                                                l_mut_45_ = l_902_;
                                                                            }
                                                                        }
                                                                        uint _e1875 = l_mut_45_;
                                                                        float l_903_ = asfloat(_e1875);
                                                                        float l_904_ = -(l_903_);
                                                                        double l_905_ = double(l_904_);
                                                                        l_mut_58_ = l_905_;
                                                                    } else {
                                                                        uint l_906_ = asuint(l_892_);
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
                                                                        uint _e1893 = l_mut_45_;
                                                                        float l_913_ = asfloat(_e1893);
                                                                        double l_914_ = double(l_913_);
                                                                        bool l_915_ = (l_914_ <= l_886_);
                                                                        if (l_915_) {
                                                                            uint l_916_ = asuint(l_892_);
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
                                                                            uint _e1911 = l_mut_45_;
                                                                            float l_923_ = asfloat(_e1911);
                                                                            double l_924_ = double(l_923_);
                                                                            l_mut_58_ = l_924_;
                                                                        }
                                                                    }
                                                                }
                                                                double _e1914 = l_mut_58_;
                                                                double l_925_ = -(_e1914);
                                                                double l_926_ = double(l_12_);
                                                                uint l_927_ = asuint(l_12_);
                                                                uint l_928_ = (l_927_ + 1u);
                                                                l_mut_45_ = l_928_;
                                                                uint l_929_ = (l_927_ & 2147483647u);
                                                                bool l_930_ = (l_929_ == 0u);
                                                                if (l_930_) {
                                                                    l_mut_45_ = 1u;
                                                                } else {
                                                                    uint l_931_ = (l_927_ & 2147483648u);
                                                                    bool l_932_ = (l_931_ != 0u);
                                                                    if (l_932_) {
                                                                        uint l_933_ = (l_927_ - 1u);
                                                                        l_mut_45_ = l_933_;
                                                                    }
                                                                }
                                                                uint _e1931 = l_mut_45_;
                                                                float l_934_ = asfloat(_e1931);
                                                                double l_935_ = double(l_934_);
                                                                float l_936_ = -(l_12_);
                                                                uint l_937_ = asuint(l_936_);
                                                                uint l_938_ = (l_937_ + 1u);
                                                                l_mut_45_ = l_938_;
                                                                uint l_939_ = (l_937_ & 2147483647u);
                                                                bool l_940_ = (l_939_ == 0u);
                                                                if (l_940_) {
                                                                    l_mut_45_ = 1u;
                                                                } else {
                                                                    uint l_941_ = (l_937_ & 2147483648u);
                                                                    bool l_942_ = (l_941_ != 0u);
                                                                    if (l_942_) {
                                                                        uint l_943_ = (l_937_ - 1u);
                                                                        l_mut_45_ = l_943_;
                                                                    }
                                                                }
                                                                uint _e1949 = l_mut_45_;
                                                                float l_944_ = asfloat(_e1949);
                                                                float l_945_ = -(l_944_);
                                                                double l_946_ = double(l_945_);
                                                                double _e1953 = l_mut_421_;
                                                                double l_947_ = (_e1953 + 0.0L);
                                                                bool l_948_ = (l_947_ <= l_926_);
                                                                l_mut_105_ = l_948_;
                                                                double _e1957 = l_mut_421_;
                                                                double l_949_ = (_e1957 - 0.0L);
                                                                bool l_950_ = (l_949_ > l_926_);
                                                                l_mut_102_ = l_950_;
                                                                double l_951_ = (l_925_ - 0.0L);
                                                                bool l_952_ = (l_951_ >= l_926_);
                                                                l_mut_99_ = l_952_;
                                                                double l_953_ = (l_925_ + 0.0L);
                                                                bool l_954_ = (l_953_ < l_926_);
                                                                l_mut_96_ = l_954_;
                                                                l_mut_45_ = 2u;
                                                                bool _e1968 = l_mut_102_;
                                                                if (!(_e1968)) {
                                                                    bool _e1972 = l_mut_96_;
                                                                    local_38 = _e1972;
                                                                } else {
                                                                    local_38 = true;
                                                                }
                                                                bool l_955_ = local_38;
                                                                if (l_955_) {
                                                                    l_mut_45_ = 1u;
                                                                } else {
                                                                    bool _e1976 = l_mut_105_;
                                                                    if (_e1976) {
                                                                        bool _e1979 = l_mut_99_;
                                                                        local_39 = _e1979;
                                                                    } else {
                                                                        local_39 = false;
                                                                    }
                                                                    bool l_956_ = local_39;
                                                                    if (l_956_) {
                                                                        l_mut_45_ = 0u;
                                                                    }
                                                                }
                                                                uint _e1983 = l_mut_45_;
                                                                l_mut_75_ = _e1983;
                                                            }
                                                            uint _e1984 = l_mut_75_;
                                                            l_mut_28_ = _e1984;
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
                uint l_957_ = a_27_[0];
                bool l_958_ = (l_957_ == 0u);
                if (l_958_) {
                    l_mut_28_ = 2u;
                }
                uint l_1022_ = asuint(info.Load(24+0));
                uint l_1023_ = (l_1022_ * 1u);
                bool l_1024_ = (l_4_ < l_1023_);
                if (l_1024_) {
                    uint _e1999 = l_mut_28_;
                    buffer_6_global.Store(l_4_*4, asuint(_e1999));
                }
            }
        }
        return;
    } else {
        return;
    }
}
