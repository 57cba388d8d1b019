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
    float l_mut_1088_ = (float)0;
    float l_mut_1298_ = (float)0;
    uint64_t l_mut_137_ = (uint64_t)0;
    float l_mut_1398_ = (float)0;
    uint l_mut_14_ = (uint)0;
    float l_mut_156_ = (float)0;
    uint l_mut_15_ = (uint)0;
    float l_mut_1608_ = (float)0;
    float l_mut_1708_ = (float)0;
    uint l_mut_170_ = (uint)0;
    float l_mut_1918_ = (float)0;
    float l_mut_2018_ = (float)0;
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
    float l_mut_678_ = (float)0;
    int l_mut_75_ = (int)0;
    float l_mut_778_ = (float)0;
    uint64_t l_mut_92_ = (uint64_t)0;
    float l_mut_988_ = (float)0;
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

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 2u);
    uint l_2197_ = asuint(info.Load(8+0));
    uint l_2198_ = (l_2197_ * 1u);
    bool l_2199_ = (0u < l_2198_);
    uint l_2200_ = (l_2198_ - 1u);
    uint l_2201_ = min(0u, l_2200_);
    float l_2202_ = asfloat(buffer_2_global.Load(l_2201_*4));
    float l_2_ = (l_2199_ ? l_2202_ : 0.0);
    uint l_2204_ = asuint(info.Load(8+0));
    uint l_2205_ = (l_2204_ * 1u);
    bool l_2206_ = (1u < l_2205_);
    uint l_2207_ = (l_2205_ - 1u);
    uint l_2208_ = min(1u, l_2207_);
    float l_2209_ = asfloat(buffer_2_global.Load(l_2208_*4));
    float l_3_ = (l_2206_ ? l_2209_ : 0.0);
    l_mut_4_ = id;
    uint _e94 = l_mut_4_;
    bool l_5_ = (_e94 < l_1_);
    if (l_5_) {
        uint l_2211_ = asuint(info.Load(0+0));
        uint l_2212_ = (l_2211_ * 1u);
        uint _e102 = l_mut_4_;
        bool l_2213_ = (_e102 < l_2212_);
        uint l_2214_ = (l_2212_ - 1u);
        uint _e106 = l_mut_4_;
        uint l_2215_ = min(_e106, l_2214_);
        float l_2216_ = asfloat(buffer_0_global.Load(l_2215_*4));
        float l_6_ = (l_2213_ ? l_2216_ : 0.0);
        uint _e113 = l_mut_4_;
        uint l_7_ = (l_1_ + _e113);
        uint l_2218_ = asuint(info.Load(0+0));
        uint l_2219_ = (l_2218_ * 1u);
        bool l_2220_ = (l_7_ < l_2219_);
        uint l_2221_ = (l_2219_ - 1u);
        uint l_2222_ = min(l_7_, l_2221_);
        float l_2223_ = asfloat(buffer_0_global.Load(l_2222_*4));
        float l_8_ = (l_2220_ ? l_2223_ : 0.0);
        uint l_2225_ = asuint(info.Load(4+0));
        uint l_2226_ = (l_2225_ * 1u);
        uint _e136 = l_mut_4_;
        bool l_2227_ = (_e136 < l_2226_);
        uint l_2228_ = (l_2226_ - 1u);
        uint _e140 = l_mut_4_;
        uint l_2229_ = min(_e140, l_2228_);
        float l_2230_ = asfloat(buffer_1_global.Load(l_2229_*4));
        float l_9_ = (l_2227_ ? l_2230_ : 0.0);
        uint _e147 = l_mut_4_;
        uint l_10_ = (l_1_ + _e147);
        uint l_2232_ = asuint(info.Load(4+0));
        uint l_2233_ = (l_2232_ * 1u);
        bool l_2234_ = (l_10_ < l_2233_);
        uint l_2235_ = (l_2233_ - 1u);
        uint l_2236_ = min(l_10_, l_2235_);
        float l_2237_ = asfloat(buffer_1_global.Load(l_2236_*4));
        float l_11_ = (l_2234_ ? l_2237_ : 0.0);
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
        uint _e171 = l_mut_14_;
        uint l_19_ = (_e171 >> 23u);
        uint l_20_ = (l_19_ & 255u);
        uint _e176 = l_mut_14_;
        uint l_21_ = (_e176 & 8388607u);
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
        uint _e191 = l_mut_14_;
        uint l_32_ = (_e191 & 2147483648u);
        bool l_33_ = (l_20_ == 255u);
        uint _e196 = l_mut_15_;
        uint l_34_ = (_e196 >> 23u);
        uint l_35_ = (l_34_ & 255u);
        uint _e201 = l_mut_15_;
        uint l_36_ = (_e201 & 8388607u);
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
        uint _e216 = l_mut_15_;
        uint l_47_ = (_e216 & 2147483648u);
        bool l_48_ = (l_35_ == 255u);
        float l_49_ = (l_6_ + l_9_);
        l_mut_50_ = l_49_;
        l_mut_51_ = 0.0;
        bool l_52_ = !(l_33_);
        uint64_t _e224 = l_mut_40_;
        bool l_53_ = (_e224 != 0uL);
        if (l_52_) {
            local = l_53_;
        } else {
            local = false;
        }
        bool l_54_ = local;
        if (l_54_) {
            int _e231 = l_mut_29_;
            int _e232 = l_mut_44_;
            int l_55_ = asint(asuint(_e231) - asuint(_e232));
            bool l_56_ = (l_55_ >= int(26));
            if (l_56_) {
                uint _e236 = l_mut_14_;
                float l_57_ = asfloat(_e236);
                l_mut_50_ = l_57_;
                uint _e238 = l_mut_15_;
                float l_58_ = asfloat(_e238);
                l_mut_51_ = l_58_;
            } else {
                uint64_t l_59_ = uint64_t(l_55_);
                uint64_t _e241 = l_mut_25_;
                uint64_t l_60_ = (_e241 << uint(l_59_));
                uint64_t _e245 = l_mut_40_;
                uint64_t l_61_ = (l_60_ - _e245);
                l_mut_62_ = l_61_;
                bool l_63_ = (l_32_ == l_47_);
                if (l_63_) {
                    uint64_t _e248 = l_mut_40_;
                    uint64_t l_64_ = (l_60_ + _e248);
                    l_mut_62_ = l_64_;
                }
                uint64_t _e250 = l_mut_62_;
                bool l_65_ = (_e250 == 0uL);
                if (l_65_) {
                    l_mut_50_ = 0.0;
                } else {
                    l_mut_15_ = 0u;
                    l_mut_66_ = 0uL;
                    uint64_t _e256 = l_mut_62_;
                    bool l_67_ = (_e256 != 0uL);
                    if (l_67_) {
                        uint64_t _e259 = l_mut_62_;
                        uint64_t _e265 = l_mut_62_;
                        uint64_t _e269 = l_mut_62_;
                        uint l_68_ = (((_e269 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e265)))) : (31u - firstbithigh(uint((_e259 >> 32u)))));
                        int l_69_ = int(l_68_);
                        int l_70_ = asint(asuint(int(64)) - asuint(l_69_));
                        int l_71_ = asint(asuint(l_70_) - asuint(int(1)));
                        int _e280 = l_mut_44_;
                        int l_72_ = asint(asuint(l_71_) + asuint(_e280));
                        int l_73_ = asint(asuint(l_72_) + asuint(int(127)));
                        int _e285 = l_mut_44_;
                        int l_74_ = asint(asuint(int(-149)) - asuint(_e285));
                        l_mut_75_ = l_74_;
                        bool l_76_ = (l_73_ >= int(1));
                        if (l_76_) {
                            int l_77_ = asint(asuint(l_70_) - asuint(int(24)));
                            l_mut_75_ = l_77_;
                        }
                        int _e291 = l_mut_75_;
                        bool l_78_ = (_e291 <= int(0));
                        if (l_78_) {
                            l_mut_14_ = 0u;
                            uint64_t _e295 = l_mut_62_;
                            bool l_79_ = (_e295 != 0uL);
                            if (l_79_) {
                                uint64_t _e298 = l_mut_62_;
                                uint64_t _e304 = l_mut_62_;
                                uint64_t _e308 = l_mut_62_;
                                uint l_80_ = (((_e308 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e304)))) : (31u - firstbithigh(uint((_e298 >> 32u)))));
                                int l_81_ = int(l_80_);
                                int l_82_ = asint(asuint(int(64)) - asuint(l_81_));
                                int l_83_ = asint(asuint(l_82_) - asuint(int(1)));
                                int _e319 = l_mut_44_;
                                int l_84_ = asint(asuint(l_83_) + asuint(_e319));
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
                                            uint64_t _e333 = l_mut_62_;
                                            uint64_t l_91_ = (_e333 >> uint(l_90_));
                                            l_mut_92_ = l_91_;
                                        } else {
                                            int l_93_ = asint(asuint(int(24)) - asuint(l_82_));
                                            uint64_t l_94_ = uint64_t(l_93_);
                                            uint64_t _e340 = l_mut_62_;
                                            uint64_t l_95_ = (_e340 << uint(l_94_));
                                            l_mut_92_ = l_95_;
                                        }
                                        uint l_96_ = uint(l_85_);
                                        uint l_97_ = (l_96_ << 23u);
                                        uint64_t _e347 = l_mut_92_;
                                        uint l_98_ = uint(_e347);
                                        uint l_99_ = (l_98_ & 8388607u);
                                        uint l_100_ = (l_97_ | l_99_);
                                        l_mut_14_ = l_100_;
                                    } else {
                                        int _e353 = l_mut_44_;
                                        int l_101_ = asint(asuint(_e353) + asuint(int(149)));
                                        bool l_102_ = (l_101_ >= int(0));
                                        if (l_102_) {
                                            uint64_t l_103_ = uint64_t(l_101_);
                                            uint64_t _e359 = l_mut_62_;
                                            uint64_t l_104_ = (_e359 << uint(l_103_));
                                            l_mut_92_ = l_104_;
                                        } else {
                                            int l_105_ = asint(asuint(int(0)) - asuint(l_101_));
                                            uint64_t l_106_ = uint64_t(l_105_);
                                            uint64_t _e366 = l_mut_62_;
                                            uint64_t l_107_ = (_e366 >> uint(l_106_));
                                            l_mut_92_ = l_107_;
                                        }
                                        uint64_t _e370 = l_mut_92_;
                                        uint l_108_ = uint(_e370);
                                        l_mut_14_ = l_108_;
                                    }
                                }
                            }
                            uint _e373 = l_mut_14_;
                            l_mut_15_ = _e373;
                            uint64_t _e374 = l_mut_62_;
                            l_mut_66_ = _e374;
                        } else {
                            int _e375 = l_mut_75_;
                            bool l_109_ = (_e375 <= l_70_);
                            if (l_109_) {
                                int _e377 = l_mut_75_;
                                uint64_t l_110_ = uint64_t(_e377);
                                uint64_t _e379 = l_mut_62_;
                                uint64_t l_111_ = (_e379 >> uint(l_110_));
                                l_mut_92_ = l_111_;
                                uint64_t _e383 = l_mut_92_;
                                uint64_t l_112_ = (_e383 << uint(l_110_));
                                uint64_t _e387 = l_mut_62_;
                                uint64_t l_113_ = (_e387 - l_112_);
                                uint64_t l_114_ = (l_110_ - 1uL);
                                uint64_t l_115_ = (1uL << uint(l_114_));
                                bool l_116_ = (l_113_ > l_115_);
                                bool l_117_ = (l_113_ == l_115_);
                                uint64_t _e397 = l_mut_92_;
                                uint64_t l_118_ = (_e397 & 1uL);
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
                                    uint64_t _e411 = l_mut_92_;
                                    l_mut_92_ = (_e411 + 1uL);
                                }
                                uint64_t _e414 = l_mut_92_;
                                uint64_t l_122_ = (_e414 << uint(l_110_));
                                l_mut_66_ = l_122_;
                                int _e418 = l_mut_44_;
                                int _e419 = l_mut_75_;
                                int l_123_ = asint(asuint(_e418) + asuint(_e419));
                                l_mut_14_ = 0u;
                                uint64_t _e422 = l_mut_92_;
                                bool l_124_ = (_e422 != 0uL);
                                if (l_124_) {
                                    uint64_t _e425 = l_mut_92_;
                                    uint64_t _e431 = l_mut_92_;
                                    uint64_t _e435 = l_mut_92_;
                                    uint l_125_ = (((_e435 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e431)))) : (31u - firstbithigh(uint((_e425 >> 32u)))));
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
                                                uint64_t _e459 = l_mut_92_;
                                                uint64_t l_136_ = (_e459 >> uint(l_135_));
                                                l_mut_137_ = l_136_;
                                            } else {
                                                int l_138_ = asint(asuint(int(24)) - asuint(l_127_));
                                                uint64_t l_139_ = uint64_t(l_138_);
                                                uint64_t _e466 = l_mut_92_;
                                                uint64_t l_140_ = (_e466 << uint(l_139_));
                                                l_mut_137_ = l_140_;
                                            }
                                            uint l_141_ = uint(l_130_);
                                            uint l_142_ = (l_141_ << 23u);
                                            uint64_t _e473 = l_mut_137_;
                                            uint l_143_ = uint(_e473);
                                            uint l_144_ = (l_143_ & 8388607u);
                                            uint l_145_ = (l_142_ | l_144_);
                                            l_mut_14_ = l_145_;
                                        } else {
                                            int l_146_ = asint(asuint(l_123_) + asuint(int(149)));
                                            bool l_147_ = (l_146_ >= int(0));
                                            if (l_147_) {
                                                uint64_t l_148_ = uint64_t(l_146_);
                                                uint64_t _e484 = l_mut_92_;
                                                uint64_t l_149_ = (_e484 << uint(l_148_));
                                                l_mut_137_ = l_149_;
                                            } else {
                                                int l_150_ = asint(asuint(int(0)) - asuint(l_146_));
                                                uint64_t l_151_ = uint64_t(l_150_);
                                                uint64_t _e491 = l_mut_92_;
                                                uint64_t l_152_ = (_e491 >> uint(l_151_));
                                                l_mut_137_ = l_152_;
                                            }
                                            uint64_t _e495 = l_mut_137_;
                                            uint l_153_ = uint(_e495);
                                            l_mut_14_ = l_153_;
                                        }
                                    }
                                }
                                uint _e498 = l_mut_14_;
                                l_mut_15_ = _e498;
                            }
                        }
                    }
                    uint _e499 = l_mut_15_;
                    uint l_154_ = (_e499 | l_32_);
                    float l_155_ = asfloat(l_154_);
                    l_mut_50_ = l_155_;
                    l_mut_156_ = 0.0;
                    uint64_t _e503 = l_mut_62_;
                    uint64_t _e504 = l_mut_66_;
                    bool l_157_ = (_e503 > _e504);
                    if (l_157_) {
                        uint64_t _e506 = l_mut_62_;
                        uint64_t _e507 = l_mut_66_;
                        uint64_t l_158_ = (_e506 - _e507);
                        l_mut_14_ = 0u;
                        l_mut_137_ = 0uL;
                        bool l_159_ = (l_158_ != 0uL);
                        if (l_159_) {
                            uint l_160_ = (((l_158_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_158_)))) : (31u - firstbithigh(uint((l_158_ >> 32u)))));
                            int l_161_ = int(l_160_);
                            int l_162_ = asint(asuint(int(64)) - asuint(l_161_));
                            int l_163_ = asint(asuint(l_162_) - asuint(int(1)));
                            int _e531 = l_mut_44_;
                            int l_164_ = asint(asuint(l_163_) + asuint(_e531));
                            int l_165_ = asint(asuint(l_164_) + asuint(int(127)));
                            int _e536 = l_mut_44_;
                            int l_166_ = asint(asuint(int(-149)) - asuint(_e536));
                            l_mut_75_ = l_166_;
                            bool l_167_ = (l_165_ >= int(1));
                            if (l_167_) {
                                int l_168_ = asint(asuint(l_162_) - asuint(int(24)));
                                l_mut_75_ = l_168_;
                            }
                            int _e542 = l_mut_75_;
                            bool l_169_ = (_e542 <= int(0));
                            if (l_169_) {
                                l_mut_170_ = 0u;
                                bool l_171_ = (l_158_ != 0uL);
                                if (l_171_) {
                                    uint l_172_ = (((l_158_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_158_)))) : (31u - firstbithigh(uint((l_158_ >> 32u)))));
                                    int l_173_ = int(l_172_);
                                    int l_174_ = asint(asuint(int(64)) - asuint(l_173_));
                                    int l_175_ = asint(asuint(l_174_) - asuint(int(1)));
                                    int _e566 = l_mut_44_;
                                    int l_176_ = asint(asuint(l_175_) + asuint(_e566));
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
                                            uint64_t _e592 = l_mut_92_;
                                            uint l_189_ = uint(_e592);
                                            uint l_190_ = (l_189_ & 8388607u);
                                            uint l_191_ = (l_188_ | l_190_);
                                            l_mut_170_ = l_191_;
                                        } else {
                                            int _e598 = l_mut_44_;
                                            int l_192_ = asint(asuint(_e598) + asuint(int(149)));
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
                                            uint64_t _e613 = l_mut_92_;
                                            uint l_199_ = uint(_e613);
                                            l_mut_170_ = l_199_;
                                        }
                                    }
                                }
                                uint _e616 = l_mut_170_;
                                l_mut_14_ = _e616;
                                l_mut_137_ = l_158_;
                            } else {
                                int _e617 = l_mut_75_;
                                bool l_200_ = (_e617 <= l_162_);
                                if (l_200_) {
                                    int _e619 = l_mut_75_;
                                    uint64_t l_201_ = uint64_t(_e619);
                                    uint64_t l_202_ = (l_158_ >> uint(l_201_));
                                    l_mut_92_ = l_202_;
                                    uint64_t _e624 = l_mut_92_;
                                    uint64_t l_203_ = (_e624 << uint(l_201_));
                                    uint64_t l_204_ = (l_158_ - l_203_);
                                    uint64_t l_205_ = (l_201_ - 1uL);
                                    uint64_t l_206_ = (1uL << uint(l_205_));
                                    bool l_207_ = (l_204_ > l_206_);
                                    bool l_208_ = (l_204_ == l_206_);
                                    uint64_t _e637 = l_mut_92_;
                                    uint64_t l_209_ = (_e637 & 1uL);
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
                                        uint64_t _e651 = l_mut_92_;
                                        l_mut_92_ = (_e651 + 1uL);
                                    }
                                    uint64_t _e654 = l_mut_92_;
                                    uint64_t l_213_ = (_e654 << uint(l_201_));
                                    l_mut_137_ = l_213_;
                                    int _e658 = l_mut_44_;
                                    int _e659 = l_mut_75_;
                                    int l_214_ = asint(asuint(_e658) + asuint(_e659));
                                    l_mut_170_ = 0u;
                                    uint64_t _e662 = l_mut_92_;
                                    bool l_215_ = (_e662 != 0uL);
                                    if (l_215_) {
                                        uint64_t _e665 = l_mut_92_;
                                        uint64_t _e671 = l_mut_92_;
                                        uint64_t _e675 = l_mut_92_;
                                        uint l_216_ = (((_e675 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e671)))) : (31u - firstbithigh(uint((_e665 >> 32u)))));
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
                                                    uint64_t _e699 = l_mut_92_;
                                                    uint64_t l_227_ = (_e699 >> uint(l_226_));
                                                    l_mut_228_ = l_227_;
                                                } else {
                                                    int l_229_ = asint(asuint(int(24)) - asuint(l_218_));
                                                    uint64_t l_230_ = uint64_t(l_229_);
                                                    uint64_t _e706 = l_mut_92_;
                                                    uint64_t l_231_ = (_e706 << uint(l_230_));
                                                    l_mut_228_ = l_231_;
                                                }
                                                uint l_232_ = uint(l_221_);
                                                uint l_233_ = (l_232_ << 23u);
                                                uint64_t _e713 = l_mut_228_;
                                                uint l_234_ = uint(_e713);
                                                uint l_235_ = (l_234_ & 8388607u);
                                                uint l_236_ = (l_233_ | l_235_);
                                                l_mut_170_ = l_236_;
                                            } else {
                                                int l_237_ = asint(asuint(l_214_) + asuint(int(149)));
                                                bool l_238_ = (l_237_ >= int(0));
                                                if (l_238_) {
                                                    uint64_t l_239_ = uint64_t(l_237_);
                                                    uint64_t _e724 = l_mut_92_;
                                                    uint64_t l_240_ = (_e724 << uint(l_239_));
                                                    l_mut_228_ = l_240_;
                                                } else {
                                                    int l_241_ = asint(asuint(int(0)) - asuint(l_237_));
                                                    uint64_t l_242_ = uint64_t(l_241_);
                                                    uint64_t _e731 = l_mut_92_;
                                                    uint64_t l_243_ = (_e731 >> uint(l_242_));
                                                    l_mut_228_ = l_243_;
                                                }
                                                uint64_t _e735 = l_mut_228_;
                                                uint l_244_ = uint(_e735);
                                                l_mut_170_ = l_244_;
                                            }
                                        }
                                    }
                                    uint _e738 = l_mut_170_;
                                    l_mut_14_ = _e738;
                                }
                            }
                        }
                        uint _e739 = l_mut_14_;
                        uint l_245_ = (_e739 | l_32_);
                        float l_246_ = asfloat(l_245_);
                        l_mut_156_ = l_246_;
                    } else {
                        uint64_t _e742 = l_mut_66_;
                        uint64_t _e743 = l_mut_62_;
                        bool l_247_ = (_e742 > _e743);
                        if (l_247_) {
                            uint64_t _e745 = l_mut_66_;
                            uint64_t _e746 = l_mut_62_;
                            uint64_t l_248_ = (_e745 - _e746);
                            l_mut_170_ = 0u;
                            l_mut_228_ = 0uL;
                            bool l_249_ = (l_248_ != 0uL);
                            if (l_249_) {
                                uint l_250_ = (((l_248_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_248_)))) : (31u - firstbithigh(uint((l_248_ >> 32u)))));
                                int l_251_ = int(l_250_);
                                int l_252_ = asint(asuint(int(64)) - asuint(l_251_));
                                int l_253_ = asint(asuint(l_252_) - asuint(int(1)));
                                int _e770 = l_mut_44_;
                                int l_254_ = asint(asuint(l_253_) + asuint(_e770));
                                int l_255_ = asint(asuint(l_254_) + asuint(int(127)));
                                int _e775 = l_mut_44_;
                                int l_256_ = asint(asuint(int(-149)) - asuint(_e775));
                                l_mut_75_ = l_256_;
                                bool l_257_ = (l_255_ >= int(1));
                                if (l_257_) {
                                    int l_258_ = asint(asuint(l_252_) - asuint(int(24)));
                                    l_mut_75_ = l_258_;
                                }
                                int _e781 = l_mut_75_;
                                bool l_259_ = (_e781 <= int(0));
                                if (l_259_) {
                                    l_mut_14_ = 0u;
                                    bool l_260_ = (l_248_ != 0uL);
                                    if (l_260_) {
                                        uint l_261_ = (((l_248_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_248_)))) : (31u - firstbithigh(uint((l_248_ >> 32u)))));
                                        int l_262_ = int(l_261_);
                                        int l_263_ = asint(asuint(int(64)) - asuint(l_262_));
                                        int l_264_ = asint(asuint(l_263_) - asuint(int(1)));
                                        int _e805 = l_mut_44_;
                                        int l_265_ = asint(asuint(l_264_) + asuint(_e805));
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
                                                uint64_t _e831 = l_mut_137_;
                                                uint l_278_ = uint(_e831);
                                                uint l_279_ = (l_278_ & 8388607u);
                                                uint l_280_ = (l_277_ | l_279_);
                                                l_mut_14_ = l_280_;
                                            } else {
                                                int _e837 = l_mut_44_;
                                                int l_281_ = asint(asuint(_e837) + asuint(int(149)));
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
                                                uint64_t _e852 = l_mut_137_;
                                                uint l_288_ = uint(_e852);
                                                l_mut_14_ = l_288_;
                                            }
                                        }
                                    }
                                    uint _e855 = l_mut_14_;
                                    l_mut_170_ = _e855;
                                    l_mut_228_ = l_248_;
                                } else {
                                    int _e856 = l_mut_75_;
                                    bool l_289_ = (_e856 <= l_252_);
                                    if (l_289_) {
                                        int _e858 = l_mut_75_;
                                        uint64_t l_290_ = uint64_t(_e858);
                                        uint64_t l_291_ = (l_248_ >> uint(l_290_));
                                        l_mut_137_ = l_291_;
                                        uint64_t _e863 = l_mut_137_;
                                        uint64_t l_292_ = (_e863 << uint(l_290_));
                                        uint64_t l_293_ = (l_248_ - l_292_);
                                        uint64_t l_294_ = (l_290_ - 1uL);
                                        uint64_t l_295_ = (1uL << uint(l_294_));
                                        bool l_296_ = (l_293_ > l_295_);
                                        bool l_297_ = (l_293_ == l_295_);
                                        uint64_t _e876 = l_mut_137_;
                                        uint64_t l_298_ = (_e876 & 1uL);
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
                                            uint64_t _e890 = l_mut_137_;
                                            l_mut_137_ = (_e890 + 1uL);
                                        }
                                        uint64_t _e893 = l_mut_137_;
                                        uint64_t l_302_ = (_e893 << uint(l_290_));
                                        l_mut_228_ = l_302_;
                                        int _e897 = l_mut_44_;
                                        int _e898 = l_mut_75_;
                                        int l_303_ = asint(asuint(_e897) + asuint(_e898));
                                        l_mut_14_ = 0u;
                                        uint64_t _e901 = l_mut_137_;
                                        bool l_304_ = (_e901 != 0uL);
                                        if (l_304_) {
                                            uint64_t _e904 = l_mut_137_;
                                            uint64_t _e910 = l_mut_137_;
                                            uint64_t _e914 = l_mut_137_;
                                            uint l_305_ = (((_e914 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e910)))) : (31u - firstbithigh(uint((_e904 >> 32u)))));
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
                                                        uint64_t _e938 = l_mut_137_;
                                                        uint64_t l_316_ = (_e938 >> uint(l_315_));
                                                        l_mut_92_ = l_316_;
                                                    } else {
                                                        int l_317_ = asint(asuint(int(24)) - asuint(l_307_));
                                                        uint64_t l_318_ = uint64_t(l_317_);
                                                        uint64_t _e945 = l_mut_137_;
                                                        uint64_t l_319_ = (_e945 << uint(l_318_));
                                                        l_mut_92_ = l_319_;
                                                    }
                                                    uint l_320_ = uint(l_310_);
                                                    uint l_321_ = (l_320_ << 23u);
                                                    uint64_t _e952 = l_mut_92_;
                                                    uint l_322_ = uint(_e952);
                                                    uint l_323_ = (l_322_ & 8388607u);
                                                    uint l_324_ = (l_321_ | l_323_);
                                                    l_mut_14_ = l_324_;
                                                } else {
                                                    int l_325_ = asint(asuint(l_303_) + asuint(int(149)));
                                                    bool l_326_ = (l_325_ >= int(0));
                                                    if (l_326_) {
                                                        uint64_t l_327_ = uint64_t(l_325_);
                                                        uint64_t _e963 = l_mut_137_;
                                                        uint64_t l_328_ = (_e963 << uint(l_327_));
                                                        l_mut_92_ = l_328_;
                                                    } else {
                                                        int l_329_ = asint(asuint(int(0)) - asuint(l_325_));
                                                        uint64_t l_330_ = uint64_t(l_329_);
                                                        uint64_t _e970 = l_mut_137_;
                                                        uint64_t l_331_ = (_e970 >> uint(l_330_));
                                                        l_mut_92_ = l_331_;
                                                    }
                                                    uint64_t _e974 = l_mut_92_;
                                                    uint l_332_ = uint(_e974);
                                                    l_mut_14_ = l_332_;
                                                }
                                            }
                                        }
                                        uint _e977 = l_mut_14_;
                                        l_mut_170_ = _e977;
                                    }
                                }
                            }
                            uint l_333_ = (l_32_ ^ 2147483648u);
                            uint _e980 = l_mut_170_;
                            uint l_334_ = (_e980 | l_333_);
                            float l_335_ = asfloat(l_334_);
                            l_mut_156_ = l_335_;
                        }
                    }
                    float _e983 = l_mut_156_;
                    l_mut_51_ = _e983;
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
        uint _e991 = l_mut_170_;
        uint l_341_ = (_e991 >> 23u);
        uint l_342_ = (l_341_ & 255u);
        uint _e996 = l_mut_170_;
        uint l_343_ = (_e996 & 8388607u);
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
        uint _e1011 = l_mut_170_;
        uint l_352_ = (_e1011 & 2147483648u);
        bool l_353_ = (l_342_ == 255u);
        uint _e1016 = l_mut_15_;
        uint l_354_ = (_e1016 >> 23u);
        uint l_355_ = (l_354_ & 255u);
        uint _e1021 = l_mut_15_;
        uint l_356_ = (_e1021 & 8388607u);
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
        uint _e1036 = l_mut_15_;
        uint l_365_ = (_e1036 & 2147483648u);
        bool l_366_ = (l_355_ == 255u);
        float l_367_ = (l_8_ + l_11_);
        l_mut_156_ = l_367_;
        l_mut_368_ = 0.0;
        bool l_369_ = !(l_353_);
        uint64_t _e1044 = l_mut_137_;
        bool l_370_ = (_e1044 != 0uL);
        if (l_369_) {
            local_7 = l_370_;
        } else {
            local_7 = false;
        }
        bool l_371_ = local_7;
        if (l_371_) {
            int _e1051 = l_mut_75_;
            int _e1052 = l_mut_44_;
            int l_372_ = asint(asuint(_e1051) - asuint(_e1052));
            bool l_373_ = (l_372_ >= int(26));
            if (l_373_) {
                uint _e1056 = l_mut_170_;
                float l_374_ = asfloat(_e1056);
                l_mut_156_ = l_374_;
                uint _e1058 = l_mut_15_;
                float l_375_ = asfloat(_e1058);
                l_mut_368_ = l_375_;
            } else {
                uint64_t l_376_ = uint64_t(l_372_);
                uint64_t _e1061 = l_mut_228_;
                uint64_t l_377_ = (_e1061 << uint(l_376_));
                uint64_t _e1065 = l_mut_137_;
                uint64_t l_378_ = (l_377_ - _e1065);
                l_mut_92_ = l_378_;
                bool l_379_ = (l_352_ == l_365_);
                if (l_379_) {
                    uint64_t _e1068 = l_mut_137_;
                    uint64_t l_380_ = (l_377_ + _e1068);
                    l_mut_92_ = l_380_;
                }
                uint64_t _e1070 = l_mut_92_;
                bool l_381_ = (_e1070 == 0uL);
                if (l_381_) {
                    l_mut_156_ = 0.0;
                } else {
                    l_mut_170_ = 0u;
                    l_mut_66_ = 0uL;
                    uint64_t _e1076 = l_mut_92_;
                    bool l_382_ = (_e1076 != 0uL);
                    if (l_382_) {
                        uint64_t _e1079 = l_mut_92_;
                        uint64_t _e1085 = l_mut_92_;
                        uint64_t _e1089 = l_mut_92_;
                        uint l_383_ = (((_e1089 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e1085)))) : (31u - firstbithigh(uint((_e1079 >> 32u)))));
                        int l_384_ = int(l_383_);
                        int l_385_ = asint(asuint(int(64)) - asuint(l_384_));
                        int l_386_ = asint(asuint(l_385_) - asuint(int(1)));
                        int _e1100 = l_mut_44_;
                        int l_387_ = asint(asuint(l_386_) + asuint(_e1100));
                        int l_388_ = asint(asuint(l_387_) + asuint(int(127)));
                        int _e1105 = l_mut_44_;
                        int l_389_ = asint(asuint(int(-149)) - asuint(_e1105));
                        l_mut_29_ = l_389_;
                        bool l_390_ = (l_388_ >= int(1));
                        if (l_390_) {
                            int l_391_ = asint(asuint(l_385_) - asuint(int(24)));
                            l_mut_29_ = l_391_;
                        }
                        int _e1111 = l_mut_29_;
                        bool l_392_ = (_e1111 <= int(0));
                        if (l_392_) {
                            l_mut_15_ = 0u;
                            uint64_t _e1115 = l_mut_92_;
                            bool l_393_ = (_e1115 != 0uL);
                            if (l_393_) {
                                uint64_t _e1118 = l_mut_92_;
                                uint64_t _e1124 = l_mut_92_;
                                uint64_t _e1128 = l_mut_92_;
                                uint l_394_ = (((_e1128 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e1124)))) : (31u - firstbithigh(uint((_e1118 >> 32u)))));
                                int l_395_ = int(l_394_);
                                int l_396_ = asint(asuint(int(64)) - asuint(l_395_));
                                int l_397_ = asint(asuint(l_396_) - asuint(int(1)));
                                int _e1139 = l_mut_44_;
                                int l_398_ = asint(asuint(l_397_) + asuint(_e1139));
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
                                            uint64_t _e1153 = l_mut_92_;
                                            uint64_t l_405_ = (_e1153 >> uint(l_404_));
                                            l_mut_62_ = l_405_;
                                        } else {
                                            int l_406_ = asint(asuint(int(24)) - asuint(l_396_));
                                            uint64_t l_407_ = uint64_t(l_406_);
                                            uint64_t _e1160 = l_mut_92_;
                                            uint64_t l_408_ = (_e1160 << uint(l_407_));
                                            l_mut_62_ = l_408_;
                                        }
                                        uint l_409_ = uint(l_399_);
                                        uint l_410_ = (l_409_ << 23u);
                                        uint64_t _e1167 = l_mut_62_;
                                        uint l_411_ = uint(_e1167);
                                        uint l_412_ = (l_411_ & 8388607u);
                                        uint l_413_ = (l_410_ | l_412_);
                                        l_mut_15_ = l_413_;
                                    } else {
                                        int _e1173 = l_mut_44_;
                                        int l_414_ = asint(asuint(_e1173) + asuint(int(149)));
                                        bool l_415_ = (l_414_ >= int(0));
                                        if (l_415_) {
                                            uint64_t l_416_ = uint64_t(l_414_);
                                            uint64_t _e1179 = l_mut_92_;
                                            uint64_t l_417_ = (_e1179 << uint(l_416_));
                                            l_mut_62_ = l_417_;
                                        } else {
                                            int l_418_ = asint(asuint(int(0)) - asuint(l_414_));
                                            uint64_t l_419_ = uint64_t(l_418_);
                                            uint64_t _e1186 = l_mut_92_;
                                            uint64_t l_420_ = (_e1186 >> uint(l_419_));
                                            l_mut_62_ = l_420_;
                                        }
                                        uint64_t _e1190 = l_mut_62_;
                                        uint l_421_ = uint(_e1190);
                                        l_mut_15_ = l_421_;
                                    }
                                }
                            }
                            uint _e1193 = l_mut_15_;
                            l_mut_170_ = _e1193;
                            uint64_t _e1194 = l_mut_92_;
                            l_mut_66_ = _e1194;
                        } else {
                            int _e1195 = l_mut_29_;
                            bool l_422_ = (_e1195 <= l_385_);
                            if (l_422_) {
                                int _e1197 = l_mut_29_;
                                uint64_t l_423_ = uint64_t(_e1197);
                                uint64_t _e1199 = l_mut_92_;
                                uint64_t l_424_ = (_e1199 >> uint(l_423_));
                                l_mut_62_ = l_424_;
                                uint64_t _e1203 = l_mut_62_;
                                uint64_t l_425_ = (_e1203 << uint(l_423_));
                                uint64_t _e1207 = l_mut_92_;
                                uint64_t l_426_ = (_e1207 - l_425_);
                                uint64_t l_427_ = (l_423_ - 1uL);
                                uint64_t l_428_ = (1uL << uint(l_427_));
                                bool l_429_ = (l_426_ > l_428_);
                                bool l_430_ = (l_426_ == l_428_);
                                uint64_t _e1217 = l_mut_62_;
                                uint64_t l_431_ = (_e1217 & 1uL);
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
                                    uint64_t _e1231 = l_mut_62_;
                                    l_mut_62_ = (_e1231 + 1uL);
                                }
                                uint64_t _e1234 = l_mut_62_;
                                uint64_t l_435_ = (_e1234 << uint(l_423_));
                                l_mut_66_ = l_435_;
                                int _e1238 = l_mut_44_;
                                int _e1239 = l_mut_29_;
                                int l_436_ = asint(asuint(_e1238) + asuint(_e1239));
                                l_mut_15_ = 0u;
                                uint64_t _e1242 = l_mut_62_;
                                bool l_437_ = (_e1242 != 0uL);
                                if (l_437_) {
                                    uint64_t _e1245 = l_mut_62_;
                                    uint64_t _e1251 = l_mut_62_;
                                    uint64_t _e1255 = l_mut_62_;
                                    uint l_438_ = (((_e1255 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e1251)))) : (31u - firstbithigh(uint((_e1245 >> 32u)))));
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
                                                uint64_t _e1279 = l_mut_62_;
                                                uint64_t l_449_ = (_e1279 >> uint(l_448_));
                                                l_mut_40_ = l_449_;
                                            } else {
                                                int l_450_ = asint(asuint(int(24)) - asuint(l_440_));
                                                uint64_t l_451_ = uint64_t(l_450_);
                                                uint64_t _e1286 = l_mut_62_;
                                                uint64_t l_452_ = (_e1286 << uint(l_451_));
                                                l_mut_40_ = l_452_;
                                            }
                                            uint l_453_ = uint(l_443_);
                                            uint l_454_ = (l_453_ << 23u);
                                            uint64_t _e1293 = l_mut_40_;
                                            uint l_455_ = uint(_e1293);
                                            uint l_456_ = (l_455_ & 8388607u);
                                            uint l_457_ = (l_454_ | l_456_);
                                            l_mut_15_ = l_457_;
                                        } else {
                                            int l_458_ = asint(asuint(l_436_) + asuint(int(149)));
                                            bool l_459_ = (l_458_ >= int(0));
                                            if (l_459_) {
                                                uint64_t l_460_ = uint64_t(l_458_);
                                                uint64_t _e1304 = l_mut_62_;
                                                uint64_t l_461_ = (_e1304 << uint(l_460_));
                                                l_mut_40_ = l_461_;
                                            } else {
                                                int l_462_ = asint(asuint(int(0)) - asuint(l_458_));
                                                uint64_t l_463_ = uint64_t(l_462_);
                                                uint64_t _e1311 = l_mut_62_;
                                                uint64_t l_464_ = (_e1311 >> uint(l_463_));
                                                l_mut_40_ = l_464_;
                                            }
                                            uint64_t _e1315 = l_mut_40_;
                                            uint l_465_ = uint(_e1315);
                                            l_mut_15_ = l_465_;
                                        }
                                    }
                                }
                                uint _e1318 = l_mut_15_;
                                l_mut_170_ = _e1318;
                            }
                        }
                    }
                    uint _e1319 = l_mut_170_;
                    uint l_466_ = (_e1319 | l_352_);
                    float l_467_ = asfloat(l_466_);
                    l_mut_156_ = l_467_;
                    l_mut_468_ = 0.0;
                    uint64_t _e1323 = l_mut_92_;
                    uint64_t _e1324 = l_mut_66_;
                    bool l_469_ = (_e1323 > _e1324);
                    if (l_469_) {
                        uint64_t _e1326 = l_mut_92_;
                        uint64_t _e1327 = l_mut_66_;
                        uint64_t l_470_ = (_e1326 - _e1327);
                        l_mut_15_ = 0u;
                        l_mut_62_ = 0uL;
                        bool l_471_ = (l_470_ != 0uL);
                        if (l_471_) {
                            uint l_472_ = (((l_470_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_470_)))) : (31u - firstbithigh(uint((l_470_ >> 32u)))));
                            int l_473_ = int(l_472_);
                            int l_474_ = asint(asuint(int(64)) - asuint(l_473_));
                            int l_475_ = asint(asuint(l_474_) - asuint(int(1)));
                            int _e1351 = l_mut_44_;
                            int l_476_ = asint(asuint(l_475_) + asuint(_e1351));
                            int l_477_ = asint(asuint(l_476_) + asuint(int(127)));
                            int _e1356 = l_mut_44_;
                            int l_478_ = asint(asuint(int(-149)) - asuint(_e1356));
                            l_mut_29_ = l_478_;
                            bool l_479_ = (l_477_ >= int(1));
                            if (l_479_) {
                                int l_480_ = asint(asuint(l_474_) - asuint(int(24)));
                                l_mut_29_ = l_480_;
                            }
                            int _e1362 = l_mut_29_;
                            bool l_481_ = (_e1362 <= int(0));
                            if (l_481_) {
                                l_mut_14_ = 0u;
                                bool l_482_ = (l_470_ != 0uL);
                                if (l_482_) {
                                    uint l_483_ = (((l_470_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_470_)))) : (31u - firstbithigh(uint((l_470_ >> 32u)))));
                                    int l_484_ = int(l_483_);
                                    int l_485_ = asint(asuint(int(64)) - asuint(l_484_));
                                    int l_486_ = asint(asuint(l_485_) - asuint(int(1)));
                                    int _e1386 = l_mut_44_;
                                    int l_487_ = asint(asuint(l_486_) + asuint(_e1386));
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
                                            uint64_t _e1412 = l_mut_40_;
                                            uint l_500_ = uint(_e1412);
                                            uint l_501_ = (l_500_ & 8388607u);
                                            uint l_502_ = (l_499_ | l_501_);
                                            l_mut_14_ = l_502_;
                                        } else {
                                            int _e1418 = l_mut_44_;
                                            int l_503_ = asint(asuint(_e1418) + asuint(int(149)));
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
                                            uint64_t _e1433 = l_mut_40_;
                                            uint l_510_ = uint(_e1433);
                                            l_mut_14_ = l_510_;
                                        }
                                    }
                                }
                                uint _e1436 = l_mut_14_;
                                l_mut_15_ = _e1436;
                                l_mut_62_ = l_470_;
                            } else {
                                int _e1437 = l_mut_29_;
                                bool l_511_ = (_e1437 <= l_474_);
                                if (l_511_) {
                                    int _e1439 = l_mut_29_;
                                    uint64_t l_512_ = uint64_t(_e1439);
                                    uint64_t l_513_ = (l_470_ >> uint(l_512_));
                                    l_mut_40_ = l_513_;
                                    uint64_t _e1444 = l_mut_40_;
                                    uint64_t l_514_ = (_e1444 << uint(l_512_));
                                    uint64_t l_515_ = (l_470_ - l_514_);
                                    uint64_t l_516_ = (l_512_ - 1uL);
                                    uint64_t l_517_ = (1uL << uint(l_516_));
                                    bool l_518_ = (l_515_ > l_517_);
                                    bool l_519_ = (l_515_ == l_517_);
                                    uint64_t _e1457 = l_mut_40_;
                                    uint64_t l_520_ = (_e1457 & 1uL);
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
                                        uint64_t _e1471 = l_mut_40_;
                                        l_mut_40_ = (_e1471 + 1uL);
                                    }
                                    uint64_t _e1474 = l_mut_40_;
                                    uint64_t l_524_ = (_e1474 << uint(l_512_));
                                    l_mut_62_ = l_524_;
                                    int _e1478 = l_mut_44_;
                                    int _e1479 = l_mut_29_;
                                    int l_525_ = asint(asuint(_e1478) + asuint(_e1479));
                                    l_mut_14_ = 0u;
                                    uint64_t _e1482 = l_mut_40_;
                                    bool l_526_ = (_e1482 != 0uL);
                                    if (l_526_) {
                                        uint64_t _e1485 = l_mut_40_;
                                        uint64_t _e1491 = l_mut_40_;
                                        uint64_t _e1495 = l_mut_40_;
                                        uint l_527_ = (((_e1495 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e1491)))) : (31u - firstbithigh(uint((_e1485 >> 32u)))));
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
                                                    uint64_t _e1519 = l_mut_40_;
                                                    uint64_t l_538_ = (_e1519 >> uint(l_537_));
                                                    l_mut_25_ = l_538_;
                                                } else {
                                                    int l_539_ = asint(asuint(int(24)) - asuint(l_529_));
                                                    uint64_t l_540_ = uint64_t(l_539_);
                                                    uint64_t _e1526 = l_mut_40_;
                                                    uint64_t l_541_ = (_e1526 << uint(l_540_));
                                                    l_mut_25_ = l_541_;
                                                }
                                                uint l_542_ = uint(l_532_);
                                                uint l_543_ = (l_542_ << 23u);
                                                uint64_t _e1533 = l_mut_25_;
                                                uint l_544_ = uint(_e1533);
                                                uint l_545_ = (l_544_ & 8388607u);
                                                uint l_546_ = (l_543_ | l_545_);
                                                l_mut_14_ = l_546_;
                                            } else {
                                                int l_547_ = asint(asuint(l_525_) + asuint(int(149)));
                                                bool l_548_ = (l_547_ >= int(0));
                                                if (l_548_) {
                                                    uint64_t l_549_ = uint64_t(l_547_);
                                                    uint64_t _e1544 = l_mut_40_;
                                                    uint64_t l_550_ = (_e1544 << uint(l_549_));
                                                    l_mut_25_ = l_550_;
                                                } else {
                                                    int l_551_ = asint(asuint(int(0)) - asuint(l_547_));
                                                    uint64_t l_552_ = uint64_t(l_551_);
                                                    uint64_t _e1551 = l_mut_40_;
                                                    uint64_t l_553_ = (_e1551 >> uint(l_552_));
                                                    l_mut_25_ = l_553_;
                                                }
                                                uint64_t _e1555 = l_mut_25_;
                                                uint l_554_ = uint(_e1555);
                                                l_mut_14_ = l_554_;
                                            }
                                        }
                                    }
                                    uint _e1558 = l_mut_14_;
                                    l_mut_15_ = _e1558;
                                }
                            }
                        }
                        uint _e1559 = l_mut_15_;
                        uint l_555_ = (_e1559 | l_352_);
                        float l_556_ = asfloat(l_555_);
                        l_mut_468_ = l_556_;
                    } else {
                        uint64_t _e1562 = l_mut_66_;
                        uint64_t _e1563 = l_mut_92_;
                        bool l_557_ = (_e1562 > _e1563);
                        if (l_557_) {
                            uint64_t _e1565 = l_mut_66_;
                            uint64_t _e1566 = l_mut_92_;
                            uint64_t l_558_ = (_e1565 - _e1566);
                            l_mut_15_ = 0u;
                            l_mut_92_ = 0uL;
                            bool l_559_ = (l_558_ != 0uL);
                            if (l_559_) {
                                uint l_560_ = (((l_558_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_558_)))) : (31u - firstbithigh(uint((l_558_ >> 32u)))));
                                int l_561_ = int(l_560_);
                                int l_562_ = asint(asuint(int(64)) - asuint(l_561_));
                                int l_563_ = asint(asuint(l_562_) - asuint(int(1)));
                                int _e1590 = l_mut_44_;
                                int l_564_ = asint(asuint(l_563_) + asuint(_e1590));
                                int l_565_ = asint(asuint(l_564_) + asuint(int(127)));
                                int _e1595 = l_mut_44_;
                                int l_566_ = asint(asuint(int(-149)) - asuint(_e1595));
                                l_mut_29_ = l_566_;
                                bool l_567_ = (l_565_ >= int(1));
                                if (l_567_) {
                                    int l_568_ = asint(asuint(l_562_) - asuint(int(24)));
                                    l_mut_29_ = l_568_;
                                }
                                int _e1601 = l_mut_29_;
                                bool l_569_ = (_e1601 <= int(0));
                                if (l_569_) {
                                    l_mut_14_ = 0u;
                                    bool l_570_ = (l_558_ != 0uL);
                                    if (l_570_) {
                                        uint l_571_ = (((l_558_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_558_)))) : (31u - firstbithigh(uint((l_558_ >> 32u)))));
                                        int l_572_ = int(l_571_);
                                        int l_573_ = asint(asuint(int(64)) - asuint(l_572_));
                                        int l_574_ = asint(asuint(l_573_) - asuint(int(1)));
                                        int _e1625 = l_mut_44_;
                                        int l_575_ = asint(asuint(l_574_) + asuint(_e1625));
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
                                                uint64_t _e1651 = l_mut_62_;
                                                uint l_588_ = uint(_e1651);
                                                uint l_589_ = (l_588_ & 8388607u);
                                                uint l_590_ = (l_587_ | l_589_);
                                                l_mut_14_ = l_590_;
                                            } else {
                                                int _e1657 = l_mut_44_;
                                                int l_591_ = asint(asuint(_e1657) + asuint(int(149)));
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
                                                uint64_t _e1672 = l_mut_62_;
                                                uint l_598_ = uint(_e1672);
                                                l_mut_14_ = l_598_;
                                            }
                                        }
                                    }
                                    uint _e1675 = l_mut_14_;
                                    l_mut_15_ = _e1675;
                                    l_mut_92_ = l_558_;
                                } else {
                                    int _e1676 = l_mut_29_;
                                    bool l_599_ = (_e1676 <= l_562_);
                                    if (l_599_) {
                                        int _e1678 = l_mut_29_;
                                        uint64_t l_600_ = uint64_t(_e1678);
                                        uint64_t l_601_ = (l_558_ >> uint(l_600_));
                                        l_mut_62_ = l_601_;
                                        uint64_t _e1683 = l_mut_62_;
                                        uint64_t l_602_ = (_e1683 << uint(l_600_));
                                        uint64_t l_603_ = (l_558_ - l_602_);
                                        uint64_t l_604_ = (l_600_ - 1uL);
                                        uint64_t l_605_ = (1uL << uint(l_604_));
                                        bool l_606_ = (l_603_ > l_605_);
                                        bool l_607_ = (l_603_ == l_605_);
                                        uint64_t _e1696 = l_mut_62_;
                                        uint64_t l_608_ = (_e1696 & 1uL);
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
                                            uint64_t _e1710 = l_mut_62_;
                                            l_mut_62_ = (_e1710 + 1uL);
                                        }
                                        uint64_t _e1713 = l_mut_62_;
                                        uint64_t l_612_ = (_e1713 << uint(l_600_));
                                        l_mut_92_ = l_612_;
                                        int _e1717 = l_mut_44_;
                                        int _e1718 = l_mut_29_;
                                        int l_613_ = asint(asuint(_e1717) + asuint(_e1718));
                                        l_mut_14_ = 0u;
                                        uint64_t _e1721 = l_mut_62_;
                                        bool l_614_ = (_e1721 != 0uL);
                                        if (l_614_) {
                                            uint64_t _e1724 = l_mut_62_;
                                            uint64_t _e1730 = l_mut_62_;
                                            uint64_t _e1734 = l_mut_62_;
                                            uint l_615_ = (((_e1734 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e1730)))) : (31u - firstbithigh(uint((_e1724 >> 32u)))));
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
                                                        uint64_t _e1758 = l_mut_62_;
                                                        uint64_t l_626_ = (_e1758 >> uint(l_625_));
                                                        l_mut_40_ = l_626_;
                                                    } else {
                                                        int l_627_ = asint(asuint(int(24)) - asuint(l_617_));
                                                        uint64_t l_628_ = uint64_t(l_627_);
                                                        uint64_t _e1765 = l_mut_62_;
                                                        uint64_t l_629_ = (_e1765 << uint(l_628_));
                                                        l_mut_40_ = l_629_;
                                                    }
                                                    uint l_630_ = uint(l_620_);
                                                    uint l_631_ = (l_630_ << 23u);
                                                    uint64_t _e1772 = l_mut_40_;
                                                    uint l_632_ = uint(_e1772);
                                                    uint l_633_ = (l_632_ & 8388607u);
                                                    uint l_634_ = (l_631_ | l_633_);
                                                    l_mut_14_ = l_634_;
                                                } else {
                                                    int l_635_ = asint(asuint(l_613_) + asuint(int(149)));
                                                    bool l_636_ = (l_635_ >= int(0));
                                                    if (l_636_) {
                                                        uint64_t l_637_ = uint64_t(l_635_);
                                                        uint64_t _e1783 = l_mut_62_;
                                                        uint64_t l_638_ = (_e1783 << uint(l_637_));
                                                        l_mut_40_ = l_638_;
                                                    } else {
                                                        int l_639_ = asint(asuint(int(0)) - asuint(l_635_));
                                                        uint64_t l_640_ = uint64_t(l_639_);
                                                        uint64_t _e1790 = l_mut_62_;
                                                        uint64_t l_641_ = (_e1790 >> uint(l_640_));
                                                        l_mut_40_ = l_641_;
                                                    }
                                                    uint64_t _e1794 = l_mut_40_;
                                                    uint l_642_ = uint(_e1794);
                                                    l_mut_14_ = l_642_;
                                                }
                                            }
                                        }
                                        uint _e1797 = l_mut_14_;
                                        l_mut_15_ = _e1797;
                                    }
                                }
                            }
                            uint l_643_ = (l_352_ ^ 2147483648u);
                            uint _e1800 = l_mut_15_;
                            uint l_644_ = (_e1800 | l_643_);
                            float l_645_ = asfloat(l_644_);
                            l_mut_468_ = l_645_;
                        }
                    }
                    float _e1803 = l_mut_468_;
                    l_mut_368_ = _e1803;
                }
            }
        }
        float _e1804 = l_mut_51_;
        uint l_646_ = asuint(_e1804);
        float _e1806 = l_mut_156_;
        uint l_647_ = asuint(_e1806);
        l_mut_170_ = l_646_;
        l_mut_15_ = l_647_;
        uint l_648_ = (l_647_ & 2147483647u);
        uint l_649_ = (l_646_ & 2147483647u);
        bool l_650_ = (l_648_ > l_649_);
        if (l_650_) {
            l_mut_170_ = l_647_;
            l_mut_15_ = l_646_;
        }
        uint _e1813 = l_mut_170_;
        uint l_651_ = (_e1813 >> 23u);
        uint l_652_ = (l_651_ & 255u);
        uint _e1818 = l_mut_170_;
        uint l_653_ = (_e1818 & 8388607u);
        bool l_654_ = (l_652_ != 0u);
        if (l_654_) {
            uint l_655_ = (l_653_ | 8388608u);
            uint64_t l_656_ = uint64_t(l_655_);
            l_mut_228_ = l_656_;
        } else {
            uint64_t l_657_ = uint64_t(l_653_);
            l_mut_228_ = l_657_;
        }
        if (l_654_) {
            int l_658_ = int(l_652_);
            int l_659_ = asint(asuint(l_658_) - asuint(int(150)));
            l_mut_75_ = l_659_;
        } else {
            int l_661_ = asint(asuint(int(1)) - asuint(int(150)));
            l_mut_75_ = l_661_;
        }
        uint _e1833 = l_mut_170_;
        uint l_662_ = (_e1833 & 2147483648u);
        bool l_663_ = (l_652_ == 255u);
        uint _e1838 = l_mut_15_;
        uint l_664_ = (_e1838 >> 23u);
        uint l_665_ = (l_664_ & 255u);
        uint _e1843 = l_mut_15_;
        uint l_666_ = (_e1843 & 8388607u);
        bool l_667_ = (l_665_ != 0u);
        if (l_667_) {
            uint l_668_ = (l_666_ | 8388608u);
            uint64_t l_669_ = uint64_t(l_668_);
            l_mut_137_ = l_669_;
        } else {
            uint64_t l_670_ = uint64_t(l_666_);
            l_mut_137_ = l_670_;
        }
        if (l_667_) {
            int l_671_ = int(l_665_);
            int l_672_ = asint(asuint(l_671_) - asuint(int(150)));
            l_mut_44_ = l_672_;
        } else {
            int l_674_ = asint(asuint(int(1)) - asuint(int(150)));
            l_mut_44_ = l_674_;
        }
        uint _e1858 = l_mut_15_;
        uint l_675_ = (_e1858 & 2147483648u);
        bool l_676_ = (l_665_ == 255u);
        float _e1863 = l_mut_51_;
        float _e1864 = l_mut_156_;
        float l_677_ = (_e1863 + _e1864);
        l_mut_468_ = l_677_;
        l_mut_678_ = 0.0;
        bool l_679_ = !(l_663_);
        uint64_t _e1868 = l_mut_137_;
        bool l_680_ = (_e1868 != 0uL);
        if (l_679_) {
            local_14 = l_680_;
        } else {
            local_14 = false;
        }
        bool l_681_ = local_14;
        if (l_681_) {
            int _e1875 = l_mut_75_;
            int _e1876 = l_mut_44_;
            int l_682_ = asint(asuint(_e1875) - asuint(_e1876));
            bool l_683_ = (l_682_ >= int(26));
            if (l_683_) {
                uint _e1880 = l_mut_170_;
                float l_684_ = asfloat(_e1880);
                l_mut_468_ = l_684_;
                uint _e1882 = l_mut_15_;
                float l_685_ = asfloat(_e1882);
                l_mut_678_ = l_685_;
            } else {
                uint64_t l_686_ = uint64_t(l_682_);
                uint64_t _e1885 = l_mut_228_;
                uint64_t l_687_ = (_e1885 << uint(l_686_));
                uint64_t _e1889 = l_mut_137_;
                uint64_t l_688_ = (l_687_ - _e1889);
                l_mut_92_ = l_688_;
                bool l_689_ = (l_662_ == l_675_);
                if (l_689_) {
                    uint64_t _e1892 = l_mut_137_;
                    uint64_t l_690_ = (l_687_ + _e1892);
                    l_mut_92_ = l_690_;
                }
                uint64_t _e1894 = l_mut_92_;
                bool l_691_ = (_e1894 == 0uL);
                if (l_691_) {
                    l_mut_468_ = 0.0;
                } else {
                    l_mut_170_ = 0u;
                    l_mut_66_ = 0uL;
                    uint64_t _e1900 = l_mut_92_;
                    bool l_692_ = (_e1900 != 0uL);
                    if (l_692_) {
                        uint64_t _e1903 = l_mut_92_;
                        uint64_t _e1909 = l_mut_92_;
                        uint64_t _e1913 = l_mut_92_;
                        uint l_693_ = (((_e1913 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e1909)))) : (31u - firstbithigh(uint((_e1903 >> 32u)))));
                        int l_694_ = int(l_693_);
                        int l_695_ = asint(asuint(int(64)) - asuint(l_694_));
                        int l_696_ = asint(asuint(l_695_) - asuint(int(1)));
                        int _e1924 = l_mut_44_;
                        int l_697_ = asint(asuint(l_696_) + asuint(_e1924));
                        int l_698_ = asint(asuint(l_697_) + asuint(int(127)));
                        int _e1929 = l_mut_44_;
                        int l_699_ = asint(asuint(int(-149)) - asuint(_e1929));
                        l_mut_29_ = l_699_;
                        bool l_700_ = (l_698_ >= int(1));
                        if (l_700_) {
                            int l_701_ = asint(asuint(l_695_) - asuint(int(24)));
                            l_mut_29_ = l_701_;
                        }
                        int _e1935 = l_mut_29_;
                        bool l_702_ = (_e1935 <= int(0));
                        if (l_702_) {
                            l_mut_15_ = 0u;
                            uint64_t _e1939 = l_mut_92_;
                            bool l_703_ = (_e1939 != 0uL);
                            if (l_703_) {
                                uint64_t _e1942 = l_mut_92_;
                                uint64_t _e1948 = l_mut_92_;
                                uint64_t _e1952 = l_mut_92_;
                                uint l_704_ = (((_e1952 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e1948)))) : (31u - firstbithigh(uint((_e1942 >> 32u)))));
                                int l_705_ = int(l_704_);
                                int l_706_ = asint(asuint(int(64)) - asuint(l_705_));
                                int l_707_ = asint(asuint(l_706_) - asuint(int(1)));
                                int _e1963 = l_mut_44_;
                                int l_708_ = asint(asuint(l_707_) + asuint(_e1963));
                                int l_709_ = asint(asuint(l_708_) + asuint(int(127)));
                                bool l_710_ = (l_709_ >= int(255));
                                if (l_710_) {
                                    l_mut_15_ = 2139095040u;
                                } else {
                                    bool l_711_ = (l_709_ >= int(1));
                                    if (l_711_) {
                                        bool l_712_ = (l_706_ > int(24));
                                        if (l_712_) {
                                            int l_713_ = asint(asuint(l_706_) - asuint(int(24)));
                                            uint64_t l_714_ = uint64_t(l_713_);
                                            uint64_t _e1977 = l_mut_92_;
                                            uint64_t l_715_ = (_e1977 >> uint(l_714_));
                                            l_mut_62_ = l_715_;
                                        } else {
                                            int l_716_ = asint(asuint(int(24)) - asuint(l_706_));
                                            uint64_t l_717_ = uint64_t(l_716_);
                                            uint64_t _e1984 = l_mut_92_;
                                            uint64_t l_718_ = (_e1984 << uint(l_717_));
                                            l_mut_62_ = l_718_;
                                        }
                                        uint l_719_ = uint(l_709_);
                                        uint l_720_ = (l_719_ << 23u);
                                        uint64_t _e1991 = l_mut_62_;
                                        uint l_721_ = uint(_e1991);
                                        uint l_722_ = (l_721_ & 8388607u);
                                        uint l_723_ = (l_720_ | l_722_);
                                        l_mut_15_ = l_723_;
                                    } else {
                                        int _e1997 = l_mut_44_;
                                        int l_724_ = asint(asuint(_e1997) + asuint(int(149)));
                                        bool l_725_ = (l_724_ >= int(0));
                                        if (l_725_) {
                                            uint64_t l_726_ = uint64_t(l_724_);
                                            uint64_t _e2003 = l_mut_92_;
                                            uint64_t l_727_ = (_e2003 << uint(l_726_));
                                            l_mut_62_ = l_727_;
                                        } else {
                                            int l_728_ = asint(asuint(int(0)) - asuint(l_724_));
                                            uint64_t l_729_ = uint64_t(l_728_);
                                            uint64_t _e2010 = l_mut_92_;
                                            uint64_t l_730_ = (_e2010 >> uint(l_729_));
                                            l_mut_62_ = l_730_;
                                        }
                                        uint64_t _e2014 = l_mut_62_;
                                        uint l_731_ = uint(_e2014);
                                        l_mut_15_ = l_731_;
                                    }
                                }
                            }
                            uint _e2017 = l_mut_15_;
                            l_mut_170_ = _e2017;
                            uint64_t _e2018 = l_mut_92_;
                            l_mut_66_ = _e2018;
                        } else {
                            int _e2019 = l_mut_29_;
                            bool l_732_ = (_e2019 <= l_695_);
                            if (l_732_) {
                                int _e2021 = l_mut_29_;
                                uint64_t l_733_ = uint64_t(_e2021);
                                uint64_t _e2023 = l_mut_92_;
                                uint64_t l_734_ = (_e2023 >> uint(l_733_));
                                l_mut_62_ = l_734_;
                                uint64_t _e2027 = l_mut_62_;
                                uint64_t l_735_ = (_e2027 << uint(l_733_));
                                uint64_t _e2031 = l_mut_92_;
                                uint64_t l_736_ = (_e2031 - l_735_);
                                uint64_t l_737_ = (l_733_ - 1uL);
                                uint64_t l_738_ = (1uL << uint(l_737_));
                                bool l_739_ = (l_736_ > l_738_);
                                bool l_740_ = (l_736_ == l_738_);
                                uint64_t _e2041 = l_mut_62_;
                                uint64_t l_741_ = (_e2041 & 1uL);
                                bool l_742_ = (l_741_ == 1uL);
                                if (l_740_) {
                                    local_15 = l_742_;
                                } else {
                                    local_15 = false;
                                }
                                bool l_743_ = local_15;
                                if (!(l_739_)) {
                                    local_16 = l_743_;
                                } else {
                                    local_16 = true;
                                }
                                bool l_744_ = local_16;
                                if (l_744_) {
                                    uint64_t _e2055 = l_mut_62_;
                                    l_mut_62_ = (_e2055 + 1uL);
                                }
                                uint64_t _e2058 = l_mut_62_;
                                uint64_t l_745_ = (_e2058 << uint(l_733_));
                                l_mut_66_ = l_745_;
                                int _e2062 = l_mut_44_;
                                int _e2063 = l_mut_29_;
                                int l_746_ = asint(asuint(_e2062) + asuint(_e2063));
                                l_mut_15_ = 0u;
                                uint64_t _e2066 = l_mut_62_;
                                bool l_747_ = (_e2066 != 0uL);
                                if (l_747_) {
                                    uint64_t _e2069 = l_mut_62_;
                                    uint64_t _e2075 = l_mut_62_;
                                    uint64_t _e2079 = l_mut_62_;
                                    uint l_748_ = (((_e2079 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e2075)))) : (31u - firstbithigh(uint((_e2069 >> 32u)))));
                                    int l_749_ = int(l_748_);
                                    int l_750_ = asint(asuint(int(64)) - asuint(l_749_));
                                    int l_751_ = asint(asuint(l_750_) - asuint(int(1)));
                                    int l_752_ = asint(asuint(l_751_) + asuint(l_746_));
                                    int l_753_ = asint(asuint(l_752_) + asuint(int(127)));
                                    bool l_754_ = (l_753_ >= int(255));
                                    if (l_754_) {
                                        l_mut_15_ = 2139095040u;
                                    } else {
                                        bool l_755_ = (l_753_ >= int(1));
                                        if (l_755_) {
                                            bool l_756_ = (l_750_ > int(24));
                                            if (l_756_) {
                                                int l_757_ = asint(asuint(l_750_) - asuint(int(24)));
                                                uint64_t l_758_ = uint64_t(l_757_);
                                                uint64_t _e2103 = l_mut_62_;
                                                uint64_t l_759_ = (_e2103 >> uint(l_758_));
                                                l_mut_40_ = l_759_;
                                            } else {
                                                int l_760_ = asint(asuint(int(24)) - asuint(l_750_));
                                                uint64_t l_761_ = uint64_t(l_760_);
                                                uint64_t _e2110 = l_mut_62_;
                                                uint64_t l_762_ = (_e2110 << uint(l_761_));
                                                l_mut_40_ = l_762_;
                                            }
                                            uint l_763_ = uint(l_753_);
                                            uint l_764_ = (l_763_ << 23u);
                                            uint64_t _e2117 = l_mut_40_;
                                            uint l_765_ = uint(_e2117);
                                            uint l_766_ = (l_765_ & 8388607u);
                                            uint l_767_ = (l_764_ | l_766_);
                                            l_mut_15_ = l_767_;
                                        } else {
                                            int l_768_ = asint(asuint(l_746_) + asuint(int(149)));
                                            bool l_769_ = (l_768_ >= int(0));
                                            if (l_769_) {
                                                uint64_t l_770_ = uint64_t(l_768_);
                                                uint64_t _e2128 = l_mut_62_;
                                                uint64_t l_771_ = (_e2128 << uint(l_770_));
                                                l_mut_40_ = l_771_;
                                            } else {
                                                int l_772_ = asint(asuint(int(0)) - asuint(l_768_));
                                                uint64_t l_773_ = uint64_t(l_772_);
                                                uint64_t _e2135 = l_mut_62_;
                                                uint64_t l_774_ = (_e2135 >> uint(l_773_));
                                                l_mut_40_ = l_774_;
                                            }
                                            uint64_t _e2139 = l_mut_40_;
                                            uint l_775_ = uint(_e2139);
                                            l_mut_15_ = l_775_;
                                        }
                                    }
                                }
                                uint _e2142 = l_mut_15_;
                                l_mut_170_ = _e2142;
                            }
                        }
                    }
                    uint _e2143 = l_mut_170_;
                    uint l_776_ = (_e2143 | l_662_);
                    float l_777_ = asfloat(l_776_);
                    l_mut_468_ = l_777_;
                    l_mut_778_ = 0.0;
                    uint64_t _e2147 = l_mut_92_;
                    uint64_t _e2148 = l_mut_66_;
                    bool l_779_ = (_e2147 > _e2148);
                    if (l_779_) {
                        uint64_t _e2150 = l_mut_92_;
                        uint64_t _e2151 = l_mut_66_;
                        uint64_t l_780_ = (_e2150 - _e2151);
                        l_mut_15_ = 0u;
                        l_mut_62_ = 0uL;
                        bool l_781_ = (l_780_ != 0uL);
                        if (l_781_) {
                            uint l_782_ = (((l_780_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_780_)))) : (31u - firstbithigh(uint((l_780_ >> 32u)))));
                            int l_783_ = int(l_782_);
                            int l_784_ = asint(asuint(int(64)) - asuint(l_783_));
                            int l_785_ = asint(asuint(l_784_) - asuint(int(1)));
                            int _e2175 = l_mut_44_;
                            int l_786_ = asint(asuint(l_785_) + asuint(_e2175));
                            int l_787_ = asint(asuint(l_786_) + asuint(int(127)));
                            int _e2180 = l_mut_44_;
                            int l_788_ = asint(asuint(int(-149)) - asuint(_e2180));
                            l_mut_29_ = l_788_;
                            bool l_789_ = (l_787_ >= int(1));
                            if (l_789_) {
                                int l_790_ = asint(asuint(l_784_) - asuint(int(24)));
                                l_mut_29_ = l_790_;
                            }
                            int _e2186 = l_mut_29_;
                            bool l_791_ = (_e2186 <= int(0));
                            if (l_791_) {
                                l_mut_14_ = 0u;
                                bool l_792_ = (l_780_ != 0uL);
                                if (l_792_) {
                                    uint l_793_ = (((l_780_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_780_)))) : (31u - firstbithigh(uint((l_780_ >> 32u)))));
                                    int l_794_ = int(l_793_);
                                    int l_795_ = asint(asuint(int(64)) - asuint(l_794_));
                                    int l_796_ = asint(asuint(l_795_) - asuint(int(1)));
                                    int _e2210 = l_mut_44_;
                                    int l_797_ = asint(asuint(l_796_) + asuint(_e2210));
                                    int l_798_ = asint(asuint(l_797_) + asuint(int(127)));
                                    bool l_799_ = (l_798_ >= int(255));
                                    if (l_799_) {
                                        l_mut_14_ = 2139095040u;
                                    } else {
                                        bool l_800_ = (l_798_ >= int(1));
                                        if (l_800_) {
                                            bool l_801_ = (l_795_ > int(24));
                                            if (l_801_) {
                                                int l_802_ = asint(asuint(l_795_) - asuint(int(24)));
                                                uint64_t l_803_ = uint64_t(l_802_);
                                                uint64_t l_804_ = (l_780_ >> uint(l_803_));
                                                l_mut_40_ = l_804_;
                                            } else {
                                                int l_805_ = asint(asuint(int(24)) - asuint(l_795_));
                                                uint64_t l_806_ = uint64_t(l_805_);
                                                uint64_t l_807_ = (l_780_ << uint(l_806_));
                                                l_mut_40_ = l_807_;
                                            }
                                            uint l_808_ = uint(l_798_);
                                            uint l_809_ = (l_808_ << 23u);
                                            uint64_t _e2236 = l_mut_40_;
                                            uint l_810_ = uint(_e2236);
                                            uint l_811_ = (l_810_ & 8388607u);
                                            uint l_812_ = (l_809_ | l_811_);
                                            l_mut_14_ = l_812_;
                                        } else {
                                            int _e2242 = l_mut_44_;
                                            int l_813_ = asint(asuint(_e2242) + asuint(int(149)));
                                            bool l_814_ = (l_813_ >= int(0));
                                            if (l_814_) {
                                                uint64_t l_815_ = uint64_t(l_813_);
                                                uint64_t l_816_ = (l_780_ << uint(l_815_));
                                                l_mut_40_ = l_816_;
                                            } else {
                                                int l_817_ = asint(asuint(int(0)) - asuint(l_813_));
                                                uint64_t l_818_ = uint64_t(l_817_);
                                                uint64_t l_819_ = (l_780_ >> uint(l_818_));
                                                l_mut_40_ = l_819_;
                                            }
                                            uint64_t _e2257 = l_mut_40_;
                                            uint l_820_ = uint(_e2257);
                                            l_mut_14_ = l_820_;
                                        }
                                    }
                                }
                                uint _e2260 = l_mut_14_;
                                l_mut_15_ = _e2260;
                                l_mut_62_ = l_780_;
                            } else {
                                int _e2261 = l_mut_29_;
                                bool l_821_ = (_e2261 <= l_784_);
                                if (l_821_) {
                                    int _e2263 = l_mut_29_;
                                    uint64_t l_822_ = uint64_t(_e2263);
                                    uint64_t l_823_ = (l_780_ >> uint(l_822_));
                                    l_mut_40_ = l_823_;
                                    uint64_t _e2268 = l_mut_40_;
                                    uint64_t l_824_ = (_e2268 << uint(l_822_));
                                    uint64_t l_825_ = (l_780_ - l_824_);
                                    uint64_t l_826_ = (l_822_ - 1uL);
                                    uint64_t l_827_ = (1uL << uint(l_826_));
                                    bool l_828_ = (l_825_ > l_827_);
                                    bool l_829_ = (l_825_ == l_827_);
                                    uint64_t _e2281 = l_mut_40_;
                                    uint64_t l_830_ = (_e2281 & 1uL);
                                    bool l_831_ = (l_830_ == 1uL);
                                    if (l_829_) {
                                        local_17 = l_831_;
                                    } else {
                                        local_17 = false;
                                    }
                                    bool l_832_ = local_17;
                                    if (!(l_828_)) {
                                        local_18 = l_832_;
                                    } else {
                                        local_18 = true;
                                    }
                                    bool l_833_ = local_18;
                                    if (l_833_) {
                                        uint64_t _e2295 = l_mut_40_;
                                        l_mut_40_ = (_e2295 + 1uL);
                                    }
                                    uint64_t _e2298 = l_mut_40_;
                                    uint64_t l_834_ = (_e2298 << uint(l_822_));
                                    l_mut_62_ = l_834_;
                                    int _e2302 = l_mut_44_;
                                    int _e2303 = l_mut_29_;
                                    int l_835_ = asint(asuint(_e2302) + asuint(_e2303));
                                    l_mut_14_ = 0u;
                                    uint64_t _e2306 = l_mut_40_;
                                    bool l_836_ = (_e2306 != 0uL);
                                    if (l_836_) {
                                        uint64_t _e2309 = l_mut_40_;
                                        uint64_t _e2315 = l_mut_40_;
                                        uint64_t _e2319 = l_mut_40_;
                                        uint l_837_ = (((_e2319 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e2315)))) : (31u - firstbithigh(uint((_e2309 >> 32u)))));
                                        int l_838_ = int(l_837_);
                                        int l_839_ = asint(asuint(int(64)) - asuint(l_838_));
                                        int l_840_ = asint(asuint(l_839_) - asuint(int(1)));
                                        int l_841_ = asint(asuint(l_840_) + asuint(l_835_));
                                        int l_842_ = asint(asuint(l_841_) + asuint(int(127)));
                                        bool l_843_ = (l_842_ >= int(255));
                                        if (l_843_) {
                                            l_mut_14_ = 2139095040u;
                                        } else {
                                            bool l_844_ = (l_842_ >= int(1));
                                            if (l_844_) {
                                                bool l_845_ = (l_839_ > int(24));
                                                if (l_845_) {
                                                    int l_846_ = asint(asuint(l_839_) - asuint(int(24)));
                                                    uint64_t l_847_ = uint64_t(l_846_);
                                                    uint64_t _e2343 = l_mut_40_;
                                                    uint64_t l_848_ = (_e2343 >> uint(l_847_));
                                                    l_mut_25_ = l_848_;
                                                } else {
                                                    int l_849_ = asint(asuint(int(24)) - asuint(l_839_));
                                                    uint64_t l_850_ = uint64_t(l_849_);
                                                    uint64_t _e2350 = l_mut_40_;
                                                    uint64_t l_851_ = (_e2350 << uint(l_850_));
                                                    l_mut_25_ = l_851_;
                                                }
                                                uint l_852_ = uint(l_842_);
                                                uint l_853_ = (l_852_ << 23u);
                                                uint64_t _e2357 = l_mut_25_;
                                                uint l_854_ = uint(_e2357);
                                                uint l_855_ = (l_854_ & 8388607u);
                                                uint l_856_ = (l_853_ | l_855_);
                                                l_mut_14_ = l_856_;
                                            } else {
                                                int l_857_ = asint(asuint(l_835_) + asuint(int(149)));
                                                bool l_858_ = (l_857_ >= int(0));
                                                if (l_858_) {
                                                    uint64_t l_859_ = uint64_t(l_857_);
                                                    uint64_t _e2368 = l_mut_40_;
                                                    uint64_t l_860_ = (_e2368 << uint(l_859_));
                                                    l_mut_25_ = l_860_;
                                                } else {
                                                    int l_861_ = asint(asuint(int(0)) - asuint(l_857_));
                                                    uint64_t l_862_ = uint64_t(l_861_);
                                                    uint64_t _e2375 = l_mut_40_;
                                                    uint64_t l_863_ = (_e2375 >> uint(l_862_));
                                                    l_mut_25_ = l_863_;
                                                }
                                                uint64_t _e2379 = l_mut_25_;
                                                uint l_864_ = uint(_e2379);
                                                l_mut_14_ = l_864_;
                                            }
                                        }
                                    }
                                    uint _e2382 = l_mut_14_;
                                    l_mut_15_ = _e2382;
                                }
                            }
                        }
                        uint _e2383 = l_mut_15_;
                        uint l_865_ = (_e2383 | l_662_);
                        float l_866_ = asfloat(l_865_);
                        l_mut_778_ = l_866_;
                    } else {
                        uint64_t _e2386 = l_mut_66_;
                        uint64_t _e2387 = l_mut_92_;
                        bool l_867_ = (_e2386 > _e2387);
                        if (l_867_) {
                            uint64_t _e2389 = l_mut_66_;
                            uint64_t _e2390 = l_mut_92_;
                            uint64_t l_868_ = (_e2389 - _e2390);
                            l_mut_15_ = 0u;
                            l_mut_92_ = 0uL;
                            bool l_869_ = (l_868_ != 0uL);
                            if (l_869_) {
                                uint l_870_ = (((l_868_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_868_)))) : (31u - firstbithigh(uint((l_868_ >> 32u)))));
                                int l_871_ = int(l_870_);
                                int l_872_ = asint(asuint(int(64)) - asuint(l_871_));
                                int l_873_ = asint(asuint(l_872_) - asuint(int(1)));
                                int _e2414 = l_mut_44_;
                                int l_874_ = asint(asuint(l_873_) + asuint(_e2414));
                                int l_875_ = asint(asuint(l_874_) + asuint(int(127)));
                                int _e2419 = l_mut_44_;
                                int l_876_ = asint(asuint(int(-149)) - asuint(_e2419));
                                l_mut_29_ = l_876_;
                                bool l_877_ = (l_875_ >= int(1));
                                if (l_877_) {
                                    int l_878_ = asint(asuint(l_872_) - asuint(int(24)));
                                    l_mut_29_ = l_878_;
                                }
                                int _e2425 = l_mut_29_;
                                bool l_879_ = (_e2425 <= int(0));
                                if (l_879_) {
                                    l_mut_14_ = 0u;
                                    bool l_880_ = (l_868_ != 0uL);
                                    if (l_880_) {
                                        uint l_881_ = (((l_868_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_868_)))) : (31u - firstbithigh(uint((l_868_ >> 32u)))));
                                        int l_882_ = int(l_881_);
                                        int l_883_ = asint(asuint(int(64)) - asuint(l_882_));
                                        int l_884_ = asint(asuint(l_883_) - asuint(int(1)));
                                        int _e2449 = l_mut_44_;
                                        int l_885_ = asint(asuint(l_884_) + asuint(_e2449));
                                        int l_886_ = asint(asuint(l_885_) + asuint(int(127)));
                                        bool l_887_ = (l_886_ >= int(255));
                                        if (l_887_) {
                                            l_mut_14_ = 2139095040u;
                                        } else {
                                            bool l_888_ = (l_886_ >= int(1));
                                            if (l_888_) {
                                                bool l_889_ = (l_883_ > int(24));
                                                if (l_889_) {
                                                    int l_890_ = asint(asuint(l_883_) - asuint(int(24)));
                                                    uint64_t l_891_ = uint64_t(l_890_);
                                                    uint64_t l_892_ = (l_868_ >> uint(l_891_));
                                                    l_mut_62_ = l_892_;
                                                } else {
                                                    int l_893_ = asint(asuint(int(24)) - asuint(l_883_));
                                                    uint64_t l_894_ = uint64_t(l_893_);
                                                    uint64_t l_895_ = (l_868_ << uint(l_894_));
                                                    l_mut_62_ = l_895_;
                                                }
                                                uint l_896_ = uint(l_886_);
                                                uint l_897_ = (l_896_ << 23u);
                                                uint64_t _e2475 = l_mut_62_;
                                                uint l_898_ = uint(_e2475);
                                                uint l_899_ = (l_898_ & 8388607u);
                                                uint l_900_ = (l_897_ | l_899_);
                                                l_mut_14_ = l_900_;
                                            } else {
                                                int _e2481 = l_mut_44_;
                                                int l_901_ = asint(asuint(_e2481) + asuint(int(149)));
                                                bool l_902_ = (l_901_ >= int(0));
                                                if (l_902_) {
                                                    uint64_t l_903_ = uint64_t(l_901_);
                                                    uint64_t l_904_ = (l_868_ << uint(l_903_));
                                                    l_mut_62_ = l_904_;
                                                } else {
                                                    int l_905_ = asint(asuint(int(0)) - asuint(l_901_));
                                                    uint64_t l_906_ = uint64_t(l_905_);
                                                    uint64_t l_907_ = (l_868_ >> uint(l_906_));
                                                    l_mut_62_ = l_907_;
                                                }
                                                uint64_t _e2496 = l_mut_62_;
                                                uint l_908_ = uint(_e2496);
                                                l_mut_14_ = l_908_;
                                            }
                                        }
                                    }
                                    uint _e2499 = l_mut_14_;
                                    l_mut_15_ = _e2499;
                                    l_mut_92_ = l_868_;
                                } else {
                                    int _e2500 = l_mut_29_;
                                    bool l_909_ = (_e2500 <= l_872_);
                                    if (l_909_) {
                                        int _e2502 = l_mut_29_;
                                        uint64_t l_910_ = uint64_t(_e2502);
                                        uint64_t l_911_ = (l_868_ >> uint(l_910_));
                                        l_mut_62_ = l_911_;
                                        uint64_t _e2507 = l_mut_62_;
                                        uint64_t l_912_ = (_e2507 << uint(l_910_));
                                        uint64_t l_913_ = (l_868_ - l_912_);
                                        uint64_t l_914_ = (l_910_ - 1uL);
                                        uint64_t l_915_ = (1uL << uint(l_914_));
                                        bool l_916_ = (l_913_ > l_915_);
                                        bool l_917_ = (l_913_ == l_915_);
                                        uint64_t _e2520 = l_mut_62_;
                                        uint64_t l_918_ = (_e2520 & 1uL);
                                        bool l_919_ = (l_918_ == 1uL);
                                        if (l_917_) {
                                            local_19 = l_919_;
                                        } else {
                                            local_19 = false;
                                        }
                                        bool l_920_ = local_19;
                                        if (!(l_916_)) {
                                            local_20 = l_920_;
                                        } else {
                                            local_20 = true;
                                        }
                                        bool l_921_ = local_20;
                                        if (l_921_) {
                                            uint64_t _e2534 = l_mut_62_;
                                            l_mut_62_ = (_e2534 + 1uL);
                                        }
                                        uint64_t _e2537 = l_mut_62_;
                                        uint64_t l_922_ = (_e2537 << uint(l_910_));
                                        l_mut_92_ = l_922_;
                                        int _e2541 = l_mut_44_;
                                        int _e2542 = l_mut_29_;
                                        int l_923_ = asint(asuint(_e2541) + asuint(_e2542));
                                        l_mut_14_ = 0u;
                                        uint64_t _e2545 = l_mut_62_;
                                        bool l_924_ = (_e2545 != 0uL);
                                        if (l_924_) {
                                            uint64_t _e2548 = l_mut_62_;
                                            uint64_t _e2554 = l_mut_62_;
                                            uint64_t _e2558 = l_mut_62_;
                                            uint l_925_ = (((_e2558 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e2554)))) : (31u - firstbithigh(uint((_e2548 >> 32u)))));
                                            int l_926_ = int(l_925_);
                                            int l_927_ = asint(asuint(int(64)) - asuint(l_926_));
                                            int l_928_ = asint(asuint(l_927_) - asuint(int(1)));
                                            int l_929_ = asint(asuint(l_928_) + asuint(l_923_));
                                            int l_930_ = asint(asuint(l_929_) + asuint(int(127)));
                                            bool l_931_ = (l_930_ >= int(255));
                                            if (l_931_) {
                                                l_mut_14_ = 2139095040u;
                                            } else {
                                                bool l_932_ = (l_930_ >= int(1));
                                                if (l_932_) {
                                                    bool l_933_ = (l_927_ > int(24));
                                                    if (l_933_) {
                                                        int l_934_ = asint(asuint(l_927_) - asuint(int(24)));
                                                        uint64_t l_935_ = uint64_t(l_934_);
                                                        uint64_t _e2582 = l_mut_62_;
                                                        uint64_t l_936_ = (_e2582 >> uint(l_935_));
                                                        l_mut_40_ = l_936_;
                                                    } else {
                                                        int l_937_ = asint(asuint(int(24)) - asuint(l_927_));
                                                        uint64_t l_938_ = uint64_t(l_937_);
                                                        uint64_t _e2589 = l_mut_62_;
                                                        uint64_t l_939_ = (_e2589 << uint(l_938_));
                                                        l_mut_40_ = l_939_;
                                                    }
                                                    uint l_940_ = uint(l_930_);
                                                    uint l_941_ = (l_940_ << 23u);
                                                    uint64_t _e2596 = l_mut_40_;
                                                    uint l_942_ = uint(_e2596);
                                                    uint l_943_ = (l_942_ & 8388607u);
                                                    uint l_944_ = (l_941_ | l_943_);
                                                    l_mut_14_ = l_944_;
                                                } else {
                                                    int l_945_ = asint(asuint(l_923_) + asuint(int(149)));
                                                    bool l_946_ = (l_945_ >= int(0));
                                                    if (l_946_) {
                                                        uint64_t l_947_ = uint64_t(l_945_);
                                                        uint64_t _e2607 = l_mut_62_;
                                                        uint64_t l_948_ = (_e2607 << uint(l_947_));
                                                        l_mut_40_ = l_948_;
                                                    } else {
                                                        int l_949_ = asint(asuint(int(0)) - asuint(l_945_));
                                                        uint64_t l_950_ = uint64_t(l_949_);
                                                        uint64_t _e2614 = l_mut_62_;
                                                        uint64_t l_951_ = (_e2614 >> uint(l_950_));
                                                        l_mut_40_ = l_951_;
                                                    }
                                                    uint64_t _e2618 = l_mut_40_;
                                                    uint l_952_ = uint(_e2618);
                                                    l_mut_14_ = l_952_;
                                                }
                                            }
                                        }
                                        uint _e2621 = l_mut_14_;
                                        l_mut_15_ = _e2621;
                                    }
                                }
                            }
                            uint l_953_ = (l_662_ ^ 2147483648u);
                            uint _e2624 = l_mut_15_;
                            uint l_954_ = (_e2624 | l_953_);
                            float l_955_ = asfloat(l_954_);
                            l_mut_778_ = l_955_;
                        }
                    }
                    float _e2627 = l_mut_778_;
                    l_mut_678_ = _e2627;
                }
            }
        }
        float _e2628 = l_mut_368_;
        uint l_956_ = asuint(_e2628);
        float _e2630 = l_mut_678_;
        uint l_957_ = asuint(_e2630);
        l_mut_170_ = l_956_;
        l_mut_15_ = l_957_;
        uint l_958_ = (l_957_ & 2147483647u);
        uint l_959_ = (l_956_ & 2147483647u);
        bool l_960_ = (l_958_ > l_959_);
        if (l_960_) {
            l_mut_170_ = l_957_;
            l_mut_15_ = l_956_;
        }
        uint _e2637 = l_mut_170_;
        uint l_961_ = (_e2637 >> 23u);
        uint l_962_ = (l_961_ & 255u);
        uint _e2642 = l_mut_170_;
        uint l_963_ = (_e2642 & 8388607u);
        bool l_964_ = (l_962_ != 0u);
        if (l_964_) {
            uint l_965_ = (l_963_ | 8388608u);
            uint64_t l_966_ = uint64_t(l_965_);
            l_mut_228_ = l_966_;
        } else {
            uint64_t l_967_ = uint64_t(l_963_);
            l_mut_228_ = l_967_;
        }
        if (l_964_) {
            int l_968_ = int(l_962_);
            int l_969_ = asint(asuint(l_968_) - asuint(int(150)));
            l_mut_75_ = l_969_;
        } else {
            int l_971_ = asint(asuint(int(1)) - asuint(int(150)));
            l_mut_75_ = l_971_;
        }
        uint _e2657 = l_mut_170_;
        uint l_972_ = (_e2657 & 2147483648u);
        bool l_973_ = (l_962_ == 255u);
        uint _e2662 = l_mut_15_;
        uint l_974_ = (_e2662 >> 23u);
        uint l_975_ = (l_974_ & 255u);
        uint _e2667 = l_mut_15_;
        uint l_976_ = (_e2667 & 8388607u);
        bool l_977_ = (l_975_ != 0u);
        if (l_977_) {
            uint l_978_ = (l_976_ | 8388608u);
            uint64_t l_979_ = uint64_t(l_978_);
            l_mut_137_ = l_979_;
        } else {
            uint64_t l_980_ = uint64_t(l_976_);
            l_mut_137_ = l_980_;
        }
        if (l_977_) {
            int l_981_ = int(l_975_);
            int l_982_ = asint(asuint(l_981_) - asuint(int(150)));
            l_mut_44_ = l_982_;
        } else {
            int l_984_ = asint(asuint(int(1)) - asuint(int(150)));
            l_mut_44_ = l_984_;
        }
        uint _e2682 = l_mut_15_;
        uint l_985_ = (_e2682 & 2147483648u);
        bool l_986_ = (l_975_ == 255u);
        float _e2687 = l_mut_368_;
        float _e2688 = l_mut_678_;
        float l_987_ = (_e2687 + _e2688);
        l_mut_778_ = l_987_;
        l_mut_988_ = 0.0;
        bool l_989_ = !(l_973_);
        uint64_t _e2692 = l_mut_137_;
        bool l_990_ = (_e2692 != 0uL);
        if (l_989_) {
            local_21 = l_990_;
        } else {
            local_21 = false;
        }
        bool l_991_ = local_21;
        if (l_991_) {
            int _e2699 = l_mut_75_;
            int _e2700 = l_mut_44_;
            int l_992_ = asint(asuint(_e2699) - asuint(_e2700));
            bool l_993_ = (l_992_ >= int(26));
            if (l_993_) {
                uint _e2704 = l_mut_170_;
                float l_994_ = asfloat(_e2704);
                l_mut_778_ = l_994_;
                uint _e2706 = l_mut_15_;
                float l_995_ = asfloat(_e2706);
                l_mut_988_ = l_995_;
            } else {
                uint64_t l_996_ = uint64_t(l_992_);
                uint64_t _e2709 = l_mut_228_;
                uint64_t l_997_ = (_e2709 << uint(l_996_));
                uint64_t _e2713 = l_mut_137_;
                uint64_t l_998_ = (l_997_ - _e2713);
                l_mut_92_ = l_998_;
                bool l_999_ = (l_972_ == l_985_);
                if (l_999_) {
                    uint64_t _e2716 = l_mut_137_;
                    uint64_t l_1000_ = (l_997_ + _e2716);
                    l_mut_92_ = l_1000_;
                }
                uint64_t _e2718 = l_mut_92_;
                bool l_1001_ = (_e2718 == 0uL);
                if (l_1001_) {
                    l_mut_778_ = 0.0;
                } else {
                    l_mut_170_ = 0u;
                    l_mut_66_ = 0uL;
                    uint64_t _e2724 = l_mut_92_;
                    bool l_1002_ = (_e2724 != 0uL);
                    if (l_1002_) {
                        uint64_t _e2727 = l_mut_92_;
                        uint64_t _e2733 = l_mut_92_;
                        uint64_t _e2737 = l_mut_92_;
                        uint l_1003_ = (((_e2737 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e2733)))) : (31u - firstbithigh(uint((_e2727 >> 32u)))));
                        int l_1004_ = int(l_1003_);
                        int l_1005_ = asint(asuint(int(64)) - asuint(l_1004_));
                        int l_1006_ = asint(asuint(l_1005_) - asuint(int(1)));
                        int _e2748 = l_mut_44_;
                        int l_1007_ = asint(asuint(l_1006_) + asuint(_e2748));
                        int l_1008_ = asint(asuint(l_1007_) + asuint(int(127)));
                        int _e2753 = l_mut_44_;
                        int l_1009_ = asint(asuint(int(-149)) - asuint(_e2753));
                        l_mut_29_ = l_1009_;
                        bool l_1010_ = (l_1008_ >= int(1));
                        if (l_1010_) {
                            int l_1011_ = asint(asuint(l_1005_) - asuint(int(24)));
                            l_mut_29_ = l_1011_;
                        }
                        int _e2759 = l_mut_29_;
                        bool l_1012_ = (_e2759 <= int(0));
                        if (l_1012_) {
                            l_mut_15_ = 0u;
                            uint64_t _e2763 = l_mut_92_;
                            bool l_1013_ = (_e2763 != 0uL);
                            if (l_1013_) {
                                uint64_t _e2766 = l_mut_92_;
                                uint64_t _e2772 = l_mut_92_;
                                uint64_t _e2776 = l_mut_92_;
                                uint l_1014_ = (((_e2776 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e2772)))) : (31u - firstbithigh(uint((_e2766 >> 32u)))));
                                int l_1015_ = int(l_1014_);
                                int l_1016_ = asint(asuint(int(64)) - asuint(l_1015_));
                                int l_1017_ = asint(asuint(l_1016_) - asuint(int(1)));
                                int _e2787 = l_mut_44_;
                                int l_1018_ = asint(asuint(l_1017_) + asuint(_e2787));
                                int l_1019_ = asint(asuint(l_1018_) + asuint(int(127)));
                                bool l_1020_ = (l_1019_ >= int(255));
                                if (l_1020_) {
                                    l_mut_15_ = 2139095040u;
                                } else {
                                    bool l_1021_ = (l_1019_ >= int(1));
                                    if (l_1021_) {
                                        bool l_1022_ = (l_1016_ > int(24));
                                        if (l_1022_) {
                                            int l_1023_ = asint(asuint(l_1016_) - asuint(int(24)));
                                            uint64_t l_1024_ = uint64_t(l_1023_);
                                            uint64_t _e2801 = l_mut_92_;
                                            uint64_t l_1025_ = (_e2801 >> uint(l_1024_));
                                            l_mut_62_ = l_1025_;
                                        } else {
                                            int l_1026_ = asint(asuint(int(24)) - asuint(l_1016_));
                                            uint64_t l_1027_ = uint64_t(l_1026_);
                                            uint64_t _e2808 = l_mut_92_;
                                            uint64_t l_1028_ = (_e2808 << uint(l_1027_));
                                            l_mut_62_ = l_1028_;
                                        }
                                        uint l_1029_ = uint(l_1019_);
                                        uint l_1030_ = (l_1029_ << 23u);
                                        uint64_t _e2815 = l_mut_62_;
                                        uint l_1031_ = uint(_e2815);
                                        uint l_1032_ = (l_1031_ & 8388607u);
                                        uint l_1033_ = (l_1030_ | l_1032_);
                                        l_mut_15_ = l_1033_;
                                    } else {
                                        int _e2821 = l_mut_44_;
                                        int l_1034_ = asint(asuint(_e2821) + asuint(int(149)));
                                        bool l_1035_ = (l_1034_ >= int(0));
                                        if (l_1035_) {
                                            uint64_t l_1036_ = uint64_t(l_1034_);
                                            uint64_t _e2827 = l_mut_92_;
                                            uint64_t l_1037_ = (_e2827 << uint(l_1036_));
                                            l_mut_62_ = l_1037_;
                                        } else {
                                            int l_1038_ = asint(asuint(int(0)) - asuint(l_1034_));
                                            uint64_t l_1039_ = uint64_t(l_1038_);
                                            uint64_t _e2834 = l_mut_92_;
                                            uint64_t l_1040_ = (_e2834 >> uint(l_1039_));
                                            l_mut_62_ = l_1040_;
                                        }
                                        uint64_t _e2838 = l_mut_62_;
                                        uint l_1041_ = uint(_e2838);
                                        l_mut_15_ = l_1041_;
                                    }
                                }
                            }
                            uint _e2841 = l_mut_15_;
                            l_mut_170_ = _e2841;
                            uint64_t _e2842 = l_mut_92_;
                            l_mut_66_ = _e2842;
                        } else {
                            int _e2843 = l_mut_29_;
                            bool l_1042_ = (_e2843 <= l_1005_);
                            if (l_1042_) {
                                int _e2845 = l_mut_29_;
                                uint64_t l_1043_ = uint64_t(_e2845);
                                uint64_t _e2847 = l_mut_92_;
                                uint64_t l_1044_ = (_e2847 >> uint(l_1043_));
                                l_mut_62_ = l_1044_;
                                uint64_t _e2851 = l_mut_62_;
                                uint64_t l_1045_ = (_e2851 << uint(l_1043_));
                                uint64_t _e2855 = l_mut_92_;
                                uint64_t l_1046_ = (_e2855 - l_1045_);
                                uint64_t l_1047_ = (l_1043_ - 1uL);
                                uint64_t l_1048_ = (1uL << uint(l_1047_));
                                bool l_1049_ = (l_1046_ > l_1048_);
                                bool l_1050_ = (l_1046_ == l_1048_);
                                uint64_t _e2865 = l_mut_62_;
                                uint64_t l_1051_ = (_e2865 & 1uL);
                                bool l_1052_ = (l_1051_ == 1uL);
                                if (l_1050_) {
                                    local_22 = l_1052_;
                                } else {
                                    local_22 = false;
                                }
                                bool l_1053_ = local_22;
                                if (!(l_1049_)) {
                                    local_23 = l_1053_;
                                } else {
                                    local_23 = true;
                                }
                                bool l_1054_ = local_23;
                                if (l_1054_) {
                                    uint64_t _e2879 = l_mut_62_;
                                    l_mut_62_ = (_e2879 + 1uL);
                                }
                                uint64_t _e2882 = l_mut_62_;
                                uint64_t l_1055_ = (_e2882 << uint(l_1043_));
                                l_mut_66_ = l_1055_;
                                int _e2886 = l_mut_44_;
                                int _e2887 = l_mut_29_;
                                int l_1056_ = asint(asuint(_e2886) + asuint(_e2887));
                                l_mut_15_ = 0u;
                                uint64_t _e2890 = l_mut_62_;
                                bool l_1057_ = (_e2890 != 0uL);
                                if (l_1057_) {
                                    uint64_t _e2893 = l_mut_62_;
                                    uint64_t _e2899 = l_mut_62_;
                                    uint64_t _e2903 = l_mut_62_;
                                    uint l_1058_ = (((_e2903 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e2899)))) : (31u - firstbithigh(uint((_e2893 >> 32u)))));
                                    int l_1059_ = int(l_1058_);
                                    int l_1060_ = asint(asuint(int(64)) - asuint(l_1059_));
                                    int l_1061_ = asint(asuint(l_1060_) - asuint(int(1)));
                                    int l_1062_ = asint(asuint(l_1061_) + asuint(l_1056_));
                                    int l_1063_ = asint(asuint(l_1062_) + asuint(int(127)));
                                    bool l_1064_ = (l_1063_ >= int(255));
                                    if (l_1064_) {
                                        l_mut_15_ = 2139095040u;
                                    } else {
                                        bool l_1065_ = (l_1063_ >= int(1));
                                        if (l_1065_) {
                                            bool l_1066_ = (l_1060_ > int(24));
                                            if (l_1066_) {
                                                int l_1067_ = asint(asuint(l_1060_) - asuint(int(24)));
                                                uint64_t l_1068_ = uint64_t(l_1067_);
                                                uint64_t _e2927 = l_mut_62_;
                                                uint64_t l_1069_ = (_e2927 >> uint(l_1068_));
                                                l_mut_40_ = l_1069_;
                                            } else {
                                                int l_1070_ = asint(asuint(int(24)) - asuint(l_1060_));
                                                uint64_t l_1071_ = uint64_t(l_1070_);
                                                uint64_t _e2934 = l_mut_62_;
                                                uint64_t l_1072_ = (_e2934 << uint(l_1071_));
                                                l_mut_40_ = l_1072_;
                                            }
                                            uint l_1073_ = uint(l_1063_);
                                            uint l_1074_ = (l_1073_ << 23u);
                                            uint64_t _e2941 = l_mut_40_;
                                            uint l_1075_ = uint(_e2941);
                                            uint l_1076_ = (l_1075_ & 8388607u);
                                            uint l_1077_ = (l_1074_ | l_1076_);
                                            l_mut_15_ = l_1077_;
                                        } else {
                                            int l_1078_ = asint(asuint(l_1056_) + asuint(int(149)));
                                            bool l_1079_ = (l_1078_ >= int(0));
                                            if (l_1079_) {
                                                uint64_t l_1080_ = uint64_t(l_1078_);
                                                uint64_t _e2952 = l_mut_62_;
                                                uint64_t l_1081_ = (_e2952 << uint(l_1080_));
                                                l_mut_40_ = l_1081_;
                                            } else {
                                                int l_1082_ = asint(asuint(int(0)) - asuint(l_1078_));
                                                uint64_t l_1083_ = uint64_t(l_1082_);
                                                uint64_t _e2959 = l_mut_62_;
                                                uint64_t l_1084_ = (_e2959 >> uint(l_1083_));
                                                l_mut_40_ = l_1084_;
                                            }
                                            uint64_t _e2963 = l_mut_40_;
                                            uint l_1085_ = uint(_e2963);
                                            l_mut_15_ = l_1085_;
                                        }
                                    }
                                }
                                uint _e2966 = l_mut_15_;
                                l_mut_170_ = _e2966;
                            }
                        }
                    }
                    uint _e2967 = l_mut_170_;
                    uint l_1086_ = (_e2967 | l_972_);
                    float l_1087_ = asfloat(l_1086_);
                    l_mut_778_ = l_1087_;
                    l_mut_1088_ = 0.0;
                    uint64_t _e2971 = l_mut_92_;
                    uint64_t _e2972 = l_mut_66_;
                    bool l_1089_ = (_e2971 > _e2972);
                    if (l_1089_) {
                        uint64_t _e2974 = l_mut_92_;
                        uint64_t _e2975 = l_mut_66_;
                        uint64_t l_1090_ = (_e2974 - _e2975);
                        l_mut_15_ = 0u;
                        l_mut_62_ = 0uL;
                        bool l_1091_ = (l_1090_ != 0uL);
                        if (l_1091_) {
                            uint l_1092_ = (((l_1090_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_1090_)))) : (31u - firstbithigh(uint((l_1090_ >> 32u)))));
                            int l_1093_ = int(l_1092_);
                            int l_1094_ = asint(asuint(int(64)) - asuint(l_1093_));
                            int l_1095_ = asint(asuint(l_1094_) - asuint(int(1)));
                            int _e2999 = l_mut_44_;
                            int l_1096_ = asint(asuint(l_1095_) + asuint(_e2999));
                            int l_1097_ = asint(asuint(l_1096_) + asuint(int(127)));
                            int _e3004 = l_mut_44_;
                            int l_1098_ = asint(asuint(int(-149)) - asuint(_e3004));
                            l_mut_29_ = l_1098_;
                            bool l_1099_ = (l_1097_ >= int(1));
                            if (l_1099_) {
                                int l_1100_ = asint(asuint(l_1094_) - asuint(int(24)));
                                l_mut_29_ = l_1100_;
                            }
                            int _e3010 = l_mut_29_;
                            bool l_1101_ = (_e3010 <= int(0));
                            if (l_1101_) {
                                l_mut_14_ = 0u;
                                bool l_1102_ = (l_1090_ != 0uL);
                                if (l_1102_) {
                                    uint l_1103_ = (((l_1090_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_1090_)))) : (31u - firstbithigh(uint((l_1090_ >> 32u)))));
                                    int l_1104_ = int(l_1103_);
                                    int l_1105_ = asint(asuint(int(64)) - asuint(l_1104_));
                                    int l_1106_ = asint(asuint(l_1105_) - asuint(int(1)));
                                    int _e3034 = l_mut_44_;
                                    int l_1107_ = asint(asuint(l_1106_) + asuint(_e3034));
                                    int l_1108_ = asint(asuint(l_1107_) + asuint(int(127)));
                                    bool l_1109_ = (l_1108_ >= int(255));
                                    if (l_1109_) {
                                        l_mut_14_ = 2139095040u;
                                    } else {
                                        bool l_1110_ = (l_1108_ >= int(1));
                                        if (l_1110_) {
                                            bool l_1111_ = (l_1105_ > int(24));
                                            if (l_1111_) {
                                                int l_1112_ = asint(asuint(l_1105_) - asuint(int(24)));
                                                uint64_t l_1113_ = uint64_t(l_1112_);
                                                uint64_t l_1114_ = (l_1090_ >> uint(l_1113_));
                                                l_mut_40_ = l_1114_;
                                            } else {
                                                int l_1115_ = asint(asuint(int(24)) - asuint(l_1105_));
                                                uint64_t l_1116_ = uint64_t(l_1115_);
                                                uint64_t l_1117_ = (l_1090_ << uint(l_1116_));
                                                l_mut_40_ = l_1117_;
                                            }
                                            uint l_1118_ = uint(l_1108_);
                                            uint l_1119_ = (l_1118_ << 23u);
                                            uint64_t _e3060 = l_mut_40_;
                                            uint l_1120_ = uint(_e3060);
                                            uint l_1121_ = (l_1120_ & 8388607u);
                                            uint l_1122_ = (l_1119_ | l_1121_);
                                            l_mut_14_ = l_1122_;
                                        } else {
                                            int _e3066 = l_mut_44_;
                                            int l_1123_ = asint(asuint(_e3066) + asuint(int(149)));
                                            bool l_1124_ = (l_1123_ >= int(0));
                                            if (l_1124_) {
                                                uint64_t l_1125_ = uint64_t(l_1123_);
                                                uint64_t l_1126_ = (l_1090_ << uint(l_1125_));
                                                l_mut_40_ = l_1126_;
                                            } else {
                                                int l_1127_ = asint(asuint(int(0)) - asuint(l_1123_));
                                                uint64_t l_1128_ = uint64_t(l_1127_);
                                                uint64_t l_1129_ = (l_1090_ >> uint(l_1128_));
                                                l_mut_40_ = l_1129_;
                                            }
                                            uint64_t _e3081 = l_mut_40_;
                                            uint l_1130_ = uint(_e3081);
                                            l_mut_14_ = l_1130_;
                                        }
                                    }
                                }
                                uint _e3084 = l_mut_14_;
                                l_mut_15_ = _e3084;
                                l_mut_62_ = l_1090_;
                            } else {
                                int _e3085 = l_mut_29_;
                                bool l_1131_ = (_e3085 <= l_1094_);
                                if (l_1131_) {
                                    int _e3087 = l_mut_29_;
                                    uint64_t l_1132_ = uint64_t(_e3087);
                                    uint64_t l_1133_ = (l_1090_ >> uint(l_1132_));
                                    l_mut_40_ = l_1133_;
                                    uint64_t _e3092 = l_mut_40_;
                                    uint64_t l_1134_ = (_e3092 << uint(l_1132_));
                                    uint64_t l_1135_ = (l_1090_ - l_1134_);
                                    uint64_t l_1136_ = (l_1132_ - 1uL);
                                    uint64_t l_1137_ = (1uL << uint(l_1136_));
                                    bool l_1138_ = (l_1135_ > l_1137_);
                                    bool l_1139_ = (l_1135_ == l_1137_);
                                    uint64_t _e3105 = l_mut_40_;
                                    uint64_t l_1140_ = (_e3105 & 1uL);
                                    bool l_1141_ = (l_1140_ == 1uL);
                                    if (l_1139_) {
                                        local_24 = l_1141_;
                                    } else {
                                        local_24 = false;
                                    }
                                    bool l_1142_ = local_24;
                                    if (!(l_1138_)) {
                                        local_25 = l_1142_;
                                    } else {
                                        local_25 = true;
                                    }
                                    bool l_1143_ = local_25;
                                    if (l_1143_) {
                                        uint64_t _e3119 = l_mut_40_;
                                        l_mut_40_ = (_e3119 + 1uL);
                                    }
                                    uint64_t _e3122 = l_mut_40_;
                                    uint64_t l_1144_ = (_e3122 << uint(l_1132_));
                                    l_mut_62_ = l_1144_;
                                    int _e3126 = l_mut_44_;
                                    int _e3127 = l_mut_29_;
                                    int l_1145_ = asint(asuint(_e3126) + asuint(_e3127));
                                    l_mut_14_ = 0u;
                                    uint64_t _e3130 = l_mut_40_;
                                    bool l_1146_ = (_e3130 != 0uL);
                                    if (l_1146_) {
                                        uint64_t _e3133 = l_mut_40_;
                                        uint64_t _e3139 = l_mut_40_;
                                        uint64_t _e3143 = l_mut_40_;
                                        uint l_1147_ = (((_e3143 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e3139)))) : (31u - firstbithigh(uint((_e3133 >> 32u)))));
                                        int l_1148_ = int(l_1147_);
                                        int l_1149_ = asint(asuint(int(64)) - asuint(l_1148_));
                                        int l_1150_ = asint(asuint(l_1149_) - asuint(int(1)));
                                        int l_1151_ = asint(asuint(l_1150_) + asuint(l_1145_));
                                        int l_1152_ = asint(asuint(l_1151_) + asuint(int(127)));
                                        bool l_1153_ = (l_1152_ >= int(255));
                                        if (l_1153_) {
                                            l_mut_14_ = 2139095040u;
                                        } else {
                                            bool l_1154_ = (l_1152_ >= int(1));
                                            if (l_1154_) {
                                                bool l_1155_ = (l_1149_ > int(24));
                                                if (l_1155_) {
                                                    int l_1156_ = asint(asuint(l_1149_) - asuint(int(24)));
                                                    uint64_t l_1157_ = uint64_t(l_1156_);
                                                    uint64_t _e3167 = l_mut_40_;
                                                    uint64_t l_1158_ = (_e3167 >> uint(l_1157_));
                                                    l_mut_25_ = l_1158_;
                                                } else {
                                                    int l_1159_ = asint(asuint(int(24)) - asuint(l_1149_));
                                                    uint64_t l_1160_ = uint64_t(l_1159_);
                                                    uint64_t _e3174 = l_mut_40_;
                                                    uint64_t l_1161_ = (_e3174 << uint(l_1160_));
                                                    l_mut_25_ = l_1161_;
                                                }
                                                uint l_1162_ = uint(l_1152_);
                                                uint l_1163_ = (l_1162_ << 23u);
                                                uint64_t _e3181 = l_mut_25_;
                                                uint l_1164_ = uint(_e3181);
                                                uint l_1165_ = (l_1164_ & 8388607u);
                                                uint l_1166_ = (l_1163_ | l_1165_);
                                                l_mut_14_ = l_1166_;
                                            } else {
                                                int l_1167_ = asint(asuint(l_1145_) + asuint(int(149)));
                                                bool l_1168_ = (l_1167_ >= int(0));
                                                if (l_1168_) {
                                                    uint64_t l_1169_ = uint64_t(l_1167_);
                                                    uint64_t _e3192 = l_mut_40_;
                                                    uint64_t l_1170_ = (_e3192 << uint(l_1169_));
                                                    l_mut_25_ = l_1170_;
                                                } else {
                                                    int l_1171_ = asint(asuint(int(0)) - asuint(l_1167_));
                                                    uint64_t l_1172_ = uint64_t(l_1171_);
                                                    uint64_t _e3199 = l_mut_40_;
                                                    uint64_t l_1173_ = (_e3199 >> uint(l_1172_));
                                                    l_mut_25_ = l_1173_;
                                                }
                                                uint64_t _e3203 = l_mut_25_;
                                                uint l_1174_ = uint(_e3203);
                                                l_mut_14_ = l_1174_;
                                            }
                                        }
                                    }
                                    uint _e3206 = l_mut_14_;
                                    l_mut_15_ = _e3206;
                                }
                            }
                        }
                        uint _e3207 = l_mut_15_;
                        uint l_1175_ = (_e3207 | l_972_);
                        float l_1176_ = asfloat(l_1175_);
                        l_mut_1088_ = l_1176_;
                    } else {
                        uint64_t _e3210 = l_mut_66_;
                        uint64_t _e3211 = l_mut_92_;
                        bool l_1177_ = (_e3210 > _e3211);
                        if (l_1177_) {
                            uint64_t _e3213 = l_mut_66_;
                            uint64_t _e3214 = l_mut_92_;
                            uint64_t l_1178_ = (_e3213 - _e3214);
                            l_mut_15_ = 0u;
                            l_mut_92_ = 0uL;
                            bool l_1179_ = (l_1178_ != 0uL);
                            if (l_1179_) {
                                uint l_1180_ = (((l_1178_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_1178_)))) : (31u - firstbithigh(uint((l_1178_ >> 32u)))));
                                int l_1181_ = int(l_1180_);
                                int l_1182_ = asint(asuint(int(64)) - asuint(l_1181_));
                                int l_1183_ = asint(asuint(l_1182_) - asuint(int(1)));
                                int _e3238 = l_mut_44_;
                                int l_1184_ = asint(asuint(l_1183_) + asuint(_e3238));
                                int l_1185_ = asint(asuint(l_1184_) + asuint(int(127)));
                                int _e3243 = l_mut_44_;
                                int l_1186_ = asint(asuint(int(-149)) - asuint(_e3243));
                                l_mut_29_ = l_1186_;
                                bool l_1187_ = (l_1185_ >= int(1));
                                if (l_1187_) {
                                    int l_1188_ = asint(asuint(l_1182_) - asuint(int(24)));
                                    l_mut_29_ = l_1188_;
                                }
                                int _e3249 = l_mut_29_;
                                bool l_1189_ = (_e3249 <= int(0));
                                if (l_1189_) {
                                    l_mut_14_ = 0u;
                                    bool l_1190_ = (l_1178_ != 0uL);
                                    if (l_1190_) {
                                        uint l_1191_ = (((l_1178_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_1178_)))) : (31u - firstbithigh(uint((l_1178_ >> 32u)))));
                                        int l_1192_ = int(l_1191_);
                                        int l_1193_ = asint(asuint(int(64)) - asuint(l_1192_));
                                        int l_1194_ = asint(asuint(l_1193_) - asuint(int(1)));
                                        int _e3273 = l_mut_44_;
                                        int l_1195_ = asint(asuint(l_1194_) + asuint(_e3273));
                                        int l_1196_ = asint(asuint(l_1195_) + asuint(int(127)));
                                        bool l_1197_ = (l_1196_ >= int(255));
                                        if (l_1197_) {
                                            l_mut_14_ = 2139095040u;
                                        } else {
                                            bool l_1198_ = (l_1196_ >= int(1));
                                            if (l_1198_) {
                                                bool l_1199_ = (l_1193_ > int(24));
                                                if (l_1199_) {
                                                    int l_1200_ = asint(asuint(l_1193_) - asuint(int(24)));
                                                    uint64_t l_1201_ = uint64_t(l_1200_);
                                                    uint64_t l_1202_ = (l_1178_ >> uint(l_1201_));
                                                    l_mut_62_ = l_1202_;
                                                } else {
                                                    int l_1203_ = asint(asuint(int(24)) - asuint(l_1193_));
                                                    uint64_t l_1204_ = uint64_t(l_1203_);
                                                    uint64_t l_1205_ = (l_1178_ << uint(l_1204_));
                                                    l_mut_62_ = l_1205_;
                                                }
                                                uint l_1206_ = uint(l_1196_);
                                                uint l_1207_ = (l_1206_ << 23u);
                                                uint64_t _e3299 = l_mut_62_;
                                                uint l_1208_ = uint(_e3299);
                                                uint l_1209_ = (l_1208_ & 8388607u);
                                                uint l_1210_ = (l_1207_ | l_1209_);
                                                l_mut_14_ = l_1210_;
                                            } else {
                                                int _e3305 = l_mut_44_;
                                                int l_1211_ = asint(asuint(_e3305) + asuint(int(149)));
                                                bool l_1212_ = (l_1211_ >= int(0));
                                                if (l_1212_) {
                                                    uint64_t l_1213_ = uint64_t(l_1211_);
                                                    uint64_t l_1214_ = (l_1178_ << uint(l_1213_));
                                                    l_mut_62_ = l_1214_;
                                                } else {
                                                    int l_1215_ = asint(asuint(int(0)) - asuint(l_1211_));
                                                    uint64_t l_1216_ = uint64_t(l_1215_);
                                                    uint64_t l_1217_ = (l_1178_ >> uint(l_1216_));
                                                    l_mut_62_ = l_1217_;
                                                }
                                                uint64_t _e3320 = l_mut_62_;
                                                uint l_1218_ = uint(_e3320);
                                                l_mut_14_ = l_1218_;
                                            }
                                        }
                                    }
                                    uint _e3323 = l_mut_14_;
                                    l_mut_15_ = _e3323;
                                    l_mut_92_ = l_1178_;
                                } else {
                                    int _e3324 = l_mut_29_;
                                    bool l_1219_ = (_e3324 <= l_1182_);
                                    if (l_1219_) {
                                        int _e3326 = l_mut_29_;
                                        uint64_t l_1220_ = uint64_t(_e3326);
                                        uint64_t l_1221_ = (l_1178_ >> uint(l_1220_));
                                        l_mut_62_ = l_1221_;
                                        uint64_t _e3331 = l_mut_62_;
                                        uint64_t l_1222_ = (_e3331 << uint(l_1220_));
                                        uint64_t l_1223_ = (l_1178_ - l_1222_);
                                        uint64_t l_1224_ = (l_1220_ - 1uL);
                                        uint64_t l_1225_ = (1uL << uint(l_1224_));
                                        bool l_1226_ = (l_1223_ > l_1225_);
                                        bool l_1227_ = (l_1223_ == l_1225_);
                                        uint64_t _e3344 = l_mut_62_;
                                        uint64_t l_1228_ = (_e3344 & 1uL);
                                        bool l_1229_ = (l_1228_ == 1uL);
                                        if (l_1227_) {
                                            local_26 = l_1229_;
                                        } else {
                                            local_26 = false;
                                        }
                                        bool l_1230_ = local_26;
                                        if (!(l_1226_)) {
                                            local_27 = l_1230_;
                                        } else {
                                            local_27 = true;
                                        }
                                        bool l_1231_ = local_27;
                                        if (l_1231_) {
                                            uint64_t _e3358 = l_mut_62_;
                                            l_mut_62_ = (_e3358 + 1uL);
                                        }
                                        uint64_t _e3361 = l_mut_62_;
                                        uint64_t l_1232_ = (_e3361 << uint(l_1220_));
                                        l_mut_92_ = l_1232_;
                                        int _e3365 = l_mut_44_;
                                        int _e3366 = l_mut_29_;
                                        int l_1233_ = asint(asuint(_e3365) + asuint(_e3366));
                                        l_mut_14_ = 0u;
                                        uint64_t _e3369 = l_mut_62_;
                                        bool l_1234_ = (_e3369 != 0uL);
                                        if (l_1234_) {
                                            uint64_t _e3372 = l_mut_62_;
                                            uint64_t _e3378 = l_mut_62_;
                                            uint64_t _e3382 = l_mut_62_;
                                            uint l_1235_ = (((_e3382 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e3378)))) : (31u - firstbithigh(uint((_e3372 >> 32u)))));
                                            int l_1236_ = int(l_1235_);
                                            int l_1237_ = asint(asuint(int(64)) - asuint(l_1236_));
                                            int l_1238_ = asint(asuint(l_1237_) - asuint(int(1)));
                                            int l_1239_ = asint(asuint(l_1238_) + asuint(l_1233_));
                                            int l_1240_ = asint(asuint(l_1239_) + asuint(int(127)));
                                            bool l_1241_ = (l_1240_ >= int(255));
                                            if (l_1241_) {
                                                l_mut_14_ = 2139095040u;
                                            } else {
                                                bool l_1242_ = (l_1240_ >= int(1));
                                                if (l_1242_) {
                                                    bool l_1243_ = (l_1237_ > int(24));
                                                    if (l_1243_) {
                                                        int l_1244_ = asint(asuint(l_1237_) - asuint(int(24)));
                                                        uint64_t l_1245_ = uint64_t(l_1244_);
                                                        uint64_t _e3406 = l_mut_62_;
                                                        uint64_t l_1246_ = (_e3406 >> uint(l_1245_));
                                                        l_mut_40_ = l_1246_;
                                                    } else {
                                                        int l_1247_ = asint(asuint(int(24)) - asuint(l_1237_));
                                                        uint64_t l_1248_ = uint64_t(l_1247_);
                                                        uint64_t _e3413 = l_mut_62_;
                                                        uint64_t l_1249_ = (_e3413 << uint(l_1248_));
                                                        l_mut_40_ = l_1249_;
                                                    }
                                                    uint l_1250_ = uint(l_1240_);
                                                    uint l_1251_ = (l_1250_ << 23u);
                                                    uint64_t _e3420 = l_mut_40_;
                                                    uint l_1252_ = uint(_e3420);
                                                    uint l_1253_ = (l_1252_ & 8388607u);
                                                    uint l_1254_ = (l_1251_ | l_1253_);
                                                    l_mut_14_ = l_1254_;
                                                } else {
                                                    int l_1255_ = asint(asuint(l_1233_) + asuint(int(149)));
                                                    bool l_1256_ = (l_1255_ >= int(0));
                                                    if (l_1256_) {
                                                        uint64_t l_1257_ = uint64_t(l_1255_);
                                                        uint64_t _e3431 = l_mut_62_;
                                                        uint64_t l_1258_ = (_e3431 << uint(l_1257_));
                                                        l_mut_40_ = l_1258_;
                                                    } else {
                                                        int l_1259_ = asint(asuint(int(0)) - asuint(l_1255_));
                                                        uint64_t l_1260_ = uint64_t(l_1259_);
                                                        uint64_t _e3438 = l_mut_62_;
                                                        uint64_t l_1261_ = (_e3438 >> uint(l_1260_));
                                                        l_mut_40_ = l_1261_;
                                                    }
                                                    uint64_t _e3442 = l_mut_40_;
                                                    uint l_1262_ = uint(_e3442);
                                                    l_mut_14_ = l_1262_;
                                                }
                                            }
                                        }
                                        uint _e3445 = l_mut_14_;
                                        l_mut_15_ = _e3445;
                                    }
                                }
                            }
                            uint l_1263_ = (l_972_ ^ 2147483648u);
                            uint _e3448 = l_mut_15_;
                            uint l_1264_ = (_e3448 | l_1263_);
                            float l_1265_ = asfloat(l_1264_);
                            l_mut_1088_ = l_1265_;
                        }
                    }
                    float _e3451 = l_mut_1088_;
                    l_mut_988_ = _e3451;
                }
            }
        }
        float _e3452 = l_mut_468_;
        uint l_1266_ = asuint(_e3452);
        float _e3454 = l_mut_778_;
        uint l_1267_ = asuint(_e3454);
        l_mut_170_ = l_1266_;
        l_mut_15_ = l_1267_;
        uint l_1268_ = (l_1267_ & 2147483647u);
        uint l_1269_ = (l_1266_ & 2147483647u);
        bool l_1270_ = (l_1268_ > l_1269_);
        if (l_1270_) {
            l_mut_170_ = l_1267_;
            l_mut_15_ = l_1266_;
        }
        uint _e3461 = l_mut_170_;
        uint l_1271_ = (_e3461 >> 23u);
        uint l_1272_ = (l_1271_ & 255u);
        uint _e3466 = l_mut_170_;
        uint l_1273_ = (_e3466 & 8388607u);
        bool l_1274_ = (l_1272_ != 0u);
        if (l_1274_) {
            uint l_1275_ = (l_1273_ | 8388608u);
            uint64_t l_1276_ = uint64_t(l_1275_);
            l_mut_228_ = l_1276_;
        } else {
            uint64_t l_1277_ = uint64_t(l_1273_);
            l_mut_228_ = l_1277_;
        }
        if (l_1274_) {
            int l_1278_ = int(l_1272_);
            int l_1279_ = asint(asuint(l_1278_) - asuint(int(150)));
            l_mut_75_ = l_1279_;
        } else {
            int l_1281_ = asint(asuint(int(1)) - asuint(int(150)));
            l_mut_75_ = l_1281_;
        }
        uint _e3481 = l_mut_170_;
        uint l_1282_ = (_e3481 & 2147483648u);
        bool l_1283_ = (l_1272_ == 255u);
        uint _e3486 = l_mut_15_;
        uint l_1284_ = (_e3486 >> 23u);
        uint l_1285_ = (l_1284_ & 255u);
        uint _e3491 = l_mut_15_;
        uint l_1286_ = (_e3491 & 8388607u);
        bool l_1287_ = (l_1285_ != 0u);
        if (l_1287_) {
            uint l_1288_ = (l_1286_ | 8388608u);
            uint64_t l_1289_ = uint64_t(l_1288_);
            l_mut_137_ = l_1289_;
        } else {
            uint64_t l_1290_ = uint64_t(l_1286_);
            l_mut_137_ = l_1290_;
        }
        if (l_1287_) {
            int l_1291_ = int(l_1285_);
            int l_1292_ = asint(asuint(l_1291_) - asuint(int(150)));
            l_mut_44_ = l_1292_;
        } else {
            int l_1294_ = asint(asuint(int(1)) - asuint(int(150)));
            l_mut_44_ = l_1294_;
        }
        uint _e3506 = l_mut_15_;
        uint l_1295_ = (_e3506 & 2147483648u);
        bool l_1296_ = (l_1285_ == 255u);
        float _e3511 = l_mut_468_;
        float _e3512 = l_mut_778_;
        float l_1297_ = (_e3511 + _e3512);
        l_mut_1088_ = l_1297_;
        l_mut_1298_ = 0.0;
        bool l_1299_ = !(l_1283_);
        uint64_t _e3516 = l_mut_137_;
        bool l_1300_ = (_e3516 != 0uL);
        if (l_1299_) {
            local_28 = l_1300_;
        } else {
            local_28 = false;
        }
        bool l_1301_ = local_28;
        if (l_1301_) {
            int _e3523 = l_mut_75_;
            int _e3524 = l_mut_44_;
            int l_1302_ = asint(asuint(_e3523) - asuint(_e3524));
            bool l_1303_ = (l_1302_ >= int(26));
            if (l_1303_) {
                uint _e3528 = l_mut_170_;
                float l_1304_ = asfloat(_e3528);
                l_mut_1088_ = l_1304_;
                uint _e3530 = l_mut_15_;
                float l_1305_ = asfloat(_e3530);
                l_mut_1298_ = l_1305_;
            } else {
                uint64_t l_1306_ = uint64_t(l_1302_);
                uint64_t _e3533 = l_mut_228_;
                uint64_t l_1307_ = (_e3533 << uint(l_1306_));
                uint64_t _e3537 = l_mut_137_;
                uint64_t l_1308_ = (l_1307_ - _e3537);
                l_mut_92_ = l_1308_;
                bool l_1309_ = (l_1282_ == l_1295_);
                if (l_1309_) {
                    uint64_t _e3540 = l_mut_137_;
                    uint64_t l_1310_ = (l_1307_ + _e3540);
                    l_mut_92_ = l_1310_;
                }
                uint64_t _e3542 = l_mut_92_;
                bool l_1311_ = (_e3542 == 0uL);
                if (l_1311_) {
                    l_mut_1088_ = 0.0;
                } else {
                    l_mut_170_ = 0u;
                    l_mut_66_ = 0uL;
                    uint64_t _e3548 = l_mut_92_;
                    bool l_1312_ = (_e3548 != 0uL);
                    if (l_1312_) {
                        uint64_t _e3551 = l_mut_92_;
                        uint64_t _e3557 = l_mut_92_;
                        uint64_t _e3561 = l_mut_92_;
                        uint l_1313_ = (((_e3561 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e3557)))) : (31u - firstbithigh(uint((_e3551 >> 32u)))));
                        int l_1314_ = int(l_1313_);
                        int l_1315_ = asint(asuint(int(64)) - asuint(l_1314_));
                        int l_1316_ = asint(asuint(l_1315_) - asuint(int(1)));
                        int _e3572 = l_mut_44_;
                        int l_1317_ = asint(asuint(l_1316_) + asuint(_e3572));
                        int l_1318_ = asint(asuint(l_1317_) + asuint(int(127)));
                        int _e3577 = l_mut_44_;
                        int l_1319_ = asint(asuint(int(-149)) - asuint(_e3577));
                        l_mut_29_ = l_1319_;
                        bool l_1320_ = (l_1318_ >= int(1));
                        if (l_1320_) {
                            int l_1321_ = asint(asuint(l_1315_) - asuint(int(24)));
                            l_mut_29_ = l_1321_;
                        }
                        int _e3583 = l_mut_29_;
                        bool l_1322_ = (_e3583 <= int(0));
                        if (l_1322_) {
                            l_mut_15_ = 0u;
                            uint64_t _e3587 = l_mut_92_;
                            bool l_1323_ = (_e3587 != 0uL);
                            if (l_1323_) {
                                uint64_t _e3590 = l_mut_92_;
                                uint64_t _e3596 = l_mut_92_;
                                uint64_t _e3600 = l_mut_92_;
                                uint l_1324_ = (((_e3600 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e3596)))) : (31u - firstbithigh(uint((_e3590 >> 32u)))));
                                int l_1325_ = int(l_1324_);
                                int l_1326_ = asint(asuint(int(64)) - asuint(l_1325_));
                                int l_1327_ = asint(asuint(l_1326_) - asuint(int(1)));
                                int _e3611 = l_mut_44_;
                                int l_1328_ = asint(asuint(l_1327_) + asuint(_e3611));
                                int l_1329_ = asint(asuint(l_1328_) + asuint(int(127)));
                                bool l_1330_ = (l_1329_ >= int(255));
                                if (l_1330_) {
                                    l_mut_15_ = 2139095040u;
                                } else {
                                    bool l_1331_ = (l_1329_ >= int(1));
                                    if (l_1331_) {
                                        bool l_1332_ = (l_1326_ > int(24));
                                        if (l_1332_) {
                                            int l_1333_ = asint(asuint(l_1326_) - asuint(int(24)));
                                            uint64_t l_1334_ = uint64_t(l_1333_);
                                            uint64_t _e3625 = l_mut_92_;
                                            uint64_t l_1335_ = (_e3625 >> uint(l_1334_));
                                            l_mut_62_ = l_1335_;
                                        } else {
                                            int l_1336_ = asint(asuint(int(24)) - asuint(l_1326_));
                                            uint64_t l_1337_ = uint64_t(l_1336_);
                                            uint64_t _e3632 = l_mut_92_;
                                            uint64_t l_1338_ = (_e3632 << uint(l_1337_));
                                            l_mut_62_ = l_1338_;
                                        }
                                        uint l_1339_ = uint(l_1329_);
                                        uint l_1340_ = (l_1339_ << 23u);
                                        uint64_t _e3639 = l_mut_62_;
                                        uint l_1341_ = uint(_e3639);
                                        uint l_1342_ = (l_1341_ & 8388607u);
                                        uint l_1343_ = (l_1340_ | l_1342_);
                                        l_mut_15_ = l_1343_;
                                    } else {
                                        int _e3645 = l_mut_44_;
                                        int l_1344_ = asint(asuint(_e3645) + asuint(int(149)));
                                        bool l_1345_ = (l_1344_ >= int(0));
                                        if (l_1345_) {
                                            uint64_t l_1346_ = uint64_t(l_1344_);
                                            uint64_t _e3651 = l_mut_92_;
                                            uint64_t l_1347_ = (_e3651 << uint(l_1346_));
                                            l_mut_62_ = l_1347_;
                                        } else {
                                            int l_1348_ = asint(asuint(int(0)) - asuint(l_1344_));
                                            uint64_t l_1349_ = uint64_t(l_1348_);
                                            uint64_t _e3658 = l_mut_92_;
                                            uint64_t l_1350_ = (_e3658 >> uint(l_1349_));
                                            l_mut_62_ = l_1350_;
                                        }
                                        uint64_t _e3662 = l_mut_62_;
                                        uint l_1351_ = uint(_e3662);
                                        l_mut_15_ = l_1351_;
                                    }
                                }
                            }
                            uint _e3665 = l_mut_15_;
                            l_mut_170_ = _e3665;
                            uint64_t _e3666 = l_mut_92_;
                            l_mut_66_ = _e3666;
                        } else {
                            int _e3667 = l_mut_29_;
                            bool l_1352_ = (_e3667 <= l_1315_);
                            if (l_1352_) {
                                int _e3669 = l_mut_29_;
                                uint64_t l_1353_ = uint64_t(_e3669);
                                uint64_t _e3671 = l_mut_92_;
                                uint64_t l_1354_ = (_e3671 >> uint(l_1353_));
                                l_mut_62_ = l_1354_;
                                uint64_t _e3675 = l_mut_62_;
                                uint64_t l_1355_ = (_e3675 << uint(l_1353_));
                                uint64_t _e3679 = l_mut_92_;
                                uint64_t l_1356_ = (_e3679 - l_1355_);
                                uint64_t l_1357_ = (l_1353_ - 1uL);
                                uint64_t l_1358_ = (1uL << uint(l_1357_));
                                bool l_1359_ = (l_1356_ > l_1358_);
                                bool l_1360_ = (l_1356_ == l_1358_);
                                uint64_t _e3689 = l_mut_62_;
                                uint64_t l_1361_ = (_e3689 & 1uL);
                                bool l_1362_ = (l_1361_ == 1uL);
                                if (l_1360_) {
                                    local_29 = l_1362_;
                                } else {
                                    local_29 = false;
                                }
                                bool l_1363_ = local_29;
                                if (!(l_1359_)) {
                                    local_30 = l_1363_;
                                } else {
                                    local_30 = true;
                                }
                                bool l_1364_ = local_30;
                                if (l_1364_) {
                                    uint64_t _e3703 = l_mut_62_;
                                    l_mut_62_ = (_e3703 + 1uL);
                                }
                                uint64_t _e3706 = l_mut_62_;
                                uint64_t l_1365_ = (_e3706 << uint(l_1353_));
                                l_mut_66_ = l_1365_;
                                int _e3710 = l_mut_44_;
                                int _e3711 = l_mut_29_;
                                int l_1366_ = asint(asuint(_e3710) + asuint(_e3711));
                                l_mut_15_ = 0u;
                                uint64_t _e3714 = l_mut_62_;
                                bool l_1367_ = (_e3714 != 0uL);
                                if (l_1367_) {
                                    uint64_t _e3717 = l_mut_62_;
                                    uint64_t _e3723 = l_mut_62_;
                                    uint64_t _e3727 = l_mut_62_;
                                    uint l_1368_ = (((_e3727 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e3723)))) : (31u - firstbithigh(uint((_e3717 >> 32u)))));
                                    int l_1369_ = int(l_1368_);
                                    int l_1370_ = asint(asuint(int(64)) - asuint(l_1369_));
                                    int l_1371_ = asint(asuint(l_1370_) - asuint(int(1)));
                                    int l_1372_ = asint(asuint(l_1371_) + asuint(l_1366_));
                                    int l_1373_ = asint(asuint(l_1372_) + asuint(int(127)));
                                    bool l_1374_ = (l_1373_ >= int(255));
                                    if (l_1374_) {
                                        l_mut_15_ = 2139095040u;
                                    } else {
                                        bool l_1375_ = (l_1373_ >= int(1));
                                        if (l_1375_) {
                                            bool l_1376_ = (l_1370_ > int(24));
                                            if (l_1376_) {
                                                int l_1377_ = asint(asuint(l_1370_) - asuint(int(24)));
                                                uint64_t l_1378_ = uint64_t(l_1377_);
                                                uint64_t _e3751 = l_mut_62_;
                                                uint64_t l_1379_ = (_e3751 >> uint(l_1378_));
                                                l_mut_40_ = l_1379_;
                                            } else {
                                                int l_1380_ = asint(asuint(int(24)) - asuint(l_1370_));
                                                uint64_t l_1381_ = uint64_t(l_1380_);
                                                uint64_t _e3758 = l_mut_62_;
                                                uint64_t l_1382_ = (_e3758 << uint(l_1381_));
                                                l_mut_40_ = l_1382_;
                                            }
                                            uint l_1383_ = uint(l_1373_);
                                            uint l_1384_ = (l_1383_ << 23u);
                                            uint64_t _e3765 = l_mut_40_;
                                            uint l_1385_ = uint(_e3765);
                                            uint l_1386_ = (l_1385_ & 8388607u);
                                            uint l_1387_ = (l_1384_ | l_1386_);
                                            l_mut_15_ = l_1387_;
                                        } else {
                                            int l_1388_ = asint(asuint(l_1366_) + asuint(int(149)));
                                            bool l_1389_ = (l_1388_ >= int(0));
                                            if (l_1389_) {
                                                uint64_t l_1390_ = uint64_t(l_1388_);
                                                uint64_t _e3776 = l_mut_62_;
                                                uint64_t l_1391_ = (_e3776 << uint(l_1390_));
                                                l_mut_40_ = l_1391_;
                                            } else {
                                                int l_1392_ = asint(asuint(int(0)) - asuint(l_1388_));
                                                uint64_t l_1393_ = uint64_t(l_1392_);
                                                uint64_t _e3783 = l_mut_62_;
                                                uint64_t l_1394_ = (_e3783 >> uint(l_1393_));
                                                l_mut_40_ = l_1394_;
                                            }
                                            uint64_t _e3787 = l_mut_40_;
                                            uint l_1395_ = uint(_e3787);
                                            l_mut_15_ = l_1395_;
                                        }
                                    }
                                }
                                uint _e3790 = l_mut_15_;
                                l_mut_170_ = _e3790;
                            }
                        }
                    }
                    uint _e3791 = l_mut_170_;
                    uint l_1396_ = (_e3791 | l_1282_);
                    float l_1397_ = asfloat(l_1396_);
                    l_mut_1088_ = l_1397_;
                    l_mut_1398_ = 0.0;
                    uint64_t _e3795 = l_mut_92_;
                    uint64_t _e3796 = l_mut_66_;
                    bool l_1399_ = (_e3795 > _e3796);
                    if (l_1399_) {
                        uint64_t _e3798 = l_mut_92_;
                        uint64_t _e3799 = l_mut_66_;
                        uint64_t l_1400_ = (_e3798 - _e3799);
                        l_mut_15_ = 0u;
                        l_mut_62_ = 0uL;
                        bool l_1401_ = (l_1400_ != 0uL);
                        if (l_1401_) {
                            uint l_1402_ = (((l_1400_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_1400_)))) : (31u - firstbithigh(uint((l_1400_ >> 32u)))));
                            int l_1403_ = int(l_1402_);
                            int l_1404_ = asint(asuint(int(64)) - asuint(l_1403_));
                            int l_1405_ = asint(asuint(l_1404_) - asuint(int(1)));
                            int _e3823 = l_mut_44_;
                            int l_1406_ = asint(asuint(l_1405_) + asuint(_e3823));
                            int l_1407_ = asint(asuint(l_1406_) + asuint(int(127)));
                            int _e3828 = l_mut_44_;
                            int l_1408_ = asint(asuint(int(-149)) - asuint(_e3828));
                            l_mut_29_ = l_1408_;
                            bool l_1409_ = (l_1407_ >= int(1));
                            if (l_1409_) {
                                int l_1410_ = asint(asuint(l_1404_) - asuint(int(24)));
                                l_mut_29_ = l_1410_;
                            }
                            int _e3834 = l_mut_29_;
                            bool l_1411_ = (_e3834 <= int(0));
                            if (l_1411_) {
                                l_mut_14_ = 0u;
                                bool l_1412_ = (l_1400_ != 0uL);
                                if (l_1412_) {
                                    uint l_1413_ = (((l_1400_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_1400_)))) : (31u - firstbithigh(uint((l_1400_ >> 32u)))));
                                    int l_1414_ = int(l_1413_);
                                    int l_1415_ = asint(asuint(int(64)) - asuint(l_1414_));
                                    int l_1416_ = asint(asuint(l_1415_) - asuint(int(1)));
                                    int _e3858 = l_mut_44_;
                                    int l_1417_ = asint(asuint(l_1416_) + asuint(_e3858));
                                    int l_1418_ = asint(asuint(l_1417_) + asuint(int(127)));
                                    bool l_1419_ = (l_1418_ >= int(255));
                                    if (l_1419_) {
                                        l_mut_14_ = 2139095040u;
                                    } else {
                                        bool l_1420_ = (l_1418_ >= int(1));
                                        if (l_1420_) {
                                            bool l_1421_ = (l_1415_ > int(24));
                                            if (l_1421_) {
                                                int l_1422_ = asint(asuint(l_1415_) - asuint(int(24)));
                                                uint64_t l_1423_ = uint64_t(l_1422_);
                                                uint64_t l_1424_ = (l_1400_ >> uint(l_1423_));
                                                l_mut_40_ = l_1424_;
                                            } else {
                                                int l_1425_ = asint(asuint(int(24)) - asuint(l_1415_));
                                                uint64_t l_1426_ = uint64_t(l_1425_);
                                                uint64_t l_1427_ = (l_1400_ << uint(l_1426_));
                                                l_mut_40_ = l_1427_;
                                            }
                                            uint l_1428_ = uint(l_1418_);
                                            uint l_1429_ = (l_1428_ << 23u);
                                            uint64_t _e3884 = l_mut_40_;
                                            uint l_1430_ = uint(_e3884);
                                            uint l_1431_ = (l_1430_ & 8388607u);
                                            uint l_1432_ = (l_1429_ | l_1431_);
                                            l_mut_14_ = l_1432_;
                                        } else {
                                            int _e3890 = l_mut_44_;
                                            int l_1433_ = asint(asuint(_e3890) + asuint(int(149)));
                                            bool l_1434_ = (l_1433_ >= int(0));
                                            if (l_1434_) {
                                                uint64_t l_1435_ = uint64_t(l_1433_);
                                                uint64_t l_1436_ = (l_1400_ << uint(l_1435_));
                                                l_mut_40_ = l_1436_;
                                            } else {
                                                int l_1437_ = asint(asuint(int(0)) - asuint(l_1433_));
                                                uint64_t l_1438_ = uint64_t(l_1437_);
                                                uint64_t l_1439_ = (l_1400_ >> uint(l_1438_));
                                                l_mut_40_ = l_1439_;
                                            }
                                            uint64_t _e3905 = l_mut_40_;
                                            uint l_1440_ = uint(_e3905);
                                            l_mut_14_ = l_1440_;
                                        }
                                    }
                                }
                                uint _e3908 = l_mut_14_;
                                l_mut_15_ = _e3908;
                                l_mut_62_ = l_1400_;
                            } else {
                                int _e3909 = l_mut_29_;
                                bool l_1441_ = (_e3909 <= l_1404_);
                                if (l_1441_) {
                                    int _e3911 = l_mut_29_;
                                    uint64_t l_1442_ = uint64_t(_e3911);
                                    uint64_t l_1443_ = (l_1400_ >> uint(l_1442_));
                                    l_mut_40_ = l_1443_;
                                    uint64_t _e3916 = l_mut_40_;
                                    uint64_t l_1444_ = (_e3916 << uint(l_1442_));
                                    uint64_t l_1445_ = (l_1400_ - l_1444_);
                                    uint64_t l_1446_ = (l_1442_ - 1uL);
                                    uint64_t l_1447_ = (1uL << uint(l_1446_));
                                    bool l_1448_ = (l_1445_ > l_1447_);
                                    bool l_1449_ = (l_1445_ == l_1447_);
                                    uint64_t _e3929 = l_mut_40_;
                                    uint64_t l_1450_ = (_e3929 & 1uL);
                                    bool l_1451_ = (l_1450_ == 1uL);
                                    if (l_1449_) {
                                        local_31 = l_1451_;
                                    } else {
                                        local_31 = false;
                                    }
                                    bool l_1452_ = local_31;
                                    if (!(l_1448_)) {
                                        local_32 = l_1452_;
                                    } else {
                                        local_32 = true;
                                    }
                                    bool l_1453_ = local_32;
                                    if (l_1453_) {
                                        uint64_t _e3943 = l_mut_40_;
                                        l_mut_40_ = (_e3943 + 1uL);
                                    }
                                    uint64_t _e3946 = l_mut_40_;
                                    uint64_t l_1454_ = (_e3946 << uint(l_1442_));
                                    l_mut_62_ = l_1454_;
                                    int _e3950 = l_mut_44_;
                                    int _e3951 = l_mut_29_;
                                    int l_1455_ = asint(asuint(_e3950) + asuint(_e3951));
                                    l_mut_14_ = 0u;
                                    uint64_t _e3954 = l_mut_40_;
                                    bool l_1456_ = (_e3954 != 0uL);
                                    if (l_1456_) {
                                        uint64_t _e3957 = l_mut_40_;
                                        uint64_t _e3963 = l_mut_40_;
                                        uint64_t _e3967 = l_mut_40_;
                                        uint l_1457_ = (((_e3967 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e3963)))) : (31u - firstbithigh(uint((_e3957 >> 32u)))));
                                        int l_1458_ = int(l_1457_);
                                        int l_1459_ = asint(asuint(int(64)) - asuint(l_1458_));
                                        int l_1460_ = asint(asuint(l_1459_) - asuint(int(1)));
                                        int l_1461_ = asint(asuint(l_1460_) + asuint(l_1455_));
                                        int l_1462_ = asint(asuint(l_1461_) + asuint(int(127)));
                                        bool l_1463_ = (l_1462_ >= int(255));
                                        if (l_1463_) {
                                            l_mut_14_ = 2139095040u;
                                        } else {
                                            bool l_1464_ = (l_1462_ >= int(1));
                                            if (l_1464_) {
                                                bool l_1465_ = (l_1459_ > int(24));
                                                if (l_1465_) {
                                                    int l_1466_ = asint(asuint(l_1459_) - asuint(int(24)));
                                                    uint64_t l_1467_ = uint64_t(l_1466_);
                                                    uint64_t _e3991 = l_mut_40_;
                                                    uint64_t l_1468_ = (_e3991 >> uint(l_1467_));
                                                    l_mut_25_ = l_1468_;
                                                } else {
                                                    int l_1469_ = asint(asuint(int(24)) - asuint(l_1459_));
                                                    uint64_t l_1470_ = uint64_t(l_1469_);
                                                    uint64_t _e3998 = l_mut_40_;
                                                    uint64_t l_1471_ = (_e3998 << uint(l_1470_));
                                                    l_mut_25_ = l_1471_;
                                                }
                                                uint l_1472_ = uint(l_1462_);
                                                uint l_1473_ = (l_1472_ << 23u);
                                                uint64_t _e4005 = l_mut_25_;
                                                uint l_1474_ = uint(_e4005);
                                                uint l_1475_ = (l_1474_ & 8388607u);
                                                uint l_1476_ = (l_1473_ | l_1475_);
                                                l_mut_14_ = l_1476_;
                                            } else {
                                                int l_1477_ = asint(asuint(l_1455_) + asuint(int(149)));
                                                bool l_1478_ = (l_1477_ >= int(0));
                                                if (l_1478_) {
                                                    uint64_t l_1479_ = uint64_t(l_1477_);
                                                    uint64_t _e4016 = l_mut_40_;
                                                    uint64_t l_1480_ = (_e4016 << uint(l_1479_));
                                                    l_mut_25_ = l_1480_;
                                                } else {
                                                    int l_1481_ = asint(asuint(int(0)) - asuint(l_1477_));
                                                    uint64_t l_1482_ = uint64_t(l_1481_);
                                                    uint64_t _e4023 = l_mut_40_;
                                                    uint64_t l_1483_ = (_e4023 >> uint(l_1482_));
                                                    l_mut_25_ = l_1483_;
                                                }
                                                uint64_t _e4027 = l_mut_25_;
                                                uint l_1484_ = uint(_e4027);
                                                l_mut_14_ = l_1484_;
                                            }
                                        }
                                    }
                                    uint _e4030 = l_mut_14_;
                                    l_mut_15_ = _e4030;
                                }
                            }
                        }
                        uint _e4031 = l_mut_15_;
                        uint l_1485_ = (_e4031 | l_1282_);
                        float l_1486_ = asfloat(l_1485_);
                        l_mut_1398_ = l_1486_;
                    } else {
                        uint64_t _e4034 = l_mut_66_;
                        uint64_t _e4035 = l_mut_92_;
                        bool l_1487_ = (_e4034 > _e4035);
                        if (l_1487_) {
                            uint64_t _e4037 = l_mut_66_;
                            uint64_t _e4038 = l_mut_92_;
                            uint64_t l_1488_ = (_e4037 - _e4038);
                            l_mut_15_ = 0u;
                            l_mut_92_ = 0uL;
                            bool l_1489_ = (l_1488_ != 0uL);
                            if (l_1489_) {
                                uint l_1490_ = (((l_1488_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_1488_)))) : (31u - firstbithigh(uint((l_1488_ >> 32u)))));
                                int l_1491_ = int(l_1490_);
                                int l_1492_ = asint(asuint(int(64)) - asuint(l_1491_));
                                int l_1493_ = asint(asuint(l_1492_) - asuint(int(1)));
                                int _e4062 = l_mut_44_;
                                int l_1494_ = asint(asuint(l_1493_) + asuint(_e4062));
                                int l_1495_ = asint(asuint(l_1494_) + asuint(int(127)));
                                int _e4067 = l_mut_44_;
                                int l_1496_ = asint(asuint(int(-149)) - asuint(_e4067));
                                l_mut_29_ = l_1496_;
                                bool l_1497_ = (l_1495_ >= int(1));
                                if (l_1497_) {
                                    int l_1498_ = asint(asuint(l_1492_) - asuint(int(24)));
                                    l_mut_29_ = l_1498_;
                                }
                                int _e4073 = l_mut_29_;
                                bool l_1499_ = (_e4073 <= int(0));
                                if (l_1499_) {
                                    l_mut_14_ = 0u;
                                    bool l_1500_ = (l_1488_ != 0uL);
                                    if (l_1500_) {
                                        uint l_1501_ = (((l_1488_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_1488_)))) : (31u - firstbithigh(uint((l_1488_ >> 32u)))));
                                        int l_1502_ = int(l_1501_);
                                        int l_1503_ = asint(asuint(int(64)) - asuint(l_1502_));
                                        int l_1504_ = asint(asuint(l_1503_) - asuint(int(1)));
                                        int _e4097 = l_mut_44_;
                                        int l_1505_ = asint(asuint(l_1504_) + asuint(_e4097));
                                        int l_1506_ = asint(asuint(l_1505_) + asuint(int(127)));
                                        bool l_1507_ = (l_1506_ >= int(255));
                                        if (l_1507_) {
                                            l_mut_14_ = 2139095040u;
                                        } else {
                                            bool l_1508_ = (l_1506_ >= int(1));
                                            if (l_1508_) {
                                                bool l_1509_ = (l_1503_ > int(24));
                                                if (l_1509_) {
                                                    int l_1510_ = asint(asuint(l_1503_) - asuint(int(24)));
                                                    uint64_t l_1511_ = uint64_t(l_1510_);
                                                    uint64_t l_1512_ = (l_1488_ >> uint(l_1511_));
                                                    l_mut_62_ = l_1512_;
                                                } else {
                                                    int l_1513_ = asint(asuint(int(24)) - asuint(l_1503_));
                                                    uint64_t l_1514_ = uint64_t(l_1513_);
                                                    uint64_t l_1515_ = (l_1488_ << uint(l_1514_));
                                                    l_mut_62_ = l_1515_;
                                                }
                                                uint l_1516_ = uint(l_1506_);
                                                uint l_1517_ = (l_1516_ << 23u);
                                                uint64_t _e4123 = l_mut_62_;
                                                uint l_1518_ = uint(_e4123);
                                                uint l_1519_ = (l_1518_ & 8388607u);
                                                uint l_1520_ = (l_1517_ | l_1519_);
                                                l_mut_14_ = l_1520_;
                                            } else {
                                                int _e4129 = l_mut_44_;
                                                int l_1521_ = asint(asuint(_e4129) + asuint(int(149)));
                                                bool l_1522_ = (l_1521_ >= int(0));
                                                if (l_1522_) {
                                                    uint64_t l_1523_ = uint64_t(l_1521_);
                                                    uint64_t l_1524_ = (l_1488_ << uint(l_1523_));
                                                    l_mut_62_ = l_1524_;
                                                } else {
                                                    int l_1525_ = asint(asuint(int(0)) - asuint(l_1521_));
                                                    uint64_t l_1526_ = uint64_t(l_1525_);
                                                    uint64_t l_1527_ = (l_1488_ >> uint(l_1526_));
                                                    l_mut_62_ = l_1527_;
                                                }
                                                uint64_t _e4144 = l_mut_62_;
                                                uint l_1528_ = uint(_e4144);
                                                l_mut_14_ = l_1528_;
                                            }
                                        }
                                    }
                                    uint _e4147 = l_mut_14_;
                                    l_mut_15_ = _e4147;
                                    l_mut_92_ = l_1488_;
                                } else {
                                    int _e4148 = l_mut_29_;
                                    bool l_1529_ = (_e4148 <= l_1492_);
                                    if (l_1529_) {
                                        int _e4150 = l_mut_29_;
                                        uint64_t l_1530_ = uint64_t(_e4150);
                                        uint64_t l_1531_ = (l_1488_ >> uint(l_1530_));
                                        l_mut_62_ = l_1531_;
                                        uint64_t _e4155 = l_mut_62_;
                                        uint64_t l_1532_ = (_e4155 << uint(l_1530_));
                                        uint64_t l_1533_ = (l_1488_ - l_1532_);
                                        uint64_t l_1534_ = (l_1530_ - 1uL);
                                        uint64_t l_1535_ = (1uL << uint(l_1534_));
                                        bool l_1536_ = (l_1533_ > l_1535_);
                                        bool l_1537_ = (l_1533_ == l_1535_);
                                        uint64_t _e4168 = l_mut_62_;
                                        uint64_t l_1538_ = (_e4168 & 1uL);
                                        bool l_1539_ = (l_1538_ == 1uL);
                                        if (l_1537_) {
                                            local_33 = l_1539_;
                                        } else {
                                            local_33 = false;
                                        }
                                        bool l_1540_ = local_33;
                                        if (!(l_1536_)) {
                                            local_34 = l_1540_;
                                        } else {
                                            local_34 = true;
                                        }
                                        bool l_1541_ = local_34;
                                        if (l_1541_) {
                                            uint64_t _e4182 = l_mut_62_;
                                            l_mut_62_ = (_e4182 + 1uL);
                                        }
                                        uint64_t _e4185 = l_mut_62_;
                                        uint64_t l_1542_ = (_e4185 << uint(l_1530_));
                                        l_mut_92_ = l_1542_;
                                        int _e4189 = l_mut_44_;
                                        int _e4190 = l_mut_29_;
                                        int l_1543_ = asint(asuint(_e4189) + asuint(_e4190));
                                        l_mut_14_ = 0u;
                                        uint64_t _e4193 = l_mut_62_;
                                        bool l_1544_ = (_e4193 != 0uL);
                                        if (l_1544_) {
                                            uint64_t _e4196 = l_mut_62_;
                                            uint64_t _e4202 = l_mut_62_;
                                            uint64_t _e4206 = l_mut_62_;
                                            uint l_1545_ = (((_e4206 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e4202)))) : (31u - firstbithigh(uint((_e4196 >> 32u)))));
                                            int l_1546_ = int(l_1545_);
                                            int l_1547_ = asint(asuint(int(64)) - asuint(l_1546_));
                                            int l_1548_ = asint(asuint(l_1547_) - asuint(int(1)));
                                            int l_1549_ = asint(asuint(l_1548_) + asuint(l_1543_));
                                            int l_1550_ = asint(asuint(l_1549_) + asuint(int(127)));
                                            bool l_1551_ = (l_1550_ >= int(255));
                                            if (l_1551_) {
                                                l_mut_14_ = 2139095040u;
                                            } else {
                                                bool l_1552_ = (l_1550_ >= int(1));
                                                if (l_1552_) {
                                                    bool l_1553_ = (l_1547_ > int(24));
                                                    if (l_1553_) {
                                                        int l_1554_ = asint(asuint(l_1547_) - asuint(int(24)));
                                                        uint64_t l_1555_ = uint64_t(l_1554_);
                                                        uint64_t _e4230 = l_mut_62_;
                                                        uint64_t l_1556_ = (_e4230 >> uint(l_1555_));
                                                        l_mut_40_ = l_1556_;
                                                    } else {
                                                        int l_1557_ = asint(asuint(int(24)) - asuint(l_1547_));
                                                        uint64_t l_1558_ = uint64_t(l_1557_);
                                                        uint64_t _e4237 = l_mut_62_;
                                                        uint64_t l_1559_ = (_e4237 << uint(l_1558_));
                                                        l_mut_40_ = l_1559_;
                                                    }
                                                    uint l_1560_ = uint(l_1550_);
                                                    uint l_1561_ = (l_1560_ << 23u);
                                                    uint64_t _e4244 = l_mut_40_;
                                                    uint l_1562_ = uint(_e4244);
                                                    uint l_1563_ = (l_1562_ & 8388607u);
                                                    uint l_1564_ = (l_1561_ | l_1563_);
                                                    l_mut_14_ = l_1564_;
                                                } else {
                                                    int l_1565_ = asint(asuint(l_1543_) + asuint(int(149)));
                                                    bool l_1566_ = (l_1565_ >= int(0));
                                                    if (l_1566_) {
                                                        uint64_t l_1567_ = uint64_t(l_1565_);
                                                        uint64_t _e4255 = l_mut_62_;
                                                        uint64_t l_1568_ = (_e4255 << uint(l_1567_));
                                                        l_mut_40_ = l_1568_;
                                                    } else {
                                                        int l_1569_ = asint(asuint(int(0)) - asuint(l_1565_));
                                                        uint64_t l_1570_ = uint64_t(l_1569_);
                                                        uint64_t _e4262 = l_mut_62_;
                                                        uint64_t l_1571_ = (_e4262 >> uint(l_1570_));
                                                        l_mut_40_ = l_1571_;
                                                    }
                                                    uint64_t _e4266 = l_mut_40_;
                                                    uint l_1572_ = uint(_e4266);
                                                    l_mut_14_ = l_1572_;
                                                }
                                            }
                                        }
                                        uint _e4269 = l_mut_14_;
                                        l_mut_15_ = _e4269;
                                    }
                                }
                            }
                            uint l_1573_ = (l_1282_ ^ 2147483648u);
                            uint _e4272 = l_mut_15_;
                            uint l_1574_ = (_e4272 | l_1573_);
                            float l_1575_ = asfloat(l_1574_);
                            l_mut_1398_ = l_1575_;
                        }
                    }
                    float _e4275 = l_mut_1398_;
                    l_mut_1298_ = _e4275;
                }
            }
        }
        float _e4276 = l_mut_50_;
        uint l_1576_ = asuint(_e4276);
        float _e4278 = l_mut_1088_;
        uint l_1577_ = asuint(_e4278);
        l_mut_170_ = l_1576_;
        l_mut_15_ = l_1577_;
        uint l_1578_ = (l_1577_ & 2147483647u);
        uint l_1579_ = (l_1576_ & 2147483647u);
        bool l_1580_ = (l_1578_ > l_1579_);
        if (l_1580_) {
            l_mut_170_ = l_1577_;
            l_mut_15_ = l_1576_;
        }
        uint _e4285 = l_mut_170_;
        uint l_1581_ = (_e4285 >> 23u);
        uint l_1582_ = (l_1581_ & 255u);
        uint _e4290 = l_mut_170_;
        uint l_1583_ = (_e4290 & 8388607u);
        bool l_1584_ = (l_1582_ != 0u);
        if (l_1584_) {
            uint l_1585_ = (l_1583_ | 8388608u);
            uint64_t l_1586_ = uint64_t(l_1585_);
            l_mut_228_ = l_1586_;
        } else {
            uint64_t l_1587_ = uint64_t(l_1583_);
            l_mut_228_ = l_1587_;
        }
        if (l_1584_) {
            int l_1588_ = int(l_1582_);
            int l_1589_ = asint(asuint(l_1588_) - asuint(int(150)));
            l_mut_75_ = l_1589_;
        } else {
            int l_1591_ = asint(asuint(int(1)) - asuint(int(150)));
            l_mut_75_ = l_1591_;
        }
        uint _e4305 = l_mut_170_;
        uint l_1592_ = (_e4305 & 2147483648u);
        bool l_1593_ = (l_1582_ == 255u);
        uint _e4310 = l_mut_15_;
        uint l_1594_ = (_e4310 >> 23u);
        uint l_1595_ = (l_1594_ & 255u);
        uint _e4315 = l_mut_15_;
        uint l_1596_ = (_e4315 & 8388607u);
        bool l_1597_ = (l_1595_ != 0u);
        if (l_1597_) {
            uint l_1598_ = (l_1596_ | 8388608u);
            uint64_t l_1599_ = uint64_t(l_1598_);
            l_mut_137_ = l_1599_;
        } else {
            uint64_t l_1600_ = uint64_t(l_1596_);
            l_mut_137_ = l_1600_;
        }
        if (l_1597_) {
            int l_1601_ = int(l_1595_);
            int l_1602_ = asint(asuint(l_1601_) - asuint(int(150)));
            l_mut_44_ = l_1602_;
        } else {
            int l_1604_ = asint(asuint(int(1)) - asuint(int(150)));
            l_mut_44_ = l_1604_;
        }
        uint _e4330 = l_mut_15_;
        uint l_1605_ = (_e4330 & 2147483648u);
        bool l_1606_ = (l_1595_ == 255u);
        float _e4335 = l_mut_50_;
        float _e4336 = l_mut_1088_;
        float l_1607_ = (_e4335 + _e4336);
        l_mut_1398_ = l_1607_;
        l_mut_1608_ = 0.0;
        bool l_1609_ = !(l_1593_);
        uint64_t _e4340 = l_mut_137_;
        bool l_1610_ = (_e4340 != 0uL);
        if (l_1609_) {
            local_35 = l_1610_;
        } else {
            local_35 = false;
        }
        bool l_1611_ = local_35;
        if (l_1611_) {
            int _e4347 = l_mut_75_;
            int _e4348 = l_mut_44_;
            int l_1612_ = asint(asuint(_e4347) - asuint(_e4348));
            bool l_1613_ = (l_1612_ >= int(26));
            if (l_1613_) {
                uint _e4352 = l_mut_170_;
                float l_1614_ = asfloat(_e4352);
                l_mut_1398_ = l_1614_;
                uint _e4354 = l_mut_15_;
                float l_1615_ = asfloat(_e4354);
                l_mut_1608_ = l_1615_;
            } else {
                uint64_t l_1616_ = uint64_t(l_1612_);
                uint64_t _e4357 = l_mut_228_;
                uint64_t l_1617_ = (_e4357 << uint(l_1616_));
                uint64_t _e4361 = l_mut_137_;
                uint64_t l_1618_ = (l_1617_ - _e4361);
                l_mut_92_ = l_1618_;
                bool l_1619_ = (l_1592_ == l_1605_);
                if (l_1619_) {
                    uint64_t _e4364 = l_mut_137_;
                    uint64_t l_1620_ = (l_1617_ + _e4364);
                    l_mut_92_ = l_1620_;
                }
                uint64_t _e4366 = l_mut_92_;
                bool l_1621_ = (_e4366 == 0uL);
                if (l_1621_) {
                    l_mut_1398_ = 0.0;
                } else {
                    l_mut_170_ = 0u;
                    l_mut_66_ = 0uL;
                    uint64_t _e4372 = l_mut_92_;
                    bool l_1622_ = (_e4372 != 0uL);
                    if (l_1622_) {
                        uint64_t _e4375 = l_mut_92_;
                        uint64_t _e4381 = l_mut_92_;
                        uint64_t _e4385 = l_mut_92_;
                        uint l_1623_ = (((_e4385 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e4381)))) : (31u - firstbithigh(uint((_e4375 >> 32u)))));
                        int l_1624_ = int(l_1623_);
                        int l_1625_ = asint(asuint(int(64)) - asuint(l_1624_));
                        int l_1626_ = asint(asuint(l_1625_) - asuint(int(1)));
                        int _e4396 = l_mut_44_;
                        int l_1627_ = asint(asuint(l_1626_) + asuint(_e4396));
                        int l_1628_ = asint(asuint(l_1627_) + asuint(int(127)));
                        int _e4401 = l_mut_44_;
                        int l_1629_ = asint(asuint(int(-149)) - asuint(_e4401));
                        l_mut_29_ = l_1629_;
                        bool l_1630_ = (l_1628_ >= int(1));
                        if (l_1630_) {
                            int l_1631_ = asint(asuint(l_1625_) - asuint(int(24)));
                            l_mut_29_ = l_1631_;
                        }
                        int _e4407 = l_mut_29_;
                        bool l_1632_ = (_e4407 <= int(0));
                        if (l_1632_) {
                            l_mut_15_ = 0u;
                            uint64_t _e4411 = l_mut_92_;
                            bool l_1633_ = (_e4411 != 0uL);
                            if (l_1633_) {
                                uint64_t _e4414 = l_mut_92_;
                                uint64_t _e4420 = l_mut_92_;
                                uint64_t _e4424 = l_mut_92_;
                                uint l_1634_ = (((_e4424 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e4420)))) : (31u - firstbithigh(uint((_e4414 >> 32u)))));
                                int l_1635_ = int(l_1634_);
                                int l_1636_ = asint(asuint(int(64)) - asuint(l_1635_));
                                int l_1637_ = asint(asuint(l_1636_) - asuint(int(1)));
                                int _e4435 = l_mut_44_;
                                int l_1638_ = asint(asuint(l_1637_) + asuint(_e4435));
                                int l_1639_ = asint(asuint(l_1638_) + asuint(int(127)));
                                bool l_1640_ = (l_1639_ >= int(255));
                                if (l_1640_) {
                                    l_mut_15_ = 2139095040u;
                                } else {
                                    bool l_1641_ = (l_1639_ >= int(1));
                                    if (l_1641_) {
                                        bool l_1642_ = (l_1636_ > int(24));
                                        if (l_1642_) {
                                            int l_1643_ = asint(asuint(l_1636_) - asuint(int(24)));
                                            uint64_t l_1644_ = uint64_t(l_1643_);
                                            uint64_t _e4449 = l_mut_92_;
                                            uint64_t l_1645_ = (_e4449 >> uint(l_1644_));
                                            l_mut_62_ = l_1645_;
                                        } else {
                                            int l_1646_ = asint(asuint(int(24)) - asuint(l_1636_));
                                            uint64_t l_1647_ = uint64_t(l_1646_);
                                            uint64_t _e4456 = l_mut_92_;
                                            uint64_t l_1648_ = (_e4456 << uint(l_1647_));
                                            l_mut_62_ = l_1648_;
                                        }
                                        uint l_1649_ = uint(l_1639_);
                                        uint l_1650_ = (l_1649_ << 23u);
                                        uint64_t _e4463 = l_mut_62_;
                                        uint l_1651_ = uint(_e4463);
                                        uint l_1652_ = (l_1651_ & 8388607u);
                                        uint l_1653_ = (l_1650_ | l_1652_);
                                        l_mut_15_ = l_1653_;
                                    } else {
                                        int _e4469 = l_mut_44_;
                                        int l_1654_ = asint(asuint(_e4469) + asuint(int(149)));
                                        bool l_1655_ = (l_1654_ >= int(0));
                                        if (l_1655_) {
                                            uint64_t l_1656_ = uint64_t(l_1654_);
                                            uint64_t _e4475 = l_mut_92_;
                                            uint64_t l_1657_ = (_e4475 << uint(l_1656_));
                                            l_mut_62_ = l_1657_;
                                        } else {
                                            int l_1658_ = asint(asuint(int(0)) - asuint(l_1654_));
                                            uint64_t l_1659_ = uint64_t(l_1658_);
                                            uint64_t _e4482 = l_mut_92_;
                                            uint64_t l_1660_ = (_e4482 >> uint(l_1659_));
                                            l_mut_62_ = l_1660_;
                                        }
                                        uint64_t _e4486 = l_mut_62_;
                                        uint l_1661_ = uint(_e4486);
                                        l_mut_15_ = l_1661_;
                                    }
                                }
                            }
                            uint _e4489 = l_mut_15_;
                            l_mut_170_ = _e4489;
                            uint64_t _e4490 = l_mut_92_;
                            l_mut_66_ = _e4490;
                        } else {
                            int _e4491 = l_mut_29_;
                            bool l_1662_ = (_e4491 <= l_1625_);
                            if (l_1662_) {
                                int _e4493 = l_mut_29_;
                                uint64_t l_1663_ = uint64_t(_e4493);
                                uint64_t _e4495 = l_mut_92_;
                                uint64_t l_1664_ = (_e4495 >> uint(l_1663_));
                                l_mut_62_ = l_1664_;
                                uint64_t _e4499 = l_mut_62_;
                                uint64_t l_1665_ = (_e4499 << uint(l_1663_));
                                uint64_t _e4503 = l_mut_92_;
                                uint64_t l_1666_ = (_e4503 - l_1665_);
                                uint64_t l_1667_ = (l_1663_ - 1uL);
                                uint64_t l_1668_ = (1uL << uint(l_1667_));
                                bool l_1669_ = (l_1666_ > l_1668_);
                                bool l_1670_ = (l_1666_ == l_1668_);
                                uint64_t _e4513 = l_mut_62_;
                                uint64_t l_1671_ = (_e4513 & 1uL);
                                bool l_1672_ = (l_1671_ == 1uL);
                                if (l_1670_) {
                                    local_36 = l_1672_;
                                } else {
                                    local_36 = false;
                                }
                                bool l_1673_ = local_36;
                                if (!(l_1669_)) {
                                    local_37 = l_1673_;
                                } else {
                                    local_37 = true;
                                }
                                bool l_1674_ = local_37;
                                if (l_1674_) {
                                    uint64_t _e4527 = l_mut_62_;
                                    l_mut_62_ = (_e4527 + 1uL);
                                }
                                uint64_t _e4530 = l_mut_62_;
                                uint64_t l_1675_ = (_e4530 << uint(l_1663_));
                                l_mut_66_ = l_1675_;
                                int _e4534 = l_mut_44_;
                                int _e4535 = l_mut_29_;
                                int l_1676_ = asint(asuint(_e4534) + asuint(_e4535));
                                l_mut_15_ = 0u;
                                uint64_t _e4538 = l_mut_62_;
                                bool l_1677_ = (_e4538 != 0uL);
                                if (l_1677_) {
                                    uint64_t _e4541 = l_mut_62_;
                                    uint64_t _e4547 = l_mut_62_;
                                    uint64_t _e4551 = l_mut_62_;
                                    uint l_1678_ = (((_e4551 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e4547)))) : (31u - firstbithigh(uint((_e4541 >> 32u)))));
                                    int l_1679_ = int(l_1678_);
                                    int l_1680_ = asint(asuint(int(64)) - asuint(l_1679_));
                                    int l_1681_ = asint(asuint(l_1680_) - asuint(int(1)));
                                    int l_1682_ = asint(asuint(l_1681_) + asuint(l_1676_));
                                    int l_1683_ = asint(asuint(l_1682_) + asuint(int(127)));
                                    bool l_1684_ = (l_1683_ >= int(255));
                                    if (l_1684_) {
                                        l_mut_15_ = 2139095040u;
                                    } else {
                                        bool l_1685_ = (l_1683_ >= int(1));
                                        if (l_1685_) {
                                            bool l_1686_ = (l_1680_ > int(24));
                                            if (l_1686_) {
                                                int l_1687_ = asint(asuint(l_1680_) - asuint(int(24)));
                                                uint64_t l_1688_ = uint64_t(l_1687_);
                                                uint64_t _e4575 = l_mut_62_;
                                                uint64_t l_1689_ = (_e4575 >> uint(l_1688_));
                                                l_mut_40_ = l_1689_;
                                            } else {
                                                int l_1690_ = asint(asuint(int(24)) - asuint(l_1680_));
                                                uint64_t l_1691_ = uint64_t(l_1690_);
                                                uint64_t _e4582 = l_mut_62_;
                                                uint64_t l_1692_ = (_e4582 << uint(l_1691_));
                                                l_mut_40_ = l_1692_;
                                            }
                                            uint l_1693_ = uint(l_1683_);
                                            uint l_1694_ = (l_1693_ << 23u);
                                            uint64_t _e4589 = l_mut_40_;
                                            uint l_1695_ = uint(_e4589);
                                            uint l_1696_ = (l_1695_ & 8388607u);
                                            uint l_1697_ = (l_1694_ | l_1696_);
                                            l_mut_15_ = l_1697_;
                                        } else {
                                            int l_1698_ = asint(asuint(l_1676_) + asuint(int(149)));
                                            bool l_1699_ = (l_1698_ >= int(0));
                                            if (l_1699_) {
                                                uint64_t l_1700_ = uint64_t(l_1698_);
                                                uint64_t _e4600 = l_mut_62_;
                                                uint64_t l_1701_ = (_e4600 << uint(l_1700_));
                                                l_mut_40_ = l_1701_;
                                            } else {
                                                int l_1702_ = asint(asuint(int(0)) - asuint(l_1698_));
                                                uint64_t l_1703_ = uint64_t(l_1702_);
                                                uint64_t _e4607 = l_mut_62_;
                                                uint64_t l_1704_ = (_e4607 >> uint(l_1703_));
                                                l_mut_40_ = l_1704_;
                                            }
                                            uint64_t _e4611 = l_mut_40_;
                                            uint l_1705_ = uint(_e4611);
                                            l_mut_15_ = l_1705_;
                                        }
                                    }
                                }
                                uint _e4614 = l_mut_15_;
                                l_mut_170_ = _e4614;
                            }
                        }
                    }
                    uint _e4615 = l_mut_170_;
                    uint l_1706_ = (_e4615 | l_1592_);
                    float l_1707_ = asfloat(l_1706_);
                    l_mut_1398_ = l_1707_;
                    l_mut_1708_ = 0.0;
                    uint64_t _e4619 = l_mut_92_;
                    uint64_t _e4620 = l_mut_66_;
                    bool l_1709_ = (_e4619 > _e4620);
                    if (l_1709_) {
                        uint64_t _e4622 = l_mut_92_;
                        uint64_t _e4623 = l_mut_66_;
                        uint64_t l_1710_ = (_e4622 - _e4623);
                        l_mut_15_ = 0u;
                        l_mut_62_ = 0uL;
                        bool l_1711_ = (l_1710_ != 0uL);
                        if (l_1711_) {
                            uint l_1712_ = (((l_1710_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_1710_)))) : (31u - firstbithigh(uint((l_1710_ >> 32u)))));
                            int l_1713_ = int(l_1712_);
                            int l_1714_ = asint(asuint(int(64)) - asuint(l_1713_));
                            int l_1715_ = asint(asuint(l_1714_) - asuint(int(1)));
                            int _e4647 = l_mut_44_;
                            int l_1716_ = asint(asuint(l_1715_) + asuint(_e4647));
                            int l_1717_ = asint(asuint(l_1716_) + asuint(int(127)));
                            int _e4652 = l_mut_44_;
                            int l_1718_ = asint(asuint(int(-149)) - asuint(_e4652));
                            l_mut_29_ = l_1718_;
                            bool l_1719_ = (l_1717_ >= int(1));
                            if (l_1719_) {
                                int l_1720_ = asint(asuint(l_1714_) - asuint(int(24)));
                                l_mut_29_ = l_1720_;
                            }
                            int _e4658 = l_mut_29_;
                            bool l_1721_ = (_e4658 <= int(0));
                            if (l_1721_) {
                                l_mut_14_ = 0u;
                                bool l_1722_ = (l_1710_ != 0uL);
                                if (l_1722_) {
                                    uint l_1723_ = (((l_1710_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_1710_)))) : (31u - firstbithigh(uint((l_1710_ >> 32u)))));
                                    int l_1724_ = int(l_1723_);
                                    int l_1725_ = asint(asuint(int(64)) - asuint(l_1724_));
                                    int l_1726_ = asint(asuint(l_1725_) - asuint(int(1)));
                                    int _e4682 = l_mut_44_;
                                    int l_1727_ = asint(asuint(l_1726_) + asuint(_e4682));
                                    int l_1728_ = asint(asuint(l_1727_) + asuint(int(127)));
                                    bool l_1729_ = (l_1728_ >= int(255));
                                    if (l_1729_) {
                                        l_mut_14_ = 2139095040u;
                                    } else {
                                        bool l_1730_ = (l_1728_ >= int(1));
                                        if (l_1730_) {
                                            bool l_1731_ = (l_1725_ > int(24));
                                            if (l_1731_) {
                                                int l_1732_ = asint(asuint(l_1725_) - asuint(int(24)));
                                                uint64_t l_1733_ = uint64_t(l_1732_);
                                                uint64_t l_1734_ = (l_1710_ >> uint(l_1733_));
                                                l_mut_40_ = l_1734_;
                                            } else {
                                                int l_1735_ = asint(asuint(int(24)) - asuint(l_1725_));
                                                uint64_t l_1736_ = uint64_t(l_1735_);
                                                uint64_t l_1737_ = (l_1710_ << uint(l_1736_));
                                                l_mut_40_ = l_1737_;
                                            }
                                            uint l_1738_ = uint(l_1728_);
                                            uint l_1739_ = (l_1738_ << 23u);
                                            uint64_t _e4708 = l_mut_40_;
                                            uint l_1740_ = uint(_e4708);
                                            uint l_1741_ = (l_1740_ & 8388607u);
                                            uint l_1742_ = (l_1739_ | l_1741_);
                                            l_mut_14_ = l_1742_;
                                        } else {
                                            int _e4714 = l_mut_44_;
                                            int l_1743_ = asint(asuint(_e4714) + asuint(int(149)));
                                            bool l_1744_ = (l_1743_ >= int(0));
                                            if (l_1744_) {
                                                uint64_t l_1745_ = uint64_t(l_1743_);
                                                uint64_t l_1746_ = (l_1710_ << uint(l_1745_));
                                                l_mut_40_ = l_1746_;
                                            } else {
                                                int l_1747_ = asint(asuint(int(0)) - asuint(l_1743_));
                                                uint64_t l_1748_ = uint64_t(l_1747_);
                                                uint64_t l_1749_ = (l_1710_ >> uint(l_1748_));
                                                l_mut_40_ = l_1749_;
                                            }
                                            uint64_t _e4729 = l_mut_40_;
                                            uint l_1750_ = uint(_e4729);
                                            l_mut_14_ = l_1750_;
                                        }
                                    }
                                }
                                uint _e4732 = l_mut_14_;
                                l_mut_15_ = _e4732;
                                l_mut_62_ = l_1710_;
                            } else {
                                int _e4733 = l_mut_29_;
                                bool l_1751_ = (_e4733 <= l_1714_);
                                if (l_1751_) {
                                    int _e4735 = l_mut_29_;
                                    uint64_t l_1752_ = uint64_t(_e4735);
                                    uint64_t l_1753_ = (l_1710_ >> uint(l_1752_));
                                    l_mut_40_ = l_1753_;
                                    uint64_t _e4740 = l_mut_40_;
                                    uint64_t l_1754_ = (_e4740 << uint(l_1752_));
                                    uint64_t l_1755_ = (l_1710_ - l_1754_);
                                    uint64_t l_1756_ = (l_1752_ - 1uL);
                                    uint64_t l_1757_ = (1uL << uint(l_1756_));
                                    bool l_1758_ = (l_1755_ > l_1757_);
                                    bool l_1759_ = (l_1755_ == l_1757_);
                                    uint64_t _e4753 = l_mut_40_;
                                    uint64_t l_1760_ = (_e4753 & 1uL);
                                    bool l_1761_ = (l_1760_ == 1uL);
                                    if (l_1759_) {
                                        local_38 = l_1761_;
                                    } else {
                                        local_38 = false;
                                    }
                                    bool l_1762_ = local_38;
                                    if (!(l_1758_)) {
                                        local_39 = l_1762_;
                                    } else {
                                        local_39 = true;
                                    }
                                    bool l_1763_ = local_39;
                                    if (l_1763_) {
                                        uint64_t _e4767 = l_mut_40_;
                                        l_mut_40_ = (_e4767 + 1uL);
                                    }
                                    uint64_t _e4770 = l_mut_40_;
                                    uint64_t l_1764_ = (_e4770 << uint(l_1752_));
                                    l_mut_62_ = l_1764_;
                                    int _e4774 = l_mut_44_;
                                    int _e4775 = l_mut_29_;
                                    int l_1765_ = asint(asuint(_e4774) + asuint(_e4775));
                                    l_mut_14_ = 0u;
                                    uint64_t _e4778 = l_mut_40_;
                                    bool l_1766_ = (_e4778 != 0uL);
                                    if (l_1766_) {
                                        uint64_t _e4781 = l_mut_40_;
                                        uint64_t _e4787 = l_mut_40_;
                                        uint64_t _e4791 = l_mut_40_;
                                        uint l_1767_ = (((_e4791 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e4787)))) : (31u - firstbithigh(uint((_e4781 >> 32u)))));
                                        int l_1768_ = int(l_1767_);
                                        int l_1769_ = asint(asuint(int(64)) - asuint(l_1768_));
                                        int l_1770_ = asint(asuint(l_1769_) - asuint(int(1)));
                                        int l_1771_ = asint(asuint(l_1770_) + asuint(l_1765_));
                                        int l_1772_ = asint(asuint(l_1771_) + asuint(int(127)));
                                        bool l_1773_ = (l_1772_ >= int(255));
                                        if (l_1773_) {
                                            l_mut_14_ = 2139095040u;
                                        } else {
                                            bool l_1774_ = (l_1772_ >= int(1));
                                            if (l_1774_) {
                                                bool l_1775_ = (l_1769_ > int(24));
                                                if (l_1775_) {
                                                    int l_1776_ = asint(asuint(l_1769_) - asuint(int(24)));
                                                    uint64_t l_1777_ = uint64_t(l_1776_);
                                                    uint64_t _e4815 = l_mut_40_;
                                                    uint64_t l_1778_ = (_e4815 >> uint(l_1777_));
                                                    l_mut_25_ = l_1778_;
                                                } else {
                                                    int l_1779_ = asint(asuint(int(24)) - asuint(l_1769_));
                                                    uint64_t l_1780_ = uint64_t(l_1779_);
                                                    uint64_t _e4822 = l_mut_40_;
                                                    uint64_t l_1781_ = (_e4822 << uint(l_1780_));
                                                    l_mut_25_ = l_1781_;
                                                }
                                                uint l_1782_ = uint(l_1772_);
                                                uint l_1783_ = (l_1782_ << 23u);
                                                uint64_t _e4829 = l_mut_25_;
                                                uint l_1784_ = uint(_e4829);
                                                uint l_1785_ = (l_1784_ & 8388607u);
                                                uint l_1786_ = (l_1783_ | l_1785_);
                                                l_mut_14_ = l_1786_;
                                            } else {
                                                int l_1787_ = asint(asuint(l_1765_) + asuint(int(149)));
                                                bool l_1788_ = (l_1787_ >= int(0));
                                                if (l_1788_) {
                                                    uint64_t l_1789_ = uint64_t(l_1787_);
                                                    uint64_t _e4840 = l_mut_40_;
                                                    uint64_t l_1790_ = (_e4840 << uint(l_1789_));
                                                    l_mut_25_ = l_1790_;
                                                } else {
                                                    int l_1791_ = asint(asuint(int(0)) - asuint(l_1787_));
                                                    uint64_t l_1792_ = uint64_t(l_1791_);
                                                    uint64_t _e4847 = l_mut_40_;
                                                    uint64_t l_1793_ = (_e4847 >> uint(l_1792_));
                                                    l_mut_25_ = l_1793_;
                                                }
                                                uint64_t _e4851 = l_mut_25_;
                                                uint l_1794_ = uint(_e4851);
                                                l_mut_14_ = l_1794_;
                                            }
                                        }
                                    }
                                    uint _e4854 = l_mut_14_;
                                    l_mut_15_ = _e4854;
                                }
                            }
                        }
                        uint _e4855 = l_mut_15_;
                        uint l_1795_ = (_e4855 | l_1592_);
                        float l_1796_ = asfloat(l_1795_);
                        l_mut_1708_ = l_1796_;
                    } else {
                        uint64_t _e4858 = l_mut_66_;
                        uint64_t _e4859 = l_mut_92_;
                        bool l_1797_ = (_e4858 > _e4859);
                        if (l_1797_) {
                            uint64_t _e4861 = l_mut_66_;
                            uint64_t _e4862 = l_mut_92_;
                            uint64_t l_1798_ = (_e4861 - _e4862);
                            l_mut_15_ = 0u;
                            l_mut_92_ = 0uL;
                            bool l_1799_ = (l_1798_ != 0uL);
                            if (l_1799_) {
                                uint l_1800_ = (((l_1798_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_1798_)))) : (31u - firstbithigh(uint((l_1798_ >> 32u)))));
                                int l_1801_ = int(l_1800_);
                                int l_1802_ = asint(asuint(int(64)) - asuint(l_1801_));
                                int l_1803_ = asint(asuint(l_1802_) - asuint(int(1)));
                                int _e4886 = l_mut_44_;
                                int l_1804_ = asint(asuint(l_1803_) + asuint(_e4886));
                                int l_1805_ = asint(asuint(l_1804_) + asuint(int(127)));
                                int _e4891 = l_mut_44_;
                                int l_1806_ = asint(asuint(int(-149)) - asuint(_e4891));
                                l_mut_29_ = l_1806_;
                                bool l_1807_ = (l_1805_ >= int(1));
                                if (l_1807_) {
                                    int l_1808_ = asint(asuint(l_1802_) - asuint(int(24)));
                                    l_mut_29_ = l_1808_;
                                }
                                int _e4897 = l_mut_29_;
                                bool l_1809_ = (_e4897 <= int(0));
                                if (l_1809_) {
                                    l_mut_14_ = 0u;
                                    bool l_1810_ = (l_1798_ != 0uL);
                                    if (l_1810_) {
                                        uint l_1811_ = (((l_1798_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_1798_)))) : (31u - firstbithigh(uint((l_1798_ >> 32u)))));
                                        int l_1812_ = int(l_1811_);
                                        int l_1813_ = asint(asuint(int(64)) - asuint(l_1812_));
                                        int l_1814_ = asint(asuint(l_1813_) - asuint(int(1)));
                                        int _e4921 = l_mut_44_;
                                        int l_1815_ = asint(asuint(l_1814_) + asuint(_e4921));
                                        int l_1816_ = asint(asuint(l_1815_) + asuint(int(127)));
                                        bool l_1817_ = (l_1816_ >= int(255));
                                        if (l_1817_) {
                                            l_mut_14_ = 2139095040u;
                                        } else {
                                            bool l_1818_ = (l_1816_ >= int(1));
                                            if (l_1818_) {
                                                bool l_1819_ = (l_1813_ > int(24));
                                                if (l_1819_) {
                                                    int l_1820_ = asint(asuint(l_1813_) - asuint(int(24)));
                                                    uint64_t l_1821_ = uint64_t(l_1820_);
                                                    uint64_t l_1822_ = (l_1798_ >> uint(l_1821_));
                                                    l_mut_62_ = l_1822_;
                                                } else {
                                                    int l_1823_ = asint(asuint(int(24)) - asuint(l_1813_));
                                                    uint64_t l_1824_ = uint64_t(l_1823_);
                                                    uint64_t l_1825_ = (l_1798_ << uint(l_1824_));
                                                    l_mut_62_ = l_1825_;
                                                }
                                                uint l_1826_ = uint(l_1816_);
                                                uint l_1827_ = (l_1826_ << 23u);
                                                uint64_t _e4947 = l_mut_62_;
                                                uint l_1828_ = uint(_e4947);
                                                uint l_1829_ = (l_1828_ & 8388607u);
                                                uint l_1830_ = (l_1827_ | l_1829_);
                                                l_mut_14_ = l_1830_;
                                            } else {
                                                int _e4953 = l_mut_44_;
                                                int l_1831_ = asint(asuint(_e4953) + asuint(int(149)));
                                                bool l_1832_ = (l_1831_ >= int(0));
                                                if (l_1832_) {
                                                    uint64_t l_1833_ = uint64_t(l_1831_);
                                                    uint64_t l_1834_ = (l_1798_ << uint(l_1833_));
                                                    l_mut_62_ = l_1834_;
                                                } else {
                                                    int l_1835_ = asint(asuint(int(0)) - asuint(l_1831_));
                                                    uint64_t l_1836_ = uint64_t(l_1835_);
                                                    uint64_t l_1837_ = (l_1798_ >> uint(l_1836_));
                                                    l_mut_62_ = l_1837_;
                                                }
                                                uint64_t _e4968 = l_mut_62_;
                                                uint l_1838_ = uint(_e4968);
                                                l_mut_14_ = l_1838_;
                                            }
                                        }
                                    }
                                    uint _e4971 = l_mut_14_;
                                    l_mut_15_ = _e4971;
                                    l_mut_92_ = l_1798_;
                                } else {
                                    int _e4972 = l_mut_29_;
                                    bool l_1839_ = (_e4972 <= l_1802_);
                                    if (l_1839_) {
                                        int _e4974 = l_mut_29_;
                                        uint64_t l_1840_ = uint64_t(_e4974);
                                        uint64_t l_1841_ = (l_1798_ >> uint(l_1840_));
                                        l_mut_62_ = l_1841_;
                                        uint64_t _e4979 = l_mut_62_;
                                        uint64_t l_1842_ = (_e4979 << uint(l_1840_));
                                        uint64_t l_1843_ = (l_1798_ - l_1842_);
                                        uint64_t l_1844_ = (l_1840_ - 1uL);
                                        uint64_t l_1845_ = (1uL << uint(l_1844_));
                                        bool l_1846_ = (l_1843_ > l_1845_);
                                        bool l_1847_ = (l_1843_ == l_1845_);
                                        uint64_t _e4992 = l_mut_62_;
                                        uint64_t l_1848_ = (_e4992 & 1uL);
                                        bool l_1849_ = (l_1848_ == 1uL);
                                        if (l_1847_) {
                                            local_40 = l_1849_;
                                        } else {
                                            local_40 = false;
                                        }
                                        bool l_1850_ = local_40;
                                        if (!(l_1846_)) {
                                            local_41 = l_1850_;
                                        } else {
                                            local_41 = true;
                                        }
                                        bool l_1851_ = local_41;
                                        if (l_1851_) {
                                            uint64_t _e5006 = l_mut_62_;
                                            l_mut_62_ = (_e5006 + 1uL);
                                        }
                                        uint64_t _e5009 = l_mut_62_;
                                        uint64_t l_1852_ = (_e5009 << uint(l_1840_));
                                        l_mut_92_ = l_1852_;
                                        int _e5013 = l_mut_44_;
                                        int _e5014 = l_mut_29_;
                                        int l_1853_ = asint(asuint(_e5013) + asuint(_e5014));
                                        l_mut_14_ = 0u;
                                        uint64_t _e5017 = l_mut_62_;
                                        bool l_1854_ = (_e5017 != 0uL);
                                        if (l_1854_) {
                                            uint64_t _e5020 = l_mut_62_;
                                            uint64_t _e5026 = l_mut_62_;
                                            uint64_t _e5030 = l_mut_62_;
                                            uint l_1855_ = (((_e5030 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e5026)))) : (31u - firstbithigh(uint((_e5020 >> 32u)))));
                                            int l_1856_ = int(l_1855_);
                                            int l_1857_ = asint(asuint(int(64)) - asuint(l_1856_));
                                            int l_1858_ = asint(asuint(l_1857_) - asuint(int(1)));
                                            int l_1859_ = asint(asuint(l_1858_) + asuint(l_1853_));
                                            int l_1860_ = asint(asuint(l_1859_) + asuint(int(127)));
                                            bool l_1861_ = (l_1860_ >= int(255));
                                            if (l_1861_) {
                                                l_mut_14_ = 2139095040u;
                                            } else {
                                                bool l_1862_ = (l_1860_ >= int(1));
                                                if (l_1862_) {
                                                    bool l_1863_ = (l_1857_ > int(24));
                                                    if (l_1863_) {
                                                        int l_1864_ = asint(asuint(l_1857_) - asuint(int(24)));
                                                        uint64_t l_1865_ = uint64_t(l_1864_);
                                                        uint64_t _e5054 = l_mut_62_;
                                                        uint64_t l_1866_ = (_e5054 >> uint(l_1865_));
                                                        l_mut_40_ = l_1866_;
                                                    } else {
                                                        int l_1867_ = asint(asuint(int(24)) - asuint(l_1857_));
                                                        uint64_t l_1868_ = uint64_t(l_1867_);
                                                        uint64_t _e5061 = l_mut_62_;
                                                        uint64_t l_1869_ = (_e5061 << uint(l_1868_));
                                                        l_mut_40_ = l_1869_;
                                                    }
                                                    uint l_1870_ = uint(l_1860_);
                                                    uint l_1871_ = (l_1870_ << 23u);
                                                    uint64_t _e5068 = l_mut_40_;
                                                    uint l_1872_ = uint(_e5068);
                                                    uint l_1873_ = (l_1872_ & 8388607u);
                                                    uint l_1874_ = (l_1871_ | l_1873_);
                                                    l_mut_14_ = l_1874_;
                                                } else {
                                                    int l_1875_ = asint(asuint(l_1853_) + asuint(int(149)));
                                                    bool l_1876_ = (l_1875_ >= int(0));
                                                    if (l_1876_) {
                                                        uint64_t l_1877_ = uint64_t(l_1875_);
                                                        uint64_t _e5079 = l_mut_62_;
                                                        uint64_t l_1878_ = (_e5079 << uint(l_1877_));
                                                        l_mut_40_ = l_1878_;
                                                    } else {
                                                        int l_1879_ = asint(asuint(int(0)) - asuint(l_1875_));
                                                        uint64_t l_1880_ = uint64_t(l_1879_);
                                                        uint64_t _e5086 = l_mut_62_;
                                                        uint64_t l_1881_ = (_e5086 >> uint(l_1880_));
                                                        l_mut_40_ = l_1881_;
                                                    }
                                                    uint64_t _e5090 = l_mut_40_;
                                                    uint l_1882_ = uint(_e5090);
                                                    l_mut_14_ = l_1882_;
                                                }
                                            }
                                        }
                                        uint _e5093 = l_mut_14_;
                                        l_mut_15_ = _e5093;
                                    }
                                }
                            }
                            uint l_1883_ = (l_1592_ ^ 2147483648u);
                            uint _e5096 = l_mut_15_;
                            uint l_1884_ = (_e5096 | l_1883_);
                            float l_1885_ = asfloat(l_1884_);
                            l_mut_1708_ = l_1885_;
                        }
                    }
                    float _e5099 = l_mut_1708_;
                    l_mut_1608_ = _e5099;
                }
            }
        }
        float _e5100 = l_mut_1298_;
        uint l_1886_ = asuint(_e5100);
        float _e5102 = l_mut_1608_;
        uint l_1887_ = asuint(_e5102);
        l_mut_170_ = l_1886_;
        l_mut_15_ = l_1887_;
        uint l_1888_ = (l_1887_ & 2147483647u);
        uint l_1889_ = (l_1886_ & 2147483647u);
        bool l_1890_ = (l_1888_ > l_1889_);
        if (l_1890_) {
            l_mut_170_ = l_1887_;
            l_mut_15_ = l_1886_;
        }
        uint _e5109 = l_mut_170_;
        uint l_1891_ = (_e5109 >> 23u);
        uint l_1892_ = (l_1891_ & 255u);
        uint _e5114 = l_mut_170_;
        uint l_1893_ = (_e5114 & 8388607u);
        bool l_1894_ = (l_1892_ != 0u);
        if (l_1894_) {
            uint l_1895_ = (l_1893_ | 8388608u);
            uint64_t l_1896_ = uint64_t(l_1895_);
            l_mut_228_ = l_1896_;
        } else {
            uint64_t l_1897_ = uint64_t(l_1893_);
            l_mut_228_ = l_1897_;
        }
        if (l_1894_) {
            int l_1898_ = int(l_1892_);
            int l_1899_ = asint(asuint(l_1898_) - asuint(int(150)));
            l_mut_75_ = l_1899_;
        } else {
            int l_1901_ = asint(asuint(int(1)) - asuint(int(150)));
            l_mut_75_ = l_1901_;
        }
        uint _e5129 = l_mut_170_;
        uint l_1902_ = (_e5129 & 2147483648u);
        bool l_1903_ = (l_1892_ == 255u);
        uint _e5134 = l_mut_15_;
        uint l_1904_ = (_e5134 >> 23u);
        uint l_1905_ = (l_1904_ & 255u);
        uint _e5139 = l_mut_15_;
        uint l_1906_ = (_e5139 & 8388607u);
        bool l_1907_ = (l_1905_ != 0u);
        if (l_1907_) {
            uint l_1908_ = (l_1906_ | 8388608u);
            uint64_t l_1909_ = uint64_t(l_1908_);
            l_mut_137_ = l_1909_;
        } else {
            uint64_t l_1910_ = uint64_t(l_1906_);
            l_mut_137_ = l_1910_;
        }
        if (l_1907_) {
            int l_1911_ = int(l_1905_);
            int l_1912_ = asint(asuint(l_1911_) - asuint(int(150)));
            l_mut_44_ = l_1912_;
        } else {
            int l_1914_ = asint(asuint(int(1)) - asuint(int(150)));
            l_mut_44_ = l_1914_;
        }
        uint _e5154 = l_mut_15_;
        uint l_1915_ = (_e5154 & 2147483648u);
        bool l_1916_ = (l_1905_ == 255u);
        float _e5159 = l_mut_1298_;
        float _e5160 = l_mut_1608_;
        float l_1917_ = (_e5159 + _e5160);
        l_mut_1708_ = l_1917_;
        l_mut_1918_ = 0.0;
        bool l_1919_ = !(l_1903_);
        uint64_t _e5164 = l_mut_137_;
        bool l_1920_ = (_e5164 != 0uL);
        if (l_1919_) {
            local_42 = l_1920_;
        } else {
            local_42 = false;
        }
        bool l_1921_ = local_42;
        if (l_1921_) {
            int _e5171 = l_mut_75_;
            int _e5172 = l_mut_44_;
            int l_1922_ = asint(asuint(_e5171) - asuint(_e5172));
            bool l_1923_ = (l_1922_ >= int(26));
            if (l_1923_) {
                uint _e5176 = l_mut_170_;
                float l_1924_ = asfloat(_e5176);
                l_mut_1708_ = l_1924_;
                uint _e5178 = l_mut_15_;
                float l_1925_ = asfloat(_e5178);
                l_mut_1918_ = l_1925_;
            } else {
                uint64_t l_1926_ = uint64_t(l_1922_);
                uint64_t _e5181 = l_mut_228_;
                uint64_t l_1927_ = (_e5181 << uint(l_1926_));
                uint64_t _e5185 = l_mut_137_;
                uint64_t l_1928_ = (l_1927_ - _e5185);
                l_mut_92_ = l_1928_;
                bool l_1929_ = (l_1902_ == l_1915_);
                if (l_1929_) {
                    uint64_t _e5188 = l_mut_137_;
                    uint64_t l_1930_ = (l_1927_ + _e5188);
                    l_mut_92_ = l_1930_;
                }
                uint64_t _e5190 = l_mut_92_;
                bool l_1931_ = (_e5190 == 0uL);
                if (l_1931_) {
                    l_mut_1708_ = 0.0;
                } else {
                    l_mut_170_ = 0u;
                    l_mut_66_ = 0uL;
                    uint64_t _e5196 = l_mut_92_;
                    bool l_1932_ = (_e5196 != 0uL);
                    if (l_1932_) {
                        uint64_t _e5199 = l_mut_92_;
                        uint64_t _e5205 = l_mut_92_;
                        uint64_t _e5209 = l_mut_92_;
                        uint l_1933_ = (((_e5209 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e5205)))) : (31u - firstbithigh(uint((_e5199 >> 32u)))));
                        int l_1934_ = int(l_1933_);
                        int l_1935_ = asint(asuint(int(64)) - asuint(l_1934_));
                        int l_1936_ = asint(asuint(l_1935_) - asuint(int(1)));
                        int _e5220 = l_mut_44_;
                        int l_1937_ = asint(asuint(l_1936_) + asuint(_e5220));
                        int l_1938_ = asint(asuint(l_1937_) + asuint(int(127)));
                        int _e5225 = l_mut_44_;
                        int l_1939_ = asint(asuint(int(-149)) - asuint(_e5225));
                        l_mut_29_ = l_1939_;
                        bool l_1940_ = (l_1938_ >= int(1));
                        if (l_1940_) {
                            int l_1941_ = asint(asuint(l_1935_) - asuint(int(24)));
                            l_mut_29_ = l_1941_;
                        }
                        int _e5231 = l_mut_29_;
                        bool l_1942_ = (_e5231 <= int(0));
                        if (l_1942_) {
                            l_mut_15_ = 0u;
                            uint64_t _e5235 = l_mut_92_;
                            bool l_1943_ = (_e5235 != 0uL);
                            if (l_1943_) {
                                uint64_t _e5238 = l_mut_92_;
                                uint64_t _e5244 = l_mut_92_;
                                uint64_t _e5248 = l_mut_92_;
                                uint l_1944_ = (((_e5248 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e5244)))) : (31u - firstbithigh(uint((_e5238 >> 32u)))));
                                int l_1945_ = int(l_1944_);
                                int l_1946_ = asint(asuint(int(64)) - asuint(l_1945_));
                                int l_1947_ = asint(asuint(l_1946_) - asuint(int(1)));
                                int _e5259 = l_mut_44_;
                                int l_1948_ = asint(asuint(l_1947_) + asuint(_e5259));
                                int l_1949_ = asint(asuint(l_1948_) + asuint(int(127)));
                                bool l_1950_ = (l_1949_ >= int(255));
                                if (l_1950_) {
                                    l_mut_15_ = 2139095040u;
                                } else {
                                    bool l_1951_ = (l_1949_ >= int(1));
                                    if (l_1951_) {
                                        bool l_1952_ = (l_1946_ > int(24));
                                        if (l_1952_) {
                                            int l_1953_ = asint(asuint(l_1946_) - asuint(int(24)));
                                            uint64_t l_1954_ = uint64_t(l_1953_);
                                            uint64_t _e5273 = l_mut_92_;
                                            uint64_t l_1955_ = (_e5273 >> uint(l_1954_));
                                            l_mut_62_ = l_1955_;
                                        } else {
                                            int l_1956_ = asint(asuint(int(24)) - asuint(l_1946_));
                                            uint64_t l_1957_ = uint64_t(l_1956_);
                                            uint64_t _e5280 = l_mut_92_;
                                            uint64_t l_1958_ = (_e5280 << uint(l_1957_));
                                            l_mut_62_ = l_1958_;
                                        }
                                        uint l_1959_ = uint(l_1949_);
                                        uint l_1960_ = (l_1959_ << 23u);
                                        uint64_t _e5287 = l_mut_62_;
                                        uint l_1961_ = uint(_e5287);
                                        uint l_1962_ = (l_1961_ & 8388607u);
                                        uint l_1963_ = (l_1960_ | l_1962_);
                                        l_mut_15_ = l_1963_;
                                    } else {
                                        int _e5293 = l_mut_44_;
                                        int l_1964_ = asint(asuint(_e5293) + asuint(int(149)));
                                        bool l_1965_ = (l_1964_ >= int(0));
                                        if (l_1965_) {
                                            uint64_t l_1966_ = uint64_t(l_1964_);
                                            uint64_t _e5299 = l_mut_92_;
                                            uint64_t l_1967_ = (_e5299 << uint(l_1966_));
                                            l_mut_62_ = l_1967_;
                                        } else {
                                            int l_1968_ = asint(asuint(int(0)) - asuint(l_1964_));
                                            uint64_t l_1969_ = uint64_t(l_1968_);
                                            uint64_t _e5306 = l_mut_92_;
                                            uint64_t l_1970_ = (_e5306 >> uint(l_1969_));
                                            l_mut_62_ = l_1970_;
                                        }
                                        uint64_t _e5310 = l_mut_62_;
                                        uint l_1971_ = uint(_e5310);
                                        l_mut_15_ = l_1971_;
                                    }
                                }
                            }
                            uint _e5313 = l_mut_15_;
                            l_mut_170_ = _e5313;
                            uint64_t _e5314 = l_mut_92_;
                            l_mut_66_ = _e5314;
                        } else {
                            int _e5315 = l_mut_29_;
                            bool l_1972_ = (_e5315 <= l_1935_);
                            if (l_1972_) {
                                int _e5317 = l_mut_29_;
                                uint64_t l_1973_ = uint64_t(_e5317);
                                uint64_t _e5319 = l_mut_92_;
                                uint64_t l_1974_ = (_e5319 >> uint(l_1973_));
                                l_mut_62_ = l_1974_;
                                uint64_t _e5323 = l_mut_62_;
                                uint64_t l_1975_ = (_e5323 << uint(l_1973_));
                                uint64_t _e5327 = l_mut_92_;
                                uint64_t l_1976_ = (_e5327 - l_1975_);
                                uint64_t l_1977_ = (l_1973_ - 1uL);
                                uint64_t l_1978_ = (1uL << uint(l_1977_));
                                bool l_1979_ = (l_1976_ > l_1978_);
                                bool l_1980_ = (l_1976_ == l_1978_);
                                uint64_t _e5337 = l_mut_62_;
                                uint64_t l_1981_ = (_e5337 & 1uL);
                                bool l_1982_ = (l_1981_ == 1uL);
                                if (l_1980_) {
                                    local_43 = l_1982_;
                                } else {
                                    local_43 = false;
                                }
                                bool l_1983_ = local_43;
                                if (!(l_1979_)) {
                                    local_44 = l_1983_;
                                } else {
                                    local_44 = true;
                                }
                                bool l_1984_ = local_44;
                                if (l_1984_) {
                                    uint64_t _e5351 = l_mut_62_;
                                    l_mut_62_ = (_e5351 + 1uL);
                                }
                                uint64_t _e5354 = l_mut_62_;
                                uint64_t l_1985_ = (_e5354 << uint(l_1973_));
                                l_mut_66_ = l_1985_;
                                int _e5358 = l_mut_44_;
                                int _e5359 = l_mut_29_;
                                int l_1986_ = asint(asuint(_e5358) + asuint(_e5359));
                                l_mut_15_ = 0u;
                                uint64_t _e5362 = l_mut_62_;
                                bool l_1987_ = (_e5362 != 0uL);
                                if (l_1987_) {
                                    uint64_t _e5365 = l_mut_62_;
                                    uint64_t _e5371 = l_mut_62_;
                                    uint64_t _e5375 = l_mut_62_;
                                    uint l_1988_ = (((_e5375 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e5371)))) : (31u - firstbithigh(uint((_e5365 >> 32u)))));
                                    int l_1989_ = int(l_1988_);
                                    int l_1990_ = asint(asuint(int(64)) - asuint(l_1989_));
                                    int l_1991_ = asint(asuint(l_1990_) - asuint(int(1)));
                                    int l_1992_ = asint(asuint(l_1991_) + asuint(l_1986_));
                                    int l_1993_ = asint(asuint(l_1992_) + asuint(int(127)));
                                    bool l_1994_ = (l_1993_ >= int(255));
                                    if (l_1994_) {
                                        l_mut_15_ = 2139095040u;
                                    } else {
                                        bool l_1995_ = (l_1993_ >= int(1));
                                        if (l_1995_) {
                                            bool l_1996_ = (l_1990_ > int(24));
                                            if (l_1996_) {
                                                int l_1997_ = asint(asuint(l_1990_) - asuint(int(24)));
                                                uint64_t l_1998_ = uint64_t(l_1997_);
                                                uint64_t _e5399 = l_mut_62_;
                                                uint64_t l_1999_ = (_e5399 >> uint(l_1998_));
                                                l_mut_40_ = l_1999_;
                                            } else {
                                                int l_2000_ = asint(asuint(int(24)) - asuint(l_1990_));
                                                uint64_t l_2001_ = uint64_t(l_2000_);
                                                uint64_t _e5406 = l_mut_62_;
                                                uint64_t l_2002_ = (_e5406 << uint(l_2001_));
                                                l_mut_40_ = l_2002_;
                                            }
                                            uint l_2003_ = uint(l_1993_);
                                            uint l_2004_ = (l_2003_ << 23u);
                                            uint64_t _e5413 = l_mut_40_;
                                            uint l_2005_ = uint(_e5413);
                                            uint l_2006_ = (l_2005_ & 8388607u);
                                            uint l_2007_ = (l_2004_ | l_2006_);
                                            l_mut_15_ = l_2007_;
                                        } else {
                                            int l_2008_ = asint(asuint(l_1986_) + asuint(int(149)));
                                            bool l_2009_ = (l_2008_ >= int(0));
                                            if (l_2009_) {
                                                uint64_t l_2010_ = uint64_t(l_2008_);
                                                uint64_t _e5424 = l_mut_62_;
                                                uint64_t l_2011_ = (_e5424 << uint(l_2010_));
                                                l_mut_40_ = l_2011_;
                                            } else {
                                                int l_2012_ = asint(asuint(int(0)) - asuint(l_2008_));
                                                uint64_t l_2013_ = uint64_t(l_2012_);
                                                uint64_t _e5431 = l_mut_62_;
                                                uint64_t l_2014_ = (_e5431 >> uint(l_2013_));
                                                l_mut_40_ = l_2014_;
                                            }
                                            uint64_t _e5435 = l_mut_40_;
                                            uint l_2015_ = uint(_e5435);
                                            l_mut_15_ = l_2015_;
                                        }
                                    }
                                }
                                uint _e5438 = l_mut_15_;
                                l_mut_170_ = _e5438;
                            }
                        }
                    }
                    uint _e5439 = l_mut_170_;
                    uint l_2016_ = (_e5439 | l_1902_);
                    float l_2017_ = asfloat(l_2016_);
                    l_mut_1708_ = l_2017_;
                    l_mut_2018_ = 0.0;
                    uint64_t _e5443 = l_mut_92_;
                    uint64_t _e5444 = l_mut_66_;
                    bool l_2019_ = (_e5443 > _e5444);
                    if (l_2019_) {
                        uint64_t _e5446 = l_mut_92_;
                        uint64_t _e5447 = l_mut_66_;
                        uint64_t l_2020_ = (_e5446 - _e5447);
                        l_mut_15_ = 0u;
                        l_mut_62_ = 0uL;
                        bool l_2021_ = (l_2020_ != 0uL);
                        if (l_2021_) {
                            uint l_2022_ = (((l_2020_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_2020_)))) : (31u - firstbithigh(uint((l_2020_ >> 32u)))));
                            int l_2023_ = int(l_2022_);
                            int l_2024_ = asint(asuint(int(64)) - asuint(l_2023_));
                            int l_2025_ = asint(asuint(l_2024_) - asuint(int(1)));
                            int _e5471 = l_mut_44_;
                            int l_2026_ = asint(asuint(l_2025_) + asuint(_e5471));
                            int l_2027_ = asint(asuint(l_2026_) + asuint(int(127)));
                            int _e5476 = l_mut_44_;
                            int l_2028_ = asint(asuint(int(-149)) - asuint(_e5476));
                            l_mut_29_ = l_2028_;
                            bool l_2029_ = (l_2027_ >= int(1));
                            if (l_2029_) {
                                int l_2030_ = asint(asuint(l_2024_) - asuint(int(24)));
                                l_mut_29_ = l_2030_;
                            }
                            int _e5482 = l_mut_29_;
                            bool l_2031_ = (_e5482 <= int(0));
                            if (l_2031_) {
                                l_mut_14_ = 0u;
                                bool l_2032_ = (l_2020_ != 0uL);
                                if (l_2032_) {
                                    uint l_2033_ = (((l_2020_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_2020_)))) : (31u - firstbithigh(uint((l_2020_ >> 32u)))));
                                    int l_2034_ = int(l_2033_);
                                    int l_2035_ = asint(asuint(int(64)) - asuint(l_2034_));
                                    int l_2036_ = asint(asuint(l_2035_) - asuint(int(1)));
                                    int _e5506 = l_mut_44_;
                                    int l_2037_ = asint(asuint(l_2036_) + asuint(_e5506));
                                    int l_2038_ = asint(asuint(l_2037_) + asuint(int(127)));
                                    bool l_2039_ = (l_2038_ >= int(255));
                                    if (l_2039_) {
                                        l_mut_14_ = 2139095040u;
                                    } else {
                                        bool l_2040_ = (l_2038_ >= int(1));
                                        if (l_2040_) {
                                            bool l_2041_ = (l_2035_ > int(24));
                                            if (l_2041_) {
                                                int l_2042_ = asint(asuint(l_2035_) - asuint(int(24)));
                                                uint64_t l_2043_ = uint64_t(l_2042_);
                                                uint64_t l_2044_ = (l_2020_ >> uint(l_2043_));
                                                l_mut_40_ = l_2044_;
                                            } else {
                                                int l_2045_ = asint(asuint(int(24)) - asuint(l_2035_));
                                                uint64_t l_2046_ = uint64_t(l_2045_);
                                                uint64_t l_2047_ = (l_2020_ << uint(l_2046_));
                                                l_mut_40_ = l_2047_;
                                            }
                                            uint l_2048_ = uint(l_2038_);
                                            uint l_2049_ = (l_2048_ << 23u);
                                            uint64_t _e5532 = l_mut_40_;
                                            uint l_2050_ = uint(_e5532);
                                            uint l_2051_ = (l_2050_ & 8388607u);
                                            uint l_2052_ = (l_2049_ | l_2051_);
                                            l_mut_14_ = l_2052_;
                                        } else {
                                            int _e5538 = l_mut_44_;
                                            int l_2053_ = asint(asuint(_e5538) + asuint(int(149)));
                                            bool l_2054_ = (l_2053_ >= int(0));
                                            if (l_2054_) {
                                                uint64_t l_2055_ = uint64_t(l_2053_);
                                                uint64_t l_2056_ = (l_2020_ << uint(l_2055_));
                                                l_mut_40_ = l_2056_;
                                            } else {
                                                int l_2057_ = asint(asuint(int(0)) - asuint(l_2053_));
                                                uint64_t l_2058_ = uint64_t(l_2057_);
                                                uint64_t l_2059_ = (l_2020_ >> uint(l_2058_));
                                                l_mut_40_ = l_2059_;
                                            }
                                            uint64_t _e5553 = l_mut_40_;
                                            uint l_2060_ = uint(_e5553);
                                            l_mut_14_ = l_2060_;
                                        }
                                    }
                                }
                                uint _e5556 = l_mut_14_;
                                l_mut_15_ = _e5556;
                                l_mut_62_ = l_2020_;
                            } else {
                                int _e5557 = l_mut_29_;
                                bool l_2061_ = (_e5557 <= l_2024_);
                                if (l_2061_) {
                                    int _e5559 = l_mut_29_;
                                    uint64_t l_2062_ = uint64_t(_e5559);
                                    uint64_t l_2063_ = (l_2020_ >> uint(l_2062_));
                                    l_mut_40_ = l_2063_;
                                    uint64_t _e5564 = l_mut_40_;
                                    uint64_t l_2064_ = (_e5564 << uint(l_2062_));
                                    uint64_t l_2065_ = (l_2020_ - l_2064_);
                                    uint64_t l_2066_ = (l_2062_ - 1uL);
                                    uint64_t l_2067_ = (1uL << uint(l_2066_));
                                    bool l_2068_ = (l_2065_ > l_2067_);
                                    bool l_2069_ = (l_2065_ == l_2067_);
                                    uint64_t _e5577 = l_mut_40_;
                                    uint64_t l_2070_ = (_e5577 & 1uL);
                                    bool l_2071_ = (l_2070_ == 1uL);
                                    if (l_2069_) {
                                        local_45 = l_2071_;
                                    } else {
                                        local_45 = false;
                                    }
                                    bool l_2072_ = local_45;
                                    if (!(l_2068_)) {
                                        local_46 = l_2072_;
                                    } else {
                                        local_46 = true;
                                    }
                                    bool l_2073_ = local_46;
                                    if (l_2073_) {
                                        uint64_t _e5591 = l_mut_40_;
                                        l_mut_40_ = (_e5591 + 1uL);
                                    }
                                    uint64_t _e5594 = l_mut_40_;
                                    uint64_t l_2074_ = (_e5594 << uint(l_2062_));
                                    l_mut_62_ = l_2074_;
                                    int _e5598 = l_mut_44_;
                                    int _e5599 = l_mut_29_;
                                    int l_2075_ = asint(asuint(_e5598) + asuint(_e5599));
                                    l_mut_14_ = 0u;
                                    uint64_t _e5602 = l_mut_40_;
                                    bool l_2076_ = (_e5602 != 0uL);
                                    if (l_2076_) {
                                        uint64_t _e5605 = l_mut_40_;
                                        uint64_t _e5611 = l_mut_40_;
                                        uint64_t _e5615 = l_mut_40_;
                                        uint l_2077_ = (((_e5615 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e5611)))) : (31u - firstbithigh(uint((_e5605 >> 32u)))));
                                        int l_2078_ = int(l_2077_);
                                        int l_2079_ = asint(asuint(int(64)) - asuint(l_2078_));
                                        int l_2080_ = asint(asuint(l_2079_) - asuint(int(1)));
                                        int l_2081_ = asint(asuint(l_2080_) + asuint(l_2075_));
                                        int l_2082_ = asint(asuint(l_2081_) + asuint(int(127)));
                                        bool l_2083_ = (l_2082_ >= int(255));
                                        if (l_2083_) {
                                            l_mut_14_ = 2139095040u;
                                        } else {
                                            bool l_2084_ = (l_2082_ >= int(1));
                                            if (l_2084_) {
                                                bool l_2085_ = (l_2079_ > int(24));
                                                if (l_2085_) {
                                                    int l_2086_ = asint(asuint(l_2079_) - asuint(int(24)));
                                                    uint64_t l_2087_ = uint64_t(l_2086_);
                                                    uint64_t _e5639 = l_mut_40_;
                                                    uint64_t l_2088_ = (_e5639 >> uint(l_2087_));
                                                    l_mut_25_ = l_2088_;
                                                } else {
                                                    int l_2089_ = asint(asuint(int(24)) - asuint(l_2079_));
                                                    uint64_t l_2090_ = uint64_t(l_2089_);
                                                    uint64_t _e5646 = l_mut_40_;
                                                    uint64_t l_2091_ = (_e5646 << uint(l_2090_));
                                                    l_mut_25_ = l_2091_;
                                                }
                                                uint l_2092_ = uint(l_2082_);
                                                uint l_2093_ = (l_2092_ << 23u);
                                                uint64_t _e5653 = l_mut_25_;
                                                uint l_2094_ = uint(_e5653);
                                                uint l_2095_ = (l_2094_ & 8388607u);
                                                uint l_2096_ = (l_2093_ | l_2095_);
                                                l_mut_14_ = l_2096_;
                                            } else {
                                                int l_2097_ = asint(asuint(l_2075_) + asuint(int(149)));
                                                bool l_2098_ = (l_2097_ >= int(0));
                                                if (l_2098_) {
                                                    uint64_t l_2099_ = uint64_t(l_2097_);
                                                    uint64_t _e5664 = l_mut_40_;
                                                    uint64_t l_2100_ = (_e5664 << uint(l_2099_));
                                                    l_mut_25_ = l_2100_;
                                                } else {
                                                    int l_2101_ = asint(asuint(int(0)) - asuint(l_2097_));
                                                    uint64_t l_2102_ = uint64_t(l_2101_);
                                                    uint64_t _e5671 = l_mut_40_;
                                                    uint64_t l_2103_ = (_e5671 >> uint(l_2102_));
                                                    l_mut_25_ = l_2103_;
                                                }
                                                uint64_t _e5675 = l_mut_25_;
                                                uint l_2104_ = uint(_e5675);
                                                l_mut_14_ = l_2104_;
                                            }
                                        }
                                    }
                                    uint _e5678 = l_mut_14_;
                                    l_mut_15_ = _e5678;
                                }
                            }
                        }
                        uint _e5679 = l_mut_15_;
                        uint l_2105_ = (_e5679 | l_1902_);
                        float l_2106_ = asfloat(l_2105_);
                        l_mut_2018_ = l_2106_;
                    } else {
                        uint64_t _e5682 = l_mut_66_;
                        uint64_t _e5683 = l_mut_92_;
                        bool l_2107_ = (_e5682 > _e5683);
                        if (l_2107_) {
                            uint64_t _e5685 = l_mut_66_;
                            uint64_t _e5686 = l_mut_92_;
                            uint64_t l_2108_ = (_e5685 - _e5686);
                            l_mut_15_ = 0u;
                            l_mut_92_ = 0uL;
                            bool l_2109_ = (l_2108_ != 0uL);
                            if (l_2109_) {
                                uint l_2110_ = (((l_2108_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_2108_)))) : (31u - firstbithigh(uint((l_2108_ >> 32u)))));
                                int l_2111_ = int(l_2110_);
                                int l_2112_ = asint(asuint(int(64)) - asuint(l_2111_));
                                int l_2113_ = asint(asuint(l_2112_) - asuint(int(1)));
                                int _e5710 = l_mut_44_;
                                int l_2114_ = asint(asuint(l_2113_) + asuint(_e5710));
                                int l_2115_ = asint(asuint(l_2114_) + asuint(int(127)));
                                int _e5715 = l_mut_44_;
                                int l_2116_ = asint(asuint(int(-149)) - asuint(_e5715));
                                l_mut_29_ = l_2116_;
                                bool l_2117_ = (l_2115_ >= int(1));
                                if (l_2117_) {
                                    int l_2118_ = asint(asuint(l_2112_) - asuint(int(24)));
                                    l_mut_29_ = l_2118_;
                                }
                                int _e5721 = l_mut_29_;
                                bool l_2119_ = (_e5721 <= int(0));
                                if (l_2119_) {
                                    l_mut_14_ = 0u;
                                    bool l_2120_ = (l_2108_ != 0uL);
                                    if (l_2120_) {
                                        uint l_2121_ = (((l_2108_ >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(l_2108_)))) : (31u - firstbithigh(uint((l_2108_ >> 32u)))));
                                        int l_2122_ = int(l_2121_);
                                        int l_2123_ = asint(asuint(int(64)) - asuint(l_2122_));
                                        int l_2124_ = asint(asuint(l_2123_) - asuint(int(1)));
                                        int _e5745 = l_mut_44_;
                                        int l_2125_ = asint(asuint(l_2124_) + asuint(_e5745));
                                        int l_2126_ = asint(asuint(l_2125_) + asuint(int(127)));
                                        bool l_2127_ = (l_2126_ >= int(255));
                                        if (l_2127_) {
                                            l_mut_14_ = 2139095040u;
                                        } else {
                                            bool l_2128_ = (l_2126_ >= int(1));
                                            if (l_2128_) {
                                                bool l_2129_ = (l_2123_ > int(24));
                                                if (l_2129_) {
                                                    int l_2130_ = asint(asuint(l_2123_) - asuint(int(24)));
                                                    uint64_t l_2131_ = uint64_t(l_2130_);
                                                    uint64_t l_2132_ = (l_2108_ >> uint(l_2131_));
                                                    l_mut_62_ = l_2132_;
                                                } else {
                                                    int l_2133_ = asint(asuint(int(24)) - asuint(l_2123_));
                                                    uint64_t l_2134_ = uint64_t(l_2133_);
                                                    uint64_t l_2135_ = (l_2108_ << uint(l_2134_));
                                                    l_mut_62_ = l_2135_;
                                                }
                                                uint l_2136_ = uint(l_2126_);
                                                uint l_2137_ = (l_2136_ << 23u);
                                                uint64_t _e5771 = l_mut_62_;
                                                uint l_2138_ = uint(_e5771);
                                                uint l_2139_ = (l_2138_ & 8388607u);
                                                uint l_2140_ = (l_2137_ | l_2139_);
                                                l_mut_14_ = l_2140_;
                                            } else {
                                                int _e5777 = l_mut_44_;
                                                int l_2141_ = asint(asuint(_e5777) + asuint(int(149)));
                                                bool l_2142_ = (l_2141_ >= int(0));
                                                if (l_2142_) {
                                                    uint64_t l_2143_ = uint64_t(l_2141_);
                                                    uint64_t l_2144_ = (l_2108_ << uint(l_2143_));
                                                    l_mut_62_ = l_2144_;
                                                } else {
                                                    int l_2145_ = asint(asuint(int(0)) - asuint(l_2141_));
                                                    uint64_t l_2146_ = uint64_t(l_2145_);
                                                    uint64_t l_2147_ = (l_2108_ >> uint(l_2146_));
                                                    l_mut_62_ = l_2147_;
                                                }
                                                uint64_t _e5792 = l_mut_62_;
                                                uint l_2148_ = uint(_e5792);
                                                l_mut_14_ = l_2148_;
                                            }
                                        }
                                    }
                                    uint _e5795 = l_mut_14_;
                                    l_mut_15_ = _e5795;
                                    l_mut_92_ = l_2108_;
                                } else {
                                    int _e5796 = l_mut_29_;
                                    bool l_2149_ = (_e5796 <= l_2112_);
                                    if (l_2149_) {
                                        int _e5798 = l_mut_29_;
                                        uint64_t l_2150_ = uint64_t(_e5798);
                                        uint64_t l_2151_ = (l_2108_ >> uint(l_2150_));
                                        l_mut_62_ = l_2151_;
                                        uint64_t _e5803 = l_mut_62_;
                                        uint64_t l_2152_ = (_e5803 << uint(l_2150_));
                                        uint64_t l_2153_ = (l_2108_ - l_2152_);
                                        uint64_t l_2154_ = (l_2150_ - 1uL);
                                        uint64_t l_2155_ = (1uL << uint(l_2154_));
                                        bool l_2156_ = (l_2153_ > l_2155_);
                                        bool l_2157_ = (l_2153_ == l_2155_);
                                        uint64_t _e5816 = l_mut_62_;
                                        uint64_t l_2158_ = (_e5816 & 1uL);
                                        bool l_2159_ = (l_2158_ == 1uL);
                                        if (l_2157_) {
                                            local_47 = l_2159_;
                                        } else {
                                            local_47 = false;
                                        }
                                        bool l_2160_ = local_47;
                                        if (!(l_2156_)) {
                                            local_48 = l_2160_;
                                        } else {
                                            local_48 = true;
                                        }
                                        bool l_2161_ = local_48;
                                        if (l_2161_) {
                                            uint64_t _e5830 = l_mut_62_;
                                            l_mut_62_ = (_e5830 + 1uL);
                                        }
                                        uint64_t _e5833 = l_mut_62_;
                                        uint64_t l_2162_ = (_e5833 << uint(l_2150_));
                                        l_mut_92_ = l_2162_;
                                        int _e5837 = l_mut_44_;
                                        int _e5838 = l_mut_29_;
                                        int l_2163_ = asint(asuint(_e5837) + asuint(_e5838));
                                        l_mut_14_ = 0u;
                                        uint64_t _e5841 = l_mut_62_;
                                        bool l_2164_ = (_e5841 != 0uL);
                                        if (l_2164_) {
                                            uint64_t _e5844 = l_mut_62_;
                                            uint64_t _e5850 = l_mut_62_;
                                            uint64_t _e5854 = l_mut_62_;
                                            uint l_2165_ = (((_e5854 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e5850)))) : (31u - firstbithigh(uint((_e5844 >> 32u)))));
                                            int l_2166_ = int(l_2165_);
                                            int l_2167_ = asint(asuint(int(64)) - asuint(l_2166_));
                                            int l_2168_ = asint(asuint(l_2167_) - asuint(int(1)));
                                            int l_2169_ = asint(asuint(l_2168_) + asuint(l_2163_));
                                            int l_2170_ = asint(asuint(l_2169_) + asuint(int(127)));
                                            bool l_2171_ = (l_2170_ >= int(255));
                                            if (l_2171_) {
                                                l_mut_14_ = 2139095040u;
                                            } else {
                                                bool l_2172_ = (l_2170_ >= int(1));
                                                if (l_2172_) {
                                                    bool l_2173_ = (l_2167_ > int(24));
                                                    if (l_2173_) {
                                                        int l_2174_ = asint(asuint(l_2167_) - asuint(int(24)));
                                                        uint64_t l_2175_ = uint64_t(l_2174_);
                                                        uint64_t _e5878 = l_mut_62_;
                                                        uint64_t l_2176_ = (_e5878 >> uint(l_2175_));
                                                        l_mut_40_ = l_2176_;
                                                    } else {
                                                        int l_2177_ = asint(asuint(int(24)) - asuint(l_2167_));
                                                        uint64_t l_2178_ = uint64_t(l_2177_);
                                                        uint64_t _e5885 = l_mut_62_;
                                                        uint64_t l_2179_ = (_e5885 << uint(l_2178_));
                                                        l_mut_40_ = l_2179_;
                                                    }
                                                    uint l_2180_ = uint(l_2170_);
                                                    uint l_2181_ = (l_2180_ << 23u);
                                                    uint64_t _e5892 = l_mut_40_;
                                                    uint l_2182_ = uint(_e5892);
                                                    uint l_2183_ = (l_2182_ & 8388607u);
                                                    uint l_2184_ = (l_2181_ | l_2183_);
                                                    l_mut_14_ = l_2184_;
                                                } else {
                                                    int l_2185_ = asint(asuint(l_2163_) + asuint(int(149)));
                                                    bool l_2186_ = (l_2185_ >= int(0));
                                                    if (l_2186_) {
                                                        uint64_t l_2187_ = uint64_t(l_2185_);
                                                        uint64_t _e5903 = l_mut_62_;
                                                        uint64_t l_2188_ = (_e5903 << uint(l_2187_));
                                                        l_mut_40_ = l_2188_;
                                                    } else {
                                                        int l_2189_ = asint(asuint(int(0)) - asuint(l_2185_));
                                                        uint64_t l_2190_ = uint64_t(l_2189_);
                                                        uint64_t _e5910 = l_mut_62_;
                                                        uint64_t l_2191_ = (_e5910 >> uint(l_2190_));
                                                        l_mut_40_ = l_2191_;
                                                    }
                                                    uint64_t _e5914 = l_mut_40_;
                                                    uint l_2192_ = uint(_e5914);
                                                    l_mut_14_ = l_2192_;
                                                }
                                            }
                                        }
                                        uint _e5917 = l_mut_14_;
                                        l_mut_15_ = _e5917;
                                    }
                                }
                            }
                            uint l_2193_ = (l_1902_ ^ 2147483648u);
                            uint _e5920 = l_mut_15_;
                            uint l_2194_ = (_e5920 | l_2193_);
                            float l_2195_ = asfloat(l_2194_);
                            l_mut_2018_ = l_2195_;
                        }
                    }
                    float _e5923 = l_mut_2018_;
                    l_mut_1918_ = _e5923;
                }
            }
        }
        uint l_2239_ = asuint(info.Load(12+0));
        uint l_2240_ = (l_2239_ * 1u);
        uint _e5930 = l_mut_4_;
        bool l_2241_ = (_e5930 < l_2240_);
        if (l_2241_) {
            uint _e5933 = l_mut_4_;
            float _e5935 = l_mut_1398_;
            buffer_3_global.Store(_e5933*4, asuint(_e5935));
        }
        uint _e5936 = l_mut_4_;
        uint l_2196_ = (l_1_ + _e5936);
        uint l_2242_ = asuint(info.Load(12+0));
        uint l_2243_ = (l_2242_ * 1u);
        bool l_2244_ = (l_2196_ < l_2243_);
        if (l_2244_) {
            float _e5947 = l_mut_1708_;
            buffer_3_global.Store(l_2196_*4, asuint(_e5947));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
