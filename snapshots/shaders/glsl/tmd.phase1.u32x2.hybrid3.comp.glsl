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
    uint l_mut_209_ = 0u;
    uint l_mut_210_ = 0u;
    uint l_mut_215_ = 0u;
    uint l_mut_241_ = 0u;
    uint l_mut_242_ = 0u;
    uint l_mut_247_ = 0u;
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
    uint l_mut_239_ = 0u;
    bool local_13 = false;
    bool local_14 = false;
    bool local_15 = false;
    bool local_16 = false;
    bool local_17 = false;
    bool local_18 = false;
    bool local_19 = false;
    bool local_20 = false;
    bool local_21 = false;
    bool local_22 = false;
    bool local_23 = false;
    bool local_24 = false;
    bool local_25 = false;
    uint l_mut_354_ = 0u;
    bool local_26 = false;
    bool local_27 = false;
    bool local_28 = false;
    bool local_29 = false;
    bool local_30 = false;
    bool local_31 = false;
    bool local_32 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_518_ = _group_0_binding_6_cs.static_meta[5];
        uint l_519_ = (l_518_ * 1u);
        uint l_520_ = (l_519_ - 1u);
        uint l_521_ = min(3u, l_520_);
        uint _e59 = atomicAdd(_group_0_binding_5_cs[l_521_], 1u);
    }
    uint l_434_ = _group_0_binding_6_cs.static_meta[3];
    uint l_435_ = (l_434_ * 1u);
    bool l_436_ = (0u < l_435_);
    uint l_437_ = (l_435_ - 1u);
    uint l_438_ = min(0u, l_437_);
    uint l_439_ = _group_0_binding_3_cs[l_438_];
    uint l_4_ = (l_436_ ? l_439_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_441_ = _group_0_binding_6_cs.static_meta[3];
    uint l_442_ = (l_441_ * 1u);
    bool l_443_ = (l_6_ < l_442_);
    uint l_444_ = (l_442_ - 1u);
    uint l_445_ = min(l_6_, l_444_);
    uint l_446_ = _group_0_binding_3_cs[l_445_];
    uint l_7_ = (l_443_ ? l_446_ : 0u);
    uint l_448_ = _group_0_binding_6_cs.static_meta[3];
    uint l_449_ = (l_448_ * 1u);
    bool l_450_ = (2u < l_449_);
    uint l_451_ = (l_449_ - 1u);
    uint l_452_ = min(2u, l_451_);
    uint l_453_ = _group_0_binding_3_cs[l_452_];
    uint l_9_ = (l_450_ ? l_453_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_455_ = _group_0_binding_6_cs.static_meta[3];
    uint l_456_ = (l_455_ * 1u);
    bool l_457_ = (l_11_ < l_456_);
    uint l_458_ = (l_456_ - 1u);
    uint l_459_ = min(l_11_, l_458_);
    uint l_460_ = _group_0_binding_3_cs[l_459_];
    uint l_12_ = (l_457_ ? l_460_ : 0u);
    uint l_462_ = _group_0_binding_6_cs.static_meta[3];
    uint l_463_ = (l_462_ * 1u);
    bool l_464_ = (4u < l_463_);
    uint l_465_ = (l_463_ - 1u);
    uint l_466_ = min(4u, l_465_);
    uint l_467_ = _group_0_binding_3_cs[l_466_];
    uint l_14_ = (l_464_ ? l_467_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_469_ = _group_0_binding_6_cs.static_meta[3];
    uint l_470_ = (l_469_ * 1u);
    bool l_471_ = (l_16_ < l_470_);
    uint l_472_ = (l_470_ - 1u);
    uint l_473_ = min(l_16_, l_472_);
    uint l_474_ = _group_0_binding_3_cs[l_473_];
    uint l_17_ = (l_471_ ? l_474_ : 0u);
    uint l_476_ = _group_0_binding_6_cs.static_meta[3];
    uint l_477_ = (l_476_ * 1u);
    bool l_478_ = (6u < l_477_);
    uint l_479_ = (l_477_ - 1u);
    uint l_480_ = min(6u, l_479_);
    uint l_481_ = _group_0_binding_3_cs[l_480_];
    uint l_19_ = (l_478_ ? l_481_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_483_ = _group_0_binding_6_cs.static_meta[3];
    uint l_484_ = (l_483_ * 1u);
    bool l_485_ = (l_21_ < l_484_);
    uint l_486_ = (l_484_ - 1u);
    uint l_487_ = min(l_21_, l_486_);
    uint l_488_ = _group_0_binding_3_cs[l_487_];
    uint l_22_ = (l_485_ ? l_488_ : 0u);
    uint l_490_ = _group_0_binding_6_cs.static_meta[3];
    uint l_491_ = (l_490_ * 1u);
    bool l_492_ = (8u < l_491_);
    uint l_493_ = (l_491_ - 1u);
    uint l_494_ = min(8u, l_493_);
    uint l_495_ = _group_0_binding_3_cs[l_494_];
    uint l_24_ = (l_492_ ? l_495_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_497_ = _group_0_binding_6_cs.static_meta[3];
    uint l_498_ = (l_497_ * 1u);
    bool l_499_ = (l_26_ < l_498_);
    uint l_500_ = (l_498_ - 1u);
    uint l_501_ = min(l_26_, l_500_);
    uint l_502_ = _group_0_binding_3_cs[l_501_];
    uint l_27_ = (l_499_ ? l_502_ : 0u);
    uint l_504_ = _group_0_binding_6_cs.static_meta[3];
    uint l_505_ = (l_504_ * 1u);
    bool l_506_ = (10u < l_505_);
    uint l_507_ = (l_505_ - 1u);
    uint l_508_ = min(10u, l_507_);
    uint l_509_ = _group_0_binding_3_cs[l_508_];
    uint l_29_ = (l_506_ ? l_509_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_511_ = _group_0_binding_6_cs.static_meta[3];
    uint l_512_ = (l_511_ * 1u);
    bool l_513_ = (l_31_ < l_512_);
    uint l_514_ = (l_512_ - 1u);
    uint l_515_ = min(l_31_, l_514_);
    uint l_516_ = _group_0_binding_3_cs[l_515_];
    uint l_32_ = (l_513_ ? l_516_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = _group_0_binding_6_cs.static_meta[6];
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint l_523_ = (id & 65535u);
    uint l_524_ = (id >> 16u);
    uint l_525_ = (l_524_ & 65535u);
    uint l_526_ = (l_4_ & 65535u);
    uint l_527_ = (l_4_ >> 16u);
    uint l_528_ = (l_527_ & 65535u);
    uint l_529_ = (l_523_ * l_526_);
    uint l_530_ = (l_525_ * l_526_);
    uint l_531_ = (l_523_ * l_528_);
    uint l_532_ = (l_525_ * l_528_);
    uint l_533_ = (l_529_ >> 16u);
    uint l_534_ = (l_533_ & 65535u);
    uint l_535_ = (l_530_ & 65535u);
    uint l_536_ = (l_534_ + l_535_);
    uint l_537_ = (l_531_ & 65535u);
    uint l_538_ = (l_536_ + l_537_);
    uint l_539_ = (l_530_ >> 16u);
    uint l_540_ = (l_539_ & 65535u);
    uint l_541_ = (l_532_ + l_540_);
    uint l_542_ = (l_531_ >> 16u);
    uint l_543_ = (l_542_ & 65535u);
    uint l_544_ = (l_541_ + l_543_);
    uint l_545_ = (l_538_ >> 16u);
    uint l_546_ = (l_545_ & 65535u);
    uint l_37_ = (l_544_ + l_546_);
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
        uint l_548_ = _group_0_binding_6_cs.static_meta[0];
        uint l_549_ = (l_548_ * 1u);
        bool l_550_ = (l_58_ < l_549_);
        uint l_551_ = (l_549_ - 1u);
        uint l_552_ = min(l_58_, l_551_);
        uint l_553_ = _group_0_binding_0_cs[l_552_];
        uint l_59_ = (l_550_ ? l_553_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_555_ = _group_0_binding_6_cs.static_meta[0];
        uint l_556_ = (l_555_ * 1u);
        bool l_557_ = (l_61_ < l_556_);
        uint l_558_ = (l_556_ - 1u);
        uint l_559_ = min(l_61_, l_558_);
        uint l_560_ = _group_0_binding_0_cs[l_559_];
        uint l_62_ = (l_557_ ? l_560_ : 0u);
        uint l_63_ = (2u * id);
        uint l_562_ = _group_0_binding_6_cs.static_meta[1];
        uint l_563_ = (l_562_ * 1u);
        bool l_564_ = (l_63_ < l_563_);
        uint l_565_ = (l_563_ - 1u);
        uint l_566_ = min(l_63_, l_565_);
        uint l_567_ = _group_0_binding_1_cs[l_566_];
        uint l_64_ = (l_564_ ? l_567_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_569_ = _group_0_binding_6_cs.static_meta[1];
        uint l_570_ = (l_569_ * 1u);
        bool l_571_ = (l_66_ < l_570_);
        uint l_572_ = (l_570_ - 1u);
        uint l_573_ = min(l_66_, l_572_);
        uint l_574_ = _group_0_binding_1_cs[l_573_];
        uint l_67_ = (l_571_ ? l_574_ : 0u);
        uint l_68_ = (2u * id);
        uint l_576_ = _group_0_binding_6_cs.static_meta[2];
        uint l_577_ = (l_576_ * 1u);
        bool l_578_ = (l_68_ < l_577_);
        uint l_579_ = (l_577_ - 1u);
        uint l_580_ = min(l_68_, l_579_);
        uint l_581_ = _group_0_binding_2_cs[l_580_];
        uint l_69_ = (l_578_ ? l_581_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_583_ = _group_0_binding_6_cs.static_meta[2];
        uint l_584_ = (l_583_ * 1u);
        bool l_585_ = (l_71_ < l_584_);
        uint l_586_ = (l_584_ - 1u);
        uint l_587_ = min(l_71_, l_586_);
        uint l_588_ = _group_0_binding_2_cs[l_587_];
        uint l_72_ = (l_585_ ? l_588_ : 0u);
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
        uint l_590_ = (_e479 & 65535u);
        uint _e482 = l_mut_40_;
        uint l_591_ = (_e482 >> 16u);
        uint l_592_ = (l_591_ & 65535u);
        uint l_593_ = (l_4_ & 65535u);
        uint l_594_ = (l_4_ >> 16u);
        uint l_595_ = (l_594_ & 65535u);
        uint l_596_ = (l_590_ * l_593_);
        uint l_597_ = (l_592_ * l_593_);
        uint l_598_ = (l_590_ * l_595_);
        uint l_599_ = (l_592_ * l_595_);
        uint l_600_ = (l_596_ >> 16u);
        uint l_601_ = (l_600_ & 65535u);
        uint l_602_ = (l_597_ & 65535u);
        uint l_603_ = (l_601_ + l_602_);
        uint l_604_ = (l_598_ & 65535u);
        uint l_605_ = (l_603_ + l_604_);
        uint l_606_ = (l_597_ >> 16u);
        uint l_607_ = (l_606_ & 65535u);
        uint l_608_ = (l_599_ + l_607_);
        uint l_609_ = (l_598_ >> 16u);
        uint l_610_ = (l_609_ & 65535u);
        uint l_611_ = (l_608_ + l_610_);
        uint l_612_ = (l_605_ >> 16u);
        uint l_613_ = (l_612_ & 65535u);
        uint l_83_ = (l_611_ + l_613_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e523 = l_mut_75_;
        uint l_615_ = (_e523 & 65535u);
        uint _e526 = l_mut_75_;
        uint l_616_ = (_e526 >> 16u);
        uint l_617_ = (l_616_ & 65535u);
        uint l_618_ = (l_4_ & 65535u);
        uint l_619_ = (l_4_ >> 16u);
        uint l_620_ = (l_619_ & 65535u);
        uint l_621_ = (l_615_ * l_618_);
        uint l_622_ = (l_617_ * l_618_);
        uint l_623_ = (l_615_ * l_620_);
        uint l_624_ = (l_617_ * l_620_);
        uint l_625_ = (l_621_ >> 16u);
        uint l_626_ = (l_625_ & 65535u);
        uint l_627_ = (l_622_ & 65535u);
        uint l_628_ = (l_626_ + l_627_);
        uint l_629_ = (l_623_ & 65535u);
        uint l_630_ = (l_628_ + l_629_);
        uint l_631_ = (l_622_ >> 16u);
        uint l_632_ = (l_631_ & 65535u);
        uint l_633_ = (l_624_ + l_632_);
        uint l_634_ = (l_623_ >> 16u);
        uint l_635_ = (l_634_ & 65535u);
        uint l_636_ = (l_633_ + l_635_);
        uint l_637_ = (l_630_ >> 16u);
        uint l_638_ = (l_637_ & 65535u);
        uint l_85_ = (l_636_ + l_638_);
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
        uint l_640_ = (_e640 & 65535u);
        uint _e643 = l_mut_102_;
        uint l_641_ = (_e643 >> 16u);
        uint l_642_ = (l_641_ & 65535u);
        uint l_643_ = (l_121_ & 65535u);
        uint l_644_ = (l_121_ >> 16u);
        uint l_645_ = (l_644_ & 65535u);
        uint l_646_ = (l_640_ * l_643_);
        uint l_647_ = (l_642_ * l_643_);
        uint l_648_ = (l_640_ * l_645_);
        uint l_649_ = (l_642_ * l_645_);
        uint l_650_ = (l_646_ >> 16u);
        uint l_651_ = (l_650_ & 65535u);
        uint l_652_ = (l_647_ & 65535u);
        uint l_653_ = (l_651_ + l_652_);
        uint l_654_ = (l_648_ & 65535u);
        uint l_655_ = (l_653_ + l_654_);
        uint l_656_ = (l_647_ >> 16u);
        uint l_657_ = (l_656_ & 65535u);
        uint l_658_ = (l_649_ + l_657_);
        uint l_659_ = (l_648_ >> 16u);
        uint l_660_ = (l_659_ & 65535u);
        uint l_661_ = (l_658_ + l_660_);
        uint l_662_ = (l_655_ >> 16u);
        uint l_663_ = (l_662_ & 65535u);
        uint l_132_ = (l_661_ + l_663_);
        uint l_133_ = (l_132_ + l_131_);
        uint _e684 = l_mut_96_;
        uint l_665_ = (_e684 & 65535u);
        uint _e687 = l_mut_96_;
        uint l_666_ = (_e687 >> 16u);
        uint l_667_ = (l_666_ & 65535u);
        uint l_668_ = (l_121_ & 65535u);
        uint l_669_ = (l_121_ >> 16u);
        uint l_670_ = (l_669_ & 65535u);
        uint l_671_ = (l_665_ * l_668_);
        uint l_672_ = (l_667_ * l_668_);
        uint l_673_ = (l_665_ * l_670_);
        uint l_674_ = (l_667_ * l_670_);
        uint l_675_ = (l_671_ >> 16u);
        uint l_676_ = (l_675_ & 65535u);
        uint l_677_ = (l_672_ & 65535u);
        uint l_678_ = (l_676_ + l_677_);
        uint l_679_ = (l_673_ & 65535u);
        uint l_680_ = (l_678_ + l_679_);
        uint l_681_ = (l_672_ >> 16u);
        uint l_682_ = (l_681_ & 65535u);
        uint l_683_ = (l_674_ + l_682_);
        uint l_684_ = (l_673_ >> 16u);
        uint l_685_ = (l_684_ & 65535u);
        uint l_686_ = (l_683_ + l_685_);
        uint l_687_ = (l_680_ >> 16u);
        uint l_688_ = (l_687_ & 65535u);
        uint l_134_ = (l_686_ + l_688_);
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
                uint _e856 = l_mut_90_;
                l_mut_209_ = _e856;
                uint _e857 = l_mut_75_;
                l_mut_210_ = _e857;
                if (false) {
                    uint _e860 = l_mut_75_;
                    uint l_213_ = (_e860 >> 3u);
                    l_mut_209_ = l_213_;
                    l_mut_210_ = 0u;
                } else {
                    if (true) {
                        uint _e864 = l_mut_90_;
                        l_mut_215_ = _e864;
                        if (true) {
                            uint _e866 = l_mut_90_;
                            uint l_217_ = (_e866 >> 3u);
                            uint _e869 = l_mut_75_;
                            uint l_218_ = (_e869 << 29u);
                            uint l_219_ = (l_217_ | l_218_);
                            l_mut_215_ = l_219_;
                        }
                        uint _e873 = l_mut_75_;
                        uint l_220_ = (_e873 >> 3u);
                        uint _e876 = l_mut_215_;
                        l_mut_209_ = _e876;
                        l_mut_210_ = l_220_;
                    }
                }
                uint _e877 = l_mut_210_;
                uint _e878 = l_mut_96_;
                bool l_221_ = (_e877 < _e878);
                uint _e880 = l_mut_210_;
                uint _e881 = l_mut_96_;
                bool l_222_ = (_e880 == _e881);
                uint _e883 = l_mut_209_;
                uint _e884 = l_mut_102_;
                bool l_223_ = (_e883 < _e884);
                if (l_222_) {
                    local_9 = l_223_;
                } else {
                    local_9 = false;
                }
                bool l_224_ = local_9;
                if (!(l_221_)) {
                    local_10 = l_224_;
                } else {
                    local_10 = true;
                }
                bool l_225_ = local_10;
                bool l_226_ = !(l_225_);
                l_mut_208_ = l_226_;
                uint _e896 = l_mut_102_;
                uint _e897 = l_mut_96_;
                uint l_227_ = (_e896 | _e897);
                bool l_228_ = (l_227_ == 0u);
                if (l_228_) {
                    l_mut_207_ = l_4_;
                } else {
                    bool _e901 = l_mut_208_;
                    if (_e901) {
                        uint _e902 = l_mut_96_;
                        uint _e903 = l_mut_75_;
                        bool l_229_ = (_e902 < _e903);
                        uint _e905 = l_mut_96_;
                        uint _e906 = l_mut_75_;
                        bool l_230_ = (_e905 == _e906);
                        uint _e908 = l_mut_102_;
                        uint _e909 = l_mut_90_;
                        bool l_231_ = (_e908 < _e909);
                        if (l_230_) {
                            local_11 = l_231_;
                        } else {
                            local_11 = false;
                        }
                        bool l_232_ = local_11;
                        if (!(l_229_)) {
                            local_12 = l_232_;
                        } else {
                            local_12 = true;
                        }
                        bool l_233_ = local_12;
                        if (l_233_) {
                            uint _e920 = l_mut_90_;
                            uint l_234_ = (_e920 - 1u);
                            uint _e923 = l_mut_75_;
                            uint l_235_ = (_e923 - 0u);
                            uint _e926 = l_mut_90_;
                            bool l_236_ = (_e926 < 1u);
                            uint l_237_ = uint(l_236_);
                            uint l_238_ = (l_235_ - l_237_);
                            l_mut_215_ = l_234_;
                            l_mut_210_ = l_238_;
                            l_mut_209_ = 0u;
                            l_mut_239_ = 0u;
                            bool loop_init = true;
                            while(true) {
                                if (!loop_init) {
                                    uint _e1019 = l_mut_239_;
                                    l_mut_239_ = (_e1019 + 1u);
                                }
                                loop_init = false;
                                uint _e934 = l_mut_239_;
                                if ((_e934 < 16u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e938 = l_mut_239_;
                                    uint l_240_ = (15u - _e938);
                                    uint _e940 = l_mut_215_;
                                    l_mut_241_ = _e940;
                                    uint _e941 = l_mut_210_;
                                    l_mut_242_ = _e941;
                                    bool l_243_ = (l_240_ >= 32u);
                                    if (l_243_) {
                                        uint l_244_ = (l_240_ & 31u);
                                        uint _e946 = l_mut_210_;
                                        uint l_245_ = (_e946 >> l_244_);
                                        l_mut_241_ = l_245_;
                                        l_mut_242_ = 0u;
                                    } else {
                                        bool l_246_ = (l_240_ > 0u);
                                        if (l_246_) {
                                            uint _e951 = l_mut_215_;
                                            l_mut_247_ = _e951;
                                            bool l_248_ = (l_240_ > 0u);
                                            if (l_248_) {
                                                uint _e954 = l_mut_215_;
                                                uint l_249_ = (_e954 >> l_240_);
                                                uint l_250_ = (32u - l_240_);
                                                uint _e958 = l_mut_210_;
                                                uint l_251_ = (_e958 << l_250_);
                                                uint l_252_ = (l_249_ | l_251_);
                                                l_mut_247_ = l_252_;
                                            }
                                            uint _e961 = l_mut_210_;
                                            uint l_253_ = (_e961 >> l_240_);
                                            uint _e963 = l_mut_247_;
                                            l_mut_241_ = _e963;
                                            l_mut_242_ = l_253_;
                                        }
                                    }
                                    uint _e964 = l_mut_242_;
                                    uint _e965 = l_mut_96_;
                                    bool l_254_ = (_e964 < _e965);
                                    uint _e967 = l_mut_242_;
                                    uint _e968 = l_mut_96_;
                                    bool l_255_ = (_e967 == _e968);
                                    uint _e970 = l_mut_241_;
                                    uint _e971 = l_mut_102_;
                                    bool l_256_ = (_e970 < _e971);
                                    if (l_255_) {
                                        local_13 = l_256_;
                                    } else {
                                        local_13 = false;
                                    }
                                    bool l_257_ = local_13;
                                    if (!(l_254_)) {
                                        local_14 = l_257_;
                                    } else {
                                        local_14 = true;
                                    }
                                    bool l_258_ = local_14;
                                    bool l_259_ = !(l_258_);
                                    if (l_259_) {
                                        uint _e983 = l_mut_102_;
                                        l_mut_247_ = _e983;
                                        uint _e984 = l_mut_96_;
                                        l_mut_242_ = _e984;
                                        bool l_260_ = (l_240_ >= 32u);
                                        if (l_260_) {
                                            uint l_261_ = (l_240_ & 31u);
                                            uint _e989 = l_mut_102_;
                                            uint l_262_ = (_e989 << l_261_);
                                            l_mut_247_ = 0u;
                                            l_mut_242_ = l_262_;
                                        } else {
                                            bool l_263_ = (l_240_ > 0u);
                                            if (l_263_) {
                                                uint _e994 = l_mut_102_;
                                                uint l_264_ = (_e994 << l_240_);
                                                uint _e996 = l_mut_96_;
                                                uint l_265_ = (_e996 << l_240_);
                                                uint l_266_ = (32u - l_240_);
                                                uint _e1000 = l_mut_102_;
                                                uint l_267_ = (_e1000 >> l_266_);
                                                uint l_268_ = (l_265_ | l_267_);
                                                l_mut_247_ = l_264_;
                                                l_mut_242_ = l_268_;
                                            }
                                        }
                                        uint _e1003 = l_mut_215_;
                                        uint _e1004 = l_mut_247_;
                                        uint l_269_ = (_e1003 - _e1004);
                                        uint _e1006 = l_mut_210_;
                                        uint _e1007 = l_mut_242_;
                                        uint l_270_ = (_e1006 - _e1007);
                                        uint _e1009 = l_mut_215_;
                                        uint _e1010 = l_mut_247_;
                                        bool l_271_ = (_e1009 < _e1010);
                                        uint l_272_ = uint(l_271_);
                                        uint l_273_ = (l_270_ - l_272_);
                                        l_mut_215_ = l_269_;
                                        l_mut_210_ = l_273_;
                                        uint l_274_ = (1u << l_240_);
                                        uint _e1016 = l_mut_209_;
                                        l_mut_209_ = (_e1016 | l_274_);
                                    }
                                }
                            }
                            uint _e1021 = l_mut_209_;
                            uint l_275_ = min(_e1021, l_4_);
                            l_mut_247_ = l_275_;
                            uint _e1023 = l_mut_210_;
                            uint _e1024 = l_mut_96_;
                            bool l_276_ = (_e1023 < _e1024);
                            uint _e1026 = l_mut_210_;
                            uint _e1027 = l_mut_96_;
                            bool l_277_ = (_e1026 == _e1027);
                            uint _e1029 = l_mut_215_;
                            uint _e1030 = l_mut_102_;
                            bool l_278_ = (_e1029 < _e1030);
                            if (l_277_) {
                                local_15 = l_278_;
                            } else {
                                local_15 = false;
                            }
                            bool l_279_ = local_15;
                            if (!(l_276_)) {
                                local_16 = l_279_;
                            } else {
                                local_16 = true;
                            }
                            bool l_280_ = local_16;
                            bool l_281_ = !(l_280_);
                            if (l_281_) {
                                l_mut_247_ = l_4_;
                            }
                            uint _e1042 = l_mut_247_;
                            l_mut_207_ = _e1042;
                        }
                    } else {
                        uint _e1043 = l_mut_90_;
                        l_mut_247_ = _e1043;
                        uint _e1044 = l_mut_75_;
                        l_mut_242_ = _e1044;
                        while(true) {
                            uint _e1045 = l_mut_96_;
                            uint _e1046 = l_mut_242_;
                            bool l_282_ = (_e1045 < _e1046);
                            uint _e1048 = l_mut_96_;
                            uint _e1049 = l_mut_242_;
                            bool l_283_ = (_e1048 == _e1049);
                            uint _e1051 = l_mut_102_;
                            uint _e1052 = l_mut_247_;
                            bool l_284_ = (_e1051 < _e1052);
                            if (l_283_) {
                                local_17 = l_284_;
                            } else {
                                local_17 = false;
                            }
                            bool l_285_ = local_17;
                            if (!(l_282_)) {
                                local_18 = l_285_;
                            } else {
                                local_18 = true;
                            }
                            bool l_286_ = local_18;
                            uint _e1063 = l_mut_207_;
                            uint _e1064 = l_mut_189_;
                            uint l_287_ = (_e1063 * _e1064);
                            uint _e1066 = l_mut_188_;
                            uint l_288_ = (_e1066 + l_287_);
                            uint _e1068 = l_mut_189_;
                            uint l_289_ = (l_288_ + _e1068);
                            bool l_290_ = (l_289_ < l_4_);
                            if (l_286_) {
                                local_19 = l_290_;
                            } else {
                                local_19 = false;
                            }
                            bool l_291_ = local_19;
                            bool l_292_ = !(l_291_);
                            if (l_292_) {
                                break;
                            }
                            uint _e1076 = l_mut_247_;
                            uint _e1077 = l_mut_102_;
                            uint l_293_ = (_e1076 - _e1077);
                            uint _e1079 = l_mut_242_;
                            uint _e1080 = l_mut_96_;
                            uint l_294_ = (_e1079 - _e1080);
                            uint _e1082 = l_mut_247_;
                            uint _e1083 = l_mut_102_;
                            bool l_295_ = (_e1082 < _e1083);
                            uint l_296_ = uint(l_295_);
                            uint l_297_ = (l_294_ - l_296_);
                            l_mut_247_ = l_293_;
                            l_mut_242_ = l_297_;
                            uint _e1087 = l_mut_207_;
                            l_mut_207_ = (_e1087 + 1u);
                        }
                    }
                }
                uint _e1090 = l_mut_207_;
                uint _e1091 = l_mut_189_;
                uint l_298_ = (_e1090 * _e1091);
                uint _e1093 = l_mut_188_;
                uint l_299_ = (_e1093 + l_298_);
                uint _e1095 = l_mut_189_;
                uint l_300_ = (l_299_ + _e1095);
                bool l_301_ = (l_300_ >= l_4_);
                if (l_301_) {
                    l_mut_190_ = true;
                    l_mut_197_ = false;
                } else {
                    uint _e1100 = l_mut_102_;
                    uint _e1101 = l_mut_207_;
                    uint l_302_ = (_e1100 * _e1101);
                    uint _e1103 = l_mut_102_;
                    uint l_690_ = (_e1103 & 65535u);
                    uint _e1106 = l_mut_102_;
                    uint l_691_ = (_e1106 >> 16u);
                    uint l_692_ = (l_691_ & 65535u);
                    uint _e1111 = l_mut_207_;
                    uint l_693_ = (_e1111 & 65535u);
                    uint _e1114 = l_mut_207_;
                    uint l_694_ = (_e1114 >> 16u);
                    uint l_695_ = (l_694_ & 65535u);
                    uint l_696_ = (l_690_ * l_693_);
                    uint l_697_ = (l_692_ * l_693_);
                    uint l_698_ = (l_690_ * l_695_);
                    uint l_699_ = (l_692_ * l_695_);
                    uint l_700_ = (l_696_ >> 16u);
                    uint l_701_ = (l_700_ & 65535u);
                    uint l_702_ = (l_697_ & 65535u);
                    uint l_703_ = (l_701_ + l_702_);
                    uint l_704_ = (l_698_ & 65535u);
                    uint l_705_ = (l_703_ + l_704_);
                    uint l_706_ = (l_697_ >> 16u);
                    uint l_707_ = (l_706_ & 65535u);
                    uint l_708_ = (l_699_ + l_707_);
                    uint l_709_ = (l_698_ >> 16u);
                    uint l_710_ = (l_709_ & 65535u);
                    uint l_711_ = (l_708_ + l_710_);
                    uint l_712_ = (l_705_ >> 16u);
                    uint l_713_ = (l_712_ & 65535u);
                    uint l_303_ = (l_711_ + l_713_);
                    uint _e1148 = l_mut_96_;
                    uint _e1149 = l_mut_207_;
                    uint l_304_ = (_e1148 * _e1149);
                    uint l_305_ = (l_303_ + l_304_);
                    uint _e1152 = l_mut_90_;
                    uint l_306_ = (_e1152 - l_302_);
                    uint _e1154 = l_mut_75_;
                    uint l_307_ = (_e1154 - l_305_);
                    uint _e1156 = l_mut_90_;
                    bool l_308_ = (_e1156 < l_302_);
                    uint l_309_ = uint(l_308_);
                    uint l_310_ = (l_307_ - l_309_);
                    l_mut_90_ = l_306_;
                    l_mut_75_ = l_310_;
                    uint _e1160 = l_mut_207_;
                    uint _e1161 = l_mut_189_;
                    uint l_311_ = (_e1160 * _e1161);
                    uint _e1163 = l_mut_188_;
                    l_mut_188_ = (_e1163 + l_311_);
                    uint _e1165 = l_mut_102_;
                    uint _e1166 = l_mut_90_;
                    uint l_312_ = (_e1165 - _e1166);
                    uint _e1168 = l_mut_96_;
                    uint _e1169 = l_mut_75_;
                    uint l_313_ = (_e1168 - _e1169);
                    uint _e1171 = l_mut_102_;
                    uint _e1172 = l_mut_90_;
                    bool l_314_ = (_e1171 < _e1172);
                    uint l_315_ = uint(l_314_);
                    uint l_316_ = (l_313_ - l_315_);
                    l_mut_102_ = l_312_;
                    l_mut_96_ = l_316_;
                    uint _e1176 = l_mut_189_;
                    uint _e1177 = l_mut_188_;
                    l_mut_189_ = (_e1176 + _e1177);
                }
            } else {
                uint _e1179 = l_mut_40_;
                uint _e1180 = l_mut_102_;
                uint l_317_ = (_e1179 - _e1180);
                uint _e1182 = l_mut_187_;
                uint _e1183 = l_mut_96_;
                uint l_318_ = (_e1182 - _e1183);
                uint _e1185 = l_mut_40_;
                uint _e1186 = l_mut_102_;
                bool l_319_ = (_e1185 < _e1186);
                uint l_320_ = uint(l_319_);
                uint l_321_ = (l_318_ - l_320_);
                l_mut_40_ = l_317_;
                l_mut_187_ = l_321_;
                uint _e1190 = l_mut_187_;
                bool l_322_ = (_e1190 < l_181_);
                uint _e1192 = l_mut_187_;
                bool l_323_ = (_e1192 == l_181_);
                uint _e1194 = l_mut_40_;
                bool l_324_ = (_e1194 < l_177_);
                if (l_323_) {
                    local_20 = l_324_;
                } else {
                    local_20 = false;
                }
                bool l_325_ = local_20;
                if (!(l_322_)) {
                    local_21 = l_325_;
                } else {
                    local_21 = true;
                }
                bool l_326_ = local_21;
                if (l_326_) {
                    l_mut_197_ = false;
                } else {
                    l_mut_247_ = 0u;
                    l_mut_208_ = false;
                    uint _e1208 = l_mut_102_;
                    l_mut_242_ = _e1208;
                    uint _e1209 = l_mut_96_;
                    l_mut_241_ = _e1209;
                    if (false) {
                        uint _e1212 = l_mut_96_;
                        uint l_329_ = (_e1212 >> 3u);
                        l_mut_242_ = l_329_;
                        l_mut_241_ = 0u;
                    } else {
                        if (true) {
                            uint _e1216 = l_mut_102_;
                            l_mut_215_ = _e1216;
                            if (true) {
                                uint _e1218 = l_mut_102_;
                                uint l_332_ = (_e1218 >> 3u);
                                uint _e1221 = l_mut_96_;
                                uint l_333_ = (_e1221 << 29u);
                                uint l_334_ = (l_332_ | l_333_);
                                l_mut_215_ = l_334_;
                            }
                            uint _e1225 = l_mut_96_;
                            uint l_335_ = (_e1225 >> 3u);
                            uint _e1228 = l_mut_215_;
                            l_mut_242_ = _e1228;
                            l_mut_241_ = l_335_;
                        }
                    }
                    uint _e1229 = l_mut_241_;
                    uint _e1230 = l_mut_75_;
                    bool l_336_ = (_e1229 < _e1230);
                    uint _e1232 = l_mut_241_;
                    uint _e1233 = l_mut_75_;
                    bool l_337_ = (_e1232 == _e1233);
                    uint _e1235 = l_mut_242_;
                    uint _e1236 = l_mut_90_;
                    bool l_338_ = (_e1235 < _e1236);
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
                    l_mut_208_ = l_341_;
                    uint _e1248 = l_mut_90_;
                    uint _e1249 = l_mut_75_;
                    uint l_342_ = (_e1248 | _e1249);
                    bool l_343_ = (l_342_ == 0u);
                    if (l_343_) {
                        l_mut_247_ = l_4_;
                    } else {
                        bool _e1253 = l_mut_208_;
                        if (_e1253) {
                            uint _e1254 = l_mut_75_;
                            uint _e1255 = l_mut_96_;
                            bool l_344_ = (_e1254 < _e1255);
                            uint _e1257 = l_mut_75_;
                            uint _e1258 = l_mut_96_;
                            bool l_345_ = (_e1257 == _e1258);
                            uint _e1260 = l_mut_90_;
                            uint _e1261 = l_mut_102_;
                            bool l_346_ = (_e1260 < _e1261);
                            if (l_345_) {
                                local_24 = l_346_;
                            } else {
                                local_24 = false;
                            }
                            bool l_347_ = local_24;
                            if (!(l_344_)) {
                                local_25 = l_347_;
                            } else {
                                local_25 = true;
                            }
                            bool l_348_ = local_25;
                            if (l_348_) {
                                uint _e1272 = l_mut_102_;
                                uint l_349_ = (_e1272 - 1u);
                                uint _e1275 = l_mut_96_;
                                uint l_350_ = (_e1275 - 0u);
                                uint _e1278 = l_mut_102_;
                                bool l_351_ = (_e1278 < 1u);
                                uint l_352_ = uint(l_351_);
                                uint l_353_ = (l_350_ - l_352_);
                                l_mut_242_ = l_349_;
                                l_mut_241_ = l_353_;
                                l_mut_215_ = 0u;
                                l_mut_354_ = 0u;
                                bool loop_init_1 = true;
                                while(true) {
                                    if (!loop_init_1) {
                                        uint _e1371 = l_mut_354_;
                                        l_mut_354_ = (_e1371 + 1u);
                                    }
                                    loop_init_1 = false;
                                    uint _e1286 = l_mut_354_;
                                    if ((_e1286 < 16u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1290 = l_mut_354_;
                                        uint l_355_ = (15u - _e1290);
                                        uint _e1292 = l_mut_242_;
                                        l_mut_210_ = _e1292;
                                        uint _e1293 = l_mut_241_;
                                        l_mut_209_ = _e1293;
                                        bool l_356_ = (l_355_ >= 32u);
                                        if (l_356_) {
                                            uint l_357_ = (l_355_ & 31u);
                                            uint _e1298 = l_mut_241_;
                                            uint l_358_ = (_e1298 >> l_357_);
                                            l_mut_210_ = l_358_;
                                            l_mut_209_ = 0u;
                                        } else {
                                            bool l_359_ = (l_355_ > 0u);
                                            if (l_359_) {
                                                uint _e1303 = l_mut_242_;
                                                l_mut_207_ = _e1303;
                                                bool l_360_ = (l_355_ > 0u);
                                                if (l_360_) {
                                                    uint _e1306 = l_mut_242_;
                                                    uint l_361_ = (_e1306 >> l_355_);
                                                    uint l_362_ = (32u - l_355_);
                                                    uint _e1310 = l_mut_241_;
                                                    uint l_363_ = (_e1310 << l_362_);
                                                    uint l_364_ = (l_361_ | l_363_);
                                                    l_mut_207_ = l_364_;
                                                }
                                                uint _e1313 = l_mut_241_;
                                                uint l_365_ = (_e1313 >> l_355_);
                                                uint _e1315 = l_mut_207_;
                                                l_mut_210_ = _e1315;
                                                l_mut_209_ = l_365_;
                                            }
                                        }
                                        uint _e1316 = l_mut_209_;
                                        uint _e1317 = l_mut_75_;
                                        bool l_366_ = (_e1316 < _e1317);
                                        uint _e1319 = l_mut_209_;
                                        uint _e1320 = l_mut_75_;
                                        bool l_367_ = (_e1319 == _e1320);
                                        uint _e1322 = l_mut_210_;
                                        uint _e1323 = l_mut_90_;
                                        bool l_368_ = (_e1322 < _e1323);
                                        if (l_367_) {
                                            local_26 = l_368_;
                                        } else {
                                            local_26 = false;
                                        }
                                        bool l_369_ = local_26;
                                        if (!(l_366_)) {
                                            local_27 = l_369_;
                                        } else {
                                            local_27 = true;
                                        }
                                        bool l_370_ = local_27;
                                        bool l_371_ = !(l_370_);
                                        if (l_371_) {
                                            uint _e1335 = l_mut_90_;
                                            l_mut_210_ = _e1335;
                                            uint _e1336 = l_mut_75_;
                                            l_mut_209_ = _e1336;
                                            bool l_372_ = (l_355_ >= 32u);
                                            if (l_372_) {
                                                uint l_373_ = (l_355_ & 31u);
                                                uint _e1341 = l_mut_90_;
                                                uint l_374_ = (_e1341 << l_373_);
                                                l_mut_210_ = 0u;
                                                l_mut_209_ = l_374_;
                                            } else {
                                                bool l_375_ = (l_355_ > 0u);
                                                if (l_375_) {
                                                    uint _e1346 = l_mut_90_;
                                                    uint l_376_ = (_e1346 << l_355_);
                                                    uint _e1348 = l_mut_75_;
                                                    uint l_377_ = (_e1348 << l_355_);
                                                    uint l_378_ = (32u - l_355_);
                                                    uint _e1352 = l_mut_90_;
                                                    uint l_379_ = (_e1352 >> l_378_);
                                                    uint l_380_ = (l_377_ | l_379_);
                                                    l_mut_210_ = l_376_;
                                                    l_mut_209_ = l_380_;
                                                }
                                            }
                                            uint _e1355 = l_mut_242_;
                                            uint _e1356 = l_mut_210_;
                                            uint l_381_ = (_e1355 - _e1356);
                                            uint _e1358 = l_mut_241_;
                                            uint _e1359 = l_mut_209_;
                                            uint l_382_ = (_e1358 - _e1359);
                                            uint _e1361 = l_mut_242_;
                                            uint _e1362 = l_mut_210_;
                                            bool l_383_ = (_e1361 < _e1362);
                                            uint l_384_ = uint(l_383_);
                                            uint l_385_ = (l_382_ - l_384_);
                                            l_mut_242_ = l_381_;
                                            l_mut_241_ = l_385_;
                                            uint l_386_ = (1u << l_355_);
                                            uint _e1368 = l_mut_215_;
                                            l_mut_215_ = (_e1368 | l_386_);
                                        }
                                    }
                                }
                                uint _e1373 = l_mut_215_;
                                uint l_387_ = min(_e1373, l_4_);
                                l_mut_215_ = l_387_;
                                uint _e1375 = l_mut_241_;
                                uint _e1376 = l_mut_75_;
                                bool l_388_ = (_e1375 < _e1376);
                                uint _e1378 = l_mut_241_;
                                uint _e1379 = l_mut_75_;
                                bool l_389_ = (_e1378 == _e1379);
                                uint _e1381 = l_mut_242_;
                                uint _e1382 = l_mut_90_;
                                bool l_390_ = (_e1381 < _e1382);
                                if (l_389_) {
                                    local_28 = l_390_;
                                } else {
                                    local_28 = false;
                                }
                                bool l_391_ = local_28;
                                if (!(l_388_)) {
                                    local_29 = l_391_;
                                } else {
                                    local_29 = true;
                                }
                                bool l_392_ = local_29;
                                bool l_393_ = !(l_392_);
                                if (l_393_) {
                                    l_mut_215_ = l_4_;
                                }
                                uint _e1394 = l_mut_215_;
                                l_mut_247_ = _e1394;
                            }
                        } else {
                            uint _e1395 = l_mut_102_;
                            l_mut_242_ = _e1395;
                            uint _e1396 = l_mut_96_;
                            l_mut_241_ = _e1396;
                            while(true) {
                                uint _e1397 = l_mut_75_;
                                uint _e1398 = l_mut_241_;
                                bool l_394_ = (_e1397 < _e1398);
                                uint _e1400 = l_mut_75_;
                                uint _e1401 = l_mut_241_;
                                bool l_395_ = (_e1400 == _e1401);
                                uint _e1403 = l_mut_90_;
                                uint _e1404 = l_mut_242_;
                                bool l_396_ = (_e1403 < _e1404);
                                if (l_395_) {
                                    local_30 = l_396_;
                                } else {
                                    local_30 = false;
                                }
                                bool l_397_ = local_30;
                                if (!(l_394_)) {
                                    local_31 = l_397_;
                                } else {
                                    local_31 = true;
                                }
                                bool l_398_ = local_31;
                                uint _e1415 = l_mut_247_;
                                uint _e1416 = l_mut_188_;
                                uint l_399_ = (_e1415 * _e1416);
                                uint _e1418 = l_mut_189_;
                                uint l_400_ = (_e1418 + l_399_);
                                uint _e1420 = l_mut_188_;
                                uint l_401_ = (l_400_ + _e1420);
                                bool l_402_ = (l_401_ < l_4_);
                                if (l_398_) {
                                    local_32 = l_402_;
                                } else {
                                    local_32 = false;
                                }
                                bool l_403_ = local_32;
                                bool l_404_ = !(l_403_);
                                if (l_404_) {
                                    break;
                                }
                                uint _e1428 = l_mut_242_;
                                uint _e1429 = l_mut_90_;
                                uint l_405_ = (_e1428 - _e1429);
                                uint _e1431 = l_mut_241_;
                                uint _e1432 = l_mut_75_;
                                uint l_406_ = (_e1431 - _e1432);
                                uint _e1434 = l_mut_242_;
                                uint _e1435 = l_mut_90_;
                                bool l_407_ = (_e1434 < _e1435);
                                uint l_408_ = uint(l_407_);
                                uint l_409_ = (l_406_ - l_408_);
                                l_mut_242_ = l_405_;
                                l_mut_241_ = l_409_;
                                uint _e1439 = l_mut_247_;
                                l_mut_247_ = (_e1439 + 1u);
                            }
                        }
                    }
                    uint _e1442 = l_mut_188_;
                    uint _e1443 = l_mut_189_;
                    uint l_410_ = (_e1442 + _e1443);
                    uint _e1445 = l_mut_247_;
                    uint _e1446 = l_mut_188_;
                    uint l_411_ = (_e1445 * _e1446);
                    uint l_412_ = (l_410_ + l_411_);
                    bool l_413_ = (l_412_ >= l_4_);
                    if (l_413_) {
                        l_mut_190_ = true;
                        l_mut_197_ = false;
                    } else {
                        uint _e1452 = l_mut_90_;
                        uint _e1453 = l_mut_247_;
                        uint l_414_ = (_e1452 * _e1453);
                        uint _e1455 = l_mut_90_;
                        uint l_715_ = (_e1455 & 65535u);
                        uint _e1458 = l_mut_90_;
                        uint l_716_ = (_e1458 >> 16u);
                        uint l_717_ = (l_716_ & 65535u);
                        uint _e1463 = l_mut_247_;
                        uint l_718_ = (_e1463 & 65535u);
                        uint _e1466 = l_mut_247_;
                        uint l_719_ = (_e1466 >> 16u);
                        uint l_720_ = (l_719_ & 65535u);
                        uint l_721_ = (l_715_ * l_718_);
                        uint l_722_ = (l_717_ * l_718_);
                        uint l_723_ = (l_715_ * l_720_);
                        uint l_724_ = (l_717_ * l_720_);
                        uint l_725_ = (l_721_ >> 16u);
                        uint l_726_ = (l_725_ & 65535u);
                        uint l_727_ = (l_722_ & 65535u);
                        uint l_728_ = (l_726_ + l_727_);
                        uint l_729_ = (l_723_ & 65535u);
                        uint l_730_ = (l_728_ + l_729_);
                        uint l_731_ = (l_722_ >> 16u);
                        uint l_732_ = (l_731_ & 65535u);
                        uint l_733_ = (l_724_ + l_732_);
                        uint l_734_ = (l_723_ >> 16u);
                        uint l_735_ = (l_734_ & 65535u);
                        uint l_736_ = (l_733_ + l_735_);
                        uint l_737_ = (l_730_ >> 16u);
                        uint l_738_ = (l_737_ & 65535u);
                        uint l_415_ = (l_736_ + l_738_);
                        uint _e1500 = l_mut_75_;
                        uint _e1501 = l_mut_247_;
                        uint l_416_ = (_e1500 * _e1501);
                        uint l_417_ = (l_415_ + l_416_);
                        uint _e1504 = l_mut_102_;
                        uint l_418_ = (_e1504 - l_414_);
                        uint _e1506 = l_mut_96_;
                        uint l_419_ = (_e1506 - l_417_);
                        uint _e1508 = l_mut_102_;
                        bool l_420_ = (_e1508 < l_414_);
                        uint l_421_ = uint(l_420_);
                        uint l_422_ = (l_419_ - l_421_);
                        l_mut_102_ = l_418_;
                        l_mut_96_ = l_422_;
                        uint _e1512 = l_mut_247_;
                        uint _e1513 = l_mut_188_;
                        uint l_423_ = (_e1512 * _e1513);
                        uint _e1515 = l_mut_189_;
                        l_mut_189_ = (_e1515 + l_423_);
                        uint _e1517 = l_mut_90_;
                        uint _e1518 = l_mut_102_;
                        uint l_424_ = (_e1517 - _e1518);
                        uint _e1520 = l_mut_75_;
                        uint _e1521 = l_mut_96_;
                        uint l_425_ = (_e1520 - _e1521);
                        uint _e1523 = l_mut_90_;
                        uint _e1524 = l_mut_102_;
                        bool l_426_ = (_e1523 < _e1524);
                        uint l_427_ = uint(l_426_);
                        uint l_428_ = (l_425_ - l_427_);
                        l_mut_90_ = l_424_;
                        l_mut_75_ = l_428_;
                        uint _e1528 = l_mut_188_;
                        uint _e1529 = l_mut_189_;
                        l_mut_188_ = (_e1528 + _e1529);
                    }
                }
            }
        }
        bool _e1531 = l_mut_190_;
        bool l_429_ = !(_e1531);
        if (l_429_) {
            uint l_740_ = _group_0_binding_6_cs.static_meta[5];
            uint l_741_ = (l_740_ * 1u);
            uint l_742_ = (l_741_ - 1u);
            uint l_743_ = min(0u, l_742_);
            uint _e1546 = atomicAdd(_group_0_binding_5_cs[l_743_], 1u);
            uint l_432_ = _group_0_binding_6_cs.static_meta[10];
            bool l_433_ = (_e1546 < l_432_);
            if (l_433_) {
                uint l_745_ = _group_0_binding_6_cs.static_meta[4];
                uint l_746_ = (l_745_ * 1u);
                bool l_747_ = (_e1546 < l_746_);
                if (l_747_) {
                    _group_0_binding_4_cs[_e1546] = id;
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
