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
    float l_mut_119_ = 0.0;
    float l_mut_11_ = 0.0;
    float l_mut_125_ = 0.0;
    float l_mut_12_ = 0.0;
    float l_mut_14_ = 0.0;
    float l_mut_153_ = 0.0;
    float l_mut_159_ = 0.0;
    float l_mut_16_ = 0.0;
    float l_mut_18_ = 0.0;
    float l_mut_19_ = 0.0;
    float l_mut_21_ = 0.0;
    float l_mut_22_ = 0.0;
    float l_mut_45_ = 0.0;
    float l_mut_46_ = 0.0;
    float l_mut_51_ = 0.0;
    float l_mut_57_ = 0.0;
    float l_mut_85_ = 0.0;
    float l_mut_91_ = 0.0;
    uint l_mut_23_ = 0u;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_4_cs.static_meta[4];
    uint l_1_ = (l_0_ / 2u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_169_ = _group_0_binding_4_cs.static_meta[2];
        uint l_170_ = (l_169_ * 1u);
        bool l_171_ = (0u < l_170_);
        uint l_172_ = (l_170_ - 1u);
        uint l_173_ = min(0u, l_172_);
        float l_174_ = _group_0_binding_2_cs[l_173_];
        float l_3_ = (l_171_ ? l_174_ : 0.0);
        uint l_176_ = _group_0_binding_4_cs.static_meta[2];
        uint l_177_ = (l_176_ * 1u);
        bool l_178_ = (1u < l_177_);
        uint l_179_ = (l_177_ - 1u);
        uint l_180_ = min(1u, l_179_);
        float l_181_ = _group_0_binding_2_cs[l_180_];
        float l_4_ = (l_178_ ? l_181_ : 0.0);
        uint l_183_ = _group_0_binding_4_cs.static_meta[1];
        uint l_184_ = (l_183_ * 1u);
        bool l_185_ = (id < l_184_);
        uint l_186_ = (l_184_ - 1u);
        uint l_187_ = min(id, l_186_);
        float l_188_ = _group_0_binding_1_cs[l_187_];
        float l_5_ = (l_185_ ? l_188_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_190_ = _group_0_binding_4_cs.static_meta[1];
        uint l_191_ = (l_190_ * 1u);
        bool l_192_ = (l_6_ < l_191_);
        uint l_193_ = (l_191_ - 1u);
        uint l_194_ = min(l_6_, l_193_);
        float l_195_ = _group_0_binding_1_cs[l_194_];
        float l_7_ = (l_192_ ? l_195_ : 0.0);
        uint l_197_ = _group_0_binding_4_cs.static_meta[0];
        uint l_198_ = (l_197_ * 1u);
        bool l_199_ = (id < l_198_);
        uint l_200_ = (l_198_ - 1u);
        uint l_201_ = min(id, l_200_);
        float l_202_ = _group_0_binding_0_cs[l_201_];
        float l_8_ = (l_199_ ? l_202_ : 0.0);
        uint l_9_ = (l_1_ + id);
        uint l_204_ = _group_0_binding_4_cs.static_meta[0];
        uint l_205_ = (l_204_ * 1u);
        bool l_206_ = (l_9_ < l_205_);
        uint l_207_ = (l_205_ - 1u);
        uint l_208_ = min(l_9_, l_207_);
        float l_209_ = _group_0_binding_0_cs[l_208_];
        float l_10_ = (l_206_ ? l_209_ : 0.0);
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
                uint _e356 = l_mut_23_;
                l_mut_23_ = (_e356 + 1u);
            }
            loop_init = false;
            uint _e152 = l_mut_23_;
            if ((_e152 < 256u)) {
            } else {
                break;
            }
            {
                float _e155 = l_mut_11_;
                float l_24_ = (_e155 * l_5_);
                float _e157 = l_mut_11_;
                float l_25_ = (l_3_ * _e157);
                float _e159 = l_mut_11_;
                float l_26_ = (l_25_ - _e159);
                float l_27_ = (l_25_ - l_26_);
                float _e162 = l_mut_11_;
                float l_28_ = (_e162 - l_27_);
                float l_29_ = (l_3_ * l_5_);
                float l_30_ = (l_29_ - l_5_);
                float l_31_ = (l_29_ - l_30_);
                float l_32_ = (l_5_ - l_31_);
                float l_33_ = (l_27_ * l_31_);
                float l_34_ = (l_33_ - l_24_);
                float l_35_ = (l_27_ * l_32_);
                float l_36_ = (l_34_ + l_35_);
                float l_37_ = (l_28_ * l_31_);
                float l_38_ = (l_36_ + l_37_);
                float l_39_ = (l_28_ * l_32_);
                float l_40_ = (l_38_ + l_39_);
                float _e176 = l_mut_11_;
                float l_41_ = (_e176 * l_7_);
                float _e178 = l_mut_12_;
                float l_42_ = (_e178 * l_5_);
                float l_43_ = (l_41_ + l_42_);
                float l_44_ = (l_43_ + l_40_);
                l_mut_45_ = l_24_;
                l_mut_46_ = l_44_;
                float l_47_ = abs(l_44_);
                float l_48_ = abs(l_24_);
                bool l_49_ = (l_47_ >= l_48_);
                if (l_49_) {
                    l_mut_45_ = l_44_;
                    l_mut_46_ = l_24_;
                }
                float _e185 = l_mut_45_;
                float _e186 = l_mut_46_;
                float l_50_ = (_e185 + _e186);
                l_mut_51_ = l_50_;
                float _e188 = l_mut_51_;
                float _e189 = l_mut_45_;
                float l_52_ = (_e188 - _e189);
                float _e191 = l_mut_51_;
                float l_53_ = (_e191 - l_52_);
                float _e193 = l_mut_45_;
                float l_54_ = (l_53_ - _e193);
                float _e195 = l_mut_46_;
                float l_55_ = (_e195 - l_54_);
                float l_56_ = (l_55_ - l_52_);
                l_mut_57_ = l_56_;
                float _e198 = l_mut_57_;
                float l_58_ = (_e198 + l_52_);
                bool l_59_ = (l_58_ != l_55_);
                if (l_59_) {
                    float _e201 = l_mut_45_;
                    l_mut_51_ = _e201;
                    float _e202 = l_mut_46_;
                    l_mut_57_ = _e202;
                }
                float _e203 = l_mut_14_;
                float l_60_ = (_e203 * l_5_);
                float _e205 = l_mut_14_;
                float l_61_ = (l_3_ * _e205);
                float _e207 = l_mut_14_;
                float l_62_ = (l_61_ - _e207);
                float l_63_ = (l_61_ - l_62_);
                float _e210 = l_mut_14_;
                float l_64_ = (_e210 - l_63_);
                float l_65_ = (l_3_ * l_5_);
                float l_66_ = (l_65_ - l_5_);
                float l_67_ = (l_65_ - l_66_);
                float l_68_ = (l_5_ - l_67_);
                float l_69_ = (l_63_ * l_67_);
                float l_70_ = (l_69_ - l_60_);
                float l_71_ = (l_63_ * l_68_);
                float l_72_ = (l_70_ + l_71_);
                float l_73_ = (l_64_ * l_67_);
                float l_74_ = (l_72_ + l_73_);
                float l_75_ = (l_64_ * l_68_);
                float l_76_ = (l_74_ + l_75_);
                float _e224 = l_mut_14_;
                float l_77_ = (_e224 * l_7_);
                float _e226 = l_mut_16_;
                float l_78_ = (_e226 * l_5_);
                float l_79_ = (l_77_ + l_78_);
                float l_80_ = (l_79_ + l_76_);
                l_mut_46_ = l_60_;
                l_mut_45_ = l_80_;
                float l_81_ = abs(l_80_);
                float l_82_ = abs(l_60_);
                bool l_83_ = (l_81_ >= l_82_);
                if (l_83_) {
                    l_mut_46_ = l_80_;
                    l_mut_45_ = l_60_;
                }
                float _e233 = l_mut_46_;
                float _e234 = l_mut_45_;
                float l_84_ = (_e233 + _e234);
                l_mut_85_ = l_84_;
                float _e236 = l_mut_85_;
                float _e237 = l_mut_46_;
                float l_86_ = (_e236 - _e237);
                float _e239 = l_mut_85_;
                float l_87_ = (_e239 - l_86_);
                float _e241 = l_mut_46_;
                float l_88_ = (l_87_ - _e241);
                float _e243 = l_mut_45_;
                float l_89_ = (_e243 - l_88_);
                float l_90_ = (l_89_ - l_86_);
                l_mut_91_ = l_90_;
                float _e246 = l_mut_91_;
                float l_92_ = (_e246 + l_86_);
                bool l_93_ = (l_92_ != l_89_);
                if (l_93_) {
                    float _e249 = l_mut_46_;
                    l_mut_85_ = _e249;
                    float _e250 = l_mut_45_;
                    l_mut_91_ = _e250;
                }
                float _e251 = l_mut_18_;
                float l_94_ = (_e251 * l_5_);
                float _e253 = l_mut_18_;
                float l_95_ = (l_3_ * _e253);
                float _e255 = l_mut_18_;
                float l_96_ = (l_95_ - _e255);
                float l_97_ = (l_95_ - l_96_);
                float _e258 = l_mut_18_;
                float l_98_ = (_e258 - l_97_);
                float l_99_ = (l_3_ * l_5_);
                float l_100_ = (l_99_ - l_5_);
                float l_101_ = (l_99_ - l_100_);
                float l_102_ = (l_5_ - l_101_);
                float l_103_ = (l_97_ * l_101_);
                float l_104_ = (l_103_ - l_94_);
                float l_105_ = (l_97_ * l_102_);
                float l_106_ = (l_104_ + l_105_);
                float l_107_ = (l_98_ * l_101_);
                float l_108_ = (l_106_ + l_107_);
                float l_109_ = (l_98_ * l_102_);
                float l_110_ = (l_108_ + l_109_);
                float _e272 = l_mut_18_;
                float l_111_ = (_e272 * l_7_);
                float _e274 = l_mut_19_;
                float l_112_ = (_e274 * l_5_);
                float l_113_ = (l_111_ + l_112_);
                float l_114_ = (l_113_ + l_110_);
                l_mut_46_ = l_94_;
                l_mut_45_ = l_114_;
                float l_115_ = abs(l_114_);
                float l_116_ = abs(l_94_);
                bool l_117_ = (l_115_ >= l_116_);
                if (l_117_) {
                    l_mut_46_ = l_114_;
                    l_mut_45_ = l_94_;
                }
                float _e281 = l_mut_46_;
                float _e282 = l_mut_45_;
                float l_118_ = (_e281 + _e282);
                l_mut_119_ = l_118_;
                float _e284 = l_mut_119_;
                float _e285 = l_mut_46_;
                float l_120_ = (_e284 - _e285);
                float _e287 = l_mut_119_;
                float l_121_ = (_e287 - l_120_);
                float _e289 = l_mut_46_;
                float l_122_ = (l_121_ - _e289);
                float _e291 = l_mut_45_;
                float l_123_ = (_e291 - l_122_);
                float l_124_ = (l_123_ - l_120_);
                l_mut_125_ = l_124_;
                float _e294 = l_mut_125_;
                float l_126_ = (_e294 + l_120_);
                bool l_127_ = (l_126_ != l_123_);
                if (l_127_) {
                    float _e297 = l_mut_46_;
                    l_mut_119_ = _e297;
                    float _e298 = l_mut_45_;
                    l_mut_125_ = _e298;
                }
                float _e299 = l_mut_21_;
                float l_128_ = (_e299 * l_5_);
                float _e301 = l_mut_21_;
                float l_129_ = (l_3_ * _e301);
                float _e303 = l_mut_21_;
                float l_130_ = (l_129_ - _e303);
                float l_131_ = (l_129_ - l_130_);
                float _e306 = l_mut_21_;
                float l_132_ = (_e306 - l_131_);
                float l_133_ = (l_3_ * l_5_);
                float l_134_ = (l_133_ - l_5_);
                float l_135_ = (l_133_ - l_134_);
                float l_136_ = (l_5_ - l_135_);
                float l_137_ = (l_131_ * l_135_);
                float l_138_ = (l_137_ - l_128_);
                float l_139_ = (l_131_ * l_136_);
                float l_140_ = (l_138_ + l_139_);
                float l_141_ = (l_132_ * l_135_);
                float l_142_ = (l_140_ + l_141_);
                float l_143_ = (l_132_ * l_136_);
                float l_144_ = (l_142_ + l_143_);
                float _e320 = l_mut_21_;
                float l_145_ = (_e320 * l_7_);
                float _e322 = l_mut_22_;
                float l_146_ = (_e322 * l_5_);
                float l_147_ = (l_145_ + l_146_);
                float l_148_ = (l_147_ + l_144_);
                l_mut_46_ = l_128_;
                l_mut_45_ = l_148_;
                float l_149_ = abs(l_148_);
                float l_150_ = abs(l_128_);
                bool l_151_ = (l_149_ >= l_150_);
                if (l_151_) {
                    l_mut_46_ = l_148_;
                    l_mut_45_ = l_128_;
                }
                float _e329 = l_mut_46_;
                float _e330 = l_mut_45_;
                float l_152_ = (_e329 + _e330);
                l_mut_153_ = l_152_;
                float _e332 = l_mut_153_;
                float _e333 = l_mut_46_;
                float l_154_ = (_e332 - _e333);
                float _e335 = l_mut_153_;
                float l_155_ = (_e335 - l_154_);
                float _e337 = l_mut_46_;
                float l_156_ = (l_155_ - _e337);
                float _e339 = l_mut_45_;
                float l_157_ = (_e339 - l_156_);
                float l_158_ = (l_157_ - l_154_);
                l_mut_159_ = l_158_;
                float _e342 = l_mut_159_;
                float l_160_ = (_e342 + l_154_);
                bool l_161_ = (l_160_ != l_157_);
                if (l_161_) {
                    float _e345 = l_mut_46_;
                    l_mut_153_ = _e345;
                    float _e346 = l_mut_45_;
                    l_mut_159_ = _e346;
                }
                float _e347 = l_mut_51_;
                l_mut_11_ = _e347;
                float _e348 = l_mut_57_;
                l_mut_12_ = _e348;
                float _e349 = l_mut_85_;
                l_mut_14_ = _e349;
                float _e350 = l_mut_91_;
                l_mut_16_ = _e350;
                float _e351 = l_mut_119_;
                l_mut_18_ = _e351;
                float _e352 = l_mut_125_;
                l_mut_19_ = _e352;
                float _e353 = l_mut_153_;
                l_mut_21_ = _e353;
                float _e354 = l_mut_159_;
                l_mut_22_ = _e354;
            }
        }
        float _e358 = l_mut_11_;
        float _e359 = l_mut_14_;
        float l_162_ = (_e358 + _e359);
        float _e361 = l_mut_18_;
        float _e362 = l_mut_21_;
        float l_163_ = (_e361 + _e362);
        float l_164_ = (l_162_ + l_163_);
        uint l_211_ = _group_0_binding_4_cs.static_meta[3];
        uint l_212_ = (l_211_ * 1u);
        bool l_213_ = (id < l_212_);
        if (l_213_) {
            _group_0_binding_3_cs[id] = l_164_;
        }
        uint l_165_ = (l_1_ + id);
        float _e375 = l_mut_12_;
        float _e376 = l_mut_16_;
        float l_166_ = (_e375 + _e376);
        float _e378 = l_mut_19_;
        float _e379 = l_mut_22_;
        float l_167_ = (_e378 + _e379);
        float l_168_ = (l_166_ + l_167_);
        uint l_214_ = _group_0_binding_4_cs.static_meta[3];
        uint l_215_ = (l_214_ * 1u);
        bool l_216_ = (l_165_ < l_215_);
        if (l_216_) {
            _group_0_binding_3_cs[l_165_] = l_168_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
