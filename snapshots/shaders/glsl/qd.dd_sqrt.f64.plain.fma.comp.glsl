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
        uint l_51_ = _group_0_binding_4_cs.static_meta[2];
        uint l_52_ = (l_51_ * 1u);
        bool l_53_ = (0u < l_52_);
        uint l_54_ = (l_52_ - 1u);
        uint l_55_ = min(0u, l_54_);
        double l_56_ = _group_0_binding_2_cs[l_55_];
        double l_3_ = (l_53_ ? l_56_ : 0.0LF);
        uint l_58_ = _group_0_binding_4_cs.static_meta[2];
        uint l_59_ = (l_58_ * 1u);
        bool l_60_ = (1u < l_59_);
        uint l_61_ = (l_59_ - 1u);
        uint l_62_ = min(1u, l_61_);
        double l_63_ = _group_0_binding_2_cs[l_62_];
        double l_4_ = (l_60_ ? l_63_ : 0.0LF);
        uint l_65_ = _group_0_binding_4_cs.static_meta[0];
        uint l_66_ = (l_65_ * 1u);
        bool l_67_ = (id < l_66_);
        uint l_68_ = (l_66_ - 1u);
        uint l_69_ = min(id, l_68_);
        double l_70_ = _group_0_binding_0_cs[l_69_];
        double l_5_ = (l_67_ ? l_70_ : 0.0LF);
        uint l_6_ = (l_1_ + id);
        uint l_72_ = _group_0_binding_4_cs.static_meta[0];
        uint l_73_ = (l_72_ * 1u);
        bool l_74_ = (l_6_ < l_73_);
        uint l_75_ = (l_73_ - 1u);
        uint l_76_ = min(l_6_, l_75_);
        double l_77_ = _group_0_binding_0_cs[l_76_];
        double l_7_ = (l_74_ ? l_77_ : 0.0LF);
        uint l_79_ = _group_0_binding_4_cs.static_meta[1];
        uint l_80_ = (l_79_ * 1u);
        bool l_81_ = (id < l_80_);
        uint l_82_ = (l_80_ - 1u);
        uint l_83_ = min(id, l_82_);
        double l_84_ = _group_0_binding_1_cs[l_83_];
        double l_8_ = (l_81_ ? l_84_ : 0.0LF);
        uint l_9_ = (l_1_ + id);
        uint l_86_ = _group_0_binding_4_cs.static_meta[1];
        uint l_87_ = (l_86_ * 1u);
        bool l_88_ = (l_9_ < l_87_);
        uint l_89_ = (l_87_ - 1u);
        uint l_90_ = min(l_9_, l_89_);
        double l_91_ = _group_0_binding_1_cs[l_90_];
        double l_10_ = (l_88_ ? l_91_ : 0.0LF);
        double l_11_ = sqrt(l_5_);
        double l_12_ = (1.0LF / l_11_);
        double l_13_ = (l_5_ * l_12_);
        double l_14_ = (l_13_ * l_13_);
        double l_15_ = -(l_14_);
        double l_16_ = fma(l_13_, l_13_, l_15_);
        double l_17_ = -(l_14_);
        double l_18_ = -(l_16_);
        double l_19_ = (l_5_ + l_17_);
        double l_20_ = (l_19_ - l_5_);
        double l_21_ = (l_19_ - l_20_);
        double l_22_ = (l_5_ - l_21_);
        double l_23_ = (l_17_ - l_20_);
        double l_24_ = (l_22_ + l_23_);
        double l_25_ = (l_7_ + l_18_);
        double l_26_ = (l_25_ - l_7_);
        double l_27_ = (l_25_ - l_26_);
        double l_28_ = (l_7_ - l_27_);
        double l_29_ = (l_18_ - l_26_);
        double l_30_ = (l_28_ + l_29_);
        double l_31_ = (l_24_ + l_25_);
        double l_32_ = (l_19_ + l_31_);
        double l_33_ = (l_32_ - l_19_);
        double l_34_ = (l_31_ - l_33_);
        double l_35_ = (l_30_ + l_34_);
        double l_36_ = (l_32_ + l_35_);
        double l_37_ = (l_36_ - l_32_);
        double l_38_ = (l_35_ - l_37_);
        double l_39_ = (l_12_ * 0.5LF);
        double l_40_ = (l_36_ * l_39_);
        double l_41_ = (l_13_ + l_40_);
        double l_42_ = (l_41_ - l_13_);
        double l_43_ = (l_41_ - l_42_);
        double l_44_ = (l_13_ - l_43_);
        double l_45_ = (l_40_ - l_42_);
        double l_46_ = (l_44_ + l_45_);
        bool l_47_ = (l_5_ != 0.0LF);
        double l_48_ = (l_47_ ? l_41_ : l_5_);
        double l_49_ = (l_47_ ? l_46_ : 0.0LF);
        uint l_93_ = _group_0_binding_4_cs.static_meta[3];
        uint l_94_ = (l_93_ * 1u);
        bool l_95_ = (id < l_94_);
        if (l_95_) {
            _group_0_binding_3_cs[id] = l_48_;
        }
        uint l_50_ = (l_1_ + id);
        uint l_96_ = _group_0_binding_4_cs.static_meta[3];
        uint l_97_ = (l_96_ * 1u);
        bool l_98_ = (l_50_ < l_97_);
        if (l_98_) {
            _group_0_binding_3_cs[l_50_] = l_49_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
