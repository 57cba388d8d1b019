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
    uint l_mut_314_ = 0u;
    uint l_mut_315_ = 0u;
    uint l_mut_320_ = 0u;
    uint l_mut_346_ = 0u;
    uint l_mut_347_ = 0u;
    uint l_mut_352_ = 0u;
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
    uint l_mut_344_ = 0u;
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
    bool local_22 = false;
    bool local_23 = false;
    bool local_24 = false;
    uint l_mut_459_ = 0u;
    bool local_25 = false;
    bool local_26 = false;
    bool local_27 = false;
    bool local_28 = false;
    bool local_29 = false;
    bool local_30 = false;
    bool local_31 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_541_ = _group_0_binding_7_cs.static_meta[6];
        uint l_542_ = (l_541_ * 1u);
        uint l_543_ = (l_542_ - 1u);
        uint l_544_ = min(3u, l_543_);
        uint _e59 = atomicAdd(_group_0_binding_6_cs[l_544_], 1u);
    }
    uint l_3_ = _group_0_binding_7_cs.static_meta[11];
    uint l_4_ = (l_3_ * 8u);
    bool l_5_ = (id < l_4_);
    if (l_5_) {
        uint l_546_ = _group_0_binding_7_cs.static_meta[3];
        uint l_547_ = (l_546_ * 1u);
        bool l_548_ = (0u < l_547_);
        uint l_549_ = (l_547_ - 1u);
        uint l_550_ = min(0u, l_549_);
        uint l_551_ = _group_0_binding_3_cs[l_550_];
        uint l_7_ = (l_548_ ? l_551_ : 0u);
        uint l_9_ = (0u + 1u);
        uint l_553_ = _group_0_binding_7_cs.static_meta[3];
        uint l_554_ = (l_553_ * 1u);
        bool l_555_ = (l_9_ < l_554_);
        uint l_556_ = (l_554_ - 1u);
        uint l_557_ = min(l_9_, l_556_);
        uint l_558_ = _group_0_binding_3_cs[l_557_];
        uint l_10_ = (l_555_ ? l_558_ : 0u);
        uint l_560_ = _group_0_binding_7_cs.static_meta[3];
        uint l_561_ = (l_560_ * 1u);
        bool l_562_ = (2u < l_561_);
        uint l_563_ = (l_561_ - 1u);
        uint l_564_ = min(2u, l_563_);
        uint l_565_ = _group_0_binding_3_cs[l_564_];
        uint l_12_ = (l_562_ ? l_565_ : 0u);
        uint l_14_ = (2u + 1u);
        uint l_567_ = _group_0_binding_7_cs.static_meta[3];
        uint l_568_ = (l_567_ * 1u);
        bool l_569_ = (l_14_ < l_568_);
        uint l_570_ = (l_568_ - 1u);
        uint l_571_ = min(l_14_, l_570_);
        uint l_572_ = _group_0_binding_3_cs[l_571_];
        uint l_15_ = (l_569_ ? l_572_ : 0u);
        uint l_574_ = _group_0_binding_7_cs.static_meta[3];
        uint l_575_ = (l_574_ * 1u);
        bool l_576_ = (4u < l_575_);
        uint l_577_ = (l_575_ - 1u);
        uint l_578_ = min(4u, l_577_);
        uint l_579_ = _group_0_binding_3_cs[l_578_];
        uint l_17_ = (l_576_ ? l_579_ : 0u);
        uint l_19_ = (4u + 1u);
        uint l_581_ = _group_0_binding_7_cs.static_meta[3];
        uint l_582_ = (l_581_ * 1u);
        bool l_583_ = (l_19_ < l_582_);
        uint l_584_ = (l_582_ - 1u);
        uint l_585_ = min(l_19_, l_584_);
        uint l_586_ = _group_0_binding_3_cs[l_585_];
        uint l_20_ = (l_583_ ? l_586_ : 0u);
        uint l_588_ = _group_0_binding_7_cs.static_meta[3];
        uint l_589_ = (l_588_ * 1u);
        bool l_590_ = (6u < l_589_);
        uint l_591_ = (l_589_ - 1u);
        uint l_592_ = min(6u, l_591_);
        uint l_593_ = _group_0_binding_3_cs[l_592_];
        uint l_22_ = (l_590_ ? l_593_ : 0u);
        uint l_24_ = (6u + 1u);
        uint l_595_ = _group_0_binding_7_cs.static_meta[3];
        uint l_596_ = (l_595_ * 1u);
        bool l_597_ = (l_24_ < l_596_);
        uint l_598_ = (l_596_ - 1u);
        uint l_599_ = min(l_24_, l_598_);
        uint l_600_ = _group_0_binding_3_cs[l_599_];
        uint l_25_ = (l_597_ ? l_600_ : 0u);
        uint l_602_ = _group_0_binding_7_cs.static_meta[3];
        uint l_603_ = (l_602_ * 1u);
        bool l_604_ = (8u < l_603_);
        uint l_605_ = (l_603_ - 1u);
        uint l_606_ = min(8u, l_605_);
        uint l_607_ = _group_0_binding_3_cs[l_606_];
        uint l_27_ = (l_604_ ? l_607_ : 0u);
        uint l_29_ = (8u + 1u);
        uint l_609_ = _group_0_binding_7_cs.static_meta[3];
        uint l_610_ = (l_609_ * 1u);
        bool l_611_ = (l_29_ < l_610_);
        uint l_612_ = (l_610_ - 1u);
        uint l_613_ = min(l_29_, l_612_);
        uint l_614_ = _group_0_binding_3_cs[l_613_];
        uint l_30_ = (l_611_ ? l_614_ : 0u);
        uint l_616_ = _group_0_binding_7_cs.static_meta[3];
        uint l_617_ = (l_616_ * 1u);
        bool l_618_ = (10u < l_617_);
        uint l_619_ = (l_617_ - 1u);
        uint l_620_ = min(10u, l_619_);
        uint l_621_ = _group_0_binding_3_cs[l_620_];
        uint l_32_ = (l_618_ ? l_621_ : 0u);
        uint l_34_ = (10u + 1u);
        uint l_623_ = _group_0_binding_7_cs.static_meta[3];
        uint l_624_ = (l_623_ * 1u);
        bool l_625_ = (l_34_ < l_624_);
        uint l_626_ = (l_624_ - 1u);
        uint l_627_ = min(l_34_, l_626_);
        uint l_628_ = _group_0_binding_3_cs[l_627_];
        uint l_35_ = (l_625_ ? l_628_ : 0u);
        uint l_36_ = (id / 8u);
        uint l_630_ = _group_0_binding_7_cs.static_meta[4];
        uint l_631_ = (l_630_ * 1u);
        bool l_632_ = (l_36_ < l_631_);
        uint l_633_ = (l_631_ - 1u);
        uint l_634_ = min(l_36_, l_633_);
        uint l_635_ = _group_0_binding_4_cs[l_634_];
        uint l_37_ = (l_632_ ? l_635_ : 0u);
        uint l_38_ = (id % 8u);
        uint l_39_ = (l_7_ / 8u);
        uint l_40_ = (l_38_ * l_39_);
        uint l_41_ = (l_37_ * l_7_);
        uint l_637_ = (l_37_ & 65535u);
        uint l_638_ = (l_37_ >> 16u);
        uint l_639_ = (l_638_ & 65535u);
        uint l_640_ = (l_7_ & 65535u);
        uint l_641_ = (l_7_ >> 16u);
        uint l_642_ = (l_641_ & 65535u);
        uint l_643_ = (l_637_ * l_640_);
        uint l_644_ = (l_639_ * l_640_);
        uint l_645_ = (l_637_ * l_642_);
        uint l_646_ = (l_639_ * l_642_);
        uint l_647_ = (l_643_ >> 16u);
        uint l_648_ = (l_647_ & 65535u);
        uint l_649_ = (l_644_ & 65535u);
        uint l_650_ = (l_648_ + l_649_);
        uint l_651_ = (l_645_ & 65535u);
        uint l_652_ = (l_650_ + l_651_);
        uint l_653_ = (l_644_ >> 16u);
        uint l_654_ = (l_653_ & 65535u);
        uint l_655_ = (l_646_ + l_654_);
        uint l_656_ = (l_645_ >> 16u);
        uint l_657_ = (l_656_ & 65535u);
        uint l_658_ = (l_655_ + l_657_);
        uint l_659_ = (l_652_ >> 16u);
        uint l_660_ = (l_659_ & 65535u);
        uint l_42_ = (l_658_ + l_660_);
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
            uint l_662_ = _group_0_binding_7_cs.static_meta[0];
            uint l_663_ = (l_662_ * 1u);
            bool l_664_ = (l_62_ < l_663_);
            uint l_665_ = (l_663_ - 1u);
            uint l_666_ = min(l_62_, l_665_);
            uint l_667_ = _group_0_binding_0_cs[l_666_];
            uint l_63_ = (l_664_ ? l_667_ : 0u);
            uint l_64_ = (2u * l_37_);
            uint l_65_ = (l_64_ + 1u);
            uint l_669_ = _group_0_binding_7_cs.static_meta[0];
            uint l_670_ = (l_669_ * 1u);
            bool l_671_ = (l_65_ < l_670_);
            uint l_672_ = (l_670_ - 1u);
            uint l_673_ = min(l_65_, l_672_);
            uint l_674_ = _group_0_binding_0_cs[l_673_];
            uint l_66_ = (l_671_ ? l_674_ : 0u);
            uint l_67_ = (2u * l_37_);
            uint l_676_ = _group_0_binding_7_cs.static_meta[1];
            uint l_677_ = (l_676_ * 1u);
            bool l_678_ = (l_67_ < l_677_);
            uint l_679_ = (l_677_ - 1u);
            uint l_680_ = min(l_67_, l_679_);
            uint l_681_ = _group_0_binding_1_cs[l_680_];
            uint l_68_ = (l_678_ ? l_681_ : 0u);
            uint l_69_ = (2u * l_37_);
            uint l_70_ = (l_69_ + 1u);
            uint l_683_ = _group_0_binding_7_cs.static_meta[1];
            uint l_684_ = (l_683_ * 1u);
            bool l_685_ = (l_70_ < l_684_);
            uint l_686_ = (l_684_ - 1u);
            uint l_687_ = min(l_70_, l_686_);
            uint l_688_ = _group_0_binding_1_cs[l_687_];
            uint l_71_ = (l_685_ ? l_688_ : 0u);
            uint l_72_ = (2u * l_37_);
            uint l_690_ = _group_0_binding_7_cs.static_meta[2];
            uint l_691_ = (l_690_ * 1u);
            bool l_692_ = (l_72_ < l_691_);
            uint l_693_ = (l_691_ - 1u);
            uint l_694_ = min(l_72_, l_693_);
            uint l_695_ = _group_0_binding_2_cs[l_694_];
            uint l_73_ = (l_692_ ? l_695_ : 0u);
            uint l_74_ = (2u * l_37_);
            uint l_75_ = (l_74_ + 1u);
            uint l_697_ = _group_0_binding_7_cs.static_meta[2];
            uint l_698_ = (l_697_ * 1u);
            bool l_699_ = (l_75_ < l_698_);
            uint l_700_ = (l_698_ - 1u);
            uint l_701_ = min(l_75_, l_700_);
            uint l_702_ = _group_0_binding_2_cs[l_701_];
            uint l_76_ = (l_699_ ? l_702_ : 0u);
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
            uint l_704_ = (_e500 & 65535u);
            uint _e503 = l_mut_45_;
            uint l_705_ = (_e503 >> 16u);
            uint l_706_ = (l_705_ & 65535u);
            uint l_707_ = (l_79_ & 65535u);
            uint l_708_ = (l_79_ >> 16u);
            uint l_709_ = (l_708_ & 65535u);
            uint l_710_ = (l_704_ * l_707_);
            uint l_711_ = (l_706_ * l_707_);
            uint l_712_ = (l_704_ * l_709_);
            uint l_713_ = (l_706_ * l_709_);
            uint l_714_ = (l_710_ >> 16u);
            uint l_715_ = (l_714_ & 65535u);
            uint l_716_ = (l_711_ & 65535u);
            uint l_717_ = (l_715_ + l_716_);
            uint l_718_ = (l_712_ & 65535u);
            uint l_719_ = (l_717_ + l_718_);
            uint l_720_ = (l_711_ >> 16u);
            uint l_721_ = (l_720_ & 65535u);
            uint l_722_ = (l_713_ + l_721_);
            uint l_723_ = (l_712_ >> 16u);
            uint l_724_ = (l_723_ & 65535u);
            uint l_725_ = (l_722_ + l_724_);
            uint l_726_ = (l_719_ >> 16u);
            uint l_727_ = (l_726_ & 65535u);
            uint l_90_ = (l_725_ + l_727_);
            uint l_91_ = (l_90_ + l_89_);
            uint _e544 = l_mut_82_;
            uint l_729_ = (_e544 & 65535u);
            uint _e547 = l_mut_82_;
            uint l_730_ = (_e547 >> 16u);
            uint l_731_ = (l_730_ & 65535u);
            uint l_732_ = (l_79_ & 65535u);
            uint l_733_ = (l_79_ >> 16u);
            uint l_734_ = (l_733_ & 65535u);
            uint l_735_ = (l_729_ * l_732_);
            uint l_736_ = (l_731_ * l_732_);
            uint l_737_ = (l_729_ * l_734_);
            uint l_738_ = (l_731_ * l_734_);
            uint l_739_ = (l_735_ >> 16u);
            uint l_740_ = (l_739_ & 65535u);
            uint l_741_ = (l_736_ & 65535u);
            uint l_742_ = (l_740_ + l_741_);
            uint l_743_ = (l_737_ & 65535u);
            uint l_744_ = (l_742_ + l_743_);
            uint l_745_ = (l_736_ >> 16u);
            uint l_746_ = (l_745_ & 65535u);
            uint l_747_ = (l_738_ + l_746_);
            uint l_748_ = (l_737_ >> 16u);
            uint l_749_ = (l_748_ & 65535u);
            uint l_750_ = (l_747_ + l_749_);
            uint l_751_ = (l_744_ >> 16u);
            uint l_752_ = (l_751_ & 65535u);
            uint l_92_ = (l_750_ + l_752_);
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
            uint l_754_ = (l_63_ & 65535u);
            uint l_755_ = (l_63_ >> 16u);
            uint l_756_ = (l_755_ & 65535u);
            uint l_757_ = (l_78_ & 65535u);
            uint l_758_ = (l_78_ >> 16u);
            uint l_759_ = (l_758_ & 65535u);
            uint l_760_ = (l_754_ * l_757_);
            uint l_761_ = (l_756_ * l_757_);
            uint l_762_ = (l_754_ * l_759_);
            uint l_763_ = (l_756_ * l_759_);
            uint l_764_ = (l_760_ >> 16u);
            uint l_765_ = (l_764_ & 65535u);
            uint l_766_ = (l_761_ & 65535u);
            uint l_767_ = (l_765_ + l_766_);
            uint l_768_ = (l_762_ & 65535u);
            uint l_769_ = (l_767_ + l_768_);
            uint l_770_ = (l_761_ >> 16u);
            uint l_771_ = (l_770_ & 65535u);
            uint l_772_ = (l_763_ + l_771_);
            uint l_773_ = (l_762_ >> 16u);
            uint l_774_ = (l_773_ & 65535u);
            uint l_775_ = (l_772_ + l_774_);
            uint l_776_ = (l_769_ >> 16u);
            uint l_777_ = (l_776_ & 65535u);
            uint l_129_ = (l_775_ + l_777_);
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
            uint l_779_ = (_e708 & 65535u);
            uint _e711 = l_mut_109_;
            uint l_780_ = (_e711 >> 16u);
            uint l_781_ = (l_780_ & 65535u);
            uint l_782_ = (l_137_ & 65535u);
            uint l_783_ = (l_137_ >> 16u);
            uint l_784_ = (l_783_ & 65535u);
            uint l_785_ = (l_779_ * l_782_);
            uint l_786_ = (l_781_ * l_782_);
            uint l_787_ = (l_779_ * l_784_);
            uint l_788_ = (l_781_ * l_784_);
            uint l_789_ = (l_785_ >> 16u);
            uint l_790_ = (l_789_ & 65535u);
            uint l_791_ = (l_786_ & 65535u);
            uint l_792_ = (l_790_ + l_791_);
            uint l_793_ = (l_787_ & 65535u);
            uint l_794_ = (l_792_ + l_793_);
            uint l_795_ = (l_786_ >> 16u);
            uint l_796_ = (l_795_ & 65535u);
            uint l_797_ = (l_788_ + l_796_);
            uint l_798_ = (l_787_ >> 16u);
            uint l_799_ = (l_798_ & 65535u);
            uint l_800_ = (l_797_ + l_799_);
            uint l_801_ = (l_794_ >> 16u);
            uint l_802_ = (l_801_ & 65535u);
            uint l_147_ = (l_800_ + l_802_);
            uint l_148_ = (l_147_ + l_146_);
            uint _e752 = l_mut_103_;
            uint l_804_ = (_e752 & 65535u);
            uint _e755 = l_mut_103_;
            uint l_805_ = (_e755 >> 16u);
            uint l_806_ = (l_805_ & 65535u);
            uint l_807_ = (l_137_ & 65535u);
            uint l_808_ = (l_137_ >> 16u);
            uint l_809_ = (l_808_ & 65535u);
            uint l_810_ = (l_804_ * l_807_);
            uint l_811_ = (l_806_ * l_807_);
            uint l_812_ = (l_804_ * l_809_);
            uint l_813_ = (l_806_ * l_809_);
            uint l_814_ = (l_810_ >> 16u);
            uint l_815_ = (l_814_ & 65535u);
            uint l_816_ = (l_811_ & 65535u);
            uint l_817_ = (l_815_ + l_816_);
            uint l_818_ = (l_812_ & 65535u);
            uint l_819_ = (l_817_ + l_818_);
            uint l_820_ = (l_811_ >> 16u);
            uint l_821_ = (l_820_ & 65535u);
            uint l_822_ = (l_813_ + l_821_);
            uint l_823_ = (l_812_ >> 16u);
            uint l_824_ = (l_823_ & 65535u);
            uint l_825_ = (l_822_ + l_824_);
            uint l_826_ = (l_819_ >> 16u);
            uint l_827_ = (l_826_ & 65535u);
            uint l_149_ = (l_825_ + l_827_);
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
            uint l_829_ = (_e866 & 65535u);
            uint _e869 = l_mut_109_;
            uint l_830_ = (_e869 >> 16u);
            uint l_831_ = (l_830_ & 65535u);
            uint l_832_ = (l_77_ & 65535u);
            uint l_833_ = (l_77_ >> 16u);
            uint l_834_ = (l_833_ & 65535u);
            uint l_835_ = (l_829_ * l_832_);
            uint l_836_ = (l_831_ * l_832_);
            uint l_837_ = (l_829_ * l_834_);
            uint l_838_ = (l_831_ * l_834_);
            uint l_839_ = (l_835_ >> 16u);
            uint l_840_ = (l_839_ & 65535u);
            uint l_841_ = (l_836_ & 65535u);
            uint l_842_ = (l_840_ + l_841_);
            uint l_843_ = (l_837_ & 65535u);
            uint l_844_ = (l_842_ + l_843_);
            uint l_845_ = (l_836_ >> 16u);
            uint l_846_ = (l_845_ & 65535u);
            uint l_847_ = (l_838_ + l_846_);
            uint l_848_ = (l_837_ >> 16u);
            uint l_849_ = (l_848_ & 65535u);
            uint l_850_ = (l_847_ + l_849_);
            uint l_851_ = (l_844_ >> 16u);
            uint l_852_ = (l_851_ & 65535u);
            uint l_191_ = (l_850_ + l_852_);
            uint l_192_ = (l_191_ + l_190_);
            uint _e910 = l_mut_103_;
            uint l_854_ = (_e910 & 65535u);
            uint _e913 = l_mut_103_;
            uint l_855_ = (_e913 >> 16u);
            uint l_856_ = (l_855_ & 65535u);
            uint l_857_ = (l_77_ & 65535u);
            uint l_858_ = (l_77_ >> 16u);
            uint l_859_ = (l_858_ & 65535u);
            uint l_860_ = (l_854_ * l_857_);
            uint l_861_ = (l_856_ * l_857_);
            uint l_862_ = (l_854_ * l_859_);
            uint l_863_ = (l_856_ * l_859_);
            uint l_864_ = (l_860_ >> 16u);
            uint l_865_ = (l_864_ & 65535u);
            uint l_866_ = (l_861_ & 65535u);
            uint l_867_ = (l_865_ + l_866_);
            uint l_868_ = (l_862_ & 65535u);
            uint l_869_ = (l_867_ + l_868_);
            uint l_870_ = (l_861_ >> 16u);
            uint l_871_ = (l_870_ & 65535u);
            uint l_872_ = (l_863_ + l_871_);
            uint l_873_ = (l_862_ >> 16u);
            uint l_874_ = (l_873_ & 65535u);
            uint l_875_ = (l_872_ + l_874_);
            uint l_876_ = (l_869_ >> 16u);
            uint l_877_ = (l_876_ & 65535u);
            uint l_193_ = (l_875_ + l_877_);
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
            uint l_879_ = (_e1027 & 65535u);
            uint _e1030 = l_mut_109_;
            uint l_880_ = (_e1030 >> 16u);
            uint l_881_ = (l_880_ & 65535u);
            uint l_882_ = (l_226_ & 65535u);
            uint l_883_ = (l_226_ >> 16u);
            uint l_884_ = (l_883_ & 65535u);
            uint l_885_ = (l_879_ * l_882_);
            uint l_886_ = (l_881_ * l_882_);
            uint l_887_ = (l_879_ * l_884_);
            uint l_888_ = (l_881_ * l_884_);
            uint l_889_ = (l_885_ >> 16u);
            uint l_890_ = (l_889_ & 65535u);
            uint l_891_ = (l_886_ & 65535u);
            uint l_892_ = (l_890_ + l_891_);
            uint l_893_ = (l_887_ & 65535u);
            uint l_894_ = (l_892_ + l_893_);
            uint l_895_ = (l_886_ >> 16u);
            uint l_896_ = (l_895_ & 65535u);
            uint l_897_ = (l_888_ + l_896_);
            uint l_898_ = (l_887_ >> 16u);
            uint l_899_ = (l_898_ & 65535u);
            uint l_900_ = (l_897_ + l_899_);
            uint l_901_ = (l_894_ >> 16u);
            uint l_902_ = (l_901_ & 65535u);
            uint l_237_ = (l_900_ + l_902_);
            uint l_238_ = (l_237_ + l_236_);
            uint _e1071 = l_mut_103_;
            uint l_904_ = (_e1071 & 65535u);
            uint _e1074 = l_mut_103_;
            uint l_905_ = (_e1074 >> 16u);
            uint l_906_ = (l_905_ & 65535u);
            uint l_907_ = (l_226_ & 65535u);
            uint l_908_ = (l_226_ >> 16u);
            uint l_909_ = (l_908_ & 65535u);
            uint l_910_ = (l_904_ * l_907_);
            uint l_911_ = (l_906_ * l_907_);
            uint l_912_ = (l_904_ * l_909_);
            uint l_913_ = (l_906_ * l_909_);
            uint l_914_ = (l_910_ >> 16u);
            uint l_915_ = (l_914_ & 65535u);
            uint l_916_ = (l_911_ & 65535u);
            uint l_917_ = (l_915_ + l_916_);
            uint l_918_ = (l_912_ & 65535u);
            uint l_919_ = (l_917_ + l_918_);
            uint l_920_ = (l_911_ >> 16u);
            uint l_921_ = (l_920_ & 65535u);
            uint l_922_ = (l_913_ + l_921_);
            uint l_923_ = (l_912_ >> 16u);
            uint l_924_ = (l_923_ & 65535u);
            uint l_925_ = (l_922_ + l_924_);
            uint l_926_ = (l_919_ >> 16u);
            uint l_927_ = (l_926_ & 65535u);
            uint l_239_ = (l_925_ + l_927_);
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
                    uint _e1243 = l_mut_97_;
                    l_mut_314_ = _e1243;
                    uint _e1244 = l_mut_82_;
                    l_mut_315_ = _e1244;
                    if (false) {
                        uint _e1247 = l_mut_82_;
                        uint l_318_ = (_e1247 >> 3u);
                        l_mut_314_ = l_318_;
                        l_mut_315_ = 0u;
                    } else {
                        if (true) {
                            uint _e1251 = l_mut_97_;
                            l_mut_320_ = _e1251;
                            if (true) {
                                uint _e1253 = l_mut_97_;
                                uint l_322_ = (_e1253 >> 3u);
                                uint _e1256 = l_mut_82_;
                                uint l_323_ = (_e1256 << 29u);
                                uint l_324_ = (l_322_ | l_323_);
                                l_mut_320_ = l_324_;
                            }
                            uint _e1260 = l_mut_82_;
                            uint l_325_ = (_e1260 >> 3u);
                            uint _e1263 = l_mut_320_;
                            l_mut_314_ = _e1263;
                            l_mut_315_ = l_325_;
                        }
                    }
                    uint _e1264 = l_mut_315_;
                    uint _e1265 = l_mut_103_;
                    bool l_326_ = (_e1264 < _e1265);
                    uint _e1267 = l_mut_315_;
                    uint _e1268 = l_mut_103_;
                    bool l_327_ = (_e1267 == _e1268);
                    uint _e1270 = l_mut_314_;
                    uint _e1271 = l_mut_109_;
                    bool l_328_ = (_e1270 < _e1271);
                    if (l_327_) {
                        local_8 = l_328_;
                    } else {
                        local_8 = false;
                    }
                    bool l_329_ = local_8;
                    if (!(l_326_)) {
                        local_9 = l_329_;
                    } else {
                        local_9 = true;
                    }
                    bool l_330_ = local_9;
                    bool l_331_ = !(l_330_);
                    l_mut_313_ = l_331_;
                    uint _e1283 = l_mut_109_;
                    uint _e1284 = l_mut_103_;
                    uint l_332_ = (_e1283 | _e1284);
                    bool l_333_ = (l_332_ == 0u);
                    if (l_333_) {
                        l_mut_312_ = l_77_;
                    } else {
                        bool _e1288 = l_mut_313_;
                        if (_e1288) {
                            uint _e1289 = l_mut_103_;
                            uint _e1290 = l_mut_82_;
                            bool l_334_ = (_e1289 < _e1290);
                            uint _e1292 = l_mut_103_;
                            uint _e1293 = l_mut_82_;
                            bool l_335_ = (_e1292 == _e1293);
                            uint _e1295 = l_mut_109_;
                            uint _e1296 = l_mut_97_;
                            bool l_336_ = (_e1295 < _e1296);
                            if (l_335_) {
                                local_10 = l_336_;
                            } else {
                                local_10 = false;
                            }
                            bool l_337_ = local_10;
                            if (!(l_334_)) {
                                local_11 = l_337_;
                            } else {
                                local_11 = true;
                            }
                            bool l_338_ = local_11;
                            if (l_338_) {
                                uint _e1307 = l_mut_97_;
                                uint l_339_ = (_e1307 - 1u);
                                uint _e1310 = l_mut_82_;
                                uint l_340_ = (_e1310 - 0u);
                                uint _e1313 = l_mut_97_;
                                bool l_341_ = (_e1313 < 1u);
                                uint l_342_ = uint(l_341_);
                                uint l_343_ = (l_340_ - l_342_);
                                l_mut_320_ = l_339_;
                                l_mut_315_ = l_343_;
                                l_mut_314_ = 0u;
                                l_mut_344_ = 0u;
                                bool loop_init = true;
                                while(true) {
                                    if (!loop_init) {
                                        uint _e1406 = l_mut_344_;
                                        l_mut_344_ = (_e1406 + 1u);
                                    }
                                    loop_init = false;
                                    uint _e1321 = l_mut_344_;
                                    if ((_e1321 < 16u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1325 = l_mut_344_;
                                        uint l_345_ = (15u - _e1325);
                                        uint _e1327 = l_mut_320_;
                                        l_mut_346_ = _e1327;
                                        uint _e1328 = l_mut_315_;
                                        l_mut_347_ = _e1328;
                                        bool l_348_ = (l_345_ >= 32u);
                                        if (l_348_) {
                                            uint l_349_ = (l_345_ & 31u);
                                            uint _e1333 = l_mut_315_;
                                            uint l_350_ = (_e1333 >> l_349_);
                                            l_mut_346_ = l_350_;
                                            l_mut_347_ = 0u;
                                        } else {
                                            bool l_351_ = (l_345_ > 0u);
                                            if (l_351_) {
                                                uint _e1338 = l_mut_320_;
                                                l_mut_352_ = _e1338;
                                                bool l_353_ = (l_345_ > 0u);
                                                if (l_353_) {
                                                    uint _e1341 = l_mut_320_;
                                                    uint l_354_ = (_e1341 >> l_345_);
                                                    uint l_355_ = (32u - l_345_);
                                                    uint _e1345 = l_mut_315_;
                                                    uint l_356_ = (_e1345 << l_355_);
                                                    uint l_357_ = (l_354_ | l_356_);
                                                    l_mut_352_ = l_357_;
                                                }
                                                uint _e1348 = l_mut_315_;
                                                uint l_358_ = (_e1348 >> l_345_);
                                                uint _e1350 = l_mut_352_;
                                                l_mut_346_ = _e1350;
                                                l_mut_347_ = l_358_;
                                            }
                                        }
                                        uint _e1351 = l_mut_347_;
                                        uint _e1352 = l_mut_103_;
                                        bool l_359_ = (_e1351 < _e1352);
                                        uint _e1354 = l_mut_347_;
                                        uint _e1355 = l_mut_103_;
                                        bool l_360_ = (_e1354 == _e1355);
                                        uint _e1357 = l_mut_346_;
                                        uint _e1358 = l_mut_109_;
                                        bool l_361_ = (_e1357 < _e1358);
                                        if (l_360_) {
                                            local_12 = l_361_;
                                        } else {
                                            local_12 = false;
                                        }
                                        bool l_362_ = local_12;
                                        if (!(l_359_)) {
                                            local_13 = l_362_;
                                        } else {
                                            local_13 = true;
                                        }
                                        bool l_363_ = local_13;
                                        bool l_364_ = !(l_363_);
                                        if (l_364_) {
                                            uint _e1370 = l_mut_109_;
                                            l_mut_352_ = _e1370;
                                            uint _e1371 = l_mut_103_;
                                            l_mut_347_ = _e1371;
                                            bool l_365_ = (l_345_ >= 32u);
                                            if (l_365_) {
                                                uint l_366_ = (l_345_ & 31u);
                                                uint _e1376 = l_mut_109_;
                                                uint l_367_ = (_e1376 << l_366_);
                                                l_mut_352_ = 0u;
                                                l_mut_347_ = l_367_;
                                            } else {
                                                bool l_368_ = (l_345_ > 0u);
                                                if (l_368_) {
                                                    uint _e1381 = l_mut_109_;
                                                    uint l_369_ = (_e1381 << l_345_);
                                                    uint _e1383 = l_mut_103_;
                                                    uint l_370_ = (_e1383 << l_345_);
                                                    uint l_371_ = (32u - l_345_);
                                                    uint _e1387 = l_mut_109_;
                                                    uint l_372_ = (_e1387 >> l_371_);
                                                    uint l_373_ = (l_370_ | l_372_);
                                                    l_mut_352_ = l_369_;
                                                    l_mut_347_ = l_373_;
                                                }
                                            }
                                            uint _e1390 = l_mut_320_;
                                            uint _e1391 = l_mut_352_;
                                            uint l_374_ = (_e1390 - _e1391);
                                            uint _e1393 = l_mut_315_;
                                            uint _e1394 = l_mut_347_;
                                            uint l_375_ = (_e1393 - _e1394);
                                            uint _e1396 = l_mut_320_;
                                            uint _e1397 = l_mut_352_;
                                            bool l_376_ = (_e1396 < _e1397);
                                            uint l_377_ = uint(l_376_);
                                            uint l_378_ = (l_375_ - l_377_);
                                            l_mut_320_ = l_374_;
                                            l_mut_315_ = l_378_;
                                            uint l_379_ = (1u << l_345_);
                                            uint _e1403 = l_mut_314_;
                                            l_mut_314_ = (_e1403 | l_379_);
                                        }
                                    }
                                }
                                uint _e1408 = l_mut_314_;
                                uint l_380_ = min(_e1408, l_77_);
                                l_mut_352_ = l_380_;
                                uint _e1410 = l_mut_315_;
                                uint _e1411 = l_mut_103_;
                                bool l_381_ = (_e1410 < _e1411);
                                uint _e1413 = l_mut_315_;
                                uint _e1414 = l_mut_103_;
                                bool l_382_ = (_e1413 == _e1414);
                                uint _e1416 = l_mut_320_;
                                uint _e1417 = l_mut_109_;
                                bool l_383_ = (_e1416 < _e1417);
                                if (l_382_) {
                                    local_14 = l_383_;
                                } else {
                                    local_14 = false;
                                }
                                bool l_384_ = local_14;
                                if (!(l_381_)) {
                                    local_15 = l_384_;
                                } else {
                                    local_15 = true;
                                }
                                bool l_385_ = local_15;
                                bool l_386_ = !(l_385_);
                                if (l_386_) {
                                    l_mut_352_ = l_77_;
                                }
                                uint _e1429 = l_mut_352_;
                                l_mut_312_ = _e1429;
                            }
                        } else {
                            uint _e1430 = l_mut_97_;
                            l_mut_352_ = _e1430;
                            uint _e1431 = l_mut_82_;
                            l_mut_347_ = _e1431;
                            while(true) {
                                uint _e1432 = l_mut_103_;
                                uint _e1433 = l_mut_347_;
                                bool l_387_ = (_e1432 < _e1433);
                                uint _e1435 = l_mut_103_;
                                uint _e1436 = l_mut_347_;
                                bool l_388_ = (_e1435 == _e1436);
                                uint _e1438 = l_mut_109_;
                                uint _e1439 = l_mut_352_;
                                bool l_389_ = (_e1438 < _e1439);
                                if (l_388_) {
                                    local_16 = l_389_;
                                } else {
                                    local_16 = false;
                                }
                                bool l_390_ = local_16;
                                if (!(l_387_)) {
                                    local_17 = l_390_;
                                } else {
                                    local_17 = true;
                                }
                                bool l_391_ = local_17;
                                uint _e1450 = l_mut_312_;
                                uint _e1451 = l_mut_294_;
                                uint l_392_ = (_e1450 * _e1451);
                                uint _e1453 = l_mut_293_;
                                uint l_393_ = (_e1453 + l_392_);
                                uint _e1455 = l_mut_294_;
                                uint l_394_ = (l_393_ + _e1455);
                                bool l_395_ = (l_394_ < l_77_);
                                if (l_391_) {
                                    local_18 = l_395_;
                                } else {
                                    local_18 = false;
                                }
                                bool l_396_ = local_18;
                                bool l_397_ = !(l_396_);
                                if (l_397_) {
                                    break;
                                }
                                uint _e1463 = l_mut_352_;
                                uint _e1464 = l_mut_109_;
                                uint l_398_ = (_e1463 - _e1464);
                                uint _e1466 = l_mut_347_;
                                uint _e1467 = l_mut_103_;
                                uint l_399_ = (_e1466 - _e1467);
                                uint _e1469 = l_mut_352_;
                                uint _e1470 = l_mut_109_;
                                bool l_400_ = (_e1469 < _e1470);
                                uint l_401_ = uint(l_400_);
                                uint l_402_ = (l_399_ - l_401_);
                                l_mut_352_ = l_398_;
                                l_mut_347_ = l_402_;
                                uint _e1474 = l_mut_312_;
                                l_mut_312_ = (_e1474 + 1u);
                            }
                        }
                    }
                    uint _e1477 = l_mut_312_;
                    uint _e1478 = l_mut_294_;
                    uint l_403_ = (_e1477 * _e1478);
                    uint _e1480 = l_mut_293_;
                    uint l_404_ = (_e1480 + l_403_);
                    uint _e1482 = l_mut_294_;
                    uint l_405_ = (l_404_ + _e1482);
                    bool l_406_ = (l_405_ >= l_77_);
                    if (l_406_) {
                        l_mut_295_ = true;
                        l_mut_302_ = false;
                    } else {
                        uint _e1487 = l_mut_109_;
                        uint _e1488 = l_mut_312_;
                        uint l_407_ = (_e1487 * _e1488);
                        uint _e1490 = l_mut_109_;
                        uint l_929_ = (_e1490 & 65535u);
                        uint _e1493 = l_mut_109_;
                        uint l_930_ = (_e1493 >> 16u);
                        uint l_931_ = (l_930_ & 65535u);
                        uint _e1498 = l_mut_312_;
                        uint l_932_ = (_e1498 & 65535u);
                        uint _e1501 = l_mut_312_;
                        uint l_933_ = (_e1501 >> 16u);
                        uint l_934_ = (l_933_ & 65535u);
                        uint l_935_ = (l_929_ * l_932_);
                        uint l_936_ = (l_931_ * l_932_);
                        uint l_937_ = (l_929_ * l_934_);
                        uint l_938_ = (l_931_ * l_934_);
                        uint l_939_ = (l_935_ >> 16u);
                        uint l_940_ = (l_939_ & 65535u);
                        uint l_941_ = (l_936_ & 65535u);
                        uint l_942_ = (l_940_ + l_941_);
                        uint l_943_ = (l_937_ & 65535u);
                        uint l_944_ = (l_942_ + l_943_);
                        uint l_945_ = (l_936_ >> 16u);
                        uint l_946_ = (l_945_ & 65535u);
                        uint l_947_ = (l_938_ + l_946_);
                        uint l_948_ = (l_937_ >> 16u);
                        uint l_949_ = (l_948_ & 65535u);
                        uint l_950_ = (l_947_ + l_949_);
                        uint l_951_ = (l_944_ >> 16u);
                        uint l_952_ = (l_951_ & 65535u);
                        uint l_408_ = (l_950_ + l_952_);
                        uint _e1535 = l_mut_103_;
                        uint _e1536 = l_mut_312_;
                        uint l_409_ = (_e1535 * _e1536);
                        uint l_410_ = (l_408_ + l_409_);
                        uint _e1539 = l_mut_97_;
                        uint l_411_ = (_e1539 - l_407_);
                        uint _e1541 = l_mut_82_;
                        uint l_412_ = (_e1541 - l_410_);
                        uint _e1543 = l_mut_97_;
                        bool l_413_ = (_e1543 < l_407_);
                        uint l_414_ = uint(l_413_);
                        uint l_415_ = (l_412_ - l_414_);
                        l_mut_97_ = l_411_;
                        l_mut_82_ = l_415_;
                        uint _e1547 = l_mut_312_;
                        uint _e1548 = l_mut_294_;
                        uint l_416_ = (_e1547 * _e1548);
                        uint _e1550 = l_mut_293_;
                        l_mut_293_ = (_e1550 + l_416_);
                        uint _e1552 = l_mut_109_;
                        uint _e1553 = l_mut_97_;
                        uint l_417_ = (_e1552 - _e1553);
                        uint _e1555 = l_mut_103_;
                        uint _e1556 = l_mut_82_;
                        uint l_418_ = (_e1555 - _e1556);
                        uint _e1558 = l_mut_109_;
                        uint _e1559 = l_mut_97_;
                        bool l_419_ = (_e1558 < _e1559);
                        uint l_420_ = uint(l_419_);
                        uint l_421_ = (l_418_ - l_420_);
                        l_mut_109_ = l_417_;
                        l_mut_103_ = l_421_;
                        uint _e1563 = l_mut_294_;
                        uint _e1564 = l_mut_293_;
                        l_mut_294_ = (_e1563 + _e1564);
                    }
                } else {
                    uint _e1566 = l_mut_45_;
                    uint _e1567 = l_mut_109_;
                    uint l_422_ = (_e1566 - _e1567);
                    uint _e1569 = l_mut_292_;
                    uint _e1570 = l_mut_103_;
                    uint l_423_ = (_e1569 - _e1570);
                    uint _e1572 = l_mut_45_;
                    uint _e1573 = l_mut_109_;
                    bool l_424_ = (_e1572 < _e1573);
                    uint l_425_ = uint(l_424_);
                    uint l_426_ = (l_423_ - l_425_);
                    l_mut_45_ = l_422_;
                    l_mut_292_ = l_426_;
                    uint _e1577 = l_mut_292_;
                    bool l_427_ = (_e1577 < l_286_);
                    uint _e1579 = l_mut_292_;
                    bool l_428_ = (_e1579 == l_286_);
                    uint _e1581 = l_mut_45_;
                    bool l_429_ = (_e1581 < l_282_);
                    if (l_428_) {
                        local_19 = l_429_;
                    } else {
                        local_19 = false;
                    }
                    bool l_430_ = local_19;
                    if (!(l_427_)) {
                        local_20 = l_430_;
                    } else {
                        local_20 = true;
                    }
                    bool l_431_ = local_20;
                    if (l_431_) {
                        l_mut_302_ = false;
                    } else {
                        l_mut_352_ = 0u;
                        l_mut_313_ = false;
                        uint _e1595 = l_mut_109_;
                        l_mut_347_ = _e1595;
                        uint _e1596 = l_mut_103_;
                        l_mut_346_ = _e1596;
                        if (false) {
                            uint _e1599 = l_mut_103_;
                            uint l_434_ = (_e1599 >> 3u);
                            l_mut_347_ = l_434_;
                            l_mut_346_ = 0u;
                        } else {
                            if (true) {
                                uint _e1603 = l_mut_109_;
                                l_mut_320_ = _e1603;
                                if (true) {
                                    uint _e1605 = l_mut_109_;
                                    uint l_437_ = (_e1605 >> 3u);
                                    uint _e1608 = l_mut_103_;
                                    uint l_438_ = (_e1608 << 29u);
                                    uint l_439_ = (l_437_ | l_438_);
                                    l_mut_320_ = l_439_;
                                }
                                uint _e1612 = l_mut_103_;
                                uint l_440_ = (_e1612 >> 3u);
                                uint _e1615 = l_mut_320_;
                                l_mut_347_ = _e1615;
                                l_mut_346_ = l_440_;
                            }
                        }
                        uint _e1616 = l_mut_346_;
                        uint _e1617 = l_mut_82_;
                        bool l_441_ = (_e1616 < _e1617);
                        uint _e1619 = l_mut_346_;
                        uint _e1620 = l_mut_82_;
                        bool l_442_ = (_e1619 == _e1620);
                        uint _e1622 = l_mut_347_;
                        uint _e1623 = l_mut_97_;
                        bool l_443_ = (_e1622 < _e1623);
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
                        l_mut_313_ = l_446_;
                        uint _e1635 = l_mut_97_;
                        uint _e1636 = l_mut_82_;
                        uint l_447_ = (_e1635 | _e1636);
                        bool l_448_ = (l_447_ == 0u);
                        if (l_448_) {
                            l_mut_352_ = l_77_;
                        } else {
                            bool _e1640 = l_mut_313_;
                            if (_e1640) {
                                uint _e1641 = l_mut_82_;
                                uint _e1642 = l_mut_103_;
                                bool l_449_ = (_e1641 < _e1642);
                                uint _e1644 = l_mut_82_;
                                uint _e1645 = l_mut_103_;
                                bool l_450_ = (_e1644 == _e1645);
                                uint _e1647 = l_mut_97_;
                                uint _e1648 = l_mut_109_;
                                bool l_451_ = (_e1647 < _e1648);
                                if (l_450_) {
                                    local_23 = l_451_;
                                } else {
                                    local_23 = false;
                                }
                                bool l_452_ = local_23;
                                if (!(l_449_)) {
                                    local_24 = l_452_;
                                } else {
                                    local_24 = true;
                                }
                                bool l_453_ = local_24;
                                if (l_453_) {
                                    uint _e1659 = l_mut_109_;
                                    uint l_454_ = (_e1659 - 1u);
                                    uint _e1662 = l_mut_103_;
                                    uint l_455_ = (_e1662 - 0u);
                                    uint _e1665 = l_mut_109_;
                                    bool l_456_ = (_e1665 < 1u);
                                    uint l_457_ = uint(l_456_);
                                    uint l_458_ = (l_455_ - l_457_);
                                    l_mut_347_ = l_454_;
                                    l_mut_346_ = l_458_;
                                    l_mut_320_ = 0u;
                                    l_mut_459_ = 0u;
                                    bool loop_init_1 = true;
                                    while(true) {
                                        if (!loop_init_1) {
                                            uint _e1758 = l_mut_459_;
                                            l_mut_459_ = (_e1758 + 1u);
                                        }
                                        loop_init_1 = false;
                                        uint _e1673 = l_mut_459_;
                                        if ((_e1673 < 16u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e1677 = l_mut_459_;
                                            uint l_460_ = (15u - _e1677);
                                            uint _e1679 = l_mut_347_;
                                            l_mut_315_ = _e1679;
                                            uint _e1680 = l_mut_346_;
                                            l_mut_314_ = _e1680;
                                            bool l_461_ = (l_460_ >= 32u);
                                            if (l_461_) {
                                                uint l_462_ = (l_460_ & 31u);
                                                uint _e1685 = l_mut_346_;
                                                uint l_463_ = (_e1685 >> l_462_);
                                                l_mut_315_ = l_463_;
                                                l_mut_314_ = 0u;
                                            } else {
                                                bool l_464_ = (l_460_ > 0u);
                                                if (l_464_) {
                                                    uint _e1690 = l_mut_347_;
                                                    l_mut_312_ = _e1690;
                                                    bool l_465_ = (l_460_ > 0u);
                                                    if (l_465_) {
                                                        uint _e1693 = l_mut_347_;
                                                        uint l_466_ = (_e1693 >> l_460_);
                                                        uint l_467_ = (32u - l_460_);
                                                        uint _e1697 = l_mut_346_;
                                                        uint l_468_ = (_e1697 << l_467_);
                                                        uint l_469_ = (l_466_ | l_468_);
                                                        l_mut_312_ = l_469_;
                                                    }
                                                    uint _e1700 = l_mut_346_;
                                                    uint l_470_ = (_e1700 >> l_460_);
                                                    uint _e1702 = l_mut_312_;
                                                    l_mut_315_ = _e1702;
                                                    l_mut_314_ = l_470_;
                                                }
                                            }
                                            uint _e1703 = l_mut_314_;
                                            uint _e1704 = l_mut_82_;
                                            bool l_471_ = (_e1703 < _e1704);
                                            uint _e1706 = l_mut_314_;
                                            uint _e1707 = l_mut_82_;
                                            bool l_472_ = (_e1706 == _e1707);
                                            uint _e1709 = l_mut_315_;
                                            uint _e1710 = l_mut_97_;
                                            bool l_473_ = (_e1709 < _e1710);
                                            if (l_472_) {
                                                local_25 = l_473_;
                                            } else {
                                                local_25 = false;
                                            }
                                            bool l_474_ = local_25;
                                            if (!(l_471_)) {
                                                local_26 = l_474_;
                                            } else {
                                                local_26 = true;
                                            }
                                            bool l_475_ = local_26;
                                            bool l_476_ = !(l_475_);
                                            if (l_476_) {
                                                uint _e1722 = l_mut_97_;
                                                l_mut_315_ = _e1722;
                                                uint _e1723 = l_mut_82_;
                                                l_mut_314_ = _e1723;
                                                bool l_477_ = (l_460_ >= 32u);
                                                if (l_477_) {
                                                    uint l_478_ = (l_460_ & 31u);
                                                    uint _e1728 = l_mut_97_;
                                                    uint l_479_ = (_e1728 << l_478_);
                                                    l_mut_315_ = 0u;
                                                    l_mut_314_ = l_479_;
                                                } else {
                                                    bool l_480_ = (l_460_ > 0u);
                                                    if (l_480_) {
                                                        uint _e1733 = l_mut_97_;
                                                        uint l_481_ = (_e1733 << l_460_);
                                                        uint _e1735 = l_mut_82_;
                                                        uint l_482_ = (_e1735 << l_460_);
                                                        uint l_483_ = (32u - l_460_);
                                                        uint _e1739 = l_mut_97_;
                                                        uint l_484_ = (_e1739 >> l_483_);
                                                        uint l_485_ = (l_482_ | l_484_);
                                                        l_mut_315_ = l_481_;
                                                        l_mut_314_ = l_485_;
                                                    }
                                                }
                                                uint _e1742 = l_mut_347_;
                                                uint _e1743 = l_mut_315_;
                                                uint l_486_ = (_e1742 - _e1743);
                                                uint _e1745 = l_mut_346_;
                                                uint _e1746 = l_mut_314_;
                                                uint l_487_ = (_e1745 - _e1746);
                                                uint _e1748 = l_mut_347_;
                                                uint _e1749 = l_mut_315_;
                                                bool l_488_ = (_e1748 < _e1749);
                                                uint l_489_ = uint(l_488_);
                                                uint l_490_ = (l_487_ - l_489_);
                                                l_mut_347_ = l_486_;
                                                l_mut_346_ = l_490_;
                                                uint l_491_ = (1u << l_460_);
                                                uint _e1755 = l_mut_320_;
                                                l_mut_320_ = (_e1755 | l_491_);
                                            }
                                        }
                                    }
                                    uint _e1760 = l_mut_320_;
                                    uint l_492_ = min(_e1760, l_77_);
                                    l_mut_320_ = l_492_;
                                    uint _e1762 = l_mut_346_;
                                    uint _e1763 = l_mut_82_;
                                    bool l_493_ = (_e1762 < _e1763);
                                    uint _e1765 = l_mut_346_;
                                    uint _e1766 = l_mut_82_;
                                    bool l_494_ = (_e1765 == _e1766);
                                    uint _e1768 = l_mut_347_;
                                    uint _e1769 = l_mut_97_;
                                    bool l_495_ = (_e1768 < _e1769);
                                    if (l_494_) {
                                        local_27 = l_495_;
                                    } else {
                                        local_27 = false;
                                    }
                                    bool l_496_ = local_27;
                                    if (!(l_493_)) {
                                        local_28 = l_496_;
                                    } else {
                                        local_28 = true;
                                    }
                                    bool l_497_ = local_28;
                                    bool l_498_ = !(l_497_);
                                    if (l_498_) {
                                        l_mut_320_ = l_77_;
                                    }
                                    uint _e1781 = l_mut_320_;
                                    l_mut_352_ = _e1781;
                                }
                            } else {
                                uint _e1782 = l_mut_109_;
                                l_mut_347_ = _e1782;
                                uint _e1783 = l_mut_103_;
                                l_mut_346_ = _e1783;
                                while(true) {
                                    uint _e1784 = l_mut_82_;
                                    uint _e1785 = l_mut_346_;
                                    bool l_499_ = (_e1784 < _e1785);
                                    uint _e1787 = l_mut_82_;
                                    uint _e1788 = l_mut_346_;
                                    bool l_500_ = (_e1787 == _e1788);
                                    uint _e1790 = l_mut_97_;
                                    uint _e1791 = l_mut_347_;
                                    bool l_501_ = (_e1790 < _e1791);
                                    if (l_500_) {
                                        local_29 = l_501_;
                                    } else {
                                        local_29 = false;
                                    }
                                    bool l_502_ = local_29;
                                    if (!(l_499_)) {
                                        local_30 = l_502_;
                                    } else {
                                        local_30 = true;
                                    }
                                    bool l_503_ = local_30;
                                    uint _e1802 = l_mut_352_;
                                    uint _e1803 = l_mut_293_;
                                    uint l_504_ = (_e1802 * _e1803);
                                    uint _e1805 = l_mut_294_;
                                    uint l_505_ = (_e1805 + l_504_);
                                    uint _e1807 = l_mut_293_;
                                    uint l_506_ = (l_505_ + _e1807);
                                    bool l_507_ = (l_506_ < l_77_);
                                    if (l_503_) {
                                        local_31 = l_507_;
                                    } else {
                                        local_31 = false;
                                    }
                                    bool l_508_ = local_31;
                                    bool l_509_ = !(l_508_);
                                    if (l_509_) {
                                        break;
                                    }
                                    uint _e1815 = l_mut_347_;
                                    uint _e1816 = l_mut_97_;
                                    uint l_510_ = (_e1815 - _e1816);
                                    uint _e1818 = l_mut_346_;
                                    uint _e1819 = l_mut_82_;
                                    uint l_511_ = (_e1818 - _e1819);
                                    uint _e1821 = l_mut_347_;
                                    uint _e1822 = l_mut_97_;
                                    bool l_512_ = (_e1821 < _e1822);
                                    uint l_513_ = uint(l_512_);
                                    uint l_514_ = (l_511_ - l_513_);
                                    l_mut_347_ = l_510_;
                                    l_mut_346_ = l_514_;
                                    uint _e1826 = l_mut_352_;
                                    l_mut_352_ = (_e1826 + 1u);
                                }
                            }
                        }
                        uint _e1829 = l_mut_293_;
                        uint _e1830 = l_mut_294_;
                        uint l_515_ = (_e1829 + _e1830);
                        uint _e1832 = l_mut_352_;
                        uint _e1833 = l_mut_293_;
                        uint l_516_ = (_e1832 * _e1833);
                        uint l_517_ = (l_515_ + l_516_);
                        bool l_518_ = (l_517_ >= l_77_);
                        if (l_518_) {
                            l_mut_295_ = true;
                            l_mut_302_ = false;
                        } else {
                            uint _e1839 = l_mut_97_;
                            uint _e1840 = l_mut_352_;
                            uint l_519_ = (_e1839 * _e1840);
                            uint _e1842 = l_mut_97_;
                            uint l_954_ = (_e1842 & 65535u);
                            uint _e1845 = l_mut_97_;
                            uint l_955_ = (_e1845 >> 16u);
                            uint l_956_ = (l_955_ & 65535u);
                            uint _e1850 = l_mut_352_;
                            uint l_957_ = (_e1850 & 65535u);
                            uint _e1853 = l_mut_352_;
                            uint l_958_ = (_e1853 >> 16u);
                            uint l_959_ = (l_958_ & 65535u);
                            uint l_960_ = (l_954_ * l_957_);
                            uint l_961_ = (l_956_ * l_957_);
                            uint l_962_ = (l_954_ * l_959_);
                            uint l_963_ = (l_956_ * l_959_);
                            uint l_964_ = (l_960_ >> 16u);
                            uint l_965_ = (l_964_ & 65535u);
                            uint l_966_ = (l_961_ & 65535u);
                            uint l_967_ = (l_965_ + l_966_);
                            uint l_968_ = (l_962_ & 65535u);
                            uint l_969_ = (l_967_ + l_968_);
                            uint l_970_ = (l_961_ >> 16u);
                            uint l_971_ = (l_970_ & 65535u);
                            uint l_972_ = (l_963_ + l_971_);
                            uint l_973_ = (l_962_ >> 16u);
                            uint l_974_ = (l_973_ & 65535u);
                            uint l_975_ = (l_972_ + l_974_);
                            uint l_976_ = (l_969_ >> 16u);
                            uint l_977_ = (l_976_ & 65535u);
                            uint l_520_ = (l_975_ + l_977_);
                            uint _e1887 = l_mut_82_;
                            uint _e1888 = l_mut_352_;
                            uint l_521_ = (_e1887 * _e1888);
                            uint l_522_ = (l_520_ + l_521_);
                            uint _e1891 = l_mut_109_;
                            uint l_523_ = (_e1891 - l_519_);
                            uint _e1893 = l_mut_103_;
                            uint l_524_ = (_e1893 - l_522_);
                            uint _e1895 = l_mut_109_;
                            bool l_525_ = (_e1895 < l_519_);
                            uint l_526_ = uint(l_525_);
                            uint l_527_ = (l_524_ - l_526_);
                            l_mut_109_ = l_523_;
                            l_mut_103_ = l_527_;
                            uint _e1899 = l_mut_352_;
                            uint _e1900 = l_mut_293_;
                            uint l_528_ = (_e1899 * _e1900);
                            uint _e1902 = l_mut_294_;
                            l_mut_294_ = (_e1902 + l_528_);
                            uint _e1904 = l_mut_97_;
                            uint _e1905 = l_mut_109_;
                            uint l_529_ = (_e1904 - _e1905);
                            uint _e1907 = l_mut_82_;
                            uint _e1908 = l_mut_103_;
                            uint l_530_ = (_e1907 - _e1908);
                            uint _e1910 = l_mut_97_;
                            uint _e1911 = l_mut_109_;
                            bool l_531_ = (_e1910 < _e1911);
                            uint l_532_ = uint(l_531_);
                            uint l_533_ = (l_530_ - l_532_);
                            l_mut_97_ = l_529_;
                            l_mut_82_ = l_533_;
                            uint _e1915 = l_mut_293_;
                            uint _e1916 = l_mut_294_;
                            l_mut_293_ = (_e1915 + _e1916);
                        }
                    }
                }
            }
            bool _e1918 = l_mut_295_;
            bool l_534_ = !(_e1918);
            if (l_534_) {
                uint l_535_ = (l_37_ * 8u);
                uint l_536_ = (l_535_ + l_38_);
                uint l_979_ = _group_0_binding_7_cs.static_meta[6];
                uint l_980_ = (l_979_ * 1u);
                uint l_981_ = (l_980_ - 1u);
                uint l_982_ = min(1u, l_981_);
                uint _e1936 = atomicAdd(_group_0_binding_6_cs[l_982_], 1u);
                uint l_539_ = _group_0_binding_7_cs.static_meta[12];
                bool l_540_ = (_e1936 < l_539_);
                if (l_540_) {
                    uint l_984_ = _group_0_binding_7_cs.static_meta[5];
                    uint l_985_ = (l_984_ * 1u);
                    bool l_986_ = (_e1936 < l_985_);
                    if (l_986_) {
                        _group_0_binding_5_cs[_e1936] = l_536_;
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
