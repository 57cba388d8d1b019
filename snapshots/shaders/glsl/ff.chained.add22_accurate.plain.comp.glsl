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
    float l_mut_11_ = 0.0;
    float l_mut_12_ = 0.0;
    float l_mut_14_ = 0.0;
    float l_mut_16_ = 0.0;
    float l_mut_18_ = 0.0;
    float l_mut_19_ = 0.0;
    float l_mut_21_ = 0.0;
    float l_mut_22_ = 0.0;
    uint l_mut_23_ = 0u;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_4_cs.static_meta[4];
    uint l_1_ = (l_0_ / 2u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_111_ = _group_0_binding_4_cs.static_meta[2];
        uint l_112_ = (l_111_ * 1u);
        bool l_113_ = (0u < l_112_);
        uint l_114_ = (l_112_ - 1u);
        uint l_115_ = min(0u, l_114_);
        float l_116_ = _group_0_binding_2_cs[l_115_];
        float l_3_ = (l_113_ ? l_116_ : 0.0);
        uint l_118_ = _group_0_binding_4_cs.static_meta[2];
        uint l_119_ = (l_118_ * 1u);
        bool l_120_ = (1u < l_119_);
        uint l_121_ = (l_119_ - 1u);
        uint l_122_ = min(1u, l_121_);
        float l_123_ = _group_0_binding_2_cs[l_122_];
        float l_4_ = (l_120_ ? l_123_ : 0.0);
        uint l_125_ = _group_0_binding_4_cs.static_meta[1];
        uint l_126_ = (l_125_ * 1u);
        bool l_127_ = (id < l_126_);
        uint l_128_ = (l_126_ - 1u);
        uint l_129_ = min(id, l_128_);
        float l_130_ = _group_0_binding_1_cs[l_129_];
        float l_5_ = (l_127_ ? l_130_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_132_ = _group_0_binding_4_cs.static_meta[1];
        uint l_133_ = (l_132_ * 1u);
        bool l_134_ = (l_6_ < l_133_);
        uint l_135_ = (l_133_ - 1u);
        uint l_136_ = min(l_6_, l_135_);
        float l_137_ = _group_0_binding_1_cs[l_136_];
        float l_7_ = (l_134_ ? l_137_ : 0.0);
        uint l_139_ = _group_0_binding_4_cs.static_meta[0];
        uint l_140_ = (l_139_ * 1u);
        bool l_141_ = (id < l_140_);
        uint l_142_ = (l_140_ - 1u);
        uint l_143_ = min(id, l_142_);
        float l_144_ = _group_0_binding_0_cs[l_143_];
        float l_8_ = (l_141_ ? l_144_ : 0.0);
        uint l_9_ = (l_1_ + id);
        uint l_146_ = _group_0_binding_4_cs.static_meta[0];
        uint l_147_ = (l_146_ * 1u);
        bool l_148_ = (l_9_ < l_147_);
        uint l_149_ = (l_147_ - 1u);
        uint l_150_ = min(l_9_, l_149_);
        float l_151_ = _group_0_binding_0_cs[l_150_];
        float l_10_ = (l_148_ ? l_151_ : 0.0);
        l_mut_11_ = l_8_;
        l_mut_12_ = l_10_;
        float l_13_ = (l_8_ * l_3_);
        l_mut_14_ = l_13_;
        float l_15_ = (l_10_ * l_3_);
        l_mut_16_ = l_15_;
        float l_17_ = (l_8_ + l_4_);
        l_mut_18_ = l_17_;
        l_mut_19_ = l_10_;
        float l_20_ = (l_8_ - l_4_);
        l_mut_21_ = l_20_;
        l_mut_22_ = l_10_;
        bool loop_init = true;
        while(true) {
            if (!loop_init) {
                uint _e250 = l_mut_23_;
                l_mut_23_ = (_e250 + 1u);
            }
            loop_init = false;
            uint _e142 = l_mut_23_;
            if ((_e142 < 256u)) {
            } else {
                break;
            }
            {
                float _e145 = l_mut_11_;
                float l_24_ = (_e145 + l_5_);
                float _e147 = l_mut_11_;
                float l_25_ = (l_24_ - _e147);
                float l_26_ = (l_24_ - l_25_);
                float _e150 = l_mut_11_;
                float l_27_ = (_e150 - l_26_);
                float l_28_ = (l_5_ - l_25_);
                float l_29_ = (l_27_ + l_28_);
                float _e154 = l_mut_12_;
                float l_30_ = (_e154 + l_7_);
                float _e156 = l_mut_12_;
                float l_31_ = (l_30_ - _e156);
                float l_32_ = (l_30_ - l_31_);
                float _e159 = l_mut_12_;
                float l_33_ = (_e159 - l_32_);
                float l_34_ = (l_7_ - l_31_);
                float l_35_ = (l_33_ + l_34_);
                float l_36_ = (l_29_ + l_30_);
                float l_37_ = (l_24_ + l_36_);
                float l_38_ = (l_37_ - l_24_);
                float l_39_ = (l_36_ - l_38_);
                float l_40_ = (l_35_ + l_39_);
                float l_41_ = (l_37_ + l_40_);
                float l_42_ = (l_41_ - l_37_);
                float l_43_ = (l_40_ - l_42_);
                float _e171 = l_mut_14_;
                float l_44_ = (_e171 + l_5_);
                float _e173 = l_mut_14_;
                float l_45_ = (l_44_ - _e173);
                float l_46_ = (l_44_ - l_45_);
                float _e176 = l_mut_14_;
                float l_47_ = (_e176 - l_46_);
                float l_48_ = (l_5_ - l_45_);
                float l_49_ = (l_47_ + l_48_);
                float _e180 = l_mut_16_;
                float l_50_ = (_e180 + l_7_);
                float _e182 = l_mut_16_;
                float l_51_ = (l_50_ - _e182);
                float l_52_ = (l_50_ - l_51_);
                float _e185 = l_mut_16_;
                float l_53_ = (_e185 - l_52_);
                float l_54_ = (l_7_ - l_51_);
                float l_55_ = (l_53_ + l_54_);
                float l_56_ = (l_49_ + l_50_);
                float l_57_ = (l_44_ + l_56_);
                float l_58_ = (l_57_ - l_44_);
                float l_59_ = (l_56_ - l_58_);
                float l_60_ = (l_55_ + l_59_);
                float l_61_ = (l_57_ + l_60_);
                float l_62_ = (l_61_ - l_57_);
                float l_63_ = (l_60_ - l_62_);
                float _e197 = l_mut_18_;
                float l_64_ = (_e197 + l_5_);
                float _e199 = l_mut_18_;
                float l_65_ = (l_64_ - _e199);
                float l_66_ = (l_64_ - l_65_);
                float _e202 = l_mut_18_;
                float l_67_ = (_e202 - l_66_);
                float l_68_ = (l_5_ - l_65_);
                float l_69_ = (l_67_ + l_68_);
                float _e206 = l_mut_19_;
                float l_70_ = (_e206 + l_7_);
                float _e208 = l_mut_19_;
                float l_71_ = (l_70_ - _e208);
                float l_72_ = (l_70_ - l_71_);
                float _e211 = l_mut_19_;
                float l_73_ = (_e211 - l_72_);
                float l_74_ = (l_7_ - l_71_);
                float l_75_ = (l_73_ + l_74_);
                float l_76_ = (l_69_ + l_70_);
                float l_77_ = (l_64_ + l_76_);
                float l_78_ = (l_77_ - l_64_);
                float l_79_ = (l_76_ - l_78_);
                float l_80_ = (l_75_ + l_79_);
                float l_81_ = (l_77_ + l_80_);
                float l_82_ = (l_81_ - l_77_);
                float l_83_ = (l_80_ - l_82_);
                float _e223 = l_mut_21_;
                float l_84_ = (_e223 + l_5_);
                float _e225 = l_mut_21_;
                float l_85_ = (l_84_ - _e225);
                float l_86_ = (l_84_ - l_85_);
                float _e228 = l_mut_21_;
                float l_87_ = (_e228 - l_86_);
                float l_88_ = (l_5_ - l_85_);
                float l_89_ = (l_87_ + l_88_);
                float _e232 = l_mut_22_;
                float l_90_ = (_e232 + l_7_);
                float _e234 = l_mut_22_;
                float l_91_ = (l_90_ - _e234);
                float l_92_ = (l_90_ - l_91_);
                float _e237 = l_mut_22_;
                float l_93_ = (_e237 - l_92_);
                float l_94_ = (l_7_ - l_91_);
                float l_95_ = (l_93_ + l_94_);
                float l_96_ = (l_89_ + l_90_);
                float l_97_ = (l_84_ + l_96_);
                float l_98_ = (l_97_ - l_84_);
                float l_99_ = (l_96_ - l_98_);
                float l_100_ = (l_95_ + l_99_);
                float l_101_ = (l_97_ + l_100_);
                float l_102_ = (l_101_ - l_97_);
                float l_103_ = (l_100_ - l_102_);
                l_mut_11_ = l_41_;
                l_mut_12_ = l_43_;
                l_mut_14_ = l_61_;
                l_mut_16_ = l_63_;
                l_mut_18_ = l_81_;
                l_mut_19_ = l_83_;
                l_mut_21_ = l_101_;
                l_mut_22_ = l_103_;
            }
        }
        float _e252 = l_mut_11_;
        float _e253 = l_mut_14_;
        float l_104_ = (_e252 + _e253);
        float _e255 = l_mut_18_;
        float _e256 = l_mut_21_;
        float l_105_ = (_e255 + _e256);
        float l_106_ = (l_104_ + l_105_);
        uint l_153_ = _group_0_binding_4_cs.static_meta[3];
        uint l_154_ = (l_153_ * 1u);
        bool l_155_ = (id < l_154_);
        if (l_155_) {
            _group_0_binding_3_cs[id] = l_106_;
        }
        uint l_107_ = (l_1_ + id);
        float _e269 = l_mut_12_;
        float _e270 = l_mut_16_;
        float l_108_ = (_e269 + _e270);
        float _e272 = l_mut_19_;
        float _e273 = l_mut_22_;
        float l_109_ = (_e272 + _e273);
        float l_110_ = (l_108_ + l_109_);
        uint l_156_ = _group_0_binding_4_cs.static_meta[3];
        uint l_157_ = (l_156_ * 1u);
        bool l_158_ = (l_107_ < l_157_);
        if (l_158_) {
            _group_0_binding_3_cs[l_107_] = l_110_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
