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
    uint l_mut_303_ = 0u;
    uint l_mut_26_ = 0u;
    uint l_mut_58_ = 1u;
    uint l_mut_219_ = 0u;
    uint l_mut_306_ = 0u;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_4_cs.static_meta[4];
    uint l_1_ = (l_0_ / 2u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_314_ = _group_0_binding_4_cs.static_meta[2];
        uint l_315_ = (l_314_ * 1u);
        bool l_316_ = (0u < l_315_);
        uint l_317_ = (l_315_ - 1u);
        uint l_318_ = min(0u, l_317_);
        float l_319_ = _group_0_binding_2_cs[l_318_];
        float l_3_ = (l_316_ ? l_319_ : 0.0);
        uint l_321_ = _group_0_binding_4_cs.static_meta[2];
        uint l_322_ = (l_321_ * 1u);
        bool l_323_ = (1u < l_322_);
        uint l_324_ = (l_322_ - 1u);
        uint l_325_ = min(1u, l_324_);
        float l_326_ = _group_0_binding_2_cs[l_325_];
        float l_4_ = (l_323_ ? l_326_ : 0.0);
        uint l_328_ = _group_0_binding_4_cs.static_meta[0];
        uint l_329_ = (l_328_ * 1u);
        bool l_330_ = (id < l_329_);
        uint l_331_ = (l_329_ - 1u);
        uint l_332_ = min(id, l_331_);
        float l_333_ = _group_0_binding_0_cs[l_332_];
        float l_5_ = (l_330_ ? l_333_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_335_ = _group_0_binding_4_cs.static_meta[0];
        uint l_336_ = (l_335_ * 1u);
        bool l_337_ = (l_6_ < l_336_);
        uint l_338_ = (l_336_ - 1u);
        uint l_339_ = min(l_6_, l_338_);
        float l_340_ = _group_0_binding_0_cs[l_339_];
        float l_7_ = (l_337_ ? l_340_ : 0.0);
        uint l_342_ = _group_0_binding_4_cs.static_meta[1];
        uint l_343_ = (l_342_ * 1u);
        bool l_344_ = (id < l_343_);
        uint l_345_ = (l_343_ - 1u);
        uint l_346_ = min(id, l_345_);
        float l_347_ = _group_0_binding_1_cs[l_346_];
        float l_8_ = (l_344_ ? l_347_ : 0.0);
        uint l_9_ = (l_1_ + id);
        uint l_349_ = _group_0_binding_4_cs.static_meta[1];
        uint l_350_ = (l_349_ * 1u);
        bool l_351_ = (l_9_ < l_350_);
        uint l_352_ = (l_350_ - 1u);
        uint l_353_ = min(l_9_, l_352_);
        float l_354_ = _group_0_binding_1_cs[l_353_];
        float l_10_ = (l_351_ ? l_354_ : 0.0);
        uint l_356_ = _group_0_binding_4_cs.static_meta[2];
        uint l_357_ = (l_356_ * 1u);
        bool l_358_ = (2u < l_357_);
        uint l_359_ = (l_357_ - 1u);
        uint l_360_ = min(2u, l_359_);
        float l_361_ = _group_0_binding_2_cs[l_360_];
        float l_12_ = (l_358_ ? l_361_ : 0.0);
        uint l_13_ = uint(l_12_);
        uint l_363_ = _group_0_binding_4_cs.static_meta[2];
        uint l_364_ = (l_363_ * 1u);
        bool l_365_ = (3u < l_364_);
        uint l_366_ = (l_364_ - 1u);
        uint l_367_ = min(3u, l_366_);
        float l_368_ = _group_0_binding_2_cs[l_367_];
        float l_15_ = (l_365_ ? l_368_ : 0.0);
        uint l_16_ = uint(l_15_);
        uint l_370_ = _group_0_binding_4_cs.static_meta[2];
        uint l_371_ = (l_370_ * 1u);
        bool l_372_ = (6u < l_371_);
        uint l_373_ = (l_371_ - 1u);
        uint l_374_ = min(6u, l_373_);
        float l_375_ = _group_0_binding_2_cs[l_374_];
        float l_18_ = (l_372_ ? l_375_ : 0.0);
        float l_19_ = (l_5_ / l_18_);
        float l_20_ = (l_19_ + 0.5);
        float l_21_ = floor(l_20_);
        float l_23_ = (l_21_ * 1.0);
        l_mut_24_ = l_5_;
        l_mut_25_ = l_7_;
        bool loop_init = true;
        while(true) {
            if (!loop_init) {
                uint _e241 = l_mut_26_;
                l_mut_26_ = (_e241 + 1u);
            }
            loop_init = false;
            uint _e190 = l_mut_26_;
            if ((_e190 < l_16_)) {
            } else {
                break;
            }
            {
                uint _e192 = l_mut_26_;
                uint l_27_ = (6u + _e192);
                uint l_397_ = _group_0_binding_4_cs.static_meta[2];
                uint l_398_ = (l_397_ * 1u);
                bool l_399_ = (l_27_ < l_398_);
                uint l_400_ = (l_398_ - 1u);
                uint l_401_ = min(l_27_, l_400_);
                float l_402_ = _group_0_binding_2_cs[l_401_];
                float l_28_ = (l_399_ ? l_402_ : 0.0);
                float l_29_ = -(l_28_);
                float l_30_ = (l_23_ * l_29_);
                float _e211 = l_mut_24_;
                float l_31_ = (_e211 + l_30_);
                bool l_32_ = (l_4_ != 0.0);
                float l_33_ = (l_32_ ? l_31_ : l_4_);
                float _e216 = l_mut_24_;
                float l_34_ = (l_33_ - _e216);
                bool l_35_ = (l_4_ != 0.0);
                float l_36_ = (l_35_ ? l_34_ : l_4_);
                float l_37_ = (l_33_ - l_36_);
                bool l_38_ = (l_4_ != 0.0);
                float l_39_ = (l_38_ ? l_37_ : l_4_);
                float _e225 = l_mut_24_;
                float l_40_ = (_e225 - l_39_);
                float l_41_ = (l_30_ - l_36_);
                float l_42_ = (l_40_ + l_41_);
                float _e229 = l_mut_25_;
                float l_43_ = (l_42_ + _e229);
                float l_44_ = (l_33_ + l_43_);
                bool l_45_ = (l_4_ != 0.0);
                float l_46_ = (l_45_ ? l_44_ : l_4_);
                float l_47_ = (l_46_ - l_33_);
                bool l_48_ = (l_4_ != 0.0);
                float l_49_ = (l_48_ ? l_47_ : l_4_);
                float l_50_ = (l_43_ - l_49_);
                l_mut_24_ = l_46_;
                l_mut_25_ = l_50_;
            }
        }
        float _e243 = l_mut_24_;
        float l_51_ = (_e243 * 0.00390625);
        float _e246 = l_mut_25_;
        float l_52_ = (_e246 * 0.00390625);
        uint l_53_ = (l_13_ - 1u);
        uint l_54_ = (6u + l_16_);
        uint l_377_ = _group_0_binding_4_cs.static_meta[2];
        uint l_378_ = (l_377_ * 1u);
        bool l_379_ = (l_54_ < l_378_);
        uint l_380_ = (l_378_ - 1u);
        uint l_381_ = min(l_54_, l_380_);
        float l_382_ = _group_0_binding_2_cs[l_381_];
        float l_55_ = (l_379_ ? l_382_ : 0.0);
        l_mut_25_ = l_55_;
        uint l_56_ = (l_54_ + 1u);
        uint l_384_ = _group_0_binding_4_cs.static_meta[2];
        uint l_385_ = (l_384_ * 1u);
        bool l_386_ = (l_56_ < l_385_);
        uint l_387_ = (l_385_ - 1u);
        uint l_388_ = min(l_56_, l_387_);
        float l_389_ = _group_0_binding_2_cs[l_388_];
        float l_57_ = (l_386_ ? l_389_ : 0.0);
        l_mut_24_ = l_57_;
        bool loop_init_1 = true;
        while(true) {
            if (!loop_init_1) {
                uint _e402 = l_mut_58_;
                l_mut_58_ = (_e402 + 1u);
            }
            loop_init_1 = false;
            uint _e286 = l_mut_58_;
            if ((_e286 < l_53_)) {
            } else {
                break;
            }
            {
                float _e288 = l_mut_25_;
                float l_59_ = (_e288 * l_51_);
                bool l_60_ = (l_4_ != 0.0);
                float l_61_ = (l_60_ ? l_59_ : l_4_);
                float _e293 = l_mut_25_;
                float l_62_ = (l_3_ * _e293);
                bool l_63_ = (l_4_ != 0.0);
                float l_64_ = (l_63_ ? l_62_ : l_4_);
                float _e298 = l_mut_25_;
                float l_65_ = (l_64_ - _e298);
                bool l_66_ = (l_4_ != 0.0);
                float l_67_ = (l_66_ ? l_65_ : l_4_);
                float l_68_ = (l_64_ - l_67_);
                float _e304 = l_mut_25_;
                float l_69_ = (_e304 - l_68_);
                float l_70_ = (l_3_ * l_51_);
                bool l_71_ = (l_4_ != 0.0);
                float l_72_ = (l_71_ ? l_70_ : l_4_);
                float l_73_ = (l_72_ - l_51_);
                bool l_74_ = (l_4_ != 0.0);
                float l_75_ = (l_74_ ? l_73_ : l_4_);
                float l_76_ = (l_72_ - l_75_);
                float l_77_ = (l_51_ - l_76_);
                float l_78_ = (l_68_ * l_76_);
                float l_79_ = (l_78_ - l_61_);
                float l_80_ = (l_68_ * l_77_);
                float l_81_ = (l_79_ + l_80_);
                float l_82_ = (l_69_ * l_76_);
                float l_83_ = (l_81_ + l_82_);
                float l_84_ = (l_69_ * l_77_);
                float l_85_ = (l_83_ + l_84_);
                float _e324 = l_mut_25_;
                float l_86_ = (_e324 * l_52_);
                float _e326 = l_mut_24_;
                float l_87_ = (_e326 * l_51_);
                float l_88_ = (l_86_ + l_87_);
                float l_89_ = (l_85_ + l_88_);
                float l_90_ = (l_61_ + l_89_);
                bool l_91_ = (l_4_ != 0.0);
                float l_92_ = (l_91_ ? l_90_ : l_4_);
                float l_93_ = (l_92_ - l_61_);
                bool l_94_ = (l_4_ != 0.0);
                float l_95_ = (l_94_ ? l_93_ : l_4_);
                float l_96_ = (l_89_ - l_95_);
                uint _e340 = l_mut_58_;
                uint l_97_ = (2u * _e340);
                uint l_98_ = (l_54_ + l_97_);
                uint l_404_ = _group_0_binding_4_cs.static_meta[2];
                uint l_405_ = (l_404_ * 1u);
                bool l_406_ = (l_98_ < l_405_);
                uint l_407_ = (l_405_ - 1u);
                uint l_408_ = min(l_98_, l_407_);
                float l_409_ = _group_0_binding_2_cs[l_408_];
                float l_99_ = (l_406_ ? l_409_ : 0.0);
                uint l_100_ = (l_98_ + 1u);
                uint l_411_ = _group_0_binding_4_cs.static_meta[2];
                uint l_412_ = (l_411_ * 1u);
                bool l_413_ = (l_100_ < l_412_);
                uint l_414_ = (l_412_ - 1u);
                uint l_415_ = min(l_100_, l_414_);
                float l_416_ = _group_0_binding_2_cs[l_415_];
                float l_101_ = (l_413_ ? l_416_ : 0.0);
                float l_102_ = (l_92_ + l_99_);
                bool l_103_ = (l_4_ != 0.0);
                float l_104_ = (l_103_ ? l_102_ : l_4_);
                float l_105_ = (l_104_ - l_92_);
                bool l_106_ = (l_4_ != 0.0);
                float l_107_ = (l_106_ ? l_105_ : l_4_);
                float l_108_ = (l_104_ - l_107_);
                bool l_109_ = (l_4_ != 0.0);
                float l_110_ = (l_109_ ? l_108_ : l_4_);
                float l_111_ = (l_92_ - l_110_);
                float l_112_ = (l_99_ - l_107_);
                float l_113_ = (l_111_ + l_112_);
                float l_114_ = (l_96_ + l_101_);
                float l_115_ = (l_113_ + l_114_);
                float l_116_ = (l_104_ + l_115_);
                bool l_117_ = (l_4_ != 0.0);
                float l_118_ = (l_117_ ? l_116_ : l_4_);
                float l_119_ = (l_118_ - l_104_);
                bool l_120_ = (l_4_ != 0.0);
                float l_121_ = (l_120_ ? l_119_ : l_4_);
                float l_122_ = (l_115_ - l_121_);
                l_mut_25_ = l_118_;
                l_mut_24_ = l_122_;
            }
        }
        float _e404 = l_mut_25_;
        float l_123_ = (_e404 * l_51_);
        bool l_124_ = (l_4_ != 0.0);
        float l_125_ = (l_124_ ? l_123_ : l_4_);
        float _e409 = l_mut_25_;
        float l_126_ = (l_3_ * _e409);
        bool l_127_ = (l_4_ != 0.0);
        float l_128_ = (l_127_ ? l_126_ : l_4_);
        float _e414 = l_mut_25_;
        float l_129_ = (l_128_ - _e414);
        bool l_130_ = (l_4_ != 0.0);
        float l_131_ = (l_130_ ? l_129_ : l_4_);
        float l_132_ = (l_128_ - l_131_);
        float _e420 = l_mut_25_;
        float l_133_ = (_e420 - l_132_);
        float l_134_ = (l_3_ * l_51_);
        bool l_135_ = (l_4_ != 0.0);
        float l_136_ = (l_135_ ? l_134_ : l_4_);
        float l_137_ = (l_136_ - l_51_);
        bool l_138_ = (l_4_ != 0.0);
        float l_139_ = (l_138_ ? l_137_ : l_4_);
        float l_140_ = (l_136_ - l_139_);
        float l_141_ = (l_51_ - l_140_);
        float l_142_ = (l_132_ * l_140_);
        float l_143_ = (l_142_ - l_125_);
        float l_144_ = (l_132_ * l_141_);
        float l_145_ = (l_143_ + l_144_);
        float l_146_ = (l_133_ * l_140_);
        float l_147_ = (l_145_ + l_146_);
        float l_148_ = (l_133_ * l_141_);
        float l_149_ = (l_147_ + l_148_);
        float _e440 = l_mut_25_;
        float l_150_ = (_e440 * l_52_);
        float _e442 = l_mut_24_;
        float l_151_ = (_e442 * l_51_);
        float l_152_ = (l_150_ + l_151_);
        float l_153_ = (l_149_ + l_152_);
        float l_154_ = (l_125_ + l_153_);
        bool l_155_ = (l_4_ != 0.0);
        float l_156_ = (l_155_ ? l_154_ : l_4_);
        float l_157_ = (l_156_ - l_125_);
        bool l_158_ = (l_4_ != 0.0);
        float l_159_ = (l_158_ ? l_157_ : l_4_);
        float l_160_ = (l_153_ - l_159_);
        float l_161_ = (l_156_ + l_4_);
        bool l_162_ = (l_4_ != 0.0);
        float l_163_ = (l_162_ ? l_161_ : l_4_);
        float l_164_ = (l_163_ - l_156_);
        bool l_165_ = (l_4_ != 0.0);
        float l_166_ = (l_165_ ? l_164_ : l_4_);
        float l_167_ = (l_163_ - l_166_);
        bool l_168_ = (l_4_ != 0.0);
        float l_169_ = (l_168_ ? l_167_ : l_4_);
        float l_170_ = (l_156_ - l_169_);
        float l_171_ = (l_4_ - l_166_);
        float l_172_ = (l_170_ + l_171_);
        float l_173_ = (l_172_ + l_160_);
        float l_174_ = (l_163_ + l_173_);
        bool l_175_ = (l_4_ != 0.0);
        float l_176_ = (l_175_ ? l_174_ : l_4_);
        float l_177_ = (l_176_ - l_163_);
        bool l_178_ = (l_4_ != 0.0);
        float l_179_ = (l_178_ ? l_177_ : l_4_);
        float l_180_ = (l_173_ - l_179_);
        float l_181_ = (l_176_ * l_51_);
        bool l_182_ = (l_4_ != 0.0);
        float l_183_ = (l_182_ ? l_181_ : l_4_);
        float l_184_ = (l_3_ * l_176_);
        bool l_185_ = (l_4_ != 0.0);
        float l_186_ = (l_185_ ? l_184_ : l_4_);
        float l_187_ = (l_186_ - l_176_);
        bool l_188_ = (l_4_ != 0.0);
        float l_189_ = (l_188_ ? l_187_ : l_4_);
        float l_190_ = (l_186_ - l_189_);
        float l_191_ = (l_176_ - l_190_);
        float l_192_ = (l_3_ * l_51_);
        bool l_193_ = (l_4_ != 0.0);
        float l_194_ = (l_193_ ? l_192_ : l_4_);
        float l_195_ = (l_194_ - l_51_);
        bool l_196_ = (l_4_ != 0.0);
        float l_197_ = (l_196_ ? l_195_ : l_4_);
        float l_198_ = (l_194_ - l_197_);
        float l_199_ = (l_51_ - l_198_);
        float l_200_ = (l_190_ * l_198_);
        float l_201_ = (l_200_ - l_183_);
        float l_202_ = (l_190_ * l_199_);
        float l_203_ = (l_201_ + l_202_);
        float l_204_ = (l_191_ * l_198_);
        float l_205_ = (l_203_ + l_204_);
        float l_206_ = (l_191_ * l_199_);
        float l_207_ = (l_205_ + l_206_);
        float l_208_ = (l_176_ * l_52_);
        float l_209_ = (l_180_ * l_51_);
        float l_210_ = (l_208_ + l_209_);
        float l_211_ = (l_207_ + l_210_);
        float l_212_ = (l_183_ + l_211_);
        bool l_213_ = (l_4_ != 0.0);
        float l_214_ = (l_213_ ? l_212_ : l_4_);
        float l_215_ = (l_214_ - l_183_);
        bool l_216_ = (l_4_ != 0.0);
        float l_217_ = (l_216_ ? l_215_ : l_4_);
        float l_218_ = (l_211_ - l_217_);
        l_mut_25_ = l_214_;
        l_mut_24_ = l_218_;
        bool loop_init_2 = true;
        while(true) {
            if (!loop_init_2) {
                uint _e620 = l_mut_219_;
                l_mut_219_ = (_e620 + 1u);
            }
            loop_init_2 = false;
            uint _e527 = l_mut_219_;
            if ((_e527 < 8u)) {
            } else {
                break;
            }
            {
                float _e530 = l_mut_25_;
                float l_220_ = (_e530 * 2.0);
                float _e533 = l_mut_24_;
                float l_221_ = (_e533 * 2.0);
                float _e536 = l_mut_25_;
                float _e537 = l_mut_25_;
                float l_222_ = (_e536 * _e537);
                bool l_223_ = (l_4_ != 0.0);
                float l_224_ = (l_223_ ? l_222_ : l_4_);
                float _e542 = l_mut_25_;
                float l_225_ = (l_3_ * _e542);
                bool l_226_ = (l_4_ != 0.0);
                float l_227_ = (l_226_ ? l_225_ : l_4_);
                float _e547 = l_mut_25_;
                float l_228_ = (l_227_ - _e547);
                bool l_229_ = (l_4_ != 0.0);
                float l_230_ = (l_229_ ? l_228_ : l_4_);
                float l_231_ = (l_227_ - l_230_);
                float _e553 = l_mut_25_;
                float l_232_ = (_e553 - l_231_);
                float _e555 = l_mut_25_;
                float l_233_ = (l_3_ * _e555);
                bool l_234_ = (l_4_ != 0.0);
                float l_235_ = (l_234_ ? l_233_ : l_4_);
                float _e560 = l_mut_25_;
                float l_236_ = (l_235_ - _e560);
                bool l_237_ = (l_4_ != 0.0);
                float l_238_ = (l_237_ ? l_236_ : l_4_);
                float l_239_ = (l_235_ - l_238_);
                float _e566 = l_mut_25_;
                float l_240_ = (_e566 - l_239_);
                float l_241_ = (l_231_ * l_239_);
                float l_242_ = (l_241_ - l_224_);
                float l_243_ = (l_231_ * l_240_);
                float l_244_ = (l_242_ + l_243_);
                float l_245_ = (l_232_ * l_239_);
                float l_246_ = (l_244_ + l_245_);
                float l_247_ = (l_232_ * l_240_);
                float l_248_ = (l_246_ + l_247_);
                float _e576 = l_mut_25_;
                float _e577 = l_mut_24_;
                float l_249_ = (_e576 * _e577);
                float _e579 = l_mut_24_;
                float _e580 = l_mut_25_;
                float l_250_ = (_e579 * _e580);
                float l_251_ = (l_249_ + l_250_);
                float l_252_ = (l_248_ + l_251_);
                float l_253_ = (l_224_ + l_252_);
                bool l_254_ = (l_4_ != 0.0);
                float l_255_ = (l_254_ ? l_253_ : l_4_);
                float l_256_ = (l_255_ - l_224_);
                bool l_257_ = (l_4_ != 0.0);
                float l_258_ = (l_257_ ? l_256_ : l_4_);
                float l_259_ = (l_252_ - l_258_);
                float l_260_ = (l_220_ + l_255_);
                bool l_261_ = (l_4_ != 0.0);
                float l_262_ = (l_261_ ? l_260_ : l_4_);
                float l_263_ = (l_262_ - l_220_);
                bool l_264_ = (l_4_ != 0.0);
                float l_265_ = (l_264_ ? l_263_ : l_4_);
                float l_266_ = (l_262_ - l_265_);
                bool l_267_ = (l_4_ != 0.0);
                float l_268_ = (l_267_ ? l_266_ : l_4_);
                float l_269_ = (l_220_ - l_268_);
                float l_270_ = (l_255_ - l_265_);
                float l_271_ = (l_269_ + l_270_);
                float l_272_ = (l_221_ + l_259_);
                float l_273_ = (l_271_ + l_272_);
                float l_274_ = (l_262_ + l_273_);
                bool l_275_ = (l_4_ != 0.0);
                float l_276_ = (l_275_ ? l_274_ : l_4_);
                float l_277_ = (l_276_ - l_262_);
                bool l_278_ = (l_4_ != 0.0);
                float l_279_ = (l_278_ ? l_277_ : l_4_);
                float l_280_ = (l_273_ - l_279_);
                l_mut_25_ = l_276_;
                l_mut_24_ = l_280_;
            }
        }
        float _e622 = l_mut_25_;
        float l_281_ = (_e622 + l_4_);
        bool l_282_ = (l_4_ != 0.0);
        float l_283_ = (l_282_ ? l_281_ : l_4_);
        float _e627 = l_mut_25_;
        float l_284_ = (l_283_ - _e627);
        bool l_285_ = (l_4_ != 0.0);
        float l_286_ = (l_285_ ? l_284_ : l_4_);
        float l_287_ = (l_283_ - l_286_);
        bool l_288_ = (l_4_ != 0.0);
        float l_289_ = (l_288_ ? l_287_ : l_4_);
        float _e636 = l_mut_25_;
        float l_290_ = (_e636 - l_289_);
        float l_291_ = (l_4_ - l_286_);
        float l_292_ = (l_290_ + l_291_);
        float _e640 = l_mut_24_;
        float l_293_ = (l_292_ + _e640);
        float l_294_ = (l_283_ + l_293_);
        bool l_295_ = (l_4_ != 0.0);
        float l_296_ = (l_295_ ? l_294_ : l_4_);
        float l_297_ = (l_296_ - l_283_);
        bool l_298_ = (l_4_ != 0.0);
        float l_299_ = (l_298_ ? l_297_ : l_4_);
        float l_300_ = (l_293_ - l_299_);
        float l_301_ = abs(l_21_);
        uint l_302_ = uint(l_301_);
        l_mut_303_ = l_302_;
        bool l_304_ = (l_21_ < 0.0);
        float l_305_ = (l_304_ ? 0.5 : 2.0);
        l_mut_25_ = l_305_;
        l_mut_24_ = 1.0;
        bool loop_init_3 = true;
        while(true) {
            if (!loop_init_3) {
                uint _e681 = l_mut_306_;
                l_mut_306_ = (_e681 + 1u);
            }
            loop_init_3 = false;
            uint _e661 = l_mut_306_;
            if ((_e661 < 11u)) {
            } else {
                break;
            }
            {
                uint _e664 = l_mut_303_;
                uint l_307_ = (_e664 & 1u);
                bool l_308_ = (l_307_ == 1u);
                float _e669 = l_mut_24_;
                float _e670 = l_mut_25_;
                float l_309_ = (_e669 * _e670);
                float _e672 = l_mut_24_;
                float l_310_ = (l_308_ ? l_309_ : _e672);
                l_mut_24_ = l_310_;
                float _e674 = l_mut_25_;
                float _e675 = l_mut_25_;
                l_mut_25_ = (_e674 * _e675);
                uint _e677 = l_mut_303_;
                l_mut_303_ = (_e677 >> 1u);
            }
        }
        float _e683 = l_mut_24_;
        float l_311_ = (l_296_ * _e683);
        float _e685 = l_mut_24_;
        float l_312_ = (l_300_ * _e685);
        uint l_391_ = _group_0_binding_4_cs.static_meta[3];
        uint l_392_ = (l_391_ * 1u);
        bool l_393_ = (id < l_392_);
        if (l_393_) {
            _group_0_binding_3_cs[id] = l_311_;
        }
        uint l_313_ = (l_1_ + id);
        uint l_394_ = _group_0_binding_4_cs.static_meta[3];
        uint l_395_ = (l_394_ * 1u);
        bool l_396_ = (l_313_ < l_395_);
        if (l_396_) {
            _group_0_binding_3_cs[l_313_] = l_312_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
