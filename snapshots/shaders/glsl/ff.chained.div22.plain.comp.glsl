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
        uint l_163_ = _group_0_binding_4_cs.static_meta[2];
        uint l_164_ = (l_163_ * 1u);
        bool l_165_ = (0u < l_164_);
        uint l_166_ = (l_164_ - 1u);
        uint l_167_ = min(0u, l_166_);
        float l_168_ = _group_0_binding_2_cs[l_167_];
        float l_3_ = (l_165_ ? l_168_ : 0.0);
        uint l_170_ = _group_0_binding_4_cs.static_meta[2];
        uint l_171_ = (l_170_ * 1u);
        bool l_172_ = (1u < l_171_);
        uint l_173_ = (l_171_ - 1u);
        uint l_174_ = min(1u, l_173_);
        float l_175_ = _group_0_binding_2_cs[l_174_];
        float l_4_ = (l_172_ ? l_175_ : 0.0);
        uint l_177_ = _group_0_binding_4_cs.static_meta[1];
        uint l_178_ = (l_177_ * 1u);
        bool l_179_ = (id < l_178_);
        uint l_180_ = (l_178_ - 1u);
        uint l_181_ = min(id, l_180_);
        float l_182_ = _group_0_binding_1_cs[l_181_];
        float l_5_ = (l_179_ ? l_182_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_184_ = _group_0_binding_4_cs.static_meta[1];
        uint l_185_ = (l_184_ * 1u);
        bool l_186_ = (l_6_ < l_185_);
        uint l_187_ = (l_185_ - 1u);
        uint l_188_ = min(l_6_, l_187_);
        float l_189_ = _group_0_binding_1_cs[l_188_];
        float l_7_ = (l_186_ ? l_189_ : 0.0);
        uint l_191_ = _group_0_binding_4_cs.static_meta[0];
        uint l_192_ = (l_191_ * 1u);
        bool l_193_ = (id < l_192_);
        uint l_194_ = (l_192_ - 1u);
        uint l_195_ = min(id, l_194_);
        float l_196_ = _group_0_binding_0_cs[l_195_];
        float l_8_ = (l_193_ ? l_196_ : 0.0);
        uint l_9_ = (l_1_ + id);
        uint l_198_ = _group_0_binding_4_cs.static_meta[0];
        uint l_199_ = (l_198_ * 1u);
        bool l_200_ = (l_9_ < l_199_);
        uint l_201_ = (l_199_ - 1u);
        uint l_202_ = min(l_9_, l_201_);
        float l_203_ = _group_0_binding_0_cs[l_202_];
        float l_10_ = (l_200_ ? l_203_ : 0.0);
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
                uint _e290 = l_mut_23_;
                l_mut_23_ = (_e290 + 1u);
            }
            loop_init = false;
            uint _e142 = l_mut_23_;
            if ((_e142 < 256u)) {
            } else {
                break;
            }
            {
                float _e145 = l_mut_11_;
                float l_24_ = (_e145 / l_5_);
                float l_25_ = (l_5_ * l_24_);
                float l_26_ = (l_3_ * l_5_);
                float l_27_ = (l_26_ - l_5_);
                float l_28_ = (l_26_ - l_27_);
                float l_29_ = (l_5_ - l_28_);
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
                float l_42_ = (l_7_ * l_24_);
                float l_43_ = (l_25_ + l_42_);
                float l_44_ = (l_43_ - l_25_);
                float l_45_ = (l_42_ - l_44_);
                float l_46_ = (l_45_ + l_41_);
                float l_47_ = (l_43_ + l_46_);
                float l_48_ = (l_47_ - l_43_);
                float l_49_ = (l_46_ - l_48_);
                float _e172 = l_mut_11_;
                float l_50_ = (_e172 - l_47_);
                float _e174 = l_mut_12_;
                float l_51_ = (_e174 - l_49_);
                float l_52_ = (l_50_ + l_51_);
                float l_53_ = (l_52_ / l_5_);
                float l_54_ = (l_24_ + l_53_);
                float l_55_ = (l_54_ - l_24_);
                float l_56_ = (l_53_ - l_55_);
                float _e181 = l_mut_14_;
                float l_57_ = (_e181 / l_5_);
                float l_58_ = (l_5_ * l_57_);
                float l_59_ = (l_3_ * l_5_);
                float l_60_ = (l_59_ - l_5_);
                float l_61_ = (l_59_ - l_60_);
                float l_62_ = (l_5_ - l_61_);
                float l_63_ = (l_3_ * l_57_);
                float l_64_ = (l_63_ - l_57_);
                float l_65_ = (l_63_ - l_64_);
                float l_66_ = (l_57_ - l_65_);
                float l_67_ = (l_61_ * l_65_);
                float l_68_ = (l_67_ - l_58_);
                float l_69_ = (l_61_ * l_66_);
                float l_70_ = (l_68_ + l_69_);
                float l_71_ = (l_62_ * l_65_);
                float l_72_ = (l_70_ + l_71_);
                float l_73_ = (l_62_ * l_66_);
                float l_74_ = (l_72_ + l_73_);
                float l_75_ = (l_7_ * l_57_);
                float l_76_ = (l_58_ + l_75_);
                float l_77_ = (l_76_ - l_58_);
                float l_78_ = (l_75_ - l_77_);
                float l_79_ = (l_78_ + l_74_);
                float l_80_ = (l_76_ + l_79_);
                float l_81_ = (l_80_ - l_76_);
                float l_82_ = (l_79_ - l_81_);
                float _e208 = l_mut_14_;
                float l_83_ = (_e208 - l_80_);
                float _e210 = l_mut_16_;
                float l_84_ = (_e210 - l_82_);
                float l_85_ = (l_83_ + l_84_);
                float l_86_ = (l_85_ / l_5_);
                float l_87_ = (l_57_ + l_86_);
                float l_88_ = (l_87_ - l_57_);
                float l_89_ = (l_86_ - l_88_);
                float _e217 = l_mut_18_;
                float l_90_ = (_e217 / l_5_);
                float l_91_ = (l_5_ * l_90_);
                float l_92_ = (l_3_ * l_5_);
                float l_93_ = (l_92_ - l_5_);
                float l_94_ = (l_92_ - l_93_);
                float l_95_ = (l_5_ - l_94_);
                float l_96_ = (l_3_ * l_90_);
                float l_97_ = (l_96_ - l_90_);
                float l_98_ = (l_96_ - l_97_);
                float l_99_ = (l_90_ - l_98_);
                float l_100_ = (l_94_ * l_98_);
                float l_101_ = (l_100_ - l_91_);
                float l_102_ = (l_94_ * l_99_);
                float l_103_ = (l_101_ + l_102_);
                float l_104_ = (l_95_ * l_98_);
                float l_105_ = (l_103_ + l_104_);
                float l_106_ = (l_95_ * l_99_);
                float l_107_ = (l_105_ + l_106_);
                float l_108_ = (l_7_ * l_90_);
                float l_109_ = (l_91_ + l_108_);
                float l_110_ = (l_109_ - l_91_);
                float l_111_ = (l_108_ - l_110_);
                float l_112_ = (l_111_ + l_107_);
                float l_113_ = (l_109_ + l_112_);
                float l_114_ = (l_113_ - l_109_);
                float l_115_ = (l_112_ - l_114_);
                float _e244 = l_mut_18_;
                float l_116_ = (_e244 - l_113_);
                float _e246 = l_mut_19_;
                float l_117_ = (_e246 - l_115_);
                float l_118_ = (l_116_ + l_117_);
                float l_119_ = (l_118_ / l_5_);
                float l_120_ = (l_90_ + l_119_);
                float l_121_ = (l_120_ - l_90_);
                float l_122_ = (l_119_ - l_121_);
                float _e253 = l_mut_21_;
                float l_123_ = (_e253 / l_5_);
                float l_124_ = (l_5_ * l_123_);
                float l_125_ = (l_3_ * l_5_);
                float l_126_ = (l_125_ - l_5_);
                float l_127_ = (l_125_ - l_126_);
                float l_128_ = (l_5_ - l_127_);
                float l_129_ = (l_3_ * l_123_);
                float l_130_ = (l_129_ - l_123_);
                float l_131_ = (l_129_ - l_130_);
                float l_132_ = (l_123_ - l_131_);
                float l_133_ = (l_127_ * l_131_);
                float l_134_ = (l_133_ - l_124_);
                float l_135_ = (l_127_ * l_132_);
                float l_136_ = (l_134_ + l_135_);
                float l_137_ = (l_128_ * l_131_);
                float l_138_ = (l_136_ + l_137_);
                float l_139_ = (l_128_ * l_132_);
                float l_140_ = (l_138_ + l_139_);
                float l_141_ = (l_7_ * l_123_);
                float l_142_ = (l_124_ + l_141_);
                float l_143_ = (l_142_ - l_124_);
                float l_144_ = (l_141_ - l_143_);
                float l_145_ = (l_144_ + l_140_);
                float l_146_ = (l_142_ + l_145_);
                float l_147_ = (l_146_ - l_142_);
                float l_148_ = (l_145_ - l_147_);
                float _e280 = l_mut_21_;
                float l_149_ = (_e280 - l_146_);
                float _e282 = l_mut_22_;
                float l_150_ = (_e282 - l_148_);
                float l_151_ = (l_149_ + l_150_);
                float l_152_ = (l_151_ / l_5_);
                float l_153_ = (l_123_ + l_152_);
                float l_154_ = (l_153_ - l_123_);
                float l_155_ = (l_152_ - l_154_);
                l_mut_11_ = l_54_;
                l_mut_12_ = l_56_;
                l_mut_14_ = l_87_;
                l_mut_16_ = l_89_;
                l_mut_18_ = l_120_;
                l_mut_19_ = l_122_;
                l_mut_21_ = l_153_;
                l_mut_22_ = l_155_;
            }
        }
        float _e292 = l_mut_11_;
        float _e293 = l_mut_14_;
        float l_156_ = (_e292 + _e293);
        float _e295 = l_mut_18_;
        float _e296 = l_mut_21_;
        float l_157_ = (_e295 + _e296);
        float l_158_ = (l_156_ + l_157_);
        uint l_205_ = _group_0_binding_4_cs.static_meta[3];
        uint l_206_ = (l_205_ * 1u);
        bool l_207_ = (id < l_206_);
        if (l_207_) {
            _group_0_binding_3_cs[id] = l_158_;
        }
        uint l_159_ = (l_1_ + id);
        float _e309 = l_mut_12_;
        float _e310 = l_mut_16_;
        float l_160_ = (_e309 + _e310);
        float _e312 = l_mut_19_;
        float _e313 = l_mut_22_;
        float l_161_ = (_e312 + _e313);
        float l_162_ = (l_160_ + l_161_);
        uint l_208_ = _group_0_binding_4_cs.static_meta[3];
        uint l_209_ = (l_208_ * 1u);
        bool l_210_ = (l_159_ < l_209_);
        if (l_210_) {
            _group_0_binding_3_cs[l_159_] = l_162_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
