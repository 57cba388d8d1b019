#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct info_st {
    uint scalars_u32_[4];
    uint static_meta[6];
};
const uint WORKGROUP_SIZE_X = 64u;
const uint WORKGROUP_SIZE_Y = 1u;
const uint WORKGROUP_SIZE_Z = 1u;

layout(std430) buffer type_1_block_0Compute { double _group_0_binding_0_cs[]; };

layout(std430) buffer type_1_block_1Compute { double _group_0_binding_1_cs[]; };

layout(std430) buffer type_3_block_2Compute { uint _group_0_binding_2_cs[]; };

layout(std430) readonly buffer info_st_block_3Compute { info_st _group_0_binding_3_cs; };


void main() {
    uvec3 global_id = gl_GlobalInvocationID;
    uvec3 num_workgroups = gl_NumWorkGroups;
    uint l_mut_4_ = 0u;
    uint l_mut_44_ = 0u;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint _e28 = _group_0_binding_3_cs.scalars_u32_[2];
    uint _e32 = _group_0_binding_3_cs.scalars_u32_[3];
    uint l_0_ = (_e28 + _e32);
    uint l_1_ = (l_0_ + id);
    uint _e38 = _group_0_binding_3_cs.scalars_u32_[1];
    bool l_2_ = (l_1_ < _e38);
    if (l_2_) {
        uint _e43 = _group_0_binding_3_cs.scalars_u32_[0];
        uint _e47 = _group_0_binding_3_cs.scalars_u32_[1];
        uint l_3_ = (_e43 * _e47);
        bool loop_init = true;
        while(true) {
            if (!loop_init) {
                uint _e326 = l_mut_4_;
                l_mut_4_ = (_e326 + 1u);
            }
            loop_init = false;
            uint _e51 = l_mut_4_;
            uint _e55 = _group_0_binding_3_cs.scalars_u32_[3];
            if ((_e51 < _e55)) {
            } else {
                break;
            }
            {
                uint _e60 = _group_0_binding_3_cs.scalars_u32_[2];
                uint _e61 = l_mut_4_;
                uint l_5_ = (_e60 + _e61);
                uint l_65_ = _group_0_binding_3_cs.static_meta[2];
                uint l_66_ = (l_65_ * 1u);
                uint _e69 = l_mut_4_;
                bool l_67_ = (_e69 < l_66_);
                uint l_68_ = (l_66_ - 1u);
                uint _e73 = l_mut_4_;
                uint l_69_ = min(_e73, l_68_);
                uint l_70_ = _group_0_binding_2_cs[l_69_];
                uint l_6_ = (l_67_ ? l_70_ : 0u);
                bool l_7_ = (l_6_ != l_5_);
                if (l_7_) {
                    uint _e84 = _group_0_binding_3_cs.scalars_u32_[1];
                    uint l_8_ = (l_5_ * _e84);
                    uint l_9_ = (l_8_ + l_1_);
                    uint l_72_ = _group_0_binding_3_cs.static_meta[0];
                    uint l_73_ = (l_72_ * 1u);
                    bool l_74_ = (l_9_ < l_73_);
                    uint l_75_ = (l_73_ - 1u);
                    uint l_76_ = min(l_9_, l_75_);
                    double l_77_ = _group_0_binding_0_cs[l_76_];
                    double l_10_ = (l_74_ ? l_77_ : 0.0LF);
                    uint l_11_ = (l_3_ + l_9_);
                    uint l_79_ = _group_0_binding_3_cs.static_meta[0];
                    uint l_80_ = (l_79_ * 1u);
                    bool l_81_ = (l_11_ < l_80_);
                    uint l_82_ = (l_80_ - 1u);
                    uint l_83_ = min(l_11_, l_82_);
                    double l_84_ = _group_0_binding_0_cs[l_83_];
                    double l_12_ = (l_81_ ? l_84_ : 0.0LF);
                    uint l_13_ = (2u * l_3_);
                    uint l_14_ = (l_13_ + l_9_);
                    uint l_86_ = _group_0_binding_3_cs.static_meta[0];
                    uint l_87_ = (l_86_ * 1u);
                    bool l_88_ = (l_14_ < l_87_);
                    uint l_89_ = (l_87_ - 1u);
                    uint l_90_ = min(l_14_, l_89_);
                    double l_91_ = _group_0_binding_0_cs[l_90_];
                    double l_15_ = (l_88_ ? l_91_ : 0.0LF);
                    uint l_16_ = (3u * l_3_);
                    uint l_17_ = (l_16_ + l_9_);
                    uint l_93_ = _group_0_binding_3_cs.static_meta[0];
                    uint l_94_ = (l_93_ * 1u);
                    bool l_95_ = (l_17_ < l_94_);
                    uint l_96_ = (l_94_ - 1u);
                    uint l_97_ = min(l_17_, l_96_);
                    double l_98_ = _group_0_binding_0_cs[l_97_];
                    double l_18_ = (l_95_ ? l_98_ : 0.0LF);
                    uint _e157 = _group_0_binding_3_cs.scalars_u32_[1];
                    uint l_19_ = (l_6_ * _e157);
                    uint l_20_ = (l_19_ + l_1_);
                    uint l_100_ = _group_0_binding_3_cs.static_meta[0];
                    uint l_101_ = (l_100_ * 1u);
                    bool l_102_ = (l_20_ < l_101_);
                    uint l_103_ = (l_101_ - 1u);
                    uint l_104_ = min(l_20_, l_103_);
                    double l_105_ = _group_0_binding_0_cs[l_104_];
                    double l_21_ = (l_102_ ? l_105_ : 0.0LF);
                    uint l_22_ = (l_3_ + l_20_);
                    uint l_107_ = _group_0_binding_3_cs.static_meta[0];
                    uint l_108_ = (l_107_ * 1u);
                    bool l_109_ = (l_22_ < l_108_);
                    uint l_110_ = (l_108_ - 1u);
                    uint l_111_ = min(l_22_, l_110_);
                    double l_112_ = _group_0_binding_0_cs[l_111_];
                    double l_23_ = (l_109_ ? l_112_ : 0.0LF);
                    uint l_24_ = (2u * l_3_);
                    uint l_25_ = (l_24_ + l_20_);
                    uint l_114_ = _group_0_binding_3_cs.static_meta[0];
                    uint l_115_ = (l_114_ * 1u);
                    bool l_116_ = (l_25_ < l_115_);
                    uint l_117_ = (l_115_ - 1u);
                    uint l_118_ = min(l_25_, l_117_);
                    double l_119_ = _group_0_binding_0_cs[l_118_];
                    double l_26_ = (l_116_ ? l_119_ : 0.0LF);
                    uint l_27_ = (3u * l_3_);
                    uint l_28_ = (l_27_ + l_20_);
                    uint l_121_ = _group_0_binding_3_cs.static_meta[0];
                    uint l_122_ = (l_121_ * 1u);
                    bool l_123_ = (l_28_ < l_122_);
                    uint l_124_ = (l_122_ - 1u);
                    uint l_125_ = min(l_28_, l_124_);
                    double l_126_ = _group_0_binding_0_cs[l_125_];
                    double l_29_ = (l_123_ ? l_126_ : 0.0LF);
                    uint _e230 = _group_0_binding_3_cs.scalars_u32_[1];
                    uint l_30_ = (l_5_ * _e230);
                    uint l_31_ = (l_30_ + l_1_);
                    uint l_128_ = _group_0_binding_3_cs.static_meta[0];
                    uint l_129_ = (l_128_ * 1u);
                    bool l_130_ = (l_31_ < l_129_);
                    if (l_130_) {
                        _group_0_binding_0_cs[l_31_] = l_21_;
                    }
                    uint l_32_ = (l_3_ + l_31_);
                    uint l_131_ = _group_0_binding_3_cs.static_meta[0];
                    uint l_132_ = (l_131_ * 1u);
                    bool l_133_ = (l_32_ < l_132_);
                    if (l_133_) {
                        _group_0_binding_0_cs[l_32_] = l_23_;
                    }
                    uint l_33_ = (2u * l_3_);
                    uint l_34_ = (l_33_ + l_31_);
                    uint l_134_ = _group_0_binding_3_cs.static_meta[0];
                    uint l_135_ = (l_134_ * 1u);
                    bool l_136_ = (l_34_ < l_135_);
                    if (l_136_) {
                        _group_0_binding_0_cs[l_34_] = l_26_;
                    }
                    uint l_35_ = (3u * l_3_);
                    uint l_36_ = (l_35_ + l_31_);
                    uint l_137_ = _group_0_binding_3_cs.static_meta[0];
                    uint l_138_ = (l_137_ * 1u);
                    bool l_139_ = (l_36_ < l_138_);
                    if (l_139_) {
                        _group_0_binding_0_cs[l_36_] = l_29_;
                    }
                    uint _e279 = _group_0_binding_3_cs.scalars_u32_[1];
                    uint l_37_ = (l_6_ * _e279);
                    uint l_38_ = (l_37_ + l_1_);
                    uint l_140_ = _group_0_binding_3_cs.static_meta[0];
                    uint l_141_ = (l_140_ * 1u);
                    bool l_142_ = (l_38_ < l_141_);
                    if (l_142_) {
                        _group_0_binding_0_cs[l_38_] = l_10_;
                    }
                    uint l_39_ = (l_3_ + l_38_);
                    uint l_143_ = _group_0_binding_3_cs.static_meta[0];
                    uint l_144_ = (l_143_ * 1u);
                    bool l_145_ = (l_39_ < l_144_);
                    if (l_145_) {
                        _group_0_binding_0_cs[l_39_] = l_12_;
                    }
                    uint l_40_ = (2u * l_3_);
                    uint l_41_ = (l_40_ + l_38_);
                    uint l_146_ = _group_0_binding_3_cs.static_meta[0];
                    uint l_147_ = (l_146_ * 1u);
                    bool l_148_ = (l_41_ < l_147_);
                    if (l_148_) {
                        _group_0_binding_0_cs[l_41_] = l_15_;
                    }
                    uint l_42_ = (3u * l_3_);
                    uint l_43_ = (l_42_ + l_38_);
                    uint l_149_ = _group_0_binding_3_cs.static_meta[0];
                    uint l_150_ = (l_149_ * 1u);
                    bool l_151_ = (l_43_ < l_150_);
                    if (l_151_) {
                        _group_0_binding_0_cs[l_43_] = l_18_;
                    }
                }
            }
        }
        bool loop_init_1 = true;
        while(true) {
            if (!loop_init_1) {
                uint _e472 = l_mut_44_;
                l_mut_44_ = (_e472 + 1u);
            }
            loop_init_1 = false;
            uint _e330 = l_mut_44_;
            uint _e334 = _group_0_binding_3_cs.scalars_u32_[3];
            if ((_e330 < _e334)) {
            } else {
                break;
            }
            {
                uint _e339 = _group_0_binding_3_cs.scalars_u32_[2];
                uint _e340 = l_mut_44_;
                uint l_45_ = (_e339 + _e340);
                uint _e345 = _group_0_binding_3_cs.scalars_u32_[1];
                uint l_46_ = (l_45_ * _e345);
                uint l_47_ = (l_46_ + l_1_);
                uint l_152_ = _group_0_binding_3_cs.static_meta[0];
                uint l_153_ = (l_152_ * 1u);
                bool l_154_ = (l_47_ < l_153_);
                uint l_155_ = (l_153_ - 1u);
                uint l_156_ = min(l_47_, l_155_);
                double l_157_ = _group_0_binding_0_cs[l_156_];
                double l_48_ = (l_154_ ? l_157_ : 0.0LF);
                uint l_49_ = (l_3_ + l_47_);
                uint l_159_ = _group_0_binding_3_cs.static_meta[0];
                uint l_160_ = (l_159_ * 1u);
                bool l_161_ = (l_49_ < l_160_);
                uint l_162_ = (l_160_ - 1u);
                uint l_163_ = min(l_49_, l_162_);
                double l_164_ = _group_0_binding_0_cs[l_163_];
                double l_50_ = (l_161_ ? l_164_ : 0.0LF);
                uint l_51_ = (2u * l_3_);
                uint l_52_ = (l_51_ + l_47_);
                uint l_166_ = _group_0_binding_3_cs.static_meta[0];
                uint l_167_ = (l_166_ * 1u);
                bool l_168_ = (l_52_ < l_167_);
                uint l_169_ = (l_167_ - 1u);
                uint l_170_ = min(l_52_, l_169_);
                double l_171_ = _group_0_binding_0_cs[l_170_];
                double l_53_ = (l_168_ ? l_171_ : 0.0LF);
                uint l_54_ = (3u * l_3_);
                uint l_55_ = (l_54_ + l_47_);
                uint l_173_ = _group_0_binding_3_cs.static_meta[0];
                uint l_174_ = (l_173_ * 1u);
                bool l_175_ = (l_55_ < l_174_);
                uint l_176_ = (l_174_ - 1u);
                uint l_177_ = min(l_55_, l_176_);
                double l_178_ = _group_0_binding_0_cs[l_177_];
                double l_56_ = (l_175_ ? l_178_ : 0.0LF);
                uint _e415 = l_mut_44_;
                uint _e419 = _group_0_binding_3_cs.scalars_u32_[1];
                uint l_57_ = (_e415 * _e419);
                uint l_58_ = (l_57_ + l_1_);
                uint _e426 = _group_0_binding_3_cs.scalars_u32_[1];
                uint l_59_ = (16u * _e426);
                uint l_180_ = _group_0_binding_3_cs.static_meta[1];
                uint l_181_ = (l_180_ * 1u);
                bool l_182_ = (l_58_ < l_181_);
                if (l_182_) {
                    _group_0_binding_1_cs[l_58_] = l_48_;
                }
                uint l_60_ = (l_59_ + l_58_);
                uint l_183_ = _group_0_binding_3_cs.static_meta[1];
                uint l_184_ = (l_183_ * 1u);
                bool l_185_ = (l_60_ < l_184_);
                if (l_185_) {
                    _group_0_binding_1_cs[l_60_] = l_50_;
                }
                uint l_61_ = (2u * l_59_);
                uint l_62_ = (l_61_ + l_58_);
                uint l_186_ = _group_0_binding_3_cs.static_meta[1];
                uint l_187_ = (l_186_ * 1u);
                bool l_188_ = (l_62_ < l_187_);
                if (l_188_) {
                    _group_0_binding_1_cs[l_62_] = l_53_;
                }
                uint l_63_ = (3u * l_59_);
                uint l_64_ = (l_63_ + l_58_);
                uint l_189_ = _group_0_binding_3_cs.static_meta[1];
                uint l_190_ = (l_189_ * 1u);
                bool l_191_ = (l_64_ < l_190_);
                if (l_191_) {
                    _group_0_binding_1_cs[l_64_] = l_56_;
                }
            }
        }
        return;
    } else {
        return;
    }
}
