struct info_st {
    uint scalars_u32_[4];
    uint static_meta[8];
};

static const uint WORKGROUP_SIZE_X = 16u;
static const uint WORKGROUP_SIZE_Y = 16u;
static const uint WORKGROUP_SIZE_Z = 1u;

RWByteAddressBuffer buffer_0_global : register(u0);
RWByteAddressBuffer buffer_1_global : register(u1);
RWByteAddressBuffer buffer_2_global : register(u2);
RWByteAddressBuffer buffer_3_global : register(u3);
ByteAddressBuffer info : register(t4);
groupshared double shared_memory_8_[512];
groupshared double shared_memory_9_[512];

uint naga_div(uint lhs, uint rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

uint naga_mod(uint lhs, uint rhs) {
    return lhs % (rhs == 0u ? 1u : rhs);
}

[numthreads(16, 16, 1)]
void gj_update_f_f64_(uint3 local_invocation_id : SV_GroupThreadID, uint3 workgroup_id : SV_GroupID)
{
    if (all(local_invocation_id == uint3(0u, 0u, 0u))) {
        shared_memory_8_ = (double[512])0;
        shared_memory_9_ = (double[512])0;
    }
    GroupMemoryBarrierWithGroupSync();
    uint l_mut_12_ = (uint)0;
    double l_mut_58_ = (double)0;
    double l_mut_60_ = (double)0;
    double l_mut_62_ = (double)0;
    double l_mut_64_ = (double)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    uint l_mut_65_ = 0u;

    uint l_141_ = asuint(info.Load(12+16));
    uint l_142_ = (l_141_ * 1u);
    bool l_143_ = (0u < l_142_);
    uint l_144_ = (l_142_ - 1u);
    uint l_145_ = min(0u, l_144_);
    double l_146_ = buffer_3_global.Load<double>(l_145_*8);
    double l_0_ = (l_143_ ? l_146_ : 0.0L);
    uint l_148_ = asuint(info.Load(12+16));
    uint l_149_ = (l_148_ * 1u);
    bool l_150_ = (1u < l_149_);
    uint l_151_ = (l_149_ - 1u);
    uint l_152_ = min(1u, l_151_);
    double l_153_ = buffer_3_global.Load<double>(l_152_*8);
    double l_1_ = (l_150_ ? l_153_ : 0.0L);
    uint l_2_ = (workgroup_id.y * 16u);
    uint l_3_ = (l_2_ + local_invocation_id.y);
    uint _e49 = asuint(info.Load(8+0));
    uint _e53 = asuint(info.Load(12+0));
    uint l_4_ = (_e49 + _e53);
    uint l_5_ = (workgroup_id.x * 16u);
    uint l_6_ = (l_4_ + l_5_);
    uint l_7_ = (l_6_ + local_invocation_id.x);
    uint l_10_ = (local_invocation_id.y * 16u);
    uint l_11_ = (l_10_ + local_invocation_id.x);
    l_mut_12_ = l_11_;
    uint2 loop_bound = uint2(4294967295u, 4294967295u);
    while(true) {
        if (all(loop_bound == uint2(0u, 0u))) { break; }
        loop_bound -= uint2(loop_bound.y == 0u, 1u);
        uint _e66 = l_mut_12_;
        bool l_13_ = (_e66 < 256u);
        bool l_14_ = !(l_13_);
        if (l_14_) {
            break;
        }
        uint l_15_ = (workgroup_id.y * 16u);
        uint _e73 = l_mut_12_;
        uint l_16_ = naga_div(_e73, 16u);
        uint l_17_ = (l_15_ + l_16_);
        uint _e77 = l_mut_12_;
        uint l_18_ = naga_mod(_e77, 16u);
        uint l_19_ = (16u + l_18_);
        uint _e85 = asuint(info.Load(8+0));
        uint _e89 = asuint(info.Load(12+0));
        uint l_20_ = (_e85 + _e89);
        uint l_21_ = (workgroup_id.x * 16u);
        uint l_22_ = (l_20_ + l_21_);
        uint _e95 = l_mut_12_;
        uint l_23_ = naga_mod(_e95, 16u);
        uint l_24_ = (l_22_ + l_23_);
        uint _e102 = asuint(info.Load(0+0));
        bool l_25_ = (l_17_ < _e102);
        uint l_26_ = (l_25_ ? l_17_ : 0u);
        uint l_27_ = (l_26_ * 32u);
        uint l_28_ = (l_27_ + l_19_);
        uint _e112 = asuint(info.Load(0+0));
        uint l_29_ = (_e112 * 32u);
        uint l_155_ = asuint(info.Load(4+16));
        uint l_156_ = (l_155_ * 1u);
        bool l_157_ = (l_28_ < l_156_);
        uint l_158_ = (l_156_ - 1u);
        uint l_159_ = min(l_28_, l_158_);
        double l_160_ = buffer_1_global.Load<double>(l_159_*8);
        double l_30_ = (l_157_ ? l_160_ : 0.0L);
        uint l_31_ = (l_29_ + l_28_);
        uint l_162_ = asuint(info.Load(4+16));
        uint l_163_ = (l_162_ * 1u);
        bool l_164_ = (l_31_ < l_163_);
        uint l_165_ = (l_163_ - 1u);
        uint l_166_ = min(l_31_, l_165_);
        double l_167_ = buffer_1_global.Load<double>(l_166_*8);
        double l_32_ = (l_164_ ? l_167_ : 0.0L);
        uint _e146 = l_mut_12_;
        uint l_33_ = naga_div(_e146, 16u);
        uint _e152 = asuint(info.Load(4+0));
        uint l_34_ = (l_33_ * _e152);
        uint _e157 = asuint(info.Load(4+0));
        bool l_35_ = (l_24_ < _e157);
        uint l_36_ = (l_35_ ? l_24_ : 0u);
        uint l_37_ = (l_34_ + l_36_);
        uint _e166 = asuint(info.Load(4+0));
        uint l_38_ = (16u * _e166);
        uint l_169_ = asuint(info.Load(8+16));
        uint l_170_ = (l_169_ * 1u);
        bool l_171_ = (l_37_ < l_170_);
        uint l_172_ = (l_170_ - 1u);
        uint l_173_ = min(l_37_, l_172_);
        double l_174_ = buffer_2_global.Load<double>(l_173_*8);
        double l_39_ = (l_171_ ? l_174_ : 0.0L);
        uint l_40_ = (l_38_ + l_37_);
        uint l_176_ = asuint(info.Load(8+16));
        uint l_177_ = (l_176_ * 1u);
        bool l_178_ = (l_40_ < l_177_);
        uint l_179_ = (l_177_ - 1u);
        uint l_180_ = min(l_40_, l_179_);
        double l_181_ = buffer_2_global.Load<double>(l_180_*8);
        double l_41_ = (l_178_ ? l_181_ : 0.0L);
        uint _e200 = l_mut_12_;
        shared_memory_8_[min(uint(_e200), 511u)] = l_30_;
        uint _e203 = l_mut_12_;
        uint l_42_ = (256u + _e203);
        shared_memory_8_[min(uint(l_42_), 511u)] = l_32_;
        uint _e208 = l_mut_12_;
        shared_memory_9_[min(uint(_e208), 511u)] = l_39_;
        uint _e211 = l_mut_12_;
        uint l_43_ = (256u + _e211);
        shared_memory_9_[min(uint(l_43_), 511u)] = l_41_;
        uint _e215 = l_mut_12_;
        l_mut_12_ = (_e215 + 256u);
    }
    GroupMemoryBarrierWithGroupSync();
    uint _e221 = asuint(info.Load(0+0));
    bool l_44_ = (l_3_ < _e221);
    uint _e226 = asuint(info.Load(4+0));
    bool l_45_ = (l_7_ < _e226);
    if (l_44_) {
        local = l_45_;
    } else {
        local = false;
    }
    bool l_46_ = local;
    if (l_46_) {
        uint _e235 = asuint(info.Load(4+0));
        uint l_47_ = (l_3_ * _e235);
        uint l_48_ = (l_47_ + l_7_);
        uint _e241 = asuint(info.Load(0+0));
        uint _e245 = asuint(info.Load(4+0));
        uint l_49_ = (_e241 * _e245);
        uint l_183_ = asuint(info.Load(0+16));
        uint l_184_ = (l_183_ * 1u);
        bool l_185_ = (l_48_ < l_184_);
        uint l_186_ = (l_184_ - 1u);
        uint l_187_ = min(l_48_, l_186_);
        double l_188_ = buffer_0_global.Load<double>(l_187_*8);
        double l_50_ = (l_185_ ? l_188_ : 0.0L);
        uint l_51_ = (l_49_ + l_48_);
        uint l_190_ = asuint(info.Load(0+16));
        uint l_191_ = (l_190_ * 1u);
        bool l_192_ = (l_51_ < l_191_);
        uint l_193_ = (l_191_ - 1u);
        uint l_194_ = min(l_51_, l_193_);
        double l_195_ = buffer_0_global.Load<double>(l_194_*8);
        double l_52_ = (l_192_ ? l_195_ : 0.0L);
        uint _e281 = asuint(info.Load(8+0));
        bool l_53_ = (l_3_ < _e281);
        uint _e286 = asuint(info.Load(8+0));
        uint _e290 = asuint(info.Load(12+0));
        uint l_54_ = (_e286 + _e290);
        bool l_55_ = (l_3_ >= l_54_);
        if (!(l_53_)) {
            local_1 = l_55_;
        } else {
            local_1 = true;
        }
        bool l_56_ = local_1;
        double l_57_ = (l_56_ ? l_50_ : 0.0L);
        l_mut_58_ = l_57_;
        double l_59_ = (l_56_ ? l_52_ : 0.0L);
        l_mut_60_ = l_59_;
        double l_61_ = (l_56_ ? 0.0L : 0.0L);
        l_mut_62_ = l_61_;
        double l_63_ = (l_56_ ? 0.0L : 0.0L);
        l_mut_64_ = l_63_;
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init) {
                uint _e412 = l_mut_65_;
                l_mut_65_ = (_e412 + 1u);
            }
            loop_init = false;
            uint _e310 = l_mut_65_;
            uint _e314 = asuint(info.Load(12+0));
            if ((_e310 < _e314)) {
            } else {
                break;
            }
            {
                uint l_66_ = (local_invocation_id.y * 16u);
                uint _e319 = l_mut_65_;
                uint l_67_ = (l_66_ + _e319);
                uint _e321 = l_mut_65_;
                uint l_68_ = (_e321 * 16u);
                uint l_69_ = (l_68_ + local_invocation_id.x);
                double l_70_ = shared_memory_8_[min(uint(l_67_), 511u)];
                uint l_71_ = (256u + l_67_);
                double l_72_ = shared_memory_8_[min(uint(l_71_), 511u)];
                double l_73_ = shared_memory_9_[min(uint(l_69_), 511u)];
                uint l_74_ = (256u + l_69_);
                double l_75_ = shared_memory_9_[min(uint(l_74_), 511u)];
                double l_76_ = (l_70_ * l_73_);
                double l_77_ = (l_76_ * l_1_);
                double l_78_ = (l_0_ * l_70_);
                double l_79_ = (l_78_ * l_1_);
                double l_80_ = (l_79_ - l_70_);
                double l_81_ = (l_80_ * l_1_);
                double l_82_ = (l_79_ - l_81_);
                double l_83_ = (l_70_ - l_82_);
                double l_84_ = (l_0_ * l_73_);
                double l_85_ = (l_84_ * l_1_);
                double l_86_ = (l_85_ - l_73_);
                double l_87_ = (l_86_ * l_1_);
                double l_88_ = (l_85_ - l_87_);
                double l_89_ = (l_73_ - l_88_);
                double l_90_ = (l_82_ * l_88_);
                double l_91_ = (l_90_ - l_77_);
                double l_92_ = (l_82_ * l_89_);
                double l_93_ = (l_91_ + l_92_);
                double l_94_ = (l_83_ * l_88_);
                double l_95_ = (l_93_ + l_94_);
                double l_96_ = (l_83_ * l_89_);
                double l_97_ = (l_95_ + l_96_);
                double l_98_ = (l_70_ * l_75_);
                double l_99_ = (l_72_ * l_73_);
                double l_100_ = (l_98_ + l_99_);
                double l_101_ = (l_97_ + l_100_);
                double l_102_ = (l_77_ + l_101_);
                double l_103_ = (l_102_ * l_1_);
                double l_104_ = (l_103_ - l_77_);
                double l_105_ = (l_104_ * l_1_);
                double l_106_ = (l_101_ - l_105_);
                double _e373 = l_mut_58_;
                double l_107_ = (_e373 + l_103_);
                double l_108_ = (l_107_ * l_1_);
                double _e376 = l_mut_58_;
                double l_109_ = (l_108_ - _e376);
                double l_110_ = (l_109_ * l_1_);
                double l_111_ = (l_108_ - l_110_);
                double l_112_ = (l_111_ * l_1_);
                double _e381 = l_mut_58_;
                double l_113_ = (_e381 - l_112_);
                double l_114_ = (l_103_ - l_110_);
                double l_115_ = (l_113_ + l_114_);
                double _e385 = l_mut_60_;
                double l_116_ = (_e385 + l_106_);
                double l_117_ = (l_116_ * l_1_);
                double _e388 = l_mut_60_;
                double l_118_ = (l_117_ - _e388);
                double l_119_ = (l_118_ * l_1_);
                double l_120_ = (l_117_ - l_119_);
                double l_121_ = (l_120_ * l_1_);
                double _e393 = l_mut_60_;
                double l_122_ = (_e393 - l_121_);
                double l_123_ = (l_106_ - l_119_);
                double l_124_ = (l_122_ + l_123_);
                double l_125_ = (l_115_ + l_117_);
                double l_126_ = (l_108_ + l_125_);
                double l_127_ = (l_126_ * l_1_);
                double l_128_ = (l_127_ - l_108_);
                double l_129_ = (l_128_ * l_1_);
                double l_130_ = (l_125_ - l_129_);
                double l_131_ = (l_124_ + l_130_);
                double l_132_ = (l_127_ + l_131_);
                double l_133_ = (l_132_ * l_1_);
                double l_134_ = (l_133_ - l_127_);
                double l_135_ = (l_134_ * l_1_);
                double l_136_ = (l_131_ - l_135_);
                l_mut_58_ = l_133_;
                l_mut_60_ = l_136_;
                l_mut_62_ = 0.0L;
                l_mut_64_ = 0.0L;
            }
        }
        uint _e417 = asuint(info.Load(4+0));
        uint l_137_ = (l_3_ * _e417);
        uint l_138_ = (l_137_ + l_7_);
        uint _e423 = asuint(info.Load(0+0));
        uint _e427 = asuint(info.Load(4+0));
        uint l_139_ = (_e423 * _e427);
        uint l_197_ = asuint(info.Load(0+16));
        uint l_198_ = (l_197_ * 1u);
        bool l_199_ = (l_138_ < l_198_);
        if (l_199_) {
            double _e438 = l_mut_58_;
            buffer_0_global.Store(l_138_*8, _e438);
        }
        uint l_140_ = (l_139_ + l_138_);
        uint l_200_ = asuint(info.Load(0+16));
        uint l_201_ = (l_200_ * 1u);
        bool l_202_ = (l_140_ < l_201_);
        if (l_202_) {
            double _e449 = l_mut_60_;
            buffer_0_global.Store(l_140_*8, _e449);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
