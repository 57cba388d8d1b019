struct info_st {
    uint static_meta[10];
};

static const uint WORKGROUP_SIZE_X = 64u;
static const uint WORKGROUP_SIZE_Y = 1u;
static const uint WORKGROUP_SIZE_Z = 1u;

RWByteAddressBuffer buffer_0_global : register(u0);
RWByteAddressBuffer buffer_1_global : register(u1);
RWByteAddressBuffer buffer_2_global : register(u2);
RWByteAddressBuffer buffer_3_global : register(u3);
RWByteAddressBuffer buffer_4_global : register(u4);
ByteAddressBuffer info : register(t5);

uint naga_mod(uint lhs, uint rhs) {
    return lhs % (rhs == 0u ? 1u : rhs);
}

uint64_t naga_div(uint64_t lhs, uint64_t rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

[numthreads(64, 1, 1)]
void fixed_ops(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint64_t l_mut_63_ = (uint64_t)0;
    uint64_t l_mut_64_ = (uint64_t)0;
    uint l_mut_66_ = (uint)0;
    bool local = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(28+0));
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_2_ = (2u * id);
        uint l_131_ = asuint(info.Load(0+0));
        uint l_132_ = (l_131_ * 1u);
        bool l_133_ = (l_2_ < l_132_);
        uint l_134_ = (l_132_ - 1u);
        uint l_135_ = min(l_2_, l_134_);
        uint l_136_ = asuint(buffer_0_global.Load(l_135_*4));
        uint l_3_ = (l_133_ ? l_136_ : 0u);
        uint64_t l_4_ = uint64_t(l_3_);
        uint l_5_ = (2u * id);
        uint l_6_ = (l_5_ + 1u);
        uint l_138_ = asuint(info.Load(0+0));
        uint l_139_ = (l_138_ * 1u);
        bool l_140_ = (l_6_ < l_139_);
        uint l_141_ = (l_139_ - 1u);
        uint l_142_ = min(l_6_, l_141_);
        uint l_143_ = asuint(buffer_0_global.Load(l_142_*4));
        uint l_7_ = (l_140_ ? l_143_ : 0u);
        uint64_t l_8_ = uint64_t(l_7_);
        uint64_t l_9_ = (l_8_ << uint(32uL));
        uint64_t l_10_ = (l_4_ | l_9_);
        uint l_11_ = (2u * id);
        uint l_145_ = asuint(info.Load(4+0));
        uint l_146_ = (l_145_ * 1u);
        bool l_147_ = (l_11_ < l_146_);
        uint l_148_ = (l_146_ - 1u);
        uint l_149_ = min(l_11_, l_148_);
        uint l_150_ = asuint(buffer_1_global.Load(l_149_*4));
        uint l_12_ = (l_147_ ? l_150_ : 0u);
        uint64_t l_13_ = uint64_t(l_12_);
        uint l_14_ = (2u * id);
        uint l_15_ = (l_14_ + 1u);
        uint l_152_ = asuint(info.Load(4+0));
        uint l_153_ = (l_152_ * 1u);
        bool l_154_ = (l_15_ < l_153_);
        uint l_155_ = (l_153_ - 1u);
        uint l_156_ = min(l_15_, l_155_);
        uint l_157_ = asuint(buffer_1_global.Load(l_156_*4));
        uint l_16_ = (l_154_ ? l_157_ : 0u);
        uint64_t l_17_ = uint64_t(l_16_);
        uint64_t l_18_ = (l_17_ << uint(32uL));
        uint64_t l_19_ = (l_13_ | l_18_);
        uint l_159_ = asuint(info.Load(8+0));
        uint l_160_ = (l_159_ * 1u);
        bool l_161_ = (id < l_160_);
        uint l_162_ = (l_160_ - 1u);
        uint l_163_ = min(id, l_162_);
        uint l_164_ = asuint(buffer_2_global.Load(l_163_*4));
        uint l_20_ = (l_161_ ? l_164_ : 0u);
        uint l_21_ = (6u * id);
        uint64_t l_22_ = (l_10_ + l_19_);
        uint l_23_ = (2u * l_21_);
        uint64_t l_24_ = (l_22_ & 4294967295uL);
        uint l_25_ = uint(l_24_);
        uint l_166_ = asuint(info.Load(16+0));
        uint l_167_ = (l_166_ * 1u);
        bool l_168_ = (l_23_ < l_167_);
        if (l_168_) {
            buffer_4_global.Store(l_23_*4, asuint(l_25_));
        }
        uint l_26_ = (2u * l_21_);
        uint l_27_ = (l_26_ + 1u);
        uint64_t l_28_ = (l_22_ >> uint(32uL));
        uint l_29_ = uint(l_28_);
        uint l_169_ = asuint(info.Load(16+0));
        uint l_170_ = (l_169_ * 1u);
        bool l_171_ = (l_27_ < l_170_);
        if (l_171_) {
            buffer_4_global.Store(l_27_*4, asuint(l_29_));
        }
        uint l_30_ = (6u * id);
        uint l_31_ = (l_30_ + 1u);
        uint64_t l_32_ = (l_10_ - l_19_);
        uint l_33_ = (2u * l_31_);
        uint64_t l_34_ = (l_32_ & 4294967295uL);
        uint l_35_ = uint(l_34_);
        uint l_172_ = asuint(info.Load(16+0));
        uint l_173_ = (l_172_ * 1u);
        bool l_174_ = (l_33_ < l_173_);
        if (l_174_) {
            buffer_4_global.Store(l_33_*4, asuint(l_35_));
        }
        uint l_36_ = (2u * l_31_);
        uint l_37_ = (l_36_ + 1u);
        uint64_t l_38_ = (l_32_ >> uint(32uL));
        uint l_39_ = uint(l_38_);
        uint l_175_ = asuint(info.Load(16+0));
        uint l_176_ = (l_175_ * 1u);
        bool l_177_ = (l_37_ < l_176_);
        if (l_177_) {
            buffer_4_global.Store(l_37_*4, asuint(l_39_));
        }
        uint l_40_ = (6u * id);
        uint l_41_ = (l_40_ + 2u);
        uint64_t l_42_ = uint64_t(l_20_);
        uint64_t l_43_ = (l_10_ * l_42_);
        uint l_44_ = (2u * l_41_);
        uint64_t l_45_ = (l_43_ & 4294967295uL);
        uint l_46_ = uint(l_45_);
        uint l_178_ = asuint(info.Load(16+0));
        uint l_179_ = (l_178_ * 1u);
        bool l_180_ = (l_44_ < l_179_);
        if (l_180_) {
            buffer_4_global.Store(l_44_*4, asuint(l_46_));
        }
        uint l_47_ = (2u * l_41_);
        uint l_48_ = (l_47_ + 1u);
        uint64_t l_49_ = (l_43_ >> uint(32uL));
        uint l_50_ = uint(l_49_);
        uint l_181_ = asuint(info.Load(16+0));
        uint l_182_ = (l_181_ * 1u);
        bool l_183_ = (l_48_ < l_182_);
        if (l_183_) {
            buffer_4_global.Store(l_48_*4, asuint(l_50_));
        }
        uint l_51_ = (6u * id);
        uint l_52_ = (l_51_ + 3u);
        uint l_53_ = naga_mod(l_20_, 64u);
        uint64_t l_54_ = uint64_t(l_53_);
        uint64_t l_55_ = (l_10_ >> uint(l_54_));
        uint l_56_ = (2u * l_52_);
        uint64_t l_57_ = (l_55_ & 4294967295uL);
        uint l_58_ = uint(l_57_);
        uint l_184_ = asuint(info.Load(16+0));
        uint l_185_ = (l_184_ * 1u);
        bool l_186_ = (l_56_ < l_185_);
        if (l_186_) {
            buffer_4_global.Store(l_56_*4, asuint(l_58_));
        }
        uint l_59_ = (2u * l_52_);
        uint l_60_ = (l_59_ + 1u);
        uint64_t l_61_ = (l_55_ >> uint(32uL));
        uint l_62_ = uint(l_61_);
        uint l_187_ = asuint(info.Load(16+0));
        uint l_188_ = (l_187_ * 1u);
        bool l_189_ = (l_60_ < l_188_);
        if (l_189_) {
            buffer_4_global.Store(l_60_*4, asuint(l_62_));
        }
        l_mut_63_ = l_19_;
        l_mut_64_ = l_10_;
        bool l_65_ = (l_19_ < l_10_);
        if (l_65_) {
            l_mut_63_ = l_10_;
            l_mut_64_ = l_19_;
        }
        l_mut_66_ = 0u;
        uint64_t _e296 = l_mut_64_;
        bool l_67_ = (_e296 == 0uL);
        bool l_68_ = !(l_67_);
        uint64_t _e300 = l_mut_64_;
        uint64_t _e301 = l_mut_63_;
        bool l_69_ = (_e300 < _e301);
        if (l_68_) {
            local = l_69_;
        } else {
            local = false;
        }
        bool l_70_ = local;
        if (l_70_) {
            uint l_71_ = naga_mod(l_20_, 32768u);
            uint64_t _e309 = l_mut_63_;
            uint64_t l_72_ = (_e309 - 1uL);
            uint64_t _e312 = l_mut_64_;
            uint64_t l_73_ = naga_div(l_72_, _e312);
            uint64_t l_74_ = uint64_t(l_71_);
            bool l_75_ = (l_73_ < l_74_);
            uint64_t l_76_ = uint64_t(l_71_);
            uint64_t l_77_ = (l_75_ ? l_73_ : l_76_);
            uint l_78_ = uint(l_77_);
            l_mut_66_ = l_78_;
        }
        bool l_79_ = (l_10_ < l_19_);
        uint l_80_ = uint(l_79_);
        uint l_81_ = (l_80_ << 16u);
        uint _e324 = l_mut_66_;
        l_mut_66_ = (_e324 | l_81_);
        uint64_t l_82_ = (l_10_ >> uint(63uL));
        bool l_83_ = (l_82_ == 1uL);
        uint l_84_ = uint(l_83_);
        uint l_85_ = (l_84_ << 17u);
        uint _e335 = l_mut_66_;
        l_mut_66_ = (_e335 | l_85_);
        uint l_86_ = (6u * id);
        uint l_87_ = (l_86_ + 4u);
        uint _e341 = l_mut_66_;
        uint64_t l_88_ = uint64_t(_e341);
        uint l_89_ = (2u * l_87_);
        uint64_t l_90_ = (l_88_ & 4294967295uL);
        uint l_91_ = uint(l_90_);
        uint l_190_ = asuint(info.Load(16+0));
        uint l_191_ = (l_190_ * 1u);
        bool l_192_ = (l_89_ < l_191_);
        if (l_192_) {
            buffer_4_global.Store(l_89_*4, asuint(l_91_));
        }
        uint l_92_ = (2u * l_87_);
        uint l_93_ = (l_92_ + 1u);
        uint64_t l_94_ = (l_88_ >> uint(32uL));
        uint l_95_ = uint(l_94_);
        uint l_193_ = asuint(info.Load(16+0));
        uint l_194_ = (l_193_ * 1u);
        bool l_195_ = (l_93_ < l_194_);
        if (l_195_) {
            buffer_4_global.Store(l_93_*4, asuint(l_95_));
        }
        uint l_96_ = (6u * id);
        uint l_97_ = (l_96_ + 5u);
        uint l_196_ = asuint(info.Load(12+0));
        uint l_197_ = (l_196_ * 1u);
        bool l_198_ = (id < l_197_);
        uint l_199_ = (l_197_ - 1u);
        uint l_200_ = min(id, l_199_);
        uint l_201_ = asuint(buffer_3_global.Load(l_200_*4));
        uint l_98_ = (l_198_ ? l_201_ : 0u);
        uint64_t l_99_ = (l_10_ >> uint(63uL));
        bool l_100_ = (l_99_ == 1uL);
        l_mut_64_ = l_10_;
        if (l_100_) {
            uint64_t l_102_ = (0uL - l_10_);
            l_mut_64_ = l_102_;
        }
        uint64_t l_103_ = uint64_t(l_20_);
        uint64_t _e405 = l_mut_64_;
        uint64_t l_104_ = (_e405 & 4294967295uL);
        uint64_t l_105_ = (l_104_ * l_103_);
        uint64_t _e409 = l_mut_64_;
        uint64_t l_106_ = (_e409 >> uint(32uL));
        uint64_t l_107_ = (l_106_ * l_103_);
        uint64_t l_108_ = (l_107_ << uint(32uL));
        uint64_t l_109_ = (l_105_ + l_108_);
        uint64_t l_110_ = (l_107_ >> uint(32uL));
        bool l_111_ = (l_109_ < l_105_);
        uint64_t l_112_ = uint64_t(l_111_);
        uint64_t l_113_ = (l_110_ + l_112_);
        l_mut_64_ = l_109_;
        bool l_114_ = (l_98_ == 64u);
        if (l_114_) {
            l_mut_64_ = l_113_;
        } else {
            bool l_115_ = (l_98_ > 0u);
            if (l_115_) {
                uint l_116_ = (64u - l_98_);
                uint64_t l_117_ = uint64_t(l_116_);
                uint64_t l_118_ = (l_113_ << uint(l_117_));
                uint64_t l_119_ = uint64_t(l_98_);
                uint64_t l_120_ = (l_109_ >> uint(l_119_));
                uint64_t l_121_ = (l_118_ | l_120_);
                l_mut_64_ = l_121_;
            }
        }
        uint64_t _e442 = l_mut_64_;
        l_mut_63_ = _e442;
        if (l_100_) {
            uint64_t _e444 = l_mut_63_;
            uint64_t l_123_ = (0uL - _e444);
            l_mut_63_ = l_123_;
        }
        uint l_124_ = (2u * l_97_);
        uint64_t _e448 = l_mut_63_;
        uint64_t l_125_ = (_e448 & 4294967295uL);
        uint l_126_ = uint(l_125_);
        uint l_203_ = asuint(info.Load(16+0));
        uint l_204_ = (l_203_ * 1u);
        bool l_205_ = (l_124_ < l_204_);
        if (l_205_) {
            buffer_4_global.Store(l_124_*4, asuint(l_126_));
        }
        uint l_127_ = (2u * l_97_);
        uint l_128_ = (l_127_ + 1u);
        uint64_t _e466 = l_mut_63_;
        uint64_t l_129_ = (_e466 >> uint(32uL));
        uint l_130_ = uint(l_129_);
        uint l_206_ = asuint(info.Load(16+0));
        uint l_207_ = (l_206_ * 1u);
        bool l_208_ = (l_128_ < l_207_);
        if (l_208_) {
            buffer_4_global.Store(l_128_*4, asuint(l_130_));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
