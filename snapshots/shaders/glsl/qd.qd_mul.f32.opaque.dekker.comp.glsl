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
    float l_mut_298_ = 0.0;
    float l_mut_299_ = 0.0;
    float l_mut_300_ = 0.0;
    float l_mut_301_ = 0.0;
    float l_mut_302_ = 0.0;
    uint l_mut_303_ = 0u;
    bool local = false;
    bool local_1 = false;
    bool local_2 = false;
    bool local_3 = false;
    bool local_4 = false;
    bool local_5 = false;
    bool local_6 = false;
    bool local_7 = false;
    bool local_8 = false;
    bool local_9 = false;
    bool local_10 = false;
    bool local_11 = false;
    bool local_12 = false;
    bool local_13 = false;
    bool local_14 = false;
    bool local_15 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_4_cs.static_meta[4];
    uint l_1_ = (l_0_ / 4u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_401_ = _group_0_binding_4_cs.static_meta[2];
        uint l_402_ = (l_401_ * 1u);
        bool l_403_ = (0u < l_402_);
        uint l_404_ = (l_402_ - 1u);
        uint l_405_ = min(0u, l_404_);
        float l_406_ = _group_0_binding_2_cs[l_405_];
        float l_3_ = (l_403_ ? l_406_ : 0.0);
        uint l_408_ = _group_0_binding_4_cs.static_meta[2];
        uint l_409_ = (l_408_ * 1u);
        bool l_410_ = (1u < l_409_);
        uint l_411_ = (l_409_ - 1u);
        uint l_412_ = min(1u, l_411_);
        float l_413_ = _group_0_binding_2_cs[l_412_];
        float l_4_ = (l_410_ ? l_413_ : 0.0);
        uint l_415_ = _group_0_binding_4_cs.static_meta[0];
        uint l_416_ = (l_415_ * 1u);
        bool l_417_ = (id < l_416_);
        uint l_418_ = (l_416_ - 1u);
        uint l_419_ = min(id, l_418_);
        float l_420_ = _group_0_binding_0_cs[l_419_];
        float l_5_ = (l_417_ ? l_420_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_422_ = _group_0_binding_4_cs.static_meta[0];
        uint l_423_ = (l_422_ * 1u);
        bool l_424_ = (l_6_ < l_423_);
        uint l_425_ = (l_423_ - 1u);
        uint l_426_ = min(l_6_, l_425_);
        float l_427_ = _group_0_binding_0_cs[l_426_];
        float l_7_ = (l_424_ ? l_427_ : 0.0);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_429_ = _group_0_binding_4_cs.static_meta[0];
        uint l_430_ = (l_429_ * 1u);
        bool l_431_ = (l_9_ < l_430_);
        uint l_432_ = (l_430_ - 1u);
        uint l_433_ = min(l_9_, l_432_);
        float l_434_ = _group_0_binding_0_cs[l_433_];
        float l_10_ = (l_431_ ? l_434_ : 0.0);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_436_ = _group_0_binding_4_cs.static_meta[0];
        uint l_437_ = (l_436_ * 1u);
        bool l_438_ = (l_12_ < l_437_);
        uint l_439_ = (l_437_ - 1u);
        uint l_440_ = min(l_12_, l_439_);
        float l_441_ = _group_0_binding_0_cs[l_440_];
        float l_13_ = (l_438_ ? l_441_ : 0.0);
        uint l_443_ = _group_0_binding_4_cs.static_meta[1];
        uint l_444_ = (l_443_ * 1u);
        bool l_445_ = (id < l_444_);
        uint l_446_ = (l_444_ - 1u);
        uint l_447_ = min(id, l_446_);
        float l_448_ = _group_0_binding_1_cs[l_447_];
        float l_14_ = (l_445_ ? l_448_ : 0.0);
        uint l_15_ = (l_1_ + id);
        uint l_450_ = _group_0_binding_4_cs.static_meta[1];
        uint l_451_ = (l_450_ * 1u);
        bool l_452_ = (l_15_ < l_451_);
        uint l_453_ = (l_451_ - 1u);
        uint l_454_ = min(l_15_, l_453_);
        float l_455_ = _group_0_binding_1_cs[l_454_];
        float l_16_ = (l_452_ ? l_455_ : 0.0);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_457_ = _group_0_binding_4_cs.static_meta[1];
        uint l_458_ = (l_457_ * 1u);
        bool l_459_ = (l_18_ < l_458_);
        uint l_460_ = (l_458_ - 1u);
        uint l_461_ = min(l_18_, l_460_);
        float l_462_ = _group_0_binding_1_cs[l_461_];
        float l_19_ = (l_459_ ? l_462_ : 0.0);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_464_ = _group_0_binding_4_cs.static_meta[1];
        uint l_465_ = (l_464_ * 1u);
        bool l_466_ = (l_21_ < l_465_);
        uint l_467_ = (l_465_ - 1u);
        uint l_468_ = min(l_21_, l_467_);
        float l_469_ = _group_0_binding_1_cs[l_468_];
        float l_22_ = (l_466_ ? l_469_ : 0.0);
        float l_23_ = (l_5_ * l_14_);
        float l_24_ = (l_23_ * l_4_);
        float l_25_ = (l_3_ * l_5_);
        float l_26_ = (l_25_ * l_4_);
        float l_27_ = (l_26_ - l_5_);
        float l_28_ = (l_27_ * l_4_);
        float l_29_ = (l_26_ - l_28_);
        float l_30_ = (l_5_ - l_29_);
        float l_31_ = (l_3_ * l_14_);
        float l_32_ = (l_31_ * l_4_);
        float l_33_ = (l_32_ - l_14_);
        float l_34_ = (l_33_ * l_4_);
        float l_35_ = (l_32_ - l_34_);
        float l_36_ = (l_14_ - l_35_);
        float l_37_ = (l_29_ * l_35_);
        float l_38_ = (l_37_ - l_24_);
        float l_39_ = (l_29_ * l_36_);
        float l_40_ = (l_38_ + l_39_);
        float l_41_ = (l_30_ * l_35_);
        float l_42_ = (l_40_ + l_41_);
        float l_43_ = (l_30_ * l_36_);
        float l_44_ = (l_42_ + l_43_);
        float l_45_ = (l_5_ * l_16_);
        float l_46_ = (l_45_ * l_4_);
        float l_47_ = (l_3_ * l_5_);
        float l_48_ = (l_47_ * l_4_);
        float l_49_ = (l_48_ - l_5_);
        float l_50_ = (l_49_ * l_4_);
        float l_51_ = (l_48_ - l_50_);
        float l_52_ = (l_5_ - l_51_);
        float l_53_ = (l_3_ * l_16_);
        float l_54_ = (l_53_ * l_4_);
        float l_55_ = (l_54_ - l_16_);
        float l_56_ = (l_55_ * l_4_);
        float l_57_ = (l_54_ - l_56_);
        float l_58_ = (l_16_ - l_57_);
        float l_59_ = (l_51_ * l_57_);
        float l_60_ = (l_59_ - l_46_);
        float l_61_ = (l_51_ * l_58_);
        float l_62_ = (l_60_ + l_61_);
        float l_63_ = (l_52_ * l_57_);
        float l_64_ = (l_62_ + l_63_);
        float l_65_ = (l_52_ * l_58_);
        float l_66_ = (l_64_ + l_65_);
        float l_67_ = (l_7_ * l_14_);
        float l_68_ = (l_67_ * l_4_);
        float l_69_ = (l_3_ * l_7_);
        float l_70_ = (l_69_ * l_4_);
        float l_71_ = (l_70_ - l_7_);
        float l_72_ = (l_71_ * l_4_);
        float l_73_ = (l_70_ - l_72_);
        float l_74_ = (l_7_ - l_73_);
        float l_75_ = (l_3_ * l_14_);
        float l_76_ = (l_75_ * l_4_);
        float l_77_ = (l_76_ - l_14_);
        float l_78_ = (l_77_ * l_4_);
        float l_79_ = (l_76_ - l_78_);
        float l_80_ = (l_14_ - l_79_);
        float l_81_ = (l_73_ * l_79_);
        float l_82_ = (l_81_ - l_68_);
        float l_83_ = (l_73_ * l_80_);
        float l_84_ = (l_82_ + l_83_);
        float l_85_ = (l_74_ * l_79_);
        float l_86_ = (l_84_ + l_85_);
        float l_87_ = (l_74_ * l_80_);
        float l_88_ = (l_86_ + l_87_);
        float l_89_ = (l_5_ * l_19_);
        float l_90_ = (l_89_ * l_4_);
        float l_91_ = (l_3_ * l_5_);
        float l_92_ = (l_91_ * l_4_);
        float l_93_ = (l_92_ - l_5_);
        float l_94_ = (l_93_ * l_4_);
        float l_95_ = (l_92_ - l_94_);
        float l_96_ = (l_5_ - l_95_);
        float l_97_ = (l_3_ * l_19_);
        float l_98_ = (l_97_ * l_4_);
        float l_99_ = (l_98_ - l_19_);
        float l_100_ = (l_99_ * l_4_);
        float l_101_ = (l_98_ - l_100_);
        float l_102_ = (l_19_ - l_101_);
        float l_103_ = (l_95_ * l_101_);
        float l_104_ = (l_103_ - l_90_);
        float l_105_ = (l_95_ * l_102_);
        float l_106_ = (l_104_ + l_105_);
        float l_107_ = (l_96_ * l_101_);
        float l_108_ = (l_106_ + l_107_);
        float l_109_ = (l_96_ * l_102_);
        float l_110_ = (l_108_ + l_109_);
        float l_111_ = (l_7_ * l_16_);
        float l_112_ = (l_111_ * l_4_);
        float l_113_ = (l_3_ * l_7_);
        float l_114_ = (l_113_ * l_4_);
        float l_115_ = (l_114_ - l_7_);
        float l_116_ = (l_115_ * l_4_);
        float l_117_ = (l_114_ - l_116_);
        float l_118_ = (l_7_ - l_117_);
        float l_119_ = (l_3_ * l_16_);
        float l_120_ = (l_119_ * l_4_);
        float l_121_ = (l_120_ - l_16_);
        float l_122_ = (l_121_ * l_4_);
        float l_123_ = (l_120_ - l_122_);
        float l_124_ = (l_16_ - l_123_);
        float l_125_ = (l_117_ * l_123_);
        float l_126_ = (l_125_ - l_112_);
        float l_127_ = (l_117_ * l_124_);
        float l_128_ = (l_126_ + l_127_);
        float l_129_ = (l_118_ * l_123_);
        float l_130_ = (l_128_ + l_129_);
        float l_131_ = (l_118_ * l_124_);
        float l_132_ = (l_130_ + l_131_);
        float l_133_ = (l_10_ * l_14_);
        float l_134_ = (l_133_ * l_4_);
        float l_135_ = (l_3_ * l_10_);
        float l_136_ = (l_135_ * l_4_);
        float l_137_ = (l_136_ - l_10_);
        float l_138_ = (l_137_ * l_4_);
        float l_139_ = (l_136_ - l_138_);
        float l_140_ = (l_10_ - l_139_);
        float l_141_ = (l_3_ * l_14_);
        float l_142_ = (l_141_ * l_4_);
        float l_143_ = (l_142_ - l_14_);
        float l_144_ = (l_143_ * l_4_);
        float l_145_ = (l_142_ - l_144_);
        float l_146_ = (l_14_ - l_145_);
        float l_147_ = (l_139_ * l_145_);
        float l_148_ = (l_147_ - l_134_);
        float l_149_ = (l_139_ * l_146_);
        float l_150_ = (l_148_ + l_149_);
        float l_151_ = (l_140_ * l_145_);
        float l_152_ = (l_150_ + l_151_);
        float l_153_ = (l_140_ * l_146_);
        float l_154_ = (l_152_ + l_153_);
        float l_155_ = (l_46_ + l_68_);
        float l_156_ = (l_155_ * l_4_);
        float l_157_ = (l_156_ - l_46_);
        float l_158_ = (l_157_ * l_4_);
        float l_159_ = (l_156_ - l_158_);
        float l_160_ = (l_159_ * l_4_);
        float l_161_ = (l_46_ - l_160_);
        float l_162_ = (l_68_ - l_158_);
        float l_163_ = (l_161_ + l_162_);
        float l_164_ = (l_44_ + l_156_);
        float l_165_ = (l_164_ * l_4_);
        float l_166_ = (l_165_ - l_44_);
        float l_167_ = (l_166_ * l_4_);
        float l_168_ = (l_165_ - l_167_);
        float l_169_ = (l_168_ * l_4_);
        float l_170_ = (l_44_ - l_169_);
        float l_171_ = (l_156_ - l_167_);
        float l_172_ = (l_170_ + l_171_);
        float l_173_ = (l_163_ + l_172_);
        float l_174_ = (l_173_ * l_4_);
        float l_175_ = (l_174_ - l_163_);
        float l_176_ = (l_175_ * l_4_);
        float l_177_ = (l_174_ - l_176_);
        float l_178_ = (l_177_ * l_4_);
        float l_179_ = (l_163_ - l_178_);
        float l_180_ = (l_172_ - l_176_);
        float l_181_ = (l_179_ + l_180_);
        float l_182_ = (l_174_ + l_66_);
        float l_183_ = (l_182_ * l_4_);
        float l_184_ = (l_183_ - l_174_);
        float l_185_ = (l_184_ * l_4_);
        float l_186_ = (l_183_ - l_185_);
        float l_187_ = (l_186_ * l_4_);
        float l_188_ = (l_174_ - l_187_);
        float l_189_ = (l_66_ - l_185_);
        float l_190_ = (l_188_ + l_189_);
        float l_191_ = (l_88_ + l_183_);
        float l_192_ = (l_191_ * l_4_);
        float l_193_ = (l_192_ - l_88_);
        float l_194_ = (l_193_ * l_4_);
        float l_195_ = (l_192_ - l_194_);
        float l_196_ = (l_195_ * l_4_);
        float l_197_ = (l_88_ - l_196_);
        float l_198_ = (l_183_ - l_194_);
        float l_199_ = (l_197_ + l_198_);
        float l_200_ = (l_190_ + l_199_);
        float l_201_ = (l_200_ * l_4_);
        float l_202_ = (l_201_ - l_190_);
        float l_203_ = (l_202_ * l_4_);
        float l_204_ = (l_201_ - l_203_);
        float l_205_ = (l_204_ * l_4_);
        float l_206_ = (l_190_ - l_205_);
        float l_207_ = (l_199_ - l_203_);
        float l_208_ = (l_206_ + l_207_);
        float l_209_ = (l_90_ + l_112_);
        float l_210_ = (l_209_ * l_4_);
        float l_211_ = (l_210_ - l_90_);
        float l_212_ = (l_211_ * l_4_);
        float l_213_ = (l_210_ - l_212_);
        float l_214_ = (l_213_ * l_4_);
        float l_215_ = (l_90_ - l_214_);
        float l_216_ = (l_112_ - l_212_);
        float l_217_ = (l_215_ + l_216_);
        float l_218_ = (l_134_ + l_210_);
        float l_219_ = (l_218_ * l_4_);
        float l_220_ = (l_219_ - l_134_);
        float l_221_ = (l_220_ * l_4_);
        float l_222_ = (l_219_ - l_221_);
        float l_223_ = (l_222_ * l_4_);
        float l_224_ = (l_134_ - l_223_);
        float l_225_ = (l_210_ - l_221_);
        float l_226_ = (l_224_ + l_225_);
        float l_227_ = (l_217_ + l_226_);
        float l_228_ = (l_227_ * l_4_);
        float l_229_ = (l_228_ - l_217_);
        float l_230_ = (l_229_ * l_4_);
        float l_231_ = (l_228_ - l_230_);
        float l_232_ = (l_231_ * l_4_);
        float l_233_ = (l_217_ - l_232_);
        float l_234_ = (l_226_ - l_230_);
        float l_235_ = (l_233_ + l_234_);
        float l_236_ = (l_192_ + l_219_);
        float l_237_ = (l_236_ * l_4_);
        float l_238_ = (l_237_ - l_192_);
        float l_239_ = (l_238_ * l_4_);
        float l_240_ = (l_237_ - l_239_);
        float l_241_ = (l_240_ * l_4_);
        float l_242_ = (l_192_ - l_241_);
        float l_243_ = (l_219_ - l_239_);
        float l_244_ = (l_242_ + l_243_);
        float l_245_ = (l_201_ + l_228_);
        float l_246_ = (l_245_ * l_4_);
        float l_247_ = (l_246_ - l_201_);
        float l_248_ = (l_247_ * l_4_);
        float l_249_ = (l_246_ - l_248_);
        float l_250_ = (l_249_ * l_4_);
        float l_251_ = (l_201_ - l_250_);
        float l_252_ = (l_228_ - l_248_);
        float l_253_ = (l_251_ + l_252_);
        float l_254_ = (l_246_ + l_244_);
        float l_255_ = (l_254_ * l_4_);
        float l_256_ = (l_255_ - l_246_);
        float l_257_ = (l_256_ * l_4_);
        float l_258_ = (l_255_ - l_257_);
        float l_259_ = (l_258_ * l_4_);
        float l_260_ = (l_246_ - l_259_);
        float l_261_ = (l_244_ - l_257_);
        float l_262_ = (l_260_ + l_261_);
        float l_263_ = (l_208_ + l_235_);
        float l_264_ = (l_262_ + l_253_);
        float l_265_ = (l_263_ + l_264_);
        float l_266_ = (l_5_ * l_22_);
        float l_267_ = (l_7_ * l_19_);
        float l_268_ = (l_266_ + l_267_);
        float l_269_ = (l_10_ * l_16_);
        float l_270_ = (l_13_ * l_14_);
        float l_271_ = (l_269_ + l_270_);
        float l_272_ = (l_268_ + l_271_);
        float l_273_ = (l_181_ + l_110_);
        float l_274_ = (l_132_ + l_154_);
        float l_275_ = (l_273_ + l_274_);
        float l_276_ = (l_272_ + l_275_);
        float l_277_ = (l_255_ + l_276_);
        float l_278_ = (l_277_ + l_265_);
        float l_279_ = (l_278_ * l_4_);
        float l_280_ = (l_279_ - l_277_);
        float l_281_ = (l_280_ * l_4_);
        float l_282_ = (l_265_ - l_281_);
        float l_283_ = (l_237_ + l_279_);
        float l_284_ = (l_283_ * l_4_);
        float l_285_ = (l_284_ - l_237_);
        float l_286_ = (l_285_ * l_4_);
        float l_287_ = (l_279_ - l_286_);
        float l_288_ = (l_165_ + l_284_);
        float l_289_ = (l_288_ * l_4_);
        float l_290_ = (l_289_ - l_165_);
        float l_291_ = (l_290_ * l_4_);
        float l_292_ = (l_284_ - l_291_);
        float l_293_ = (l_24_ + l_289_);
        float l_294_ = (l_293_ * l_4_);
        float l_295_ = (l_294_ - l_24_);
        float l_296_ = (l_295_ * l_4_);
        float l_297_ = (l_289_ - l_296_);
        l_mut_298_ = 0.0;
        l_mut_299_ = 0.0;
        l_mut_300_ = 0.0;
        l_mut_301_ = 0.0;
        l_mut_302_ = l_294_;
        l_mut_303_ = 0u;
        float _e486 = l_mut_302_;
        float l_304_ = (_e486 + l_297_);
        float l_305_ = (l_304_ * l_4_);
        float _e489 = l_mut_302_;
        float l_306_ = (l_305_ - _e489);
        float l_307_ = (l_306_ * l_4_);
        float l_308_ = (l_297_ - l_307_);
        uint _e493 = l_mut_303_;
        bool l_309_ = (_e493 < 3u);
        bool l_310_ = (l_308_ != 0.0);
        if (l_309_) {
            local = l_310_;
        } else {
            local = false;
        }
        bool l_311_ = local;
        uint _e502 = l_mut_303_;
        bool l_312_ = (_e502 == 0u);
        if (l_311_) {
            local_1 = l_312_;
        } else {
            local_1 = false;
        }
        bool l_313_ = local_1;
        float _e509 = l_mut_298_;
        float l_314_ = (l_313_ ? l_305_ : _e509);
        l_mut_298_ = l_314_;
        uint _e511 = l_mut_303_;
        bool l_315_ = (_e511 == 1u);
        if (l_311_) {
            local_2 = l_315_;
        } else {
            local_2 = false;
        }
        bool l_316_ = local_2;
        float _e518 = l_mut_299_;
        float l_317_ = (l_316_ ? l_305_ : _e518);
        l_mut_299_ = l_317_;
        uint _e520 = l_mut_303_;
        bool l_318_ = (_e520 == 2u);
        if (l_311_) {
            local_3 = l_318_;
        } else {
            local_3 = false;
        }
        bool l_319_ = local_3;
        float _e527 = l_mut_300_;
        float l_320_ = (l_319_ ? l_305_ : _e527);
        l_mut_300_ = l_320_;
        float l_321_ = (l_311_ ? l_308_ : l_305_);
        float _e530 = l_mut_302_;
        float l_322_ = (_e530 + l_297_);
        float l_323_ = (l_309_ ? l_321_ : l_322_);
        l_mut_302_ = l_323_;
        uint l_324_ = uint(l_311_);
        uint _e534 = l_mut_303_;
        l_mut_303_ = (_e534 + l_324_);
        float _e536 = l_mut_302_;
        float l_325_ = (_e536 + l_292_);
        float l_326_ = (l_325_ * l_4_);
        float _e539 = l_mut_302_;
        float l_327_ = (l_326_ - _e539);
        float l_328_ = (l_327_ * l_4_);
        float l_329_ = (l_292_ - l_328_);
        uint _e543 = l_mut_303_;
        bool l_330_ = (_e543 < 3u);
        bool l_331_ = (l_329_ != 0.0);
        if (l_330_) {
            local_4 = l_331_;
        } else {
            local_4 = false;
        }
        bool l_332_ = local_4;
        uint _e552 = l_mut_303_;
        bool l_333_ = (_e552 == 0u);
        if (l_332_) {
            local_5 = l_333_;
        } else {
            local_5 = false;
        }
        bool l_334_ = local_5;
        float _e559 = l_mut_298_;
        float l_335_ = (l_334_ ? l_326_ : _e559);
        l_mut_298_ = l_335_;
        uint _e561 = l_mut_303_;
        bool l_336_ = (_e561 == 1u);
        if (l_332_) {
            local_6 = l_336_;
        } else {
            local_6 = false;
        }
        bool l_337_ = local_6;
        float _e568 = l_mut_299_;
        float l_338_ = (l_337_ ? l_326_ : _e568);
        l_mut_299_ = l_338_;
        uint _e570 = l_mut_303_;
        bool l_339_ = (_e570 == 2u);
        if (l_332_) {
            local_7 = l_339_;
        } else {
            local_7 = false;
        }
        bool l_340_ = local_7;
        float _e577 = l_mut_300_;
        float l_341_ = (l_340_ ? l_326_ : _e577);
        l_mut_300_ = l_341_;
        float l_342_ = (l_332_ ? l_329_ : l_326_);
        float _e580 = l_mut_302_;
        float l_343_ = (_e580 + l_292_);
        float l_344_ = (l_330_ ? l_342_ : l_343_);
        l_mut_302_ = l_344_;
        uint l_345_ = uint(l_332_);
        uint _e584 = l_mut_303_;
        l_mut_303_ = (_e584 + l_345_);
        float _e586 = l_mut_302_;
        float l_346_ = (_e586 + l_287_);
        float l_347_ = (l_346_ * l_4_);
        float _e589 = l_mut_302_;
        float l_348_ = (l_347_ - _e589);
        float l_349_ = (l_348_ * l_4_);
        float l_350_ = (l_287_ - l_349_);
        uint _e593 = l_mut_303_;
        bool l_351_ = (_e593 < 3u);
        bool l_352_ = (l_350_ != 0.0);
        if (l_351_) {
            local_8 = l_352_;
        } else {
            local_8 = false;
        }
        bool l_353_ = local_8;
        uint _e602 = l_mut_303_;
        bool l_354_ = (_e602 == 0u);
        if (l_353_) {
            local_9 = l_354_;
        } else {
            local_9 = false;
        }
        bool l_355_ = local_9;
        float _e609 = l_mut_298_;
        float l_356_ = (l_355_ ? l_347_ : _e609);
        l_mut_298_ = l_356_;
        uint _e611 = l_mut_303_;
        bool l_357_ = (_e611 == 1u);
        if (l_353_) {
            local_10 = l_357_;
        } else {
            local_10 = false;
        }
        bool l_358_ = local_10;
        float _e618 = l_mut_299_;
        float l_359_ = (l_358_ ? l_347_ : _e618);
        l_mut_299_ = l_359_;
        uint _e620 = l_mut_303_;
        bool l_360_ = (_e620 == 2u);
        if (l_353_) {
            local_11 = l_360_;
        } else {
            local_11 = false;
        }
        bool l_361_ = local_11;
        float _e627 = l_mut_300_;
        float l_362_ = (l_361_ ? l_347_ : _e627);
        l_mut_300_ = l_362_;
        float l_363_ = (l_353_ ? l_350_ : l_347_);
        float _e630 = l_mut_302_;
        float l_364_ = (_e630 + l_287_);
        float l_365_ = (l_351_ ? l_363_ : l_364_);
        l_mut_302_ = l_365_;
        uint l_366_ = uint(l_353_);
        uint _e634 = l_mut_303_;
        l_mut_303_ = (_e634 + l_366_);
        float _e636 = l_mut_302_;
        float l_367_ = (_e636 + l_282_);
        float l_368_ = (l_367_ * l_4_);
        float _e639 = l_mut_302_;
        float l_369_ = (l_368_ - _e639);
        float l_370_ = (l_369_ * l_4_);
        float l_371_ = (l_282_ - l_370_);
        uint _e643 = l_mut_303_;
        bool l_372_ = (_e643 < 3u);
        bool l_373_ = (l_371_ != 0.0);
        if (l_372_) {
            local_12 = l_373_;
        } else {
            local_12 = false;
        }
        bool l_374_ = local_12;
        uint _e652 = l_mut_303_;
        bool l_375_ = (_e652 == 0u);
        if (l_374_) {
            local_13 = l_375_;
        } else {
            local_13 = false;
        }
        bool l_376_ = local_13;
        float _e659 = l_mut_298_;
        float l_377_ = (l_376_ ? l_368_ : _e659);
        l_mut_298_ = l_377_;
        uint _e661 = l_mut_303_;
        bool l_378_ = (_e661 == 1u);
        if (l_374_) {
            local_14 = l_378_;
        } else {
            local_14 = false;
        }
        bool l_379_ = local_14;
        float _e668 = l_mut_299_;
        float l_380_ = (l_379_ ? l_368_ : _e668);
        l_mut_299_ = l_380_;
        uint _e670 = l_mut_303_;
        bool l_381_ = (_e670 == 2u);
        if (l_374_) {
            local_15 = l_381_;
        } else {
            local_15 = false;
        }
        bool l_382_ = local_15;
        float _e677 = l_mut_300_;
        float l_383_ = (l_382_ ? l_368_ : _e677);
        l_mut_300_ = l_383_;
        float l_384_ = (l_374_ ? l_371_ : l_368_);
        float _e680 = l_mut_302_;
        float l_385_ = (_e680 + l_282_);
        float l_386_ = (l_372_ ? l_384_ : l_385_);
        l_mut_302_ = l_386_;
        uint l_387_ = uint(l_374_);
        uint _e684 = l_mut_303_;
        l_mut_303_ = (_e684 + l_387_);
        uint _e686 = l_mut_303_;
        bool l_388_ = (_e686 == 0u);
        float _e689 = l_mut_298_;
        float _e690 = l_mut_302_;
        float l_389_ = (l_388_ ? _e690 : _e689);
        l_mut_298_ = l_389_;
        uint _e692 = l_mut_303_;
        bool l_390_ = (_e692 == 1u);
        float _e695 = l_mut_299_;
        float _e696 = l_mut_302_;
        float l_391_ = (l_390_ ? _e696 : _e695);
        l_mut_299_ = l_391_;
        uint _e698 = l_mut_303_;
        bool l_392_ = (_e698 == 2u);
        float _e701 = l_mut_300_;
        float _e702 = l_mut_302_;
        float l_393_ = (l_392_ ? _e702 : _e701);
        l_mut_300_ = l_393_;
        uint _e704 = l_mut_303_;
        bool l_394_ = (_e704 == 3u);
        float _e707 = l_mut_301_;
        float _e708 = l_mut_302_;
        float l_395_ = (l_394_ ? _e708 : _e707);
        l_mut_301_ = l_395_;
        uint l_471_ = _group_0_binding_4_cs.static_meta[3];
        uint l_472_ = (l_471_ * 1u);
        bool l_473_ = (id < l_472_);
        if (l_473_) {
            float _e719 = l_mut_298_;
            _group_0_binding_3_cs[id] = _e719;
        }
        uint l_396_ = (l_1_ + id);
        uint l_474_ = _group_0_binding_4_cs.static_meta[3];
        uint l_475_ = (l_474_ * 1u);
        bool l_476_ = (l_396_ < l_475_);
        if (l_476_) {
            float _e730 = l_mut_299_;
            _group_0_binding_3_cs[l_396_] = _e730;
        }
        uint l_397_ = (2u * l_1_);
        uint l_398_ = (l_397_ + id);
        uint l_477_ = _group_0_binding_4_cs.static_meta[3];
        uint l_478_ = (l_477_ * 1u);
        bool l_479_ = (l_398_ < l_478_);
        if (l_479_) {
            float _e743 = l_mut_300_;
            _group_0_binding_3_cs[l_398_] = _e743;
        }
        uint l_399_ = (3u * l_1_);
        uint l_400_ = (l_399_ + id);
        uint l_480_ = _group_0_binding_4_cs.static_meta[3];
        uint l_481_ = (l_480_ * 1u);
        bool l_482_ = (l_400_ < l_481_);
        if (l_482_) {
            float _e756 = l_mut_301_;
            _group_0_binding_3_cs[l_400_] = _e756;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
