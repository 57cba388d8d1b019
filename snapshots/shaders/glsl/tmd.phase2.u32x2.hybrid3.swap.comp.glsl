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
    uint l_mut_103_ = 0u;
    uint l_mut_109_ = 0u;
    uint l_mut_292_ = 0u;
    uint l_mut_293_ = 0u;
    uint l_mut_294_ = 0u;
    bool l_mut_295_ = false;
    bool l_mut_302_ = false;
    bool l_mut_305_ = false;
    uint l_mut_307_ = 0u;
    uint l_mut_308_ = 0u;
    bool l_mut_316_ = false;
    bool l_mut_327_ = false;
    uint l_mut_328_ = 0u;
    uint l_mut_333_ = 0u;
    uint l_mut_359_ = 0u;
    uint l_mut_360_ = 0u;
    uint l_mut_365_ = 0u;
    uint l_mut_45_ = 0u;
    uint l_mut_82_ = 0u;
    uint l_mut_97_ = 0u;
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
    uint l_mut_357_ = 0u;
    bool local_14 = false;
    bool local_15 = false;
    bool local_16 = false;
    bool local_17 = false;
    bool local_18 = false;
    bool local_19 = false;
    bool local_20 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_442_ = _group_0_binding_7_cs.static_meta[6];
        uint l_443_ = (l_442_ * 1u);
        uint l_444_ = (l_443_ - 1u);
        uint l_445_ = min(3u, l_444_);
        uint _e60 = atomicAdd(_group_0_binding_6_cs[l_445_], 1u);
    }
    uint l_3_ = _group_0_binding_7_cs.static_meta[11];
    uint l_4_ = (l_3_ * 8u);
    bool l_5_ = (id < l_4_);
    if (l_5_) {
        uint l_447_ = _group_0_binding_7_cs.static_meta[3];
        uint l_448_ = (l_447_ * 1u);
        bool l_449_ = (0u < l_448_);
        uint l_450_ = (l_448_ - 1u);
        uint l_451_ = min(0u, l_450_);
        uint l_452_ = _group_0_binding_3_cs[l_451_];
        uint l_7_ = (l_449_ ? l_452_ : 0u);
        uint l_9_ = (0u + 1u);
        uint l_454_ = _group_0_binding_7_cs.static_meta[3];
        uint l_455_ = (l_454_ * 1u);
        bool l_456_ = (l_9_ < l_455_);
        uint l_457_ = (l_455_ - 1u);
        uint l_458_ = min(l_9_, l_457_);
        uint l_459_ = _group_0_binding_3_cs[l_458_];
        uint l_10_ = (l_456_ ? l_459_ : 0u);
        uint l_461_ = _group_0_binding_7_cs.static_meta[3];
        uint l_462_ = (l_461_ * 1u);
        bool l_463_ = (2u < l_462_);
        uint l_464_ = (l_462_ - 1u);
        uint l_465_ = min(2u, l_464_);
        uint l_466_ = _group_0_binding_3_cs[l_465_];
        uint l_12_ = (l_463_ ? l_466_ : 0u);
        uint l_14_ = (2u + 1u);
        uint l_468_ = _group_0_binding_7_cs.static_meta[3];
        uint l_469_ = (l_468_ * 1u);
        bool l_470_ = (l_14_ < l_469_);
        uint l_471_ = (l_469_ - 1u);
        uint l_472_ = min(l_14_, l_471_);
        uint l_473_ = _group_0_binding_3_cs[l_472_];
        uint l_15_ = (l_470_ ? l_473_ : 0u);
        uint l_475_ = _group_0_binding_7_cs.static_meta[3];
        uint l_476_ = (l_475_ * 1u);
        bool l_477_ = (4u < l_476_);
        uint l_478_ = (l_476_ - 1u);
        uint l_479_ = min(4u, l_478_);
        uint l_480_ = _group_0_binding_3_cs[l_479_];
        uint l_17_ = (l_477_ ? l_480_ : 0u);
        uint l_19_ = (4u + 1u);
        uint l_482_ = _group_0_binding_7_cs.static_meta[3];
        uint l_483_ = (l_482_ * 1u);
        bool l_484_ = (l_19_ < l_483_);
        uint l_485_ = (l_483_ - 1u);
        uint l_486_ = min(l_19_, l_485_);
        uint l_487_ = _group_0_binding_3_cs[l_486_];
        uint l_20_ = (l_484_ ? l_487_ : 0u);
        uint l_489_ = _group_0_binding_7_cs.static_meta[3];
        uint l_490_ = (l_489_ * 1u);
        bool l_491_ = (6u < l_490_);
        uint l_492_ = (l_490_ - 1u);
        uint l_493_ = min(6u, l_492_);
        uint l_494_ = _group_0_binding_3_cs[l_493_];
        uint l_22_ = (l_491_ ? l_494_ : 0u);
        uint l_24_ = (6u + 1u);
        uint l_496_ = _group_0_binding_7_cs.static_meta[3];
        uint l_497_ = (l_496_ * 1u);
        bool l_498_ = (l_24_ < l_497_);
        uint l_499_ = (l_497_ - 1u);
        uint l_500_ = min(l_24_, l_499_);
        uint l_501_ = _group_0_binding_3_cs[l_500_];
        uint l_25_ = (l_498_ ? l_501_ : 0u);
        uint l_503_ = _group_0_binding_7_cs.static_meta[3];
        uint l_504_ = (l_503_ * 1u);
        bool l_505_ = (8u < l_504_);
        uint l_506_ = (l_504_ - 1u);
        uint l_507_ = min(8u, l_506_);
        uint l_508_ = _group_0_binding_3_cs[l_507_];
        uint l_27_ = (l_505_ ? l_508_ : 0u);
        uint l_29_ = (8u + 1u);
        uint l_510_ = _group_0_binding_7_cs.static_meta[3];
        uint l_511_ = (l_510_ * 1u);
        bool l_512_ = (l_29_ < l_511_);
        uint l_513_ = (l_511_ - 1u);
        uint l_514_ = min(l_29_, l_513_);
        uint l_515_ = _group_0_binding_3_cs[l_514_];
        uint l_30_ = (l_512_ ? l_515_ : 0u);
        uint l_517_ = _group_0_binding_7_cs.static_meta[3];
        uint l_518_ = (l_517_ * 1u);
        bool l_519_ = (10u < l_518_);
        uint l_520_ = (l_518_ - 1u);
        uint l_521_ = min(10u, l_520_);
        uint l_522_ = _group_0_binding_3_cs[l_521_];
        uint l_32_ = (l_519_ ? l_522_ : 0u);
        uint l_34_ = (10u + 1u);
        uint l_524_ = _group_0_binding_7_cs.static_meta[3];
        uint l_525_ = (l_524_ * 1u);
        bool l_526_ = (l_34_ < l_525_);
        uint l_527_ = (l_525_ - 1u);
        uint l_528_ = min(l_34_, l_527_);
        uint l_529_ = _group_0_binding_3_cs[l_528_];
        uint l_35_ = (l_526_ ? l_529_ : 0u);
        uint l_36_ = (id / 8u);
        uint l_531_ = _group_0_binding_7_cs.static_meta[4];
        uint l_532_ = (l_531_ * 1u);
        bool l_533_ = (l_36_ < l_532_);
        uint l_534_ = (l_532_ - 1u);
        uint l_535_ = min(l_36_, l_534_);
        uint l_536_ = _group_0_binding_4_cs[l_535_];
        uint l_37_ = (l_533_ ? l_536_ : 0u);
        uint l_38_ = (id % 8u);
        uint l_39_ = (l_7_ / 8u);
        uint l_40_ = (l_38_ * l_39_);
        uint l_41_ = (l_37_ * l_7_);
        uint l_538_ = (l_37_ & 65535u);
        uint l_539_ = (l_37_ >> 16u);
        uint l_540_ = (l_539_ & 65535u);
        uint l_541_ = (l_7_ & 65535u);
        uint l_542_ = (l_7_ >> 16u);
        uint l_543_ = (l_542_ & 65535u);
        uint l_544_ = (l_538_ * l_541_);
        uint l_545_ = (l_540_ * l_541_);
        uint l_546_ = (l_538_ * l_543_);
        uint l_547_ = (l_540_ * l_543_);
        uint l_548_ = (l_544_ >> 16u);
        uint l_549_ = (l_548_ & 65535u);
        uint l_550_ = (l_545_ & 65535u);
        uint l_551_ = (l_549_ + l_550_);
        uint l_552_ = (l_546_ & 65535u);
        uint l_553_ = (l_551_ + l_552_);
        uint l_554_ = (l_545_ >> 16u);
        uint l_555_ = (l_554_ & 65535u);
        uint l_556_ = (l_547_ + l_555_);
        uint l_557_ = (l_546_ >> 16u);
        uint l_558_ = (l_557_ & 65535u);
        uint l_559_ = (l_556_ + l_558_);
        uint l_560_ = (l_553_ >> 16u);
        uint l_561_ = (l_560_ & 65535u);
        uint l_42_ = (l_559_ + l_561_);
        uint l_43_ = (0u * l_7_);
        uint l_44_ = (l_42_ + l_43_);
        l_mut_45_ = 0u;
        bool l_46_ = (l_44_ < l_35_);
        bool l_47_ = (l_44_ == l_35_);
        bool l_48_ = (l_41_ < l_32_);
        if (l_47_) {
            local = l_48_;
        } else {
            local = false;
        }
        bool l_49_ = local;
        if (!(l_46_)) {
            local_1 = l_49_;
        } else {
            local_1 = true;
        }
        bool l_50_ = local_1;
        if (l_50_) {
            uint l_51_ = (l_32_ - l_41_);
            uint l_52_ = (l_35_ - l_44_);
            bool l_53_ = (l_32_ < l_41_);
            uint l_54_ = uint(l_53_);
            uint l_55_ = (l_52_ - l_54_);
            l_mut_45_ = l_7_;
            bool l_56_ = (l_55_ < 0u);
            bool l_57_ = (l_55_ == 0u);
            bool l_58_ = (l_51_ < l_7_);
            if (l_57_) {
                local_2 = l_58_;
            } else {
                local_2 = false;
            }
            bool l_59_ = local_2;
            if (!(l_56_)) {
                local_3 = l_59_;
            } else {
                local_3 = true;
            }
            bool l_60_ = local_3;
            if (l_60_) {
                l_mut_45_ = l_51_;
            }
        }
        uint _e371 = l_mut_45_;
        bool l_61_ = (l_40_ < _e371);
        if (l_61_) {
            uint l_62_ = (2u * l_37_);
            uint l_563_ = _group_0_binding_7_cs.static_meta[0];
            uint l_564_ = (l_563_ * 1u);
            bool l_565_ = (l_62_ < l_564_);
            uint l_566_ = (l_564_ - 1u);
            uint l_567_ = min(l_62_, l_566_);
            uint l_568_ = _group_0_binding_0_cs[l_567_];
            uint l_63_ = (l_565_ ? l_568_ : 0u);
            uint l_64_ = (2u * l_37_);
            uint l_65_ = (l_64_ + 1u);
            uint l_570_ = _group_0_binding_7_cs.static_meta[0];
            uint l_571_ = (l_570_ * 1u);
            bool l_572_ = (l_65_ < l_571_);
            uint l_573_ = (l_571_ - 1u);
            uint l_574_ = min(l_65_, l_573_);
            uint l_575_ = _group_0_binding_0_cs[l_574_];
            uint l_66_ = (l_572_ ? l_575_ : 0u);
            uint l_67_ = (2u * l_37_);
            uint l_577_ = _group_0_binding_7_cs.static_meta[1];
            uint l_578_ = (l_577_ * 1u);
            bool l_579_ = (l_67_ < l_578_);
            uint l_580_ = (l_578_ - 1u);
            uint l_581_ = min(l_67_, l_580_);
            uint l_582_ = _group_0_binding_1_cs[l_581_];
            uint l_68_ = (l_579_ ? l_582_ : 0u);
            uint l_69_ = (2u * l_37_);
            uint l_70_ = (l_69_ + 1u);
            uint l_584_ = _group_0_binding_7_cs.static_meta[1];
            uint l_585_ = (l_584_ * 1u);
            bool l_586_ = (l_70_ < l_585_);
            uint l_587_ = (l_585_ - 1u);
            uint l_588_ = min(l_70_, l_587_);
            uint l_589_ = _group_0_binding_1_cs[l_588_];
            uint l_71_ = (l_586_ ? l_589_ : 0u);
            uint l_72_ = (2u * l_37_);
            uint l_591_ = _group_0_binding_7_cs.static_meta[2];
            uint l_592_ = (l_591_ * 1u);
            bool l_593_ = (l_72_ < l_592_);
            uint l_594_ = (l_592_ - 1u);
            uint l_595_ = min(l_72_, l_594_);
            uint l_596_ = _group_0_binding_2_cs[l_595_];
            uint l_73_ = (l_593_ ? l_596_ : 0u);
            uint l_74_ = (2u * l_37_);
            uint l_75_ = (l_74_ + 1u);
            uint l_598_ = _group_0_binding_7_cs.static_meta[2];
            uint l_599_ = (l_598_ * 1u);
            bool l_600_ = (l_75_ < l_599_);
            uint l_601_ = (l_599_ - 1u);
            uint l_602_ = min(l_75_, l_601_);
            uint l_603_ = _group_0_binding_2_cs[l_602_];
            uint l_76_ = (l_600_ ? l_603_ : 0u);
            uint l_77_ = (l_7_ / 8u);
            uint l_78_ = (l_38_ * l_77_);
            uint l_79_ = (l_78_ + l_78_);
            uint l_80_ = (l_76_ >> 31u);
            bool l_81_ = (l_80_ == 1u);
            l_mut_45_ = l_73_;
            l_mut_82_ = l_76_;
            if (l_81_) {
                uint l_83_ = (0u - l_73_);
                uint l_84_ = (0u - l_76_);
                bool l_85_ = (0u < l_73_);
                uint l_86_ = uint(l_85_);
                uint l_87_ = (l_84_ - l_86_);
                l_mut_45_ = l_83_;
                l_mut_82_ = l_87_;
            }
            uint _e497 = l_mut_45_;
            uint l_88_ = (_e497 * l_79_);
            uint _e499 = l_mut_82_;
            uint l_89_ = (_e499 * l_79_);
            uint _e501 = l_mut_45_;
            uint l_605_ = (_e501 & 65535u);
            uint _e504 = l_mut_45_;
            uint l_606_ = (_e504 >> 16u);
            uint l_607_ = (l_606_ & 65535u);
            uint l_608_ = (l_79_ & 65535u);
            uint l_609_ = (l_79_ >> 16u);
            uint l_610_ = (l_609_ & 65535u);
            uint l_611_ = (l_605_ * l_608_);
            uint l_612_ = (l_607_ * l_608_);
            uint l_613_ = (l_605_ * l_610_);
            uint l_614_ = (l_607_ * l_610_);
            uint l_615_ = (l_611_ >> 16u);
            uint l_616_ = (l_615_ & 65535u);
            uint l_617_ = (l_612_ & 65535u);
            uint l_618_ = (l_616_ + l_617_);
            uint l_619_ = (l_613_ & 65535u);
            uint l_620_ = (l_618_ + l_619_);
            uint l_621_ = (l_612_ >> 16u);
            uint l_622_ = (l_621_ & 65535u);
            uint l_623_ = (l_614_ + l_622_);
            uint l_624_ = (l_613_ >> 16u);
            uint l_625_ = (l_624_ & 65535u);
            uint l_626_ = (l_623_ + l_625_);
            uint l_627_ = (l_620_ >> 16u);
            uint l_628_ = (l_627_ & 65535u);
            uint l_90_ = (l_626_ + l_628_);
            uint l_91_ = (l_90_ + l_89_);
            uint _e545 = l_mut_82_;
            uint l_630_ = (_e545 & 65535u);
            uint _e548 = l_mut_82_;
            uint l_631_ = (_e548 >> 16u);
            uint l_632_ = (l_631_ & 65535u);
            uint l_633_ = (l_79_ & 65535u);
            uint l_634_ = (l_79_ >> 16u);
            uint l_635_ = (l_634_ & 65535u);
            uint l_636_ = (l_630_ * l_633_);
            uint l_637_ = (l_632_ * l_633_);
            uint l_638_ = (l_630_ * l_635_);
            uint l_639_ = (l_632_ * l_635_);
            uint l_640_ = (l_636_ >> 16u);
            uint l_641_ = (l_640_ & 65535u);
            uint l_642_ = (l_637_ & 65535u);
            uint l_643_ = (l_641_ + l_642_);
            uint l_644_ = (l_638_ & 65535u);
            uint l_645_ = (l_643_ + l_644_);
            uint l_646_ = (l_637_ >> 16u);
            uint l_647_ = (l_646_ & 65535u);
            uint l_648_ = (l_639_ + l_647_);
            uint l_649_ = (l_638_ >> 16u);
            uint l_650_ = (l_649_ & 65535u);
            uint l_651_ = (l_648_ + l_650_);
            uint l_652_ = (l_645_ >> 16u);
            uint l_653_ = (l_652_ & 65535u);
            uint l_92_ = (l_651_ + l_653_);
            bool l_93_ = (l_91_ < l_89_);
            uint l_94_ = uint(l_93_);
            uint l_95_ = (l_92_ + l_94_);
            uint l_96_ = (l_12_ % 32u);
            l_mut_97_ = l_88_;
            bool l_98_ = (l_96_ > 0u);
            if (l_98_) {
                uint l_99_ = (l_88_ >> l_96_);
                uint l_100_ = (32u - l_96_);
                uint l_101_ = (l_91_ << l_100_);
                uint l_102_ = (l_99_ | l_101_);
                l_mut_97_ = l_102_;
            }
            l_mut_103_ = l_91_;
            bool l_104_ = (l_96_ > 0u);
            if (l_104_) {
                uint l_105_ = (l_91_ >> l_96_);
                uint l_106_ = (32u - l_96_);
                uint l_107_ = (l_95_ << l_106_);
                uint l_108_ = (l_105_ | l_107_);
                l_mut_103_ = l_108_;
            }
            uint _e607 = l_mut_97_;
            l_mut_109_ = _e607;
            uint _e608 = l_mut_103_;
            l_mut_97_ = _e608;
            bool l_110_ = (l_12_ >= 64u);
            if (l_110_) {
                l_mut_109_ = l_95_;
                l_mut_97_ = 0u;
            } else {
                bool l_111_ = (l_12_ >= 32u);
                if (l_111_) {
                    l_mut_103_ = l_91_;
                    bool l_112_ = (l_96_ > 0u);
                    if (l_112_) {
                        uint l_113_ = (l_91_ >> l_96_);
                        uint l_114_ = (32u - l_96_);
                        uint l_115_ = (l_95_ << l_114_);
                        uint l_116_ = (l_113_ | l_115_);
                        l_mut_103_ = l_116_;
                    }
                    uint l_117_ = (l_95_ >> l_96_);
                    uint _e622 = l_mut_103_;
                    l_mut_109_ = _e622;
                    l_mut_97_ = l_117_;
                }
            }
            uint _e623 = l_mut_109_;
            l_mut_103_ = _e623;
            uint _e624 = l_mut_97_;
            l_mut_109_ = _e624;
            if (l_81_) {
                uint _e626 = l_mut_103_;
                uint l_118_ = (0u - _e626);
                uint _e629 = l_mut_109_;
                uint l_119_ = (0u - _e629);
                uint _e632 = l_mut_103_;
                bool l_120_ = (0u < _e632);
                uint l_121_ = uint(l_120_);
                uint l_122_ = (l_119_ - l_121_);
                l_mut_103_ = l_118_;
                l_mut_109_ = l_122_;
            }
            uint _e636 = l_mut_103_;
            uint l_123_ = (l_63_ + _e636);
            uint _e638 = l_mut_109_;
            uint l_124_ = (l_66_ + _e638);
            bool l_125_ = (l_123_ < l_63_);
            uint l_126_ = uint(l_125_);
            uint l_127_ = (l_124_ + l_126_);
            uint l_128_ = (l_63_ * l_78_);
            uint l_655_ = (l_63_ & 65535u);
            uint l_656_ = (l_63_ >> 16u);
            uint l_657_ = (l_656_ & 65535u);
            uint l_658_ = (l_78_ & 65535u);
            uint l_659_ = (l_78_ >> 16u);
            uint l_660_ = (l_659_ & 65535u);
            uint l_661_ = (l_655_ * l_658_);
            uint l_662_ = (l_657_ * l_658_);
            uint l_663_ = (l_655_ * l_660_);
            uint l_664_ = (l_657_ * l_660_);
            uint l_665_ = (l_661_ >> 16u);
            uint l_666_ = (l_665_ & 65535u);
            uint l_667_ = (l_662_ & 65535u);
            uint l_668_ = (l_666_ + l_667_);
            uint l_669_ = (l_663_ & 65535u);
            uint l_670_ = (l_668_ + l_669_);
            uint l_671_ = (l_662_ >> 16u);
            uint l_672_ = (l_671_ & 65535u);
            uint l_673_ = (l_664_ + l_672_);
            uint l_674_ = (l_663_ >> 16u);
            uint l_675_ = (l_674_ & 65535u);
            uint l_676_ = (l_673_ + l_675_);
            uint l_677_ = (l_670_ >> 16u);
            uint l_678_ = (l_677_ & 65535u);
            uint l_129_ = (l_676_ + l_678_);
            uint l_130_ = (l_66_ * l_78_);
            uint l_131_ = (l_129_ + l_130_);
            uint l_132_ = (l_68_ + l_128_);
            uint l_133_ = (l_71_ + l_131_);
            bool l_134_ = (l_132_ < l_68_);
            uint l_135_ = uint(l_134_);
            uint l_136_ = (l_133_ + l_135_);
            uint l_137_ = (l_78_ * l_78_);
            uint l_138_ = (l_76_ >> 31u);
            bool l_139_ = (l_138_ == 1u);
            l_mut_109_ = l_73_;
            l_mut_103_ = l_76_;
            if (l_139_) {
                uint l_140_ = (0u - l_73_);
                uint l_141_ = (0u - l_76_);
                bool l_142_ = (0u < l_73_);
                uint l_143_ = uint(l_142_);
                uint l_144_ = (l_141_ - l_143_);
                l_mut_109_ = l_140_;
                l_mut_103_ = l_144_;
            }
            uint _e705 = l_mut_109_;
            uint l_145_ = (_e705 * l_137_);
            uint _e707 = l_mut_103_;
            uint l_146_ = (_e707 * l_137_);
            uint _e709 = l_mut_109_;
            uint l_680_ = (_e709 & 65535u);
            uint _e712 = l_mut_109_;
            uint l_681_ = (_e712 >> 16u);
            uint l_682_ = (l_681_ & 65535u);
            uint l_683_ = (l_137_ & 65535u);
            uint l_684_ = (l_137_ >> 16u);
            uint l_685_ = (l_684_ & 65535u);
            uint l_686_ = (l_680_ * l_683_);
            uint l_687_ = (l_682_ * l_683_);
            uint l_688_ = (l_680_ * l_685_);
            uint l_689_ = (l_682_ * l_685_);
            uint l_690_ = (l_686_ >> 16u);
            uint l_691_ = (l_690_ & 65535u);
            uint l_692_ = (l_687_ & 65535u);
            uint l_693_ = (l_691_ + l_692_);
            uint l_694_ = (l_688_ & 65535u);
            uint l_695_ = (l_693_ + l_694_);
            uint l_696_ = (l_687_ >> 16u);
            uint l_697_ = (l_696_ & 65535u);
            uint l_698_ = (l_689_ + l_697_);
            uint l_699_ = (l_688_ >> 16u);
            uint l_700_ = (l_699_ & 65535u);
            uint l_701_ = (l_698_ + l_700_);
            uint l_702_ = (l_695_ >> 16u);
            uint l_703_ = (l_702_ & 65535u);
            uint l_147_ = (l_701_ + l_703_);
            uint l_148_ = (l_147_ + l_146_);
            uint _e753 = l_mut_103_;
            uint l_705_ = (_e753 & 65535u);
            uint _e756 = l_mut_103_;
            uint l_706_ = (_e756 >> 16u);
            uint l_707_ = (l_706_ & 65535u);
            uint l_708_ = (l_137_ & 65535u);
            uint l_709_ = (l_137_ >> 16u);
            uint l_710_ = (l_709_ & 65535u);
            uint l_711_ = (l_705_ * l_708_);
            uint l_712_ = (l_707_ * l_708_);
            uint l_713_ = (l_705_ * l_710_);
            uint l_714_ = (l_707_ * l_710_);
            uint l_715_ = (l_711_ >> 16u);
            uint l_716_ = (l_715_ & 65535u);
            uint l_717_ = (l_712_ & 65535u);
            uint l_718_ = (l_716_ + l_717_);
            uint l_719_ = (l_713_ & 65535u);
            uint l_720_ = (l_718_ + l_719_);
            uint l_721_ = (l_712_ >> 16u);
            uint l_722_ = (l_721_ & 65535u);
            uint l_723_ = (l_714_ + l_722_);
            uint l_724_ = (l_713_ >> 16u);
            uint l_725_ = (l_724_ & 65535u);
            uint l_726_ = (l_723_ + l_725_);
            uint l_727_ = (l_720_ >> 16u);
            uint l_728_ = (l_727_ & 65535u);
            uint l_149_ = (l_726_ + l_728_);
            bool l_150_ = (l_148_ < l_146_);
            uint l_151_ = uint(l_150_);
            uint l_152_ = (l_149_ + l_151_);
            uint l_153_ = (l_12_ % 32u);
            l_mut_97_ = l_145_;
            bool l_154_ = (l_153_ > 0u);
            if (l_154_) {
                uint l_155_ = (l_145_ >> l_153_);
                uint l_156_ = (32u - l_153_);
                uint l_157_ = (l_148_ << l_156_);
                uint l_158_ = (l_155_ | l_157_);
                l_mut_97_ = l_158_;
            }
            l_mut_82_ = l_148_;
            bool l_159_ = (l_153_ > 0u);
            if (l_159_) {
                uint l_160_ = (l_148_ >> l_153_);
                uint l_161_ = (32u - l_153_);
                uint l_162_ = (l_152_ << l_161_);
                uint l_163_ = (l_160_ | l_162_);
                l_mut_82_ = l_163_;
            }
            uint _e815 = l_mut_97_;
            l_mut_45_ = _e815;
            uint _e816 = l_mut_82_;
            l_mut_97_ = _e816;
            bool l_164_ = (l_12_ >= 64u);
            if (l_164_) {
                l_mut_45_ = l_152_;
                l_mut_97_ = 0u;
            } else {
                bool l_165_ = (l_12_ >= 32u);
                if (l_165_) {
                    l_mut_82_ = l_148_;
                    bool l_166_ = (l_153_ > 0u);
                    if (l_166_) {
                        uint l_167_ = (l_148_ >> l_153_);
                        uint l_168_ = (32u - l_153_);
                        uint l_169_ = (l_152_ << l_168_);
                        uint l_170_ = (l_167_ | l_169_);
                        l_mut_82_ = l_170_;
                    }
                    uint l_171_ = (l_152_ >> l_153_);
                    uint _e830 = l_mut_82_;
                    l_mut_45_ = _e830;
                    l_mut_97_ = l_171_;
                }
            }
            uint _e831 = l_mut_45_;
            l_mut_109_ = _e831;
            uint _e832 = l_mut_97_;
            l_mut_103_ = _e832;
            if (l_139_) {
                uint _e834 = l_mut_109_;
                uint l_172_ = (0u - _e834);
                uint _e837 = l_mut_103_;
                uint l_173_ = (0u - _e837);
                uint _e840 = l_mut_109_;
                bool l_174_ = (0u < _e840);
                uint l_175_ = uint(l_174_);
                uint l_176_ = (l_173_ - l_175_);
                l_mut_109_ = l_172_;
                l_mut_103_ = l_176_;
            }
            uint _e844 = l_mut_109_;
            uint l_177_ = (l_132_ + _e844);
            uint _e846 = l_mut_103_;
            uint l_178_ = (l_136_ + _e846);
            bool l_179_ = (l_177_ < l_132_);
            uint l_180_ = uint(l_179_);
            uint l_181_ = (l_178_ + l_180_);
            uint l_182_ = (l_76_ >> 31u);
            bool l_183_ = (l_182_ == 1u);
            l_mut_109_ = l_73_;
            l_mut_103_ = l_76_;
            if (l_183_) {
                uint l_184_ = (0u - l_73_);
                uint l_185_ = (0u - l_76_);
                bool l_186_ = (0u < l_73_);
                uint l_187_ = uint(l_186_);
                uint l_188_ = (l_185_ - l_187_);
                l_mut_109_ = l_184_;
                l_mut_103_ = l_188_;
            }
            uint _e863 = l_mut_109_;
            uint l_189_ = (_e863 * l_77_);
            uint _e865 = l_mut_103_;
            uint l_190_ = (_e865 * l_77_);
            uint _e867 = l_mut_109_;
            uint l_730_ = (_e867 & 65535u);
            uint _e870 = l_mut_109_;
            uint l_731_ = (_e870 >> 16u);
            uint l_732_ = (l_731_ & 65535u);
            uint l_733_ = (l_77_ & 65535u);
            uint l_734_ = (l_77_ >> 16u);
            uint l_735_ = (l_734_ & 65535u);
            uint l_736_ = (l_730_ * l_733_);
            uint l_737_ = (l_732_ * l_733_);
            uint l_738_ = (l_730_ * l_735_);
            uint l_739_ = (l_732_ * l_735_);
            uint l_740_ = (l_736_ >> 16u);
            uint l_741_ = (l_740_ & 65535u);
            uint l_742_ = (l_737_ & 65535u);
            uint l_743_ = (l_741_ + l_742_);
            uint l_744_ = (l_738_ & 65535u);
            uint l_745_ = (l_743_ + l_744_);
            uint l_746_ = (l_737_ >> 16u);
            uint l_747_ = (l_746_ & 65535u);
            uint l_748_ = (l_739_ + l_747_);
            uint l_749_ = (l_738_ >> 16u);
            uint l_750_ = (l_749_ & 65535u);
            uint l_751_ = (l_748_ + l_750_);
            uint l_752_ = (l_745_ >> 16u);
            uint l_753_ = (l_752_ & 65535u);
            uint l_191_ = (l_751_ + l_753_);
            uint l_192_ = (l_191_ + l_190_);
            uint _e911 = l_mut_103_;
            uint l_755_ = (_e911 & 65535u);
            uint _e914 = l_mut_103_;
            uint l_756_ = (_e914 >> 16u);
            uint l_757_ = (l_756_ & 65535u);
            uint l_758_ = (l_77_ & 65535u);
            uint l_759_ = (l_77_ >> 16u);
            uint l_760_ = (l_759_ & 65535u);
            uint l_761_ = (l_755_ * l_758_);
            uint l_762_ = (l_757_ * l_758_);
            uint l_763_ = (l_755_ * l_760_);
            uint l_764_ = (l_757_ * l_760_);
            uint l_765_ = (l_761_ >> 16u);
            uint l_766_ = (l_765_ & 65535u);
            uint l_767_ = (l_762_ & 65535u);
            uint l_768_ = (l_766_ + l_767_);
            uint l_769_ = (l_763_ & 65535u);
            uint l_770_ = (l_768_ + l_769_);
            uint l_771_ = (l_762_ >> 16u);
            uint l_772_ = (l_771_ & 65535u);
            uint l_773_ = (l_764_ + l_772_);
            uint l_774_ = (l_763_ >> 16u);
            uint l_775_ = (l_774_ & 65535u);
            uint l_776_ = (l_773_ + l_775_);
            uint l_777_ = (l_770_ >> 16u);
            uint l_778_ = (l_777_ & 65535u);
            uint l_193_ = (l_776_ + l_778_);
            bool l_194_ = (l_192_ < l_190_);
            uint l_195_ = uint(l_194_);
            uint l_196_ = (l_193_ + l_195_);
            uint l_197_ = (l_12_ % 32u);
            l_mut_97_ = l_189_;
            bool l_198_ = (l_197_ > 0u);
            if (l_198_) {
                uint l_199_ = (l_189_ >> l_197_);
                uint l_200_ = (32u - l_197_);
                uint l_201_ = (l_192_ << l_200_);
                uint l_202_ = (l_199_ | l_201_);
                l_mut_97_ = l_202_;
            }
            l_mut_82_ = l_192_;
            bool l_203_ = (l_197_ > 0u);
            if (l_203_) {
                uint l_204_ = (l_192_ >> l_197_);
                uint l_205_ = (32u - l_197_);
                uint l_206_ = (l_196_ << l_205_);
                uint l_207_ = (l_204_ | l_206_);
                l_mut_82_ = l_207_;
            }
            uint _e973 = l_mut_97_;
            l_mut_45_ = _e973;
            uint _e974 = l_mut_82_;
            l_mut_97_ = _e974;
            bool l_208_ = (l_12_ >= 64u);
            if (l_208_) {
                l_mut_45_ = l_196_;
                l_mut_97_ = 0u;
            } else {
                bool l_209_ = (l_12_ >= 32u);
                if (l_209_) {
                    l_mut_82_ = l_192_;
                    bool l_210_ = (l_197_ > 0u);
                    if (l_210_) {
                        uint l_211_ = (l_192_ >> l_197_);
                        uint l_212_ = (32u - l_197_);
                        uint l_213_ = (l_196_ << l_212_);
                        uint l_214_ = (l_211_ | l_213_);
                        l_mut_82_ = l_214_;
                    }
                    uint l_215_ = (l_196_ >> l_197_);
                    uint _e988 = l_mut_82_;
                    l_mut_45_ = _e988;
                    l_mut_97_ = l_215_;
                }
            }
            uint _e989 = l_mut_45_;
            l_mut_109_ = _e989;
            uint _e990 = l_mut_97_;
            l_mut_103_ = _e990;
            if (l_183_) {
                uint _e992 = l_mut_109_;
                uint l_216_ = (0u - _e992);
                uint _e995 = l_mut_103_;
                uint l_217_ = (0u - _e995);
                uint _e998 = l_mut_109_;
                bool l_218_ = (0u < _e998);
                uint l_219_ = uint(l_218_);
                uint l_220_ = (l_217_ - l_219_);
                l_mut_109_ = l_216_;
                l_mut_103_ = l_220_;
            }
            uint _e1002 = l_mut_109_;
            uint l_221_ = (l_123_ + _e1002);
            uint _e1004 = l_mut_103_;
            uint l_222_ = (l_127_ + _e1004);
            bool l_223_ = (l_221_ < l_123_);
            uint l_224_ = uint(l_223_);
            uint l_225_ = (l_222_ + l_224_);
            uint l_226_ = (l_77_ * l_77_);
            uint l_227_ = (l_12_ + 3u);
            uint l_228_ = (l_76_ >> 31u);
            bool l_229_ = (l_228_ == 1u);
            l_mut_109_ = l_73_;
            l_mut_103_ = l_76_;
            if (l_229_) {
                uint l_230_ = (0u - l_73_);
                uint l_231_ = (0u - l_76_);
                bool l_232_ = (0u < l_73_);
                uint l_233_ = uint(l_232_);
                uint l_234_ = (l_231_ - l_233_);
                l_mut_109_ = l_230_;
                l_mut_103_ = l_234_;
            }
            uint _e1024 = l_mut_109_;
            uint l_235_ = (_e1024 * l_226_);
            uint _e1026 = l_mut_103_;
            uint l_236_ = (_e1026 * l_226_);
            uint _e1028 = l_mut_109_;
            uint l_780_ = (_e1028 & 65535u);
            uint _e1031 = l_mut_109_;
            uint l_781_ = (_e1031 >> 16u);
            uint l_782_ = (l_781_ & 65535u);
            uint l_783_ = (l_226_ & 65535u);
            uint l_784_ = (l_226_ >> 16u);
            uint l_785_ = (l_784_ & 65535u);
            uint l_786_ = (l_780_ * l_783_);
            uint l_787_ = (l_782_ * l_783_);
            uint l_788_ = (l_780_ * l_785_);
            uint l_789_ = (l_782_ * l_785_);
            uint l_790_ = (l_786_ >> 16u);
            uint l_791_ = (l_790_ & 65535u);
            uint l_792_ = (l_787_ & 65535u);
            uint l_793_ = (l_791_ + l_792_);
            uint l_794_ = (l_788_ & 65535u);
            uint l_795_ = (l_793_ + l_794_);
            uint l_796_ = (l_787_ >> 16u);
            uint l_797_ = (l_796_ & 65535u);
            uint l_798_ = (l_789_ + l_797_);
            uint l_799_ = (l_788_ >> 16u);
            uint l_800_ = (l_799_ & 65535u);
            uint l_801_ = (l_798_ + l_800_);
            uint l_802_ = (l_795_ >> 16u);
            uint l_803_ = (l_802_ & 65535u);
            uint l_237_ = (l_801_ + l_803_);
            uint l_238_ = (l_237_ + l_236_);
            uint _e1072 = l_mut_103_;
            uint l_805_ = (_e1072 & 65535u);
            uint _e1075 = l_mut_103_;
            uint l_806_ = (_e1075 >> 16u);
            uint l_807_ = (l_806_ & 65535u);
            uint l_808_ = (l_226_ & 65535u);
            uint l_809_ = (l_226_ >> 16u);
            uint l_810_ = (l_809_ & 65535u);
            uint l_811_ = (l_805_ * l_808_);
            uint l_812_ = (l_807_ * l_808_);
            uint l_813_ = (l_805_ * l_810_);
            uint l_814_ = (l_807_ * l_810_);
            uint l_815_ = (l_811_ >> 16u);
            uint l_816_ = (l_815_ & 65535u);
            uint l_817_ = (l_812_ & 65535u);
            uint l_818_ = (l_816_ + l_817_);
            uint l_819_ = (l_813_ & 65535u);
            uint l_820_ = (l_818_ + l_819_);
            uint l_821_ = (l_812_ >> 16u);
            uint l_822_ = (l_821_ & 65535u);
            uint l_823_ = (l_814_ + l_822_);
            uint l_824_ = (l_813_ >> 16u);
            uint l_825_ = (l_824_ & 65535u);
            uint l_826_ = (l_823_ + l_825_);
            uint l_827_ = (l_820_ >> 16u);
            uint l_828_ = (l_827_ & 65535u);
            uint l_239_ = (l_826_ + l_828_);
            bool l_240_ = (l_238_ < l_236_);
            uint l_241_ = uint(l_240_);
            uint l_242_ = (l_239_ + l_241_);
            uint l_243_ = (l_227_ % 32u);
            l_mut_97_ = l_235_;
            bool l_244_ = (l_243_ > 0u);
            if (l_244_) {
                uint l_245_ = (l_235_ >> l_243_);
                uint l_246_ = (32u - l_243_);
                uint l_247_ = (l_238_ << l_246_);
                uint l_248_ = (l_245_ | l_247_);
                l_mut_97_ = l_248_;
            }
            l_mut_82_ = l_238_;
            bool l_249_ = (l_243_ > 0u);
            if (l_249_) {
                uint l_250_ = (l_238_ >> l_243_);
                uint l_251_ = (32u - l_243_);
                uint l_252_ = (l_242_ << l_251_);
                uint l_253_ = (l_250_ | l_252_);
                l_mut_82_ = l_253_;
            }
            uint _e1134 = l_mut_97_;
            l_mut_45_ = _e1134;
            uint _e1135 = l_mut_82_;
            l_mut_97_ = _e1135;
            bool l_254_ = (l_227_ >= 64u);
            if (l_254_) {
                l_mut_45_ = l_242_;
                l_mut_97_ = 0u;
            } else {
                bool l_255_ = (l_227_ >= 32u);
                if (l_255_) {
                    l_mut_82_ = l_238_;
                    bool l_256_ = (l_243_ > 0u);
                    if (l_256_) {
                        uint l_257_ = (l_238_ >> l_243_);
                        uint l_258_ = (32u - l_243_);
                        uint l_259_ = (l_242_ << l_258_);
                        uint l_260_ = (l_257_ | l_259_);
                        l_mut_82_ = l_260_;
                    }
                    uint l_261_ = (l_242_ >> l_243_);
                    uint _e1149 = l_mut_82_;
                    l_mut_45_ = _e1149;
                    l_mut_97_ = l_261_;
                }
            }
            uint _e1150 = l_mut_45_;
            l_mut_109_ = _e1150;
            uint _e1151 = l_mut_97_;
            l_mut_103_ = _e1151;
            if (l_229_) {
                uint _e1153 = l_mut_109_;
                uint l_262_ = (0u - _e1153);
                uint _e1156 = l_mut_103_;
                uint l_263_ = (0u - _e1156);
                uint _e1159 = l_mut_109_;
                bool l_264_ = (0u < _e1159);
                uint l_265_ = uint(l_264_);
                uint l_266_ = (l_263_ - l_265_);
                l_mut_109_ = l_262_;
                l_mut_103_ = l_266_;
            }
            uint _e1163 = l_mut_109_;
            uint l_267_ = (l_177_ - _e1163);
            uint _e1165 = l_mut_103_;
            uint l_268_ = (l_181_ - _e1165);
            uint _e1167 = l_mut_109_;
            bool l_269_ = (l_177_ < _e1167);
            uint l_270_ = uint(l_269_);
            uint l_271_ = (l_268_ - l_270_);
            uint l_272_ = (l_267_ + l_22_);
            uint l_273_ = (l_271_ + l_25_);
            bool l_274_ = (l_272_ < l_267_);
            uint l_275_ = uint(l_274_);
            uint l_276_ = (l_273_ + l_275_);
            uint l_277_ = (0u - l_221_);
            uint l_278_ = (0u - l_225_);
            bool l_279_ = (0u < l_221_);
            uint l_280_ = uint(l_279_);
            uint l_281_ = (l_278_ - l_280_);
            uint l_282_ = (l_22_ + l_22_);
            uint l_283_ = (l_25_ + l_25_);
            bool l_284_ = (l_282_ < l_22_);
            uint l_285_ = uint(l_284_);
            uint l_286_ = (l_283_ + l_285_);
            l_mut_109_ = l_277_;
            l_mut_103_ = l_281_;
            uint l_287_ = (0u - l_277_);
            uint l_288_ = (0u - l_281_);
            bool l_289_ = (0u < l_277_);
            uint l_290_ = uint(l_289_);
            uint l_291_ = (l_288_ - l_290_);
            l_mut_97_ = l_287_;
            l_mut_82_ = l_291_;
            l_mut_45_ = l_272_;
            l_mut_292_ = l_276_;
            l_mut_293_ = 1u;
            l_mut_294_ = 1u;
            l_mut_295_ = false;
            uint _e1200 = l_mut_292_;
            bool l_296_ = (_e1200 < l_286_);
            uint _e1202 = l_mut_292_;
            bool l_297_ = (_e1202 == l_286_);
            uint _e1204 = l_mut_45_;
            bool l_298_ = (_e1204 < l_282_);
            if (l_297_) {
                local_4 = l_298_;
            } else {
                local_4 = false;
            }
            bool l_299_ = local_4;
            if (!(l_296_)) {
                local_5 = l_299_;
            } else {
                local_5 = true;
            }
            bool l_300_ = local_5;
            bool l_301_ = !(l_300_);
            l_mut_302_ = l_301_;
            uint l_303_ = (l_277_ | l_281_);
            bool l_304_ = (l_303_ == 0u);
            if (l_304_) {
                bool _e1219 = l_mut_302_;
                l_mut_295_ = _e1219;
                l_mut_302_ = false;
            }
            l_mut_305_ = false;
            while(true) {
                bool _e1222 = l_mut_302_;
                bool l_306_ = !(_e1222);
                if (l_306_) {
                    break;
                }
                uint _e1224 = l_mut_109_;
                l_mut_307_ = _e1224;
                uint _e1225 = l_mut_103_;
                l_mut_308_ = _e1225;
                bool _e1226 = l_mut_305_;
                if (_e1226) {
                    uint _e1227 = l_mut_97_;
                    l_mut_307_ = _e1227;
                    uint _e1228 = l_mut_82_;
                    l_mut_308_ = _e1228;
                }
                uint _e1229 = l_mut_292_;
                uint _e1230 = l_mut_308_;
                bool l_309_ = (_e1229 < _e1230);
                uint _e1232 = l_mut_292_;
                uint _e1233 = l_mut_308_;
                bool l_310_ = (_e1232 == _e1233);
                uint _e1235 = l_mut_45_;
                uint _e1236 = l_mut_307_;
                bool l_311_ = (_e1235 < _e1236);
                if (l_310_) {
                    local_6 = l_311_;
                } else {
                    local_6 = false;
                }
                bool l_312_ = local_6;
                if (!(l_309_)) {
                    local_7 = l_312_;
                } else {
                    local_7 = true;
                }
                bool l_313_ = local_7;
                bool l_314_ = !(l_313_);
                bool _e1248 = l_mut_305_;
                bool l_315_ = (l_314_ != _e1248);
                if (l_315_) {
                    uint _e1250 = l_mut_109_;
                    l_mut_308_ = _e1250;
                    uint _e1251 = l_mut_103_;
                    l_mut_307_ = _e1251;
                    uint _e1252 = l_mut_97_;
                    l_mut_109_ = _e1252;
                    uint _e1253 = l_mut_82_;
                    l_mut_103_ = _e1253;
                    uint _e1254 = l_mut_308_;
                    l_mut_97_ = _e1254;
                    uint _e1255 = l_mut_307_;
                    l_mut_82_ = _e1255;
                    uint _e1256 = l_mut_293_;
                    l_mut_308_ = _e1256;
                    uint _e1257 = l_mut_294_;
                    l_mut_293_ = _e1257;
                    uint _e1258 = l_mut_308_;
                    l_mut_294_ = _e1258;
                    l_mut_305_ = l_314_;
                }
                l_mut_316_ = true;
                bool _e1260 = l_mut_305_;
                if (_e1260) {
                    uint _e1261 = l_mut_45_;
                    uint _e1262 = l_mut_97_;
                    uint l_317_ = (_e1261 - _e1262);
                    uint _e1264 = l_mut_292_;
                    uint _e1265 = l_mut_82_;
                    uint l_318_ = (_e1264 - _e1265);
                    uint _e1267 = l_mut_45_;
                    uint _e1268 = l_mut_97_;
                    bool l_319_ = (_e1267 < _e1268);
                    uint l_320_ = uint(l_319_);
                    uint l_321_ = (l_318_ - l_320_);
                    l_mut_45_ = l_317_;
                    l_mut_292_ = l_321_;
                    uint _e1272 = l_mut_292_;
                    bool l_322_ = (_e1272 < l_286_);
                    uint _e1274 = l_mut_292_;
                    bool l_323_ = (_e1274 == l_286_);
                    uint _e1276 = l_mut_45_;
                    bool l_324_ = (_e1276 < l_282_);
                    if (l_323_) {
                        local_8 = l_324_;
                    } else {
                        local_8 = false;
                    }
                    bool l_325_ = local_8;
                    if (!(l_322_)) {
                        local_9 = l_325_;
                    } else {
                        local_9 = true;
                    }
                    bool l_326_ = local_9;
                    if (l_326_) {
                        l_mut_302_ = false;
                        l_mut_316_ = false;
                    }
                }
                bool _e1289 = l_mut_316_;
                if (_e1289) {
                    l_mut_308_ = 0u;
                    l_mut_327_ = false;
                    uint _e1292 = l_mut_97_;
                    l_mut_307_ = _e1292;
                    uint _e1293 = l_mut_82_;
                    l_mut_328_ = _e1293;
                    if (false) {
                        uint _e1296 = l_mut_82_;
                        uint l_331_ = (_e1296 >> 3u);
                        l_mut_307_ = l_331_;
                        l_mut_328_ = 0u;
                    } else {
                        if (true) {
                            uint _e1300 = l_mut_97_;
                            l_mut_333_ = _e1300;
                            if (true) {
                                uint _e1302 = l_mut_97_;
                                uint l_335_ = (_e1302 >> 3u);
                                uint _e1305 = l_mut_82_;
                                uint l_336_ = (_e1305 << 29u);
                                uint l_337_ = (l_335_ | l_336_);
                                l_mut_333_ = l_337_;
                            }
                            uint _e1309 = l_mut_82_;
                            uint l_338_ = (_e1309 >> 3u);
                            uint _e1312 = l_mut_333_;
                            l_mut_307_ = _e1312;
                            l_mut_328_ = l_338_;
                        }
                    }
                    uint _e1313 = l_mut_328_;
                    uint _e1314 = l_mut_103_;
                    bool l_339_ = (_e1313 < _e1314);
                    uint _e1316 = l_mut_328_;
                    uint _e1317 = l_mut_103_;
                    bool l_340_ = (_e1316 == _e1317);
                    uint _e1319 = l_mut_307_;
                    uint _e1320 = l_mut_109_;
                    bool l_341_ = (_e1319 < _e1320);
                    if (l_340_) {
                        local_10 = l_341_;
                    } else {
                        local_10 = false;
                    }
                    bool l_342_ = local_10;
                    if (!(l_339_)) {
                        local_11 = l_342_;
                    } else {
                        local_11 = true;
                    }
                    bool l_343_ = local_11;
                    bool l_344_ = !(l_343_);
                    l_mut_327_ = l_344_;
                    uint _e1332 = l_mut_109_;
                    uint _e1333 = l_mut_103_;
                    uint l_345_ = (_e1332 | _e1333);
                    bool l_346_ = (l_345_ == 0u);
                    if (l_346_) {
                        l_mut_308_ = l_77_;
                    } else {
                        bool _e1337 = l_mut_327_;
                        if (_e1337) {
                            uint _e1338 = l_mut_103_;
                            uint _e1339 = l_mut_82_;
                            bool l_347_ = (_e1338 < _e1339);
                            uint _e1341 = l_mut_103_;
                            uint _e1342 = l_mut_82_;
                            bool l_348_ = (_e1341 == _e1342);
                            uint _e1344 = l_mut_109_;
                            uint _e1345 = l_mut_97_;
                            bool l_349_ = (_e1344 < _e1345);
                            if (l_348_) {
                                local_12 = l_349_;
                            } else {
                                local_12 = false;
                            }
                            bool l_350_ = local_12;
                            if (!(l_347_)) {
                                local_13 = l_350_;
                            } else {
                                local_13 = true;
                            }
                            bool l_351_ = local_13;
                            if (l_351_) {
                                uint _e1356 = l_mut_97_;
                                uint l_352_ = (_e1356 - 1u);
                                uint _e1359 = l_mut_82_;
                                uint l_353_ = (_e1359 - 0u);
                                uint _e1362 = l_mut_97_;
                                bool l_354_ = (_e1362 < 1u);
                                uint l_355_ = uint(l_354_);
                                uint l_356_ = (l_353_ - l_355_);
                                l_mut_333_ = l_352_;
                                l_mut_328_ = l_356_;
                                l_mut_307_ = 0u;
                                l_mut_357_ = 0u;
                                bool loop_init = true;
                                while(true) {
                                    if (!loop_init) {
                                        uint _e1455 = l_mut_357_;
                                        l_mut_357_ = (_e1455 + 1u);
                                    }
                                    loop_init = false;
                                    uint _e1370 = l_mut_357_;
                                    if ((_e1370 < 16u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1374 = l_mut_357_;
                                        uint l_358_ = (15u - _e1374);
                                        uint _e1376 = l_mut_333_;
                                        l_mut_359_ = _e1376;
                                        uint _e1377 = l_mut_328_;
                                        l_mut_360_ = _e1377;
                                        bool l_361_ = (l_358_ >= 32u);
                                        if (l_361_) {
                                            uint l_362_ = (l_358_ & 31u);
                                            uint _e1382 = l_mut_328_;
                                            uint l_363_ = (_e1382 >> l_362_);
                                            l_mut_359_ = l_363_;
                                            l_mut_360_ = 0u;
                                        } else {
                                            bool l_364_ = (l_358_ > 0u);
                                            if (l_364_) {
                                                uint _e1387 = l_mut_333_;
                                                l_mut_365_ = _e1387;
                                                bool l_366_ = (l_358_ > 0u);
                                                if (l_366_) {
                                                    uint _e1390 = l_mut_333_;
                                                    uint l_367_ = (_e1390 >> l_358_);
                                                    uint l_368_ = (32u - l_358_);
                                                    uint _e1394 = l_mut_328_;
                                                    uint l_369_ = (_e1394 << l_368_);
                                                    uint l_370_ = (l_367_ | l_369_);
                                                    l_mut_365_ = l_370_;
                                                }
                                                uint _e1397 = l_mut_328_;
                                                uint l_371_ = (_e1397 >> l_358_);
                                                uint _e1399 = l_mut_365_;
                                                l_mut_359_ = _e1399;
                                                l_mut_360_ = l_371_;
                                            }
                                        }
                                        uint _e1400 = l_mut_360_;
                                        uint _e1401 = l_mut_103_;
                                        bool l_372_ = (_e1400 < _e1401);
                                        uint _e1403 = l_mut_360_;
                                        uint _e1404 = l_mut_103_;
                                        bool l_373_ = (_e1403 == _e1404);
                                        uint _e1406 = l_mut_359_;
                                        uint _e1407 = l_mut_109_;
                                        bool l_374_ = (_e1406 < _e1407);
                                        if (l_373_) {
                                            local_14 = l_374_;
                                        } else {
                                            local_14 = false;
                                        }
                                        bool l_375_ = local_14;
                                        if (!(l_372_)) {
                                            local_15 = l_375_;
                                        } else {
                                            local_15 = true;
                                        }
                                        bool l_376_ = local_15;
                                        bool l_377_ = !(l_376_);
                                        if (l_377_) {
                                            uint _e1419 = l_mut_109_;
                                            l_mut_365_ = _e1419;
                                            uint _e1420 = l_mut_103_;
                                            l_mut_360_ = _e1420;
                                            bool l_378_ = (l_358_ >= 32u);
                                            if (l_378_) {
                                                uint l_379_ = (l_358_ & 31u);
                                                uint _e1425 = l_mut_109_;
                                                uint l_380_ = (_e1425 << l_379_);
                                                l_mut_365_ = 0u;
                                                l_mut_360_ = l_380_;
                                            } else {
                                                bool l_381_ = (l_358_ > 0u);
                                                if (l_381_) {
                                                    uint _e1430 = l_mut_109_;
                                                    uint l_382_ = (_e1430 << l_358_);
                                                    uint _e1432 = l_mut_103_;
                                                    uint l_383_ = (_e1432 << l_358_);
                                                    uint l_384_ = (32u - l_358_);
                                                    uint _e1436 = l_mut_109_;
                                                    uint l_385_ = (_e1436 >> l_384_);
                                                    uint l_386_ = (l_383_ | l_385_);
                                                    l_mut_365_ = l_382_;
                                                    l_mut_360_ = l_386_;
                                                }
                                            }
                                            uint _e1439 = l_mut_333_;
                                            uint _e1440 = l_mut_365_;
                                            uint l_387_ = (_e1439 - _e1440);
                                            uint _e1442 = l_mut_328_;
                                            uint _e1443 = l_mut_360_;
                                            uint l_388_ = (_e1442 - _e1443);
                                            uint _e1445 = l_mut_333_;
                                            uint _e1446 = l_mut_365_;
                                            bool l_389_ = (_e1445 < _e1446);
                                            uint l_390_ = uint(l_389_);
                                            uint l_391_ = (l_388_ - l_390_);
                                            l_mut_333_ = l_387_;
                                            l_mut_328_ = l_391_;
                                            uint l_392_ = (1u << l_358_);
                                            uint _e1452 = l_mut_307_;
                                            l_mut_307_ = (_e1452 | l_392_);
                                        }
                                    }
                                }
                                uint _e1457 = l_mut_307_;
                                uint l_393_ = min(_e1457, l_77_);
                                l_mut_365_ = l_393_;
                                uint _e1459 = l_mut_328_;
                                uint _e1460 = l_mut_103_;
                                bool l_394_ = (_e1459 < _e1460);
                                uint _e1462 = l_mut_328_;
                                uint _e1463 = l_mut_103_;
                                bool l_395_ = (_e1462 == _e1463);
                                uint _e1465 = l_mut_333_;
                                uint _e1466 = l_mut_109_;
                                bool l_396_ = (_e1465 < _e1466);
                                if (l_395_) {
                                    local_16 = l_396_;
                                } else {
                                    local_16 = false;
                                }
                                bool l_397_ = local_16;
                                if (!(l_394_)) {
                                    local_17 = l_397_;
                                } else {
                                    local_17 = true;
                                }
                                bool l_398_ = local_17;
                                bool l_399_ = !(l_398_);
                                if (l_399_) {
                                    l_mut_365_ = l_77_;
                                }
                                uint _e1478 = l_mut_365_;
                                l_mut_308_ = _e1478;
                            }
                        } else {
                            uint _e1479 = l_mut_97_;
                            l_mut_365_ = _e1479;
                            uint _e1480 = l_mut_82_;
                            l_mut_360_ = _e1480;
                            while(true) {
                                uint _e1481 = l_mut_103_;
                                uint _e1482 = l_mut_360_;
                                bool l_400_ = (_e1481 < _e1482);
                                uint _e1484 = l_mut_103_;
                                uint _e1485 = l_mut_360_;
                                bool l_401_ = (_e1484 == _e1485);
                                uint _e1487 = l_mut_109_;
                                uint _e1488 = l_mut_365_;
                                bool l_402_ = (_e1487 < _e1488);
                                if (l_401_) {
                                    local_18 = l_402_;
                                } else {
                                    local_18 = false;
                                }
                                bool l_403_ = local_18;
                                if (!(l_400_)) {
                                    local_19 = l_403_;
                                } else {
                                    local_19 = true;
                                }
                                bool l_404_ = local_19;
                                uint _e1499 = l_mut_308_;
                                uint _e1500 = l_mut_294_;
                                uint l_405_ = (_e1499 * _e1500);
                                uint _e1502 = l_mut_293_;
                                uint l_406_ = (_e1502 + l_405_);
                                uint _e1504 = l_mut_294_;
                                uint l_407_ = (l_406_ + _e1504);
                                bool l_408_ = (l_407_ < l_77_);
                                if (l_404_) {
                                    local_20 = l_408_;
                                } else {
                                    local_20 = false;
                                }
                                bool l_409_ = local_20;
                                bool l_410_ = !(l_409_);
                                if (l_410_) {
                                    break;
                                }
                                uint _e1512 = l_mut_365_;
                                uint _e1513 = l_mut_109_;
                                uint l_411_ = (_e1512 - _e1513);
                                uint _e1515 = l_mut_360_;
                                uint _e1516 = l_mut_103_;
                                uint l_412_ = (_e1515 - _e1516);
                                uint _e1518 = l_mut_365_;
                                uint _e1519 = l_mut_109_;
                                bool l_413_ = (_e1518 < _e1519);
                                uint l_414_ = uint(l_413_);
                                uint l_415_ = (l_412_ - l_414_);
                                l_mut_365_ = l_411_;
                                l_mut_360_ = l_415_;
                                uint _e1523 = l_mut_308_;
                                l_mut_308_ = (_e1523 + 1u);
                            }
                        }
                    }
                    uint _e1526 = l_mut_308_;
                    uint _e1527 = l_mut_294_;
                    uint l_416_ = (_e1526 * _e1527);
                    uint _e1529 = l_mut_293_;
                    uint l_417_ = (_e1529 + l_416_);
                    uint _e1531 = l_mut_294_;
                    uint l_418_ = (l_417_ + _e1531);
                    bool l_419_ = (l_418_ >= l_77_);
                    if (l_419_) {
                        l_mut_295_ = true;
                        l_mut_302_ = false;
                    } else {
                        uint _e1536 = l_mut_109_;
                        uint _e1537 = l_mut_308_;
                        uint l_420_ = (_e1536 * _e1537);
                        uint _e1539 = l_mut_109_;
                        uint l_830_ = (_e1539 & 65535u);
                        uint _e1542 = l_mut_109_;
                        uint l_831_ = (_e1542 >> 16u);
                        uint l_832_ = (l_831_ & 65535u);
                        uint _e1547 = l_mut_308_;
                        uint l_833_ = (_e1547 & 65535u);
                        uint _e1550 = l_mut_308_;
                        uint l_834_ = (_e1550 >> 16u);
                        uint l_835_ = (l_834_ & 65535u);
                        uint l_836_ = (l_830_ * l_833_);
                        uint l_837_ = (l_832_ * l_833_);
                        uint l_838_ = (l_830_ * l_835_);
                        uint l_839_ = (l_832_ * l_835_);
                        uint l_840_ = (l_836_ >> 16u);
                        uint l_841_ = (l_840_ & 65535u);
                        uint l_842_ = (l_837_ & 65535u);
                        uint l_843_ = (l_841_ + l_842_);
                        uint l_844_ = (l_838_ & 65535u);
                        uint l_845_ = (l_843_ + l_844_);
                        uint l_846_ = (l_837_ >> 16u);
                        uint l_847_ = (l_846_ & 65535u);
                        uint l_848_ = (l_839_ + l_847_);
                        uint l_849_ = (l_838_ >> 16u);
                        uint l_850_ = (l_849_ & 65535u);
                        uint l_851_ = (l_848_ + l_850_);
                        uint l_852_ = (l_845_ >> 16u);
                        uint l_853_ = (l_852_ & 65535u);
                        uint l_421_ = (l_851_ + l_853_);
                        uint _e1584 = l_mut_103_;
                        uint _e1585 = l_mut_308_;
                        uint l_422_ = (_e1584 * _e1585);
                        uint l_423_ = (l_421_ + l_422_);
                        uint _e1588 = l_mut_97_;
                        uint l_424_ = (_e1588 - l_420_);
                        uint _e1590 = l_mut_82_;
                        uint l_425_ = (_e1590 - l_423_);
                        uint _e1592 = l_mut_97_;
                        bool l_426_ = (_e1592 < l_420_);
                        uint l_427_ = uint(l_426_);
                        uint l_428_ = (l_425_ - l_427_);
                        l_mut_97_ = l_424_;
                        l_mut_82_ = l_428_;
                        uint _e1596 = l_mut_308_;
                        uint _e1597 = l_mut_294_;
                        uint l_429_ = (_e1596 * _e1597);
                        uint _e1599 = l_mut_293_;
                        l_mut_293_ = (_e1599 + l_429_);
                        uint _e1601 = l_mut_109_;
                        uint _e1602 = l_mut_97_;
                        uint l_430_ = (_e1601 - _e1602);
                        uint _e1604 = l_mut_103_;
                        uint _e1605 = l_mut_82_;
                        uint l_431_ = (_e1604 - _e1605);
                        uint _e1607 = l_mut_109_;
                        uint _e1608 = l_mut_97_;
                        bool l_432_ = (_e1607 < _e1608);
                        uint l_433_ = uint(l_432_);
                        uint l_434_ = (l_431_ - l_433_);
                        l_mut_109_ = l_430_;
                        l_mut_103_ = l_434_;
                        uint _e1612 = l_mut_294_;
                        uint _e1613 = l_mut_293_;
                        l_mut_294_ = (_e1612 + _e1613);
                    }
                }
            }
            bool _e1615 = l_mut_295_;
            bool l_435_ = !(_e1615);
            if (l_435_) {
                uint l_436_ = (l_37_ * 8u);
                uint l_437_ = (l_436_ + l_38_);
                uint l_855_ = _group_0_binding_7_cs.static_meta[6];
                uint l_856_ = (l_855_ * 1u);
                uint l_857_ = (l_856_ - 1u);
                uint l_858_ = min(1u, l_857_);
                uint _e1633 = atomicAdd(_group_0_binding_6_cs[l_858_], 1u);
                uint l_440_ = _group_0_binding_7_cs.static_meta[12];
                bool l_441_ = (_e1633 < l_440_);
                if (l_441_) {
                    uint l_860_ = _group_0_binding_7_cs.static_meta[5];
                    uint l_861_ = (l_860_ * 1u);
                    bool l_862_ = (_e1633 < l_861_);
                    if (l_862_) {
                        _group_0_binding_5_cs[_e1633] = l_437_;
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
    } else {
        return;
    }
}
