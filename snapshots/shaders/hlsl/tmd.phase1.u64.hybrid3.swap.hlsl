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
    bool l_mut_358_ = (bool)0;
    bool l_mut_392_ = (bool)0;
    uint l_mut_418_ = (uint)0;
    uint l_mut_67_ = (uint)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;
    bool local_5 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_517_ = asuint(info.Load(20+0));
        uint l_518_ = (l_517_ * 1u);
        uint l_519_ = (l_518_ - 1u);
        uint l_520_ = min(3u, l_519_);
        uint _e56; buffer_5_global.InterlockedAdd(l_520_*4, 1u, _e56);
    }
    uint l_433_ = asuint(info.Load(12+0));
    uint l_434_ = (l_433_ * 1u);
    bool l_435_ = (0u < l_434_);
    uint l_436_ = (l_434_ - 1u);
    uint l_437_ = min(0u, l_436_);
    uint l_438_ = asuint(buffer_3_global.Load(l_437_*4));
    uint l_4_ = (l_435_ ? l_438_ : 0u);
    uint64_t l_5_ = uint64_t(l_4_);
    uint l_7_ = (0u + 1u);
    uint l_440_ = asuint(info.Load(12+0));
    uint l_441_ = (l_440_ * 1u);
    bool l_442_ = (l_7_ < l_441_);
    uint l_443_ = (l_441_ - 1u);
    uint l_444_ = min(l_7_, l_443_);
    uint l_445_ = asuint(buffer_3_global.Load(l_444_*4));
    uint l_8_ = (l_442_ ? l_445_ : 0u);
    uint64_t l_9_ = uint64_t(l_8_);
    uint64_t l_10_ = (l_9_ << uint(32uL));
    uint64_t l_11_ = (l_5_ | l_10_);
    uint64_t l_12_ = (l_11_ & 4294967295uL);
    uint l_13_ = uint(l_12_);
    uint l_447_ = asuint(info.Load(12+0));
    uint l_448_ = (l_447_ * 1u);
    bool l_449_ = (2u < l_448_);
    uint l_450_ = (l_448_ - 1u);
    uint l_451_ = min(2u, l_450_);
    uint l_452_ = asuint(buffer_3_global.Load(l_451_*4));
    uint l_15_ = (l_449_ ? l_452_ : 0u);
    uint64_t l_16_ = uint64_t(l_15_);
    uint l_18_ = (2u + 1u);
    uint l_454_ = asuint(info.Load(12+0));
    uint l_455_ = (l_454_ * 1u);
    bool l_456_ = (l_18_ < l_455_);
    uint l_457_ = (l_455_ - 1u);
    uint l_458_ = min(l_18_, l_457_);
    uint l_459_ = asuint(buffer_3_global.Load(l_458_*4));
    uint l_19_ = (l_456_ ? l_459_ : 0u);
    uint64_t l_20_ = uint64_t(l_19_);
    uint64_t l_21_ = (l_20_ << uint(32uL));
    uint64_t l_22_ = (l_16_ | l_21_);
    uint64_t l_23_ = (l_22_ & 4294967295uL);
    uint l_24_ = uint(l_23_);
    uint l_461_ = asuint(info.Load(12+0));
    uint l_462_ = (l_461_ * 1u);
    bool l_463_ = (4u < l_462_);
    uint l_464_ = (l_462_ - 1u);
    uint l_465_ = min(4u, l_464_);
    uint l_466_ = asuint(buffer_3_global.Load(l_465_*4));
    uint l_26_ = (l_463_ ? l_466_ : 0u);
    uint64_t l_27_ = uint64_t(l_26_);
    uint l_29_ = (4u + 1u);
    uint l_468_ = asuint(info.Load(12+0));
    uint l_469_ = (l_468_ * 1u);
    bool l_470_ = (l_29_ < l_469_);
    uint l_471_ = (l_469_ - 1u);
    uint l_472_ = min(l_29_, l_471_);
    uint l_473_ = asuint(buffer_3_global.Load(l_472_*4));
    uint l_30_ = (l_470_ ? l_473_ : 0u);
    uint64_t l_31_ = uint64_t(l_30_);
    uint64_t l_32_ = (l_31_ << uint(32uL));
    uint64_t l_33_ = (l_27_ | l_32_);
    uint l_475_ = asuint(info.Load(12+0));
    uint l_476_ = (l_475_ * 1u);
    bool l_477_ = (6u < l_476_);
    uint l_478_ = (l_476_ - 1u);
    uint l_479_ = min(6u, l_478_);
    uint l_480_ = asuint(buffer_3_global.Load(l_479_*4));
    uint l_35_ = (l_477_ ? l_480_ : 0u);
    uint64_t l_36_ = uint64_t(l_35_);
    uint l_38_ = (6u + 1u);
    uint l_482_ = asuint(info.Load(12+0));
    uint l_483_ = (l_482_ * 1u);
    bool l_484_ = (l_38_ < l_483_);
    uint l_485_ = (l_483_ - 1u);
    uint l_486_ = min(l_38_, l_485_);
    uint l_487_ = asuint(buffer_3_global.Load(l_486_*4));
    uint l_39_ = (l_484_ ? l_487_ : 0u);
    uint64_t l_40_ = uint64_t(l_39_);
    uint64_t l_41_ = (l_40_ << uint(32uL));
    uint64_t l_42_ = (l_36_ | l_41_);
    uint l_489_ = asuint(info.Load(12+0));
    uint l_490_ = (l_489_ * 1u);
    bool l_491_ = (8u < l_490_);
    uint l_492_ = (l_490_ - 1u);
    uint l_493_ = min(8u, l_492_);
    uint l_494_ = asuint(buffer_3_global.Load(l_493_*4));
    uint l_44_ = (l_491_ ? l_494_ : 0u);
    uint64_t l_45_ = uint64_t(l_44_);
    uint l_47_ = (8u + 1u);
    uint l_496_ = asuint(info.Load(12+0));
    uint l_497_ = (l_496_ * 1u);
    bool l_498_ = (l_47_ < l_497_);
    uint l_499_ = (l_497_ - 1u);
    uint l_500_ = min(l_47_, l_499_);
    uint l_501_ = asuint(buffer_3_global.Load(l_500_*4));
    uint l_48_ = (l_498_ ? l_501_ : 0u);
    uint64_t l_49_ = uint64_t(l_48_);
    uint64_t l_50_ = (l_49_ << uint(32uL));
    uint64_t l_51_ = (l_45_ | l_50_);
    uint l_503_ = asuint(info.Load(12+0));
    uint l_504_ = (l_503_ * 1u);
    bool l_505_ = (10u < l_504_);
    uint l_506_ = (l_504_ - 1u);
    uint l_507_ = min(10u, l_506_);
    uint l_508_ = asuint(buffer_3_global.Load(l_507_*4));
    uint l_53_ = (l_505_ ? l_508_ : 0u);
    uint64_t l_54_ = uint64_t(l_53_);
    uint l_56_ = (10u + 1u);
    uint l_510_ = asuint(info.Load(12+0));
    uint l_511_ = (l_510_ * 1u);
    bool l_512_ = (l_56_ < l_511_);
    uint l_513_ = (l_511_ - 1u);
    uint l_514_ = min(l_56_, l_513_);
    uint l_515_ = asuint(buffer_3_global.Load(l_514_*4));
    uint l_57_ = (l_512_ ? l_515_ : 0u);
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
    bool l_74_ = (_e330 > 0u);
    if (l_63_) {
        local = l_74_;
    } else {
        local = false;
    }
    bool l_75_ = local;
    if (l_75_) {
        uint l_76_ = (2u * id);
        uint l_522_ = asuint(info.Load(0+0));
        uint l_523_ = (l_522_ * 1u);
        bool l_524_ = (l_76_ < l_523_);
        uint l_525_ = (l_523_ - 1u);
        uint l_526_ = min(l_76_, l_525_);
        uint l_527_ = asuint(buffer_0_global.Load(l_526_*4));
        uint l_77_ = (l_524_ ? l_527_ : 0u);
        uint64_t l_78_ = uint64_t(l_77_);
        uint l_79_ = (2u * id);
        uint l_80_ = (l_79_ + 1u);
        uint l_529_ = asuint(info.Load(0+0));
        uint l_530_ = (l_529_ * 1u);
        bool l_531_ = (l_80_ < l_530_);
        uint l_532_ = (l_530_ - 1u);
        uint l_533_ = min(l_80_, l_532_);
        uint l_534_ = asuint(buffer_0_global.Load(l_533_*4));
        uint l_81_ = (l_531_ ? l_534_ : 0u);
        uint64_t l_82_ = uint64_t(l_81_);
        uint64_t l_83_ = (l_82_ << uint(32uL));
        uint64_t l_84_ = (l_78_ | l_83_);
        uint l_85_ = (2u * id);
        uint l_536_ = asuint(info.Load(4+0));
        uint l_537_ = (l_536_ * 1u);
        bool l_538_ = (l_85_ < l_537_);
        uint l_539_ = (l_537_ - 1u);
        uint l_540_ = min(l_85_, l_539_);
        uint l_541_ = asuint(buffer_1_global.Load(l_540_*4));
        uint l_86_ = (l_538_ ? l_541_ : 0u);
        uint64_t l_87_ = uint64_t(l_86_);
        uint l_88_ = (2u * id);
        uint l_89_ = (l_88_ + 1u);
        uint l_543_ = asuint(info.Load(4+0));
        uint l_544_ = (l_543_ * 1u);
        bool l_545_ = (l_89_ < l_544_);
        uint l_546_ = (l_544_ - 1u);
        uint l_547_ = min(l_89_, l_546_);
        uint l_548_ = asuint(buffer_1_global.Load(l_547_*4));
        uint l_90_ = (l_545_ ? l_548_ : 0u);
        uint64_t l_91_ = uint64_t(l_90_);
        uint64_t l_92_ = (l_91_ << uint(32uL));
        uint64_t l_93_ = (l_87_ | l_92_);
        uint l_94_ = (2u * id);
        uint l_550_ = asuint(info.Load(8+0));
        uint l_551_ = (l_550_ * 1u);
        bool l_552_ = (l_94_ < l_551_);
        uint l_553_ = (l_551_ - 1u);
        uint l_554_ = min(l_94_, l_553_);
        uint l_555_ = asuint(buffer_2_global.Load(l_554_*4));
        uint l_95_ = (l_552_ ? l_555_ : 0u);
        uint64_t l_96_ = uint64_t(l_95_);
        uint l_97_ = (2u * id);
        uint l_98_ = (l_97_ + 1u);
        uint l_557_ = asuint(info.Load(8+0));
        uint l_558_ = (l_557_ * 1u);
        bool l_559_ = (l_98_ < l_558_);
        uint l_560_ = (l_558_ - 1u);
        uint l_561_ = min(l_98_, l_560_);
        uint l_562_ = asuint(buffer_2_global.Load(l_561_*4));
        uint l_99_ = (l_559_ ? l_562_ : 0u);
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
        uint64_t _e475 = l_mut_105_;
        uint64_t l_109_ = (_e475 & 4294967295uL);
        uint64_t l_110_ = (l_109_ * l_108_);
        uint64_t _e479 = l_mut_105_;
        uint64_t l_111_ = (_e479 >> uint(32uL));
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
        uint64_t _e512 = l_mut_105_;
        l_mut_127_ = _e512;
        if (l_104_) {
            uint64_t _e514 = l_mut_127_;
            uint64_t l_129_ = (0uL - _e514);
            l_mut_127_ = l_129_;
        }
        uint64_t _e516 = l_mut_127_;
        uint64_t l_130_ = (l_84_ + _e516);
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
            uint64_t _e533 = l_mut_105_;
            uint64_t l_140_ = (_e533 & 4294967295uL);
            uint64_t l_141_ = (l_140_ * l_139_);
            uint64_t _e537 = l_mut_105_;
            uint64_t l_142_ = (_e537 >> uint(32uL));
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
            uint64_t _e570 = l_mut_105_;
            l_mut_158_ = _e570;
            if (l_136_) {
                uint64_t _e572 = l_mut_158_;
                uint64_t l_160_ = (0uL - _e572);
                l_mut_158_ = l_160_;
            }
            uint64_t _e574 = l_mut_158_;
            l_mut_127_ = _e574;
        } else {
            uint64_t l_161_ = (l_102_ >> uint(63uL));
            bool l_162_ = (l_161_ == 1uL);
            l_mut_158_ = l_102_;
            if (l_162_) {
                uint64_t l_164_ = (0uL - l_102_);
                l_mut_158_ = l_164_;
            }
            uint64_t l_165_ = uint64_t(l_13_);
            uint64_t _e584 = l_mut_158_;
            uint64_t l_166_ = (_e584 & 4294967295uL);
            uint64_t l_167_ = (l_166_ * l_165_);
            uint64_t _e588 = l_mut_158_;
            uint64_t l_168_ = (_e588 >> uint(32uL));
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
            uint64_t _e618 = l_mut_158_;
            uint64_t l_184_ = (_e618 & 4294967295uL);
            uint64_t l_185_ = (l_184_ * l_183_);
            uint64_t _e622 = l_mut_158_;
            uint64_t l_186_ = (_e622 >> uint(32uL));
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
            uint64_t _e652 = l_mut_105_;
            uint64_t l_202_ = (_e652 & 4294967295uL);
            uint64_t l_203_ = (l_202_ * l_201_);
            uint64_t _e656 = l_mut_105_;
            uint64_t l_204_ = (_e656 >> uint(32uL));
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
            uint64_t _e686 = l_mut_105_;
            uint64_t l_221_ = (_e686 & 4294967295uL);
            uint64_t l_222_ = (l_221_ * l_220_);
            uint64_t _e690 = l_mut_105_;
            uint64_t l_223_ = (_e690 >> uint(32uL));
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
            uint64_t _e720 = l_mut_158_;
            uint64_t l_239_ = (_e720 * l_238_);
            uint64_t _e722 = l_mut_105_;
            uint64_t l_240_ = (_e722 + l_239_);
            uint64_t _e724 = l_mut_212_;
            l_mut_127_ = _e724;
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
                    uint64_t _e736 = l_mut_212_;
                    uint64_t l_247_ = (_e736 >> uint(l_246_));
                    uint64_t l_248_ = (l_245_ + l_247_);
                    l_mut_127_ = l_248_;
                }
            }
            if (l_162_) {
                uint64_t _e742 = l_mut_127_;
                uint64_t l_250_ = (0uL - _e742);
                l_mut_127_ = l_250_;
            }
        }
        uint64_t _e744 = l_mut_127_;
        uint64_t l_251_ = (l_93_ - _e744);
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
        uint64_t _e755 = l_mut_127_;
        bool l_260_ = (_e755 < l_255_);
        bool l_261_ = !(l_260_);
        l_mut_262_ = l_261_;
        bool l_263_ = (l_254_ == 0uL);
        if (l_263_) {
            bool _e760 = l_mut_262_;
            l_mut_259_ = _e760;
            l_mut_262_ = false;
        }
        bool _e762 = l_mut_262_;
        if (_e762) {
            uint64_t l_264_ = (l_254_ >> uint(63uL));
            bool l_265_ = (l_264_ == 1uL);
            l_mut_105_ = l_254_;
            if (l_265_) {
                uint64_t l_267_ = (0uL - l_254_);
                l_mut_105_ = l_267_;
            }
            uint l_268_ = (l_13_ - 1u);
            uint64_t l_269_ = uint64_t(l_268_);
            uint64_t _e774 = l_mut_105_;
            uint64_t l_270_ = (_e774 * l_269_);
            l_mut_271_ = 0u;
            uint l_272_ = (l_13_ - 1u);
            uint64_t l_273_ = uint64_t(l_272_);
            uint64_t _e780 = l_mut_105_;
            uint64_t l_274_ = (_e780 & 4294967295uL);
            uint64_t l_275_ = (l_274_ * l_273_);
            uint64_t _e784 = l_mut_105_;
            uint64_t l_276_ = (_e784 >> uint(32uL));
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
            uint64_t _e813 = l_mut_284_;
            bool l_292_ = (_e813 == 0uL);
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
                        uint64_t _e829 = l_mut_105_;
                        bool l_302_ = (l_294_ < _e829);
                        bool l_303_ = !(l_302_);
                        if (l_303_) {
                            l_mut_304_ = 0u;
                            uint64_t _e833 = l_mut_105_;
                            bool l_305_ = (_e833 < l_294_);
                            if (l_305_) {
                                uint64_t l_306_ = (l_294_ - 1uL);
                                uint64_t _e837 = l_mut_105_;
                                uint64_t l_307_ = naga_div(l_306_, _e837);
                                uint64_t l_308_ = uint64_t(l_300_);
                                bool l_309_ = (l_307_ < l_308_);
                                uint64_t l_310_ = uint64_t(l_300_);
                                uint64_t l_311_ = (l_309_ ? l_307_ : l_310_);
                                uint l_312_ = uint(l_311_);
                                l_mut_304_ = l_312_;
                            }
                            uint _e845 = l_mut_304_;
                            uint64_t l_313_ = uint64_t(_e845);
                            uint64_t _e847 = l_mut_105_;
                            uint64_t l_314_ = (_e847 * l_313_);
                            uint64_t l_315_ = (l_294_ - l_314_);
                            l_mut_301_ = l_315_;
                            uint64_t _e850 = l_mut_301_;
                            uint64_t _e851 = l_mut_105_;
                            bool l_316_ = (_e850 < _e851);
                            bool l_317_ = !(l_316_);
                            if (l_317_) {
                                uint64_t _e854 = l_mut_301_;
                                uint64_t _e855 = l_mut_105_;
                                uint64_t l_318_ = (_e854 - _e855);
                                l_mut_301_ = l_318_;
                            }
                        }
                        uint64_t _e857 = l_mut_105_;
                        uint64_t _e858 = l_mut_301_;
                        uint64_t l_319_ = (_e857 - _e858);
                        l_mut_301_ = l_319_;
                        uint64_t _e860 = l_mut_105_;
                        bool l_320_ = (l_319_ < _e860);
                        bool l_321_ = !(l_320_);
                        if (l_321_) {
                            uint64_t _e863 = l_mut_105_;
                            uint64_t l_322_ = (l_319_ - _e863);
                            l_mut_301_ = l_322_;
                        }
                        uint64_t _e865 = l_mut_301_;
                        uint64_t _e866 = l_mut_284_;
                        bool l_323_ = (_e865 < _e866);
                        if (l_323_) {
                            uint64_t _e868 = l_mut_301_;
                            l_mut_284_ = _e868;
                        }
                    }
                } else {
                    uint64_t l_324_ = (l_252_ - l_270_);
                    l_mut_284_ = l_324_;
                    bool l_325_ = (l_252_ < l_270_);
                    if (l_325_) {
                        uint l_326_ = (l_13_ - 1u);
                        l_mut_301_ = l_252_;
                        uint64_t _e873 = l_mut_105_;
                        bool l_327_ = (l_252_ < _e873);
                        bool l_328_ = !(l_327_);
                        if (l_328_) {
                            l_mut_304_ = 0u;
                            uint64_t _e877 = l_mut_105_;
                            bool l_329_ = (_e877 < l_252_);
                            if (l_329_) {
                                uint64_t l_330_ = (l_252_ - 1uL);
                                uint64_t _e881 = l_mut_105_;
                                uint64_t l_331_ = naga_div(l_330_, _e881);
                                uint64_t l_332_ = uint64_t(l_326_);
                                bool l_333_ = (l_331_ < l_332_);
                                uint64_t l_334_ = uint64_t(l_326_);
                                uint64_t l_335_ = (l_333_ ? l_331_ : l_334_);
                                uint l_336_ = uint(l_335_);
                                l_mut_304_ = l_336_;
                            }
                            uint _e889 = l_mut_304_;
                            uint64_t l_337_ = uint64_t(_e889);
                            uint64_t _e891 = l_mut_105_;
                            uint64_t l_338_ = (_e891 * l_337_);
                            uint64_t l_339_ = (l_252_ - l_338_);
                            l_mut_301_ = l_339_;
                            uint64_t _e894 = l_mut_301_;
                            uint64_t _e895 = l_mut_105_;
                            bool l_340_ = (_e894 < _e895);
                            bool l_341_ = !(l_340_);
                            if (l_341_) {
                                uint64_t _e898 = l_mut_301_;
                                uint64_t _e899 = l_mut_105_;
                                uint64_t l_342_ = (_e898 - _e899);
                                l_mut_301_ = l_342_;
                            }
                        }
                        uint64_t _e901 = l_mut_301_;
                        uint64_t _e902 = l_mut_284_;
                        bool l_343_ = (_e901 < _e902);
                        if (l_343_) {
                            uint64_t _e904 = l_mut_301_;
                            l_mut_284_ = _e904;
                        }
                    }
                }
                uint64_t _e905 = l_mut_284_;
                bool l_344_ = (_e905 < l_255_);
                bool l_345_ = !(l_344_);
                uint l_346_ = uint(l_345_);
                uint l_347_ = (2u - l_346_);
                l_mut_271_ = l_347_;
            }
            uint _e911 = l_mut_271_;
            bool l_348_ = (_e911 > 0u);
            if (l_348_) {
                uint _e914 = l_mut_271_;
                bool l_349_ = (_e914 == 1u);
                l_mut_259_ = l_349_;
                l_mut_262_ = false;
            }
        }
        l_mut_350_ = false;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            bool _e919 = l_mut_262_;
            bool l_351_ = !(_e919);
            if (l_351_) {
                break;
            }
            uint64_t _e921 = l_mut_212_;
            l_mut_301_ = _e921;
            bool _e922 = l_mut_350_;
            if (_e922) {
                uint64_t _e923 = l_mut_158_;
                l_mut_301_ = _e923;
            }
            uint64_t _e924 = l_mut_127_;
            uint64_t _e925 = l_mut_301_;
            bool l_352_ = (_e924 < _e925);
            bool l_353_ = !(l_352_);
            bool _e928 = l_mut_350_;
            bool l_354_ = (l_353_ != _e928);
            if (l_354_) {
                uint64_t _e930 = l_mut_212_;
                l_mut_301_ = _e930;
                uint64_t _e931 = l_mut_158_;
                l_mut_212_ = _e931;
                uint64_t _e932 = l_mut_301_;
                l_mut_158_ = _e932;
                uint _e933 = l_mut_67_;
                l_mut_304_ = _e933;
                uint _e934 = l_mut_258_;
                l_mut_67_ = _e934;
                uint _e935 = l_mut_304_;
                l_mut_258_ = _e935;
                l_mut_350_ = l_353_;
            }
            uint64_t _e936 = l_mut_212_;
            uint64_t _e937 = l_mut_127_;
            uint64_t l_355_ = (_e936 - _e937);
            l_mut_301_ = l_355_;
            bool _e939 = l_mut_350_;
            if (_e939) {
                uint64_t _e940 = l_mut_127_;
                uint64_t l_356_ = (_e940 - l_255_);
                l_mut_301_ = l_356_;
            }
            uint64_t _e942 = l_mut_212_;
            l_mut_284_ = _e942;
            uint64_t _e943 = l_mut_301_;
            uint64_t _e944 = l_mut_212_;
            bool l_357_ = (_e943 < _e944);
            if (l_357_) {
                uint64_t _e946 = l_mut_301_;
                l_mut_284_ = _e946;
            }
            l_mut_358_ = false;
            uint64_t _e949 = l_mut_284_;
            uint64_t l_360_ = (_e949 >> uint(3uL));
            uint64_t _e953 = l_mut_158_;
            bool l_361_ = (l_360_ < _e953);
            bool l_362_ = !(l_361_);
            l_mut_358_ = l_362_;
            l_mut_304_ = 0u;
            uint64_t _e957 = l_mut_158_;
            bool l_363_ = (_e957 == 0uL);
            bool l_364_ = !(l_363_);
            bool _e961 = l_mut_358_;
            if (_e961) {
                local_2 = l_364_;
            } else {
                local_2 = false;
            }
            bool l_365_ = local_2;
            uint64_t _e966 = l_mut_158_;
            uint64_t _e967 = l_mut_284_;
            bool l_366_ = (_e966 < _e967);
            if (l_365_) {
                local_3 = l_366_;
            } else {
                local_3 = false;
            }
            bool l_367_ = local_3;
            uint _e973 = l_mut_67_;
            uint _e974 = l_mut_258_;
            uint l_368_ = (_e973 + _e974);
            bool l_369_ = (l_368_ < l_13_);
            if (l_367_) {
                local_4 = l_369_;
            } else {
                local_4 = false;
            }
            bool l_370_ = local_4;
            if (l_370_) {
                uint _e981 = l_mut_67_;
                uint l_371_ = (l_13_ - _e981);
                uint _e983 = l_mut_258_;
                uint l_372_ = (l_371_ - _e983);
                uint _e985 = l_mut_67_;
                uint l_373_ = naga_div(l_372_, _e985);
                uint64_t _e987 = l_mut_284_;
                uint64_t l_374_ = (_e987 - 1uL);
                uint64_t _e990 = l_mut_158_;
                uint64_t l_375_ = naga_div(l_374_, _e990);
                uint64_t l_376_ = uint64_t(l_373_);
                bool l_377_ = (l_375_ < l_376_);
                uint64_t l_378_ = uint64_t(l_373_);
                uint64_t l_379_ = (l_377_ ? l_375_ : l_378_);
                uint l_380_ = uint(l_379_);
                l_mut_304_ = l_380_;
            }
            uint _e998 = l_mut_304_;
            bool l_381_ = (_e998 == 0u);
            l_mut_358_ = l_381_;
            uint _e1001 = l_mut_304_;
            bool l_382_ = (_e1001 > 0u);
            if (l_382_) {
                uint _e1004 = l_mut_304_;
                uint64_t l_383_ = uint64_t(_e1004);
                uint64_t _e1006 = l_mut_158_;
                uint64_t l_384_ = (_e1006 * l_383_);
                bool _e1008 = l_mut_350_;
                if (_e1008) {
                    uint64_t _e1009 = l_mut_127_;
                    uint64_t l_385_ = (_e1009 - l_384_);
                    l_mut_127_ = l_385_;
                }
                uint64_t _e1011 = l_mut_212_;
                uint64_t l_386_ = (_e1011 - l_384_);
                l_mut_212_ = l_386_;
                uint _e1013 = l_mut_304_;
                uint _e1014 = l_mut_67_;
                uint l_387_ = (_e1013 * _e1014);
                uint _e1016 = l_mut_258_;
                l_mut_258_ = (_e1016 + l_387_);
            } else {
                bool _e1018 = l_mut_350_;
                if (_e1018) {
                    uint64_t _e1019 = l_mut_127_;
                    uint64_t _e1020 = l_mut_158_;
                    uint64_t l_388_ = (_e1019 - _e1020);
                    l_mut_127_ = l_388_;
                    uint64_t _e1022 = l_mut_127_;
                    bool l_389_ = (_e1022 < l_255_);
                    if (l_389_) {
                        l_mut_262_ = false;
                        l_mut_358_ = false;
                    }
                }
            }
            bool _e1026 = l_mut_358_;
            if (_e1026) {
                uint _e1027 = l_mut_67_;
                uint l_390_ = (l_13_ - _e1027);
                uint _e1029 = l_mut_258_;
                uint l_391_ = naga_div(l_390_, _e1029);
                l_mut_304_ = 0u;
                l_mut_392_ = false;
                uint64_t _e1034 = l_mut_158_;
                uint64_t l_394_ = (_e1034 >> uint(3uL));
                uint64_t _e1038 = l_mut_212_;
                bool l_395_ = (l_394_ < _e1038);
                bool l_396_ = !(l_395_);
                l_mut_392_ = l_396_;
                uint64_t _e1041 = l_mut_212_;
                bool l_397_ = (_e1041 == 0uL);
                if (l_397_) {
                    l_mut_304_ = l_391_;
                } else {
                    bool _e1044 = l_mut_392_;
                    if (_e1044) {
                        uint64_t _e1045 = l_mut_212_;
                        uint64_t _e1046 = l_mut_158_;
                        bool l_398_ = (_e1045 < _e1046);
                        if (l_398_) {
                            uint64_t _e1048 = l_mut_158_;
                            uint64_t l_399_ = (_e1048 - 1uL);
                            uint64_t _e1051 = l_mut_212_;
                            uint64_t l_400_ = naga_div(l_399_, _e1051);
                            uint64_t l_401_ = uint64_t(l_391_);
                            bool l_402_ = (l_400_ < l_401_);
                            uint64_t l_403_ = uint64_t(l_391_);
                            uint64_t l_404_ = (l_402_ ? l_400_ : l_403_);
                            uint l_405_ = uint(l_404_);
                            l_mut_304_ = l_405_;
                        }
                    } else {
                        uint64_t _e1059 = l_mut_158_;
                        l_mut_301_ = _e1059;
                        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                        while(true) {
                            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                            uint64_t _e1060 = l_mut_212_;
                            uint64_t _e1061 = l_mut_301_;
                            bool l_406_ = (_e1060 < _e1061);
                            uint _e1063 = l_mut_304_;
                            uint _e1064 = l_mut_258_;
                            uint l_407_ = (_e1063 * _e1064);
                            uint _e1066 = l_mut_67_;
                            uint l_408_ = (_e1066 + l_407_);
                            uint _e1068 = l_mut_258_;
                            uint l_409_ = (l_408_ + _e1068);
                            bool l_410_ = (l_409_ < l_13_);
                            if (l_406_) {
                                local_5 = l_410_;
                            } else {
                                local_5 = false;
                            }
                            bool l_411_ = local_5;
                            bool l_412_ = !(l_411_);
                            if (l_412_) {
                                break;
                            }
                            uint64_t _e1076 = l_mut_301_;
                            uint64_t _e1077 = l_mut_212_;
                            uint64_t l_413_ = (_e1076 - _e1077);
                            l_mut_301_ = l_413_;
                            uint _e1079 = l_mut_304_;
                            l_mut_304_ = (_e1079 + 1u);
                        }
                    }
                }
                uint _e1082 = l_mut_304_;
                uint _e1083 = l_mut_258_;
                uint l_414_ = (_e1082 * _e1083);
                uint _e1085 = l_mut_67_;
                uint l_415_ = (_e1085 + l_414_);
                uint _e1087 = l_mut_258_;
                uint l_416_ = (l_415_ + _e1087);
                bool l_417_ = (l_416_ >= l_13_);
                uint64_t _e1090 = l_mut_212_;
                l_mut_301_ = _e1090;
                uint64_t _e1091 = l_mut_158_;
                l_mut_284_ = _e1091;
                uint _e1092 = l_mut_67_;
                l_mut_271_ = _e1092;
                uint _e1093 = l_mut_258_;
                l_mut_418_ = _e1093;
                bool l_419_ = !(l_417_);
                if (l_419_) {
                    uint _e1095 = l_mut_304_;
                    uint64_t l_420_ = uint64_t(_e1095);
                    uint64_t _e1097 = l_mut_212_;
                    uint64_t l_421_ = (_e1097 * l_420_);
                    uint64_t _e1099 = l_mut_158_;
                    uint64_t l_422_ = (_e1099 - l_421_);
                    l_mut_284_ = l_422_;
                    uint _e1101 = l_mut_304_;
                    uint _e1102 = l_mut_258_;
                    uint l_423_ = (_e1101 * _e1102);
                    uint _e1104 = l_mut_67_;
                    uint l_424_ = (_e1104 + l_423_);
                    l_mut_271_ = l_424_;
                    uint64_t _e1106 = l_mut_212_;
                    uint64_t _e1107 = l_mut_284_;
                    uint64_t l_425_ = (_e1106 - _e1107);
                    l_mut_301_ = l_425_;
                    uint _e1109 = l_mut_258_;
                    uint _e1110 = l_mut_271_;
                    uint l_426_ = (_e1109 + _e1110);
                    l_mut_418_ = l_426_;
                }
                uint64_t _e1112 = l_mut_301_;
                l_mut_212_ = _e1112;
                uint64_t _e1113 = l_mut_284_;
                l_mut_158_ = _e1113;
                uint _e1114 = l_mut_271_;
                l_mut_67_ = _e1114;
                uint _e1115 = l_mut_418_;
                l_mut_258_ = _e1115;
                l_mut_259_ = l_417_;
                bool l_427_ = !(l_417_);
                l_mut_262_ = l_427_;
            }
        }
        bool _e1117 = l_mut_259_;
        bool l_428_ = !(_e1117);
        if (l_428_) {
            uint l_564_ = asuint(info.Load(20+0));
            uint l_565_ = (l_564_ * 1u);
            uint l_566_ = (l_565_ - 1u);
            uint l_567_ = min(0u, l_566_);
            uint _e1132; buffer_5_global.InterlockedAdd(l_567_*4, 1u, _e1132);
            uint l_431_ = asuint(info.Load(40+0));
            bool l_432_ = (_e1132 < l_431_);
            if (l_432_) {
                uint l_569_ = asuint(info.Load(16+0));
                uint l_570_ = (l_569_ * 1u);
                bool l_571_ = (_e1132 < l_570_);
                if (l_571_) {
                    buffer_4_global.Store(_e1132*4, asuint(id));
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
