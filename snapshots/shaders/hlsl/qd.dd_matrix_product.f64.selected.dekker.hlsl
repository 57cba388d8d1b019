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
groupshared double shared_memory_9_[512];
groupshared double shared_memory_10_[512];

uint naga_div(uint lhs, uint rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

[numthreads(16, 16, 1)]
void matrix_product_f_f64_(uint3 local_invocation_id : SV_GroupThreadID, uint3 workgroup_id : SV_GroupID)
{
    if (all(local_invocation_id == uint3(0u, 0u, 0u))) {
        shared_memory_9_ = (double[512])0;
        shared_memory_10_ = (double[512])0;
    }
    GroupMemoryBarrierWithGroupSync();
    double l_mut_11_ = (double)0;
    double l_mut_12_ = (double)0;
    double l_mut_13_ = (double)0;
    double l_mut_14_ = (double)0;
    uint l_mut_20_ = 0u;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    uint l_mut_69_ = (uint)0;
    bool local_4 = (bool)0;

    uint l_165_ = asuint(info.Load(8+0));
    uint l_166_ = (l_165_ * 1u);
    bool l_167_ = (0u < l_166_);
    uint l_168_ = (l_166_ - 1u);
    uint l_169_ = min(0u, l_168_);
    double l_170_ = buffer_2_global.Load<double>(l_169_*8);
    double l_0_ = (l_167_ ? l_170_ : 0.0L);
    uint l_172_ = asuint(info.Load(8+0));
    uint l_173_ = (l_172_ * 1u);
    bool l_174_ = (1u < l_173_);
    uint l_175_ = (l_173_ - 1u);
    uint l_176_ = min(1u, l_175_);
    double l_177_ = buffer_2_global.Load<double>(l_176_*8);
    double l_1_ = (l_174_ ? l_177_ : 0.0L);
    uint l_179_ = asuint(info.Load(12+0));
    uint l_180_ = (l_179_ * 1u);
    bool l_181_ = (0u < l_180_);
    uint l_182_ = (l_180_ - 1u);
    uint l_183_ = min(0u, l_182_);
    uint l_184_ = asuint(buffer_3_global.Load(l_183_*4));
    uint l_2_ = (l_181_ ? l_184_ : 0u);
    uint l_186_ = asuint(info.Load(12+0));
    uint l_187_ = (l_186_ * 1u);
    bool l_188_ = (1u < l_187_);
    uint l_189_ = (l_187_ - 1u);
    uint l_190_ = min(1u, l_189_);
    uint l_191_ = asuint(buffer_3_global.Load(l_190_*4));
    uint l_3_ = (l_188_ ? l_191_ : 0u);
    uint l_193_ = asuint(info.Load(12+0));
    uint l_194_ = (l_193_ * 1u);
    bool l_195_ = (2u < l_194_);
    uint l_196_ = (l_194_ - 1u);
    uint l_197_ = min(2u, l_196_);
    uint l_198_ = asuint(buffer_3_global.Load(l_197_*4));
    uint l_4_ = (l_195_ ? l_198_ : 0u);
    uint l_5_ = (workgroup_id.y * 16u);
    uint l_6_ = (l_5_ + local_invocation_id.y);
    uint l_7_ = (workgroup_id.x * 16u);
    uint l_8_ = (l_7_ + local_invocation_id.x);
    l_mut_11_ = 0.0L;
    l_mut_12_ = 0.0L;
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
            uint _e404 = l_mut_20_;
            l_mut_20_ = (_e404 + 1u);
        }
        loop_init = false;
        uint _e118 = l_mut_20_;
        if ((_e118 < l_19_)) {
        } else {
            break;
        }
        {
            uint _e120 = l_mut_20_;
            uint l_21_ = (_e120 * 16u);
            uint l_22_ = (l_21_ + local_invocation_id.x);
            uint _e125 = l_mut_20_;
            uint l_23_ = (_e125 * 16u);
            uint l_24_ = (l_23_ + local_invocation_id.y);
            uint l_25_ = (0u + l_16_);
            bool l_26_ = (l_6_ < l_2_);
            bool l_27_ = (l_22_ < l_3_);
            if (l_26_) {
                local = l_27_;
            } else {
                local = false;
            }
            bool l_28_ = local;
            uint l_29_ = (0u * l_2_);
            uint l_30_ = (l_29_ + l_6_);
            uint l_31_ = (l_30_ * l_3_);
            uint l_32_ = (l_31_ + l_22_);
            uint l_33_ = (l_28_ ? l_32_ : 0u);
            uint l_200_ = asuint(info.Load(0+0));
            uint l_201_ = (l_200_ * 1u);
            bool l_202_ = (l_33_ < l_201_);
            uint l_203_ = (l_201_ - 1u);
            uint l_204_ = min(l_33_, l_203_);
            double l_205_ = buffer_0_global.Load<double>(l_204_*8);
            double l_34_ = (l_202_ ? l_205_ : 0.0L);
            double l_35_ = (l_28_ ? l_34_ : 0.0L);
            shared_memory_9_[min(uint(l_25_), 511u)] = l_35_;
            uint l_36_ = (0u + l_16_);
            bool l_37_ = (l_24_ < l_3_);
            bool l_38_ = (l_8_ < l_4_);
            if (l_37_) {
                local_1 = l_38_;
            } else {
                local_1 = false;
            }
            bool l_39_ = local_1;
            uint l_40_ = (0u * l_3_);
            uint l_41_ = (l_40_ + l_24_);
            uint l_42_ = (l_41_ * l_4_);
            uint l_43_ = (l_42_ + l_8_);
            uint l_44_ = (l_39_ ? l_43_ : 0u);
            uint l_207_ = asuint(info.Load(4+0));
            uint l_208_ = (l_207_ * 1u);
            bool l_209_ = (l_44_ < l_208_);
            uint l_210_ = (l_208_ - 1u);
            uint l_211_ = min(l_44_, l_210_);
            double l_212_ = buffer_1_global.Load<double>(l_211_*8);
            double l_45_ = (l_209_ ? l_212_ : 0.0L);
            double l_46_ = (l_39_ ? l_45_ : 0.0L);
            shared_memory_10_[min(uint(l_36_), 511u)] = l_46_;
            uint l_47_ = (256u + l_16_);
            bool l_48_ = (l_6_ < l_2_);
            bool l_49_ = (l_22_ < l_3_);
            if (l_48_) {
                local_2 = l_49_;
            } else {
                local_2 = false;
            }
            bool l_50_ = local_2;
            uint l_51_ = (1u * l_2_);
            uint l_52_ = (l_51_ + l_6_);
            uint l_53_ = (l_52_ * l_3_);
            uint l_54_ = (l_53_ + l_22_);
            uint l_55_ = (l_50_ ? l_54_ : 0u);
            uint l_214_ = asuint(info.Load(0+0));
            uint l_215_ = (l_214_ * 1u);
            bool l_216_ = (l_55_ < l_215_);
            uint l_217_ = (l_215_ - 1u);
            uint l_218_ = min(l_55_, l_217_);
            double l_219_ = buffer_0_global.Load<double>(l_218_*8);
            double l_56_ = (l_216_ ? l_219_ : 0.0L);
            double l_57_ = (l_50_ ? l_56_ : 0.0L);
            shared_memory_9_[min(uint(l_47_), 511u)] = l_57_;
            uint l_58_ = (256u + l_16_);
            bool l_59_ = (l_24_ < l_3_);
            bool l_60_ = (l_8_ < l_4_);
            if (l_59_) {
                local_3 = l_60_;
            } else {
                local_3 = false;
            }
            bool l_61_ = local_3;
            uint l_62_ = (1u * l_3_);
            uint l_63_ = (l_62_ + l_24_);
            uint l_64_ = (l_63_ * l_4_);
            uint l_65_ = (l_64_ + l_8_);
            uint l_66_ = (l_61_ ? l_65_ : 0u);
            uint l_221_ = asuint(info.Load(4+0));
            uint l_222_ = (l_221_ * 1u);
            bool l_223_ = (l_66_ < l_222_);
            uint l_224_ = (l_222_ - 1u);
            uint l_225_ = min(l_66_, l_224_);
            double l_226_ = buffer_1_global.Load<double>(l_225_*8);
            double l_67_ = (l_223_ ? l_226_ : 0.0L);
            double l_68_ = (l_61_ ? l_67_ : 0.0L);
            shared_memory_10_[min(uint(l_58_), 511u)] = l_68_;
            GroupMemoryBarrierWithGroupSync();
            l_mut_69_ = 0u;
            uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
            bool loop_init_1 = true;
            while(true) {
                if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                if (!loop_init_1) {
                    uint _e401 = l_mut_69_;
                    l_mut_69_ = (_e401 + 1u);
                }
                loop_init_1 = false;
                uint _e268 = l_mut_69_;
                if ((_e268 < 16u)) {
                } else {
                    break;
                }
                {
                    uint l_70_ = (local_invocation_id.y * 16u);
                    uint _e274 = l_mut_69_;
                    uint l_71_ = (l_70_ + _e274);
                    double l_72_ = shared_memory_9_[min(uint(l_71_), 511u)];
                    uint l_73_ = (256u + l_71_);
                    double l_74_ = shared_memory_9_[min(uint(l_73_), 511u)];
                    uint _e284 = l_mut_69_;
                    uint l_75_ = (_e284 * 16u);
                    uint l_76_ = (l_75_ + local_invocation_id.x);
                    double l_77_ = shared_memory_10_[min(uint(l_76_), 511u)];
                    uint l_78_ = (256u + l_76_);
                    double l_79_ = shared_memory_10_[min(uint(l_78_), 511u)];
                    double l_80_ = (l_72_ * l_77_);
                    bool l_81_ = (l_1_ != 0.0L);
                    double l_82_ = (l_81_ ? l_80_ : l_1_);
                    double l_83_ = (l_0_ * l_72_);
                    bool l_84_ = (l_1_ != 0.0L);
                    double l_85_ = (l_84_ ? l_83_ : l_1_);
                    double l_86_ = (l_85_ - l_72_);
                    bool l_87_ = (l_1_ != 0.0L);
                    double l_88_ = (l_87_ ? l_86_ : l_1_);
                    double l_89_ = (l_85_ - l_88_);
                    double l_90_ = (l_72_ - l_89_);
                    double l_91_ = (l_0_ * l_77_);
                    bool l_92_ = (l_1_ != 0.0L);
                    double l_93_ = (l_92_ ? l_91_ : l_1_);
                    double l_94_ = (l_93_ - l_77_);
                    bool l_95_ = (l_1_ != 0.0L);
                    double l_96_ = (l_95_ ? l_94_ : l_1_);
                    double l_97_ = (l_93_ - l_96_);
                    double l_98_ = (l_77_ - l_97_);
                    double l_99_ = (l_89_ * l_97_);
                    double l_100_ = (l_99_ - l_82_);
                    double l_101_ = (l_89_ * l_98_);
                    double l_102_ = (l_100_ + l_101_);
                    double l_103_ = (l_90_ * l_97_);
                    double l_104_ = (l_102_ + l_103_);
                    double l_105_ = (l_90_ * l_98_);
                    double l_106_ = (l_104_ + l_105_);
                    double l_107_ = (l_72_ * l_79_);
                    double l_108_ = (l_74_ * l_77_);
                    double l_109_ = (l_107_ + l_108_);
                    double l_110_ = (l_106_ + l_109_);
                    double l_111_ = (l_82_ + l_110_);
                    bool l_112_ = (l_1_ != 0.0L);
                    double l_113_ = (l_112_ ? l_111_ : l_1_);
                    double l_114_ = (l_113_ - l_82_);
                    bool l_115_ = (l_1_ != 0.0L);
                    double l_116_ = (l_115_ ? l_114_ : l_1_);
                    double l_117_ = (l_110_ - l_116_);
                    double _e342 = l_mut_11_;
                    double l_118_ = (_e342 + l_113_);
                    bool l_119_ = (l_1_ != 0.0L);
                    double l_120_ = (l_119_ ? l_118_ : l_1_);
                    double _e347 = l_mut_11_;
                    double l_121_ = (l_120_ - _e347);
                    bool l_122_ = (l_1_ != 0.0L);
                    double l_123_ = (l_122_ ? l_121_ : l_1_);
                    double l_124_ = (l_120_ - l_123_);
                    bool l_125_ = (l_1_ != 0.0L);
                    double l_126_ = (l_125_ ? l_124_ : l_1_);
                    double _e356 = l_mut_11_;
                    double l_127_ = (_e356 - l_126_);
                    double l_128_ = (l_113_ - l_123_);
                    double l_129_ = (l_127_ + l_128_);
                    double _e360 = l_mut_12_;
                    double l_130_ = (_e360 + l_117_);
                    bool l_131_ = (l_1_ != 0.0L);
                    double l_132_ = (l_131_ ? l_130_ : l_1_);
                    double _e365 = l_mut_12_;
                    double l_133_ = (l_132_ - _e365);
                    bool l_134_ = (l_1_ != 0.0L);
                    double l_135_ = (l_134_ ? l_133_ : l_1_);
                    double l_136_ = (l_132_ - l_135_);
                    bool l_137_ = (l_1_ != 0.0L);
                    double l_138_ = (l_137_ ? l_136_ : l_1_);
                    double _e374 = l_mut_12_;
                    double l_139_ = (_e374 - l_138_);
                    double l_140_ = (l_117_ - l_135_);
                    double l_141_ = (l_139_ + l_140_);
                    double l_142_ = (l_129_ + l_132_);
                    double l_143_ = (l_120_ + l_142_);
                    bool l_144_ = (l_1_ != 0.0L);
                    double l_145_ = (l_144_ ? l_143_ : l_1_);
                    double l_146_ = (l_145_ - l_120_);
                    bool l_147_ = (l_1_ != 0.0L);
                    double l_148_ = (l_147_ ? l_146_ : l_1_);
                    double l_149_ = (l_142_ - l_148_);
                    double l_150_ = (l_141_ + l_149_);
                    double l_151_ = (l_145_ + l_150_);
                    bool l_152_ = (l_1_ != 0.0L);
                    double l_153_ = (l_152_ ? l_151_ : l_1_);
                    double l_154_ = (l_153_ - l_145_);
                    bool l_155_ = (l_1_ != 0.0L);
                    double l_156_ = (l_155_ ? l_154_ : l_1_);
                    double l_157_ = (l_150_ - l_156_);
                    l_mut_11_ = l_153_;
                    l_mut_12_ = l_157_;
                    l_mut_13_ = 0.0L;
                    l_mut_14_ = 0.0L;
                }
            }
            GroupMemoryBarrierWithGroupSync();
        }
    }
    bool l_158_ = (l_6_ < l_2_);
    bool l_159_ = (l_8_ < l_4_);
    if (l_158_) {
        local_4 = l_159_;
    } else {
        local_4 = false;
    }
    bool l_160_ = local_4;
    if (l_160_) {
        uint l_161_ = (l_6_ * l_4_);
        uint l_162_ = (l_161_ + l_8_);
        uint l_163_ = (l_2_ * l_4_);
        uint l_228_ = asuint(info.Load(16+0));
        uint l_229_ = (l_228_ * 1u);
        bool l_230_ = (l_162_ < l_229_);
        if (l_230_) {
            double _e424 = l_mut_11_;
            buffer_4_global.Store(l_162_*8, _e424);
        }
        uint l_164_ = (l_163_ + l_162_);
        uint l_231_ = asuint(info.Load(16+0));
        uint l_232_ = (l_231_ * 1u);
        bool l_233_ = (l_164_ < l_232_);
        if (l_233_) {
            double _e435 = l_mut_12_;
            buffer_4_global.Store(l_164_*8, _e435);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
