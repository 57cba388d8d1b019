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
        uint l_2_ = (3u * id);
        uint l_17_ = _group_0_binding_4_cs.static_meta[0];
        uint l_18_ = (l_17_ * 1u);
        bool l_19_ = (id < l_18_);
        uint l_20_ = (l_18_ - 1u);
        uint l_21_ = min(id, l_20_);
        float l_22_ = _group_0_binding_0_cs[l_21_];
        float l_3_ = (l_19_ ? l_22_ : 0.0);
        uint l_24_ = _group_0_binding_4_cs.static_meta[1];
        uint l_25_ = (l_24_ * 1u);
        bool l_26_ = (id < l_25_);
        uint l_27_ = (l_25_ - 1u);
        uint l_28_ = min(id, l_27_);
        float l_29_ = _group_0_binding_1_cs[l_28_];
        float l_4_ = (l_26_ ? l_29_ : 0.0);
        float l_5_ = min(l_3_, l_4_);
        uint l_31_ = _group_0_binding_4_cs.static_meta[3];
        uint l_32_ = (l_31_ * 1u);
        bool l_33_ = (l_2_ < l_32_);
        if (l_33_) {
            _group_0_binding_3_cs[l_2_] = l_5_;
        }
        uint l_6_ = (3u * id);
        uint l_7_ = (l_6_ + 1u);
        uint l_34_ = _group_0_binding_4_cs.static_meta[0];
        uint l_35_ = (l_34_ * 1u);
        bool l_36_ = (id < l_35_);
        uint l_37_ = (l_35_ - 1u);
        uint l_38_ = min(id, l_37_);
        float l_39_ = _group_0_binding_0_cs[l_38_];
        float l_8_ = (l_36_ ? l_39_ : 0.0);
        uint l_41_ = _group_0_binding_4_cs.static_meta[1];
        uint l_42_ = (l_41_ * 1u);
        bool l_43_ = (id < l_42_);
        uint l_44_ = (l_42_ - 1u);
        uint l_45_ = min(id, l_44_);
        float l_46_ = _group_0_binding_1_cs[l_45_];
        float l_9_ = (l_43_ ? l_46_ : 0.0);
        float l_10_ = max(l_8_, l_9_);
        uint l_48_ = _group_0_binding_4_cs.static_meta[3];
        uint l_49_ = (l_48_ * 1u);
        bool l_50_ = (l_7_ < l_49_);
        if (l_50_) {
            _group_0_binding_3_cs[l_7_] = l_10_;
        }
        uint l_11_ = (3u * id);
        uint l_12_ = (l_11_ + 2u);
        uint l_51_ = _group_0_binding_4_cs.static_meta[0];
        uint l_52_ = (l_51_ * 1u);
        bool l_53_ = (id < l_52_);
        uint l_54_ = (l_52_ - 1u);
        uint l_55_ = min(id, l_54_);
        float l_56_ = _group_0_binding_0_cs[l_55_];
        float l_13_ = (l_53_ ? l_56_ : 0.0);
        uint l_58_ = _group_0_binding_4_cs.static_meta[1];
        uint l_59_ = (l_58_ * 1u);
        bool l_60_ = (id < l_59_);
        uint l_61_ = (l_59_ - 1u);
        uint l_62_ = min(id, l_61_);
        float l_63_ = _group_0_binding_1_cs[l_62_];
        float l_14_ = (l_60_ ? l_63_ : 0.0);
        uint l_65_ = _group_0_binding_4_cs.static_meta[2];
        uint l_66_ = (l_65_ * 1u);
        bool l_67_ = (id < l_66_);
        uint l_68_ = (l_66_ - 1u);
        uint l_69_ = min(id, l_68_);
        float l_70_ = _group_0_binding_2_cs[l_69_];
        float l_15_ = (l_67_ ? l_70_ : 0.0);
        float l_16_ = clamp(l_13_, l_14_, l_15_);
        uint l_72_ = _group_0_binding_4_cs.static_meta[3];
        uint l_73_ = (l_72_ * 1u);
        bool l_74_ = (l_12_ < l_73_);
        if (l_74_) {
            _group_0_binding_3_cs[l_12_] = l_16_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
