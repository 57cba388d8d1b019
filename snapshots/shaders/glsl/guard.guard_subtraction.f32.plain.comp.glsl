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
    float l_mut_5_ = 0.0;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_4_cs.static_meta[5];
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_8_ = _group_0_binding_4_cs.static_meta[0];
        uint l_9_ = (l_8_ * 1u);
        bool l_10_ = (0u < l_9_);
        uint l_11_ = (l_9_ - 1u);
        uint l_12_ = min(0u, l_11_);
        float l_13_ = _group_0_binding_0_cs[l_12_];
        float l_2_ = (l_10_ ? l_13_ : 0.0);
        uint l_15_ = _group_0_binding_4_cs.static_meta[1];
        uint l_16_ = (l_15_ * 1u);
        bool l_17_ = (id < l_16_);
        uint l_18_ = (l_16_ - 1u);
        uint l_19_ = min(id, l_18_);
        float l_20_ = _group_0_binding_1_cs[l_19_];
        float l_3_ = (l_17_ ? l_20_ : 0.0);
        float l_4_ = (l_2_ - l_3_);
        l_mut_5_ = l_4_;
        uint l_22_ = _group_0_binding_4_cs.static_meta[3];
        uint l_23_ = (l_22_ * 1u);
        bool l_24_ = (id < l_23_);
        if (l_24_) {
            float _e73 = l_mut_5_;
            _group_0_binding_3_cs[id] = _e73;
        }
        uint l_6_ = (l_0_ + id);
        float _e75 = l_mut_5_;
        float l_7_ = (_e75 - l_2_);
        uint l_25_ = _group_0_binding_4_cs.static_meta[3];
        uint l_26_ = (l_25_ * 1u);
        bool l_27_ = (l_6_ < l_26_);
        if (l_27_) {
            _group_0_binding_3_cs[l_6_] = l_7_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
