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
        uint l_24_ = _group_0_binding_4_cs.static_meta[2];
        uint l_25_ = (l_24_ * 1u);
        bool l_26_ = (0u < l_25_);
        uint l_27_ = (l_25_ - 1u);
        uint l_28_ = min(0u, l_27_);
        float l_29_ = _group_0_binding_2_cs[l_28_];
        float l_2_ = (l_26_ ? l_29_ : 0.0);
        uint l_31_ = _group_0_binding_4_cs.static_meta[2];
        uint l_32_ = (l_31_ * 1u);
        bool l_33_ = (1u < l_32_);
        uint l_34_ = (l_32_ - 1u);
        uint l_35_ = min(1u, l_34_);
        float l_36_ = _group_0_binding_2_cs[l_35_];
        float l_3_ = (l_33_ ? l_36_ : 0.0);
        uint l_38_ = _group_0_binding_4_cs.static_meta[0];
        uint l_39_ = (l_38_ * 1u);
        bool l_40_ = (id < l_39_);
        uint l_41_ = (l_39_ - 1u);
        uint l_42_ = min(id, l_41_);
        float l_43_ = _group_0_binding_0_cs[l_42_];
        float l_4_ = (l_40_ ? l_43_ : 0.0);
        uint l_45_ = _group_0_binding_4_cs.static_meta[1];
        uint l_46_ = (l_45_ * 1u);
        bool l_47_ = (id < l_46_);
        uint l_48_ = (l_46_ - 1u);
        uint l_49_ = min(id, l_48_);
        float l_50_ = _group_0_binding_1_cs[l_49_];
        float l_5_ = (l_47_ ? l_50_ : 0.0);
        float l_6_ = (l_4_ * l_5_);
        float l_7_ = (l_2_ * l_4_);
        float l_8_ = (l_7_ - l_4_);
        float l_9_ = (l_7_ - l_8_);
        float l_10_ = (l_4_ - l_9_);
        float l_11_ = (l_2_ * l_5_);
        float l_12_ = (l_11_ - l_5_);
        float l_13_ = (l_11_ - l_12_);
        float l_14_ = (l_5_ - l_13_);
        float l_15_ = (l_9_ * l_13_);
        float l_16_ = (l_15_ - l_6_);
        float l_17_ = (l_9_ * l_14_);
        float l_18_ = (l_16_ + l_17_);
        float l_19_ = (l_10_ * l_13_);
        float l_20_ = (l_18_ + l_19_);
        float l_21_ = (l_10_ * l_14_);
        float l_22_ = (l_20_ + l_21_);
        uint l_52_ = _group_0_binding_4_cs.static_meta[3];
        uint l_53_ = (l_52_ * 1u);
        bool l_54_ = (id < l_53_);
        if (l_54_) {
            _group_0_binding_3_cs[id] = l_6_;
        }
        uint l_23_ = (l_0_ + id);
        uint l_55_ = _group_0_binding_4_cs.static_meta[3];
        uint l_56_ = (l_55_ * 1u);
        bool l_57_ = (l_23_ < l_56_);
        if (l_57_) {
            _group_0_binding_3_cs[l_23_] = l_22_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
