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
        uint l_9_ = _group_0_binding_4_cs.static_meta[0];
        uint l_10_ = (l_9_ * 1u);
        bool l_11_ = (id < l_10_);
        uint l_12_ = (l_10_ - 1u);
        uint l_13_ = min(id, l_12_);
        float l_14_ = _group_0_binding_0_cs[l_13_];
        float l_2_ = (l_11_ ? l_14_ : 0.0);
        uint l_16_ = _group_0_binding_4_cs.static_meta[1];
        uint l_17_ = (l_16_ * 1u);
        bool l_18_ = (id < l_17_);
        uint l_19_ = (l_17_ - 1u);
        uint l_20_ = min(id, l_19_);
        float l_21_ = _group_0_binding_1_cs[l_20_];
        float l_3_ = (l_18_ ? l_21_ : 0.0);
        float l_4_ = (l_2_ * l_3_);
        uint l_23_ = _group_0_binding_4_cs.static_meta[2];
        uint l_24_ = (l_23_ * 1u);
        bool l_25_ = (0u < l_24_);
        uint l_26_ = (l_24_ - 1u);
        uint l_27_ = min(0u, l_26_);
        float l_28_ = _group_0_binding_2_cs[l_27_];
        float l_5_ = (l_25_ ? l_28_ : 0.0);
        float l_6_ = (l_4_ * l_5_);
        uint l_30_ = _group_0_binding_4_cs.static_meta[0];
        uint l_31_ = (l_30_ * 1u);
        bool l_32_ = (id < l_31_);
        uint l_33_ = (l_31_ - 1u);
        uint l_34_ = min(id, l_33_);
        float l_35_ = _group_0_binding_0_cs[l_34_];
        float l_7_ = (l_32_ ? l_35_ : 0.0);
        float l_8_ = (l_6_ / l_7_);
        uint l_37_ = _group_0_binding_4_cs.static_meta[3];
        uint l_38_ = (l_37_ * 1u);
        bool l_39_ = (id < l_38_);
        if (l_39_) {
            _group_0_binding_3_cs[id] = l_8_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
