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

layout(std430) buffer type_1_block_0Compute { float _group_0_binding_0_cs[]; };

layout(std430) buffer type_1_block_1Compute { float _group_0_binding_1_cs[]; };

layout(std430) buffer type_1_block_2Compute { float _group_0_binding_2_cs[]; };

layout(std430) buffer type_1_block_3Compute { float _group_0_binding_3_cs[]; };

layout(std430) readonly buffer info_st_block_4Compute { info_st _group_0_binding_4_cs; };


void main() {
    uvec3 global_id = gl_GlobalInvocationID;
    uvec3 num_workgroups = gl_NumWorkGroups;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_4_cs.static_meta[4];
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_12_ = _group_0_binding_4_cs.static_meta[2];
        uint l_13_ = (l_12_ * 1u);
        bool l_14_ = (0u < l_13_);
        uint l_15_ = (l_13_ - 1u);
        uint l_16_ = min(0u, l_15_);
        float l_17_ = _group_0_binding_2_cs[l_16_];
        float l_2_ = (l_14_ ? l_17_ : 0.0);
        uint l_19_ = _group_0_binding_4_cs.static_meta[2];
        uint l_20_ = (l_19_ * 1u);
        bool l_21_ = (1u < l_20_);
        uint l_22_ = (l_20_ - 1u);
        uint l_23_ = min(1u, l_22_);
        float l_24_ = _group_0_binding_2_cs[l_23_];
        float l_3_ = (l_21_ ? l_24_ : 0.0);
        uint l_26_ = _group_0_binding_4_cs.static_meta[0];
        uint l_27_ = (l_26_ * 1u);
        bool l_28_ = (id < l_27_);
        uint l_29_ = (l_27_ - 1u);
        uint l_30_ = min(id, l_29_);
        float l_31_ = _group_0_binding_0_cs[l_30_];
        float l_4_ = (l_28_ ? l_31_ : 0.0);
        uint l_33_ = _group_0_binding_4_cs.static_meta[1];
        uint l_34_ = (l_33_ * 1u);
        bool l_35_ = (id < l_34_);
        uint l_36_ = (l_34_ - 1u);
        uint l_37_ = min(id, l_36_);
        float l_38_ = _group_0_binding_1_cs[l_37_];
        float l_5_ = (l_35_ ? l_38_ : 0.0);
        float l_6_ = (l_4_ + l_5_);
        float l_7_ = (l_6_ * l_3_);
        float l_8_ = (l_7_ - l_4_);
        float l_9_ = (l_8_ * l_3_);
        float l_10_ = (l_5_ - l_9_);
        uint l_40_ = _group_0_binding_4_cs.static_meta[3];
        uint l_41_ = (l_40_ * 1u);
        bool l_42_ = (id < l_41_);
        if (l_42_) {
            _group_0_binding_3_cs[id] = l_7_;
        }
        uint l_11_ = (l_0_ + id);
        uint l_43_ = _group_0_binding_4_cs.static_meta[3];
        uint l_44_ = (l_43_ * 1u);
        bool l_45_ = (l_11_ < l_44_);
        if (l_45_) {
            _group_0_binding_3_cs[l_11_] = l_10_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
