#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct info_st {
    uint static_meta[10];
};
const uint WORKGROUP_SIZE_X = 64u;
const uint WORKGROUP_SIZE_Y = 1u;
const uint WORKGROUP_SIZE_Z = 1u;

layout(std430) buffer type_1_block_0Compute { float _group_0_binding_0_cs[]; };

layout(std430) buffer type_3_block_1Compute { uint _group_0_binding_1_cs[]; };

layout(std430) buffer type_1_block_2Compute { float _group_0_binding_2_cs[]; };

layout(std430) buffer type_3_block_3Compute { uint _group_0_binding_3_cs[]; };

layout(std430) buffer type_1_block_4Compute { float _group_0_binding_4_cs[]; };

layout(std430) readonly buffer info_st_block_5Compute { info_st _group_0_binding_5_cs; };


void main() {
    uvec3 global_id = gl_GlobalInvocationID;
    uvec3 num_workgroups = gl_NumWorkGroups;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_5_cs.static_meta[5];
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_31_ = _group_0_binding_5_cs.static_meta[0];
        uint l_32_ = (l_31_ * 1u);
        bool l_33_ = (id < l_32_);
        uint l_34_ = (l_32_ - 1u);
        uint l_35_ = min(id, l_34_);
        float l_36_ = _group_0_binding_0_cs[l_35_];
        float l_2_ = (l_33_ ? l_36_ : 0.0);
        uint l_38_ = _group_0_binding_5_cs.static_meta[4];
        uint l_39_ = (l_38_ * 1u);
        bool l_40_ = (id < l_39_);
        if (l_40_) {
            _group_0_binding_4_cs[id] = l_2_;
        }
        uint l_3_ = (l_0_ + id);
        uint l_41_ = _group_0_binding_5_cs.static_meta[3];
        uint l_42_ = (l_41_ * 1u);
        bool l_43_ = (0u < l_42_);
        uint l_44_ = (l_42_ - 1u);
        uint l_45_ = min(0u, l_44_);
        uint l_46_ = _group_0_binding_3_cs[l_45_];
        uint l_4_ = (l_43_ ? l_46_ : 0u);
        bool l_5_ = (l_4_ == 1u);
        uint l_48_ = _group_0_binding_5_cs.static_meta[2];
        uint l_49_ = (l_48_ * 1u);
        bool l_50_ = (0u < l_49_);
        uint l_51_ = (l_49_ - 1u);
        uint l_52_ = min(0u, l_51_);
        float l_53_ = _group_0_binding_2_cs[l_52_];
        float l_6_ = (l_50_ ? l_53_ : 0.0);
        float l_7_ = (l_5_ ? l_2_ : l_6_);
        uint l_55_ = _group_0_binding_5_cs.static_meta[4];
        uint l_56_ = (l_55_ * 1u);
        bool l_57_ = (l_3_ < l_56_);
        if (l_57_) {
            _group_0_binding_4_cs[l_3_] = l_7_;
        }
        uint l_8_ = (2u * l_0_);
        uint l_9_ = (l_8_ + id);
        uint l_58_ = _group_0_binding_5_cs.static_meta[1];
        uint l_59_ = (l_58_ * 1u);
        bool l_60_ = (id < l_59_);
        uint l_61_ = (l_59_ - 1u);
        uint l_62_ = min(id, l_61_);
        uint l_63_ = _group_0_binding_1_cs[l_62_];
        uint l_10_ = (l_60_ ? l_63_ : 0u);
        float l_11_ = uintBitsToFloat(l_10_);
        uint l_65_ = _group_0_binding_5_cs.static_meta[4];
        uint l_66_ = (l_65_ * 1u);
        bool l_67_ = (l_9_ < l_66_);
        if (l_67_) {
            _group_0_binding_4_cs[l_9_] = l_11_;
        }
        uint l_12_ = (3u * l_0_);
        uint l_13_ = (l_12_ + id);
        uint l_68_ = _group_0_binding_5_cs.static_meta[2];
        uint l_69_ = (l_68_ * 1u);
        bool l_70_ = (0u < l_69_);
        uint l_71_ = (l_69_ - 1u);
        uint l_72_ = min(0u, l_71_);
        float l_73_ = _group_0_binding_2_cs[l_72_];
        float l_14_ = (l_70_ ? l_73_ : 0.0);
        float l_15_ = (l_2_ * l_14_);
        uint l_75_ = _group_0_binding_5_cs.static_meta[4];
        uint l_76_ = (l_75_ * 1u);
        bool l_77_ = (l_13_ < l_76_);
        if (l_77_) {
            _group_0_binding_4_cs[l_13_] = l_15_;
        }
        uint l_16_ = (4u * l_0_);
        uint l_17_ = (l_16_ + id);
        uint l_78_ = _group_0_binding_5_cs.static_meta[2];
        uint l_79_ = (l_78_ * 1u);
        bool l_80_ = (1u < l_79_);
        uint l_81_ = (l_79_ - 1u);
        uint l_82_ = min(1u, l_81_);
        float l_83_ = _group_0_binding_2_cs[l_82_];
        float l_18_ = (l_80_ ? l_83_ : 0.0);
        float l_19_ = (l_2_ + l_18_);
        uint l_85_ = _group_0_binding_5_cs.static_meta[4];
        uint l_86_ = (l_85_ * 1u);
        bool l_87_ = (l_17_ < l_86_);
        if (l_87_) {
            _group_0_binding_4_cs[l_17_] = l_19_;
        }
        uint l_20_ = (5u * l_0_);
        uint l_21_ = (l_20_ + id);
        uint l_88_ = _group_0_binding_5_cs.static_meta[2];
        uint l_89_ = (l_88_ * 1u);
        bool l_90_ = (2u < l_89_);
        uint l_91_ = (l_89_ - 1u);
        uint l_92_ = min(2u, l_91_);
        float l_93_ = _group_0_binding_2_cs[l_92_];
        float l_22_ = (l_90_ ? l_93_ : 0.0);
        float l_23_ = min(l_2_, l_22_);
        uint l_95_ = _group_0_binding_5_cs.static_meta[4];
        uint l_96_ = (l_95_ * 1u);
        bool l_97_ = (l_21_ < l_96_);
        if (l_97_) {
            _group_0_binding_4_cs[l_21_] = l_23_;
        }
        uint l_24_ = (6u * l_0_);
        uint l_25_ = (l_24_ + id);
        uint l_98_ = _group_0_binding_5_cs.static_meta[2];
        uint l_99_ = (l_98_ * 1u);
        bool l_100_ = (3u < l_99_);
        uint l_101_ = (l_99_ - 1u);
        uint l_102_ = min(3u, l_101_);
        float l_103_ = _group_0_binding_2_cs[l_102_];
        float l_26_ = (l_100_ ? l_103_ : 0.0);
        float l_27_ = max(l_2_, l_26_);
        uint l_105_ = _group_0_binding_5_cs.static_meta[4];
        uint l_106_ = (l_105_ * 1u);
        bool l_107_ = (l_25_ < l_106_);
        if (l_107_) {
            _group_0_binding_4_cs[l_25_] = l_27_;
        }
        uint l_28_ = (7u * l_0_);
        uint l_29_ = (l_28_ + id);
        float l_30_ = -(l_2_);
        uint l_108_ = _group_0_binding_5_cs.static_meta[4];
        uint l_109_ = (l_108_ * 1u);
        bool l_110_ = (l_29_ < l_109_);
        if (l_110_) {
            _group_0_binding_4_cs[l_29_] = l_30_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
