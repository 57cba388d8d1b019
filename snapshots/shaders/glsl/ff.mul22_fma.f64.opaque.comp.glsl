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
    uint l_26_ = _group_0_binding_4_cs.static_meta[2];
    uint l_27_ = (l_26_ * 1u);
    bool l_28_ = (0u < l_27_);
    uint l_29_ = (l_27_ - 1u);
    uint l_30_ = min(0u, l_29_);
    double l_31_ = _group_0_binding_2_cs[l_30_];
    double l_2_ = (l_28_ ? l_31_ : 0.0LF);
    uint l_33_ = _group_0_binding_4_cs.static_meta[2];
    uint l_34_ = (l_33_ * 1u);
    bool l_35_ = (1u < l_34_);
    uint l_36_ = (l_34_ - 1u);
    uint l_37_ = min(1u, l_36_);
    double l_38_ = _group_0_binding_2_cs[l_37_];
    double l_3_ = (l_35_ ? l_38_ : 0.0LF);
    l_mut_4_ = id;
    uint _e66 = l_mut_4_;
    bool l_5_ = (_e66 < l_1_);
    if (l_5_) {
        uint l_40_ = _group_0_binding_4_cs.static_meta[0];
        uint l_41_ = (l_40_ * 1u);
        uint _e74 = l_mut_4_;
        bool l_42_ = (_e74 < l_41_);
        uint l_43_ = (l_41_ - 1u);
        uint _e78 = l_mut_4_;
        uint l_44_ = min(_e78, l_43_);
        double l_45_ = _group_0_binding_0_cs[l_44_];
        double l_6_ = (l_42_ ? l_45_ : 0.0LF);
        uint _e85 = l_mut_4_;
        uint l_7_ = (l_1_ + _e85);
        uint l_47_ = _group_0_binding_4_cs.static_meta[0];
        uint l_48_ = (l_47_ * 1u);
        bool l_49_ = (l_7_ < l_48_);
        uint l_50_ = (l_48_ - 1u);
        uint l_51_ = min(l_7_, l_50_);
        double l_52_ = _group_0_binding_0_cs[l_51_];
        double l_8_ = (l_49_ ? l_52_ : 0.0LF);
        uint l_54_ = _group_0_binding_4_cs.static_meta[1];
        uint l_55_ = (l_54_ * 1u);
        uint _e108 = l_mut_4_;
        bool l_56_ = (_e108 < l_55_);
        uint l_57_ = (l_55_ - 1u);
        uint _e112 = l_mut_4_;
        uint l_58_ = min(_e112, l_57_);
        double l_59_ = _group_0_binding_1_cs[l_58_];
        double l_9_ = (l_56_ ? l_59_ : 0.0LF);
        uint _e119 = l_mut_4_;
        uint l_10_ = (l_1_ + _e119);
        uint l_61_ = _group_0_binding_4_cs.static_meta[1];
        uint l_62_ = (l_61_ * 1u);
        bool l_63_ = (l_10_ < l_62_);
        uint l_64_ = (l_62_ - 1u);
        uint l_65_ = min(l_10_, l_64_);
        double l_66_ = _group_0_binding_1_cs[l_65_];
        double l_11_ = (l_63_ ? l_66_ : 0.0LF);
        double l_12_ = (l_6_ * l_9_);
        double l_13_ = (l_12_ * l_3_);
        double l_14_ = -(l_13_);
        double l_15_ = fma(l_6_, l_9_, l_14_);
        double l_16_ = (l_8_ * l_11_);
        double l_17_ = fma(l_6_, l_11_, l_16_);
        double l_18_ = fma(l_8_, l_9_, l_17_);
        double l_19_ = (l_15_ + l_18_);
        double l_20_ = (l_13_ + l_19_);
        double l_21_ = (l_20_ * l_3_);
        double l_22_ = (l_21_ - l_13_);
        double l_23_ = (l_22_ * l_3_);
        double l_24_ = (l_19_ - l_23_);
        uint l_68_ = _group_0_binding_4_cs.static_meta[3];
        uint l_69_ = (l_68_ * 1u);
        uint _e155 = l_mut_4_;
        bool l_70_ = (_e155 < l_69_);
        if (l_70_) {
            uint _e158 = l_mut_4_;
            _group_0_binding_3_cs[_e158] = l_21_;
        }
        uint _e160 = l_mut_4_;
        uint l_25_ = (l_1_ + _e160);
        uint l_71_ = _group_0_binding_4_cs.static_meta[3];
        uint l_72_ = (l_71_ * 1u);
        bool l_73_ = (l_25_ < l_72_);
        if (l_73_) {
            _group_0_binding_3_cs[l_25_] = l_24_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
