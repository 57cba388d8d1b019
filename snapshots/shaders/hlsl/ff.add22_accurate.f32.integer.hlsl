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
    float l_mut_1090_ = (float)0;
    uint64_t l_mut_137_ = (uint64_t)0;
    uint l_mut_14_ = (uint)0;
    float l_mut_156_ = (float)0;
    uint l_mut_15_ = (uint)0;
    uint l_mut_170_ = (uint)0;
    uint64_t l_mut_228_ = (uint64_t)0;
    uint64_t l_mut_25_ = (uint64_t)0;
    int l_mut_29_ = (int)0;
    float l_mut_368_ = (float)0;
    uint64_t l_mut_40_ = (uint64_t)0;
    int l_mut_44_ = (int)0;
    float l_mut_468_ = (float)0;
    uint l_mut_4_ = (uint)0;
    float l_mut_50_ = (float)0;
    float l_mut_51_ = (float)0;
    uint64_t l_mut_62_ = (uint64_t)0;
    uint64_t l_mut_66_ = (uint64_t)0;
    float l_mut_679_ = (float)0;
    int l_mut_75_ = (int)0;
    float l_mut_779_ = (float)0;
    uint64_t l_mut_92_ = (uint64_t)0;
    float l_mut_990_ = (float)0;
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

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 2u);
    uint l_1269_ = asuint(info.Load(8+0));
    uint l_1270_ = (l_1269_ * 1u);
    bool l_1271_ = (0u < l_1270_);
    uint l_1272_ = (l_1270_ - 1u);
    uint l_1273_ = min(0u, l_1272_);
    float l_1274_ = asfloat(buffer_2_global.Load(l_1273_*4));
    float l_2_ = (l_1271_ ? l_1274_ : 0.0);
    uint l_1276_ = asuint(info.Load(8+0));
    uint l_1277_ = (l_1276_ * 1u);
    bool l_1278_ = (1u < l_1277_);
    uint l_1279_ = (l_1277_ - 1u);
    uint l_1280_ = min(1u, l_1279_);
    float l_1281_ = asfloat(buffer_2_global.Load(l_1280_*4));
    float l_3_ = (l_1278_ ? l_1281_ : 0.0);
    l_mut_4_ = id;
    uint _e88 = l_mut_4_;
    bool l_5_ = (_e88 < l_1_);
    if (l_5_) {
        uint l_1283_ = asuint(info.Load(0+0));
        uint l_1284_ = (l_1283_ * 1u);
        uint _e96 = l_mut_4_;
        bool l_1285_ = (_e96 < l_1284_);
        uint l_1286_ = (l_1284_ - 1u);
        uint _e100 = l_mut_4_;
        uint l_1287_ = min(_e100, l_1286_);
        float l_1288_ = asfloat(buffer_0_global.Load(l_1287_*4));
        float l_6_ = (l_1285_ ? l_1288_ : 0.0);
        uint _e107 = l_mut_4_;
        uint l_7_ = (l_1_ + _e107);
        uint l_1290_ = asuint(info.Load(0+0));
        uint l_1291_ = (l_1290_ * 1u);
        bool l_1292_ = (l_7_ < l_1291_);
        uint l_1293_ = (l_1291_ - 1u);
        uint l_1294_ = min(l_7_, l_1293_);
        float l_1295_ = asfloat(buffer_0_global.Load(l_1294_*4));
        float l_8_ = (l_1292_ ? l_1295_ : 0.0);
        uint l_1297_ = asuint(info.Load(4+0));
        uint l_1298_ = (l_1297_ * 1u);
        uint _e130 = l_mut_4_;
        bool l_1299_ = (_e130 < l_1298_);
        uint l_1300_ = (l_1298_ - 1u);
        uint _e134 = l_mut_4_;
        uint l_1301_ = min(_e134, l_1300_);
        float l_1302_ = asfloat(buffer_1_global.Load(l_1301_*4));
        float l_9_ = (l_1299_ ? l_1302_ : 0.0);
        uint _e141 = l_mut_4_;
        uint l_10_ = (l_1_ + _e141);
        uint l_1304_ = asuint(info.Load(4+0));
        uint l_1305_ = (l_1304_ * 1u);
        bool l_1306_ = (l_10_ < l_1305_);
        uint l_1307_ = (l_1305_ - 1u);
        uint l_1308_ = min(l_10_, l_1307_);
        float l_1309_ = asfloat(buffer_1_global.Load(l_1308_*4));
        float l_11_ = (l_1306_ ? l_1309_ : 0.0);
        uint l_12_ = asuint(l_6_);
        uint l_13_ = asuint(l_9_);
        l_mut_14_ = l_12_;
        l_mut_15_ = l_13_;
        uint l_16_ = (l_13_ & 2147483647u);
        uint l_17_ = (l_12_ & 2147483647u);
        bool l_18_ = (l_16_ > l_17_);
        if (l_18_) {
            l_mut_14_ = l_13_;
            l_mut_15_ = l_12_;
        }
        uint _e165 = l_mut_14_;
        uint l_19_ = (_e165 >> 23u);
        uint l_20_ = (l_19_ & 255u);
        uint _e170 = l_mut_14_;
        uint l_21_ = (_e170 & 8388607u);
        bool l_22_ = (l_20_ != 0u);
        if (l_22_) {
            uint l_23_ = (l_21_ | 8388608u);
            uint64_t l_24_ = uint64_t(l_23_);
            l_mut_25_ = l_24_;
        } else {
            uint64_t l_26_ = uint64_t(l_21_);
            l_mut_25_ = l_26_;
        }
        if (l_22_) {
            int l_27_ = int(l_20_);
            int l_28_ = asint(asuint(l_27_) - asuint(int(150)));
            l_mut_29_ = l_28_;
        } else {
            int l_31_ = asint(asuint(int(1)) - asuint(int(150)));
            l_mut_29_ = l_31_;
        }
        uint _e185 = l_mut_14_;
        uint l_32_ = (_e185 & 2147483648u);
        bool l_33_ = (l_20_ == 255u);
        uint _e190 = l_mut_15_;
        uint l_34_ = (_e190 >> 23u);
        uint l_35_ = (l_34_ & 255u);
        uint _e195 = l_mut_15_;
        uint l_36_ = (_e195 & 8388607u);
        bool l_37_ = (l_35_ != 0u);
        if (l_37_) {
            uint l_38_ = (l_36_ | 8388608u);
            uint64_t l_39_ = uint64_t(l_38_);
            l_mut_40_ = l_39_;
        } else {
            uint64_t l_41_ = uint64_t(l_36_);
            l_mut_40_ = l_41_;
        }
        if (l_37_) {
            int l_42_ = int(l_35_);
            int l_43_ = asint(asuint(l_42_) - asuint(int(150)));
            l_mut_44_ = l_43_;
        } else {
            int l_46_ = asint(asuint(int(1)) - asuint(int(150)));
            l_mut_44_ = l_46_;
        }
        uint _e210 = l_mut_15_;
        uint l_47_ = (_e210 & 2147483648u);
        bool l_48_ = (l_35_ == 255u);
        float l_49_ = (l_6_ + l_9_);
        l_mut_50_ = l_49_;
        l_mut_51_ = 0.0;
        bool l_52_ = !(l_33_);
        uint64_t _e218 = l_mut_40_;
        bool l_53_ = (_e218 != 0uL);
        if (l_52_) {
            local = l_53_;
        } else {
            local = false;
        }
        bool l_54_ = local;
        if (l_54_) {
            int _e225 = l_mut_29_;
            int _e226 = l_mut_44_;
            int l_55_ = asint(asuint(_e225) - asuint(_e226));
            bool l_56_ = (l_55_ >= int(26));
            if (l_56_) {
                uint _e230 = l_mut_14_;
                float l_57_ = asfloat(_e230);
                l_mut_50_ = l_57_;
                uint _e232 = l_mut_15_;
                float l_58_ = asfloat(_e232);
                l_mut_51_ = l_58_;
            } else {
                uint64_t l_59_ = uint64_t(l_55_);
                uint64_t _e235 = l_mut_25_;
                uint64_t l_60_ = (_e235 << uint(l_59_));
                uint64_t _e239 = l_mut_40_;
                uint64_t l_61_ = (l_60_ - _e239);
                l_mut_62_ = l_61_;
                bool l_63_ = (l_32_ == l_47_);
                if (l_63_) {
                    uint64_t _e242 = l_mut_40_;
                    uint64_t l_64_ = (l_60_ + _e242);
                    l_mut_62_ = l_64_;
                }
                uint64_t _e244 = l_mut_62_;
                bool l_65_ = (_e244 == 0uL);
                if (l_65_) {
                    l_mut_50_ = 0.0;
                } else {
                    l_mut_15_ = 0u;
                    l_mut_66_ = 0uL;
                    uint64_t _e250 = l_mut_62_;
                    bool l_67_ = (_e250 != 0uL);
                    if (l_67_) {
                        uint64_t _e253 = l_mut_62_;
                        uint64_t _e259 = l_mut_62_;
                        uint64_t _e263 = l_mut_62_;
                        uint l_68_ = (((_e263 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e259)))) : (31u - firstbithigh(uint((_e253 >> 32u)))));
                        int l_69_ = int(l_68_);
                        int l_70_ = asint(asuint(int(64)) - asuint(l_69_));
                        int l_71_ = asint(asuint(l_70_) - asuint(int(1)));
                        int _e274 = l_mut_44_;
                        int l_72_ = asint(asuint(l_71_) + asuint(_e274));
                        int l_73_ = asint(asuint(l_72_) + asuint(int(127)));
                        int _e279 = l_mut_44_;
                        int l_74_ = asint(asuint(int(-149)) - asuint(_e279));
                        l_mut_75_ = l_74_;
                        bool l_76_ = (l_73_ >= int(1));
                        if (l_76_) {
                            int l_77_ = asint(asuint(l_70_) - asuint(int(24)));
                            l_mut_75_ = l_77_;
                        }
                        int _e285 = l_mut_75_;
                        bool l_78_ = (_e285 <= int(0));
                        if (l_78_) {
                            l_mut_14_ = 0u;
                            uint64_t _e289 = l_mut_62_;
                            bool l_79_ = (_e289 != 0uL);
                            if (l_79_) {
                                uint64_t _e292 = l_mut_62_;
                                uint64_t _e298 = l_mut_62_;
                                uint64_t _e302 = l_mut_62_;
                                uint l_80_ = (((_e302 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e298)))) : (31u - firstbithigh(uint((_e292 >> 32u)))));
                                int l_81_ = int(l_80_);
                                int l_82_ = asint(asuint(int(64)) - asuint(l_81_));
                                int l_83_ = asint(asuint(l_82_) - asuint(int(1)));
                                int _e313 = l_mut_44_;
                                int l_84_ = asint(asuint(l_83_) + asuint(_e313));
                                int l_85_ = asint(asuint(l_84_) + asuint(int(127)));
                                bool l_86_ = (l_85_ >= int(255));
                                if (l_86_) {
                                    l_mut_14_ = 2139095040u;
                                } else {
                                    bool l_87_ = (l_85_ >= int(1));
                                    if (l_87_) {
                                        bool l_88_ = (l_82_ > int(24));
                                        if (l_88_) {
                                            int l_89_ = asint(asuint(l_82_) - asuint(int(24)));
                                            uint64_t l_90_ = uint64_t(l_89_);
                                            uint64_t _e327 = l_mut_62_;
                                            uint64_t l_91_ = (_e327 >> uint(l_90_));
                                            l_mut_92_ = l_91_;
                                        } else {
                                            int l_93_ = asint(asuint(int(24)) - asuint(l_82_));
                                            uint64_t l_94_ = uint64_t(l_93_);
                                            uint64_t _e334 = l_mut_62_;
                                            uint64_t l_95_ = (_e334 << uint(l_94_));
                                            l_mut_92_ = l_95_;
                                        }
                                        uint l_96_ = uint(l_85_);
                                        uint l_97_ = (l_96_ << 23u);
                                        uint64_t _e341 = l_mut_92_;
                                        uint l_98_ = uint(_e341);
                                        uint l_99_ = (l_98_ & 8388607u);
                                        uint l_100_ = (l_97_ | l_99_);
                                        l_mut_14_ = l_100_;
                                    } else {
                                        int _e347 = l_mut_44_;
                                        int l_101_ = asint(asuint(_e347) + asuint(int(149)));
                                        bool l_102_ = (l_101_ >= int(0));
                                        if (l_102_) {
                                            uint64_t l_103_ = uint64_t(l_101_);
                                            uint64_t _e353 = l_mut_62_;
                                            uint64_t l_104_ = (_e353 << uint(l_103_));
                                            l_mut_92_ = l_104_;
                                        } else {
                                            int l_105_ = asint(asuint(int(0)) - asuint(l_101_));
                                            uint64_t l_106_ = uint64_t(l_105_);
                                            uint64_t _e360 = l_mut_62_;
                                            uint64_t l_107_ = (_e360 >> uint(l_106_));
                                            l_mut_92_ = l_107_;
                                        }
                                        uint64_t _e364 = l_mut_92_;
                                        uint l_108_ = uint(_e364);
                                        l_mut_14_ = l_108_;
                                    }
                                }
                            }
                            uint _e367 = l_mut_14_;
                            l_mut_15_ = _e367;
                            uint64_t _e368 = l_mut_62_;
                            l_mut_66_ = _e368;
                        } else {
                            int _e369 = l_mut_75_;
                            bool l_109_ = (_e369 <= l_70_);
                            if (l_109_) {
                                int _e371 = l_mut_75_;
                                uint64_t l_110_ = uint64_t(_e371);
                                uint64_t _e373 = l_mut_62_;
                                uint64_t l_111_ = (_e373 >> uint(l_110_));
                                l_mut_92_ = l_111_;
                                uint64_t _e377 = l_mut_92_;
                                uint64_t l_112_ = (_e377 << uint(l_110_));
                                uint64_t _e381 = l_mut_62_;
                                uint64_t l_113_ = (_e381 - l_112_);
                                uint64_t l_114_ = (l_110_ - 1uL);
                                uint64_t l_115_ = (1uL << uint(l_114_));
                                bool l_116_ = (l_113_ > l_115_);
                                bool l_117_ = (l_113_ == l_115_);
                                uint64_t _e391 = l_mut_92_;
                                uint64_t l_118_ = (_e391 & 1uL);
                                bool l_119_ = (l_118_ == 1uL);
                                if (l_117_) {
                                    local_1 = l_119_;
                                } else {
                                    local_1 = false;
                                }
                                bool l_120_ = local_1;
                                if (!(l_116_)) {
                                    local_2 = l_120_;
                                } else {
                                    local_2 = true;
                                }
                                bool l_121_ = local_2;
                                if (l_121_) {
                                    uint64_t _e405 = l_mut_92_;
                                    l_mut_92_ = (_e405 + 1uL);
                                }
                                uint64_t _e408 = l_mut_92_;
                                uint64_t l_122_ = (_e408 << uint(l_110_));
                                l_mut_66_ = l_122_;
                                int _e412 = l_mut_44_;
                                int _e413 = l_mut_75_;
                                int l_123_ = asint(asuint(_e412) + asuint(_e413));
                                l_mut_14_ = 0u;
                                uint64_t _e416 = l_mut_92_;
                                bool l_124_ = (_e416 != 0uL);
                                if (l_124_) {
                                    uint64_t _e419 = l_mut_92_;
                                    uint64_t _e425 = l_mut_92_;
                                    uint64_t _e429 = l_mut_92_;
                                    uint l_125_ = (((_e429 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e425)))) : (31u - firstbithigh(uint((_e419 >> 32u)))));
                                    int l_126_ = int(l_125_);
                                    int l_127_ = asint(asuint(int(64)) - asuint(l_126_));
                                    int l_128_ = asint(asuint(l_127_) - asuint(int(1)));
                                    int l_129_ = asint(asuint(l_128_) + asuint(l_123_));
                                    int l_130_ = asint(asuint(l_129_) + asuint(int(127)));
                                    bool l_131_ = (l_130_ >= int(255));
                                    if (l_131_) {
                                        l_mut_14_ = 2139095040u;
                                    } else {
                                        bool l_132_ = (l_130_ >= int(1));
                                        if (l_132_) {
                                            bool l_133_ = (l_127_ > int(24));
                                            if (l_133_) {
                                                int l_134_ = asint(asuint(l_127_) - asuint(int(24)));
                                                uint64_t l_135_ = uint64_t(l_134_);
                                                uint64_t _e453 = l_mut_92_;
                                                uint64_t l_136_ = (_e453 >> uint(l_135_));
                                                l_mut_137_ = l_136_;
                                            } else {
                                                int l_138_ = asint(asuint(int(24)) - asuint(l_127_));
                                                uint64_t l_139_ = uint64_t(l_138_);
                                                uint64_t _e460 = l_mut_92_;
                                                uint64_t l_140_ = (_e460 << uint(l_139_));
                                                l_mut_137_ = l_140_;
                                            }
                                            uint l_141_ = uint(l_130_);
                                            uint l_142_ = (l_141_ << 23u);
                                            uint64_t _e467 = l_mut_137_;
                                            uint l_143_ = uint(_e467);
                                            uint l_144_ = (l_143_ & 8388607u);
                                            uint l_145_ = (l_142_ | l_144_);
                                            l_mut_14_ = l_145_;
                                        } else {
                                            int l_146_ = asint(asuint(l_123_) + asuint(int(149)));
                                            bool l_147_ = (l_146_ >= int(0));
                                            if (l_147_) {
                                                uint64_t l_148_ = uint64_t(l_146_);
                                                uint64_t _e478 = l_mut_92_;
                                                uint64_t l_149_ = (_e478 << uint(l_148_));
                                                l_mut_137_ = l_149_;
                                            } else {
                                                int l_150_ = asint(asuint(int(0)) - asuint(l_146_));
                                                uint64_t l_151_ = uint64_t(l_150_);
                                                uint64_t _e485 = l_mut_92_;
                                                uint64_t l_152_ = (_e485 >> uint(l_151_));
                                                l_mut_137_ = l_152_;
                                            }
                                            uint64_t _e489 = l_mut_137_;
                                            uint l_153_ = uint(_e489);
                                            l_mut_14_ = l_153_;
                                        }
                                    }
                                }
                                uint _e492 = l_mut_14_;
                                l_mut_15_ = _e492;
                            }
                        }
                    }
                    uint _e493 = l_mut_15_;
                    uint l_154_ = (_e493 | l_32_);
                    float l_155_ = asfloat(l_154_);
                    l_mut_50_ = l_155_;
                    l_mut_156_ = 0.0;
                    uint64_t _e497 = l_mut_62_;
                    uint64_t _e498 = l_mut_66_;
                    bool l_157_ = (_e497 > _e498);
                    if (l_157_) {
                        uint64_t _e500 = l_mut_62_;
                        uint64_t _e501 = l_mut_66_;
                        uint64_t l_158_ = (_e500 - _e501);
                        l_mut_14_ = 0u;
                        l_mut_137_ = 0uL;
                        bool l_159_ = (l_158_ != 0uL);
                        if (l_159_) {
                            uint l_160_ = (((l_158_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_158_)))) : (31u - firstbithigh(uint((l_158_ >> 32u)))));
                            int l_161_ = int(l_160_);
                            int l_162_ = asint(asuint(int(64)) - asuint(l_161_));
                            int l_163_ = asint(asuint(l_162_) - asuint(int(1)));
                            int _e525 = l_mut_44_;
                            int l_164_ = asint(asuint(l_163_) + asuint(_e525));
                            int l_165_ = asint(asuint(l_164_) + asuint(int(127)));
                            int _e530 = l_mut_44_;
                            int l_166_ = asint(asuint(int(-149)) - asuint(_e530));
                            l_mut_75_ = l_166_;
                            bool l_167_ = (l_165_ >= int(1));
                            if (l_167_) {
                                int l_168_ = asint(asuint(l_162_) - asuint(int(24)));
                                l_mut_75_ = l_168_;
                            }
                            int _e536 = l_mut_75_;
                            bool l_169_ = (_e536 <= int(0));
                            if (l_169_) {
                                l_mut_170_ = 0u;
                                bool l_171_ = (l_158_ != 0uL);
                                if (l_171_) {
                                    uint l_172_ = (((l_158_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_158_)))) : (31u - firstbithigh(uint((l_158_ >> 32u)))));
                                    int l_173_ = int(l_172_);
                                    int l_174_ = asint(asuint(int(64)) - asuint(l_173_));
                                    int l_175_ = asint(asuint(l_174_) - asuint(int(1)));
                                    int _e560 = l_mut_44_;
                                    int l_176_ = asint(asuint(l_175_) + asuint(_e560));
                                    int l_177_ = asint(asuint(l_176_) + asuint(int(127)));
                                    bool l_178_ = (l_177_ >= int(255));
                                    if (l_178_) {
                                        l_mut_170_ = 2139095040u;
                                    } else {
                                        bool l_179_ = (l_177_ >= int(1));
                                        if (l_179_) {
                                            bool l_180_ = (l_174_ > int(24));
                                            if (l_180_) {
                                                int l_181_ = asint(asuint(l_174_) - asuint(int(24)));
                                                uint64_t l_182_ = uint64_t(l_181_);
                                                uint64_t l_183_ = (l_158_ >> uint(l_182_));
                                                l_mut_92_ = l_183_;
                                            } else {
                                                int l_184_ = asint(asuint(int(24)) - asuint(l_174_));
                                                uint64_t l_185_ = uint64_t(l_184_);
                                                uint64_t l_186_ = (l_158_ << uint(l_185_));
                                                l_mut_92_ = l_186_;
                                            }
                                            uint l_187_ = uint(l_177_);
                                            uint l_188_ = (l_187_ << 23u);
                                            uint64_t _e586 = l_mut_92_;
                                            uint l_189_ = uint(_e586);
                                            uint l_190_ = (l_189_ & 8388607u);
                                            uint l_191_ = (l_188_ | l_190_);
                                            l_mut_170_ = l_191_;
                                        } else {
                                            int _e592 = l_mut_44_;
                                            int l_192_ = asint(asuint(_e592) + asuint(int(149)));
                                            bool l_193_ = (l_192_ >= int(0));
                                            if (l_193_) {
                                                uint64_t l_194_ = uint64_t(l_192_);
                                                uint64_t l_195_ = (l_158_ << uint(l_194_));
                                                l_mut_92_ = l_195_;
                                            } else {
                                                int l_196_ = asint(asuint(int(0)) - asuint(l_192_));
                                                uint64_t l_197_ = uint64_t(l_196_);
                                                uint64_t l_198_ = (l_158_ >> uint(l_197_));
                                                l_mut_92_ = l_198_;
                                            }
                                            uint64_t _e607 = l_mut_92_;
                                            uint l_199_ = uint(_e607);
                                            l_mut_170_ = l_199_;
                                        }
                                    }
                                }
                                uint _e610 = l_mut_170_;
                                l_mut_14_ = _e610;
                                l_mut_137_ = l_158_;
                            } else {
                                int _e611 = l_mut_75_;
                                bool l_200_ = (_e611 <= l_162_);
                                if (l_200_) {
                                    int _e613 = l_mut_75_;
                                    uint64_t l_201_ = uint64_t(_e613);
                                    uint64_t l_202_ = (l_158_ >> uint(l_201_));
                                    l_mut_92_ = l_202_;
                                    uint64_t _e618 = l_mut_92_;
                                    uint64_t l_203_ = (_e618 << uint(l_201_));
                                    uint64_t l_204_ = (l_158_ - l_203_);
                                    uint64_t l_205_ = (l_201_ - 1uL);
                                    uint64_t l_206_ = (1uL << uint(l_205_));
                                    bool l_207_ = (l_204_ > l_206_);
                                    bool l_208_ = (l_204_ == l_206_);
                                    uint64_t _e631 = l_mut_92_;
                                    uint64_t l_209_ = (_e631 & 1uL);
                                    bool l_210_ = (l_209_ == 1uL);
                                    if (l_208_) {
                                        local_3 = l_210_;
                                    } else {
                                        local_3 = false;
                                    }
                                    bool l_211_ = local_3;
                                    if (!(l_207_)) {
                                        local_4 = l_211_;
                                    } else {
                                        local_4 = true;
                                    }
                                    bool l_212_ = local_4;
                                    if (l_212_) {
                                        uint64_t _e645 = l_mut_92_;
                                        l_mut_92_ = (_e645 + 1uL);
                                    }
                                    uint64_t _e648 = l_mut_92_;
                                    uint64_t l_213_ = (_e648 << uint(l_201_));
                                    l_mut_137_ = l_213_;
                                    int _e652 = l_mut_44_;
                                    int _e653 = l_mut_75_;
                                    int l_214_ = asint(asuint(_e652) + asuint(_e653));
                                    l_mut_170_ = 0u;
                                    uint64_t _e656 = l_mut_92_;
                                    bool l_215_ = (_e656 != 0uL);
                                    if (l_215_) {
                                        uint64_t _e659 = l_mut_92_;
                                        uint64_t _e665 = l_mut_92_;
                                        uint64_t _e669 = l_mut_92_;
                                        uint l_216_ = (((_e669 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e665)))) : (31u - firstbithigh(uint((_e659 >> 32u)))));
                                        int l_217_ = int(l_216_);
                                        int l_218_ = asint(asuint(int(64)) - asuint(l_217_));
                                        int l_219_ = asint(asuint(l_218_) - asuint(int(1)));
                                        int l_220_ = asint(asuint(l_219_) + asuint(l_214_));
                                        int l_221_ = asint(asuint(l_220_) + asuint(int(127)));
                                        bool l_222_ = (l_221_ >= int(255));
                                        if (l_222_) {
                                            l_mut_170_ = 2139095040u;
                                        } else {
                                            bool l_223_ = (l_221_ >= int(1));
                                            if (l_223_) {
                                                bool l_224_ = (l_218_ > int(24));
                                                if (l_224_) {
                                                    int l_225_ = asint(asuint(l_218_) - asuint(int(24)));
                                                    uint64_t l_226_ = uint64_t(l_225_);
                                                    uint64_t _e693 = l_mut_92_;
                                                    uint64_t l_227_ = (_e693 >> uint(l_226_));
                                                    l_mut_228_ = l_227_;
                                                } else {
                                                    int l_229_ = asint(asuint(int(24)) - asuint(l_218_));
                                                    uint64_t l_230_ = uint64_t(l_229_);
                                                    uint64_t _e700 = l_mut_92_;
                                                    uint64_t l_231_ = (_e700 << uint(l_230_));
                                                    l_mut_228_ = l_231_;
                                                }
                                                uint l_232_ = uint(l_221_);
                                                uint l_233_ = (l_232_ << 23u);
                                                uint64_t _e707 = l_mut_228_;
                                                uint l_234_ = uint(_e707);
                                                uint l_235_ = (l_234_ & 8388607u);
                                                uint l_236_ = (l_233_ | l_235_);
                                                l_mut_170_ = l_236_;
                                            } else {
                                                int l_237_ = asint(asuint(l_214_) + asuint(int(149)));
                                                bool l_238_ = (l_237_ >= int(0));
                                                if (l_238_) {
                                                    uint64_t l_239_ = uint64_t(l_237_);
                                                    uint64_t _e718 = l_mut_92_;
                                                    uint64_t l_240_ = (_e718 << uint(l_239_));
                                                    l_mut_228_ = l_240_;
                                                } else {
                                                    int l_241_ = asint(asuint(int(0)) - asuint(l_237_));
                                                    uint64_t l_242_ = uint64_t(l_241_);
                                                    uint64_t _e725 = l_mut_92_;
                                                    uint64_t l_243_ = (_e725 >> uint(l_242_));
                                                    l_mut_228_ = l_243_;
                                                }
                                                uint64_t _e729 = l_mut_228_;
                                                uint l_244_ = uint(_e729);
                                                l_mut_170_ = l_244_;
                                            }
                                        }
                                    }
                                    uint _e732 = l_mut_170_;
                                    l_mut_14_ = _e732;
                                }
                            }
                        }
                        uint _e733 = l_mut_14_;
                        uint l_245_ = (_e733 | l_32_);
                        float l_246_ = asfloat(l_245_);
                        l_mut_156_ = l_246_;
                    } else {
                        uint64_t _e736 = l_mut_66_;
                        uint64_t _e737 = l_mut_62_;
                        bool l_247_ = (_e736 > _e737);
                        if (l_247_) {
                            uint64_t _e739 = l_mut_66_;
                            uint64_t _e740 = l_mut_62_;
                            uint64_t l_248_ = (_e739 - _e740);
                            l_mut_170_ = 0u;
                            l_mut_228_ = 0uL;
                            bool l_249_ = (l_248_ != 0uL);
                            if (l_249_) {
                                uint l_250_ = (((l_248_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_248_)))) : (31u - firstbithigh(uint((l_248_ >> 32u)))));
                                int l_251_ = int(l_250_);
                                int l_252_ = asint(asuint(int(64)) - asuint(l_251_));
                                int l_253_ = asint(asuint(l_252_) - asuint(int(1)));
                                int _e764 = l_mut_44_;
                                int l_254_ = asint(asuint(l_253_) + asuint(_e764));
                                int l_255_ = asint(asuint(l_254_) + asuint(int(127)));
                                int _e769 = l_mut_44_;
                                int l_256_ = asint(asuint(int(-149)) - asuint(_e769));
                                l_mut_75_ = l_256_;
                                bool l_257_ = (l_255_ >= int(1));
                                if (l_257_) {
                                    int l_258_ = asint(asuint(l_252_) - asuint(int(24)));
                                    l_mut_75_ = l_258_;
                                }
                                int _e775 = l_mut_75_;
                                bool l_259_ = (_e775 <= int(0));
                                if (l_259_) {
                                    l_mut_14_ = 0u;
                                    bool l_260_ = (l_248_ != 0uL);
                                    if (l_260_) {
                                        uint l_261_ = (((l_248_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_248_)))) : (31u - firstbithigh(uint((l_248_ >> 32u)))));
                                        int l_262_ = int(l_261_);
                                        int l_263_ = asint(asuint(int(64)) - asuint(l_262_));
                                        int l_264_ = asint(asuint(l_263_) - asuint(int(1)));
                                        int _e799 = l_mut_44_;
                                        int l_265_ = asint(asuint(l_264_) + asuint(_e799));
                                        int l_266_ = asint(asuint(l_265_) + asuint(int(127)));
                                        bool l_267_ = (l_266_ >= int(255));
                                        if (l_267_) {
                                            l_mut_14_ = 2139095040u;
                                        } else {
                                            bool l_268_ = (l_266_ >= int(1));
                                            if (l_268_) {
                                                bool l_269_ = (l_263_ > int(24));
                                                if (l_269_) {
                                                    int l_270_ = asint(asuint(l_263_) - asuint(int(24)));
                                                    uint64_t l_271_ = uint64_t(l_270_);
                                                    uint64_t l_272_ = (l_248_ >> uint(l_271_));
                                                    l_mut_137_ = l_272_;
                                                } else {
                                                    int l_273_ = asint(asuint(int(24)) - asuint(l_263_));
                                                    uint64_t l_274_ = uint64_t(l_273_);
                                                    uint64_t l_275_ = (l_248_ << uint(l_274_));
                                                    l_mut_137_ = l_275_;
                                                }
                                                uint l_276_ = uint(l_266_);
                                                uint l_277_ = (l_276_ << 23u);
                                                uint64_t _e825 = l_mut_137_;
                                                uint l_278_ = uint(_e825);
                                                uint l_279_ = (l_278_ & 8388607u);
                                                uint l_280_ = (l_277_ | l_279_);
                                                l_mut_14_ = l_280_;
                                            } else {
                                                int _e831 = l_mut_44_;
                                                int l_281_ = asint(asuint(_e831) + asuint(int(149)));
                                                bool l_282_ = (l_281_ >= int(0));
                                                if (l_282_) {
                                                    uint64_t l_283_ = uint64_t(l_281_);
                                                    uint64_t l_284_ = (l_248_ << uint(l_283_));
                                                    l_mut_137_ = l_284_;
                                                } else {
                                                    int l_285_ = asint(asuint(int(0)) - asuint(l_281_));
                                                    uint64_t l_286_ = uint64_t(l_285_);
                                                    uint64_t l_287_ = (l_248_ >> uint(l_286_));
                                                    l_mut_137_ = l_287_;
                                                }
                                                uint64_t _e846 = l_mut_137_;
                                                uint l_288_ = uint(_e846);
                                                l_mut_14_ = l_288_;
                                            }
                                        }
                                    }
                                    uint _e849 = l_mut_14_;
                                    l_mut_170_ = _e849;
                                    l_mut_228_ = l_248_;
                                } else {
                                    int _e850 = l_mut_75_;
                                    bool l_289_ = (_e850 <= l_252_);
                                    if (l_289_) {
                                        int _e852 = l_mut_75_;
                                        uint64_t l_290_ = uint64_t(_e852);
                                        uint64_t l_291_ = (l_248_ >> uint(l_290_));
                                        l_mut_137_ = l_291_;
                                        uint64_t _e857 = l_mut_137_;
                                        uint64_t l_292_ = (_e857 << uint(l_290_));
                                        uint64_t l_293_ = (l_248_ - l_292_);
                                        uint64_t l_294_ = (l_290_ - 1uL);
                                        uint64_t l_295_ = (1uL << uint(l_294_));
                                        bool l_296_ = (l_293_ > l_295_);
                                        bool l_297_ = (l_293_ == l_295_);
                                        uint64_t _e870 = l_mut_137_;
                                        uint64_t l_298_ = (_e870 & 1uL);
                                        bool l_299_ = (l_298_ == 1uL);
                                        if (l_297_) {
                                            local_5 = l_299_;
                                        } else {
                                            local_5 = false;
                                        }
                                        bool l_300_ = local_5;
                                        if (!(l_296_)) {
                                            local_6 = l_300_;
                                        } else {
                                            local_6 = true;
                                        }
                                        bool l_301_ = local_6;
                                        if (l_301_) {
                                            uint64_t _e884 = l_mut_137_;
                                            l_mut_137_ = (_e884 + 1uL);
                                        }
                                        uint64_t _e887 = l_mut_137_;
                                        uint64_t l_302_ = (_e887 << uint(l_290_));
                                        l_mut_228_ = l_302_;
                                        int _e891 = l_mut_44_;
                                        int _e892 = l_mut_75_;
                                        int l_303_ = asint(asuint(_e891) + asuint(_e892));
                                        l_mut_14_ = 0u;
                                        uint64_t _e895 = l_mut_137_;
                                        bool l_304_ = (_e895 != 0uL);
                                        if (l_304_) {
                                            uint64_t _e898 = l_mut_137_;
                                            uint64_t _e904 = l_mut_137_;
                                            uint64_t _e908 = l_mut_137_;
                                            uint l_305_ = (((_e908 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e904)))) : (31u - firstbithigh(uint((_e898 >> 32u)))));
                                            int l_306_ = int(l_305_);
                                            int l_307_ = asint(asuint(int(64)) - asuint(l_306_));
                                            int l_308_ = asint(asuint(l_307_) - asuint(int(1)));
                                            int l_309_ = asint(asuint(l_308_) + asuint(l_303_));
                                            int l_310_ = asint(asuint(l_309_) + asuint(int(127)));
                                            bool l_311_ = (l_310_ >= int(255));
                                            if (l_311_) {
                                                l_mut_14_ = 2139095040u;
                                            } else {
                                                bool l_312_ = (l_310_ >= int(1));
                                                if (l_312_) {
                                                    bool l_313_ = (l_307_ > int(24));
                                                    if (l_313_) {
                                                        int l_314_ = asint(asuint(l_307_) - asuint(int(24)));
                                                        uint64_t l_315_ = uint64_t(l_314_);
                                                        uint64_t _e932 = l_mut_137_;
                                                        uint64_t l_316_ = (_e932 >> uint(l_315_));
                                                        l_mut_92_ = l_316_;
                                                    } else {
                                                        int l_317_ = asint(asuint(int(24)) - asuint(l_307_));
                                                        uint64_t l_318_ = uint64_t(l_317_);
                                                        uint64_t _e939 = l_mut_137_;
                                                        uint64_t l_319_ = (_e939 << uint(l_318_));
                                                        l_mut_92_ = l_319_;
                                                    }
                                                    uint l_320_ = uint(l_310_);
                                                    uint l_321_ = (l_320_ << 23u);
                                                    uint64_t _e946 = l_mut_92_;
                                                    uint l_322_ = uint(_e946);
                                                    uint l_323_ = (l_322_ & 8388607u);
                                                    uint l_324_ = (l_321_ | l_323_);
                                                    l_mut_14_ = l_324_;
                                                } else {
                                                    int l_325_ = asint(asuint(l_303_) + asuint(int(149)));
                                                    bool l_326_ = (l_325_ >= int(0));
                                                    if (l_326_) {
                                                        uint64_t l_327_ = uint64_t(l_325_);
                                                        uint64_t _e957 = l_mut_137_;
                                                        uint64_t l_328_ = (_e957 << uint(l_327_));
                                                        l_mut_92_ = l_328_;
                                                    } else {
                                                        int l_329_ = asint(asuint(int(0)) - asuint(l_325_));
                                                        uint64_t l_330_ = uint64_t(l_329_);
                                                        uint64_t _e964 = l_mut_137_;
                                                        uint64_t l_331_ = (_e964 >> uint(l_330_));
                                                        l_mut_92_ = l_331_;
                                                    }
                                                    uint64_t _e968 = l_mut_92_;
                                                    uint l_332_ = uint(_e968);
                                                    l_mut_14_ = l_332_;
                                                }
                                            }
                                        }
                                        uint _e971 = l_mut_14_;
                                        l_mut_170_ = _e971;
                                    }
                                }
                            }
                            uint l_333_ = (l_32_ ^ 2147483648u);
                            uint _e974 = l_mut_170_;
                            uint l_334_ = (_e974 | l_333_);
                            float l_335_ = asfloat(l_334_);
                            l_mut_156_ = l_335_;
                        }
                    }
                    float _e977 = l_mut_156_;
                    l_mut_51_ = _e977;
                }
            }
        }
        uint l_336_ = asuint(l_8_);
        uint l_337_ = asuint(l_11_);
        l_mut_170_ = l_336_;
        l_mut_15_ = l_337_;
        uint l_338_ = (l_337_ & 2147483647u);
        uint l_339_ = (l_336_ & 2147483647u);
        bool l_340_ = (l_338_ > l_339_);
        if (l_340_) {
            l_mut_170_ = l_337_;
            l_mut_15_ = l_336_;
        }
        uint _e985 = l_mut_170_;
        uint l_341_ = (_e985 >> 23u);
        uint l_342_ = (l_341_ & 255u);
        uint _e990 = l_mut_170_;
        uint l_343_ = (_e990 & 8388607u);
        bool l_344_ = (l_342_ != 0u);
        if (l_344_) {
            uint l_345_ = (l_343_ | 8388608u);
            uint64_t l_346_ = uint64_t(l_345_);
            l_mut_228_ = l_346_;
        } else {
            uint64_t l_347_ = uint64_t(l_343_);
            l_mut_228_ = l_347_;
        }
        if (l_344_) {
            int l_348_ = int(l_342_);
            int l_349_ = asint(asuint(l_348_) - asuint(int(150)));
            l_mut_75_ = l_349_;
        } else {
            int l_351_ = asint(asuint(int(1)) - asuint(int(150)));
            l_mut_75_ = l_351_;
        }
        uint _e1005 = l_mut_170_;
        uint l_352_ = (_e1005 & 2147483648u);
        bool l_353_ = (l_342_ == 255u);
        uint _e1010 = l_mut_15_;
        uint l_354_ = (_e1010 >> 23u);
        uint l_355_ = (l_354_ & 255u);
        uint _e1015 = l_mut_15_;
        uint l_356_ = (_e1015 & 8388607u);
        bool l_357_ = (l_355_ != 0u);
        if (l_357_) {
            uint l_358_ = (l_356_ | 8388608u);
            uint64_t l_359_ = uint64_t(l_358_);
            l_mut_137_ = l_359_;
        } else {
            uint64_t l_360_ = uint64_t(l_356_);
            l_mut_137_ = l_360_;
        }
        if (l_357_) {
            int l_361_ = int(l_355_);
            int l_362_ = asint(asuint(l_361_) - asuint(int(150)));
            l_mut_44_ = l_362_;
        } else {
            int l_364_ = asint(asuint(int(1)) - asuint(int(150)));
            l_mut_44_ = l_364_;
        }
        uint _e1030 = l_mut_15_;
        uint l_365_ = (_e1030 & 2147483648u);
        bool l_366_ = (l_355_ == 255u);
        float l_367_ = (l_8_ + l_11_);
        l_mut_156_ = l_367_;
        l_mut_368_ = 0.0;
        bool l_369_ = !(l_353_);
        uint64_t _e1038 = l_mut_137_;
        bool l_370_ = (_e1038 != 0uL);
        if (l_369_) {
            local_7 = l_370_;
        } else {
            local_7 = false;
        }
        bool l_371_ = local_7;
        if (l_371_) {
            int _e1045 = l_mut_75_;
            int _e1046 = l_mut_44_;
            int l_372_ = asint(asuint(_e1045) - asuint(_e1046));
            bool l_373_ = (l_372_ >= int(26));
            if (l_373_) {
                uint _e1050 = l_mut_170_;
                float l_374_ = asfloat(_e1050);
                l_mut_156_ = l_374_;
                uint _e1052 = l_mut_15_;
                float l_375_ = asfloat(_e1052);
                l_mut_368_ = l_375_;
            } else {
                uint64_t l_376_ = uint64_t(l_372_);
                uint64_t _e1055 = l_mut_228_;
                uint64_t l_377_ = (_e1055 << uint(l_376_));
                uint64_t _e1059 = l_mut_137_;
                uint64_t l_378_ = (l_377_ - _e1059);
                l_mut_92_ = l_378_;
                bool l_379_ = (l_352_ == l_365_);
                if (l_379_) {
                    uint64_t _e1062 = l_mut_137_;
                    uint64_t l_380_ = (l_377_ + _e1062);
                    l_mut_92_ = l_380_;
                }
                uint64_t _e1064 = l_mut_92_;
                bool l_381_ = (_e1064 == 0uL);
                if (l_381_) {
                    l_mut_156_ = 0.0;
                } else {
                    l_mut_170_ = 0u;
                    l_mut_66_ = 0uL;
                    uint64_t _e1070 = l_mut_92_;
                    bool l_382_ = (_e1070 != 0uL);
                    if (l_382_) {
                        uint64_t _e1073 = l_mut_92_;
                        uint64_t _e1079 = l_mut_92_;
                        uint64_t _e1083 = l_mut_92_;
                        uint l_383_ = (((_e1083 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e1079)))) : (31u - firstbithigh(uint((_e1073 >> 32u)))));
                        int l_384_ = int(l_383_);
                        int l_385_ = asint(asuint(int(64)) - asuint(l_384_));
                        int l_386_ = asint(asuint(l_385_) - asuint(int(1)));
                        int _e1094 = l_mut_44_;
                        int l_387_ = asint(asuint(l_386_) + asuint(_e1094));
                        int l_388_ = asint(asuint(l_387_) + asuint(int(127)));
                        int _e1099 = l_mut_44_;
                        int l_389_ = asint(asuint(int(-149)) - asuint(_e1099));
                        l_mut_29_ = l_389_;
                        bool l_390_ = (l_388_ >= int(1));
                        if (l_390_) {
                            int l_391_ = asint(asuint(l_385_) - asuint(int(24)));
                            l_mut_29_ = l_391_;
                        }
                        int _e1105 = l_mut_29_;
                        bool l_392_ = (_e1105 <= int(0));
                        if (l_392_) {
                            l_mut_15_ = 0u;
                            uint64_t _e1109 = l_mut_92_;
                            bool l_393_ = (_e1109 != 0uL);
                            if (l_393_) {
                                uint64_t _e1112 = l_mut_92_;
                                uint64_t _e1118 = l_mut_92_;
                                uint64_t _e1122 = l_mut_92_;
                                uint l_394_ = (((_e1122 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e1118)))) : (31u - firstbithigh(uint((_e1112 >> 32u)))));
                                int l_395_ = int(l_394_);
                                int l_396_ = asint(asuint(int(64)) - asuint(l_395_));
                                int l_397_ = asint(asuint(l_396_) - asuint(int(1)));
                                int _e1133 = l_mut_44_;
                                int l_398_ = asint(asuint(l_397_) + asuint(_e1133));
                                int l_399_ = asint(asuint(l_398_) + asuint(int(127)));
                                bool l_400_ = (l_399_ >= int(255));
                                if (l_400_) {
                                    l_mut_15_ = 2139095040u;
                                } else {
                                    bool l_401_ = (l_399_ >= int(1));
                                    if (l_401_) {
                                        bool l_402_ = (l_396_ > int(24));
                                        if (l_402_) {
                                            int l_403_ = asint(asuint(l_396_) - asuint(int(24)));
                                            uint64_t l_404_ = uint64_t(l_403_);
                                            uint64_t _e1147 = l_mut_92_;
                                            uint64_t l_405_ = (_e1147 >> uint(l_404_));
                                            l_mut_62_ = l_405_;
                                        } else {
                                            int l_406_ = asint(asuint(int(24)) - asuint(l_396_));
                                            uint64_t l_407_ = uint64_t(l_406_);
                                            uint64_t _e1154 = l_mut_92_;
                                            uint64_t l_408_ = (_e1154 << uint(l_407_));
                                            l_mut_62_ = l_408_;
                                        }
                                        uint l_409_ = uint(l_399_);
                                        uint l_410_ = (l_409_ << 23u);
                                        uint64_t _e1161 = l_mut_62_;
                                        uint l_411_ = uint(_e1161);
                                        uint l_412_ = (l_411_ & 8388607u);
                                        uint l_413_ = (l_410_ | l_412_);
                                        l_mut_15_ = l_413_;
                                    } else {
                                        int _e1167 = l_mut_44_;
                                        int l_414_ = asint(asuint(_e1167) + asuint(int(149)));
                                        bool l_415_ = (l_414_ >= int(0));
                                        if (l_415_) {
                                            uint64_t l_416_ = uint64_t(l_414_);
                                            uint64_t _e1173 = l_mut_92_;
                                            uint64_t l_417_ = (_e1173 << uint(l_416_));
                                            l_mut_62_ = l_417_;
                                        } else {
                                            int l_418_ = asint(asuint(int(0)) - asuint(l_414_));
                                            uint64_t l_419_ = uint64_t(l_418_);
                                            uint64_t _e1180 = l_mut_92_;
                                            uint64_t l_420_ = (_e1180 >> uint(l_419_));
                                            l_mut_62_ = l_420_;
                                        }
                                        uint64_t _e1184 = l_mut_62_;
                                        uint l_421_ = uint(_e1184);
                                        l_mut_15_ = l_421_;
                                    }
                                }
                            }
                            uint _e1187 = l_mut_15_;
                            l_mut_170_ = _e1187;
                            uint64_t _e1188 = l_mut_92_;
                            l_mut_66_ = _e1188;
                        } else {
                            int _e1189 = l_mut_29_;
                            bool l_422_ = (_e1189 <= l_385_);
                            if (l_422_) {
                                int _e1191 = l_mut_29_;
                                uint64_t l_423_ = uint64_t(_e1191);
                                uint64_t _e1193 = l_mut_92_;
                                uint64_t l_424_ = (_e1193 >> uint(l_423_));
                                l_mut_62_ = l_424_;
                                uint64_t _e1197 = l_mut_62_;
                                uint64_t l_425_ = (_e1197 << uint(l_423_));
                                uint64_t _e1201 = l_mut_92_;
                                uint64_t l_426_ = (_e1201 - l_425_);
                                uint64_t l_427_ = (l_423_ - 1uL);
                                uint64_t l_428_ = (1uL << uint(l_427_));
                                bool l_429_ = (l_426_ > l_428_);
                                bool l_430_ = (l_426_ == l_428_);
                                uint64_t _e1211 = l_mut_62_;
                                uint64_t l_431_ = (_e1211 & 1uL);
                                bool l_432_ = (l_431_ == 1uL);
                                if (l_430_) {
                                    local_8 = l_432_;
                                } else {
                                    local_8 = false;
                                }
                                bool l_433_ = local_8;
                                if (!(l_429_)) {
                                    local_9 = l_433_;
                                } else {
                                    local_9 = true;
                                }
                                bool l_434_ = local_9;
                                if (l_434_) {
                                    uint64_t _e1225 = l_mut_62_;
                                    l_mut_62_ = (_e1225 + 1uL);
                                }
                                uint64_t _e1228 = l_mut_62_;
                                uint64_t l_435_ = (_e1228 << uint(l_423_));
                                l_mut_66_ = l_435_;
                                int _e1232 = l_mut_44_;
                                int _e1233 = l_mut_29_;
                                int l_436_ = asint(asuint(_e1232) + asuint(_e1233));
                                l_mut_15_ = 0u;
                                uint64_t _e1236 = l_mut_62_;
                                bool l_437_ = (_e1236 != 0uL);
                                if (l_437_) {
                                    uint64_t _e1239 = l_mut_62_;
                                    uint64_t _e1245 = l_mut_62_;
                                    uint64_t _e1249 = l_mut_62_;
                                    uint l_438_ = (((_e1249 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e1245)))) : (31u - firstbithigh(uint((_e1239 >> 32u)))));
                                    int l_439_ = int(l_438_);
                                    int l_440_ = asint(asuint(int(64)) - asuint(l_439_));
                                    int l_441_ = asint(asuint(l_440_) - asuint(int(1)));
                                    int l_442_ = asint(asuint(l_441_) + asuint(l_436_));
                                    int l_443_ = asint(asuint(l_442_) + asuint(int(127)));
                                    bool l_444_ = (l_443_ >= int(255));
                                    if (l_444_) {
                                        l_mut_15_ = 2139095040u;
                                    } else {
                                        bool l_445_ = (l_443_ >= int(1));
                                        if (l_445_) {
                                            bool l_446_ = (l_440_ > int(24));
                                            if (l_446_) {
                                                int l_447_ = asint(asuint(l_440_) - asuint(int(24)));
                                                uint64_t l_448_ = uint64_t(l_447_);
                                                uint64_t _e1273 = l_mut_62_;
                                                uint64_t l_449_ = (_e1273 >> uint(l_448_));
                                                l_mut_40_ = l_449_;
                                            } else {
                                                int l_450_ = asint(asuint(int(24)) - asuint(l_440_));
                                                uint64_t l_451_ = uint64_t(l_450_);
                                                uint64_t _e1280 = l_mut_62_;
                                                uint64_t l_452_ = (_e1280 << uint(l_451_));
                                                l_mut_40_ = l_452_;
                                            }
                                            uint l_453_ = uint(l_443_);
                                            uint l_454_ = (l_453_ << 23u);
                                            uint64_t _e1287 = l_mut_40_;
                                            uint l_455_ = uint(_e1287);
                                            uint l_456_ = (l_455_ & 8388607u);
                                            uint l_457_ = (l_454_ | l_456_);
                                            l_mut_15_ = l_457_;
                                        } else {
                                            int l_458_ = asint(asuint(l_436_) + asuint(int(149)));
                                            bool l_459_ = (l_458_ >= int(0));
                                            if (l_459_) {
                                                uint64_t l_460_ = uint64_t(l_458_);
                                                uint64_t _e1298 = l_mut_62_;
                                                uint64_t l_461_ = (_e1298 << uint(l_460_));
                                                l_mut_40_ = l_461_;
                                            } else {
                                                int l_462_ = asint(asuint(int(0)) - asuint(l_458_));
                                                uint64_t l_463_ = uint64_t(l_462_);
                                                uint64_t _e1305 = l_mut_62_;
                                                uint64_t l_464_ = (_e1305 >> uint(l_463_));
                                                l_mut_40_ = l_464_;
                                            }
                                            uint64_t _e1309 = l_mut_40_;
                                            uint l_465_ = uint(_e1309);
                                            l_mut_15_ = l_465_;
                                        }
                                    }
                                }
                                uint _e1312 = l_mut_15_;
                                l_mut_170_ = _e1312;
                            }
                        }
                    }
                    uint _e1313 = l_mut_170_;
                    uint l_466_ = (_e1313 | l_352_);
                    float l_467_ = asfloat(l_466_);
                    l_mut_156_ = l_467_;
                    l_mut_468_ = 0.0;
                    uint64_t _e1317 = l_mut_92_;
                    uint64_t _e1318 = l_mut_66_;
                    bool l_469_ = (_e1317 > _e1318);
                    if (l_469_) {
                        uint64_t _e1320 = l_mut_92_;
                        uint64_t _e1321 = l_mut_66_;
                        uint64_t l_470_ = (_e1320 - _e1321);
                        l_mut_15_ = 0u;
                        l_mut_62_ = 0uL;
                        bool l_471_ = (l_470_ != 0uL);
                        if (l_471_) {
                            uint l_472_ = (((l_470_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_470_)))) : (31u - firstbithigh(uint((l_470_ >> 32u)))));
                            int l_473_ = int(l_472_);
                            int l_474_ = asint(asuint(int(64)) - asuint(l_473_));
                            int l_475_ = asint(asuint(l_474_) - asuint(int(1)));
                            int _e1345 = l_mut_44_;
                            int l_476_ = asint(asuint(l_475_) + asuint(_e1345));
                            int l_477_ = asint(asuint(l_476_) + asuint(int(127)));
                            int _e1350 = l_mut_44_;
                            int l_478_ = asint(asuint(int(-149)) - asuint(_e1350));
                            l_mut_29_ = l_478_;
                            bool l_479_ = (l_477_ >= int(1));
                            if (l_479_) {
                                int l_480_ = asint(asuint(l_474_) - asuint(int(24)));
                                l_mut_29_ = l_480_;
                            }
                            int _e1356 = l_mut_29_;
                            bool l_481_ = (_e1356 <= int(0));
                            if (l_481_) {
                                l_mut_14_ = 0u;
                                bool l_482_ = (l_470_ != 0uL);
                                if (l_482_) {
                                    uint l_483_ = (((l_470_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_470_)))) : (31u - firstbithigh(uint((l_470_ >> 32u)))));
                                    int l_484_ = int(l_483_);
                                    int l_485_ = asint(asuint(int(64)) - asuint(l_484_));
                                    int l_486_ = asint(asuint(l_485_) - asuint(int(1)));
                                    int _e1380 = l_mut_44_;
                                    int l_487_ = asint(asuint(l_486_) + asuint(_e1380));
                                    int l_488_ = asint(asuint(l_487_) + asuint(int(127)));
                                    bool l_489_ = (l_488_ >= int(255));
                                    if (l_489_) {
                                        l_mut_14_ = 2139095040u;
                                    } else {
                                        bool l_490_ = (l_488_ >= int(1));
                                        if (l_490_) {
                                            bool l_491_ = (l_485_ > int(24));
                                            if (l_491_) {
                                                int l_492_ = asint(asuint(l_485_) - asuint(int(24)));
                                                uint64_t l_493_ = uint64_t(l_492_);
                                                uint64_t l_494_ = (l_470_ >> uint(l_493_));
                                                l_mut_40_ = l_494_;
                                            } else {
                                                int l_495_ = asint(asuint(int(24)) - asuint(l_485_));
                                                uint64_t l_496_ = uint64_t(l_495_);
                                                uint64_t l_497_ = (l_470_ << uint(l_496_));
                                                l_mut_40_ = l_497_;
                                            }
                                            uint l_498_ = uint(l_488_);
                                            uint l_499_ = (l_498_ << 23u);
                                            uint64_t _e1406 = l_mut_40_;
                                            uint l_500_ = uint(_e1406);
                                            uint l_501_ = (l_500_ & 8388607u);
                                            uint l_502_ = (l_499_ | l_501_);
                                            l_mut_14_ = l_502_;
                                        } else {
                                            int _e1412 = l_mut_44_;
                                            int l_503_ = asint(asuint(_e1412) + asuint(int(149)));
                                            bool l_504_ = (l_503_ >= int(0));
                                            if (l_504_) {
                                                uint64_t l_505_ = uint64_t(l_503_);
                                                uint64_t l_506_ = (l_470_ << uint(l_505_));
                                                l_mut_40_ = l_506_;
                                            } else {
                                                int l_507_ = asint(asuint(int(0)) - asuint(l_503_));
                                                uint64_t l_508_ = uint64_t(l_507_);
                                                uint64_t l_509_ = (l_470_ >> uint(l_508_));
                                                l_mut_40_ = l_509_;
                                            }
                                            uint64_t _e1427 = l_mut_40_;
                                            uint l_510_ = uint(_e1427);
                                            l_mut_14_ = l_510_;
                                        }
                                    }
                                }
                                uint _e1430 = l_mut_14_;
                                l_mut_15_ = _e1430;
                                l_mut_62_ = l_470_;
                            } else {
                                int _e1431 = l_mut_29_;
                                bool l_511_ = (_e1431 <= l_474_);
                                if (l_511_) {
                                    int _e1433 = l_mut_29_;
                                    uint64_t l_512_ = uint64_t(_e1433);
                                    uint64_t l_513_ = (l_470_ >> uint(l_512_));
                                    l_mut_40_ = l_513_;
                                    uint64_t _e1438 = l_mut_40_;
                                    uint64_t l_514_ = (_e1438 << uint(l_512_));
                                    uint64_t l_515_ = (l_470_ - l_514_);
                                    uint64_t l_516_ = (l_512_ - 1uL);
                                    uint64_t l_517_ = (1uL << uint(l_516_));
                                    bool l_518_ = (l_515_ > l_517_);
                                    bool l_519_ = (l_515_ == l_517_);
                                    uint64_t _e1451 = l_mut_40_;
                                    uint64_t l_520_ = (_e1451 & 1uL);
                                    bool l_521_ = (l_520_ == 1uL);
                                    if (l_519_) {
                                        local_10 = l_521_;
                                    } else {
                                        local_10 = false;
                                    }
                                    bool l_522_ = local_10;
                                    if (!(l_518_)) {
                                        local_11 = l_522_;
                                    } else {
                                        local_11 = true;
                                    }
                                    bool l_523_ = local_11;
                                    if (l_523_) {
                                        uint64_t _e1465 = l_mut_40_;
                                        l_mut_40_ = (_e1465 + 1uL);
                                    }
                                    uint64_t _e1468 = l_mut_40_;
                                    uint64_t l_524_ = (_e1468 << uint(l_512_));
                                    l_mut_62_ = l_524_;
                                    int _e1472 = l_mut_44_;
                                    int _e1473 = l_mut_29_;
                                    int l_525_ = asint(asuint(_e1472) + asuint(_e1473));
                                    l_mut_14_ = 0u;
                                    uint64_t _e1476 = l_mut_40_;
                                    bool l_526_ = (_e1476 != 0uL);
                                    if (l_526_) {
                                        uint64_t _e1479 = l_mut_40_;
                                        uint64_t _e1485 = l_mut_40_;
                                        uint64_t _e1489 = l_mut_40_;
                                        uint l_527_ = (((_e1489 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e1485)))) : (31u - firstbithigh(uint((_e1479 >> 32u)))));
                                        int l_528_ = int(l_527_);
                                        int l_529_ = asint(asuint(int(64)) - asuint(l_528_));
                                        int l_530_ = asint(asuint(l_529_) - asuint(int(1)));
                                        int l_531_ = asint(asuint(l_530_) + asuint(l_525_));
                                        int l_532_ = asint(asuint(l_531_) + asuint(int(127)));
                                        bool l_533_ = (l_532_ >= int(255));
                                        if (l_533_) {
                                            l_mut_14_ = 2139095040u;
                                        } else {
                                            bool l_534_ = (l_532_ >= int(1));
                                            if (l_534_) {
                                                bool l_535_ = (l_529_ > int(24));
                                                if (l_535_) {
                                                    int l_536_ = asint(asuint(l_529_) - asuint(int(24)));
                                                    uint64_t l_537_ = uint64_t(l_536_);
                                                    uint64_t _e1513 = l_mut_40_;
                                                    uint64_t l_538_ = (_e1513 >> uint(l_537_));
                                                    l_mut_25_ = l_538_;
                                                } else {
                                                    int l_539_ = asint(asuint(int(24)) - asuint(l_529_));
                                                    uint64_t l_540_ = uint64_t(l_539_);
                                                    uint64_t _e1520 = l_mut_40_;
                                                    uint64_t l_541_ = (_e1520 << uint(l_540_));
                                                    l_mut_25_ = l_541_;
                                                }
                                                uint l_542_ = uint(l_532_);
                                                uint l_543_ = (l_542_ << 23u);
                                                uint64_t _e1527 = l_mut_25_;
                                                uint l_544_ = uint(_e1527);
                                                uint l_545_ = (l_544_ & 8388607u);
                                                uint l_546_ = (l_543_ | l_545_);
                                                l_mut_14_ = l_546_;
                                            } else {
                                                int l_547_ = asint(asuint(l_525_) + asuint(int(149)));
                                                bool l_548_ = (l_547_ >= int(0));
                                                if (l_548_) {
                                                    uint64_t l_549_ = uint64_t(l_547_);
                                                    uint64_t _e1538 = l_mut_40_;
                                                    uint64_t l_550_ = (_e1538 << uint(l_549_));
                                                    l_mut_25_ = l_550_;
                                                } else {
                                                    int l_551_ = asint(asuint(int(0)) - asuint(l_547_));
                                                    uint64_t l_552_ = uint64_t(l_551_);
                                                    uint64_t _e1545 = l_mut_40_;
                                                    uint64_t l_553_ = (_e1545 >> uint(l_552_));
                                                    l_mut_25_ = l_553_;
                                                }
                                                uint64_t _e1549 = l_mut_25_;
                                                uint l_554_ = uint(_e1549);
                                                l_mut_14_ = l_554_;
                                            }
                                        }
                                    }
                                    uint _e1552 = l_mut_14_;
                                    l_mut_15_ = _e1552;
                                }
                            }
                        }
                        uint _e1553 = l_mut_15_;
                        uint l_555_ = (_e1553 | l_352_);
                        float l_556_ = asfloat(l_555_);
                        l_mut_468_ = l_556_;
                    } else {
                        uint64_t _e1556 = l_mut_66_;
                        uint64_t _e1557 = l_mut_92_;
                        bool l_557_ = (_e1556 > _e1557);
                        if (l_557_) {
                            uint64_t _e1559 = l_mut_66_;
                            uint64_t _e1560 = l_mut_92_;
                            uint64_t l_558_ = (_e1559 - _e1560);
                            l_mut_15_ = 0u;
                            l_mut_92_ = 0uL;
                            bool l_559_ = (l_558_ != 0uL);
                            if (l_559_) {
                                uint l_560_ = (((l_558_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_558_)))) : (31u - firstbithigh(uint((l_558_ >> 32u)))));
                                int l_561_ = int(l_560_);
                                int l_562_ = asint(asuint(int(64)) - asuint(l_561_));
                                int l_563_ = asint(asuint(l_562_) - asuint(int(1)));
                                int _e1584 = l_mut_44_;
                                int l_564_ = asint(asuint(l_563_) + asuint(_e1584));
                                int l_565_ = asint(asuint(l_564_) + asuint(int(127)));
                                int _e1589 = l_mut_44_;
                                int l_566_ = asint(asuint(int(-149)) - asuint(_e1589));
                                l_mut_29_ = l_566_;
                                bool l_567_ = (l_565_ >= int(1));
                                if (l_567_) {
                                    int l_568_ = asint(asuint(l_562_) - asuint(int(24)));
                                    l_mut_29_ = l_568_;
                                }
                                int _e1595 = l_mut_29_;
                                bool l_569_ = (_e1595 <= int(0));
                                if (l_569_) {
                                    l_mut_14_ = 0u;
                                    bool l_570_ = (l_558_ != 0uL);
                                    if (l_570_) {
                                        uint l_571_ = (((l_558_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_558_)))) : (31u - firstbithigh(uint((l_558_ >> 32u)))));
                                        int l_572_ = int(l_571_);
                                        int l_573_ = asint(asuint(int(64)) - asuint(l_572_));
                                        int l_574_ = asint(asuint(l_573_) - asuint(int(1)));
                                        int _e1619 = l_mut_44_;
                                        int l_575_ = asint(asuint(l_574_) + asuint(_e1619));
                                        int l_576_ = asint(asuint(l_575_) + asuint(int(127)));
                                        bool l_577_ = (l_576_ >= int(255));
                                        if (l_577_) {
                                            l_mut_14_ = 2139095040u;
                                        } else {
                                            bool l_578_ = (l_576_ >= int(1));
                                            if (l_578_) {
                                                bool l_579_ = (l_573_ > int(24));
                                                if (l_579_) {
                                                    int l_580_ = asint(asuint(l_573_) - asuint(int(24)));
                                                    uint64_t l_581_ = uint64_t(l_580_);
                                                    uint64_t l_582_ = (l_558_ >> uint(l_581_));
                                                    l_mut_62_ = l_582_;
                                                } else {
                                                    int l_583_ = asint(asuint(int(24)) - asuint(l_573_));
                                                    uint64_t l_584_ = uint64_t(l_583_);
                                                    uint64_t l_585_ = (l_558_ << uint(l_584_));
                                                    l_mut_62_ = l_585_;
                                                }
                                                uint l_586_ = uint(l_576_);
                                                uint l_587_ = (l_586_ << 23u);
                                                uint64_t _e1645 = l_mut_62_;
                                                uint l_588_ = uint(_e1645);
                                                uint l_589_ = (l_588_ & 8388607u);
                                                uint l_590_ = (l_587_ | l_589_);
                                                l_mut_14_ = l_590_;
                                            } else {
                                                int _e1651 = l_mut_44_;
                                                int l_591_ = asint(asuint(_e1651) + asuint(int(149)));
                                                bool l_592_ = (l_591_ >= int(0));
                                                if (l_592_) {
                                                    uint64_t l_593_ = uint64_t(l_591_);
                                                    uint64_t l_594_ = (l_558_ << uint(l_593_));
                                                    l_mut_62_ = l_594_;
                                                } else {
                                                    int l_595_ = asint(asuint(int(0)) - asuint(l_591_));
                                                    uint64_t l_596_ = uint64_t(l_595_);
                                                    uint64_t l_597_ = (l_558_ >> uint(l_596_));
                                                    l_mut_62_ = l_597_;
                                                }
                                                uint64_t _e1666 = l_mut_62_;
                                                uint l_598_ = uint(_e1666);
                                                l_mut_14_ = l_598_;
                                            }
                                        }
                                    }
                                    uint _e1669 = l_mut_14_;
                                    l_mut_15_ = _e1669;
                                    l_mut_92_ = l_558_;
                                } else {
                                    int _e1670 = l_mut_29_;
                                    bool l_599_ = (_e1670 <= l_562_);
                                    if (l_599_) {
                                        int _e1672 = l_mut_29_;
                                        uint64_t l_600_ = uint64_t(_e1672);
                                        uint64_t l_601_ = (l_558_ >> uint(l_600_));
                                        l_mut_62_ = l_601_;
                                        uint64_t _e1677 = l_mut_62_;
                                        uint64_t l_602_ = (_e1677 << uint(l_600_));
                                        uint64_t l_603_ = (l_558_ - l_602_);
                                        uint64_t l_604_ = (l_600_ - 1uL);
                                        uint64_t l_605_ = (1uL << uint(l_604_));
                                        bool l_606_ = (l_603_ > l_605_);
                                        bool l_607_ = (l_603_ == l_605_);
                                        uint64_t _e1690 = l_mut_62_;
                                        uint64_t l_608_ = (_e1690 & 1uL);
                                        bool l_609_ = (l_608_ == 1uL);
                                        if (l_607_) {
                                            local_12 = l_609_;
                                        } else {
                                            local_12 = false;
                                        }
                                        bool l_610_ = local_12;
                                        if (!(l_606_)) {
                                            local_13 = l_610_;
                                        } else {
                                            local_13 = true;
                                        }
                                        bool l_611_ = local_13;
                                        if (l_611_) {
                                            uint64_t _e1704 = l_mut_62_;
                                            l_mut_62_ = (_e1704 + 1uL);
                                        }
                                        uint64_t _e1707 = l_mut_62_;
                                        uint64_t l_612_ = (_e1707 << uint(l_600_));
                                        l_mut_92_ = l_612_;
                                        int _e1711 = l_mut_44_;
                                        int _e1712 = l_mut_29_;
                                        int l_613_ = asint(asuint(_e1711) + asuint(_e1712));
                                        l_mut_14_ = 0u;
                                        uint64_t _e1715 = l_mut_62_;
                                        bool l_614_ = (_e1715 != 0uL);
                                        if (l_614_) {
                                            uint64_t _e1718 = l_mut_62_;
                                            uint64_t _e1724 = l_mut_62_;
                                            uint64_t _e1728 = l_mut_62_;
                                            uint l_615_ = (((_e1728 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e1724)))) : (31u - firstbithigh(uint((_e1718 >> 32u)))));
                                            int l_616_ = int(l_615_);
                                            int l_617_ = asint(asuint(int(64)) - asuint(l_616_));
                                            int l_618_ = asint(asuint(l_617_) - asuint(int(1)));
                                            int l_619_ = asint(asuint(l_618_) + asuint(l_613_));
                                            int l_620_ = asint(asuint(l_619_) + asuint(int(127)));
                                            bool l_621_ = (l_620_ >= int(255));
                                            if (l_621_) {
                                                l_mut_14_ = 2139095040u;
                                            } else {
                                                bool l_622_ = (l_620_ >= int(1));
                                                if (l_622_) {
                                                    bool l_623_ = (l_617_ > int(24));
                                                    if (l_623_) {
                                                        int l_624_ = asint(asuint(l_617_) - asuint(int(24)));
                                                        uint64_t l_625_ = uint64_t(l_624_);
                                                        uint64_t _e1752 = l_mut_62_;
                                                        uint64_t l_626_ = (_e1752 >> uint(l_625_));
                                                        l_mut_40_ = l_626_;
                                                    } else {
                                                        int l_627_ = asint(asuint(int(24)) - asuint(l_617_));
                                                        uint64_t l_628_ = uint64_t(l_627_);
                                                        uint64_t _e1759 = l_mut_62_;
                                                        uint64_t l_629_ = (_e1759 << uint(l_628_));
                                                        l_mut_40_ = l_629_;
                                                    }
                                                    uint l_630_ = uint(l_620_);
                                                    uint l_631_ = (l_630_ << 23u);
                                                    uint64_t _e1766 = l_mut_40_;
                                                    uint l_632_ = uint(_e1766);
                                                    uint l_633_ = (l_632_ & 8388607u);
                                                    uint l_634_ = (l_631_ | l_633_);
                                                    l_mut_14_ = l_634_;
                                                } else {
                                                    int l_635_ = asint(asuint(l_613_) + asuint(int(149)));
                                                    bool l_636_ = (l_635_ >= int(0));
                                                    if (l_636_) {
                                                        uint64_t l_637_ = uint64_t(l_635_);
                                                        uint64_t _e1777 = l_mut_62_;
                                                        uint64_t l_638_ = (_e1777 << uint(l_637_));
                                                        l_mut_40_ = l_638_;
                                                    } else {
                                                        int l_639_ = asint(asuint(int(0)) - asuint(l_635_));
                                                        uint64_t l_640_ = uint64_t(l_639_);
                                                        uint64_t _e1784 = l_mut_62_;
                                                        uint64_t l_641_ = (_e1784 >> uint(l_640_));
                                                        l_mut_40_ = l_641_;
                                                    }
                                                    uint64_t _e1788 = l_mut_40_;
                                                    uint l_642_ = uint(_e1788);
                                                    l_mut_14_ = l_642_;
                                                }
                                            }
                                        }
                                        uint _e1791 = l_mut_14_;
                                        l_mut_15_ = _e1791;
                                    }
                                }
                            }
                            uint l_643_ = (l_352_ ^ 2147483648u);
                            uint _e1794 = l_mut_15_;
                            uint l_644_ = (_e1794 | l_643_);
                            float l_645_ = asfloat(l_644_);
                            l_mut_468_ = l_645_;
                        }
                    }
                    float _e1797 = l_mut_468_;
                    l_mut_368_ = _e1797;
                }
            }
        }
        float _e1798 = l_mut_51_;
        float _e1799 = l_mut_156_;
        float l_646_ = (_e1798 + _e1799);
        float _e1801 = l_mut_50_;
        uint l_647_ = asuint(_e1801);
        uint l_648_ = asuint(l_646_);
        l_mut_170_ = l_647_;
        l_mut_15_ = l_648_;
        uint l_649_ = (l_648_ & 2147483647u);
        uint l_650_ = (l_647_ & 2147483647u);
        bool l_651_ = (l_649_ > l_650_);
        if (l_651_) {
            l_mut_170_ = l_648_;
            l_mut_15_ = l_647_;
        }
        uint _e1809 = l_mut_170_;
        uint l_652_ = (_e1809 >> 23u);
        uint l_653_ = (l_652_ & 255u);
        uint _e1814 = l_mut_170_;
        uint l_654_ = (_e1814 & 8388607u);
        bool l_655_ = (l_653_ != 0u);
        if (l_655_) {
            uint l_656_ = (l_654_ | 8388608u);
            uint64_t l_657_ = uint64_t(l_656_);
            l_mut_228_ = l_657_;
        } else {
            uint64_t l_658_ = uint64_t(l_654_);
            l_mut_228_ = l_658_;
        }
        if (l_655_) {
            int l_659_ = int(l_653_);
            int l_660_ = asint(asuint(l_659_) - asuint(int(150)));
            l_mut_75_ = l_660_;
        } else {
            int l_662_ = asint(asuint(int(1)) - asuint(int(150)));
            l_mut_75_ = l_662_;
        }
        uint _e1829 = l_mut_170_;
        uint l_663_ = (_e1829 & 2147483648u);
        bool l_664_ = (l_653_ == 255u);
        uint _e1834 = l_mut_15_;
        uint l_665_ = (_e1834 >> 23u);
        uint l_666_ = (l_665_ & 255u);
        uint _e1839 = l_mut_15_;
        uint l_667_ = (_e1839 & 8388607u);
        bool l_668_ = (l_666_ != 0u);
        if (l_668_) {
            uint l_669_ = (l_667_ | 8388608u);
            uint64_t l_670_ = uint64_t(l_669_);
            l_mut_137_ = l_670_;
        } else {
            uint64_t l_671_ = uint64_t(l_667_);
            l_mut_137_ = l_671_;
        }
        if (l_668_) {
            int l_672_ = int(l_666_);
            int l_673_ = asint(asuint(l_672_) - asuint(int(150)));
            l_mut_44_ = l_673_;
        } else {
            int l_675_ = asint(asuint(int(1)) - asuint(int(150)));
            l_mut_44_ = l_675_;
        }
        uint _e1854 = l_mut_15_;
        uint l_676_ = (_e1854 & 2147483648u);
        bool l_677_ = (l_666_ == 255u);
        float _e1859 = l_mut_50_;
        float l_678_ = (_e1859 + l_646_);
        l_mut_468_ = l_678_;
        l_mut_679_ = 0.0;
        bool l_680_ = !(l_664_);
        uint64_t _e1863 = l_mut_137_;
        bool l_681_ = (_e1863 != 0uL);
        if (l_680_) {
            local_14 = l_681_;
        } else {
            local_14 = false;
        }
        bool l_682_ = local_14;
        if (l_682_) {
            int _e1870 = l_mut_75_;
            int _e1871 = l_mut_44_;
            int l_683_ = asint(asuint(_e1870) - asuint(_e1871));
            bool l_684_ = (l_683_ >= int(26));
            if (l_684_) {
                uint _e1875 = l_mut_170_;
                float l_685_ = asfloat(_e1875);
                l_mut_468_ = l_685_;
                uint _e1877 = l_mut_15_;
                float l_686_ = asfloat(_e1877);
                l_mut_679_ = l_686_;
            } else {
                uint64_t l_687_ = uint64_t(l_683_);
                uint64_t _e1880 = l_mut_228_;
                uint64_t l_688_ = (_e1880 << uint(l_687_));
                uint64_t _e1884 = l_mut_137_;
                uint64_t l_689_ = (l_688_ - _e1884);
                l_mut_92_ = l_689_;
                bool l_690_ = (l_663_ == l_676_);
                if (l_690_) {
                    uint64_t _e1887 = l_mut_137_;
                    uint64_t l_691_ = (l_688_ + _e1887);
                    l_mut_92_ = l_691_;
                }
                uint64_t _e1889 = l_mut_92_;
                bool l_692_ = (_e1889 == 0uL);
                if (l_692_) {
                    l_mut_468_ = 0.0;
                } else {
                    l_mut_170_ = 0u;
                    l_mut_66_ = 0uL;
                    uint64_t _e1895 = l_mut_92_;
                    bool l_693_ = (_e1895 != 0uL);
                    if (l_693_) {
                        uint64_t _e1898 = l_mut_92_;
                        uint64_t _e1904 = l_mut_92_;
                        uint64_t _e1908 = l_mut_92_;
                        uint l_694_ = (((_e1908 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e1904)))) : (31u - firstbithigh(uint((_e1898 >> 32u)))));
                        int l_695_ = int(l_694_);
                        int l_696_ = asint(asuint(int(64)) - asuint(l_695_));
                        int l_697_ = asint(asuint(l_696_) - asuint(int(1)));
                        int _e1919 = l_mut_44_;
                        int l_698_ = asint(asuint(l_697_) + asuint(_e1919));
                        int l_699_ = asint(asuint(l_698_) + asuint(int(127)));
                        int _e1924 = l_mut_44_;
                        int l_700_ = asint(asuint(int(-149)) - asuint(_e1924));
                        l_mut_29_ = l_700_;
                        bool l_701_ = (l_699_ >= int(1));
                        if (l_701_) {
                            int l_702_ = asint(asuint(l_696_) - asuint(int(24)));
                            l_mut_29_ = l_702_;
                        }
                        int _e1930 = l_mut_29_;
                        bool l_703_ = (_e1930 <= int(0));
                        if (l_703_) {
                            l_mut_15_ = 0u;
                            uint64_t _e1934 = l_mut_92_;
                            bool l_704_ = (_e1934 != 0uL);
                            if (l_704_) {
                                uint64_t _e1937 = l_mut_92_;
                                uint64_t _e1943 = l_mut_92_;
                                uint64_t _e1947 = l_mut_92_;
                                uint l_705_ = (((_e1947 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e1943)))) : (31u - firstbithigh(uint((_e1937 >> 32u)))));
                                int l_706_ = int(l_705_);
                                int l_707_ = asint(asuint(int(64)) - asuint(l_706_));
                                int l_708_ = asint(asuint(l_707_) - asuint(int(1)));
                                int _e1958 = l_mut_44_;
                                int l_709_ = asint(asuint(l_708_) + asuint(_e1958));
                                int l_710_ = asint(asuint(l_709_) + asuint(int(127)));
                                bool l_711_ = (l_710_ >= int(255));
                                if (l_711_) {
                                    l_mut_15_ = 2139095040u;
                                } else {
                                    bool l_712_ = (l_710_ >= int(1));
                                    if (l_712_) {
                                        bool l_713_ = (l_707_ > int(24));
                                        if (l_713_) {
                                            int l_714_ = asint(asuint(l_707_) - asuint(int(24)));
                                            uint64_t l_715_ = uint64_t(l_714_);
                                            uint64_t _e1972 = l_mut_92_;
                                            uint64_t l_716_ = (_e1972 >> uint(l_715_));
                                            l_mut_62_ = l_716_;
                                        } else {
                                            int l_717_ = asint(asuint(int(24)) - asuint(l_707_));
                                            uint64_t l_718_ = uint64_t(l_717_);
                                            uint64_t _e1979 = l_mut_92_;
                                            uint64_t l_719_ = (_e1979 << uint(l_718_));
                                            l_mut_62_ = l_719_;
                                        }
                                        uint l_720_ = uint(l_710_);
                                        uint l_721_ = (l_720_ << 23u);
                                        uint64_t _e1986 = l_mut_62_;
                                        uint l_722_ = uint(_e1986);
                                        uint l_723_ = (l_722_ & 8388607u);
                                        uint l_724_ = (l_721_ | l_723_);
                                        l_mut_15_ = l_724_;
                                    } else {
                                        int _e1992 = l_mut_44_;
                                        int l_725_ = asint(asuint(_e1992) + asuint(int(149)));
                                        bool l_726_ = (l_725_ >= int(0));
                                        if (l_726_) {
                                            uint64_t l_727_ = uint64_t(l_725_);
                                            uint64_t _e1998 = l_mut_92_;
                                            uint64_t l_728_ = (_e1998 << uint(l_727_));
                                            l_mut_62_ = l_728_;
                                        } else {
                                            int l_729_ = asint(asuint(int(0)) - asuint(l_725_));
                                            uint64_t l_730_ = uint64_t(l_729_);
                                            uint64_t _e2005 = l_mut_92_;
                                            uint64_t l_731_ = (_e2005 >> uint(l_730_));
                                            l_mut_62_ = l_731_;
                                        }
                                        uint64_t _e2009 = l_mut_62_;
                                        uint l_732_ = uint(_e2009);
                                        l_mut_15_ = l_732_;
                                    }
                                }
                            }
                            uint _e2012 = l_mut_15_;
                            l_mut_170_ = _e2012;
                            uint64_t _e2013 = l_mut_92_;
                            l_mut_66_ = _e2013;
                        } else {
                            int _e2014 = l_mut_29_;
                            bool l_733_ = (_e2014 <= l_696_);
                            if (l_733_) {
                                int _e2016 = l_mut_29_;
                                uint64_t l_734_ = uint64_t(_e2016);
                                uint64_t _e2018 = l_mut_92_;
                                uint64_t l_735_ = (_e2018 >> uint(l_734_));
                                l_mut_62_ = l_735_;
                                uint64_t _e2022 = l_mut_62_;
                                uint64_t l_736_ = (_e2022 << uint(l_734_));
                                uint64_t _e2026 = l_mut_92_;
                                uint64_t l_737_ = (_e2026 - l_736_);
                                uint64_t l_738_ = (l_734_ - 1uL);
                                uint64_t l_739_ = (1uL << uint(l_738_));
                                bool l_740_ = (l_737_ > l_739_);
                                bool l_741_ = (l_737_ == l_739_);
                                uint64_t _e2036 = l_mut_62_;
                                uint64_t l_742_ = (_e2036 & 1uL);
                                bool l_743_ = (l_742_ == 1uL);
                                if (l_741_) {
                                    local_15 = l_743_;
                                } else {
                                    local_15 = false;
                                }
                                bool l_744_ = local_15;
                                if (!(l_740_)) {
                                    local_16 = l_744_;
                                } else {
                                    local_16 = true;
                                }
                                bool l_745_ = local_16;
                                if (l_745_) {
                                    uint64_t _e2050 = l_mut_62_;
                                    l_mut_62_ = (_e2050 + 1uL);
                                }
                                uint64_t _e2053 = l_mut_62_;
                                uint64_t l_746_ = (_e2053 << uint(l_734_));
                                l_mut_66_ = l_746_;
                                int _e2057 = l_mut_44_;
                                int _e2058 = l_mut_29_;
                                int l_747_ = asint(asuint(_e2057) + asuint(_e2058));
                                l_mut_15_ = 0u;
                                uint64_t _e2061 = l_mut_62_;
                                bool l_748_ = (_e2061 != 0uL);
                                if (l_748_) {
                                    uint64_t _e2064 = l_mut_62_;
                                    uint64_t _e2070 = l_mut_62_;
                                    uint64_t _e2074 = l_mut_62_;
                                    uint l_749_ = (((_e2074 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e2070)))) : (31u - firstbithigh(uint((_e2064 >> 32u)))));
                                    int l_750_ = int(l_749_);
                                    int l_751_ = asint(asuint(int(64)) - asuint(l_750_));
                                    int l_752_ = asint(asuint(l_751_) - asuint(int(1)));
                                    int l_753_ = asint(asuint(l_752_) + asuint(l_747_));
                                    int l_754_ = asint(asuint(l_753_) + asuint(int(127)));
                                    bool l_755_ = (l_754_ >= int(255));
                                    if (l_755_) {
                                        l_mut_15_ = 2139095040u;
                                    } else {
                                        bool l_756_ = (l_754_ >= int(1));
                                        if (l_756_) {
                                            bool l_757_ = (l_751_ > int(24));
                                            if (l_757_) {
                                                int l_758_ = asint(asuint(l_751_) - asuint(int(24)));
                                                uint64_t l_759_ = uint64_t(l_758_);
                                                uint64_t _e2098 = l_mut_62_;
                                                uint64_t l_760_ = (_e2098 >> uint(l_759_));
                                                l_mut_40_ = l_760_;
                                            } else {
                                                int l_761_ = asint(asuint(int(24)) - asuint(l_751_));
                                                uint64_t l_762_ = uint64_t(l_761_);
                                                uint64_t _e2105 = l_mut_62_;
                                                uint64_t l_763_ = (_e2105 << uint(l_762_));
                                                l_mut_40_ = l_763_;
                                            }
                                            uint l_764_ = uint(l_754_);
                                            uint l_765_ = (l_764_ << 23u);
                                            uint64_t _e2112 = l_mut_40_;
                                            uint l_766_ = uint(_e2112);
                                            uint l_767_ = (l_766_ & 8388607u);
                                            uint l_768_ = (l_765_ | l_767_);
                                            l_mut_15_ = l_768_;
                                        } else {
                                            int l_769_ = asint(asuint(l_747_) + asuint(int(149)));
                                            bool l_770_ = (l_769_ >= int(0));
                                            if (l_770_) {
                                                uint64_t l_771_ = uint64_t(l_769_);
                                                uint64_t _e2123 = l_mut_62_;
                                                uint64_t l_772_ = (_e2123 << uint(l_771_));
                                                l_mut_40_ = l_772_;
                                            } else {
                                                int l_773_ = asint(asuint(int(0)) - asuint(l_769_));
                                                uint64_t l_774_ = uint64_t(l_773_);
                                                uint64_t _e2130 = l_mut_62_;
                                                uint64_t l_775_ = (_e2130 >> uint(l_774_));
                                                l_mut_40_ = l_775_;
                                            }
                                            uint64_t _e2134 = l_mut_40_;
                                            uint l_776_ = uint(_e2134);
                                            l_mut_15_ = l_776_;
                                        }
                                    }
                                }
                                uint _e2137 = l_mut_15_;
                                l_mut_170_ = _e2137;
                            }
                        }
                    }
                    uint _e2138 = l_mut_170_;
                    uint l_777_ = (_e2138 | l_663_);
                    float l_778_ = asfloat(l_777_);
                    l_mut_468_ = l_778_;
                    l_mut_779_ = 0.0;
                    uint64_t _e2142 = l_mut_92_;
                    uint64_t _e2143 = l_mut_66_;
                    bool l_780_ = (_e2142 > _e2143);
                    if (l_780_) {
                        uint64_t _e2145 = l_mut_92_;
                        uint64_t _e2146 = l_mut_66_;
                        uint64_t l_781_ = (_e2145 - _e2146);
                        l_mut_15_ = 0u;
                        l_mut_62_ = 0uL;
                        bool l_782_ = (l_781_ != 0uL);
                        if (l_782_) {
                            uint l_783_ = (((l_781_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_781_)))) : (31u - firstbithigh(uint((l_781_ >> 32u)))));
                            int l_784_ = int(l_783_);
                            int l_785_ = asint(asuint(int(64)) - asuint(l_784_));
                            int l_786_ = asint(asuint(l_785_) - asuint(int(1)));
                            int _e2170 = l_mut_44_;
                            int l_787_ = asint(asuint(l_786_) + asuint(_e2170));
                            int l_788_ = asint(asuint(l_787_) + asuint(int(127)));
                            int _e2175 = l_mut_44_;
                            int l_789_ = asint(asuint(int(-149)) - asuint(_e2175));
                            l_mut_29_ = l_789_;
                            bool l_790_ = (l_788_ >= int(1));
                            if (l_790_) {
                                int l_791_ = asint(asuint(l_785_) - asuint(int(24)));
                                l_mut_29_ = l_791_;
                            }
                            int _e2181 = l_mut_29_;
                            bool l_792_ = (_e2181 <= int(0));
                            if (l_792_) {
                                l_mut_14_ = 0u;
                                bool l_793_ = (l_781_ != 0uL);
                                if (l_793_) {
                                    uint l_794_ = (((l_781_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_781_)))) : (31u - firstbithigh(uint((l_781_ >> 32u)))));
                                    int l_795_ = int(l_794_);
                                    int l_796_ = asint(asuint(int(64)) - asuint(l_795_));
                                    int l_797_ = asint(asuint(l_796_) - asuint(int(1)));
                                    int _e2205 = l_mut_44_;
                                    int l_798_ = asint(asuint(l_797_) + asuint(_e2205));
                                    int l_799_ = asint(asuint(l_798_) + asuint(int(127)));
                                    bool l_800_ = (l_799_ >= int(255));
                                    if (l_800_) {
                                        l_mut_14_ = 2139095040u;
                                    } else {
                                        bool l_801_ = (l_799_ >= int(1));
                                        if (l_801_) {
                                            bool l_802_ = (l_796_ > int(24));
                                            if (l_802_) {
                                                int l_803_ = asint(asuint(l_796_) - asuint(int(24)));
                                                uint64_t l_804_ = uint64_t(l_803_);
                                                uint64_t l_805_ = (l_781_ >> uint(l_804_));
                                                l_mut_40_ = l_805_;
                                            } else {
                                                int l_806_ = asint(asuint(int(24)) - asuint(l_796_));
                                                uint64_t l_807_ = uint64_t(l_806_);
                                                uint64_t l_808_ = (l_781_ << uint(l_807_));
                                                l_mut_40_ = l_808_;
                                            }
                                            uint l_809_ = uint(l_799_);
                                            uint l_810_ = (l_809_ << 23u);
                                            uint64_t _e2231 = l_mut_40_;
                                            uint l_811_ = uint(_e2231);
                                            uint l_812_ = (l_811_ & 8388607u);
                                            uint l_813_ = (l_810_ | l_812_);
                                            l_mut_14_ = l_813_;
                                        } else {
                                            int _e2237 = l_mut_44_;
                                            int l_814_ = asint(asuint(_e2237) + asuint(int(149)));
                                            bool l_815_ = (l_814_ >= int(0));
                                            if (l_815_) {
                                                uint64_t l_816_ = uint64_t(l_814_);
                                                uint64_t l_817_ = (l_781_ << uint(l_816_));
                                                l_mut_40_ = l_817_;
                                            } else {
                                                int l_818_ = asint(asuint(int(0)) - asuint(l_814_));
                                                uint64_t l_819_ = uint64_t(l_818_);
                                                uint64_t l_820_ = (l_781_ >> uint(l_819_));
                                                l_mut_40_ = l_820_;
                                            }
                                            uint64_t _e2252 = l_mut_40_;
                                            uint l_821_ = uint(_e2252);
                                            l_mut_14_ = l_821_;
                                        }
                                    }
                                }
                                uint _e2255 = l_mut_14_;
                                l_mut_15_ = _e2255;
                                l_mut_62_ = l_781_;
                            } else {
                                int _e2256 = l_mut_29_;
                                bool l_822_ = (_e2256 <= l_785_);
                                if (l_822_) {
                                    int _e2258 = l_mut_29_;
                                    uint64_t l_823_ = uint64_t(_e2258);
                                    uint64_t l_824_ = (l_781_ >> uint(l_823_));
                                    l_mut_40_ = l_824_;
                                    uint64_t _e2263 = l_mut_40_;
                                    uint64_t l_825_ = (_e2263 << uint(l_823_));
                                    uint64_t l_826_ = (l_781_ - l_825_);
                                    uint64_t l_827_ = (l_823_ - 1uL);
                                    uint64_t l_828_ = (1uL << uint(l_827_));
                                    bool l_829_ = (l_826_ > l_828_);
                                    bool l_830_ = (l_826_ == l_828_);
                                    uint64_t _e2276 = l_mut_40_;
                                    uint64_t l_831_ = (_e2276 & 1uL);
                                    bool l_832_ = (l_831_ == 1uL);
                                    if (l_830_) {
                                        local_17 = l_832_;
                                    } else {
                                        local_17 = false;
                                    }
                                    bool l_833_ = local_17;
                                    if (!(l_829_)) {
                                        local_18 = l_833_;
                                    } else {
                                        local_18 = true;
                                    }
                                    bool l_834_ = local_18;
                                    if (l_834_) {
                                        uint64_t _e2290 = l_mut_40_;
                                        l_mut_40_ = (_e2290 + 1uL);
                                    }
                                    uint64_t _e2293 = l_mut_40_;
                                    uint64_t l_835_ = (_e2293 << uint(l_823_));
                                    l_mut_62_ = l_835_;
                                    int _e2297 = l_mut_44_;
                                    int _e2298 = l_mut_29_;
                                    int l_836_ = asint(asuint(_e2297) + asuint(_e2298));
                                    l_mut_14_ = 0u;
                                    uint64_t _e2301 = l_mut_40_;
                                    bool l_837_ = (_e2301 != 0uL);
                                    if (l_837_) {
                                        uint64_t _e2304 = l_mut_40_;
                                        uint64_t _e2310 = l_mut_40_;
                                        uint64_t _e2314 = l_mut_40_;
                                        uint l_838_ = (((_e2314 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e2310)))) : (31u - firstbithigh(uint((_e2304 >> 32u)))));
                                        int l_839_ = int(l_838_);
                                        int l_840_ = asint(asuint(int(64)) - asuint(l_839_));
                                        int l_841_ = asint(asuint(l_840_) - asuint(int(1)));
                                        int l_842_ = asint(asuint(l_841_) + asuint(l_836_));
                                        int l_843_ = asint(asuint(l_842_) + asuint(int(127)));
                                        bool l_844_ = (l_843_ >= int(255));
                                        if (l_844_) {
                                            l_mut_14_ = 2139095040u;
                                        } else {
                                            bool l_845_ = (l_843_ >= int(1));
                                            if (l_845_) {
                                                bool l_846_ = (l_840_ > int(24));
                                                if (l_846_) {
                                                    int l_847_ = asint(asuint(l_840_) - asuint(int(24)));
                                                    uint64_t l_848_ = uint64_t(l_847_);
                                                    uint64_t _e2338 = l_mut_40_;
                                                    uint64_t l_849_ = (_e2338 >> uint(l_848_));
                                                    l_mut_25_ = l_849_;
                                                } else {
                                                    int l_850_ = asint(asuint(int(24)) - asuint(l_840_));
                                                    uint64_t l_851_ = uint64_t(l_850_);
                                                    uint64_t _e2345 = l_mut_40_;
                                                    uint64_t l_852_ = (_e2345 << uint(l_851_));
                                                    l_mut_25_ = l_852_;
                                                }
                                                uint l_853_ = uint(l_843_);
                                                uint l_854_ = (l_853_ << 23u);
                                                uint64_t _e2352 = l_mut_25_;
                                                uint l_855_ = uint(_e2352);
                                                uint l_856_ = (l_855_ & 8388607u);
                                                uint l_857_ = (l_854_ | l_856_);
                                                l_mut_14_ = l_857_;
                                            } else {
                                                int l_858_ = asint(asuint(l_836_) + asuint(int(149)));
                                                bool l_859_ = (l_858_ >= int(0));
                                                if (l_859_) {
                                                    uint64_t l_860_ = uint64_t(l_858_);
                                                    uint64_t _e2363 = l_mut_40_;
                                                    uint64_t l_861_ = (_e2363 << uint(l_860_));
                                                    l_mut_25_ = l_861_;
                                                } else {
                                                    int l_862_ = asint(asuint(int(0)) - asuint(l_858_));
                                                    uint64_t l_863_ = uint64_t(l_862_);
                                                    uint64_t _e2370 = l_mut_40_;
                                                    uint64_t l_864_ = (_e2370 >> uint(l_863_));
                                                    l_mut_25_ = l_864_;
                                                }
                                                uint64_t _e2374 = l_mut_25_;
                                                uint l_865_ = uint(_e2374);
                                                l_mut_14_ = l_865_;
                                            }
                                        }
                                    }
                                    uint _e2377 = l_mut_14_;
                                    l_mut_15_ = _e2377;
                                }
                            }
                        }
                        uint _e2378 = l_mut_15_;
                        uint l_866_ = (_e2378 | l_663_);
                        float l_867_ = asfloat(l_866_);
                        l_mut_779_ = l_867_;
                    } else {
                        uint64_t _e2381 = l_mut_66_;
                        uint64_t _e2382 = l_mut_92_;
                        bool l_868_ = (_e2381 > _e2382);
                        if (l_868_) {
                            uint64_t _e2384 = l_mut_66_;
                            uint64_t _e2385 = l_mut_92_;
                            uint64_t l_869_ = (_e2384 - _e2385);
                            l_mut_15_ = 0u;
                            l_mut_92_ = 0uL;
                            bool l_870_ = (l_869_ != 0uL);
                            if (l_870_) {
                                uint l_871_ = (((l_869_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_869_)))) : (31u - firstbithigh(uint((l_869_ >> 32u)))));
                                int l_872_ = int(l_871_);
                                int l_873_ = asint(asuint(int(64)) - asuint(l_872_));
                                int l_874_ = asint(asuint(l_873_) - asuint(int(1)));
                                int _e2409 = l_mut_44_;
                                int l_875_ = asint(asuint(l_874_) + asuint(_e2409));
                                int l_876_ = asint(asuint(l_875_) + asuint(int(127)));
                                int _e2414 = l_mut_44_;
                                int l_877_ = asint(asuint(int(-149)) - asuint(_e2414));
                                l_mut_29_ = l_877_;
                                bool l_878_ = (l_876_ >= int(1));
                                if (l_878_) {
                                    int l_879_ = asint(asuint(l_873_) - asuint(int(24)));
                                    l_mut_29_ = l_879_;
                                }
                                int _e2420 = l_mut_29_;
                                bool l_880_ = (_e2420 <= int(0));
                                if (l_880_) {
                                    l_mut_14_ = 0u;
                                    bool l_881_ = (l_869_ != 0uL);
                                    if (l_881_) {
                                        uint l_882_ = (((l_869_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_869_)))) : (31u - firstbithigh(uint((l_869_ >> 32u)))));
                                        int l_883_ = int(l_882_);
                                        int l_884_ = asint(asuint(int(64)) - asuint(l_883_));
                                        int l_885_ = asint(asuint(l_884_) - asuint(int(1)));
                                        int _e2444 = l_mut_44_;
                                        int l_886_ = asint(asuint(l_885_) + asuint(_e2444));
                                        int l_887_ = asint(asuint(l_886_) + asuint(int(127)));
                                        bool l_888_ = (l_887_ >= int(255));
                                        if (l_888_) {
                                            l_mut_14_ = 2139095040u;
                                        } else {
                                            bool l_889_ = (l_887_ >= int(1));
                                            if (l_889_) {
                                                bool l_890_ = (l_884_ > int(24));
                                                if (l_890_) {
                                                    int l_891_ = asint(asuint(l_884_) - asuint(int(24)));
                                                    uint64_t l_892_ = uint64_t(l_891_);
                                                    uint64_t l_893_ = (l_869_ >> uint(l_892_));
                                                    l_mut_62_ = l_893_;
                                                } else {
                                                    int l_894_ = asint(asuint(int(24)) - asuint(l_884_));
                                                    uint64_t l_895_ = uint64_t(l_894_);
                                                    uint64_t l_896_ = (l_869_ << uint(l_895_));
                                                    l_mut_62_ = l_896_;
                                                }
                                                uint l_897_ = uint(l_887_);
                                                uint l_898_ = (l_897_ << 23u);
                                                uint64_t _e2470 = l_mut_62_;
                                                uint l_899_ = uint(_e2470);
                                                uint l_900_ = (l_899_ & 8388607u);
                                                uint l_901_ = (l_898_ | l_900_);
                                                l_mut_14_ = l_901_;
                                            } else {
                                                int _e2476 = l_mut_44_;
                                                int l_902_ = asint(asuint(_e2476) + asuint(int(149)));
                                                bool l_903_ = (l_902_ >= int(0));
                                                if (l_903_) {
                                                    uint64_t l_904_ = uint64_t(l_902_);
                                                    uint64_t l_905_ = (l_869_ << uint(l_904_));
                                                    l_mut_62_ = l_905_;
                                                } else {
                                                    int l_906_ = asint(asuint(int(0)) - asuint(l_902_));
                                                    uint64_t l_907_ = uint64_t(l_906_);
                                                    uint64_t l_908_ = (l_869_ >> uint(l_907_));
                                                    l_mut_62_ = l_908_;
                                                }
                                                uint64_t _e2491 = l_mut_62_;
                                                uint l_909_ = uint(_e2491);
                                                l_mut_14_ = l_909_;
                                            }
                                        }
                                    }
                                    uint _e2494 = l_mut_14_;
                                    l_mut_15_ = _e2494;
                                    l_mut_92_ = l_869_;
                                } else {
                                    int _e2495 = l_mut_29_;
                                    bool l_910_ = (_e2495 <= l_873_);
                                    if (l_910_) {
                                        int _e2497 = l_mut_29_;
                                        uint64_t l_911_ = uint64_t(_e2497);
                                        uint64_t l_912_ = (l_869_ >> uint(l_911_));
                                        l_mut_62_ = l_912_;
                                        uint64_t _e2502 = l_mut_62_;
                                        uint64_t l_913_ = (_e2502 << uint(l_911_));
                                        uint64_t l_914_ = (l_869_ - l_913_);
                                        uint64_t l_915_ = (l_911_ - 1uL);
                                        uint64_t l_916_ = (1uL << uint(l_915_));
                                        bool l_917_ = (l_914_ > l_916_);
                                        bool l_918_ = (l_914_ == l_916_);
                                        uint64_t _e2515 = l_mut_62_;
                                        uint64_t l_919_ = (_e2515 & 1uL);
                                        bool l_920_ = (l_919_ == 1uL);
                                        if (l_918_) {
                                            local_19 = l_920_;
                                        } else {
                                            local_19 = false;
                                        }
                                        bool l_921_ = local_19;
                                        if (!(l_917_)) {
                                            local_20 = l_921_;
                                        } else {
                                            local_20 = true;
                                        }
                                        bool l_922_ = local_20;
                                        if (l_922_) {
                                            uint64_t _e2529 = l_mut_62_;
                                            l_mut_62_ = (_e2529 + 1uL);
                                        }
                                        uint64_t _e2532 = l_mut_62_;
                                        uint64_t l_923_ = (_e2532 << uint(l_911_));
                                        l_mut_92_ = l_923_;
                                        int _e2536 = l_mut_44_;
                                        int _e2537 = l_mut_29_;
                                        int l_924_ = asint(asuint(_e2536) + asuint(_e2537));
                                        l_mut_14_ = 0u;
                                        uint64_t _e2540 = l_mut_62_;
                                        bool l_925_ = (_e2540 != 0uL);
                                        if (l_925_) {
                                            uint64_t _e2543 = l_mut_62_;
                                            uint64_t _e2549 = l_mut_62_;
                                            uint64_t _e2553 = l_mut_62_;
                                            uint l_926_ = (((_e2553 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e2549)))) : (31u - firstbithigh(uint((_e2543 >> 32u)))));
                                            int l_927_ = int(l_926_);
                                            int l_928_ = asint(asuint(int(64)) - asuint(l_927_));
                                            int l_929_ = asint(asuint(l_928_) - asuint(int(1)));
                                            int l_930_ = asint(asuint(l_929_) + asuint(l_924_));
                                            int l_931_ = asint(asuint(l_930_) + asuint(int(127)));
                                            bool l_932_ = (l_931_ >= int(255));
                                            if (l_932_) {
                                                l_mut_14_ = 2139095040u;
                                            } else {
                                                bool l_933_ = (l_931_ >= int(1));
                                                if (l_933_) {
                                                    bool l_934_ = (l_928_ > int(24));
                                                    if (l_934_) {
                                                        int l_935_ = asint(asuint(l_928_) - asuint(int(24)));
                                                        uint64_t l_936_ = uint64_t(l_935_);
                                                        uint64_t _e2577 = l_mut_62_;
                                                        uint64_t l_937_ = (_e2577 >> uint(l_936_));
                                                        l_mut_40_ = l_937_;
                                                    } else {
                                                        int l_938_ = asint(asuint(int(24)) - asuint(l_928_));
                                                        uint64_t l_939_ = uint64_t(l_938_);
                                                        uint64_t _e2584 = l_mut_62_;
                                                        uint64_t l_940_ = (_e2584 << uint(l_939_));
                                                        l_mut_40_ = l_940_;
                                                    }
                                                    uint l_941_ = uint(l_931_);
                                                    uint l_942_ = (l_941_ << 23u);
                                                    uint64_t _e2591 = l_mut_40_;
                                                    uint l_943_ = uint(_e2591);
                                                    uint l_944_ = (l_943_ & 8388607u);
                                                    uint l_945_ = (l_942_ | l_944_);
                                                    l_mut_14_ = l_945_;
                                                } else {
                                                    int l_946_ = asint(asuint(l_924_) + asuint(int(149)));
                                                    bool l_947_ = (l_946_ >= int(0));
                                                    if (l_947_) {
                                                        uint64_t l_948_ = uint64_t(l_946_);
                                                        uint64_t _e2602 = l_mut_62_;
                                                        uint64_t l_949_ = (_e2602 << uint(l_948_));
                                                        l_mut_40_ = l_949_;
                                                    } else {
                                                        int l_950_ = asint(asuint(int(0)) - asuint(l_946_));
                                                        uint64_t l_951_ = uint64_t(l_950_);
                                                        uint64_t _e2609 = l_mut_62_;
                                                        uint64_t l_952_ = (_e2609 >> uint(l_951_));
                                                        l_mut_40_ = l_952_;
                                                    }
                                                    uint64_t _e2613 = l_mut_40_;
                                                    uint l_953_ = uint(_e2613);
                                                    l_mut_14_ = l_953_;
                                                }
                                            }
                                        }
                                        uint _e2616 = l_mut_14_;
                                        l_mut_15_ = _e2616;
                                    }
                                }
                            }
                            uint l_954_ = (l_663_ ^ 2147483648u);
                            uint _e2619 = l_mut_15_;
                            uint l_955_ = (_e2619 | l_954_);
                            float l_956_ = asfloat(l_955_);
                            l_mut_779_ = l_956_;
                        }
                    }
                    float _e2622 = l_mut_779_;
                    l_mut_679_ = _e2622;
                }
            }
        }
        float _e2623 = l_mut_368_;
        float _e2624 = l_mut_679_;
        float l_957_ = (_e2623 + _e2624);
        float _e2626 = l_mut_468_;
        uint l_958_ = asuint(_e2626);
        uint l_959_ = asuint(l_957_);
        l_mut_170_ = l_958_;
        l_mut_15_ = l_959_;
        uint l_960_ = (l_959_ & 2147483647u);
        uint l_961_ = (l_958_ & 2147483647u);
        bool l_962_ = (l_960_ > l_961_);
        if (l_962_) {
            l_mut_170_ = l_959_;
            l_mut_15_ = l_958_;
        }
        uint _e2634 = l_mut_170_;
        uint l_963_ = (_e2634 >> 23u);
        uint l_964_ = (l_963_ & 255u);
        uint _e2639 = l_mut_170_;
        uint l_965_ = (_e2639 & 8388607u);
        bool l_966_ = (l_964_ != 0u);
        if (l_966_) {
            uint l_967_ = (l_965_ | 8388608u);
            uint64_t l_968_ = uint64_t(l_967_);
            l_mut_228_ = l_968_;
        } else {
            uint64_t l_969_ = uint64_t(l_965_);
            l_mut_228_ = l_969_;
        }
        if (l_966_) {
            int l_970_ = int(l_964_);
            int l_971_ = asint(asuint(l_970_) - asuint(int(150)));
            l_mut_75_ = l_971_;
        } else {
            int l_973_ = asint(asuint(int(1)) - asuint(int(150)));
            l_mut_75_ = l_973_;
        }
        uint _e2654 = l_mut_170_;
        uint l_974_ = (_e2654 & 2147483648u);
        bool l_975_ = (l_964_ == 255u);
        uint _e2659 = l_mut_15_;
        uint l_976_ = (_e2659 >> 23u);
        uint l_977_ = (l_976_ & 255u);
        uint _e2664 = l_mut_15_;
        uint l_978_ = (_e2664 & 8388607u);
        bool l_979_ = (l_977_ != 0u);
        if (l_979_) {
            uint l_980_ = (l_978_ | 8388608u);
            uint64_t l_981_ = uint64_t(l_980_);
            l_mut_137_ = l_981_;
        } else {
            uint64_t l_982_ = uint64_t(l_978_);
            l_mut_137_ = l_982_;
        }
        if (l_979_) {
            int l_983_ = int(l_977_);
            int l_984_ = asint(asuint(l_983_) - asuint(int(150)));
            l_mut_44_ = l_984_;
        } else {
            int l_986_ = asint(asuint(int(1)) - asuint(int(150)));
            l_mut_44_ = l_986_;
        }
        uint _e2679 = l_mut_15_;
        uint l_987_ = (_e2679 & 2147483648u);
        bool l_988_ = (l_977_ == 255u);
        float _e2684 = l_mut_468_;
        float l_989_ = (_e2684 + l_957_);
        l_mut_779_ = l_989_;
        l_mut_990_ = 0.0;
        bool l_991_ = !(l_975_);
        uint64_t _e2688 = l_mut_137_;
        bool l_992_ = (_e2688 != 0uL);
        if (l_991_) {
            local_21 = l_992_;
        } else {
            local_21 = false;
        }
        bool l_993_ = local_21;
        if (l_993_) {
            int _e2695 = l_mut_75_;
            int _e2696 = l_mut_44_;
            int l_994_ = asint(asuint(_e2695) - asuint(_e2696));
            bool l_995_ = (l_994_ >= int(26));
            if (l_995_) {
                uint _e2700 = l_mut_170_;
                float l_996_ = asfloat(_e2700);
                l_mut_779_ = l_996_;
                uint _e2702 = l_mut_15_;
                float l_997_ = asfloat(_e2702);
                l_mut_990_ = l_997_;
            } else {
                uint64_t l_998_ = uint64_t(l_994_);
                uint64_t _e2705 = l_mut_228_;
                uint64_t l_999_ = (_e2705 << uint(l_998_));
                uint64_t _e2709 = l_mut_137_;
                uint64_t l_1000_ = (l_999_ - _e2709);
                l_mut_92_ = l_1000_;
                bool l_1001_ = (l_974_ == l_987_);
                if (l_1001_) {
                    uint64_t _e2712 = l_mut_137_;
                    uint64_t l_1002_ = (l_999_ + _e2712);
                    l_mut_92_ = l_1002_;
                }
                uint64_t _e2714 = l_mut_92_;
                bool l_1003_ = (_e2714 == 0uL);
                if (l_1003_) {
                    l_mut_779_ = 0.0;
                } else {
                    l_mut_170_ = 0u;
                    l_mut_66_ = 0uL;
                    uint64_t _e2720 = l_mut_92_;
                    bool l_1004_ = (_e2720 != 0uL);
                    if (l_1004_) {
                        uint64_t _e2723 = l_mut_92_;
                        uint64_t _e2729 = l_mut_92_;
                        uint64_t _e2733 = l_mut_92_;
                        uint l_1005_ = (((_e2733 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e2729)))) : (31u - firstbithigh(uint((_e2723 >> 32u)))));
                        int l_1006_ = int(l_1005_);
                        int l_1007_ = asint(asuint(int(64)) - asuint(l_1006_));
                        int l_1008_ = asint(asuint(l_1007_) - asuint(int(1)));
                        int _e2744 = l_mut_44_;
                        int l_1009_ = asint(asuint(l_1008_) + asuint(_e2744));
                        int l_1010_ = asint(asuint(l_1009_) + asuint(int(127)));
                        int _e2749 = l_mut_44_;
                        int l_1011_ = asint(asuint(int(-149)) - asuint(_e2749));
                        l_mut_29_ = l_1011_;
                        bool l_1012_ = (l_1010_ >= int(1));
                        if (l_1012_) {
                            int l_1013_ = asint(asuint(l_1007_) - asuint(int(24)));
                            l_mut_29_ = l_1013_;
                        }
                        int _e2755 = l_mut_29_;
                        bool l_1014_ = (_e2755 <= int(0));
                        if (l_1014_) {
                            l_mut_15_ = 0u;
                            uint64_t _e2759 = l_mut_92_;
                            bool l_1015_ = (_e2759 != 0uL);
                            if (l_1015_) {
                                uint64_t _e2762 = l_mut_92_;
                                uint64_t _e2768 = l_mut_92_;
                                uint64_t _e2772 = l_mut_92_;
                                uint l_1016_ = (((_e2772 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e2768)))) : (31u - firstbithigh(uint((_e2762 >> 32u)))));
                                int l_1017_ = int(l_1016_);
                                int l_1018_ = asint(asuint(int(64)) - asuint(l_1017_));
                                int l_1019_ = asint(asuint(l_1018_) - asuint(int(1)));
                                int _e2783 = l_mut_44_;
                                int l_1020_ = asint(asuint(l_1019_) + asuint(_e2783));
                                int l_1021_ = asint(asuint(l_1020_) + asuint(int(127)));
                                bool l_1022_ = (l_1021_ >= int(255));
                                if (l_1022_) {
                                    l_mut_15_ = 2139095040u;
                                } else {
                                    bool l_1023_ = (l_1021_ >= int(1));
                                    if (l_1023_) {
                                        bool l_1024_ = (l_1018_ > int(24));
                                        if (l_1024_) {
                                            int l_1025_ = asint(asuint(l_1018_) - asuint(int(24)));
                                            uint64_t l_1026_ = uint64_t(l_1025_);
                                            uint64_t _e2797 = l_mut_92_;
                                            uint64_t l_1027_ = (_e2797 >> uint(l_1026_));
                                            l_mut_62_ = l_1027_;
                                        } else {
                                            int l_1028_ = asint(asuint(int(24)) - asuint(l_1018_));
                                            uint64_t l_1029_ = uint64_t(l_1028_);
                                            uint64_t _e2804 = l_mut_92_;
                                            uint64_t l_1030_ = (_e2804 << uint(l_1029_));
                                            l_mut_62_ = l_1030_;
                                        }
                                        uint l_1031_ = uint(l_1021_);
                                        uint l_1032_ = (l_1031_ << 23u);
                                        uint64_t _e2811 = l_mut_62_;
                                        uint l_1033_ = uint(_e2811);
                                        uint l_1034_ = (l_1033_ & 8388607u);
                                        uint l_1035_ = (l_1032_ | l_1034_);
                                        l_mut_15_ = l_1035_;
                                    } else {
                                        int _e2817 = l_mut_44_;
                                        int l_1036_ = asint(asuint(_e2817) + asuint(int(149)));
                                        bool l_1037_ = (l_1036_ >= int(0));
                                        if (l_1037_) {
                                            uint64_t l_1038_ = uint64_t(l_1036_);
                                            uint64_t _e2823 = l_mut_92_;
                                            uint64_t l_1039_ = (_e2823 << uint(l_1038_));
                                            l_mut_62_ = l_1039_;
                                        } else {
                                            int l_1040_ = asint(asuint(int(0)) - asuint(l_1036_));
                                            uint64_t l_1041_ = uint64_t(l_1040_);
                                            uint64_t _e2830 = l_mut_92_;
                                            uint64_t l_1042_ = (_e2830 >> uint(l_1041_));
                                            l_mut_62_ = l_1042_;
                                        }
                                        uint64_t _e2834 = l_mut_62_;
                                        uint l_1043_ = uint(_e2834);
                                        l_mut_15_ = l_1043_;
                                    }
                                }
                            }
                            uint _e2837 = l_mut_15_;
                            l_mut_170_ = _e2837;
                            uint64_t _e2838 = l_mut_92_;
                            l_mut_66_ = _e2838;
                        } else {
                            int _e2839 = l_mut_29_;
                            bool l_1044_ = (_e2839 <= l_1007_);
                            if (l_1044_) {
                                int _e2841 = l_mut_29_;
                                uint64_t l_1045_ = uint64_t(_e2841);
                                uint64_t _e2843 = l_mut_92_;
                                uint64_t l_1046_ = (_e2843 >> uint(l_1045_));
                                l_mut_62_ = l_1046_;
                                uint64_t _e2847 = l_mut_62_;
                                uint64_t l_1047_ = (_e2847 << uint(l_1045_));
                                uint64_t _e2851 = l_mut_92_;
                                uint64_t l_1048_ = (_e2851 - l_1047_);
                                uint64_t l_1049_ = (l_1045_ - 1uL);
                                uint64_t l_1050_ = (1uL << uint(l_1049_));
                                bool l_1051_ = (l_1048_ > l_1050_);
                                bool l_1052_ = (l_1048_ == l_1050_);
                                uint64_t _e2861 = l_mut_62_;
                                uint64_t l_1053_ = (_e2861 & 1uL);
                                bool l_1054_ = (l_1053_ == 1uL);
                                if (l_1052_) {
                                    local_22 = l_1054_;
                                } else {
                                    local_22 = false;
                                }
                                bool l_1055_ = local_22;
                                if (!(l_1051_)) {
                                    local_23 = l_1055_;
                                } else {
                                    local_23 = true;
                                }
                                bool l_1056_ = local_23;
                                if (l_1056_) {
                                    uint64_t _e2875 = l_mut_62_;
                                    l_mut_62_ = (_e2875 + 1uL);
                                }
                                uint64_t _e2878 = l_mut_62_;
                                uint64_t l_1057_ = (_e2878 << uint(l_1045_));
                                l_mut_66_ = l_1057_;
                                int _e2882 = l_mut_44_;
                                int _e2883 = l_mut_29_;
                                int l_1058_ = asint(asuint(_e2882) + asuint(_e2883));
                                l_mut_15_ = 0u;
                                uint64_t _e2886 = l_mut_62_;
                                bool l_1059_ = (_e2886 != 0uL);
                                if (l_1059_) {
                                    uint64_t _e2889 = l_mut_62_;
                                    uint64_t _e2895 = l_mut_62_;
                                    uint64_t _e2899 = l_mut_62_;
                                    uint l_1060_ = (((_e2899 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e2895)))) : (31u - firstbithigh(uint((_e2889 >> 32u)))));
                                    int l_1061_ = int(l_1060_);
                                    int l_1062_ = asint(asuint(int(64)) - asuint(l_1061_));
                                    int l_1063_ = asint(asuint(l_1062_) - asuint(int(1)));
                                    int l_1064_ = asint(asuint(l_1063_) + asuint(l_1058_));
                                    int l_1065_ = asint(asuint(l_1064_) + asuint(int(127)));
                                    bool l_1066_ = (l_1065_ >= int(255));
                                    if (l_1066_) {
                                        l_mut_15_ = 2139095040u;
                                    } else {
                                        bool l_1067_ = (l_1065_ >= int(1));
                                        if (l_1067_) {
                                            bool l_1068_ = (l_1062_ > int(24));
                                            if (l_1068_) {
                                                int l_1069_ = asint(asuint(l_1062_) - asuint(int(24)));
                                                uint64_t l_1070_ = uint64_t(l_1069_);
                                                uint64_t _e2923 = l_mut_62_;
                                                uint64_t l_1071_ = (_e2923 >> uint(l_1070_));
                                                l_mut_40_ = l_1071_;
                                            } else {
                                                int l_1072_ = asint(asuint(int(24)) - asuint(l_1062_));
                                                uint64_t l_1073_ = uint64_t(l_1072_);
                                                uint64_t _e2930 = l_mut_62_;
                                                uint64_t l_1074_ = (_e2930 << uint(l_1073_));
                                                l_mut_40_ = l_1074_;
                                            }
                                            uint l_1075_ = uint(l_1065_);
                                            uint l_1076_ = (l_1075_ << 23u);
                                            uint64_t _e2937 = l_mut_40_;
                                            uint l_1077_ = uint(_e2937);
                                            uint l_1078_ = (l_1077_ & 8388607u);
                                            uint l_1079_ = (l_1076_ | l_1078_);
                                            l_mut_15_ = l_1079_;
                                        } else {
                                            int l_1080_ = asint(asuint(l_1058_) + asuint(int(149)));
                                            bool l_1081_ = (l_1080_ >= int(0));
                                            if (l_1081_) {
                                                uint64_t l_1082_ = uint64_t(l_1080_);
                                                uint64_t _e2948 = l_mut_62_;
                                                uint64_t l_1083_ = (_e2948 << uint(l_1082_));
                                                l_mut_40_ = l_1083_;
                                            } else {
                                                int l_1084_ = asint(asuint(int(0)) - asuint(l_1080_));
                                                uint64_t l_1085_ = uint64_t(l_1084_);
                                                uint64_t _e2955 = l_mut_62_;
                                                uint64_t l_1086_ = (_e2955 >> uint(l_1085_));
                                                l_mut_40_ = l_1086_;
                                            }
                                            uint64_t _e2959 = l_mut_40_;
                                            uint l_1087_ = uint(_e2959);
                                            l_mut_15_ = l_1087_;
                                        }
                                    }
                                }
                                uint _e2962 = l_mut_15_;
                                l_mut_170_ = _e2962;
                            }
                        }
                    }
                    uint _e2963 = l_mut_170_;
                    uint l_1088_ = (_e2963 | l_974_);
                    float l_1089_ = asfloat(l_1088_);
                    l_mut_779_ = l_1089_;
                    l_mut_1090_ = 0.0;
                    uint64_t _e2967 = l_mut_92_;
                    uint64_t _e2968 = l_mut_66_;
                    bool l_1091_ = (_e2967 > _e2968);
                    if (l_1091_) {
                        uint64_t _e2970 = l_mut_92_;
                        uint64_t _e2971 = l_mut_66_;
                        uint64_t l_1092_ = (_e2970 - _e2971);
                        l_mut_15_ = 0u;
                        l_mut_62_ = 0uL;
                        bool l_1093_ = (l_1092_ != 0uL);
                        if (l_1093_) {
                            uint l_1094_ = (((l_1092_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_1092_)))) : (31u - firstbithigh(uint((l_1092_ >> 32u)))));
                            int l_1095_ = int(l_1094_);
                            int l_1096_ = asint(asuint(int(64)) - asuint(l_1095_));
                            int l_1097_ = asint(asuint(l_1096_) - asuint(int(1)));
                            int _e2995 = l_mut_44_;
                            int l_1098_ = asint(asuint(l_1097_) + asuint(_e2995));
                            int l_1099_ = asint(asuint(l_1098_) + asuint(int(127)));
                            int _e3000 = l_mut_44_;
                            int l_1100_ = asint(asuint(int(-149)) - asuint(_e3000));
                            l_mut_29_ = l_1100_;
                            bool l_1101_ = (l_1099_ >= int(1));
                            if (l_1101_) {
                                int l_1102_ = asint(asuint(l_1096_) - asuint(int(24)));
                                l_mut_29_ = l_1102_;
                            }
                            int _e3006 = l_mut_29_;
                            bool l_1103_ = (_e3006 <= int(0));
                            if (l_1103_) {
                                l_mut_14_ = 0u;
                                bool l_1104_ = (l_1092_ != 0uL);
                                if (l_1104_) {
                                    uint l_1105_ = (((l_1092_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_1092_)))) : (31u - firstbithigh(uint((l_1092_ >> 32u)))));
                                    int l_1106_ = int(l_1105_);
                                    int l_1107_ = asint(asuint(int(64)) - asuint(l_1106_));
                                    int l_1108_ = asint(asuint(l_1107_) - asuint(int(1)));
                                    int _e3030 = l_mut_44_;
                                    int l_1109_ = asint(asuint(l_1108_) + asuint(_e3030));
                                    int l_1110_ = asint(asuint(l_1109_) + asuint(int(127)));
                                    bool l_1111_ = (l_1110_ >= int(255));
                                    if (l_1111_) {
                                        l_mut_14_ = 2139095040u;
                                    } else {
                                        bool l_1112_ = (l_1110_ >= int(1));
                                        if (l_1112_) {
                                            bool l_1113_ = (l_1107_ > int(24));
                                            if (l_1113_) {
                                                int l_1114_ = asint(asuint(l_1107_) - asuint(int(24)));
                                                uint64_t l_1115_ = uint64_t(l_1114_);
                                                uint64_t l_1116_ = (l_1092_ >> uint(l_1115_));
                                                l_mut_40_ = l_1116_;
                                            } else {
                                                int l_1117_ = asint(asuint(int(24)) - asuint(l_1107_));
                                                uint64_t l_1118_ = uint64_t(l_1117_);
                                                uint64_t l_1119_ = (l_1092_ << uint(l_1118_));
                                                l_mut_40_ = l_1119_;
                                            }
                                            uint l_1120_ = uint(l_1110_);
                                            uint l_1121_ = (l_1120_ << 23u);
                                            uint64_t _e3056 = l_mut_40_;
                                            uint l_1122_ = uint(_e3056);
                                            uint l_1123_ = (l_1122_ & 8388607u);
                                            uint l_1124_ = (l_1121_ | l_1123_);
                                            l_mut_14_ = l_1124_;
                                        } else {
                                            int _e3062 = l_mut_44_;
                                            int l_1125_ = asint(asuint(_e3062) + asuint(int(149)));
                                            bool l_1126_ = (l_1125_ >= int(0));
                                            if (l_1126_) {
                                                uint64_t l_1127_ = uint64_t(l_1125_);
                                                uint64_t l_1128_ = (l_1092_ << uint(l_1127_));
                                                l_mut_40_ = l_1128_;
                                            } else {
                                                int l_1129_ = asint(asuint(int(0)) - asuint(l_1125_));
                                                uint64_t l_1130_ = uint64_t(l_1129_);
                                                uint64_t l_1131_ = (l_1092_ >> uint(l_1130_));
                                                l_mut_40_ = l_1131_;
                                            }
                                            uint64_t _e3077 = l_mut_40_;
                                            uint l_1132_ = uint(_e3077);
                                            l_mut_14_ = l_1132_;
                                        }
                                    }
                                }
                                uint _e3080 = l_mut_14_;
                                l_mut_15_ = _e3080;
                                l_mut_62_ = l_1092_;
                            } else {
                                int _e3081 = l_mut_29_;
                                bool l_1133_ = (_e3081 <= l_1096_);
                                if (l_1133_) {
                                    int _e3083 = l_mut_29_;
                                    uint64_t l_1134_ = uint64_t(_e3083);
                                    uint64_t l_1135_ = (l_1092_ >> uint(l_1134_));
                                    l_mut_40_ = l_1135_;
                                    uint64_t _e3088 = l_mut_40_;
                                    uint64_t l_1136_ = (_e3088 << uint(l_1134_));
                                    uint64_t l_1137_ = (l_1092_ - l_1136_);
                                    uint64_t l_1138_ = (l_1134_ - 1uL);
                                    uint64_t l_1139_ = (1uL << uint(l_1138_));
                                    bool l_1140_ = (l_1137_ > l_1139_);
                                    bool l_1141_ = (l_1137_ == l_1139_);
                                    uint64_t _e3101 = l_mut_40_;
                                    uint64_t l_1142_ = (_e3101 & 1uL);
                                    bool l_1143_ = (l_1142_ == 1uL);
                                    if (l_1141_) {
                                        local_24 = l_1143_;
                                    } else {
                                        local_24 = false;
                                    }
                                    bool l_1144_ = local_24;
                                    if (!(l_1140_)) {
                                        local_25 = l_1144_;
                                    } else {
                                        local_25 = true;
                                    }
                                    bool l_1145_ = local_25;
                                    if (l_1145_) {
                                        uint64_t _e3115 = l_mut_40_;
                                        l_mut_40_ = (_e3115 + 1uL);
                                    }
                                    uint64_t _e3118 = l_mut_40_;
                                    uint64_t l_1146_ = (_e3118 << uint(l_1134_));
                                    l_mut_62_ = l_1146_;
                                    int _e3122 = l_mut_44_;
                                    int _e3123 = l_mut_29_;
                                    int l_1147_ = asint(asuint(_e3122) + asuint(_e3123));
                                    l_mut_14_ = 0u;
                                    uint64_t _e3126 = l_mut_40_;
                                    bool l_1148_ = (_e3126 != 0uL);
                                    if (l_1148_) {
                                        uint64_t _e3129 = l_mut_40_;
                                        uint64_t _e3135 = l_mut_40_;
                                        uint64_t _e3139 = l_mut_40_;
                                        uint l_1149_ = (((_e3139 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e3135)))) : (31u - firstbithigh(uint((_e3129 >> 32u)))));
                                        int l_1150_ = int(l_1149_);
                                        int l_1151_ = asint(asuint(int(64)) - asuint(l_1150_));
                                        int l_1152_ = asint(asuint(l_1151_) - asuint(int(1)));
                                        int l_1153_ = asint(asuint(l_1152_) + asuint(l_1147_));
                                        int l_1154_ = asint(asuint(l_1153_) + asuint(int(127)));
                                        bool l_1155_ = (l_1154_ >= int(255));
                                        if (l_1155_) {
                                            l_mut_14_ = 2139095040u;
                                        } else {
                                            bool l_1156_ = (l_1154_ >= int(1));
                                            if (l_1156_) {
                                                bool l_1157_ = (l_1151_ > int(24));
                                                if (l_1157_) {
                                                    int l_1158_ = asint(asuint(l_1151_) - asuint(int(24)));
                                                    uint64_t l_1159_ = uint64_t(l_1158_);
                                                    uint64_t _e3163 = l_mut_40_;
                                                    uint64_t l_1160_ = (_e3163 >> uint(l_1159_));
                                                    l_mut_25_ = l_1160_;
                                                } else {
                                                    int l_1161_ = asint(asuint(int(24)) - asuint(l_1151_));
                                                    uint64_t l_1162_ = uint64_t(l_1161_);
                                                    uint64_t _e3170 = l_mut_40_;
                                                    uint64_t l_1163_ = (_e3170 << uint(l_1162_));
                                                    l_mut_25_ = l_1163_;
                                                }
                                                uint l_1164_ = uint(l_1154_);
                                                uint l_1165_ = (l_1164_ << 23u);
                                                uint64_t _e3177 = l_mut_25_;
                                                uint l_1166_ = uint(_e3177);
                                                uint l_1167_ = (l_1166_ & 8388607u);
                                                uint l_1168_ = (l_1165_ | l_1167_);
                                                l_mut_14_ = l_1168_;
                                            } else {
                                                int l_1169_ = asint(asuint(l_1147_) + asuint(int(149)));
                                                bool l_1170_ = (l_1169_ >= int(0));
                                                if (l_1170_) {
                                                    uint64_t l_1171_ = uint64_t(l_1169_);
                                                    uint64_t _e3188 = l_mut_40_;
                                                    uint64_t l_1172_ = (_e3188 << uint(l_1171_));
                                                    l_mut_25_ = l_1172_;
                                                } else {
                                                    int l_1173_ = asint(asuint(int(0)) - asuint(l_1169_));
                                                    uint64_t l_1174_ = uint64_t(l_1173_);
                                                    uint64_t _e3195 = l_mut_40_;
                                                    uint64_t l_1175_ = (_e3195 >> uint(l_1174_));
                                                    l_mut_25_ = l_1175_;
                                                }
                                                uint64_t _e3199 = l_mut_25_;
                                                uint l_1176_ = uint(_e3199);
                                                l_mut_14_ = l_1176_;
                                            }
                                        }
                                    }
                                    uint _e3202 = l_mut_14_;
                                    l_mut_15_ = _e3202;
                                }
                            }
                        }
                        uint _e3203 = l_mut_15_;
                        uint l_1177_ = (_e3203 | l_974_);
                        float l_1178_ = asfloat(l_1177_);
                        l_mut_1090_ = l_1178_;
                    } else {
                        uint64_t _e3206 = l_mut_66_;
                        uint64_t _e3207 = l_mut_92_;
                        bool l_1179_ = (_e3206 > _e3207);
                        if (l_1179_) {
                            uint64_t _e3209 = l_mut_66_;
                            uint64_t _e3210 = l_mut_92_;
                            uint64_t l_1180_ = (_e3209 - _e3210);
                            l_mut_15_ = 0u;
                            l_mut_92_ = 0uL;
                            bool l_1181_ = (l_1180_ != 0uL);
                            if (l_1181_) {
                                uint l_1182_ = (((l_1180_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_1180_)))) : (31u - firstbithigh(uint((l_1180_ >> 32u)))));
                                int l_1183_ = int(l_1182_);
                                int l_1184_ = asint(asuint(int(64)) - asuint(l_1183_));
                                int l_1185_ = asint(asuint(l_1184_) - asuint(int(1)));
                                int _e3234 = l_mut_44_;
                                int l_1186_ = asint(asuint(l_1185_) + asuint(_e3234));
                                int l_1187_ = asint(asuint(l_1186_) + asuint(int(127)));
                                int _e3239 = l_mut_44_;
                                int l_1188_ = asint(asuint(int(-149)) - asuint(_e3239));
                                l_mut_29_ = l_1188_;
                                bool l_1189_ = (l_1187_ >= int(1));
                                if (l_1189_) {
                                    int l_1190_ = asint(asuint(l_1184_) - asuint(int(24)));
                                    l_mut_29_ = l_1190_;
                                }
                                int _e3245 = l_mut_29_;
                                bool l_1191_ = (_e3245 <= int(0));
                                if (l_1191_) {
                                    l_mut_14_ = 0u;
                                    bool l_1192_ = (l_1180_ != 0uL);
                                    if (l_1192_) {
                                        uint l_1193_ = (((l_1180_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_1180_)))) : (31u - firstbithigh(uint((l_1180_ >> 32u)))));
                                        int l_1194_ = int(l_1193_);
                                        int l_1195_ = asint(asuint(int(64)) - asuint(l_1194_));
                                        int l_1196_ = asint(asuint(l_1195_) - asuint(int(1)));
                                        int _e3269 = l_mut_44_;
                                        int l_1197_ = asint(asuint(l_1196_) + asuint(_e3269));
                                        int l_1198_ = asint(asuint(l_1197_) + asuint(int(127)));
                                        bool l_1199_ = (l_1198_ >= int(255));
                                        if (l_1199_) {
                                            l_mut_14_ = 2139095040u;
                                        } else {
                                            bool l_1200_ = (l_1198_ >= int(1));
                                            if (l_1200_) {
                                                bool l_1201_ = (l_1195_ > int(24));
                                                if (l_1201_) {
                                                    int l_1202_ = asint(asuint(l_1195_) - asuint(int(24)));
                                                    uint64_t l_1203_ = uint64_t(l_1202_);
                                                    uint64_t l_1204_ = (l_1180_ >> uint(l_1203_));
                                                    l_mut_62_ = l_1204_;
                                                } else {
                                                    int l_1205_ = asint(asuint(int(24)) - asuint(l_1195_));
                                                    uint64_t l_1206_ = uint64_t(l_1205_);
                                                    uint64_t l_1207_ = (l_1180_ << uint(l_1206_));
                                                    l_mut_62_ = l_1207_;
                                                }
                                                uint l_1208_ = uint(l_1198_);
                                                uint l_1209_ = (l_1208_ << 23u);
                                                uint64_t _e3295 = l_mut_62_;
                                                uint l_1210_ = uint(_e3295);
                                                uint l_1211_ = (l_1210_ & 8388607u);
                                                uint l_1212_ = (l_1209_ | l_1211_);
                                                l_mut_14_ = l_1212_;
                                            } else {
                                                int _e3301 = l_mut_44_;
                                                int l_1213_ = asint(asuint(_e3301) + asuint(int(149)));
                                                bool l_1214_ = (l_1213_ >= int(0));
                                                if (l_1214_) {
                                                    uint64_t l_1215_ = uint64_t(l_1213_);
                                                    uint64_t l_1216_ = (l_1180_ << uint(l_1215_));
                                                    l_mut_62_ = l_1216_;
                                                } else {
                                                    int l_1217_ = asint(asuint(int(0)) - asuint(l_1213_));
                                                    uint64_t l_1218_ = uint64_t(l_1217_);
                                                    uint64_t l_1219_ = (l_1180_ >> uint(l_1218_));
                                                    l_mut_62_ = l_1219_;
                                                }
                                                uint64_t _e3316 = l_mut_62_;
                                                uint l_1220_ = uint(_e3316);
                                                l_mut_14_ = l_1220_;
                                            }
                                        }
                                    }
                                    uint _e3319 = l_mut_14_;
                                    l_mut_15_ = _e3319;
                                    l_mut_92_ = l_1180_;
                                } else {
                                    int _e3320 = l_mut_29_;
                                    bool l_1221_ = (_e3320 <= l_1184_);
                                    if (l_1221_) {
                                        int _e3322 = l_mut_29_;
                                        uint64_t l_1222_ = uint64_t(_e3322);
                                        uint64_t l_1223_ = (l_1180_ >> uint(l_1222_));
                                        l_mut_62_ = l_1223_;
                                        uint64_t _e3327 = l_mut_62_;
                                        uint64_t l_1224_ = (_e3327 << uint(l_1222_));
                                        uint64_t l_1225_ = (l_1180_ - l_1224_);
                                        uint64_t l_1226_ = (l_1222_ - 1uL);
                                        uint64_t l_1227_ = (1uL << uint(l_1226_));
                                        bool l_1228_ = (l_1225_ > l_1227_);
                                        bool l_1229_ = (l_1225_ == l_1227_);
                                        uint64_t _e3340 = l_mut_62_;
                                        uint64_t l_1230_ = (_e3340 & 1uL);
                                        bool l_1231_ = (l_1230_ == 1uL);
                                        if (l_1229_) {
                                            local_26 = l_1231_;
                                        } else {
                                            local_26 = false;
                                        }
                                        bool l_1232_ = local_26;
                                        if (!(l_1228_)) {
                                            local_27 = l_1232_;
                                        } else {
                                            local_27 = true;
                                        }
                                        bool l_1233_ = local_27;
                                        if (l_1233_) {
                                            uint64_t _e3354 = l_mut_62_;
                                            l_mut_62_ = (_e3354 + 1uL);
                                        }
                                        uint64_t _e3357 = l_mut_62_;
                                        uint64_t l_1234_ = (_e3357 << uint(l_1222_));
                                        l_mut_92_ = l_1234_;
                                        int _e3361 = l_mut_44_;
                                        int _e3362 = l_mut_29_;
                                        int l_1235_ = asint(asuint(_e3361) + asuint(_e3362));
                                        l_mut_14_ = 0u;
                                        uint64_t _e3365 = l_mut_62_;
                                        bool l_1236_ = (_e3365 != 0uL);
                                        if (l_1236_) {
                                            uint64_t _e3368 = l_mut_62_;
                                            uint64_t _e3374 = l_mut_62_;
                                            uint64_t _e3378 = l_mut_62_;
                                            uint l_1237_ = (((_e3378 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e3374)))) : (31u - firstbithigh(uint((_e3368 >> 32u)))));
                                            int l_1238_ = int(l_1237_);
                                            int l_1239_ = asint(asuint(int(64)) - asuint(l_1238_));
                                            int l_1240_ = asint(asuint(l_1239_) - asuint(int(1)));
                                            int l_1241_ = asint(asuint(l_1240_) + asuint(l_1235_));
                                            int l_1242_ = asint(asuint(l_1241_) + asuint(int(127)));
                                            bool l_1243_ = (l_1242_ >= int(255));
                                            if (l_1243_) {
                                                l_mut_14_ = 2139095040u;
                                            } else {
                                                bool l_1244_ = (l_1242_ >= int(1));
                                                if (l_1244_) {
                                                    bool l_1245_ = (l_1239_ > int(24));
                                                    if (l_1245_) {
                                                        int l_1246_ = asint(asuint(l_1239_) - asuint(int(24)));
                                                        uint64_t l_1247_ = uint64_t(l_1246_);
                                                        uint64_t _e3402 = l_mut_62_;
                                                        uint64_t l_1248_ = (_e3402 >> uint(l_1247_));
                                                        l_mut_40_ = l_1248_;
                                                    } else {
                                                        int l_1249_ = asint(asuint(int(24)) - asuint(l_1239_));
                                                        uint64_t l_1250_ = uint64_t(l_1249_);
                                                        uint64_t _e3409 = l_mut_62_;
                                                        uint64_t l_1251_ = (_e3409 << uint(l_1250_));
                                                        l_mut_40_ = l_1251_;
                                                    }
                                                    uint l_1252_ = uint(l_1242_);
                                                    uint l_1253_ = (l_1252_ << 23u);
                                                    uint64_t _e3416 = l_mut_40_;
                                                    uint l_1254_ = uint(_e3416);
                                                    uint l_1255_ = (l_1254_ & 8388607u);
                                                    uint l_1256_ = (l_1253_ | l_1255_);
                                                    l_mut_14_ = l_1256_;
                                                } else {
                                                    int l_1257_ = asint(asuint(l_1235_) + asuint(int(149)));
                                                    bool l_1258_ = (l_1257_ >= int(0));
                                                    if (l_1258_) {
                                                        uint64_t l_1259_ = uint64_t(l_1257_);
                                                        uint64_t _e3427 = l_mut_62_;
                                                        uint64_t l_1260_ = (_e3427 << uint(l_1259_));
                                                        l_mut_40_ = l_1260_;
                                                    } else {
                                                        int l_1261_ = asint(asuint(int(0)) - asuint(l_1257_));
                                                        uint64_t l_1262_ = uint64_t(l_1261_);
                                                        uint64_t _e3434 = l_mut_62_;
                                                        uint64_t l_1263_ = (_e3434 >> uint(l_1262_));
                                                        l_mut_40_ = l_1263_;
                                                    }
                                                    uint64_t _e3438 = l_mut_40_;
                                                    uint l_1264_ = uint(_e3438);
                                                    l_mut_14_ = l_1264_;
                                                }
                                            }
                                        }
                                        uint _e3441 = l_mut_14_;
                                        l_mut_15_ = _e3441;
                                    }
                                }
                            }
                            uint l_1265_ = (l_974_ ^ 2147483648u);
                            uint _e3444 = l_mut_15_;
                            uint l_1266_ = (_e3444 | l_1265_);
                            float l_1267_ = asfloat(l_1266_);
                            l_mut_1090_ = l_1267_;
                        }
                    }
                    float _e3447 = l_mut_1090_;
                    l_mut_990_ = _e3447;
                }
            }
        }
        uint l_1311_ = asuint(info.Load(12+0));
        uint l_1312_ = (l_1311_ * 1u);
        uint _e3454 = l_mut_4_;
        bool l_1313_ = (_e3454 < l_1312_);
        if (l_1313_) {
            uint _e3457 = l_mut_4_;
            float _e3459 = l_mut_779_;
            buffer_3_global.Store(_e3457*4, asuint(_e3459));
        }
        uint _e3460 = l_mut_4_;
        uint l_1268_ = (l_1_ + _e3460);
        uint l_1314_ = asuint(info.Load(12+0));
        uint l_1315_ = (l_1314_ * 1u);
        bool l_1316_ = (l_1268_ < l_1315_);
        if (l_1316_) {
            float _e3471 = l_mut_990_;
            buffer_3_global.Store(l_1268_*4, asuint(_e3471));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
