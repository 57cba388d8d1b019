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
void phase2_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint l_mut_103_ = (uint)0;
    uint l_mut_109_ = (uint)0;
    uint l_mut_292_ = (uint)0;
    uint l_mut_293_ = (uint)0;
    uint l_mut_294_ = (uint)0;
    bool l_mut_295_ = (bool)0;
    bool l_mut_302_ = (bool)0;
    bool l_mut_305_ = (bool)0;
    uint l_mut_312_ = (uint)0;
    bool l_mut_313_ = (bool)0;
    uint l_mut_314_ = (uint)0;
    uint l_mut_315_ = (uint)0;
    uint l_mut_320_ = (uint)0;
    uint l_mut_346_ = (uint)0;
    uint l_mut_347_ = (uint)0;
    uint l_mut_352_ = (uint)0;
    uint l_mut_45_ = (uint)0;
    uint l_mut_82_ = (uint)0;
    uint l_mut_97_ = (uint)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;
    bool local_5 = (bool)0;
    bool local_6 = (bool)0;
    bool local_7 = (bool)0;
    bool local_8 = (bool)0;
    bool local_9 = (bool)0;
    bool local_10 = (bool)0;
    bool local_11 = (bool)0;
    uint l_mut_344_ = (uint)0;
    bool local_12 = (bool)0;
    bool local_13 = (bool)0;
    bool local_14 = (bool)0;
    bool local_15 = (bool)0;
    bool local_16 = (bool)0;
    bool local_17 = (bool)0;
    bool local_18 = (bool)0;
    bool local_19 = (bool)0;
    bool local_20 = (bool)0;
    bool local_21 = (bool)0;
    bool local_22 = (bool)0;
    bool local_23 = (bool)0;
    bool local_24 = (bool)0;
    uint l_mut_459_ = (uint)0;
    bool local_25 = (bool)0;
    bool local_26 = (bool)0;
    bool local_27 = (bool)0;
    bool local_28 = (bool)0;
    bool local_29 = (bool)0;
    bool local_30 = (bool)0;
    bool local_31 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_541_ = asuint(info.Load(24+0));
        uint l_542_ = (l_541_ * 1u);
        uint l_543_ = (l_542_ - 1u);
        uint l_544_ = min(3u, l_543_);
        uint _e59; buffer_6_global.InterlockedAdd(l_544_*4, 1u, _e59);
    }
    uint l_3_ = asuint(info.Load(44+0));
    uint l_4_ = (l_3_ * 8u);
    bool l_5_ = (id < l_4_);
    if (l_5_) {
        uint l_546_ = asuint(info.Load(12+0));
        uint l_547_ = (l_546_ * 1u);
        bool l_548_ = (0u < l_547_);
        uint l_549_ = (l_547_ - 1u);
        uint l_550_ = min(0u, l_549_);
        uint l_551_ = asuint(buffer_3_global.Load(l_550_*4));
        uint l_7_ = (l_548_ ? l_551_ : 0u);
        uint l_9_ = (0u + 1u);
        uint l_553_ = asuint(info.Load(12+0));
        uint l_554_ = (l_553_ * 1u);
        bool l_555_ = (l_9_ < l_554_);
        uint l_556_ = (l_554_ - 1u);
        uint l_557_ = min(l_9_, l_556_);
        uint l_558_ = asuint(buffer_3_global.Load(l_557_*4));
        uint l_10_ = (l_555_ ? l_558_ : 0u);
        uint l_560_ = asuint(info.Load(12+0));
        uint l_561_ = (l_560_ * 1u);
        bool l_562_ = (2u < l_561_);
        uint l_563_ = (l_561_ - 1u);
        uint l_564_ = min(2u, l_563_);
        uint l_565_ = asuint(buffer_3_global.Load(l_564_*4));
        uint l_12_ = (l_562_ ? l_565_ : 0u);
        uint l_14_ = (2u + 1u);
        uint l_567_ = asuint(info.Load(12+0));
        uint l_568_ = (l_567_ * 1u);
        bool l_569_ = (l_14_ < l_568_);
        uint l_570_ = (l_568_ - 1u);
        uint l_571_ = min(l_14_, l_570_);
        uint l_572_ = asuint(buffer_3_global.Load(l_571_*4));
        uint l_15_ = (l_569_ ? l_572_ : 0u);
        uint l_574_ = asuint(info.Load(12+0));
        uint l_575_ = (l_574_ * 1u);
        bool l_576_ = (4u < l_575_);
        uint l_577_ = (l_575_ - 1u);
        uint l_578_ = min(4u, l_577_);
        uint l_579_ = asuint(buffer_3_global.Load(l_578_*4));
        uint l_17_ = (l_576_ ? l_579_ : 0u);
        uint l_19_ = (4u + 1u);
        uint l_581_ = asuint(info.Load(12+0));
        uint l_582_ = (l_581_ * 1u);
        bool l_583_ = (l_19_ < l_582_);
        uint l_584_ = (l_582_ - 1u);
        uint l_585_ = min(l_19_, l_584_);
        uint l_586_ = asuint(buffer_3_global.Load(l_585_*4));
        uint l_20_ = (l_583_ ? l_586_ : 0u);
        uint l_588_ = asuint(info.Load(12+0));
        uint l_589_ = (l_588_ * 1u);
        bool l_590_ = (6u < l_589_);
        uint l_591_ = (l_589_ - 1u);
        uint l_592_ = min(6u, l_591_);
        uint l_593_ = asuint(buffer_3_global.Load(l_592_*4));
        uint l_22_ = (l_590_ ? l_593_ : 0u);
        uint l_24_ = (6u + 1u);
        uint l_595_ = asuint(info.Load(12+0));
        uint l_596_ = (l_595_ * 1u);
        bool l_597_ = (l_24_ < l_596_);
        uint l_598_ = (l_596_ - 1u);
        uint l_599_ = min(l_24_, l_598_);
        uint l_600_ = asuint(buffer_3_global.Load(l_599_*4));
        uint l_25_ = (l_597_ ? l_600_ : 0u);
        uint l_602_ = asuint(info.Load(12+0));
        uint l_603_ = (l_602_ * 1u);
        bool l_604_ = (8u < l_603_);
        uint l_605_ = (l_603_ - 1u);
        uint l_606_ = min(8u, l_605_);
        uint l_607_ = asuint(buffer_3_global.Load(l_606_*4));
        uint l_27_ = (l_604_ ? l_607_ : 0u);
        uint l_29_ = (8u + 1u);
        uint l_609_ = asuint(info.Load(12+0));
        uint l_610_ = (l_609_ * 1u);
        bool l_611_ = (l_29_ < l_610_);
        uint l_612_ = (l_610_ - 1u);
        uint l_613_ = min(l_29_, l_612_);
        uint l_614_ = asuint(buffer_3_global.Load(l_613_*4));
        uint l_30_ = (l_611_ ? l_614_ : 0u);
        uint l_616_ = asuint(info.Load(12+0));
        uint l_617_ = (l_616_ * 1u);
        bool l_618_ = (10u < l_617_);
        uint l_619_ = (l_617_ - 1u);
        uint l_620_ = min(10u, l_619_);
        uint l_621_ = asuint(buffer_3_global.Load(l_620_*4));
        uint l_32_ = (l_618_ ? l_621_ : 0u);
        uint l_34_ = (10u + 1u);
        uint l_623_ = asuint(info.Load(12+0));
        uint l_624_ = (l_623_ * 1u);
        bool l_625_ = (l_34_ < l_624_);
        uint l_626_ = (l_624_ - 1u);
        uint l_627_ = min(l_34_, l_626_);
        uint l_628_ = asuint(buffer_3_global.Load(l_627_*4));
        uint l_35_ = (l_625_ ? l_628_ : 0u);
        uint l_36_ = naga_div(id, 8u);
        uint l_630_ = asuint(info.Load(16+0));
        uint l_631_ = (l_630_ * 1u);
        bool l_632_ = (l_36_ < l_631_);
        uint l_633_ = (l_631_ - 1u);
        uint l_634_ = min(l_36_, l_633_);
        uint l_635_ = asuint(buffer_4_global.Load(l_634_*4));
        uint l_37_ = (l_632_ ? l_635_ : 0u);
        uint l_38_ = naga_mod(id, 8u);
        uint l_39_ = naga_div(l_7_, 8u);
        uint l_40_ = (l_38_ * l_39_);
        uint l_41_ = (l_37_ * l_7_);
        uint64_t l_637_ = uint64_t(l_37_);
        uint64_t l_638_ = uint64_t(l_7_);
        uint64_t l_639_ = (l_637_ * l_638_);
        uint64_t l_640_ = (l_639_ >> uint(32uL));
        uint l_42_ = uint(l_640_);
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
        uint _e338 = l_mut_45_;
        bool l_61_ = (l_40_ < _e338);
        if (l_61_) {
            uint l_62_ = (2u * l_37_);
            uint l_642_ = asuint(info.Load(0+0));
            uint l_643_ = (l_642_ * 1u);
            bool l_644_ = (l_62_ < l_643_);
            uint l_645_ = (l_643_ - 1u);
            uint l_646_ = min(l_62_, l_645_);
            uint l_647_ = asuint(buffer_0_global.Load(l_646_*4));
            uint l_63_ = (l_644_ ? l_647_ : 0u);
            uint l_64_ = (2u * l_37_);
            uint l_65_ = (l_64_ + 1u);
            uint l_649_ = asuint(info.Load(0+0));
            uint l_650_ = (l_649_ * 1u);
            bool l_651_ = (l_65_ < l_650_);
            uint l_652_ = (l_650_ - 1u);
            uint l_653_ = min(l_65_, l_652_);
            uint l_654_ = asuint(buffer_0_global.Load(l_653_*4));
            uint l_66_ = (l_651_ ? l_654_ : 0u);
            uint l_67_ = (2u * l_37_);
            uint l_656_ = asuint(info.Load(4+0));
            uint l_657_ = (l_656_ * 1u);
            bool l_658_ = (l_67_ < l_657_);
            uint l_659_ = (l_657_ - 1u);
            uint l_660_ = min(l_67_, l_659_);
            uint l_661_ = asuint(buffer_1_global.Load(l_660_*4));
            uint l_68_ = (l_658_ ? l_661_ : 0u);
            uint l_69_ = (2u * l_37_);
            uint l_70_ = (l_69_ + 1u);
            uint l_663_ = asuint(info.Load(4+0));
            uint l_664_ = (l_663_ * 1u);
            bool l_665_ = (l_70_ < l_664_);
            uint l_666_ = (l_664_ - 1u);
            uint l_667_ = min(l_70_, l_666_);
            uint l_668_ = asuint(buffer_1_global.Load(l_667_*4));
            uint l_71_ = (l_665_ ? l_668_ : 0u);
            uint l_72_ = (2u * l_37_);
            uint l_670_ = asuint(info.Load(8+0));
            uint l_671_ = (l_670_ * 1u);
            bool l_672_ = (l_72_ < l_671_);
            uint l_673_ = (l_671_ - 1u);
            uint l_674_ = min(l_72_, l_673_);
            uint l_675_ = asuint(buffer_2_global.Load(l_674_*4));
            uint l_73_ = (l_672_ ? l_675_ : 0u);
            uint l_74_ = (2u * l_37_);
            uint l_75_ = (l_74_ + 1u);
            uint l_677_ = asuint(info.Load(8+0));
            uint l_678_ = (l_677_ * 1u);
            bool l_679_ = (l_75_ < l_678_);
            uint l_680_ = (l_678_ - 1u);
            uint l_681_ = min(l_75_, l_680_);
            uint l_682_ = asuint(buffer_2_global.Load(l_681_*4));
            uint l_76_ = (l_679_ ? l_682_ : 0u);
            uint l_77_ = naga_div(l_7_, 8u);
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
            uint _e464 = l_mut_45_;
            uint l_88_ = (_e464 * l_79_);
            uint _e466 = l_mut_82_;
            uint l_89_ = (_e466 * l_79_);
            uint _e468 = l_mut_45_;
            uint64_t l_684_ = uint64_t(_e468);
            uint64_t l_685_ = uint64_t(l_79_);
            uint64_t l_686_ = (l_684_ * l_685_);
            uint64_t l_687_ = (l_686_ >> uint(32uL));
            uint l_90_ = uint(l_687_);
            uint l_91_ = (l_90_ + l_89_);
            uint _e479 = l_mut_82_;
            uint64_t l_689_ = uint64_t(_e479);
            uint64_t l_690_ = uint64_t(l_79_);
            uint64_t l_691_ = (l_689_ * l_690_);
            uint64_t l_692_ = (l_691_ >> uint(32uL));
            uint l_92_ = uint(l_692_);
            bool l_93_ = (l_91_ < l_89_);
            uint l_94_ = uint(l_93_);
            uint l_95_ = (l_92_ + l_94_);
            uint l_96_ = naga_mod(l_12_, 32u);
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
            uint _e508 = l_mut_97_;
            l_mut_109_ = _e508;
            uint _e509 = l_mut_103_;
            l_mut_97_ = _e509;
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
                    uint _e523 = l_mut_103_;
                    l_mut_109_ = _e523;
                    l_mut_97_ = l_117_;
                }
            }
            uint _e524 = l_mut_109_;
            l_mut_103_ = _e524;
            uint _e525 = l_mut_97_;
            l_mut_109_ = _e525;
            if (l_81_) {
                uint _e527 = l_mut_103_;
                uint l_118_ = (0u - _e527);
                uint _e530 = l_mut_109_;
                uint l_119_ = (0u - _e530);
                uint _e533 = l_mut_103_;
                bool l_120_ = (0u < _e533);
                uint l_121_ = uint(l_120_);
                uint l_122_ = (l_119_ - l_121_);
                l_mut_103_ = l_118_;
                l_mut_109_ = l_122_;
            }
            uint _e537 = l_mut_103_;
            uint l_123_ = (l_63_ + _e537);
            uint _e539 = l_mut_109_;
            uint l_124_ = (l_66_ + _e539);
            bool l_125_ = (l_123_ < l_63_);
            uint l_126_ = uint(l_125_);
            uint l_127_ = (l_124_ + l_126_);
            uint l_128_ = (l_63_ * l_78_);
            uint64_t l_694_ = uint64_t(l_63_);
            uint64_t l_695_ = uint64_t(l_78_);
            uint64_t l_696_ = (l_694_ * l_695_);
            uint64_t l_697_ = (l_696_ >> uint(32uL));
            uint l_129_ = uint(l_697_);
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
            uint _e574 = l_mut_109_;
            uint l_145_ = (_e574 * l_137_);
            uint _e576 = l_mut_103_;
            uint l_146_ = (_e576 * l_137_);
            uint _e578 = l_mut_109_;
            uint64_t l_699_ = uint64_t(_e578);
            uint64_t l_700_ = uint64_t(l_137_);
            uint64_t l_701_ = (l_699_ * l_700_);
            uint64_t l_702_ = (l_701_ >> uint(32uL));
            uint l_147_ = uint(l_702_);
            uint l_148_ = (l_147_ + l_146_);
            uint _e589 = l_mut_103_;
            uint64_t l_704_ = uint64_t(_e589);
            uint64_t l_705_ = uint64_t(l_137_);
            uint64_t l_706_ = (l_704_ * l_705_);
            uint64_t l_707_ = (l_706_ >> uint(32uL));
            uint l_149_ = uint(l_707_);
            bool l_150_ = (l_148_ < l_146_);
            uint l_151_ = uint(l_150_);
            uint l_152_ = (l_149_ + l_151_);
            uint l_153_ = naga_mod(l_12_, 32u);
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
            uint _e618 = l_mut_97_;
            l_mut_45_ = _e618;
            uint _e619 = l_mut_82_;
            l_mut_97_ = _e619;
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
                    uint _e633 = l_mut_82_;
                    l_mut_45_ = _e633;
                    l_mut_97_ = l_171_;
                }
            }
            uint _e634 = l_mut_45_;
            l_mut_109_ = _e634;
            uint _e635 = l_mut_97_;
            l_mut_103_ = _e635;
            if (l_139_) {
                uint _e637 = l_mut_109_;
                uint l_172_ = (0u - _e637);
                uint _e640 = l_mut_103_;
                uint l_173_ = (0u - _e640);
                uint _e643 = l_mut_109_;
                bool l_174_ = (0u < _e643);
                uint l_175_ = uint(l_174_);
                uint l_176_ = (l_173_ - l_175_);
                l_mut_109_ = l_172_;
                l_mut_103_ = l_176_;
            }
            uint _e647 = l_mut_109_;
            uint l_177_ = (l_132_ + _e647);
            uint _e649 = l_mut_103_;
            uint l_178_ = (l_136_ + _e649);
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
            uint _e666 = l_mut_109_;
            uint l_189_ = (_e666 * l_77_);
            uint _e668 = l_mut_103_;
            uint l_190_ = (_e668 * l_77_);
            uint _e670 = l_mut_109_;
            uint64_t l_709_ = uint64_t(_e670);
            uint64_t l_710_ = uint64_t(l_77_);
            uint64_t l_711_ = (l_709_ * l_710_);
            uint64_t l_712_ = (l_711_ >> uint(32uL));
            uint l_191_ = uint(l_712_);
            uint l_192_ = (l_191_ + l_190_);
            uint _e681 = l_mut_103_;
            uint64_t l_714_ = uint64_t(_e681);
            uint64_t l_715_ = uint64_t(l_77_);
            uint64_t l_716_ = (l_714_ * l_715_);
            uint64_t l_717_ = (l_716_ >> uint(32uL));
            uint l_193_ = uint(l_717_);
            bool l_194_ = (l_192_ < l_190_);
            uint l_195_ = uint(l_194_);
            uint l_196_ = (l_193_ + l_195_);
            uint l_197_ = naga_mod(l_12_, 32u);
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
            uint _e710 = l_mut_97_;
            l_mut_45_ = _e710;
            uint _e711 = l_mut_82_;
            l_mut_97_ = _e711;
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
                    uint _e725 = l_mut_82_;
                    l_mut_45_ = _e725;
                    l_mut_97_ = l_215_;
                }
            }
            uint _e726 = l_mut_45_;
            l_mut_109_ = _e726;
            uint _e727 = l_mut_97_;
            l_mut_103_ = _e727;
            if (l_183_) {
                uint _e729 = l_mut_109_;
                uint l_216_ = (0u - _e729);
                uint _e732 = l_mut_103_;
                uint l_217_ = (0u - _e732);
                uint _e735 = l_mut_109_;
                bool l_218_ = (0u < _e735);
                uint l_219_ = uint(l_218_);
                uint l_220_ = (l_217_ - l_219_);
                l_mut_109_ = l_216_;
                l_mut_103_ = l_220_;
            }
            uint _e739 = l_mut_109_;
            uint l_221_ = (l_123_ + _e739);
            uint _e741 = l_mut_103_;
            uint l_222_ = (l_127_ + _e741);
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
            uint _e761 = l_mut_109_;
            uint l_235_ = (_e761 * l_226_);
            uint _e763 = l_mut_103_;
            uint l_236_ = (_e763 * l_226_);
            uint _e765 = l_mut_109_;
            uint64_t l_719_ = uint64_t(_e765);
            uint64_t l_720_ = uint64_t(l_226_);
            uint64_t l_721_ = (l_719_ * l_720_);
            uint64_t l_722_ = (l_721_ >> uint(32uL));
            uint l_237_ = uint(l_722_);
            uint l_238_ = (l_237_ + l_236_);
            uint _e776 = l_mut_103_;
            uint64_t l_724_ = uint64_t(_e776);
            uint64_t l_725_ = uint64_t(l_226_);
            uint64_t l_726_ = (l_724_ * l_725_);
            uint64_t l_727_ = (l_726_ >> uint(32uL));
            uint l_239_ = uint(l_727_);
            bool l_240_ = (l_238_ < l_236_);
            uint l_241_ = uint(l_240_);
            uint l_242_ = (l_239_ + l_241_);
            uint l_243_ = naga_mod(l_227_, 32u);
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
            uint _e805 = l_mut_97_;
            l_mut_45_ = _e805;
            uint _e806 = l_mut_82_;
            l_mut_97_ = _e806;
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
                    uint _e820 = l_mut_82_;
                    l_mut_45_ = _e820;
                    l_mut_97_ = l_261_;
                }
            }
            uint _e821 = l_mut_45_;
            l_mut_109_ = _e821;
            uint _e822 = l_mut_97_;
            l_mut_103_ = _e822;
            if (l_229_) {
                uint _e824 = l_mut_109_;
                uint l_262_ = (0u - _e824);
                uint _e827 = l_mut_103_;
                uint l_263_ = (0u - _e827);
                uint _e830 = l_mut_109_;
                bool l_264_ = (0u < _e830);
                uint l_265_ = uint(l_264_);
                uint l_266_ = (l_263_ - l_265_);
                l_mut_109_ = l_262_;
                l_mut_103_ = l_266_;
            }
            uint _e834 = l_mut_109_;
            uint l_267_ = (l_177_ - _e834);
            uint _e836 = l_mut_103_;
            uint l_268_ = (l_181_ - _e836);
            uint _e838 = l_mut_109_;
            bool l_269_ = (l_177_ < _e838);
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
            uint _e871 = l_mut_292_;
            bool l_296_ = (_e871 < l_286_);
            uint _e873 = l_mut_292_;
            bool l_297_ = (_e873 == l_286_);
            uint _e875 = l_mut_45_;
            bool l_298_ = (_e875 < l_282_);
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
                bool _e890 = l_mut_302_;
                l_mut_295_ = _e890;
                l_mut_302_ = false;
            }
            l_mut_305_ = false;
            uint2 loop_bound = uint2(4294967295u, 4294967295u);
            while(true) {
                if (all(loop_bound == uint2(0u, 0u))) { break; }
                loop_bound -= uint2(loop_bound.y == 0u, 1u);
                bool _e893 = l_mut_302_;
                bool l_306_ = !(_e893);
                if (l_306_) {
                    break;
                }
                uint _e895 = l_mut_292_;
                uint _e896 = l_mut_103_;
                bool l_307_ = (_e895 < _e896);
                uint _e898 = l_mut_292_;
                uint _e899 = l_mut_103_;
                bool l_308_ = (_e898 == _e899);
                uint _e901 = l_mut_45_;
                uint _e902 = l_mut_109_;
                bool l_309_ = (_e901 < _e902);
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
                    uint _e915 = l_mut_97_;
                    l_mut_314_ = _e915;
                    uint _e916 = l_mut_82_;
                    l_mut_315_ = _e916;
                    if (false) {
                        uint _e919 = l_mut_82_;
                        uint l_318_ = (_e919 >> 3u);
                        l_mut_314_ = l_318_;
                        l_mut_315_ = 0u;
                    } else {
                        if (true) {
                            uint _e923 = l_mut_97_;
                            l_mut_320_ = _e923;
                            if (true) {
                                uint _e925 = l_mut_97_;
                                uint l_322_ = (_e925 >> 3u);
                                uint _e928 = l_mut_82_;
                                uint l_323_ = (_e928 << 29u);
                                uint l_324_ = (l_322_ | l_323_);
                                l_mut_320_ = l_324_;
                            }
                            uint _e932 = l_mut_82_;
                            uint l_325_ = (_e932 >> 3u);
                            uint _e935 = l_mut_320_;
                            l_mut_314_ = _e935;
                            l_mut_315_ = l_325_;
                        }
                    }
                    uint _e936 = l_mut_315_;
                    uint _e937 = l_mut_103_;
                    bool l_326_ = (_e936 < _e937);
                    uint _e939 = l_mut_315_;
                    uint _e940 = l_mut_103_;
                    bool l_327_ = (_e939 == _e940);
                    uint _e942 = l_mut_314_;
                    uint _e943 = l_mut_109_;
                    bool l_328_ = (_e942 < _e943);
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
                    uint _e955 = l_mut_109_;
                    uint _e956 = l_mut_103_;
                    uint l_332_ = (_e955 | _e956);
                    bool l_333_ = (l_332_ == 0u);
                    if (l_333_) {
                        l_mut_312_ = l_77_;
                    } else {
                        bool _e960 = l_mut_313_;
                        if (_e960) {
                            uint _e961 = l_mut_103_;
                            uint _e962 = l_mut_82_;
                            bool l_334_ = (_e961 < _e962);
                            uint _e964 = l_mut_103_;
                            uint _e965 = l_mut_82_;
                            bool l_335_ = (_e964 == _e965);
                            uint _e967 = l_mut_109_;
                            uint _e968 = l_mut_97_;
                            bool l_336_ = (_e967 < _e968);
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
                                uint _e979 = l_mut_97_;
                                uint l_339_ = (_e979 - 1u);
                                uint _e982 = l_mut_82_;
                                uint l_340_ = (_e982 - 0u);
                                uint _e985 = l_mut_97_;
                                bool l_341_ = (_e985 < 1u);
                                uint l_342_ = uint(l_341_);
                                uint l_343_ = (l_340_ - l_342_);
                                l_mut_320_ = l_339_;
                                l_mut_315_ = l_343_;
                                l_mut_314_ = 0u;
                                l_mut_344_ = 0u;
                                uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                                bool loop_init = true;
                                while(true) {
                                    if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                    loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                    if (!loop_init) {
                                        uint _e1078 = l_mut_344_;
                                        l_mut_344_ = (_e1078 + 1u);
                                    }
                                    loop_init = false;
                                    uint _e993 = l_mut_344_;
                                    if ((_e993 < 16u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e997 = l_mut_344_;
                                        uint l_345_ = (15u - _e997);
                                        uint _e999 = l_mut_320_;
                                        l_mut_346_ = _e999;
                                        uint _e1000 = l_mut_315_;
                                        l_mut_347_ = _e1000;
                                        bool l_348_ = (l_345_ >= 32u);
                                        if (l_348_) {
                                            uint l_349_ = (l_345_ & 31u);
                                            uint _e1005 = l_mut_315_;
                                            uint l_350_ = (_e1005 >> l_349_);
                                            l_mut_346_ = l_350_;
                                            l_mut_347_ = 0u;
                                        } else {
                                            bool l_351_ = (l_345_ > 0u);
                                            if (l_351_) {
                                                uint _e1010 = l_mut_320_;
                                                l_mut_352_ = _e1010;
                                                bool l_353_ = (l_345_ > 0u);
                                                if (l_353_) {
                                                    uint _e1013 = l_mut_320_;
                                                    uint l_354_ = (_e1013 >> l_345_);
                                                    uint l_355_ = (32u - l_345_);
                                                    uint _e1017 = l_mut_315_;
                                                    uint l_356_ = (_e1017 << l_355_);
                                                    uint l_357_ = (l_354_ | l_356_);
                                                    l_mut_352_ = l_357_;
                                                }
                                                uint _e1020 = l_mut_315_;
                                                uint l_358_ = (_e1020 >> l_345_);
                                                uint _e1022 = l_mut_352_;
                                                l_mut_346_ = _e1022;
                                                l_mut_347_ = l_358_;
                                            }
                                        }
                                        uint _e1023 = l_mut_347_;
                                        uint _e1024 = l_mut_103_;
                                        bool l_359_ = (_e1023 < _e1024);
                                        uint _e1026 = l_mut_347_;
                                        uint _e1027 = l_mut_103_;
                                        bool l_360_ = (_e1026 == _e1027);
                                        uint _e1029 = l_mut_346_;
                                        uint _e1030 = l_mut_109_;
                                        bool l_361_ = (_e1029 < _e1030);
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
                                            uint _e1042 = l_mut_109_;
                                            l_mut_352_ = _e1042;
                                            uint _e1043 = l_mut_103_;
                                            l_mut_347_ = _e1043;
                                            bool l_365_ = (l_345_ >= 32u);
                                            if (l_365_) {
                                                uint l_366_ = (l_345_ & 31u);
                                                uint _e1048 = l_mut_109_;
                                                uint l_367_ = (_e1048 << l_366_);
                                                l_mut_352_ = 0u;
                                                l_mut_347_ = l_367_;
                                            } else {
                                                bool l_368_ = (l_345_ > 0u);
                                                if (l_368_) {
                                                    uint _e1053 = l_mut_109_;
                                                    uint l_369_ = (_e1053 << l_345_);
                                                    uint _e1055 = l_mut_103_;
                                                    uint l_370_ = (_e1055 << l_345_);
                                                    uint l_371_ = (32u - l_345_);
                                                    uint _e1059 = l_mut_109_;
                                                    uint l_372_ = (_e1059 >> l_371_);
                                                    uint l_373_ = (l_370_ | l_372_);
                                                    l_mut_352_ = l_369_;
                                                    l_mut_347_ = l_373_;
                                                }
                                            }
                                            uint _e1062 = l_mut_320_;
                                            uint _e1063 = l_mut_352_;
                                            uint l_374_ = (_e1062 - _e1063);
                                            uint _e1065 = l_mut_315_;
                                            uint _e1066 = l_mut_347_;
                                            uint l_375_ = (_e1065 - _e1066);
                                            uint _e1068 = l_mut_320_;
                                            uint _e1069 = l_mut_352_;
                                            bool l_376_ = (_e1068 < _e1069);
                                            uint l_377_ = uint(l_376_);
                                            uint l_378_ = (l_375_ - l_377_);
                                            l_mut_320_ = l_374_;
                                            l_mut_315_ = l_378_;
                                            uint l_379_ = (1u << l_345_);
                                            uint _e1075 = l_mut_314_;
                                            l_mut_314_ = (_e1075 | l_379_);
                                        }
                                    }
                                }
                                uint _e1080 = l_mut_314_;
                                uint l_380_ = min(_e1080, l_77_);
                                l_mut_352_ = l_380_;
                                uint _e1082 = l_mut_315_;
                                uint _e1083 = l_mut_103_;
                                bool l_381_ = (_e1082 < _e1083);
                                uint _e1085 = l_mut_315_;
                                uint _e1086 = l_mut_103_;
                                bool l_382_ = (_e1085 == _e1086);
                                uint _e1088 = l_mut_320_;
                                uint _e1089 = l_mut_109_;
                                bool l_383_ = (_e1088 < _e1089);
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
                                uint _e1101 = l_mut_352_;
                                l_mut_312_ = _e1101;
                            }
                        } else {
                            uint _e1102 = l_mut_97_;
                            l_mut_352_ = _e1102;
                            uint _e1103 = l_mut_82_;
                            l_mut_347_ = _e1103;
                            uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                                loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                                uint _e1104 = l_mut_103_;
                                uint _e1105 = l_mut_347_;
                                bool l_387_ = (_e1104 < _e1105);
                                uint _e1107 = l_mut_103_;
                                uint _e1108 = l_mut_347_;
                                bool l_388_ = (_e1107 == _e1108);
                                uint _e1110 = l_mut_109_;
                                uint _e1111 = l_mut_352_;
                                bool l_389_ = (_e1110 < _e1111);
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
                                uint _e1122 = l_mut_312_;
                                uint _e1123 = l_mut_294_;
                                uint l_392_ = (_e1122 * _e1123);
                                uint _e1125 = l_mut_293_;
                                uint l_393_ = (_e1125 + l_392_);
                                uint _e1127 = l_mut_294_;
                                uint l_394_ = (l_393_ + _e1127);
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
                                uint _e1135 = l_mut_352_;
                                uint _e1136 = l_mut_109_;
                                uint l_398_ = (_e1135 - _e1136);
                                uint _e1138 = l_mut_347_;
                                uint _e1139 = l_mut_103_;
                                uint l_399_ = (_e1138 - _e1139);
                                uint _e1141 = l_mut_352_;
                                uint _e1142 = l_mut_109_;
                                bool l_400_ = (_e1141 < _e1142);
                                uint l_401_ = uint(l_400_);
                                uint l_402_ = (l_399_ - l_401_);
                                l_mut_352_ = l_398_;
                                l_mut_347_ = l_402_;
                                uint _e1146 = l_mut_312_;
                                l_mut_312_ = (_e1146 + 1u);
                            }
                        }
                    }
                    uint _e1149 = l_mut_312_;
                    uint _e1150 = l_mut_294_;
                    uint l_403_ = (_e1149 * _e1150);
                    uint _e1152 = l_mut_293_;
                    uint l_404_ = (_e1152 + l_403_);
                    uint _e1154 = l_mut_294_;
                    uint l_405_ = (l_404_ + _e1154);
                    bool l_406_ = (l_405_ >= l_77_);
                    if (l_406_) {
                        l_mut_295_ = true;
                        l_mut_302_ = false;
                    } else {
                        uint _e1159 = l_mut_109_;
                        uint _e1160 = l_mut_312_;
                        uint l_407_ = (_e1159 * _e1160);
                        uint _e1162 = l_mut_109_;
                        uint64_t l_729_ = uint64_t(_e1162);
                        uint _e1164 = l_mut_312_;
                        uint64_t l_730_ = uint64_t(_e1164);
                        uint64_t l_731_ = (l_729_ * l_730_);
                        uint64_t l_732_ = (l_731_ >> uint(32uL));
                        uint l_408_ = uint(l_732_);
                        uint _e1173 = l_mut_103_;
                        uint _e1174 = l_mut_312_;
                        uint l_409_ = (_e1173 * _e1174);
                        uint l_410_ = (l_408_ + l_409_);
                        uint _e1177 = l_mut_97_;
                        uint l_411_ = (_e1177 - l_407_);
                        uint _e1179 = l_mut_82_;
                        uint l_412_ = (_e1179 - l_410_);
                        uint _e1181 = l_mut_97_;
                        bool l_413_ = (_e1181 < l_407_);
                        uint l_414_ = uint(l_413_);
                        uint l_415_ = (l_412_ - l_414_);
                        l_mut_97_ = l_411_;
                        l_mut_82_ = l_415_;
                        uint _e1185 = l_mut_312_;
                        uint _e1186 = l_mut_294_;
                        uint l_416_ = (_e1185 * _e1186);
                        uint _e1188 = l_mut_293_;
                        l_mut_293_ = (_e1188 + l_416_);
                        uint _e1190 = l_mut_109_;
                        uint _e1191 = l_mut_97_;
                        uint l_417_ = (_e1190 - _e1191);
                        uint _e1193 = l_mut_103_;
                        uint _e1194 = l_mut_82_;
                        uint l_418_ = (_e1193 - _e1194);
                        uint _e1196 = l_mut_109_;
                        uint _e1197 = l_mut_97_;
                        bool l_419_ = (_e1196 < _e1197);
                        uint l_420_ = uint(l_419_);
                        uint l_421_ = (l_418_ - l_420_);
                        l_mut_109_ = l_417_;
                        l_mut_103_ = l_421_;
                        uint _e1201 = l_mut_294_;
                        uint _e1202 = l_mut_293_;
                        l_mut_294_ = (_e1201 + _e1202);
                    }
                } else {
                    uint _e1204 = l_mut_45_;
                    uint _e1205 = l_mut_109_;
                    uint l_422_ = (_e1204 - _e1205);
                    uint _e1207 = l_mut_292_;
                    uint _e1208 = l_mut_103_;
                    uint l_423_ = (_e1207 - _e1208);
                    uint _e1210 = l_mut_45_;
                    uint _e1211 = l_mut_109_;
                    bool l_424_ = (_e1210 < _e1211);
                    uint l_425_ = uint(l_424_);
                    uint l_426_ = (l_423_ - l_425_);
                    l_mut_45_ = l_422_;
                    l_mut_292_ = l_426_;
                    uint _e1215 = l_mut_292_;
                    bool l_427_ = (_e1215 < l_286_);
                    uint _e1217 = l_mut_292_;
                    bool l_428_ = (_e1217 == l_286_);
                    uint _e1219 = l_mut_45_;
                    bool l_429_ = (_e1219 < l_282_);
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
                        uint _e1233 = l_mut_109_;
                        l_mut_347_ = _e1233;
                        uint _e1234 = l_mut_103_;
                        l_mut_346_ = _e1234;
                        if (false) {
                            uint _e1237 = l_mut_103_;
                            uint l_434_ = (_e1237 >> 3u);
                            l_mut_347_ = l_434_;
                            l_mut_346_ = 0u;
                        } else {
                            if (true) {
                                uint _e1241 = l_mut_109_;
                                l_mut_320_ = _e1241;
                                if (true) {
                                    uint _e1243 = l_mut_109_;
                                    uint l_437_ = (_e1243 >> 3u);
                                    uint _e1246 = l_mut_103_;
                                    uint l_438_ = (_e1246 << 29u);
                                    uint l_439_ = (l_437_ | l_438_);
                                    l_mut_320_ = l_439_;
                                }
                                uint _e1250 = l_mut_103_;
                                uint l_440_ = (_e1250 >> 3u);
                                uint _e1253 = l_mut_320_;
                                l_mut_347_ = _e1253;
                                l_mut_346_ = l_440_;
                            }
                        }
                        uint _e1254 = l_mut_346_;
                        uint _e1255 = l_mut_82_;
                        bool l_441_ = (_e1254 < _e1255);
                        uint _e1257 = l_mut_346_;
                        uint _e1258 = l_mut_82_;
                        bool l_442_ = (_e1257 == _e1258);
                        uint _e1260 = l_mut_347_;
                        uint _e1261 = l_mut_97_;
                        bool l_443_ = (_e1260 < _e1261);
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
                        uint _e1273 = l_mut_97_;
                        uint _e1274 = l_mut_82_;
                        uint l_447_ = (_e1273 | _e1274);
                        bool l_448_ = (l_447_ == 0u);
                        if (l_448_) {
                            l_mut_352_ = l_77_;
                        } else {
                            bool _e1278 = l_mut_313_;
                            if (_e1278) {
                                uint _e1279 = l_mut_82_;
                                uint _e1280 = l_mut_103_;
                                bool l_449_ = (_e1279 < _e1280);
                                uint _e1282 = l_mut_82_;
                                uint _e1283 = l_mut_103_;
                                bool l_450_ = (_e1282 == _e1283);
                                uint _e1285 = l_mut_97_;
                                uint _e1286 = l_mut_109_;
                                bool l_451_ = (_e1285 < _e1286);
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
                                    uint _e1297 = l_mut_109_;
                                    uint l_454_ = (_e1297 - 1u);
                                    uint _e1300 = l_mut_103_;
                                    uint l_455_ = (_e1300 - 0u);
                                    uint _e1303 = l_mut_109_;
                                    bool l_456_ = (_e1303 < 1u);
                                    uint l_457_ = uint(l_456_);
                                    uint l_458_ = (l_455_ - l_457_);
                                    l_mut_347_ = l_454_;
                                    l_mut_346_ = l_458_;
                                    l_mut_320_ = 0u;
                                    l_mut_459_ = 0u;
                                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                                    bool loop_init_1 = true;
                                    while(true) {
                                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                                        if (!loop_init_1) {
                                            uint _e1396 = l_mut_459_;
                                            l_mut_459_ = (_e1396 + 1u);
                                        }
                                        loop_init_1 = false;
                                        uint _e1311 = l_mut_459_;
                                        if ((_e1311 < 16u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e1315 = l_mut_459_;
                                            uint l_460_ = (15u - _e1315);
                                            uint _e1317 = l_mut_347_;
                                            l_mut_315_ = _e1317;
                                            uint _e1318 = l_mut_346_;
                                            l_mut_314_ = _e1318;
                                            bool l_461_ = (l_460_ >= 32u);
                                            if (l_461_) {
                                                uint l_462_ = (l_460_ & 31u);
                                                uint _e1323 = l_mut_346_;
                                                uint l_463_ = (_e1323 >> l_462_);
                                                l_mut_315_ = l_463_;
                                                l_mut_314_ = 0u;
                                            } else {
                                                bool l_464_ = (l_460_ > 0u);
                                                if (l_464_) {
                                                    uint _e1328 = l_mut_347_;
                                                    l_mut_312_ = _e1328;
                                                    bool l_465_ = (l_460_ > 0u);
                                                    if (l_465_) {
                                                        uint _e1331 = l_mut_347_;
                                                        uint l_466_ = (_e1331 >> l_460_);
                                                        uint l_467_ = (32u - l_460_);
                                                        uint _e1335 = l_mut_346_;
                                                        uint l_468_ = (_e1335 << l_467_);
                                                        uint l_469_ = (l_466_ | l_468_);
                                                        l_mut_312_ = l_469_;
                                                    }
                                                    uint _e1338 = l_mut_346_;
                                                    uint l_470_ = (_e1338 >> l_460_);
                                                    uint _e1340 = l_mut_312_;
                                                    l_mut_315_ = _e1340;
                                                    l_mut_314_ = l_470_;
                                                }
                                            }
                                            uint _e1341 = l_mut_314_;
                                            uint _e1342 = l_mut_82_;
                                            bool l_471_ = (_e1341 < _e1342);
                                            uint _e1344 = l_mut_314_;
                                            uint _e1345 = l_mut_82_;
                                            bool l_472_ = (_e1344 == _e1345);
                                            uint _e1347 = l_mut_315_;
                                            uint _e1348 = l_mut_97_;
                                            bool l_473_ = (_e1347 < _e1348);
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
                                                uint _e1360 = l_mut_97_;
                                                l_mut_315_ = _e1360;
                                                uint _e1361 = l_mut_82_;
                                                l_mut_314_ = _e1361;
                                                bool l_477_ = (l_460_ >= 32u);
                                                if (l_477_) {
                                                    uint l_478_ = (l_460_ & 31u);
                                                    uint _e1366 = l_mut_97_;
                                                    uint l_479_ = (_e1366 << l_478_);
                                                    l_mut_315_ = 0u;
                                                    l_mut_314_ = l_479_;
                                                } else {
                                                    bool l_480_ = (l_460_ > 0u);
                                                    if (l_480_) {
                                                        uint _e1371 = l_mut_97_;
                                                        uint l_481_ = (_e1371 << l_460_);
                                                        uint _e1373 = l_mut_82_;
                                                        uint l_482_ = (_e1373 << l_460_);
                                                        uint l_483_ = (32u - l_460_);
                                                        uint _e1377 = l_mut_97_;
                                                        uint l_484_ = (_e1377 >> l_483_);
                                                        uint l_485_ = (l_482_ | l_484_);
                                                        l_mut_315_ = l_481_;
                                                        l_mut_314_ = l_485_;
                                                    }
                                                }
                                                uint _e1380 = l_mut_347_;
                                                uint _e1381 = l_mut_315_;
                                                uint l_486_ = (_e1380 - _e1381);
                                                uint _e1383 = l_mut_346_;
                                                uint _e1384 = l_mut_314_;
                                                uint l_487_ = (_e1383 - _e1384);
                                                uint _e1386 = l_mut_347_;
                                                uint _e1387 = l_mut_315_;
                                                bool l_488_ = (_e1386 < _e1387);
                                                uint l_489_ = uint(l_488_);
                                                uint l_490_ = (l_487_ - l_489_);
                                                l_mut_347_ = l_486_;
                                                l_mut_346_ = l_490_;
                                                uint l_491_ = (1u << l_460_);
                                                uint _e1393 = l_mut_320_;
                                                l_mut_320_ = (_e1393 | l_491_);
                                            }
                                        }
                                    }
                                    uint _e1398 = l_mut_320_;
                                    uint l_492_ = min(_e1398, l_77_);
                                    l_mut_320_ = l_492_;
                                    uint _e1400 = l_mut_346_;
                                    uint _e1401 = l_mut_82_;
                                    bool l_493_ = (_e1400 < _e1401);
                                    uint _e1403 = l_mut_346_;
                                    uint _e1404 = l_mut_82_;
                                    bool l_494_ = (_e1403 == _e1404);
                                    uint _e1406 = l_mut_347_;
                                    uint _e1407 = l_mut_97_;
                                    bool l_495_ = (_e1406 < _e1407);
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
                                    uint _e1419 = l_mut_320_;
                                    l_mut_352_ = _e1419;
                                }
                            } else {
                                uint _e1420 = l_mut_109_;
                                l_mut_347_ = _e1420;
                                uint _e1421 = l_mut_103_;
                                l_mut_346_ = _e1421;
                                uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                    loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                    uint _e1422 = l_mut_82_;
                                    uint _e1423 = l_mut_346_;
                                    bool l_499_ = (_e1422 < _e1423);
                                    uint _e1425 = l_mut_82_;
                                    uint _e1426 = l_mut_346_;
                                    bool l_500_ = (_e1425 == _e1426);
                                    uint _e1428 = l_mut_97_;
                                    uint _e1429 = l_mut_347_;
                                    bool l_501_ = (_e1428 < _e1429);
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
                                    uint _e1440 = l_mut_352_;
                                    uint _e1441 = l_mut_293_;
                                    uint l_504_ = (_e1440 * _e1441);
                                    uint _e1443 = l_mut_294_;
                                    uint l_505_ = (_e1443 + l_504_);
                                    uint _e1445 = l_mut_293_;
                                    uint l_506_ = (l_505_ + _e1445);
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
                                    uint _e1453 = l_mut_347_;
                                    uint _e1454 = l_mut_97_;
                                    uint l_510_ = (_e1453 - _e1454);
                                    uint _e1456 = l_mut_346_;
                                    uint _e1457 = l_mut_82_;
                                    uint l_511_ = (_e1456 - _e1457);
                                    uint _e1459 = l_mut_347_;
                                    uint _e1460 = l_mut_97_;
                                    bool l_512_ = (_e1459 < _e1460);
                                    uint l_513_ = uint(l_512_);
                                    uint l_514_ = (l_511_ - l_513_);
                                    l_mut_347_ = l_510_;
                                    l_mut_346_ = l_514_;
                                    uint _e1464 = l_mut_352_;
                                    l_mut_352_ = (_e1464 + 1u);
                                }
                            }
                        }
                        uint _e1467 = l_mut_293_;
                        uint _e1468 = l_mut_294_;
                        uint l_515_ = (_e1467 + _e1468);
                        uint _e1470 = l_mut_352_;
                        uint _e1471 = l_mut_293_;
                        uint l_516_ = (_e1470 * _e1471);
                        uint l_517_ = (l_515_ + l_516_);
                        bool l_518_ = (l_517_ >= l_77_);
                        if (l_518_) {
                            l_mut_295_ = true;
                            l_mut_302_ = false;
                        } else {
                            uint _e1477 = l_mut_97_;
                            uint _e1478 = l_mut_352_;
                            uint l_519_ = (_e1477 * _e1478);
                            uint _e1480 = l_mut_97_;
                            uint64_t l_734_ = uint64_t(_e1480);
                            uint _e1482 = l_mut_352_;
                            uint64_t l_735_ = uint64_t(_e1482);
                            uint64_t l_736_ = (l_734_ * l_735_);
                            uint64_t l_737_ = (l_736_ >> uint(32uL));
                            uint l_520_ = uint(l_737_);
                            uint _e1491 = l_mut_82_;
                            uint _e1492 = l_mut_352_;
                            uint l_521_ = (_e1491 * _e1492);
                            uint l_522_ = (l_520_ + l_521_);
                            uint _e1495 = l_mut_109_;
                            uint l_523_ = (_e1495 - l_519_);
                            uint _e1497 = l_mut_103_;
                            uint l_524_ = (_e1497 - l_522_);
                            uint _e1499 = l_mut_109_;
                            bool l_525_ = (_e1499 < l_519_);
                            uint l_526_ = uint(l_525_);
                            uint l_527_ = (l_524_ - l_526_);
                            l_mut_109_ = l_523_;
                            l_mut_103_ = l_527_;
                            uint _e1503 = l_mut_352_;
                            uint _e1504 = l_mut_293_;
                            uint l_528_ = (_e1503 * _e1504);
                            uint _e1506 = l_mut_294_;
                            l_mut_294_ = (_e1506 + l_528_);
                            uint _e1508 = l_mut_97_;
                            uint _e1509 = l_mut_109_;
                            uint l_529_ = (_e1508 - _e1509);
                            uint _e1511 = l_mut_82_;
                            uint _e1512 = l_mut_103_;
                            uint l_530_ = (_e1511 - _e1512);
                            uint _e1514 = l_mut_97_;
                            uint _e1515 = l_mut_109_;
                            bool l_531_ = (_e1514 < _e1515);
                            uint l_532_ = uint(l_531_);
                            uint l_533_ = (l_530_ - l_532_);
                            l_mut_97_ = l_529_;
                            l_mut_82_ = l_533_;
                            uint _e1519 = l_mut_293_;
                            uint _e1520 = l_mut_294_;
                            l_mut_293_ = (_e1519 + _e1520);
                        }
                    }
                }
            }
            bool _e1522 = l_mut_295_;
            bool l_534_ = !(_e1522);
            if (l_534_) {
                uint l_535_ = (l_37_ * 8u);
                uint l_536_ = (l_535_ + l_38_);
                uint l_739_ = asuint(info.Load(24+0));
                uint l_740_ = (l_739_ * 1u);
                uint l_741_ = (l_740_ - 1u);
                uint l_742_ = min(1u, l_741_);
                uint _e1540; buffer_6_global.InterlockedAdd(l_742_*4, 1u, _e1540);
                uint l_539_ = asuint(info.Load(48+0));
                bool l_540_ = (_e1540 < l_539_);
                if (l_540_) {
                    uint l_744_ = asuint(info.Load(20+0));
                    uint l_745_ = (l_744_ * 1u);
                    bool l_746_ = (_e1540 < l_745_);
                    if (l_746_) {
                        buffer_5_global.Store(_e1540*4, asuint(l_536_));
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
