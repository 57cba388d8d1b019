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
        uint l_20_ = _group_0_binding_4_cs.static_meta[0];
        uint l_21_ = (l_20_ * 1u);
        bool l_22_ = (id < l_21_);
        uint l_23_ = (l_21_ - 1u);
        uint l_24_ = min(id, l_23_);
        float l_25_ = _group_0_binding_0_cs[l_24_];
        float l_2_ = (l_22_ ? l_25_ : 0.0);
        uint l_27_ = _group_0_binding_4_cs.static_meta[1];
        uint l_28_ = (l_27_ * 1u);
        bool l_29_ = (id < l_28_);
        uint l_30_ = (l_28_ - 1u);
        uint l_31_ = min(id, l_30_);
        float l_32_ = _group_0_binding_1_cs[l_31_];
        float l_3_ = (l_29_ ? l_32_ : 0.0);
        float l_4_ = (l_2_ + l_3_);
        uint l_34_ = _group_0_binding_4_cs.static_meta[2];
        uint l_35_ = (l_34_ * 1u);
        bool l_36_ = (0u < l_35_);
        uint l_37_ = (l_35_ - 1u);
        uint l_38_ = min(0u, l_37_);
        float l_39_ = _group_0_binding_2_cs[l_38_];
        float l_5_ = (l_36_ ? l_39_ : 0.0);
        uint l_6_ = floatBitsToUint(l_4_);
        float l_7_ = uintBitsToFloat(l_6_);
        float l_8_ = (l_7_ - l_2_);
        uint l_41_ = _group_0_binding_4_cs.static_meta[2];
        uint l_42_ = (l_41_ * 1u);
        bool l_43_ = (0u < l_42_);
        uint l_44_ = (l_42_ - 1u);
        uint l_45_ = min(0u, l_44_);
        float l_46_ = _group_0_binding_2_cs[l_45_];
        float l_9_ = (l_43_ ? l_46_ : 0.0);
        uint l_10_ = floatBitsToUint(l_8_);
        float l_11_ = uintBitsToFloat(l_10_);
        float l_12_ = (l_7_ - l_11_);
        uint l_48_ = _group_0_binding_4_cs.static_meta[2];
        uint l_49_ = (l_48_ * 1u);
        bool l_50_ = (0u < l_49_);
        uint l_51_ = (l_49_ - 1u);
        uint l_52_ = min(0u, l_51_);
        float l_53_ = _group_0_binding_2_cs[l_52_];
        float l_13_ = (l_50_ ? l_53_ : 0.0);
        uint l_14_ = floatBitsToUint(l_12_);
        float l_15_ = uintBitsToFloat(l_14_);
        float l_16_ = (l_2_ - l_15_);
        float l_17_ = (l_3_ - l_11_);
        float l_18_ = (l_16_ + l_17_);
        uint l_55_ = _group_0_binding_4_cs.static_meta[3];
        uint l_56_ = (l_55_ * 1u);
        bool l_57_ = (id < l_56_);
        if (l_57_) {
            _group_0_binding_3_cs[id] = l_7_;
        }
        uint l_19_ = (l_0_ + id);
        uint l_58_ = _group_0_binding_4_cs.static_meta[3];
        uint l_59_ = (l_58_ * 1u);
        bool l_60_ = (l_19_ < l_59_);
        if (l_60_) {
            _group_0_binding_3_cs[l_19_] = l_18_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
