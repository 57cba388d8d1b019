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
    uint l_mut_374_ = (uint)0;
    uint l_mut_375_ = (uint)0;
    uint64_t l_mut_394_ = (uint64_t)0;
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
        uint l_568_ = asuint(info.Load(20+0));
        uint l_569_ = (l_568_ * 1u);
        uint l_570_ = (l_569_ - 1u);
        uint l_571_ = min(3u, l_570_);
        uint _e57; buffer_5_global.InterlockedAdd(l_571_*4, 1u, _e57);
    }
    uint l_484_ = asuint(info.Load(12+0));
    uint l_485_ = (l_484_ * 1u);
    bool l_486_ = (0u < l_485_);
    uint l_487_ = (l_485_ - 1u);
    uint l_488_ = min(0u, l_487_);
    uint l_489_ = asuint(buffer_3_global.Load(l_488_*4));
    uint l_4_ = (l_486_ ? l_489_ : 0u);
    uint64_t l_5_ = uint64_t(l_4_);
    uint l_7_ = (0u + 1u);
    uint l_491_ = asuint(info.Load(12+0));
    uint l_492_ = (l_491_ * 1u);
    bool l_493_ = (l_7_ < l_492_);
    uint l_494_ = (l_492_ - 1u);
    uint l_495_ = min(l_7_, l_494_);
    uint l_496_ = asuint(buffer_3_global.Load(l_495_*4));
    uint l_8_ = (l_493_ ? l_496_ : 0u);
    uint64_t l_9_ = uint64_t(l_8_);
    uint64_t l_10_ = (l_9_ << uint(32uL));
    uint64_t l_11_ = (l_5_ | l_10_);
    uint64_t l_12_ = (l_11_ & 4294967295uL);
    uint l_13_ = uint(l_12_);
    uint l_498_ = asuint(info.Load(12+0));
    uint l_499_ = (l_498_ * 1u);
    bool l_500_ = (2u < l_499_);
    uint l_501_ = (l_499_ - 1u);
    uint l_502_ = min(2u, l_501_);
    uint l_503_ = asuint(buffer_3_global.Load(l_502_*4));
    uint l_15_ = (l_500_ ? l_503_ : 0u);
    uint64_t l_16_ = uint64_t(l_15_);
    uint l_18_ = (2u + 1u);
    uint l_505_ = asuint(info.Load(12+0));
    uint l_506_ = (l_505_ * 1u);
    bool l_507_ = (l_18_ < l_506_);
    uint l_508_ = (l_506_ - 1u);
    uint l_509_ = min(l_18_, l_508_);
    uint l_510_ = asuint(buffer_3_global.Load(l_509_*4));
    uint l_19_ = (l_507_ ? l_510_ : 0u);
    uint64_t l_20_ = uint64_t(l_19_);
    uint64_t l_21_ = (l_20_ << uint(32uL));
    uint64_t l_22_ = (l_16_ | l_21_);
    uint64_t l_23_ = (l_22_ & 4294967295uL);
    uint l_24_ = uint(l_23_);
    uint l_512_ = asuint(info.Load(12+0));
    uint l_513_ = (l_512_ * 1u);
    bool l_514_ = (4u < l_513_);
    uint l_515_ = (l_513_ - 1u);
    uint l_516_ = min(4u, l_515_);
    uint l_517_ = asuint(buffer_3_global.Load(l_516_*4));
    uint l_26_ = (l_514_ ? l_517_ : 0u);
    uint64_t l_27_ = uint64_t(l_26_);
    uint l_29_ = (4u + 1u);
    uint l_519_ = asuint(info.Load(12+0));
    uint l_520_ = (l_519_ * 1u);
    bool l_521_ = (l_29_ < l_520_);
    uint l_522_ = (l_520_ - 1u);
    uint l_523_ = min(l_29_, l_522_);
    uint l_524_ = asuint(buffer_3_global.Load(l_523_*4));
    uint l_30_ = (l_521_ ? l_524_ : 0u);
    uint64_t l_31_ = uint64_t(l_30_);
    uint64_t l_32_ = (l_31_ << uint(32uL));
    uint64_t l_33_ = (l_27_ | l_32_);
    uint l_526_ = asuint(info.Load(12+0));
    uint l_527_ = (l_526_ * 1u);
    bool l_528_ = (6u < l_527_);
    uint l_529_ = (l_527_ - 1u);
    uint l_530_ = min(6u, l_529_);
    uint l_531_ = asuint(buffer_3_global.Load(l_530_*4));
    uint l_35_ = (l_528_ ? l_531_ : 0u);
    uint64_t l_36_ = uint64_t(l_35_);
    uint l_38_ = (6u + 1u);
    uint l_533_ = asuint(info.Load(12+0));
    uint l_534_ = (l_533_ * 1u);
    bool l_535_ = (l_38_ < l_534_);
    uint l_536_ = (l_534_ - 1u);
    uint l_537_ = min(l_38_, l_536_);
    uint l_538_ = asuint(buffer_3_global.Load(l_537_*4));
    uint l_39_ = (l_535_ ? l_538_ : 0u);
    uint64_t l_40_ = uint64_t(l_39_);
    uint64_t l_41_ = (l_40_ << uint(32uL));
    uint64_t l_42_ = (l_36_ | l_41_);
    uint l_540_ = asuint(info.Load(12+0));
    uint l_541_ = (l_540_ * 1u);
    bool l_542_ = (8u < l_541_);
    uint l_543_ = (l_541_ - 1u);
    uint l_544_ = min(8u, l_543_);
    uint l_545_ = asuint(buffer_3_global.Load(l_544_*4));
    uint l_44_ = (l_542_ ? l_545_ : 0u);
    uint64_t l_45_ = uint64_t(l_44_);
    uint l_47_ = (8u + 1u);
    uint l_547_ = asuint(info.Load(12+0));
    uint l_548_ = (l_547_ * 1u);
    bool l_549_ = (l_47_ < l_548_);
    uint l_550_ = (l_548_ - 1u);
    uint l_551_ = min(l_47_, l_550_);
    uint l_552_ = asuint(buffer_3_global.Load(l_551_*4));
    uint l_48_ = (l_549_ ? l_552_ : 0u);
    uint64_t l_49_ = uint64_t(l_48_);
    uint64_t l_50_ = (l_49_ << uint(32uL));
    uint64_t l_51_ = (l_45_ | l_50_);
    uint l_554_ = asuint(info.Load(12+0));
    uint l_555_ = (l_554_ * 1u);
    bool l_556_ = (10u < l_555_);
    uint l_557_ = (l_555_ - 1u);
    uint l_558_ = min(10u, l_557_);
    uint l_559_ = asuint(buffer_3_global.Load(l_558_*4));
    uint l_53_ = (l_556_ ? l_559_ : 0u);
    uint64_t l_54_ = uint64_t(l_53_);
    uint l_56_ = (10u + 1u);
    uint l_561_ = asuint(info.Load(12+0));
    uint l_562_ = (l_561_ * 1u);
    bool l_563_ = (l_56_ < l_562_);
    uint l_564_ = (l_562_ - 1u);
    uint l_565_ = min(l_56_, l_564_);
    uint l_566_ = asuint(buffer_3_global.Load(l_565_*4));
    uint l_57_ = (l_563_ ? l_566_ : 0u);
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
        uint l_573_ = asuint(info.Load(0+0));
        uint l_574_ = (l_573_ * 1u);
        bool l_575_ = (l_76_ < l_574_);
        uint l_576_ = (l_574_ - 1u);
        uint l_577_ = min(l_76_, l_576_);
        uint l_578_ = asuint(buffer_0_global.Load(l_577_*4));
        uint l_77_ = (l_575_ ? l_578_ : 0u);
        uint64_t l_78_ = uint64_t(l_77_);
        uint l_79_ = (2u * id);
        uint l_80_ = (l_79_ + 1u);
        uint l_580_ = asuint(info.Load(0+0));
        uint l_581_ = (l_580_ * 1u);
        bool l_582_ = (l_80_ < l_581_);
        uint l_583_ = (l_581_ - 1u);
        uint l_584_ = min(l_80_, l_583_);
        uint l_585_ = asuint(buffer_0_global.Load(l_584_*4));
        uint l_81_ = (l_582_ ? l_585_ : 0u);
        uint64_t l_82_ = uint64_t(l_81_);
        uint64_t l_83_ = (l_82_ << uint(32uL));
        uint64_t l_84_ = (l_78_ | l_83_);
        uint l_85_ = (2u * id);
        uint l_587_ = asuint(info.Load(4+0));
        uint l_588_ = (l_587_ * 1u);
        bool l_589_ = (l_85_ < l_588_);
        uint l_590_ = (l_588_ - 1u);
        uint l_591_ = min(l_85_, l_590_);
        uint l_592_ = asuint(buffer_1_global.Load(l_591_*4));
        uint l_86_ = (l_589_ ? l_592_ : 0u);
        uint64_t l_87_ = uint64_t(l_86_);
        uint l_88_ = (2u * id);
        uint l_89_ = (l_88_ + 1u);
        uint l_594_ = asuint(info.Load(4+0));
        uint l_595_ = (l_594_ * 1u);
        bool l_596_ = (l_89_ < l_595_);
        uint l_597_ = (l_595_ - 1u);
        uint l_598_ = min(l_89_, l_597_);
        uint l_599_ = asuint(buffer_1_global.Load(l_598_*4));
        uint l_90_ = (l_596_ ? l_599_ : 0u);
        uint64_t l_91_ = uint64_t(l_90_);
        uint64_t l_92_ = (l_91_ << uint(32uL));
        uint64_t l_93_ = (l_87_ | l_92_);
        uint l_94_ = (2u * id);
        uint l_601_ = asuint(info.Load(8+0));
        uint l_602_ = (l_601_ * 1u);
        bool l_603_ = (l_94_ < l_602_);
        uint l_604_ = (l_602_ - 1u);
        uint l_605_ = min(l_94_, l_604_);
        uint l_606_ = asuint(buffer_2_global.Load(l_605_*4));
        uint l_95_ = (l_603_ ? l_606_ : 0u);
        uint64_t l_96_ = uint64_t(l_95_);
        uint l_97_ = (2u * id);
        uint l_98_ = (l_97_ + 1u);
        uint l_608_ = asuint(info.Load(8+0));
        uint l_609_ = (l_608_ * 1u);
        bool l_610_ = (l_98_ < l_609_);
        uint l_611_ = (l_609_ - 1u);
        uint l_612_ = min(l_98_, l_611_);
        uint l_613_ = asuint(buffer_2_global.Load(l_612_*4));
        uint l_99_ = (l_610_ ? l_613_ : 0u);
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
            uint64_t _e922 = l_mut_127_;
            uint64_t _e923 = l_mut_212_;
            bool l_352_ = (_e922 < _e923);
            if (l_352_) {
                uint64_t _e925 = l_mut_212_;
                uint64_t _e926 = l_mut_127_;
                uint64_t l_353_ = (_e925 - _e926);
                l_mut_301_ = l_353_;
                uint64_t _e928 = l_mut_212_;
                l_mut_284_ = _e928;
                uint64_t _e929 = l_mut_301_;
                uint64_t _e930 = l_mut_212_;
                bool l_354_ = (_e929 < _e930);
                if (l_354_) {
                    uint64_t _e932 = l_mut_301_;
                    l_mut_284_ = _e932;
                }
                l_mut_355_ = false;
                l_mut_304_ = 0u;
                uint64_t _e935 = l_mut_158_;
                bool l_356_ = (_e935 == 0uL);
                bool l_357_ = !(l_356_);
                bool _e939 = l_mut_355_;
                if (_e939) {
                    local_2 = l_357_;
                } else {
                    local_2 = false;
                }
                bool l_358_ = local_2;
                uint64_t _e944 = l_mut_158_;
                uint64_t _e945 = l_mut_284_;
                bool l_359_ = (_e944 < _e945);
                if (l_358_) {
                    local_3 = l_359_;
                } else {
                    local_3 = false;
                }
                bool l_360_ = local_3;
                uint _e951 = l_mut_67_;
                uint _e952 = l_mut_258_;
                uint l_361_ = (_e951 + _e952);
                bool l_362_ = (l_361_ < l_13_);
                if (l_360_) {
                    local_4 = l_362_;
                } else {
                    local_4 = false;
                }
                bool l_363_ = local_4;
                if (l_363_) {
                    uint _e959 = l_mut_67_;
                    uint l_364_ = (l_13_ - _e959);
                    uint _e961 = l_mut_258_;
                    uint l_365_ = (l_364_ - _e961);
                    uint _e963 = l_mut_67_;
                    uint l_366_ = naga_div(l_365_, _e963);
                    uint64_t _e965 = l_mut_284_;
                    uint64_t l_367_ = (_e965 - 1uL);
                    uint64_t _e968 = l_mut_158_;
                    uint64_t l_368_ = naga_div(l_367_, _e968);
                    uint64_t l_369_ = uint64_t(l_366_);
                    bool l_370_ = (l_368_ < l_369_);
                    uint64_t l_371_ = uint64_t(l_366_);
                    uint64_t l_372_ = (l_370_ ? l_368_ : l_371_);
                    uint l_373_ = uint(l_372_);
                    l_mut_304_ = l_373_;
                }
                uint64_t _e976 = l_mut_212_;
                l_mut_301_ = _e976;
                uint64_t _e977 = l_mut_158_;
                l_mut_284_ = _e977;
                uint _e978 = l_mut_67_;
                l_mut_271_ = _e978;
                uint _e979 = l_mut_258_;
                l_mut_374_ = _e979;
                uint64_t _e980 = l_mut_127_;
                l_mut_105_ = _e980;
                l_mut_375_ = 0u;
                uint _e982 = l_mut_304_;
                bool l_376_ = (_e982 > 0u);
                if (l_376_) {
                    uint _e985 = l_mut_304_;
                    uint64_t l_377_ = uint64_t(_e985);
                    uint64_t _e987 = l_mut_158_;
                    uint64_t l_378_ = (_e987 * l_377_);
                    uint64_t _e989 = l_mut_212_;
                    uint64_t l_379_ = (_e989 - l_378_);
                    l_mut_301_ = l_379_;
                    uint _e991 = l_mut_304_;
                    uint _e992 = l_mut_67_;
                    uint l_380_ = (_e991 * _e992);
                    uint _e994 = l_mut_258_;
                    uint l_381_ = (_e994 + l_380_);
                    l_mut_374_ = l_381_;
                } else {
                    uint _e996 = l_mut_375_;
                    bool l_382_ = (_e996 == 0u);
                    if (l_382_) {
                        uint _e999 = l_mut_67_;
                        uint l_383_ = (l_13_ - _e999);
                        uint _e1001 = l_mut_258_;
                        uint l_384_ = naga_div(l_383_, _e1001);
                        l_mut_304_ = 0u;
                        l_mut_355_ = false;
                        uint64_t _e1005 = l_mut_212_;
                        bool l_385_ = (_e1005 == 0uL);
                        if (l_385_) {
                            l_mut_304_ = l_384_;
                        } else {
                            bool _e1008 = l_mut_355_;
                            if (_e1008) {
                                uint64_t _e1009 = l_mut_212_;
                                uint64_t _e1010 = l_mut_158_;
                                bool l_386_ = (_e1009 < _e1010);
                                if (l_386_) {
                                    uint64_t _e1012 = l_mut_158_;
                                    uint64_t l_387_ = (_e1012 - 1uL);
                                    uint64_t _e1015 = l_mut_212_;
                                    uint64_t l_388_ = naga_div(l_387_, _e1015);
                                    uint64_t l_389_ = uint64_t(l_384_);
                                    bool l_390_ = (l_388_ < l_389_);
                                    uint64_t l_391_ = uint64_t(l_384_);
                                    uint64_t l_392_ = (l_390_ ? l_388_ : l_391_);
                                    uint l_393_ = uint(l_392_);
                                    l_mut_304_ = l_393_;
                                }
                            } else {
                                uint64_t _e1023 = l_mut_158_;
                                l_mut_394_ = _e1023;
                                uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                    loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                    uint64_t _e1024 = l_mut_212_;
                                    uint64_t _e1025 = l_mut_394_;
                                    bool l_395_ = (_e1024 < _e1025);
                                    uint _e1027 = l_mut_304_;
                                    uint _e1028 = l_mut_258_;
                                    uint l_396_ = (_e1027 * _e1028);
                                    uint _e1030 = l_mut_67_;
                                    uint l_397_ = (_e1030 + l_396_);
                                    uint _e1032 = l_mut_258_;
                                    uint l_398_ = (l_397_ + _e1032);
                                    bool l_399_ = (l_398_ < l_13_);
                                    if (l_395_) {
                                        local_5 = l_399_;
                                    } else {
                                        local_5 = false;
                                    }
                                    bool l_400_ = local_5;
                                    bool l_401_ = !(l_400_);
                                    if (l_401_) {
                                        break;
                                    }
                                    uint64_t _e1040 = l_mut_394_;
                                    uint64_t _e1041 = l_mut_212_;
                                    uint64_t l_402_ = (_e1040 - _e1041);
                                    l_mut_394_ = l_402_;
                                    uint _e1043 = l_mut_304_;
                                    l_mut_304_ = (_e1043 + 1u);
                                }
                            }
                        }
                        uint _e1046 = l_mut_304_;
                        uint _e1047 = l_mut_258_;
                        uint l_403_ = (_e1046 * _e1047);
                        uint _e1049 = l_mut_67_;
                        uint l_404_ = (_e1049 + l_403_);
                        uint _e1051 = l_mut_258_;
                        uint l_405_ = (l_404_ + _e1051);
                        bool l_406_ = (l_405_ >= l_13_);
                        if (l_406_) {
                            l_mut_375_ = 1u;
                        } else {
                            uint _e1055 = l_mut_304_;
                            uint64_t l_407_ = uint64_t(_e1055);
                            uint64_t _e1057 = l_mut_212_;
                            uint64_t l_408_ = (_e1057 * l_407_);
                            uint64_t _e1059 = l_mut_158_;
                            uint64_t l_409_ = (_e1059 - l_408_);
                            l_mut_284_ = l_409_;
                            uint _e1061 = l_mut_304_;
                            uint _e1062 = l_mut_258_;
                            uint l_410_ = (_e1061 * _e1062);
                            uint _e1064 = l_mut_67_;
                            uint l_411_ = (_e1064 + l_410_);
                            l_mut_271_ = l_411_;
                            uint64_t _e1066 = l_mut_212_;
                            uint64_t _e1067 = l_mut_284_;
                            uint64_t l_412_ = (_e1066 - _e1067);
                            l_mut_301_ = l_412_;
                            uint _e1069 = l_mut_258_;
                            uint _e1070 = l_mut_271_;
                            uint l_413_ = (_e1069 + _e1070);
                            l_mut_374_ = l_413_;
                        }
                    }
                }
                uint64_t _e1072 = l_mut_301_;
                l_mut_212_ = _e1072;
                uint64_t _e1073 = l_mut_284_;
                l_mut_158_ = _e1073;
                uint _e1074 = l_mut_271_;
                l_mut_67_ = _e1074;
                uint _e1075 = l_mut_374_;
                l_mut_258_ = _e1075;
                uint64_t _e1076 = l_mut_105_;
                l_mut_127_ = _e1076;
                uint _e1077 = l_mut_375_;
                bool l_414_ = (_e1077 == 1u);
                l_mut_259_ = l_414_;
                uint _e1080 = l_mut_375_;
                bool l_415_ = (_e1080 == 0u);
                l_mut_262_ = l_415_;
            } else {
                uint64_t _e1083 = l_mut_158_;
                uint64_t _e1084 = l_mut_127_;
                uint64_t l_416_ = (_e1083 - _e1084);
                l_mut_394_ = l_416_;
                uint64_t _e1086 = l_mut_127_;
                uint64_t l_417_ = (_e1086 - l_255_);
                l_mut_394_ = l_417_;
                uint64_t _e1088 = l_mut_158_;
                l_mut_301_ = _e1088;
                uint64_t _e1089 = l_mut_394_;
                uint64_t _e1090 = l_mut_158_;
                bool l_418_ = (_e1089 < _e1090);
                if (l_418_) {
                    uint64_t _e1092 = l_mut_394_;
                    l_mut_301_ = _e1092;
                }
                l_mut_355_ = false;
                l_mut_375_ = 0u;
                uint64_t _e1095 = l_mut_212_;
                bool l_419_ = (_e1095 == 0uL);
                bool l_420_ = !(l_419_);
                bool _e1099 = l_mut_355_;
                if (_e1099) {
                    local_6 = l_420_;
                } else {
                    local_6 = false;
                }
                bool l_421_ = local_6;
                uint64_t _e1104 = l_mut_212_;
                uint64_t _e1105 = l_mut_301_;
                bool l_422_ = (_e1104 < _e1105);
                if (l_421_) {
                    local_7 = l_422_;
                } else {
                    local_7 = false;
                }
                bool l_423_ = local_7;
                uint _e1111 = l_mut_258_;
                uint _e1112 = l_mut_67_;
                uint l_424_ = (_e1111 + _e1112);
                bool l_425_ = (l_424_ < l_13_);
                if (l_423_) {
                    local_8 = l_425_;
                } else {
                    local_8 = false;
                }
                bool l_426_ = local_8;
                if (l_426_) {
                    uint _e1119 = l_mut_258_;
                    uint l_427_ = (l_13_ - _e1119);
                    uint _e1121 = l_mut_67_;
                    uint l_428_ = (l_427_ - _e1121);
                    uint _e1123 = l_mut_258_;
                    uint l_429_ = naga_div(l_428_, _e1123);
                    uint64_t _e1125 = l_mut_301_;
                    uint64_t l_430_ = (_e1125 - 1uL);
                    uint64_t _e1128 = l_mut_212_;
                    uint64_t l_431_ = naga_div(l_430_, _e1128);
                    uint64_t l_432_ = uint64_t(l_429_);
                    bool l_433_ = (l_431_ < l_432_);
                    uint64_t l_434_ = uint64_t(l_429_);
                    uint64_t l_435_ = (l_433_ ? l_431_ : l_434_);
                    uint l_436_ = uint(l_435_);
                    l_mut_375_ = l_436_;
                }
                uint64_t _e1136 = l_mut_158_;
                l_mut_394_ = _e1136;
                uint64_t _e1137 = l_mut_212_;
                l_mut_301_ = _e1137;
                uint _e1138 = l_mut_258_;
                l_mut_374_ = _e1138;
                uint _e1139 = l_mut_67_;
                l_mut_304_ = _e1139;
                uint64_t _e1140 = l_mut_127_;
                l_mut_284_ = _e1140;
                l_mut_271_ = 0u;
                uint _e1142 = l_mut_375_;
                bool l_437_ = (_e1142 > 0u);
                if (l_437_) {
                    uint _e1145 = l_mut_375_;
                    uint64_t l_438_ = uint64_t(_e1145);
                    uint64_t _e1147 = l_mut_212_;
                    uint64_t l_439_ = (_e1147 * l_438_);
                    uint64_t _e1149 = l_mut_127_;
                    uint64_t l_440_ = (_e1149 - l_439_);
                    l_mut_284_ = l_440_;
                    uint64_t _e1151 = l_mut_158_;
                    uint64_t l_441_ = (_e1151 - l_439_);
                    l_mut_394_ = l_441_;
                    uint _e1153 = l_mut_375_;
                    uint _e1154 = l_mut_258_;
                    uint l_442_ = (_e1153 * _e1154);
                    uint _e1156 = l_mut_67_;
                    uint l_443_ = (_e1156 + l_442_);
                    l_mut_304_ = l_443_;
                } else {
                    uint64_t _e1158 = l_mut_127_;
                    uint64_t _e1159 = l_mut_212_;
                    uint64_t l_444_ = (_e1158 - _e1159);
                    l_mut_284_ = l_444_;
                    uint64_t _e1161 = l_mut_284_;
                    bool l_445_ = (_e1161 < l_255_);
                    if (l_445_) {
                        l_mut_271_ = 2u;
                    }
                    uint _e1164 = l_mut_271_;
                    bool l_446_ = (_e1164 == 0u);
                    if (l_446_) {
                        uint _e1167 = l_mut_258_;
                        uint l_447_ = (l_13_ - _e1167);
                        uint _e1169 = l_mut_67_;
                        uint l_448_ = naga_div(l_447_, _e1169);
                        l_mut_375_ = 0u;
                        l_mut_355_ = false;
                        uint64_t _e1173 = l_mut_158_;
                        bool l_449_ = (_e1173 == 0uL);
                        if (l_449_) {
                            l_mut_375_ = l_448_;
                        } else {
                            bool _e1176 = l_mut_355_;
                            if (_e1176) {
                                uint64_t _e1177 = l_mut_158_;
                                uint64_t _e1178 = l_mut_212_;
                                bool l_450_ = (_e1177 < _e1178);
                                if (l_450_) {
                                    uint64_t _e1180 = l_mut_212_;
                                    uint64_t l_451_ = (_e1180 - 1uL);
                                    uint64_t _e1183 = l_mut_158_;
                                    uint64_t l_452_ = naga_div(l_451_, _e1183);
                                    uint64_t l_453_ = uint64_t(l_448_);
                                    bool l_454_ = (l_452_ < l_453_);
                                    uint64_t l_455_ = uint64_t(l_448_);
                                    uint64_t l_456_ = (l_454_ ? l_452_ : l_455_);
                                    uint l_457_ = uint(l_456_);
                                    l_mut_375_ = l_457_;
                                }
                            } else {
                                uint64_t _e1191 = l_mut_212_;
                                l_mut_105_ = _e1191;
                                uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                                    loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                                    uint64_t _e1192 = l_mut_158_;
                                    uint64_t _e1193 = l_mut_105_;
                                    bool l_458_ = (_e1192 < _e1193);
                                    uint _e1195 = l_mut_375_;
                                    uint _e1196 = l_mut_67_;
                                    uint l_459_ = (_e1195 * _e1196);
                                    uint _e1198 = l_mut_258_;
                                    uint l_460_ = (_e1198 + l_459_);
                                    uint _e1200 = l_mut_67_;
                                    uint l_461_ = (l_460_ + _e1200);
                                    bool l_462_ = (l_461_ < l_13_);
                                    if (l_458_) {
                                        local_9 = l_462_;
                                    } else {
                                        local_9 = false;
                                    }
                                    bool l_463_ = local_9;
                                    bool l_464_ = !(l_463_);
                                    if (l_464_) {
                                        break;
                                    }
                                    uint64_t _e1208 = l_mut_105_;
                                    uint64_t _e1209 = l_mut_158_;
                                    uint64_t l_465_ = (_e1208 - _e1209);
                                    l_mut_105_ = l_465_;
                                    uint _e1211 = l_mut_375_;
                                    l_mut_375_ = (_e1211 + 1u);
                                }
                            }
                        }
                        uint _e1214 = l_mut_375_;
                        uint _e1215 = l_mut_67_;
                        uint l_466_ = (_e1214 * _e1215);
                        uint _e1217 = l_mut_258_;
                        uint l_467_ = (_e1217 + l_466_);
                        uint _e1219 = l_mut_67_;
                        uint l_468_ = (l_467_ + _e1219);
                        bool l_469_ = (l_468_ >= l_13_);
                        if (l_469_) {
                            l_mut_271_ = 1u;
                        } else {
                            uint _e1223 = l_mut_375_;
                            uint64_t l_470_ = uint64_t(_e1223);
                            uint64_t _e1225 = l_mut_158_;
                            uint64_t l_471_ = (_e1225 * l_470_);
                            uint64_t _e1227 = l_mut_212_;
                            uint64_t l_472_ = (_e1227 - l_471_);
                            l_mut_301_ = l_472_;
                            uint _e1229 = l_mut_375_;
                            uint _e1230 = l_mut_67_;
                            uint l_473_ = (_e1229 * _e1230);
                            uint _e1232 = l_mut_258_;
                            uint l_474_ = (_e1232 + l_473_);
                            l_mut_374_ = l_474_;
                            uint64_t _e1234 = l_mut_158_;
                            uint64_t _e1235 = l_mut_301_;
                            uint64_t l_475_ = (_e1234 - _e1235);
                            l_mut_394_ = l_475_;
                            uint _e1237 = l_mut_67_;
                            uint _e1238 = l_mut_374_;
                            uint l_476_ = (_e1237 + _e1238);
                            l_mut_304_ = l_476_;
                        }
                    }
                }
                uint64_t _e1240 = l_mut_301_;
                l_mut_212_ = _e1240;
                uint64_t _e1241 = l_mut_394_;
                l_mut_158_ = _e1241;
                uint _e1242 = l_mut_304_;
                l_mut_67_ = _e1242;
                uint _e1243 = l_mut_374_;
                l_mut_258_ = _e1243;
                uint64_t _e1244 = l_mut_284_;
                l_mut_127_ = _e1244;
                uint _e1245 = l_mut_271_;
                bool l_477_ = (_e1245 == 1u);
                l_mut_259_ = l_477_;
                uint _e1248 = l_mut_271_;
                bool l_478_ = (_e1248 == 0u);
                l_mut_262_ = l_478_;
            }
        }
        bool _e1251 = l_mut_259_;
        bool l_479_ = !(_e1251);
        if (l_479_) {
            uint l_615_ = asuint(info.Load(20+0));
            uint l_616_ = (l_615_ * 1u);
            uint l_617_ = (l_616_ - 1u);
            uint l_618_ = min(0u, l_617_);
            uint _e1266; buffer_5_global.InterlockedAdd(l_618_*4, 1u, _e1266);
            uint l_482_ = asuint(info.Load(40+0));
            bool l_483_ = (_e1266 < l_482_);
            if (l_483_) {
                uint l_620_ = asuint(info.Load(16+0));
                uint l_621_ = (l_620_ * 1u);
                bool l_622_ = (_e1266 < l_621_);
                if (l_622_) {
                    buffer_4_global.Store(_e1266*4, asuint(id));
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
