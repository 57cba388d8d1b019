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

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_509_ = asuint(info.Load(20+0));
        uint l_510_ = (l_509_ * 1u);
        uint l_511_ = (l_510_ - 1u);
        uint l_512_ = min(3u, l_511_);
        uint _e54; buffer_5_global.InterlockedAdd(l_512_*4, 1u, _e54);
    }
    uint l_425_ = asuint(info.Load(12+0));
    uint l_426_ = (l_425_ * 1u);
    bool l_427_ = (0u < l_426_);
    uint l_428_ = (l_426_ - 1u);
    uint l_429_ = min(0u, l_428_);
    uint l_430_ = asuint(buffer_3_global.Load(l_429_*4));
    uint l_4_ = (l_427_ ? l_430_ : 0u);
    uint64_t l_5_ = uint64_t(l_4_);
    uint l_7_ = (0u + 1u);
    uint l_432_ = asuint(info.Load(12+0));
    uint l_433_ = (l_432_ * 1u);
    bool l_434_ = (l_7_ < l_433_);
    uint l_435_ = (l_433_ - 1u);
    uint l_436_ = min(l_7_, l_435_);
    uint l_437_ = asuint(buffer_3_global.Load(l_436_*4));
    uint l_8_ = (l_434_ ? l_437_ : 0u);
    uint64_t l_9_ = uint64_t(l_8_);
    uint64_t l_10_ = (l_9_ << uint(32uL));
    uint64_t l_11_ = (l_5_ | l_10_);
    uint64_t l_12_ = (l_11_ & 4294967295uL);
    uint l_13_ = uint(l_12_);
    uint l_439_ = asuint(info.Load(12+0));
    uint l_440_ = (l_439_ * 1u);
    bool l_441_ = (2u < l_440_);
    uint l_442_ = (l_440_ - 1u);
    uint l_443_ = min(2u, l_442_);
    uint l_444_ = asuint(buffer_3_global.Load(l_443_*4));
    uint l_15_ = (l_441_ ? l_444_ : 0u);
    uint64_t l_16_ = uint64_t(l_15_);
    uint l_18_ = (2u + 1u);
    uint l_446_ = asuint(info.Load(12+0));
    uint l_447_ = (l_446_ * 1u);
    bool l_448_ = (l_18_ < l_447_);
    uint l_449_ = (l_447_ - 1u);
    uint l_450_ = min(l_18_, l_449_);
    uint l_451_ = asuint(buffer_3_global.Load(l_450_*4));
    uint l_19_ = (l_448_ ? l_451_ : 0u);
    uint64_t l_20_ = uint64_t(l_19_);
    uint64_t l_21_ = (l_20_ << uint(32uL));
    uint64_t l_22_ = (l_16_ | l_21_);
    uint64_t l_23_ = (l_22_ & 4294967295uL);
    uint l_24_ = uint(l_23_);
    uint l_453_ = asuint(info.Load(12+0));
    uint l_454_ = (l_453_ * 1u);
    bool l_455_ = (4u < l_454_);
    uint l_456_ = (l_454_ - 1u);
    uint l_457_ = min(4u, l_456_);
    uint l_458_ = asuint(buffer_3_global.Load(l_457_*4));
    uint l_26_ = (l_455_ ? l_458_ : 0u);
    uint64_t l_27_ = uint64_t(l_26_);
    uint l_29_ = (4u + 1u);
    uint l_460_ = asuint(info.Load(12+0));
    uint l_461_ = (l_460_ * 1u);
    bool l_462_ = (l_29_ < l_461_);
    uint l_463_ = (l_461_ - 1u);
    uint l_464_ = min(l_29_, l_463_);
    uint l_465_ = asuint(buffer_3_global.Load(l_464_*4));
    uint l_30_ = (l_462_ ? l_465_ : 0u);
    uint64_t l_31_ = uint64_t(l_30_);
    uint64_t l_32_ = (l_31_ << uint(32uL));
    uint64_t l_33_ = (l_27_ | l_32_);
    uint l_467_ = asuint(info.Load(12+0));
    uint l_468_ = (l_467_ * 1u);
    bool l_469_ = (6u < l_468_);
    uint l_470_ = (l_468_ - 1u);
    uint l_471_ = min(6u, l_470_);
    uint l_472_ = asuint(buffer_3_global.Load(l_471_*4));
    uint l_35_ = (l_469_ ? l_472_ : 0u);
    uint64_t l_36_ = uint64_t(l_35_);
    uint l_38_ = (6u + 1u);
    uint l_474_ = asuint(info.Load(12+0));
    uint l_475_ = (l_474_ * 1u);
    bool l_476_ = (l_38_ < l_475_);
    uint l_477_ = (l_475_ - 1u);
    uint l_478_ = min(l_38_, l_477_);
    uint l_479_ = asuint(buffer_3_global.Load(l_478_*4));
    uint l_39_ = (l_476_ ? l_479_ : 0u);
    uint64_t l_40_ = uint64_t(l_39_);
    uint64_t l_41_ = (l_40_ << uint(32uL));
    uint64_t l_42_ = (l_36_ | l_41_);
    uint l_481_ = asuint(info.Load(12+0));
    uint l_482_ = (l_481_ * 1u);
    bool l_483_ = (8u < l_482_);
    uint l_484_ = (l_482_ - 1u);
    uint l_485_ = min(8u, l_484_);
    uint l_486_ = asuint(buffer_3_global.Load(l_485_*4));
    uint l_44_ = (l_483_ ? l_486_ : 0u);
    uint64_t l_45_ = uint64_t(l_44_);
    uint l_47_ = (8u + 1u);
    uint l_488_ = asuint(info.Load(12+0));
    uint l_489_ = (l_488_ * 1u);
    bool l_490_ = (l_47_ < l_489_);
    uint l_491_ = (l_489_ - 1u);
    uint l_492_ = min(l_47_, l_491_);
    uint l_493_ = asuint(buffer_3_global.Load(l_492_*4));
    uint l_48_ = (l_490_ ? l_493_ : 0u);
    uint64_t l_49_ = uint64_t(l_48_);
    uint64_t l_50_ = (l_49_ << uint(32uL));
    uint64_t l_51_ = (l_45_ | l_50_);
    uint l_495_ = asuint(info.Load(12+0));
    uint l_496_ = (l_495_ * 1u);
    bool l_497_ = (10u < l_496_);
    uint l_498_ = (l_496_ - 1u);
    uint l_499_ = min(10u, l_498_);
    uint l_500_ = asuint(buffer_3_global.Load(l_499_*4));
    uint l_53_ = (l_497_ ? l_500_ : 0u);
    uint64_t l_54_ = uint64_t(l_53_);
    uint l_56_ = (10u + 1u);
    uint l_502_ = asuint(info.Load(12+0));
    uint l_503_ = (l_502_ * 1u);
    bool l_504_ = (l_56_ < l_503_);
    uint l_505_ = (l_503_ - 1u);
    uint l_506_ = min(l_56_, l_505_);
    uint l_507_ = asuint(buffer_3_global.Load(l_506_*4));
    uint l_57_ = (l_504_ ? l_507_ : 0u);
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
        uint l_514_ = asuint(info.Load(0+0));
        uint l_515_ = (l_514_ * 1u);
        bool l_516_ = (l_76_ < l_515_);
        uint l_517_ = (l_515_ - 1u);
        uint l_518_ = min(l_76_, l_517_);
        uint l_519_ = asuint(buffer_0_global.Load(l_518_*4));
        uint l_77_ = (l_516_ ? l_519_ : 0u);
        uint64_t l_78_ = uint64_t(l_77_);
        uint l_79_ = (2u * id);
        uint l_80_ = (l_79_ + 1u);
        uint l_521_ = asuint(info.Load(0+0));
        uint l_522_ = (l_521_ * 1u);
        bool l_523_ = (l_80_ < l_522_);
        uint l_524_ = (l_522_ - 1u);
        uint l_525_ = min(l_80_, l_524_);
        uint l_526_ = asuint(buffer_0_global.Load(l_525_*4));
        uint l_81_ = (l_523_ ? l_526_ : 0u);
        uint64_t l_82_ = uint64_t(l_81_);
        uint64_t l_83_ = (l_82_ << uint(32uL));
        uint64_t l_84_ = (l_78_ | l_83_);
        uint l_85_ = (2u * id);
        uint l_528_ = asuint(info.Load(4+0));
        uint l_529_ = (l_528_ * 1u);
        bool l_530_ = (l_85_ < l_529_);
        uint l_531_ = (l_529_ - 1u);
        uint l_532_ = min(l_85_, l_531_);
        uint l_533_ = asuint(buffer_1_global.Load(l_532_*4));
        uint l_86_ = (l_530_ ? l_533_ : 0u);
        uint64_t l_87_ = uint64_t(l_86_);
        uint l_88_ = (2u * id);
        uint l_89_ = (l_88_ + 1u);
        uint l_535_ = asuint(info.Load(4+0));
        uint l_536_ = (l_535_ * 1u);
        bool l_537_ = (l_89_ < l_536_);
        uint l_538_ = (l_536_ - 1u);
        uint l_539_ = min(l_89_, l_538_);
        uint l_540_ = asuint(buffer_1_global.Load(l_539_*4));
        uint l_90_ = (l_537_ ? l_540_ : 0u);
        uint64_t l_91_ = uint64_t(l_90_);
        uint64_t l_92_ = (l_91_ << uint(32uL));
        uint64_t l_93_ = (l_87_ | l_92_);
        uint l_94_ = (2u * id);
        uint l_542_ = asuint(info.Load(8+0));
        uint l_543_ = (l_542_ * 1u);
        bool l_544_ = (l_94_ < l_543_);
        uint l_545_ = (l_543_ - 1u);
        uint l_546_ = min(l_94_, l_545_);
        uint l_547_ = asuint(buffer_2_global.Load(l_546_*4));
        uint l_95_ = (l_544_ ? l_547_ : 0u);
        uint64_t l_96_ = uint64_t(l_95_);
        uint l_97_ = (2u * id);
        uint l_98_ = (l_97_ + 1u);
        uint l_549_ = asuint(info.Load(8+0));
        uint l_550_ = (l_549_ * 1u);
        bool l_551_ = (l_98_ < l_550_);
        uint l_552_ = (l_550_ - 1u);
        uint l_553_ = min(l_98_, l_552_);
        uint l_554_ = asuint(buffer_2_global.Load(l_553_*4));
        uint l_99_ = (l_551_ ? l_554_ : 0u);
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
                uint _e922 = l_mut_67_;
                uint l_353_ = (l_13_ - _e922);
                uint _e924 = l_mut_258_;
                uint l_354_ = naga_div(l_353_, _e924);
                l_mut_304_ = 0u;
                l_mut_355_ = false;
                uint64_t _e929 = l_mut_158_;
                uint64_t l_357_ = (_e929 >> uint(3uL));
                uint64_t _e933 = l_mut_212_;
                bool l_358_ = (l_357_ < _e933);
                bool l_359_ = !(l_358_);
                l_mut_355_ = l_359_;
                uint64_t _e936 = l_mut_212_;
                bool l_360_ = (_e936 == 0uL);
                if (l_360_) {
                    l_mut_304_ = l_354_;
                } else {
                    bool _e939 = l_mut_355_;
                    if (_e939) {
                        uint64_t _e940 = l_mut_212_;
                        uint64_t _e941 = l_mut_158_;
                        bool l_361_ = (_e940 < _e941);
                        if (l_361_) {
                            uint64_t _e943 = l_mut_158_;
                            uint64_t l_362_ = (_e943 - 1uL);
                            uint64_t _e946 = l_mut_212_;
                            uint64_t l_363_ = naga_div(l_362_, _e946);
                            uint64_t l_364_ = uint64_t(l_354_);
                            bool l_365_ = (l_363_ < l_364_);
                            uint64_t l_366_ = uint64_t(l_354_);
                            uint64_t l_367_ = (l_365_ ? l_363_ : l_366_);
                            uint l_368_ = uint(l_367_);
                            l_mut_304_ = l_368_;
                        }
                    } else {
                        uint64_t _e954 = l_mut_158_;
                        l_mut_301_ = _e954;
                        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                        while(true) {
                            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                            uint64_t _e955 = l_mut_212_;
                            uint64_t _e956 = l_mut_301_;
                            bool l_369_ = (_e955 < _e956);
                            uint _e958 = l_mut_304_;
                            uint _e959 = l_mut_258_;
                            uint l_370_ = (_e958 * _e959);
                            uint _e961 = l_mut_67_;
                            uint l_371_ = (_e961 + l_370_);
                            uint _e963 = l_mut_258_;
                            uint l_372_ = (l_371_ + _e963);
                            bool l_373_ = (l_372_ < l_13_);
                            if (l_369_) {
                                local_2 = l_373_;
                            } else {
                                local_2 = false;
                            }
                            bool l_374_ = local_2;
                            bool l_375_ = !(l_374_);
                            if (l_375_) {
                                break;
                            }
                            uint64_t _e971 = l_mut_301_;
                            uint64_t _e972 = l_mut_212_;
                            uint64_t l_376_ = (_e971 - _e972);
                            l_mut_301_ = l_376_;
                            uint _e974 = l_mut_304_;
                            l_mut_304_ = (_e974 + 1u);
                        }
                    }
                }
                uint _e977 = l_mut_304_;
                uint _e978 = l_mut_258_;
                uint l_377_ = (_e977 * _e978);
                uint _e980 = l_mut_67_;
                uint l_378_ = (_e980 + l_377_);
                uint _e982 = l_mut_258_;
                uint l_379_ = (l_378_ + _e982);
                bool l_380_ = (l_379_ >= l_13_);
                if (l_380_) {
                    l_mut_259_ = true;
                    l_mut_262_ = false;
                } else {
                    uint _e987 = l_mut_304_;
                    uint64_t l_381_ = uint64_t(_e987);
                    uint64_t _e989 = l_mut_212_;
                    uint64_t l_382_ = (_e989 * l_381_);
                    uint64_t _e991 = l_mut_158_;
                    uint64_t l_383_ = (_e991 - l_382_);
                    l_mut_158_ = l_383_;
                    uint _e993 = l_mut_304_;
                    uint _e994 = l_mut_258_;
                    uint l_384_ = (_e993 * _e994);
                    uint _e996 = l_mut_67_;
                    l_mut_67_ = (_e996 + l_384_);
                    uint64_t _e998 = l_mut_212_;
                    uint64_t _e999 = l_mut_158_;
                    uint64_t l_385_ = (_e998 - _e999);
                    l_mut_212_ = l_385_;
                    uint _e1001 = l_mut_258_;
                    uint _e1002 = l_mut_67_;
                    l_mut_258_ = (_e1001 + _e1002);
                }
            } else {
                uint64_t _e1004 = l_mut_127_;
                uint64_t _e1005 = l_mut_212_;
                uint64_t l_386_ = (_e1004 - _e1005);
                l_mut_127_ = l_386_;
                uint64_t _e1007 = l_mut_127_;
                bool l_387_ = (_e1007 < l_255_);
                if (l_387_) {
                    l_mut_262_ = false;
                } else {
                    uint _e1010 = l_mut_258_;
                    uint l_388_ = (l_13_ - _e1010);
                    uint _e1012 = l_mut_67_;
                    uint l_389_ = naga_div(l_388_, _e1012);
                    l_mut_304_ = 0u;
                    l_mut_355_ = false;
                    uint64_t _e1017 = l_mut_212_;
                    uint64_t l_391_ = (_e1017 >> uint(3uL));
                    uint64_t _e1021 = l_mut_158_;
                    bool l_392_ = (l_391_ < _e1021);
                    bool l_393_ = !(l_392_);
                    l_mut_355_ = l_393_;
                    uint64_t _e1024 = l_mut_158_;
                    bool l_394_ = (_e1024 == 0uL);
                    if (l_394_) {
                        l_mut_304_ = l_389_;
                    } else {
                        bool _e1027 = l_mut_355_;
                        if (_e1027) {
                            uint64_t _e1028 = l_mut_158_;
                            uint64_t _e1029 = l_mut_212_;
                            bool l_395_ = (_e1028 < _e1029);
                            if (l_395_) {
                                uint64_t _e1031 = l_mut_212_;
                                uint64_t l_396_ = (_e1031 - 1uL);
                                uint64_t _e1034 = l_mut_158_;
                                uint64_t l_397_ = naga_div(l_396_, _e1034);
                                uint64_t l_398_ = uint64_t(l_389_);
                                bool l_399_ = (l_397_ < l_398_);
                                uint64_t l_400_ = uint64_t(l_389_);
                                uint64_t l_401_ = (l_399_ ? l_397_ : l_400_);
                                uint l_402_ = uint(l_401_);
                                l_mut_304_ = l_402_;
                            }
                        } else {
                            uint64_t _e1042 = l_mut_212_;
                            l_mut_301_ = _e1042;
                            uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                                loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                                uint64_t _e1043 = l_mut_158_;
                                uint64_t _e1044 = l_mut_301_;
                                bool l_403_ = (_e1043 < _e1044);
                                uint _e1046 = l_mut_304_;
                                uint _e1047 = l_mut_67_;
                                uint l_404_ = (_e1046 * _e1047);
                                uint _e1049 = l_mut_258_;
                                uint l_405_ = (_e1049 + l_404_);
                                uint _e1051 = l_mut_67_;
                                uint l_406_ = (l_405_ + _e1051);
                                bool l_407_ = (l_406_ < l_13_);
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
                                uint64_t _e1059 = l_mut_301_;
                                uint64_t _e1060 = l_mut_158_;
                                uint64_t l_410_ = (_e1059 - _e1060);
                                l_mut_301_ = l_410_;
                                uint _e1062 = l_mut_304_;
                                l_mut_304_ = (_e1062 + 1u);
                            }
                        }
                    }
                    uint _e1065 = l_mut_67_;
                    uint _e1066 = l_mut_258_;
                    uint l_411_ = (_e1065 + _e1066);
                    uint _e1068 = l_mut_304_;
                    uint _e1069 = l_mut_67_;
                    uint l_412_ = (_e1068 * _e1069);
                    uint l_413_ = (l_411_ + l_412_);
                    bool l_414_ = (l_413_ >= l_13_);
                    if (l_414_) {
                        l_mut_259_ = true;
                        l_mut_262_ = false;
                    } else {
                        uint _e1075 = l_mut_304_;
                        uint64_t l_415_ = uint64_t(_e1075);
                        uint64_t _e1077 = l_mut_158_;
                        uint64_t l_416_ = (_e1077 * l_415_);
                        uint64_t _e1079 = l_mut_212_;
                        uint64_t l_417_ = (_e1079 - l_416_);
                        l_mut_212_ = l_417_;
                        uint _e1081 = l_mut_304_;
                        uint _e1082 = l_mut_67_;
                        uint l_418_ = (_e1081 * _e1082);
                        uint _e1084 = l_mut_258_;
                        l_mut_258_ = (_e1084 + l_418_);
                        uint64_t _e1086 = l_mut_158_;
                        uint64_t _e1087 = l_mut_212_;
                        uint64_t l_419_ = (_e1086 - _e1087);
                        l_mut_158_ = l_419_;
                        uint _e1089 = l_mut_67_;
                        uint _e1090 = l_mut_258_;
                        l_mut_67_ = (_e1089 + _e1090);
                    }
                }
            }
        }
        bool _e1092 = l_mut_259_;
        bool l_420_ = !(_e1092);
        if (l_420_) {
            uint l_556_ = asuint(info.Load(20+0));
            uint l_557_ = (l_556_ * 1u);
            uint l_558_ = (l_557_ - 1u);
            uint l_559_ = min(0u, l_558_);
            uint _e1107; buffer_5_global.InterlockedAdd(l_559_*4, 1u, _e1107);
            uint l_423_ = asuint(info.Load(40+0));
            bool l_424_ = (_e1107 < l_423_);
            if (l_424_) {
                uint l_561_ = asuint(info.Load(16+0));
                uint l_562_ = (l_561_ * 1u);
                bool l_563_ = (_e1107 < l_562_);
                if (l_563_) {
                    buffer_4_global.Store(_e1107*4, asuint(id));
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
