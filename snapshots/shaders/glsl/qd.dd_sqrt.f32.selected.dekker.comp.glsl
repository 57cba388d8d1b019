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
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_4_cs.static_meta[4];
    uint l_1_ = (l_0_ / 2u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_101_ = _group_0_binding_4_cs.static_meta[2];
        uint l_102_ = (l_101_ * 1u);
        bool l_103_ = (0u < l_102_);
        uint l_104_ = (l_102_ - 1u);
        uint l_105_ = min(0u, l_104_);
        float l_106_ = _group_0_binding_2_cs[l_105_];
        float l_3_ = (l_103_ ? l_106_ : 0.0);
        uint l_108_ = _group_0_binding_4_cs.static_meta[2];
        uint l_109_ = (l_108_ * 1u);
        bool l_110_ = (1u < l_109_);
        uint l_111_ = (l_109_ - 1u);
        uint l_112_ = min(1u, l_111_);
        float l_113_ = _group_0_binding_2_cs[l_112_];
        float l_4_ = (l_110_ ? l_113_ : 0.0);
        uint l_115_ = _group_0_binding_4_cs.static_meta[0];
        uint l_116_ = (l_115_ * 1u);
        bool l_117_ = (id < l_116_);
        uint l_118_ = (l_116_ - 1u);
        uint l_119_ = min(id, l_118_);
        float l_120_ = _group_0_binding_0_cs[l_119_];
        float l_5_ = (l_117_ ? l_120_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_122_ = _group_0_binding_4_cs.static_meta[0];
        uint l_123_ = (l_122_ * 1u);
        bool l_124_ = (l_6_ < l_123_);
        uint l_125_ = (l_123_ - 1u);
        uint l_126_ = min(l_6_, l_125_);
        float l_127_ = _group_0_binding_0_cs[l_126_];
        float l_7_ = (l_124_ ? l_127_ : 0.0);
        uint l_129_ = _group_0_binding_4_cs.static_meta[1];
        uint l_130_ = (l_129_ * 1u);
        bool l_131_ = (id < l_130_);
        uint l_132_ = (l_130_ - 1u);
        uint l_133_ = min(id, l_132_);
        float l_134_ = _group_0_binding_1_cs[l_133_];
        float l_8_ = (l_131_ ? l_134_ : 0.0);
        uint l_9_ = (l_1_ + id);
        uint l_136_ = _group_0_binding_4_cs.static_meta[1];
        uint l_137_ = (l_136_ * 1u);
        bool l_138_ = (l_9_ < l_137_);
        uint l_139_ = (l_137_ - 1u);
        uint l_140_ = min(l_9_, l_139_);
        float l_141_ = _group_0_binding_1_cs[l_140_];
        float l_10_ = (l_138_ ? l_141_ : 0.0);
        float l_11_ = sqrt(l_5_);
        float l_12_ = (1.0 / l_11_);
        float l_13_ = (l_5_ * l_12_);
        float l_14_ = (l_13_ * l_13_);
        bool l_15_ = (l_4_ != 0.0);
        float l_16_ = (l_15_ ? l_14_ : l_4_);
        float l_17_ = (l_3_ * l_13_);
        bool l_18_ = (l_4_ != 0.0);
        float l_19_ = (l_18_ ? l_17_ : l_4_);
        float l_20_ = (l_19_ - l_13_);
        bool l_21_ = (l_4_ != 0.0);
        float l_22_ = (l_21_ ? l_20_ : l_4_);
        float l_23_ = (l_19_ - l_22_);
        float l_24_ = (l_13_ - l_23_);
        float l_25_ = (l_3_ * l_13_);
        bool l_26_ = (l_4_ != 0.0);
        float l_27_ = (l_26_ ? l_25_ : l_4_);
        float l_28_ = (l_27_ - l_13_);
        bool l_29_ = (l_4_ != 0.0);
        float l_30_ = (l_29_ ? l_28_ : l_4_);
        float l_31_ = (l_27_ - l_30_);
        float l_32_ = (l_13_ - l_31_);
        float l_33_ = (l_23_ * l_31_);
        float l_34_ = (l_33_ - l_16_);
        float l_35_ = (l_23_ * l_32_);
        float l_36_ = (l_34_ + l_35_);
        float l_37_ = (l_24_ * l_31_);
        float l_38_ = (l_36_ + l_37_);
        float l_39_ = (l_24_ * l_32_);
        float l_40_ = (l_38_ + l_39_);
        float l_41_ = -(l_16_);
        float l_42_ = -(l_40_);
        float l_43_ = (l_5_ + l_41_);
        bool l_44_ = (l_4_ != 0.0);
        float l_45_ = (l_44_ ? l_43_ : l_4_);
        float l_46_ = (l_45_ - l_5_);
        bool l_47_ = (l_4_ != 0.0);
        float l_48_ = (l_47_ ? l_46_ : l_4_);
        float l_49_ = (l_45_ - l_48_);
        bool l_50_ = (l_4_ != 0.0);
        float l_51_ = (l_50_ ? l_49_ : l_4_);
        float l_52_ = (l_5_ - l_51_);
        float l_53_ = (l_41_ - l_48_);
        float l_54_ = (l_52_ + l_53_);
        float l_55_ = (l_7_ + l_42_);
        bool l_56_ = (l_4_ != 0.0);
        float l_57_ = (l_56_ ? l_55_ : l_4_);
        float l_58_ = (l_57_ - l_7_);
        bool l_59_ = (l_4_ != 0.0);
        float l_60_ = (l_59_ ? l_58_ : l_4_);
        float l_61_ = (l_57_ - l_60_);
        bool l_62_ = (l_4_ != 0.0);
        float l_63_ = (l_62_ ? l_61_ : l_4_);
        float l_64_ = (l_7_ - l_63_);
        float l_65_ = (l_42_ - l_60_);
        float l_66_ = (l_64_ + l_65_);
        float l_67_ = (l_54_ + l_57_);
        float l_68_ = (l_45_ + l_67_);
        bool l_69_ = (l_4_ != 0.0);
        float l_70_ = (l_69_ ? l_68_ : l_4_);
        float l_71_ = (l_70_ - l_45_);
        bool l_72_ = (l_4_ != 0.0);
        float l_73_ = (l_72_ ? l_71_ : l_4_);
        float l_74_ = (l_67_ - l_73_);
        float l_75_ = (l_66_ + l_74_);
        float l_76_ = (l_70_ + l_75_);
        bool l_77_ = (l_4_ != 0.0);
        float l_78_ = (l_77_ ? l_76_ : l_4_);
        float l_79_ = (l_78_ - l_70_);
        bool l_80_ = (l_4_ != 0.0);
        float l_81_ = (l_80_ ? l_79_ : l_4_);
        float l_82_ = (l_75_ - l_81_);
        float l_83_ = (l_12_ * 0.5);
        float l_84_ = (l_78_ * l_83_);
        float l_85_ = (l_13_ + l_84_);
        bool l_86_ = (l_4_ != 0.0);
        float l_87_ = (l_86_ ? l_85_ : l_4_);
        float l_88_ = (l_87_ - l_13_);
        bool l_89_ = (l_4_ != 0.0);
        float l_90_ = (l_89_ ? l_88_ : l_4_);
        float l_91_ = (l_87_ - l_90_);
        bool l_92_ = (l_4_ != 0.0);
        float l_93_ = (l_92_ ? l_91_ : l_4_);
        float l_94_ = (l_13_ - l_93_);
        float l_95_ = (l_84_ - l_90_);
        float l_96_ = (l_94_ + l_95_);
        bool l_97_ = (l_5_ != 0.0);
        float l_98_ = (l_97_ ? l_87_ : l_5_);
        float l_99_ = (l_97_ ? l_96_ : 0.0);
        uint l_143_ = _group_0_binding_4_cs.static_meta[3];
        uint l_144_ = (l_143_ * 1u);
        bool l_145_ = (id < l_144_);
        if (l_145_) {
            _group_0_binding_3_cs[id] = l_98_;
        }
        uint l_100_ = (l_1_ + id);
        uint l_146_ = _group_0_binding_4_cs.static_meta[3];
        uint l_147_ = (l_146_ * 1u);
        bool l_148_ = (l_100_ < l_147_);
        if (l_148_) {
            _group_0_binding_3_cs[l_100_] = l_99_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
