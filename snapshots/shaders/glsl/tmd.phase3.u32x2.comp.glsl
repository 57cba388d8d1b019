#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct info_st {
    uint static_meta[14];
};
const uint WORKGROUP_SIZE_X = 64u;
const uint WORKGROUP_SIZE_Y = 1u;
const uint WORKGROUP_SIZE_Z = 1u;

layout(std430) buffer type_1_block_0Compute { uint _group_0_binding_0_cs[]; };

layout(std430) buffer type_1_block_1Compute { uint _group_0_binding_1_cs[]; };

layout(std430) buffer type_1_block_2Compute { uint _group_0_binding_2_cs[]; };

layout(std430) buffer type_1_block_3Compute { uint _group_0_binding_3_cs[]; };

layout(std430) buffer type_1_block_4Compute { uint _group_0_binding_4_cs[]; };

layout(std430) buffer type_1_block_5Compute { uint _group_0_binding_5_cs[]; };

layout(std430) buffer type_3_block_6Compute { uint _group_0_binding_6_cs[]; };

layout(std430) readonly buffer info_st_block_7Compute { info_st _group_0_binding_7_cs; };


void main() {
    uvec3 global_id = gl_GlobalInvocationID;
    uvec3 num_workgroups = gl_NumWorkGroups;
    uint l_mut_101_ = 0u;
    uint l_mut_102_ = 0u;
    uint l_mut_117_ = 0u;
    uint l_mut_123_ = 0u;
    uint l_mut_129_ = 0u;
    uint l_mut_56_ = 0u;
    bool local = false;
    bool local_1 = false;
    bool local_2 = false;
    bool local_3 = false;
    uint l_mut_88_ = 0u;
    bool local_4 = false;
    bool local_5 = false;
    bool local_6 = false;
    bool local_7 = false;
    uint l_mut_167_ = 0u;
    bool local_8 = false;
    bool local_9 = false;
    bool local_10 = false;
    bool local_11 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_326_ = _group_0_binding_7_cs.static_meta[6];
        uint l_327_ = (l_326_ * 1u);
        uint l_328_ = (l_327_ - 1u);
        uint l_329_ = min(3u, l_328_);
        uint _e46 = atomicAdd(_group_0_binding_6_cs[l_329_], 1u);
    }
    uint l_242_ = _group_0_binding_7_cs.static_meta[3];
    uint l_243_ = (l_242_ * 1u);
    bool l_244_ = (0u < l_243_);
    uint l_245_ = (l_243_ - 1u);
    uint l_246_ = min(0u, l_245_);
    uint l_247_ = _group_0_binding_3_cs[l_246_];
    uint l_4_ = (l_244_ ? l_247_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_249_ = _group_0_binding_7_cs.static_meta[3];
    uint l_250_ = (l_249_ * 1u);
    bool l_251_ = (l_6_ < l_250_);
    uint l_252_ = (l_250_ - 1u);
    uint l_253_ = min(l_6_, l_252_);
    uint l_254_ = _group_0_binding_3_cs[l_253_];
    uint l_7_ = (l_251_ ? l_254_ : 0u);
    uint l_256_ = _group_0_binding_7_cs.static_meta[3];
    uint l_257_ = (l_256_ * 1u);
    bool l_258_ = (2u < l_257_);
    uint l_259_ = (l_257_ - 1u);
    uint l_260_ = min(2u, l_259_);
    uint l_261_ = _group_0_binding_3_cs[l_260_];
    uint l_9_ = (l_258_ ? l_261_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_263_ = _group_0_binding_7_cs.static_meta[3];
    uint l_264_ = (l_263_ * 1u);
    bool l_265_ = (l_11_ < l_264_);
    uint l_266_ = (l_264_ - 1u);
    uint l_267_ = min(l_11_, l_266_);
    uint l_268_ = _group_0_binding_3_cs[l_267_];
    uint l_12_ = (l_265_ ? l_268_ : 0u);
    uint l_270_ = _group_0_binding_7_cs.static_meta[3];
    uint l_271_ = (l_270_ * 1u);
    bool l_272_ = (4u < l_271_);
    uint l_273_ = (l_271_ - 1u);
    uint l_274_ = min(4u, l_273_);
    uint l_275_ = _group_0_binding_3_cs[l_274_];
    uint l_14_ = (l_272_ ? l_275_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_277_ = _group_0_binding_7_cs.static_meta[3];
    uint l_278_ = (l_277_ * 1u);
    bool l_279_ = (l_16_ < l_278_);
    uint l_280_ = (l_278_ - 1u);
    uint l_281_ = min(l_16_, l_280_);
    uint l_282_ = _group_0_binding_3_cs[l_281_];
    uint l_17_ = (l_279_ ? l_282_ : 0u);
    uint l_284_ = _group_0_binding_7_cs.static_meta[3];
    uint l_285_ = (l_284_ * 1u);
    bool l_286_ = (6u < l_285_);
    uint l_287_ = (l_285_ - 1u);
    uint l_288_ = min(6u, l_287_);
    uint l_289_ = _group_0_binding_3_cs[l_288_];
    uint l_19_ = (l_286_ ? l_289_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_291_ = _group_0_binding_7_cs.static_meta[3];
    uint l_292_ = (l_291_ * 1u);
    bool l_293_ = (l_21_ < l_292_);
    uint l_294_ = (l_292_ - 1u);
    uint l_295_ = min(l_21_, l_294_);
    uint l_296_ = _group_0_binding_3_cs[l_295_];
    uint l_22_ = (l_293_ ? l_296_ : 0u);
    uint l_298_ = _group_0_binding_7_cs.static_meta[3];
    uint l_299_ = (l_298_ * 1u);
    bool l_300_ = (8u < l_299_);
    uint l_301_ = (l_299_ - 1u);
    uint l_302_ = min(8u, l_301_);
    uint l_303_ = _group_0_binding_3_cs[l_302_];
    uint l_24_ = (l_300_ ? l_303_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_305_ = _group_0_binding_7_cs.static_meta[3];
    uint l_306_ = (l_305_ * 1u);
    bool l_307_ = (l_26_ < l_306_);
    uint l_308_ = (l_306_ - 1u);
    uint l_309_ = min(l_26_, l_308_);
    uint l_310_ = _group_0_binding_3_cs[l_309_];
    uint l_27_ = (l_307_ ? l_310_ : 0u);
    uint l_312_ = _group_0_binding_7_cs.static_meta[3];
    uint l_313_ = (l_312_ * 1u);
    bool l_314_ = (10u < l_313_);
    uint l_315_ = (l_313_ - 1u);
    uint l_316_ = min(10u, l_315_);
    uint l_317_ = _group_0_binding_3_cs[l_316_];
    uint l_29_ = (l_314_ ? l_317_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_319_ = _group_0_binding_7_cs.static_meta[3];
    uint l_320_ = (l_319_ * 1u);
    bool l_321_ = (l_31_ < l_320_);
    uint l_322_ = (l_320_ - 1u);
    uint l_323_ = min(l_31_, l_322_);
    uint l_324_ = _group_0_binding_3_cs[l_323_];
    uint l_32_ = (l_321_ ? l_324_ : 0u);
    uint l_33_ = (l_4_ / 8u);
    uint l_34_ = (l_33_ + 64u);
    uint l_35_ = (l_34_ - 1u);
    uint l_36_ = (l_35_ / 64u);
    uint l_37_ = _group_0_binding_7_cs.static_meta[11];
    uint l_38_ = (l_37_ * l_36_);
    bool l_39_ = (id < l_38_);
    if (l_39_) {
        uint l_40_ = (id / l_36_);
        uint l_331_ = _group_0_binding_7_cs.static_meta[4];
        uint l_332_ = (l_331_ * 1u);
        bool l_333_ = (l_40_ < l_332_);
        uint l_334_ = (l_332_ - 1u);
        uint l_335_ = min(l_40_, l_334_);
        uint l_336_ = _group_0_binding_4_cs[l_335_];
        uint l_41_ = (l_333_ ? l_336_ : 0u);
        uint l_42_ = (l_41_ / 8u);
        uint l_43_ = (l_41_ % 8u);
        uint l_44_ = (l_43_ * l_33_);
        uint l_45_ = (id % l_36_);
        uint l_46_ = (l_45_ * 64u);
        uint l_47_ = (l_44_ + l_46_);
        uint l_48_ = (l_47_ + 64u);
        uint l_49_ = (l_43_ + 1u);
        uint l_50_ = (l_49_ * l_33_);
        uint l_51_ = min(l_48_, l_50_);
        uint l_52_ = (l_42_ * l_4_);
        uint l_380_ = (l_42_ & 65535u);
        uint l_381_ = (l_42_ >> 16u);
        uint l_382_ = (l_381_ & 65535u);
        uint l_383_ = (l_4_ & 65535u);
        uint l_384_ = (l_4_ >> 16u);
        uint l_385_ = (l_384_ & 65535u);
        uint l_386_ = (l_380_ * l_383_);
        uint l_387_ = (l_382_ * l_383_);
        uint l_388_ = (l_380_ * l_385_);
        uint l_389_ = (l_382_ * l_385_);
        uint l_390_ = (l_386_ >> 16u);
        uint l_391_ = (l_390_ & 65535u);
        uint l_392_ = (l_387_ & 65535u);
        uint l_393_ = (l_391_ + l_392_);
        uint l_394_ = (l_388_ & 65535u);
        uint l_395_ = (l_393_ + l_394_);
        uint l_396_ = (l_387_ >> 16u);
        uint l_397_ = (l_396_ & 65535u);
        uint l_398_ = (l_389_ + l_397_);
        uint l_399_ = (l_388_ >> 16u);
        uint l_400_ = (l_399_ & 65535u);
        uint l_401_ = (l_398_ + l_400_);
        uint l_402_ = (l_395_ >> 16u);
        uint l_403_ = (l_402_ & 65535u);
        uint l_53_ = (l_401_ + l_403_);
        uint l_54_ = (0u * l_4_);
        uint l_55_ = (l_53_ + l_54_);
        l_mut_56_ = 0u;
        bool l_57_ = (l_55_ < l_32_);
        bool l_58_ = (l_55_ == l_32_);
        bool l_59_ = (l_52_ < l_29_);
        if (l_58_) {
            local = l_59_;
        } else {
            local = false;
        }
        bool l_60_ = local;
        if (!(l_57_)) {
            local_1 = l_60_;
        } else {
            local_1 = true;
        }
        bool l_61_ = local_1;
        if (l_61_) {
            uint l_62_ = (l_29_ - l_52_);
            uint l_63_ = (l_32_ - l_55_);
            bool l_64_ = (l_29_ < l_52_);
            uint l_65_ = uint(l_64_);
            uint l_66_ = (l_63_ - l_65_);
            l_mut_56_ = l_4_;
            bool l_67_ = (l_66_ < 0u);
            bool l_68_ = (l_66_ == 0u);
            bool l_69_ = (l_62_ < l_4_);
            if (l_68_) {
                local_2 = l_69_;
            } else {
                local_2 = false;
            }
            bool l_70_ = local_2;
            if (!(l_67_)) {
                local_3 = l_70_;
            } else {
                local_3 = true;
            }
            bool l_71_ = local_3;
            if (l_71_) {
                l_mut_56_ = l_62_;
            }
        }
        uint _e373 = l_mut_56_;
        uint l_72_ = min(l_51_, _e373);
        uint l_73_ = (2u * l_42_);
        uint l_338_ = _group_0_binding_7_cs.static_meta[0];
        uint l_339_ = (l_338_ * 1u);
        bool l_340_ = (l_73_ < l_339_);
        uint l_341_ = (l_339_ - 1u);
        uint l_342_ = min(l_73_, l_341_);
        uint l_343_ = _group_0_binding_0_cs[l_342_];
        uint l_74_ = (l_340_ ? l_343_ : 0u);
        uint l_75_ = (2u * l_42_);
        uint l_76_ = (l_75_ + 1u);
        uint l_345_ = _group_0_binding_7_cs.static_meta[0];
        uint l_346_ = (l_345_ * 1u);
        bool l_347_ = (l_76_ < l_346_);
        uint l_348_ = (l_346_ - 1u);
        uint l_349_ = min(l_76_, l_348_);
        uint l_350_ = _group_0_binding_0_cs[l_349_];
        uint l_77_ = (l_347_ ? l_350_ : 0u);
        uint l_78_ = (2u * l_42_);
        uint l_352_ = _group_0_binding_7_cs.static_meta[1];
        uint l_353_ = (l_352_ * 1u);
        bool l_354_ = (l_78_ < l_353_);
        uint l_355_ = (l_353_ - 1u);
        uint l_356_ = min(l_78_, l_355_);
        uint l_357_ = _group_0_binding_1_cs[l_356_];
        uint l_79_ = (l_354_ ? l_357_ : 0u);
        uint l_80_ = (2u * l_42_);
        uint l_81_ = (l_80_ + 1u);
        uint l_359_ = _group_0_binding_7_cs.static_meta[1];
        uint l_360_ = (l_359_ * 1u);
        bool l_361_ = (l_81_ < l_360_);
        uint l_362_ = (l_360_ - 1u);
        uint l_363_ = min(l_81_, l_362_);
        uint l_364_ = _group_0_binding_1_cs[l_363_];
        uint l_82_ = (l_361_ ? l_364_ : 0u);
        uint l_83_ = (2u * l_42_);
        uint l_366_ = _group_0_binding_7_cs.static_meta[2];
        uint l_367_ = (l_366_ * 1u);
        bool l_368_ = (l_83_ < l_367_);
        uint l_369_ = (l_367_ - 1u);
        uint l_370_ = min(l_83_, l_369_);
        uint l_371_ = _group_0_binding_2_cs[l_370_];
        uint l_84_ = (l_368_ ? l_371_ : 0u);
        uint l_85_ = (2u * l_42_);
        uint l_86_ = (l_85_ + 1u);
        uint l_373_ = _group_0_binding_7_cs.static_meta[2];
        uint l_374_ = (l_373_ * 1u);
        bool l_375_ = (l_86_ < l_374_);
        uint l_376_ = (l_374_ - 1u);
        uint l_377_ = min(l_86_, l_376_);
        uint l_378_ = _group_0_binding_2_cs[l_377_];
        uint l_87_ = (l_375_ ? l_378_ : 0u);
        l_mut_56_ = 0u;
        l_mut_88_ = l_47_;
        bool loop_init = true;
        while(true) {
            if (!loop_init) {
                uint _e743 = l_mut_88_;
                l_mut_88_ = (_e743 + 1u);
            }
            loop_init = false;
            uint _e485 = l_mut_88_;
            if ((_e485 < l_72_)) {
            } else {
                break;
            }
            {
                uint _e487 = l_mut_88_;
                uint l_89_ = (l_74_ * _e487);
                uint l_405_ = (l_74_ & 65535u);
                uint l_406_ = (l_74_ >> 16u);
                uint l_407_ = (l_406_ & 65535u);
                uint _e495 = l_mut_88_;
                uint l_408_ = (_e495 & 65535u);
                uint _e498 = l_mut_88_;
                uint l_409_ = (_e498 >> 16u);
                uint l_410_ = (l_409_ & 65535u);
                uint l_411_ = (l_405_ * l_408_);
                uint l_412_ = (l_407_ * l_408_);
                uint l_413_ = (l_405_ * l_410_);
                uint l_414_ = (l_407_ * l_410_);
                uint l_415_ = (l_411_ >> 16u);
                uint l_416_ = (l_415_ & 65535u);
                uint l_417_ = (l_412_ & 65535u);
                uint l_418_ = (l_416_ + l_417_);
                uint l_419_ = (l_413_ & 65535u);
                uint l_420_ = (l_418_ + l_419_);
                uint l_421_ = (l_412_ >> 16u);
                uint l_422_ = (l_421_ & 65535u);
                uint l_423_ = (l_414_ + l_422_);
                uint l_424_ = (l_413_ >> 16u);
                uint l_425_ = (l_424_ & 65535u);
                uint l_426_ = (l_423_ + l_425_);
                uint l_427_ = (l_420_ >> 16u);
                uint l_428_ = (l_427_ & 65535u);
                uint l_90_ = (l_426_ + l_428_);
                uint _e532 = l_mut_88_;
                uint l_91_ = (l_77_ * _e532);
                uint l_92_ = (l_90_ + l_91_);
                uint l_93_ = (l_79_ + l_89_);
                uint l_94_ = (l_82_ + l_92_);
                bool l_95_ = (l_93_ < l_79_);
                uint l_96_ = uint(l_95_);
                uint l_97_ = (l_94_ + l_96_);
                uint _e540 = l_mut_88_;
                uint _e541 = l_mut_88_;
                uint l_98_ = (_e540 * _e541);
                uint l_99_ = (l_87_ >> 31u);
                bool l_100_ = (l_99_ == 1u);
                l_mut_101_ = l_84_;
                l_mut_102_ = l_87_;
                if (l_100_) {
                    uint l_103_ = (0u - l_84_);
                    uint l_104_ = (0u - l_87_);
                    bool l_105_ = (0u < l_84_);
                    uint l_106_ = uint(l_105_);
                    uint l_107_ = (l_104_ - l_106_);
                    l_mut_101_ = l_103_;
                    l_mut_102_ = l_107_;
                }
                uint _e555 = l_mut_101_;
                uint l_108_ = (_e555 * l_98_);
                uint _e557 = l_mut_102_;
                uint l_109_ = (_e557 * l_98_);
                uint _e559 = l_mut_101_;
                uint l_430_ = (_e559 & 65535u);
                uint _e562 = l_mut_101_;
                uint l_431_ = (_e562 >> 16u);
                uint l_432_ = (l_431_ & 65535u);
                uint l_433_ = (l_98_ & 65535u);
                uint l_434_ = (l_98_ >> 16u);
                uint l_435_ = (l_434_ & 65535u);
                uint l_436_ = (l_430_ * l_433_);
                uint l_437_ = (l_432_ * l_433_);
                uint l_438_ = (l_430_ * l_435_);
                uint l_439_ = (l_432_ * l_435_);
                uint l_440_ = (l_436_ >> 16u);
                uint l_441_ = (l_440_ & 65535u);
                uint l_442_ = (l_437_ & 65535u);
                uint l_443_ = (l_441_ + l_442_);
                uint l_444_ = (l_438_ & 65535u);
                uint l_445_ = (l_443_ + l_444_);
                uint l_446_ = (l_437_ >> 16u);
                uint l_447_ = (l_446_ & 65535u);
                uint l_448_ = (l_439_ + l_447_);
                uint l_449_ = (l_438_ >> 16u);
                uint l_450_ = (l_449_ & 65535u);
                uint l_451_ = (l_448_ + l_450_);
                uint l_452_ = (l_445_ >> 16u);
                uint l_453_ = (l_452_ & 65535u);
                uint l_110_ = (l_451_ + l_453_);
                uint l_111_ = (l_110_ + l_109_);
                uint _e603 = l_mut_102_;
                uint l_455_ = (_e603 & 65535u);
                uint _e606 = l_mut_102_;
                uint l_456_ = (_e606 >> 16u);
                uint l_457_ = (l_456_ & 65535u);
                uint l_458_ = (l_98_ & 65535u);
                uint l_459_ = (l_98_ >> 16u);
                uint l_460_ = (l_459_ & 65535u);
                uint l_461_ = (l_455_ * l_458_);
                uint l_462_ = (l_457_ * l_458_);
                uint l_463_ = (l_455_ * l_460_);
                uint l_464_ = (l_457_ * l_460_);
                uint l_465_ = (l_461_ >> 16u);
                uint l_466_ = (l_465_ & 65535u);
                uint l_467_ = (l_462_ & 65535u);
                uint l_468_ = (l_466_ + l_467_);
                uint l_469_ = (l_463_ & 65535u);
                uint l_470_ = (l_468_ + l_469_);
                uint l_471_ = (l_462_ >> 16u);
                uint l_472_ = (l_471_ & 65535u);
                uint l_473_ = (l_464_ + l_472_);
                uint l_474_ = (l_463_ >> 16u);
                uint l_475_ = (l_474_ & 65535u);
                uint l_476_ = (l_473_ + l_475_);
                uint l_477_ = (l_470_ >> 16u);
                uint l_478_ = (l_477_ & 65535u);
                uint l_112_ = (l_476_ + l_478_);
                bool l_113_ = (l_111_ < l_109_);
                uint l_114_ = uint(l_113_);
                uint l_115_ = (l_112_ + l_114_);
                uint l_116_ = (l_9_ % 32u);
                l_mut_117_ = l_108_;
                bool l_118_ = (l_116_ > 0u);
                if (l_118_) {
                    uint l_119_ = (l_108_ >> l_116_);
                    uint l_120_ = (32u - l_116_);
                    uint l_121_ = (l_111_ << l_120_);
                    uint l_122_ = (l_119_ | l_121_);
                    l_mut_117_ = l_122_;
                }
                l_mut_123_ = l_111_;
                bool l_124_ = (l_116_ > 0u);
                if (l_124_) {
                    uint l_125_ = (l_111_ >> l_116_);
                    uint l_126_ = (32u - l_116_);
                    uint l_127_ = (l_115_ << l_126_);
                    uint l_128_ = (l_125_ | l_127_);
                    l_mut_123_ = l_128_;
                }
                uint _e665 = l_mut_117_;
                l_mut_129_ = _e665;
                uint _e666 = l_mut_123_;
                l_mut_117_ = _e666;
                bool l_130_ = (l_9_ >= 64u);
                if (l_130_) {
                    l_mut_129_ = l_115_;
                    l_mut_117_ = 0u;
                } else {
                    bool l_131_ = (l_9_ >= 32u);
                    if (l_131_) {
                        l_mut_123_ = l_111_;
                        bool l_132_ = (l_116_ > 0u);
                        if (l_132_) {
                            uint l_133_ = (l_111_ >> l_116_);
                            uint l_134_ = (32u - l_116_);
                            uint l_135_ = (l_115_ << l_134_);
                            uint l_136_ = (l_133_ | l_135_);
                            l_mut_123_ = l_136_;
                        }
                        uint l_137_ = (l_115_ >> l_116_);
                        uint _e680 = l_mut_123_;
                        l_mut_129_ = _e680;
                        l_mut_117_ = l_137_;
                    }
                }
                uint _e681 = l_mut_129_;
                l_mut_123_ = _e681;
                uint _e682 = l_mut_117_;
                l_mut_129_ = _e682;
                if (l_100_) {
                    uint _e684 = l_mut_123_;
                    uint l_138_ = (0u - _e684);
                    uint _e687 = l_mut_129_;
                    uint l_139_ = (0u - _e687);
                    uint _e690 = l_mut_123_;
                    bool l_140_ = (0u < _e690);
                    uint l_141_ = uint(l_140_);
                    uint l_142_ = (l_139_ - l_141_);
                    l_mut_123_ = l_138_;
                    l_mut_129_ = l_142_;
                }
                uint _e694 = l_mut_123_;
                uint l_143_ = (l_93_ + _e694);
                uint _e696 = l_mut_129_;
                uint l_144_ = (l_97_ + _e696);
                bool l_145_ = (l_143_ < l_93_);
                uint l_146_ = uint(l_145_);
                uint l_147_ = (l_144_ + l_146_);
                uint l_148_ = (0u - l_143_);
                uint l_149_ = (0u - l_147_);
                bool l_150_ = (0u < l_143_);
                uint l_151_ = uint(l_150_);
                uint l_152_ = (l_149_ - l_151_);
                l_mut_129_ = l_148_;
                l_mut_123_ = l_152_;
                uint _e709 = l_mut_123_;
                bool l_153_ = (l_147_ < _e709);
                uint _e711 = l_mut_123_;
                bool l_154_ = (l_147_ == _e711);
                uint _e713 = l_mut_129_;
                bool l_155_ = (l_143_ < _e713);
                if (l_154_) {
                    local_4 = l_155_;
                } else {
                    local_4 = false;
                }
                bool l_156_ = local_4;
                if (!(l_153_)) {
                    local_5 = l_156_;
                } else {
                    local_5 = true;
                }
                bool l_157_ = local_5;
                if (l_157_) {
                    l_mut_129_ = l_143_;
                    l_mut_123_ = l_147_;
                }
                uint _e724 = l_mut_123_;
                bool l_158_ = (_e724 < l_27_);
                uint _e726 = l_mut_123_;
                bool l_159_ = (_e726 == l_27_);
                uint _e728 = l_mut_129_;
                bool l_160_ = (_e728 < l_24_);
                if (l_159_) {
                    local_6 = l_160_;
                } else {
                    local_6 = false;
                }
                bool l_161_ = local_6;
                if (!(l_158_)) {
                    local_7 = l_161_;
                } else {
                    local_7 = true;
                }
                bool l_162_ = local_7;
                uint l_163_ = uint(l_162_);
                uint _e740 = l_mut_56_;
                l_mut_56_ = (_e740 + l_163_);
            }
        }
        uint _e745 = l_mut_56_;
        bool l_164_ = (_e745 > 0u);
        if (l_164_) {
            uint l_480_ = _group_0_binding_7_cs.static_meta[6];
            uint l_481_ = (l_480_ * 1u);
            uint l_482_ = (l_481_ - 1u);
            uint l_483_ = min(2u, l_482_);
            uint _e760 = l_mut_56_;
            uint _e761 = atomicAdd(_group_0_binding_6_cs[l_483_], _e760);
            l_mut_129_ = _e761;
            l_mut_167_ = l_47_;
            bool loop_init_1 = true;
            while(true) {
                if (!loop_init_1) {
                    uint _e1052 = l_mut_167_;
                    l_mut_167_ = (_e1052 + 1u);
                }
                loop_init_1 = false;
                uint _e763 = l_mut_167_;
                if ((_e763 < l_72_)) {
                } else {
                    break;
                }
                {
                    uint _e765 = l_mut_167_;
                    uint l_168_ = (l_74_ * _e765);
                    uint l_485_ = (l_74_ & 65535u);
                    uint l_486_ = (l_74_ >> 16u);
                    uint l_487_ = (l_486_ & 65535u);
                    uint _e773 = l_mut_167_;
                    uint l_488_ = (_e773 & 65535u);
                    uint _e776 = l_mut_167_;
                    uint l_489_ = (_e776 >> 16u);
                    uint l_490_ = (l_489_ & 65535u);
                    uint l_491_ = (l_485_ * l_488_);
                    uint l_492_ = (l_487_ * l_488_);
                    uint l_493_ = (l_485_ * l_490_);
                    uint l_494_ = (l_487_ * l_490_);
                    uint l_495_ = (l_491_ >> 16u);
                    uint l_496_ = (l_495_ & 65535u);
                    uint l_497_ = (l_492_ & 65535u);
                    uint l_498_ = (l_496_ + l_497_);
                    uint l_499_ = (l_493_ & 65535u);
                    uint l_500_ = (l_498_ + l_499_);
                    uint l_501_ = (l_492_ >> 16u);
                    uint l_502_ = (l_501_ & 65535u);
                    uint l_503_ = (l_494_ + l_502_);
                    uint l_504_ = (l_493_ >> 16u);
                    uint l_505_ = (l_504_ & 65535u);
                    uint l_506_ = (l_503_ + l_505_);
                    uint l_507_ = (l_500_ >> 16u);
                    uint l_508_ = (l_507_ & 65535u);
                    uint l_169_ = (l_506_ + l_508_);
                    uint _e810 = l_mut_167_;
                    uint l_170_ = (l_77_ * _e810);
                    uint l_171_ = (l_169_ + l_170_);
                    uint l_172_ = (l_79_ + l_168_);
                    uint l_173_ = (l_82_ + l_171_);
                    bool l_174_ = (l_172_ < l_79_);
                    uint l_175_ = uint(l_174_);
                    uint l_176_ = (l_173_ + l_175_);
                    uint _e818 = l_mut_167_;
                    uint _e819 = l_mut_167_;
                    uint l_177_ = (_e818 * _e819);
                    uint l_178_ = (l_87_ >> 31u);
                    bool l_179_ = (l_178_ == 1u);
                    l_mut_123_ = l_84_;
                    l_mut_117_ = l_87_;
                    if (l_179_) {
                        uint l_180_ = (0u - l_84_);
                        uint l_181_ = (0u - l_87_);
                        bool l_182_ = (0u < l_84_);
                        uint l_183_ = uint(l_182_);
                        uint l_184_ = (l_181_ - l_183_);
                        l_mut_123_ = l_180_;
                        l_mut_117_ = l_184_;
                    }
                    uint _e833 = l_mut_123_;
                    uint l_185_ = (_e833 * l_177_);
                    uint _e835 = l_mut_117_;
                    uint l_186_ = (_e835 * l_177_);
                    uint _e837 = l_mut_123_;
                    uint l_510_ = (_e837 & 65535u);
                    uint _e840 = l_mut_123_;
                    uint l_511_ = (_e840 >> 16u);
                    uint l_512_ = (l_511_ & 65535u);
                    uint l_513_ = (l_177_ & 65535u);
                    uint l_514_ = (l_177_ >> 16u);
                    uint l_515_ = (l_514_ & 65535u);
                    uint l_516_ = (l_510_ * l_513_);
                    uint l_517_ = (l_512_ * l_513_);
                    uint l_518_ = (l_510_ * l_515_);
                    uint l_519_ = (l_512_ * l_515_);
                    uint l_520_ = (l_516_ >> 16u);
                    uint l_521_ = (l_520_ & 65535u);
                    uint l_522_ = (l_517_ & 65535u);
                    uint l_523_ = (l_521_ + l_522_);
                    uint l_524_ = (l_518_ & 65535u);
                    uint l_525_ = (l_523_ + l_524_);
                    uint l_526_ = (l_517_ >> 16u);
                    uint l_527_ = (l_526_ & 65535u);
                    uint l_528_ = (l_519_ + l_527_);
                    uint l_529_ = (l_518_ >> 16u);
                    uint l_530_ = (l_529_ & 65535u);
                    uint l_531_ = (l_528_ + l_530_);
                    uint l_532_ = (l_525_ >> 16u);
                    uint l_533_ = (l_532_ & 65535u);
                    uint l_187_ = (l_531_ + l_533_);
                    uint l_188_ = (l_187_ + l_186_);
                    uint _e881 = l_mut_117_;
                    uint l_535_ = (_e881 & 65535u);
                    uint _e884 = l_mut_117_;
                    uint l_536_ = (_e884 >> 16u);
                    uint l_537_ = (l_536_ & 65535u);
                    uint l_538_ = (l_177_ & 65535u);
                    uint l_539_ = (l_177_ >> 16u);
                    uint l_540_ = (l_539_ & 65535u);
                    uint l_541_ = (l_535_ * l_538_);
                    uint l_542_ = (l_537_ * l_538_);
                    uint l_543_ = (l_535_ * l_540_);
                    uint l_544_ = (l_537_ * l_540_);
                    uint l_545_ = (l_541_ >> 16u);
                    uint l_546_ = (l_545_ & 65535u);
                    uint l_547_ = (l_542_ & 65535u);
                    uint l_548_ = (l_546_ + l_547_);
                    uint l_549_ = (l_543_ & 65535u);
                    uint l_550_ = (l_548_ + l_549_);
                    uint l_551_ = (l_542_ >> 16u);
                    uint l_552_ = (l_551_ & 65535u);
                    uint l_553_ = (l_544_ + l_552_);
                    uint l_554_ = (l_543_ >> 16u);
                    uint l_555_ = (l_554_ & 65535u);
                    uint l_556_ = (l_553_ + l_555_);
                    uint l_557_ = (l_550_ >> 16u);
                    uint l_558_ = (l_557_ & 65535u);
                    uint l_189_ = (l_556_ + l_558_);
                    bool l_190_ = (l_188_ < l_186_);
                    uint l_191_ = uint(l_190_);
                    uint l_192_ = (l_189_ + l_191_);
                    uint l_193_ = (l_9_ % 32u);
                    l_mut_102_ = l_185_;
                    bool l_194_ = (l_193_ > 0u);
                    if (l_194_) {
                        uint l_195_ = (l_185_ >> l_193_);
                        uint l_196_ = (32u - l_193_);
                        uint l_197_ = (l_188_ << l_196_);
                        uint l_198_ = (l_195_ | l_197_);
                        l_mut_102_ = l_198_;
                    }
                    l_mut_101_ = l_188_;
                    bool l_199_ = (l_193_ > 0u);
                    if (l_199_) {
                        uint l_200_ = (l_188_ >> l_193_);
                        uint l_201_ = (32u - l_193_);
                        uint l_202_ = (l_192_ << l_201_);
                        uint l_203_ = (l_200_ | l_202_);
                        l_mut_101_ = l_203_;
                    }
                    uint _e943 = l_mut_102_;
                    l_mut_56_ = _e943;
                    uint _e944 = l_mut_101_;
                    l_mut_102_ = _e944;
                    bool l_204_ = (l_9_ >= 64u);
                    if (l_204_) {
                        l_mut_56_ = l_192_;
                        l_mut_102_ = 0u;
                    } else {
                        bool l_205_ = (l_9_ >= 32u);
                        if (l_205_) {
                            l_mut_101_ = l_188_;
                            bool l_206_ = (l_193_ > 0u);
                            if (l_206_) {
                                uint l_207_ = (l_188_ >> l_193_);
                                uint l_208_ = (32u - l_193_);
                                uint l_209_ = (l_192_ << l_208_);
                                uint l_210_ = (l_207_ | l_209_);
                                l_mut_101_ = l_210_;
                            }
                            uint l_211_ = (l_192_ >> l_193_);
                            uint _e958 = l_mut_101_;
                            l_mut_56_ = _e958;
                            l_mut_102_ = l_211_;
                        }
                    }
                    uint _e959 = l_mut_56_;
                    l_mut_123_ = _e959;
                    uint _e960 = l_mut_102_;
                    l_mut_117_ = _e960;
                    if (l_179_) {
                        uint _e962 = l_mut_123_;
                        uint l_212_ = (0u - _e962);
                        uint _e965 = l_mut_117_;
                        uint l_213_ = (0u - _e965);
                        uint _e968 = l_mut_123_;
                        bool l_214_ = (0u < _e968);
                        uint l_215_ = uint(l_214_);
                        uint l_216_ = (l_213_ - l_215_);
                        l_mut_123_ = l_212_;
                        l_mut_117_ = l_216_;
                    }
                    uint _e972 = l_mut_123_;
                    uint l_217_ = (l_172_ + _e972);
                    uint _e974 = l_mut_117_;
                    uint l_218_ = (l_176_ + _e974);
                    bool l_219_ = (l_217_ < l_172_);
                    uint l_220_ = uint(l_219_);
                    uint l_221_ = (l_218_ + l_220_);
                    uint l_222_ = (0u - l_217_);
                    uint l_223_ = (0u - l_221_);
                    bool l_224_ = (0u < l_217_);
                    uint l_225_ = uint(l_224_);
                    uint l_226_ = (l_223_ - l_225_);
                    l_mut_123_ = l_222_;
                    l_mut_117_ = l_226_;
                    uint _e987 = l_mut_117_;
                    bool l_227_ = (l_221_ < _e987);
                    uint _e989 = l_mut_117_;
                    bool l_228_ = (l_221_ == _e989);
                    uint _e991 = l_mut_123_;
                    bool l_229_ = (l_217_ < _e991);
                    if (l_228_) {
                        local_8 = l_229_;
                    } else {
                        local_8 = false;
                    }
                    bool l_230_ = local_8;
                    if (!(l_227_)) {
                        local_9 = l_230_;
                    } else {
                        local_9 = true;
                    }
                    bool l_231_ = local_9;
                    if (l_231_) {
                        l_mut_123_ = l_217_;
                        l_mut_117_ = l_221_;
                    }
                    uint _e1002 = l_mut_117_;
                    bool l_232_ = (_e1002 < l_27_);
                    uint _e1004 = l_mut_117_;
                    bool l_233_ = (_e1004 == l_27_);
                    uint _e1006 = l_mut_123_;
                    bool l_234_ = (_e1006 < l_24_);
                    if (l_233_) {
                        local_10 = l_234_;
                    } else {
                        local_10 = false;
                    }
                    bool l_235_ = local_10;
                    if (!(l_232_)) {
                        local_11 = l_235_;
                    } else {
                        local_11 = true;
                    }
                    bool l_236_ = local_11;
                    if (l_236_) {
                        uint _e1017 = l_mut_129_;
                        uint l_237_ = (_e1017 * 2u);
                        uint l_238_ = (l_237_ + 1u);
                        uint l_239_ = _group_0_binding_7_cs.static_meta[12];
                        bool l_240_ = (l_238_ < l_239_);
                        if (l_240_) {
                            uint l_560_ = _group_0_binding_7_cs.static_meta[5];
                            uint l_561_ = (l_560_ * 1u);
                            bool l_562_ = (l_237_ < l_561_);
                            if (l_562_) {
                                _group_0_binding_5_cs[l_237_] = l_42_;
                            }
                            uint l_241_ = (l_237_ + 1u);
                            uint l_563_ = _group_0_binding_7_cs.static_meta[5];
                            uint l_564_ = (l_563_ * 1u);
                            bool l_565_ = (l_241_ < l_564_);
                            if (l_565_) {
                                uint _e1047 = l_mut_167_;
                                _group_0_binding_5_cs[l_241_] = _e1047;
                            }
                        }
                        uint _e1048 = l_mut_129_;
                        l_mut_129_ = (_e1048 + 1u);
                    }
                }
            }
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
