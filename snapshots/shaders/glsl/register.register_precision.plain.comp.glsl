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
    float l_mut_8_ = 0.0;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_4_cs.static_meta[5];
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_15_ = _group_0_binding_4_cs.static_meta[0];
        uint l_16_ = (l_15_ * 1u);
        bool l_17_ = (0u < l_16_);
        uint l_18_ = (l_16_ - 1u);
        uint l_19_ = min(0u, l_18_);
        float l_20_ = _group_0_binding_0_cs[l_19_];
        float l_2_ = (l_17_ ? l_20_ : 0.0);
        uint l_22_ = _group_0_binding_4_cs.static_meta[1];
        uint l_23_ = (l_22_ * 1u);
        bool l_24_ = (id < l_23_);
        uint l_25_ = (l_23_ - 1u);
        uint l_26_ = min(id, l_25_);
        float l_27_ = _group_0_binding_1_cs[l_26_];
        float l_3_ = (l_24_ ? l_27_ : 0.0);
        float l_4_ = (l_2_ + l_3_);
        l_mut_5_ = l_4_;
        uint l_29_ = _group_0_binding_4_cs.static_meta[1];
        uint l_30_ = (l_29_ * 1u);
        bool l_31_ = (id < l_30_);
        uint l_32_ = (l_30_ - 1u);
        uint l_33_ = min(id, l_32_);
        float l_34_ = _group_0_binding_1_cs[l_33_];
        float l_6_ = (l_31_ ? l_34_ : 0.0);
        float l_7_ = (l_2_ - l_6_);
        l_mut_8_ = l_7_;
        uint l_36_ = _group_0_binding_4_cs.static_meta[3];
        uint l_37_ = (l_36_ * 1u);
        bool l_38_ = (id < l_37_);
        if (l_38_) {
            float _e90 = l_mut_5_;
            _group_0_binding_3_cs[id] = _e90;
        }
        uint l_9_ = (l_0_ + id);
        float _e92 = l_mut_5_;
        float l_10_ = (_e92 - l_2_);
        uint l_39_ = _group_0_binding_4_cs.static_meta[3];
        uint l_40_ = (l_39_ * 1u);
        bool l_41_ = (l_9_ < l_40_);
        if (l_41_) {
            _group_0_binding_3_cs[l_9_] = l_10_;
        }
        uint l_11_ = (2u * l_0_);
        uint l_12_ = (l_11_ + id);
        uint l_42_ = _group_0_binding_4_cs.static_meta[1];
        uint l_43_ = (l_42_ * 1u);
        bool l_44_ = (id < l_43_);
        uint l_45_ = (l_43_ - 1u);
        uint l_46_ = min(id, l_45_);
        float l_47_ = _group_0_binding_1_cs[l_46_];
        float l_13_ = (l_44_ ? l_47_ : 0.0);
        float _e121 = l_mut_8_;
        float l_14_ = (_e121 + l_13_);
        uint l_49_ = _group_0_binding_4_cs.static_meta[3];
        uint l_50_ = (l_49_ * 1u);
        bool l_51_ = (l_12_ < l_50_);
        if (l_51_) {
            _group_0_binding_3_cs[l_12_] = l_14_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
