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
    float l_mut_13_ = 0.0;
    float l_mut_24_ = 0.0;
    float l_mut_6_ = 0.0;
    float l_mut_7_ = 0.0;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_4_cs.static_meta[4];
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_28_ = _group_0_binding_4_cs.static_meta[2];
        uint l_29_ = (l_28_ * 1u);
        bool l_30_ = (0u < l_29_);
        uint l_31_ = (l_29_ - 1u);
        uint l_32_ = min(0u, l_31_);
        float l_33_ = _group_0_binding_2_cs[l_32_];
        float l_2_ = (l_30_ ? l_33_ : 0.0);
        uint l_35_ = _group_0_binding_4_cs.static_meta[2];
        uint l_36_ = (l_35_ * 1u);
        bool l_37_ = (1u < l_36_);
        uint l_38_ = (l_36_ - 1u);
        uint l_39_ = min(1u, l_38_);
        float l_40_ = _group_0_binding_2_cs[l_39_];
        float l_3_ = (l_37_ ? l_40_ : 0.0);
        uint l_42_ = _group_0_binding_4_cs.static_meta[0];
        uint l_43_ = (l_42_ * 1u);
        bool l_44_ = (id < l_43_);
        uint l_45_ = (l_43_ - 1u);
        uint l_46_ = min(id, l_45_);
        float l_47_ = _group_0_binding_0_cs[l_46_];
        float l_4_ = (l_44_ ? l_47_ : 0.0);
        uint l_49_ = _group_0_binding_4_cs.static_meta[1];
        uint l_50_ = (l_49_ * 1u);
        bool l_51_ = (id < l_50_);
        uint l_52_ = (l_50_ - 1u);
        uint l_53_ = min(id, l_52_);
        float l_54_ = _group_0_binding_1_cs[l_53_];
        float l_5_ = (l_51_ ? l_54_ : 0.0);
        l_mut_6_ = l_4_;
        l_mut_7_ = l_5_;
        float l_8_ = abs(l_5_);
        float l_9_ = abs(l_4_);
        bool l_10_ = (l_8_ >= l_9_);
        if (l_10_) {
            l_mut_6_ = l_5_;
            l_mut_7_ = l_4_;
        }
        float _e101 = l_mut_6_;
        float _e102 = l_mut_7_;
        float l_11_ = (_e101 + _e102);
        float l_12_ = (l_11_ * l_3_);
        l_mut_13_ = l_12_;
        float _e105 = l_mut_13_;
        float _e106 = l_mut_6_;
        float l_14_ = (_e105 - _e106);
        float l_15_ = (l_14_ * l_3_);
        float _e109 = l_mut_13_;
        float l_16_ = (_e109 - l_15_);
        float l_17_ = (l_16_ * l_3_);
        float _e112 = l_mut_6_;
        float l_18_ = (l_17_ - _e112);
        float l_19_ = (l_18_ * l_3_);
        float _e115 = l_mut_7_;
        float l_20_ = (_e115 - l_19_);
        float l_21_ = (l_20_ * l_3_);
        float l_22_ = (l_21_ - l_15_);
        float l_23_ = (l_22_ * l_3_);
        l_mut_24_ = l_23_;
        float _e120 = l_mut_24_;
        float l_25_ = (_e120 + l_15_);
        bool l_26_ = (l_25_ != l_21_);
        if (l_26_) {
            float _e123 = l_mut_6_;
            l_mut_13_ = _e123;
            float _e124 = l_mut_7_;
            l_mut_24_ = _e124;
        }
        uint l_56_ = _group_0_binding_4_cs.static_meta[3];
        uint l_57_ = (l_56_ * 1u);
        bool l_58_ = (id < l_57_);
        if (l_58_) {
            float _e134 = l_mut_13_;
            _group_0_binding_3_cs[id] = _e134;
        }
        uint l_27_ = (l_0_ + id);
        uint l_59_ = _group_0_binding_4_cs.static_meta[3];
        uint l_60_ = (l_59_ * 1u);
        bool l_61_ = (l_27_ < l_60_);
        if (l_61_) {
            float _e145 = l_mut_24_;
            _group_0_binding_3_cs[l_27_] = _e145;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
