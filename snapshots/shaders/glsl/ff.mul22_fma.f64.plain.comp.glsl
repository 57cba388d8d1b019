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
    uint l_mut_4_ = 0u;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_4_cs.static_meta[4];
    uint l_1_ = (l_0_ / 2u);
    uint l_23_ = _group_0_binding_4_cs.static_meta[2];
    uint l_24_ = (l_23_ * 1u);
    bool l_25_ = (0u < l_24_);
    uint l_26_ = (l_24_ - 1u);
    uint l_27_ = min(0u, l_26_);
    double l_28_ = _group_0_binding_2_cs[l_27_];
    double l_2_ = (l_25_ ? l_28_ : 0.0LF);
    uint l_30_ = _group_0_binding_4_cs.static_meta[2];
    uint l_31_ = (l_30_ * 1u);
    bool l_32_ = (1u < l_31_);
    uint l_33_ = (l_31_ - 1u);
    uint l_34_ = min(1u, l_33_);
    double l_35_ = _group_0_binding_2_cs[l_34_];
    double l_3_ = (l_32_ ? l_35_ : 0.0LF);
    l_mut_4_ = id;
    uint _e66 = l_mut_4_;
    bool l_5_ = (_e66 < l_1_);
    if (l_5_) {
        uint l_37_ = _group_0_binding_4_cs.static_meta[0];
        uint l_38_ = (l_37_ * 1u);
        uint _e74 = l_mut_4_;
        bool l_39_ = (_e74 < l_38_);
        uint l_40_ = (l_38_ - 1u);
        uint _e78 = l_mut_4_;
        uint l_41_ = min(_e78, l_40_);
        double l_42_ = _group_0_binding_0_cs[l_41_];
        double l_6_ = (l_39_ ? l_42_ : 0.0LF);
        uint _e85 = l_mut_4_;
        uint l_7_ = (l_1_ + _e85);
        uint l_44_ = _group_0_binding_4_cs.static_meta[0];
        uint l_45_ = (l_44_ * 1u);
        bool l_46_ = (l_7_ < l_45_);
        uint l_47_ = (l_45_ - 1u);
        uint l_48_ = min(l_7_, l_47_);
        double l_49_ = _group_0_binding_0_cs[l_48_];
        double l_8_ = (l_46_ ? l_49_ : 0.0LF);
        uint l_51_ = _group_0_binding_4_cs.static_meta[1];
        uint l_52_ = (l_51_ * 1u);
        uint _e108 = l_mut_4_;
        bool l_53_ = (_e108 < l_52_);
        uint l_54_ = (l_52_ - 1u);
        uint _e112 = l_mut_4_;
        uint l_55_ = min(_e112, l_54_);
        double l_56_ = _group_0_binding_1_cs[l_55_];
        double l_9_ = (l_53_ ? l_56_ : 0.0LF);
        uint _e119 = l_mut_4_;
        uint l_10_ = (l_1_ + _e119);
        uint l_58_ = _group_0_binding_4_cs.static_meta[1];
        uint l_59_ = (l_58_ * 1u);
        bool l_60_ = (l_10_ < l_59_);
        uint l_61_ = (l_59_ - 1u);
        uint l_62_ = min(l_10_, l_61_);
        double l_63_ = _group_0_binding_1_cs[l_62_];
        double l_11_ = (l_60_ ? l_63_ : 0.0LF);
        double l_12_ = (l_6_ * l_9_);
        double l_13_ = -(l_12_);
        double l_14_ = fma(l_6_, l_9_, l_13_);
        double l_15_ = (l_8_ * l_11_);
        double l_16_ = fma(l_6_, l_11_, l_15_);
        double l_17_ = fma(l_8_, l_9_, l_16_);
        double l_18_ = (l_14_ + l_17_);
        double l_19_ = (l_12_ + l_18_);
        double l_20_ = (l_19_ - l_12_);
        double l_21_ = (l_18_ - l_20_);
        uint l_65_ = _group_0_binding_4_cs.static_meta[3];
        uint l_66_ = (l_65_ * 1u);
        uint _e152 = l_mut_4_;
        bool l_67_ = (_e152 < l_66_);
        if (l_67_) {
            uint _e155 = l_mut_4_;
            _group_0_binding_3_cs[_e155] = l_19_;
        }
        uint _e157 = l_mut_4_;
        uint l_22_ = (l_1_ + _e157);
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
