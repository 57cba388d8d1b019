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
        uint l_50_ = _group_0_binding_4_cs.static_meta[2];
        uint l_51_ = (l_50_ * 1u);
        bool l_52_ = (0u < l_51_);
        uint l_53_ = (l_51_ - 1u);
        uint l_54_ = min(0u, l_53_);
        double l_55_ = _group_0_binding_2_cs[l_54_];
        double l_3_ = (l_52_ ? l_55_ : 0.0LF);
        uint l_57_ = _group_0_binding_4_cs.static_meta[2];
        uint l_58_ = (l_57_ * 1u);
        bool l_59_ = (1u < l_58_);
        uint l_60_ = (l_58_ - 1u);
        uint l_61_ = min(1u, l_60_);
        double l_62_ = _group_0_binding_2_cs[l_61_];
        double l_4_ = (l_59_ ? l_62_ : 0.0LF);
        uint l_64_ = _group_0_binding_4_cs.static_meta[0];
        uint l_65_ = (l_64_ * 1u);
        bool l_66_ = (id < l_65_);
        uint l_67_ = (l_65_ - 1u);
        uint l_68_ = min(id, l_67_);
        double l_69_ = _group_0_binding_0_cs[l_68_];
        double l_5_ = (l_66_ ? l_69_ : 0.0LF);
        uint l_6_ = (l_1_ + id);
        uint l_71_ = _group_0_binding_4_cs.static_meta[0];
        uint l_72_ = (l_71_ * 1u);
        bool l_73_ = (l_6_ < l_72_);
        uint l_74_ = (l_72_ - 1u);
        uint l_75_ = min(l_6_, l_74_);
        double l_76_ = _group_0_binding_0_cs[l_75_];
        double l_7_ = (l_73_ ? l_76_ : 0.0LF);
        uint l_78_ = _group_0_binding_4_cs.static_meta[1];
        uint l_79_ = (l_78_ * 1u);
        bool l_80_ = (id < l_79_);
        uint l_81_ = (l_79_ - 1u);
        uint l_82_ = min(id, l_81_);
        double l_83_ = _group_0_binding_1_cs[l_82_];
        double l_8_ = (l_80_ ? l_83_ : 0.0LF);
        uint l_9_ = (l_1_ + id);
        uint l_85_ = _group_0_binding_4_cs.static_meta[1];
        uint l_86_ = (l_85_ * 1u);
        bool l_87_ = (l_9_ < l_86_);
        uint l_88_ = (l_86_ - 1u);
        uint l_89_ = min(l_9_, l_88_);
        double l_90_ = _group_0_binding_1_cs[l_89_];
        double l_10_ = (l_87_ ? l_90_ : 0.0LF);
        double l_11_ = (l_5_ * l_8_);
        bool l_12_ = (l_4_ != 0.0LF);
        double l_13_ = (l_12_ ? l_11_ : l_4_);
        double l_14_ = (l_3_ * l_5_);
        bool l_15_ = (l_4_ != 0.0LF);
        double l_16_ = (l_15_ ? l_14_ : l_4_);
        double l_17_ = (l_16_ - l_5_);
        bool l_18_ = (l_4_ != 0.0LF);
        double l_19_ = (l_18_ ? l_17_ : l_4_);
        double l_20_ = (l_16_ - l_19_);
        double l_21_ = (l_5_ - l_20_);
        double l_22_ = (l_3_ * l_8_);
        bool l_23_ = (l_4_ != 0.0LF);
        double l_24_ = (l_23_ ? l_22_ : l_4_);
        double l_25_ = (l_24_ - l_8_);
        bool l_26_ = (l_4_ != 0.0LF);
        double l_27_ = (l_26_ ? l_25_ : l_4_);
        double l_28_ = (l_24_ - l_27_);
        double l_29_ = (l_8_ - l_28_);
        double l_30_ = (l_20_ * l_28_);
        double l_31_ = (l_30_ - l_13_);
        double l_32_ = (l_20_ * l_29_);
        double l_33_ = (l_31_ + l_32_);
        double l_34_ = (l_21_ * l_28_);
        double l_35_ = (l_33_ + l_34_);
        double l_36_ = (l_21_ * l_29_);
        double l_37_ = (l_35_ + l_36_);
        double l_38_ = (l_5_ * l_10_);
        double l_39_ = (l_7_ * l_8_);
        double l_40_ = (l_38_ + l_39_);
        double l_41_ = (l_37_ + l_40_);
        double l_42_ = (l_13_ + l_41_);
        bool l_43_ = (l_4_ != 0.0LF);
        double l_44_ = (l_43_ ? l_42_ : l_4_);
        double l_45_ = (l_44_ - l_13_);
        bool l_46_ = (l_4_ != 0.0LF);
        double l_47_ = (l_46_ ? l_45_ : l_4_);
        double l_48_ = (l_41_ - l_47_);
        uint l_92_ = _group_0_binding_4_cs.static_meta[3];
        uint l_93_ = (l_92_ * 1u);
        bool l_94_ = (id < l_93_);
        if (l_94_) {
            _group_0_binding_3_cs[id] = l_44_;
        }
        uint l_49_ = (l_1_ + id);
        uint l_95_ = _group_0_binding_4_cs.static_meta[3];
        uint l_96_ = (l_95_ * 1u);
        bool l_97_ = (l_49_ < l_96_);
        if (l_97_) {
            _group_0_binding_3_cs[l_49_] = l_48_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
