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
    uint l_mut_175_ = (uint)0;
    bool l_mut_176_ = (bool)0;
    uint64_t l_mut_186_ = (uint64_t)0;
    uint l_mut_358_ = (uint)0;
    uint l_mut_359_ = (uint)0;
    uint l_mut_365_ = (uint)0;
    uint l_mut_67_ = (uint)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    uint l_mut_236_ = 0u;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;
    uint l_mut_425_ = (uint)0;
    uint l_mut_467_ = 0u;
    uint l_mut_474_ = (uint)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_598_ = asuint(info.Load(20+0));
        uint l_599_ = (l_598_ * 1u);
        uint l_600_ = (l_599_ - 1u);
        uint l_601_ = min(3u, l_600_);
        uint _e54; buffer_5_global.InterlockedAdd(l_601_*4, 1u, _e54);
    }
    uint l_514_ = asuint(info.Load(12+0));
    uint l_515_ = (l_514_ * 1u);
    bool l_516_ = (0u < l_515_);
    uint l_517_ = (l_515_ - 1u);
    uint l_518_ = min(0u, l_517_);
    uint l_519_ = asuint(buffer_3_global.Load(l_518_*4));
    uint l_4_ = (l_516_ ? l_519_ : 0u);
    uint64_t l_5_ = uint64_t(l_4_);
    uint l_7_ = (0u + 1u);
    uint l_521_ = asuint(info.Load(12+0));
    uint l_522_ = (l_521_ * 1u);
    bool l_523_ = (l_7_ < l_522_);
    uint l_524_ = (l_522_ - 1u);
    uint l_525_ = min(l_7_, l_524_);
    uint l_526_ = asuint(buffer_3_global.Load(l_525_*4));
    uint l_8_ = (l_523_ ? l_526_ : 0u);
    uint64_t l_9_ = uint64_t(l_8_);
    uint64_t l_10_ = (l_9_ << uint(32uL));
    uint64_t l_11_ = (l_5_ | l_10_);
    uint64_t l_12_ = (l_11_ & 4294967295uL);
    uint l_13_ = uint(l_12_);
    uint l_528_ = asuint(info.Load(12+0));
    uint l_529_ = (l_528_ * 1u);
    bool l_530_ = (2u < l_529_);
    uint l_531_ = (l_529_ - 1u);
    uint l_532_ = min(2u, l_531_);
    uint l_533_ = asuint(buffer_3_global.Load(l_532_*4));
    uint l_15_ = (l_530_ ? l_533_ : 0u);
    uint64_t l_16_ = uint64_t(l_15_);
    uint l_18_ = (2u + 1u);
    uint l_535_ = asuint(info.Load(12+0));
    uint l_536_ = (l_535_ * 1u);
    bool l_537_ = (l_18_ < l_536_);
    uint l_538_ = (l_536_ - 1u);
    uint l_539_ = min(l_18_, l_538_);
    uint l_540_ = asuint(buffer_3_global.Load(l_539_*4));
    uint l_19_ = (l_537_ ? l_540_ : 0u);
    uint64_t l_20_ = uint64_t(l_19_);
    uint64_t l_21_ = (l_20_ << uint(32uL));
    uint64_t l_22_ = (l_16_ | l_21_);
    uint64_t l_23_ = (l_22_ & 4294967295uL);
    uint l_24_ = uint(l_23_);
    uint l_542_ = asuint(info.Load(12+0));
    uint l_543_ = (l_542_ * 1u);
    bool l_544_ = (4u < l_543_);
    uint l_545_ = (l_543_ - 1u);
    uint l_546_ = min(4u, l_545_);
    uint l_547_ = asuint(buffer_3_global.Load(l_546_*4));
    uint l_26_ = (l_544_ ? l_547_ : 0u);
    uint64_t l_27_ = uint64_t(l_26_);
    uint l_29_ = (4u + 1u);
    uint l_549_ = asuint(info.Load(12+0));
    uint l_550_ = (l_549_ * 1u);
    bool l_551_ = (l_29_ < l_550_);
    uint l_552_ = (l_550_ - 1u);
    uint l_553_ = min(l_29_, l_552_);
    uint l_554_ = asuint(buffer_3_global.Load(l_553_*4));
    uint l_30_ = (l_551_ ? l_554_ : 0u);
    uint64_t l_31_ = uint64_t(l_30_);
    uint64_t l_32_ = (l_31_ << uint(32uL));
    uint64_t l_33_ = (l_27_ | l_32_);
    uint l_556_ = asuint(info.Load(12+0));
    uint l_557_ = (l_556_ * 1u);
    bool l_558_ = (6u < l_557_);
    uint l_559_ = (l_557_ - 1u);
    uint l_560_ = min(6u, l_559_);
    uint l_561_ = asuint(buffer_3_global.Load(l_560_*4));
    uint l_35_ = (l_558_ ? l_561_ : 0u);
    uint64_t l_36_ = uint64_t(l_35_);
    uint l_38_ = (6u + 1u);
    uint l_563_ = asuint(info.Load(12+0));
    uint l_564_ = (l_563_ * 1u);
    bool l_565_ = (l_38_ < l_564_);
    uint l_566_ = (l_564_ - 1u);
    uint l_567_ = min(l_38_, l_566_);
    uint l_568_ = asuint(buffer_3_global.Load(l_567_*4));
    uint l_39_ = (l_565_ ? l_568_ : 0u);
    uint64_t l_40_ = uint64_t(l_39_);
    uint64_t l_41_ = (l_40_ << uint(32uL));
    uint64_t l_42_ = (l_36_ | l_41_);
    uint l_570_ = asuint(info.Load(12+0));
    uint l_571_ = (l_570_ * 1u);
    bool l_572_ = (8u < l_571_);
    uint l_573_ = (l_571_ - 1u);
    uint l_574_ = min(8u, l_573_);
    uint l_575_ = asuint(buffer_3_global.Load(l_574_*4));
    uint l_44_ = (l_572_ ? l_575_ : 0u);
    uint64_t l_45_ = uint64_t(l_44_);
    uint l_47_ = (8u + 1u);
    uint l_577_ = asuint(info.Load(12+0));
    uint l_578_ = (l_577_ * 1u);
    bool l_579_ = (l_47_ < l_578_);
    uint l_580_ = (l_578_ - 1u);
    uint l_581_ = min(l_47_, l_580_);
    uint l_582_ = asuint(buffer_3_global.Load(l_581_*4));
    uint l_48_ = (l_579_ ? l_582_ : 0u);
    uint64_t l_49_ = uint64_t(l_48_);
    uint64_t l_50_ = (l_49_ << uint(32uL));
    uint64_t l_51_ = (l_45_ | l_50_);
    uint l_584_ = asuint(info.Load(12+0));
    uint l_585_ = (l_584_ * 1u);
    bool l_586_ = (10u < l_585_);
    uint l_587_ = (l_585_ - 1u);
    uint l_588_ = min(10u, l_587_);
    uint l_589_ = asuint(buffer_3_global.Load(l_588_*4));
    uint l_53_ = (l_586_ ? l_589_ : 0u);
    uint64_t l_54_ = uint64_t(l_53_);
    uint l_56_ = (10u + 1u);
    uint l_591_ = asuint(info.Load(12+0));
    uint l_592_ = (l_591_ * 1u);
    bool l_593_ = (l_56_ < l_592_);
    uint l_594_ = (l_592_ - 1u);
    uint l_595_ = min(l_56_, l_594_);
    uint l_596_ = asuint(buffer_3_global.Load(l_595_*4));
    uint l_57_ = (l_593_ ? l_596_ : 0u);
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
    uint _e329 = l_mut_67_;
    uint l_74_ = (l_63_ ? _e329 : 0u);
    bool l_75_ = (l_74_ > 0u);
    if (l_75_) {
        uint l_76_ = (2u * id);
        uint l_603_ = asuint(info.Load(0+0));
        uint l_604_ = (l_603_ * 1u);
        bool l_605_ = (l_76_ < l_604_);
        uint l_606_ = (l_604_ - 1u);
        uint l_607_ = min(l_76_, l_606_);
        uint l_608_ = asuint(buffer_0_global.Load(l_607_*4));
        uint l_77_ = (l_605_ ? l_608_ : 0u);
        uint64_t l_78_ = uint64_t(l_77_);
        uint l_79_ = (2u * id);
        uint l_80_ = (l_79_ + 1u);
        uint l_610_ = asuint(info.Load(0+0));
        uint l_611_ = (l_610_ * 1u);
        bool l_612_ = (l_80_ < l_611_);
        uint l_613_ = (l_611_ - 1u);
        uint l_614_ = min(l_80_, l_613_);
        uint l_615_ = asuint(buffer_0_global.Load(l_614_*4));
        uint l_81_ = (l_612_ ? l_615_ : 0u);
        uint64_t l_82_ = uint64_t(l_81_);
        uint64_t l_83_ = (l_82_ << uint(32uL));
        uint64_t l_84_ = (l_78_ | l_83_);
        uint l_85_ = (2u * id);
        uint l_617_ = asuint(info.Load(4+0));
        uint l_618_ = (l_617_ * 1u);
        bool l_619_ = (l_85_ < l_618_);
        uint l_620_ = (l_618_ - 1u);
        uint l_621_ = min(l_85_, l_620_);
        uint l_622_ = asuint(buffer_1_global.Load(l_621_*4));
        uint l_86_ = (l_619_ ? l_622_ : 0u);
        uint64_t l_87_ = uint64_t(l_86_);
        uint l_88_ = (2u * id);
        uint l_89_ = (l_88_ + 1u);
        uint l_624_ = asuint(info.Load(4+0));
        uint l_625_ = (l_624_ * 1u);
        bool l_626_ = (l_89_ < l_625_);
        uint l_627_ = (l_625_ - 1u);
        uint l_628_ = min(l_89_, l_627_);
        uint l_629_ = asuint(buffer_1_global.Load(l_628_*4));
        uint l_90_ = (l_626_ ? l_629_ : 0u);
        uint64_t l_91_ = uint64_t(l_90_);
        uint64_t l_92_ = (l_91_ << uint(32uL));
        uint64_t l_93_ = (l_87_ | l_92_);
        uint l_94_ = (2u * id);
        uint l_631_ = asuint(info.Load(8+0));
        uint l_632_ = (l_631_ * 1u);
        bool l_633_ = (l_94_ < l_632_);
        uint l_634_ = (l_632_ - 1u);
        uint l_635_ = min(l_94_, l_634_);
        uint l_636_ = asuint(buffer_2_global.Load(l_635_*4));
        uint l_95_ = (l_633_ ? l_636_ : 0u);
        uint64_t l_96_ = uint64_t(l_95_);
        uint l_97_ = (2u * id);
        uint l_98_ = (l_97_ + 1u);
        uint l_638_ = asuint(info.Load(8+0));
        uint l_639_ = (l_638_ * 1u);
        bool l_640_ = (l_98_ < l_639_);
        uint l_641_ = (l_639_ - 1u);
        uint l_642_ = min(l_98_, l_641_);
        uint l_643_ = asuint(buffer_2_global.Load(l_642_*4));
        uint l_99_ = (l_640_ ? l_643_ : 0u);
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
        uint64_t _e471 = l_mut_105_;
        uint64_t l_109_ = (_e471 & 4294967295uL);
        uint64_t l_110_ = (l_109_ * l_108_);
        uint64_t _e475 = l_mut_105_;
        uint64_t l_111_ = (_e475 >> uint(32uL));
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
        uint64_t _e508 = l_mut_105_;
        l_mut_127_ = _e508;
        if (l_104_) {
            uint64_t _e510 = l_mut_127_;
            uint64_t l_129_ = (0uL - _e510);
            l_mut_127_ = l_129_;
        }
        uint64_t _e512 = l_mut_127_;
        uint64_t l_130_ = (l_84_ + _e512);
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
        uint64_t _e526 = l_mut_127_;
        uint64_t l_138_ = (_e526 & 4294967295uL);
        uint64_t l_139_ = (l_138_ * l_137_);
        uint64_t _e530 = l_mut_127_;
        uint64_t l_140_ = (_e530 >> uint(32uL));
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
        uint64_t _e563 = l_mut_127_;
        l_mut_105_ = _e563;
        if (l_134_) {
            uint64_t _e565 = l_mut_105_;
            uint64_t l_157_ = (0uL - _e565);
            l_mut_105_ = l_157_;
        }
        uint64_t _e567 = l_mut_105_;
        uint64_t l_158_ = (l_93_ - _e567);
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
        uint64_t _e578 = l_mut_165_;
        bool l_168_ = (_e578 < l_162_);
        bool l_169_ = !(l_168_);
        l_mut_170_ = l_169_;
        bool l_171_ = (l_161_ == 0uL);
        if (l_171_) {
            bool _e583 = l_mut_170_;
            l_mut_167_ = _e583;
            l_mut_170_ = false;
        }
        l_mut_172_ = false;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            bool _e586 = l_mut_170_;
            bool l_173_ = !(_e586);
            if (l_173_) {
                break;
            }
            uint64_t _e588 = l_mut_165_;
            uint64_t _e589 = l_mut_127_;
            bool l_174_ = (_e588 < _e589);
            if (l_174_) {
                l_mut_175_ = 0u;
                l_mut_176_ = false;
                uint64_t _e593 = l_mut_127_;
                bool l_177_ = (_e593 == 0uL);
                if (l_177_) {
                    l_mut_175_ = l_13_;
                } else {
                    bool _e596 = l_mut_176_;
                    if (_e596) {
                        uint64_t _e597 = l_mut_127_;
                        uint64_t _e598 = l_mut_105_;
                        bool l_178_ = (_e597 < _e598);
                        if (l_178_) {
                            uint64_t _e600 = l_mut_105_;
                            uint64_t l_179_ = (_e600 - 1uL);
                            uint64_t _e603 = l_mut_127_;
                            uint64_t l_180_ = naga_div(l_179_, _e603);
                            uint64_t l_181_ = uint64_t(l_13_);
                            bool l_182_ = (l_180_ < l_181_);
                            uint64_t l_183_ = uint64_t(l_13_);
                            uint64_t l_184_ = (l_182_ ? l_180_ : l_183_);
                            uint l_185_ = uint(l_184_);
                            l_mut_175_ = l_185_;
                        }
                    } else {
                        uint64_t _e611 = l_mut_105_;
                        l_mut_186_ = _e611;
                        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                        while(true) {
                            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                            uint64_t _e612 = l_mut_127_;
                            uint64_t _e613 = l_mut_186_;
                            bool l_187_ = (_e612 < _e613);
                            uint _e615 = l_mut_175_;
                            uint _e616 = l_mut_166_;
                            uint l_188_ = (_e615 * _e616);
                            uint _e618 = l_mut_67_;
                            uint l_189_ = (_e618 + l_188_);
                            uint _e620 = l_mut_166_;
                            uint l_190_ = (l_189_ + _e620);
                            bool l_191_ = (l_190_ < l_13_);
                            if (l_187_) {
                                local = l_191_;
                            } else {
                                local = false;
                            }
                            bool l_192_ = local;
                            bool l_193_ = !(l_192_);
                            if (l_193_) {
                                break;
                            }
                            uint64_t _e628 = l_mut_186_;
                            uint64_t _e629 = l_mut_127_;
                            uint64_t l_194_ = (_e628 - _e629);
                            l_mut_186_ = l_194_;
                            uint _e631 = l_mut_175_;
                            l_mut_175_ = (_e631 + 1u);
                        }
                    }
                }
                uint _e634 = l_mut_175_;
                uint _e635 = l_mut_166_;
                uint l_195_ = (_e634 * _e635);
                uint _e637 = l_mut_67_;
                uint l_196_ = (_e637 + l_195_);
                uint _e639 = l_mut_166_;
                uint l_197_ = (l_196_ + _e639);
                bool l_198_ = (l_197_ >= l_13_);
                if (l_198_) {
                    l_mut_167_ = true;
                    l_mut_170_ = false;
                } else {
                    uint _e644 = l_mut_175_;
                    uint64_t l_199_ = uint64_t(_e644);
                    uint64_t _e646 = l_mut_127_;
                    uint64_t l_200_ = (_e646 * l_199_);
                    uint64_t _e648 = l_mut_105_;
                    uint64_t l_201_ = (_e648 - l_200_);
                    l_mut_105_ = l_201_;
                    uint _e650 = l_mut_175_;
                    uint _e651 = l_mut_166_;
                    uint l_202_ = (_e650 * _e651);
                    uint _e653 = l_mut_67_;
                    l_mut_67_ = (_e653 + l_202_);
                    uint64_t _e655 = l_mut_127_;
                    uint64_t _e656 = l_mut_105_;
                    uint64_t l_203_ = (_e655 - _e656);
                    l_mut_127_ = l_203_;
                    uint _e658 = l_mut_166_;
                    uint _e659 = l_mut_67_;
                    l_mut_166_ = (_e658 + _e659);
                }
            } else {
                uint64_t _e661 = l_mut_165_;
                uint64_t _e662 = l_mut_127_;
                uint64_t l_204_ = (_e661 - _e662);
                l_mut_165_ = l_204_;
                uint64_t _e664 = l_mut_165_;
                bool l_205_ = (_e664 < l_162_);
                if (l_205_) {
                    l_mut_170_ = false;
                } else {
                    l_mut_175_ = 0u;
                    l_mut_176_ = false;
                    uint64_t _e669 = l_mut_105_;
                    bool l_206_ = (_e669 == 0uL);
                    if (l_206_) {
                        l_mut_175_ = l_13_;
                    } else {
                        bool _e672 = l_mut_176_;
                        if (_e672) {
                            uint64_t _e673 = l_mut_105_;
                            uint64_t _e674 = l_mut_127_;
                            bool l_207_ = (_e673 < _e674);
                            if (l_207_) {
                                uint64_t _e676 = l_mut_127_;
                                uint64_t l_208_ = (_e676 - 1uL);
                                uint64_t _e679 = l_mut_105_;
                                uint64_t l_209_ = naga_div(l_208_, _e679);
                                uint64_t l_210_ = uint64_t(l_13_);
                                bool l_211_ = (l_209_ < l_210_);
                                uint64_t l_212_ = uint64_t(l_13_);
                                uint64_t l_213_ = (l_211_ ? l_209_ : l_212_);
                                uint l_214_ = uint(l_213_);
                                l_mut_175_ = l_214_;
                            }
                        } else {
                            uint64_t _e687 = l_mut_127_;
                            l_mut_186_ = _e687;
                            uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                                loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                                uint64_t _e688 = l_mut_105_;
                                uint64_t _e689 = l_mut_186_;
                                bool l_215_ = (_e688 < _e689);
                                uint _e691 = l_mut_175_;
                                uint _e692 = l_mut_67_;
                                uint l_216_ = (_e691 * _e692);
                                uint _e694 = l_mut_166_;
                                uint l_217_ = (_e694 + l_216_);
                                uint _e696 = l_mut_67_;
                                uint l_218_ = (l_217_ + _e696);
                                bool l_219_ = (l_218_ < l_13_);
                                if (l_215_) {
                                    local_1 = l_219_;
                                } else {
                                    local_1 = false;
                                }
                                bool l_220_ = local_1;
                                bool l_221_ = !(l_220_);
                                if (l_221_) {
                                    break;
                                }
                                uint64_t _e704 = l_mut_186_;
                                uint64_t _e705 = l_mut_105_;
                                uint64_t l_222_ = (_e704 - _e705);
                                l_mut_186_ = l_222_;
                                uint _e707 = l_mut_175_;
                                l_mut_175_ = (_e707 + 1u);
                            }
                        }
                    }
                    uint _e710 = l_mut_67_;
                    uint _e711 = l_mut_166_;
                    uint l_223_ = (_e710 + _e711);
                    uint _e713 = l_mut_175_;
                    uint _e714 = l_mut_67_;
                    uint l_224_ = (_e713 * _e714);
                    uint l_225_ = (l_223_ + l_224_);
                    bool l_226_ = (l_225_ >= l_13_);
                    if (l_226_) {
                        l_mut_167_ = true;
                        l_mut_170_ = false;
                    } else {
                        uint _e720 = l_mut_175_;
                        uint64_t l_227_ = uint64_t(_e720);
                        uint64_t _e722 = l_mut_105_;
                        uint64_t l_228_ = (_e722 * l_227_);
                        uint64_t _e724 = l_mut_127_;
                        uint64_t l_229_ = (_e724 - l_228_);
                        l_mut_127_ = l_229_;
                        uint _e726 = l_mut_175_;
                        uint _e727 = l_mut_67_;
                        uint l_230_ = (_e726 * _e727);
                        uint _e729 = l_mut_166_;
                        l_mut_166_ = (_e729 + l_230_);
                        uint64_t _e731 = l_mut_105_;
                        uint64_t _e732 = l_mut_127_;
                        uint64_t l_231_ = (_e731 - _e732);
                        l_mut_105_ = l_231_;
                        uint _e734 = l_mut_67_;
                        uint _e735 = l_mut_166_;
                        l_mut_67_ = (_e734 + _e735);
                    }
                }
            }
        }
        bool _e737 = l_mut_167_;
        bool l_232_ = !(_e737);
        if (l_232_) {
            uint l_645_ = asuint(info.Load(20+0));
            uint l_646_ = (l_645_ * 1u);
            uint l_647_ = (l_646_ - 1u);
            uint l_648_ = min(0u, l_647_);
            uint _e752; buffer_5_global.InterlockedAdd(l_648_*4, 1u, _e752);
            uint l_235_ = naga_div(l_13_, 8u);
            l_mut_175_ = 0u;
            l_mut_166_ = 0u;
            l_mut_67_ = 0u;
            uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
            bool loop_init = true;
            while(true) {
                if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                if (!loop_init) {
                    uint _e1249 = l_mut_236_;
                    l_mut_236_ = (_e1249 + 1u);
                }
                loop_init = false;
                uint _e760 = l_mut_236_;
                if ((_e760 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e763 = l_mut_236_;
                    uint l_237_ = (_e763 * l_235_);
                    bool l_238_ = (l_237_ < l_74_);
                    uint l_239_ = naga_div(l_13_, 8u);
                    uint _e768 = l_mut_236_;
                    uint l_240_ = (_e768 * l_239_);
                    uint l_241_ = (l_240_ + l_240_);
                    uint64_t l_242_ = (l_102_ >> uint(63uL));
                    bool l_243_ = (l_242_ == 1uL);
                    l_mut_186_ = l_102_;
                    if (l_243_) {
                        uint64_t l_245_ = (0uL - l_102_);
                        l_mut_186_ = l_245_;
                    }
                    uint64_t l_246_ = uint64_t(l_241_);
                    uint64_t _e780 = l_mut_186_;
                    uint64_t l_247_ = (_e780 & 4294967295uL);
                    uint64_t l_248_ = (l_247_ * l_246_);
                    uint64_t _e784 = l_mut_186_;
                    uint64_t l_249_ = (_e784 >> uint(32uL));
                    uint64_t l_250_ = (l_249_ * l_246_);
                    uint64_t l_251_ = (l_250_ << uint(32uL));
                    uint64_t l_252_ = (l_248_ + l_251_);
                    uint64_t l_253_ = (l_250_ >> uint(32uL));
                    bool l_254_ = (l_252_ < l_248_);
                    uint64_t l_255_ = uint64_t(l_254_);
                    uint64_t l_256_ = (l_253_ + l_255_);
                    l_mut_186_ = l_252_;
                    bool l_257_ = (l_24_ == 64u);
                    if (l_257_) {
                        l_mut_186_ = l_256_;
                    } else {
                        bool l_258_ = (l_24_ > 0u);
                        if (l_258_) {
                            uint l_259_ = (64u - l_24_);
                            uint64_t l_260_ = uint64_t(l_259_);
                            uint64_t l_261_ = (l_256_ << uint(l_260_));
                            uint64_t l_262_ = uint64_t(l_24_);
                            uint64_t l_263_ = (l_252_ >> uint(l_262_));
                            uint64_t l_264_ = (l_261_ | l_263_);
                            l_mut_186_ = l_264_;
                        }
                    }
                    uint64_t _e817 = l_mut_186_;
                    l_mut_165_ = _e817;
                    if (l_243_) {
                        uint64_t _e819 = l_mut_165_;
                        uint64_t l_266_ = (0uL - _e819);
                        l_mut_165_ = l_266_;
                    }
                    uint64_t _e821 = l_mut_165_;
                    uint64_t l_267_ = (l_84_ + _e821);
                    uint64_t l_268_ = uint64_t(l_240_);
                    uint64_t l_269_ = (l_84_ * l_268_);
                    uint64_t l_270_ = (l_93_ + l_269_);
                    uint l_271_ = (l_240_ * l_240_);
                    uint64_t l_272_ = (l_102_ >> uint(63uL));
                    bool l_273_ = (l_272_ == 1uL);
                    l_mut_186_ = l_102_;
                    if (l_273_) {
                        uint64_t l_275_ = (0uL - l_102_);
                        l_mut_186_ = l_275_;
                    }
                    uint64_t l_276_ = uint64_t(l_271_);
                    uint64_t _e836 = l_mut_186_;
                    uint64_t l_277_ = (_e836 & 4294967295uL);
                    uint64_t l_278_ = (l_277_ * l_276_);
                    uint64_t _e840 = l_mut_186_;
                    uint64_t l_279_ = (_e840 >> uint(32uL));
                    uint64_t l_280_ = (l_279_ * l_276_);
                    uint64_t l_281_ = (l_280_ << uint(32uL));
                    uint64_t l_282_ = (l_278_ + l_281_);
                    uint64_t l_283_ = (l_280_ >> uint(32uL));
                    bool l_284_ = (l_282_ < l_278_);
                    uint64_t l_285_ = uint64_t(l_284_);
                    uint64_t l_286_ = (l_283_ + l_285_);
                    l_mut_186_ = l_282_;
                    bool l_287_ = (l_24_ == 64u);
                    if (l_287_) {
                        l_mut_186_ = l_286_;
                    } else {
                        bool l_288_ = (l_24_ > 0u);
                        if (l_288_) {
                            uint l_289_ = (64u - l_24_);
                            uint64_t l_290_ = uint64_t(l_289_);
                            uint64_t l_291_ = (l_286_ << uint(l_290_));
                            uint64_t l_292_ = uint64_t(l_24_);
                            uint64_t l_293_ = (l_282_ >> uint(l_292_));
                            uint64_t l_294_ = (l_291_ | l_293_);
                            l_mut_186_ = l_294_;
                        }
                    }
                    uint64_t _e873 = l_mut_186_;
                    l_mut_165_ = _e873;
                    if (l_273_) {
                        uint64_t _e875 = l_mut_165_;
                        uint64_t l_296_ = (0uL - _e875);
                        l_mut_165_ = l_296_;
                    }
                    uint64_t _e877 = l_mut_165_;
                    uint64_t l_297_ = (l_270_ + _e877);
                    uint64_t l_298_ = (l_102_ >> uint(63uL));
                    bool l_299_ = (l_298_ == 1uL);
                    l_mut_186_ = l_102_;
                    if (l_299_) {
                        uint64_t l_301_ = (0uL - l_102_);
                        l_mut_186_ = l_301_;
                    }
                    uint64_t l_302_ = uint64_t(l_239_);
                    uint64_t _e888 = l_mut_186_;
                    uint64_t l_303_ = (_e888 & 4294967295uL);
                    uint64_t l_304_ = (l_303_ * l_302_);
                    uint64_t _e892 = l_mut_186_;
                    uint64_t l_305_ = (_e892 >> uint(32uL));
                    uint64_t l_306_ = (l_305_ * l_302_);
                    uint64_t l_307_ = (l_306_ << uint(32uL));
                    uint64_t l_308_ = (l_304_ + l_307_);
                    uint64_t l_309_ = (l_306_ >> uint(32uL));
                    bool l_310_ = (l_308_ < l_304_);
                    uint64_t l_311_ = uint64_t(l_310_);
                    uint64_t l_312_ = (l_309_ + l_311_);
                    l_mut_186_ = l_308_;
                    bool l_313_ = (l_24_ == 64u);
                    if (l_313_) {
                        l_mut_186_ = l_312_;
                    } else {
                        bool l_314_ = (l_24_ > 0u);
                        if (l_314_) {
                            uint l_315_ = (64u - l_24_);
                            uint64_t l_316_ = uint64_t(l_315_);
                            uint64_t l_317_ = (l_312_ << uint(l_316_));
                            uint64_t l_318_ = uint64_t(l_24_);
                            uint64_t l_319_ = (l_308_ >> uint(l_318_));
                            uint64_t l_320_ = (l_317_ | l_319_);
                            l_mut_186_ = l_320_;
                        }
                    }
                    uint64_t _e925 = l_mut_186_;
                    l_mut_165_ = _e925;
                    if (l_299_) {
                        uint64_t _e927 = l_mut_165_;
                        uint64_t l_322_ = (0uL - _e927);
                        l_mut_165_ = l_322_;
                    }
                    uint64_t _e929 = l_mut_165_;
                    uint64_t l_323_ = (l_267_ + _e929);
                    uint l_324_ = (l_239_ * l_239_);
                    uint l_325_ = (l_24_ + 3u);
                    uint64_t l_326_ = (l_102_ >> uint(63uL));
                    bool l_327_ = (l_326_ == 1uL);
                    l_mut_186_ = l_102_;
                    if (l_327_) {
                        uint64_t l_329_ = (0uL - l_102_);
                        l_mut_186_ = l_329_;
                    }
                    uint64_t l_330_ = uint64_t(l_324_);
                    uint64_t _e943 = l_mut_186_;
                    uint64_t l_331_ = (_e943 & 4294967295uL);
                    uint64_t l_332_ = (l_331_ * l_330_);
                    uint64_t _e947 = l_mut_186_;
                    uint64_t l_333_ = (_e947 >> uint(32uL));
                    uint64_t l_334_ = (l_333_ * l_330_);
                    uint64_t l_335_ = (l_334_ << uint(32uL));
                    uint64_t l_336_ = (l_332_ + l_335_);
                    uint64_t l_337_ = (l_334_ >> uint(32uL));
                    bool l_338_ = (l_336_ < l_332_);
                    uint64_t l_339_ = uint64_t(l_338_);
                    uint64_t l_340_ = (l_337_ + l_339_);
                    l_mut_186_ = l_336_;
                    bool l_341_ = (l_325_ == 64u);
                    if (l_341_) {
                        l_mut_186_ = l_340_;
                    } else {
                        bool l_342_ = (l_325_ > 0u);
                        if (l_342_) {
                            uint l_343_ = (64u - l_325_);
                            uint64_t l_344_ = uint64_t(l_343_);
                            uint64_t l_345_ = (l_340_ << uint(l_344_));
                            uint64_t l_346_ = uint64_t(l_325_);
                            uint64_t l_347_ = (l_336_ >> uint(l_346_));
                            uint64_t l_348_ = (l_345_ | l_347_);
                            l_mut_186_ = l_348_;
                        }
                    }
                    uint64_t _e980 = l_mut_186_;
                    l_mut_165_ = _e980;
                    if (l_327_) {
                        uint64_t _e982 = l_mut_165_;
                        uint64_t l_350_ = (0uL - _e982);
                        l_mut_165_ = l_350_;
                    }
                    uint64_t _e984 = l_mut_165_;
                    uint64_t l_351_ = (l_297_ - _e984);
                    uint64_t l_352_ = (l_351_ + l_42_);
                    uint64_t l_354_ = (0uL - l_323_);
                    uint64_t l_355_ = (l_42_ + l_42_);
                    l_mut_186_ = l_354_;
                    uint64_t l_357_ = (0uL - l_354_);
                    l_mut_165_ = l_357_;
                    l_mut_127_ = l_352_;
                    l_mut_358_ = 1u;
                    l_mut_359_ = 1u;
                    l_mut_176_ = false;
                    uint64_t _e995 = l_mut_127_;
                    bool l_360_ = (_e995 < l_355_);
                    bool l_361_ = !(l_360_);
                    l_mut_172_ = l_361_;
                    bool l_362_ = (l_354_ == 0uL);
                    if (l_362_) {
                        bool _e1000 = l_mut_172_;
                        l_mut_176_ = _e1000;
                        l_mut_172_ = false;
                    }
                    l_mut_170_ = false;
                    uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                        loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                        bool _e1003 = l_mut_172_;
                        bool l_363_ = !(_e1003);
                        if (l_363_) {
                            break;
                        }
                        uint64_t _e1005 = l_mut_127_;
                        uint64_t _e1006 = l_mut_186_;
                        bool l_364_ = (_e1005 < _e1006);
                        if (l_364_) {
                            l_mut_365_ = 0u;
                            l_mut_167_ = false;
                            uint64_t _e1010 = l_mut_186_;
                            bool l_366_ = (_e1010 == 0uL);
                            if (l_366_) {
                                l_mut_365_ = l_239_;
                            } else {
                                bool _e1013 = l_mut_167_;
                                if (_e1013) {
                                    uint64_t _e1014 = l_mut_186_;
                                    uint64_t _e1015 = l_mut_165_;
                                    bool l_367_ = (_e1014 < _e1015);
                                    if (l_367_) {
                                        uint64_t _e1017 = l_mut_165_;
                                        uint64_t l_368_ = (_e1017 - 1uL);
                                        uint64_t _e1020 = l_mut_186_;
                                        uint64_t l_369_ = naga_div(l_368_, _e1020);
                                        uint64_t l_370_ = uint64_t(l_239_);
                                        bool l_371_ = (l_369_ < l_370_);
                                        uint64_t l_372_ = uint64_t(l_239_);
                                        uint64_t l_373_ = (l_371_ ? l_369_ : l_372_);
                                        uint l_374_ = uint(l_373_);
                                        l_mut_365_ = l_374_;
                                    }
                                } else {
                                    uint64_t _e1028 = l_mut_165_;
                                    l_mut_105_ = _e1028;
                                    uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                                    while(true) {
                                        if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                                        loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                                        uint64_t _e1029 = l_mut_186_;
                                        uint64_t _e1030 = l_mut_105_;
                                        bool l_375_ = (_e1029 < _e1030);
                                        uint _e1032 = l_mut_365_;
                                        uint _e1033 = l_mut_359_;
                                        uint l_376_ = (_e1032 * _e1033);
                                        uint _e1035 = l_mut_358_;
                                        uint l_377_ = (_e1035 + l_376_);
                                        uint _e1037 = l_mut_359_;
                                        uint l_378_ = (l_377_ + _e1037);
                                        bool l_379_ = (l_378_ < l_239_);
                                        if (l_375_) {
                                            local_2 = l_379_;
                                        } else {
                                            local_2 = false;
                                        }
                                        bool l_380_ = local_2;
                                        bool l_381_ = !(l_380_);
                                        if (l_381_) {
                                            break;
                                        }
                                        uint64_t _e1045 = l_mut_105_;
                                        uint64_t _e1046 = l_mut_186_;
                                        uint64_t l_382_ = (_e1045 - _e1046);
                                        l_mut_105_ = l_382_;
                                        uint _e1048 = l_mut_365_;
                                        l_mut_365_ = (_e1048 + 1u);
                                    }
                                }
                            }
                            uint _e1051 = l_mut_365_;
                            uint _e1052 = l_mut_359_;
                            uint l_383_ = (_e1051 * _e1052);
                            uint _e1054 = l_mut_358_;
                            uint l_384_ = (_e1054 + l_383_);
                            uint _e1056 = l_mut_359_;
                            uint l_385_ = (l_384_ + _e1056);
                            bool l_386_ = (l_385_ >= l_239_);
                            if (l_386_) {
                                l_mut_176_ = true;
                                l_mut_172_ = false;
                            } else {
                                uint _e1061 = l_mut_365_;
                                uint64_t l_387_ = uint64_t(_e1061);
                                uint64_t _e1063 = l_mut_186_;
                                uint64_t l_388_ = (_e1063 * l_387_);
                                uint64_t _e1065 = l_mut_165_;
                                uint64_t l_389_ = (_e1065 - l_388_);
                                l_mut_165_ = l_389_;
                                uint _e1067 = l_mut_365_;
                                uint _e1068 = l_mut_359_;
                                uint l_390_ = (_e1067 * _e1068);
                                uint _e1070 = l_mut_358_;
                                l_mut_358_ = (_e1070 + l_390_);
                                uint64_t _e1072 = l_mut_186_;
                                uint64_t _e1073 = l_mut_165_;
                                uint64_t l_391_ = (_e1072 - _e1073);
                                l_mut_186_ = l_391_;
                                uint _e1075 = l_mut_359_;
                                uint _e1076 = l_mut_358_;
                                l_mut_359_ = (_e1075 + _e1076);
                            }
                        } else {
                            uint64_t _e1078 = l_mut_127_;
                            uint64_t _e1079 = l_mut_186_;
                            uint64_t l_392_ = (_e1078 - _e1079);
                            l_mut_127_ = l_392_;
                            uint64_t _e1081 = l_mut_127_;
                            bool l_393_ = (_e1081 < l_355_);
                            if (l_393_) {
                                l_mut_172_ = false;
                            } else {
                                l_mut_365_ = 0u;
                                l_mut_167_ = false;
                                uint64_t _e1086 = l_mut_165_;
                                bool l_394_ = (_e1086 == 0uL);
                                if (l_394_) {
                                    l_mut_365_ = l_239_;
                                } else {
                                    bool _e1089 = l_mut_167_;
                                    if (_e1089) {
                                        uint64_t _e1090 = l_mut_165_;
                                        uint64_t _e1091 = l_mut_186_;
                                        bool l_395_ = (_e1090 < _e1091);
                                        if (l_395_) {
                                            uint64_t _e1093 = l_mut_186_;
                                            uint64_t l_396_ = (_e1093 - 1uL);
                                            uint64_t _e1096 = l_mut_165_;
                                            uint64_t l_397_ = naga_div(l_396_, _e1096);
                                            uint64_t l_398_ = uint64_t(l_239_);
                                            bool l_399_ = (l_397_ < l_398_);
                                            uint64_t l_400_ = uint64_t(l_239_);
                                            uint64_t l_401_ = (l_399_ ? l_397_ : l_400_);
                                            uint l_402_ = uint(l_401_);
                                            l_mut_365_ = l_402_;
                                        }
                                    } else {
                                        uint64_t _e1104 = l_mut_186_;
                                        l_mut_105_ = _e1104;
                                        uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                                        while(true) {
                                            if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                                            loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                                            uint64_t _e1105 = l_mut_165_;
                                            uint64_t _e1106 = l_mut_105_;
                                            bool l_403_ = (_e1105 < _e1106);
                                            uint _e1108 = l_mut_365_;
                                            uint _e1109 = l_mut_358_;
                                            uint l_404_ = (_e1108 * _e1109);
                                            uint _e1111 = l_mut_359_;
                                            uint l_405_ = (_e1111 + l_404_);
                                            uint _e1113 = l_mut_358_;
                                            uint l_406_ = (l_405_ + _e1113);
                                            bool l_407_ = (l_406_ < l_239_);
                                            if (l_403_) {
                                                local_3 = l_407_;
                                            } else {
                                                local_3 = false;
                                            }
                                            bool l_408_ = local_3;
                                            bool l_409_ = !(l_408_);
                                            if (l_409_) {
                                                break;
                                            }
                                            uint64_t _e1121 = l_mut_105_;
                                            uint64_t _e1122 = l_mut_165_;
                                            uint64_t l_410_ = (_e1121 - _e1122);
                                            l_mut_105_ = l_410_;
                                            uint _e1124 = l_mut_365_;
                                            l_mut_365_ = (_e1124 + 1u);
                                        }
                                    }
                                }
                                uint _e1127 = l_mut_358_;
                                uint _e1128 = l_mut_359_;
                                uint l_411_ = (_e1127 + _e1128);
                                uint _e1130 = l_mut_365_;
                                uint _e1131 = l_mut_358_;
                                uint l_412_ = (_e1130 * _e1131);
                                uint l_413_ = (l_411_ + l_412_);
                                bool l_414_ = (l_413_ >= l_239_);
                                if (l_414_) {
                                    l_mut_176_ = true;
                                    l_mut_172_ = false;
                                } else {
                                    uint _e1137 = l_mut_365_;
                                    uint64_t l_415_ = uint64_t(_e1137);
                                    uint64_t _e1139 = l_mut_165_;
                                    uint64_t l_416_ = (_e1139 * l_415_);
                                    uint64_t _e1141 = l_mut_186_;
                                    uint64_t l_417_ = (_e1141 - l_416_);
                                    l_mut_186_ = l_417_;
                                    uint _e1143 = l_mut_365_;
                                    uint _e1144 = l_mut_358_;
                                    uint l_418_ = (_e1143 * _e1144);
                                    uint _e1146 = l_mut_359_;
                                    l_mut_359_ = (_e1146 + l_418_);
                                    uint64_t _e1148 = l_mut_165_;
                                    uint64_t _e1149 = l_mut_186_;
                                    uint64_t l_419_ = (_e1148 - _e1149);
                                    l_mut_165_ = l_419_;
                                    uint _e1151 = l_mut_358_;
                                    uint _e1152 = l_mut_359_;
                                    l_mut_358_ = (_e1151 + _e1152);
                                }
                            }
                        }
                    }
                    bool _e1154 = l_mut_176_;
                    bool l_420_ = !(_e1154);
                    if (l_238_) {
                        local_4 = l_420_;
                    } else {
                        local_4 = false;
                    }
                    bool l_421_ = local_4;
                    if (l_421_) {
                        uint _e1161 = l_mut_236_;
                        uint l_422_ = (1u << _e1161);
                        uint _e1163 = l_mut_175_;
                        l_mut_175_ = (_e1163 | l_422_);
                        uint _e1165 = l_mut_166_;
                        l_mut_166_ = (_e1165 + 1u);
                        uint l_423_ = (l_237_ + l_235_);
                        uint l_424_ = min(l_423_, l_74_);
                        l_mut_365_ = 0u;
                        l_mut_425_ = l_237_;
                        uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                        bool loop_init_1 = true;
                        while(true) {
                            if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                            loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                            if (!loop_init_1) {
                                uint _e1243 = l_mut_425_;
                                l_mut_425_ = (_e1243 + 1u);
                            }
                            loop_init_1 = false;
                            uint _e1172 = l_mut_425_;
                            if ((_e1172 < l_424_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e1174 = l_mut_425_;
                                uint64_t l_426_ = uint64_t(_e1174);
                                uint64_t l_427_ = (l_84_ * l_426_);
                                uint64_t l_428_ = (l_93_ + l_427_);
                                uint _e1178 = l_mut_425_;
                                uint _e1179 = l_mut_425_;
                                uint l_429_ = (_e1178 * _e1179);
                                uint64_t l_430_ = (l_102_ >> uint(63uL));
                                bool l_431_ = (l_430_ == 1uL);
                                l_mut_186_ = l_102_;
                                if (l_431_) {
                                    uint64_t l_433_ = (0uL - l_102_);
                                    l_mut_186_ = l_433_;
                                }
                                uint64_t l_434_ = uint64_t(l_429_);
                                uint64_t _e1190 = l_mut_186_;
                                uint64_t l_435_ = (_e1190 & 4294967295uL);
                                uint64_t l_436_ = (l_435_ * l_434_);
                                uint64_t _e1194 = l_mut_186_;
                                uint64_t l_437_ = (_e1194 >> uint(32uL));
                                uint64_t l_438_ = (l_437_ * l_434_);
                                uint64_t l_439_ = (l_438_ << uint(32uL));
                                uint64_t l_440_ = (l_436_ + l_439_);
                                uint64_t l_441_ = (l_438_ >> uint(32uL));
                                bool l_442_ = (l_440_ < l_436_);
                                uint64_t l_443_ = uint64_t(l_442_);
                                uint64_t l_444_ = (l_441_ + l_443_);
                                l_mut_186_ = l_440_;
                                bool l_445_ = (l_24_ == 64u);
                                if (l_445_) {
                                    l_mut_186_ = l_444_;
                                } else {
                                    bool l_446_ = (l_24_ > 0u);
                                    if (l_446_) {
                                        uint l_447_ = (64u - l_24_);
                                        uint64_t l_448_ = uint64_t(l_447_);
                                        uint64_t l_449_ = (l_444_ << uint(l_448_));
                                        uint64_t l_450_ = uint64_t(l_24_);
                                        uint64_t l_451_ = (l_440_ >> uint(l_450_));
                                        uint64_t l_452_ = (l_449_ | l_451_);
                                        l_mut_186_ = l_452_;
                                    }
                                }
                                uint64_t _e1227 = l_mut_186_;
                                l_mut_165_ = _e1227;
                                if (l_431_) {
                                    uint64_t _e1229 = l_mut_165_;
                                    uint64_t l_454_ = (0uL - _e1229);
                                    l_mut_165_ = l_454_;
                                }
                                uint64_t _e1231 = l_mut_165_;
                                uint64_t l_455_ = (l_428_ + _e1231);
                                uint64_t l_457_ = (0uL - l_455_);
                                l_mut_186_ = l_457_;
                                uint64_t _e1235 = l_mut_186_;
                                bool l_458_ = (l_455_ < _e1235);
                                if (l_458_) {
                                    l_mut_186_ = l_455_;
                                }
                                uint64_t _e1237 = l_mut_186_;
                                bool l_459_ = (_e1237 < l_51_);
                                uint l_460_ = uint(l_459_);
                                uint _e1240 = l_mut_365_;
                                l_mut_365_ = (_e1240 + l_460_);
                            }
                        }
                        uint _e1245 = l_mut_67_;
                        uint _e1246 = l_mut_365_;
                        l_mut_67_ = (_e1245 + _e1246);
                    }
                }
            }
            uint _e1251 = l_mut_166_;
            bool l_461_ = (_e1251 > 0u);
            if (l_461_) {
                uint l_650_ = asuint(info.Load(20+0));
                uint l_651_ = (l_650_ * 1u);
                uint l_652_ = (l_651_ - 1u);
                uint l_653_ = min(1u, l_652_);
                uint _e1266 = l_mut_166_;
                uint _e1267; buffer_5_global.InterlockedAdd(l_653_*4, _e1266, _e1267);
            }
            uint _e1268 = l_mut_67_;
            bool l_464_ = (_e1268 > 0u);
            if (l_464_) {
                uint l_655_ = asuint(info.Load(20+0));
                uint l_656_ = (l_655_ * 1u);
                uint l_657_ = (l_656_ - 1u);
                uint l_658_ = min(2u, l_657_);
                uint _e1283 = l_mut_67_;
                uint _e1284; buffer_5_global.InterlockedAdd(l_658_*4, _e1283, _e1284);
                l_mut_365_ = _e1284;
                uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                bool loop_init_2 = true;
                while(true) {
                    if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                    loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                    if (!loop_init_2) {
                        uint _e1409 = l_mut_467_;
                        l_mut_467_ = (_e1409 + 1u);
                    }
                    loop_init_2 = false;
                    uint _e1287 = l_mut_467_;
                    if ((_e1287 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e1290 = l_mut_175_;
                        uint _e1291 = l_mut_467_;
                        uint l_468_ = (_e1290 >> _e1291);
                        uint l_469_ = (l_468_ & 1u);
                        bool l_470_ = (l_469_ == 1u);
                        if (l_470_) {
                            uint _e1297 = l_mut_467_;
                            uint l_471_ = (_e1297 * l_235_);
                            uint l_472_ = (l_471_ + l_235_);
                            uint l_473_ = min(l_472_, l_74_);
                            uint _e1301 = l_mut_365_;
                            l_mut_359_ = _e1301;
                            l_mut_474_ = l_471_;
                            uint2 loop_bound_9 = uint2(4294967295u, 4294967295u);
                            bool loop_init_3 = true;
                            while(true) {
                                if (all(loop_bound_9 == uint2(0u, 0u))) { break; }
                                loop_bound_9 -= uint2(loop_bound_9.y == 0u, 1u);
                                if (!loop_init_3) {
                                    uint _e1405 = l_mut_474_;
                                    l_mut_474_ = (_e1405 + 1u);
                                }
                                loop_init_3 = false;
                                uint _e1303 = l_mut_474_;
                                if ((_e1303 < l_473_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e1305 = l_mut_474_;
                                    uint64_t l_475_ = uint64_t(_e1305);
                                    uint64_t l_476_ = (l_84_ * l_475_);
                                    uint64_t l_477_ = (l_93_ + l_476_);
                                    uint _e1309 = l_mut_474_;
                                    uint _e1310 = l_mut_474_;
                                    uint l_478_ = (_e1309 * _e1310);
                                    uint64_t l_479_ = (l_102_ >> uint(63uL));
                                    bool l_480_ = (l_479_ == 1uL);
                                    l_mut_186_ = l_102_;
                                    if (l_480_) {
                                        uint64_t l_482_ = (0uL - l_102_);
                                        l_mut_186_ = l_482_;
                                    }
                                    uint64_t l_483_ = uint64_t(l_478_);
                                    uint64_t _e1321 = l_mut_186_;
                                    uint64_t l_484_ = (_e1321 & 4294967295uL);
                                    uint64_t l_485_ = (l_484_ * l_483_);
                                    uint64_t _e1325 = l_mut_186_;
                                    uint64_t l_486_ = (_e1325 >> uint(32uL));
                                    uint64_t l_487_ = (l_486_ * l_483_);
                                    uint64_t l_488_ = (l_487_ << uint(32uL));
                                    uint64_t l_489_ = (l_485_ + l_488_);
                                    uint64_t l_490_ = (l_487_ >> uint(32uL));
                                    bool l_491_ = (l_489_ < l_485_);
                                    uint64_t l_492_ = uint64_t(l_491_);
                                    uint64_t l_493_ = (l_490_ + l_492_);
                                    l_mut_186_ = l_489_;
                                    bool l_494_ = (l_24_ == 64u);
                                    if (l_494_) {
                                        l_mut_186_ = l_493_;
                                    } else {
                                        bool l_495_ = (l_24_ > 0u);
                                        if (l_495_) {
                                            uint l_496_ = (64u - l_24_);
                                            uint64_t l_497_ = uint64_t(l_496_);
                                            uint64_t l_498_ = (l_493_ << uint(l_497_));
                                            uint64_t l_499_ = uint64_t(l_24_);
                                            uint64_t l_500_ = (l_489_ >> uint(l_499_));
                                            uint64_t l_501_ = (l_498_ | l_500_);
                                            l_mut_186_ = l_501_;
                                        }
                                    }
                                    uint64_t _e1358 = l_mut_186_;
                                    l_mut_165_ = _e1358;
                                    if (l_480_) {
                                        uint64_t _e1360 = l_mut_165_;
                                        uint64_t l_503_ = (0uL - _e1360);
                                        l_mut_165_ = l_503_;
                                    }
                                    uint64_t _e1362 = l_mut_165_;
                                    uint64_t l_504_ = (l_477_ + _e1362);
                                    uint64_t l_506_ = (0uL - l_504_);
                                    l_mut_186_ = l_506_;
                                    uint64_t _e1366 = l_mut_186_;
                                    bool l_507_ = (l_504_ < _e1366);
                                    if (l_507_) {
                                        l_mut_186_ = l_504_;
                                    }
                                    uint64_t _e1368 = l_mut_186_;
                                    bool l_508_ = (_e1368 < l_51_);
                                    if (l_508_) {
                                        uint _e1370 = l_mut_359_;
                                        uint l_509_ = (_e1370 * 2u);
                                        uint l_510_ = (l_509_ + 1u);
                                        uint l_511_ = asuint(info.Load(40+0));
                                        bool l_512_ = (l_510_ < l_511_);
                                        if (l_512_) {
                                            uint l_660_ = asuint(info.Load(16+0));
                                            uint l_661_ = (l_660_ * 1u);
                                            bool l_662_ = (l_509_ < l_661_);
                                            if (l_662_) {
                                                buffer_4_global.Store(l_509_*4, asuint(id));
                                            }
                                            uint l_513_ = (l_509_ + 1u);
                                            uint l_663_ = asuint(info.Load(16+0));
                                            uint l_664_ = (l_663_ * 1u);
                                            bool l_665_ = (l_513_ < l_664_);
                                            if (l_665_) {
                                                uint _e1400 = l_mut_474_;
                                                buffer_4_global.Store(l_513_*4, asuint(_e1400));
                                            }
                                        }
                                        uint _e1401 = l_mut_359_;
                                        l_mut_359_ = (_e1401 + 1u);
                                    }
                                }
                            }
                            uint _e1407 = l_mut_359_;
                            l_mut_365_ = _e1407;
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
