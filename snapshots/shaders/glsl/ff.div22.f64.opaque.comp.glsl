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
    uint l_57_ = _group_0_binding_4_cs.static_meta[2];
    uint l_58_ = (l_57_ * 1u);
    bool l_59_ = (0u < l_58_);
    uint l_60_ = (l_58_ - 1u);
    uint l_61_ = min(0u, l_60_);
    double l_62_ = _group_0_binding_2_cs[l_61_];
    double l_2_ = (l_59_ ? l_62_ : 0.0LF);
    uint l_64_ = _group_0_binding_4_cs.static_meta[2];
    uint l_65_ = (l_64_ * 1u);
    bool l_66_ = (1u < l_65_);
    uint l_67_ = (l_65_ - 1u);
    uint l_68_ = min(1u, l_67_);
    double l_69_ = _group_0_binding_2_cs[l_68_];
    double l_3_ = (l_66_ ? l_69_ : 0.0LF);
    l_mut_4_ = id;
    uint _e66 = l_mut_4_;
    bool l_5_ = (_e66 < l_1_);
    if (l_5_) {
        uint l_71_ = _group_0_binding_4_cs.static_meta[0];
        uint l_72_ = (l_71_ * 1u);
        uint _e74 = l_mut_4_;
        bool l_73_ = (_e74 < l_72_);
        uint l_74_ = (l_72_ - 1u);
        uint _e78 = l_mut_4_;
        uint l_75_ = min(_e78, l_74_);
        double l_76_ = _group_0_binding_0_cs[l_75_];
        double l_6_ = (l_73_ ? l_76_ : 0.0LF);
        uint _e85 = l_mut_4_;
        uint l_7_ = (l_1_ + _e85);
        uint l_78_ = _group_0_binding_4_cs.static_meta[0];
        uint l_79_ = (l_78_ * 1u);
        bool l_80_ = (l_7_ < l_79_);
        uint l_81_ = (l_79_ - 1u);
        uint l_82_ = min(l_7_, l_81_);
        double l_83_ = _group_0_binding_0_cs[l_82_];
        double l_8_ = (l_80_ ? l_83_ : 0.0LF);
        uint l_85_ = _group_0_binding_4_cs.static_meta[1];
        uint l_86_ = (l_85_ * 1u);
        uint _e108 = l_mut_4_;
        bool l_87_ = (_e108 < l_86_);
        uint l_88_ = (l_86_ - 1u);
        uint _e112 = l_mut_4_;
        uint l_89_ = min(_e112, l_88_);
        double l_90_ = _group_0_binding_1_cs[l_89_];
        double l_9_ = (l_87_ ? l_90_ : 0.0LF);
        uint _e119 = l_mut_4_;
        uint l_10_ = (l_1_ + _e119);
        uint l_92_ = _group_0_binding_4_cs.static_meta[1];
        uint l_93_ = (l_92_ * 1u);
        bool l_94_ = (l_10_ < l_93_);
        uint l_95_ = (l_93_ - 1u);
        uint l_96_ = min(l_10_, l_95_);
        double l_97_ = _group_0_binding_1_cs[l_96_];
        double l_11_ = (l_94_ ? l_97_ : 0.0LF);
        double l_12_ = (l_6_ / l_9_);
        double l_13_ = (l_9_ * l_12_);
        double l_14_ = (l_13_ * l_3_);
        double l_15_ = (l_2_ * l_9_);
        double l_16_ = (l_15_ * l_3_);
        double l_17_ = (l_16_ - l_9_);
        double l_18_ = (l_17_ * l_3_);
        double l_19_ = (l_16_ - l_18_);
        double l_20_ = (l_9_ - l_19_);
        double l_21_ = (l_2_ * l_12_);
        double l_22_ = (l_21_ * l_3_);
        double l_23_ = (l_22_ - l_12_);
        double l_24_ = (l_23_ * l_3_);
        double l_25_ = (l_22_ - l_24_);
        double l_26_ = (l_12_ - l_25_);
        double l_27_ = (l_19_ * l_25_);
        double l_28_ = (l_27_ - l_14_);
        double l_29_ = (l_19_ * l_26_);
        double l_30_ = (l_28_ + l_29_);
        double l_31_ = (l_20_ * l_25_);
        double l_32_ = (l_30_ + l_31_);
        double l_33_ = (l_20_ * l_26_);
        double l_34_ = (l_32_ + l_33_);
        double l_35_ = (l_11_ * l_12_);
        double l_36_ = (l_14_ + l_35_);
        double l_37_ = (l_36_ * l_3_);
        double l_38_ = (l_37_ - l_14_);
        double l_39_ = (l_38_ * l_3_);
        double l_40_ = (l_35_ - l_39_);
        double l_41_ = (l_40_ + l_34_);
        double l_42_ = (l_37_ + l_41_);
        double l_43_ = (l_42_ * l_3_);
        double l_44_ = (l_43_ - l_37_);
        double l_45_ = (l_44_ * l_3_);
        double l_46_ = (l_41_ - l_45_);
        double l_47_ = (l_6_ - l_43_);
        double l_48_ = (l_8_ - l_46_);
        double l_49_ = (l_47_ + l_48_);
        double l_50_ = (l_49_ / l_9_);
        double l_51_ = (l_12_ + l_50_);
        double l_52_ = (l_51_ * l_3_);
        double l_53_ = (l_52_ - l_12_);
        double l_54_ = (l_53_ * l_3_);
        double l_55_ = (l_50_ - l_54_);
        uint l_99_ = _group_0_binding_4_cs.static_meta[3];
        uint l_100_ = (l_99_ * 1u);
        uint _e186 = l_mut_4_;
        bool l_101_ = (_e186 < l_100_);
        if (l_101_) {
            uint _e189 = l_mut_4_;
            _group_0_binding_3_cs[_e189] = l_52_;
        }
        uint _e191 = l_mut_4_;
        uint l_56_ = (l_1_ + _e191);
        uint l_102_ = _group_0_binding_4_cs.static_meta[3];
        uint l_103_ = (l_102_ * 1u);
        bool l_104_ = (l_56_ < l_103_);
        if (l_104_) {
            _group_0_binding_3_cs[l_56_] = l_55_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
