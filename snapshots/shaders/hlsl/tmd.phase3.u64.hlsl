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
void phase3_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint64_t l_mut_123_ = (uint64_t)0;
    uint64_t l_mut_128_ = (uint64_t)0;
    uint64_t l_mut_150_ = (uint64_t)0;
    uint64_t l_mut_204_ = (uint64_t)0;
    uint l_mut_83_ = (uint)0;
    uint l_mut_118_ = (uint)0;
    uint l_mut_252_ = (uint)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_467_ = asuint(info.Load(24+0));
        uint l_468_ = (l_467_ * 1u);
        uint l_469_ = (l_468_ - 1u);
        uint l_470_ = min(3u, l_469_);
        uint _e45; buffer_6_global.InterlockedAdd(l_470_*4, 1u, _e45);
    }
    uint l_383_ = asuint(info.Load(12+0));
    uint l_384_ = (l_383_ * 1u);
    bool l_385_ = (0u < l_384_);
    uint l_386_ = (l_384_ - 1u);
    uint l_387_ = min(0u, l_386_);
    uint l_388_ = asuint(buffer_3_global.Load(l_387_*4));
    uint l_4_ = (l_385_ ? l_388_ : 0u);
    uint64_t l_5_ = uint64_t(l_4_);
    uint l_7_ = (0u + 1u);
    uint l_390_ = asuint(info.Load(12+0));
    uint l_391_ = (l_390_ * 1u);
    bool l_392_ = (l_7_ < l_391_);
    uint l_393_ = (l_391_ - 1u);
    uint l_394_ = min(l_7_, l_393_);
    uint l_395_ = asuint(buffer_3_global.Load(l_394_*4));
    uint l_8_ = (l_392_ ? l_395_ : 0u);
    uint64_t l_9_ = uint64_t(l_8_);
    uint64_t l_10_ = (l_9_ << uint(32uL));
    uint64_t l_11_ = (l_5_ | l_10_);
    uint64_t l_12_ = (l_11_ & 4294967295uL);
    uint l_13_ = uint(l_12_);
    uint l_397_ = asuint(info.Load(12+0));
    uint l_398_ = (l_397_ * 1u);
    bool l_399_ = (2u < l_398_);
    uint l_400_ = (l_398_ - 1u);
    uint l_401_ = min(2u, l_400_);
    uint l_402_ = asuint(buffer_3_global.Load(l_401_*4));
    uint l_15_ = (l_399_ ? l_402_ : 0u);
    uint64_t l_16_ = uint64_t(l_15_);
    uint l_18_ = (2u + 1u);
    uint l_404_ = asuint(info.Load(12+0));
    uint l_405_ = (l_404_ * 1u);
    bool l_406_ = (l_18_ < l_405_);
    uint l_407_ = (l_405_ - 1u);
    uint l_408_ = min(l_18_, l_407_);
    uint l_409_ = asuint(buffer_3_global.Load(l_408_*4));
    uint l_19_ = (l_406_ ? l_409_ : 0u);
    uint64_t l_20_ = uint64_t(l_19_);
    uint64_t l_21_ = (l_20_ << uint(32uL));
    uint64_t l_22_ = (l_16_ | l_21_);
    uint64_t l_23_ = (l_22_ & 4294967295uL);
    uint l_24_ = uint(l_23_);
    uint l_411_ = asuint(info.Load(12+0));
    uint l_412_ = (l_411_ * 1u);
    bool l_413_ = (4u < l_412_);
    uint l_414_ = (l_412_ - 1u);
    uint l_415_ = min(4u, l_414_);
    uint l_416_ = asuint(buffer_3_global.Load(l_415_*4));
    uint l_26_ = (l_413_ ? l_416_ : 0u);
    uint64_t l_27_ = uint64_t(l_26_);
    uint l_29_ = (4u + 1u);
    uint l_418_ = asuint(info.Load(12+0));
    uint l_419_ = (l_418_ * 1u);
    bool l_420_ = (l_29_ < l_419_);
    uint l_421_ = (l_419_ - 1u);
    uint l_422_ = min(l_29_, l_421_);
    uint l_423_ = asuint(buffer_3_global.Load(l_422_*4));
    uint l_30_ = (l_420_ ? l_423_ : 0u);
    uint64_t l_31_ = uint64_t(l_30_);
    uint64_t l_32_ = (l_31_ << uint(32uL));
    uint64_t l_33_ = (l_27_ | l_32_);
    uint l_425_ = asuint(info.Load(12+0));
    uint l_426_ = (l_425_ * 1u);
    bool l_427_ = (6u < l_426_);
    uint l_428_ = (l_426_ - 1u);
    uint l_429_ = min(6u, l_428_);
    uint l_430_ = asuint(buffer_3_global.Load(l_429_*4));
    uint l_35_ = (l_427_ ? l_430_ : 0u);
    uint64_t l_36_ = uint64_t(l_35_);
    uint l_38_ = (6u + 1u);
    uint l_432_ = asuint(info.Load(12+0));
    uint l_433_ = (l_432_ * 1u);
    bool l_434_ = (l_38_ < l_433_);
    uint l_435_ = (l_433_ - 1u);
    uint l_436_ = min(l_38_, l_435_);
    uint l_437_ = asuint(buffer_3_global.Load(l_436_*4));
    uint l_39_ = (l_434_ ? l_437_ : 0u);
    uint64_t l_40_ = uint64_t(l_39_);
    uint64_t l_41_ = (l_40_ << uint(32uL));
    uint64_t l_42_ = (l_36_ | l_41_);
    uint l_439_ = asuint(info.Load(12+0));
    uint l_440_ = (l_439_ * 1u);
    bool l_441_ = (8u < l_440_);
    uint l_442_ = (l_440_ - 1u);
    uint l_443_ = min(8u, l_442_);
    uint l_444_ = asuint(buffer_3_global.Load(l_443_*4));
    uint l_44_ = (l_441_ ? l_444_ : 0u);
    uint64_t l_45_ = uint64_t(l_44_);
    uint l_47_ = (8u + 1u);
    uint l_446_ = asuint(info.Load(12+0));
    uint l_447_ = (l_446_ * 1u);
    bool l_448_ = (l_47_ < l_447_);
    uint l_449_ = (l_447_ - 1u);
    uint l_450_ = min(l_47_, l_449_);
    uint l_451_ = asuint(buffer_3_global.Load(l_450_*4));
    uint l_48_ = (l_448_ ? l_451_ : 0u);
    uint64_t l_49_ = uint64_t(l_48_);
    uint64_t l_50_ = (l_49_ << uint(32uL));
    uint64_t l_51_ = (l_45_ | l_50_);
    uint l_453_ = asuint(info.Load(12+0));
    uint l_454_ = (l_453_ * 1u);
    bool l_455_ = (10u < l_454_);
    uint l_456_ = (l_454_ - 1u);
    uint l_457_ = min(10u, l_456_);
    uint l_458_ = asuint(buffer_3_global.Load(l_457_*4));
    uint l_53_ = (l_455_ ? l_458_ : 0u);
    uint64_t l_54_ = uint64_t(l_53_);
    uint l_56_ = (10u + 1u);
    uint l_460_ = asuint(info.Load(12+0));
    uint l_461_ = (l_460_ * 1u);
    bool l_462_ = (l_56_ < l_461_);
    uint l_463_ = (l_461_ - 1u);
    uint l_464_ = min(l_56_, l_463_);
    uint l_465_ = asuint(buffer_3_global.Load(l_464_*4));
    uint l_57_ = (l_462_ ? l_465_ : 0u);
    uint64_t l_58_ = uint64_t(l_57_);
    uint64_t l_59_ = (l_58_ << uint(32uL));
    uint64_t l_60_ = (l_54_ | l_59_);
    uint l_61_ = naga_div(l_13_, 8u);
    uint l_62_ = (l_61_ + 64u);
    uint l_63_ = (l_62_ - 1u);
    uint l_64_ = naga_div(l_63_, 64u);
    uint l_65_ = asuint(info.Load(44+0));
    uint l_66_ = (l_65_ * l_64_);
    bool l_67_ = (id < l_66_);
    if (l_67_) {
        uint l_68_ = naga_div(id, l_64_);
        uint l_472_ = asuint(info.Load(16+0));
        uint l_473_ = (l_472_ * 1u);
        bool l_474_ = (l_68_ < l_473_);
        uint l_475_ = (l_473_ - 1u);
        uint l_476_ = min(l_68_, l_475_);
        uint l_477_ = asuint(buffer_4_global.Load(l_476_*4));
        uint l_69_ = (l_474_ ? l_477_ : 0u);
        uint l_70_ = naga_div(l_69_, 8u);
        uint l_71_ = naga_mod(l_69_, 8u);
        uint l_72_ = (l_71_ * l_61_);
        uint l_73_ = naga_mod(id, l_64_);
        uint l_74_ = (l_73_ * 64u);
        uint l_75_ = (l_72_ + l_74_);
        uint l_76_ = (l_75_ + 64u);
        uint l_77_ = (l_71_ + 1u);
        uint l_78_ = (l_77_ * l_61_);
        uint l_79_ = min(l_76_, l_78_);
        uint64_t l_80_ = uint64_t(l_70_);
        uint64_t l_81_ = uint64_t(l_13_);
        uint64_t l_82_ = (l_80_ * l_81_);
        l_mut_83_ = 0u;
        bool l_84_ = (l_82_ < l_60_);
        if (l_84_) {
            uint64_t l_85_ = (l_60_ - l_82_);
            l_mut_83_ = l_13_;
            uint64_t l_86_ = uint64_t(l_13_);
            bool l_87_ = (l_85_ < l_86_);
            if (l_87_) {
                uint64_t l_88_ = (l_85_ & 4294967295uL);
                uint l_89_ = uint(l_88_);
                l_mut_83_ = l_89_;
            }
        }
        uint _e357 = l_mut_83_;
        uint l_90_ = min(l_79_, _e357);
        uint l_91_ = (2u * l_70_);
        uint l_479_ = asuint(info.Load(0+0));
        uint l_480_ = (l_479_ * 1u);
        bool l_481_ = (l_91_ < l_480_);
        uint l_482_ = (l_480_ - 1u);
        uint l_483_ = min(l_91_, l_482_);
        uint l_484_ = asuint(buffer_0_global.Load(l_483_*4));
        uint l_92_ = (l_481_ ? l_484_ : 0u);
        uint64_t l_93_ = uint64_t(l_92_);
        uint l_94_ = (2u * l_70_);
        uint l_95_ = (l_94_ + 1u);
        uint l_486_ = asuint(info.Load(0+0));
        uint l_487_ = (l_486_ * 1u);
        bool l_488_ = (l_95_ < l_487_);
        uint l_489_ = (l_487_ - 1u);
        uint l_490_ = min(l_95_, l_489_);
        uint l_491_ = asuint(buffer_0_global.Load(l_490_*4));
        uint l_96_ = (l_488_ ? l_491_ : 0u);
        uint64_t l_97_ = uint64_t(l_96_);
        uint64_t l_98_ = (l_97_ << uint(32uL));
        uint64_t l_99_ = (l_93_ | l_98_);
        uint l_100_ = (2u * l_70_);
        uint l_493_ = asuint(info.Load(4+0));
        uint l_494_ = (l_493_ * 1u);
        bool l_495_ = (l_100_ < l_494_);
        uint l_496_ = (l_494_ - 1u);
        uint l_497_ = min(l_100_, l_496_);
        uint l_498_ = asuint(buffer_1_global.Load(l_497_*4));
        uint l_101_ = (l_495_ ? l_498_ : 0u);
        uint64_t l_102_ = uint64_t(l_101_);
        uint l_103_ = (2u * l_70_);
        uint l_104_ = (l_103_ + 1u);
        uint l_500_ = asuint(info.Load(4+0));
        uint l_501_ = (l_500_ * 1u);
        bool l_502_ = (l_104_ < l_501_);
        uint l_503_ = (l_501_ - 1u);
        uint l_504_ = min(l_104_, l_503_);
        uint l_505_ = asuint(buffer_1_global.Load(l_504_*4));
        uint l_105_ = (l_502_ ? l_505_ : 0u);
        uint64_t l_106_ = uint64_t(l_105_);
        uint64_t l_107_ = (l_106_ << uint(32uL));
        uint64_t l_108_ = (l_102_ | l_107_);
        uint l_109_ = (2u * l_70_);
        uint l_507_ = asuint(info.Load(8+0));
        uint l_508_ = (l_507_ * 1u);
        bool l_509_ = (l_109_ < l_508_);
        uint l_510_ = (l_508_ - 1u);
        uint l_511_ = min(l_109_, l_510_);
        uint l_512_ = asuint(buffer_2_global.Load(l_511_*4));
        uint l_110_ = (l_509_ ? l_512_ : 0u);
        uint64_t l_111_ = uint64_t(l_110_);
        uint l_112_ = (2u * l_70_);
        uint l_113_ = (l_112_ + 1u);
        uint l_514_ = asuint(info.Load(8+0));
        uint l_515_ = (l_514_ * 1u);
        bool l_516_ = (l_113_ < l_515_);
        uint l_517_ = (l_515_ - 1u);
        uint l_518_ = min(l_113_, l_517_);
        uint l_519_ = asuint(buffer_2_global.Load(l_518_*4));
        uint l_114_ = (l_516_ ? l_519_ : 0u);
        uint64_t l_115_ = uint64_t(l_114_);
        uint64_t l_116_ = (l_115_ << uint(32uL));
        uint64_t l_117_ = (l_111_ | l_116_);
        l_mut_83_ = 0u;
        l_mut_118_ = l_75_;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e740 = l_mut_118_;
                l_mut_118_ = (_e740 + 1u);
            }
            loop_init = false;
            uint _e490 = l_mut_118_;
            if ((_e490 < l_90_)) {
            } else {
                break;
            }
            {
                uint _e492 = l_mut_118_;
                uint64_t l_119_ = uint64_t(_e492);
                uint64_t l_120_ = (l_99_ * l_119_);
                uint64_t l_121_ = (l_108_ + l_120_);
                l_mut_123_ = 0uL;
                uint _e497 = l_mut_118_;
                bool l_124_ = (_e497 < 65536u);
                if (l_124_) {
                    uint _e500 = l_mut_118_;
                    uint _e501 = l_mut_118_;
                    uint l_125_ = (_e500 * _e501);
                    uint64_t l_126_ = (l_117_ >> uint(63uL));
                    bool l_127_ = (l_126_ == 1uL);
                    l_mut_128_ = l_117_;
                    if (l_127_) {
                        uint64_t l_130_ = (0uL - l_117_);
                        l_mut_128_ = l_130_;
                    }
                    uint64_t l_131_ = uint64_t(l_125_);
                    uint64_t _e512 = l_mut_128_;
                    uint64_t l_132_ = (_e512 & 4294967295uL);
                    uint64_t l_133_ = (l_132_ * l_131_);
                    uint64_t _e516 = l_mut_128_;
                    uint64_t l_134_ = (_e516 >> uint(32uL));
                    uint64_t l_135_ = (l_134_ * l_131_);
                    uint64_t l_136_ = (l_135_ << uint(32uL));
                    uint64_t l_137_ = (l_133_ + l_136_);
                    uint64_t l_138_ = (l_135_ >> uint(32uL));
                    bool l_139_ = (l_137_ < l_133_);
                    uint64_t l_140_ = uint64_t(l_139_);
                    uint64_t l_141_ = (l_138_ + l_140_);
                    l_mut_128_ = l_137_;
                    bool l_142_ = (l_24_ == 64u);
                    if (l_142_) {
                        l_mut_128_ = l_141_;
                    } else {
                        bool l_143_ = (l_24_ > 0u);
                        if (l_143_) {
                            uint l_144_ = (64u - l_24_);
                            uint64_t l_145_ = uint64_t(l_144_);
                            uint64_t l_146_ = (l_141_ << uint(l_145_));
                            uint64_t l_147_ = uint64_t(l_24_);
                            uint64_t l_148_ = (l_137_ >> uint(l_147_));
                            uint64_t l_149_ = (l_146_ | l_148_);
                            l_mut_128_ = l_149_;
                        }
                    }
                    uint64_t _e549 = l_mut_128_;
                    l_mut_150_ = _e549;
                    if (l_127_) {
                        uint64_t _e551 = l_mut_150_;
                        uint64_t l_152_ = (0uL - _e551);
                        l_mut_150_ = l_152_;
                    }
                    uint64_t _e553 = l_mut_150_;
                    l_mut_123_ = _e553;
                } else {
                    uint64_t l_153_ = (l_117_ >> uint(63uL));
                    bool l_154_ = (l_153_ == 1uL);
                    l_mut_150_ = l_117_;
                    if (l_154_) {
                        uint64_t l_156_ = (0uL - l_117_);
                        l_mut_150_ = l_156_;
                    }
                    uint _e562 = l_mut_118_;
                    uint64_t l_157_ = uint64_t(_e562);
                    uint64_t _e564 = l_mut_150_;
                    uint64_t l_158_ = (_e564 & 4294967295uL);
                    uint64_t l_159_ = (l_158_ * l_157_);
                    uint64_t _e568 = l_mut_150_;
                    uint64_t l_160_ = (_e568 >> uint(32uL));
                    uint64_t l_161_ = (l_160_ * l_157_);
                    uint64_t l_162_ = (l_161_ << uint(32uL));
                    uint64_t l_163_ = (l_159_ + l_162_);
                    uint64_t l_164_ = (l_161_ >> uint(32uL));
                    bool l_165_ = (l_163_ < l_159_);
                    uint64_t l_166_ = uint64_t(l_165_);
                    uint64_t l_167_ = (l_164_ + l_166_);
                    l_mut_128_ = l_163_;
                    if (false) {
                        l_mut_128_ = l_167_;
                    } else {
                        if (false) {
                            uint64_t l_171_ = (l_167_ << uint(64uL));
                            uint64_t l_173_ = (l_163_ >> uint(0uL));
                            uint64_t l_174_ = (l_171_ | l_173_);
                            l_mut_128_ = l_174_;
                        }
                    }
                    uint _e597 = l_mut_118_;
                    uint64_t l_175_ = uint64_t(_e597);
                    uint64_t _e599 = l_mut_150_;
                    uint64_t l_176_ = (_e599 & 4294967295uL);
                    uint64_t l_177_ = (l_176_ * l_175_);
                    uint64_t _e603 = l_mut_150_;
                    uint64_t l_178_ = (_e603 >> uint(32uL));
                    uint64_t l_179_ = (l_178_ * l_175_);
                    uint64_t l_180_ = (l_179_ << uint(32uL));
                    uint64_t l_181_ = (l_177_ + l_180_);
                    uint64_t l_182_ = (l_179_ >> uint(32uL));
                    bool l_183_ = (l_181_ < l_177_);
                    uint64_t l_184_ = uint64_t(l_183_);
                    uint64_t l_185_ = (l_182_ + l_184_);
                    l_mut_150_ = l_181_;
                    if (true) {
                        l_mut_150_ = l_185_;
                    } else {
                        if (true) {
                            uint64_t l_189_ = (l_185_ << uint(0uL));
                            uint64_t l_191_ = (l_181_ >> uint(64uL));
                            uint64_t l_192_ = (l_189_ | l_191_);
                            l_mut_150_ = l_192_;
                        }
                    }
                    uint _e632 = l_mut_118_;
                    uint64_t l_193_ = uint64_t(_e632);
                    uint64_t _e634 = l_mut_128_;
                    uint64_t l_194_ = (_e634 & 4294967295uL);
                    uint64_t l_195_ = (l_194_ * l_193_);
                    uint64_t _e638 = l_mut_128_;
                    uint64_t l_196_ = (_e638 >> uint(32uL));
                    uint64_t l_197_ = (l_196_ * l_193_);
                    uint64_t l_198_ = (l_197_ << uint(32uL));
                    uint64_t l_199_ = (l_195_ + l_198_);
                    uint64_t l_200_ = (l_197_ >> uint(32uL));
                    bool l_201_ = (l_199_ < l_195_);
                    uint64_t l_202_ = uint64_t(l_201_);
                    uint64_t l_203_ = (l_200_ + l_202_);
                    l_mut_204_ = l_199_;
                    if (false) {
                        l_mut_204_ = l_203_;
                    } else {
                        if (false) {
                            uint64_t l_208_ = (l_203_ << uint(64uL));
                            uint64_t l_210_ = (l_199_ >> uint(0uL));
                            uint64_t l_211_ = (l_208_ | l_210_);
                            l_mut_204_ = l_211_;
                        }
                    }
                    uint _e667 = l_mut_118_;
                    uint64_t l_212_ = uint64_t(_e667);
                    uint64_t _e669 = l_mut_128_;
                    uint64_t l_213_ = (_e669 & 4294967295uL);
                    uint64_t l_214_ = (l_213_ * l_212_);
                    uint64_t _e673 = l_mut_128_;
                    uint64_t l_215_ = (_e673 >> uint(32uL));
                    uint64_t l_216_ = (l_215_ * l_212_);
                    uint64_t l_217_ = (l_216_ << uint(32uL));
                    uint64_t l_218_ = (l_214_ + l_217_);
                    uint64_t l_219_ = (l_216_ >> uint(32uL));
                    bool l_220_ = (l_218_ < l_214_);
                    uint64_t l_221_ = uint64_t(l_220_);
                    uint64_t l_222_ = (l_219_ + l_221_);
                    l_mut_128_ = l_218_;
                    if (true) {
                        l_mut_128_ = l_222_;
                    } else {
                        if (true) {
                            uint64_t l_226_ = (l_222_ << uint(0uL));
                            uint64_t l_228_ = (l_218_ >> uint(64uL));
                            uint64_t l_229_ = (l_226_ | l_228_);
                            l_mut_128_ = l_229_;
                        }
                    }
                    uint _e702 = l_mut_118_;
                    uint64_t l_230_ = uint64_t(_e702);
                    uint64_t _e704 = l_mut_150_;
                    uint64_t l_231_ = (_e704 * l_230_);
                    uint64_t _e706 = l_mut_128_;
                    uint64_t l_232_ = (_e706 + l_231_);
                    uint64_t _e708 = l_mut_204_;
                    l_mut_123_ = _e708;
                    bool l_233_ = (l_24_ == 64u);
                    if (l_233_) {
                        l_mut_123_ = l_232_;
                    } else {
                        bool l_234_ = (l_24_ > 0u);
                        if (l_234_) {
                            uint l_235_ = (64u - l_24_);
                            uint64_t l_236_ = uint64_t(l_235_);
                            uint64_t l_237_ = (l_232_ << uint(l_236_));
                            uint64_t l_238_ = uint64_t(l_24_);
                            uint64_t _e720 = l_mut_204_;
                            uint64_t l_239_ = (_e720 >> uint(l_238_));
                            uint64_t l_240_ = (l_237_ + l_239_);
                            l_mut_123_ = l_240_;
                        }
                    }
                    if (l_154_) {
                        uint64_t _e726 = l_mut_123_;
                        uint64_t l_242_ = (0uL - _e726);
                        l_mut_123_ = l_242_;
                    }
                }
                uint64_t _e728 = l_mut_123_;
                uint64_t l_243_ = (l_121_ + _e728);
                uint64_t l_245_ = (0uL - l_243_);
                l_mut_204_ = l_245_;
                uint64_t _e732 = l_mut_204_;
                bool l_246_ = (l_243_ < _e732);
                if (l_246_) {
                    l_mut_204_ = l_243_;
                }
                uint64_t _e734 = l_mut_204_;
                bool l_247_ = (_e734 < l_51_);
                uint l_248_ = uint(l_247_);
                uint _e737 = l_mut_83_;
                l_mut_83_ = (_e737 + l_248_);
            }
        }
        uint _e742 = l_mut_83_;
        bool l_249_ = (_e742 > 0u);
        if (l_249_) {
            uint l_521_ = asuint(info.Load(24+0));
            uint l_522_ = (l_521_ * 1u);
            uint l_523_ = (l_522_ - 1u);
            uint l_524_ = min(2u, l_523_);
            uint _e757 = l_mut_83_;
            uint _e758; buffer_6_global.InterlockedAdd(l_524_*4, _e757, _e758);
            l_mut_83_ = _e758;
            l_mut_252_ = l_75_;
            uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
            bool loop_init_1 = true;
            while(true) {
                if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                if (!loop_init_1) {
                    uint _e1041 = l_mut_252_;
                    l_mut_252_ = (_e1041 + 1u);
                }
                loop_init_1 = false;
                uint _e760 = l_mut_252_;
                if ((_e760 < l_90_)) {
                } else {
                    break;
                }
                {
                    uint _e762 = l_mut_252_;
                    uint64_t l_253_ = uint64_t(_e762);
                    uint64_t l_254_ = (l_99_ * l_253_);
                    uint64_t l_255_ = (l_108_ + l_254_);
                    l_mut_204_ = 0uL;
                    uint _e767 = l_mut_252_;
                    bool l_257_ = (_e767 < 65536u);
                    if (l_257_) {
                        uint _e770 = l_mut_252_;
                        uint _e771 = l_mut_252_;
                        uint l_258_ = (_e770 * _e771);
                        uint64_t l_259_ = (l_117_ >> uint(63uL));
                        bool l_260_ = (l_259_ == 1uL);
                        l_mut_150_ = l_117_;
                        if (l_260_) {
                            uint64_t l_262_ = (0uL - l_117_);
                            l_mut_150_ = l_262_;
                        }
                        uint64_t l_263_ = uint64_t(l_258_);
                        uint64_t _e782 = l_mut_150_;
                        uint64_t l_264_ = (_e782 & 4294967295uL);
                        uint64_t l_265_ = (l_264_ * l_263_);
                        uint64_t _e786 = l_mut_150_;
                        uint64_t l_266_ = (_e786 >> uint(32uL));
                        uint64_t l_267_ = (l_266_ * l_263_);
                        uint64_t l_268_ = (l_267_ << uint(32uL));
                        uint64_t l_269_ = (l_265_ + l_268_);
                        uint64_t l_270_ = (l_267_ >> uint(32uL));
                        bool l_271_ = (l_269_ < l_265_);
                        uint64_t l_272_ = uint64_t(l_271_);
                        uint64_t l_273_ = (l_270_ + l_272_);
                        l_mut_150_ = l_269_;
                        bool l_274_ = (l_24_ == 64u);
                        if (l_274_) {
                            l_mut_150_ = l_273_;
                        } else {
                            bool l_275_ = (l_24_ > 0u);
                            if (l_275_) {
                                uint l_276_ = (64u - l_24_);
                                uint64_t l_277_ = uint64_t(l_276_);
                                uint64_t l_278_ = (l_273_ << uint(l_277_));
                                uint64_t l_279_ = uint64_t(l_24_);
                                uint64_t l_280_ = (l_269_ >> uint(l_279_));
                                uint64_t l_281_ = (l_278_ | l_280_);
                                l_mut_150_ = l_281_;
                            }
                        }
                        uint64_t _e819 = l_mut_150_;
                        l_mut_128_ = _e819;
                        if (l_260_) {
                            uint64_t _e821 = l_mut_128_;
                            uint64_t l_283_ = (0uL - _e821);
                            l_mut_128_ = l_283_;
                        }
                        uint64_t _e823 = l_mut_128_;
                        l_mut_204_ = _e823;
                    } else {
                        uint64_t l_284_ = (l_117_ >> uint(63uL));
                        bool l_285_ = (l_284_ == 1uL);
                        l_mut_150_ = l_117_;
                        if (l_285_) {
                            uint64_t l_287_ = (0uL - l_117_);
                            l_mut_150_ = l_287_;
                        }
                        uint _e832 = l_mut_252_;
                        uint64_t l_288_ = uint64_t(_e832);
                        uint64_t _e834 = l_mut_150_;
                        uint64_t l_289_ = (_e834 & 4294967295uL);
                        uint64_t l_290_ = (l_289_ * l_288_);
                        uint64_t _e838 = l_mut_150_;
                        uint64_t l_291_ = (_e838 >> uint(32uL));
                        uint64_t l_292_ = (l_291_ * l_288_);
                        uint64_t l_293_ = (l_292_ << uint(32uL));
                        uint64_t l_294_ = (l_290_ + l_293_);
                        uint64_t l_295_ = (l_292_ >> uint(32uL));
                        bool l_296_ = (l_294_ < l_290_);
                        uint64_t l_297_ = uint64_t(l_296_);
                        uint64_t l_298_ = (l_295_ + l_297_);
                        l_mut_128_ = l_294_;
                        if (false) {
                            l_mut_128_ = l_298_;
                        } else {
                            if (false) {
                                uint64_t l_302_ = (l_298_ << uint(64uL));
                                uint64_t l_304_ = (l_294_ >> uint(0uL));
                                uint64_t l_305_ = (l_302_ | l_304_);
                                l_mut_128_ = l_305_;
                            }
                        }
                        uint _e867 = l_mut_252_;
                        uint64_t l_306_ = uint64_t(_e867);
                        uint64_t _e869 = l_mut_150_;
                        uint64_t l_307_ = (_e869 & 4294967295uL);
                        uint64_t l_308_ = (l_307_ * l_306_);
                        uint64_t _e873 = l_mut_150_;
                        uint64_t l_309_ = (_e873 >> uint(32uL));
                        uint64_t l_310_ = (l_309_ * l_306_);
                        uint64_t l_311_ = (l_310_ << uint(32uL));
                        uint64_t l_312_ = (l_308_ + l_311_);
                        uint64_t l_313_ = (l_310_ >> uint(32uL));
                        bool l_314_ = (l_312_ < l_308_);
                        uint64_t l_315_ = uint64_t(l_314_);
                        uint64_t l_316_ = (l_313_ + l_315_);
                        l_mut_150_ = l_312_;
                        if (true) {
                            l_mut_150_ = l_316_;
                        } else {
                            if (true) {
                                uint64_t l_320_ = (l_316_ << uint(0uL));
                                uint64_t l_322_ = (l_312_ >> uint(64uL));
                                uint64_t l_323_ = (l_320_ | l_322_);
                                l_mut_150_ = l_323_;
                            }
                        }
                        uint _e902 = l_mut_252_;
                        uint64_t l_324_ = uint64_t(_e902);
                        uint64_t _e904 = l_mut_128_;
                        uint64_t l_325_ = (_e904 & 4294967295uL);
                        uint64_t l_326_ = (l_325_ * l_324_);
                        uint64_t _e908 = l_mut_128_;
                        uint64_t l_327_ = (_e908 >> uint(32uL));
                        uint64_t l_328_ = (l_327_ * l_324_);
                        uint64_t l_329_ = (l_328_ << uint(32uL));
                        uint64_t l_330_ = (l_326_ + l_329_);
                        uint64_t l_331_ = (l_328_ >> uint(32uL));
                        bool l_332_ = (l_330_ < l_326_);
                        uint64_t l_333_ = uint64_t(l_332_);
                        uint64_t l_334_ = (l_331_ + l_333_);
                        l_mut_123_ = l_330_;
                        if (false) {
                            l_mut_123_ = l_334_;
                        } else {
                            if (false) {
                                uint64_t l_338_ = (l_334_ << uint(64uL));
                                uint64_t l_340_ = (l_330_ >> uint(0uL));
                                uint64_t l_341_ = (l_338_ | l_340_);
                                l_mut_123_ = l_341_;
                            }
                        }
                        uint _e937 = l_mut_252_;
                        uint64_t l_342_ = uint64_t(_e937);
                        uint64_t _e939 = l_mut_128_;
                        uint64_t l_343_ = (_e939 & 4294967295uL);
                        uint64_t l_344_ = (l_343_ * l_342_);
                        uint64_t _e943 = l_mut_128_;
                        uint64_t l_345_ = (_e943 >> uint(32uL));
                        uint64_t l_346_ = (l_345_ * l_342_);
                        uint64_t l_347_ = (l_346_ << uint(32uL));
                        uint64_t l_348_ = (l_344_ + l_347_);
                        uint64_t l_349_ = (l_346_ >> uint(32uL));
                        bool l_350_ = (l_348_ < l_344_);
                        uint64_t l_351_ = uint64_t(l_350_);
                        uint64_t l_352_ = (l_349_ + l_351_);
                        l_mut_128_ = l_348_;
                        if (true) {
                            l_mut_128_ = l_352_;
                        } else {
                            if (true) {
                                uint64_t l_356_ = (l_352_ << uint(0uL));
                                uint64_t l_358_ = (l_348_ >> uint(64uL));
                                uint64_t l_359_ = (l_356_ | l_358_);
                                l_mut_128_ = l_359_;
                            }
                        }
                        uint _e972 = l_mut_252_;
                        uint64_t l_360_ = uint64_t(_e972);
                        uint64_t _e974 = l_mut_150_;
                        uint64_t l_361_ = (_e974 * l_360_);
                        uint64_t _e976 = l_mut_128_;
                        uint64_t l_362_ = (_e976 + l_361_);
                        uint64_t _e978 = l_mut_123_;
                        l_mut_204_ = _e978;
                        bool l_363_ = (l_24_ == 64u);
                        if (l_363_) {
                            l_mut_204_ = l_362_;
                        } else {
                            bool l_364_ = (l_24_ > 0u);
                            if (l_364_) {
                                uint l_365_ = (64u - l_24_);
                                uint64_t l_366_ = uint64_t(l_365_);
                                uint64_t l_367_ = (l_362_ << uint(l_366_));
                                uint64_t l_368_ = uint64_t(l_24_);
                                uint64_t _e990 = l_mut_123_;
                                uint64_t l_369_ = (_e990 >> uint(l_368_));
                                uint64_t l_370_ = (l_367_ + l_369_);
                                l_mut_204_ = l_370_;
                            }
                        }
                        if (l_285_) {
                            uint64_t _e996 = l_mut_204_;
                            uint64_t l_372_ = (0uL - _e996);
                            l_mut_204_ = l_372_;
                        }
                    }
                    uint64_t _e998 = l_mut_204_;
                    uint64_t l_373_ = (l_255_ + _e998);
                    uint64_t l_375_ = (0uL - l_373_);
                    l_mut_204_ = l_375_;
                    uint64_t _e1002 = l_mut_204_;
                    bool l_376_ = (l_373_ < _e1002);
                    if (l_376_) {
                        l_mut_204_ = l_373_;
                    }
                    uint64_t _e1004 = l_mut_204_;
                    bool l_377_ = (_e1004 < l_51_);
                    if (l_377_) {
                        uint _e1006 = l_mut_83_;
                        uint l_378_ = (_e1006 * 2u);
                        uint l_379_ = (l_378_ + 1u);
                        uint l_380_ = asuint(info.Load(48+0));
                        bool l_381_ = (l_379_ < l_380_);
                        if (l_381_) {
                            uint l_526_ = asuint(info.Load(20+0));
                            uint l_527_ = (l_526_ * 1u);
                            bool l_528_ = (l_378_ < l_527_);
                            if (l_528_) {
                                buffer_5_global.Store(l_378_*4, asuint(l_70_));
                            }
                            uint l_382_ = (l_378_ + 1u);
                            uint l_529_ = asuint(info.Load(20+0));
                            uint l_530_ = (l_529_ * 1u);
                            bool l_531_ = (l_382_ < l_530_);
                            if (l_531_) {
                                uint _e1036 = l_mut_252_;
                                buffer_5_global.Store(l_382_*4, asuint(_e1036));
                            }
                        }
                        uint _e1037 = l_mut_83_;
                        l_mut_83_ = (_e1037 + 1u);
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
}
