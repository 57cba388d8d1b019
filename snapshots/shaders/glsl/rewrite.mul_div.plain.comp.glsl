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
        uint l_8_ = _group_0_binding_4_cs.static_meta[0];
        uint l_9_ = (l_8_ * 1u);
        bool l_10_ = (id < l_9_);
        uint l_11_ = (l_9_ - 1u);
        uint l_12_ = min(id, l_11_);
        float l_13_ = _group_0_binding_0_cs[l_12_];
        float l_2_ = (l_10_ ? l_13_ : 0.0);
        uint l_15_ = _group_0_binding_4_cs.static_meta[1];
        uint l_16_ = (l_15_ * 1u);
        bool l_17_ = (id < l_16_);
        uint l_18_ = (l_16_ - 1u);
        uint l_19_ = min(id, l_18_);
        float l_20_ = _group_0_binding_1_cs[l_19_];
        float l_3_ = (l_17_ ? l_20_ : 0.0);
        float l_4_ = (l_2_ * l_3_);
        uint l_22_ = _group_0_binding_4_cs.static_meta[2];
        uint l_23_ = (l_22_ * 1u);
        bool l_24_ = (0u < l_23_);
        uint l_25_ = (l_23_ - 1u);
        uint l_26_ = min(0u, l_25_);
        float l_27_ = _group_0_binding_2_cs[l_26_];
        float l_5_ = (l_24_ ? l_27_ : 0.0);
        uint l_29_ = _group_0_binding_4_cs.static_meta[0];
        uint l_30_ = (l_29_ * 1u);
        bool l_31_ = (id < l_30_);
        uint l_32_ = (l_30_ - 1u);
        uint l_33_ = min(id, l_32_);
        float l_34_ = _group_0_binding_0_cs[l_33_];
        float l_6_ = (l_31_ ? l_34_ : 0.0);
        float l_7_ = (l_4_ / l_6_);
        uint l_36_ = _group_0_binding_4_cs.static_meta[3];
        uint l_37_ = (l_36_ * 1u);
        bool l_38_ = (id < l_37_);
        if (l_38_) {
            _group_0_binding_3_cs[id] = l_7_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
