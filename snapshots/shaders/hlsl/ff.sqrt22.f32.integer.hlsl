struct info_st {
    uint static_meta[8];
};

static const uint WORKGROUP_SIZE_X = 64u;
static const uint WORKGROUP_SIZE_Y = 1u;
static const uint WORKGROUP_SIZE_Z = 1u;

RWByteAddressBuffer buffer_0_global : register(u0);
RWByteAddressBuffer buffer_1_global : register(u1);
RWByteAddressBuffer buffer_2_global : register(u2);
RWByteAddressBuffer buffer_3_global : register(u3);
ByteAddressBuffer info : register(t4);

uint naga_div(uint lhs, uint rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

[numthreads(64, 1, 1)]
void double_words_f_f32_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint64_t l_mut_132_ = (uint64_t)0;
    float l_mut_151_ = (float)0;
    uint l_mut_165_ = (uint)0;
    uint64_t l_mut_21_ = (uint64_t)0;
    uint64_t l_mut_223_ = (uint64_t)0;
    int l_mut_25_ = (int)0;
    float l_mut_368_ = (float)0;
    uint64_t l_mut_36_ = (uint64_t)0;
    int l_mut_40_ = (int)0;
    float l_mut_468_ = (float)0;
    float l_mut_46_ = (float)0;
    float l_mut_47_ = (float)0;
    uint l_mut_4_ = (uint)0;
    uint64_t l_mut_539_ = (uint64_t)0;
    uint l_mut_59_ = (uint)0;
    uint64_t l_mut_60_ = (uint64_t)0;
    int l_mut_69_ = (int)0;
    uint l_mut_73_ = (uint)0;
    uint64_t l_mut_87_ = (uint64_t)0;
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

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 2u);
    uint l_648_ = asuint(info.Load(8+0));
    uint l_649_ = (l_648_ * 1u);
    bool l_650_ = (0u < l_649_);
    uint l_651_ = (l_649_ - 1u);
    uint l_652_ = min(0u, l_651_);
    float l_653_ = asfloat(buffer_2_global.Load(l_652_*4));
    float l_2_ = (l_650_ ? l_653_ : 0.0);
    uint l_655_ = asuint(info.Load(8+0));
    uint l_656_ = (l_655_ * 1u);
    bool l_657_ = (1u < l_656_);
    uint l_658_ = (l_656_ - 1u);
    uint l_659_ = min(1u, l_658_);
    float l_660_ = asfloat(buffer_2_global.Load(l_659_*4));
    float l_3_ = (l_657_ ? l_660_ : 0.0);
    l_mut_4_ = id;
    uint _e84 = l_mut_4_;
    bool l_5_ = (_e84 < l_1_);
    if (l_5_) {
        uint l_662_ = asuint(info.Load(0+0));
        uint l_663_ = (l_662_ * 1u);
        uint _e92 = l_mut_4_;
        bool l_664_ = (_e92 < l_663_);
        uint l_665_ = (l_663_ - 1u);
        uint _e96 = l_mut_4_;
        uint l_666_ = min(_e96, l_665_);
        float l_667_ = asfloat(buffer_0_global.Load(l_666_*4));
        float l_6_ = (l_664_ ? l_667_ : 0.0);
        uint _e103 = l_mut_4_;
        uint l_7_ = (l_1_ + _e103);
        uint l_669_ = asuint(info.Load(0+0));
        uint l_670_ = (l_669_ * 1u);
        bool l_671_ = (l_7_ < l_670_);
        uint l_672_ = (l_670_ - 1u);
        uint l_673_ = min(l_7_, l_672_);
        float l_674_ = asfloat(buffer_0_global.Load(l_673_*4));
        float l_8_ = (l_671_ ? l_674_ : 0.0);
        uint l_676_ = asuint(info.Load(4+0));
        uint l_677_ = (l_676_ * 1u);
        uint _e126 = l_mut_4_;
        bool l_678_ = (_e126 < l_677_);
        uint l_679_ = (l_677_ - 1u);
        uint _e130 = l_mut_4_;
        uint l_680_ = min(_e130, l_679_);
        float l_681_ = asfloat(buffer_1_global.Load(l_680_*4));
        float l_9_ = (l_678_ ? l_681_ : 0.0);
        uint _e137 = l_mut_4_;
        uint l_10_ = (l_1_ + _e137);
        uint l_683_ = asuint(info.Load(4+0));
        uint l_684_ = (l_683_ * 1u);
        bool l_685_ = (l_10_ < l_684_);
        uint l_686_ = (l_684_ - 1u);
        uint l_687_ = min(l_10_, l_686_);
        float l_688_ = asfloat(buffer_1_global.Load(l_687_*4));
        float l_11_ = (l_685_ ? l_688_ : 0.0);
        float l_12_ = sqrt(l_6_);
        uint l_13_ = asuint(l_12_);
        uint l_14_ = asuint(l_12_);
        uint l_15_ = (l_13_ >> 23u);
        uint l_16_ = (l_15_ & 255u);
        uint l_17_ = (l_13_ & 8388607u);
        bool l_18_ = (l_16_ != 0u);
        if (l_18_) {
            uint l_19_ = (l_17_ | 8388608u);
            uint64_t l_20_ = uint64_t(l_19_);
            l_mut_21_ = l_20_;
        } else {
            uint64_t l_22_ = uint64_t(l_17_);
            l_mut_21_ = l_22_;
        }
        if (l_18_) {
            int l_23_ = int(l_16_);
            int l_24_ = asint(asuint(l_23_) - asuint(int(150)));
            l_mut_25_ = l_24_;
        } else {
            int l_27_ = asint(asuint(int(1)) - asuint(int(150)));
            l_mut_25_ = l_27_;
        }
        uint l_28_ = (l_13_ & 2147483648u);
        bool l_29_ = (l_16_ == 255u);
        uint l_30_ = (l_14_ >> 23u);
        uint l_31_ = (l_30_ & 255u);
        uint l_32_ = (l_14_ & 8388607u);
        bool l_33_ = (l_31_ != 0u);
        if (l_33_) {
            uint l_34_ = (l_32_ | 8388608u);
            uint64_t l_35_ = uint64_t(l_34_);
            l_mut_36_ = l_35_;
        } else {
            uint64_t l_37_ = uint64_t(l_32_);
            l_mut_36_ = l_37_;
        }
        if (l_33_) {
            int l_38_ = int(l_31_);
            int l_39_ = asint(asuint(l_38_) - asuint(int(150)));
            l_mut_40_ = l_39_;
        } else {
            int l_42_ = asint(asuint(int(1)) - asuint(int(150)));
            l_mut_40_ = l_42_;
        }
        uint l_43_ = (l_14_ & 2147483648u);
        bool l_44_ = (l_31_ == 255u);
        float l_45_ = (l_12_ * l_12_);
        l_mut_46_ = l_45_;
        l_mut_47_ = 0.0;
        bool l_48_ = !(l_29_);
        bool l_49_ = !(l_44_);
        if (l_48_) {
            local = l_49_;
        } else {
            local = false;
        }
        bool l_50_ = local;
        uint64_t _e209 = l_mut_21_;
        bool l_51_ = (_e209 != 0uL);
        if (l_50_) {
            local_1 = l_51_;
        } else {
            local_1 = false;
        }
        bool l_52_ = local_1;
        uint64_t _e216 = l_mut_36_;
        bool l_53_ = (_e216 != 0uL);
        if (l_52_) {
            local_2 = l_53_;
        } else {
            local_2 = false;
        }
        bool l_54_ = local_2;
        if (l_54_) {
            uint64_t _e223 = l_mut_21_;
            uint64_t _e224 = l_mut_36_;
            uint64_t l_55_ = (_e223 * _e224);
            int _e226 = l_mut_25_;
            int _e227 = l_mut_40_;
            int l_56_ = asint(asuint(_e226) + asuint(_e227));
            uint l_57_ = (l_13_ ^ l_14_);
            uint l_58_ = (l_57_ & 2147483648u);
            l_mut_59_ = 0u;
            l_mut_60_ = 0uL;
            bool l_61_ = (l_55_ != 0uL);
            if (l_61_) {
                uint l_62_ = (((l_55_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_55_)))) : (31u - firstbithigh(uint((l_55_ >> 32u)))));
                int l_63_ = int(l_62_);
                int l_64_ = asint(asuint(int(64)) - asuint(l_63_));
                int l_65_ = asint(asuint(l_64_) - asuint(int(1)));
                int l_66_ = asint(asuint(l_65_) + asuint(l_56_));
                int l_67_ = asint(asuint(l_66_) + asuint(int(127)));
                int l_68_ = asint(asuint(int(-149)) - asuint(l_56_));
                l_mut_69_ = l_68_;
                bool l_70_ = (l_67_ >= int(1));
                if (l_70_) {
                    int l_71_ = asint(asuint(l_64_) - asuint(int(24)));
                    l_mut_69_ = l_71_;
                }
                int _e263 = l_mut_69_;
                bool l_72_ = (_e263 <= int(0));
                if (l_72_) {
                    l_mut_73_ = 0u;
                    bool l_74_ = (l_55_ != 0uL);
                    if (l_74_) {
                        uint l_75_ = (((l_55_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_55_)))) : (31u - firstbithigh(uint((l_55_ >> 32u)))));
                        int l_76_ = int(l_75_);
                        int l_77_ = asint(asuint(int(64)) - asuint(l_76_));
                        int l_78_ = asint(asuint(l_77_) - asuint(int(1)));
                        int l_79_ = asint(asuint(l_78_) + asuint(l_56_));
                        int l_80_ = asint(asuint(l_79_) + asuint(int(127)));
                        bool l_81_ = (l_80_ >= int(255));
                        if (l_81_) {
                            l_mut_73_ = 2139095040u;
                        } else {
                            bool l_82_ = (l_80_ >= int(1));
                            if (l_82_) {
                                bool l_83_ = (l_77_ > int(24));
                                if (l_83_) {
                                    int l_84_ = asint(asuint(l_77_) - asuint(int(24)));
                                    uint64_t l_85_ = uint64_t(l_84_);
                                    uint64_t l_86_ = (l_55_ >> uint(l_85_));
                                    l_mut_87_ = l_86_;
                                } else {
                                    int l_88_ = asint(asuint(int(24)) - asuint(l_77_));
                                    uint64_t l_89_ = uint64_t(l_88_);
                                    uint64_t l_90_ = (l_55_ << uint(l_89_));
                                    l_mut_87_ = l_90_;
                                }
                                uint l_91_ = uint(l_80_);
                                uint l_92_ = (l_91_ << 23u);
                                uint64_t _e312 = l_mut_87_;
                                uint l_93_ = uint(_e312);
                                uint l_94_ = (l_93_ & 8388607u);
                                uint l_95_ = (l_92_ | l_94_);
                                l_mut_73_ = l_95_;
                            } else {
                                int l_96_ = asint(asuint(l_56_) + asuint(int(149)));
                                bool l_97_ = (l_96_ >= int(0));
                                if (l_97_) {
                                    uint64_t l_98_ = uint64_t(l_96_);
                                    uint64_t l_99_ = (l_55_ << uint(l_98_));
                                    l_mut_87_ = l_99_;
                                } else {
                                    int l_100_ = asint(asuint(int(0)) - asuint(l_96_));
                                    uint64_t l_101_ = uint64_t(l_100_);
                                    uint64_t l_102_ = (l_55_ >> uint(l_101_));
                                    l_mut_87_ = l_102_;
                                }
                                uint64_t _e332 = l_mut_87_;
                                uint l_103_ = uint(_e332);
                                l_mut_73_ = l_103_;
                            }
                        }
                    }
                    uint _e335 = l_mut_73_;
                    l_mut_59_ = _e335;
                    l_mut_60_ = l_55_;
                } else {
                    int _e336 = l_mut_69_;
                    bool l_104_ = (_e336 <= l_64_);
                    if (l_104_) {
                        int _e338 = l_mut_69_;
                        uint64_t l_105_ = uint64_t(_e338);
                        uint64_t l_106_ = (l_55_ >> uint(l_105_));
                        l_mut_87_ = l_106_;
                        uint64_t _e343 = l_mut_87_;
                        uint64_t l_107_ = (_e343 << uint(l_105_));
                        uint64_t l_108_ = (l_55_ - l_107_);
                        uint64_t l_109_ = (l_105_ - 1uL);
                        uint64_t l_110_ = (1uL << uint(l_109_));
                        bool l_111_ = (l_108_ > l_110_);
                        bool l_112_ = (l_108_ == l_110_);
                        uint64_t _e356 = l_mut_87_;
                        uint64_t l_113_ = (_e356 & 1uL);
                        bool l_114_ = (l_113_ == 1uL);
                        if (l_112_) {
                            local_3 = l_114_;
                        } else {
                            local_3 = false;
                        }
                        bool l_115_ = local_3;
                        if (!(l_111_)) {
                            local_4 = l_115_;
                        } else {
                            local_4 = true;
                        }
                        bool l_116_ = local_4;
                        if (l_116_) {
                            uint64_t _e370 = l_mut_87_;
                            l_mut_87_ = (_e370 + 1uL);
                        }
                        uint64_t _e373 = l_mut_87_;
                        uint64_t l_117_ = (_e373 << uint(l_105_));
                        l_mut_60_ = l_117_;
                        int _e377 = l_mut_69_;
                        int l_118_ = asint(asuint(l_56_) + asuint(_e377));
                        l_mut_73_ = 0u;
                        uint64_t _e380 = l_mut_87_;
                        bool l_119_ = (_e380 != 0uL);
                        if (l_119_) {
                            uint64_t _e383 = l_mut_87_;
                            uint64_t _e389 = l_mut_87_;
                            uint64_t _e393 = l_mut_87_;
                            uint l_120_ = (((_e393 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e389)))) : (31u - firstbithigh(uint((_e383 >> 32u)))));
                            int l_121_ = int(l_120_);
                            int l_122_ = asint(asuint(int(64)) - asuint(l_121_));
                            int l_123_ = asint(asuint(l_122_) - asuint(int(1)));
                            int l_124_ = asint(asuint(l_123_) + asuint(l_118_));
                            int l_125_ = asint(asuint(l_124_) + asuint(int(127)));
                            bool l_126_ = (l_125_ >= int(255));
                            if (l_126_) {
                                l_mut_73_ = 2139095040u;
                            } else {
                                bool l_127_ = (l_125_ >= int(1));
                                if (l_127_) {
                                    bool l_128_ = (l_122_ > int(24));
                                    if (l_128_) {
                                        int l_129_ = asint(asuint(l_122_) - asuint(int(24)));
                                        uint64_t l_130_ = uint64_t(l_129_);
                                        uint64_t _e417 = l_mut_87_;
                                        uint64_t l_131_ = (_e417 >> uint(l_130_));
                                        l_mut_132_ = l_131_;
                                    } else {
                                        int l_133_ = asint(asuint(int(24)) - asuint(l_122_));
                                        uint64_t l_134_ = uint64_t(l_133_);
                                        uint64_t _e424 = l_mut_87_;
                                        uint64_t l_135_ = (_e424 << uint(l_134_));
                                        l_mut_132_ = l_135_;
                                    }
                                    uint l_136_ = uint(l_125_);
                                    uint l_137_ = (l_136_ << 23u);
                                    uint64_t _e431 = l_mut_132_;
                                    uint l_138_ = uint(_e431);
                                    uint l_139_ = (l_138_ & 8388607u);
                                    uint l_140_ = (l_137_ | l_139_);
                                    l_mut_73_ = l_140_;
                                } else {
                                    int l_141_ = asint(asuint(l_118_) + asuint(int(149)));
                                    bool l_142_ = (l_141_ >= int(0));
                                    if (l_142_) {
                                        uint64_t l_143_ = uint64_t(l_141_);
                                        uint64_t _e442 = l_mut_87_;
                                        uint64_t l_144_ = (_e442 << uint(l_143_));
                                        l_mut_132_ = l_144_;
                                    } else {
                                        int l_145_ = asint(asuint(int(0)) - asuint(l_141_));
                                        uint64_t l_146_ = uint64_t(l_145_);
                                        uint64_t _e449 = l_mut_87_;
                                        uint64_t l_147_ = (_e449 >> uint(l_146_));
                                        l_mut_132_ = l_147_;
                                    }
                                    uint64_t _e453 = l_mut_132_;
                                    uint l_148_ = uint(_e453);
                                    l_mut_73_ = l_148_;
                                }
                            }
                        }
                        uint _e456 = l_mut_73_;
                        l_mut_59_ = _e456;
                    }
                }
            }
            uint _e457 = l_mut_59_;
            uint l_149_ = (_e457 | l_58_);
            float l_150_ = asfloat(l_149_);
            l_mut_46_ = l_150_;
            l_mut_151_ = 0.0;
            uint64_t _e461 = l_mut_60_;
            bool l_152_ = (l_55_ > _e461);
            if (l_152_) {
                uint64_t _e463 = l_mut_60_;
                uint64_t l_153_ = (l_55_ - _e463);
                l_mut_73_ = 0u;
                l_mut_132_ = 0uL;
                bool l_154_ = (l_153_ != 0uL);
                if (l_154_) {
                    uint l_155_ = (((l_153_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_153_)))) : (31u - firstbithigh(uint((l_153_ >> 32u)))));
                    int l_156_ = int(l_155_);
                    int l_157_ = asint(asuint(int(64)) - asuint(l_156_));
                    int l_158_ = asint(asuint(l_157_) - asuint(int(1)));
                    int l_159_ = asint(asuint(l_158_) + asuint(l_56_));
                    int l_160_ = asint(asuint(l_159_) + asuint(int(127)));
                    int l_161_ = asint(asuint(int(-149)) - asuint(l_56_));
                    l_mut_69_ = l_161_;
                    bool l_162_ = (l_160_ >= int(1));
                    if (l_162_) {
                        int l_163_ = asint(asuint(l_157_) - asuint(int(24)));
                        l_mut_69_ = l_163_;
                    }
                    int _e496 = l_mut_69_;
                    bool l_164_ = (_e496 <= int(0));
                    if (l_164_) {
                        l_mut_165_ = 0u;
                        bool l_166_ = (l_153_ != 0uL);
                        if (l_166_) {
                            uint l_167_ = (((l_153_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_153_)))) : (31u - firstbithigh(uint((l_153_ >> 32u)))));
                            int l_168_ = int(l_167_);
                            int l_169_ = asint(asuint(int(64)) - asuint(l_168_));
                            int l_170_ = asint(asuint(l_169_) - asuint(int(1)));
                            int l_171_ = asint(asuint(l_170_) + asuint(l_56_));
                            int l_172_ = asint(asuint(l_171_) + asuint(int(127)));
                            bool l_173_ = (l_172_ >= int(255));
                            if (l_173_) {
                                l_mut_165_ = 2139095040u;
                            } else {
                                bool l_174_ = (l_172_ >= int(1));
                                if (l_174_) {
                                    bool l_175_ = (l_169_ > int(24));
                                    if (l_175_) {
                                        int l_176_ = asint(asuint(l_169_) - asuint(int(24)));
                                        uint64_t l_177_ = uint64_t(l_176_);
                                        uint64_t l_178_ = (l_153_ >> uint(l_177_));
                                        l_mut_87_ = l_178_;
                                    } else {
                                        int l_179_ = asint(asuint(int(24)) - asuint(l_169_));
                                        uint64_t l_180_ = uint64_t(l_179_);
                                        uint64_t l_181_ = (l_153_ << uint(l_180_));
                                        l_mut_87_ = l_181_;
                                    }
                                    uint l_182_ = uint(l_172_);
                                    uint l_183_ = (l_182_ << 23u);
                                    uint64_t _e545 = l_mut_87_;
                                    uint l_184_ = uint(_e545);
                                    uint l_185_ = (l_184_ & 8388607u);
                                    uint l_186_ = (l_183_ | l_185_);
                                    l_mut_165_ = l_186_;
                                } else {
                                    int l_187_ = asint(asuint(l_56_) + asuint(int(149)));
                                    bool l_188_ = (l_187_ >= int(0));
                                    if (l_188_) {
                                        uint64_t l_189_ = uint64_t(l_187_);
                                        uint64_t l_190_ = (l_153_ << uint(l_189_));
                                        l_mut_87_ = l_190_;
                                    } else {
                                        int l_191_ = asint(asuint(int(0)) - asuint(l_187_));
                                        uint64_t l_192_ = uint64_t(l_191_);
                                        uint64_t l_193_ = (l_153_ >> uint(l_192_));
                                        l_mut_87_ = l_193_;
                                    }
                                    uint64_t _e565 = l_mut_87_;
                                    uint l_194_ = uint(_e565);
                                    l_mut_165_ = l_194_;
                                }
                            }
                        }
                        uint _e568 = l_mut_165_;
                        l_mut_73_ = _e568;
                        l_mut_132_ = l_153_;
                    } else {
                        int _e569 = l_mut_69_;
                        bool l_195_ = (_e569 <= l_157_);
                        if (l_195_) {
                            int _e571 = l_mut_69_;
                            uint64_t l_196_ = uint64_t(_e571);
                            uint64_t l_197_ = (l_153_ >> uint(l_196_));
                            l_mut_87_ = l_197_;
                            uint64_t _e576 = l_mut_87_;
                            uint64_t l_198_ = (_e576 << uint(l_196_));
                            uint64_t l_199_ = (l_153_ - l_198_);
                            uint64_t l_200_ = (l_196_ - 1uL);
                            uint64_t l_201_ = (1uL << uint(l_200_));
                            bool l_202_ = (l_199_ > l_201_);
                            bool l_203_ = (l_199_ == l_201_);
                            uint64_t _e589 = l_mut_87_;
                            uint64_t l_204_ = (_e589 & 1uL);
                            bool l_205_ = (l_204_ == 1uL);
                            if (l_203_) {
                                local_5 = l_205_;
                            } else {
                                local_5 = false;
                            }
                            bool l_206_ = local_5;
                            if (!(l_202_)) {
                                local_6 = l_206_;
                            } else {
                                local_6 = true;
                            }
                            bool l_207_ = local_6;
                            if (l_207_) {
                                uint64_t _e603 = l_mut_87_;
                                l_mut_87_ = (_e603 + 1uL);
                            }
                            uint64_t _e606 = l_mut_87_;
                            uint64_t l_208_ = (_e606 << uint(l_196_));
                            l_mut_132_ = l_208_;
                            int _e610 = l_mut_69_;
                            int l_209_ = asint(asuint(l_56_) + asuint(_e610));
                            l_mut_165_ = 0u;
                            uint64_t _e613 = l_mut_87_;
                            bool l_210_ = (_e613 != 0uL);
                            if (l_210_) {
                                uint64_t _e616 = l_mut_87_;
                                uint64_t _e622 = l_mut_87_;
                                uint64_t _e626 = l_mut_87_;
                                uint l_211_ = (((_e626 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e622)))) : (31u - firstbithigh(uint((_e616 >> 32u)))));
                                int l_212_ = int(l_211_);
                                int l_213_ = asint(asuint(int(64)) - asuint(l_212_));
                                int l_214_ = asint(asuint(l_213_) - asuint(int(1)));
                                int l_215_ = asint(asuint(l_214_) + asuint(l_209_));
                                int l_216_ = asint(asuint(l_215_) + asuint(int(127)));
                                bool l_217_ = (l_216_ >= int(255));
                                if (l_217_) {
                                    l_mut_165_ = 2139095040u;
                                } else {
                                    bool l_218_ = (l_216_ >= int(1));
                                    if (l_218_) {
                                        bool l_219_ = (l_213_ > int(24));
                                        if (l_219_) {
                                            int l_220_ = asint(asuint(l_213_) - asuint(int(24)));
                                            uint64_t l_221_ = uint64_t(l_220_);
                                            uint64_t _e650 = l_mut_87_;
                                            uint64_t l_222_ = (_e650 >> uint(l_221_));
                                            l_mut_223_ = l_222_;
                                        } else {
                                            int l_224_ = asint(asuint(int(24)) - asuint(l_213_));
                                            uint64_t l_225_ = uint64_t(l_224_);
                                            uint64_t _e657 = l_mut_87_;
                                            uint64_t l_226_ = (_e657 << uint(l_225_));
                                            l_mut_223_ = l_226_;
                                        }
                                        uint l_227_ = uint(l_216_);
                                        uint l_228_ = (l_227_ << 23u);
                                        uint64_t _e664 = l_mut_223_;
                                        uint l_229_ = uint(_e664);
                                        uint l_230_ = (l_229_ & 8388607u);
                                        uint l_231_ = (l_228_ | l_230_);
                                        l_mut_165_ = l_231_;
                                    } else {
                                        int l_232_ = asint(asuint(l_209_) + asuint(int(149)));
                                        bool l_233_ = (l_232_ >= int(0));
                                        if (l_233_) {
                                            uint64_t l_234_ = uint64_t(l_232_);
                                            uint64_t _e675 = l_mut_87_;
                                            uint64_t l_235_ = (_e675 << uint(l_234_));
                                            l_mut_223_ = l_235_;
                                        } else {
                                            int l_236_ = asint(asuint(int(0)) - asuint(l_232_));
                                            uint64_t l_237_ = uint64_t(l_236_);
                                            uint64_t _e682 = l_mut_87_;
                                            uint64_t l_238_ = (_e682 >> uint(l_237_));
                                            l_mut_223_ = l_238_;
                                        }
                                        uint64_t _e686 = l_mut_223_;
                                        uint l_239_ = uint(_e686);
                                        l_mut_165_ = l_239_;
                                    }
                                }
                            }
                            uint _e689 = l_mut_165_;
                            l_mut_73_ = _e689;
                        }
                    }
                }
                uint _e690 = l_mut_73_;
                uint l_240_ = (_e690 | l_58_);
                float l_241_ = asfloat(l_240_);
                l_mut_151_ = l_241_;
            } else {
                uint64_t _e693 = l_mut_60_;
                bool l_242_ = (_e693 > l_55_);
                if (l_242_) {
                    uint64_t _e695 = l_mut_60_;
                    uint64_t l_243_ = (_e695 - l_55_);
                    l_mut_165_ = 0u;
                    l_mut_223_ = 0uL;
                    bool l_244_ = (l_243_ != 0uL);
                    if (l_244_) {
                        uint l_245_ = (((l_243_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_243_)))) : (31u - firstbithigh(uint((l_243_ >> 32u)))));
                        int l_246_ = int(l_245_);
                        int l_247_ = asint(asuint(int(64)) - asuint(l_246_));
                        int l_248_ = asint(asuint(l_247_) - asuint(int(1)));
                        int l_249_ = asint(asuint(l_248_) + asuint(l_56_));
                        int l_250_ = asint(asuint(l_249_) + asuint(int(127)));
                        int l_251_ = asint(asuint(int(-149)) - asuint(l_56_));
                        l_mut_69_ = l_251_;
                        bool l_252_ = (l_250_ >= int(1));
                        if (l_252_) {
                            int l_253_ = asint(asuint(l_247_) - asuint(int(24)));
                            l_mut_69_ = l_253_;
                        }
                        int _e728 = l_mut_69_;
                        bool l_254_ = (_e728 <= int(0));
                        if (l_254_) {
                            l_mut_73_ = 0u;
                            bool l_255_ = (l_243_ != 0uL);
                            if (l_255_) {
                                uint l_256_ = (((l_243_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_243_)))) : (31u - firstbithigh(uint((l_243_ >> 32u)))));
                                int l_257_ = int(l_256_);
                                int l_258_ = asint(asuint(int(64)) - asuint(l_257_));
                                int l_259_ = asint(asuint(l_258_) - asuint(int(1)));
                                int l_260_ = asint(asuint(l_259_) + asuint(l_56_));
                                int l_261_ = asint(asuint(l_260_) + asuint(int(127)));
                                bool l_262_ = (l_261_ >= int(255));
                                if (l_262_) {
                                    l_mut_73_ = 2139095040u;
                                } else {
                                    bool l_263_ = (l_261_ >= int(1));
                                    if (l_263_) {
                                        bool l_264_ = (l_258_ > int(24));
                                        if (l_264_) {
                                            int l_265_ = asint(asuint(l_258_) - asuint(int(24)));
                                            uint64_t l_266_ = uint64_t(l_265_);
                                            uint64_t l_267_ = (l_243_ >> uint(l_266_));
                                            l_mut_132_ = l_267_;
                                        } else {
                                            int l_268_ = asint(asuint(int(24)) - asuint(l_258_));
                                            uint64_t l_269_ = uint64_t(l_268_);
                                            uint64_t l_270_ = (l_243_ << uint(l_269_));
                                            l_mut_132_ = l_270_;
                                        }
                                        uint l_271_ = uint(l_261_);
                                        uint l_272_ = (l_271_ << 23u);
                                        uint64_t _e777 = l_mut_132_;
                                        uint l_273_ = uint(_e777);
                                        uint l_274_ = (l_273_ & 8388607u);
                                        uint l_275_ = (l_272_ | l_274_);
                                        l_mut_73_ = l_275_;
                                    } else {
                                        int l_276_ = asint(asuint(l_56_) + asuint(int(149)));
                                        bool l_277_ = (l_276_ >= int(0));
                                        if (l_277_) {
                                            uint64_t l_278_ = uint64_t(l_276_);
                                            uint64_t l_279_ = (l_243_ << uint(l_278_));
                                            l_mut_132_ = l_279_;
                                        } else {
                                            int l_280_ = asint(asuint(int(0)) - asuint(l_276_));
                                            uint64_t l_281_ = uint64_t(l_280_);
                                            uint64_t l_282_ = (l_243_ >> uint(l_281_));
                                            l_mut_132_ = l_282_;
                                        }
                                        uint64_t _e797 = l_mut_132_;
                                        uint l_283_ = uint(_e797);
                                        l_mut_73_ = l_283_;
                                    }
                                }
                            }
                            uint _e800 = l_mut_73_;
                            l_mut_165_ = _e800;
                            l_mut_223_ = l_243_;
                        } else {
                            int _e801 = l_mut_69_;
                            bool l_284_ = (_e801 <= l_247_);
                            if (l_284_) {
                                int _e803 = l_mut_69_;
                                uint64_t l_285_ = uint64_t(_e803);
                                uint64_t l_286_ = (l_243_ >> uint(l_285_));
                                l_mut_132_ = l_286_;
                                uint64_t _e808 = l_mut_132_;
                                uint64_t l_287_ = (_e808 << uint(l_285_));
                                uint64_t l_288_ = (l_243_ - l_287_);
                                uint64_t l_289_ = (l_285_ - 1uL);
                                uint64_t l_290_ = (1uL << uint(l_289_));
                                bool l_291_ = (l_288_ > l_290_);
                                bool l_292_ = (l_288_ == l_290_);
                                uint64_t _e821 = l_mut_132_;
                                uint64_t l_293_ = (_e821 & 1uL);
                                bool l_294_ = (l_293_ == 1uL);
                                if (l_292_) {
                                    local_7 = l_294_;
                                } else {
                                    local_7 = false;
                                }
                                bool l_295_ = local_7;
                                if (!(l_291_)) {
                                    local_8 = l_295_;
                                } else {
                                    local_8 = true;
                                }
                                bool l_296_ = local_8;
                                if (l_296_) {
                                    uint64_t _e835 = l_mut_132_;
                                    l_mut_132_ = (_e835 + 1uL);
                                }
                                uint64_t _e838 = l_mut_132_;
                                uint64_t l_297_ = (_e838 << uint(l_285_));
                                l_mut_223_ = l_297_;
                                int _e842 = l_mut_69_;
                                int l_298_ = asint(asuint(l_56_) + asuint(_e842));
                                l_mut_73_ = 0u;
                                uint64_t _e845 = l_mut_132_;
                                bool l_299_ = (_e845 != 0uL);
                                if (l_299_) {
                                    uint64_t _e848 = l_mut_132_;
                                    uint64_t _e854 = l_mut_132_;
                                    uint64_t _e858 = l_mut_132_;
                                    uint l_300_ = (((_e858 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e854)))) : (31u - firstbithigh(uint((_e848 >> 32u)))));
                                    int l_301_ = int(l_300_);
                                    int l_302_ = asint(asuint(int(64)) - asuint(l_301_));
                                    int l_303_ = asint(asuint(l_302_) - asuint(int(1)));
                                    int l_304_ = asint(asuint(l_303_) + asuint(l_298_));
                                    int l_305_ = asint(asuint(l_304_) + asuint(int(127)));
                                    bool l_306_ = (l_305_ >= int(255));
                                    if (l_306_) {
                                        l_mut_73_ = 2139095040u;
                                    } else {
                                        bool l_307_ = (l_305_ >= int(1));
                                        if (l_307_) {
                                            bool l_308_ = (l_302_ > int(24));
                                            if (l_308_) {
                                                int l_309_ = asint(asuint(l_302_) - asuint(int(24)));
                                                uint64_t l_310_ = uint64_t(l_309_);
                                                uint64_t _e882 = l_mut_132_;
                                                uint64_t l_311_ = (_e882 >> uint(l_310_));
                                                l_mut_87_ = l_311_;
                                            } else {
                                                int l_312_ = asint(asuint(int(24)) - asuint(l_302_));
                                                uint64_t l_313_ = uint64_t(l_312_);
                                                uint64_t _e889 = l_mut_132_;
                                                uint64_t l_314_ = (_e889 << uint(l_313_));
                                                l_mut_87_ = l_314_;
                                            }
                                            uint l_315_ = uint(l_305_);
                                            uint l_316_ = (l_315_ << 23u);
                                            uint64_t _e896 = l_mut_87_;
                                            uint l_317_ = uint(_e896);
                                            uint l_318_ = (l_317_ & 8388607u);
                                            uint l_319_ = (l_316_ | l_318_);
                                            l_mut_73_ = l_319_;
                                        } else {
                                            int l_320_ = asint(asuint(l_298_) + asuint(int(149)));
                                            bool l_321_ = (l_320_ >= int(0));
                                            if (l_321_) {
                                                uint64_t l_322_ = uint64_t(l_320_);
                                                uint64_t _e907 = l_mut_132_;
                                                uint64_t l_323_ = (_e907 << uint(l_322_));
                                                l_mut_87_ = l_323_;
                                            } else {
                                                int l_324_ = asint(asuint(int(0)) - asuint(l_320_));
                                                uint64_t l_325_ = uint64_t(l_324_);
                                                uint64_t _e914 = l_mut_132_;
                                                uint64_t l_326_ = (_e914 >> uint(l_325_));
                                                l_mut_87_ = l_326_;
                                            }
                                            uint64_t _e918 = l_mut_87_;
                                            uint l_327_ = uint(_e918);
                                            l_mut_73_ = l_327_;
                                        }
                                    }
                                }
                                uint _e921 = l_mut_73_;
                                l_mut_165_ = _e921;
                            }
                        }
                    }
                    uint l_328_ = (l_58_ ^ 2147483648u);
                    uint _e924 = l_mut_165_;
                    uint l_329_ = (_e924 | l_328_);
                    float l_330_ = asfloat(l_329_);
                    l_mut_151_ = l_330_;
                }
            }
            float _e927 = l_mut_151_;
            l_mut_47_ = _e927;
        }
        float _e928 = l_mut_46_;
        float l_331_ = (l_6_ - _e928);
        float _e930 = l_mut_47_;
        float l_332_ = (l_331_ - _e930);
        float l_333_ = (l_8_ + l_332_);
        float l_334_ = (l_12_ + l_12_);
        float l_335_ = (l_333_ / l_334_);
        uint l_336_ = asuint(l_12_);
        uint l_337_ = asuint(l_335_);
        l_mut_165_ = l_336_;
        l_mut_73_ = l_337_;
        uint l_338_ = (l_337_ & 2147483647u);
        uint l_339_ = (l_336_ & 2147483647u);
        bool l_340_ = (l_338_ > l_339_);
        if (l_340_) {
            l_mut_165_ = l_337_;
            l_mut_73_ = l_336_;
        }
        uint _e942 = l_mut_165_;
        uint l_341_ = (_e942 >> 23u);
        uint l_342_ = (l_341_ & 255u);
        uint _e947 = l_mut_165_;
        uint l_343_ = (_e947 & 8388607u);
        bool l_344_ = (l_342_ != 0u);
        if (l_344_) {
            uint l_345_ = (l_343_ | 8388608u);
            uint64_t l_346_ = uint64_t(l_345_);
            l_mut_223_ = l_346_;
        } else {
            uint64_t l_347_ = uint64_t(l_343_);
            l_mut_223_ = l_347_;
        }
        if (l_344_) {
            int l_348_ = int(l_342_);
            int l_349_ = asint(asuint(l_348_) - asuint(int(150)));
            l_mut_69_ = l_349_;
        } else {
            int l_351_ = asint(asuint(int(1)) - asuint(int(150)));
            l_mut_69_ = l_351_;
        }
        uint _e962 = l_mut_165_;
        uint l_352_ = (_e962 & 2147483648u);
        bool l_353_ = (l_342_ == 255u);
        uint _e967 = l_mut_73_;
        uint l_354_ = (_e967 >> 23u);
        uint l_355_ = (l_354_ & 255u);
        uint _e972 = l_mut_73_;
        uint l_356_ = (_e972 & 8388607u);
        bool l_357_ = (l_355_ != 0u);
        if (l_357_) {
            uint l_358_ = (l_356_ | 8388608u);
            uint64_t l_359_ = uint64_t(l_358_);
            l_mut_132_ = l_359_;
        } else {
            uint64_t l_360_ = uint64_t(l_356_);
            l_mut_132_ = l_360_;
        }
        if (l_357_) {
            int l_361_ = int(l_355_);
            int l_362_ = asint(asuint(l_361_) - asuint(int(150)));
            l_mut_40_ = l_362_;
        } else {
            int l_364_ = asint(asuint(int(1)) - asuint(int(150)));
            l_mut_40_ = l_364_;
        }
        uint _e987 = l_mut_73_;
        uint l_365_ = (_e987 & 2147483648u);
        bool l_366_ = (l_355_ == 255u);
        float l_367_ = (l_12_ + l_335_);
        l_mut_151_ = l_367_;
        l_mut_368_ = 0.0;
        bool l_369_ = !(l_353_);
        uint64_t _e995 = l_mut_132_;
        bool l_370_ = (_e995 != 0uL);
        if (l_369_) {
            local_9 = l_370_;
        } else {
            local_9 = false;
        }
        bool l_371_ = local_9;
        if (l_371_) {
            int _e1002 = l_mut_69_;
            int _e1003 = l_mut_40_;
            int l_372_ = asint(asuint(_e1002) - asuint(_e1003));
            bool l_373_ = (l_372_ >= int(26));
            if (l_373_) {
                uint _e1007 = l_mut_165_;
                float l_374_ = asfloat(_e1007);
                l_mut_151_ = l_374_;
                uint _e1009 = l_mut_73_;
                float l_375_ = asfloat(_e1009);
                l_mut_368_ = l_375_;
            } else {
                uint64_t l_376_ = uint64_t(l_372_);
                uint64_t _e1012 = l_mut_223_;
                uint64_t l_377_ = (_e1012 << uint(l_376_));
                uint64_t _e1016 = l_mut_132_;
                uint64_t l_378_ = (l_377_ - _e1016);
                l_mut_87_ = l_378_;
                bool l_379_ = (l_352_ == l_365_);
                if (l_379_) {
                    uint64_t _e1019 = l_mut_132_;
                    uint64_t l_380_ = (l_377_ + _e1019);
                    l_mut_87_ = l_380_;
                }
                uint64_t _e1021 = l_mut_87_;
                bool l_381_ = (_e1021 == 0uL);
                if (l_381_) {
                    l_mut_151_ = 0.0;
                } else {
                    l_mut_165_ = 0u;
                    l_mut_60_ = 0uL;
                    uint64_t _e1027 = l_mut_87_;
                    bool l_382_ = (_e1027 != 0uL);
                    if (l_382_) {
                        uint64_t _e1030 = l_mut_87_;
                        uint64_t _e1036 = l_mut_87_;
                        uint64_t _e1040 = l_mut_87_;
                        uint l_383_ = (((_e1040 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e1036)))) : (31u - firstbithigh(uint((_e1030 >> 32u)))));
                        int l_384_ = int(l_383_);
                        int l_385_ = asint(asuint(int(64)) - asuint(l_384_));
                        int l_386_ = asint(asuint(l_385_) - asuint(int(1)));
                        int _e1051 = l_mut_40_;
                        int l_387_ = asint(asuint(l_386_) + asuint(_e1051));
                        int l_388_ = asint(asuint(l_387_) + asuint(int(127)));
                        int _e1056 = l_mut_40_;
                        int l_389_ = asint(asuint(int(-149)) - asuint(_e1056));
                        l_mut_25_ = l_389_;
                        bool l_390_ = (l_388_ >= int(1));
                        if (l_390_) {
                            int l_391_ = asint(asuint(l_385_) - asuint(int(24)));
                            l_mut_25_ = l_391_;
                        }
                        int _e1062 = l_mut_25_;
                        bool l_392_ = (_e1062 <= int(0));
                        if (l_392_) {
                            l_mut_73_ = 0u;
                            uint64_t _e1066 = l_mut_87_;
                            bool l_393_ = (_e1066 != 0uL);
                            if (l_393_) {
                                uint64_t _e1069 = l_mut_87_;
                                uint64_t _e1075 = l_mut_87_;
                                uint64_t _e1079 = l_mut_87_;
                                uint l_394_ = (((_e1079 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e1075)))) : (31u - firstbithigh(uint((_e1069 >> 32u)))));
                                int l_395_ = int(l_394_);
                                int l_396_ = asint(asuint(int(64)) - asuint(l_395_));
                                int l_397_ = asint(asuint(l_396_) - asuint(int(1)));
                                int _e1090 = l_mut_40_;
                                int l_398_ = asint(asuint(l_397_) + asuint(_e1090));
                                int l_399_ = asint(asuint(l_398_) + asuint(int(127)));
                                bool l_400_ = (l_399_ >= int(255));
                                if (l_400_) {
                                    l_mut_73_ = 2139095040u;
                                } else {
                                    bool l_401_ = (l_399_ >= int(1));
                                    if (l_401_) {
                                        bool l_402_ = (l_396_ > int(24));
                                        if (l_402_) {
                                            int l_403_ = asint(asuint(l_396_) - asuint(int(24)));
                                            uint64_t l_404_ = uint64_t(l_403_);
                                            uint64_t _e1104 = l_mut_87_;
                                            uint64_t l_405_ = (_e1104 >> uint(l_404_));
                                            l_mut_36_ = l_405_;
                                        } else {
                                            int l_406_ = asint(asuint(int(24)) - asuint(l_396_));
                                            uint64_t l_407_ = uint64_t(l_406_);
                                            uint64_t _e1111 = l_mut_87_;
                                            uint64_t l_408_ = (_e1111 << uint(l_407_));
                                            l_mut_36_ = l_408_;
                                        }
                                        uint l_409_ = uint(l_399_);
                                        uint l_410_ = (l_409_ << 23u);
                                        uint64_t _e1118 = l_mut_36_;
                                        uint l_411_ = uint(_e1118);
                                        uint l_412_ = (l_411_ & 8388607u);
                                        uint l_413_ = (l_410_ | l_412_);
                                        l_mut_73_ = l_413_;
                                    } else {
                                        int _e1124 = l_mut_40_;
                                        int l_414_ = asint(asuint(_e1124) + asuint(int(149)));
                                        bool l_415_ = (l_414_ >= int(0));
                                        if (l_415_) {
                                            uint64_t l_416_ = uint64_t(l_414_);
                                            uint64_t _e1130 = l_mut_87_;
                                            uint64_t l_417_ = (_e1130 << uint(l_416_));
                                            l_mut_36_ = l_417_;
                                        } else {
                                            int l_418_ = asint(asuint(int(0)) - asuint(l_414_));
                                            uint64_t l_419_ = uint64_t(l_418_);
                                            uint64_t _e1137 = l_mut_87_;
                                            uint64_t l_420_ = (_e1137 >> uint(l_419_));
                                            l_mut_36_ = l_420_;
                                        }
                                        uint64_t _e1141 = l_mut_36_;
                                        uint l_421_ = uint(_e1141);
                                        l_mut_73_ = l_421_;
                                    }
                                }
                            }
                            uint _e1144 = l_mut_73_;
                            l_mut_165_ = _e1144;
                            uint64_t _e1145 = l_mut_87_;
                            l_mut_60_ = _e1145;
                        } else {
                            int _e1146 = l_mut_25_;
                            bool l_422_ = (_e1146 <= l_385_);
                            if (l_422_) {
                                int _e1148 = l_mut_25_;
                                uint64_t l_423_ = uint64_t(_e1148);
                                uint64_t _e1150 = l_mut_87_;
                                uint64_t l_424_ = (_e1150 >> uint(l_423_));
                                l_mut_36_ = l_424_;
                                uint64_t _e1154 = l_mut_36_;
                                uint64_t l_425_ = (_e1154 << uint(l_423_));
                                uint64_t _e1158 = l_mut_87_;
                                uint64_t l_426_ = (_e1158 - l_425_);
                                uint64_t l_427_ = (l_423_ - 1uL);
                                uint64_t l_428_ = (1uL << uint(l_427_));
                                bool l_429_ = (l_426_ > l_428_);
                                bool l_430_ = (l_426_ == l_428_);
                                uint64_t _e1168 = l_mut_36_;
                                uint64_t l_431_ = (_e1168 & 1uL);
                                bool l_432_ = (l_431_ == 1uL);
                                if (l_430_) {
                                    local_10 = l_432_;
                                } else {
                                    local_10 = false;
                                }
                                bool l_433_ = local_10;
                                if (!(l_429_)) {
                                    local_11 = l_433_;
                                } else {
                                    local_11 = true;
                                }
                                bool l_434_ = local_11;
                                if (l_434_) {
                                    uint64_t _e1182 = l_mut_36_;
                                    l_mut_36_ = (_e1182 + 1uL);
                                }
                                uint64_t _e1185 = l_mut_36_;
                                uint64_t l_435_ = (_e1185 << uint(l_423_));
                                l_mut_60_ = l_435_;
                                int _e1189 = l_mut_40_;
                                int _e1190 = l_mut_25_;
                                int l_436_ = asint(asuint(_e1189) + asuint(_e1190));
                                l_mut_73_ = 0u;
                                uint64_t _e1193 = l_mut_36_;
                                bool l_437_ = (_e1193 != 0uL);
                                if (l_437_) {
                                    uint64_t _e1196 = l_mut_36_;
                                    uint64_t _e1202 = l_mut_36_;
                                    uint64_t _e1206 = l_mut_36_;
                                    uint l_438_ = (((_e1206 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e1202)))) : (31u - firstbithigh(uint((_e1196 >> 32u)))));
                                    int l_439_ = int(l_438_);
                                    int l_440_ = asint(asuint(int(64)) - asuint(l_439_));
                                    int l_441_ = asint(asuint(l_440_) - asuint(int(1)));
                                    int l_442_ = asint(asuint(l_441_) + asuint(l_436_));
                                    int l_443_ = asint(asuint(l_442_) + asuint(int(127)));
                                    bool l_444_ = (l_443_ >= int(255));
                                    if (l_444_) {
                                        l_mut_73_ = 2139095040u;
                                    } else {
                                        bool l_445_ = (l_443_ >= int(1));
                                        if (l_445_) {
                                            bool l_446_ = (l_440_ > int(24));
                                            if (l_446_) {
                                                int l_447_ = asint(asuint(l_440_) - asuint(int(24)));
                                                uint64_t l_448_ = uint64_t(l_447_);
                                                uint64_t _e1230 = l_mut_36_;
                                                uint64_t l_449_ = (_e1230 >> uint(l_448_));
                                                l_mut_21_ = l_449_;
                                            } else {
                                                int l_450_ = asint(asuint(int(24)) - asuint(l_440_));
                                                uint64_t l_451_ = uint64_t(l_450_);
                                                uint64_t _e1237 = l_mut_36_;
                                                uint64_t l_452_ = (_e1237 << uint(l_451_));
                                                l_mut_21_ = l_452_;
                                            }
                                            uint l_453_ = uint(l_443_);
                                            uint l_454_ = (l_453_ << 23u);
                                            uint64_t _e1244 = l_mut_21_;
                                            uint l_455_ = uint(_e1244);
                                            uint l_456_ = (l_455_ & 8388607u);
                                            uint l_457_ = (l_454_ | l_456_);
                                            l_mut_73_ = l_457_;
                                        } else {
                                            int l_458_ = asint(asuint(l_436_) + asuint(int(149)));
                                            bool l_459_ = (l_458_ >= int(0));
                                            if (l_459_) {
                                                uint64_t l_460_ = uint64_t(l_458_);
                                                uint64_t _e1255 = l_mut_36_;
                                                uint64_t l_461_ = (_e1255 << uint(l_460_));
                                                l_mut_21_ = l_461_;
                                            } else {
                                                int l_462_ = asint(asuint(int(0)) - asuint(l_458_));
                                                uint64_t l_463_ = uint64_t(l_462_);
                                                uint64_t _e1262 = l_mut_36_;
                                                uint64_t l_464_ = (_e1262 >> uint(l_463_));
                                                l_mut_21_ = l_464_;
                                            }
                                            uint64_t _e1266 = l_mut_21_;
                                            uint l_465_ = uint(_e1266);
                                            l_mut_73_ = l_465_;
                                        }
                                    }
                                }
                                uint _e1269 = l_mut_73_;
                                l_mut_165_ = _e1269;
                            }
                        }
                    }
                    uint _e1270 = l_mut_165_;
                    uint l_466_ = (_e1270 | l_352_);
                    float l_467_ = asfloat(l_466_);
                    l_mut_151_ = l_467_;
                    l_mut_468_ = 0.0;
                    uint64_t _e1274 = l_mut_87_;
                    uint64_t _e1275 = l_mut_60_;
                    bool l_469_ = (_e1274 > _e1275);
                    if (l_469_) {
                        uint64_t _e1277 = l_mut_87_;
                        uint64_t _e1278 = l_mut_60_;
                        uint64_t l_470_ = (_e1277 - _e1278);
                        l_mut_73_ = 0u;
                        l_mut_36_ = 0uL;
                        bool l_471_ = (l_470_ != 0uL);
                        if (l_471_) {
                            uint l_472_ = (((l_470_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_470_)))) : (31u - firstbithigh(uint((l_470_ >> 32u)))));
                            int l_473_ = int(l_472_);
                            int l_474_ = asint(asuint(int(64)) - asuint(l_473_));
                            int l_475_ = asint(asuint(l_474_) - asuint(int(1)));
                            int _e1302 = l_mut_40_;
                            int l_476_ = asint(asuint(l_475_) + asuint(_e1302));
                            int l_477_ = asint(asuint(l_476_) + asuint(int(127)));
                            int _e1307 = l_mut_40_;
                            int l_478_ = asint(asuint(int(-149)) - asuint(_e1307));
                            l_mut_25_ = l_478_;
                            bool l_479_ = (l_477_ >= int(1));
                            if (l_479_) {
                                int l_480_ = asint(asuint(l_474_) - asuint(int(24)));
                                l_mut_25_ = l_480_;
                            }
                            int _e1313 = l_mut_25_;
                            bool l_481_ = (_e1313 <= int(0));
                            if (l_481_) {
                                l_mut_59_ = 0u;
                                bool l_482_ = (l_470_ != 0uL);
                                if (l_482_) {
                                    uint l_483_ = (((l_470_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_470_)))) : (31u - firstbithigh(uint((l_470_ >> 32u)))));
                                    int l_484_ = int(l_483_);
                                    int l_485_ = asint(asuint(int(64)) - asuint(l_484_));
                                    int l_486_ = asint(asuint(l_485_) - asuint(int(1)));
                                    int _e1337 = l_mut_40_;
                                    int l_487_ = asint(asuint(l_486_) + asuint(_e1337));
                                    int l_488_ = asint(asuint(l_487_) + asuint(int(127)));
                                    bool l_489_ = (l_488_ >= int(255));
                                    if (l_489_) {
                                        l_mut_59_ = 2139095040u;
                                    } else {
                                        bool l_490_ = (l_488_ >= int(1));
                                        if (l_490_) {
                                            bool l_491_ = (l_485_ > int(24));
                                            if (l_491_) {
                                                int l_492_ = asint(asuint(l_485_) - asuint(int(24)));
                                                uint64_t l_493_ = uint64_t(l_492_);
                                                uint64_t l_494_ = (l_470_ >> uint(l_493_));
                                                l_mut_21_ = l_494_;
                                            } else {
                                                int l_495_ = asint(asuint(int(24)) - asuint(l_485_));
                                                uint64_t l_496_ = uint64_t(l_495_);
                                                uint64_t l_497_ = (l_470_ << uint(l_496_));
                                                l_mut_21_ = l_497_;
                                            }
                                            uint l_498_ = uint(l_488_);
                                            uint l_499_ = (l_498_ << 23u);
                                            uint64_t _e1363 = l_mut_21_;
                                            uint l_500_ = uint(_e1363);
                                            uint l_501_ = (l_500_ & 8388607u);
                                            uint l_502_ = (l_499_ | l_501_);
                                            l_mut_59_ = l_502_;
                                        } else {
                                            int _e1369 = l_mut_40_;
                                            int l_503_ = asint(asuint(_e1369) + asuint(int(149)));
                                            bool l_504_ = (l_503_ >= int(0));
                                            if (l_504_) {
                                                uint64_t l_505_ = uint64_t(l_503_);
                                                uint64_t l_506_ = (l_470_ << uint(l_505_));
                                                l_mut_21_ = l_506_;
                                            } else {
                                                int l_507_ = asint(asuint(int(0)) - asuint(l_503_));
                                                uint64_t l_508_ = uint64_t(l_507_);
                                                uint64_t l_509_ = (l_470_ >> uint(l_508_));
                                                l_mut_21_ = l_509_;
                                            }
                                            uint64_t _e1384 = l_mut_21_;
                                            uint l_510_ = uint(_e1384);
                                            l_mut_59_ = l_510_;
                                        }
                                    }
                                }
                                uint _e1387 = l_mut_59_;
                                l_mut_73_ = _e1387;
                                l_mut_36_ = l_470_;
                            } else {
                                int _e1388 = l_mut_25_;
                                bool l_511_ = (_e1388 <= l_474_);
                                if (l_511_) {
                                    int _e1390 = l_mut_25_;
                                    uint64_t l_512_ = uint64_t(_e1390);
                                    uint64_t l_513_ = (l_470_ >> uint(l_512_));
                                    l_mut_21_ = l_513_;
                                    uint64_t _e1395 = l_mut_21_;
                                    uint64_t l_514_ = (_e1395 << uint(l_512_));
                                    uint64_t l_515_ = (l_470_ - l_514_);
                                    uint64_t l_516_ = (l_512_ - 1uL);
                                    uint64_t l_517_ = (1uL << uint(l_516_));
                                    bool l_518_ = (l_515_ > l_517_);
                                    bool l_519_ = (l_515_ == l_517_);
                                    uint64_t _e1408 = l_mut_21_;
                                    uint64_t l_520_ = (_e1408 & 1uL);
                                    bool l_521_ = (l_520_ == 1uL);
                                    if (l_519_) {
                                        local_12 = l_521_;
                                    } else {
                                        local_12 = false;
                                    }
                                    bool l_522_ = local_12;
                                    if (!(l_518_)) {
                                        local_13 = l_522_;
                                    } else {
                                        local_13 = true;
                                    }
                                    bool l_523_ = local_13;
                                    if (l_523_) {
                                        uint64_t _e1422 = l_mut_21_;
                                        l_mut_21_ = (_e1422 + 1uL);
                                    }
                                    uint64_t _e1425 = l_mut_21_;
                                    uint64_t l_524_ = (_e1425 << uint(l_512_));
                                    l_mut_36_ = l_524_;
                                    int _e1429 = l_mut_40_;
                                    int _e1430 = l_mut_25_;
                                    int l_525_ = asint(asuint(_e1429) + asuint(_e1430));
                                    l_mut_59_ = 0u;
                                    uint64_t _e1433 = l_mut_21_;
                                    bool l_526_ = (_e1433 != 0uL);
                                    if (l_526_) {
                                        uint64_t _e1436 = l_mut_21_;
                                        uint64_t _e1442 = l_mut_21_;
                                        uint64_t _e1446 = l_mut_21_;
                                        uint l_527_ = (((_e1446 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e1442)))) : (31u - firstbithigh(uint((_e1436 >> 32u)))));
                                        int l_528_ = int(l_527_);
                                        int l_529_ = asint(asuint(int(64)) - asuint(l_528_));
                                        int l_530_ = asint(asuint(l_529_) - asuint(int(1)));
                                        int l_531_ = asint(asuint(l_530_) + asuint(l_525_));
                                        int l_532_ = asint(asuint(l_531_) + asuint(int(127)));
                                        bool l_533_ = (l_532_ >= int(255));
                                        if (l_533_) {
                                            l_mut_59_ = 2139095040u;
                                        } else {
                                            bool l_534_ = (l_532_ >= int(1));
                                            if (l_534_) {
                                                bool l_535_ = (l_529_ > int(24));
                                                if (l_535_) {
                                                    int l_536_ = asint(asuint(l_529_) - asuint(int(24)));
                                                    uint64_t l_537_ = uint64_t(l_536_);
                                                    uint64_t _e1470 = l_mut_21_;
                                                    uint64_t l_538_ = (_e1470 >> uint(l_537_));
                                                    l_mut_539_ = l_538_;
                                                } else {
                                                    int l_540_ = asint(asuint(int(24)) - asuint(l_529_));
                                                    uint64_t l_541_ = uint64_t(l_540_);
                                                    uint64_t _e1477 = l_mut_21_;
                                                    uint64_t l_542_ = (_e1477 << uint(l_541_));
                                                    l_mut_539_ = l_542_;
                                                }
                                                uint l_543_ = uint(l_532_);
                                                uint l_544_ = (l_543_ << 23u);
                                                uint64_t _e1484 = l_mut_539_;
                                                uint l_545_ = uint(_e1484);
                                                uint l_546_ = (l_545_ & 8388607u);
                                                uint l_547_ = (l_544_ | l_546_);
                                                l_mut_59_ = l_547_;
                                            } else {
                                                int l_548_ = asint(asuint(l_525_) + asuint(int(149)));
                                                bool l_549_ = (l_548_ >= int(0));
                                                if (l_549_) {
                                                    uint64_t l_550_ = uint64_t(l_548_);
                                                    uint64_t _e1495 = l_mut_21_;
                                                    uint64_t l_551_ = (_e1495 << uint(l_550_));
                                                    l_mut_539_ = l_551_;
                                                } else {
                                                    int l_552_ = asint(asuint(int(0)) - asuint(l_548_));
                                                    uint64_t l_553_ = uint64_t(l_552_);
                                                    uint64_t _e1502 = l_mut_21_;
                                                    uint64_t l_554_ = (_e1502 >> uint(l_553_));
                                                    l_mut_539_ = l_554_;
                                                }
                                                uint64_t _e1506 = l_mut_539_;
                                                uint l_555_ = uint(_e1506);
                                                l_mut_59_ = l_555_;
                                            }
                                        }
                                    }
                                    uint _e1509 = l_mut_59_;
                                    l_mut_73_ = _e1509;
                                }
                            }
                        }
                        uint _e1510 = l_mut_73_;
                        uint l_556_ = (_e1510 | l_352_);
                        float l_557_ = asfloat(l_556_);
                        l_mut_468_ = l_557_;
                    } else {
                        uint64_t _e1513 = l_mut_60_;
                        uint64_t _e1514 = l_mut_87_;
                        bool l_558_ = (_e1513 > _e1514);
                        if (l_558_) {
                            uint64_t _e1516 = l_mut_60_;
                            uint64_t _e1517 = l_mut_87_;
                            uint64_t l_559_ = (_e1516 - _e1517);
                            l_mut_73_ = 0u;
                            l_mut_539_ = 0uL;
                            bool l_560_ = (l_559_ != 0uL);
                            if (l_560_) {
                                uint l_561_ = (((l_559_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_559_)))) : (31u - firstbithigh(uint((l_559_ >> 32u)))));
                                int l_562_ = int(l_561_);
                                int l_563_ = asint(asuint(int(64)) - asuint(l_562_));
                                int l_564_ = asint(asuint(l_563_) - asuint(int(1)));
                                int _e1541 = l_mut_40_;
                                int l_565_ = asint(asuint(l_564_) + asuint(_e1541));
                                int l_566_ = asint(asuint(l_565_) + asuint(int(127)));
                                int _e1546 = l_mut_40_;
                                int l_567_ = asint(asuint(int(-149)) - asuint(_e1546));
                                l_mut_25_ = l_567_;
                                bool l_568_ = (l_566_ >= int(1));
                                if (l_568_) {
                                    int l_569_ = asint(asuint(l_563_) - asuint(int(24)));
                                    l_mut_25_ = l_569_;
                                }
                                int _e1552 = l_mut_25_;
                                bool l_570_ = (_e1552 <= int(0));
                                if (l_570_) {
                                    l_mut_59_ = 0u;
                                    bool l_571_ = (l_559_ != 0uL);
                                    if (l_571_) {
                                        uint l_572_ = (((l_559_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_559_)))) : (31u - firstbithigh(uint((l_559_ >> 32u)))));
                                        int l_573_ = int(l_572_);
                                        int l_574_ = asint(asuint(int(64)) - asuint(l_573_));
                                        int l_575_ = asint(asuint(l_574_) - asuint(int(1)));
                                        int _e1576 = l_mut_40_;
                                        int l_576_ = asint(asuint(l_575_) + asuint(_e1576));
                                        int l_577_ = asint(asuint(l_576_) + asuint(int(127)));
                                        bool l_578_ = (l_577_ >= int(255));
                                        if (l_578_) {
                                            l_mut_59_ = 2139095040u;
                                        } else {
                                            bool l_579_ = (l_577_ >= int(1));
                                            if (l_579_) {
                                                bool l_580_ = (l_574_ > int(24));
                                                if (l_580_) {
                                                    int l_581_ = asint(asuint(l_574_) - asuint(int(24)));
                                                    uint64_t l_582_ = uint64_t(l_581_);
                                                    uint64_t l_583_ = (l_559_ >> uint(l_582_));
                                                    l_mut_87_ = l_583_;
                                                } else {
                                                    int l_584_ = asint(asuint(int(24)) - asuint(l_574_));
                                                    uint64_t l_585_ = uint64_t(l_584_);
                                                    uint64_t l_586_ = (l_559_ << uint(l_585_));
                                                    l_mut_87_ = l_586_;
                                                }
                                                uint l_587_ = uint(l_577_);
                                                uint l_588_ = (l_587_ << 23u);
                                                uint64_t _e1602 = l_mut_87_;
                                                uint l_589_ = uint(_e1602);
                                                uint l_590_ = (l_589_ & 8388607u);
                                                uint l_591_ = (l_588_ | l_590_);
                                                l_mut_59_ = l_591_;
                                            } else {
                                                int _e1608 = l_mut_40_;
                                                int l_592_ = asint(asuint(_e1608) + asuint(int(149)));
                                                bool l_593_ = (l_592_ >= int(0));
                                                if (l_593_) {
                                                    uint64_t l_594_ = uint64_t(l_592_);
                                                    uint64_t l_595_ = (l_559_ << uint(l_594_));
                                                    l_mut_87_ = l_595_;
                                                } else {
                                                    int l_596_ = asint(asuint(int(0)) - asuint(l_592_));
                                                    uint64_t l_597_ = uint64_t(l_596_);
                                                    uint64_t l_598_ = (l_559_ >> uint(l_597_));
                                                    l_mut_87_ = l_598_;
                                                }
                                                uint64_t _e1623 = l_mut_87_;
                                                uint l_599_ = uint(_e1623);
                                                l_mut_59_ = l_599_;
                                            }
                                        }
                                    }
                                    uint _e1626 = l_mut_59_;
                                    l_mut_73_ = _e1626;
                                    l_mut_539_ = l_559_;
                                } else {
                                    int _e1627 = l_mut_25_;
                                    bool l_600_ = (_e1627 <= l_563_);
                                    if (l_600_) {
                                        int _e1629 = l_mut_25_;
                                        uint64_t l_601_ = uint64_t(_e1629);
                                        uint64_t l_602_ = (l_559_ >> uint(l_601_));
                                        l_mut_87_ = l_602_;
                                        uint64_t _e1634 = l_mut_87_;
                                        uint64_t l_603_ = (_e1634 << uint(l_601_));
                                        uint64_t l_604_ = (l_559_ - l_603_);
                                        uint64_t l_605_ = (l_601_ - 1uL);
                                        uint64_t l_606_ = (1uL << uint(l_605_));
                                        bool l_607_ = (l_604_ > l_606_);
                                        bool l_608_ = (l_604_ == l_606_);
                                        uint64_t _e1647 = l_mut_87_;
                                        uint64_t l_609_ = (_e1647 & 1uL);
                                        bool l_610_ = (l_609_ == 1uL);
                                        if (l_608_) {
                                            local_14 = l_610_;
                                        } else {
                                            local_14 = false;
                                        }
                                        bool l_611_ = local_14;
                                        if (!(l_607_)) {
                                            local_15 = l_611_;
                                        } else {
                                            local_15 = true;
                                        }
                                        bool l_612_ = local_15;
                                        if (l_612_) {
                                            uint64_t _e1661 = l_mut_87_;
                                            l_mut_87_ = (_e1661 + 1uL);
                                        }
                                        uint64_t _e1664 = l_mut_87_;
                                        uint64_t l_613_ = (_e1664 << uint(l_601_));
                                        l_mut_539_ = l_613_;
                                        int _e1668 = l_mut_40_;
                                        int _e1669 = l_mut_25_;
                                        int l_614_ = asint(asuint(_e1668) + asuint(_e1669));
                                        l_mut_59_ = 0u;
                                        uint64_t _e1672 = l_mut_87_;
                                        bool l_615_ = (_e1672 != 0uL);
                                        if (l_615_) {
                                            uint64_t _e1675 = l_mut_87_;
                                            uint64_t _e1681 = l_mut_87_;
                                            uint64_t _e1685 = l_mut_87_;
                                            uint l_616_ = (((_e1685 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e1681)))) : (31u - firstbithigh(uint((_e1675 >> 32u)))));
                                            int l_617_ = int(l_616_);
                                            int l_618_ = asint(asuint(int(64)) - asuint(l_617_));
                                            int l_619_ = asint(asuint(l_618_) - asuint(int(1)));
                                            int l_620_ = asint(asuint(l_619_) + asuint(l_614_));
                                            int l_621_ = asint(asuint(l_620_) + asuint(int(127)));
                                            bool l_622_ = (l_621_ >= int(255));
                                            if (l_622_) {
                                                l_mut_59_ = 2139095040u;
                                            } else {
                                                bool l_623_ = (l_621_ >= int(1));
                                                if (l_623_) {
                                                    bool l_624_ = (l_618_ > int(24));
                                                    if (l_624_) {
                                                        int l_625_ = asint(asuint(l_618_) - asuint(int(24)));
                                                        uint64_t l_626_ = uint64_t(l_625_);
                                                        uint64_t _e1709 = l_mut_87_;
                                                        uint64_t l_627_ = (_e1709 >> uint(l_626_));
                                                        l_mut_36_ = l_627_;
                                                    } else {
                                                        int l_628_ = asint(asuint(int(24)) - asuint(l_618_));
                                                        uint64_t l_629_ = uint64_t(l_628_);
                                                        uint64_t _e1716 = l_mut_87_;
                                                        uint64_t l_630_ = (_e1716 << uint(l_629_));
                                                        l_mut_36_ = l_630_;
                                                    }
                                                    uint l_631_ = uint(l_621_);
                                                    uint l_632_ = (l_631_ << 23u);
                                                    uint64_t _e1723 = l_mut_36_;
                                                    uint l_633_ = uint(_e1723);
                                                    uint l_634_ = (l_633_ & 8388607u);
                                                    uint l_635_ = (l_632_ | l_634_);
                                                    l_mut_59_ = l_635_;
                                                } else {
                                                    int l_636_ = asint(asuint(l_614_) + asuint(int(149)));
                                                    bool l_637_ = (l_636_ >= int(0));
                                                    if (l_637_) {
                                                        uint64_t l_638_ = uint64_t(l_636_);
                                                        uint64_t _e1734 = l_mut_87_;
                                                        uint64_t l_639_ = (_e1734 << uint(l_638_));
                                                        l_mut_36_ = l_639_;
                                                    } else {
                                                        int l_640_ = asint(asuint(int(0)) - asuint(l_636_));
                                                        uint64_t l_641_ = uint64_t(l_640_);
                                                        uint64_t _e1741 = l_mut_87_;
                                                        uint64_t l_642_ = (_e1741 >> uint(l_641_));
                                                        l_mut_36_ = l_642_;
                                                    }
                                                    uint64_t _e1745 = l_mut_36_;
                                                    uint l_643_ = uint(_e1745);
                                                    l_mut_59_ = l_643_;
                                                }
                                            }
                                        }
                                        uint _e1748 = l_mut_59_;
                                        l_mut_73_ = _e1748;
                                    }
                                }
                            }
                            uint l_644_ = (l_352_ ^ 2147483648u);
                            uint _e1751 = l_mut_73_;
                            uint l_645_ = (_e1751 | l_644_);
                            float l_646_ = asfloat(l_645_);
                            l_mut_468_ = l_646_;
                        }
                    }
                    float _e1754 = l_mut_468_;
                    l_mut_368_ = _e1754;
                }
            }
        }
        uint l_690_ = asuint(info.Load(12+0));
        uint l_691_ = (l_690_ * 1u);
        uint _e1761 = l_mut_4_;
        bool l_692_ = (_e1761 < l_691_);
        if (l_692_) {
            uint _e1764 = l_mut_4_;
            float _e1766 = l_mut_151_;
            buffer_3_global.Store(_e1764*4, asuint(_e1766));
        }
        uint _e1767 = l_mut_4_;
        uint l_647_ = (l_1_ + _e1767);
        uint l_693_ = asuint(info.Load(12+0));
        uint l_694_ = (l_693_ * 1u);
        bool l_695_ = (l_647_ < l_694_);
        if (l_695_) {
            float _e1778 = l_mut_368_;
            buffer_3_global.Store(l_647_*4, asuint(_e1778));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
