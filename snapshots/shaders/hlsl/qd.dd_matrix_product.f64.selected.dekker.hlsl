struct info_st {
    uint static_meta[10];
};

static const uint WORKGROUP_SIZE_X = 16u;
static const uint WORKGROUP_SIZE_Y = 16u;
static const uint WORKGROUP_SIZE_Z = 1u;

RWByteAddressBuffer buffer_0_global : register(u0);
RWByteAddressBuffer buffer_1_global : register(u1);
RWByteAddressBuffer buffer_2_global : register(u2);
RWByteAddressBuffer buffer_3_global : register(u3);
RWByteAddressBuffer buffer_4_global : register(u4);
ByteAddressBuffer info : register(t5);
groupshared double shared_memory_9_[256];
groupshared double shared_memory_10_[256];
groupshared double shared_memory_11_[256];
groupshared double shared_memory_12_[256];

uint naga_div(uint lhs, uint rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

[numthreads(16, 16, 1)]
void dd_matrix_product_f_f64_(uint3 local_invocation_id : SV_GroupThreadID, uint3 workgroup_id : SV_GroupID)
{
    if (all(local_invocation_id == uint3(0u, 0u, 0u))) {
        shared_memory_9_ = (double[256])0;
        shared_memory_10_ = (double[256])0;
        shared_memory_11_ = (double[256])0;
        shared_memory_12_ = (double[256])0;
    }
    GroupMemoryBarrierWithGroupSync();
    double l_mut_13_ = (double)0;
    double l_mut_14_ = (double)0;
    uint l_mut_20_ = 0u;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    uint l_mut_65_ = (uint)0;
    bool local_4 = (bool)0;

    uint l_163_ = asuint(info.Load(8+0));
    uint l_164_ = (l_163_ * 1u);
    bool l_165_ = (0u < l_164_);
    uint l_166_ = (l_164_ - 1u);
    uint l_167_ = min(0u, l_166_);
    double l_168_ = buffer_2_global.Load<double>(l_167_*8);
    double l_0_ = (l_165_ ? l_168_ : 0.0L);
    uint l_170_ = asuint(info.Load(8+0));
    uint l_171_ = (l_170_ * 1u);
    bool l_172_ = (1u < l_171_);
    uint l_173_ = (l_171_ - 1u);
    uint l_174_ = min(1u, l_173_);
    double l_175_ = buffer_2_global.Load<double>(l_174_*8);
    double l_1_ = (l_172_ ? l_175_ : 0.0L);
    uint l_177_ = asuint(info.Load(12+0));
    uint l_178_ = (l_177_ * 1u);
    bool l_179_ = (0u < l_178_);
    uint l_180_ = (l_178_ - 1u);
    uint l_181_ = min(0u, l_180_);
    uint l_182_ = asuint(buffer_3_global.Load(l_181_*4));
    uint l_2_ = (l_179_ ? l_182_ : 0u);
    uint l_184_ = asuint(info.Load(12+0));
    uint l_185_ = (l_184_ * 1u);
    bool l_186_ = (1u < l_185_);
    uint l_187_ = (l_185_ - 1u);
    uint l_188_ = min(1u, l_187_);
    uint l_189_ = asuint(buffer_3_global.Load(l_188_*4));
    uint l_3_ = (l_186_ ? l_189_ : 0u);
    uint l_191_ = asuint(info.Load(12+0));
    uint l_192_ = (l_191_ * 1u);
    bool l_193_ = (2u < l_192_);
    uint l_194_ = (l_192_ - 1u);
    uint l_195_ = min(2u, l_194_);
    uint l_196_ = asuint(buffer_3_global.Load(l_195_*4));
    uint l_4_ = (l_193_ ? l_196_ : 0u);
    uint l_5_ = (workgroup_id.y * 16u);
    uint l_6_ = (l_5_ + local_invocation_id.y);
    uint l_7_ = (workgroup_id.x * 16u);
    uint l_8_ = (l_7_ + local_invocation_id.x);
    l_mut_13_ = 0.0L;
    l_mut_14_ = 0.0L;
    uint l_15_ = (local_invocation_id.y * 16u);
    uint l_16_ = (l_15_ + local_invocation_id.x);
    uint l_17_ = (l_3_ + 16u);
    uint l_18_ = (l_17_ - 1u);
    uint l_19_ = naga_div(l_18_, 16u);
    uint2 loop_bound = uint2(4294967295u, 4294967295u);
    bool loop_init = true;
    while(true) {
        if (all(loop_bound == uint2(0u, 0u))) { break; }
        loop_bound -= uint2(loop_bound.y == 0u, 1u);
        if (!loop_init) {
            uint _e396 = l_mut_20_;
            l_mut_20_ = (_e396 + 1u);
        }
        loop_init = false;
        uint _e114 = l_mut_20_;
        if ((_e114 < l_19_)) {
        } else {
            break;
        }
        {
            uint _e116 = l_mut_20_;
            uint l_21_ = (_e116 * 16u);
            uint l_22_ = (l_21_ + local_invocation_id.x);
            uint _e121 = l_mut_20_;
            uint l_23_ = (_e121 * 16u);
            uint l_24_ = (l_23_ + local_invocation_id.y);
            bool l_25_ = (l_6_ < l_2_);
            bool l_26_ = (l_22_ < l_3_);
            if (l_25_) {
                local = l_26_;
            } else {
                local = false;
            }
            bool l_27_ = local;
            uint l_28_ = (0u * l_2_);
            uint l_29_ = (l_28_ + l_6_);
            uint l_30_ = (l_29_ * l_3_);
            uint l_31_ = (l_30_ + l_22_);
            uint l_32_ = (l_27_ ? l_31_ : 0u);
            uint l_198_ = asuint(info.Load(0+0));
            uint l_199_ = (l_198_ * 1u);
            bool l_200_ = (l_32_ < l_199_);
            uint l_201_ = (l_199_ - 1u);
            uint l_202_ = min(l_32_, l_201_);
            double l_203_ = buffer_0_global.Load<double>(l_202_*8);
            double l_33_ = (l_200_ ? l_203_ : 0.0L);
            double l_34_ = (l_27_ ? l_33_ : 0.0L);
            shared_memory_9_[min(uint(l_16_), 255u)] = l_34_;
            bool l_35_ = (l_6_ < l_2_);
            bool l_36_ = (l_22_ < l_3_);
            if (l_35_) {
                local_1 = l_36_;
            } else {
                local_1 = false;
            }
            bool l_37_ = local_1;
            uint l_38_ = (1u * l_2_);
            uint l_39_ = (l_38_ + l_6_);
            uint l_40_ = (l_39_ * l_3_);
            uint l_41_ = (l_40_ + l_22_);
            uint l_42_ = (l_37_ ? l_41_ : 0u);
            uint l_205_ = asuint(info.Load(0+0));
            uint l_206_ = (l_205_ * 1u);
            bool l_207_ = (l_42_ < l_206_);
            uint l_208_ = (l_206_ - 1u);
            uint l_209_ = min(l_42_, l_208_);
            double l_210_ = buffer_0_global.Load<double>(l_209_*8);
            double l_43_ = (l_207_ ? l_210_ : 0.0L);
            double l_44_ = (l_37_ ? l_43_ : 0.0L);
            shared_memory_10_[min(uint(l_16_), 255u)] = l_44_;
            bool l_45_ = (l_24_ < l_3_);
            bool l_46_ = (l_8_ < l_4_);
            if (l_45_) {
                local_2 = l_46_;
            } else {
                local_2 = false;
            }
            bool l_47_ = local_2;
            uint l_48_ = (0u * l_3_);
            uint l_49_ = (l_48_ + l_24_);
            uint l_50_ = (l_49_ * l_4_);
            uint l_51_ = (l_50_ + l_8_);
            uint l_52_ = (l_47_ ? l_51_ : 0u);
            uint l_212_ = asuint(info.Load(4+0));
            uint l_213_ = (l_212_ * 1u);
            bool l_214_ = (l_52_ < l_213_);
            uint l_215_ = (l_213_ - 1u);
            uint l_216_ = min(l_52_, l_215_);
            double l_217_ = buffer_1_global.Load<double>(l_216_*8);
            double l_53_ = (l_214_ ? l_217_ : 0.0L);
            double l_54_ = (l_47_ ? l_53_ : 0.0L);
            shared_memory_11_[min(uint(l_16_), 255u)] = l_54_;
            bool l_55_ = (l_24_ < l_3_);
            bool l_56_ = (l_8_ < l_4_);
            if (l_55_) {
                local_3 = l_56_;
            } else {
                local_3 = false;
            }
            bool l_57_ = local_3;
            uint l_58_ = (1u * l_3_);
            uint l_59_ = (l_58_ + l_24_);
            uint l_60_ = (l_59_ * l_4_);
            uint l_61_ = (l_60_ + l_8_);
            uint l_62_ = (l_57_ ? l_61_ : 0u);
            uint l_219_ = asuint(info.Load(4+0));
            uint l_220_ = (l_219_ * 1u);
            bool l_221_ = (l_62_ < l_220_);
            uint l_222_ = (l_220_ - 1u);
            uint l_223_ = min(l_62_, l_222_);
            double l_224_ = buffer_1_global.Load<double>(l_223_*8);
            double l_63_ = (l_221_ ? l_224_ : 0.0L);
            double l_64_ = (l_57_ ? l_63_ : 0.0L);
            shared_memory_12_[min(uint(l_16_), 255u)] = l_64_;
            GroupMemoryBarrierWithGroupSync();
            l_mut_65_ = 0u;
            uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
            bool loop_init_1 = true;
            while(true) {
                if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                if (!loop_init_1) {
                    uint _e393 = l_mut_65_;
                    l_mut_65_ = (_e393 + 1u);
                }
                loop_init_1 = false;
                uint _e256 = l_mut_65_;
                if ((_e256 < 16u)) {
                } else {
                    break;
                }
                {
                    uint l_66_ = (local_invocation_id.y * 16u);
                    uint _e262 = l_mut_65_;
                    uint l_67_ = (l_66_ + _e262);
                    double l_68_ = shared_memory_9_[min(uint(l_67_), 255u)];
                    uint l_69_ = (local_invocation_id.y * 16u);
                    uint _e270 = l_mut_65_;
                    uint l_70_ = (l_69_ + _e270);
                    double l_71_ = shared_memory_10_[min(uint(l_70_), 255u)];
                    uint _e275 = l_mut_65_;
                    uint l_72_ = (_e275 * 16u);
                    uint l_73_ = (l_72_ + local_invocation_id.x);
                    double l_74_ = shared_memory_11_[min(uint(l_73_), 255u)];
                    uint _e283 = l_mut_65_;
                    uint l_75_ = (_e283 * 16u);
                    uint l_76_ = (l_75_ + local_invocation_id.x);
                    double l_77_ = shared_memory_12_[min(uint(l_76_), 255u)];
                    double l_78_ = (l_68_ * l_74_);
                    bool l_79_ = (l_1_ != 0.0L);
                    double l_80_ = (l_79_ ? l_78_ : l_1_);
                    double l_81_ = (l_0_ * l_68_);
                    bool l_82_ = (l_1_ != 0.0L);
                    double l_83_ = (l_82_ ? l_81_ : l_1_);
                    double l_84_ = (l_83_ - l_68_);
                    bool l_85_ = (l_1_ != 0.0L);
                    double l_86_ = (l_85_ ? l_84_ : l_1_);
                    double l_87_ = (l_83_ - l_86_);
                    double l_88_ = (l_68_ - l_87_);
                    double l_89_ = (l_0_ * l_74_);
                    bool l_90_ = (l_1_ != 0.0L);
                    double l_91_ = (l_90_ ? l_89_ : l_1_);
                    double l_92_ = (l_91_ - l_74_);
                    bool l_93_ = (l_1_ != 0.0L);
                    double l_94_ = (l_93_ ? l_92_ : l_1_);
                    double l_95_ = (l_91_ - l_94_);
                    double l_96_ = (l_74_ - l_95_);
                    double l_97_ = (l_87_ * l_95_);
                    double l_98_ = (l_97_ - l_80_);
                    double l_99_ = (l_87_ * l_96_);
                    double l_100_ = (l_98_ + l_99_);
                    double l_101_ = (l_88_ * l_95_);
                    double l_102_ = (l_100_ + l_101_);
                    double l_103_ = (l_88_ * l_96_);
                    double l_104_ = (l_102_ + l_103_);
                    double l_105_ = (l_68_ * l_77_);
                    double l_106_ = (l_71_ * l_74_);
                    double l_107_ = (l_105_ + l_106_);
                    double l_108_ = (l_104_ + l_107_);
                    double l_109_ = (l_80_ + l_108_);
                    bool l_110_ = (l_1_ != 0.0L);
                    double l_111_ = (l_110_ ? l_109_ : l_1_);
                    double l_112_ = (l_111_ - l_80_);
                    bool l_113_ = (l_1_ != 0.0L);
                    double l_114_ = (l_113_ ? l_112_ : l_1_);
                    double l_115_ = (l_108_ - l_114_);
                    double _e336 = l_mut_13_;
                    double l_116_ = (_e336 + l_111_);
                    bool l_117_ = (l_1_ != 0.0L);
                    double l_118_ = (l_117_ ? l_116_ : l_1_);
                    double _e341 = l_mut_13_;
                    double l_119_ = (l_118_ - _e341);
                    bool l_120_ = (l_1_ != 0.0L);
                    double l_121_ = (l_120_ ? l_119_ : l_1_);
                    double l_122_ = (l_118_ - l_121_);
                    bool l_123_ = (l_1_ != 0.0L);
                    double l_124_ = (l_123_ ? l_122_ : l_1_);
                    double _e350 = l_mut_13_;
                    double l_125_ = (_e350 - l_124_);
                    double l_126_ = (l_111_ - l_121_);
                    double l_127_ = (l_125_ + l_126_);
                    double _e354 = l_mut_14_;
                    double l_128_ = (_e354 + l_115_);
                    bool l_129_ = (l_1_ != 0.0L);
                    double l_130_ = (l_129_ ? l_128_ : l_1_);
                    double _e359 = l_mut_14_;
                    double l_131_ = (l_130_ - _e359);
                    bool l_132_ = (l_1_ != 0.0L);
                    double l_133_ = (l_132_ ? l_131_ : l_1_);
                    double l_134_ = (l_130_ - l_133_);
                    bool l_135_ = (l_1_ != 0.0L);
                    double l_136_ = (l_135_ ? l_134_ : l_1_);
                    double _e368 = l_mut_14_;
                    double l_137_ = (_e368 - l_136_);
                    double l_138_ = (l_115_ - l_133_);
                    double l_139_ = (l_137_ + l_138_);
                    double l_140_ = (l_127_ + l_130_);
                    double l_141_ = (l_118_ + l_140_);
                    bool l_142_ = (l_1_ != 0.0L);
                    double l_143_ = (l_142_ ? l_141_ : l_1_);
                    double l_144_ = (l_143_ - l_118_);
                    bool l_145_ = (l_1_ != 0.0L);
                    double l_146_ = (l_145_ ? l_144_ : l_1_);
                    double l_147_ = (l_140_ - l_146_);
                    double l_148_ = (l_139_ + l_147_);
                    double l_149_ = (l_143_ + l_148_);
                    bool l_150_ = (l_1_ != 0.0L);
                    double l_151_ = (l_150_ ? l_149_ : l_1_);
                    double l_152_ = (l_151_ - l_143_);
                    bool l_153_ = (l_1_ != 0.0L);
                    double l_154_ = (l_153_ ? l_152_ : l_1_);
                    double l_155_ = (l_148_ - l_154_);
                    l_mut_13_ = l_151_;
                    l_mut_14_ = l_155_;
                }
            }
            GroupMemoryBarrierWithGroupSync();
        }
    }
    bool l_156_ = (l_6_ < l_2_);
    bool l_157_ = (l_8_ < l_4_);
    if (l_156_) {
        local_4 = l_157_;
    } else {
        local_4 = false;
    }
    bool l_158_ = local_4;
    if (l_158_) {
        uint l_159_ = (l_6_ * l_4_);
        uint l_160_ = (l_159_ + l_8_);
        uint l_226_ = asuint(info.Load(16+0));
        uint l_227_ = (l_226_ * 1u);
        bool l_228_ = (l_160_ < l_227_);
        if (l_228_) {
            double _e415 = l_mut_13_;
            buffer_4_global.Store(l_160_*8, _e415);
        }
        uint l_161_ = (l_2_ * l_4_);
        uint l_162_ = (l_161_ + l_160_);
        uint l_229_ = asuint(info.Load(16+0));
        uint l_230_ = (l_229_ * 1u);
        bool l_231_ = (l_162_ < l_230_);
        if (l_231_) {
            double _e427 = l_mut_14_;
            buffer_4_global.Store(l_162_*8, _e427);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
