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

layout(std430) buffer type_1_block_0Compute { uint _group_0_binding_0_cs[]; };

layout(std430) buffer type_3_block_1Compute { float _group_0_binding_1_cs[]; };

layout(std430) readonly buffer info_st_block_2Compute { info_st _group_0_binding_2_cs; };


void main() {
    uvec3 global_id = gl_GlobalInvocationID;
    uvec3 num_workgroups = gl_NumWorkGroups;
    float l_mut_5_ = 0.0;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_2_cs.static_meta[3];
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_7_ = _group_0_binding_2_cs.static_meta[0];
        uint l_8_ = (l_7_ * 1u);
        bool l_9_ = (0u < l_8_);
        uint l_10_ = (l_8_ - 1u);
        uint l_11_ = min(0u, l_10_);
        uint l_12_ = _group_0_binding_0_cs[l_11_];
        uint l_2_ = (l_9_ ? l_12_ : 0u);
        uint l_3_ = (l_2_ + id);
        float l_4_ = uintBitsToFloat(l_3_);
        l_mut_5_ = l_4_;
        float l_6_ = inversesqrt(l_4_);
        l_mut_5_ = l_6_;
        uint l_14_ = _group_0_binding_2_cs.static_meta[1];
        uint l_15_ = (l_14_ * 1u);
        bool l_16_ = (id < l_15_);
        if (l_16_) {
            float _e60 = l_mut_5_;
            _group_0_binding_1_cs[id] = _e60;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
