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
    uint l_mut_367_ = (uint)0;
    uint l_mut_368_ = (uint)0;
    uint64_t l_mut_391_ = (uint64_t)0;
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
        uint l_545_ = asuint(info.Load(20+0));
        uint l_546_ = (l_545_ * 1u);
        uint l_547_ = (l_546_ - 1u);
        uint l_548_ = min(3u, l_547_);
        uint _e57; buffer_5_global.InterlockedAdd(l_548_*4, 1u, _e57);
    }
    uint l_489_ = asuint(info.Load(12+0));
    uint l_490_ = (l_489_ * 1u);
    bool l_491_ = (0u < l_490_);
    uint l_492_ = (l_490_ - 1u);
    uint l_493_ = min(0u, l_492_);
    uint l_494_ = asuint(buffer_3_global.Load(l_493_*4));
    uint l_4_ = (l_491_ ? l_494_ : 0u);
    uint64_t l_5_ = uint64_t(l_4_);
    uint l_7_ = (0u + 1u);
    uint l_496_ = asuint(info.Load(12+0));
    uint l_497_ = (l_496_ * 1u);
    bool l_498_ = (l_7_ < l_497_);
    uint l_499_ = (l_497_ - 1u);
    uint l_500_ = min(l_7_, l_499_);
    uint l_501_ = asuint(buffer_3_global.Load(l_500_*4));
    uint l_8_ = (l_498_ ? l_501_ : 0u);
    uint64_t l_9_ = uint64_t(l_8_);
    uint64_t l_10_ = (l_9_ << uint(32uL));
    uint64_t l_11_ = (l_5_ | l_10_);
    uint64_t l_12_ = (l_11_ & 4294967295uL);
    uint l_13_ = uint(l_12_);
    uint l_503_ = asuint(info.Load(12+0));
    uint l_504_ = (l_503_ * 1u);
    bool l_505_ = (2u < l_504_);
    uint l_506_ = (l_504_ - 1u);
    uint l_507_ = min(2u, l_506_);
    uint l_508_ = asuint(buffer_3_global.Load(l_507_*4));
    uint l_15_ = (l_505_ ? l_508_ : 0u);
    uint64_t l_16_ = uint64_t(l_15_);
    uint l_18_ = (2u + 1u);
    uint l_510_ = asuint(info.Load(12+0));
    uint l_511_ = (l_510_ * 1u);
    bool l_512_ = (l_18_ < l_511_);
    uint l_513_ = (l_511_ - 1u);
    uint l_514_ = min(l_18_, l_513_);
    uint l_515_ = asuint(buffer_3_global.Load(l_514_*4));
    uint l_19_ = (l_512_ ? l_515_ : 0u);
    uint64_t l_20_ = uint64_t(l_19_);
    uint64_t l_21_ = (l_20_ << uint(32uL));
    uint64_t l_22_ = (l_16_ | l_21_);
    uint64_t l_23_ = (l_22_ & 4294967295uL);
    uint l_24_ = uint(l_23_);
    uint l_517_ = asuint(info.Load(12+0));
    uint l_518_ = (l_517_ * 1u);
    bool l_519_ = (4u < l_518_);
    uint l_520_ = (l_518_ - 1u);
    uint l_521_ = min(4u, l_520_);
    uint l_522_ = asuint(buffer_3_global.Load(l_521_*4));
    uint l_26_ = (l_519_ ? l_522_ : 0u);
    uint64_t l_27_ = uint64_t(l_26_);
    uint l_29_ = (4u + 1u);
    uint l_524_ = asuint(info.Load(12+0));
    uint l_525_ = (l_524_ * 1u);
    bool l_526_ = (l_29_ < l_525_);
    uint l_527_ = (l_525_ - 1u);
    uint l_528_ = min(l_29_, l_527_);
    uint l_529_ = asuint(buffer_3_global.Load(l_528_*4));
    uint l_30_ = (l_526_ ? l_529_ : 0u);
    uint64_t l_31_ = uint64_t(l_30_);
    uint64_t l_32_ = (l_31_ << uint(32uL));
    uint64_t l_33_ = (l_27_ | l_32_);
    uint l_531_ = asuint(info.Load(12+0));
    uint l_532_ = (l_531_ * 1u);
    bool l_533_ = (6u < l_532_);
    uint l_534_ = (l_532_ - 1u);
    uint l_535_ = min(6u, l_534_);
    uint l_536_ = asuint(buffer_3_global.Load(l_535_*4));
    uint l_35_ = (l_533_ ? l_536_ : 0u);
    uint64_t l_36_ = uint64_t(l_35_);
    uint l_38_ = (6u + 1u);
    uint l_538_ = asuint(info.Load(12+0));
    uint l_539_ = (l_538_ * 1u);
    bool l_540_ = (l_38_ < l_539_);
    uint l_541_ = (l_539_ - 1u);
    uint l_542_ = min(l_38_, l_541_);
    uint l_543_ = asuint(buffer_3_global.Load(l_542_*4));
    uint l_39_ = (l_540_ ? l_543_ : 0u);
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
        uint l_550_ = asuint(info.Load(0+0));
        uint l_551_ = (l_550_ * 1u);
        bool l_552_ = (l_58_ < l_551_);
        uint l_553_ = (l_551_ - 1u);
        uint l_554_ = min(l_58_, l_553_);
        uint l_555_ = asuint(buffer_0_global.Load(l_554_*4));
        uint l_59_ = (l_552_ ? l_555_ : 0u);
        uint64_t l_60_ = uint64_t(l_59_);
        uint l_61_ = (2u * id);
        uint l_62_ = (l_61_ + 1u);
        uint l_557_ = asuint(info.Load(0+0));
        uint l_558_ = (l_557_ * 1u);
        bool l_559_ = (l_62_ < l_558_);
        uint l_560_ = (l_558_ - 1u);
        uint l_561_ = min(l_62_, l_560_);
        uint l_562_ = asuint(buffer_0_global.Load(l_561_*4));
        uint l_63_ = (l_559_ ? l_562_ : 0u);
        uint64_t l_64_ = uint64_t(l_63_);
        uint64_t l_65_ = (l_64_ << uint(32uL));
        uint64_t l_66_ = (l_60_ | l_65_);
        uint l_67_ = (2u * id);
        uint l_564_ = asuint(info.Load(4+0));
        uint l_565_ = (l_564_ * 1u);
        bool l_566_ = (l_67_ < l_565_);
        uint l_567_ = (l_565_ - 1u);
        uint l_568_ = min(l_67_, l_567_);
        uint l_569_ = asuint(buffer_1_global.Load(l_568_*4));
        uint l_68_ = (l_566_ ? l_569_ : 0u);
        uint64_t l_69_ = uint64_t(l_68_);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_571_ = asuint(info.Load(4+0));
        uint l_572_ = (l_571_ * 1u);
        bool l_573_ = (l_71_ < l_572_);
        uint l_574_ = (l_572_ - 1u);
        uint l_575_ = min(l_71_, l_574_);
        uint l_576_ = asuint(buffer_1_global.Load(l_575_*4));
        uint l_72_ = (l_573_ ? l_576_ : 0u);
        uint64_t l_73_ = uint64_t(l_72_);
        uint64_t l_74_ = (l_73_ << uint(32uL));
        uint64_t l_75_ = (l_69_ | l_74_);
        uint l_76_ = (2u * id);
        uint l_578_ = asuint(info.Load(8+0));
        uint l_579_ = (l_578_ * 1u);
        bool l_580_ = (l_76_ < l_579_);
        uint l_581_ = (l_579_ - 1u);
        uint l_582_ = min(l_76_, l_581_);
        uint l_583_ = asuint(buffer_2_global.Load(l_582_*4));
        uint l_77_ = (l_580_ ? l_583_ : 0u);
        uint64_t l_78_ = uint64_t(l_77_);
        uint l_79_ = (2u * id);
        uint l_80_ = (l_79_ + 1u);
        uint l_585_ = asuint(info.Load(8+0));
        uint l_586_ = (l_585_ * 1u);
        bool l_587_ = (l_80_ < l_586_);
        uint l_588_ = (l_586_ - 1u);
        uint l_589_ = min(l_80_, l_588_);
        uint l_590_ = asuint(buffer_2_global.Load(l_589_*4));
        uint l_81_ = (l_587_ ? l_590_ : 0u);
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
                uint64_t _e868 = l_mut_273_;
                uint64_t l_346_ = (_e868 >> uint(3uL));
                uint64_t _e872 = l_mut_140_;
                bool l_347_ = (l_346_ < _e872);
                bool l_348_ = !(l_347_);
                l_mut_344_ = l_348_;
                l_mut_293_ = 0u;
                uint64_t _e876 = l_mut_140_;
                bool l_349_ = (_e876 == 0uL);
                bool l_350_ = !(l_349_);
                bool _e880 = l_mut_344_;
                if (_e880) {
                    local_2 = l_350_;
                } else {
                    local_2 = false;
                }
                bool l_351_ = local_2;
                uint64_t _e885 = l_mut_140_;
                uint64_t _e886 = l_mut_273_;
                bool l_352_ = (_e885 < _e886);
                if (l_351_) {
                    local_3 = l_352_;
                } else {
                    local_3 = false;
                }
                bool l_353_ = local_3;
                uint _e892 = l_mut_49_;
                uint _e893 = l_mut_247_;
                uint l_354_ = (_e892 + _e893);
                bool l_355_ = (l_354_ < l_13_);
                if (l_353_) {
                    local_4 = l_355_;
                } else {
                    local_4 = false;
                }
                bool l_356_ = local_4;
                if (l_356_) {
                    uint _e900 = l_mut_49_;
                    uint l_357_ = (l_13_ - _e900);
                    uint _e902 = l_mut_247_;
                    uint l_358_ = (l_357_ - _e902);
                    uint _e904 = l_mut_49_;
                    uint l_359_ = naga_div(l_358_, _e904);
                    uint64_t _e906 = l_mut_273_;
                    uint64_t l_360_ = (_e906 - 1uL);
                    uint64_t _e909 = l_mut_140_;
                    uint64_t l_361_ = naga_div(l_360_, _e909);
                    uint64_t l_362_ = uint64_t(l_359_);
                    bool l_363_ = (l_361_ < l_362_);
                    uint64_t l_364_ = uint64_t(l_359_);
                    uint64_t l_365_ = (l_363_ ? l_361_ : l_364_);
                    uint l_366_ = uint(l_365_);
                    l_mut_293_ = l_366_;
                }
                uint64_t _e917 = l_mut_194_;
                l_mut_290_ = _e917;
                uint64_t _e918 = l_mut_140_;
                l_mut_273_ = _e918;
                uint _e919 = l_mut_49_;
                l_mut_260_ = _e919;
                uint _e920 = l_mut_247_;
                l_mut_367_ = _e920;
                uint64_t _e921 = l_mut_109_;
                l_mut_87_ = _e921;
                l_mut_368_ = 0u;
                uint _e923 = l_mut_293_;
                bool l_369_ = (_e923 > 0u);
                if (l_369_) {
                    uint _e926 = l_mut_293_;
                    uint64_t l_370_ = uint64_t(_e926);
                    uint64_t _e928 = l_mut_140_;
                    uint64_t l_371_ = (_e928 * l_370_);
                    uint64_t _e930 = l_mut_194_;
                    uint64_t l_372_ = (_e930 - l_371_);
                    l_mut_290_ = l_372_;
                    uint _e932 = l_mut_293_;
                    uint _e933 = l_mut_49_;
                    uint l_373_ = (_e932 * _e933);
                    uint _e935 = l_mut_247_;
                    uint l_374_ = (_e935 + l_373_);
                    l_mut_367_ = l_374_;
                } else {
                    uint _e937 = l_mut_368_;
                    bool l_375_ = (_e937 == 0u);
                    if (l_375_) {
                        uint _e940 = l_mut_49_;
                        uint l_376_ = (l_13_ - _e940);
                        uint _e942 = l_mut_247_;
                        uint l_377_ = naga_div(l_376_, _e942);
                        l_mut_293_ = 0u;
                        l_mut_344_ = false;
                        uint64_t _e947 = l_mut_140_;
                        uint64_t l_379_ = (_e947 >> uint(3uL));
                        uint64_t _e951 = l_mut_194_;
                        bool l_380_ = (l_379_ < _e951);
                        bool l_381_ = !(l_380_);
                        l_mut_344_ = l_381_;
                        uint64_t _e954 = l_mut_194_;
                        bool l_382_ = (_e954 == 0uL);
                        if (l_382_) {
                            l_mut_293_ = l_377_;
                        } else {
                            bool _e957 = l_mut_344_;
                            if (_e957) {
                                uint64_t _e958 = l_mut_194_;
                                uint64_t _e959 = l_mut_140_;
                                bool l_383_ = (_e958 < _e959);
                                if (l_383_) {
                                    uint64_t _e961 = l_mut_140_;
                                    uint64_t l_384_ = (_e961 - 1uL);
                                    uint64_t _e964 = l_mut_194_;
                                    uint64_t l_385_ = naga_div(l_384_, _e964);
                                    uint64_t l_386_ = uint64_t(l_377_);
                                    bool l_387_ = (l_385_ < l_386_);
                                    uint64_t l_388_ = uint64_t(l_377_);
                                    uint64_t l_389_ = (l_387_ ? l_385_ : l_388_);
                                    uint l_390_ = uint(l_389_);
                                    l_mut_293_ = l_390_;
                                }
                            } else {
                                uint64_t _e972 = l_mut_140_;
                                l_mut_391_ = _e972;
                                uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                    loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                    uint64_t _e973 = l_mut_194_;
                                    uint64_t _e974 = l_mut_391_;
                                    bool l_392_ = (_e973 < _e974);
                                    uint _e976 = l_mut_293_;
                                    uint _e977 = l_mut_247_;
                                    uint l_393_ = (_e976 * _e977);
                                    uint _e979 = l_mut_49_;
                                    uint l_394_ = (_e979 + l_393_);
                                    uint _e981 = l_mut_247_;
                                    uint l_395_ = (l_394_ + _e981);
                                    bool l_396_ = (l_395_ < l_13_);
                                    if (l_392_) {
                                        local_5 = l_396_;
                                    } else {
                                        local_5 = false;
                                    }
                                    bool l_397_ = local_5;
                                    bool l_398_ = !(l_397_);
                                    if (l_398_) {
                                        break;
                                    }
                                    uint64_t _e989 = l_mut_391_;
                                    uint64_t _e990 = l_mut_194_;
                                    uint64_t l_399_ = (_e989 - _e990);
                                    l_mut_391_ = l_399_;
                                    uint _e992 = l_mut_293_;
                                    l_mut_293_ = (_e992 + 1u);
                                }
                            }
                        }
                        uint _e995 = l_mut_293_;
                        uint _e996 = l_mut_247_;
                        uint l_400_ = (_e995 * _e996);
                        uint _e998 = l_mut_49_;
                        uint l_401_ = (_e998 + l_400_);
                        uint _e1000 = l_mut_247_;
                        uint l_402_ = (l_401_ + _e1000);
                        bool l_403_ = (l_402_ >= l_13_);
                        if (l_403_) {
                            l_mut_368_ = 1u;
                        } else {
                            uint _e1004 = l_mut_293_;
                            uint64_t l_404_ = uint64_t(_e1004);
                            uint64_t _e1006 = l_mut_194_;
                            uint64_t l_405_ = (_e1006 * l_404_);
                            uint64_t _e1008 = l_mut_140_;
                            uint64_t l_406_ = (_e1008 - l_405_);
                            l_mut_273_ = l_406_;
                            uint _e1010 = l_mut_293_;
                            uint _e1011 = l_mut_247_;
                            uint l_407_ = (_e1010 * _e1011);
                            uint _e1013 = l_mut_49_;
                            uint l_408_ = (_e1013 + l_407_);
                            l_mut_260_ = l_408_;
                            uint64_t _e1015 = l_mut_194_;
                            uint64_t _e1016 = l_mut_273_;
                            uint64_t l_409_ = (_e1015 - _e1016);
                            l_mut_290_ = l_409_;
                            uint _e1018 = l_mut_247_;
                            uint _e1019 = l_mut_260_;
                            uint l_410_ = (_e1018 + _e1019);
                            l_mut_367_ = l_410_;
                        }
                    }
                }
                uint64_t _e1021 = l_mut_290_;
                l_mut_194_ = _e1021;
                uint64_t _e1022 = l_mut_273_;
                l_mut_140_ = _e1022;
                uint _e1023 = l_mut_260_;
                l_mut_49_ = _e1023;
                uint _e1024 = l_mut_367_;
                l_mut_247_ = _e1024;
                uint64_t _e1025 = l_mut_87_;
                l_mut_109_ = _e1025;
                uint _e1026 = l_mut_368_;
                bool l_411_ = (_e1026 == 1u);
                l_mut_248_ = l_411_;
                uint _e1029 = l_mut_368_;
                bool l_412_ = (_e1029 == 0u);
                l_mut_251_ = l_412_;
            } else {
                uint64_t _e1032 = l_mut_140_;
                uint64_t _e1033 = l_mut_109_;
                uint64_t l_413_ = (_e1032 - _e1033);
                l_mut_391_ = l_413_;
                uint64_t _e1035 = l_mut_109_;
                uint64_t l_414_ = (_e1035 - l_244_);
                l_mut_391_ = l_414_;
                uint64_t _e1037 = l_mut_140_;
                l_mut_290_ = _e1037;
                uint64_t _e1038 = l_mut_391_;
                uint64_t _e1039 = l_mut_140_;
                bool l_415_ = (_e1038 < _e1039);
                if (l_415_) {
                    uint64_t _e1041 = l_mut_391_;
                    l_mut_290_ = _e1041;
                }
                l_mut_344_ = false;
                uint64_t _e1044 = l_mut_290_;
                uint64_t l_417_ = (_e1044 >> uint(3uL));
                uint64_t _e1048 = l_mut_194_;
                bool l_418_ = (l_417_ < _e1048);
                bool l_419_ = !(l_418_);
                l_mut_344_ = l_419_;
                l_mut_368_ = 0u;
                uint64_t _e1052 = l_mut_194_;
                bool l_420_ = (_e1052 == 0uL);
                bool l_421_ = !(l_420_);
                bool _e1056 = l_mut_344_;
                if (_e1056) {
                    local_6 = l_421_;
                } else {
                    local_6 = false;
                }
                bool l_422_ = local_6;
                uint64_t _e1061 = l_mut_194_;
                uint64_t _e1062 = l_mut_290_;
                bool l_423_ = (_e1061 < _e1062);
                if (l_422_) {
                    local_7 = l_423_;
                } else {
                    local_7 = false;
                }
                bool l_424_ = local_7;
                uint _e1068 = l_mut_247_;
                uint _e1069 = l_mut_49_;
                uint l_425_ = (_e1068 + _e1069);
                bool l_426_ = (l_425_ < l_13_);
                if (l_424_) {
                    local_8 = l_426_;
                } else {
                    local_8 = false;
                }
                bool l_427_ = local_8;
                if (l_427_) {
                    uint _e1076 = l_mut_247_;
                    uint l_428_ = (l_13_ - _e1076);
                    uint _e1078 = l_mut_49_;
                    uint l_429_ = (l_428_ - _e1078);
                    uint _e1080 = l_mut_247_;
                    uint l_430_ = naga_div(l_429_, _e1080);
                    uint64_t _e1082 = l_mut_290_;
                    uint64_t l_431_ = (_e1082 - 1uL);
                    uint64_t _e1085 = l_mut_194_;
                    uint64_t l_432_ = naga_div(l_431_, _e1085);
                    uint64_t l_433_ = uint64_t(l_430_);
                    bool l_434_ = (l_432_ < l_433_);
                    uint64_t l_435_ = uint64_t(l_430_);
                    uint64_t l_436_ = (l_434_ ? l_432_ : l_435_);
                    uint l_437_ = uint(l_436_);
                    l_mut_368_ = l_437_;
                }
                uint64_t _e1093 = l_mut_140_;
                l_mut_391_ = _e1093;
                uint64_t _e1094 = l_mut_194_;
                l_mut_290_ = _e1094;
                uint _e1095 = l_mut_247_;
                l_mut_367_ = _e1095;
                uint _e1096 = l_mut_49_;
                l_mut_293_ = _e1096;
                uint64_t _e1097 = l_mut_109_;
                l_mut_273_ = _e1097;
                l_mut_260_ = 0u;
                uint _e1099 = l_mut_368_;
                bool l_438_ = (_e1099 > 0u);
                if (l_438_) {
                    uint _e1102 = l_mut_368_;
                    uint64_t l_439_ = uint64_t(_e1102);
                    uint64_t _e1104 = l_mut_194_;
                    uint64_t l_440_ = (_e1104 * l_439_);
                    uint64_t _e1106 = l_mut_109_;
                    uint64_t l_441_ = (_e1106 - l_440_);
                    l_mut_273_ = l_441_;
                    uint64_t _e1108 = l_mut_140_;
                    uint64_t l_442_ = (_e1108 - l_440_);
                    l_mut_391_ = l_442_;
                    uint _e1110 = l_mut_368_;
                    uint _e1111 = l_mut_247_;
                    uint l_443_ = (_e1110 * _e1111);
                    uint _e1113 = l_mut_49_;
                    uint l_444_ = (_e1113 + l_443_);
                    l_mut_293_ = l_444_;
                } else {
                    uint64_t _e1115 = l_mut_109_;
                    uint64_t _e1116 = l_mut_194_;
                    uint64_t l_445_ = (_e1115 - _e1116);
                    l_mut_273_ = l_445_;
                    uint64_t _e1118 = l_mut_273_;
                    bool l_446_ = (_e1118 < l_244_);
                    if (l_446_) {
                        l_mut_260_ = 2u;
                    }
                    uint _e1121 = l_mut_260_;
                    bool l_447_ = (_e1121 == 0u);
                    if (l_447_) {
                        uint _e1124 = l_mut_247_;
                        uint l_448_ = (l_13_ - _e1124);
                        uint _e1126 = l_mut_49_;
                        uint l_449_ = naga_div(l_448_, _e1126);
                        l_mut_368_ = 0u;
                        l_mut_344_ = false;
                        uint64_t _e1131 = l_mut_194_;
                        uint64_t l_451_ = (_e1131 >> uint(3uL));
                        uint64_t _e1135 = l_mut_140_;
                        bool l_452_ = (l_451_ < _e1135);
                        bool l_453_ = !(l_452_);
                        l_mut_344_ = l_453_;
                        uint64_t _e1138 = l_mut_140_;
                        bool l_454_ = (_e1138 == 0uL);
                        if (l_454_) {
                            l_mut_368_ = l_449_;
                        } else {
                            bool _e1141 = l_mut_344_;
                            if (_e1141) {
                                uint64_t _e1142 = l_mut_140_;
                                uint64_t _e1143 = l_mut_194_;
                                bool l_455_ = (_e1142 < _e1143);
                                if (l_455_) {
                                    uint64_t _e1145 = l_mut_194_;
                                    uint64_t l_456_ = (_e1145 - 1uL);
                                    uint64_t _e1148 = l_mut_140_;
                                    uint64_t l_457_ = naga_div(l_456_, _e1148);
                                    uint64_t l_458_ = uint64_t(l_449_);
                                    bool l_459_ = (l_457_ < l_458_);
                                    uint64_t l_460_ = uint64_t(l_449_);
                                    uint64_t l_461_ = (l_459_ ? l_457_ : l_460_);
                                    uint l_462_ = uint(l_461_);
                                    l_mut_368_ = l_462_;
                                }
                            } else {
                                uint64_t _e1156 = l_mut_194_;
                                l_mut_87_ = _e1156;
                                uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                                    loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                                    uint64_t _e1157 = l_mut_140_;
                                    uint64_t _e1158 = l_mut_87_;
                                    bool l_463_ = (_e1157 < _e1158);
                                    uint _e1160 = l_mut_368_;
                                    uint _e1161 = l_mut_49_;
                                    uint l_464_ = (_e1160 * _e1161);
                                    uint _e1163 = l_mut_247_;
                                    uint l_465_ = (_e1163 + l_464_);
                                    uint _e1165 = l_mut_49_;
                                    uint l_466_ = (l_465_ + _e1165);
                                    bool l_467_ = (l_466_ < l_13_);
                                    if (l_463_) {
                                        local_9 = l_467_;
                                    } else {
                                        local_9 = false;
                                    }
                                    bool l_468_ = local_9;
                                    bool l_469_ = !(l_468_);
                                    if (l_469_) {
                                        break;
                                    }
                                    uint64_t _e1173 = l_mut_87_;
                                    uint64_t _e1174 = l_mut_140_;
                                    uint64_t l_470_ = (_e1173 - _e1174);
                                    l_mut_87_ = l_470_;
                                    uint _e1176 = l_mut_368_;
                                    l_mut_368_ = (_e1176 + 1u);
                                }
                            }
                        }
                        uint _e1179 = l_mut_368_;
                        uint _e1180 = l_mut_49_;
                        uint l_471_ = (_e1179 * _e1180);
                        uint _e1182 = l_mut_247_;
                        uint l_472_ = (_e1182 + l_471_);
                        uint _e1184 = l_mut_49_;
                        uint l_473_ = (l_472_ + _e1184);
                        bool l_474_ = (l_473_ >= l_13_);
                        if (l_474_) {
                            l_mut_260_ = 1u;
                        } else {
                            uint _e1188 = l_mut_368_;
                            uint64_t l_475_ = uint64_t(_e1188);
                            uint64_t _e1190 = l_mut_140_;
                            uint64_t l_476_ = (_e1190 * l_475_);
                            uint64_t _e1192 = l_mut_194_;
                            uint64_t l_477_ = (_e1192 - l_476_);
                            l_mut_290_ = l_477_;
                            uint _e1194 = l_mut_368_;
                            uint _e1195 = l_mut_49_;
                            uint l_478_ = (_e1194 * _e1195);
                            uint _e1197 = l_mut_247_;
                            uint l_479_ = (_e1197 + l_478_);
                            l_mut_367_ = l_479_;
                            uint64_t _e1199 = l_mut_140_;
                            uint64_t _e1200 = l_mut_290_;
                            uint64_t l_480_ = (_e1199 - _e1200);
                            l_mut_391_ = l_480_;
                            uint _e1202 = l_mut_49_;
                            uint _e1203 = l_mut_367_;
                            uint l_481_ = (_e1202 + _e1203);
                            l_mut_293_ = l_481_;
                        }
                    }
                }
                uint64_t _e1205 = l_mut_290_;
                l_mut_194_ = _e1205;
                uint64_t _e1206 = l_mut_391_;
                l_mut_140_ = _e1206;
                uint _e1207 = l_mut_293_;
                l_mut_49_ = _e1207;
                uint _e1208 = l_mut_367_;
                l_mut_247_ = _e1208;
                uint64_t _e1209 = l_mut_273_;
                l_mut_109_ = _e1209;
                uint _e1210 = l_mut_260_;
                bool l_482_ = (_e1210 == 1u);
                l_mut_248_ = l_482_;
                uint _e1213 = l_mut_260_;
                bool l_483_ = (_e1213 == 0u);
                l_mut_251_ = l_483_;
            }
        }
        bool _e1216 = l_mut_248_;
        bool l_484_ = !(_e1216);
        if (l_484_) {
            uint l_592_ = asuint(info.Load(20+0));
            uint l_593_ = (l_592_ * 1u);
            uint l_594_ = (l_593_ - 1u);
            uint l_595_ = min(0u, l_594_);
            uint _e1231; buffer_5_global.InterlockedAdd(l_595_*4, 1u, _e1231);
            uint l_487_ = asuint(info.Load(40+0));
            bool l_488_ = (_e1231 < l_487_);
            if (l_488_) {
                uint l_597_ = asuint(info.Load(16+0));
                uint l_598_ = (l_597_ * 1u);
                bool l_599_ = (_e1231 < l_598_);
                if (l_599_) {
                    buffer_4_global.Store(_e1231*4, asuint(id));
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
