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

uint naga_mod(uint lhs, uint rhs) {
    return lhs % (rhs == 0u ? 1u : rhs);
}

[numthreads(64, 1, 1)]
void phase1_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint l_mut_102_ = (uint)0;
    uint l_mut_187_ = (uint)0;
    uint l_mut_188_ = (uint)0;
    uint l_mut_189_ = (uint)0;
    bool l_mut_190_ = (bool)0;
    bool l_mut_197_ = (bool)0;
    bool l_mut_200_ = (bool)0;
    uint l_mut_207_ = (uint)0;
    bool l_mut_208_ = (bool)0;
    uint l_mut_209_ = (uint)0;
    uint l_mut_210_ = (uint)0;
    uint l_mut_215_ = (uint)0;
    uint l_mut_241_ = (uint)0;
    uint l_mut_242_ = (uint)0;
    uint l_mut_247_ = (uint)0;
    uint l_mut_40_ = (uint)0;
    uint l_mut_75_ = (uint)0;
    uint l_mut_90_ = (uint)0;
    uint l_mut_96_ = (uint)0;
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
    uint l_mut_239_ = (uint)0;
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
    bool local_25 = (bool)0;
    uint l_mut_354_ = (uint)0;
    bool local_26 = (bool)0;
    bool local_27 = (bool)0;
    bool local_28 = (bool)0;
    bool local_29 = (bool)0;
    bool local_30 = (bool)0;
    bool local_31 = (bool)0;
    bool local_32 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_518_ = asuint(info.Load(20+0));
        uint l_519_ = (l_518_ * 1u);
        uint l_520_ = (l_519_ - 1u);
        uint l_521_ = min(3u, l_520_);
        uint _e59; buffer_5_global.InterlockedAdd(l_521_*4, 1u, _e59);
    }
    uint l_434_ = asuint(info.Load(12+0));
    uint l_435_ = (l_434_ * 1u);
    bool l_436_ = (0u < l_435_);
    uint l_437_ = (l_435_ - 1u);
    uint l_438_ = min(0u, l_437_);
    uint l_439_ = asuint(buffer_3_global.Load(l_438_*4));
    uint l_4_ = (l_436_ ? l_439_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_441_ = asuint(info.Load(12+0));
    uint l_442_ = (l_441_ * 1u);
    bool l_443_ = (l_6_ < l_442_);
    uint l_444_ = (l_442_ - 1u);
    uint l_445_ = min(l_6_, l_444_);
    uint l_446_ = asuint(buffer_3_global.Load(l_445_*4));
    uint l_7_ = (l_443_ ? l_446_ : 0u);
    uint l_448_ = asuint(info.Load(12+0));
    uint l_449_ = (l_448_ * 1u);
    bool l_450_ = (2u < l_449_);
    uint l_451_ = (l_449_ - 1u);
    uint l_452_ = min(2u, l_451_);
    uint l_453_ = asuint(buffer_3_global.Load(l_452_*4));
    uint l_9_ = (l_450_ ? l_453_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_455_ = asuint(info.Load(12+0));
    uint l_456_ = (l_455_ * 1u);
    bool l_457_ = (l_11_ < l_456_);
    uint l_458_ = (l_456_ - 1u);
    uint l_459_ = min(l_11_, l_458_);
    uint l_460_ = asuint(buffer_3_global.Load(l_459_*4));
    uint l_12_ = (l_457_ ? l_460_ : 0u);
    uint l_462_ = asuint(info.Load(12+0));
    uint l_463_ = (l_462_ * 1u);
    bool l_464_ = (4u < l_463_);
    uint l_465_ = (l_463_ - 1u);
    uint l_466_ = min(4u, l_465_);
    uint l_467_ = asuint(buffer_3_global.Load(l_466_*4));
    uint l_14_ = (l_464_ ? l_467_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_469_ = asuint(info.Load(12+0));
    uint l_470_ = (l_469_ * 1u);
    bool l_471_ = (l_16_ < l_470_);
    uint l_472_ = (l_470_ - 1u);
    uint l_473_ = min(l_16_, l_472_);
    uint l_474_ = asuint(buffer_3_global.Load(l_473_*4));
    uint l_17_ = (l_471_ ? l_474_ : 0u);
    uint l_476_ = asuint(info.Load(12+0));
    uint l_477_ = (l_476_ * 1u);
    bool l_478_ = (6u < l_477_);
    uint l_479_ = (l_477_ - 1u);
    uint l_480_ = min(6u, l_479_);
    uint l_481_ = asuint(buffer_3_global.Load(l_480_*4));
    uint l_19_ = (l_478_ ? l_481_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_483_ = asuint(info.Load(12+0));
    uint l_484_ = (l_483_ * 1u);
    bool l_485_ = (l_21_ < l_484_);
    uint l_486_ = (l_484_ - 1u);
    uint l_487_ = min(l_21_, l_486_);
    uint l_488_ = asuint(buffer_3_global.Load(l_487_*4));
    uint l_22_ = (l_485_ ? l_488_ : 0u);
    uint l_490_ = asuint(info.Load(12+0));
    uint l_491_ = (l_490_ * 1u);
    bool l_492_ = (8u < l_491_);
    uint l_493_ = (l_491_ - 1u);
    uint l_494_ = min(8u, l_493_);
    uint l_495_ = asuint(buffer_3_global.Load(l_494_*4));
    uint l_24_ = (l_492_ ? l_495_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_497_ = asuint(info.Load(12+0));
    uint l_498_ = (l_497_ * 1u);
    bool l_499_ = (l_26_ < l_498_);
    uint l_500_ = (l_498_ - 1u);
    uint l_501_ = min(l_26_, l_500_);
    uint l_502_ = asuint(buffer_3_global.Load(l_501_*4));
    uint l_27_ = (l_499_ ? l_502_ : 0u);
    uint l_504_ = asuint(info.Load(12+0));
    uint l_505_ = (l_504_ * 1u);
    bool l_506_ = (10u < l_505_);
    uint l_507_ = (l_505_ - 1u);
    uint l_508_ = min(10u, l_507_);
    uint l_509_ = asuint(buffer_3_global.Load(l_508_*4));
    uint l_29_ = (l_506_ ? l_509_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_511_ = asuint(info.Load(12+0));
    uint l_512_ = (l_511_ * 1u);
    bool l_513_ = (l_31_ < l_512_);
    uint l_514_ = (l_512_ - 1u);
    uint l_515_ = min(l_31_, l_514_);
    uint l_516_ = asuint(buffer_3_global.Load(l_515_*4));
    uint l_32_ = (l_513_ ? l_516_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = asuint(info.Load(24+0));
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint64_t l_523_ = uint64_t(id);
    uint64_t l_524_ = uint64_t(l_4_);
    uint64_t l_525_ = (l_523_ * l_524_);
    uint64_t l_526_ = (l_525_ >> uint(32uL));
    uint l_37_ = uint(l_526_);
    uint l_38_ = (0u * l_4_);
    uint l_39_ = (l_37_ + l_38_);
    l_mut_40_ = 0u;
    bool l_41_ = (l_39_ < l_32_);
    bool l_42_ = (l_39_ == l_32_);
    bool l_43_ = (l_36_ < l_29_);
    if (l_42_) {
        local = l_43_;
    } else {
        local = false;
    }
    bool l_44_ = local;
    if (!(l_41_)) {
        local_1 = l_44_;
    } else {
        local_1 = true;
    }
    bool l_45_ = local_1;
    if (l_45_) {
        uint l_46_ = (l_29_ - l_36_);
        uint l_47_ = (l_32_ - l_39_);
        bool l_48_ = (l_29_ < l_36_);
        uint l_49_ = uint(l_48_);
        uint l_50_ = (l_47_ - l_49_);
        l_mut_40_ = l_4_;
        bool l_51_ = (l_50_ < 0u);
        bool l_52_ = (l_50_ == 0u);
        bool l_53_ = (l_46_ < l_4_);
        if (l_52_) {
            local_2 = l_53_;
        } else {
            local_2 = false;
        }
        bool l_54_ = local_2;
        if (!(l_51_)) {
            local_3 = l_54_;
        } else {
            local_3 = true;
        }
        bool l_55_ = local_3;
        if (l_55_) {
            l_mut_40_ = l_46_;
        }
    }
    uint _e316 = l_mut_40_;
    bool l_56_ = (_e316 > 0u);
    if (l_35_) {
        local_4 = l_56_;
    } else {
        local_4 = false;
    }
    bool l_57_ = local_4;
    if (l_57_) {
        uint l_58_ = (2u * id);
        uint l_528_ = asuint(info.Load(0+0));
        uint l_529_ = (l_528_ * 1u);
        bool l_530_ = (l_58_ < l_529_);
        uint l_531_ = (l_529_ - 1u);
        uint l_532_ = min(l_58_, l_531_);
        uint l_533_ = asuint(buffer_0_global.Load(l_532_*4));
        uint l_59_ = (l_530_ ? l_533_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_535_ = asuint(info.Load(0+0));
        uint l_536_ = (l_535_ * 1u);
        bool l_537_ = (l_61_ < l_536_);
        uint l_538_ = (l_536_ - 1u);
        uint l_539_ = min(l_61_, l_538_);
        uint l_540_ = asuint(buffer_0_global.Load(l_539_*4));
        uint l_62_ = (l_537_ ? l_540_ : 0u);
        uint l_63_ = (2u * id);
        uint l_542_ = asuint(info.Load(4+0));
        uint l_543_ = (l_542_ * 1u);
        bool l_544_ = (l_63_ < l_543_);
        uint l_545_ = (l_543_ - 1u);
        uint l_546_ = min(l_63_, l_545_);
        uint l_547_ = asuint(buffer_1_global.Load(l_546_*4));
        uint l_64_ = (l_544_ ? l_547_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_549_ = asuint(info.Load(4+0));
        uint l_550_ = (l_549_ * 1u);
        bool l_551_ = (l_66_ < l_550_);
        uint l_552_ = (l_550_ - 1u);
        uint l_553_ = min(l_66_, l_552_);
        uint l_554_ = asuint(buffer_1_global.Load(l_553_*4));
        uint l_67_ = (l_551_ ? l_554_ : 0u);
        uint l_68_ = (2u * id);
        uint l_556_ = asuint(info.Load(8+0));
        uint l_557_ = (l_556_ * 1u);
        bool l_558_ = (l_68_ < l_557_);
        uint l_559_ = (l_557_ - 1u);
        uint l_560_ = min(l_68_, l_559_);
        uint l_561_ = asuint(buffer_2_global.Load(l_560_*4));
        uint l_69_ = (l_558_ ? l_561_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_563_ = asuint(info.Load(8+0));
        uint l_564_ = (l_563_ * 1u);
        bool l_565_ = (l_71_ < l_564_);
        uint l_566_ = (l_564_ - 1u);
        uint l_567_ = min(l_71_, l_566_);
        uint l_568_ = asuint(buffer_2_global.Load(l_567_*4));
        uint l_72_ = (l_565_ ? l_568_ : 0u);
        uint l_73_ = (l_72_ >> 31u);
        bool l_74_ = (l_73_ == 1u);
        l_mut_40_ = l_69_;
        l_mut_75_ = l_72_;
        if (l_74_) {
            uint l_76_ = (0u - l_69_);
            uint l_77_ = (0u - l_72_);
            bool l_78_ = (0u < l_69_);
            uint l_79_ = uint(l_78_);
            uint l_80_ = (l_77_ - l_79_);
            l_mut_40_ = l_76_;
            l_mut_75_ = l_80_;
        }
        uint _e443 = l_mut_40_;
        uint l_81_ = (_e443 * l_4_);
        uint _e445 = l_mut_75_;
        uint l_82_ = (_e445 * l_4_);
        uint _e447 = l_mut_40_;
        uint64_t l_570_ = uint64_t(_e447);
        uint64_t l_571_ = uint64_t(l_4_);
        uint64_t l_572_ = (l_570_ * l_571_);
        uint64_t l_573_ = (l_572_ >> uint(32uL));
        uint l_83_ = uint(l_573_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e458 = l_mut_75_;
        uint64_t l_575_ = uint64_t(_e458);
        uint64_t l_576_ = uint64_t(l_4_);
        uint64_t l_577_ = (l_575_ * l_576_);
        uint64_t l_578_ = (l_577_ >> uint(32uL));
        uint l_85_ = uint(l_578_);
        bool l_86_ = (l_84_ < l_82_);
        uint l_87_ = uint(l_86_);
        uint l_88_ = (l_85_ + l_87_);
        uint l_89_ = naga_mod(l_9_, 32u);
        l_mut_90_ = l_81_;
        bool l_91_ = (l_89_ > 0u);
        if (l_91_) {
            uint l_92_ = (l_81_ >> l_89_);
            uint l_93_ = (32u - l_89_);
            uint l_94_ = (l_84_ << l_93_);
            uint l_95_ = (l_92_ | l_94_);
            l_mut_90_ = l_95_;
        }
        l_mut_96_ = l_84_;
        bool l_97_ = (l_89_ > 0u);
        if (l_97_) {
            uint l_98_ = (l_84_ >> l_89_);
            uint l_99_ = (32u - l_89_);
            uint l_100_ = (l_88_ << l_99_);
            uint l_101_ = (l_98_ | l_100_);
            l_mut_96_ = l_101_;
        }
        uint _e487 = l_mut_90_;
        l_mut_102_ = _e487;
        uint _e488 = l_mut_96_;
        l_mut_90_ = _e488;
        bool l_103_ = (l_9_ >= 64u);
        if (l_103_) {
            l_mut_102_ = l_88_;
            l_mut_90_ = 0u;
        } else {
            bool l_104_ = (l_9_ >= 32u);
            if (l_104_) {
                l_mut_96_ = l_84_;
                bool l_105_ = (l_89_ > 0u);
                if (l_105_) {
                    uint l_106_ = (l_84_ >> l_89_);
                    uint l_107_ = (32u - l_89_);
                    uint l_108_ = (l_88_ << l_107_);
                    uint l_109_ = (l_106_ | l_108_);
                    l_mut_96_ = l_109_;
                }
                uint l_110_ = (l_88_ >> l_89_);
                uint _e502 = l_mut_96_;
                l_mut_102_ = _e502;
                l_mut_90_ = l_110_;
            }
        }
        uint _e503 = l_mut_102_;
        l_mut_96_ = _e503;
        uint _e504 = l_mut_90_;
        l_mut_102_ = _e504;
        if (l_74_) {
            uint _e506 = l_mut_96_;
            uint l_111_ = (0u - _e506);
            uint _e509 = l_mut_102_;
            uint l_112_ = (0u - _e509);
            uint _e512 = l_mut_96_;
            bool l_113_ = (0u < _e512);
            uint l_114_ = uint(l_113_);
            uint l_115_ = (l_112_ - l_114_);
            l_mut_96_ = l_111_;
            l_mut_102_ = l_115_;
        }
        uint _e516 = l_mut_96_;
        uint l_116_ = (l_59_ + _e516);
        uint _e518 = l_mut_102_;
        uint l_117_ = (l_62_ + _e518);
        bool l_118_ = (l_116_ < l_59_);
        uint l_119_ = uint(l_118_);
        uint l_120_ = (l_117_ + l_119_);
        uint l_121_ = (l_4_ * l_4_);
        uint l_122_ = (l_9_ + 3u);
        uint l_123_ = (l_72_ >> 31u);
        bool l_124_ = (l_123_ == 1u);
        l_mut_102_ = l_69_;
        l_mut_96_ = l_72_;
        if (l_124_) {
            uint l_125_ = (0u - l_69_);
            uint l_126_ = (0u - l_72_);
            bool l_127_ = (0u < l_69_);
            uint l_128_ = uint(l_127_);
            uint l_129_ = (l_126_ - l_128_);
            l_mut_102_ = l_125_;
            l_mut_96_ = l_129_;
        }
        uint _e538 = l_mut_102_;
        uint l_130_ = (_e538 * l_121_);
        uint _e540 = l_mut_96_;
        uint l_131_ = (_e540 * l_121_);
        uint _e542 = l_mut_102_;
        uint64_t l_580_ = uint64_t(_e542);
        uint64_t l_581_ = uint64_t(l_121_);
        uint64_t l_582_ = (l_580_ * l_581_);
        uint64_t l_583_ = (l_582_ >> uint(32uL));
        uint l_132_ = uint(l_583_);
        uint l_133_ = (l_132_ + l_131_);
        uint _e553 = l_mut_96_;
        uint64_t l_585_ = uint64_t(_e553);
        uint64_t l_586_ = uint64_t(l_121_);
        uint64_t l_587_ = (l_585_ * l_586_);
        uint64_t l_588_ = (l_587_ >> uint(32uL));
        uint l_134_ = uint(l_588_);
        bool l_135_ = (l_133_ < l_131_);
        uint l_136_ = uint(l_135_);
        uint l_137_ = (l_134_ + l_136_);
        uint l_138_ = naga_mod(l_122_, 32u);
        l_mut_90_ = l_130_;
        bool l_139_ = (l_138_ > 0u);
        if (l_139_) {
            uint l_140_ = (l_130_ >> l_138_);
            uint l_141_ = (32u - l_138_);
            uint l_142_ = (l_133_ << l_141_);
            uint l_143_ = (l_140_ | l_142_);
            l_mut_90_ = l_143_;
        }
        l_mut_75_ = l_133_;
        bool l_144_ = (l_138_ > 0u);
        if (l_144_) {
            uint l_145_ = (l_133_ >> l_138_);
            uint l_146_ = (32u - l_138_);
            uint l_147_ = (l_137_ << l_146_);
            uint l_148_ = (l_145_ | l_147_);
            l_mut_75_ = l_148_;
        }
        uint _e582 = l_mut_90_;
        l_mut_40_ = _e582;
        uint _e583 = l_mut_75_;
        l_mut_90_ = _e583;
        bool l_149_ = (l_122_ >= 64u);
        if (l_149_) {
            l_mut_40_ = l_137_;
            l_mut_90_ = 0u;
        } else {
            bool l_150_ = (l_122_ >= 32u);
            if (l_150_) {
                l_mut_75_ = l_133_;
                bool l_151_ = (l_138_ > 0u);
                if (l_151_) {
                    uint l_152_ = (l_133_ >> l_138_);
                    uint l_153_ = (32u - l_138_);
                    uint l_154_ = (l_137_ << l_153_);
                    uint l_155_ = (l_152_ | l_154_);
                    l_mut_75_ = l_155_;
                }
                uint l_156_ = (l_137_ >> l_138_);
                uint _e597 = l_mut_75_;
                l_mut_40_ = _e597;
                l_mut_90_ = l_156_;
            }
        }
        uint _e598 = l_mut_40_;
        l_mut_102_ = _e598;
        uint _e599 = l_mut_90_;
        l_mut_96_ = _e599;
        if (l_124_) {
            uint _e601 = l_mut_102_;
            uint l_157_ = (0u - _e601);
            uint _e604 = l_mut_96_;
            uint l_158_ = (0u - _e604);
            uint _e607 = l_mut_102_;
            bool l_159_ = (0u < _e607);
            uint l_160_ = uint(l_159_);
            uint l_161_ = (l_158_ - l_160_);
            l_mut_102_ = l_157_;
            l_mut_96_ = l_161_;
        }
        uint _e611 = l_mut_102_;
        uint l_162_ = (l_64_ - _e611);
        uint _e613 = l_mut_96_;
        uint l_163_ = (l_67_ - _e613);
        uint _e615 = l_mut_102_;
        bool l_164_ = (l_64_ < _e615);
        uint l_165_ = uint(l_164_);
        uint l_166_ = (l_163_ - l_165_);
        uint l_167_ = (l_162_ + l_14_);
        uint l_168_ = (l_166_ + l_17_);
        bool l_169_ = (l_167_ < l_162_);
        uint l_170_ = uint(l_169_);
        uint l_171_ = (l_168_ + l_170_);
        uint l_172_ = (0u - l_116_);
        uint l_173_ = (0u - l_120_);
        bool l_174_ = (0u < l_116_);
        uint l_175_ = uint(l_174_);
        uint l_176_ = (l_173_ - l_175_);
        uint l_177_ = (l_14_ + l_14_);
        uint l_178_ = (l_17_ + l_17_);
        bool l_179_ = (l_177_ < l_14_);
        uint l_180_ = uint(l_179_);
        uint l_181_ = (l_178_ + l_180_);
        l_mut_102_ = l_172_;
        l_mut_96_ = l_176_;
        uint l_182_ = (0u - l_172_);
        uint l_183_ = (0u - l_176_);
        bool l_184_ = (0u < l_172_);
        uint l_185_ = uint(l_184_);
        uint l_186_ = (l_183_ - l_185_);
        l_mut_90_ = l_182_;
        l_mut_75_ = l_186_;
        l_mut_40_ = l_167_;
        l_mut_187_ = l_171_;
        l_mut_188_ = 1u;
        l_mut_189_ = 1u;
        l_mut_190_ = false;
        uint _e648 = l_mut_187_;
        bool l_191_ = (_e648 < l_181_);
        uint _e650 = l_mut_187_;
        bool l_192_ = (_e650 == l_181_);
        uint _e652 = l_mut_40_;
        bool l_193_ = (_e652 < l_177_);
        if (l_192_) {
            local_5 = l_193_;
        } else {
            local_5 = false;
        }
        bool l_194_ = local_5;
        if (!(l_191_)) {
            local_6 = l_194_;
        } else {
            local_6 = true;
        }
        bool l_195_ = local_6;
        bool l_196_ = !(l_195_);
        l_mut_197_ = l_196_;
        uint l_198_ = (l_172_ | l_176_);
        bool l_199_ = (l_198_ == 0u);
        if (l_199_) {
            bool _e667 = l_mut_197_;
            l_mut_190_ = _e667;
            l_mut_197_ = false;
        }
        l_mut_200_ = false;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            bool _e670 = l_mut_197_;
            bool l_201_ = !(_e670);
            if (l_201_) {
                break;
            }
            uint _e672 = l_mut_187_;
            uint _e673 = l_mut_96_;
            bool l_202_ = (_e672 < _e673);
            uint _e675 = l_mut_187_;
            uint _e676 = l_mut_96_;
            bool l_203_ = (_e675 == _e676);
            uint _e678 = l_mut_40_;
            uint _e679 = l_mut_102_;
            bool l_204_ = (_e678 < _e679);
            if (l_203_) {
                local_7 = l_204_;
            } else {
                local_7 = false;
            }
            bool l_205_ = local_7;
            if (!(l_202_)) {
                local_8 = l_205_;
            } else {
                local_8 = true;
            }
            bool l_206_ = local_8;
            if (l_206_) {
                l_mut_207_ = 0u;
                l_mut_208_ = false;
                uint _e692 = l_mut_90_;
                l_mut_209_ = _e692;
                uint _e693 = l_mut_75_;
                l_mut_210_ = _e693;
                if (false) {
                    uint _e696 = l_mut_75_;
                    uint l_213_ = (_e696 >> 3u);
                    l_mut_209_ = l_213_;
                    l_mut_210_ = 0u;
                } else {
                    if (true) {
                        uint _e700 = l_mut_90_;
                        l_mut_215_ = _e700;
                        if (true) {
                            uint _e702 = l_mut_90_;
                            uint l_217_ = (_e702 >> 3u);
                            uint _e705 = l_mut_75_;
                            uint l_218_ = (_e705 << 29u);
                            uint l_219_ = (l_217_ | l_218_);
                            l_mut_215_ = l_219_;
                        }
                        uint _e709 = l_mut_75_;
                        uint l_220_ = (_e709 >> 3u);
                        uint _e712 = l_mut_215_;
                        l_mut_209_ = _e712;
                        l_mut_210_ = l_220_;
                    }
                }
                uint _e713 = l_mut_210_;
                uint _e714 = l_mut_96_;
                bool l_221_ = (_e713 < _e714);
                uint _e716 = l_mut_210_;
                uint _e717 = l_mut_96_;
                bool l_222_ = (_e716 == _e717);
                uint _e719 = l_mut_209_;
                uint _e720 = l_mut_102_;
                bool l_223_ = (_e719 < _e720);
                if (l_222_) {
                    local_9 = l_223_;
                } else {
                    local_9 = false;
                }
                bool l_224_ = local_9;
                if (!(l_221_)) {
                    local_10 = l_224_;
                } else {
                    local_10 = true;
                }
                bool l_225_ = local_10;
                bool l_226_ = !(l_225_);
                l_mut_208_ = l_226_;
                uint _e732 = l_mut_102_;
                uint _e733 = l_mut_96_;
                uint l_227_ = (_e732 | _e733);
                bool l_228_ = (l_227_ == 0u);
                if (l_228_) {
                    l_mut_207_ = l_4_;
                } else {
                    bool _e737 = l_mut_208_;
                    if (_e737) {
                        uint _e738 = l_mut_96_;
                        uint _e739 = l_mut_75_;
                        bool l_229_ = (_e738 < _e739);
                        uint _e741 = l_mut_96_;
                        uint _e742 = l_mut_75_;
                        bool l_230_ = (_e741 == _e742);
                        uint _e744 = l_mut_102_;
                        uint _e745 = l_mut_90_;
                        bool l_231_ = (_e744 < _e745);
                        if (l_230_) {
                            local_11 = l_231_;
                        } else {
                            local_11 = false;
                        }
                        bool l_232_ = local_11;
                        if (!(l_229_)) {
                            local_12 = l_232_;
                        } else {
                            local_12 = true;
                        }
                        bool l_233_ = local_12;
                        if (l_233_) {
                            uint _e756 = l_mut_90_;
                            uint l_234_ = (_e756 - 1u);
                            uint _e759 = l_mut_75_;
                            uint l_235_ = (_e759 - 0u);
                            uint _e762 = l_mut_90_;
                            bool l_236_ = (_e762 < 1u);
                            uint l_237_ = uint(l_236_);
                            uint l_238_ = (l_235_ - l_237_);
                            l_mut_215_ = l_234_;
                            l_mut_210_ = l_238_;
                            l_mut_209_ = 0u;
                            l_mut_239_ = 0u;
                            uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                            bool loop_init = true;
                            while(true) {
                                if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                if (!loop_init) {
                                    uint _e855 = l_mut_239_;
                                    l_mut_239_ = (_e855 + 1u);
                                }
                                loop_init = false;
                                uint _e770 = l_mut_239_;
                                if ((_e770 < 16u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e774 = l_mut_239_;
                                    uint l_240_ = (15u - _e774);
                                    uint _e776 = l_mut_215_;
                                    l_mut_241_ = _e776;
                                    uint _e777 = l_mut_210_;
                                    l_mut_242_ = _e777;
                                    bool l_243_ = (l_240_ >= 32u);
                                    if (l_243_) {
                                        uint l_244_ = (l_240_ & 31u);
                                        uint _e782 = l_mut_210_;
                                        uint l_245_ = (_e782 >> l_244_);
                                        l_mut_241_ = l_245_;
                                        l_mut_242_ = 0u;
                                    } else {
                                        bool l_246_ = (l_240_ > 0u);
                                        if (l_246_) {
                                            uint _e787 = l_mut_215_;
                                            l_mut_247_ = _e787;
                                            bool l_248_ = (l_240_ > 0u);
                                            if (l_248_) {
                                                uint _e790 = l_mut_215_;
                                                uint l_249_ = (_e790 >> l_240_);
                                                uint l_250_ = (32u - l_240_);
                                                uint _e794 = l_mut_210_;
                                                uint l_251_ = (_e794 << l_250_);
                                                uint l_252_ = (l_249_ | l_251_);
                                                l_mut_247_ = l_252_;
                                            }
                                            uint _e797 = l_mut_210_;
                                            uint l_253_ = (_e797 >> l_240_);
                                            uint _e799 = l_mut_247_;
                                            l_mut_241_ = _e799;
                                            l_mut_242_ = l_253_;
                                        }
                                    }
                                    uint _e800 = l_mut_242_;
                                    uint _e801 = l_mut_96_;
                                    bool l_254_ = (_e800 < _e801);
                                    uint _e803 = l_mut_242_;
                                    uint _e804 = l_mut_96_;
                                    bool l_255_ = (_e803 == _e804);
                                    uint _e806 = l_mut_241_;
                                    uint _e807 = l_mut_102_;
                                    bool l_256_ = (_e806 < _e807);
                                    if (l_255_) {
                                        local_13 = l_256_;
                                    } else {
                                        local_13 = false;
                                    }
                                    bool l_257_ = local_13;
                                    if (!(l_254_)) {
                                        local_14 = l_257_;
                                    } else {
                                        local_14 = true;
                                    }
                                    bool l_258_ = local_14;
                                    bool l_259_ = !(l_258_);
                                    if (l_259_) {
                                        uint _e819 = l_mut_102_;
                                        l_mut_247_ = _e819;
                                        uint _e820 = l_mut_96_;
                                        l_mut_242_ = _e820;
                                        bool l_260_ = (l_240_ >= 32u);
                                        if (l_260_) {
                                            uint l_261_ = (l_240_ & 31u);
                                            uint _e825 = l_mut_102_;
                                            uint l_262_ = (_e825 << l_261_);
                                            l_mut_247_ = 0u;
                                            l_mut_242_ = l_262_;
                                        } else {
                                            bool l_263_ = (l_240_ > 0u);
                                            if (l_263_) {
                                                uint _e830 = l_mut_102_;
                                                uint l_264_ = (_e830 << l_240_);
                                                uint _e832 = l_mut_96_;
                                                uint l_265_ = (_e832 << l_240_);
                                                uint l_266_ = (32u - l_240_);
                                                uint _e836 = l_mut_102_;
                                                uint l_267_ = (_e836 >> l_266_);
                                                uint l_268_ = (l_265_ | l_267_);
                                                l_mut_247_ = l_264_;
                                                l_mut_242_ = l_268_;
                                            }
                                        }
                                        uint _e839 = l_mut_215_;
                                        uint _e840 = l_mut_247_;
                                        uint l_269_ = (_e839 - _e840);
                                        uint _e842 = l_mut_210_;
                                        uint _e843 = l_mut_242_;
                                        uint l_270_ = (_e842 - _e843);
                                        uint _e845 = l_mut_215_;
                                        uint _e846 = l_mut_247_;
                                        bool l_271_ = (_e845 < _e846);
                                        uint l_272_ = uint(l_271_);
                                        uint l_273_ = (l_270_ - l_272_);
                                        l_mut_215_ = l_269_;
                                        l_mut_210_ = l_273_;
                                        uint l_274_ = (1u << l_240_);
                                        uint _e852 = l_mut_209_;
                                        l_mut_209_ = (_e852 | l_274_);
                                    }
                                }
                            }
                            uint _e857 = l_mut_209_;
                            uint l_275_ = min(_e857, l_4_);
                            l_mut_247_ = l_275_;
                            uint _e859 = l_mut_210_;
                            uint _e860 = l_mut_96_;
                            bool l_276_ = (_e859 < _e860);
                            uint _e862 = l_mut_210_;
                            uint _e863 = l_mut_96_;
                            bool l_277_ = (_e862 == _e863);
                            uint _e865 = l_mut_215_;
                            uint _e866 = l_mut_102_;
                            bool l_278_ = (_e865 < _e866);
                            if (l_277_) {
                                local_15 = l_278_;
                            } else {
                                local_15 = false;
                            }
                            bool l_279_ = local_15;
                            if (!(l_276_)) {
                                local_16 = l_279_;
                            } else {
                                local_16 = true;
                            }
                            bool l_280_ = local_16;
                            bool l_281_ = !(l_280_);
                            if (l_281_) {
                                l_mut_247_ = l_4_;
                            }
                            uint _e878 = l_mut_247_;
                            l_mut_207_ = _e878;
                        }
                    } else {
                        uint _e879 = l_mut_90_;
                        l_mut_247_ = _e879;
                        uint _e880 = l_mut_75_;
                        l_mut_242_ = _e880;
                        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                        while(true) {
                            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                            uint _e881 = l_mut_96_;
                            uint _e882 = l_mut_242_;
                            bool l_282_ = (_e881 < _e882);
                            uint _e884 = l_mut_96_;
                            uint _e885 = l_mut_242_;
                            bool l_283_ = (_e884 == _e885);
                            uint _e887 = l_mut_102_;
                            uint _e888 = l_mut_247_;
                            bool l_284_ = (_e887 < _e888);
                            if (l_283_) {
                                local_17 = l_284_;
                            } else {
                                local_17 = false;
                            }
                            bool l_285_ = local_17;
                            if (!(l_282_)) {
                                local_18 = l_285_;
                            } else {
                                local_18 = true;
                            }
                            bool l_286_ = local_18;
                            uint _e899 = l_mut_207_;
                            uint _e900 = l_mut_189_;
                            uint l_287_ = (_e899 * _e900);
                            uint _e902 = l_mut_188_;
                            uint l_288_ = (_e902 + l_287_);
                            uint _e904 = l_mut_189_;
                            uint l_289_ = (l_288_ + _e904);
                            bool l_290_ = (l_289_ < l_4_);
                            if (l_286_) {
                                local_19 = l_290_;
                            } else {
                                local_19 = false;
                            }
                            bool l_291_ = local_19;
                            bool l_292_ = !(l_291_);
                            if (l_292_) {
                                break;
                            }
                            uint _e912 = l_mut_247_;
                            uint _e913 = l_mut_102_;
                            uint l_293_ = (_e912 - _e913);
                            uint _e915 = l_mut_242_;
                            uint _e916 = l_mut_96_;
                            uint l_294_ = (_e915 - _e916);
                            uint _e918 = l_mut_247_;
                            uint _e919 = l_mut_102_;
                            bool l_295_ = (_e918 < _e919);
                            uint l_296_ = uint(l_295_);
                            uint l_297_ = (l_294_ - l_296_);
                            l_mut_247_ = l_293_;
                            l_mut_242_ = l_297_;
                            uint _e923 = l_mut_207_;
                            l_mut_207_ = (_e923 + 1u);
                        }
                    }
                }
                uint _e926 = l_mut_207_;
                uint _e927 = l_mut_189_;
                uint l_298_ = (_e926 * _e927);
                uint _e929 = l_mut_188_;
                uint l_299_ = (_e929 + l_298_);
                uint _e931 = l_mut_189_;
                uint l_300_ = (l_299_ + _e931);
                bool l_301_ = (l_300_ >= l_4_);
                if (l_301_) {
                    l_mut_190_ = true;
                    l_mut_197_ = false;
                } else {
                    uint _e936 = l_mut_102_;
                    uint _e937 = l_mut_207_;
                    uint l_302_ = (_e936 * _e937);
                    uint _e939 = l_mut_102_;
                    uint64_t l_590_ = uint64_t(_e939);
                    uint _e941 = l_mut_207_;
                    uint64_t l_591_ = uint64_t(_e941);
                    uint64_t l_592_ = (l_590_ * l_591_);
                    uint64_t l_593_ = (l_592_ >> uint(32uL));
                    uint l_303_ = uint(l_593_);
                    uint _e950 = l_mut_96_;
                    uint _e951 = l_mut_207_;
                    uint l_304_ = (_e950 * _e951);
                    uint l_305_ = (l_303_ + l_304_);
                    uint _e954 = l_mut_90_;
                    uint l_306_ = (_e954 - l_302_);
                    uint _e956 = l_mut_75_;
                    uint l_307_ = (_e956 - l_305_);
                    uint _e958 = l_mut_90_;
                    bool l_308_ = (_e958 < l_302_);
                    uint l_309_ = uint(l_308_);
                    uint l_310_ = (l_307_ - l_309_);
                    l_mut_90_ = l_306_;
                    l_mut_75_ = l_310_;
                    uint _e962 = l_mut_207_;
                    uint _e963 = l_mut_189_;
                    uint l_311_ = (_e962 * _e963);
                    uint _e965 = l_mut_188_;
                    l_mut_188_ = (_e965 + l_311_);
                    uint _e967 = l_mut_102_;
                    uint _e968 = l_mut_90_;
                    uint l_312_ = (_e967 - _e968);
                    uint _e970 = l_mut_96_;
                    uint _e971 = l_mut_75_;
                    uint l_313_ = (_e970 - _e971);
                    uint _e973 = l_mut_102_;
                    uint _e974 = l_mut_90_;
                    bool l_314_ = (_e973 < _e974);
                    uint l_315_ = uint(l_314_);
                    uint l_316_ = (l_313_ - l_315_);
                    l_mut_102_ = l_312_;
                    l_mut_96_ = l_316_;
                    uint _e978 = l_mut_189_;
                    uint _e979 = l_mut_188_;
                    l_mut_189_ = (_e978 + _e979);
                }
            } else {
                uint _e981 = l_mut_40_;
                uint _e982 = l_mut_102_;
                uint l_317_ = (_e981 - _e982);
                uint _e984 = l_mut_187_;
                uint _e985 = l_mut_96_;
                uint l_318_ = (_e984 - _e985);
                uint _e987 = l_mut_40_;
                uint _e988 = l_mut_102_;
                bool l_319_ = (_e987 < _e988);
                uint l_320_ = uint(l_319_);
                uint l_321_ = (l_318_ - l_320_);
                l_mut_40_ = l_317_;
                l_mut_187_ = l_321_;
                uint _e992 = l_mut_187_;
                bool l_322_ = (_e992 < l_181_);
                uint _e994 = l_mut_187_;
                bool l_323_ = (_e994 == l_181_);
                uint _e996 = l_mut_40_;
                bool l_324_ = (_e996 < l_177_);
                if (l_323_) {
                    local_20 = l_324_;
                } else {
                    local_20 = false;
                }
                bool l_325_ = local_20;
                if (!(l_322_)) {
                    local_21 = l_325_;
                } else {
                    local_21 = true;
                }
                bool l_326_ = local_21;
                if (l_326_) {
                    l_mut_197_ = false;
                } else {
                    l_mut_247_ = 0u;
                    l_mut_208_ = false;
                    uint _e1010 = l_mut_102_;
                    l_mut_242_ = _e1010;
                    uint _e1011 = l_mut_96_;
                    l_mut_241_ = _e1011;
                    if (false) {
                        uint _e1014 = l_mut_96_;
                        uint l_329_ = (_e1014 >> 3u);
                        l_mut_242_ = l_329_;
                        l_mut_241_ = 0u;
                    } else {
                        if (true) {
                            uint _e1018 = l_mut_102_;
                            l_mut_215_ = _e1018;
                            if (true) {
                                uint _e1020 = l_mut_102_;
                                uint l_332_ = (_e1020 >> 3u);
                                uint _e1023 = l_mut_96_;
                                uint l_333_ = (_e1023 << 29u);
                                uint l_334_ = (l_332_ | l_333_);
                                l_mut_215_ = l_334_;
                            }
                            uint _e1027 = l_mut_96_;
                            uint l_335_ = (_e1027 >> 3u);
                            uint _e1030 = l_mut_215_;
                            l_mut_242_ = _e1030;
                            l_mut_241_ = l_335_;
                        }
                    }
                    uint _e1031 = l_mut_241_;
                    uint _e1032 = l_mut_75_;
                    bool l_336_ = (_e1031 < _e1032);
                    uint _e1034 = l_mut_241_;
                    uint _e1035 = l_mut_75_;
                    bool l_337_ = (_e1034 == _e1035);
                    uint _e1037 = l_mut_242_;
                    uint _e1038 = l_mut_90_;
                    bool l_338_ = (_e1037 < _e1038);
                    if (l_337_) {
                        local_22 = l_338_;
                    } else {
                        local_22 = false;
                    }
                    bool l_339_ = local_22;
                    if (!(l_336_)) {
                        local_23 = l_339_;
                    } else {
                        local_23 = true;
                    }
                    bool l_340_ = local_23;
                    bool l_341_ = !(l_340_);
                    l_mut_208_ = l_341_;
                    uint _e1050 = l_mut_90_;
                    uint _e1051 = l_mut_75_;
                    uint l_342_ = (_e1050 | _e1051);
                    bool l_343_ = (l_342_ == 0u);
                    if (l_343_) {
                        l_mut_247_ = l_4_;
                    } else {
                        bool _e1055 = l_mut_208_;
                        if (_e1055) {
                            uint _e1056 = l_mut_75_;
                            uint _e1057 = l_mut_96_;
                            bool l_344_ = (_e1056 < _e1057);
                            uint _e1059 = l_mut_75_;
                            uint _e1060 = l_mut_96_;
                            bool l_345_ = (_e1059 == _e1060);
                            uint _e1062 = l_mut_90_;
                            uint _e1063 = l_mut_102_;
                            bool l_346_ = (_e1062 < _e1063);
                            if (l_345_) {
                                local_24 = l_346_;
                            } else {
                                local_24 = false;
                            }
                            bool l_347_ = local_24;
                            if (!(l_344_)) {
                                local_25 = l_347_;
                            } else {
                                local_25 = true;
                            }
                            bool l_348_ = local_25;
                            if (l_348_) {
                                uint _e1074 = l_mut_102_;
                                uint l_349_ = (_e1074 - 1u);
                                uint _e1077 = l_mut_96_;
                                uint l_350_ = (_e1077 - 0u);
                                uint _e1080 = l_mut_102_;
                                bool l_351_ = (_e1080 < 1u);
                                uint l_352_ = uint(l_351_);
                                uint l_353_ = (l_350_ - l_352_);
                                l_mut_242_ = l_349_;
                                l_mut_241_ = l_353_;
                                l_mut_215_ = 0u;
                                l_mut_354_ = 0u;
                                uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                                bool loop_init_1 = true;
                                while(true) {
                                    if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                                    loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                                    if (!loop_init_1) {
                                        uint _e1173 = l_mut_354_;
                                        l_mut_354_ = (_e1173 + 1u);
                                    }
                                    loop_init_1 = false;
                                    uint _e1088 = l_mut_354_;
                                    if ((_e1088 < 16u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1092 = l_mut_354_;
                                        uint l_355_ = (15u - _e1092);
                                        uint _e1094 = l_mut_242_;
                                        l_mut_210_ = _e1094;
                                        uint _e1095 = l_mut_241_;
                                        l_mut_209_ = _e1095;
                                        bool l_356_ = (l_355_ >= 32u);
                                        if (l_356_) {
                                            uint l_357_ = (l_355_ & 31u);
                                            uint _e1100 = l_mut_241_;
                                            uint l_358_ = (_e1100 >> l_357_);
                                            l_mut_210_ = l_358_;
                                            l_mut_209_ = 0u;
                                        } else {
                                            bool l_359_ = (l_355_ > 0u);
                                            if (l_359_) {
                                                uint _e1105 = l_mut_242_;
                                                l_mut_207_ = _e1105;
                                                bool l_360_ = (l_355_ > 0u);
                                                if (l_360_) {
                                                    uint _e1108 = l_mut_242_;
                                                    uint l_361_ = (_e1108 >> l_355_);
                                                    uint l_362_ = (32u - l_355_);
                                                    uint _e1112 = l_mut_241_;
                                                    uint l_363_ = (_e1112 << l_362_);
                                                    uint l_364_ = (l_361_ | l_363_);
                                                    l_mut_207_ = l_364_;
                                                }
                                                uint _e1115 = l_mut_241_;
                                                uint l_365_ = (_e1115 >> l_355_);
                                                uint _e1117 = l_mut_207_;
                                                l_mut_210_ = _e1117;
                                                l_mut_209_ = l_365_;
                                            }
                                        }
                                        uint _e1118 = l_mut_209_;
                                        uint _e1119 = l_mut_75_;
                                        bool l_366_ = (_e1118 < _e1119);
                                        uint _e1121 = l_mut_209_;
                                        uint _e1122 = l_mut_75_;
                                        bool l_367_ = (_e1121 == _e1122);
                                        uint _e1124 = l_mut_210_;
                                        uint _e1125 = l_mut_90_;
                                        bool l_368_ = (_e1124 < _e1125);
                                        if (l_367_) {
                                            local_26 = l_368_;
                                        } else {
                                            local_26 = false;
                                        }
                                        bool l_369_ = local_26;
                                        if (!(l_366_)) {
                                            local_27 = l_369_;
                                        } else {
                                            local_27 = true;
                                        }
                                        bool l_370_ = local_27;
                                        bool l_371_ = !(l_370_);
                                        if (l_371_) {
                                            uint _e1137 = l_mut_90_;
                                            l_mut_210_ = _e1137;
                                            uint _e1138 = l_mut_75_;
                                            l_mut_209_ = _e1138;
                                            bool l_372_ = (l_355_ >= 32u);
                                            if (l_372_) {
                                                uint l_373_ = (l_355_ & 31u);
                                                uint _e1143 = l_mut_90_;
                                                uint l_374_ = (_e1143 << l_373_);
                                                l_mut_210_ = 0u;
                                                l_mut_209_ = l_374_;
                                            } else {
                                                bool l_375_ = (l_355_ > 0u);
                                                if (l_375_) {
                                                    uint _e1148 = l_mut_90_;
                                                    uint l_376_ = (_e1148 << l_355_);
                                                    uint _e1150 = l_mut_75_;
                                                    uint l_377_ = (_e1150 << l_355_);
                                                    uint l_378_ = (32u - l_355_);
                                                    uint _e1154 = l_mut_90_;
                                                    uint l_379_ = (_e1154 >> l_378_);
                                                    uint l_380_ = (l_377_ | l_379_);
                                                    l_mut_210_ = l_376_;
                                                    l_mut_209_ = l_380_;
                                                }
                                            }
                                            uint _e1157 = l_mut_242_;
                                            uint _e1158 = l_mut_210_;
                                            uint l_381_ = (_e1157 - _e1158);
                                            uint _e1160 = l_mut_241_;
                                            uint _e1161 = l_mut_209_;
                                            uint l_382_ = (_e1160 - _e1161);
                                            uint _e1163 = l_mut_242_;
                                            uint _e1164 = l_mut_210_;
                                            bool l_383_ = (_e1163 < _e1164);
                                            uint l_384_ = uint(l_383_);
                                            uint l_385_ = (l_382_ - l_384_);
                                            l_mut_242_ = l_381_;
                                            l_mut_241_ = l_385_;
                                            uint l_386_ = (1u << l_355_);
                                            uint _e1170 = l_mut_215_;
                                            l_mut_215_ = (_e1170 | l_386_);
                                        }
                                    }
                                }
                                uint _e1175 = l_mut_215_;
                                uint l_387_ = min(_e1175, l_4_);
                                l_mut_215_ = l_387_;
                                uint _e1177 = l_mut_241_;
                                uint _e1178 = l_mut_75_;
                                bool l_388_ = (_e1177 < _e1178);
                                uint _e1180 = l_mut_241_;
                                uint _e1181 = l_mut_75_;
                                bool l_389_ = (_e1180 == _e1181);
                                uint _e1183 = l_mut_242_;
                                uint _e1184 = l_mut_90_;
                                bool l_390_ = (_e1183 < _e1184);
                                if (l_389_) {
                                    local_28 = l_390_;
                                } else {
                                    local_28 = false;
                                }
                                bool l_391_ = local_28;
                                if (!(l_388_)) {
                                    local_29 = l_391_;
                                } else {
                                    local_29 = true;
                                }
                                bool l_392_ = local_29;
                                bool l_393_ = !(l_392_);
                                if (l_393_) {
                                    l_mut_215_ = l_4_;
                                }
                                uint _e1196 = l_mut_215_;
                                l_mut_247_ = _e1196;
                            }
                        } else {
                            uint _e1197 = l_mut_102_;
                            l_mut_242_ = _e1197;
                            uint _e1198 = l_mut_96_;
                            l_mut_241_ = _e1198;
                            uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                uint _e1199 = l_mut_75_;
                                uint _e1200 = l_mut_241_;
                                bool l_394_ = (_e1199 < _e1200);
                                uint _e1202 = l_mut_75_;
                                uint _e1203 = l_mut_241_;
                                bool l_395_ = (_e1202 == _e1203);
                                uint _e1205 = l_mut_90_;
                                uint _e1206 = l_mut_242_;
                                bool l_396_ = (_e1205 < _e1206);
                                if (l_395_) {
                                    local_30 = l_396_;
                                } else {
                                    local_30 = false;
                                }
                                bool l_397_ = local_30;
                                if (!(l_394_)) {
                                    local_31 = l_397_;
                                } else {
                                    local_31 = true;
                                }
                                bool l_398_ = local_31;
                                uint _e1217 = l_mut_247_;
                                uint _e1218 = l_mut_188_;
                                uint l_399_ = (_e1217 * _e1218);
                                uint _e1220 = l_mut_189_;
                                uint l_400_ = (_e1220 + l_399_);
                                uint _e1222 = l_mut_188_;
                                uint l_401_ = (l_400_ + _e1222);
                                bool l_402_ = (l_401_ < l_4_);
                                if (l_398_) {
                                    local_32 = l_402_;
                                } else {
                                    local_32 = false;
                                }
                                bool l_403_ = local_32;
                                bool l_404_ = !(l_403_);
                                if (l_404_) {
                                    break;
                                }
                                uint _e1230 = l_mut_242_;
                                uint _e1231 = l_mut_90_;
                                uint l_405_ = (_e1230 - _e1231);
                                uint _e1233 = l_mut_241_;
                                uint _e1234 = l_mut_75_;
                                uint l_406_ = (_e1233 - _e1234);
                                uint _e1236 = l_mut_242_;
                                uint _e1237 = l_mut_90_;
                                bool l_407_ = (_e1236 < _e1237);
                                uint l_408_ = uint(l_407_);
                                uint l_409_ = (l_406_ - l_408_);
                                l_mut_242_ = l_405_;
                                l_mut_241_ = l_409_;
                                uint _e1241 = l_mut_247_;
                                l_mut_247_ = (_e1241 + 1u);
                            }
                        }
                    }
                    uint _e1244 = l_mut_188_;
                    uint _e1245 = l_mut_189_;
                    uint l_410_ = (_e1244 + _e1245);
                    uint _e1247 = l_mut_247_;
                    uint _e1248 = l_mut_188_;
                    uint l_411_ = (_e1247 * _e1248);
                    uint l_412_ = (l_410_ + l_411_);
                    bool l_413_ = (l_412_ >= l_4_);
                    if (l_413_) {
                        l_mut_190_ = true;
                        l_mut_197_ = false;
                    } else {
                        uint _e1254 = l_mut_90_;
                        uint _e1255 = l_mut_247_;
                        uint l_414_ = (_e1254 * _e1255);
                        uint _e1257 = l_mut_90_;
                        uint64_t l_595_ = uint64_t(_e1257);
                        uint _e1259 = l_mut_247_;
                        uint64_t l_596_ = uint64_t(_e1259);
                        uint64_t l_597_ = (l_595_ * l_596_);
                        uint64_t l_598_ = (l_597_ >> uint(32uL));
                        uint l_415_ = uint(l_598_);
                        uint _e1268 = l_mut_75_;
                        uint _e1269 = l_mut_247_;
                        uint l_416_ = (_e1268 * _e1269);
                        uint l_417_ = (l_415_ + l_416_);
                        uint _e1272 = l_mut_102_;
                        uint l_418_ = (_e1272 - l_414_);
                        uint _e1274 = l_mut_96_;
                        uint l_419_ = (_e1274 - l_417_);
                        uint _e1276 = l_mut_102_;
                        bool l_420_ = (_e1276 < l_414_);
                        uint l_421_ = uint(l_420_);
                        uint l_422_ = (l_419_ - l_421_);
                        l_mut_102_ = l_418_;
                        l_mut_96_ = l_422_;
                        uint _e1280 = l_mut_247_;
                        uint _e1281 = l_mut_188_;
                        uint l_423_ = (_e1280 * _e1281);
                        uint _e1283 = l_mut_189_;
                        l_mut_189_ = (_e1283 + l_423_);
                        uint _e1285 = l_mut_90_;
                        uint _e1286 = l_mut_102_;
                        uint l_424_ = (_e1285 - _e1286);
                        uint _e1288 = l_mut_75_;
                        uint _e1289 = l_mut_96_;
                        uint l_425_ = (_e1288 - _e1289);
                        uint _e1291 = l_mut_90_;
                        uint _e1292 = l_mut_102_;
                        bool l_426_ = (_e1291 < _e1292);
                        uint l_427_ = uint(l_426_);
                        uint l_428_ = (l_425_ - l_427_);
                        l_mut_90_ = l_424_;
                        l_mut_75_ = l_428_;
                        uint _e1296 = l_mut_188_;
                        uint _e1297 = l_mut_189_;
                        l_mut_188_ = (_e1296 + _e1297);
                    }
                }
            }
        }
        bool _e1299 = l_mut_190_;
        bool l_429_ = !(_e1299);
        if (l_429_) {
            uint l_600_ = asuint(info.Load(20+0));
            uint l_601_ = (l_600_ * 1u);
            uint l_602_ = (l_601_ - 1u);
            uint l_603_ = min(0u, l_602_);
            uint _e1314; buffer_5_global.InterlockedAdd(l_603_*4, 1u, _e1314);
            uint l_432_ = asuint(info.Load(40+0));
            bool l_433_ = (_e1314 < l_432_);
            if (l_433_) {
                uint l_605_ = asuint(info.Load(16+0));
                uint l_606_ = (l_605_ * 1u);
                bool l_607_ = (_e1314 < l_606_);
                if (l_607_) {
                    buffer_4_global.Store(_e1314*4, asuint(id));
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
