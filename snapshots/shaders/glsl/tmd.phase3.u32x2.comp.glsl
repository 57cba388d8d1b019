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
    uint l_mut_110_ = 0u;
    uint l_mut_116_ = 0u;
    uint l_mut_122_ = 0u;
    uint l_mut_184_ = 0u;
    uint l_mut_190_ = 0u;
    uint l_mut_240_ = 0u;
    uint l_mut_246_ = 0u;
    uint l_mut_46_ = 0u;
    uint l_mut_88_ = 0u;
    uint l_mut_89_ = 0u;
    uint l_mut_94_ = 0u;
    uint l_mut_95_ = 0u;
    bool local = false;
    bool local_1 = false;
    bool local_2 = false;
    bool local_3 = false;
    uint l_mut_78_ = 0u;
    bool local_4 = false;
    bool local_5 = false;
    bool local_6 = false;
    bool local_7 = false;
    uint l_mut_320_ = 0u;
    bool local_8 = false;
    bool local_9 = false;
    bool local_10 = false;
    bool local_11 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_608_ = _group_0_binding_7_cs.static_meta[6];
        uint l_609_ = (l_608_ * 1u);
        uint l_610_ = (l_609_ - 1u);
        uint l_611_ = min(3u, l_610_);
        uint _e52 = atomicAdd(_group_0_binding_6_cs[l_611_], 1u);
    }
    uint l_552_ = _group_0_binding_7_cs.static_meta[3];
    uint l_553_ = (l_552_ * 1u);
    bool l_554_ = (0u < l_553_);
    uint l_555_ = (l_553_ - 1u);
    uint l_556_ = min(0u, l_555_);
    uint l_557_ = _group_0_binding_3_cs[l_556_];
    uint l_4_ = (l_554_ ? l_557_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_559_ = _group_0_binding_7_cs.static_meta[3];
    uint l_560_ = (l_559_ * 1u);
    bool l_561_ = (l_6_ < l_560_);
    uint l_562_ = (l_560_ - 1u);
    uint l_563_ = min(l_6_, l_562_);
    uint l_564_ = _group_0_binding_3_cs[l_563_];
    uint l_7_ = (l_561_ ? l_564_ : 0u);
    uint l_566_ = _group_0_binding_7_cs.static_meta[3];
    uint l_567_ = (l_566_ * 1u);
    bool l_568_ = (2u < l_567_);
    uint l_569_ = (l_567_ - 1u);
    uint l_570_ = min(2u, l_569_);
    uint l_571_ = _group_0_binding_3_cs[l_570_];
    uint l_9_ = (l_568_ ? l_571_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_573_ = _group_0_binding_7_cs.static_meta[3];
    uint l_574_ = (l_573_ * 1u);
    bool l_575_ = (l_11_ < l_574_);
    uint l_576_ = (l_574_ - 1u);
    uint l_577_ = min(l_11_, l_576_);
    uint l_578_ = _group_0_binding_3_cs[l_577_];
    uint l_12_ = (l_575_ ? l_578_ : 0u);
    uint l_580_ = _group_0_binding_7_cs.static_meta[3];
    uint l_581_ = (l_580_ * 1u);
    bool l_582_ = (4u < l_581_);
    uint l_583_ = (l_581_ - 1u);
    uint l_584_ = min(4u, l_583_);
    uint l_585_ = _group_0_binding_3_cs[l_584_];
    uint l_14_ = (l_582_ ? l_585_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_587_ = _group_0_binding_7_cs.static_meta[3];
    uint l_588_ = (l_587_ * 1u);
    bool l_589_ = (l_16_ < l_588_);
    uint l_590_ = (l_588_ - 1u);
    uint l_591_ = min(l_16_, l_590_);
    uint l_592_ = _group_0_binding_3_cs[l_591_];
    uint l_17_ = (l_589_ ? l_592_ : 0u);
    uint l_594_ = _group_0_binding_7_cs.static_meta[3];
    uint l_595_ = (l_594_ * 1u);
    bool l_596_ = (6u < l_595_);
    uint l_597_ = (l_595_ - 1u);
    uint l_598_ = min(6u, l_597_);
    uint l_599_ = _group_0_binding_3_cs[l_598_];
    uint l_19_ = (l_596_ ? l_599_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_601_ = _group_0_binding_7_cs.static_meta[3];
    uint l_602_ = (l_601_ * 1u);
    bool l_603_ = (l_21_ < l_602_);
    uint l_604_ = (l_602_ - 1u);
    uint l_605_ = min(l_21_, l_604_);
    uint l_606_ = _group_0_binding_3_cs[l_605_];
    uint l_22_ = (l_603_ ? l_606_ : 0u);
    uint l_23_ = (l_4_ / 8u);
    uint l_24_ = (l_23_ + 64u);
    uint l_25_ = (l_24_ - 1u);
    uint l_26_ = (l_25_ / 64u);
    uint l_27_ = _group_0_binding_7_cs.static_meta[11];
    uint l_28_ = (l_27_ * l_26_);
    bool l_29_ = (id < l_28_);
    if (l_29_) {
        uint l_30_ = (id / l_26_);
        uint l_613_ = _group_0_binding_7_cs.static_meta[4];
        uint l_614_ = (l_613_ * 1u);
        bool l_615_ = (l_30_ < l_614_);
        uint l_616_ = (l_614_ - 1u);
        uint l_617_ = min(l_30_, l_616_);
        uint l_618_ = _group_0_binding_4_cs[l_617_];
        uint l_31_ = (l_615_ ? l_618_ : 0u);
        uint l_32_ = (l_31_ / 8u);
        uint l_33_ = (l_31_ % 8u);
        uint l_34_ = (l_33_ * l_23_);
        uint l_35_ = (id % l_26_);
        uint l_36_ = (l_35_ * 64u);
        uint l_37_ = (l_34_ + l_36_);
        uint l_38_ = (l_37_ + 64u);
        uint l_39_ = (l_33_ + 1u);
        uint l_40_ = (l_39_ * l_23_);
        uint l_41_ = min(l_38_, l_40_);
        uint l_42_ = (l_32_ * l_4_);
        uint l_662_ = (l_32_ & 65535u);
        uint l_663_ = (l_32_ >> 16u);
        uint l_664_ = (l_663_ & 65535u);
        uint l_665_ = (l_4_ & 65535u);
        uint l_666_ = (l_4_ >> 16u);
        uint l_667_ = (l_666_ & 65535u);
        uint l_668_ = (l_662_ * l_665_);
        uint l_669_ = (l_664_ * l_665_);
        uint l_670_ = (l_662_ * l_667_);
        uint l_671_ = (l_664_ * l_667_);
        uint l_672_ = (l_668_ >> 16u);
        uint l_673_ = (l_672_ & 65535u);
        uint l_674_ = (l_669_ & 65535u);
        uint l_675_ = (l_673_ + l_674_);
        uint l_676_ = (l_670_ & 65535u);
        uint l_677_ = (l_675_ + l_676_);
        uint l_678_ = (l_669_ >> 16u);
        uint l_679_ = (l_678_ & 65535u);
        uint l_680_ = (l_671_ + l_679_);
        uint l_681_ = (l_670_ >> 16u);
        uint l_682_ = (l_681_ & 65535u);
        uint l_683_ = (l_680_ + l_682_);
        uint l_684_ = (l_677_ >> 16u);
        uint l_685_ = (l_684_ & 65535u);
        uint l_43_ = (l_683_ + l_685_);
        uint l_44_ = (0u * l_4_);
        uint l_45_ = (l_43_ + l_44_);
        l_mut_46_ = 0u;
        bool l_47_ = (l_45_ < l_22_);
        bool l_48_ = (l_45_ == l_22_);
        bool l_49_ = (l_42_ < l_19_);
        if (l_48_) {
            local = l_49_;
        } else {
            local = false;
        }
        bool l_50_ = local;
        if (!(l_47_)) {
            local_1 = l_50_;
        } else {
            local_1 = true;
        }
        bool l_51_ = local_1;
        if (l_51_) {
            uint l_52_ = (l_19_ - l_42_);
            uint l_53_ = (l_22_ - l_45_);
            bool l_54_ = (l_19_ < l_42_);
            uint l_55_ = uint(l_54_);
            uint l_56_ = (l_53_ - l_55_);
            l_mut_46_ = l_4_;
            bool l_57_ = (l_56_ < 0u);
            bool l_58_ = (l_56_ == 0u);
            bool l_59_ = (l_52_ < l_4_);
            if (l_58_) {
                local_2 = l_59_;
            } else {
                local_2 = false;
            }
            bool l_60_ = local_2;
            if (!(l_57_)) {
                local_3 = l_60_;
            } else {
                local_3 = true;
            }
            bool l_61_ = local_3;
            if (l_61_) {
                l_mut_46_ = l_52_;
            }
        }
        uint _e311 = l_mut_46_;
        uint l_62_ = min(l_41_, _e311);
        uint l_63_ = (2u * l_32_);
        uint l_620_ = _group_0_binding_7_cs.static_meta[0];
        uint l_621_ = (l_620_ * 1u);
        bool l_622_ = (l_63_ < l_621_);
        uint l_623_ = (l_621_ - 1u);
        uint l_624_ = min(l_63_, l_623_);
        uint l_625_ = _group_0_binding_0_cs[l_624_];
        uint l_64_ = (l_622_ ? l_625_ : 0u);
        uint l_65_ = (2u * l_32_);
        uint l_66_ = (l_65_ + 1u);
        uint l_627_ = _group_0_binding_7_cs.static_meta[0];
        uint l_628_ = (l_627_ * 1u);
        bool l_629_ = (l_66_ < l_628_);
        uint l_630_ = (l_628_ - 1u);
        uint l_631_ = min(l_66_, l_630_);
        uint l_632_ = _group_0_binding_0_cs[l_631_];
        uint l_67_ = (l_629_ ? l_632_ : 0u);
        uint l_68_ = (2u * l_32_);
        uint l_634_ = _group_0_binding_7_cs.static_meta[1];
        uint l_635_ = (l_634_ * 1u);
        bool l_636_ = (l_68_ < l_635_);
        uint l_637_ = (l_635_ - 1u);
        uint l_638_ = min(l_68_, l_637_);
        uint l_639_ = _group_0_binding_1_cs[l_638_];
        uint l_69_ = (l_636_ ? l_639_ : 0u);
        uint l_70_ = (2u * l_32_);
        uint l_71_ = (l_70_ + 1u);
        uint l_641_ = _group_0_binding_7_cs.static_meta[1];
        uint l_642_ = (l_641_ * 1u);
        bool l_643_ = (l_71_ < l_642_);
        uint l_644_ = (l_642_ - 1u);
        uint l_645_ = min(l_71_, l_644_);
        uint l_646_ = _group_0_binding_1_cs[l_645_];
        uint l_72_ = (l_643_ ? l_646_ : 0u);
        uint l_73_ = (2u * l_32_);
        uint l_648_ = _group_0_binding_7_cs.static_meta[2];
        uint l_649_ = (l_648_ * 1u);
        bool l_650_ = (l_73_ < l_649_);
        uint l_651_ = (l_649_ - 1u);
        uint l_652_ = min(l_73_, l_651_);
        uint l_653_ = _group_0_binding_2_cs[l_652_];
        uint l_74_ = (l_650_ ? l_653_ : 0u);
        uint l_75_ = (2u * l_32_);
        uint l_76_ = (l_75_ + 1u);
        uint l_655_ = _group_0_binding_7_cs.static_meta[2];
        uint l_656_ = (l_655_ * 1u);
        bool l_657_ = (l_76_ < l_656_);
        uint l_658_ = (l_656_ - 1u);
        uint l_659_ = min(l_76_, l_658_);
        uint l_660_ = _group_0_binding_2_cs[l_659_];
        uint l_77_ = (l_657_ ? l_660_ : 0u);
        l_mut_46_ = 0u;
        l_mut_78_ = l_37_;
        bool loop_init = true;
        while(true) {
            if (!loop_init) {
                uint _e1343 = l_mut_78_;
                l_mut_78_ = (_e1343 + 1u);
            }
            loop_init = false;
            uint _e423 = l_mut_78_;
            if ((_e423 < l_62_)) {
            } else {
                break;
            }
            {
                uint _e425 = l_mut_78_;
                uint l_79_ = (l_64_ * _e425);
                uint l_687_ = (l_64_ & 65535u);
                uint l_688_ = (l_64_ >> 16u);
                uint l_689_ = (l_688_ & 65535u);
                uint _e433 = l_mut_78_;
                uint l_690_ = (_e433 & 65535u);
                uint _e436 = l_mut_78_;
                uint l_691_ = (_e436 >> 16u);
                uint l_692_ = (l_691_ & 65535u);
                uint l_693_ = (l_687_ * l_690_);
                uint l_694_ = (l_689_ * l_690_);
                uint l_695_ = (l_687_ * l_692_);
                uint l_696_ = (l_689_ * l_692_);
                uint l_697_ = (l_693_ >> 16u);
                uint l_698_ = (l_697_ & 65535u);
                uint l_699_ = (l_694_ & 65535u);
                uint l_700_ = (l_698_ + l_699_);
                uint l_701_ = (l_695_ & 65535u);
                uint l_702_ = (l_700_ + l_701_);
                uint l_703_ = (l_694_ >> 16u);
                uint l_704_ = (l_703_ & 65535u);
                uint l_705_ = (l_696_ + l_704_);
                uint l_706_ = (l_695_ >> 16u);
                uint l_707_ = (l_706_ & 65535u);
                uint l_708_ = (l_705_ + l_707_);
                uint l_709_ = (l_702_ >> 16u);
                uint l_710_ = (l_709_ & 65535u);
                uint l_80_ = (l_708_ + l_710_);
                uint _e470 = l_mut_78_;
                uint l_81_ = (l_67_ * _e470);
                uint l_82_ = (l_80_ + l_81_);
                uint l_83_ = (l_69_ + l_79_);
                uint l_84_ = (l_72_ + l_82_);
                bool l_85_ = (l_83_ < l_69_);
                uint l_86_ = uint(l_85_);
                uint l_87_ = (l_84_ + l_86_);
                l_mut_88_ = 0u;
                l_mut_89_ = 0u;
                uint _e480 = l_mut_78_;
                bool l_90_ = (_e480 < 65536u);
                if (l_90_) {
                    uint _e483 = l_mut_78_;
                    uint _e484 = l_mut_78_;
                    uint l_91_ = (_e483 * _e484);
                    uint l_92_ = (l_77_ >> 31u);
                    bool l_93_ = (l_92_ == 1u);
                    l_mut_94_ = l_74_;
                    l_mut_95_ = l_77_;
                    if (l_93_) {
                        uint l_96_ = (0u - l_74_);
                        uint l_97_ = (0u - l_77_);
                        bool l_98_ = (0u < l_74_);
                        uint l_99_ = uint(l_98_);
                        uint l_100_ = (l_97_ - l_99_);
                        l_mut_94_ = l_96_;
                        l_mut_95_ = l_100_;
                    }
                    uint _e498 = l_mut_94_;
                    uint l_101_ = (_e498 * l_91_);
                    uint _e500 = l_mut_95_;
                    uint l_102_ = (_e500 * l_91_);
                    uint _e502 = l_mut_94_;
                    uint l_712_ = (_e502 & 65535u);
                    uint _e505 = l_mut_94_;
                    uint l_713_ = (_e505 >> 16u);
                    uint l_714_ = (l_713_ & 65535u);
                    uint l_715_ = (l_91_ & 65535u);
                    uint l_716_ = (l_91_ >> 16u);
                    uint l_717_ = (l_716_ & 65535u);
                    uint l_718_ = (l_712_ * l_715_);
                    uint l_719_ = (l_714_ * l_715_);
                    uint l_720_ = (l_712_ * l_717_);
                    uint l_721_ = (l_714_ * l_717_);
                    uint l_722_ = (l_718_ >> 16u);
                    uint l_723_ = (l_722_ & 65535u);
                    uint l_724_ = (l_719_ & 65535u);
                    uint l_725_ = (l_723_ + l_724_);
                    uint l_726_ = (l_720_ & 65535u);
                    uint l_727_ = (l_725_ + l_726_);
                    uint l_728_ = (l_719_ >> 16u);
                    uint l_729_ = (l_728_ & 65535u);
                    uint l_730_ = (l_721_ + l_729_);
                    uint l_731_ = (l_720_ >> 16u);
                    uint l_732_ = (l_731_ & 65535u);
                    uint l_733_ = (l_730_ + l_732_);
                    uint l_734_ = (l_727_ >> 16u);
                    uint l_735_ = (l_734_ & 65535u);
                    uint l_103_ = (l_733_ + l_735_);
                    uint l_104_ = (l_103_ + l_102_);
                    uint _e546 = l_mut_95_;
                    uint l_737_ = (_e546 & 65535u);
                    uint _e549 = l_mut_95_;
                    uint l_738_ = (_e549 >> 16u);
                    uint l_739_ = (l_738_ & 65535u);
                    uint l_740_ = (l_91_ & 65535u);
                    uint l_741_ = (l_91_ >> 16u);
                    uint l_742_ = (l_741_ & 65535u);
                    uint l_743_ = (l_737_ * l_740_);
                    uint l_744_ = (l_739_ * l_740_);
                    uint l_745_ = (l_737_ * l_742_);
                    uint l_746_ = (l_739_ * l_742_);
                    uint l_747_ = (l_743_ >> 16u);
                    uint l_748_ = (l_747_ & 65535u);
                    uint l_749_ = (l_744_ & 65535u);
                    uint l_750_ = (l_748_ + l_749_);
                    uint l_751_ = (l_745_ & 65535u);
                    uint l_752_ = (l_750_ + l_751_);
                    uint l_753_ = (l_744_ >> 16u);
                    uint l_754_ = (l_753_ & 65535u);
                    uint l_755_ = (l_746_ + l_754_);
                    uint l_756_ = (l_745_ >> 16u);
                    uint l_757_ = (l_756_ & 65535u);
                    uint l_758_ = (l_755_ + l_757_);
                    uint l_759_ = (l_752_ >> 16u);
                    uint l_760_ = (l_759_ & 65535u);
                    uint l_105_ = (l_758_ + l_760_);
                    bool l_106_ = (l_104_ < l_102_);
                    uint l_107_ = uint(l_106_);
                    uint l_108_ = (l_105_ + l_107_);
                    uint l_109_ = (l_9_ % 32u);
                    l_mut_110_ = l_101_;
                    bool l_111_ = (l_109_ > 0u);
                    if (l_111_) {
                        uint l_112_ = (l_101_ >> l_109_);
                        uint l_113_ = (32u - l_109_);
                        uint l_114_ = (l_104_ << l_113_);
                        uint l_115_ = (l_112_ | l_114_);
                        l_mut_110_ = l_115_;
                    }
                    l_mut_116_ = l_104_;
                    bool l_117_ = (l_109_ > 0u);
                    if (l_117_) {
                        uint l_118_ = (l_104_ >> l_109_);
                        uint l_119_ = (32u - l_109_);
                        uint l_120_ = (l_108_ << l_119_);
                        uint l_121_ = (l_118_ | l_120_);
                        l_mut_116_ = l_121_;
                    }
                    uint _e608 = l_mut_110_;
                    l_mut_122_ = _e608;
                    uint _e609 = l_mut_116_;
                    l_mut_110_ = _e609;
                    bool l_123_ = (l_9_ >= 64u);
                    if (l_123_) {
                        l_mut_122_ = l_108_;
                        l_mut_110_ = 0u;
                    } else {
                        bool l_124_ = (l_9_ >= 32u);
                        if (l_124_) {
                            l_mut_116_ = l_104_;
                            bool l_125_ = (l_109_ > 0u);
                            if (l_125_) {
                                uint l_126_ = (l_104_ >> l_109_);
                                uint l_127_ = (32u - l_109_);
                                uint l_128_ = (l_108_ << l_127_);
                                uint l_129_ = (l_126_ | l_128_);
                                l_mut_116_ = l_129_;
                            }
                            uint l_130_ = (l_108_ >> l_109_);
                            uint _e623 = l_mut_116_;
                            l_mut_122_ = _e623;
                            l_mut_110_ = l_130_;
                        }
                    }
                    uint _e624 = l_mut_122_;
                    l_mut_116_ = _e624;
                    uint _e625 = l_mut_110_;
                    l_mut_122_ = _e625;
                    if (l_93_) {
                        uint _e627 = l_mut_116_;
                        uint l_131_ = (0u - _e627);
                        uint _e630 = l_mut_122_;
                        uint l_132_ = (0u - _e630);
                        uint _e633 = l_mut_116_;
                        bool l_133_ = (0u < _e633);
                        uint l_134_ = uint(l_133_);
                        uint l_135_ = (l_132_ - l_134_);
                        l_mut_116_ = l_131_;
                        l_mut_122_ = l_135_;
                    }
                    uint _e637 = l_mut_116_;
                    l_mut_88_ = _e637;
                    uint _e638 = l_mut_122_;
                    l_mut_89_ = _e638;
                } else {
                    uint l_136_ = (l_77_ >> 31u);
                    bool l_137_ = (l_136_ == 1u);
                    l_mut_122_ = l_74_;
                    l_mut_116_ = l_77_;
                    if (l_137_) {
                        uint l_138_ = (0u - l_74_);
                        uint l_139_ = (0u - l_77_);
                        bool l_140_ = (0u < l_74_);
                        uint l_141_ = uint(l_140_);
                        uint l_142_ = (l_139_ - l_141_);
                        l_mut_122_ = l_138_;
                        l_mut_116_ = l_142_;
                    }
                    uint _e651 = l_mut_122_;
                    uint _e652 = l_mut_78_;
                    uint l_143_ = (_e651 * _e652);
                    uint _e654 = l_mut_116_;
                    uint _e655 = l_mut_78_;
                    uint l_144_ = (_e654 * _e655);
                    uint _e657 = l_mut_122_;
                    uint l_762_ = (_e657 & 65535u);
                    uint _e660 = l_mut_122_;
                    uint l_763_ = (_e660 >> 16u);
                    uint l_764_ = (l_763_ & 65535u);
                    uint _e665 = l_mut_78_;
                    uint l_765_ = (_e665 & 65535u);
                    uint _e668 = l_mut_78_;
                    uint l_766_ = (_e668 >> 16u);
                    uint l_767_ = (l_766_ & 65535u);
                    uint l_768_ = (l_762_ * l_765_);
                    uint l_769_ = (l_764_ * l_765_);
                    uint l_770_ = (l_762_ * l_767_);
                    uint l_771_ = (l_764_ * l_767_);
                    uint l_772_ = (l_768_ >> 16u);
                    uint l_773_ = (l_772_ & 65535u);
                    uint l_774_ = (l_769_ & 65535u);
                    uint l_775_ = (l_773_ + l_774_);
                    uint l_776_ = (l_770_ & 65535u);
                    uint l_777_ = (l_775_ + l_776_);
                    uint l_778_ = (l_769_ >> 16u);
                    uint l_779_ = (l_778_ & 65535u);
                    uint l_780_ = (l_771_ + l_779_);
                    uint l_781_ = (l_770_ >> 16u);
                    uint l_782_ = (l_781_ & 65535u);
                    uint l_783_ = (l_780_ + l_782_);
                    uint l_784_ = (l_777_ >> 16u);
                    uint l_785_ = (l_784_ & 65535u);
                    uint l_145_ = (l_783_ + l_785_);
                    uint l_146_ = (l_145_ + l_144_);
                    uint _e703 = l_mut_116_;
                    uint l_787_ = (_e703 & 65535u);
                    uint _e706 = l_mut_116_;
                    uint l_788_ = (_e706 >> 16u);
                    uint l_789_ = (l_788_ & 65535u);
                    uint _e711 = l_mut_78_;
                    uint l_790_ = (_e711 & 65535u);
                    uint _e714 = l_mut_78_;
                    uint l_791_ = (_e714 >> 16u);
                    uint l_792_ = (l_791_ & 65535u);
                    uint l_793_ = (l_787_ * l_790_);
                    uint l_794_ = (l_789_ * l_790_);
                    uint l_795_ = (l_787_ * l_792_);
                    uint l_796_ = (l_789_ * l_792_);
                    uint l_797_ = (l_793_ >> 16u);
                    uint l_798_ = (l_797_ & 65535u);
                    uint l_799_ = (l_794_ & 65535u);
                    uint l_800_ = (l_798_ + l_799_);
                    uint l_801_ = (l_795_ & 65535u);
                    uint l_802_ = (l_800_ + l_801_);
                    uint l_803_ = (l_794_ >> 16u);
                    uint l_804_ = (l_803_ & 65535u);
                    uint l_805_ = (l_796_ + l_804_);
                    uint l_806_ = (l_795_ >> 16u);
                    uint l_807_ = (l_806_ & 65535u);
                    uint l_808_ = (l_805_ + l_807_);
                    uint l_809_ = (l_802_ >> 16u);
                    uint l_810_ = (l_809_ & 65535u);
                    uint l_147_ = (l_808_ + l_810_);
                    bool l_148_ = (l_146_ < l_144_);
                    uint l_149_ = uint(l_148_);
                    uint l_150_ = (l_147_ + l_149_);
                    l_mut_110_ = l_143_;
                    bool l_152_ = (0u > 0u);
                    if (l_152_) {
                        uint l_153_ = (l_143_ >> 0u);
                        uint l_154_ = (32u - 0u);
                        uint l_155_ = (l_146_ << l_154_);
                        uint l_156_ = (l_153_ | l_155_);
                        l_mut_110_ = l_156_;
                    }
                    l_mut_95_ = l_146_;
                    bool l_157_ = (0u > 0u);
                    if (l_157_) {
                        uint l_158_ = (l_146_ >> 0u);
                        uint l_159_ = (32u - 0u);
                        uint l_160_ = (l_150_ << l_159_);
                        uint l_161_ = (l_158_ | l_160_);
                        l_mut_95_ = l_161_;
                    }
                    uint _e766 = l_mut_110_;
                    l_mut_94_ = _e766;
                    uint _e767 = l_mut_95_;
                    l_mut_110_ = _e767;
                    if (false) {
                        l_mut_94_ = l_150_;
                        l_mut_110_ = 0u;
                    } else {
                        if (false) {
                            l_mut_95_ = l_146_;
                            bool l_164_ = (0u > 0u);
                            if (l_164_) {
                                uint l_165_ = (l_146_ >> 0u);
                                uint l_166_ = (32u - 0u);
                                uint l_167_ = (l_150_ << l_166_);
                                uint l_168_ = (l_165_ | l_167_);
                                l_mut_95_ = l_168_;
                            }
                            uint l_169_ = (l_150_ >> 0u);
                            uint _e779 = l_mut_95_;
                            l_mut_94_ = _e779;
                            l_mut_110_ = l_169_;
                        }
                    }
                    uint _e780 = l_mut_122_;
                    uint _e781 = l_mut_78_;
                    uint l_170_ = (_e780 * _e781);
                    uint _e783 = l_mut_116_;
                    uint _e784 = l_mut_78_;
                    uint l_171_ = (_e783 * _e784);
                    uint _e786 = l_mut_122_;
                    uint l_812_ = (_e786 & 65535u);
                    uint _e789 = l_mut_122_;
                    uint l_813_ = (_e789 >> 16u);
                    uint l_814_ = (l_813_ & 65535u);
                    uint _e794 = l_mut_78_;
                    uint l_815_ = (_e794 & 65535u);
                    uint _e797 = l_mut_78_;
                    uint l_816_ = (_e797 >> 16u);
                    uint l_817_ = (l_816_ & 65535u);
                    uint l_818_ = (l_812_ * l_815_);
                    uint l_819_ = (l_814_ * l_815_);
                    uint l_820_ = (l_812_ * l_817_);
                    uint l_821_ = (l_814_ * l_817_);
                    uint l_822_ = (l_818_ >> 16u);
                    uint l_823_ = (l_822_ & 65535u);
                    uint l_824_ = (l_819_ & 65535u);
                    uint l_825_ = (l_823_ + l_824_);
                    uint l_826_ = (l_820_ & 65535u);
                    uint l_827_ = (l_825_ + l_826_);
                    uint l_828_ = (l_819_ >> 16u);
                    uint l_829_ = (l_828_ & 65535u);
                    uint l_830_ = (l_821_ + l_829_);
                    uint l_831_ = (l_820_ >> 16u);
                    uint l_832_ = (l_831_ & 65535u);
                    uint l_833_ = (l_830_ + l_832_);
                    uint l_834_ = (l_827_ >> 16u);
                    uint l_835_ = (l_834_ & 65535u);
                    uint l_172_ = (l_833_ + l_835_);
                    uint l_173_ = (l_172_ + l_171_);
                    uint _e832 = l_mut_116_;
                    uint l_837_ = (_e832 & 65535u);
                    uint _e835 = l_mut_116_;
                    uint l_838_ = (_e835 >> 16u);
                    uint l_839_ = (l_838_ & 65535u);
                    uint _e840 = l_mut_78_;
                    uint l_840_ = (_e840 & 65535u);
                    uint _e843 = l_mut_78_;
                    uint l_841_ = (_e843 >> 16u);
                    uint l_842_ = (l_841_ & 65535u);
                    uint l_843_ = (l_837_ * l_840_);
                    uint l_844_ = (l_839_ * l_840_);
                    uint l_845_ = (l_837_ * l_842_);
                    uint l_846_ = (l_839_ * l_842_);
                    uint l_847_ = (l_843_ >> 16u);
                    uint l_848_ = (l_847_ & 65535u);
                    uint l_849_ = (l_844_ & 65535u);
                    uint l_850_ = (l_848_ + l_849_);
                    uint l_851_ = (l_845_ & 65535u);
                    uint l_852_ = (l_850_ + l_851_);
                    uint l_853_ = (l_844_ >> 16u);
                    uint l_854_ = (l_853_ & 65535u);
                    uint l_855_ = (l_846_ + l_854_);
                    uint l_856_ = (l_845_ >> 16u);
                    uint l_857_ = (l_856_ & 65535u);
                    uint l_858_ = (l_855_ + l_857_);
                    uint l_859_ = (l_852_ >> 16u);
                    uint l_860_ = (l_859_ & 65535u);
                    uint l_174_ = (l_858_ + l_860_);
                    bool l_175_ = (l_173_ < l_171_);
                    uint l_176_ = uint(l_175_);
                    uint l_177_ = (l_174_ + l_176_);
                    l_mut_95_ = l_170_;
                    bool l_179_ = (0u > 0u);
                    if (l_179_) {
                        uint l_180_ = (l_170_ >> 0u);
                        uint l_181_ = (32u - 0u);
                        uint l_182_ = (l_173_ << l_181_);
                        uint l_183_ = (l_180_ | l_182_);
                        l_mut_95_ = l_183_;
                    }
                    l_mut_184_ = l_173_;
                    bool l_185_ = (0u > 0u);
                    if (l_185_) {
                        uint l_186_ = (l_173_ >> 0u);
                        uint l_187_ = (32u - 0u);
                        uint l_188_ = (l_177_ << l_187_);
                        uint l_189_ = (l_186_ | l_188_);
                        l_mut_184_ = l_189_;
                    }
                    uint _e895 = l_mut_95_;
                    l_mut_190_ = _e895;
                    uint _e896 = l_mut_184_;
                    l_mut_95_ = _e896;
                    if (true) {
                        l_mut_190_ = l_177_;
                        l_mut_95_ = 0u;
                    } else {
                        if (true) {
                            l_mut_184_ = l_173_;
                            bool l_193_ = (0u > 0u);
                            if (l_193_) {
                                uint l_194_ = (l_173_ >> 0u);
                                uint l_195_ = (32u - 0u);
                                uint l_196_ = (l_177_ << l_195_);
                                uint l_197_ = (l_194_ | l_196_);
                                l_mut_184_ = l_197_;
                            }
                            uint l_198_ = (l_177_ >> 0u);
                            uint _e908 = l_mut_184_;
                            l_mut_190_ = _e908;
                            l_mut_95_ = l_198_;
                        }
                    }
                    uint _e909 = l_mut_94_;
                    uint _e910 = l_mut_78_;
                    uint l_199_ = (_e909 * _e910);
                    uint _e912 = l_mut_110_;
                    uint _e913 = l_mut_78_;
                    uint l_200_ = (_e912 * _e913);
                    uint _e915 = l_mut_94_;
                    uint l_862_ = (_e915 & 65535u);
                    uint _e918 = l_mut_94_;
                    uint l_863_ = (_e918 >> 16u);
                    uint l_864_ = (l_863_ & 65535u);
                    uint _e923 = l_mut_78_;
                    uint l_865_ = (_e923 & 65535u);
                    uint _e926 = l_mut_78_;
                    uint l_866_ = (_e926 >> 16u);
                    uint l_867_ = (l_866_ & 65535u);
                    uint l_868_ = (l_862_ * l_865_);
                    uint l_869_ = (l_864_ * l_865_);
                    uint l_870_ = (l_862_ * l_867_);
                    uint l_871_ = (l_864_ * l_867_);
                    uint l_872_ = (l_868_ >> 16u);
                    uint l_873_ = (l_872_ & 65535u);
                    uint l_874_ = (l_869_ & 65535u);
                    uint l_875_ = (l_873_ + l_874_);
                    uint l_876_ = (l_870_ & 65535u);
                    uint l_877_ = (l_875_ + l_876_);
                    uint l_878_ = (l_869_ >> 16u);
                    uint l_879_ = (l_878_ & 65535u);
                    uint l_880_ = (l_871_ + l_879_);
                    uint l_881_ = (l_870_ >> 16u);
                    uint l_882_ = (l_881_ & 65535u);
                    uint l_883_ = (l_880_ + l_882_);
                    uint l_884_ = (l_877_ >> 16u);
                    uint l_885_ = (l_884_ & 65535u);
                    uint l_201_ = (l_883_ + l_885_);
                    uint l_202_ = (l_201_ + l_200_);
                    uint _e961 = l_mut_110_;
                    uint l_887_ = (_e961 & 65535u);
                    uint _e964 = l_mut_110_;
                    uint l_888_ = (_e964 >> 16u);
                    uint l_889_ = (l_888_ & 65535u);
                    uint _e969 = l_mut_78_;
                    uint l_890_ = (_e969 & 65535u);
                    uint _e972 = l_mut_78_;
                    uint l_891_ = (_e972 >> 16u);
                    uint l_892_ = (l_891_ & 65535u);
                    uint l_893_ = (l_887_ * l_890_);
                    uint l_894_ = (l_889_ * l_890_);
                    uint l_895_ = (l_887_ * l_892_);
                    uint l_896_ = (l_889_ * l_892_);
                    uint l_897_ = (l_893_ >> 16u);
                    uint l_898_ = (l_897_ & 65535u);
                    uint l_899_ = (l_894_ & 65535u);
                    uint l_900_ = (l_898_ + l_899_);
                    uint l_901_ = (l_895_ & 65535u);
                    uint l_902_ = (l_900_ + l_901_);
                    uint l_903_ = (l_894_ >> 16u);
                    uint l_904_ = (l_903_ & 65535u);
                    uint l_905_ = (l_896_ + l_904_);
                    uint l_906_ = (l_895_ >> 16u);
                    uint l_907_ = (l_906_ & 65535u);
                    uint l_908_ = (l_905_ + l_907_);
                    uint l_909_ = (l_902_ >> 16u);
                    uint l_910_ = (l_909_ & 65535u);
                    uint l_203_ = (l_908_ + l_910_);
                    bool l_204_ = (l_202_ < l_200_);
                    uint l_205_ = uint(l_204_);
                    uint l_206_ = (l_203_ + l_205_);
                    l_mut_184_ = l_199_;
                    bool l_208_ = (0u > 0u);
                    if (l_208_) {
                        uint l_209_ = (l_199_ >> 0u);
                        uint l_210_ = (32u - 0u);
                        uint l_211_ = (l_202_ << l_210_);
                        uint l_212_ = (l_209_ | l_211_);
                        l_mut_184_ = l_212_;
                    }
                    l_mut_122_ = l_202_;
                    bool l_213_ = (0u > 0u);
                    if (l_213_) {
                        uint l_214_ = (l_202_ >> 0u);
                        uint l_215_ = (32u - 0u);
                        uint l_216_ = (l_206_ << l_215_);
                        uint l_217_ = (l_214_ | l_216_);
                        l_mut_122_ = l_217_;
                    }
                    uint _e1024 = l_mut_184_;
                    l_mut_116_ = _e1024;
                    uint _e1025 = l_mut_122_;
                    l_mut_184_ = _e1025;
                    if (false) {
                        l_mut_116_ = l_206_;
                        l_mut_184_ = 0u;
                    } else {
                        if (false) {
                            l_mut_122_ = l_202_;
                            bool l_220_ = (0u > 0u);
                            if (l_220_) {
                                uint l_221_ = (l_202_ >> 0u);
                                uint l_222_ = (32u - 0u);
                                uint l_223_ = (l_206_ << l_222_);
                                uint l_224_ = (l_221_ | l_223_);
                                l_mut_122_ = l_224_;
                            }
                            uint l_225_ = (l_206_ >> 0u);
                            uint _e1037 = l_mut_122_;
                            l_mut_116_ = _e1037;
                            l_mut_184_ = l_225_;
                        }
                    }
                    uint _e1038 = l_mut_94_;
                    uint _e1039 = l_mut_78_;
                    uint l_226_ = (_e1038 * _e1039);
                    uint _e1041 = l_mut_110_;
                    uint _e1042 = l_mut_78_;
                    uint l_227_ = (_e1041 * _e1042);
                    uint _e1044 = l_mut_94_;
                    uint l_912_ = (_e1044 & 65535u);
                    uint _e1047 = l_mut_94_;
                    uint l_913_ = (_e1047 >> 16u);
                    uint l_914_ = (l_913_ & 65535u);
                    uint _e1052 = l_mut_78_;
                    uint l_915_ = (_e1052 & 65535u);
                    uint _e1055 = l_mut_78_;
                    uint l_916_ = (_e1055 >> 16u);
                    uint l_917_ = (l_916_ & 65535u);
                    uint l_918_ = (l_912_ * l_915_);
                    uint l_919_ = (l_914_ * l_915_);
                    uint l_920_ = (l_912_ * l_917_);
                    uint l_921_ = (l_914_ * l_917_);
                    uint l_922_ = (l_918_ >> 16u);
                    uint l_923_ = (l_922_ & 65535u);
                    uint l_924_ = (l_919_ & 65535u);
                    uint l_925_ = (l_923_ + l_924_);
                    uint l_926_ = (l_920_ & 65535u);
                    uint l_927_ = (l_925_ + l_926_);
                    uint l_928_ = (l_919_ >> 16u);
                    uint l_929_ = (l_928_ & 65535u);
                    uint l_930_ = (l_921_ + l_929_);
                    uint l_931_ = (l_920_ >> 16u);
                    uint l_932_ = (l_931_ & 65535u);
                    uint l_933_ = (l_930_ + l_932_);
                    uint l_934_ = (l_927_ >> 16u);
                    uint l_935_ = (l_934_ & 65535u);
                    uint l_228_ = (l_933_ + l_935_);
                    uint l_229_ = (l_228_ + l_227_);
                    uint _e1090 = l_mut_110_;
                    uint l_937_ = (_e1090 & 65535u);
                    uint _e1093 = l_mut_110_;
                    uint l_938_ = (_e1093 >> 16u);
                    uint l_939_ = (l_938_ & 65535u);
                    uint _e1098 = l_mut_78_;
                    uint l_940_ = (_e1098 & 65535u);
                    uint _e1101 = l_mut_78_;
                    uint l_941_ = (_e1101 >> 16u);
                    uint l_942_ = (l_941_ & 65535u);
                    uint l_943_ = (l_937_ * l_940_);
                    uint l_944_ = (l_939_ * l_940_);
                    uint l_945_ = (l_937_ * l_942_);
                    uint l_946_ = (l_939_ * l_942_);
                    uint l_947_ = (l_943_ >> 16u);
                    uint l_948_ = (l_947_ & 65535u);
                    uint l_949_ = (l_944_ & 65535u);
                    uint l_950_ = (l_948_ + l_949_);
                    uint l_951_ = (l_945_ & 65535u);
                    uint l_952_ = (l_950_ + l_951_);
                    uint l_953_ = (l_944_ >> 16u);
                    uint l_954_ = (l_953_ & 65535u);
                    uint l_955_ = (l_946_ + l_954_);
                    uint l_956_ = (l_945_ >> 16u);
                    uint l_957_ = (l_956_ & 65535u);
                    uint l_958_ = (l_955_ + l_957_);
                    uint l_959_ = (l_952_ >> 16u);
                    uint l_960_ = (l_959_ & 65535u);
                    uint l_230_ = (l_958_ + l_960_);
                    bool l_231_ = (l_229_ < l_227_);
                    uint l_232_ = uint(l_231_);
                    uint l_233_ = (l_230_ + l_232_);
                    l_mut_122_ = l_226_;
                    bool l_235_ = (0u > 0u);
                    if (l_235_) {
                        uint l_236_ = (l_226_ >> 0u);
                        uint l_237_ = (32u - 0u);
                        uint l_238_ = (l_229_ << l_237_);
                        uint l_239_ = (l_236_ | l_238_);
                        l_mut_122_ = l_239_;
                    }
                    l_mut_240_ = l_229_;
                    bool l_241_ = (0u > 0u);
                    if (l_241_) {
                        uint l_242_ = (l_229_ >> 0u);
                        uint l_243_ = (32u - 0u);
                        uint l_244_ = (l_233_ << l_243_);
                        uint l_245_ = (l_242_ | l_244_);
                        l_mut_240_ = l_245_;
                    }
                    uint _e1153 = l_mut_122_;
                    l_mut_246_ = _e1153;
                    uint _e1154 = l_mut_240_;
                    l_mut_122_ = _e1154;
                    if (true) {
                        l_mut_246_ = l_233_;
                        l_mut_122_ = 0u;
                    } else {
                        if (true) {
                            l_mut_240_ = l_229_;
                            bool l_249_ = (0u > 0u);
                            if (l_249_) {
                                uint l_250_ = (l_229_ >> 0u);
                                uint l_251_ = (32u - 0u);
                                uint l_252_ = (l_233_ << l_251_);
                                uint l_253_ = (l_250_ | l_252_);
                                l_mut_240_ = l_253_;
                            }
                            uint l_254_ = (l_233_ >> 0u);
                            uint _e1166 = l_mut_240_;
                            l_mut_246_ = _e1166;
                            l_mut_122_ = l_254_;
                        }
                    }
                    uint _e1167 = l_mut_190_;
                    uint _e1168 = l_mut_78_;
                    uint l_255_ = (_e1167 * _e1168);
                    uint _e1170 = l_mut_190_;
                    uint l_962_ = (_e1170 & 65535u);
                    uint _e1173 = l_mut_190_;
                    uint l_963_ = (_e1173 >> 16u);
                    uint l_964_ = (l_963_ & 65535u);
                    uint _e1178 = l_mut_78_;
                    uint l_965_ = (_e1178 & 65535u);
                    uint _e1181 = l_mut_78_;
                    uint l_966_ = (_e1181 >> 16u);
                    uint l_967_ = (l_966_ & 65535u);
                    uint l_968_ = (l_962_ * l_965_);
                    uint l_969_ = (l_964_ * l_965_);
                    uint l_970_ = (l_962_ * l_967_);
                    uint l_971_ = (l_964_ * l_967_);
                    uint l_972_ = (l_968_ >> 16u);
                    uint l_973_ = (l_972_ & 65535u);
                    uint l_974_ = (l_969_ & 65535u);
                    uint l_975_ = (l_973_ + l_974_);
                    uint l_976_ = (l_970_ & 65535u);
                    uint l_977_ = (l_975_ + l_976_);
                    uint l_978_ = (l_969_ >> 16u);
                    uint l_979_ = (l_978_ & 65535u);
                    uint l_980_ = (l_971_ + l_979_);
                    uint l_981_ = (l_970_ >> 16u);
                    uint l_982_ = (l_981_ & 65535u);
                    uint l_983_ = (l_980_ + l_982_);
                    uint l_984_ = (l_977_ >> 16u);
                    uint l_985_ = (l_984_ & 65535u);
                    uint l_256_ = (l_983_ + l_985_);
                    uint _e1215 = l_mut_95_;
                    uint _e1216 = l_mut_78_;
                    uint l_257_ = (_e1215 * _e1216);
                    uint l_258_ = (l_256_ + l_257_);
                    uint _e1219 = l_mut_246_;
                    uint l_259_ = (_e1219 + l_255_);
                    uint _e1221 = l_mut_122_;
                    uint l_260_ = (_e1221 + l_258_);
                    uint _e1223 = l_mut_246_;
                    bool l_261_ = (l_259_ < _e1223);
                    uint l_262_ = uint(l_261_);
                    uint l_263_ = (l_260_ + l_262_);
                    uint _e1227 = l_mut_116_;
                    l_mut_88_ = _e1227;
                    uint _e1228 = l_mut_184_;
                    l_mut_89_ = _e1228;
                    bool l_264_ = (l_9_ == 64u);
                    if (l_264_) {
                        l_mut_88_ = l_259_;
                        l_mut_89_ = l_263_;
                    } else {
                        bool l_265_ = (l_9_ > 0u);
                        if (l_265_) {
                            uint l_266_ = (64u - l_9_);
                            l_mut_246_ = l_259_;
                            l_mut_240_ = l_263_;
                            bool l_267_ = (l_266_ >= 32u);
                            if (l_267_) {
                                uint l_268_ = (l_266_ & 31u);
                                uint l_269_ = (l_259_ << l_268_);
                                l_mut_246_ = 0u;
                                l_mut_240_ = l_269_;
                            } else {
                                bool l_270_ = (l_266_ > 0u);
                                if (l_270_) {
                                    uint l_271_ = (l_259_ << l_266_);
                                    uint l_272_ = (l_263_ << l_266_);
                                    uint l_273_ = (32u - l_266_);
                                    uint l_274_ = (l_259_ >> l_273_);
                                    uint l_275_ = (l_272_ | l_274_);
                                    l_mut_246_ = l_271_;
                                    l_mut_240_ = l_275_;
                                }
                            }
                            uint _e1249 = l_mut_116_;
                            l_mut_190_ = _e1249;
                            uint _e1250 = l_mut_184_;
                            l_mut_122_ = _e1250;
                            bool l_276_ = (l_9_ >= 32u);
                            if (l_276_) {
                                uint l_277_ = (l_9_ & 31u);
                                uint _e1255 = l_mut_184_;
                                uint l_278_ = (_e1255 >> l_277_);
                                l_mut_190_ = l_278_;
                                l_mut_122_ = 0u;
                            } else {
                                bool l_279_ = (l_9_ > 0u);
                                if (l_279_) {
                                    uint _e1260 = l_mut_116_;
                                    l_mut_110_ = _e1260;
                                    bool l_280_ = (l_9_ > 0u);
                                    if (l_280_) {
                                        uint _e1263 = l_mut_116_;
                                        uint l_281_ = (_e1263 >> l_9_);
                                        uint l_282_ = (32u - l_9_);
                                        uint _e1267 = l_mut_184_;
                                        uint l_283_ = (_e1267 << l_282_);
                                        uint l_284_ = (l_281_ | l_283_);
                                        l_mut_110_ = l_284_;
                                    }
                                    uint _e1270 = l_mut_184_;
                                    uint l_285_ = (_e1270 >> l_9_);
                                    uint _e1272 = l_mut_110_;
                                    l_mut_190_ = _e1272;
                                    l_mut_122_ = l_285_;
                                }
                            }
                            uint _e1273 = l_mut_246_;
                            uint _e1274 = l_mut_190_;
                            uint l_286_ = (_e1273 + _e1274);
                            uint _e1276 = l_mut_240_;
                            uint _e1277 = l_mut_122_;
                            uint l_287_ = (_e1276 + _e1277);
                            uint _e1279 = l_mut_246_;
                            bool l_288_ = (l_286_ < _e1279);
                            uint l_289_ = uint(l_288_);
                            uint l_290_ = (l_287_ + l_289_);
                            l_mut_88_ = l_286_;
                            l_mut_89_ = l_290_;
                        }
                    }
                    if (l_137_) {
                        uint _e1284 = l_mut_88_;
                        uint l_291_ = (0u - _e1284);
                        uint _e1287 = l_mut_89_;
                        uint l_292_ = (0u - _e1287);
                        uint _e1290 = l_mut_88_;
                        bool l_293_ = (0u < _e1290);
                        uint l_294_ = uint(l_293_);
                        uint l_295_ = (l_292_ - l_294_);
                        l_mut_88_ = l_291_;
                        l_mut_89_ = l_295_;
                    }
                }
                uint _e1294 = l_mut_88_;
                uint l_296_ = (l_83_ + _e1294);
                uint _e1296 = l_mut_89_;
                uint l_297_ = (l_87_ + _e1296);
                bool l_298_ = (l_296_ < l_83_);
                uint l_299_ = uint(l_298_);
                uint l_300_ = (l_297_ + l_299_);
                uint l_301_ = (0u - l_296_);
                uint l_302_ = (0u - l_300_);
                bool l_303_ = (0u < l_296_);
                uint l_304_ = uint(l_303_);
                uint l_305_ = (l_302_ - l_304_);
                l_mut_246_ = l_301_;
                l_mut_240_ = l_305_;
                uint _e1309 = l_mut_240_;
                bool l_306_ = (l_300_ < _e1309);
                uint _e1311 = l_mut_240_;
                bool l_307_ = (l_300_ == _e1311);
                uint _e1313 = l_mut_246_;
                bool l_308_ = (l_296_ < _e1313);
                if (l_307_) {
                    local_4 = l_308_;
                } else {
                    local_4 = false;
                }
                bool l_309_ = local_4;
                if (!(l_306_)) {
                    local_5 = l_309_;
                } else {
                    local_5 = true;
                }
                bool l_310_ = local_5;
                if (l_310_) {
                    l_mut_246_ = l_296_;
                    l_mut_240_ = l_300_;
                }
                uint _e1324 = l_mut_240_;
                bool l_311_ = (_e1324 < l_17_);
                uint _e1326 = l_mut_240_;
                bool l_312_ = (_e1326 == l_17_);
                uint _e1328 = l_mut_246_;
                bool l_313_ = (_e1328 < l_14_);
                if (l_312_) {
                    local_6 = l_313_;
                } else {
                    local_6 = false;
                }
                bool l_314_ = local_6;
                if (!(l_311_)) {
                    local_7 = l_314_;
                } else {
                    local_7 = true;
                }
                bool l_315_ = local_7;
                uint l_316_ = uint(l_315_);
                uint _e1340 = l_mut_46_;
                l_mut_46_ = (_e1340 + l_316_);
            }
        }
        uint _e1345 = l_mut_46_;
        bool l_317_ = (_e1345 > 0u);
        if (l_317_) {
            uint l_987_ = _group_0_binding_7_cs.static_meta[6];
            uint l_988_ = (l_987_ * 1u);
            uint l_989_ = (l_988_ - 1u);
            uint l_990_ = min(2u, l_989_);
            uint _e1360 = l_mut_46_;
            uint _e1361 = atomicAdd(_group_0_binding_6_cs[l_990_], _e1360);
            l_mut_246_ = _e1361;
            l_mut_320_ = l_37_;
            bool loop_init_1 = true;
            while(true) {
                if (!loop_init_1) {
                    uint _e2314 = l_mut_320_;
                    l_mut_320_ = (_e2314 + 1u);
                }
                loop_init_1 = false;
                uint _e1363 = l_mut_320_;
                if ((_e1363 < l_62_)) {
                } else {
                    break;
                }
                {
                    uint _e1365 = l_mut_320_;
                    uint l_321_ = (l_64_ * _e1365);
                    uint l_992_ = (l_64_ & 65535u);
                    uint l_993_ = (l_64_ >> 16u);
                    uint l_994_ = (l_993_ & 65535u);
                    uint _e1373 = l_mut_320_;
                    uint l_995_ = (_e1373 & 65535u);
                    uint _e1376 = l_mut_320_;
                    uint l_996_ = (_e1376 >> 16u);
                    uint l_997_ = (l_996_ & 65535u);
                    uint l_998_ = (l_992_ * l_995_);
                    uint l_999_ = (l_994_ * l_995_);
                    uint l_1000_ = (l_992_ * l_997_);
                    uint l_1001_ = (l_994_ * l_997_);
                    uint l_1002_ = (l_998_ >> 16u);
                    uint l_1003_ = (l_1002_ & 65535u);
                    uint l_1004_ = (l_999_ & 65535u);
                    uint l_1005_ = (l_1003_ + l_1004_);
                    uint l_1006_ = (l_1000_ & 65535u);
                    uint l_1007_ = (l_1005_ + l_1006_);
                    uint l_1008_ = (l_999_ >> 16u);
                    uint l_1009_ = (l_1008_ & 65535u);
                    uint l_1010_ = (l_1001_ + l_1009_);
                    uint l_1011_ = (l_1000_ >> 16u);
                    uint l_1012_ = (l_1011_ & 65535u);
                    uint l_1013_ = (l_1010_ + l_1012_);
                    uint l_1014_ = (l_1007_ >> 16u);
                    uint l_1015_ = (l_1014_ & 65535u);
                    uint l_322_ = (l_1013_ + l_1015_);
                    uint _e1410 = l_mut_320_;
                    uint l_323_ = (l_67_ * _e1410);
                    uint l_324_ = (l_322_ + l_323_);
                    uint l_325_ = (l_69_ + l_321_);
                    uint l_326_ = (l_72_ + l_324_);
                    bool l_327_ = (l_325_ < l_69_);
                    uint l_328_ = uint(l_327_);
                    uint l_329_ = (l_326_ + l_328_);
                    l_mut_240_ = 0u;
                    l_mut_190_ = 0u;
                    uint _e1420 = l_mut_320_;
                    bool l_330_ = (_e1420 < 65536u);
                    if (l_330_) {
                        uint _e1423 = l_mut_320_;
                        uint _e1424 = l_mut_320_;
                        uint l_331_ = (_e1423 * _e1424);
                        uint l_332_ = (l_77_ >> 31u);
                        bool l_333_ = (l_332_ == 1u);
                        l_mut_184_ = l_74_;
                        l_mut_122_ = l_77_;
                        if (l_333_) {
                            uint l_334_ = (0u - l_74_);
                            uint l_335_ = (0u - l_77_);
                            bool l_336_ = (0u < l_74_);
                            uint l_337_ = uint(l_336_);
                            uint l_338_ = (l_335_ - l_337_);
                            l_mut_184_ = l_334_;
                            l_mut_122_ = l_338_;
                        }
                        uint _e1438 = l_mut_184_;
                        uint l_339_ = (_e1438 * l_331_);
                        uint _e1440 = l_mut_122_;
                        uint l_340_ = (_e1440 * l_331_);
                        uint _e1442 = l_mut_184_;
                        uint l_1017_ = (_e1442 & 65535u);
                        uint _e1445 = l_mut_184_;
                        uint l_1018_ = (_e1445 >> 16u);
                        uint l_1019_ = (l_1018_ & 65535u);
                        uint l_1020_ = (l_331_ & 65535u);
                        uint l_1021_ = (l_331_ >> 16u);
                        uint l_1022_ = (l_1021_ & 65535u);
                        uint l_1023_ = (l_1017_ * l_1020_);
                        uint l_1024_ = (l_1019_ * l_1020_);
                        uint l_1025_ = (l_1017_ * l_1022_);
                        uint l_1026_ = (l_1019_ * l_1022_);
                        uint l_1027_ = (l_1023_ >> 16u);
                        uint l_1028_ = (l_1027_ & 65535u);
                        uint l_1029_ = (l_1024_ & 65535u);
                        uint l_1030_ = (l_1028_ + l_1029_);
                        uint l_1031_ = (l_1025_ & 65535u);
                        uint l_1032_ = (l_1030_ + l_1031_);
                        uint l_1033_ = (l_1024_ >> 16u);
                        uint l_1034_ = (l_1033_ & 65535u);
                        uint l_1035_ = (l_1026_ + l_1034_);
                        uint l_1036_ = (l_1025_ >> 16u);
                        uint l_1037_ = (l_1036_ & 65535u);
                        uint l_1038_ = (l_1035_ + l_1037_);
                        uint l_1039_ = (l_1032_ >> 16u);
                        uint l_1040_ = (l_1039_ & 65535u);
                        uint l_341_ = (l_1038_ + l_1040_);
                        uint l_342_ = (l_341_ + l_340_);
                        uint _e1486 = l_mut_122_;
                        uint l_1042_ = (_e1486 & 65535u);
                        uint _e1489 = l_mut_122_;
                        uint l_1043_ = (_e1489 >> 16u);
                        uint l_1044_ = (l_1043_ & 65535u);
                        uint l_1045_ = (l_331_ & 65535u);
                        uint l_1046_ = (l_331_ >> 16u);
                        uint l_1047_ = (l_1046_ & 65535u);
                        uint l_1048_ = (l_1042_ * l_1045_);
                        uint l_1049_ = (l_1044_ * l_1045_);
                        uint l_1050_ = (l_1042_ * l_1047_);
                        uint l_1051_ = (l_1044_ * l_1047_);
                        uint l_1052_ = (l_1048_ >> 16u);
                        uint l_1053_ = (l_1052_ & 65535u);
                        uint l_1054_ = (l_1049_ & 65535u);
                        uint l_1055_ = (l_1053_ + l_1054_);
                        uint l_1056_ = (l_1050_ & 65535u);
                        uint l_1057_ = (l_1055_ + l_1056_);
                        uint l_1058_ = (l_1049_ >> 16u);
                        uint l_1059_ = (l_1058_ & 65535u);
                        uint l_1060_ = (l_1051_ + l_1059_);
                        uint l_1061_ = (l_1050_ >> 16u);
                        uint l_1062_ = (l_1061_ & 65535u);
                        uint l_1063_ = (l_1060_ + l_1062_);
                        uint l_1064_ = (l_1057_ >> 16u);
                        uint l_1065_ = (l_1064_ & 65535u);
                        uint l_343_ = (l_1063_ + l_1065_);
                        bool l_344_ = (l_342_ < l_340_);
                        uint l_345_ = uint(l_344_);
                        uint l_346_ = (l_343_ + l_345_);
                        uint l_347_ = (l_9_ % 32u);
                        l_mut_116_ = l_339_;
                        bool l_348_ = (l_347_ > 0u);
                        if (l_348_) {
                            uint l_349_ = (l_339_ >> l_347_);
                            uint l_350_ = (32u - l_347_);
                            uint l_351_ = (l_342_ << l_350_);
                            uint l_352_ = (l_349_ | l_351_);
                            l_mut_116_ = l_352_;
                        }
                        l_mut_110_ = l_342_;
                        bool l_353_ = (l_347_ > 0u);
                        if (l_353_) {
                            uint l_354_ = (l_342_ >> l_347_);
                            uint l_355_ = (32u - l_347_);
                            uint l_356_ = (l_346_ << l_355_);
                            uint l_357_ = (l_354_ | l_356_);
                            l_mut_110_ = l_357_;
                        }
                        uint _e1548 = l_mut_116_;
                        l_mut_95_ = _e1548;
                        uint _e1549 = l_mut_110_;
                        l_mut_116_ = _e1549;
                        bool l_358_ = (l_9_ >= 64u);
                        if (l_358_) {
                            l_mut_95_ = l_346_;
                            l_mut_116_ = 0u;
                        } else {
                            bool l_359_ = (l_9_ >= 32u);
                            if (l_359_) {
                                l_mut_110_ = l_342_;
                                bool l_360_ = (l_347_ > 0u);
                                if (l_360_) {
                                    uint l_361_ = (l_342_ >> l_347_);
                                    uint l_362_ = (32u - l_347_);
                                    uint l_363_ = (l_346_ << l_362_);
                                    uint l_364_ = (l_361_ | l_363_);
                                    l_mut_110_ = l_364_;
                                }
                                uint l_365_ = (l_346_ >> l_347_);
                                uint _e1563 = l_mut_110_;
                                l_mut_95_ = _e1563;
                                l_mut_116_ = l_365_;
                            }
                        }
                        uint _e1564 = l_mut_95_;
                        l_mut_184_ = _e1564;
                        uint _e1565 = l_mut_116_;
                        l_mut_122_ = _e1565;
                        if (l_333_) {
                            uint _e1567 = l_mut_184_;
                            uint l_366_ = (0u - _e1567);
                            uint _e1570 = l_mut_122_;
                            uint l_367_ = (0u - _e1570);
                            uint _e1573 = l_mut_184_;
                            bool l_368_ = (0u < _e1573);
                            uint l_369_ = uint(l_368_);
                            uint l_370_ = (l_367_ - l_369_);
                            l_mut_184_ = l_366_;
                            l_mut_122_ = l_370_;
                        }
                        uint _e1577 = l_mut_184_;
                        l_mut_240_ = _e1577;
                        uint _e1578 = l_mut_122_;
                        l_mut_190_ = _e1578;
                    } else {
                        uint l_371_ = (l_77_ >> 31u);
                        bool l_372_ = (l_371_ == 1u);
                        l_mut_184_ = l_74_;
                        l_mut_122_ = l_77_;
                        if (l_372_) {
                            uint l_373_ = (0u - l_74_);
                            uint l_374_ = (0u - l_77_);
                            bool l_375_ = (0u < l_74_);
                            uint l_376_ = uint(l_375_);
                            uint l_377_ = (l_374_ - l_376_);
                            l_mut_184_ = l_373_;
                            l_mut_122_ = l_377_;
                        }
                        uint _e1591 = l_mut_184_;
                        uint _e1592 = l_mut_320_;
                        uint l_378_ = (_e1591 * _e1592);
                        uint _e1594 = l_mut_122_;
                        uint _e1595 = l_mut_320_;
                        uint l_379_ = (_e1594 * _e1595);
                        uint _e1597 = l_mut_184_;
                        uint l_1067_ = (_e1597 & 65535u);
                        uint _e1600 = l_mut_184_;
                        uint l_1068_ = (_e1600 >> 16u);
                        uint l_1069_ = (l_1068_ & 65535u);
                        uint _e1605 = l_mut_320_;
                        uint l_1070_ = (_e1605 & 65535u);
                        uint _e1608 = l_mut_320_;
                        uint l_1071_ = (_e1608 >> 16u);
                        uint l_1072_ = (l_1071_ & 65535u);
                        uint l_1073_ = (l_1067_ * l_1070_);
                        uint l_1074_ = (l_1069_ * l_1070_);
                        uint l_1075_ = (l_1067_ * l_1072_);
                        uint l_1076_ = (l_1069_ * l_1072_);
                        uint l_1077_ = (l_1073_ >> 16u);
                        uint l_1078_ = (l_1077_ & 65535u);
                        uint l_1079_ = (l_1074_ & 65535u);
                        uint l_1080_ = (l_1078_ + l_1079_);
                        uint l_1081_ = (l_1075_ & 65535u);
                        uint l_1082_ = (l_1080_ + l_1081_);
                        uint l_1083_ = (l_1074_ >> 16u);
                        uint l_1084_ = (l_1083_ & 65535u);
                        uint l_1085_ = (l_1076_ + l_1084_);
                        uint l_1086_ = (l_1075_ >> 16u);
                        uint l_1087_ = (l_1086_ & 65535u);
                        uint l_1088_ = (l_1085_ + l_1087_);
                        uint l_1089_ = (l_1082_ >> 16u);
                        uint l_1090_ = (l_1089_ & 65535u);
                        uint l_380_ = (l_1088_ + l_1090_);
                        uint l_381_ = (l_380_ + l_379_);
                        uint _e1643 = l_mut_122_;
                        uint l_1092_ = (_e1643 & 65535u);
                        uint _e1646 = l_mut_122_;
                        uint l_1093_ = (_e1646 >> 16u);
                        uint l_1094_ = (l_1093_ & 65535u);
                        uint _e1651 = l_mut_320_;
                        uint l_1095_ = (_e1651 & 65535u);
                        uint _e1654 = l_mut_320_;
                        uint l_1096_ = (_e1654 >> 16u);
                        uint l_1097_ = (l_1096_ & 65535u);
                        uint l_1098_ = (l_1092_ * l_1095_);
                        uint l_1099_ = (l_1094_ * l_1095_);
                        uint l_1100_ = (l_1092_ * l_1097_);
                        uint l_1101_ = (l_1094_ * l_1097_);
                        uint l_1102_ = (l_1098_ >> 16u);
                        uint l_1103_ = (l_1102_ & 65535u);
                        uint l_1104_ = (l_1099_ & 65535u);
                        uint l_1105_ = (l_1103_ + l_1104_);
                        uint l_1106_ = (l_1100_ & 65535u);
                        uint l_1107_ = (l_1105_ + l_1106_);
                        uint l_1108_ = (l_1099_ >> 16u);
                        uint l_1109_ = (l_1108_ & 65535u);
                        uint l_1110_ = (l_1101_ + l_1109_);
                        uint l_1111_ = (l_1100_ >> 16u);
                        uint l_1112_ = (l_1111_ & 65535u);
                        uint l_1113_ = (l_1110_ + l_1112_);
                        uint l_1114_ = (l_1107_ >> 16u);
                        uint l_1115_ = (l_1114_ & 65535u);
                        uint l_382_ = (l_1113_ + l_1115_);
                        bool l_383_ = (l_381_ < l_379_);
                        uint l_384_ = uint(l_383_);
                        uint l_385_ = (l_382_ + l_384_);
                        l_mut_116_ = l_378_;
                        bool l_387_ = (0u > 0u);
                        if (l_387_) {
                            uint l_388_ = (l_378_ >> 0u);
                            uint l_389_ = (32u - 0u);
                            uint l_390_ = (l_381_ << l_389_);
                            uint l_391_ = (l_388_ | l_390_);
                            l_mut_116_ = l_391_;
                        }
                        l_mut_110_ = l_381_;
                        bool l_392_ = (0u > 0u);
                        if (l_392_) {
                            uint l_393_ = (l_381_ >> 0u);
                            uint l_394_ = (32u - 0u);
                            uint l_395_ = (l_385_ << l_394_);
                            uint l_396_ = (l_393_ | l_395_);
                            l_mut_110_ = l_396_;
                        }
                        uint _e1706 = l_mut_116_;
                        l_mut_95_ = _e1706;
                        uint _e1707 = l_mut_110_;
                        l_mut_116_ = _e1707;
                        if (false) {
                            l_mut_95_ = l_385_;
                            l_mut_116_ = 0u;
                        } else {
                            if (false) {
                                l_mut_110_ = l_381_;
                                bool l_399_ = (0u > 0u);
                                if (l_399_) {
                                    uint l_400_ = (l_381_ >> 0u);
                                    uint l_401_ = (32u - 0u);
                                    uint l_402_ = (l_385_ << l_401_);
                                    uint l_403_ = (l_400_ | l_402_);
                                    l_mut_110_ = l_403_;
                                }
                                uint l_404_ = (l_385_ >> 0u);
                                uint _e1719 = l_mut_110_;
                                l_mut_95_ = _e1719;
                                l_mut_116_ = l_404_;
                            }
                        }
                        uint _e1720 = l_mut_184_;
                        uint _e1721 = l_mut_320_;
                        uint l_405_ = (_e1720 * _e1721);
                        uint _e1723 = l_mut_122_;
                        uint _e1724 = l_mut_320_;
                        uint l_406_ = (_e1723 * _e1724);
                        uint _e1726 = l_mut_184_;
                        uint l_1117_ = (_e1726 & 65535u);
                        uint _e1729 = l_mut_184_;
                        uint l_1118_ = (_e1729 >> 16u);
                        uint l_1119_ = (l_1118_ & 65535u);
                        uint _e1734 = l_mut_320_;
                        uint l_1120_ = (_e1734 & 65535u);
                        uint _e1737 = l_mut_320_;
                        uint l_1121_ = (_e1737 >> 16u);
                        uint l_1122_ = (l_1121_ & 65535u);
                        uint l_1123_ = (l_1117_ * l_1120_);
                        uint l_1124_ = (l_1119_ * l_1120_);
                        uint l_1125_ = (l_1117_ * l_1122_);
                        uint l_1126_ = (l_1119_ * l_1122_);
                        uint l_1127_ = (l_1123_ >> 16u);
                        uint l_1128_ = (l_1127_ & 65535u);
                        uint l_1129_ = (l_1124_ & 65535u);
                        uint l_1130_ = (l_1128_ + l_1129_);
                        uint l_1131_ = (l_1125_ & 65535u);
                        uint l_1132_ = (l_1130_ + l_1131_);
                        uint l_1133_ = (l_1124_ >> 16u);
                        uint l_1134_ = (l_1133_ & 65535u);
                        uint l_1135_ = (l_1126_ + l_1134_);
                        uint l_1136_ = (l_1125_ >> 16u);
                        uint l_1137_ = (l_1136_ & 65535u);
                        uint l_1138_ = (l_1135_ + l_1137_);
                        uint l_1139_ = (l_1132_ >> 16u);
                        uint l_1140_ = (l_1139_ & 65535u);
                        uint l_407_ = (l_1138_ + l_1140_);
                        uint l_408_ = (l_407_ + l_406_);
                        uint _e1772 = l_mut_122_;
                        uint l_1142_ = (_e1772 & 65535u);
                        uint _e1775 = l_mut_122_;
                        uint l_1143_ = (_e1775 >> 16u);
                        uint l_1144_ = (l_1143_ & 65535u);
                        uint _e1780 = l_mut_320_;
                        uint l_1145_ = (_e1780 & 65535u);
                        uint _e1783 = l_mut_320_;
                        uint l_1146_ = (_e1783 >> 16u);
                        uint l_1147_ = (l_1146_ & 65535u);
                        uint l_1148_ = (l_1142_ * l_1145_);
                        uint l_1149_ = (l_1144_ * l_1145_);
                        uint l_1150_ = (l_1142_ * l_1147_);
                        uint l_1151_ = (l_1144_ * l_1147_);
                        uint l_1152_ = (l_1148_ >> 16u);
                        uint l_1153_ = (l_1152_ & 65535u);
                        uint l_1154_ = (l_1149_ & 65535u);
                        uint l_1155_ = (l_1153_ + l_1154_);
                        uint l_1156_ = (l_1150_ & 65535u);
                        uint l_1157_ = (l_1155_ + l_1156_);
                        uint l_1158_ = (l_1149_ >> 16u);
                        uint l_1159_ = (l_1158_ & 65535u);
                        uint l_1160_ = (l_1151_ + l_1159_);
                        uint l_1161_ = (l_1150_ >> 16u);
                        uint l_1162_ = (l_1161_ & 65535u);
                        uint l_1163_ = (l_1160_ + l_1162_);
                        uint l_1164_ = (l_1157_ >> 16u);
                        uint l_1165_ = (l_1164_ & 65535u);
                        uint l_409_ = (l_1163_ + l_1165_);
                        bool l_410_ = (l_408_ < l_406_);
                        uint l_411_ = uint(l_410_);
                        uint l_412_ = (l_409_ + l_411_);
                        l_mut_110_ = l_405_;
                        bool l_414_ = (0u > 0u);
                        if (l_414_) {
                            uint l_415_ = (l_405_ >> 0u);
                            uint l_416_ = (32u - 0u);
                            uint l_417_ = (l_408_ << l_416_);
                            uint l_418_ = (l_415_ | l_417_);
                            l_mut_110_ = l_418_;
                        }
                        l_mut_94_ = l_408_;
                        bool l_419_ = (0u > 0u);
                        if (l_419_) {
                            uint l_420_ = (l_408_ >> 0u);
                            uint l_421_ = (32u - 0u);
                            uint l_422_ = (l_412_ << l_421_);
                            uint l_423_ = (l_420_ | l_422_);
                            l_mut_94_ = l_423_;
                        }
                        uint _e1835 = l_mut_110_;
                        l_mut_89_ = _e1835;
                        uint _e1836 = l_mut_94_;
                        l_mut_110_ = _e1836;
                        if (true) {
                            l_mut_89_ = l_412_;
                            l_mut_110_ = 0u;
                        } else {
                            if (true) {
                                l_mut_94_ = l_408_;
                                bool l_426_ = (0u > 0u);
                                if (l_426_) {
                                    uint l_427_ = (l_408_ >> 0u);
                                    uint l_428_ = (32u - 0u);
                                    uint l_429_ = (l_412_ << l_428_);
                                    uint l_430_ = (l_427_ | l_429_);
                                    l_mut_94_ = l_430_;
                                }
                                uint l_431_ = (l_412_ >> 0u);
                                uint _e1848 = l_mut_94_;
                                l_mut_89_ = _e1848;
                                l_mut_110_ = l_431_;
                            }
                        }
                        uint _e1849 = l_mut_95_;
                        uint _e1850 = l_mut_320_;
                        uint l_432_ = (_e1849 * _e1850);
                        uint _e1852 = l_mut_116_;
                        uint _e1853 = l_mut_320_;
                        uint l_433_ = (_e1852 * _e1853);
                        uint _e1855 = l_mut_95_;
                        uint l_1167_ = (_e1855 & 65535u);
                        uint _e1858 = l_mut_95_;
                        uint l_1168_ = (_e1858 >> 16u);
                        uint l_1169_ = (l_1168_ & 65535u);
                        uint _e1863 = l_mut_320_;
                        uint l_1170_ = (_e1863 & 65535u);
                        uint _e1866 = l_mut_320_;
                        uint l_1171_ = (_e1866 >> 16u);
                        uint l_1172_ = (l_1171_ & 65535u);
                        uint l_1173_ = (l_1167_ * l_1170_);
                        uint l_1174_ = (l_1169_ * l_1170_);
                        uint l_1175_ = (l_1167_ * l_1172_);
                        uint l_1176_ = (l_1169_ * l_1172_);
                        uint l_1177_ = (l_1173_ >> 16u);
                        uint l_1178_ = (l_1177_ & 65535u);
                        uint l_1179_ = (l_1174_ & 65535u);
                        uint l_1180_ = (l_1178_ + l_1179_);
                        uint l_1181_ = (l_1175_ & 65535u);
                        uint l_1182_ = (l_1180_ + l_1181_);
                        uint l_1183_ = (l_1174_ >> 16u);
                        uint l_1184_ = (l_1183_ & 65535u);
                        uint l_1185_ = (l_1176_ + l_1184_);
                        uint l_1186_ = (l_1175_ >> 16u);
                        uint l_1187_ = (l_1186_ & 65535u);
                        uint l_1188_ = (l_1185_ + l_1187_);
                        uint l_1189_ = (l_1182_ >> 16u);
                        uint l_1190_ = (l_1189_ & 65535u);
                        uint l_434_ = (l_1188_ + l_1190_);
                        uint l_435_ = (l_434_ + l_433_);
                        uint _e1901 = l_mut_116_;
                        uint l_1192_ = (_e1901 & 65535u);
                        uint _e1904 = l_mut_116_;
                        uint l_1193_ = (_e1904 >> 16u);
                        uint l_1194_ = (l_1193_ & 65535u);
                        uint _e1909 = l_mut_320_;
                        uint l_1195_ = (_e1909 & 65535u);
                        uint _e1912 = l_mut_320_;
                        uint l_1196_ = (_e1912 >> 16u);
                        uint l_1197_ = (l_1196_ & 65535u);
                        uint l_1198_ = (l_1192_ * l_1195_);
                        uint l_1199_ = (l_1194_ * l_1195_);
                        uint l_1200_ = (l_1192_ * l_1197_);
                        uint l_1201_ = (l_1194_ * l_1197_);
                        uint l_1202_ = (l_1198_ >> 16u);
                        uint l_1203_ = (l_1202_ & 65535u);
                        uint l_1204_ = (l_1199_ & 65535u);
                        uint l_1205_ = (l_1203_ + l_1204_);
                        uint l_1206_ = (l_1200_ & 65535u);
                        uint l_1207_ = (l_1205_ + l_1206_);
                        uint l_1208_ = (l_1199_ >> 16u);
                        uint l_1209_ = (l_1208_ & 65535u);
                        uint l_1210_ = (l_1201_ + l_1209_);
                        uint l_1211_ = (l_1200_ >> 16u);
                        uint l_1212_ = (l_1211_ & 65535u);
                        uint l_1213_ = (l_1210_ + l_1212_);
                        uint l_1214_ = (l_1207_ >> 16u);
                        uint l_1215_ = (l_1214_ & 65535u);
                        uint l_436_ = (l_1213_ + l_1215_);
                        bool l_437_ = (l_435_ < l_433_);
                        uint l_438_ = uint(l_437_);
                        uint l_439_ = (l_436_ + l_438_);
                        l_mut_184_ = l_432_;
                        bool l_441_ = (0u > 0u);
                        if (l_441_) {
                            uint l_442_ = (l_432_ >> 0u);
                            uint l_443_ = (32u - 0u);
                            uint l_444_ = (l_435_ << l_443_);
                            uint l_445_ = (l_442_ | l_444_);
                            l_mut_184_ = l_445_;
                        }
                        l_mut_122_ = l_435_;
                        bool l_446_ = (0u > 0u);
                        if (l_446_) {
                            uint l_447_ = (l_435_ >> 0u);
                            uint l_448_ = (32u - 0u);
                            uint l_449_ = (l_439_ << l_448_);
                            uint l_450_ = (l_447_ | l_449_);
                            l_mut_122_ = l_450_;
                        }
                        uint _e1964 = l_mut_184_;
                        l_mut_94_ = _e1964;
                        uint _e1965 = l_mut_122_;
                        l_mut_184_ = _e1965;
                        if (false) {
                            l_mut_94_ = l_439_;
                            l_mut_184_ = 0u;
                        } else {
                            if (false) {
                                l_mut_122_ = l_435_;
                                bool l_453_ = (0u > 0u);
                                if (l_453_) {
                                    uint l_454_ = (l_435_ >> 0u);
                                    uint l_455_ = (32u - 0u);
                                    uint l_456_ = (l_439_ << l_455_);
                                    uint l_457_ = (l_454_ | l_456_);
                                    l_mut_122_ = l_457_;
                                }
                                uint l_458_ = (l_439_ >> 0u);
                                uint _e1977 = l_mut_122_;
                                l_mut_94_ = _e1977;
                                l_mut_184_ = l_458_;
                            }
                        }
                        uint _e1978 = l_mut_95_;
                        uint _e1979 = l_mut_320_;
                        uint l_459_ = (_e1978 * _e1979);
                        uint _e1981 = l_mut_116_;
                        uint _e1982 = l_mut_320_;
                        uint l_460_ = (_e1981 * _e1982);
                        uint _e1984 = l_mut_95_;
                        uint l_1217_ = (_e1984 & 65535u);
                        uint _e1987 = l_mut_95_;
                        uint l_1218_ = (_e1987 >> 16u);
                        uint l_1219_ = (l_1218_ & 65535u);
                        uint _e1992 = l_mut_320_;
                        uint l_1220_ = (_e1992 & 65535u);
                        uint _e1995 = l_mut_320_;
                        uint l_1221_ = (_e1995 >> 16u);
                        uint l_1222_ = (l_1221_ & 65535u);
                        uint l_1223_ = (l_1217_ * l_1220_);
                        uint l_1224_ = (l_1219_ * l_1220_);
                        uint l_1225_ = (l_1217_ * l_1222_);
                        uint l_1226_ = (l_1219_ * l_1222_);
                        uint l_1227_ = (l_1223_ >> 16u);
                        uint l_1228_ = (l_1227_ & 65535u);
                        uint l_1229_ = (l_1224_ & 65535u);
                        uint l_1230_ = (l_1228_ + l_1229_);
                        uint l_1231_ = (l_1225_ & 65535u);
                        uint l_1232_ = (l_1230_ + l_1231_);
                        uint l_1233_ = (l_1224_ >> 16u);
                        uint l_1234_ = (l_1233_ & 65535u);
                        uint l_1235_ = (l_1226_ + l_1234_);
                        uint l_1236_ = (l_1225_ >> 16u);
                        uint l_1237_ = (l_1236_ & 65535u);
                        uint l_1238_ = (l_1235_ + l_1237_);
                        uint l_1239_ = (l_1232_ >> 16u);
                        uint l_1240_ = (l_1239_ & 65535u);
                        uint l_461_ = (l_1238_ + l_1240_);
                        uint l_462_ = (l_461_ + l_460_);
                        uint _e2030 = l_mut_116_;
                        uint l_1242_ = (_e2030 & 65535u);
                        uint _e2033 = l_mut_116_;
                        uint l_1243_ = (_e2033 >> 16u);
                        uint l_1244_ = (l_1243_ & 65535u);
                        uint _e2038 = l_mut_320_;
                        uint l_1245_ = (_e2038 & 65535u);
                        uint _e2041 = l_mut_320_;
                        uint l_1246_ = (_e2041 >> 16u);
                        uint l_1247_ = (l_1246_ & 65535u);
                        uint l_1248_ = (l_1242_ * l_1245_);
                        uint l_1249_ = (l_1244_ * l_1245_);
                        uint l_1250_ = (l_1242_ * l_1247_);
                        uint l_1251_ = (l_1244_ * l_1247_);
                        uint l_1252_ = (l_1248_ >> 16u);
                        uint l_1253_ = (l_1252_ & 65535u);
                        uint l_1254_ = (l_1249_ & 65535u);
                        uint l_1255_ = (l_1253_ + l_1254_);
                        uint l_1256_ = (l_1250_ & 65535u);
                        uint l_1257_ = (l_1255_ + l_1256_);
                        uint l_1258_ = (l_1249_ >> 16u);
                        uint l_1259_ = (l_1258_ & 65535u);
                        uint l_1260_ = (l_1251_ + l_1259_);
                        uint l_1261_ = (l_1250_ >> 16u);
                        uint l_1262_ = (l_1261_ & 65535u);
                        uint l_1263_ = (l_1260_ + l_1262_);
                        uint l_1264_ = (l_1257_ >> 16u);
                        uint l_1265_ = (l_1264_ & 65535u);
                        uint l_463_ = (l_1263_ + l_1265_);
                        bool l_464_ = (l_462_ < l_460_);
                        uint l_465_ = uint(l_464_);
                        uint l_466_ = (l_463_ + l_465_);
                        l_mut_122_ = l_459_;
                        bool l_468_ = (0u > 0u);
                        if (l_468_) {
                            uint l_469_ = (l_459_ >> 0u);
                            uint l_470_ = (32u - 0u);
                            uint l_471_ = (l_462_ << l_470_);
                            uint l_472_ = (l_469_ | l_471_);
                            l_mut_122_ = l_472_;
                        }
                        l_mut_88_ = l_462_;
                        bool l_473_ = (0u > 0u);
                        if (l_473_) {
                            uint l_474_ = (l_462_ >> 0u);
                            uint l_475_ = (32u - 0u);
                            uint l_476_ = (l_466_ << l_475_);
                            uint l_477_ = (l_474_ | l_476_);
                            l_mut_88_ = l_477_;
                        }
                        uint _e2093 = l_mut_122_;
                        l_mut_46_ = _e2093;
                        uint _e2094 = l_mut_88_;
                        l_mut_122_ = _e2094;
                        if (true) {
                            l_mut_46_ = l_466_;
                            l_mut_122_ = 0u;
                        } else {
                            if (true) {
                                l_mut_88_ = l_462_;
                                bool l_480_ = (0u > 0u);
                                if (l_480_) {
                                    uint l_481_ = (l_462_ >> 0u);
                                    uint l_482_ = (32u - 0u);
                                    uint l_483_ = (l_466_ << l_482_);
                                    uint l_484_ = (l_481_ | l_483_);
                                    l_mut_88_ = l_484_;
                                }
                                uint l_485_ = (l_466_ >> 0u);
                                uint _e2106 = l_mut_88_;
                                l_mut_46_ = _e2106;
                                l_mut_122_ = l_485_;
                            }
                        }
                        uint _e2107 = l_mut_89_;
                        uint _e2108 = l_mut_320_;
                        uint l_486_ = (_e2107 * _e2108);
                        uint _e2110 = l_mut_89_;
                        uint l_1267_ = (_e2110 & 65535u);
                        uint _e2113 = l_mut_89_;
                        uint l_1268_ = (_e2113 >> 16u);
                        uint l_1269_ = (l_1268_ & 65535u);
                        uint _e2118 = l_mut_320_;
                        uint l_1270_ = (_e2118 & 65535u);
                        uint _e2121 = l_mut_320_;
                        uint l_1271_ = (_e2121 >> 16u);
                        uint l_1272_ = (l_1271_ & 65535u);
                        uint l_1273_ = (l_1267_ * l_1270_);
                        uint l_1274_ = (l_1269_ * l_1270_);
                        uint l_1275_ = (l_1267_ * l_1272_);
                        uint l_1276_ = (l_1269_ * l_1272_);
                        uint l_1277_ = (l_1273_ >> 16u);
                        uint l_1278_ = (l_1277_ & 65535u);
                        uint l_1279_ = (l_1274_ & 65535u);
                        uint l_1280_ = (l_1278_ + l_1279_);
                        uint l_1281_ = (l_1275_ & 65535u);
                        uint l_1282_ = (l_1280_ + l_1281_);
                        uint l_1283_ = (l_1274_ >> 16u);
                        uint l_1284_ = (l_1283_ & 65535u);
                        uint l_1285_ = (l_1276_ + l_1284_);
                        uint l_1286_ = (l_1275_ >> 16u);
                        uint l_1287_ = (l_1286_ & 65535u);
                        uint l_1288_ = (l_1285_ + l_1287_);
                        uint l_1289_ = (l_1282_ >> 16u);
                        uint l_1290_ = (l_1289_ & 65535u);
                        uint l_487_ = (l_1288_ + l_1290_);
                        uint _e2155 = l_mut_110_;
                        uint _e2156 = l_mut_320_;
                        uint l_488_ = (_e2155 * _e2156);
                        uint l_489_ = (l_487_ + l_488_);
                        uint _e2159 = l_mut_46_;
                        uint l_490_ = (_e2159 + l_486_);
                        uint _e2161 = l_mut_122_;
                        uint l_491_ = (_e2161 + l_489_);
                        uint _e2163 = l_mut_46_;
                        bool l_492_ = (l_490_ < _e2163);
                        uint l_493_ = uint(l_492_);
                        uint l_494_ = (l_491_ + l_493_);
                        uint _e2167 = l_mut_94_;
                        l_mut_240_ = _e2167;
                        uint _e2168 = l_mut_184_;
                        l_mut_190_ = _e2168;
                        bool l_495_ = (l_9_ == 64u);
                        if (l_495_) {
                            l_mut_240_ = l_490_;
                            l_mut_190_ = l_494_;
                        } else {
                            bool l_496_ = (l_9_ > 0u);
                            if (l_496_) {
                                uint l_497_ = (64u - l_9_);
                                l_mut_122_ = l_490_;
                                l_mut_116_ = l_494_;
                                bool l_498_ = (l_497_ >= 32u);
                                if (l_498_) {
                                    uint l_499_ = (l_497_ & 31u);
                                    uint l_500_ = (l_490_ << l_499_);
                                    l_mut_122_ = 0u;
                                    l_mut_116_ = l_500_;
                                } else {
                                    bool l_501_ = (l_497_ > 0u);
                                    if (l_501_) {
                                        uint l_502_ = (l_490_ << l_497_);
                                        uint l_503_ = (l_494_ << l_497_);
                                        uint l_504_ = (32u - l_497_);
                                        uint l_505_ = (l_490_ >> l_504_);
                                        uint l_506_ = (l_503_ | l_505_);
                                        l_mut_122_ = l_502_;
                                        l_mut_116_ = l_506_;
                                    }
                                }
                                uint _e2189 = l_mut_94_;
                                l_mut_110_ = _e2189;
                                uint _e2190 = l_mut_184_;
                                l_mut_95_ = _e2190;
                                bool l_507_ = (l_9_ >= 32u);
                                if (l_507_) {
                                    uint l_508_ = (l_9_ & 31u);
                                    uint _e2195 = l_mut_184_;
                                    uint l_509_ = (_e2195 >> l_508_);
                                    l_mut_110_ = l_509_;
                                    l_mut_95_ = 0u;
                                } else {
                                    bool l_510_ = (l_9_ > 0u);
                                    if (l_510_) {
                                        uint _e2200 = l_mut_94_;
                                        l_mut_89_ = _e2200;
                                        bool l_511_ = (l_9_ > 0u);
                                        if (l_511_) {
                                            uint _e2203 = l_mut_94_;
                                            uint l_512_ = (_e2203 >> l_9_);
                                            uint l_513_ = (32u - l_9_);
                                            uint _e2207 = l_mut_184_;
                                            uint l_514_ = (_e2207 << l_513_);
                                            uint l_515_ = (l_512_ | l_514_);
                                            l_mut_89_ = l_515_;
                                        }
                                        uint _e2210 = l_mut_184_;
                                        uint l_516_ = (_e2210 >> l_9_);
                                        uint _e2212 = l_mut_89_;
                                        l_mut_110_ = _e2212;
                                        l_mut_95_ = l_516_;
                                    }
                                }
                                uint _e2213 = l_mut_122_;
                                uint _e2214 = l_mut_110_;
                                uint l_517_ = (_e2213 + _e2214);
                                uint _e2216 = l_mut_116_;
                                uint _e2217 = l_mut_95_;
                                uint l_518_ = (_e2216 + _e2217);
                                uint _e2219 = l_mut_122_;
                                bool l_519_ = (l_517_ < _e2219);
                                uint l_520_ = uint(l_519_);
                                uint l_521_ = (l_518_ + l_520_);
                                l_mut_240_ = l_517_;
                                l_mut_190_ = l_521_;
                            }
                        }
                        if (l_372_) {
                            uint _e2224 = l_mut_240_;
                            uint l_522_ = (0u - _e2224);
                            uint _e2227 = l_mut_190_;
                            uint l_523_ = (0u - _e2227);
                            uint _e2230 = l_mut_240_;
                            bool l_524_ = (0u < _e2230);
                            uint l_525_ = uint(l_524_);
                            uint l_526_ = (l_523_ - l_525_);
                            l_mut_240_ = l_522_;
                            l_mut_190_ = l_526_;
                        }
                    }
                    uint _e2234 = l_mut_240_;
                    uint l_527_ = (l_325_ + _e2234);
                    uint _e2236 = l_mut_190_;
                    uint l_528_ = (l_329_ + _e2236);
                    bool l_529_ = (l_527_ < l_325_);
                    uint l_530_ = uint(l_529_);
                    uint l_531_ = (l_528_ + l_530_);
                    uint l_532_ = (0u - l_527_);
                    uint l_533_ = (0u - l_531_);
                    bool l_534_ = (0u < l_527_);
                    uint l_535_ = uint(l_534_);
                    uint l_536_ = (l_533_ - l_535_);
                    l_mut_240_ = l_532_;
                    l_mut_190_ = l_536_;
                    uint _e2249 = l_mut_190_;
                    bool l_537_ = (l_531_ < _e2249);
                    uint _e2251 = l_mut_190_;
                    bool l_538_ = (l_531_ == _e2251);
                    uint _e2253 = l_mut_240_;
                    bool l_539_ = (l_527_ < _e2253);
                    if (l_538_) {
                        local_8 = l_539_;
                    } else {
                        local_8 = false;
                    }
                    bool l_540_ = local_8;
                    if (!(l_537_)) {
                        local_9 = l_540_;
                    } else {
                        local_9 = true;
                    }
                    bool l_541_ = local_9;
                    if (l_541_) {
                        l_mut_240_ = l_527_;
                        l_mut_190_ = l_531_;
                    }
                    uint _e2264 = l_mut_190_;
                    bool l_542_ = (_e2264 < l_17_);
                    uint _e2266 = l_mut_190_;
                    bool l_543_ = (_e2266 == l_17_);
                    uint _e2268 = l_mut_240_;
                    bool l_544_ = (_e2268 < l_14_);
                    if (l_543_) {
                        local_10 = l_544_;
                    } else {
                        local_10 = false;
                    }
                    bool l_545_ = local_10;
                    if (!(l_542_)) {
                        local_11 = l_545_;
                    } else {
                        local_11 = true;
                    }
                    bool l_546_ = local_11;
                    if (l_546_) {
                        uint _e2279 = l_mut_246_;
                        uint l_547_ = (_e2279 * 2u);
                        uint l_548_ = (l_547_ + 1u);
                        uint l_549_ = _group_0_binding_7_cs.static_meta[12];
                        bool l_550_ = (l_548_ < l_549_);
                        if (l_550_) {
                            uint l_1292_ = _group_0_binding_7_cs.static_meta[5];
                            uint l_1293_ = (l_1292_ * 1u);
                            bool l_1294_ = (l_547_ < l_1293_);
                            if (l_1294_) {
                                _group_0_binding_5_cs[l_547_] = l_32_;
                            }
                            uint l_551_ = (l_547_ + 1u);
                            uint l_1295_ = _group_0_binding_7_cs.static_meta[5];
                            uint l_1296_ = (l_1295_ * 1u);
                            bool l_1297_ = (l_551_ < l_1296_);
                            if (l_1297_) {
                                uint _e2309 = l_mut_320_;
                                _group_0_binding_5_cs[l_551_] = _e2309;
                            }
                        }
                        uint _e2310 = l_mut_246_;
                        l_mut_246_ = (_e2310 + 1u);
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
