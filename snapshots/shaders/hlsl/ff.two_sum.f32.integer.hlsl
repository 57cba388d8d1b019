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
    uint64_t l_mut_131_ = (uint64_t)0;
    float l_mut_150_ = (float)0;
    uint l_mut_164_ = (uint)0;
    uint64_t l_mut_19_ = (uint64_t)0;
    uint64_t l_mut_222_ = (uint64_t)0;
    int l_mut_23_ = (int)0;
    uint64_t l_mut_34_ = (uint64_t)0;
    int l_mut_38_ = (int)0;
    float l_mut_44_ = (float)0;
    float l_mut_45_ = (float)0;
    uint64_t l_mut_56_ = (uint64_t)0;
    uint64_t l_mut_60_ = (uint64_t)0;
    int l_mut_69_ = (int)0;
    uint64_t l_mut_86_ = (uint64_t)0;
    uint l_mut_8_ = (uint)0;
    uint l_mut_9_ = (uint)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;
    bool local_5 = (bool)0;
    bool local_6 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_331_ = asuint(info.Load(8+0));
        uint l_332_ = (l_331_ * 1u);
        bool l_333_ = (0u < l_332_);
        uint l_334_ = (l_332_ - 1u);
        uint l_335_ = min(0u, l_334_);
        float l_336_ = asfloat(buffer_2_global.Load(l_335_*4));
        float l_2_ = (l_333_ ? l_336_ : 0.0);
        uint l_338_ = asuint(info.Load(8+0));
        uint l_339_ = (l_338_ * 1u);
        bool l_340_ = (1u < l_339_);
        uint l_341_ = (l_339_ - 1u);
        uint l_342_ = min(1u, l_341_);
        float l_343_ = asfloat(buffer_2_global.Load(l_342_*4));
        float l_3_ = (l_340_ ? l_343_ : 0.0);
        uint l_345_ = asuint(info.Load(0+0));
        uint l_346_ = (l_345_ * 1u);
        bool l_347_ = (id < l_346_);
        uint l_348_ = (l_346_ - 1u);
        uint l_349_ = min(id, l_348_);
        float l_350_ = asfloat(buffer_0_global.Load(l_349_*4));
        float l_4_ = (l_347_ ? l_350_ : 0.0);
        uint l_352_ = asuint(info.Load(4+0));
        uint l_353_ = (l_352_ * 1u);
        bool l_354_ = (id < l_353_);
        uint l_355_ = (l_353_ - 1u);
        uint l_356_ = min(id, l_355_);
        float l_357_ = asfloat(buffer_1_global.Load(l_356_*4));
        float l_5_ = (l_354_ ? l_357_ : 0.0);
        uint l_6_ = asuint(l_4_);
        uint l_7_ = asuint(l_5_);
        l_mut_8_ = l_6_;
        l_mut_9_ = l_7_;
        uint l_10_ = (l_7_ & 2147483647u);
        uint l_11_ = (l_6_ & 2147483647u);
        bool l_12_ = (l_10_ > l_11_);
        if (l_12_) {
            l_mut_8_ = l_7_;
            l_mut_9_ = l_6_;
        }
        uint _e117 = l_mut_8_;
        uint l_13_ = (_e117 >> 23u);
        uint l_14_ = (l_13_ & 255u);
        uint _e122 = l_mut_8_;
        uint l_15_ = (_e122 & 8388607u);
        bool l_16_ = (l_14_ != 0u);
        if (l_16_) {
            uint l_17_ = (l_15_ | 8388608u);
            uint64_t l_18_ = uint64_t(l_17_);
            l_mut_19_ = l_18_;
        } else {
            uint64_t l_20_ = uint64_t(l_15_);
            l_mut_19_ = l_20_;
        }
        if (l_16_) {
            int l_21_ = int(l_14_);
            int l_22_ = asint(asuint(l_21_) - asuint(int(150)));
            l_mut_23_ = l_22_;
        } else {
            int l_25_ = asint(asuint(int(1)) - asuint(int(150)));
            l_mut_23_ = l_25_;
        }
        uint _e137 = l_mut_8_;
        uint l_26_ = (_e137 & 2147483648u);
        bool l_27_ = (l_14_ == 255u);
        uint _e142 = l_mut_9_;
        uint l_28_ = (_e142 >> 23u);
        uint l_29_ = (l_28_ & 255u);
        uint _e147 = l_mut_9_;
        uint l_30_ = (_e147 & 8388607u);
        bool l_31_ = (l_29_ != 0u);
        if (l_31_) {
            uint l_32_ = (l_30_ | 8388608u);
            uint64_t l_33_ = uint64_t(l_32_);
            l_mut_34_ = l_33_;
        } else {
            uint64_t l_35_ = uint64_t(l_30_);
            l_mut_34_ = l_35_;
        }
        if (l_31_) {
            int l_36_ = int(l_29_);
            int l_37_ = asint(asuint(l_36_) - asuint(int(150)));
            l_mut_38_ = l_37_;
        } else {
            int l_40_ = asint(asuint(int(1)) - asuint(int(150)));
            l_mut_38_ = l_40_;
        }
        uint _e162 = l_mut_9_;
        uint l_41_ = (_e162 & 2147483648u);
        bool l_42_ = (l_29_ == 255u);
        float l_43_ = (l_4_ + l_5_);
        l_mut_44_ = l_43_;
        l_mut_45_ = 0.0;
        bool l_46_ = !(l_27_);
        uint64_t _e170 = l_mut_34_;
        bool l_47_ = (_e170 != 0uL);
        if (l_46_) {
            local = l_47_;
        } else {
            local = false;
        }
        bool l_48_ = local;
        if (l_48_) {
            int _e177 = l_mut_23_;
            int _e178 = l_mut_38_;
            int l_49_ = asint(asuint(_e177) - asuint(_e178));
            bool l_50_ = (l_49_ >= int(26));
            if (l_50_) {
                uint _e182 = l_mut_8_;
                float l_51_ = asfloat(_e182);
                l_mut_44_ = l_51_;
                uint _e184 = l_mut_9_;
                float l_52_ = asfloat(_e184);
                l_mut_45_ = l_52_;
            } else {
                uint64_t l_53_ = uint64_t(l_49_);
                uint64_t _e187 = l_mut_19_;
                uint64_t l_54_ = (_e187 << uint(l_53_));
                uint64_t _e191 = l_mut_34_;
                uint64_t l_55_ = (l_54_ - _e191);
                l_mut_56_ = l_55_;
                bool l_57_ = (l_26_ == l_41_);
                if (l_57_) {
                    uint64_t _e194 = l_mut_34_;
                    uint64_t l_58_ = (l_54_ + _e194);
                    l_mut_56_ = l_58_;
                }
                uint64_t _e196 = l_mut_56_;
                bool l_59_ = (_e196 == 0uL);
                if (l_59_) {
                    l_mut_44_ = 0.0;
                } else {
                    l_mut_9_ = 0u;
                    l_mut_60_ = 0uL;
                    uint64_t _e202 = l_mut_56_;
                    bool l_61_ = (_e202 != 0uL);
                    if (l_61_) {
                        uint64_t _e205 = l_mut_56_;
                        uint64_t _e211 = l_mut_56_;
                        uint64_t _e215 = l_mut_56_;
                        uint l_62_ = (((_e215 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e211)))) : (31u - firstbithigh(uint((_e205 >> 32u)))));
                        int l_63_ = int(l_62_);
                        int l_64_ = asint(asuint(int(64)) - asuint(l_63_));
                        int l_65_ = asint(asuint(l_64_) - asuint(int(1)));
                        int _e226 = l_mut_38_;
                        int l_66_ = asint(asuint(l_65_) + asuint(_e226));
                        int l_67_ = asint(asuint(l_66_) + asuint(int(127)));
                        int _e231 = l_mut_38_;
                        int l_68_ = asint(asuint(int(-149)) - asuint(_e231));
                        l_mut_69_ = l_68_;
                        bool l_70_ = (l_67_ >= int(1));
                        if (l_70_) {
                            int l_71_ = asint(asuint(l_64_) - asuint(int(24)));
                            l_mut_69_ = l_71_;
                        }
                        int _e237 = l_mut_69_;
                        bool l_72_ = (_e237 <= int(0));
                        if (l_72_) {
                            l_mut_8_ = 0u;
                            uint64_t _e241 = l_mut_56_;
                            bool l_73_ = (_e241 != 0uL);
                            if (l_73_) {
                                uint64_t _e244 = l_mut_56_;
                                uint64_t _e250 = l_mut_56_;
                                uint64_t _e254 = l_mut_56_;
                                uint l_74_ = (((_e254 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e250)))) : (31u - firstbithigh(uint((_e244 >> 32u)))));
                                int l_75_ = int(l_74_);
                                int l_76_ = asint(asuint(int(64)) - asuint(l_75_));
                                int l_77_ = asint(asuint(l_76_) - asuint(int(1)));
                                int _e265 = l_mut_38_;
                                int l_78_ = asint(asuint(l_77_) + asuint(_e265));
                                int l_79_ = asint(asuint(l_78_) + asuint(int(127)));
                                bool l_80_ = (l_79_ >= int(255));
                                if (l_80_) {
                                    l_mut_8_ = 2139095040u;
                                } else {
                                    bool l_81_ = (l_79_ >= int(1));
                                    if (l_81_) {
                                        bool l_82_ = (l_76_ > int(24));
                                        if (l_82_) {
                                            int l_83_ = asint(asuint(l_76_) - asuint(int(24)));
                                            uint64_t l_84_ = uint64_t(l_83_);
                                            uint64_t _e279 = l_mut_56_;
                                            uint64_t l_85_ = (_e279 >> uint(l_84_));
                                            l_mut_86_ = l_85_;
                                        } else {
                                            int l_87_ = asint(asuint(int(24)) - asuint(l_76_));
                                            uint64_t l_88_ = uint64_t(l_87_);
                                            uint64_t _e286 = l_mut_56_;
                                            uint64_t l_89_ = (_e286 << uint(l_88_));
                                            l_mut_86_ = l_89_;
                                        }
                                        uint l_90_ = uint(l_79_);
                                        uint l_91_ = (l_90_ << 23u);
                                        uint64_t _e293 = l_mut_86_;
                                        uint l_92_ = uint(_e293);
                                        uint l_93_ = (l_92_ & 8388607u);
                                        uint l_94_ = (l_91_ | l_93_);
                                        l_mut_8_ = l_94_;
                                    } else {
                                        int _e299 = l_mut_38_;
                                        int l_95_ = asint(asuint(_e299) + asuint(int(149)));
                                        bool l_96_ = (l_95_ >= int(0));
                                        if (l_96_) {
                                            uint64_t l_97_ = uint64_t(l_95_);
                                            uint64_t _e305 = l_mut_56_;
                                            uint64_t l_98_ = (_e305 << uint(l_97_));
                                            l_mut_86_ = l_98_;
                                        } else {
                                            int l_99_ = asint(asuint(int(0)) - asuint(l_95_));
                                            uint64_t l_100_ = uint64_t(l_99_);
                                            uint64_t _e312 = l_mut_56_;
                                            uint64_t l_101_ = (_e312 >> uint(l_100_));
                                            l_mut_86_ = l_101_;
                                        }
                                        uint64_t _e316 = l_mut_86_;
                                        uint l_102_ = uint(_e316);
                                        l_mut_8_ = l_102_;
                                    }
                                }
                            }
                            uint _e319 = l_mut_8_;
                            l_mut_9_ = _e319;
                            uint64_t _e320 = l_mut_56_;
                            l_mut_60_ = _e320;
                        } else {
                            int _e321 = l_mut_69_;
                            bool l_103_ = (_e321 <= l_64_);
                            if (l_103_) {
                                int _e323 = l_mut_69_;
                                uint64_t l_104_ = uint64_t(_e323);
                                uint64_t _e325 = l_mut_56_;
                                uint64_t l_105_ = (_e325 >> uint(l_104_));
                                l_mut_86_ = l_105_;
                                uint64_t _e329 = l_mut_86_;
                                uint64_t l_106_ = (_e329 << uint(l_104_));
                                uint64_t _e333 = l_mut_56_;
                                uint64_t l_107_ = (_e333 - l_106_);
                                uint64_t l_108_ = (l_104_ - 1uL);
                                uint64_t l_109_ = (1uL << uint(l_108_));
                                bool l_110_ = (l_107_ > l_109_);
                                bool l_111_ = (l_107_ == l_109_);
                                uint64_t _e343 = l_mut_86_;
                                uint64_t l_112_ = (_e343 & 1uL);
                                bool l_113_ = (l_112_ == 1uL);
                                if (l_111_) {
                                    local_1 = l_113_;
                                } else {
                                    local_1 = false;
                                }
                                bool l_114_ = local_1;
                                if (!(l_110_)) {
                                    local_2 = l_114_;
                                } else {
                                    local_2 = true;
                                }
                                bool l_115_ = local_2;
                                if (l_115_) {
                                    uint64_t _e357 = l_mut_86_;
                                    l_mut_86_ = (_e357 + 1uL);
                                }
                                uint64_t _e360 = l_mut_86_;
                                uint64_t l_116_ = (_e360 << uint(l_104_));
                                l_mut_60_ = l_116_;
                                int _e364 = l_mut_38_;
                                int _e365 = l_mut_69_;
                                int l_117_ = asint(asuint(_e364) + asuint(_e365));
                                l_mut_8_ = 0u;
                                uint64_t _e368 = l_mut_86_;
                                bool l_118_ = (_e368 != 0uL);
                                if (l_118_) {
                                    uint64_t _e371 = l_mut_86_;
                                    uint64_t _e377 = l_mut_86_;
                                    uint64_t _e381 = l_mut_86_;
                                    uint l_119_ = (((_e381 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e377)))) : (31u - firstbithigh(uint((_e371 >> 32u)))));
                                    int l_120_ = int(l_119_);
                                    int l_121_ = asint(asuint(int(64)) - asuint(l_120_));
                                    int l_122_ = asint(asuint(l_121_) - asuint(int(1)));
                                    int l_123_ = asint(asuint(l_122_) + asuint(l_117_));
                                    int l_124_ = asint(asuint(l_123_) + asuint(int(127)));
                                    bool l_125_ = (l_124_ >= int(255));
                                    if (l_125_) {
                                        l_mut_8_ = 2139095040u;
                                    } else {
                                        bool l_126_ = (l_124_ >= int(1));
                                        if (l_126_) {
                                            bool l_127_ = (l_121_ > int(24));
                                            if (l_127_) {
                                                int l_128_ = asint(asuint(l_121_) - asuint(int(24)));
                                                uint64_t l_129_ = uint64_t(l_128_);
                                                uint64_t _e405 = l_mut_86_;
                                                uint64_t l_130_ = (_e405 >> uint(l_129_));
                                                l_mut_131_ = l_130_;
                                            } else {
                                                int l_132_ = asint(asuint(int(24)) - asuint(l_121_));
                                                uint64_t l_133_ = uint64_t(l_132_);
                                                uint64_t _e412 = l_mut_86_;
                                                uint64_t l_134_ = (_e412 << uint(l_133_));
                                                l_mut_131_ = l_134_;
                                            }
                                            uint l_135_ = uint(l_124_);
                                            uint l_136_ = (l_135_ << 23u);
                                            uint64_t _e419 = l_mut_131_;
                                            uint l_137_ = uint(_e419);
                                            uint l_138_ = (l_137_ & 8388607u);
                                            uint l_139_ = (l_136_ | l_138_);
                                            l_mut_8_ = l_139_;
                                        } else {
                                            int l_140_ = asint(asuint(l_117_) + asuint(int(149)));
                                            bool l_141_ = (l_140_ >= int(0));
                                            if (l_141_) {
                                                uint64_t l_142_ = uint64_t(l_140_);
                                                uint64_t _e430 = l_mut_86_;
                                                uint64_t l_143_ = (_e430 << uint(l_142_));
                                                l_mut_131_ = l_143_;
                                            } else {
                                                int l_144_ = asint(asuint(int(0)) - asuint(l_140_));
                                                uint64_t l_145_ = uint64_t(l_144_);
                                                uint64_t _e437 = l_mut_86_;
                                                uint64_t l_146_ = (_e437 >> uint(l_145_));
                                                l_mut_131_ = l_146_;
                                            }
                                            uint64_t _e441 = l_mut_131_;
                                            uint l_147_ = uint(_e441);
                                            l_mut_8_ = l_147_;
                                        }
                                    }
                                }
                                uint _e444 = l_mut_8_;
                                l_mut_9_ = _e444;
                            }
                        }
                    }
                    uint _e445 = l_mut_9_;
                    uint l_148_ = (_e445 | l_26_);
                    float l_149_ = asfloat(l_148_);
                    l_mut_44_ = l_149_;
                    l_mut_150_ = 0.0;
                    uint64_t _e449 = l_mut_56_;
                    uint64_t _e450 = l_mut_60_;
                    bool l_151_ = (_e449 > _e450);
                    if (l_151_) {
                        uint64_t _e452 = l_mut_56_;
                        uint64_t _e453 = l_mut_60_;
                        uint64_t l_152_ = (_e452 - _e453);
                        l_mut_8_ = 0u;
                        l_mut_131_ = 0uL;
                        bool l_153_ = (l_152_ != 0uL);
                        if (l_153_) {
                            uint l_154_ = (((l_152_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_152_)))) : (31u - firstbithigh(uint((l_152_ >> 32u)))));
                            int l_155_ = int(l_154_);
                            int l_156_ = asint(asuint(int(64)) - asuint(l_155_));
                            int l_157_ = asint(asuint(l_156_) - asuint(int(1)));
                            int _e477 = l_mut_38_;
                            int l_158_ = asint(asuint(l_157_) + asuint(_e477));
                            int l_159_ = asint(asuint(l_158_) + asuint(int(127)));
                            int _e482 = l_mut_38_;
                            int l_160_ = asint(asuint(int(-149)) - asuint(_e482));
                            l_mut_69_ = l_160_;
                            bool l_161_ = (l_159_ >= int(1));
                            if (l_161_) {
                                int l_162_ = asint(asuint(l_156_) - asuint(int(24)));
                                l_mut_69_ = l_162_;
                            }
                            int _e488 = l_mut_69_;
                            bool l_163_ = (_e488 <= int(0));
                            if (l_163_) {
                                l_mut_164_ = 0u;
                                bool l_165_ = (l_152_ != 0uL);
                                if (l_165_) {
                                    uint l_166_ = (((l_152_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_152_)))) : (31u - firstbithigh(uint((l_152_ >> 32u)))));
                                    int l_167_ = int(l_166_);
                                    int l_168_ = asint(asuint(int(64)) - asuint(l_167_));
                                    int l_169_ = asint(asuint(l_168_) - asuint(int(1)));
                                    int _e512 = l_mut_38_;
                                    int l_170_ = asint(asuint(l_169_) + asuint(_e512));
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
                                            uint64_t _e538 = l_mut_86_;
                                            uint l_183_ = uint(_e538);
                                            uint l_184_ = (l_183_ & 8388607u);
                                            uint l_185_ = (l_182_ | l_184_);
                                            l_mut_164_ = l_185_;
                                        } else {
                                            int _e544 = l_mut_38_;
                                            int l_186_ = asint(asuint(_e544) + asuint(int(149)));
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
                                            uint64_t _e559 = l_mut_86_;
                                            uint l_193_ = uint(_e559);
                                            l_mut_164_ = l_193_;
                                        }
                                    }
                                }
                                uint _e562 = l_mut_164_;
                                l_mut_8_ = _e562;
                                l_mut_131_ = l_152_;
                            } else {
                                int _e563 = l_mut_69_;
                                bool l_194_ = (_e563 <= l_156_);
                                if (l_194_) {
                                    int _e565 = l_mut_69_;
                                    uint64_t l_195_ = uint64_t(_e565);
                                    uint64_t l_196_ = (l_152_ >> uint(l_195_));
                                    l_mut_86_ = l_196_;
                                    uint64_t _e570 = l_mut_86_;
                                    uint64_t l_197_ = (_e570 << uint(l_195_));
                                    uint64_t l_198_ = (l_152_ - l_197_);
                                    uint64_t l_199_ = (l_195_ - 1uL);
                                    uint64_t l_200_ = (1uL << uint(l_199_));
                                    bool l_201_ = (l_198_ > l_200_);
                                    bool l_202_ = (l_198_ == l_200_);
                                    uint64_t _e583 = l_mut_86_;
                                    uint64_t l_203_ = (_e583 & 1uL);
                                    bool l_204_ = (l_203_ == 1uL);
                                    if (l_202_) {
                                        local_3 = l_204_;
                                    } else {
                                        local_3 = false;
                                    }
                                    bool l_205_ = local_3;
                                    if (!(l_201_)) {
                                        local_4 = l_205_;
                                    } else {
                                        local_4 = true;
                                    }
                                    bool l_206_ = local_4;
                                    if (l_206_) {
                                        uint64_t _e597 = l_mut_86_;
                                        l_mut_86_ = (_e597 + 1uL);
                                    }
                                    uint64_t _e600 = l_mut_86_;
                                    uint64_t l_207_ = (_e600 << uint(l_195_));
                                    l_mut_131_ = l_207_;
                                    int _e604 = l_mut_38_;
                                    int _e605 = l_mut_69_;
                                    int l_208_ = asint(asuint(_e604) + asuint(_e605));
                                    l_mut_164_ = 0u;
                                    uint64_t _e608 = l_mut_86_;
                                    bool l_209_ = (_e608 != 0uL);
                                    if (l_209_) {
                                        uint64_t _e611 = l_mut_86_;
                                        uint64_t _e617 = l_mut_86_;
                                        uint64_t _e621 = l_mut_86_;
                                        uint l_210_ = (((_e621 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e617)))) : (31u - firstbithigh(uint((_e611 >> 32u)))));
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
                                                    uint64_t _e645 = l_mut_86_;
                                                    uint64_t l_221_ = (_e645 >> uint(l_220_));
                                                    l_mut_222_ = l_221_;
                                                } else {
                                                    int l_223_ = asint(asuint(int(24)) - asuint(l_212_));
                                                    uint64_t l_224_ = uint64_t(l_223_);
                                                    uint64_t _e652 = l_mut_86_;
                                                    uint64_t l_225_ = (_e652 << uint(l_224_));
                                                    l_mut_222_ = l_225_;
                                                }
                                                uint l_226_ = uint(l_215_);
                                                uint l_227_ = (l_226_ << 23u);
                                                uint64_t _e659 = l_mut_222_;
                                                uint l_228_ = uint(_e659);
                                                uint l_229_ = (l_228_ & 8388607u);
                                                uint l_230_ = (l_227_ | l_229_);
                                                l_mut_164_ = l_230_;
                                            } else {
                                                int l_231_ = asint(asuint(l_208_) + asuint(int(149)));
                                                bool l_232_ = (l_231_ >= int(0));
                                                if (l_232_) {
                                                    uint64_t l_233_ = uint64_t(l_231_);
                                                    uint64_t _e670 = l_mut_86_;
                                                    uint64_t l_234_ = (_e670 << uint(l_233_));
                                                    l_mut_222_ = l_234_;
                                                } else {
                                                    int l_235_ = asint(asuint(int(0)) - asuint(l_231_));
                                                    uint64_t l_236_ = uint64_t(l_235_);
                                                    uint64_t _e677 = l_mut_86_;
                                                    uint64_t l_237_ = (_e677 >> uint(l_236_));
                                                    l_mut_222_ = l_237_;
                                                }
                                                uint64_t _e681 = l_mut_222_;
                                                uint l_238_ = uint(_e681);
                                                l_mut_164_ = l_238_;
                                            }
                                        }
                                    }
                                    uint _e684 = l_mut_164_;
                                    l_mut_8_ = _e684;
                                }
                            }
                        }
                        uint _e685 = l_mut_8_;
                        uint l_239_ = (_e685 | l_26_);
                        float l_240_ = asfloat(l_239_);
                        l_mut_150_ = l_240_;
                    } else {
                        uint64_t _e688 = l_mut_60_;
                        uint64_t _e689 = l_mut_56_;
                        bool l_241_ = (_e688 > _e689);
                        if (l_241_) {
                            uint64_t _e691 = l_mut_60_;
                            uint64_t _e692 = l_mut_56_;
                            uint64_t l_242_ = (_e691 - _e692);
                            l_mut_164_ = 0u;
                            l_mut_222_ = 0uL;
                            bool l_243_ = (l_242_ != 0uL);
                            if (l_243_) {
                                uint l_244_ = (((l_242_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_242_)))) : (31u - firstbithigh(uint((l_242_ >> 32u)))));
                                int l_245_ = int(l_244_);
                                int l_246_ = asint(asuint(int(64)) - asuint(l_245_));
                                int l_247_ = asint(asuint(l_246_) - asuint(int(1)));
                                int _e716 = l_mut_38_;
                                int l_248_ = asint(asuint(l_247_) + asuint(_e716));
                                int l_249_ = asint(asuint(l_248_) + asuint(int(127)));
                                int _e721 = l_mut_38_;
                                int l_250_ = asint(asuint(int(-149)) - asuint(_e721));
                                l_mut_69_ = l_250_;
                                bool l_251_ = (l_249_ >= int(1));
                                if (l_251_) {
                                    int l_252_ = asint(asuint(l_246_) - asuint(int(24)));
                                    l_mut_69_ = l_252_;
                                }
                                int _e727 = l_mut_69_;
                                bool l_253_ = (_e727 <= int(0));
                                if (l_253_) {
                                    l_mut_8_ = 0u;
                                    bool l_254_ = (l_242_ != 0uL);
                                    if (l_254_) {
                                        uint l_255_ = (((l_242_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_242_)))) : (31u - firstbithigh(uint((l_242_ >> 32u)))));
                                        int l_256_ = int(l_255_);
                                        int l_257_ = asint(asuint(int(64)) - asuint(l_256_));
                                        int l_258_ = asint(asuint(l_257_) - asuint(int(1)));
                                        int _e751 = l_mut_38_;
                                        int l_259_ = asint(asuint(l_258_) + asuint(_e751));
                                        int l_260_ = asint(asuint(l_259_) + asuint(int(127)));
                                        bool l_261_ = (l_260_ >= int(255));
                                        if (l_261_) {
                                            l_mut_8_ = 2139095040u;
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
                                                uint64_t _e777 = l_mut_131_;
                                                uint l_272_ = uint(_e777);
                                                uint l_273_ = (l_272_ & 8388607u);
                                                uint l_274_ = (l_271_ | l_273_);
                                                l_mut_8_ = l_274_;
                                            } else {
                                                int _e783 = l_mut_38_;
                                                int l_275_ = asint(asuint(_e783) + asuint(int(149)));
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
                                                uint64_t _e798 = l_mut_131_;
                                                uint l_282_ = uint(_e798);
                                                l_mut_8_ = l_282_;
                                            }
                                        }
                                    }
                                    uint _e801 = l_mut_8_;
                                    l_mut_164_ = _e801;
                                    l_mut_222_ = l_242_;
                                } else {
                                    int _e802 = l_mut_69_;
                                    bool l_283_ = (_e802 <= l_246_);
                                    if (l_283_) {
                                        int _e804 = l_mut_69_;
                                        uint64_t l_284_ = uint64_t(_e804);
                                        uint64_t l_285_ = (l_242_ >> uint(l_284_));
                                        l_mut_131_ = l_285_;
                                        uint64_t _e809 = l_mut_131_;
                                        uint64_t l_286_ = (_e809 << uint(l_284_));
                                        uint64_t l_287_ = (l_242_ - l_286_);
                                        uint64_t l_288_ = (l_284_ - 1uL);
                                        uint64_t l_289_ = (1uL << uint(l_288_));
                                        bool l_290_ = (l_287_ > l_289_);
                                        bool l_291_ = (l_287_ == l_289_);
                                        uint64_t _e822 = l_mut_131_;
                                        uint64_t l_292_ = (_e822 & 1uL);
                                        bool l_293_ = (l_292_ == 1uL);
                                        if (l_291_) {
                                            local_5 = l_293_;
                                        } else {
                                            local_5 = false;
                                        }
                                        bool l_294_ = local_5;
                                        if (!(l_290_)) {
                                            local_6 = l_294_;
                                        } else {
                                            local_6 = true;
                                        }
                                        bool l_295_ = local_6;
                                        if (l_295_) {
                                            uint64_t _e836 = l_mut_131_;
                                            l_mut_131_ = (_e836 + 1uL);
                                        }
                                        uint64_t _e839 = l_mut_131_;
                                        uint64_t l_296_ = (_e839 << uint(l_284_));
                                        l_mut_222_ = l_296_;
                                        int _e843 = l_mut_38_;
                                        int _e844 = l_mut_69_;
                                        int l_297_ = asint(asuint(_e843) + asuint(_e844));
                                        l_mut_8_ = 0u;
                                        uint64_t _e847 = l_mut_131_;
                                        bool l_298_ = (_e847 != 0uL);
                                        if (l_298_) {
                                            uint64_t _e850 = l_mut_131_;
                                            uint64_t _e856 = l_mut_131_;
                                            uint64_t _e860 = l_mut_131_;
                                            uint l_299_ = (((_e860 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e856)))) : (31u - firstbithigh(uint((_e850 >> 32u)))));
                                            int l_300_ = int(l_299_);
                                            int l_301_ = asint(asuint(int(64)) - asuint(l_300_));
                                            int l_302_ = asint(asuint(l_301_) - asuint(int(1)));
                                            int l_303_ = asint(asuint(l_302_) + asuint(l_297_));
                                            int l_304_ = asint(asuint(l_303_) + asuint(int(127)));
                                            bool l_305_ = (l_304_ >= int(255));
                                            if (l_305_) {
                                                l_mut_8_ = 2139095040u;
                                            } else {
                                                bool l_306_ = (l_304_ >= int(1));
                                                if (l_306_) {
                                                    bool l_307_ = (l_301_ > int(24));
                                                    if (l_307_) {
                                                        int l_308_ = asint(asuint(l_301_) - asuint(int(24)));
                                                        uint64_t l_309_ = uint64_t(l_308_);
                                                        uint64_t _e884 = l_mut_131_;
                                                        uint64_t l_310_ = (_e884 >> uint(l_309_));
                                                        l_mut_86_ = l_310_;
                                                    } else {
                                                        int l_311_ = asint(asuint(int(24)) - asuint(l_301_));
                                                        uint64_t l_312_ = uint64_t(l_311_);
                                                        uint64_t _e891 = l_mut_131_;
                                                        uint64_t l_313_ = (_e891 << uint(l_312_));
                                                        l_mut_86_ = l_313_;
                                                    }
                                                    uint l_314_ = uint(l_304_);
                                                    uint l_315_ = (l_314_ << 23u);
                                                    uint64_t _e898 = l_mut_86_;
                                                    uint l_316_ = uint(_e898);
                                                    uint l_317_ = (l_316_ & 8388607u);
                                                    uint l_318_ = (l_315_ | l_317_);
                                                    l_mut_8_ = l_318_;
                                                } else {
                                                    int l_319_ = asint(asuint(l_297_) + asuint(int(149)));
                                                    bool l_320_ = (l_319_ >= int(0));
                                                    if (l_320_) {
                                                        uint64_t l_321_ = uint64_t(l_319_);
                                                        uint64_t _e909 = l_mut_131_;
                                                        uint64_t l_322_ = (_e909 << uint(l_321_));
                                                        l_mut_86_ = l_322_;
                                                    } else {
                                                        int l_323_ = asint(asuint(int(0)) - asuint(l_319_));
                                                        uint64_t l_324_ = uint64_t(l_323_);
                                                        uint64_t _e916 = l_mut_131_;
                                                        uint64_t l_325_ = (_e916 >> uint(l_324_));
                                                        l_mut_86_ = l_325_;
                                                    }
                                                    uint64_t _e920 = l_mut_86_;
                                                    uint l_326_ = uint(_e920);
                                                    l_mut_8_ = l_326_;
                                                }
                                            }
                                        }
                                        uint _e923 = l_mut_8_;
                                        l_mut_164_ = _e923;
                                    }
                                }
                            }
                            uint l_327_ = (l_26_ ^ 2147483648u);
                            uint _e926 = l_mut_164_;
                            uint l_328_ = (_e926 | l_327_);
                            float l_329_ = asfloat(l_328_);
                            l_mut_150_ = l_329_;
                        }
                    }
                    float _e929 = l_mut_150_;
                    l_mut_45_ = _e929;
                }
            }
        }
        uint l_359_ = asuint(info.Load(12+0));
        uint l_360_ = (l_359_ * 1u);
        bool l_361_ = (id < l_360_);
        if (l_361_) {
            float _e939 = l_mut_44_;
            buffer_3_global.Store(id*4, asuint(_e939));
        }
        uint l_330_ = (l_0_ + id);
        uint l_362_ = asuint(info.Load(12+0));
        uint l_363_ = (l_362_ * 1u);
        bool l_364_ = (l_330_ < l_363_);
        if (l_364_) {
            float _e950 = l_mut_45_;
            buffer_3_global.Store(l_330_*4, asuint(_e950));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
