#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct info_st {
    uint scalars_u32_[4];
    uint static_meta[4];
};
const uint WORKGROUP_SIZE_X = 64u;
const uint WORKGROUP_SIZE_Y = 1u;
const uint WORKGROUP_SIZE_Z = 1u;

layout(std430) buffer type_1_block_0Compute { double _group_0_binding_0_cs[]; };

layout(std430) buffer type_1_block_1Compute { double _group_0_binding_1_cs[]; };

layout(std430) readonly buffer info_st_block_2Compute { info_st _group_0_binding_2_cs; };


void main() {
    uvec3 global_id = gl_GlobalInvocationID;
    uvec3 num_workgroups = gl_NumWorkGroups;
    bool local = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_57_ = _group_0_binding_2_cs.static_meta[1];
    uint l_58_ = (l_57_ * 1u);
    bool l_59_ = (0u < l_58_);
    uint l_60_ = (l_58_ - 1u);
    uint l_61_ = min(0u, l_60_);
    double l_62_ = _group_0_binding_1_cs[l_61_];
    double l_0_ = (l_59_ ? l_62_ : 0.0LF);
    uint l_64_ = _group_0_binding_2_cs.static_meta[1];
    uint l_65_ = (l_64_ * 1u);
    bool l_66_ = (1u < l_65_);
    uint l_67_ = (l_65_ - 1u);
    uint l_68_ = min(1u, l_67_);
    double l_69_ = _group_0_binding_1_cs[l_68_];
    double l_1_ = (l_66_ ? l_69_ : 0.0LF);
    uint _e62 = _group_0_binding_2_cs.scalars_u32_[1];
    uint _e66 = _group_0_binding_2_cs.scalars_u32_[2];
    uint l_2_ = (_e62 + _e66);
    uint _e71 = _group_0_binding_2_cs.scalars_u32_[0];
    uint l_3_ = (_e71 * 32u);
    bool l_4_ = (id < l_3_);
    if (l_4_) {
        uint l_5_ = (id / 32u);
        uint l_6_ = (id % 32u);
        bool l_7_ = (l_5_ != l_2_);
        uint _e83 = _group_0_binding_2_cs.scalars_u32_[2];
        bool l_8_ = (l_6_ > _e83);
        if (l_7_) {
            local = l_8_;
        } else {
            local = false;
        }
        bool l_9_ = local;
        if (l_9_) {
            uint _e92 = _group_0_binding_2_cs.scalars_u32_[0];
            uint l_10_ = (_e92 * 32u);
            uint l_11_ = (l_5_ * 32u);
            uint _e100 = _group_0_binding_2_cs.scalars_u32_[2];
            uint l_12_ = (l_11_ + _e100);
            uint l_71_ = _group_0_binding_2_cs.static_meta[0];
            uint l_72_ = (l_71_ * 1u);
            bool l_73_ = (l_12_ < l_72_);
            uint l_74_ = (l_72_ - 1u);
            uint l_75_ = min(l_12_, l_74_);
            double l_76_ = _group_0_binding_0_cs[l_75_];
            double l_13_ = (l_73_ ? l_76_ : 0.0LF);
            uint l_14_ = (l_10_ + l_12_);
            uint l_78_ = _group_0_binding_2_cs.static_meta[0];
            uint l_79_ = (l_78_ * 1u);
            bool l_80_ = (l_14_ < l_79_);
            uint l_81_ = (l_79_ - 1u);
            uint l_82_ = min(l_14_, l_81_);
            double l_83_ = _group_0_binding_0_cs[l_82_];
            double l_15_ = (l_80_ ? l_83_ : 0.0LF);
            double l_16_ = -(l_13_);
            double l_17_ = -(l_15_);
            uint l_85_ = _group_0_binding_2_cs.static_meta[0];
            uint l_86_ = (l_85_ * 1u);
            bool l_87_ = (id < l_86_);
            uint l_88_ = (l_86_ - 1u);
            uint l_89_ = min(id, l_88_);
            double l_90_ = _group_0_binding_0_cs[l_89_];
            double l_18_ = (l_87_ ? l_90_ : 0.0LF);
            uint l_19_ = (l_10_ + id);
            uint l_92_ = _group_0_binding_2_cs.static_meta[0];
            uint l_93_ = (l_92_ * 1u);
            bool l_94_ = (l_19_ < l_93_);
            uint l_95_ = (l_93_ - 1u);
            uint l_96_ = min(l_19_, l_95_);
            double l_97_ = _group_0_binding_0_cs[l_96_];
            double l_20_ = (l_94_ ? l_97_ : 0.0LF);
            uint l_21_ = (l_2_ * 32u);
            uint l_22_ = (l_21_ + l_6_);
            uint l_99_ = _group_0_binding_2_cs.static_meta[0];
            uint l_100_ = (l_99_ * 1u);
            bool l_101_ = (l_22_ < l_100_);
            uint l_102_ = (l_100_ - 1u);
            uint l_103_ = min(l_22_, l_102_);
            double l_104_ = _group_0_binding_0_cs[l_103_];
            double l_23_ = (l_101_ ? l_104_ : 0.0LF);
            uint l_24_ = (l_10_ + l_22_);
            uint l_106_ = _group_0_binding_2_cs.static_meta[0];
            uint l_107_ = (l_106_ * 1u);
            bool l_108_ = (l_24_ < l_107_);
            uint l_109_ = (l_107_ - 1u);
            uint l_110_ = min(l_24_, l_109_);
            double l_111_ = _group_0_binding_0_cs[l_110_];
            double l_25_ = (l_108_ ? l_111_ : 0.0LF);
            double l_26_ = (l_16_ * l_23_);
            double l_27_ = -(l_26_);
            double l_28_ = fma(l_16_, l_23_, l_27_);
            double l_29_ = (l_16_ * l_25_);
            double l_30_ = (l_17_ * l_23_);
            double l_31_ = (l_29_ + l_30_);
            double l_32_ = (l_28_ + l_31_);
            double l_33_ = (l_26_ + l_32_);
            double l_34_ = (l_33_ - l_26_);
            double l_35_ = (l_32_ - l_34_);
            double l_36_ = (l_18_ + l_33_);
            double l_37_ = (l_36_ - l_18_);
            double l_38_ = (l_36_ - l_37_);
            double l_39_ = (l_18_ - l_38_);
            double l_40_ = (l_33_ - l_37_);
            double l_41_ = (l_39_ + l_40_);
            double l_42_ = (l_20_ + l_35_);
            double l_43_ = (l_42_ - l_20_);
            double l_44_ = (l_42_ - l_43_);
            double l_45_ = (l_20_ - l_44_);
            double l_46_ = (l_35_ - l_43_);
            double l_47_ = (l_45_ + l_46_);
            double l_48_ = (l_41_ + l_42_);
            double l_49_ = (l_36_ + l_48_);
            double l_50_ = (l_49_ - l_36_);
            double l_51_ = (l_48_ - l_50_);
            double l_52_ = (l_47_ + l_51_);
            double l_53_ = (l_49_ + l_52_);
            double l_54_ = (l_53_ - l_49_);
            double l_55_ = (l_52_ - l_54_);
            uint l_113_ = _group_0_binding_2_cs.static_meta[0];
            uint l_114_ = (l_113_ * 1u);
            bool l_115_ = (id < l_114_);
            if (l_115_) {
                _group_0_binding_0_cs[id] = l_53_;
            }
            uint l_56_ = (l_10_ + id);
            uint l_116_ = _group_0_binding_2_cs.static_meta[0];
            uint l_117_ = (l_116_ * 1u);
            bool l_118_ = (l_56_ < l_117_);
            if (l_118_) {
                _group_0_binding_0_cs[l_56_] = l_55_;
                return;
            } else {
                return;
            }
        } else {
            return;
        }
    } else {
        return;
    }
}
