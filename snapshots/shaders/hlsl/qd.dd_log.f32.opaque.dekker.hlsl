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
        uint l_459_ = asuint(info.Load(8+0));
        uint l_460_ = (l_459_ * 1u);
        bool l_461_ = (0u < l_460_);
        uint l_462_ = (l_460_ - 1u);
        uint l_463_ = min(0u, l_462_);
        float l_464_ = asfloat(buffer_2_global.Load(l_463_*4));
        float l_3_ = (l_461_ ? l_464_ : 0.0);
        uint l_466_ = asuint(info.Load(8+0));
        uint l_467_ = (l_466_ * 1u);
        bool l_468_ = (1u < l_467_);
        uint l_469_ = (l_467_ - 1u);
        uint l_470_ = min(1u, l_469_);
        float l_471_ = asfloat(buffer_2_global.Load(l_470_*4));
        float l_4_ = (l_468_ ? l_471_ : 0.0);
        uint l_473_ = asuint(info.Load(0+0));
        uint l_474_ = (l_473_ * 1u);
        bool l_475_ = (id < l_474_);
        uint l_476_ = (l_474_ - 1u);
        uint l_477_ = min(id, l_476_);
        float l_478_ = asfloat(buffer_0_global.Load(l_477_*4));
        float l_5_ = (l_475_ ? l_478_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_480_ = asuint(info.Load(0+0));
        uint l_481_ = (l_480_ * 1u);
        bool l_482_ = (l_6_ < l_481_);
        uint l_483_ = (l_481_ - 1u);
        uint l_484_ = min(l_6_, l_483_);
        float l_485_ = asfloat(buffer_0_global.Load(l_484_*4));
        float l_7_ = (l_482_ ? l_485_ : 0.0);
        uint l_487_ = asuint(info.Load(4+0));
        uint l_488_ = (l_487_ * 1u);
        bool l_489_ = (id < l_488_);
        uint l_490_ = (l_488_ - 1u);
        uint l_491_ = min(id, l_490_);
        float l_492_ = asfloat(buffer_1_global.Load(l_491_*4));
        float l_8_ = (l_489_ ? l_492_ : 0.0);
        uint l_9_ = (l_1_ + id);
        uint l_494_ = asuint(info.Load(4+0));
        uint l_495_ = (l_494_ * 1u);
        bool l_496_ = (l_9_ < l_495_);
        uint l_497_ = (l_495_ - 1u);
        uint l_498_ = min(l_9_, l_497_);
        float l_499_ = asfloat(buffer_1_global.Load(l_498_*4));
        float l_10_ = (l_496_ ? l_499_ : 0.0);
        uint l_501_ = asuint(info.Load(8+0));
        uint l_502_ = (l_501_ * 1u);
        bool l_503_ = (4u < l_502_);
        uint l_504_ = (l_502_ - 1u);
        uint l_505_ = min(4u, l_504_);
        float l_506_ = asfloat(buffer_2_global.Load(l_505_*4));
        float l_12_ = (l_503_ ? l_506_ : 0.0);
        uint l_13_ = naga_f2u32(l_12_);
        uint l_508_ = asuint(info.Load(8+0));
        uint l_509_ = (l_508_ * 1u);
        bool l_510_ = (2u < l_509_);
        uint l_511_ = (l_509_ - 1u);
        uint l_512_ = min(2u, l_511_);
        float l_513_ = asfloat(buffer_2_global.Load(l_512_*4));
        float l_15_ = (l_510_ ? l_513_ : 0.0);
        uint l_16_ = naga_f2u32(l_15_);
        uint l_515_ = asuint(info.Load(8+0));
        uint l_516_ = (l_515_ * 1u);
        bool l_517_ = (3u < l_516_);
        uint l_518_ = (l_516_ - 1u);
        uint l_519_ = min(3u, l_518_);
        float l_520_ = asfloat(buffer_2_global.Load(l_519_*4));
        float l_18_ = (l_517_ ? l_520_ : 0.0);
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
        uint l_522_ = asuint(info.Load(8+0));
        uint l_523_ = (l_522_ * 1u);
        bool l_524_ = (5u < l_523_);
        uint l_525_ = (l_523_ - 1u);
        uint l_526_ = min(5u, l_525_);
        float l_527_ = asfloat(buffer_2_global.Load(l_526_*4));
        float l_83_ = (l_524_ ? l_527_ : 0.0);
        uint l_84_ = naga_f2u32(l_83_);
        uint l_529_ = asuint(info.Load(8+0));
        uint l_530_ = (l_529_ * 1u);
        bool l_531_ = (l_24_ < l_530_);
        uint l_532_ = (l_530_ - 1u);
        uint l_533_ = min(l_24_, l_532_);
        float l_534_ = asfloat(buffer_2_global.Load(l_533_*4));
        float l_85_ = (l_531_ ? l_534_ : 0.0);
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
                uint l_556_ = asuint(info.Load(8+0));
                uint l_557_ = (l_556_ * 1u);
                bool l_558_ = (l_89_ < l_557_);
                uint l_559_ = (l_557_ - 1u);
                uint l_560_ = min(l_89_, l_559_);
                float l_561_ = asfloat(buffer_2_global.Load(l_560_*4));
                float l_90_ = (l_558_ ? l_561_ : 0.0);
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
        uint l_536_ = asuint(info.Load(8+0));
        uint l_537_ = (l_536_ * 1u);
        bool l_538_ = (3u < l_537_);
        uint l_539_ = (l_537_ - 1u);
        uint l_540_ = min(3u, l_539_);
        float l_541_ = asfloat(buffer_2_global.Load(l_540_*4));
        float l_103_ = (l_538_ ? l_541_ : 0.0);
        uint l_104_ = naga_f2u32(l_103_);
        float l_106_ = float(l_32_);
        uint l_543_ = asuint(info.Load(8+0));
        uint l_544_ = (l_543_ * 1u);
        bool l_545_ = (6u < l_544_);
        uint l_546_ = (l_544_ - 1u);
        uint l_547_ = min(6u, l_546_);
        float l_548_ = asfloat(buffer_2_global.Load(l_547_*4));
        float l_107_ = (l_545_ ? l_548_ : 0.0);
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
                uint l_563_ = asuint(info.Load(8+0));
                uint l_564_ = (l_563_ * 1u);
                bool l_565_ = (l_119_ < l_564_);
                uint l_566_ = (l_564_ - 1u);
                uint l_567_ = min(l_119_, l_566_);
                float l_568_ = asfloat(buffer_2_global.Load(l_567_*4));
                float l_120_ = (l_565_ ? l_568_ : 0.0);
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
                uint _e948 = l_mut_129_;
                l_mut_129_ = (_e948 + 1u);
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
                uint l_570_ = asuint(info.Load(8+0));
                uint l_571_ = (l_570_ * 1u);
                bool l_572_ = (2u < l_571_);
                uint l_573_ = (l_571_ - 1u);
                uint l_574_ = min(2u, l_573_);
                float l_575_ = asfloat(buffer_2_global.Load(l_574_*4));
                float l_133_ = (l_572_ ? l_575_ : 0.0);
                uint l_134_ = naga_f2u32(l_133_);
                uint l_577_ = asuint(info.Load(8+0));
                uint l_578_ = (l_577_ * 1u);
                bool l_579_ = (3u < l_578_);
                uint l_580_ = (l_578_ - 1u);
                uint l_581_ = min(3u, l_580_);
                float l_582_ = asfloat(buffer_2_global.Load(l_581_*4));
                float l_136_ = (l_579_ ? l_582_ : 0.0);
                uint l_137_ = naga_f2u32(l_136_);
                uint l_584_ = asuint(info.Load(8+0));
                uint l_585_ = (l_584_ * 1u);
                bool l_586_ = (6u < l_585_);
                uint l_587_ = (l_585_ - 1u);
                uint l_588_ = min(6u, l_587_);
                float l_589_ = asfloat(buffer_2_global.Load(l_588_*4));
                float l_139_ = (l_586_ ? l_589_ : 0.0);
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
                        uint l_605_ = asuint(info.Load(8+0));
                        uint l_606_ = (l_605_ * 1u);
                        bool l_607_ = (l_148_ < l_606_);
                        uint l_608_ = (l_606_ - 1u);
                        uint l_609_ = min(l_148_, l_608_);
                        float l_610_ = asfloat(buffer_2_global.Load(l_609_*4));
                        float l_149_ = (l_607_ ? l_610_ : 0.0);
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
                uint l_591_ = asuint(info.Load(8+0));
                uint l_592_ = (l_591_ * 1u);
                bool l_593_ = (l_170_ < l_592_);
                uint l_594_ = (l_592_ - 1u);
                uint l_595_ = min(l_170_, l_594_);
                float l_596_ = asfloat(buffer_2_global.Load(l_595_*4));
                float l_171_ = (l_593_ ? l_596_ : 0.0);
                l_mut_146_ = l_171_;
                uint l_172_ = (l_170_ + 1u);
                uint l_598_ = asuint(info.Load(8+0));
                uint l_599_ = (l_598_ * 1u);
                bool l_600_ = (l_172_ < l_599_);
                uint l_601_ = (l_599_ - 1u);
                uint l_602_ = min(l_172_, l_601_);
                float l_603_ = asfloat(buffer_2_global.Load(l_602_*4));
                float l_173_ = (l_600_ ? l_603_ : 0.0);
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
                        uint l_612_ = asuint(info.Load(8+0));
                        uint l_613_ = (l_612_ * 1u);
                        bool l_614_ = (l_207_ < l_613_);
                        uint l_615_ = (l_613_ - 1u);
                        uint l_616_ = min(l_207_, l_615_);
                        float l_617_ = asfloat(buffer_2_global.Load(l_616_*4));
                        float l_208_ = (l_614_ ? l_617_ : 0.0);
                        uint l_209_ = (l_207_ + 1u);
                        uint l_619_ = asuint(info.Load(8+0));
                        uint l_620_ = (l_619_ * 1u);
                        bool l_621_ = (l_209_ < l_620_);
                        uint l_622_ = (l_620_ - 1u);
                        uint l_623_ = min(l_209_, l_622_);
                        float l_624_ = asfloat(buffer_2_global.Load(l_623_*4));
                        float l_210_ = (l_621_ ? l_624_ : 0.0);
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
                float l_258_ = (l_254_ + l_4_);
                float l_259_ = (l_258_ * l_4_);
                float l_260_ = (l_259_ - l_254_);
                float l_261_ = (l_260_ * l_4_);
                float l_262_ = (l_259_ - l_261_);
                float l_263_ = (l_262_ * l_4_);
                float l_264_ = (l_254_ - l_263_);
                float l_265_ = (l_4_ - l_261_);
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
                        uint _e807 = l_mut_304_;
                        l_mut_304_ = (_e807 + 1u);
                    }
                    loop_init_5 = false;
                    uint _e738 = l_mut_304_;
                    if ((_e738 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        float _e741 = l_mut_146_;
                        float l_305_ = (_e741 * 2.0);
                        float _e744 = l_mut_145_;
                        float l_306_ = (_e744 * 2.0);
                        float _e747 = l_mut_146_;
                        float _e748 = l_mut_146_;
                        float l_307_ = (_e747 * _e748);
                        float l_308_ = (l_307_ * l_4_);
                        float _e751 = l_mut_146_;
                        float l_309_ = (l_3_ * _e751);
                        float l_310_ = (l_309_ * l_4_);
                        float _e754 = l_mut_146_;
                        float l_311_ = (l_310_ - _e754);
                        float l_312_ = (l_311_ * l_4_);
                        float l_313_ = (l_310_ - l_312_);
                        float _e758 = l_mut_146_;
                        float l_314_ = (_e758 - l_313_);
                        float _e760 = l_mut_146_;
                        float l_315_ = (l_3_ * _e760);
                        float l_316_ = (l_315_ * l_4_);
                        float _e763 = l_mut_146_;
                        float l_317_ = (l_316_ - _e763);
                        float l_318_ = (l_317_ * l_4_);
                        float l_319_ = (l_316_ - l_318_);
                        float _e767 = l_mut_146_;
                        float l_320_ = (_e767 - l_319_);
                        float l_321_ = (l_313_ * l_319_);
                        float l_322_ = (l_321_ - l_308_);
                        float l_323_ = (l_313_ * l_320_);
                        float l_324_ = (l_322_ + l_323_);
                        float l_325_ = (l_314_ * l_319_);
                        float l_326_ = (l_324_ + l_325_);
                        float l_327_ = (l_314_ * l_320_);
                        float l_328_ = (l_326_ + l_327_);
                        float _e777 = l_mut_146_;
                        float _e778 = l_mut_145_;
                        float l_329_ = (_e777 * _e778);
                        float _e780 = l_mut_145_;
                        float _e781 = l_mut_146_;
                        float l_330_ = (_e780 * _e781);
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
                float _e809 = l_mut_146_;
                float l_354_ = (_e809 + l_4_);
                float l_355_ = (l_354_ * l_4_);
                float _e812 = l_mut_146_;
                float l_356_ = (l_355_ - _e812);
                float l_357_ = (l_356_ * l_4_);
                float l_358_ = (l_355_ - l_357_);
                float l_359_ = (l_358_ * l_4_);
                float _e817 = l_mut_146_;
                float l_360_ = (_e817 - l_359_);
                float l_361_ = (l_4_ - l_357_);
                float l_362_ = (l_360_ + l_361_);
                float _e821 = l_mut_145_;
                float l_363_ = (l_362_ + _e821);
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
                        uint _e858 = l_mut_374_;
                        l_mut_374_ = (_e858 + 1u);
                    }
                    loop_init_6 = false;
                    uint _e838 = l_mut_374_;
                    if ((_e838 < 11u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e841 = l_mut_371_;
                        uint l_375_ = (_e841 & 1u);
                        bool l_376_ = (l_375_ == 1u);
                        float _e846 = l_mut_145_;
                        float _e847 = l_mut_146_;
                        float l_377_ = (_e846 * _e847);
                        float _e849 = l_mut_145_;
                        float l_378_ = (l_376_ ? l_377_ : _e849);
                        l_mut_145_ = l_378_;
                        float _e851 = l_mut_146_;
                        float _e852 = l_mut_146_;
                        l_mut_146_ = (_e851 * _e852);
                        uint _e854 = l_mut_371_;
                        l_mut_371_ = (_e854 >> 1u);
                    }
                }
                float _e860 = l_mut_145_;
                float l_379_ = (l_365_ * _e860);
                float _e862 = l_mut_145_;
                float l_380_ = (l_368_ * _e862);
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
                float l_412_ = -(l_4_);
                float l_413_ = (l_408_ + l_412_);
                float l_414_ = (l_413_ * l_4_);
                float l_415_ = (l_414_ - l_408_);
                float l_416_ = (l_415_ * l_4_);
                float l_417_ = (l_414_ - l_416_);
                float l_418_ = (l_417_ * l_4_);
                float l_419_ = (l_408_ - l_418_);
                float l_420_ = (l_412_ - l_416_);
                float l_421_ = (l_419_ + l_420_);
                float l_422_ = (l_421_ + l_411_);
                float l_423_ = (l_414_ + l_422_);
                float l_424_ = (l_423_ * l_4_);
                float l_425_ = (l_424_ - l_414_);
                float l_426_ = (l_425_ * l_4_);
                float l_427_ = (l_422_ - l_426_);
                float _e911 = l_mut_86_;
                float l_428_ = (_e911 + l_424_);
                float l_429_ = (l_428_ * l_4_);
                float _e914 = l_mut_86_;
                float l_430_ = (l_429_ - _e914);
                float l_431_ = (l_430_ * l_4_);
                float l_432_ = (l_429_ - l_431_);
                float l_433_ = (l_432_ * l_4_);
                float _e919 = l_mut_86_;
                float l_434_ = (_e919 - l_433_);
                float l_435_ = (l_424_ - l_431_);
                float l_436_ = (l_434_ + l_435_);
                float _e923 = l_mut_128_;
                float l_437_ = (_e923 + l_427_);
                float l_438_ = (l_437_ * l_4_);
                float _e926 = l_mut_128_;
                float l_439_ = (l_438_ - _e926);
                float l_440_ = (l_439_ * l_4_);
                float l_441_ = (l_438_ - l_440_);
                float l_442_ = (l_441_ * l_4_);
                float _e931 = l_mut_128_;
                float l_443_ = (_e931 - l_442_);
                float l_444_ = (l_427_ - l_440_);
                float l_445_ = (l_443_ + l_444_);
                float l_446_ = (l_436_ + l_438_);
                float l_447_ = (l_429_ + l_446_);
                float l_448_ = (l_447_ * l_4_);
                float l_449_ = (l_448_ - l_429_);
                float l_450_ = (l_449_ * l_4_);
                float l_451_ = (l_446_ - l_450_);
                float l_452_ = (l_445_ + l_451_);
                float l_453_ = (l_448_ + l_452_);
                float l_454_ = (l_453_ * l_4_);
                float l_455_ = (l_454_ - l_448_);
                float l_456_ = (l_455_ * l_4_);
                float l_457_ = (l_452_ - l_456_);
                l_mut_86_ = l_454_;
                l_mut_128_ = l_457_;
            }
        }
        uint l_550_ = asuint(info.Load(12+0));
        uint l_551_ = (l_550_ * 1u);
        bool l_552_ = (id < l_551_);
        if (l_552_) {
            float _e959 = l_mut_86_;
            buffer_3_global.Store(id*4, asuint(_e959));
        }
        uint l_458_ = (l_1_ + id);
        uint l_553_ = asuint(info.Load(12+0));
        uint l_554_ = (l_553_ * 1u);
        bool l_555_ = (l_458_ < l_554_);
        if (l_555_) {
            float _e970 = l_mut_128_;
            buffer_3_global.Store(l_458_*4, asuint(_e970));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
