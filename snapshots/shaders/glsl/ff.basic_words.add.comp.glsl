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

layout(std430) buffer type_1_block_2Compute { float _group_0_binding_3_cs[]; };

layout(std430) readonly buffer info_st_block_3Compute { info_st _group_0_binding_4_cs; };


void main() {
    uvec3 global_id = gl_GlobalInvocationID;
    uvec3 num_workgroups = gl_NumWorkGroups;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_4_cs.static_meta[7];
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_5_ = _group_0_binding_4_cs.static_meta[0];
        uint l_6_ = (l_5_ * 1u);
        bool l_7_ = (id < l_6_);
        uint l_8_ = (l_6_ - 1u);
        uint l_9_ = min(id, l_8_);
        float l_10_ = _group_0_binding_0_cs[l_9_];
        float l_2_ = (l_7_ ? l_10_ : 0.0);
        uint l_12_ = _group_0_binding_4_cs.static_meta[1];
        uint l_13_ = (l_12_ * 1u);
        bool l_14_ = (id < l_13_);
        uint l_15_ = (l_13_ - 1u);
        uint l_16_ = min(id, l_15_);
        float l_17_ = _group_0_binding_1_cs[l_16_];
        float l_3_ = (l_14_ ? l_17_ : 0.0);
        float l_4_ = (l_2_ + l_3_);
        uint l_19_ = _group_0_binding_4_cs.static_meta[3];
        uint l_20_ = (l_19_ * 1u);
        bool l_21_ = (id < l_20_);
        if (l_21_) {
            _group_0_binding_3_cs[id] = l_4_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
