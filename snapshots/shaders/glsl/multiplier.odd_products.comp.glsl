#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct info_st {
    uint static_meta[4];
};
const uint WORKGROUP_SIZE_X = 64u;
const uint WORKGROUP_SIZE_Y = 1u;
const uint WORKGROUP_SIZE_Z = 1u;

layout(std430) buffer type_1_block_0Compute { float _group_0_binding_0_cs[]; };

layout(std430) buffer type_1_block_1Compute { float _group_0_binding_1_cs[]; };

layout(std430) readonly buffer info_st_block_2Compute { info_st _group_0_binding_2_cs; };


void main() {
    uvec3 global_id = gl_GlobalInvocationID;
    uvec3 num_workgroups = gl_NumWorkGroups;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_2_cs.static_meta[3];
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_2_ = (id + 1u);
        uint l_3_ = (2u * l_2_);
        uint l_4_ = (l_3_ + 1u);
        float l_5_ = float(l_4_);
        uint l_8_ = _group_0_binding_2_cs.static_meta[0];
        uint l_9_ = (l_8_ * 1u);
        bool l_10_ = (0u < l_9_);
        uint l_11_ = (l_9_ - 1u);
        uint l_12_ = min(0u, l_11_);
        float l_13_ = _group_0_binding_0_cs[l_12_];
        float l_6_ = (l_10_ ? l_13_ : 0.0);
        float l_7_ = (l_6_ * l_5_);
        uint l_15_ = _group_0_binding_2_cs.static_meta[1];
        uint l_16_ = (l_15_ * 1u);
        bool l_17_ = (id < l_16_);
        if (l_17_) {
            _group_0_binding_1_cs[id] = l_7_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
