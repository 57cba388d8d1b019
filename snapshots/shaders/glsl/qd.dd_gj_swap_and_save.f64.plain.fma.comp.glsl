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
    uint l_mut_24_ = 0u;
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
                uint _e206 = l_mut_4_;
                l_mut_4_ = (_e206 + 1u);
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
                uint l_35_ = _group_0_binding_3_cs.static_meta[2];
                uint l_36_ = (l_35_ * 1u);
                uint _e69 = l_mut_4_;
                bool l_37_ = (_e69 < l_36_);
                uint l_38_ = (l_36_ - 1u);
                uint _e73 = l_mut_4_;
                uint l_39_ = min(_e73, l_38_);
                uint l_40_ = _group_0_binding_2_cs[l_39_];
                uint l_6_ = (l_37_ ? l_40_ : 0u);
                bool l_7_ = (l_6_ != l_5_);
                if (l_7_) {
                    uint _e84 = _group_0_binding_3_cs.scalars_u32_[1];
                    uint l_8_ = (l_5_ * _e84);
                    uint l_9_ = (l_8_ + l_1_);
                    uint l_42_ = _group_0_binding_3_cs.static_meta[0];
                    uint l_43_ = (l_42_ * 1u);
                    bool l_44_ = (l_9_ < l_43_);
                    uint l_45_ = (l_43_ - 1u);
                    uint l_46_ = min(l_9_, l_45_);
                    double l_47_ = _group_0_binding_0_cs[l_46_];
                    double l_10_ = (l_44_ ? l_47_ : 0.0LF);
                    uint l_11_ = (l_3_ + l_9_);
                    uint l_49_ = _group_0_binding_3_cs.static_meta[0];
                    uint l_50_ = (l_49_ * 1u);
                    bool l_51_ = (l_11_ < l_50_);
                    uint l_52_ = (l_50_ - 1u);
                    uint l_53_ = min(l_11_, l_52_);
                    double l_54_ = _group_0_binding_0_cs[l_53_];
                    double l_12_ = (l_51_ ? l_54_ : 0.0LF);
                    uint _e121 = _group_0_binding_3_cs.scalars_u32_[1];
                    uint l_13_ = (l_6_ * _e121);
                    uint l_14_ = (l_13_ + l_1_);
                    uint l_56_ = _group_0_binding_3_cs.static_meta[0];
                    uint l_57_ = (l_56_ * 1u);
                    bool l_58_ = (l_14_ < l_57_);
                    uint l_59_ = (l_57_ - 1u);
                    uint l_60_ = min(l_14_, l_59_);
                    double l_61_ = _group_0_binding_0_cs[l_60_];
                    double l_15_ = (l_58_ ? l_61_ : 0.0LF);
                    uint l_16_ = (l_3_ + l_14_);
                    uint l_63_ = _group_0_binding_3_cs.static_meta[0];
                    uint l_64_ = (l_63_ * 1u);
                    bool l_65_ = (l_16_ < l_64_);
                    uint l_66_ = (l_64_ - 1u);
                    uint l_67_ = min(l_16_, l_66_);
                    double l_68_ = _group_0_binding_0_cs[l_67_];
                    double l_17_ = (l_65_ ? l_68_ : 0.0LF);
                    uint _e158 = _group_0_binding_3_cs.scalars_u32_[1];
                    uint l_18_ = (l_5_ * _e158);
                    uint l_19_ = (l_18_ + l_1_);
                    uint l_70_ = _group_0_binding_3_cs.static_meta[0];
                    uint l_71_ = (l_70_ * 1u);
                    bool l_72_ = (l_19_ < l_71_);
                    if (l_72_) {
                        _group_0_binding_0_cs[l_19_] = l_15_;
                    }
                    uint l_20_ = (l_3_ + l_19_);
                    uint l_73_ = _group_0_binding_3_cs.static_meta[0];
                    uint l_74_ = (l_73_ * 1u);
                    bool l_75_ = (l_20_ < l_74_);
                    if (l_75_) {
                        _group_0_binding_0_cs[l_20_] = l_17_;
                    }
                    uint _e183 = _group_0_binding_3_cs.scalars_u32_[1];
                    uint l_21_ = (l_6_ * _e183);
                    uint l_22_ = (l_21_ + l_1_);
                    uint l_76_ = _group_0_binding_3_cs.static_meta[0];
                    uint l_77_ = (l_76_ * 1u);
                    bool l_78_ = (l_22_ < l_77_);
                    if (l_78_) {
                        _group_0_binding_0_cs[l_22_] = l_10_;
                    }
                    uint l_23_ = (l_3_ + l_22_);
                    uint l_79_ = _group_0_binding_3_cs.static_meta[0];
                    uint l_80_ = (l_79_ * 1u);
                    bool l_81_ = (l_23_ < l_80_);
                    if (l_81_) {
                        _group_0_binding_0_cs[l_23_] = l_12_;
                    }
                }
            }
        }
        bool loop_init_1 = true;
        while(true) {
            if (!loop_init_1) {
                uint _e292 = l_mut_24_;
                l_mut_24_ = (_e292 + 1u);
            }
            loop_init_1 = false;
            uint _e210 = l_mut_24_;
            uint _e214 = _group_0_binding_3_cs.scalars_u32_[3];
            if ((_e210 < _e214)) {
            } else {
                break;
            }
            {
                uint _e219 = _group_0_binding_3_cs.scalars_u32_[2];
                uint _e220 = l_mut_24_;
                uint l_25_ = (_e219 + _e220);
                uint _e225 = _group_0_binding_3_cs.scalars_u32_[1];
                uint l_26_ = (l_25_ * _e225);
                uint l_27_ = (l_26_ + l_1_);
                uint l_82_ = _group_0_binding_3_cs.static_meta[0];
                uint l_83_ = (l_82_ * 1u);
                bool l_84_ = (l_27_ < l_83_);
                uint l_85_ = (l_83_ - 1u);
                uint l_86_ = min(l_27_, l_85_);
                double l_87_ = _group_0_binding_0_cs[l_86_];
                double l_28_ = (l_84_ ? l_87_ : 0.0LF);
                uint l_29_ = (l_3_ + l_27_);
                uint l_89_ = _group_0_binding_3_cs.static_meta[0];
                uint l_90_ = (l_89_ * 1u);
                bool l_91_ = (l_29_ < l_90_);
                uint l_92_ = (l_90_ - 1u);
                uint l_93_ = min(l_29_, l_92_);
                double l_94_ = _group_0_binding_0_cs[l_93_];
                double l_30_ = (l_91_ ? l_94_ : 0.0LF);
                uint _e259 = l_mut_24_;
                uint _e263 = _group_0_binding_3_cs.scalars_u32_[1];
                uint l_31_ = (_e259 * _e263);
                uint l_32_ = (l_31_ + l_1_);
                uint _e270 = _group_0_binding_3_cs.scalars_u32_[1];
                uint l_33_ = (16u * _e270);
                uint l_96_ = _group_0_binding_3_cs.static_meta[1];
                uint l_97_ = (l_96_ * 1u);
                bool l_98_ = (l_32_ < l_97_);
                if (l_98_) {
                    _group_0_binding_1_cs[l_32_] = l_28_;
                }
                uint l_34_ = (l_33_ + l_32_);
                uint l_99_ = _group_0_binding_3_cs.static_meta[1];
                uint l_100_ = (l_99_ * 1u);
                bool l_101_ = (l_34_ < l_100_);
                if (l_101_) {
                    _group_0_binding_1_cs[l_34_] = l_30_;
                }
            }
        }
        return;
    } else {
        return;
    }
}
