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

uint naga_f2u32(float value) {
    return uint(clamp(value, 0.0, 4294967000.0));
}

[numthreads(64, 1, 1)]
void multi_words_f_f32_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    float l_mut_128_ = (float)0;
    float l_mut_145_ = (float)0;
    float l_mut_146_ = (float)0;
    uint l_mut_371_ = (uint)0;
    float l_mut_86_ = (float)0;
    uint l_mut_87_ = 1u;
    uint l_mut_118_ = 1u;
    uint l_mut_129_ = 0u;
    uint l_mut_147_ = (uint)0;
    uint l_mut_174_ = (uint)0;
    uint l_mut_304_ = (uint)0;
    uint l_mut_374_ = (uint)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 2u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_458_ = asuint(info.Load(8+0));
        uint l_459_ = (l_458_ * 1u);
        bool l_460_ = (0u < l_459_);
        uint l_461_ = (l_459_ - 1u);
        uint l_462_ = min(0u, l_461_);
        float l_463_ = asfloat(buffer_2_global.Load(l_462_*4));
        float l_3_ = (l_460_ ? l_463_ : 0.0);
        uint l_465_ = asuint(info.Load(8+0));
        uint l_466_ = (l_465_ * 1u);
        bool l_467_ = (1u < l_466_);
        uint l_468_ = (l_466_ - 1u);
        uint l_469_ = min(1u, l_468_);
        float l_470_ = asfloat(buffer_2_global.Load(l_469_*4));
        float l_4_ = (l_467_ ? l_470_ : 0.0);
        uint l_472_ = asuint(info.Load(0+0));
        uint l_473_ = (l_472_ * 1u);
        bool l_474_ = (id < l_473_);
        uint l_475_ = (l_473_ - 1u);
        uint l_476_ = min(id, l_475_);
        float l_477_ = asfloat(buffer_0_global.Load(l_476_*4));
        float l_5_ = (l_474_ ? l_477_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_479_ = asuint(info.Load(0+0));
        uint l_480_ = (l_479_ * 1u);
        bool l_481_ = (l_6_ < l_480_);
        uint l_482_ = (l_480_ - 1u);
        uint l_483_ = min(l_6_, l_482_);
        float l_484_ = asfloat(buffer_0_global.Load(l_483_*4));
        float l_7_ = (l_481_ ? l_484_ : 0.0);
        uint l_486_ = asuint(info.Load(4+0));
        uint l_487_ = (l_486_ * 1u);
        bool l_488_ = (id < l_487_);
        uint l_489_ = (l_487_ - 1u);
        uint l_490_ = min(id, l_489_);
        float l_491_ = asfloat(buffer_1_global.Load(l_490_*4));
        float l_8_ = (l_488_ ? l_491_ : 0.0);
        uint l_9_ = (l_1_ + id);
        uint l_493_ = asuint(info.Load(4+0));
        uint l_494_ = (l_493_ * 1u);
        bool l_495_ = (l_9_ < l_494_);
        uint l_496_ = (l_494_ - 1u);
        uint l_497_ = min(l_9_, l_496_);
        float l_498_ = asfloat(buffer_1_global.Load(l_497_*4));
        float l_10_ = (l_495_ ? l_498_ : 0.0);
        uint l_500_ = asuint(info.Load(8+0));
        uint l_501_ = (l_500_ * 1u);
        bool l_502_ = (4u < l_501_);
        uint l_503_ = (l_501_ - 1u);
        uint l_504_ = min(4u, l_503_);
        float l_505_ = asfloat(buffer_2_global.Load(l_504_*4));
        float l_12_ = (l_502_ ? l_505_ : 0.0);
        uint l_13_ = naga_f2u32(l_12_);
        uint l_507_ = asuint(info.Load(8+0));
        uint l_508_ = (l_507_ * 1u);
        bool l_509_ = (2u < l_508_);
        uint l_510_ = (l_508_ - 1u);
        uint l_511_ = min(2u, l_510_);
        float l_512_ = asfloat(buffer_2_global.Load(l_511_*4));
        float l_15_ = (l_509_ ? l_512_ : 0.0);
        uint l_16_ = naga_f2u32(l_15_);
        uint l_514_ = asuint(info.Load(8+0));
        uint l_515_ = (l_514_ * 1u);
        bool l_516_ = (3u < l_515_);
        uint l_517_ = (l_515_ - 1u);
        uint l_518_ = min(3u, l_517_);
        float l_519_ = asfloat(buffer_2_global.Load(l_518_*4));
        float l_18_ = (l_516_ ? l_519_ : 0.0);
        uint l_19_ = naga_f2u32(l_18_);
        uint l_21_ = (6u + l_19_);
        uint l_22_ = (l_16_ - 1u);
        uint l_23_ = (2u * l_22_);
        uint l_24_ = (l_21_ + l_23_);
        uint l_25_ = asuint(l_5_);
        uint l_26_ = (l_25_ & 8388607u);
        bool l_27_ = (l_26_ >= 3474675u);
        int l_28_ = int(l_27_);
        uint l_29_ = (l_25_ >> 23u);
        int l_30_ = int(l_29_);
        int l_31_ = asint(asuint(l_30_) - asuint(int(127)));
        int l_32_ = asint(asuint(l_31_) + asuint(l_28_));
        int l_33_ = naga_div(l_32_, int(2));
        int l_34_ = asint(asuint(int(127)) - asuint(l_33_));
        uint l_35_ = uint(l_34_);
        uint l_36_ = (l_35_ << 23u);
        float l_37_ = asfloat(l_36_);
        int l_38_ = asint(asuint(l_32_) - asuint(l_33_));
        int l_39_ = asint(asuint(int(127)) - asuint(l_38_));
        uint l_40_ = uint(l_39_);
        uint l_41_ = (l_40_ << 23u);
        float l_42_ = asfloat(l_41_);
        float l_43_ = (l_5_ * l_37_);
        float l_44_ = (l_43_ * l_42_);
        float l_45_ = (l_44_ - l_4_);
        float l_46_ = (l_4_ + l_4_);
        float l_47_ = (l_46_ + l_45_);
        float l_48_ = (l_47_ * l_4_);
        float l_49_ = (l_48_ - l_46_);
        float l_50_ = (l_49_ * l_4_);
        float l_51_ = (l_45_ - l_50_);
        float l_52_ = (l_4_ / l_48_);
        float l_53_ = (l_45_ * l_52_);
        float l_54_ = (l_53_ * l_48_);
        float l_55_ = (l_54_ * l_4_);
        float l_56_ = (l_3_ * l_53_);
        float l_57_ = (l_56_ * l_4_);
        float l_58_ = (l_57_ - l_53_);
        float l_59_ = (l_58_ * l_4_);
        float l_60_ = (l_57_ - l_59_);
        float l_61_ = (l_53_ - l_60_);
        float l_62_ = (l_3_ * l_48_);
        float l_63_ = (l_62_ * l_4_);
        float l_64_ = (l_63_ - l_48_);
        float l_65_ = (l_64_ * l_4_);
        float l_66_ = (l_63_ - l_65_);
        float l_67_ = (l_48_ - l_66_);
        float l_68_ = (l_60_ * l_66_);
        float l_69_ = (l_68_ - l_55_);
        float l_70_ = (l_60_ * l_67_);
        float l_71_ = (l_69_ + l_70_);
        float l_72_ = (l_61_ * l_66_);
        float l_73_ = (l_71_ + l_72_);
        float l_74_ = (l_61_ * l_67_);
        float l_75_ = (l_73_ + l_74_);
        float l_76_ = (l_45_ - l_55_);
        float l_77_ = (l_76_ - l_75_);
        float l_78_ = (l_53_ * l_51_);
        float l_79_ = (l_77_ - l_78_);
        float l_80_ = (l_79_ * l_52_);
        float l_81_ = (l_53_ * l_53_);
        uint l_521_ = asuint(info.Load(8+0));
        uint l_522_ = (l_521_ * 1u);
        bool l_523_ = (5u < l_522_);
        uint l_524_ = (l_522_ - 1u);
        uint l_525_ = min(5u, l_524_);
        float l_526_ = asfloat(buffer_2_global.Load(l_525_*4));
        float l_83_ = (l_523_ ? l_526_ : 0.0);
        uint l_84_ = naga_f2u32(l_83_);
        uint l_528_ = asuint(info.Load(8+0));
        uint l_529_ = (l_528_ * 1u);
        bool l_530_ = (l_24_ < l_529_);
        uint l_531_ = (l_529_ - 1u);
        uint l_532_ = min(l_24_, l_531_);
        float l_533_ = asfloat(buffer_2_global.Load(l_532_*4));
        float l_85_ = (l_530_ ? l_533_ : 0.0);
        l_mut_86_ = l_85_;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e314 = l_mut_87_;
                l_mut_87_ = (_e314 + 1u);
            }
            loop_init = false;
            uint _e291 = l_mut_87_;
            if ((_e291 < l_84_)) {
            } else {
                break;
            }
            {
                float _e293 = l_mut_86_;
                float l_88_ = (_e293 * l_81_);
                uint _e295 = l_mut_87_;
                uint l_89_ = (l_24_ + _e295);
                uint l_555_ = asuint(info.Load(8+0));
                uint l_556_ = (l_555_ * 1u);
                bool l_557_ = (l_89_ < l_556_);
                uint l_558_ = (l_556_ - 1u);
                uint l_559_ = min(l_89_, l_558_);
                float l_560_ = asfloat(buffer_2_global.Load(l_559_*4));
                float l_90_ = (l_557_ ? l_560_ : 0.0);
                float l_91_ = (l_88_ + l_90_);
                l_mut_86_ = l_91_;
            }
        }
        float l_92_ = (l_53_ + l_53_);
        float l_93_ = (l_53_ * l_81_);
        float _e318 = l_mut_86_;
        float l_94_ = (l_93_ * _e318);
        float l_95_ = (l_80_ + l_94_);
        float l_96_ = (2.0 * l_95_);
        float l_97_ = (l_92_ + l_96_);
        float l_98_ = (l_97_ * l_4_);
        float l_99_ = (l_98_ - l_92_);
        float l_100_ = (l_99_ * l_4_);
        float l_101_ = (l_96_ - l_100_);
        uint l_535_ = asuint(info.Load(8+0));
        uint l_536_ = (l_535_ * 1u);
        bool l_537_ = (3u < l_536_);
        uint l_538_ = (l_536_ - 1u);
        uint l_539_ = min(3u, l_538_);
        float l_540_ = asfloat(buffer_2_global.Load(l_539_*4));
        float l_103_ = (l_537_ ? l_540_ : 0.0);
        uint l_104_ = naga_f2u32(l_103_);
        float l_106_ = float(l_32_);
        uint l_542_ = asuint(info.Load(8+0));
        uint l_543_ = (l_542_ * 1u);
        bool l_544_ = (6u < l_543_);
        uint l_545_ = (l_543_ - 1u);
        uint l_546_ = min(6u, l_545_);
        float l_547_ = asfloat(buffer_2_global.Load(l_546_*4));
        float l_107_ = (l_544_ ? l_547_ : 0.0);
        float l_108_ = (l_106_ * l_107_);
        float l_109_ = (l_108_ + l_98_);
        float l_110_ = (l_109_ * l_4_);
        float l_111_ = (l_110_ - l_108_);
        float l_112_ = (l_111_ * l_4_);
        float l_113_ = (l_110_ - l_112_);
        float l_114_ = (l_113_ * l_4_);
        float l_115_ = (l_108_ - l_114_);
        float l_116_ = (l_98_ - l_112_);
        float l_117_ = (l_115_ + l_116_);
        l_mut_86_ = l_101_;
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init_1 = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init_1) {
                uint _e397 = l_mut_118_;
                l_mut_118_ = (_e397 + 1u);
            }
            loop_init_1 = false;
            uint _e374 = l_mut_118_;
            if ((_e374 < l_104_)) {
            } else {
                break;
            }
            {
                uint _e376 = l_mut_118_;
                uint l_119_ = (6u + _e376);
                uint l_562_ = asuint(info.Load(8+0));
                uint l_563_ = (l_562_ * 1u);
                bool l_564_ = (l_119_ < l_563_);
                uint l_565_ = (l_563_ - 1u);
                uint l_566_ = min(l_119_, l_565_);
                float l_567_ = asfloat(buffer_2_global.Load(l_566_*4));
                float l_120_ = (l_564_ ? l_567_ : 0.0);
                float l_121_ = (l_106_ * l_120_);
                float _e394 = l_mut_86_;
                l_mut_86_ = (_e394 + l_121_);
            }
        }
        float _e399 = l_mut_86_;
        float l_122_ = (l_117_ + _e399);
        float l_123_ = (l_110_ + l_122_);
        float l_124_ = (l_123_ * l_4_);
        float l_125_ = (l_124_ - l_110_);
        float l_126_ = (l_125_ * l_4_);
        float l_127_ = (l_122_ - l_126_);
        l_mut_86_ = l_124_;
        l_mut_128_ = l_127_;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e953 = l_mut_129_;
                l_mut_129_ = (_e953 + 1u);
            }
            loop_init_2 = false;
            uint _e408 = l_mut_129_;
            if ((_e408 < l_13_)) {
            } else {
                break;
            }
            {
                float _e410 = l_mut_86_;
                float l_130_ = -(_e410);
                float _e412 = l_mut_128_;
                float l_131_ = -(_e412);
                uint l_569_ = asuint(info.Load(8+0));
                uint l_570_ = (l_569_ * 1u);
                bool l_571_ = (2u < l_570_);
                uint l_572_ = (l_570_ - 1u);
                uint l_573_ = min(2u, l_572_);
                float l_574_ = asfloat(buffer_2_global.Load(l_573_*4));
                float l_133_ = (l_571_ ? l_574_ : 0.0);
                uint l_134_ = naga_f2u32(l_133_);
                uint l_576_ = asuint(info.Load(8+0));
                uint l_577_ = (l_576_ * 1u);
                bool l_578_ = (3u < l_577_);
                uint l_579_ = (l_577_ - 1u);
                uint l_580_ = min(3u, l_579_);
                float l_581_ = asfloat(buffer_2_global.Load(l_580_*4));
                float l_136_ = (l_578_ ? l_581_ : 0.0);
                uint l_137_ = naga_f2u32(l_136_);
                uint l_583_ = asuint(info.Load(8+0));
                uint l_584_ = (l_583_ * 1u);
                bool l_585_ = (6u < l_584_);
                uint l_586_ = (l_584_ - 1u);
                uint l_587_ = min(6u, l_586_);
                float l_588_ = asfloat(buffer_2_global.Load(l_587_*4));
                float l_139_ = (l_585_ ? l_588_ : 0.0);
                float l_140_ = (l_130_ / l_139_);
                float l_141_ = (l_140_ + 0.5);
                float l_142_ = floor(l_141_);
                float l_144_ = (l_142_ * 1.0);
                l_mut_145_ = l_130_;
                l_mut_146_ = l_131_;
                l_mut_147_ = 0u;
                uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                bool loop_init_3 = true;
                while(true) {
                    if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                    loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                    if (!loop_init_3) {
                        uint _e514 = l_mut_147_;
                        l_mut_147_ = (_e514 + 1u);
                    }
                    loop_init_3 = false;
                    uint _e473 = l_mut_147_;
                    if ((_e473 < l_137_)) {
                    } else {
                        break;
                    }
                    {
                        uint _e475 = l_mut_147_;
                        uint l_148_ = (6u + _e475);
                        uint l_604_ = asuint(info.Load(8+0));
                        uint l_605_ = (l_604_ * 1u);
                        bool l_606_ = (l_148_ < l_605_);
                        uint l_607_ = (l_605_ - 1u);
                        uint l_608_ = min(l_148_, l_607_);
                        float l_609_ = asfloat(buffer_2_global.Load(l_608_*4));
                        float l_149_ = (l_606_ ? l_609_ : 0.0);
                        float l_150_ = -(l_149_);
                        float l_151_ = (l_144_ * l_150_);
                        float _e494 = l_mut_145_;
                        float l_152_ = (_e494 + l_151_);
                        float l_153_ = (l_152_ * l_4_);
                        float _e497 = l_mut_145_;
                        float l_154_ = (l_153_ - _e497);
                        float l_155_ = (l_154_ * l_4_);
                        float l_156_ = (l_153_ - l_155_);
                        float l_157_ = (l_156_ * l_4_);
                        float _e502 = l_mut_145_;
                        float l_158_ = (_e502 - l_157_);
                        float l_159_ = (l_151_ - l_155_);
                        float l_160_ = (l_158_ + l_159_);
                        float _e506 = l_mut_146_;
                        float l_161_ = (l_160_ + _e506);
                        float l_162_ = (l_153_ + l_161_);
                        float l_163_ = (l_162_ * l_4_);
                        float l_164_ = (l_163_ - l_153_);
                        float l_165_ = (l_164_ * l_4_);
                        float l_166_ = (l_161_ - l_165_);
                        l_mut_145_ = l_163_;
                        l_mut_146_ = l_166_;
                    }
                }
                float _e516 = l_mut_145_;
                float l_167_ = (_e516 * 0.00390625);
                float _e519 = l_mut_146_;
                float l_168_ = (_e519 * 0.00390625);
                uint l_169_ = (l_134_ - 1u);
                uint l_170_ = (6u + l_137_);
                uint l_590_ = asuint(info.Load(8+0));
                uint l_591_ = (l_590_ * 1u);
                bool l_592_ = (l_170_ < l_591_);
                uint l_593_ = (l_591_ - 1u);
                uint l_594_ = min(l_170_, l_593_);
                float l_595_ = asfloat(buffer_2_global.Load(l_594_*4));
                float l_171_ = (l_592_ ? l_595_ : 0.0);
                l_mut_146_ = l_171_;
                uint l_172_ = (l_170_ + 1u);
                uint l_597_ = asuint(info.Load(8+0));
                uint l_598_ = (l_597_ * 1u);
                bool l_599_ = (l_172_ < l_598_);
                uint l_600_ = (l_598_ - 1u);
                uint l_601_ = min(l_172_, l_600_);
                float l_602_ = asfloat(buffer_2_global.Load(l_601_*4));
                float l_173_ = (l_599_ ? l_602_ : 0.0);
                l_mut_145_ = l_173_;
                l_mut_174_ = 1u;
                uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                bool loop_init_4 = true;
                while(true) {
                    if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                    loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                    if (!loop_init_4) {
                        uint _e651 = l_mut_174_;
                        l_mut_174_ = (_e651 + 1u);
                    }
                    loop_init_4 = false;
                    uint _e559 = l_mut_174_;
                    if ((_e559 < l_169_)) {
                    } else {
                        break;
                    }
                    {
                        float _e561 = l_mut_146_;
                        float l_175_ = (_e561 * l_167_);
                        float l_176_ = (l_175_ * l_4_);
                        float _e564 = l_mut_146_;
                        float l_177_ = (l_3_ * _e564);
                        float l_178_ = (l_177_ * l_4_);
                        float _e567 = l_mut_146_;
                        float l_179_ = (l_178_ - _e567);
                        float l_180_ = (l_179_ * l_4_);
                        float l_181_ = (l_178_ - l_180_);
                        float _e571 = l_mut_146_;
                        float l_182_ = (_e571 - l_181_);
                        float l_183_ = (l_3_ * l_167_);
                        float l_184_ = (l_183_ * l_4_);
                        float l_185_ = (l_184_ - l_167_);
                        float l_186_ = (l_185_ * l_4_);
                        float l_187_ = (l_184_ - l_186_);
                        float l_188_ = (l_167_ - l_187_);
                        float l_189_ = (l_181_ * l_187_);
                        float l_190_ = (l_189_ - l_176_);
                        float l_191_ = (l_181_ * l_188_);
                        float l_192_ = (l_190_ + l_191_);
                        float l_193_ = (l_182_ * l_187_);
                        float l_194_ = (l_192_ + l_193_);
                        float l_195_ = (l_182_ * l_188_);
                        float l_196_ = (l_194_ + l_195_);
                        float _e587 = l_mut_146_;
                        float l_197_ = (_e587 * l_168_);
                        float _e589 = l_mut_145_;
                        float l_198_ = (_e589 * l_167_);
                        float l_199_ = (l_197_ + l_198_);
                        float l_200_ = (l_196_ + l_199_);
                        float l_201_ = (l_176_ + l_200_);
                        float l_202_ = (l_201_ * l_4_);
                        float l_203_ = (l_202_ - l_176_);
                        float l_204_ = (l_203_ * l_4_);
                        float l_205_ = (l_200_ - l_204_);
                        uint _e599 = l_mut_174_;
                        uint l_206_ = (2u * _e599);
                        uint l_207_ = (l_170_ + l_206_);
                        uint l_611_ = asuint(info.Load(8+0));
                        uint l_612_ = (l_611_ * 1u);
                        bool l_613_ = (l_207_ < l_612_);
                        uint l_614_ = (l_612_ - 1u);
                        uint l_615_ = min(l_207_, l_614_);
                        float l_616_ = asfloat(buffer_2_global.Load(l_615_*4));
                        float l_208_ = (l_613_ ? l_616_ : 0.0);
                        uint l_209_ = (l_207_ + 1u);
                        uint l_618_ = asuint(info.Load(8+0));
                        uint l_619_ = (l_618_ * 1u);
                        bool l_620_ = (l_209_ < l_619_);
                        uint l_621_ = (l_619_ - 1u);
                        uint l_622_ = min(l_209_, l_621_);
                        float l_623_ = asfloat(buffer_2_global.Load(l_622_*4));
                        float l_210_ = (l_620_ ? l_623_ : 0.0);
                        float l_211_ = (l_202_ + l_208_);
                        float l_212_ = (l_211_ * l_4_);
                        float l_213_ = (l_212_ - l_202_);
                        float l_214_ = (l_213_ * l_4_);
                        float l_215_ = (l_212_ - l_214_);
                        float l_216_ = (l_215_ * l_4_);
                        float l_217_ = (l_202_ - l_216_);
                        float l_218_ = (l_208_ - l_214_);
                        float l_219_ = (l_217_ + l_218_);
                        float l_220_ = (l_205_ + l_210_);
                        float l_221_ = (l_219_ + l_220_);
                        float l_222_ = (l_212_ + l_221_);
                        float l_223_ = (l_222_ * l_4_);
                        float l_224_ = (l_223_ - l_212_);
                        float l_225_ = (l_224_ * l_4_);
                        float l_226_ = (l_221_ - l_225_);
                        l_mut_146_ = l_223_;
                        l_mut_145_ = l_226_;
                    }
                }
                float _e653 = l_mut_146_;
                float l_227_ = (_e653 * l_167_);
                float l_228_ = (l_227_ * l_4_);
                float _e656 = l_mut_146_;
                float l_229_ = (l_3_ * _e656);
                float l_230_ = (l_229_ * l_4_);
                float _e659 = l_mut_146_;
                float l_231_ = (l_230_ - _e659);
                float l_232_ = (l_231_ * l_4_);
                float l_233_ = (l_230_ - l_232_);
                float _e663 = l_mut_146_;
                float l_234_ = (_e663 - l_233_);
                float l_235_ = (l_3_ * l_167_);
                float l_236_ = (l_235_ * l_4_);
                float l_237_ = (l_236_ - l_167_);
                float l_238_ = (l_237_ * l_4_);
                float l_239_ = (l_236_ - l_238_);
                float l_240_ = (l_167_ - l_239_);
                float l_241_ = (l_233_ * l_239_);
                float l_242_ = (l_241_ - l_228_);
                float l_243_ = (l_233_ * l_240_);
                float l_244_ = (l_242_ + l_243_);
                float l_245_ = (l_234_ * l_239_);
                float l_246_ = (l_244_ + l_245_);
                float l_247_ = (l_234_ * l_240_);
                float l_248_ = (l_246_ + l_247_);
                float _e679 = l_mut_146_;
                float l_249_ = (_e679 * l_168_);
                float _e681 = l_mut_145_;
                float l_250_ = (_e681 * l_167_);
                float l_251_ = (l_249_ + l_250_);
                float l_252_ = (l_248_ + l_251_);
                float l_253_ = (l_228_ + l_252_);
                float l_254_ = (l_253_ * l_4_);
                float l_255_ = (l_254_ - l_228_);
                float l_256_ = (l_255_ * l_4_);
                float l_257_ = (l_252_ - l_256_);
                float l_258_ = (l_254_ + 1.0);
                float l_259_ = (l_258_ * l_4_);
                float l_260_ = (l_259_ - l_254_);
                float l_261_ = (l_260_ * l_4_);
                float l_262_ = (l_259_ - l_261_);
                float l_263_ = (l_262_ * l_4_);
                float l_264_ = (l_254_ - l_263_);
                float l_265_ = (1.0 - l_261_);
                float l_266_ = (l_264_ + l_265_);
                float l_267_ = (l_266_ + l_257_);
                float l_268_ = (l_259_ + l_267_);
                float l_269_ = (l_268_ * l_4_);
                float l_270_ = (l_269_ - l_259_);
                float l_271_ = (l_270_ * l_4_);
                float l_272_ = (l_267_ - l_271_);
                float l_273_ = (l_269_ * l_167_);
                float l_274_ = (l_273_ * l_4_);
                float l_275_ = (l_3_ * l_269_);
                float l_276_ = (l_275_ * l_4_);
                float l_277_ = (l_276_ - l_269_);
                float l_278_ = (l_277_ * l_4_);
                float l_279_ = (l_276_ - l_278_);
                float l_280_ = (l_269_ - l_279_);
                float l_281_ = (l_3_ * l_167_);
                float l_282_ = (l_281_ * l_4_);
                float l_283_ = (l_282_ - l_167_);
                float l_284_ = (l_283_ * l_4_);
                float l_285_ = (l_282_ - l_284_);
                float l_286_ = (l_167_ - l_285_);
                float l_287_ = (l_279_ * l_285_);
                float l_288_ = (l_287_ - l_274_);
                float l_289_ = (l_279_ * l_286_);
                float l_290_ = (l_288_ + l_289_);
                float l_291_ = (l_280_ * l_285_);
                float l_292_ = (l_290_ + l_291_);
                float l_293_ = (l_280_ * l_286_);
                float l_294_ = (l_292_ + l_293_);
                float l_295_ = (l_269_ * l_168_);
                float l_296_ = (l_272_ * l_167_);
                float l_297_ = (l_295_ + l_296_);
                float l_298_ = (l_294_ + l_297_);
                float l_299_ = (l_274_ + l_298_);
                float l_300_ = (l_299_ * l_4_);
                float l_301_ = (l_300_ - l_274_);
                float l_302_ = (l_301_ * l_4_);
                float l_303_ = (l_298_ - l_302_);
                l_mut_146_ = l_300_;
                l_mut_145_ = l_303_;
                l_mut_304_ = 0u;
                uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                bool loop_init_5 = true;
                while(true) {
                    if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                    loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                    if (!loop_init_5) {
                        uint _e809 = l_mut_304_;
                        l_mut_304_ = (_e809 + 1u);
                    }
                    loop_init_5 = false;
                    uint _e740 = l_mut_304_;
                    if ((_e740 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        float _e743 = l_mut_146_;
                        float l_305_ = (_e743 * 2.0);
                        float _e746 = l_mut_145_;
                        float l_306_ = (_e746 * 2.0);
                        float _e749 = l_mut_146_;
                        float _e750 = l_mut_146_;
                        float l_307_ = (_e749 * _e750);
                        float l_308_ = (l_307_ * l_4_);
                        float _e753 = l_mut_146_;
                        float l_309_ = (l_3_ * _e753);
                        float l_310_ = (l_309_ * l_4_);
                        float _e756 = l_mut_146_;
                        float l_311_ = (l_310_ - _e756);
                        float l_312_ = (l_311_ * l_4_);
                        float l_313_ = (l_310_ - l_312_);
                        float _e760 = l_mut_146_;
                        float l_314_ = (_e760 - l_313_);
                        float _e762 = l_mut_146_;
                        float l_315_ = (l_3_ * _e762);
                        float l_316_ = (l_315_ * l_4_);
                        float _e765 = l_mut_146_;
                        float l_317_ = (l_316_ - _e765);
                        float l_318_ = (l_317_ * l_4_);
                        float l_319_ = (l_316_ - l_318_);
                        float _e769 = l_mut_146_;
                        float l_320_ = (_e769 - l_319_);
                        float l_321_ = (l_313_ * l_319_);
                        float l_322_ = (l_321_ - l_308_);
                        float l_323_ = (l_313_ * l_320_);
                        float l_324_ = (l_322_ + l_323_);
                        float l_325_ = (l_314_ * l_319_);
                        float l_326_ = (l_324_ + l_325_);
                        float l_327_ = (l_314_ * l_320_);
                        float l_328_ = (l_326_ + l_327_);
                        float _e779 = l_mut_146_;
                        float _e780 = l_mut_145_;
                        float l_329_ = (_e779 * _e780);
                        float _e782 = l_mut_145_;
                        float _e783 = l_mut_146_;
                        float l_330_ = (_e782 * _e783);
                        float l_331_ = (l_329_ + l_330_);
                        float l_332_ = (l_328_ + l_331_);
                        float l_333_ = (l_308_ + l_332_);
                        float l_334_ = (l_333_ * l_4_);
                        float l_335_ = (l_334_ - l_308_);
                        float l_336_ = (l_335_ * l_4_);
                        float l_337_ = (l_332_ - l_336_);
                        float l_338_ = (l_305_ + l_334_);
                        float l_339_ = (l_338_ * l_4_);
                        float l_340_ = (l_339_ - l_305_);
                        float l_341_ = (l_340_ * l_4_);
                        float l_342_ = (l_339_ - l_341_);
                        float l_343_ = (l_342_ * l_4_);
                        float l_344_ = (l_305_ - l_343_);
                        float l_345_ = (l_334_ - l_341_);
                        float l_346_ = (l_344_ + l_345_);
                        float l_347_ = (l_306_ + l_337_);
                        float l_348_ = (l_346_ + l_347_);
                        float l_349_ = (l_339_ + l_348_);
                        float l_350_ = (l_349_ * l_4_);
                        float l_351_ = (l_350_ - l_339_);
                        float l_352_ = (l_351_ * l_4_);
                        float l_353_ = (l_348_ - l_352_);
                        l_mut_146_ = l_350_;
                        l_mut_145_ = l_353_;
                    }
                }
                float _e811 = l_mut_146_;
                float l_354_ = (_e811 + 1.0);
                float l_355_ = (l_354_ * l_4_);
                float _e815 = l_mut_146_;
                float l_356_ = (l_355_ - _e815);
                float l_357_ = (l_356_ * l_4_);
                float l_358_ = (l_355_ - l_357_);
                float l_359_ = (l_358_ * l_4_);
                float _e820 = l_mut_146_;
                float l_360_ = (_e820 - l_359_);
                float l_361_ = (1.0 - l_357_);
                float l_362_ = (l_360_ + l_361_);
                float _e825 = l_mut_145_;
                float l_363_ = (l_362_ + _e825);
                float l_364_ = (l_355_ + l_363_);
                float l_365_ = (l_364_ * l_4_);
                float l_366_ = (l_365_ - l_355_);
                float l_367_ = (l_366_ * l_4_);
                float l_368_ = (l_363_ - l_367_);
                float l_369_ = abs(l_142_);
                uint l_370_ = naga_f2u32(l_369_);
                l_mut_371_ = l_370_;
                bool l_372_ = (l_142_ < 0.0);
                float l_373_ = (l_372_ ? 0.5 : 2.0);
                l_mut_146_ = l_373_;
                l_mut_145_ = 1.0;
                l_mut_374_ = 0u;
                uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                bool loop_init_6 = true;
                while(true) {
                    if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                    loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                    if (!loop_init_6) {
                        uint _e862 = l_mut_374_;
                        l_mut_374_ = (_e862 + 1u);
                    }
                    loop_init_6 = false;
                    uint _e842 = l_mut_374_;
                    if ((_e842 < 11u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e845 = l_mut_371_;
                        uint l_375_ = (_e845 & 1u);
                        bool l_376_ = (l_375_ == 1u);
                        float _e850 = l_mut_145_;
                        float _e851 = l_mut_146_;
                        float l_377_ = (_e850 * _e851);
                        float _e853 = l_mut_145_;
                        float l_378_ = (l_376_ ? l_377_ : _e853);
                        l_mut_145_ = l_378_;
                        float _e855 = l_mut_146_;
                        float _e856 = l_mut_146_;
                        l_mut_146_ = (_e855 * _e856);
                        uint _e858 = l_mut_371_;
                        l_mut_371_ = (_e858 >> 1u);
                    }
                }
                float _e864 = l_mut_145_;
                float l_379_ = (l_365_ * _e864);
                float _e866 = l_mut_145_;
                float l_380_ = (l_368_ * _e866);
                float l_381_ = (l_5_ * l_379_);
                float l_382_ = (l_381_ * l_4_);
                float l_383_ = (l_3_ * l_5_);
                float l_384_ = (l_383_ * l_4_);
                float l_385_ = (l_384_ - l_5_);
                float l_386_ = (l_385_ * l_4_);
                float l_387_ = (l_384_ - l_386_);
                float l_388_ = (l_5_ - l_387_);
                float l_389_ = (l_3_ * l_379_);
                float l_390_ = (l_389_ * l_4_);
                float l_391_ = (l_390_ - l_379_);
                float l_392_ = (l_391_ * l_4_);
                float l_393_ = (l_390_ - l_392_);
                float l_394_ = (l_379_ - l_393_);
                float l_395_ = (l_387_ * l_393_);
                float l_396_ = (l_395_ - l_382_);
                float l_397_ = (l_387_ * l_394_);
                float l_398_ = (l_396_ + l_397_);
                float l_399_ = (l_388_ * l_393_);
                float l_400_ = (l_398_ + l_399_);
                float l_401_ = (l_388_ * l_394_);
                float l_402_ = (l_400_ + l_401_);
                float l_403_ = (l_5_ * l_380_);
                float l_404_ = (l_7_ * l_379_);
                float l_405_ = (l_403_ + l_404_);
                float l_406_ = (l_402_ + l_405_);
                float l_407_ = (l_382_ + l_406_);
                float l_408_ = (l_407_ * l_4_);
                float l_409_ = (l_408_ - l_382_);
                float l_410_ = (l_409_ * l_4_);
                float l_411_ = (l_406_ - l_410_);
                float l_412_ = (l_408_ + -1.0);
                float l_413_ = (l_412_ * l_4_);
                float l_414_ = (l_413_ - l_408_);
                float l_415_ = (l_414_ * l_4_);
                float l_416_ = (l_413_ - l_415_);
                float l_417_ = (l_416_ * l_4_);
                float l_418_ = (l_408_ - l_417_);
                float l_419_ = (-1.0 - l_415_);
                float l_420_ = (l_418_ + l_419_);
                float l_421_ = (l_420_ + l_411_);
                float l_422_ = (l_413_ + l_421_);
                float l_423_ = (l_422_ * l_4_);
                float l_424_ = (l_423_ - l_413_);
                float l_425_ = (l_424_ * l_4_);
                float l_426_ = (l_421_ - l_425_);
                float _e916 = l_mut_86_;
                float l_427_ = (_e916 + l_423_);
                float l_428_ = (l_427_ * l_4_);
                float _e919 = l_mut_86_;
                float l_429_ = (l_428_ - _e919);
                float l_430_ = (l_429_ * l_4_);
                float l_431_ = (l_428_ - l_430_);
                float l_432_ = (l_431_ * l_4_);
                float _e924 = l_mut_86_;
                float l_433_ = (_e924 - l_432_);
                float l_434_ = (l_423_ - l_430_);
                float l_435_ = (l_433_ + l_434_);
                float _e928 = l_mut_128_;
                float l_436_ = (_e928 + l_426_);
                float l_437_ = (l_436_ * l_4_);
                float _e931 = l_mut_128_;
                float l_438_ = (l_437_ - _e931);
                float l_439_ = (l_438_ * l_4_);
                float l_440_ = (l_437_ - l_439_);
                float l_441_ = (l_440_ * l_4_);
                float _e936 = l_mut_128_;
                float l_442_ = (_e936 - l_441_);
                float l_443_ = (l_426_ - l_439_);
                float l_444_ = (l_442_ + l_443_);
                float l_445_ = (l_435_ + l_437_);
                float l_446_ = (l_428_ + l_445_);
                float l_447_ = (l_446_ * l_4_);
                float l_448_ = (l_447_ - l_428_);
                float l_449_ = (l_448_ * l_4_);
                float l_450_ = (l_445_ - l_449_);
                float l_451_ = (l_444_ + l_450_);
                float l_452_ = (l_447_ + l_451_);
                float l_453_ = (l_452_ * l_4_);
                float l_454_ = (l_453_ - l_447_);
                float l_455_ = (l_454_ * l_4_);
                float l_456_ = (l_451_ - l_455_);
                l_mut_86_ = l_453_;
                l_mut_128_ = l_456_;
            }
        }
        uint l_549_ = asuint(info.Load(12+0));
        uint l_550_ = (l_549_ * 1u);
        bool l_551_ = (id < l_550_);
        if (l_551_) {
            float _e964 = l_mut_86_;
            buffer_3_global.Store(id*4, asuint(_e964));
        }
        uint l_457_ = (l_1_ + id);
        uint l_552_ = asuint(info.Load(12+0));
        uint l_553_ = (l_552_ * 1u);
        bool l_554_ = (l_457_ < l_553_);
        if (l_554_) {
            float _e975 = l_mut_128_;
            buffer_3_global.Store(l_457_*4, asuint(_e975));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
