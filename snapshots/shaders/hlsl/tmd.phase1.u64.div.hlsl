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
    uint l_mut_402_ = (uint)0;
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
        uint l_561_ = asuint(info.Load(20+0));
        uint l_562_ = (l_561_ * 1u);
        uint l_563_ = (l_562_ - 1u);
        uint l_564_ = min(3u, l_563_);
        uint _e55; buffer_5_global.InterlockedAdd(l_564_*4, 1u, _e55);
    }
    uint l_477_ = asuint(info.Load(12+0));
    uint l_478_ = (l_477_ * 1u);
    bool l_479_ = (0u < l_478_);
    uint l_480_ = (l_478_ - 1u);
    uint l_481_ = min(0u, l_480_);
    uint l_482_ = asuint(buffer_3_global.Load(l_481_*4));
    uint l_4_ = (l_479_ ? l_482_ : 0u);
    uint64_t l_5_ = uint64_t(l_4_);
    uint l_7_ = (0u + 1u);
    uint l_484_ = asuint(info.Load(12+0));
    uint l_485_ = (l_484_ * 1u);
    bool l_486_ = (l_7_ < l_485_);
    uint l_487_ = (l_485_ - 1u);
    uint l_488_ = min(l_7_, l_487_);
    uint l_489_ = asuint(buffer_3_global.Load(l_488_*4));
    uint l_8_ = (l_486_ ? l_489_ : 0u);
    uint64_t l_9_ = uint64_t(l_8_);
    uint64_t l_10_ = (l_9_ << uint(32uL));
    uint64_t l_11_ = (l_5_ | l_10_);
    uint64_t l_12_ = (l_11_ & 4294967295uL);
    uint l_13_ = uint(l_12_);
    uint l_491_ = asuint(info.Load(12+0));
    uint l_492_ = (l_491_ * 1u);
    bool l_493_ = (2u < l_492_);
    uint l_494_ = (l_492_ - 1u);
    uint l_495_ = min(2u, l_494_);
    uint l_496_ = asuint(buffer_3_global.Load(l_495_*4));
    uint l_15_ = (l_493_ ? l_496_ : 0u);
    uint64_t l_16_ = uint64_t(l_15_);
    uint l_18_ = (2u + 1u);
    uint l_498_ = asuint(info.Load(12+0));
    uint l_499_ = (l_498_ * 1u);
    bool l_500_ = (l_18_ < l_499_);
    uint l_501_ = (l_499_ - 1u);
    uint l_502_ = min(l_18_, l_501_);
    uint l_503_ = asuint(buffer_3_global.Load(l_502_*4));
    uint l_19_ = (l_500_ ? l_503_ : 0u);
    uint64_t l_20_ = uint64_t(l_19_);
    uint64_t l_21_ = (l_20_ << uint(32uL));
    uint64_t l_22_ = (l_16_ | l_21_);
    uint64_t l_23_ = (l_22_ & 4294967295uL);
    uint l_24_ = uint(l_23_);
    uint l_505_ = asuint(info.Load(12+0));
    uint l_506_ = (l_505_ * 1u);
    bool l_507_ = (4u < l_506_);
    uint l_508_ = (l_506_ - 1u);
    uint l_509_ = min(4u, l_508_);
    uint l_510_ = asuint(buffer_3_global.Load(l_509_*4));
    uint l_26_ = (l_507_ ? l_510_ : 0u);
    uint64_t l_27_ = uint64_t(l_26_);
    uint l_29_ = (4u + 1u);
    uint l_512_ = asuint(info.Load(12+0));
    uint l_513_ = (l_512_ * 1u);
    bool l_514_ = (l_29_ < l_513_);
    uint l_515_ = (l_513_ - 1u);
    uint l_516_ = min(l_29_, l_515_);
    uint l_517_ = asuint(buffer_3_global.Load(l_516_*4));
    uint l_30_ = (l_514_ ? l_517_ : 0u);
    uint64_t l_31_ = uint64_t(l_30_);
    uint64_t l_32_ = (l_31_ << uint(32uL));
    uint64_t l_33_ = (l_27_ | l_32_);
    uint l_519_ = asuint(info.Load(12+0));
    uint l_520_ = (l_519_ * 1u);
    bool l_521_ = (6u < l_520_);
    uint l_522_ = (l_520_ - 1u);
    uint l_523_ = min(6u, l_522_);
    uint l_524_ = asuint(buffer_3_global.Load(l_523_*4));
    uint l_35_ = (l_521_ ? l_524_ : 0u);
    uint64_t l_36_ = uint64_t(l_35_);
    uint l_38_ = (6u + 1u);
    uint l_526_ = asuint(info.Load(12+0));
    uint l_527_ = (l_526_ * 1u);
    bool l_528_ = (l_38_ < l_527_);
    uint l_529_ = (l_527_ - 1u);
    uint l_530_ = min(l_38_, l_529_);
    uint l_531_ = asuint(buffer_3_global.Load(l_530_*4));
    uint l_39_ = (l_528_ ? l_531_ : 0u);
    uint64_t l_40_ = uint64_t(l_39_);
    uint64_t l_41_ = (l_40_ << uint(32uL));
    uint64_t l_42_ = (l_36_ | l_41_);
    uint l_533_ = asuint(info.Load(12+0));
    uint l_534_ = (l_533_ * 1u);
    bool l_535_ = (8u < l_534_);
    uint l_536_ = (l_534_ - 1u);
    uint l_537_ = min(8u, l_536_);
    uint l_538_ = asuint(buffer_3_global.Load(l_537_*4));
    uint l_44_ = (l_535_ ? l_538_ : 0u);
    uint64_t l_45_ = uint64_t(l_44_);
    uint l_47_ = (8u + 1u);
    uint l_540_ = asuint(info.Load(12+0));
    uint l_541_ = (l_540_ * 1u);
    bool l_542_ = (l_47_ < l_541_);
    uint l_543_ = (l_541_ - 1u);
    uint l_544_ = min(l_47_, l_543_);
    uint l_545_ = asuint(buffer_3_global.Load(l_544_*4));
    uint l_48_ = (l_542_ ? l_545_ : 0u);
    uint64_t l_49_ = uint64_t(l_48_);
    uint64_t l_50_ = (l_49_ << uint(32uL));
    uint64_t l_51_ = (l_45_ | l_50_);
    uint l_547_ = asuint(info.Load(12+0));
    uint l_548_ = (l_547_ * 1u);
    bool l_549_ = (10u < l_548_);
    uint l_550_ = (l_548_ - 1u);
    uint l_551_ = min(10u, l_550_);
    uint l_552_ = asuint(buffer_3_global.Load(l_551_*4));
    uint l_53_ = (l_549_ ? l_552_ : 0u);
    uint64_t l_54_ = uint64_t(l_53_);
    uint l_56_ = (10u + 1u);
    uint l_554_ = asuint(info.Load(12+0));
    uint l_555_ = (l_554_ * 1u);
    bool l_556_ = (l_56_ < l_555_);
    uint l_557_ = (l_555_ - 1u);
    uint l_558_ = min(l_56_, l_557_);
    uint l_559_ = asuint(buffer_3_global.Load(l_558_*4));
    uint l_57_ = (l_556_ ? l_559_ : 0u);
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
    uint _e329 = l_mut_67_;
    bool l_74_ = (_e329 > 0u);
    if (l_63_) {
        local = l_74_;
    } else {
        local = false;
    }
    bool l_75_ = local;
    if (l_75_) {
        uint l_76_ = (2u * id);
        uint l_566_ = asuint(info.Load(0+0));
        uint l_567_ = (l_566_ * 1u);
        bool l_568_ = (l_76_ < l_567_);
        uint l_569_ = (l_567_ - 1u);
        uint l_570_ = min(l_76_, l_569_);
        uint l_571_ = asuint(buffer_0_global.Load(l_570_*4));
        uint l_77_ = (l_568_ ? l_571_ : 0u);
        uint64_t l_78_ = uint64_t(l_77_);
        uint l_79_ = (2u * id);
        uint l_80_ = (l_79_ + 1u);
        uint l_573_ = asuint(info.Load(0+0));
        uint l_574_ = (l_573_ * 1u);
        bool l_575_ = (l_80_ < l_574_);
        uint l_576_ = (l_574_ - 1u);
        uint l_577_ = min(l_80_, l_576_);
        uint l_578_ = asuint(buffer_0_global.Load(l_577_*4));
        uint l_81_ = (l_575_ ? l_578_ : 0u);
        uint64_t l_82_ = uint64_t(l_81_);
        uint64_t l_83_ = (l_82_ << uint(32uL));
        uint64_t l_84_ = (l_78_ | l_83_);
        uint l_85_ = (2u * id);
        uint l_580_ = asuint(info.Load(4+0));
        uint l_581_ = (l_580_ * 1u);
        bool l_582_ = (l_85_ < l_581_);
        uint l_583_ = (l_581_ - 1u);
        uint l_584_ = min(l_85_, l_583_);
        uint l_585_ = asuint(buffer_1_global.Load(l_584_*4));
        uint l_86_ = (l_582_ ? l_585_ : 0u);
        uint64_t l_87_ = uint64_t(l_86_);
        uint l_88_ = (2u * id);
        uint l_89_ = (l_88_ + 1u);
        uint l_587_ = asuint(info.Load(4+0));
        uint l_588_ = (l_587_ * 1u);
        bool l_589_ = (l_89_ < l_588_);
        uint l_590_ = (l_588_ - 1u);
        uint l_591_ = min(l_89_, l_590_);
        uint l_592_ = asuint(buffer_1_global.Load(l_591_*4));
        uint l_90_ = (l_589_ ? l_592_ : 0u);
        uint64_t l_91_ = uint64_t(l_90_);
        uint64_t l_92_ = (l_91_ << uint(32uL));
        uint64_t l_93_ = (l_87_ | l_92_);
        uint l_94_ = (2u * id);
        uint l_594_ = asuint(info.Load(8+0));
        uint l_595_ = (l_594_ * 1u);
        bool l_596_ = (l_94_ < l_595_);
        uint l_597_ = (l_595_ - 1u);
        uint l_598_ = min(l_94_, l_597_);
        uint l_599_ = asuint(buffer_2_global.Load(l_598_*4));
        uint l_95_ = (l_596_ ? l_599_ : 0u);
        uint64_t l_96_ = uint64_t(l_95_);
        uint l_97_ = (2u * id);
        uint l_98_ = (l_97_ + 1u);
        uint l_601_ = asuint(info.Load(8+0));
        uint l_602_ = (l_601_ * 1u);
        bool l_603_ = (l_98_ < l_602_);
        uint l_604_ = (l_602_ - 1u);
        uint l_605_ = min(l_98_, l_604_);
        uint l_606_ = asuint(buffer_2_global.Load(l_605_*4));
        uint l_99_ = (l_603_ ? l_606_ : 0u);
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
        uint64_t _e474 = l_mut_105_;
        uint64_t l_109_ = (_e474 & 4294967295uL);
        uint64_t l_110_ = (l_109_ * l_108_);
        uint64_t _e478 = l_mut_105_;
        uint64_t l_111_ = (_e478 >> uint(32uL));
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
        uint64_t _e511 = l_mut_105_;
        l_mut_127_ = _e511;
        if (l_104_) {
            uint64_t _e513 = l_mut_127_;
            uint64_t l_129_ = (0uL - _e513);
            l_mut_127_ = l_129_;
        }
        uint64_t _e515 = l_mut_127_;
        uint64_t l_130_ = (l_84_ + _e515);
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
            uint64_t _e532 = l_mut_105_;
            uint64_t l_140_ = (_e532 & 4294967295uL);
            uint64_t l_141_ = (l_140_ * l_139_);
            uint64_t _e536 = l_mut_105_;
            uint64_t l_142_ = (_e536 >> uint(32uL));
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
            uint64_t _e569 = l_mut_105_;
            l_mut_158_ = _e569;
            if (l_136_) {
                uint64_t _e571 = l_mut_158_;
                uint64_t l_160_ = (0uL - _e571);
                l_mut_158_ = l_160_;
            }
            uint64_t _e573 = l_mut_158_;
            l_mut_127_ = _e573;
        } else {
            uint64_t l_161_ = (l_102_ >> uint(63uL));
            bool l_162_ = (l_161_ == 1uL);
            l_mut_158_ = l_102_;
            if (l_162_) {
                uint64_t l_164_ = (0uL - l_102_);
                l_mut_158_ = l_164_;
            }
            uint64_t l_165_ = uint64_t(l_13_);
            uint64_t _e583 = l_mut_158_;
            uint64_t l_166_ = (_e583 & 4294967295uL);
            uint64_t l_167_ = (l_166_ * l_165_);
            uint64_t _e587 = l_mut_158_;
            uint64_t l_168_ = (_e587 >> uint(32uL));
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
            uint64_t _e617 = l_mut_158_;
            uint64_t l_184_ = (_e617 & 4294967295uL);
            uint64_t l_185_ = (l_184_ * l_183_);
            uint64_t _e621 = l_mut_158_;
            uint64_t l_186_ = (_e621 >> uint(32uL));
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
            uint64_t _e651 = l_mut_105_;
            uint64_t l_202_ = (_e651 & 4294967295uL);
            uint64_t l_203_ = (l_202_ * l_201_);
            uint64_t _e655 = l_mut_105_;
            uint64_t l_204_ = (_e655 >> uint(32uL));
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
            uint64_t _e685 = l_mut_105_;
            uint64_t l_221_ = (_e685 & 4294967295uL);
            uint64_t l_222_ = (l_221_ * l_220_);
            uint64_t _e689 = l_mut_105_;
            uint64_t l_223_ = (_e689 >> uint(32uL));
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
            uint64_t _e719 = l_mut_158_;
            uint64_t l_239_ = (_e719 * l_238_);
            uint64_t _e721 = l_mut_105_;
            uint64_t l_240_ = (_e721 + l_239_);
            uint64_t _e723 = l_mut_212_;
            l_mut_127_ = _e723;
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
                    uint64_t _e735 = l_mut_212_;
                    uint64_t l_247_ = (_e735 >> uint(l_246_));
                    uint64_t l_248_ = (l_245_ + l_247_);
                    l_mut_127_ = l_248_;
                }
            }
            if (l_162_) {
                uint64_t _e741 = l_mut_127_;
                uint64_t l_250_ = (0uL - _e741);
                l_mut_127_ = l_250_;
            }
        }
        uint64_t _e743 = l_mut_127_;
        uint64_t l_251_ = (l_93_ - _e743);
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
        uint64_t _e754 = l_mut_127_;
        bool l_260_ = (_e754 < l_255_);
        bool l_261_ = !(l_260_);
        l_mut_262_ = l_261_;
        bool l_263_ = (l_254_ == 0uL);
        if (l_263_) {
            bool _e759 = l_mut_262_;
            l_mut_259_ = _e759;
            l_mut_262_ = false;
        }
        bool _e761 = l_mut_262_;
        if (_e761) {
            uint64_t l_264_ = (l_254_ >> uint(63uL));
            bool l_265_ = (l_264_ == 1uL);
            l_mut_105_ = l_254_;
            if (l_265_) {
                uint64_t l_267_ = (0uL - l_254_);
                l_mut_105_ = l_267_;
            }
            uint l_268_ = (l_13_ - 1u);
            uint64_t l_269_ = uint64_t(l_268_);
            uint64_t _e773 = l_mut_105_;
            uint64_t l_270_ = (_e773 * l_269_);
            l_mut_271_ = 0u;
            uint l_272_ = (l_13_ - 1u);
            uint64_t l_273_ = uint64_t(l_272_);
            uint64_t _e779 = l_mut_105_;
            uint64_t l_274_ = (_e779 & 4294967295uL);
            uint64_t l_275_ = (l_274_ * l_273_);
            uint64_t _e783 = l_mut_105_;
            uint64_t l_276_ = (_e783 >> uint(32uL));
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
            uint64_t _e812 = l_mut_284_;
            bool l_292_ = (_e812 == 0uL);
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
                        uint64_t _e828 = l_mut_105_;
                        bool l_302_ = (l_294_ < _e828);
                        bool l_303_ = !(l_302_);
                        if (l_303_) {
                            l_mut_304_ = 0u;
                            uint64_t _e832 = l_mut_105_;
                            bool l_305_ = (_e832 < l_294_);
                            if (l_305_) {
                                uint64_t l_306_ = (l_294_ - 1uL);
                                uint64_t _e836 = l_mut_105_;
                                uint64_t l_307_ = naga_div(l_306_, _e836);
                                uint64_t l_308_ = uint64_t(l_300_);
                                bool l_309_ = (l_307_ < l_308_);
                                uint64_t l_310_ = uint64_t(l_300_);
                                uint64_t l_311_ = (l_309_ ? l_307_ : l_310_);
                                uint l_312_ = uint(l_311_);
                                l_mut_304_ = l_312_;
                            }
                            uint _e844 = l_mut_304_;
                            uint64_t l_313_ = uint64_t(_e844);
                            uint64_t _e846 = l_mut_105_;
                            uint64_t l_314_ = (_e846 * l_313_);
                            uint64_t l_315_ = (l_294_ - l_314_);
                            l_mut_301_ = l_315_;
                            uint64_t _e849 = l_mut_301_;
                            uint64_t _e850 = l_mut_105_;
                            bool l_316_ = (_e849 < _e850);
                            bool l_317_ = !(l_316_);
                            if (l_317_) {
                                uint64_t _e853 = l_mut_301_;
                                uint64_t _e854 = l_mut_105_;
                                uint64_t l_318_ = (_e853 - _e854);
                                l_mut_301_ = l_318_;
                            }
                        }
                        uint64_t _e856 = l_mut_105_;
                        uint64_t _e857 = l_mut_301_;
                        uint64_t l_319_ = (_e856 - _e857);
                        l_mut_301_ = l_319_;
                        uint64_t _e859 = l_mut_105_;
                        bool l_320_ = (l_319_ < _e859);
                        bool l_321_ = !(l_320_);
                        if (l_321_) {
                            uint64_t _e862 = l_mut_105_;
                            uint64_t l_322_ = (l_319_ - _e862);
                            l_mut_301_ = l_322_;
                        }
                        uint64_t _e864 = l_mut_301_;
                        uint64_t _e865 = l_mut_284_;
                        bool l_323_ = (_e864 < _e865);
                        if (l_323_) {
                            uint64_t _e867 = l_mut_301_;
                            l_mut_284_ = _e867;
                        }
                    }
                } else {
                    uint64_t l_324_ = (l_252_ - l_270_);
                    l_mut_284_ = l_324_;
                    bool l_325_ = (l_252_ < l_270_);
                    if (l_325_) {
                        uint l_326_ = (l_13_ - 1u);
                        l_mut_301_ = l_252_;
                        uint64_t _e872 = l_mut_105_;
                        bool l_327_ = (l_252_ < _e872);
                        bool l_328_ = !(l_327_);
                        if (l_328_) {
                            l_mut_304_ = 0u;
                            uint64_t _e876 = l_mut_105_;
                            bool l_329_ = (_e876 < l_252_);
                            if (l_329_) {
                                uint64_t l_330_ = (l_252_ - 1uL);
                                uint64_t _e880 = l_mut_105_;
                                uint64_t l_331_ = naga_div(l_330_, _e880);
                                uint64_t l_332_ = uint64_t(l_326_);
                                bool l_333_ = (l_331_ < l_332_);
                                uint64_t l_334_ = uint64_t(l_326_);
                                uint64_t l_335_ = (l_333_ ? l_331_ : l_334_);
                                uint l_336_ = uint(l_335_);
                                l_mut_304_ = l_336_;
                            }
                            uint _e888 = l_mut_304_;
                            uint64_t l_337_ = uint64_t(_e888);
                            uint64_t _e890 = l_mut_105_;
                            uint64_t l_338_ = (_e890 * l_337_);
                            uint64_t l_339_ = (l_252_ - l_338_);
                            l_mut_301_ = l_339_;
                            uint64_t _e893 = l_mut_301_;
                            uint64_t _e894 = l_mut_105_;
                            bool l_340_ = (_e893 < _e894);
                            bool l_341_ = !(l_340_);
                            if (l_341_) {
                                uint64_t _e897 = l_mut_301_;
                                uint64_t _e898 = l_mut_105_;
                                uint64_t l_342_ = (_e897 - _e898);
                                l_mut_301_ = l_342_;
                            }
                        }
                        uint64_t _e900 = l_mut_301_;
                        uint64_t _e901 = l_mut_284_;
                        bool l_343_ = (_e900 < _e901);
                        if (l_343_) {
                            uint64_t _e903 = l_mut_301_;
                            l_mut_284_ = _e903;
                        }
                    }
                }
                uint64_t _e904 = l_mut_284_;
                bool l_344_ = (_e904 < l_255_);
                bool l_345_ = !(l_344_);
                uint l_346_ = uint(l_345_);
                uint l_347_ = (2u - l_346_);
                l_mut_271_ = l_347_;
            }
            uint _e910 = l_mut_271_;
            bool l_348_ = (_e910 > 0u);
            if (l_348_) {
                uint _e913 = l_mut_271_;
                bool l_349_ = (_e913 == 1u);
                l_mut_259_ = l_349_;
                l_mut_262_ = false;
            }
        }
        l_mut_350_ = false;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            bool _e918 = l_mut_262_;
            bool l_351_ = !(_e918);
            if (l_351_) {
                break;
            }
            uint64_t _e920 = l_mut_127_;
            uint64_t _e921 = l_mut_212_;
            bool l_352_ = (_e920 < _e921);
            if (l_352_) {
                uint64_t _e923 = l_mut_212_;
                uint64_t _e924 = l_mut_127_;
                uint64_t l_353_ = (_e923 - _e924);
                uint64_t _e926 = l_mut_212_;
                l_mut_301_ = _e926;
                uint64_t _e927 = l_mut_212_;
                bool l_354_ = (l_353_ < _e927);
                if (l_354_) {
                    l_mut_301_ = l_353_;
                }
                l_mut_355_ = false;
                l_mut_355_ = true;
                l_mut_304_ = 0u;
                uint64_t _e932 = l_mut_158_;
                bool l_356_ = (_e932 == 0uL);
                bool l_357_ = !(l_356_);
                bool _e936 = l_mut_355_;
                if (_e936) {
                    local_2 = l_357_;
                } else {
                    local_2 = false;
                }
                bool l_358_ = local_2;
                uint64_t _e941 = l_mut_158_;
                uint64_t _e942 = l_mut_301_;
                bool l_359_ = (_e941 < _e942);
                if (l_358_) {
                    local_3 = l_359_;
                } else {
                    local_3 = false;
                }
                bool l_360_ = local_3;
                uint _e948 = l_mut_67_;
                uint _e949 = l_mut_258_;
                uint l_361_ = (_e948 + _e949);
                bool l_362_ = (l_361_ < l_13_);
                if (l_360_) {
                    local_4 = l_362_;
                } else {
                    local_4 = false;
                }
                bool l_363_ = local_4;
                if (l_363_) {
                    uint _e956 = l_mut_67_;
                    uint l_364_ = (l_13_ - _e956);
                    uint _e958 = l_mut_258_;
                    uint l_365_ = (l_364_ - _e958);
                    uint _e960 = l_mut_67_;
                    uint l_366_ = naga_div(l_365_, _e960);
                    uint64_t _e962 = l_mut_301_;
                    uint64_t l_367_ = (_e962 - 1uL);
                    uint64_t _e965 = l_mut_158_;
                    uint64_t l_368_ = naga_div(l_367_, _e965);
                    uint64_t l_369_ = uint64_t(l_366_);
                    bool l_370_ = (l_368_ < l_369_);
                    uint64_t l_371_ = uint64_t(l_366_);
                    uint64_t l_372_ = (l_370_ ? l_368_ : l_371_);
                    uint l_373_ = uint(l_372_);
                    l_mut_304_ = l_373_;
                }
                uint _e973 = l_mut_304_;
                bool l_374_ = (_e973 > 0u);
                if (l_374_) {
                    uint _e976 = l_mut_304_;
                    uint64_t l_375_ = uint64_t(_e976);
                    uint64_t _e978 = l_mut_158_;
                    uint64_t l_376_ = (_e978 * l_375_);
                    uint64_t _e980 = l_mut_212_;
                    uint64_t l_377_ = (_e980 - l_376_);
                    l_mut_212_ = l_377_;
                    uint _e982 = l_mut_304_;
                    uint _e983 = l_mut_67_;
                    uint l_378_ = (_e982 * _e983);
                    uint _e985 = l_mut_258_;
                    l_mut_258_ = (_e985 + l_378_);
                } else {
                    uint _e987 = l_mut_67_;
                    uint l_379_ = (l_13_ - _e987);
                    uint _e989 = l_mut_258_;
                    uint l_380_ = naga_div(l_379_, _e989);
                    l_mut_304_ = 0u;
                    l_mut_355_ = false;
                    l_mut_355_ = true;
                    uint64_t _e994 = l_mut_212_;
                    bool l_381_ = (_e994 == 0uL);
                    if (l_381_) {
                        l_mut_304_ = l_380_;
                    } else {
                        bool _e997 = l_mut_355_;
                        if (_e997) {
                            uint64_t _e998 = l_mut_212_;
                            uint64_t _e999 = l_mut_158_;
                            bool l_382_ = (_e998 < _e999);
                            if (l_382_) {
                                uint64_t _e1001 = l_mut_158_;
                                uint64_t l_383_ = (_e1001 - 1uL);
                                uint64_t _e1004 = l_mut_212_;
                                uint64_t l_384_ = naga_div(l_383_, _e1004);
                                uint64_t l_385_ = uint64_t(l_380_);
                                bool l_386_ = (l_384_ < l_385_);
                                uint64_t l_387_ = uint64_t(l_380_);
                                uint64_t l_388_ = (l_386_ ? l_384_ : l_387_);
                                uint l_389_ = uint(l_388_);
                                l_mut_304_ = l_389_;
                            }
                        } else {
                            uint64_t _e1012 = l_mut_158_;
                            l_mut_301_ = _e1012;
                            uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                uint64_t _e1013 = l_mut_212_;
                                uint64_t _e1014 = l_mut_301_;
                                bool l_390_ = (_e1013 < _e1014);
                                uint _e1016 = l_mut_304_;
                                uint _e1017 = l_mut_258_;
                                uint l_391_ = (_e1016 * _e1017);
                                uint _e1019 = l_mut_67_;
                                uint l_392_ = (_e1019 + l_391_);
                                uint _e1021 = l_mut_258_;
                                uint l_393_ = (l_392_ + _e1021);
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
                                uint64_t _e1029 = l_mut_301_;
                                uint64_t _e1030 = l_mut_212_;
                                uint64_t l_397_ = (_e1029 - _e1030);
                                l_mut_301_ = l_397_;
                                uint _e1032 = l_mut_304_;
                                l_mut_304_ = (_e1032 + 1u);
                            }
                        }
                    }
                    uint _e1035 = l_mut_304_;
                    uint _e1036 = l_mut_258_;
                    uint l_398_ = (_e1035 * _e1036);
                    uint _e1038 = l_mut_67_;
                    uint l_399_ = (_e1038 + l_398_);
                    uint _e1040 = l_mut_258_;
                    uint l_400_ = (l_399_ + _e1040);
                    bool l_401_ = (l_400_ >= l_13_);
                    uint64_t _e1043 = l_mut_212_;
                    l_mut_301_ = _e1043;
                    uint64_t _e1044 = l_mut_158_;
                    l_mut_284_ = _e1044;
                    uint _e1045 = l_mut_67_;
                    l_mut_271_ = _e1045;
                    uint _e1046 = l_mut_258_;
                    l_mut_402_ = _e1046;
                    bool l_403_ = !(l_401_);
                    if (l_403_) {
                        uint _e1048 = l_mut_304_;
                        uint64_t l_404_ = uint64_t(_e1048);
                        uint64_t _e1050 = l_mut_212_;
                        uint64_t l_405_ = (_e1050 * l_404_);
                        uint64_t _e1052 = l_mut_158_;
                        uint64_t l_406_ = (_e1052 - l_405_);
                        l_mut_284_ = l_406_;
                        uint _e1054 = l_mut_304_;
                        uint _e1055 = l_mut_258_;
                        uint l_407_ = (_e1054 * _e1055);
                        uint _e1057 = l_mut_67_;
                        uint l_408_ = (_e1057 + l_407_);
                        l_mut_271_ = l_408_;
                        uint64_t _e1059 = l_mut_212_;
                        uint64_t _e1060 = l_mut_284_;
                        uint64_t l_409_ = (_e1059 - _e1060);
                        l_mut_301_ = l_409_;
                        uint _e1062 = l_mut_258_;
                        uint _e1063 = l_mut_271_;
                        uint l_410_ = (_e1062 + _e1063);
                        l_mut_402_ = l_410_;
                    }
                    uint64_t _e1065 = l_mut_301_;
                    l_mut_212_ = _e1065;
                    uint64_t _e1066 = l_mut_284_;
                    l_mut_158_ = _e1066;
                    uint _e1067 = l_mut_271_;
                    l_mut_67_ = _e1067;
                    uint _e1068 = l_mut_402_;
                    l_mut_258_ = _e1068;
                    l_mut_259_ = l_401_;
                    bool l_411_ = !(l_401_);
                    l_mut_262_ = l_411_;
                }
            } else {
                uint64_t _e1070 = l_mut_127_;
                uint64_t l_412_ = (_e1070 - l_255_);
                uint64_t _e1072 = l_mut_158_;
                l_mut_301_ = _e1072;
                uint64_t _e1073 = l_mut_158_;
                bool l_413_ = (l_412_ < _e1073);
                if (l_413_) {
                    l_mut_301_ = l_412_;
                }
                l_mut_355_ = false;
                l_mut_355_ = true;
                l_mut_402_ = 0u;
                uint64_t _e1078 = l_mut_212_;
                bool l_414_ = (_e1078 == 0uL);
                bool l_415_ = !(l_414_);
                bool _e1082 = l_mut_355_;
                if (_e1082) {
                    local_6 = l_415_;
                } else {
                    local_6 = false;
                }
                bool l_416_ = local_6;
                uint64_t _e1087 = l_mut_212_;
                uint64_t _e1088 = l_mut_301_;
                bool l_417_ = (_e1087 < _e1088);
                if (l_416_) {
                    local_7 = l_417_;
                } else {
                    local_7 = false;
                }
                bool l_418_ = local_7;
                uint _e1094 = l_mut_258_;
                uint _e1095 = l_mut_67_;
                uint l_419_ = (_e1094 + _e1095);
                bool l_420_ = (l_419_ < l_13_);
                if (l_418_) {
                    local_8 = l_420_;
                } else {
                    local_8 = false;
                }
                bool l_421_ = local_8;
                if (l_421_) {
                    uint _e1102 = l_mut_258_;
                    uint l_422_ = (l_13_ - _e1102);
                    uint _e1104 = l_mut_67_;
                    uint l_423_ = (l_422_ - _e1104);
                    uint _e1106 = l_mut_258_;
                    uint l_424_ = naga_div(l_423_, _e1106);
                    uint64_t _e1108 = l_mut_301_;
                    uint64_t l_425_ = (_e1108 - 1uL);
                    uint64_t _e1111 = l_mut_212_;
                    uint64_t l_426_ = naga_div(l_425_, _e1111);
                    uint64_t l_427_ = uint64_t(l_424_);
                    bool l_428_ = (l_426_ < l_427_);
                    uint64_t l_429_ = uint64_t(l_424_);
                    uint64_t l_430_ = (l_428_ ? l_426_ : l_429_);
                    uint l_431_ = uint(l_430_);
                    l_mut_402_ = l_431_;
                }
                uint _e1119 = l_mut_402_;
                bool l_432_ = (_e1119 > 0u);
                if (l_432_) {
                    uint _e1122 = l_mut_402_;
                    uint64_t l_433_ = uint64_t(_e1122);
                    uint64_t _e1124 = l_mut_212_;
                    uint64_t l_434_ = (_e1124 * l_433_);
                    uint64_t _e1126 = l_mut_127_;
                    uint64_t l_435_ = (_e1126 - l_434_);
                    l_mut_127_ = l_435_;
                    uint64_t _e1128 = l_mut_158_;
                    uint64_t l_436_ = (_e1128 - l_434_);
                    l_mut_158_ = l_436_;
                    uint _e1130 = l_mut_402_;
                    uint _e1131 = l_mut_258_;
                    uint l_437_ = (_e1130 * _e1131);
                    uint _e1133 = l_mut_67_;
                    l_mut_67_ = (_e1133 + l_437_);
                } else {
                    uint64_t _e1135 = l_mut_127_;
                    uint64_t _e1136 = l_mut_212_;
                    uint64_t l_438_ = (_e1135 - _e1136);
                    l_mut_127_ = l_438_;
                    uint64_t _e1138 = l_mut_127_;
                    bool l_439_ = (_e1138 < l_255_);
                    if (l_439_) {
                        l_mut_262_ = false;
                    } else {
                        uint _e1141 = l_mut_258_;
                        uint l_440_ = (l_13_ - _e1141);
                        uint _e1143 = l_mut_67_;
                        uint l_441_ = naga_div(l_440_, _e1143);
                        l_mut_402_ = 0u;
                        l_mut_355_ = false;
                        l_mut_355_ = true;
                        uint64_t _e1148 = l_mut_158_;
                        bool l_442_ = (_e1148 == 0uL);
                        if (l_442_) {
                            l_mut_402_ = l_441_;
                        } else {
                            bool _e1151 = l_mut_355_;
                            if (_e1151) {
                                uint64_t _e1152 = l_mut_158_;
                                uint64_t _e1153 = l_mut_212_;
                                bool l_443_ = (_e1152 < _e1153);
                                if (l_443_) {
                                    uint64_t _e1155 = l_mut_212_;
                                    uint64_t l_444_ = (_e1155 - 1uL);
                                    uint64_t _e1158 = l_mut_158_;
                                    uint64_t l_445_ = naga_div(l_444_, _e1158);
                                    uint64_t l_446_ = uint64_t(l_441_);
                                    bool l_447_ = (l_445_ < l_446_);
                                    uint64_t l_448_ = uint64_t(l_441_);
                                    uint64_t l_449_ = (l_447_ ? l_445_ : l_448_);
                                    uint l_450_ = uint(l_449_);
                                    l_mut_402_ = l_450_;
                                }
                            } else {
                                uint64_t _e1166 = l_mut_212_;
                                l_mut_301_ = _e1166;
                                uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                                    loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                                    uint64_t _e1167 = l_mut_158_;
                                    uint64_t _e1168 = l_mut_301_;
                                    bool l_451_ = (_e1167 < _e1168);
                                    uint _e1170 = l_mut_402_;
                                    uint _e1171 = l_mut_67_;
                                    uint l_452_ = (_e1170 * _e1171);
                                    uint _e1173 = l_mut_258_;
                                    uint l_453_ = (_e1173 + l_452_);
                                    uint _e1175 = l_mut_67_;
                                    uint l_454_ = (l_453_ + _e1175);
                                    bool l_455_ = (l_454_ < l_13_);
                                    if (l_451_) {
                                        local_9 = l_455_;
                                    } else {
                                        local_9 = false;
                                    }
                                    bool l_456_ = local_9;
                                    bool l_457_ = !(l_456_);
                                    if (l_457_) {
                                        break;
                                    }
                                    uint64_t _e1183 = l_mut_301_;
                                    uint64_t _e1184 = l_mut_158_;
                                    uint64_t l_458_ = (_e1183 - _e1184);
                                    l_mut_301_ = l_458_;
                                    uint _e1186 = l_mut_402_;
                                    l_mut_402_ = (_e1186 + 1u);
                                }
                            }
                        }
                        uint _e1189 = l_mut_402_;
                        uint _e1190 = l_mut_67_;
                        uint l_459_ = (_e1189 * _e1190);
                        uint _e1192 = l_mut_258_;
                        uint l_460_ = (_e1192 + l_459_);
                        uint _e1194 = l_mut_67_;
                        uint l_461_ = (l_460_ + _e1194);
                        bool l_462_ = (l_461_ >= l_13_);
                        uint64_t _e1197 = l_mut_158_;
                        l_mut_301_ = _e1197;
                        uint64_t _e1198 = l_mut_212_;
                        l_mut_284_ = _e1198;
                        uint _e1199 = l_mut_258_;
                        l_mut_304_ = _e1199;
                        uint _e1200 = l_mut_67_;
                        l_mut_271_ = _e1200;
                        bool l_463_ = !(l_462_);
                        if (l_463_) {
                            uint _e1202 = l_mut_402_;
                            uint64_t l_464_ = uint64_t(_e1202);
                            uint64_t _e1204 = l_mut_158_;
                            uint64_t l_465_ = (_e1204 * l_464_);
                            uint64_t _e1206 = l_mut_212_;
                            uint64_t l_466_ = (_e1206 - l_465_);
                            l_mut_284_ = l_466_;
                            uint _e1208 = l_mut_402_;
                            uint _e1209 = l_mut_67_;
                            uint l_467_ = (_e1208 * _e1209);
                            uint _e1211 = l_mut_258_;
                            uint l_468_ = (_e1211 + l_467_);
                            l_mut_304_ = l_468_;
                            uint64_t _e1213 = l_mut_158_;
                            uint64_t _e1214 = l_mut_284_;
                            uint64_t l_469_ = (_e1213 - _e1214);
                            l_mut_301_ = l_469_;
                            uint _e1216 = l_mut_67_;
                            uint _e1217 = l_mut_304_;
                            uint l_470_ = (_e1216 + _e1217);
                            l_mut_271_ = l_470_;
                        }
                        uint64_t _e1219 = l_mut_284_;
                        l_mut_212_ = _e1219;
                        uint64_t _e1220 = l_mut_301_;
                        l_mut_158_ = _e1220;
                        uint _e1221 = l_mut_271_;
                        l_mut_67_ = _e1221;
                        uint _e1222 = l_mut_304_;
                        l_mut_258_ = _e1222;
                        l_mut_259_ = l_462_;
                        bool l_471_ = !(l_462_);
                        l_mut_262_ = l_471_;
                    }
                }
            }
        }
        bool _e1224 = l_mut_259_;
        bool l_472_ = !(_e1224);
        if (l_472_) {
            uint l_608_ = asuint(info.Load(20+0));
            uint l_609_ = (l_608_ * 1u);
            uint l_610_ = (l_609_ - 1u);
            uint l_611_ = min(0u, l_610_);
            uint _e1239; buffer_5_global.InterlockedAdd(l_611_*4, 1u, _e1239);
            uint l_475_ = asuint(info.Load(40+0));
            bool l_476_ = (_e1239 < l_475_);
            if (l_476_) {
                uint l_613_ = asuint(info.Load(16+0));
                uint l_614_ = (l_613_ * 1u);
                bool l_615_ = (_e1239 < l_614_);
                if (l_615_) {
                    buffer_4_global.Store(_e1239*4, asuint(id));
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
