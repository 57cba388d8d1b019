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
    uint l_mut_326_ = (uint)0;
    uint l_mut_327_ = (uint)0;
    uint l_mut_328_ = (uint)0;
    uint l_mut_331_ = (uint)0;
    uint l_mut_332_ = (uint)0;
    uint l_mut_337_ = (uint)0;
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
    uint l_mut_329_ = (uint)0;
    bool local_10 = (bool)0;
    bool local_11 = (bool)0;
    bool local_12 = (bool)0;
    bool local_13 = (bool)0;
    bool local_14 = (bool)0;
    bool local_15 = (bool)0;
    bool local_16 = (bool)0;
    bool local_17 = (bool)0;
    bool local_18 = (bool)0;
    bool local_19 = (bool)0;
    bool local_20 = (bool)0;
    uint l_mut_429_ = (uint)0;
    bool local_21 = (bool)0;
    bool local_22 = (bool)0;
    bool local_23 = (bool)0;
    bool local_24 = (bool)0;
    bool local_25 = (bool)0;
    bool local_26 = (bool)0;
    bool local_27 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_511_ = asuint(info.Load(24+0));
        uint l_512_ = (l_511_ * 1u);
        uint l_513_ = (l_512_ - 1u);
        uint l_514_ = min(3u, l_513_);
        uint _e59; buffer_6_global.InterlockedAdd(l_514_*4, 1u, _e59);
    }
    uint l_3_ = asuint(info.Load(44+0));
    uint l_4_ = (l_3_ * 8u);
    bool l_5_ = (id < l_4_);
    if (l_5_) {
        uint l_516_ = asuint(info.Load(12+0));
        uint l_517_ = (l_516_ * 1u);
        bool l_518_ = (0u < l_517_);
        uint l_519_ = (l_517_ - 1u);
        uint l_520_ = min(0u, l_519_);
        uint l_521_ = asuint(buffer_3_global.Load(l_520_*4));
        uint l_7_ = (l_518_ ? l_521_ : 0u);
        uint l_9_ = (0u + 1u);
        uint l_523_ = asuint(info.Load(12+0));
        uint l_524_ = (l_523_ * 1u);
        bool l_525_ = (l_9_ < l_524_);
        uint l_526_ = (l_524_ - 1u);
        uint l_527_ = min(l_9_, l_526_);
        uint l_528_ = asuint(buffer_3_global.Load(l_527_*4));
        uint l_10_ = (l_525_ ? l_528_ : 0u);
        uint l_530_ = asuint(info.Load(12+0));
        uint l_531_ = (l_530_ * 1u);
        bool l_532_ = (2u < l_531_);
        uint l_533_ = (l_531_ - 1u);
        uint l_534_ = min(2u, l_533_);
        uint l_535_ = asuint(buffer_3_global.Load(l_534_*4));
        uint l_12_ = (l_532_ ? l_535_ : 0u);
        uint l_14_ = (2u + 1u);
        uint l_537_ = asuint(info.Load(12+0));
        uint l_538_ = (l_537_ * 1u);
        bool l_539_ = (l_14_ < l_538_);
        uint l_540_ = (l_538_ - 1u);
        uint l_541_ = min(l_14_, l_540_);
        uint l_542_ = asuint(buffer_3_global.Load(l_541_*4));
        uint l_15_ = (l_539_ ? l_542_ : 0u);
        uint l_544_ = asuint(info.Load(12+0));
        uint l_545_ = (l_544_ * 1u);
        bool l_546_ = (4u < l_545_);
        uint l_547_ = (l_545_ - 1u);
        uint l_548_ = min(4u, l_547_);
        uint l_549_ = asuint(buffer_3_global.Load(l_548_*4));
        uint l_17_ = (l_546_ ? l_549_ : 0u);
        uint l_19_ = (4u + 1u);
        uint l_551_ = asuint(info.Load(12+0));
        uint l_552_ = (l_551_ * 1u);
        bool l_553_ = (l_19_ < l_552_);
        uint l_554_ = (l_552_ - 1u);
        uint l_555_ = min(l_19_, l_554_);
        uint l_556_ = asuint(buffer_3_global.Load(l_555_*4));
        uint l_20_ = (l_553_ ? l_556_ : 0u);
        uint l_558_ = asuint(info.Load(12+0));
        uint l_559_ = (l_558_ * 1u);
        bool l_560_ = (6u < l_559_);
        uint l_561_ = (l_559_ - 1u);
        uint l_562_ = min(6u, l_561_);
        uint l_563_ = asuint(buffer_3_global.Load(l_562_*4));
        uint l_22_ = (l_560_ ? l_563_ : 0u);
        uint l_24_ = (6u + 1u);
        uint l_565_ = asuint(info.Load(12+0));
        uint l_566_ = (l_565_ * 1u);
        bool l_567_ = (l_24_ < l_566_);
        uint l_568_ = (l_566_ - 1u);
        uint l_569_ = min(l_24_, l_568_);
        uint l_570_ = asuint(buffer_3_global.Load(l_569_*4));
        uint l_25_ = (l_567_ ? l_570_ : 0u);
        uint l_572_ = asuint(info.Load(12+0));
        uint l_573_ = (l_572_ * 1u);
        bool l_574_ = (8u < l_573_);
        uint l_575_ = (l_573_ - 1u);
        uint l_576_ = min(8u, l_575_);
        uint l_577_ = asuint(buffer_3_global.Load(l_576_*4));
        uint l_27_ = (l_574_ ? l_577_ : 0u);
        uint l_29_ = (8u + 1u);
        uint l_579_ = asuint(info.Load(12+0));
        uint l_580_ = (l_579_ * 1u);
        bool l_581_ = (l_29_ < l_580_);
        uint l_582_ = (l_580_ - 1u);
        uint l_583_ = min(l_29_, l_582_);
        uint l_584_ = asuint(buffer_3_global.Load(l_583_*4));
        uint l_30_ = (l_581_ ? l_584_ : 0u);
        uint l_586_ = asuint(info.Load(12+0));
        uint l_587_ = (l_586_ * 1u);
        bool l_588_ = (10u < l_587_);
        uint l_589_ = (l_587_ - 1u);
        uint l_590_ = min(10u, l_589_);
        uint l_591_ = asuint(buffer_3_global.Load(l_590_*4));
        uint l_32_ = (l_588_ ? l_591_ : 0u);
        uint l_34_ = (10u + 1u);
        uint l_593_ = asuint(info.Load(12+0));
        uint l_594_ = (l_593_ * 1u);
        bool l_595_ = (l_34_ < l_594_);
        uint l_596_ = (l_594_ - 1u);
        uint l_597_ = min(l_34_, l_596_);
        uint l_598_ = asuint(buffer_3_global.Load(l_597_*4));
        uint l_35_ = (l_595_ ? l_598_ : 0u);
        uint l_36_ = naga_div(id, 8u);
        uint l_600_ = asuint(info.Load(16+0));
        uint l_601_ = (l_600_ * 1u);
        bool l_602_ = (l_36_ < l_601_);
        uint l_603_ = (l_601_ - 1u);
        uint l_604_ = min(l_36_, l_603_);
        uint l_605_ = asuint(buffer_4_global.Load(l_604_*4));
        uint l_37_ = (l_602_ ? l_605_ : 0u);
        uint l_38_ = naga_mod(id, 8u);
        uint l_39_ = naga_div(l_7_, 8u);
        uint l_40_ = (l_38_ * l_39_);
        uint l_41_ = (l_37_ * l_7_);
        uint64_t l_607_ = uint64_t(l_37_);
        uint64_t l_608_ = uint64_t(l_7_);
        uint64_t l_609_ = (l_607_ * l_608_);
        uint64_t l_610_ = (l_609_ >> uint(32uL));
        uint l_42_ = uint(l_610_);
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
            uint l_612_ = asuint(info.Load(0+0));
            uint l_613_ = (l_612_ * 1u);
            bool l_614_ = (l_62_ < l_613_);
            uint l_615_ = (l_613_ - 1u);
            uint l_616_ = min(l_62_, l_615_);
            uint l_617_ = asuint(buffer_0_global.Load(l_616_*4));
            uint l_63_ = (l_614_ ? l_617_ : 0u);
            uint l_64_ = (2u * l_37_);
            uint l_65_ = (l_64_ + 1u);
            uint l_619_ = asuint(info.Load(0+0));
            uint l_620_ = (l_619_ * 1u);
            bool l_621_ = (l_65_ < l_620_);
            uint l_622_ = (l_620_ - 1u);
            uint l_623_ = min(l_65_, l_622_);
            uint l_624_ = asuint(buffer_0_global.Load(l_623_*4));
            uint l_66_ = (l_621_ ? l_624_ : 0u);
            uint l_67_ = (2u * l_37_);
            uint l_626_ = asuint(info.Load(4+0));
            uint l_627_ = (l_626_ * 1u);
            bool l_628_ = (l_67_ < l_627_);
            uint l_629_ = (l_627_ - 1u);
            uint l_630_ = min(l_67_, l_629_);
            uint l_631_ = asuint(buffer_1_global.Load(l_630_*4));
            uint l_68_ = (l_628_ ? l_631_ : 0u);
            uint l_69_ = (2u * l_37_);
            uint l_70_ = (l_69_ + 1u);
            uint l_633_ = asuint(info.Load(4+0));
            uint l_634_ = (l_633_ * 1u);
            bool l_635_ = (l_70_ < l_634_);
            uint l_636_ = (l_634_ - 1u);
            uint l_637_ = min(l_70_, l_636_);
            uint l_638_ = asuint(buffer_1_global.Load(l_637_*4));
            uint l_71_ = (l_635_ ? l_638_ : 0u);
            uint l_72_ = (2u * l_37_);
            uint l_640_ = asuint(info.Load(8+0));
            uint l_641_ = (l_640_ * 1u);
            bool l_642_ = (l_72_ < l_641_);
            uint l_643_ = (l_641_ - 1u);
            uint l_644_ = min(l_72_, l_643_);
            uint l_645_ = asuint(buffer_2_global.Load(l_644_*4));
            uint l_73_ = (l_642_ ? l_645_ : 0u);
            uint l_74_ = (2u * l_37_);
            uint l_75_ = (l_74_ + 1u);
            uint l_647_ = asuint(info.Load(8+0));
            uint l_648_ = (l_647_ * 1u);
            bool l_649_ = (l_75_ < l_648_);
            uint l_650_ = (l_648_ - 1u);
            uint l_651_ = min(l_75_, l_650_);
            uint l_652_ = asuint(buffer_2_global.Load(l_651_*4));
            uint l_76_ = (l_649_ ? l_652_ : 0u);
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
            uint64_t l_654_ = uint64_t(_e468);
            uint64_t l_655_ = uint64_t(l_79_);
            uint64_t l_656_ = (l_654_ * l_655_);
            uint64_t l_657_ = (l_656_ >> uint(32uL));
            uint l_90_ = uint(l_657_);
            uint l_91_ = (l_90_ + l_89_);
            uint _e479 = l_mut_82_;
            uint64_t l_659_ = uint64_t(_e479);
            uint64_t l_660_ = uint64_t(l_79_);
            uint64_t l_661_ = (l_659_ * l_660_);
            uint64_t l_662_ = (l_661_ >> uint(32uL));
            uint l_92_ = uint(l_662_);
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
            uint64_t l_664_ = uint64_t(l_63_);
            uint64_t l_665_ = uint64_t(l_78_);
            uint64_t l_666_ = (l_664_ * l_665_);
            uint64_t l_667_ = (l_666_ >> uint(32uL));
            uint l_129_ = uint(l_667_);
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
            uint64_t l_669_ = uint64_t(_e578);
            uint64_t l_670_ = uint64_t(l_137_);
            uint64_t l_671_ = (l_669_ * l_670_);
            uint64_t l_672_ = (l_671_ >> uint(32uL));
            uint l_147_ = uint(l_672_);
            uint l_148_ = (l_147_ + l_146_);
            uint _e589 = l_mut_103_;
            uint64_t l_674_ = uint64_t(_e589);
            uint64_t l_675_ = uint64_t(l_137_);
            uint64_t l_676_ = (l_674_ * l_675_);
            uint64_t l_677_ = (l_676_ >> uint(32uL));
            uint l_149_ = uint(l_677_);
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
            uint64_t l_679_ = uint64_t(_e670);
            uint64_t l_680_ = uint64_t(l_77_);
            uint64_t l_681_ = (l_679_ * l_680_);
            uint64_t l_682_ = (l_681_ >> uint(32uL));
            uint l_191_ = uint(l_682_);
            uint l_192_ = (l_191_ + l_190_);
            uint _e681 = l_mut_103_;
            uint64_t l_684_ = uint64_t(_e681);
            uint64_t l_685_ = uint64_t(l_77_);
            uint64_t l_686_ = (l_684_ * l_685_);
            uint64_t l_687_ = (l_686_ >> uint(32uL));
            uint l_193_ = uint(l_687_);
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
            uint64_t l_689_ = uint64_t(_e765);
            uint64_t l_690_ = uint64_t(l_226_);
            uint64_t l_691_ = (l_689_ * l_690_);
            uint64_t l_692_ = (l_691_ >> uint(32uL));
            uint l_237_ = uint(l_692_);
            uint l_238_ = (l_237_ + l_236_);
            uint _e776 = l_mut_103_;
            uint64_t l_694_ = uint64_t(_e776);
            uint64_t l_695_ = uint64_t(l_226_);
            uint64_t l_696_ = (l_694_ * l_695_);
            uint64_t l_697_ = (l_696_ >> uint(32uL));
            uint l_239_ = uint(l_697_);
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
                    uint _e915 = l_mut_109_;
                    uint _e916 = l_mut_103_;
                    uint l_314_ = (_e915 | _e916);
                    bool l_315_ = (l_314_ == 0u);
                    if (l_315_) {
                        l_mut_312_ = l_77_;
                    } else {
                        bool _e920 = l_mut_313_;
                        if (_e920) {
                            uint _e921 = l_mut_103_;
                            uint _e922 = l_mut_82_;
                            bool l_316_ = (_e921 < _e922);
                            uint _e924 = l_mut_103_;
                            uint _e925 = l_mut_82_;
                            bool l_317_ = (_e924 == _e925);
                            uint _e927 = l_mut_109_;
                            uint _e928 = l_mut_97_;
                            bool l_318_ = (_e927 < _e928);
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
                                uint _e939 = l_mut_97_;
                                uint l_321_ = (_e939 - 1u);
                                uint _e942 = l_mut_82_;
                                uint l_322_ = (_e942 - 0u);
                                uint _e945 = l_mut_97_;
                                bool l_323_ = (_e945 < 1u);
                                uint l_324_ = uint(l_323_);
                                uint l_325_ = (l_322_ - l_324_);
                                l_mut_326_ = l_321_;
                                l_mut_327_ = l_325_;
                                l_mut_328_ = 0u;
                                l_mut_329_ = 0u;
                                uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                                bool loop_init = true;
                                while(true) {
                                    if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                    loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                    if (!loop_init) {
                                        uint _e1038 = l_mut_329_;
                                        l_mut_329_ = (_e1038 + 1u);
                                    }
                                    loop_init = false;
                                    uint _e953 = l_mut_329_;
                                    if ((_e953 < 16u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e957 = l_mut_329_;
                                        uint l_330_ = (15u - _e957);
                                        uint _e959 = l_mut_326_;
                                        l_mut_331_ = _e959;
                                        uint _e960 = l_mut_327_;
                                        l_mut_332_ = _e960;
                                        bool l_333_ = (l_330_ >= 32u);
                                        if (l_333_) {
                                            uint l_334_ = (l_330_ & 31u);
                                            uint _e965 = l_mut_327_;
                                            uint l_335_ = (_e965 >> l_334_);
                                            l_mut_331_ = l_335_;
                                            l_mut_332_ = 0u;
                                        } else {
                                            bool l_336_ = (l_330_ > 0u);
                                            if (l_336_) {
                                                uint _e970 = l_mut_326_;
                                                l_mut_337_ = _e970;
                                                bool l_338_ = (l_330_ > 0u);
                                                if (l_338_) {
                                                    uint _e973 = l_mut_326_;
                                                    uint l_339_ = (_e973 >> l_330_);
                                                    uint l_340_ = (32u - l_330_);
                                                    uint _e977 = l_mut_327_;
                                                    uint l_341_ = (_e977 << l_340_);
                                                    uint l_342_ = (l_339_ | l_341_);
                                                    l_mut_337_ = l_342_;
                                                }
                                                uint _e980 = l_mut_327_;
                                                uint l_343_ = (_e980 >> l_330_);
                                                uint _e982 = l_mut_337_;
                                                l_mut_331_ = _e982;
                                                l_mut_332_ = l_343_;
                                            }
                                        }
                                        uint _e983 = l_mut_332_;
                                        uint _e984 = l_mut_103_;
                                        bool l_344_ = (_e983 < _e984);
                                        uint _e986 = l_mut_332_;
                                        uint _e987 = l_mut_103_;
                                        bool l_345_ = (_e986 == _e987);
                                        uint _e989 = l_mut_331_;
                                        uint _e990 = l_mut_109_;
                                        bool l_346_ = (_e989 < _e990);
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
                                            uint _e1002 = l_mut_109_;
                                            l_mut_337_ = _e1002;
                                            uint _e1003 = l_mut_103_;
                                            l_mut_332_ = _e1003;
                                            bool l_350_ = (l_330_ >= 32u);
                                            if (l_350_) {
                                                uint l_351_ = (l_330_ & 31u);
                                                uint _e1008 = l_mut_109_;
                                                uint l_352_ = (_e1008 << l_351_);
                                                l_mut_337_ = 0u;
                                                l_mut_332_ = l_352_;
                                            } else {
                                                bool l_353_ = (l_330_ > 0u);
                                                if (l_353_) {
                                                    uint _e1013 = l_mut_109_;
                                                    uint l_354_ = (_e1013 << l_330_);
                                                    uint _e1015 = l_mut_103_;
                                                    uint l_355_ = (_e1015 << l_330_);
                                                    uint l_356_ = (32u - l_330_);
                                                    uint _e1019 = l_mut_109_;
                                                    uint l_357_ = (_e1019 >> l_356_);
                                                    uint l_358_ = (l_355_ | l_357_);
                                                    l_mut_337_ = l_354_;
                                                    l_mut_332_ = l_358_;
                                                }
                                            }
                                            uint _e1022 = l_mut_326_;
                                            uint _e1023 = l_mut_337_;
                                            uint l_359_ = (_e1022 - _e1023);
                                            uint _e1025 = l_mut_327_;
                                            uint _e1026 = l_mut_332_;
                                            uint l_360_ = (_e1025 - _e1026);
                                            uint _e1028 = l_mut_326_;
                                            uint _e1029 = l_mut_337_;
                                            bool l_361_ = (_e1028 < _e1029);
                                            uint l_362_ = uint(l_361_);
                                            uint l_363_ = (l_360_ - l_362_);
                                            l_mut_326_ = l_359_;
                                            l_mut_327_ = l_363_;
                                            uint l_364_ = (1u << l_330_);
                                            uint _e1035 = l_mut_328_;
                                            l_mut_328_ = (_e1035 | l_364_);
                                        }
                                    }
                                }
                                uint _e1040 = l_mut_328_;
                                uint l_365_ = min(_e1040, l_77_);
                                l_mut_337_ = l_365_;
                                uint _e1042 = l_mut_327_;
                                uint _e1043 = l_mut_103_;
                                bool l_366_ = (_e1042 < _e1043);
                                uint _e1045 = l_mut_327_;
                                uint _e1046 = l_mut_103_;
                                bool l_367_ = (_e1045 == _e1046);
                                uint _e1048 = l_mut_326_;
                                uint _e1049 = l_mut_109_;
                                bool l_368_ = (_e1048 < _e1049);
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
                                uint _e1061 = l_mut_337_;
                                l_mut_312_ = _e1061;
                            }
                        } else {
                            uint _e1062 = l_mut_97_;
                            l_mut_337_ = _e1062;
                            uint _e1063 = l_mut_82_;
                            l_mut_332_ = _e1063;
                            uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                                loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                                uint _e1064 = l_mut_103_;
                                uint _e1065 = l_mut_332_;
                                bool l_372_ = (_e1064 < _e1065);
                                uint _e1067 = l_mut_103_;
                                uint _e1068 = l_mut_332_;
                                bool l_373_ = (_e1067 == _e1068);
                                uint _e1070 = l_mut_109_;
                                uint _e1071 = l_mut_337_;
                                bool l_374_ = (_e1070 < _e1071);
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
                                uint _e1082 = l_mut_312_;
                                uint _e1083 = l_mut_294_;
                                uint l_377_ = (_e1082 * _e1083);
                                uint _e1085 = l_mut_293_;
                                uint l_378_ = (_e1085 + l_377_);
                                uint _e1087 = l_mut_294_;
                                uint l_379_ = (l_378_ + _e1087);
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
                                uint _e1095 = l_mut_337_;
                                uint _e1096 = l_mut_109_;
                                uint l_383_ = (_e1095 - _e1096);
                                uint _e1098 = l_mut_332_;
                                uint _e1099 = l_mut_103_;
                                uint l_384_ = (_e1098 - _e1099);
                                uint _e1101 = l_mut_337_;
                                uint _e1102 = l_mut_109_;
                                bool l_385_ = (_e1101 < _e1102);
                                uint l_386_ = uint(l_385_);
                                uint l_387_ = (l_384_ - l_386_);
                                l_mut_337_ = l_383_;
                                l_mut_332_ = l_387_;
                                uint _e1106 = l_mut_312_;
                                l_mut_312_ = (_e1106 + 1u);
                            }
                        }
                    }
                    uint _e1109 = l_mut_312_;
                    uint _e1110 = l_mut_294_;
                    uint l_388_ = (_e1109 * _e1110);
                    uint _e1112 = l_mut_293_;
                    uint l_389_ = (_e1112 + l_388_);
                    uint _e1114 = l_mut_294_;
                    uint l_390_ = (l_389_ + _e1114);
                    bool l_391_ = (l_390_ >= l_77_);
                    if (l_391_) {
                        l_mut_295_ = true;
                        l_mut_302_ = false;
                    } else {
                        uint _e1119 = l_mut_109_;
                        uint _e1120 = l_mut_312_;
                        uint l_392_ = (_e1119 * _e1120);
                        uint _e1122 = l_mut_109_;
                        uint64_t l_699_ = uint64_t(_e1122);
                        uint _e1124 = l_mut_312_;
                        uint64_t l_700_ = uint64_t(_e1124);
                        uint64_t l_701_ = (l_699_ * l_700_);
                        uint64_t l_702_ = (l_701_ >> uint(32uL));
                        uint l_393_ = uint(l_702_);
                        uint _e1133 = l_mut_103_;
                        uint _e1134 = l_mut_312_;
                        uint l_394_ = (_e1133 * _e1134);
                        uint l_395_ = (l_393_ + l_394_);
                        uint _e1137 = l_mut_97_;
                        uint l_396_ = (_e1137 - l_392_);
                        uint _e1139 = l_mut_82_;
                        uint l_397_ = (_e1139 - l_395_);
                        uint _e1141 = l_mut_97_;
                        bool l_398_ = (_e1141 < l_392_);
                        uint l_399_ = uint(l_398_);
                        uint l_400_ = (l_397_ - l_399_);
                        l_mut_97_ = l_396_;
                        l_mut_82_ = l_400_;
                        uint _e1145 = l_mut_312_;
                        uint _e1146 = l_mut_294_;
                        uint l_401_ = (_e1145 * _e1146);
                        uint _e1148 = l_mut_293_;
                        l_mut_293_ = (_e1148 + l_401_);
                        uint _e1150 = l_mut_109_;
                        uint _e1151 = l_mut_97_;
                        uint l_402_ = (_e1150 - _e1151);
                        uint _e1153 = l_mut_103_;
                        uint _e1154 = l_mut_82_;
                        uint l_403_ = (_e1153 - _e1154);
                        uint _e1156 = l_mut_109_;
                        uint _e1157 = l_mut_97_;
                        bool l_404_ = (_e1156 < _e1157);
                        uint l_405_ = uint(l_404_);
                        uint l_406_ = (l_403_ - l_405_);
                        l_mut_109_ = l_402_;
                        l_mut_103_ = l_406_;
                        uint _e1161 = l_mut_294_;
                        uint _e1162 = l_mut_293_;
                        l_mut_294_ = (_e1161 + _e1162);
                    }
                } else {
                    uint _e1164 = l_mut_45_;
                    uint _e1165 = l_mut_109_;
                    uint l_407_ = (_e1164 - _e1165);
                    uint _e1167 = l_mut_292_;
                    uint _e1168 = l_mut_103_;
                    uint l_408_ = (_e1167 - _e1168);
                    uint _e1170 = l_mut_45_;
                    uint _e1171 = l_mut_109_;
                    bool l_409_ = (_e1170 < _e1171);
                    uint l_410_ = uint(l_409_);
                    uint l_411_ = (l_408_ - l_410_);
                    l_mut_45_ = l_407_;
                    l_mut_292_ = l_411_;
                    uint _e1175 = l_mut_292_;
                    bool l_412_ = (_e1175 < l_286_);
                    uint _e1177 = l_mut_292_;
                    bool l_413_ = (_e1177 == l_286_);
                    uint _e1179 = l_mut_45_;
                    bool l_414_ = (_e1179 < l_282_);
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
                        uint _e1193 = l_mut_97_;
                        uint _e1194 = l_mut_82_;
                        uint l_417_ = (_e1193 | _e1194);
                        bool l_418_ = (l_417_ == 0u);
                        if (l_418_) {
                            l_mut_337_ = l_77_;
                        } else {
                            bool _e1198 = l_mut_313_;
                            if (_e1198) {
                                uint _e1199 = l_mut_82_;
                                uint _e1200 = l_mut_103_;
                                bool l_419_ = (_e1199 < _e1200);
                                uint _e1202 = l_mut_82_;
                                uint _e1203 = l_mut_103_;
                                bool l_420_ = (_e1202 == _e1203);
                                uint _e1205 = l_mut_97_;
                                uint _e1206 = l_mut_109_;
                                bool l_421_ = (_e1205 < _e1206);
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
                                    uint _e1217 = l_mut_109_;
                                    uint l_424_ = (_e1217 - 1u);
                                    uint _e1220 = l_mut_103_;
                                    uint l_425_ = (_e1220 - 0u);
                                    uint _e1223 = l_mut_109_;
                                    bool l_426_ = (_e1223 < 1u);
                                    uint l_427_ = uint(l_426_);
                                    uint l_428_ = (l_425_ - l_427_);
                                    l_mut_332_ = l_424_;
                                    l_mut_331_ = l_428_;
                                    l_mut_328_ = 0u;
                                    l_mut_429_ = 0u;
                                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                                    bool loop_init_1 = true;
                                    while(true) {
                                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                                        if (!loop_init_1) {
                                            uint _e1316 = l_mut_429_;
                                            l_mut_429_ = (_e1316 + 1u);
                                        }
                                        loop_init_1 = false;
                                        uint _e1231 = l_mut_429_;
                                        if ((_e1231 < 16u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e1235 = l_mut_429_;
                                            uint l_430_ = (15u - _e1235);
                                            uint _e1237 = l_mut_332_;
                                            l_mut_327_ = _e1237;
                                            uint _e1238 = l_mut_331_;
                                            l_mut_326_ = _e1238;
                                            bool l_431_ = (l_430_ >= 32u);
                                            if (l_431_) {
                                                uint l_432_ = (l_430_ & 31u);
                                                uint _e1243 = l_mut_331_;
                                                uint l_433_ = (_e1243 >> l_432_);
                                                l_mut_327_ = l_433_;
                                                l_mut_326_ = 0u;
                                            } else {
                                                bool l_434_ = (l_430_ > 0u);
                                                if (l_434_) {
                                                    uint _e1248 = l_mut_332_;
                                                    l_mut_312_ = _e1248;
                                                    bool l_435_ = (l_430_ > 0u);
                                                    if (l_435_) {
                                                        uint _e1251 = l_mut_332_;
                                                        uint l_436_ = (_e1251 >> l_430_);
                                                        uint l_437_ = (32u - l_430_);
                                                        uint _e1255 = l_mut_331_;
                                                        uint l_438_ = (_e1255 << l_437_);
                                                        uint l_439_ = (l_436_ | l_438_);
                                                        l_mut_312_ = l_439_;
                                                    }
                                                    uint _e1258 = l_mut_331_;
                                                    uint l_440_ = (_e1258 >> l_430_);
                                                    uint _e1260 = l_mut_312_;
                                                    l_mut_327_ = _e1260;
                                                    l_mut_326_ = l_440_;
                                                }
                                            }
                                            uint _e1261 = l_mut_326_;
                                            uint _e1262 = l_mut_82_;
                                            bool l_441_ = (_e1261 < _e1262);
                                            uint _e1264 = l_mut_326_;
                                            uint _e1265 = l_mut_82_;
                                            bool l_442_ = (_e1264 == _e1265);
                                            uint _e1267 = l_mut_327_;
                                            uint _e1268 = l_mut_97_;
                                            bool l_443_ = (_e1267 < _e1268);
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
                                                uint _e1280 = l_mut_97_;
                                                l_mut_327_ = _e1280;
                                                uint _e1281 = l_mut_82_;
                                                l_mut_326_ = _e1281;
                                                bool l_447_ = (l_430_ >= 32u);
                                                if (l_447_) {
                                                    uint l_448_ = (l_430_ & 31u);
                                                    uint _e1286 = l_mut_97_;
                                                    uint l_449_ = (_e1286 << l_448_);
                                                    l_mut_327_ = 0u;
                                                    l_mut_326_ = l_449_;
                                                } else {
                                                    bool l_450_ = (l_430_ > 0u);
                                                    if (l_450_) {
                                                        uint _e1291 = l_mut_97_;
                                                        uint l_451_ = (_e1291 << l_430_);
                                                        uint _e1293 = l_mut_82_;
                                                        uint l_452_ = (_e1293 << l_430_);
                                                        uint l_453_ = (32u - l_430_);
                                                        uint _e1297 = l_mut_97_;
                                                        uint l_454_ = (_e1297 >> l_453_);
                                                        uint l_455_ = (l_452_ | l_454_);
                                                        l_mut_327_ = l_451_;
                                                        l_mut_326_ = l_455_;
                                                    }
                                                }
                                                uint _e1300 = l_mut_332_;
                                                uint _e1301 = l_mut_327_;
                                                uint l_456_ = (_e1300 - _e1301);
                                                uint _e1303 = l_mut_331_;
                                                uint _e1304 = l_mut_326_;
                                                uint l_457_ = (_e1303 - _e1304);
                                                uint _e1306 = l_mut_332_;
                                                uint _e1307 = l_mut_327_;
                                                bool l_458_ = (_e1306 < _e1307);
                                                uint l_459_ = uint(l_458_);
                                                uint l_460_ = (l_457_ - l_459_);
                                                l_mut_332_ = l_456_;
                                                l_mut_331_ = l_460_;
                                                uint l_461_ = (1u << l_430_);
                                                uint _e1313 = l_mut_328_;
                                                l_mut_328_ = (_e1313 | l_461_);
                                            }
                                        }
                                    }
                                    uint _e1318 = l_mut_328_;
                                    uint l_462_ = min(_e1318, l_77_);
                                    l_mut_328_ = l_462_;
                                    uint _e1320 = l_mut_331_;
                                    uint _e1321 = l_mut_82_;
                                    bool l_463_ = (_e1320 < _e1321);
                                    uint _e1323 = l_mut_331_;
                                    uint _e1324 = l_mut_82_;
                                    bool l_464_ = (_e1323 == _e1324);
                                    uint _e1326 = l_mut_332_;
                                    uint _e1327 = l_mut_97_;
                                    bool l_465_ = (_e1326 < _e1327);
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
                                    uint _e1339 = l_mut_328_;
                                    l_mut_337_ = _e1339;
                                }
                            } else {
                                uint _e1340 = l_mut_109_;
                                l_mut_332_ = _e1340;
                                uint _e1341 = l_mut_103_;
                                l_mut_331_ = _e1341;
                                uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                    loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                    uint _e1342 = l_mut_82_;
                                    uint _e1343 = l_mut_331_;
                                    bool l_469_ = (_e1342 < _e1343);
                                    uint _e1345 = l_mut_82_;
                                    uint _e1346 = l_mut_331_;
                                    bool l_470_ = (_e1345 == _e1346);
                                    uint _e1348 = l_mut_97_;
                                    uint _e1349 = l_mut_332_;
                                    bool l_471_ = (_e1348 < _e1349);
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
                                    uint _e1360 = l_mut_337_;
                                    uint _e1361 = l_mut_293_;
                                    uint l_474_ = (_e1360 * _e1361);
                                    uint _e1363 = l_mut_294_;
                                    uint l_475_ = (_e1363 + l_474_);
                                    uint _e1365 = l_mut_293_;
                                    uint l_476_ = (l_475_ + _e1365);
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
                                    uint _e1373 = l_mut_332_;
                                    uint _e1374 = l_mut_97_;
                                    uint l_480_ = (_e1373 - _e1374);
                                    uint _e1376 = l_mut_331_;
                                    uint _e1377 = l_mut_82_;
                                    uint l_481_ = (_e1376 - _e1377);
                                    uint _e1379 = l_mut_332_;
                                    uint _e1380 = l_mut_97_;
                                    bool l_482_ = (_e1379 < _e1380);
                                    uint l_483_ = uint(l_482_);
                                    uint l_484_ = (l_481_ - l_483_);
                                    l_mut_332_ = l_480_;
                                    l_mut_331_ = l_484_;
                                    uint _e1384 = l_mut_337_;
                                    l_mut_337_ = (_e1384 + 1u);
                                }
                            }
                        }
                        uint _e1387 = l_mut_293_;
                        uint _e1388 = l_mut_294_;
                        uint l_485_ = (_e1387 + _e1388);
                        uint _e1390 = l_mut_337_;
                        uint _e1391 = l_mut_293_;
                        uint l_486_ = (_e1390 * _e1391);
                        uint l_487_ = (l_485_ + l_486_);
                        bool l_488_ = (l_487_ >= l_77_);
                        if (l_488_) {
                            l_mut_295_ = true;
                            l_mut_302_ = false;
                        } else {
                            uint _e1397 = l_mut_97_;
                            uint _e1398 = l_mut_337_;
                            uint l_489_ = (_e1397 * _e1398);
                            uint _e1400 = l_mut_97_;
                            uint64_t l_704_ = uint64_t(_e1400);
                            uint _e1402 = l_mut_337_;
                            uint64_t l_705_ = uint64_t(_e1402);
                            uint64_t l_706_ = (l_704_ * l_705_);
                            uint64_t l_707_ = (l_706_ >> uint(32uL));
                            uint l_490_ = uint(l_707_);
                            uint _e1411 = l_mut_82_;
                            uint _e1412 = l_mut_337_;
                            uint l_491_ = (_e1411 * _e1412);
                            uint l_492_ = (l_490_ + l_491_);
                            uint _e1415 = l_mut_109_;
                            uint l_493_ = (_e1415 - l_489_);
                            uint _e1417 = l_mut_103_;
                            uint l_494_ = (_e1417 - l_492_);
                            uint _e1419 = l_mut_109_;
                            bool l_495_ = (_e1419 < l_489_);
                            uint l_496_ = uint(l_495_);
                            uint l_497_ = (l_494_ - l_496_);
                            l_mut_109_ = l_493_;
                            l_mut_103_ = l_497_;
                            uint _e1423 = l_mut_337_;
                            uint _e1424 = l_mut_293_;
                            uint l_498_ = (_e1423 * _e1424);
                            uint _e1426 = l_mut_294_;
                            l_mut_294_ = (_e1426 + l_498_);
                            uint _e1428 = l_mut_97_;
                            uint _e1429 = l_mut_109_;
                            uint l_499_ = (_e1428 - _e1429);
                            uint _e1431 = l_mut_82_;
                            uint _e1432 = l_mut_103_;
                            uint l_500_ = (_e1431 - _e1432);
                            uint _e1434 = l_mut_97_;
                            uint _e1435 = l_mut_109_;
                            bool l_501_ = (_e1434 < _e1435);
                            uint l_502_ = uint(l_501_);
                            uint l_503_ = (l_500_ - l_502_);
                            l_mut_97_ = l_499_;
                            l_mut_82_ = l_503_;
                            uint _e1439 = l_mut_293_;
                            uint _e1440 = l_mut_294_;
                            l_mut_293_ = (_e1439 + _e1440);
                        }
                    }
                }
            }
            bool _e1442 = l_mut_295_;
            bool l_504_ = !(_e1442);
            if (l_504_) {
                uint l_505_ = (l_37_ * 8u);
                uint l_506_ = (l_505_ + l_38_);
                uint l_709_ = asuint(info.Load(24+0));
                uint l_710_ = (l_709_ * 1u);
                uint l_711_ = (l_710_ - 1u);
                uint l_712_ = min(1u, l_711_);
                uint _e1460; buffer_6_global.InterlockedAdd(l_712_*4, 1u, _e1460);
                uint l_509_ = asuint(info.Load(48+0));
                bool l_510_ = (_e1460 < l_509_);
                if (l_510_) {
                    uint l_714_ = asuint(info.Load(20+0));
                    uint l_715_ = (l_714_ * 1u);
                    bool l_716_ = (_e1460 < l_715_);
                    if (l_716_) {
                        buffer_5_global.Store(_e1460*4, asuint(l_506_));
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
