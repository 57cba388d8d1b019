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
    uint l_mut_221_ = (uint)0;
    uint l_mut_222_ = (uint)0;
    uint l_mut_223_ = (uint)0;
    uint l_mut_226_ = (uint)0;
    uint l_mut_227_ = (uint)0;
    uint l_mut_232_ = (uint)0;
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
    uint l_mut_224_ = (uint)0;
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
    bool local_21 = (bool)0;
    uint l_mut_324_ = (uint)0;
    bool local_22 = (bool)0;
    bool local_23 = (bool)0;
    bool local_24 = (bool)0;
    bool local_25 = (bool)0;
    bool local_26 = (bool)0;
    bool local_27 = (bool)0;
    bool local_28 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_488_ = asuint(info.Load(20+0));
        uint l_489_ = (l_488_ * 1u);
        uint l_490_ = (l_489_ - 1u);
        uint l_491_ = min(3u, l_490_);
        uint _e59; buffer_5_global.InterlockedAdd(l_491_*4, 1u, _e59);
    }
    uint l_404_ = asuint(info.Load(12+0));
    uint l_405_ = (l_404_ * 1u);
    bool l_406_ = (0u < l_405_);
    uint l_407_ = (l_405_ - 1u);
    uint l_408_ = min(0u, l_407_);
    uint l_409_ = asuint(buffer_3_global.Load(l_408_*4));
    uint l_4_ = (l_406_ ? l_409_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_411_ = asuint(info.Load(12+0));
    uint l_412_ = (l_411_ * 1u);
    bool l_413_ = (l_6_ < l_412_);
    uint l_414_ = (l_412_ - 1u);
    uint l_415_ = min(l_6_, l_414_);
    uint l_416_ = asuint(buffer_3_global.Load(l_415_*4));
    uint l_7_ = (l_413_ ? l_416_ : 0u);
    uint l_418_ = asuint(info.Load(12+0));
    uint l_419_ = (l_418_ * 1u);
    bool l_420_ = (2u < l_419_);
    uint l_421_ = (l_419_ - 1u);
    uint l_422_ = min(2u, l_421_);
    uint l_423_ = asuint(buffer_3_global.Load(l_422_*4));
    uint l_9_ = (l_420_ ? l_423_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_425_ = asuint(info.Load(12+0));
    uint l_426_ = (l_425_ * 1u);
    bool l_427_ = (l_11_ < l_426_);
    uint l_428_ = (l_426_ - 1u);
    uint l_429_ = min(l_11_, l_428_);
    uint l_430_ = asuint(buffer_3_global.Load(l_429_*4));
    uint l_12_ = (l_427_ ? l_430_ : 0u);
    uint l_432_ = asuint(info.Load(12+0));
    uint l_433_ = (l_432_ * 1u);
    bool l_434_ = (4u < l_433_);
    uint l_435_ = (l_433_ - 1u);
    uint l_436_ = min(4u, l_435_);
    uint l_437_ = asuint(buffer_3_global.Load(l_436_*4));
    uint l_14_ = (l_434_ ? l_437_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_439_ = asuint(info.Load(12+0));
    uint l_440_ = (l_439_ * 1u);
    bool l_441_ = (l_16_ < l_440_);
    uint l_442_ = (l_440_ - 1u);
    uint l_443_ = min(l_16_, l_442_);
    uint l_444_ = asuint(buffer_3_global.Load(l_443_*4));
    uint l_17_ = (l_441_ ? l_444_ : 0u);
    uint l_446_ = asuint(info.Load(12+0));
    uint l_447_ = (l_446_ * 1u);
    bool l_448_ = (6u < l_447_);
    uint l_449_ = (l_447_ - 1u);
    uint l_450_ = min(6u, l_449_);
    uint l_451_ = asuint(buffer_3_global.Load(l_450_*4));
    uint l_19_ = (l_448_ ? l_451_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_453_ = asuint(info.Load(12+0));
    uint l_454_ = (l_453_ * 1u);
    bool l_455_ = (l_21_ < l_454_);
    uint l_456_ = (l_454_ - 1u);
    uint l_457_ = min(l_21_, l_456_);
    uint l_458_ = asuint(buffer_3_global.Load(l_457_*4));
    uint l_22_ = (l_455_ ? l_458_ : 0u);
    uint l_460_ = asuint(info.Load(12+0));
    uint l_461_ = (l_460_ * 1u);
    bool l_462_ = (8u < l_461_);
    uint l_463_ = (l_461_ - 1u);
    uint l_464_ = min(8u, l_463_);
    uint l_465_ = asuint(buffer_3_global.Load(l_464_*4));
    uint l_24_ = (l_462_ ? l_465_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_467_ = asuint(info.Load(12+0));
    uint l_468_ = (l_467_ * 1u);
    bool l_469_ = (l_26_ < l_468_);
    uint l_470_ = (l_468_ - 1u);
    uint l_471_ = min(l_26_, l_470_);
    uint l_472_ = asuint(buffer_3_global.Load(l_471_*4));
    uint l_27_ = (l_469_ ? l_472_ : 0u);
    uint l_474_ = asuint(info.Load(12+0));
    uint l_475_ = (l_474_ * 1u);
    bool l_476_ = (10u < l_475_);
    uint l_477_ = (l_475_ - 1u);
    uint l_478_ = min(10u, l_477_);
    uint l_479_ = asuint(buffer_3_global.Load(l_478_*4));
    uint l_29_ = (l_476_ ? l_479_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_481_ = asuint(info.Load(12+0));
    uint l_482_ = (l_481_ * 1u);
    bool l_483_ = (l_31_ < l_482_);
    uint l_484_ = (l_482_ - 1u);
    uint l_485_ = min(l_31_, l_484_);
    uint l_486_ = asuint(buffer_3_global.Load(l_485_*4));
    uint l_32_ = (l_483_ ? l_486_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = asuint(info.Load(24+0));
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint64_t l_493_ = uint64_t(id);
    uint64_t l_494_ = uint64_t(l_4_);
    uint64_t l_495_ = (l_493_ * l_494_);
    uint64_t l_496_ = (l_495_ >> uint(32uL));
    uint l_37_ = uint(l_496_);
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
        uint l_498_ = asuint(info.Load(0+0));
        uint l_499_ = (l_498_ * 1u);
        bool l_500_ = (l_58_ < l_499_);
        uint l_501_ = (l_499_ - 1u);
        uint l_502_ = min(l_58_, l_501_);
        uint l_503_ = asuint(buffer_0_global.Load(l_502_*4));
        uint l_59_ = (l_500_ ? l_503_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_505_ = asuint(info.Load(0+0));
        uint l_506_ = (l_505_ * 1u);
        bool l_507_ = (l_61_ < l_506_);
        uint l_508_ = (l_506_ - 1u);
        uint l_509_ = min(l_61_, l_508_);
        uint l_510_ = asuint(buffer_0_global.Load(l_509_*4));
        uint l_62_ = (l_507_ ? l_510_ : 0u);
        uint l_63_ = (2u * id);
        uint l_512_ = asuint(info.Load(4+0));
        uint l_513_ = (l_512_ * 1u);
        bool l_514_ = (l_63_ < l_513_);
        uint l_515_ = (l_513_ - 1u);
        uint l_516_ = min(l_63_, l_515_);
        uint l_517_ = asuint(buffer_1_global.Load(l_516_*4));
        uint l_64_ = (l_514_ ? l_517_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_519_ = asuint(info.Load(4+0));
        uint l_520_ = (l_519_ * 1u);
        bool l_521_ = (l_66_ < l_520_);
        uint l_522_ = (l_520_ - 1u);
        uint l_523_ = min(l_66_, l_522_);
        uint l_524_ = asuint(buffer_1_global.Load(l_523_*4));
        uint l_67_ = (l_521_ ? l_524_ : 0u);
        uint l_68_ = (2u * id);
        uint l_526_ = asuint(info.Load(8+0));
        uint l_527_ = (l_526_ * 1u);
        bool l_528_ = (l_68_ < l_527_);
        uint l_529_ = (l_527_ - 1u);
        uint l_530_ = min(l_68_, l_529_);
        uint l_531_ = asuint(buffer_2_global.Load(l_530_*4));
        uint l_69_ = (l_528_ ? l_531_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_533_ = asuint(info.Load(8+0));
        uint l_534_ = (l_533_ * 1u);
        bool l_535_ = (l_71_ < l_534_);
        uint l_536_ = (l_534_ - 1u);
        uint l_537_ = min(l_71_, l_536_);
        uint l_538_ = asuint(buffer_2_global.Load(l_537_*4));
        uint l_72_ = (l_535_ ? l_538_ : 0u);
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
        uint64_t l_540_ = uint64_t(_e447);
        uint64_t l_541_ = uint64_t(l_4_);
        uint64_t l_542_ = (l_540_ * l_541_);
        uint64_t l_543_ = (l_542_ >> uint(32uL));
        uint l_83_ = uint(l_543_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e458 = l_mut_75_;
        uint64_t l_545_ = uint64_t(_e458);
        uint64_t l_546_ = uint64_t(l_4_);
        uint64_t l_547_ = (l_545_ * l_546_);
        uint64_t l_548_ = (l_547_ >> uint(32uL));
        uint l_85_ = uint(l_548_);
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
        uint64_t l_550_ = uint64_t(_e542);
        uint64_t l_551_ = uint64_t(l_121_);
        uint64_t l_552_ = (l_550_ * l_551_);
        uint64_t l_553_ = (l_552_ >> uint(32uL));
        uint l_132_ = uint(l_553_);
        uint l_133_ = (l_132_ + l_131_);
        uint _e553 = l_mut_96_;
        uint64_t l_555_ = uint64_t(_e553);
        uint64_t l_556_ = uint64_t(l_121_);
        uint64_t l_557_ = (l_555_ * l_556_);
        uint64_t l_558_ = (l_557_ >> uint(32uL));
        uint l_134_ = uint(l_558_);
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
                uint _e692 = l_mut_102_;
                uint _e693 = l_mut_96_;
                uint l_209_ = (_e692 | _e693);
                bool l_210_ = (l_209_ == 0u);
                if (l_210_) {
                    l_mut_207_ = l_4_;
                } else {
                    bool _e697 = l_mut_208_;
                    if (_e697) {
                        uint _e698 = l_mut_96_;
                        uint _e699 = l_mut_75_;
                        bool l_211_ = (_e698 < _e699);
                        uint _e701 = l_mut_96_;
                        uint _e702 = l_mut_75_;
                        bool l_212_ = (_e701 == _e702);
                        uint _e704 = l_mut_102_;
                        uint _e705 = l_mut_90_;
                        bool l_213_ = (_e704 < _e705);
                        if (l_212_) {
                            local_9 = l_213_;
                        } else {
                            local_9 = false;
                        }
                        bool l_214_ = local_9;
                        if (!(l_211_)) {
                            local_10 = l_214_;
                        } else {
                            local_10 = true;
                        }
                        bool l_215_ = local_10;
                        if (l_215_) {
                            uint _e716 = l_mut_90_;
                            uint l_216_ = (_e716 - 1u);
                            uint _e719 = l_mut_75_;
                            uint l_217_ = (_e719 - 0u);
                            uint _e722 = l_mut_90_;
                            bool l_218_ = (_e722 < 1u);
                            uint l_219_ = uint(l_218_);
                            uint l_220_ = (l_217_ - l_219_);
                            l_mut_221_ = l_216_;
                            l_mut_222_ = l_220_;
                            l_mut_223_ = 0u;
                            l_mut_224_ = 0u;
                            uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                            bool loop_init = true;
                            while(true) {
                                if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                if (!loop_init) {
                                    uint _e815 = l_mut_224_;
                                    l_mut_224_ = (_e815 + 1u);
                                }
                                loop_init = false;
                                uint _e730 = l_mut_224_;
                                if ((_e730 < 16u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e734 = l_mut_224_;
                                    uint l_225_ = (15u - _e734);
                                    uint _e736 = l_mut_221_;
                                    l_mut_226_ = _e736;
                                    uint _e737 = l_mut_222_;
                                    l_mut_227_ = _e737;
                                    bool l_228_ = (l_225_ >= 32u);
                                    if (l_228_) {
                                        uint l_229_ = (l_225_ & 31u);
                                        uint _e742 = l_mut_222_;
                                        uint l_230_ = (_e742 >> l_229_);
                                        l_mut_226_ = l_230_;
                                        l_mut_227_ = 0u;
                                    } else {
                                        bool l_231_ = (l_225_ > 0u);
                                        if (l_231_) {
                                            uint _e747 = l_mut_221_;
                                            l_mut_232_ = _e747;
                                            bool l_233_ = (l_225_ > 0u);
                                            if (l_233_) {
                                                uint _e750 = l_mut_221_;
                                                uint l_234_ = (_e750 >> l_225_);
                                                uint l_235_ = (32u - l_225_);
                                                uint _e754 = l_mut_222_;
                                                uint l_236_ = (_e754 << l_235_);
                                                uint l_237_ = (l_234_ | l_236_);
                                                l_mut_232_ = l_237_;
                                            }
                                            uint _e757 = l_mut_222_;
                                            uint l_238_ = (_e757 >> l_225_);
                                            uint _e759 = l_mut_232_;
                                            l_mut_226_ = _e759;
                                            l_mut_227_ = l_238_;
                                        }
                                    }
                                    uint _e760 = l_mut_227_;
                                    uint _e761 = l_mut_96_;
                                    bool l_239_ = (_e760 < _e761);
                                    uint _e763 = l_mut_227_;
                                    uint _e764 = l_mut_96_;
                                    bool l_240_ = (_e763 == _e764);
                                    uint _e766 = l_mut_226_;
                                    uint _e767 = l_mut_102_;
                                    bool l_241_ = (_e766 < _e767);
                                    if (l_240_) {
                                        local_11 = l_241_;
                                    } else {
                                        local_11 = false;
                                    }
                                    bool l_242_ = local_11;
                                    if (!(l_239_)) {
                                        local_12 = l_242_;
                                    } else {
                                        local_12 = true;
                                    }
                                    bool l_243_ = local_12;
                                    bool l_244_ = !(l_243_);
                                    if (l_244_) {
                                        uint _e779 = l_mut_102_;
                                        l_mut_232_ = _e779;
                                        uint _e780 = l_mut_96_;
                                        l_mut_227_ = _e780;
                                        bool l_245_ = (l_225_ >= 32u);
                                        if (l_245_) {
                                            uint l_246_ = (l_225_ & 31u);
                                            uint _e785 = l_mut_102_;
                                            uint l_247_ = (_e785 << l_246_);
                                            l_mut_232_ = 0u;
                                            l_mut_227_ = l_247_;
                                        } else {
                                            bool l_248_ = (l_225_ > 0u);
                                            if (l_248_) {
                                                uint _e790 = l_mut_102_;
                                                uint l_249_ = (_e790 << l_225_);
                                                uint _e792 = l_mut_96_;
                                                uint l_250_ = (_e792 << l_225_);
                                                uint l_251_ = (32u - l_225_);
                                                uint _e796 = l_mut_102_;
                                                uint l_252_ = (_e796 >> l_251_);
                                                uint l_253_ = (l_250_ | l_252_);
                                                l_mut_232_ = l_249_;
                                                l_mut_227_ = l_253_;
                                            }
                                        }
                                        uint _e799 = l_mut_221_;
                                        uint _e800 = l_mut_232_;
                                        uint l_254_ = (_e799 - _e800);
                                        uint _e802 = l_mut_222_;
                                        uint _e803 = l_mut_227_;
                                        uint l_255_ = (_e802 - _e803);
                                        uint _e805 = l_mut_221_;
                                        uint _e806 = l_mut_232_;
                                        bool l_256_ = (_e805 < _e806);
                                        uint l_257_ = uint(l_256_);
                                        uint l_258_ = (l_255_ - l_257_);
                                        l_mut_221_ = l_254_;
                                        l_mut_222_ = l_258_;
                                        uint l_259_ = (1u << l_225_);
                                        uint _e812 = l_mut_223_;
                                        l_mut_223_ = (_e812 | l_259_);
                                    }
                                }
                            }
                            uint _e817 = l_mut_223_;
                            uint l_260_ = min(_e817, l_4_);
                            l_mut_232_ = l_260_;
                            uint _e819 = l_mut_222_;
                            uint _e820 = l_mut_96_;
                            bool l_261_ = (_e819 < _e820);
                            uint _e822 = l_mut_222_;
                            uint _e823 = l_mut_96_;
                            bool l_262_ = (_e822 == _e823);
                            uint _e825 = l_mut_221_;
                            uint _e826 = l_mut_102_;
                            bool l_263_ = (_e825 < _e826);
                            if (l_262_) {
                                local_13 = l_263_;
                            } else {
                                local_13 = false;
                            }
                            bool l_264_ = local_13;
                            if (!(l_261_)) {
                                local_14 = l_264_;
                            } else {
                                local_14 = true;
                            }
                            bool l_265_ = local_14;
                            bool l_266_ = !(l_265_);
                            if (l_266_) {
                                l_mut_232_ = l_4_;
                            }
                            uint _e838 = l_mut_232_;
                            l_mut_207_ = _e838;
                        }
                    } else {
                        uint _e839 = l_mut_90_;
                        l_mut_232_ = _e839;
                        uint _e840 = l_mut_75_;
                        l_mut_227_ = _e840;
                        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                        while(true) {
                            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                            uint _e841 = l_mut_96_;
                            uint _e842 = l_mut_227_;
                            bool l_267_ = (_e841 < _e842);
                            uint _e844 = l_mut_96_;
                            uint _e845 = l_mut_227_;
                            bool l_268_ = (_e844 == _e845);
                            uint _e847 = l_mut_102_;
                            uint _e848 = l_mut_232_;
                            bool l_269_ = (_e847 < _e848);
                            if (l_268_) {
                                local_15 = l_269_;
                            } else {
                                local_15 = false;
                            }
                            bool l_270_ = local_15;
                            if (!(l_267_)) {
                                local_16 = l_270_;
                            } else {
                                local_16 = true;
                            }
                            bool l_271_ = local_16;
                            uint _e859 = l_mut_207_;
                            uint _e860 = l_mut_189_;
                            uint l_272_ = (_e859 * _e860);
                            uint _e862 = l_mut_188_;
                            uint l_273_ = (_e862 + l_272_);
                            uint _e864 = l_mut_189_;
                            uint l_274_ = (l_273_ + _e864);
                            bool l_275_ = (l_274_ < l_4_);
                            if (l_271_) {
                                local_17 = l_275_;
                            } else {
                                local_17 = false;
                            }
                            bool l_276_ = local_17;
                            bool l_277_ = !(l_276_);
                            if (l_277_) {
                                break;
                            }
                            uint _e872 = l_mut_232_;
                            uint _e873 = l_mut_102_;
                            uint l_278_ = (_e872 - _e873);
                            uint _e875 = l_mut_227_;
                            uint _e876 = l_mut_96_;
                            uint l_279_ = (_e875 - _e876);
                            uint _e878 = l_mut_232_;
                            uint _e879 = l_mut_102_;
                            bool l_280_ = (_e878 < _e879);
                            uint l_281_ = uint(l_280_);
                            uint l_282_ = (l_279_ - l_281_);
                            l_mut_232_ = l_278_;
                            l_mut_227_ = l_282_;
                            uint _e883 = l_mut_207_;
                            l_mut_207_ = (_e883 + 1u);
                        }
                    }
                }
                uint _e886 = l_mut_207_;
                uint _e887 = l_mut_189_;
                uint l_283_ = (_e886 * _e887);
                uint _e889 = l_mut_188_;
                uint l_284_ = (_e889 + l_283_);
                uint _e891 = l_mut_189_;
                uint l_285_ = (l_284_ + _e891);
                bool l_286_ = (l_285_ >= l_4_);
                if (l_286_) {
                    l_mut_190_ = true;
                    l_mut_197_ = false;
                } else {
                    uint _e896 = l_mut_102_;
                    uint _e897 = l_mut_207_;
                    uint l_287_ = (_e896 * _e897);
                    uint _e899 = l_mut_102_;
                    uint64_t l_560_ = uint64_t(_e899);
                    uint _e901 = l_mut_207_;
                    uint64_t l_561_ = uint64_t(_e901);
                    uint64_t l_562_ = (l_560_ * l_561_);
                    uint64_t l_563_ = (l_562_ >> uint(32uL));
                    uint l_288_ = uint(l_563_);
                    uint _e910 = l_mut_96_;
                    uint _e911 = l_mut_207_;
                    uint l_289_ = (_e910 * _e911);
                    uint l_290_ = (l_288_ + l_289_);
                    uint _e914 = l_mut_90_;
                    uint l_291_ = (_e914 - l_287_);
                    uint _e916 = l_mut_75_;
                    uint l_292_ = (_e916 - l_290_);
                    uint _e918 = l_mut_90_;
                    bool l_293_ = (_e918 < l_287_);
                    uint l_294_ = uint(l_293_);
                    uint l_295_ = (l_292_ - l_294_);
                    l_mut_90_ = l_291_;
                    l_mut_75_ = l_295_;
                    uint _e922 = l_mut_207_;
                    uint _e923 = l_mut_189_;
                    uint l_296_ = (_e922 * _e923);
                    uint _e925 = l_mut_188_;
                    l_mut_188_ = (_e925 + l_296_);
                    uint _e927 = l_mut_102_;
                    uint _e928 = l_mut_90_;
                    uint l_297_ = (_e927 - _e928);
                    uint _e930 = l_mut_96_;
                    uint _e931 = l_mut_75_;
                    uint l_298_ = (_e930 - _e931);
                    uint _e933 = l_mut_102_;
                    uint _e934 = l_mut_90_;
                    bool l_299_ = (_e933 < _e934);
                    uint l_300_ = uint(l_299_);
                    uint l_301_ = (l_298_ - l_300_);
                    l_mut_102_ = l_297_;
                    l_mut_96_ = l_301_;
                    uint _e938 = l_mut_189_;
                    uint _e939 = l_mut_188_;
                    l_mut_189_ = (_e938 + _e939);
                }
            } else {
                uint _e941 = l_mut_40_;
                uint _e942 = l_mut_102_;
                uint l_302_ = (_e941 - _e942);
                uint _e944 = l_mut_187_;
                uint _e945 = l_mut_96_;
                uint l_303_ = (_e944 - _e945);
                uint _e947 = l_mut_40_;
                uint _e948 = l_mut_102_;
                bool l_304_ = (_e947 < _e948);
                uint l_305_ = uint(l_304_);
                uint l_306_ = (l_303_ - l_305_);
                l_mut_40_ = l_302_;
                l_mut_187_ = l_306_;
                uint _e952 = l_mut_187_;
                bool l_307_ = (_e952 < l_181_);
                uint _e954 = l_mut_187_;
                bool l_308_ = (_e954 == l_181_);
                uint _e956 = l_mut_40_;
                bool l_309_ = (_e956 < l_177_);
                if (l_308_) {
                    local_18 = l_309_;
                } else {
                    local_18 = false;
                }
                bool l_310_ = local_18;
                if (!(l_307_)) {
                    local_19 = l_310_;
                } else {
                    local_19 = true;
                }
                bool l_311_ = local_19;
                if (l_311_) {
                    l_mut_197_ = false;
                } else {
                    l_mut_232_ = 0u;
                    l_mut_208_ = false;
                    uint _e970 = l_mut_90_;
                    uint _e971 = l_mut_75_;
                    uint l_312_ = (_e970 | _e971);
                    bool l_313_ = (l_312_ == 0u);
                    if (l_313_) {
                        l_mut_232_ = l_4_;
                    } else {
                        bool _e975 = l_mut_208_;
                        if (_e975) {
                            uint _e976 = l_mut_75_;
                            uint _e977 = l_mut_96_;
                            bool l_314_ = (_e976 < _e977);
                            uint _e979 = l_mut_75_;
                            uint _e980 = l_mut_96_;
                            bool l_315_ = (_e979 == _e980);
                            uint _e982 = l_mut_90_;
                            uint _e983 = l_mut_102_;
                            bool l_316_ = (_e982 < _e983);
                            if (l_315_) {
                                local_20 = l_316_;
                            } else {
                                local_20 = false;
                            }
                            bool l_317_ = local_20;
                            if (!(l_314_)) {
                                local_21 = l_317_;
                            } else {
                                local_21 = true;
                            }
                            bool l_318_ = local_21;
                            if (l_318_) {
                                uint _e994 = l_mut_102_;
                                uint l_319_ = (_e994 - 1u);
                                uint _e997 = l_mut_96_;
                                uint l_320_ = (_e997 - 0u);
                                uint _e1000 = l_mut_102_;
                                bool l_321_ = (_e1000 < 1u);
                                uint l_322_ = uint(l_321_);
                                uint l_323_ = (l_320_ - l_322_);
                                l_mut_227_ = l_319_;
                                l_mut_226_ = l_323_;
                                l_mut_223_ = 0u;
                                l_mut_324_ = 0u;
                                uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                                bool loop_init_1 = true;
                                while(true) {
                                    if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                                    loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                                    if (!loop_init_1) {
                                        uint _e1093 = l_mut_324_;
                                        l_mut_324_ = (_e1093 + 1u);
                                    }
                                    loop_init_1 = false;
                                    uint _e1008 = l_mut_324_;
                                    if ((_e1008 < 16u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1012 = l_mut_324_;
                                        uint l_325_ = (15u - _e1012);
                                        uint _e1014 = l_mut_227_;
                                        l_mut_222_ = _e1014;
                                        uint _e1015 = l_mut_226_;
                                        l_mut_221_ = _e1015;
                                        bool l_326_ = (l_325_ >= 32u);
                                        if (l_326_) {
                                            uint l_327_ = (l_325_ & 31u);
                                            uint _e1020 = l_mut_226_;
                                            uint l_328_ = (_e1020 >> l_327_);
                                            l_mut_222_ = l_328_;
                                            l_mut_221_ = 0u;
                                        } else {
                                            bool l_329_ = (l_325_ > 0u);
                                            if (l_329_) {
                                                uint _e1025 = l_mut_227_;
                                                l_mut_207_ = _e1025;
                                                bool l_330_ = (l_325_ > 0u);
                                                if (l_330_) {
                                                    uint _e1028 = l_mut_227_;
                                                    uint l_331_ = (_e1028 >> l_325_);
                                                    uint l_332_ = (32u - l_325_);
                                                    uint _e1032 = l_mut_226_;
                                                    uint l_333_ = (_e1032 << l_332_);
                                                    uint l_334_ = (l_331_ | l_333_);
                                                    l_mut_207_ = l_334_;
                                                }
                                                uint _e1035 = l_mut_226_;
                                                uint l_335_ = (_e1035 >> l_325_);
                                                uint _e1037 = l_mut_207_;
                                                l_mut_222_ = _e1037;
                                                l_mut_221_ = l_335_;
                                            }
                                        }
                                        uint _e1038 = l_mut_221_;
                                        uint _e1039 = l_mut_75_;
                                        bool l_336_ = (_e1038 < _e1039);
                                        uint _e1041 = l_mut_221_;
                                        uint _e1042 = l_mut_75_;
                                        bool l_337_ = (_e1041 == _e1042);
                                        uint _e1044 = l_mut_222_;
                                        uint _e1045 = l_mut_90_;
                                        bool l_338_ = (_e1044 < _e1045);
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
                                        if (l_341_) {
                                            uint _e1057 = l_mut_90_;
                                            l_mut_222_ = _e1057;
                                            uint _e1058 = l_mut_75_;
                                            l_mut_221_ = _e1058;
                                            bool l_342_ = (l_325_ >= 32u);
                                            if (l_342_) {
                                                uint l_343_ = (l_325_ & 31u);
                                                uint _e1063 = l_mut_90_;
                                                uint l_344_ = (_e1063 << l_343_);
                                                l_mut_222_ = 0u;
                                                l_mut_221_ = l_344_;
                                            } else {
                                                bool l_345_ = (l_325_ > 0u);
                                                if (l_345_) {
                                                    uint _e1068 = l_mut_90_;
                                                    uint l_346_ = (_e1068 << l_325_);
                                                    uint _e1070 = l_mut_75_;
                                                    uint l_347_ = (_e1070 << l_325_);
                                                    uint l_348_ = (32u - l_325_);
                                                    uint _e1074 = l_mut_90_;
                                                    uint l_349_ = (_e1074 >> l_348_);
                                                    uint l_350_ = (l_347_ | l_349_);
                                                    l_mut_222_ = l_346_;
                                                    l_mut_221_ = l_350_;
                                                }
                                            }
                                            uint _e1077 = l_mut_227_;
                                            uint _e1078 = l_mut_222_;
                                            uint l_351_ = (_e1077 - _e1078);
                                            uint _e1080 = l_mut_226_;
                                            uint _e1081 = l_mut_221_;
                                            uint l_352_ = (_e1080 - _e1081);
                                            uint _e1083 = l_mut_227_;
                                            uint _e1084 = l_mut_222_;
                                            bool l_353_ = (_e1083 < _e1084);
                                            uint l_354_ = uint(l_353_);
                                            uint l_355_ = (l_352_ - l_354_);
                                            l_mut_227_ = l_351_;
                                            l_mut_226_ = l_355_;
                                            uint l_356_ = (1u << l_325_);
                                            uint _e1090 = l_mut_223_;
                                            l_mut_223_ = (_e1090 | l_356_);
                                        }
                                    }
                                }
                                uint _e1095 = l_mut_223_;
                                uint l_357_ = min(_e1095, l_4_);
                                l_mut_223_ = l_357_;
                                uint _e1097 = l_mut_226_;
                                uint _e1098 = l_mut_75_;
                                bool l_358_ = (_e1097 < _e1098);
                                uint _e1100 = l_mut_226_;
                                uint _e1101 = l_mut_75_;
                                bool l_359_ = (_e1100 == _e1101);
                                uint _e1103 = l_mut_227_;
                                uint _e1104 = l_mut_90_;
                                bool l_360_ = (_e1103 < _e1104);
                                if (l_359_) {
                                    local_24 = l_360_;
                                } else {
                                    local_24 = false;
                                }
                                bool l_361_ = local_24;
                                if (!(l_358_)) {
                                    local_25 = l_361_;
                                } else {
                                    local_25 = true;
                                }
                                bool l_362_ = local_25;
                                bool l_363_ = !(l_362_);
                                if (l_363_) {
                                    l_mut_223_ = l_4_;
                                }
                                uint _e1116 = l_mut_223_;
                                l_mut_232_ = _e1116;
                            }
                        } else {
                            uint _e1117 = l_mut_102_;
                            l_mut_227_ = _e1117;
                            uint _e1118 = l_mut_96_;
                            l_mut_226_ = _e1118;
                            uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                uint _e1119 = l_mut_75_;
                                uint _e1120 = l_mut_226_;
                                bool l_364_ = (_e1119 < _e1120);
                                uint _e1122 = l_mut_75_;
                                uint _e1123 = l_mut_226_;
                                bool l_365_ = (_e1122 == _e1123);
                                uint _e1125 = l_mut_90_;
                                uint _e1126 = l_mut_227_;
                                bool l_366_ = (_e1125 < _e1126);
                                if (l_365_) {
                                    local_26 = l_366_;
                                } else {
                                    local_26 = false;
                                }
                                bool l_367_ = local_26;
                                if (!(l_364_)) {
                                    local_27 = l_367_;
                                } else {
                                    local_27 = true;
                                }
                                bool l_368_ = local_27;
                                uint _e1137 = l_mut_232_;
                                uint _e1138 = l_mut_188_;
                                uint l_369_ = (_e1137 * _e1138);
                                uint _e1140 = l_mut_189_;
                                uint l_370_ = (_e1140 + l_369_);
                                uint _e1142 = l_mut_188_;
                                uint l_371_ = (l_370_ + _e1142);
                                bool l_372_ = (l_371_ < l_4_);
                                if (l_368_) {
                                    local_28 = l_372_;
                                } else {
                                    local_28 = false;
                                }
                                bool l_373_ = local_28;
                                bool l_374_ = !(l_373_);
                                if (l_374_) {
                                    break;
                                }
                                uint _e1150 = l_mut_227_;
                                uint _e1151 = l_mut_90_;
                                uint l_375_ = (_e1150 - _e1151);
                                uint _e1153 = l_mut_226_;
                                uint _e1154 = l_mut_75_;
                                uint l_376_ = (_e1153 - _e1154);
                                uint _e1156 = l_mut_227_;
                                uint _e1157 = l_mut_90_;
                                bool l_377_ = (_e1156 < _e1157);
                                uint l_378_ = uint(l_377_);
                                uint l_379_ = (l_376_ - l_378_);
                                l_mut_227_ = l_375_;
                                l_mut_226_ = l_379_;
                                uint _e1161 = l_mut_232_;
                                l_mut_232_ = (_e1161 + 1u);
                            }
                        }
                    }
                    uint _e1164 = l_mut_188_;
                    uint _e1165 = l_mut_189_;
                    uint l_380_ = (_e1164 + _e1165);
                    uint _e1167 = l_mut_232_;
                    uint _e1168 = l_mut_188_;
                    uint l_381_ = (_e1167 * _e1168);
                    uint l_382_ = (l_380_ + l_381_);
                    bool l_383_ = (l_382_ >= l_4_);
                    if (l_383_) {
                        l_mut_190_ = true;
                        l_mut_197_ = false;
                    } else {
                        uint _e1174 = l_mut_90_;
                        uint _e1175 = l_mut_232_;
                        uint l_384_ = (_e1174 * _e1175);
                        uint _e1177 = l_mut_90_;
                        uint64_t l_565_ = uint64_t(_e1177);
                        uint _e1179 = l_mut_232_;
                        uint64_t l_566_ = uint64_t(_e1179);
                        uint64_t l_567_ = (l_565_ * l_566_);
                        uint64_t l_568_ = (l_567_ >> uint(32uL));
                        uint l_385_ = uint(l_568_);
                        uint _e1188 = l_mut_75_;
                        uint _e1189 = l_mut_232_;
                        uint l_386_ = (_e1188 * _e1189);
                        uint l_387_ = (l_385_ + l_386_);
                        uint _e1192 = l_mut_102_;
                        uint l_388_ = (_e1192 - l_384_);
                        uint _e1194 = l_mut_96_;
                        uint l_389_ = (_e1194 - l_387_);
                        uint _e1196 = l_mut_102_;
                        bool l_390_ = (_e1196 < l_384_);
                        uint l_391_ = uint(l_390_);
                        uint l_392_ = (l_389_ - l_391_);
                        l_mut_102_ = l_388_;
                        l_mut_96_ = l_392_;
                        uint _e1200 = l_mut_232_;
                        uint _e1201 = l_mut_188_;
                        uint l_393_ = (_e1200 * _e1201);
                        uint _e1203 = l_mut_189_;
                        l_mut_189_ = (_e1203 + l_393_);
                        uint _e1205 = l_mut_90_;
                        uint _e1206 = l_mut_102_;
                        uint l_394_ = (_e1205 - _e1206);
                        uint _e1208 = l_mut_75_;
                        uint _e1209 = l_mut_96_;
                        uint l_395_ = (_e1208 - _e1209);
                        uint _e1211 = l_mut_90_;
                        uint _e1212 = l_mut_102_;
                        bool l_396_ = (_e1211 < _e1212);
                        uint l_397_ = uint(l_396_);
                        uint l_398_ = (l_395_ - l_397_);
                        l_mut_90_ = l_394_;
                        l_mut_75_ = l_398_;
                        uint _e1216 = l_mut_188_;
                        uint _e1217 = l_mut_189_;
                        l_mut_188_ = (_e1216 + _e1217);
                    }
                }
            }
        }
        bool _e1219 = l_mut_190_;
        bool l_399_ = !(_e1219);
        if (l_399_) {
            uint l_570_ = asuint(info.Load(20+0));
            uint l_571_ = (l_570_ * 1u);
            uint l_572_ = (l_571_ - 1u);
            uint l_573_ = min(0u, l_572_);
            uint _e1234; buffer_5_global.InterlockedAdd(l_573_*4, 1u, _e1234);
            uint l_402_ = asuint(info.Load(40+0));
            bool l_403_ = (_e1234 < l_402_);
            if (l_403_) {
                uint l_575_ = asuint(info.Load(16+0));
                uint l_576_ = (l_575_ * 1u);
                bool l_577_ = (_e1234 < l_576_);
                if (l_577_) {
                    buffer_4_global.Store(_e1234*4, asuint(id));
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
