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
        uint l_11_ = _group_0_binding_4_cs.static_meta[2];
        uint l_12_ = (l_11_ * 1u);
        bool l_13_ = (0u < l_12_);
        uint l_14_ = (l_12_ - 1u);
        uint l_15_ = min(0u, l_14_);
        double l_16_ = _group_0_binding_2_cs[l_15_];
        double l_2_ = (l_13_ ? l_16_ : 0.0LF);
        uint l_18_ = _group_0_binding_4_cs.static_meta[2];
        uint l_19_ = (l_18_ * 1u);
        bool l_20_ = (1u < l_19_);
        uint l_21_ = (l_19_ - 1u);
        uint l_22_ = min(1u, l_21_);
        double l_23_ = _group_0_binding_2_cs[l_22_];
        double l_3_ = (l_20_ ? l_23_ : 0.0LF);
        uint l_25_ = _group_0_binding_4_cs.static_meta[0];
        uint l_26_ = (l_25_ * 1u);
        bool l_27_ = (id < l_26_);
        uint l_28_ = (l_26_ - 1u);
        uint l_29_ = min(id, l_28_);
        double l_30_ = _group_0_binding_0_cs[l_29_];
        double l_4_ = (l_27_ ? l_30_ : 0.0LF);
        uint l_32_ = _group_0_binding_4_cs.static_meta[1];
        uint l_33_ = (l_32_ * 1u);
        bool l_34_ = (id < l_33_);
        uint l_35_ = (l_33_ - 1u);
        uint l_36_ = min(id, l_35_);
        double l_37_ = _group_0_binding_1_cs[l_36_];
        double l_5_ = (l_34_ ? l_37_ : 0.0LF);
        double l_6_ = (l_4_ * l_5_);
        double l_7_ = (l_6_ * l_3_);
        double l_8_ = -(l_7_);
        double l_9_ = fma(l_4_, l_5_, l_8_);
        uint l_39_ = _group_0_binding_4_cs.static_meta[3];
        uint l_40_ = (l_39_ * 1u);
        bool l_41_ = (id < l_40_);
        if (l_41_) {
            _group_0_binding_3_cs[id] = l_7_;
        }
        uint l_10_ = (l_0_ + id);
        uint l_42_ = _group_0_binding_4_cs.static_meta[3];
        uint l_43_ = (l_42_ * 1u);
        bool l_44_ = (l_10_ < l_43_);
        if (l_44_) {
            _group_0_binding_3_cs[l_10_] = l_9_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
