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
    uint64_t l_mut_190_ = (uint64_t)0;
    uint l_mut_366_ = (uint)0;
    uint l_mut_367_ = (uint)0;
    uint l_mut_373_ = (uint)0;
    uint l_mut_67_ = (uint)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    uint l_mut_244_ = 0u;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;
    uint l_mut_441_ = (uint)0;
    uint l_mut_483_ = 0u;
    uint l_mut_490_ = (uint)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_614_ = asuint(info.Load(20+0));
        uint l_615_ = (l_614_ * 1u);
        uint l_616_ = (l_615_ - 1u);
        uint l_617_ = min(3u, l_616_);
        uint _e54; buffer_5_global.InterlockedAdd(l_617_*4, 1u, _e54);
    }
    uint l_530_ = asuint(info.Load(12+0));
    uint l_531_ = (l_530_ * 1u);
    bool l_532_ = (0u < l_531_);
    uint l_533_ = (l_531_ - 1u);
    uint l_534_ = min(0u, l_533_);
    uint l_535_ = asuint(buffer_3_global.Load(l_534_*4));
    uint l_4_ = (l_532_ ? l_535_ : 0u);
    uint64_t l_5_ = uint64_t(l_4_);
    uint l_7_ = (0u + 1u);
    uint l_537_ = asuint(info.Load(12+0));
    uint l_538_ = (l_537_ * 1u);
    bool l_539_ = (l_7_ < l_538_);
    uint l_540_ = (l_538_ - 1u);
    uint l_541_ = min(l_7_, l_540_);
    uint l_542_ = asuint(buffer_3_global.Load(l_541_*4));
    uint l_8_ = (l_539_ ? l_542_ : 0u);
    uint64_t l_9_ = uint64_t(l_8_);
    uint64_t l_10_ = (l_9_ << uint(32uL));
    uint64_t l_11_ = (l_5_ | l_10_);
    uint64_t l_12_ = (l_11_ & 4294967295uL);
    uint l_13_ = uint(l_12_);
    uint l_544_ = asuint(info.Load(12+0));
    uint l_545_ = (l_544_ * 1u);
    bool l_546_ = (2u < l_545_);
    uint l_547_ = (l_545_ - 1u);
    uint l_548_ = min(2u, l_547_);
    uint l_549_ = asuint(buffer_3_global.Load(l_548_*4));
    uint l_15_ = (l_546_ ? l_549_ : 0u);
    uint64_t l_16_ = uint64_t(l_15_);
    uint l_18_ = (2u + 1u);
    uint l_551_ = asuint(info.Load(12+0));
    uint l_552_ = (l_551_ * 1u);
    bool l_553_ = (l_18_ < l_552_);
    uint l_554_ = (l_552_ - 1u);
    uint l_555_ = min(l_18_, l_554_);
    uint l_556_ = asuint(buffer_3_global.Load(l_555_*4));
    uint l_19_ = (l_553_ ? l_556_ : 0u);
    uint64_t l_20_ = uint64_t(l_19_);
    uint64_t l_21_ = (l_20_ << uint(32uL));
    uint64_t l_22_ = (l_16_ | l_21_);
    uint64_t l_23_ = (l_22_ & 4294967295uL);
    uint l_24_ = uint(l_23_);
    uint l_558_ = asuint(info.Load(12+0));
    uint l_559_ = (l_558_ * 1u);
    bool l_560_ = (4u < l_559_);
    uint l_561_ = (l_559_ - 1u);
    uint l_562_ = min(4u, l_561_);
    uint l_563_ = asuint(buffer_3_global.Load(l_562_*4));
    uint l_26_ = (l_560_ ? l_563_ : 0u);
    uint64_t l_27_ = uint64_t(l_26_);
    uint l_29_ = (4u + 1u);
    uint l_565_ = asuint(info.Load(12+0));
    uint l_566_ = (l_565_ * 1u);
    bool l_567_ = (l_29_ < l_566_);
    uint l_568_ = (l_566_ - 1u);
    uint l_569_ = min(l_29_, l_568_);
    uint l_570_ = asuint(buffer_3_global.Load(l_569_*4));
    uint l_30_ = (l_567_ ? l_570_ : 0u);
    uint64_t l_31_ = uint64_t(l_30_);
    uint64_t l_32_ = (l_31_ << uint(32uL));
    uint64_t l_33_ = (l_27_ | l_32_);
    uint l_572_ = asuint(info.Load(12+0));
    uint l_573_ = (l_572_ * 1u);
    bool l_574_ = (6u < l_573_);
    uint l_575_ = (l_573_ - 1u);
    uint l_576_ = min(6u, l_575_);
    uint l_577_ = asuint(buffer_3_global.Load(l_576_*4));
    uint l_35_ = (l_574_ ? l_577_ : 0u);
    uint64_t l_36_ = uint64_t(l_35_);
    uint l_38_ = (6u + 1u);
    uint l_579_ = asuint(info.Load(12+0));
    uint l_580_ = (l_579_ * 1u);
    bool l_581_ = (l_38_ < l_580_);
    uint l_582_ = (l_580_ - 1u);
    uint l_583_ = min(l_38_, l_582_);
    uint l_584_ = asuint(buffer_3_global.Load(l_583_*4));
    uint l_39_ = (l_581_ ? l_584_ : 0u);
    uint64_t l_40_ = uint64_t(l_39_);
    uint64_t l_41_ = (l_40_ << uint(32uL));
    uint64_t l_42_ = (l_36_ | l_41_);
    uint l_586_ = asuint(info.Load(12+0));
    uint l_587_ = (l_586_ * 1u);
    bool l_588_ = (8u < l_587_);
    uint l_589_ = (l_587_ - 1u);
    uint l_590_ = min(8u, l_589_);
    uint l_591_ = asuint(buffer_3_global.Load(l_590_*4));
    uint l_44_ = (l_588_ ? l_591_ : 0u);
    uint64_t l_45_ = uint64_t(l_44_);
    uint l_47_ = (8u + 1u);
    uint l_593_ = asuint(info.Load(12+0));
    uint l_594_ = (l_593_ * 1u);
    bool l_595_ = (l_47_ < l_594_);
    uint l_596_ = (l_594_ - 1u);
    uint l_597_ = min(l_47_, l_596_);
    uint l_598_ = asuint(buffer_3_global.Load(l_597_*4));
    uint l_48_ = (l_595_ ? l_598_ : 0u);
    uint64_t l_49_ = uint64_t(l_48_);
    uint64_t l_50_ = (l_49_ << uint(32uL));
    uint64_t l_51_ = (l_45_ | l_50_);
    uint l_600_ = asuint(info.Load(12+0));
    uint l_601_ = (l_600_ * 1u);
    bool l_602_ = (10u < l_601_);
    uint l_603_ = (l_601_ - 1u);
    uint l_604_ = min(10u, l_603_);
    uint l_605_ = asuint(buffer_3_global.Load(l_604_*4));
    uint l_53_ = (l_602_ ? l_605_ : 0u);
    uint64_t l_54_ = uint64_t(l_53_);
    uint l_56_ = (10u + 1u);
    uint l_607_ = asuint(info.Load(12+0));
    uint l_608_ = (l_607_ * 1u);
    bool l_609_ = (l_56_ < l_608_);
    uint l_610_ = (l_608_ - 1u);
    uint l_611_ = min(l_56_, l_610_);
    uint l_612_ = asuint(buffer_3_global.Load(l_611_*4));
    uint l_57_ = (l_609_ ? l_612_ : 0u);
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
        uint l_619_ = asuint(info.Load(0+0));
        uint l_620_ = (l_619_ * 1u);
        bool l_621_ = (l_76_ < l_620_);
        uint l_622_ = (l_620_ - 1u);
        uint l_623_ = min(l_76_, l_622_);
        uint l_624_ = asuint(buffer_0_global.Load(l_623_*4));
        uint l_77_ = (l_621_ ? l_624_ : 0u);
        uint64_t l_78_ = uint64_t(l_77_);
        uint l_79_ = (2u * id);
        uint l_80_ = (l_79_ + 1u);
        uint l_626_ = asuint(info.Load(0+0));
        uint l_627_ = (l_626_ * 1u);
        bool l_628_ = (l_80_ < l_627_);
        uint l_629_ = (l_627_ - 1u);
        uint l_630_ = min(l_80_, l_629_);
        uint l_631_ = asuint(buffer_0_global.Load(l_630_*4));
        uint l_81_ = (l_628_ ? l_631_ : 0u);
        uint64_t l_82_ = uint64_t(l_81_);
        uint64_t l_83_ = (l_82_ << uint(32uL));
        uint64_t l_84_ = (l_78_ | l_83_);
        uint l_85_ = (2u * id);
        uint l_633_ = asuint(info.Load(4+0));
        uint l_634_ = (l_633_ * 1u);
        bool l_635_ = (l_85_ < l_634_);
        uint l_636_ = (l_634_ - 1u);
        uint l_637_ = min(l_85_, l_636_);
        uint l_638_ = asuint(buffer_1_global.Load(l_637_*4));
        uint l_86_ = (l_635_ ? l_638_ : 0u);
        uint64_t l_87_ = uint64_t(l_86_);
        uint l_88_ = (2u * id);
        uint l_89_ = (l_88_ + 1u);
        uint l_640_ = asuint(info.Load(4+0));
        uint l_641_ = (l_640_ * 1u);
        bool l_642_ = (l_89_ < l_641_);
        uint l_643_ = (l_641_ - 1u);
        uint l_644_ = min(l_89_, l_643_);
        uint l_645_ = asuint(buffer_1_global.Load(l_644_*4));
        uint l_90_ = (l_642_ ? l_645_ : 0u);
        uint64_t l_91_ = uint64_t(l_90_);
        uint64_t l_92_ = (l_91_ << uint(32uL));
        uint64_t l_93_ = (l_87_ | l_92_);
        uint l_94_ = (2u * id);
        uint l_647_ = asuint(info.Load(8+0));
        uint l_648_ = (l_647_ * 1u);
        bool l_649_ = (l_94_ < l_648_);
        uint l_650_ = (l_648_ - 1u);
        uint l_651_ = min(l_94_, l_650_);
        uint l_652_ = asuint(buffer_2_global.Load(l_651_*4));
        uint l_95_ = (l_649_ ? l_652_ : 0u);
        uint64_t l_96_ = uint64_t(l_95_);
        uint l_97_ = (2u * id);
        uint l_98_ = (l_97_ + 1u);
        uint l_654_ = asuint(info.Load(8+0));
        uint l_655_ = (l_654_ * 1u);
        bool l_656_ = (l_98_ < l_655_);
        uint l_657_ = (l_655_ - 1u);
        uint l_658_ = min(l_98_, l_657_);
        uint l_659_ = asuint(buffer_2_global.Load(l_658_*4));
        uint l_99_ = (l_656_ ? l_659_ : 0u);
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
                uint64_t _e594 = l_mut_105_;
                uint64_t l_178_ = (_e594 >> uint(3uL));
                uint64_t _e598 = l_mut_127_;
                bool l_179_ = (l_178_ < _e598);
                bool l_180_ = !(l_179_);
                l_mut_176_ = l_180_;
                uint64_t _e601 = l_mut_127_;
                bool l_181_ = (_e601 == 0uL);
                if (l_181_) {
                    l_mut_175_ = l_13_;
                } else {
                    bool _e604 = l_mut_176_;
                    if (_e604) {
                        uint64_t _e605 = l_mut_127_;
                        uint64_t _e606 = l_mut_105_;
                        bool l_182_ = (_e605 < _e606);
                        if (l_182_) {
                            uint64_t _e608 = l_mut_105_;
                            uint64_t l_183_ = (_e608 - 1uL);
                            uint64_t _e611 = l_mut_127_;
                            uint64_t l_184_ = naga_div(l_183_, _e611);
                            uint64_t l_185_ = uint64_t(l_13_);
                            bool l_186_ = (l_184_ < l_185_);
                            uint64_t l_187_ = uint64_t(l_13_);
                            uint64_t l_188_ = (l_186_ ? l_184_ : l_187_);
                            uint l_189_ = uint(l_188_);
                            l_mut_175_ = l_189_;
                        }
                    } else {
                        uint64_t _e619 = l_mut_105_;
                        l_mut_190_ = _e619;
                        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                        while(true) {
                            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                            uint64_t _e620 = l_mut_127_;
                            uint64_t _e621 = l_mut_190_;
                            bool l_191_ = (_e620 < _e621);
                            uint _e623 = l_mut_175_;
                            uint _e624 = l_mut_166_;
                            uint l_192_ = (_e623 * _e624);
                            uint _e626 = l_mut_67_;
                            uint l_193_ = (_e626 + l_192_);
                            uint _e628 = l_mut_166_;
                            uint l_194_ = (l_193_ + _e628);
                            bool l_195_ = (l_194_ < l_13_);
                            if (l_191_) {
                                local = l_195_;
                            } else {
                                local = false;
                            }
                            bool l_196_ = local;
                            bool l_197_ = !(l_196_);
                            if (l_197_) {
                                break;
                            }
                            uint64_t _e636 = l_mut_190_;
                            uint64_t _e637 = l_mut_127_;
                            uint64_t l_198_ = (_e636 - _e637);
                            l_mut_190_ = l_198_;
                            uint _e639 = l_mut_175_;
                            l_mut_175_ = (_e639 + 1u);
                        }
                    }
                }
                uint _e642 = l_mut_175_;
                uint _e643 = l_mut_166_;
                uint l_199_ = (_e642 * _e643);
                uint _e645 = l_mut_67_;
                uint l_200_ = (_e645 + l_199_);
                uint _e647 = l_mut_166_;
                uint l_201_ = (l_200_ + _e647);
                bool l_202_ = (l_201_ >= l_13_);
                if (l_202_) {
                    l_mut_167_ = true;
                    l_mut_170_ = false;
                } else {
                    uint _e652 = l_mut_175_;
                    uint64_t l_203_ = uint64_t(_e652);
                    uint64_t _e654 = l_mut_127_;
                    uint64_t l_204_ = (_e654 * l_203_);
                    uint64_t _e656 = l_mut_105_;
                    uint64_t l_205_ = (_e656 - l_204_);
                    l_mut_105_ = l_205_;
                    uint _e658 = l_mut_175_;
                    uint _e659 = l_mut_166_;
                    uint l_206_ = (_e658 * _e659);
                    uint _e661 = l_mut_67_;
                    l_mut_67_ = (_e661 + l_206_);
                    uint64_t _e663 = l_mut_127_;
                    uint64_t _e664 = l_mut_105_;
                    uint64_t l_207_ = (_e663 - _e664);
                    l_mut_127_ = l_207_;
                    uint _e666 = l_mut_166_;
                    uint _e667 = l_mut_67_;
                    l_mut_166_ = (_e666 + _e667);
                }
            } else {
                uint64_t _e669 = l_mut_165_;
                uint64_t _e670 = l_mut_127_;
                uint64_t l_208_ = (_e669 - _e670);
                l_mut_165_ = l_208_;
                uint64_t _e672 = l_mut_165_;
                bool l_209_ = (_e672 < l_162_);
                if (l_209_) {
                    l_mut_170_ = false;
                } else {
                    l_mut_175_ = 0u;
                    l_mut_176_ = false;
                    uint64_t _e678 = l_mut_127_;
                    uint64_t l_211_ = (_e678 >> uint(3uL));
                    uint64_t _e682 = l_mut_105_;
                    bool l_212_ = (l_211_ < _e682);
                    bool l_213_ = !(l_212_);
                    l_mut_176_ = l_213_;
                    uint64_t _e685 = l_mut_105_;
                    bool l_214_ = (_e685 == 0uL);
                    if (l_214_) {
                        l_mut_175_ = l_13_;
                    } else {
                        bool _e688 = l_mut_176_;
                        if (_e688) {
                            uint64_t _e689 = l_mut_105_;
                            uint64_t _e690 = l_mut_127_;
                            bool l_215_ = (_e689 < _e690);
                            if (l_215_) {
                                uint64_t _e692 = l_mut_127_;
                                uint64_t l_216_ = (_e692 - 1uL);
                                uint64_t _e695 = l_mut_105_;
                                uint64_t l_217_ = naga_div(l_216_, _e695);
                                uint64_t l_218_ = uint64_t(l_13_);
                                bool l_219_ = (l_217_ < l_218_);
                                uint64_t l_220_ = uint64_t(l_13_);
                                uint64_t l_221_ = (l_219_ ? l_217_ : l_220_);
                                uint l_222_ = uint(l_221_);
                                l_mut_175_ = l_222_;
                            }
                        } else {
                            uint64_t _e703 = l_mut_127_;
                            l_mut_190_ = _e703;
                            uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                                loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                                uint64_t _e704 = l_mut_105_;
                                uint64_t _e705 = l_mut_190_;
                                bool l_223_ = (_e704 < _e705);
                                uint _e707 = l_mut_175_;
                                uint _e708 = l_mut_67_;
                                uint l_224_ = (_e707 * _e708);
                                uint _e710 = l_mut_166_;
                                uint l_225_ = (_e710 + l_224_);
                                uint _e712 = l_mut_67_;
                                uint l_226_ = (l_225_ + _e712);
                                bool l_227_ = (l_226_ < l_13_);
                                if (l_223_) {
                                    local_1 = l_227_;
                                } else {
                                    local_1 = false;
                                }
                                bool l_228_ = local_1;
                                bool l_229_ = !(l_228_);
                                if (l_229_) {
                                    break;
                                }
                                uint64_t _e720 = l_mut_190_;
                                uint64_t _e721 = l_mut_105_;
                                uint64_t l_230_ = (_e720 - _e721);
                                l_mut_190_ = l_230_;
                                uint _e723 = l_mut_175_;
                                l_mut_175_ = (_e723 + 1u);
                            }
                        }
                    }
                    uint _e726 = l_mut_67_;
                    uint _e727 = l_mut_166_;
                    uint l_231_ = (_e726 + _e727);
                    uint _e729 = l_mut_175_;
                    uint _e730 = l_mut_67_;
                    uint l_232_ = (_e729 * _e730);
                    uint l_233_ = (l_231_ + l_232_);
                    bool l_234_ = (l_233_ >= l_13_);
                    if (l_234_) {
                        l_mut_167_ = true;
                        l_mut_170_ = false;
                    } else {
                        uint _e736 = l_mut_175_;
                        uint64_t l_235_ = uint64_t(_e736);
                        uint64_t _e738 = l_mut_105_;
                        uint64_t l_236_ = (_e738 * l_235_);
                        uint64_t _e740 = l_mut_127_;
                        uint64_t l_237_ = (_e740 - l_236_);
                        l_mut_127_ = l_237_;
                        uint _e742 = l_mut_175_;
                        uint _e743 = l_mut_67_;
                        uint l_238_ = (_e742 * _e743);
                        uint _e745 = l_mut_166_;
                        l_mut_166_ = (_e745 + l_238_);
                        uint64_t _e747 = l_mut_105_;
                        uint64_t _e748 = l_mut_127_;
                        uint64_t l_239_ = (_e747 - _e748);
                        l_mut_105_ = l_239_;
                        uint _e750 = l_mut_67_;
                        uint _e751 = l_mut_166_;
                        l_mut_67_ = (_e750 + _e751);
                    }
                }
            }
        }
        bool _e753 = l_mut_167_;
        bool l_240_ = !(_e753);
        if (l_240_) {
            uint l_661_ = asuint(info.Load(20+0));
            uint l_662_ = (l_661_ * 1u);
            uint l_663_ = (l_662_ - 1u);
            uint l_664_ = min(0u, l_663_);
            uint _e768; buffer_5_global.InterlockedAdd(l_664_*4, 1u, _e768);
            uint l_243_ = naga_div(l_13_, 8u);
            l_mut_175_ = 0u;
            l_mut_166_ = 0u;
            l_mut_67_ = 0u;
            uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
            bool loop_init = true;
            while(true) {
                if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                if (!loop_init) {
                    uint _e1281 = l_mut_244_;
                    l_mut_244_ = (_e1281 + 1u);
                }
                loop_init = false;
                uint _e776 = l_mut_244_;
                if ((_e776 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e779 = l_mut_244_;
                    uint l_245_ = (_e779 * l_243_);
                    bool l_246_ = (l_245_ < l_74_);
                    uint l_247_ = naga_div(l_13_, 8u);
                    uint _e784 = l_mut_244_;
                    uint l_248_ = (_e784 * l_247_);
                    uint l_249_ = (l_248_ + l_248_);
                    uint64_t l_250_ = (l_102_ >> uint(63uL));
                    bool l_251_ = (l_250_ == 1uL);
                    l_mut_190_ = l_102_;
                    if (l_251_) {
                        uint64_t l_253_ = (0uL - l_102_);
                        l_mut_190_ = l_253_;
                    }
                    uint64_t l_254_ = uint64_t(l_249_);
                    uint64_t _e796 = l_mut_190_;
                    uint64_t l_255_ = (_e796 & 4294967295uL);
                    uint64_t l_256_ = (l_255_ * l_254_);
                    uint64_t _e800 = l_mut_190_;
                    uint64_t l_257_ = (_e800 >> uint(32uL));
                    uint64_t l_258_ = (l_257_ * l_254_);
                    uint64_t l_259_ = (l_258_ << uint(32uL));
                    uint64_t l_260_ = (l_256_ + l_259_);
                    uint64_t l_261_ = (l_258_ >> uint(32uL));
                    bool l_262_ = (l_260_ < l_256_);
                    uint64_t l_263_ = uint64_t(l_262_);
                    uint64_t l_264_ = (l_261_ + l_263_);
                    l_mut_190_ = l_260_;
                    bool l_265_ = (l_24_ == 64u);
                    if (l_265_) {
                        l_mut_190_ = l_264_;
                    } else {
                        bool l_266_ = (l_24_ > 0u);
                        if (l_266_) {
                            uint l_267_ = (64u - l_24_);
                            uint64_t l_268_ = uint64_t(l_267_);
                            uint64_t l_269_ = (l_264_ << uint(l_268_));
                            uint64_t l_270_ = uint64_t(l_24_);
                            uint64_t l_271_ = (l_260_ >> uint(l_270_));
                            uint64_t l_272_ = (l_269_ | l_271_);
                            l_mut_190_ = l_272_;
                        }
                    }
                    uint64_t _e833 = l_mut_190_;
                    l_mut_165_ = _e833;
                    if (l_251_) {
                        uint64_t _e835 = l_mut_165_;
                        uint64_t l_274_ = (0uL - _e835);
                        l_mut_165_ = l_274_;
                    }
                    uint64_t _e837 = l_mut_165_;
                    uint64_t l_275_ = (l_84_ + _e837);
                    uint64_t l_276_ = uint64_t(l_248_);
                    uint64_t l_277_ = (l_84_ * l_276_);
                    uint64_t l_278_ = (l_93_ + l_277_);
                    uint l_279_ = (l_248_ * l_248_);
                    uint64_t l_280_ = (l_102_ >> uint(63uL));
                    bool l_281_ = (l_280_ == 1uL);
                    l_mut_190_ = l_102_;
                    if (l_281_) {
                        uint64_t l_283_ = (0uL - l_102_);
                        l_mut_190_ = l_283_;
                    }
                    uint64_t l_284_ = uint64_t(l_279_);
                    uint64_t _e852 = l_mut_190_;
                    uint64_t l_285_ = (_e852 & 4294967295uL);
                    uint64_t l_286_ = (l_285_ * l_284_);
                    uint64_t _e856 = l_mut_190_;
                    uint64_t l_287_ = (_e856 >> uint(32uL));
                    uint64_t l_288_ = (l_287_ * l_284_);
                    uint64_t l_289_ = (l_288_ << uint(32uL));
                    uint64_t l_290_ = (l_286_ + l_289_);
                    uint64_t l_291_ = (l_288_ >> uint(32uL));
                    bool l_292_ = (l_290_ < l_286_);
                    uint64_t l_293_ = uint64_t(l_292_);
                    uint64_t l_294_ = (l_291_ + l_293_);
                    l_mut_190_ = l_290_;
                    bool l_295_ = (l_24_ == 64u);
                    if (l_295_) {
                        l_mut_190_ = l_294_;
                    } else {
                        bool l_296_ = (l_24_ > 0u);
                        if (l_296_) {
                            uint l_297_ = (64u - l_24_);
                            uint64_t l_298_ = uint64_t(l_297_);
                            uint64_t l_299_ = (l_294_ << uint(l_298_));
                            uint64_t l_300_ = uint64_t(l_24_);
                            uint64_t l_301_ = (l_290_ >> uint(l_300_));
                            uint64_t l_302_ = (l_299_ | l_301_);
                            l_mut_190_ = l_302_;
                        }
                    }
                    uint64_t _e889 = l_mut_190_;
                    l_mut_165_ = _e889;
                    if (l_281_) {
                        uint64_t _e891 = l_mut_165_;
                        uint64_t l_304_ = (0uL - _e891);
                        l_mut_165_ = l_304_;
                    }
                    uint64_t _e893 = l_mut_165_;
                    uint64_t l_305_ = (l_278_ + _e893);
                    uint64_t l_306_ = (l_102_ >> uint(63uL));
                    bool l_307_ = (l_306_ == 1uL);
                    l_mut_190_ = l_102_;
                    if (l_307_) {
                        uint64_t l_309_ = (0uL - l_102_);
                        l_mut_190_ = l_309_;
                    }
                    uint64_t l_310_ = uint64_t(l_247_);
                    uint64_t _e904 = l_mut_190_;
                    uint64_t l_311_ = (_e904 & 4294967295uL);
                    uint64_t l_312_ = (l_311_ * l_310_);
                    uint64_t _e908 = l_mut_190_;
                    uint64_t l_313_ = (_e908 >> uint(32uL));
                    uint64_t l_314_ = (l_313_ * l_310_);
                    uint64_t l_315_ = (l_314_ << uint(32uL));
                    uint64_t l_316_ = (l_312_ + l_315_);
                    uint64_t l_317_ = (l_314_ >> uint(32uL));
                    bool l_318_ = (l_316_ < l_312_);
                    uint64_t l_319_ = uint64_t(l_318_);
                    uint64_t l_320_ = (l_317_ + l_319_);
                    l_mut_190_ = l_316_;
                    bool l_321_ = (l_24_ == 64u);
                    if (l_321_) {
                        l_mut_190_ = l_320_;
                    } else {
                        bool l_322_ = (l_24_ > 0u);
                        if (l_322_) {
                            uint l_323_ = (64u - l_24_);
                            uint64_t l_324_ = uint64_t(l_323_);
                            uint64_t l_325_ = (l_320_ << uint(l_324_));
                            uint64_t l_326_ = uint64_t(l_24_);
                            uint64_t l_327_ = (l_316_ >> uint(l_326_));
                            uint64_t l_328_ = (l_325_ | l_327_);
                            l_mut_190_ = l_328_;
                        }
                    }
                    uint64_t _e941 = l_mut_190_;
                    l_mut_165_ = _e941;
                    if (l_307_) {
                        uint64_t _e943 = l_mut_165_;
                        uint64_t l_330_ = (0uL - _e943);
                        l_mut_165_ = l_330_;
                    }
                    uint64_t _e945 = l_mut_165_;
                    uint64_t l_331_ = (l_275_ + _e945);
                    uint l_332_ = (l_247_ * l_247_);
                    uint l_333_ = (l_24_ + 3u);
                    uint64_t l_334_ = (l_102_ >> uint(63uL));
                    bool l_335_ = (l_334_ == 1uL);
                    l_mut_190_ = l_102_;
                    if (l_335_) {
                        uint64_t l_337_ = (0uL - l_102_);
                        l_mut_190_ = l_337_;
                    }
                    uint64_t l_338_ = uint64_t(l_332_);
                    uint64_t _e959 = l_mut_190_;
                    uint64_t l_339_ = (_e959 & 4294967295uL);
                    uint64_t l_340_ = (l_339_ * l_338_);
                    uint64_t _e963 = l_mut_190_;
                    uint64_t l_341_ = (_e963 >> uint(32uL));
                    uint64_t l_342_ = (l_341_ * l_338_);
                    uint64_t l_343_ = (l_342_ << uint(32uL));
                    uint64_t l_344_ = (l_340_ + l_343_);
                    uint64_t l_345_ = (l_342_ >> uint(32uL));
                    bool l_346_ = (l_344_ < l_340_);
                    uint64_t l_347_ = uint64_t(l_346_);
                    uint64_t l_348_ = (l_345_ + l_347_);
                    l_mut_190_ = l_344_;
                    bool l_349_ = (l_333_ == 64u);
                    if (l_349_) {
                        l_mut_190_ = l_348_;
                    } else {
                        bool l_350_ = (l_333_ > 0u);
                        if (l_350_) {
                            uint l_351_ = (64u - l_333_);
                            uint64_t l_352_ = uint64_t(l_351_);
                            uint64_t l_353_ = (l_348_ << uint(l_352_));
                            uint64_t l_354_ = uint64_t(l_333_);
                            uint64_t l_355_ = (l_344_ >> uint(l_354_));
                            uint64_t l_356_ = (l_353_ | l_355_);
                            l_mut_190_ = l_356_;
                        }
                    }
                    uint64_t _e996 = l_mut_190_;
                    l_mut_165_ = _e996;
                    if (l_335_) {
                        uint64_t _e998 = l_mut_165_;
                        uint64_t l_358_ = (0uL - _e998);
                        l_mut_165_ = l_358_;
                    }
                    uint64_t _e1000 = l_mut_165_;
                    uint64_t l_359_ = (l_305_ - _e1000);
                    uint64_t l_360_ = (l_359_ + l_42_);
                    uint64_t l_362_ = (0uL - l_331_);
                    uint64_t l_363_ = (l_42_ + l_42_);
                    l_mut_190_ = l_362_;
                    uint64_t l_365_ = (0uL - l_362_);
                    l_mut_165_ = l_365_;
                    l_mut_127_ = l_360_;
                    l_mut_366_ = 1u;
                    l_mut_367_ = 1u;
                    l_mut_176_ = false;
                    uint64_t _e1011 = l_mut_127_;
                    bool l_368_ = (_e1011 < l_363_);
                    bool l_369_ = !(l_368_);
                    l_mut_172_ = l_369_;
                    bool l_370_ = (l_362_ == 0uL);
                    if (l_370_) {
                        bool _e1016 = l_mut_172_;
                        l_mut_176_ = _e1016;
                        l_mut_172_ = false;
                    }
                    l_mut_170_ = false;
                    uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                        loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                        bool _e1019 = l_mut_172_;
                        bool l_371_ = !(_e1019);
                        if (l_371_) {
                            break;
                        }
                        uint64_t _e1021 = l_mut_127_;
                        uint64_t _e1022 = l_mut_190_;
                        bool l_372_ = (_e1021 < _e1022);
                        if (l_372_) {
                            l_mut_373_ = 0u;
                            l_mut_167_ = false;
                            uint64_t _e1027 = l_mut_165_;
                            uint64_t l_375_ = (_e1027 >> uint(3uL));
                            uint64_t _e1031 = l_mut_190_;
                            bool l_376_ = (l_375_ < _e1031);
                            bool l_377_ = !(l_376_);
                            l_mut_167_ = l_377_;
                            uint64_t _e1034 = l_mut_190_;
                            bool l_378_ = (_e1034 == 0uL);
                            if (l_378_) {
                                l_mut_373_ = l_247_;
                            } else {
                                bool _e1037 = l_mut_167_;
                                if (_e1037) {
                                    uint64_t _e1038 = l_mut_190_;
                                    uint64_t _e1039 = l_mut_165_;
                                    bool l_379_ = (_e1038 < _e1039);
                                    if (l_379_) {
                                        uint64_t _e1041 = l_mut_165_;
                                        uint64_t l_380_ = (_e1041 - 1uL);
                                        uint64_t _e1044 = l_mut_190_;
                                        uint64_t l_381_ = naga_div(l_380_, _e1044);
                                        uint64_t l_382_ = uint64_t(l_247_);
                                        bool l_383_ = (l_381_ < l_382_);
                                        uint64_t l_384_ = uint64_t(l_247_);
                                        uint64_t l_385_ = (l_383_ ? l_381_ : l_384_);
                                        uint l_386_ = uint(l_385_);
                                        l_mut_373_ = l_386_;
                                    }
                                } else {
                                    uint64_t _e1052 = l_mut_165_;
                                    l_mut_105_ = _e1052;
                                    uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                                    while(true) {
                                        if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                                        loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                                        uint64_t _e1053 = l_mut_190_;
                                        uint64_t _e1054 = l_mut_105_;
                                        bool l_387_ = (_e1053 < _e1054);
                                        uint _e1056 = l_mut_373_;
                                        uint _e1057 = l_mut_367_;
                                        uint l_388_ = (_e1056 * _e1057);
                                        uint _e1059 = l_mut_366_;
                                        uint l_389_ = (_e1059 + l_388_);
                                        uint _e1061 = l_mut_367_;
                                        uint l_390_ = (l_389_ + _e1061);
                                        bool l_391_ = (l_390_ < l_247_);
                                        if (l_387_) {
                                            local_2 = l_391_;
                                        } else {
                                            local_2 = false;
                                        }
                                        bool l_392_ = local_2;
                                        bool l_393_ = !(l_392_);
                                        if (l_393_) {
                                            break;
                                        }
                                        uint64_t _e1069 = l_mut_105_;
                                        uint64_t _e1070 = l_mut_190_;
                                        uint64_t l_394_ = (_e1069 - _e1070);
                                        l_mut_105_ = l_394_;
                                        uint _e1072 = l_mut_373_;
                                        l_mut_373_ = (_e1072 + 1u);
                                    }
                                }
                            }
                            uint _e1075 = l_mut_373_;
                            uint _e1076 = l_mut_367_;
                            uint l_395_ = (_e1075 * _e1076);
                            uint _e1078 = l_mut_366_;
                            uint l_396_ = (_e1078 + l_395_);
                            uint _e1080 = l_mut_367_;
                            uint l_397_ = (l_396_ + _e1080);
                            bool l_398_ = (l_397_ >= l_247_);
                            if (l_398_) {
                                l_mut_176_ = true;
                                l_mut_172_ = false;
                            } else {
                                uint _e1085 = l_mut_373_;
                                uint64_t l_399_ = uint64_t(_e1085);
                                uint64_t _e1087 = l_mut_190_;
                                uint64_t l_400_ = (_e1087 * l_399_);
                                uint64_t _e1089 = l_mut_165_;
                                uint64_t l_401_ = (_e1089 - l_400_);
                                l_mut_165_ = l_401_;
                                uint _e1091 = l_mut_373_;
                                uint _e1092 = l_mut_367_;
                                uint l_402_ = (_e1091 * _e1092);
                                uint _e1094 = l_mut_366_;
                                l_mut_366_ = (_e1094 + l_402_);
                                uint64_t _e1096 = l_mut_190_;
                                uint64_t _e1097 = l_mut_165_;
                                uint64_t l_403_ = (_e1096 - _e1097);
                                l_mut_190_ = l_403_;
                                uint _e1099 = l_mut_367_;
                                uint _e1100 = l_mut_366_;
                                l_mut_367_ = (_e1099 + _e1100);
                            }
                        } else {
                            uint64_t _e1102 = l_mut_127_;
                            uint64_t _e1103 = l_mut_190_;
                            uint64_t l_404_ = (_e1102 - _e1103);
                            l_mut_127_ = l_404_;
                            uint64_t _e1105 = l_mut_127_;
                            bool l_405_ = (_e1105 < l_363_);
                            if (l_405_) {
                                l_mut_172_ = false;
                            } else {
                                l_mut_373_ = 0u;
                                l_mut_167_ = false;
                                uint64_t _e1111 = l_mut_190_;
                                uint64_t l_407_ = (_e1111 >> uint(3uL));
                                uint64_t _e1115 = l_mut_165_;
                                bool l_408_ = (l_407_ < _e1115);
                                bool l_409_ = !(l_408_);
                                l_mut_167_ = l_409_;
                                uint64_t _e1118 = l_mut_165_;
                                bool l_410_ = (_e1118 == 0uL);
                                if (l_410_) {
                                    l_mut_373_ = l_247_;
                                } else {
                                    bool _e1121 = l_mut_167_;
                                    if (_e1121) {
                                        uint64_t _e1122 = l_mut_165_;
                                        uint64_t _e1123 = l_mut_190_;
                                        bool l_411_ = (_e1122 < _e1123);
                                        if (l_411_) {
                                            uint64_t _e1125 = l_mut_190_;
                                            uint64_t l_412_ = (_e1125 - 1uL);
                                            uint64_t _e1128 = l_mut_165_;
                                            uint64_t l_413_ = naga_div(l_412_, _e1128);
                                            uint64_t l_414_ = uint64_t(l_247_);
                                            bool l_415_ = (l_413_ < l_414_);
                                            uint64_t l_416_ = uint64_t(l_247_);
                                            uint64_t l_417_ = (l_415_ ? l_413_ : l_416_);
                                            uint l_418_ = uint(l_417_);
                                            l_mut_373_ = l_418_;
                                        }
                                    } else {
                                        uint64_t _e1136 = l_mut_190_;
                                        l_mut_105_ = _e1136;
                                        uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                                        while(true) {
                                            if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                                            loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                                            uint64_t _e1137 = l_mut_165_;
                                            uint64_t _e1138 = l_mut_105_;
                                            bool l_419_ = (_e1137 < _e1138);
                                            uint _e1140 = l_mut_373_;
                                            uint _e1141 = l_mut_366_;
                                            uint l_420_ = (_e1140 * _e1141);
                                            uint _e1143 = l_mut_367_;
                                            uint l_421_ = (_e1143 + l_420_);
                                            uint _e1145 = l_mut_366_;
                                            uint l_422_ = (l_421_ + _e1145);
                                            bool l_423_ = (l_422_ < l_247_);
                                            if (l_419_) {
                                                local_3 = l_423_;
                                            } else {
                                                local_3 = false;
                                            }
                                            bool l_424_ = local_3;
                                            bool l_425_ = !(l_424_);
                                            if (l_425_) {
                                                break;
                                            }
                                            uint64_t _e1153 = l_mut_105_;
                                            uint64_t _e1154 = l_mut_165_;
                                            uint64_t l_426_ = (_e1153 - _e1154);
                                            l_mut_105_ = l_426_;
                                            uint _e1156 = l_mut_373_;
                                            l_mut_373_ = (_e1156 + 1u);
                                        }
                                    }
                                }
                                uint _e1159 = l_mut_366_;
                                uint _e1160 = l_mut_367_;
                                uint l_427_ = (_e1159 + _e1160);
                                uint _e1162 = l_mut_373_;
                                uint _e1163 = l_mut_366_;
                                uint l_428_ = (_e1162 * _e1163);
                                uint l_429_ = (l_427_ + l_428_);
                                bool l_430_ = (l_429_ >= l_247_);
                                if (l_430_) {
                                    l_mut_176_ = true;
                                    l_mut_172_ = false;
                                } else {
                                    uint _e1169 = l_mut_373_;
                                    uint64_t l_431_ = uint64_t(_e1169);
                                    uint64_t _e1171 = l_mut_165_;
                                    uint64_t l_432_ = (_e1171 * l_431_);
                                    uint64_t _e1173 = l_mut_190_;
                                    uint64_t l_433_ = (_e1173 - l_432_);
                                    l_mut_190_ = l_433_;
                                    uint _e1175 = l_mut_373_;
                                    uint _e1176 = l_mut_366_;
                                    uint l_434_ = (_e1175 * _e1176);
                                    uint _e1178 = l_mut_367_;
                                    l_mut_367_ = (_e1178 + l_434_);
                                    uint64_t _e1180 = l_mut_165_;
                                    uint64_t _e1181 = l_mut_190_;
                                    uint64_t l_435_ = (_e1180 - _e1181);
                                    l_mut_165_ = l_435_;
                                    uint _e1183 = l_mut_366_;
                                    uint _e1184 = l_mut_367_;
                                    l_mut_366_ = (_e1183 + _e1184);
                                }
                            }
                        }
                    }
                    bool _e1186 = l_mut_176_;
                    bool l_436_ = !(_e1186);
                    if (l_246_) {
                        local_4 = l_436_;
                    } else {
                        local_4 = false;
                    }
                    bool l_437_ = local_4;
                    if (l_437_) {
                        uint _e1193 = l_mut_244_;
                        uint l_438_ = (1u << _e1193);
                        uint _e1195 = l_mut_175_;
                        l_mut_175_ = (_e1195 | l_438_);
                        uint _e1197 = l_mut_166_;
                        l_mut_166_ = (_e1197 + 1u);
                        uint l_439_ = (l_245_ + l_243_);
                        uint l_440_ = min(l_439_, l_74_);
                        l_mut_373_ = 0u;
                        l_mut_441_ = l_245_;
                        uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                        bool loop_init_1 = true;
                        while(true) {
                            if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                            loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                            if (!loop_init_1) {
                                uint _e1275 = l_mut_441_;
                                l_mut_441_ = (_e1275 + 1u);
                            }
                            loop_init_1 = false;
                            uint _e1204 = l_mut_441_;
                            if ((_e1204 < l_440_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e1206 = l_mut_441_;
                                uint64_t l_442_ = uint64_t(_e1206);
                                uint64_t l_443_ = (l_84_ * l_442_);
                                uint64_t l_444_ = (l_93_ + l_443_);
                                uint _e1210 = l_mut_441_;
                                uint _e1211 = l_mut_441_;
                                uint l_445_ = (_e1210 * _e1211);
                                uint64_t l_446_ = (l_102_ >> uint(63uL));
                                bool l_447_ = (l_446_ == 1uL);
                                l_mut_190_ = l_102_;
                                if (l_447_) {
                                    uint64_t l_449_ = (0uL - l_102_);
                                    l_mut_190_ = l_449_;
                                }
                                uint64_t l_450_ = uint64_t(l_445_);
                                uint64_t _e1222 = l_mut_190_;
                                uint64_t l_451_ = (_e1222 & 4294967295uL);
                                uint64_t l_452_ = (l_451_ * l_450_);
                                uint64_t _e1226 = l_mut_190_;
                                uint64_t l_453_ = (_e1226 >> uint(32uL));
                                uint64_t l_454_ = (l_453_ * l_450_);
                                uint64_t l_455_ = (l_454_ << uint(32uL));
                                uint64_t l_456_ = (l_452_ + l_455_);
                                uint64_t l_457_ = (l_454_ >> uint(32uL));
                                bool l_458_ = (l_456_ < l_452_);
                                uint64_t l_459_ = uint64_t(l_458_);
                                uint64_t l_460_ = (l_457_ + l_459_);
                                l_mut_190_ = l_456_;
                                bool l_461_ = (l_24_ == 64u);
                                if (l_461_) {
                                    l_mut_190_ = l_460_;
                                } else {
                                    bool l_462_ = (l_24_ > 0u);
                                    if (l_462_) {
                                        uint l_463_ = (64u - l_24_);
                                        uint64_t l_464_ = uint64_t(l_463_);
                                        uint64_t l_465_ = (l_460_ << uint(l_464_));
                                        uint64_t l_466_ = uint64_t(l_24_);
                                        uint64_t l_467_ = (l_456_ >> uint(l_466_));
                                        uint64_t l_468_ = (l_465_ | l_467_);
                                        l_mut_190_ = l_468_;
                                    }
                                }
                                uint64_t _e1259 = l_mut_190_;
                                l_mut_165_ = _e1259;
                                if (l_447_) {
                                    uint64_t _e1261 = l_mut_165_;
                                    uint64_t l_470_ = (0uL - _e1261);
                                    l_mut_165_ = l_470_;
                                }
                                uint64_t _e1263 = l_mut_165_;
                                uint64_t l_471_ = (l_444_ + _e1263);
                                uint64_t l_473_ = (0uL - l_471_);
                                l_mut_190_ = l_473_;
                                uint64_t _e1267 = l_mut_190_;
                                bool l_474_ = (l_471_ < _e1267);
                                if (l_474_) {
                                    l_mut_190_ = l_471_;
                                }
                                uint64_t _e1269 = l_mut_190_;
                                bool l_475_ = (_e1269 < l_51_);
                                uint l_476_ = uint(l_475_);
                                uint _e1272 = l_mut_373_;
                                l_mut_373_ = (_e1272 + l_476_);
                            }
                        }
                        uint _e1277 = l_mut_67_;
                        uint _e1278 = l_mut_373_;
                        l_mut_67_ = (_e1277 + _e1278);
                    }
                }
            }
            uint _e1283 = l_mut_166_;
            bool l_477_ = (_e1283 > 0u);
            if (l_477_) {
                uint l_666_ = asuint(info.Load(20+0));
                uint l_667_ = (l_666_ * 1u);
                uint l_668_ = (l_667_ - 1u);
                uint l_669_ = min(1u, l_668_);
                uint _e1298 = l_mut_166_;
                uint _e1299; buffer_5_global.InterlockedAdd(l_669_*4, _e1298, _e1299);
            }
            uint _e1300 = l_mut_67_;
            bool l_480_ = (_e1300 > 0u);
            if (l_480_) {
                uint l_671_ = asuint(info.Load(20+0));
                uint l_672_ = (l_671_ * 1u);
                uint l_673_ = (l_672_ - 1u);
                uint l_674_ = min(2u, l_673_);
                uint _e1315 = l_mut_67_;
                uint _e1316; buffer_5_global.InterlockedAdd(l_674_*4, _e1315, _e1316);
                l_mut_373_ = _e1316;
                uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                bool loop_init_2 = true;
                while(true) {
                    if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                    loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                    if (!loop_init_2) {
                        uint _e1441 = l_mut_483_;
                        l_mut_483_ = (_e1441 + 1u);
                    }
                    loop_init_2 = false;
                    uint _e1319 = l_mut_483_;
                    if ((_e1319 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e1322 = l_mut_175_;
                        uint _e1323 = l_mut_483_;
                        uint l_484_ = (_e1322 >> _e1323);
                        uint l_485_ = (l_484_ & 1u);
                        bool l_486_ = (l_485_ == 1u);
                        if (l_486_) {
                            uint _e1329 = l_mut_483_;
                            uint l_487_ = (_e1329 * l_243_);
                            uint l_488_ = (l_487_ + l_243_);
                            uint l_489_ = min(l_488_, l_74_);
                            uint _e1333 = l_mut_373_;
                            l_mut_367_ = _e1333;
                            l_mut_490_ = l_487_;
                            uint2 loop_bound_9 = uint2(4294967295u, 4294967295u);
                            bool loop_init_3 = true;
                            while(true) {
                                if (all(loop_bound_9 == uint2(0u, 0u))) { break; }
                                loop_bound_9 -= uint2(loop_bound_9.y == 0u, 1u);
                                if (!loop_init_3) {
                                    uint _e1437 = l_mut_490_;
                                    l_mut_490_ = (_e1437 + 1u);
                                }
                                loop_init_3 = false;
                                uint _e1335 = l_mut_490_;
                                if ((_e1335 < l_489_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e1337 = l_mut_490_;
                                    uint64_t l_491_ = uint64_t(_e1337);
                                    uint64_t l_492_ = (l_84_ * l_491_);
                                    uint64_t l_493_ = (l_93_ + l_492_);
                                    uint _e1341 = l_mut_490_;
                                    uint _e1342 = l_mut_490_;
                                    uint l_494_ = (_e1341 * _e1342);
                                    uint64_t l_495_ = (l_102_ >> uint(63uL));
                                    bool l_496_ = (l_495_ == 1uL);
                                    l_mut_190_ = l_102_;
                                    if (l_496_) {
                                        uint64_t l_498_ = (0uL - l_102_);
                                        l_mut_190_ = l_498_;
                                    }
                                    uint64_t l_499_ = uint64_t(l_494_);
                                    uint64_t _e1353 = l_mut_190_;
                                    uint64_t l_500_ = (_e1353 & 4294967295uL);
                                    uint64_t l_501_ = (l_500_ * l_499_);
                                    uint64_t _e1357 = l_mut_190_;
                                    uint64_t l_502_ = (_e1357 >> uint(32uL));
                                    uint64_t l_503_ = (l_502_ * l_499_);
                                    uint64_t l_504_ = (l_503_ << uint(32uL));
                                    uint64_t l_505_ = (l_501_ + l_504_);
                                    uint64_t l_506_ = (l_503_ >> uint(32uL));
                                    bool l_507_ = (l_505_ < l_501_);
                                    uint64_t l_508_ = uint64_t(l_507_);
                                    uint64_t l_509_ = (l_506_ + l_508_);
                                    l_mut_190_ = l_505_;
                                    bool l_510_ = (l_24_ == 64u);
                                    if (l_510_) {
                                        l_mut_190_ = l_509_;
                                    } else {
                                        bool l_511_ = (l_24_ > 0u);
                                        if (l_511_) {
                                            uint l_512_ = (64u - l_24_);
                                            uint64_t l_513_ = uint64_t(l_512_);
                                            uint64_t l_514_ = (l_509_ << uint(l_513_));
                                            uint64_t l_515_ = uint64_t(l_24_);
                                            uint64_t l_516_ = (l_505_ >> uint(l_515_));
                                            uint64_t l_517_ = (l_514_ | l_516_);
                                            l_mut_190_ = l_517_;
                                        }
                                    }
                                    uint64_t _e1390 = l_mut_190_;
                                    l_mut_165_ = _e1390;
                                    if (l_496_) {
                                        uint64_t _e1392 = l_mut_165_;
                                        uint64_t l_519_ = (0uL - _e1392);
                                        l_mut_165_ = l_519_;
                                    }
                                    uint64_t _e1394 = l_mut_165_;
                                    uint64_t l_520_ = (l_493_ + _e1394);
                                    uint64_t l_522_ = (0uL - l_520_);
                                    l_mut_190_ = l_522_;
                                    uint64_t _e1398 = l_mut_190_;
                                    bool l_523_ = (l_520_ < _e1398);
                                    if (l_523_) {
                                        l_mut_190_ = l_520_;
                                    }
                                    uint64_t _e1400 = l_mut_190_;
                                    bool l_524_ = (_e1400 < l_51_);
                                    if (l_524_) {
                                        uint _e1402 = l_mut_367_;
                                        uint l_525_ = (_e1402 * 2u);
                                        uint l_526_ = (l_525_ + 1u);
                                        uint l_527_ = asuint(info.Load(40+0));
                                        bool l_528_ = (l_526_ < l_527_);
                                        if (l_528_) {
                                            uint l_676_ = asuint(info.Load(16+0));
                                            uint l_677_ = (l_676_ * 1u);
                                            bool l_678_ = (l_525_ < l_677_);
                                            if (l_678_) {
                                                buffer_4_global.Store(l_525_*4, asuint(id));
                                            }
                                            uint l_529_ = (l_525_ + 1u);
                                            uint l_679_ = asuint(info.Load(16+0));
                                            uint l_680_ = (l_679_ * 1u);
                                            bool l_681_ = (l_529_ < l_680_);
                                            if (l_681_) {
                                                uint _e1432 = l_mut_490_;
                                                buffer_4_global.Store(l_529_*4, asuint(_e1432));
                                            }
                                        }
                                        uint _e1433 = l_mut_367_;
                                        l_mut_367_ = (_e1433 + 1u);
                                    }
                                }
                            }
                            uint _e1439 = l_mut_367_;
                            l_mut_373_ = _e1439;
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
