struct info_st {
    uint scalars_u32_[4];
    uint static_meta[6];
};

static const uint WORKGROUP_SIZE_X = 64u;
static const uint WORKGROUP_SIZE_Y = 1u;
static const uint WORKGROUP_SIZE_Z = 1u;

RWByteAddressBuffer buffer_0_global : register(u0);
RWByteAddressBuffer buffer_1_global : register(u1);
RWByteAddressBuffer buffer_2_global : register(u2);
ByteAddressBuffer info : register(t3);

[numthreads(64, 1, 1)]
void gj_swap_and_save_f_f64_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint l_mut_4_ = 0u;
    uint l_mut_44_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint _e28 = asuint(info.Load(8+0));
    uint _e32 = asuint(info.Load(12+0));
    uint l_0_ = (_e28 + _e32);
    uint l_1_ = (l_0_ + id);
    uint _e38 = asuint(info.Load(4+0));
    bool l_2_ = (l_1_ < _e38);
    if (l_2_) {
        uint _e43 = asuint(info.Load(0+0));
        uint _e47 = asuint(info.Load(4+0));
        uint l_3_ = (_e43 * _e47);
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e326 = l_mut_4_;
                l_mut_4_ = (_e326 + 1u);
            }
            loop_init = false;
            uint _e51 = l_mut_4_;
            uint _e55 = asuint(info.Load(12+0));
            if ((_e51 < _e55)) {
            } else {
                break;
            }
            {
                uint _e60 = asuint(info.Load(8+0));
                uint _e61 = l_mut_4_;
                uint l_5_ = (_e60 + _e61);
                uint l_65_ = asuint(info.Load(8+16));
                uint l_66_ = (l_65_ * 1u);
                uint _e69 = l_mut_4_;
                bool l_67_ = (_e69 < l_66_);
                uint l_68_ = (l_66_ - 1u);
                uint _e73 = l_mut_4_;
                uint l_69_ = min(_e73, l_68_);
                uint l_70_ = asuint(buffer_2_global.Load(l_69_*4));
                uint l_6_ = (l_67_ ? l_70_ : 0u);
                bool l_7_ = (l_6_ != l_5_);
                if (l_7_) {
                    uint _e84 = asuint(info.Load(4+0));
                    uint l_8_ = (l_5_ * _e84);
                    uint l_9_ = (l_8_ + l_1_);
                    uint l_72_ = asuint(info.Load(0+16));
                    uint l_73_ = (l_72_ * 1u);
                    bool l_74_ = (l_9_ < l_73_);
                    uint l_75_ = (l_73_ - 1u);
                    uint l_76_ = min(l_9_, l_75_);
                    double l_77_ = buffer_0_global.Load<double>(l_76_*8);
                    double l_10_ = (l_74_ ? l_77_ : 0.0L);
                    uint l_11_ = (l_3_ + l_9_);
                    uint l_79_ = asuint(info.Load(0+16));
                    uint l_80_ = (l_79_ * 1u);
                    bool l_81_ = (l_11_ < l_80_);
                    uint l_82_ = (l_80_ - 1u);
                    uint l_83_ = min(l_11_, l_82_);
                    double l_84_ = buffer_0_global.Load<double>(l_83_*8);
                    double l_12_ = (l_81_ ? l_84_ : 0.0L);
                    uint l_13_ = (2u * l_3_);
                    uint l_14_ = (l_13_ + l_9_);
                    uint l_86_ = asuint(info.Load(0+16));
                    uint l_87_ = (l_86_ * 1u);
                    bool l_88_ = (l_14_ < l_87_);
                    uint l_89_ = (l_87_ - 1u);
                    uint l_90_ = min(l_14_, l_89_);
                    double l_91_ = buffer_0_global.Load<double>(l_90_*8);
                    double l_15_ = (l_88_ ? l_91_ : 0.0L);
                    uint l_16_ = (3u * l_3_);
                    uint l_17_ = (l_16_ + l_9_);
                    uint l_93_ = asuint(info.Load(0+16));
                    uint l_94_ = (l_93_ * 1u);
                    bool l_95_ = (l_17_ < l_94_);
                    uint l_96_ = (l_94_ - 1u);
                    uint l_97_ = min(l_17_, l_96_);
                    double l_98_ = buffer_0_global.Load<double>(l_97_*8);
                    double l_18_ = (l_95_ ? l_98_ : 0.0L);
                    uint _e157 = asuint(info.Load(4+0));
                    uint l_19_ = (l_6_ * _e157);
                    uint l_20_ = (l_19_ + l_1_);
                    uint l_100_ = asuint(info.Load(0+16));
                    uint l_101_ = (l_100_ * 1u);
                    bool l_102_ = (l_20_ < l_101_);
                    uint l_103_ = (l_101_ - 1u);
                    uint l_104_ = min(l_20_, l_103_);
                    double l_105_ = buffer_0_global.Load<double>(l_104_*8);
                    double l_21_ = (l_102_ ? l_105_ : 0.0L);
                    uint l_22_ = (l_3_ + l_20_);
                    uint l_107_ = asuint(info.Load(0+16));
                    uint l_108_ = (l_107_ * 1u);
                    bool l_109_ = (l_22_ < l_108_);
                    uint l_110_ = (l_108_ - 1u);
                    uint l_111_ = min(l_22_, l_110_);
                    double l_112_ = buffer_0_global.Load<double>(l_111_*8);
                    double l_23_ = (l_109_ ? l_112_ : 0.0L);
                    uint l_24_ = (2u * l_3_);
                    uint l_25_ = (l_24_ + l_20_);
                    uint l_114_ = asuint(info.Load(0+16));
                    uint l_115_ = (l_114_ * 1u);
                    bool l_116_ = (l_25_ < l_115_);
                    uint l_117_ = (l_115_ - 1u);
                    uint l_118_ = min(l_25_, l_117_);
                    double l_119_ = buffer_0_global.Load<double>(l_118_*8);
                    double l_26_ = (l_116_ ? l_119_ : 0.0L);
                    uint l_27_ = (3u * l_3_);
                    uint l_28_ = (l_27_ + l_20_);
                    uint l_121_ = asuint(info.Load(0+16));
                    uint l_122_ = (l_121_ * 1u);
                    bool l_123_ = (l_28_ < l_122_);
                    uint l_124_ = (l_122_ - 1u);
                    uint l_125_ = min(l_28_, l_124_);
                    double l_126_ = buffer_0_global.Load<double>(l_125_*8);
                    double l_29_ = (l_123_ ? l_126_ : 0.0L);
                    uint _e230 = asuint(info.Load(4+0));
                    uint l_30_ = (l_5_ * _e230);
                    uint l_31_ = (l_30_ + l_1_);
                    uint l_128_ = asuint(info.Load(0+16));
                    uint l_129_ = (l_128_ * 1u);
                    bool l_130_ = (l_31_ < l_129_);
                    if (l_130_) {
                        buffer_0_global.Store(l_31_*8, l_21_);
                    }
                    uint l_32_ = (l_3_ + l_31_);
                    uint l_131_ = asuint(info.Load(0+16));
                    uint l_132_ = (l_131_ * 1u);
                    bool l_133_ = (l_32_ < l_132_);
                    if (l_133_) {
                        buffer_0_global.Store(l_32_*8, l_23_);
                    }
                    uint l_33_ = (2u * l_3_);
                    uint l_34_ = (l_33_ + l_31_);
                    uint l_134_ = asuint(info.Load(0+16));
                    uint l_135_ = (l_134_ * 1u);
                    bool l_136_ = (l_34_ < l_135_);
                    if (l_136_) {
                        buffer_0_global.Store(l_34_*8, l_26_);
                    }
                    uint l_35_ = (3u * l_3_);
                    uint l_36_ = (l_35_ + l_31_);
                    uint l_137_ = asuint(info.Load(0+16));
                    uint l_138_ = (l_137_ * 1u);
                    bool l_139_ = (l_36_ < l_138_);
                    if (l_139_) {
                        buffer_0_global.Store(l_36_*8, l_29_);
                    }
                    uint _e279 = asuint(info.Load(4+0));
                    uint l_37_ = (l_6_ * _e279);
                    uint l_38_ = (l_37_ + l_1_);
                    uint l_140_ = asuint(info.Load(0+16));
                    uint l_141_ = (l_140_ * 1u);
                    bool l_142_ = (l_38_ < l_141_);
                    if (l_142_) {
                        buffer_0_global.Store(l_38_*8, l_10_);
                    }
                    uint l_39_ = (l_3_ + l_38_);
                    uint l_143_ = asuint(info.Load(0+16));
                    uint l_144_ = (l_143_ * 1u);
                    bool l_145_ = (l_39_ < l_144_);
                    if (l_145_) {
                        buffer_0_global.Store(l_39_*8, l_12_);
                    }
                    uint l_40_ = (2u * l_3_);
                    uint l_41_ = (l_40_ + l_38_);
                    uint l_146_ = asuint(info.Load(0+16));
                    uint l_147_ = (l_146_ * 1u);
                    bool l_148_ = (l_41_ < l_147_);
                    if (l_148_) {
                        buffer_0_global.Store(l_41_*8, l_15_);
                    }
                    uint l_42_ = (3u * l_3_);
                    uint l_43_ = (l_42_ + l_38_);
                    uint l_149_ = asuint(info.Load(0+16));
                    uint l_150_ = (l_149_ * 1u);
                    bool l_151_ = (l_43_ < l_150_);
                    if (l_151_) {
                        buffer_0_global.Store(l_43_*8, l_18_);
                    }
                }
            }
        }
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init_1 = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init_1) {
                uint _e472 = l_mut_44_;
                l_mut_44_ = (_e472 + 1u);
            }
            loop_init_1 = false;
            uint _e330 = l_mut_44_;
            uint _e334 = asuint(info.Load(12+0));
            if ((_e330 < _e334)) {
            } else {
                break;
            }
            {
                uint _e339 = asuint(info.Load(8+0));
                uint _e340 = l_mut_44_;
                uint l_45_ = (_e339 + _e340);
                uint _e345 = asuint(info.Load(4+0));
                uint l_46_ = (l_45_ * _e345);
                uint l_47_ = (l_46_ + l_1_);
                uint l_152_ = asuint(info.Load(0+16));
                uint l_153_ = (l_152_ * 1u);
                bool l_154_ = (l_47_ < l_153_);
                uint l_155_ = (l_153_ - 1u);
                uint l_156_ = min(l_47_, l_155_);
                double l_157_ = buffer_0_global.Load<double>(l_156_*8);
                double l_48_ = (l_154_ ? l_157_ : 0.0L);
                uint l_49_ = (l_3_ + l_47_);
                uint l_159_ = asuint(info.Load(0+16));
                uint l_160_ = (l_159_ * 1u);
                bool l_161_ = (l_49_ < l_160_);
                uint l_162_ = (l_160_ - 1u);
                uint l_163_ = min(l_49_, l_162_);
                double l_164_ = buffer_0_global.Load<double>(l_163_*8);
                double l_50_ = (l_161_ ? l_164_ : 0.0L);
                uint l_51_ = (2u * l_3_);
                uint l_52_ = (l_51_ + l_47_);
                uint l_166_ = asuint(info.Load(0+16));
                uint l_167_ = (l_166_ * 1u);
                bool l_168_ = (l_52_ < l_167_);
                uint l_169_ = (l_167_ - 1u);
                uint l_170_ = min(l_52_, l_169_);
                double l_171_ = buffer_0_global.Load<double>(l_170_*8);
                double l_53_ = (l_168_ ? l_171_ : 0.0L);
                uint l_54_ = (3u * l_3_);
                uint l_55_ = (l_54_ + l_47_);
                uint l_173_ = asuint(info.Load(0+16));
                uint l_174_ = (l_173_ * 1u);
                bool l_175_ = (l_55_ < l_174_);
                uint l_176_ = (l_174_ - 1u);
                uint l_177_ = min(l_55_, l_176_);
                double l_178_ = buffer_0_global.Load<double>(l_177_*8);
                double l_56_ = (l_175_ ? l_178_ : 0.0L);
                uint _e415 = l_mut_44_;
                uint _e419 = asuint(info.Load(4+0));
                uint l_57_ = (_e415 * _e419);
                uint l_58_ = (l_57_ + l_1_);
                uint _e426 = asuint(info.Load(4+0));
                uint l_59_ = (16u * _e426);
                uint l_180_ = asuint(info.Load(4+16));
                uint l_181_ = (l_180_ * 1u);
                bool l_182_ = (l_58_ < l_181_);
                if (l_182_) {
                    buffer_1_global.Store(l_58_*8, l_48_);
                }
                uint l_60_ = (l_59_ + l_58_);
                uint l_183_ = asuint(info.Load(4+16));
                uint l_184_ = (l_183_ * 1u);
                bool l_185_ = (l_60_ < l_184_);
                if (l_185_) {
                    buffer_1_global.Store(l_60_*8, l_50_);
                }
                uint l_61_ = (2u * l_59_);
                uint l_62_ = (l_61_ + l_58_);
                uint l_186_ = asuint(info.Load(4+16));
                uint l_187_ = (l_186_ * 1u);
                bool l_188_ = (l_62_ < l_187_);
                if (l_188_) {
                    buffer_1_global.Store(l_62_*8, l_53_);
                }
                uint l_63_ = (3u * l_59_);
                uint l_64_ = (l_63_ + l_58_);
                uint l_189_ = asuint(info.Load(4+16));
                uint l_190_ = (l_189_ * 1u);
                bool l_191_ = (l_64_ < l_190_);
                if (l_191_) {
                    buffer_1_global.Store(l_64_*8, l_56_);
                }
            }
        }
        return;
    } else {
        return;
    }
}
