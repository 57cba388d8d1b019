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

    uint l_312_ = asuint(info.Load(8+16));
    uint l_313_ = (l_312_ * 1u);
    bool l_314_ = (0u < l_313_);
    uint l_315_ = (l_313_ - 1u);
    uint l_316_ = min(0u, l_315_);
    double l_317_ = buffer_2_global.Load<double>(l_316_*8);
    double l_0_ = (l_314_ ? l_317_ : 0.0L);
    uint l_319_ = asuint(info.Load(8+16));
    uint l_320_ = (l_319_ * 1u);
    bool l_321_ = (1u < l_320_);
    uint l_322_ = (l_320_ - 1u);
    uint l_323_ = min(1u, l_322_);
    double l_324_ = buffer_2_global.Load<double>(l_323_*8);
    double l_1_ = (l_321_ ? l_324_ : 0.0L);
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
        uint l_340_ = asuint(info.Load(0+16));
        uint l_341_ = (l_340_ * 1u);
        bool l_342_ = (l_12_ < l_341_);
        uint l_343_ = (l_341_ - 1u);
        uint l_344_ = min(l_12_, l_343_);
        double l_345_ = buffer_0_global.Load<double>(l_344_*8);
        double l_13_ = (l_342_ ? l_345_ : 0.0L);
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
            uint l_347_ = asuint(info.Load(0+16));
            uint l_348_ = (l_347_ * 1u);
            bool l_349_ = (l_163_ < l_348_);
            uint l_350_ = (l_348_ - 1u);
            uint l_351_ = min(l_163_, l_350_);
            double l_352_ = buffer_0_global.Load<double>(l_351_*8);
            double l_165_ = (l_349_ ? l_352_ : 0.0L);
            uint l_166_ = (l_164_ + l_163_);
            uint l_354_ = asuint(info.Load(0+16));
            uint l_355_ = (l_354_ * 1u);
            bool l_356_ = (l_166_ < l_355_);
            uint l_357_ = (l_355_ - 1u);
            uint l_358_ = min(l_166_, l_357_);
            double l_359_ = buffer_0_global.Load<double>(l_358_*8);
            double l_167_ = (l_356_ ? l_359_ : 0.0L);
            uint l_168_ = (l_158_ * 32u);
            uint _e507 = l_mut_6_;
            uint l_169_ = (l_168_ + _e507);
            uint _e512 = asuint(info.Load(0+0));
            uint l_170_ = (_e512 * 32u);
            uint l_361_ = asuint(info.Load(0+16));
            uint l_362_ = (l_361_ * 1u);
            bool l_363_ = (l_169_ < l_362_);
            uint l_364_ = (l_362_ - 1u);
            uint l_365_ = min(l_169_, l_364_);
            double l_366_ = buffer_0_global.Load<double>(l_365_*8);
            double l_171_ = (l_363_ ? l_366_ : 0.0L);
            uint l_172_ = (l_170_ + l_169_);
            uint l_368_ = asuint(info.Load(0+16));
            uint l_369_ = (l_368_ * 1u);
            bool l_370_ = (l_172_ < l_369_);
            uint l_371_ = (l_369_ - 1u);
            uint l_372_ = min(l_172_, l_371_);
            double l_373_ = buffer_0_global.Load<double>(l_372_*8);
            double l_173_ = (l_370_ ? l_373_ : 0.0L);
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
            double l_189_ = (l_188_ - l_171_);
            double l_190_ = (l_188_ - l_189_);
            double l_191_ = (l_171_ - l_190_);
            double l_192_ = (l_184_ - l_189_);
            double l_193_ = (l_191_ + l_192_);
            double l_194_ = (l_193_ + l_173_);
            double l_195_ = (l_188_ + l_194_);
            double l_196_ = (l_195_ - l_188_);
            double l_197_ = (l_194_ - l_196_);
            uint l_375_ = asuint(info.Load(0+16));
            uint l_376_ = (l_375_ * 1u);
            bool l_377_ = (l_186_ < l_376_);
            if (l_377_) {
                buffer_0_global.Store(l_186_*8, l_195_);
            }
            uint l_198_ = (l_187_ + l_186_);
            uint l_378_ = asuint(info.Load(0+16));
            uint l_379_ = (l_378_ * 1u);
            bool l_380_ = (l_198_ < l_379_);
            if (l_380_) {
                buffer_0_global.Store(l_198_*8, l_197_);
            }
            uint l_199_ = (l_158_ * 32u);
            uint _e625 = l_mut_6_;
            uint l_200_ = (l_199_ + _e625);
            uint _e630 = asuint(info.Load(0+0));
            uint l_201_ = (_e630 * 32u);
            double l_202_ = -(l_184_);
            double l_203_ = (l_165_ + l_202_);
            double l_204_ = (l_203_ - l_165_);
            double l_205_ = (l_203_ - l_204_);
            double l_206_ = (l_165_ - l_205_);
            double l_207_ = (l_202_ - l_204_);
            double l_208_ = (l_206_ + l_207_);
            double l_209_ = (l_208_ + l_167_);
            double l_210_ = (l_203_ + l_209_);
            double l_211_ = (l_210_ - l_203_);
            double l_212_ = (l_209_ - l_211_);
            uint l_381_ = asuint(info.Load(0+16));
            uint l_382_ = (l_381_ * 1u);
            bool l_383_ = (l_200_ < l_382_);
            if (l_383_) {
                buffer_0_global.Store(l_200_*8, l_210_);
            }
            uint l_213_ = (l_201_ + l_200_);
            uint l_384_ = asuint(info.Load(0+16));
            uint l_385_ = (l_384_ * 1u);
            bool l_386_ = (l_213_ < l_385_);
            if (l_386_) {
                buffer_0_global.Store(l_213_*8, l_212_);
            }
            uint _e663 = l_mut_6_;
            l_mut_6_ = (_e663 + 1024u);
        }
    }
    bool l_214_ = (local_idx == 0u);
    if (l_214_) {
        uint l_387_ = asuint(info.Load(4+16));
        uint l_388_ = (l_387_ * 1u);
        uint _e677 = asuint(info.Load(12+0));
        bool l_389_ = (_e677 < l_388_);
        if (l_389_) {
            uint _e683 = asuint(info.Load(12+0));
            buffer_1_global.Store(_e683*4, asuint(l_158_));
        }
    }
    DeviceMemoryBarrierWithGroupSync();
    uint l_215_ = (l_2_ * 32u);
    uint _e690 = asuint(info.Load(12+0));
    uint l_216_ = (l_215_ + _e690);
    uint _e695 = asuint(info.Load(0+0));
    uint l_217_ = (_e695 * 32u);
    uint l_326_ = asuint(info.Load(0+16));
    uint l_327_ = (l_326_ * 1u);
    bool l_328_ = (l_216_ < l_327_);
    uint l_329_ = (l_327_ - 1u);
    uint l_330_ = min(l_216_, l_329_);
    double l_331_ = buffer_0_global.Load<double>(l_330_*8);
    double l_218_ = (l_328_ ? l_331_ : 0.0L);
    uint l_219_ = (l_217_ + l_216_);
    uint l_333_ = asuint(info.Load(0+16));
    uint l_334_ = (l_333_ * 1u);
    bool l_335_ = (l_219_ < l_334_);
    uint l_336_ = (l_334_ - 1u);
    uint l_337_ = min(l_219_, l_336_);
    double l_338_ = buffer_0_global.Load<double>(l_337_*8);
    double l_220_ = (l_335_ ? l_338_ : 0.0L);
    uint _e732 = asuint(info.Load(12+0));
    uint l_221_ = (_e732 + 1u);
    uint l_222_ = (l_221_ + local_idx);
    l_mut_6_ = l_222_;
    uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
    while(true) {
        if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
        loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
        uint _e736 = l_mut_6_;
        bool l_223_ = (_e736 < 32u);
        bool l_224_ = !(l_223_);
        if (l_224_) {
            break;
        }
        uint l_225_ = (l_2_ * 32u);
        uint _e742 = l_mut_6_;
        uint l_226_ = (l_225_ + _e742);
        uint _e747 = asuint(info.Load(0+0));
        uint l_227_ = (_e747 * 32u);
        uint l_390_ = asuint(info.Load(0+16));
        uint l_391_ = (l_390_ * 1u);
        bool l_392_ = (l_226_ < l_391_);
        uint l_393_ = (l_391_ - 1u);
        uint l_394_ = min(l_226_, l_393_);
        double l_395_ = buffer_0_global.Load<double>(l_394_*8);
        double l_228_ = (l_392_ ? l_395_ : 0.0L);
        uint l_229_ = (l_227_ + l_226_);
        uint l_397_ = asuint(info.Load(0+16));
        uint l_398_ = (l_397_ * 1u);
        bool l_399_ = (l_229_ < l_398_);
        uint l_400_ = (l_398_ - 1u);
        uint l_401_ = min(l_229_, l_400_);
        double l_402_ = buffer_0_global.Load<double>(l_401_*8);
        double l_230_ = (l_399_ ? l_402_ : 0.0L);
        uint l_231_ = (l_2_ * 32u);
        uint _e783 = l_mut_6_;
        uint l_232_ = (l_231_ + _e783);
        uint _e788 = asuint(info.Load(0+0));
        uint l_233_ = (_e788 * 32u);
        double l_234_ = (1.0L / l_218_);
        double l_235_ = (l_228_ * l_234_);
        double l_236_ = (l_218_ * l_235_);
        double l_237_ = -(l_236_);
        double l_238_ = mad(l_218_, l_235_, l_237_);
        double l_239_ = (l_220_ * l_235_);
        double l_240_ = (l_238_ + l_239_);
        double l_241_ = (l_236_ + l_240_);
        double l_242_ = (l_241_ - l_236_);
        double l_243_ = (l_240_ - l_242_);
        double l_244_ = -(l_241_);
        double l_245_ = -(l_243_);
        double l_246_ = (l_228_ + l_244_);
        double l_247_ = (l_246_ - l_228_);
        double l_248_ = (l_246_ - l_247_);
        double l_249_ = (l_228_ - l_248_);
        double l_250_ = (l_244_ - l_247_);
        double l_251_ = (l_249_ + l_250_);
        double l_252_ = (l_230_ + l_245_);
        double l_253_ = (l_252_ - l_230_);
        double l_254_ = (l_252_ - l_253_);
        double l_255_ = (l_230_ - l_254_);
        double l_256_ = (l_245_ - l_253_);
        double l_257_ = (l_255_ + l_256_);
        double l_258_ = (l_251_ + l_252_);
        double l_259_ = (l_246_ + l_258_);
        double l_260_ = (l_259_ - l_246_);
        double l_261_ = (l_258_ - l_260_);
        double l_262_ = (l_257_ + l_261_);
        double l_263_ = (l_259_ + l_262_);
        double l_264_ = (l_263_ - l_259_);
        double l_265_ = (l_262_ - l_264_);
        double l_266_ = (l_263_ * l_234_);
        double l_267_ = (l_218_ * l_266_);
        double l_268_ = -(l_267_);
        double l_269_ = mad(l_218_, l_266_, l_268_);
        double l_270_ = (l_220_ * l_266_);
        double l_271_ = (l_269_ + l_270_);
        double l_272_ = (l_267_ + l_271_);
        double l_273_ = (l_272_ - l_267_);
        double l_274_ = (l_271_ - l_273_);
        double l_275_ = -(l_272_);
        double l_276_ = -(l_274_);
        double l_277_ = (l_263_ + l_275_);
        double l_278_ = (l_277_ - l_263_);
        double l_279_ = (l_277_ - l_278_);
        double l_280_ = (l_263_ - l_279_);
        double l_281_ = (l_275_ - l_278_);
        double l_282_ = (l_280_ + l_281_);
        double l_283_ = (l_265_ + l_276_);
        double l_284_ = (l_283_ - l_265_);
        double l_285_ = (l_283_ - l_284_);
        double l_286_ = (l_265_ - l_285_);
        double l_287_ = (l_276_ - l_284_);
        double l_288_ = (l_286_ + l_287_);
        double l_289_ = (l_282_ + l_283_);
        double l_290_ = (l_277_ + l_289_);
        double l_291_ = (l_290_ - l_277_);
        double l_292_ = (l_289_ - l_291_);
        double l_293_ = (l_288_ + l_292_);
        double l_294_ = (l_290_ + l_293_);
        double l_295_ = (l_294_ - l_290_);
        double l_296_ = (l_293_ - l_295_);
        double l_297_ = (l_294_ / l_218_);
        double l_298_ = (l_235_ + l_266_);
        double l_299_ = (l_298_ - l_235_);
        double l_300_ = (l_266_ - l_299_);
        double l_301_ = (l_298_ + l_297_);
        double l_302_ = (l_301_ - l_298_);
        double l_303_ = (l_301_ - l_302_);
        double l_304_ = (l_298_ - l_303_);
        double l_305_ = (l_297_ - l_302_);
        double l_306_ = (l_304_ + l_305_);
        double l_307_ = (l_306_ + l_300_);
        double l_308_ = (l_301_ + l_307_);
        double l_309_ = (l_308_ - l_301_);
        double l_310_ = (l_307_ - l_309_);
        uint l_404_ = asuint(info.Load(0+16));
        uint l_405_ = (l_404_ * 1u);
        bool l_406_ = (l_232_ < l_405_);
        if (l_406_) {
            buffer_0_global.Store(l_232_*8, l_308_);
        }
        uint l_311_ = (l_233_ + l_232_);
        uint l_407_ = asuint(info.Load(0+16));
        uint l_408_ = (l_407_ * 1u);
        bool l_409_ = (l_311_ < l_408_);
        if (l_409_) {
            buffer_0_global.Store(l_311_*8, l_310_);
        }
        uint _e888 = l_mut_6_;
        l_mut_6_ = (_e888 + 1024u);
    }
    return;
}
