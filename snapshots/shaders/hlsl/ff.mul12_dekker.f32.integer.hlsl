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

[numthreads(64, 1, 1)]
void transforms_f_f32_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint64_t l_mut_125_ = (uint64_t)0;
    float l_mut_144_ = (float)0;
    uint64_t l_mut_14_ = (uint64_t)0;
    uint l_mut_158_ = (uint)0;
    int l_mut_18_ = (int)0;
    uint64_t l_mut_216_ = (uint64_t)0;
    uint64_t l_mut_29_ = (uint64_t)0;
    int l_mut_33_ = (int)0;
    float l_mut_39_ = (float)0;
    float l_mut_40_ = (float)0;
    uint l_mut_52_ = (uint)0;
    uint64_t l_mut_53_ = (uint64_t)0;
    int l_mut_62_ = (int)0;
    uint l_mut_66_ = (uint)0;
    uint64_t l_mut_80_ = (uint64_t)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;
    bool local_5 = (bool)0;
    bool local_6 = (bool)0;
    bool local_7 = (bool)0;
    bool local_8 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_325_ = asuint(info.Load(8+0));
        uint l_326_ = (l_325_ * 1u);
        bool l_327_ = (0u < l_326_);
        uint l_328_ = (l_326_ - 1u);
        uint l_329_ = min(0u, l_328_);
        float l_330_ = asfloat(buffer_2_global.Load(l_329_*4));
        float l_2_ = (l_327_ ? l_330_ : 0.0);
        uint l_332_ = asuint(info.Load(8+0));
        uint l_333_ = (l_332_ * 1u);
        bool l_334_ = (1u < l_333_);
        uint l_335_ = (l_333_ - 1u);
        uint l_336_ = min(1u, l_335_);
        float l_337_ = asfloat(buffer_2_global.Load(l_336_*4));
        float l_3_ = (l_334_ ? l_337_ : 0.0);
        uint l_339_ = asuint(info.Load(0+0));
        uint l_340_ = (l_339_ * 1u);
        bool l_341_ = (id < l_340_);
        uint l_342_ = (l_340_ - 1u);
        uint l_343_ = min(id, l_342_);
        float l_344_ = asfloat(buffer_0_global.Load(l_343_*4));
        float l_4_ = (l_341_ ? l_344_ : 0.0);
        uint l_346_ = asuint(info.Load(4+0));
        uint l_347_ = (l_346_ * 1u);
        bool l_348_ = (id < l_347_);
        uint l_349_ = (l_347_ - 1u);
        uint l_350_ = min(id, l_349_);
        float l_351_ = asfloat(buffer_1_global.Load(l_350_*4));
        float l_5_ = (l_348_ ? l_351_ : 0.0);
        uint l_6_ = asuint(l_4_);
        uint l_7_ = asuint(l_5_);
        uint l_8_ = (l_6_ >> 23u);
        uint l_9_ = (l_8_ & 255u);
        uint l_10_ = (l_6_ & 8388607u);
        bool l_11_ = (l_9_ != 0u);
        if (l_11_) {
            uint l_12_ = (l_10_ | 8388608u);
            uint64_t l_13_ = uint64_t(l_12_);
            l_mut_14_ = l_13_;
        } else {
            uint64_t l_15_ = uint64_t(l_10_);
            l_mut_14_ = l_15_;
        }
        if (l_11_) {
            int l_16_ = int(l_9_);
            int l_17_ = asint(asuint(l_16_) - asuint(int(150)));
            l_mut_18_ = l_17_;
        } else {
            int l_20_ = asint(asuint(int(1)) - asuint(int(150)));
            l_mut_18_ = l_20_;
        }
        uint l_21_ = (l_6_ & 2147483648u);
        bool l_22_ = (l_9_ == 255u);
        uint l_23_ = (l_7_ >> 23u);
        uint l_24_ = (l_23_ & 255u);
        uint l_25_ = (l_7_ & 8388607u);
        bool l_26_ = (l_24_ != 0u);
        if (l_26_) {
            uint l_27_ = (l_25_ | 8388608u);
            uint64_t l_28_ = uint64_t(l_27_);
            l_mut_29_ = l_28_;
        } else {
            uint64_t l_30_ = uint64_t(l_25_);
            l_mut_29_ = l_30_;
        }
        if (l_26_) {
            int l_31_ = int(l_24_);
            int l_32_ = asint(asuint(l_31_) - asuint(int(150)));
            l_mut_33_ = l_32_;
        } else {
            int l_35_ = asint(asuint(int(1)) - asuint(int(150)));
            l_mut_33_ = l_35_;
        }
        uint l_36_ = (l_7_ & 2147483648u);
        bool l_37_ = (l_24_ == 255u);
        float l_38_ = (l_4_ * l_5_);
        l_mut_39_ = l_38_;
        l_mut_40_ = 0.0;
        bool l_41_ = !(l_22_);
        bool l_42_ = !(l_37_);
        if (l_41_) {
            local = l_42_;
        } else {
            local = false;
        }
        bool l_43_ = local;
        uint64_t _e163 = l_mut_14_;
        bool l_44_ = (_e163 != 0uL);
        if (l_43_) {
            local_1 = l_44_;
        } else {
            local_1 = false;
        }
        bool l_45_ = local_1;
        uint64_t _e170 = l_mut_29_;
        bool l_46_ = (_e170 != 0uL);
        if (l_45_) {
            local_2 = l_46_;
        } else {
            local_2 = false;
        }
        bool l_47_ = local_2;
        if (l_47_) {
            uint64_t _e177 = l_mut_14_;
            uint64_t _e178 = l_mut_29_;
            uint64_t l_48_ = (_e177 * _e178);
            int _e180 = l_mut_18_;
            int _e181 = l_mut_33_;
            int l_49_ = asint(asuint(_e180) + asuint(_e181));
            uint l_50_ = (l_6_ ^ l_7_);
            uint l_51_ = (l_50_ & 2147483648u);
            l_mut_52_ = 0u;
            l_mut_53_ = 0uL;
            bool l_54_ = (l_48_ != 0uL);
            if (l_54_) {
                uint l_55_ = (((l_48_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_48_)))) : (31u - firstbithigh(uint((l_48_ >> 32u)))));
                int l_56_ = int(l_55_);
                int l_57_ = asint(asuint(int(64)) - asuint(l_56_));
                int l_58_ = asint(asuint(l_57_) - asuint(int(1)));
                int l_59_ = asint(asuint(l_58_) + asuint(l_49_));
                int l_60_ = asint(asuint(l_59_) + asuint(int(127)));
                int l_61_ = asint(asuint(int(-149)) - asuint(l_49_));
                l_mut_62_ = l_61_;
                bool l_63_ = (l_60_ >= int(1));
                if (l_63_) {
                    int l_64_ = asint(asuint(l_57_) - asuint(int(24)));
                    l_mut_62_ = l_64_;
                }
                int _e217 = l_mut_62_;
                bool l_65_ = (_e217 <= int(0));
                if (l_65_) {
                    l_mut_66_ = 0u;
                    bool l_67_ = (l_48_ != 0uL);
                    if (l_67_) {
                        uint l_68_ = (((l_48_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_48_)))) : (31u - firstbithigh(uint((l_48_ >> 32u)))));
                        int l_69_ = int(l_68_);
                        int l_70_ = asint(asuint(int(64)) - asuint(l_69_));
                        int l_71_ = asint(asuint(l_70_) - asuint(int(1)));
                        int l_72_ = asint(asuint(l_71_) + asuint(l_49_));
                        int l_73_ = asint(asuint(l_72_) + asuint(int(127)));
                        bool l_74_ = (l_73_ >= int(255));
                        if (l_74_) {
                            l_mut_66_ = 2139095040u;
                        } else {
                            bool l_75_ = (l_73_ >= int(1));
                            if (l_75_) {
                                bool l_76_ = (l_70_ > int(24));
                                if (l_76_) {
                                    int l_77_ = asint(asuint(l_70_) - asuint(int(24)));
                                    uint64_t l_78_ = uint64_t(l_77_);
                                    uint64_t l_79_ = (l_48_ >> uint(l_78_));
                                    l_mut_80_ = l_79_;
                                } else {
                                    int l_81_ = asint(asuint(int(24)) - asuint(l_70_));
                                    uint64_t l_82_ = uint64_t(l_81_);
                                    uint64_t l_83_ = (l_48_ << uint(l_82_));
                                    l_mut_80_ = l_83_;
                                }
                                uint l_84_ = uint(l_73_);
                                uint l_85_ = (l_84_ << 23u);
                                uint64_t _e266 = l_mut_80_;
                                uint l_86_ = uint(_e266);
                                uint l_87_ = (l_86_ & 8388607u);
                                uint l_88_ = (l_85_ | l_87_);
                                l_mut_66_ = l_88_;
                            } else {
                                int l_89_ = asint(asuint(l_49_) + asuint(int(149)));
                                bool l_90_ = (l_89_ >= int(0));
                                if (l_90_) {
                                    uint64_t l_91_ = uint64_t(l_89_);
                                    uint64_t l_92_ = (l_48_ << uint(l_91_));
                                    l_mut_80_ = l_92_;
                                } else {
                                    int l_93_ = asint(asuint(int(0)) - asuint(l_89_));
                                    uint64_t l_94_ = uint64_t(l_93_);
                                    uint64_t l_95_ = (l_48_ >> uint(l_94_));
                                    l_mut_80_ = l_95_;
                                }
                                uint64_t _e286 = l_mut_80_;
                                uint l_96_ = uint(_e286);
                                l_mut_66_ = l_96_;
                            }
                        }
                    }
                    uint _e289 = l_mut_66_;
                    l_mut_52_ = _e289;
                    l_mut_53_ = l_48_;
                } else {
                    int _e290 = l_mut_62_;
                    bool l_97_ = (_e290 <= l_57_);
                    if (l_97_) {
                        int _e292 = l_mut_62_;
                        uint64_t l_98_ = uint64_t(_e292);
                        uint64_t l_99_ = (l_48_ >> uint(l_98_));
                        l_mut_80_ = l_99_;
                        uint64_t _e297 = l_mut_80_;
                        uint64_t l_100_ = (_e297 << uint(l_98_));
                        uint64_t l_101_ = (l_48_ - l_100_);
                        uint64_t l_102_ = (l_98_ - 1uL);
                        uint64_t l_103_ = (1uL << uint(l_102_));
                        bool l_104_ = (l_101_ > l_103_);
                        bool l_105_ = (l_101_ == l_103_);
                        uint64_t _e310 = l_mut_80_;
                        uint64_t l_106_ = (_e310 & 1uL);
                        bool l_107_ = (l_106_ == 1uL);
                        if (l_105_) {
                            local_3 = l_107_;
                        } else {
                            local_3 = false;
                        }
                        bool l_108_ = local_3;
                        if (!(l_104_)) {
                            local_4 = l_108_;
                        } else {
                            local_4 = true;
                        }
                        bool l_109_ = local_4;
                        if (l_109_) {
                            uint64_t _e324 = l_mut_80_;
                            l_mut_80_ = (_e324 + 1uL);
                        }
                        uint64_t _e327 = l_mut_80_;
                        uint64_t l_110_ = (_e327 << uint(l_98_));
                        l_mut_53_ = l_110_;
                        int _e331 = l_mut_62_;
                        int l_111_ = asint(asuint(l_49_) + asuint(_e331));
                        l_mut_66_ = 0u;
                        uint64_t _e334 = l_mut_80_;
                        bool l_112_ = (_e334 != 0uL);
                        if (l_112_) {
                            uint64_t _e337 = l_mut_80_;
                            uint64_t _e343 = l_mut_80_;
                            uint64_t _e347 = l_mut_80_;
                            uint l_113_ = (((_e347 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e343)))) : (31u - firstbithigh(uint((_e337 >> 32u)))));
                            int l_114_ = int(l_113_);
                            int l_115_ = asint(asuint(int(64)) - asuint(l_114_));
                            int l_116_ = asint(asuint(l_115_) - asuint(int(1)));
                            int l_117_ = asint(asuint(l_116_) + asuint(l_111_));
                            int l_118_ = asint(asuint(l_117_) + asuint(int(127)));
                            bool l_119_ = (l_118_ >= int(255));
                            if (l_119_) {
                                l_mut_66_ = 2139095040u;
                            } else {
                                bool l_120_ = (l_118_ >= int(1));
                                if (l_120_) {
                                    bool l_121_ = (l_115_ > int(24));
                                    if (l_121_) {
                                        int l_122_ = asint(asuint(l_115_) - asuint(int(24)));
                                        uint64_t l_123_ = uint64_t(l_122_);
                                        uint64_t _e371 = l_mut_80_;
                                        uint64_t l_124_ = (_e371 >> uint(l_123_));
                                        l_mut_125_ = l_124_;
                                    } else {
                                        int l_126_ = asint(asuint(int(24)) - asuint(l_115_));
                                        uint64_t l_127_ = uint64_t(l_126_);
                                        uint64_t _e378 = l_mut_80_;
                                        uint64_t l_128_ = (_e378 << uint(l_127_));
                                        l_mut_125_ = l_128_;
                                    }
                                    uint l_129_ = uint(l_118_);
                                    uint l_130_ = (l_129_ << 23u);
                                    uint64_t _e385 = l_mut_125_;
                                    uint l_131_ = uint(_e385);
                                    uint l_132_ = (l_131_ & 8388607u);
                                    uint l_133_ = (l_130_ | l_132_);
                                    l_mut_66_ = l_133_;
                                } else {
                                    int l_134_ = asint(asuint(l_111_) + asuint(int(149)));
                                    bool l_135_ = (l_134_ >= int(0));
                                    if (l_135_) {
                                        uint64_t l_136_ = uint64_t(l_134_);
                                        uint64_t _e396 = l_mut_80_;
                                        uint64_t l_137_ = (_e396 << uint(l_136_));
                                        l_mut_125_ = l_137_;
                                    } else {
                                        int l_138_ = asint(asuint(int(0)) - asuint(l_134_));
                                        uint64_t l_139_ = uint64_t(l_138_);
                                        uint64_t _e403 = l_mut_80_;
                                        uint64_t l_140_ = (_e403 >> uint(l_139_));
                                        l_mut_125_ = l_140_;
                                    }
                                    uint64_t _e407 = l_mut_125_;
                                    uint l_141_ = uint(_e407);
                                    l_mut_66_ = l_141_;
                                }
                            }
                        }
                        uint _e410 = l_mut_66_;
                        l_mut_52_ = _e410;
                    }
                }
            }
            uint _e411 = l_mut_52_;
            uint l_142_ = (_e411 | l_51_);
            float l_143_ = asfloat(l_142_);
            l_mut_39_ = l_143_;
            l_mut_144_ = 0.0;
            uint64_t _e415 = l_mut_53_;
            bool l_145_ = (l_48_ > _e415);
            if (l_145_) {
                uint64_t _e417 = l_mut_53_;
                uint64_t l_146_ = (l_48_ - _e417);
                l_mut_66_ = 0u;
                l_mut_125_ = 0uL;
                bool l_147_ = (l_146_ != 0uL);
                if (l_147_) {
                    uint l_148_ = (((l_146_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_146_)))) : (31u - firstbithigh(uint((l_146_ >> 32u)))));
                    int l_149_ = int(l_148_);
                    int l_150_ = asint(asuint(int(64)) - asuint(l_149_));
                    int l_151_ = asint(asuint(l_150_) - asuint(int(1)));
                    int l_152_ = asint(asuint(l_151_) + asuint(l_49_));
                    int l_153_ = asint(asuint(l_152_) + asuint(int(127)));
                    int l_154_ = asint(asuint(int(-149)) - asuint(l_49_));
                    l_mut_62_ = l_154_;
                    bool l_155_ = (l_153_ >= int(1));
                    if (l_155_) {
                        int l_156_ = asint(asuint(l_150_) - asuint(int(24)));
                        l_mut_62_ = l_156_;
                    }
                    int _e450 = l_mut_62_;
                    bool l_157_ = (_e450 <= int(0));
                    if (l_157_) {
                        l_mut_158_ = 0u;
                        bool l_159_ = (l_146_ != 0uL);
                        if (l_159_) {
                            uint l_160_ = (((l_146_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_146_)))) : (31u - firstbithigh(uint((l_146_ >> 32u)))));
                            int l_161_ = int(l_160_);
                            int l_162_ = asint(asuint(int(64)) - asuint(l_161_));
                            int l_163_ = asint(asuint(l_162_) - asuint(int(1)));
                            int l_164_ = asint(asuint(l_163_) + asuint(l_49_));
                            int l_165_ = asint(asuint(l_164_) + asuint(int(127)));
                            bool l_166_ = (l_165_ >= int(255));
                            if (l_166_) {
                                l_mut_158_ = 2139095040u;
                            } else {
                                bool l_167_ = (l_165_ >= int(1));
                                if (l_167_) {
                                    bool l_168_ = (l_162_ > int(24));
                                    if (l_168_) {
                                        int l_169_ = asint(asuint(l_162_) - asuint(int(24)));
                                        uint64_t l_170_ = uint64_t(l_169_);
                                        uint64_t l_171_ = (l_146_ >> uint(l_170_));
                                        l_mut_80_ = l_171_;
                                    } else {
                                        int l_172_ = asint(asuint(int(24)) - asuint(l_162_));
                                        uint64_t l_173_ = uint64_t(l_172_);
                                        uint64_t l_174_ = (l_146_ << uint(l_173_));
                                        l_mut_80_ = l_174_;
                                    }
                                    uint l_175_ = uint(l_165_);
                                    uint l_176_ = (l_175_ << 23u);
                                    uint64_t _e499 = l_mut_80_;
                                    uint l_177_ = uint(_e499);
                                    uint l_178_ = (l_177_ & 8388607u);
                                    uint l_179_ = (l_176_ | l_178_);
                                    l_mut_158_ = l_179_;
                                } else {
                                    int l_180_ = asint(asuint(l_49_) + asuint(int(149)));
                                    bool l_181_ = (l_180_ >= int(0));
                                    if (l_181_) {
                                        uint64_t l_182_ = uint64_t(l_180_);
                                        uint64_t l_183_ = (l_146_ << uint(l_182_));
                                        l_mut_80_ = l_183_;
                                    } else {
                                        int l_184_ = asint(asuint(int(0)) - asuint(l_180_));
                                        uint64_t l_185_ = uint64_t(l_184_);
                                        uint64_t l_186_ = (l_146_ >> uint(l_185_));
                                        l_mut_80_ = l_186_;
                                    }
                                    uint64_t _e519 = l_mut_80_;
                                    uint l_187_ = uint(_e519);
                                    l_mut_158_ = l_187_;
                                }
                            }
                        }
                        uint _e522 = l_mut_158_;
                        l_mut_66_ = _e522;
                        l_mut_125_ = l_146_;
                    } else {
                        int _e523 = l_mut_62_;
                        bool l_188_ = (_e523 <= l_150_);
                        if (l_188_) {
                            int _e525 = l_mut_62_;
                            uint64_t l_189_ = uint64_t(_e525);
                            uint64_t l_190_ = (l_146_ >> uint(l_189_));
                            l_mut_80_ = l_190_;
                            uint64_t _e530 = l_mut_80_;
                            uint64_t l_191_ = (_e530 << uint(l_189_));
                            uint64_t l_192_ = (l_146_ - l_191_);
                            uint64_t l_193_ = (l_189_ - 1uL);
                            uint64_t l_194_ = (1uL << uint(l_193_));
                            bool l_195_ = (l_192_ > l_194_);
                            bool l_196_ = (l_192_ == l_194_);
                            uint64_t _e543 = l_mut_80_;
                            uint64_t l_197_ = (_e543 & 1uL);
                            bool l_198_ = (l_197_ == 1uL);
                            if (l_196_) {
                                local_5 = l_198_;
                            } else {
                                local_5 = false;
                            }
                            bool l_199_ = local_5;
                            if (!(l_195_)) {
                                local_6 = l_199_;
                            } else {
                                local_6 = true;
                            }
                            bool l_200_ = local_6;
                            if (l_200_) {
                                uint64_t _e557 = l_mut_80_;
                                l_mut_80_ = (_e557 + 1uL);
                            }
                            uint64_t _e560 = l_mut_80_;
                            uint64_t l_201_ = (_e560 << uint(l_189_));
                            l_mut_125_ = l_201_;
                            int _e564 = l_mut_62_;
                            int l_202_ = asint(asuint(l_49_) + asuint(_e564));
                            l_mut_158_ = 0u;
                            uint64_t _e567 = l_mut_80_;
                            bool l_203_ = (_e567 != 0uL);
                            if (l_203_) {
                                uint64_t _e570 = l_mut_80_;
                                uint64_t _e576 = l_mut_80_;
                                uint64_t _e580 = l_mut_80_;
                                uint l_204_ = (((_e580 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e576)))) : (31u - firstbithigh(uint((_e570 >> 32u)))));
                                int l_205_ = int(l_204_);
                                int l_206_ = asint(asuint(int(64)) - asuint(l_205_));
                                int l_207_ = asint(asuint(l_206_) - asuint(int(1)));
                                int l_208_ = asint(asuint(l_207_) + asuint(l_202_));
                                int l_209_ = asint(asuint(l_208_) + asuint(int(127)));
                                bool l_210_ = (l_209_ >= int(255));
                                if (l_210_) {
                                    l_mut_158_ = 2139095040u;
                                } else {
                                    bool l_211_ = (l_209_ >= int(1));
                                    if (l_211_) {
                                        bool l_212_ = (l_206_ > int(24));
                                        if (l_212_) {
                                            int l_213_ = asint(asuint(l_206_) - asuint(int(24)));
                                            uint64_t l_214_ = uint64_t(l_213_);
                                            uint64_t _e604 = l_mut_80_;
                                            uint64_t l_215_ = (_e604 >> uint(l_214_));
                                            l_mut_216_ = l_215_;
                                        } else {
                                            int l_217_ = asint(asuint(int(24)) - asuint(l_206_));
                                            uint64_t l_218_ = uint64_t(l_217_);
                                            uint64_t _e611 = l_mut_80_;
                                            uint64_t l_219_ = (_e611 << uint(l_218_));
                                            l_mut_216_ = l_219_;
                                        }
                                        uint l_220_ = uint(l_209_);
                                        uint l_221_ = (l_220_ << 23u);
                                        uint64_t _e618 = l_mut_216_;
                                        uint l_222_ = uint(_e618);
                                        uint l_223_ = (l_222_ & 8388607u);
                                        uint l_224_ = (l_221_ | l_223_);
                                        l_mut_158_ = l_224_;
                                    } else {
                                        int l_225_ = asint(asuint(l_202_) + asuint(int(149)));
                                        bool l_226_ = (l_225_ >= int(0));
                                        if (l_226_) {
                                            uint64_t l_227_ = uint64_t(l_225_);
                                            uint64_t _e629 = l_mut_80_;
                                            uint64_t l_228_ = (_e629 << uint(l_227_));
                                            l_mut_216_ = l_228_;
                                        } else {
                                            int l_229_ = asint(asuint(int(0)) - asuint(l_225_));
                                            uint64_t l_230_ = uint64_t(l_229_);
                                            uint64_t _e636 = l_mut_80_;
                                            uint64_t l_231_ = (_e636 >> uint(l_230_));
                                            l_mut_216_ = l_231_;
                                        }
                                        uint64_t _e640 = l_mut_216_;
                                        uint l_232_ = uint(_e640);
                                        l_mut_158_ = l_232_;
                                    }
                                }
                            }
                            uint _e643 = l_mut_158_;
                            l_mut_66_ = _e643;
                        }
                    }
                }
                uint _e644 = l_mut_66_;
                uint l_233_ = (_e644 | l_51_);
                float l_234_ = asfloat(l_233_);
                l_mut_144_ = l_234_;
            } else {
                uint64_t _e647 = l_mut_53_;
                bool l_235_ = (_e647 > l_48_);
                if (l_235_) {
                    uint64_t _e649 = l_mut_53_;
                    uint64_t l_236_ = (_e649 - l_48_);
                    l_mut_158_ = 0u;
                    l_mut_216_ = 0uL;
                    bool l_237_ = (l_236_ != 0uL);
                    if (l_237_) {
                        uint l_238_ = (((l_236_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_236_)))) : (31u - firstbithigh(uint((l_236_ >> 32u)))));
                        int l_239_ = int(l_238_);
                        int l_240_ = asint(asuint(int(64)) - asuint(l_239_));
                        int l_241_ = asint(asuint(l_240_) - asuint(int(1)));
                        int l_242_ = asint(asuint(l_241_) + asuint(l_49_));
                        int l_243_ = asint(asuint(l_242_) + asuint(int(127)));
                        int l_244_ = asint(asuint(int(-149)) - asuint(l_49_));
                        l_mut_62_ = l_244_;
                        bool l_245_ = (l_243_ >= int(1));
                        if (l_245_) {
                            int l_246_ = asint(asuint(l_240_) - asuint(int(24)));
                            l_mut_62_ = l_246_;
                        }
                        int _e682 = l_mut_62_;
                        bool l_247_ = (_e682 <= int(0));
                        if (l_247_) {
                            l_mut_66_ = 0u;
                            bool l_248_ = (l_236_ != 0uL);
                            if (l_248_) {
                                uint l_249_ = (((l_236_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_236_)))) : (31u - firstbithigh(uint((l_236_ >> 32u)))));
                                int l_250_ = int(l_249_);
                                int l_251_ = asint(asuint(int(64)) - asuint(l_250_));
                                int l_252_ = asint(asuint(l_251_) - asuint(int(1)));
                                int l_253_ = asint(asuint(l_252_) + asuint(l_49_));
                                int l_254_ = asint(asuint(l_253_) + asuint(int(127)));
                                bool l_255_ = (l_254_ >= int(255));
                                if (l_255_) {
                                    l_mut_66_ = 2139095040u;
                                } else {
                                    bool l_256_ = (l_254_ >= int(1));
                                    if (l_256_) {
                                        bool l_257_ = (l_251_ > int(24));
                                        if (l_257_) {
                                            int l_258_ = asint(asuint(l_251_) - asuint(int(24)));
                                            uint64_t l_259_ = uint64_t(l_258_);
                                            uint64_t l_260_ = (l_236_ >> uint(l_259_));
                                            l_mut_125_ = l_260_;
                                        } else {
                                            int l_261_ = asint(asuint(int(24)) - asuint(l_251_));
                                            uint64_t l_262_ = uint64_t(l_261_);
                                            uint64_t l_263_ = (l_236_ << uint(l_262_));
                                            l_mut_125_ = l_263_;
                                        }
                                        uint l_264_ = uint(l_254_);
                                        uint l_265_ = (l_264_ << 23u);
                                        uint64_t _e731 = l_mut_125_;
                                        uint l_266_ = uint(_e731);
                                        uint l_267_ = (l_266_ & 8388607u);
                                        uint l_268_ = (l_265_ | l_267_);
                                        l_mut_66_ = l_268_;
                                    } else {
                                        int l_269_ = asint(asuint(l_49_) + asuint(int(149)));
                                        bool l_270_ = (l_269_ >= int(0));
                                        if (l_270_) {
                                            uint64_t l_271_ = uint64_t(l_269_);
                                            uint64_t l_272_ = (l_236_ << uint(l_271_));
                                            l_mut_125_ = l_272_;
                                        } else {
                                            int l_273_ = asint(asuint(int(0)) - asuint(l_269_));
                                            uint64_t l_274_ = uint64_t(l_273_);
                                            uint64_t l_275_ = (l_236_ >> uint(l_274_));
                                            l_mut_125_ = l_275_;
                                        }
                                        uint64_t _e751 = l_mut_125_;
                                        uint l_276_ = uint(_e751);
                                        l_mut_66_ = l_276_;
                                    }
                                }
                            }
                            uint _e754 = l_mut_66_;
                            l_mut_158_ = _e754;
                            l_mut_216_ = l_236_;
                        } else {
                            int _e755 = l_mut_62_;
                            bool l_277_ = (_e755 <= l_240_);
                            if (l_277_) {
                                int _e757 = l_mut_62_;
                                uint64_t l_278_ = uint64_t(_e757);
                                uint64_t l_279_ = (l_236_ >> uint(l_278_));
                                l_mut_125_ = l_279_;
                                uint64_t _e762 = l_mut_125_;
                                uint64_t l_280_ = (_e762 << uint(l_278_));
                                uint64_t l_281_ = (l_236_ - l_280_);
                                uint64_t l_282_ = (l_278_ - 1uL);
                                uint64_t l_283_ = (1uL << uint(l_282_));
                                bool l_284_ = (l_281_ > l_283_);
                                bool l_285_ = (l_281_ == l_283_);
                                uint64_t _e775 = l_mut_125_;
                                uint64_t l_286_ = (_e775 & 1uL);
                                bool l_287_ = (l_286_ == 1uL);
                                if (l_285_) {
                                    local_7 = l_287_;
                                } else {
                                    local_7 = false;
                                }
                                bool l_288_ = local_7;
                                if (!(l_284_)) {
                                    local_8 = l_288_;
                                } else {
                                    local_8 = true;
                                }
                                bool l_289_ = local_8;
                                if (l_289_) {
                                    uint64_t _e789 = l_mut_125_;
                                    l_mut_125_ = (_e789 + 1uL);
                                }
                                uint64_t _e792 = l_mut_125_;
                                uint64_t l_290_ = (_e792 << uint(l_278_));
                                l_mut_216_ = l_290_;
                                int _e796 = l_mut_62_;
                                int l_291_ = asint(asuint(l_49_) + asuint(_e796));
                                l_mut_66_ = 0u;
                                uint64_t _e799 = l_mut_125_;
                                bool l_292_ = (_e799 != 0uL);
                                if (l_292_) {
                                    uint64_t _e802 = l_mut_125_;
                                    uint64_t _e808 = l_mut_125_;
                                    uint64_t _e812 = l_mut_125_;
                                    uint l_293_ = (((_e812 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e808)))) : (31u - firstbithigh(uint((_e802 >> 32u)))));
                                    int l_294_ = int(l_293_);
                                    int l_295_ = asint(asuint(int(64)) - asuint(l_294_));
                                    int l_296_ = asint(asuint(l_295_) - asuint(int(1)));
                                    int l_297_ = asint(asuint(l_296_) + asuint(l_291_));
                                    int l_298_ = asint(asuint(l_297_) + asuint(int(127)));
                                    bool l_299_ = (l_298_ >= int(255));
                                    if (l_299_) {
                                        l_mut_66_ = 2139095040u;
                                    } else {
                                        bool l_300_ = (l_298_ >= int(1));
                                        if (l_300_) {
                                            bool l_301_ = (l_295_ > int(24));
                                            if (l_301_) {
                                                int l_302_ = asint(asuint(l_295_) - asuint(int(24)));
                                                uint64_t l_303_ = uint64_t(l_302_);
                                                uint64_t _e836 = l_mut_125_;
                                                uint64_t l_304_ = (_e836 >> uint(l_303_));
                                                l_mut_80_ = l_304_;
                                            } else {
                                                int l_305_ = asint(asuint(int(24)) - asuint(l_295_));
                                                uint64_t l_306_ = uint64_t(l_305_);
                                                uint64_t _e843 = l_mut_125_;
                                                uint64_t l_307_ = (_e843 << uint(l_306_));
                                                l_mut_80_ = l_307_;
                                            }
                                            uint l_308_ = uint(l_298_);
                                            uint l_309_ = (l_308_ << 23u);
                                            uint64_t _e850 = l_mut_80_;
                                            uint l_310_ = uint(_e850);
                                            uint l_311_ = (l_310_ & 8388607u);
                                            uint l_312_ = (l_309_ | l_311_);
                                            l_mut_66_ = l_312_;
                                        } else {
                                            int l_313_ = asint(asuint(l_291_) + asuint(int(149)));
                                            bool l_314_ = (l_313_ >= int(0));
                                            if (l_314_) {
                                                uint64_t l_315_ = uint64_t(l_313_);
                                                uint64_t _e861 = l_mut_125_;
                                                uint64_t l_316_ = (_e861 << uint(l_315_));
                                                l_mut_80_ = l_316_;
                                            } else {
                                                int l_317_ = asint(asuint(int(0)) - asuint(l_313_));
                                                uint64_t l_318_ = uint64_t(l_317_);
                                                uint64_t _e868 = l_mut_125_;
                                                uint64_t l_319_ = (_e868 >> uint(l_318_));
                                                l_mut_80_ = l_319_;
                                            }
                                            uint64_t _e872 = l_mut_80_;
                                            uint l_320_ = uint(_e872);
                                            l_mut_66_ = l_320_;
                                        }
                                    }
                                }
                                uint _e875 = l_mut_66_;
                                l_mut_158_ = _e875;
                            }
                        }
                    }
                    uint l_321_ = (l_51_ ^ 2147483648u);
                    uint _e878 = l_mut_158_;
                    uint l_322_ = (_e878 | l_321_);
                    float l_323_ = asfloat(l_322_);
                    l_mut_144_ = l_323_;
                }
            }
            float _e881 = l_mut_144_;
            l_mut_40_ = _e881;
        }
        uint l_353_ = asuint(info.Load(12+0));
        uint l_354_ = (l_353_ * 1u);
        bool l_355_ = (id < l_354_);
        if (l_355_) {
            float _e891 = l_mut_39_;
            buffer_3_global.Store(id*4, asuint(_e891));
        }
        uint l_324_ = (l_0_ + id);
        uint l_356_ = asuint(info.Load(12+0));
        uint l_357_ = (l_356_ * 1u);
        bool l_358_ = (l_324_ < l_357_);
        if (l_358_) {
            float _e902 = l_mut_40_;
            buffer_3_global.Store(l_324_*4, asuint(_e902));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
