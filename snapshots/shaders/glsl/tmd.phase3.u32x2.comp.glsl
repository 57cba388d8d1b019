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
    uint l_mut_104_ = 0u;
    uint l_mut_105_ = 0u;
    uint l_mut_120_ = 0u;
    uint l_mut_126_ = 0u;
    uint l_mut_132_ = 0u;
    uint l_mut_194_ = 0u;
    uint l_mut_200_ = 0u;
    uint l_mut_250_ = 0u;
    uint l_mut_256_ = 0u;
    uint l_mut_56_ = 0u;
    uint l_mut_98_ = 0u;
    uint l_mut_99_ = 0u;
    bool local = false;
    bool local_1 = false;
    bool local_2 = false;
    bool local_3 = false;
    uint l_mut_88_ = 0u;
    bool local_4 = false;
    bool local_5 = false;
    bool local_6 = false;
    bool local_7 = false;
    uint l_mut_330_ = 0u;
    bool local_8 = false;
    bool local_9 = false;
    bool local_10 = false;
    bool local_11 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_646_ = _group_0_binding_7_cs.static_meta[6];
        uint l_647_ = (l_646_ * 1u);
        uint l_648_ = (l_647_ - 1u);
        uint l_649_ = min(3u, l_648_);
        uint _e52 = atomicAdd(_group_0_binding_6_cs[l_649_], 1u);
    }
    uint l_562_ = _group_0_binding_7_cs.static_meta[3];
    uint l_563_ = (l_562_ * 1u);
    bool l_564_ = (0u < l_563_);
    uint l_565_ = (l_563_ - 1u);
    uint l_566_ = min(0u, l_565_);
    uint l_567_ = _group_0_binding_3_cs[l_566_];
    uint l_4_ = (l_564_ ? l_567_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_569_ = _group_0_binding_7_cs.static_meta[3];
    uint l_570_ = (l_569_ * 1u);
    bool l_571_ = (l_6_ < l_570_);
    uint l_572_ = (l_570_ - 1u);
    uint l_573_ = min(l_6_, l_572_);
    uint l_574_ = _group_0_binding_3_cs[l_573_];
    uint l_7_ = (l_571_ ? l_574_ : 0u);
    uint l_576_ = _group_0_binding_7_cs.static_meta[3];
    uint l_577_ = (l_576_ * 1u);
    bool l_578_ = (2u < l_577_);
    uint l_579_ = (l_577_ - 1u);
    uint l_580_ = min(2u, l_579_);
    uint l_581_ = _group_0_binding_3_cs[l_580_];
    uint l_9_ = (l_578_ ? l_581_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_583_ = _group_0_binding_7_cs.static_meta[3];
    uint l_584_ = (l_583_ * 1u);
    bool l_585_ = (l_11_ < l_584_);
    uint l_586_ = (l_584_ - 1u);
    uint l_587_ = min(l_11_, l_586_);
    uint l_588_ = _group_0_binding_3_cs[l_587_];
    uint l_12_ = (l_585_ ? l_588_ : 0u);
    uint l_590_ = _group_0_binding_7_cs.static_meta[3];
    uint l_591_ = (l_590_ * 1u);
    bool l_592_ = (4u < l_591_);
    uint l_593_ = (l_591_ - 1u);
    uint l_594_ = min(4u, l_593_);
    uint l_595_ = _group_0_binding_3_cs[l_594_];
    uint l_14_ = (l_592_ ? l_595_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_597_ = _group_0_binding_7_cs.static_meta[3];
    uint l_598_ = (l_597_ * 1u);
    bool l_599_ = (l_16_ < l_598_);
    uint l_600_ = (l_598_ - 1u);
    uint l_601_ = min(l_16_, l_600_);
    uint l_602_ = _group_0_binding_3_cs[l_601_];
    uint l_17_ = (l_599_ ? l_602_ : 0u);
    uint l_604_ = _group_0_binding_7_cs.static_meta[3];
    uint l_605_ = (l_604_ * 1u);
    bool l_606_ = (6u < l_605_);
    uint l_607_ = (l_605_ - 1u);
    uint l_608_ = min(6u, l_607_);
    uint l_609_ = _group_0_binding_3_cs[l_608_];
    uint l_19_ = (l_606_ ? l_609_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_611_ = _group_0_binding_7_cs.static_meta[3];
    uint l_612_ = (l_611_ * 1u);
    bool l_613_ = (l_21_ < l_612_);
    uint l_614_ = (l_612_ - 1u);
    uint l_615_ = min(l_21_, l_614_);
    uint l_616_ = _group_0_binding_3_cs[l_615_];
    uint l_22_ = (l_613_ ? l_616_ : 0u);
    uint l_618_ = _group_0_binding_7_cs.static_meta[3];
    uint l_619_ = (l_618_ * 1u);
    bool l_620_ = (8u < l_619_);
    uint l_621_ = (l_619_ - 1u);
    uint l_622_ = min(8u, l_621_);
    uint l_623_ = _group_0_binding_3_cs[l_622_];
    uint l_24_ = (l_620_ ? l_623_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_625_ = _group_0_binding_7_cs.static_meta[3];
    uint l_626_ = (l_625_ * 1u);
    bool l_627_ = (l_26_ < l_626_);
    uint l_628_ = (l_626_ - 1u);
    uint l_629_ = min(l_26_, l_628_);
    uint l_630_ = _group_0_binding_3_cs[l_629_];
    uint l_27_ = (l_627_ ? l_630_ : 0u);
    uint l_632_ = _group_0_binding_7_cs.static_meta[3];
    uint l_633_ = (l_632_ * 1u);
    bool l_634_ = (10u < l_633_);
    uint l_635_ = (l_633_ - 1u);
    uint l_636_ = min(10u, l_635_);
    uint l_637_ = _group_0_binding_3_cs[l_636_];
    uint l_29_ = (l_634_ ? l_637_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_639_ = _group_0_binding_7_cs.static_meta[3];
    uint l_640_ = (l_639_ * 1u);
    bool l_641_ = (l_31_ < l_640_);
    uint l_642_ = (l_640_ - 1u);
    uint l_643_ = min(l_31_, l_642_);
    uint l_644_ = _group_0_binding_3_cs[l_643_];
    uint l_32_ = (l_641_ ? l_644_ : 0u);
    uint l_33_ = (l_4_ / 8u);
    uint l_34_ = (l_33_ + 64u);
    uint l_35_ = (l_34_ - 1u);
    uint l_36_ = (l_35_ / 64u);
    uint l_37_ = _group_0_binding_7_cs.static_meta[11];
    uint l_38_ = (l_37_ * l_36_);
    bool l_39_ = (id < l_38_);
    if (l_39_) {
        uint l_40_ = (id / l_36_);
        uint l_651_ = _group_0_binding_7_cs.static_meta[4];
        uint l_652_ = (l_651_ * 1u);
        bool l_653_ = (l_40_ < l_652_);
        uint l_654_ = (l_652_ - 1u);
        uint l_655_ = min(l_40_, l_654_);
        uint l_656_ = _group_0_binding_4_cs[l_655_];
        uint l_41_ = (l_653_ ? l_656_ : 0u);
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
        uint l_700_ = (l_42_ & 65535u);
        uint l_701_ = (l_42_ >> 16u);
        uint l_702_ = (l_701_ & 65535u);
        uint l_703_ = (l_4_ & 65535u);
        uint l_704_ = (l_4_ >> 16u);
        uint l_705_ = (l_704_ & 65535u);
        uint l_706_ = (l_700_ * l_703_);
        uint l_707_ = (l_702_ * l_703_);
        uint l_708_ = (l_700_ * l_705_);
        uint l_709_ = (l_702_ * l_705_);
        uint l_710_ = (l_706_ >> 16u);
        uint l_711_ = (l_710_ & 65535u);
        uint l_712_ = (l_707_ & 65535u);
        uint l_713_ = (l_711_ + l_712_);
        uint l_714_ = (l_708_ & 65535u);
        uint l_715_ = (l_713_ + l_714_);
        uint l_716_ = (l_707_ >> 16u);
        uint l_717_ = (l_716_ & 65535u);
        uint l_718_ = (l_709_ + l_717_);
        uint l_719_ = (l_708_ >> 16u);
        uint l_720_ = (l_719_ & 65535u);
        uint l_721_ = (l_718_ + l_720_);
        uint l_722_ = (l_715_ >> 16u);
        uint l_723_ = (l_722_ & 65535u);
        uint l_53_ = (l_721_ + l_723_);
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
        uint _e379 = l_mut_56_;
        uint l_72_ = min(l_51_, _e379);
        uint l_73_ = (2u * l_42_);
        uint l_658_ = _group_0_binding_7_cs.static_meta[0];
        uint l_659_ = (l_658_ * 1u);
        bool l_660_ = (l_73_ < l_659_);
        uint l_661_ = (l_659_ - 1u);
        uint l_662_ = min(l_73_, l_661_);
        uint l_663_ = _group_0_binding_0_cs[l_662_];
        uint l_74_ = (l_660_ ? l_663_ : 0u);
        uint l_75_ = (2u * l_42_);
        uint l_76_ = (l_75_ + 1u);
        uint l_665_ = _group_0_binding_7_cs.static_meta[0];
        uint l_666_ = (l_665_ * 1u);
        bool l_667_ = (l_76_ < l_666_);
        uint l_668_ = (l_666_ - 1u);
        uint l_669_ = min(l_76_, l_668_);
        uint l_670_ = _group_0_binding_0_cs[l_669_];
        uint l_77_ = (l_667_ ? l_670_ : 0u);
        uint l_78_ = (2u * l_42_);
        uint l_672_ = _group_0_binding_7_cs.static_meta[1];
        uint l_673_ = (l_672_ * 1u);
        bool l_674_ = (l_78_ < l_673_);
        uint l_675_ = (l_673_ - 1u);
        uint l_676_ = min(l_78_, l_675_);
        uint l_677_ = _group_0_binding_1_cs[l_676_];
        uint l_79_ = (l_674_ ? l_677_ : 0u);
        uint l_80_ = (2u * l_42_);
        uint l_81_ = (l_80_ + 1u);
        uint l_679_ = _group_0_binding_7_cs.static_meta[1];
        uint l_680_ = (l_679_ * 1u);
        bool l_681_ = (l_81_ < l_680_);
        uint l_682_ = (l_680_ - 1u);
        uint l_683_ = min(l_81_, l_682_);
        uint l_684_ = _group_0_binding_1_cs[l_683_];
        uint l_82_ = (l_681_ ? l_684_ : 0u);
        uint l_83_ = (2u * l_42_);
        uint l_686_ = _group_0_binding_7_cs.static_meta[2];
        uint l_687_ = (l_686_ * 1u);
        bool l_688_ = (l_83_ < l_687_);
        uint l_689_ = (l_687_ - 1u);
        uint l_690_ = min(l_83_, l_689_);
        uint l_691_ = _group_0_binding_2_cs[l_690_];
        uint l_84_ = (l_688_ ? l_691_ : 0u);
        uint l_85_ = (2u * l_42_);
        uint l_86_ = (l_85_ + 1u);
        uint l_693_ = _group_0_binding_7_cs.static_meta[2];
        uint l_694_ = (l_693_ * 1u);
        bool l_695_ = (l_86_ < l_694_);
        uint l_696_ = (l_694_ - 1u);
        uint l_697_ = min(l_86_, l_696_);
        uint l_698_ = _group_0_binding_2_cs[l_697_];
        uint l_87_ = (l_695_ ? l_698_ : 0u);
        l_mut_56_ = 0u;
        l_mut_88_ = l_47_;
        bool loop_init = true;
        while(true) {
            if (!loop_init) {
                uint _e1411 = l_mut_88_;
                l_mut_88_ = (_e1411 + 1u);
            }
            loop_init = false;
            uint _e491 = l_mut_88_;
            if ((_e491 < l_72_)) {
            } else {
                break;
            }
            {
                uint _e493 = l_mut_88_;
                uint l_89_ = (l_74_ * _e493);
                uint l_725_ = (l_74_ & 65535u);
                uint l_726_ = (l_74_ >> 16u);
                uint l_727_ = (l_726_ & 65535u);
                uint _e501 = l_mut_88_;
                uint l_728_ = (_e501 & 65535u);
                uint _e504 = l_mut_88_;
                uint l_729_ = (_e504 >> 16u);
                uint l_730_ = (l_729_ & 65535u);
                uint l_731_ = (l_725_ * l_728_);
                uint l_732_ = (l_727_ * l_728_);
                uint l_733_ = (l_725_ * l_730_);
                uint l_734_ = (l_727_ * l_730_);
                uint l_735_ = (l_731_ >> 16u);
                uint l_736_ = (l_735_ & 65535u);
                uint l_737_ = (l_732_ & 65535u);
                uint l_738_ = (l_736_ + l_737_);
                uint l_739_ = (l_733_ & 65535u);
                uint l_740_ = (l_738_ + l_739_);
                uint l_741_ = (l_732_ >> 16u);
                uint l_742_ = (l_741_ & 65535u);
                uint l_743_ = (l_734_ + l_742_);
                uint l_744_ = (l_733_ >> 16u);
                uint l_745_ = (l_744_ & 65535u);
                uint l_746_ = (l_743_ + l_745_);
                uint l_747_ = (l_740_ >> 16u);
                uint l_748_ = (l_747_ & 65535u);
                uint l_90_ = (l_746_ + l_748_);
                uint _e538 = l_mut_88_;
                uint l_91_ = (l_77_ * _e538);
                uint l_92_ = (l_90_ + l_91_);
                uint l_93_ = (l_79_ + l_89_);
                uint l_94_ = (l_82_ + l_92_);
                bool l_95_ = (l_93_ < l_79_);
                uint l_96_ = uint(l_95_);
                uint l_97_ = (l_94_ + l_96_);
                l_mut_98_ = 0u;
                l_mut_99_ = 0u;
                uint _e548 = l_mut_88_;
                bool l_100_ = (_e548 < 65536u);
                if (l_100_) {
                    uint _e551 = l_mut_88_;
                    uint _e552 = l_mut_88_;
                    uint l_101_ = (_e551 * _e552);
                    uint l_102_ = (l_87_ >> 31u);
                    bool l_103_ = (l_102_ == 1u);
                    l_mut_104_ = l_84_;
                    l_mut_105_ = l_87_;
                    if (l_103_) {
                        uint l_106_ = (0u - l_84_);
                        uint l_107_ = (0u - l_87_);
                        bool l_108_ = (0u < l_84_);
                        uint l_109_ = uint(l_108_);
                        uint l_110_ = (l_107_ - l_109_);
                        l_mut_104_ = l_106_;
                        l_mut_105_ = l_110_;
                    }
                    uint _e566 = l_mut_104_;
                    uint l_111_ = (_e566 * l_101_);
                    uint _e568 = l_mut_105_;
                    uint l_112_ = (_e568 * l_101_);
                    uint _e570 = l_mut_104_;
                    uint l_750_ = (_e570 & 65535u);
                    uint _e573 = l_mut_104_;
                    uint l_751_ = (_e573 >> 16u);
                    uint l_752_ = (l_751_ & 65535u);
                    uint l_753_ = (l_101_ & 65535u);
                    uint l_754_ = (l_101_ >> 16u);
                    uint l_755_ = (l_754_ & 65535u);
                    uint l_756_ = (l_750_ * l_753_);
                    uint l_757_ = (l_752_ * l_753_);
                    uint l_758_ = (l_750_ * l_755_);
                    uint l_759_ = (l_752_ * l_755_);
                    uint l_760_ = (l_756_ >> 16u);
                    uint l_761_ = (l_760_ & 65535u);
                    uint l_762_ = (l_757_ & 65535u);
                    uint l_763_ = (l_761_ + l_762_);
                    uint l_764_ = (l_758_ & 65535u);
                    uint l_765_ = (l_763_ + l_764_);
                    uint l_766_ = (l_757_ >> 16u);
                    uint l_767_ = (l_766_ & 65535u);
                    uint l_768_ = (l_759_ + l_767_);
                    uint l_769_ = (l_758_ >> 16u);
                    uint l_770_ = (l_769_ & 65535u);
                    uint l_771_ = (l_768_ + l_770_);
                    uint l_772_ = (l_765_ >> 16u);
                    uint l_773_ = (l_772_ & 65535u);
                    uint l_113_ = (l_771_ + l_773_);
                    uint l_114_ = (l_113_ + l_112_);
                    uint _e614 = l_mut_105_;
                    uint l_775_ = (_e614 & 65535u);
                    uint _e617 = l_mut_105_;
                    uint l_776_ = (_e617 >> 16u);
                    uint l_777_ = (l_776_ & 65535u);
                    uint l_778_ = (l_101_ & 65535u);
                    uint l_779_ = (l_101_ >> 16u);
                    uint l_780_ = (l_779_ & 65535u);
                    uint l_781_ = (l_775_ * l_778_);
                    uint l_782_ = (l_777_ * l_778_);
                    uint l_783_ = (l_775_ * l_780_);
                    uint l_784_ = (l_777_ * l_780_);
                    uint l_785_ = (l_781_ >> 16u);
                    uint l_786_ = (l_785_ & 65535u);
                    uint l_787_ = (l_782_ & 65535u);
                    uint l_788_ = (l_786_ + l_787_);
                    uint l_789_ = (l_783_ & 65535u);
                    uint l_790_ = (l_788_ + l_789_);
                    uint l_791_ = (l_782_ >> 16u);
                    uint l_792_ = (l_791_ & 65535u);
                    uint l_793_ = (l_784_ + l_792_);
                    uint l_794_ = (l_783_ >> 16u);
                    uint l_795_ = (l_794_ & 65535u);
                    uint l_796_ = (l_793_ + l_795_);
                    uint l_797_ = (l_790_ >> 16u);
                    uint l_798_ = (l_797_ & 65535u);
                    uint l_115_ = (l_796_ + l_798_);
                    bool l_116_ = (l_114_ < l_112_);
                    uint l_117_ = uint(l_116_);
                    uint l_118_ = (l_115_ + l_117_);
                    uint l_119_ = (l_9_ % 32u);
                    l_mut_120_ = l_111_;
                    bool l_121_ = (l_119_ > 0u);
                    if (l_121_) {
                        uint l_122_ = (l_111_ >> l_119_);
                        uint l_123_ = (32u - l_119_);
                        uint l_124_ = (l_114_ << l_123_);
                        uint l_125_ = (l_122_ | l_124_);
                        l_mut_120_ = l_125_;
                    }
                    l_mut_126_ = l_114_;
                    bool l_127_ = (l_119_ > 0u);
                    if (l_127_) {
                        uint l_128_ = (l_114_ >> l_119_);
                        uint l_129_ = (32u - l_119_);
                        uint l_130_ = (l_118_ << l_129_);
                        uint l_131_ = (l_128_ | l_130_);
                        l_mut_126_ = l_131_;
                    }
                    uint _e676 = l_mut_120_;
                    l_mut_132_ = _e676;
                    uint _e677 = l_mut_126_;
                    l_mut_120_ = _e677;
                    bool l_133_ = (l_9_ >= 64u);
                    if (l_133_) {
                        l_mut_132_ = l_118_;
                        l_mut_120_ = 0u;
                    } else {
                        bool l_134_ = (l_9_ >= 32u);
                        if (l_134_) {
                            l_mut_126_ = l_114_;
                            bool l_135_ = (l_119_ > 0u);
                            if (l_135_) {
                                uint l_136_ = (l_114_ >> l_119_);
                                uint l_137_ = (32u - l_119_);
                                uint l_138_ = (l_118_ << l_137_);
                                uint l_139_ = (l_136_ | l_138_);
                                l_mut_126_ = l_139_;
                            }
                            uint l_140_ = (l_118_ >> l_119_);
                            uint _e691 = l_mut_126_;
                            l_mut_132_ = _e691;
                            l_mut_120_ = l_140_;
                        }
                    }
                    uint _e692 = l_mut_132_;
                    l_mut_126_ = _e692;
                    uint _e693 = l_mut_120_;
                    l_mut_132_ = _e693;
                    if (l_103_) {
                        uint _e695 = l_mut_126_;
                        uint l_141_ = (0u - _e695);
                        uint _e698 = l_mut_132_;
                        uint l_142_ = (0u - _e698);
                        uint _e701 = l_mut_126_;
                        bool l_143_ = (0u < _e701);
                        uint l_144_ = uint(l_143_);
                        uint l_145_ = (l_142_ - l_144_);
                        l_mut_126_ = l_141_;
                        l_mut_132_ = l_145_;
                    }
                    uint _e705 = l_mut_126_;
                    l_mut_98_ = _e705;
                    uint _e706 = l_mut_132_;
                    l_mut_99_ = _e706;
                } else {
                    uint l_146_ = (l_87_ >> 31u);
                    bool l_147_ = (l_146_ == 1u);
                    l_mut_132_ = l_84_;
                    l_mut_126_ = l_87_;
                    if (l_147_) {
                        uint l_148_ = (0u - l_84_);
                        uint l_149_ = (0u - l_87_);
                        bool l_150_ = (0u < l_84_);
                        uint l_151_ = uint(l_150_);
                        uint l_152_ = (l_149_ - l_151_);
                        l_mut_132_ = l_148_;
                        l_mut_126_ = l_152_;
                    }
                    uint _e719 = l_mut_132_;
                    uint _e720 = l_mut_88_;
                    uint l_153_ = (_e719 * _e720);
                    uint _e722 = l_mut_126_;
                    uint _e723 = l_mut_88_;
                    uint l_154_ = (_e722 * _e723);
                    uint _e725 = l_mut_132_;
                    uint l_800_ = (_e725 & 65535u);
                    uint _e728 = l_mut_132_;
                    uint l_801_ = (_e728 >> 16u);
                    uint l_802_ = (l_801_ & 65535u);
                    uint _e733 = l_mut_88_;
                    uint l_803_ = (_e733 & 65535u);
                    uint _e736 = l_mut_88_;
                    uint l_804_ = (_e736 >> 16u);
                    uint l_805_ = (l_804_ & 65535u);
                    uint l_806_ = (l_800_ * l_803_);
                    uint l_807_ = (l_802_ * l_803_);
                    uint l_808_ = (l_800_ * l_805_);
                    uint l_809_ = (l_802_ * l_805_);
                    uint l_810_ = (l_806_ >> 16u);
                    uint l_811_ = (l_810_ & 65535u);
                    uint l_812_ = (l_807_ & 65535u);
                    uint l_813_ = (l_811_ + l_812_);
                    uint l_814_ = (l_808_ & 65535u);
                    uint l_815_ = (l_813_ + l_814_);
                    uint l_816_ = (l_807_ >> 16u);
                    uint l_817_ = (l_816_ & 65535u);
                    uint l_818_ = (l_809_ + l_817_);
                    uint l_819_ = (l_808_ >> 16u);
                    uint l_820_ = (l_819_ & 65535u);
                    uint l_821_ = (l_818_ + l_820_);
                    uint l_822_ = (l_815_ >> 16u);
                    uint l_823_ = (l_822_ & 65535u);
                    uint l_155_ = (l_821_ + l_823_);
                    uint l_156_ = (l_155_ + l_154_);
                    uint _e771 = l_mut_126_;
                    uint l_825_ = (_e771 & 65535u);
                    uint _e774 = l_mut_126_;
                    uint l_826_ = (_e774 >> 16u);
                    uint l_827_ = (l_826_ & 65535u);
                    uint _e779 = l_mut_88_;
                    uint l_828_ = (_e779 & 65535u);
                    uint _e782 = l_mut_88_;
                    uint l_829_ = (_e782 >> 16u);
                    uint l_830_ = (l_829_ & 65535u);
                    uint l_831_ = (l_825_ * l_828_);
                    uint l_832_ = (l_827_ * l_828_);
                    uint l_833_ = (l_825_ * l_830_);
                    uint l_834_ = (l_827_ * l_830_);
                    uint l_835_ = (l_831_ >> 16u);
                    uint l_836_ = (l_835_ & 65535u);
                    uint l_837_ = (l_832_ & 65535u);
                    uint l_838_ = (l_836_ + l_837_);
                    uint l_839_ = (l_833_ & 65535u);
                    uint l_840_ = (l_838_ + l_839_);
                    uint l_841_ = (l_832_ >> 16u);
                    uint l_842_ = (l_841_ & 65535u);
                    uint l_843_ = (l_834_ + l_842_);
                    uint l_844_ = (l_833_ >> 16u);
                    uint l_845_ = (l_844_ & 65535u);
                    uint l_846_ = (l_843_ + l_845_);
                    uint l_847_ = (l_840_ >> 16u);
                    uint l_848_ = (l_847_ & 65535u);
                    uint l_157_ = (l_846_ + l_848_);
                    bool l_158_ = (l_156_ < l_154_);
                    uint l_159_ = uint(l_158_);
                    uint l_160_ = (l_157_ + l_159_);
                    l_mut_120_ = l_153_;
                    bool l_162_ = (0u > 0u);
                    if (l_162_) {
                        uint l_163_ = (l_153_ >> 0u);
                        uint l_164_ = (32u - 0u);
                        uint l_165_ = (l_156_ << l_164_);
                        uint l_166_ = (l_163_ | l_165_);
                        l_mut_120_ = l_166_;
                    }
                    l_mut_105_ = l_156_;
                    bool l_167_ = (0u > 0u);
                    if (l_167_) {
                        uint l_168_ = (l_156_ >> 0u);
                        uint l_169_ = (32u - 0u);
                        uint l_170_ = (l_160_ << l_169_);
                        uint l_171_ = (l_168_ | l_170_);
                        l_mut_105_ = l_171_;
                    }
                    uint _e834 = l_mut_120_;
                    l_mut_104_ = _e834;
                    uint _e835 = l_mut_105_;
                    l_mut_120_ = _e835;
                    if (false) {
                        l_mut_104_ = l_160_;
                        l_mut_120_ = 0u;
                    } else {
                        if (false) {
                            l_mut_105_ = l_156_;
                            bool l_174_ = (0u > 0u);
                            if (l_174_) {
                                uint l_175_ = (l_156_ >> 0u);
                                uint l_176_ = (32u - 0u);
                                uint l_177_ = (l_160_ << l_176_);
                                uint l_178_ = (l_175_ | l_177_);
                                l_mut_105_ = l_178_;
                            }
                            uint l_179_ = (l_160_ >> 0u);
                            uint _e847 = l_mut_105_;
                            l_mut_104_ = _e847;
                            l_mut_120_ = l_179_;
                        }
                    }
                    uint _e848 = l_mut_132_;
                    uint _e849 = l_mut_88_;
                    uint l_180_ = (_e848 * _e849);
                    uint _e851 = l_mut_126_;
                    uint _e852 = l_mut_88_;
                    uint l_181_ = (_e851 * _e852);
                    uint _e854 = l_mut_132_;
                    uint l_850_ = (_e854 & 65535u);
                    uint _e857 = l_mut_132_;
                    uint l_851_ = (_e857 >> 16u);
                    uint l_852_ = (l_851_ & 65535u);
                    uint _e862 = l_mut_88_;
                    uint l_853_ = (_e862 & 65535u);
                    uint _e865 = l_mut_88_;
                    uint l_854_ = (_e865 >> 16u);
                    uint l_855_ = (l_854_ & 65535u);
                    uint l_856_ = (l_850_ * l_853_);
                    uint l_857_ = (l_852_ * l_853_);
                    uint l_858_ = (l_850_ * l_855_);
                    uint l_859_ = (l_852_ * l_855_);
                    uint l_860_ = (l_856_ >> 16u);
                    uint l_861_ = (l_860_ & 65535u);
                    uint l_862_ = (l_857_ & 65535u);
                    uint l_863_ = (l_861_ + l_862_);
                    uint l_864_ = (l_858_ & 65535u);
                    uint l_865_ = (l_863_ + l_864_);
                    uint l_866_ = (l_857_ >> 16u);
                    uint l_867_ = (l_866_ & 65535u);
                    uint l_868_ = (l_859_ + l_867_);
                    uint l_869_ = (l_858_ >> 16u);
                    uint l_870_ = (l_869_ & 65535u);
                    uint l_871_ = (l_868_ + l_870_);
                    uint l_872_ = (l_865_ >> 16u);
                    uint l_873_ = (l_872_ & 65535u);
                    uint l_182_ = (l_871_ + l_873_);
                    uint l_183_ = (l_182_ + l_181_);
                    uint _e900 = l_mut_126_;
                    uint l_875_ = (_e900 & 65535u);
                    uint _e903 = l_mut_126_;
                    uint l_876_ = (_e903 >> 16u);
                    uint l_877_ = (l_876_ & 65535u);
                    uint _e908 = l_mut_88_;
                    uint l_878_ = (_e908 & 65535u);
                    uint _e911 = l_mut_88_;
                    uint l_879_ = (_e911 >> 16u);
                    uint l_880_ = (l_879_ & 65535u);
                    uint l_881_ = (l_875_ * l_878_);
                    uint l_882_ = (l_877_ * l_878_);
                    uint l_883_ = (l_875_ * l_880_);
                    uint l_884_ = (l_877_ * l_880_);
                    uint l_885_ = (l_881_ >> 16u);
                    uint l_886_ = (l_885_ & 65535u);
                    uint l_887_ = (l_882_ & 65535u);
                    uint l_888_ = (l_886_ + l_887_);
                    uint l_889_ = (l_883_ & 65535u);
                    uint l_890_ = (l_888_ + l_889_);
                    uint l_891_ = (l_882_ >> 16u);
                    uint l_892_ = (l_891_ & 65535u);
                    uint l_893_ = (l_884_ + l_892_);
                    uint l_894_ = (l_883_ >> 16u);
                    uint l_895_ = (l_894_ & 65535u);
                    uint l_896_ = (l_893_ + l_895_);
                    uint l_897_ = (l_890_ >> 16u);
                    uint l_898_ = (l_897_ & 65535u);
                    uint l_184_ = (l_896_ + l_898_);
                    bool l_185_ = (l_183_ < l_181_);
                    uint l_186_ = uint(l_185_);
                    uint l_187_ = (l_184_ + l_186_);
                    l_mut_105_ = l_180_;
                    bool l_189_ = (0u > 0u);
                    if (l_189_) {
                        uint l_190_ = (l_180_ >> 0u);
                        uint l_191_ = (32u - 0u);
                        uint l_192_ = (l_183_ << l_191_);
                        uint l_193_ = (l_190_ | l_192_);
                        l_mut_105_ = l_193_;
                    }
                    l_mut_194_ = l_183_;
                    bool l_195_ = (0u > 0u);
                    if (l_195_) {
                        uint l_196_ = (l_183_ >> 0u);
                        uint l_197_ = (32u - 0u);
                        uint l_198_ = (l_187_ << l_197_);
                        uint l_199_ = (l_196_ | l_198_);
                        l_mut_194_ = l_199_;
                    }
                    uint _e963 = l_mut_105_;
                    l_mut_200_ = _e963;
                    uint _e964 = l_mut_194_;
                    l_mut_105_ = _e964;
                    if (true) {
                        l_mut_200_ = l_187_;
                        l_mut_105_ = 0u;
                    } else {
                        if (true) {
                            l_mut_194_ = l_183_;
                            bool l_203_ = (0u > 0u);
                            if (l_203_) {
                                uint l_204_ = (l_183_ >> 0u);
                                uint l_205_ = (32u - 0u);
                                uint l_206_ = (l_187_ << l_205_);
                                uint l_207_ = (l_204_ | l_206_);
                                l_mut_194_ = l_207_;
                            }
                            uint l_208_ = (l_187_ >> 0u);
                            uint _e976 = l_mut_194_;
                            l_mut_200_ = _e976;
                            l_mut_105_ = l_208_;
                        }
                    }
                    uint _e977 = l_mut_104_;
                    uint _e978 = l_mut_88_;
                    uint l_209_ = (_e977 * _e978);
                    uint _e980 = l_mut_120_;
                    uint _e981 = l_mut_88_;
                    uint l_210_ = (_e980 * _e981);
                    uint _e983 = l_mut_104_;
                    uint l_900_ = (_e983 & 65535u);
                    uint _e986 = l_mut_104_;
                    uint l_901_ = (_e986 >> 16u);
                    uint l_902_ = (l_901_ & 65535u);
                    uint _e991 = l_mut_88_;
                    uint l_903_ = (_e991 & 65535u);
                    uint _e994 = l_mut_88_;
                    uint l_904_ = (_e994 >> 16u);
                    uint l_905_ = (l_904_ & 65535u);
                    uint l_906_ = (l_900_ * l_903_);
                    uint l_907_ = (l_902_ * l_903_);
                    uint l_908_ = (l_900_ * l_905_);
                    uint l_909_ = (l_902_ * l_905_);
                    uint l_910_ = (l_906_ >> 16u);
                    uint l_911_ = (l_910_ & 65535u);
                    uint l_912_ = (l_907_ & 65535u);
                    uint l_913_ = (l_911_ + l_912_);
                    uint l_914_ = (l_908_ & 65535u);
                    uint l_915_ = (l_913_ + l_914_);
                    uint l_916_ = (l_907_ >> 16u);
                    uint l_917_ = (l_916_ & 65535u);
                    uint l_918_ = (l_909_ + l_917_);
                    uint l_919_ = (l_908_ >> 16u);
                    uint l_920_ = (l_919_ & 65535u);
                    uint l_921_ = (l_918_ + l_920_);
                    uint l_922_ = (l_915_ >> 16u);
                    uint l_923_ = (l_922_ & 65535u);
                    uint l_211_ = (l_921_ + l_923_);
                    uint l_212_ = (l_211_ + l_210_);
                    uint _e1029 = l_mut_120_;
                    uint l_925_ = (_e1029 & 65535u);
                    uint _e1032 = l_mut_120_;
                    uint l_926_ = (_e1032 >> 16u);
                    uint l_927_ = (l_926_ & 65535u);
                    uint _e1037 = l_mut_88_;
                    uint l_928_ = (_e1037 & 65535u);
                    uint _e1040 = l_mut_88_;
                    uint l_929_ = (_e1040 >> 16u);
                    uint l_930_ = (l_929_ & 65535u);
                    uint l_931_ = (l_925_ * l_928_);
                    uint l_932_ = (l_927_ * l_928_);
                    uint l_933_ = (l_925_ * l_930_);
                    uint l_934_ = (l_927_ * l_930_);
                    uint l_935_ = (l_931_ >> 16u);
                    uint l_936_ = (l_935_ & 65535u);
                    uint l_937_ = (l_932_ & 65535u);
                    uint l_938_ = (l_936_ + l_937_);
                    uint l_939_ = (l_933_ & 65535u);
                    uint l_940_ = (l_938_ + l_939_);
                    uint l_941_ = (l_932_ >> 16u);
                    uint l_942_ = (l_941_ & 65535u);
                    uint l_943_ = (l_934_ + l_942_);
                    uint l_944_ = (l_933_ >> 16u);
                    uint l_945_ = (l_944_ & 65535u);
                    uint l_946_ = (l_943_ + l_945_);
                    uint l_947_ = (l_940_ >> 16u);
                    uint l_948_ = (l_947_ & 65535u);
                    uint l_213_ = (l_946_ + l_948_);
                    bool l_214_ = (l_212_ < l_210_);
                    uint l_215_ = uint(l_214_);
                    uint l_216_ = (l_213_ + l_215_);
                    l_mut_194_ = l_209_;
                    bool l_218_ = (0u > 0u);
                    if (l_218_) {
                        uint l_219_ = (l_209_ >> 0u);
                        uint l_220_ = (32u - 0u);
                        uint l_221_ = (l_212_ << l_220_);
                        uint l_222_ = (l_219_ | l_221_);
                        l_mut_194_ = l_222_;
                    }
                    l_mut_132_ = l_212_;
                    bool l_223_ = (0u > 0u);
                    if (l_223_) {
                        uint l_224_ = (l_212_ >> 0u);
                        uint l_225_ = (32u - 0u);
                        uint l_226_ = (l_216_ << l_225_);
                        uint l_227_ = (l_224_ | l_226_);
                        l_mut_132_ = l_227_;
                    }
                    uint _e1092 = l_mut_194_;
                    l_mut_126_ = _e1092;
                    uint _e1093 = l_mut_132_;
                    l_mut_194_ = _e1093;
                    if (false) {
                        l_mut_126_ = l_216_;
                        l_mut_194_ = 0u;
                    } else {
                        if (false) {
                            l_mut_132_ = l_212_;
                            bool l_230_ = (0u > 0u);
                            if (l_230_) {
                                uint l_231_ = (l_212_ >> 0u);
                                uint l_232_ = (32u - 0u);
                                uint l_233_ = (l_216_ << l_232_);
                                uint l_234_ = (l_231_ | l_233_);
                                l_mut_132_ = l_234_;
                            }
                            uint l_235_ = (l_216_ >> 0u);
                            uint _e1105 = l_mut_132_;
                            l_mut_126_ = _e1105;
                            l_mut_194_ = l_235_;
                        }
                    }
                    uint _e1106 = l_mut_104_;
                    uint _e1107 = l_mut_88_;
                    uint l_236_ = (_e1106 * _e1107);
                    uint _e1109 = l_mut_120_;
                    uint _e1110 = l_mut_88_;
                    uint l_237_ = (_e1109 * _e1110);
                    uint _e1112 = l_mut_104_;
                    uint l_950_ = (_e1112 & 65535u);
                    uint _e1115 = l_mut_104_;
                    uint l_951_ = (_e1115 >> 16u);
                    uint l_952_ = (l_951_ & 65535u);
                    uint _e1120 = l_mut_88_;
                    uint l_953_ = (_e1120 & 65535u);
                    uint _e1123 = l_mut_88_;
                    uint l_954_ = (_e1123 >> 16u);
                    uint l_955_ = (l_954_ & 65535u);
                    uint l_956_ = (l_950_ * l_953_);
                    uint l_957_ = (l_952_ * l_953_);
                    uint l_958_ = (l_950_ * l_955_);
                    uint l_959_ = (l_952_ * l_955_);
                    uint l_960_ = (l_956_ >> 16u);
                    uint l_961_ = (l_960_ & 65535u);
                    uint l_962_ = (l_957_ & 65535u);
                    uint l_963_ = (l_961_ + l_962_);
                    uint l_964_ = (l_958_ & 65535u);
                    uint l_965_ = (l_963_ + l_964_);
                    uint l_966_ = (l_957_ >> 16u);
                    uint l_967_ = (l_966_ & 65535u);
                    uint l_968_ = (l_959_ + l_967_);
                    uint l_969_ = (l_958_ >> 16u);
                    uint l_970_ = (l_969_ & 65535u);
                    uint l_971_ = (l_968_ + l_970_);
                    uint l_972_ = (l_965_ >> 16u);
                    uint l_973_ = (l_972_ & 65535u);
                    uint l_238_ = (l_971_ + l_973_);
                    uint l_239_ = (l_238_ + l_237_);
                    uint _e1158 = l_mut_120_;
                    uint l_975_ = (_e1158 & 65535u);
                    uint _e1161 = l_mut_120_;
                    uint l_976_ = (_e1161 >> 16u);
                    uint l_977_ = (l_976_ & 65535u);
                    uint _e1166 = l_mut_88_;
                    uint l_978_ = (_e1166 & 65535u);
                    uint _e1169 = l_mut_88_;
                    uint l_979_ = (_e1169 >> 16u);
                    uint l_980_ = (l_979_ & 65535u);
                    uint l_981_ = (l_975_ * l_978_);
                    uint l_982_ = (l_977_ * l_978_);
                    uint l_983_ = (l_975_ * l_980_);
                    uint l_984_ = (l_977_ * l_980_);
                    uint l_985_ = (l_981_ >> 16u);
                    uint l_986_ = (l_985_ & 65535u);
                    uint l_987_ = (l_982_ & 65535u);
                    uint l_988_ = (l_986_ + l_987_);
                    uint l_989_ = (l_983_ & 65535u);
                    uint l_990_ = (l_988_ + l_989_);
                    uint l_991_ = (l_982_ >> 16u);
                    uint l_992_ = (l_991_ & 65535u);
                    uint l_993_ = (l_984_ + l_992_);
                    uint l_994_ = (l_983_ >> 16u);
                    uint l_995_ = (l_994_ & 65535u);
                    uint l_996_ = (l_993_ + l_995_);
                    uint l_997_ = (l_990_ >> 16u);
                    uint l_998_ = (l_997_ & 65535u);
                    uint l_240_ = (l_996_ + l_998_);
                    bool l_241_ = (l_239_ < l_237_);
                    uint l_242_ = uint(l_241_);
                    uint l_243_ = (l_240_ + l_242_);
                    l_mut_132_ = l_236_;
                    bool l_245_ = (0u > 0u);
                    if (l_245_) {
                        uint l_246_ = (l_236_ >> 0u);
                        uint l_247_ = (32u - 0u);
                        uint l_248_ = (l_239_ << l_247_);
                        uint l_249_ = (l_246_ | l_248_);
                        l_mut_132_ = l_249_;
                    }
                    l_mut_250_ = l_239_;
                    bool l_251_ = (0u > 0u);
                    if (l_251_) {
                        uint l_252_ = (l_239_ >> 0u);
                        uint l_253_ = (32u - 0u);
                        uint l_254_ = (l_243_ << l_253_);
                        uint l_255_ = (l_252_ | l_254_);
                        l_mut_250_ = l_255_;
                    }
                    uint _e1221 = l_mut_132_;
                    l_mut_256_ = _e1221;
                    uint _e1222 = l_mut_250_;
                    l_mut_132_ = _e1222;
                    if (true) {
                        l_mut_256_ = l_243_;
                        l_mut_132_ = 0u;
                    } else {
                        if (true) {
                            l_mut_250_ = l_239_;
                            bool l_259_ = (0u > 0u);
                            if (l_259_) {
                                uint l_260_ = (l_239_ >> 0u);
                                uint l_261_ = (32u - 0u);
                                uint l_262_ = (l_243_ << l_261_);
                                uint l_263_ = (l_260_ | l_262_);
                                l_mut_250_ = l_263_;
                            }
                            uint l_264_ = (l_243_ >> 0u);
                            uint _e1234 = l_mut_250_;
                            l_mut_256_ = _e1234;
                            l_mut_132_ = l_264_;
                        }
                    }
                    uint _e1235 = l_mut_200_;
                    uint _e1236 = l_mut_88_;
                    uint l_265_ = (_e1235 * _e1236);
                    uint _e1238 = l_mut_200_;
                    uint l_1000_ = (_e1238 & 65535u);
                    uint _e1241 = l_mut_200_;
                    uint l_1001_ = (_e1241 >> 16u);
                    uint l_1002_ = (l_1001_ & 65535u);
                    uint _e1246 = l_mut_88_;
                    uint l_1003_ = (_e1246 & 65535u);
                    uint _e1249 = l_mut_88_;
                    uint l_1004_ = (_e1249 >> 16u);
                    uint l_1005_ = (l_1004_ & 65535u);
                    uint l_1006_ = (l_1000_ * l_1003_);
                    uint l_1007_ = (l_1002_ * l_1003_);
                    uint l_1008_ = (l_1000_ * l_1005_);
                    uint l_1009_ = (l_1002_ * l_1005_);
                    uint l_1010_ = (l_1006_ >> 16u);
                    uint l_1011_ = (l_1010_ & 65535u);
                    uint l_1012_ = (l_1007_ & 65535u);
                    uint l_1013_ = (l_1011_ + l_1012_);
                    uint l_1014_ = (l_1008_ & 65535u);
                    uint l_1015_ = (l_1013_ + l_1014_);
                    uint l_1016_ = (l_1007_ >> 16u);
                    uint l_1017_ = (l_1016_ & 65535u);
                    uint l_1018_ = (l_1009_ + l_1017_);
                    uint l_1019_ = (l_1008_ >> 16u);
                    uint l_1020_ = (l_1019_ & 65535u);
                    uint l_1021_ = (l_1018_ + l_1020_);
                    uint l_1022_ = (l_1015_ >> 16u);
                    uint l_1023_ = (l_1022_ & 65535u);
                    uint l_266_ = (l_1021_ + l_1023_);
                    uint _e1283 = l_mut_105_;
                    uint _e1284 = l_mut_88_;
                    uint l_267_ = (_e1283 * _e1284);
                    uint l_268_ = (l_266_ + l_267_);
                    uint _e1287 = l_mut_256_;
                    uint l_269_ = (_e1287 + l_265_);
                    uint _e1289 = l_mut_132_;
                    uint l_270_ = (_e1289 + l_268_);
                    uint _e1291 = l_mut_256_;
                    bool l_271_ = (l_269_ < _e1291);
                    uint l_272_ = uint(l_271_);
                    uint l_273_ = (l_270_ + l_272_);
                    uint _e1295 = l_mut_126_;
                    l_mut_98_ = _e1295;
                    uint _e1296 = l_mut_194_;
                    l_mut_99_ = _e1296;
                    bool l_274_ = (l_9_ == 64u);
                    if (l_274_) {
                        l_mut_98_ = l_269_;
                        l_mut_99_ = l_273_;
                    } else {
                        bool l_275_ = (l_9_ > 0u);
                        if (l_275_) {
                            uint l_276_ = (64u - l_9_);
                            l_mut_256_ = l_269_;
                            l_mut_250_ = l_273_;
                            bool l_277_ = (l_276_ >= 32u);
                            if (l_277_) {
                                uint l_278_ = (l_276_ & 31u);
                                uint l_279_ = (l_269_ << l_278_);
                                l_mut_256_ = 0u;
                                l_mut_250_ = l_279_;
                            } else {
                                bool l_280_ = (l_276_ > 0u);
                                if (l_280_) {
                                    uint l_281_ = (l_269_ << l_276_);
                                    uint l_282_ = (l_273_ << l_276_);
                                    uint l_283_ = (32u - l_276_);
                                    uint l_284_ = (l_269_ >> l_283_);
                                    uint l_285_ = (l_282_ | l_284_);
                                    l_mut_256_ = l_281_;
                                    l_mut_250_ = l_285_;
                                }
                            }
                            uint _e1317 = l_mut_126_;
                            l_mut_200_ = _e1317;
                            uint _e1318 = l_mut_194_;
                            l_mut_132_ = _e1318;
                            bool l_286_ = (l_9_ >= 32u);
                            if (l_286_) {
                                uint l_287_ = (l_9_ & 31u);
                                uint _e1323 = l_mut_194_;
                                uint l_288_ = (_e1323 >> l_287_);
                                l_mut_200_ = l_288_;
                                l_mut_132_ = 0u;
                            } else {
                                bool l_289_ = (l_9_ > 0u);
                                if (l_289_) {
                                    uint _e1328 = l_mut_126_;
                                    l_mut_120_ = _e1328;
                                    bool l_290_ = (l_9_ > 0u);
                                    if (l_290_) {
                                        uint _e1331 = l_mut_126_;
                                        uint l_291_ = (_e1331 >> l_9_);
                                        uint l_292_ = (32u - l_9_);
                                        uint _e1335 = l_mut_194_;
                                        uint l_293_ = (_e1335 << l_292_);
                                        uint l_294_ = (l_291_ | l_293_);
                                        l_mut_120_ = l_294_;
                                    }
                                    uint _e1338 = l_mut_194_;
                                    uint l_295_ = (_e1338 >> l_9_);
                                    uint _e1340 = l_mut_120_;
                                    l_mut_200_ = _e1340;
                                    l_mut_132_ = l_295_;
                                }
                            }
                            uint _e1341 = l_mut_256_;
                            uint _e1342 = l_mut_200_;
                            uint l_296_ = (_e1341 + _e1342);
                            uint _e1344 = l_mut_250_;
                            uint _e1345 = l_mut_132_;
                            uint l_297_ = (_e1344 + _e1345);
                            uint _e1347 = l_mut_256_;
                            bool l_298_ = (l_296_ < _e1347);
                            uint l_299_ = uint(l_298_);
                            uint l_300_ = (l_297_ + l_299_);
                            l_mut_98_ = l_296_;
                            l_mut_99_ = l_300_;
                        }
                    }
                    if (l_147_) {
                        uint _e1352 = l_mut_98_;
                        uint l_301_ = (0u - _e1352);
                        uint _e1355 = l_mut_99_;
                        uint l_302_ = (0u - _e1355);
                        uint _e1358 = l_mut_98_;
                        bool l_303_ = (0u < _e1358);
                        uint l_304_ = uint(l_303_);
                        uint l_305_ = (l_302_ - l_304_);
                        l_mut_98_ = l_301_;
                        l_mut_99_ = l_305_;
                    }
                }
                uint _e1362 = l_mut_98_;
                uint l_306_ = (l_93_ + _e1362);
                uint _e1364 = l_mut_99_;
                uint l_307_ = (l_97_ + _e1364);
                bool l_308_ = (l_306_ < l_93_);
                uint l_309_ = uint(l_308_);
                uint l_310_ = (l_307_ + l_309_);
                uint l_311_ = (0u - l_306_);
                uint l_312_ = (0u - l_310_);
                bool l_313_ = (0u < l_306_);
                uint l_314_ = uint(l_313_);
                uint l_315_ = (l_312_ - l_314_);
                l_mut_256_ = l_311_;
                l_mut_250_ = l_315_;
                uint _e1377 = l_mut_250_;
                bool l_316_ = (l_310_ < _e1377);
                uint _e1379 = l_mut_250_;
                bool l_317_ = (l_310_ == _e1379);
                uint _e1381 = l_mut_256_;
                bool l_318_ = (l_306_ < _e1381);
                if (l_317_) {
                    local_4 = l_318_;
                } else {
                    local_4 = false;
                }
                bool l_319_ = local_4;
                if (!(l_316_)) {
                    local_5 = l_319_;
                } else {
                    local_5 = true;
                }
                bool l_320_ = local_5;
                if (l_320_) {
                    l_mut_256_ = l_306_;
                    l_mut_250_ = l_310_;
                }
                uint _e1392 = l_mut_250_;
                bool l_321_ = (_e1392 < l_27_);
                uint _e1394 = l_mut_250_;
                bool l_322_ = (_e1394 == l_27_);
                uint _e1396 = l_mut_256_;
                bool l_323_ = (_e1396 < l_24_);
                if (l_322_) {
                    local_6 = l_323_;
                } else {
                    local_6 = false;
                }
                bool l_324_ = local_6;
                if (!(l_321_)) {
                    local_7 = l_324_;
                } else {
                    local_7 = true;
                }
                bool l_325_ = local_7;
                uint l_326_ = uint(l_325_);
                uint _e1408 = l_mut_56_;
                l_mut_56_ = (_e1408 + l_326_);
            }
        }
        uint _e1413 = l_mut_56_;
        bool l_327_ = (_e1413 > 0u);
        if (l_327_) {
            uint l_1025_ = _group_0_binding_7_cs.static_meta[6];
            uint l_1026_ = (l_1025_ * 1u);
            uint l_1027_ = (l_1026_ - 1u);
            uint l_1028_ = min(2u, l_1027_);
            uint _e1428 = l_mut_56_;
            uint _e1429 = atomicAdd(_group_0_binding_6_cs[l_1028_], _e1428);
            l_mut_256_ = _e1429;
            l_mut_330_ = l_47_;
            bool loop_init_1 = true;
            while(true) {
                if (!loop_init_1) {
                    uint _e2382 = l_mut_330_;
                    l_mut_330_ = (_e2382 + 1u);
                }
                loop_init_1 = false;
                uint _e1431 = l_mut_330_;
                if ((_e1431 < l_72_)) {
                } else {
                    break;
                }
                {
                    uint _e1433 = l_mut_330_;
                    uint l_331_ = (l_74_ * _e1433);
                    uint l_1030_ = (l_74_ & 65535u);
                    uint l_1031_ = (l_74_ >> 16u);
                    uint l_1032_ = (l_1031_ & 65535u);
                    uint _e1441 = l_mut_330_;
                    uint l_1033_ = (_e1441 & 65535u);
                    uint _e1444 = l_mut_330_;
                    uint l_1034_ = (_e1444 >> 16u);
                    uint l_1035_ = (l_1034_ & 65535u);
                    uint l_1036_ = (l_1030_ * l_1033_);
                    uint l_1037_ = (l_1032_ * l_1033_);
                    uint l_1038_ = (l_1030_ * l_1035_);
                    uint l_1039_ = (l_1032_ * l_1035_);
                    uint l_1040_ = (l_1036_ >> 16u);
                    uint l_1041_ = (l_1040_ & 65535u);
                    uint l_1042_ = (l_1037_ & 65535u);
                    uint l_1043_ = (l_1041_ + l_1042_);
                    uint l_1044_ = (l_1038_ & 65535u);
                    uint l_1045_ = (l_1043_ + l_1044_);
                    uint l_1046_ = (l_1037_ >> 16u);
                    uint l_1047_ = (l_1046_ & 65535u);
                    uint l_1048_ = (l_1039_ + l_1047_);
                    uint l_1049_ = (l_1038_ >> 16u);
                    uint l_1050_ = (l_1049_ & 65535u);
                    uint l_1051_ = (l_1048_ + l_1050_);
                    uint l_1052_ = (l_1045_ >> 16u);
                    uint l_1053_ = (l_1052_ & 65535u);
                    uint l_332_ = (l_1051_ + l_1053_);
                    uint _e1478 = l_mut_330_;
                    uint l_333_ = (l_77_ * _e1478);
                    uint l_334_ = (l_332_ + l_333_);
                    uint l_335_ = (l_79_ + l_331_);
                    uint l_336_ = (l_82_ + l_334_);
                    bool l_337_ = (l_335_ < l_79_);
                    uint l_338_ = uint(l_337_);
                    uint l_339_ = (l_336_ + l_338_);
                    l_mut_250_ = 0u;
                    l_mut_200_ = 0u;
                    uint _e1488 = l_mut_330_;
                    bool l_340_ = (_e1488 < 65536u);
                    if (l_340_) {
                        uint _e1491 = l_mut_330_;
                        uint _e1492 = l_mut_330_;
                        uint l_341_ = (_e1491 * _e1492);
                        uint l_342_ = (l_87_ >> 31u);
                        bool l_343_ = (l_342_ == 1u);
                        l_mut_194_ = l_84_;
                        l_mut_132_ = l_87_;
                        if (l_343_) {
                            uint l_344_ = (0u - l_84_);
                            uint l_345_ = (0u - l_87_);
                            bool l_346_ = (0u < l_84_);
                            uint l_347_ = uint(l_346_);
                            uint l_348_ = (l_345_ - l_347_);
                            l_mut_194_ = l_344_;
                            l_mut_132_ = l_348_;
                        }
                        uint _e1506 = l_mut_194_;
                        uint l_349_ = (_e1506 * l_341_);
                        uint _e1508 = l_mut_132_;
                        uint l_350_ = (_e1508 * l_341_);
                        uint _e1510 = l_mut_194_;
                        uint l_1055_ = (_e1510 & 65535u);
                        uint _e1513 = l_mut_194_;
                        uint l_1056_ = (_e1513 >> 16u);
                        uint l_1057_ = (l_1056_ & 65535u);
                        uint l_1058_ = (l_341_ & 65535u);
                        uint l_1059_ = (l_341_ >> 16u);
                        uint l_1060_ = (l_1059_ & 65535u);
                        uint l_1061_ = (l_1055_ * l_1058_);
                        uint l_1062_ = (l_1057_ * l_1058_);
                        uint l_1063_ = (l_1055_ * l_1060_);
                        uint l_1064_ = (l_1057_ * l_1060_);
                        uint l_1065_ = (l_1061_ >> 16u);
                        uint l_1066_ = (l_1065_ & 65535u);
                        uint l_1067_ = (l_1062_ & 65535u);
                        uint l_1068_ = (l_1066_ + l_1067_);
                        uint l_1069_ = (l_1063_ & 65535u);
                        uint l_1070_ = (l_1068_ + l_1069_);
                        uint l_1071_ = (l_1062_ >> 16u);
                        uint l_1072_ = (l_1071_ & 65535u);
                        uint l_1073_ = (l_1064_ + l_1072_);
                        uint l_1074_ = (l_1063_ >> 16u);
                        uint l_1075_ = (l_1074_ & 65535u);
                        uint l_1076_ = (l_1073_ + l_1075_);
                        uint l_1077_ = (l_1070_ >> 16u);
                        uint l_1078_ = (l_1077_ & 65535u);
                        uint l_351_ = (l_1076_ + l_1078_);
                        uint l_352_ = (l_351_ + l_350_);
                        uint _e1554 = l_mut_132_;
                        uint l_1080_ = (_e1554 & 65535u);
                        uint _e1557 = l_mut_132_;
                        uint l_1081_ = (_e1557 >> 16u);
                        uint l_1082_ = (l_1081_ & 65535u);
                        uint l_1083_ = (l_341_ & 65535u);
                        uint l_1084_ = (l_341_ >> 16u);
                        uint l_1085_ = (l_1084_ & 65535u);
                        uint l_1086_ = (l_1080_ * l_1083_);
                        uint l_1087_ = (l_1082_ * l_1083_);
                        uint l_1088_ = (l_1080_ * l_1085_);
                        uint l_1089_ = (l_1082_ * l_1085_);
                        uint l_1090_ = (l_1086_ >> 16u);
                        uint l_1091_ = (l_1090_ & 65535u);
                        uint l_1092_ = (l_1087_ & 65535u);
                        uint l_1093_ = (l_1091_ + l_1092_);
                        uint l_1094_ = (l_1088_ & 65535u);
                        uint l_1095_ = (l_1093_ + l_1094_);
                        uint l_1096_ = (l_1087_ >> 16u);
                        uint l_1097_ = (l_1096_ & 65535u);
                        uint l_1098_ = (l_1089_ + l_1097_);
                        uint l_1099_ = (l_1088_ >> 16u);
                        uint l_1100_ = (l_1099_ & 65535u);
                        uint l_1101_ = (l_1098_ + l_1100_);
                        uint l_1102_ = (l_1095_ >> 16u);
                        uint l_1103_ = (l_1102_ & 65535u);
                        uint l_353_ = (l_1101_ + l_1103_);
                        bool l_354_ = (l_352_ < l_350_);
                        uint l_355_ = uint(l_354_);
                        uint l_356_ = (l_353_ + l_355_);
                        uint l_357_ = (l_9_ % 32u);
                        l_mut_126_ = l_349_;
                        bool l_358_ = (l_357_ > 0u);
                        if (l_358_) {
                            uint l_359_ = (l_349_ >> l_357_);
                            uint l_360_ = (32u - l_357_);
                            uint l_361_ = (l_352_ << l_360_);
                            uint l_362_ = (l_359_ | l_361_);
                            l_mut_126_ = l_362_;
                        }
                        l_mut_120_ = l_352_;
                        bool l_363_ = (l_357_ > 0u);
                        if (l_363_) {
                            uint l_364_ = (l_352_ >> l_357_);
                            uint l_365_ = (32u - l_357_);
                            uint l_366_ = (l_356_ << l_365_);
                            uint l_367_ = (l_364_ | l_366_);
                            l_mut_120_ = l_367_;
                        }
                        uint _e1616 = l_mut_126_;
                        l_mut_105_ = _e1616;
                        uint _e1617 = l_mut_120_;
                        l_mut_126_ = _e1617;
                        bool l_368_ = (l_9_ >= 64u);
                        if (l_368_) {
                            l_mut_105_ = l_356_;
                            l_mut_126_ = 0u;
                        } else {
                            bool l_369_ = (l_9_ >= 32u);
                            if (l_369_) {
                                l_mut_120_ = l_352_;
                                bool l_370_ = (l_357_ > 0u);
                                if (l_370_) {
                                    uint l_371_ = (l_352_ >> l_357_);
                                    uint l_372_ = (32u - l_357_);
                                    uint l_373_ = (l_356_ << l_372_);
                                    uint l_374_ = (l_371_ | l_373_);
                                    l_mut_120_ = l_374_;
                                }
                                uint l_375_ = (l_356_ >> l_357_);
                                uint _e1631 = l_mut_120_;
                                l_mut_105_ = _e1631;
                                l_mut_126_ = l_375_;
                            }
                        }
                        uint _e1632 = l_mut_105_;
                        l_mut_194_ = _e1632;
                        uint _e1633 = l_mut_126_;
                        l_mut_132_ = _e1633;
                        if (l_343_) {
                            uint _e1635 = l_mut_194_;
                            uint l_376_ = (0u - _e1635);
                            uint _e1638 = l_mut_132_;
                            uint l_377_ = (0u - _e1638);
                            uint _e1641 = l_mut_194_;
                            bool l_378_ = (0u < _e1641);
                            uint l_379_ = uint(l_378_);
                            uint l_380_ = (l_377_ - l_379_);
                            l_mut_194_ = l_376_;
                            l_mut_132_ = l_380_;
                        }
                        uint _e1645 = l_mut_194_;
                        l_mut_250_ = _e1645;
                        uint _e1646 = l_mut_132_;
                        l_mut_200_ = _e1646;
                    } else {
                        uint l_381_ = (l_87_ >> 31u);
                        bool l_382_ = (l_381_ == 1u);
                        l_mut_194_ = l_84_;
                        l_mut_132_ = l_87_;
                        if (l_382_) {
                            uint l_383_ = (0u - l_84_);
                            uint l_384_ = (0u - l_87_);
                            bool l_385_ = (0u < l_84_);
                            uint l_386_ = uint(l_385_);
                            uint l_387_ = (l_384_ - l_386_);
                            l_mut_194_ = l_383_;
                            l_mut_132_ = l_387_;
                        }
                        uint _e1659 = l_mut_194_;
                        uint _e1660 = l_mut_330_;
                        uint l_388_ = (_e1659 * _e1660);
                        uint _e1662 = l_mut_132_;
                        uint _e1663 = l_mut_330_;
                        uint l_389_ = (_e1662 * _e1663);
                        uint _e1665 = l_mut_194_;
                        uint l_1105_ = (_e1665 & 65535u);
                        uint _e1668 = l_mut_194_;
                        uint l_1106_ = (_e1668 >> 16u);
                        uint l_1107_ = (l_1106_ & 65535u);
                        uint _e1673 = l_mut_330_;
                        uint l_1108_ = (_e1673 & 65535u);
                        uint _e1676 = l_mut_330_;
                        uint l_1109_ = (_e1676 >> 16u);
                        uint l_1110_ = (l_1109_ & 65535u);
                        uint l_1111_ = (l_1105_ * l_1108_);
                        uint l_1112_ = (l_1107_ * l_1108_);
                        uint l_1113_ = (l_1105_ * l_1110_);
                        uint l_1114_ = (l_1107_ * l_1110_);
                        uint l_1115_ = (l_1111_ >> 16u);
                        uint l_1116_ = (l_1115_ & 65535u);
                        uint l_1117_ = (l_1112_ & 65535u);
                        uint l_1118_ = (l_1116_ + l_1117_);
                        uint l_1119_ = (l_1113_ & 65535u);
                        uint l_1120_ = (l_1118_ + l_1119_);
                        uint l_1121_ = (l_1112_ >> 16u);
                        uint l_1122_ = (l_1121_ & 65535u);
                        uint l_1123_ = (l_1114_ + l_1122_);
                        uint l_1124_ = (l_1113_ >> 16u);
                        uint l_1125_ = (l_1124_ & 65535u);
                        uint l_1126_ = (l_1123_ + l_1125_);
                        uint l_1127_ = (l_1120_ >> 16u);
                        uint l_1128_ = (l_1127_ & 65535u);
                        uint l_390_ = (l_1126_ + l_1128_);
                        uint l_391_ = (l_390_ + l_389_);
                        uint _e1711 = l_mut_132_;
                        uint l_1130_ = (_e1711 & 65535u);
                        uint _e1714 = l_mut_132_;
                        uint l_1131_ = (_e1714 >> 16u);
                        uint l_1132_ = (l_1131_ & 65535u);
                        uint _e1719 = l_mut_330_;
                        uint l_1133_ = (_e1719 & 65535u);
                        uint _e1722 = l_mut_330_;
                        uint l_1134_ = (_e1722 >> 16u);
                        uint l_1135_ = (l_1134_ & 65535u);
                        uint l_1136_ = (l_1130_ * l_1133_);
                        uint l_1137_ = (l_1132_ * l_1133_);
                        uint l_1138_ = (l_1130_ * l_1135_);
                        uint l_1139_ = (l_1132_ * l_1135_);
                        uint l_1140_ = (l_1136_ >> 16u);
                        uint l_1141_ = (l_1140_ & 65535u);
                        uint l_1142_ = (l_1137_ & 65535u);
                        uint l_1143_ = (l_1141_ + l_1142_);
                        uint l_1144_ = (l_1138_ & 65535u);
                        uint l_1145_ = (l_1143_ + l_1144_);
                        uint l_1146_ = (l_1137_ >> 16u);
                        uint l_1147_ = (l_1146_ & 65535u);
                        uint l_1148_ = (l_1139_ + l_1147_);
                        uint l_1149_ = (l_1138_ >> 16u);
                        uint l_1150_ = (l_1149_ & 65535u);
                        uint l_1151_ = (l_1148_ + l_1150_);
                        uint l_1152_ = (l_1145_ >> 16u);
                        uint l_1153_ = (l_1152_ & 65535u);
                        uint l_392_ = (l_1151_ + l_1153_);
                        bool l_393_ = (l_391_ < l_389_);
                        uint l_394_ = uint(l_393_);
                        uint l_395_ = (l_392_ + l_394_);
                        l_mut_126_ = l_388_;
                        bool l_397_ = (0u > 0u);
                        if (l_397_) {
                            uint l_398_ = (l_388_ >> 0u);
                            uint l_399_ = (32u - 0u);
                            uint l_400_ = (l_391_ << l_399_);
                            uint l_401_ = (l_398_ | l_400_);
                            l_mut_126_ = l_401_;
                        }
                        l_mut_120_ = l_391_;
                        bool l_402_ = (0u > 0u);
                        if (l_402_) {
                            uint l_403_ = (l_391_ >> 0u);
                            uint l_404_ = (32u - 0u);
                            uint l_405_ = (l_395_ << l_404_);
                            uint l_406_ = (l_403_ | l_405_);
                            l_mut_120_ = l_406_;
                        }
                        uint _e1774 = l_mut_126_;
                        l_mut_105_ = _e1774;
                        uint _e1775 = l_mut_120_;
                        l_mut_126_ = _e1775;
                        if (false) {
                            l_mut_105_ = l_395_;
                            l_mut_126_ = 0u;
                        } else {
                            if (false) {
                                l_mut_120_ = l_391_;
                                bool l_409_ = (0u > 0u);
                                if (l_409_) {
                                    uint l_410_ = (l_391_ >> 0u);
                                    uint l_411_ = (32u - 0u);
                                    uint l_412_ = (l_395_ << l_411_);
                                    uint l_413_ = (l_410_ | l_412_);
                                    l_mut_120_ = l_413_;
                                }
                                uint l_414_ = (l_395_ >> 0u);
                                uint _e1787 = l_mut_120_;
                                l_mut_105_ = _e1787;
                                l_mut_126_ = l_414_;
                            }
                        }
                        uint _e1788 = l_mut_194_;
                        uint _e1789 = l_mut_330_;
                        uint l_415_ = (_e1788 * _e1789);
                        uint _e1791 = l_mut_132_;
                        uint _e1792 = l_mut_330_;
                        uint l_416_ = (_e1791 * _e1792);
                        uint _e1794 = l_mut_194_;
                        uint l_1155_ = (_e1794 & 65535u);
                        uint _e1797 = l_mut_194_;
                        uint l_1156_ = (_e1797 >> 16u);
                        uint l_1157_ = (l_1156_ & 65535u);
                        uint _e1802 = l_mut_330_;
                        uint l_1158_ = (_e1802 & 65535u);
                        uint _e1805 = l_mut_330_;
                        uint l_1159_ = (_e1805 >> 16u);
                        uint l_1160_ = (l_1159_ & 65535u);
                        uint l_1161_ = (l_1155_ * l_1158_);
                        uint l_1162_ = (l_1157_ * l_1158_);
                        uint l_1163_ = (l_1155_ * l_1160_);
                        uint l_1164_ = (l_1157_ * l_1160_);
                        uint l_1165_ = (l_1161_ >> 16u);
                        uint l_1166_ = (l_1165_ & 65535u);
                        uint l_1167_ = (l_1162_ & 65535u);
                        uint l_1168_ = (l_1166_ + l_1167_);
                        uint l_1169_ = (l_1163_ & 65535u);
                        uint l_1170_ = (l_1168_ + l_1169_);
                        uint l_1171_ = (l_1162_ >> 16u);
                        uint l_1172_ = (l_1171_ & 65535u);
                        uint l_1173_ = (l_1164_ + l_1172_);
                        uint l_1174_ = (l_1163_ >> 16u);
                        uint l_1175_ = (l_1174_ & 65535u);
                        uint l_1176_ = (l_1173_ + l_1175_);
                        uint l_1177_ = (l_1170_ >> 16u);
                        uint l_1178_ = (l_1177_ & 65535u);
                        uint l_417_ = (l_1176_ + l_1178_);
                        uint l_418_ = (l_417_ + l_416_);
                        uint _e1840 = l_mut_132_;
                        uint l_1180_ = (_e1840 & 65535u);
                        uint _e1843 = l_mut_132_;
                        uint l_1181_ = (_e1843 >> 16u);
                        uint l_1182_ = (l_1181_ & 65535u);
                        uint _e1848 = l_mut_330_;
                        uint l_1183_ = (_e1848 & 65535u);
                        uint _e1851 = l_mut_330_;
                        uint l_1184_ = (_e1851 >> 16u);
                        uint l_1185_ = (l_1184_ & 65535u);
                        uint l_1186_ = (l_1180_ * l_1183_);
                        uint l_1187_ = (l_1182_ * l_1183_);
                        uint l_1188_ = (l_1180_ * l_1185_);
                        uint l_1189_ = (l_1182_ * l_1185_);
                        uint l_1190_ = (l_1186_ >> 16u);
                        uint l_1191_ = (l_1190_ & 65535u);
                        uint l_1192_ = (l_1187_ & 65535u);
                        uint l_1193_ = (l_1191_ + l_1192_);
                        uint l_1194_ = (l_1188_ & 65535u);
                        uint l_1195_ = (l_1193_ + l_1194_);
                        uint l_1196_ = (l_1187_ >> 16u);
                        uint l_1197_ = (l_1196_ & 65535u);
                        uint l_1198_ = (l_1189_ + l_1197_);
                        uint l_1199_ = (l_1188_ >> 16u);
                        uint l_1200_ = (l_1199_ & 65535u);
                        uint l_1201_ = (l_1198_ + l_1200_);
                        uint l_1202_ = (l_1195_ >> 16u);
                        uint l_1203_ = (l_1202_ & 65535u);
                        uint l_419_ = (l_1201_ + l_1203_);
                        bool l_420_ = (l_418_ < l_416_);
                        uint l_421_ = uint(l_420_);
                        uint l_422_ = (l_419_ + l_421_);
                        l_mut_120_ = l_415_;
                        bool l_424_ = (0u > 0u);
                        if (l_424_) {
                            uint l_425_ = (l_415_ >> 0u);
                            uint l_426_ = (32u - 0u);
                            uint l_427_ = (l_418_ << l_426_);
                            uint l_428_ = (l_425_ | l_427_);
                            l_mut_120_ = l_428_;
                        }
                        l_mut_104_ = l_418_;
                        bool l_429_ = (0u > 0u);
                        if (l_429_) {
                            uint l_430_ = (l_418_ >> 0u);
                            uint l_431_ = (32u - 0u);
                            uint l_432_ = (l_422_ << l_431_);
                            uint l_433_ = (l_430_ | l_432_);
                            l_mut_104_ = l_433_;
                        }
                        uint _e1903 = l_mut_120_;
                        l_mut_99_ = _e1903;
                        uint _e1904 = l_mut_104_;
                        l_mut_120_ = _e1904;
                        if (true) {
                            l_mut_99_ = l_422_;
                            l_mut_120_ = 0u;
                        } else {
                            if (true) {
                                l_mut_104_ = l_418_;
                                bool l_436_ = (0u > 0u);
                                if (l_436_) {
                                    uint l_437_ = (l_418_ >> 0u);
                                    uint l_438_ = (32u - 0u);
                                    uint l_439_ = (l_422_ << l_438_);
                                    uint l_440_ = (l_437_ | l_439_);
                                    l_mut_104_ = l_440_;
                                }
                                uint l_441_ = (l_422_ >> 0u);
                                uint _e1916 = l_mut_104_;
                                l_mut_99_ = _e1916;
                                l_mut_120_ = l_441_;
                            }
                        }
                        uint _e1917 = l_mut_105_;
                        uint _e1918 = l_mut_330_;
                        uint l_442_ = (_e1917 * _e1918);
                        uint _e1920 = l_mut_126_;
                        uint _e1921 = l_mut_330_;
                        uint l_443_ = (_e1920 * _e1921);
                        uint _e1923 = l_mut_105_;
                        uint l_1205_ = (_e1923 & 65535u);
                        uint _e1926 = l_mut_105_;
                        uint l_1206_ = (_e1926 >> 16u);
                        uint l_1207_ = (l_1206_ & 65535u);
                        uint _e1931 = l_mut_330_;
                        uint l_1208_ = (_e1931 & 65535u);
                        uint _e1934 = l_mut_330_;
                        uint l_1209_ = (_e1934 >> 16u);
                        uint l_1210_ = (l_1209_ & 65535u);
                        uint l_1211_ = (l_1205_ * l_1208_);
                        uint l_1212_ = (l_1207_ * l_1208_);
                        uint l_1213_ = (l_1205_ * l_1210_);
                        uint l_1214_ = (l_1207_ * l_1210_);
                        uint l_1215_ = (l_1211_ >> 16u);
                        uint l_1216_ = (l_1215_ & 65535u);
                        uint l_1217_ = (l_1212_ & 65535u);
                        uint l_1218_ = (l_1216_ + l_1217_);
                        uint l_1219_ = (l_1213_ & 65535u);
                        uint l_1220_ = (l_1218_ + l_1219_);
                        uint l_1221_ = (l_1212_ >> 16u);
                        uint l_1222_ = (l_1221_ & 65535u);
                        uint l_1223_ = (l_1214_ + l_1222_);
                        uint l_1224_ = (l_1213_ >> 16u);
                        uint l_1225_ = (l_1224_ & 65535u);
                        uint l_1226_ = (l_1223_ + l_1225_);
                        uint l_1227_ = (l_1220_ >> 16u);
                        uint l_1228_ = (l_1227_ & 65535u);
                        uint l_444_ = (l_1226_ + l_1228_);
                        uint l_445_ = (l_444_ + l_443_);
                        uint _e1969 = l_mut_126_;
                        uint l_1230_ = (_e1969 & 65535u);
                        uint _e1972 = l_mut_126_;
                        uint l_1231_ = (_e1972 >> 16u);
                        uint l_1232_ = (l_1231_ & 65535u);
                        uint _e1977 = l_mut_330_;
                        uint l_1233_ = (_e1977 & 65535u);
                        uint _e1980 = l_mut_330_;
                        uint l_1234_ = (_e1980 >> 16u);
                        uint l_1235_ = (l_1234_ & 65535u);
                        uint l_1236_ = (l_1230_ * l_1233_);
                        uint l_1237_ = (l_1232_ * l_1233_);
                        uint l_1238_ = (l_1230_ * l_1235_);
                        uint l_1239_ = (l_1232_ * l_1235_);
                        uint l_1240_ = (l_1236_ >> 16u);
                        uint l_1241_ = (l_1240_ & 65535u);
                        uint l_1242_ = (l_1237_ & 65535u);
                        uint l_1243_ = (l_1241_ + l_1242_);
                        uint l_1244_ = (l_1238_ & 65535u);
                        uint l_1245_ = (l_1243_ + l_1244_);
                        uint l_1246_ = (l_1237_ >> 16u);
                        uint l_1247_ = (l_1246_ & 65535u);
                        uint l_1248_ = (l_1239_ + l_1247_);
                        uint l_1249_ = (l_1238_ >> 16u);
                        uint l_1250_ = (l_1249_ & 65535u);
                        uint l_1251_ = (l_1248_ + l_1250_);
                        uint l_1252_ = (l_1245_ >> 16u);
                        uint l_1253_ = (l_1252_ & 65535u);
                        uint l_446_ = (l_1251_ + l_1253_);
                        bool l_447_ = (l_445_ < l_443_);
                        uint l_448_ = uint(l_447_);
                        uint l_449_ = (l_446_ + l_448_);
                        l_mut_194_ = l_442_;
                        bool l_451_ = (0u > 0u);
                        if (l_451_) {
                            uint l_452_ = (l_442_ >> 0u);
                            uint l_453_ = (32u - 0u);
                            uint l_454_ = (l_445_ << l_453_);
                            uint l_455_ = (l_452_ | l_454_);
                            l_mut_194_ = l_455_;
                        }
                        l_mut_132_ = l_445_;
                        bool l_456_ = (0u > 0u);
                        if (l_456_) {
                            uint l_457_ = (l_445_ >> 0u);
                            uint l_458_ = (32u - 0u);
                            uint l_459_ = (l_449_ << l_458_);
                            uint l_460_ = (l_457_ | l_459_);
                            l_mut_132_ = l_460_;
                        }
                        uint _e2032 = l_mut_194_;
                        l_mut_104_ = _e2032;
                        uint _e2033 = l_mut_132_;
                        l_mut_194_ = _e2033;
                        if (false) {
                            l_mut_104_ = l_449_;
                            l_mut_194_ = 0u;
                        } else {
                            if (false) {
                                l_mut_132_ = l_445_;
                                bool l_463_ = (0u > 0u);
                                if (l_463_) {
                                    uint l_464_ = (l_445_ >> 0u);
                                    uint l_465_ = (32u - 0u);
                                    uint l_466_ = (l_449_ << l_465_);
                                    uint l_467_ = (l_464_ | l_466_);
                                    l_mut_132_ = l_467_;
                                }
                                uint l_468_ = (l_449_ >> 0u);
                                uint _e2045 = l_mut_132_;
                                l_mut_104_ = _e2045;
                                l_mut_194_ = l_468_;
                            }
                        }
                        uint _e2046 = l_mut_105_;
                        uint _e2047 = l_mut_330_;
                        uint l_469_ = (_e2046 * _e2047);
                        uint _e2049 = l_mut_126_;
                        uint _e2050 = l_mut_330_;
                        uint l_470_ = (_e2049 * _e2050);
                        uint _e2052 = l_mut_105_;
                        uint l_1255_ = (_e2052 & 65535u);
                        uint _e2055 = l_mut_105_;
                        uint l_1256_ = (_e2055 >> 16u);
                        uint l_1257_ = (l_1256_ & 65535u);
                        uint _e2060 = l_mut_330_;
                        uint l_1258_ = (_e2060 & 65535u);
                        uint _e2063 = l_mut_330_;
                        uint l_1259_ = (_e2063 >> 16u);
                        uint l_1260_ = (l_1259_ & 65535u);
                        uint l_1261_ = (l_1255_ * l_1258_);
                        uint l_1262_ = (l_1257_ * l_1258_);
                        uint l_1263_ = (l_1255_ * l_1260_);
                        uint l_1264_ = (l_1257_ * l_1260_);
                        uint l_1265_ = (l_1261_ >> 16u);
                        uint l_1266_ = (l_1265_ & 65535u);
                        uint l_1267_ = (l_1262_ & 65535u);
                        uint l_1268_ = (l_1266_ + l_1267_);
                        uint l_1269_ = (l_1263_ & 65535u);
                        uint l_1270_ = (l_1268_ + l_1269_);
                        uint l_1271_ = (l_1262_ >> 16u);
                        uint l_1272_ = (l_1271_ & 65535u);
                        uint l_1273_ = (l_1264_ + l_1272_);
                        uint l_1274_ = (l_1263_ >> 16u);
                        uint l_1275_ = (l_1274_ & 65535u);
                        uint l_1276_ = (l_1273_ + l_1275_);
                        uint l_1277_ = (l_1270_ >> 16u);
                        uint l_1278_ = (l_1277_ & 65535u);
                        uint l_471_ = (l_1276_ + l_1278_);
                        uint l_472_ = (l_471_ + l_470_);
                        uint _e2098 = l_mut_126_;
                        uint l_1280_ = (_e2098 & 65535u);
                        uint _e2101 = l_mut_126_;
                        uint l_1281_ = (_e2101 >> 16u);
                        uint l_1282_ = (l_1281_ & 65535u);
                        uint _e2106 = l_mut_330_;
                        uint l_1283_ = (_e2106 & 65535u);
                        uint _e2109 = l_mut_330_;
                        uint l_1284_ = (_e2109 >> 16u);
                        uint l_1285_ = (l_1284_ & 65535u);
                        uint l_1286_ = (l_1280_ * l_1283_);
                        uint l_1287_ = (l_1282_ * l_1283_);
                        uint l_1288_ = (l_1280_ * l_1285_);
                        uint l_1289_ = (l_1282_ * l_1285_);
                        uint l_1290_ = (l_1286_ >> 16u);
                        uint l_1291_ = (l_1290_ & 65535u);
                        uint l_1292_ = (l_1287_ & 65535u);
                        uint l_1293_ = (l_1291_ + l_1292_);
                        uint l_1294_ = (l_1288_ & 65535u);
                        uint l_1295_ = (l_1293_ + l_1294_);
                        uint l_1296_ = (l_1287_ >> 16u);
                        uint l_1297_ = (l_1296_ & 65535u);
                        uint l_1298_ = (l_1289_ + l_1297_);
                        uint l_1299_ = (l_1288_ >> 16u);
                        uint l_1300_ = (l_1299_ & 65535u);
                        uint l_1301_ = (l_1298_ + l_1300_);
                        uint l_1302_ = (l_1295_ >> 16u);
                        uint l_1303_ = (l_1302_ & 65535u);
                        uint l_473_ = (l_1301_ + l_1303_);
                        bool l_474_ = (l_472_ < l_470_);
                        uint l_475_ = uint(l_474_);
                        uint l_476_ = (l_473_ + l_475_);
                        l_mut_132_ = l_469_;
                        bool l_478_ = (0u > 0u);
                        if (l_478_) {
                            uint l_479_ = (l_469_ >> 0u);
                            uint l_480_ = (32u - 0u);
                            uint l_481_ = (l_472_ << l_480_);
                            uint l_482_ = (l_479_ | l_481_);
                            l_mut_132_ = l_482_;
                        }
                        l_mut_98_ = l_472_;
                        bool l_483_ = (0u > 0u);
                        if (l_483_) {
                            uint l_484_ = (l_472_ >> 0u);
                            uint l_485_ = (32u - 0u);
                            uint l_486_ = (l_476_ << l_485_);
                            uint l_487_ = (l_484_ | l_486_);
                            l_mut_98_ = l_487_;
                        }
                        uint _e2161 = l_mut_132_;
                        l_mut_56_ = _e2161;
                        uint _e2162 = l_mut_98_;
                        l_mut_132_ = _e2162;
                        if (true) {
                            l_mut_56_ = l_476_;
                            l_mut_132_ = 0u;
                        } else {
                            if (true) {
                                l_mut_98_ = l_472_;
                                bool l_490_ = (0u > 0u);
                                if (l_490_) {
                                    uint l_491_ = (l_472_ >> 0u);
                                    uint l_492_ = (32u - 0u);
                                    uint l_493_ = (l_476_ << l_492_);
                                    uint l_494_ = (l_491_ | l_493_);
                                    l_mut_98_ = l_494_;
                                }
                                uint l_495_ = (l_476_ >> 0u);
                                uint _e2174 = l_mut_98_;
                                l_mut_56_ = _e2174;
                                l_mut_132_ = l_495_;
                            }
                        }
                        uint _e2175 = l_mut_99_;
                        uint _e2176 = l_mut_330_;
                        uint l_496_ = (_e2175 * _e2176);
                        uint _e2178 = l_mut_99_;
                        uint l_1305_ = (_e2178 & 65535u);
                        uint _e2181 = l_mut_99_;
                        uint l_1306_ = (_e2181 >> 16u);
                        uint l_1307_ = (l_1306_ & 65535u);
                        uint _e2186 = l_mut_330_;
                        uint l_1308_ = (_e2186 & 65535u);
                        uint _e2189 = l_mut_330_;
                        uint l_1309_ = (_e2189 >> 16u);
                        uint l_1310_ = (l_1309_ & 65535u);
                        uint l_1311_ = (l_1305_ * l_1308_);
                        uint l_1312_ = (l_1307_ * l_1308_);
                        uint l_1313_ = (l_1305_ * l_1310_);
                        uint l_1314_ = (l_1307_ * l_1310_);
                        uint l_1315_ = (l_1311_ >> 16u);
                        uint l_1316_ = (l_1315_ & 65535u);
                        uint l_1317_ = (l_1312_ & 65535u);
                        uint l_1318_ = (l_1316_ + l_1317_);
                        uint l_1319_ = (l_1313_ & 65535u);
                        uint l_1320_ = (l_1318_ + l_1319_);
                        uint l_1321_ = (l_1312_ >> 16u);
                        uint l_1322_ = (l_1321_ & 65535u);
                        uint l_1323_ = (l_1314_ + l_1322_);
                        uint l_1324_ = (l_1313_ >> 16u);
                        uint l_1325_ = (l_1324_ & 65535u);
                        uint l_1326_ = (l_1323_ + l_1325_);
                        uint l_1327_ = (l_1320_ >> 16u);
                        uint l_1328_ = (l_1327_ & 65535u);
                        uint l_497_ = (l_1326_ + l_1328_);
                        uint _e2223 = l_mut_120_;
                        uint _e2224 = l_mut_330_;
                        uint l_498_ = (_e2223 * _e2224);
                        uint l_499_ = (l_497_ + l_498_);
                        uint _e2227 = l_mut_56_;
                        uint l_500_ = (_e2227 + l_496_);
                        uint _e2229 = l_mut_132_;
                        uint l_501_ = (_e2229 + l_499_);
                        uint _e2231 = l_mut_56_;
                        bool l_502_ = (l_500_ < _e2231);
                        uint l_503_ = uint(l_502_);
                        uint l_504_ = (l_501_ + l_503_);
                        uint _e2235 = l_mut_104_;
                        l_mut_250_ = _e2235;
                        uint _e2236 = l_mut_194_;
                        l_mut_200_ = _e2236;
                        bool l_505_ = (l_9_ == 64u);
                        if (l_505_) {
                            l_mut_250_ = l_500_;
                            l_mut_200_ = l_504_;
                        } else {
                            bool l_506_ = (l_9_ > 0u);
                            if (l_506_) {
                                uint l_507_ = (64u - l_9_);
                                l_mut_132_ = l_500_;
                                l_mut_126_ = l_504_;
                                bool l_508_ = (l_507_ >= 32u);
                                if (l_508_) {
                                    uint l_509_ = (l_507_ & 31u);
                                    uint l_510_ = (l_500_ << l_509_);
                                    l_mut_132_ = 0u;
                                    l_mut_126_ = l_510_;
                                } else {
                                    bool l_511_ = (l_507_ > 0u);
                                    if (l_511_) {
                                        uint l_512_ = (l_500_ << l_507_);
                                        uint l_513_ = (l_504_ << l_507_);
                                        uint l_514_ = (32u - l_507_);
                                        uint l_515_ = (l_500_ >> l_514_);
                                        uint l_516_ = (l_513_ | l_515_);
                                        l_mut_132_ = l_512_;
                                        l_mut_126_ = l_516_;
                                    }
                                }
                                uint _e2257 = l_mut_104_;
                                l_mut_120_ = _e2257;
                                uint _e2258 = l_mut_194_;
                                l_mut_105_ = _e2258;
                                bool l_517_ = (l_9_ >= 32u);
                                if (l_517_) {
                                    uint l_518_ = (l_9_ & 31u);
                                    uint _e2263 = l_mut_194_;
                                    uint l_519_ = (_e2263 >> l_518_);
                                    l_mut_120_ = l_519_;
                                    l_mut_105_ = 0u;
                                } else {
                                    bool l_520_ = (l_9_ > 0u);
                                    if (l_520_) {
                                        uint _e2268 = l_mut_104_;
                                        l_mut_99_ = _e2268;
                                        bool l_521_ = (l_9_ > 0u);
                                        if (l_521_) {
                                            uint _e2271 = l_mut_104_;
                                            uint l_522_ = (_e2271 >> l_9_);
                                            uint l_523_ = (32u - l_9_);
                                            uint _e2275 = l_mut_194_;
                                            uint l_524_ = (_e2275 << l_523_);
                                            uint l_525_ = (l_522_ | l_524_);
                                            l_mut_99_ = l_525_;
                                        }
                                        uint _e2278 = l_mut_194_;
                                        uint l_526_ = (_e2278 >> l_9_);
                                        uint _e2280 = l_mut_99_;
                                        l_mut_120_ = _e2280;
                                        l_mut_105_ = l_526_;
                                    }
                                }
                                uint _e2281 = l_mut_132_;
                                uint _e2282 = l_mut_120_;
                                uint l_527_ = (_e2281 + _e2282);
                                uint _e2284 = l_mut_126_;
                                uint _e2285 = l_mut_105_;
                                uint l_528_ = (_e2284 + _e2285);
                                uint _e2287 = l_mut_132_;
                                bool l_529_ = (l_527_ < _e2287);
                                uint l_530_ = uint(l_529_);
                                uint l_531_ = (l_528_ + l_530_);
                                l_mut_250_ = l_527_;
                                l_mut_200_ = l_531_;
                            }
                        }
                        if (l_382_) {
                            uint _e2292 = l_mut_250_;
                            uint l_532_ = (0u - _e2292);
                            uint _e2295 = l_mut_200_;
                            uint l_533_ = (0u - _e2295);
                            uint _e2298 = l_mut_250_;
                            bool l_534_ = (0u < _e2298);
                            uint l_535_ = uint(l_534_);
                            uint l_536_ = (l_533_ - l_535_);
                            l_mut_250_ = l_532_;
                            l_mut_200_ = l_536_;
                        }
                    }
                    uint _e2302 = l_mut_250_;
                    uint l_537_ = (l_335_ + _e2302);
                    uint _e2304 = l_mut_200_;
                    uint l_538_ = (l_339_ + _e2304);
                    bool l_539_ = (l_537_ < l_335_);
                    uint l_540_ = uint(l_539_);
                    uint l_541_ = (l_538_ + l_540_);
                    uint l_542_ = (0u - l_537_);
                    uint l_543_ = (0u - l_541_);
                    bool l_544_ = (0u < l_537_);
                    uint l_545_ = uint(l_544_);
                    uint l_546_ = (l_543_ - l_545_);
                    l_mut_250_ = l_542_;
                    l_mut_200_ = l_546_;
                    uint _e2317 = l_mut_200_;
                    bool l_547_ = (l_541_ < _e2317);
                    uint _e2319 = l_mut_200_;
                    bool l_548_ = (l_541_ == _e2319);
                    uint _e2321 = l_mut_250_;
                    bool l_549_ = (l_537_ < _e2321);
                    if (l_548_) {
                        local_8 = l_549_;
                    } else {
                        local_8 = false;
                    }
                    bool l_550_ = local_8;
                    if (!(l_547_)) {
                        local_9 = l_550_;
                    } else {
                        local_9 = true;
                    }
                    bool l_551_ = local_9;
                    if (l_551_) {
                        l_mut_250_ = l_537_;
                        l_mut_200_ = l_541_;
                    }
                    uint _e2332 = l_mut_200_;
                    bool l_552_ = (_e2332 < l_27_);
                    uint _e2334 = l_mut_200_;
                    bool l_553_ = (_e2334 == l_27_);
                    uint _e2336 = l_mut_250_;
                    bool l_554_ = (_e2336 < l_24_);
                    if (l_553_) {
                        local_10 = l_554_;
                    } else {
                        local_10 = false;
                    }
                    bool l_555_ = local_10;
                    if (!(l_552_)) {
                        local_11 = l_555_;
                    } else {
                        local_11 = true;
                    }
                    bool l_556_ = local_11;
                    if (l_556_) {
                        uint _e2347 = l_mut_256_;
                        uint l_557_ = (_e2347 * 2u);
                        uint l_558_ = (l_557_ + 1u);
                        uint l_559_ = _group_0_binding_7_cs.static_meta[12];
                        bool l_560_ = (l_558_ < l_559_);
                        if (l_560_) {
                            uint l_1330_ = _group_0_binding_7_cs.static_meta[5];
                            uint l_1331_ = (l_1330_ * 1u);
                            bool l_1332_ = (l_557_ < l_1331_);
                            if (l_1332_) {
                                _group_0_binding_5_cs[l_557_] = l_42_;
                            }
                            uint l_561_ = (l_557_ + 1u);
                            uint l_1333_ = _group_0_binding_7_cs.static_meta[5];
                            uint l_1334_ = (l_1333_ * 1u);
                            bool l_1335_ = (l_561_ < l_1334_);
                            if (l_1335_) {
                                uint _e2377 = l_mut_330_;
                                _group_0_binding_5_cs[l_561_] = _e2377;
                            }
                        }
                        uint _e2378 = l_mut_256_;
                        l_mut_256_ = (_e2378 + 1u);
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
