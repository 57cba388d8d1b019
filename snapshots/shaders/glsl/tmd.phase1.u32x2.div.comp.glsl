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
    uint l_mut_207_ = 0u;
    bool l_mut_208_ = false;
    uint l_mut_221_ = 0u;
    uint l_mut_222_ = 0u;
    uint l_mut_223_ = 0u;
    uint l_mut_226_ = 0u;
    uint l_mut_227_ = 0u;
    uint l_mut_232_ = 0u;
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
    uint l_mut_224_ = 0u;
    bool local_11 = false;
    bool local_12 = false;
    bool local_13 = false;
    bool local_14 = false;
    bool local_15 = false;
    bool local_16 = false;
    bool local_17 = false;
    bool local_18 = false;
    bool local_19 = false;
    bool local_20 = false;
    bool local_21 = false;
    uint l_mut_324_ = 0u;
    bool local_22 = false;
    bool local_23 = false;
    bool local_24 = false;
    bool local_25 = false;
    bool local_26 = false;
    bool local_27 = false;
    bool local_28 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_488_ = _group_0_binding_6_cs.static_meta[5];
        uint l_489_ = (l_488_ * 1u);
        uint l_490_ = (l_489_ - 1u);
        uint l_491_ = min(3u, l_490_);
        uint _e59 = atomicAdd(_group_0_binding_5_cs[l_491_], 1u);
    }
    uint l_404_ = _group_0_binding_6_cs.static_meta[3];
    uint l_405_ = (l_404_ * 1u);
    bool l_406_ = (0u < l_405_);
    uint l_407_ = (l_405_ - 1u);
    uint l_408_ = min(0u, l_407_);
    uint l_409_ = _group_0_binding_3_cs[l_408_];
    uint l_4_ = (l_406_ ? l_409_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_411_ = _group_0_binding_6_cs.static_meta[3];
    uint l_412_ = (l_411_ * 1u);
    bool l_413_ = (l_6_ < l_412_);
    uint l_414_ = (l_412_ - 1u);
    uint l_415_ = min(l_6_, l_414_);
    uint l_416_ = _group_0_binding_3_cs[l_415_];
    uint l_7_ = (l_413_ ? l_416_ : 0u);
    uint l_418_ = _group_0_binding_6_cs.static_meta[3];
    uint l_419_ = (l_418_ * 1u);
    bool l_420_ = (2u < l_419_);
    uint l_421_ = (l_419_ - 1u);
    uint l_422_ = min(2u, l_421_);
    uint l_423_ = _group_0_binding_3_cs[l_422_];
    uint l_9_ = (l_420_ ? l_423_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_425_ = _group_0_binding_6_cs.static_meta[3];
    uint l_426_ = (l_425_ * 1u);
    bool l_427_ = (l_11_ < l_426_);
    uint l_428_ = (l_426_ - 1u);
    uint l_429_ = min(l_11_, l_428_);
    uint l_430_ = _group_0_binding_3_cs[l_429_];
    uint l_12_ = (l_427_ ? l_430_ : 0u);
    uint l_432_ = _group_0_binding_6_cs.static_meta[3];
    uint l_433_ = (l_432_ * 1u);
    bool l_434_ = (4u < l_433_);
    uint l_435_ = (l_433_ - 1u);
    uint l_436_ = min(4u, l_435_);
    uint l_437_ = _group_0_binding_3_cs[l_436_];
    uint l_14_ = (l_434_ ? l_437_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_439_ = _group_0_binding_6_cs.static_meta[3];
    uint l_440_ = (l_439_ * 1u);
    bool l_441_ = (l_16_ < l_440_);
    uint l_442_ = (l_440_ - 1u);
    uint l_443_ = min(l_16_, l_442_);
    uint l_444_ = _group_0_binding_3_cs[l_443_];
    uint l_17_ = (l_441_ ? l_444_ : 0u);
    uint l_446_ = _group_0_binding_6_cs.static_meta[3];
    uint l_447_ = (l_446_ * 1u);
    bool l_448_ = (6u < l_447_);
    uint l_449_ = (l_447_ - 1u);
    uint l_450_ = min(6u, l_449_);
    uint l_451_ = _group_0_binding_3_cs[l_450_];
    uint l_19_ = (l_448_ ? l_451_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_453_ = _group_0_binding_6_cs.static_meta[3];
    uint l_454_ = (l_453_ * 1u);
    bool l_455_ = (l_21_ < l_454_);
    uint l_456_ = (l_454_ - 1u);
    uint l_457_ = min(l_21_, l_456_);
    uint l_458_ = _group_0_binding_3_cs[l_457_];
    uint l_22_ = (l_455_ ? l_458_ : 0u);
    uint l_460_ = _group_0_binding_6_cs.static_meta[3];
    uint l_461_ = (l_460_ * 1u);
    bool l_462_ = (8u < l_461_);
    uint l_463_ = (l_461_ - 1u);
    uint l_464_ = min(8u, l_463_);
    uint l_465_ = _group_0_binding_3_cs[l_464_];
    uint l_24_ = (l_462_ ? l_465_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_467_ = _group_0_binding_6_cs.static_meta[3];
    uint l_468_ = (l_467_ * 1u);
    bool l_469_ = (l_26_ < l_468_);
    uint l_470_ = (l_468_ - 1u);
    uint l_471_ = min(l_26_, l_470_);
    uint l_472_ = _group_0_binding_3_cs[l_471_];
    uint l_27_ = (l_469_ ? l_472_ : 0u);
    uint l_474_ = _group_0_binding_6_cs.static_meta[3];
    uint l_475_ = (l_474_ * 1u);
    bool l_476_ = (10u < l_475_);
    uint l_477_ = (l_475_ - 1u);
    uint l_478_ = min(10u, l_477_);
    uint l_479_ = _group_0_binding_3_cs[l_478_];
    uint l_29_ = (l_476_ ? l_479_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_481_ = _group_0_binding_6_cs.static_meta[3];
    uint l_482_ = (l_481_ * 1u);
    bool l_483_ = (l_31_ < l_482_);
    uint l_484_ = (l_482_ - 1u);
    uint l_485_ = min(l_31_, l_484_);
    uint l_486_ = _group_0_binding_3_cs[l_485_];
    uint l_32_ = (l_483_ ? l_486_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = _group_0_binding_6_cs.static_meta[6];
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint l_493_ = (id & 65535u);
    uint l_494_ = (id >> 16u);
    uint l_495_ = (l_494_ & 65535u);
    uint l_496_ = (l_4_ & 65535u);
    uint l_497_ = (l_4_ >> 16u);
    uint l_498_ = (l_497_ & 65535u);
    uint l_499_ = (l_493_ * l_496_);
    uint l_500_ = (l_495_ * l_496_);
    uint l_501_ = (l_493_ * l_498_);
    uint l_502_ = (l_495_ * l_498_);
    uint l_503_ = (l_499_ >> 16u);
    uint l_504_ = (l_503_ & 65535u);
    uint l_505_ = (l_500_ & 65535u);
    uint l_506_ = (l_504_ + l_505_);
    uint l_507_ = (l_501_ & 65535u);
    uint l_508_ = (l_506_ + l_507_);
    uint l_509_ = (l_500_ >> 16u);
    uint l_510_ = (l_509_ & 65535u);
    uint l_511_ = (l_502_ + l_510_);
    uint l_512_ = (l_501_ >> 16u);
    uint l_513_ = (l_512_ & 65535u);
    uint l_514_ = (l_511_ + l_513_);
    uint l_515_ = (l_508_ >> 16u);
    uint l_516_ = (l_515_ & 65535u);
    uint l_37_ = (l_514_ + l_516_);
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
    uint _e348 = l_mut_40_;
    bool l_56_ = (_e348 > 0u);
    if (l_35_) {
        local_4 = l_56_;
    } else {
        local_4 = false;
    }
    bool l_57_ = local_4;
    if (l_57_) {
        uint l_58_ = (2u * id);
        uint l_518_ = _group_0_binding_6_cs.static_meta[0];
        uint l_519_ = (l_518_ * 1u);
        bool l_520_ = (l_58_ < l_519_);
        uint l_521_ = (l_519_ - 1u);
        uint l_522_ = min(l_58_, l_521_);
        uint l_523_ = _group_0_binding_0_cs[l_522_];
        uint l_59_ = (l_520_ ? l_523_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_525_ = _group_0_binding_6_cs.static_meta[0];
        uint l_526_ = (l_525_ * 1u);
        bool l_527_ = (l_61_ < l_526_);
        uint l_528_ = (l_526_ - 1u);
        uint l_529_ = min(l_61_, l_528_);
        uint l_530_ = _group_0_binding_0_cs[l_529_];
        uint l_62_ = (l_527_ ? l_530_ : 0u);
        uint l_63_ = (2u * id);
        uint l_532_ = _group_0_binding_6_cs.static_meta[1];
        uint l_533_ = (l_532_ * 1u);
        bool l_534_ = (l_63_ < l_533_);
        uint l_535_ = (l_533_ - 1u);
        uint l_536_ = min(l_63_, l_535_);
        uint l_537_ = _group_0_binding_1_cs[l_536_];
        uint l_64_ = (l_534_ ? l_537_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_539_ = _group_0_binding_6_cs.static_meta[1];
        uint l_540_ = (l_539_ * 1u);
        bool l_541_ = (l_66_ < l_540_);
        uint l_542_ = (l_540_ - 1u);
        uint l_543_ = min(l_66_, l_542_);
        uint l_544_ = _group_0_binding_1_cs[l_543_];
        uint l_67_ = (l_541_ ? l_544_ : 0u);
        uint l_68_ = (2u * id);
        uint l_546_ = _group_0_binding_6_cs.static_meta[2];
        uint l_547_ = (l_546_ * 1u);
        bool l_548_ = (l_68_ < l_547_);
        uint l_549_ = (l_547_ - 1u);
        uint l_550_ = min(l_68_, l_549_);
        uint l_551_ = _group_0_binding_2_cs[l_550_];
        uint l_69_ = (l_548_ ? l_551_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_553_ = _group_0_binding_6_cs.static_meta[2];
        uint l_554_ = (l_553_ * 1u);
        bool l_555_ = (l_71_ < l_554_);
        uint l_556_ = (l_554_ - 1u);
        uint l_557_ = min(l_71_, l_556_);
        uint l_558_ = _group_0_binding_2_cs[l_557_];
        uint l_72_ = (l_555_ ? l_558_ : 0u);
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
        uint _e475 = l_mut_40_;
        uint l_81_ = (_e475 * l_4_);
        uint _e477 = l_mut_75_;
        uint l_82_ = (_e477 * l_4_);
        uint _e479 = l_mut_40_;
        uint l_560_ = (_e479 & 65535u);
        uint _e482 = l_mut_40_;
        uint l_561_ = (_e482 >> 16u);
        uint l_562_ = (l_561_ & 65535u);
        uint l_563_ = (l_4_ & 65535u);
        uint l_564_ = (l_4_ >> 16u);
        uint l_565_ = (l_564_ & 65535u);
        uint l_566_ = (l_560_ * l_563_);
        uint l_567_ = (l_562_ * l_563_);
        uint l_568_ = (l_560_ * l_565_);
        uint l_569_ = (l_562_ * l_565_);
        uint l_570_ = (l_566_ >> 16u);
        uint l_571_ = (l_570_ & 65535u);
        uint l_572_ = (l_567_ & 65535u);
        uint l_573_ = (l_571_ + l_572_);
        uint l_574_ = (l_568_ & 65535u);
        uint l_575_ = (l_573_ + l_574_);
        uint l_576_ = (l_567_ >> 16u);
        uint l_577_ = (l_576_ & 65535u);
        uint l_578_ = (l_569_ + l_577_);
        uint l_579_ = (l_568_ >> 16u);
        uint l_580_ = (l_579_ & 65535u);
        uint l_581_ = (l_578_ + l_580_);
        uint l_582_ = (l_575_ >> 16u);
        uint l_583_ = (l_582_ & 65535u);
        uint l_83_ = (l_581_ + l_583_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e523 = l_mut_75_;
        uint l_585_ = (_e523 & 65535u);
        uint _e526 = l_mut_75_;
        uint l_586_ = (_e526 >> 16u);
        uint l_587_ = (l_586_ & 65535u);
        uint l_588_ = (l_4_ & 65535u);
        uint l_589_ = (l_4_ >> 16u);
        uint l_590_ = (l_589_ & 65535u);
        uint l_591_ = (l_585_ * l_588_);
        uint l_592_ = (l_587_ * l_588_);
        uint l_593_ = (l_585_ * l_590_);
        uint l_594_ = (l_587_ * l_590_);
        uint l_595_ = (l_591_ >> 16u);
        uint l_596_ = (l_595_ & 65535u);
        uint l_597_ = (l_592_ & 65535u);
        uint l_598_ = (l_596_ + l_597_);
        uint l_599_ = (l_593_ & 65535u);
        uint l_600_ = (l_598_ + l_599_);
        uint l_601_ = (l_592_ >> 16u);
        uint l_602_ = (l_601_ & 65535u);
        uint l_603_ = (l_594_ + l_602_);
        uint l_604_ = (l_593_ >> 16u);
        uint l_605_ = (l_604_ & 65535u);
        uint l_606_ = (l_603_ + l_605_);
        uint l_607_ = (l_600_ >> 16u);
        uint l_608_ = (l_607_ & 65535u);
        uint l_85_ = (l_606_ + l_608_);
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
        uint _e585 = l_mut_90_;
        l_mut_102_ = _e585;
        uint _e586 = l_mut_96_;
        l_mut_90_ = _e586;
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
                uint _e600 = l_mut_96_;
                l_mut_102_ = _e600;
                l_mut_90_ = l_110_;
            }
        }
        uint _e601 = l_mut_102_;
        l_mut_96_ = _e601;
        uint _e602 = l_mut_90_;
        l_mut_102_ = _e602;
        if (l_74_) {
            uint _e604 = l_mut_96_;
            uint l_111_ = (0u - _e604);
            uint _e607 = l_mut_102_;
            uint l_112_ = (0u - _e607);
            uint _e610 = l_mut_96_;
            bool l_113_ = (0u < _e610);
            uint l_114_ = uint(l_113_);
            uint l_115_ = (l_112_ - l_114_);
            l_mut_96_ = l_111_;
            l_mut_102_ = l_115_;
        }
        uint _e614 = l_mut_96_;
        uint l_116_ = (l_59_ + _e614);
        uint _e616 = l_mut_102_;
        uint l_117_ = (l_62_ + _e616);
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
        uint _e636 = l_mut_102_;
        uint l_130_ = (_e636 * l_121_);
        uint _e638 = l_mut_96_;
        uint l_131_ = (_e638 * l_121_);
        uint _e640 = l_mut_102_;
        uint l_610_ = (_e640 & 65535u);
        uint _e643 = l_mut_102_;
        uint l_611_ = (_e643 >> 16u);
        uint l_612_ = (l_611_ & 65535u);
        uint l_613_ = (l_121_ & 65535u);
        uint l_614_ = (l_121_ >> 16u);
        uint l_615_ = (l_614_ & 65535u);
        uint l_616_ = (l_610_ * l_613_);
        uint l_617_ = (l_612_ * l_613_);
        uint l_618_ = (l_610_ * l_615_);
        uint l_619_ = (l_612_ * l_615_);
        uint l_620_ = (l_616_ >> 16u);
        uint l_621_ = (l_620_ & 65535u);
        uint l_622_ = (l_617_ & 65535u);
        uint l_623_ = (l_621_ + l_622_);
        uint l_624_ = (l_618_ & 65535u);
        uint l_625_ = (l_623_ + l_624_);
        uint l_626_ = (l_617_ >> 16u);
        uint l_627_ = (l_626_ & 65535u);
        uint l_628_ = (l_619_ + l_627_);
        uint l_629_ = (l_618_ >> 16u);
        uint l_630_ = (l_629_ & 65535u);
        uint l_631_ = (l_628_ + l_630_);
        uint l_632_ = (l_625_ >> 16u);
        uint l_633_ = (l_632_ & 65535u);
        uint l_132_ = (l_631_ + l_633_);
        uint l_133_ = (l_132_ + l_131_);
        uint _e684 = l_mut_96_;
        uint l_635_ = (_e684 & 65535u);
        uint _e687 = l_mut_96_;
        uint l_636_ = (_e687 >> 16u);
        uint l_637_ = (l_636_ & 65535u);
        uint l_638_ = (l_121_ & 65535u);
        uint l_639_ = (l_121_ >> 16u);
        uint l_640_ = (l_639_ & 65535u);
        uint l_641_ = (l_635_ * l_638_);
        uint l_642_ = (l_637_ * l_638_);
        uint l_643_ = (l_635_ * l_640_);
        uint l_644_ = (l_637_ * l_640_);
        uint l_645_ = (l_641_ >> 16u);
        uint l_646_ = (l_645_ & 65535u);
        uint l_647_ = (l_642_ & 65535u);
        uint l_648_ = (l_646_ + l_647_);
        uint l_649_ = (l_643_ & 65535u);
        uint l_650_ = (l_648_ + l_649_);
        uint l_651_ = (l_642_ >> 16u);
        uint l_652_ = (l_651_ & 65535u);
        uint l_653_ = (l_644_ + l_652_);
        uint l_654_ = (l_643_ >> 16u);
        uint l_655_ = (l_654_ & 65535u);
        uint l_656_ = (l_653_ + l_655_);
        uint l_657_ = (l_650_ >> 16u);
        uint l_658_ = (l_657_ & 65535u);
        uint l_134_ = (l_656_ + l_658_);
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
        uint _e746 = l_mut_90_;
        l_mut_40_ = _e746;
        uint _e747 = l_mut_75_;
        l_mut_90_ = _e747;
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
                uint _e761 = l_mut_75_;
                l_mut_40_ = _e761;
                l_mut_90_ = l_156_;
            }
        }
        uint _e762 = l_mut_40_;
        l_mut_102_ = _e762;
        uint _e763 = l_mut_90_;
        l_mut_96_ = _e763;
        if (l_124_) {
            uint _e765 = l_mut_102_;
            uint l_157_ = (0u - _e765);
            uint _e768 = l_mut_96_;
            uint l_158_ = (0u - _e768);
            uint _e771 = l_mut_102_;
            bool l_159_ = (0u < _e771);
            uint l_160_ = uint(l_159_);
            uint l_161_ = (l_158_ - l_160_);
            l_mut_102_ = l_157_;
            l_mut_96_ = l_161_;
        }
        uint _e775 = l_mut_102_;
        uint l_162_ = (l_64_ - _e775);
        uint _e777 = l_mut_96_;
        uint l_163_ = (l_67_ - _e777);
        uint _e779 = l_mut_102_;
        bool l_164_ = (l_64_ < _e779);
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
        uint _e812 = l_mut_187_;
        bool l_191_ = (_e812 < l_181_);
        uint _e814 = l_mut_187_;
        bool l_192_ = (_e814 == l_181_);
        uint _e816 = l_mut_40_;
        bool l_193_ = (_e816 < l_177_);
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
            bool _e831 = l_mut_197_;
            l_mut_190_ = _e831;
            l_mut_197_ = false;
        }
        l_mut_200_ = false;
        while(true) {
            bool _e834 = l_mut_197_;
            bool l_201_ = !(_e834);
            if (l_201_) {
                break;
            }
            uint _e836 = l_mut_187_;
            uint _e837 = l_mut_96_;
            bool l_202_ = (_e836 < _e837);
            uint _e839 = l_mut_187_;
            uint _e840 = l_mut_96_;
            bool l_203_ = (_e839 == _e840);
            uint _e842 = l_mut_40_;
            uint _e843 = l_mut_102_;
            bool l_204_ = (_e842 < _e843);
            if (l_203_) {
                local_7 = l_204_;
            } else {
                local_7 = false;
            }
            bool l_205_ = local_7;
            if (!(l_202_)) {
                local_8 = l_205_;
            } else {
                local_8 = true;
            }
            bool l_206_ = local_8;
            if (l_206_) {
                l_mut_207_ = 0u;
                l_mut_208_ = false;
                l_mut_208_ = true;
                uint _e857 = l_mut_102_;
                uint _e858 = l_mut_96_;
                uint l_209_ = (_e857 | _e858);
                bool l_210_ = (l_209_ == 0u);
                if (l_210_) {
                    l_mut_207_ = l_4_;
                } else {
                    bool _e862 = l_mut_208_;
                    if (_e862) {
                        uint _e863 = l_mut_96_;
                        uint _e864 = l_mut_75_;
                        bool l_211_ = (_e863 < _e864);
                        uint _e866 = l_mut_96_;
                        uint _e867 = l_mut_75_;
                        bool l_212_ = (_e866 == _e867);
                        uint _e869 = l_mut_102_;
                        uint _e870 = l_mut_90_;
                        bool l_213_ = (_e869 < _e870);
                        if (l_212_) {
                            local_9 = l_213_;
                        } else {
                            local_9 = false;
                        }
                        bool l_214_ = local_9;
                        if (!(l_211_)) {
                            local_10 = l_214_;
                        } else {
                            local_10 = true;
                        }
                        bool l_215_ = local_10;
                        if (l_215_) {
                            uint _e881 = l_mut_90_;
                            uint l_216_ = (_e881 - 1u);
                            uint _e884 = l_mut_75_;
                            uint l_217_ = (_e884 - 0u);
                            uint _e887 = l_mut_90_;
                            bool l_218_ = (_e887 < 1u);
                            uint l_219_ = uint(l_218_);
                            uint l_220_ = (l_217_ - l_219_);
                            l_mut_221_ = l_216_;
                            l_mut_222_ = l_220_;
                            l_mut_223_ = 0u;
                            l_mut_224_ = 0u;
                            bool loop_init = true;
                            while(true) {
                                if (!loop_init) {
                                    uint _e980 = l_mut_224_;
                                    l_mut_224_ = (_e980 + 1u);
                                }
                                loop_init = false;
                                uint _e895 = l_mut_224_;
                                if ((_e895 < 16u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e899 = l_mut_224_;
                                    uint l_225_ = (15u - _e899);
                                    uint _e901 = l_mut_221_;
                                    l_mut_226_ = _e901;
                                    uint _e902 = l_mut_222_;
                                    l_mut_227_ = _e902;
                                    bool l_228_ = (l_225_ >= 32u);
                                    if (l_228_) {
                                        uint l_229_ = (l_225_ & 31u);
                                        uint _e907 = l_mut_222_;
                                        uint l_230_ = (_e907 >> l_229_);
                                        l_mut_226_ = l_230_;
                                        l_mut_227_ = 0u;
                                    } else {
                                        bool l_231_ = (l_225_ > 0u);
                                        if (l_231_) {
                                            uint _e912 = l_mut_221_;
                                            l_mut_232_ = _e912;
                                            bool l_233_ = (l_225_ > 0u);
                                            if (l_233_) {
                                                uint _e915 = l_mut_221_;
                                                uint l_234_ = (_e915 >> l_225_);
                                                uint l_235_ = (32u - l_225_);
                                                uint _e919 = l_mut_222_;
                                                uint l_236_ = (_e919 << l_235_);
                                                uint l_237_ = (l_234_ | l_236_);
                                                l_mut_232_ = l_237_;
                                            }
                                            uint _e922 = l_mut_222_;
                                            uint l_238_ = (_e922 >> l_225_);
                                            uint _e924 = l_mut_232_;
                                            l_mut_226_ = _e924;
                                            l_mut_227_ = l_238_;
                                        }
                                    }
                                    uint _e925 = l_mut_227_;
                                    uint _e926 = l_mut_96_;
                                    bool l_239_ = (_e925 < _e926);
                                    uint _e928 = l_mut_227_;
                                    uint _e929 = l_mut_96_;
                                    bool l_240_ = (_e928 == _e929);
                                    uint _e931 = l_mut_226_;
                                    uint _e932 = l_mut_102_;
                                    bool l_241_ = (_e931 < _e932);
                                    if (l_240_) {
                                        local_11 = l_241_;
                                    } else {
                                        local_11 = false;
                                    }
                                    bool l_242_ = local_11;
                                    if (!(l_239_)) {
                                        local_12 = l_242_;
                                    } else {
                                        local_12 = true;
                                    }
                                    bool l_243_ = local_12;
                                    bool l_244_ = !(l_243_);
                                    if (l_244_) {
                                        uint _e944 = l_mut_102_;
                                        l_mut_232_ = _e944;
                                        uint _e945 = l_mut_96_;
                                        l_mut_227_ = _e945;
                                        bool l_245_ = (l_225_ >= 32u);
                                        if (l_245_) {
                                            uint l_246_ = (l_225_ & 31u);
                                            uint _e950 = l_mut_102_;
                                            uint l_247_ = (_e950 << l_246_);
                                            l_mut_232_ = 0u;
                                            l_mut_227_ = l_247_;
                                        } else {
                                            bool l_248_ = (l_225_ > 0u);
                                            if (l_248_) {
                                                uint _e955 = l_mut_102_;
                                                uint l_249_ = (_e955 << l_225_);
                                                uint _e957 = l_mut_96_;
                                                uint l_250_ = (_e957 << l_225_);
                                                uint l_251_ = (32u - l_225_);
                                                uint _e961 = l_mut_102_;
                                                uint l_252_ = (_e961 >> l_251_);
                                                uint l_253_ = (l_250_ | l_252_);
                                                l_mut_232_ = l_249_;
                                                l_mut_227_ = l_253_;
                                            }
                                        }
                                        uint _e964 = l_mut_221_;
                                        uint _e965 = l_mut_232_;
                                        uint l_254_ = (_e964 - _e965);
                                        uint _e967 = l_mut_222_;
                                        uint _e968 = l_mut_227_;
                                        uint l_255_ = (_e967 - _e968);
                                        uint _e970 = l_mut_221_;
                                        uint _e971 = l_mut_232_;
                                        bool l_256_ = (_e970 < _e971);
                                        uint l_257_ = uint(l_256_);
                                        uint l_258_ = (l_255_ - l_257_);
                                        l_mut_221_ = l_254_;
                                        l_mut_222_ = l_258_;
                                        uint l_259_ = (1u << l_225_);
                                        uint _e977 = l_mut_223_;
                                        l_mut_223_ = (_e977 | l_259_);
                                    }
                                }
                            }
                            uint _e982 = l_mut_223_;
                            uint l_260_ = min(_e982, l_4_);
                            l_mut_232_ = l_260_;
                            uint _e984 = l_mut_222_;
                            uint _e985 = l_mut_96_;
                            bool l_261_ = (_e984 < _e985);
                            uint _e987 = l_mut_222_;
                            uint _e988 = l_mut_96_;
                            bool l_262_ = (_e987 == _e988);
                            uint _e990 = l_mut_221_;
                            uint _e991 = l_mut_102_;
                            bool l_263_ = (_e990 < _e991);
                            if (l_262_) {
                                local_13 = l_263_;
                            } else {
                                local_13 = false;
                            }
                            bool l_264_ = local_13;
                            if (!(l_261_)) {
                                local_14 = l_264_;
                            } else {
                                local_14 = true;
                            }
                            bool l_265_ = local_14;
                            bool l_266_ = !(l_265_);
                            if (l_266_) {
                                l_mut_232_ = l_4_;
                            }
                            uint _e1003 = l_mut_232_;
                            l_mut_207_ = _e1003;
                        }
                    } else {
                        uint _e1004 = l_mut_90_;
                        l_mut_232_ = _e1004;
                        uint _e1005 = l_mut_75_;
                        l_mut_227_ = _e1005;
                        while(true) {
                            uint _e1006 = l_mut_96_;
                            uint _e1007 = l_mut_227_;
                            bool l_267_ = (_e1006 < _e1007);
                            uint _e1009 = l_mut_96_;
                            uint _e1010 = l_mut_227_;
                            bool l_268_ = (_e1009 == _e1010);
                            uint _e1012 = l_mut_102_;
                            uint _e1013 = l_mut_232_;
                            bool l_269_ = (_e1012 < _e1013);
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
                            uint _e1024 = l_mut_207_;
                            uint _e1025 = l_mut_189_;
                            uint l_272_ = (_e1024 * _e1025);
                            uint _e1027 = l_mut_188_;
                            uint l_273_ = (_e1027 + l_272_);
                            uint _e1029 = l_mut_189_;
                            uint l_274_ = (l_273_ + _e1029);
                            bool l_275_ = (l_274_ < l_4_);
                            if (l_271_) {
                                local_17 = l_275_;
                            } else {
                                local_17 = false;
                            }
                            bool l_276_ = local_17;
                            bool l_277_ = !(l_276_);
                            if (l_277_) {
                                break;
                            }
                            uint _e1037 = l_mut_232_;
                            uint _e1038 = l_mut_102_;
                            uint l_278_ = (_e1037 - _e1038);
                            uint _e1040 = l_mut_227_;
                            uint _e1041 = l_mut_96_;
                            uint l_279_ = (_e1040 - _e1041);
                            uint _e1043 = l_mut_232_;
                            uint _e1044 = l_mut_102_;
                            bool l_280_ = (_e1043 < _e1044);
                            uint l_281_ = uint(l_280_);
                            uint l_282_ = (l_279_ - l_281_);
                            l_mut_232_ = l_278_;
                            l_mut_227_ = l_282_;
                            uint _e1048 = l_mut_207_;
                            l_mut_207_ = (_e1048 + 1u);
                        }
                    }
                }
                uint _e1051 = l_mut_207_;
                uint _e1052 = l_mut_189_;
                uint l_283_ = (_e1051 * _e1052);
                uint _e1054 = l_mut_188_;
                uint l_284_ = (_e1054 + l_283_);
                uint _e1056 = l_mut_189_;
                uint l_285_ = (l_284_ + _e1056);
                bool l_286_ = (l_285_ >= l_4_);
                if (l_286_) {
                    l_mut_190_ = true;
                    l_mut_197_ = false;
                } else {
                    uint _e1061 = l_mut_102_;
                    uint _e1062 = l_mut_207_;
                    uint l_287_ = (_e1061 * _e1062);
                    uint _e1064 = l_mut_102_;
                    uint l_660_ = (_e1064 & 65535u);
                    uint _e1067 = l_mut_102_;
                    uint l_661_ = (_e1067 >> 16u);
                    uint l_662_ = (l_661_ & 65535u);
                    uint _e1072 = l_mut_207_;
                    uint l_663_ = (_e1072 & 65535u);
                    uint _e1075 = l_mut_207_;
                    uint l_664_ = (_e1075 >> 16u);
                    uint l_665_ = (l_664_ & 65535u);
                    uint l_666_ = (l_660_ * l_663_);
                    uint l_667_ = (l_662_ * l_663_);
                    uint l_668_ = (l_660_ * l_665_);
                    uint l_669_ = (l_662_ * l_665_);
                    uint l_670_ = (l_666_ >> 16u);
                    uint l_671_ = (l_670_ & 65535u);
                    uint l_672_ = (l_667_ & 65535u);
                    uint l_673_ = (l_671_ + l_672_);
                    uint l_674_ = (l_668_ & 65535u);
                    uint l_675_ = (l_673_ + l_674_);
                    uint l_676_ = (l_667_ >> 16u);
                    uint l_677_ = (l_676_ & 65535u);
                    uint l_678_ = (l_669_ + l_677_);
                    uint l_679_ = (l_668_ >> 16u);
                    uint l_680_ = (l_679_ & 65535u);
                    uint l_681_ = (l_678_ + l_680_);
                    uint l_682_ = (l_675_ >> 16u);
                    uint l_683_ = (l_682_ & 65535u);
                    uint l_288_ = (l_681_ + l_683_);
                    uint _e1109 = l_mut_96_;
                    uint _e1110 = l_mut_207_;
                    uint l_289_ = (_e1109 * _e1110);
                    uint l_290_ = (l_288_ + l_289_);
                    uint _e1113 = l_mut_90_;
                    uint l_291_ = (_e1113 - l_287_);
                    uint _e1115 = l_mut_75_;
                    uint l_292_ = (_e1115 - l_290_);
                    uint _e1117 = l_mut_90_;
                    bool l_293_ = (_e1117 < l_287_);
                    uint l_294_ = uint(l_293_);
                    uint l_295_ = (l_292_ - l_294_);
                    l_mut_90_ = l_291_;
                    l_mut_75_ = l_295_;
                    uint _e1121 = l_mut_207_;
                    uint _e1122 = l_mut_189_;
                    uint l_296_ = (_e1121 * _e1122);
                    uint _e1124 = l_mut_188_;
                    l_mut_188_ = (_e1124 + l_296_);
                    uint _e1126 = l_mut_102_;
                    uint _e1127 = l_mut_90_;
                    uint l_297_ = (_e1126 - _e1127);
                    uint _e1129 = l_mut_96_;
                    uint _e1130 = l_mut_75_;
                    uint l_298_ = (_e1129 - _e1130);
                    uint _e1132 = l_mut_102_;
                    uint _e1133 = l_mut_90_;
                    bool l_299_ = (_e1132 < _e1133);
                    uint l_300_ = uint(l_299_);
                    uint l_301_ = (l_298_ - l_300_);
                    l_mut_102_ = l_297_;
                    l_mut_96_ = l_301_;
                    uint _e1137 = l_mut_189_;
                    uint _e1138 = l_mut_188_;
                    l_mut_189_ = (_e1137 + _e1138);
                }
            } else {
                uint _e1140 = l_mut_40_;
                uint _e1141 = l_mut_102_;
                uint l_302_ = (_e1140 - _e1141);
                uint _e1143 = l_mut_187_;
                uint _e1144 = l_mut_96_;
                uint l_303_ = (_e1143 - _e1144);
                uint _e1146 = l_mut_40_;
                uint _e1147 = l_mut_102_;
                bool l_304_ = (_e1146 < _e1147);
                uint l_305_ = uint(l_304_);
                uint l_306_ = (l_303_ - l_305_);
                l_mut_40_ = l_302_;
                l_mut_187_ = l_306_;
                uint _e1151 = l_mut_187_;
                bool l_307_ = (_e1151 < l_181_);
                uint _e1153 = l_mut_187_;
                bool l_308_ = (_e1153 == l_181_);
                uint _e1155 = l_mut_40_;
                bool l_309_ = (_e1155 < l_177_);
                if (l_308_) {
                    local_18 = l_309_;
                } else {
                    local_18 = false;
                }
                bool l_310_ = local_18;
                if (!(l_307_)) {
                    local_19 = l_310_;
                } else {
                    local_19 = true;
                }
                bool l_311_ = local_19;
                if (l_311_) {
                    l_mut_197_ = false;
                } else {
                    l_mut_232_ = 0u;
                    l_mut_208_ = false;
                    l_mut_208_ = true;
                    uint _e1170 = l_mut_90_;
                    uint _e1171 = l_mut_75_;
                    uint l_312_ = (_e1170 | _e1171);
                    bool l_313_ = (l_312_ == 0u);
                    if (l_313_) {
                        l_mut_232_ = l_4_;
                    } else {
                        bool _e1175 = l_mut_208_;
                        if (_e1175) {
                            uint _e1176 = l_mut_75_;
                            uint _e1177 = l_mut_96_;
                            bool l_314_ = (_e1176 < _e1177);
                            uint _e1179 = l_mut_75_;
                            uint _e1180 = l_mut_96_;
                            bool l_315_ = (_e1179 == _e1180);
                            uint _e1182 = l_mut_90_;
                            uint _e1183 = l_mut_102_;
                            bool l_316_ = (_e1182 < _e1183);
                            if (l_315_) {
                                local_20 = l_316_;
                            } else {
                                local_20 = false;
                            }
                            bool l_317_ = local_20;
                            if (!(l_314_)) {
                                local_21 = l_317_;
                            } else {
                                local_21 = true;
                            }
                            bool l_318_ = local_21;
                            if (l_318_) {
                                uint _e1194 = l_mut_102_;
                                uint l_319_ = (_e1194 - 1u);
                                uint _e1197 = l_mut_96_;
                                uint l_320_ = (_e1197 - 0u);
                                uint _e1200 = l_mut_102_;
                                bool l_321_ = (_e1200 < 1u);
                                uint l_322_ = uint(l_321_);
                                uint l_323_ = (l_320_ - l_322_);
                                l_mut_227_ = l_319_;
                                l_mut_226_ = l_323_;
                                l_mut_223_ = 0u;
                                l_mut_324_ = 0u;
                                bool loop_init_1 = true;
                                while(true) {
                                    if (!loop_init_1) {
                                        uint _e1293 = l_mut_324_;
                                        l_mut_324_ = (_e1293 + 1u);
                                    }
                                    loop_init_1 = false;
                                    uint _e1208 = l_mut_324_;
                                    if ((_e1208 < 16u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1212 = l_mut_324_;
                                        uint l_325_ = (15u - _e1212);
                                        uint _e1214 = l_mut_227_;
                                        l_mut_222_ = _e1214;
                                        uint _e1215 = l_mut_226_;
                                        l_mut_221_ = _e1215;
                                        bool l_326_ = (l_325_ >= 32u);
                                        if (l_326_) {
                                            uint l_327_ = (l_325_ & 31u);
                                            uint _e1220 = l_mut_226_;
                                            uint l_328_ = (_e1220 >> l_327_);
                                            l_mut_222_ = l_328_;
                                            l_mut_221_ = 0u;
                                        } else {
                                            bool l_329_ = (l_325_ > 0u);
                                            if (l_329_) {
                                                uint _e1225 = l_mut_227_;
                                                l_mut_207_ = _e1225;
                                                bool l_330_ = (l_325_ > 0u);
                                                if (l_330_) {
                                                    uint _e1228 = l_mut_227_;
                                                    uint l_331_ = (_e1228 >> l_325_);
                                                    uint l_332_ = (32u - l_325_);
                                                    uint _e1232 = l_mut_226_;
                                                    uint l_333_ = (_e1232 << l_332_);
                                                    uint l_334_ = (l_331_ | l_333_);
                                                    l_mut_207_ = l_334_;
                                                }
                                                uint _e1235 = l_mut_226_;
                                                uint l_335_ = (_e1235 >> l_325_);
                                                uint _e1237 = l_mut_207_;
                                                l_mut_222_ = _e1237;
                                                l_mut_221_ = l_335_;
                                            }
                                        }
                                        uint _e1238 = l_mut_221_;
                                        uint _e1239 = l_mut_75_;
                                        bool l_336_ = (_e1238 < _e1239);
                                        uint _e1241 = l_mut_221_;
                                        uint _e1242 = l_mut_75_;
                                        bool l_337_ = (_e1241 == _e1242);
                                        uint _e1244 = l_mut_222_;
                                        uint _e1245 = l_mut_90_;
                                        bool l_338_ = (_e1244 < _e1245);
                                        if (l_337_) {
                                            local_22 = l_338_;
                                        } else {
                                            local_22 = false;
                                        }
                                        bool l_339_ = local_22;
                                        if (!(l_336_)) {
                                            local_23 = l_339_;
                                        } else {
                                            local_23 = true;
                                        }
                                        bool l_340_ = local_23;
                                        bool l_341_ = !(l_340_);
                                        if (l_341_) {
                                            uint _e1257 = l_mut_90_;
                                            l_mut_222_ = _e1257;
                                            uint _e1258 = l_mut_75_;
                                            l_mut_221_ = _e1258;
                                            bool l_342_ = (l_325_ >= 32u);
                                            if (l_342_) {
                                                uint l_343_ = (l_325_ & 31u);
                                                uint _e1263 = l_mut_90_;
                                                uint l_344_ = (_e1263 << l_343_);
                                                l_mut_222_ = 0u;
                                                l_mut_221_ = l_344_;
                                            } else {
                                                bool l_345_ = (l_325_ > 0u);
                                                if (l_345_) {
                                                    uint _e1268 = l_mut_90_;
                                                    uint l_346_ = (_e1268 << l_325_);
                                                    uint _e1270 = l_mut_75_;
                                                    uint l_347_ = (_e1270 << l_325_);
                                                    uint l_348_ = (32u - l_325_);
                                                    uint _e1274 = l_mut_90_;
                                                    uint l_349_ = (_e1274 >> l_348_);
                                                    uint l_350_ = (l_347_ | l_349_);
                                                    l_mut_222_ = l_346_;
                                                    l_mut_221_ = l_350_;
                                                }
                                            }
                                            uint _e1277 = l_mut_227_;
                                            uint _e1278 = l_mut_222_;
                                            uint l_351_ = (_e1277 - _e1278);
                                            uint _e1280 = l_mut_226_;
                                            uint _e1281 = l_mut_221_;
                                            uint l_352_ = (_e1280 - _e1281);
                                            uint _e1283 = l_mut_227_;
                                            uint _e1284 = l_mut_222_;
                                            bool l_353_ = (_e1283 < _e1284);
                                            uint l_354_ = uint(l_353_);
                                            uint l_355_ = (l_352_ - l_354_);
                                            l_mut_227_ = l_351_;
                                            l_mut_226_ = l_355_;
                                            uint l_356_ = (1u << l_325_);
                                            uint _e1290 = l_mut_223_;
                                            l_mut_223_ = (_e1290 | l_356_);
                                        }
                                    }
                                }
                                uint _e1295 = l_mut_223_;
                                uint l_357_ = min(_e1295, l_4_);
                                l_mut_223_ = l_357_;
                                uint _e1297 = l_mut_226_;
                                uint _e1298 = l_mut_75_;
                                bool l_358_ = (_e1297 < _e1298);
                                uint _e1300 = l_mut_226_;
                                uint _e1301 = l_mut_75_;
                                bool l_359_ = (_e1300 == _e1301);
                                uint _e1303 = l_mut_227_;
                                uint _e1304 = l_mut_90_;
                                bool l_360_ = (_e1303 < _e1304);
                                if (l_359_) {
                                    local_24 = l_360_;
                                } else {
                                    local_24 = false;
                                }
                                bool l_361_ = local_24;
                                if (!(l_358_)) {
                                    local_25 = l_361_;
                                } else {
                                    local_25 = true;
                                }
                                bool l_362_ = local_25;
                                bool l_363_ = !(l_362_);
                                if (l_363_) {
                                    l_mut_223_ = l_4_;
                                }
                                uint _e1316 = l_mut_223_;
                                l_mut_232_ = _e1316;
                            }
                        } else {
                            uint _e1317 = l_mut_102_;
                            l_mut_227_ = _e1317;
                            uint _e1318 = l_mut_96_;
                            l_mut_226_ = _e1318;
                            while(true) {
                                uint _e1319 = l_mut_75_;
                                uint _e1320 = l_mut_226_;
                                bool l_364_ = (_e1319 < _e1320);
                                uint _e1322 = l_mut_75_;
                                uint _e1323 = l_mut_226_;
                                bool l_365_ = (_e1322 == _e1323);
                                uint _e1325 = l_mut_90_;
                                uint _e1326 = l_mut_227_;
                                bool l_366_ = (_e1325 < _e1326);
                                if (l_365_) {
                                    local_26 = l_366_;
                                } else {
                                    local_26 = false;
                                }
                                bool l_367_ = local_26;
                                if (!(l_364_)) {
                                    local_27 = l_367_;
                                } else {
                                    local_27 = true;
                                }
                                bool l_368_ = local_27;
                                uint _e1337 = l_mut_232_;
                                uint _e1338 = l_mut_188_;
                                uint l_369_ = (_e1337 * _e1338);
                                uint _e1340 = l_mut_189_;
                                uint l_370_ = (_e1340 + l_369_);
                                uint _e1342 = l_mut_188_;
                                uint l_371_ = (l_370_ + _e1342);
                                bool l_372_ = (l_371_ < l_4_);
                                if (l_368_) {
                                    local_28 = l_372_;
                                } else {
                                    local_28 = false;
                                }
                                bool l_373_ = local_28;
                                bool l_374_ = !(l_373_);
                                if (l_374_) {
                                    break;
                                }
                                uint _e1350 = l_mut_227_;
                                uint _e1351 = l_mut_90_;
                                uint l_375_ = (_e1350 - _e1351);
                                uint _e1353 = l_mut_226_;
                                uint _e1354 = l_mut_75_;
                                uint l_376_ = (_e1353 - _e1354);
                                uint _e1356 = l_mut_227_;
                                uint _e1357 = l_mut_90_;
                                bool l_377_ = (_e1356 < _e1357);
                                uint l_378_ = uint(l_377_);
                                uint l_379_ = (l_376_ - l_378_);
                                l_mut_227_ = l_375_;
                                l_mut_226_ = l_379_;
                                uint _e1361 = l_mut_232_;
                                l_mut_232_ = (_e1361 + 1u);
                            }
                        }
                    }
                    uint _e1364 = l_mut_188_;
                    uint _e1365 = l_mut_189_;
                    uint l_380_ = (_e1364 + _e1365);
                    uint _e1367 = l_mut_232_;
                    uint _e1368 = l_mut_188_;
                    uint l_381_ = (_e1367 * _e1368);
                    uint l_382_ = (l_380_ + l_381_);
                    bool l_383_ = (l_382_ >= l_4_);
                    if (l_383_) {
                        l_mut_190_ = true;
                        l_mut_197_ = false;
                    } else {
                        uint _e1374 = l_mut_90_;
                        uint _e1375 = l_mut_232_;
                        uint l_384_ = (_e1374 * _e1375);
                        uint _e1377 = l_mut_90_;
                        uint l_685_ = (_e1377 & 65535u);
                        uint _e1380 = l_mut_90_;
                        uint l_686_ = (_e1380 >> 16u);
                        uint l_687_ = (l_686_ & 65535u);
                        uint _e1385 = l_mut_232_;
                        uint l_688_ = (_e1385 & 65535u);
                        uint _e1388 = l_mut_232_;
                        uint l_689_ = (_e1388 >> 16u);
                        uint l_690_ = (l_689_ & 65535u);
                        uint l_691_ = (l_685_ * l_688_);
                        uint l_692_ = (l_687_ * l_688_);
                        uint l_693_ = (l_685_ * l_690_);
                        uint l_694_ = (l_687_ * l_690_);
                        uint l_695_ = (l_691_ >> 16u);
                        uint l_696_ = (l_695_ & 65535u);
                        uint l_697_ = (l_692_ & 65535u);
                        uint l_698_ = (l_696_ + l_697_);
                        uint l_699_ = (l_693_ & 65535u);
                        uint l_700_ = (l_698_ + l_699_);
                        uint l_701_ = (l_692_ >> 16u);
                        uint l_702_ = (l_701_ & 65535u);
                        uint l_703_ = (l_694_ + l_702_);
                        uint l_704_ = (l_693_ >> 16u);
                        uint l_705_ = (l_704_ & 65535u);
                        uint l_706_ = (l_703_ + l_705_);
                        uint l_707_ = (l_700_ >> 16u);
                        uint l_708_ = (l_707_ & 65535u);
                        uint l_385_ = (l_706_ + l_708_);
                        uint _e1422 = l_mut_75_;
                        uint _e1423 = l_mut_232_;
                        uint l_386_ = (_e1422 * _e1423);
                        uint l_387_ = (l_385_ + l_386_);
                        uint _e1426 = l_mut_102_;
                        uint l_388_ = (_e1426 - l_384_);
                        uint _e1428 = l_mut_96_;
                        uint l_389_ = (_e1428 - l_387_);
                        uint _e1430 = l_mut_102_;
                        bool l_390_ = (_e1430 < l_384_);
                        uint l_391_ = uint(l_390_);
                        uint l_392_ = (l_389_ - l_391_);
                        l_mut_102_ = l_388_;
                        l_mut_96_ = l_392_;
                        uint _e1434 = l_mut_232_;
                        uint _e1435 = l_mut_188_;
                        uint l_393_ = (_e1434 * _e1435);
                        uint _e1437 = l_mut_189_;
                        l_mut_189_ = (_e1437 + l_393_);
                        uint _e1439 = l_mut_90_;
                        uint _e1440 = l_mut_102_;
                        uint l_394_ = (_e1439 - _e1440);
                        uint _e1442 = l_mut_75_;
                        uint _e1443 = l_mut_96_;
                        uint l_395_ = (_e1442 - _e1443);
                        uint _e1445 = l_mut_90_;
                        uint _e1446 = l_mut_102_;
                        bool l_396_ = (_e1445 < _e1446);
                        uint l_397_ = uint(l_396_);
                        uint l_398_ = (l_395_ - l_397_);
                        l_mut_90_ = l_394_;
                        l_mut_75_ = l_398_;
                        uint _e1450 = l_mut_188_;
                        uint _e1451 = l_mut_189_;
                        l_mut_188_ = (_e1450 + _e1451);
                    }
                }
            }
        }
        bool _e1453 = l_mut_190_;
        bool l_399_ = !(_e1453);
        if (l_399_) {
            uint l_710_ = _group_0_binding_6_cs.static_meta[5];
            uint l_711_ = (l_710_ * 1u);
            uint l_712_ = (l_711_ - 1u);
            uint l_713_ = min(0u, l_712_);
            uint _e1468 = atomicAdd(_group_0_binding_5_cs[l_713_], 1u);
            uint l_402_ = _group_0_binding_6_cs.static_meta[10];
            bool l_403_ = (_e1468 < l_402_);
            if (l_403_) {
                uint l_715_ = _group_0_binding_6_cs.static_meta[4];
                uint l_716_ = (l_715_ * 1u);
                bool l_717_ = (_e1468 < l_716_);
                if (l_717_) {
                    _group_0_binding_4_cs[_e1468] = id;
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
