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
    uint l_mut_378_ = (uint)0;
    uint l_mut_379_ = (uint)0;
    uint64_t l_mut_402_ = (uint64_t)0;
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
        uint l_584_ = asuint(info.Load(20+0));
        uint l_585_ = (l_584_ * 1u);
        uint l_586_ = (l_585_ - 1u);
        uint l_587_ = min(3u, l_586_);
        uint _e57; buffer_5_global.InterlockedAdd(l_587_*4, 1u, _e57);
    }
    uint l_500_ = asuint(info.Load(12+0));
    uint l_501_ = (l_500_ * 1u);
    bool l_502_ = (0u < l_501_);
    uint l_503_ = (l_501_ - 1u);
    uint l_504_ = min(0u, l_503_);
    uint l_505_ = asuint(buffer_3_global.Load(l_504_*4));
    uint l_4_ = (l_502_ ? l_505_ : 0u);
    uint64_t l_5_ = uint64_t(l_4_);
    uint l_7_ = (0u + 1u);
    uint l_507_ = asuint(info.Load(12+0));
    uint l_508_ = (l_507_ * 1u);
    bool l_509_ = (l_7_ < l_508_);
    uint l_510_ = (l_508_ - 1u);
    uint l_511_ = min(l_7_, l_510_);
    uint l_512_ = asuint(buffer_3_global.Load(l_511_*4));
    uint l_8_ = (l_509_ ? l_512_ : 0u);
    uint64_t l_9_ = uint64_t(l_8_);
    uint64_t l_10_ = (l_9_ << uint(32uL));
    uint64_t l_11_ = (l_5_ | l_10_);
    uint64_t l_12_ = (l_11_ & 4294967295uL);
    uint l_13_ = uint(l_12_);
    uint l_514_ = asuint(info.Load(12+0));
    uint l_515_ = (l_514_ * 1u);
    bool l_516_ = (2u < l_515_);
    uint l_517_ = (l_515_ - 1u);
    uint l_518_ = min(2u, l_517_);
    uint l_519_ = asuint(buffer_3_global.Load(l_518_*4));
    uint l_15_ = (l_516_ ? l_519_ : 0u);
    uint64_t l_16_ = uint64_t(l_15_);
    uint l_18_ = (2u + 1u);
    uint l_521_ = asuint(info.Load(12+0));
    uint l_522_ = (l_521_ * 1u);
    bool l_523_ = (l_18_ < l_522_);
    uint l_524_ = (l_522_ - 1u);
    uint l_525_ = min(l_18_, l_524_);
    uint l_526_ = asuint(buffer_3_global.Load(l_525_*4));
    uint l_19_ = (l_523_ ? l_526_ : 0u);
    uint64_t l_20_ = uint64_t(l_19_);
    uint64_t l_21_ = (l_20_ << uint(32uL));
    uint64_t l_22_ = (l_16_ | l_21_);
    uint64_t l_23_ = (l_22_ & 4294967295uL);
    uint l_24_ = uint(l_23_);
    uint l_528_ = asuint(info.Load(12+0));
    uint l_529_ = (l_528_ * 1u);
    bool l_530_ = (4u < l_529_);
    uint l_531_ = (l_529_ - 1u);
    uint l_532_ = min(4u, l_531_);
    uint l_533_ = asuint(buffer_3_global.Load(l_532_*4));
    uint l_26_ = (l_530_ ? l_533_ : 0u);
    uint64_t l_27_ = uint64_t(l_26_);
    uint l_29_ = (4u + 1u);
    uint l_535_ = asuint(info.Load(12+0));
    uint l_536_ = (l_535_ * 1u);
    bool l_537_ = (l_29_ < l_536_);
    uint l_538_ = (l_536_ - 1u);
    uint l_539_ = min(l_29_, l_538_);
    uint l_540_ = asuint(buffer_3_global.Load(l_539_*4));
    uint l_30_ = (l_537_ ? l_540_ : 0u);
    uint64_t l_31_ = uint64_t(l_30_);
    uint64_t l_32_ = (l_31_ << uint(32uL));
    uint64_t l_33_ = (l_27_ | l_32_);
    uint l_542_ = asuint(info.Load(12+0));
    uint l_543_ = (l_542_ * 1u);
    bool l_544_ = (6u < l_543_);
    uint l_545_ = (l_543_ - 1u);
    uint l_546_ = min(6u, l_545_);
    uint l_547_ = asuint(buffer_3_global.Load(l_546_*4));
    uint l_35_ = (l_544_ ? l_547_ : 0u);
    uint64_t l_36_ = uint64_t(l_35_);
    uint l_38_ = (6u + 1u);
    uint l_549_ = asuint(info.Load(12+0));
    uint l_550_ = (l_549_ * 1u);
    bool l_551_ = (l_38_ < l_550_);
    uint l_552_ = (l_550_ - 1u);
    uint l_553_ = min(l_38_, l_552_);
    uint l_554_ = asuint(buffer_3_global.Load(l_553_*4));
    uint l_39_ = (l_551_ ? l_554_ : 0u);
    uint64_t l_40_ = uint64_t(l_39_);
    uint64_t l_41_ = (l_40_ << uint(32uL));
    uint64_t l_42_ = (l_36_ | l_41_);
    uint l_556_ = asuint(info.Load(12+0));
    uint l_557_ = (l_556_ * 1u);
    bool l_558_ = (8u < l_557_);
    uint l_559_ = (l_557_ - 1u);
    uint l_560_ = min(8u, l_559_);
    uint l_561_ = asuint(buffer_3_global.Load(l_560_*4));
    uint l_44_ = (l_558_ ? l_561_ : 0u);
    uint64_t l_45_ = uint64_t(l_44_);
    uint l_47_ = (8u + 1u);
    uint l_563_ = asuint(info.Load(12+0));
    uint l_564_ = (l_563_ * 1u);
    bool l_565_ = (l_47_ < l_564_);
    uint l_566_ = (l_564_ - 1u);
    uint l_567_ = min(l_47_, l_566_);
    uint l_568_ = asuint(buffer_3_global.Load(l_567_*4));
    uint l_48_ = (l_565_ ? l_568_ : 0u);
    uint64_t l_49_ = uint64_t(l_48_);
    uint64_t l_50_ = (l_49_ << uint(32uL));
    uint64_t l_51_ = (l_45_ | l_50_);
    uint l_570_ = asuint(info.Load(12+0));
    uint l_571_ = (l_570_ * 1u);
    bool l_572_ = (10u < l_571_);
    uint l_573_ = (l_571_ - 1u);
    uint l_574_ = min(10u, l_573_);
    uint l_575_ = asuint(buffer_3_global.Load(l_574_*4));
    uint l_53_ = (l_572_ ? l_575_ : 0u);
    uint64_t l_54_ = uint64_t(l_53_);
    uint l_56_ = (10u + 1u);
    uint l_577_ = asuint(info.Load(12+0));
    uint l_578_ = (l_577_ * 1u);
    bool l_579_ = (l_56_ < l_578_);
    uint l_580_ = (l_578_ - 1u);
    uint l_581_ = min(l_56_, l_580_);
    uint l_582_ = asuint(buffer_3_global.Load(l_581_*4));
    uint l_57_ = (l_579_ ? l_582_ : 0u);
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
        uint l_589_ = asuint(info.Load(0+0));
        uint l_590_ = (l_589_ * 1u);
        bool l_591_ = (l_76_ < l_590_);
        uint l_592_ = (l_590_ - 1u);
        uint l_593_ = min(l_76_, l_592_);
        uint l_594_ = asuint(buffer_0_global.Load(l_593_*4));
        uint l_77_ = (l_591_ ? l_594_ : 0u);
        uint64_t l_78_ = uint64_t(l_77_);
        uint l_79_ = (2u * id);
        uint l_80_ = (l_79_ + 1u);
        uint l_596_ = asuint(info.Load(0+0));
        uint l_597_ = (l_596_ * 1u);
        bool l_598_ = (l_80_ < l_597_);
        uint l_599_ = (l_597_ - 1u);
        uint l_600_ = min(l_80_, l_599_);
        uint l_601_ = asuint(buffer_0_global.Load(l_600_*4));
        uint l_81_ = (l_598_ ? l_601_ : 0u);
        uint64_t l_82_ = uint64_t(l_81_);
        uint64_t l_83_ = (l_82_ << uint(32uL));
        uint64_t l_84_ = (l_78_ | l_83_);
        uint l_85_ = (2u * id);
        uint l_603_ = asuint(info.Load(4+0));
        uint l_604_ = (l_603_ * 1u);
        bool l_605_ = (l_85_ < l_604_);
        uint l_606_ = (l_604_ - 1u);
        uint l_607_ = min(l_85_, l_606_);
        uint l_608_ = asuint(buffer_1_global.Load(l_607_*4));
        uint l_86_ = (l_605_ ? l_608_ : 0u);
        uint64_t l_87_ = uint64_t(l_86_);
        uint l_88_ = (2u * id);
        uint l_89_ = (l_88_ + 1u);
        uint l_610_ = asuint(info.Load(4+0));
        uint l_611_ = (l_610_ * 1u);
        bool l_612_ = (l_89_ < l_611_);
        uint l_613_ = (l_611_ - 1u);
        uint l_614_ = min(l_89_, l_613_);
        uint l_615_ = asuint(buffer_1_global.Load(l_614_*4));
        uint l_90_ = (l_612_ ? l_615_ : 0u);
        uint64_t l_91_ = uint64_t(l_90_);
        uint64_t l_92_ = (l_91_ << uint(32uL));
        uint64_t l_93_ = (l_87_ | l_92_);
        uint l_94_ = (2u * id);
        uint l_617_ = asuint(info.Load(8+0));
        uint l_618_ = (l_617_ * 1u);
        bool l_619_ = (l_94_ < l_618_);
        uint l_620_ = (l_618_ - 1u);
        uint l_621_ = min(l_94_, l_620_);
        uint l_622_ = asuint(buffer_2_global.Load(l_621_*4));
        uint l_95_ = (l_619_ ? l_622_ : 0u);
        uint64_t l_96_ = uint64_t(l_95_);
        uint l_97_ = (2u * id);
        uint l_98_ = (l_97_ + 1u);
        uint l_624_ = asuint(info.Load(8+0));
        uint l_625_ = (l_624_ * 1u);
        bool l_626_ = (l_98_ < l_625_);
        uint l_627_ = (l_625_ - 1u);
        uint l_628_ = min(l_98_, l_627_);
        uint l_629_ = asuint(buffer_2_global.Load(l_628_*4));
        uint l_99_ = (l_626_ ? l_629_ : 0u);
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
                uint64_t _e935 = l_mut_284_;
                uint64_t l_357_ = (_e935 >> uint(3uL));
                uint64_t _e939 = l_mut_158_;
                bool l_358_ = (l_357_ < _e939);
                bool l_359_ = !(l_358_);
                l_mut_355_ = l_359_;
                l_mut_304_ = 0u;
                uint64_t _e943 = l_mut_158_;
                bool l_360_ = (_e943 == 0uL);
                bool l_361_ = !(l_360_);
                bool _e947 = l_mut_355_;
                if (_e947) {
                    local_2 = l_361_;
                } else {
                    local_2 = false;
                }
                bool l_362_ = local_2;
                uint64_t _e952 = l_mut_158_;
                uint64_t _e953 = l_mut_284_;
                bool l_363_ = (_e952 < _e953);
                if (l_362_) {
                    local_3 = l_363_;
                } else {
                    local_3 = false;
                }
                bool l_364_ = local_3;
                uint _e959 = l_mut_67_;
                uint _e960 = l_mut_258_;
                uint l_365_ = (_e959 + _e960);
                bool l_366_ = (l_365_ < l_13_);
                if (l_364_) {
                    local_4 = l_366_;
                } else {
                    local_4 = false;
                }
                bool l_367_ = local_4;
                if (l_367_) {
                    uint _e967 = l_mut_67_;
                    uint l_368_ = (l_13_ - _e967);
                    uint _e969 = l_mut_258_;
                    uint l_369_ = (l_368_ - _e969);
                    uint _e971 = l_mut_67_;
                    uint l_370_ = naga_div(l_369_, _e971);
                    uint64_t _e973 = l_mut_284_;
                    uint64_t l_371_ = (_e973 - 1uL);
                    uint64_t _e976 = l_mut_158_;
                    uint64_t l_372_ = naga_div(l_371_, _e976);
                    uint64_t l_373_ = uint64_t(l_370_);
                    bool l_374_ = (l_372_ < l_373_);
                    uint64_t l_375_ = uint64_t(l_370_);
                    uint64_t l_376_ = (l_374_ ? l_372_ : l_375_);
                    uint l_377_ = uint(l_376_);
                    l_mut_304_ = l_377_;
                }
                uint64_t _e984 = l_mut_212_;
                l_mut_301_ = _e984;
                uint64_t _e985 = l_mut_158_;
                l_mut_284_ = _e985;
                uint _e986 = l_mut_67_;
                l_mut_271_ = _e986;
                uint _e987 = l_mut_258_;
                l_mut_378_ = _e987;
                uint64_t _e988 = l_mut_127_;
                l_mut_105_ = _e988;
                l_mut_379_ = 0u;
                uint _e990 = l_mut_304_;
                bool l_380_ = (_e990 > 0u);
                if (l_380_) {
                    uint _e993 = l_mut_304_;
                    uint64_t l_381_ = uint64_t(_e993);
                    uint64_t _e995 = l_mut_158_;
                    uint64_t l_382_ = (_e995 * l_381_);
                    uint64_t _e997 = l_mut_212_;
                    uint64_t l_383_ = (_e997 - l_382_);
                    l_mut_301_ = l_383_;
                    uint _e999 = l_mut_304_;
                    uint _e1000 = l_mut_67_;
                    uint l_384_ = (_e999 * _e1000);
                    uint _e1002 = l_mut_258_;
                    uint l_385_ = (_e1002 + l_384_);
                    l_mut_378_ = l_385_;
                } else {
                    uint _e1004 = l_mut_379_;
                    bool l_386_ = (_e1004 == 0u);
                    if (l_386_) {
                        uint _e1007 = l_mut_67_;
                        uint l_387_ = (l_13_ - _e1007);
                        uint _e1009 = l_mut_258_;
                        uint l_388_ = naga_div(l_387_, _e1009);
                        l_mut_304_ = 0u;
                        l_mut_355_ = false;
                        uint64_t _e1014 = l_mut_158_;
                        uint64_t l_390_ = (_e1014 >> uint(3uL));
                        uint64_t _e1018 = l_mut_212_;
                        bool l_391_ = (l_390_ < _e1018);
                        bool l_392_ = !(l_391_);
                        l_mut_355_ = l_392_;
                        uint64_t _e1021 = l_mut_212_;
                        bool l_393_ = (_e1021 == 0uL);
                        if (l_393_) {
                            l_mut_304_ = l_388_;
                        } else {
                            bool _e1024 = l_mut_355_;
                            if (_e1024) {
                                uint64_t _e1025 = l_mut_212_;
                                uint64_t _e1026 = l_mut_158_;
                                bool l_394_ = (_e1025 < _e1026);
                                if (l_394_) {
                                    uint64_t _e1028 = l_mut_158_;
                                    uint64_t l_395_ = (_e1028 - 1uL);
                                    uint64_t _e1031 = l_mut_212_;
                                    uint64_t l_396_ = naga_div(l_395_, _e1031);
                                    uint64_t l_397_ = uint64_t(l_388_);
                                    bool l_398_ = (l_396_ < l_397_);
                                    uint64_t l_399_ = uint64_t(l_388_);
                                    uint64_t l_400_ = (l_398_ ? l_396_ : l_399_);
                                    uint l_401_ = uint(l_400_);
                                    l_mut_304_ = l_401_;
                                }
                            } else {
                                uint64_t _e1039 = l_mut_158_;
                                l_mut_402_ = _e1039;
                                uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                    loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                    uint64_t _e1040 = l_mut_212_;
                                    uint64_t _e1041 = l_mut_402_;
                                    bool l_403_ = (_e1040 < _e1041);
                                    uint _e1043 = l_mut_304_;
                                    uint _e1044 = l_mut_258_;
                                    uint l_404_ = (_e1043 * _e1044);
                                    uint _e1046 = l_mut_67_;
                                    uint l_405_ = (_e1046 + l_404_);
                                    uint _e1048 = l_mut_258_;
                                    uint l_406_ = (l_405_ + _e1048);
                                    bool l_407_ = (l_406_ < l_13_);
                                    if (l_403_) {
                                        local_5 = l_407_;
                                    } else {
                                        local_5 = false;
                                    }
                                    bool l_408_ = local_5;
                                    bool l_409_ = !(l_408_);
                                    if (l_409_) {
                                        break;
                                    }
                                    uint64_t _e1056 = l_mut_402_;
                                    uint64_t _e1057 = l_mut_212_;
                                    uint64_t l_410_ = (_e1056 - _e1057);
                                    l_mut_402_ = l_410_;
                                    uint _e1059 = l_mut_304_;
                                    l_mut_304_ = (_e1059 + 1u);
                                }
                            }
                        }
                        uint _e1062 = l_mut_304_;
                        uint _e1063 = l_mut_258_;
                        uint l_411_ = (_e1062 * _e1063);
                        uint _e1065 = l_mut_67_;
                        uint l_412_ = (_e1065 + l_411_);
                        uint _e1067 = l_mut_258_;
                        uint l_413_ = (l_412_ + _e1067);
                        bool l_414_ = (l_413_ >= l_13_);
                        if (l_414_) {
                            l_mut_379_ = 1u;
                        } else {
                            uint _e1071 = l_mut_304_;
                            uint64_t l_415_ = uint64_t(_e1071);
                            uint64_t _e1073 = l_mut_212_;
                            uint64_t l_416_ = (_e1073 * l_415_);
                            uint64_t _e1075 = l_mut_158_;
                            uint64_t l_417_ = (_e1075 - l_416_);
                            l_mut_284_ = l_417_;
                            uint _e1077 = l_mut_304_;
                            uint _e1078 = l_mut_258_;
                            uint l_418_ = (_e1077 * _e1078);
                            uint _e1080 = l_mut_67_;
                            uint l_419_ = (_e1080 + l_418_);
                            l_mut_271_ = l_419_;
                            uint64_t _e1082 = l_mut_212_;
                            uint64_t _e1083 = l_mut_284_;
                            uint64_t l_420_ = (_e1082 - _e1083);
                            l_mut_301_ = l_420_;
                            uint _e1085 = l_mut_258_;
                            uint _e1086 = l_mut_271_;
                            uint l_421_ = (_e1085 + _e1086);
                            l_mut_378_ = l_421_;
                        }
                    }
                }
                uint64_t _e1088 = l_mut_301_;
                l_mut_212_ = _e1088;
                uint64_t _e1089 = l_mut_284_;
                l_mut_158_ = _e1089;
                uint _e1090 = l_mut_271_;
                l_mut_67_ = _e1090;
                uint _e1091 = l_mut_378_;
                l_mut_258_ = _e1091;
                uint64_t _e1092 = l_mut_105_;
                l_mut_127_ = _e1092;
                uint _e1093 = l_mut_379_;
                bool l_422_ = (_e1093 == 1u);
                l_mut_259_ = l_422_;
                uint _e1096 = l_mut_379_;
                bool l_423_ = (_e1096 == 0u);
                l_mut_262_ = l_423_;
            } else {
                uint64_t _e1099 = l_mut_158_;
                uint64_t _e1100 = l_mut_127_;
                uint64_t l_424_ = (_e1099 - _e1100);
                l_mut_402_ = l_424_;
                uint64_t _e1102 = l_mut_127_;
                uint64_t l_425_ = (_e1102 - l_255_);
                l_mut_402_ = l_425_;
                uint64_t _e1104 = l_mut_158_;
                l_mut_301_ = _e1104;
                uint64_t _e1105 = l_mut_402_;
                uint64_t _e1106 = l_mut_158_;
                bool l_426_ = (_e1105 < _e1106);
                if (l_426_) {
                    uint64_t _e1108 = l_mut_402_;
                    l_mut_301_ = _e1108;
                }
                l_mut_355_ = false;
                uint64_t _e1111 = l_mut_301_;
                uint64_t l_428_ = (_e1111 >> uint(3uL));
                uint64_t _e1115 = l_mut_212_;
                bool l_429_ = (l_428_ < _e1115);
                bool l_430_ = !(l_429_);
                l_mut_355_ = l_430_;
                l_mut_379_ = 0u;
                uint64_t _e1119 = l_mut_212_;
                bool l_431_ = (_e1119 == 0uL);
                bool l_432_ = !(l_431_);
                bool _e1123 = l_mut_355_;
                if (_e1123) {
                    local_6 = l_432_;
                } else {
                    local_6 = false;
                }
                bool l_433_ = local_6;
                uint64_t _e1128 = l_mut_212_;
                uint64_t _e1129 = l_mut_301_;
                bool l_434_ = (_e1128 < _e1129);
                if (l_433_) {
                    local_7 = l_434_;
                } else {
                    local_7 = false;
                }
                bool l_435_ = local_7;
                uint _e1135 = l_mut_258_;
                uint _e1136 = l_mut_67_;
                uint l_436_ = (_e1135 + _e1136);
                bool l_437_ = (l_436_ < l_13_);
                if (l_435_) {
                    local_8 = l_437_;
                } else {
                    local_8 = false;
                }
                bool l_438_ = local_8;
                if (l_438_) {
                    uint _e1143 = l_mut_258_;
                    uint l_439_ = (l_13_ - _e1143);
                    uint _e1145 = l_mut_67_;
                    uint l_440_ = (l_439_ - _e1145);
                    uint _e1147 = l_mut_258_;
                    uint l_441_ = naga_div(l_440_, _e1147);
                    uint64_t _e1149 = l_mut_301_;
                    uint64_t l_442_ = (_e1149 - 1uL);
                    uint64_t _e1152 = l_mut_212_;
                    uint64_t l_443_ = naga_div(l_442_, _e1152);
                    uint64_t l_444_ = uint64_t(l_441_);
                    bool l_445_ = (l_443_ < l_444_);
                    uint64_t l_446_ = uint64_t(l_441_);
                    uint64_t l_447_ = (l_445_ ? l_443_ : l_446_);
                    uint l_448_ = uint(l_447_);
                    l_mut_379_ = l_448_;
                }
                uint64_t _e1160 = l_mut_158_;
                l_mut_402_ = _e1160;
                uint64_t _e1161 = l_mut_212_;
                l_mut_301_ = _e1161;
                uint _e1162 = l_mut_258_;
                l_mut_378_ = _e1162;
                uint _e1163 = l_mut_67_;
                l_mut_304_ = _e1163;
                uint64_t _e1164 = l_mut_127_;
                l_mut_284_ = _e1164;
                l_mut_271_ = 0u;
                uint _e1166 = l_mut_379_;
                bool l_449_ = (_e1166 > 0u);
                if (l_449_) {
                    uint _e1169 = l_mut_379_;
                    uint64_t l_450_ = uint64_t(_e1169);
                    uint64_t _e1171 = l_mut_212_;
                    uint64_t l_451_ = (_e1171 * l_450_);
                    uint64_t _e1173 = l_mut_127_;
                    uint64_t l_452_ = (_e1173 - l_451_);
                    l_mut_284_ = l_452_;
                    uint64_t _e1175 = l_mut_158_;
                    uint64_t l_453_ = (_e1175 - l_451_);
                    l_mut_402_ = l_453_;
                    uint _e1177 = l_mut_379_;
                    uint _e1178 = l_mut_258_;
                    uint l_454_ = (_e1177 * _e1178);
                    uint _e1180 = l_mut_67_;
                    uint l_455_ = (_e1180 + l_454_);
                    l_mut_304_ = l_455_;
                } else {
                    uint64_t _e1182 = l_mut_127_;
                    uint64_t _e1183 = l_mut_212_;
                    uint64_t l_456_ = (_e1182 - _e1183);
                    l_mut_284_ = l_456_;
                    uint64_t _e1185 = l_mut_284_;
                    bool l_457_ = (_e1185 < l_255_);
                    if (l_457_) {
                        l_mut_271_ = 2u;
                    }
                    uint _e1188 = l_mut_271_;
                    bool l_458_ = (_e1188 == 0u);
                    if (l_458_) {
                        uint _e1191 = l_mut_258_;
                        uint l_459_ = (l_13_ - _e1191);
                        uint _e1193 = l_mut_67_;
                        uint l_460_ = naga_div(l_459_, _e1193);
                        l_mut_379_ = 0u;
                        l_mut_355_ = false;
                        uint64_t _e1198 = l_mut_212_;
                        uint64_t l_462_ = (_e1198 >> uint(3uL));
                        uint64_t _e1202 = l_mut_158_;
                        bool l_463_ = (l_462_ < _e1202);
                        bool l_464_ = !(l_463_);
                        l_mut_355_ = l_464_;
                        uint64_t _e1205 = l_mut_158_;
                        bool l_465_ = (_e1205 == 0uL);
                        if (l_465_) {
                            l_mut_379_ = l_460_;
                        } else {
                            bool _e1208 = l_mut_355_;
                            if (_e1208) {
                                uint64_t _e1209 = l_mut_158_;
                                uint64_t _e1210 = l_mut_212_;
                                bool l_466_ = (_e1209 < _e1210);
                                if (l_466_) {
                                    uint64_t _e1212 = l_mut_212_;
                                    uint64_t l_467_ = (_e1212 - 1uL);
                                    uint64_t _e1215 = l_mut_158_;
                                    uint64_t l_468_ = naga_div(l_467_, _e1215);
                                    uint64_t l_469_ = uint64_t(l_460_);
                                    bool l_470_ = (l_468_ < l_469_);
                                    uint64_t l_471_ = uint64_t(l_460_);
                                    uint64_t l_472_ = (l_470_ ? l_468_ : l_471_);
                                    uint l_473_ = uint(l_472_);
                                    l_mut_379_ = l_473_;
                                }
                            } else {
                                uint64_t _e1223 = l_mut_212_;
                                l_mut_105_ = _e1223;
                                uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                                    loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                                    uint64_t _e1224 = l_mut_158_;
                                    uint64_t _e1225 = l_mut_105_;
                                    bool l_474_ = (_e1224 < _e1225);
                                    uint _e1227 = l_mut_379_;
                                    uint _e1228 = l_mut_67_;
                                    uint l_475_ = (_e1227 * _e1228);
                                    uint _e1230 = l_mut_258_;
                                    uint l_476_ = (_e1230 + l_475_);
                                    uint _e1232 = l_mut_67_;
                                    uint l_477_ = (l_476_ + _e1232);
                                    bool l_478_ = (l_477_ < l_13_);
                                    if (l_474_) {
                                        local_9 = l_478_;
                                    } else {
                                        local_9 = false;
                                    }
                                    bool l_479_ = local_9;
                                    bool l_480_ = !(l_479_);
                                    if (l_480_) {
                                        break;
                                    }
                                    uint64_t _e1240 = l_mut_105_;
                                    uint64_t _e1241 = l_mut_158_;
                                    uint64_t l_481_ = (_e1240 - _e1241);
                                    l_mut_105_ = l_481_;
                                    uint _e1243 = l_mut_379_;
                                    l_mut_379_ = (_e1243 + 1u);
                                }
                            }
                        }
                        uint _e1246 = l_mut_379_;
                        uint _e1247 = l_mut_67_;
                        uint l_482_ = (_e1246 * _e1247);
                        uint _e1249 = l_mut_258_;
                        uint l_483_ = (_e1249 + l_482_);
                        uint _e1251 = l_mut_67_;
                        uint l_484_ = (l_483_ + _e1251);
                        bool l_485_ = (l_484_ >= l_13_);
                        if (l_485_) {
                            l_mut_271_ = 1u;
                        } else {
                            uint _e1255 = l_mut_379_;
                            uint64_t l_486_ = uint64_t(_e1255);
                            uint64_t _e1257 = l_mut_158_;
                            uint64_t l_487_ = (_e1257 * l_486_);
                            uint64_t _e1259 = l_mut_212_;
                            uint64_t l_488_ = (_e1259 - l_487_);
                            l_mut_301_ = l_488_;
                            uint _e1261 = l_mut_379_;
                            uint _e1262 = l_mut_67_;
                            uint l_489_ = (_e1261 * _e1262);
                            uint _e1264 = l_mut_258_;
                            uint l_490_ = (_e1264 + l_489_);
                            l_mut_378_ = l_490_;
                            uint64_t _e1266 = l_mut_158_;
                            uint64_t _e1267 = l_mut_301_;
                            uint64_t l_491_ = (_e1266 - _e1267);
                            l_mut_402_ = l_491_;
                            uint _e1269 = l_mut_67_;
                            uint _e1270 = l_mut_378_;
                            uint l_492_ = (_e1269 + _e1270);
                            l_mut_304_ = l_492_;
                        }
                    }
                }
                uint64_t _e1272 = l_mut_301_;
                l_mut_212_ = _e1272;
                uint64_t _e1273 = l_mut_402_;
                l_mut_158_ = _e1273;
                uint _e1274 = l_mut_304_;
                l_mut_67_ = _e1274;
                uint _e1275 = l_mut_378_;
                l_mut_258_ = _e1275;
                uint64_t _e1276 = l_mut_284_;
                l_mut_127_ = _e1276;
                uint _e1277 = l_mut_271_;
                bool l_493_ = (_e1277 == 1u);
                l_mut_259_ = l_493_;
                uint _e1280 = l_mut_271_;
                bool l_494_ = (_e1280 == 0u);
                l_mut_262_ = l_494_;
            }
        }
        bool _e1283 = l_mut_259_;
        bool l_495_ = !(_e1283);
        if (l_495_) {
            uint l_631_ = asuint(info.Load(20+0));
            uint l_632_ = (l_631_ * 1u);
            uint l_633_ = (l_632_ - 1u);
            uint l_634_ = min(0u, l_633_);
            uint _e1298; buffer_5_global.InterlockedAdd(l_634_*4, 1u, _e1298);
            uint l_498_ = asuint(info.Load(40+0));
            bool l_499_ = (_e1298 < l_498_);
            if (l_499_) {
                uint l_636_ = asuint(info.Load(16+0));
                uint l_637_ = (l_636_ * 1u);
                bool l_638_ = (_e1298 < l_637_);
                if (l_638_) {
                    buffer_4_global.Store(_e1298*4, asuint(id));
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
