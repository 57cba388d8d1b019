#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct info_st {
    uint static_meta[8];
};
const uint WORKGROUP_SIZE_X = 64u;
const uint WORKGROUP_SIZE_Y = 1u;
const uint WORKGROUP_SIZE_Z = 1u;

layout(std430) buffer type_1_block_0Compute { double _group_0_binding_0_cs[]; };

layout(std430) buffer type_1_block_1Compute { double _group_0_binding_1_cs[]; };

layout(std430) buffer type_1_block_2Compute { double _group_0_binding_2_cs[]; };

layout(std430) buffer type_1_block_3Compute { double _group_0_binding_3_cs[]; };

layout(std430) readonly buffer info_st_block_4Compute { info_st _group_0_binding_4_cs; };


void main() {
    uvec3 global_id = gl_GlobalInvocationID;
    uvec3 num_workgroups = gl_NumWorkGroups;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_4_cs.static_meta[4];
    uint l_1_ = (l_0_ / 2u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_28_ = _group_0_binding_4_cs.static_meta[2];
        uint l_29_ = (l_28_ * 1u);
        bool l_30_ = (0u < l_29_);
        uint l_31_ = (l_29_ - 1u);
        uint l_32_ = min(0u, l_31_);
        double l_33_ = _group_0_binding_2_cs[l_32_];
        double l_3_ = (l_30_ ? l_33_ : 0.0LF);
        uint l_35_ = _group_0_binding_4_cs.static_meta[2];
        uint l_36_ = (l_35_ * 1u);
        bool l_37_ = (1u < l_36_);
        uint l_38_ = (l_36_ - 1u);
        uint l_39_ = min(1u, l_38_);
        double l_40_ = _group_0_binding_2_cs[l_39_];
        double l_4_ = (l_37_ ? l_40_ : 0.0LF);
        uint l_42_ = _group_0_binding_4_cs.static_meta[0];
        uint l_43_ = (l_42_ * 1u);
        bool l_44_ = (id < l_43_);
        uint l_45_ = (l_43_ - 1u);
        uint l_46_ = min(id, l_45_);
        double l_47_ = _group_0_binding_0_cs[l_46_];
        double l_5_ = (l_44_ ? l_47_ : 0.0LF);
        uint l_6_ = (l_1_ + id);
        uint l_49_ = _group_0_binding_4_cs.static_meta[0];
        uint l_50_ = (l_49_ * 1u);
        bool l_51_ = (l_6_ < l_50_);
        uint l_52_ = (l_50_ - 1u);
        uint l_53_ = min(l_6_, l_52_);
        double l_54_ = _group_0_binding_0_cs[l_53_];
        double l_7_ = (l_51_ ? l_54_ : 0.0LF);
        uint l_56_ = _group_0_binding_4_cs.static_meta[1];
        uint l_57_ = (l_56_ * 1u);
        bool l_58_ = (id < l_57_);
        uint l_59_ = (l_57_ - 1u);
        uint l_60_ = min(id, l_59_);
        double l_61_ = _group_0_binding_1_cs[l_60_];
        double l_8_ = (l_58_ ? l_61_ : 0.0LF);
        uint l_9_ = (l_1_ + id);
        uint l_63_ = _group_0_binding_4_cs.static_meta[1];
        uint l_64_ = (l_63_ * 1u);
        bool l_65_ = (l_9_ < l_64_);
        uint l_66_ = (l_64_ - 1u);
        uint l_67_ = min(l_9_, l_66_);
        double l_68_ = _group_0_binding_1_cs[l_67_];
        double l_10_ = (l_65_ ? l_68_ : 0.0LF);
        double l_11_ = (l_5_ + l_8_);
        double l_12_ = (l_11_ * l_4_);
        double l_13_ = (l_12_ - l_5_);
        double l_14_ = (l_13_ * l_4_);
        double l_15_ = (l_12_ - l_14_);
        double l_16_ = (l_15_ * l_4_);
        double l_17_ = (l_5_ - l_16_);
        double l_18_ = (l_8_ - l_14_);
        double l_19_ = (l_17_ + l_18_);
        double l_20_ = (l_7_ + l_10_);
        double l_21_ = (l_19_ + l_20_);
        double l_22_ = (l_12_ + l_21_);
        double l_23_ = (l_22_ * l_4_);
        double l_24_ = (l_23_ - l_12_);
        double l_25_ = (l_24_ * l_4_);
        double l_26_ = (l_21_ - l_25_);
        uint l_70_ = _group_0_binding_4_cs.static_meta[3];
        uint l_71_ = (l_70_ * 1u);
        bool l_72_ = (id < l_71_);
        if (l_72_) {
            _group_0_binding_3_cs[id] = l_23_;
        }
        uint l_27_ = (l_1_ + id);
        uint l_73_ = _group_0_binding_4_cs.static_meta[3];
        uint l_74_ = (l_73_ * 1u);
        bool l_75_ = (l_27_ < l_74_);
        if (l_75_) {
            _group_0_binding_3_cs[l_27_] = l_26_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
