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
    float l_mut_364_ = (float)0;
    uint64_t l_mut_36_ = (uint64_t)0;
    int l_mut_40_ = (int)0;
    float l_mut_464_ = (float)0;
    float l_mut_46_ = (float)0;
    float l_mut_47_ = (float)0;
    uint l_mut_4_ = (uint)0;
    uint64_t l_mut_535_ = (uint64_t)0;
    uint l_mut_59_ = (uint)0;
    uint64_t l_mut_60_ = (uint64_t)0;
    float l_mut_676_ = (float)0;
    int l_mut_69_ = (int)0;
    uint l_mut_73_ = (uint)0;
    float l_mut_776_ = (float)0;
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

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 2u);
    uint l_1267_ = asuint(info.Load(8+0));
    uint l_1268_ = (l_1267_ * 1u);
    bool l_1269_ = (0u < l_1268_);
    uint l_1270_ = (l_1268_ - 1u);
    uint l_1271_ = min(0u, l_1270_);
    float l_1272_ = asfloat(buffer_2_global.Load(l_1271_*4));
    float l_2_ = (l_1269_ ? l_1272_ : 0.0);
    uint l_1274_ = asuint(info.Load(8+0));
    uint l_1275_ = (l_1274_ * 1u);
    bool l_1276_ = (1u < l_1275_);
    uint l_1277_ = (l_1275_ - 1u);
    uint l_1278_ = min(1u, l_1277_);
    float l_1279_ = asfloat(buffer_2_global.Load(l_1278_*4));
    float l_3_ = (l_1276_ ? l_1279_ : 0.0);
    l_mut_4_ = id;
    uint _e86 = l_mut_4_;
    bool l_5_ = (_e86 < l_1_);
    if (l_5_) {
        uint l_1281_ = asuint(info.Load(0+0));
        uint l_1282_ = (l_1281_ * 1u);
        uint _e94 = l_mut_4_;
        bool l_1283_ = (_e94 < l_1282_);
        uint l_1284_ = (l_1282_ - 1u);
        uint _e98 = l_mut_4_;
        uint l_1285_ = min(_e98, l_1284_);
        float l_1286_ = asfloat(buffer_0_global.Load(l_1285_*4));
        float l_6_ = (l_1283_ ? l_1286_ : 0.0);
        uint _e105 = l_mut_4_;
        uint l_7_ = (l_1_ + _e105);
        uint l_1288_ = asuint(info.Load(0+0));
        uint l_1289_ = (l_1288_ * 1u);
        bool l_1290_ = (l_7_ < l_1289_);
        uint l_1291_ = (l_1289_ - 1u);
        uint l_1292_ = min(l_7_, l_1291_);
        float l_1293_ = asfloat(buffer_0_global.Load(l_1292_*4));
        float l_8_ = (l_1290_ ? l_1293_ : 0.0);
        uint l_1295_ = asuint(info.Load(4+0));
        uint l_1296_ = (l_1295_ * 1u);
        uint _e128 = l_mut_4_;
        bool l_1297_ = (_e128 < l_1296_);
        uint l_1298_ = (l_1296_ - 1u);
        uint _e132 = l_mut_4_;
        uint l_1299_ = min(_e132, l_1298_);
        float l_1300_ = asfloat(buffer_1_global.Load(l_1299_*4));
        float l_9_ = (l_1297_ ? l_1300_ : 0.0);
        uint _e139 = l_mut_4_;
        uint l_10_ = (l_1_ + _e139);
        uint l_1302_ = asuint(info.Load(4+0));
        uint l_1303_ = (l_1302_ * 1u);
        bool l_1304_ = (l_10_ < l_1303_);
        uint l_1305_ = (l_1303_ - 1u);
        uint l_1306_ = min(l_10_, l_1305_);
        float l_1307_ = asfloat(buffer_1_global.Load(l_1306_*4));
        float l_11_ = (l_1304_ ? l_1307_ : 0.0);
        float l_12_ = (l_6_ / l_9_);
        uint l_13_ = asuint(l_9_);
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
        float l_45_ = (l_9_ * l_12_);
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
        uint64_t _e211 = l_mut_21_;
        bool l_51_ = (_e211 != 0uL);
        if (l_50_) {
            local_1 = l_51_;
        } else {
            local_1 = false;
        }
        bool l_52_ = local_1;
        uint64_t _e218 = l_mut_36_;
        bool l_53_ = (_e218 != 0uL);
        if (l_52_) {
            local_2 = l_53_;
        } else {
            local_2 = false;
        }
        bool l_54_ = local_2;
        if (l_54_) {
            uint64_t _e225 = l_mut_21_;
            uint64_t _e226 = l_mut_36_;
            uint64_t l_55_ = (_e225 * _e226);
            int _e228 = l_mut_25_;
            int _e229 = l_mut_40_;
            int l_56_ = asint(asuint(_e228) + asuint(_e229));
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
                int _e265 = l_mut_69_;
                bool l_72_ = (_e265 <= int(0));
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
                                uint64_t _e314 = l_mut_87_;
                                uint l_93_ = uint(_e314);
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
                                uint64_t _e334 = l_mut_87_;
                                uint l_103_ = uint(_e334);
                                l_mut_73_ = l_103_;
                            }
                        }
                    }
                    uint _e337 = l_mut_73_;
                    l_mut_59_ = _e337;
                    l_mut_60_ = l_55_;
                } else {
                    int _e338 = l_mut_69_;
                    bool l_104_ = (_e338 <= l_64_);
                    if (l_104_) {
                        int _e340 = l_mut_69_;
                        uint64_t l_105_ = uint64_t(_e340);
                        uint64_t l_106_ = (l_55_ >> uint(l_105_));
                        l_mut_87_ = l_106_;
                        uint64_t _e345 = l_mut_87_;
                        uint64_t l_107_ = (_e345 << uint(l_105_));
                        uint64_t l_108_ = (l_55_ - l_107_);
                        uint64_t l_109_ = (l_105_ - 1uL);
                        uint64_t l_110_ = (1uL << uint(l_109_));
                        bool l_111_ = (l_108_ > l_110_);
                        bool l_112_ = (l_108_ == l_110_);
                        uint64_t _e358 = l_mut_87_;
                        uint64_t l_113_ = (_e358 & 1uL);
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
                            uint64_t _e372 = l_mut_87_;
                            l_mut_87_ = (_e372 + 1uL);
                        }
                        uint64_t _e375 = l_mut_87_;
                        uint64_t l_117_ = (_e375 << uint(l_105_));
                        l_mut_60_ = l_117_;
                        int _e379 = l_mut_69_;
                        int l_118_ = asint(asuint(l_56_) + asuint(_e379));
                        l_mut_73_ = 0u;
                        uint64_t _e382 = l_mut_87_;
                        bool l_119_ = (_e382 != 0uL);
                        if (l_119_) {
                            uint64_t _e385 = l_mut_87_;
                            uint64_t _e391 = l_mut_87_;
                            uint64_t _e395 = l_mut_87_;
                            uint l_120_ = (((_e395 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e391)))) : (31u - firstbithigh(uint((_e385 >> 32u)))));
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
                                        uint64_t _e419 = l_mut_87_;
                                        uint64_t l_131_ = (_e419 >> uint(l_130_));
                                        l_mut_132_ = l_131_;
                                    } else {
                                        int l_133_ = asint(asuint(int(24)) - asuint(l_122_));
                                        uint64_t l_134_ = uint64_t(l_133_);
                                        uint64_t _e426 = l_mut_87_;
                                        uint64_t l_135_ = (_e426 << uint(l_134_));
                                        l_mut_132_ = l_135_;
                                    }
                                    uint l_136_ = uint(l_125_);
                                    uint l_137_ = (l_136_ << 23u);
                                    uint64_t _e433 = l_mut_132_;
                                    uint l_138_ = uint(_e433);
                                    uint l_139_ = (l_138_ & 8388607u);
                                    uint l_140_ = (l_137_ | l_139_);
                                    l_mut_73_ = l_140_;
                                } else {
                                    int l_141_ = asint(asuint(l_118_) + asuint(int(149)));
                                    bool l_142_ = (l_141_ >= int(0));
                                    if (l_142_) {
                                        uint64_t l_143_ = uint64_t(l_141_);
                                        uint64_t _e444 = l_mut_87_;
                                        uint64_t l_144_ = (_e444 << uint(l_143_));
                                        l_mut_132_ = l_144_;
                                    } else {
                                        int l_145_ = asint(asuint(int(0)) - asuint(l_141_));
                                        uint64_t l_146_ = uint64_t(l_145_);
                                        uint64_t _e451 = l_mut_87_;
                                        uint64_t l_147_ = (_e451 >> uint(l_146_));
                                        l_mut_132_ = l_147_;
                                    }
                                    uint64_t _e455 = l_mut_132_;
                                    uint l_148_ = uint(_e455);
                                    l_mut_73_ = l_148_;
                                }
                            }
                        }
                        uint _e458 = l_mut_73_;
                        l_mut_59_ = _e458;
                    }
                }
            }
            uint _e459 = l_mut_59_;
            uint l_149_ = (_e459 | l_58_);
            float l_150_ = asfloat(l_149_);
            l_mut_46_ = l_150_;
            l_mut_151_ = 0.0;
            uint64_t _e463 = l_mut_60_;
            bool l_152_ = (l_55_ > _e463);
            if (l_152_) {
                uint64_t _e465 = l_mut_60_;
                uint64_t l_153_ = (l_55_ - _e465);
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
                    int _e498 = l_mut_69_;
                    bool l_164_ = (_e498 <= int(0));
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
                                    uint64_t _e547 = l_mut_87_;
                                    uint l_184_ = uint(_e547);
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
                                    uint64_t _e567 = l_mut_87_;
                                    uint l_194_ = uint(_e567);
                                    l_mut_165_ = l_194_;
                                }
                            }
                        }
                        uint _e570 = l_mut_165_;
                        l_mut_73_ = _e570;
                        l_mut_132_ = l_153_;
                    } else {
                        int _e571 = l_mut_69_;
                        bool l_195_ = (_e571 <= l_157_);
                        if (l_195_) {
                            int _e573 = l_mut_69_;
                            uint64_t l_196_ = uint64_t(_e573);
                            uint64_t l_197_ = (l_153_ >> uint(l_196_));
                            l_mut_87_ = l_197_;
                            uint64_t _e578 = l_mut_87_;
                            uint64_t l_198_ = (_e578 << uint(l_196_));
                            uint64_t l_199_ = (l_153_ - l_198_);
                            uint64_t l_200_ = (l_196_ - 1uL);
                            uint64_t l_201_ = (1uL << uint(l_200_));
                            bool l_202_ = (l_199_ > l_201_);
                            bool l_203_ = (l_199_ == l_201_);
                            uint64_t _e591 = l_mut_87_;
                            uint64_t l_204_ = (_e591 & 1uL);
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
                                uint64_t _e605 = l_mut_87_;
                                l_mut_87_ = (_e605 + 1uL);
                            }
                            uint64_t _e608 = l_mut_87_;
                            uint64_t l_208_ = (_e608 << uint(l_196_));
                            l_mut_132_ = l_208_;
                            int _e612 = l_mut_69_;
                            int l_209_ = asint(asuint(l_56_) + asuint(_e612));
                            l_mut_165_ = 0u;
                            uint64_t _e615 = l_mut_87_;
                            bool l_210_ = (_e615 != 0uL);
                            if (l_210_) {
                                uint64_t _e618 = l_mut_87_;
                                uint64_t _e624 = l_mut_87_;
                                uint64_t _e628 = l_mut_87_;
                                uint l_211_ = (((_e628 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e624)))) : (31u - firstbithigh(uint((_e618 >> 32u)))));
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
                                            uint64_t _e652 = l_mut_87_;
                                            uint64_t l_222_ = (_e652 >> uint(l_221_));
                                            l_mut_223_ = l_222_;
                                        } else {
                                            int l_224_ = asint(asuint(int(24)) - asuint(l_213_));
                                            uint64_t l_225_ = uint64_t(l_224_);
                                            uint64_t _e659 = l_mut_87_;
                                            uint64_t l_226_ = (_e659 << uint(l_225_));
                                            l_mut_223_ = l_226_;
                                        }
                                        uint l_227_ = uint(l_216_);
                                        uint l_228_ = (l_227_ << 23u);
                                        uint64_t _e666 = l_mut_223_;
                                        uint l_229_ = uint(_e666);
                                        uint l_230_ = (l_229_ & 8388607u);
                                        uint l_231_ = (l_228_ | l_230_);
                                        l_mut_165_ = l_231_;
                                    } else {
                                        int l_232_ = asint(asuint(l_209_) + asuint(int(149)));
                                        bool l_233_ = (l_232_ >= int(0));
                                        if (l_233_) {
                                            uint64_t l_234_ = uint64_t(l_232_);
                                            uint64_t _e677 = l_mut_87_;
                                            uint64_t l_235_ = (_e677 << uint(l_234_));
                                            l_mut_223_ = l_235_;
                                        } else {
                                            int l_236_ = asint(asuint(int(0)) - asuint(l_232_));
                                            uint64_t l_237_ = uint64_t(l_236_);
                                            uint64_t _e684 = l_mut_87_;
                                            uint64_t l_238_ = (_e684 >> uint(l_237_));
                                            l_mut_223_ = l_238_;
                                        }
                                        uint64_t _e688 = l_mut_223_;
                                        uint l_239_ = uint(_e688);
                                        l_mut_165_ = l_239_;
                                    }
                                }
                            }
                            uint _e691 = l_mut_165_;
                            l_mut_73_ = _e691;
                        }
                    }
                }
                uint _e692 = l_mut_73_;
                uint l_240_ = (_e692 | l_58_);
                float l_241_ = asfloat(l_240_);
                l_mut_151_ = l_241_;
            } else {
                uint64_t _e695 = l_mut_60_;
                bool l_242_ = (_e695 > l_55_);
                if (l_242_) {
                    uint64_t _e697 = l_mut_60_;
                    uint64_t l_243_ = (_e697 - l_55_);
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
                        int _e730 = l_mut_69_;
                        bool l_254_ = (_e730 <= int(0));
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
                                        uint64_t _e779 = l_mut_132_;
                                        uint l_273_ = uint(_e779);
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
                                        uint64_t _e799 = l_mut_132_;
                                        uint l_283_ = uint(_e799);
                                        l_mut_73_ = l_283_;
                                    }
                                }
                            }
                            uint _e802 = l_mut_73_;
                            l_mut_165_ = _e802;
                            l_mut_223_ = l_243_;
                        } else {
                            int _e803 = l_mut_69_;
                            bool l_284_ = (_e803 <= l_247_);
                            if (l_284_) {
                                int _e805 = l_mut_69_;
                                uint64_t l_285_ = uint64_t(_e805);
                                uint64_t l_286_ = (l_243_ >> uint(l_285_));
                                l_mut_132_ = l_286_;
                                uint64_t _e810 = l_mut_132_;
                                uint64_t l_287_ = (_e810 << uint(l_285_));
                                uint64_t l_288_ = (l_243_ - l_287_);
                                uint64_t l_289_ = (l_285_ - 1uL);
                                uint64_t l_290_ = (1uL << uint(l_289_));
                                bool l_291_ = (l_288_ > l_290_);
                                bool l_292_ = (l_288_ == l_290_);
                                uint64_t _e823 = l_mut_132_;
                                uint64_t l_293_ = (_e823 & 1uL);
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
                                    uint64_t _e837 = l_mut_132_;
                                    l_mut_132_ = (_e837 + 1uL);
                                }
                                uint64_t _e840 = l_mut_132_;
                                uint64_t l_297_ = (_e840 << uint(l_285_));
                                l_mut_223_ = l_297_;
                                int _e844 = l_mut_69_;
                                int l_298_ = asint(asuint(l_56_) + asuint(_e844));
                                l_mut_73_ = 0u;
                                uint64_t _e847 = l_mut_132_;
                                bool l_299_ = (_e847 != 0uL);
                                if (l_299_) {
                                    uint64_t _e850 = l_mut_132_;
                                    uint64_t _e856 = l_mut_132_;
                                    uint64_t _e860 = l_mut_132_;
                                    uint l_300_ = (((_e860 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e856)))) : (31u - firstbithigh(uint((_e850 >> 32u)))));
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
                                                uint64_t _e884 = l_mut_132_;
                                                uint64_t l_311_ = (_e884 >> uint(l_310_));
                                                l_mut_87_ = l_311_;
                                            } else {
                                                int l_312_ = asint(asuint(int(24)) - asuint(l_302_));
                                                uint64_t l_313_ = uint64_t(l_312_);
                                                uint64_t _e891 = l_mut_132_;
                                                uint64_t l_314_ = (_e891 << uint(l_313_));
                                                l_mut_87_ = l_314_;
                                            }
                                            uint l_315_ = uint(l_305_);
                                            uint l_316_ = (l_315_ << 23u);
                                            uint64_t _e898 = l_mut_87_;
                                            uint l_317_ = uint(_e898);
                                            uint l_318_ = (l_317_ & 8388607u);
                                            uint l_319_ = (l_316_ | l_318_);
                                            l_mut_73_ = l_319_;
                                        } else {
                                            int l_320_ = asint(asuint(l_298_) + asuint(int(149)));
                                            bool l_321_ = (l_320_ >= int(0));
                                            if (l_321_) {
                                                uint64_t l_322_ = uint64_t(l_320_);
                                                uint64_t _e909 = l_mut_132_;
                                                uint64_t l_323_ = (_e909 << uint(l_322_));
                                                l_mut_87_ = l_323_;
                                            } else {
                                                int l_324_ = asint(asuint(int(0)) - asuint(l_320_));
                                                uint64_t l_325_ = uint64_t(l_324_);
                                                uint64_t _e916 = l_mut_132_;
                                                uint64_t l_326_ = (_e916 >> uint(l_325_));
                                                l_mut_87_ = l_326_;
                                            }
                                            uint64_t _e920 = l_mut_87_;
                                            uint l_327_ = uint(_e920);
                                            l_mut_73_ = l_327_;
                                        }
                                    }
                                }
                                uint _e923 = l_mut_73_;
                                l_mut_165_ = _e923;
                            }
                        }
                    }
                    uint l_328_ = (l_58_ ^ 2147483648u);
                    uint _e926 = l_mut_165_;
                    uint l_329_ = (_e926 | l_328_);
                    float l_330_ = asfloat(l_329_);
                    l_mut_151_ = l_330_;
                }
            }
            float _e929 = l_mut_151_;
            l_mut_47_ = _e929;
        }
        float l_331_ = (l_11_ * l_12_);
        float _e931 = l_mut_46_;
        uint l_332_ = asuint(_e931);
        uint l_333_ = asuint(l_331_);
        l_mut_165_ = l_332_;
        l_mut_73_ = l_333_;
        uint l_334_ = (l_333_ & 2147483647u);
        uint l_335_ = (l_332_ & 2147483647u);
        bool l_336_ = (l_334_ > l_335_);
        if (l_336_) {
            l_mut_165_ = l_333_;
            l_mut_73_ = l_332_;
        }
        uint _e939 = l_mut_165_;
        uint l_337_ = (_e939 >> 23u);
        uint l_338_ = (l_337_ & 255u);
        uint _e944 = l_mut_165_;
        uint l_339_ = (_e944 & 8388607u);
        bool l_340_ = (l_338_ != 0u);
        if (l_340_) {
            uint l_341_ = (l_339_ | 8388608u);
            uint64_t l_342_ = uint64_t(l_341_);
            l_mut_223_ = l_342_;
        } else {
            uint64_t l_343_ = uint64_t(l_339_);
            l_mut_223_ = l_343_;
        }
        if (l_340_) {
            int l_344_ = int(l_338_);
            int l_345_ = asint(asuint(l_344_) - asuint(int(150)));
            l_mut_69_ = l_345_;
        } else {
            int l_347_ = asint(asuint(int(1)) - asuint(int(150)));
            l_mut_69_ = l_347_;
        }
        uint _e959 = l_mut_165_;
        uint l_348_ = (_e959 & 2147483648u);
        bool l_349_ = (l_338_ == 255u);
        uint _e964 = l_mut_73_;
        uint l_350_ = (_e964 >> 23u);
        uint l_351_ = (l_350_ & 255u);
        uint _e969 = l_mut_73_;
        uint l_352_ = (_e969 & 8388607u);
        bool l_353_ = (l_351_ != 0u);
        if (l_353_) {
            uint l_354_ = (l_352_ | 8388608u);
            uint64_t l_355_ = uint64_t(l_354_);
            l_mut_132_ = l_355_;
        } else {
            uint64_t l_356_ = uint64_t(l_352_);
            l_mut_132_ = l_356_;
        }
        if (l_353_) {
            int l_357_ = int(l_351_);
            int l_358_ = asint(asuint(l_357_) - asuint(int(150)));
            l_mut_40_ = l_358_;
        } else {
            int l_360_ = asint(asuint(int(1)) - asuint(int(150)));
            l_mut_40_ = l_360_;
        }
        uint _e984 = l_mut_73_;
        uint l_361_ = (_e984 & 2147483648u);
        bool l_362_ = (l_351_ == 255u);
        float _e989 = l_mut_46_;
        float l_363_ = (_e989 + l_331_);
        l_mut_151_ = l_363_;
        l_mut_364_ = 0.0;
        bool l_365_ = !(l_349_);
        uint64_t _e993 = l_mut_132_;
        bool l_366_ = (_e993 != 0uL);
        if (l_365_) {
            local_9 = l_366_;
        } else {
            local_9 = false;
        }
        bool l_367_ = local_9;
        if (l_367_) {
            int _e1000 = l_mut_69_;
            int _e1001 = l_mut_40_;
            int l_368_ = asint(asuint(_e1000) - asuint(_e1001));
            bool l_369_ = (l_368_ >= int(26));
            if (l_369_) {
                uint _e1005 = l_mut_165_;
                float l_370_ = asfloat(_e1005);
                l_mut_151_ = l_370_;
                uint _e1007 = l_mut_73_;
                float l_371_ = asfloat(_e1007);
                l_mut_364_ = l_371_;
            } else {
                uint64_t l_372_ = uint64_t(l_368_);
                uint64_t _e1010 = l_mut_223_;
                uint64_t l_373_ = (_e1010 << uint(l_372_));
                uint64_t _e1014 = l_mut_132_;
                uint64_t l_374_ = (l_373_ - _e1014);
                l_mut_87_ = l_374_;
                bool l_375_ = (l_348_ == l_361_);
                if (l_375_) {
                    uint64_t _e1017 = l_mut_132_;
                    uint64_t l_376_ = (l_373_ + _e1017);
                    l_mut_87_ = l_376_;
                }
                uint64_t _e1019 = l_mut_87_;
                bool l_377_ = (_e1019 == 0uL);
                if (l_377_) {
                    l_mut_151_ = 0.0;
                } else {
                    l_mut_165_ = 0u;
                    l_mut_60_ = 0uL;
                    uint64_t _e1025 = l_mut_87_;
                    bool l_378_ = (_e1025 != 0uL);
                    if (l_378_) {
                        uint64_t _e1028 = l_mut_87_;
                        uint64_t _e1034 = l_mut_87_;
                        uint64_t _e1038 = l_mut_87_;
                        uint l_379_ = (((_e1038 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e1034)))) : (31u - firstbithigh(uint((_e1028 >> 32u)))));
                        int l_380_ = int(l_379_);
                        int l_381_ = asint(asuint(int(64)) - asuint(l_380_));
                        int l_382_ = asint(asuint(l_381_) - asuint(int(1)));
                        int _e1049 = l_mut_40_;
                        int l_383_ = asint(asuint(l_382_) + asuint(_e1049));
                        int l_384_ = asint(asuint(l_383_) + asuint(int(127)));
                        int _e1054 = l_mut_40_;
                        int l_385_ = asint(asuint(int(-149)) - asuint(_e1054));
                        l_mut_25_ = l_385_;
                        bool l_386_ = (l_384_ >= int(1));
                        if (l_386_) {
                            int l_387_ = asint(asuint(l_381_) - asuint(int(24)));
                            l_mut_25_ = l_387_;
                        }
                        int _e1060 = l_mut_25_;
                        bool l_388_ = (_e1060 <= int(0));
                        if (l_388_) {
                            l_mut_73_ = 0u;
                            uint64_t _e1064 = l_mut_87_;
                            bool l_389_ = (_e1064 != 0uL);
                            if (l_389_) {
                                uint64_t _e1067 = l_mut_87_;
                                uint64_t _e1073 = l_mut_87_;
                                uint64_t _e1077 = l_mut_87_;
                                uint l_390_ = (((_e1077 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e1073)))) : (31u - firstbithigh(uint((_e1067 >> 32u)))));
                                int l_391_ = int(l_390_);
                                int l_392_ = asint(asuint(int(64)) - asuint(l_391_));
                                int l_393_ = asint(asuint(l_392_) - asuint(int(1)));
                                int _e1088 = l_mut_40_;
                                int l_394_ = asint(asuint(l_393_) + asuint(_e1088));
                                int l_395_ = asint(asuint(l_394_) + asuint(int(127)));
                                bool l_396_ = (l_395_ >= int(255));
                                if (l_396_) {
                                    l_mut_73_ = 2139095040u;
                                } else {
                                    bool l_397_ = (l_395_ >= int(1));
                                    if (l_397_) {
                                        bool l_398_ = (l_392_ > int(24));
                                        if (l_398_) {
                                            int l_399_ = asint(asuint(l_392_) - asuint(int(24)));
                                            uint64_t l_400_ = uint64_t(l_399_);
                                            uint64_t _e1102 = l_mut_87_;
                                            uint64_t l_401_ = (_e1102 >> uint(l_400_));
                                            l_mut_36_ = l_401_;
                                        } else {
                                            int l_402_ = asint(asuint(int(24)) - asuint(l_392_));
                                            uint64_t l_403_ = uint64_t(l_402_);
                                            uint64_t _e1109 = l_mut_87_;
                                            uint64_t l_404_ = (_e1109 << uint(l_403_));
                                            l_mut_36_ = l_404_;
                                        }
                                        uint l_405_ = uint(l_395_);
                                        uint l_406_ = (l_405_ << 23u);
                                        uint64_t _e1116 = l_mut_36_;
                                        uint l_407_ = uint(_e1116);
                                        uint l_408_ = (l_407_ & 8388607u);
                                        uint l_409_ = (l_406_ | l_408_);
                                        l_mut_73_ = l_409_;
                                    } else {
                                        int _e1122 = l_mut_40_;
                                        int l_410_ = asint(asuint(_e1122) + asuint(int(149)));
                                        bool l_411_ = (l_410_ >= int(0));
                                        if (l_411_) {
                                            uint64_t l_412_ = uint64_t(l_410_);
                                            uint64_t _e1128 = l_mut_87_;
                                            uint64_t l_413_ = (_e1128 << uint(l_412_));
                                            l_mut_36_ = l_413_;
                                        } else {
                                            int l_414_ = asint(asuint(int(0)) - asuint(l_410_));
                                            uint64_t l_415_ = uint64_t(l_414_);
                                            uint64_t _e1135 = l_mut_87_;
                                            uint64_t l_416_ = (_e1135 >> uint(l_415_));
                                            l_mut_36_ = l_416_;
                                        }
                                        uint64_t _e1139 = l_mut_36_;
                                        uint l_417_ = uint(_e1139);
                                        l_mut_73_ = l_417_;
                                    }
                                }
                            }
                            uint _e1142 = l_mut_73_;
                            l_mut_165_ = _e1142;
                            uint64_t _e1143 = l_mut_87_;
                            l_mut_60_ = _e1143;
                        } else {
                            int _e1144 = l_mut_25_;
                            bool l_418_ = (_e1144 <= l_381_);
                            if (l_418_) {
                                int _e1146 = l_mut_25_;
                                uint64_t l_419_ = uint64_t(_e1146);
                                uint64_t _e1148 = l_mut_87_;
                                uint64_t l_420_ = (_e1148 >> uint(l_419_));
                                l_mut_36_ = l_420_;
                                uint64_t _e1152 = l_mut_36_;
                                uint64_t l_421_ = (_e1152 << uint(l_419_));
                                uint64_t _e1156 = l_mut_87_;
                                uint64_t l_422_ = (_e1156 - l_421_);
                                uint64_t l_423_ = (l_419_ - 1uL);
                                uint64_t l_424_ = (1uL << uint(l_423_));
                                bool l_425_ = (l_422_ > l_424_);
                                bool l_426_ = (l_422_ == l_424_);
                                uint64_t _e1166 = l_mut_36_;
                                uint64_t l_427_ = (_e1166 & 1uL);
                                bool l_428_ = (l_427_ == 1uL);
                                if (l_426_) {
                                    local_10 = l_428_;
                                } else {
                                    local_10 = false;
                                }
                                bool l_429_ = local_10;
                                if (!(l_425_)) {
                                    local_11 = l_429_;
                                } else {
                                    local_11 = true;
                                }
                                bool l_430_ = local_11;
                                if (l_430_) {
                                    uint64_t _e1180 = l_mut_36_;
                                    l_mut_36_ = (_e1180 + 1uL);
                                }
                                uint64_t _e1183 = l_mut_36_;
                                uint64_t l_431_ = (_e1183 << uint(l_419_));
                                l_mut_60_ = l_431_;
                                int _e1187 = l_mut_40_;
                                int _e1188 = l_mut_25_;
                                int l_432_ = asint(asuint(_e1187) + asuint(_e1188));
                                l_mut_73_ = 0u;
                                uint64_t _e1191 = l_mut_36_;
                                bool l_433_ = (_e1191 != 0uL);
                                if (l_433_) {
                                    uint64_t _e1194 = l_mut_36_;
                                    uint64_t _e1200 = l_mut_36_;
                                    uint64_t _e1204 = l_mut_36_;
                                    uint l_434_ = (((_e1204 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e1200)))) : (31u - firstbithigh(uint((_e1194 >> 32u)))));
                                    int l_435_ = int(l_434_);
                                    int l_436_ = asint(asuint(int(64)) - asuint(l_435_));
                                    int l_437_ = asint(asuint(l_436_) - asuint(int(1)));
                                    int l_438_ = asint(asuint(l_437_) + asuint(l_432_));
                                    int l_439_ = asint(asuint(l_438_) + asuint(int(127)));
                                    bool l_440_ = (l_439_ >= int(255));
                                    if (l_440_) {
                                        l_mut_73_ = 2139095040u;
                                    } else {
                                        bool l_441_ = (l_439_ >= int(1));
                                        if (l_441_) {
                                            bool l_442_ = (l_436_ > int(24));
                                            if (l_442_) {
                                                int l_443_ = asint(asuint(l_436_) - asuint(int(24)));
                                                uint64_t l_444_ = uint64_t(l_443_);
                                                uint64_t _e1228 = l_mut_36_;
                                                uint64_t l_445_ = (_e1228 >> uint(l_444_));
                                                l_mut_21_ = l_445_;
                                            } else {
                                                int l_446_ = asint(asuint(int(24)) - asuint(l_436_));
                                                uint64_t l_447_ = uint64_t(l_446_);
                                                uint64_t _e1235 = l_mut_36_;
                                                uint64_t l_448_ = (_e1235 << uint(l_447_));
                                                l_mut_21_ = l_448_;
                                            }
                                            uint l_449_ = uint(l_439_);
                                            uint l_450_ = (l_449_ << 23u);
                                            uint64_t _e1242 = l_mut_21_;
                                            uint l_451_ = uint(_e1242);
                                            uint l_452_ = (l_451_ & 8388607u);
                                            uint l_453_ = (l_450_ | l_452_);
                                            l_mut_73_ = l_453_;
                                        } else {
                                            int l_454_ = asint(asuint(l_432_) + asuint(int(149)));
                                            bool l_455_ = (l_454_ >= int(0));
                                            if (l_455_) {
                                                uint64_t l_456_ = uint64_t(l_454_);
                                                uint64_t _e1253 = l_mut_36_;
                                                uint64_t l_457_ = (_e1253 << uint(l_456_));
                                                l_mut_21_ = l_457_;
                                            } else {
                                                int l_458_ = asint(asuint(int(0)) - asuint(l_454_));
                                                uint64_t l_459_ = uint64_t(l_458_);
                                                uint64_t _e1260 = l_mut_36_;
                                                uint64_t l_460_ = (_e1260 >> uint(l_459_));
                                                l_mut_21_ = l_460_;
                                            }
                                            uint64_t _e1264 = l_mut_21_;
                                            uint l_461_ = uint(_e1264);
                                            l_mut_73_ = l_461_;
                                        }
                                    }
                                }
                                uint _e1267 = l_mut_73_;
                                l_mut_165_ = _e1267;
                            }
                        }
                    }
                    uint _e1268 = l_mut_165_;
                    uint l_462_ = (_e1268 | l_348_);
                    float l_463_ = asfloat(l_462_);
                    l_mut_151_ = l_463_;
                    l_mut_464_ = 0.0;
                    uint64_t _e1272 = l_mut_87_;
                    uint64_t _e1273 = l_mut_60_;
                    bool l_465_ = (_e1272 > _e1273);
                    if (l_465_) {
                        uint64_t _e1275 = l_mut_87_;
                        uint64_t _e1276 = l_mut_60_;
                        uint64_t l_466_ = (_e1275 - _e1276);
                        l_mut_73_ = 0u;
                        l_mut_36_ = 0uL;
                        bool l_467_ = (l_466_ != 0uL);
                        if (l_467_) {
                            uint l_468_ = (((l_466_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_466_)))) : (31u - firstbithigh(uint((l_466_ >> 32u)))));
                            int l_469_ = int(l_468_);
                            int l_470_ = asint(asuint(int(64)) - asuint(l_469_));
                            int l_471_ = asint(asuint(l_470_) - asuint(int(1)));
                            int _e1300 = l_mut_40_;
                            int l_472_ = asint(asuint(l_471_) + asuint(_e1300));
                            int l_473_ = asint(asuint(l_472_) + asuint(int(127)));
                            int _e1305 = l_mut_40_;
                            int l_474_ = asint(asuint(int(-149)) - asuint(_e1305));
                            l_mut_25_ = l_474_;
                            bool l_475_ = (l_473_ >= int(1));
                            if (l_475_) {
                                int l_476_ = asint(asuint(l_470_) - asuint(int(24)));
                                l_mut_25_ = l_476_;
                            }
                            int _e1311 = l_mut_25_;
                            bool l_477_ = (_e1311 <= int(0));
                            if (l_477_) {
                                l_mut_59_ = 0u;
                                bool l_478_ = (l_466_ != 0uL);
                                if (l_478_) {
                                    uint l_479_ = (((l_466_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_466_)))) : (31u - firstbithigh(uint((l_466_ >> 32u)))));
                                    int l_480_ = int(l_479_);
                                    int l_481_ = asint(asuint(int(64)) - asuint(l_480_));
                                    int l_482_ = asint(asuint(l_481_) - asuint(int(1)));
                                    int _e1335 = l_mut_40_;
                                    int l_483_ = asint(asuint(l_482_) + asuint(_e1335));
                                    int l_484_ = asint(asuint(l_483_) + asuint(int(127)));
                                    bool l_485_ = (l_484_ >= int(255));
                                    if (l_485_) {
                                        l_mut_59_ = 2139095040u;
                                    } else {
                                        bool l_486_ = (l_484_ >= int(1));
                                        if (l_486_) {
                                            bool l_487_ = (l_481_ > int(24));
                                            if (l_487_) {
                                                int l_488_ = asint(asuint(l_481_) - asuint(int(24)));
                                                uint64_t l_489_ = uint64_t(l_488_);
                                                uint64_t l_490_ = (l_466_ >> uint(l_489_));
                                                l_mut_21_ = l_490_;
                                            } else {
                                                int l_491_ = asint(asuint(int(24)) - asuint(l_481_));
                                                uint64_t l_492_ = uint64_t(l_491_);
                                                uint64_t l_493_ = (l_466_ << uint(l_492_));
                                                l_mut_21_ = l_493_;
                                            }
                                            uint l_494_ = uint(l_484_);
                                            uint l_495_ = (l_494_ << 23u);
                                            uint64_t _e1361 = l_mut_21_;
                                            uint l_496_ = uint(_e1361);
                                            uint l_497_ = (l_496_ & 8388607u);
                                            uint l_498_ = (l_495_ | l_497_);
                                            l_mut_59_ = l_498_;
                                        } else {
                                            int _e1367 = l_mut_40_;
                                            int l_499_ = asint(asuint(_e1367) + asuint(int(149)));
                                            bool l_500_ = (l_499_ >= int(0));
                                            if (l_500_) {
                                                uint64_t l_501_ = uint64_t(l_499_);
                                                uint64_t l_502_ = (l_466_ << uint(l_501_));
                                                l_mut_21_ = l_502_;
                                            } else {
                                                int l_503_ = asint(asuint(int(0)) - asuint(l_499_));
                                                uint64_t l_504_ = uint64_t(l_503_);
                                                uint64_t l_505_ = (l_466_ >> uint(l_504_));
                                                l_mut_21_ = l_505_;
                                            }
                                            uint64_t _e1382 = l_mut_21_;
                                            uint l_506_ = uint(_e1382);
                                            l_mut_59_ = l_506_;
                                        }
                                    }
                                }
                                uint _e1385 = l_mut_59_;
                                l_mut_73_ = _e1385;
                                l_mut_36_ = l_466_;
                            } else {
                                int _e1386 = l_mut_25_;
                                bool l_507_ = (_e1386 <= l_470_);
                                if (l_507_) {
                                    int _e1388 = l_mut_25_;
                                    uint64_t l_508_ = uint64_t(_e1388);
                                    uint64_t l_509_ = (l_466_ >> uint(l_508_));
                                    l_mut_21_ = l_509_;
                                    uint64_t _e1393 = l_mut_21_;
                                    uint64_t l_510_ = (_e1393 << uint(l_508_));
                                    uint64_t l_511_ = (l_466_ - l_510_);
                                    uint64_t l_512_ = (l_508_ - 1uL);
                                    uint64_t l_513_ = (1uL << uint(l_512_));
                                    bool l_514_ = (l_511_ > l_513_);
                                    bool l_515_ = (l_511_ == l_513_);
                                    uint64_t _e1406 = l_mut_21_;
                                    uint64_t l_516_ = (_e1406 & 1uL);
                                    bool l_517_ = (l_516_ == 1uL);
                                    if (l_515_) {
                                        local_12 = l_517_;
                                    } else {
                                        local_12 = false;
                                    }
                                    bool l_518_ = local_12;
                                    if (!(l_514_)) {
                                        local_13 = l_518_;
                                    } else {
                                        local_13 = true;
                                    }
                                    bool l_519_ = local_13;
                                    if (l_519_) {
                                        uint64_t _e1420 = l_mut_21_;
                                        l_mut_21_ = (_e1420 + 1uL);
                                    }
                                    uint64_t _e1423 = l_mut_21_;
                                    uint64_t l_520_ = (_e1423 << uint(l_508_));
                                    l_mut_36_ = l_520_;
                                    int _e1427 = l_mut_40_;
                                    int _e1428 = l_mut_25_;
                                    int l_521_ = asint(asuint(_e1427) + asuint(_e1428));
                                    l_mut_59_ = 0u;
                                    uint64_t _e1431 = l_mut_21_;
                                    bool l_522_ = (_e1431 != 0uL);
                                    if (l_522_) {
                                        uint64_t _e1434 = l_mut_21_;
                                        uint64_t _e1440 = l_mut_21_;
                                        uint64_t _e1444 = l_mut_21_;
                                        uint l_523_ = (((_e1444 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e1440)))) : (31u - firstbithigh(uint((_e1434 >> 32u)))));
                                        int l_524_ = int(l_523_);
                                        int l_525_ = asint(asuint(int(64)) - asuint(l_524_));
                                        int l_526_ = asint(asuint(l_525_) - asuint(int(1)));
                                        int l_527_ = asint(asuint(l_526_) + asuint(l_521_));
                                        int l_528_ = asint(asuint(l_527_) + asuint(int(127)));
                                        bool l_529_ = (l_528_ >= int(255));
                                        if (l_529_) {
                                            l_mut_59_ = 2139095040u;
                                        } else {
                                            bool l_530_ = (l_528_ >= int(1));
                                            if (l_530_) {
                                                bool l_531_ = (l_525_ > int(24));
                                                if (l_531_) {
                                                    int l_532_ = asint(asuint(l_525_) - asuint(int(24)));
                                                    uint64_t l_533_ = uint64_t(l_532_);
                                                    uint64_t _e1468 = l_mut_21_;
                                                    uint64_t l_534_ = (_e1468 >> uint(l_533_));
                                                    l_mut_535_ = l_534_;
                                                } else {
                                                    int l_536_ = asint(asuint(int(24)) - asuint(l_525_));
                                                    uint64_t l_537_ = uint64_t(l_536_);
                                                    uint64_t _e1475 = l_mut_21_;
                                                    uint64_t l_538_ = (_e1475 << uint(l_537_));
                                                    l_mut_535_ = l_538_;
                                                }
                                                uint l_539_ = uint(l_528_);
                                                uint l_540_ = (l_539_ << 23u);
                                                uint64_t _e1482 = l_mut_535_;
                                                uint l_541_ = uint(_e1482);
                                                uint l_542_ = (l_541_ & 8388607u);
                                                uint l_543_ = (l_540_ | l_542_);
                                                l_mut_59_ = l_543_;
                                            } else {
                                                int l_544_ = asint(asuint(l_521_) + asuint(int(149)));
                                                bool l_545_ = (l_544_ >= int(0));
                                                if (l_545_) {
                                                    uint64_t l_546_ = uint64_t(l_544_);
                                                    uint64_t _e1493 = l_mut_21_;
                                                    uint64_t l_547_ = (_e1493 << uint(l_546_));
                                                    l_mut_535_ = l_547_;
                                                } else {
                                                    int l_548_ = asint(asuint(int(0)) - asuint(l_544_));
                                                    uint64_t l_549_ = uint64_t(l_548_);
                                                    uint64_t _e1500 = l_mut_21_;
                                                    uint64_t l_550_ = (_e1500 >> uint(l_549_));
                                                    l_mut_535_ = l_550_;
                                                }
                                                uint64_t _e1504 = l_mut_535_;
                                                uint l_551_ = uint(_e1504);
                                                l_mut_59_ = l_551_;
                                            }
                                        }
                                    }
                                    uint _e1507 = l_mut_59_;
                                    l_mut_73_ = _e1507;
                                }
                            }
                        }
                        uint _e1508 = l_mut_73_;
                        uint l_552_ = (_e1508 | l_348_);
                        float l_553_ = asfloat(l_552_);
                        l_mut_464_ = l_553_;
                    } else {
                        uint64_t _e1511 = l_mut_60_;
                        uint64_t _e1512 = l_mut_87_;
                        bool l_554_ = (_e1511 > _e1512);
                        if (l_554_) {
                            uint64_t _e1514 = l_mut_60_;
                            uint64_t _e1515 = l_mut_87_;
                            uint64_t l_555_ = (_e1514 - _e1515);
                            l_mut_73_ = 0u;
                            l_mut_535_ = 0uL;
                            bool l_556_ = (l_555_ != 0uL);
                            if (l_556_) {
                                uint l_557_ = (((l_555_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_555_)))) : (31u - firstbithigh(uint((l_555_ >> 32u)))));
                                int l_558_ = int(l_557_);
                                int l_559_ = asint(asuint(int(64)) - asuint(l_558_));
                                int l_560_ = asint(asuint(l_559_) - asuint(int(1)));
                                int _e1539 = l_mut_40_;
                                int l_561_ = asint(asuint(l_560_) + asuint(_e1539));
                                int l_562_ = asint(asuint(l_561_) + asuint(int(127)));
                                int _e1544 = l_mut_40_;
                                int l_563_ = asint(asuint(int(-149)) - asuint(_e1544));
                                l_mut_25_ = l_563_;
                                bool l_564_ = (l_562_ >= int(1));
                                if (l_564_) {
                                    int l_565_ = asint(asuint(l_559_) - asuint(int(24)));
                                    l_mut_25_ = l_565_;
                                }
                                int _e1550 = l_mut_25_;
                                bool l_566_ = (_e1550 <= int(0));
                                if (l_566_) {
                                    l_mut_59_ = 0u;
                                    bool l_567_ = (l_555_ != 0uL);
                                    if (l_567_) {
                                        uint l_568_ = (((l_555_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_555_)))) : (31u - firstbithigh(uint((l_555_ >> 32u)))));
                                        int l_569_ = int(l_568_);
                                        int l_570_ = asint(asuint(int(64)) - asuint(l_569_));
                                        int l_571_ = asint(asuint(l_570_) - asuint(int(1)));
                                        int _e1574 = l_mut_40_;
                                        int l_572_ = asint(asuint(l_571_) + asuint(_e1574));
                                        int l_573_ = asint(asuint(l_572_) + asuint(int(127)));
                                        bool l_574_ = (l_573_ >= int(255));
                                        if (l_574_) {
                                            l_mut_59_ = 2139095040u;
                                        } else {
                                            bool l_575_ = (l_573_ >= int(1));
                                            if (l_575_) {
                                                bool l_576_ = (l_570_ > int(24));
                                                if (l_576_) {
                                                    int l_577_ = asint(asuint(l_570_) - asuint(int(24)));
                                                    uint64_t l_578_ = uint64_t(l_577_);
                                                    uint64_t l_579_ = (l_555_ >> uint(l_578_));
                                                    l_mut_87_ = l_579_;
                                                } else {
                                                    int l_580_ = asint(asuint(int(24)) - asuint(l_570_));
                                                    uint64_t l_581_ = uint64_t(l_580_);
                                                    uint64_t l_582_ = (l_555_ << uint(l_581_));
                                                    l_mut_87_ = l_582_;
                                                }
                                                uint l_583_ = uint(l_573_);
                                                uint l_584_ = (l_583_ << 23u);
                                                uint64_t _e1600 = l_mut_87_;
                                                uint l_585_ = uint(_e1600);
                                                uint l_586_ = (l_585_ & 8388607u);
                                                uint l_587_ = (l_584_ | l_586_);
                                                l_mut_59_ = l_587_;
                                            } else {
                                                int _e1606 = l_mut_40_;
                                                int l_588_ = asint(asuint(_e1606) + asuint(int(149)));
                                                bool l_589_ = (l_588_ >= int(0));
                                                if (l_589_) {
                                                    uint64_t l_590_ = uint64_t(l_588_);
                                                    uint64_t l_591_ = (l_555_ << uint(l_590_));
                                                    l_mut_87_ = l_591_;
                                                } else {
                                                    int l_592_ = asint(asuint(int(0)) - asuint(l_588_));
                                                    uint64_t l_593_ = uint64_t(l_592_);
                                                    uint64_t l_594_ = (l_555_ >> uint(l_593_));
                                                    l_mut_87_ = l_594_;
                                                }
                                                uint64_t _e1621 = l_mut_87_;
                                                uint l_595_ = uint(_e1621);
                                                l_mut_59_ = l_595_;
                                            }
                                        }
                                    }
                                    uint _e1624 = l_mut_59_;
                                    l_mut_73_ = _e1624;
                                    l_mut_535_ = l_555_;
                                } else {
                                    int _e1625 = l_mut_25_;
                                    bool l_596_ = (_e1625 <= l_559_);
                                    if (l_596_) {
                                        int _e1627 = l_mut_25_;
                                        uint64_t l_597_ = uint64_t(_e1627);
                                        uint64_t l_598_ = (l_555_ >> uint(l_597_));
                                        l_mut_87_ = l_598_;
                                        uint64_t _e1632 = l_mut_87_;
                                        uint64_t l_599_ = (_e1632 << uint(l_597_));
                                        uint64_t l_600_ = (l_555_ - l_599_);
                                        uint64_t l_601_ = (l_597_ - 1uL);
                                        uint64_t l_602_ = (1uL << uint(l_601_));
                                        bool l_603_ = (l_600_ > l_602_);
                                        bool l_604_ = (l_600_ == l_602_);
                                        uint64_t _e1645 = l_mut_87_;
                                        uint64_t l_605_ = (_e1645 & 1uL);
                                        bool l_606_ = (l_605_ == 1uL);
                                        if (l_604_) {
                                            local_14 = l_606_;
                                        } else {
                                            local_14 = false;
                                        }
                                        bool l_607_ = local_14;
                                        if (!(l_603_)) {
                                            local_15 = l_607_;
                                        } else {
                                            local_15 = true;
                                        }
                                        bool l_608_ = local_15;
                                        if (l_608_) {
                                            uint64_t _e1659 = l_mut_87_;
                                            l_mut_87_ = (_e1659 + 1uL);
                                        }
                                        uint64_t _e1662 = l_mut_87_;
                                        uint64_t l_609_ = (_e1662 << uint(l_597_));
                                        l_mut_535_ = l_609_;
                                        int _e1666 = l_mut_40_;
                                        int _e1667 = l_mut_25_;
                                        int l_610_ = asint(asuint(_e1666) + asuint(_e1667));
                                        l_mut_59_ = 0u;
                                        uint64_t _e1670 = l_mut_87_;
                                        bool l_611_ = (_e1670 != 0uL);
                                        if (l_611_) {
                                            uint64_t _e1673 = l_mut_87_;
                                            uint64_t _e1679 = l_mut_87_;
                                            uint64_t _e1683 = l_mut_87_;
                                            uint l_612_ = (((_e1683 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e1679)))) : (31u - firstbithigh(uint((_e1673 >> 32u)))));
                                            int l_613_ = int(l_612_);
                                            int l_614_ = asint(asuint(int(64)) - asuint(l_613_));
                                            int l_615_ = asint(asuint(l_614_) - asuint(int(1)));
                                            int l_616_ = asint(asuint(l_615_) + asuint(l_610_));
                                            int l_617_ = asint(asuint(l_616_) + asuint(int(127)));
                                            bool l_618_ = (l_617_ >= int(255));
                                            if (l_618_) {
                                                l_mut_59_ = 2139095040u;
                                            } else {
                                                bool l_619_ = (l_617_ >= int(1));
                                                if (l_619_) {
                                                    bool l_620_ = (l_614_ > int(24));
                                                    if (l_620_) {
                                                        int l_621_ = asint(asuint(l_614_) - asuint(int(24)));
                                                        uint64_t l_622_ = uint64_t(l_621_);
                                                        uint64_t _e1707 = l_mut_87_;
                                                        uint64_t l_623_ = (_e1707 >> uint(l_622_));
                                                        l_mut_36_ = l_623_;
                                                    } else {
                                                        int l_624_ = asint(asuint(int(24)) - asuint(l_614_));
                                                        uint64_t l_625_ = uint64_t(l_624_);
                                                        uint64_t _e1714 = l_mut_87_;
                                                        uint64_t l_626_ = (_e1714 << uint(l_625_));
                                                        l_mut_36_ = l_626_;
                                                    }
                                                    uint l_627_ = uint(l_617_);
                                                    uint l_628_ = (l_627_ << 23u);
                                                    uint64_t _e1721 = l_mut_36_;
                                                    uint l_629_ = uint(_e1721);
                                                    uint l_630_ = (l_629_ & 8388607u);
                                                    uint l_631_ = (l_628_ | l_630_);
                                                    l_mut_59_ = l_631_;
                                                } else {
                                                    int l_632_ = asint(asuint(l_610_) + asuint(int(149)));
                                                    bool l_633_ = (l_632_ >= int(0));
                                                    if (l_633_) {
                                                        uint64_t l_634_ = uint64_t(l_632_);
                                                        uint64_t _e1732 = l_mut_87_;
                                                        uint64_t l_635_ = (_e1732 << uint(l_634_));
                                                        l_mut_36_ = l_635_;
                                                    } else {
                                                        int l_636_ = asint(asuint(int(0)) - asuint(l_632_));
                                                        uint64_t l_637_ = uint64_t(l_636_);
                                                        uint64_t _e1739 = l_mut_87_;
                                                        uint64_t l_638_ = (_e1739 >> uint(l_637_));
                                                        l_mut_36_ = l_638_;
                                                    }
                                                    uint64_t _e1743 = l_mut_36_;
                                                    uint l_639_ = uint(_e1743);
                                                    l_mut_59_ = l_639_;
                                                }
                                            }
                                        }
                                        uint _e1746 = l_mut_59_;
                                        l_mut_73_ = _e1746;
                                    }
                                }
                            }
                            uint l_640_ = (l_348_ ^ 2147483648u);
                            uint _e1749 = l_mut_73_;
                            uint l_641_ = (_e1749 | l_640_);
                            float l_642_ = asfloat(l_641_);
                            l_mut_464_ = l_642_;
                        }
                    }
                    float _e1752 = l_mut_464_;
                    l_mut_364_ = _e1752;
                }
            }
        }
        float _e1753 = l_mut_364_;
        float _e1754 = l_mut_47_;
        float l_643_ = (_e1753 + _e1754);
        float _e1756 = l_mut_151_;
        uint l_644_ = asuint(_e1756);
        uint l_645_ = asuint(l_643_);
        l_mut_165_ = l_644_;
        l_mut_73_ = l_645_;
        uint l_646_ = (l_645_ & 2147483647u);
        uint l_647_ = (l_644_ & 2147483647u);
        bool l_648_ = (l_646_ > l_647_);
        if (l_648_) {
            l_mut_165_ = l_645_;
            l_mut_73_ = l_644_;
        }
        uint _e1764 = l_mut_165_;
        uint l_649_ = (_e1764 >> 23u);
        uint l_650_ = (l_649_ & 255u);
        uint _e1769 = l_mut_165_;
        uint l_651_ = (_e1769 & 8388607u);
        bool l_652_ = (l_650_ != 0u);
        if (l_652_) {
            uint l_653_ = (l_651_ | 8388608u);
            uint64_t l_654_ = uint64_t(l_653_);
            l_mut_535_ = l_654_;
        } else {
            uint64_t l_655_ = uint64_t(l_651_);
            l_mut_535_ = l_655_;
        }
        if (l_652_) {
            int l_656_ = int(l_650_);
            int l_657_ = asint(asuint(l_656_) - asuint(int(150)));
            l_mut_69_ = l_657_;
        } else {
            int l_659_ = asint(asuint(int(1)) - asuint(int(150)));
            l_mut_69_ = l_659_;
        }
        uint _e1784 = l_mut_165_;
        uint l_660_ = (_e1784 & 2147483648u);
        bool l_661_ = (l_650_ == 255u);
        uint _e1789 = l_mut_73_;
        uint l_662_ = (_e1789 >> 23u);
        uint l_663_ = (l_662_ & 255u);
        uint _e1794 = l_mut_73_;
        uint l_664_ = (_e1794 & 8388607u);
        bool l_665_ = (l_663_ != 0u);
        if (l_665_) {
            uint l_666_ = (l_664_ | 8388608u);
            uint64_t l_667_ = uint64_t(l_666_);
            l_mut_223_ = l_667_;
        } else {
            uint64_t l_668_ = uint64_t(l_664_);
            l_mut_223_ = l_668_;
        }
        if (l_665_) {
            int l_669_ = int(l_663_);
            int l_670_ = asint(asuint(l_669_) - asuint(int(150)));
            l_mut_40_ = l_670_;
        } else {
            int l_672_ = asint(asuint(int(1)) - asuint(int(150)));
            l_mut_40_ = l_672_;
        }
        uint _e1809 = l_mut_73_;
        uint l_673_ = (_e1809 & 2147483648u);
        bool l_674_ = (l_663_ == 255u);
        float _e1814 = l_mut_151_;
        float l_675_ = (_e1814 + l_643_);
        l_mut_464_ = l_675_;
        l_mut_676_ = 0.0;
        bool l_677_ = !(l_661_);
        uint64_t _e1818 = l_mut_223_;
        bool l_678_ = (_e1818 != 0uL);
        if (l_677_) {
            local_16 = l_678_;
        } else {
            local_16 = false;
        }
        bool l_679_ = local_16;
        if (l_679_) {
            int _e1825 = l_mut_69_;
            int _e1826 = l_mut_40_;
            int l_680_ = asint(asuint(_e1825) - asuint(_e1826));
            bool l_681_ = (l_680_ >= int(26));
            if (l_681_) {
                uint _e1830 = l_mut_165_;
                float l_682_ = asfloat(_e1830);
                l_mut_464_ = l_682_;
                uint _e1832 = l_mut_73_;
                float l_683_ = asfloat(_e1832);
                l_mut_676_ = l_683_;
            } else {
                uint64_t l_684_ = uint64_t(l_680_);
                uint64_t _e1835 = l_mut_535_;
                uint64_t l_685_ = (_e1835 << uint(l_684_));
                uint64_t _e1839 = l_mut_223_;
                uint64_t l_686_ = (l_685_ - _e1839);
                l_mut_132_ = l_686_;
                bool l_687_ = (l_660_ == l_673_);
                if (l_687_) {
                    uint64_t _e1842 = l_mut_223_;
                    uint64_t l_688_ = (l_685_ + _e1842);
                    l_mut_132_ = l_688_;
                }
                uint64_t _e1844 = l_mut_132_;
                bool l_689_ = (_e1844 == 0uL);
                if (l_689_) {
                    l_mut_464_ = 0.0;
                } else {
                    l_mut_165_ = 0u;
                    l_mut_87_ = 0uL;
                    uint64_t _e1850 = l_mut_132_;
                    bool l_690_ = (_e1850 != 0uL);
                    if (l_690_) {
                        uint64_t _e1853 = l_mut_132_;
                        uint64_t _e1859 = l_mut_132_;
                        uint64_t _e1863 = l_mut_132_;
                        uint l_691_ = (((_e1863 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e1859)))) : (31u - firstbithigh(uint((_e1853 >> 32u)))));
                        int l_692_ = int(l_691_);
                        int l_693_ = asint(asuint(int(64)) - asuint(l_692_));
                        int l_694_ = asint(asuint(l_693_) - asuint(int(1)));
                        int _e1874 = l_mut_40_;
                        int l_695_ = asint(asuint(l_694_) + asuint(_e1874));
                        int l_696_ = asint(asuint(l_695_) + asuint(int(127)));
                        int _e1879 = l_mut_40_;
                        int l_697_ = asint(asuint(int(-149)) - asuint(_e1879));
                        l_mut_25_ = l_697_;
                        bool l_698_ = (l_696_ >= int(1));
                        if (l_698_) {
                            int l_699_ = asint(asuint(l_693_) - asuint(int(24)));
                            l_mut_25_ = l_699_;
                        }
                        int _e1885 = l_mut_25_;
                        bool l_700_ = (_e1885 <= int(0));
                        if (l_700_) {
                            l_mut_73_ = 0u;
                            uint64_t _e1889 = l_mut_132_;
                            bool l_701_ = (_e1889 != 0uL);
                            if (l_701_) {
                                uint64_t _e1892 = l_mut_132_;
                                uint64_t _e1898 = l_mut_132_;
                                uint64_t _e1902 = l_mut_132_;
                                uint l_702_ = (((_e1902 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e1898)))) : (31u - firstbithigh(uint((_e1892 >> 32u)))));
                                int l_703_ = int(l_702_);
                                int l_704_ = asint(asuint(int(64)) - asuint(l_703_));
                                int l_705_ = asint(asuint(l_704_) - asuint(int(1)));
                                int _e1913 = l_mut_40_;
                                int l_706_ = asint(asuint(l_705_) + asuint(_e1913));
                                int l_707_ = asint(asuint(l_706_) + asuint(int(127)));
                                bool l_708_ = (l_707_ >= int(255));
                                if (l_708_) {
                                    l_mut_73_ = 2139095040u;
                                } else {
                                    bool l_709_ = (l_707_ >= int(1));
                                    if (l_709_) {
                                        bool l_710_ = (l_704_ > int(24));
                                        if (l_710_) {
                                            int l_711_ = asint(asuint(l_704_) - asuint(int(24)));
                                            uint64_t l_712_ = uint64_t(l_711_);
                                            uint64_t _e1927 = l_mut_132_;
                                            uint64_t l_713_ = (_e1927 >> uint(l_712_));
                                            l_mut_60_ = l_713_;
                                        } else {
                                            int l_714_ = asint(asuint(int(24)) - asuint(l_704_));
                                            uint64_t l_715_ = uint64_t(l_714_);
                                            uint64_t _e1934 = l_mut_132_;
                                            uint64_t l_716_ = (_e1934 << uint(l_715_));
                                            l_mut_60_ = l_716_;
                                        }
                                        uint l_717_ = uint(l_707_);
                                        uint l_718_ = (l_717_ << 23u);
                                        uint64_t _e1941 = l_mut_60_;
                                        uint l_719_ = uint(_e1941);
                                        uint l_720_ = (l_719_ & 8388607u);
                                        uint l_721_ = (l_718_ | l_720_);
                                        l_mut_73_ = l_721_;
                                    } else {
                                        int _e1947 = l_mut_40_;
                                        int l_722_ = asint(asuint(_e1947) + asuint(int(149)));
                                        bool l_723_ = (l_722_ >= int(0));
                                        if (l_723_) {
                                            uint64_t l_724_ = uint64_t(l_722_);
                                            uint64_t _e1953 = l_mut_132_;
                                            uint64_t l_725_ = (_e1953 << uint(l_724_));
                                            l_mut_60_ = l_725_;
                                        } else {
                                            int l_726_ = asint(asuint(int(0)) - asuint(l_722_));
                                            uint64_t l_727_ = uint64_t(l_726_);
                                            uint64_t _e1960 = l_mut_132_;
                                            uint64_t l_728_ = (_e1960 >> uint(l_727_));
                                            l_mut_60_ = l_728_;
                                        }
                                        uint64_t _e1964 = l_mut_60_;
                                        uint l_729_ = uint(_e1964);
                                        l_mut_73_ = l_729_;
                                    }
                                }
                            }
                            uint _e1967 = l_mut_73_;
                            l_mut_165_ = _e1967;
                            uint64_t _e1968 = l_mut_132_;
                            l_mut_87_ = _e1968;
                        } else {
                            int _e1969 = l_mut_25_;
                            bool l_730_ = (_e1969 <= l_693_);
                            if (l_730_) {
                                int _e1971 = l_mut_25_;
                                uint64_t l_731_ = uint64_t(_e1971);
                                uint64_t _e1973 = l_mut_132_;
                                uint64_t l_732_ = (_e1973 >> uint(l_731_));
                                l_mut_60_ = l_732_;
                                uint64_t _e1977 = l_mut_60_;
                                uint64_t l_733_ = (_e1977 << uint(l_731_));
                                uint64_t _e1981 = l_mut_132_;
                                uint64_t l_734_ = (_e1981 - l_733_);
                                uint64_t l_735_ = (l_731_ - 1uL);
                                uint64_t l_736_ = (1uL << uint(l_735_));
                                bool l_737_ = (l_734_ > l_736_);
                                bool l_738_ = (l_734_ == l_736_);
                                uint64_t _e1991 = l_mut_60_;
                                uint64_t l_739_ = (_e1991 & 1uL);
                                bool l_740_ = (l_739_ == 1uL);
                                if (l_738_) {
                                    local_17 = l_740_;
                                } else {
                                    local_17 = false;
                                }
                                bool l_741_ = local_17;
                                if (!(l_737_)) {
                                    local_18 = l_741_;
                                } else {
                                    local_18 = true;
                                }
                                bool l_742_ = local_18;
                                if (l_742_) {
                                    uint64_t _e2005 = l_mut_60_;
                                    l_mut_60_ = (_e2005 + 1uL);
                                }
                                uint64_t _e2008 = l_mut_60_;
                                uint64_t l_743_ = (_e2008 << uint(l_731_));
                                l_mut_87_ = l_743_;
                                int _e2012 = l_mut_40_;
                                int _e2013 = l_mut_25_;
                                int l_744_ = asint(asuint(_e2012) + asuint(_e2013));
                                l_mut_73_ = 0u;
                                uint64_t _e2016 = l_mut_60_;
                                bool l_745_ = (_e2016 != 0uL);
                                if (l_745_) {
                                    uint64_t _e2019 = l_mut_60_;
                                    uint64_t _e2025 = l_mut_60_;
                                    uint64_t _e2029 = l_mut_60_;
                                    uint l_746_ = (((_e2029 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e2025)))) : (31u - firstbithigh(uint((_e2019 >> 32u)))));
                                    int l_747_ = int(l_746_);
                                    int l_748_ = asint(asuint(int(64)) - asuint(l_747_));
                                    int l_749_ = asint(asuint(l_748_) - asuint(int(1)));
                                    int l_750_ = asint(asuint(l_749_) + asuint(l_744_));
                                    int l_751_ = asint(asuint(l_750_) + asuint(int(127)));
                                    bool l_752_ = (l_751_ >= int(255));
                                    if (l_752_) {
                                        l_mut_73_ = 2139095040u;
                                    } else {
                                        bool l_753_ = (l_751_ >= int(1));
                                        if (l_753_) {
                                            bool l_754_ = (l_748_ > int(24));
                                            if (l_754_) {
                                                int l_755_ = asint(asuint(l_748_) - asuint(int(24)));
                                                uint64_t l_756_ = uint64_t(l_755_);
                                                uint64_t _e2053 = l_mut_60_;
                                                uint64_t l_757_ = (_e2053 >> uint(l_756_));
                                                l_mut_36_ = l_757_;
                                            } else {
                                                int l_758_ = asint(asuint(int(24)) - asuint(l_748_));
                                                uint64_t l_759_ = uint64_t(l_758_);
                                                uint64_t _e2060 = l_mut_60_;
                                                uint64_t l_760_ = (_e2060 << uint(l_759_));
                                                l_mut_36_ = l_760_;
                                            }
                                            uint l_761_ = uint(l_751_);
                                            uint l_762_ = (l_761_ << 23u);
                                            uint64_t _e2067 = l_mut_36_;
                                            uint l_763_ = uint(_e2067);
                                            uint l_764_ = (l_763_ & 8388607u);
                                            uint l_765_ = (l_762_ | l_764_);
                                            l_mut_73_ = l_765_;
                                        } else {
                                            int l_766_ = asint(asuint(l_744_) + asuint(int(149)));
                                            bool l_767_ = (l_766_ >= int(0));
                                            if (l_767_) {
                                                uint64_t l_768_ = uint64_t(l_766_);
                                                uint64_t _e2078 = l_mut_60_;
                                                uint64_t l_769_ = (_e2078 << uint(l_768_));
                                                l_mut_36_ = l_769_;
                                            } else {
                                                int l_770_ = asint(asuint(int(0)) - asuint(l_766_));
                                                uint64_t l_771_ = uint64_t(l_770_);
                                                uint64_t _e2085 = l_mut_60_;
                                                uint64_t l_772_ = (_e2085 >> uint(l_771_));
                                                l_mut_36_ = l_772_;
                                            }
                                            uint64_t _e2089 = l_mut_36_;
                                            uint l_773_ = uint(_e2089);
                                            l_mut_73_ = l_773_;
                                        }
                                    }
                                }
                                uint _e2092 = l_mut_73_;
                                l_mut_165_ = _e2092;
                            }
                        }
                    }
                    uint _e2093 = l_mut_165_;
                    uint l_774_ = (_e2093 | l_660_);
                    float l_775_ = asfloat(l_774_);
                    l_mut_464_ = l_775_;
                    l_mut_776_ = 0.0;
                    uint64_t _e2097 = l_mut_132_;
                    uint64_t _e2098 = l_mut_87_;
                    bool l_777_ = (_e2097 > _e2098);
                    if (l_777_) {
                        uint64_t _e2100 = l_mut_132_;
                        uint64_t _e2101 = l_mut_87_;
                        uint64_t l_778_ = (_e2100 - _e2101);
                        l_mut_73_ = 0u;
                        l_mut_60_ = 0uL;
                        bool l_779_ = (l_778_ != 0uL);
                        if (l_779_) {
                            uint l_780_ = (((l_778_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_778_)))) : (31u - firstbithigh(uint((l_778_ >> 32u)))));
                            int l_781_ = int(l_780_);
                            int l_782_ = asint(asuint(int(64)) - asuint(l_781_));
                            int l_783_ = asint(asuint(l_782_) - asuint(int(1)));
                            int _e2125 = l_mut_40_;
                            int l_784_ = asint(asuint(l_783_) + asuint(_e2125));
                            int l_785_ = asint(asuint(l_784_) + asuint(int(127)));
                            int _e2130 = l_mut_40_;
                            int l_786_ = asint(asuint(int(-149)) - asuint(_e2130));
                            l_mut_25_ = l_786_;
                            bool l_787_ = (l_785_ >= int(1));
                            if (l_787_) {
                                int l_788_ = asint(asuint(l_782_) - asuint(int(24)));
                                l_mut_25_ = l_788_;
                            }
                            int _e2136 = l_mut_25_;
                            bool l_789_ = (_e2136 <= int(0));
                            if (l_789_) {
                                l_mut_59_ = 0u;
                                bool l_790_ = (l_778_ != 0uL);
                                if (l_790_) {
                                    uint l_791_ = (((l_778_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_778_)))) : (31u - firstbithigh(uint((l_778_ >> 32u)))));
                                    int l_792_ = int(l_791_);
                                    int l_793_ = asint(asuint(int(64)) - asuint(l_792_));
                                    int l_794_ = asint(asuint(l_793_) - asuint(int(1)));
                                    int _e2160 = l_mut_40_;
                                    int l_795_ = asint(asuint(l_794_) + asuint(_e2160));
                                    int l_796_ = asint(asuint(l_795_) + asuint(int(127)));
                                    bool l_797_ = (l_796_ >= int(255));
                                    if (l_797_) {
                                        l_mut_59_ = 2139095040u;
                                    } else {
                                        bool l_798_ = (l_796_ >= int(1));
                                        if (l_798_) {
                                            bool l_799_ = (l_793_ > int(24));
                                            if (l_799_) {
                                                int l_800_ = asint(asuint(l_793_) - asuint(int(24)));
                                                uint64_t l_801_ = uint64_t(l_800_);
                                                uint64_t l_802_ = (l_778_ >> uint(l_801_));
                                                l_mut_36_ = l_802_;
                                            } else {
                                                int l_803_ = asint(asuint(int(24)) - asuint(l_793_));
                                                uint64_t l_804_ = uint64_t(l_803_);
                                                uint64_t l_805_ = (l_778_ << uint(l_804_));
                                                l_mut_36_ = l_805_;
                                            }
                                            uint l_806_ = uint(l_796_);
                                            uint l_807_ = (l_806_ << 23u);
                                            uint64_t _e2186 = l_mut_36_;
                                            uint l_808_ = uint(_e2186);
                                            uint l_809_ = (l_808_ & 8388607u);
                                            uint l_810_ = (l_807_ | l_809_);
                                            l_mut_59_ = l_810_;
                                        } else {
                                            int _e2192 = l_mut_40_;
                                            int l_811_ = asint(asuint(_e2192) + asuint(int(149)));
                                            bool l_812_ = (l_811_ >= int(0));
                                            if (l_812_) {
                                                uint64_t l_813_ = uint64_t(l_811_);
                                                uint64_t l_814_ = (l_778_ << uint(l_813_));
                                                l_mut_36_ = l_814_;
                                            } else {
                                                int l_815_ = asint(asuint(int(0)) - asuint(l_811_));
                                                uint64_t l_816_ = uint64_t(l_815_);
                                                uint64_t l_817_ = (l_778_ >> uint(l_816_));
                                                l_mut_36_ = l_817_;
                                            }
                                            uint64_t _e2207 = l_mut_36_;
                                            uint l_818_ = uint(_e2207);
                                            l_mut_59_ = l_818_;
                                        }
                                    }
                                }
                                uint _e2210 = l_mut_59_;
                                l_mut_73_ = _e2210;
                                l_mut_60_ = l_778_;
                            } else {
                                int _e2211 = l_mut_25_;
                                bool l_819_ = (_e2211 <= l_782_);
                                if (l_819_) {
                                    int _e2213 = l_mut_25_;
                                    uint64_t l_820_ = uint64_t(_e2213);
                                    uint64_t l_821_ = (l_778_ >> uint(l_820_));
                                    l_mut_36_ = l_821_;
                                    uint64_t _e2218 = l_mut_36_;
                                    uint64_t l_822_ = (_e2218 << uint(l_820_));
                                    uint64_t l_823_ = (l_778_ - l_822_);
                                    uint64_t l_824_ = (l_820_ - 1uL);
                                    uint64_t l_825_ = (1uL << uint(l_824_));
                                    bool l_826_ = (l_823_ > l_825_);
                                    bool l_827_ = (l_823_ == l_825_);
                                    uint64_t _e2231 = l_mut_36_;
                                    uint64_t l_828_ = (_e2231 & 1uL);
                                    bool l_829_ = (l_828_ == 1uL);
                                    if (l_827_) {
                                        local_19 = l_829_;
                                    } else {
                                        local_19 = false;
                                    }
                                    bool l_830_ = local_19;
                                    if (!(l_826_)) {
                                        local_20 = l_830_;
                                    } else {
                                        local_20 = true;
                                    }
                                    bool l_831_ = local_20;
                                    if (l_831_) {
                                        uint64_t _e2245 = l_mut_36_;
                                        l_mut_36_ = (_e2245 + 1uL);
                                    }
                                    uint64_t _e2248 = l_mut_36_;
                                    uint64_t l_832_ = (_e2248 << uint(l_820_));
                                    l_mut_60_ = l_832_;
                                    int _e2252 = l_mut_40_;
                                    int _e2253 = l_mut_25_;
                                    int l_833_ = asint(asuint(_e2252) + asuint(_e2253));
                                    l_mut_59_ = 0u;
                                    uint64_t _e2256 = l_mut_36_;
                                    bool l_834_ = (_e2256 != 0uL);
                                    if (l_834_) {
                                        uint64_t _e2259 = l_mut_36_;
                                        uint64_t _e2265 = l_mut_36_;
                                        uint64_t _e2269 = l_mut_36_;
                                        uint l_835_ = (((_e2269 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e2265)))) : (31u - firstbithigh(uint((_e2259 >> 32u)))));
                                        int l_836_ = int(l_835_);
                                        int l_837_ = asint(asuint(int(64)) - asuint(l_836_));
                                        int l_838_ = asint(asuint(l_837_) - asuint(int(1)));
                                        int l_839_ = asint(asuint(l_838_) + asuint(l_833_));
                                        int l_840_ = asint(asuint(l_839_) + asuint(int(127)));
                                        bool l_841_ = (l_840_ >= int(255));
                                        if (l_841_) {
                                            l_mut_59_ = 2139095040u;
                                        } else {
                                            bool l_842_ = (l_840_ >= int(1));
                                            if (l_842_) {
                                                bool l_843_ = (l_837_ > int(24));
                                                if (l_843_) {
                                                    int l_844_ = asint(asuint(l_837_) - asuint(int(24)));
                                                    uint64_t l_845_ = uint64_t(l_844_);
                                                    uint64_t _e2293 = l_mut_36_;
                                                    uint64_t l_846_ = (_e2293 >> uint(l_845_));
                                                    l_mut_21_ = l_846_;
                                                } else {
                                                    int l_847_ = asint(asuint(int(24)) - asuint(l_837_));
                                                    uint64_t l_848_ = uint64_t(l_847_);
                                                    uint64_t _e2300 = l_mut_36_;
                                                    uint64_t l_849_ = (_e2300 << uint(l_848_));
                                                    l_mut_21_ = l_849_;
                                                }
                                                uint l_850_ = uint(l_840_);
                                                uint l_851_ = (l_850_ << 23u);
                                                uint64_t _e2307 = l_mut_21_;
                                                uint l_852_ = uint(_e2307);
                                                uint l_853_ = (l_852_ & 8388607u);
                                                uint l_854_ = (l_851_ | l_853_);
                                                l_mut_59_ = l_854_;
                                            } else {
                                                int l_855_ = asint(asuint(l_833_) + asuint(int(149)));
                                                bool l_856_ = (l_855_ >= int(0));
                                                if (l_856_) {
                                                    uint64_t l_857_ = uint64_t(l_855_);
                                                    uint64_t _e2318 = l_mut_36_;
                                                    uint64_t l_858_ = (_e2318 << uint(l_857_));
                                                    l_mut_21_ = l_858_;
                                                } else {
                                                    int l_859_ = asint(asuint(int(0)) - asuint(l_855_));
                                                    uint64_t l_860_ = uint64_t(l_859_);
                                                    uint64_t _e2325 = l_mut_36_;
                                                    uint64_t l_861_ = (_e2325 >> uint(l_860_));
                                                    l_mut_21_ = l_861_;
                                                }
                                                uint64_t _e2329 = l_mut_21_;
                                                uint l_862_ = uint(_e2329);
                                                l_mut_59_ = l_862_;
                                            }
                                        }
                                    }
                                    uint _e2332 = l_mut_59_;
                                    l_mut_73_ = _e2332;
                                }
                            }
                        }
                        uint _e2333 = l_mut_73_;
                        uint l_863_ = (_e2333 | l_660_);
                        float l_864_ = asfloat(l_863_);
                        l_mut_776_ = l_864_;
                    } else {
                        uint64_t _e2336 = l_mut_87_;
                        uint64_t _e2337 = l_mut_132_;
                        bool l_865_ = (_e2336 > _e2337);
                        if (l_865_) {
                            uint64_t _e2339 = l_mut_87_;
                            uint64_t _e2340 = l_mut_132_;
                            uint64_t l_866_ = (_e2339 - _e2340);
                            l_mut_73_ = 0u;
                            l_mut_132_ = 0uL;
                            bool l_867_ = (l_866_ != 0uL);
                            if (l_867_) {
                                uint l_868_ = (((l_866_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_866_)))) : (31u - firstbithigh(uint((l_866_ >> 32u)))));
                                int l_869_ = int(l_868_);
                                int l_870_ = asint(asuint(int(64)) - asuint(l_869_));
                                int l_871_ = asint(asuint(l_870_) - asuint(int(1)));
                                int _e2364 = l_mut_40_;
                                int l_872_ = asint(asuint(l_871_) + asuint(_e2364));
                                int l_873_ = asint(asuint(l_872_) + asuint(int(127)));
                                int _e2369 = l_mut_40_;
                                int l_874_ = asint(asuint(int(-149)) - asuint(_e2369));
                                l_mut_25_ = l_874_;
                                bool l_875_ = (l_873_ >= int(1));
                                if (l_875_) {
                                    int l_876_ = asint(asuint(l_870_) - asuint(int(24)));
                                    l_mut_25_ = l_876_;
                                }
                                int _e2375 = l_mut_25_;
                                bool l_877_ = (_e2375 <= int(0));
                                if (l_877_) {
                                    l_mut_59_ = 0u;
                                    bool l_878_ = (l_866_ != 0uL);
                                    if (l_878_) {
                                        uint l_879_ = (((l_866_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_866_)))) : (31u - firstbithigh(uint((l_866_ >> 32u)))));
                                        int l_880_ = int(l_879_);
                                        int l_881_ = asint(asuint(int(64)) - asuint(l_880_));
                                        int l_882_ = asint(asuint(l_881_) - asuint(int(1)));
                                        int _e2399 = l_mut_40_;
                                        int l_883_ = asint(asuint(l_882_) + asuint(_e2399));
                                        int l_884_ = asint(asuint(l_883_) + asuint(int(127)));
                                        bool l_885_ = (l_884_ >= int(255));
                                        if (l_885_) {
                                            l_mut_59_ = 2139095040u;
                                        } else {
                                            bool l_886_ = (l_884_ >= int(1));
                                            if (l_886_) {
                                                bool l_887_ = (l_881_ > int(24));
                                                if (l_887_) {
                                                    int l_888_ = asint(asuint(l_881_) - asuint(int(24)));
                                                    uint64_t l_889_ = uint64_t(l_888_);
                                                    uint64_t l_890_ = (l_866_ >> uint(l_889_));
                                                    l_mut_60_ = l_890_;
                                                } else {
                                                    int l_891_ = asint(asuint(int(24)) - asuint(l_881_));
                                                    uint64_t l_892_ = uint64_t(l_891_);
                                                    uint64_t l_893_ = (l_866_ << uint(l_892_));
                                                    l_mut_60_ = l_893_;
                                                }
                                                uint l_894_ = uint(l_884_);
                                                uint l_895_ = (l_894_ << 23u);
                                                uint64_t _e2425 = l_mut_60_;
                                                uint l_896_ = uint(_e2425);
                                                uint l_897_ = (l_896_ & 8388607u);
                                                uint l_898_ = (l_895_ | l_897_);
                                                l_mut_59_ = l_898_;
                                            } else {
                                                int _e2431 = l_mut_40_;
                                                int l_899_ = asint(asuint(_e2431) + asuint(int(149)));
                                                bool l_900_ = (l_899_ >= int(0));
                                                if (l_900_) {
                                                    uint64_t l_901_ = uint64_t(l_899_);
                                                    uint64_t l_902_ = (l_866_ << uint(l_901_));
                                                    l_mut_60_ = l_902_;
                                                } else {
                                                    int l_903_ = asint(asuint(int(0)) - asuint(l_899_));
                                                    uint64_t l_904_ = uint64_t(l_903_);
                                                    uint64_t l_905_ = (l_866_ >> uint(l_904_));
                                                    l_mut_60_ = l_905_;
                                                }
                                                uint64_t _e2446 = l_mut_60_;
                                                uint l_906_ = uint(_e2446);
                                                l_mut_59_ = l_906_;
                                            }
                                        }
                                    }
                                    uint _e2449 = l_mut_59_;
                                    l_mut_73_ = _e2449;
                                    l_mut_132_ = l_866_;
                                } else {
                                    int _e2450 = l_mut_25_;
                                    bool l_907_ = (_e2450 <= l_870_);
                                    if (l_907_) {
                                        int _e2452 = l_mut_25_;
                                        uint64_t l_908_ = uint64_t(_e2452);
                                        uint64_t l_909_ = (l_866_ >> uint(l_908_));
                                        l_mut_60_ = l_909_;
                                        uint64_t _e2457 = l_mut_60_;
                                        uint64_t l_910_ = (_e2457 << uint(l_908_));
                                        uint64_t l_911_ = (l_866_ - l_910_);
                                        uint64_t l_912_ = (l_908_ - 1uL);
                                        uint64_t l_913_ = (1uL << uint(l_912_));
                                        bool l_914_ = (l_911_ > l_913_);
                                        bool l_915_ = (l_911_ == l_913_);
                                        uint64_t _e2470 = l_mut_60_;
                                        uint64_t l_916_ = (_e2470 & 1uL);
                                        bool l_917_ = (l_916_ == 1uL);
                                        if (l_915_) {
                                            local_21 = l_917_;
                                        } else {
                                            local_21 = false;
                                        }
                                        bool l_918_ = local_21;
                                        if (!(l_914_)) {
                                            local_22 = l_918_;
                                        } else {
                                            local_22 = true;
                                        }
                                        bool l_919_ = local_22;
                                        if (l_919_) {
                                            uint64_t _e2484 = l_mut_60_;
                                            l_mut_60_ = (_e2484 + 1uL);
                                        }
                                        uint64_t _e2487 = l_mut_60_;
                                        uint64_t l_920_ = (_e2487 << uint(l_908_));
                                        l_mut_132_ = l_920_;
                                        int _e2491 = l_mut_40_;
                                        int _e2492 = l_mut_25_;
                                        int l_921_ = asint(asuint(_e2491) + asuint(_e2492));
                                        l_mut_59_ = 0u;
                                        uint64_t _e2495 = l_mut_60_;
                                        bool l_922_ = (_e2495 != 0uL);
                                        if (l_922_) {
                                            uint64_t _e2498 = l_mut_60_;
                                            uint64_t _e2504 = l_mut_60_;
                                            uint64_t _e2508 = l_mut_60_;
                                            uint l_923_ = (((_e2508 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e2504)))) : (31u - firstbithigh(uint((_e2498 >> 32u)))));
                                            int l_924_ = int(l_923_);
                                            int l_925_ = asint(asuint(int(64)) - asuint(l_924_));
                                            int l_926_ = asint(asuint(l_925_) - asuint(int(1)));
                                            int l_927_ = asint(asuint(l_926_) + asuint(l_921_));
                                            int l_928_ = asint(asuint(l_927_) + asuint(int(127)));
                                            bool l_929_ = (l_928_ >= int(255));
                                            if (l_929_) {
                                                l_mut_59_ = 2139095040u;
                                            } else {
                                                bool l_930_ = (l_928_ >= int(1));
                                                if (l_930_) {
                                                    bool l_931_ = (l_925_ > int(24));
                                                    if (l_931_) {
                                                        int l_932_ = asint(asuint(l_925_) - asuint(int(24)));
                                                        uint64_t l_933_ = uint64_t(l_932_);
                                                        uint64_t _e2532 = l_mut_60_;
                                                        uint64_t l_934_ = (_e2532 >> uint(l_933_));
                                                        l_mut_36_ = l_934_;
                                                    } else {
                                                        int l_935_ = asint(asuint(int(24)) - asuint(l_925_));
                                                        uint64_t l_936_ = uint64_t(l_935_);
                                                        uint64_t _e2539 = l_mut_60_;
                                                        uint64_t l_937_ = (_e2539 << uint(l_936_));
                                                        l_mut_36_ = l_937_;
                                                    }
                                                    uint l_938_ = uint(l_928_);
                                                    uint l_939_ = (l_938_ << 23u);
                                                    uint64_t _e2546 = l_mut_36_;
                                                    uint l_940_ = uint(_e2546);
                                                    uint l_941_ = (l_940_ & 8388607u);
                                                    uint l_942_ = (l_939_ | l_941_);
                                                    l_mut_59_ = l_942_;
                                                } else {
                                                    int l_943_ = asint(asuint(l_921_) + asuint(int(149)));
                                                    bool l_944_ = (l_943_ >= int(0));
                                                    if (l_944_) {
                                                        uint64_t l_945_ = uint64_t(l_943_);
                                                        uint64_t _e2557 = l_mut_60_;
                                                        uint64_t l_946_ = (_e2557 << uint(l_945_));
                                                        l_mut_36_ = l_946_;
                                                    } else {
                                                        int l_947_ = asint(asuint(int(0)) - asuint(l_943_));
                                                        uint64_t l_948_ = uint64_t(l_947_);
                                                        uint64_t _e2564 = l_mut_60_;
                                                        uint64_t l_949_ = (_e2564 >> uint(l_948_));
                                                        l_mut_36_ = l_949_;
                                                    }
                                                    uint64_t _e2568 = l_mut_36_;
                                                    uint l_950_ = uint(_e2568);
                                                    l_mut_59_ = l_950_;
                                                }
                                            }
                                        }
                                        uint _e2571 = l_mut_59_;
                                        l_mut_73_ = _e2571;
                                    }
                                }
                            }
                            uint l_951_ = (l_660_ ^ 2147483648u);
                            uint _e2574 = l_mut_73_;
                            uint l_952_ = (_e2574 | l_951_);
                            float l_953_ = asfloat(l_952_);
                            l_mut_776_ = l_953_;
                        }
                    }
                    float _e2577 = l_mut_776_;
                    l_mut_676_ = _e2577;
                }
            }
        }
        float _e2578 = l_mut_464_;
        float l_954_ = (l_6_ - _e2578);
        float _e2580 = l_mut_676_;
        float l_955_ = (l_8_ - _e2580);
        float l_956_ = (l_954_ + l_955_);
        float l_957_ = (l_956_ / l_9_);
        uint l_958_ = asuint(l_12_);
        uint l_959_ = asuint(l_957_);
        l_mut_165_ = l_958_;
        l_mut_73_ = l_959_;
        uint l_960_ = (l_959_ & 2147483647u);
        uint l_961_ = (l_958_ & 2147483647u);
        bool l_962_ = (l_960_ > l_961_);
        if (l_962_) {
            l_mut_165_ = l_959_;
            l_mut_73_ = l_958_;
        }
        uint _e2591 = l_mut_165_;
        uint l_963_ = (_e2591 >> 23u);
        uint l_964_ = (l_963_ & 255u);
        uint _e2596 = l_mut_165_;
        uint l_965_ = (_e2596 & 8388607u);
        bool l_966_ = (l_964_ != 0u);
        if (l_966_) {
            uint l_967_ = (l_965_ | 8388608u);
            uint64_t l_968_ = uint64_t(l_967_);
            l_mut_535_ = l_968_;
        } else {
            uint64_t l_969_ = uint64_t(l_965_);
            l_mut_535_ = l_969_;
        }
        if (l_966_) {
            int l_970_ = int(l_964_);
            int l_971_ = asint(asuint(l_970_) - asuint(int(150)));
            l_mut_69_ = l_971_;
        } else {
            int l_973_ = asint(asuint(int(1)) - asuint(int(150)));
            l_mut_69_ = l_973_;
        }
        uint _e2611 = l_mut_165_;
        uint l_974_ = (_e2611 & 2147483648u);
        bool l_975_ = (l_964_ == 255u);
        uint _e2616 = l_mut_73_;
        uint l_976_ = (_e2616 >> 23u);
        uint l_977_ = (l_976_ & 255u);
        uint _e2621 = l_mut_73_;
        uint l_978_ = (_e2621 & 8388607u);
        bool l_979_ = (l_977_ != 0u);
        if (l_979_) {
            uint l_980_ = (l_978_ | 8388608u);
            uint64_t l_981_ = uint64_t(l_980_);
            l_mut_223_ = l_981_;
        } else {
            uint64_t l_982_ = uint64_t(l_978_);
            l_mut_223_ = l_982_;
        }
        if (l_979_) {
            int l_983_ = int(l_977_);
            int l_984_ = asint(asuint(l_983_) - asuint(int(150)));
            l_mut_40_ = l_984_;
        } else {
            int l_986_ = asint(asuint(int(1)) - asuint(int(150)));
            l_mut_40_ = l_986_;
        }
        uint _e2636 = l_mut_73_;
        uint l_987_ = (_e2636 & 2147483648u);
        bool l_988_ = (l_977_ == 255u);
        float l_989_ = (l_12_ + l_957_);
        l_mut_776_ = l_989_;
        l_mut_364_ = 0.0;
        bool l_990_ = !(l_975_);
        uint64_t _e2644 = l_mut_223_;
        bool l_991_ = (_e2644 != 0uL);
        if (l_990_) {
            local_23 = l_991_;
        } else {
            local_23 = false;
        }
        bool l_992_ = local_23;
        if (l_992_) {
            int _e2651 = l_mut_69_;
            int _e2652 = l_mut_40_;
            int l_993_ = asint(asuint(_e2651) - asuint(_e2652));
            bool l_994_ = (l_993_ >= int(26));
            if (l_994_) {
                uint _e2656 = l_mut_165_;
                float l_995_ = asfloat(_e2656);
                l_mut_776_ = l_995_;
                uint _e2658 = l_mut_73_;
                float l_996_ = asfloat(_e2658);
                l_mut_364_ = l_996_;
            } else {
                uint64_t l_997_ = uint64_t(l_993_);
                uint64_t _e2661 = l_mut_535_;
                uint64_t l_998_ = (_e2661 << uint(l_997_));
                uint64_t _e2665 = l_mut_223_;
                uint64_t l_999_ = (l_998_ - _e2665);
                l_mut_132_ = l_999_;
                bool l_1000_ = (l_974_ == l_987_);
                if (l_1000_) {
                    uint64_t _e2668 = l_mut_223_;
                    uint64_t l_1001_ = (l_998_ + _e2668);
                    l_mut_132_ = l_1001_;
                }
                uint64_t _e2670 = l_mut_132_;
                bool l_1002_ = (_e2670 == 0uL);
                if (l_1002_) {
                    l_mut_776_ = 0.0;
                } else {
                    l_mut_165_ = 0u;
                    l_mut_87_ = 0uL;
                    uint64_t _e2676 = l_mut_132_;
                    bool l_1003_ = (_e2676 != 0uL);
                    if (l_1003_) {
                        uint64_t _e2679 = l_mut_132_;
                        uint64_t _e2685 = l_mut_132_;
                        uint64_t _e2689 = l_mut_132_;
                        uint l_1004_ = (((_e2689 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e2685)))) : (31u - firstbithigh(uint((_e2679 >> 32u)))));
                        int l_1005_ = int(l_1004_);
                        int l_1006_ = asint(asuint(int(64)) - asuint(l_1005_));
                        int l_1007_ = asint(asuint(l_1006_) - asuint(int(1)));
                        int _e2700 = l_mut_40_;
                        int l_1008_ = asint(asuint(l_1007_) + asuint(_e2700));
                        int l_1009_ = asint(asuint(l_1008_) + asuint(int(127)));
                        int _e2705 = l_mut_40_;
                        int l_1010_ = asint(asuint(int(-149)) - asuint(_e2705));
                        l_mut_25_ = l_1010_;
                        bool l_1011_ = (l_1009_ >= int(1));
                        if (l_1011_) {
                            int l_1012_ = asint(asuint(l_1006_) - asuint(int(24)));
                            l_mut_25_ = l_1012_;
                        }
                        int _e2711 = l_mut_25_;
                        bool l_1013_ = (_e2711 <= int(0));
                        if (l_1013_) {
                            l_mut_73_ = 0u;
                            uint64_t _e2715 = l_mut_132_;
                            bool l_1014_ = (_e2715 != 0uL);
                            if (l_1014_) {
                                uint64_t _e2718 = l_mut_132_;
                                uint64_t _e2724 = l_mut_132_;
                                uint64_t _e2728 = l_mut_132_;
                                uint l_1015_ = (((_e2728 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e2724)))) : (31u - firstbithigh(uint((_e2718 >> 32u)))));
                                int l_1016_ = int(l_1015_);
                                int l_1017_ = asint(asuint(int(64)) - asuint(l_1016_));
                                int l_1018_ = asint(asuint(l_1017_) - asuint(int(1)));
                                int _e2739 = l_mut_40_;
                                int l_1019_ = asint(asuint(l_1018_) + asuint(_e2739));
                                int l_1020_ = asint(asuint(l_1019_) + asuint(int(127)));
                                bool l_1021_ = (l_1020_ >= int(255));
                                if (l_1021_) {
                                    l_mut_73_ = 2139095040u;
                                } else {
                                    bool l_1022_ = (l_1020_ >= int(1));
                                    if (l_1022_) {
                                        bool l_1023_ = (l_1017_ > int(24));
                                        if (l_1023_) {
                                            int l_1024_ = asint(asuint(l_1017_) - asuint(int(24)));
                                            uint64_t l_1025_ = uint64_t(l_1024_);
                                            uint64_t _e2753 = l_mut_132_;
                                            uint64_t l_1026_ = (_e2753 >> uint(l_1025_));
                                            l_mut_60_ = l_1026_;
                                        } else {
                                            int l_1027_ = asint(asuint(int(24)) - asuint(l_1017_));
                                            uint64_t l_1028_ = uint64_t(l_1027_);
                                            uint64_t _e2760 = l_mut_132_;
                                            uint64_t l_1029_ = (_e2760 << uint(l_1028_));
                                            l_mut_60_ = l_1029_;
                                        }
                                        uint l_1030_ = uint(l_1020_);
                                        uint l_1031_ = (l_1030_ << 23u);
                                        uint64_t _e2767 = l_mut_60_;
                                        uint l_1032_ = uint(_e2767);
                                        uint l_1033_ = (l_1032_ & 8388607u);
                                        uint l_1034_ = (l_1031_ | l_1033_);
                                        l_mut_73_ = l_1034_;
                                    } else {
                                        int _e2773 = l_mut_40_;
                                        int l_1035_ = asint(asuint(_e2773) + asuint(int(149)));
                                        bool l_1036_ = (l_1035_ >= int(0));
                                        if (l_1036_) {
                                            uint64_t l_1037_ = uint64_t(l_1035_);
                                            uint64_t _e2779 = l_mut_132_;
                                            uint64_t l_1038_ = (_e2779 << uint(l_1037_));
                                            l_mut_60_ = l_1038_;
                                        } else {
                                            int l_1039_ = asint(asuint(int(0)) - asuint(l_1035_));
                                            uint64_t l_1040_ = uint64_t(l_1039_);
                                            uint64_t _e2786 = l_mut_132_;
                                            uint64_t l_1041_ = (_e2786 >> uint(l_1040_));
                                            l_mut_60_ = l_1041_;
                                        }
                                        uint64_t _e2790 = l_mut_60_;
                                        uint l_1042_ = uint(_e2790);
                                        l_mut_73_ = l_1042_;
                                    }
                                }
                            }
                            uint _e2793 = l_mut_73_;
                            l_mut_165_ = _e2793;
                            uint64_t _e2794 = l_mut_132_;
                            l_mut_87_ = _e2794;
                        } else {
                            int _e2795 = l_mut_25_;
                            bool l_1043_ = (_e2795 <= l_1006_);
                            if (l_1043_) {
                                int _e2797 = l_mut_25_;
                                uint64_t l_1044_ = uint64_t(_e2797);
                                uint64_t _e2799 = l_mut_132_;
                                uint64_t l_1045_ = (_e2799 >> uint(l_1044_));
                                l_mut_60_ = l_1045_;
                                uint64_t _e2803 = l_mut_60_;
                                uint64_t l_1046_ = (_e2803 << uint(l_1044_));
                                uint64_t _e2807 = l_mut_132_;
                                uint64_t l_1047_ = (_e2807 - l_1046_);
                                uint64_t l_1048_ = (l_1044_ - 1uL);
                                uint64_t l_1049_ = (1uL << uint(l_1048_));
                                bool l_1050_ = (l_1047_ > l_1049_);
                                bool l_1051_ = (l_1047_ == l_1049_);
                                uint64_t _e2817 = l_mut_60_;
                                uint64_t l_1052_ = (_e2817 & 1uL);
                                bool l_1053_ = (l_1052_ == 1uL);
                                if (l_1051_) {
                                    local_24 = l_1053_;
                                } else {
                                    local_24 = false;
                                }
                                bool l_1054_ = local_24;
                                if (!(l_1050_)) {
                                    local_25 = l_1054_;
                                } else {
                                    local_25 = true;
                                }
                                bool l_1055_ = local_25;
                                if (l_1055_) {
                                    uint64_t _e2831 = l_mut_60_;
                                    l_mut_60_ = (_e2831 + 1uL);
                                }
                                uint64_t _e2834 = l_mut_60_;
                                uint64_t l_1056_ = (_e2834 << uint(l_1044_));
                                l_mut_87_ = l_1056_;
                                int _e2838 = l_mut_40_;
                                int _e2839 = l_mut_25_;
                                int l_1057_ = asint(asuint(_e2838) + asuint(_e2839));
                                l_mut_73_ = 0u;
                                uint64_t _e2842 = l_mut_60_;
                                bool l_1058_ = (_e2842 != 0uL);
                                if (l_1058_) {
                                    uint64_t _e2845 = l_mut_60_;
                                    uint64_t _e2851 = l_mut_60_;
                                    uint64_t _e2855 = l_mut_60_;
                                    uint l_1059_ = (((_e2855 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e2851)))) : (31u - firstbithigh(uint((_e2845 >> 32u)))));
                                    int l_1060_ = int(l_1059_);
                                    int l_1061_ = asint(asuint(int(64)) - asuint(l_1060_));
                                    int l_1062_ = asint(asuint(l_1061_) - asuint(int(1)));
                                    int l_1063_ = asint(asuint(l_1062_) + asuint(l_1057_));
                                    int l_1064_ = asint(asuint(l_1063_) + asuint(int(127)));
                                    bool l_1065_ = (l_1064_ >= int(255));
                                    if (l_1065_) {
                                        l_mut_73_ = 2139095040u;
                                    } else {
                                        bool l_1066_ = (l_1064_ >= int(1));
                                        if (l_1066_) {
                                            bool l_1067_ = (l_1061_ > int(24));
                                            if (l_1067_) {
                                                int l_1068_ = asint(asuint(l_1061_) - asuint(int(24)));
                                                uint64_t l_1069_ = uint64_t(l_1068_);
                                                uint64_t _e2879 = l_mut_60_;
                                                uint64_t l_1070_ = (_e2879 >> uint(l_1069_));
                                                l_mut_36_ = l_1070_;
                                            } else {
                                                int l_1071_ = asint(asuint(int(24)) - asuint(l_1061_));
                                                uint64_t l_1072_ = uint64_t(l_1071_);
                                                uint64_t _e2886 = l_mut_60_;
                                                uint64_t l_1073_ = (_e2886 << uint(l_1072_));
                                                l_mut_36_ = l_1073_;
                                            }
                                            uint l_1074_ = uint(l_1064_);
                                            uint l_1075_ = (l_1074_ << 23u);
                                            uint64_t _e2893 = l_mut_36_;
                                            uint l_1076_ = uint(_e2893);
                                            uint l_1077_ = (l_1076_ & 8388607u);
                                            uint l_1078_ = (l_1075_ | l_1077_);
                                            l_mut_73_ = l_1078_;
                                        } else {
                                            int l_1079_ = asint(asuint(l_1057_) + asuint(int(149)));
                                            bool l_1080_ = (l_1079_ >= int(0));
                                            if (l_1080_) {
                                                uint64_t l_1081_ = uint64_t(l_1079_);
                                                uint64_t _e2904 = l_mut_60_;
                                                uint64_t l_1082_ = (_e2904 << uint(l_1081_));
                                                l_mut_36_ = l_1082_;
                                            } else {
                                                int l_1083_ = asint(asuint(int(0)) - asuint(l_1079_));
                                                uint64_t l_1084_ = uint64_t(l_1083_);
                                                uint64_t _e2911 = l_mut_60_;
                                                uint64_t l_1085_ = (_e2911 >> uint(l_1084_));
                                                l_mut_36_ = l_1085_;
                                            }
                                            uint64_t _e2915 = l_mut_36_;
                                            uint l_1086_ = uint(_e2915);
                                            l_mut_73_ = l_1086_;
                                        }
                                    }
                                }
                                uint _e2918 = l_mut_73_;
                                l_mut_165_ = _e2918;
                            }
                        }
                    }
                    uint _e2919 = l_mut_165_;
                    uint l_1087_ = (_e2919 | l_974_);
                    float l_1088_ = asfloat(l_1087_);
                    l_mut_776_ = l_1088_;
                    l_mut_151_ = 0.0;
                    uint64_t _e2923 = l_mut_132_;
                    uint64_t _e2924 = l_mut_87_;
                    bool l_1089_ = (_e2923 > _e2924);
                    if (l_1089_) {
                        uint64_t _e2926 = l_mut_132_;
                        uint64_t _e2927 = l_mut_87_;
                        uint64_t l_1090_ = (_e2926 - _e2927);
                        l_mut_73_ = 0u;
                        l_mut_60_ = 0uL;
                        bool l_1091_ = (l_1090_ != 0uL);
                        if (l_1091_) {
                            uint l_1092_ = (((l_1090_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_1090_)))) : (31u - firstbithigh(uint((l_1090_ >> 32u)))));
                            int l_1093_ = int(l_1092_);
                            int l_1094_ = asint(asuint(int(64)) - asuint(l_1093_));
                            int l_1095_ = asint(asuint(l_1094_) - asuint(int(1)));
                            int _e2951 = l_mut_40_;
                            int l_1096_ = asint(asuint(l_1095_) + asuint(_e2951));
                            int l_1097_ = asint(asuint(l_1096_) + asuint(int(127)));
                            int _e2956 = l_mut_40_;
                            int l_1098_ = asint(asuint(int(-149)) - asuint(_e2956));
                            l_mut_25_ = l_1098_;
                            bool l_1099_ = (l_1097_ >= int(1));
                            if (l_1099_) {
                                int l_1100_ = asint(asuint(l_1094_) - asuint(int(24)));
                                l_mut_25_ = l_1100_;
                            }
                            int _e2962 = l_mut_25_;
                            bool l_1101_ = (_e2962 <= int(0));
                            if (l_1101_) {
                                l_mut_59_ = 0u;
                                bool l_1102_ = (l_1090_ != 0uL);
                                if (l_1102_) {
                                    uint l_1103_ = (((l_1090_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_1090_)))) : (31u - firstbithigh(uint((l_1090_ >> 32u)))));
                                    int l_1104_ = int(l_1103_);
                                    int l_1105_ = asint(asuint(int(64)) - asuint(l_1104_));
                                    int l_1106_ = asint(asuint(l_1105_) - asuint(int(1)));
                                    int _e2986 = l_mut_40_;
                                    int l_1107_ = asint(asuint(l_1106_) + asuint(_e2986));
                                    int l_1108_ = asint(asuint(l_1107_) + asuint(int(127)));
                                    bool l_1109_ = (l_1108_ >= int(255));
                                    if (l_1109_) {
                                        l_mut_59_ = 2139095040u;
                                    } else {
                                        bool l_1110_ = (l_1108_ >= int(1));
                                        if (l_1110_) {
                                            bool l_1111_ = (l_1105_ > int(24));
                                            if (l_1111_) {
                                                int l_1112_ = asint(asuint(l_1105_) - asuint(int(24)));
                                                uint64_t l_1113_ = uint64_t(l_1112_);
                                                uint64_t l_1114_ = (l_1090_ >> uint(l_1113_));
                                                l_mut_36_ = l_1114_;
                                            } else {
                                                int l_1115_ = asint(asuint(int(24)) - asuint(l_1105_));
                                                uint64_t l_1116_ = uint64_t(l_1115_);
                                                uint64_t l_1117_ = (l_1090_ << uint(l_1116_));
                                                l_mut_36_ = l_1117_;
                                            }
                                            uint l_1118_ = uint(l_1108_);
                                            uint l_1119_ = (l_1118_ << 23u);
                                            uint64_t _e3012 = l_mut_36_;
                                            uint l_1120_ = uint(_e3012);
                                            uint l_1121_ = (l_1120_ & 8388607u);
                                            uint l_1122_ = (l_1119_ | l_1121_);
                                            l_mut_59_ = l_1122_;
                                        } else {
                                            int _e3018 = l_mut_40_;
                                            int l_1123_ = asint(asuint(_e3018) + asuint(int(149)));
                                            bool l_1124_ = (l_1123_ >= int(0));
                                            if (l_1124_) {
                                                uint64_t l_1125_ = uint64_t(l_1123_);
                                                uint64_t l_1126_ = (l_1090_ << uint(l_1125_));
                                                l_mut_36_ = l_1126_;
                                            } else {
                                                int l_1127_ = asint(asuint(int(0)) - asuint(l_1123_));
                                                uint64_t l_1128_ = uint64_t(l_1127_);
                                                uint64_t l_1129_ = (l_1090_ >> uint(l_1128_));
                                                l_mut_36_ = l_1129_;
                                            }
                                            uint64_t _e3033 = l_mut_36_;
                                            uint l_1130_ = uint(_e3033);
                                            l_mut_59_ = l_1130_;
                                        }
                                    }
                                }
                                uint _e3036 = l_mut_59_;
                                l_mut_73_ = _e3036;
                                l_mut_60_ = l_1090_;
                            } else {
                                int _e3037 = l_mut_25_;
                                bool l_1131_ = (_e3037 <= l_1094_);
                                if (l_1131_) {
                                    int _e3039 = l_mut_25_;
                                    uint64_t l_1132_ = uint64_t(_e3039);
                                    uint64_t l_1133_ = (l_1090_ >> uint(l_1132_));
                                    l_mut_36_ = l_1133_;
                                    uint64_t _e3044 = l_mut_36_;
                                    uint64_t l_1134_ = (_e3044 << uint(l_1132_));
                                    uint64_t l_1135_ = (l_1090_ - l_1134_);
                                    uint64_t l_1136_ = (l_1132_ - 1uL);
                                    uint64_t l_1137_ = (1uL << uint(l_1136_));
                                    bool l_1138_ = (l_1135_ > l_1137_);
                                    bool l_1139_ = (l_1135_ == l_1137_);
                                    uint64_t _e3057 = l_mut_36_;
                                    uint64_t l_1140_ = (_e3057 & 1uL);
                                    bool l_1141_ = (l_1140_ == 1uL);
                                    if (l_1139_) {
                                        local_26 = l_1141_;
                                    } else {
                                        local_26 = false;
                                    }
                                    bool l_1142_ = local_26;
                                    if (!(l_1138_)) {
                                        local_27 = l_1142_;
                                    } else {
                                        local_27 = true;
                                    }
                                    bool l_1143_ = local_27;
                                    if (l_1143_) {
                                        uint64_t _e3071 = l_mut_36_;
                                        l_mut_36_ = (_e3071 + 1uL);
                                    }
                                    uint64_t _e3074 = l_mut_36_;
                                    uint64_t l_1144_ = (_e3074 << uint(l_1132_));
                                    l_mut_60_ = l_1144_;
                                    int _e3078 = l_mut_40_;
                                    int _e3079 = l_mut_25_;
                                    int l_1145_ = asint(asuint(_e3078) + asuint(_e3079));
                                    l_mut_59_ = 0u;
                                    uint64_t _e3082 = l_mut_36_;
                                    bool l_1146_ = (_e3082 != 0uL);
                                    if (l_1146_) {
                                        uint64_t _e3085 = l_mut_36_;
                                        uint64_t _e3091 = l_mut_36_;
                                        uint64_t _e3095 = l_mut_36_;
                                        uint l_1147_ = (((_e3095 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e3091)))) : (31u - firstbithigh(uint((_e3085 >> 32u)))));
                                        int l_1148_ = int(l_1147_);
                                        int l_1149_ = asint(asuint(int(64)) - asuint(l_1148_));
                                        int l_1150_ = asint(asuint(l_1149_) - asuint(int(1)));
                                        int l_1151_ = asint(asuint(l_1150_) + asuint(l_1145_));
                                        int l_1152_ = asint(asuint(l_1151_) + asuint(int(127)));
                                        bool l_1153_ = (l_1152_ >= int(255));
                                        if (l_1153_) {
                                            l_mut_59_ = 2139095040u;
                                        } else {
                                            bool l_1154_ = (l_1152_ >= int(1));
                                            if (l_1154_) {
                                                bool l_1155_ = (l_1149_ > int(24));
                                                if (l_1155_) {
                                                    int l_1156_ = asint(asuint(l_1149_) - asuint(int(24)));
                                                    uint64_t l_1157_ = uint64_t(l_1156_);
                                                    uint64_t _e3119 = l_mut_36_;
                                                    uint64_t l_1158_ = (_e3119 >> uint(l_1157_));
                                                    l_mut_21_ = l_1158_;
                                                } else {
                                                    int l_1159_ = asint(asuint(int(24)) - asuint(l_1149_));
                                                    uint64_t l_1160_ = uint64_t(l_1159_);
                                                    uint64_t _e3126 = l_mut_36_;
                                                    uint64_t l_1161_ = (_e3126 << uint(l_1160_));
                                                    l_mut_21_ = l_1161_;
                                                }
                                                uint l_1162_ = uint(l_1152_);
                                                uint l_1163_ = (l_1162_ << 23u);
                                                uint64_t _e3133 = l_mut_21_;
                                                uint l_1164_ = uint(_e3133);
                                                uint l_1165_ = (l_1164_ & 8388607u);
                                                uint l_1166_ = (l_1163_ | l_1165_);
                                                l_mut_59_ = l_1166_;
                                            } else {
                                                int l_1167_ = asint(asuint(l_1145_) + asuint(int(149)));
                                                bool l_1168_ = (l_1167_ >= int(0));
                                                if (l_1168_) {
                                                    uint64_t l_1169_ = uint64_t(l_1167_);
                                                    uint64_t _e3144 = l_mut_36_;
                                                    uint64_t l_1170_ = (_e3144 << uint(l_1169_));
                                                    l_mut_21_ = l_1170_;
                                                } else {
                                                    int l_1171_ = asint(asuint(int(0)) - asuint(l_1167_));
                                                    uint64_t l_1172_ = uint64_t(l_1171_);
                                                    uint64_t _e3151 = l_mut_36_;
                                                    uint64_t l_1173_ = (_e3151 >> uint(l_1172_));
                                                    l_mut_21_ = l_1173_;
                                                }
                                                uint64_t _e3155 = l_mut_21_;
                                                uint l_1174_ = uint(_e3155);
                                                l_mut_59_ = l_1174_;
                                            }
                                        }
                                    }
                                    uint _e3158 = l_mut_59_;
                                    l_mut_73_ = _e3158;
                                }
                            }
                        }
                        uint _e3159 = l_mut_73_;
                        uint l_1175_ = (_e3159 | l_974_);
                        float l_1176_ = asfloat(l_1175_);
                        l_mut_151_ = l_1176_;
                    } else {
                        uint64_t _e3162 = l_mut_87_;
                        uint64_t _e3163 = l_mut_132_;
                        bool l_1177_ = (_e3162 > _e3163);
                        if (l_1177_) {
                            uint64_t _e3165 = l_mut_87_;
                            uint64_t _e3166 = l_mut_132_;
                            uint64_t l_1178_ = (_e3165 - _e3166);
                            l_mut_73_ = 0u;
                            l_mut_132_ = 0uL;
                            bool l_1179_ = (l_1178_ != 0uL);
                            if (l_1179_) {
                                uint l_1180_ = (((l_1178_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_1178_)))) : (31u - firstbithigh(uint((l_1178_ >> 32u)))));
                                int l_1181_ = int(l_1180_);
                                int l_1182_ = asint(asuint(int(64)) - asuint(l_1181_));
                                int l_1183_ = asint(asuint(l_1182_) - asuint(int(1)));
                                int _e3190 = l_mut_40_;
                                int l_1184_ = asint(asuint(l_1183_) + asuint(_e3190));
                                int l_1185_ = asint(asuint(l_1184_) + asuint(int(127)));
                                int _e3195 = l_mut_40_;
                                int l_1186_ = asint(asuint(int(-149)) - asuint(_e3195));
                                l_mut_25_ = l_1186_;
                                bool l_1187_ = (l_1185_ >= int(1));
                                if (l_1187_) {
                                    int l_1188_ = asint(asuint(l_1182_) - asuint(int(24)));
                                    l_mut_25_ = l_1188_;
                                }
                                int _e3201 = l_mut_25_;
                                bool l_1189_ = (_e3201 <= int(0));
                                if (l_1189_) {
                                    l_mut_59_ = 0u;
                                    bool l_1190_ = (l_1178_ != 0uL);
                                    if (l_1190_) {
                                        uint l_1191_ = (((l_1178_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_1178_)))) : (31u - firstbithigh(uint((l_1178_ >> 32u)))));
                                        int l_1192_ = int(l_1191_);
                                        int l_1193_ = asint(asuint(int(64)) - asuint(l_1192_));
                                        int l_1194_ = asint(asuint(l_1193_) - asuint(int(1)));
                                        int _e3225 = l_mut_40_;
                                        int l_1195_ = asint(asuint(l_1194_) + asuint(_e3225));
                                        int l_1196_ = asint(asuint(l_1195_) + asuint(int(127)));
                                        bool l_1197_ = (l_1196_ >= int(255));
                                        if (l_1197_) {
                                            l_mut_59_ = 2139095040u;
                                        } else {
                                            bool l_1198_ = (l_1196_ >= int(1));
                                            if (l_1198_) {
                                                bool l_1199_ = (l_1193_ > int(24));
                                                if (l_1199_) {
                                                    int l_1200_ = asint(asuint(l_1193_) - asuint(int(24)));
                                                    uint64_t l_1201_ = uint64_t(l_1200_);
                                                    uint64_t l_1202_ = (l_1178_ >> uint(l_1201_));
                                                    l_mut_60_ = l_1202_;
                                                } else {
                                                    int l_1203_ = asint(asuint(int(24)) - asuint(l_1193_));
                                                    uint64_t l_1204_ = uint64_t(l_1203_);
                                                    uint64_t l_1205_ = (l_1178_ << uint(l_1204_));
                                                    l_mut_60_ = l_1205_;
                                                }
                                                uint l_1206_ = uint(l_1196_);
                                                uint l_1207_ = (l_1206_ << 23u);
                                                uint64_t _e3251 = l_mut_60_;
                                                uint l_1208_ = uint(_e3251);
                                                uint l_1209_ = (l_1208_ & 8388607u);
                                                uint l_1210_ = (l_1207_ | l_1209_);
                                                l_mut_59_ = l_1210_;
                                            } else {
                                                int _e3257 = l_mut_40_;
                                                int l_1211_ = asint(asuint(_e3257) + asuint(int(149)));
                                                bool l_1212_ = (l_1211_ >= int(0));
                                                if (l_1212_) {
                                                    uint64_t l_1213_ = uint64_t(l_1211_);
                                                    uint64_t l_1214_ = (l_1178_ << uint(l_1213_));
                                                    l_mut_60_ = l_1214_;
                                                } else {
                                                    int l_1215_ = asint(asuint(int(0)) - asuint(l_1211_));
                                                    uint64_t l_1216_ = uint64_t(l_1215_);
                                                    uint64_t l_1217_ = (l_1178_ >> uint(l_1216_));
                                                    l_mut_60_ = l_1217_;
                                                }
                                                uint64_t _e3272 = l_mut_60_;
                                                uint l_1218_ = uint(_e3272);
                                                l_mut_59_ = l_1218_;
                                            }
                                        }
                                    }
                                    uint _e3275 = l_mut_59_;
                                    l_mut_73_ = _e3275;
                                    l_mut_132_ = l_1178_;
                                } else {
                                    int _e3276 = l_mut_25_;
                                    bool l_1219_ = (_e3276 <= l_1182_);
                                    if (l_1219_) {
                                        int _e3278 = l_mut_25_;
                                        uint64_t l_1220_ = uint64_t(_e3278);
                                        uint64_t l_1221_ = (l_1178_ >> uint(l_1220_));
                                        l_mut_60_ = l_1221_;
                                        uint64_t _e3283 = l_mut_60_;
                                        uint64_t l_1222_ = (_e3283 << uint(l_1220_));
                                        uint64_t l_1223_ = (l_1178_ - l_1222_);
                                        uint64_t l_1224_ = (l_1220_ - 1uL);
                                        uint64_t l_1225_ = (1uL << uint(l_1224_));
                                        bool l_1226_ = (l_1223_ > l_1225_);
                                        bool l_1227_ = (l_1223_ == l_1225_);
                                        uint64_t _e3296 = l_mut_60_;
                                        uint64_t l_1228_ = (_e3296 & 1uL);
                                        bool l_1229_ = (l_1228_ == 1uL);
                                        if (l_1227_) {
                                            local_28 = l_1229_;
                                        } else {
                                            local_28 = false;
                                        }
                                        bool l_1230_ = local_28;
                                        if (!(l_1226_)) {
                                            local_29 = l_1230_;
                                        } else {
                                            local_29 = true;
                                        }
                                        bool l_1231_ = local_29;
                                        if (l_1231_) {
                                            uint64_t _e3310 = l_mut_60_;
                                            l_mut_60_ = (_e3310 + 1uL);
                                        }
                                        uint64_t _e3313 = l_mut_60_;
                                        uint64_t l_1232_ = (_e3313 << uint(l_1220_));
                                        l_mut_132_ = l_1232_;
                                        int _e3317 = l_mut_40_;
                                        int _e3318 = l_mut_25_;
                                        int l_1233_ = asint(asuint(_e3317) + asuint(_e3318));
                                        l_mut_59_ = 0u;
                                        uint64_t _e3321 = l_mut_60_;
                                        bool l_1234_ = (_e3321 != 0uL);
                                        if (l_1234_) {
                                            uint64_t _e3324 = l_mut_60_;
                                            uint64_t _e3330 = l_mut_60_;
                                            uint64_t _e3334 = l_mut_60_;
                                            uint l_1235_ = (((_e3334 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e3330)))) : (31u - firstbithigh(uint((_e3324 >> 32u)))));
                                            int l_1236_ = int(l_1235_);
                                            int l_1237_ = asint(asuint(int(64)) - asuint(l_1236_));
                                            int l_1238_ = asint(asuint(l_1237_) - asuint(int(1)));
                                            int l_1239_ = asint(asuint(l_1238_) + asuint(l_1233_));
                                            int l_1240_ = asint(asuint(l_1239_) + asuint(int(127)));
                                            bool l_1241_ = (l_1240_ >= int(255));
                                            if (l_1241_) {
                                                l_mut_59_ = 2139095040u;
                                            } else {
                                                bool l_1242_ = (l_1240_ >= int(1));
                                                if (l_1242_) {
                                                    bool l_1243_ = (l_1237_ > int(24));
                                                    if (l_1243_) {
                                                        int l_1244_ = asint(asuint(l_1237_) - asuint(int(24)));
                                                        uint64_t l_1245_ = uint64_t(l_1244_);
                                                        uint64_t _e3358 = l_mut_60_;
                                                        uint64_t l_1246_ = (_e3358 >> uint(l_1245_));
                                                        l_mut_36_ = l_1246_;
                                                    } else {
                                                        int l_1247_ = asint(asuint(int(24)) - asuint(l_1237_));
                                                        uint64_t l_1248_ = uint64_t(l_1247_);
                                                        uint64_t _e3365 = l_mut_60_;
                                                        uint64_t l_1249_ = (_e3365 << uint(l_1248_));
                                                        l_mut_36_ = l_1249_;
                                                    }
                                                    uint l_1250_ = uint(l_1240_);
                                                    uint l_1251_ = (l_1250_ << 23u);
                                                    uint64_t _e3372 = l_mut_36_;
                                                    uint l_1252_ = uint(_e3372);
                                                    uint l_1253_ = (l_1252_ & 8388607u);
                                                    uint l_1254_ = (l_1251_ | l_1253_);
                                                    l_mut_59_ = l_1254_;
                                                } else {
                                                    int l_1255_ = asint(asuint(l_1233_) + asuint(int(149)));
                                                    bool l_1256_ = (l_1255_ >= int(0));
                                                    if (l_1256_) {
                                                        uint64_t l_1257_ = uint64_t(l_1255_);
                                                        uint64_t _e3383 = l_mut_60_;
                                                        uint64_t l_1258_ = (_e3383 << uint(l_1257_));
                                                        l_mut_36_ = l_1258_;
                                                    } else {
                                                        int l_1259_ = asint(asuint(int(0)) - asuint(l_1255_));
                                                        uint64_t l_1260_ = uint64_t(l_1259_);
                                                        uint64_t _e3390 = l_mut_60_;
                                                        uint64_t l_1261_ = (_e3390 >> uint(l_1260_));
                                                        l_mut_36_ = l_1261_;
                                                    }
                                                    uint64_t _e3394 = l_mut_36_;
                                                    uint l_1262_ = uint(_e3394);
                                                    l_mut_59_ = l_1262_;
                                                }
                                            }
                                        }
                                        uint _e3397 = l_mut_59_;
                                        l_mut_73_ = _e3397;
                                    }
                                }
                            }
                            uint l_1263_ = (l_974_ ^ 2147483648u);
                            uint _e3400 = l_mut_73_;
                            uint l_1264_ = (_e3400 | l_1263_);
                            float l_1265_ = asfloat(l_1264_);
                            l_mut_151_ = l_1265_;
                        }
                    }
                    float _e3403 = l_mut_151_;
                    l_mut_364_ = _e3403;
                }
            }
        }
        uint l_1309_ = asuint(info.Load(12+0));
        uint l_1310_ = (l_1309_ * 1u);
        uint _e3410 = l_mut_4_;
        bool l_1311_ = (_e3410 < l_1310_);
        if (l_1311_) {
            uint _e3413 = l_mut_4_;
            float _e3415 = l_mut_776_;
            buffer_3_global.Store(_e3413*4, asuint(_e3415));
        }
        uint _e3416 = l_mut_4_;
        uint l_1266_ = (l_1_ + _e3416);
        uint l_1312_ = asuint(info.Load(12+0));
        uint l_1313_ = (l_1312_ * 1u);
        bool l_1314_ = (l_1266_ < l_1313_);
        if (l_1314_) {
            float _e3427 = l_mut_364_;
            buffer_3_global.Store(l_1266_*4, asuint(_e3427));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
