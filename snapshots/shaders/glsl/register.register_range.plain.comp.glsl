#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;

struct info_st {
    uint static_meta[6];
};
const uint WORKGROUP_SIZE_X = 1u;
const uint WORKGROUP_SIZE_Y = 1u;
const uint WORKGROUP_SIZE_Z = 1u;

layout(std430) buffer type_1_block_0Compute { float _group_0_binding_0_cs[]; };

layout(std430) buffer type_1_block_1Compute { float _group_0_binding_2_cs[]; };

layout(std430) readonly buffer info_st_block_2Compute { info_st _group_0_binding_3_cs; };


void main() {
    uvec3 global_id = gl_GlobalInvocationID;
    uvec3 num_workgroups = gl_NumWorkGroups;
    float l_mut_3_ = 0.0;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 1u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 1u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_5_ = _group_0_binding_3_cs.static_meta[0];
        uint l_6_ = (l_5_ * 1u);
        bool l_7_ = (0u < l_6_);
        uint l_8_ = (l_6_ - 1u);
        uint l_9_ = min(0u, l_8_);
        float l_10_ = _group_0_binding_0_cs[l_9_];
        float l_1_ = (l_7_ ? l_10_ : 0.0);
        float l_2_ = (l_1_ + l_1_);
        l_mut_3_ = l_2_;
        float _e46 = l_mut_3_;
        float l_4_ = (_e46 - l_1_);
        uint l_12_ = _group_0_binding_3_cs.static_meta[2];
        uint l_13_ = (l_12_ * 1u);
        bool l_14_ = (0u < l_13_);
        if (l_14_) {
            _group_0_binding_2_cs[0] = l_4_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
