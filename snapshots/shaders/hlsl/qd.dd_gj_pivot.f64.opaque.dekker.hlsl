struct info_st {
    uint scalars_u32_[4];
    uint static_meta[6];
};

static const uint WORKGROUP_SIZE_X = 1024u;
static const uint WORKGROUP_SIZE_Y = 1u;
static const uint WORKGROUP_SIZE_Z = 1u;

RWByteAddressBuffer buffer_0_global : register(u0);
RWByteAddressBuffer buffer_1_global : register(u1);
RWByteAddressBuffer buffer_2_global : register(u2);
ByteAddressBuffer info : register(t3);
groupshared double shared_memory_3_[1024];
groupshared uint shared_memory_4_[1024];

[numthreads(1024, 1, 1)]
void gj_pivot_f_f64_(uint local_idx : SV_GroupIndex, uint3 local_invocation_id : SV_GroupThreadID)
{
    if (all(local_invocation_id == uint3(0u, 0u, 0u))) {
        shared_memory_3_ = (double[1024])0;
        shared_memory_4_ = (uint[1024])0;
    }
    GroupMemoryBarrierWithGroupSync();
    double l_mut_5_ = (double)0;
    uint l_mut_6_ = (uint)0;
    uint l_mut_8_ = (uint)0;
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

    uint l_391_ = asuint(info.Load(8+16));
    uint l_392_ = (l_391_ * 1u);
    bool l_393_ = (0u < l_392_);
    uint l_394_ = (l_392_ - 1u);
    uint l_395_ = min(0u, l_394_);
    double l_396_ = buffer_2_global.Load<double>(l_395_*8);
    double l_0_ = (l_393_ ? l_396_ : 0.0L);
    uint l_398_ = asuint(info.Load(8+16));
    uint l_399_ = (l_398_ * 1u);
    bool l_400_ = (1u < l_399_);
    uint l_401_ = (l_399_ - 1u);
    uint l_402_ = min(1u, l_401_);
    double l_403_ = buffer_2_global.Load<double>(l_402_*8);
    double l_1_ = (l_400_ ? l_403_ : 0.0L);
    uint _e41 = asuint(info.Load(4+0));
    uint _e45 = asuint(info.Load(12+0));
    uint l_2_ = (_e41 + _e45);
    l_mut_5_ = -1.0L;
    l_mut_6_ = l_2_;
    uint l_7_ = (l_2_ + local_idx);
    l_mut_8_ = l_7_;
    uint2 loop_bound = uint2(4294967295u, 4294967295u);
    while(true) {
        if (all(loop_bound == uint2(0u, 0u))) { break; }
        loop_bound -= uint2(loop_bound.y == 0u, 1u);
        uint _e49 = l_mut_8_;
        uint _e53 = asuint(info.Load(0+0));
        bool l_9_ = (_e49 < _e53);
        bool l_10_ = !(l_9_);
        if (l_10_) {
            break;
        }
        uint _e56 = l_mut_8_;
        uint l_11_ = (_e56 * 32u);
        uint _e62 = asuint(info.Load(12+0));
        uint l_12_ = (l_11_ + _e62);
        uint l_419_ = asuint(info.Load(0+16));
        uint l_420_ = (l_419_ * 1u);
        bool l_421_ = (l_12_ < l_420_);
        uint l_422_ = (l_420_ - 1u);
        uint l_423_ = min(l_12_, l_422_);
        double l_424_ = buffer_0_global.Load<double>(l_423_*8);
        double l_13_ = (l_421_ ? l_424_ : 0.0L);
        double l_14_ = abs(l_13_);
        double _e80 = l_mut_5_;
        bool l_15_ = (l_14_ > _e80);
        double _e82 = l_mut_5_;
        double l_16_ = (l_15_ ? l_14_ : _e82);
        l_mut_5_ = l_16_;
        uint _e84 = l_mut_6_;
        uint _e85 = l_mut_8_;
        uint l_17_ = (l_15_ ? _e85 : _e84);
        l_mut_6_ = l_17_;
        uint _e87 = l_mut_8_;
        l_mut_8_ = (_e87 + 1024u);
    }
    double _e92 = l_mut_5_;
    shared_memory_3_[min(uint(local_idx), 1023u)] = _e92;
    uint _e95 = l_mut_6_;
    shared_memory_4_[min(uint(local_idx), 1023u)] = _e95;
    GroupMemoryBarrierWithGroupSync();
    bool l_18_ = (local_idx < 512u);
    if (l_18_) {
        uint l_19_ = (local_idx + 512u);
        double l_20_ = shared_memory_3_[min(uint(l_19_), 1023u)];
        uint l_21_ = (local_idx + 512u);
        uint l_22_ = shared_memory_4_[min(uint(l_21_), 1023u)];
        double l_23_ = shared_memory_3_[min(uint(local_idx), 1023u)];
        uint l_24_ = shared_memory_4_[min(uint(local_idx), 1023u)];
        bool l_25_ = (l_20_ > l_23_);
        bool l_26_ = (l_20_ == l_23_);
        bool l_27_ = (l_22_ < l_24_);
        if (l_26_) {
            local = l_27_;
        } else {
            local = false;
        }
        bool l_28_ = local;
        if (!(l_25_)) {
            local_1 = l_28_;
        } else {
            local_1 = true;
        }
        bool l_29_ = local_1;
        double l_30_ = (l_29_ ? l_20_ : l_23_);
        shared_memory_3_[min(uint(local_idx), 1023u)] = l_30_;
        uint l_31_ = (l_29_ ? l_22_ : l_24_);
        shared_memory_4_[min(uint(local_idx), 1023u)] = l_31_;
    }
    GroupMemoryBarrierWithGroupSync();
    bool l_32_ = (local_idx < 256u);
    if (l_32_) {
        uint l_33_ = (local_idx + 256u);
        double l_34_ = shared_memory_3_[min(uint(l_33_), 1023u)];
        uint l_35_ = (local_idx + 256u);
        uint l_36_ = shared_memory_4_[min(uint(l_35_), 1023u)];
        double l_37_ = shared_memory_3_[min(uint(local_idx), 1023u)];
        uint l_38_ = shared_memory_4_[min(uint(local_idx), 1023u)];
        bool l_39_ = (l_34_ > l_37_);
        bool l_40_ = (l_34_ == l_37_);
        bool l_41_ = (l_36_ < l_38_);
        if (l_40_) {
            local_2 = l_41_;
        } else {
            local_2 = false;
        }
        bool l_42_ = local_2;
        if (!(l_39_)) {
            local_3 = l_42_;
        } else {
            local_3 = true;
        }
        bool l_43_ = local_3;
        double l_44_ = (l_43_ ? l_34_ : l_37_);
        shared_memory_3_[min(uint(local_idx), 1023u)] = l_44_;
        uint l_45_ = (l_43_ ? l_36_ : l_38_);
        shared_memory_4_[min(uint(local_idx), 1023u)] = l_45_;
    }
    GroupMemoryBarrierWithGroupSync();
    bool l_46_ = (local_idx < 128u);
    if (l_46_) {
        uint l_47_ = (local_idx + 128u);
        double l_48_ = shared_memory_3_[min(uint(l_47_), 1023u)];
        uint l_49_ = (local_idx + 128u);
        uint l_50_ = shared_memory_4_[min(uint(l_49_), 1023u)];
        double l_51_ = shared_memory_3_[min(uint(local_idx), 1023u)];
        uint l_52_ = shared_memory_4_[min(uint(local_idx), 1023u)];
        bool l_53_ = (l_48_ > l_51_);
        bool l_54_ = (l_48_ == l_51_);
        bool l_55_ = (l_50_ < l_52_);
        if (l_54_) {
            local_4 = l_55_;
        } else {
            local_4 = false;
        }
        bool l_56_ = local_4;
        if (!(l_53_)) {
            local_5 = l_56_;
        } else {
            local_5 = true;
        }
        bool l_57_ = local_5;
        double l_58_ = (l_57_ ? l_48_ : l_51_);
        shared_memory_3_[min(uint(local_idx), 1023u)] = l_58_;
        uint l_59_ = (l_57_ ? l_50_ : l_52_);
        shared_memory_4_[min(uint(local_idx), 1023u)] = l_59_;
    }
    GroupMemoryBarrierWithGroupSync();
    bool l_60_ = (local_idx < 64u);
    if (l_60_) {
        uint l_61_ = (local_idx + 64u);
        double l_62_ = shared_memory_3_[min(uint(l_61_), 1023u)];
        uint l_63_ = (local_idx + 64u);
        uint l_64_ = shared_memory_4_[min(uint(l_63_), 1023u)];
        double l_65_ = shared_memory_3_[min(uint(local_idx), 1023u)];
        uint l_66_ = shared_memory_4_[min(uint(local_idx), 1023u)];
        bool l_67_ = (l_62_ > l_65_);
        bool l_68_ = (l_62_ == l_65_);
        bool l_69_ = (l_64_ < l_66_);
        if (l_68_) {
            local_6 = l_69_;
        } else {
            local_6 = false;
        }
        bool l_70_ = local_6;
        if (!(l_67_)) {
            local_7 = l_70_;
        } else {
            local_7 = true;
        }
        bool l_71_ = local_7;
        double l_72_ = (l_71_ ? l_62_ : l_65_);
        shared_memory_3_[min(uint(local_idx), 1023u)] = l_72_;
        uint l_73_ = (l_71_ ? l_64_ : l_66_);
        shared_memory_4_[min(uint(local_idx), 1023u)] = l_73_;
    }
    GroupMemoryBarrierWithGroupSync();
    bool l_74_ = (local_idx < 32u);
    if (l_74_) {
        uint l_75_ = (local_idx + 32u);
        double l_76_ = shared_memory_3_[min(uint(l_75_), 1023u)];
        uint l_77_ = (local_idx + 32u);
        uint l_78_ = shared_memory_4_[min(uint(l_77_), 1023u)];
        double l_79_ = shared_memory_3_[min(uint(local_idx), 1023u)];
        uint l_80_ = shared_memory_4_[min(uint(local_idx), 1023u)];
        bool l_81_ = (l_76_ > l_79_);
        bool l_82_ = (l_76_ == l_79_);
        bool l_83_ = (l_78_ < l_80_);
        if (l_82_) {
            local_8 = l_83_;
        } else {
            local_8 = false;
        }
        bool l_84_ = local_8;
        if (!(l_81_)) {
            local_9 = l_84_;
        } else {
            local_9 = true;
        }
        bool l_85_ = local_9;
        double l_86_ = (l_85_ ? l_76_ : l_79_);
        shared_memory_3_[min(uint(local_idx), 1023u)] = l_86_;
        uint l_87_ = (l_85_ ? l_78_ : l_80_);
        shared_memory_4_[min(uint(local_idx), 1023u)] = l_87_;
    }
    GroupMemoryBarrierWithGroupSync();
    bool l_88_ = (local_idx < 16u);
    if (l_88_) {
        uint l_89_ = (local_idx + 16u);
        double l_90_ = shared_memory_3_[min(uint(l_89_), 1023u)];
        uint l_91_ = (local_idx + 16u);
        uint l_92_ = shared_memory_4_[min(uint(l_91_), 1023u)];
        double l_93_ = shared_memory_3_[min(uint(local_idx), 1023u)];
        uint l_94_ = shared_memory_4_[min(uint(local_idx), 1023u)];
        bool l_95_ = (l_90_ > l_93_);
        bool l_96_ = (l_90_ == l_93_);
        bool l_97_ = (l_92_ < l_94_);
        if (l_96_) {
            local_10 = l_97_;
        } else {
            local_10 = false;
        }
        bool l_98_ = local_10;
        if (!(l_95_)) {
            local_11 = l_98_;
        } else {
            local_11 = true;
        }
        bool l_99_ = local_11;
        double l_100_ = (l_99_ ? l_90_ : l_93_);
        shared_memory_3_[min(uint(local_idx), 1023u)] = l_100_;
        uint l_101_ = (l_99_ ? l_92_ : l_94_);
        shared_memory_4_[min(uint(local_idx), 1023u)] = l_101_;
    }
    GroupMemoryBarrierWithGroupSync();
    bool l_102_ = (local_idx < 8u);
    if (l_102_) {
        uint l_103_ = (local_idx + 8u);
        double l_104_ = shared_memory_3_[min(uint(l_103_), 1023u)];
        uint l_105_ = (local_idx + 8u);
        uint l_106_ = shared_memory_4_[min(uint(l_105_), 1023u)];
        double l_107_ = shared_memory_3_[min(uint(local_idx), 1023u)];
        uint l_108_ = shared_memory_4_[min(uint(local_idx), 1023u)];
        bool l_109_ = (l_104_ > l_107_);
        bool l_110_ = (l_104_ == l_107_);
        bool l_111_ = (l_106_ < l_108_);
        if (l_110_) {
            local_12 = l_111_;
        } else {
            local_12 = false;
        }
        bool l_112_ = local_12;
        if (!(l_109_)) {
            local_13 = l_112_;
        } else {
            local_13 = true;
        }
        bool l_113_ = local_13;
        double l_114_ = (l_113_ ? l_104_ : l_107_);
        shared_memory_3_[min(uint(local_idx), 1023u)] = l_114_;
        uint l_115_ = (l_113_ ? l_106_ : l_108_);
        shared_memory_4_[min(uint(local_idx), 1023u)] = l_115_;
    }
    GroupMemoryBarrierWithGroupSync();
    bool l_116_ = (local_idx < 4u);
    if (l_116_) {
        uint l_117_ = (local_idx + 4u);
        double l_118_ = shared_memory_3_[min(uint(l_117_), 1023u)];
        uint l_119_ = (local_idx + 4u);
        uint l_120_ = shared_memory_4_[min(uint(l_119_), 1023u)];
        double l_121_ = shared_memory_3_[min(uint(local_idx), 1023u)];
        uint l_122_ = shared_memory_4_[min(uint(local_idx), 1023u)];
        bool l_123_ = (l_118_ > l_121_);
        bool l_124_ = (l_118_ == l_121_);
        bool l_125_ = (l_120_ < l_122_);
        if (l_124_) {
            local_14 = l_125_;
        } else {
            local_14 = false;
        }
        bool l_126_ = local_14;
        if (!(l_123_)) {
            local_15 = l_126_;
        } else {
            local_15 = true;
        }
        bool l_127_ = local_15;
        double l_128_ = (l_127_ ? l_118_ : l_121_);
        shared_memory_3_[min(uint(local_idx), 1023u)] = l_128_;
        uint l_129_ = (l_127_ ? l_120_ : l_122_);
        shared_memory_4_[min(uint(local_idx), 1023u)] = l_129_;
    }
    GroupMemoryBarrierWithGroupSync();
    bool l_130_ = (local_idx < 2u);
    if (l_130_) {
        uint l_131_ = (local_idx + 2u);
        double l_132_ = shared_memory_3_[min(uint(l_131_), 1023u)];
        uint l_133_ = (local_idx + 2u);
        uint l_134_ = shared_memory_4_[min(uint(l_133_), 1023u)];
        double l_135_ = shared_memory_3_[min(uint(local_idx), 1023u)];
        uint l_136_ = shared_memory_4_[min(uint(local_idx), 1023u)];
        bool l_137_ = (l_132_ > l_135_);
        bool l_138_ = (l_132_ == l_135_);
        bool l_139_ = (l_134_ < l_136_);
        if (l_138_) {
            local_16 = l_139_;
        } else {
            local_16 = false;
        }
        bool l_140_ = local_16;
        if (!(l_137_)) {
            local_17 = l_140_;
        } else {
            local_17 = true;
        }
        bool l_141_ = local_17;
        double l_142_ = (l_141_ ? l_132_ : l_135_);
        shared_memory_3_[min(uint(local_idx), 1023u)] = l_142_;
        uint l_143_ = (l_141_ ? l_134_ : l_136_);
        shared_memory_4_[min(uint(local_idx), 1023u)] = l_143_;
    }
    GroupMemoryBarrierWithGroupSync();
    bool l_144_ = (local_idx < 1u);
    if (l_144_) {
        uint l_145_ = (local_idx + 1u);
        double l_146_ = shared_memory_3_[min(uint(l_145_), 1023u)];
        uint l_147_ = (local_idx + 1u);
        uint l_148_ = shared_memory_4_[min(uint(l_147_), 1023u)];
        double l_149_ = shared_memory_3_[min(uint(local_idx), 1023u)];
        uint l_150_ = shared_memory_4_[min(uint(local_idx), 1023u)];
        bool l_151_ = (l_146_ > l_149_);
        bool l_152_ = (l_146_ == l_149_);
        bool l_153_ = (l_148_ < l_150_);
        if (l_152_) {
            local_18 = l_153_;
        } else {
            local_18 = false;
        }
        bool l_154_ = local_18;
        if (!(l_151_)) {
            local_19 = l_154_;
        } else {
            local_19 = true;
        }
        bool l_155_ = local_19;
        double l_156_ = (l_155_ ? l_146_ : l_149_);
        shared_memory_3_[min(uint(local_idx), 1023u)] = l_156_;
        uint l_157_ = (l_155_ ? l_148_ : l_150_);
        shared_memory_4_[min(uint(local_idx), 1023u)] = l_157_;
    }
    GroupMemoryBarrierWithGroupSync();
    uint l_158_ = shared_memory_4_[0];
    bool l_159_ = (l_158_ != l_2_);
    if (l_159_) {
        l_mut_6_ = local_idx;
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            uint _e460 = l_mut_6_;
            bool l_160_ = (_e460 < 32u);
            bool l_161_ = !(l_160_);
            if (l_161_) {
                break;
            }
            uint l_162_ = (l_2_ * 32u);
            uint _e466 = l_mut_6_;
            uint l_163_ = (l_162_ + _e466);
            uint _e471 = asuint(info.Load(0+0));
            uint l_164_ = (_e471 * 32u);
            uint l_426_ = asuint(info.Load(0+16));
            uint l_427_ = (l_426_ * 1u);
            bool l_428_ = (l_163_ < l_427_);
            uint l_429_ = (l_427_ - 1u);
            uint l_430_ = min(l_163_, l_429_);
            double l_431_ = buffer_0_global.Load<double>(l_430_*8);
            double l_165_ = (l_428_ ? l_431_ : 0.0L);
            uint l_166_ = (l_164_ + l_163_);
            uint l_433_ = asuint(info.Load(0+16));
            uint l_434_ = (l_433_ * 1u);
            bool l_435_ = (l_166_ < l_434_);
            uint l_436_ = (l_434_ - 1u);
            uint l_437_ = min(l_166_, l_436_);
            double l_438_ = buffer_0_global.Load<double>(l_437_*8);
            double l_167_ = (l_435_ ? l_438_ : 0.0L);
            uint l_168_ = (l_158_ * 32u);
            uint _e507 = l_mut_6_;
            uint l_169_ = (l_168_ + _e507);
            uint _e512 = asuint(info.Load(0+0));
            uint l_170_ = (_e512 * 32u);
            uint l_440_ = asuint(info.Load(0+16));
            uint l_441_ = (l_440_ * 1u);
            bool l_442_ = (l_169_ < l_441_);
            uint l_443_ = (l_441_ - 1u);
            uint l_444_ = min(l_169_, l_443_);
            double l_445_ = buffer_0_global.Load<double>(l_444_*8);
            double l_171_ = (l_442_ ? l_445_ : 0.0L);
            uint l_172_ = (l_170_ + l_169_);
            uint l_447_ = asuint(info.Load(0+16));
            uint l_448_ = (l_447_ * 1u);
            bool l_449_ = (l_172_ < l_448_);
            uint l_450_ = (l_448_ - 1u);
            uint l_451_ = min(l_172_, l_450_);
            double l_452_ = buffer_0_global.Load<double>(l_451_*8);
            double l_173_ = (l_449_ ? l_452_ : 0.0L);
            uint _e550 = asuint(info.Load(12+0));
            uint l_174_ = (16u + _e550);
            uint _e552 = l_mut_6_;
            bool l_175_ = (_e552 == l_174_);
            uint _e557 = asuint(info.Load(4+0));
            uint _e561 = asuint(info.Load(8+0));
            uint l_176_ = (_e557 + _e561);
            bool l_177_ = (l_158_ < l_176_);
            uint l_178_ = (16u + l_158_);
            uint _e569 = asuint(info.Load(4+0));
            uint l_179_ = (l_178_ - _e569);
            uint _e571 = l_mut_6_;
            bool l_180_ = (_e571 == l_179_);
            if (l_177_) {
                local_20 = l_180_;
            } else {
                local_20 = false;
            }
            bool l_181_ = local_20;
            double l_182_ = (l_175_ ? 1.0L : 0.0L);
            double l_183_ = (l_181_ ? 1.0L : 0.0L);
            double l_184_ = (l_182_ - l_183_);
            uint l_185_ = (l_2_ * 32u);
            uint _e586 = l_mut_6_;
            uint l_186_ = (l_185_ + _e586);
            uint _e591 = asuint(info.Load(0+0));
            uint l_187_ = (_e591 * 32u);
            double l_188_ = (l_171_ + l_184_);
            double l_189_ = (l_188_ * l_1_);
            double l_190_ = (l_189_ - l_171_);
            double l_191_ = (l_190_ * l_1_);
            double l_192_ = (l_189_ - l_191_);
            double l_193_ = (l_192_ * l_1_);
            double l_194_ = (l_171_ - l_193_);
            double l_195_ = (l_184_ - l_191_);
            double l_196_ = (l_194_ + l_195_);
            double l_197_ = (l_196_ + l_173_);
            double l_198_ = (l_189_ + l_197_);
            double l_199_ = (l_198_ * l_1_);
            double l_200_ = (l_199_ - l_189_);
            double l_201_ = (l_200_ * l_1_);
            double l_202_ = (l_197_ - l_201_);
            uint l_454_ = asuint(info.Load(0+16));
            uint l_455_ = (l_454_ * 1u);
            bool l_456_ = (l_186_ < l_455_);
            if (l_456_) {
                buffer_0_global.Store(l_186_*8, l_199_);
            }
            uint l_203_ = (l_187_ + l_186_);
            uint l_457_ = asuint(info.Load(0+16));
            uint l_458_ = (l_457_ * 1u);
            bool l_459_ = (l_203_ < l_458_);
            if (l_459_) {
                buffer_0_global.Store(l_203_*8, l_202_);
            }
            uint l_204_ = (l_158_ * 32u);
            uint _e630 = l_mut_6_;
            uint l_205_ = (l_204_ + _e630);
            uint _e635 = asuint(info.Load(0+0));
            uint l_206_ = (_e635 * 32u);
            double l_207_ = -(l_184_);
            double l_208_ = (l_165_ + l_207_);
            double l_209_ = (l_208_ * l_1_);
            double l_210_ = (l_209_ - l_165_);
            double l_211_ = (l_210_ * l_1_);
            double l_212_ = (l_209_ - l_211_);
            double l_213_ = (l_212_ * l_1_);
            double l_214_ = (l_165_ - l_213_);
            double l_215_ = (l_207_ - l_211_);
            double l_216_ = (l_214_ + l_215_);
            double l_217_ = (l_216_ + l_167_);
            double l_218_ = (l_209_ + l_217_);
            double l_219_ = (l_218_ * l_1_);
            double l_220_ = (l_219_ - l_209_);
            double l_221_ = (l_220_ * l_1_);
            double l_222_ = (l_217_ - l_221_);
            uint l_460_ = asuint(info.Load(0+16));
            uint l_461_ = (l_460_ * 1u);
            bool l_462_ = (l_205_ < l_461_);
            if (l_462_) {
                buffer_0_global.Store(l_205_*8, l_219_);
            }
            uint l_223_ = (l_206_ + l_205_);
            uint l_463_ = asuint(info.Load(0+16));
            uint l_464_ = (l_463_ * 1u);
            bool l_465_ = (l_223_ < l_464_);
            if (l_465_) {
                buffer_0_global.Store(l_223_*8, l_222_);
            }
            uint _e673 = l_mut_6_;
            l_mut_6_ = (_e673 + 1024u);
        }
    }
    bool l_224_ = (local_idx == 0u);
    if (l_224_) {
        uint l_466_ = asuint(info.Load(4+16));
        uint l_467_ = (l_466_ * 1u);
        uint _e687 = asuint(info.Load(12+0));
        bool l_468_ = (_e687 < l_467_);
        if (l_468_) {
            uint _e693 = asuint(info.Load(12+0));
            buffer_1_global.Store(_e693*4, asuint(l_158_));
        }
    }
    DeviceMemoryBarrierWithGroupSync();
    uint l_225_ = (l_2_ * 32u);
    uint _e700 = asuint(info.Load(12+0));
    uint l_226_ = (l_225_ + _e700);
    uint _e705 = asuint(info.Load(0+0));
    uint l_227_ = (_e705 * 32u);
    uint l_405_ = asuint(info.Load(0+16));
    uint l_406_ = (l_405_ * 1u);
    bool l_407_ = (l_226_ < l_406_);
    uint l_408_ = (l_406_ - 1u);
    uint l_409_ = min(l_226_, l_408_);
    double l_410_ = buffer_0_global.Load<double>(l_409_*8);
    double l_228_ = (l_407_ ? l_410_ : 0.0L);
    uint l_229_ = (l_227_ + l_226_);
    uint l_412_ = asuint(info.Load(0+16));
    uint l_413_ = (l_412_ * 1u);
    bool l_414_ = (l_229_ < l_413_);
    uint l_415_ = (l_413_ - 1u);
    uint l_416_ = min(l_229_, l_415_);
    double l_417_ = buffer_0_global.Load<double>(l_416_*8);
    double l_230_ = (l_414_ ? l_417_ : 0.0L);
    uint _e742 = asuint(info.Load(12+0));
    uint l_231_ = (_e742 + 1u);
    uint l_232_ = (l_231_ + local_idx);
    l_mut_6_ = l_232_;
    uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
    while(true) {
        if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
        loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
        uint _e746 = l_mut_6_;
        bool l_233_ = (_e746 < 32u);
        bool l_234_ = !(l_233_);
        if (l_234_) {
            break;
        }
        uint l_235_ = (l_2_ * 32u);
        uint _e752 = l_mut_6_;
        uint l_236_ = (l_235_ + _e752);
        uint _e757 = asuint(info.Load(0+0));
        uint l_237_ = (_e757 * 32u);
        uint l_469_ = asuint(info.Load(0+16));
        uint l_470_ = (l_469_ * 1u);
        bool l_471_ = (l_236_ < l_470_);
        uint l_472_ = (l_470_ - 1u);
        uint l_473_ = min(l_236_, l_472_);
        double l_474_ = buffer_0_global.Load<double>(l_473_*8);
        double l_238_ = (l_471_ ? l_474_ : 0.0L);
        uint l_239_ = (l_237_ + l_236_);
        uint l_476_ = asuint(info.Load(0+16));
        uint l_477_ = (l_476_ * 1u);
        bool l_478_ = (l_239_ < l_477_);
        uint l_479_ = (l_477_ - 1u);
        uint l_480_ = min(l_239_, l_479_);
        double l_481_ = buffer_0_global.Load<double>(l_480_*8);
        double l_240_ = (l_478_ ? l_481_ : 0.0L);
        uint l_241_ = (l_2_ * 32u);
        uint _e793 = l_mut_6_;
        uint l_242_ = (l_241_ + _e793);
        uint _e798 = asuint(info.Load(0+0));
        uint l_243_ = (_e798 * 32u);
        double l_244_ = (1.0L / l_228_);
        double l_245_ = (l_238_ * l_244_);
        double l_246_ = (l_228_ * l_245_);
        double l_247_ = (l_246_ * l_1_);
        double l_248_ = (l_0_ * l_228_);
        double l_249_ = (l_248_ * l_1_);
        double l_250_ = (l_249_ - l_228_);
        double l_251_ = (l_250_ * l_1_);
        double l_252_ = (l_249_ - l_251_);
        double l_253_ = (l_228_ - l_252_);
        double l_254_ = (l_0_ * l_245_);
        double l_255_ = (l_254_ * l_1_);
        double l_256_ = (l_255_ - l_245_);
        double l_257_ = (l_256_ * l_1_);
        double l_258_ = (l_255_ - l_257_);
        double l_259_ = (l_245_ - l_258_);
        double l_260_ = (l_252_ * l_258_);
        double l_261_ = (l_260_ - l_247_);
        double l_262_ = (l_252_ * l_259_);
        double l_263_ = (l_261_ + l_262_);
        double l_264_ = (l_253_ * l_258_);
        double l_265_ = (l_263_ + l_264_);
        double l_266_ = (l_253_ * l_259_);
        double l_267_ = (l_265_ + l_266_);
        double l_268_ = (l_230_ * l_245_);
        double l_269_ = (l_267_ + l_268_);
        double l_270_ = (l_247_ + l_269_);
        double l_271_ = (l_270_ * l_1_);
        double l_272_ = (l_271_ - l_247_);
        double l_273_ = (l_272_ * l_1_);
        double l_274_ = (l_269_ - l_273_);
        double l_275_ = -(l_271_);
        double l_276_ = -(l_274_);
        double l_277_ = (l_238_ + l_275_);
        double l_278_ = (l_277_ * l_1_);
        double l_279_ = (l_278_ - l_238_);
        double l_280_ = (l_279_ * l_1_);
        double l_281_ = (l_278_ - l_280_);
        double l_282_ = (l_281_ * l_1_);
        double l_283_ = (l_238_ - l_282_);
        double l_284_ = (l_275_ - l_280_);
        double l_285_ = (l_283_ + l_284_);
        double l_286_ = (l_240_ + l_276_);
        double l_287_ = (l_286_ * l_1_);
        double l_288_ = (l_287_ - l_240_);
        double l_289_ = (l_288_ * l_1_);
        double l_290_ = (l_287_ - l_289_);
        double l_291_ = (l_290_ * l_1_);
        double l_292_ = (l_240_ - l_291_);
        double l_293_ = (l_276_ - l_289_);
        double l_294_ = (l_292_ + l_293_);
        double l_295_ = (l_285_ + l_287_);
        double l_296_ = (l_278_ + l_295_);
        double l_297_ = (l_296_ * l_1_);
        double l_298_ = (l_297_ - l_278_);
        double l_299_ = (l_298_ * l_1_);
        double l_300_ = (l_295_ - l_299_);
        double l_301_ = (l_294_ + l_300_);
        double l_302_ = (l_297_ + l_301_);
        double l_303_ = (l_302_ * l_1_);
        double l_304_ = (l_303_ - l_297_);
        double l_305_ = (l_304_ * l_1_);
        double l_306_ = (l_301_ - l_305_);
        double l_307_ = (l_303_ * l_244_);
        double l_308_ = (l_228_ * l_307_);
        double l_309_ = (l_308_ * l_1_);
        double l_310_ = (l_0_ * l_228_);
        double l_311_ = (l_310_ * l_1_);
        double l_312_ = (l_311_ - l_228_);
        double l_313_ = (l_312_ * l_1_);
        double l_314_ = (l_311_ - l_313_);
        double l_315_ = (l_228_ - l_314_);
        double l_316_ = (l_0_ * l_307_);
        double l_317_ = (l_316_ * l_1_);
        double l_318_ = (l_317_ - l_307_);
        double l_319_ = (l_318_ * l_1_);
        double l_320_ = (l_317_ - l_319_);
        double l_321_ = (l_307_ - l_320_);
        double l_322_ = (l_314_ * l_320_);
        double l_323_ = (l_322_ - l_309_);
        double l_324_ = (l_314_ * l_321_);
        double l_325_ = (l_323_ + l_324_);
        double l_326_ = (l_315_ * l_320_);
        double l_327_ = (l_325_ + l_326_);
        double l_328_ = (l_315_ * l_321_);
        double l_329_ = (l_327_ + l_328_);
        double l_330_ = (l_230_ * l_307_);
        double l_331_ = (l_329_ + l_330_);
        double l_332_ = (l_309_ + l_331_);
        double l_333_ = (l_332_ * l_1_);
        double l_334_ = (l_333_ - l_309_);
        double l_335_ = (l_334_ * l_1_);
        double l_336_ = (l_331_ - l_335_);
        double l_337_ = -(l_333_);
        double l_338_ = -(l_336_);
        double l_339_ = (l_303_ + l_337_);
        double l_340_ = (l_339_ * l_1_);
        double l_341_ = (l_340_ - l_303_);
        double l_342_ = (l_341_ * l_1_);
        double l_343_ = (l_340_ - l_342_);
        double l_344_ = (l_343_ * l_1_);
        double l_345_ = (l_303_ - l_344_);
        double l_346_ = (l_337_ - l_342_);
        double l_347_ = (l_345_ + l_346_);
        double l_348_ = (l_306_ + l_338_);
        double l_349_ = (l_348_ * l_1_);
        double l_350_ = (l_349_ - l_306_);
        double l_351_ = (l_350_ * l_1_);
        double l_352_ = (l_349_ - l_351_);
        double l_353_ = (l_352_ * l_1_);
        double l_354_ = (l_306_ - l_353_);
        double l_355_ = (l_338_ - l_351_);
        double l_356_ = (l_354_ + l_355_);
        double l_357_ = (l_347_ + l_349_);
        double l_358_ = (l_340_ + l_357_);
        double l_359_ = (l_358_ * l_1_);
        double l_360_ = (l_359_ - l_340_);
        double l_361_ = (l_360_ * l_1_);
        double l_362_ = (l_357_ - l_361_);
        double l_363_ = (l_356_ + l_362_);
        double l_364_ = (l_359_ + l_363_);
        double l_365_ = (l_364_ * l_1_);
        double l_366_ = (l_365_ - l_359_);
        double l_367_ = (l_366_ * l_1_);
        double l_368_ = (l_363_ - l_367_);
        double l_369_ = (l_365_ / l_228_);
        double l_370_ = (l_245_ + l_307_);
        double l_371_ = (l_370_ * l_1_);
        double l_372_ = (l_371_ - l_245_);
        double l_373_ = (l_372_ * l_1_);
        double l_374_ = (l_307_ - l_373_);
        double l_375_ = (l_371_ + l_369_);
        double l_376_ = (l_375_ * l_1_);
        double l_377_ = (l_376_ - l_371_);
        double l_378_ = (l_377_ * l_1_);
        double l_379_ = (l_376_ - l_378_);
        double l_380_ = (l_379_ * l_1_);
        double l_381_ = (l_371_ - l_380_);
        double l_382_ = (l_369_ - l_378_);
        double l_383_ = (l_381_ + l_382_);
        double l_384_ = (l_383_ + l_374_);
        double l_385_ = (l_376_ + l_384_);
        double l_386_ = (l_385_ * l_1_);
        double l_387_ = (l_386_ - l_376_);
        double l_388_ = (l_387_ * l_1_);
        double l_389_ = (l_384_ - l_388_);
        uint l_483_ = asuint(info.Load(0+16));
        uint l_484_ = (l_483_ * 1u);
        bool l_485_ = (l_242_ < l_484_);
        if (l_485_) {
            buffer_0_global.Store(l_242_*8, l_386_);
        }
        uint l_390_ = (l_243_ + l_242_);
        uint l_486_ = asuint(info.Load(0+16));
        uint l_487_ = (l_486_ * 1u);
        bool l_488_ = (l_390_ < l_487_);
        if (l_488_) {
            buffer_0_global.Store(l_390_*8, l_389_);
        }
        uint _e967 = l_mut_6_;
        l_mut_6_ = (_e967 + 1024u);
    }
    return;
}
