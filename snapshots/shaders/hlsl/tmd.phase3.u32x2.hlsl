struct info_st {
    uint static_meta[14];
};

static const uint WORKGROUP_SIZE_X = 64u;
static const uint WORKGROUP_SIZE_Y = 1u;
static const uint WORKGROUP_SIZE_Z = 1u;

RWByteAddressBuffer buffer_0_global : register(u0);
RWByteAddressBuffer buffer_1_global : register(u1);
RWByteAddressBuffer buffer_2_global : register(u2);
RWByteAddressBuffer buffer_3_global : register(u3);
RWByteAddressBuffer buffer_4_global : register(u4);
RWByteAddressBuffer buffer_5_global : register(u5);
RWByteAddressBuffer buffer_6_global : register(u6);
ByteAddressBuffer info : register(t7);

uint naga_div(uint lhs, uint rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

uint naga_mod(uint lhs, uint rhs) {
    return lhs % (rhs == 0u ? 1u : rhs);
}

[numthreads(64, 1, 1)]
void phase3_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint l_mut_104_ = (uint)0;
    uint l_mut_105_ = (uint)0;
    uint l_mut_120_ = (uint)0;
    uint l_mut_126_ = (uint)0;
    uint l_mut_132_ = (uint)0;
    uint l_mut_194_ = (uint)0;
    uint l_mut_200_ = (uint)0;
    uint l_mut_250_ = (uint)0;
    uint l_mut_256_ = (uint)0;
    uint l_mut_56_ = (uint)0;
    uint l_mut_98_ = (uint)0;
    uint l_mut_99_ = (uint)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    uint l_mut_88_ = (uint)0;
    bool local_4 = (bool)0;
    bool local_5 = (bool)0;
    bool local_6 = (bool)0;
    bool local_7 = (bool)0;
    uint l_mut_330_ = (uint)0;
    bool local_8 = (bool)0;
    bool local_9 = (bool)0;
    bool local_10 = (bool)0;
    bool local_11 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_646_ = asuint(info.Load(24+0));
        uint l_647_ = (l_646_ * 1u);
        uint l_648_ = (l_647_ - 1u);
        uint l_649_ = min(3u, l_648_);
        uint _e52; buffer_6_global.InterlockedAdd(l_649_*4, 1u, _e52);
    }
    uint l_562_ = asuint(info.Load(12+0));
    uint l_563_ = (l_562_ * 1u);
    bool l_564_ = (0u < l_563_);
    uint l_565_ = (l_563_ - 1u);
    uint l_566_ = min(0u, l_565_);
    uint l_567_ = asuint(buffer_3_global.Load(l_566_*4));
    uint l_4_ = (l_564_ ? l_567_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_569_ = asuint(info.Load(12+0));
    uint l_570_ = (l_569_ * 1u);
    bool l_571_ = (l_6_ < l_570_);
    uint l_572_ = (l_570_ - 1u);
    uint l_573_ = min(l_6_, l_572_);
    uint l_574_ = asuint(buffer_3_global.Load(l_573_*4));
    uint l_7_ = (l_571_ ? l_574_ : 0u);
    uint l_576_ = asuint(info.Load(12+0));
    uint l_577_ = (l_576_ * 1u);
    bool l_578_ = (2u < l_577_);
    uint l_579_ = (l_577_ - 1u);
    uint l_580_ = min(2u, l_579_);
    uint l_581_ = asuint(buffer_3_global.Load(l_580_*4));
    uint l_9_ = (l_578_ ? l_581_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_583_ = asuint(info.Load(12+0));
    uint l_584_ = (l_583_ * 1u);
    bool l_585_ = (l_11_ < l_584_);
    uint l_586_ = (l_584_ - 1u);
    uint l_587_ = min(l_11_, l_586_);
    uint l_588_ = asuint(buffer_3_global.Load(l_587_*4));
    uint l_12_ = (l_585_ ? l_588_ : 0u);
    uint l_590_ = asuint(info.Load(12+0));
    uint l_591_ = (l_590_ * 1u);
    bool l_592_ = (4u < l_591_);
    uint l_593_ = (l_591_ - 1u);
    uint l_594_ = min(4u, l_593_);
    uint l_595_ = asuint(buffer_3_global.Load(l_594_*4));
    uint l_14_ = (l_592_ ? l_595_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_597_ = asuint(info.Load(12+0));
    uint l_598_ = (l_597_ * 1u);
    bool l_599_ = (l_16_ < l_598_);
    uint l_600_ = (l_598_ - 1u);
    uint l_601_ = min(l_16_, l_600_);
    uint l_602_ = asuint(buffer_3_global.Load(l_601_*4));
    uint l_17_ = (l_599_ ? l_602_ : 0u);
    uint l_604_ = asuint(info.Load(12+0));
    uint l_605_ = (l_604_ * 1u);
    bool l_606_ = (6u < l_605_);
    uint l_607_ = (l_605_ - 1u);
    uint l_608_ = min(6u, l_607_);
    uint l_609_ = asuint(buffer_3_global.Load(l_608_*4));
    uint l_19_ = (l_606_ ? l_609_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_611_ = asuint(info.Load(12+0));
    uint l_612_ = (l_611_ * 1u);
    bool l_613_ = (l_21_ < l_612_);
    uint l_614_ = (l_612_ - 1u);
    uint l_615_ = min(l_21_, l_614_);
    uint l_616_ = asuint(buffer_3_global.Load(l_615_*4));
    uint l_22_ = (l_613_ ? l_616_ : 0u);
    uint l_618_ = asuint(info.Load(12+0));
    uint l_619_ = (l_618_ * 1u);
    bool l_620_ = (8u < l_619_);
    uint l_621_ = (l_619_ - 1u);
    uint l_622_ = min(8u, l_621_);
    uint l_623_ = asuint(buffer_3_global.Load(l_622_*4));
    uint l_24_ = (l_620_ ? l_623_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_625_ = asuint(info.Load(12+0));
    uint l_626_ = (l_625_ * 1u);
    bool l_627_ = (l_26_ < l_626_);
    uint l_628_ = (l_626_ - 1u);
    uint l_629_ = min(l_26_, l_628_);
    uint l_630_ = asuint(buffer_3_global.Load(l_629_*4));
    uint l_27_ = (l_627_ ? l_630_ : 0u);
    uint l_632_ = asuint(info.Load(12+0));
    uint l_633_ = (l_632_ * 1u);
    bool l_634_ = (10u < l_633_);
    uint l_635_ = (l_633_ - 1u);
    uint l_636_ = min(10u, l_635_);
    uint l_637_ = asuint(buffer_3_global.Load(l_636_*4));
    uint l_29_ = (l_634_ ? l_637_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_639_ = asuint(info.Load(12+0));
    uint l_640_ = (l_639_ * 1u);
    bool l_641_ = (l_31_ < l_640_);
    uint l_642_ = (l_640_ - 1u);
    uint l_643_ = min(l_31_, l_642_);
    uint l_644_ = asuint(buffer_3_global.Load(l_643_*4));
    uint l_32_ = (l_641_ ? l_644_ : 0u);
    uint l_33_ = naga_div(l_4_, 8u);
    uint l_34_ = (l_33_ + 64u);
    uint l_35_ = (l_34_ - 1u);
    uint l_36_ = naga_div(l_35_, 64u);
    uint l_37_ = asuint(info.Load(44+0));
    uint l_38_ = (l_37_ * l_36_);
    bool l_39_ = (id < l_38_);
    if (l_39_) {
        uint l_40_ = naga_div(id, l_36_);
        uint l_651_ = asuint(info.Load(16+0));
        uint l_652_ = (l_651_ * 1u);
        bool l_653_ = (l_40_ < l_652_);
        uint l_654_ = (l_652_ - 1u);
        uint l_655_ = min(l_40_, l_654_);
        uint l_656_ = asuint(buffer_4_global.Load(l_655_*4));
        uint l_41_ = (l_653_ ? l_656_ : 0u);
        uint l_42_ = naga_div(l_41_, 8u);
        uint l_43_ = naga_mod(l_41_, 8u);
        uint l_44_ = (l_43_ * l_33_);
        uint l_45_ = naga_mod(id, l_36_);
        uint l_46_ = (l_45_ * 64u);
        uint l_47_ = (l_44_ + l_46_);
        uint l_48_ = (l_47_ + 64u);
        uint l_49_ = (l_43_ + 1u);
        uint l_50_ = (l_49_ * l_33_);
        uint l_51_ = min(l_48_, l_50_);
        uint l_52_ = (l_42_ * l_4_);
        uint64_t l_700_ = uint64_t(l_42_);
        uint64_t l_701_ = uint64_t(l_4_);
        uint64_t l_702_ = (l_700_ * l_701_);
        uint64_t l_703_ = (l_702_ >> uint(32uL));
        uint l_53_ = uint(l_703_);
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
        uint _e347 = l_mut_56_;
        uint l_72_ = min(l_51_, _e347);
        uint l_73_ = (2u * l_42_);
        uint l_658_ = asuint(info.Load(0+0));
        uint l_659_ = (l_658_ * 1u);
        bool l_660_ = (l_73_ < l_659_);
        uint l_661_ = (l_659_ - 1u);
        uint l_662_ = min(l_73_, l_661_);
        uint l_663_ = asuint(buffer_0_global.Load(l_662_*4));
        uint l_74_ = (l_660_ ? l_663_ : 0u);
        uint l_75_ = (2u * l_42_);
        uint l_76_ = (l_75_ + 1u);
        uint l_665_ = asuint(info.Load(0+0));
        uint l_666_ = (l_665_ * 1u);
        bool l_667_ = (l_76_ < l_666_);
        uint l_668_ = (l_666_ - 1u);
        uint l_669_ = min(l_76_, l_668_);
        uint l_670_ = asuint(buffer_0_global.Load(l_669_*4));
        uint l_77_ = (l_667_ ? l_670_ : 0u);
        uint l_78_ = (2u * l_42_);
        uint l_672_ = asuint(info.Load(4+0));
        uint l_673_ = (l_672_ * 1u);
        bool l_674_ = (l_78_ < l_673_);
        uint l_675_ = (l_673_ - 1u);
        uint l_676_ = min(l_78_, l_675_);
        uint l_677_ = asuint(buffer_1_global.Load(l_676_*4));
        uint l_79_ = (l_674_ ? l_677_ : 0u);
        uint l_80_ = (2u * l_42_);
        uint l_81_ = (l_80_ + 1u);
        uint l_679_ = asuint(info.Load(4+0));
        uint l_680_ = (l_679_ * 1u);
        bool l_681_ = (l_81_ < l_680_);
        uint l_682_ = (l_680_ - 1u);
        uint l_683_ = min(l_81_, l_682_);
        uint l_684_ = asuint(buffer_1_global.Load(l_683_*4));
        uint l_82_ = (l_681_ ? l_684_ : 0u);
        uint l_83_ = (2u * l_42_);
        uint l_686_ = asuint(info.Load(8+0));
        uint l_687_ = (l_686_ * 1u);
        bool l_688_ = (l_83_ < l_687_);
        uint l_689_ = (l_687_ - 1u);
        uint l_690_ = min(l_83_, l_689_);
        uint l_691_ = asuint(buffer_2_global.Load(l_690_*4));
        uint l_84_ = (l_688_ ? l_691_ : 0u);
        uint l_85_ = (2u * l_42_);
        uint l_86_ = (l_85_ + 1u);
        uint l_693_ = asuint(info.Load(8+0));
        uint l_694_ = (l_693_ * 1u);
        bool l_695_ = (l_86_ < l_694_);
        uint l_696_ = (l_694_ - 1u);
        uint l_697_ = min(l_86_, l_696_);
        uint l_698_ = asuint(buffer_2_global.Load(l_697_*4));
        uint l_87_ = (l_695_ ? l_698_ : 0u);
        l_mut_56_ = 0u;
        l_mut_88_ = l_47_;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e974 = l_mut_88_;
                l_mut_88_ = (_e974 + 1u);
            }
            loop_init = false;
            uint _e459 = l_mut_88_;
            if ((_e459 < l_72_)) {
            } else {
                break;
            }
            {
                uint _e461 = l_mut_88_;
                uint l_89_ = (l_74_ * _e461);
                uint64_t l_705_ = uint64_t(l_74_);
                uint _e464 = l_mut_88_;
                uint64_t l_706_ = uint64_t(_e464);
                uint64_t l_707_ = (l_705_ * l_706_);
                uint64_t l_708_ = (l_707_ >> uint(32uL));
                uint l_90_ = uint(l_708_);
                uint _e473 = l_mut_88_;
                uint l_91_ = (l_77_ * _e473);
                uint l_92_ = (l_90_ + l_91_);
                uint l_93_ = (l_79_ + l_89_);
                uint l_94_ = (l_82_ + l_92_);
                bool l_95_ = (l_93_ < l_79_);
                uint l_96_ = uint(l_95_);
                uint l_97_ = (l_94_ + l_96_);
                l_mut_98_ = 0u;
                l_mut_99_ = 0u;
                uint _e483 = l_mut_88_;
                bool l_100_ = (_e483 < 65536u);
                if (l_100_) {
                    uint _e486 = l_mut_88_;
                    uint _e487 = l_mut_88_;
                    uint l_101_ = (_e486 * _e487);
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
                    uint _e501 = l_mut_104_;
                    uint l_111_ = (_e501 * l_101_);
                    uint _e503 = l_mut_105_;
                    uint l_112_ = (_e503 * l_101_);
                    uint _e505 = l_mut_104_;
                    uint64_t l_710_ = uint64_t(_e505);
                    uint64_t l_711_ = uint64_t(l_101_);
                    uint64_t l_712_ = (l_710_ * l_711_);
                    uint64_t l_713_ = (l_712_ >> uint(32uL));
                    uint l_113_ = uint(l_713_);
                    uint l_114_ = (l_113_ + l_112_);
                    uint _e516 = l_mut_105_;
                    uint64_t l_715_ = uint64_t(_e516);
                    uint64_t l_716_ = uint64_t(l_101_);
                    uint64_t l_717_ = (l_715_ * l_716_);
                    uint64_t l_718_ = (l_717_ >> uint(32uL));
                    uint l_115_ = uint(l_718_);
                    bool l_116_ = (l_114_ < l_112_);
                    uint l_117_ = uint(l_116_);
                    uint l_118_ = (l_115_ + l_117_);
                    uint l_119_ = naga_mod(l_9_, 32u);
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
                    uint _e545 = l_mut_120_;
                    l_mut_132_ = _e545;
                    uint _e546 = l_mut_126_;
                    l_mut_120_ = _e546;
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
                            uint _e560 = l_mut_126_;
                            l_mut_132_ = _e560;
                            l_mut_120_ = l_140_;
                        }
                    }
                    uint _e561 = l_mut_132_;
                    l_mut_126_ = _e561;
                    uint _e562 = l_mut_120_;
                    l_mut_132_ = _e562;
                    if (l_103_) {
                        uint _e564 = l_mut_126_;
                        uint l_141_ = (0u - _e564);
                        uint _e567 = l_mut_132_;
                        uint l_142_ = (0u - _e567);
                        uint _e570 = l_mut_126_;
                        bool l_143_ = (0u < _e570);
                        uint l_144_ = uint(l_143_);
                        uint l_145_ = (l_142_ - l_144_);
                        l_mut_126_ = l_141_;
                        l_mut_132_ = l_145_;
                    }
                    uint _e574 = l_mut_126_;
                    l_mut_98_ = _e574;
                    uint _e575 = l_mut_132_;
                    l_mut_99_ = _e575;
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
                    uint _e588 = l_mut_132_;
                    uint _e589 = l_mut_88_;
                    uint l_153_ = (_e588 * _e589);
                    uint _e591 = l_mut_126_;
                    uint _e592 = l_mut_88_;
                    uint l_154_ = (_e591 * _e592);
                    uint _e594 = l_mut_132_;
                    uint64_t l_720_ = uint64_t(_e594);
                    uint _e596 = l_mut_88_;
                    uint64_t l_721_ = uint64_t(_e596);
                    uint64_t l_722_ = (l_720_ * l_721_);
                    uint64_t l_723_ = (l_722_ >> uint(32uL));
                    uint l_155_ = uint(l_723_);
                    uint l_156_ = (l_155_ + l_154_);
                    uint _e606 = l_mut_126_;
                    uint64_t l_725_ = uint64_t(_e606);
                    uint _e608 = l_mut_88_;
                    uint64_t l_726_ = uint64_t(_e608);
                    uint64_t l_727_ = (l_725_ * l_726_);
                    uint64_t l_728_ = (l_727_ >> uint(32uL));
                    uint l_157_ = uint(l_728_);
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
                    uint _e635 = l_mut_120_;
                    l_mut_104_ = _e635;
                    uint _e636 = l_mut_105_;
                    l_mut_120_ = _e636;
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
                            uint _e648 = l_mut_105_;
                            l_mut_104_ = _e648;
                            l_mut_120_ = l_179_;
                        }
                    }
                    uint _e649 = l_mut_132_;
                    uint _e650 = l_mut_88_;
                    uint l_180_ = (_e649 * _e650);
                    uint _e652 = l_mut_126_;
                    uint _e653 = l_mut_88_;
                    uint l_181_ = (_e652 * _e653);
                    uint _e655 = l_mut_132_;
                    uint64_t l_730_ = uint64_t(_e655);
                    uint _e657 = l_mut_88_;
                    uint64_t l_731_ = uint64_t(_e657);
                    uint64_t l_732_ = (l_730_ * l_731_);
                    uint64_t l_733_ = (l_732_ >> uint(32uL));
                    uint l_182_ = uint(l_733_);
                    uint l_183_ = (l_182_ + l_181_);
                    uint _e667 = l_mut_126_;
                    uint64_t l_735_ = uint64_t(_e667);
                    uint _e669 = l_mut_88_;
                    uint64_t l_736_ = uint64_t(_e669);
                    uint64_t l_737_ = (l_735_ * l_736_);
                    uint64_t l_738_ = (l_737_ >> uint(32uL));
                    uint l_184_ = uint(l_738_);
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
                    uint _e696 = l_mut_105_;
                    l_mut_200_ = _e696;
                    uint _e697 = l_mut_194_;
                    l_mut_105_ = _e697;
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
                            uint _e709 = l_mut_194_;
                            l_mut_200_ = _e709;
                            l_mut_105_ = l_208_;
                        }
                    }
                    uint _e710 = l_mut_104_;
                    uint _e711 = l_mut_88_;
                    uint l_209_ = (_e710 * _e711);
                    uint _e713 = l_mut_120_;
                    uint _e714 = l_mut_88_;
                    uint l_210_ = (_e713 * _e714);
                    uint _e716 = l_mut_104_;
                    uint64_t l_740_ = uint64_t(_e716);
                    uint _e718 = l_mut_88_;
                    uint64_t l_741_ = uint64_t(_e718);
                    uint64_t l_742_ = (l_740_ * l_741_);
                    uint64_t l_743_ = (l_742_ >> uint(32uL));
                    uint l_211_ = uint(l_743_);
                    uint l_212_ = (l_211_ + l_210_);
                    uint _e728 = l_mut_120_;
                    uint64_t l_745_ = uint64_t(_e728);
                    uint _e730 = l_mut_88_;
                    uint64_t l_746_ = uint64_t(_e730);
                    uint64_t l_747_ = (l_745_ * l_746_);
                    uint64_t l_748_ = (l_747_ >> uint(32uL));
                    uint l_213_ = uint(l_748_);
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
                    uint _e757 = l_mut_194_;
                    l_mut_126_ = _e757;
                    uint _e758 = l_mut_132_;
                    l_mut_194_ = _e758;
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
                            uint _e770 = l_mut_132_;
                            l_mut_126_ = _e770;
                            l_mut_194_ = l_235_;
                        }
                    }
                    uint _e771 = l_mut_104_;
                    uint _e772 = l_mut_88_;
                    uint l_236_ = (_e771 * _e772);
                    uint _e774 = l_mut_120_;
                    uint _e775 = l_mut_88_;
                    uint l_237_ = (_e774 * _e775);
                    uint _e777 = l_mut_104_;
                    uint64_t l_750_ = uint64_t(_e777);
                    uint _e779 = l_mut_88_;
                    uint64_t l_751_ = uint64_t(_e779);
                    uint64_t l_752_ = (l_750_ * l_751_);
                    uint64_t l_753_ = (l_752_ >> uint(32uL));
                    uint l_238_ = uint(l_753_);
                    uint l_239_ = (l_238_ + l_237_);
                    uint _e789 = l_mut_120_;
                    uint64_t l_755_ = uint64_t(_e789);
                    uint _e791 = l_mut_88_;
                    uint64_t l_756_ = uint64_t(_e791);
                    uint64_t l_757_ = (l_755_ * l_756_);
                    uint64_t l_758_ = (l_757_ >> uint(32uL));
                    uint l_240_ = uint(l_758_);
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
                    uint _e818 = l_mut_132_;
                    l_mut_256_ = _e818;
                    uint _e819 = l_mut_250_;
                    l_mut_132_ = _e819;
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
                            uint _e831 = l_mut_250_;
                            l_mut_256_ = _e831;
                            l_mut_132_ = l_264_;
                        }
                    }
                    uint _e832 = l_mut_200_;
                    uint _e833 = l_mut_88_;
                    uint l_265_ = (_e832 * _e833);
                    uint _e835 = l_mut_200_;
                    uint64_t l_760_ = uint64_t(_e835);
                    uint _e837 = l_mut_88_;
                    uint64_t l_761_ = uint64_t(_e837);
                    uint64_t l_762_ = (l_760_ * l_761_);
                    uint64_t l_763_ = (l_762_ >> uint(32uL));
                    uint l_266_ = uint(l_763_);
                    uint _e846 = l_mut_105_;
                    uint _e847 = l_mut_88_;
                    uint l_267_ = (_e846 * _e847);
                    uint l_268_ = (l_266_ + l_267_);
                    uint _e850 = l_mut_256_;
                    uint l_269_ = (_e850 + l_265_);
                    uint _e852 = l_mut_132_;
                    uint l_270_ = (_e852 + l_268_);
                    uint _e854 = l_mut_256_;
                    bool l_271_ = (l_269_ < _e854);
                    uint l_272_ = uint(l_271_);
                    uint l_273_ = (l_270_ + l_272_);
                    uint _e858 = l_mut_126_;
                    l_mut_98_ = _e858;
                    uint _e859 = l_mut_194_;
                    l_mut_99_ = _e859;
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
                            uint _e880 = l_mut_126_;
                            l_mut_200_ = _e880;
                            uint _e881 = l_mut_194_;
                            l_mut_132_ = _e881;
                            bool l_286_ = (l_9_ >= 32u);
                            if (l_286_) {
                                uint l_287_ = (l_9_ & 31u);
                                uint _e886 = l_mut_194_;
                                uint l_288_ = (_e886 >> l_287_);
                                l_mut_200_ = l_288_;
                                l_mut_132_ = 0u;
                            } else {
                                bool l_289_ = (l_9_ > 0u);
                                if (l_289_) {
                                    uint _e891 = l_mut_126_;
                                    l_mut_120_ = _e891;
                                    bool l_290_ = (l_9_ > 0u);
                                    if (l_290_) {
                                        uint _e894 = l_mut_126_;
                                        uint l_291_ = (_e894 >> l_9_);
                                        uint l_292_ = (32u - l_9_);
                                        uint _e898 = l_mut_194_;
                                        uint l_293_ = (_e898 << l_292_);
                                        uint l_294_ = (l_291_ | l_293_);
                                        l_mut_120_ = l_294_;
                                    }
                                    uint _e901 = l_mut_194_;
                                    uint l_295_ = (_e901 >> l_9_);
                                    uint _e903 = l_mut_120_;
                                    l_mut_200_ = _e903;
                                    l_mut_132_ = l_295_;
                                }
                            }
                            uint _e904 = l_mut_256_;
                            uint _e905 = l_mut_200_;
                            uint l_296_ = (_e904 + _e905);
                            uint _e907 = l_mut_250_;
                            uint _e908 = l_mut_132_;
                            uint l_297_ = (_e907 + _e908);
                            uint _e910 = l_mut_256_;
                            bool l_298_ = (l_296_ < _e910);
                            uint l_299_ = uint(l_298_);
                            uint l_300_ = (l_297_ + l_299_);
                            l_mut_98_ = l_296_;
                            l_mut_99_ = l_300_;
                        }
                    }
                    if (l_147_) {
                        uint _e915 = l_mut_98_;
                        uint l_301_ = (0u - _e915);
                        uint _e918 = l_mut_99_;
                        uint l_302_ = (0u - _e918);
                        uint _e921 = l_mut_98_;
                        bool l_303_ = (0u < _e921);
                        uint l_304_ = uint(l_303_);
                        uint l_305_ = (l_302_ - l_304_);
                        l_mut_98_ = l_301_;
                        l_mut_99_ = l_305_;
                    }
                }
                uint _e925 = l_mut_98_;
                uint l_306_ = (l_93_ + _e925);
                uint _e927 = l_mut_99_;
                uint l_307_ = (l_97_ + _e927);
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
                uint _e940 = l_mut_250_;
                bool l_316_ = (l_310_ < _e940);
                uint _e942 = l_mut_250_;
                bool l_317_ = (l_310_ == _e942);
                uint _e944 = l_mut_256_;
                bool l_318_ = (l_306_ < _e944);
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
                uint _e955 = l_mut_250_;
                bool l_321_ = (_e955 < l_27_);
                uint _e957 = l_mut_250_;
                bool l_322_ = (_e957 == l_27_);
                uint _e959 = l_mut_256_;
                bool l_323_ = (_e959 < l_24_);
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
                uint _e971 = l_mut_56_;
                l_mut_56_ = (_e971 + l_326_);
            }
        }
        uint _e976 = l_mut_56_;
        bool l_327_ = (_e976 > 0u);
        if (l_327_) {
            uint l_765_ = asuint(info.Load(24+0));
            uint l_766_ = (l_765_ * 1u);
            uint l_767_ = (l_766_ - 1u);
            uint l_768_ = min(2u, l_767_);
            uint _e991 = l_mut_56_;
            uint _e992; buffer_6_global.InterlockedAdd(l_768_*4, _e991, _e992);
            l_mut_256_ = _e992;
            l_mut_330_ = l_47_;
            uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
            bool loop_init_1 = true;
            while(true) {
                if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                if (!loop_init_1) {
                    uint _e1540 = l_mut_330_;
                    l_mut_330_ = (_e1540 + 1u);
                }
                loop_init_1 = false;
                uint _e994 = l_mut_330_;
                if ((_e994 < l_72_)) {
                } else {
                    break;
                }
                {
                    uint _e996 = l_mut_330_;
                    uint l_331_ = (l_74_ * _e996);
                    uint64_t l_770_ = uint64_t(l_74_);
                    uint _e999 = l_mut_330_;
                    uint64_t l_771_ = uint64_t(_e999);
                    uint64_t l_772_ = (l_770_ * l_771_);
                    uint64_t l_773_ = (l_772_ >> uint(32uL));
                    uint l_332_ = uint(l_773_);
                    uint _e1008 = l_mut_330_;
                    uint l_333_ = (l_77_ * _e1008);
                    uint l_334_ = (l_332_ + l_333_);
                    uint l_335_ = (l_79_ + l_331_);
                    uint l_336_ = (l_82_ + l_334_);
                    bool l_337_ = (l_335_ < l_79_);
                    uint l_338_ = uint(l_337_);
                    uint l_339_ = (l_336_ + l_338_);
                    l_mut_250_ = 0u;
                    l_mut_200_ = 0u;
                    uint _e1018 = l_mut_330_;
                    bool l_340_ = (_e1018 < 65536u);
                    if (l_340_) {
                        uint _e1021 = l_mut_330_;
                        uint _e1022 = l_mut_330_;
                        uint l_341_ = (_e1021 * _e1022);
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
                        uint _e1036 = l_mut_194_;
                        uint l_349_ = (_e1036 * l_341_);
                        uint _e1038 = l_mut_132_;
                        uint l_350_ = (_e1038 * l_341_);
                        uint _e1040 = l_mut_194_;
                        uint64_t l_775_ = uint64_t(_e1040);
                        uint64_t l_776_ = uint64_t(l_341_);
                        uint64_t l_777_ = (l_775_ * l_776_);
                        uint64_t l_778_ = (l_777_ >> uint(32uL));
                        uint l_351_ = uint(l_778_);
                        uint l_352_ = (l_351_ + l_350_);
                        uint _e1051 = l_mut_132_;
                        uint64_t l_780_ = uint64_t(_e1051);
                        uint64_t l_781_ = uint64_t(l_341_);
                        uint64_t l_782_ = (l_780_ * l_781_);
                        uint64_t l_783_ = (l_782_ >> uint(32uL));
                        uint l_353_ = uint(l_783_);
                        bool l_354_ = (l_352_ < l_350_);
                        uint l_355_ = uint(l_354_);
                        uint l_356_ = (l_353_ + l_355_);
                        uint l_357_ = naga_mod(l_9_, 32u);
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
                        uint _e1080 = l_mut_126_;
                        l_mut_105_ = _e1080;
                        uint _e1081 = l_mut_120_;
                        l_mut_126_ = _e1081;
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
                                uint _e1095 = l_mut_120_;
                                l_mut_105_ = _e1095;
                                l_mut_126_ = l_375_;
                            }
                        }
                        uint _e1096 = l_mut_105_;
                        l_mut_194_ = _e1096;
                        uint _e1097 = l_mut_126_;
                        l_mut_132_ = _e1097;
                        if (l_343_) {
                            uint _e1099 = l_mut_194_;
                            uint l_376_ = (0u - _e1099);
                            uint _e1102 = l_mut_132_;
                            uint l_377_ = (0u - _e1102);
                            uint _e1105 = l_mut_194_;
                            bool l_378_ = (0u < _e1105);
                            uint l_379_ = uint(l_378_);
                            uint l_380_ = (l_377_ - l_379_);
                            l_mut_194_ = l_376_;
                            l_mut_132_ = l_380_;
                        }
                        uint _e1109 = l_mut_194_;
                        l_mut_250_ = _e1109;
                        uint _e1110 = l_mut_132_;
                        l_mut_200_ = _e1110;
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
                        uint _e1123 = l_mut_194_;
                        uint _e1124 = l_mut_330_;
                        uint l_388_ = (_e1123 * _e1124);
                        uint _e1126 = l_mut_132_;
                        uint _e1127 = l_mut_330_;
                        uint l_389_ = (_e1126 * _e1127);
                        uint _e1129 = l_mut_194_;
                        uint64_t l_785_ = uint64_t(_e1129);
                        uint _e1131 = l_mut_330_;
                        uint64_t l_786_ = uint64_t(_e1131);
                        uint64_t l_787_ = (l_785_ * l_786_);
                        uint64_t l_788_ = (l_787_ >> uint(32uL));
                        uint l_390_ = uint(l_788_);
                        uint l_391_ = (l_390_ + l_389_);
                        uint _e1141 = l_mut_132_;
                        uint64_t l_790_ = uint64_t(_e1141);
                        uint _e1143 = l_mut_330_;
                        uint64_t l_791_ = uint64_t(_e1143);
                        uint64_t l_792_ = (l_790_ * l_791_);
                        uint64_t l_793_ = (l_792_ >> uint(32uL));
                        uint l_392_ = uint(l_793_);
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
                        uint _e1170 = l_mut_126_;
                        l_mut_105_ = _e1170;
                        uint _e1171 = l_mut_120_;
                        l_mut_126_ = _e1171;
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
                                uint _e1183 = l_mut_120_;
                                l_mut_105_ = _e1183;
                                l_mut_126_ = l_414_;
                            }
                        }
                        uint _e1184 = l_mut_194_;
                        uint _e1185 = l_mut_330_;
                        uint l_415_ = (_e1184 * _e1185);
                        uint _e1187 = l_mut_132_;
                        uint _e1188 = l_mut_330_;
                        uint l_416_ = (_e1187 * _e1188);
                        uint _e1190 = l_mut_194_;
                        uint64_t l_795_ = uint64_t(_e1190);
                        uint _e1192 = l_mut_330_;
                        uint64_t l_796_ = uint64_t(_e1192);
                        uint64_t l_797_ = (l_795_ * l_796_);
                        uint64_t l_798_ = (l_797_ >> uint(32uL));
                        uint l_417_ = uint(l_798_);
                        uint l_418_ = (l_417_ + l_416_);
                        uint _e1202 = l_mut_132_;
                        uint64_t l_800_ = uint64_t(_e1202);
                        uint _e1204 = l_mut_330_;
                        uint64_t l_801_ = uint64_t(_e1204);
                        uint64_t l_802_ = (l_800_ * l_801_);
                        uint64_t l_803_ = (l_802_ >> uint(32uL));
                        uint l_419_ = uint(l_803_);
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
                        uint _e1231 = l_mut_120_;
                        l_mut_99_ = _e1231;
                        uint _e1232 = l_mut_104_;
                        l_mut_120_ = _e1232;
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
                                uint _e1244 = l_mut_104_;
                                l_mut_99_ = _e1244;
                                l_mut_120_ = l_441_;
                            }
                        }
                        uint _e1245 = l_mut_105_;
                        uint _e1246 = l_mut_330_;
                        uint l_442_ = (_e1245 * _e1246);
                        uint _e1248 = l_mut_126_;
                        uint _e1249 = l_mut_330_;
                        uint l_443_ = (_e1248 * _e1249);
                        uint _e1251 = l_mut_105_;
                        uint64_t l_805_ = uint64_t(_e1251);
                        uint _e1253 = l_mut_330_;
                        uint64_t l_806_ = uint64_t(_e1253);
                        uint64_t l_807_ = (l_805_ * l_806_);
                        uint64_t l_808_ = (l_807_ >> uint(32uL));
                        uint l_444_ = uint(l_808_);
                        uint l_445_ = (l_444_ + l_443_);
                        uint _e1263 = l_mut_126_;
                        uint64_t l_810_ = uint64_t(_e1263);
                        uint _e1265 = l_mut_330_;
                        uint64_t l_811_ = uint64_t(_e1265);
                        uint64_t l_812_ = (l_810_ * l_811_);
                        uint64_t l_813_ = (l_812_ >> uint(32uL));
                        uint l_446_ = uint(l_813_);
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
                        uint _e1292 = l_mut_194_;
                        l_mut_104_ = _e1292;
                        uint _e1293 = l_mut_132_;
                        l_mut_194_ = _e1293;
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
                                uint _e1305 = l_mut_132_;
                                l_mut_104_ = _e1305;
                                l_mut_194_ = l_468_;
                            }
                        }
                        uint _e1306 = l_mut_105_;
                        uint _e1307 = l_mut_330_;
                        uint l_469_ = (_e1306 * _e1307);
                        uint _e1309 = l_mut_126_;
                        uint _e1310 = l_mut_330_;
                        uint l_470_ = (_e1309 * _e1310);
                        uint _e1312 = l_mut_105_;
                        uint64_t l_815_ = uint64_t(_e1312);
                        uint _e1314 = l_mut_330_;
                        uint64_t l_816_ = uint64_t(_e1314);
                        uint64_t l_817_ = (l_815_ * l_816_);
                        uint64_t l_818_ = (l_817_ >> uint(32uL));
                        uint l_471_ = uint(l_818_);
                        uint l_472_ = (l_471_ + l_470_);
                        uint _e1324 = l_mut_126_;
                        uint64_t l_820_ = uint64_t(_e1324);
                        uint _e1326 = l_mut_330_;
                        uint64_t l_821_ = uint64_t(_e1326);
                        uint64_t l_822_ = (l_820_ * l_821_);
                        uint64_t l_823_ = (l_822_ >> uint(32uL));
                        uint l_473_ = uint(l_823_);
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
                        uint _e1353 = l_mut_132_;
                        l_mut_56_ = _e1353;
                        uint _e1354 = l_mut_98_;
                        l_mut_132_ = _e1354;
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
                                uint _e1366 = l_mut_98_;
                                l_mut_56_ = _e1366;
                                l_mut_132_ = l_495_;
                            }
                        }
                        uint _e1367 = l_mut_99_;
                        uint _e1368 = l_mut_330_;
                        uint l_496_ = (_e1367 * _e1368);
                        uint _e1370 = l_mut_99_;
                        uint64_t l_825_ = uint64_t(_e1370);
                        uint _e1372 = l_mut_330_;
                        uint64_t l_826_ = uint64_t(_e1372);
                        uint64_t l_827_ = (l_825_ * l_826_);
                        uint64_t l_828_ = (l_827_ >> uint(32uL));
                        uint l_497_ = uint(l_828_);
                        uint _e1381 = l_mut_120_;
                        uint _e1382 = l_mut_330_;
                        uint l_498_ = (_e1381 * _e1382);
                        uint l_499_ = (l_497_ + l_498_);
                        uint _e1385 = l_mut_56_;
                        uint l_500_ = (_e1385 + l_496_);
                        uint _e1387 = l_mut_132_;
                        uint l_501_ = (_e1387 + l_499_);
                        uint _e1389 = l_mut_56_;
                        bool l_502_ = (l_500_ < _e1389);
                        uint l_503_ = uint(l_502_);
                        uint l_504_ = (l_501_ + l_503_);
                        uint _e1393 = l_mut_104_;
                        l_mut_250_ = _e1393;
                        uint _e1394 = l_mut_194_;
                        l_mut_200_ = _e1394;
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
                                uint _e1415 = l_mut_104_;
                                l_mut_120_ = _e1415;
                                uint _e1416 = l_mut_194_;
                                l_mut_105_ = _e1416;
                                bool l_517_ = (l_9_ >= 32u);
                                if (l_517_) {
                                    uint l_518_ = (l_9_ & 31u);
                                    uint _e1421 = l_mut_194_;
                                    uint l_519_ = (_e1421 >> l_518_);
                                    l_mut_120_ = l_519_;
                                    l_mut_105_ = 0u;
                                } else {
                                    bool l_520_ = (l_9_ > 0u);
                                    if (l_520_) {
                                        uint _e1426 = l_mut_104_;
                                        l_mut_99_ = _e1426;
                                        bool l_521_ = (l_9_ > 0u);
                                        if (l_521_) {
                                            uint _e1429 = l_mut_104_;
                                            uint l_522_ = (_e1429 >> l_9_);
                                            uint l_523_ = (32u - l_9_);
                                            uint _e1433 = l_mut_194_;
                                            uint l_524_ = (_e1433 << l_523_);
                                            uint l_525_ = (l_522_ | l_524_);
                                            l_mut_99_ = l_525_;
                                        }
                                        uint _e1436 = l_mut_194_;
                                        uint l_526_ = (_e1436 >> l_9_);
                                        uint _e1438 = l_mut_99_;
                                        l_mut_120_ = _e1438;
                                        l_mut_105_ = l_526_;
                                    }
                                }
                                uint _e1439 = l_mut_132_;
                                uint _e1440 = l_mut_120_;
                                uint l_527_ = (_e1439 + _e1440);
                                uint _e1442 = l_mut_126_;
                                uint _e1443 = l_mut_105_;
                                uint l_528_ = (_e1442 + _e1443);
                                uint _e1445 = l_mut_132_;
                                bool l_529_ = (l_527_ < _e1445);
                                uint l_530_ = uint(l_529_);
                                uint l_531_ = (l_528_ + l_530_);
                                l_mut_250_ = l_527_;
                                l_mut_200_ = l_531_;
                            }
                        }
                        if (l_382_) {
                            uint _e1450 = l_mut_250_;
                            uint l_532_ = (0u - _e1450);
                            uint _e1453 = l_mut_200_;
                            uint l_533_ = (0u - _e1453);
                            uint _e1456 = l_mut_250_;
                            bool l_534_ = (0u < _e1456);
                            uint l_535_ = uint(l_534_);
                            uint l_536_ = (l_533_ - l_535_);
                            l_mut_250_ = l_532_;
                            l_mut_200_ = l_536_;
                        }
                    }
                    uint _e1460 = l_mut_250_;
                    uint l_537_ = (l_335_ + _e1460);
                    uint _e1462 = l_mut_200_;
                    uint l_538_ = (l_339_ + _e1462);
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
                    uint _e1475 = l_mut_200_;
                    bool l_547_ = (l_541_ < _e1475);
                    uint _e1477 = l_mut_200_;
                    bool l_548_ = (l_541_ == _e1477);
                    uint _e1479 = l_mut_250_;
                    bool l_549_ = (l_537_ < _e1479);
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
                    uint _e1490 = l_mut_200_;
                    bool l_552_ = (_e1490 < l_27_);
                    uint _e1492 = l_mut_200_;
                    bool l_553_ = (_e1492 == l_27_);
                    uint _e1494 = l_mut_250_;
                    bool l_554_ = (_e1494 < l_24_);
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
                        uint _e1505 = l_mut_256_;
                        uint l_557_ = (_e1505 * 2u);
                        uint l_558_ = (l_557_ + 1u);
                        uint l_559_ = asuint(info.Load(48+0));
                        bool l_560_ = (l_558_ < l_559_);
                        if (l_560_) {
                            uint l_830_ = asuint(info.Load(20+0));
                            uint l_831_ = (l_830_ * 1u);
                            bool l_832_ = (l_557_ < l_831_);
                            if (l_832_) {
                                buffer_5_global.Store(l_557_*4, asuint(l_42_));
                            }
                            uint l_561_ = (l_557_ + 1u);
                            uint l_833_ = asuint(info.Load(20+0));
                            uint l_834_ = (l_833_ * 1u);
                            bool l_835_ = (l_561_ < l_834_);
                            if (l_835_) {
                                uint _e1535 = l_mut_330_;
                                buffer_5_global.Store(l_561_*4, asuint(_e1535));
                            }
                        }
                        uint _e1536 = l_mut_256_;
                        l_mut_256_ = (_e1536 + 1u);
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
