#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct info_st {
    uint static_meta[6];
};
const uint WORKGROUP_SIZE_X = 64u;
const uint WORKGROUP_SIZE_Y = 1u;
const uint WORKGROUP_SIZE_Z = 1u;

layout(std430) buffer type_1_block_0Compute { float _group_0_binding_0_cs[]; };

layout(std430) buffer type_1_block_1Compute { float _group_0_binding_2_cs[]; };

layout(std430) readonly buffer info_st_block_2Compute { info_st _group_0_binding_3_cs; };


void main() {
    uvec3 global_id = gl_GlobalInvocationID;
    uvec3 num_workgroups = gl_NumWorkGroups;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_3_cs.static_meta[3];
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_4_ = _group_0_binding_3_cs.static_meta[0];
        uint l_5_ = (l_4_ * 1u);
        bool l_6_ = (id < l_5_);
        uint l_7_ = (l_5_ - 1u);
        uint l_8_ = min(id, l_7_);
        float l_9_ = _group_0_binding_0_cs[l_8_];
        float l_2_ = (l_6_ ? l_9_ : 0.0);
        float l_3_ = (l_2_ * 0.0);
        uint l_11_ = _group_0_binding_3_cs.static_meta[2];
        uint l_12_ = (l_11_ * 1u);
        bool l_13_ = (id < l_12_);
        if (l_13_) {
            _group_0_binding_2_cs[id] = l_3_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
