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
    bool l_mut_344_ = (bool)0;
    uint l_mut_363_ = (uint)0;
    uint l_mut_364_ = (uint)0;
    uint64_t l_mut_383_ = (uint64_t)0;
    uint l_mut_49_ = (uint)0;
    uint64_t l_mut_87_ = (uint64_t)0;
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
        uint l_529_ = asuint(info.Load(20+0));
        uint l_530_ = (l_529_ * 1u);
        uint l_531_ = (l_530_ - 1u);
        uint l_532_ = min(3u, l_531_);
        uint _e57; buffer_5_global.InterlockedAdd(l_532_*4, 1u, _e57);
    }
    uint l_473_ = asuint(info.Load(12+0));
    uint l_474_ = (l_473_ * 1u);
    bool l_475_ = (0u < l_474_);
    uint l_476_ = (l_474_ - 1u);
    uint l_477_ = min(0u, l_476_);
    uint l_478_ = asuint(buffer_3_global.Load(l_477_*4));
    uint l_4_ = (l_475_ ? l_478_ : 0u);
    uint64_t l_5_ = uint64_t(l_4_);
    uint l_7_ = (0u + 1u);
    uint l_480_ = asuint(info.Load(12+0));
    uint l_481_ = (l_480_ * 1u);
    bool l_482_ = (l_7_ < l_481_);
    uint l_483_ = (l_481_ - 1u);
    uint l_484_ = min(l_7_, l_483_);
    uint l_485_ = asuint(buffer_3_global.Load(l_484_*4));
    uint l_8_ = (l_482_ ? l_485_ : 0u);
    uint64_t l_9_ = uint64_t(l_8_);
    uint64_t l_10_ = (l_9_ << uint(32uL));
    uint64_t l_11_ = (l_5_ | l_10_);
    uint64_t l_12_ = (l_11_ & 4294967295uL);
    uint l_13_ = uint(l_12_);
    uint l_487_ = asuint(info.Load(12+0));
    uint l_488_ = (l_487_ * 1u);
    bool l_489_ = (2u < l_488_);
    uint l_490_ = (l_488_ - 1u);
    uint l_491_ = min(2u, l_490_);
    uint l_492_ = asuint(buffer_3_global.Load(l_491_*4));
    uint l_15_ = (l_489_ ? l_492_ : 0u);
    uint64_t l_16_ = uint64_t(l_15_);
    uint l_18_ = (2u + 1u);
    uint l_494_ = asuint(info.Load(12+0));
    uint l_495_ = (l_494_ * 1u);
    bool l_496_ = (l_18_ < l_495_);
    uint l_497_ = (l_495_ - 1u);
    uint l_498_ = min(l_18_, l_497_);
    uint l_499_ = asuint(buffer_3_global.Load(l_498_*4));
    uint l_19_ = (l_496_ ? l_499_ : 0u);
    uint64_t l_20_ = uint64_t(l_19_);
    uint64_t l_21_ = (l_20_ << uint(32uL));
    uint64_t l_22_ = (l_16_ | l_21_);
    uint64_t l_23_ = (l_22_ & 4294967295uL);
    uint l_24_ = uint(l_23_);
    uint l_501_ = asuint(info.Load(12+0));
    uint l_502_ = (l_501_ * 1u);
    bool l_503_ = (4u < l_502_);
    uint l_504_ = (l_502_ - 1u);
    uint l_505_ = min(4u, l_504_);
    uint l_506_ = asuint(buffer_3_global.Load(l_505_*4));
    uint l_26_ = (l_503_ ? l_506_ : 0u);
    uint64_t l_27_ = uint64_t(l_26_);
    uint l_29_ = (4u + 1u);
    uint l_508_ = asuint(info.Load(12+0));
    uint l_509_ = (l_508_ * 1u);
    bool l_510_ = (l_29_ < l_509_);
    uint l_511_ = (l_509_ - 1u);
    uint l_512_ = min(l_29_, l_511_);
    uint l_513_ = asuint(buffer_3_global.Load(l_512_*4));
    uint l_30_ = (l_510_ ? l_513_ : 0u);
    uint64_t l_31_ = uint64_t(l_30_);
    uint64_t l_32_ = (l_31_ << uint(32uL));
    uint64_t l_33_ = (l_27_ | l_32_);
    uint l_515_ = asuint(info.Load(12+0));
    uint l_516_ = (l_515_ * 1u);
    bool l_517_ = (6u < l_516_);
    uint l_518_ = (l_516_ - 1u);
    uint l_519_ = min(6u, l_518_);
    uint l_520_ = asuint(buffer_3_global.Load(l_519_*4));
    uint l_35_ = (l_517_ ? l_520_ : 0u);
    uint64_t l_36_ = uint64_t(l_35_);
    uint l_38_ = (6u + 1u);
    uint l_522_ = asuint(info.Load(12+0));
    uint l_523_ = (l_522_ * 1u);
    bool l_524_ = (l_38_ < l_523_);
    uint l_525_ = (l_523_ - 1u);
    uint l_526_ = min(l_38_, l_525_);
    uint l_527_ = asuint(buffer_3_global.Load(l_526_*4));
    uint l_39_ = (l_524_ ? l_527_ : 0u);
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
        uint l_534_ = asuint(info.Load(0+0));
        uint l_535_ = (l_534_ * 1u);
        bool l_536_ = (l_58_ < l_535_);
        uint l_537_ = (l_535_ - 1u);
        uint l_538_ = min(l_58_, l_537_);
        uint l_539_ = asuint(buffer_0_global.Load(l_538_*4));
        uint l_59_ = (l_536_ ? l_539_ : 0u);
        uint64_t l_60_ = uint64_t(l_59_);
        uint l_61_ = (2u * id);
        uint l_62_ = (l_61_ + 1u);
        uint l_541_ = asuint(info.Load(0+0));
        uint l_542_ = (l_541_ * 1u);
        bool l_543_ = (l_62_ < l_542_);
        uint l_544_ = (l_542_ - 1u);
        uint l_545_ = min(l_62_, l_544_);
        uint l_546_ = asuint(buffer_0_global.Load(l_545_*4));
        uint l_63_ = (l_543_ ? l_546_ : 0u);
        uint64_t l_64_ = uint64_t(l_63_);
        uint64_t l_65_ = (l_64_ << uint(32uL));
        uint64_t l_66_ = (l_60_ | l_65_);
        uint l_67_ = (2u * id);
        uint l_548_ = asuint(info.Load(4+0));
        uint l_549_ = (l_548_ * 1u);
        bool l_550_ = (l_67_ < l_549_);
        uint l_551_ = (l_549_ - 1u);
        uint l_552_ = min(l_67_, l_551_);
        uint l_553_ = asuint(buffer_1_global.Load(l_552_*4));
        uint l_68_ = (l_550_ ? l_553_ : 0u);
        uint64_t l_69_ = uint64_t(l_68_);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_555_ = asuint(info.Load(4+0));
        uint l_556_ = (l_555_ * 1u);
        bool l_557_ = (l_71_ < l_556_);
        uint l_558_ = (l_556_ - 1u);
        uint l_559_ = min(l_71_, l_558_);
        uint l_560_ = asuint(buffer_1_global.Load(l_559_*4));
        uint l_72_ = (l_557_ ? l_560_ : 0u);
        uint64_t l_73_ = uint64_t(l_72_);
        uint64_t l_74_ = (l_73_ << uint(32uL));
        uint64_t l_75_ = (l_69_ | l_74_);
        uint l_76_ = (2u * id);
        uint l_562_ = asuint(info.Load(8+0));
        uint l_563_ = (l_562_ * 1u);
        bool l_564_ = (l_76_ < l_563_);
        uint l_565_ = (l_563_ - 1u);
        uint l_566_ = min(l_76_, l_565_);
        uint l_567_ = asuint(buffer_2_global.Load(l_566_*4));
        uint l_77_ = (l_564_ ? l_567_ : 0u);
        uint64_t l_78_ = uint64_t(l_77_);
        uint l_79_ = (2u * id);
        uint l_80_ = (l_79_ + 1u);
        uint l_569_ = asuint(info.Load(8+0));
        uint l_570_ = (l_569_ * 1u);
        bool l_571_ = (l_80_ < l_570_);
        uint l_572_ = (l_570_ - 1u);
        uint l_573_ = min(l_80_, l_572_);
        uint l_574_ = asuint(buffer_2_global.Load(l_573_*4));
        uint l_81_ = (l_571_ ? l_574_ : 0u);
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
            uint64_t _e855 = l_mut_109_;
            uint64_t _e856 = l_mut_194_;
            bool l_341_ = (_e855 < _e856);
            if (l_341_) {
                uint64_t _e858 = l_mut_194_;
                uint64_t _e859 = l_mut_109_;
                uint64_t l_342_ = (_e858 - _e859);
                l_mut_290_ = l_342_;
                uint64_t _e861 = l_mut_194_;
                l_mut_273_ = _e861;
                uint64_t _e862 = l_mut_290_;
                uint64_t _e863 = l_mut_194_;
                bool l_343_ = (_e862 < _e863);
                if (l_343_) {
                    uint64_t _e865 = l_mut_290_;
                    l_mut_273_ = _e865;
                }
                l_mut_344_ = false;
                l_mut_293_ = 0u;
                uint64_t _e868 = l_mut_140_;
                bool l_345_ = (_e868 == 0uL);
                bool l_346_ = !(l_345_);
                bool _e872 = l_mut_344_;
                if (_e872) {
                    local_2 = l_346_;
                } else {
                    local_2 = false;
                }
                bool l_347_ = local_2;
                uint64_t _e877 = l_mut_140_;
                uint64_t _e878 = l_mut_273_;
                bool l_348_ = (_e877 < _e878);
                if (l_347_) {
                    local_3 = l_348_;
                } else {
                    local_3 = false;
                }
                bool l_349_ = local_3;
                uint _e884 = l_mut_49_;
                uint _e885 = l_mut_247_;
                uint l_350_ = (_e884 + _e885);
                bool l_351_ = (l_350_ < l_13_);
                if (l_349_) {
                    local_4 = l_351_;
                } else {
                    local_4 = false;
                }
                bool l_352_ = local_4;
                if (l_352_) {
                    uint _e892 = l_mut_49_;
                    uint l_353_ = (l_13_ - _e892);
                    uint _e894 = l_mut_247_;
                    uint l_354_ = (l_353_ - _e894);
                    uint _e896 = l_mut_49_;
                    uint l_355_ = naga_div(l_354_, _e896);
                    uint64_t _e898 = l_mut_273_;
                    uint64_t l_356_ = (_e898 - 1uL);
                    uint64_t _e901 = l_mut_140_;
                    uint64_t l_357_ = naga_div(l_356_, _e901);
                    uint64_t l_358_ = uint64_t(l_355_);
                    bool l_359_ = (l_357_ < l_358_);
                    uint64_t l_360_ = uint64_t(l_355_);
                    uint64_t l_361_ = (l_359_ ? l_357_ : l_360_);
                    uint l_362_ = uint(l_361_);
                    l_mut_293_ = l_362_;
                }
                uint64_t _e909 = l_mut_194_;
                l_mut_290_ = _e909;
                uint64_t _e910 = l_mut_140_;
                l_mut_273_ = _e910;
                uint _e911 = l_mut_49_;
                l_mut_260_ = _e911;
                uint _e912 = l_mut_247_;
                l_mut_363_ = _e912;
                uint64_t _e913 = l_mut_109_;
                l_mut_87_ = _e913;
                l_mut_364_ = 0u;
                uint _e915 = l_mut_293_;
                bool l_365_ = (_e915 > 0u);
                if (l_365_) {
                    uint _e918 = l_mut_293_;
                    uint64_t l_366_ = uint64_t(_e918);
                    uint64_t _e920 = l_mut_140_;
                    uint64_t l_367_ = (_e920 * l_366_);
                    uint64_t _e922 = l_mut_194_;
                    uint64_t l_368_ = (_e922 - l_367_);
                    l_mut_290_ = l_368_;
                    uint _e924 = l_mut_293_;
                    uint _e925 = l_mut_49_;
                    uint l_369_ = (_e924 * _e925);
                    uint _e927 = l_mut_247_;
                    uint l_370_ = (_e927 + l_369_);
                    l_mut_363_ = l_370_;
                } else {
                    uint _e929 = l_mut_364_;
                    bool l_371_ = (_e929 == 0u);
                    if (l_371_) {
                        uint _e932 = l_mut_49_;
                        uint l_372_ = (l_13_ - _e932);
                        uint _e934 = l_mut_247_;
                        uint l_373_ = naga_div(l_372_, _e934);
                        l_mut_293_ = 0u;
                        l_mut_344_ = false;
                        uint64_t _e938 = l_mut_194_;
                        bool l_374_ = (_e938 == 0uL);
                        if (l_374_) {
                            l_mut_293_ = l_373_;
                        } else {
                            bool _e941 = l_mut_344_;
                            if (_e941) {
                                uint64_t _e942 = l_mut_194_;
                                uint64_t _e943 = l_mut_140_;
                                bool l_375_ = (_e942 < _e943);
                                if (l_375_) {
                                    uint64_t _e945 = l_mut_140_;
                                    uint64_t l_376_ = (_e945 - 1uL);
                                    uint64_t _e948 = l_mut_194_;
                                    uint64_t l_377_ = naga_div(l_376_, _e948);
                                    uint64_t l_378_ = uint64_t(l_373_);
                                    bool l_379_ = (l_377_ < l_378_);
                                    uint64_t l_380_ = uint64_t(l_373_);
                                    uint64_t l_381_ = (l_379_ ? l_377_ : l_380_);
                                    uint l_382_ = uint(l_381_);
                                    l_mut_293_ = l_382_;
                                }
                            } else {
                                uint64_t _e956 = l_mut_140_;
                                l_mut_383_ = _e956;
                                uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                    loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                    uint64_t _e957 = l_mut_194_;
                                    uint64_t _e958 = l_mut_383_;
                                    bool l_384_ = (_e957 < _e958);
                                    uint _e960 = l_mut_293_;
                                    uint _e961 = l_mut_247_;
                                    uint l_385_ = (_e960 * _e961);
                                    uint _e963 = l_mut_49_;
                                    uint l_386_ = (_e963 + l_385_);
                                    uint _e965 = l_mut_247_;
                                    uint l_387_ = (l_386_ + _e965);
                                    bool l_388_ = (l_387_ < l_13_);
                                    if (l_384_) {
                                        local_5 = l_388_;
                                    } else {
                                        local_5 = false;
                                    }
                                    bool l_389_ = local_5;
                                    bool l_390_ = !(l_389_);
                                    if (l_390_) {
                                        break;
                                    }
                                    uint64_t _e973 = l_mut_383_;
                                    uint64_t _e974 = l_mut_194_;
                                    uint64_t l_391_ = (_e973 - _e974);
                                    l_mut_383_ = l_391_;
                                    uint _e976 = l_mut_293_;
                                    l_mut_293_ = (_e976 + 1u);
                                }
                            }
                        }
                        uint _e979 = l_mut_293_;
                        uint _e980 = l_mut_247_;
                        uint l_392_ = (_e979 * _e980);
                        uint _e982 = l_mut_49_;
                        uint l_393_ = (_e982 + l_392_);
                        uint _e984 = l_mut_247_;
                        uint l_394_ = (l_393_ + _e984);
                        bool l_395_ = (l_394_ >= l_13_);
                        if (l_395_) {
                            l_mut_364_ = 1u;
                        } else {
                            uint _e988 = l_mut_293_;
                            uint64_t l_396_ = uint64_t(_e988);
                            uint64_t _e990 = l_mut_194_;
                            uint64_t l_397_ = (_e990 * l_396_);
                            uint64_t _e992 = l_mut_140_;
                            uint64_t l_398_ = (_e992 - l_397_);
                            l_mut_273_ = l_398_;
                            uint _e994 = l_mut_293_;
                            uint _e995 = l_mut_247_;
                            uint l_399_ = (_e994 * _e995);
                            uint _e997 = l_mut_49_;
                            uint l_400_ = (_e997 + l_399_);
                            l_mut_260_ = l_400_;
                            uint64_t _e999 = l_mut_194_;
                            uint64_t _e1000 = l_mut_273_;
                            uint64_t l_401_ = (_e999 - _e1000);
                            l_mut_290_ = l_401_;
                            uint _e1002 = l_mut_247_;
                            uint _e1003 = l_mut_260_;
                            uint l_402_ = (_e1002 + _e1003);
                            l_mut_363_ = l_402_;
                        }
                    }
                }
                uint64_t _e1005 = l_mut_290_;
                l_mut_194_ = _e1005;
                uint64_t _e1006 = l_mut_273_;
                l_mut_140_ = _e1006;
                uint _e1007 = l_mut_260_;
                l_mut_49_ = _e1007;
                uint _e1008 = l_mut_363_;
                l_mut_247_ = _e1008;
                uint64_t _e1009 = l_mut_87_;
                l_mut_109_ = _e1009;
                uint _e1010 = l_mut_364_;
                bool l_403_ = (_e1010 == 1u);
                l_mut_248_ = l_403_;
                uint _e1013 = l_mut_364_;
                bool l_404_ = (_e1013 == 0u);
                l_mut_251_ = l_404_;
            } else {
                uint64_t _e1016 = l_mut_140_;
                uint64_t _e1017 = l_mut_109_;
                uint64_t l_405_ = (_e1016 - _e1017);
                l_mut_383_ = l_405_;
                uint64_t _e1019 = l_mut_109_;
                uint64_t l_406_ = (_e1019 - l_244_);
                l_mut_383_ = l_406_;
                uint64_t _e1021 = l_mut_140_;
                l_mut_290_ = _e1021;
                uint64_t _e1022 = l_mut_383_;
                uint64_t _e1023 = l_mut_140_;
                bool l_407_ = (_e1022 < _e1023);
                if (l_407_) {
                    uint64_t _e1025 = l_mut_383_;
                    l_mut_290_ = _e1025;
                }
                l_mut_344_ = false;
                l_mut_364_ = 0u;
                uint64_t _e1028 = l_mut_194_;
                bool l_408_ = (_e1028 == 0uL);
                bool l_409_ = !(l_408_);
                bool _e1032 = l_mut_344_;
                if (_e1032) {
                    local_6 = l_409_;
                } else {
                    local_6 = false;
                }
                bool l_410_ = local_6;
                uint64_t _e1037 = l_mut_194_;
                uint64_t _e1038 = l_mut_290_;
                bool l_411_ = (_e1037 < _e1038);
                if (l_410_) {
                    local_7 = l_411_;
                } else {
                    local_7 = false;
                }
                bool l_412_ = local_7;
                uint _e1044 = l_mut_247_;
                uint _e1045 = l_mut_49_;
                uint l_413_ = (_e1044 + _e1045);
                bool l_414_ = (l_413_ < l_13_);
                if (l_412_) {
                    local_8 = l_414_;
                } else {
                    local_8 = false;
                }
                bool l_415_ = local_8;
                if (l_415_) {
                    uint _e1052 = l_mut_247_;
                    uint l_416_ = (l_13_ - _e1052);
                    uint _e1054 = l_mut_49_;
                    uint l_417_ = (l_416_ - _e1054);
                    uint _e1056 = l_mut_247_;
                    uint l_418_ = naga_div(l_417_, _e1056);
                    uint64_t _e1058 = l_mut_290_;
                    uint64_t l_419_ = (_e1058 - 1uL);
                    uint64_t _e1061 = l_mut_194_;
                    uint64_t l_420_ = naga_div(l_419_, _e1061);
                    uint64_t l_421_ = uint64_t(l_418_);
                    bool l_422_ = (l_420_ < l_421_);
                    uint64_t l_423_ = uint64_t(l_418_);
                    uint64_t l_424_ = (l_422_ ? l_420_ : l_423_);
                    uint l_425_ = uint(l_424_);
                    l_mut_364_ = l_425_;
                }
                uint64_t _e1069 = l_mut_140_;
                l_mut_383_ = _e1069;
                uint64_t _e1070 = l_mut_194_;
                l_mut_290_ = _e1070;
                uint _e1071 = l_mut_247_;
                l_mut_363_ = _e1071;
                uint _e1072 = l_mut_49_;
                l_mut_293_ = _e1072;
                uint64_t _e1073 = l_mut_109_;
                l_mut_273_ = _e1073;
                l_mut_260_ = 0u;
                uint _e1075 = l_mut_364_;
                bool l_426_ = (_e1075 > 0u);
                if (l_426_) {
                    uint _e1078 = l_mut_364_;
                    uint64_t l_427_ = uint64_t(_e1078);
                    uint64_t _e1080 = l_mut_194_;
                    uint64_t l_428_ = (_e1080 * l_427_);
                    uint64_t _e1082 = l_mut_109_;
                    uint64_t l_429_ = (_e1082 - l_428_);
                    l_mut_273_ = l_429_;
                    uint64_t _e1084 = l_mut_140_;
                    uint64_t l_430_ = (_e1084 - l_428_);
                    l_mut_383_ = l_430_;
                    uint _e1086 = l_mut_364_;
                    uint _e1087 = l_mut_247_;
                    uint l_431_ = (_e1086 * _e1087);
                    uint _e1089 = l_mut_49_;
                    uint l_432_ = (_e1089 + l_431_);
                    l_mut_293_ = l_432_;
                } else {
                    uint64_t _e1091 = l_mut_109_;
                    uint64_t _e1092 = l_mut_194_;
                    uint64_t l_433_ = (_e1091 - _e1092);
                    l_mut_273_ = l_433_;
                    uint64_t _e1094 = l_mut_273_;
                    bool l_434_ = (_e1094 < l_244_);
                    if (l_434_) {
                        l_mut_260_ = 2u;
                    }
                    uint _e1097 = l_mut_260_;
                    bool l_435_ = (_e1097 == 0u);
                    if (l_435_) {
                        uint _e1100 = l_mut_247_;
                        uint l_436_ = (l_13_ - _e1100);
                        uint _e1102 = l_mut_49_;
                        uint l_437_ = naga_div(l_436_, _e1102);
                        l_mut_364_ = 0u;
                        l_mut_344_ = false;
                        uint64_t _e1106 = l_mut_140_;
                        bool l_438_ = (_e1106 == 0uL);
                        if (l_438_) {
                            l_mut_364_ = l_437_;
                        } else {
                            bool _e1109 = l_mut_344_;
                            if (_e1109) {
                                uint64_t _e1110 = l_mut_140_;
                                uint64_t _e1111 = l_mut_194_;
                                bool l_439_ = (_e1110 < _e1111);
                                if (l_439_) {
                                    uint64_t _e1113 = l_mut_194_;
                                    uint64_t l_440_ = (_e1113 - 1uL);
                                    uint64_t _e1116 = l_mut_140_;
                                    uint64_t l_441_ = naga_div(l_440_, _e1116);
                                    uint64_t l_442_ = uint64_t(l_437_);
                                    bool l_443_ = (l_441_ < l_442_);
                                    uint64_t l_444_ = uint64_t(l_437_);
                                    uint64_t l_445_ = (l_443_ ? l_441_ : l_444_);
                                    uint l_446_ = uint(l_445_);
                                    l_mut_364_ = l_446_;
                                }
                            } else {
                                uint64_t _e1124 = l_mut_194_;
                                l_mut_87_ = _e1124;
                                uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                                    loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                                    uint64_t _e1125 = l_mut_140_;
                                    uint64_t _e1126 = l_mut_87_;
                                    bool l_447_ = (_e1125 < _e1126);
                                    uint _e1128 = l_mut_364_;
                                    uint _e1129 = l_mut_49_;
                                    uint l_448_ = (_e1128 * _e1129);
                                    uint _e1131 = l_mut_247_;
                                    uint l_449_ = (_e1131 + l_448_);
                                    uint _e1133 = l_mut_49_;
                                    uint l_450_ = (l_449_ + _e1133);
                                    bool l_451_ = (l_450_ < l_13_);
                                    if (l_447_) {
                                        local_9 = l_451_;
                                    } else {
                                        local_9 = false;
                                    }
                                    bool l_452_ = local_9;
                                    bool l_453_ = !(l_452_);
                                    if (l_453_) {
                                        break;
                                    }
                                    uint64_t _e1141 = l_mut_87_;
                                    uint64_t _e1142 = l_mut_140_;
                                    uint64_t l_454_ = (_e1141 - _e1142);
                                    l_mut_87_ = l_454_;
                                    uint _e1144 = l_mut_364_;
                                    l_mut_364_ = (_e1144 + 1u);
                                }
                            }
                        }
                        uint _e1147 = l_mut_364_;
                        uint _e1148 = l_mut_49_;
                        uint l_455_ = (_e1147 * _e1148);
                        uint _e1150 = l_mut_247_;
                        uint l_456_ = (_e1150 + l_455_);
                        uint _e1152 = l_mut_49_;
                        uint l_457_ = (l_456_ + _e1152);
                        bool l_458_ = (l_457_ >= l_13_);
                        if (l_458_) {
                            l_mut_260_ = 1u;
                        } else {
                            uint _e1156 = l_mut_364_;
                            uint64_t l_459_ = uint64_t(_e1156);
                            uint64_t _e1158 = l_mut_140_;
                            uint64_t l_460_ = (_e1158 * l_459_);
                            uint64_t _e1160 = l_mut_194_;
                            uint64_t l_461_ = (_e1160 - l_460_);
                            l_mut_290_ = l_461_;
                            uint _e1162 = l_mut_364_;
                            uint _e1163 = l_mut_49_;
                            uint l_462_ = (_e1162 * _e1163);
                            uint _e1165 = l_mut_247_;
                            uint l_463_ = (_e1165 + l_462_);
                            l_mut_363_ = l_463_;
                            uint64_t _e1167 = l_mut_140_;
                            uint64_t _e1168 = l_mut_290_;
                            uint64_t l_464_ = (_e1167 - _e1168);
                            l_mut_383_ = l_464_;
                            uint _e1170 = l_mut_49_;
                            uint _e1171 = l_mut_363_;
                            uint l_465_ = (_e1170 + _e1171);
                            l_mut_293_ = l_465_;
                        }
                    }
                }
                uint64_t _e1173 = l_mut_290_;
                l_mut_194_ = _e1173;
                uint64_t _e1174 = l_mut_383_;
                l_mut_140_ = _e1174;
                uint _e1175 = l_mut_293_;
                l_mut_49_ = _e1175;
                uint _e1176 = l_mut_363_;
                l_mut_247_ = _e1176;
                uint64_t _e1177 = l_mut_273_;
                l_mut_109_ = _e1177;
                uint _e1178 = l_mut_260_;
                bool l_466_ = (_e1178 == 1u);
                l_mut_248_ = l_466_;
                uint _e1181 = l_mut_260_;
                bool l_467_ = (_e1181 == 0u);
                l_mut_251_ = l_467_;
            }
        }
        bool _e1184 = l_mut_248_;
        bool l_468_ = !(_e1184);
        if (l_468_) {
            uint l_576_ = asuint(info.Load(20+0));
            uint l_577_ = (l_576_ * 1u);
            uint l_578_ = (l_577_ - 1u);
            uint l_579_ = min(0u, l_578_);
            uint _e1199; buffer_5_global.InterlockedAdd(l_579_*4, 1u, _e1199);
            uint l_471_ = asuint(info.Load(40+0));
            bool l_472_ = (_e1199 < l_471_);
            if (l_472_) {
                uint l_581_ = asuint(info.Load(16+0));
                uint l_582_ = (l_581_ * 1u);
                bool l_583_ = (_e1199 < l_582_);
                if (l_583_) {
                    buffer_4_global.Store(_e1199*4, asuint(id));
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
