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
    uint l_mut_4_ = 0u;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_4_cs.static_meta[4];
    uint l_1_ = (l_0_ / 2u);
    uint l_46_ = _group_0_binding_4_cs.static_meta[2];
    uint l_47_ = (l_46_ * 1u);
    bool l_48_ = (0u < l_47_);
    uint l_49_ = (l_47_ - 1u);
    uint l_50_ = min(0u, l_49_);
    float l_51_ = _group_0_binding_2_cs[l_50_];
    float l_2_ = (l_48_ ? l_51_ : 0.0);
    uint l_53_ = _group_0_binding_4_cs.static_meta[2];
    uint l_54_ = (l_53_ * 1u);
    bool l_55_ = (1u < l_54_);
    uint l_56_ = (l_54_ - 1u);
    uint l_57_ = min(1u, l_56_);
    float l_58_ = _group_0_binding_2_cs[l_57_];
    float l_3_ = (l_55_ ? l_58_ : 0.0);
    l_mut_4_ = id;
    uint _e66 = l_mut_4_;
    bool l_5_ = (_e66 < l_1_);
    if (l_5_) {
        uint l_60_ = _group_0_binding_4_cs.static_meta[0];
        uint l_61_ = (l_60_ * 1u);
        uint _e74 = l_mut_4_;
        bool l_62_ = (_e74 < l_61_);
        uint l_63_ = (l_61_ - 1u);
        uint _e78 = l_mut_4_;
        uint l_64_ = min(_e78, l_63_);
        float l_65_ = _group_0_binding_0_cs[l_64_];
        float l_6_ = (l_62_ ? l_65_ : 0.0);
        uint _e85 = l_mut_4_;
        uint l_7_ = (l_1_ + _e85);
        uint l_67_ = _group_0_binding_4_cs.static_meta[0];
        uint l_68_ = (l_67_ * 1u);
        bool l_69_ = (l_7_ < l_68_);
        uint l_70_ = (l_68_ - 1u);
        uint l_71_ = min(l_7_, l_70_);
        float l_72_ = _group_0_binding_0_cs[l_71_];
        float l_8_ = (l_69_ ? l_72_ : 0.0);
        uint l_74_ = _group_0_binding_4_cs.static_meta[1];
        uint l_75_ = (l_74_ * 1u);
        uint _e108 = l_mut_4_;
        bool l_76_ = (_e108 < l_75_);
        uint l_77_ = (l_75_ - 1u);
        uint _e112 = l_mut_4_;
        uint l_78_ = min(_e112, l_77_);
        float l_79_ = _group_0_binding_1_cs[l_78_];
        float l_9_ = (l_76_ ? l_79_ : 0.0);
        uint _e119 = l_mut_4_;
        uint l_10_ = (l_1_ + _e119);
        uint l_81_ = _group_0_binding_4_cs.static_meta[1];
        uint l_82_ = (l_81_ * 1u);
        bool l_83_ = (l_10_ < l_82_);
        uint l_84_ = (l_82_ - 1u);
        uint l_85_ = min(l_10_, l_84_);
        float l_86_ = _group_0_binding_1_cs[l_85_];
        float l_11_ = (l_83_ ? l_86_ : 0.0);
        float l_12_ = (l_6_ / l_9_);
        float l_13_ = (l_9_ * l_12_);
        float l_14_ = (l_2_ * l_9_);
        float l_15_ = (l_14_ - l_9_);
        float l_16_ = (l_14_ - l_15_);
        float l_17_ = (l_9_ - l_16_);
        float l_18_ = (l_2_ * l_12_);
        float l_19_ = (l_18_ - l_12_);
        float l_20_ = (l_18_ - l_19_);
        float l_21_ = (l_12_ - l_20_);
        float l_22_ = (l_16_ * l_20_);
        float l_23_ = (l_22_ - l_13_);
        float l_24_ = (l_16_ * l_21_);
        float l_25_ = (l_23_ + l_24_);
        float l_26_ = (l_17_ * l_20_);
        float l_27_ = (l_25_ + l_26_);
        float l_28_ = (l_17_ * l_21_);
        float l_29_ = (l_27_ + l_28_);
        float l_30_ = (l_11_ * l_12_);
        float l_31_ = (l_13_ + l_30_);
        float l_32_ = (l_31_ - l_13_);
        float l_33_ = (l_30_ - l_32_);
        float l_34_ = (l_33_ + l_29_);
        float l_35_ = (l_31_ + l_34_);
        float l_36_ = (l_35_ - l_31_);
        float l_37_ = (l_34_ - l_36_);
        float l_38_ = (l_6_ - l_35_);
        float l_39_ = (l_8_ - l_37_);
        float l_40_ = (l_38_ + l_39_);
        float l_41_ = (l_40_ / l_9_);
        float l_42_ = (l_12_ + l_41_);
        float l_43_ = (l_42_ - l_12_);
        float l_44_ = (l_41_ - l_43_);
        uint l_88_ = _group_0_binding_4_cs.static_meta[3];
        uint l_89_ = (l_88_ * 1u);
        uint _e175 = l_mut_4_;
        bool l_90_ = (_e175 < l_89_);
        if (l_90_) {
            uint _e178 = l_mut_4_;
            _group_0_binding_3_cs[_e178] = l_42_;
        }
        uint _e180 = l_mut_4_;
        uint l_45_ = (l_1_ + _e180);
        uint l_91_ = _group_0_binding_4_cs.static_meta[3];
        uint l_92_ = (l_91_ * 1u);
        bool l_93_ = (l_45_ < l_92_);
        if (l_93_) {
            _group_0_binding_3_cs[l_45_] = l_44_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
