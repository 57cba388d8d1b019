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
        uint l_14_ = _group_0_binding_4_cs.static_meta[0];
        uint l_15_ = (l_14_ * 1u);
        bool l_16_ = (id < l_15_);
        uint l_17_ = (l_15_ - 1u);
        uint l_18_ = min(id, l_17_);
        float l_19_ = _group_0_binding_0_cs[l_18_];
        float l_2_ = (l_16_ ? l_19_ : 0.0);
        uint l_21_ = _group_0_binding_4_cs.static_meta[1];
        uint l_22_ = (l_21_ * 1u);
        bool l_23_ = (id < l_22_);
        uint l_24_ = (l_22_ - 1u);
        uint l_25_ = min(id, l_24_);
        float l_26_ = _group_0_binding_1_cs[l_25_];
        float l_3_ = (l_23_ ? l_26_ : 0.0);
        float l_4_ = (l_2_ + l_3_);
        uint l_28_ = _group_0_binding_4_cs.static_meta[2];
        uint l_29_ = (l_28_ * 1u);
        bool l_30_ = (0u < l_29_);
        uint l_31_ = (l_29_ - 1u);
        uint l_32_ = min(0u, l_31_);
        float l_33_ = _group_0_binding_2_cs[l_32_];
        float l_5_ = (l_30_ ? l_33_ : 0.0);
        float l_6_ = (l_4_ - l_2_);
        uint l_35_ = _group_0_binding_4_cs.static_meta[2];
        uint l_36_ = (l_35_ * 1u);
        bool l_37_ = (0u < l_36_);
        uint l_38_ = (l_36_ - 1u);
        uint l_39_ = min(0u, l_38_);
        float l_40_ = _group_0_binding_2_cs[l_39_];
        float l_7_ = (l_37_ ? l_40_ : 0.0);
        float l_8_ = (l_4_ - l_6_);
        uint l_42_ = _group_0_binding_4_cs.static_meta[2];
        uint l_43_ = (l_42_ * 1u);
        bool l_44_ = (0u < l_43_);
        uint l_45_ = (l_43_ - 1u);
        uint l_46_ = min(0u, l_45_);
        float l_47_ = _group_0_binding_2_cs[l_46_];
        float l_9_ = (l_44_ ? l_47_ : 0.0);
        float l_10_ = (l_2_ - l_8_);
        float l_11_ = (l_3_ - l_6_);
        float l_12_ = (l_10_ + l_11_);
        uint l_49_ = _group_0_binding_4_cs.static_meta[3];
        uint l_50_ = (l_49_ * 1u);
        bool l_51_ = (id < l_50_);
        if (l_51_) {
            _group_0_binding_3_cs[id] = l_4_;
        }
        uint l_13_ = (l_0_ + id);
        uint l_52_ = _group_0_binding_4_cs.static_meta[3];
        uint l_53_ = (l_52_ * 1u);
        bool l_54_ = (l_13_ < l_53_);
        if (l_54_) {
            _group_0_binding_3_cs[l_13_] = l_12_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
