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
    uint l_mut_312_ = 0u;
    bool l_mut_313_ = false;
    uint l_mut_326_ = 0u;
    uint l_mut_327_ = 0u;
    uint l_mut_328_ = 0u;
    uint l_mut_331_ = 0u;
    uint l_mut_332_ = 0u;
    uint l_mut_337_ = 0u;
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
    uint l_mut_329_ = 0u;
    bool local_10 = false;
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
    uint l_mut_429_ = 0u;
    bool local_21 = false;
    bool local_22 = false;
    bool local_23 = false;
    bool local_24 = false;
    bool local_25 = false;
    bool local_26 = false;
    bool local_27 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_511_ = _group_0_binding_7_cs.static_meta[6];
        uint l_512_ = (l_511_ * 1u);
        uint l_513_ = (l_512_ - 1u);
        uint l_514_ = min(3u, l_513_);
        uint _e59 = atomicAdd(_group_0_binding_6_cs[l_514_], 1u);
    }
    uint l_3_ = _group_0_binding_7_cs.static_meta[11];
    uint l_4_ = (l_3_ * 8u);
    bool l_5_ = (id < l_4_);
    if (l_5_) {
        uint l_516_ = _group_0_binding_7_cs.static_meta[3];
        uint l_517_ = (l_516_ * 1u);
        bool l_518_ = (0u < l_517_);
        uint l_519_ = (l_517_ - 1u);
        uint l_520_ = min(0u, l_519_);
        uint l_521_ = _group_0_binding_3_cs[l_520_];
        uint l_7_ = (l_518_ ? l_521_ : 0u);
        uint l_9_ = (0u + 1u);
        uint l_523_ = _group_0_binding_7_cs.static_meta[3];
        uint l_524_ = (l_523_ * 1u);
        bool l_525_ = (l_9_ < l_524_);
        uint l_526_ = (l_524_ - 1u);
        uint l_527_ = min(l_9_, l_526_);
        uint l_528_ = _group_0_binding_3_cs[l_527_];
        uint l_10_ = (l_525_ ? l_528_ : 0u);
        uint l_530_ = _group_0_binding_7_cs.static_meta[3];
        uint l_531_ = (l_530_ * 1u);
        bool l_532_ = (2u < l_531_);
        uint l_533_ = (l_531_ - 1u);
        uint l_534_ = min(2u, l_533_);
        uint l_535_ = _group_0_binding_3_cs[l_534_];
        uint l_12_ = (l_532_ ? l_535_ : 0u);
        uint l_14_ = (2u + 1u);
        uint l_537_ = _group_0_binding_7_cs.static_meta[3];
        uint l_538_ = (l_537_ * 1u);
        bool l_539_ = (l_14_ < l_538_);
        uint l_540_ = (l_538_ - 1u);
        uint l_541_ = min(l_14_, l_540_);
        uint l_542_ = _group_0_binding_3_cs[l_541_];
        uint l_15_ = (l_539_ ? l_542_ : 0u);
        uint l_544_ = _group_0_binding_7_cs.static_meta[3];
        uint l_545_ = (l_544_ * 1u);
        bool l_546_ = (4u < l_545_);
        uint l_547_ = (l_545_ - 1u);
        uint l_548_ = min(4u, l_547_);
        uint l_549_ = _group_0_binding_3_cs[l_548_];
        uint l_17_ = (l_546_ ? l_549_ : 0u);
        uint l_19_ = (4u + 1u);
        uint l_551_ = _group_0_binding_7_cs.static_meta[3];
        uint l_552_ = (l_551_ * 1u);
        bool l_553_ = (l_19_ < l_552_);
        uint l_554_ = (l_552_ - 1u);
        uint l_555_ = min(l_19_, l_554_);
        uint l_556_ = _group_0_binding_3_cs[l_555_];
        uint l_20_ = (l_553_ ? l_556_ : 0u);
        uint l_558_ = _group_0_binding_7_cs.static_meta[3];
        uint l_559_ = (l_558_ * 1u);
        bool l_560_ = (6u < l_559_);
        uint l_561_ = (l_559_ - 1u);
        uint l_562_ = min(6u, l_561_);
        uint l_563_ = _group_0_binding_3_cs[l_562_];
        uint l_22_ = (l_560_ ? l_563_ : 0u);
        uint l_24_ = (6u + 1u);
        uint l_565_ = _group_0_binding_7_cs.static_meta[3];
        uint l_566_ = (l_565_ * 1u);
        bool l_567_ = (l_24_ < l_566_);
        uint l_568_ = (l_566_ - 1u);
        uint l_569_ = min(l_24_, l_568_);
        uint l_570_ = _group_0_binding_3_cs[l_569_];
        uint l_25_ = (l_567_ ? l_570_ : 0u);
        uint l_572_ = _group_0_binding_7_cs.static_meta[3];
        uint l_573_ = (l_572_ * 1u);
        bool l_574_ = (8u < l_573_);
        uint l_575_ = (l_573_ - 1u);
        uint l_576_ = min(8u, l_575_);
        uint l_577_ = _group_0_binding_3_cs[l_576_];
        uint l_27_ = (l_574_ ? l_577_ : 0u);
        uint l_29_ = (8u + 1u);
        uint l_579_ = _group_0_binding_7_cs.static_meta[3];
        uint l_580_ = (l_579_ * 1u);
        bool l_581_ = (l_29_ < l_580_);
        uint l_582_ = (l_580_ - 1u);
        uint l_583_ = min(l_29_, l_582_);
        uint l_584_ = _group_0_binding_3_cs[l_583_];
        uint l_30_ = (l_581_ ? l_584_ : 0u);
        uint l_586_ = _group_0_binding_7_cs.static_meta[3];
        uint l_587_ = (l_586_ * 1u);
        bool l_588_ = (10u < l_587_);
        uint l_589_ = (l_587_ - 1u);
        uint l_590_ = min(10u, l_589_);
        uint l_591_ = _group_0_binding_3_cs[l_590_];
        uint l_32_ = (l_588_ ? l_591_ : 0u);
        uint l_34_ = (10u + 1u);
        uint l_593_ = _group_0_binding_7_cs.static_meta[3];
        uint l_594_ = (l_593_ * 1u);
        bool l_595_ = (l_34_ < l_594_);
        uint l_596_ = (l_594_ - 1u);
        uint l_597_ = min(l_34_, l_596_);
        uint l_598_ = _group_0_binding_3_cs[l_597_];
        uint l_35_ = (l_595_ ? l_598_ : 0u);
        uint l_36_ = (id / 8u);
        uint l_600_ = _group_0_binding_7_cs.static_meta[4];
        uint l_601_ = (l_600_ * 1u);
        bool l_602_ = (l_36_ < l_601_);
        uint l_603_ = (l_601_ - 1u);
        uint l_604_ = min(l_36_, l_603_);
        uint l_605_ = _group_0_binding_4_cs[l_604_];
        uint l_37_ = (l_602_ ? l_605_ : 0u);
        uint l_38_ = (id % 8u);
        uint l_39_ = (l_7_ / 8u);
        uint l_40_ = (l_38_ * l_39_);
        uint l_41_ = (l_37_ * l_7_);
        uint l_607_ = (l_37_ & 65535u);
        uint l_608_ = (l_37_ >> 16u);
        uint l_609_ = (l_608_ & 65535u);
        uint l_610_ = (l_7_ & 65535u);
        uint l_611_ = (l_7_ >> 16u);
        uint l_612_ = (l_611_ & 65535u);
        uint l_613_ = (l_607_ * l_610_);
        uint l_614_ = (l_609_ * l_610_);
        uint l_615_ = (l_607_ * l_612_);
        uint l_616_ = (l_609_ * l_612_);
        uint l_617_ = (l_613_ >> 16u);
        uint l_618_ = (l_617_ & 65535u);
        uint l_619_ = (l_614_ & 65535u);
        uint l_620_ = (l_618_ + l_619_);
        uint l_621_ = (l_615_ & 65535u);
        uint l_622_ = (l_620_ + l_621_);
        uint l_623_ = (l_614_ >> 16u);
        uint l_624_ = (l_623_ & 65535u);
        uint l_625_ = (l_616_ + l_624_);
        uint l_626_ = (l_615_ >> 16u);
        uint l_627_ = (l_626_ & 65535u);
        uint l_628_ = (l_625_ + l_627_);
        uint l_629_ = (l_622_ >> 16u);
        uint l_630_ = (l_629_ & 65535u);
        uint l_42_ = (l_628_ + l_630_);
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
        uint _e370 = l_mut_45_;
        bool l_61_ = (l_40_ < _e370);
        if (l_61_) {
            uint l_62_ = (2u * l_37_);
            uint l_632_ = _group_0_binding_7_cs.static_meta[0];
            uint l_633_ = (l_632_ * 1u);
            bool l_634_ = (l_62_ < l_633_);
            uint l_635_ = (l_633_ - 1u);
            uint l_636_ = min(l_62_, l_635_);
            uint l_637_ = _group_0_binding_0_cs[l_636_];
            uint l_63_ = (l_634_ ? l_637_ : 0u);
            uint l_64_ = (2u * l_37_);
            uint l_65_ = (l_64_ + 1u);
            uint l_639_ = _group_0_binding_7_cs.static_meta[0];
            uint l_640_ = (l_639_ * 1u);
            bool l_641_ = (l_65_ < l_640_);
            uint l_642_ = (l_640_ - 1u);
            uint l_643_ = min(l_65_, l_642_);
            uint l_644_ = _group_0_binding_0_cs[l_643_];
            uint l_66_ = (l_641_ ? l_644_ : 0u);
            uint l_67_ = (2u * l_37_);
            uint l_646_ = _group_0_binding_7_cs.static_meta[1];
            uint l_647_ = (l_646_ * 1u);
            bool l_648_ = (l_67_ < l_647_);
            uint l_649_ = (l_647_ - 1u);
            uint l_650_ = min(l_67_, l_649_);
            uint l_651_ = _group_0_binding_1_cs[l_650_];
            uint l_68_ = (l_648_ ? l_651_ : 0u);
            uint l_69_ = (2u * l_37_);
            uint l_70_ = (l_69_ + 1u);
            uint l_653_ = _group_0_binding_7_cs.static_meta[1];
            uint l_654_ = (l_653_ * 1u);
            bool l_655_ = (l_70_ < l_654_);
            uint l_656_ = (l_654_ - 1u);
            uint l_657_ = min(l_70_, l_656_);
            uint l_658_ = _group_0_binding_1_cs[l_657_];
            uint l_71_ = (l_655_ ? l_658_ : 0u);
            uint l_72_ = (2u * l_37_);
            uint l_660_ = _group_0_binding_7_cs.static_meta[2];
            uint l_661_ = (l_660_ * 1u);
            bool l_662_ = (l_72_ < l_661_);
            uint l_663_ = (l_661_ - 1u);
            uint l_664_ = min(l_72_, l_663_);
            uint l_665_ = _group_0_binding_2_cs[l_664_];
            uint l_73_ = (l_662_ ? l_665_ : 0u);
            uint l_74_ = (2u * l_37_);
            uint l_75_ = (l_74_ + 1u);
            uint l_667_ = _group_0_binding_7_cs.static_meta[2];
            uint l_668_ = (l_667_ * 1u);
            bool l_669_ = (l_75_ < l_668_);
            uint l_670_ = (l_668_ - 1u);
            uint l_671_ = min(l_75_, l_670_);
            uint l_672_ = _group_0_binding_2_cs[l_671_];
            uint l_76_ = (l_669_ ? l_672_ : 0u);
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
            uint _e496 = l_mut_45_;
            uint l_88_ = (_e496 * l_79_);
            uint _e498 = l_mut_82_;
            uint l_89_ = (_e498 * l_79_);
            uint _e500 = l_mut_45_;
            uint l_674_ = (_e500 & 65535u);
            uint _e503 = l_mut_45_;
            uint l_675_ = (_e503 >> 16u);
            uint l_676_ = (l_675_ & 65535u);
            uint l_677_ = (l_79_ & 65535u);
            uint l_678_ = (l_79_ >> 16u);
            uint l_679_ = (l_678_ & 65535u);
            uint l_680_ = (l_674_ * l_677_);
            uint l_681_ = (l_676_ * l_677_);
            uint l_682_ = (l_674_ * l_679_);
            uint l_683_ = (l_676_ * l_679_);
            uint l_684_ = (l_680_ >> 16u);
            uint l_685_ = (l_684_ & 65535u);
            uint l_686_ = (l_681_ & 65535u);
            uint l_687_ = (l_685_ + l_686_);
            uint l_688_ = (l_682_ & 65535u);
            uint l_689_ = (l_687_ + l_688_);
            uint l_690_ = (l_681_ >> 16u);
            uint l_691_ = (l_690_ & 65535u);
            uint l_692_ = (l_683_ + l_691_);
            uint l_693_ = (l_682_ >> 16u);
            uint l_694_ = (l_693_ & 65535u);
            uint l_695_ = (l_692_ + l_694_);
            uint l_696_ = (l_689_ >> 16u);
            uint l_697_ = (l_696_ & 65535u);
            uint l_90_ = (l_695_ + l_697_);
            uint l_91_ = (l_90_ + l_89_);
            uint _e544 = l_mut_82_;
            uint l_699_ = (_e544 & 65535u);
            uint _e547 = l_mut_82_;
            uint l_700_ = (_e547 >> 16u);
            uint l_701_ = (l_700_ & 65535u);
            uint l_702_ = (l_79_ & 65535u);
            uint l_703_ = (l_79_ >> 16u);
            uint l_704_ = (l_703_ & 65535u);
            uint l_705_ = (l_699_ * l_702_);
            uint l_706_ = (l_701_ * l_702_);
            uint l_707_ = (l_699_ * l_704_);
            uint l_708_ = (l_701_ * l_704_);
            uint l_709_ = (l_705_ >> 16u);
            uint l_710_ = (l_709_ & 65535u);
            uint l_711_ = (l_706_ & 65535u);
            uint l_712_ = (l_710_ + l_711_);
            uint l_713_ = (l_707_ & 65535u);
            uint l_714_ = (l_712_ + l_713_);
            uint l_715_ = (l_706_ >> 16u);
            uint l_716_ = (l_715_ & 65535u);
            uint l_717_ = (l_708_ + l_716_);
            uint l_718_ = (l_707_ >> 16u);
            uint l_719_ = (l_718_ & 65535u);
            uint l_720_ = (l_717_ + l_719_);
            uint l_721_ = (l_714_ >> 16u);
            uint l_722_ = (l_721_ & 65535u);
            uint l_92_ = (l_720_ + l_722_);
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
            uint _e606 = l_mut_97_;
            l_mut_109_ = _e606;
            uint _e607 = l_mut_103_;
            l_mut_97_ = _e607;
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
                    uint _e621 = l_mut_103_;
                    l_mut_109_ = _e621;
                    l_mut_97_ = l_117_;
                }
            }
            uint _e622 = l_mut_109_;
            l_mut_103_ = _e622;
            uint _e623 = l_mut_97_;
            l_mut_109_ = _e623;
            if (l_81_) {
                uint _e625 = l_mut_103_;
                uint l_118_ = (0u - _e625);
                uint _e628 = l_mut_109_;
                uint l_119_ = (0u - _e628);
                uint _e631 = l_mut_103_;
                bool l_120_ = (0u < _e631);
                uint l_121_ = uint(l_120_);
                uint l_122_ = (l_119_ - l_121_);
                l_mut_103_ = l_118_;
                l_mut_109_ = l_122_;
            }
            uint _e635 = l_mut_103_;
            uint l_123_ = (l_63_ + _e635);
            uint _e637 = l_mut_109_;
            uint l_124_ = (l_66_ + _e637);
            bool l_125_ = (l_123_ < l_63_);
            uint l_126_ = uint(l_125_);
            uint l_127_ = (l_124_ + l_126_);
            uint l_128_ = (l_63_ * l_78_);
            uint l_724_ = (l_63_ & 65535u);
            uint l_725_ = (l_63_ >> 16u);
            uint l_726_ = (l_725_ & 65535u);
            uint l_727_ = (l_78_ & 65535u);
            uint l_728_ = (l_78_ >> 16u);
            uint l_729_ = (l_728_ & 65535u);
            uint l_730_ = (l_724_ * l_727_);
            uint l_731_ = (l_726_ * l_727_);
            uint l_732_ = (l_724_ * l_729_);
            uint l_733_ = (l_726_ * l_729_);
            uint l_734_ = (l_730_ >> 16u);
            uint l_735_ = (l_734_ & 65535u);
            uint l_736_ = (l_731_ & 65535u);
            uint l_737_ = (l_735_ + l_736_);
            uint l_738_ = (l_732_ & 65535u);
            uint l_739_ = (l_737_ + l_738_);
            uint l_740_ = (l_731_ >> 16u);
            uint l_741_ = (l_740_ & 65535u);
            uint l_742_ = (l_733_ + l_741_);
            uint l_743_ = (l_732_ >> 16u);
            uint l_744_ = (l_743_ & 65535u);
            uint l_745_ = (l_742_ + l_744_);
            uint l_746_ = (l_739_ >> 16u);
            uint l_747_ = (l_746_ & 65535u);
            uint l_129_ = (l_745_ + l_747_);
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
            uint _e704 = l_mut_109_;
            uint l_145_ = (_e704 * l_137_);
            uint _e706 = l_mut_103_;
            uint l_146_ = (_e706 * l_137_);
            uint _e708 = l_mut_109_;
            uint l_749_ = (_e708 & 65535u);
            uint _e711 = l_mut_109_;
            uint l_750_ = (_e711 >> 16u);
            uint l_751_ = (l_750_ & 65535u);
            uint l_752_ = (l_137_ & 65535u);
            uint l_753_ = (l_137_ >> 16u);
            uint l_754_ = (l_753_ & 65535u);
            uint l_755_ = (l_749_ * l_752_);
            uint l_756_ = (l_751_ * l_752_);
            uint l_757_ = (l_749_ * l_754_);
            uint l_758_ = (l_751_ * l_754_);
            uint l_759_ = (l_755_ >> 16u);
            uint l_760_ = (l_759_ & 65535u);
            uint l_761_ = (l_756_ & 65535u);
            uint l_762_ = (l_760_ + l_761_);
            uint l_763_ = (l_757_ & 65535u);
            uint l_764_ = (l_762_ + l_763_);
            uint l_765_ = (l_756_ >> 16u);
            uint l_766_ = (l_765_ & 65535u);
            uint l_767_ = (l_758_ + l_766_);
            uint l_768_ = (l_757_ >> 16u);
            uint l_769_ = (l_768_ & 65535u);
            uint l_770_ = (l_767_ + l_769_);
            uint l_771_ = (l_764_ >> 16u);
            uint l_772_ = (l_771_ & 65535u);
            uint l_147_ = (l_770_ + l_772_);
            uint l_148_ = (l_147_ + l_146_);
            uint _e752 = l_mut_103_;
            uint l_774_ = (_e752 & 65535u);
            uint _e755 = l_mut_103_;
            uint l_775_ = (_e755 >> 16u);
            uint l_776_ = (l_775_ & 65535u);
            uint l_777_ = (l_137_ & 65535u);
            uint l_778_ = (l_137_ >> 16u);
            uint l_779_ = (l_778_ & 65535u);
            uint l_780_ = (l_774_ * l_777_);
            uint l_781_ = (l_776_ * l_777_);
            uint l_782_ = (l_774_ * l_779_);
            uint l_783_ = (l_776_ * l_779_);
            uint l_784_ = (l_780_ >> 16u);
            uint l_785_ = (l_784_ & 65535u);
            uint l_786_ = (l_781_ & 65535u);
            uint l_787_ = (l_785_ + l_786_);
            uint l_788_ = (l_782_ & 65535u);
            uint l_789_ = (l_787_ + l_788_);
            uint l_790_ = (l_781_ >> 16u);
            uint l_791_ = (l_790_ & 65535u);
            uint l_792_ = (l_783_ + l_791_);
            uint l_793_ = (l_782_ >> 16u);
            uint l_794_ = (l_793_ & 65535u);
            uint l_795_ = (l_792_ + l_794_);
            uint l_796_ = (l_789_ >> 16u);
            uint l_797_ = (l_796_ & 65535u);
            uint l_149_ = (l_795_ + l_797_);
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
            uint _e814 = l_mut_97_;
            l_mut_45_ = _e814;
            uint _e815 = l_mut_82_;
            l_mut_97_ = _e815;
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
                    uint _e829 = l_mut_82_;
                    l_mut_45_ = _e829;
                    l_mut_97_ = l_171_;
                }
            }
            uint _e830 = l_mut_45_;
            l_mut_109_ = _e830;
            uint _e831 = l_mut_97_;
            l_mut_103_ = _e831;
            if (l_139_) {
                uint _e833 = l_mut_109_;
                uint l_172_ = (0u - _e833);
                uint _e836 = l_mut_103_;
                uint l_173_ = (0u - _e836);
                uint _e839 = l_mut_109_;
                bool l_174_ = (0u < _e839);
                uint l_175_ = uint(l_174_);
                uint l_176_ = (l_173_ - l_175_);
                l_mut_109_ = l_172_;
                l_mut_103_ = l_176_;
            }
            uint _e843 = l_mut_109_;
            uint l_177_ = (l_132_ + _e843);
            uint _e845 = l_mut_103_;
            uint l_178_ = (l_136_ + _e845);
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
            uint _e862 = l_mut_109_;
            uint l_189_ = (_e862 * l_77_);
            uint _e864 = l_mut_103_;
            uint l_190_ = (_e864 * l_77_);
            uint _e866 = l_mut_109_;
            uint l_799_ = (_e866 & 65535u);
            uint _e869 = l_mut_109_;
            uint l_800_ = (_e869 >> 16u);
            uint l_801_ = (l_800_ & 65535u);
            uint l_802_ = (l_77_ & 65535u);
            uint l_803_ = (l_77_ >> 16u);
            uint l_804_ = (l_803_ & 65535u);
            uint l_805_ = (l_799_ * l_802_);
            uint l_806_ = (l_801_ * l_802_);
            uint l_807_ = (l_799_ * l_804_);
            uint l_808_ = (l_801_ * l_804_);
            uint l_809_ = (l_805_ >> 16u);
            uint l_810_ = (l_809_ & 65535u);
            uint l_811_ = (l_806_ & 65535u);
            uint l_812_ = (l_810_ + l_811_);
            uint l_813_ = (l_807_ & 65535u);
            uint l_814_ = (l_812_ + l_813_);
            uint l_815_ = (l_806_ >> 16u);
            uint l_816_ = (l_815_ & 65535u);
            uint l_817_ = (l_808_ + l_816_);
            uint l_818_ = (l_807_ >> 16u);
            uint l_819_ = (l_818_ & 65535u);
            uint l_820_ = (l_817_ + l_819_);
            uint l_821_ = (l_814_ >> 16u);
            uint l_822_ = (l_821_ & 65535u);
            uint l_191_ = (l_820_ + l_822_);
            uint l_192_ = (l_191_ + l_190_);
            uint _e910 = l_mut_103_;
            uint l_824_ = (_e910 & 65535u);
            uint _e913 = l_mut_103_;
            uint l_825_ = (_e913 >> 16u);
            uint l_826_ = (l_825_ & 65535u);
            uint l_827_ = (l_77_ & 65535u);
            uint l_828_ = (l_77_ >> 16u);
            uint l_829_ = (l_828_ & 65535u);
            uint l_830_ = (l_824_ * l_827_);
            uint l_831_ = (l_826_ * l_827_);
            uint l_832_ = (l_824_ * l_829_);
            uint l_833_ = (l_826_ * l_829_);
            uint l_834_ = (l_830_ >> 16u);
            uint l_835_ = (l_834_ & 65535u);
            uint l_836_ = (l_831_ & 65535u);
            uint l_837_ = (l_835_ + l_836_);
            uint l_838_ = (l_832_ & 65535u);
            uint l_839_ = (l_837_ + l_838_);
            uint l_840_ = (l_831_ >> 16u);
            uint l_841_ = (l_840_ & 65535u);
            uint l_842_ = (l_833_ + l_841_);
            uint l_843_ = (l_832_ >> 16u);
            uint l_844_ = (l_843_ & 65535u);
            uint l_845_ = (l_842_ + l_844_);
            uint l_846_ = (l_839_ >> 16u);
            uint l_847_ = (l_846_ & 65535u);
            uint l_193_ = (l_845_ + l_847_);
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
            uint _e972 = l_mut_97_;
            l_mut_45_ = _e972;
            uint _e973 = l_mut_82_;
            l_mut_97_ = _e973;
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
                    uint _e987 = l_mut_82_;
                    l_mut_45_ = _e987;
                    l_mut_97_ = l_215_;
                }
            }
            uint _e988 = l_mut_45_;
            l_mut_109_ = _e988;
            uint _e989 = l_mut_97_;
            l_mut_103_ = _e989;
            if (l_183_) {
                uint _e991 = l_mut_109_;
                uint l_216_ = (0u - _e991);
                uint _e994 = l_mut_103_;
                uint l_217_ = (0u - _e994);
                uint _e997 = l_mut_109_;
                bool l_218_ = (0u < _e997);
                uint l_219_ = uint(l_218_);
                uint l_220_ = (l_217_ - l_219_);
                l_mut_109_ = l_216_;
                l_mut_103_ = l_220_;
            }
            uint _e1001 = l_mut_109_;
            uint l_221_ = (l_123_ + _e1001);
            uint _e1003 = l_mut_103_;
            uint l_222_ = (l_127_ + _e1003);
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
            uint _e1023 = l_mut_109_;
            uint l_235_ = (_e1023 * l_226_);
            uint _e1025 = l_mut_103_;
            uint l_236_ = (_e1025 * l_226_);
            uint _e1027 = l_mut_109_;
            uint l_849_ = (_e1027 & 65535u);
            uint _e1030 = l_mut_109_;
            uint l_850_ = (_e1030 >> 16u);
            uint l_851_ = (l_850_ & 65535u);
            uint l_852_ = (l_226_ & 65535u);
            uint l_853_ = (l_226_ >> 16u);
            uint l_854_ = (l_853_ & 65535u);
            uint l_855_ = (l_849_ * l_852_);
            uint l_856_ = (l_851_ * l_852_);
            uint l_857_ = (l_849_ * l_854_);
            uint l_858_ = (l_851_ * l_854_);
            uint l_859_ = (l_855_ >> 16u);
            uint l_860_ = (l_859_ & 65535u);
            uint l_861_ = (l_856_ & 65535u);
            uint l_862_ = (l_860_ + l_861_);
            uint l_863_ = (l_857_ & 65535u);
            uint l_864_ = (l_862_ + l_863_);
            uint l_865_ = (l_856_ >> 16u);
            uint l_866_ = (l_865_ & 65535u);
            uint l_867_ = (l_858_ + l_866_);
            uint l_868_ = (l_857_ >> 16u);
            uint l_869_ = (l_868_ & 65535u);
            uint l_870_ = (l_867_ + l_869_);
            uint l_871_ = (l_864_ >> 16u);
            uint l_872_ = (l_871_ & 65535u);
            uint l_237_ = (l_870_ + l_872_);
            uint l_238_ = (l_237_ + l_236_);
            uint _e1071 = l_mut_103_;
            uint l_874_ = (_e1071 & 65535u);
            uint _e1074 = l_mut_103_;
            uint l_875_ = (_e1074 >> 16u);
            uint l_876_ = (l_875_ & 65535u);
            uint l_877_ = (l_226_ & 65535u);
            uint l_878_ = (l_226_ >> 16u);
            uint l_879_ = (l_878_ & 65535u);
            uint l_880_ = (l_874_ * l_877_);
            uint l_881_ = (l_876_ * l_877_);
            uint l_882_ = (l_874_ * l_879_);
            uint l_883_ = (l_876_ * l_879_);
            uint l_884_ = (l_880_ >> 16u);
            uint l_885_ = (l_884_ & 65535u);
            uint l_886_ = (l_881_ & 65535u);
            uint l_887_ = (l_885_ + l_886_);
            uint l_888_ = (l_882_ & 65535u);
            uint l_889_ = (l_887_ + l_888_);
            uint l_890_ = (l_881_ >> 16u);
            uint l_891_ = (l_890_ & 65535u);
            uint l_892_ = (l_883_ + l_891_);
            uint l_893_ = (l_882_ >> 16u);
            uint l_894_ = (l_893_ & 65535u);
            uint l_895_ = (l_892_ + l_894_);
            uint l_896_ = (l_889_ >> 16u);
            uint l_897_ = (l_896_ & 65535u);
            uint l_239_ = (l_895_ + l_897_);
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
            uint _e1133 = l_mut_97_;
            l_mut_45_ = _e1133;
            uint _e1134 = l_mut_82_;
            l_mut_97_ = _e1134;
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
                    uint _e1148 = l_mut_82_;
                    l_mut_45_ = _e1148;
                    l_mut_97_ = l_261_;
                }
            }
            uint _e1149 = l_mut_45_;
            l_mut_109_ = _e1149;
            uint _e1150 = l_mut_97_;
            l_mut_103_ = _e1150;
            if (l_229_) {
                uint _e1152 = l_mut_109_;
                uint l_262_ = (0u - _e1152);
                uint _e1155 = l_mut_103_;
                uint l_263_ = (0u - _e1155);
                uint _e1158 = l_mut_109_;
                bool l_264_ = (0u < _e1158);
                uint l_265_ = uint(l_264_);
                uint l_266_ = (l_263_ - l_265_);
                l_mut_109_ = l_262_;
                l_mut_103_ = l_266_;
            }
            uint _e1162 = l_mut_109_;
            uint l_267_ = (l_177_ - _e1162);
            uint _e1164 = l_mut_103_;
            uint l_268_ = (l_181_ - _e1164);
            uint _e1166 = l_mut_109_;
            bool l_269_ = (l_177_ < _e1166);
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
            uint _e1199 = l_mut_292_;
            bool l_296_ = (_e1199 < l_286_);
            uint _e1201 = l_mut_292_;
            bool l_297_ = (_e1201 == l_286_);
            uint _e1203 = l_mut_45_;
            bool l_298_ = (_e1203 < l_282_);
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
                bool _e1218 = l_mut_302_;
                l_mut_295_ = _e1218;
                l_mut_302_ = false;
            }
            l_mut_305_ = false;
            while(true) {
                bool _e1221 = l_mut_302_;
                bool l_306_ = !(_e1221);
                if (l_306_) {
                    break;
                }
                uint _e1223 = l_mut_292_;
                uint _e1224 = l_mut_103_;
                bool l_307_ = (_e1223 < _e1224);
                uint _e1226 = l_mut_292_;
                uint _e1227 = l_mut_103_;
                bool l_308_ = (_e1226 == _e1227);
                uint _e1229 = l_mut_45_;
                uint _e1230 = l_mut_109_;
                bool l_309_ = (_e1229 < _e1230);
                if (l_308_) {
                    local_6 = l_309_;
                } else {
                    local_6 = false;
                }
                bool l_310_ = local_6;
                if (!(l_307_)) {
                    local_7 = l_310_;
                } else {
                    local_7 = true;
                }
                bool l_311_ = local_7;
                if (l_311_) {
                    l_mut_312_ = 0u;
                    l_mut_313_ = false;
                    l_mut_313_ = true;
                    uint _e1244 = l_mut_109_;
                    uint _e1245 = l_mut_103_;
                    uint l_314_ = (_e1244 | _e1245);
                    bool l_315_ = (l_314_ == 0u);
                    if (l_315_) {
                        l_mut_312_ = l_77_;
                    } else {
                        bool _e1249 = l_mut_313_;
                        if (_e1249) {
                            uint _e1250 = l_mut_103_;
                            uint _e1251 = l_mut_82_;
                            bool l_316_ = (_e1250 < _e1251);
                            uint _e1253 = l_mut_103_;
                            uint _e1254 = l_mut_82_;
                            bool l_317_ = (_e1253 == _e1254);
                            uint _e1256 = l_mut_109_;
                            uint _e1257 = l_mut_97_;
                            bool l_318_ = (_e1256 < _e1257);
                            if (l_317_) {
                                local_8 = l_318_;
                            } else {
                                local_8 = false;
                            }
                            bool l_319_ = local_8;
                            if (!(l_316_)) {
                                local_9 = l_319_;
                            } else {
                                local_9 = true;
                            }
                            bool l_320_ = local_9;
                            if (l_320_) {
                                uint _e1268 = l_mut_97_;
                                uint l_321_ = (_e1268 - 1u);
                                uint _e1271 = l_mut_82_;
                                uint l_322_ = (_e1271 - 0u);
                                uint _e1274 = l_mut_97_;
                                bool l_323_ = (_e1274 < 1u);
                                uint l_324_ = uint(l_323_);
                                uint l_325_ = (l_322_ - l_324_);
                                l_mut_326_ = l_321_;
                                l_mut_327_ = l_325_;
                                l_mut_328_ = 0u;
                                l_mut_329_ = 0u;
                                bool loop_init = true;
                                while(true) {
                                    if (!loop_init) {
                                        uint _e1367 = l_mut_329_;
                                        l_mut_329_ = (_e1367 + 1u);
                                    }
                                    loop_init = false;
                                    uint _e1282 = l_mut_329_;
                                    if ((_e1282 < 16u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1286 = l_mut_329_;
                                        uint l_330_ = (15u - _e1286);
                                        uint _e1288 = l_mut_326_;
                                        l_mut_331_ = _e1288;
                                        uint _e1289 = l_mut_327_;
                                        l_mut_332_ = _e1289;
                                        bool l_333_ = (l_330_ >= 32u);
                                        if (l_333_) {
                                            uint l_334_ = (l_330_ & 31u);
                                            uint _e1294 = l_mut_327_;
                                            uint l_335_ = (_e1294 >> l_334_);
                                            l_mut_331_ = l_335_;
                                            l_mut_332_ = 0u;
                                        } else {
                                            bool l_336_ = (l_330_ > 0u);
                                            if (l_336_) {
                                                uint _e1299 = l_mut_326_;
                                                l_mut_337_ = _e1299;
                                                bool l_338_ = (l_330_ > 0u);
                                                if (l_338_) {
                                                    uint _e1302 = l_mut_326_;
                                                    uint l_339_ = (_e1302 >> l_330_);
                                                    uint l_340_ = (32u - l_330_);
                                                    uint _e1306 = l_mut_327_;
                                                    uint l_341_ = (_e1306 << l_340_);
                                                    uint l_342_ = (l_339_ | l_341_);
                                                    l_mut_337_ = l_342_;
                                                }
                                                uint _e1309 = l_mut_327_;
                                                uint l_343_ = (_e1309 >> l_330_);
                                                uint _e1311 = l_mut_337_;
                                                l_mut_331_ = _e1311;
                                                l_mut_332_ = l_343_;
                                            }
                                        }
                                        uint _e1312 = l_mut_332_;
                                        uint _e1313 = l_mut_103_;
                                        bool l_344_ = (_e1312 < _e1313);
                                        uint _e1315 = l_mut_332_;
                                        uint _e1316 = l_mut_103_;
                                        bool l_345_ = (_e1315 == _e1316);
                                        uint _e1318 = l_mut_331_;
                                        uint _e1319 = l_mut_109_;
                                        bool l_346_ = (_e1318 < _e1319);
                                        if (l_345_) {
                                            local_10 = l_346_;
                                        } else {
                                            local_10 = false;
                                        }
                                        bool l_347_ = local_10;
                                        if (!(l_344_)) {
                                            local_11 = l_347_;
                                        } else {
                                            local_11 = true;
                                        }
                                        bool l_348_ = local_11;
                                        bool l_349_ = !(l_348_);
                                        if (l_349_) {
                                            uint _e1331 = l_mut_109_;
                                            l_mut_337_ = _e1331;
                                            uint _e1332 = l_mut_103_;
                                            l_mut_332_ = _e1332;
                                            bool l_350_ = (l_330_ >= 32u);
                                            if (l_350_) {
                                                uint l_351_ = (l_330_ & 31u);
                                                uint _e1337 = l_mut_109_;
                                                uint l_352_ = (_e1337 << l_351_);
                                                l_mut_337_ = 0u;
                                                l_mut_332_ = l_352_;
                                            } else {
                                                bool l_353_ = (l_330_ > 0u);
                                                if (l_353_) {
                                                    uint _e1342 = l_mut_109_;
                                                    uint l_354_ = (_e1342 << l_330_);
                                                    uint _e1344 = l_mut_103_;
                                                    uint l_355_ = (_e1344 << l_330_);
                                                    uint l_356_ = (32u - l_330_);
                                                    uint _e1348 = l_mut_109_;
                                                    uint l_357_ = (_e1348 >> l_356_);
                                                    uint l_358_ = (l_355_ | l_357_);
                                                    l_mut_337_ = l_354_;
                                                    l_mut_332_ = l_358_;
                                                }
                                            }
                                            uint _e1351 = l_mut_326_;
                                            uint _e1352 = l_mut_337_;
                                            uint l_359_ = (_e1351 - _e1352);
                                            uint _e1354 = l_mut_327_;
                                            uint _e1355 = l_mut_332_;
                                            uint l_360_ = (_e1354 - _e1355);
                                            uint _e1357 = l_mut_326_;
                                            uint _e1358 = l_mut_337_;
                                            bool l_361_ = (_e1357 < _e1358);
                                            uint l_362_ = uint(l_361_);
                                            uint l_363_ = (l_360_ - l_362_);
                                            l_mut_326_ = l_359_;
                                            l_mut_327_ = l_363_;
                                            uint l_364_ = (1u << l_330_);
                                            uint _e1364 = l_mut_328_;
                                            l_mut_328_ = (_e1364 | l_364_);
                                        }
                                    }
                                }
                                uint _e1369 = l_mut_328_;
                                uint l_365_ = min(_e1369, l_77_);
                                l_mut_337_ = l_365_;
                                uint _e1371 = l_mut_327_;
                                uint _e1372 = l_mut_103_;
                                bool l_366_ = (_e1371 < _e1372);
                                uint _e1374 = l_mut_327_;
                                uint _e1375 = l_mut_103_;
                                bool l_367_ = (_e1374 == _e1375);
                                uint _e1377 = l_mut_326_;
                                uint _e1378 = l_mut_109_;
                                bool l_368_ = (_e1377 < _e1378);
                                if (l_367_) {
                                    local_12 = l_368_;
                                } else {
                                    local_12 = false;
                                }
                                bool l_369_ = local_12;
                                if (!(l_366_)) {
                                    local_13 = l_369_;
                                } else {
                                    local_13 = true;
                                }
                                bool l_370_ = local_13;
                                bool l_371_ = !(l_370_);
                                if (l_371_) {
                                    l_mut_337_ = l_77_;
                                }
                                uint _e1390 = l_mut_337_;
                                l_mut_312_ = _e1390;
                            }
                        } else {
                            uint _e1391 = l_mut_97_;
                            l_mut_337_ = _e1391;
                            uint _e1392 = l_mut_82_;
                            l_mut_332_ = _e1392;
                            while(true) {
                                uint _e1393 = l_mut_103_;
                                uint _e1394 = l_mut_332_;
                                bool l_372_ = (_e1393 < _e1394);
                                uint _e1396 = l_mut_103_;
                                uint _e1397 = l_mut_332_;
                                bool l_373_ = (_e1396 == _e1397);
                                uint _e1399 = l_mut_109_;
                                uint _e1400 = l_mut_337_;
                                bool l_374_ = (_e1399 < _e1400);
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
                                uint _e1411 = l_mut_312_;
                                uint _e1412 = l_mut_294_;
                                uint l_377_ = (_e1411 * _e1412);
                                uint _e1414 = l_mut_293_;
                                uint l_378_ = (_e1414 + l_377_);
                                uint _e1416 = l_mut_294_;
                                uint l_379_ = (l_378_ + _e1416);
                                bool l_380_ = (l_379_ < l_77_);
                                if (l_376_) {
                                    local_16 = l_380_;
                                } else {
                                    local_16 = false;
                                }
                                bool l_381_ = local_16;
                                bool l_382_ = !(l_381_);
                                if (l_382_) {
                                    break;
                                }
                                uint _e1424 = l_mut_337_;
                                uint _e1425 = l_mut_109_;
                                uint l_383_ = (_e1424 - _e1425);
                                uint _e1427 = l_mut_332_;
                                uint _e1428 = l_mut_103_;
                                uint l_384_ = (_e1427 - _e1428);
                                uint _e1430 = l_mut_337_;
                                uint _e1431 = l_mut_109_;
                                bool l_385_ = (_e1430 < _e1431);
                                uint l_386_ = uint(l_385_);
                                uint l_387_ = (l_384_ - l_386_);
                                l_mut_337_ = l_383_;
                                l_mut_332_ = l_387_;
                                uint _e1435 = l_mut_312_;
                                l_mut_312_ = (_e1435 + 1u);
                            }
                        }
                    }
                    uint _e1438 = l_mut_312_;
                    uint _e1439 = l_mut_294_;
                    uint l_388_ = (_e1438 * _e1439);
                    uint _e1441 = l_mut_293_;
                    uint l_389_ = (_e1441 + l_388_);
                    uint _e1443 = l_mut_294_;
                    uint l_390_ = (l_389_ + _e1443);
                    bool l_391_ = (l_390_ >= l_77_);
                    if (l_391_) {
                        l_mut_295_ = true;
                        l_mut_302_ = false;
                    } else {
                        uint _e1448 = l_mut_109_;
                        uint _e1449 = l_mut_312_;
                        uint l_392_ = (_e1448 * _e1449);
                        uint _e1451 = l_mut_109_;
                        uint l_899_ = (_e1451 & 65535u);
                        uint _e1454 = l_mut_109_;
                        uint l_900_ = (_e1454 >> 16u);
                        uint l_901_ = (l_900_ & 65535u);
                        uint _e1459 = l_mut_312_;
                        uint l_902_ = (_e1459 & 65535u);
                        uint _e1462 = l_mut_312_;
                        uint l_903_ = (_e1462 >> 16u);
                        uint l_904_ = (l_903_ & 65535u);
                        uint l_905_ = (l_899_ * l_902_);
                        uint l_906_ = (l_901_ * l_902_);
                        uint l_907_ = (l_899_ * l_904_);
                        uint l_908_ = (l_901_ * l_904_);
                        uint l_909_ = (l_905_ >> 16u);
                        uint l_910_ = (l_909_ & 65535u);
                        uint l_911_ = (l_906_ & 65535u);
                        uint l_912_ = (l_910_ + l_911_);
                        uint l_913_ = (l_907_ & 65535u);
                        uint l_914_ = (l_912_ + l_913_);
                        uint l_915_ = (l_906_ >> 16u);
                        uint l_916_ = (l_915_ & 65535u);
                        uint l_917_ = (l_908_ + l_916_);
                        uint l_918_ = (l_907_ >> 16u);
                        uint l_919_ = (l_918_ & 65535u);
                        uint l_920_ = (l_917_ + l_919_);
                        uint l_921_ = (l_914_ >> 16u);
                        uint l_922_ = (l_921_ & 65535u);
                        uint l_393_ = (l_920_ + l_922_);
                        uint _e1496 = l_mut_103_;
                        uint _e1497 = l_mut_312_;
                        uint l_394_ = (_e1496 * _e1497);
                        uint l_395_ = (l_393_ + l_394_);
                        uint _e1500 = l_mut_97_;
                        uint l_396_ = (_e1500 - l_392_);
                        uint _e1502 = l_mut_82_;
                        uint l_397_ = (_e1502 - l_395_);
                        uint _e1504 = l_mut_97_;
                        bool l_398_ = (_e1504 < l_392_);
                        uint l_399_ = uint(l_398_);
                        uint l_400_ = (l_397_ - l_399_);
                        l_mut_97_ = l_396_;
                        l_mut_82_ = l_400_;
                        uint _e1508 = l_mut_312_;
                        uint _e1509 = l_mut_294_;
                        uint l_401_ = (_e1508 * _e1509);
                        uint _e1511 = l_mut_293_;
                        l_mut_293_ = (_e1511 + l_401_);
                        uint _e1513 = l_mut_109_;
                        uint _e1514 = l_mut_97_;
                        uint l_402_ = (_e1513 - _e1514);
                        uint _e1516 = l_mut_103_;
                        uint _e1517 = l_mut_82_;
                        uint l_403_ = (_e1516 - _e1517);
                        uint _e1519 = l_mut_109_;
                        uint _e1520 = l_mut_97_;
                        bool l_404_ = (_e1519 < _e1520);
                        uint l_405_ = uint(l_404_);
                        uint l_406_ = (l_403_ - l_405_);
                        l_mut_109_ = l_402_;
                        l_mut_103_ = l_406_;
                        uint _e1524 = l_mut_294_;
                        uint _e1525 = l_mut_293_;
                        l_mut_294_ = (_e1524 + _e1525);
                    }
                } else {
                    uint _e1527 = l_mut_45_;
                    uint _e1528 = l_mut_109_;
                    uint l_407_ = (_e1527 - _e1528);
                    uint _e1530 = l_mut_292_;
                    uint _e1531 = l_mut_103_;
                    uint l_408_ = (_e1530 - _e1531);
                    uint _e1533 = l_mut_45_;
                    uint _e1534 = l_mut_109_;
                    bool l_409_ = (_e1533 < _e1534);
                    uint l_410_ = uint(l_409_);
                    uint l_411_ = (l_408_ - l_410_);
                    l_mut_45_ = l_407_;
                    l_mut_292_ = l_411_;
                    uint _e1538 = l_mut_292_;
                    bool l_412_ = (_e1538 < l_286_);
                    uint _e1540 = l_mut_292_;
                    bool l_413_ = (_e1540 == l_286_);
                    uint _e1542 = l_mut_45_;
                    bool l_414_ = (_e1542 < l_282_);
                    if (l_413_) {
                        local_17 = l_414_;
                    } else {
                        local_17 = false;
                    }
                    bool l_415_ = local_17;
                    if (!(l_412_)) {
                        local_18 = l_415_;
                    } else {
                        local_18 = true;
                    }
                    bool l_416_ = local_18;
                    if (l_416_) {
                        l_mut_302_ = false;
                    } else {
                        l_mut_337_ = 0u;
                        l_mut_313_ = false;
                        l_mut_313_ = true;
                        uint _e1557 = l_mut_97_;
                        uint _e1558 = l_mut_82_;
                        uint l_417_ = (_e1557 | _e1558);
                        bool l_418_ = (l_417_ == 0u);
                        if (l_418_) {
                            l_mut_337_ = l_77_;
                        } else {
                            bool _e1562 = l_mut_313_;
                            if (_e1562) {
                                uint _e1563 = l_mut_82_;
                                uint _e1564 = l_mut_103_;
                                bool l_419_ = (_e1563 < _e1564);
                                uint _e1566 = l_mut_82_;
                                uint _e1567 = l_mut_103_;
                                bool l_420_ = (_e1566 == _e1567);
                                uint _e1569 = l_mut_97_;
                                uint _e1570 = l_mut_109_;
                                bool l_421_ = (_e1569 < _e1570);
                                if (l_420_) {
                                    local_19 = l_421_;
                                } else {
                                    local_19 = false;
                                }
                                bool l_422_ = local_19;
                                if (!(l_419_)) {
                                    local_20 = l_422_;
                                } else {
                                    local_20 = true;
                                }
                                bool l_423_ = local_20;
                                if (l_423_) {
                                    uint _e1581 = l_mut_109_;
                                    uint l_424_ = (_e1581 - 1u);
                                    uint _e1584 = l_mut_103_;
                                    uint l_425_ = (_e1584 - 0u);
                                    uint _e1587 = l_mut_109_;
                                    bool l_426_ = (_e1587 < 1u);
                                    uint l_427_ = uint(l_426_);
                                    uint l_428_ = (l_425_ - l_427_);
                                    l_mut_332_ = l_424_;
                                    l_mut_331_ = l_428_;
                                    l_mut_328_ = 0u;
                                    l_mut_429_ = 0u;
                                    bool loop_init_1 = true;
                                    while(true) {
                                        if (!loop_init_1) {
                                            uint _e1680 = l_mut_429_;
                                            l_mut_429_ = (_e1680 + 1u);
                                        }
                                        loop_init_1 = false;
                                        uint _e1595 = l_mut_429_;
                                        if ((_e1595 < 16u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e1599 = l_mut_429_;
                                            uint l_430_ = (15u - _e1599);
                                            uint _e1601 = l_mut_332_;
                                            l_mut_327_ = _e1601;
                                            uint _e1602 = l_mut_331_;
                                            l_mut_326_ = _e1602;
                                            bool l_431_ = (l_430_ >= 32u);
                                            if (l_431_) {
                                                uint l_432_ = (l_430_ & 31u);
                                                uint _e1607 = l_mut_331_;
                                                uint l_433_ = (_e1607 >> l_432_);
                                                l_mut_327_ = l_433_;
                                                l_mut_326_ = 0u;
                                            } else {
                                                bool l_434_ = (l_430_ > 0u);
                                                if (l_434_) {
                                                    uint _e1612 = l_mut_332_;
                                                    l_mut_312_ = _e1612;
                                                    bool l_435_ = (l_430_ > 0u);
                                                    if (l_435_) {
                                                        uint _e1615 = l_mut_332_;
                                                        uint l_436_ = (_e1615 >> l_430_);
                                                        uint l_437_ = (32u - l_430_);
                                                        uint _e1619 = l_mut_331_;
                                                        uint l_438_ = (_e1619 << l_437_);
                                                        uint l_439_ = (l_436_ | l_438_);
                                                        l_mut_312_ = l_439_;
                                                    }
                                                    uint _e1622 = l_mut_331_;
                                                    uint l_440_ = (_e1622 >> l_430_);
                                                    uint _e1624 = l_mut_312_;
                                                    l_mut_327_ = _e1624;
                                                    l_mut_326_ = l_440_;
                                                }
                                            }
                                            uint _e1625 = l_mut_326_;
                                            uint _e1626 = l_mut_82_;
                                            bool l_441_ = (_e1625 < _e1626);
                                            uint _e1628 = l_mut_326_;
                                            uint _e1629 = l_mut_82_;
                                            bool l_442_ = (_e1628 == _e1629);
                                            uint _e1631 = l_mut_327_;
                                            uint _e1632 = l_mut_97_;
                                            bool l_443_ = (_e1631 < _e1632);
                                            if (l_442_) {
                                                local_21 = l_443_;
                                            } else {
                                                local_21 = false;
                                            }
                                            bool l_444_ = local_21;
                                            if (!(l_441_)) {
                                                local_22 = l_444_;
                                            } else {
                                                local_22 = true;
                                            }
                                            bool l_445_ = local_22;
                                            bool l_446_ = !(l_445_);
                                            if (l_446_) {
                                                uint _e1644 = l_mut_97_;
                                                l_mut_327_ = _e1644;
                                                uint _e1645 = l_mut_82_;
                                                l_mut_326_ = _e1645;
                                                bool l_447_ = (l_430_ >= 32u);
                                                if (l_447_) {
                                                    uint l_448_ = (l_430_ & 31u);
                                                    uint _e1650 = l_mut_97_;
                                                    uint l_449_ = (_e1650 << l_448_);
                                                    l_mut_327_ = 0u;
                                                    l_mut_326_ = l_449_;
                                                } else {
                                                    bool l_450_ = (l_430_ > 0u);
                                                    if (l_450_) {
                                                        uint _e1655 = l_mut_97_;
                                                        uint l_451_ = (_e1655 << l_430_);
                                                        uint _e1657 = l_mut_82_;
                                                        uint l_452_ = (_e1657 << l_430_);
                                                        uint l_453_ = (32u - l_430_);
                                                        uint _e1661 = l_mut_97_;
                                                        uint l_454_ = (_e1661 >> l_453_);
                                                        uint l_455_ = (l_452_ | l_454_);
                                                        l_mut_327_ = l_451_;
                                                        l_mut_326_ = l_455_;
                                                    }
                                                }
                                                uint _e1664 = l_mut_332_;
                                                uint _e1665 = l_mut_327_;
                                                uint l_456_ = (_e1664 - _e1665);
                                                uint _e1667 = l_mut_331_;
                                                uint _e1668 = l_mut_326_;
                                                uint l_457_ = (_e1667 - _e1668);
                                                uint _e1670 = l_mut_332_;
                                                uint _e1671 = l_mut_327_;
                                                bool l_458_ = (_e1670 < _e1671);
                                                uint l_459_ = uint(l_458_);
                                                uint l_460_ = (l_457_ - l_459_);
                                                l_mut_332_ = l_456_;
                                                l_mut_331_ = l_460_;
                                                uint l_461_ = (1u << l_430_);
                                                uint _e1677 = l_mut_328_;
                                                l_mut_328_ = (_e1677 | l_461_);
                                            }
                                        }
                                    }
                                    uint _e1682 = l_mut_328_;
                                    uint l_462_ = min(_e1682, l_77_);
                                    l_mut_328_ = l_462_;
                                    uint _e1684 = l_mut_331_;
                                    uint _e1685 = l_mut_82_;
                                    bool l_463_ = (_e1684 < _e1685);
                                    uint _e1687 = l_mut_331_;
                                    uint _e1688 = l_mut_82_;
                                    bool l_464_ = (_e1687 == _e1688);
                                    uint _e1690 = l_mut_332_;
                                    uint _e1691 = l_mut_97_;
                                    bool l_465_ = (_e1690 < _e1691);
                                    if (l_464_) {
                                        local_23 = l_465_;
                                    } else {
                                        local_23 = false;
                                    }
                                    bool l_466_ = local_23;
                                    if (!(l_463_)) {
                                        local_24 = l_466_;
                                    } else {
                                        local_24 = true;
                                    }
                                    bool l_467_ = local_24;
                                    bool l_468_ = !(l_467_);
                                    if (l_468_) {
                                        l_mut_328_ = l_77_;
                                    }
                                    uint _e1703 = l_mut_328_;
                                    l_mut_337_ = _e1703;
                                }
                            } else {
                                uint _e1704 = l_mut_109_;
                                l_mut_332_ = _e1704;
                                uint _e1705 = l_mut_103_;
                                l_mut_331_ = _e1705;
                                while(true) {
                                    uint _e1706 = l_mut_82_;
                                    uint _e1707 = l_mut_331_;
                                    bool l_469_ = (_e1706 < _e1707);
                                    uint _e1709 = l_mut_82_;
                                    uint _e1710 = l_mut_331_;
                                    bool l_470_ = (_e1709 == _e1710);
                                    uint _e1712 = l_mut_97_;
                                    uint _e1713 = l_mut_332_;
                                    bool l_471_ = (_e1712 < _e1713);
                                    if (l_470_) {
                                        local_25 = l_471_;
                                    } else {
                                        local_25 = false;
                                    }
                                    bool l_472_ = local_25;
                                    if (!(l_469_)) {
                                        local_26 = l_472_;
                                    } else {
                                        local_26 = true;
                                    }
                                    bool l_473_ = local_26;
                                    uint _e1724 = l_mut_337_;
                                    uint _e1725 = l_mut_293_;
                                    uint l_474_ = (_e1724 * _e1725);
                                    uint _e1727 = l_mut_294_;
                                    uint l_475_ = (_e1727 + l_474_);
                                    uint _e1729 = l_mut_293_;
                                    uint l_476_ = (l_475_ + _e1729);
                                    bool l_477_ = (l_476_ < l_77_);
                                    if (l_473_) {
                                        local_27 = l_477_;
                                    } else {
                                        local_27 = false;
                                    }
                                    bool l_478_ = local_27;
                                    bool l_479_ = !(l_478_);
                                    if (l_479_) {
                                        break;
                                    }
                                    uint _e1737 = l_mut_332_;
                                    uint _e1738 = l_mut_97_;
                                    uint l_480_ = (_e1737 - _e1738);
                                    uint _e1740 = l_mut_331_;
                                    uint _e1741 = l_mut_82_;
                                    uint l_481_ = (_e1740 - _e1741);
                                    uint _e1743 = l_mut_332_;
                                    uint _e1744 = l_mut_97_;
                                    bool l_482_ = (_e1743 < _e1744);
                                    uint l_483_ = uint(l_482_);
                                    uint l_484_ = (l_481_ - l_483_);
                                    l_mut_332_ = l_480_;
                                    l_mut_331_ = l_484_;
                                    uint _e1748 = l_mut_337_;
                                    l_mut_337_ = (_e1748 + 1u);
                                }
                            }
                        }
                        uint _e1751 = l_mut_293_;
                        uint _e1752 = l_mut_294_;
                        uint l_485_ = (_e1751 + _e1752);
                        uint _e1754 = l_mut_337_;
                        uint _e1755 = l_mut_293_;
                        uint l_486_ = (_e1754 * _e1755);
                        uint l_487_ = (l_485_ + l_486_);
                        bool l_488_ = (l_487_ >= l_77_);
                        if (l_488_) {
                            l_mut_295_ = true;
                            l_mut_302_ = false;
                        } else {
                            uint _e1761 = l_mut_97_;
                            uint _e1762 = l_mut_337_;
                            uint l_489_ = (_e1761 * _e1762);
                            uint _e1764 = l_mut_97_;
                            uint l_924_ = (_e1764 & 65535u);
                            uint _e1767 = l_mut_97_;
                            uint l_925_ = (_e1767 >> 16u);
                            uint l_926_ = (l_925_ & 65535u);
                            uint _e1772 = l_mut_337_;
                            uint l_927_ = (_e1772 & 65535u);
                            uint _e1775 = l_mut_337_;
                            uint l_928_ = (_e1775 >> 16u);
                            uint l_929_ = (l_928_ & 65535u);
                            uint l_930_ = (l_924_ * l_927_);
                            uint l_931_ = (l_926_ * l_927_);
                            uint l_932_ = (l_924_ * l_929_);
                            uint l_933_ = (l_926_ * l_929_);
                            uint l_934_ = (l_930_ >> 16u);
                            uint l_935_ = (l_934_ & 65535u);
                            uint l_936_ = (l_931_ & 65535u);
                            uint l_937_ = (l_935_ + l_936_);
                            uint l_938_ = (l_932_ & 65535u);
                            uint l_939_ = (l_937_ + l_938_);
                            uint l_940_ = (l_931_ >> 16u);
                            uint l_941_ = (l_940_ & 65535u);
                            uint l_942_ = (l_933_ + l_941_);
                            uint l_943_ = (l_932_ >> 16u);
                            uint l_944_ = (l_943_ & 65535u);
                            uint l_945_ = (l_942_ + l_944_);
                            uint l_946_ = (l_939_ >> 16u);
                            uint l_947_ = (l_946_ & 65535u);
                            uint l_490_ = (l_945_ + l_947_);
                            uint _e1809 = l_mut_82_;
                            uint _e1810 = l_mut_337_;
                            uint l_491_ = (_e1809 * _e1810);
                            uint l_492_ = (l_490_ + l_491_);
                            uint _e1813 = l_mut_109_;
                            uint l_493_ = (_e1813 - l_489_);
                            uint _e1815 = l_mut_103_;
                            uint l_494_ = (_e1815 - l_492_);
                            uint _e1817 = l_mut_109_;
                            bool l_495_ = (_e1817 < l_489_);
                            uint l_496_ = uint(l_495_);
                            uint l_497_ = (l_494_ - l_496_);
                            l_mut_109_ = l_493_;
                            l_mut_103_ = l_497_;
                            uint _e1821 = l_mut_337_;
                            uint _e1822 = l_mut_293_;
                            uint l_498_ = (_e1821 * _e1822);
                            uint _e1824 = l_mut_294_;
                            l_mut_294_ = (_e1824 + l_498_);
                            uint _e1826 = l_mut_97_;
                            uint _e1827 = l_mut_109_;
                            uint l_499_ = (_e1826 - _e1827);
                            uint _e1829 = l_mut_82_;
                            uint _e1830 = l_mut_103_;
                            uint l_500_ = (_e1829 - _e1830);
                            uint _e1832 = l_mut_97_;
                            uint _e1833 = l_mut_109_;
                            bool l_501_ = (_e1832 < _e1833);
                            uint l_502_ = uint(l_501_);
                            uint l_503_ = (l_500_ - l_502_);
                            l_mut_97_ = l_499_;
                            l_mut_82_ = l_503_;
                            uint _e1837 = l_mut_293_;
                            uint _e1838 = l_mut_294_;
                            l_mut_293_ = (_e1837 + _e1838);
                        }
                    }
                }
            }
            bool _e1840 = l_mut_295_;
            bool l_504_ = !(_e1840);
            if (l_504_) {
                uint l_505_ = (l_37_ * 8u);
                uint l_506_ = (l_505_ + l_38_);
                uint l_949_ = _group_0_binding_7_cs.static_meta[6];
                uint l_950_ = (l_949_ * 1u);
                uint l_951_ = (l_950_ - 1u);
                uint l_952_ = min(1u, l_951_);
                uint _e1858 = atomicAdd(_group_0_binding_6_cs[l_952_], 1u);
                uint l_509_ = _group_0_binding_7_cs.static_meta[12];
                bool l_510_ = (_e1858 < l_509_);
                if (l_510_) {
                    uint l_954_ = _group_0_binding_7_cs.static_meta[5];
                    uint l_955_ = (l_954_ * 1u);
                    bool l_956_ = (_e1858 < l_955_);
                    if (l_956_) {
                        _group_0_binding_5_cs[_e1858] = l_506_;
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
