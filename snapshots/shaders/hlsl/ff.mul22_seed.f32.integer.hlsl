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
    uint64_t l_mut_131_ = (uint64_t)0;
    float l_mut_150_ = (float)0;
    uint l_mut_164_ = (uint)0;
    uint64_t l_mut_20_ = (uint64_t)0;
    uint64_t l_mut_222_ = (uint64_t)0;
    int l_mut_24_ = (int)0;
    uint64_t l_mut_35_ = (uint64_t)0;
    float l_mut_366_ = (float)0;
    int l_mut_39_ = (int)0;
    float l_mut_45_ = (float)0;
    float l_mut_466_ = (float)0;
    float l_mut_46_ = (float)0;
    uint l_mut_4_ = (uint)0;
    uint64_t l_mut_537_ = (uint64_t)0;
    uint l_mut_58_ = (uint)0;
    uint64_t l_mut_59_ = (uint64_t)0;
    int l_mut_68_ = (int)0;
    uint l_mut_72_ = (uint)0;
    uint64_t l_mut_86_ = (uint64_t)0;
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
    uint l_646_ = asuint(info.Load(8+0));
    uint l_647_ = (l_646_ * 1u);
    bool l_648_ = (0u < l_647_);
    uint l_649_ = (l_647_ - 1u);
    uint l_650_ = min(0u, l_649_);
    float l_651_ = asfloat(buffer_2_global.Load(l_650_*4));
    float l_2_ = (l_648_ ? l_651_ : 0.0);
    uint l_653_ = asuint(info.Load(8+0));
    uint l_654_ = (l_653_ * 1u);
    bool l_655_ = (1u < l_654_);
    uint l_656_ = (l_654_ - 1u);
    uint l_657_ = min(1u, l_656_);
    float l_658_ = asfloat(buffer_2_global.Load(l_657_*4));
    float l_3_ = (l_655_ ? l_658_ : 0.0);
    l_mut_4_ = id;
    uint _e84 = l_mut_4_;
    bool l_5_ = (_e84 < l_1_);
    if (l_5_) {
        uint l_660_ = asuint(info.Load(0+0));
        uint l_661_ = (l_660_ * 1u);
        uint _e92 = l_mut_4_;
        bool l_662_ = (_e92 < l_661_);
        uint l_663_ = (l_661_ - 1u);
        uint _e96 = l_mut_4_;
        uint l_664_ = min(_e96, l_663_);
        float l_665_ = asfloat(buffer_0_global.Load(l_664_*4));
        float l_6_ = (l_662_ ? l_665_ : 0.0);
        uint _e103 = l_mut_4_;
        uint l_7_ = (l_1_ + _e103);
        uint l_667_ = asuint(info.Load(0+0));
        uint l_668_ = (l_667_ * 1u);
        bool l_669_ = (l_7_ < l_668_);
        uint l_670_ = (l_668_ - 1u);
        uint l_671_ = min(l_7_, l_670_);
        float l_672_ = asfloat(buffer_0_global.Load(l_671_*4));
        float l_8_ = (l_669_ ? l_672_ : 0.0);
        uint l_674_ = asuint(info.Load(4+0));
        uint l_675_ = (l_674_ * 1u);
        uint _e126 = l_mut_4_;
        bool l_676_ = (_e126 < l_675_);
        uint l_677_ = (l_675_ - 1u);
        uint _e130 = l_mut_4_;
        uint l_678_ = min(_e130, l_677_);
        float l_679_ = asfloat(buffer_1_global.Load(l_678_*4));
        float l_9_ = (l_676_ ? l_679_ : 0.0);
        uint _e137 = l_mut_4_;
        uint l_10_ = (l_1_ + _e137);
        uint l_681_ = asuint(info.Load(4+0));
        uint l_682_ = (l_681_ * 1u);
        bool l_683_ = (l_10_ < l_682_);
        uint l_684_ = (l_682_ - 1u);
        uint l_685_ = min(l_10_, l_684_);
        float l_686_ = asfloat(buffer_1_global.Load(l_685_*4));
        float l_11_ = (l_683_ ? l_686_ : 0.0);
        uint l_12_ = asuint(l_6_);
        uint l_13_ = asuint(l_9_);
        uint l_14_ = (l_12_ >> 23u);
        uint l_15_ = (l_14_ & 255u);
        uint l_16_ = (l_12_ & 8388607u);
        bool l_17_ = (l_15_ != 0u);
        if (l_17_) {
            uint l_18_ = (l_16_ | 8388608u);
            uint64_t l_19_ = uint64_t(l_18_);
            l_mut_20_ = l_19_;
        } else {
            uint64_t l_21_ = uint64_t(l_16_);
            l_mut_20_ = l_21_;
        }
        if (l_17_) {
            int l_22_ = int(l_15_);
            int l_23_ = asint(asuint(l_22_) - asuint(int(150)));
            l_mut_24_ = l_23_;
        } else {
            int l_26_ = asint(asuint(int(1)) - asuint(int(150)));
            l_mut_24_ = l_26_;
        }
        uint l_27_ = (l_12_ & 2147483648u);
        bool l_28_ = (l_15_ == 255u);
        uint l_29_ = (l_13_ >> 23u);
        uint l_30_ = (l_29_ & 255u);
        uint l_31_ = (l_13_ & 8388607u);
        bool l_32_ = (l_30_ != 0u);
        if (l_32_) {
            uint l_33_ = (l_31_ | 8388608u);
            uint64_t l_34_ = uint64_t(l_33_);
            l_mut_35_ = l_34_;
        } else {
            uint64_t l_36_ = uint64_t(l_31_);
            l_mut_35_ = l_36_;
        }
        if (l_32_) {
            int l_37_ = int(l_30_);
            int l_38_ = asint(asuint(l_37_) - asuint(int(150)));
            l_mut_39_ = l_38_;
        } else {
            int l_41_ = asint(asuint(int(1)) - asuint(int(150)));
            l_mut_39_ = l_41_;
        }
        uint l_42_ = (l_13_ & 2147483648u);
        bool l_43_ = (l_30_ == 255u);
        float l_44_ = (l_6_ * l_9_);
        l_mut_45_ = l_44_;
        l_mut_46_ = 0.0;
        bool l_47_ = !(l_28_);
        bool l_48_ = !(l_43_);
        if (l_47_) {
            local = l_48_;
        } else {
            local = false;
        }
        bool l_49_ = local;
        uint64_t _e208 = l_mut_20_;
        bool l_50_ = (_e208 != 0uL);
        if (l_49_) {
            local_1 = l_50_;
        } else {
            local_1 = false;
        }
        bool l_51_ = local_1;
        uint64_t _e215 = l_mut_35_;
        bool l_52_ = (_e215 != 0uL);
        if (l_51_) {
            local_2 = l_52_;
        } else {
            local_2 = false;
        }
        bool l_53_ = local_2;
        if (l_53_) {
            uint64_t _e222 = l_mut_20_;
            uint64_t _e223 = l_mut_35_;
            uint64_t l_54_ = (_e222 * _e223);
            int _e225 = l_mut_24_;
            int _e226 = l_mut_39_;
            int l_55_ = asint(asuint(_e225) + asuint(_e226));
            uint l_56_ = (l_12_ ^ l_13_);
            uint l_57_ = (l_56_ & 2147483648u);
            l_mut_58_ = 0u;
            l_mut_59_ = 0uL;
            bool l_60_ = (l_54_ != 0uL);
            if (l_60_) {
                uint l_61_ = (((l_54_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_54_)))) : (31u - firstbithigh(uint((l_54_ >> 32u)))));
                int l_62_ = int(l_61_);
                int l_63_ = asint(asuint(int(64)) - asuint(l_62_));
                int l_64_ = asint(asuint(l_63_) - asuint(int(1)));
                int l_65_ = asint(asuint(l_64_) + asuint(l_55_));
                int l_66_ = asint(asuint(l_65_) + asuint(int(127)));
                int l_67_ = asint(asuint(int(-149)) - asuint(l_55_));
                l_mut_68_ = l_67_;
                bool l_69_ = (l_66_ >= int(1));
                if (l_69_) {
                    int l_70_ = asint(asuint(l_63_) - asuint(int(24)));
                    l_mut_68_ = l_70_;
                }
                int _e262 = l_mut_68_;
                bool l_71_ = (_e262 <= int(0));
                if (l_71_) {
                    l_mut_72_ = 0u;
                    bool l_73_ = (l_54_ != 0uL);
                    if (l_73_) {
                        uint l_74_ = (((l_54_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_54_)))) : (31u - firstbithigh(uint((l_54_ >> 32u)))));
                        int l_75_ = int(l_74_);
                        int l_76_ = asint(asuint(int(64)) - asuint(l_75_));
                        int l_77_ = asint(asuint(l_76_) - asuint(int(1)));
                        int l_78_ = asint(asuint(l_77_) + asuint(l_55_));
                        int l_79_ = asint(asuint(l_78_) + asuint(int(127)));
                        bool l_80_ = (l_79_ >= int(255));
                        if (l_80_) {
                            l_mut_72_ = 2139095040u;
                        } else {
                            bool l_81_ = (l_79_ >= int(1));
                            if (l_81_) {
                                bool l_82_ = (l_76_ > int(24));
                                if (l_82_) {
                                    int l_83_ = asint(asuint(l_76_) - asuint(int(24)));
                                    uint64_t l_84_ = uint64_t(l_83_);
                                    uint64_t l_85_ = (l_54_ >> uint(l_84_));
                                    l_mut_86_ = l_85_;
                                } else {
                                    int l_87_ = asint(asuint(int(24)) - asuint(l_76_));
                                    uint64_t l_88_ = uint64_t(l_87_);
                                    uint64_t l_89_ = (l_54_ << uint(l_88_));
                                    l_mut_86_ = l_89_;
                                }
                                uint l_90_ = uint(l_79_);
                                uint l_91_ = (l_90_ << 23u);
                                uint64_t _e311 = l_mut_86_;
                                uint l_92_ = uint(_e311);
                                uint l_93_ = (l_92_ & 8388607u);
                                uint l_94_ = (l_91_ | l_93_);
                                l_mut_72_ = l_94_;
                            } else {
                                int l_95_ = asint(asuint(l_55_) + asuint(int(149)));
                                bool l_96_ = (l_95_ >= int(0));
                                if (l_96_) {
                                    uint64_t l_97_ = uint64_t(l_95_);
                                    uint64_t l_98_ = (l_54_ << uint(l_97_));
                                    l_mut_86_ = l_98_;
                                } else {
                                    int l_99_ = asint(asuint(int(0)) - asuint(l_95_));
                                    uint64_t l_100_ = uint64_t(l_99_);
                                    uint64_t l_101_ = (l_54_ >> uint(l_100_));
                                    l_mut_86_ = l_101_;
                                }
                                uint64_t _e331 = l_mut_86_;
                                uint l_102_ = uint(_e331);
                                l_mut_72_ = l_102_;
                            }
                        }
                    }
                    uint _e334 = l_mut_72_;
                    l_mut_58_ = _e334;
                    l_mut_59_ = l_54_;
                } else {
                    int _e335 = l_mut_68_;
                    bool l_103_ = (_e335 <= l_63_);
                    if (l_103_) {
                        int _e337 = l_mut_68_;
                        uint64_t l_104_ = uint64_t(_e337);
                        uint64_t l_105_ = (l_54_ >> uint(l_104_));
                        l_mut_86_ = l_105_;
                        uint64_t _e342 = l_mut_86_;
                        uint64_t l_106_ = (_e342 << uint(l_104_));
                        uint64_t l_107_ = (l_54_ - l_106_);
                        uint64_t l_108_ = (l_104_ - 1uL);
                        uint64_t l_109_ = (1uL << uint(l_108_));
                        bool l_110_ = (l_107_ > l_109_);
                        bool l_111_ = (l_107_ == l_109_);
                        uint64_t _e355 = l_mut_86_;
                        uint64_t l_112_ = (_e355 & 1uL);
                        bool l_113_ = (l_112_ == 1uL);
                        if (l_111_) {
                            local_3 = l_113_;
                        } else {
                            local_3 = false;
                        }
                        bool l_114_ = local_3;
                        if (!(l_110_)) {
                            local_4 = l_114_;
                        } else {
                            local_4 = true;
                        }
                        bool l_115_ = local_4;
                        if (l_115_) {
                            uint64_t _e369 = l_mut_86_;
                            l_mut_86_ = (_e369 + 1uL);
                        }
                        uint64_t _e372 = l_mut_86_;
                        uint64_t l_116_ = (_e372 << uint(l_104_));
                        l_mut_59_ = l_116_;
                        int _e376 = l_mut_68_;
                        int l_117_ = asint(asuint(l_55_) + asuint(_e376));
                        l_mut_72_ = 0u;
                        uint64_t _e379 = l_mut_86_;
                        bool l_118_ = (_e379 != 0uL);
                        if (l_118_) {
                            uint64_t _e382 = l_mut_86_;
                            uint64_t _e388 = l_mut_86_;
                            uint64_t _e392 = l_mut_86_;
                            uint l_119_ = (((_e392 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e388)))) : (31u - firstbithigh(uint((_e382 >> 32u)))));
                            int l_120_ = int(l_119_);
                            int l_121_ = asint(asuint(int(64)) - asuint(l_120_));
                            int l_122_ = asint(asuint(l_121_) - asuint(int(1)));
                            int l_123_ = asint(asuint(l_122_) + asuint(l_117_));
                            int l_124_ = asint(asuint(l_123_) + asuint(int(127)));
                            bool l_125_ = (l_124_ >= int(255));
                            if (l_125_) {
                                l_mut_72_ = 2139095040u;
                            } else {
                                bool l_126_ = (l_124_ >= int(1));
                                if (l_126_) {
                                    bool l_127_ = (l_121_ > int(24));
                                    if (l_127_) {
                                        int l_128_ = asint(asuint(l_121_) - asuint(int(24)));
                                        uint64_t l_129_ = uint64_t(l_128_);
                                        uint64_t _e416 = l_mut_86_;
                                        uint64_t l_130_ = (_e416 >> uint(l_129_));
                                        l_mut_131_ = l_130_;
                                    } else {
                                        int l_132_ = asint(asuint(int(24)) - asuint(l_121_));
                                        uint64_t l_133_ = uint64_t(l_132_);
                                        uint64_t _e423 = l_mut_86_;
                                        uint64_t l_134_ = (_e423 << uint(l_133_));
                                        l_mut_131_ = l_134_;
                                    }
                                    uint l_135_ = uint(l_124_);
                                    uint l_136_ = (l_135_ << 23u);
                                    uint64_t _e430 = l_mut_131_;
                                    uint l_137_ = uint(_e430);
                                    uint l_138_ = (l_137_ & 8388607u);
                                    uint l_139_ = (l_136_ | l_138_);
                                    l_mut_72_ = l_139_;
                                } else {
                                    int l_140_ = asint(asuint(l_117_) + asuint(int(149)));
                                    bool l_141_ = (l_140_ >= int(0));
                                    if (l_141_) {
                                        uint64_t l_142_ = uint64_t(l_140_);
                                        uint64_t _e441 = l_mut_86_;
                                        uint64_t l_143_ = (_e441 << uint(l_142_));
                                        l_mut_131_ = l_143_;
                                    } else {
                                        int l_144_ = asint(asuint(int(0)) - asuint(l_140_));
                                        uint64_t l_145_ = uint64_t(l_144_);
                                        uint64_t _e448 = l_mut_86_;
                                        uint64_t l_146_ = (_e448 >> uint(l_145_));
                                        l_mut_131_ = l_146_;
                                    }
                                    uint64_t _e452 = l_mut_131_;
                                    uint l_147_ = uint(_e452);
                                    l_mut_72_ = l_147_;
                                }
                            }
                        }
                        uint _e455 = l_mut_72_;
                        l_mut_58_ = _e455;
                    }
                }
            }
            uint _e456 = l_mut_58_;
            uint l_148_ = (_e456 | l_57_);
            float l_149_ = asfloat(l_148_);
            l_mut_45_ = l_149_;
            l_mut_150_ = 0.0;
            uint64_t _e460 = l_mut_59_;
            bool l_151_ = (l_54_ > _e460);
            if (l_151_) {
                uint64_t _e462 = l_mut_59_;
                uint64_t l_152_ = (l_54_ - _e462);
                l_mut_72_ = 0u;
                l_mut_131_ = 0uL;
                bool l_153_ = (l_152_ != 0uL);
                if (l_153_) {
                    uint l_154_ = (((l_152_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_152_)))) : (31u - firstbithigh(uint((l_152_ >> 32u)))));
                    int l_155_ = int(l_154_);
                    int l_156_ = asint(asuint(int(64)) - asuint(l_155_));
                    int l_157_ = asint(asuint(l_156_) - asuint(int(1)));
                    int l_158_ = asint(asuint(l_157_) + asuint(l_55_));
                    int l_159_ = asint(asuint(l_158_) + asuint(int(127)));
                    int l_160_ = asint(asuint(int(-149)) - asuint(l_55_));
                    l_mut_68_ = l_160_;
                    bool l_161_ = (l_159_ >= int(1));
                    if (l_161_) {
                        int l_162_ = asint(asuint(l_156_) - asuint(int(24)));
                        l_mut_68_ = l_162_;
                    }
                    int _e495 = l_mut_68_;
                    bool l_163_ = (_e495 <= int(0));
                    if (l_163_) {
                        l_mut_164_ = 0u;
                        bool l_165_ = (l_152_ != 0uL);
                        if (l_165_) {
                            uint l_166_ = (((l_152_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_152_)))) : (31u - firstbithigh(uint((l_152_ >> 32u)))));
                            int l_167_ = int(l_166_);
                            int l_168_ = asint(asuint(int(64)) - asuint(l_167_));
                            int l_169_ = asint(asuint(l_168_) - asuint(int(1)));
                            int l_170_ = asint(asuint(l_169_) + asuint(l_55_));
                            int l_171_ = asint(asuint(l_170_) + asuint(int(127)));
                            bool l_172_ = (l_171_ >= int(255));
                            if (l_172_) {
                                l_mut_164_ = 2139095040u;
                            } else {
                                bool l_173_ = (l_171_ >= int(1));
                                if (l_173_) {
                                    bool l_174_ = (l_168_ > int(24));
                                    if (l_174_) {
                                        int l_175_ = asint(asuint(l_168_) - asuint(int(24)));
                                        uint64_t l_176_ = uint64_t(l_175_);
                                        uint64_t l_177_ = (l_152_ >> uint(l_176_));
                                        l_mut_86_ = l_177_;
                                    } else {
                                        int l_178_ = asint(asuint(int(24)) - asuint(l_168_));
                                        uint64_t l_179_ = uint64_t(l_178_);
                                        uint64_t l_180_ = (l_152_ << uint(l_179_));
                                        l_mut_86_ = l_180_;
                                    }
                                    uint l_181_ = uint(l_171_);
                                    uint l_182_ = (l_181_ << 23u);
                                    uint64_t _e544 = l_mut_86_;
                                    uint l_183_ = uint(_e544);
                                    uint l_184_ = (l_183_ & 8388607u);
                                    uint l_185_ = (l_182_ | l_184_);
                                    l_mut_164_ = l_185_;
                                } else {
                                    int l_186_ = asint(asuint(l_55_) + asuint(int(149)));
                                    bool l_187_ = (l_186_ >= int(0));
                                    if (l_187_) {
                                        uint64_t l_188_ = uint64_t(l_186_);
                                        uint64_t l_189_ = (l_152_ << uint(l_188_));
                                        l_mut_86_ = l_189_;
                                    } else {
                                        int l_190_ = asint(asuint(int(0)) - asuint(l_186_));
                                        uint64_t l_191_ = uint64_t(l_190_);
                                        uint64_t l_192_ = (l_152_ >> uint(l_191_));
                                        l_mut_86_ = l_192_;
                                    }
                                    uint64_t _e564 = l_mut_86_;
                                    uint l_193_ = uint(_e564);
                                    l_mut_164_ = l_193_;
                                }
                            }
                        }
                        uint _e567 = l_mut_164_;
                        l_mut_72_ = _e567;
                        l_mut_131_ = l_152_;
                    } else {
                        int _e568 = l_mut_68_;
                        bool l_194_ = (_e568 <= l_156_);
                        if (l_194_) {
                            int _e570 = l_mut_68_;
                            uint64_t l_195_ = uint64_t(_e570);
                            uint64_t l_196_ = (l_152_ >> uint(l_195_));
                            l_mut_86_ = l_196_;
                            uint64_t _e575 = l_mut_86_;
                            uint64_t l_197_ = (_e575 << uint(l_195_));
                            uint64_t l_198_ = (l_152_ - l_197_);
                            uint64_t l_199_ = (l_195_ - 1uL);
                            uint64_t l_200_ = (1uL << uint(l_199_));
                            bool l_201_ = (l_198_ > l_200_);
                            bool l_202_ = (l_198_ == l_200_);
                            uint64_t _e588 = l_mut_86_;
                            uint64_t l_203_ = (_e588 & 1uL);
                            bool l_204_ = (l_203_ == 1uL);
                            if (l_202_) {
                                local_5 = l_204_;
                            } else {
                                local_5 = false;
                            }
                            bool l_205_ = local_5;
                            if (!(l_201_)) {
                                local_6 = l_205_;
                            } else {
                                local_6 = true;
                            }
                            bool l_206_ = local_6;
                            if (l_206_) {
                                uint64_t _e602 = l_mut_86_;
                                l_mut_86_ = (_e602 + 1uL);
                            }
                            uint64_t _e605 = l_mut_86_;
                            uint64_t l_207_ = (_e605 << uint(l_195_));
                            l_mut_131_ = l_207_;
                            int _e609 = l_mut_68_;
                            int l_208_ = asint(asuint(l_55_) + asuint(_e609));
                            l_mut_164_ = 0u;
                            uint64_t _e612 = l_mut_86_;
                            bool l_209_ = (_e612 != 0uL);
                            if (l_209_) {
                                uint64_t _e615 = l_mut_86_;
                                uint64_t _e621 = l_mut_86_;
                                uint64_t _e625 = l_mut_86_;
                                uint l_210_ = (((_e625 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e621)))) : (31u - firstbithigh(uint((_e615 >> 32u)))));
                                int l_211_ = int(l_210_);
                                int l_212_ = asint(asuint(int(64)) - asuint(l_211_));
                                int l_213_ = asint(asuint(l_212_) - asuint(int(1)));
                                int l_214_ = asint(asuint(l_213_) + asuint(l_208_));
                                int l_215_ = asint(asuint(l_214_) + asuint(int(127)));
                                bool l_216_ = (l_215_ >= int(255));
                                if (l_216_) {
                                    l_mut_164_ = 2139095040u;
                                } else {
                                    bool l_217_ = (l_215_ >= int(1));
                                    if (l_217_) {
                                        bool l_218_ = (l_212_ > int(24));
                                        if (l_218_) {
                                            int l_219_ = asint(asuint(l_212_) - asuint(int(24)));
                                            uint64_t l_220_ = uint64_t(l_219_);
                                            uint64_t _e649 = l_mut_86_;
                                            uint64_t l_221_ = (_e649 >> uint(l_220_));
                                            l_mut_222_ = l_221_;
                                        } else {
                                            int l_223_ = asint(asuint(int(24)) - asuint(l_212_));
                                            uint64_t l_224_ = uint64_t(l_223_);
                                            uint64_t _e656 = l_mut_86_;
                                            uint64_t l_225_ = (_e656 << uint(l_224_));
                                            l_mut_222_ = l_225_;
                                        }
                                        uint l_226_ = uint(l_215_);
                                        uint l_227_ = (l_226_ << 23u);
                                        uint64_t _e663 = l_mut_222_;
                                        uint l_228_ = uint(_e663);
                                        uint l_229_ = (l_228_ & 8388607u);
                                        uint l_230_ = (l_227_ | l_229_);
                                        l_mut_164_ = l_230_;
                                    } else {
                                        int l_231_ = asint(asuint(l_208_) + asuint(int(149)));
                                        bool l_232_ = (l_231_ >= int(0));
                                        if (l_232_) {
                                            uint64_t l_233_ = uint64_t(l_231_);
                                            uint64_t _e674 = l_mut_86_;
                                            uint64_t l_234_ = (_e674 << uint(l_233_));
                                            l_mut_222_ = l_234_;
                                        } else {
                                            int l_235_ = asint(asuint(int(0)) - asuint(l_231_));
                                            uint64_t l_236_ = uint64_t(l_235_);
                                            uint64_t _e681 = l_mut_86_;
                                            uint64_t l_237_ = (_e681 >> uint(l_236_));
                                            l_mut_222_ = l_237_;
                                        }
                                        uint64_t _e685 = l_mut_222_;
                                        uint l_238_ = uint(_e685);
                                        l_mut_164_ = l_238_;
                                    }
                                }
                            }
                            uint _e688 = l_mut_164_;
                            l_mut_72_ = _e688;
                        }
                    }
                }
                uint _e689 = l_mut_72_;
                uint l_239_ = (_e689 | l_57_);
                float l_240_ = asfloat(l_239_);
                l_mut_150_ = l_240_;
            } else {
                uint64_t _e692 = l_mut_59_;
                bool l_241_ = (_e692 > l_54_);
                if (l_241_) {
                    uint64_t _e694 = l_mut_59_;
                    uint64_t l_242_ = (_e694 - l_54_);
                    l_mut_164_ = 0u;
                    l_mut_222_ = 0uL;
                    bool l_243_ = (l_242_ != 0uL);
                    if (l_243_) {
                        uint l_244_ = (((l_242_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_242_)))) : (31u - firstbithigh(uint((l_242_ >> 32u)))));
                        int l_245_ = int(l_244_);
                        int l_246_ = asint(asuint(int(64)) - asuint(l_245_));
                        int l_247_ = asint(asuint(l_246_) - asuint(int(1)));
                        int l_248_ = asint(asuint(l_247_) + asuint(l_55_));
                        int l_249_ = asint(asuint(l_248_) + asuint(int(127)));
                        int l_250_ = asint(asuint(int(-149)) - asuint(l_55_));
                        l_mut_68_ = l_250_;
                        bool l_251_ = (l_249_ >= int(1));
                        if (l_251_) {
                            int l_252_ = asint(asuint(l_246_) - asuint(int(24)));
                            l_mut_68_ = l_252_;
                        }
                        int _e727 = l_mut_68_;
                        bool l_253_ = (_e727 <= int(0));
                        if (l_253_) {
                            l_mut_72_ = 0u;
                            bool l_254_ = (l_242_ != 0uL);
                            if (l_254_) {
                                uint l_255_ = (((l_242_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_242_)))) : (31u - firstbithigh(uint((l_242_ >> 32u)))));
                                int l_256_ = int(l_255_);
                                int l_257_ = asint(asuint(int(64)) - asuint(l_256_));
                                int l_258_ = asint(asuint(l_257_) - asuint(int(1)));
                                int l_259_ = asint(asuint(l_258_) + asuint(l_55_));
                                int l_260_ = asint(asuint(l_259_) + asuint(int(127)));
                                bool l_261_ = (l_260_ >= int(255));
                                if (l_261_) {
                                    l_mut_72_ = 2139095040u;
                                } else {
                                    bool l_262_ = (l_260_ >= int(1));
                                    if (l_262_) {
                                        bool l_263_ = (l_257_ > int(24));
                                        if (l_263_) {
                                            int l_264_ = asint(asuint(l_257_) - asuint(int(24)));
                                            uint64_t l_265_ = uint64_t(l_264_);
                                            uint64_t l_266_ = (l_242_ >> uint(l_265_));
                                            l_mut_131_ = l_266_;
                                        } else {
                                            int l_267_ = asint(asuint(int(24)) - asuint(l_257_));
                                            uint64_t l_268_ = uint64_t(l_267_);
                                            uint64_t l_269_ = (l_242_ << uint(l_268_));
                                            l_mut_131_ = l_269_;
                                        }
                                        uint l_270_ = uint(l_260_);
                                        uint l_271_ = (l_270_ << 23u);
                                        uint64_t _e776 = l_mut_131_;
                                        uint l_272_ = uint(_e776);
                                        uint l_273_ = (l_272_ & 8388607u);
                                        uint l_274_ = (l_271_ | l_273_);
                                        l_mut_72_ = l_274_;
                                    } else {
                                        int l_275_ = asint(asuint(l_55_) + asuint(int(149)));
                                        bool l_276_ = (l_275_ >= int(0));
                                        if (l_276_) {
                                            uint64_t l_277_ = uint64_t(l_275_);
                                            uint64_t l_278_ = (l_242_ << uint(l_277_));
                                            l_mut_131_ = l_278_;
                                        } else {
                                            int l_279_ = asint(asuint(int(0)) - asuint(l_275_));
                                            uint64_t l_280_ = uint64_t(l_279_);
                                            uint64_t l_281_ = (l_242_ >> uint(l_280_));
                                            l_mut_131_ = l_281_;
                                        }
                                        uint64_t _e796 = l_mut_131_;
                                        uint l_282_ = uint(_e796);
                                        l_mut_72_ = l_282_;
                                    }
                                }
                            }
                            uint _e799 = l_mut_72_;
                            l_mut_164_ = _e799;
                            l_mut_222_ = l_242_;
                        } else {
                            int _e800 = l_mut_68_;
                            bool l_283_ = (_e800 <= l_246_);
                            if (l_283_) {
                                int _e802 = l_mut_68_;
                                uint64_t l_284_ = uint64_t(_e802);
                                uint64_t l_285_ = (l_242_ >> uint(l_284_));
                                l_mut_131_ = l_285_;
                                uint64_t _e807 = l_mut_131_;
                                uint64_t l_286_ = (_e807 << uint(l_284_));
                                uint64_t l_287_ = (l_242_ - l_286_);
                                uint64_t l_288_ = (l_284_ - 1uL);
                                uint64_t l_289_ = (1uL << uint(l_288_));
                                bool l_290_ = (l_287_ > l_289_);
                                bool l_291_ = (l_287_ == l_289_);
                                uint64_t _e820 = l_mut_131_;
                                uint64_t l_292_ = (_e820 & 1uL);
                                bool l_293_ = (l_292_ == 1uL);
                                if (l_291_) {
                                    local_7 = l_293_;
                                } else {
                                    local_7 = false;
                                }
                                bool l_294_ = local_7;
                                if (!(l_290_)) {
                                    local_8 = l_294_;
                                } else {
                                    local_8 = true;
                                }
                                bool l_295_ = local_8;
                                if (l_295_) {
                                    uint64_t _e834 = l_mut_131_;
                                    l_mut_131_ = (_e834 + 1uL);
                                }
                                uint64_t _e837 = l_mut_131_;
                                uint64_t l_296_ = (_e837 << uint(l_284_));
                                l_mut_222_ = l_296_;
                                int _e841 = l_mut_68_;
                                int l_297_ = asint(asuint(l_55_) + asuint(_e841));
                                l_mut_72_ = 0u;
                                uint64_t _e844 = l_mut_131_;
                                bool l_298_ = (_e844 != 0uL);
                                if (l_298_) {
                                    uint64_t _e847 = l_mut_131_;
                                    uint64_t _e853 = l_mut_131_;
                                    uint64_t _e857 = l_mut_131_;
                                    uint l_299_ = (((_e857 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e853)))) : (31u - firstbithigh(uint((_e847 >> 32u)))));
                                    int l_300_ = int(l_299_);
                                    int l_301_ = asint(asuint(int(64)) - asuint(l_300_));
                                    int l_302_ = asint(asuint(l_301_) - asuint(int(1)));
                                    int l_303_ = asint(asuint(l_302_) + asuint(l_297_));
                                    int l_304_ = asint(asuint(l_303_) + asuint(int(127)));
                                    bool l_305_ = (l_304_ >= int(255));
                                    if (l_305_) {
                                        l_mut_72_ = 2139095040u;
                                    } else {
                                        bool l_306_ = (l_304_ >= int(1));
                                        if (l_306_) {
                                            bool l_307_ = (l_301_ > int(24));
                                            if (l_307_) {
                                                int l_308_ = asint(asuint(l_301_) - asuint(int(24)));
                                                uint64_t l_309_ = uint64_t(l_308_);
                                                uint64_t _e881 = l_mut_131_;
                                                uint64_t l_310_ = (_e881 >> uint(l_309_));
                                                l_mut_86_ = l_310_;
                                            } else {
                                                int l_311_ = asint(asuint(int(24)) - asuint(l_301_));
                                                uint64_t l_312_ = uint64_t(l_311_);
                                                uint64_t _e888 = l_mut_131_;
                                                uint64_t l_313_ = (_e888 << uint(l_312_));
                                                l_mut_86_ = l_313_;
                                            }
                                            uint l_314_ = uint(l_304_);
                                            uint l_315_ = (l_314_ << 23u);
                                            uint64_t _e895 = l_mut_86_;
                                            uint l_316_ = uint(_e895);
                                            uint l_317_ = (l_316_ & 8388607u);
                                            uint l_318_ = (l_315_ | l_317_);
                                            l_mut_72_ = l_318_;
                                        } else {
                                            int l_319_ = asint(asuint(l_297_) + asuint(int(149)));
                                            bool l_320_ = (l_319_ >= int(0));
                                            if (l_320_) {
                                                uint64_t l_321_ = uint64_t(l_319_);
                                                uint64_t _e906 = l_mut_131_;
                                                uint64_t l_322_ = (_e906 << uint(l_321_));
                                                l_mut_86_ = l_322_;
                                            } else {
                                                int l_323_ = asint(asuint(int(0)) - asuint(l_319_));
                                                uint64_t l_324_ = uint64_t(l_323_);
                                                uint64_t _e913 = l_mut_131_;
                                                uint64_t l_325_ = (_e913 >> uint(l_324_));
                                                l_mut_86_ = l_325_;
                                            }
                                            uint64_t _e917 = l_mut_86_;
                                            uint l_326_ = uint(_e917);
                                            l_mut_72_ = l_326_;
                                        }
                                    }
                                }
                                uint _e920 = l_mut_72_;
                                l_mut_164_ = _e920;
                            }
                        }
                    }
                    uint l_327_ = (l_57_ ^ 2147483648u);
                    uint _e923 = l_mut_164_;
                    uint l_328_ = (_e923 | l_327_);
                    float l_329_ = asfloat(l_328_);
                    l_mut_150_ = l_329_;
                }
            }
            float _e926 = l_mut_150_;
            l_mut_46_ = _e926;
        }
        float l_330_ = (l_6_ * l_11_);
        float l_331_ = (l_8_ * l_9_);
        float l_332_ = (l_330_ + l_331_);
        float _e930 = l_mut_46_;
        float l_333_ = (l_332_ + _e930);
        float _e932 = l_mut_45_;
        uint l_334_ = asuint(_e932);
        uint l_335_ = asuint(l_333_);
        l_mut_164_ = l_334_;
        l_mut_72_ = l_335_;
        uint l_336_ = (l_335_ & 2147483647u);
        uint l_337_ = (l_334_ & 2147483647u);
        bool l_338_ = (l_336_ > l_337_);
        if (l_338_) {
            l_mut_164_ = l_335_;
            l_mut_72_ = l_334_;
        }
        uint _e940 = l_mut_164_;
        uint l_339_ = (_e940 >> 23u);
        uint l_340_ = (l_339_ & 255u);
        uint _e945 = l_mut_164_;
        uint l_341_ = (_e945 & 8388607u);
        bool l_342_ = (l_340_ != 0u);
        if (l_342_) {
            uint l_343_ = (l_341_ | 8388608u);
            uint64_t l_344_ = uint64_t(l_343_);
            l_mut_222_ = l_344_;
        } else {
            uint64_t l_345_ = uint64_t(l_341_);
            l_mut_222_ = l_345_;
        }
        if (l_342_) {
            int l_346_ = int(l_340_);
            int l_347_ = asint(asuint(l_346_) - asuint(int(150)));
            l_mut_68_ = l_347_;
        } else {
            int l_349_ = asint(asuint(int(1)) - asuint(int(150)));
            l_mut_68_ = l_349_;
        }
        uint _e960 = l_mut_164_;
        uint l_350_ = (_e960 & 2147483648u);
        bool l_351_ = (l_340_ == 255u);
        uint _e965 = l_mut_72_;
        uint l_352_ = (_e965 >> 23u);
        uint l_353_ = (l_352_ & 255u);
        uint _e970 = l_mut_72_;
        uint l_354_ = (_e970 & 8388607u);
        bool l_355_ = (l_353_ != 0u);
        if (l_355_) {
            uint l_356_ = (l_354_ | 8388608u);
            uint64_t l_357_ = uint64_t(l_356_);
            l_mut_131_ = l_357_;
        } else {
            uint64_t l_358_ = uint64_t(l_354_);
            l_mut_131_ = l_358_;
        }
        if (l_355_) {
            int l_359_ = int(l_353_);
            int l_360_ = asint(asuint(l_359_) - asuint(int(150)));
            l_mut_39_ = l_360_;
        } else {
            int l_362_ = asint(asuint(int(1)) - asuint(int(150)));
            l_mut_39_ = l_362_;
        }
        uint _e985 = l_mut_72_;
        uint l_363_ = (_e985 & 2147483648u);
        bool l_364_ = (l_353_ == 255u);
        float _e990 = l_mut_45_;
        float l_365_ = (_e990 + l_333_);
        l_mut_150_ = l_365_;
        l_mut_366_ = 0.0;
        bool l_367_ = !(l_351_);
        uint64_t _e994 = l_mut_131_;
        bool l_368_ = (_e994 != 0uL);
        if (l_367_) {
            local_9 = l_368_;
        } else {
            local_9 = false;
        }
        bool l_369_ = local_9;
        if (l_369_) {
            int _e1001 = l_mut_68_;
            int _e1002 = l_mut_39_;
            int l_370_ = asint(asuint(_e1001) - asuint(_e1002));
            bool l_371_ = (l_370_ >= int(26));
            if (l_371_) {
                uint _e1006 = l_mut_164_;
                float l_372_ = asfloat(_e1006);
                l_mut_150_ = l_372_;
                uint _e1008 = l_mut_72_;
                float l_373_ = asfloat(_e1008);
                l_mut_366_ = l_373_;
            } else {
                uint64_t l_374_ = uint64_t(l_370_);
                uint64_t _e1011 = l_mut_222_;
                uint64_t l_375_ = (_e1011 << uint(l_374_));
                uint64_t _e1015 = l_mut_131_;
                uint64_t l_376_ = (l_375_ - _e1015);
                l_mut_86_ = l_376_;
                bool l_377_ = (l_350_ == l_363_);
                if (l_377_) {
                    uint64_t _e1018 = l_mut_131_;
                    uint64_t l_378_ = (l_375_ + _e1018);
                    l_mut_86_ = l_378_;
                }
                uint64_t _e1020 = l_mut_86_;
                bool l_379_ = (_e1020 == 0uL);
                if (l_379_) {
                    l_mut_150_ = 0.0;
                } else {
                    l_mut_164_ = 0u;
                    l_mut_59_ = 0uL;
                    uint64_t _e1026 = l_mut_86_;
                    bool l_380_ = (_e1026 != 0uL);
                    if (l_380_) {
                        uint64_t _e1029 = l_mut_86_;
                        uint64_t _e1035 = l_mut_86_;
                        uint64_t _e1039 = l_mut_86_;
                        uint l_381_ = (((_e1039 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e1035)))) : (31u - firstbithigh(uint((_e1029 >> 32u)))));
                        int l_382_ = int(l_381_);
                        int l_383_ = asint(asuint(int(64)) - asuint(l_382_));
                        int l_384_ = asint(asuint(l_383_) - asuint(int(1)));
                        int _e1050 = l_mut_39_;
                        int l_385_ = asint(asuint(l_384_) + asuint(_e1050));
                        int l_386_ = asint(asuint(l_385_) + asuint(int(127)));
                        int _e1055 = l_mut_39_;
                        int l_387_ = asint(asuint(int(-149)) - asuint(_e1055));
                        l_mut_24_ = l_387_;
                        bool l_388_ = (l_386_ >= int(1));
                        if (l_388_) {
                            int l_389_ = asint(asuint(l_383_) - asuint(int(24)));
                            l_mut_24_ = l_389_;
                        }
                        int _e1061 = l_mut_24_;
                        bool l_390_ = (_e1061 <= int(0));
                        if (l_390_) {
                            l_mut_72_ = 0u;
                            uint64_t _e1065 = l_mut_86_;
                            bool l_391_ = (_e1065 != 0uL);
                            if (l_391_) {
                                uint64_t _e1068 = l_mut_86_;
                                uint64_t _e1074 = l_mut_86_;
                                uint64_t _e1078 = l_mut_86_;
                                uint l_392_ = (((_e1078 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e1074)))) : (31u - firstbithigh(uint((_e1068 >> 32u)))));
                                int l_393_ = int(l_392_);
                                int l_394_ = asint(asuint(int(64)) - asuint(l_393_));
                                int l_395_ = asint(asuint(l_394_) - asuint(int(1)));
                                int _e1089 = l_mut_39_;
                                int l_396_ = asint(asuint(l_395_) + asuint(_e1089));
                                int l_397_ = asint(asuint(l_396_) + asuint(int(127)));
                                bool l_398_ = (l_397_ >= int(255));
                                if (l_398_) {
                                    l_mut_72_ = 2139095040u;
                                } else {
                                    bool l_399_ = (l_397_ >= int(1));
                                    if (l_399_) {
                                        bool l_400_ = (l_394_ > int(24));
                                        if (l_400_) {
                                            int l_401_ = asint(asuint(l_394_) - asuint(int(24)));
                                            uint64_t l_402_ = uint64_t(l_401_);
                                            uint64_t _e1103 = l_mut_86_;
                                            uint64_t l_403_ = (_e1103 >> uint(l_402_));
                                            l_mut_35_ = l_403_;
                                        } else {
                                            int l_404_ = asint(asuint(int(24)) - asuint(l_394_));
                                            uint64_t l_405_ = uint64_t(l_404_);
                                            uint64_t _e1110 = l_mut_86_;
                                            uint64_t l_406_ = (_e1110 << uint(l_405_));
                                            l_mut_35_ = l_406_;
                                        }
                                        uint l_407_ = uint(l_397_);
                                        uint l_408_ = (l_407_ << 23u);
                                        uint64_t _e1117 = l_mut_35_;
                                        uint l_409_ = uint(_e1117);
                                        uint l_410_ = (l_409_ & 8388607u);
                                        uint l_411_ = (l_408_ | l_410_);
                                        l_mut_72_ = l_411_;
                                    } else {
                                        int _e1123 = l_mut_39_;
                                        int l_412_ = asint(asuint(_e1123) + asuint(int(149)));
                                        bool l_413_ = (l_412_ >= int(0));
                                        if (l_413_) {
                                            uint64_t l_414_ = uint64_t(l_412_);
                                            uint64_t _e1129 = l_mut_86_;
                                            uint64_t l_415_ = (_e1129 << uint(l_414_));
                                            l_mut_35_ = l_415_;
                                        } else {
                                            int l_416_ = asint(asuint(int(0)) - asuint(l_412_));
                                            uint64_t l_417_ = uint64_t(l_416_);
                                            uint64_t _e1136 = l_mut_86_;
                                            uint64_t l_418_ = (_e1136 >> uint(l_417_));
                                            l_mut_35_ = l_418_;
                                        }
                                        uint64_t _e1140 = l_mut_35_;
                                        uint l_419_ = uint(_e1140);
                                        l_mut_72_ = l_419_;
                                    }
                                }
                            }
                            uint _e1143 = l_mut_72_;
                            l_mut_164_ = _e1143;
                            uint64_t _e1144 = l_mut_86_;
                            l_mut_59_ = _e1144;
                        } else {
                            int _e1145 = l_mut_24_;
                            bool l_420_ = (_e1145 <= l_383_);
                            if (l_420_) {
                                int _e1147 = l_mut_24_;
                                uint64_t l_421_ = uint64_t(_e1147);
                                uint64_t _e1149 = l_mut_86_;
                                uint64_t l_422_ = (_e1149 >> uint(l_421_));
                                l_mut_35_ = l_422_;
                                uint64_t _e1153 = l_mut_35_;
                                uint64_t l_423_ = (_e1153 << uint(l_421_));
                                uint64_t _e1157 = l_mut_86_;
                                uint64_t l_424_ = (_e1157 - l_423_);
                                uint64_t l_425_ = (l_421_ - 1uL);
                                uint64_t l_426_ = (1uL << uint(l_425_));
                                bool l_427_ = (l_424_ > l_426_);
                                bool l_428_ = (l_424_ == l_426_);
                                uint64_t _e1167 = l_mut_35_;
                                uint64_t l_429_ = (_e1167 & 1uL);
                                bool l_430_ = (l_429_ == 1uL);
                                if (l_428_) {
                                    local_10 = l_430_;
                                } else {
                                    local_10 = false;
                                }
                                bool l_431_ = local_10;
                                if (!(l_427_)) {
                                    local_11 = l_431_;
                                } else {
                                    local_11 = true;
                                }
                                bool l_432_ = local_11;
                                if (l_432_) {
                                    uint64_t _e1181 = l_mut_35_;
                                    l_mut_35_ = (_e1181 + 1uL);
                                }
                                uint64_t _e1184 = l_mut_35_;
                                uint64_t l_433_ = (_e1184 << uint(l_421_));
                                l_mut_59_ = l_433_;
                                int _e1188 = l_mut_39_;
                                int _e1189 = l_mut_24_;
                                int l_434_ = asint(asuint(_e1188) + asuint(_e1189));
                                l_mut_72_ = 0u;
                                uint64_t _e1192 = l_mut_35_;
                                bool l_435_ = (_e1192 != 0uL);
                                if (l_435_) {
                                    uint64_t _e1195 = l_mut_35_;
                                    uint64_t _e1201 = l_mut_35_;
                                    uint64_t _e1205 = l_mut_35_;
                                    uint l_436_ = (((_e1205 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e1201)))) : (31u - firstbithigh(uint((_e1195 >> 32u)))));
                                    int l_437_ = int(l_436_);
                                    int l_438_ = asint(asuint(int(64)) - asuint(l_437_));
                                    int l_439_ = asint(asuint(l_438_) - asuint(int(1)));
                                    int l_440_ = asint(asuint(l_439_) + asuint(l_434_));
                                    int l_441_ = asint(asuint(l_440_) + asuint(int(127)));
                                    bool l_442_ = (l_441_ >= int(255));
                                    if (l_442_) {
                                        l_mut_72_ = 2139095040u;
                                    } else {
                                        bool l_443_ = (l_441_ >= int(1));
                                        if (l_443_) {
                                            bool l_444_ = (l_438_ > int(24));
                                            if (l_444_) {
                                                int l_445_ = asint(asuint(l_438_) - asuint(int(24)));
                                                uint64_t l_446_ = uint64_t(l_445_);
                                                uint64_t _e1229 = l_mut_35_;
                                                uint64_t l_447_ = (_e1229 >> uint(l_446_));
                                                l_mut_20_ = l_447_;
                                            } else {
                                                int l_448_ = asint(asuint(int(24)) - asuint(l_438_));
                                                uint64_t l_449_ = uint64_t(l_448_);
                                                uint64_t _e1236 = l_mut_35_;
                                                uint64_t l_450_ = (_e1236 << uint(l_449_));
                                                l_mut_20_ = l_450_;
                                            }
                                            uint l_451_ = uint(l_441_);
                                            uint l_452_ = (l_451_ << 23u);
                                            uint64_t _e1243 = l_mut_20_;
                                            uint l_453_ = uint(_e1243);
                                            uint l_454_ = (l_453_ & 8388607u);
                                            uint l_455_ = (l_452_ | l_454_);
                                            l_mut_72_ = l_455_;
                                        } else {
                                            int l_456_ = asint(asuint(l_434_) + asuint(int(149)));
                                            bool l_457_ = (l_456_ >= int(0));
                                            if (l_457_) {
                                                uint64_t l_458_ = uint64_t(l_456_);
                                                uint64_t _e1254 = l_mut_35_;
                                                uint64_t l_459_ = (_e1254 << uint(l_458_));
                                                l_mut_20_ = l_459_;
                                            } else {
                                                int l_460_ = asint(asuint(int(0)) - asuint(l_456_));
                                                uint64_t l_461_ = uint64_t(l_460_);
                                                uint64_t _e1261 = l_mut_35_;
                                                uint64_t l_462_ = (_e1261 >> uint(l_461_));
                                                l_mut_20_ = l_462_;
                                            }
                                            uint64_t _e1265 = l_mut_20_;
                                            uint l_463_ = uint(_e1265);
                                            l_mut_72_ = l_463_;
                                        }
                                    }
                                }
                                uint _e1268 = l_mut_72_;
                                l_mut_164_ = _e1268;
                            }
                        }
                    }
                    uint _e1269 = l_mut_164_;
                    uint l_464_ = (_e1269 | l_350_);
                    float l_465_ = asfloat(l_464_);
                    l_mut_150_ = l_465_;
                    l_mut_466_ = 0.0;
                    uint64_t _e1273 = l_mut_86_;
                    uint64_t _e1274 = l_mut_59_;
                    bool l_467_ = (_e1273 > _e1274);
                    if (l_467_) {
                        uint64_t _e1276 = l_mut_86_;
                        uint64_t _e1277 = l_mut_59_;
                        uint64_t l_468_ = (_e1276 - _e1277);
                        l_mut_72_ = 0u;
                        l_mut_35_ = 0uL;
                        bool l_469_ = (l_468_ != 0uL);
                        if (l_469_) {
                            uint l_470_ = (((l_468_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_468_)))) : (31u - firstbithigh(uint((l_468_ >> 32u)))));
                            int l_471_ = int(l_470_);
                            int l_472_ = asint(asuint(int(64)) - asuint(l_471_));
                            int l_473_ = asint(asuint(l_472_) - asuint(int(1)));
                            int _e1301 = l_mut_39_;
                            int l_474_ = asint(asuint(l_473_) + asuint(_e1301));
                            int l_475_ = asint(asuint(l_474_) + asuint(int(127)));
                            int _e1306 = l_mut_39_;
                            int l_476_ = asint(asuint(int(-149)) - asuint(_e1306));
                            l_mut_24_ = l_476_;
                            bool l_477_ = (l_475_ >= int(1));
                            if (l_477_) {
                                int l_478_ = asint(asuint(l_472_) - asuint(int(24)));
                                l_mut_24_ = l_478_;
                            }
                            int _e1312 = l_mut_24_;
                            bool l_479_ = (_e1312 <= int(0));
                            if (l_479_) {
                                l_mut_58_ = 0u;
                                bool l_480_ = (l_468_ != 0uL);
                                if (l_480_) {
                                    uint l_481_ = (((l_468_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_468_)))) : (31u - firstbithigh(uint((l_468_ >> 32u)))));
                                    int l_482_ = int(l_481_);
                                    int l_483_ = asint(asuint(int(64)) - asuint(l_482_));
                                    int l_484_ = asint(asuint(l_483_) - asuint(int(1)));
                                    int _e1336 = l_mut_39_;
                                    int l_485_ = asint(asuint(l_484_) + asuint(_e1336));
                                    int l_486_ = asint(asuint(l_485_) + asuint(int(127)));
                                    bool l_487_ = (l_486_ >= int(255));
                                    if (l_487_) {
                                        l_mut_58_ = 2139095040u;
                                    } else {
                                        bool l_488_ = (l_486_ >= int(1));
                                        if (l_488_) {
                                            bool l_489_ = (l_483_ > int(24));
                                            if (l_489_) {
                                                int l_490_ = asint(asuint(l_483_) - asuint(int(24)));
                                                uint64_t l_491_ = uint64_t(l_490_);
                                                uint64_t l_492_ = (l_468_ >> uint(l_491_));
                                                l_mut_20_ = l_492_;
                                            } else {
                                                int l_493_ = asint(asuint(int(24)) - asuint(l_483_));
                                                uint64_t l_494_ = uint64_t(l_493_);
                                                uint64_t l_495_ = (l_468_ << uint(l_494_));
                                                l_mut_20_ = l_495_;
                                            }
                                            uint l_496_ = uint(l_486_);
                                            uint l_497_ = (l_496_ << 23u);
                                            uint64_t _e1362 = l_mut_20_;
                                            uint l_498_ = uint(_e1362);
                                            uint l_499_ = (l_498_ & 8388607u);
                                            uint l_500_ = (l_497_ | l_499_);
                                            l_mut_58_ = l_500_;
                                        } else {
                                            int _e1368 = l_mut_39_;
                                            int l_501_ = asint(asuint(_e1368) + asuint(int(149)));
                                            bool l_502_ = (l_501_ >= int(0));
                                            if (l_502_) {
                                                uint64_t l_503_ = uint64_t(l_501_);
                                                uint64_t l_504_ = (l_468_ << uint(l_503_));
                                                l_mut_20_ = l_504_;
                                            } else {
                                                int l_505_ = asint(asuint(int(0)) - asuint(l_501_));
                                                uint64_t l_506_ = uint64_t(l_505_);
                                                uint64_t l_507_ = (l_468_ >> uint(l_506_));
                                                l_mut_20_ = l_507_;
                                            }
                                            uint64_t _e1383 = l_mut_20_;
                                            uint l_508_ = uint(_e1383);
                                            l_mut_58_ = l_508_;
                                        }
                                    }
                                }
                                uint _e1386 = l_mut_58_;
                                l_mut_72_ = _e1386;
                                l_mut_35_ = l_468_;
                            } else {
                                int _e1387 = l_mut_24_;
                                bool l_509_ = (_e1387 <= l_472_);
                                if (l_509_) {
                                    int _e1389 = l_mut_24_;
                                    uint64_t l_510_ = uint64_t(_e1389);
                                    uint64_t l_511_ = (l_468_ >> uint(l_510_));
                                    l_mut_20_ = l_511_;
                                    uint64_t _e1394 = l_mut_20_;
                                    uint64_t l_512_ = (_e1394 << uint(l_510_));
                                    uint64_t l_513_ = (l_468_ - l_512_);
                                    uint64_t l_514_ = (l_510_ - 1uL);
                                    uint64_t l_515_ = (1uL << uint(l_514_));
                                    bool l_516_ = (l_513_ > l_515_);
                                    bool l_517_ = (l_513_ == l_515_);
                                    uint64_t _e1407 = l_mut_20_;
                                    uint64_t l_518_ = (_e1407 & 1uL);
                                    bool l_519_ = (l_518_ == 1uL);
                                    if (l_517_) {
                                        local_12 = l_519_;
                                    } else {
                                        local_12 = false;
                                    }
                                    bool l_520_ = local_12;
                                    if (!(l_516_)) {
                                        local_13 = l_520_;
                                    } else {
                                        local_13 = true;
                                    }
                                    bool l_521_ = local_13;
                                    if (l_521_) {
                                        uint64_t _e1421 = l_mut_20_;
                                        l_mut_20_ = (_e1421 + 1uL);
                                    }
                                    uint64_t _e1424 = l_mut_20_;
                                    uint64_t l_522_ = (_e1424 << uint(l_510_));
                                    l_mut_35_ = l_522_;
                                    int _e1428 = l_mut_39_;
                                    int _e1429 = l_mut_24_;
                                    int l_523_ = asint(asuint(_e1428) + asuint(_e1429));
                                    l_mut_58_ = 0u;
                                    uint64_t _e1432 = l_mut_20_;
                                    bool l_524_ = (_e1432 != 0uL);
                                    if (l_524_) {
                                        uint64_t _e1435 = l_mut_20_;
                                        uint64_t _e1441 = l_mut_20_;
                                        uint64_t _e1445 = l_mut_20_;
                                        uint l_525_ = (((_e1445 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e1441)))) : (31u - firstbithigh(uint((_e1435 >> 32u)))));
                                        int l_526_ = int(l_525_);
                                        int l_527_ = asint(asuint(int(64)) - asuint(l_526_));
                                        int l_528_ = asint(asuint(l_527_) - asuint(int(1)));
                                        int l_529_ = asint(asuint(l_528_) + asuint(l_523_));
                                        int l_530_ = asint(asuint(l_529_) + asuint(int(127)));
                                        bool l_531_ = (l_530_ >= int(255));
                                        if (l_531_) {
                                            l_mut_58_ = 2139095040u;
                                        } else {
                                            bool l_532_ = (l_530_ >= int(1));
                                            if (l_532_) {
                                                bool l_533_ = (l_527_ > int(24));
                                                if (l_533_) {
                                                    int l_534_ = asint(asuint(l_527_) - asuint(int(24)));
                                                    uint64_t l_535_ = uint64_t(l_534_);
                                                    uint64_t _e1469 = l_mut_20_;
                                                    uint64_t l_536_ = (_e1469 >> uint(l_535_));
                                                    l_mut_537_ = l_536_;
                                                } else {
                                                    int l_538_ = asint(asuint(int(24)) - asuint(l_527_));
                                                    uint64_t l_539_ = uint64_t(l_538_);
                                                    uint64_t _e1476 = l_mut_20_;
                                                    uint64_t l_540_ = (_e1476 << uint(l_539_));
                                                    l_mut_537_ = l_540_;
                                                }
                                                uint l_541_ = uint(l_530_);
                                                uint l_542_ = (l_541_ << 23u);
                                                uint64_t _e1483 = l_mut_537_;
                                                uint l_543_ = uint(_e1483);
                                                uint l_544_ = (l_543_ & 8388607u);
                                                uint l_545_ = (l_542_ | l_544_);
                                                l_mut_58_ = l_545_;
                                            } else {
                                                int l_546_ = asint(asuint(l_523_) + asuint(int(149)));
                                                bool l_547_ = (l_546_ >= int(0));
                                                if (l_547_) {
                                                    uint64_t l_548_ = uint64_t(l_546_);
                                                    uint64_t _e1494 = l_mut_20_;
                                                    uint64_t l_549_ = (_e1494 << uint(l_548_));
                                                    l_mut_537_ = l_549_;
                                                } else {
                                                    int l_550_ = asint(asuint(int(0)) - asuint(l_546_));
                                                    uint64_t l_551_ = uint64_t(l_550_);
                                                    uint64_t _e1501 = l_mut_20_;
                                                    uint64_t l_552_ = (_e1501 >> uint(l_551_));
                                                    l_mut_537_ = l_552_;
                                                }
                                                uint64_t _e1505 = l_mut_537_;
                                                uint l_553_ = uint(_e1505);
                                                l_mut_58_ = l_553_;
                                            }
                                        }
                                    }
                                    uint _e1508 = l_mut_58_;
                                    l_mut_72_ = _e1508;
                                }
                            }
                        }
                        uint _e1509 = l_mut_72_;
                        uint l_554_ = (_e1509 | l_350_);
                        float l_555_ = asfloat(l_554_);
                        l_mut_466_ = l_555_;
                    } else {
                        uint64_t _e1512 = l_mut_59_;
                        uint64_t _e1513 = l_mut_86_;
                        bool l_556_ = (_e1512 > _e1513);
                        if (l_556_) {
                            uint64_t _e1515 = l_mut_59_;
                            uint64_t _e1516 = l_mut_86_;
                            uint64_t l_557_ = (_e1515 - _e1516);
                            l_mut_72_ = 0u;
                            l_mut_537_ = 0uL;
                            bool l_558_ = (l_557_ != 0uL);
                            if (l_558_) {
                                uint l_559_ = (((l_557_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_557_)))) : (31u - firstbithigh(uint((l_557_ >> 32u)))));
                                int l_560_ = int(l_559_);
                                int l_561_ = asint(asuint(int(64)) - asuint(l_560_));
                                int l_562_ = asint(asuint(l_561_) - asuint(int(1)));
                                int _e1540 = l_mut_39_;
                                int l_563_ = asint(asuint(l_562_) + asuint(_e1540));
                                int l_564_ = asint(asuint(l_563_) + asuint(int(127)));
                                int _e1545 = l_mut_39_;
                                int l_565_ = asint(asuint(int(-149)) - asuint(_e1545));
                                l_mut_24_ = l_565_;
                                bool l_566_ = (l_564_ >= int(1));
                                if (l_566_) {
                                    int l_567_ = asint(asuint(l_561_) - asuint(int(24)));
                                    l_mut_24_ = l_567_;
                                }
                                int _e1551 = l_mut_24_;
                                bool l_568_ = (_e1551 <= int(0));
                                if (l_568_) {
                                    l_mut_58_ = 0u;
                                    bool l_569_ = (l_557_ != 0uL);
                                    if (l_569_) {
                                        uint l_570_ = (((l_557_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_557_)))) : (31u - firstbithigh(uint((l_557_ >> 32u)))));
                                        int l_571_ = int(l_570_);
                                        int l_572_ = asint(asuint(int(64)) - asuint(l_571_));
                                        int l_573_ = asint(asuint(l_572_) - asuint(int(1)));
                                        int _e1575 = l_mut_39_;
                                        int l_574_ = asint(asuint(l_573_) + asuint(_e1575));
                                        int l_575_ = asint(asuint(l_574_) + asuint(int(127)));
                                        bool l_576_ = (l_575_ >= int(255));
                                        if (l_576_) {
                                            l_mut_58_ = 2139095040u;
                                        } else {
                                            bool l_577_ = (l_575_ >= int(1));
                                            if (l_577_) {
                                                bool l_578_ = (l_572_ > int(24));
                                                if (l_578_) {
                                                    int l_579_ = asint(asuint(l_572_) - asuint(int(24)));
                                                    uint64_t l_580_ = uint64_t(l_579_);
                                                    uint64_t l_581_ = (l_557_ >> uint(l_580_));
                                                    l_mut_86_ = l_581_;
                                                } else {
                                                    int l_582_ = asint(asuint(int(24)) - asuint(l_572_));
                                                    uint64_t l_583_ = uint64_t(l_582_);
                                                    uint64_t l_584_ = (l_557_ << uint(l_583_));
                                                    l_mut_86_ = l_584_;
                                                }
                                                uint l_585_ = uint(l_575_);
                                                uint l_586_ = (l_585_ << 23u);
                                                uint64_t _e1601 = l_mut_86_;
                                                uint l_587_ = uint(_e1601);
                                                uint l_588_ = (l_587_ & 8388607u);
                                                uint l_589_ = (l_586_ | l_588_);
                                                l_mut_58_ = l_589_;
                                            } else {
                                                int _e1607 = l_mut_39_;
                                                int l_590_ = asint(asuint(_e1607) + asuint(int(149)));
                                                bool l_591_ = (l_590_ >= int(0));
                                                if (l_591_) {
                                                    uint64_t l_592_ = uint64_t(l_590_);
                                                    uint64_t l_593_ = (l_557_ << uint(l_592_));
                                                    l_mut_86_ = l_593_;
                                                } else {
                                                    int l_594_ = asint(asuint(int(0)) - asuint(l_590_));
                                                    uint64_t l_595_ = uint64_t(l_594_);
                                                    uint64_t l_596_ = (l_557_ >> uint(l_595_));
                                                    l_mut_86_ = l_596_;
                                                }
                                                uint64_t _e1622 = l_mut_86_;
                                                uint l_597_ = uint(_e1622);
                                                l_mut_58_ = l_597_;
                                            }
                                        }
                                    }
                                    uint _e1625 = l_mut_58_;
                                    l_mut_72_ = _e1625;
                                    l_mut_537_ = l_557_;
                                } else {
                                    int _e1626 = l_mut_24_;
                                    bool l_598_ = (_e1626 <= l_561_);
                                    if (l_598_) {
                                        int _e1628 = l_mut_24_;
                                        uint64_t l_599_ = uint64_t(_e1628);
                                        uint64_t l_600_ = (l_557_ >> uint(l_599_));
                                        l_mut_86_ = l_600_;
                                        uint64_t _e1633 = l_mut_86_;
                                        uint64_t l_601_ = (_e1633 << uint(l_599_));
                                        uint64_t l_602_ = (l_557_ - l_601_);
                                        uint64_t l_603_ = (l_599_ - 1uL);
                                        uint64_t l_604_ = (1uL << uint(l_603_));
                                        bool l_605_ = (l_602_ > l_604_);
                                        bool l_606_ = (l_602_ == l_604_);
                                        uint64_t _e1646 = l_mut_86_;
                                        uint64_t l_607_ = (_e1646 & 1uL);
                                        bool l_608_ = (l_607_ == 1uL);
                                        if (l_606_) {
                                            local_14 = l_608_;
                                        } else {
                                            local_14 = false;
                                        }
                                        bool l_609_ = local_14;
                                        if (!(l_605_)) {
                                            local_15 = l_609_;
                                        } else {
                                            local_15 = true;
                                        }
                                        bool l_610_ = local_15;
                                        if (l_610_) {
                                            uint64_t _e1660 = l_mut_86_;
                                            l_mut_86_ = (_e1660 + 1uL);
                                        }
                                        uint64_t _e1663 = l_mut_86_;
                                        uint64_t l_611_ = (_e1663 << uint(l_599_));
                                        l_mut_537_ = l_611_;
                                        int _e1667 = l_mut_39_;
                                        int _e1668 = l_mut_24_;
                                        int l_612_ = asint(asuint(_e1667) + asuint(_e1668));
                                        l_mut_58_ = 0u;
                                        uint64_t _e1671 = l_mut_86_;
                                        bool l_613_ = (_e1671 != 0uL);
                                        if (l_613_) {
                                            uint64_t _e1674 = l_mut_86_;
                                            uint64_t _e1680 = l_mut_86_;
                                            uint64_t _e1684 = l_mut_86_;
                                            uint l_614_ = (((_e1684 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e1680)))) : (31u - firstbithigh(uint((_e1674 >> 32u)))));
                                            int l_615_ = int(l_614_);
                                            int l_616_ = asint(asuint(int(64)) - asuint(l_615_));
                                            int l_617_ = asint(asuint(l_616_) - asuint(int(1)));
                                            int l_618_ = asint(asuint(l_617_) + asuint(l_612_));
                                            int l_619_ = asint(asuint(l_618_) + asuint(int(127)));
                                            bool l_620_ = (l_619_ >= int(255));
                                            if (l_620_) {
                                                l_mut_58_ = 2139095040u;
                                            } else {
                                                bool l_621_ = (l_619_ >= int(1));
                                                if (l_621_) {
                                                    bool l_622_ = (l_616_ > int(24));
                                                    if (l_622_) {
                                                        int l_623_ = asint(asuint(l_616_) - asuint(int(24)));
                                                        uint64_t l_624_ = uint64_t(l_623_);
                                                        uint64_t _e1708 = l_mut_86_;
                                                        uint64_t l_625_ = (_e1708 >> uint(l_624_));
                                                        l_mut_35_ = l_625_;
                                                    } else {
                                                        int l_626_ = asint(asuint(int(24)) - asuint(l_616_));
                                                        uint64_t l_627_ = uint64_t(l_626_);
                                                        uint64_t _e1715 = l_mut_86_;
                                                        uint64_t l_628_ = (_e1715 << uint(l_627_));
                                                        l_mut_35_ = l_628_;
                                                    }
                                                    uint l_629_ = uint(l_619_);
                                                    uint l_630_ = (l_629_ << 23u);
                                                    uint64_t _e1722 = l_mut_35_;
                                                    uint l_631_ = uint(_e1722);
                                                    uint l_632_ = (l_631_ & 8388607u);
                                                    uint l_633_ = (l_630_ | l_632_);
                                                    l_mut_58_ = l_633_;
                                                } else {
                                                    int l_634_ = asint(asuint(l_612_) + asuint(int(149)));
                                                    bool l_635_ = (l_634_ >= int(0));
                                                    if (l_635_) {
                                                        uint64_t l_636_ = uint64_t(l_634_);
                                                        uint64_t _e1733 = l_mut_86_;
                                                        uint64_t l_637_ = (_e1733 << uint(l_636_));
                                                        l_mut_35_ = l_637_;
                                                    } else {
                                                        int l_638_ = asint(asuint(int(0)) - asuint(l_634_));
                                                        uint64_t l_639_ = uint64_t(l_638_);
                                                        uint64_t _e1740 = l_mut_86_;
                                                        uint64_t l_640_ = (_e1740 >> uint(l_639_));
                                                        l_mut_35_ = l_640_;
                                                    }
                                                    uint64_t _e1744 = l_mut_35_;
                                                    uint l_641_ = uint(_e1744);
                                                    l_mut_58_ = l_641_;
                                                }
                                            }
                                        }
                                        uint _e1747 = l_mut_58_;
                                        l_mut_72_ = _e1747;
                                    }
                                }
                            }
                            uint l_642_ = (l_350_ ^ 2147483648u);
                            uint _e1750 = l_mut_72_;
                            uint l_643_ = (_e1750 | l_642_);
                            float l_644_ = asfloat(l_643_);
                            l_mut_466_ = l_644_;
                        }
                    }
                    float _e1753 = l_mut_466_;
                    l_mut_366_ = _e1753;
                }
            }
        }
        uint l_688_ = asuint(info.Load(12+0));
        uint l_689_ = (l_688_ * 1u);
        uint _e1760 = l_mut_4_;
        bool l_690_ = (_e1760 < l_689_);
        if (l_690_) {
            uint _e1763 = l_mut_4_;
            float _e1765 = l_mut_150_;
            buffer_3_global.Store(_e1763*4, asuint(_e1765));
        }
        uint _e1766 = l_mut_4_;
        uint l_645_ = (l_1_ + _e1766);
        uint l_691_ = asuint(info.Load(12+0));
        uint l_692_ = (l_691_ * 1u);
        bool l_693_ = (l_645_ < l_692_);
        if (l_693_) {
            float _e1777 = l_mut_366_;
            buffer_3_global.Store(l_645_*4, asuint(_e1777));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
