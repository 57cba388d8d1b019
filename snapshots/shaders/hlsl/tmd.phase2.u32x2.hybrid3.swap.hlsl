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
    uint l_mut_307_ = (uint)0;
    uint l_mut_308_ = (uint)0;
    bool l_mut_316_ = (bool)0;
    bool l_mut_327_ = (bool)0;
    uint l_mut_328_ = (uint)0;
    uint l_mut_333_ = (uint)0;
    uint l_mut_359_ = (uint)0;
    uint l_mut_360_ = (uint)0;
    uint l_mut_365_ = (uint)0;
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
    bool local_12 = (bool)0;
    bool local_13 = (bool)0;
    uint l_mut_357_ = (uint)0;
    bool local_14 = (bool)0;
    bool local_15 = (bool)0;
    bool local_16 = (bool)0;
    bool local_17 = (bool)0;
    bool local_18 = (bool)0;
    bool local_19 = (bool)0;
    bool local_20 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_442_ = asuint(info.Load(24+0));
        uint l_443_ = (l_442_ * 1u);
        uint l_444_ = (l_443_ - 1u);
        uint l_445_ = min(3u, l_444_);
        uint _e60; buffer_6_global.InterlockedAdd(l_445_*4, 1u, _e60);
    }
    uint l_3_ = asuint(info.Load(44+0));
    uint l_4_ = (l_3_ * 8u);
    bool l_5_ = (id < l_4_);
    if (l_5_) {
        uint l_447_ = asuint(info.Load(12+0));
        uint l_448_ = (l_447_ * 1u);
        bool l_449_ = (0u < l_448_);
        uint l_450_ = (l_448_ - 1u);
        uint l_451_ = min(0u, l_450_);
        uint l_452_ = asuint(buffer_3_global.Load(l_451_*4));
        uint l_7_ = (l_449_ ? l_452_ : 0u);
        uint l_9_ = (0u + 1u);
        uint l_454_ = asuint(info.Load(12+0));
        uint l_455_ = (l_454_ * 1u);
        bool l_456_ = (l_9_ < l_455_);
        uint l_457_ = (l_455_ - 1u);
        uint l_458_ = min(l_9_, l_457_);
        uint l_459_ = asuint(buffer_3_global.Load(l_458_*4));
        uint l_10_ = (l_456_ ? l_459_ : 0u);
        uint l_461_ = asuint(info.Load(12+0));
        uint l_462_ = (l_461_ * 1u);
        bool l_463_ = (2u < l_462_);
        uint l_464_ = (l_462_ - 1u);
        uint l_465_ = min(2u, l_464_);
        uint l_466_ = asuint(buffer_3_global.Load(l_465_*4));
        uint l_12_ = (l_463_ ? l_466_ : 0u);
        uint l_14_ = (2u + 1u);
        uint l_468_ = asuint(info.Load(12+0));
        uint l_469_ = (l_468_ * 1u);
        bool l_470_ = (l_14_ < l_469_);
        uint l_471_ = (l_469_ - 1u);
        uint l_472_ = min(l_14_, l_471_);
        uint l_473_ = asuint(buffer_3_global.Load(l_472_*4));
        uint l_15_ = (l_470_ ? l_473_ : 0u);
        uint l_475_ = asuint(info.Load(12+0));
        uint l_476_ = (l_475_ * 1u);
        bool l_477_ = (4u < l_476_);
        uint l_478_ = (l_476_ - 1u);
        uint l_479_ = min(4u, l_478_);
        uint l_480_ = asuint(buffer_3_global.Load(l_479_*4));
        uint l_17_ = (l_477_ ? l_480_ : 0u);
        uint l_19_ = (4u + 1u);
        uint l_482_ = asuint(info.Load(12+0));
        uint l_483_ = (l_482_ * 1u);
        bool l_484_ = (l_19_ < l_483_);
        uint l_485_ = (l_483_ - 1u);
        uint l_486_ = min(l_19_, l_485_);
        uint l_487_ = asuint(buffer_3_global.Load(l_486_*4));
        uint l_20_ = (l_484_ ? l_487_ : 0u);
        uint l_489_ = asuint(info.Load(12+0));
        uint l_490_ = (l_489_ * 1u);
        bool l_491_ = (6u < l_490_);
        uint l_492_ = (l_490_ - 1u);
        uint l_493_ = min(6u, l_492_);
        uint l_494_ = asuint(buffer_3_global.Load(l_493_*4));
        uint l_22_ = (l_491_ ? l_494_ : 0u);
        uint l_24_ = (6u + 1u);
        uint l_496_ = asuint(info.Load(12+0));
        uint l_497_ = (l_496_ * 1u);
        bool l_498_ = (l_24_ < l_497_);
        uint l_499_ = (l_497_ - 1u);
        uint l_500_ = min(l_24_, l_499_);
        uint l_501_ = asuint(buffer_3_global.Load(l_500_*4));
        uint l_25_ = (l_498_ ? l_501_ : 0u);
        uint l_503_ = asuint(info.Load(12+0));
        uint l_504_ = (l_503_ * 1u);
        bool l_505_ = (8u < l_504_);
        uint l_506_ = (l_504_ - 1u);
        uint l_507_ = min(8u, l_506_);
        uint l_508_ = asuint(buffer_3_global.Load(l_507_*4));
        uint l_27_ = (l_505_ ? l_508_ : 0u);
        uint l_29_ = (8u + 1u);
        uint l_510_ = asuint(info.Load(12+0));
        uint l_511_ = (l_510_ * 1u);
        bool l_512_ = (l_29_ < l_511_);
        uint l_513_ = (l_511_ - 1u);
        uint l_514_ = min(l_29_, l_513_);
        uint l_515_ = asuint(buffer_3_global.Load(l_514_*4));
        uint l_30_ = (l_512_ ? l_515_ : 0u);
        uint l_517_ = asuint(info.Load(12+0));
        uint l_518_ = (l_517_ * 1u);
        bool l_519_ = (10u < l_518_);
        uint l_520_ = (l_518_ - 1u);
        uint l_521_ = min(10u, l_520_);
        uint l_522_ = asuint(buffer_3_global.Load(l_521_*4));
        uint l_32_ = (l_519_ ? l_522_ : 0u);
        uint l_34_ = (10u + 1u);
        uint l_524_ = asuint(info.Load(12+0));
        uint l_525_ = (l_524_ * 1u);
        bool l_526_ = (l_34_ < l_525_);
        uint l_527_ = (l_525_ - 1u);
        uint l_528_ = min(l_34_, l_527_);
        uint l_529_ = asuint(buffer_3_global.Load(l_528_*4));
        uint l_35_ = (l_526_ ? l_529_ : 0u);
        uint l_36_ = naga_div(id, 8u);
        uint l_531_ = asuint(info.Load(16+0));
        uint l_532_ = (l_531_ * 1u);
        bool l_533_ = (l_36_ < l_532_);
        uint l_534_ = (l_532_ - 1u);
        uint l_535_ = min(l_36_, l_534_);
        uint l_536_ = asuint(buffer_4_global.Load(l_535_*4));
        uint l_37_ = (l_533_ ? l_536_ : 0u);
        uint l_38_ = naga_mod(id, 8u);
        uint l_39_ = naga_div(l_7_, 8u);
        uint l_40_ = (l_38_ * l_39_);
        uint l_41_ = (l_37_ * l_7_);
        uint64_t l_538_ = uint64_t(l_37_);
        uint64_t l_539_ = uint64_t(l_7_);
        uint64_t l_540_ = (l_538_ * l_539_);
        uint64_t l_541_ = (l_540_ >> uint(32uL));
        uint l_42_ = uint(l_541_);
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
        uint _e339 = l_mut_45_;
        bool l_61_ = (l_40_ < _e339);
        if (l_61_) {
            uint l_62_ = (2u * l_37_);
            uint l_543_ = asuint(info.Load(0+0));
            uint l_544_ = (l_543_ * 1u);
            bool l_545_ = (l_62_ < l_544_);
            uint l_546_ = (l_544_ - 1u);
            uint l_547_ = min(l_62_, l_546_);
            uint l_548_ = asuint(buffer_0_global.Load(l_547_*4));
            uint l_63_ = (l_545_ ? l_548_ : 0u);
            uint l_64_ = (2u * l_37_);
            uint l_65_ = (l_64_ + 1u);
            uint l_550_ = asuint(info.Load(0+0));
            uint l_551_ = (l_550_ * 1u);
            bool l_552_ = (l_65_ < l_551_);
            uint l_553_ = (l_551_ - 1u);
            uint l_554_ = min(l_65_, l_553_);
            uint l_555_ = asuint(buffer_0_global.Load(l_554_*4));
            uint l_66_ = (l_552_ ? l_555_ : 0u);
            uint l_67_ = (2u * l_37_);
            uint l_557_ = asuint(info.Load(4+0));
            uint l_558_ = (l_557_ * 1u);
            bool l_559_ = (l_67_ < l_558_);
            uint l_560_ = (l_558_ - 1u);
            uint l_561_ = min(l_67_, l_560_);
            uint l_562_ = asuint(buffer_1_global.Load(l_561_*4));
            uint l_68_ = (l_559_ ? l_562_ : 0u);
            uint l_69_ = (2u * l_37_);
            uint l_70_ = (l_69_ + 1u);
            uint l_564_ = asuint(info.Load(4+0));
            uint l_565_ = (l_564_ * 1u);
            bool l_566_ = (l_70_ < l_565_);
            uint l_567_ = (l_565_ - 1u);
            uint l_568_ = min(l_70_, l_567_);
            uint l_569_ = asuint(buffer_1_global.Load(l_568_*4));
            uint l_71_ = (l_566_ ? l_569_ : 0u);
            uint l_72_ = (2u * l_37_);
            uint l_571_ = asuint(info.Load(8+0));
            uint l_572_ = (l_571_ * 1u);
            bool l_573_ = (l_72_ < l_572_);
            uint l_574_ = (l_572_ - 1u);
            uint l_575_ = min(l_72_, l_574_);
            uint l_576_ = asuint(buffer_2_global.Load(l_575_*4));
            uint l_73_ = (l_573_ ? l_576_ : 0u);
            uint l_74_ = (2u * l_37_);
            uint l_75_ = (l_74_ + 1u);
            uint l_578_ = asuint(info.Load(8+0));
            uint l_579_ = (l_578_ * 1u);
            bool l_580_ = (l_75_ < l_579_);
            uint l_581_ = (l_579_ - 1u);
            uint l_582_ = min(l_75_, l_581_);
            uint l_583_ = asuint(buffer_2_global.Load(l_582_*4));
            uint l_76_ = (l_580_ ? l_583_ : 0u);
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
            uint _e465 = l_mut_45_;
            uint l_88_ = (_e465 * l_79_);
            uint _e467 = l_mut_82_;
            uint l_89_ = (_e467 * l_79_);
            uint _e469 = l_mut_45_;
            uint64_t l_585_ = uint64_t(_e469);
            uint64_t l_586_ = uint64_t(l_79_);
            uint64_t l_587_ = (l_585_ * l_586_);
            uint64_t l_588_ = (l_587_ >> uint(32uL));
            uint l_90_ = uint(l_588_);
            uint l_91_ = (l_90_ + l_89_);
            uint _e480 = l_mut_82_;
            uint64_t l_590_ = uint64_t(_e480);
            uint64_t l_591_ = uint64_t(l_79_);
            uint64_t l_592_ = (l_590_ * l_591_);
            uint64_t l_593_ = (l_592_ >> uint(32uL));
            uint l_92_ = uint(l_593_);
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
            uint _e509 = l_mut_97_;
            l_mut_109_ = _e509;
            uint _e510 = l_mut_103_;
            l_mut_97_ = _e510;
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
                    uint _e524 = l_mut_103_;
                    l_mut_109_ = _e524;
                    l_mut_97_ = l_117_;
                }
            }
            uint _e525 = l_mut_109_;
            l_mut_103_ = _e525;
            uint _e526 = l_mut_97_;
            l_mut_109_ = _e526;
            if (l_81_) {
                uint _e528 = l_mut_103_;
                uint l_118_ = (0u - _e528);
                uint _e531 = l_mut_109_;
                uint l_119_ = (0u - _e531);
                uint _e534 = l_mut_103_;
                bool l_120_ = (0u < _e534);
                uint l_121_ = uint(l_120_);
                uint l_122_ = (l_119_ - l_121_);
                l_mut_103_ = l_118_;
                l_mut_109_ = l_122_;
            }
            uint _e538 = l_mut_103_;
            uint l_123_ = (l_63_ + _e538);
            uint _e540 = l_mut_109_;
            uint l_124_ = (l_66_ + _e540);
            bool l_125_ = (l_123_ < l_63_);
            uint l_126_ = uint(l_125_);
            uint l_127_ = (l_124_ + l_126_);
            uint l_128_ = (l_63_ * l_78_);
            uint64_t l_595_ = uint64_t(l_63_);
            uint64_t l_596_ = uint64_t(l_78_);
            uint64_t l_597_ = (l_595_ * l_596_);
            uint64_t l_598_ = (l_597_ >> uint(32uL));
            uint l_129_ = uint(l_598_);
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
            uint _e575 = l_mut_109_;
            uint l_145_ = (_e575 * l_137_);
            uint _e577 = l_mut_103_;
            uint l_146_ = (_e577 * l_137_);
            uint _e579 = l_mut_109_;
            uint64_t l_600_ = uint64_t(_e579);
            uint64_t l_601_ = uint64_t(l_137_);
            uint64_t l_602_ = (l_600_ * l_601_);
            uint64_t l_603_ = (l_602_ >> uint(32uL));
            uint l_147_ = uint(l_603_);
            uint l_148_ = (l_147_ + l_146_);
            uint _e590 = l_mut_103_;
            uint64_t l_605_ = uint64_t(_e590);
            uint64_t l_606_ = uint64_t(l_137_);
            uint64_t l_607_ = (l_605_ * l_606_);
            uint64_t l_608_ = (l_607_ >> uint(32uL));
            uint l_149_ = uint(l_608_);
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
            uint _e619 = l_mut_97_;
            l_mut_45_ = _e619;
            uint _e620 = l_mut_82_;
            l_mut_97_ = _e620;
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
                    uint _e634 = l_mut_82_;
                    l_mut_45_ = _e634;
                    l_mut_97_ = l_171_;
                }
            }
            uint _e635 = l_mut_45_;
            l_mut_109_ = _e635;
            uint _e636 = l_mut_97_;
            l_mut_103_ = _e636;
            if (l_139_) {
                uint _e638 = l_mut_109_;
                uint l_172_ = (0u - _e638);
                uint _e641 = l_mut_103_;
                uint l_173_ = (0u - _e641);
                uint _e644 = l_mut_109_;
                bool l_174_ = (0u < _e644);
                uint l_175_ = uint(l_174_);
                uint l_176_ = (l_173_ - l_175_);
                l_mut_109_ = l_172_;
                l_mut_103_ = l_176_;
            }
            uint _e648 = l_mut_109_;
            uint l_177_ = (l_132_ + _e648);
            uint _e650 = l_mut_103_;
            uint l_178_ = (l_136_ + _e650);
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
            uint _e667 = l_mut_109_;
            uint l_189_ = (_e667 * l_77_);
            uint _e669 = l_mut_103_;
            uint l_190_ = (_e669 * l_77_);
            uint _e671 = l_mut_109_;
            uint64_t l_610_ = uint64_t(_e671);
            uint64_t l_611_ = uint64_t(l_77_);
            uint64_t l_612_ = (l_610_ * l_611_);
            uint64_t l_613_ = (l_612_ >> uint(32uL));
            uint l_191_ = uint(l_613_);
            uint l_192_ = (l_191_ + l_190_);
            uint _e682 = l_mut_103_;
            uint64_t l_615_ = uint64_t(_e682);
            uint64_t l_616_ = uint64_t(l_77_);
            uint64_t l_617_ = (l_615_ * l_616_);
            uint64_t l_618_ = (l_617_ >> uint(32uL));
            uint l_193_ = uint(l_618_);
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
            uint _e711 = l_mut_97_;
            l_mut_45_ = _e711;
            uint _e712 = l_mut_82_;
            l_mut_97_ = _e712;
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
                    uint _e726 = l_mut_82_;
                    l_mut_45_ = _e726;
                    l_mut_97_ = l_215_;
                }
            }
            uint _e727 = l_mut_45_;
            l_mut_109_ = _e727;
            uint _e728 = l_mut_97_;
            l_mut_103_ = _e728;
            if (l_183_) {
                uint _e730 = l_mut_109_;
                uint l_216_ = (0u - _e730);
                uint _e733 = l_mut_103_;
                uint l_217_ = (0u - _e733);
                uint _e736 = l_mut_109_;
                bool l_218_ = (0u < _e736);
                uint l_219_ = uint(l_218_);
                uint l_220_ = (l_217_ - l_219_);
                l_mut_109_ = l_216_;
                l_mut_103_ = l_220_;
            }
            uint _e740 = l_mut_109_;
            uint l_221_ = (l_123_ + _e740);
            uint _e742 = l_mut_103_;
            uint l_222_ = (l_127_ + _e742);
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
            uint _e762 = l_mut_109_;
            uint l_235_ = (_e762 * l_226_);
            uint _e764 = l_mut_103_;
            uint l_236_ = (_e764 * l_226_);
            uint _e766 = l_mut_109_;
            uint64_t l_620_ = uint64_t(_e766);
            uint64_t l_621_ = uint64_t(l_226_);
            uint64_t l_622_ = (l_620_ * l_621_);
            uint64_t l_623_ = (l_622_ >> uint(32uL));
            uint l_237_ = uint(l_623_);
            uint l_238_ = (l_237_ + l_236_);
            uint _e777 = l_mut_103_;
            uint64_t l_625_ = uint64_t(_e777);
            uint64_t l_626_ = uint64_t(l_226_);
            uint64_t l_627_ = (l_625_ * l_626_);
            uint64_t l_628_ = (l_627_ >> uint(32uL));
            uint l_239_ = uint(l_628_);
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
            uint _e806 = l_mut_97_;
            l_mut_45_ = _e806;
            uint _e807 = l_mut_82_;
            l_mut_97_ = _e807;
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
                    uint _e821 = l_mut_82_;
                    l_mut_45_ = _e821;
                    l_mut_97_ = l_261_;
                }
            }
            uint _e822 = l_mut_45_;
            l_mut_109_ = _e822;
            uint _e823 = l_mut_97_;
            l_mut_103_ = _e823;
            if (l_229_) {
                uint _e825 = l_mut_109_;
                uint l_262_ = (0u - _e825);
                uint _e828 = l_mut_103_;
                uint l_263_ = (0u - _e828);
                uint _e831 = l_mut_109_;
                bool l_264_ = (0u < _e831);
                uint l_265_ = uint(l_264_);
                uint l_266_ = (l_263_ - l_265_);
                l_mut_109_ = l_262_;
                l_mut_103_ = l_266_;
            }
            uint _e835 = l_mut_109_;
            uint l_267_ = (l_177_ - _e835);
            uint _e837 = l_mut_103_;
            uint l_268_ = (l_181_ - _e837);
            uint _e839 = l_mut_109_;
            bool l_269_ = (l_177_ < _e839);
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
            uint _e872 = l_mut_292_;
            bool l_296_ = (_e872 < l_286_);
            uint _e874 = l_mut_292_;
            bool l_297_ = (_e874 == l_286_);
            uint _e876 = l_mut_45_;
            bool l_298_ = (_e876 < l_282_);
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
                bool _e891 = l_mut_302_;
                l_mut_295_ = _e891;
                l_mut_302_ = false;
            }
            l_mut_305_ = false;
            uint2 loop_bound = uint2(4294967295u, 4294967295u);
            while(true) {
                if (all(loop_bound == uint2(0u, 0u))) { break; }
                loop_bound -= uint2(loop_bound.y == 0u, 1u);
                bool _e894 = l_mut_302_;
                bool l_306_ = !(_e894);
                if (l_306_) {
                    break;
                }
                uint _e896 = l_mut_109_;
                l_mut_307_ = _e896;
                uint _e897 = l_mut_103_;
                l_mut_308_ = _e897;
                bool _e898 = l_mut_305_;
                if (_e898) {
                    uint _e899 = l_mut_97_;
                    l_mut_307_ = _e899;
                    uint _e900 = l_mut_82_;
                    l_mut_308_ = _e900;
                }
                uint _e901 = l_mut_292_;
                uint _e902 = l_mut_308_;
                bool l_309_ = (_e901 < _e902);
                uint _e904 = l_mut_292_;
                uint _e905 = l_mut_308_;
                bool l_310_ = (_e904 == _e905);
                uint _e907 = l_mut_45_;
                uint _e908 = l_mut_307_;
                bool l_311_ = (_e907 < _e908);
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
                bool _e920 = l_mut_305_;
                bool l_315_ = (l_314_ != _e920);
                if (l_315_) {
                    uint _e922 = l_mut_109_;
                    l_mut_308_ = _e922;
                    uint _e923 = l_mut_103_;
                    l_mut_307_ = _e923;
                    uint _e924 = l_mut_97_;
                    l_mut_109_ = _e924;
                    uint _e925 = l_mut_82_;
                    l_mut_103_ = _e925;
                    uint _e926 = l_mut_308_;
                    l_mut_97_ = _e926;
                    uint _e927 = l_mut_307_;
                    l_mut_82_ = _e927;
                    uint _e928 = l_mut_293_;
                    l_mut_308_ = _e928;
                    uint _e929 = l_mut_294_;
                    l_mut_293_ = _e929;
                    uint _e930 = l_mut_308_;
                    l_mut_294_ = _e930;
                    l_mut_305_ = l_314_;
                }
                l_mut_316_ = true;
                bool _e932 = l_mut_305_;
                if (_e932) {
                    uint _e933 = l_mut_45_;
                    uint _e934 = l_mut_97_;
                    uint l_317_ = (_e933 - _e934);
                    uint _e936 = l_mut_292_;
                    uint _e937 = l_mut_82_;
                    uint l_318_ = (_e936 - _e937);
                    uint _e939 = l_mut_45_;
                    uint _e940 = l_mut_97_;
                    bool l_319_ = (_e939 < _e940);
                    uint l_320_ = uint(l_319_);
                    uint l_321_ = (l_318_ - l_320_);
                    l_mut_45_ = l_317_;
                    l_mut_292_ = l_321_;
                    uint _e944 = l_mut_292_;
                    bool l_322_ = (_e944 < l_286_);
                    uint _e946 = l_mut_292_;
                    bool l_323_ = (_e946 == l_286_);
                    uint _e948 = l_mut_45_;
                    bool l_324_ = (_e948 < l_282_);
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
                bool _e961 = l_mut_316_;
                if (_e961) {
                    l_mut_308_ = 0u;
                    l_mut_327_ = false;
                    uint _e964 = l_mut_97_;
                    l_mut_307_ = _e964;
                    uint _e965 = l_mut_82_;
                    l_mut_328_ = _e965;
                    if (false) {
                        uint _e968 = l_mut_82_;
                        uint l_331_ = (_e968 >> 3u);
                        l_mut_307_ = l_331_;
                        l_mut_328_ = 0u;
                    } else {
                        if (true) {
                            uint _e972 = l_mut_97_;
                            l_mut_333_ = _e972;
                            if (true) {
                                uint _e974 = l_mut_97_;
                                uint l_335_ = (_e974 >> 3u);
                                uint _e977 = l_mut_82_;
                                uint l_336_ = (_e977 << 29u);
                                uint l_337_ = (l_335_ | l_336_);
                                l_mut_333_ = l_337_;
                            }
                            uint _e981 = l_mut_82_;
                            uint l_338_ = (_e981 >> 3u);
                            uint _e984 = l_mut_333_;
                            l_mut_307_ = _e984;
                            l_mut_328_ = l_338_;
                        }
                    }
                    uint _e985 = l_mut_328_;
                    uint _e986 = l_mut_103_;
                    bool l_339_ = (_e985 < _e986);
                    uint _e988 = l_mut_328_;
                    uint _e989 = l_mut_103_;
                    bool l_340_ = (_e988 == _e989);
                    uint _e991 = l_mut_307_;
                    uint _e992 = l_mut_109_;
                    bool l_341_ = (_e991 < _e992);
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
                    uint _e1004 = l_mut_109_;
                    uint _e1005 = l_mut_103_;
                    uint l_345_ = (_e1004 | _e1005);
                    bool l_346_ = (l_345_ == 0u);
                    if (l_346_) {
                        l_mut_308_ = l_77_;
                    } else {
                        bool _e1009 = l_mut_327_;
                        if (_e1009) {
                            uint _e1010 = l_mut_103_;
                            uint _e1011 = l_mut_82_;
                            bool l_347_ = (_e1010 < _e1011);
                            uint _e1013 = l_mut_103_;
                            uint _e1014 = l_mut_82_;
                            bool l_348_ = (_e1013 == _e1014);
                            uint _e1016 = l_mut_109_;
                            uint _e1017 = l_mut_97_;
                            bool l_349_ = (_e1016 < _e1017);
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
                                uint _e1028 = l_mut_97_;
                                uint l_352_ = (_e1028 - 1u);
                                uint _e1031 = l_mut_82_;
                                uint l_353_ = (_e1031 - 0u);
                                uint _e1034 = l_mut_97_;
                                bool l_354_ = (_e1034 < 1u);
                                uint l_355_ = uint(l_354_);
                                uint l_356_ = (l_353_ - l_355_);
                                l_mut_333_ = l_352_;
                                l_mut_328_ = l_356_;
                                l_mut_307_ = 0u;
                                l_mut_357_ = 0u;
                                uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                                bool loop_init = true;
                                while(true) {
                                    if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                    loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                    if (!loop_init) {
                                        uint _e1127 = l_mut_357_;
                                        l_mut_357_ = (_e1127 + 1u);
                                    }
                                    loop_init = false;
                                    uint _e1042 = l_mut_357_;
                                    if ((_e1042 < 16u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1046 = l_mut_357_;
                                        uint l_358_ = (15u - _e1046);
                                        uint _e1048 = l_mut_333_;
                                        l_mut_359_ = _e1048;
                                        uint _e1049 = l_mut_328_;
                                        l_mut_360_ = _e1049;
                                        bool l_361_ = (l_358_ >= 32u);
                                        if (l_361_) {
                                            uint l_362_ = (l_358_ & 31u);
                                            uint _e1054 = l_mut_328_;
                                            uint l_363_ = (_e1054 >> l_362_);
                                            l_mut_359_ = l_363_;
                                            l_mut_360_ = 0u;
                                        } else {
                                            bool l_364_ = (l_358_ > 0u);
                                            if (l_364_) {
                                                uint _e1059 = l_mut_333_;
                                                l_mut_365_ = _e1059;
                                                bool l_366_ = (l_358_ > 0u);
                                                if (l_366_) {
                                                    uint _e1062 = l_mut_333_;
                                                    uint l_367_ = (_e1062 >> l_358_);
                                                    uint l_368_ = (32u - l_358_);
                                                    uint _e1066 = l_mut_328_;
                                                    uint l_369_ = (_e1066 << l_368_);
                                                    uint l_370_ = (l_367_ | l_369_);
                                                    l_mut_365_ = l_370_;
                                                }
                                                uint _e1069 = l_mut_328_;
                                                uint l_371_ = (_e1069 >> l_358_);
                                                uint _e1071 = l_mut_365_;
                                                l_mut_359_ = _e1071;
                                                l_mut_360_ = l_371_;
                                            }
                                        }
                                        uint _e1072 = l_mut_360_;
                                        uint _e1073 = l_mut_103_;
                                        bool l_372_ = (_e1072 < _e1073);
                                        uint _e1075 = l_mut_360_;
                                        uint _e1076 = l_mut_103_;
                                        bool l_373_ = (_e1075 == _e1076);
                                        uint _e1078 = l_mut_359_;
                                        uint _e1079 = l_mut_109_;
                                        bool l_374_ = (_e1078 < _e1079);
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
                                            uint _e1091 = l_mut_109_;
                                            l_mut_365_ = _e1091;
                                            uint _e1092 = l_mut_103_;
                                            l_mut_360_ = _e1092;
                                            bool l_378_ = (l_358_ >= 32u);
                                            if (l_378_) {
                                                uint l_379_ = (l_358_ & 31u);
                                                uint _e1097 = l_mut_109_;
                                                uint l_380_ = (_e1097 << l_379_);
                                                l_mut_365_ = 0u;
                                                l_mut_360_ = l_380_;
                                            } else {
                                                bool l_381_ = (l_358_ > 0u);
                                                if (l_381_) {
                                                    uint _e1102 = l_mut_109_;
                                                    uint l_382_ = (_e1102 << l_358_);
                                                    uint _e1104 = l_mut_103_;
                                                    uint l_383_ = (_e1104 << l_358_);
                                                    uint l_384_ = (32u - l_358_);
                                                    uint _e1108 = l_mut_109_;
                                                    uint l_385_ = (_e1108 >> l_384_);
                                                    uint l_386_ = (l_383_ | l_385_);
                                                    l_mut_365_ = l_382_;
                                                    l_mut_360_ = l_386_;
                                                }
                                            }
                                            uint _e1111 = l_mut_333_;
                                            uint _e1112 = l_mut_365_;
                                            uint l_387_ = (_e1111 - _e1112);
                                            uint _e1114 = l_mut_328_;
                                            uint _e1115 = l_mut_360_;
                                            uint l_388_ = (_e1114 - _e1115);
                                            uint _e1117 = l_mut_333_;
                                            uint _e1118 = l_mut_365_;
                                            bool l_389_ = (_e1117 < _e1118);
                                            uint l_390_ = uint(l_389_);
                                            uint l_391_ = (l_388_ - l_390_);
                                            l_mut_333_ = l_387_;
                                            l_mut_328_ = l_391_;
                                            uint l_392_ = (1u << l_358_);
                                            uint _e1124 = l_mut_307_;
                                            l_mut_307_ = (_e1124 | l_392_);
                                        }
                                    }
                                }
                                uint _e1129 = l_mut_307_;
                                uint l_393_ = min(_e1129, l_77_);
                                l_mut_365_ = l_393_;
                                uint _e1131 = l_mut_328_;
                                uint _e1132 = l_mut_103_;
                                bool l_394_ = (_e1131 < _e1132);
                                uint _e1134 = l_mut_328_;
                                uint _e1135 = l_mut_103_;
                                bool l_395_ = (_e1134 == _e1135);
                                uint _e1137 = l_mut_333_;
                                uint _e1138 = l_mut_109_;
                                bool l_396_ = (_e1137 < _e1138);
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
                                uint _e1150 = l_mut_365_;
                                l_mut_308_ = _e1150;
                            }
                        } else {
                            uint _e1151 = l_mut_97_;
                            l_mut_365_ = _e1151;
                            uint _e1152 = l_mut_82_;
                            l_mut_360_ = _e1152;
                            uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                                loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                                uint _e1153 = l_mut_103_;
                                uint _e1154 = l_mut_360_;
                                bool l_400_ = (_e1153 < _e1154);
                                uint _e1156 = l_mut_103_;
                                uint _e1157 = l_mut_360_;
                                bool l_401_ = (_e1156 == _e1157);
                                uint _e1159 = l_mut_109_;
                                uint _e1160 = l_mut_365_;
                                bool l_402_ = (_e1159 < _e1160);
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
                                uint _e1171 = l_mut_308_;
                                uint _e1172 = l_mut_294_;
                                uint l_405_ = (_e1171 * _e1172);
                                uint _e1174 = l_mut_293_;
                                uint l_406_ = (_e1174 + l_405_);
                                uint _e1176 = l_mut_294_;
                                uint l_407_ = (l_406_ + _e1176);
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
                                uint _e1184 = l_mut_365_;
                                uint _e1185 = l_mut_109_;
                                uint l_411_ = (_e1184 - _e1185);
                                uint _e1187 = l_mut_360_;
                                uint _e1188 = l_mut_103_;
                                uint l_412_ = (_e1187 - _e1188);
                                uint _e1190 = l_mut_365_;
                                uint _e1191 = l_mut_109_;
                                bool l_413_ = (_e1190 < _e1191);
                                uint l_414_ = uint(l_413_);
                                uint l_415_ = (l_412_ - l_414_);
                                l_mut_365_ = l_411_;
                                l_mut_360_ = l_415_;
                                uint _e1195 = l_mut_308_;
                                l_mut_308_ = (_e1195 + 1u);
                            }
                        }
                    }
                    uint _e1198 = l_mut_308_;
                    uint _e1199 = l_mut_294_;
                    uint l_416_ = (_e1198 * _e1199);
                    uint _e1201 = l_mut_293_;
                    uint l_417_ = (_e1201 + l_416_);
                    uint _e1203 = l_mut_294_;
                    uint l_418_ = (l_417_ + _e1203);
                    bool l_419_ = (l_418_ >= l_77_);
                    if (l_419_) {
                        l_mut_295_ = true;
                        l_mut_302_ = false;
                    } else {
                        uint _e1208 = l_mut_109_;
                        uint _e1209 = l_mut_308_;
                        uint l_420_ = (_e1208 * _e1209);
                        uint _e1211 = l_mut_109_;
                        uint64_t l_630_ = uint64_t(_e1211);
                        uint _e1213 = l_mut_308_;
                        uint64_t l_631_ = uint64_t(_e1213);
                        uint64_t l_632_ = (l_630_ * l_631_);
                        uint64_t l_633_ = (l_632_ >> uint(32uL));
                        uint l_421_ = uint(l_633_);
                        uint _e1222 = l_mut_103_;
                        uint _e1223 = l_mut_308_;
                        uint l_422_ = (_e1222 * _e1223);
                        uint l_423_ = (l_421_ + l_422_);
                        uint _e1226 = l_mut_97_;
                        uint l_424_ = (_e1226 - l_420_);
                        uint _e1228 = l_mut_82_;
                        uint l_425_ = (_e1228 - l_423_);
                        uint _e1230 = l_mut_97_;
                        bool l_426_ = (_e1230 < l_420_);
                        uint l_427_ = uint(l_426_);
                        uint l_428_ = (l_425_ - l_427_);
                        l_mut_97_ = l_424_;
                        l_mut_82_ = l_428_;
                        uint _e1234 = l_mut_308_;
                        uint _e1235 = l_mut_294_;
                        uint l_429_ = (_e1234 * _e1235);
                        uint _e1237 = l_mut_293_;
                        l_mut_293_ = (_e1237 + l_429_);
                        uint _e1239 = l_mut_109_;
                        uint _e1240 = l_mut_97_;
                        uint l_430_ = (_e1239 - _e1240);
                        uint _e1242 = l_mut_103_;
                        uint _e1243 = l_mut_82_;
                        uint l_431_ = (_e1242 - _e1243);
                        uint _e1245 = l_mut_109_;
                        uint _e1246 = l_mut_97_;
                        bool l_432_ = (_e1245 < _e1246);
                        uint l_433_ = uint(l_432_);
                        uint l_434_ = (l_431_ - l_433_);
                        l_mut_109_ = l_430_;
                        l_mut_103_ = l_434_;
                        uint _e1250 = l_mut_294_;
                        uint _e1251 = l_mut_293_;
                        l_mut_294_ = (_e1250 + _e1251);
                    }
                }
            }
            bool _e1253 = l_mut_295_;
            bool l_435_ = !(_e1253);
            if (l_435_) {
                uint l_436_ = (l_37_ * 8u);
                uint l_437_ = (l_436_ + l_38_);
                uint l_635_ = asuint(info.Load(24+0));
                uint l_636_ = (l_635_ * 1u);
                uint l_637_ = (l_636_ - 1u);
                uint l_638_ = min(1u, l_637_);
                uint _e1271; buffer_6_global.InterlockedAdd(l_638_*4, 1u, _e1271);
                uint l_440_ = asuint(info.Load(48+0));
                bool l_441_ = (_e1271 < l_440_);
                if (l_441_) {
                    uint l_640_ = asuint(info.Load(20+0));
                    uint l_641_ = (l_640_ * 1u);
                    bool l_642_ = (_e1271 < l_641_);
                    if (l_642_) {
                        buffer_5_global.Store(_e1271*4, asuint(l_437_));
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
