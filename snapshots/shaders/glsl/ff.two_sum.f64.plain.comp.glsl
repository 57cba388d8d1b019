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
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_13_ = _group_0_binding_4_cs.static_meta[2];
        uint l_14_ = (l_13_ * 1u);
        bool l_15_ = (0u < l_14_);
        uint l_16_ = (l_14_ - 1u);
        uint l_17_ = min(0u, l_16_);
        double l_18_ = _group_0_binding_2_cs[l_17_];
        double l_2_ = (l_15_ ? l_18_ : 0.0LF);
        uint l_20_ = _group_0_binding_4_cs.static_meta[2];
        uint l_21_ = (l_20_ * 1u);
        bool l_22_ = (1u < l_21_);
        uint l_23_ = (l_21_ - 1u);
        uint l_24_ = min(1u, l_23_);
        double l_25_ = _group_0_binding_2_cs[l_24_];
        double l_3_ = (l_22_ ? l_25_ : 0.0LF);
        uint l_27_ = _group_0_binding_4_cs.static_meta[0];
        uint l_28_ = (l_27_ * 1u);
        bool l_29_ = (id < l_28_);
        uint l_30_ = (l_28_ - 1u);
        uint l_31_ = min(id, l_30_);
        double l_32_ = _group_0_binding_0_cs[l_31_];
        double l_4_ = (l_29_ ? l_32_ : 0.0LF);
        uint l_34_ = _group_0_binding_4_cs.static_meta[1];
        uint l_35_ = (l_34_ * 1u);
        bool l_36_ = (id < l_35_);
        uint l_37_ = (l_35_ - 1u);
        uint l_38_ = min(id, l_37_);
        double l_39_ = _group_0_binding_1_cs[l_38_];
        double l_5_ = (l_36_ ? l_39_ : 0.0LF);
        double l_6_ = (l_4_ + l_5_);
        double l_7_ = (l_6_ - l_4_);
        double l_8_ = (l_6_ - l_7_);
        double l_9_ = (l_4_ - l_8_);
        double l_10_ = (l_5_ - l_7_);
        double l_11_ = (l_9_ + l_10_);
        uint l_41_ = _group_0_binding_4_cs.static_meta[3];
        uint l_42_ = (l_41_ * 1u);
        bool l_43_ = (id < l_42_);
        if (l_43_) {
            _group_0_binding_3_cs[id] = l_6_;
        }
        uint l_12_ = (l_0_ + id);
        uint l_44_ = _group_0_binding_4_cs.static_meta[3];
        uint l_45_ = (l_44_ * 1u);
        bool l_46_ = (l_12_ < l_45_);
        if (l_46_) {
            _group_0_binding_3_cs[l_12_] = l_11_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
