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
    bool l_mut_102_ = (bool)0;
    bool l_mut_105_ = (bool)0;
    uint l_mut_28_ = (uint)0;
    double l_mut_35_ = (double)0;
    double l_mut_421_ = (double)0;
    uint l_mut_45_ = (uint)0;
    double l_mut_58_ = (double)0;
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
                uint _e1340 = l_mut_2_;
                l_mut_2_ = (_e1340 + 1u);
            }
            loop_init = false;
            uint _e43 = l_mut_2_;
            if ((_e43 < 8u)) {
            } else {
                break;
            }
            {
                uint l_3_ = (id * 8u);
                uint _e48 = l_mut_2_;
                uint l_4_ = (l_3_ + _e48);
                uint _e51 = l_mut_2_;
                uint l_5_ = (2u * _e51);
                uint l_599_ = asuint(info.Load(16+0));
                uint l_600_ = (l_599_ * 1u);
                bool l_601_ = (l_5_ < l_600_);
                uint l_602_ = (l_600_ - 1u);
                uint l_603_ = min(l_5_, l_602_);
                uint l_604_ = asuint(buffer_4_global.Load(l_603_*4));
                uint l_6_ = (l_601_ ? l_604_ : 0u);
                uint _e69 = l_mut_2_;
                uint l_7_ = (2u * _e69);
                uint l_8_ = (l_7_ + 1u);
                uint l_606_ = asuint(info.Load(16+0));
                uint l_607_ = (l_606_ * 1u);
                bool l_608_ = (l_8_ < l_607_);
                uint l_609_ = (l_607_ - 1u);
                uint l_610_ = min(l_8_, l_609_);
                uint l_611_ = asuint(buffer_4_global.Load(l_610_*4));
                uint l_9_ = (l_608_ ? l_611_ : 0u);
                bool l_10_ = (l_9_ != 0u);
                uint l_613_ = asuint(info.Load(0+0));
                uint l_614_ = (l_613_ * 1u);
                bool l_615_ = (id < l_614_);
                uint l_616_ = (l_614_ - 1u);
                uint l_617_ = min(id, l_616_);
                float l_618_ = asfloat(buffer_0_global.Load(l_617_*4));
                float l_11_ = (l_615_ ? l_618_ : 0.0);
                uint l_620_ = asuint(info.Load(4+0));
                uint l_621_ = (l_620_ * 1u);
                bool l_622_ = (id < l_621_);
                uint l_623_ = (l_621_ - 1u);
                uint l_624_ = min(id, l_623_);
                float l_625_ = asfloat(buffer_1_global.Load(l_624_*4));
                float l_12_ = (l_622_ ? l_625_ : 0.0);
                uint l_627_ = asuint(info.Load(8+0));
                uint l_628_ = (l_627_ * 1u);
                bool l_629_ = (id < l_628_);
                uint l_630_ = (l_628_ - 1u);
                uint l_631_ = min(id, l_630_);
                double l_632_ = buffer_2_global.Load<double>(l_631_*8);
                double l_13_ = (l_629_ ? l_632_ : 0.0L);
                uint l_634_ = asuint(info.Load(12+0));
                uint l_635_ = (l_634_ * 1u);
                bool l_636_ = (id < l_635_);
                uint l_637_ = (l_635_ - 1u);
                uint l_638_ = min(id, l_637_);
                double l_639_ = buffer_3_global.Load<double>(l_638_*8);
                double l_14_ = (l_636_ ? l_639_ : 0.0L);
                uint _e150 = l_mut_2_;
                uint l_15_ = (_e150 * 4u);
                uint l_641_ = asuint(info.Load(20+0));
                uint l_642_ = (l_641_ * 1u);
                bool l_643_ = (l_15_ < l_642_);
                uint l_644_ = (l_642_ - 1u);
                uint l_645_ = min(l_15_, l_644_);
                double l_646_ = buffer_5_global.Load<double>(l_645_*8);
                double l_16_ = (l_643_ ? l_646_ : 0.0L);
                uint _e168 = l_mut_2_;
                uint l_17_ = (_e168 * 4u);
                uint l_18_ = (l_17_ + 1u);
                uint l_648_ = asuint(info.Load(20+0));
                uint l_649_ = (l_648_ * 1u);
                bool l_650_ = (l_18_ < l_649_);
                uint l_651_ = (l_649_ - 1u);
                uint l_652_ = min(l_18_, l_651_);
                double l_653_ = buffer_5_global.Load<double>(l_652_*8);
                double l_19_ = (l_650_ ? l_653_ : 0.0L);
                uint _e188 = l_mut_2_;
                uint l_20_ = (_e188 * 4u);
                uint l_21_ = (l_20_ + 2u);
                uint l_655_ = asuint(info.Load(20+0));
                uint l_656_ = (l_655_ * 1u);
                bool l_657_ = (l_21_ < l_656_);
                uint l_658_ = (l_656_ - 1u);
                uint l_659_ = min(l_21_, l_658_);
                double l_660_ = buffer_5_global.Load<double>(l_659_*8);
                double l_22_ = (l_657_ ? l_660_ : 0.0L);
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
                            double _e249 = l_mut_35_;
                            double l_44_ = (l_16_ * _e249);
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
                            double _e298 = l_mut_35_;
                            double _e299 = l_mut_58_;
                            bool l_67_ = (_e298 == _e299);
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
                                uint _e321 = l_mut_75_;
                                float l_81_ = asfloat(_e321);
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
                                uint _e339 = l_mut_75_;
                                float l_91_ = asfloat(_e339);
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
                                bool _e360 = l_mut_99_;
                                if (!(_e360)) {
                                    bool _e364 = l_mut_105_;
                                    local_3 = _e364;
                                } else {
                                    local_3 = true;
                                }
                                bool l_114_ = local_3;
                                if (l_114_) {
                                    l_mut_75_ = 1u;
                                } else {
                                    bool _e368 = l_mut_96_;
                                    if (_e368) {
                                        bool _e371 = l_mut_102_;
                                        local_4 = _e371;
                                    } else {
                                        local_4 = false;
                                    }
                                    bool l_115_ = local_4;
                                    if (l_115_) {
                                        l_mut_75_ = 0u;
                                    }
                                }
                                uint _e375 = l_mut_75_;
                                l_mut_45_ = _e375;
                            }
                            uint _e376 = l_mut_45_;
                            l_mut_28_ = _e376;
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
                                    double _e410 = l_mut_58_;
                                    double l_129_ = (l_16_ * _e410);
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
                                    double _e459 = l_mut_58_;
                                    double _e460 = l_mut_35_;
                                    bool l_150_ = (_e459 == _e460);
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
                                        uint _e482 = l_mut_45_;
                                        float l_163_ = asfloat(_e482);
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
                                        uint _e500 = l_mut_45_;
                                        float l_173_ = asfloat(_e500);
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
                                        bool _e521 = l_mut_102_;
                                        if (!(_e521)) {
                                            bool _e525 = l_mut_96_;
                                            local_9 = _e525;
                                        } else {
                                            local_9 = true;
                                        }
                                        bool l_192_ = local_9;
                                        if (l_192_) {
                                            l_mut_45_ = 1u;
                                        } else {
                                            bool _e529 = l_mut_105_;
                                            if (_e529) {
                                                bool _e532 = l_mut_99_;
                                                local_10 = _e532;
                                            } else {
                                                local_10 = false;
                                            }
                                            bool l_193_ = local_10;
                                            if (l_193_) {
                                                l_mut_45_ = 0u;
                                            }
                                        }
                                        uint _e536 = l_mut_45_;
                                        l_mut_75_ = _e536;
                                    }
                                    uint _e537 = l_mut_75_;
                                    l_mut_28_ = _e537;
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
                                    double _e564 = l_mut_58_;
                                    double l_206_ = (l_196_ * _e564);
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
                                    double _e613 = l_mut_58_;
                                    double _e614 = l_mut_35_;
                                    bool l_227_ = (_e613 == _e614);
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
                                        uint _e636 = l_mut_45_;
                                        float l_240_ = asfloat(_e636);
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
                                        uint _e654 = l_mut_45_;
                                        float l_250_ = asfloat(_e654);
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
                                        bool _e675 = l_mut_102_;
                                        if (!(_e675)) {
                                            bool _e679 = l_mut_96_;
                                            local_14 = _e679;
                                        } else {
                                            local_14 = true;
                                        }
                                        bool l_269_ = local_14;
                                        if (l_269_) {
                                            l_mut_45_ = 1u;
                                        } else {
                                            bool _e683 = l_mut_105_;
                                            if (_e683) {
                                                bool _e686 = l_mut_99_;
                                                local_15 = _e686;
                                            } else {
                                                local_15 = false;
                                            }
                                            bool l_270_ = local_15;
                                            if (l_270_) {
                                                l_mut_45_ = 0u;
                                            }
                                        }
                                        uint _e690 = l_mut_45_;
                                        l_mut_75_ = _e690;
                                    }
                                    uint _e691 = l_mut_75_;
                                    l_mut_28_ = _e691;
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
                                        double _e722 = l_mut_58_;
                                        double l_285_ = (l_275_ * _e722);
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
                                        double _e771 = l_mut_58_;
                                        double _e772 = l_mut_35_;
                                        bool l_306_ = (_e771 == _e772);
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
                                            uint _e794 = l_mut_45_;
                                            float l_319_ = asfloat(_e794);
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
                                            uint _e812 = l_mut_45_;
                                            float l_329_ = asfloat(_e812);
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
                                            bool _e833 = l_mut_102_;
                                            if (!(_e833)) {
                                                bool _e837 = l_mut_96_;
                                                local_19 = _e837;
                                            } else {
                                                local_19 = true;
                                            }
                                            bool l_348_ = local_19;
                                            if (l_348_) {
                                                l_mut_45_ = 1u;
                                            } else {
                                                bool _e841 = l_mut_105_;
                                                if (_e841) {
                                                    bool _e844 = l_mut_99_;
                                                    local_20 = _e844;
                                                } else {
                                                    local_20 = false;
                                                }
                                                bool l_349_ = local_20;
                                                if (l_349_) {
                                                    l_mut_45_ = 0u;
                                                }
                                            }
                                            uint _e848 = l_mut_45_;
                                            l_mut_75_ = _e848;
                                        }
                                        uint _e849 = l_mut_75_;
                                        l_mut_28_ = _e849;
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
                                                uint _e874 = l_mut_75_;
                                                float l_364_ = asfloat(_e874);
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
                                                uint _e892 = l_mut_75_;
                                                float l_374_ = asfloat(_e892);
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
                                                bool _e913 = l_mut_102_;
                                                if (!(_e913)) {
                                                    bool _e917 = l_mut_96_;
                                                    local_21 = _e917;
                                                } else {
                                                    local_21 = true;
                                                }
                                                bool l_393_ = local_21;
                                                if (l_393_) {
                                                    l_mut_75_ = 1u;
                                                } else {
                                                    bool _e921 = l_mut_105_;
                                                    if (_e921) {
                                                        bool _e924 = l_mut_99_;
                                                        local_22 = _e924;
                                                    } else {
                                                        local_22 = false;
                                                    }
                                                    bool l_394_ = local_22;
                                                    if (l_394_) {
                                                        l_mut_75_ = 0u;
                                                    }
                                                }
                                                uint _e928 = l_mut_75_;
                                                l_mut_28_ = _e928;
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
                                                double _e956 = l_mut_35_;
                                                double l_407_ = (0.5L * _e956);
                                                double _e958 = l_mut_58_;
                                                bool l_408_ = (l_407_ > _e958);
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
                                                double _e1006 = l_mut_35_;
                                                double _e1007 = l_mut_421_;
                                                bool l_430_ = (_e1006 == _e1007);
                                                if (l_430_) {
                                                    double l_431_ = (l_16_ * l_26_);
                                                    double l_432_ = (l_26_ + l_431_);
                                                    double _e1011 = l_mut_58_;
                                                    double l_433_ = (_e1011 * 1.4551915228366852e-11L);
                                                    double l_434_ = (l_432_ + l_433_);
                                                    double _e1015 = l_mut_58_;
                                                    double l_435_ = (l_13_ - _e1015);
                                                    double _e1017 = l_mut_58_;
                                                    double l_436_ = (l_13_ + _e1017);
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
                                                    uint _e1034 = l_mut_75_;
                                                    float l_445_ = asfloat(_e1034);
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
                                                    uint _e1052 = l_mut_75_;
                                                    float l_455_ = asfloat(_e1052);
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
                                                    bool _e1073 = l_mut_102_;
                                                    if (!(_e1073)) {
                                                        bool _e1077 = l_mut_96_;
                                                        local_26 = _e1077;
                                                    } else {
                                                        local_26 = true;
                                                    }
                                                    bool l_474_ = local_26;
                                                    if (l_474_) {
                                                        l_mut_75_ = 1u;
                                                    } else {
                                                        bool _e1081 = l_mut_105_;
                                                        if (_e1081) {
                                                            bool _e1084 = l_mut_99_;
                                                            local_27 = _e1084;
                                                        } else {
                                                            local_27 = false;
                                                        }
                                                        bool l_475_ = local_27;
                                                        if (l_475_) {
                                                            l_mut_75_ = 0u;
                                                        }
                                                    }
                                                    uint _e1088 = l_mut_75_;
                                                    l_mut_28_ = _e1088;
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
                                                        uint _e1119 = l_mut_75_;
                                                        float l_492_ = asfloat(_e1119);
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
                                                        uint _e1137 = l_mut_75_;
                                                        float l_502_ = asfloat(_e1137);
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
                                                        bool _e1158 = l_mut_102_;
                                                        if (!(_e1158)) {
                                                            bool _e1162 = l_mut_96_;
                                                            local_29 = _e1162;
                                                        } else {
                                                            local_29 = true;
                                                        }
                                                        bool l_521_ = local_29;
                                                        if (l_521_) {
                                                            l_mut_75_ = 1u;
                                                        } else {
                                                            bool _e1166 = l_mut_105_;
                                                            if (_e1166) {
                                                                bool _e1169 = l_mut_99_;
                                                                local_30 = _e1169;
                                                            } else {
                                                                local_30 = false;
                                                            }
                                                            bool l_522_ = local_30;
                                                            if (l_522_) {
                                                                l_mut_75_ = 0u;
                                                            }
                                                        }
                                                        uint _e1173 = l_mut_75_;
                                                        l_mut_28_ = _e1173;
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
                                                        double _e1196 = l_mut_421_;
                                                        double l_532_ = (l_19_ * _e1196);
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
                                                        double _e1245 = l_mut_421_;
                                                        double _e1246 = l_mut_58_;
                                                        bool l_553_ = (_e1245 == _e1246);
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
                                                            uint _e1268 = l_mut_45_;
                                                            float l_566_ = asfloat(_e1268);
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
                                                            uint _e1286 = l_mut_45_;
                                                            float l_576_ = asfloat(_e1286);
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
                                                            bool _e1307 = l_mut_102_;
                                                            if (!(_e1307)) {
                                                                bool _e1311 = l_mut_96_;
                                                                local_34 = _e1311;
                                                            } else {
                                                                local_34 = true;
                                                            }
                                                            bool l_595_ = local_34;
                                                            if (l_595_) {
                                                                l_mut_45_ = 1u;
                                                            } else {
                                                                bool _e1315 = l_mut_105_;
                                                                if (_e1315) {
                                                                    bool _e1318 = l_mut_99_;
                                                                    local_35 = _e1318;
                                                                } else {
                                                                    local_35 = false;
                                                                }
                                                                bool l_596_ = local_35;
                                                                if (l_596_) {
                                                                    l_mut_45_ = 0u;
                                                                }
                                                            }
                                                            uint _e1322 = l_mut_45_;
                                                            l_mut_75_ = _e1322;
                                                        }
                                                        uint _e1323 = l_mut_75_;
                                                        l_mut_28_ = _e1323;
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
                uint l_597_ = a_27_[0];
                bool l_598_ = (l_597_ == 0u);
                if (l_598_) {
                    l_mut_28_ = 2u;
                }
                uint l_662_ = asuint(info.Load(24+0));
                uint l_663_ = (l_662_ * 1u);
                bool l_664_ = (l_4_ < l_663_);
                if (l_664_) {
                    uint _e1338 = l_mut_28_;
                    buffer_6_global.Store(l_4_*4, asuint(_e1338));
                }
            }
        }
        return;
    } else {
        return;
    }
}
