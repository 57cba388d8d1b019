#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct info_st {
    uint static_meta[12];
};
const uint WORKGROUP_SIZE_X = 64u;
const uint WORKGROUP_SIZE_Y = 1u;
const uint WORKGROUP_SIZE_Z = 1u;

layout(std430) buffer type_1_block_0Compute { uint _group_0_binding_0_cs[]; };

layout(std430) buffer type_1_block_1Compute { uint _group_0_binding_1_cs[]; };

layout(std430) buffer type_1_block_2Compute { uint _group_0_binding_2_cs[]; };

layout(std430) buffer type_1_block_3Compute { uint _group_0_binding_3_cs[]; };

layout(std430) buffer type_1_block_4Compute { uint _group_0_binding_4_cs[]; };

layout(std430) buffer type_3_block_5Compute { uint _group_0_binding_5_cs[]; };

layout(std430) readonly buffer info_st_block_6Compute { info_st _group_0_binding_6_cs; };


void main() {
    uvec3 global_id = gl_GlobalInvocationID;
    uvec3 num_workgroups = gl_NumWorkGroups;
    uint l_mut_102_ = 0u;
    uint l_mut_187_ = 0u;
    uint l_mut_188_ = 0u;
    uint l_mut_189_ = 0u;
    bool l_mut_190_ = false;
    bool l_mut_197_ = false;
    bool l_mut_200_ = false;
    uint l_mut_202_ = 0u;
    uint l_mut_203_ = 0u;
    bool l_mut_211_ = false;
    bool l_mut_222_ = false;
    uint l_mut_223_ = 0u;
    uint l_mut_228_ = 0u;
    uint l_mut_254_ = 0u;
    uint l_mut_255_ = 0u;
    uint l_mut_260_ = 0u;
    uint l_mut_40_ = 0u;
    uint l_mut_75_ = 0u;
    uint l_mut_90_ = 0u;
    uint l_mut_96_ = 0u;
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
    uint l_mut_252_ = 0u;
    bool local_15 = false;
    bool local_16 = false;
    bool local_17 = false;
    bool local_18 = false;
    bool local_19 = false;
    bool local_20 = false;
    bool local_21 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_419_ = _group_0_binding_6_cs.static_meta[5];
        uint l_420_ = (l_419_ * 1u);
        uint l_421_ = (l_420_ - 1u);
        uint l_422_ = min(3u, l_421_);
        uint _e60 = atomicAdd(_group_0_binding_5_cs[l_422_], 1u);
    }
    uint l_335_ = _group_0_binding_6_cs.static_meta[3];
    uint l_336_ = (l_335_ * 1u);
    bool l_337_ = (0u < l_336_);
    uint l_338_ = (l_336_ - 1u);
    uint l_339_ = min(0u, l_338_);
    uint l_340_ = _group_0_binding_3_cs[l_339_];
    uint l_4_ = (l_337_ ? l_340_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_342_ = _group_0_binding_6_cs.static_meta[3];
    uint l_343_ = (l_342_ * 1u);
    bool l_344_ = (l_6_ < l_343_);
    uint l_345_ = (l_343_ - 1u);
    uint l_346_ = min(l_6_, l_345_);
    uint l_347_ = _group_0_binding_3_cs[l_346_];
    uint l_7_ = (l_344_ ? l_347_ : 0u);
    uint l_349_ = _group_0_binding_6_cs.static_meta[3];
    uint l_350_ = (l_349_ * 1u);
    bool l_351_ = (2u < l_350_);
    uint l_352_ = (l_350_ - 1u);
    uint l_353_ = min(2u, l_352_);
    uint l_354_ = _group_0_binding_3_cs[l_353_];
    uint l_9_ = (l_351_ ? l_354_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_356_ = _group_0_binding_6_cs.static_meta[3];
    uint l_357_ = (l_356_ * 1u);
    bool l_358_ = (l_11_ < l_357_);
    uint l_359_ = (l_357_ - 1u);
    uint l_360_ = min(l_11_, l_359_);
    uint l_361_ = _group_0_binding_3_cs[l_360_];
    uint l_12_ = (l_358_ ? l_361_ : 0u);
    uint l_363_ = _group_0_binding_6_cs.static_meta[3];
    uint l_364_ = (l_363_ * 1u);
    bool l_365_ = (4u < l_364_);
    uint l_366_ = (l_364_ - 1u);
    uint l_367_ = min(4u, l_366_);
    uint l_368_ = _group_0_binding_3_cs[l_367_];
    uint l_14_ = (l_365_ ? l_368_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_370_ = _group_0_binding_6_cs.static_meta[3];
    uint l_371_ = (l_370_ * 1u);
    bool l_372_ = (l_16_ < l_371_);
    uint l_373_ = (l_371_ - 1u);
    uint l_374_ = min(l_16_, l_373_);
    uint l_375_ = _group_0_binding_3_cs[l_374_];
    uint l_17_ = (l_372_ ? l_375_ : 0u);
    uint l_377_ = _group_0_binding_6_cs.static_meta[3];
    uint l_378_ = (l_377_ * 1u);
    bool l_379_ = (6u < l_378_);
    uint l_380_ = (l_378_ - 1u);
    uint l_381_ = min(6u, l_380_);
    uint l_382_ = _group_0_binding_3_cs[l_381_];
    uint l_19_ = (l_379_ ? l_382_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_384_ = _group_0_binding_6_cs.static_meta[3];
    uint l_385_ = (l_384_ * 1u);
    bool l_386_ = (l_21_ < l_385_);
    uint l_387_ = (l_385_ - 1u);
    uint l_388_ = min(l_21_, l_387_);
    uint l_389_ = _group_0_binding_3_cs[l_388_];
    uint l_22_ = (l_386_ ? l_389_ : 0u);
    uint l_391_ = _group_0_binding_6_cs.static_meta[3];
    uint l_392_ = (l_391_ * 1u);
    bool l_393_ = (8u < l_392_);
    uint l_394_ = (l_392_ - 1u);
    uint l_395_ = min(8u, l_394_);
    uint l_396_ = _group_0_binding_3_cs[l_395_];
    uint l_24_ = (l_393_ ? l_396_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_398_ = _group_0_binding_6_cs.static_meta[3];
    uint l_399_ = (l_398_ * 1u);
    bool l_400_ = (l_26_ < l_399_);
    uint l_401_ = (l_399_ - 1u);
    uint l_402_ = min(l_26_, l_401_);
    uint l_403_ = _group_0_binding_3_cs[l_402_];
    uint l_27_ = (l_400_ ? l_403_ : 0u);
    uint l_405_ = _group_0_binding_6_cs.static_meta[3];
    uint l_406_ = (l_405_ * 1u);
    bool l_407_ = (10u < l_406_);
    uint l_408_ = (l_406_ - 1u);
    uint l_409_ = min(10u, l_408_);
    uint l_410_ = _group_0_binding_3_cs[l_409_];
    uint l_29_ = (l_407_ ? l_410_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_412_ = _group_0_binding_6_cs.static_meta[3];
    uint l_413_ = (l_412_ * 1u);
    bool l_414_ = (l_31_ < l_413_);
    uint l_415_ = (l_413_ - 1u);
    uint l_416_ = min(l_31_, l_415_);
    uint l_417_ = _group_0_binding_3_cs[l_416_];
    uint l_32_ = (l_414_ ? l_417_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = _group_0_binding_6_cs.static_meta[6];
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint l_424_ = (id & 65535u);
    uint l_425_ = (id >> 16u);
    uint l_426_ = (l_425_ & 65535u);
    uint l_427_ = (l_4_ & 65535u);
    uint l_428_ = (l_4_ >> 16u);
    uint l_429_ = (l_428_ & 65535u);
    uint l_430_ = (l_424_ * l_427_);
    uint l_431_ = (l_426_ * l_427_);
    uint l_432_ = (l_424_ * l_429_);
    uint l_433_ = (l_426_ * l_429_);
    uint l_434_ = (l_430_ >> 16u);
    uint l_435_ = (l_434_ & 65535u);
    uint l_436_ = (l_431_ & 65535u);
    uint l_437_ = (l_435_ + l_436_);
    uint l_438_ = (l_432_ & 65535u);
    uint l_439_ = (l_437_ + l_438_);
    uint l_440_ = (l_431_ >> 16u);
    uint l_441_ = (l_440_ & 65535u);
    uint l_442_ = (l_433_ + l_441_);
    uint l_443_ = (l_432_ >> 16u);
    uint l_444_ = (l_443_ & 65535u);
    uint l_445_ = (l_442_ + l_444_);
    uint l_446_ = (l_439_ >> 16u);
    uint l_447_ = (l_446_ & 65535u);
    uint l_37_ = (l_445_ + l_447_);
    uint l_38_ = (0u * l_4_);
    uint l_39_ = (l_37_ + l_38_);
    l_mut_40_ = 0u;
    bool l_41_ = (l_39_ < l_32_);
    bool l_42_ = (l_39_ == l_32_);
    bool l_43_ = (l_36_ < l_29_);
    if (l_42_) {
        local = l_43_;
    } else {
        local = false;
    }
    bool l_44_ = local;
    if (!(l_41_)) {
        local_1 = l_44_;
    } else {
        local_1 = true;
    }
    bool l_45_ = local_1;
    if (l_45_) {
        uint l_46_ = (l_29_ - l_36_);
        uint l_47_ = (l_32_ - l_39_);
        bool l_48_ = (l_29_ < l_36_);
        uint l_49_ = uint(l_48_);
        uint l_50_ = (l_47_ - l_49_);
        l_mut_40_ = l_4_;
        bool l_51_ = (l_50_ < 0u);
        bool l_52_ = (l_50_ == 0u);
        bool l_53_ = (l_46_ < l_4_);
        if (l_52_) {
            local_2 = l_53_;
        } else {
            local_2 = false;
        }
        bool l_54_ = local_2;
        if (!(l_51_)) {
            local_3 = l_54_;
        } else {
            local_3 = true;
        }
        bool l_55_ = local_3;
        if (l_55_) {
            l_mut_40_ = l_46_;
        }
    }
    uint _e349 = l_mut_40_;
    bool l_56_ = (_e349 > 0u);
    if (l_35_) {
        local_4 = l_56_;
    } else {
        local_4 = false;
    }
    bool l_57_ = local_4;
    if (l_57_) {
        uint l_58_ = (2u * id);
        uint l_449_ = _group_0_binding_6_cs.static_meta[0];
        uint l_450_ = (l_449_ * 1u);
        bool l_451_ = (l_58_ < l_450_);
        uint l_452_ = (l_450_ - 1u);
        uint l_453_ = min(l_58_, l_452_);
        uint l_454_ = _group_0_binding_0_cs[l_453_];
        uint l_59_ = (l_451_ ? l_454_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_456_ = _group_0_binding_6_cs.static_meta[0];
        uint l_457_ = (l_456_ * 1u);
        bool l_458_ = (l_61_ < l_457_);
        uint l_459_ = (l_457_ - 1u);
        uint l_460_ = min(l_61_, l_459_);
        uint l_461_ = _group_0_binding_0_cs[l_460_];
        uint l_62_ = (l_458_ ? l_461_ : 0u);
        uint l_63_ = (2u * id);
        uint l_463_ = _group_0_binding_6_cs.static_meta[1];
        uint l_464_ = (l_463_ * 1u);
        bool l_465_ = (l_63_ < l_464_);
        uint l_466_ = (l_464_ - 1u);
        uint l_467_ = min(l_63_, l_466_);
        uint l_468_ = _group_0_binding_1_cs[l_467_];
        uint l_64_ = (l_465_ ? l_468_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_470_ = _group_0_binding_6_cs.static_meta[1];
        uint l_471_ = (l_470_ * 1u);
        bool l_472_ = (l_66_ < l_471_);
        uint l_473_ = (l_471_ - 1u);
        uint l_474_ = min(l_66_, l_473_);
        uint l_475_ = _group_0_binding_1_cs[l_474_];
        uint l_67_ = (l_472_ ? l_475_ : 0u);
        uint l_68_ = (2u * id);
        uint l_477_ = _group_0_binding_6_cs.static_meta[2];
        uint l_478_ = (l_477_ * 1u);
        bool l_479_ = (l_68_ < l_478_);
        uint l_480_ = (l_478_ - 1u);
        uint l_481_ = min(l_68_, l_480_);
        uint l_482_ = _group_0_binding_2_cs[l_481_];
        uint l_69_ = (l_479_ ? l_482_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_484_ = _group_0_binding_6_cs.static_meta[2];
        uint l_485_ = (l_484_ * 1u);
        bool l_486_ = (l_71_ < l_485_);
        uint l_487_ = (l_485_ - 1u);
        uint l_488_ = min(l_71_, l_487_);
        uint l_489_ = _group_0_binding_2_cs[l_488_];
        uint l_72_ = (l_486_ ? l_489_ : 0u);
        uint l_73_ = (l_72_ >> 31u);
        bool l_74_ = (l_73_ == 1u);
        l_mut_40_ = l_69_;
        l_mut_75_ = l_72_;
        if (l_74_) {
            uint l_76_ = (0u - l_69_);
            uint l_77_ = (0u - l_72_);
            bool l_78_ = (0u < l_69_);
            uint l_79_ = uint(l_78_);
            uint l_80_ = (l_77_ - l_79_);
            l_mut_40_ = l_76_;
            l_mut_75_ = l_80_;
        }
        uint _e476 = l_mut_40_;
        uint l_81_ = (_e476 * l_4_);
        uint _e478 = l_mut_75_;
        uint l_82_ = (_e478 * l_4_);
        uint _e480 = l_mut_40_;
        uint l_491_ = (_e480 & 65535u);
        uint _e483 = l_mut_40_;
        uint l_492_ = (_e483 >> 16u);
        uint l_493_ = (l_492_ & 65535u);
        uint l_494_ = (l_4_ & 65535u);
        uint l_495_ = (l_4_ >> 16u);
        uint l_496_ = (l_495_ & 65535u);
        uint l_497_ = (l_491_ * l_494_);
        uint l_498_ = (l_493_ * l_494_);
        uint l_499_ = (l_491_ * l_496_);
        uint l_500_ = (l_493_ * l_496_);
        uint l_501_ = (l_497_ >> 16u);
        uint l_502_ = (l_501_ & 65535u);
        uint l_503_ = (l_498_ & 65535u);
        uint l_504_ = (l_502_ + l_503_);
        uint l_505_ = (l_499_ & 65535u);
        uint l_506_ = (l_504_ + l_505_);
        uint l_507_ = (l_498_ >> 16u);
        uint l_508_ = (l_507_ & 65535u);
        uint l_509_ = (l_500_ + l_508_);
        uint l_510_ = (l_499_ >> 16u);
        uint l_511_ = (l_510_ & 65535u);
        uint l_512_ = (l_509_ + l_511_);
        uint l_513_ = (l_506_ >> 16u);
        uint l_514_ = (l_513_ & 65535u);
        uint l_83_ = (l_512_ + l_514_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e524 = l_mut_75_;
        uint l_516_ = (_e524 & 65535u);
        uint _e527 = l_mut_75_;
        uint l_517_ = (_e527 >> 16u);
        uint l_518_ = (l_517_ & 65535u);
        uint l_519_ = (l_4_ & 65535u);
        uint l_520_ = (l_4_ >> 16u);
        uint l_521_ = (l_520_ & 65535u);
        uint l_522_ = (l_516_ * l_519_);
        uint l_523_ = (l_518_ * l_519_);
        uint l_524_ = (l_516_ * l_521_);
        uint l_525_ = (l_518_ * l_521_);
        uint l_526_ = (l_522_ >> 16u);
        uint l_527_ = (l_526_ & 65535u);
        uint l_528_ = (l_523_ & 65535u);
        uint l_529_ = (l_527_ + l_528_);
        uint l_530_ = (l_524_ & 65535u);
        uint l_531_ = (l_529_ + l_530_);
        uint l_532_ = (l_523_ >> 16u);
        uint l_533_ = (l_532_ & 65535u);
        uint l_534_ = (l_525_ + l_533_);
        uint l_535_ = (l_524_ >> 16u);
        uint l_536_ = (l_535_ & 65535u);
        uint l_537_ = (l_534_ + l_536_);
        uint l_538_ = (l_531_ >> 16u);
        uint l_539_ = (l_538_ & 65535u);
        uint l_85_ = (l_537_ + l_539_);
        bool l_86_ = (l_84_ < l_82_);
        uint l_87_ = uint(l_86_);
        uint l_88_ = (l_85_ + l_87_);
        uint l_89_ = (l_9_ % 32u);
        l_mut_90_ = l_81_;
        bool l_91_ = (l_89_ > 0u);
        if (l_91_) {
            uint l_92_ = (l_81_ >> l_89_);
            uint l_93_ = (32u - l_89_);
            uint l_94_ = (l_84_ << l_93_);
            uint l_95_ = (l_92_ | l_94_);
            l_mut_90_ = l_95_;
        }
        l_mut_96_ = l_84_;
        bool l_97_ = (l_89_ > 0u);
        if (l_97_) {
            uint l_98_ = (l_84_ >> l_89_);
            uint l_99_ = (32u - l_89_);
            uint l_100_ = (l_88_ << l_99_);
            uint l_101_ = (l_98_ | l_100_);
            l_mut_96_ = l_101_;
        }
        uint _e586 = l_mut_90_;
        l_mut_102_ = _e586;
        uint _e587 = l_mut_96_;
        l_mut_90_ = _e587;
        bool l_103_ = (l_9_ >= 64u);
        if (l_103_) {
            l_mut_102_ = l_88_;
            l_mut_90_ = 0u;
        } else {
            bool l_104_ = (l_9_ >= 32u);
            if (l_104_) {
                l_mut_96_ = l_84_;
                bool l_105_ = (l_89_ > 0u);
                if (l_105_) {
                    uint l_106_ = (l_84_ >> l_89_);
                    uint l_107_ = (32u - l_89_);
                    uint l_108_ = (l_88_ << l_107_);
                    uint l_109_ = (l_106_ | l_108_);
                    l_mut_96_ = l_109_;
                }
                uint l_110_ = (l_88_ >> l_89_);
                uint _e601 = l_mut_96_;
                l_mut_102_ = _e601;
                l_mut_90_ = l_110_;
            }
        }
        uint _e602 = l_mut_102_;
        l_mut_96_ = _e602;
        uint _e603 = l_mut_90_;
        l_mut_102_ = _e603;
        if (l_74_) {
            uint _e605 = l_mut_96_;
            uint l_111_ = (0u - _e605);
            uint _e608 = l_mut_102_;
            uint l_112_ = (0u - _e608);
            uint _e611 = l_mut_96_;
            bool l_113_ = (0u < _e611);
            uint l_114_ = uint(l_113_);
            uint l_115_ = (l_112_ - l_114_);
            l_mut_96_ = l_111_;
            l_mut_102_ = l_115_;
        }
        uint _e615 = l_mut_96_;
        uint l_116_ = (l_59_ + _e615);
        uint _e617 = l_mut_102_;
        uint l_117_ = (l_62_ + _e617);
        bool l_118_ = (l_116_ < l_59_);
        uint l_119_ = uint(l_118_);
        uint l_120_ = (l_117_ + l_119_);
        uint l_121_ = (l_4_ * l_4_);
        uint l_122_ = (l_9_ + 3u);
        uint l_123_ = (l_72_ >> 31u);
        bool l_124_ = (l_123_ == 1u);
        l_mut_102_ = l_69_;
        l_mut_96_ = l_72_;
        if (l_124_) {
            uint l_125_ = (0u - l_69_);
            uint l_126_ = (0u - l_72_);
            bool l_127_ = (0u < l_69_);
            uint l_128_ = uint(l_127_);
            uint l_129_ = (l_126_ - l_128_);
            l_mut_102_ = l_125_;
            l_mut_96_ = l_129_;
        }
        uint _e637 = l_mut_102_;
        uint l_130_ = (_e637 * l_121_);
        uint _e639 = l_mut_96_;
        uint l_131_ = (_e639 * l_121_);
        uint _e641 = l_mut_102_;
        uint l_541_ = (_e641 & 65535u);
        uint _e644 = l_mut_102_;
        uint l_542_ = (_e644 >> 16u);
        uint l_543_ = (l_542_ & 65535u);
        uint l_544_ = (l_121_ & 65535u);
        uint l_545_ = (l_121_ >> 16u);
        uint l_546_ = (l_545_ & 65535u);
        uint l_547_ = (l_541_ * l_544_);
        uint l_548_ = (l_543_ * l_544_);
        uint l_549_ = (l_541_ * l_546_);
        uint l_550_ = (l_543_ * l_546_);
        uint l_551_ = (l_547_ >> 16u);
        uint l_552_ = (l_551_ & 65535u);
        uint l_553_ = (l_548_ & 65535u);
        uint l_554_ = (l_552_ + l_553_);
        uint l_555_ = (l_549_ & 65535u);
        uint l_556_ = (l_554_ + l_555_);
        uint l_557_ = (l_548_ >> 16u);
        uint l_558_ = (l_557_ & 65535u);
        uint l_559_ = (l_550_ + l_558_);
        uint l_560_ = (l_549_ >> 16u);
        uint l_561_ = (l_560_ & 65535u);
        uint l_562_ = (l_559_ + l_561_);
        uint l_563_ = (l_556_ >> 16u);
        uint l_564_ = (l_563_ & 65535u);
        uint l_132_ = (l_562_ + l_564_);
        uint l_133_ = (l_132_ + l_131_);
        uint _e685 = l_mut_96_;
        uint l_566_ = (_e685 & 65535u);
        uint _e688 = l_mut_96_;
        uint l_567_ = (_e688 >> 16u);
        uint l_568_ = (l_567_ & 65535u);
        uint l_569_ = (l_121_ & 65535u);
        uint l_570_ = (l_121_ >> 16u);
        uint l_571_ = (l_570_ & 65535u);
        uint l_572_ = (l_566_ * l_569_);
        uint l_573_ = (l_568_ * l_569_);
        uint l_574_ = (l_566_ * l_571_);
        uint l_575_ = (l_568_ * l_571_);
        uint l_576_ = (l_572_ >> 16u);
        uint l_577_ = (l_576_ & 65535u);
        uint l_578_ = (l_573_ & 65535u);
        uint l_579_ = (l_577_ + l_578_);
        uint l_580_ = (l_574_ & 65535u);
        uint l_581_ = (l_579_ + l_580_);
        uint l_582_ = (l_573_ >> 16u);
        uint l_583_ = (l_582_ & 65535u);
        uint l_584_ = (l_575_ + l_583_);
        uint l_585_ = (l_574_ >> 16u);
        uint l_586_ = (l_585_ & 65535u);
        uint l_587_ = (l_584_ + l_586_);
        uint l_588_ = (l_581_ >> 16u);
        uint l_589_ = (l_588_ & 65535u);
        uint l_134_ = (l_587_ + l_589_);
        bool l_135_ = (l_133_ < l_131_);
        uint l_136_ = uint(l_135_);
        uint l_137_ = (l_134_ + l_136_);
        uint l_138_ = (l_122_ % 32u);
        l_mut_90_ = l_130_;
        bool l_139_ = (l_138_ > 0u);
        if (l_139_) {
            uint l_140_ = (l_130_ >> l_138_);
            uint l_141_ = (32u - l_138_);
            uint l_142_ = (l_133_ << l_141_);
            uint l_143_ = (l_140_ | l_142_);
            l_mut_90_ = l_143_;
        }
        l_mut_75_ = l_133_;
        bool l_144_ = (l_138_ > 0u);
        if (l_144_) {
            uint l_145_ = (l_133_ >> l_138_);
            uint l_146_ = (32u - l_138_);
            uint l_147_ = (l_137_ << l_146_);
            uint l_148_ = (l_145_ | l_147_);
            l_mut_75_ = l_148_;
        }
        uint _e747 = l_mut_90_;
        l_mut_40_ = _e747;
        uint _e748 = l_mut_75_;
        l_mut_90_ = _e748;
        bool l_149_ = (l_122_ >= 64u);
        if (l_149_) {
            l_mut_40_ = l_137_;
            l_mut_90_ = 0u;
        } else {
            bool l_150_ = (l_122_ >= 32u);
            if (l_150_) {
                l_mut_75_ = l_133_;
                bool l_151_ = (l_138_ > 0u);
                if (l_151_) {
                    uint l_152_ = (l_133_ >> l_138_);
                    uint l_153_ = (32u - l_138_);
                    uint l_154_ = (l_137_ << l_153_);
                    uint l_155_ = (l_152_ | l_154_);
                    l_mut_75_ = l_155_;
                }
                uint l_156_ = (l_137_ >> l_138_);
                uint _e762 = l_mut_75_;
                l_mut_40_ = _e762;
                l_mut_90_ = l_156_;
            }
        }
        uint _e763 = l_mut_40_;
        l_mut_102_ = _e763;
        uint _e764 = l_mut_90_;
        l_mut_96_ = _e764;
        if (l_124_) {
            uint _e766 = l_mut_102_;
            uint l_157_ = (0u - _e766);
            uint _e769 = l_mut_96_;
            uint l_158_ = (0u - _e769);
            uint _e772 = l_mut_102_;
            bool l_159_ = (0u < _e772);
            uint l_160_ = uint(l_159_);
            uint l_161_ = (l_158_ - l_160_);
            l_mut_102_ = l_157_;
            l_mut_96_ = l_161_;
        }
        uint _e776 = l_mut_102_;
        uint l_162_ = (l_64_ - _e776);
        uint _e778 = l_mut_96_;
        uint l_163_ = (l_67_ - _e778);
        uint _e780 = l_mut_102_;
        bool l_164_ = (l_64_ < _e780);
        uint l_165_ = uint(l_164_);
        uint l_166_ = (l_163_ - l_165_);
        uint l_167_ = (l_162_ + l_14_);
        uint l_168_ = (l_166_ + l_17_);
        bool l_169_ = (l_167_ < l_162_);
        uint l_170_ = uint(l_169_);
        uint l_171_ = (l_168_ + l_170_);
        uint l_172_ = (0u - l_116_);
        uint l_173_ = (0u - l_120_);
        bool l_174_ = (0u < l_116_);
        uint l_175_ = uint(l_174_);
        uint l_176_ = (l_173_ - l_175_);
        uint l_177_ = (l_14_ + l_14_);
        uint l_178_ = (l_17_ + l_17_);
        bool l_179_ = (l_177_ < l_14_);
        uint l_180_ = uint(l_179_);
        uint l_181_ = (l_178_ + l_180_);
        l_mut_102_ = l_172_;
        l_mut_96_ = l_176_;
        uint l_182_ = (0u - l_172_);
        uint l_183_ = (0u - l_176_);
        bool l_184_ = (0u < l_172_);
        uint l_185_ = uint(l_184_);
        uint l_186_ = (l_183_ - l_185_);
        l_mut_90_ = l_182_;
        l_mut_75_ = l_186_;
        l_mut_40_ = l_167_;
        l_mut_187_ = l_171_;
        l_mut_188_ = 1u;
        l_mut_189_ = 1u;
        l_mut_190_ = false;
        uint _e813 = l_mut_187_;
        bool l_191_ = (_e813 < l_181_);
        uint _e815 = l_mut_187_;
        bool l_192_ = (_e815 == l_181_);
        uint _e817 = l_mut_40_;
        bool l_193_ = (_e817 < l_177_);
        if (l_192_) {
            local_5 = l_193_;
        } else {
            local_5 = false;
        }
        bool l_194_ = local_5;
        if (!(l_191_)) {
            local_6 = l_194_;
        } else {
            local_6 = true;
        }
        bool l_195_ = local_6;
        bool l_196_ = !(l_195_);
        l_mut_197_ = l_196_;
        uint l_198_ = (l_172_ | l_176_);
        bool l_199_ = (l_198_ == 0u);
        if (l_199_) {
            bool _e832 = l_mut_197_;
            l_mut_190_ = _e832;
            l_mut_197_ = false;
        }
        l_mut_200_ = false;
        while(true) {
            bool _e835 = l_mut_197_;
            bool l_201_ = !(_e835);
            if (l_201_) {
                break;
            }
            uint _e837 = l_mut_102_;
            l_mut_202_ = _e837;
            uint _e838 = l_mut_96_;
            l_mut_203_ = _e838;
            bool _e839 = l_mut_200_;
            if (_e839) {
                uint _e840 = l_mut_90_;
                l_mut_202_ = _e840;
                uint _e841 = l_mut_75_;
                l_mut_203_ = _e841;
            }
            uint _e842 = l_mut_187_;
            uint _e843 = l_mut_203_;
            bool l_204_ = (_e842 < _e843);
            uint _e845 = l_mut_187_;
            uint _e846 = l_mut_203_;
            bool l_205_ = (_e845 == _e846);
            uint _e848 = l_mut_40_;
            uint _e849 = l_mut_202_;
            bool l_206_ = (_e848 < _e849);
            if (l_205_) {
                local_7 = l_206_;
            } else {
                local_7 = false;
            }
            bool l_207_ = local_7;
            if (!(l_204_)) {
                local_8 = l_207_;
            } else {
                local_8 = true;
            }
            bool l_208_ = local_8;
            bool l_209_ = !(l_208_);
            bool _e861 = l_mut_200_;
            bool l_210_ = (l_209_ != _e861);
            if (l_210_) {
                uint _e863 = l_mut_102_;
                l_mut_203_ = _e863;
                uint _e864 = l_mut_96_;
                l_mut_202_ = _e864;
                uint _e865 = l_mut_90_;
                l_mut_102_ = _e865;
                uint _e866 = l_mut_75_;
                l_mut_96_ = _e866;
                uint _e867 = l_mut_203_;
                l_mut_90_ = _e867;
                uint _e868 = l_mut_202_;
                l_mut_75_ = _e868;
                uint _e869 = l_mut_188_;
                l_mut_203_ = _e869;
                uint _e870 = l_mut_189_;
                l_mut_188_ = _e870;
                uint _e871 = l_mut_203_;
                l_mut_189_ = _e871;
                l_mut_200_ = l_209_;
            }
            l_mut_211_ = true;
            bool _e873 = l_mut_200_;
            if (_e873) {
                uint _e874 = l_mut_40_;
                uint _e875 = l_mut_90_;
                uint l_212_ = (_e874 - _e875);
                uint _e877 = l_mut_187_;
                uint _e878 = l_mut_75_;
                uint l_213_ = (_e877 - _e878);
                uint _e880 = l_mut_40_;
                uint _e881 = l_mut_90_;
                bool l_214_ = (_e880 < _e881);
                uint l_215_ = uint(l_214_);
                uint l_216_ = (l_213_ - l_215_);
                l_mut_40_ = l_212_;
                l_mut_187_ = l_216_;
                uint _e885 = l_mut_187_;
                bool l_217_ = (_e885 < l_181_);
                uint _e887 = l_mut_187_;
                bool l_218_ = (_e887 == l_181_);
                uint _e889 = l_mut_40_;
                bool l_219_ = (_e889 < l_177_);
                if (l_218_) {
                    local_9 = l_219_;
                } else {
                    local_9 = false;
                }
                bool l_220_ = local_9;
                if (!(l_217_)) {
                    local_10 = l_220_;
                } else {
                    local_10 = true;
                }
                bool l_221_ = local_10;
                if (l_221_) {
                    l_mut_197_ = false;
                    l_mut_211_ = false;
                }
            }
            bool _e902 = l_mut_211_;
            if (_e902) {
                l_mut_203_ = 0u;
                l_mut_222_ = false;
                uint _e905 = l_mut_90_;
                l_mut_202_ = _e905;
                uint _e906 = l_mut_75_;
                l_mut_223_ = _e906;
                if (false) {
                    uint _e909 = l_mut_75_;
                    uint l_226_ = (_e909 >> 3u);
                    l_mut_202_ = l_226_;
                    l_mut_223_ = 0u;
                } else {
                    if (true) {
                        uint _e913 = l_mut_90_;
                        l_mut_228_ = _e913;
                        if (true) {
                            uint _e915 = l_mut_90_;
                            uint l_230_ = (_e915 >> 3u);
                            uint _e918 = l_mut_75_;
                            uint l_231_ = (_e918 << 29u);
                            uint l_232_ = (l_230_ | l_231_);
                            l_mut_228_ = l_232_;
                        }
                        uint _e922 = l_mut_75_;
                        uint l_233_ = (_e922 >> 3u);
                        uint _e925 = l_mut_228_;
                        l_mut_202_ = _e925;
                        l_mut_223_ = l_233_;
                    }
                }
                uint _e926 = l_mut_223_;
                uint _e927 = l_mut_96_;
                bool l_234_ = (_e926 < _e927);
                uint _e929 = l_mut_223_;
                uint _e930 = l_mut_96_;
                bool l_235_ = (_e929 == _e930);
                uint _e932 = l_mut_202_;
                uint _e933 = l_mut_102_;
                bool l_236_ = (_e932 < _e933);
                if (l_235_) {
                    local_11 = l_236_;
                } else {
                    local_11 = false;
                }
                bool l_237_ = local_11;
                if (!(l_234_)) {
                    local_12 = l_237_;
                } else {
                    local_12 = true;
                }
                bool l_238_ = local_12;
                bool l_239_ = !(l_238_);
                l_mut_222_ = l_239_;
                uint _e945 = l_mut_102_;
                uint _e946 = l_mut_96_;
                uint l_240_ = (_e945 | _e946);
                bool l_241_ = (l_240_ == 0u);
                if (l_241_) {
                    l_mut_203_ = l_4_;
                } else {
                    bool _e950 = l_mut_222_;
                    if (_e950) {
                        uint _e951 = l_mut_96_;
                        uint _e952 = l_mut_75_;
                        bool l_242_ = (_e951 < _e952);
                        uint _e954 = l_mut_96_;
                        uint _e955 = l_mut_75_;
                        bool l_243_ = (_e954 == _e955);
                        uint _e957 = l_mut_102_;
                        uint _e958 = l_mut_90_;
                        bool l_244_ = (_e957 < _e958);
                        if (l_243_) {
                            local_13 = l_244_;
                        } else {
                            local_13 = false;
                        }
                        bool l_245_ = local_13;
                        if (!(l_242_)) {
                            local_14 = l_245_;
                        } else {
                            local_14 = true;
                        }
                        bool l_246_ = local_14;
                        if (l_246_) {
                            uint _e969 = l_mut_90_;
                            uint l_247_ = (_e969 - 1u);
                            uint _e972 = l_mut_75_;
                            uint l_248_ = (_e972 - 0u);
                            uint _e975 = l_mut_90_;
                            bool l_249_ = (_e975 < 1u);
                            uint l_250_ = uint(l_249_);
                            uint l_251_ = (l_248_ - l_250_);
                            l_mut_228_ = l_247_;
                            l_mut_223_ = l_251_;
                            l_mut_202_ = 0u;
                            l_mut_252_ = 0u;
                            bool loop_init = true;
                            while(true) {
                                if (!loop_init) {
                                    uint _e1068 = l_mut_252_;
                                    l_mut_252_ = (_e1068 + 1u);
                                }
                                loop_init = false;
                                uint _e983 = l_mut_252_;
                                if ((_e983 < 16u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e987 = l_mut_252_;
                                    uint l_253_ = (15u - _e987);
                                    uint _e989 = l_mut_228_;
                                    l_mut_254_ = _e989;
                                    uint _e990 = l_mut_223_;
                                    l_mut_255_ = _e990;
                                    bool l_256_ = (l_253_ >= 32u);
                                    if (l_256_) {
                                        uint l_257_ = (l_253_ & 31u);
                                        uint _e995 = l_mut_223_;
                                        uint l_258_ = (_e995 >> l_257_);
                                        l_mut_254_ = l_258_;
                                        l_mut_255_ = 0u;
                                    } else {
                                        bool l_259_ = (l_253_ > 0u);
                                        if (l_259_) {
                                            uint _e1000 = l_mut_228_;
                                            l_mut_260_ = _e1000;
                                            bool l_261_ = (l_253_ > 0u);
                                            if (l_261_) {
                                                uint _e1003 = l_mut_228_;
                                                uint l_262_ = (_e1003 >> l_253_);
                                                uint l_263_ = (32u - l_253_);
                                                uint _e1007 = l_mut_223_;
                                                uint l_264_ = (_e1007 << l_263_);
                                                uint l_265_ = (l_262_ | l_264_);
                                                l_mut_260_ = l_265_;
                                            }
                                            uint _e1010 = l_mut_223_;
                                            uint l_266_ = (_e1010 >> l_253_);
                                            uint _e1012 = l_mut_260_;
                                            l_mut_254_ = _e1012;
                                            l_mut_255_ = l_266_;
                                        }
                                    }
                                    uint _e1013 = l_mut_255_;
                                    uint _e1014 = l_mut_96_;
                                    bool l_267_ = (_e1013 < _e1014);
                                    uint _e1016 = l_mut_255_;
                                    uint _e1017 = l_mut_96_;
                                    bool l_268_ = (_e1016 == _e1017);
                                    uint _e1019 = l_mut_254_;
                                    uint _e1020 = l_mut_102_;
                                    bool l_269_ = (_e1019 < _e1020);
                                    if (l_268_) {
                                        local_15 = l_269_;
                                    } else {
                                        local_15 = false;
                                    }
                                    bool l_270_ = local_15;
                                    if (!(l_267_)) {
                                        local_16 = l_270_;
                                    } else {
                                        local_16 = true;
                                    }
                                    bool l_271_ = local_16;
                                    bool l_272_ = !(l_271_);
                                    if (l_272_) {
                                        uint _e1032 = l_mut_102_;
                                        l_mut_260_ = _e1032;
                                        uint _e1033 = l_mut_96_;
                                        l_mut_255_ = _e1033;
                                        bool l_273_ = (l_253_ >= 32u);
                                        if (l_273_) {
                                            uint l_274_ = (l_253_ & 31u);
                                            uint _e1038 = l_mut_102_;
                                            uint l_275_ = (_e1038 << l_274_);
                                            l_mut_260_ = 0u;
                                            l_mut_255_ = l_275_;
                                        } else {
                                            bool l_276_ = (l_253_ > 0u);
                                            if (l_276_) {
                                                uint _e1043 = l_mut_102_;
                                                uint l_277_ = (_e1043 << l_253_);
                                                uint _e1045 = l_mut_96_;
                                                uint l_278_ = (_e1045 << l_253_);
                                                uint l_279_ = (32u - l_253_);
                                                uint _e1049 = l_mut_102_;
                                                uint l_280_ = (_e1049 >> l_279_);
                                                uint l_281_ = (l_278_ | l_280_);
                                                l_mut_260_ = l_277_;
                                                l_mut_255_ = l_281_;
                                            }
                                        }
                                        uint _e1052 = l_mut_228_;
                                        uint _e1053 = l_mut_260_;
                                        uint l_282_ = (_e1052 - _e1053);
                                        uint _e1055 = l_mut_223_;
                                        uint _e1056 = l_mut_255_;
                                        uint l_283_ = (_e1055 - _e1056);
                                        uint _e1058 = l_mut_228_;
                                        uint _e1059 = l_mut_260_;
                                        bool l_284_ = (_e1058 < _e1059);
                                        uint l_285_ = uint(l_284_);
                                        uint l_286_ = (l_283_ - l_285_);
                                        l_mut_228_ = l_282_;
                                        l_mut_223_ = l_286_;
                                        uint l_287_ = (1u << l_253_);
                                        uint _e1065 = l_mut_202_;
                                        l_mut_202_ = (_e1065 | l_287_);
                                    }
                                }
                            }
                            uint _e1070 = l_mut_202_;
                            uint l_288_ = min(_e1070, l_4_);
                            l_mut_260_ = l_288_;
                            uint _e1072 = l_mut_223_;
                            uint _e1073 = l_mut_96_;
                            bool l_289_ = (_e1072 < _e1073);
                            uint _e1075 = l_mut_223_;
                            uint _e1076 = l_mut_96_;
                            bool l_290_ = (_e1075 == _e1076);
                            uint _e1078 = l_mut_228_;
                            uint _e1079 = l_mut_102_;
                            bool l_291_ = (_e1078 < _e1079);
                            if (l_290_) {
                                local_17 = l_291_;
                            } else {
                                local_17 = false;
                            }
                            bool l_292_ = local_17;
                            if (!(l_289_)) {
                                local_18 = l_292_;
                            } else {
                                local_18 = true;
                            }
                            bool l_293_ = local_18;
                            bool l_294_ = !(l_293_);
                            if (l_294_) {
                                l_mut_260_ = l_4_;
                            }
                            uint _e1091 = l_mut_260_;
                            l_mut_203_ = _e1091;
                        }
                    } else {
                        uint _e1092 = l_mut_90_;
                        l_mut_260_ = _e1092;
                        uint _e1093 = l_mut_75_;
                        l_mut_255_ = _e1093;
                        while(true) {
                            uint _e1094 = l_mut_96_;
                            uint _e1095 = l_mut_255_;
                            bool l_295_ = (_e1094 < _e1095);
                            uint _e1097 = l_mut_96_;
                            uint _e1098 = l_mut_255_;
                            bool l_296_ = (_e1097 == _e1098);
                            uint _e1100 = l_mut_102_;
                            uint _e1101 = l_mut_260_;
                            bool l_297_ = (_e1100 < _e1101);
                            if (l_296_) {
                                local_19 = l_297_;
                            } else {
                                local_19 = false;
                            }
                            bool l_298_ = local_19;
                            if (!(l_295_)) {
                                local_20 = l_298_;
                            } else {
                                local_20 = true;
                            }
                            bool l_299_ = local_20;
                            uint _e1112 = l_mut_203_;
                            uint _e1113 = l_mut_189_;
                            uint l_300_ = (_e1112 * _e1113);
                            uint _e1115 = l_mut_188_;
                            uint l_301_ = (_e1115 + l_300_);
                            uint _e1117 = l_mut_189_;
                            uint l_302_ = (l_301_ + _e1117);
                            bool l_303_ = (l_302_ < l_4_);
                            if (l_299_) {
                                local_21 = l_303_;
                            } else {
                                local_21 = false;
                            }
                            bool l_304_ = local_21;
                            bool l_305_ = !(l_304_);
                            if (l_305_) {
                                break;
                            }
                            uint _e1125 = l_mut_260_;
                            uint _e1126 = l_mut_102_;
                            uint l_306_ = (_e1125 - _e1126);
                            uint _e1128 = l_mut_255_;
                            uint _e1129 = l_mut_96_;
                            uint l_307_ = (_e1128 - _e1129);
                            uint _e1131 = l_mut_260_;
                            uint _e1132 = l_mut_102_;
                            bool l_308_ = (_e1131 < _e1132);
                            uint l_309_ = uint(l_308_);
                            uint l_310_ = (l_307_ - l_309_);
                            l_mut_260_ = l_306_;
                            l_mut_255_ = l_310_;
                            uint _e1136 = l_mut_203_;
                            l_mut_203_ = (_e1136 + 1u);
                        }
                    }
                }
                uint _e1139 = l_mut_203_;
                uint _e1140 = l_mut_189_;
                uint l_311_ = (_e1139 * _e1140);
                uint _e1142 = l_mut_188_;
                uint l_312_ = (_e1142 + l_311_);
                uint _e1144 = l_mut_189_;
                uint l_313_ = (l_312_ + _e1144);
                bool l_314_ = (l_313_ >= l_4_);
                if (l_314_) {
                    l_mut_190_ = true;
                    l_mut_197_ = false;
                } else {
                    uint _e1149 = l_mut_102_;
                    uint _e1150 = l_mut_203_;
                    uint l_315_ = (_e1149 * _e1150);
                    uint _e1152 = l_mut_102_;
                    uint l_591_ = (_e1152 & 65535u);
                    uint _e1155 = l_mut_102_;
                    uint l_592_ = (_e1155 >> 16u);
                    uint l_593_ = (l_592_ & 65535u);
                    uint _e1160 = l_mut_203_;
                    uint l_594_ = (_e1160 & 65535u);
                    uint _e1163 = l_mut_203_;
                    uint l_595_ = (_e1163 >> 16u);
                    uint l_596_ = (l_595_ & 65535u);
                    uint l_597_ = (l_591_ * l_594_);
                    uint l_598_ = (l_593_ * l_594_);
                    uint l_599_ = (l_591_ * l_596_);
                    uint l_600_ = (l_593_ * l_596_);
                    uint l_601_ = (l_597_ >> 16u);
                    uint l_602_ = (l_601_ & 65535u);
                    uint l_603_ = (l_598_ & 65535u);
                    uint l_604_ = (l_602_ + l_603_);
                    uint l_605_ = (l_599_ & 65535u);
                    uint l_606_ = (l_604_ + l_605_);
                    uint l_607_ = (l_598_ >> 16u);
                    uint l_608_ = (l_607_ & 65535u);
                    uint l_609_ = (l_600_ + l_608_);
                    uint l_610_ = (l_599_ >> 16u);
                    uint l_611_ = (l_610_ & 65535u);
                    uint l_612_ = (l_609_ + l_611_);
                    uint l_613_ = (l_606_ >> 16u);
                    uint l_614_ = (l_613_ & 65535u);
                    uint l_316_ = (l_612_ + l_614_);
                    uint _e1197 = l_mut_96_;
                    uint _e1198 = l_mut_203_;
                    uint l_317_ = (_e1197 * _e1198);
                    uint l_318_ = (l_316_ + l_317_);
                    uint _e1201 = l_mut_90_;
                    uint l_319_ = (_e1201 - l_315_);
                    uint _e1203 = l_mut_75_;
                    uint l_320_ = (_e1203 - l_318_);
                    uint _e1205 = l_mut_90_;
                    bool l_321_ = (_e1205 < l_315_);
                    uint l_322_ = uint(l_321_);
                    uint l_323_ = (l_320_ - l_322_);
                    l_mut_90_ = l_319_;
                    l_mut_75_ = l_323_;
                    uint _e1209 = l_mut_203_;
                    uint _e1210 = l_mut_189_;
                    uint l_324_ = (_e1209 * _e1210);
                    uint _e1212 = l_mut_188_;
                    l_mut_188_ = (_e1212 + l_324_);
                    uint _e1214 = l_mut_102_;
                    uint _e1215 = l_mut_90_;
                    uint l_325_ = (_e1214 - _e1215);
                    uint _e1217 = l_mut_96_;
                    uint _e1218 = l_mut_75_;
                    uint l_326_ = (_e1217 - _e1218);
                    uint _e1220 = l_mut_102_;
                    uint _e1221 = l_mut_90_;
                    bool l_327_ = (_e1220 < _e1221);
                    uint l_328_ = uint(l_327_);
                    uint l_329_ = (l_326_ - l_328_);
                    l_mut_102_ = l_325_;
                    l_mut_96_ = l_329_;
                    uint _e1225 = l_mut_189_;
                    uint _e1226 = l_mut_188_;
                    l_mut_189_ = (_e1225 + _e1226);
                }
            }
        }
        bool _e1228 = l_mut_190_;
        bool l_330_ = !(_e1228);
        if (l_330_) {
            uint l_616_ = _group_0_binding_6_cs.static_meta[5];
            uint l_617_ = (l_616_ * 1u);
            uint l_618_ = (l_617_ - 1u);
            uint l_619_ = min(0u, l_618_);
            uint _e1243 = atomicAdd(_group_0_binding_5_cs[l_619_], 1u);
            uint l_333_ = _group_0_binding_6_cs.static_meta[10];
            bool l_334_ = (_e1243 < l_333_);
            if (l_334_) {
                uint l_621_ = _group_0_binding_6_cs.static_meta[4];
                uint l_622_ = (l_621_ * 1u);
                bool l_623_ = (_e1243 < l_622_);
                if (l_623_) {
                    _group_0_binding_4_cs[_e1243] = id;
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
