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

    uint l_117_ = asuint(info.Load(8+0));
    uint l_118_ = (l_117_ * 1u);
    bool l_119_ = (0u < l_118_);
    uint l_120_ = (l_118_ - 1u);
    uint l_121_ = min(0u, l_120_);
    double l_122_ = buffer_2_global.Load<double>(l_121_*8);
    double l_0_ = (l_119_ ? l_122_ : 0.0L);
    uint l_124_ = asuint(info.Load(8+0));
    uint l_125_ = (l_124_ * 1u);
    bool l_126_ = (1u < l_125_);
    uint l_127_ = (l_125_ - 1u);
    uint l_128_ = min(1u, l_127_);
    double l_129_ = buffer_2_global.Load<double>(l_128_*8);
    double l_1_ = (l_126_ ? l_129_ : 0.0L);
    uint l_131_ = asuint(info.Load(12+0));
    uint l_132_ = (l_131_ * 1u);
    bool l_133_ = (0u < l_132_);
    uint l_134_ = (l_132_ - 1u);
    uint l_135_ = min(0u, l_134_);
    uint l_136_ = asuint(buffer_3_global.Load(l_135_*4));
    uint l_2_ = (l_133_ ? l_136_ : 0u);
    uint l_138_ = asuint(info.Load(12+0));
    uint l_139_ = (l_138_ * 1u);
    bool l_140_ = (1u < l_139_);
    uint l_141_ = (l_139_ - 1u);
    uint l_142_ = min(1u, l_141_);
    uint l_143_ = asuint(buffer_3_global.Load(l_142_*4));
    uint l_3_ = (l_140_ ? l_143_ : 0u);
    uint l_145_ = asuint(info.Load(12+0));
    uint l_146_ = (l_145_ * 1u);
    bool l_147_ = (2u < l_146_);
    uint l_148_ = (l_146_ - 1u);
    uint l_149_ = min(2u, l_148_);
    uint l_150_ = asuint(buffer_3_global.Load(l_149_*4));
    uint l_4_ = (l_147_ ? l_150_ : 0u);
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
            uint _e339 = l_mut_20_;
            l_mut_20_ = (_e339 + 1u);
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
            uint l_152_ = asuint(info.Load(0+0));
            uint l_153_ = (l_152_ * 1u);
            bool l_154_ = (l_33_ < l_153_);
            uint l_155_ = (l_153_ - 1u);
            uint l_156_ = min(l_33_, l_155_);
            double l_157_ = buffer_0_global.Load<double>(l_156_*8);
            double l_34_ = (l_154_ ? l_157_ : 0.0L);
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
            uint l_159_ = asuint(info.Load(4+0));
            uint l_160_ = (l_159_ * 1u);
            bool l_161_ = (l_44_ < l_160_);
            uint l_162_ = (l_160_ - 1u);
            uint l_163_ = min(l_44_, l_162_);
            double l_164_ = buffer_1_global.Load<double>(l_163_*8);
            double l_45_ = (l_161_ ? l_164_ : 0.0L);
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
            uint l_166_ = asuint(info.Load(0+0));
            uint l_167_ = (l_166_ * 1u);
            bool l_168_ = (l_55_ < l_167_);
            uint l_169_ = (l_167_ - 1u);
            uint l_170_ = min(l_55_, l_169_);
            double l_171_ = buffer_0_global.Load<double>(l_170_*8);
            double l_56_ = (l_168_ ? l_171_ : 0.0L);
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
            uint l_173_ = asuint(info.Load(4+0));
            uint l_174_ = (l_173_ * 1u);
            bool l_175_ = (l_66_ < l_174_);
            uint l_176_ = (l_174_ - 1u);
            uint l_177_ = min(l_66_, l_176_);
            double l_178_ = buffer_1_global.Load<double>(l_177_*8);
            double l_67_ = (l_175_ ? l_178_ : 0.0L);
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
                    uint _e336 = l_mut_69_;
                    l_mut_69_ = (_e336 + 1u);
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
                    double l_81_ = -(l_80_);
                    double l_82_ = mad(l_72_, l_77_, l_81_);
                    double l_83_ = (l_72_ * l_79_);
                    double l_84_ = (l_74_ * l_77_);
                    double l_85_ = (l_83_ + l_84_);
                    double l_86_ = (l_82_ + l_85_);
                    double l_87_ = (l_80_ + l_86_);
                    double l_88_ = (l_87_ - l_80_);
                    double l_89_ = (l_86_ - l_88_);
                    double _e307 = l_mut_11_;
                    double l_90_ = (_e307 + l_87_);
                    double _e309 = l_mut_11_;
                    double l_91_ = (l_90_ - _e309);
                    double l_92_ = (l_90_ - l_91_);
                    double _e312 = l_mut_11_;
                    double l_93_ = (_e312 - l_92_);
                    double l_94_ = (l_87_ - l_91_);
                    double l_95_ = (l_93_ + l_94_);
                    double _e316 = l_mut_12_;
                    double l_96_ = (_e316 + l_89_);
                    double _e318 = l_mut_12_;
                    double l_97_ = (l_96_ - _e318);
                    double l_98_ = (l_96_ - l_97_);
                    double _e321 = l_mut_12_;
                    double l_99_ = (_e321 - l_98_);
                    double l_100_ = (l_89_ - l_97_);
                    double l_101_ = (l_99_ + l_100_);
                    double l_102_ = (l_95_ + l_96_);
                    double l_103_ = (l_90_ + l_102_);
                    double l_104_ = (l_103_ - l_90_);
                    double l_105_ = (l_102_ - l_104_);
                    double l_106_ = (l_101_ + l_105_);
                    double l_107_ = (l_103_ + l_106_);
                    double l_108_ = (l_107_ - l_103_);
                    double l_109_ = (l_106_ - l_108_);
                    l_mut_11_ = l_107_;
                    l_mut_12_ = l_109_;
                    l_mut_13_ = 0.0L;
                    l_mut_14_ = 0.0L;
                }
            }
            GroupMemoryBarrierWithGroupSync();
        }
    }
    bool l_110_ = (l_6_ < l_2_);
    bool l_111_ = (l_8_ < l_4_);
    if (l_110_) {
        local_4 = l_111_;
    } else {
        local_4 = false;
    }
    bool l_112_ = local_4;
    if (l_112_) {
        uint l_113_ = (l_6_ * l_4_);
        uint l_114_ = (l_113_ + l_8_);
        uint l_115_ = (l_2_ * l_4_);
        uint l_180_ = asuint(info.Load(16+0));
        uint l_181_ = (l_180_ * 1u);
        bool l_182_ = (l_114_ < l_181_);
        if (l_182_) {
            double _e359 = l_mut_11_;
            buffer_4_global.Store(l_114_*8, _e359);
        }
        uint l_116_ = (l_115_ + l_114_);
        uint l_183_ = asuint(info.Load(16+0));
        uint l_184_ = (l_183_ * 1u);
        bool l_185_ = (l_116_ < l_184_);
        if (l_185_) {
            double _e370 = l_mut_12_;
            buffer_4_global.Store(l_116_*8, _e370);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
