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
        uint l_135_ = _group_0_binding_4_cs.static_meta[2];
        uint l_136_ = (l_135_ * 1u);
        bool l_137_ = (0u < l_136_);
        uint l_138_ = (l_136_ - 1u);
        uint l_139_ = min(0u, l_138_);
        float l_140_ = _group_0_binding_2_cs[l_139_];
        float l_3_ = (l_137_ ? l_140_ : 0.0);
        uint l_142_ = _group_0_binding_4_cs.static_meta[2];
        uint l_143_ = (l_142_ * 1u);
        bool l_144_ = (1u < l_143_);
        uint l_145_ = (l_143_ - 1u);
        uint l_146_ = min(1u, l_145_);
        float l_147_ = _group_0_binding_2_cs[l_146_];
        float l_4_ = (l_144_ ? l_147_ : 0.0);
        uint l_149_ = _group_0_binding_4_cs.static_meta[1];
        uint l_150_ = (l_149_ * 1u);
        bool l_151_ = (id < l_150_);
        uint l_152_ = (l_150_ - 1u);
        uint l_153_ = min(id, l_152_);
        float l_154_ = _group_0_binding_1_cs[l_153_];
        float l_5_ = (l_151_ ? l_154_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_156_ = _group_0_binding_4_cs.static_meta[1];
        uint l_157_ = (l_156_ * 1u);
        bool l_158_ = (l_6_ < l_157_);
        uint l_159_ = (l_157_ - 1u);
        uint l_160_ = min(l_6_, l_159_);
        float l_161_ = _group_0_binding_1_cs[l_160_];
        float l_7_ = (l_158_ ? l_161_ : 0.0);
        uint l_163_ = _group_0_binding_4_cs.static_meta[0];
        uint l_164_ = (l_163_ * 1u);
        bool l_165_ = (id < l_164_);
        uint l_166_ = (l_164_ - 1u);
        uint l_167_ = min(id, l_166_);
        float l_168_ = _group_0_binding_0_cs[l_167_];
        float l_8_ = (l_165_ ? l_168_ : 0.0);
        uint l_9_ = (l_1_ + id);
        uint l_170_ = _group_0_binding_4_cs.static_meta[0];
        uint l_171_ = (l_170_ * 1u);
        bool l_172_ = (l_9_ < l_171_);
        uint l_173_ = (l_171_ - 1u);
        uint l_174_ = min(l_9_, l_173_);
        float l_175_ = _group_0_binding_0_cs[l_174_];
        float l_10_ = (l_172_ ? l_175_ : 0.0);
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
                uint _e262 = l_mut_23_;
                l_mut_23_ = (_e262 + 1u);
            }
            loop_init = false;
            uint _e142 = l_mut_23_;
            if ((_e142 < 256u)) {
            } else {
                break;
            }
            {
                float _e145 = l_mut_11_;
                float l_24_ = sqrt(_e145);
                float l_25_ = (l_24_ * l_24_);
                float l_26_ = (l_3_ * l_24_);
                float l_27_ = (l_26_ - l_24_);
                float l_28_ = (l_26_ - l_27_);
                float l_29_ = (l_24_ - l_28_);
                float l_30_ = (l_3_ * l_24_);
                float l_31_ = (l_30_ - l_24_);
                float l_32_ = (l_30_ - l_31_);
                float l_33_ = (l_24_ - l_32_);
                float l_34_ = (l_28_ * l_32_);
                float l_35_ = (l_34_ - l_25_);
                float l_36_ = (l_28_ * l_33_);
                float l_37_ = (l_35_ + l_36_);
                float l_38_ = (l_29_ * l_32_);
                float l_39_ = (l_37_ + l_38_);
                float l_40_ = (l_29_ * l_33_);
                float l_41_ = (l_39_ + l_40_);
                float _e164 = l_mut_11_;
                float l_42_ = (_e164 - l_25_);
                float l_43_ = (l_42_ - l_41_);
                float _e167 = l_mut_12_;
                float l_44_ = (_e167 + l_43_);
                float l_45_ = (l_24_ + l_24_);
                float l_46_ = (l_44_ / l_45_);
                float l_47_ = (l_24_ + l_46_);
                float l_48_ = (l_47_ - l_24_);
                float l_49_ = (l_46_ - l_48_);
                float _e174 = l_mut_14_;
                float l_50_ = sqrt(_e174);
                float l_51_ = (l_50_ * l_50_);
                float l_52_ = (l_3_ * l_50_);
                float l_53_ = (l_52_ - l_50_);
                float l_54_ = (l_52_ - l_53_);
                float l_55_ = (l_50_ - l_54_);
                float l_56_ = (l_3_ * l_50_);
                float l_57_ = (l_56_ - l_50_);
                float l_58_ = (l_56_ - l_57_);
                float l_59_ = (l_50_ - l_58_);
                float l_60_ = (l_54_ * l_58_);
                float l_61_ = (l_60_ - l_51_);
                float l_62_ = (l_54_ * l_59_);
                float l_63_ = (l_61_ + l_62_);
                float l_64_ = (l_55_ * l_58_);
                float l_65_ = (l_63_ + l_64_);
                float l_66_ = (l_55_ * l_59_);
                float l_67_ = (l_65_ + l_66_);
                float _e193 = l_mut_14_;
                float l_68_ = (_e193 - l_51_);
                float l_69_ = (l_68_ - l_67_);
                float _e196 = l_mut_16_;
                float l_70_ = (_e196 + l_69_);
                float l_71_ = (l_50_ + l_50_);
                float l_72_ = (l_70_ / l_71_);
                float l_73_ = (l_50_ + l_72_);
                float l_74_ = (l_73_ - l_50_);
                float l_75_ = (l_72_ - l_74_);
                float _e203 = l_mut_18_;
                float l_76_ = sqrt(_e203);
                float l_77_ = (l_76_ * l_76_);
                float l_78_ = (l_3_ * l_76_);
                float l_79_ = (l_78_ - l_76_);
                float l_80_ = (l_78_ - l_79_);
                float l_81_ = (l_76_ - l_80_);
                float l_82_ = (l_3_ * l_76_);
                float l_83_ = (l_82_ - l_76_);
                float l_84_ = (l_82_ - l_83_);
                float l_85_ = (l_76_ - l_84_);
                float l_86_ = (l_80_ * l_84_);
                float l_87_ = (l_86_ - l_77_);
                float l_88_ = (l_80_ * l_85_);
                float l_89_ = (l_87_ + l_88_);
                float l_90_ = (l_81_ * l_84_);
                float l_91_ = (l_89_ + l_90_);
                float l_92_ = (l_81_ * l_85_);
                float l_93_ = (l_91_ + l_92_);
                float _e222 = l_mut_18_;
                float l_94_ = (_e222 - l_77_);
                float l_95_ = (l_94_ - l_93_);
                float _e225 = l_mut_19_;
                float l_96_ = (_e225 + l_95_);
                float l_97_ = (l_76_ + l_76_);
                float l_98_ = (l_96_ / l_97_);
                float l_99_ = (l_76_ + l_98_);
                float l_100_ = (l_99_ - l_76_);
                float l_101_ = (l_98_ - l_100_);
                float _e232 = l_mut_21_;
                float l_102_ = sqrt(_e232);
                float l_103_ = (l_102_ * l_102_);
                float l_104_ = (l_3_ * l_102_);
                float l_105_ = (l_104_ - l_102_);
                float l_106_ = (l_104_ - l_105_);
                float l_107_ = (l_102_ - l_106_);
                float l_108_ = (l_3_ * l_102_);
                float l_109_ = (l_108_ - l_102_);
                float l_110_ = (l_108_ - l_109_);
                float l_111_ = (l_102_ - l_110_);
                float l_112_ = (l_106_ * l_110_);
                float l_113_ = (l_112_ - l_103_);
                float l_114_ = (l_106_ * l_111_);
                float l_115_ = (l_113_ + l_114_);
                float l_116_ = (l_107_ * l_110_);
                float l_117_ = (l_115_ + l_116_);
                float l_118_ = (l_107_ * l_111_);
                float l_119_ = (l_117_ + l_118_);
                float _e251 = l_mut_21_;
                float l_120_ = (_e251 - l_103_);
                float l_121_ = (l_120_ - l_119_);
                float _e254 = l_mut_22_;
                float l_122_ = (_e254 + l_121_);
                float l_123_ = (l_102_ + l_102_);
                float l_124_ = (l_122_ / l_123_);
                float l_125_ = (l_102_ + l_124_);
                float l_126_ = (l_125_ - l_102_);
                float l_127_ = (l_124_ - l_126_);
                l_mut_11_ = l_47_;
                l_mut_12_ = l_49_;
                l_mut_14_ = l_73_;
                l_mut_16_ = l_75_;
                l_mut_18_ = l_99_;
                l_mut_19_ = l_101_;
                l_mut_21_ = l_125_;
                l_mut_22_ = l_127_;
            }
        }
        float _e264 = l_mut_11_;
        float _e265 = l_mut_14_;
        float l_128_ = (_e264 + _e265);
        float _e267 = l_mut_18_;
        float _e268 = l_mut_21_;
        float l_129_ = (_e267 + _e268);
        float l_130_ = (l_128_ + l_129_);
        uint l_177_ = _group_0_binding_4_cs.static_meta[3];
        uint l_178_ = (l_177_ * 1u);
        bool l_179_ = (id < l_178_);
        if (l_179_) {
            _group_0_binding_3_cs[id] = l_130_;
        }
        uint l_131_ = (l_1_ + id);
        float _e281 = l_mut_12_;
        float _e282 = l_mut_16_;
        float l_132_ = (_e281 + _e282);
        float _e284 = l_mut_19_;
        float _e285 = l_mut_22_;
        float l_133_ = (_e284 + _e285);
        float l_134_ = (l_132_ + l_133_);
        uint l_180_ = _group_0_binding_4_cs.static_meta[3];
        uint l_181_ = (l_180_ * 1u);
        bool l_182_ = (l_131_ < l_181_);
        if (l_182_) {
            _group_0_binding_3_cs[l_131_] = l_134_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
