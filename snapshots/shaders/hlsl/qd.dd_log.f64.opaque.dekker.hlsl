struct info_st {
    uint static_meta[8];
};

static const uint WORKGROUP_SIZE_X = 64u;
static const uint WORKGROUP_SIZE_Y = 1u;
static const uint WORKGROUP_SIZE_Z = 1u;

RWByteAddressBuffer buffer_0_global : register(u0);
RWByteAddressBuffer buffer_1_global : register(u1);
RWByteAddressBuffer buffer_2_global : register(u2);
RWByteAddressBuffer buffer_3_global : register(u3);
ByteAddressBuffer info : register(t4);

uint naga_div(uint lhs, uint rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

int naga_div(int lhs, int rhs) {
    return lhs / (((lhs == int(-2147483647 - 1) & rhs == -1) | (rhs == 0)) ? 1 : rhs);
}

uint naga_f2u32(double value) {
    return uint(clamp(value, 0.0L, 4294967295.0L));
}

[numthreads(64, 1, 1)]
void multi_words_f_f64_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    double l_mut_131_ = (double)0;
    double l_mut_148_ = (double)0;
    double l_mut_149_ = (double)0;
    uint l_mut_374_ = (uint)0;
    double l_mut_89_ = (double)0;
    uint l_mut_90_ = 1u;
    uint l_mut_121_ = 1u;
    uint l_mut_132_ = 0u;
    uint l_mut_150_ = (uint)0;
    uint l_mut_177_ = (uint)0;
    uint l_mut_307_ = (uint)0;
    uint l_mut_377_ = (uint)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 2u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_462_ = asuint(info.Load(8+0));
        uint l_463_ = (l_462_ * 1u);
        bool l_464_ = (0u < l_463_);
        uint l_465_ = (l_463_ - 1u);
        uint l_466_ = min(0u, l_465_);
        double l_467_ = buffer_2_global.Load<double>(l_466_*8);
        double l_3_ = (l_464_ ? l_467_ : 0.0L);
        uint l_469_ = asuint(info.Load(8+0));
        uint l_470_ = (l_469_ * 1u);
        bool l_471_ = (1u < l_470_);
        uint l_472_ = (l_470_ - 1u);
        uint l_473_ = min(1u, l_472_);
        double l_474_ = buffer_2_global.Load<double>(l_473_*8);
        double l_4_ = (l_471_ ? l_474_ : 0.0L);
        uint l_476_ = asuint(info.Load(0+0));
        uint l_477_ = (l_476_ * 1u);
        bool l_478_ = (id < l_477_);
        uint l_479_ = (l_477_ - 1u);
        uint l_480_ = min(id, l_479_);
        double l_481_ = buffer_0_global.Load<double>(l_480_*8);
        double l_5_ = (l_478_ ? l_481_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_483_ = asuint(info.Load(0+0));
        uint l_484_ = (l_483_ * 1u);
        bool l_485_ = (l_6_ < l_484_);
        uint l_486_ = (l_484_ - 1u);
        uint l_487_ = min(l_6_, l_486_);
        double l_488_ = buffer_0_global.Load<double>(l_487_*8);
        double l_7_ = (l_485_ ? l_488_ : 0.0L);
        uint l_490_ = asuint(info.Load(4+0));
        uint l_491_ = (l_490_ * 1u);
        bool l_492_ = (id < l_491_);
        uint l_493_ = (l_491_ - 1u);
        uint l_494_ = min(id, l_493_);
        double l_495_ = buffer_1_global.Load<double>(l_494_*8);
        double l_8_ = (l_492_ ? l_495_ : 0.0L);
        uint l_9_ = (l_1_ + id);
        uint l_497_ = asuint(info.Load(4+0));
        uint l_498_ = (l_497_ * 1u);
        bool l_499_ = (l_9_ < l_498_);
        uint l_500_ = (l_498_ - 1u);
        uint l_501_ = min(l_9_, l_500_);
        double l_502_ = buffer_1_global.Load<double>(l_501_*8);
        double l_10_ = (l_499_ ? l_502_ : 0.0L);
        uint l_504_ = asuint(info.Load(8+0));
        uint l_505_ = (l_504_ * 1u);
        bool l_506_ = (4u < l_505_);
        uint l_507_ = (l_505_ - 1u);
        uint l_508_ = min(4u, l_507_);
        double l_509_ = buffer_2_global.Load<double>(l_508_*8);
        double l_12_ = (l_506_ ? l_509_ : 0.0L);
        uint l_13_ = naga_f2u32(l_12_);
        uint l_511_ = asuint(info.Load(8+0));
        uint l_512_ = (l_511_ * 1u);
        bool l_513_ = (2u < l_512_);
        uint l_514_ = (l_512_ - 1u);
        uint l_515_ = min(2u, l_514_);
        double l_516_ = buffer_2_global.Load<double>(l_515_*8);
        double l_15_ = (l_513_ ? l_516_ : 0.0L);
        uint l_16_ = naga_f2u32(l_15_);
        uint l_518_ = asuint(info.Load(8+0));
        uint l_519_ = (l_518_ * 1u);
        bool l_520_ = (3u < l_519_);
        uint l_521_ = (l_519_ - 1u);
        uint l_522_ = min(3u, l_521_);
        double l_523_ = buffer_2_global.Load<double>(l_522_*8);
        double l_18_ = (l_520_ ? l_523_ : 0.0L);
        uint l_19_ = naga_f2u32(l_18_);
        uint l_21_ = (6u + l_19_);
        uint l_22_ = (l_16_ - 1u);
        uint l_23_ = (2u * l_22_);
        uint l_24_ = (l_21_ + l_23_);
        float l_25_ = float(l_5_);
        uint l_26_ = asuint(l_25_);
        uint l_27_ = (l_26_ & 8388607u);
        bool l_28_ = (l_27_ >= 3474675u);
        int l_29_ = int(l_28_);
        uint l_30_ = (l_26_ >> 23u);
        int l_31_ = int(l_30_);
        int l_32_ = asint(asuint(l_31_) - asuint(int(127)));
        int l_33_ = asint(asuint(l_32_) + asuint(l_29_));
        int l_34_ = naga_div(l_33_, int(2));
        int l_35_ = asint(asuint(int(127)) - asuint(l_34_));
        uint l_36_ = uint(l_35_);
        uint l_37_ = (l_36_ << 23u);
        float l_38_ = asfloat(l_37_);
        int l_39_ = asint(asuint(l_33_) - asuint(l_34_));
        int l_40_ = asint(asuint(int(127)) - asuint(l_39_));
        uint l_41_ = uint(l_40_);
        uint l_42_ = (l_41_ << 23u);
        float l_43_ = asfloat(l_42_);
        double l_44_ = double(l_38_);
        double l_45_ = (l_5_ * l_44_);
        double l_46_ = double(l_43_);
        double l_47_ = (l_45_ * l_46_);
        double l_48_ = (l_47_ - l_4_);
        double l_49_ = (l_4_ + l_4_);
        double l_50_ = (l_49_ + l_48_);
        double l_51_ = (l_50_ * l_4_);
        double l_52_ = (l_51_ - l_49_);
        double l_53_ = (l_52_ * l_4_);
        double l_54_ = (l_48_ - l_53_);
        double l_55_ = (l_4_ / l_51_);
        double l_56_ = (l_48_ * l_55_);
        double l_57_ = (l_56_ * l_51_);
        double l_58_ = (l_57_ * l_4_);
        double l_59_ = (l_3_ * l_56_);
        double l_60_ = (l_59_ * l_4_);
        double l_61_ = (l_60_ - l_56_);
        double l_62_ = (l_61_ * l_4_);
        double l_63_ = (l_60_ - l_62_);
        double l_64_ = (l_56_ - l_63_);
        double l_65_ = (l_3_ * l_51_);
        double l_66_ = (l_65_ * l_4_);
        double l_67_ = (l_66_ - l_51_);
        double l_68_ = (l_67_ * l_4_);
        double l_69_ = (l_66_ - l_68_);
        double l_70_ = (l_51_ - l_69_);
        double l_71_ = (l_63_ * l_69_);
        double l_72_ = (l_71_ - l_58_);
        double l_73_ = (l_63_ * l_70_);
        double l_74_ = (l_72_ + l_73_);
        double l_75_ = (l_64_ * l_69_);
        double l_76_ = (l_74_ + l_75_);
        double l_77_ = (l_64_ * l_70_);
        double l_78_ = (l_76_ + l_77_);
        double l_79_ = (l_48_ - l_58_);
        double l_80_ = (l_79_ - l_78_);
        double l_81_ = (l_56_ * l_54_);
        double l_82_ = (l_80_ - l_81_);
        double l_83_ = (l_82_ * l_55_);
        double l_84_ = (l_56_ * l_56_);
        uint l_525_ = asuint(info.Load(8+0));
        uint l_526_ = (l_525_ * 1u);
        bool l_527_ = (5u < l_526_);
        uint l_528_ = (l_526_ - 1u);
        uint l_529_ = min(5u, l_528_);
        double l_530_ = buffer_2_global.Load<double>(l_529_*8);
        double l_86_ = (l_527_ ? l_530_ : 0.0L);
        uint l_87_ = naga_f2u32(l_86_);
        uint l_532_ = asuint(info.Load(8+0));
        uint l_533_ = (l_532_ * 1u);
        bool l_534_ = (l_24_ < l_533_);
        uint l_535_ = (l_533_ - 1u);
        uint l_536_ = min(l_24_, l_535_);
        double l_537_ = buffer_2_global.Load<double>(l_536_*8);
        double l_88_ = (l_534_ ? l_537_ : 0.0L);
        l_mut_89_ = l_88_;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e317 = l_mut_90_;
                l_mut_90_ = (_e317 + 1u);
            }
            loop_init = false;
            uint _e294 = l_mut_90_;
            if ((_e294 < l_87_)) {
            } else {
                break;
            }
            {
                double _e296 = l_mut_89_;
                double l_91_ = (_e296 * l_84_);
                uint _e298 = l_mut_90_;
                uint l_92_ = (l_24_ + _e298);
                uint l_559_ = asuint(info.Load(8+0));
                uint l_560_ = (l_559_ * 1u);
                bool l_561_ = (l_92_ < l_560_);
                uint l_562_ = (l_560_ - 1u);
                uint l_563_ = min(l_92_, l_562_);
                double l_564_ = buffer_2_global.Load<double>(l_563_*8);
                double l_93_ = (l_561_ ? l_564_ : 0.0L);
                double l_94_ = (l_91_ + l_93_);
                l_mut_89_ = l_94_;
            }
        }
        double l_95_ = (l_56_ + l_56_);
        double l_96_ = (l_56_ * l_84_);
        double _e321 = l_mut_89_;
        double l_97_ = (l_96_ * _e321);
        double l_98_ = (l_83_ + l_97_);
        double l_99_ = (2.0L * l_98_);
        double l_100_ = (l_95_ + l_99_);
        double l_101_ = (l_100_ * l_4_);
        double l_102_ = (l_101_ - l_95_);
        double l_103_ = (l_102_ * l_4_);
        double l_104_ = (l_99_ - l_103_);
        uint l_539_ = asuint(info.Load(8+0));
        uint l_540_ = (l_539_ * 1u);
        bool l_541_ = (3u < l_540_);
        uint l_542_ = (l_540_ - 1u);
        uint l_543_ = min(3u, l_542_);
        double l_544_ = buffer_2_global.Load<double>(l_543_*8);
        double l_106_ = (l_541_ ? l_544_ : 0.0L);
        uint l_107_ = naga_f2u32(l_106_);
        double l_109_ = double(l_33_);
        uint l_546_ = asuint(info.Load(8+0));
        uint l_547_ = (l_546_ * 1u);
        bool l_548_ = (6u < l_547_);
        uint l_549_ = (l_547_ - 1u);
        uint l_550_ = min(6u, l_549_);
        double l_551_ = buffer_2_global.Load<double>(l_550_*8);
        double l_110_ = (l_548_ ? l_551_ : 0.0L);
        double l_111_ = (l_109_ * l_110_);
        double l_112_ = (l_111_ + l_101_);
        double l_113_ = (l_112_ * l_4_);
        double l_114_ = (l_113_ - l_111_);
        double l_115_ = (l_114_ * l_4_);
        double l_116_ = (l_113_ - l_115_);
        double l_117_ = (l_116_ * l_4_);
        double l_118_ = (l_111_ - l_117_);
        double l_119_ = (l_101_ - l_115_);
        double l_120_ = (l_118_ + l_119_);
        l_mut_89_ = l_104_;
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init_1 = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init_1) {
                uint _e400 = l_mut_121_;
                l_mut_121_ = (_e400 + 1u);
            }
            loop_init_1 = false;
            uint _e377 = l_mut_121_;
            if ((_e377 < l_107_)) {
            } else {
                break;
            }
            {
                uint _e379 = l_mut_121_;
                uint l_122_ = (6u + _e379);
                uint l_566_ = asuint(info.Load(8+0));
                uint l_567_ = (l_566_ * 1u);
                bool l_568_ = (l_122_ < l_567_);
                uint l_569_ = (l_567_ - 1u);
                uint l_570_ = min(l_122_, l_569_);
                double l_571_ = buffer_2_global.Load<double>(l_570_*8);
                double l_123_ = (l_568_ ? l_571_ : 0.0L);
                double l_124_ = (l_109_ * l_123_);
                double _e397 = l_mut_89_;
                l_mut_89_ = (_e397 + l_124_);
            }
        }
        double _e402 = l_mut_89_;
        double l_125_ = (l_120_ + _e402);
        double l_126_ = (l_113_ + l_125_);
        double l_127_ = (l_126_ * l_4_);
        double l_128_ = (l_127_ - l_113_);
        double l_129_ = (l_128_ * l_4_);
        double l_130_ = (l_125_ - l_129_);
        l_mut_89_ = l_127_;
        l_mut_131_ = l_130_;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e951 = l_mut_132_;
                l_mut_132_ = (_e951 + 1u);
            }
            loop_init_2 = false;
            uint _e411 = l_mut_132_;
            if ((_e411 < l_13_)) {
            } else {
                break;
            }
            {
                double _e413 = l_mut_89_;
                double l_133_ = -(_e413);
                double _e415 = l_mut_131_;
                double l_134_ = -(_e415);
                uint l_573_ = asuint(info.Load(8+0));
                uint l_574_ = (l_573_ * 1u);
                bool l_575_ = (2u < l_574_);
                uint l_576_ = (l_574_ - 1u);
                uint l_577_ = min(2u, l_576_);
                double l_578_ = buffer_2_global.Load<double>(l_577_*8);
                double l_136_ = (l_575_ ? l_578_ : 0.0L);
                uint l_137_ = naga_f2u32(l_136_);
                uint l_580_ = asuint(info.Load(8+0));
                uint l_581_ = (l_580_ * 1u);
                bool l_582_ = (3u < l_581_);
                uint l_583_ = (l_581_ - 1u);
                uint l_584_ = min(3u, l_583_);
                double l_585_ = buffer_2_global.Load<double>(l_584_*8);
                double l_139_ = (l_582_ ? l_585_ : 0.0L);
                uint l_140_ = naga_f2u32(l_139_);
                uint l_587_ = asuint(info.Load(8+0));
                uint l_588_ = (l_587_ * 1u);
                bool l_589_ = (6u < l_588_);
                uint l_590_ = (l_588_ - 1u);
                uint l_591_ = min(6u, l_590_);
                double l_592_ = buffer_2_global.Load<double>(l_591_*8);
                double l_142_ = (l_589_ ? l_592_ : 0.0L);
                double l_143_ = (l_133_ / l_142_);
                double l_144_ = (l_143_ + 0.5L);
                double l_145_ = floor(l_144_);
                double l_147_ = (l_145_ * 1.0L);
                l_mut_148_ = l_133_;
                l_mut_149_ = l_134_;
                l_mut_150_ = 0u;
                uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                bool loop_init_3 = true;
                while(true) {
                    if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                    loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                    if (!loop_init_3) {
                        uint _e517 = l_mut_150_;
                        l_mut_150_ = (_e517 + 1u);
                    }
                    loop_init_3 = false;
                    uint _e476 = l_mut_150_;
                    if ((_e476 < l_140_)) {
                    } else {
                        break;
                    }
                    {
                        uint _e478 = l_mut_150_;
                        uint l_151_ = (6u + _e478);
                        uint l_608_ = asuint(info.Load(8+0));
                        uint l_609_ = (l_608_ * 1u);
                        bool l_610_ = (l_151_ < l_609_);
                        uint l_611_ = (l_609_ - 1u);
                        uint l_612_ = min(l_151_, l_611_);
                        double l_613_ = buffer_2_global.Load<double>(l_612_*8);
                        double l_152_ = (l_610_ ? l_613_ : 0.0L);
                        double l_153_ = -(l_152_);
                        double l_154_ = (l_147_ * l_153_);
                        double _e497 = l_mut_148_;
                        double l_155_ = (_e497 + l_154_);
                        double l_156_ = (l_155_ * l_4_);
                        double _e500 = l_mut_148_;
                        double l_157_ = (l_156_ - _e500);
                        double l_158_ = (l_157_ * l_4_);
                        double l_159_ = (l_156_ - l_158_);
                        double l_160_ = (l_159_ * l_4_);
                        double _e505 = l_mut_148_;
                        double l_161_ = (_e505 - l_160_);
                        double l_162_ = (l_154_ - l_158_);
                        double l_163_ = (l_161_ + l_162_);
                        double _e509 = l_mut_149_;
                        double l_164_ = (l_163_ + _e509);
                        double l_165_ = (l_156_ + l_164_);
                        double l_166_ = (l_165_ * l_4_);
                        double l_167_ = (l_166_ - l_156_);
                        double l_168_ = (l_167_ * l_4_);
                        double l_169_ = (l_164_ - l_168_);
                        l_mut_148_ = l_166_;
                        l_mut_149_ = l_169_;
                    }
                }
                double _e519 = l_mut_148_;
                double l_170_ = (_e519 * 0.00390625L);
                double _e522 = l_mut_149_;
                double l_171_ = (_e522 * 0.00390625L);
                uint l_172_ = (l_137_ - 1u);
                uint l_173_ = (6u + l_140_);
                uint l_594_ = asuint(info.Load(8+0));
                uint l_595_ = (l_594_ * 1u);
                bool l_596_ = (l_173_ < l_595_);
                uint l_597_ = (l_595_ - 1u);
                uint l_598_ = min(l_173_, l_597_);
                double l_599_ = buffer_2_global.Load<double>(l_598_*8);
                double l_174_ = (l_596_ ? l_599_ : 0.0L);
                l_mut_149_ = l_174_;
                uint l_175_ = (l_173_ + 1u);
                uint l_601_ = asuint(info.Load(8+0));
                uint l_602_ = (l_601_ * 1u);
                bool l_603_ = (l_175_ < l_602_);
                uint l_604_ = (l_602_ - 1u);
                uint l_605_ = min(l_175_, l_604_);
                double l_606_ = buffer_2_global.Load<double>(l_605_*8);
                double l_176_ = (l_603_ ? l_606_ : 0.0L);
                l_mut_148_ = l_176_;
                l_mut_177_ = 1u;
                uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                bool loop_init_4 = true;
                while(true) {
                    if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                    loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                    if (!loop_init_4) {
                        uint _e654 = l_mut_177_;
                        l_mut_177_ = (_e654 + 1u);
                    }
                    loop_init_4 = false;
                    uint _e562 = l_mut_177_;
                    if ((_e562 < l_172_)) {
                    } else {
                        break;
                    }
                    {
                        double _e564 = l_mut_149_;
                        double l_178_ = (_e564 * l_170_);
                        double l_179_ = (l_178_ * l_4_);
                        double _e567 = l_mut_149_;
                        double l_180_ = (l_3_ * _e567);
                        double l_181_ = (l_180_ * l_4_);
                        double _e570 = l_mut_149_;
                        double l_182_ = (l_181_ - _e570);
                        double l_183_ = (l_182_ * l_4_);
                        double l_184_ = (l_181_ - l_183_);
                        double _e574 = l_mut_149_;
                        double l_185_ = (_e574 - l_184_);
                        double l_186_ = (l_3_ * l_170_);
                        double l_187_ = (l_186_ * l_4_);
                        double l_188_ = (l_187_ - l_170_);
                        double l_189_ = (l_188_ * l_4_);
                        double l_190_ = (l_187_ - l_189_);
                        double l_191_ = (l_170_ - l_190_);
                        double l_192_ = (l_184_ * l_190_);
                        double l_193_ = (l_192_ - l_179_);
                        double l_194_ = (l_184_ * l_191_);
                        double l_195_ = (l_193_ + l_194_);
                        double l_196_ = (l_185_ * l_190_);
                        double l_197_ = (l_195_ + l_196_);
                        double l_198_ = (l_185_ * l_191_);
                        double l_199_ = (l_197_ + l_198_);
                        double _e590 = l_mut_149_;
                        double l_200_ = (_e590 * l_171_);
                        double _e592 = l_mut_148_;
                        double l_201_ = (_e592 * l_170_);
                        double l_202_ = (l_200_ + l_201_);
                        double l_203_ = (l_199_ + l_202_);
                        double l_204_ = (l_179_ + l_203_);
                        double l_205_ = (l_204_ * l_4_);
                        double l_206_ = (l_205_ - l_179_);
                        double l_207_ = (l_206_ * l_4_);
                        double l_208_ = (l_203_ - l_207_);
                        uint _e602 = l_mut_177_;
                        uint l_209_ = (2u * _e602);
                        uint l_210_ = (l_173_ + l_209_);
                        uint l_615_ = asuint(info.Load(8+0));
                        uint l_616_ = (l_615_ * 1u);
                        bool l_617_ = (l_210_ < l_616_);
                        uint l_618_ = (l_616_ - 1u);
                        uint l_619_ = min(l_210_, l_618_);
                        double l_620_ = buffer_2_global.Load<double>(l_619_*8);
                        double l_211_ = (l_617_ ? l_620_ : 0.0L);
                        uint l_212_ = (l_210_ + 1u);
                        uint l_622_ = asuint(info.Load(8+0));
                        uint l_623_ = (l_622_ * 1u);
                        bool l_624_ = (l_212_ < l_623_);
                        uint l_625_ = (l_623_ - 1u);
                        uint l_626_ = min(l_212_, l_625_);
                        double l_627_ = buffer_2_global.Load<double>(l_626_*8);
                        double l_213_ = (l_624_ ? l_627_ : 0.0L);
                        double l_214_ = (l_205_ + l_211_);
                        double l_215_ = (l_214_ * l_4_);
                        double l_216_ = (l_215_ - l_205_);
                        double l_217_ = (l_216_ * l_4_);
                        double l_218_ = (l_215_ - l_217_);
                        double l_219_ = (l_218_ * l_4_);
                        double l_220_ = (l_205_ - l_219_);
                        double l_221_ = (l_211_ - l_217_);
                        double l_222_ = (l_220_ + l_221_);
                        double l_223_ = (l_208_ + l_213_);
                        double l_224_ = (l_222_ + l_223_);
                        double l_225_ = (l_215_ + l_224_);
                        double l_226_ = (l_225_ * l_4_);
                        double l_227_ = (l_226_ - l_215_);
                        double l_228_ = (l_227_ * l_4_);
                        double l_229_ = (l_224_ - l_228_);
                        l_mut_149_ = l_226_;
                        l_mut_148_ = l_229_;
                    }
                }
                double _e656 = l_mut_149_;
                double l_230_ = (_e656 * l_170_);
                double l_231_ = (l_230_ * l_4_);
                double _e659 = l_mut_149_;
                double l_232_ = (l_3_ * _e659);
                double l_233_ = (l_232_ * l_4_);
                double _e662 = l_mut_149_;
                double l_234_ = (l_233_ - _e662);
                double l_235_ = (l_234_ * l_4_);
                double l_236_ = (l_233_ - l_235_);
                double _e666 = l_mut_149_;
                double l_237_ = (_e666 - l_236_);
                double l_238_ = (l_3_ * l_170_);
                double l_239_ = (l_238_ * l_4_);
                double l_240_ = (l_239_ - l_170_);
                double l_241_ = (l_240_ * l_4_);
                double l_242_ = (l_239_ - l_241_);
                double l_243_ = (l_170_ - l_242_);
                double l_244_ = (l_236_ * l_242_);
                double l_245_ = (l_244_ - l_231_);
                double l_246_ = (l_236_ * l_243_);
                double l_247_ = (l_245_ + l_246_);
                double l_248_ = (l_237_ * l_242_);
                double l_249_ = (l_247_ + l_248_);
                double l_250_ = (l_237_ * l_243_);
                double l_251_ = (l_249_ + l_250_);
                double _e682 = l_mut_149_;
                double l_252_ = (_e682 * l_171_);
                double _e684 = l_mut_148_;
                double l_253_ = (_e684 * l_170_);
                double l_254_ = (l_252_ + l_253_);
                double l_255_ = (l_251_ + l_254_);
                double l_256_ = (l_231_ + l_255_);
                double l_257_ = (l_256_ * l_4_);
                double l_258_ = (l_257_ - l_231_);
                double l_259_ = (l_258_ * l_4_);
                double l_260_ = (l_255_ - l_259_);
                double l_261_ = (l_257_ + l_4_);
                double l_262_ = (l_261_ * l_4_);
                double l_263_ = (l_262_ - l_257_);
                double l_264_ = (l_263_ * l_4_);
                double l_265_ = (l_262_ - l_264_);
                double l_266_ = (l_265_ * l_4_);
                double l_267_ = (l_257_ - l_266_);
                double l_268_ = (l_4_ - l_264_);
                double l_269_ = (l_267_ + l_268_);
                double l_270_ = (l_269_ + l_260_);
                double l_271_ = (l_262_ + l_270_);
                double l_272_ = (l_271_ * l_4_);
                double l_273_ = (l_272_ - l_262_);
                double l_274_ = (l_273_ * l_4_);
                double l_275_ = (l_270_ - l_274_);
                double l_276_ = (l_272_ * l_170_);
                double l_277_ = (l_276_ * l_4_);
                double l_278_ = (l_3_ * l_272_);
                double l_279_ = (l_278_ * l_4_);
                double l_280_ = (l_279_ - l_272_);
                double l_281_ = (l_280_ * l_4_);
                double l_282_ = (l_279_ - l_281_);
                double l_283_ = (l_272_ - l_282_);
                double l_284_ = (l_3_ * l_170_);
                double l_285_ = (l_284_ * l_4_);
                double l_286_ = (l_285_ - l_170_);
                double l_287_ = (l_286_ * l_4_);
                double l_288_ = (l_285_ - l_287_);
                double l_289_ = (l_170_ - l_288_);
                double l_290_ = (l_282_ * l_288_);
                double l_291_ = (l_290_ - l_277_);
                double l_292_ = (l_282_ * l_289_);
                double l_293_ = (l_291_ + l_292_);
                double l_294_ = (l_283_ * l_288_);
                double l_295_ = (l_293_ + l_294_);
                double l_296_ = (l_283_ * l_289_);
                double l_297_ = (l_295_ + l_296_);
                double l_298_ = (l_272_ * l_171_);
                double l_299_ = (l_275_ * l_170_);
                double l_300_ = (l_298_ + l_299_);
                double l_301_ = (l_297_ + l_300_);
                double l_302_ = (l_277_ + l_301_);
                double l_303_ = (l_302_ * l_4_);
                double l_304_ = (l_303_ - l_277_);
                double l_305_ = (l_304_ * l_4_);
                double l_306_ = (l_301_ - l_305_);
                l_mut_149_ = l_303_;
                l_mut_148_ = l_306_;
                l_mut_307_ = 0u;
                uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                bool loop_init_5 = true;
                while(true) {
                    if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                    loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                    if (!loop_init_5) {
                        uint _e810 = l_mut_307_;
                        l_mut_307_ = (_e810 + 1u);
                    }
                    loop_init_5 = false;
                    uint _e741 = l_mut_307_;
                    if ((_e741 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        double _e744 = l_mut_149_;
                        double l_308_ = (_e744 * 2.0L);
                        double _e747 = l_mut_148_;
                        double l_309_ = (_e747 * 2.0L);
                        double _e750 = l_mut_149_;
                        double _e751 = l_mut_149_;
                        double l_310_ = (_e750 * _e751);
                        double l_311_ = (l_310_ * l_4_);
                        double _e754 = l_mut_149_;
                        double l_312_ = (l_3_ * _e754);
                        double l_313_ = (l_312_ * l_4_);
                        double _e757 = l_mut_149_;
                        double l_314_ = (l_313_ - _e757);
                        double l_315_ = (l_314_ * l_4_);
                        double l_316_ = (l_313_ - l_315_);
                        double _e761 = l_mut_149_;
                        double l_317_ = (_e761 - l_316_);
                        double _e763 = l_mut_149_;
                        double l_318_ = (l_3_ * _e763);
                        double l_319_ = (l_318_ * l_4_);
                        double _e766 = l_mut_149_;
                        double l_320_ = (l_319_ - _e766);
                        double l_321_ = (l_320_ * l_4_);
                        double l_322_ = (l_319_ - l_321_);
                        double _e770 = l_mut_149_;
                        double l_323_ = (_e770 - l_322_);
                        double l_324_ = (l_316_ * l_322_);
                        double l_325_ = (l_324_ - l_311_);
                        double l_326_ = (l_316_ * l_323_);
                        double l_327_ = (l_325_ + l_326_);
                        double l_328_ = (l_317_ * l_322_);
                        double l_329_ = (l_327_ + l_328_);
                        double l_330_ = (l_317_ * l_323_);
                        double l_331_ = (l_329_ + l_330_);
                        double _e780 = l_mut_149_;
                        double _e781 = l_mut_148_;
                        double l_332_ = (_e780 * _e781);
                        double _e783 = l_mut_148_;
                        double _e784 = l_mut_149_;
                        double l_333_ = (_e783 * _e784);
                        double l_334_ = (l_332_ + l_333_);
                        double l_335_ = (l_331_ + l_334_);
                        double l_336_ = (l_311_ + l_335_);
                        double l_337_ = (l_336_ * l_4_);
                        double l_338_ = (l_337_ - l_311_);
                        double l_339_ = (l_338_ * l_4_);
                        double l_340_ = (l_335_ - l_339_);
                        double l_341_ = (l_308_ + l_337_);
                        double l_342_ = (l_341_ * l_4_);
                        double l_343_ = (l_342_ - l_308_);
                        double l_344_ = (l_343_ * l_4_);
                        double l_345_ = (l_342_ - l_344_);
                        double l_346_ = (l_345_ * l_4_);
                        double l_347_ = (l_308_ - l_346_);
                        double l_348_ = (l_337_ - l_344_);
                        double l_349_ = (l_347_ + l_348_);
                        double l_350_ = (l_309_ + l_340_);
                        double l_351_ = (l_349_ + l_350_);
                        double l_352_ = (l_342_ + l_351_);
                        double l_353_ = (l_352_ * l_4_);
                        double l_354_ = (l_353_ - l_342_);
                        double l_355_ = (l_354_ * l_4_);
                        double l_356_ = (l_351_ - l_355_);
                        l_mut_149_ = l_353_;
                        l_mut_148_ = l_356_;
                    }
                }
                double _e812 = l_mut_149_;
                double l_357_ = (_e812 + l_4_);
                double l_358_ = (l_357_ * l_4_);
                double _e815 = l_mut_149_;
                double l_359_ = (l_358_ - _e815);
                double l_360_ = (l_359_ * l_4_);
                double l_361_ = (l_358_ - l_360_);
                double l_362_ = (l_361_ * l_4_);
                double _e820 = l_mut_149_;
                double l_363_ = (_e820 - l_362_);
                double l_364_ = (l_4_ - l_360_);
                double l_365_ = (l_363_ + l_364_);
                double _e824 = l_mut_148_;
                double l_366_ = (l_365_ + _e824);
                double l_367_ = (l_358_ + l_366_);
                double l_368_ = (l_367_ * l_4_);
                double l_369_ = (l_368_ - l_358_);
                double l_370_ = (l_369_ * l_4_);
                double l_371_ = (l_366_ - l_370_);
                double l_372_ = abs(l_145_);
                uint l_373_ = naga_f2u32(l_372_);
                l_mut_374_ = l_373_;
                bool l_375_ = (l_145_ < 0.0L);
                double l_376_ = (l_375_ ? 0.5L : 2.0L);
                l_mut_149_ = l_376_;
                l_mut_148_ = 1.0L;
                l_mut_377_ = 0u;
                uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                bool loop_init_6 = true;
                while(true) {
                    if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                    loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                    if (!loop_init_6) {
                        uint _e861 = l_mut_377_;
                        l_mut_377_ = (_e861 + 1u);
                    }
                    loop_init_6 = false;
                    uint _e841 = l_mut_377_;
                    if ((_e841 < 11u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e844 = l_mut_374_;
                        uint l_378_ = (_e844 & 1u);
                        bool l_379_ = (l_378_ == 1u);
                        double _e849 = l_mut_148_;
                        double _e850 = l_mut_149_;
                        double l_380_ = (_e849 * _e850);
                        double _e852 = l_mut_148_;
                        double l_381_ = (l_379_ ? l_380_ : _e852);
                        l_mut_148_ = l_381_;
                        double _e854 = l_mut_149_;
                        double _e855 = l_mut_149_;
                        l_mut_149_ = (_e854 * _e855);
                        uint _e857 = l_mut_374_;
                        l_mut_374_ = (_e857 >> 1u);
                    }
                }
                double _e863 = l_mut_148_;
                double l_382_ = (l_368_ * _e863);
                double _e865 = l_mut_148_;
                double l_383_ = (l_371_ * _e865);
                double l_384_ = (l_5_ * l_382_);
                double l_385_ = (l_384_ * l_4_);
                double l_386_ = (l_3_ * l_5_);
                double l_387_ = (l_386_ * l_4_);
                double l_388_ = (l_387_ - l_5_);
                double l_389_ = (l_388_ * l_4_);
                double l_390_ = (l_387_ - l_389_);
                double l_391_ = (l_5_ - l_390_);
                double l_392_ = (l_3_ * l_382_);
                double l_393_ = (l_392_ * l_4_);
                double l_394_ = (l_393_ - l_382_);
                double l_395_ = (l_394_ * l_4_);
                double l_396_ = (l_393_ - l_395_);
                double l_397_ = (l_382_ - l_396_);
                double l_398_ = (l_390_ * l_396_);
                double l_399_ = (l_398_ - l_385_);
                double l_400_ = (l_390_ * l_397_);
                double l_401_ = (l_399_ + l_400_);
                double l_402_ = (l_391_ * l_396_);
                double l_403_ = (l_401_ + l_402_);
                double l_404_ = (l_391_ * l_397_);
                double l_405_ = (l_403_ + l_404_);
                double l_406_ = (l_5_ * l_383_);
                double l_407_ = (l_7_ * l_382_);
                double l_408_ = (l_406_ + l_407_);
                double l_409_ = (l_405_ + l_408_);
                double l_410_ = (l_385_ + l_409_);
                double l_411_ = (l_410_ * l_4_);
                double l_412_ = (l_411_ - l_385_);
                double l_413_ = (l_412_ * l_4_);
                double l_414_ = (l_409_ - l_413_);
                double l_415_ = -(l_4_);
                double l_416_ = (l_411_ + l_415_);
                double l_417_ = (l_416_ * l_4_);
                double l_418_ = (l_417_ - l_411_);
                double l_419_ = (l_418_ * l_4_);
                double l_420_ = (l_417_ - l_419_);
                double l_421_ = (l_420_ * l_4_);
                double l_422_ = (l_411_ - l_421_);
                double l_423_ = (l_415_ - l_419_);
                double l_424_ = (l_422_ + l_423_);
                double l_425_ = (l_424_ + l_414_);
                double l_426_ = (l_417_ + l_425_);
                double l_427_ = (l_426_ * l_4_);
                double l_428_ = (l_427_ - l_417_);
                double l_429_ = (l_428_ * l_4_);
                double l_430_ = (l_425_ - l_429_);
                double _e914 = l_mut_89_;
                double l_431_ = (_e914 + l_427_);
                double l_432_ = (l_431_ * l_4_);
                double _e917 = l_mut_89_;
                double l_433_ = (l_432_ - _e917);
                double l_434_ = (l_433_ * l_4_);
                double l_435_ = (l_432_ - l_434_);
                double l_436_ = (l_435_ * l_4_);
                double _e922 = l_mut_89_;
                double l_437_ = (_e922 - l_436_);
                double l_438_ = (l_427_ - l_434_);
                double l_439_ = (l_437_ + l_438_);
                double _e926 = l_mut_131_;
                double l_440_ = (_e926 + l_430_);
                double l_441_ = (l_440_ * l_4_);
                double _e929 = l_mut_131_;
                double l_442_ = (l_441_ - _e929);
                double l_443_ = (l_442_ * l_4_);
                double l_444_ = (l_441_ - l_443_);
                double l_445_ = (l_444_ * l_4_);
                double _e934 = l_mut_131_;
                double l_446_ = (_e934 - l_445_);
                double l_447_ = (l_430_ - l_443_);
                double l_448_ = (l_446_ + l_447_);
                double l_449_ = (l_439_ + l_441_);
                double l_450_ = (l_432_ + l_449_);
                double l_451_ = (l_450_ * l_4_);
                double l_452_ = (l_451_ - l_432_);
                double l_453_ = (l_452_ * l_4_);
                double l_454_ = (l_449_ - l_453_);
                double l_455_ = (l_448_ + l_454_);
                double l_456_ = (l_451_ + l_455_);
                double l_457_ = (l_456_ * l_4_);
                double l_458_ = (l_457_ - l_451_);
                double l_459_ = (l_458_ * l_4_);
                double l_460_ = (l_455_ - l_459_);
                l_mut_89_ = l_457_;
                l_mut_131_ = l_460_;
            }
        }
        uint l_553_ = asuint(info.Load(12+0));
        uint l_554_ = (l_553_ * 1u);
        bool l_555_ = (id < l_554_);
        if (l_555_) {
            double _e962 = l_mut_89_;
            buffer_3_global.Store(id*8, _e962);
        }
        uint l_461_ = (l_1_ + id);
        uint l_556_ = asuint(info.Load(12+0));
        uint l_557_ = (l_556_ * 1u);
        bool l_558_ = (l_461_ < l_557_);
        if (l_558_) {
            double _e973 = l_mut_131_;
            buffer_3_global.Store(l_461_*8, _e973);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
