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
    uint l_0_ = _group_0_binding_4_cs.static_meta[7];
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_7_ = _group_0_binding_4_cs.static_meta[0];
        uint l_8_ = (l_7_ * 1u);
        bool l_9_ = (id < l_8_);
        uint l_10_ = (l_8_ - 1u);
        uint l_11_ = min(id, l_10_);
        float l_12_ = _group_0_binding_0_cs[l_11_];
        float l_2_ = (l_9_ ? l_12_ : 0.0);
        uint l_14_ = _group_0_binding_4_cs.static_meta[1];
        uint l_15_ = (l_14_ * 1u);
        bool l_16_ = (id < l_15_);
        uint l_17_ = (l_15_ - 1u);
        uint l_18_ = min(id, l_17_);
        float l_19_ = _group_0_binding_1_cs[l_18_];
        float l_3_ = (l_16_ ? l_19_ : 0.0);
        float l_4_ = (l_2_ * l_3_);
        uint l_21_ = _group_0_binding_4_cs.static_meta[2];
        uint l_22_ = (l_21_ * 1u);
        bool l_23_ = (id < l_22_);
        uint l_24_ = (l_22_ - 1u);
        uint l_25_ = min(id, l_24_);
        float l_26_ = _group_0_binding_2_cs[l_25_];
        float l_5_ = (l_23_ ? l_26_ : 0.0);
        float l_6_ = (l_4_ + l_5_);
        uint l_28_ = _group_0_binding_4_cs.static_meta[3];
        uint l_29_ = (l_28_ * 1u);
        bool l_30_ = (id < l_29_);
        if (l_30_) {
            _group_0_binding_3_cs[id] = l_6_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
