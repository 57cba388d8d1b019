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

layout(std430) buffer type_1_block_0Compute { uint _group_0_binding_0_cs[]; };

layout(std430) buffer type_1_block_1Compute { uint _group_0_binding_1_cs[]; };

layout(std430) buffer type_1_block_2Compute { uint _group_0_binding_2_cs[]; };

layout(std430) buffer type_3_block_3Compute { uint _group_0_binding_3_cs[]; };

layout(std430) readonly buffer info_st_block_4Compute { info_st _group_0_binding_4_cs; };


void main() {
    uvec3 global_id = gl_GlobalInvocationID;
    uvec3 num_workgroups = gl_NumWorkGroups;
    uint l_mut_103_ = 0u;
    uint l_mut_54_ = 0u;
    uint l_mut_55_ = 0u;
    uint l_mut_56_ = 0u;
    uint l_mut_57_ = 0u;
    uint l_mut_91_ = 0u;
    uint l_mut_97_ = 0u;
    uint l_mut_58_ = 0u;
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
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_214_ = _group_0_binding_4_cs.static_meta[3];
        uint l_215_ = (l_214_ * 1u);
        uint l_216_ = (l_215_ - 1u);
        uint l_217_ = min(3u, l_216_);
        uint _e47 = atomicAdd(_group_0_binding_3_cs[l_217_], 1u);
    }
    uint l_200_ = _group_0_binding_4_cs.static_meta[1];
    uint l_201_ = (l_200_ * 1u);
    bool l_202_ = (0u < l_201_);
    uint l_203_ = (l_201_ - 1u);
    uint l_204_ = min(0u, l_203_);
    uint l_205_ = _group_0_binding_1_cs[l_204_];
    uint l_4_ = (l_202_ ? l_205_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_207_ = _group_0_binding_4_cs.static_meta[1];
    uint l_208_ = (l_207_ * 1u);
    bool l_209_ = (l_6_ < l_208_);
    uint l_210_ = (l_208_ - 1u);
    uint l_211_ = min(l_6_, l_210_);
    uint l_212_ = _group_0_binding_1_cs[l_211_];
    uint l_7_ = (l_209_ ? l_212_ : 0u);
    bool l_8_ = (id < l_4_);
    if (l_8_) {
        uint l_219_ = _group_0_binding_4_cs.static_meta[1];
        uint l_220_ = (l_219_ * 1u);
        bool l_221_ = (2u < l_220_);
        uint l_222_ = (l_220_ - 1u);
        uint l_223_ = min(2u, l_222_);
        uint l_224_ = _group_0_binding_1_cs[l_223_];
        uint l_10_ = (l_221_ ? l_224_ : 0u);
        uint l_12_ = (2u + 1u);
        uint l_226_ = _group_0_binding_4_cs.static_meta[1];
        uint l_227_ = (l_226_ * 1u);
        bool l_228_ = (l_12_ < l_227_);
        uint l_229_ = (l_227_ - 1u);
        uint l_230_ = min(l_12_, l_229_);
        uint l_231_ = _group_0_binding_1_cs[l_230_];
        uint l_13_ = (l_228_ ? l_231_ : 0u);
        uint l_14_ = (l_10_ + id);
        uint l_233_ = _group_0_binding_4_cs.static_meta[1];
        uint l_234_ = (l_233_ * 1u);
        bool l_235_ = (4u < l_234_);
        uint l_236_ = (l_234_ - 1u);
        uint l_237_ = min(4u, l_236_);
        uint l_238_ = _group_0_binding_1_cs[l_237_];
        uint l_16_ = (l_235_ ? l_238_ : 0u);
        uint l_18_ = (4u + 1u);
        uint l_240_ = _group_0_binding_4_cs.static_meta[1];
        uint l_241_ = (l_240_ * 1u);
        bool l_242_ = (l_18_ < l_241_);
        uint l_243_ = (l_241_ - 1u);
        uint l_244_ = min(l_18_, l_243_);
        uint l_245_ = _group_0_binding_1_cs[l_244_];
        uint l_19_ = (l_242_ ? l_245_ : 0u);
        uint l_247_ = _group_0_binding_4_cs.static_meta[1];
        uint l_248_ = (l_247_ * 1u);
        bool l_249_ = (6u < l_248_);
        uint l_250_ = (l_248_ - 1u);
        uint l_251_ = min(6u, l_250_);
        uint l_252_ = _group_0_binding_1_cs[l_251_];
        uint l_21_ = (l_249_ ? l_252_ : 0u);
        uint l_23_ = (6u + 1u);
        uint l_254_ = _group_0_binding_4_cs.static_meta[1];
        uint l_255_ = (l_254_ * 1u);
        bool l_256_ = (l_23_ < l_255_);
        uint l_257_ = (l_255_ - 1u);
        uint l_258_ = min(l_23_, l_257_);
        uint l_259_ = _group_0_binding_1_cs[l_258_];
        uint l_24_ = (l_256_ ? l_259_ : 0u);
        uint l_261_ = _group_0_binding_4_cs.static_meta[1];
        uint l_262_ = (l_261_ * 1u);
        bool l_263_ = (8u < l_262_);
        uint l_264_ = (l_262_ - 1u);
        uint l_265_ = min(8u, l_264_);
        uint l_266_ = _group_0_binding_1_cs[l_265_];
        uint l_26_ = (l_263_ ? l_266_ : 0u);
        uint l_28_ = (8u + 1u);
        uint l_268_ = _group_0_binding_4_cs.static_meta[1];
        uint l_269_ = (l_268_ * 1u);
        bool l_270_ = (l_28_ < l_269_);
        uint l_271_ = (l_269_ - 1u);
        uint l_272_ = min(l_28_, l_271_);
        uint l_273_ = _group_0_binding_1_cs[l_272_];
        uint l_29_ = (l_270_ ? l_273_ : 0u);
        uint l_275_ = _group_0_binding_4_cs.static_meta[1];
        uint l_276_ = (l_275_ * 1u);
        bool l_277_ = (10u < l_276_);
        uint l_278_ = (l_276_ - 1u);
        uint l_279_ = min(10u, l_278_);
        uint l_280_ = _group_0_binding_1_cs[l_279_];
        uint l_31_ = (l_277_ ? l_280_ : 0u);
        uint l_33_ = (10u + 1u);
        uint l_282_ = _group_0_binding_4_cs.static_meta[1];
        uint l_283_ = (l_282_ * 1u);
        bool l_284_ = (l_33_ < l_283_);
        uint l_285_ = (l_283_ - 1u);
        uint l_286_ = min(l_33_, l_285_);
        uint l_287_ = _group_0_binding_1_cs[l_286_];
        uint l_34_ = (l_284_ ? l_287_ : 0u);
        uint l_35_ = (1u << l_16_);
        uint l_36_ = (l_35_ - 1u);
        uint l_37_ = (l_14_ & l_36_);
        uint l_38_ = (l_14_ >> l_16_);
        uint l_39_ = (l_21_ + 1u);
        uint l_40_ = (l_38_ * l_39_);
        uint l_41_ = (l_40_ + l_21_);
        uint l_42_ = (2u * l_41_);
        uint l_43_ = (2u * l_42_);
        uint l_289_ = _group_0_binding_4_cs.static_meta[0];
        uint l_290_ = (l_289_ * 1u);
        bool l_291_ = (l_43_ < l_290_);
        uint l_292_ = (l_290_ - 1u);
        uint l_293_ = min(l_43_, l_292_);
        uint l_294_ = _group_0_binding_0_cs[l_293_];
        uint l_44_ = (l_291_ ? l_294_ : 0u);
        uint l_45_ = (2u * l_42_);
        uint l_46_ = (l_45_ + 1u);
        uint l_296_ = _group_0_binding_4_cs.static_meta[0];
        uint l_297_ = (l_296_ * 1u);
        bool l_298_ = (l_46_ < l_297_);
        uint l_299_ = (l_297_ - 1u);
        uint l_300_ = min(l_46_, l_299_);
        uint l_301_ = _group_0_binding_0_cs[l_300_];
        uint l_47_ = (l_298_ ? l_301_ : 0u);
        uint l_48_ = (l_42_ + 1u);
        uint l_49_ = (2u * l_48_);
        uint l_303_ = _group_0_binding_4_cs.static_meta[0];
        uint l_304_ = (l_303_ * 1u);
        bool l_305_ = (l_49_ < l_304_);
        uint l_306_ = (l_304_ - 1u);
        uint l_307_ = min(l_49_, l_306_);
        uint l_308_ = _group_0_binding_0_cs[l_307_];
        uint l_50_ = (l_305_ ? l_308_ : 0u);
        uint l_51_ = (2u * l_48_);
        uint l_52_ = (l_51_ + 1u);
        uint l_310_ = _group_0_binding_4_cs.static_meta[0];
        uint l_311_ = (l_310_ * 1u);
        bool l_312_ = (l_52_ < l_311_);
        uint l_313_ = (l_311_ - 1u);
        uint l_314_ = min(l_52_, l_313_);
        uint l_315_ = _group_0_binding_0_cs[l_314_];
        uint l_53_ = (l_312_ ? l_315_ : 0u);
        l_mut_54_ = l_44_;
        l_mut_55_ = l_47_;
        l_mut_56_ = l_50_;
        l_mut_57_ = l_53_;
        bool loop_init = true;
        while(true) {
            if (!loop_init) {
                uint _e681 = l_mut_58_;
                l_mut_58_ = (_e681 + 1u);
            }
            loop_init = false;
            uint _e342 = l_mut_58_;
            if ((_e342 < l_21_)) {
            } else {
                break;
            }
            {
                uint l_59_ = (l_40_ + l_21_);
                uint l_60_ = (l_59_ - 1u);
                uint _e347 = l_mut_58_;
                uint l_61_ = (l_60_ - _e347);
                uint l_62_ = (2u * l_61_);
                uint l_63_ = (2u * l_62_);
                uint l_317_ = _group_0_binding_4_cs.static_meta[0];
                uint l_318_ = (l_317_ * 1u);
                bool l_319_ = (l_63_ < l_318_);
                uint l_320_ = (l_318_ - 1u);
                uint l_321_ = min(l_63_, l_320_);
                uint l_322_ = _group_0_binding_0_cs[l_321_];
                uint l_64_ = (l_319_ ? l_322_ : 0u);
                uint l_65_ = (2u * l_62_);
                uint l_66_ = (l_65_ + 1u);
                uint l_324_ = _group_0_binding_4_cs.static_meta[0];
                uint l_325_ = (l_324_ * 1u);
                bool l_326_ = (l_66_ < l_325_);
                uint l_327_ = (l_325_ - 1u);
                uint l_328_ = min(l_66_, l_327_);
                uint l_329_ = _group_0_binding_0_cs[l_328_];
                uint l_67_ = (l_326_ ? l_329_ : 0u);
                uint l_68_ = (l_62_ + 1u);
                uint l_69_ = (2u * l_68_);
                uint l_331_ = _group_0_binding_4_cs.static_meta[0];
                uint l_332_ = (l_331_ * 1u);
                bool l_333_ = (l_69_ < l_332_);
                uint l_334_ = (l_332_ - 1u);
                uint l_335_ = min(l_69_, l_334_);
                uint l_336_ = _group_0_binding_0_cs[l_335_];
                uint l_70_ = (l_333_ ? l_336_ : 0u);
                uint l_71_ = (2u * l_68_);
                uint l_72_ = (l_71_ + 1u);
                uint l_338_ = _group_0_binding_4_cs.static_meta[0];
                uint l_339_ = (l_338_ * 1u);
                bool l_340_ = (l_72_ < l_339_);
                uint l_341_ = (l_339_ - 1u);
                uint l_342_ = min(l_72_, l_341_);
                uint l_343_ = _group_0_binding_0_cs[l_342_];
                uint l_73_ = (l_340_ ? l_343_ : 0u);
                uint _e425 = l_mut_54_;
                uint l_74_ = (_e425 * l_37_);
                uint _e427 = l_mut_54_;
                uint l_345_ = (_e427 & 65535u);
                uint _e430 = l_mut_54_;
                uint l_346_ = (_e430 >> 16u);
                uint l_347_ = (l_346_ & 65535u);
                uint l_348_ = (l_37_ & 65535u);
                uint l_349_ = (l_37_ >> 16u);
                uint l_350_ = (l_349_ & 65535u);
                uint l_351_ = (l_345_ * l_348_);
                uint l_352_ = (l_347_ * l_348_);
                uint l_353_ = (l_345_ * l_350_);
                uint l_354_ = (l_347_ * l_350_);
                uint l_355_ = (l_351_ >> 16u);
                uint l_356_ = (l_355_ & 65535u);
                uint l_357_ = (l_352_ & 65535u);
                uint l_358_ = (l_356_ + l_357_);
                uint l_359_ = (l_353_ & 65535u);
                uint l_360_ = (l_358_ + l_359_);
                uint l_361_ = (l_352_ >> 16u);
                uint l_362_ = (l_361_ & 65535u);
                uint l_363_ = (l_354_ + l_362_);
                uint l_364_ = (l_353_ >> 16u);
                uint l_365_ = (l_364_ & 65535u);
                uint l_366_ = (l_363_ + l_365_);
                uint l_367_ = (l_360_ >> 16u);
                uint l_368_ = (l_367_ & 65535u);
                uint l_75_ = (l_366_ + l_368_);
                uint _e470 = l_mut_55_;
                uint l_76_ = (_e470 * l_37_);
                uint l_77_ = (l_75_ + l_76_);
                uint _e473 = l_mut_56_;
                uint l_78_ = (_e473 * l_37_);
                uint _e475 = l_mut_56_;
                uint l_370_ = (_e475 & 65535u);
                uint _e478 = l_mut_56_;
                uint l_371_ = (_e478 >> 16u);
                uint l_372_ = (l_371_ & 65535u);
                uint l_373_ = (l_37_ & 65535u);
                uint l_374_ = (l_37_ >> 16u);
                uint l_375_ = (l_374_ & 65535u);
                uint l_376_ = (l_370_ * l_373_);
                uint l_377_ = (l_372_ * l_373_);
                uint l_378_ = (l_370_ * l_375_);
                uint l_379_ = (l_372_ * l_375_);
                uint l_380_ = (l_376_ >> 16u);
                uint l_381_ = (l_380_ & 65535u);
                uint l_382_ = (l_377_ & 65535u);
                uint l_383_ = (l_381_ + l_382_);
                uint l_384_ = (l_378_ & 65535u);
                uint l_385_ = (l_383_ + l_384_);
                uint l_386_ = (l_377_ >> 16u);
                uint l_387_ = (l_386_ & 65535u);
                uint l_388_ = (l_379_ + l_387_);
                uint l_389_ = (l_378_ >> 16u);
                uint l_390_ = (l_389_ & 65535u);
                uint l_391_ = (l_388_ + l_390_);
                uint l_392_ = (l_385_ >> 16u);
                uint l_393_ = (l_392_ & 65535u);
                uint l_79_ = (l_391_ + l_393_);
                uint _e518 = l_mut_57_;
                uint l_80_ = (_e518 * l_37_);
                uint l_81_ = (l_79_ + l_80_);
                uint _e521 = l_mut_54_;
                uint l_82_ = (_e521 * l_37_);
                uint _e523 = l_mut_55_;
                uint l_83_ = (_e523 * l_37_);
                uint _e525 = l_mut_54_;
                uint l_395_ = (_e525 & 65535u);
                uint _e528 = l_mut_54_;
                uint l_396_ = (_e528 >> 16u);
                uint l_397_ = (l_396_ & 65535u);
                uint l_398_ = (l_37_ & 65535u);
                uint l_399_ = (l_37_ >> 16u);
                uint l_400_ = (l_399_ & 65535u);
                uint l_401_ = (l_395_ * l_398_);
                uint l_402_ = (l_397_ * l_398_);
                uint l_403_ = (l_395_ * l_400_);
                uint l_404_ = (l_397_ * l_400_);
                uint l_405_ = (l_401_ >> 16u);
                uint l_406_ = (l_405_ & 65535u);
                uint l_407_ = (l_402_ & 65535u);
                uint l_408_ = (l_406_ + l_407_);
                uint l_409_ = (l_403_ & 65535u);
                uint l_410_ = (l_408_ + l_409_);
                uint l_411_ = (l_402_ >> 16u);
                uint l_412_ = (l_411_ & 65535u);
                uint l_413_ = (l_404_ + l_412_);
                uint l_414_ = (l_403_ >> 16u);
                uint l_415_ = (l_414_ & 65535u);
                uint l_416_ = (l_413_ + l_415_);
                uint l_417_ = (l_410_ >> 16u);
                uint l_418_ = (l_417_ & 65535u);
                uint l_84_ = (l_416_ + l_418_);
                uint l_85_ = (l_84_ + l_83_);
                uint _e569 = l_mut_55_;
                uint l_420_ = (_e569 & 65535u);
                uint _e572 = l_mut_55_;
                uint l_421_ = (_e572 >> 16u);
                uint l_422_ = (l_421_ & 65535u);
                uint l_423_ = (l_37_ & 65535u);
                uint l_424_ = (l_37_ >> 16u);
                uint l_425_ = (l_424_ & 65535u);
                uint l_426_ = (l_420_ * l_423_);
                uint l_427_ = (l_422_ * l_423_);
                uint l_428_ = (l_420_ * l_425_);
                uint l_429_ = (l_422_ * l_425_);
                uint l_430_ = (l_426_ >> 16u);
                uint l_431_ = (l_430_ & 65535u);
                uint l_432_ = (l_427_ & 65535u);
                uint l_433_ = (l_431_ + l_432_);
                uint l_434_ = (l_428_ & 65535u);
                uint l_435_ = (l_433_ + l_434_);
                uint l_436_ = (l_427_ >> 16u);
                uint l_437_ = (l_436_ & 65535u);
                uint l_438_ = (l_429_ + l_437_);
                uint l_439_ = (l_428_ >> 16u);
                uint l_440_ = (l_439_ & 65535u);
                uint l_441_ = (l_438_ + l_440_);
                uint l_442_ = (l_435_ >> 16u);
                uint l_443_ = (l_442_ & 65535u);
                uint l_86_ = (l_441_ + l_443_);
                bool l_87_ = (l_85_ < l_83_);
                uint l_88_ = uint(l_87_);
                uint l_89_ = (l_86_ + l_88_);
                l_mut_91_ = l_82_;
                bool l_92_ = (0u > 0u);
                if (l_92_) {
                    uint l_93_ = (l_82_ >> 0u);
                    uint l_94_ = (32u - 0u);
                    uint l_95_ = (l_85_ << l_94_);
                    uint l_96_ = (l_93_ | l_95_);
                    l_mut_91_ = l_96_;
                }
                l_mut_97_ = l_85_;
                bool l_98_ = (0u > 0u);
                if (l_98_) {
                    uint l_99_ = (l_85_ >> 0u);
                    uint l_100_ = (32u - 0u);
                    uint l_101_ = (l_89_ << l_100_);
                    uint l_102_ = (l_99_ | l_101_);
                    l_mut_97_ = l_102_;
                }
                uint _e630 = l_mut_91_;
                l_mut_103_ = _e630;
                uint _e631 = l_mut_97_;
                l_mut_91_ = _e631;
                if (true) {
                    l_mut_103_ = l_89_;
                    l_mut_91_ = 0u;
                } else {
                    if (true) {
                        l_mut_97_ = l_85_;
                        bool l_106_ = (0u > 0u);
                        if (l_106_) {
                            uint l_107_ = (l_85_ >> 0u);
                            uint l_108_ = (32u - 0u);
                            uint l_109_ = (l_89_ << l_108_);
                            uint l_110_ = (l_107_ | l_109_);
                            l_mut_97_ = l_110_;
                        }
                        uint l_111_ = (l_89_ >> 0u);
                        uint _e643 = l_mut_97_;
                        l_mut_103_ = _e643;
                        l_mut_91_ = l_111_;
                    }
                }
                uint _e644 = l_mut_103_;
                uint l_112_ = (l_78_ + _e644);
                uint _e646 = l_mut_91_;
                uint l_113_ = (l_81_ + _e646);
                bool l_114_ = (l_112_ < l_78_);
                uint l_115_ = uint(l_114_);
                uint l_116_ = (l_113_ + l_115_);
                uint l_117_ = (l_74_ + l_64_);
                uint l_118_ = (l_77_ + l_67_);
                bool l_119_ = (l_117_ < l_74_);
                uint l_120_ = uint(l_119_);
                uint l_121_ = (l_118_ + l_120_);
                bool l_122_ = (l_121_ < l_77_);
                bool l_123_ = (l_121_ == l_77_);
                bool l_124_ = (l_117_ < l_74_);
                if (l_123_) {
                    local = l_124_;
                } else {
                    local = false;
                }
                bool l_125_ = local;
                if (!(l_122_)) {
                    local_1 = l_125_;
                } else {
                    local_1 = true;
                }
                bool l_126_ = local_1;
                uint l_127_ = uint(l_126_);
                uint l_128_ = (l_112_ + l_70_);
                uint l_129_ = (l_116_ + l_73_);
                bool l_130_ = (l_128_ < l_112_);
                uint l_131_ = uint(l_130_);
                uint l_132_ = (l_129_ + l_131_);
                uint l_133_ = (l_128_ + l_127_);
                uint l_134_ = (l_132_ + 0u);
                bool l_135_ = (l_133_ < l_128_);
                uint l_136_ = uint(l_135_);
                uint l_137_ = (l_134_ + l_136_);
                l_mut_54_ = l_117_;
                l_mut_55_ = l_121_;
                l_mut_56_ = l_133_;
                l_mut_57_ = l_137_;
            }
        }
        uint _e683 = l_mut_54_;
        uint _e684 = l_mut_55_;
        uint l_138_ = (_e683 | _e684);
        bool l_139_ = (l_138_ == 0u);
        bool l_140_ = !(l_139_);
        uint l_141_ = uint(l_140_);
        uint _e691 = l_mut_54_;
        uint l_142_ = (0u - _e691);
        uint _e694 = l_mut_55_;
        uint l_143_ = (0u - _e694);
        uint _e697 = l_mut_54_;
        bool l_144_ = (0u < _e697);
        uint l_145_ = uint(l_144_);
        uint l_146_ = (l_143_ - l_145_);
        uint _e702 = l_mut_56_;
        uint l_147_ = (0u - _e702);
        uint _e705 = l_mut_57_;
        uint l_148_ = (0u - _e705);
        uint _e708 = l_mut_56_;
        bool l_149_ = (0u < _e708);
        uint l_150_ = uint(l_149_);
        uint l_151_ = (l_148_ - l_150_);
        uint l_152_ = (l_147_ - l_141_);
        uint l_153_ = (l_151_ - 0u);
        bool l_154_ = (l_147_ < l_141_);
        uint l_155_ = uint(l_154_);
        uint l_156_ = (l_153_ - l_155_);
        uint _e718 = l_mut_57_;
        bool l_157_ = (_e718 < l_34_);
        uint _e720 = l_mut_57_;
        bool l_158_ = (_e720 == l_34_);
        uint _e722 = l_mut_56_;
        bool l_159_ = (_e722 < l_31_);
        if (l_158_) {
            local_2 = l_159_;
        } else {
            local_2 = false;
        }
        bool l_160_ = local_2;
        if (!(l_157_)) {
            local_3 = l_160_;
        } else {
            local_3 = true;
        }
        bool l_161_ = local_3;
        uint _e733 = l_mut_56_;
        uint l_162_ = (_e733 - l_31_);
        uint _e735 = l_mut_57_;
        uint l_163_ = (_e735 - l_34_);
        uint _e737 = l_mut_56_;
        bool l_164_ = (_e737 < l_31_);
        uint l_165_ = uint(l_164_);
        uint l_166_ = (l_163_ - l_165_);
        uint l_167_ = (l_162_ | l_166_);
        bool l_168_ = (l_167_ == 0u);
        uint _e744 = l_mut_55_;
        bool l_169_ = (_e744 < l_29_);
        uint _e746 = l_mut_55_;
        bool l_170_ = (_e746 == l_29_);
        uint _e748 = l_mut_54_;
        bool l_171_ = (_e748 < l_26_);
        if (l_170_) {
            local_4 = l_171_;
        } else {
            local_4 = false;
        }
        bool l_172_ = local_4;
        if (!(l_169_)) {
            local_5 = l_172_;
        } else {
            local_5 = true;
        }
        bool l_173_ = local_5;
        if (l_168_) {
            local_6 = l_173_;
        } else {
            local_6 = false;
        }
        bool l_174_ = local_6;
        if (!(l_161_)) {
            local_7 = l_174_;
        } else {
            local_7 = true;
        }
        bool l_175_ = local_7;
        bool l_176_ = (l_156_ < l_34_);
        bool l_177_ = (l_156_ == l_34_);
        bool l_178_ = (l_152_ < l_31_);
        if (l_177_) {
            local_8 = l_178_;
        } else {
            local_8 = false;
        }
        bool l_179_ = local_8;
        if (!(l_176_)) {
            local_9 = l_179_;
        } else {
            local_9 = true;
        }
        bool l_180_ = local_9;
        uint l_181_ = (l_152_ - l_31_);
        uint l_182_ = (l_156_ - l_34_);
        bool l_183_ = (l_152_ < l_31_);
        uint l_184_ = uint(l_183_);
        uint l_185_ = (l_182_ - l_184_);
        uint l_186_ = (l_181_ | l_185_);
        bool l_187_ = (l_186_ == 0u);
        bool l_188_ = (l_146_ < l_29_);
        bool l_189_ = (l_146_ == l_29_);
        bool l_190_ = (l_142_ < l_26_);
        if (l_189_) {
            local_10 = l_190_;
        } else {
            local_10 = false;
        }
        bool l_191_ = local_10;
        if (!(l_188_)) {
            local_11 = l_191_;
        } else {
            local_11 = true;
        }
        bool l_192_ = local_11;
        if (l_187_) {
            local_12 = l_192_;
        } else {
            local_12 = false;
        }
        bool l_193_ = local_12;
        if (!(l_180_)) {
            local_13 = l_193_;
        } else {
            local_13 = true;
        }
        bool l_194_ = local_13;
        if (!(l_175_)) {
            local_14 = l_194_;
        } else {
            local_14 = true;
        }
        bool l_195_ = local_14;
        if (l_195_) {
            uint l_445_ = _group_0_binding_4_cs.static_meta[3];
            uint l_446_ = (l_445_ * 1u);
            uint l_447_ = (l_446_ - 1u);
            uint l_448_ = min(2u, l_447_);
            uint _e827 = atomicAdd(_group_0_binding_3_cs[l_448_], 1u);
            uint l_198_ = _group_0_binding_4_cs.static_meta[6];
            bool l_199_ = (_e827 < l_198_);
            if (l_199_) {
                uint l_450_ = _group_0_binding_4_cs.static_meta[2];
                uint l_451_ = (l_450_ * 1u);
                bool l_452_ = (_e827 < l_451_);
                if (l_452_) {
                    _group_0_binding_2_cs[_e827] = id;
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
    } else {
        return;
    }
}
