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
    uint l_mut_110_ = (uint)0;
    uint l_mut_116_ = (uint)0;
    uint l_mut_122_ = (uint)0;
    uint l_mut_184_ = (uint)0;
    uint l_mut_190_ = (uint)0;
    uint l_mut_240_ = (uint)0;
    uint l_mut_246_ = (uint)0;
    uint l_mut_46_ = (uint)0;
    uint l_mut_88_ = (uint)0;
    uint l_mut_89_ = (uint)0;
    uint l_mut_94_ = (uint)0;
    uint l_mut_95_ = (uint)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    uint l_mut_78_ = (uint)0;
    bool local_4 = (bool)0;
    bool local_5 = (bool)0;
    bool local_6 = (bool)0;
    bool local_7 = (bool)0;
    uint l_mut_320_ = (uint)0;
    bool local_8 = (bool)0;
    bool local_9 = (bool)0;
    bool local_10 = (bool)0;
    bool local_11 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_608_ = asuint(info.Load(24+0));
        uint l_609_ = (l_608_ * 1u);
        uint l_610_ = (l_609_ - 1u);
        uint l_611_ = min(3u, l_610_);
        uint _e52; buffer_6_global.InterlockedAdd(l_611_*4, 1u, _e52);
    }
    uint l_552_ = asuint(info.Load(12+0));
    uint l_553_ = (l_552_ * 1u);
    bool l_554_ = (0u < l_553_);
    uint l_555_ = (l_553_ - 1u);
    uint l_556_ = min(0u, l_555_);
    uint l_557_ = asuint(buffer_3_global.Load(l_556_*4));
    uint l_4_ = (l_554_ ? l_557_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_559_ = asuint(info.Load(12+0));
    uint l_560_ = (l_559_ * 1u);
    bool l_561_ = (l_6_ < l_560_);
    uint l_562_ = (l_560_ - 1u);
    uint l_563_ = min(l_6_, l_562_);
    uint l_564_ = asuint(buffer_3_global.Load(l_563_*4));
    uint l_7_ = (l_561_ ? l_564_ : 0u);
    uint l_566_ = asuint(info.Load(12+0));
    uint l_567_ = (l_566_ * 1u);
    bool l_568_ = (2u < l_567_);
    uint l_569_ = (l_567_ - 1u);
    uint l_570_ = min(2u, l_569_);
    uint l_571_ = asuint(buffer_3_global.Load(l_570_*4));
    uint l_9_ = (l_568_ ? l_571_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_573_ = asuint(info.Load(12+0));
    uint l_574_ = (l_573_ * 1u);
    bool l_575_ = (l_11_ < l_574_);
    uint l_576_ = (l_574_ - 1u);
    uint l_577_ = min(l_11_, l_576_);
    uint l_578_ = asuint(buffer_3_global.Load(l_577_*4));
    uint l_12_ = (l_575_ ? l_578_ : 0u);
    uint l_580_ = asuint(info.Load(12+0));
    uint l_581_ = (l_580_ * 1u);
    bool l_582_ = (4u < l_581_);
    uint l_583_ = (l_581_ - 1u);
    uint l_584_ = min(4u, l_583_);
    uint l_585_ = asuint(buffer_3_global.Load(l_584_*4));
    uint l_14_ = (l_582_ ? l_585_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_587_ = asuint(info.Load(12+0));
    uint l_588_ = (l_587_ * 1u);
    bool l_589_ = (l_16_ < l_588_);
    uint l_590_ = (l_588_ - 1u);
    uint l_591_ = min(l_16_, l_590_);
    uint l_592_ = asuint(buffer_3_global.Load(l_591_*4));
    uint l_17_ = (l_589_ ? l_592_ : 0u);
    uint l_594_ = asuint(info.Load(12+0));
    uint l_595_ = (l_594_ * 1u);
    bool l_596_ = (6u < l_595_);
    uint l_597_ = (l_595_ - 1u);
    uint l_598_ = min(6u, l_597_);
    uint l_599_ = asuint(buffer_3_global.Load(l_598_*4));
    uint l_19_ = (l_596_ ? l_599_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_601_ = asuint(info.Load(12+0));
    uint l_602_ = (l_601_ * 1u);
    bool l_603_ = (l_21_ < l_602_);
    uint l_604_ = (l_602_ - 1u);
    uint l_605_ = min(l_21_, l_604_);
    uint l_606_ = asuint(buffer_3_global.Load(l_605_*4));
    uint l_22_ = (l_603_ ? l_606_ : 0u);
    uint l_23_ = naga_div(l_4_, 8u);
    uint l_24_ = (l_23_ + 64u);
    uint l_25_ = (l_24_ - 1u);
    uint l_26_ = naga_div(l_25_, 64u);
    uint l_27_ = asuint(info.Load(44+0));
    uint l_28_ = (l_27_ * l_26_);
    bool l_29_ = (id < l_28_);
    if (l_29_) {
        uint l_30_ = naga_div(id, l_26_);
        uint l_613_ = asuint(info.Load(16+0));
        uint l_614_ = (l_613_ * 1u);
        bool l_615_ = (l_30_ < l_614_);
        uint l_616_ = (l_614_ - 1u);
        uint l_617_ = min(l_30_, l_616_);
        uint l_618_ = asuint(buffer_4_global.Load(l_617_*4));
        uint l_31_ = (l_615_ ? l_618_ : 0u);
        uint l_32_ = naga_div(l_31_, 8u);
        uint l_33_ = naga_mod(l_31_, 8u);
        uint l_34_ = (l_33_ * l_23_);
        uint l_35_ = naga_mod(id, l_26_);
        uint l_36_ = (l_35_ * 64u);
        uint l_37_ = (l_34_ + l_36_);
        uint l_38_ = (l_37_ + 64u);
        uint l_39_ = (l_33_ + 1u);
        uint l_40_ = (l_39_ * l_23_);
        uint l_41_ = min(l_38_, l_40_);
        uint l_42_ = (l_32_ * l_4_);
        uint64_t l_662_ = uint64_t(l_32_);
        uint64_t l_663_ = uint64_t(l_4_);
        uint64_t l_664_ = (l_662_ * l_663_);
        uint64_t l_665_ = (l_664_ >> uint(32uL));
        uint l_43_ = uint(l_665_);
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
        uint _e279 = l_mut_46_;
        uint l_62_ = min(l_41_, _e279);
        uint l_63_ = (2u * l_32_);
        uint l_620_ = asuint(info.Load(0+0));
        uint l_621_ = (l_620_ * 1u);
        bool l_622_ = (l_63_ < l_621_);
        uint l_623_ = (l_621_ - 1u);
        uint l_624_ = min(l_63_, l_623_);
        uint l_625_ = asuint(buffer_0_global.Load(l_624_*4));
        uint l_64_ = (l_622_ ? l_625_ : 0u);
        uint l_65_ = (2u * l_32_);
        uint l_66_ = (l_65_ + 1u);
        uint l_627_ = asuint(info.Load(0+0));
        uint l_628_ = (l_627_ * 1u);
        bool l_629_ = (l_66_ < l_628_);
        uint l_630_ = (l_628_ - 1u);
        uint l_631_ = min(l_66_, l_630_);
        uint l_632_ = asuint(buffer_0_global.Load(l_631_*4));
        uint l_67_ = (l_629_ ? l_632_ : 0u);
        uint l_68_ = (2u * l_32_);
        uint l_634_ = asuint(info.Load(4+0));
        uint l_635_ = (l_634_ * 1u);
        bool l_636_ = (l_68_ < l_635_);
        uint l_637_ = (l_635_ - 1u);
        uint l_638_ = min(l_68_, l_637_);
        uint l_639_ = asuint(buffer_1_global.Load(l_638_*4));
        uint l_69_ = (l_636_ ? l_639_ : 0u);
        uint l_70_ = (2u * l_32_);
        uint l_71_ = (l_70_ + 1u);
        uint l_641_ = asuint(info.Load(4+0));
        uint l_642_ = (l_641_ * 1u);
        bool l_643_ = (l_71_ < l_642_);
        uint l_644_ = (l_642_ - 1u);
        uint l_645_ = min(l_71_, l_644_);
        uint l_646_ = asuint(buffer_1_global.Load(l_645_*4));
        uint l_72_ = (l_643_ ? l_646_ : 0u);
        uint l_73_ = (2u * l_32_);
        uint l_648_ = asuint(info.Load(8+0));
        uint l_649_ = (l_648_ * 1u);
        bool l_650_ = (l_73_ < l_649_);
        uint l_651_ = (l_649_ - 1u);
        uint l_652_ = min(l_73_, l_651_);
        uint l_653_ = asuint(buffer_2_global.Load(l_652_*4));
        uint l_74_ = (l_650_ ? l_653_ : 0u);
        uint l_75_ = (2u * l_32_);
        uint l_76_ = (l_75_ + 1u);
        uint l_655_ = asuint(info.Load(8+0));
        uint l_656_ = (l_655_ * 1u);
        bool l_657_ = (l_76_ < l_656_);
        uint l_658_ = (l_656_ - 1u);
        uint l_659_ = min(l_76_, l_658_);
        uint l_660_ = asuint(buffer_2_global.Load(l_659_*4));
        uint l_77_ = (l_657_ ? l_660_ : 0u);
        l_mut_46_ = 0u;
        l_mut_78_ = l_37_;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e906 = l_mut_78_;
                l_mut_78_ = (_e906 + 1u);
            }
            loop_init = false;
            uint _e391 = l_mut_78_;
            if ((_e391 < l_62_)) {
            } else {
                break;
            }
            {
                uint _e393 = l_mut_78_;
                uint l_79_ = (l_64_ * _e393);
                uint64_t l_667_ = uint64_t(l_64_);
                uint _e396 = l_mut_78_;
                uint64_t l_668_ = uint64_t(_e396);
                uint64_t l_669_ = (l_667_ * l_668_);
                uint64_t l_670_ = (l_669_ >> uint(32uL));
                uint l_80_ = uint(l_670_);
                uint _e405 = l_mut_78_;
                uint l_81_ = (l_67_ * _e405);
                uint l_82_ = (l_80_ + l_81_);
                uint l_83_ = (l_69_ + l_79_);
                uint l_84_ = (l_72_ + l_82_);
                bool l_85_ = (l_83_ < l_69_);
                uint l_86_ = uint(l_85_);
                uint l_87_ = (l_84_ + l_86_);
                l_mut_88_ = 0u;
                l_mut_89_ = 0u;
                uint _e415 = l_mut_78_;
                bool l_90_ = (_e415 < 65536u);
                if (l_90_) {
                    uint _e418 = l_mut_78_;
                    uint _e419 = l_mut_78_;
                    uint l_91_ = (_e418 * _e419);
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
                    uint _e433 = l_mut_94_;
                    uint l_101_ = (_e433 * l_91_);
                    uint _e435 = l_mut_95_;
                    uint l_102_ = (_e435 * l_91_);
                    uint _e437 = l_mut_94_;
                    uint64_t l_672_ = uint64_t(_e437);
                    uint64_t l_673_ = uint64_t(l_91_);
                    uint64_t l_674_ = (l_672_ * l_673_);
                    uint64_t l_675_ = (l_674_ >> uint(32uL));
                    uint l_103_ = uint(l_675_);
                    uint l_104_ = (l_103_ + l_102_);
                    uint _e448 = l_mut_95_;
                    uint64_t l_677_ = uint64_t(_e448);
                    uint64_t l_678_ = uint64_t(l_91_);
                    uint64_t l_679_ = (l_677_ * l_678_);
                    uint64_t l_680_ = (l_679_ >> uint(32uL));
                    uint l_105_ = uint(l_680_);
                    bool l_106_ = (l_104_ < l_102_);
                    uint l_107_ = uint(l_106_);
                    uint l_108_ = (l_105_ + l_107_);
                    uint l_109_ = naga_mod(l_9_, 32u);
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
                    uint _e477 = l_mut_110_;
                    l_mut_122_ = _e477;
                    uint _e478 = l_mut_116_;
                    l_mut_110_ = _e478;
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
                            uint _e492 = l_mut_116_;
                            l_mut_122_ = _e492;
                            l_mut_110_ = l_130_;
                        }
                    }
                    uint _e493 = l_mut_122_;
                    l_mut_116_ = _e493;
                    uint _e494 = l_mut_110_;
                    l_mut_122_ = _e494;
                    if (l_93_) {
                        uint _e496 = l_mut_116_;
                        uint l_131_ = (0u - _e496);
                        uint _e499 = l_mut_122_;
                        uint l_132_ = (0u - _e499);
                        uint _e502 = l_mut_116_;
                        bool l_133_ = (0u < _e502);
                        uint l_134_ = uint(l_133_);
                        uint l_135_ = (l_132_ - l_134_);
                        l_mut_116_ = l_131_;
                        l_mut_122_ = l_135_;
                    }
                    uint _e506 = l_mut_116_;
                    l_mut_88_ = _e506;
                    uint _e507 = l_mut_122_;
                    l_mut_89_ = _e507;
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
                    uint _e520 = l_mut_122_;
                    uint _e521 = l_mut_78_;
                    uint l_143_ = (_e520 * _e521);
                    uint _e523 = l_mut_116_;
                    uint _e524 = l_mut_78_;
                    uint l_144_ = (_e523 * _e524);
                    uint _e526 = l_mut_122_;
                    uint64_t l_682_ = uint64_t(_e526);
                    uint _e528 = l_mut_78_;
                    uint64_t l_683_ = uint64_t(_e528);
                    uint64_t l_684_ = (l_682_ * l_683_);
                    uint64_t l_685_ = (l_684_ >> uint(32uL));
                    uint l_145_ = uint(l_685_);
                    uint l_146_ = (l_145_ + l_144_);
                    uint _e538 = l_mut_116_;
                    uint64_t l_687_ = uint64_t(_e538);
                    uint _e540 = l_mut_78_;
                    uint64_t l_688_ = uint64_t(_e540);
                    uint64_t l_689_ = (l_687_ * l_688_);
                    uint64_t l_690_ = (l_689_ >> uint(32uL));
                    uint l_147_ = uint(l_690_);
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
                    uint _e567 = l_mut_110_;
                    l_mut_94_ = _e567;
                    uint _e568 = l_mut_95_;
                    l_mut_110_ = _e568;
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
                            uint _e580 = l_mut_95_;
                            l_mut_94_ = _e580;
                            l_mut_110_ = l_169_;
                        }
                    }
                    uint _e581 = l_mut_122_;
                    uint _e582 = l_mut_78_;
                    uint l_170_ = (_e581 * _e582);
                    uint _e584 = l_mut_116_;
                    uint _e585 = l_mut_78_;
                    uint l_171_ = (_e584 * _e585);
                    uint _e587 = l_mut_122_;
                    uint64_t l_692_ = uint64_t(_e587);
                    uint _e589 = l_mut_78_;
                    uint64_t l_693_ = uint64_t(_e589);
                    uint64_t l_694_ = (l_692_ * l_693_);
                    uint64_t l_695_ = (l_694_ >> uint(32uL));
                    uint l_172_ = uint(l_695_);
                    uint l_173_ = (l_172_ + l_171_);
                    uint _e599 = l_mut_116_;
                    uint64_t l_697_ = uint64_t(_e599);
                    uint _e601 = l_mut_78_;
                    uint64_t l_698_ = uint64_t(_e601);
                    uint64_t l_699_ = (l_697_ * l_698_);
                    uint64_t l_700_ = (l_699_ >> uint(32uL));
                    uint l_174_ = uint(l_700_);
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
                    uint _e628 = l_mut_95_;
                    l_mut_190_ = _e628;
                    uint _e629 = l_mut_184_;
                    l_mut_95_ = _e629;
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
                            uint _e641 = l_mut_184_;
                            l_mut_190_ = _e641;
                            l_mut_95_ = l_198_;
                        }
                    }
                    uint _e642 = l_mut_94_;
                    uint _e643 = l_mut_78_;
                    uint l_199_ = (_e642 * _e643);
                    uint _e645 = l_mut_110_;
                    uint _e646 = l_mut_78_;
                    uint l_200_ = (_e645 * _e646);
                    uint _e648 = l_mut_94_;
                    uint64_t l_702_ = uint64_t(_e648);
                    uint _e650 = l_mut_78_;
                    uint64_t l_703_ = uint64_t(_e650);
                    uint64_t l_704_ = (l_702_ * l_703_);
                    uint64_t l_705_ = (l_704_ >> uint(32uL));
                    uint l_201_ = uint(l_705_);
                    uint l_202_ = (l_201_ + l_200_);
                    uint _e660 = l_mut_110_;
                    uint64_t l_707_ = uint64_t(_e660);
                    uint _e662 = l_mut_78_;
                    uint64_t l_708_ = uint64_t(_e662);
                    uint64_t l_709_ = (l_707_ * l_708_);
                    uint64_t l_710_ = (l_709_ >> uint(32uL));
                    uint l_203_ = uint(l_710_);
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
                    uint _e689 = l_mut_184_;
                    l_mut_116_ = _e689;
                    uint _e690 = l_mut_122_;
                    l_mut_184_ = _e690;
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
                            uint _e702 = l_mut_122_;
                            l_mut_116_ = _e702;
                            l_mut_184_ = l_225_;
                        }
                    }
                    uint _e703 = l_mut_94_;
                    uint _e704 = l_mut_78_;
                    uint l_226_ = (_e703 * _e704);
                    uint _e706 = l_mut_110_;
                    uint _e707 = l_mut_78_;
                    uint l_227_ = (_e706 * _e707);
                    uint _e709 = l_mut_94_;
                    uint64_t l_712_ = uint64_t(_e709);
                    uint _e711 = l_mut_78_;
                    uint64_t l_713_ = uint64_t(_e711);
                    uint64_t l_714_ = (l_712_ * l_713_);
                    uint64_t l_715_ = (l_714_ >> uint(32uL));
                    uint l_228_ = uint(l_715_);
                    uint l_229_ = (l_228_ + l_227_);
                    uint _e721 = l_mut_110_;
                    uint64_t l_717_ = uint64_t(_e721);
                    uint _e723 = l_mut_78_;
                    uint64_t l_718_ = uint64_t(_e723);
                    uint64_t l_719_ = (l_717_ * l_718_);
                    uint64_t l_720_ = (l_719_ >> uint(32uL));
                    uint l_230_ = uint(l_720_);
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
                    uint _e750 = l_mut_122_;
                    l_mut_246_ = _e750;
                    uint _e751 = l_mut_240_;
                    l_mut_122_ = _e751;
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
                            uint _e763 = l_mut_240_;
                            l_mut_246_ = _e763;
                            l_mut_122_ = l_254_;
                        }
                    }
                    uint _e764 = l_mut_190_;
                    uint _e765 = l_mut_78_;
                    uint l_255_ = (_e764 * _e765);
                    uint _e767 = l_mut_190_;
                    uint64_t l_722_ = uint64_t(_e767);
                    uint _e769 = l_mut_78_;
                    uint64_t l_723_ = uint64_t(_e769);
                    uint64_t l_724_ = (l_722_ * l_723_);
                    uint64_t l_725_ = (l_724_ >> uint(32uL));
                    uint l_256_ = uint(l_725_);
                    uint _e778 = l_mut_95_;
                    uint _e779 = l_mut_78_;
                    uint l_257_ = (_e778 * _e779);
                    uint l_258_ = (l_256_ + l_257_);
                    uint _e782 = l_mut_246_;
                    uint l_259_ = (_e782 + l_255_);
                    uint _e784 = l_mut_122_;
                    uint l_260_ = (_e784 + l_258_);
                    uint _e786 = l_mut_246_;
                    bool l_261_ = (l_259_ < _e786);
                    uint l_262_ = uint(l_261_);
                    uint l_263_ = (l_260_ + l_262_);
                    uint _e790 = l_mut_116_;
                    l_mut_88_ = _e790;
                    uint _e791 = l_mut_184_;
                    l_mut_89_ = _e791;
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
                            uint _e812 = l_mut_116_;
                            l_mut_190_ = _e812;
                            uint _e813 = l_mut_184_;
                            l_mut_122_ = _e813;
                            bool l_276_ = (l_9_ >= 32u);
                            if (l_276_) {
                                uint l_277_ = (l_9_ & 31u);
                                uint _e818 = l_mut_184_;
                                uint l_278_ = (_e818 >> l_277_);
                                l_mut_190_ = l_278_;
                                l_mut_122_ = 0u;
                            } else {
                                bool l_279_ = (l_9_ > 0u);
                                if (l_279_) {
                                    uint _e823 = l_mut_116_;
                                    l_mut_110_ = _e823;
                                    bool l_280_ = (l_9_ > 0u);
                                    if (l_280_) {
                                        uint _e826 = l_mut_116_;
                                        uint l_281_ = (_e826 >> l_9_);
                                        uint l_282_ = (32u - l_9_);
                                        uint _e830 = l_mut_184_;
                                        uint l_283_ = (_e830 << l_282_);
                                        uint l_284_ = (l_281_ | l_283_);
                                        l_mut_110_ = l_284_;
                                    }
                                    uint _e833 = l_mut_184_;
                                    uint l_285_ = (_e833 >> l_9_);
                                    uint _e835 = l_mut_110_;
                                    l_mut_190_ = _e835;
                                    l_mut_122_ = l_285_;
                                }
                            }
                            uint _e836 = l_mut_246_;
                            uint _e837 = l_mut_190_;
                            uint l_286_ = (_e836 + _e837);
                            uint _e839 = l_mut_240_;
                            uint _e840 = l_mut_122_;
                            uint l_287_ = (_e839 + _e840);
                            uint _e842 = l_mut_246_;
                            bool l_288_ = (l_286_ < _e842);
                            uint l_289_ = uint(l_288_);
                            uint l_290_ = (l_287_ + l_289_);
                            l_mut_88_ = l_286_;
                            l_mut_89_ = l_290_;
                        }
                    }
                    if (l_137_) {
                        uint _e847 = l_mut_88_;
                        uint l_291_ = (0u - _e847);
                        uint _e850 = l_mut_89_;
                        uint l_292_ = (0u - _e850);
                        uint _e853 = l_mut_88_;
                        bool l_293_ = (0u < _e853);
                        uint l_294_ = uint(l_293_);
                        uint l_295_ = (l_292_ - l_294_);
                        l_mut_88_ = l_291_;
                        l_mut_89_ = l_295_;
                    }
                }
                uint _e857 = l_mut_88_;
                uint l_296_ = (l_83_ + _e857);
                uint _e859 = l_mut_89_;
                uint l_297_ = (l_87_ + _e859);
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
                uint _e872 = l_mut_240_;
                bool l_306_ = (l_300_ < _e872);
                uint _e874 = l_mut_240_;
                bool l_307_ = (l_300_ == _e874);
                uint _e876 = l_mut_246_;
                bool l_308_ = (l_296_ < _e876);
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
                uint _e887 = l_mut_240_;
                bool l_311_ = (_e887 < l_17_);
                uint _e889 = l_mut_240_;
                bool l_312_ = (_e889 == l_17_);
                uint _e891 = l_mut_246_;
                bool l_313_ = (_e891 < l_14_);
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
                uint _e903 = l_mut_46_;
                l_mut_46_ = (_e903 + l_316_);
            }
        }
        uint _e908 = l_mut_46_;
        bool l_317_ = (_e908 > 0u);
        if (l_317_) {
            uint l_727_ = asuint(info.Load(24+0));
            uint l_728_ = (l_727_ * 1u);
            uint l_729_ = (l_728_ - 1u);
            uint l_730_ = min(2u, l_729_);
            uint _e923 = l_mut_46_;
            uint _e924; buffer_6_global.InterlockedAdd(l_730_*4, _e923, _e924);
            l_mut_246_ = _e924;
            l_mut_320_ = l_37_;
            uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
            bool loop_init_1 = true;
            while(true) {
                if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                if (!loop_init_1) {
                    uint _e1472 = l_mut_320_;
                    l_mut_320_ = (_e1472 + 1u);
                }
                loop_init_1 = false;
                uint _e926 = l_mut_320_;
                if ((_e926 < l_62_)) {
                } else {
                    break;
                }
                {
                    uint _e928 = l_mut_320_;
                    uint l_321_ = (l_64_ * _e928);
                    uint64_t l_732_ = uint64_t(l_64_);
                    uint _e931 = l_mut_320_;
                    uint64_t l_733_ = uint64_t(_e931);
                    uint64_t l_734_ = (l_732_ * l_733_);
                    uint64_t l_735_ = (l_734_ >> uint(32uL));
                    uint l_322_ = uint(l_735_);
                    uint _e940 = l_mut_320_;
                    uint l_323_ = (l_67_ * _e940);
                    uint l_324_ = (l_322_ + l_323_);
                    uint l_325_ = (l_69_ + l_321_);
                    uint l_326_ = (l_72_ + l_324_);
                    bool l_327_ = (l_325_ < l_69_);
                    uint l_328_ = uint(l_327_);
                    uint l_329_ = (l_326_ + l_328_);
                    l_mut_240_ = 0u;
                    l_mut_190_ = 0u;
                    uint _e950 = l_mut_320_;
                    bool l_330_ = (_e950 < 65536u);
                    if (l_330_) {
                        uint _e953 = l_mut_320_;
                        uint _e954 = l_mut_320_;
                        uint l_331_ = (_e953 * _e954);
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
                        uint _e968 = l_mut_184_;
                        uint l_339_ = (_e968 * l_331_);
                        uint _e970 = l_mut_122_;
                        uint l_340_ = (_e970 * l_331_);
                        uint _e972 = l_mut_184_;
                        uint64_t l_737_ = uint64_t(_e972);
                        uint64_t l_738_ = uint64_t(l_331_);
                        uint64_t l_739_ = (l_737_ * l_738_);
                        uint64_t l_740_ = (l_739_ >> uint(32uL));
                        uint l_341_ = uint(l_740_);
                        uint l_342_ = (l_341_ + l_340_);
                        uint _e983 = l_mut_122_;
                        uint64_t l_742_ = uint64_t(_e983);
                        uint64_t l_743_ = uint64_t(l_331_);
                        uint64_t l_744_ = (l_742_ * l_743_);
                        uint64_t l_745_ = (l_744_ >> uint(32uL));
                        uint l_343_ = uint(l_745_);
                        bool l_344_ = (l_342_ < l_340_);
                        uint l_345_ = uint(l_344_);
                        uint l_346_ = (l_343_ + l_345_);
                        uint l_347_ = naga_mod(l_9_, 32u);
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
                        uint _e1012 = l_mut_116_;
                        l_mut_95_ = _e1012;
                        uint _e1013 = l_mut_110_;
                        l_mut_116_ = _e1013;
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
                                uint _e1027 = l_mut_110_;
                                l_mut_95_ = _e1027;
                                l_mut_116_ = l_365_;
                            }
                        }
                        uint _e1028 = l_mut_95_;
                        l_mut_184_ = _e1028;
                        uint _e1029 = l_mut_116_;
                        l_mut_122_ = _e1029;
                        if (l_333_) {
                            uint _e1031 = l_mut_184_;
                            uint l_366_ = (0u - _e1031);
                            uint _e1034 = l_mut_122_;
                            uint l_367_ = (0u - _e1034);
                            uint _e1037 = l_mut_184_;
                            bool l_368_ = (0u < _e1037);
                            uint l_369_ = uint(l_368_);
                            uint l_370_ = (l_367_ - l_369_);
                            l_mut_184_ = l_366_;
                            l_mut_122_ = l_370_;
                        }
                        uint _e1041 = l_mut_184_;
                        l_mut_240_ = _e1041;
                        uint _e1042 = l_mut_122_;
                        l_mut_190_ = _e1042;
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
                        uint _e1055 = l_mut_184_;
                        uint _e1056 = l_mut_320_;
                        uint l_378_ = (_e1055 * _e1056);
                        uint _e1058 = l_mut_122_;
                        uint _e1059 = l_mut_320_;
                        uint l_379_ = (_e1058 * _e1059);
                        uint _e1061 = l_mut_184_;
                        uint64_t l_747_ = uint64_t(_e1061);
                        uint _e1063 = l_mut_320_;
                        uint64_t l_748_ = uint64_t(_e1063);
                        uint64_t l_749_ = (l_747_ * l_748_);
                        uint64_t l_750_ = (l_749_ >> uint(32uL));
                        uint l_380_ = uint(l_750_);
                        uint l_381_ = (l_380_ + l_379_);
                        uint _e1073 = l_mut_122_;
                        uint64_t l_752_ = uint64_t(_e1073);
                        uint _e1075 = l_mut_320_;
                        uint64_t l_753_ = uint64_t(_e1075);
                        uint64_t l_754_ = (l_752_ * l_753_);
                        uint64_t l_755_ = (l_754_ >> uint(32uL));
                        uint l_382_ = uint(l_755_);
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
                        uint _e1102 = l_mut_116_;
                        l_mut_95_ = _e1102;
                        uint _e1103 = l_mut_110_;
                        l_mut_116_ = _e1103;
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
                                uint _e1115 = l_mut_110_;
                                l_mut_95_ = _e1115;
                                l_mut_116_ = l_404_;
                            }
                        }
                        uint _e1116 = l_mut_184_;
                        uint _e1117 = l_mut_320_;
                        uint l_405_ = (_e1116 * _e1117);
                        uint _e1119 = l_mut_122_;
                        uint _e1120 = l_mut_320_;
                        uint l_406_ = (_e1119 * _e1120);
                        uint _e1122 = l_mut_184_;
                        uint64_t l_757_ = uint64_t(_e1122);
                        uint _e1124 = l_mut_320_;
                        uint64_t l_758_ = uint64_t(_e1124);
                        uint64_t l_759_ = (l_757_ * l_758_);
                        uint64_t l_760_ = (l_759_ >> uint(32uL));
                        uint l_407_ = uint(l_760_);
                        uint l_408_ = (l_407_ + l_406_);
                        uint _e1134 = l_mut_122_;
                        uint64_t l_762_ = uint64_t(_e1134);
                        uint _e1136 = l_mut_320_;
                        uint64_t l_763_ = uint64_t(_e1136);
                        uint64_t l_764_ = (l_762_ * l_763_);
                        uint64_t l_765_ = (l_764_ >> uint(32uL));
                        uint l_409_ = uint(l_765_);
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
                        uint _e1163 = l_mut_110_;
                        l_mut_89_ = _e1163;
                        uint _e1164 = l_mut_94_;
                        l_mut_110_ = _e1164;
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
                                uint _e1176 = l_mut_94_;
                                l_mut_89_ = _e1176;
                                l_mut_110_ = l_431_;
                            }
                        }
                        uint _e1177 = l_mut_95_;
                        uint _e1178 = l_mut_320_;
                        uint l_432_ = (_e1177 * _e1178);
                        uint _e1180 = l_mut_116_;
                        uint _e1181 = l_mut_320_;
                        uint l_433_ = (_e1180 * _e1181);
                        uint _e1183 = l_mut_95_;
                        uint64_t l_767_ = uint64_t(_e1183);
                        uint _e1185 = l_mut_320_;
                        uint64_t l_768_ = uint64_t(_e1185);
                        uint64_t l_769_ = (l_767_ * l_768_);
                        uint64_t l_770_ = (l_769_ >> uint(32uL));
                        uint l_434_ = uint(l_770_);
                        uint l_435_ = (l_434_ + l_433_);
                        uint _e1195 = l_mut_116_;
                        uint64_t l_772_ = uint64_t(_e1195);
                        uint _e1197 = l_mut_320_;
                        uint64_t l_773_ = uint64_t(_e1197);
                        uint64_t l_774_ = (l_772_ * l_773_);
                        uint64_t l_775_ = (l_774_ >> uint(32uL));
                        uint l_436_ = uint(l_775_);
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
                        uint _e1224 = l_mut_184_;
                        l_mut_94_ = _e1224;
                        uint _e1225 = l_mut_122_;
                        l_mut_184_ = _e1225;
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
                                uint _e1237 = l_mut_122_;
                                l_mut_94_ = _e1237;
                                l_mut_184_ = l_458_;
                            }
                        }
                        uint _e1238 = l_mut_95_;
                        uint _e1239 = l_mut_320_;
                        uint l_459_ = (_e1238 * _e1239);
                        uint _e1241 = l_mut_116_;
                        uint _e1242 = l_mut_320_;
                        uint l_460_ = (_e1241 * _e1242);
                        uint _e1244 = l_mut_95_;
                        uint64_t l_777_ = uint64_t(_e1244);
                        uint _e1246 = l_mut_320_;
                        uint64_t l_778_ = uint64_t(_e1246);
                        uint64_t l_779_ = (l_777_ * l_778_);
                        uint64_t l_780_ = (l_779_ >> uint(32uL));
                        uint l_461_ = uint(l_780_);
                        uint l_462_ = (l_461_ + l_460_);
                        uint _e1256 = l_mut_116_;
                        uint64_t l_782_ = uint64_t(_e1256);
                        uint _e1258 = l_mut_320_;
                        uint64_t l_783_ = uint64_t(_e1258);
                        uint64_t l_784_ = (l_782_ * l_783_);
                        uint64_t l_785_ = (l_784_ >> uint(32uL));
                        uint l_463_ = uint(l_785_);
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
                        uint _e1285 = l_mut_122_;
                        l_mut_46_ = _e1285;
                        uint _e1286 = l_mut_88_;
                        l_mut_122_ = _e1286;
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
                                uint _e1298 = l_mut_88_;
                                l_mut_46_ = _e1298;
                                l_mut_122_ = l_485_;
                            }
                        }
                        uint _e1299 = l_mut_89_;
                        uint _e1300 = l_mut_320_;
                        uint l_486_ = (_e1299 * _e1300);
                        uint _e1302 = l_mut_89_;
                        uint64_t l_787_ = uint64_t(_e1302);
                        uint _e1304 = l_mut_320_;
                        uint64_t l_788_ = uint64_t(_e1304);
                        uint64_t l_789_ = (l_787_ * l_788_);
                        uint64_t l_790_ = (l_789_ >> uint(32uL));
                        uint l_487_ = uint(l_790_);
                        uint _e1313 = l_mut_110_;
                        uint _e1314 = l_mut_320_;
                        uint l_488_ = (_e1313 * _e1314);
                        uint l_489_ = (l_487_ + l_488_);
                        uint _e1317 = l_mut_46_;
                        uint l_490_ = (_e1317 + l_486_);
                        uint _e1319 = l_mut_122_;
                        uint l_491_ = (_e1319 + l_489_);
                        uint _e1321 = l_mut_46_;
                        bool l_492_ = (l_490_ < _e1321);
                        uint l_493_ = uint(l_492_);
                        uint l_494_ = (l_491_ + l_493_);
                        uint _e1325 = l_mut_94_;
                        l_mut_240_ = _e1325;
                        uint _e1326 = l_mut_184_;
                        l_mut_190_ = _e1326;
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
                                uint _e1347 = l_mut_94_;
                                l_mut_110_ = _e1347;
                                uint _e1348 = l_mut_184_;
                                l_mut_95_ = _e1348;
                                bool l_507_ = (l_9_ >= 32u);
                                if (l_507_) {
                                    uint l_508_ = (l_9_ & 31u);
                                    uint _e1353 = l_mut_184_;
                                    uint l_509_ = (_e1353 >> l_508_);
                                    l_mut_110_ = l_509_;
                                    l_mut_95_ = 0u;
                                } else {
                                    bool l_510_ = (l_9_ > 0u);
                                    if (l_510_) {
                                        uint _e1358 = l_mut_94_;
                                        l_mut_89_ = _e1358;
                                        bool l_511_ = (l_9_ > 0u);
                                        if (l_511_) {
                                            uint _e1361 = l_mut_94_;
                                            uint l_512_ = (_e1361 >> l_9_);
                                            uint l_513_ = (32u - l_9_);
                                            uint _e1365 = l_mut_184_;
                                            uint l_514_ = (_e1365 << l_513_);
                                            uint l_515_ = (l_512_ | l_514_);
                                            l_mut_89_ = l_515_;
                                        }
                                        uint _e1368 = l_mut_184_;
                                        uint l_516_ = (_e1368 >> l_9_);
                                        uint _e1370 = l_mut_89_;
                                        l_mut_110_ = _e1370;
                                        l_mut_95_ = l_516_;
                                    }
                                }
                                uint _e1371 = l_mut_122_;
                                uint _e1372 = l_mut_110_;
                                uint l_517_ = (_e1371 + _e1372);
                                uint _e1374 = l_mut_116_;
                                uint _e1375 = l_mut_95_;
                                uint l_518_ = (_e1374 + _e1375);
                                uint _e1377 = l_mut_122_;
                                bool l_519_ = (l_517_ < _e1377);
                                uint l_520_ = uint(l_519_);
                                uint l_521_ = (l_518_ + l_520_);
                                l_mut_240_ = l_517_;
                                l_mut_190_ = l_521_;
                            }
                        }
                        if (l_372_) {
                            uint _e1382 = l_mut_240_;
                            uint l_522_ = (0u - _e1382);
                            uint _e1385 = l_mut_190_;
                            uint l_523_ = (0u - _e1385);
                            uint _e1388 = l_mut_240_;
                            bool l_524_ = (0u < _e1388);
                            uint l_525_ = uint(l_524_);
                            uint l_526_ = (l_523_ - l_525_);
                            l_mut_240_ = l_522_;
                            l_mut_190_ = l_526_;
                        }
                    }
                    uint _e1392 = l_mut_240_;
                    uint l_527_ = (l_325_ + _e1392);
                    uint _e1394 = l_mut_190_;
                    uint l_528_ = (l_329_ + _e1394);
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
                    uint _e1407 = l_mut_190_;
                    bool l_537_ = (l_531_ < _e1407);
                    uint _e1409 = l_mut_190_;
                    bool l_538_ = (l_531_ == _e1409);
                    uint _e1411 = l_mut_240_;
                    bool l_539_ = (l_527_ < _e1411);
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
                    uint _e1422 = l_mut_190_;
                    bool l_542_ = (_e1422 < l_17_);
                    uint _e1424 = l_mut_190_;
                    bool l_543_ = (_e1424 == l_17_);
                    uint _e1426 = l_mut_240_;
                    bool l_544_ = (_e1426 < l_14_);
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
                        uint _e1437 = l_mut_246_;
                        uint l_547_ = (_e1437 * 2u);
                        uint l_548_ = (l_547_ + 1u);
                        uint l_549_ = asuint(info.Load(48+0));
                        bool l_550_ = (l_548_ < l_549_);
                        if (l_550_) {
                            uint l_792_ = asuint(info.Load(20+0));
                            uint l_793_ = (l_792_ * 1u);
                            bool l_794_ = (l_547_ < l_793_);
                            if (l_794_) {
                                buffer_5_global.Store(l_547_*4, asuint(l_32_));
                            }
                            uint l_551_ = (l_547_ + 1u);
                            uint l_795_ = asuint(info.Load(20+0));
                            uint l_796_ = (l_795_ * 1u);
                            bool l_797_ = (l_551_ < l_796_);
                            if (l_797_) {
                                uint _e1467 = l_mut_320_;
                                buffer_5_global.Store(l_551_*4, asuint(_e1467));
                            }
                        }
                        uint _e1468 = l_mut_246_;
                        l_mut_246_ = (_e1468 + 1u);
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
