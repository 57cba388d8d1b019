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
        uint l_83_ = _group_0_binding_4_cs.static_meta[2];
        uint l_84_ = (l_83_ * 1u);
        bool l_85_ = (0u < l_84_);
        uint l_86_ = (l_84_ - 1u);
        uint l_87_ = min(0u, l_86_);
        double l_88_ = _group_0_binding_2_cs[l_87_];
        double l_3_ = (l_85_ ? l_88_ : 0.0LF);
        uint l_90_ = _group_0_binding_4_cs.static_meta[2];
        uint l_91_ = (l_90_ * 1u);
        bool l_92_ = (1u < l_91_);
        uint l_93_ = (l_91_ - 1u);
        uint l_94_ = min(1u, l_93_);
        double l_95_ = _group_0_binding_2_cs[l_94_];
        double l_4_ = (l_92_ ? l_95_ : 0.0LF);
        uint l_97_ = _group_0_binding_4_cs.static_meta[0];
        uint l_98_ = (l_97_ * 1u);
        bool l_99_ = (id < l_98_);
        uint l_100_ = (l_98_ - 1u);
        uint l_101_ = min(id, l_100_);
        double l_102_ = _group_0_binding_0_cs[l_101_];
        double l_5_ = (l_99_ ? l_102_ : 0.0LF);
        uint l_6_ = (l_1_ + id);
        uint l_104_ = _group_0_binding_4_cs.static_meta[0];
        uint l_105_ = (l_104_ * 1u);
        bool l_106_ = (l_6_ < l_105_);
        uint l_107_ = (l_105_ - 1u);
        uint l_108_ = min(l_6_, l_107_);
        double l_109_ = _group_0_binding_0_cs[l_108_];
        double l_7_ = (l_106_ ? l_109_ : 0.0LF);
        uint l_111_ = _group_0_binding_4_cs.static_meta[1];
        uint l_112_ = (l_111_ * 1u);
        bool l_113_ = (id < l_112_);
        uint l_114_ = (l_112_ - 1u);
        uint l_115_ = min(id, l_114_);
        double l_116_ = _group_0_binding_1_cs[l_115_];
        double l_8_ = (l_113_ ? l_116_ : 0.0LF);
        uint l_9_ = (l_1_ + id);
        uint l_118_ = _group_0_binding_4_cs.static_meta[1];
        uint l_119_ = (l_118_ * 1u);
        bool l_120_ = (l_9_ < l_119_);
        uint l_121_ = (l_119_ - 1u);
        uint l_122_ = min(l_9_, l_121_);
        double l_123_ = _group_0_binding_1_cs[l_122_];
        double l_10_ = (l_120_ ? l_123_ : 0.0LF);
        double l_11_ = sqrt(l_5_);
        double l_12_ = (1.0LF / l_11_);
        double l_13_ = (l_5_ * l_12_);
        double l_14_ = (l_13_ * l_13_);
        double l_15_ = (l_14_ * l_4_);
        double l_16_ = (l_3_ * l_13_);
        double l_17_ = (l_16_ * l_4_);
        double l_18_ = (l_17_ - l_13_);
        double l_19_ = (l_18_ * l_4_);
        double l_20_ = (l_17_ - l_19_);
        double l_21_ = (l_13_ - l_20_);
        double l_22_ = (l_3_ * l_13_);
        double l_23_ = (l_22_ * l_4_);
        double l_24_ = (l_23_ - l_13_);
        double l_25_ = (l_24_ * l_4_);
        double l_26_ = (l_23_ - l_25_);
        double l_27_ = (l_13_ - l_26_);
        double l_28_ = (l_20_ * l_26_);
        double l_29_ = (l_28_ - l_15_);
        double l_30_ = (l_20_ * l_27_);
        double l_31_ = (l_29_ + l_30_);
        double l_32_ = (l_21_ * l_26_);
        double l_33_ = (l_31_ + l_32_);
        double l_34_ = (l_21_ * l_27_);
        double l_35_ = (l_33_ + l_34_);
        double l_36_ = -(l_15_);
        double l_37_ = -(l_35_);
        double l_38_ = (l_5_ + l_36_);
        double l_39_ = (l_38_ * l_4_);
        double l_40_ = (l_39_ - l_5_);
        double l_41_ = (l_40_ * l_4_);
        double l_42_ = (l_39_ - l_41_);
        double l_43_ = (l_42_ * l_4_);
        double l_44_ = (l_5_ - l_43_);
        double l_45_ = (l_36_ - l_41_);
        double l_46_ = (l_44_ + l_45_);
        double l_47_ = (l_7_ + l_37_);
        double l_48_ = (l_47_ * l_4_);
        double l_49_ = (l_48_ - l_7_);
        double l_50_ = (l_49_ * l_4_);
        double l_51_ = (l_48_ - l_50_);
        double l_52_ = (l_51_ * l_4_);
        double l_53_ = (l_7_ - l_52_);
        double l_54_ = (l_37_ - l_50_);
        double l_55_ = (l_53_ + l_54_);
        double l_56_ = (l_46_ + l_48_);
        double l_57_ = (l_39_ + l_56_);
        double l_58_ = (l_57_ * l_4_);
        double l_59_ = (l_58_ - l_39_);
        double l_60_ = (l_59_ * l_4_);
        double l_61_ = (l_56_ - l_60_);
        double l_62_ = (l_55_ + l_61_);
        double l_63_ = (l_58_ + l_62_);
        double l_64_ = (l_63_ * l_4_);
        double l_65_ = (l_64_ - l_58_);
        double l_66_ = (l_65_ * l_4_);
        double l_67_ = (l_62_ - l_66_);
        double l_68_ = (l_12_ * 0.5LF);
        double l_69_ = (l_64_ * l_68_);
        double l_70_ = (l_13_ + l_69_);
        double l_71_ = (l_70_ * l_4_);
        double l_72_ = (l_71_ - l_13_);
        double l_73_ = (l_72_ * l_4_);
        double l_74_ = (l_71_ - l_73_);
        double l_75_ = (l_74_ * l_4_);
        double l_76_ = (l_13_ - l_75_);
        double l_77_ = (l_69_ - l_73_);
        double l_78_ = (l_76_ + l_77_);
        bool l_79_ = (l_5_ != 0.0LF);
        double l_80_ = (l_79_ ? l_71_ : l_5_);
        double l_81_ = (l_79_ ? l_78_ : 0.0LF);
        uint l_125_ = _group_0_binding_4_cs.static_meta[3];
        uint l_126_ = (l_125_ * 1u);
        bool l_127_ = (id < l_126_);
        if (l_127_) {
            _group_0_binding_3_cs[id] = l_80_;
        }
        uint l_82_ = (l_1_ + id);
        uint l_128_ = _group_0_binding_4_cs.static_meta[3];
        uint l_129_ = (l_128_ * 1u);
        bool l_130_ = (l_82_ < l_129_);
        if (l_130_) {
            _group_0_binding_3_cs[l_82_] = l_81_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
