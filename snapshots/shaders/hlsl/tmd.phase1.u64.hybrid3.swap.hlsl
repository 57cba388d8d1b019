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
    uint64_t l_mut_109_ = (uint64_t)0;
    uint64_t l_mut_140_ = (uint64_t)0;
    uint64_t l_mut_194_ = (uint64_t)0;
    uint l_mut_247_ = (uint)0;
    bool l_mut_248_ = (bool)0;
    bool l_mut_251_ = (bool)0;
    uint l_mut_260_ = (uint)0;
    uint64_t l_mut_273_ = (uint64_t)0;
    uint64_t l_mut_290_ = (uint64_t)0;
    uint l_mut_293_ = (uint)0;
    bool l_mut_339_ = (bool)0;
    bool l_mut_347_ = (bool)0;
    uint l_mut_370_ = (uint)0;
    uint l_mut_371_ = (uint)0;
    uint64_t l_mut_397_ = (uint64_t)0;
    uint l_mut_49_ = (uint)0;
    uint64_t l_mut_87_ = (uint64_t)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;
    bool local_5 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_480_ = asuint(info.Load(20+0));
        uint l_481_ = (l_480_ * 1u);
        uint l_482_ = (l_481_ - 1u);
        uint l_483_ = min(3u, l_482_);
        uint _e57; buffer_5_global.InterlockedAdd(l_483_*4, 1u, _e57);
    }
    uint l_424_ = asuint(info.Load(12+0));
    uint l_425_ = (l_424_ * 1u);
    bool l_426_ = (0u < l_425_);
    uint l_427_ = (l_425_ - 1u);
    uint l_428_ = min(0u, l_427_);
    uint l_429_ = asuint(buffer_3_global.Load(l_428_*4));
    uint l_4_ = (l_426_ ? l_429_ : 0u);
    uint64_t l_5_ = uint64_t(l_4_);
    uint l_7_ = (0u + 1u);
    uint l_431_ = asuint(info.Load(12+0));
    uint l_432_ = (l_431_ * 1u);
    bool l_433_ = (l_7_ < l_432_);
    uint l_434_ = (l_432_ - 1u);
    uint l_435_ = min(l_7_, l_434_);
    uint l_436_ = asuint(buffer_3_global.Load(l_435_*4));
    uint l_8_ = (l_433_ ? l_436_ : 0u);
    uint64_t l_9_ = uint64_t(l_8_);
    uint64_t l_10_ = (l_9_ << uint(32uL));
    uint64_t l_11_ = (l_5_ | l_10_);
    uint64_t l_12_ = (l_11_ & 4294967295uL);
    uint l_13_ = uint(l_12_);
    uint l_438_ = asuint(info.Load(12+0));
    uint l_439_ = (l_438_ * 1u);
    bool l_440_ = (2u < l_439_);
    uint l_441_ = (l_439_ - 1u);
    uint l_442_ = min(2u, l_441_);
    uint l_443_ = asuint(buffer_3_global.Load(l_442_*4));
    uint l_15_ = (l_440_ ? l_443_ : 0u);
    uint64_t l_16_ = uint64_t(l_15_);
    uint l_18_ = (2u + 1u);
    uint l_445_ = asuint(info.Load(12+0));
    uint l_446_ = (l_445_ * 1u);
    bool l_447_ = (l_18_ < l_446_);
    uint l_448_ = (l_446_ - 1u);
    uint l_449_ = min(l_18_, l_448_);
    uint l_450_ = asuint(buffer_3_global.Load(l_449_*4));
    uint l_19_ = (l_447_ ? l_450_ : 0u);
    uint64_t l_20_ = uint64_t(l_19_);
    uint64_t l_21_ = (l_20_ << uint(32uL));
    uint64_t l_22_ = (l_16_ | l_21_);
    uint64_t l_23_ = (l_22_ & 4294967295uL);
    uint l_24_ = uint(l_23_);
    uint l_452_ = asuint(info.Load(12+0));
    uint l_453_ = (l_452_ * 1u);
    bool l_454_ = (4u < l_453_);
    uint l_455_ = (l_453_ - 1u);
    uint l_456_ = min(4u, l_455_);
    uint l_457_ = asuint(buffer_3_global.Load(l_456_*4));
    uint l_26_ = (l_454_ ? l_457_ : 0u);
    uint64_t l_27_ = uint64_t(l_26_);
    uint l_29_ = (4u + 1u);
    uint l_459_ = asuint(info.Load(12+0));
    uint l_460_ = (l_459_ * 1u);
    bool l_461_ = (l_29_ < l_460_);
    uint l_462_ = (l_460_ - 1u);
    uint l_463_ = min(l_29_, l_462_);
    uint l_464_ = asuint(buffer_3_global.Load(l_463_*4));
    uint l_30_ = (l_461_ ? l_464_ : 0u);
    uint64_t l_31_ = uint64_t(l_30_);
    uint64_t l_32_ = (l_31_ << uint(32uL));
    uint64_t l_33_ = (l_27_ | l_32_);
    uint l_466_ = asuint(info.Load(12+0));
    uint l_467_ = (l_466_ * 1u);
    bool l_468_ = (6u < l_467_);
    uint l_469_ = (l_467_ - 1u);
    uint l_470_ = min(6u, l_469_);
    uint l_471_ = asuint(buffer_3_global.Load(l_470_*4));
    uint l_35_ = (l_468_ ? l_471_ : 0u);
    uint64_t l_36_ = uint64_t(l_35_);
    uint l_38_ = (6u + 1u);
    uint l_473_ = asuint(info.Load(12+0));
    uint l_474_ = (l_473_ * 1u);
    bool l_475_ = (l_38_ < l_474_);
    uint l_476_ = (l_474_ - 1u);
    uint l_477_ = min(l_38_, l_476_);
    uint l_478_ = asuint(buffer_3_global.Load(l_477_*4));
    uint l_39_ = (l_475_ ? l_478_ : 0u);
    uint64_t l_40_ = uint64_t(l_39_);
    uint64_t l_41_ = (l_40_ << uint(32uL));
    uint64_t l_42_ = (l_36_ | l_41_);
    uint l_43_ = (2u * id);
    uint l_44_ = asuint(info.Load(24+0));
    bool l_45_ = (l_43_ < l_44_);
    uint64_t l_46_ = uint64_t(id);
    uint64_t l_47_ = uint64_t(l_13_);
    uint64_t l_48_ = (l_46_ * l_47_);
    l_mut_49_ = 0u;
    bool l_50_ = (l_48_ < l_42_);
    if (l_50_) {
        uint64_t l_51_ = (l_42_ - l_48_);
        l_mut_49_ = l_13_;
        uint64_t l_52_ = uint64_t(l_13_);
        bool l_53_ = (l_51_ < l_52_);
        if (l_53_) {
            uint64_t l_54_ = (l_51_ & 4294967295uL);
            uint l_55_ = uint(l_54_);
            l_mut_49_ = l_55_;
        }
    }
    uint _e249 = l_mut_49_;
    bool l_56_ = (_e249 > 0u);
    if (l_45_) {
        local = l_56_;
    } else {
        local = false;
    }
    bool l_57_ = local;
    if (l_57_) {
        uint l_58_ = (2u * id);
        uint l_485_ = asuint(info.Load(0+0));
        uint l_486_ = (l_485_ * 1u);
        bool l_487_ = (l_58_ < l_486_);
        uint l_488_ = (l_486_ - 1u);
        uint l_489_ = min(l_58_, l_488_);
        uint l_490_ = asuint(buffer_0_global.Load(l_489_*4));
        uint l_59_ = (l_487_ ? l_490_ : 0u);
        uint64_t l_60_ = uint64_t(l_59_);
        uint l_61_ = (2u * id);
        uint l_62_ = (l_61_ + 1u);
        uint l_492_ = asuint(info.Load(0+0));
        uint l_493_ = (l_492_ * 1u);
        bool l_494_ = (l_62_ < l_493_);
        uint l_495_ = (l_493_ - 1u);
        uint l_496_ = min(l_62_, l_495_);
        uint l_497_ = asuint(buffer_0_global.Load(l_496_*4));
        uint l_63_ = (l_494_ ? l_497_ : 0u);
        uint64_t l_64_ = uint64_t(l_63_);
        uint64_t l_65_ = (l_64_ << uint(32uL));
        uint64_t l_66_ = (l_60_ | l_65_);
        uint l_67_ = (2u * id);
        uint l_499_ = asuint(info.Load(4+0));
        uint l_500_ = (l_499_ * 1u);
        bool l_501_ = (l_67_ < l_500_);
        uint l_502_ = (l_500_ - 1u);
        uint l_503_ = min(l_67_, l_502_);
        uint l_504_ = asuint(buffer_1_global.Load(l_503_*4));
        uint l_68_ = (l_501_ ? l_504_ : 0u);
        uint64_t l_69_ = uint64_t(l_68_);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_506_ = asuint(info.Load(4+0));
        uint l_507_ = (l_506_ * 1u);
        bool l_508_ = (l_71_ < l_507_);
        uint l_509_ = (l_507_ - 1u);
        uint l_510_ = min(l_71_, l_509_);
        uint l_511_ = asuint(buffer_1_global.Load(l_510_*4));
        uint l_72_ = (l_508_ ? l_511_ : 0u);
        uint64_t l_73_ = uint64_t(l_72_);
        uint64_t l_74_ = (l_73_ << uint(32uL));
        uint64_t l_75_ = (l_69_ | l_74_);
        uint l_76_ = (2u * id);
        uint l_513_ = asuint(info.Load(8+0));
        uint l_514_ = (l_513_ * 1u);
        bool l_515_ = (l_76_ < l_514_);
        uint l_516_ = (l_514_ - 1u);
        uint l_517_ = min(l_76_, l_516_);
        uint l_518_ = asuint(buffer_2_global.Load(l_517_*4));
        uint l_77_ = (l_515_ ? l_518_ : 0u);
        uint64_t l_78_ = uint64_t(l_77_);
        uint l_79_ = (2u * id);
        uint l_80_ = (l_79_ + 1u);
        uint l_520_ = asuint(info.Load(8+0));
        uint l_521_ = (l_520_ * 1u);
        bool l_522_ = (l_80_ < l_521_);
        uint l_523_ = (l_521_ - 1u);
        uint l_524_ = min(l_80_, l_523_);
        uint l_525_ = asuint(buffer_2_global.Load(l_524_*4));
        uint l_81_ = (l_522_ ? l_525_ : 0u);
        uint64_t l_82_ = uint64_t(l_81_);
        uint64_t l_83_ = (l_82_ << uint(32uL));
        uint64_t l_84_ = (l_78_ | l_83_);
        uint64_t l_85_ = (l_84_ >> uint(63uL));
        bool l_86_ = (l_85_ == 1uL);
        l_mut_87_ = l_84_;
        if (l_86_) {
            uint64_t l_89_ = (0uL - l_84_);
            l_mut_87_ = l_89_;
        }
        uint64_t l_90_ = uint64_t(l_13_);
        uint64_t _e394 = l_mut_87_;
        uint64_t l_91_ = (_e394 & 4294967295uL);
        uint64_t l_92_ = (l_91_ * l_90_);
        uint64_t _e398 = l_mut_87_;
        uint64_t l_93_ = (_e398 >> uint(32uL));
        uint64_t l_94_ = (l_93_ * l_90_);
        uint64_t l_95_ = (l_94_ << uint(32uL));
        uint64_t l_96_ = (l_92_ + l_95_);
        uint64_t l_97_ = (l_94_ >> uint(32uL));
        bool l_98_ = (l_96_ < l_92_);
        uint64_t l_99_ = uint64_t(l_98_);
        uint64_t l_100_ = (l_97_ + l_99_);
        l_mut_87_ = l_96_;
        bool l_101_ = (l_24_ == 64u);
        if (l_101_) {
            l_mut_87_ = l_100_;
        } else {
            bool l_102_ = (l_24_ > 0u);
            if (l_102_) {
                uint l_103_ = (64u - l_24_);
                uint64_t l_104_ = uint64_t(l_103_);
                uint64_t l_105_ = (l_100_ << uint(l_104_));
                uint64_t l_106_ = uint64_t(l_24_);
                uint64_t l_107_ = (l_96_ >> uint(l_106_));
                uint64_t l_108_ = (l_105_ | l_107_);
                l_mut_87_ = l_108_;
            }
        }
        uint64_t _e431 = l_mut_87_;
        l_mut_109_ = _e431;
        if (l_86_) {
            uint64_t _e433 = l_mut_109_;
            uint64_t l_111_ = (0uL - _e433);
            l_mut_109_ = l_111_;
        }
        uint64_t _e435 = l_mut_109_;
        uint64_t l_112_ = (l_66_ + _e435);
        uint l_113_ = (l_24_ + 3u);
        l_mut_109_ = 0uL;
        bool l_115_ = (l_13_ < 65536u);
        if (l_115_) {
            uint l_116_ = (l_13_ * l_13_);
            uint64_t l_117_ = (l_84_ >> uint(63uL));
            bool l_118_ = (l_117_ == 1uL);
            l_mut_87_ = l_84_;
            if (l_118_) {
                uint64_t l_120_ = (0uL - l_84_);
                l_mut_87_ = l_120_;
            }
            uint64_t l_121_ = uint64_t(l_116_);
            uint64_t _e452 = l_mut_87_;
            uint64_t l_122_ = (_e452 & 4294967295uL);
            uint64_t l_123_ = (l_122_ * l_121_);
            uint64_t _e456 = l_mut_87_;
            uint64_t l_124_ = (_e456 >> uint(32uL));
            uint64_t l_125_ = (l_124_ * l_121_);
            uint64_t l_126_ = (l_125_ << uint(32uL));
            uint64_t l_127_ = (l_123_ + l_126_);
            uint64_t l_128_ = (l_125_ >> uint(32uL));
            bool l_129_ = (l_127_ < l_123_);
            uint64_t l_130_ = uint64_t(l_129_);
            uint64_t l_131_ = (l_128_ + l_130_);
            l_mut_87_ = l_127_;
            bool l_132_ = (l_113_ == 64u);
            if (l_132_) {
                l_mut_87_ = l_131_;
            } else {
                bool l_133_ = (l_113_ > 0u);
                if (l_133_) {
                    uint l_134_ = (64u - l_113_);
                    uint64_t l_135_ = uint64_t(l_134_);
                    uint64_t l_136_ = (l_131_ << uint(l_135_));
                    uint64_t l_137_ = uint64_t(l_113_);
                    uint64_t l_138_ = (l_127_ >> uint(l_137_));
                    uint64_t l_139_ = (l_136_ | l_138_);
                    l_mut_87_ = l_139_;
                }
            }
            uint64_t _e489 = l_mut_87_;
            l_mut_140_ = _e489;
            if (l_118_) {
                uint64_t _e491 = l_mut_140_;
                uint64_t l_142_ = (0uL - _e491);
                l_mut_140_ = l_142_;
            }
            uint64_t _e493 = l_mut_140_;
            l_mut_109_ = _e493;
        } else {
            uint64_t l_143_ = (l_84_ >> uint(63uL));
            bool l_144_ = (l_143_ == 1uL);
            l_mut_140_ = l_84_;
            if (l_144_) {
                uint64_t l_146_ = (0uL - l_84_);
                l_mut_140_ = l_146_;
            }
            uint64_t l_147_ = uint64_t(l_13_);
            uint64_t _e503 = l_mut_140_;
            uint64_t l_148_ = (_e503 & 4294967295uL);
            uint64_t l_149_ = (l_148_ * l_147_);
            uint64_t _e507 = l_mut_140_;
            uint64_t l_150_ = (_e507 >> uint(32uL));
            uint64_t l_151_ = (l_150_ * l_147_);
            uint64_t l_152_ = (l_151_ << uint(32uL));
            uint64_t l_153_ = (l_149_ + l_152_);
            uint64_t l_154_ = (l_151_ >> uint(32uL));
            bool l_155_ = (l_153_ < l_149_);
            uint64_t l_156_ = uint64_t(l_155_);
            uint64_t l_157_ = (l_154_ + l_156_);
            l_mut_87_ = l_153_;
            if (false) {
                l_mut_87_ = l_157_;
            } else {
                if (false) {
                    uint64_t l_161_ = (l_157_ << uint(64uL));
                    uint64_t l_163_ = (l_153_ >> uint(0uL));
                    uint64_t l_164_ = (l_161_ | l_163_);
                    l_mut_87_ = l_164_;
                }
            }
            uint64_t l_165_ = uint64_t(l_13_);
            uint64_t _e537 = l_mut_140_;
            uint64_t l_166_ = (_e537 & 4294967295uL);
            uint64_t l_167_ = (l_166_ * l_165_);
            uint64_t _e541 = l_mut_140_;
            uint64_t l_168_ = (_e541 >> uint(32uL));
            uint64_t l_169_ = (l_168_ * l_165_);
            uint64_t l_170_ = (l_169_ << uint(32uL));
            uint64_t l_171_ = (l_167_ + l_170_);
            uint64_t l_172_ = (l_169_ >> uint(32uL));
            bool l_173_ = (l_171_ < l_167_);
            uint64_t l_174_ = uint64_t(l_173_);
            uint64_t l_175_ = (l_172_ + l_174_);
            l_mut_140_ = l_171_;
            if (true) {
                l_mut_140_ = l_175_;
            } else {
                if (true) {
                    uint64_t l_179_ = (l_175_ << uint(0uL));
                    uint64_t l_181_ = (l_171_ >> uint(64uL));
                    uint64_t l_182_ = (l_179_ | l_181_);
                    l_mut_140_ = l_182_;
                }
            }
            uint64_t l_183_ = uint64_t(l_13_);
            uint64_t _e571 = l_mut_87_;
            uint64_t l_184_ = (_e571 & 4294967295uL);
            uint64_t l_185_ = (l_184_ * l_183_);
            uint64_t _e575 = l_mut_87_;
            uint64_t l_186_ = (_e575 >> uint(32uL));
            uint64_t l_187_ = (l_186_ * l_183_);
            uint64_t l_188_ = (l_187_ << uint(32uL));
            uint64_t l_189_ = (l_185_ + l_188_);
            uint64_t l_190_ = (l_187_ >> uint(32uL));
            bool l_191_ = (l_189_ < l_185_);
            uint64_t l_192_ = uint64_t(l_191_);
            uint64_t l_193_ = (l_190_ + l_192_);
            l_mut_194_ = l_189_;
            if (false) {
                l_mut_194_ = l_193_;
            } else {
                if (false) {
                    uint64_t l_198_ = (l_193_ << uint(64uL));
                    uint64_t l_200_ = (l_189_ >> uint(0uL));
                    uint64_t l_201_ = (l_198_ | l_200_);
                    l_mut_194_ = l_201_;
                }
            }
            uint64_t l_202_ = uint64_t(l_13_);
            uint64_t _e605 = l_mut_87_;
            uint64_t l_203_ = (_e605 & 4294967295uL);
            uint64_t l_204_ = (l_203_ * l_202_);
            uint64_t _e609 = l_mut_87_;
            uint64_t l_205_ = (_e609 >> uint(32uL));
            uint64_t l_206_ = (l_205_ * l_202_);
            uint64_t l_207_ = (l_206_ << uint(32uL));
            uint64_t l_208_ = (l_204_ + l_207_);
            uint64_t l_209_ = (l_206_ >> uint(32uL));
            bool l_210_ = (l_208_ < l_204_);
            uint64_t l_211_ = uint64_t(l_210_);
            uint64_t l_212_ = (l_209_ + l_211_);
            l_mut_87_ = l_208_;
            if (true) {
                l_mut_87_ = l_212_;
            } else {
                if (true) {
                    uint64_t l_216_ = (l_212_ << uint(0uL));
                    uint64_t l_218_ = (l_208_ >> uint(64uL));
                    uint64_t l_219_ = (l_216_ | l_218_);
                    l_mut_87_ = l_219_;
                }
            }
            uint64_t l_220_ = uint64_t(l_13_);
            uint64_t _e639 = l_mut_140_;
            uint64_t l_221_ = (_e639 * l_220_);
            uint64_t _e641 = l_mut_87_;
            uint64_t l_222_ = (_e641 + l_221_);
            uint64_t _e643 = l_mut_194_;
            l_mut_109_ = _e643;
            bool l_223_ = (l_113_ == 64u);
            if (l_223_) {
                l_mut_109_ = l_222_;
            } else {
                bool l_224_ = (l_113_ > 0u);
                if (l_224_) {
                    uint l_225_ = (64u - l_113_);
                    uint64_t l_226_ = uint64_t(l_225_);
                    uint64_t l_227_ = (l_222_ << uint(l_226_));
                    uint64_t l_228_ = uint64_t(l_113_);
                    uint64_t _e655 = l_mut_194_;
                    uint64_t l_229_ = (_e655 >> uint(l_228_));
                    uint64_t l_230_ = (l_227_ + l_229_);
                    l_mut_109_ = l_230_;
                }
            }
            if (l_144_) {
                uint64_t _e661 = l_mut_109_;
                uint64_t l_232_ = (0uL - _e661);
                l_mut_109_ = l_232_;
            }
        }
        uint64_t _e663 = l_mut_109_;
        l_mut_194_ = _e663;
        uint64_t _e664 = l_mut_109_;
        uint64_t l_233_ = (_e664 >> uint(63uL));
        bool l_234_ = (l_233_ == 1uL);
        if (l_234_) {
            uint64_t _e672 = l_mut_109_;
            uint64_t l_236_ = (0uL - _e672);
            l_mut_194_ = l_236_;
        }
        uint64_t _e674 = l_mut_194_;
        uint64_t l_237_ = (l_33_ + _e674);
        uint64_t l_239_ = (l_237_ + 1uL);
        uint64_t _e678 = l_mut_109_;
        uint64_t l_240_ = (l_75_ - _e678);
        uint64_t l_241_ = (l_240_ + l_239_);
        uint64_t l_243_ = (0uL - l_112_);
        uint64_t l_244_ = (l_239_ + l_239_);
        l_mut_194_ = l_243_;
        uint64_t l_246_ = (0uL - l_243_);
        l_mut_140_ = l_246_;
        l_mut_109_ = l_241_;
        l_mut_49_ = 1u;
        l_mut_247_ = 1u;
        l_mut_248_ = false;
        uint64_t _e689 = l_mut_109_;
        bool l_249_ = (_e689 < l_244_);
        bool l_250_ = !(l_249_);
        l_mut_251_ = l_250_;
        bool l_252_ = (l_243_ == 0uL);
        if (l_252_) {
            bool _e694 = l_mut_251_;
            l_mut_248_ = _e694;
            l_mut_251_ = false;
        }
        bool _e696 = l_mut_251_;
        if (_e696) {
            uint64_t l_253_ = (l_243_ >> uint(63uL));
            bool l_254_ = (l_253_ == 1uL);
            l_mut_87_ = l_243_;
            if (l_254_) {
                uint64_t l_256_ = (0uL - l_243_);
                l_mut_87_ = l_256_;
            }
            uint l_257_ = (l_13_ - 1u);
            uint64_t l_258_ = uint64_t(l_257_);
            uint64_t _e708 = l_mut_87_;
            uint64_t l_259_ = (_e708 * l_258_);
            l_mut_260_ = 0u;
            uint l_261_ = (l_13_ - 1u);
            uint64_t l_262_ = uint64_t(l_261_);
            uint64_t _e714 = l_mut_87_;
            uint64_t l_263_ = (_e714 & 4294967295uL);
            uint64_t l_264_ = (l_263_ * l_262_);
            uint64_t _e718 = l_mut_87_;
            uint64_t l_265_ = (_e718 >> uint(32uL));
            uint64_t l_266_ = (l_265_ * l_262_);
            uint64_t l_267_ = (l_266_ << uint(32uL));
            uint64_t l_268_ = (l_264_ + l_267_);
            uint64_t l_269_ = (l_266_ >> uint(32uL));
            bool l_270_ = (l_268_ < l_264_);
            uint64_t l_271_ = uint64_t(l_270_);
            uint64_t l_272_ = (l_269_ + l_271_);
            l_mut_273_ = l_268_;
            if (true) {
                l_mut_273_ = l_272_;
            } else {
                if (true) {
                    uint64_t l_277_ = (l_272_ << uint(0uL));
                    uint64_t l_279_ = (l_268_ >> uint(64uL));
                    uint64_t l_280_ = (l_277_ | l_279_);
                    l_mut_273_ = l_280_;
                }
            }
            uint64_t _e747 = l_mut_273_;
            bool l_281_ = (_e747 == 0uL);
            if (l_281_) {
                l_mut_273_ = l_241_;
                if (l_254_) {
                    uint64_t l_283_ = (0uL - l_241_);
                    bool l_284_ = (l_241_ == 0uL);
                    bool l_285_ = !(l_284_);
                    bool l_286_ = (l_259_ < l_283_);
                    bool l_287_ = !(l_286_);
                    if (l_285_) {
                        local_1 = l_287_;
                    } else {
                        local_1 = false;
                    }
                    bool l_288_ = local_1;
                    if (l_288_) {
                        uint l_289_ = (l_13_ - 1u);
                        l_mut_290_ = l_283_;
                        uint64_t _e763 = l_mut_87_;
                        bool l_291_ = (l_283_ < _e763);
                        bool l_292_ = !(l_291_);
                        if (l_292_) {
                            l_mut_293_ = 0u;
                            uint64_t _e767 = l_mut_87_;
                            bool l_294_ = (_e767 < l_283_);
                            if (l_294_) {
                                uint64_t l_295_ = (l_283_ - 1uL);
                                uint64_t _e771 = l_mut_87_;
                                uint64_t l_296_ = naga_div(l_295_, _e771);
                                uint64_t l_297_ = uint64_t(l_289_);
                                bool l_298_ = (l_296_ < l_297_);
                                uint64_t l_299_ = uint64_t(l_289_);
                                uint64_t l_300_ = (l_298_ ? l_296_ : l_299_);
                                uint l_301_ = uint(l_300_);
                                l_mut_293_ = l_301_;
                            }
                            uint _e779 = l_mut_293_;
                            uint64_t l_302_ = uint64_t(_e779);
                            uint64_t _e781 = l_mut_87_;
                            uint64_t l_303_ = (_e781 * l_302_);
                            uint64_t l_304_ = (l_283_ - l_303_);
                            l_mut_290_ = l_304_;
                            uint64_t _e784 = l_mut_290_;
                            uint64_t _e785 = l_mut_87_;
                            bool l_305_ = (_e784 < _e785);
                            bool l_306_ = !(l_305_);
                            if (l_306_) {
                                uint64_t _e788 = l_mut_290_;
                                uint64_t _e789 = l_mut_87_;
                                uint64_t l_307_ = (_e788 - _e789);
                                l_mut_290_ = l_307_;
                            }
                        }
                        uint64_t _e791 = l_mut_87_;
                        uint64_t _e792 = l_mut_290_;
                        uint64_t l_308_ = (_e791 - _e792);
                        l_mut_290_ = l_308_;
                        uint64_t _e794 = l_mut_87_;
                        bool l_309_ = (l_308_ < _e794);
                        bool l_310_ = !(l_309_);
                        if (l_310_) {
                            uint64_t _e797 = l_mut_87_;
                            uint64_t l_311_ = (l_308_ - _e797);
                            l_mut_290_ = l_311_;
                        }
                        uint64_t _e799 = l_mut_290_;
                        uint64_t _e800 = l_mut_273_;
                        bool l_312_ = (_e799 < _e800);
                        if (l_312_) {
                            uint64_t _e802 = l_mut_290_;
                            l_mut_273_ = _e802;
                        }
                    }
                } else {
                    uint64_t l_313_ = (l_241_ - l_259_);
                    l_mut_273_ = l_313_;
                    bool l_314_ = (l_241_ < l_259_);
                    if (l_314_) {
                        uint l_315_ = (l_13_ - 1u);
                        l_mut_290_ = l_241_;
                        uint64_t _e807 = l_mut_87_;
                        bool l_316_ = (l_241_ < _e807);
                        bool l_317_ = !(l_316_);
                        if (l_317_) {
                            l_mut_293_ = 0u;
                            uint64_t _e811 = l_mut_87_;
                            bool l_318_ = (_e811 < l_241_);
                            if (l_318_) {
                                uint64_t l_319_ = (l_241_ - 1uL);
                                uint64_t _e815 = l_mut_87_;
                                uint64_t l_320_ = naga_div(l_319_, _e815);
                                uint64_t l_321_ = uint64_t(l_315_);
                                bool l_322_ = (l_320_ < l_321_);
                                uint64_t l_323_ = uint64_t(l_315_);
                                uint64_t l_324_ = (l_322_ ? l_320_ : l_323_);
                                uint l_325_ = uint(l_324_);
                                l_mut_293_ = l_325_;
                            }
                            uint _e823 = l_mut_293_;
                            uint64_t l_326_ = uint64_t(_e823);
                            uint64_t _e825 = l_mut_87_;
                            uint64_t l_327_ = (_e825 * l_326_);
                            uint64_t l_328_ = (l_241_ - l_327_);
                            l_mut_290_ = l_328_;
                            uint64_t _e828 = l_mut_290_;
                            uint64_t _e829 = l_mut_87_;
                            bool l_329_ = (_e828 < _e829);
                            bool l_330_ = !(l_329_);
                            if (l_330_) {
                                uint64_t _e832 = l_mut_290_;
                                uint64_t _e833 = l_mut_87_;
                                uint64_t l_331_ = (_e832 - _e833);
                                l_mut_290_ = l_331_;
                            }
                        }
                        uint64_t _e835 = l_mut_290_;
                        uint64_t _e836 = l_mut_273_;
                        bool l_332_ = (_e835 < _e836);
                        if (l_332_) {
                            uint64_t _e838 = l_mut_290_;
                            l_mut_273_ = _e838;
                        }
                    }
                }
                uint64_t _e839 = l_mut_273_;
                bool l_333_ = (_e839 < l_244_);
                bool l_334_ = !(l_333_);
                uint l_335_ = uint(l_334_);
                uint l_336_ = (2u - l_335_);
                l_mut_260_ = l_336_;
            }
            uint _e845 = l_mut_260_;
            bool l_337_ = (_e845 > 0u);
            if (l_337_) {
                uint _e848 = l_mut_260_;
                bool l_338_ = (_e848 == 1u);
                l_mut_248_ = l_338_;
                l_mut_251_ = false;
            }
        }
        l_mut_339_ = false;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            bool _e853 = l_mut_251_;
            bool l_340_ = !(_e853);
            if (l_340_) {
                break;
            }
            uint64_t _e855 = l_mut_194_;
            l_mut_290_ = _e855;
            bool _e856 = l_mut_339_;
            if (_e856) {
                uint64_t _e857 = l_mut_140_;
                l_mut_290_ = _e857;
            }
            uint64_t _e858 = l_mut_109_;
            uint64_t _e859 = l_mut_290_;
            bool l_341_ = (_e858 < _e859);
            bool l_342_ = !(l_341_);
            bool _e862 = l_mut_339_;
            bool l_343_ = (l_342_ != _e862);
            if (l_343_) {
                uint64_t _e864 = l_mut_194_;
                l_mut_290_ = _e864;
                uint64_t _e865 = l_mut_140_;
                l_mut_194_ = _e865;
                uint64_t _e866 = l_mut_290_;
                l_mut_140_ = _e866;
                uint _e867 = l_mut_49_;
                l_mut_293_ = _e867;
                uint _e868 = l_mut_247_;
                l_mut_49_ = _e868;
                uint _e869 = l_mut_293_;
                l_mut_247_ = _e869;
                l_mut_339_ = l_342_;
            }
            uint64_t _e870 = l_mut_194_;
            uint64_t _e871 = l_mut_109_;
            uint64_t l_344_ = (_e870 - _e871);
            l_mut_290_ = l_344_;
            bool _e873 = l_mut_339_;
            if (_e873) {
                uint64_t _e874 = l_mut_109_;
                uint64_t l_345_ = (_e874 - l_244_);
                l_mut_290_ = l_345_;
            }
            uint64_t _e876 = l_mut_194_;
            l_mut_273_ = _e876;
            uint64_t _e877 = l_mut_290_;
            uint64_t _e878 = l_mut_194_;
            bool l_346_ = (_e877 < _e878);
            if (l_346_) {
                uint64_t _e880 = l_mut_290_;
                l_mut_273_ = _e880;
            }
            l_mut_347_ = false;
            uint64_t _e883 = l_mut_273_;
            uint64_t l_349_ = (_e883 >> uint(3uL));
            uint64_t _e887 = l_mut_140_;
            bool l_350_ = (l_349_ < _e887);
            bool l_351_ = !(l_350_);
            l_mut_347_ = l_351_;
            l_mut_293_ = 0u;
            uint64_t _e891 = l_mut_140_;
            bool l_352_ = (_e891 == 0uL);
            bool l_353_ = !(l_352_);
            bool _e895 = l_mut_347_;
            if (_e895) {
                local_2 = l_353_;
            } else {
                local_2 = false;
            }
            bool l_354_ = local_2;
            uint64_t _e900 = l_mut_140_;
            uint64_t _e901 = l_mut_273_;
            bool l_355_ = (_e900 < _e901);
            if (l_354_) {
                local_3 = l_355_;
            } else {
                local_3 = false;
            }
            bool l_356_ = local_3;
            uint _e907 = l_mut_49_;
            uint _e908 = l_mut_247_;
            uint l_357_ = (_e907 + _e908);
            bool l_358_ = (l_357_ < l_13_);
            if (l_356_) {
                local_4 = l_358_;
            } else {
                local_4 = false;
            }
            bool l_359_ = local_4;
            if (l_359_) {
                uint _e915 = l_mut_49_;
                uint l_360_ = (l_13_ - _e915);
                uint _e917 = l_mut_247_;
                uint l_361_ = (l_360_ - _e917);
                uint _e919 = l_mut_49_;
                uint l_362_ = naga_div(l_361_, _e919);
                uint64_t _e921 = l_mut_273_;
                uint64_t l_363_ = (_e921 - 1uL);
                uint64_t _e924 = l_mut_140_;
                uint64_t l_364_ = naga_div(l_363_, _e924);
                uint64_t l_365_ = uint64_t(l_362_);
                bool l_366_ = (l_364_ < l_365_);
                uint64_t l_367_ = uint64_t(l_362_);
                uint64_t l_368_ = (l_366_ ? l_364_ : l_367_);
                uint l_369_ = uint(l_368_);
                l_mut_293_ = l_369_;
            }
            uint64_t _e932 = l_mut_194_;
            l_mut_290_ = _e932;
            uint64_t _e933 = l_mut_140_;
            l_mut_273_ = _e933;
            uint _e934 = l_mut_49_;
            l_mut_260_ = _e934;
            uint _e935 = l_mut_247_;
            l_mut_370_ = _e935;
            uint64_t _e936 = l_mut_109_;
            l_mut_87_ = _e936;
            l_mut_371_ = 0u;
            uint _e938 = l_mut_293_;
            bool l_372_ = (_e938 > 0u);
            if (l_372_) {
                uint _e941 = l_mut_293_;
                uint64_t l_373_ = uint64_t(_e941);
                uint64_t _e943 = l_mut_140_;
                uint64_t l_374_ = (_e943 * l_373_);
                bool _e945 = l_mut_339_;
                if (_e945) {
                    uint64_t _e946 = l_mut_109_;
                    uint64_t l_375_ = (_e946 - l_374_);
                    l_mut_87_ = l_375_;
                }
                uint64_t _e948 = l_mut_194_;
                uint64_t l_376_ = (_e948 - l_374_);
                l_mut_290_ = l_376_;
                uint _e950 = l_mut_293_;
                uint _e951 = l_mut_49_;
                uint l_377_ = (_e950 * _e951);
                uint _e953 = l_mut_247_;
                uint l_378_ = (_e953 + l_377_);
                l_mut_370_ = l_378_;
            } else {
                bool _e955 = l_mut_339_;
                if (_e955) {
                    uint64_t _e956 = l_mut_109_;
                    uint64_t _e957 = l_mut_140_;
                    uint64_t l_379_ = (_e956 - _e957);
                    l_mut_87_ = l_379_;
                    uint64_t _e959 = l_mut_87_;
                    bool l_380_ = (_e959 < l_244_);
                    if (l_380_) {
                        l_mut_371_ = 2u;
                    }
                }
                uint _e962 = l_mut_371_;
                bool l_381_ = (_e962 == 0u);
                if (l_381_) {
                    uint _e965 = l_mut_49_;
                    uint l_382_ = (l_13_ - _e965);
                    uint _e967 = l_mut_247_;
                    uint l_383_ = naga_div(l_382_, _e967);
                    l_mut_293_ = 0u;
                    l_mut_347_ = false;
                    uint64_t _e972 = l_mut_140_;
                    uint64_t l_385_ = (_e972 >> uint(3uL));
                    uint64_t _e976 = l_mut_194_;
                    bool l_386_ = (l_385_ < _e976);
                    bool l_387_ = !(l_386_);
                    l_mut_347_ = l_387_;
                    uint64_t _e979 = l_mut_194_;
                    bool l_388_ = (_e979 == 0uL);
                    if (l_388_) {
                        l_mut_293_ = l_383_;
                    } else {
                        bool _e982 = l_mut_347_;
                        if (_e982) {
                            uint64_t _e983 = l_mut_194_;
                            uint64_t _e984 = l_mut_140_;
                            bool l_389_ = (_e983 < _e984);
                            if (l_389_) {
                                uint64_t _e986 = l_mut_140_;
                                uint64_t l_390_ = (_e986 - 1uL);
                                uint64_t _e989 = l_mut_194_;
                                uint64_t l_391_ = naga_div(l_390_, _e989);
                                uint64_t l_392_ = uint64_t(l_383_);
                                bool l_393_ = (l_391_ < l_392_);
                                uint64_t l_394_ = uint64_t(l_383_);
                                uint64_t l_395_ = (l_393_ ? l_391_ : l_394_);
                                uint l_396_ = uint(l_395_);
                                l_mut_293_ = l_396_;
                            }
                        } else {
                            uint64_t _e997 = l_mut_140_;
                            l_mut_397_ = _e997;
                            uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                uint64_t _e998 = l_mut_194_;
                                uint64_t _e999 = l_mut_397_;
                                bool l_398_ = (_e998 < _e999);
                                uint _e1001 = l_mut_293_;
                                uint _e1002 = l_mut_247_;
                                uint l_399_ = (_e1001 * _e1002);
                                uint _e1004 = l_mut_49_;
                                uint l_400_ = (_e1004 + l_399_);
                                uint _e1006 = l_mut_247_;
                                uint l_401_ = (l_400_ + _e1006);
                                bool l_402_ = (l_401_ < l_13_);
                                if (l_398_) {
                                    local_5 = l_402_;
                                } else {
                                    local_5 = false;
                                }
                                bool l_403_ = local_5;
                                bool l_404_ = !(l_403_);
                                if (l_404_) {
                                    break;
                                }
                                uint64_t _e1014 = l_mut_397_;
                                uint64_t _e1015 = l_mut_194_;
                                uint64_t l_405_ = (_e1014 - _e1015);
                                l_mut_397_ = l_405_;
                                uint _e1017 = l_mut_293_;
                                l_mut_293_ = (_e1017 + 1u);
                            }
                        }
                    }
                    uint _e1020 = l_mut_293_;
                    uint _e1021 = l_mut_247_;
                    uint l_406_ = (_e1020 * _e1021);
                    uint _e1023 = l_mut_49_;
                    uint l_407_ = (_e1023 + l_406_);
                    uint _e1025 = l_mut_247_;
                    uint l_408_ = (l_407_ + _e1025);
                    bool l_409_ = (l_408_ >= l_13_);
                    if (l_409_) {
                        l_mut_371_ = 1u;
                    } else {
                        uint _e1029 = l_mut_293_;
                        uint64_t l_410_ = uint64_t(_e1029);
                        uint64_t _e1031 = l_mut_194_;
                        uint64_t l_411_ = (_e1031 * l_410_);
                        uint64_t _e1033 = l_mut_140_;
                        uint64_t l_412_ = (_e1033 - l_411_);
                        l_mut_273_ = l_412_;
                        uint _e1035 = l_mut_293_;
                        uint _e1036 = l_mut_247_;
                        uint l_413_ = (_e1035 * _e1036);
                        uint _e1038 = l_mut_49_;
                        uint l_414_ = (_e1038 + l_413_);
                        l_mut_260_ = l_414_;
                        uint64_t _e1040 = l_mut_194_;
                        uint64_t _e1041 = l_mut_273_;
                        uint64_t l_415_ = (_e1040 - _e1041);
                        l_mut_290_ = l_415_;
                        uint _e1043 = l_mut_247_;
                        uint _e1044 = l_mut_260_;
                        uint l_416_ = (_e1043 + _e1044);
                        l_mut_370_ = l_416_;
                    }
                }
            }
            uint64_t _e1046 = l_mut_290_;
            l_mut_194_ = _e1046;
            uint64_t _e1047 = l_mut_273_;
            l_mut_140_ = _e1047;
            uint _e1048 = l_mut_260_;
            l_mut_49_ = _e1048;
            uint _e1049 = l_mut_370_;
            l_mut_247_ = _e1049;
            uint64_t _e1050 = l_mut_87_;
            l_mut_109_ = _e1050;
            uint _e1051 = l_mut_371_;
            bool l_417_ = (_e1051 == 1u);
            l_mut_248_ = l_417_;
            uint _e1054 = l_mut_371_;
            bool l_418_ = (_e1054 == 0u);
            l_mut_251_ = l_418_;
        }
        bool _e1057 = l_mut_248_;
        bool l_419_ = !(_e1057);
        if (l_419_) {
            uint l_527_ = asuint(info.Load(20+0));
            uint l_528_ = (l_527_ * 1u);
            uint l_529_ = (l_528_ - 1u);
            uint l_530_ = min(0u, l_529_);
            uint _e1072; buffer_5_global.InterlockedAdd(l_530_*4, 1u, _e1072);
            uint l_422_ = asuint(info.Load(40+0));
            bool l_423_ = (_e1072 < l_422_);
            if (l_423_) {
                uint l_532_ = asuint(info.Load(16+0));
                uint l_533_ = (l_532_ * 1u);
                bool l_534_ = (_e1072 < l_533_);
                if (l_534_) {
                    buffer_4_global.Store(_e1072*4, asuint(id));
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
