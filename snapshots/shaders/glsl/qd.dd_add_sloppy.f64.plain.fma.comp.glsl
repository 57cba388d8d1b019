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

layout(std430) buffer type_1_block_0Compute { double _group_0_binding_0_cs[]; };

layout(std430) buffer type_1_block_1Compute { double _group_0_binding_1_cs[]; };

layout(std430) buffer type_1_block_2Compute { double _group_0_binding_2_cs[]; };

layout(std430) buffer type_1_block_3Compute { double _group_0_binding_3_cs[]; };

layout(std430) readonly buffer info_st_block_4Compute { info_st _group_0_binding_4_cs; };


void main() {
    uvec3 global_id = gl_GlobalInvocationID;
    uvec3 num_workgroups = gl_NumWorkGroups;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_4_cs.static_meta[4];
    uint l_1_ = (l_0_ / 2u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_23_ = _group_0_binding_4_cs.static_meta[2];
        uint l_24_ = (l_23_ * 1u);
        bool l_25_ = (0u < l_24_);
        uint l_26_ = (l_24_ - 1u);
        uint l_27_ = min(0u, l_26_);
        double l_28_ = _group_0_binding_2_cs[l_27_];
        double l_3_ = (l_25_ ? l_28_ : 0.0LF);
        uint l_30_ = _group_0_binding_4_cs.static_meta[2];
        uint l_31_ = (l_30_ * 1u);
        bool l_32_ = (1u < l_31_);
        uint l_33_ = (l_31_ - 1u);
        uint l_34_ = min(1u, l_33_);
        double l_35_ = _group_0_binding_2_cs[l_34_];
        double l_4_ = (l_32_ ? l_35_ : 0.0LF);
        uint l_37_ = _group_0_binding_4_cs.static_meta[0];
        uint l_38_ = (l_37_ * 1u);
        bool l_39_ = (id < l_38_);
        uint l_40_ = (l_38_ - 1u);
        uint l_41_ = min(id, l_40_);
        double l_42_ = _group_0_binding_0_cs[l_41_];
        double l_5_ = (l_39_ ? l_42_ : 0.0LF);
        uint l_6_ = (l_1_ + id);
        uint l_44_ = _group_0_binding_4_cs.static_meta[0];
        uint l_45_ = (l_44_ * 1u);
        bool l_46_ = (l_6_ < l_45_);
        uint l_47_ = (l_45_ - 1u);
        uint l_48_ = min(l_6_, l_47_);
        double l_49_ = _group_0_binding_0_cs[l_48_];
        double l_7_ = (l_46_ ? l_49_ : 0.0LF);
        uint l_51_ = _group_0_binding_4_cs.static_meta[1];
        uint l_52_ = (l_51_ * 1u);
        bool l_53_ = (id < l_52_);
        uint l_54_ = (l_52_ - 1u);
        uint l_55_ = min(id, l_54_);
        double l_56_ = _group_0_binding_1_cs[l_55_];
        double l_8_ = (l_53_ ? l_56_ : 0.0LF);
        uint l_9_ = (l_1_ + id);
        uint l_58_ = _group_0_binding_4_cs.static_meta[1];
        uint l_59_ = (l_58_ * 1u);
        bool l_60_ = (l_9_ < l_59_);
        uint l_61_ = (l_59_ - 1u);
        uint l_62_ = min(l_9_, l_61_);
        double l_63_ = _group_0_binding_1_cs[l_62_];
        double l_10_ = (l_60_ ? l_63_ : 0.0LF);
        double l_11_ = (l_5_ + l_8_);
        double l_12_ = (l_11_ - l_5_);
        double l_13_ = (l_11_ - l_12_);
        double l_14_ = (l_5_ - l_13_);
        double l_15_ = (l_8_ - l_12_);
        double l_16_ = (l_14_ + l_15_);
        double l_17_ = (l_7_ + l_10_);
        double l_18_ = (l_16_ + l_17_);
        double l_19_ = (l_11_ + l_18_);
        double l_20_ = (l_19_ - l_11_);
        double l_21_ = (l_18_ - l_20_);
        uint l_65_ = _group_0_binding_4_cs.static_meta[3];
        uint l_66_ = (l_65_ * 1u);
        bool l_67_ = (id < l_66_);
        if (l_67_) {
            _group_0_binding_3_cs[id] = l_19_;
        }
        uint l_22_ = (l_1_ + id);
        uint l_68_ = _group_0_binding_4_cs.static_meta[3];
        uint l_69_ = (l_68_ * 1u);
        bool l_70_ = (l_22_ < l_69_);
        if (l_70_) {
            _group_0_binding_3_cs[l_22_] = l_21_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
