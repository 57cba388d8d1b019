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
void phase1_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint64_t l_mut_105_ = (uint64_t)0;
    uint64_t l_mut_127_ = (uint64_t)0;
    uint64_t l_mut_158_ = (uint64_t)0;
    uint64_t l_mut_212_ = (uint64_t)0;
    uint l_mut_258_ = (uint)0;
    bool l_mut_259_ = (bool)0;
    bool l_mut_262_ = (bool)0;
    uint l_mut_271_ = (uint)0;
    uint64_t l_mut_284_ = (uint64_t)0;
    uint64_t l_mut_301_ = (uint64_t)0;
    uint l_mut_304_ = (uint)0;
    bool l_mut_350_ = (bool)0;
    bool l_mut_355_ = (bool)0;
    uint l_mut_67_ = (uint)0;
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

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_552_ = asuint(info.Load(20+0));
        uint l_553_ = (l_552_ * 1u);
        uint l_554_ = (l_553_ - 1u);
        uint l_555_ = min(3u, l_554_);
        uint _e54; buffer_5_global.InterlockedAdd(l_555_*4, 1u, _e54);
    }
    uint l_468_ = asuint(info.Load(12+0));
    uint l_469_ = (l_468_ * 1u);
    bool l_470_ = (0u < l_469_);
    uint l_471_ = (l_469_ - 1u);
    uint l_472_ = min(0u, l_471_);
    uint l_473_ = asuint(buffer_3_global.Load(l_472_*4));
    uint l_4_ = (l_470_ ? l_473_ : 0u);
    uint64_t l_5_ = uint64_t(l_4_);
    uint l_7_ = (0u + 1u);
    uint l_475_ = asuint(info.Load(12+0));
    uint l_476_ = (l_475_ * 1u);
    bool l_477_ = (l_7_ < l_476_);
    uint l_478_ = (l_476_ - 1u);
    uint l_479_ = min(l_7_, l_478_);
    uint l_480_ = asuint(buffer_3_global.Load(l_479_*4));
    uint l_8_ = (l_477_ ? l_480_ : 0u);
    uint64_t l_9_ = uint64_t(l_8_);
    uint64_t l_10_ = (l_9_ << uint(32uL));
    uint64_t l_11_ = (l_5_ | l_10_);
    uint64_t l_12_ = (l_11_ & 4294967295uL);
    uint l_13_ = uint(l_12_);
    uint l_482_ = asuint(info.Load(12+0));
    uint l_483_ = (l_482_ * 1u);
    bool l_484_ = (2u < l_483_);
    uint l_485_ = (l_483_ - 1u);
    uint l_486_ = min(2u, l_485_);
    uint l_487_ = asuint(buffer_3_global.Load(l_486_*4));
    uint l_15_ = (l_484_ ? l_487_ : 0u);
    uint64_t l_16_ = uint64_t(l_15_);
    uint l_18_ = (2u + 1u);
    uint l_489_ = asuint(info.Load(12+0));
    uint l_490_ = (l_489_ * 1u);
    bool l_491_ = (l_18_ < l_490_);
    uint l_492_ = (l_490_ - 1u);
    uint l_493_ = min(l_18_, l_492_);
    uint l_494_ = asuint(buffer_3_global.Load(l_493_*4));
    uint l_19_ = (l_491_ ? l_494_ : 0u);
    uint64_t l_20_ = uint64_t(l_19_);
    uint64_t l_21_ = (l_20_ << uint(32uL));
    uint64_t l_22_ = (l_16_ | l_21_);
    uint64_t l_23_ = (l_22_ & 4294967295uL);
    uint l_24_ = uint(l_23_);
    uint l_496_ = asuint(info.Load(12+0));
    uint l_497_ = (l_496_ * 1u);
    bool l_498_ = (4u < l_497_);
    uint l_499_ = (l_497_ - 1u);
    uint l_500_ = min(4u, l_499_);
    uint l_501_ = asuint(buffer_3_global.Load(l_500_*4));
    uint l_26_ = (l_498_ ? l_501_ : 0u);
    uint64_t l_27_ = uint64_t(l_26_);
    uint l_29_ = (4u + 1u);
    uint l_503_ = asuint(info.Load(12+0));
    uint l_504_ = (l_503_ * 1u);
    bool l_505_ = (l_29_ < l_504_);
    uint l_506_ = (l_504_ - 1u);
    uint l_507_ = min(l_29_, l_506_);
    uint l_508_ = asuint(buffer_3_global.Load(l_507_*4));
    uint l_30_ = (l_505_ ? l_508_ : 0u);
    uint64_t l_31_ = uint64_t(l_30_);
    uint64_t l_32_ = (l_31_ << uint(32uL));
    uint64_t l_33_ = (l_27_ | l_32_);
    uint l_510_ = asuint(info.Load(12+0));
    uint l_511_ = (l_510_ * 1u);
    bool l_512_ = (6u < l_511_);
    uint l_513_ = (l_511_ - 1u);
    uint l_514_ = min(6u, l_513_);
    uint l_515_ = asuint(buffer_3_global.Load(l_514_*4));
    uint l_35_ = (l_512_ ? l_515_ : 0u);
    uint64_t l_36_ = uint64_t(l_35_);
    uint l_38_ = (6u + 1u);
    uint l_517_ = asuint(info.Load(12+0));
    uint l_518_ = (l_517_ * 1u);
    bool l_519_ = (l_38_ < l_518_);
    uint l_520_ = (l_518_ - 1u);
    uint l_521_ = min(l_38_, l_520_);
    uint l_522_ = asuint(buffer_3_global.Load(l_521_*4));
    uint l_39_ = (l_519_ ? l_522_ : 0u);
    uint64_t l_40_ = uint64_t(l_39_);
    uint64_t l_41_ = (l_40_ << uint(32uL));
    uint64_t l_42_ = (l_36_ | l_41_);
    uint l_524_ = asuint(info.Load(12+0));
    uint l_525_ = (l_524_ * 1u);
    bool l_526_ = (8u < l_525_);
    uint l_527_ = (l_525_ - 1u);
    uint l_528_ = min(8u, l_527_);
    uint l_529_ = asuint(buffer_3_global.Load(l_528_*4));
    uint l_44_ = (l_526_ ? l_529_ : 0u);
    uint64_t l_45_ = uint64_t(l_44_);
    uint l_47_ = (8u + 1u);
    uint l_531_ = asuint(info.Load(12+0));
    uint l_532_ = (l_531_ * 1u);
    bool l_533_ = (l_47_ < l_532_);
    uint l_534_ = (l_532_ - 1u);
    uint l_535_ = min(l_47_, l_534_);
    uint l_536_ = asuint(buffer_3_global.Load(l_535_*4));
    uint l_48_ = (l_533_ ? l_536_ : 0u);
    uint64_t l_49_ = uint64_t(l_48_);
    uint64_t l_50_ = (l_49_ << uint(32uL));
    uint64_t l_51_ = (l_45_ | l_50_);
    uint l_538_ = asuint(info.Load(12+0));
    uint l_539_ = (l_538_ * 1u);
    bool l_540_ = (10u < l_539_);
    uint l_541_ = (l_539_ - 1u);
    uint l_542_ = min(10u, l_541_);
    uint l_543_ = asuint(buffer_3_global.Load(l_542_*4));
    uint l_53_ = (l_540_ ? l_543_ : 0u);
    uint64_t l_54_ = uint64_t(l_53_);
    uint l_56_ = (10u + 1u);
    uint l_545_ = asuint(info.Load(12+0));
    uint l_546_ = (l_545_ * 1u);
    bool l_547_ = (l_56_ < l_546_);
    uint l_548_ = (l_546_ - 1u);
    uint l_549_ = min(l_56_, l_548_);
    uint l_550_ = asuint(buffer_3_global.Load(l_549_*4));
    uint l_57_ = (l_547_ ? l_550_ : 0u);
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
    uint _e328 = l_mut_67_;
    bool l_74_ = (_e328 > 0u);
    if (l_63_) {
        local = l_74_;
    } else {
        local = false;
    }
    bool l_75_ = local;
    if (l_75_) {
        uint l_76_ = (2u * id);
        uint l_557_ = asuint(info.Load(0+0));
        uint l_558_ = (l_557_ * 1u);
        bool l_559_ = (l_76_ < l_558_);
        uint l_560_ = (l_558_ - 1u);
        uint l_561_ = min(l_76_, l_560_);
        uint l_562_ = asuint(buffer_0_global.Load(l_561_*4));
        uint l_77_ = (l_559_ ? l_562_ : 0u);
        uint64_t l_78_ = uint64_t(l_77_);
        uint l_79_ = (2u * id);
        uint l_80_ = (l_79_ + 1u);
        uint l_564_ = asuint(info.Load(0+0));
        uint l_565_ = (l_564_ * 1u);
        bool l_566_ = (l_80_ < l_565_);
        uint l_567_ = (l_565_ - 1u);
        uint l_568_ = min(l_80_, l_567_);
        uint l_569_ = asuint(buffer_0_global.Load(l_568_*4));
        uint l_81_ = (l_566_ ? l_569_ : 0u);
        uint64_t l_82_ = uint64_t(l_81_);
        uint64_t l_83_ = (l_82_ << uint(32uL));
        uint64_t l_84_ = (l_78_ | l_83_);
        uint l_85_ = (2u * id);
        uint l_571_ = asuint(info.Load(4+0));
        uint l_572_ = (l_571_ * 1u);
        bool l_573_ = (l_85_ < l_572_);
        uint l_574_ = (l_572_ - 1u);
        uint l_575_ = min(l_85_, l_574_);
        uint l_576_ = asuint(buffer_1_global.Load(l_575_*4));
        uint l_86_ = (l_573_ ? l_576_ : 0u);
        uint64_t l_87_ = uint64_t(l_86_);
        uint l_88_ = (2u * id);
        uint l_89_ = (l_88_ + 1u);
        uint l_578_ = asuint(info.Load(4+0));
        uint l_579_ = (l_578_ * 1u);
        bool l_580_ = (l_89_ < l_579_);
        uint l_581_ = (l_579_ - 1u);
        uint l_582_ = min(l_89_, l_581_);
        uint l_583_ = asuint(buffer_1_global.Load(l_582_*4));
        uint l_90_ = (l_580_ ? l_583_ : 0u);
        uint64_t l_91_ = uint64_t(l_90_);
        uint64_t l_92_ = (l_91_ << uint(32uL));
        uint64_t l_93_ = (l_87_ | l_92_);
        uint l_94_ = (2u * id);
        uint l_585_ = asuint(info.Load(8+0));
        uint l_586_ = (l_585_ * 1u);
        bool l_587_ = (l_94_ < l_586_);
        uint l_588_ = (l_586_ - 1u);
        uint l_589_ = min(l_94_, l_588_);
        uint l_590_ = asuint(buffer_2_global.Load(l_589_*4));
        uint l_95_ = (l_587_ ? l_590_ : 0u);
        uint64_t l_96_ = uint64_t(l_95_);
        uint l_97_ = (2u * id);
        uint l_98_ = (l_97_ + 1u);
        uint l_592_ = asuint(info.Load(8+0));
        uint l_593_ = (l_592_ * 1u);
        bool l_594_ = (l_98_ < l_593_);
        uint l_595_ = (l_593_ - 1u);
        uint l_596_ = min(l_98_, l_595_);
        uint l_597_ = asuint(buffer_2_global.Load(l_596_*4));
        uint l_99_ = (l_594_ ? l_597_ : 0u);
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
        uint64_t _e473 = l_mut_105_;
        uint64_t l_109_ = (_e473 & 4294967295uL);
        uint64_t l_110_ = (l_109_ * l_108_);
        uint64_t _e477 = l_mut_105_;
        uint64_t l_111_ = (_e477 >> uint(32uL));
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
        uint64_t _e510 = l_mut_105_;
        l_mut_127_ = _e510;
        if (l_104_) {
            uint64_t _e512 = l_mut_127_;
            uint64_t l_129_ = (0uL - _e512);
            l_mut_127_ = l_129_;
        }
        uint64_t _e514 = l_mut_127_;
        uint64_t l_130_ = (l_84_ + _e514);
        uint l_131_ = (l_24_ + 3u);
        l_mut_127_ = 0uL;
        bool l_133_ = (l_13_ < 65536u);
        if (l_133_) {
            uint l_134_ = (l_13_ * l_13_);
            uint64_t l_135_ = (l_102_ >> uint(63uL));
            bool l_136_ = (l_135_ == 1uL);
            l_mut_105_ = l_102_;
            if (l_136_) {
                uint64_t l_138_ = (0uL - l_102_);
                l_mut_105_ = l_138_;
            }
            uint64_t l_139_ = uint64_t(l_134_);
            uint64_t _e531 = l_mut_105_;
            uint64_t l_140_ = (_e531 & 4294967295uL);
            uint64_t l_141_ = (l_140_ * l_139_);
            uint64_t _e535 = l_mut_105_;
            uint64_t l_142_ = (_e535 >> uint(32uL));
            uint64_t l_143_ = (l_142_ * l_139_);
            uint64_t l_144_ = (l_143_ << uint(32uL));
            uint64_t l_145_ = (l_141_ + l_144_);
            uint64_t l_146_ = (l_143_ >> uint(32uL));
            bool l_147_ = (l_145_ < l_141_);
            uint64_t l_148_ = uint64_t(l_147_);
            uint64_t l_149_ = (l_146_ + l_148_);
            l_mut_105_ = l_145_;
            bool l_150_ = (l_131_ == 64u);
            if (l_150_) {
                l_mut_105_ = l_149_;
            } else {
                bool l_151_ = (l_131_ > 0u);
                if (l_151_) {
                    uint l_152_ = (64u - l_131_);
                    uint64_t l_153_ = uint64_t(l_152_);
                    uint64_t l_154_ = (l_149_ << uint(l_153_));
                    uint64_t l_155_ = uint64_t(l_131_);
                    uint64_t l_156_ = (l_145_ >> uint(l_155_));
                    uint64_t l_157_ = (l_154_ | l_156_);
                    l_mut_105_ = l_157_;
                }
            }
            uint64_t _e568 = l_mut_105_;
            l_mut_158_ = _e568;
            if (l_136_) {
                uint64_t _e570 = l_mut_158_;
                uint64_t l_160_ = (0uL - _e570);
                l_mut_158_ = l_160_;
            }
            uint64_t _e572 = l_mut_158_;
            l_mut_127_ = _e572;
        } else {
            uint64_t l_161_ = (l_102_ >> uint(63uL));
            bool l_162_ = (l_161_ == 1uL);
            l_mut_158_ = l_102_;
            if (l_162_) {
                uint64_t l_164_ = (0uL - l_102_);
                l_mut_158_ = l_164_;
            }
            uint64_t l_165_ = uint64_t(l_13_);
            uint64_t _e582 = l_mut_158_;
            uint64_t l_166_ = (_e582 & 4294967295uL);
            uint64_t l_167_ = (l_166_ * l_165_);
            uint64_t _e586 = l_mut_158_;
            uint64_t l_168_ = (_e586 >> uint(32uL));
            uint64_t l_169_ = (l_168_ * l_165_);
            uint64_t l_170_ = (l_169_ << uint(32uL));
            uint64_t l_171_ = (l_167_ + l_170_);
            uint64_t l_172_ = (l_169_ >> uint(32uL));
            bool l_173_ = (l_171_ < l_167_);
            uint64_t l_174_ = uint64_t(l_173_);
            uint64_t l_175_ = (l_172_ + l_174_);
            l_mut_105_ = l_171_;
            if (false) {
                l_mut_105_ = l_175_;
            } else {
                if (false) {
                    uint64_t l_179_ = (l_175_ << uint(64uL));
                    uint64_t l_181_ = (l_171_ >> uint(0uL));
                    uint64_t l_182_ = (l_179_ | l_181_);
                    l_mut_105_ = l_182_;
                }
            }
            uint64_t l_183_ = uint64_t(l_13_);
            uint64_t _e616 = l_mut_158_;
            uint64_t l_184_ = (_e616 & 4294967295uL);
            uint64_t l_185_ = (l_184_ * l_183_);
            uint64_t _e620 = l_mut_158_;
            uint64_t l_186_ = (_e620 >> uint(32uL));
            uint64_t l_187_ = (l_186_ * l_183_);
            uint64_t l_188_ = (l_187_ << uint(32uL));
            uint64_t l_189_ = (l_185_ + l_188_);
            uint64_t l_190_ = (l_187_ >> uint(32uL));
            bool l_191_ = (l_189_ < l_185_);
            uint64_t l_192_ = uint64_t(l_191_);
            uint64_t l_193_ = (l_190_ + l_192_);
            l_mut_158_ = l_189_;
            if (true) {
                l_mut_158_ = l_193_;
            } else {
                if (true) {
                    uint64_t l_197_ = (l_193_ << uint(0uL));
                    uint64_t l_199_ = (l_189_ >> uint(64uL));
                    uint64_t l_200_ = (l_197_ | l_199_);
                    l_mut_158_ = l_200_;
                }
            }
            uint64_t l_201_ = uint64_t(l_13_);
            uint64_t _e650 = l_mut_105_;
            uint64_t l_202_ = (_e650 & 4294967295uL);
            uint64_t l_203_ = (l_202_ * l_201_);
            uint64_t _e654 = l_mut_105_;
            uint64_t l_204_ = (_e654 >> uint(32uL));
            uint64_t l_205_ = (l_204_ * l_201_);
            uint64_t l_206_ = (l_205_ << uint(32uL));
            uint64_t l_207_ = (l_203_ + l_206_);
            uint64_t l_208_ = (l_205_ >> uint(32uL));
            bool l_209_ = (l_207_ < l_203_);
            uint64_t l_210_ = uint64_t(l_209_);
            uint64_t l_211_ = (l_208_ + l_210_);
            l_mut_212_ = l_207_;
            if (false) {
                l_mut_212_ = l_211_;
            } else {
                if (false) {
                    uint64_t l_216_ = (l_211_ << uint(64uL));
                    uint64_t l_218_ = (l_207_ >> uint(0uL));
                    uint64_t l_219_ = (l_216_ | l_218_);
                    l_mut_212_ = l_219_;
                }
            }
            uint64_t l_220_ = uint64_t(l_13_);
            uint64_t _e684 = l_mut_105_;
            uint64_t l_221_ = (_e684 & 4294967295uL);
            uint64_t l_222_ = (l_221_ * l_220_);
            uint64_t _e688 = l_mut_105_;
            uint64_t l_223_ = (_e688 >> uint(32uL));
            uint64_t l_224_ = (l_223_ * l_220_);
            uint64_t l_225_ = (l_224_ << uint(32uL));
            uint64_t l_226_ = (l_222_ + l_225_);
            uint64_t l_227_ = (l_224_ >> uint(32uL));
            bool l_228_ = (l_226_ < l_222_);
            uint64_t l_229_ = uint64_t(l_228_);
            uint64_t l_230_ = (l_227_ + l_229_);
            l_mut_105_ = l_226_;
            if (true) {
                l_mut_105_ = l_230_;
            } else {
                if (true) {
                    uint64_t l_234_ = (l_230_ << uint(0uL));
                    uint64_t l_236_ = (l_226_ >> uint(64uL));
                    uint64_t l_237_ = (l_234_ | l_236_);
                    l_mut_105_ = l_237_;
                }
            }
            uint64_t l_238_ = uint64_t(l_13_);
            uint64_t _e718 = l_mut_158_;
            uint64_t l_239_ = (_e718 * l_238_);
            uint64_t _e720 = l_mut_105_;
            uint64_t l_240_ = (_e720 + l_239_);
            uint64_t _e722 = l_mut_212_;
            l_mut_127_ = _e722;
            bool l_241_ = (l_131_ == 64u);
            if (l_241_) {
                l_mut_127_ = l_240_;
            } else {
                bool l_242_ = (l_131_ > 0u);
                if (l_242_) {
                    uint l_243_ = (64u - l_131_);
                    uint64_t l_244_ = uint64_t(l_243_);
                    uint64_t l_245_ = (l_240_ << uint(l_244_));
                    uint64_t l_246_ = uint64_t(l_131_);
                    uint64_t _e734 = l_mut_212_;
                    uint64_t l_247_ = (_e734 >> uint(l_246_));
                    uint64_t l_248_ = (l_245_ + l_247_);
                    l_mut_127_ = l_248_;
                }
            }
            if (l_162_) {
                uint64_t _e740 = l_mut_127_;
                uint64_t l_250_ = (0uL - _e740);
                l_mut_127_ = l_250_;
            }
        }
        uint64_t _e742 = l_mut_127_;
        uint64_t l_251_ = (l_93_ - _e742);
        uint64_t l_252_ = (l_251_ + l_33_);
        uint64_t l_254_ = (0uL - l_130_);
        uint64_t l_255_ = (l_33_ + l_33_);
        l_mut_212_ = l_254_;
        uint64_t l_257_ = (0uL - l_254_);
        l_mut_158_ = l_257_;
        l_mut_127_ = l_252_;
        l_mut_67_ = 1u;
        l_mut_258_ = 1u;
        l_mut_259_ = false;
        uint64_t _e753 = l_mut_127_;
        bool l_260_ = (_e753 < l_255_);
        bool l_261_ = !(l_260_);
        l_mut_262_ = l_261_;
        bool l_263_ = (l_254_ == 0uL);
        if (l_263_) {
            bool _e758 = l_mut_262_;
            l_mut_259_ = _e758;
            l_mut_262_ = false;
        }
        bool _e760 = l_mut_262_;
        if (_e760) {
            uint64_t l_264_ = (l_254_ >> uint(63uL));
            bool l_265_ = (l_264_ == 1uL);
            l_mut_105_ = l_254_;
            if (l_265_) {
                uint64_t l_267_ = (0uL - l_254_);
                l_mut_105_ = l_267_;
            }
            uint l_268_ = (l_13_ - 1u);
            uint64_t l_269_ = uint64_t(l_268_);
            uint64_t _e772 = l_mut_105_;
            uint64_t l_270_ = (_e772 * l_269_);
            l_mut_271_ = 0u;
            uint l_272_ = (l_13_ - 1u);
            uint64_t l_273_ = uint64_t(l_272_);
            uint64_t _e778 = l_mut_105_;
            uint64_t l_274_ = (_e778 & 4294967295uL);
            uint64_t l_275_ = (l_274_ * l_273_);
            uint64_t _e782 = l_mut_105_;
            uint64_t l_276_ = (_e782 >> uint(32uL));
            uint64_t l_277_ = (l_276_ * l_273_);
            uint64_t l_278_ = (l_277_ << uint(32uL));
            uint64_t l_279_ = (l_275_ + l_278_);
            uint64_t l_280_ = (l_277_ >> uint(32uL));
            bool l_281_ = (l_279_ < l_275_);
            uint64_t l_282_ = uint64_t(l_281_);
            uint64_t l_283_ = (l_280_ + l_282_);
            l_mut_284_ = l_279_;
            if (true) {
                l_mut_284_ = l_283_;
            } else {
                if (true) {
                    uint64_t l_288_ = (l_283_ << uint(0uL));
                    uint64_t l_290_ = (l_279_ >> uint(64uL));
                    uint64_t l_291_ = (l_288_ | l_290_);
                    l_mut_284_ = l_291_;
                }
            }
            uint64_t _e811 = l_mut_284_;
            bool l_292_ = (_e811 == 0uL);
            if (l_292_) {
                l_mut_284_ = l_252_;
                if (l_265_) {
                    uint64_t l_294_ = (0uL - l_252_);
                    bool l_295_ = (l_252_ == 0uL);
                    bool l_296_ = !(l_295_);
                    bool l_297_ = (l_270_ < l_294_);
                    bool l_298_ = !(l_297_);
                    if (l_296_) {
                        local_1 = l_298_;
                    } else {
                        local_1 = false;
                    }
                    bool l_299_ = local_1;
                    if (l_299_) {
                        uint l_300_ = (l_13_ - 1u);
                        l_mut_301_ = l_294_;
                        uint64_t _e827 = l_mut_105_;
                        bool l_302_ = (l_294_ < _e827);
                        bool l_303_ = !(l_302_);
                        if (l_303_) {
                            l_mut_304_ = 0u;
                            uint64_t _e831 = l_mut_105_;
                            bool l_305_ = (_e831 < l_294_);
                            if (l_305_) {
                                uint64_t l_306_ = (l_294_ - 1uL);
                                uint64_t _e835 = l_mut_105_;
                                uint64_t l_307_ = naga_div(l_306_, _e835);
                                uint64_t l_308_ = uint64_t(l_300_);
                                bool l_309_ = (l_307_ < l_308_);
                                uint64_t l_310_ = uint64_t(l_300_);
                                uint64_t l_311_ = (l_309_ ? l_307_ : l_310_);
                                uint l_312_ = uint(l_311_);
                                l_mut_304_ = l_312_;
                            }
                            uint _e843 = l_mut_304_;
                            uint64_t l_313_ = uint64_t(_e843);
                            uint64_t _e845 = l_mut_105_;
                            uint64_t l_314_ = (_e845 * l_313_);
                            uint64_t l_315_ = (l_294_ - l_314_);
                            l_mut_301_ = l_315_;
                            uint64_t _e848 = l_mut_301_;
                            uint64_t _e849 = l_mut_105_;
                            bool l_316_ = (_e848 < _e849);
                            bool l_317_ = !(l_316_);
                            if (l_317_) {
                                uint64_t _e852 = l_mut_301_;
                                uint64_t _e853 = l_mut_105_;
                                uint64_t l_318_ = (_e852 - _e853);
                                l_mut_301_ = l_318_;
                            }
                        }
                        uint64_t _e855 = l_mut_105_;
                        uint64_t _e856 = l_mut_301_;
                        uint64_t l_319_ = (_e855 - _e856);
                        l_mut_301_ = l_319_;
                        uint64_t _e858 = l_mut_105_;
                        bool l_320_ = (l_319_ < _e858);
                        bool l_321_ = !(l_320_);
                        if (l_321_) {
                            uint64_t _e861 = l_mut_105_;
                            uint64_t l_322_ = (l_319_ - _e861);
                            l_mut_301_ = l_322_;
                        }
                        uint64_t _e863 = l_mut_301_;
                        uint64_t _e864 = l_mut_284_;
                        bool l_323_ = (_e863 < _e864);
                        if (l_323_) {
                            uint64_t _e866 = l_mut_301_;
                            l_mut_284_ = _e866;
                        }
                    }
                } else {
                    uint64_t l_324_ = (l_252_ - l_270_);
                    l_mut_284_ = l_324_;
                    bool l_325_ = (l_252_ < l_270_);
                    if (l_325_) {
                        uint l_326_ = (l_13_ - 1u);
                        l_mut_301_ = l_252_;
                        uint64_t _e871 = l_mut_105_;
                        bool l_327_ = (l_252_ < _e871);
                        bool l_328_ = !(l_327_);
                        if (l_328_) {
                            l_mut_304_ = 0u;
                            uint64_t _e875 = l_mut_105_;
                            bool l_329_ = (_e875 < l_252_);
                            if (l_329_) {
                                uint64_t l_330_ = (l_252_ - 1uL);
                                uint64_t _e879 = l_mut_105_;
                                uint64_t l_331_ = naga_div(l_330_, _e879);
                                uint64_t l_332_ = uint64_t(l_326_);
                                bool l_333_ = (l_331_ < l_332_);
                                uint64_t l_334_ = uint64_t(l_326_);
                                uint64_t l_335_ = (l_333_ ? l_331_ : l_334_);
                                uint l_336_ = uint(l_335_);
                                l_mut_304_ = l_336_;
                            }
                            uint _e887 = l_mut_304_;
                            uint64_t l_337_ = uint64_t(_e887);
                            uint64_t _e889 = l_mut_105_;
                            uint64_t l_338_ = (_e889 * l_337_);
                            uint64_t l_339_ = (l_252_ - l_338_);
                            l_mut_301_ = l_339_;
                            uint64_t _e892 = l_mut_301_;
                            uint64_t _e893 = l_mut_105_;
                            bool l_340_ = (_e892 < _e893);
                            bool l_341_ = !(l_340_);
                            if (l_341_) {
                                uint64_t _e896 = l_mut_301_;
                                uint64_t _e897 = l_mut_105_;
                                uint64_t l_342_ = (_e896 - _e897);
                                l_mut_301_ = l_342_;
                            }
                        }
                        uint64_t _e899 = l_mut_301_;
                        uint64_t _e900 = l_mut_284_;
                        bool l_343_ = (_e899 < _e900);
                        if (l_343_) {
                            uint64_t _e902 = l_mut_301_;
                            l_mut_284_ = _e902;
                        }
                    }
                }
                uint64_t _e903 = l_mut_284_;
                bool l_344_ = (_e903 < l_255_);
                bool l_345_ = !(l_344_);
                uint l_346_ = uint(l_345_);
                uint l_347_ = (2u - l_346_);
                l_mut_271_ = l_347_;
            }
            uint _e909 = l_mut_271_;
            bool l_348_ = (_e909 > 0u);
            if (l_348_) {
                uint _e912 = l_mut_271_;
                bool l_349_ = (_e912 == 1u);
                l_mut_259_ = l_349_;
                l_mut_262_ = false;
            }
        }
        l_mut_350_ = false;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            bool _e917 = l_mut_262_;
            bool l_351_ = !(_e917);
            if (l_351_) {
                break;
            }
            uint64_t _e919 = l_mut_127_;
            uint64_t _e920 = l_mut_212_;
            bool l_352_ = (_e919 < _e920);
            if (l_352_) {
                uint64_t _e922 = l_mut_212_;
                uint64_t _e923 = l_mut_127_;
                uint64_t l_353_ = (_e922 - _e923);
                uint64_t _e925 = l_mut_212_;
                l_mut_301_ = _e925;
                uint64_t _e926 = l_mut_212_;
                bool l_354_ = (l_353_ < _e926);
                if (l_354_) {
                    l_mut_301_ = l_353_;
                }
                l_mut_355_ = false;
                l_mut_355_ = true;
                l_mut_304_ = 0u;
                uint64_t _e931 = l_mut_158_;
                bool l_356_ = (_e931 == 0uL);
                bool l_357_ = !(l_356_);
                bool _e935 = l_mut_355_;
                if (_e935) {
                    local_2 = l_357_;
                } else {
                    local_2 = false;
                }
                bool l_358_ = local_2;
                uint64_t _e940 = l_mut_158_;
                uint64_t _e941 = l_mut_301_;
                bool l_359_ = (_e940 < _e941);
                if (l_358_) {
                    local_3 = l_359_;
                } else {
                    local_3 = false;
                }
                bool l_360_ = local_3;
                uint _e947 = l_mut_67_;
                uint _e948 = l_mut_258_;
                uint l_361_ = (_e947 + _e948);
                bool l_362_ = (l_361_ < l_13_);
                if (l_360_) {
                    local_4 = l_362_;
                } else {
                    local_4 = false;
                }
                bool l_363_ = local_4;
                if (l_363_) {
                    uint _e955 = l_mut_67_;
                    uint l_364_ = (l_13_ - _e955);
                    uint _e957 = l_mut_258_;
                    uint l_365_ = (l_364_ - _e957);
                    uint _e959 = l_mut_67_;
                    uint l_366_ = naga_div(l_365_, _e959);
                    uint64_t _e961 = l_mut_301_;
                    uint64_t l_367_ = (_e961 - 1uL);
                    uint64_t _e964 = l_mut_158_;
                    uint64_t l_368_ = naga_div(l_367_, _e964);
                    uint64_t l_369_ = uint64_t(l_366_);
                    bool l_370_ = (l_368_ < l_369_);
                    uint64_t l_371_ = uint64_t(l_366_);
                    uint64_t l_372_ = (l_370_ ? l_368_ : l_371_);
                    uint l_373_ = uint(l_372_);
                    l_mut_304_ = l_373_;
                }
                uint _e972 = l_mut_304_;
                bool l_374_ = (_e972 > 0u);
                if (l_374_) {
                    uint _e975 = l_mut_304_;
                    uint64_t l_375_ = uint64_t(_e975);
                    uint64_t _e977 = l_mut_158_;
                    uint64_t l_376_ = (_e977 * l_375_);
                    uint64_t _e979 = l_mut_212_;
                    uint64_t l_377_ = (_e979 - l_376_);
                    l_mut_212_ = l_377_;
                    uint _e981 = l_mut_304_;
                    uint _e982 = l_mut_67_;
                    uint l_378_ = (_e981 * _e982);
                    uint _e984 = l_mut_258_;
                    l_mut_258_ = (_e984 + l_378_);
                } else {
                    uint _e986 = l_mut_67_;
                    uint l_379_ = (l_13_ - _e986);
                    uint _e988 = l_mut_258_;
                    uint l_380_ = naga_div(l_379_, _e988);
                    l_mut_304_ = 0u;
                    l_mut_355_ = false;
                    l_mut_355_ = true;
                    uint64_t _e993 = l_mut_212_;
                    bool l_381_ = (_e993 == 0uL);
                    if (l_381_) {
                        l_mut_304_ = l_380_;
                    } else {
                        bool _e996 = l_mut_355_;
                        if (_e996) {
                            uint64_t _e997 = l_mut_212_;
                            uint64_t _e998 = l_mut_158_;
                            bool l_382_ = (_e997 < _e998);
                            if (l_382_) {
                                uint64_t _e1000 = l_mut_158_;
                                uint64_t l_383_ = (_e1000 - 1uL);
                                uint64_t _e1003 = l_mut_212_;
                                uint64_t l_384_ = naga_div(l_383_, _e1003);
                                uint64_t l_385_ = uint64_t(l_380_);
                                bool l_386_ = (l_384_ < l_385_);
                                uint64_t l_387_ = uint64_t(l_380_);
                                uint64_t l_388_ = (l_386_ ? l_384_ : l_387_);
                                uint l_389_ = uint(l_388_);
                                l_mut_304_ = l_389_;
                            }
                        } else {
                            uint64_t _e1011 = l_mut_158_;
                            l_mut_301_ = _e1011;
                            uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                uint64_t _e1012 = l_mut_212_;
                                uint64_t _e1013 = l_mut_301_;
                                bool l_390_ = (_e1012 < _e1013);
                                uint _e1015 = l_mut_304_;
                                uint _e1016 = l_mut_258_;
                                uint l_391_ = (_e1015 * _e1016);
                                uint _e1018 = l_mut_67_;
                                uint l_392_ = (_e1018 + l_391_);
                                uint _e1020 = l_mut_258_;
                                uint l_393_ = (l_392_ + _e1020);
                                bool l_394_ = (l_393_ < l_13_);
                                if (l_390_) {
                                    local_5 = l_394_;
                                } else {
                                    local_5 = false;
                                }
                                bool l_395_ = local_5;
                                bool l_396_ = !(l_395_);
                                if (l_396_) {
                                    break;
                                }
                                uint64_t _e1028 = l_mut_301_;
                                uint64_t _e1029 = l_mut_212_;
                                uint64_t l_397_ = (_e1028 - _e1029);
                                l_mut_301_ = l_397_;
                                uint _e1031 = l_mut_304_;
                                l_mut_304_ = (_e1031 + 1u);
                            }
                        }
                    }
                    uint _e1034 = l_mut_304_;
                    uint _e1035 = l_mut_258_;
                    uint l_398_ = (_e1034 * _e1035);
                    uint _e1037 = l_mut_67_;
                    uint l_399_ = (_e1037 + l_398_);
                    uint _e1039 = l_mut_258_;
                    uint l_400_ = (l_399_ + _e1039);
                    bool l_401_ = (l_400_ >= l_13_);
                    if (l_401_) {
                        l_mut_259_ = true;
                        l_mut_262_ = false;
                    } else {
                        uint _e1044 = l_mut_304_;
                        uint64_t l_402_ = uint64_t(_e1044);
                        uint64_t _e1046 = l_mut_212_;
                        uint64_t l_403_ = (_e1046 * l_402_);
                        uint64_t _e1048 = l_mut_158_;
                        uint64_t l_404_ = (_e1048 - l_403_);
                        l_mut_158_ = l_404_;
                        uint _e1050 = l_mut_304_;
                        uint _e1051 = l_mut_258_;
                        uint l_405_ = (_e1050 * _e1051);
                        uint _e1053 = l_mut_67_;
                        l_mut_67_ = (_e1053 + l_405_);
                        uint64_t _e1055 = l_mut_212_;
                        uint64_t _e1056 = l_mut_158_;
                        uint64_t l_406_ = (_e1055 - _e1056);
                        l_mut_212_ = l_406_;
                        uint _e1058 = l_mut_258_;
                        uint _e1059 = l_mut_67_;
                        l_mut_258_ = (_e1058 + _e1059);
                    }
                }
            } else {
                uint64_t _e1061 = l_mut_127_;
                uint64_t l_407_ = (_e1061 - l_255_);
                uint64_t _e1063 = l_mut_158_;
                l_mut_301_ = _e1063;
                uint64_t _e1064 = l_mut_158_;
                bool l_408_ = (l_407_ < _e1064);
                if (l_408_) {
                    l_mut_301_ = l_407_;
                }
                l_mut_355_ = false;
                l_mut_355_ = true;
                l_mut_304_ = 0u;
                uint64_t _e1069 = l_mut_212_;
                bool l_409_ = (_e1069 == 0uL);
                bool l_410_ = !(l_409_);
                bool _e1073 = l_mut_355_;
                if (_e1073) {
                    local_6 = l_410_;
                } else {
                    local_6 = false;
                }
                bool l_411_ = local_6;
                uint64_t _e1078 = l_mut_212_;
                uint64_t _e1079 = l_mut_301_;
                bool l_412_ = (_e1078 < _e1079);
                if (l_411_) {
                    local_7 = l_412_;
                } else {
                    local_7 = false;
                }
                bool l_413_ = local_7;
                uint _e1085 = l_mut_258_;
                uint _e1086 = l_mut_67_;
                uint l_414_ = (_e1085 + _e1086);
                bool l_415_ = (l_414_ < l_13_);
                if (l_413_) {
                    local_8 = l_415_;
                } else {
                    local_8 = false;
                }
                bool l_416_ = local_8;
                if (l_416_) {
                    uint _e1093 = l_mut_258_;
                    uint l_417_ = (l_13_ - _e1093);
                    uint _e1095 = l_mut_67_;
                    uint l_418_ = (l_417_ - _e1095);
                    uint _e1097 = l_mut_258_;
                    uint l_419_ = naga_div(l_418_, _e1097);
                    uint64_t _e1099 = l_mut_301_;
                    uint64_t l_420_ = (_e1099 - 1uL);
                    uint64_t _e1102 = l_mut_212_;
                    uint64_t l_421_ = naga_div(l_420_, _e1102);
                    uint64_t l_422_ = uint64_t(l_419_);
                    bool l_423_ = (l_421_ < l_422_);
                    uint64_t l_424_ = uint64_t(l_419_);
                    uint64_t l_425_ = (l_423_ ? l_421_ : l_424_);
                    uint l_426_ = uint(l_425_);
                    l_mut_304_ = l_426_;
                }
                uint _e1110 = l_mut_304_;
                bool l_427_ = (_e1110 > 0u);
                if (l_427_) {
                    uint _e1113 = l_mut_304_;
                    uint64_t l_428_ = uint64_t(_e1113);
                    uint64_t _e1115 = l_mut_212_;
                    uint64_t l_429_ = (_e1115 * l_428_);
                    uint64_t _e1117 = l_mut_127_;
                    uint64_t l_430_ = (_e1117 - l_429_);
                    l_mut_127_ = l_430_;
                    uint64_t _e1119 = l_mut_158_;
                    uint64_t l_431_ = (_e1119 - l_429_);
                    l_mut_158_ = l_431_;
                    uint _e1121 = l_mut_304_;
                    uint _e1122 = l_mut_258_;
                    uint l_432_ = (_e1121 * _e1122);
                    uint _e1124 = l_mut_67_;
                    l_mut_67_ = (_e1124 + l_432_);
                } else {
                    uint64_t _e1126 = l_mut_127_;
                    uint64_t _e1127 = l_mut_212_;
                    uint64_t l_433_ = (_e1126 - _e1127);
                    l_mut_127_ = l_433_;
                    uint64_t _e1129 = l_mut_127_;
                    bool l_434_ = (_e1129 < l_255_);
                    if (l_434_) {
                        l_mut_262_ = false;
                    } else {
                        uint _e1132 = l_mut_258_;
                        uint l_435_ = (l_13_ - _e1132);
                        uint _e1134 = l_mut_67_;
                        uint l_436_ = naga_div(l_435_, _e1134);
                        l_mut_304_ = 0u;
                        l_mut_355_ = false;
                        l_mut_355_ = true;
                        uint64_t _e1139 = l_mut_158_;
                        bool l_437_ = (_e1139 == 0uL);
                        if (l_437_) {
                            l_mut_304_ = l_436_;
                        } else {
                            bool _e1142 = l_mut_355_;
                            if (_e1142) {
                                uint64_t _e1143 = l_mut_158_;
                                uint64_t _e1144 = l_mut_212_;
                                bool l_438_ = (_e1143 < _e1144);
                                if (l_438_) {
                                    uint64_t _e1146 = l_mut_212_;
                                    uint64_t l_439_ = (_e1146 - 1uL);
                                    uint64_t _e1149 = l_mut_158_;
                                    uint64_t l_440_ = naga_div(l_439_, _e1149);
                                    uint64_t l_441_ = uint64_t(l_436_);
                                    bool l_442_ = (l_440_ < l_441_);
                                    uint64_t l_443_ = uint64_t(l_436_);
                                    uint64_t l_444_ = (l_442_ ? l_440_ : l_443_);
                                    uint l_445_ = uint(l_444_);
                                    l_mut_304_ = l_445_;
                                }
                            } else {
                                uint64_t _e1157 = l_mut_212_;
                                l_mut_301_ = _e1157;
                                uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                                    loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                                    uint64_t _e1158 = l_mut_158_;
                                    uint64_t _e1159 = l_mut_301_;
                                    bool l_446_ = (_e1158 < _e1159);
                                    uint _e1161 = l_mut_304_;
                                    uint _e1162 = l_mut_67_;
                                    uint l_447_ = (_e1161 * _e1162);
                                    uint _e1164 = l_mut_258_;
                                    uint l_448_ = (_e1164 + l_447_);
                                    uint _e1166 = l_mut_67_;
                                    uint l_449_ = (l_448_ + _e1166);
                                    bool l_450_ = (l_449_ < l_13_);
                                    if (l_446_) {
                                        local_9 = l_450_;
                                    } else {
                                        local_9 = false;
                                    }
                                    bool l_451_ = local_9;
                                    bool l_452_ = !(l_451_);
                                    if (l_452_) {
                                        break;
                                    }
                                    uint64_t _e1174 = l_mut_301_;
                                    uint64_t _e1175 = l_mut_158_;
                                    uint64_t l_453_ = (_e1174 - _e1175);
                                    l_mut_301_ = l_453_;
                                    uint _e1177 = l_mut_304_;
                                    l_mut_304_ = (_e1177 + 1u);
                                }
                            }
                        }
                        uint _e1180 = l_mut_67_;
                        uint _e1181 = l_mut_258_;
                        uint l_454_ = (_e1180 + _e1181);
                        uint _e1183 = l_mut_304_;
                        uint _e1184 = l_mut_67_;
                        uint l_455_ = (_e1183 * _e1184);
                        uint l_456_ = (l_454_ + l_455_);
                        bool l_457_ = (l_456_ >= l_13_);
                        if (l_457_) {
                            l_mut_259_ = true;
                            l_mut_262_ = false;
                        } else {
                            uint _e1190 = l_mut_304_;
                            uint64_t l_458_ = uint64_t(_e1190);
                            uint64_t _e1192 = l_mut_158_;
                            uint64_t l_459_ = (_e1192 * l_458_);
                            uint64_t _e1194 = l_mut_212_;
                            uint64_t l_460_ = (_e1194 - l_459_);
                            l_mut_212_ = l_460_;
                            uint _e1196 = l_mut_304_;
                            uint _e1197 = l_mut_67_;
                            uint l_461_ = (_e1196 * _e1197);
                            uint _e1199 = l_mut_258_;
                            l_mut_258_ = (_e1199 + l_461_);
                            uint64_t _e1201 = l_mut_158_;
                            uint64_t _e1202 = l_mut_212_;
                            uint64_t l_462_ = (_e1201 - _e1202);
                            l_mut_158_ = l_462_;
                            uint _e1204 = l_mut_67_;
                            uint _e1205 = l_mut_258_;
                            l_mut_67_ = (_e1204 + _e1205);
                        }
                    }
                }
            }
        }
        bool _e1207 = l_mut_259_;
        bool l_463_ = !(_e1207);
        if (l_463_) {
            uint l_599_ = asuint(info.Load(20+0));
            uint l_600_ = (l_599_ * 1u);
            uint l_601_ = (l_600_ - 1u);
            uint l_602_ = min(0u, l_601_);
            uint _e1222; buffer_5_global.InterlockedAdd(l_602_*4, 1u, _e1222);
            uint l_466_ = asuint(info.Load(40+0));
            bool l_467_ = (_e1222 < l_466_);
            if (l_467_) {
                uint l_604_ = asuint(info.Load(16+0));
                uint l_605_ = (l_604_ * 1u);
                bool l_606_ = (_e1222 < l_605_);
                if (l_606_) {
                    buffer_4_global.Store(_e1222*4, asuint(id));
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
}
