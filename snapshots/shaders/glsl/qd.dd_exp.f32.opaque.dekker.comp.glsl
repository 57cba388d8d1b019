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
    float l_mut_24_ = 0.0;
    float l_mut_25_ = 0.0;
    uint l_mut_278_ = 0u;
    uint l_mut_26_ = 0u;
    uint l_mut_53_ = 1u;
    uint l_mut_197_ = 0u;
    uint l_mut_281_ = 0u;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_4_cs.static_meta[4];
    uint l_1_ = (l_0_ / 2u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_289_ = _group_0_binding_4_cs.static_meta[2];
        uint l_290_ = (l_289_ * 1u);
        bool l_291_ = (0u < l_290_);
        uint l_292_ = (l_290_ - 1u);
        uint l_293_ = min(0u, l_292_);
        float l_294_ = _group_0_binding_2_cs[l_293_];
        float l_3_ = (l_291_ ? l_294_ : 0.0);
        uint l_296_ = _group_0_binding_4_cs.static_meta[2];
        uint l_297_ = (l_296_ * 1u);
        bool l_298_ = (1u < l_297_);
        uint l_299_ = (l_297_ - 1u);
        uint l_300_ = min(1u, l_299_);
        float l_301_ = _group_0_binding_2_cs[l_300_];
        float l_4_ = (l_298_ ? l_301_ : 0.0);
        uint l_303_ = _group_0_binding_4_cs.static_meta[0];
        uint l_304_ = (l_303_ * 1u);
        bool l_305_ = (id < l_304_);
        uint l_306_ = (l_304_ - 1u);
        uint l_307_ = min(id, l_306_);
        float l_308_ = _group_0_binding_0_cs[l_307_];
        float l_5_ = (l_305_ ? l_308_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_310_ = _group_0_binding_4_cs.static_meta[0];
        uint l_311_ = (l_310_ * 1u);
        bool l_312_ = (l_6_ < l_311_);
        uint l_313_ = (l_311_ - 1u);
        uint l_314_ = min(l_6_, l_313_);
        float l_315_ = _group_0_binding_0_cs[l_314_];
        float l_7_ = (l_312_ ? l_315_ : 0.0);
        uint l_317_ = _group_0_binding_4_cs.static_meta[1];
        uint l_318_ = (l_317_ * 1u);
        bool l_319_ = (id < l_318_);
        uint l_320_ = (l_318_ - 1u);
        uint l_321_ = min(id, l_320_);
        float l_322_ = _group_0_binding_1_cs[l_321_];
        float l_8_ = (l_319_ ? l_322_ : 0.0);
        uint l_9_ = (l_1_ + id);
        uint l_324_ = _group_0_binding_4_cs.static_meta[1];
        uint l_325_ = (l_324_ * 1u);
        bool l_326_ = (l_9_ < l_325_);
        uint l_327_ = (l_325_ - 1u);
        uint l_328_ = min(l_9_, l_327_);
        float l_329_ = _group_0_binding_1_cs[l_328_];
        float l_10_ = (l_326_ ? l_329_ : 0.0);
        uint l_331_ = _group_0_binding_4_cs.static_meta[2];
        uint l_332_ = (l_331_ * 1u);
        bool l_333_ = (2u < l_332_);
        uint l_334_ = (l_332_ - 1u);
        uint l_335_ = min(2u, l_334_);
        float l_336_ = _group_0_binding_2_cs[l_335_];
        float l_12_ = (l_333_ ? l_336_ : 0.0);
        uint l_13_ = uint(l_12_);
        uint l_338_ = _group_0_binding_4_cs.static_meta[2];
        uint l_339_ = (l_338_ * 1u);
        bool l_340_ = (3u < l_339_);
        uint l_341_ = (l_339_ - 1u);
        uint l_342_ = min(3u, l_341_);
        float l_343_ = _group_0_binding_2_cs[l_342_];
        float l_15_ = (l_340_ ? l_343_ : 0.0);
        uint l_16_ = uint(l_15_);
        uint l_345_ = _group_0_binding_4_cs.static_meta[2];
        uint l_346_ = (l_345_ * 1u);
        bool l_347_ = (5u < l_346_);
        uint l_348_ = (l_346_ - 1u);
        uint l_349_ = min(5u, l_348_);
        float l_350_ = _group_0_binding_2_cs[l_349_];
        float l_18_ = (l_347_ ? l_350_ : 0.0);
        float l_19_ = (l_5_ / l_18_);
        float l_20_ = (l_19_ + 0.5);
        float l_21_ = floor(l_20_);
        float l_23_ = (l_21_ * 1.0);
        l_mut_24_ = l_5_;
        l_mut_25_ = l_7_;
        bool loop_init = true;
        while(true) {
            if (!loop_init) {
                uint _e231 = l_mut_26_;
                l_mut_26_ = (_e231 + 1u);
            }
            loop_init = false;
            uint _e190 = l_mut_26_;
            if ((_e190 < l_16_)) {
            } else {
                break;
            }
            {
                uint _e192 = l_mut_26_;
                uint l_27_ = (5u + _e192);
                uint l_372_ = _group_0_binding_4_cs.static_meta[2];
                uint l_373_ = (l_372_ * 1u);
                bool l_374_ = (l_27_ < l_373_);
                uint l_375_ = (l_373_ - 1u);
                uint l_376_ = min(l_27_, l_375_);
                float l_377_ = _group_0_binding_2_cs[l_376_];
                float l_28_ = (l_374_ ? l_377_ : 0.0);
                float l_29_ = -(l_28_);
                float l_30_ = (l_23_ * l_29_);
                float _e211 = l_mut_24_;
                float l_31_ = (_e211 + l_30_);
                float l_32_ = (l_31_ * l_4_);
                float _e214 = l_mut_24_;
                float l_33_ = (l_32_ - _e214);
                float l_34_ = (l_33_ * l_4_);
                float l_35_ = (l_32_ - l_34_);
                float l_36_ = (l_35_ * l_4_);
                float _e219 = l_mut_24_;
                float l_37_ = (_e219 - l_36_);
                float l_38_ = (l_30_ - l_34_);
                float l_39_ = (l_37_ + l_38_);
                float _e223 = l_mut_25_;
                float l_40_ = (l_39_ + _e223);
                float l_41_ = (l_32_ + l_40_);
                float l_42_ = (l_41_ * l_4_);
                float l_43_ = (l_42_ - l_32_);
                float l_44_ = (l_43_ * l_4_);
                float l_45_ = (l_40_ - l_44_);
                l_mut_24_ = l_42_;
                l_mut_25_ = l_45_;
            }
        }
        float _e233 = l_mut_24_;
        float l_46_ = (_e233 * 0.00390625);
        float _e236 = l_mut_25_;
        float l_47_ = (_e236 * 0.00390625);
        uint l_48_ = (l_13_ - 1u);
        uint l_49_ = (5u + l_16_);
        uint l_352_ = _group_0_binding_4_cs.static_meta[2];
        uint l_353_ = (l_352_ * 1u);
        bool l_354_ = (l_49_ < l_353_);
        uint l_355_ = (l_353_ - 1u);
        uint l_356_ = min(l_49_, l_355_);
        float l_357_ = _group_0_binding_2_cs[l_356_];
        float l_50_ = (l_354_ ? l_357_ : 0.0);
        l_mut_25_ = l_50_;
        uint l_51_ = (l_49_ + 1u);
        uint l_359_ = _group_0_binding_4_cs.static_meta[2];
        uint l_360_ = (l_359_ * 1u);
        bool l_361_ = (l_51_ < l_360_);
        uint l_362_ = (l_360_ - 1u);
        uint l_363_ = min(l_51_, l_362_);
        float l_364_ = _group_0_binding_2_cs[l_363_];
        float l_52_ = (l_361_ ? l_364_ : 0.0);
        l_mut_24_ = l_52_;
        bool loop_init_1 = true;
        while(true) {
            if (!loop_init_1) {
                uint _e382 = l_mut_53_;
                l_mut_53_ = (_e382 + 1u);
            }
            loop_init_1 = false;
            uint _e276 = l_mut_53_;
            if ((_e276 < l_48_)) {
            } else {
                break;
            }
            {
                float _e278 = l_mut_25_;
                float l_54_ = (_e278 * l_46_);
                float l_55_ = (l_54_ * l_4_);
                float _e281 = l_mut_25_;
                float l_56_ = (l_3_ * _e281);
                float l_57_ = (l_56_ * l_4_);
                float _e284 = l_mut_25_;
                float l_58_ = (l_57_ - _e284);
                float l_59_ = (l_58_ * l_4_);
                float l_60_ = (l_57_ - l_59_);
                float _e288 = l_mut_25_;
                float l_61_ = (_e288 - l_60_);
                float l_62_ = (l_3_ * l_46_);
                float l_63_ = (l_62_ * l_4_);
                float l_64_ = (l_63_ - l_46_);
                float l_65_ = (l_64_ * l_4_);
                float l_66_ = (l_63_ - l_65_);
                float l_67_ = (l_46_ - l_66_);
                float l_68_ = (l_60_ * l_66_);
                float l_69_ = (l_68_ - l_55_);
                float l_70_ = (l_60_ * l_67_);
                float l_71_ = (l_69_ + l_70_);
                float l_72_ = (l_61_ * l_66_);
                float l_73_ = (l_71_ + l_72_);
                float l_74_ = (l_61_ * l_67_);
                float l_75_ = (l_73_ + l_74_);
                float _e304 = l_mut_25_;
                float l_76_ = (_e304 * l_47_);
                float _e306 = l_mut_24_;
                float l_77_ = (_e306 * l_46_);
                float l_78_ = (l_76_ + l_77_);
                float l_79_ = (l_75_ + l_78_);
                float l_80_ = (l_55_ + l_79_);
                float l_81_ = (l_80_ * l_4_);
                float l_82_ = (l_81_ - l_55_);
                float l_83_ = (l_82_ * l_4_);
                float l_84_ = (l_79_ - l_83_);
                uint _e316 = l_mut_53_;
                uint l_85_ = (2u * _e316);
                uint l_86_ = (l_49_ + l_85_);
                uint l_379_ = _group_0_binding_4_cs.static_meta[2];
                uint l_380_ = (l_379_ * 1u);
                bool l_381_ = (l_86_ < l_380_);
                uint l_382_ = (l_380_ - 1u);
                uint l_383_ = min(l_86_, l_382_);
                float l_384_ = _group_0_binding_2_cs[l_383_];
                float l_87_ = (l_381_ ? l_384_ : 0.0);
                uint l_88_ = (l_86_ + 1u);
                uint l_386_ = _group_0_binding_4_cs.static_meta[2];
                uint l_387_ = (l_386_ * 1u);
                bool l_388_ = (l_88_ < l_387_);
                uint l_389_ = (l_387_ - 1u);
                uint l_390_ = min(l_88_, l_389_);
                float l_391_ = _group_0_binding_2_cs[l_390_];
                float l_89_ = (l_388_ ? l_391_ : 0.0);
                float l_90_ = (l_81_ + l_87_);
                float l_91_ = (l_90_ * l_4_);
                float l_92_ = (l_91_ - l_81_);
                float l_93_ = (l_92_ * l_4_);
                float l_94_ = (l_91_ - l_93_);
                float l_95_ = (l_94_ * l_4_);
                float l_96_ = (l_81_ - l_95_);
                float l_97_ = (l_87_ - l_93_);
                float l_98_ = (l_96_ + l_97_);
                float l_99_ = (l_84_ + l_89_);
                float l_100_ = (l_99_ * l_4_);
                float l_101_ = (l_100_ - l_84_);
                float l_102_ = (l_101_ * l_4_);
                float l_103_ = (l_100_ - l_102_);
                float l_104_ = (l_103_ * l_4_);
                float l_105_ = (l_84_ - l_104_);
                float l_106_ = (l_89_ - l_102_);
                float l_107_ = (l_105_ + l_106_);
                float l_108_ = (l_98_ + l_100_);
                float l_109_ = (l_91_ + l_108_);
                float l_110_ = (l_109_ * l_4_);
                float l_111_ = (l_110_ - l_91_);
                float l_112_ = (l_111_ * l_4_);
                float l_113_ = (l_108_ - l_112_);
                float l_114_ = (l_107_ + l_113_);
                float l_115_ = (l_110_ + l_114_);
                float l_116_ = (l_115_ * l_4_);
                float l_117_ = (l_116_ - l_110_);
                float l_118_ = (l_117_ * l_4_);
                float l_119_ = (l_114_ - l_118_);
                l_mut_25_ = l_116_;
                l_mut_24_ = l_119_;
            }
        }
        float _e384 = l_mut_25_;
        float l_120_ = (_e384 * l_46_);
        float l_121_ = (l_120_ * l_4_);
        float _e387 = l_mut_25_;
        float l_122_ = (l_3_ * _e387);
        float l_123_ = (l_122_ * l_4_);
        float _e390 = l_mut_25_;
        float l_124_ = (l_123_ - _e390);
        float l_125_ = (l_124_ * l_4_);
        float l_126_ = (l_123_ - l_125_);
        float _e394 = l_mut_25_;
        float l_127_ = (_e394 - l_126_);
        float l_128_ = (l_3_ * l_46_);
        float l_129_ = (l_128_ * l_4_);
        float l_130_ = (l_129_ - l_46_);
        float l_131_ = (l_130_ * l_4_);
        float l_132_ = (l_129_ - l_131_);
        float l_133_ = (l_46_ - l_132_);
        float l_134_ = (l_126_ * l_132_);
        float l_135_ = (l_134_ - l_121_);
        float l_136_ = (l_126_ * l_133_);
        float l_137_ = (l_135_ + l_136_);
        float l_138_ = (l_127_ * l_132_);
        float l_139_ = (l_137_ + l_138_);
        float l_140_ = (l_127_ * l_133_);
        float l_141_ = (l_139_ + l_140_);
        float _e410 = l_mut_25_;
        float l_142_ = (_e410 * l_47_);
        float _e412 = l_mut_24_;
        float l_143_ = (_e412 * l_46_);
        float l_144_ = (l_142_ + l_143_);
        float l_145_ = (l_141_ + l_144_);
        float l_146_ = (l_121_ + l_145_);
        float l_147_ = (l_146_ * l_4_);
        float l_148_ = (l_147_ - l_121_);
        float l_149_ = (l_148_ * l_4_);
        float l_150_ = (l_145_ - l_149_);
        float l_151_ = (l_147_ + 1.0);
        float l_152_ = (l_151_ * l_4_);
        float l_153_ = (l_152_ - l_147_);
        float l_154_ = (l_153_ * l_4_);
        float l_155_ = (l_152_ - l_154_);
        float l_156_ = (l_155_ * l_4_);
        float l_157_ = (l_147_ - l_156_);
        float l_158_ = (1.0 - l_154_);
        float l_159_ = (l_157_ + l_158_);
        float l_160_ = (l_159_ + l_150_);
        float l_161_ = (l_152_ + l_160_);
        float l_162_ = (l_161_ * l_4_);
        float l_163_ = (l_162_ - l_152_);
        float l_164_ = (l_163_ * l_4_);
        float l_165_ = (l_160_ - l_164_);
        float l_166_ = (l_162_ * l_46_);
        float l_167_ = (l_166_ * l_4_);
        float l_168_ = (l_3_ * l_162_);
        float l_169_ = (l_168_ * l_4_);
        float l_170_ = (l_169_ - l_162_);
        float l_171_ = (l_170_ * l_4_);
        float l_172_ = (l_169_ - l_171_);
        float l_173_ = (l_162_ - l_172_);
        float l_174_ = (l_3_ * l_46_);
        float l_175_ = (l_174_ * l_4_);
        float l_176_ = (l_175_ - l_46_);
        float l_177_ = (l_176_ * l_4_);
        float l_178_ = (l_175_ - l_177_);
        float l_179_ = (l_46_ - l_178_);
        float l_180_ = (l_172_ * l_178_);
        float l_181_ = (l_180_ - l_167_);
        float l_182_ = (l_172_ * l_179_);
        float l_183_ = (l_181_ + l_182_);
        float l_184_ = (l_173_ * l_178_);
        float l_185_ = (l_183_ + l_184_);
        float l_186_ = (l_173_ * l_179_);
        float l_187_ = (l_185_ + l_186_);
        float l_188_ = (l_162_ * l_47_);
        float l_189_ = (l_165_ * l_46_);
        float l_190_ = (l_188_ + l_189_);
        float l_191_ = (l_187_ + l_190_);
        float l_192_ = (l_167_ + l_191_);
        float l_193_ = (l_192_ * l_4_);
        float l_194_ = (l_193_ - l_167_);
        float l_195_ = (l_194_ * l_4_);
        float l_196_ = (l_191_ - l_195_);
        l_mut_25_ = l_193_;
        l_mut_24_ = l_196_;
        bool loop_init_2 = true;
        while(true) {
            if (!loop_init_2) {
                uint _e554 = l_mut_197_;
                l_mut_197_ = (_e554 + 1u);
            }
            loop_init_2 = false;
            uint _e471 = l_mut_197_;
            if ((_e471 < 8u)) {
            } else {
                break;
            }
            {
                float _e474 = l_mut_25_;
                float l_198_ = (_e474 * 2.0);
                float _e477 = l_mut_24_;
                float l_199_ = (_e477 * 2.0);
                float _e480 = l_mut_25_;
                float _e481 = l_mut_25_;
                float l_200_ = (_e480 * _e481);
                float l_201_ = (l_200_ * l_4_);
                float _e484 = l_mut_25_;
                float l_202_ = (l_3_ * _e484);
                float l_203_ = (l_202_ * l_4_);
                float _e487 = l_mut_25_;
                float l_204_ = (l_203_ - _e487);
                float l_205_ = (l_204_ * l_4_);
                float l_206_ = (l_203_ - l_205_);
                float _e491 = l_mut_25_;
                float l_207_ = (_e491 - l_206_);
                float _e493 = l_mut_25_;
                float l_208_ = (l_3_ * _e493);
                float l_209_ = (l_208_ * l_4_);
                float _e496 = l_mut_25_;
                float l_210_ = (l_209_ - _e496);
                float l_211_ = (l_210_ * l_4_);
                float l_212_ = (l_209_ - l_211_);
                float _e500 = l_mut_25_;
                float l_213_ = (_e500 - l_212_);
                float l_214_ = (l_206_ * l_212_);
                float l_215_ = (l_214_ - l_201_);
                float l_216_ = (l_206_ * l_213_);
                float l_217_ = (l_215_ + l_216_);
                float l_218_ = (l_207_ * l_212_);
                float l_219_ = (l_217_ + l_218_);
                float l_220_ = (l_207_ * l_213_);
                float l_221_ = (l_219_ + l_220_);
                float _e510 = l_mut_25_;
                float _e511 = l_mut_24_;
                float l_222_ = (_e510 * _e511);
                float _e513 = l_mut_24_;
                float _e514 = l_mut_25_;
                float l_223_ = (_e513 * _e514);
                float l_224_ = (l_222_ + l_223_);
                float l_225_ = (l_221_ + l_224_);
                float l_226_ = (l_201_ + l_225_);
                float l_227_ = (l_226_ * l_4_);
                float l_228_ = (l_227_ - l_201_);
                float l_229_ = (l_228_ * l_4_);
                float l_230_ = (l_225_ - l_229_);
                float l_231_ = (l_198_ + l_227_);
                float l_232_ = (l_231_ * l_4_);
                float l_233_ = (l_232_ - l_198_);
                float l_234_ = (l_233_ * l_4_);
                float l_235_ = (l_232_ - l_234_);
                float l_236_ = (l_235_ * l_4_);
                float l_237_ = (l_198_ - l_236_);
                float l_238_ = (l_227_ - l_234_);
                float l_239_ = (l_237_ + l_238_);
                float l_240_ = (l_199_ + l_230_);
                float l_241_ = (l_240_ * l_4_);
                float l_242_ = (l_241_ - l_199_);
                float l_243_ = (l_242_ * l_4_);
                float l_244_ = (l_241_ - l_243_);
                float l_245_ = (l_244_ * l_4_);
                float l_246_ = (l_199_ - l_245_);
                float l_247_ = (l_230_ - l_243_);
                float l_248_ = (l_246_ + l_247_);
                float l_249_ = (l_239_ + l_241_);
                float l_250_ = (l_232_ + l_249_);
                float l_251_ = (l_250_ * l_4_);
                float l_252_ = (l_251_ - l_232_);
                float l_253_ = (l_252_ * l_4_);
                float l_254_ = (l_249_ - l_253_);
                float l_255_ = (l_248_ + l_254_);
                float l_256_ = (l_251_ + l_255_);
                float l_257_ = (l_256_ * l_4_);
                float l_258_ = (l_257_ - l_251_);
                float l_259_ = (l_258_ * l_4_);
                float l_260_ = (l_255_ - l_259_);
                l_mut_25_ = l_257_;
                l_mut_24_ = l_260_;
            }
        }
        float _e556 = l_mut_25_;
        float l_261_ = (_e556 + 1.0);
        float l_262_ = (l_261_ * l_4_);
        float _e560 = l_mut_25_;
        float l_263_ = (l_262_ - _e560);
        float l_264_ = (l_263_ * l_4_);
        float l_265_ = (l_262_ - l_264_);
        float l_266_ = (l_265_ * l_4_);
        float _e565 = l_mut_25_;
        float l_267_ = (_e565 - l_266_);
        float l_268_ = (1.0 - l_264_);
        float l_269_ = (l_267_ + l_268_);
        float _e570 = l_mut_24_;
        float l_270_ = (l_269_ + _e570);
        float l_271_ = (l_262_ + l_270_);
        float l_272_ = (l_271_ * l_4_);
        float l_273_ = (l_272_ - l_262_);
        float l_274_ = (l_273_ * l_4_);
        float l_275_ = (l_270_ - l_274_);
        float l_276_ = abs(l_21_);
        uint l_277_ = uint(l_276_);
        l_mut_278_ = l_277_;
        bool l_279_ = (l_21_ < 0.0);
        float l_280_ = (l_279_ ? 0.5 : 2.0);
        l_mut_25_ = l_280_;
        l_mut_24_ = 1.0;
        bool loop_init_3 = true;
        while(true) {
            if (!loop_init_3) {
                uint _e607 = l_mut_281_;
                l_mut_281_ = (_e607 + 1u);
            }
            loop_init_3 = false;
            uint _e587 = l_mut_281_;
            if ((_e587 < 11u)) {
            } else {
                break;
            }
            {
                uint _e590 = l_mut_278_;
                uint l_282_ = (_e590 & 1u);
                bool l_283_ = (l_282_ == 1u);
                float _e595 = l_mut_24_;
                float _e596 = l_mut_25_;
                float l_284_ = (_e595 * _e596);
                float _e598 = l_mut_24_;
                float l_285_ = (l_283_ ? l_284_ : _e598);
                l_mut_24_ = l_285_;
                float _e600 = l_mut_25_;
                float _e601 = l_mut_25_;
                l_mut_25_ = (_e600 * _e601);
                uint _e603 = l_mut_278_;
                l_mut_278_ = (_e603 >> 1u);
            }
        }
        float _e609 = l_mut_24_;
        float l_286_ = (l_272_ * _e609);
        float _e611 = l_mut_24_;
        float l_287_ = (l_275_ * _e611);
        uint l_366_ = _group_0_binding_4_cs.static_meta[3];
        uint l_367_ = (l_366_ * 1u);
        bool l_368_ = (id < l_367_);
        if (l_368_) {
            _group_0_binding_3_cs[id] = l_286_;
        }
        uint l_288_ = (l_1_ + id);
        uint l_369_ = _group_0_binding_4_cs.static_meta[3];
        uint l_370_ = (l_369_ * 1u);
        bool l_371_ = (l_288_ < l_370_);
        if (l_371_) {
            _group_0_binding_3_cs[l_288_] = l_287_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
