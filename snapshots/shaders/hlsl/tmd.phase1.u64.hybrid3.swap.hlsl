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
    uint l_mut_381_ = (uint)0;
    uint l_mut_382_ = (uint)0;
    uint64_t l_mut_408_ = (uint64_t)0;
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
        uint l_519_ = asuint(info.Load(20+0));
        uint l_520_ = (l_519_ * 1u);
        uint l_521_ = (l_520_ - 1u);
        uint l_522_ = min(3u, l_521_);
        uint _e57; buffer_5_global.InterlockedAdd(l_522_*4, 1u, _e57);
    }
    uint l_435_ = asuint(info.Load(12+0));
    uint l_436_ = (l_435_ * 1u);
    bool l_437_ = (0u < l_436_);
    uint l_438_ = (l_436_ - 1u);
    uint l_439_ = min(0u, l_438_);
    uint l_440_ = asuint(buffer_3_global.Load(l_439_*4));
    uint l_4_ = (l_437_ ? l_440_ : 0u);
    uint64_t l_5_ = uint64_t(l_4_);
    uint l_7_ = (0u + 1u);
    uint l_442_ = asuint(info.Load(12+0));
    uint l_443_ = (l_442_ * 1u);
    bool l_444_ = (l_7_ < l_443_);
    uint l_445_ = (l_443_ - 1u);
    uint l_446_ = min(l_7_, l_445_);
    uint l_447_ = asuint(buffer_3_global.Load(l_446_*4));
    uint l_8_ = (l_444_ ? l_447_ : 0u);
    uint64_t l_9_ = uint64_t(l_8_);
    uint64_t l_10_ = (l_9_ << uint(32uL));
    uint64_t l_11_ = (l_5_ | l_10_);
    uint64_t l_12_ = (l_11_ & 4294967295uL);
    uint l_13_ = uint(l_12_);
    uint l_449_ = asuint(info.Load(12+0));
    uint l_450_ = (l_449_ * 1u);
    bool l_451_ = (2u < l_450_);
    uint l_452_ = (l_450_ - 1u);
    uint l_453_ = min(2u, l_452_);
    uint l_454_ = asuint(buffer_3_global.Load(l_453_*4));
    uint l_15_ = (l_451_ ? l_454_ : 0u);
    uint64_t l_16_ = uint64_t(l_15_);
    uint l_18_ = (2u + 1u);
    uint l_456_ = asuint(info.Load(12+0));
    uint l_457_ = (l_456_ * 1u);
    bool l_458_ = (l_18_ < l_457_);
    uint l_459_ = (l_457_ - 1u);
    uint l_460_ = min(l_18_, l_459_);
    uint l_461_ = asuint(buffer_3_global.Load(l_460_*4));
    uint l_19_ = (l_458_ ? l_461_ : 0u);
    uint64_t l_20_ = uint64_t(l_19_);
    uint64_t l_21_ = (l_20_ << uint(32uL));
    uint64_t l_22_ = (l_16_ | l_21_);
    uint64_t l_23_ = (l_22_ & 4294967295uL);
    uint l_24_ = uint(l_23_);
    uint l_463_ = asuint(info.Load(12+0));
    uint l_464_ = (l_463_ * 1u);
    bool l_465_ = (4u < l_464_);
    uint l_466_ = (l_464_ - 1u);
    uint l_467_ = min(4u, l_466_);
    uint l_468_ = asuint(buffer_3_global.Load(l_467_*4));
    uint l_26_ = (l_465_ ? l_468_ : 0u);
    uint64_t l_27_ = uint64_t(l_26_);
    uint l_29_ = (4u + 1u);
    uint l_470_ = asuint(info.Load(12+0));
    uint l_471_ = (l_470_ * 1u);
    bool l_472_ = (l_29_ < l_471_);
    uint l_473_ = (l_471_ - 1u);
    uint l_474_ = min(l_29_, l_473_);
    uint l_475_ = asuint(buffer_3_global.Load(l_474_*4));
    uint l_30_ = (l_472_ ? l_475_ : 0u);
    uint64_t l_31_ = uint64_t(l_30_);
    uint64_t l_32_ = (l_31_ << uint(32uL));
    uint64_t l_33_ = (l_27_ | l_32_);
    uint l_477_ = asuint(info.Load(12+0));
    uint l_478_ = (l_477_ * 1u);
    bool l_479_ = (6u < l_478_);
    uint l_480_ = (l_478_ - 1u);
    uint l_481_ = min(6u, l_480_);
    uint l_482_ = asuint(buffer_3_global.Load(l_481_*4));
    uint l_35_ = (l_479_ ? l_482_ : 0u);
    uint64_t l_36_ = uint64_t(l_35_);
    uint l_38_ = (6u + 1u);
    uint l_484_ = asuint(info.Load(12+0));
    uint l_485_ = (l_484_ * 1u);
    bool l_486_ = (l_38_ < l_485_);
    uint l_487_ = (l_485_ - 1u);
    uint l_488_ = min(l_38_, l_487_);
    uint l_489_ = asuint(buffer_3_global.Load(l_488_*4));
    uint l_39_ = (l_486_ ? l_489_ : 0u);
    uint64_t l_40_ = uint64_t(l_39_);
    uint64_t l_41_ = (l_40_ << uint(32uL));
    uint64_t l_42_ = (l_36_ | l_41_);
    uint l_491_ = asuint(info.Load(12+0));
    uint l_492_ = (l_491_ * 1u);
    bool l_493_ = (8u < l_492_);
    uint l_494_ = (l_492_ - 1u);
    uint l_495_ = min(8u, l_494_);
    uint l_496_ = asuint(buffer_3_global.Load(l_495_*4));
    uint l_44_ = (l_493_ ? l_496_ : 0u);
    uint64_t l_45_ = uint64_t(l_44_);
    uint l_47_ = (8u + 1u);
    uint l_498_ = asuint(info.Load(12+0));
    uint l_499_ = (l_498_ * 1u);
    bool l_500_ = (l_47_ < l_499_);
    uint l_501_ = (l_499_ - 1u);
    uint l_502_ = min(l_47_, l_501_);
    uint l_503_ = asuint(buffer_3_global.Load(l_502_*4));
    uint l_48_ = (l_500_ ? l_503_ : 0u);
    uint64_t l_49_ = uint64_t(l_48_);
    uint64_t l_50_ = (l_49_ << uint(32uL));
    uint64_t l_51_ = (l_45_ | l_50_);
    uint l_505_ = asuint(info.Load(12+0));
    uint l_506_ = (l_505_ * 1u);
    bool l_507_ = (10u < l_506_);
    uint l_508_ = (l_506_ - 1u);
    uint l_509_ = min(10u, l_508_);
    uint l_510_ = asuint(buffer_3_global.Load(l_509_*4));
    uint l_53_ = (l_507_ ? l_510_ : 0u);
    uint64_t l_54_ = uint64_t(l_53_);
    uint l_56_ = (10u + 1u);
    uint l_512_ = asuint(info.Load(12+0));
    uint l_513_ = (l_512_ * 1u);
    bool l_514_ = (l_56_ < l_513_);
    uint l_515_ = (l_513_ - 1u);
    uint l_516_ = min(l_56_, l_515_);
    uint l_517_ = asuint(buffer_3_global.Load(l_516_*4));
    uint l_57_ = (l_514_ ? l_517_ : 0u);
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
    uint _e331 = l_mut_67_;
    bool l_74_ = (_e331 > 0u);
    if (l_63_) {
        local = l_74_;
    } else {
        local = false;
    }
    bool l_75_ = local;
    if (l_75_) {
        uint l_76_ = (2u * id);
        uint l_524_ = asuint(info.Load(0+0));
        uint l_525_ = (l_524_ * 1u);
        bool l_526_ = (l_76_ < l_525_);
        uint l_527_ = (l_525_ - 1u);
        uint l_528_ = min(l_76_, l_527_);
        uint l_529_ = asuint(buffer_0_global.Load(l_528_*4));
        uint l_77_ = (l_526_ ? l_529_ : 0u);
        uint64_t l_78_ = uint64_t(l_77_);
        uint l_79_ = (2u * id);
        uint l_80_ = (l_79_ + 1u);
        uint l_531_ = asuint(info.Load(0+0));
        uint l_532_ = (l_531_ * 1u);
        bool l_533_ = (l_80_ < l_532_);
        uint l_534_ = (l_532_ - 1u);
        uint l_535_ = min(l_80_, l_534_);
        uint l_536_ = asuint(buffer_0_global.Load(l_535_*4));
        uint l_81_ = (l_533_ ? l_536_ : 0u);
        uint64_t l_82_ = uint64_t(l_81_);
        uint64_t l_83_ = (l_82_ << uint(32uL));
        uint64_t l_84_ = (l_78_ | l_83_);
        uint l_85_ = (2u * id);
        uint l_538_ = asuint(info.Load(4+0));
        uint l_539_ = (l_538_ * 1u);
        bool l_540_ = (l_85_ < l_539_);
        uint l_541_ = (l_539_ - 1u);
        uint l_542_ = min(l_85_, l_541_);
        uint l_543_ = asuint(buffer_1_global.Load(l_542_*4));
        uint l_86_ = (l_540_ ? l_543_ : 0u);
        uint64_t l_87_ = uint64_t(l_86_);
        uint l_88_ = (2u * id);
        uint l_89_ = (l_88_ + 1u);
        uint l_545_ = asuint(info.Load(4+0));
        uint l_546_ = (l_545_ * 1u);
        bool l_547_ = (l_89_ < l_546_);
        uint l_548_ = (l_546_ - 1u);
        uint l_549_ = min(l_89_, l_548_);
        uint l_550_ = asuint(buffer_1_global.Load(l_549_*4));
        uint l_90_ = (l_547_ ? l_550_ : 0u);
        uint64_t l_91_ = uint64_t(l_90_);
        uint64_t l_92_ = (l_91_ << uint(32uL));
        uint64_t l_93_ = (l_87_ | l_92_);
        uint l_94_ = (2u * id);
        uint l_552_ = asuint(info.Load(8+0));
        uint l_553_ = (l_552_ * 1u);
        bool l_554_ = (l_94_ < l_553_);
        uint l_555_ = (l_553_ - 1u);
        uint l_556_ = min(l_94_, l_555_);
        uint l_557_ = asuint(buffer_2_global.Load(l_556_*4));
        uint l_95_ = (l_554_ ? l_557_ : 0u);
        uint64_t l_96_ = uint64_t(l_95_);
        uint l_97_ = (2u * id);
        uint l_98_ = (l_97_ + 1u);
        uint l_559_ = asuint(info.Load(8+0));
        uint l_560_ = (l_559_ * 1u);
        bool l_561_ = (l_98_ < l_560_);
        uint l_562_ = (l_560_ - 1u);
        uint l_563_ = min(l_98_, l_562_);
        uint l_564_ = asuint(buffer_2_global.Load(l_563_*4));
        uint l_99_ = (l_561_ ? l_564_ : 0u);
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
        uint64_t _e476 = l_mut_105_;
        uint64_t l_109_ = (_e476 & 4294967295uL);
        uint64_t l_110_ = (l_109_ * l_108_);
        uint64_t _e480 = l_mut_105_;
        uint64_t l_111_ = (_e480 >> uint(32uL));
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
        uint64_t _e513 = l_mut_105_;
        l_mut_127_ = _e513;
        if (l_104_) {
            uint64_t _e515 = l_mut_127_;
            uint64_t l_129_ = (0uL - _e515);
            l_mut_127_ = l_129_;
        }
        uint64_t _e517 = l_mut_127_;
        uint64_t l_130_ = (l_84_ + _e517);
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
            uint64_t _e534 = l_mut_105_;
            uint64_t l_140_ = (_e534 & 4294967295uL);
            uint64_t l_141_ = (l_140_ * l_139_);
            uint64_t _e538 = l_mut_105_;
            uint64_t l_142_ = (_e538 >> uint(32uL));
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
            uint64_t _e571 = l_mut_105_;
            l_mut_158_ = _e571;
            if (l_136_) {
                uint64_t _e573 = l_mut_158_;
                uint64_t l_160_ = (0uL - _e573);
                l_mut_158_ = l_160_;
            }
            uint64_t _e575 = l_mut_158_;
            l_mut_127_ = _e575;
        } else {
            uint64_t l_161_ = (l_102_ >> uint(63uL));
            bool l_162_ = (l_161_ == 1uL);
            l_mut_158_ = l_102_;
            if (l_162_) {
                uint64_t l_164_ = (0uL - l_102_);
                l_mut_158_ = l_164_;
            }
            uint64_t l_165_ = uint64_t(l_13_);
            uint64_t _e585 = l_mut_158_;
            uint64_t l_166_ = (_e585 & 4294967295uL);
            uint64_t l_167_ = (l_166_ * l_165_);
            uint64_t _e589 = l_mut_158_;
            uint64_t l_168_ = (_e589 >> uint(32uL));
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
            uint64_t _e619 = l_mut_158_;
            uint64_t l_184_ = (_e619 & 4294967295uL);
            uint64_t l_185_ = (l_184_ * l_183_);
            uint64_t _e623 = l_mut_158_;
            uint64_t l_186_ = (_e623 >> uint(32uL));
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
            uint64_t _e653 = l_mut_105_;
            uint64_t l_202_ = (_e653 & 4294967295uL);
            uint64_t l_203_ = (l_202_ * l_201_);
            uint64_t _e657 = l_mut_105_;
            uint64_t l_204_ = (_e657 >> uint(32uL));
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
            uint64_t _e687 = l_mut_105_;
            uint64_t l_221_ = (_e687 & 4294967295uL);
            uint64_t l_222_ = (l_221_ * l_220_);
            uint64_t _e691 = l_mut_105_;
            uint64_t l_223_ = (_e691 >> uint(32uL));
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
            uint64_t _e721 = l_mut_158_;
            uint64_t l_239_ = (_e721 * l_238_);
            uint64_t _e723 = l_mut_105_;
            uint64_t l_240_ = (_e723 + l_239_);
            uint64_t _e725 = l_mut_212_;
            l_mut_127_ = _e725;
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
                    uint64_t _e737 = l_mut_212_;
                    uint64_t l_247_ = (_e737 >> uint(l_246_));
                    uint64_t l_248_ = (l_245_ + l_247_);
                    l_mut_127_ = l_248_;
                }
            }
            if (l_162_) {
                uint64_t _e743 = l_mut_127_;
                uint64_t l_250_ = (0uL - _e743);
                l_mut_127_ = l_250_;
            }
        }
        uint64_t _e745 = l_mut_127_;
        uint64_t l_251_ = (l_93_ - _e745);
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
        uint64_t _e756 = l_mut_127_;
        bool l_260_ = (_e756 < l_255_);
        bool l_261_ = !(l_260_);
        l_mut_262_ = l_261_;
        bool l_263_ = (l_254_ == 0uL);
        if (l_263_) {
            bool _e761 = l_mut_262_;
            l_mut_259_ = _e761;
            l_mut_262_ = false;
        }
        bool _e763 = l_mut_262_;
        if (_e763) {
            uint64_t l_264_ = (l_254_ >> uint(63uL));
            bool l_265_ = (l_264_ == 1uL);
            l_mut_105_ = l_254_;
            if (l_265_) {
                uint64_t l_267_ = (0uL - l_254_);
                l_mut_105_ = l_267_;
            }
            uint l_268_ = (l_13_ - 1u);
            uint64_t l_269_ = uint64_t(l_268_);
            uint64_t _e775 = l_mut_105_;
            uint64_t l_270_ = (_e775 * l_269_);
            l_mut_271_ = 0u;
            uint l_272_ = (l_13_ - 1u);
            uint64_t l_273_ = uint64_t(l_272_);
            uint64_t _e781 = l_mut_105_;
            uint64_t l_274_ = (_e781 & 4294967295uL);
            uint64_t l_275_ = (l_274_ * l_273_);
            uint64_t _e785 = l_mut_105_;
            uint64_t l_276_ = (_e785 >> uint(32uL));
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
            uint64_t _e814 = l_mut_284_;
            bool l_292_ = (_e814 == 0uL);
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
                        uint64_t _e830 = l_mut_105_;
                        bool l_302_ = (l_294_ < _e830);
                        bool l_303_ = !(l_302_);
                        if (l_303_) {
                            l_mut_304_ = 0u;
                            uint64_t _e834 = l_mut_105_;
                            bool l_305_ = (_e834 < l_294_);
                            if (l_305_) {
                                uint64_t l_306_ = (l_294_ - 1uL);
                                uint64_t _e838 = l_mut_105_;
                                uint64_t l_307_ = naga_div(l_306_, _e838);
                                uint64_t l_308_ = uint64_t(l_300_);
                                bool l_309_ = (l_307_ < l_308_);
                                uint64_t l_310_ = uint64_t(l_300_);
                                uint64_t l_311_ = (l_309_ ? l_307_ : l_310_);
                                uint l_312_ = uint(l_311_);
                                l_mut_304_ = l_312_;
                            }
                            uint _e846 = l_mut_304_;
                            uint64_t l_313_ = uint64_t(_e846);
                            uint64_t _e848 = l_mut_105_;
                            uint64_t l_314_ = (_e848 * l_313_);
                            uint64_t l_315_ = (l_294_ - l_314_);
                            l_mut_301_ = l_315_;
                            uint64_t _e851 = l_mut_301_;
                            uint64_t _e852 = l_mut_105_;
                            bool l_316_ = (_e851 < _e852);
                            bool l_317_ = !(l_316_);
                            if (l_317_) {
                                uint64_t _e855 = l_mut_301_;
                                uint64_t _e856 = l_mut_105_;
                                uint64_t l_318_ = (_e855 - _e856);
                                l_mut_301_ = l_318_;
                            }
                        }
                        uint64_t _e858 = l_mut_105_;
                        uint64_t _e859 = l_mut_301_;
                        uint64_t l_319_ = (_e858 - _e859);
                        l_mut_301_ = l_319_;
                        uint64_t _e861 = l_mut_105_;
                        bool l_320_ = (l_319_ < _e861);
                        bool l_321_ = !(l_320_);
                        if (l_321_) {
                            uint64_t _e864 = l_mut_105_;
                            uint64_t l_322_ = (l_319_ - _e864);
                            l_mut_301_ = l_322_;
                        }
                        uint64_t _e866 = l_mut_301_;
                        uint64_t _e867 = l_mut_284_;
                        bool l_323_ = (_e866 < _e867);
                        if (l_323_) {
                            uint64_t _e869 = l_mut_301_;
                            l_mut_284_ = _e869;
                        }
                    }
                } else {
                    uint64_t l_324_ = (l_252_ - l_270_);
                    l_mut_284_ = l_324_;
                    bool l_325_ = (l_252_ < l_270_);
                    if (l_325_) {
                        uint l_326_ = (l_13_ - 1u);
                        l_mut_301_ = l_252_;
                        uint64_t _e874 = l_mut_105_;
                        bool l_327_ = (l_252_ < _e874);
                        bool l_328_ = !(l_327_);
                        if (l_328_) {
                            l_mut_304_ = 0u;
                            uint64_t _e878 = l_mut_105_;
                            bool l_329_ = (_e878 < l_252_);
                            if (l_329_) {
                                uint64_t l_330_ = (l_252_ - 1uL);
                                uint64_t _e882 = l_mut_105_;
                                uint64_t l_331_ = naga_div(l_330_, _e882);
                                uint64_t l_332_ = uint64_t(l_326_);
                                bool l_333_ = (l_331_ < l_332_);
                                uint64_t l_334_ = uint64_t(l_326_);
                                uint64_t l_335_ = (l_333_ ? l_331_ : l_334_);
                                uint l_336_ = uint(l_335_);
                                l_mut_304_ = l_336_;
                            }
                            uint _e890 = l_mut_304_;
                            uint64_t l_337_ = uint64_t(_e890);
                            uint64_t _e892 = l_mut_105_;
                            uint64_t l_338_ = (_e892 * l_337_);
                            uint64_t l_339_ = (l_252_ - l_338_);
                            l_mut_301_ = l_339_;
                            uint64_t _e895 = l_mut_301_;
                            uint64_t _e896 = l_mut_105_;
                            bool l_340_ = (_e895 < _e896);
                            bool l_341_ = !(l_340_);
                            if (l_341_) {
                                uint64_t _e899 = l_mut_301_;
                                uint64_t _e900 = l_mut_105_;
                                uint64_t l_342_ = (_e899 - _e900);
                                l_mut_301_ = l_342_;
                            }
                        }
                        uint64_t _e902 = l_mut_301_;
                        uint64_t _e903 = l_mut_284_;
                        bool l_343_ = (_e902 < _e903);
                        if (l_343_) {
                            uint64_t _e905 = l_mut_301_;
                            l_mut_284_ = _e905;
                        }
                    }
                }
                uint64_t _e906 = l_mut_284_;
                bool l_344_ = (_e906 < l_255_);
                bool l_345_ = !(l_344_);
                uint l_346_ = uint(l_345_);
                uint l_347_ = (2u - l_346_);
                l_mut_271_ = l_347_;
            }
            uint _e912 = l_mut_271_;
            bool l_348_ = (_e912 > 0u);
            if (l_348_) {
                uint _e915 = l_mut_271_;
                bool l_349_ = (_e915 == 1u);
                l_mut_259_ = l_349_;
                l_mut_262_ = false;
            }
        }
        l_mut_350_ = false;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            bool _e920 = l_mut_262_;
            bool l_351_ = !(_e920);
            if (l_351_) {
                break;
            }
            uint64_t _e922 = l_mut_212_;
            l_mut_301_ = _e922;
            bool _e923 = l_mut_350_;
            if (_e923) {
                uint64_t _e924 = l_mut_158_;
                l_mut_301_ = _e924;
            }
            uint64_t _e925 = l_mut_127_;
            uint64_t _e926 = l_mut_301_;
            bool l_352_ = (_e925 < _e926);
            bool l_353_ = !(l_352_);
            bool _e929 = l_mut_350_;
            bool l_354_ = (l_353_ != _e929);
            if (l_354_) {
                uint64_t _e931 = l_mut_212_;
                l_mut_301_ = _e931;
                uint64_t _e932 = l_mut_158_;
                l_mut_212_ = _e932;
                uint64_t _e933 = l_mut_301_;
                l_mut_158_ = _e933;
                uint _e934 = l_mut_67_;
                l_mut_304_ = _e934;
                uint _e935 = l_mut_258_;
                l_mut_67_ = _e935;
                uint _e936 = l_mut_304_;
                l_mut_258_ = _e936;
                l_mut_350_ = l_353_;
            }
            uint64_t _e937 = l_mut_212_;
            uint64_t _e938 = l_mut_127_;
            uint64_t l_355_ = (_e937 - _e938);
            l_mut_301_ = l_355_;
            bool _e940 = l_mut_350_;
            if (_e940) {
                uint64_t _e941 = l_mut_127_;
                uint64_t l_356_ = (_e941 - l_255_);
                l_mut_301_ = l_356_;
            }
            uint64_t _e943 = l_mut_212_;
            l_mut_284_ = _e943;
            uint64_t _e944 = l_mut_301_;
            uint64_t _e945 = l_mut_212_;
            bool l_357_ = (_e944 < _e945);
            if (l_357_) {
                uint64_t _e947 = l_mut_301_;
                l_mut_284_ = _e947;
            }
            l_mut_358_ = false;
            uint64_t _e950 = l_mut_284_;
            uint64_t l_360_ = (_e950 >> uint(3uL));
            uint64_t _e954 = l_mut_158_;
            bool l_361_ = (l_360_ < _e954);
            bool l_362_ = !(l_361_);
            l_mut_358_ = l_362_;
            l_mut_304_ = 0u;
            uint64_t _e958 = l_mut_158_;
            bool l_363_ = (_e958 == 0uL);
            bool l_364_ = !(l_363_);
            bool _e962 = l_mut_358_;
            if (_e962) {
                local_2 = l_364_;
            } else {
                local_2 = false;
            }
            bool l_365_ = local_2;
            uint64_t _e967 = l_mut_158_;
            uint64_t _e968 = l_mut_284_;
            bool l_366_ = (_e967 < _e968);
            if (l_365_) {
                local_3 = l_366_;
            } else {
                local_3 = false;
            }
            bool l_367_ = local_3;
            uint _e974 = l_mut_67_;
            uint _e975 = l_mut_258_;
            uint l_368_ = (_e974 + _e975);
            bool l_369_ = (l_368_ < l_13_);
            if (l_367_) {
                local_4 = l_369_;
            } else {
                local_4 = false;
            }
            bool l_370_ = local_4;
            if (l_370_) {
                uint _e982 = l_mut_67_;
                uint l_371_ = (l_13_ - _e982);
                uint _e984 = l_mut_258_;
                uint l_372_ = (l_371_ - _e984);
                uint _e986 = l_mut_67_;
                uint l_373_ = naga_div(l_372_, _e986);
                uint64_t _e988 = l_mut_284_;
                uint64_t l_374_ = (_e988 - 1uL);
                uint64_t _e991 = l_mut_158_;
                uint64_t l_375_ = naga_div(l_374_, _e991);
                uint64_t l_376_ = uint64_t(l_373_);
                bool l_377_ = (l_375_ < l_376_);
                uint64_t l_378_ = uint64_t(l_373_);
                uint64_t l_379_ = (l_377_ ? l_375_ : l_378_);
                uint l_380_ = uint(l_379_);
                l_mut_304_ = l_380_;
            }
            uint64_t _e999 = l_mut_212_;
            l_mut_301_ = _e999;
            uint64_t _e1000 = l_mut_158_;
            l_mut_284_ = _e1000;
            uint _e1001 = l_mut_67_;
            l_mut_271_ = _e1001;
            uint _e1002 = l_mut_258_;
            l_mut_381_ = _e1002;
            uint64_t _e1003 = l_mut_127_;
            l_mut_105_ = _e1003;
            l_mut_382_ = 0u;
            uint _e1005 = l_mut_304_;
            bool l_383_ = (_e1005 > 0u);
            if (l_383_) {
                uint _e1008 = l_mut_304_;
                uint64_t l_384_ = uint64_t(_e1008);
                uint64_t _e1010 = l_mut_158_;
                uint64_t l_385_ = (_e1010 * l_384_);
                bool _e1012 = l_mut_350_;
                if (_e1012) {
                    uint64_t _e1013 = l_mut_127_;
                    uint64_t l_386_ = (_e1013 - l_385_);
                    l_mut_105_ = l_386_;
                }
                uint64_t _e1015 = l_mut_212_;
                uint64_t l_387_ = (_e1015 - l_385_);
                l_mut_301_ = l_387_;
                uint _e1017 = l_mut_304_;
                uint _e1018 = l_mut_67_;
                uint l_388_ = (_e1017 * _e1018);
                uint _e1020 = l_mut_258_;
                uint l_389_ = (_e1020 + l_388_);
                l_mut_381_ = l_389_;
            } else {
                bool _e1022 = l_mut_350_;
                if (_e1022) {
                    uint64_t _e1023 = l_mut_127_;
                    uint64_t _e1024 = l_mut_158_;
                    uint64_t l_390_ = (_e1023 - _e1024);
                    l_mut_105_ = l_390_;
                    uint64_t _e1026 = l_mut_105_;
                    bool l_391_ = (_e1026 < l_255_);
                    if (l_391_) {
                        l_mut_382_ = 2u;
                    }
                }
                uint _e1029 = l_mut_382_;
                bool l_392_ = (_e1029 == 0u);
                if (l_392_) {
                    uint _e1032 = l_mut_67_;
                    uint l_393_ = (l_13_ - _e1032);
                    uint _e1034 = l_mut_258_;
                    uint l_394_ = naga_div(l_393_, _e1034);
                    l_mut_304_ = 0u;
                    l_mut_358_ = false;
                    uint64_t _e1039 = l_mut_158_;
                    uint64_t l_396_ = (_e1039 >> uint(3uL));
                    uint64_t _e1043 = l_mut_212_;
                    bool l_397_ = (l_396_ < _e1043);
                    bool l_398_ = !(l_397_);
                    l_mut_358_ = l_398_;
                    uint64_t _e1046 = l_mut_212_;
                    bool l_399_ = (_e1046 == 0uL);
                    if (l_399_) {
                        l_mut_304_ = l_394_;
                    } else {
                        bool _e1049 = l_mut_358_;
                        if (_e1049) {
                            uint64_t _e1050 = l_mut_212_;
                            uint64_t _e1051 = l_mut_158_;
                            bool l_400_ = (_e1050 < _e1051);
                            if (l_400_) {
                                uint64_t _e1053 = l_mut_158_;
                                uint64_t l_401_ = (_e1053 - 1uL);
                                uint64_t _e1056 = l_mut_212_;
                                uint64_t l_402_ = naga_div(l_401_, _e1056);
                                uint64_t l_403_ = uint64_t(l_394_);
                                bool l_404_ = (l_402_ < l_403_);
                                uint64_t l_405_ = uint64_t(l_394_);
                                uint64_t l_406_ = (l_404_ ? l_402_ : l_405_);
                                uint l_407_ = uint(l_406_);
                                l_mut_304_ = l_407_;
                            }
                        } else {
                            uint64_t _e1064 = l_mut_158_;
                            l_mut_408_ = _e1064;
                            uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                uint64_t _e1065 = l_mut_212_;
                                uint64_t _e1066 = l_mut_408_;
                                bool l_409_ = (_e1065 < _e1066);
                                uint _e1068 = l_mut_304_;
                                uint _e1069 = l_mut_258_;
                                uint l_410_ = (_e1068 * _e1069);
                                uint _e1071 = l_mut_67_;
                                uint l_411_ = (_e1071 + l_410_);
                                uint _e1073 = l_mut_258_;
                                uint l_412_ = (l_411_ + _e1073);
                                bool l_413_ = (l_412_ < l_13_);
                                if (l_409_) {
                                    local_5 = l_413_;
                                } else {
                                    local_5 = false;
                                }
                                bool l_414_ = local_5;
                                bool l_415_ = !(l_414_);
                                if (l_415_) {
                                    break;
                                }
                                uint64_t _e1081 = l_mut_408_;
                                uint64_t _e1082 = l_mut_212_;
                                uint64_t l_416_ = (_e1081 - _e1082);
                                l_mut_408_ = l_416_;
                                uint _e1084 = l_mut_304_;
                                l_mut_304_ = (_e1084 + 1u);
                            }
                        }
                    }
                    uint _e1087 = l_mut_304_;
                    uint _e1088 = l_mut_258_;
                    uint l_417_ = (_e1087 * _e1088);
                    uint _e1090 = l_mut_67_;
                    uint l_418_ = (_e1090 + l_417_);
                    uint _e1092 = l_mut_258_;
                    uint l_419_ = (l_418_ + _e1092);
                    bool l_420_ = (l_419_ >= l_13_);
                    if (l_420_) {
                        l_mut_382_ = 1u;
                    } else {
                        uint _e1096 = l_mut_304_;
                        uint64_t l_421_ = uint64_t(_e1096);
                        uint64_t _e1098 = l_mut_212_;
                        uint64_t l_422_ = (_e1098 * l_421_);
                        uint64_t _e1100 = l_mut_158_;
                        uint64_t l_423_ = (_e1100 - l_422_);
                        l_mut_284_ = l_423_;
                        uint _e1102 = l_mut_304_;
                        uint _e1103 = l_mut_258_;
                        uint l_424_ = (_e1102 * _e1103);
                        uint _e1105 = l_mut_67_;
                        uint l_425_ = (_e1105 + l_424_);
                        l_mut_271_ = l_425_;
                        uint64_t _e1107 = l_mut_212_;
                        uint64_t _e1108 = l_mut_284_;
                        uint64_t l_426_ = (_e1107 - _e1108);
                        l_mut_301_ = l_426_;
                        uint _e1110 = l_mut_258_;
                        uint _e1111 = l_mut_271_;
                        uint l_427_ = (_e1110 + _e1111);
                        l_mut_381_ = l_427_;
                    }
                }
            }
            uint64_t _e1113 = l_mut_301_;
            l_mut_212_ = _e1113;
            uint64_t _e1114 = l_mut_284_;
            l_mut_158_ = _e1114;
            uint _e1115 = l_mut_271_;
            l_mut_67_ = _e1115;
            uint _e1116 = l_mut_381_;
            l_mut_258_ = _e1116;
            uint64_t _e1117 = l_mut_105_;
            l_mut_127_ = _e1117;
            uint _e1118 = l_mut_382_;
            bool l_428_ = (_e1118 == 1u);
            l_mut_259_ = l_428_;
            uint _e1121 = l_mut_382_;
            bool l_429_ = (_e1121 == 0u);
            l_mut_262_ = l_429_;
        }
        bool _e1124 = l_mut_259_;
        bool l_430_ = !(_e1124);
        if (l_430_) {
            uint l_566_ = asuint(info.Load(20+0));
            uint l_567_ = (l_566_ * 1u);
            uint l_568_ = (l_567_ - 1u);
            uint l_569_ = min(0u, l_568_);
            uint _e1139; buffer_5_global.InterlockedAdd(l_569_*4, 1u, _e1139);
            uint l_433_ = asuint(info.Load(40+0));
            bool l_434_ = (_e1139 < l_433_);
            if (l_434_) {
                uint l_571_ = asuint(info.Load(16+0));
                uint l_572_ = (l_571_ * 1u);
                bool l_573_ = (_e1139 < l_572_);
                if (l_573_) {
                    buffer_4_global.Store(_e1139*4, asuint(id));
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
