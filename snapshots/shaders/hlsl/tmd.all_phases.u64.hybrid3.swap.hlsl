struct info_st {
    uint static_meta[12];
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
ByteAddressBuffer info : register(t6);

uint64_t naga_div(uint64_t lhs, uint64_t rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

uint naga_div(uint lhs, uint rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

[numthreads(64, 1, 1)]
void all_phases(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint64_t l_mut_105_ = (uint64_t)0;
    uint64_t l_mut_127_ = (uint64_t)0;
    uint64_t l_mut_165_ = (uint64_t)0;
    uint l_mut_166_ = (uint)0;
    bool l_mut_167_ = (bool)0;
    bool l_mut_170_ = (bool)0;
    bool l_mut_172_ = (bool)0;
    uint64_t l_mut_174_ = (uint64_t)0;
    uint l_mut_178_ = (uint)0;
    bool l_mut_179_ = (bool)0;
    bool l_mut_182_ = (bool)0;
    uint l_mut_339_ = (uint)0;
    uint l_mut_340_ = (uint)0;
    uint l_mut_348_ = (uint)0;
    uint l_mut_67_ = (uint)0;
    bool local = (bool)0;
    uint l_mut_217_ = 0u;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    uint l_mut_386_ = (uint)0;
    uint l_mut_428_ = 0u;
    uint l_mut_435_ = (uint)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_559_ = asuint(info.Load(20+0));
        uint l_560_ = (l_559_ * 1u);
        uint l_561_ = (l_560_ - 1u);
        uint l_562_ = min(3u, l_561_);
        uint _e55; buffer_5_global.InterlockedAdd(l_562_*4, 1u, _e55);
    }
    uint l_475_ = asuint(info.Load(12+0));
    uint l_476_ = (l_475_ * 1u);
    bool l_477_ = (0u < l_476_);
    uint l_478_ = (l_476_ - 1u);
    uint l_479_ = min(0u, l_478_);
    uint l_480_ = asuint(buffer_3_global.Load(l_479_*4));
    uint l_4_ = (l_477_ ? l_480_ : 0u);
    uint64_t l_5_ = uint64_t(l_4_);
    uint l_7_ = (0u + 1u);
    uint l_482_ = asuint(info.Load(12+0));
    uint l_483_ = (l_482_ * 1u);
    bool l_484_ = (l_7_ < l_483_);
    uint l_485_ = (l_483_ - 1u);
    uint l_486_ = min(l_7_, l_485_);
    uint l_487_ = asuint(buffer_3_global.Load(l_486_*4));
    uint l_8_ = (l_484_ ? l_487_ : 0u);
    uint64_t l_9_ = uint64_t(l_8_);
    uint64_t l_10_ = (l_9_ << uint(32uL));
    uint64_t l_11_ = (l_5_ | l_10_);
    uint64_t l_12_ = (l_11_ & 4294967295uL);
    uint l_13_ = uint(l_12_);
    uint l_489_ = asuint(info.Load(12+0));
    uint l_490_ = (l_489_ * 1u);
    bool l_491_ = (2u < l_490_);
    uint l_492_ = (l_490_ - 1u);
    uint l_493_ = min(2u, l_492_);
    uint l_494_ = asuint(buffer_3_global.Load(l_493_*4));
    uint l_15_ = (l_491_ ? l_494_ : 0u);
    uint64_t l_16_ = uint64_t(l_15_);
    uint l_18_ = (2u + 1u);
    uint l_496_ = asuint(info.Load(12+0));
    uint l_497_ = (l_496_ * 1u);
    bool l_498_ = (l_18_ < l_497_);
    uint l_499_ = (l_497_ - 1u);
    uint l_500_ = min(l_18_, l_499_);
    uint l_501_ = asuint(buffer_3_global.Load(l_500_*4));
    uint l_19_ = (l_498_ ? l_501_ : 0u);
    uint64_t l_20_ = uint64_t(l_19_);
    uint64_t l_21_ = (l_20_ << uint(32uL));
    uint64_t l_22_ = (l_16_ | l_21_);
    uint64_t l_23_ = (l_22_ & 4294967295uL);
    uint l_24_ = uint(l_23_);
    uint l_503_ = asuint(info.Load(12+0));
    uint l_504_ = (l_503_ * 1u);
    bool l_505_ = (4u < l_504_);
    uint l_506_ = (l_504_ - 1u);
    uint l_507_ = min(4u, l_506_);
    uint l_508_ = asuint(buffer_3_global.Load(l_507_*4));
    uint l_26_ = (l_505_ ? l_508_ : 0u);
    uint64_t l_27_ = uint64_t(l_26_);
    uint l_29_ = (4u + 1u);
    uint l_510_ = asuint(info.Load(12+0));
    uint l_511_ = (l_510_ * 1u);
    bool l_512_ = (l_29_ < l_511_);
    uint l_513_ = (l_511_ - 1u);
    uint l_514_ = min(l_29_, l_513_);
    uint l_515_ = asuint(buffer_3_global.Load(l_514_*4));
    uint l_30_ = (l_512_ ? l_515_ : 0u);
    uint64_t l_31_ = uint64_t(l_30_);
    uint64_t l_32_ = (l_31_ << uint(32uL));
    uint64_t l_33_ = (l_27_ | l_32_);
    uint l_517_ = asuint(info.Load(12+0));
    uint l_518_ = (l_517_ * 1u);
    bool l_519_ = (6u < l_518_);
    uint l_520_ = (l_518_ - 1u);
    uint l_521_ = min(6u, l_520_);
    uint l_522_ = asuint(buffer_3_global.Load(l_521_*4));
    uint l_35_ = (l_519_ ? l_522_ : 0u);
    uint64_t l_36_ = uint64_t(l_35_);
    uint l_38_ = (6u + 1u);
    uint l_524_ = asuint(info.Load(12+0));
    uint l_525_ = (l_524_ * 1u);
    bool l_526_ = (l_38_ < l_525_);
    uint l_527_ = (l_525_ - 1u);
    uint l_528_ = min(l_38_, l_527_);
    uint l_529_ = asuint(buffer_3_global.Load(l_528_*4));
    uint l_39_ = (l_526_ ? l_529_ : 0u);
    uint64_t l_40_ = uint64_t(l_39_);
    uint64_t l_41_ = (l_40_ << uint(32uL));
    uint64_t l_42_ = (l_36_ | l_41_);
    uint l_531_ = asuint(info.Load(12+0));
    uint l_532_ = (l_531_ * 1u);
    bool l_533_ = (8u < l_532_);
    uint l_534_ = (l_532_ - 1u);
    uint l_535_ = min(8u, l_534_);
    uint l_536_ = asuint(buffer_3_global.Load(l_535_*4));
    uint l_44_ = (l_533_ ? l_536_ : 0u);
    uint64_t l_45_ = uint64_t(l_44_);
    uint l_47_ = (8u + 1u);
    uint l_538_ = asuint(info.Load(12+0));
    uint l_539_ = (l_538_ * 1u);
    bool l_540_ = (l_47_ < l_539_);
    uint l_541_ = (l_539_ - 1u);
    uint l_542_ = min(l_47_, l_541_);
    uint l_543_ = asuint(buffer_3_global.Load(l_542_*4));
    uint l_48_ = (l_540_ ? l_543_ : 0u);
    uint64_t l_49_ = uint64_t(l_48_);
    uint64_t l_50_ = (l_49_ << uint(32uL));
    uint64_t l_51_ = (l_45_ | l_50_);
    uint l_545_ = asuint(info.Load(12+0));
    uint l_546_ = (l_545_ * 1u);
    bool l_547_ = (10u < l_546_);
    uint l_548_ = (l_546_ - 1u);
    uint l_549_ = min(10u, l_548_);
    uint l_550_ = asuint(buffer_3_global.Load(l_549_*4));
    uint l_53_ = (l_547_ ? l_550_ : 0u);
    uint64_t l_54_ = uint64_t(l_53_);
    uint l_56_ = (10u + 1u);
    uint l_552_ = asuint(info.Load(12+0));
    uint l_553_ = (l_552_ * 1u);
    bool l_554_ = (l_56_ < l_553_);
    uint l_555_ = (l_553_ - 1u);
    uint l_556_ = min(l_56_, l_555_);
    uint l_557_ = asuint(buffer_3_global.Load(l_556_*4));
    uint l_57_ = (l_554_ ? l_557_ : 0u);
    uint64_t l_58_ = uint64_t(l_57_);
    uint64_t l_59_ = (l_58_ << uint(32uL));
    uint64_t l_60_ = (l_54_ | l_59_);
    uint l_61_ = (2u * id);
    uint l_62_ = asuint(info.Load(24+0));
    bool l_63_ = (l_61_ < l_62_);
    uint64_t l_64_ = uint64_t(id);
    uint64_t l_65_ = uint64_t(l_13_);
    uint64_t l_66_ = (l_64_ * l_65_);
    l_mut_67_ = 0u;
    bool l_68_ = (l_66_ < l_60_);
    if (l_68_) {
        uint64_t l_69_ = (l_60_ - l_66_);
        l_mut_67_ = l_13_;
        uint64_t l_70_ = uint64_t(l_13_);
        bool l_71_ = (l_69_ < l_70_);
        if (l_71_) {
            uint64_t l_72_ = (l_69_ & 4294967295uL);
            uint l_73_ = uint(l_72_);
            l_mut_67_ = l_73_;
        }
    }
    uint _e330 = l_mut_67_;
    uint l_74_ = (l_63_ ? _e330 : 0u);
    bool l_75_ = (l_74_ > 0u);
    if (l_75_) {
        uint l_76_ = (2u * id);
        uint l_564_ = asuint(info.Load(0+0));
        uint l_565_ = (l_564_ * 1u);
        bool l_566_ = (l_76_ < l_565_);
        uint l_567_ = (l_565_ - 1u);
        uint l_568_ = min(l_76_, l_567_);
        uint l_569_ = asuint(buffer_0_global.Load(l_568_*4));
        uint l_77_ = (l_566_ ? l_569_ : 0u);
        uint64_t l_78_ = uint64_t(l_77_);
        uint l_79_ = (2u * id);
        uint l_80_ = (l_79_ + 1u);
        uint l_571_ = asuint(info.Load(0+0));
        uint l_572_ = (l_571_ * 1u);
        bool l_573_ = (l_80_ < l_572_);
        uint l_574_ = (l_572_ - 1u);
        uint l_575_ = min(l_80_, l_574_);
        uint l_576_ = asuint(buffer_0_global.Load(l_575_*4));
        uint l_81_ = (l_573_ ? l_576_ : 0u);
        uint64_t l_82_ = uint64_t(l_81_);
        uint64_t l_83_ = (l_82_ << uint(32uL));
        uint64_t l_84_ = (l_78_ | l_83_);
        uint l_85_ = (2u * id);
        uint l_578_ = asuint(info.Load(4+0));
        uint l_579_ = (l_578_ * 1u);
        bool l_580_ = (l_85_ < l_579_);
        uint l_581_ = (l_579_ - 1u);
        uint l_582_ = min(l_85_, l_581_);
        uint l_583_ = asuint(buffer_1_global.Load(l_582_*4));
        uint l_86_ = (l_580_ ? l_583_ : 0u);
        uint64_t l_87_ = uint64_t(l_86_);
        uint l_88_ = (2u * id);
        uint l_89_ = (l_88_ + 1u);
        uint l_585_ = asuint(info.Load(4+0));
        uint l_586_ = (l_585_ * 1u);
        bool l_587_ = (l_89_ < l_586_);
        uint l_588_ = (l_586_ - 1u);
        uint l_589_ = min(l_89_, l_588_);
        uint l_590_ = asuint(buffer_1_global.Load(l_589_*4));
        uint l_90_ = (l_587_ ? l_590_ : 0u);
        uint64_t l_91_ = uint64_t(l_90_);
        uint64_t l_92_ = (l_91_ << uint(32uL));
        uint64_t l_93_ = (l_87_ | l_92_);
        uint l_94_ = (2u * id);
        uint l_592_ = asuint(info.Load(8+0));
        uint l_593_ = (l_592_ * 1u);
        bool l_594_ = (l_94_ < l_593_);
        uint l_595_ = (l_593_ - 1u);
        uint l_596_ = min(l_94_, l_595_);
        uint l_597_ = asuint(buffer_2_global.Load(l_596_*4));
        uint l_95_ = (l_594_ ? l_597_ : 0u);
        uint64_t l_96_ = uint64_t(l_95_);
        uint l_97_ = (2u * id);
        uint l_98_ = (l_97_ + 1u);
        uint l_599_ = asuint(info.Load(8+0));
        uint l_600_ = (l_599_ * 1u);
        bool l_601_ = (l_98_ < l_600_);
        uint l_602_ = (l_600_ - 1u);
        uint l_603_ = min(l_98_, l_602_);
        uint l_604_ = asuint(buffer_2_global.Load(l_603_*4));
        uint l_99_ = (l_601_ ? l_604_ : 0u);
        uint64_t l_100_ = uint64_t(l_99_);
        uint64_t l_101_ = (l_100_ << uint(32uL));
        uint64_t l_102_ = (l_96_ | l_101_);
        uint64_t l_103_ = (l_102_ >> uint(63uL));
        bool l_104_ = (l_103_ == 1uL);
        l_mut_105_ = l_102_;
        if (l_104_) {
            uint64_t l_107_ = (0uL - l_102_);
            l_mut_105_ = l_107_;
        }
        uint64_t l_108_ = uint64_t(l_13_);
        uint64_t _e472 = l_mut_105_;
        uint64_t l_109_ = (_e472 & 4294967295uL);
        uint64_t l_110_ = (l_109_ * l_108_);
        uint64_t _e476 = l_mut_105_;
        uint64_t l_111_ = (_e476 >> uint(32uL));
        uint64_t l_112_ = (l_111_ * l_108_);
        uint64_t l_113_ = (l_112_ << uint(32uL));
        uint64_t l_114_ = (l_110_ + l_113_);
        uint64_t l_115_ = (l_112_ >> uint(32uL));
        bool l_116_ = (l_114_ < l_110_);
        uint64_t l_117_ = uint64_t(l_116_);
        uint64_t l_118_ = (l_115_ + l_117_);
        l_mut_105_ = l_114_;
        bool l_119_ = (l_24_ == 64u);
        if (l_119_) {
            l_mut_105_ = l_118_;
        } else {
            bool l_120_ = (l_24_ > 0u);
            if (l_120_) {
                uint l_121_ = (64u - l_24_);
                uint64_t l_122_ = uint64_t(l_121_);
                uint64_t l_123_ = (l_118_ << uint(l_122_));
                uint64_t l_124_ = uint64_t(l_24_);
                uint64_t l_125_ = (l_114_ >> uint(l_124_));
                uint64_t l_126_ = (l_123_ | l_125_);
                l_mut_105_ = l_126_;
            }
        }
        uint64_t _e509 = l_mut_105_;
        l_mut_127_ = _e509;
        if (l_104_) {
            uint64_t _e511 = l_mut_127_;
            uint64_t l_129_ = (0uL - _e511);
            l_mut_127_ = l_129_;
        }
        uint64_t _e513 = l_mut_127_;
        uint64_t l_130_ = (l_84_ + _e513);
        uint l_131_ = (l_13_ * l_13_);
        uint l_132_ = (l_24_ + 3u);
        uint64_t l_133_ = (l_102_ >> uint(63uL));
        bool l_134_ = (l_133_ == 1uL);
        l_mut_127_ = l_102_;
        if (l_134_) {
            uint64_t l_136_ = (0uL - l_102_);
            l_mut_127_ = l_136_;
        }
        uint64_t l_137_ = uint64_t(l_131_);
        uint64_t _e527 = l_mut_127_;
        uint64_t l_138_ = (_e527 & 4294967295uL);
        uint64_t l_139_ = (l_138_ * l_137_);
        uint64_t _e531 = l_mut_127_;
        uint64_t l_140_ = (_e531 >> uint(32uL));
        uint64_t l_141_ = (l_140_ * l_137_);
        uint64_t l_142_ = (l_141_ << uint(32uL));
        uint64_t l_143_ = (l_139_ + l_142_);
        uint64_t l_144_ = (l_141_ >> uint(32uL));
        bool l_145_ = (l_143_ < l_139_);
        uint64_t l_146_ = uint64_t(l_145_);
        uint64_t l_147_ = (l_144_ + l_146_);
        l_mut_127_ = l_143_;
        bool l_148_ = (l_132_ == 64u);
        if (l_148_) {
            l_mut_127_ = l_147_;
        } else {
            bool l_149_ = (l_132_ > 0u);
            if (l_149_) {
                uint l_150_ = (64u - l_132_);
                uint64_t l_151_ = uint64_t(l_150_);
                uint64_t l_152_ = (l_147_ << uint(l_151_));
                uint64_t l_153_ = uint64_t(l_132_);
                uint64_t l_154_ = (l_143_ >> uint(l_153_));
                uint64_t l_155_ = (l_152_ | l_154_);
                l_mut_127_ = l_155_;
            }
        }
        uint64_t _e564 = l_mut_127_;
        l_mut_105_ = _e564;
        if (l_134_) {
            uint64_t _e566 = l_mut_105_;
            uint64_t l_157_ = (0uL - _e566);
            l_mut_105_ = l_157_;
        }
        uint64_t _e568 = l_mut_105_;
        uint64_t l_158_ = (l_93_ - _e568);
        uint64_t l_159_ = (l_158_ + l_33_);
        uint64_t l_161_ = (0uL - l_130_);
        uint64_t l_162_ = (l_33_ + l_33_);
        l_mut_127_ = l_161_;
        uint64_t l_164_ = (0uL - l_161_);
        l_mut_105_ = l_164_;
        l_mut_165_ = l_159_;
        l_mut_67_ = 1u;
        l_mut_166_ = 1u;
        l_mut_167_ = false;
        uint64_t _e579 = l_mut_165_;
        bool l_168_ = (_e579 < l_162_);
        bool l_169_ = !(l_168_);
        l_mut_170_ = l_169_;
        bool l_171_ = (l_161_ == 0uL);
        if (l_171_) {
            bool _e584 = l_mut_170_;
            l_mut_167_ = _e584;
            l_mut_170_ = false;
        }
        l_mut_172_ = false;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            bool _e587 = l_mut_170_;
            bool l_173_ = !(_e587);
            if (l_173_) {
                break;
            }
            uint64_t _e589 = l_mut_127_;
            l_mut_174_ = _e589;
            bool _e590 = l_mut_172_;
            if (_e590) {
                uint64_t _e591 = l_mut_105_;
                l_mut_174_ = _e591;
            }
            uint64_t _e592 = l_mut_165_;
            uint64_t _e593 = l_mut_174_;
            bool l_175_ = (_e592 < _e593);
            bool l_176_ = !(l_175_);
            bool _e596 = l_mut_172_;
            bool l_177_ = (l_176_ != _e596);
            if (l_177_) {
                uint64_t _e598 = l_mut_127_;
                l_mut_174_ = _e598;
                uint64_t _e599 = l_mut_105_;
                l_mut_127_ = _e599;
                uint64_t _e600 = l_mut_174_;
                l_mut_105_ = _e600;
                uint _e601 = l_mut_67_;
                l_mut_178_ = _e601;
                uint _e602 = l_mut_166_;
                l_mut_67_ = _e602;
                uint _e603 = l_mut_178_;
                l_mut_166_ = _e603;
                l_mut_172_ = l_176_;
            }
            l_mut_179_ = true;
            bool _e605 = l_mut_172_;
            if (_e605) {
                uint64_t _e606 = l_mut_165_;
                uint64_t _e607 = l_mut_105_;
                uint64_t l_180_ = (_e606 - _e607);
                l_mut_165_ = l_180_;
                uint64_t _e609 = l_mut_165_;
                bool l_181_ = (_e609 < l_162_);
                if (l_181_) {
                    l_mut_170_ = false;
                    l_mut_179_ = false;
                }
            }
            bool _e613 = l_mut_179_;
            if (_e613) {
                l_mut_178_ = 0u;
                l_mut_182_ = false;
                uint64_t _e617 = l_mut_105_;
                uint64_t l_184_ = (_e617 >> uint(3uL));
                uint64_t _e621 = l_mut_127_;
                bool l_185_ = (l_184_ < _e621);
                bool l_186_ = !(l_185_);
                l_mut_182_ = l_186_;
                uint64_t _e624 = l_mut_127_;
                bool l_187_ = (_e624 == 0uL);
                if (l_187_) {
                    l_mut_178_ = l_13_;
                } else {
                    bool _e627 = l_mut_182_;
                    if (_e627) {
                        uint64_t _e628 = l_mut_127_;
                        uint64_t _e629 = l_mut_105_;
                        bool l_188_ = (_e628 < _e629);
                        if (l_188_) {
                            uint64_t _e631 = l_mut_105_;
                            uint64_t l_189_ = (_e631 - 1uL);
                            uint64_t _e634 = l_mut_127_;
                            uint64_t l_190_ = naga_div(l_189_, _e634);
                            uint64_t l_191_ = uint64_t(l_13_);
                            bool l_192_ = (l_190_ < l_191_);
                            uint64_t l_193_ = uint64_t(l_13_);
                            uint64_t l_194_ = (l_192_ ? l_190_ : l_193_);
                            uint l_195_ = uint(l_194_);
                            l_mut_178_ = l_195_;
                        }
                    } else {
                        uint64_t _e642 = l_mut_105_;
                        l_mut_174_ = _e642;
                        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                        while(true) {
                            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                            uint64_t _e643 = l_mut_127_;
                            uint64_t _e644 = l_mut_174_;
                            bool l_196_ = (_e643 < _e644);
                            uint _e646 = l_mut_178_;
                            uint _e647 = l_mut_166_;
                            uint l_197_ = (_e646 * _e647);
                            uint _e649 = l_mut_67_;
                            uint l_198_ = (_e649 + l_197_);
                            uint _e651 = l_mut_166_;
                            uint l_199_ = (l_198_ + _e651);
                            bool l_200_ = (l_199_ < l_13_);
                            if (l_196_) {
                                local = l_200_;
                            } else {
                                local = false;
                            }
                            bool l_201_ = local;
                            bool l_202_ = !(l_201_);
                            if (l_202_) {
                                break;
                            }
                            uint64_t _e659 = l_mut_174_;
                            uint64_t _e660 = l_mut_127_;
                            uint64_t l_203_ = (_e659 - _e660);
                            l_mut_174_ = l_203_;
                            uint _e662 = l_mut_178_;
                            l_mut_178_ = (_e662 + 1u);
                        }
                    }
                }
                uint _e665 = l_mut_178_;
                uint _e666 = l_mut_166_;
                uint l_204_ = (_e665 * _e666);
                uint _e668 = l_mut_67_;
                uint l_205_ = (_e668 + l_204_);
                uint _e670 = l_mut_166_;
                uint l_206_ = (l_205_ + _e670);
                bool l_207_ = (l_206_ >= l_13_);
                if (l_207_) {
                    l_mut_167_ = true;
                    l_mut_170_ = false;
                } else {
                    uint _e675 = l_mut_178_;
                    uint64_t l_208_ = uint64_t(_e675);
                    uint64_t _e677 = l_mut_127_;
                    uint64_t l_209_ = (_e677 * l_208_);
                    uint64_t _e679 = l_mut_105_;
                    uint64_t l_210_ = (_e679 - l_209_);
                    l_mut_105_ = l_210_;
                    uint _e681 = l_mut_178_;
                    uint _e682 = l_mut_166_;
                    uint l_211_ = (_e681 * _e682);
                    uint _e684 = l_mut_67_;
                    l_mut_67_ = (_e684 + l_211_);
                    uint64_t _e686 = l_mut_127_;
                    uint64_t _e687 = l_mut_105_;
                    uint64_t l_212_ = (_e686 - _e687);
                    l_mut_127_ = l_212_;
                    uint _e689 = l_mut_166_;
                    uint _e690 = l_mut_67_;
                    l_mut_166_ = (_e689 + _e690);
                }
            }
        }
        bool _e692 = l_mut_167_;
        bool l_213_ = !(_e692);
        if (l_213_) {
            uint l_606_ = asuint(info.Load(20+0));
            uint l_607_ = (l_606_ * 1u);
            uint l_608_ = (l_607_ - 1u);
            uint l_609_ = min(0u, l_608_);
            uint _e707; buffer_5_global.InterlockedAdd(l_609_*4, 1u, _e707);
            uint l_216_ = naga_div(l_13_, 8u);
            l_mut_178_ = 0u;
            l_mut_166_ = 0u;
            l_mut_67_ = 0u;
            uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
            bool loop_init = true;
            while(true) {
                if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                if (!loop_init) {
                    uint _e1158 = l_mut_217_;
                    l_mut_217_ = (_e1158 + 1u);
                }
                loop_init = false;
                uint _e715 = l_mut_217_;
                if ((_e715 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e718 = l_mut_217_;
                    uint l_218_ = (_e718 * l_216_);
                    bool l_219_ = (l_218_ < l_74_);
                    uint l_220_ = naga_div(l_13_, 8u);
                    uint _e723 = l_mut_217_;
                    uint l_221_ = (_e723 * l_220_);
                    uint l_222_ = (l_221_ + l_221_);
                    uint64_t l_223_ = (l_102_ >> uint(63uL));
                    bool l_224_ = (l_223_ == 1uL);
                    l_mut_174_ = l_102_;
                    if (l_224_) {
                        uint64_t l_226_ = (0uL - l_102_);
                        l_mut_174_ = l_226_;
                    }
                    uint64_t l_227_ = uint64_t(l_222_);
                    uint64_t _e735 = l_mut_174_;
                    uint64_t l_228_ = (_e735 & 4294967295uL);
                    uint64_t l_229_ = (l_228_ * l_227_);
                    uint64_t _e739 = l_mut_174_;
                    uint64_t l_230_ = (_e739 >> uint(32uL));
                    uint64_t l_231_ = (l_230_ * l_227_);
                    uint64_t l_232_ = (l_231_ << uint(32uL));
                    uint64_t l_233_ = (l_229_ + l_232_);
                    uint64_t l_234_ = (l_231_ >> uint(32uL));
                    bool l_235_ = (l_233_ < l_229_);
                    uint64_t l_236_ = uint64_t(l_235_);
                    uint64_t l_237_ = (l_234_ + l_236_);
                    l_mut_174_ = l_233_;
                    bool l_238_ = (l_24_ == 64u);
                    if (l_238_) {
                        l_mut_174_ = l_237_;
                    } else {
                        bool l_239_ = (l_24_ > 0u);
                        if (l_239_) {
                            uint l_240_ = (64u - l_24_);
                            uint64_t l_241_ = uint64_t(l_240_);
                            uint64_t l_242_ = (l_237_ << uint(l_241_));
                            uint64_t l_243_ = uint64_t(l_24_);
                            uint64_t l_244_ = (l_233_ >> uint(l_243_));
                            uint64_t l_245_ = (l_242_ | l_244_);
                            l_mut_174_ = l_245_;
                        }
                    }
                    uint64_t _e772 = l_mut_174_;
                    l_mut_165_ = _e772;
                    if (l_224_) {
                        uint64_t _e774 = l_mut_165_;
                        uint64_t l_247_ = (0uL - _e774);
                        l_mut_165_ = l_247_;
                    }
                    uint64_t _e776 = l_mut_165_;
                    uint64_t l_248_ = (l_84_ + _e776);
                    uint64_t l_249_ = uint64_t(l_221_);
                    uint64_t l_250_ = (l_84_ * l_249_);
                    uint64_t l_251_ = (l_93_ + l_250_);
                    uint l_252_ = (l_221_ * l_221_);
                    uint64_t l_253_ = (l_102_ >> uint(63uL));
                    bool l_254_ = (l_253_ == 1uL);
                    l_mut_174_ = l_102_;
                    if (l_254_) {
                        uint64_t l_256_ = (0uL - l_102_);
                        l_mut_174_ = l_256_;
                    }
                    uint64_t l_257_ = uint64_t(l_252_);
                    uint64_t _e791 = l_mut_174_;
                    uint64_t l_258_ = (_e791 & 4294967295uL);
                    uint64_t l_259_ = (l_258_ * l_257_);
                    uint64_t _e795 = l_mut_174_;
                    uint64_t l_260_ = (_e795 >> uint(32uL));
                    uint64_t l_261_ = (l_260_ * l_257_);
                    uint64_t l_262_ = (l_261_ << uint(32uL));
                    uint64_t l_263_ = (l_259_ + l_262_);
                    uint64_t l_264_ = (l_261_ >> uint(32uL));
                    bool l_265_ = (l_263_ < l_259_);
                    uint64_t l_266_ = uint64_t(l_265_);
                    uint64_t l_267_ = (l_264_ + l_266_);
                    l_mut_174_ = l_263_;
                    bool l_268_ = (l_24_ == 64u);
                    if (l_268_) {
                        l_mut_174_ = l_267_;
                    } else {
                        bool l_269_ = (l_24_ > 0u);
                        if (l_269_) {
                            uint l_270_ = (64u - l_24_);
                            uint64_t l_271_ = uint64_t(l_270_);
                            uint64_t l_272_ = (l_267_ << uint(l_271_));
                            uint64_t l_273_ = uint64_t(l_24_);
                            uint64_t l_274_ = (l_263_ >> uint(l_273_));
                            uint64_t l_275_ = (l_272_ | l_274_);
                            l_mut_174_ = l_275_;
                        }
                    }
                    uint64_t _e828 = l_mut_174_;
                    l_mut_165_ = _e828;
                    if (l_254_) {
                        uint64_t _e830 = l_mut_165_;
                        uint64_t l_277_ = (0uL - _e830);
                        l_mut_165_ = l_277_;
                    }
                    uint64_t _e832 = l_mut_165_;
                    uint64_t l_278_ = (l_251_ + _e832);
                    uint64_t l_279_ = (l_102_ >> uint(63uL));
                    bool l_280_ = (l_279_ == 1uL);
                    l_mut_174_ = l_102_;
                    if (l_280_) {
                        uint64_t l_282_ = (0uL - l_102_);
                        l_mut_174_ = l_282_;
                    }
                    uint64_t l_283_ = uint64_t(l_220_);
                    uint64_t _e843 = l_mut_174_;
                    uint64_t l_284_ = (_e843 & 4294967295uL);
                    uint64_t l_285_ = (l_284_ * l_283_);
                    uint64_t _e847 = l_mut_174_;
                    uint64_t l_286_ = (_e847 >> uint(32uL));
                    uint64_t l_287_ = (l_286_ * l_283_);
                    uint64_t l_288_ = (l_287_ << uint(32uL));
                    uint64_t l_289_ = (l_285_ + l_288_);
                    uint64_t l_290_ = (l_287_ >> uint(32uL));
                    bool l_291_ = (l_289_ < l_285_);
                    uint64_t l_292_ = uint64_t(l_291_);
                    uint64_t l_293_ = (l_290_ + l_292_);
                    l_mut_174_ = l_289_;
                    bool l_294_ = (l_24_ == 64u);
                    if (l_294_) {
                        l_mut_174_ = l_293_;
                    } else {
                        bool l_295_ = (l_24_ > 0u);
                        if (l_295_) {
                            uint l_296_ = (64u - l_24_);
                            uint64_t l_297_ = uint64_t(l_296_);
                            uint64_t l_298_ = (l_293_ << uint(l_297_));
                            uint64_t l_299_ = uint64_t(l_24_);
                            uint64_t l_300_ = (l_289_ >> uint(l_299_));
                            uint64_t l_301_ = (l_298_ | l_300_);
                            l_mut_174_ = l_301_;
                        }
                    }
                    uint64_t _e880 = l_mut_174_;
                    l_mut_165_ = _e880;
                    if (l_280_) {
                        uint64_t _e882 = l_mut_165_;
                        uint64_t l_303_ = (0uL - _e882);
                        l_mut_165_ = l_303_;
                    }
                    uint64_t _e884 = l_mut_165_;
                    uint64_t l_304_ = (l_248_ + _e884);
                    uint l_305_ = (l_220_ * l_220_);
                    uint l_306_ = (l_24_ + 3u);
                    uint64_t l_307_ = (l_102_ >> uint(63uL));
                    bool l_308_ = (l_307_ == 1uL);
                    l_mut_174_ = l_102_;
                    if (l_308_) {
                        uint64_t l_310_ = (0uL - l_102_);
                        l_mut_174_ = l_310_;
                    }
                    uint64_t l_311_ = uint64_t(l_305_);
                    uint64_t _e898 = l_mut_174_;
                    uint64_t l_312_ = (_e898 & 4294967295uL);
                    uint64_t l_313_ = (l_312_ * l_311_);
                    uint64_t _e902 = l_mut_174_;
                    uint64_t l_314_ = (_e902 >> uint(32uL));
                    uint64_t l_315_ = (l_314_ * l_311_);
                    uint64_t l_316_ = (l_315_ << uint(32uL));
                    uint64_t l_317_ = (l_313_ + l_316_);
                    uint64_t l_318_ = (l_315_ >> uint(32uL));
                    bool l_319_ = (l_317_ < l_313_);
                    uint64_t l_320_ = uint64_t(l_319_);
                    uint64_t l_321_ = (l_318_ + l_320_);
                    l_mut_174_ = l_317_;
                    bool l_322_ = (l_306_ == 64u);
                    if (l_322_) {
                        l_mut_174_ = l_321_;
                    } else {
                        bool l_323_ = (l_306_ > 0u);
                        if (l_323_) {
                            uint l_324_ = (64u - l_306_);
                            uint64_t l_325_ = uint64_t(l_324_);
                            uint64_t l_326_ = (l_321_ << uint(l_325_));
                            uint64_t l_327_ = uint64_t(l_306_);
                            uint64_t l_328_ = (l_317_ >> uint(l_327_));
                            uint64_t l_329_ = (l_326_ | l_328_);
                            l_mut_174_ = l_329_;
                        }
                    }
                    uint64_t _e935 = l_mut_174_;
                    l_mut_165_ = _e935;
                    if (l_308_) {
                        uint64_t _e937 = l_mut_165_;
                        uint64_t l_331_ = (0uL - _e937);
                        l_mut_165_ = l_331_;
                    }
                    uint64_t _e939 = l_mut_165_;
                    uint64_t l_332_ = (l_278_ - _e939);
                    uint64_t l_333_ = (l_332_ + l_42_);
                    uint64_t l_335_ = (0uL - l_304_);
                    uint64_t l_336_ = (l_42_ + l_42_);
                    l_mut_174_ = l_335_;
                    uint64_t l_338_ = (0uL - l_335_);
                    l_mut_165_ = l_338_;
                    l_mut_127_ = l_333_;
                    l_mut_339_ = 1u;
                    l_mut_340_ = 1u;
                    l_mut_182_ = false;
                    uint64_t _e950 = l_mut_127_;
                    bool l_341_ = (_e950 < l_336_);
                    bool l_342_ = !(l_341_);
                    l_mut_179_ = l_342_;
                    bool l_343_ = (l_335_ == 0uL);
                    if (l_343_) {
                        bool _e955 = l_mut_179_;
                        l_mut_182_ = _e955;
                        l_mut_179_ = false;
                    }
                    l_mut_172_ = false;
                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                        bool _e958 = l_mut_179_;
                        bool l_344_ = !(_e958);
                        if (l_344_) {
                            break;
                        }
                        uint64_t _e960 = l_mut_174_;
                        l_mut_105_ = _e960;
                        bool _e961 = l_mut_172_;
                        if (_e961) {
                            uint64_t _e962 = l_mut_165_;
                            l_mut_105_ = _e962;
                        }
                        uint64_t _e963 = l_mut_127_;
                        uint64_t _e964 = l_mut_105_;
                        bool l_345_ = (_e963 < _e964);
                        bool l_346_ = !(l_345_);
                        bool _e967 = l_mut_172_;
                        bool l_347_ = (l_346_ != _e967);
                        if (l_347_) {
                            uint64_t _e969 = l_mut_174_;
                            l_mut_105_ = _e969;
                            uint64_t _e970 = l_mut_165_;
                            l_mut_174_ = _e970;
                            uint64_t _e971 = l_mut_105_;
                            l_mut_165_ = _e971;
                            uint _e972 = l_mut_339_;
                            l_mut_348_ = _e972;
                            uint _e973 = l_mut_340_;
                            l_mut_339_ = _e973;
                            uint _e974 = l_mut_348_;
                            l_mut_340_ = _e974;
                            l_mut_172_ = l_346_;
                        }
                        l_mut_170_ = true;
                        bool _e976 = l_mut_172_;
                        if (_e976) {
                            uint64_t _e977 = l_mut_127_;
                            uint64_t _e978 = l_mut_165_;
                            uint64_t l_349_ = (_e977 - _e978);
                            l_mut_127_ = l_349_;
                            uint64_t _e980 = l_mut_127_;
                            bool l_350_ = (_e980 < l_336_);
                            if (l_350_) {
                                l_mut_179_ = false;
                                l_mut_170_ = false;
                            }
                        }
                        bool _e984 = l_mut_170_;
                        if (_e984) {
                            l_mut_348_ = 0u;
                            l_mut_167_ = false;
                            uint64_t _e988 = l_mut_165_;
                            uint64_t l_352_ = (_e988 >> uint(3uL));
                            uint64_t _e992 = l_mut_174_;
                            bool l_353_ = (l_352_ < _e992);
                            bool l_354_ = !(l_353_);
                            l_mut_167_ = l_354_;
                            uint64_t _e995 = l_mut_174_;
                            bool l_355_ = (_e995 == 0uL);
                            if (l_355_) {
                                l_mut_348_ = l_220_;
                            } else {
                                bool _e998 = l_mut_167_;
                                if (_e998) {
                                    uint64_t _e999 = l_mut_174_;
                                    uint64_t _e1000 = l_mut_165_;
                                    bool l_356_ = (_e999 < _e1000);
                                    if (l_356_) {
                                        uint64_t _e1002 = l_mut_165_;
                                        uint64_t l_357_ = (_e1002 - 1uL);
                                        uint64_t _e1005 = l_mut_174_;
                                        uint64_t l_358_ = naga_div(l_357_, _e1005);
                                        uint64_t l_359_ = uint64_t(l_220_);
                                        bool l_360_ = (l_358_ < l_359_);
                                        uint64_t l_361_ = uint64_t(l_220_);
                                        uint64_t l_362_ = (l_360_ ? l_358_ : l_361_);
                                        uint l_363_ = uint(l_362_);
                                        l_mut_348_ = l_363_;
                                    }
                                } else {
                                    uint64_t _e1013 = l_mut_165_;
                                    l_mut_105_ = _e1013;
                                    uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                                    while(true) {
                                        if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                        loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                        uint64_t _e1014 = l_mut_174_;
                                        uint64_t _e1015 = l_mut_105_;
                                        bool l_364_ = (_e1014 < _e1015);
                                        uint _e1017 = l_mut_348_;
                                        uint _e1018 = l_mut_340_;
                                        uint l_365_ = (_e1017 * _e1018);
                                        uint _e1020 = l_mut_339_;
                                        uint l_366_ = (_e1020 + l_365_);
                                        uint _e1022 = l_mut_340_;
                                        uint l_367_ = (l_366_ + _e1022);
                                        bool l_368_ = (l_367_ < l_220_);
                                        if (l_364_) {
                                            local_1 = l_368_;
                                        } else {
                                            local_1 = false;
                                        }
                                        bool l_369_ = local_1;
                                        bool l_370_ = !(l_369_);
                                        if (l_370_) {
                                            break;
                                        }
                                        uint64_t _e1030 = l_mut_105_;
                                        uint64_t _e1031 = l_mut_174_;
                                        uint64_t l_371_ = (_e1030 - _e1031);
                                        l_mut_105_ = l_371_;
                                        uint _e1033 = l_mut_348_;
                                        l_mut_348_ = (_e1033 + 1u);
                                    }
                                }
                            }
                            uint _e1036 = l_mut_348_;
                            uint _e1037 = l_mut_340_;
                            uint l_372_ = (_e1036 * _e1037);
                            uint _e1039 = l_mut_339_;
                            uint l_373_ = (_e1039 + l_372_);
                            uint _e1041 = l_mut_340_;
                            uint l_374_ = (l_373_ + _e1041);
                            bool l_375_ = (l_374_ >= l_220_);
                            if (l_375_) {
                                l_mut_182_ = true;
                                l_mut_179_ = false;
                            } else {
                                uint _e1046 = l_mut_348_;
                                uint64_t l_376_ = uint64_t(_e1046);
                                uint64_t _e1048 = l_mut_174_;
                                uint64_t l_377_ = (_e1048 * l_376_);
                                uint64_t _e1050 = l_mut_165_;
                                uint64_t l_378_ = (_e1050 - l_377_);
                                l_mut_165_ = l_378_;
                                uint _e1052 = l_mut_348_;
                                uint _e1053 = l_mut_340_;
                                uint l_379_ = (_e1052 * _e1053);
                                uint _e1055 = l_mut_339_;
                                l_mut_339_ = (_e1055 + l_379_);
                                uint64_t _e1057 = l_mut_174_;
                                uint64_t _e1058 = l_mut_165_;
                                uint64_t l_380_ = (_e1057 - _e1058);
                                l_mut_174_ = l_380_;
                                uint _e1060 = l_mut_340_;
                                uint _e1061 = l_mut_339_;
                                l_mut_340_ = (_e1060 + _e1061);
                            }
                        }
                    }
                    bool _e1063 = l_mut_182_;
                    bool l_381_ = !(_e1063);
                    if (l_219_) {
                        local_2 = l_381_;
                    } else {
                        local_2 = false;
                    }
                    bool l_382_ = local_2;
                    if (l_382_) {
                        uint _e1070 = l_mut_217_;
                        uint l_383_ = (1u << _e1070);
                        uint _e1072 = l_mut_178_;
                        l_mut_178_ = (_e1072 | l_383_);
                        uint _e1074 = l_mut_166_;
                        l_mut_166_ = (_e1074 + 1u);
                        uint l_384_ = (l_218_ + l_216_);
                        uint l_385_ = min(l_384_, l_74_);
                        l_mut_348_ = 0u;
                        l_mut_386_ = l_218_;
                        uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                        bool loop_init_1 = true;
                        while(true) {
                            if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                            loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                            if (!loop_init_1) {
                                uint _e1152 = l_mut_386_;
                                l_mut_386_ = (_e1152 + 1u);
                            }
                            loop_init_1 = false;
                            uint _e1081 = l_mut_386_;
                            if ((_e1081 < l_385_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e1083 = l_mut_386_;
                                uint64_t l_387_ = uint64_t(_e1083);
                                uint64_t l_388_ = (l_84_ * l_387_);
                                uint64_t l_389_ = (l_93_ + l_388_);
                                uint _e1087 = l_mut_386_;
                                uint _e1088 = l_mut_386_;
                                uint l_390_ = (_e1087 * _e1088);
                                uint64_t l_391_ = (l_102_ >> uint(63uL));
                                bool l_392_ = (l_391_ == 1uL);
                                l_mut_174_ = l_102_;
                                if (l_392_) {
                                    uint64_t l_394_ = (0uL - l_102_);
                                    l_mut_174_ = l_394_;
                                }
                                uint64_t l_395_ = uint64_t(l_390_);
                                uint64_t _e1099 = l_mut_174_;
                                uint64_t l_396_ = (_e1099 & 4294967295uL);
                                uint64_t l_397_ = (l_396_ * l_395_);
                                uint64_t _e1103 = l_mut_174_;
                                uint64_t l_398_ = (_e1103 >> uint(32uL));
                                uint64_t l_399_ = (l_398_ * l_395_);
                                uint64_t l_400_ = (l_399_ << uint(32uL));
                                uint64_t l_401_ = (l_397_ + l_400_);
                                uint64_t l_402_ = (l_399_ >> uint(32uL));
                                bool l_403_ = (l_401_ < l_397_);
                                uint64_t l_404_ = uint64_t(l_403_);
                                uint64_t l_405_ = (l_402_ + l_404_);
                                l_mut_174_ = l_401_;
                                bool l_406_ = (l_24_ == 64u);
                                if (l_406_) {
                                    l_mut_174_ = l_405_;
                                } else {
                                    bool l_407_ = (l_24_ > 0u);
                                    if (l_407_) {
                                        uint l_408_ = (64u - l_24_);
                                        uint64_t l_409_ = uint64_t(l_408_);
                                        uint64_t l_410_ = (l_405_ << uint(l_409_));
                                        uint64_t l_411_ = uint64_t(l_24_);
                                        uint64_t l_412_ = (l_401_ >> uint(l_411_));
                                        uint64_t l_413_ = (l_410_ | l_412_);
                                        l_mut_174_ = l_413_;
                                    }
                                }
                                uint64_t _e1136 = l_mut_174_;
                                l_mut_165_ = _e1136;
                                if (l_392_) {
                                    uint64_t _e1138 = l_mut_165_;
                                    uint64_t l_415_ = (0uL - _e1138);
                                    l_mut_165_ = l_415_;
                                }
                                uint64_t _e1140 = l_mut_165_;
                                uint64_t l_416_ = (l_389_ + _e1140);
                                uint64_t l_418_ = (0uL - l_416_);
                                l_mut_174_ = l_418_;
                                uint64_t _e1144 = l_mut_174_;
                                bool l_419_ = (l_416_ < _e1144);
                                if (l_419_) {
                                    l_mut_174_ = l_416_;
                                }
                                uint64_t _e1146 = l_mut_174_;
                                bool l_420_ = (_e1146 < l_51_);
                                uint l_421_ = uint(l_420_);
                                uint _e1149 = l_mut_348_;
                                l_mut_348_ = (_e1149 + l_421_);
                            }
                        }
                        uint _e1154 = l_mut_67_;
                        uint _e1155 = l_mut_348_;
                        l_mut_67_ = (_e1154 + _e1155);
                    }
                }
            }
            uint _e1160 = l_mut_166_;
            bool l_422_ = (_e1160 > 0u);
            if (l_422_) {
                uint l_611_ = asuint(info.Load(20+0));
                uint l_612_ = (l_611_ * 1u);
                uint l_613_ = (l_612_ - 1u);
                uint l_614_ = min(1u, l_613_);
                uint _e1175 = l_mut_166_;
                uint _e1176; buffer_5_global.InterlockedAdd(l_614_*4, _e1175, _e1176);
            }
            uint _e1177 = l_mut_67_;
            bool l_425_ = (_e1177 > 0u);
            if (l_425_) {
                uint l_616_ = asuint(info.Load(20+0));
                uint l_617_ = (l_616_ * 1u);
                uint l_618_ = (l_617_ - 1u);
                uint l_619_ = min(2u, l_618_);
                uint _e1192 = l_mut_67_;
                uint _e1193; buffer_5_global.InterlockedAdd(l_619_*4, _e1192, _e1193);
                l_mut_348_ = _e1193;
                uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                bool loop_init_2 = true;
                while(true) {
                    if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                    loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                    if (!loop_init_2) {
                        uint _e1318 = l_mut_428_;
                        l_mut_428_ = (_e1318 + 1u);
                    }
                    loop_init_2 = false;
                    uint _e1196 = l_mut_428_;
                    if ((_e1196 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e1199 = l_mut_178_;
                        uint _e1200 = l_mut_428_;
                        uint l_429_ = (_e1199 >> _e1200);
                        uint l_430_ = (l_429_ & 1u);
                        bool l_431_ = (l_430_ == 1u);
                        if (l_431_) {
                            uint _e1206 = l_mut_428_;
                            uint l_432_ = (_e1206 * l_216_);
                            uint l_433_ = (l_432_ + l_216_);
                            uint l_434_ = min(l_433_, l_74_);
                            uint _e1210 = l_mut_348_;
                            l_mut_340_ = _e1210;
                            l_mut_435_ = l_432_;
                            uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                            bool loop_init_3 = true;
                            while(true) {
                                if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                                loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                                if (!loop_init_3) {
                                    uint _e1314 = l_mut_435_;
                                    l_mut_435_ = (_e1314 + 1u);
                                }
                                loop_init_3 = false;
                                uint _e1212 = l_mut_435_;
                                if ((_e1212 < l_434_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e1214 = l_mut_435_;
                                    uint64_t l_436_ = uint64_t(_e1214);
                                    uint64_t l_437_ = (l_84_ * l_436_);
                                    uint64_t l_438_ = (l_93_ + l_437_);
                                    uint _e1218 = l_mut_435_;
                                    uint _e1219 = l_mut_435_;
                                    uint l_439_ = (_e1218 * _e1219);
                                    uint64_t l_440_ = (l_102_ >> uint(63uL));
                                    bool l_441_ = (l_440_ == 1uL);
                                    l_mut_174_ = l_102_;
                                    if (l_441_) {
                                        uint64_t l_443_ = (0uL - l_102_);
                                        l_mut_174_ = l_443_;
                                    }
                                    uint64_t l_444_ = uint64_t(l_439_);
                                    uint64_t _e1230 = l_mut_174_;
                                    uint64_t l_445_ = (_e1230 & 4294967295uL);
                                    uint64_t l_446_ = (l_445_ * l_444_);
                                    uint64_t _e1234 = l_mut_174_;
                                    uint64_t l_447_ = (_e1234 >> uint(32uL));
                                    uint64_t l_448_ = (l_447_ * l_444_);
                                    uint64_t l_449_ = (l_448_ << uint(32uL));
                                    uint64_t l_450_ = (l_446_ + l_449_);
                                    uint64_t l_451_ = (l_448_ >> uint(32uL));
                                    bool l_452_ = (l_450_ < l_446_);
                                    uint64_t l_453_ = uint64_t(l_452_);
                                    uint64_t l_454_ = (l_451_ + l_453_);
                                    l_mut_174_ = l_450_;
                                    bool l_455_ = (l_24_ == 64u);
                                    if (l_455_) {
                                        l_mut_174_ = l_454_;
                                    } else {
                                        bool l_456_ = (l_24_ > 0u);
                                        if (l_456_) {
                                            uint l_457_ = (64u - l_24_);
                                            uint64_t l_458_ = uint64_t(l_457_);
                                            uint64_t l_459_ = (l_454_ << uint(l_458_));
                                            uint64_t l_460_ = uint64_t(l_24_);
                                            uint64_t l_461_ = (l_450_ >> uint(l_460_));
                                            uint64_t l_462_ = (l_459_ | l_461_);
                                            l_mut_174_ = l_462_;
                                        }
                                    }
                                    uint64_t _e1267 = l_mut_174_;
                                    l_mut_165_ = _e1267;
                                    if (l_441_) {
                                        uint64_t _e1269 = l_mut_165_;
                                        uint64_t l_464_ = (0uL - _e1269);
                                        l_mut_165_ = l_464_;
                                    }
                                    uint64_t _e1271 = l_mut_165_;
                                    uint64_t l_465_ = (l_438_ + _e1271);
                                    uint64_t l_467_ = (0uL - l_465_);
                                    l_mut_174_ = l_467_;
                                    uint64_t _e1275 = l_mut_174_;
                                    bool l_468_ = (l_465_ < _e1275);
                                    if (l_468_) {
                                        l_mut_174_ = l_465_;
                                    }
                                    uint64_t _e1277 = l_mut_174_;
                                    bool l_469_ = (_e1277 < l_51_);
                                    if (l_469_) {
                                        uint _e1279 = l_mut_340_;
                                        uint l_470_ = (_e1279 * 2u);
                                        uint l_471_ = (l_470_ + 1u);
                                        uint l_472_ = asuint(info.Load(40+0));
                                        bool l_473_ = (l_471_ < l_472_);
                                        if (l_473_) {
                                            uint l_621_ = asuint(info.Load(16+0));
                                            uint l_622_ = (l_621_ * 1u);
                                            bool l_623_ = (l_470_ < l_622_);
                                            if (l_623_) {
                                                buffer_4_global.Store(l_470_*4, asuint(id));
                                            }
                                            uint l_474_ = (l_470_ + 1u);
                                            uint l_624_ = asuint(info.Load(16+0));
                                            uint l_625_ = (l_624_ * 1u);
                                            bool l_626_ = (l_474_ < l_625_);
                                            if (l_626_) {
                                                uint _e1309 = l_mut_435_;
                                                buffer_4_global.Store(l_474_*4, asuint(_e1309));
                                            }
                                        }
                                        uint _e1310 = l_mut_340_;
                                        l_mut_340_ = (_e1310 + 1u);
                                    }
                                }
                            }
                            uint _e1316 = l_mut_340_;
                            l_mut_348_ = _e1316;
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
    } else {
        return;
    }
}
