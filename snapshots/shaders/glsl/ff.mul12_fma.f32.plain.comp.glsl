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
        uint l_10_ = _group_0_binding_4_cs.static_meta[2];
        uint l_11_ = (l_10_ * 1u);
        bool l_12_ = (0u < l_11_);
        uint l_13_ = (l_11_ - 1u);
        uint l_14_ = min(0u, l_13_);
        float l_15_ = _group_0_binding_2_cs[l_14_];
        float l_2_ = (l_12_ ? l_15_ : 0.0);
        uint l_17_ = _group_0_binding_4_cs.static_meta[2];
        uint l_18_ = (l_17_ * 1u);
        bool l_19_ = (1u < l_18_);
        uint l_20_ = (l_18_ - 1u);
        uint l_21_ = min(1u, l_20_);
        float l_22_ = _group_0_binding_2_cs[l_21_];
        float l_3_ = (l_19_ ? l_22_ : 0.0);
        uint l_24_ = _group_0_binding_4_cs.static_meta[0];
        uint l_25_ = (l_24_ * 1u);
        bool l_26_ = (id < l_25_);
        uint l_27_ = (l_25_ - 1u);
        uint l_28_ = min(id, l_27_);
        float l_29_ = _group_0_binding_0_cs[l_28_];
        float l_4_ = (l_26_ ? l_29_ : 0.0);
        uint l_31_ = _group_0_binding_4_cs.static_meta[1];
        uint l_32_ = (l_31_ * 1u);
        bool l_33_ = (id < l_32_);
        uint l_34_ = (l_32_ - 1u);
        uint l_35_ = min(id, l_34_);
        float l_36_ = _group_0_binding_1_cs[l_35_];
        float l_5_ = (l_33_ ? l_36_ : 0.0);
        float l_6_ = (l_4_ * l_5_);
        float l_7_ = -(l_6_);
        float l_8_ = fma(l_4_, l_5_, l_7_);
        uint l_38_ = _group_0_binding_4_cs.static_meta[3];
        uint l_39_ = (l_38_ * 1u);
        bool l_40_ = (id < l_39_);
        if (l_40_) {
            _group_0_binding_3_cs[id] = l_6_;
        }
        uint l_9_ = (l_0_ + id);
        uint l_41_ = _group_0_binding_4_cs.static_meta[3];
        uint l_42_ = (l_41_ * 1u);
        bool l_43_ = (l_9_ < l_42_);
        if (l_43_) {
            _group_0_binding_3_cs[l_9_] = l_8_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
