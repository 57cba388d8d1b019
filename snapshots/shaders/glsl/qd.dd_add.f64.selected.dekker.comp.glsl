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
        uint l_52_ = _group_0_binding_4_cs.static_meta[2];
        uint l_53_ = (l_52_ * 1u);
        bool l_54_ = (0u < l_53_);
        uint l_55_ = (l_53_ - 1u);
        uint l_56_ = min(0u, l_55_);
        double l_57_ = _group_0_binding_2_cs[l_56_];
        double l_3_ = (l_54_ ? l_57_ : 0.0LF);
        uint l_59_ = _group_0_binding_4_cs.static_meta[2];
        uint l_60_ = (l_59_ * 1u);
        bool l_61_ = (1u < l_60_);
        uint l_62_ = (l_60_ - 1u);
        uint l_63_ = min(1u, l_62_);
        double l_64_ = _group_0_binding_2_cs[l_63_];
        double l_4_ = (l_61_ ? l_64_ : 0.0LF);
        uint l_66_ = _group_0_binding_4_cs.static_meta[0];
        uint l_67_ = (l_66_ * 1u);
        bool l_68_ = (id < l_67_);
        uint l_69_ = (l_67_ - 1u);
        uint l_70_ = min(id, l_69_);
        double l_71_ = _group_0_binding_0_cs[l_70_];
        double l_5_ = (l_68_ ? l_71_ : 0.0LF);
        uint l_6_ = (l_1_ + id);
        uint l_73_ = _group_0_binding_4_cs.static_meta[0];
        uint l_74_ = (l_73_ * 1u);
        bool l_75_ = (l_6_ < l_74_);
        uint l_76_ = (l_74_ - 1u);
        uint l_77_ = min(l_6_, l_76_);
        double l_78_ = _group_0_binding_0_cs[l_77_];
        double l_7_ = (l_75_ ? l_78_ : 0.0LF);
        uint l_80_ = _group_0_binding_4_cs.static_meta[1];
        uint l_81_ = (l_80_ * 1u);
        bool l_82_ = (id < l_81_);
        uint l_83_ = (l_81_ - 1u);
        uint l_84_ = min(id, l_83_);
        double l_85_ = _group_0_binding_1_cs[l_84_];
        double l_8_ = (l_82_ ? l_85_ : 0.0LF);
        uint l_9_ = (l_1_ + id);
        uint l_87_ = _group_0_binding_4_cs.static_meta[1];
        uint l_88_ = (l_87_ * 1u);
        bool l_89_ = (l_9_ < l_88_);
        uint l_90_ = (l_88_ - 1u);
        uint l_91_ = min(l_9_, l_90_);
        double l_92_ = _group_0_binding_1_cs[l_91_];
        double l_10_ = (l_89_ ? l_92_ : 0.0LF);
        double l_11_ = (l_5_ + l_8_);
        bool l_12_ = (l_4_ != 0.0LF);
        double l_13_ = (l_12_ ? l_11_ : l_4_);
        double l_14_ = (l_13_ - l_5_);
        bool l_15_ = (l_4_ != 0.0LF);
        double l_16_ = (l_15_ ? l_14_ : l_4_);
        double l_17_ = (l_13_ - l_16_);
        bool l_18_ = (l_4_ != 0.0LF);
        double l_19_ = (l_18_ ? l_17_ : l_4_);
        double l_20_ = (l_5_ - l_19_);
        double l_21_ = (l_8_ - l_16_);
        double l_22_ = (l_20_ + l_21_);
        double l_23_ = (l_7_ + l_10_);
        bool l_24_ = (l_4_ != 0.0LF);
        double l_25_ = (l_24_ ? l_23_ : l_4_);
        double l_26_ = (l_25_ - l_7_);
        bool l_27_ = (l_4_ != 0.0LF);
        double l_28_ = (l_27_ ? l_26_ : l_4_);
        double l_29_ = (l_25_ - l_28_);
        bool l_30_ = (l_4_ != 0.0LF);
        double l_31_ = (l_30_ ? l_29_ : l_4_);
        double l_32_ = (l_7_ - l_31_);
        double l_33_ = (l_10_ - l_28_);
        double l_34_ = (l_32_ + l_33_);
        double l_35_ = (l_22_ + l_25_);
        double l_36_ = (l_13_ + l_35_);
        bool l_37_ = (l_4_ != 0.0LF);
        double l_38_ = (l_37_ ? l_36_ : l_4_);
        double l_39_ = (l_38_ - l_13_);
        bool l_40_ = (l_4_ != 0.0LF);
        double l_41_ = (l_40_ ? l_39_ : l_4_);
        double l_42_ = (l_35_ - l_41_);
        double l_43_ = (l_34_ + l_42_);
        double l_44_ = (l_38_ + l_43_);
        bool l_45_ = (l_4_ != 0.0LF);
        double l_46_ = (l_45_ ? l_44_ : l_4_);
        double l_47_ = (l_46_ - l_38_);
        bool l_48_ = (l_4_ != 0.0LF);
        double l_49_ = (l_48_ ? l_47_ : l_4_);
        double l_50_ = (l_43_ - l_49_);
        uint l_94_ = _group_0_binding_4_cs.static_meta[3];
        uint l_95_ = (l_94_ * 1u);
        bool l_96_ = (id < l_95_);
        if (l_96_) {
            _group_0_binding_3_cs[id] = l_46_;
        }
        uint l_51_ = (l_1_ + id);
        uint l_97_ = _group_0_binding_4_cs.static_meta[3];
        uint l_98_ = (l_97_ * 1u);
        bool l_99_ = (l_51_ < l_98_);
        if (l_99_) {
            _group_0_binding_3_cs[l_51_] = l_50_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
