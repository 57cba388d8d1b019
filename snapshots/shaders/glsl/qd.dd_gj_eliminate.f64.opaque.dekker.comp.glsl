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
    uint l_88_ = _group_0_binding_2_cs.static_meta[1];
    uint l_89_ = (l_88_ * 1u);
    bool l_90_ = (0u < l_89_);
    uint l_91_ = (l_89_ - 1u);
    uint l_92_ = min(0u, l_91_);
    double l_93_ = _group_0_binding_1_cs[l_92_];
    double l_0_ = (l_90_ ? l_93_ : 0.0LF);
    uint l_95_ = _group_0_binding_2_cs.static_meta[1];
    uint l_96_ = (l_95_ * 1u);
    bool l_97_ = (1u < l_96_);
    uint l_98_ = (l_96_ - 1u);
    uint l_99_ = min(1u, l_98_);
    double l_100_ = _group_0_binding_1_cs[l_99_];
    double l_1_ = (l_97_ ? l_100_ : 0.0LF);
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
            uint l_102_ = _group_0_binding_2_cs.static_meta[0];
            uint l_103_ = (l_102_ * 1u);
            bool l_104_ = (l_12_ < l_103_);
            uint l_105_ = (l_103_ - 1u);
            uint l_106_ = min(l_12_, l_105_);
            double l_107_ = _group_0_binding_0_cs[l_106_];
            double l_13_ = (l_104_ ? l_107_ : 0.0LF);
            uint l_14_ = (l_10_ + l_12_);
            uint l_109_ = _group_0_binding_2_cs.static_meta[0];
            uint l_110_ = (l_109_ * 1u);
            bool l_111_ = (l_14_ < l_110_);
            uint l_112_ = (l_110_ - 1u);
            uint l_113_ = min(l_14_, l_112_);
            double l_114_ = _group_0_binding_0_cs[l_113_];
            double l_15_ = (l_111_ ? l_114_ : 0.0LF);
            double l_16_ = -(l_13_);
            double l_17_ = -(l_15_);
            uint l_116_ = _group_0_binding_2_cs.static_meta[0];
            uint l_117_ = (l_116_ * 1u);
            bool l_118_ = (id < l_117_);
            uint l_119_ = (l_117_ - 1u);
            uint l_120_ = min(id, l_119_);
            double l_121_ = _group_0_binding_0_cs[l_120_];
            double l_18_ = (l_118_ ? l_121_ : 0.0LF);
            uint l_19_ = (l_10_ + id);
            uint l_123_ = _group_0_binding_2_cs.static_meta[0];
            uint l_124_ = (l_123_ * 1u);
            bool l_125_ = (l_19_ < l_124_);
            uint l_126_ = (l_124_ - 1u);
            uint l_127_ = min(l_19_, l_126_);
            double l_128_ = _group_0_binding_0_cs[l_127_];
            double l_20_ = (l_125_ ? l_128_ : 0.0LF);
            uint l_21_ = (l_2_ * 32u);
            uint l_22_ = (l_21_ + l_6_);
            uint l_130_ = _group_0_binding_2_cs.static_meta[0];
            uint l_131_ = (l_130_ * 1u);
            bool l_132_ = (l_22_ < l_131_);
            uint l_133_ = (l_131_ - 1u);
            uint l_134_ = min(l_22_, l_133_);
            double l_135_ = _group_0_binding_0_cs[l_134_];
            double l_23_ = (l_132_ ? l_135_ : 0.0LF);
            uint l_24_ = (l_10_ + l_22_);
            uint l_137_ = _group_0_binding_2_cs.static_meta[0];
            uint l_138_ = (l_137_ * 1u);
            bool l_139_ = (l_24_ < l_138_);
            uint l_140_ = (l_138_ - 1u);
            uint l_141_ = min(l_24_, l_140_);
            double l_142_ = _group_0_binding_0_cs[l_141_];
            double l_25_ = (l_139_ ? l_142_ : 0.0LF);
            double l_26_ = (l_16_ * l_23_);
            double l_27_ = (l_26_ * l_1_);
            double l_28_ = (l_0_ * l_16_);
            double l_29_ = (l_28_ * l_1_);
            double l_30_ = (l_29_ - l_16_);
            double l_31_ = (l_30_ * l_1_);
            double l_32_ = (l_29_ - l_31_);
            double l_33_ = (l_16_ - l_32_);
            double l_34_ = (l_0_ * l_23_);
            double l_35_ = (l_34_ * l_1_);
            double l_36_ = (l_35_ - l_23_);
            double l_37_ = (l_36_ * l_1_);
            double l_38_ = (l_35_ - l_37_);
            double l_39_ = (l_23_ - l_38_);
            double l_40_ = (l_32_ * l_38_);
            double l_41_ = (l_40_ - l_27_);
            double l_42_ = (l_32_ * l_39_);
            double l_43_ = (l_41_ + l_42_);
            double l_44_ = (l_33_ * l_38_);
            double l_45_ = (l_43_ + l_44_);
            double l_46_ = (l_33_ * l_39_);
            double l_47_ = (l_45_ + l_46_);
            double l_48_ = (l_16_ * l_25_);
            double l_49_ = (l_17_ * l_23_);
            double l_50_ = (l_48_ + l_49_);
            double l_51_ = (l_47_ + l_50_);
            double l_52_ = (l_27_ + l_51_);
            double l_53_ = (l_52_ * l_1_);
            double l_54_ = (l_53_ - l_27_);
            double l_55_ = (l_54_ * l_1_);
            double l_56_ = (l_51_ - l_55_);
            double l_57_ = (l_18_ + l_53_);
            double l_58_ = (l_57_ * l_1_);
            double l_59_ = (l_58_ - l_18_);
            double l_60_ = (l_59_ * l_1_);
            double l_61_ = (l_58_ - l_60_);
            double l_62_ = (l_61_ * l_1_);
            double l_63_ = (l_18_ - l_62_);
            double l_64_ = (l_53_ - l_60_);
            double l_65_ = (l_63_ + l_64_);
            double l_66_ = (l_20_ + l_56_);
            double l_67_ = (l_66_ * l_1_);
            double l_68_ = (l_67_ - l_20_);
            double l_69_ = (l_68_ * l_1_);
            double l_70_ = (l_67_ - l_69_);
            double l_71_ = (l_70_ * l_1_);
            double l_72_ = (l_20_ - l_71_);
            double l_73_ = (l_56_ - l_69_);
            double l_74_ = (l_72_ + l_73_);
            double l_75_ = (l_65_ + l_67_);
            double l_76_ = (l_58_ + l_75_);
            double l_77_ = (l_76_ * l_1_);
            double l_78_ = (l_77_ - l_58_);
            double l_79_ = (l_78_ * l_1_);
            double l_80_ = (l_75_ - l_79_);
            double l_81_ = (l_74_ + l_80_);
            double l_82_ = (l_77_ + l_81_);
            double l_83_ = (l_82_ * l_1_);
            double l_84_ = (l_83_ - l_77_);
            double l_85_ = (l_84_ * l_1_);
            double l_86_ = (l_81_ - l_85_);
            uint l_144_ = _group_0_binding_2_cs.static_meta[0];
            uint l_145_ = (l_144_ * 1u);
            bool l_146_ = (id < l_145_);
            if (l_146_) {
                _group_0_binding_0_cs[id] = l_83_;
            }
            uint l_87_ = (l_10_ + id);
            uint l_147_ = _group_0_binding_2_cs.static_meta[0];
            uint l_148_ = (l_147_ * 1u);
            bool l_149_ = (l_87_ < l_148_);
            if (l_149_) {
                _group_0_binding_0_cs[l_87_] = l_86_;
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
