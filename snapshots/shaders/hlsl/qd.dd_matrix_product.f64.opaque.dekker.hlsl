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

    uint l_148_ = asuint(info.Load(8+0));
    uint l_149_ = (l_148_ * 1u);
    bool l_150_ = (0u < l_149_);
    uint l_151_ = (l_149_ - 1u);
    uint l_152_ = min(0u, l_151_);
    double l_153_ = buffer_2_global.Load<double>(l_152_*8);
    double l_0_ = (l_150_ ? l_153_ : 0.0L);
    uint l_155_ = asuint(info.Load(8+0));
    uint l_156_ = (l_155_ * 1u);
    bool l_157_ = (1u < l_156_);
    uint l_158_ = (l_156_ - 1u);
    uint l_159_ = min(1u, l_158_);
    double l_160_ = buffer_2_global.Load<double>(l_159_*8);
    double l_1_ = (l_157_ ? l_160_ : 0.0L);
    uint l_162_ = asuint(info.Load(12+0));
    uint l_163_ = (l_162_ * 1u);
    bool l_164_ = (0u < l_163_);
    uint l_165_ = (l_163_ - 1u);
    uint l_166_ = min(0u, l_165_);
    uint l_167_ = asuint(buffer_3_global.Load(l_166_*4));
    uint l_2_ = (l_164_ ? l_167_ : 0u);
    uint l_169_ = asuint(info.Load(12+0));
    uint l_170_ = (l_169_ * 1u);
    bool l_171_ = (1u < l_170_);
    uint l_172_ = (l_170_ - 1u);
    uint l_173_ = min(1u, l_172_);
    uint l_174_ = asuint(buffer_3_global.Load(l_173_*4));
    uint l_3_ = (l_171_ ? l_174_ : 0u);
    uint l_176_ = asuint(info.Load(12+0));
    uint l_177_ = (l_176_ * 1u);
    bool l_178_ = (2u < l_177_);
    uint l_179_ = (l_177_ - 1u);
    uint l_180_ = min(2u, l_179_);
    uint l_181_ = asuint(buffer_3_global.Load(l_180_*4));
    uint l_4_ = (l_178_ ? l_181_ : 0u);
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
            uint _e370 = l_mut_20_;
            l_mut_20_ = (_e370 + 1u);
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
            uint l_183_ = asuint(info.Load(0+0));
            uint l_184_ = (l_183_ * 1u);
            bool l_185_ = (l_33_ < l_184_);
            uint l_186_ = (l_184_ - 1u);
            uint l_187_ = min(l_33_, l_186_);
            double l_188_ = buffer_0_global.Load<double>(l_187_*8);
            double l_34_ = (l_185_ ? l_188_ : 0.0L);
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
            uint l_190_ = asuint(info.Load(4+0));
            uint l_191_ = (l_190_ * 1u);
            bool l_192_ = (l_44_ < l_191_);
            uint l_193_ = (l_191_ - 1u);
            uint l_194_ = min(l_44_, l_193_);
            double l_195_ = buffer_1_global.Load<double>(l_194_*8);
            double l_45_ = (l_192_ ? l_195_ : 0.0L);
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
            uint l_197_ = asuint(info.Load(0+0));
            uint l_198_ = (l_197_ * 1u);
            bool l_199_ = (l_55_ < l_198_);
            uint l_200_ = (l_198_ - 1u);
            uint l_201_ = min(l_55_, l_200_);
            double l_202_ = buffer_0_global.Load<double>(l_201_*8);
            double l_56_ = (l_199_ ? l_202_ : 0.0L);
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
            uint l_204_ = asuint(info.Load(4+0));
            uint l_205_ = (l_204_ * 1u);
            bool l_206_ = (l_66_ < l_205_);
            uint l_207_ = (l_205_ - 1u);
            uint l_208_ = min(l_66_, l_207_);
            double l_209_ = buffer_1_global.Load<double>(l_208_*8);
            double l_67_ = (l_206_ ? l_209_ : 0.0L);
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
                    uint _e367 = l_mut_69_;
                    l_mut_69_ = (_e367 + 1u);
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
                    double l_81_ = (l_80_ * l_1_);
                    double l_82_ = (l_0_ * l_72_);
                    double l_83_ = (l_82_ * l_1_);
                    double l_84_ = (l_83_ - l_72_);
                    double l_85_ = (l_84_ * l_1_);
                    double l_86_ = (l_83_ - l_85_);
                    double l_87_ = (l_72_ - l_86_);
                    double l_88_ = (l_0_ * l_77_);
                    double l_89_ = (l_88_ * l_1_);
                    double l_90_ = (l_89_ - l_77_);
                    double l_91_ = (l_90_ * l_1_);
                    double l_92_ = (l_89_ - l_91_);
                    double l_93_ = (l_77_ - l_92_);
                    double l_94_ = (l_86_ * l_92_);
                    double l_95_ = (l_94_ - l_81_);
                    double l_96_ = (l_86_ * l_93_);
                    double l_97_ = (l_95_ + l_96_);
                    double l_98_ = (l_87_ * l_92_);
                    double l_99_ = (l_97_ + l_98_);
                    double l_100_ = (l_87_ * l_93_);
                    double l_101_ = (l_99_ + l_100_);
                    double l_102_ = (l_72_ * l_79_);
                    double l_103_ = (l_74_ * l_77_);
                    double l_104_ = (l_102_ + l_103_);
                    double l_105_ = (l_101_ + l_104_);
                    double l_106_ = (l_81_ + l_105_);
                    double l_107_ = (l_106_ * l_1_);
                    double l_108_ = (l_107_ - l_81_);
                    double l_109_ = (l_108_ * l_1_);
                    double l_110_ = (l_105_ - l_109_);
                    double _e328 = l_mut_11_;
                    double l_111_ = (_e328 + l_107_);
                    double l_112_ = (l_111_ * l_1_);
                    double _e331 = l_mut_11_;
                    double l_113_ = (l_112_ - _e331);
                    double l_114_ = (l_113_ * l_1_);
                    double l_115_ = (l_112_ - l_114_);
                    double l_116_ = (l_115_ * l_1_);
                    double _e336 = l_mut_11_;
                    double l_117_ = (_e336 - l_116_);
                    double l_118_ = (l_107_ - l_114_);
                    double l_119_ = (l_117_ + l_118_);
                    double _e340 = l_mut_12_;
                    double l_120_ = (_e340 + l_110_);
                    double l_121_ = (l_120_ * l_1_);
                    double _e343 = l_mut_12_;
                    double l_122_ = (l_121_ - _e343);
                    double l_123_ = (l_122_ * l_1_);
                    double l_124_ = (l_121_ - l_123_);
                    double l_125_ = (l_124_ * l_1_);
                    double _e348 = l_mut_12_;
                    double l_126_ = (_e348 - l_125_);
                    double l_127_ = (l_110_ - l_123_);
                    double l_128_ = (l_126_ + l_127_);
                    double l_129_ = (l_119_ + l_121_);
                    double l_130_ = (l_112_ + l_129_);
                    double l_131_ = (l_130_ * l_1_);
                    double l_132_ = (l_131_ - l_112_);
                    double l_133_ = (l_132_ * l_1_);
                    double l_134_ = (l_129_ - l_133_);
                    double l_135_ = (l_128_ + l_134_);
                    double l_136_ = (l_131_ + l_135_);
                    double l_137_ = (l_136_ * l_1_);
                    double l_138_ = (l_137_ - l_131_);
                    double l_139_ = (l_138_ * l_1_);
                    double l_140_ = (l_135_ - l_139_);
                    l_mut_11_ = l_137_;
                    l_mut_12_ = l_140_;
                    l_mut_13_ = 0.0L;
                    l_mut_14_ = 0.0L;
                }
            }
            GroupMemoryBarrierWithGroupSync();
        }
    }
    bool l_141_ = (l_6_ < l_2_);
    bool l_142_ = (l_8_ < l_4_);
    if (l_141_) {
        local_4 = l_142_;
    } else {
        local_4 = false;
    }
    bool l_143_ = local_4;
    if (l_143_) {
        uint l_144_ = (l_6_ * l_4_);
        uint l_145_ = (l_144_ + l_8_);
        uint l_146_ = (l_2_ * l_4_);
        uint l_211_ = asuint(info.Load(16+0));
        uint l_212_ = (l_211_ * 1u);
        bool l_213_ = (l_145_ < l_212_);
        if (l_213_) {
            double _e390 = l_mut_11_;
            buffer_4_global.Store(l_145_*8, _e390);
        }
        uint l_147_ = (l_146_ + l_145_);
        uint l_214_ = asuint(info.Load(16+0));
        uint l_215_ = (l_214_ * 1u);
        bool l_216_ = (l_147_ < l_215_);
        if (l_216_) {
            double _e401 = l_mut_12_;
            buffer_4_global.Store(l_147_*8, _e401);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
