struct info_st {
    uint static_meta[16];
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
RWByteAddressBuffer buffer_6_global : register(u6);
RWByteAddressBuffer buffer_7_global : register(u7);
ByteAddressBuffer info : register(t8);

bool is_nan_primitive_f64_(double x)
{
    uint64_t bits = x;
    uint64_t abs_bits = (bits & 9218868437227405312uL);
    return (abs_bits > 9223372036854775807uL);
}

bool is_nan_1_f64_(double x_1)
{
    const bool _e1 = is_nan_primitive_f64_(x_1);
    return _e1;
}

uint naga_f2u32(double value) {
    return uint(clamp(value, 0.0L, 4294967295.0L));
}

[numthreads(64, 1, 1)]
void reference_range(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint a_8_[65] = (uint[65])0;
    double a_9_[10] = (double[10])0;
    uint a_426_[1] = (uint[1])0;
    double a_2655_[2] = (double[2])0;
    double a_3698_[2] = (double[2])0;
    double a_3914_[2] = (double[2])0;
    double a_4317_[2] = (double[2])0;
    uint a_10_[8] = (uint[8])0;
    bool l_mut_136_ = (bool)0;
    uint64_t l_mut_152_ = (uint64_t)0;
    double l_mut_1663_ = (double)0;
    double l_mut_1748_ = (double)0;
    uint64_t l_mut_181_ = (uint64_t)0;
    uint64_t l_mut_193_ = (uint64_t)0;
    int l_mut_196_ = (int)0;
    double l_mut_2002_ = (double)0;
    double l_mut_2258_ = (double)0;
    double l_mut_2512_ = (double)0;
    double l_mut_251_ = (double)0;
    float l_mut_25_ = (float)0;
    uint l_mut_2764_ = (uint)0;
    double l_mut_31_ = (double)0;
    uint l_mut_3807_ = (uint)0;
    uint l_mut_427_ = (uint)0;
    uint l_mut_443_ = (uint)0;
    double l_mut_47_ = (double)0;
    uint l_mut_484_ = (uint)0;
    bool l_mut_535_ = (bool)0;
    bool l_mut_538_ = (bool)0;
    bool l_mut_541_ = (bool)0;
    bool l_mut_544_ = (bool)0;
    double l_mut_57_ = (double)0;
    uint l_mut_68_ = (uint)0;
    double l_mut_84_ = (double)0;
    uint l_mut_11_ = 0u;
    uint l_mut_12_ = 0u;
    uint l_mut_21_ = (uint)0;
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
    bool local_10 = (bool)0;
    bool local_11 = (bool)0;
    bool local_12 = (bool)0;
    bool local_13 = (bool)0;
    uint l_mut_407_ = (uint)0;
    bool local_14 = (bool)0;
    bool local_15 = (bool)0;
    bool local_16 = (bool)0;
    bool local_17 = (bool)0;
    bool local_18 = (bool)0;
    bool local_19 = (bool)0;
    bool local_20 = (bool)0;
    bool local_21 = (bool)0;
    bool local_22 = (bool)0;
    bool local_23 = (bool)0;
    bool local_24 = (bool)0;
    bool local_25 = (bool)0;
    bool local_26 = (bool)0;
    bool local_27 = (bool)0;
    bool local_28 = (bool)0;
    bool local_29 = (bool)0;
    bool local_30 = (bool)0;
    bool local_31 = (bool)0;
    bool local_32 = (bool)0;
    bool local_33 = (bool)0;
    bool local_34 = (bool)0;
    bool local_35 = (bool)0;
    bool local_36 = (bool)0;
    bool local_37 = (bool)0;
    bool local_38 = (bool)0;
    bool local_39 = (bool)0;
    bool local_40 = (bool)0;
    bool local_41 = (bool)0;
    bool local_42 = (bool)0;
    bool local_43 = (bool)0;
    bool local_44 = (bool)0;
    bool local_45 = (bool)0;
    bool local_46 = (bool)0;
    bool local_47 = (bool)0;
    bool local_48 = (bool)0;
    bool local_49 = (bool)0;
    bool local_50 = (bool)0;
    bool local_51 = (bool)0;
    bool local_52 = (bool)0;
    bool local_53 = (bool)0;
    bool local_54 = (bool)0;
    bool local_55 = (bool)0;
    bool local_56 = (bool)0;
    bool local_57 = (bool)0;
    bool local_58 = (bool)0;
    bool local_59 = (bool)0;
    bool local_60 = (bool)0;
    bool local_61 = (bool)0;
    bool local_62 = (bool)0;
    bool local_63 = (bool)0;
    bool local_64 = (bool)0;
    bool local_65 = (bool)0;
    bool local_66 = (bool)0;
    bool local_67 = (bool)0;
    bool local_68 = (bool)0;
    bool local_69 = (bool)0;
    bool local_70 = (bool)0;
    bool local_71 = (bool)0;
    bool local_72 = (bool)0;
    bool local_73 = (bool)0;
    bool local_74 = (bool)0;
    bool local_75 = (bool)0;
    bool local_76 = (bool)0;
    bool local_77 = (bool)0;
    bool local_78 = (bool)0;
    bool local_79 = (bool)0;
    bool local_80 = (bool)0;
    bool local_81 = (bool)0;
    bool local_82 = (bool)0;
    bool local_83 = (bool)0;
    bool local_84 = (bool)0;
    bool local_85 = (bool)0;
    bool local_86 = (bool)0;
    bool local_87 = (bool)0;
    bool local_88 = (bool)0;
    bool local_89 = (bool)0;
    bool local_90 = (bool)0;
    bool local_91 = (bool)0;
    bool local_92 = (bool)0;
    bool local_93 = (bool)0;
    bool local_94 = (bool)0;
    bool local_95 = (bool)0;
    bool local_96 = (bool)0;
    bool local_97 = (bool)0;
    bool local_98 = (bool)0;
    bool local_99 = (bool)0;
    bool local_100 = (bool)0;
    bool local_101 = (bool)0;
    bool local_102 = (bool)0;
    bool local_103 = (bool)0;
    bool local_104 = (bool)0;
    bool local_105 = (bool)0;
    bool local_106 = (bool)0;
    bool local_107 = (bool)0;
    bool local_108 = (bool)0;
    bool local_109 = (bool)0;
    bool local_110 = (bool)0;
    bool local_111 = (bool)0;
    bool local_112 = (bool)0;
    bool local_113 = (bool)0;
    bool local_114 = (bool)0;
    bool local_115 = (bool)0;
    bool local_116 = (bool)0;
    bool local_117 = (bool)0;
    bool local_118 = (bool)0;
    bool local_119 = (bool)0;
    bool local_120 = (bool)0;
    bool local_121 = (bool)0;
    bool local_122 = (bool)0;
    bool local_123 = (bool)0;
    bool local_124 = (bool)0;
    bool local_125 = (bool)0;
    bool local_126 = (bool)0;
    bool local_127 = (bool)0;
    bool local_128 = (bool)0;
    bool local_129 = (bool)0;
    bool local_130 = (bool)0;
    bool local_131 = (bool)0;
    bool local_132 = (bool)0;
    bool local_133 = (bool)0;
    bool local_134 = (bool)0;
    bool local_135 = (bool)0;
    bool local_136 = (bool)0;
    bool local_137 = (bool)0;
    bool local_138 = (bool)0;
    bool local_139 = (bool)0;
    bool local_140 = (bool)0;
    bool local_141 = (bool)0;
    bool local_142 = (bool)0;
    bool local_143 = (bool)0;
    bool local_144 = (bool)0;
    bool local_145 = (bool)0;
    uint l_mut_4573_ = (uint)0;
    bool local_146 = (bool)0;
    uint l_mut_4602_ = 0u;
    uint l_mut_4606_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_4624_ = asuint(info.Load(28+0));
        uint l_4625_ = (l_4624_ * 1u);
        bool l_4626_ = (0u < l_4625_);
        if (l_4626_) {
            buffer_7_global.Store(0, asuint(1u));
        }
    }
    uint l_4610_ = asuint(info.Load(0+0));
    uint l_4611_ = (l_4610_ * 1u);
    bool l_4612_ = (1u < l_4611_);
    uint l_4613_ = (l_4611_ - 1u);
    uint l_4614_ = min(1u, l_4613_);
    uint l_4615_ = asuint(buffer_0_global.Load(l_4614_*4));
    uint l_1_ = (l_4612_ ? l_4615_ : 0u);
    uint l_2_ = (id * l_1_);
    uint l_4617_ = asuint(info.Load(0+0));
    uint l_4618_ = (l_4617_ * 1u);
    bool l_4619_ = (2u < l_4618_);
    uint l_4620_ = (l_4618_ - 1u);
    uint l_4621_ = min(2u, l_4620_);
    uint l_4622_ = asuint(buffer_0_global.Load(l_4621_*4));
    uint l_3_ = (l_4619_ ? l_4622_ : 0u);
    bool l_4_ = (l_2_ < l_3_);
    if (l_4_) {
        uint l_5_ = (l_2_ + l_1_);
        uint l_4627_ = asuint(info.Load(0+0));
        uint l_4628_ = (l_4627_ * 1u);
        bool l_4629_ = (2u < l_4628_);
        uint l_4630_ = (l_4628_ - 1u);
        uint l_4631_ = min(2u, l_4630_);
        uint l_4632_ = asuint(buffer_0_global.Load(l_4631_*4));
        uint l_6_ = (l_4629_ ? l_4632_ : 0u);
        uint l_7_ = min(l_5_, l_6_);
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e136 = l_mut_11_;
                l_mut_11_ = (_e136 + 1u);
            }
            loop_init = false;
            uint _e129 = l_mut_11_;
            if ((_e129 < 45u)) {
            } else {
                break;
            }
            {
                uint _e132 = l_mut_11_;
                a_8_[min(uint(_e132), 64u)] = 0u;
            }
        }
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init_1 = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init_1) {
                uint _e163 = l_mut_12_;
                l_mut_12_ = (_e163 + 1u);
            }
            loop_init_1 = false;
            uint _e140 = l_mut_12_;
            if ((_e140 < 10u)) {
            } else {
                break;
            }
            {
                uint _e144 = l_mut_12_;
                uint l_13_ = (2u * _e144);
                uint l_14_ = (45u + l_13_);
                a_8_[min(uint(l_14_), 64u)] = 4294967295u;
                uint _e151 = l_mut_12_;
                uint l_15_ = (2u * _e151);
                uint l_16_ = (45u + l_15_);
                uint l_17_ = (l_16_ + 1u);
                a_8_[min(uint(l_17_), 64u)] = 0u;
                uint _e159 = l_mut_12_;
                a_9_[min(uint(_e159), 9u)] = 0.0L;
            }
        }
        uint l_4634_ = asuint(info.Load(12+0));
        uint l_4635_ = (l_4634_ * 1u);
        bool l_4636_ = (1024u < l_4635_);
        uint l_4637_ = (l_4635_ - 1u);
        uint l_4638_ = min(1024u, l_4637_);
        uint l_4639_ = asuint(buffer_3_global.Load(l_4638_*4));
        uint l_18_ = (l_4636_ ? l_4639_ : 0u);
        float l_19_ = asfloat(l_18_);
        double l_20_ = double(l_19_);
        l_mut_21_ = l_2_;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e8990 = l_mut_21_;
                l_mut_21_ = (_e8990 + 1u);
            }
            loop_init_2 = false;
            uint _e185 = l_mut_21_;
            if ((_e185 < l_7_)) {
            } else {
                break;
            }
            {
                uint l_4641_ = asuint(info.Load(0+0));
                uint l_4642_ = (l_4641_ * 1u);
                bool l_4643_ = (0u < l_4642_);
                uint l_4644_ = (l_4642_ - 1u);
                uint l_4645_ = min(0u, l_4644_);
                uint l_4646_ = asuint(buffer_0_global.Load(l_4645_*4));
                uint l_22_ = (l_4643_ ? l_4646_ : 0u);
                uint _e204 = l_mut_21_;
                uint l_23_ = (l_22_ + _e204);
                float l_24_ = asfloat(l_23_);
                l_mut_25_ = l_24_;
                float l_26_ = tan(l_24_);
                l_mut_25_ = l_26_;
                uint l_27_ = asuint(l_24_);
                uint l_28_ = (l_27_ & 2147483647u);
                float l_29_ = asfloat(l_28_);
                double l_30_ = double(l_29_);
                l_mut_31_ = l_30_;
                bool l_32_ = (l_28_ < 8388608u);
                if (l_32_) {
                    double l_33_ = double(l_28_);
                    double l_34_ = (l_33_ * 1.401298464324817e-45L);
                    l_mut_31_ = l_34_;
                }
                double _e218 = l_mut_31_;
                uint64_t l_35_ = _e218;
                uint l_36_ = (l_27_ >> 31u);
                uint64_t l_37_ = uint64_t(l_36_);
                uint64_t l_38_ = (l_37_ << uint(63uL));
                uint64_t l_39_ = (l_35_ | l_38_);
                double l_40_ = l_39_;
                l_mut_31_ = l_40_;
                uint l_41_ = asuint(l_24_);
                uint l_42_ = (l_41_ & 2147483647u);
                double l_43_ = double(l_24_);
                uint64_t l_44_ = l_43_;
                uint64_t l_45_ = (l_44_ | 9221120237041090560uL);
                double l_46_ = l_45_;
                l_mut_47_ = l_46_;
                float l_48_ = asfloat(l_42_);
                bool l_49_ = (l_48_ < 4.0);
                if (l_49_) {
                    uint l_4648_ = asuint(info.Load(12+0));
                    uint l_4649_ = (l_4648_ * 1u);
                    bool l_4650_ = (1024u < l_4649_);
                    uint l_4651_ = (l_4649_ - 1u);
                    uint l_4652_ = min(1024u, l_4651_);
                    uint l_4653_ = asuint(buffer_3_global.Load(l_4652_*4));
                    uint l_50_ = (l_4650_ ? l_4653_ : 0u);
                    float l_51_ = asfloat(l_50_);
                    double l_52_ = double(l_51_);
                    uint l_53_ = asuint(l_24_);
                    uint l_54_ = (l_53_ & 2147483647u);
                    float l_55_ = asfloat(l_54_);
                    double l_56_ = double(l_55_);
                    l_mut_57_ = l_56_;
                    bool l_58_ = (l_54_ < 8388608u);
                    if (l_58_) {
                        double l_59_ = double(l_54_);
                        double l_60_ = (l_59_ * 1.401298464324817e-45L);
                        l_mut_57_ = l_60_;
                    }
                    double _e269 = l_mut_57_;
                    uint64_t l_61_ = _e269;
                    uint l_62_ = (l_53_ >> 31u);
                    uint64_t l_63_ = uint64_t(l_62_);
                    uint64_t l_64_ = (l_63_ << uint(63uL));
                    uint64_t l_65_ = (l_61_ | l_64_);
                    double l_66_ = l_65_;
                    double l_67_ = abs(l_66_);
                    l_mut_57_ = l_67_;
                    l_mut_68_ = 0u;
                    bool l_69_ = (l_67_ >= 0.785L);
                    if (l_69_) {
                        double l_70_ = (l_67_ * 0.6366197723675814L);
                        double l_71_ = (l_70_ + 0.5L);
                        double l_72_ = floor(l_71_);
                        double l_73_ = (l_72_ * 1.570796325802803L);
                        double l_74_ = (l_67_ - l_73_);
                        double l_75_ = (l_74_ * l_52_);
                        double l_76_ = (l_72_ * 9.920935796805404e-10L);
                        double l_77_ = (l_75_ - l_76_);
                        l_mut_57_ = l_77_;
                        uint l_78_ = naga_f2u32(l_72_);
                        l_mut_68_ = l_78_;
                    }
                    uint l_79_ = asuint(l_24_);
                    bool l_80_ = (l_79_ >= 2147483648u);
                    double _e300 = l_mut_57_;
                    double _e301 = l_mut_57_;
                    double l_81_ = (_e300 * _e301);
                    double l_82_ = (l_81_ * 1.9572941063391263e-20L);
                    double l_83_ = (8.22063524662433e-18L - l_82_);
                    l_mut_84_ = l_83_;
                    double _e307 = l_mut_84_;
                    double l_85_ = (_e307 * l_81_);
                    double l_86_ = (l_85_ - 2.8114572543455206e-15L);
                    l_mut_84_ = l_86_;
                    double _e311 = l_mut_84_;
                    double l_87_ = (_e311 * l_81_);
                    double l_88_ = (l_87_ + 7.647163731819816e-13L);
                    l_mut_84_ = l_88_;
                    double _e315 = l_mut_84_;
                    double l_89_ = (_e315 * l_81_);
                    double l_90_ = (l_89_ - 1.6059043836821613e-10L);
                    l_mut_84_ = l_90_;
                    double _e319 = l_mut_84_;
                    double l_91_ = (_e319 * l_81_);
                    double l_92_ = (l_91_ + 2.505210838544172e-8L);
                    l_mut_84_ = l_92_;
                    double _e323 = l_mut_84_;
                    double l_93_ = (_e323 * l_81_);
                    double l_94_ = (l_93_ - 2.7557319223985893e-6L);
                    l_mut_84_ = l_94_;
                    double _e327 = l_mut_84_;
                    double l_95_ = (_e327 * l_81_);
                    double l_96_ = (l_95_ + 0.0001984126984126984L);
                    l_mut_84_ = l_96_;
                    double _e331 = l_mut_84_;
                    double l_97_ = (_e331 * l_81_);
                    double l_98_ = (l_97_ - 0.008333333333333333L);
                    l_mut_84_ = l_98_;
                    double _e335 = l_mut_84_;
                    double l_99_ = (_e335 * l_81_);
                    double l_100_ = (l_99_ + 0.16666666666666666L);
                    l_mut_84_ = l_100_;
                    double l_101_ = (0.5L * l_81_);
                    double l_102_ = (1.0L - l_101_);
                    double l_103_ = (0.0L * l_102_);
                    double _e345 = l_mut_57_;
                    double l_104_ = (_e345 * l_81_);
                    double _e347 = l_mut_84_;
                    double l_105_ = (l_104_ * _e347);
                    double l_106_ = (l_103_ - l_105_);
                    double _e350 = l_mut_57_;
                    double l_107_ = (_e350 + l_106_);
                    double _e352 = l_mut_57_;
                    double _e353 = l_mut_57_;
                    double l_108_ = (_e352 * _e353);
                    double l_109_ = (l_108_ * 4.110317623312165e-19L);
                    double l_110_ = (l_109_ - 1.5619206968586225e-16L);
                    l_mut_84_ = l_110_;
                    double _e359 = l_mut_84_;
                    double l_111_ = (_e359 * l_108_);
                    double l_112_ = (l_111_ + 4.779477332387385e-14L);
                    l_mut_84_ = l_112_;
                    double _e363 = l_mut_84_;
                    double l_113_ = (_e363 * l_108_);
                    double l_114_ = (l_113_ - 1.1470745597729725e-11L);
                    l_mut_84_ = l_114_;
                    double _e367 = l_mut_84_;
                    double l_115_ = (_e367 * l_108_);
                    double l_116_ = (l_115_ + 2.08767569878681e-9L);
                    l_mut_84_ = l_116_;
                    double _e371 = l_mut_84_;
                    double l_117_ = (_e371 * l_108_);
                    double l_118_ = (l_117_ - 2.755731922398589e-7L);
                    l_mut_84_ = l_118_;
                    double _e375 = l_mut_84_;
                    double l_119_ = (_e375 * l_108_);
                    double l_120_ = (l_119_ + 2.48015873015873e-5L);
                    l_mut_84_ = l_120_;
                    double _e379 = l_mut_84_;
                    double l_121_ = (_e379 * l_108_);
                    double l_122_ = (l_121_ - 0.001388888888888889L);
                    l_mut_84_ = l_122_;
                    double _e383 = l_mut_84_;
                    double l_123_ = (_e383 * l_108_);
                    double l_124_ = (l_123_ + 0.041666666666666664L);
                    l_mut_84_ = l_124_;
                    double l_125_ = (0.5L * l_108_);
                    double l_126_ = (1.0L - l_125_);
                    double l_127_ = (l_108_ * l_108_);
                    double _e392 = l_mut_84_;
                    double l_128_ = (l_127_ * _e392);
                    double _e395 = l_mut_57_;
                    double l_129_ = (0.0L * _e395);
                    double l_130_ = (l_128_ - l_129_);
                    double l_131_ = (l_126_ + l_130_);
                    uint _e399 = l_mut_68_;
                    uint l_132_ = (_e399 & 1u);
                    bool l_133_ = (l_132_ == 1u);
                    l_mut_84_ = l_107_;
                    uint _e404 = l_mut_68_;
                    uint l_134_ = (_e404 & 2u);
                    bool l_135_ = (l_134_ != 0u);
                    l_mut_136_ = l_135_;
                    double l_137_ = (l_107_ / l_131_);
                    l_mut_84_ = l_137_;
                    if (l_133_) {
                        double l_138_ = (l_131_ / l_107_);
                        l_mut_84_ = l_138_;
                    }
                    l_mut_136_ = l_133_;
                    if (true) {
                        local = l_80_;
                    } else {
                        local = false;
                    }
                    bool l_139_ = local;
                    if (l_139_) {
                        bool _e416 = l_mut_136_;
                        bool l_140_ = !(_e416);
                        l_mut_136_ = l_140_;
                    }
                    bool _e418 = l_mut_136_;
                    if (_e418) {
                        double _e419 = l_mut_84_;
                        double l_141_ = -(_e419);
                        l_mut_84_ = l_141_;
                    }
                    double _e421 = l_mut_84_;
                    l_mut_47_ = _e421;
                } else {
                    bool l_142_ = (l_42_ < 2139095040u);
                    if (l_142_) {
                        uint l_143_ = (l_42_ & 8388607u);
                        uint l_144_ = (l_143_ | 8388608u);
                        uint64_t l_145_ = uint64_t(l_144_);
                        uint l_146_ = (l_42_ >> 23u);
                        uint l_147_ = (l_146_ * 4u);
                        uint l_148_ = (l_147_ + 3u);
                        uint l_4655_ = asuint(info.Load(12+0));
                        uint l_4656_ = (l_4655_ * 1u);
                        bool l_4657_ = (l_148_ < l_4656_);
                        uint l_4658_ = (l_4656_ - 1u);
                        uint l_4659_ = min(l_148_, l_4658_);
                        uint l_4660_ = asuint(buffer_3_global.Load(l_4659_*4));
                        uint l_149_ = (l_4657_ ? l_4660_ : 0u);
                        uint64_t l_150_ = uint64_t(l_149_);
                        uint64_t l_151_ = (l_145_ * l_150_);
                        l_mut_152_ = l_151_;
                        uint64_t _e452 = l_mut_152_;
                        uint64_t l_153_ = (_e452 & 4294967295uL);
                        uint64_t _e455 = l_mut_152_;
                        uint64_t l_154_ = (_e455 >> uint(32uL));
                        uint l_155_ = (l_147_ + 2u);
                        uint l_4662_ = asuint(info.Load(12+0));
                        uint l_4663_ = (l_4662_ * 1u);
                        bool l_4664_ = (l_155_ < l_4663_);
                        uint l_4665_ = (l_4663_ - 1u);
                        uint l_4666_ = min(l_155_, l_4665_);
                        uint l_4667_ = asuint(buffer_3_global.Load(l_4666_*4));
                        uint l_156_ = (l_4664_ ? l_4667_ : 0u);
                        uint64_t l_157_ = uint64_t(l_156_);
                        uint64_t l_158_ = (l_145_ * l_157_);
                        uint64_t l_159_ = (l_154_ + l_158_);
                        l_mut_152_ = l_159_;
                        uint64_t _e480 = l_mut_152_;
                        uint64_t l_160_ = (_e480 & 4294967295uL);
                        uint64_t _e483 = l_mut_152_;
                        uint64_t l_161_ = (_e483 >> uint(32uL));
                        uint l_162_ = (l_147_ + 1u);
                        uint l_4669_ = asuint(info.Load(12+0));
                        uint l_4670_ = (l_4669_ * 1u);
                        bool l_4671_ = (l_162_ < l_4670_);
                        uint l_4672_ = (l_4670_ - 1u);
                        uint l_4673_ = min(l_162_, l_4672_);
                        uint l_4674_ = asuint(buffer_3_global.Load(l_4673_*4));
                        uint l_163_ = (l_4671_ ? l_4674_ : 0u);
                        uint64_t l_164_ = uint64_t(l_163_);
                        uint64_t l_165_ = (l_145_ * l_164_);
                        uint64_t l_166_ = (l_161_ + l_165_);
                        l_mut_152_ = l_166_;
                        uint64_t _e508 = l_mut_152_;
                        uint64_t l_167_ = (_e508 & 4294967295uL);
                        uint64_t _e511 = l_mut_152_;
                        uint64_t l_168_ = (_e511 >> uint(32uL));
                        uint l_4676_ = asuint(info.Load(12+0));
                        uint l_4677_ = (l_4676_ * 1u);
                        bool l_4678_ = (l_147_ < l_4677_);
                        uint l_4679_ = (l_4677_ - 1u);
                        uint l_4680_ = min(l_147_, l_4679_);
                        uint l_4681_ = asuint(buffer_3_global.Load(l_4680_*4));
                        uint l_169_ = (l_4678_ ? l_4681_ : 0u);
                        uint64_t l_170_ = uint64_t(l_169_);
                        uint64_t l_171_ = (l_145_ * l_170_);
                        uint64_t l_172_ = (l_168_ + l_171_);
                        l_mut_152_ = l_172_;
                        uint64_t _e534 = l_mut_152_;
                        uint64_t l_173_ = (_e534 >> uint(29uL));
                        uint64_t l_174_ = (l_173_ & 3uL);
                        uint l_175_ = uint(l_174_);
                        l_mut_68_ = l_175_;
                        uint64_t _e543 = l_mut_152_;
                        uint64_t l_176_ = (_e543 & 536870911uL);
                        uint64_t l_177_ = (l_176_ << uint(32uL));
                        uint64_t l_178_ = (l_177_ | l_167_);
                        l_mut_152_ = l_178_;
                        uint64_t l_179_ = (l_160_ << uint(32uL));
                        uint64_t l_180_ = (l_179_ | l_153_);
                        l_mut_181_ = l_180_;
                        uint64_t _e556 = l_mut_152_;
                        bool l_182_ = (_e556 >= 1152921504606846976uL);
                        if (l_182_) {
                            uint _e559 = l_mut_68_;
                            uint l_183_ = (_e559 + 1u);
                            uint l_184_ = (l_183_ & 3u);
                            l_mut_68_ = l_184_;
                            uint64_t _e564 = l_mut_181_;
                            bool l_185_ = (_e564 != 0uL);
                            uint64_t l_186_ = uint64_t(l_185_);
                            uint64_t _e569 = l_mut_181_;
                            uint64_t l_187_ = (0uL - _e569);
                            l_mut_181_ = l_187_;
                            uint64_t _e572 = l_mut_152_;
                            uint64_t l_188_ = (2305843009213693952uL - _e572);
                            uint64_t l_189_ = (l_188_ - l_186_);
                            l_mut_152_ = l_189_;
                        }
                        uint64_t _e575 = l_mut_181_;
                        uint64_t _e581 = l_mut_181_;
                        uint64_t _e585 = l_mut_181_;
                        uint l_190_ = (((_e585 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e581)))) : (31u - firstbithigh(uint((_e575 >> 32u)))));
                        uint64_t l_191_ = uint64_t(l_190_);
                        uint64_t _e592 = l_mut_181_;
                        uint64_t l_192_ = (_e592 << uint(l_191_));
                        l_mut_193_ = l_192_;
                        int l_194_ = int(l_190_);
                        int l_195_ = asint(asuint(int(0)) - asuint(l_194_));
                        l_mut_196_ = l_195_;
                        uint64_t _e599 = l_mut_152_;
                        bool l_197_ = (_e599 != 0uL);
                        if (l_197_) {
                            uint64_t _e602 = l_mut_152_;
                            uint64_t _e608 = l_mut_152_;
                            uint64_t _e612 = l_mut_152_;
                            uint l_198_ = (((_e612 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e608)))) : (31u - firstbithigh(uint((_e602 >> 32u)))));
                            uint64_t l_199_ = uint64_t(l_198_);
                            uint64_t _e619 = l_mut_152_;
                            uint64_t l_200_ = (_e619 << uint(l_199_));
                            uint l_201_ = (64u - l_198_);
                            uint64_t l_202_ = uint64_t(l_201_);
                            uint64_t _e626 = l_mut_181_;
                            uint64_t l_203_ = (_e626 >> uint(l_202_));
                            uint64_t l_204_ = (l_200_ | l_203_);
                            l_mut_193_ = l_204_;
                            int l_205_ = int(l_198_);
                            int l_206_ = asint(asuint(int(64)) - asuint(l_205_));
                            l_mut_196_ = l_206_;
                        }
                        uint64_t _e634 = l_mut_193_;
                        uint64_t l_207_ = (_e634 >> uint(32uL));
                        uint64_t _e639 = l_mut_193_;
                        uint64_t l_208_ = (_e639 & 4294967295uL);
                        uint64_t l_209_ = (l_207_ * 560513588uL);
                        uint64_t l_210_ = (l_208_ * 3373259426uL);
                        uint64_t l_211_ = (l_208_ * 560513588uL);
                        uint64_t l_212_ = (l_211_ >> uint(32uL));
                        uint64_t l_213_ = (l_209_ & 4294967295uL);
                        uint64_t l_214_ = (l_212_ + l_213_);
                        uint64_t l_215_ = (l_210_ & 4294967295uL);
                        uint64_t l_216_ = (l_214_ + l_215_);
                        uint64_t l_217_ = (l_207_ * 3373259426uL);
                        uint64_t l_218_ = (l_209_ >> uint(32uL));
                        uint64_t l_219_ = (l_217_ + l_218_);
                        uint64_t l_220_ = (l_210_ >> uint(32uL));
                        uint64_t l_221_ = (l_219_ + l_220_);
                        uint64_t l_222_ = (l_216_ >> uint(32uL));
                        uint64_t l_223_ = (l_221_ + l_222_);
                        l_mut_193_ = l_223_;
                        int _e675 = l_mut_196_;
                        int l_224_ = asint(asuint(_e675) - asuint(int(124)));
                        l_mut_196_ = l_224_;
                        uint64_t _e678 = l_mut_193_;
                        bool l_225_ = (_e678 < (-9223372036854775807L - 1L));
                        if (l_225_) {
                            uint64_t _e684 = l_mut_193_;
                            uint64_t l_226_ = (_e684 << uint(1uL));
                            uint64_t l_227_ = (l_216_ >> uint(31uL));
                            uint64_t l_228_ = (l_227_ & 1uL);
                            uint64_t l_229_ = (l_226_ | l_228_);
                            l_mut_193_ = l_229_;
                            int _e696 = l_mut_196_;
                            l_mut_196_ = asint(asuint(_e696) - asuint(int(1)));
                        }
                        uint64_t _e699 = l_mut_193_;
                        uint64_t l_230_ = (_e699 >> uint(11uL));
                        double l_231_ = double(l_230_);
                        int _e705 = l_mut_196_;
                        int l_232_ = asint(asuint(_e705) + asuint(int(11)));
                        int l_233_ = asint(asuint(l_232_) + asuint(int(1023)));
                        uint64_t l_234_ = uint64_t(l_233_);
                        uint64_t l_235_ = (l_234_ << uint(52uL));
                        double l_236_ = l_235_;
                        double l_237_ = (l_231_ * l_236_);
                        l_mut_84_ = l_237_;
                        uint64_t _e717 = l_mut_193_;
                        uint64_t l_238_ = (_e717 & 2047uL);
                        double l_239_ = double(l_238_);
                        int _e721 = l_mut_196_;
                        int l_240_ = asint(asuint(_e721) + asuint(int(1023)));
                        uint64_t l_241_ = uint64_t(l_240_);
                        uint64_t l_242_ = (l_241_ << uint(52uL));
                        double l_243_ = l_242_;
                        double l_244_ = (l_239_ * l_243_);
                        l_mut_57_ = l_244_;
                        if (l_182_) {
                            double _e731 = l_mut_84_;
                            double l_245_ = -(_e731);
                            l_mut_84_ = l_245_;
                            double _e733 = l_mut_57_;
                            double l_246_ = -(_e733);
                            l_mut_57_ = l_246_;
                        }
                        bool l_247_ = (l_41_ >= 2147483648u);
                        double _e737 = l_mut_84_;
                        double _e738 = l_mut_84_;
                        double l_248_ = (_e737 * _e738);
                        double l_249_ = (l_248_ * 1.9572941063391263e-20L);
                        double l_250_ = (8.22063524662433e-18L - l_249_);
                        l_mut_251_ = l_250_;
                        double _e744 = l_mut_251_;
                        double l_252_ = (_e744 * l_248_);
                        double l_253_ = (l_252_ - 2.8114572543455206e-15L);
                        l_mut_251_ = l_253_;
                        double _e748 = l_mut_251_;
                        double l_254_ = (_e748 * l_248_);
                        double l_255_ = (l_254_ + 7.647163731819816e-13L);
                        l_mut_251_ = l_255_;
                        double _e752 = l_mut_251_;
                        double l_256_ = (_e752 * l_248_);
                        double l_257_ = (l_256_ - 1.6059043836821613e-10L);
                        l_mut_251_ = l_257_;
                        double _e756 = l_mut_251_;
                        double l_258_ = (_e756 * l_248_);
                        double l_259_ = (l_258_ + 2.505210838544172e-8L);
                        l_mut_251_ = l_259_;
                        double _e760 = l_mut_251_;
                        double l_260_ = (_e760 * l_248_);
                        double l_261_ = (l_260_ - 2.7557319223985893e-6L);
                        l_mut_251_ = l_261_;
                        double _e764 = l_mut_251_;
                        double l_262_ = (_e764 * l_248_);
                        double l_263_ = (l_262_ + 0.0001984126984126984L);
                        l_mut_251_ = l_263_;
                        double _e768 = l_mut_251_;
                        double l_264_ = (_e768 * l_248_);
                        double l_265_ = (l_264_ - 0.008333333333333333L);
                        l_mut_251_ = l_265_;
                        double _e772 = l_mut_251_;
                        double l_266_ = (_e772 * l_248_);
                        double l_267_ = (l_266_ + 0.16666666666666666L);
                        l_mut_251_ = l_267_;
                        double l_268_ = (0.5L * l_248_);
                        double l_269_ = (1.0L - l_268_);
                        double _e780 = l_mut_57_;
                        double l_270_ = (_e780 * l_269_);
                        double _e782 = l_mut_84_;
                        double l_271_ = (_e782 * l_248_);
                        double _e784 = l_mut_251_;
                        double l_272_ = (l_271_ * _e784);
                        double l_273_ = (l_270_ - l_272_);
                        double _e787 = l_mut_84_;
                        double l_274_ = (_e787 + l_273_);
                        double _e789 = l_mut_84_;
                        double _e790 = l_mut_84_;
                        double l_275_ = (_e789 * _e790);
                        double l_276_ = (l_275_ * 4.110317623312165e-19L);
                        double l_277_ = (l_276_ - 1.5619206968586225e-16L);
                        l_mut_251_ = l_277_;
                        double _e796 = l_mut_251_;
                        double l_278_ = (_e796 * l_275_);
                        double l_279_ = (l_278_ + 4.779477332387385e-14L);
                        l_mut_251_ = l_279_;
                        double _e800 = l_mut_251_;
                        double l_280_ = (_e800 * l_275_);
                        double l_281_ = (l_280_ - 1.1470745597729725e-11L);
                        l_mut_251_ = l_281_;
                        double _e804 = l_mut_251_;
                        double l_282_ = (_e804 * l_275_);
                        double l_283_ = (l_282_ + 2.08767569878681e-9L);
                        l_mut_251_ = l_283_;
                        double _e808 = l_mut_251_;
                        double l_284_ = (_e808 * l_275_);
                        double l_285_ = (l_284_ - 2.755731922398589e-7L);
                        l_mut_251_ = l_285_;
                        double _e812 = l_mut_251_;
                        double l_286_ = (_e812 * l_275_);
                        double l_287_ = (l_286_ + 2.48015873015873e-5L);
                        l_mut_251_ = l_287_;
                        double _e816 = l_mut_251_;
                        double l_288_ = (_e816 * l_275_);
                        double l_289_ = (l_288_ - 0.001388888888888889L);
                        l_mut_251_ = l_289_;
                        double _e820 = l_mut_251_;
                        double l_290_ = (_e820 * l_275_);
                        double l_291_ = (l_290_ + 0.041666666666666664L);
                        l_mut_251_ = l_291_;
                        double l_292_ = (0.5L * l_275_);
                        double l_293_ = (1.0L - l_292_);
                        double l_294_ = (l_275_ * l_275_);
                        double _e829 = l_mut_251_;
                        double l_295_ = (l_294_ * _e829);
                        double _e831 = l_mut_57_;
                        double _e832 = l_mut_84_;
                        double l_296_ = (_e831 * _e832);
                        double l_297_ = (l_295_ - l_296_);
                        double l_298_ = (l_293_ + l_297_);
                        uint _e836 = l_mut_68_;
                        uint l_299_ = (_e836 & 1u);
                        bool l_300_ = (l_299_ == 1u);
                        l_mut_251_ = l_274_;
                        uint _e841 = l_mut_68_;
                        uint l_301_ = (_e841 & 2u);
                        bool l_302_ = (l_301_ != 0u);
                        l_mut_136_ = l_302_;
                        double l_303_ = (l_274_ / l_298_);
                        l_mut_251_ = l_303_;
                        if (l_300_) {
                            double l_304_ = (l_298_ / l_274_);
                            l_mut_251_ = l_304_;
                        }
                        l_mut_136_ = l_300_;
                        if (true) {
                            local_1 = l_247_;
                        } else {
                            local_1 = false;
                        }
                        bool l_305_ = local_1;
                        if (l_305_) {
                            bool _e853 = l_mut_136_;
                            bool l_306_ = !(_e853);
                            l_mut_136_ = l_306_;
                        }
                        bool _e855 = l_mut_136_;
                        if (_e855) {
                            double _e856 = l_mut_251_;
                            double l_307_ = -(_e856);
                            l_mut_251_ = l_307_;
                        }
                        double _e858 = l_mut_251_;
                        l_mut_47_ = _e858;
                    }
                }
                double _e859 = l_mut_47_;
                l_mut_31_ = _e859;
                l_mut_68_ = 4294967294u;
                float _e861 = l_mut_25_;
                uint l_308_ = asuint(_e861);
                uint l_309_ = asuint(l_24_);
                uint l_310_ = (l_309_ & 2139095040u);
                bool l_311_ = (l_310_ != 2139095040u);
                bool l_312_ = (l_310_ == 0u);
                uint l_313_ = asuint(l_24_);
                uint l_314_ = (l_313_ & 8388607u);
                bool l_315_ = (l_314_ != 0u);
                if (l_312_) {
                    local_2 = l_315_;
                } else {
                    local_2 = false;
                }
                bool l_316_ = local_2;
                double _e879 = l_mut_31_;
                double l_317_ = abs(_e879);
                double _e881 = l_mut_31_;
                bool l_318_ = (_e881 < 0.0L);
                uint l_319_ = uint(l_318_);
                uint l_320_ = (2147483648u * l_319_);
                if (l_316_) {
                } else {
                    double _e887 = l_mut_31_;
                    const bool _e888 = is_nan_1_f64_(_e887);
                    if (_e888) {
                        uint l_322_ = (l_308_ & 2147483647u);
                        bool l_323_ = (l_322_ > 2139095040u);
                        if (l_323_) {
                            l_mut_68_ = 4294967293u;
                        }
                    } else {
                        bool l_324_ = (l_317_ >= 3.402823669209385e38L);
                        bool l_325_ = !(l_311_);
                        bool l_326_ = (l_317_ == 0.0L);
                        if (l_325_) {
                            local_3 = l_326_;
                        } else {
                            local_3 = false;
                        }
                        bool l_327_ = local_3;
                        if (!(l_324_)) {
                            local_4 = l_327_;
                        } else {
                            local_4 = true;
                        }
                        bool l_328_ = local_4;
                        if (l_328_) {
                            bool l_329_ = (l_317_ >= 3.402823669209385e38L);
                            uint l_330_ = uint(l_329_);
                            uint l_331_ = (2139095040u * l_330_);
                            uint l_332_ = (l_331_ | l_320_);
                            bool l_333_ = (l_308_ == l_332_);
                            uint l_334_ = (l_308_ | l_332_);
                            uint l_335_ = (l_334_ & 2147483647u);
                            bool l_336_ = (l_335_ == 0u);
                            if (!(l_333_)) {
                                local_5 = l_336_;
                            } else {
                                local_5 = true;
                            }
                            bool l_337_ = local_5;
                            if (l_337_) {
                                l_mut_68_ = 4294967293u;
                            }
                        } else {
                            bool l_338_ = (l_317_ >= 2.350988701644575e-38L);
                            if (l_311_) {
                                local_6 = l_338_;
                            } else {
                                local_6 = false;
                            }
                            bool l_339_ = local_6;
                            bool l_340_ = (l_317_ < 3.4028234663852886e38L);
                            if (l_339_) {
                                local_7 = l_340_;
                            } else {
                                local_7 = false;
                            }
                            bool l_341_ = local_7;
                            if (l_341_) {
                                float l_342_ = float(l_317_);
                                uint l_343_ = asuint(l_342_);
                                float l_344_ = asfloat(l_343_);
                                double l_345_ = double(l_344_);
                                double l_346_ = (l_317_ - l_345_);
                                uint l_347_ = (l_343_ + 1u);
                                bool l_348_ = (l_346_ < 0.0L);
                                uint l_349_ = uint(l_348_);
                                uint l_350_ = (2u * l_349_);
                                uint l_351_ = (l_347_ - l_350_);
                                float l_352_ = asfloat(l_351_);
                                double l_353_ = double(l_352_);
                                double l_354_ = (l_353_ - l_345_);
                                double l_355_ = abs(l_354_);
                                double l_356_ = (l_355_ * 0.5L);
                                double l_357_ = abs(l_346_);
                                double l_358_ = (l_356_ - l_357_);
                                double l_359_ = (l_317_ * 9.094947017729282e-13L);
                                bool l_360_ = (l_358_ > l_359_);
                                if (l_360_) {
                                    uint l_361_ = (l_343_ | l_320_);
                                    l_mut_68_ = l_361_;
                                }
                            } else {
                                bool l_362_ = (l_317_ < 2.350988701644575e-38L);
                                if (l_311_) {
                                    local_8 = l_362_;
                                } else {
                                    local_8 = false;
                                }
                                bool l_363_ = local_8;
                                if (l_363_) {
                                    double l_364_ = (l_317_ * 7.1362384635298e44L);
                                    double l_365_ = floor(l_364_);
                                    double l_366_ = (l_364_ - l_365_);
                                    double l_367_ = (l_366_ - 0.5L);
                                    double l_368_ = abs(l_367_);
                                    double l_369_ = (l_364_ * 9.094947017729282e-13L);
                                    bool l_370_ = (l_368_ > l_369_);
                                    if (l_370_) {
                                        bool l_371_ = (l_366_ > 0.5L);
                                        double l_372_ = double(l_371_);
                                        double l_373_ = (l_365_ + l_372_);
                                        uint l_374_ = naga_f2u32(l_373_);
                                        uint l_375_ = (l_374_ | l_320_);
                                        l_mut_68_ = l_375_;
                                    }
                                }
                            }
                        }
                    }
                }
                float _e985 = l_mut_25_;
                uint l_376_ = asuint(_e985);
                uint l_377_ = (l_376_ & 2147483647u);
                bool l_378_ = (l_377_ > 2139095040u);
                uint l_379_ = (l_376_ & 2147483647u);
                bool l_380_ = (l_379_ == 0u);
                uint l_381_ = (l_376_ & 2147483647u);
                double l_382_ = double(l_381_);
                uint l_383_ = (l_376_ >> 31u);
                double l_384_ = double(l_383_);
                double l_385_ = (2.0L * l_384_);
                double l_386_ = (1.0L - l_385_);
                double l_387_ = (l_382_ * l_386_);
                uint _e1006 = l_mut_68_;
                uint l_388_ = (_e1006 & 2147483647u);
                double l_389_ = double(l_388_);
                uint _e1010 = l_mut_68_;
                uint l_390_ = (_e1010 >> 31u);
                double l_391_ = double(l_390_);
                double l_392_ = (2.0L * l_391_);
                double l_393_ = (1.0L - l_392_);
                double l_394_ = (l_389_ * l_393_);
                double l_395_ = (l_387_ - l_394_);
                uint _e1020 = l_mut_68_;
                uint l_396_ = (_e1020 & 2139095040u);
                bool l_397_ = (l_396_ == 0u);
                uint _e1025 = l_mut_68_;
                bool l_398_ = (_e1025 < 4294967293u);
                bool l_399_ = (l_395_ == 0.0L);
                if (l_380_) {
                    local_9 = l_397_;
                } else {
                    local_9 = false;
                }
                bool l_400_ = local_9;
                if (!(l_378_)) {
                    local_10 = l_400_;
                } else {
                    local_10 = true;
                }
                bool l_401_ = local_10;
                bool l_402_ = !(l_401_);
                if (!(l_399_)) {
                    local_11 = l_402_;
                } else {
                    local_11 = true;
                }
                bool l_403_ = local_11;
                if (l_398_) {
                    local_12 = l_403_;
                } else {
                    local_12 = false;
                }
                bool l_404_ = local_12;
                l_mut_136_ = l_404_;
                bool l_405_ = (l_395_ != 0.0L);
                bool _e1051 = l_mut_136_;
                if (_e1051) {
                    local_13 = l_405_;
                } else {
                    local_13 = false;
                }
                bool l_406_ = local_13;
                if (l_406_) {
                    l_mut_407_ = 0u;
                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                    bool loop_init_3 = true;
                    while(true) {
                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                        if (!loop_init_3) {
                            uint _e8742 = l_mut_407_;
                            l_mut_407_ = (_e8742 + 1u);
                        }
                        loop_init_3 = false;
                        uint _e1058 = l_mut_407_;
                        if ((_e1058 < 8u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e1062 = l_mut_407_;
                            uint l_408_ = (2u * _e1062);
                            uint l_4683_ = asuint(info.Load(4+0));
                            uint l_4684_ = (l_4683_ * 1u);
                            bool l_4685_ = (l_408_ < l_4684_);
                            uint l_4686_ = (l_4684_ - 1u);
                            uint l_4687_ = min(l_408_, l_4686_);
                            uint l_4688_ = asuint(buffer_1_global.Load(l_4687_*4));
                            uint l_409_ = (l_4685_ ? l_4688_ : 0u);
                            uint _e1080 = l_mut_407_;
                            uint l_410_ = (2u * _e1080);
                            uint l_411_ = (l_410_ + 1u);
                            uint l_4690_ = asuint(info.Load(4+0));
                            uint l_4691_ = (l_4690_ * 1u);
                            bool l_4692_ = (l_411_ < l_4691_);
                            uint l_4693_ = (l_4691_ - 1u);
                            uint l_4694_ = min(l_411_, l_4693_);
                            uint l_4695_ = asuint(buffer_1_global.Load(l_4694_*4));
                            uint l_412_ = (l_4692_ ? l_4695_ : 0u);
                            bool l_413_ = (l_412_ != 0u);
                            uint _e1101 = l_mut_407_;
                            uint l_414_ = (_e1101 * 4u);
                            uint l_4697_ = asuint(info.Load(8+0));
                            uint l_4698_ = (l_4697_ * 1u);
                            bool l_4699_ = (l_414_ < l_4698_);
                            uint l_4700_ = (l_4698_ - 1u);
                            uint l_4701_ = min(l_414_, l_4700_);
                            double l_4702_ = buffer_2_global.Load<double>(l_4701_*8);
                            double l_415_ = (l_4699_ ? l_4702_ : 0.0L);
                            uint _e1119 = l_mut_407_;
                            uint l_416_ = (_e1119 * 4u);
                            uint l_417_ = (l_416_ + 1u);
                            uint l_4704_ = asuint(info.Load(8+0));
                            uint l_4705_ = (l_4704_ * 1u);
                            bool l_4706_ = (l_417_ < l_4705_);
                            uint l_4707_ = (l_4705_ - 1u);
                            uint l_4708_ = min(l_417_, l_4707_);
                            double l_4709_ = buffer_2_global.Load<double>(l_4708_*8);
                            double l_418_ = (l_4706_ ? l_4709_ : 0.0L);
                            uint _e1139 = l_mut_407_;
                            uint l_419_ = (_e1139 * 4u);
                            uint l_420_ = (l_419_ + 2u);
                            uint l_4711_ = asuint(info.Load(8+0));
                            uint l_4712_ = (l_4711_ * 1u);
                            bool l_4713_ = (l_420_ < l_4712_);
                            uint l_4714_ = (l_4712_ - 1u);
                            uint l_4715_ = min(l_420_, l_4714_);
                            double l_4716_ = buffer_2_global.Load<double>(l_4715_*8);
                            double l_421_ = (l_4713_ ? l_4716_ : 0.0L);
                            double l_422_ = double(l_24_);
                            double l_423_ = abs(l_422_);
                            double _e1161 = l_mut_31_;
                            double l_424_ = abs(_e1161);
                            double l_425_ = (l_424_ * 1.4551915228366852e-11L);
                            a_426_[0] = 1u;
                            l_mut_427_ = 2u;
                            bool l_428_ = (l_409_ == 0u);
                            if (l_428_) {
                                l_mut_427_ = 0u;
                            } else {
                                bool l_429_ = (l_409_ == 1u);
                                if (l_429_) {
                                    l_mut_427_ = 1u;
                                    double l_430_ = abs(l_395_);
                                    bool l_431_ = (l_430_ <= l_415_);
                                    if (l_431_) {
                                        l_mut_427_ = 0u;
                                    }
                                } else {
                                    bool l_432_ = (l_409_ == 2u);
                                    if (l_432_) {
                                        double _e1179 = l_mut_31_;
                                        double l_433_ = abs(_e1179);
                                        l_mut_251_ = 1.401298464324817e-45L;
                                        bool l_434_ = (l_433_ >= 1.1754943508222875e-38L);
                                        bool l_435_ = (l_433_ <= 1.7976931348623157e308L);
                                        if (l_434_) {
                                            local_14 = l_435_;
                                        } else {
                                            local_14 = false;
                                        }
                                        bool l_436_ = local_14;
                                        if (l_436_) {
                                            uint64_t l_437_ = l_433_;
                                            uint64_t l_438_ = (l_437_ >> uint(52uL));
                                            uint64_t l_439_ = (l_438_ - 23uL);
                                            uint64_t l_440_ = (l_439_ << uint(52uL));
                                            double l_441_ = l_440_;
                                            l_mut_251_ = l_441_;
                                        }
                                        double _e1202 = l_mut_251_;
                                        double l_442_ = (l_415_ * _e1202);
                                        l_mut_443_ = 2u;
                                        double _e1205 = l_mut_31_;
                                        double l_444_ = (_e1205 - l_425_);
                                        double l_445_ = abs(l_444_);
                                        l_mut_251_ = 1.401298464324817e-45L;
                                        bool l_446_ = (l_445_ >= 1.1754943508222875e-38L);
                                        bool l_447_ = (l_445_ <= 1.7976931348623157e308L);
                                        if (l_446_) {
                                            local_15 = l_447_;
                                        } else {
                                            local_15 = false;
                                        }
                                        bool l_448_ = local_15;
                                        if (l_448_) {
                                            uint64_t l_449_ = l_445_;
                                            uint64_t l_450_ = (l_449_ >> uint(52uL));
                                            uint64_t l_451_ = (l_450_ - 23uL);
                                            uint64_t l_452_ = (l_451_ << uint(52uL));
                                            double l_453_ = l_452_;
                                            l_mut_251_ = l_453_;
                                        }
                                        double _e1229 = l_mut_31_;
                                        double l_454_ = (_e1229 + l_425_);
                                        double l_455_ = abs(l_454_);
                                        l_mut_84_ = 1.401298464324817e-45L;
                                        bool l_456_ = (l_455_ >= 1.1754943508222875e-38L);
                                        bool l_457_ = (l_455_ <= 1.7976931348623157e308L);
                                        if (l_456_) {
                                            local_16 = l_457_;
                                        } else {
                                            local_16 = false;
                                        }
                                        bool l_458_ = local_16;
                                        if (l_458_) {
                                            uint64_t l_459_ = l_455_;
                                            uint64_t l_460_ = (l_459_ >> uint(52uL));
                                            uint64_t l_461_ = (l_460_ - 23uL);
                                            uint64_t l_462_ = (l_461_ << uint(52uL));
                                            double l_463_ = l_462_;
                                            l_mut_84_ = l_463_;
                                        }
                                        double _e1253 = l_mut_251_;
                                        double _e1254 = l_mut_84_;
                                        bool l_464_ = (_e1253 == _e1254);
                                        if (l_464_) {
                                            double l_465_ = (l_442_ * 1.4551915228366852e-11L);
                                            double l_466_ = (l_425_ + l_465_);
                                            double _e1259 = l_mut_31_;
                                            double l_467_ = (_e1259 - l_442_);
                                            double _e1261 = l_mut_31_;
                                            double l_468_ = (_e1261 + l_442_);
                                            float _e1263 = l_mut_25_;
                                            uint l_469_ = asuint(_e1263);
                                            uint l_470_ = (l_469_ & 2147483647u);
                                            float l_471_ = asfloat(l_470_);
                                            double l_472_ = double(l_471_);
                                            l_mut_251_ = l_472_;
                                            bool l_473_ = (l_470_ < 8388608u);
                                            if (l_473_) {
                                                double l_474_ = double(l_470_);
                                                double l_475_ = (l_474_ * 1.401298464324817e-45L);
                                                l_mut_251_ = l_475_;
                                            }
                                            double _e1274 = l_mut_251_;
                                            uint64_t l_476_ = _e1274;
                                            uint l_477_ = (l_469_ >> 31u);
                                            uint64_t l_478_ = uint64_t(l_477_);
                                            uint64_t l_479_ = (l_478_ << uint(63uL));
                                            uint64_t l_480_ = (l_476_ | l_479_);
                                            double l_481_ = l_480_;
                                            float _e1285 = l_mut_25_;
                                            uint l_482_ = asuint(_e1285);
                                            uint l_483_ = (l_482_ + 1u);
                                            l_mut_484_ = l_483_;
                                            uint l_485_ = (l_482_ & 2147483647u);
                                            bool l_486_ = (l_485_ == 0u);
                                            if (l_486_) {
                                                l_mut_484_ = 1u;
                                            } else {
                                                uint l_487_ = (l_482_ & 2147483648u);
                                                bool l_488_ = (l_487_ != 0u);
                                                if (l_488_) {
                                                    uint l_489_ = (l_482_ - 1u);
                                                    l_mut_484_ = l_489_;
                                                } else {
                                                    bool l_490_ = (l_482_ == 2139095040u);
                                                    if (l_490_) {
                                                        l_mut_484_ = l_482_;
                                                    }
                                                }
                                            }
                                            uint _e1302 = l_mut_484_;
                                            float l_491_ = asfloat(_e1302);
                                            uint l_492_ = asuint(l_491_);
                                            uint l_493_ = (l_492_ & 2147483647u);
                                            float l_494_ = asfloat(l_493_);
                                            double l_495_ = double(l_494_);
                                            l_mut_251_ = l_495_;
                                            bool l_496_ = (l_493_ < 8388608u);
                                            if (l_496_) {
                                                double l_497_ = double(l_493_);
                                                double l_498_ = (l_497_ * 1.401298464324817e-45L);
                                                l_mut_251_ = l_498_;
                                            }
                                            double _e1314 = l_mut_251_;
                                            uint64_t l_499_ = _e1314;
                                            uint l_500_ = (l_492_ >> 31u);
                                            uint64_t l_501_ = uint64_t(l_500_);
                                            uint64_t l_502_ = (l_501_ << uint(63uL));
                                            uint64_t l_503_ = (l_499_ | l_502_);
                                            double l_504_ = l_503_;
                                            float _e1325 = l_mut_25_;
                                            uint l_505_ = asuint(_e1325);
                                            uint l_506_ = (l_505_ ^ 2147483648u);
                                            float l_507_ = asfloat(l_506_);
                                            uint l_508_ = asuint(l_507_);
                                            uint l_509_ = (l_508_ + 1u);
                                            l_mut_484_ = l_509_;
                                            uint l_510_ = (l_508_ & 2147483647u);
                                            bool l_511_ = (l_510_ == 0u);
                                            if (l_511_) {
                                                l_mut_484_ = 1u;
                                            } else {
                                                uint l_512_ = (l_508_ & 2147483648u);
                                                bool l_513_ = (l_512_ != 0u);
                                                if (l_513_) {
                                                    uint l_514_ = (l_508_ - 1u);
                                                    l_mut_484_ = l_514_;
                                                } else {
                                                    bool l_515_ = (l_508_ == 2139095040u);
                                                    if (l_515_) {
                                                        l_mut_484_ = l_508_;
                                                    }
                                                }
                                            }
                                            uint _e1346 = l_mut_484_;
                                            float l_516_ = asfloat(_e1346);
                                            uint l_517_ = asuint(l_516_);
                                            uint l_518_ = (l_517_ ^ 2147483648u);
                                            float l_519_ = asfloat(l_518_);
                                            uint l_520_ = asuint(l_519_);
                                            uint l_521_ = (l_520_ & 2147483647u);
                                            float l_522_ = asfloat(l_521_);
                                            double l_523_ = double(l_522_);
                                            l_mut_251_ = l_523_;
                                            bool l_524_ = (l_521_ < 8388608u);
                                            if (l_524_) {
                                                double l_525_ = double(l_521_);
                                                double l_526_ = (l_525_ * 1.401298464324817e-45L);
                                                l_mut_251_ = l_526_;
                                            }
                                            double _e1362 = l_mut_251_;
                                            uint64_t l_527_ = _e1362;
                                            uint l_528_ = (l_520_ >> 31u);
                                            uint64_t l_529_ = uint64_t(l_528_);
                                            uint64_t l_530_ = (l_529_ << uint(63uL));
                                            uint64_t l_531_ = (l_527_ | l_530_);
                                            double l_532_ = l_531_;
                                            double l_533_ = (l_467_ + l_466_);
                                            bool l_534_ = (l_533_ <= l_481_);
                                            l_mut_535_ = l_534_;
                                            double l_536_ = (l_467_ - l_466_);
                                            bool l_537_ = (l_536_ > l_481_);
                                            l_mut_538_ = l_537_;
                                            double l_539_ = (l_468_ - l_466_);
                                            bool l_540_ = (l_539_ >= l_481_);
                                            l_mut_541_ = l_540_;
                                            double l_542_ = (l_468_ + l_466_);
                                            bool l_543_ = (l_542_ < l_481_);
                                            l_mut_544_ = l_543_;
                                            if (l_413_) {
                                                double l_545_ = (l_467_ + l_466_);
                                                bool l_546_ = (l_545_ < l_504_);
                                                l_mut_535_ = l_546_;
                                                double l_547_ = (l_467_ - l_466_);
                                                bool l_548_ = (l_547_ >= l_504_);
                                                l_mut_538_ = l_548_;
                                                double l_549_ = (l_468_ - l_466_);
                                                bool l_550_ = (l_549_ > l_532_);
                                                l_mut_541_ = l_550_;
                                                double l_551_ = (l_468_ + l_466_);
                                                bool l_552_ = (l_551_ <= l_532_);
                                                l_mut_544_ = l_552_;
                                            }
                                            l_mut_484_ = 2u;
                                            bool _e1390 = l_mut_538_;
                                            if (!(_e1390)) {
                                                bool _e1394 = l_mut_544_;
                                                local_17 = _e1394;
                                            } else {
                                                local_17 = true;
                                            }
                                            bool l_553_ = local_17;
                                            if (l_553_) {
                                                l_mut_484_ = 1u;
                                            } else {
                                                bool _e1398 = l_mut_535_;
                                                if (_e1398) {
                                                    bool _e1401 = l_mut_541_;
                                                    local_18 = _e1401;
                                                } else {
                                                    local_18 = false;
                                                }
                                                bool l_554_ = local_18;
                                                if (l_554_) {
                                                    l_mut_484_ = 0u;
                                                }
                                            }
                                            float _e1405 = l_mut_25_;
                                            uint l_555_ = asuint(_e1405);
                                            uint l_556_ = (l_555_ & 2147483647u);
                                            bool l_557_ = (l_556_ == 0u);
                                            if (l_557_) {
                                                double l_558_ = (l_467_ + l_466_);
                                                bool l_559_ = (l_558_ < 1.1754943508222875e-38L);
                                                double l_560_ = (l_468_ - l_466_);
                                                bool l_561_ = (l_560_ > -1.1754943508222875e-38L);
                                                if (l_559_) {
                                                    local_19 = l_561_;
                                                } else {
                                                    local_19 = false;
                                                }
                                                bool l_562_ = local_19;
                                                double l_563_ = (l_467_ - l_466_);
                                                bool l_564_ = (l_563_ < 1.1754943508222875e-38L);
                                                double l_565_ = (l_468_ + l_466_);
                                                bool l_566_ = (l_565_ > -1.1754943508222875e-38L);
                                                if (l_564_) {
                                                    local_20 = l_566_;
                                                } else {
                                                    local_20 = false;
                                                }
                                                bool l_567_ = local_20;
                                                if (l_562_) {
                                                    l_mut_484_ = 0u;
                                                } else {
                                                    uint _e1432 = l_mut_484_;
                                                    bool l_568_ = (_e1432 == 1u);
                                                    if (l_567_) {
                                                        local_21 = l_568_;
                                                    } else {
                                                        local_21 = false;
                                                    }
                                                    bool l_569_ = local_21;
                                                    if (l_569_) {
                                                        l_mut_484_ = 2u;
                                                    }
                                                }
                                            }
                                            uint _e1440 = l_mut_484_;
                                            l_mut_443_ = _e1440;
                                        }
                                        uint _e1441 = l_mut_443_;
                                        l_mut_427_ = _e1441;
                                    } else {
                                        bool l_570_ = (l_409_ == 3u);
                                        if (l_570_) {
                                            l_mut_427_ = 0u;
                                            bool l_571_ = (l_423_ >= 1.1754943508222875e-38L);
                                            bool l_572_ = (l_423_ <= 8.507059173023462e37L);
                                            if (l_571_) {
                                                local_22 = l_572_;
                                            } else {
                                                local_22 = false;
                                            }
                                            bool l_573_ = local_22;
                                            if (l_573_) {
                                                double _e1453 = l_mut_31_;
                                                double l_574_ = abs(_e1453);
                                                l_mut_251_ = 1.401298464324817e-45L;
                                                bool l_575_ = (l_574_ >= 1.1754943508222875e-38L);
                                                bool l_576_ = (l_574_ <= 1.7976931348623157e308L);
                                                if (l_575_) {
                                                    local_23 = l_576_;
                                                } else {
                                                    local_23 = false;
                                                }
                                                bool l_577_ = local_23;
                                                if (l_577_) {
                                                    uint64_t l_578_ = l_574_;
                                                    uint64_t l_579_ = (l_578_ >> uint(52uL));
                                                    uint64_t l_580_ = (l_579_ - 23uL);
                                                    uint64_t l_581_ = (l_580_ << uint(52uL));
                                                    double l_582_ = l_581_;
                                                    l_mut_251_ = l_582_;
                                                }
                                                double _e1476 = l_mut_251_;
                                                double l_583_ = (l_415_ * _e1476);
                                                l_mut_484_ = 2u;
                                                double _e1479 = l_mut_31_;
                                                double l_584_ = (_e1479 - l_425_);
                                                double l_585_ = abs(l_584_);
                                                l_mut_251_ = 1.401298464324817e-45L;
                                                bool l_586_ = (l_585_ >= 1.1754943508222875e-38L);
                                                bool l_587_ = (l_585_ <= 1.7976931348623157e308L);
                                                if (l_586_) {
                                                    local_24 = l_587_;
                                                } else {
                                                    local_24 = false;
                                                }
                                                bool l_588_ = local_24;
                                                if (l_588_) {
                                                    uint64_t l_589_ = l_585_;
                                                    uint64_t l_590_ = (l_589_ >> uint(52uL));
                                                    uint64_t l_591_ = (l_590_ - 23uL);
                                                    uint64_t l_592_ = (l_591_ << uint(52uL));
                                                    double l_593_ = l_592_;
                                                    l_mut_251_ = l_593_;
                                                }
                                                double _e1503 = l_mut_31_;
                                                double l_594_ = (_e1503 + l_425_);
                                                double l_595_ = abs(l_594_);
                                                l_mut_84_ = 1.401298464324817e-45L;
                                                bool l_596_ = (l_595_ >= 1.1754943508222875e-38L);
                                                bool l_597_ = (l_595_ <= 1.7976931348623157e308L);
                                                if (l_596_) {
                                                    local_25 = l_597_;
                                                } else {
                                                    local_25 = false;
                                                }
                                                bool l_598_ = local_25;
                                                if (l_598_) {
                                                    uint64_t l_599_ = l_595_;
                                                    uint64_t l_600_ = (l_599_ >> uint(52uL));
                                                    uint64_t l_601_ = (l_600_ - 23uL);
                                                    uint64_t l_602_ = (l_601_ << uint(52uL));
                                                    double l_603_ = l_602_;
                                                    l_mut_84_ = l_603_;
                                                }
                                                double _e1527 = l_mut_251_;
                                                double _e1528 = l_mut_84_;
                                                bool l_604_ = (_e1527 == _e1528);
                                                if (l_604_) {
                                                    double l_605_ = (l_583_ * 1.4551915228366852e-11L);
                                                    double l_606_ = (l_425_ + l_605_);
                                                    double _e1533 = l_mut_31_;
                                                    double l_607_ = (_e1533 - l_583_);
                                                    double _e1535 = l_mut_31_;
                                                    double l_608_ = (_e1535 + l_583_);
                                                    float _e1537 = l_mut_25_;
                                                    uint l_609_ = asuint(_e1537);
                                                    uint l_610_ = (l_609_ & 2147483647u);
                                                    float l_611_ = asfloat(l_610_);
                                                    double l_612_ = double(l_611_);
                                                    l_mut_251_ = l_612_;
                                                    bool l_613_ = (l_610_ < 8388608u);
                                                    if (l_613_) {
                                                        double l_614_ = double(l_610_);
                                                        double l_615_ = (l_614_ * 1.401298464324817e-45L);
                                                        l_mut_251_ = l_615_;
                                                    }
                                                    double _e1548 = l_mut_251_;
                                                    uint64_t l_616_ = _e1548;
                                                    uint l_617_ = (l_609_ >> 31u);
                                                    uint64_t l_618_ = uint64_t(l_617_);
                                                    uint64_t l_619_ = (l_618_ << uint(63uL));
                                                    uint64_t l_620_ = (l_616_ | l_619_);
                                                    double l_621_ = l_620_;
                                                    float _e1559 = l_mut_25_;
                                                    uint l_622_ = asuint(_e1559);
                                                    uint l_623_ = (l_622_ + 1u);
                                                    l_mut_443_ = l_623_;
                                                    uint l_624_ = (l_622_ & 2147483647u);
                                                    bool l_625_ = (l_624_ == 0u);
                                                    if (l_625_) {
                                                        l_mut_443_ = 1u;
                                                    } else {
                                                        uint l_626_ = (l_622_ & 2147483648u);
                                                        bool l_627_ = (l_626_ != 0u);
                                                        if (l_627_) {
                                                            uint l_628_ = (l_622_ - 1u);
                                                            l_mut_443_ = l_628_;
                                                        } else {
                                                            bool l_629_ = (l_622_ == 2139095040u);
                                                            if (l_629_) {
                                                                l_mut_443_ = l_622_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1576 = l_mut_443_;
                                                    float l_630_ = asfloat(_e1576);
                                                    uint l_631_ = asuint(l_630_);
                                                    uint l_632_ = (l_631_ & 2147483647u);
                                                    float l_633_ = asfloat(l_632_);
                                                    double l_634_ = double(l_633_);
                                                    l_mut_251_ = l_634_;
                                                    bool l_635_ = (l_632_ < 8388608u);
                                                    if (l_635_) {
                                                        double l_636_ = double(l_632_);
                                                        double l_637_ = (l_636_ * 1.401298464324817e-45L);
                                                        l_mut_251_ = l_637_;
                                                    }
                                                    double _e1588 = l_mut_251_;
                                                    uint64_t l_638_ = _e1588;
                                                    uint l_639_ = (l_631_ >> 31u);
                                                    uint64_t l_640_ = uint64_t(l_639_);
                                                    uint64_t l_641_ = (l_640_ << uint(63uL));
                                                    uint64_t l_642_ = (l_638_ | l_641_);
                                                    double l_643_ = l_642_;
                                                    float _e1599 = l_mut_25_;
                                                    uint l_644_ = asuint(_e1599);
                                                    uint l_645_ = (l_644_ ^ 2147483648u);
                                                    float l_646_ = asfloat(l_645_);
                                                    uint l_647_ = asuint(l_646_);
                                                    uint l_648_ = (l_647_ + 1u);
                                                    l_mut_443_ = l_648_;
                                                    uint l_649_ = (l_647_ & 2147483647u);
                                                    bool l_650_ = (l_649_ == 0u);
                                                    if (l_650_) {
                                                        l_mut_443_ = 1u;
                                                    } else {
                                                        uint l_651_ = (l_647_ & 2147483648u);
                                                        bool l_652_ = (l_651_ != 0u);
                                                        if (l_652_) {
                                                            uint l_653_ = (l_647_ - 1u);
                                                            l_mut_443_ = l_653_;
                                                        } else {
                                                            bool l_654_ = (l_647_ == 2139095040u);
                                                            if (l_654_) {
                                                                l_mut_443_ = l_647_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1620 = l_mut_443_;
                                                    float l_655_ = asfloat(_e1620);
                                                    uint l_656_ = asuint(l_655_);
                                                    uint l_657_ = (l_656_ ^ 2147483648u);
                                                    float l_658_ = asfloat(l_657_);
                                                    uint l_659_ = asuint(l_658_);
                                                    uint l_660_ = (l_659_ & 2147483647u);
                                                    float l_661_ = asfloat(l_660_);
                                                    double l_662_ = double(l_661_);
                                                    l_mut_251_ = l_662_;
                                                    bool l_663_ = (l_660_ < 8388608u);
                                                    if (l_663_) {
                                                        double l_664_ = double(l_660_);
                                                        double l_665_ = (l_664_ * 1.401298464324817e-45L);
                                                        l_mut_251_ = l_665_;
                                                    }
                                                    double _e1636 = l_mut_251_;
                                                    uint64_t l_666_ = _e1636;
                                                    uint l_667_ = (l_659_ >> 31u);
                                                    uint64_t l_668_ = uint64_t(l_667_);
                                                    uint64_t l_669_ = (l_668_ << uint(63uL));
                                                    uint64_t l_670_ = (l_666_ | l_669_);
                                                    double l_671_ = l_670_;
                                                    double l_672_ = (l_607_ + l_606_);
                                                    bool l_673_ = (l_672_ <= l_621_);
                                                    l_mut_544_ = l_673_;
                                                    double l_674_ = (l_607_ - l_606_);
                                                    bool l_675_ = (l_674_ > l_621_);
                                                    l_mut_541_ = l_675_;
                                                    double l_676_ = (l_608_ - l_606_);
                                                    bool l_677_ = (l_676_ >= l_621_);
                                                    l_mut_538_ = l_677_;
                                                    double l_678_ = (l_608_ + l_606_);
                                                    bool l_679_ = (l_678_ < l_621_);
                                                    l_mut_535_ = l_679_;
                                                    if (l_413_) {
                                                        double l_680_ = (l_607_ + l_606_);
                                                        bool l_681_ = (l_680_ < l_643_);
                                                        l_mut_544_ = l_681_;
                                                        double l_682_ = (l_607_ - l_606_);
                                                        bool l_683_ = (l_682_ >= l_643_);
                                                        l_mut_541_ = l_683_;
                                                        double l_684_ = (l_608_ - l_606_);
                                                        bool l_685_ = (l_684_ > l_671_);
                                                        l_mut_538_ = l_685_;
                                                        double l_686_ = (l_608_ + l_606_);
                                                        bool l_687_ = (l_686_ <= l_671_);
                                                        l_mut_535_ = l_687_;
                                                    }
                                                    l_mut_443_ = 2u;
                                                    bool _e1664 = l_mut_541_;
                                                    if (!(_e1664)) {
                                                        bool _e1668 = l_mut_535_;
                                                        local_26 = _e1668;
                                                    } else {
                                                        local_26 = true;
                                                    }
                                                    bool l_688_ = local_26;
                                                    if (l_688_) {
                                                        l_mut_443_ = 1u;
                                                    } else {
                                                        bool _e1672 = l_mut_544_;
                                                        if (_e1672) {
                                                            bool _e1675 = l_mut_538_;
                                                            local_27 = _e1675;
                                                        } else {
                                                            local_27 = false;
                                                        }
                                                        bool l_689_ = local_27;
                                                        if (l_689_) {
                                                            l_mut_443_ = 0u;
                                                        }
                                                    }
                                                    float _e1679 = l_mut_25_;
                                                    uint l_690_ = asuint(_e1679);
                                                    uint l_691_ = (l_690_ & 2147483647u);
                                                    bool l_692_ = (l_691_ == 0u);
                                                    if (l_692_) {
                                                        double l_693_ = (l_607_ + l_606_);
                                                        bool l_694_ = (l_693_ < 1.1754943508222875e-38L);
                                                        double l_695_ = (l_608_ - l_606_);
                                                        bool l_696_ = (l_695_ > -1.1754943508222875e-38L);
                                                        if (l_694_) {
                                                            local_28 = l_696_;
                                                        } else {
                                                            local_28 = false;
                                                        }
                                                        bool l_697_ = local_28;
                                                        double l_698_ = (l_607_ - l_606_);
                                                        bool l_699_ = (l_698_ < 1.1754943508222875e-38L);
                                                        double l_700_ = (l_608_ + l_606_);
                                                        bool l_701_ = (l_700_ > -1.1754943508222875e-38L);
                                                        if (l_699_) {
                                                            local_29 = l_701_;
                                                        } else {
                                                            local_29 = false;
                                                        }
                                                        bool l_702_ = local_29;
                                                        if (l_697_) {
                                                            l_mut_443_ = 0u;
                                                        } else {
                                                            uint _e1706 = l_mut_443_;
                                                            bool l_703_ = (_e1706 == 1u);
                                                            if (l_702_) {
                                                                local_30 = l_703_;
                                                            } else {
                                                                local_30 = false;
                                                            }
                                                            bool l_704_ = local_30;
                                                            if (l_704_) {
                                                                l_mut_443_ = 2u;
                                                            }
                                                        }
                                                    }
                                                    uint _e1714 = l_mut_443_;
                                                    l_mut_484_ = _e1714;
                                                }
                                                uint _e1715 = l_mut_484_;
                                                l_mut_427_ = _e1715;
                                            }
                                        } else {
                                            bool l_705_ = (l_409_ == 4u);
                                            if (l_705_) {
                                                double l_706_ = (l_418_ * l_423_);
                                                double l_707_ = (l_415_ + l_706_);
                                                double _e1720 = l_mut_31_;
                                                double l_708_ = abs(_e1720);
                                                l_mut_251_ = 1.401298464324817e-45L;
                                                bool l_709_ = (l_708_ >= 1.1754943508222875e-38L);
                                                bool l_710_ = (l_708_ <= 1.7976931348623157e308L);
                                                if (l_709_) {
                                                    local_31 = l_710_;
                                                } else {
                                                    local_31 = false;
                                                }
                                                bool l_711_ = local_31;
                                                if (l_711_) {
                                                    uint64_t l_712_ = l_708_;
                                                    uint64_t l_713_ = (l_712_ >> uint(52uL));
                                                    uint64_t l_714_ = (l_713_ - 23uL);
                                                    uint64_t l_715_ = (l_714_ << uint(52uL));
                                                    double l_716_ = l_715_;
                                                    l_mut_251_ = l_716_;
                                                }
                                                double _e1743 = l_mut_251_;
                                                double l_717_ = (l_707_ * _e1743);
                                                l_mut_484_ = 2u;
                                                double _e1746 = l_mut_31_;
                                                double l_718_ = (_e1746 - l_425_);
                                                double l_719_ = abs(l_718_);
                                                l_mut_251_ = 1.401298464324817e-45L;
                                                bool l_720_ = (l_719_ >= 1.1754943508222875e-38L);
                                                bool l_721_ = (l_719_ <= 1.7976931348623157e308L);
                                                if (l_720_) {
                                                    local_32 = l_721_;
                                                } else {
                                                    local_32 = false;
                                                }
                                                bool l_722_ = local_32;
                                                if (l_722_) {
                                                    uint64_t l_723_ = l_719_;
                                                    uint64_t l_724_ = (l_723_ >> uint(52uL));
                                                    uint64_t l_725_ = (l_724_ - 23uL);
                                                    uint64_t l_726_ = (l_725_ << uint(52uL));
                                                    double l_727_ = l_726_;
                                                    l_mut_251_ = l_727_;
                                                }
                                                double _e1770 = l_mut_31_;
                                                double l_728_ = (_e1770 + l_425_);
                                                double l_729_ = abs(l_728_);
                                                l_mut_84_ = 1.401298464324817e-45L;
                                                bool l_730_ = (l_729_ >= 1.1754943508222875e-38L);
                                                bool l_731_ = (l_729_ <= 1.7976931348623157e308L);
                                                if (l_730_) {
                                                    local_33 = l_731_;
                                                } else {
                                                    local_33 = false;
                                                }
                                                bool l_732_ = local_33;
                                                if (l_732_) {
                                                    uint64_t l_733_ = l_729_;
                                                    uint64_t l_734_ = (l_733_ >> uint(52uL));
                                                    uint64_t l_735_ = (l_734_ - 23uL);
                                                    uint64_t l_736_ = (l_735_ << uint(52uL));
                                                    double l_737_ = l_736_;
                                                    l_mut_84_ = l_737_;
                                                }
                                                double _e1794 = l_mut_251_;
                                                double _e1795 = l_mut_84_;
                                                bool l_738_ = (_e1794 == _e1795);
                                                if (l_738_) {
                                                    double l_739_ = (l_717_ * 1.4551915228366852e-11L);
                                                    double l_740_ = (l_425_ + l_739_);
                                                    double _e1800 = l_mut_31_;
                                                    double l_741_ = (_e1800 - l_717_);
                                                    double _e1802 = l_mut_31_;
                                                    double l_742_ = (_e1802 + l_717_);
                                                    float _e1804 = l_mut_25_;
                                                    uint l_743_ = asuint(_e1804);
                                                    uint l_744_ = (l_743_ & 2147483647u);
                                                    float l_745_ = asfloat(l_744_);
                                                    double l_746_ = double(l_745_);
                                                    l_mut_251_ = l_746_;
                                                    bool l_747_ = (l_744_ < 8388608u);
                                                    if (l_747_) {
                                                        double l_748_ = double(l_744_);
                                                        double l_749_ = (l_748_ * 1.401298464324817e-45L);
                                                        l_mut_251_ = l_749_;
                                                    }
                                                    double _e1815 = l_mut_251_;
                                                    uint64_t l_750_ = _e1815;
                                                    uint l_751_ = (l_743_ >> 31u);
                                                    uint64_t l_752_ = uint64_t(l_751_);
                                                    uint64_t l_753_ = (l_752_ << uint(63uL));
                                                    uint64_t l_754_ = (l_750_ | l_753_);
                                                    double l_755_ = l_754_;
                                                    float _e1826 = l_mut_25_;
                                                    uint l_756_ = asuint(_e1826);
                                                    uint l_757_ = (l_756_ + 1u);
                                                    l_mut_443_ = l_757_;
                                                    uint l_758_ = (l_756_ & 2147483647u);
                                                    bool l_759_ = (l_758_ == 0u);
                                                    if (l_759_) {
                                                        l_mut_443_ = 1u;
                                                    } else {
                                                        uint l_760_ = (l_756_ & 2147483648u);
                                                        bool l_761_ = (l_760_ != 0u);
                                                        if (l_761_) {
                                                            uint l_762_ = (l_756_ - 1u);
                                                            l_mut_443_ = l_762_;
                                                        } else {
                                                            bool l_763_ = (l_756_ == 2139095040u);
                                                            if (l_763_) {
                                                                l_mut_443_ = l_756_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1843 = l_mut_443_;
                                                    float l_764_ = asfloat(_e1843);
                                                    uint l_765_ = asuint(l_764_);
                                                    uint l_766_ = (l_765_ & 2147483647u);
                                                    float l_767_ = asfloat(l_766_);
                                                    double l_768_ = double(l_767_);
                                                    l_mut_251_ = l_768_;
                                                    bool l_769_ = (l_766_ < 8388608u);
                                                    if (l_769_) {
                                                        double l_770_ = double(l_766_);
                                                        double l_771_ = (l_770_ * 1.401298464324817e-45L);
                                                        l_mut_251_ = l_771_;
                                                    }
                                                    double _e1855 = l_mut_251_;
                                                    uint64_t l_772_ = _e1855;
                                                    uint l_773_ = (l_765_ >> 31u);
                                                    uint64_t l_774_ = uint64_t(l_773_);
                                                    uint64_t l_775_ = (l_774_ << uint(63uL));
                                                    uint64_t l_776_ = (l_772_ | l_775_);
                                                    double l_777_ = l_776_;
                                                    float _e1866 = l_mut_25_;
                                                    uint l_778_ = asuint(_e1866);
                                                    uint l_779_ = (l_778_ ^ 2147483648u);
                                                    float l_780_ = asfloat(l_779_);
                                                    uint l_781_ = asuint(l_780_);
                                                    uint l_782_ = (l_781_ + 1u);
                                                    l_mut_443_ = l_782_;
                                                    uint l_783_ = (l_781_ & 2147483647u);
                                                    bool l_784_ = (l_783_ == 0u);
                                                    if (l_784_) {
                                                        l_mut_443_ = 1u;
                                                    } else {
                                                        uint l_785_ = (l_781_ & 2147483648u);
                                                        bool l_786_ = (l_785_ != 0u);
                                                        if (l_786_) {
                                                            uint l_787_ = (l_781_ - 1u);
                                                            l_mut_443_ = l_787_;
                                                        } else {
                                                            bool l_788_ = (l_781_ == 2139095040u);
                                                            if (l_788_) {
                                                                l_mut_443_ = l_781_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1887 = l_mut_443_;
                                                    float l_789_ = asfloat(_e1887);
                                                    uint l_790_ = asuint(l_789_);
                                                    uint l_791_ = (l_790_ ^ 2147483648u);
                                                    float l_792_ = asfloat(l_791_);
                                                    uint l_793_ = asuint(l_792_);
                                                    uint l_794_ = (l_793_ & 2147483647u);
                                                    float l_795_ = asfloat(l_794_);
                                                    double l_796_ = double(l_795_);
                                                    l_mut_251_ = l_796_;
                                                    bool l_797_ = (l_794_ < 8388608u);
                                                    if (l_797_) {
                                                        double l_798_ = double(l_794_);
                                                        double l_799_ = (l_798_ * 1.401298464324817e-45L);
                                                        l_mut_251_ = l_799_;
                                                    }
                                                    double _e1903 = l_mut_251_;
                                                    uint64_t l_800_ = _e1903;
                                                    uint l_801_ = (l_793_ >> 31u);
                                                    uint64_t l_802_ = uint64_t(l_801_);
                                                    uint64_t l_803_ = (l_802_ << uint(63uL));
                                                    uint64_t l_804_ = (l_800_ | l_803_);
                                                    double l_805_ = l_804_;
                                                    double l_806_ = (l_741_ + l_740_);
                                                    bool l_807_ = (l_806_ <= l_755_);
                                                    l_mut_544_ = l_807_;
                                                    double l_808_ = (l_741_ - l_740_);
                                                    bool l_809_ = (l_808_ > l_755_);
                                                    l_mut_541_ = l_809_;
                                                    double l_810_ = (l_742_ - l_740_);
                                                    bool l_811_ = (l_810_ >= l_755_);
                                                    l_mut_538_ = l_811_;
                                                    double l_812_ = (l_742_ + l_740_);
                                                    bool l_813_ = (l_812_ < l_755_);
                                                    l_mut_535_ = l_813_;
                                                    if (l_413_) {
                                                        double l_814_ = (l_741_ + l_740_);
                                                        bool l_815_ = (l_814_ < l_777_);
                                                        l_mut_544_ = l_815_;
                                                        double l_816_ = (l_741_ - l_740_);
                                                        bool l_817_ = (l_816_ >= l_777_);
                                                        l_mut_541_ = l_817_;
                                                        double l_818_ = (l_742_ - l_740_);
                                                        bool l_819_ = (l_818_ > l_805_);
                                                        l_mut_538_ = l_819_;
                                                        double l_820_ = (l_742_ + l_740_);
                                                        bool l_821_ = (l_820_ <= l_805_);
                                                        l_mut_535_ = l_821_;
                                                    }
                                                    l_mut_443_ = 2u;
                                                    bool _e1931 = l_mut_541_;
                                                    if (!(_e1931)) {
                                                        bool _e1935 = l_mut_535_;
                                                        local_34 = _e1935;
                                                    } else {
                                                        local_34 = true;
                                                    }
                                                    bool l_822_ = local_34;
                                                    if (l_822_) {
                                                        l_mut_443_ = 1u;
                                                    } else {
                                                        bool _e1939 = l_mut_544_;
                                                        if (_e1939) {
                                                            bool _e1942 = l_mut_538_;
                                                            local_35 = _e1942;
                                                        } else {
                                                            local_35 = false;
                                                        }
                                                        bool l_823_ = local_35;
                                                        if (l_823_) {
                                                            l_mut_443_ = 0u;
                                                        }
                                                    }
                                                    float _e1946 = l_mut_25_;
                                                    uint l_824_ = asuint(_e1946);
                                                    uint l_825_ = (l_824_ & 2147483647u);
                                                    bool l_826_ = (l_825_ == 0u);
                                                    if (l_826_) {
                                                        double l_827_ = (l_741_ + l_740_);
                                                        bool l_828_ = (l_827_ < 1.1754943508222875e-38L);
                                                        double l_829_ = (l_742_ - l_740_);
                                                        bool l_830_ = (l_829_ > -1.1754943508222875e-38L);
                                                        if (l_828_) {
                                                            local_36 = l_830_;
                                                        } else {
                                                            local_36 = false;
                                                        }
                                                        bool l_831_ = local_36;
                                                        double l_832_ = (l_741_ - l_740_);
                                                        bool l_833_ = (l_832_ < 1.1754943508222875e-38L);
                                                        double l_834_ = (l_742_ + l_740_);
                                                        bool l_835_ = (l_834_ > -1.1754943508222875e-38L);
                                                        if (l_833_) {
                                                            local_37 = l_835_;
                                                        } else {
                                                            local_37 = false;
                                                        }
                                                        bool l_836_ = local_37;
                                                        if (l_831_) {
                                                            l_mut_443_ = 0u;
                                                        } else {
                                                            uint _e1973 = l_mut_443_;
                                                            bool l_837_ = (_e1973 == 1u);
                                                            if (l_836_) {
                                                                local_38 = l_837_;
                                                            } else {
                                                                local_38 = false;
                                                            }
                                                            bool l_838_ = local_38;
                                                            if (l_838_) {
                                                                l_mut_443_ = 2u;
                                                            }
                                                        }
                                                    }
                                                    uint _e1981 = l_mut_443_;
                                                    l_mut_484_ = _e1981;
                                                }
                                                uint _e1982 = l_mut_484_;
                                                l_mut_427_ = _e1982;
                                            } else {
                                                bool l_839_ = (l_409_ == 5u);
                                                if (l_839_) {
                                                    double l_840_ = (2.0L * l_422_);
                                                    double l_841_ = abs(l_840_);
                                                    double l_842_ = floor(l_841_);
                                                    double l_843_ = (3.0L + l_842_);
                                                    double _e1991 = l_mut_31_;
                                                    double l_844_ = abs(_e1991);
                                                    l_mut_251_ = 1.401298464324817e-45L;
                                                    bool l_845_ = (l_844_ >= 1.1754943508222875e-38L);
                                                    bool l_846_ = (l_844_ <= 1.7976931348623157e308L);
                                                    if (l_845_) {
                                                        local_39 = l_846_;
                                                    } else {
                                                        local_39 = false;
                                                    }
                                                    bool l_847_ = local_39;
                                                    if (l_847_) {
                                                        uint64_t l_848_ = l_844_;
                                                        uint64_t l_849_ = (l_848_ >> uint(52uL));
                                                        uint64_t l_850_ = (l_849_ - 23uL);
                                                        uint64_t l_851_ = (l_850_ << uint(52uL));
                                                        double l_852_ = l_851_;
                                                        l_mut_251_ = l_852_;
                                                    }
                                                    double _e2014 = l_mut_251_;
                                                    double l_853_ = (l_843_ * _e2014);
                                                    l_mut_484_ = 2u;
                                                    double _e2017 = l_mut_31_;
                                                    double l_854_ = (_e2017 - l_425_);
                                                    double l_855_ = abs(l_854_);
                                                    l_mut_251_ = 1.401298464324817e-45L;
                                                    bool l_856_ = (l_855_ >= 1.1754943508222875e-38L);
                                                    bool l_857_ = (l_855_ <= 1.7976931348623157e308L);
                                                    if (l_856_) {
                                                        local_40 = l_857_;
                                                    } else {
                                                        local_40 = false;
                                                    }
                                                    bool l_858_ = local_40;
                                                    if (l_858_) {
                                                        uint64_t l_859_ = l_855_;
                                                        uint64_t l_860_ = (l_859_ >> uint(52uL));
                                                        uint64_t l_861_ = (l_860_ - 23uL);
                                                        uint64_t l_862_ = (l_861_ << uint(52uL));
                                                        double l_863_ = l_862_;
                                                        l_mut_251_ = l_863_;
                                                    }
                                                    double _e2041 = l_mut_31_;
                                                    double l_864_ = (_e2041 + l_425_);
                                                    double l_865_ = abs(l_864_);
                                                    l_mut_84_ = 1.401298464324817e-45L;
                                                    bool l_866_ = (l_865_ >= 1.1754943508222875e-38L);
                                                    bool l_867_ = (l_865_ <= 1.7976931348623157e308L);
                                                    if (l_866_) {
                                                        local_41 = l_867_;
                                                    } else {
                                                        local_41 = false;
                                                    }
                                                    bool l_868_ = local_41;
                                                    if (l_868_) {
                                                        uint64_t l_869_ = l_865_;
                                                        uint64_t l_870_ = (l_869_ >> uint(52uL));
                                                        uint64_t l_871_ = (l_870_ - 23uL);
                                                        uint64_t l_872_ = (l_871_ << uint(52uL));
                                                        double l_873_ = l_872_;
                                                        l_mut_84_ = l_873_;
                                                    }
                                                    double _e2065 = l_mut_251_;
                                                    double _e2066 = l_mut_84_;
                                                    bool l_874_ = (_e2065 == _e2066);
                                                    if (l_874_) {
                                                        double l_875_ = (l_853_ * 1.4551915228366852e-11L);
                                                        double l_876_ = (l_425_ + l_875_);
                                                        double _e2071 = l_mut_31_;
                                                        double l_877_ = (_e2071 - l_853_);
                                                        double _e2073 = l_mut_31_;
                                                        double l_878_ = (_e2073 + l_853_);
                                                        float _e2075 = l_mut_25_;
                                                        uint l_879_ = asuint(_e2075);
                                                        uint l_880_ = (l_879_ & 2147483647u);
                                                        float l_881_ = asfloat(l_880_);
                                                        double l_882_ = double(l_881_);
                                                        l_mut_251_ = l_882_;
                                                        bool l_883_ = (l_880_ < 8388608u);
                                                        if (l_883_) {
                                                            double l_884_ = double(l_880_);
                                                            double l_885_ = (l_884_ * 1.401298464324817e-45L);
                                                            l_mut_251_ = l_885_;
                                                        }
                                                        double _e2086 = l_mut_251_;
                                                        uint64_t l_886_ = _e2086;
                                                        uint l_887_ = (l_879_ >> 31u);
                                                        uint64_t l_888_ = uint64_t(l_887_);
                                                        uint64_t l_889_ = (l_888_ << uint(63uL));
                                                        uint64_t l_890_ = (l_886_ | l_889_);
                                                        double l_891_ = l_890_;
                                                        float _e2097 = l_mut_25_;
                                                        uint l_892_ = asuint(_e2097);
                                                        uint l_893_ = (l_892_ + 1u);
                                                        l_mut_443_ = l_893_;
                                                        uint l_894_ = (l_892_ & 2147483647u);
                                                        bool l_895_ = (l_894_ == 0u);
                                                        if (l_895_) {
                                                            l_mut_443_ = 1u;
                                                        } else {
                                                            uint l_896_ = (l_892_ & 2147483648u);
                                                            bool l_897_ = (l_896_ != 0u);
                                                            if (l_897_) {
                                                                uint l_898_ = (l_892_ - 1u);
                                                                l_mut_443_ = l_898_;
                                                            } else {
                                                                bool l_899_ = (l_892_ == 2139095040u);
                                                                if (l_899_) {
                                                                    l_mut_443_ = l_892_;
                                                                }
                                                            }
                                                        }
                                                        uint _e2114 = l_mut_443_;
                                                        float l_900_ = asfloat(_e2114);
                                                        uint l_901_ = asuint(l_900_);
                                                        uint l_902_ = (l_901_ & 2147483647u);
                                                        float l_903_ = asfloat(l_902_);
                                                        double l_904_ = double(l_903_);
                                                        l_mut_251_ = l_904_;
                                                        bool l_905_ = (l_902_ < 8388608u);
                                                        if (l_905_) {
                                                            double l_906_ = double(l_902_);
                                                            double l_907_ = (l_906_ * 1.401298464324817e-45L);
                                                            l_mut_251_ = l_907_;
                                                        }
                                                        double _e2126 = l_mut_251_;
                                                        uint64_t l_908_ = _e2126;
                                                        uint l_909_ = (l_901_ >> 31u);
                                                        uint64_t l_910_ = uint64_t(l_909_);
                                                        uint64_t l_911_ = (l_910_ << uint(63uL));
                                                        uint64_t l_912_ = (l_908_ | l_911_);
                                                        double l_913_ = l_912_;
                                                        float _e2137 = l_mut_25_;
                                                        uint l_914_ = asuint(_e2137);
                                                        uint l_915_ = (l_914_ ^ 2147483648u);
                                                        float l_916_ = asfloat(l_915_);
                                                        uint l_917_ = asuint(l_916_);
                                                        uint l_918_ = (l_917_ + 1u);
                                                        l_mut_443_ = l_918_;
                                                        uint l_919_ = (l_917_ & 2147483647u);
                                                        bool l_920_ = (l_919_ == 0u);
                                                        if (l_920_) {
                                                            l_mut_443_ = 1u;
                                                        } else {
                                                            uint l_921_ = (l_917_ & 2147483648u);
                                                            bool l_922_ = (l_921_ != 0u);
                                                            if (l_922_) {
                                                                uint l_923_ = (l_917_ - 1u);
                                                                l_mut_443_ = l_923_;
                                                            } else {
                                                                bool l_924_ = (l_917_ == 2139095040u);
                                                                if (l_924_) {
                                                                    l_mut_443_ = l_917_;
                                                                }
                                                            }
                                                        }
                                                        uint _e2158 = l_mut_443_;
                                                        float l_925_ = asfloat(_e2158);
                                                        uint l_926_ = asuint(l_925_);
                                                        uint l_927_ = (l_926_ ^ 2147483648u);
                                                        float l_928_ = asfloat(l_927_);
                                                        uint l_929_ = asuint(l_928_);
                                                        uint l_930_ = (l_929_ & 2147483647u);
                                                        float l_931_ = asfloat(l_930_);
                                                        double l_932_ = double(l_931_);
                                                        l_mut_251_ = l_932_;
                                                        bool l_933_ = (l_930_ < 8388608u);
                                                        if (l_933_) {
                                                            double l_934_ = double(l_930_);
                                                            double l_935_ = (l_934_ * 1.401298464324817e-45L);
                                                            l_mut_251_ = l_935_;
                                                        }
                                                        double _e2174 = l_mut_251_;
                                                        uint64_t l_936_ = _e2174;
                                                        uint l_937_ = (l_929_ >> 31u);
                                                        uint64_t l_938_ = uint64_t(l_937_);
                                                        uint64_t l_939_ = (l_938_ << uint(63uL));
                                                        uint64_t l_940_ = (l_936_ | l_939_);
                                                        double l_941_ = l_940_;
                                                        double l_942_ = (l_877_ + l_876_);
                                                        bool l_943_ = (l_942_ <= l_891_);
                                                        l_mut_544_ = l_943_;
                                                        double l_944_ = (l_877_ - l_876_);
                                                        bool l_945_ = (l_944_ > l_891_);
                                                        l_mut_541_ = l_945_;
                                                        double l_946_ = (l_878_ - l_876_);
                                                        bool l_947_ = (l_946_ >= l_891_);
                                                        l_mut_538_ = l_947_;
                                                        double l_948_ = (l_878_ + l_876_);
                                                        bool l_949_ = (l_948_ < l_891_);
                                                        l_mut_535_ = l_949_;
                                                        if (l_413_) {
                                                            double l_950_ = (l_877_ + l_876_);
                                                            bool l_951_ = (l_950_ < l_913_);
                                                            l_mut_544_ = l_951_;
                                                            double l_952_ = (l_877_ - l_876_);
                                                            bool l_953_ = (l_952_ >= l_913_);
                                                            l_mut_541_ = l_953_;
                                                            double l_954_ = (l_878_ - l_876_);
                                                            bool l_955_ = (l_954_ > l_941_);
                                                            l_mut_538_ = l_955_;
                                                            double l_956_ = (l_878_ + l_876_);
                                                            bool l_957_ = (l_956_ <= l_941_);
                                                            l_mut_535_ = l_957_;
                                                        }
                                                        l_mut_443_ = 2u;
                                                        bool _e2202 = l_mut_541_;
                                                        if (!(_e2202)) {
                                                            bool _e2206 = l_mut_535_;
                                                            local_42 = _e2206;
                                                        } else {
                                                            local_42 = true;
                                                        }
                                                        bool l_958_ = local_42;
                                                        if (l_958_) {
                                                            l_mut_443_ = 1u;
                                                        } else {
                                                            bool _e2210 = l_mut_544_;
                                                            if (_e2210) {
                                                                bool _e2213 = l_mut_538_;
                                                                local_43 = _e2213;
                                                            } else {
                                                                local_43 = false;
                                                            }
                                                            bool l_959_ = local_43;
                                                            if (l_959_) {
                                                                l_mut_443_ = 0u;
                                                            }
                                                        }
                                                        float _e2217 = l_mut_25_;
                                                        uint l_960_ = asuint(_e2217);
                                                        uint l_961_ = (l_960_ & 2147483647u);
                                                        bool l_962_ = (l_961_ == 0u);
                                                        if (l_962_) {
                                                            double l_963_ = (l_877_ + l_876_);
                                                            bool l_964_ = (l_963_ < 1.1754943508222875e-38L);
                                                            double l_965_ = (l_878_ - l_876_);
                                                            bool l_966_ = (l_965_ > -1.1754943508222875e-38L);
                                                            if (l_964_) {
                                                                local_44 = l_966_;
                                                            } else {
                                                                local_44 = false;
                                                            }
                                                            bool l_967_ = local_44;
                                                            double l_968_ = (l_877_ - l_876_);
                                                            bool l_969_ = (l_968_ < 1.1754943508222875e-38L);
                                                            double l_970_ = (l_878_ + l_876_);
                                                            bool l_971_ = (l_970_ > -1.1754943508222875e-38L);
                                                            if (l_969_) {
                                                                local_45 = l_971_;
                                                            } else {
                                                                local_45 = false;
                                                            }
                                                            bool l_972_ = local_45;
                                                            if (l_967_) {
                                                                l_mut_443_ = 0u;
                                                            } else {
                                                                uint _e2244 = l_mut_443_;
                                                                bool l_973_ = (_e2244 == 1u);
                                                                if (l_972_) {
                                                                    local_46 = l_973_;
                                                                } else {
                                                                    local_46 = false;
                                                                }
                                                                bool l_974_ = local_46;
                                                                if (l_974_) {
                                                                    l_mut_443_ = 2u;
                                                                }
                                                            }
                                                        }
                                                        uint _e2252 = l_mut_443_;
                                                        l_mut_484_ = _e2252;
                                                    }
                                                    uint _e2253 = l_mut_484_;
                                                    l_mut_427_ = _e2253;
                                                } else {
                                                    bool l_975_ = (l_409_ == 6u);
                                                    if (l_975_) {
                                                        l_mut_427_ = 0u;
                                                        bool l_976_ = (l_423_ <= l_418_);
                                                        if (l_976_) {
                                                            double l_977_ = (l_415_ * 1.4551915228366852e-11L);
                                                            double l_978_ = (l_425_ + l_977_);
                                                            double _e2261 = l_mut_31_;
                                                            double l_979_ = (_e2261 - l_415_);
                                                            double _e2263 = l_mut_31_;
                                                            double l_980_ = (_e2263 + l_415_);
                                                            float _e2265 = l_mut_25_;
                                                            uint l_981_ = asuint(_e2265);
                                                            uint l_982_ = (l_981_ & 2147483647u);
                                                            float l_983_ = asfloat(l_982_);
                                                            double l_984_ = double(l_983_);
                                                            l_mut_251_ = l_984_;
                                                            bool l_985_ = (l_982_ < 8388608u);
                                                            if (l_985_) {
                                                                double l_986_ = double(l_982_);
                                                                double l_987_ = (l_986_ * 1.401298464324817e-45L);
                                                                l_mut_251_ = l_987_;
                                                            }
                                                            double _e2276 = l_mut_251_;
                                                            uint64_t l_988_ = _e2276;
                                                            uint l_989_ = (l_981_ >> 31u);
                                                            uint64_t l_990_ = uint64_t(l_989_);
                                                            uint64_t l_991_ = (l_990_ << uint(63uL));
                                                            uint64_t l_992_ = (l_988_ | l_991_);
                                                            double l_993_ = l_992_;
                                                            float _e2287 = l_mut_25_;
                                                            uint l_994_ = asuint(_e2287);
                                                            uint l_995_ = (l_994_ + 1u);
                                                            l_mut_484_ = l_995_;
                                                            uint l_996_ = (l_994_ & 2147483647u);
                                                            bool l_997_ = (l_996_ == 0u);
                                                            if (l_997_) {
                                                                l_mut_484_ = 1u;
                                                            } else {
                                                                uint l_998_ = (l_994_ & 2147483648u);
                                                                bool l_999_ = (l_998_ != 0u);
                                                                if (l_999_) {
                                                                    uint l_1000_ = (l_994_ - 1u);
                                                                    l_mut_484_ = l_1000_;
                                                                } else {
                                                                    bool l_1001_ = (l_994_ == 2139095040u);
                                                                    if (l_1001_) {
                                                                        l_mut_484_ = l_994_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e2304 = l_mut_484_;
                                                            float l_1002_ = asfloat(_e2304);
                                                            uint l_1003_ = asuint(l_1002_);
                                                            uint l_1004_ = (l_1003_ & 2147483647u);
                                                            float l_1005_ = asfloat(l_1004_);
                                                            double l_1006_ = double(l_1005_);
                                                            l_mut_251_ = l_1006_;
                                                            bool l_1007_ = (l_1004_ < 8388608u);
                                                            if (l_1007_) {
                                                                double l_1008_ = double(l_1004_);
                                                                double l_1009_ = (l_1008_ * 1.401298464324817e-45L);
                                                                l_mut_251_ = l_1009_;
                                                            }
                                                            double _e2316 = l_mut_251_;
                                                            uint64_t l_1010_ = _e2316;
                                                            uint l_1011_ = (l_1003_ >> 31u);
                                                            uint64_t l_1012_ = uint64_t(l_1011_);
                                                            uint64_t l_1013_ = (l_1012_ << uint(63uL));
                                                            uint64_t l_1014_ = (l_1010_ | l_1013_);
                                                            double l_1015_ = l_1014_;
                                                            float _e2327 = l_mut_25_;
                                                            uint l_1016_ = asuint(_e2327);
                                                            uint l_1017_ = (l_1016_ ^ 2147483648u);
                                                            float l_1018_ = asfloat(l_1017_);
                                                            uint l_1019_ = asuint(l_1018_);
                                                            uint l_1020_ = (l_1019_ + 1u);
                                                            l_mut_484_ = l_1020_;
                                                            uint l_1021_ = (l_1019_ & 2147483647u);
                                                            bool l_1022_ = (l_1021_ == 0u);
                                                            if (l_1022_) {
                                                                l_mut_484_ = 1u;
                                                            } else {
                                                                uint l_1023_ = (l_1019_ & 2147483648u);
                                                                bool l_1024_ = (l_1023_ != 0u);
                                                                if (l_1024_) {
                                                                    uint l_1025_ = (l_1019_ - 1u);
                                                                    l_mut_484_ = l_1025_;
                                                                } else {
                                                                    bool l_1026_ = (l_1019_ == 2139095040u);
                                                                    if (l_1026_) {
                                                                        l_mut_484_ = l_1019_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e2348 = l_mut_484_;
                                                            float l_1027_ = asfloat(_e2348);
                                                            uint l_1028_ = asuint(l_1027_);
                                                            uint l_1029_ = (l_1028_ ^ 2147483648u);
                                                            float l_1030_ = asfloat(l_1029_);
                                                            uint l_1031_ = asuint(l_1030_);
                                                            uint l_1032_ = (l_1031_ & 2147483647u);
                                                            float l_1033_ = asfloat(l_1032_);
                                                            double l_1034_ = double(l_1033_);
                                                            l_mut_251_ = l_1034_;
                                                            bool l_1035_ = (l_1032_ < 8388608u);
                                                            if (l_1035_) {
                                                                double l_1036_ = double(l_1032_);
                                                                double l_1037_ = (l_1036_ * 1.401298464324817e-45L);
                                                                l_mut_251_ = l_1037_;
                                                            }
                                                            double _e2364 = l_mut_251_;
                                                            uint64_t l_1038_ = _e2364;
                                                            uint l_1039_ = (l_1031_ >> 31u);
                                                            uint64_t l_1040_ = uint64_t(l_1039_);
                                                            uint64_t l_1041_ = (l_1040_ << uint(63uL));
                                                            uint64_t l_1042_ = (l_1038_ | l_1041_);
                                                            double l_1043_ = l_1042_;
                                                            double l_1044_ = (l_979_ + l_978_);
                                                            bool l_1045_ = (l_1044_ <= l_993_);
                                                            l_mut_544_ = l_1045_;
                                                            double l_1046_ = (l_979_ - l_978_);
                                                            bool l_1047_ = (l_1046_ > l_993_);
                                                            l_mut_541_ = l_1047_;
                                                            double l_1048_ = (l_980_ - l_978_);
                                                            bool l_1049_ = (l_1048_ >= l_993_);
                                                            l_mut_538_ = l_1049_;
                                                            double l_1050_ = (l_980_ + l_978_);
                                                            bool l_1051_ = (l_1050_ < l_993_);
                                                            l_mut_535_ = l_1051_;
                                                            if (l_413_) {
                                                                double l_1052_ = (l_979_ + l_978_);
                                                                bool l_1053_ = (l_1052_ < l_1015_);
                                                                l_mut_544_ = l_1053_;
                                                                double l_1054_ = (l_979_ - l_978_);
                                                                bool l_1055_ = (l_1054_ >= l_1015_);
                                                                l_mut_541_ = l_1055_;
                                                                double l_1056_ = (l_980_ - l_978_);
                                                                bool l_1057_ = (l_1056_ > l_1043_);
                                                                l_mut_538_ = l_1057_;
                                                                double l_1058_ = (l_980_ + l_978_);
                                                                bool l_1059_ = (l_1058_ <= l_1043_);
                                                                l_mut_535_ = l_1059_;
                                                            }
                                                            l_mut_484_ = 2u;
                                                            bool _e2392 = l_mut_541_;
                                                            if (!(_e2392)) {
                                                                bool _e2396 = l_mut_535_;
                                                                local_47 = _e2396;
                                                            } else {
                                                                local_47 = true;
                                                            }
                                                            bool l_1060_ = local_47;
                                                            if (l_1060_) {
                                                                l_mut_484_ = 1u;
                                                            } else {
                                                                bool _e2400 = l_mut_544_;
                                                                if (_e2400) {
                                                                    bool _e2403 = l_mut_538_;
                                                                    local_48 = _e2403;
                                                                } else {
                                                                    local_48 = false;
                                                                }
                                                                bool l_1061_ = local_48;
                                                                if (l_1061_) {
                                                                    l_mut_484_ = 0u;
                                                                }
                                                            }
                                                            float _e2407 = l_mut_25_;
                                                            uint l_1062_ = asuint(_e2407);
                                                            uint l_1063_ = (l_1062_ & 2147483647u);
                                                            bool l_1064_ = (l_1063_ == 0u);
                                                            if (l_1064_) {
                                                                double l_1065_ = (l_979_ + l_978_);
                                                                bool l_1066_ = (l_1065_ < 1.1754943508222875e-38L);
                                                                double l_1067_ = (l_980_ - l_978_);
                                                                bool l_1068_ = (l_1067_ > -1.1754943508222875e-38L);
                                                                if (l_1066_) {
                                                                    local_49 = l_1068_;
                                                                } else {
                                                                    local_49 = false;
                                                                }
                                                                bool l_1069_ = local_49;
                                                                double l_1070_ = (l_979_ - l_978_);
                                                                bool l_1071_ = (l_1070_ < 1.1754943508222875e-38L);
                                                                double l_1072_ = (l_980_ + l_978_);
                                                                bool l_1073_ = (l_1072_ > -1.1754943508222875e-38L);
                                                                if (l_1071_) {
                                                                    local_50 = l_1073_;
                                                                } else {
                                                                    local_50 = false;
                                                                }
                                                                bool l_1074_ = local_50;
                                                                if (l_1069_) {
                                                                    l_mut_484_ = 0u;
                                                                } else {
                                                                    uint _e2434 = l_mut_484_;
                                                                    bool l_1075_ = (_e2434 == 1u);
                                                                    if (l_1074_) {
                                                                        local_51 = l_1075_;
                                                                    } else {
                                                                        local_51 = false;
                                                                    }
                                                                    bool l_1076_ = local_51;
                                                                    if (l_1076_) {
                                                                        l_mut_484_ = 2u;
                                                                    }
                                                                }
                                                            }
                                                            uint _e2442 = l_mut_484_;
                                                            l_mut_427_ = _e2442;
                                                        }
                                                    } else {
                                                        bool l_1077_ = (l_409_ == 7u);
                                                        if (l_1077_) {
                                                            double _e2445 = l_mut_31_;
                                                            double l_1078_ = abs(_e2445);
                                                            double l_1079_ = (l_415_ * l_1078_);
                                                            l_mut_251_ = l_1079_;
                                                            double _e2448 = l_mut_31_;
                                                            double l_1080_ = abs(_e2448);
                                                            l_mut_84_ = 1.401298464324817e-45L;
                                                            bool l_1081_ = (l_1080_ >= 1.1754943508222875e-38L);
                                                            bool l_1082_ = (l_1080_ <= 1.7976931348623157e308L);
                                                            if (l_1081_) {
                                                                local_52 = l_1082_;
                                                            } else {
                                                                local_52 = false;
                                                            }
                                                            bool l_1083_ = local_52;
                                                            if (l_1083_) {
                                                                uint64_t l_1084_ = l_1080_;
                                                                uint64_t l_1085_ = (l_1084_ >> uint(52uL));
                                                                uint64_t l_1086_ = (l_1085_ - 23uL);
                                                                uint64_t l_1087_ = (l_1086_ << uint(52uL));
                                                                double l_1088_ = l_1087_;
                                                                l_mut_84_ = l_1088_;
                                                            }
                                                            double _e2472 = l_mut_84_;
                                                            double l_1089_ = (0.5L * _e2472);
                                                            double _e2474 = l_mut_251_;
                                                            bool l_1090_ = (l_1089_ > _e2474);
                                                            if (l_1090_) {
                                                                l_mut_251_ = l_1089_;
                                                            }
                                                            double _e2476 = l_mut_31_;
                                                            double l_1091_ = (_e2476 - l_425_);
                                                            double l_1092_ = abs(l_1091_);
                                                            l_mut_84_ = 1.401298464324817e-45L;
                                                            bool l_1093_ = (l_1092_ >= 1.1754943508222875e-38L);
                                                            bool l_1094_ = (l_1092_ <= 1.7976931348623157e308L);
                                                            if (l_1093_) {
                                                                local_53 = l_1094_;
                                                            } else {
                                                                local_53 = false;
                                                            }
                                                            bool l_1095_ = local_53;
                                                            if (l_1095_) {
                                                                uint64_t l_1096_ = l_1092_;
                                                                uint64_t l_1097_ = (l_1096_ >> uint(52uL));
                                                                uint64_t l_1098_ = (l_1097_ - 23uL);
                                                                uint64_t l_1099_ = (l_1098_ << uint(52uL));
                                                                double l_1100_ = l_1099_;
                                                                l_mut_84_ = l_1100_;
                                                            }
                                                            double _e2500 = l_mut_31_;
                                                            double l_1101_ = (_e2500 + l_425_);
                                                            double l_1102_ = abs(l_1101_);
                                                            l_mut_57_ = 1.401298464324817e-45L;
                                                            bool l_1103_ = (l_1102_ >= 1.1754943508222875e-38L);
                                                            bool l_1104_ = (l_1102_ <= 1.7976931348623157e308L);
                                                            if (l_1103_) {
                                                                local_54 = l_1104_;
                                                            } else {
                                                                local_54 = false;
                                                            }
                                                            bool l_1105_ = local_54;
                                                            if (l_1105_) {
                                                                uint64_t l_1106_ = l_1102_;
                                                                uint64_t l_1107_ = (l_1106_ >> uint(52uL));
                                                                uint64_t l_1108_ = (l_1107_ - 23uL);
                                                                uint64_t l_1109_ = (l_1108_ << uint(52uL));
                                                                double l_1110_ = l_1109_;
                                                                l_mut_57_ = l_1110_;
                                                            }
                                                            double _e2524 = l_mut_84_;
                                                            double _e2525 = l_mut_57_;
                                                            bool l_1111_ = (_e2524 == _e2525);
                                                            if (l_1111_) {
                                                                double l_1112_ = (l_415_ * l_425_);
                                                                double l_1113_ = (l_425_ + l_1112_);
                                                                double _e2529 = l_mut_251_;
                                                                double l_1114_ = (_e2529 * 1.4551915228366852e-11L);
                                                                double l_1115_ = (l_1113_ + l_1114_);
                                                                double _e2533 = l_mut_31_;
                                                                double _e2534 = l_mut_251_;
                                                                double l_1116_ = (_e2533 - _e2534);
                                                                double _e2536 = l_mut_31_;
                                                                double _e2537 = l_mut_251_;
                                                                double l_1117_ = (_e2536 + _e2537);
                                                                float _e2539 = l_mut_25_;
                                                                uint l_1118_ = asuint(_e2539);
                                                                uint l_1119_ = (l_1118_ & 2147483647u);
                                                                float l_1120_ = asfloat(l_1119_);
                                                                double l_1121_ = double(l_1120_);
                                                                l_mut_251_ = l_1121_;
                                                                bool l_1122_ = (l_1119_ < 8388608u);
                                                                if (l_1122_) {
                                                                    double l_1123_ = double(l_1119_);
                                                                    double l_1124_ = (l_1123_ * 1.401298464324817e-45L);
                                                                    l_mut_251_ = l_1124_;
                                                                }
                                                                double _e2550 = l_mut_251_;
                                                                uint64_t l_1125_ = _e2550;
                                                                uint l_1126_ = (l_1118_ >> 31u);
                                                                uint64_t l_1127_ = uint64_t(l_1126_);
                                                                uint64_t l_1128_ = (l_1127_ << uint(63uL));
                                                                uint64_t l_1129_ = (l_1125_ | l_1128_);
                                                                double l_1130_ = l_1129_;
                                                                float _e2561 = l_mut_25_;
                                                                uint l_1131_ = asuint(_e2561);
                                                                uint l_1132_ = (l_1131_ + 1u);
                                                                l_mut_484_ = l_1132_;
                                                                uint l_1133_ = (l_1131_ & 2147483647u);
                                                                bool l_1134_ = (l_1133_ == 0u);
                                                                if (l_1134_) {
                                                                    l_mut_484_ = 1u;
                                                                } else {
                                                                    uint l_1135_ = (l_1131_ & 2147483648u);
                                                                    bool l_1136_ = (l_1135_ != 0u);
                                                                    if (l_1136_) {
                                                                        uint l_1137_ = (l_1131_ - 1u);
                                                                        l_mut_484_ = l_1137_;
                                                                    } else {
                                                                        bool l_1138_ = (l_1131_ == 2139095040u);
                                                                        if (l_1138_) {
                                                                            l_mut_484_ = l_1131_;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2578 = l_mut_484_;
                                                                float l_1139_ = asfloat(_e2578);
                                                                uint l_1140_ = asuint(l_1139_);
                                                                uint l_1141_ = (l_1140_ & 2147483647u);
                                                                float l_1142_ = asfloat(l_1141_);
                                                                double l_1143_ = double(l_1142_);
                                                                l_mut_251_ = l_1143_;
                                                                bool l_1144_ = (l_1141_ < 8388608u);
                                                                if (l_1144_) {
                                                                    double l_1145_ = double(l_1141_);
                                                                    double l_1146_ = (l_1145_ * 1.401298464324817e-45L);
                                                                    l_mut_251_ = l_1146_;
                                                                }
                                                                double _e2590 = l_mut_251_;
                                                                uint64_t l_1147_ = _e2590;
                                                                uint l_1148_ = (l_1140_ >> 31u);
                                                                uint64_t l_1149_ = uint64_t(l_1148_);
                                                                uint64_t l_1150_ = (l_1149_ << uint(63uL));
                                                                uint64_t l_1151_ = (l_1147_ | l_1150_);
                                                                double l_1152_ = l_1151_;
                                                                float _e2601 = l_mut_25_;
                                                                uint l_1153_ = asuint(_e2601);
                                                                uint l_1154_ = (l_1153_ ^ 2147483648u);
                                                                float l_1155_ = asfloat(l_1154_);
                                                                uint l_1156_ = asuint(l_1155_);
                                                                uint l_1157_ = (l_1156_ + 1u);
                                                                l_mut_484_ = l_1157_;
                                                                uint l_1158_ = (l_1156_ & 2147483647u);
                                                                bool l_1159_ = (l_1158_ == 0u);
                                                                if (l_1159_) {
                                                                    l_mut_484_ = 1u;
                                                                } else {
                                                                    uint l_1160_ = (l_1156_ & 2147483648u);
                                                                    bool l_1161_ = (l_1160_ != 0u);
                                                                    if (l_1161_) {
                                                                        uint l_1162_ = (l_1156_ - 1u);
                                                                        l_mut_484_ = l_1162_;
                                                                    } else {
                                                                        bool l_1163_ = (l_1156_ == 2139095040u);
                                                                        if (l_1163_) {
                                                                            l_mut_484_ = l_1156_;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2622 = l_mut_484_;
                                                                float l_1164_ = asfloat(_e2622);
                                                                uint l_1165_ = asuint(l_1164_);
                                                                uint l_1166_ = (l_1165_ ^ 2147483648u);
                                                                float l_1167_ = asfloat(l_1166_);
                                                                uint l_1168_ = asuint(l_1167_);
                                                                uint l_1169_ = (l_1168_ & 2147483647u);
                                                                float l_1170_ = asfloat(l_1169_);
                                                                double l_1171_ = double(l_1170_);
                                                                l_mut_251_ = l_1171_;
                                                                bool l_1172_ = (l_1169_ < 8388608u);
                                                                if (l_1172_) {
                                                                    double l_1173_ = double(l_1169_);
                                                                    double l_1174_ = (l_1173_ * 1.401298464324817e-45L);
                                                                    l_mut_251_ = l_1174_;
                                                                }
                                                                double _e2638 = l_mut_251_;
                                                                uint64_t l_1175_ = _e2638;
                                                                uint l_1176_ = (l_1168_ >> 31u);
                                                                uint64_t l_1177_ = uint64_t(l_1176_);
                                                                uint64_t l_1178_ = (l_1177_ << uint(63uL));
                                                                uint64_t l_1179_ = (l_1175_ | l_1178_);
                                                                double l_1180_ = l_1179_;
                                                                double l_1181_ = (l_1116_ + l_1115_);
                                                                bool l_1182_ = (l_1181_ <= l_1130_);
                                                                l_mut_544_ = l_1182_;
                                                                double l_1183_ = (l_1116_ - l_1115_);
                                                                bool l_1184_ = (l_1183_ > l_1130_);
                                                                l_mut_541_ = l_1184_;
                                                                double l_1185_ = (l_1117_ - l_1115_);
                                                                bool l_1186_ = (l_1185_ >= l_1130_);
                                                                l_mut_538_ = l_1186_;
                                                                double l_1187_ = (l_1117_ + l_1115_);
                                                                bool l_1188_ = (l_1187_ < l_1130_);
                                                                l_mut_535_ = l_1188_;
                                                                if (l_413_) {
                                                                    double l_1189_ = (l_1116_ + l_1115_);
                                                                    bool l_1190_ = (l_1189_ < l_1152_);
                                                                    l_mut_544_ = l_1190_;
                                                                    double l_1191_ = (l_1116_ - l_1115_);
                                                                    bool l_1192_ = (l_1191_ >= l_1152_);
                                                                    l_mut_541_ = l_1192_;
                                                                    double l_1193_ = (l_1117_ - l_1115_);
                                                                    bool l_1194_ = (l_1193_ > l_1180_);
                                                                    l_mut_538_ = l_1194_;
                                                                    double l_1195_ = (l_1117_ + l_1115_);
                                                                    bool l_1196_ = (l_1195_ <= l_1180_);
                                                                    l_mut_535_ = l_1196_;
                                                                }
                                                                l_mut_484_ = 2u;
                                                                bool _e2666 = l_mut_541_;
                                                                if (!(_e2666)) {
                                                                    bool _e2670 = l_mut_535_;
                                                                    local_55 = _e2670;
                                                                } else {
                                                                    local_55 = true;
                                                                }
                                                                bool l_1197_ = local_55;
                                                                if (l_1197_) {
                                                                    l_mut_484_ = 1u;
                                                                } else {
                                                                    bool _e2674 = l_mut_544_;
                                                                    if (_e2674) {
                                                                        bool _e2677 = l_mut_538_;
                                                                        local_56 = _e2677;
                                                                    } else {
                                                                        local_56 = false;
                                                                    }
                                                                    bool l_1198_ = local_56;
                                                                    if (l_1198_) {
                                                                        l_mut_484_ = 0u;
                                                                    }
                                                                }
                                                                float _e2681 = l_mut_25_;
                                                                uint l_1199_ = asuint(_e2681);
                                                                uint l_1200_ = (l_1199_ & 2147483647u);
                                                                bool l_1201_ = (l_1200_ == 0u);
                                                                if (l_1201_) {
                                                                    double l_1202_ = (l_1116_ + l_1115_);
                                                                    bool l_1203_ = (l_1202_ < 1.1754943508222875e-38L);
                                                                    double l_1204_ = (l_1117_ - l_1115_);
                                                                    bool l_1205_ = (l_1204_ > -1.1754943508222875e-38L);
                                                                    if (l_1203_) {
                                                                        local_57 = l_1205_;
                                                                    } else {
                                                                        local_57 = false;
                                                                    }
                                                                    bool l_1206_ = local_57;
                                                                    double l_1207_ = (l_1116_ - l_1115_);
                                                                    bool l_1208_ = (l_1207_ < 1.1754943508222875e-38L);
                                                                    double l_1209_ = (l_1117_ + l_1115_);
                                                                    bool l_1210_ = (l_1209_ > -1.1754943508222875e-38L);
                                                                    if (l_1208_) {
                                                                        local_58 = l_1210_;
                                                                    } else {
                                                                        local_58 = false;
                                                                    }
                                                                    bool l_1211_ = local_58;
                                                                    if (l_1206_) {
                                                                        l_mut_484_ = 0u;
                                                                    } else {
                                                                        uint _e2708 = l_mut_484_;
                                                                        bool l_1212_ = (_e2708 == 1u);
                                                                        if (l_1211_) {
                                                                            local_59 = l_1212_;
                                                                        } else {
                                                                            local_59 = false;
                                                                        }
                                                                        bool l_1213_ = local_59;
                                                                        if (l_1213_) {
                                                                            l_mut_484_ = 2u;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2716 = l_mut_484_;
                                                                l_mut_427_ = _e2716;
                                                            }
                                                        } else {
                                                            bool l_1214_ = (l_409_ == 8u);
                                                            if (l_1214_) {
                                                                bool l_1215_ = (l_422_ >= 0.5L);
                                                                bool l_1216_ = (l_422_ <= 2.0L);
                                                                if (l_1215_) {
                                                                    local_60 = l_1216_;
                                                                } else {
                                                                    local_60 = false;
                                                                }
                                                                bool l_1217_ = local_60;
                                                                if (l_1217_) {
                                                                    double l_1218_ = (l_415_ * 1.4551915228366852e-11L);
                                                                    double l_1219_ = (l_425_ + l_1218_);
                                                                    double _e2730 = l_mut_31_;
                                                                    double l_1220_ = (_e2730 - l_415_);
                                                                    double _e2732 = l_mut_31_;
                                                                    double l_1221_ = (_e2732 + l_415_);
                                                                    float _e2734 = l_mut_25_;
                                                                    uint l_1222_ = asuint(_e2734);
                                                                    uint l_1223_ = (l_1222_ & 2147483647u);
                                                                    float l_1224_ = asfloat(l_1223_);
                                                                    double l_1225_ = double(l_1224_);
                                                                    l_mut_251_ = l_1225_;
                                                                    bool l_1226_ = (l_1223_ < 8388608u);
                                                                    if (l_1226_) {
                                                                        double l_1227_ = double(l_1223_);
                                                                        double l_1228_ = (l_1227_ * 1.401298464324817e-45L);
                                                                        l_mut_251_ = l_1228_;
                                                                    }
                                                                    double _e2745 = l_mut_251_;
                                                                    uint64_t l_1229_ = _e2745;
                                                                    uint l_1230_ = (l_1222_ >> 31u);
                                                                    uint64_t l_1231_ = uint64_t(l_1230_);
                                                                    uint64_t l_1232_ = (l_1231_ << uint(63uL));
                                                                    uint64_t l_1233_ = (l_1229_ | l_1232_);
                                                                    double l_1234_ = l_1233_;
                                                                    float _e2756 = l_mut_25_;
                                                                    uint l_1235_ = asuint(_e2756);
                                                                    uint l_1236_ = (l_1235_ + 1u);
                                                                    l_mut_484_ = l_1236_;
                                                                    uint l_1237_ = (l_1235_ & 2147483647u);
                                                                    bool l_1238_ = (l_1237_ == 0u);
                                                                    if (l_1238_) {
                                                                        l_mut_484_ = 1u;
                                                                    } else {
                                                                        uint l_1239_ = (l_1235_ & 2147483648u);
                                                                        bool l_1240_ = (l_1239_ != 0u);
                                                                        if (l_1240_) {
                                                                            uint l_1241_ = (l_1235_ - 1u);
                                                                            l_mut_484_ = l_1241_;
                                                                        } else {
                                                                            bool l_1242_ = (l_1235_ == 2139095040u);
                                                                            if (l_1242_) {
                                                                                l_mut_484_ = l_1235_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2773 = l_mut_484_;
                                                                    float l_1243_ = asfloat(_e2773);
                                                                    uint l_1244_ = asuint(l_1243_);
                                                                    uint l_1245_ = (l_1244_ & 2147483647u);
                                                                    float l_1246_ = asfloat(l_1245_);
                                                                    double l_1247_ = double(l_1246_);
                                                                    l_mut_251_ = l_1247_;
                                                                    bool l_1248_ = (l_1245_ < 8388608u);
                                                                    if (l_1248_) {
                                                                        double l_1249_ = double(l_1245_);
                                                                        double l_1250_ = (l_1249_ * 1.401298464324817e-45L);
                                                                        l_mut_251_ = l_1250_;
                                                                    }
                                                                    double _e2785 = l_mut_251_;
                                                                    uint64_t l_1251_ = _e2785;
                                                                    uint l_1252_ = (l_1244_ >> 31u);
                                                                    uint64_t l_1253_ = uint64_t(l_1252_);
                                                                    uint64_t l_1254_ = (l_1253_ << uint(63uL));
                                                                    uint64_t l_1255_ = (l_1251_ | l_1254_);
                                                                    double l_1256_ = l_1255_;
                                                                    float _e2796 = l_mut_25_;
                                                                    uint l_1257_ = asuint(_e2796);
                                                                    uint l_1258_ = (l_1257_ ^ 2147483648u);
                                                                    float l_1259_ = asfloat(l_1258_);
                                                                    uint l_1260_ = asuint(l_1259_);
                                                                    uint l_1261_ = (l_1260_ + 1u);
                                                                    l_mut_484_ = l_1261_;
                                                                    uint l_1262_ = (l_1260_ & 2147483647u);
                                                                    bool l_1263_ = (l_1262_ == 0u);
                                                                    if (l_1263_) {
                                                                        l_mut_484_ = 1u;
                                                                    } else {
                                                                        uint l_1264_ = (l_1260_ & 2147483648u);
                                                                        bool l_1265_ = (l_1264_ != 0u);
                                                                        if (l_1265_) {
                                                                            uint l_1266_ = (l_1260_ - 1u);
                                                                            l_mut_484_ = l_1266_;
                                                                        } else {
                                                                            bool l_1267_ = (l_1260_ == 2139095040u);
                                                                            if (l_1267_) {
                                                                                l_mut_484_ = l_1260_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2817 = l_mut_484_;
                                                                    float l_1268_ = asfloat(_e2817);
                                                                    uint l_1269_ = asuint(l_1268_);
                                                                    uint l_1270_ = (l_1269_ ^ 2147483648u);
                                                                    float l_1271_ = asfloat(l_1270_);
                                                                    uint l_1272_ = asuint(l_1271_);
                                                                    uint l_1273_ = (l_1272_ & 2147483647u);
                                                                    float l_1274_ = asfloat(l_1273_);
                                                                    double l_1275_ = double(l_1274_);
                                                                    l_mut_251_ = l_1275_;
                                                                    bool l_1276_ = (l_1273_ < 8388608u);
                                                                    if (l_1276_) {
                                                                        double l_1277_ = double(l_1273_);
                                                                        double l_1278_ = (l_1277_ * 1.401298464324817e-45L);
                                                                        l_mut_251_ = l_1278_;
                                                                    }
                                                                    double _e2833 = l_mut_251_;
                                                                    uint64_t l_1279_ = _e2833;
                                                                    uint l_1280_ = (l_1272_ >> 31u);
                                                                    uint64_t l_1281_ = uint64_t(l_1280_);
                                                                    uint64_t l_1282_ = (l_1281_ << uint(63uL));
                                                                    uint64_t l_1283_ = (l_1279_ | l_1282_);
                                                                    double l_1284_ = l_1283_;
                                                                    double l_1285_ = (l_1220_ + l_1219_);
                                                                    bool l_1286_ = (l_1285_ <= l_1234_);
                                                                    l_mut_544_ = l_1286_;
                                                                    double l_1287_ = (l_1220_ - l_1219_);
                                                                    bool l_1288_ = (l_1287_ > l_1234_);
                                                                    l_mut_541_ = l_1288_;
                                                                    double l_1289_ = (l_1221_ - l_1219_);
                                                                    bool l_1290_ = (l_1289_ >= l_1234_);
                                                                    l_mut_538_ = l_1290_;
                                                                    double l_1291_ = (l_1221_ + l_1219_);
                                                                    bool l_1292_ = (l_1291_ < l_1234_);
                                                                    l_mut_535_ = l_1292_;
                                                                    if (l_413_) {
                                                                        double l_1293_ = (l_1220_ + l_1219_);
                                                                        bool l_1294_ = (l_1293_ < l_1256_);
                                                                        l_mut_544_ = l_1294_;
                                                                        double l_1295_ = (l_1220_ - l_1219_);
                                                                        bool l_1296_ = (l_1295_ >= l_1256_);
                                                                        l_mut_541_ = l_1296_;
                                                                        double l_1297_ = (l_1221_ - l_1219_);
                                                                        bool l_1298_ = (l_1297_ > l_1284_);
                                                                        l_mut_538_ = l_1298_;
                                                                        double l_1299_ = (l_1221_ + l_1219_);
                                                                        bool l_1300_ = (l_1299_ <= l_1284_);
                                                                        l_mut_535_ = l_1300_;
                                                                    }
                                                                    l_mut_484_ = 2u;
                                                                    bool _e2861 = l_mut_541_;
                                                                    if (!(_e2861)) {
                                                                        bool _e2865 = l_mut_535_;
                                                                        local_61 = _e2865;
                                                                    } else {
                                                                        local_61 = true;
                                                                    }
                                                                    bool l_1301_ = local_61;
                                                                    if (l_1301_) {
                                                                        l_mut_484_ = 1u;
                                                                    } else {
                                                                        bool _e2869 = l_mut_544_;
                                                                        if (_e2869) {
                                                                            bool _e2872 = l_mut_538_;
                                                                            local_62 = _e2872;
                                                                        } else {
                                                                            local_62 = false;
                                                                        }
                                                                        bool l_1302_ = local_62;
                                                                        if (l_1302_) {
                                                                            l_mut_484_ = 0u;
                                                                        }
                                                                    }
                                                                    float _e2876 = l_mut_25_;
                                                                    uint l_1303_ = asuint(_e2876);
                                                                    uint l_1304_ = (l_1303_ & 2147483647u);
                                                                    bool l_1305_ = (l_1304_ == 0u);
                                                                    if (l_1305_) {
                                                                        double l_1306_ = (l_1220_ + l_1219_);
                                                                        bool l_1307_ = (l_1306_ < 1.1754943508222875e-38L);
                                                                        double l_1308_ = (l_1221_ - l_1219_);
                                                                        bool l_1309_ = (l_1308_ > -1.1754943508222875e-38L);
                                                                        if (l_1307_) {
                                                                            local_63 = l_1309_;
                                                                        } else {
                                                                            local_63 = false;
                                                                        }
                                                                        bool l_1310_ = local_63;
                                                                        double l_1311_ = (l_1220_ - l_1219_);
                                                                        bool l_1312_ = (l_1311_ < 1.1754943508222875e-38L);
                                                                        double l_1313_ = (l_1221_ + l_1219_);
                                                                        bool l_1314_ = (l_1313_ > -1.1754943508222875e-38L);
                                                                        if (l_1312_) {
                                                                            local_64 = l_1314_;
                                                                        } else {
                                                                            local_64 = false;
                                                                        }
                                                                        bool l_1315_ = local_64;
                                                                        if (l_1310_) {
                                                                            l_mut_484_ = 0u;
                                                                        } else {
                                                                            uint _e2903 = l_mut_484_;
                                                                            bool l_1316_ = (_e2903 == 1u);
                                                                            if (l_1315_) {
                                                                                local_65 = l_1316_;
                                                                            } else {
                                                                                local_65 = false;
                                                                            }
                                                                            bool l_1317_ = local_65;
                                                                            if (l_1317_) {
                                                                                l_mut_484_ = 2u;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2911 = l_mut_484_;
                                                                    l_mut_427_ = _e2911;
                                                                } else {
                                                                    double _e2912 = l_mut_31_;
                                                                    double l_1318_ = abs(_e2912);
                                                                    l_mut_251_ = 1.401298464324817e-45L;
                                                                    bool l_1319_ = (l_1318_ >= 1.1754943508222875e-38L);
                                                                    bool l_1320_ = (l_1318_ <= 1.7976931348623157e308L);
                                                                    if (l_1319_) {
                                                                        local_66 = l_1320_;
                                                                    } else {
                                                                        local_66 = false;
                                                                    }
                                                                    bool l_1321_ = local_66;
                                                                    if (l_1321_) {
                                                                        uint64_t l_1322_ = l_1318_;
                                                                        uint64_t l_1323_ = (l_1322_ >> uint(52uL));
                                                                        uint64_t l_1324_ = (l_1323_ - 23uL);
                                                                        uint64_t l_1325_ = (l_1324_ << uint(52uL));
                                                                        double l_1326_ = l_1325_;
                                                                        l_mut_251_ = l_1326_;
                                                                    }
                                                                    double _e2935 = l_mut_251_;
                                                                    double l_1327_ = (l_418_ * _e2935);
                                                                    l_mut_484_ = 2u;
                                                                    double _e2938 = l_mut_31_;
                                                                    double l_1328_ = (_e2938 - l_425_);
                                                                    double l_1329_ = abs(l_1328_);
                                                                    l_mut_251_ = 1.401298464324817e-45L;
                                                                    bool l_1330_ = (l_1329_ >= 1.1754943508222875e-38L);
                                                                    bool l_1331_ = (l_1329_ <= 1.7976931348623157e308L);
                                                                    if (l_1330_) {
                                                                        local_67 = l_1331_;
                                                                    } else {
                                                                        local_67 = false;
                                                                    }
                                                                    bool l_1332_ = local_67;
                                                                    if (l_1332_) {
                                                                        uint64_t l_1333_ = l_1329_;
                                                                        uint64_t l_1334_ = (l_1333_ >> uint(52uL));
                                                                        uint64_t l_1335_ = (l_1334_ - 23uL);
                                                                        uint64_t l_1336_ = (l_1335_ << uint(52uL));
                                                                        double l_1337_ = l_1336_;
                                                                        l_mut_251_ = l_1337_;
                                                                    }
                                                                    double _e2962 = l_mut_31_;
                                                                    double l_1338_ = (_e2962 + l_425_);
                                                                    double l_1339_ = abs(l_1338_);
                                                                    l_mut_84_ = 1.401298464324817e-45L;
                                                                    bool l_1340_ = (l_1339_ >= 1.1754943508222875e-38L);
                                                                    bool l_1341_ = (l_1339_ <= 1.7976931348623157e308L);
                                                                    if (l_1340_) {
                                                                        local_68 = l_1341_;
                                                                    } else {
                                                                        local_68 = false;
                                                                    }
                                                                    bool l_1342_ = local_68;
                                                                    if (l_1342_) {
                                                                        uint64_t l_1343_ = l_1339_;
                                                                        uint64_t l_1344_ = (l_1343_ >> uint(52uL));
                                                                        uint64_t l_1345_ = (l_1344_ - 23uL);
                                                                        uint64_t l_1346_ = (l_1345_ << uint(52uL));
                                                                        double l_1347_ = l_1346_;
                                                                        l_mut_84_ = l_1347_;
                                                                    }
                                                                    double _e2986 = l_mut_251_;
                                                                    double _e2987 = l_mut_84_;
                                                                    bool l_1348_ = (_e2986 == _e2987);
                                                                    if (l_1348_) {
                                                                        double l_1349_ = (l_1327_ * 1.4551915228366852e-11L);
                                                                        double l_1350_ = (l_425_ + l_1349_);
                                                                        double _e2992 = l_mut_31_;
                                                                        double l_1351_ = (_e2992 - l_1327_);
                                                                        double _e2994 = l_mut_31_;
                                                                        double l_1352_ = (_e2994 + l_1327_);
                                                                        float _e2996 = l_mut_25_;
                                                                        uint l_1353_ = asuint(_e2996);
                                                                        uint l_1354_ = (l_1353_ & 2147483647u);
                                                                        float l_1355_ = asfloat(l_1354_);
                                                                        double l_1356_ = double(l_1355_);
                                                                        l_mut_251_ = l_1356_;
                                                                        bool l_1357_ = (l_1354_ < 8388608u);
                                                                        if (l_1357_) {
                                                                            double l_1358_ = double(l_1354_);
                                                                            double l_1359_ = (l_1358_ * 1.401298464324817e-45L);
                                                                            l_mut_251_ = l_1359_;
                                                                        }
                                                                        double _e3007 = l_mut_251_;
                                                                        uint64_t l_1360_ = _e3007;
                                                                        uint l_1361_ = (l_1353_ >> 31u);
                                                                        uint64_t l_1362_ = uint64_t(l_1361_);
                                                                        uint64_t l_1363_ = (l_1362_ << uint(63uL));
                                                                        uint64_t l_1364_ = (l_1360_ | l_1363_);
                                                                        double l_1365_ = l_1364_;
                                                                        float _e3018 = l_mut_25_;
                                                                        uint l_1366_ = asuint(_e3018);
                                                                        uint l_1367_ = (l_1366_ + 1u);
                                                                        l_mut_443_ = l_1367_;
                                                                        uint l_1368_ = (l_1366_ & 2147483647u);
                                                                        bool l_1369_ = (l_1368_ == 0u);
                                                                        if (l_1369_) {
                                                                            l_mut_443_ = 1u;
                                                                        } else {
                                                                            uint l_1370_ = (l_1366_ & 2147483648u);
                                                                            bool l_1371_ = (l_1370_ != 0u);
                                                                            if (l_1371_) {
                                                                                uint l_1372_ = (l_1366_ - 1u);
                                                                                l_mut_443_ = l_1372_;
                                                                            } else {
                                                                                bool l_1373_ = (l_1366_ == 2139095040u);
                                                                                if (l_1373_) {
                                                                                    l_mut_443_ = l_1366_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3035 = l_mut_443_;
                                                                        float l_1374_ = asfloat(_e3035);
                                                                        uint l_1375_ = asuint(l_1374_);
                                                                        uint l_1376_ = (l_1375_ & 2147483647u);
                                                                        float l_1377_ = asfloat(l_1376_);
                                                                        double l_1378_ = double(l_1377_);
                                                                        l_mut_251_ = l_1378_;
                                                                        bool l_1379_ = (l_1376_ < 8388608u);
                                                                        if (l_1379_) {
                                                                            double l_1380_ = double(l_1376_);
                                                                            double l_1381_ = (l_1380_ * 1.401298464324817e-45L);
                                                                            l_mut_251_ = l_1381_;
                                                                        }
                                                                        double _e3047 = l_mut_251_;
                                                                        uint64_t l_1382_ = _e3047;
                                                                        uint l_1383_ = (l_1375_ >> 31u);
                                                                        uint64_t l_1384_ = uint64_t(l_1383_);
                                                                        uint64_t l_1385_ = (l_1384_ << uint(63uL));
                                                                        uint64_t l_1386_ = (l_1382_ | l_1385_);
                                                                        double l_1387_ = l_1386_;
                                                                        float _e3058 = l_mut_25_;
                                                                        uint l_1388_ = asuint(_e3058);
                                                                        uint l_1389_ = (l_1388_ ^ 2147483648u);
                                                                        float l_1390_ = asfloat(l_1389_);
                                                                        uint l_1391_ = asuint(l_1390_);
                                                                        uint l_1392_ = (l_1391_ + 1u);
                                                                        l_mut_443_ = l_1392_;
                                                                        uint l_1393_ = (l_1391_ & 2147483647u);
                                                                        bool l_1394_ = (l_1393_ == 0u);
                                                                        if (l_1394_) {
                                                                            l_mut_443_ = 1u;
                                                                        } else {
                                                                            uint l_1395_ = (l_1391_ & 2147483648u);
                                                                            bool l_1396_ = (l_1395_ != 0u);
                                                                            if (l_1396_) {
                                                                                uint l_1397_ = (l_1391_ - 1u);
                                                                                l_mut_443_ = l_1397_;
                                                                            } else {
                                                                                bool l_1398_ = (l_1391_ == 2139095040u);
                                                                                if (l_1398_) {
                                                                                    l_mut_443_ = l_1391_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3079 = l_mut_443_;
                                                                        float l_1399_ = asfloat(_e3079);
                                                                        uint l_1400_ = asuint(l_1399_);
                                                                        uint l_1401_ = (l_1400_ ^ 2147483648u);
                                                                        float l_1402_ = asfloat(l_1401_);
                                                                        uint l_1403_ = asuint(l_1402_);
                                                                        uint l_1404_ = (l_1403_ & 2147483647u);
                                                                        float l_1405_ = asfloat(l_1404_);
                                                                        double l_1406_ = double(l_1405_);
                                                                        l_mut_251_ = l_1406_;
                                                                        bool l_1407_ = (l_1404_ < 8388608u);
                                                                        if (l_1407_) {
                                                                            double l_1408_ = double(l_1404_);
                                                                            double l_1409_ = (l_1408_ * 1.401298464324817e-45L);
                                                                            l_mut_251_ = l_1409_;
                                                                        }
                                                                        double _e3095 = l_mut_251_;
                                                                        uint64_t l_1410_ = _e3095;
                                                                        uint l_1411_ = (l_1403_ >> 31u);
                                                                        uint64_t l_1412_ = uint64_t(l_1411_);
                                                                        uint64_t l_1413_ = (l_1412_ << uint(63uL));
                                                                        uint64_t l_1414_ = (l_1410_ | l_1413_);
                                                                        double l_1415_ = l_1414_;
                                                                        double l_1416_ = (l_1351_ + l_1350_);
                                                                        bool l_1417_ = (l_1416_ <= l_1365_);
                                                                        l_mut_544_ = l_1417_;
                                                                        double l_1418_ = (l_1351_ - l_1350_);
                                                                        bool l_1419_ = (l_1418_ > l_1365_);
                                                                        l_mut_541_ = l_1419_;
                                                                        double l_1420_ = (l_1352_ - l_1350_);
                                                                        bool l_1421_ = (l_1420_ >= l_1365_);
                                                                        l_mut_538_ = l_1421_;
                                                                        double l_1422_ = (l_1352_ + l_1350_);
                                                                        bool l_1423_ = (l_1422_ < l_1365_);
                                                                        l_mut_535_ = l_1423_;
                                                                        if (l_413_) {
                                                                            double l_1424_ = (l_1351_ + l_1350_);
                                                                            bool l_1425_ = (l_1424_ < l_1387_);
                                                                            l_mut_544_ = l_1425_;
                                                                            double l_1426_ = (l_1351_ - l_1350_);
                                                                            bool l_1427_ = (l_1426_ >= l_1387_);
                                                                            l_mut_541_ = l_1427_;
                                                                            double l_1428_ = (l_1352_ - l_1350_);
                                                                            bool l_1429_ = (l_1428_ > l_1415_);
                                                                            l_mut_538_ = l_1429_;
                                                                            double l_1430_ = (l_1352_ + l_1350_);
                                                                            bool l_1431_ = (l_1430_ <= l_1415_);
                                                                            l_mut_535_ = l_1431_;
                                                                        }
                                                                        l_mut_443_ = 2u;
                                                                        bool _e3123 = l_mut_541_;
                                                                        if (!(_e3123)) {
                                                                            bool _e3127 = l_mut_535_;
                                                                            local_69 = _e3127;
                                                                        } else {
                                                                            local_69 = true;
                                                                        }
                                                                        bool l_1432_ = local_69;
                                                                        if (l_1432_) {
                                                                            l_mut_443_ = 1u;
                                                                        } else {
                                                                            bool _e3131 = l_mut_544_;
                                                                            if (_e3131) {
                                                                                bool _e3134 = l_mut_538_;
                                                                                local_70 = _e3134;
                                                                            } else {
                                                                                local_70 = false;
                                                                            }
                                                                            bool l_1433_ = local_70;
                                                                            if (l_1433_) {
                                                                                l_mut_443_ = 0u;
                                                                            }
                                                                        }
                                                                        float _e3138 = l_mut_25_;
                                                                        uint l_1434_ = asuint(_e3138);
                                                                        uint l_1435_ = (l_1434_ & 2147483647u);
                                                                        bool l_1436_ = (l_1435_ == 0u);
                                                                        if (l_1436_) {
                                                                            double l_1437_ = (l_1351_ + l_1350_);
                                                                            bool l_1438_ = (l_1437_ < 1.1754943508222875e-38L);
                                                                            double l_1439_ = (l_1352_ - l_1350_);
                                                                            bool l_1440_ = (l_1439_ > -1.1754943508222875e-38L);
                                                                            if (l_1438_) {
                                                                                local_71 = l_1440_;
                                                                            } else {
                                                                                local_71 = false;
                                                                            }
                                                                            bool l_1441_ = local_71;
                                                                            double l_1442_ = (l_1351_ - l_1350_);
                                                                            bool l_1443_ = (l_1442_ < 1.1754943508222875e-38L);
                                                                            double l_1444_ = (l_1352_ + l_1350_);
                                                                            bool l_1445_ = (l_1444_ > -1.1754943508222875e-38L);
                                                                            if (l_1443_) {
                                                                                local_72 = l_1445_;
                                                                            } else {
                                                                                local_72 = false;
                                                                            }
                                                                            bool l_1446_ = local_72;
                                                                            if (l_1441_) {
                                                                                l_mut_443_ = 0u;
                                                                            } else {
                                                                                uint _e3165 = l_mut_443_;
                                                                                bool l_1447_ = (_e3165 == 1u);
                                                                                if (l_1446_) {
                                                                                    local_73 = l_1447_;
                                                                                } else {
                                                                                    local_73 = false;
                                                                                }
                                                                                bool l_1448_ = local_73;
                                                                                if (l_1448_) {
                                                                                    l_mut_443_ = 2u;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3173 = l_mut_443_;
                                                                        l_mut_484_ = _e3173;
                                                                    }
                                                                    uint _e3174 = l_mut_484_;
                                                                    l_mut_427_ = _e3174;
                                                                }
                                                            } else {
                                                                bool l_1449_ = (l_409_ == 11u);
                                                                bool l_1450_ = (l_409_ == 12u);
                                                                if (!(l_1449_)) {
                                                                    local_74 = l_1450_;
                                                                } else {
                                                                    local_74 = true;
                                                                }
                                                                bool l_1451_ = local_74;
                                                                if (l_1451_) {
                                                                    l_mut_427_ = 0u;
                                                                }
                                                                bool l_1452_ = (l_423_ <= l_421_);
                                                                bool l_1453_ = (l_409_ == 11u);
                                                                if (l_1452_) {
                                                                    local_75 = l_1453_;
                                                                } else {
                                                                    local_75 = false;
                                                                }
                                                                bool l_1454_ = local_75;
                                                                if (l_1454_) {
                                                                    float l_1455_ = float(l_422_);
                                                                    uint l_1456_ = asuint(l_1455_);
                                                                    uint l_1457_ = (l_1456_ & 2147483647u);
                                                                    float l_1458_ = asfloat(l_1457_);
                                                                    double l_1459_ = double(l_1458_);
                                                                    l_mut_251_ = l_1459_;
                                                                    bool l_1460_ = (l_1457_ < 8388608u);
                                                                    if (l_1460_) {
                                                                        double l_1461_ = double(l_1457_);
                                                                        double l_1462_ = (l_1461_ * 1.401298464324817e-45L);
                                                                        l_mut_251_ = l_1462_;
                                                                    }
                                                                    double _e3203 = l_mut_251_;
                                                                    uint64_t l_1463_ = _e3203;
                                                                    uint l_1464_ = (l_1456_ >> 31u);
                                                                    uint64_t l_1465_ = uint64_t(l_1464_);
                                                                    uint64_t l_1466_ = (l_1465_ << uint(63uL));
                                                                    uint64_t l_1467_ = (l_1463_ | l_1466_);
                                                                    double l_1468_ = l_1467_;
                                                                    double l_1469_ = abs(l_1468_);
                                                                    l_mut_251_ = l_1469_;
                                                                    l_mut_484_ = 0u;
                                                                    bool l_1470_ = (l_1469_ >= 0.785L);
                                                                    if (l_1470_) {
                                                                        double l_1471_ = (l_1469_ * 0.6366197723675814L);
                                                                        double l_1472_ = (l_1471_ + 0.5L);
                                                                        double l_1473_ = floor(l_1472_);
                                                                        double l_1474_ = (l_1473_ * 1.570796325802803L);
                                                                        double l_1475_ = (l_1469_ - l_1474_);
                                                                        double l_1476_ = (l_1475_ * l_20_);
                                                                        double l_1477_ = (l_1473_ * 9.920935796805404e-10L);
                                                                        double l_1478_ = (l_1476_ - l_1477_);
                                                                        l_mut_251_ = l_1478_;
                                                                        uint l_1479_ = naga_f2u32(l_1473_);
                                                                        l_mut_484_ = l_1479_;
                                                                    }
                                                                    uint l_1480_ = asuint(l_1455_);
                                                                    bool l_1481_ = (l_1480_ >= 2147483648u);
                                                                    double _e3234 = l_mut_251_;
                                                                    double _e3235 = l_mut_251_;
                                                                    double l_1482_ = (_e3234 * _e3235);
                                                                    double l_1483_ = (l_1482_ * 1.9572941063391263e-20L);
                                                                    double l_1484_ = (8.22063524662433e-18L - l_1483_);
                                                                    l_mut_84_ = l_1484_;
                                                                    double _e3241 = l_mut_84_;
                                                                    double l_1485_ = (_e3241 * l_1482_);
                                                                    double l_1486_ = (l_1485_ - 2.8114572543455206e-15L);
                                                                    l_mut_84_ = l_1486_;
                                                                    double _e3245 = l_mut_84_;
                                                                    double l_1487_ = (_e3245 * l_1482_);
                                                                    double l_1488_ = (l_1487_ + 7.647163731819816e-13L);
                                                                    l_mut_84_ = l_1488_;
                                                                    double _e3249 = l_mut_84_;
                                                                    double l_1489_ = (_e3249 * l_1482_);
                                                                    double l_1490_ = (l_1489_ - 1.6059043836821613e-10L);
                                                                    l_mut_84_ = l_1490_;
                                                                    double _e3253 = l_mut_84_;
                                                                    double l_1491_ = (_e3253 * l_1482_);
                                                                    double l_1492_ = (l_1491_ + 2.505210838544172e-8L);
                                                                    l_mut_84_ = l_1492_;
                                                                    double _e3257 = l_mut_84_;
                                                                    double l_1493_ = (_e3257 * l_1482_);
                                                                    double l_1494_ = (l_1493_ - 2.7557319223985893e-6L);
                                                                    l_mut_84_ = l_1494_;
                                                                    double _e3261 = l_mut_84_;
                                                                    double l_1495_ = (_e3261 * l_1482_);
                                                                    double l_1496_ = (l_1495_ + 0.0001984126984126984L);
                                                                    l_mut_84_ = l_1496_;
                                                                    double _e3265 = l_mut_84_;
                                                                    double l_1497_ = (_e3265 * l_1482_);
                                                                    double l_1498_ = (l_1497_ - 0.008333333333333333L);
                                                                    l_mut_84_ = l_1498_;
                                                                    double _e3269 = l_mut_84_;
                                                                    double l_1499_ = (_e3269 * l_1482_);
                                                                    double l_1500_ = (l_1499_ + 0.16666666666666666L);
                                                                    l_mut_84_ = l_1500_;
                                                                    double l_1501_ = (0.5L * l_1482_);
                                                                    double l_1502_ = (1.0L - l_1501_);
                                                                    double l_1503_ = (0.0L * l_1502_);
                                                                    double _e3279 = l_mut_251_;
                                                                    double l_1504_ = (_e3279 * l_1482_);
                                                                    double _e3281 = l_mut_84_;
                                                                    double l_1505_ = (l_1504_ * _e3281);
                                                                    double l_1506_ = (l_1503_ - l_1505_);
                                                                    double _e3284 = l_mut_251_;
                                                                    double l_1507_ = (_e3284 + l_1506_);
                                                                    double _e3286 = l_mut_251_;
                                                                    double _e3287 = l_mut_251_;
                                                                    double l_1508_ = (_e3286 * _e3287);
                                                                    double l_1509_ = (l_1508_ * 4.110317623312165e-19L);
                                                                    double l_1510_ = (l_1509_ - 1.5619206968586225e-16L);
                                                                    l_mut_84_ = l_1510_;
                                                                    double _e3293 = l_mut_84_;
                                                                    double l_1511_ = (_e3293 * l_1508_);
                                                                    double l_1512_ = (l_1511_ + 4.779477332387385e-14L);
                                                                    l_mut_84_ = l_1512_;
                                                                    double _e3297 = l_mut_84_;
                                                                    double l_1513_ = (_e3297 * l_1508_);
                                                                    double l_1514_ = (l_1513_ - 1.1470745597729725e-11L);
                                                                    l_mut_84_ = l_1514_;
                                                                    double _e3301 = l_mut_84_;
                                                                    double l_1515_ = (_e3301 * l_1508_);
                                                                    double l_1516_ = (l_1515_ + 2.08767569878681e-9L);
                                                                    l_mut_84_ = l_1516_;
                                                                    double _e3305 = l_mut_84_;
                                                                    double l_1517_ = (_e3305 * l_1508_);
                                                                    double l_1518_ = (l_1517_ - 2.755731922398589e-7L);
                                                                    l_mut_84_ = l_1518_;
                                                                    double _e3309 = l_mut_84_;
                                                                    double l_1519_ = (_e3309 * l_1508_);
                                                                    double l_1520_ = (l_1519_ + 2.48015873015873e-5L);
                                                                    l_mut_84_ = l_1520_;
                                                                    double _e3313 = l_mut_84_;
                                                                    double l_1521_ = (_e3313 * l_1508_);
                                                                    double l_1522_ = (l_1521_ - 0.001388888888888889L);
                                                                    l_mut_84_ = l_1522_;
                                                                    double _e3317 = l_mut_84_;
                                                                    double l_1523_ = (_e3317 * l_1508_);
                                                                    double l_1524_ = (l_1523_ + 0.041666666666666664L);
                                                                    l_mut_84_ = l_1524_;
                                                                    double l_1525_ = (0.5L * l_1508_);
                                                                    double l_1526_ = (1.0L - l_1525_);
                                                                    double l_1527_ = (l_1508_ * l_1508_);
                                                                    double _e3326 = l_mut_84_;
                                                                    double l_1528_ = (l_1527_ * _e3326);
                                                                    double _e3329 = l_mut_251_;
                                                                    double l_1529_ = (0.0L * _e3329);
                                                                    double l_1530_ = (l_1528_ - l_1529_);
                                                                    double l_1531_ = (l_1526_ + l_1530_);
                                                                    uint _e3333 = l_mut_484_;
                                                                    uint l_1532_ = (_e3333 & 1u);
                                                                    bool l_1533_ = (l_1532_ == 1u);
                                                                    l_mut_251_ = l_1507_;
                                                                    uint _e3338 = l_mut_484_;
                                                                    uint l_1534_ = (_e3338 & 2u);
                                                                    bool l_1535_ = (l_1534_ != 0u);
                                                                    l_mut_544_ = l_1535_;
                                                                    if (l_1533_) {
                                                                        l_mut_251_ = l_1531_;
                                                                    }
                                                                    if (true) {
                                                                        local_76 = l_1481_;
                                                                    } else {
                                                                        local_76 = false;
                                                                    }
                                                                    bool l_1536_ = local_76;
                                                                    if (l_1536_) {
                                                                        bool _e3348 = l_mut_544_;
                                                                        bool l_1537_ = !(_e3348);
                                                                        l_mut_544_ = l_1537_;
                                                                    }
                                                                    bool _e3350 = l_mut_544_;
                                                                    if (_e3350) {
                                                                        double _e3351 = l_mut_251_;
                                                                        double l_1538_ = -(_e3351);
                                                                        l_mut_251_ = l_1538_;
                                                                    }
                                                                    float l_1539_ = float(l_422_);
                                                                    uint l_1540_ = asuint(l_1539_);
                                                                    uint l_1541_ = (l_1540_ & 2147483647u);
                                                                    float l_1542_ = asfloat(l_1541_);
                                                                    double l_1543_ = double(l_1542_);
                                                                    l_mut_84_ = l_1543_;
                                                                    bool l_1544_ = (l_1541_ < 8388608u);
                                                                    if (l_1544_) {
                                                                        double l_1545_ = double(l_1541_);
                                                                        double l_1546_ = (l_1545_ * 1.401298464324817e-45L);
                                                                        l_mut_84_ = l_1546_;
                                                                    }
                                                                    double _e3364 = l_mut_84_;
                                                                    uint64_t l_1547_ = _e3364;
                                                                    uint l_1548_ = (l_1540_ >> 31u);
                                                                    uint64_t l_1549_ = uint64_t(l_1548_);
                                                                    uint64_t l_1550_ = (l_1549_ << uint(63uL));
                                                                    uint64_t l_1551_ = (l_1547_ | l_1550_);
                                                                    double l_1552_ = l_1551_;
                                                                    double l_1553_ = abs(l_1552_);
                                                                    l_mut_84_ = l_1553_;
                                                                    l_mut_484_ = 0u;
                                                                    bool l_1554_ = (l_1553_ >= 0.785L);
                                                                    if (l_1554_) {
                                                                        double l_1555_ = (l_1553_ * 0.6366197723675814L);
                                                                        double l_1556_ = (l_1555_ + 0.5L);
                                                                        double l_1557_ = floor(l_1556_);
                                                                        double l_1558_ = (l_1557_ * 1.570796325802803L);
                                                                        double l_1559_ = (l_1553_ - l_1558_);
                                                                        double l_1560_ = (l_1559_ * l_20_);
                                                                        double l_1561_ = (l_1557_ * 9.920935796805404e-10L);
                                                                        double l_1562_ = (l_1560_ - l_1561_);
                                                                        l_mut_84_ = l_1562_;
                                                                        uint l_1563_ = naga_f2u32(l_1557_);
                                                                        l_mut_484_ = l_1563_;
                                                                    }
                                                                    uint l_1564_ = asuint(l_1539_);
                                                                    bool l_1565_ = (l_1564_ >= 2147483648u);
                                                                    double _e3395 = l_mut_84_;
                                                                    double _e3396 = l_mut_84_;
                                                                    double l_1566_ = (_e3395 * _e3396);
                                                                    double l_1567_ = (l_1566_ * 1.9572941063391263e-20L);
                                                                    double l_1568_ = (8.22063524662433e-18L - l_1567_);
                                                                    l_mut_57_ = l_1568_;
                                                                    double _e3402 = l_mut_57_;
                                                                    double l_1569_ = (_e3402 * l_1566_);
                                                                    double l_1570_ = (l_1569_ - 2.8114572543455206e-15L);
                                                                    l_mut_57_ = l_1570_;
                                                                    double _e3406 = l_mut_57_;
                                                                    double l_1571_ = (_e3406 * l_1566_);
                                                                    double l_1572_ = (l_1571_ + 7.647163731819816e-13L);
                                                                    l_mut_57_ = l_1572_;
                                                                    double _e3410 = l_mut_57_;
                                                                    double l_1573_ = (_e3410 * l_1566_);
                                                                    double l_1574_ = (l_1573_ - 1.6059043836821613e-10L);
                                                                    l_mut_57_ = l_1574_;
                                                                    double _e3414 = l_mut_57_;
                                                                    double l_1575_ = (_e3414 * l_1566_);
                                                                    double l_1576_ = (l_1575_ + 2.505210838544172e-8L);
                                                                    l_mut_57_ = l_1576_;
                                                                    double _e3418 = l_mut_57_;
                                                                    double l_1577_ = (_e3418 * l_1566_);
                                                                    double l_1578_ = (l_1577_ - 2.7557319223985893e-6L);
                                                                    l_mut_57_ = l_1578_;
                                                                    double _e3422 = l_mut_57_;
                                                                    double l_1579_ = (_e3422 * l_1566_);
                                                                    double l_1580_ = (l_1579_ + 0.0001984126984126984L);
                                                                    l_mut_57_ = l_1580_;
                                                                    double _e3426 = l_mut_57_;
                                                                    double l_1581_ = (_e3426 * l_1566_);
                                                                    double l_1582_ = (l_1581_ - 0.008333333333333333L);
                                                                    l_mut_57_ = l_1582_;
                                                                    double _e3430 = l_mut_57_;
                                                                    double l_1583_ = (_e3430 * l_1566_);
                                                                    double l_1584_ = (l_1583_ + 0.16666666666666666L);
                                                                    l_mut_57_ = l_1584_;
                                                                    double l_1585_ = (0.5L * l_1566_);
                                                                    double l_1586_ = (1.0L - l_1585_);
                                                                    double l_1587_ = (0.0L * l_1586_);
                                                                    double _e3440 = l_mut_84_;
                                                                    double l_1588_ = (_e3440 * l_1566_);
                                                                    double _e3442 = l_mut_57_;
                                                                    double l_1589_ = (l_1588_ * _e3442);
                                                                    double l_1590_ = (l_1587_ - l_1589_);
                                                                    double _e3445 = l_mut_84_;
                                                                    double l_1591_ = (_e3445 + l_1590_);
                                                                    double _e3447 = l_mut_84_;
                                                                    double _e3448 = l_mut_84_;
                                                                    double l_1592_ = (_e3447 * _e3448);
                                                                    double l_1593_ = (l_1592_ * 4.110317623312165e-19L);
                                                                    double l_1594_ = (l_1593_ - 1.5619206968586225e-16L);
                                                                    l_mut_57_ = l_1594_;
                                                                    double _e3454 = l_mut_57_;
                                                                    double l_1595_ = (_e3454 * l_1592_);
                                                                    double l_1596_ = (l_1595_ + 4.779477332387385e-14L);
                                                                    l_mut_57_ = l_1596_;
                                                                    double _e3458 = l_mut_57_;
                                                                    double l_1597_ = (_e3458 * l_1592_);
                                                                    double l_1598_ = (l_1597_ - 1.1470745597729725e-11L);
                                                                    l_mut_57_ = l_1598_;
                                                                    double _e3462 = l_mut_57_;
                                                                    double l_1599_ = (_e3462 * l_1592_);
                                                                    double l_1600_ = (l_1599_ + 2.08767569878681e-9L);
                                                                    l_mut_57_ = l_1600_;
                                                                    double _e3466 = l_mut_57_;
                                                                    double l_1601_ = (_e3466 * l_1592_);
                                                                    double l_1602_ = (l_1601_ - 2.755731922398589e-7L);
                                                                    l_mut_57_ = l_1602_;
                                                                    double _e3470 = l_mut_57_;
                                                                    double l_1603_ = (_e3470 * l_1592_);
                                                                    double l_1604_ = (l_1603_ + 2.48015873015873e-5L);
                                                                    l_mut_57_ = l_1604_;
                                                                    double _e3474 = l_mut_57_;
                                                                    double l_1605_ = (_e3474 * l_1592_);
                                                                    double l_1606_ = (l_1605_ - 0.001388888888888889L);
                                                                    l_mut_57_ = l_1606_;
                                                                    double _e3478 = l_mut_57_;
                                                                    double l_1607_ = (_e3478 * l_1592_);
                                                                    double l_1608_ = (l_1607_ + 0.041666666666666664L);
                                                                    l_mut_57_ = l_1608_;
                                                                    double l_1609_ = (0.5L * l_1592_);
                                                                    double l_1610_ = (1.0L - l_1609_);
                                                                    double l_1611_ = (l_1592_ * l_1592_);
                                                                    double _e3487 = l_mut_57_;
                                                                    double l_1612_ = (l_1611_ * _e3487);
                                                                    double _e3490 = l_mut_84_;
                                                                    double l_1613_ = (0.0L * _e3490);
                                                                    double l_1614_ = (l_1612_ - l_1613_);
                                                                    double l_1615_ = (l_1610_ + l_1614_);
                                                                    uint _e3494 = l_mut_484_;
                                                                    uint l_1616_ = (_e3494 & 1u);
                                                                    bool l_1617_ = (l_1616_ == 1u);
                                                                    l_mut_84_ = l_1591_;
                                                                    uint _e3499 = l_mut_484_;
                                                                    uint l_1618_ = (_e3499 & 2u);
                                                                    bool l_1619_ = (l_1618_ != 0u);
                                                                    l_mut_544_ = l_1619_;
                                                                    l_mut_84_ = l_1615_;
                                                                    if (l_1617_) {
                                                                        l_mut_84_ = l_1591_;
                                                                    }
                                                                    uint _e3504 = l_mut_484_;
                                                                    uint l_1620_ = (_e3504 + 1u);
                                                                    uint l_1621_ = (l_1620_ & 2u);
                                                                    bool l_1622_ = (l_1621_ != 0u);
                                                                    l_mut_544_ = l_1622_;
                                                                    if (false) {
                                                                        local_77 = l_1565_;
                                                                    } else {
                                                                        local_77 = false;
                                                                    }
                                                                    bool l_1623_ = local_77;
                                                                    if (l_1623_) {
                                                                        bool _e3516 = l_mut_544_;
                                                                        bool l_1624_ = !(_e3516);
                                                                        l_mut_544_ = l_1624_;
                                                                    }
                                                                    bool _e3518 = l_mut_544_;
                                                                    if (_e3518) {
                                                                        double _e3519 = l_mut_84_;
                                                                        double l_1625_ = -(_e3519);
                                                                        l_mut_84_ = l_1625_;
                                                                    }
                                                                    double _e3521 = l_mut_251_;
                                                                    double l_1626_ = abs(_e3521);
                                                                    double l_1627_ = (l_1626_ * 1.4551915228366852e-11L);
                                                                    double _e3525 = l_mut_84_;
                                                                    double l_1628_ = abs(_e3525);
                                                                    double l_1629_ = (l_1628_ * 1.4551915228366852e-11L);
                                                                    l_mut_57_ = 1.4551915228366852e-11L;
                                                                    l_mut_484_ = 2u;
                                                                    if (l_413_) {
                                                                        double _e3531 = l_mut_251_;
                                                                        double l_1630_ = (_e3531 - l_415_);
                                                                        double l_1631_ = abs(l_1630_);
                                                                        double l_1632_ = (l_1631_ * 2.220446049250313e-16L);
                                                                        double l_1633_ = (l_1627_ + l_1632_);
                                                                        double l_1634_ = (l_1630_ + l_1633_);
                                                                        double l_1635_ = -(l_1634_);
                                                                        double l_1636_ = (l_1635_ * 7.1362384635298e44L);
                                                                        double l_1637_ = floor(l_1636_);
                                                                        double l_1638_ = (l_1637_ * 1.401298464324817e-45L);
                                                                        l_mut_47_ = l_1638_;
                                                                        double l_1639_ = abs(l_1635_);
                                                                        bool l_1640_ = (l_1639_ >= 1.1754943508222875e-38L);
                                                                        if (l_1640_) {
                                                                            float l_1641_ = float(l_1635_);
                                                                            double l_1642_ = double(l_1641_);
                                                                            l_mut_47_ = l_1642_;
                                                                            double _e3549 = l_mut_47_;
                                                                            bool l_1643_ = (_e3549 > l_1635_);
                                                                            if (l_1643_) {
                                                                                uint l_1644_ = asuint(l_1641_);
                                                                                uint l_1645_ = (l_1644_ ^ 2147483648u);
                                                                                float l_1646_ = asfloat(l_1645_);
                                                                                uint l_1647_ = asuint(l_1646_);
                                                                                uint l_1648_ = (l_1647_ + 1u);
                                                                                l_mut_443_ = l_1648_;
                                                                                uint l_1649_ = (l_1647_ & 2147483647u);
                                                                                bool l_1650_ = (l_1649_ == 0u);
                                                                                if (l_1650_) {
                                                                                    l_mut_443_ = 1u;
                                                                                } else {
                                                                                    uint l_1651_ = (l_1647_ & 2147483648u);
                                                                                    bool l_1652_ = (l_1651_ != 0u);
                                                                                    if (l_1652_) {
                                                                                        uint l_1653_ = (l_1647_ - 1u);
                                                                                        l_mut_443_ = l_1653_;
                                                                                    } else {
                                                                                        bool l_1654_ = (l_1647_ == 2139095040u);
                                                                                        if (l_1654_) {
                                                                                            l_mut_443_ = l_1647_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3571 = l_mut_443_;
                                                                                float l_1655_ = asfloat(_e3571);
                                                                                uint l_1656_ = asuint(l_1655_);
                                                                                uint l_1657_ = (l_1656_ ^ 2147483648u);
                                                                                float l_1658_ = asfloat(l_1657_);
                                                                                uint l_1659_ = asuint(l_1658_);
                                                                                uint l_1660_ = (l_1659_ & 2147483647u);
                                                                                float l_1661_ = asfloat(l_1660_);
                                                                                double l_1662_ = double(l_1661_);
                                                                                l_mut_1663_ = l_1662_;
                                                                                bool l_1664_ = (l_1660_ < 8388608u);
                                                                                if (l_1664_) {
                                                                                    double l_1665_ = double(l_1660_);
                                                                                    double l_1666_ = (l_1665_ * 1.401298464324817e-45L);
                                                                                    l_mut_1663_ = l_1666_;
                                                                                }
                                                                                double _e3587 = l_mut_1663_;
                                                                                uint64_t l_1667_ = _e3587;
                                                                                uint l_1668_ = (l_1659_ >> 31u);
                                                                                uint64_t l_1669_ = uint64_t(l_1668_);
                                                                                uint64_t l_1670_ = (l_1669_ << uint(63uL));
                                                                                uint64_t l_1671_ = (l_1667_ | l_1670_);
                                                                                double l_1672_ = l_1671_;
                                                                                l_mut_47_ = l_1672_;
                                                                            } else {
                                                                                uint l_1673_ = asuint(l_1641_);
                                                                                uint l_1674_ = (l_1673_ + 1u);
                                                                                l_mut_443_ = l_1674_;
                                                                                uint l_1675_ = (l_1673_ & 2147483647u);
                                                                                bool l_1676_ = (l_1675_ == 0u);
                                                                                if (l_1676_) {
                                                                                    l_mut_443_ = 1u;
                                                                                } else {
                                                                                    uint l_1677_ = (l_1673_ & 2147483648u);
                                                                                    bool l_1678_ = (l_1677_ != 0u);
                                                                                    if (l_1678_) {
                                                                                        uint l_1679_ = (l_1673_ - 1u);
                                                                                        l_mut_443_ = l_1679_;
                                                                                    } else {
                                                                                        bool l_1680_ = (l_1673_ == 2139095040u);
                                                                                        if (l_1680_) {
                                                                                            l_mut_443_ = l_1673_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3614 = l_mut_443_;
                                                                                float l_1681_ = asfloat(_e3614);
                                                                                uint l_1682_ = asuint(l_1681_);
                                                                                uint l_1683_ = (l_1682_ & 2147483647u);
                                                                                float l_1684_ = asfloat(l_1683_);
                                                                                double l_1685_ = double(l_1684_);
                                                                                l_mut_1663_ = l_1685_;
                                                                                bool l_1686_ = (l_1683_ < 8388608u);
                                                                                if (l_1686_) {
                                                                                    double l_1687_ = double(l_1683_);
                                                                                    double l_1688_ = (l_1687_ * 1.401298464324817e-45L);
                                                                                    l_mut_1663_ = l_1688_;
                                                                                }
                                                                                double _e3626 = l_mut_1663_;
                                                                                uint64_t l_1689_ = _e3626;
                                                                                uint l_1690_ = (l_1682_ >> 31u);
                                                                                uint64_t l_1691_ = uint64_t(l_1690_);
                                                                                uint64_t l_1692_ = (l_1691_ << uint(63uL));
                                                                                uint64_t l_1693_ = (l_1689_ | l_1692_);
                                                                                double l_1694_ = l_1693_;
                                                                                bool l_1695_ = (l_1694_ <= l_1635_);
                                                                                if (l_1695_) {
                                                                                    uint l_1696_ = asuint(l_1641_);
                                                                                    uint l_1697_ = (l_1696_ + 1u);
                                                                                    l_mut_443_ = l_1697_;
                                                                                    uint l_1698_ = (l_1696_ & 2147483647u);
                                                                                    bool l_1699_ = (l_1698_ == 0u);
                                                                                    if (l_1699_) {
                                                                                        l_mut_443_ = 1u;
                                                                                    } else {
                                                                                        uint l_1700_ = (l_1696_ & 2147483648u);
                                                                                        bool l_1701_ = (l_1700_ != 0u);
                                                                                        if (l_1701_) {
                                                                                            uint l_1702_ = (l_1696_ - 1u);
                                                                                            l_mut_443_ = l_1702_;
                                                                                        } else {
                                                                                            bool l_1703_ = (l_1696_ == 2139095040u);
                                                                                            if (l_1703_) {
                                                                                                l_mut_443_ = l_1696_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3654 = l_mut_443_;
                                                                                    float l_1704_ = asfloat(_e3654);
                                                                                    uint l_1705_ = asuint(l_1704_);
                                                                                    uint l_1706_ = (l_1705_ & 2147483647u);
                                                                                    float l_1707_ = asfloat(l_1706_);
                                                                                    double l_1708_ = double(l_1707_);
                                                                                    l_mut_1663_ = l_1708_;
                                                                                    bool l_1709_ = (l_1706_ < 8388608u);
                                                                                    if (l_1709_) {
                                                                                        double l_1710_ = double(l_1706_);
                                                                                        double l_1711_ = (l_1710_ * 1.401298464324817e-45L);
                                                                                        l_mut_1663_ = l_1711_;
                                                                                    }
                                                                                    double _e3666 = l_mut_1663_;
                                                                                    uint64_t l_1712_ = _e3666;
                                                                                    uint l_1713_ = (l_1705_ >> 31u);
                                                                                    uint64_t l_1714_ = uint64_t(l_1713_);
                                                                                    uint64_t l_1715_ = (l_1714_ << uint(63uL));
                                                                                    uint64_t l_1716_ = (l_1712_ | l_1715_);
                                                                                    double l_1717_ = l_1716_;
                                                                                    l_mut_47_ = l_1717_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e3677 = l_mut_47_;
                                                                        double l_1718_ = -(_e3677);
                                                                        l_mut_1663_ = l_1718_;
                                                                        if (true) {
                                                                            local_78 = true;
                                                                        } else {
                                                                            local_78 = false;
                                                                        }
                                                                        bool l_1719_ = local_78;
                                                                        if (l_1719_) {
                                                                            double l_1720_ = (l_1630_ + l_1633_);
                                                                            double l_1721_ = (l_1720_ * 7.1362384635298e44L);
                                                                            double l_1722_ = floor(l_1721_);
                                                                            double l_1723_ = (l_1722_ * 1.401298464324817e-45L);
                                                                            l_mut_47_ = l_1723_;
                                                                            double l_1724_ = abs(l_1720_);
                                                                            bool l_1725_ = (l_1724_ >= 1.1754943508222875e-38L);
                                                                            if (l_1725_) {
                                                                                float l_1726_ = float(l_1720_);
                                                                                double l_1727_ = double(l_1726_);
                                                                                l_mut_47_ = l_1727_;
                                                                                double _e3696 = l_mut_47_;
                                                                                bool l_1728_ = (_e3696 > l_1720_);
                                                                                if (l_1728_) {
                                                                                    uint l_1729_ = asuint(l_1726_);
                                                                                    uint l_1730_ = (l_1729_ ^ 2147483648u);
                                                                                    float l_1731_ = asfloat(l_1730_);
                                                                                    uint l_1732_ = asuint(l_1731_);
                                                                                    uint l_1733_ = (l_1732_ + 1u);
                                                                                    l_mut_443_ = l_1733_;
                                                                                    uint l_1734_ = (l_1732_ & 2147483647u);
                                                                                    bool l_1735_ = (l_1734_ == 0u);
                                                                                    if (l_1735_) {
                                                                                        l_mut_443_ = 1u;
                                                                                    } else {
                                                                                        uint l_1736_ = (l_1732_ & 2147483648u);
                                                                                        bool l_1737_ = (l_1736_ != 0u);
                                                                                        if (l_1737_) {
                                                                                            uint l_1738_ = (l_1732_ - 1u);
                                                                                            l_mut_443_ = l_1738_;
                                                                                        } else {
                                                                                            bool l_1739_ = (l_1732_ == 2139095040u);
                                                                                            if (l_1739_) {
                                                                                                l_mut_443_ = l_1732_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3718 = l_mut_443_;
                                                                                    float l_1740_ = asfloat(_e3718);
                                                                                    uint l_1741_ = asuint(l_1740_);
                                                                                    uint l_1742_ = (l_1741_ ^ 2147483648u);
                                                                                    float l_1743_ = asfloat(l_1742_);
                                                                                    uint l_1744_ = asuint(l_1743_);
                                                                                    uint l_1745_ = (l_1744_ & 2147483647u);
                                                                                    float l_1746_ = asfloat(l_1745_);
                                                                                    double l_1747_ = double(l_1746_);
                                                                                    l_mut_1748_ = l_1747_;
                                                                                    bool l_1749_ = (l_1745_ < 8388608u);
                                                                                    if (l_1749_) {
                                                                                        double l_1750_ = double(l_1745_);
                                                                                        double l_1751_ = (l_1750_ * 1.401298464324817e-45L);
                                                                                        l_mut_1748_ = l_1751_;
                                                                                    }
                                                                                    double _e3734 = l_mut_1748_;
                                                                                    uint64_t l_1752_ = _e3734;
                                                                                    uint l_1753_ = (l_1744_ >> 31u);
                                                                                    uint64_t l_1754_ = uint64_t(l_1753_);
                                                                                    uint64_t l_1755_ = (l_1754_ << uint(63uL));
                                                                                    uint64_t l_1756_ = (l_1752_ | l_1755_);
                                                                                    double l_1757_ = l_1756_;
                                                                                    l_mut_47_ = l_1757_;
                                                                                } else {
                                                                                    uint l_1758_ = asuint(l_1726_);
                                                                                    uint l_1759_ = (l_1758_ + 1u);
                                                                                    l_mut_443_ = l_1759_;
                                                                                    uint l_1760_ = (l_1758_ & 2147483647u);
                                                                                    bool l_1761_ = (l_1760_ == 0u);
                                                                                    if (l_1761_) {
                                                                                        l_mut_443_ = 1u;
                                                                                    } else {
                                                                                        uint l_1762_ = (l_1758_ & 2147483648u);
                                                                                        bool l_1763_ = (l_1762_ != 0u);
                                                                                        if (l_1763_) {
                                                                                            uint l_1764_ = (l_1758_ - 1u);
                                                                                            l_mut_443_ = l_1764_;
                                                                                        } else {
                                                                                            bool l_1765_ = (l_1758_ == 2139095040u);
                                                                                            if (l_1765_) {
                                                                                                l_mut_443_ = l_1758_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3761 = l_mut_443_;
                                                                                    float l_1766_ = asfloat(_e3761);
                                                                                    uint l_1767_ = asuint(l_1766_);
                                                                                    uint l_1768_ = (l_1767_ & 2147483647u);
                                                                                    float l_1769_ = asfloat(l_1768_);
                                                                                    double l_1770_ = double(l_1769_);
                                                                                    l_mut_1748_ = l_1770_;
                                                                                    bool l_1771_ = (l_1768_ < 8388608u);
                                                                                    if (l_1771_) {
                                                                                        double l_1772_ = double(l_1768_);
                                                                                        double l_1773_ = (l_1772_ * 1.401298464324817e-45L);
                                                                                        l_mut_1748_ = l_1773_;
                                                                                    }
                                                                                    double _e3773 = l_mut_1748_;
                                                                                    uint64_t l_1774_ = _e3773;
                                                                                    uint l_1775_ = (l_1767_ >> 31u);
                                                                                    uint64_t l_1776_ = uint64_t(l_1775_);
                                                                                    uint64_t l_1777_ = (l_1776_ << uint(63uL));
                                                                                    uint64_t l_1778_ = (l_1774_ | l_1777_);
                                                                                    double l_1779_ = l_1778_;
                                                                                    bool l_1780_ = (l_1779_ <= l_1720_);
                                                                                    if (l_1780_) {
                                                                                        uint l_1781_ = asuint(l_1726_);
                                                                                        uint l_1782_ = (l_1781_ + 1u);
                                                                                        l_mut_443_ = l_1782_;
                                                                                        uint l_1783_ = (l_1781_ & 2147483647u);
                                                                                        bool l_1784_ = (l_1783_ == 0u);
                                                                                        if (l_1784_) {
                                                                                            l_mut_443_ = 1u;
                                                                                        } else {
                                                                                            uint l_1785_ = (l_1781_ & 2147483648u);
                                                                                            bool l_1786_ = (l_1785_ != 0u);
                                                                                            if (l_1786_) {
                                                                                                uint l_1787_ = (l_1781_ - 1u);
                                                                                                l_mut_443_ = l_1787_;
                                                                                            } else {
                                                                                                bool l_1788_ = (l_1781_ == 2139095040u);
                                                                                                if (l_1788_) {
                                                                                                    l_mut_443_ = l_1781_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e3801 = l_mut_443_;
                                                                                        float l_1789_ = asfloat(_e3801);
                                                                                        uint l_1790_ = asuint(l_1789_);
                                                                                        uint l_1791_ = (l_1790_ & 2147483647u);
                                                                                        float l_1792_ = asfloat(l_1791_);
                                                                                        double l_1793_ = double(l_1792_);
                                                                                        l_mut_1748_ = l_1793_;
                                                                                        bool l_1794_ = (l_1791_ < 8388608u);
                                                                                        if (l_1794_) {
                                                                                            double l_1795_ = double(l_1791_);
                                                                                            double l_1796_ = (l_1795_ * 1.401298464324817e-45L);
                                                                                            l_mut_1748_ = l_1796_;
                                                                                        }
                                                                                        double _e3813 = l_mut_1748_;
                                                                                        uint64_t l_1797_ = _e3813;
                                                                                        uint l_1798_ = (l_1790_ >> 31u);
                                                                                        uint64_t l_1799_ = uint64_t(l_1798_);
                                                                                        uint64_t l_1800_ = (l_1799_ << uint(63uL));
                                                                                        uint64_t l_1801_ = (l_1797_ | l_1800_);
                                                                                        double l_1802_ = l_1801_;
                                                                                        l_mut_47_ = l_1802_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e3824 = l_mut_47_;
                                                                            l_mut_1663_ = _e3824;
                                                                        } else {
                                                                            double l_1803_ = (l_1630_ - l_1633_);
                                                                            double l_1804_ = (l_1803_ * 7.1362384635298e44L);
                                                                            double l_1805_ = floor(l_1804_);
                                                                            double l_1806_ = (l_1805_ * 1.401298464324817e-45L);
                                                                            l_mut_1748_ = l_1806_;
                                                                            double l_1807_ = abs(l_1803_);
                                                                            bool l_1808_ = (l_1807_ >= 1.1754943508222875e-38L);
                                                                            if (l_1808_) {
                                                                                float l_1809_ = float(l_1803_);
                                                                                double l_1810_ = double(l_1809_);
                                                                                l_mut_1748_ = l_1810_;
                                                                                double _e3836 = l_mut_1748_;
                                                                                bool l_1811_ = (_e3836 > l_1803_);
                                                                                if (l_1811_) {
                                                                                    uint l_1812_ = asuint(l_1809_);
                                                                                    uint l_1813_ = (l_1812_ ^ 2147483648u);
                                                                                    float l_1814_ = asfloat(l_1813_);
                                                                                    uint l_1815_ = asuint(l_1814_);
                                                                                    uint l_1816_ = (l_1815_ + 1u);
                                                                                    l_mut_443_ = l_1816_;
                                                                                    uint l_1817_ = (l_1815_ & 2147483647u);
                                                                                    bool l_1818_ = (l_1817_ == 0u);
                                                                                    if (l_1818_) {
                                                                                        l_mut_443_ = 1u;
                                                                                    } else {
                                                                                        uint l_1819_ = (l_1815_ & 2147483648u);
                                                                                        bool l_1820_ = (l_1819_ != 0u);
                                                                                        if (l_1820_) {
                                                                                            uint l_1821_ = (l_1815_ - 1u);
                                                                                            l_mut_443_ = l_1821_;
                                                                                        } else {
                                                                                            bool l_1822_ = (l_1815_ == 2139095040u);
                                                                                            if (l_1822_) {
                                                                                                l_mut_443_ = l_1815_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3858 = l_mut_443_;
                                                                                    float l_1823_ = asfloat(_e3858);
                                                                                    uint l_1824_ = asuint(l_1823_);
                                                                                    uint l_1825_ = (l_1824_ ^ 2147483648u);
                                                                                    float l_1826_ = asfloat(l_1825_);
                                                                                    uint l_1827_ = asuint(l_1826_);
                                                                                    uint l_1828_ = (l_1827_ & 2147483647u);
                                                                                    float l_1829_ = asfloat(l_1828_);
                                                                                    double l_1830_ = double(l_1829_);
                                                                                    l_mut_47_ = l_1830_;
                                                                                    bool l_1831_ = (l_1828_ < 8388608u);
                                                                                    if (l_1831_) {
                                                                                        double l_1832_ = double(l_1828_);
                                                                                        double l_1833_ = (l_1832_ * 1.401298464324817e-45L);
                                                                                        l_mut_47_ = l_1833_;
                                                                                    }
                                                                                    double _e3874 = l_mut_47_;
                                                                                    uint64_t l_1834_ = _e3874;
                                                                                    uint l_1835_ = (l_1827_ >> 31u);
                                                                                    uint64_t l_1836_ = uint64_t(l_1835_);
                                                                                    uint64_t l_1837_ = (l_1836_ << uint(63uL));
                                                                                    uint64_t l_1838_ = (l_1834_ | l_1837_);
                                                                                    double l_1839_ = l_1838_;
                                                                                    l_mut_1748_ = l_1839_;
                                                                                } else {
                                                                                    uint l_1840_ = asuint(l_1809_);
                                                                                    uint l_1841_ = (l_1840_ + 1u);
                                                                                    l_mut_443_ = l_1841_;
                                                                                    uint l_1842_ = (l_1840_ & 2147483647u);
                                                                                    bool l_1843_ = (l_1842_ == 0u);
                                                                                    if (l_1843_) {
                                                                                        l_mut_443_ = 1u;
                                                                                    } else {
                                                                                        uint l_1844_ = (l_1840_ & 2147483648u);
                                                                                        bool l_1845_ = (l_1844_ != 0u);
                                                                                        if (l_1845_) {
                                                                                            uint l_1846_ = (l_1840_ - 1u);
                                                                                            l_mut_443_ = l_1846_;
                                                                                        } else {
                                                                                            bool l_1847_ = (l_1840_ == 2139095040u);
                                                                                            if (l_1847_) {
                                                                                                l_mut_443_ = l_1840_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3901 = l_mut_443_;
                                                                                    float l_1848_ = asfloat(_e3901);
                                                                                    uint l_1849_ = asuint(l_1848_);
                                                                                    uint l_1850_ = (l_1849_ & 2147483647u);
                                                                                    float l_1851_ = asfloat(l_1850_);
                                                                                    double l_1852_ = double(l_1851_);
                                                                                    l_mut_47_ = l_1852_;
                                                                                    bool l_1853_ = (l_1850_ < 8388608u);
                                                                                    if (l_1853_) {
                                                                                        double l_1854_ = double(l_1850_);
                                                                                        double l_1855_ = (l_1854_ * 1.401298464324817e-45L);
                                                                                        l_mut_47_ = l_1855_;
                                                                                    }
                                                                                    double _e3913 = l_mut_47_;
                                                                                    uint64_t l_1856_ = _e3913;
                                                                                    uint l_1857_ = (l_1849_ >> 31u);
                                                                                    uint64_t l_1858_ = uint64_t(l_1857_);
                                                                                    uint64_t l_1859_ = (l_1858_ << uint(63uL));
                                                                                    uint64_t l_1860_ = (l_1856_ | l_1859_);
                                                                                    double l_1861_ = l_1860_;
                                                                                    bool l_1862_ = (l_1861_ <= l_1803_);
                                                                                    if (l_1862_) {
                                                                                        uint l_1863_ = asuint(l_1809_);
                                                                                        uint l_1864_ = (l_1863_ + 1u);
                                                                                        l_mut_443_ = l_1864_;
                                                                                        uint l_1865_ = (l_1863_ & 2147483647u);
                                                                                        bool l_1866_ = (l_1865_ == 0u);
                                                                                        if (l_1866_) {
                                                                                            l_mut_443_ = 1u;
                                                                                        } else {
                                                                                            uint l_1867_ = (l_1863_ & 2147483648u);
                                                                                            bool l_1868_ = (l_1867_ != 0u);
                                                                                            if (l_1868_) {
                                                                                                uint l_1869_ = (l_1863_ - 1u);
                                                                                                l_mut_443_ = l_1869_;
                                                                                            } else {
                                                                                                bool l_1870_ = (l_1863_ == 2139095040u);
                                                                                                if (l_1870_) {
                                                                                                    l_mut_443_ = l_1863_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e3941 = l_mut_443_;
                                                                                        float l_1871_ = asfloat(_e3941);
                                                                                        uint l_1872_ = asuint(l_1871_);
                                                                                        uint l_1873_ = (l_1872_ & 2147483647u);
                                                                                        float l_1874_ = asfloat(l_1873_);
                                                                                        double l_1875_ = double(l_1874_);
                                                                                        l_mut_47_ = l_1875_;
                                                                                        bool l_1876_ = (l_1873_ < 8388608u);
                                                                                        if (l_1876_) {
                                                                                            double l_1877_ = double(l_1873_);
                                                                                            double l_1878_ = (l_1877_ * 1.401298464324817e-45L);
                                                                                            l_mut_47_ = l_1878_;
                                                                                        }
                                                                                        double _e3953 = l_mut_47_;
                                                                                        uint64_t l_1879_ = _e3953;
                                                                                        uint l_1880_ = (l_1872_ >> 31u);
                                                                                        uint64_t l_1881_ = uint64_t(l_1880_);
                                                                                        uint64_t l_1882_ = (l_1881_ << uint(63uL));
                                                                                        uint64_t l_1883_ = (l_1879_ | l_1882_);
                                                                                        double l_1884_ = l_1883_;
                                                                                        l_mut_1748_ = l_1884_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e3964 = l_mut_1748_;
                                                                            l_mut_1663_ = _e3964;
                                                                        }
                                                                        double _e3965 = l_mut_251_;
                                                                        double l_1885_ = (_e3965 + l_415_);
                                                                        double l_1886_ = abs(l_1885_);
                                                                        double l_1887_ = (l_1886_ * 2.220446049250313e-16L);
                                                                        double l_1888_ = (l_1627_ + l_1887_);
                                                                        double l_1889_ = (l_1885_ + l_1888_);
                                                                        double l_1890_ = -(l_1889_);
                                                                        double l_1891_ = (l_1890_ * 7.1362384635298e44L);
                                                                        double l_1892_ = floor(l_1891_);
                                                                        double l_1893_ = (l_1892_ * 1.401298464324817e-45L);
                                                                        l_mut_1748_ = l_1893_;
                                                                        double l_1894_ = abs(l_1890_);
                                                                        bool l_1895_ = (l_1894_ >= 1.1754943508222875e-38L);
                                                                        if (l_1895_) {
                                                                            float l_1896_ = float(l_1890_);
                                                                            double l_1897_ = double(l_1896_);
                                                                            l_mut_1748_ = l_1897_;
                                                                            double _e3983 = l_mut_1748_;
                                                                            bool l_1898_ = (_e3983 > l_1890_);
                                                                            if (l_1898_) {
                                                                                uint l_1899_ = asuint(l_1896_);
                                                                                uint l_1900_ = (l_1899_ ^ 2147483648u);
                                                                                float l_1901_ = asfloat(l_1900_);
                                                                                uint l_1902_ = asuint(l_1901_);
                                                                                uint l_1903_ = (l_1902_ + 1u);
                                                                                l_mut_443_ = l_1903_;
                                                                                uint l_1904_ = (l_1902_ & 2147483647u);
                                                                                bool l_1905_ = (l_1904_ == 0u);
                                                                                if (l_1905_) {
                                                                                    l_mut_443_ = 1u;
                                                                                } else {
                                                                                    uint l_1906_ = (l_1902_ & 2147483648u);
                                                                                    bool l_1907_ = (l_1906_ != 0u);
                                                                                    if (l_1907_) {
                                                                                        uint l_1908_ = (l_1902_ - 1u);
                                                                                        l_mut_443_ = l_1908_;
                                                                                    } else {
                                                                                        bool l_1909_ = (l_1902_ == 2139095040u);
                                                                                        if (l_1909_) {
                                                                                            l_mut_443_ = l_1902_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e4005 = l_mut_443_;
                                                                                float l_1910_ = asfloat(_e4005);
                                                                                uint l_1911_ = asuint(l_1910_);
                                                                                uint l_1912_ = (l_1911_ ^ 2147483648u);
                                                                                float l_1913_ = asfloat(l_1912_);
                                                                                uint l_1914_ = asuint(l_1913_);
                                                                                uint l_1915_ = (l_1914_ & 2147483647u);
                                                                                float l_1916_ = asfloat(l_1915_);
                                                                                double l_1917_ = double(l_1916_);
                                                                                l_mut_47_ = l_1917_;
                                                                                bool l_1918_ = (l_1915_ < 8388608u);
                                                                                if (l_1918_) {
                                                                                    double l_1919_ = double(l_1915_);
                                                                                    double l_1920_ = (l_1919_ * 1.401298464324817e-45L);
                                                                                    l_mut_47_ = l_1920_;
                                                                                }
                                                                                double _e4021 = l_mut_47_;
                                                                                uint64_t l_1921_ = _e4021;
                                                                                uint l_1922_ = (l_1914_ >> 31u);
                                                                                uint64_t l_1923_ = uint64_t(l_1922_);
                                                                                uint64_t l_1924_ = (l_1923_ << uint(63uL));
                                                                                uint64_t l_1925_ = (l_1921_ | l_1924_);
                                                                                double l_1926_ = l_1925_;
                                                                                l_mut_1748_ = l_1926_;
                                                                            } else {
                                                                                uint l_1927_ = asuint(l_1896_);
                                                                                uint l_1928_ = (l_1927_ + 1u);
                                                                                l_mut_443_ = l_1928_;
                                                                                uint l_1929_ = (l_1927_ & 2147483647u);
                                                                                bool l_1930_ = (l_1929_ == 0u);
                                                                                if (l_1930_) {
                                                                                    l_mut_443_ = 1u;
                                                                                } else {
                                                                                    uint l_1931_ = (l_1927_ & 2147483648u);
                                                                                    bool l_1932_ = (l_1931_ != 0u);
                                                                                    if (l_1932_) {
                                                                                        uint l_1933_ = (l_1927_ - 1u);
                                                                                        l_mut_443_ = l_1933_;
                                                                                    } else {
                                                                                        bool l_1934_ = (l_1927_ == 2139095040u);
                                                                                        if (l_1934_) {
                                                                                            l_mut_443_ = l_1927_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e4048 = l_mut_443_;
                                                                                float l_1935_ = asfloat(_e4048);
                                                                                uint l_1936_ = asuint(l_1935_);
                                                                                uint l_1937_ = (l_1936_ & 2147483647u);
                                                                                float l_1938_ = asfloat(l_1937_);
                                                                                double l_1939_ = double(l_1938_);
                                                                                l_mut_47_ = l_1939_;
                                                                                bool l_1940_ = (l_1937_ < 8388608u);
                                                                                if (l_1940_) {
                                                                                    double l_1941_ = double(l_1937_);
                                                                                    double l_1942_ = (l_1941_ * 1.401298464324817e-45L);
                                                                                    l_mut_47_ = l_1942_;
                                                                                }
                                                                                double _e4060 = l_mut_47_;
                                                                                uint64_t l_1943_ = _e4060;
                                                                                uint l_1944_ = (l_1936_ >> 31u);
                                                                                uint64_t l_1945_ = uint64_t(l_1944_);
                                                                                uint64_t l_1946_ = (l_1945_ << uint(63uL));
                                                                                uint64_t l_1947_ = (l_1943_ | l_1946_);
                                                                                double l_1948_ = l_1947_;
                                                                                bool l_1949_ = (l_1948_ <= l_1890_);
                                                                                if (l_1949_) {
                                                                                    uint l_1950_ = asuint(l_1896_);
                                                                                    uint l_1951_ = (l_1950_ + 1u);
                                                                                    l_mut_443_ = l_1951_;
                                                                                    uint l_1952_ = (l_1950_ & 2147483647u);
                                                                                    bool l_1953_ = (l_1952_ == 0u);
                                                                                    if (l_1953_) {
                                                                                        l_mut_443_ = 1u;
                                                                                    } else {
                                                                                        uint l_1954_ = (l_1950_ & 2147483648u);
                                                                                        bool l_1955_ = (l_1954_ != 0u);
                                                                                        if (l_1955_) {
                                                                                            uint l_1956_ = (l_1950_ - 1u);
                                                                                            l_mut_443_ = l_1956_;
                                                                                        } else {
                                                                                            bool l_1957_ = (l_1950_ == 2139095040u);
                                                                                            if (l_1957_) {
                                                                                                l_mut_443_ = l_1950_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4088 = l_mut_443_;
                                                                                    float l_1958_ = asfloat(_e4088);
                                                                                    uint l_1959_ = asuint(l_1958_);
                                                                                    uint l_1960_ = (l_1959_ & 2147483647u);
                                                                                    float l_1961_ = asfloat(l_1960_);
                                                                                    double l_1962_ = double(l_1961_);
                                                                                    l_mut_47_ = l_1962_;
                                                                                    bool l_1963_ = (l_1960_ < 8388608u);
                                                                                    if (l_1963_) {
                                                                                        double l_1964_ = double(l_1960_);
                                                                                        double l_1965_ = (l_1964_ * 1.401298464324817e-45L);
                                                                                        l_mut_47_ = l_1965_;
                                                                                    }
                                                                                    double _e4100 = l_mut_47_;
                                                                                    uint64_t l_1966_ = _e4100;
                                                                                    uint l_1967_ = (l_1959_ >> 31u);
                                                                                    uint64_t l_1968_ = uint64_t(l_1967_);
                                                                                    uint64_t l_1969_ = (l_1968_ << uint(63uL));
                                                                                    uint64_t l_1970_ = (l_1966_ | l_1969_);
                                                                                    double l_1971_ = l_1970_;
                                                                                    l_mut_1748_ = l_1971_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e4111 = l_mut_1748_;
                                                                        double l_1972_ = -(_e4111);
                                                                        l_mut_1748_ = l_1972_;
                                                                        if (false) {
                                                                            local_79 = true;
                                                                        } else {
                                                                            local_79 = false;
                                                                        }
                                                                        bool l_1973_ = local_79;
                                                                        if (l_1973_) {
                                                                            double l_1974_ = (l_1885_ + l_1888_);
                                                                            double l_1975_ = (l_1974_ * 7.1362384635298e44L);
                                                                            double l_1976_ = floor(l_1975_);
                                                                            double l_1977_ = (l_1976_ * 1.401298464324817e-45L);
                                                                            l_mut_47_ = l_1977_;
                                                                            double l_1978_ = abs(l_1974_);
                                                                            bool l_1979_ = (l_1978_ >= 1.1754943508222875e-38L);
                                                                            if (l_1979_) {
                                                                                float l_1980_ = float(l_1974_);
                                                                                double l_1981_ = double(l_1980_);
                                                                                l_mut_47_ = l_1981_;
                                                                                double _e4130 = l_mut_47_;
                                                                                bool l_1982_ = (_e4130 > l_1974_);
                                                                                if (l_1982_) {
                                                                                    uint l_1983_ = asuint(l_1980_);
                                                                                    uint l_1984_ = (l_1983_ ^ 2147483648u);
                                                                                    float l_1985_ = asfloat(l_1984_);
                                                                                    uint l_1986_ = asuint(l_1985_);
                                                                                    uint l_1987_ = (l_1986_ + 1u);
                                                                                    l_mut_443_ = l_1987_;
                                                                                    uint l_1988_ = (l_1986_ & 2147483647u);
                                                                                    bool l_1989_ = (l_1988_ == 0u);
                                                                                    if (l_1989_) {
                                                                                        l_mut_443_ = 1u;
                                                                                    } else {
                                                                                        uint l_1990_ = (l_1986_ & 2147483648u);
                                                                                        bool l_1991_ = (l_1990_ != 0u);
                                                                                        if (l_1991_) {
                                                                                            uint l_1992_ = (l_1986_ - 1u);
                                                                                            l_mut_443_ = l_1992_;
                                                                                        } else {
                                                                                            bool l_1993_ = (l_1986_ == 2139095040u);
                                                                                            if (l_1993_) {
                                                                                                l_mut_443_ = l_1986_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4152 = l_mut_443_;
                                                                                    float l_1994_ = asfloat(_e4152);
                                                                                    uint l_1995_ = asuint(l_1994_);
                                                                                    uint l_1996_ = (l_1995_ ^ 2147483648u);
                                                                                    float l_1997_ = asfloat(l_1996_);
                                                                                    uint l_1998_ = asuint(l_1997_);
                                                                                    uint l_1999_ = (l_1998_ & 2147483647u);
                                                                                    float l_2000_ = asfloat(l_1999_);
                                                                                    double l_2001_ = double(l_2000_);
                                                                                    l_mut_2002_ = l_2001_;
                                                                                    bool l_2003_ = (l_1999_ < 8388608u);
                                                                                    if (l_2003_) {
                                                                                        double l_2004_ = double(l_1999_);
                                                                                        double l_2005_ = (l_2004_ * 1.401298464324817e-45L);
                                                                                        l_mut_2002_ = l_2005_;
                                                                                    }
                                                                                    double _e4168 = l_mut_2002_;
                                                                                    uint64_t l_2006_ = _e4168;
                                                                                    uint l_2007_ = (l_1998_ >> 31u);
                                                                                    uint64_t l_2008_ = uint64_t(l_2007_);
                                                                                    uint64_t l_2009_ = (l_2008_ << uint(63uL));
                                                                                    uint64_t l_2010_ = (l_2006_ | l_2009_);
                                                                                    double l_2011_ = l_2010_;
                                                                                    l_mut_47_ = l_2011_;
                                                                                } else {
                                                                                    uint l_2012_ = asuint(l_1980_);
                                                                                    uint l_2013_ = (l_2012_ + 1u);
                                                                                    l_mut_443_ = l_2013_;
                                                                                    uint l_2014_ = (l_2012_ & 2147483647u);
                                                                                    bool l_2015_ = (l_2014_ == 0u);
                                                                                    if (l_2015_) {
                                                                                        l_mut_443_ = 1u;
                                                                                    } else {
                                                                                        uint l_2016_ = (l_2012_ & 2147483648u);
                                                                                        bool l_2017_ = (l_2016_ != 0u);
                                                                                        if (l_2017_) {
                                                                                            uint l_2018_ = (l_2012_ - 1u);
                                                                                            l_mut_443_ = l_2018_;
                                                                                        } else {
                                                                                            bool l_2019_ = (l_2012_ == 2139095040u);
                                                                                            if (l_2019_) {
                                                                                                l_mut_443_ = l_2012_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4195 = l_mut_443_;
                                                                                    float l_2020_ = asfloat(_e4195);
                                                                                    uint l_2021_ = asuint(l_2020_);
                                                                                    uint l_2022_ = (l_2021_ & 2147483647u);
                                                                                    float l_2023_ = asfloat(l_2022_);
                                                                                    double l_2024_ = double(l_2023_);
                                                                                    l_mut_2002_ = l_2024_;
                                                                                    bool l_2025_ = (l_2022_ < 8388608u);
                                                                                    if (l_2025_) {
                                                                                        double l_2026_ = double(l_2022_);
                                                                                        double l_2027_ = (l_2026_ * 1.401298464324817e-45L);
                                                                                        l_mut_2002_ = l_2027_;
                                                                                    }
                                                                                    double _e4207 = l_mut_2002_;
                                                                                    uint64_t l_2028_ = _e4207;
                                                                                    uint l_2029_ = (l_2021_ >> 31u);
                                                                                    uint64_t l_2030_ = uint64_t(l_2029_);
                                                                                    uint64_t l_2031_ = (l_2030_ << uint(63uL));
                                                                                    uint64_t l_2032_ = (l_2028_ | l_2031_);
                                                                                    double l_2033_ = l_2032_;
                                                                                    bool l_2034_ = (l_2033_ <= l_1974_);
                                                                                    if (l_2034_) {
                                                                                        uint l_2035_ = asuint(l_1980_);
                                                                                        uint l_2036_ = (l_2035_ + 1u);
                                                                                        l_mut_443_ = l_2036_;
                                                                                        uint l_2037_ = (l_2035_ & 2147483647u);
                                                                                        bool l_2038_ = (l_2037_ == 0u);
                                                                                        if (l_2038_) {
                                                                                            l_mut_443_ = 1u;
                                                                                        } else {
                                                                                            uint l_2039_ = (l_2035_ & 2147483648u);
                                                                                            bool l_2040_ = (l_2039_ != 0u);
                                                                                            if (l_2040_) {
                                                                                                uint l_2041_ = (l_2035_ - 1u);
                                                                                                l_mut_443_ = l_2041_;
                                                                                            } else {
                                                                                                bool l_2042_ = (l_2035_ == 2139095040u);
                                                                                                if (l_2042_) {
                                                                                                    l_mut_443_ = l_2035_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e4235 = l_mut_443_;
                                                                                        float l_2043_ = asfloat(_e4235);
                                                                                        uint l_2044_ = asuint(l_2043_);
                                                                                        uint l_2045_ = (l_2044_ & 2147483647u);
                                                                                        float l_2046_ = asfloat(l_2045_);
                                                                                        double l_2047_ = double(l_2046_);
                                                                                        l_mut_2002_ = l_2047_;
                                                                                        bool l_2048_ = (l_2045_ < 8388608u);
                                                                                        if (l_2048_) {
                                                                                            double l_2049_ = double(l_2045_);
                                                                                            double l_2050_ = (l_2049_ * 1.401298464324817e-45L);
                                                                                            l_mut_2002_ = l_2050_;
                                                                                        }
                                                                                        double _e4247 = l_mut_2002_;
                                                                                        uint64_t l_2051_ = _e4247;
                                                                                        uint l_2052_ = (l_2044_ >> 31u);
                                                                                        uint64_t l_2053_ = uint64_t(l_2052_);
                                                                                        uint64_t l_2054_ = (l_2053_ << uint(63uL));
                                                                                        uint64_t l_2055_ = (l_2051_ | l_2054_);
                                                                                        double l_2056_ = l_2055_;
                                                                                        l_mut_47_ = l_2056_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e4258 = l_mut_47_;
                                                                            l_mut_1748_ = _e4258;
                                                                        } else {
                                                                            double l_2057_ = (l_1885_ - l_1888_);
                                                                            double l_2058_ = -(l_2057_);
                                                                            double l_2059_ = (l_2058_ * 7.1362384635298e44L);
                                                                            double l_2060_ = floor(l_2059_);
                                                                            double l_2061_ = (l_2060_ * 1.401298464324817e-45L);
                                                                            l_mut_2002_ = l_2061_;
                                                                            double l_2062_ = abs(l_2058_);
                                                                            bool l_2063_ = (l_2062_ >= 1.1754943508222875e-38L);
                                                                            if (l_2063_) {
                                                                                float l_2064_ = float(l_2058_);
                                                                                double l_2065_ = double(l_2064_);
                                                                                l_mut_2002_ = l_2065_;
                                                                                double _e4271 = l_mut_2002_;
                                                                                bool l_2066_ = (_e4271 > l_2058_);
                                                                                if (l_2066_) {
                                                                                    uint l_2067_ = asuint(l_2064_);
                                                                                    uint l_2068_ = (l_2067_ ^ 2147483648u);
                                                                                    float l_2069_ = asfloat(l_2068_);
                                                                                    uint l_2070_ = asuint(l_2069_);
                                                                                    uint l_2071_ = (l_2070_ + 1u);
                                                                                    l_mut_443_ = l_2071_;
                                                                                    uint l_2072_ = (l_2070_ & 2147483647u);
                                                                                    bool l_2073_ = (l_2072_ == 0u);
                                                                                    if (l_2073_) {
                                                                                        l_mut_443_ = 1u;
                                                                                    } else {
                                                                                        uint l_2074_ = (l_2070_ & 2147483648u);
                                                                                        bool l_2075_ = (l_2074_ != 0u);
                                                                                        if (l_2075_) {
                                                                                            uint l_2076_ = (l_2070_ - 1u);
                                                                                            l_mut_443_ = l_2076_;
                                                                                        } else {
                                                                                            bool l_2077_ = (l_2070_ == 2139095040u);
                                                                                            if (l_2077_) {
                                                                                                l_mut_443_ = l_2070_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4293 = l_mut_443_;
                                                                                    float l_2078_ = asfloat(_e4293);
                                                                                    uint l_2079_ = asuint(l_2078_);
                                                                                    uint l_2080_ = (l_2079_ ^ 2147483648u);
                                                                                    float l_2081_ = asfloat(l_2080_);
                                                                                    uint l_2082_ = asuint(l_2081_);
                                                                                    uint l_2083_ = (l_2082_ & 2147483647u);
                                                                                    float l_2084_ = asfloat(l_2083_);
                                                                                    double l_2085_ = double(l_2084_);
                                                                                    l_mut_47_ = l_2085_;
                                                                                    bool l_2086_ = (l_2083_ < 8388608u);
                                                                                    if (l_2086_) {
                                                                                        double l_2087_ = double(l_2083_);
                                                                                        double l_2088_ = (l_2087_ * 1.401298464324817e-45L);
                                                                                        l_mut_47_ = l_2088_;
                                                                                    }
                                                                                    double _e4309 = l_mut_47_;
                                                                                    uint64_t l_2089_ = _e4309;
                                                                                    uint l_2090_ = (l_2082_ >> 31u);
                                                                                    uint64_t l_2091_ = uint64_t(l_2090_);
                                                                                    uint64_t l_2092_ = (l_2091_ << uint(63uL));
                                                                                    uint64_t l_2093_ = (l_2089_ | l_2092_);
                                                                                    double l_2094_ = l_2093_;
                                                                                    l_mut_2002_ = l_2094_;
                                                                                } else {
                                                                                    uint l_2095_ = asuint(l_2064_);
                                                                                    uint l_2096_ = (l_2095_ + 1u);
                                                                                    l_mut_443_ = l_2096_;
                                                                                    uint l_2097_ = (l_2095_ & 2147483647u);
                                                                                    bool l_2098_ = (l_2097_ == 0u);
                                                                                    if (l_2098_) {
                                                                                        l_mut_443_ = 1u;
                                                                                    } else {
                                                                                        uint l_2099_ = (l_2095_ & 2147483648u);
                                                                                        bool l_2100_ = (l_2099_ != 0u);
                                                                                        if (l_2100_) {
                                                                                            uint l_2101_ = (l_2095_ - 1u);
                                                                                            l_mut_443_ = l_2101_;
                                                                                        } else {
                                                                                            bool l_2102_ = (l_2095_ == 2139095040u);
                                                                                            if (l_2102_) {
                                                                                                l_mut_443_ = l_2095_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4336 = l_mut_443_;
                                                                                    float l_2103_ = asfloat(_e4336);
                                                                                    uint l_2104_ = asuint(l_2103_);
                                                                                    uint l_2105_ = (l_2104_ & 2147483647u);
                                                                                    float l_2106_ = asfloat(l_2105_);
                                                                                    double l_2107_ = double(l_2106_);
                                                                                    l_mut_47_ = l_2107_;
                                                                                    bool l_2108_ = (l_2105_ < 8388608u);
                                                                                    if (l_2108_) {
                                                                                        double l_2109_ = double(l_2105_);
                                                                                        double l_2110_ = (l_2109_ * 1.401298464324817e-45L);
                                                                                        l_mut_47_ = l_2110_;
                                                                                    }
                                                                                    double _e4348 = l_mut_47_;
                                                                                    uint64_t l_2111_ = _e4348;
                                                                                    uint l_2112_ = (l_2104_ >> 31u);
                                                                                    uint64_t l_2113_ = uint64_t(l_2112_);
                                                                                    uint64_t l_2114_ = (l_2113_ << uint(63uL));
                                                                                    uint64_t l_2115_ = (l_2111_ | l_2114_);
                                                                                    double l_2116_ = l_2115_;
                                                                                    bool l_2117_ = (l_2116_ <= l_2058_);
                                                                                    if (l_2117_) {
                                                                                        uint l_2118_ = asuint(l_2064_);
                                                                                        uint l_2119_ = (l_2118_ + 1u);
                                                                                        l_mut_443_ = l_2119_;
                                                                                        uint l_2120_ = (l_2118_ & 2147483647u);
                                                                                        bool l_2121_ = (l_2120_ == 0u);
                                                                                        if (l_2121_) {
                                                                                            l_mut_443_ = 1u;
                                                                                        } else {
                                                                                            uint l_2122_ = (l_2118_ & 2147483648u);
                                                                                            bool l_2123_ = (l_2122_ != 0u);
                                                                                            if (l_2123_) {
                                                                                                uint l_2124_ = (l_2118_ - 1u);
                                                                                                l_mut_443_ = l_2124_;
                                                                                            } else {
                                                                                                bool l_2125_ = (l_2118_ == 2139095040u);
                                                                                                if (l_2125_) {
                                                                                                    l_mut_443_ = l_2118_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e4376 = l_mut_443_;
                                                                                        float l_2126_ = asfloat(_e4376);
                                                                                        uint l_2127_ = asuint(l_2126_);
                                                                                        uint l_2128_ = (l_2127_ & 2147483647u);
                                                                                        float l_2129_ = asfloat(l_2128_);
                                                                                        double l_2130_ = double(l_2129_);
                                                                                        l_mut_47_ = l_2130_;
                                                                                        bool l_2131_ = (l_2128_ < 8388608u);
                                                                                        if (l_2131_) {
                                                                                            double l_2132_ = double(l_2128_);
                                                                                            double l_2133_ = (l_2132_ * 1.401298464324817e-45L);
                                                                                            l_mut_47_ = l_2133_;
                                                                                        }
                                                                                        double _e4388 = l_mut_47_;
                                                                                        uint64_t l_2134_ = _e4388;
                                                                                        uint l_2135_ = (l_2127_ >> 31u);
                                                                                        uint64_t l_2136_ = uint64_t(l_2135_);
                                                                                        uint64_t l_2137_ = (l_2136_ << uint(63uL));
                                                                                        uint64_t l_2138_ = (l_2134_ | l_2137_);
                                                                                        double l_2139_ = l_2138_;
                                                                                        l_mut_2002_ = l_2139_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e4399 = l_mut_2002_;
                                                                            double l_2140_ = -(_e4399);
                                                                            l_mut_1748_ = l_2140_;
                                                                        }
                                                                        double _e4401 = l_mut_84_;
                                                                        double l_2141_ = (_e4401 - l_415_);
                                                                        double l_2142_ = abs(l_2141_);
                                                                        double l_2143_ = (l_2142_ * 2.220446049250313e-16L);
                                                                        double l_2144_ = (l_1629_ + l_2143_);
                                                                        double l_2145_ = (l_2141_ + l_2144_);
                                                                        double l_2146_ = -(l_2145_);
                                                                        double l_2147_ = (l_2146_ * 7.1362384635298e44L);
                                                                        double l_2148_ = floor(l_2147_);
                                                                        double l_2149_ = (l_2148_ * 1.401298464324817e-45L);
                                                                        l_mut_2002_ = l_2149_;
                                                                        double l_2150_ = abs(l_2146_);
                                                                        bool l_2151_ = (l_2150_ >= 1.1754943508222875e-38L);
                                                                        if (l_2151_) {
                                                                            float l_2152_ = float(l_2146_);
                                                                            double l_2153_ = double(l_2152_);
                                                                            l_mut_2002_ = l_2153_;
                                                                            double _e4419 = l_mut_2002_;
                                                                            bool l_2154_ = (_e4419 > l_2146_);
                                                                            if (l_2154_) {
                                                                                uint l_2155_ = asuint(l_2152_);
                                                                                uint l_2156_ = (l_2155_ ^ 2147483648u);
                                                                                float l_2157_ = asfloat(l_2156_);
                                                                                uint l_2158_ = asuint(l_2157_);
                                                                                uint l_2159_ = (l_2158_ + 1u);
                                                                                l_mut_443_ = l_2159_;
                                                                                uint l_2160_ = (l_2158_ & 2147483647u);
                                                                                bool l_2161_ = (l_2160_ == 0u);
                                                                                if (l_2161_) {
                                                                                    l_mut_443_ = 1u;
                                                                                } else {
                                                                                    uint l_2162_ = (l_2158_ & 2147483648u);
                                                                                    bool l_2163_ = (l_2162_ != 0u);
                                                                                    if (l_2163_) {
                                                                                        uint l_2164_ = (l_2158_ - 1u);
                                                                                        l_mut_443_ = l_2164_;
                                                                                    } else {
                                                                                        bool l_2165_ = (l_2158_ == 2139095040u);
                                                                                        if (l_2165_) {
                                                                                            l_mut_443_ = l_2158_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e4441 = l_mut_443_;
                                                                                float l_2166_ = asfloat(_e4441);
                                                                                uint l_2167_ = asuint(l_2166_);
                                                                                uint l_2168_ = (l_2167_ ^ 2147483648u);
                                                                                float l_2169_ = asfloat(l_2168_);
                                                                                uint l_2170_ = asuint(l_2169_);
                                                                                uint l_2171_ = (l_2170_ & 2147483647u);
                                                                                float l_2172_ = asfloat(l_2171_);
                                                                                double l_2173_ = double(l_2172_);
                                                                                l_mut_47_ = l_2173_;
                                                                                bool l_2174_ = (l_2171_ < 8388608u);
                                                                                if (l_2174_) {
                                                                                    double l_2175_ = double(l_2171_);
                                                                                    double l_2176_ = (l_2175_ * 1.401298464324817e-45L);
                                                                                    l_mut_47_ = l_2176_;
                                                                                }
                                                                                double _e4457 = l_mut_47_;
                                                                                uint64_t l_2177_ = _e4457;
                                                                                uint l_2178_ = (l_2170_ >> 31u);
                                                                                uint64_t l_2179_ = uint64_t(l_2178_);
                                                                                uint64_t l_2180_ = (l_2179_ << uint(63uL));
                                                                                uint64_t l_2181_ = (l_2177_ | l_2180_);
                                                                                double l_2182_ = l_2181_;
                                                                                l_mut_2002_ = l_2182_;
                                                                            } else {
                                                                                uint l_2183_ = asuint(l_2152_);
                                                                                uint l_2184_ = (l_2183_ + 1u);
                                                                                l_mut_443_ = l_2184_;
                                                                                uint l_2185_ = (l_2183_ & 2147483647u);
                                                                                bool l_2186_ = (l_2185_ == 0u);
                                                                                if (l_2186_) {
                                                                                    l_mut_443_ = 1u;
                                                                                } else {
                                                                                    uint l_2187_ = (l_2183_ & 2147483648u);
                                                                                    bool l_2188_ = (l_2187_ != 0u);
                                                                                    if (l_2188_) {
                                                                                        uint l_2189_ = (l_2183_ - 1u);
                                                                                        l_mut_443_ = l_2189_;
                                                                                    } else {
                                                                                        bool l_2190_ = (l_2183_ == 2139095040u);
                                                                                        if (l_2190_) {
                                                                                            l_mut_443_ = l_2183_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e4484 = l_mut_443_;
                                                                                float l_2191_ = asfloat(_e4484);
                                                                                uint l_2192_ = asuint(l_2191_);
                                                                                uint l_2193_ = (l_2192_ & 2147483647u);
                                                                                float l_2194_ = asfloat(l_2193_);
                                                                                double l_2195_ = double(l_2194_);
                                                                                l_mut_47_ = l_2195_;
                                                                                bool l_2196_ = (l_2193_ < 8388608u);
                                                                                if (l_2196_) {
                                                                                    double l_2197_ = double(l_2193_);
                                                                                    double l_2198_ = (l_2197_ * 1.401298464324817e-45L);
                                                                                    l_mut_47_ = l_2198_;
                                                                                }
                                                                                double _e4496 = l_mut_47_;
                                                                                uint64_t l_2199_ = _e4496;
                                                                                uint l_2200_ = (l_2192_ >> 31u);
                                                                                uint64_t l_2201_ = uint64_t(l_2200_);
                                                                                uint64_t l_2202_ = (l_2201_ << uint(63uL));
                                                                                uint64_t l_2203_ = (l_2199_ | l_2202_);
                                                                                double l_2204_ = l_2203_;
                                                                                bool l_2205_ = (l_2204_ <= l_2146_);
                                                                                if (l_2205_) {
                                                                                    uint l_2206_ = asuint(l_2152_);
                                                                                    uint l_2207_ = (l_2206_ + 1u);
                                                                                    l_mut_443_ = l_2207_;
                                                                                    uint l_2208_ = (l_2206_ & 2147483647u);
                                                                                    bool l_2209_ = (l_2208_ == 0u);
                                                                                    if (l_2209_) {
                                                                                        l_mut_443_ = 1u;
                                                                                    } else {
                                                                                        uint l_2210_ = (l_2206_ & 2147483648u);
                                                                                        bool l_2211_ = (l_2210_ != 0u);
                                                                                        if (l_2211_) {
                                                                                            uint l_2212_ = (l_2206_ - 1u);
                                                                                            l_mut_443_ = l_2212_;
                                                                                        } else {
                                                                                            bool l_2213_ = (l_2206_ == 2139095040u);
                                                                                            if (l_2213_) {
                                                                                                l_mut_443_ = l_2206_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4524 = l_mut_443_;
                                                                                    float l_2214_ = asfloat(_e4524);
                                                                                    uint l_2215_ = asuint(l_2214_);
                                                                                    uint l_2216_ = (l_2215_ & 2147483647u);
                                                                                    float l_2217_ = asfloat(l_2216_);
                                                                                    double l_2218_ = double(l_2217_);
                                                                                    l_mut_47_ = l_2218_;
                                                                                    bool l_2219_ = (l_2216_ < 8388608u);
                                                                                    if (l_2219_) {
                                                                                        double l_2220_ = double(l_2216_);
                                                                                        double l_2221_ = (l_2220_ * 1.401298464324817e-45L);
                                                                                        l_mut_47_ = l_2221_;
                                                                                    }
                                                                                    double _e4536 = l_mut_47_;
                                                                                    uint64_t l_2222_ = _e4536;
                                                                                    uint l_2223_ = (l_2215_ >> 31u);
                                                                                    uint64_t l_2224_ = uint64_t(l_2223_);
                                                                                    uint64_t l_2225_ = (l_2224_ << uint(63uL));
                                                                                    uint64_t l_2226_ = (l_2222_ | l_2225_);
                                                                                    double l_2227_ = l_2226_;
                                                                                    l_mut_2002_ = l_2227_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e4547 = l_mut_2002_;
                                                                        double l_2228_ = -(_e4547);
                                                                        l_mut_2002_ = l_2228_;
                                                                        if (true) {
                                                                            local_80 = true;
                                                                        } else {
                                                                            local_80 = false;
                                                                        }
                                                                        bool l_2229_ = local_80;
                                                                        if (l_2229_) {
                                                                            double l_2230_ = (l_2141_ + l_2144_);
                                                                            double l_2231_ = (l_2230_ * 7.1362384635298e44L);
                                                                            double l_2232_ = floor(l_2231_);
                                                                            double l_2233_ = (l_2232_ * 1.401298464324817e-45L);
                                                                            l_mut_47_ = l_2233_;
                                                                            double l_2234_ = abs(l_2230_);
                                                                            bool l_2235_ = (l_2234_ >= 1.1754943508222875e-38L);
                                                                            if (l_2235_) {
                                                                                float l_2236_ = float(l_2230_);
                                                                                double l_2237_ = double(l_2236_);
                                                                                l_mut_47_ = l_2237_;
                                                                                double _e4566 = l_mut_47_;
                                                                                bool l_2238_ = (_e4566 > l_2230_);
                                                                                if (l_2238_) {
                                                                                    uint l_2239_ = asuint(l_2236_);
                                                                                    uint l_2240_ = (l_2239_ ^ 2147483648u);
                                                                                    float l_2241_ = asfloat(l_2240_);
                                                                                    uint l_2242_ = asuint(l_2241_);
                                                                                    uint l_2243_ = (l_2242_ + 1u);
                                                                                    l_mut_443_ = l_2243_;
                                                                                    uint l_2244_ = (l_2242_ & 2147483647u);
                                                                                    bool l_2245_ = (l_2244_ == 0u);
                                                                                    if (l_2245_) {
                                                                                        l_mut_443_ = 1u;
                                                                                    } else {
                                                                                        uint l_2246_ = (l_2242_ & 2147483648u);
                                                                                        bool l_2247_ = (l_2246_ != 0u);
                                                                                        if (l_2247_) {
                                                                                            uint l_2248_ = (l_2242_ - 1u);
                                                                                            l_mut_443_ = l_2248_;
                                                                                        } else {
                                                                                            bool l_2249_ = (l_2242_ == 2139095040u);
                                                                                            if (l_2249_) {
                                                                                                l_mut_443_ = l_2242_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4588 = l_mut_443_;
                                                                                    float l_2250_ = asfloat(_e4588);
                                                                                    uint l_2251_ = asuint(l_2250_);
                                                                                    uint l_2252_ = (l_2251_ ^ 2147483648u);
                                                                                    float l_2253_ = asfloat(l_2252_);
                                                                                    uint l_2254_ = asuint(l_2253_);
                                                                                    uint l_2255_ = (l_2254_ & 2147483647u);
                                                                                    float l_2256_ = asfloat(l_2255_);
                                                                                    double l_2257_ = double(l_2256_);
                                                                                    l_mut_2258_ = l_2257_;
                                                                                    bool l_2259_ = (l_2255_ < 8388608u);
                                                                                    if (l_2259_) {
                                                                                        double l_2260_ = double(l_2255_);
                                                                                        double l_2261_ = (l_2260_ * 1.401298464324817e-45L);
                                                                                        l_mut_2258_ = l_2261_;
                                                                                    }
                                                                                    double _e4604 = l_mut_2258_;
                                                                                    uint64_t l_2262_ = _e4604;
                                                                                    uint l_2263_ = (l_2254_ >> 31u);
                                                                                    uint64_t l_2264_ = uint64_t(l_2263_);
                                                                                    uint64_t l_2265_ = (l_2264_ << uint(63uL));
                                                                                    uint64_t l_2266_ = (l_2262_ | l_2265_);
                                                                                    double l_2267_ = l_2266_;
                                                                                    l_mut_47_ = l_2267_;
                                                                                } else {
                                                                                    uint l_2268_ = asuint(l_2236_);
                                                                                    uint l_2269_ = (l_2268_ + 1u);
                                                                                    l_mut_443_ = l_2269_;
                                                                                    uint l_2270_ = (l_2268_ & 2147483647u);
                                                                                    bool l_2271_ = (l_2270_ == 0u);
                                                                                    if (l_2271_) {
                                                                                        l_mut_443_ = 1u;
                                                                                    } else {
                                                                                        uint l_2272_ = (l_2268_ & 2147483648u);
                                                                                        bool l_2273_ = (l_2272_ != 0u);
                                                                                        if (l_2273_) {
                                                                                            uint l_2274_ = (l_2268_ - 1u);
                                                                                            l_mut_443_ = l_2274_;
                                                                                        } else {
                                                                                            bool l_2275_ = (l_2268_ == 2139095040u);
                                                                                            if (l_2275_) {
                                                                                                l_mut_443_ = l_2268_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4631 = l_mut_443_;
                                                                                    float l_2276_ = asfloat(_e4631);
                                                                                    uint l_2277_ = asuint(l_2276_);
                                                                                    uint l_2278_ = (l_2277_ & 2147483647u);
                                                                                    float l_2279_ = asfloat(l_2278_);
                                                                                    double l_2280_ = double(l_2279_);
                                                                                    l_mut_2258_ = l_2280_;
                                                                                    bool l_2281_ = (l_2278_ < 8388608u);
                                                                                    if (l_2281_) {
                                                                                        double l_2282_ = double(l_2278_);
                                                                                        double l_2283_ = (l_2282_ * 1.401298464324817e-45L);
                                                                                        l_mut_2258_ = l_2283_;
                                                                                    }
                                                                                    double _e4643 = l_mut_2258_;
                                                                                    uint64_t l_2284_ = _e4643;
                                                                                    uint l_2285_ = (l_2277_ >> 31u);
                                                                                    uint64_t l_2286_ = uint64_t(l_2285_);
                                                                                    uint64_t l_2287_ = (l_2286_ << uint(63uL));
                                                                                    uint64_t l_2288_ = (l_2284_ | l_2287_);
                                                                                    double l_2289_ = l_2288_;
                                                                                    bool l_2290_ = (l_2289_ <= l_2230_);
                                                                                    if (l_2290_) {
                                                                                        uint l_2291_ = asuint(l_2236_);
                                                                                        uint l_2292_ = (l_2291_ + 1u);
                                                                                        l_mut_443_ = l_2292_;
                                                                                        uint l_2293_ = (l_2291_ & 2147483647u);
                                                                                        bool l_2294_ = (l_2293_ == 0u);
                                                                                        if (l_2294_) {
                                                                                            l_mut_443_ = 1u;
                                                                                        } else {
                                                                                            uint l_2295_ = (l_2291_ & 2147483648u);
                                                                                            bool l_2296_ = (l_2295_ != 0u);
                                                                                            if (l_2296_) {
                                                                                                uint l_2297_ = (l_2291_ - 1u);
                                                                                                l_mut_443_ = l_2297_;
                                                                                            } else {
                                                                                                bool l_2298_ = (l_2291_ == 2139095040u);
                                                                                                if (l_2298_) {
                                                                                                    l_mut_443_ = l_2291_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e4671 = l_mut_443_;
                                                                                        float l_2299_ = asfloat(_e4671);
                                                                                        uint l_2300_ = asuint(l_2299_);
                                                                                        uint l_2301_ = (l_2300_ & 2147483647u);
                                                                                        float l_2302_ = asfloat(l_2301_);
                                                                                        double l_2303_ = double(l_2302_);
                                                                                        l_mut_2258_ = l_2303_;
                                                                                        bool l_2304_ = (l_2301_ < 8388608u);
                                                                                        if (l_2304_) {
                                                                                            double l_2305_ = double(l_2301_);
                                                                                            double l_2306_ = (l_2305_ * 1.401298464324817e-45L);
                                                                                            l_mut_2258_ = l_2306_;
                                                                                        }
                                                                                        double _e4683 = l_mut_2258_;
                                                                                        uint64_t l_2307_ = _e4683;
                                                                                        uint l_2308_ = (l_2300_ >> 31u);
                                                                                        uint64_t l_2309_ = uint64_t(l_2308_);
                                                                                        uint64_t l_2310_ = (l_2309_ << uint(63uL));
                                                                                        uint64_t l_2311_ = (l_2307_ | l_2310_);
                                                                                        double l_2312_ = l_2311_;
                                                                                        l_mut_47_ = l_2312_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e4694 = l_mut_47_;
                                                                            l_mut_2002_ = _e4694;
                                                                        } else {
                                                                            double l_2313_ = (l_2141_ - l_2144_);
                                                                            double l_2314_ = (l_2313_ * 7.1362384635298e44L);
                                                                            double l_2315_ = floor(l_2314_);
                                                                            double l_2316_ = (l_2315_ * 1.401298464324817e-45L);
                                                                            l_mut_2258_ = l_2316_;
                                                                            double l_2317_ = abs(l_2313_);
                                                                            bool l_2318_ = (l_2317_ >= 1.1754943508222875e-38L);
                                                                            if (l_2318_) {
                                                                                float l_2319_ = float(l_2313_);
                                                                                double l_2320_ = double(l_2319_);
                                                                                l_mut_2258_ = l_2320_;
                                                                                double _e4706 = l_mut_2258_;
                                                                                bool l_2321_ = (_e4706 > l_2313_);
                                                                                if (l_2321_) {
                                                                                    uint l_2322_ = asuint(l_2319_);
                                                                                    uint l_2323_ = (l_2322_ ^ 2147483648u);
                                                                                    float l_2324_ = asfloat(l_2323_);
                                                                                    uint l_2325_ = asuint(l_2324_);
                                                                                    uint l_2326_ = (l_2325_ + 1u);
                                                                                    l_mut_443_ = l_2326_;
                                                                                    uint l_2327_ = (l_2325_ & 2147483647u);
                                                                                    bool l_2328_ = (l_2327_ == 0u);
                                                                                    if (l_2328_) {
                                                                                        l_mut_443_ = 1u;
                                                                                    } else {
                                                                                        uint l_2329_ = (l_2325_ & 2147483648u);
                                                                                        bool l_2330_ = (l_2329_ != 0u);
                                                                                        if (l_2330_) {
                                                                                            uint l_2331_ = (l_2325_ - 1u);
                                                                                            l_mut_443_ = l_2331_;
                                                                                        } else {
                                                                                            bool l_2332_ = (l_2325_ == 2139095040u);
                                                                                            if (l_2332_) {
                                                                                                l_mut_443_ = l_2325_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4728 = l_mut_443_;
                                                                                    float l_2333_ = asfloat(_e4728);
                                                                                    uint l_2334_ = asuint(l_2333_);
                                                                                    uint l_2335_ = (l_2334_ ^ 2147483648u);
                                                                                    float l_2336_ = asfloat(l_2335_);
                                                                                    uint l_2337_ = asuint(l_2336_);
                                                                                    uint l_2338_ = (l_2337_ & 2147483647u);
                                                                                    float l_2339_ = asfloat(l_2338_);
                                                                                    double l_2340_ = double(l_2339_);
                                                                                    l_mut_47_ = l_2340_;
                                                                                    bool l_2341_ = (l_2338_ < 8388608u);
                                                                                    if (l_2341_) {
                                                                                        double l_2342_ = double(l_2338_);
                                                                                        double l_2343_ = (l_2342_ * 1.401298464324817e-45L);
                                                                                        l_mut_47_ = l_2343_;
                                                                                    }
                                                                                    double _e4744 = l_mut_47_;
                                                                                    uint64_t l_2344_ = _e4744;
                                                                                    uint l_2345_ = (l_2337_ >> 31u);
                                                                                    uint64_t l_2346_ = uint64_t(l_2345_);
                                                                                    uint64_t l_2347_ = (l_2346_ << uint(63uL));
                                                                                    uint64_t l_2348_ = (l_2344_ | l_2347_);
                                                                                    double l_2349_ = l_2348_;
                                                                                    l_mut_2258_ = l_2349_;
                                                                                } else {
                                                                                    uint l_2350_ = asuint(l_2319_);
                                                                                    uint l_2351_ = (l_2350_ + 1u);
                                                                                    l_mut_443_ = l_2351_;
                                                                                    uint l_2352_ = (l_2350_ & 2147483647u);
                                                                                    bool l_2353_ = (l_2352_ == 0u);
                                                                                    if (l_2353_) {
                                                                                        l_mut_443_ = 1u;
                                                                                    } else {
                                                                                        uint l_2354_ = (l_2350_ & 2147483648u);
                                                                                        bool l_2355_ = (l_2354_ != 0u);
                                                                                        if (l_2355_) {
                                                                                            uint l_2356_ = (l_2350_ - 1u);
                                                                                            l_mut_443_ = l_2356_;
                                                                                        } else {
                                                                                            bool l_2357_ = (l_2350_ == 2139095040u);
                                                                                            if (l_2357_) {
                                                                                                l_mut_443_ = l_2350_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4771 = l_mut_443_;
                                                                                    float l_2358_ = asfloat(_e4771);
                                                                                    uint l_2359_ = asuint(l_2358_);
                                                                                    uint l_2360_ = (l_2359_ & 2147483647u);
                                                                                    float l_2361_ = asfloat(l_2360_);
                                                                                    double l_2362_ = double(l_2361_);
                                                                                    l_mut_47_ = l_2362_;
                                                                                    bool l_2363_ = (l_2360_ < 8388608u);
                                                                                    if (l_2363_) {
                                                                                        double l_2364_ = double(l_2360_);
                                                                                        double l_2365_ = (l_2364_ * 1.401298464324817e-45L);
                                                                                        l_mut_47_ = l_2365_;
                                                                                    }
                                                                                    double _e4783 = l_mut_47_;
                                                                                    uint64_t l_2366_ = _e4783;
                                                                                    uint l_2367_ = (l_2359_ >> 31u);
                                                                                    uint64_t l_2368_ = uint64_t(l_2367_);
                                                                                    uint64_t l_2369_ = (l_2368_ << uint(63uL));
                                                                                    uint64_t l_2370_ = (l_2366_ | l_2369_);
                                                                                    double l_2371_ = l_2370_;
                                                                                    bool l_2372_ = (l_2371_ <= l_2313_);
                                                                                    if (l_2372_) {
                                                                                        uint l_2373_ = asuint(l_2319_);
                                                                                        uint l_2374_ = (l_2373_ + 1u);
                                                                                        l_mut_443_ = l_2374_;
                                                                                        uint l_2375_ = (l_2373_ & 2147483647u);
                                                                                        bool l_2376_ = (l_2375_ == 0u);
                                                                                        if (l_2376_) {
                                                                                            l_mut_443_ = 1u;
                                                                                        } else {
                                                                                            uint l_2377_ = (l_2373_ & 2147483648u);
                                                                                            bool l_2378_ = (l_2377_ != 0u);
                                                                                            if (l_2378_) {
                                                                                                uint l_2379_ = (l_2373_ - 1u);
                                                                                                l_mut_443_ = l_2379_;
                                                                                            } else {
                                                                                                bool l_2380_ = (l_2373_ == 2139095040u);
                                                                                                if (l_2380_) {
                                                                                                    l_mut_443_ = l_2373_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e4811 = l_mut_443_;
                                                                                        float l_2381_ = asfloat(_e4811);
                                                                                        uint l_2382_ = asuint(l_2381_);
                                                                                        uint l_2383_ = (l_2382_ & 2147483647u);
                                                                                        float l_2384_ = asfloat(l_2383_);
                                                                                        double l_2385_ = double(l_2384_);
                                                                                        l_mut_47_ = l_2385_;
                                                                                        bool l_2386_ = (l_2383_ < 8388608u);
                                                                                        if (l_2386_) {
                                                                                            double l_2387_ = double(l_2383_);
                                                                                            double l_2388_ = (l_2387_ * 1.401298464324817e-45L);
                                                                                            l_mut_47_ = l_2388_;
                                                                                        }
                                                                                        double _e4823 = l_mut_47_;
                                                                                        uint64_t l_2389_ = _e4823;
                                                                                        uint l_2390_ = (l_2382_ >> 31u);
                                                                                        uint64_t l_2391_ = uint64_t(l_2390_);
                                                                                        uint64_t l_2392_ = (l_2391_ << uint(63uL));
                                                                                        uint64_t l_2393_ = (l_2389_ | l_2392_);
                                                                                        double l_2394_ = l_2393_;
                                                                                        l_mut_2258_ = l_2394_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e4834 = l_mut_2258_;
                                                                            l_mut_2002_ = _e4834;
                                                                        }
                                                                        double _e4835 = l_mut_84_;
                                                                        double l_2395_ = (_e4835 + l_415_);
                                                                        double l_2396_ = abs(l_2395_);
                                                                        double l_2397_ = (l_2396_ * 2.220446049250313e-16L);
                                                                        double l_2398_ = (l_1629_ + l_2397_);
                                                                        double l_2399_ = (l_2395_ + l_2398_);
                                                                        double l_2400_ = -(l_2399_);
                                                                        double l_2401_ = (l_2400_ * 7.1362384635298e44L);
                                                                        double l_2402_ = floor(l_2401_);
                                                                        double l_2403_ = (l_2402_ * 1.401298464324817e-45L);
                                                                        l_mut_2258_ = l_2403_;
                                                                        double l_2404_ = abs(l_2400_);
                                                                        bool l_2405_ = (l_2404_ >= 1.1754943508222875e-38L);
                                                                        if (l_2405_) {
                                                                            float l_2406_ = float(l_2400_);
                                                                            double l_2407_ = double(l_2406_);
                                                                            l_mut_2258_ = l_2407_;
                                                                            double _e4853 = l_mut_2258_;
                                                                            bool l_2408_ = (_e4853 > l_2400_);
                                                                            if (l_2408_) {
                                                                                uint l_2409_ = asuint(l_2406_);
                                                                                uint l_2410_ = (l_2409_ ^ 2147483648u);
                                                                                float l_2411_ = asfloat(l_2410_);
                                                                                uint l_2412_ = asuint(l_2411_);
                                                                                uint l_2413_ = (l_2412_ + 1u);
                                                                                l_mut_443_ = l_2413_;
                                                                                uint l_2414_ = (l_2412_ & 2147483647u);
                                                                                bool l_2415_ = (l_2414_ == 0u);
                                                                                if (l_2415_) {
                                                                                    l_mut_443_ = 1u;
                                                                                } else {
                                                                                    uint l_2416_ = (l_2412_ & 2147483648u);
                                                                                    bool l_2417_ = (l_2416_ != 0u);
                                                                                    if (l_2417_) {
                                                                                        uint l_2418_ = (l_2412_ - 1u);
                                                                                        l_mut_443_ = l_2418_;
                                                                                    } else {
                                                                                        bool l_2419_ = (l_2412_ == 2139095040u);
                                                                                        if (l_2419_) {
                                                                                            l_mut_443_ = l_2412_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e4875 = l_mut_443_;
                                                                                float l_2420_ = asfloat(_e4875);
                                                                                uint l_2421_ = asuint(l_2420_);
                                                                                uint l_2422_ = (l_2421_ ^ 2147483648u);
                                                                                float l_2423_ = asfloat(l_2422_);
                                                                                uint l_2424_ = asuint(l_2423_);
                                                                                uint l_2425_ = (l_2424_ & 2147483647u);
                                                                                float l_2426_ = asfloat(l_2425_);
                                                                                double l_2427_ = double(l_2426_);
                                                                                l_mut_47_ = l_2427_;
                                                                                bool l_2428_ = (l_2425_ < 8388608u);
                                                                                if (l_2428_) {
                                                                                    double l_2429_ = double(l_2425_);
                                                                                    double l_2430_ = (l_2429_ * 1.401298464324817e-45L);
                                                                                    l_mut_47_ = l_2430_;
                                                                                }
                                                                                double _e4891 = l_mut_47_;
                                                                                uint64_t l_2431_ = _e4891;
                                                                                uint l_2432_ = (l_2424_ >> 31u);
                                                                                uint64_t l_2433_ = uint64_t(l_2432_);
                                                                                uint64_t l_2434_ = (l_2433_ << uint(63uL));
                                                                                uint64_t l_2435_ = (l_2431_ | l_2434_);
                                                                                double l_2436_ = l_2435_;
                                                                                l_mut_2258_ = l_2436_;
                                                                            } else {
                                                                                uint l_2437_ = asuint(l_2406_);
                                                                                uint l_2438_ = (l_2437_ + 1u);
                                                                                l_mut_443_ = l_2438_;
                                                                                uint l_2439_ = (l_2437_ & 2147483647u);
                                                                                bool l_2440_ = (l_2439_ == 0u);
                                                                                if (l_2440_) {
                                                                                    l_mut_443_ = 1u;
                                                                                } else {
                                                                                    uint l_2441_ = (l_2437_ & 2147483648u);
                                                                                    bool l_2442_ = (l_2441_ != 0u);
                                                                                    if (l_2442_) {
                                                                                        uint l_2443_ = (l_2437_ - 1u);
                                                                                        l_mut_443_ = l_2443_;
                                                                                    } else {
                                                                                        bool l_2444_ = (l_2437_ == 2139095040u);
                                                                                        if (l_2444_) {
                                                                                            l_mut_443_ = l_2437_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e4918 = l_mut_443_;
                                                                                float l_2445_ = asfloat(_e4918);
                                                                                uint l_2446_ = asuint(l_2445_);
                                                                                uint l_2447_ = (l_2446_ & 2147483647u);
                                                                                float l_2448_ = asfloat(l_2447_);
                                                                                double l_2449_ = double(l_2448_);
                                                                                l_mut_47_ = l_2449_;
                                                                                bool l_2450_ = (l_2447_ < 8388608u);
                                                                                if (l_2450_) {
                                                                                    double l_2451_ = double(l_2447_);
                                                                                    double l_2452_ = (l_2451_ * 1.401298464324817e-45L);
                                                                                    l_mut_47_ = l_2452_;
                                                                                }
                                                                                double _e4930 = l_mut_47_;
                                                                                uint64_t l_2453_ = _e4930;
                                                                                uint l_2454_ = (l_2446_ >> 31u);
                                                                                uint64_t l_2455_ = uint64_t(l_2454_);
                                                                                uint64_t l_2456_ = (l_2455_ << uint(63uL));
                                                                                uint64_t l_2457_ = (l_2453_ | l_2456_);
                                                                                double l_2458_ = l_2457_;
                                                                                bool l_2459_ = (l_2458_ <= l_2400_);
                                                                                if (l_2459_) {
                                                                                    uint l_2460_ = asuint(l_2406_);
                                                                                    uint l_2461_ = (l_2460_ + 1u);
                                                                                    l_mut_443_ = l_2461_;
                                                                                    uint l_2462_ = (l_2460_ & 2147483647u);
                                                                                    bool l_2463_ = (l_2462_ == 0u);
                                                                                    if (l_2463_) {
                                                                                        l_mut_443_ = 1u;
                                                                                    } else {
                                                                                        uint l_2464_ = (l_2460_ & 2147483648u);
                                                                                        bool l_2465_ = (l_2464_ != 0u);
                                                                                        if (l_2465_) {
                                                                                            uint l_2466_ = (l_2460_ - 1u);
                                                                                            l_mut_443_ = l_2466_;
                                                                                        } else {
                                                                                            bool l_2467_ = (l_2460_ == 2139095040u);
                                                                                            if (l_2467_) {
                                                                                                l_mut_443_ = l_2460_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4958 = l_mut_443_;
                                                                                    float l_2468_ = asfloat(_e4958);
                                                                                    uint l_2469_ = asuint(l_2468_);
                                                                                    uint l_2470_ = (l_2469_ & 2147483647u);
                                                                                    float l_2471_ = asfloat(l_2470_);
                                                                                    double l_2472_ = double(l_2471_);
                                                                                    l_mut_47_ = l_2472_;
                                                                                    bool l_2473_ = (l_2470_ < 8388608u);
                                                                                    if (l_2473_) {
                                                                                        double l_2474_ = double(l_2470_);
                                                                                        double l_2475_ = (l_2474_ * 1.401298464324817e-45L);
                                                                                        l_mut_47_ = l_2475_;
                                                                                    }
                                                                                    double _e4970 = l_mut_47_;
                                                                                    uint64_t l_2476_ = _e4970;
                                                                                    uint l_2477_ = (l_2469_ >> 31u);
                                                                                    uint64_t l_2478_ = uint64_t(l_2477_);
                                                                                    uint64_t l_2479_ = (l_2478_ << uint(63uL));
                                                                                    uint64_t l_2480_ = (l_2476_ | l_2479_);
                                                                                    double l_2481_ = l_2480_;
                                                                                    l_mut_2258_ = l_2481_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e4981 = l_mut_2258_;
                                                                        double l_2482_ = -(_e4981);
                                                                        l_mut_2258_ = l_2482_;
                                                                        if (false) {
                                                                            local_81 = true;
                                                                        } else {
                                                                            local_81 = false;
                                                                        }
                                                                        bool l_2483_ = local_81;
                                                                        if (l_2483_) {
                                                                            double l_2484_ = (l_2395_ + l_2398_);
                                                                            double l_2485_ = (l_2484_ * 7.1362384635298e44L);
                                                                            double l_2486_ = floor(l_2485_);
                                                                            double l_2487_ = (l_2486_ * 1.401298464324817e-45L);
                                                                            l_mut_47_ = l_2487_;
                                                                            double l_2488_ = abs(l_2484_);
                                                                            bool l_2489_ = (l_2488_ >= 1.1754943508222875e-38L);
                                                                            if (l_2489_) {
                                                                                float l_2490_ = float(l_2484_);
                                                                                double l_2491_ = double(l_2490_);
                                                                                l_mut_47_ = l_2491_;
                                                                                double _e5000 = l_mut_47_;
                                                                                bool l_2492_ = (_e5000 > l_2484_);
                                                                                if (l_2492_) {
                                                                                    uint l_2493_ = asuint(l_2490_);
                                                                                    uint l_2494_ = (l_2493_ ^ 2147483648u);
                                                                                    float l_2495_ = asfloat(l_2494_);
                                                                                    uint l_2496_ = asuint(l_2495_);
                                                                                    uint l_2497_ = (l_2496_ + 1u);
                                                                                    l_mut_443_ = l_2497_;
                                                                                    uint l_2498_ = (l_2496_ & 2147483647u);
                                                                                    bool l_2499_ = (l_2498_ == 0u);
                                                                                    if (l_2499_) {
                                                                                        l_mut_443_ = 1u;
                                                                                    } else {
                                                                                        uint l_2500_ = (l_2496_ & 2147483648u);
                                                                                        bool l_2501_ = (l_2500_ != 0u);
                                                                                        if (l_2501_) {
                                                                                            uint l_2502_ = (l_2496_ - 1u);
                                                                                            l_mut_443_ = l_2502_;
                                                                                        } else {
                                                                                            bool l_2503_ = (l_2496_ == 2139095040u);
                                                                                            if (l_2503_) {
                                                                                                l_mut_443_ = l_2496_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e5022 = l_mut_443_;
                                                                                    float l_2504_ = asfloat(_e5022);
                                                                                    uint l_2505_ = asuint(l_2504_);
                                                                                    uint l_2506_ = (l_2505_ ^ 2147483648u);
                                                                                    float l_2507_ = asfloat(l_2506_);
                                                                                    uint l_2508_ = asuint(l_2507_);
                                                                                    uint l_2509_ = (l_2508_ & 2147483647u);
                                                                                    float l_2510_ = asfloat(l_2509_);
                                                                                    double l_2511_ = double(l_2510_);
                                                                                    l_mut_2512_ = l_2511_;
                                                                                    bool l_2513_ = (l_2509_ < 8388608u);
                                                                                    if (l_2513_) {
                                                                                        double l_2514_ = double(l_2509_);
                                                                                        double l_2515_ = (l_2514_ * 1.401298464324817e-45L);
                                                                                        l_mut_2512_ = l_2515_;
                                                                                    }
                                                                                    double _e5038 = l_mut_2512_;
                                                                                    uint64_t l_2516_ = _e5038;
                                                                                    uint l_2517_ = (l_2508_ >> 31u);
                                                                                    uint64_t l_2518_ = uint64_t(l_2517_);
                                                                                    uint64_t l_2519_ = (l_2518_ << uint(63uL));
                                                                                    uint64_t l_2520_ = (l_2516_ | l_2519_);
                                                                                    double l_2521_ = l_2520_;
                                                                                    l_mut_47_ = l_2521_;
                                                                                } else {
                                                                                    uint l_2522_ = asuint(l_2490_);
                                                                                    uint l_2523_ = (l_2522_ + 1u);
                                                                                    l_mut_443_ = l_2523_;
                                                                                    uint l_2524_ = (l_2522_ & 2147483647u);
                                                                                    bool l_2525_ = (l_2524_ == 0u);
                                                                                    if (l_2525_) {
                                                                                        l_mut_443_ = 1u;
                                                                                    } else {
                                                                                        uint l_2526_ = (l_2522_ & 2147483648u);
                                                                                        bool l_2527_ = (l_2526_ != 0u);
                                                                                        if (l_2527_) {
                                                                                            uint l_2528_ = (l_2522_ - 1u);
                                                                                            l_mut_443_ = l_2528_;
                                                                                        } else {
                                                                                            bool l_2529_ = (l_2522_ == 2139095040u);
                                                                                            if (l_2529_) {
                                                                                                l_mut_443_ = l_2522_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e5065 = l_mut_443_;
                                                                                    float l_2530_ = asfloat(_e5065);
                                                                                    uint l_2531_ = asuint(l_2530_);
                                                                                    uint l_2532_ = (l_2531_ & 2147483647u);
                                                                                    float l_2533_ = asfloat(l_2532_);
                                                                                    double l_2534_ = double(l_2533_);
                                                                                    l_mut_2512_ = l_2534_;
                                                                                    bool l_2535_ = (l_2532_ < 8388608u);
                                                                                    if (l_2535_) {
                                                                                        double l_2536_ = double(l_2532_);
                                                                                        double l_2537_ = (l_2536_ * 1.401298464324817e-45L);
                                                                                        l_mut_2512_ = l_2537_;
                                                                                    }
                                                                                    double _e5077 = l_mut_2512_;
                                                                                    uint64_t l_2538_ = _e5077;
                                                                                    uint l_2539_ = (l_2531_ >> 31u);
                                                                                    uint64_t l_2540_ = uint64_t(l_2539_);
                                                                                    uint64_t l_2541_ = (l_2540_ << uint(63uL));
                                                                                    uint64_t l_2542_ = (l_2538_ | l_2541_);
                                                                                    double l_2543_ = l_2542_;
                                                                                    bool l_2544_ = (l_2543_ <= l_2484_);
                                                                                    if (l_2544_) {
                                                                                        uint l_2545_ = asuint(l_2490_);
                                                                                        uint l_2546_ = (l_2545_ + 1u);
                                                                                        l_mut_443_ = l_2546_;
                                                                                        uint l_2547_ = (l_2545_ & 2147483647u);
                                                                                        bool l_2548_ = (l_2547_ == 0u);
                                                                                        if (l_2548_) {
                                                                                            l_mut_443_ = 1u;
                                                                                        } else {
                                                                                            uint l_2549_ = (l_2545_ & 2147483648u);
                                                                                            bool l_2550_ = (l_2549_ != 0u);
                                                                                            if (l_2550_) {
                                                                                                uint l_2551_ = (l_2545_ - 1u);
                                                                                                l_mut_443_ = l_2551_;
                                                                                            } else {
                                                                                                bool l_2552_ = (l_2545_ == 2139095040u);
                                                                                                if (l_2552_) {
                                                                                                    l_mut_443_ = l_2545_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e5105 = l_mut_443_;
                                                                                        float l_2553_ = asfloat(_e5105);
                                                                                        uint l_2554_ = asuint(l_2553_);
                                                                                        uint l_2555_ = (l_2554_ & 2147483647u);
                                                                                        float l_2556_ = asfloat(l_2555_);
                                                                                        double l_2557_ = double(l_2556_);
                                                                                        l_mut_2512_ = l_2557_;
                                                                                        bool l_2558_ = (l_2555_ < 8388608u);
                                                                                        if (l_2558_) {
                                                                                            double l_2559_ = double(l_2555_);
                                                                                            double l_2560_ = (l_2559_ * 1.401298464324817e-45L);
                                                                                            l_mut_2512_ = l_2560_;
                                                                                        }
                                                                                        double _e5117 = l_mut_2512_;
                                                                                        uint64_t l_2561_ = _e5117;
                                                                                        uint l_2562_ = (l_2554_ >> 31u);
                                                                                        uint64_t l_2563_ = uint64_t(l_2562_);
                                                                                        uint64_t l_2564_ = (l_2563_ << uint(63uL));
                                                                                        uint64_t l_2565_ = (l_2561_ | l_2564_);
                                                                                        double l_2566_ = l_2565_;
                                                                                        l_mut_47_ = l_2566_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e5128 = l_mut_47_;
                                                                            l_mut_2258_ = _e5128;
                                                                        } else {
                                                                            double l_2567_ = (l_2395_ - l_2398_);
                                                                            double l_2568_ = -(l_2567_);
                                                                            double l_2569_ = (l_2568_ * 7.1362384635298e44L);
                                                                            double l_2570_ = floor(l_2569_);
                                                                            double l_2571_ = (l_2570_ * 1.401298464324817e-45L);
                                                                            l_mut_2512_ = l_2571_;
                                                                            double l_2572_ = abs(l_2568_);
                                                                            bool l_2573_ = (l_2572_ >= 1.1754943508222875e-38L);
                                                                            if (l_2573_) {
                                                                                float l_2574_ = float(l_2568_);
                                                                                double l_2575_ = double(l_2574_);
                                                                                l_mut_2512_ = l_2575_;
                                                                                double _e5141 = l_mut_2512_;
                                                                                bool l_2576_ = (_e5141 > l_2568_);
                                                                                if (l_2576_) {
                                                                                    uint l_2577_ = asuint(l_2574_);
                                                                                    uint l_2578_ = (l_2577_ ^ 2147483648u);
                                                                                    float l_2579_ = asfloat(l_2578_);
                                                                                    uint l_2580_ = asuint(l_2579_);
                                                                                    uint l_2581_ = (l_2580_ + 1u);
                                                                                    l_mut_443_ = l_2581_;
                                                                                    uint l_2582_ = (l_2580_ & 2147483647u);
                                                                                    bool l_2583_ = (l_2582_ == 0u);
                                                                                    if (l_2583_) {
                                                                                        l_mut_443_ = 1u;
                                                                                    } else {
                                                                                        uint l_2584_ = (l_2580_ & 2147483648u);
                                                                                        bool l_2585_ = (l_2584_ != 0u);
                                                                                        if (l_2585_) {
                                                                                            uint l_2586_ = (l_2580_ - 1u);
                                                                                            l_mut_443_ = l_2586_;
                                                                                        } else {
                                                                                            bool l_2587_ = (l_2580_ == 2139095040u);
                                                                                            if (l_2587_) {
                                                                                                l_mut_443_ = l_2580_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e5163 = l_mut_443_;
                                                                                    float l_2588_ = asfloat(_e5163);
                                                                                    uint l_2589_ = asuint(l_2588_);
                                                                                    uint l_2590_ = (l_2589_ ^ 2147483648u);
                                                                                    float l_2591_ = asfloat(l_2590_);
                                                                                    uint l_2592_ = asuint(l_2591_);
                                                                                    uint l_2593_ = (l_2592_ & 2147483647u);
                                                                                    float l_2594_ = asfloat(l_2593_);
                                                                                    double l_2595_ = double(l_2594_);
                                                                                    l_mut_47_ = l_2595_;
                                                                                    bool l_2596_ = (l_2593_ < 8388608u);
                                                                                    if (l_2596_) {
                                                                                        double l_2597_ = double(l_2593_);
                                                                                        double l_2598_ = (l_2597_ * 1.401298464324817e-45L);
                                                                                        l_mut_47_ = l_2598_;
                                                                                    }
                                                                                    double _e5179 = l_mut_47_;
                                                                                    uint64_t l_2599_ = _e5179;
                                                                                    uint l_2600_ = (l_2592_ >> 31u);
                                                                                    uint64_t l_2601_ = uint64_t(l_2600_);
                                                                                    uint64_t l_2602_ = (l_2601_ << uint(63uL));
                                                                                    uint64_t l_2603_ = (l_2599_ | l_2602_);
                                                                                    double l_2604_ = l_2603_;
                                                                                    l_mut_2512_ = l_2604_;
                                                                                } else {
                                                                                    uint l_2605_ = asuint(l_2574_);
                                                                                    uint l_2606_ = (l_2605_ + 1u);
                                                                                    l_mut_443_ = l_2606_;
                                                                                    uint l_2607_ = (l_2605_ & 2147483647u);
                                                                                    bool l_2608_ = (l_2607_ == 0u);
                                                                                    if (l_2608_) {
                                                                                        l_mut_443_ = 1u;
                                                                                    } else {
                                                                                        uint l_2609_ = (l_2605_ & 2147483648u);
                                                                                        bool l_2610_ = (l_2609_ != 0u);
                                                                                        if (l_2610_) {
                                                                                            uint l_2611_ = (l_2605_ - 1u);
                                                                                            l_mut_443_ = l_2611_;
                                                                                        } else {
                                                                                            bool l_2612_ = (l_2605_ == 2139095040u);
                                                                                            if (l_2612_) {
                                                                                                l_mut_443_ = l_2605_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e5206 = l_mut_443_;
                                                                                    float l_2613_ = asfloat(_e5206);
                                                                                    uint l_2614_ = asuint(l_2613_);
                                                                                    uint l_2615_ = (l_2614_ & 2147483647u);
                                                                                    float l_2616_ = asfloat(l_2615_);
                                                                                    double l_2617_ = double(l_2616_);
                                                                                    l_mut_47_ = l_2617_;
                                                                                    bool l_2618_ = (l_2615_ < 8388608u);
                                                                                    if (l_2618_) {
                                                                                        double l_2619_ = double(l_2615_);
                                                                                        double l_2620_ = (l_2619_ * 1.401298464324817e-45L);
                                                                                        l_mut_47_ = l_2620_;
                                                                                    }
                                                                                    double _e5218 = l_mut_47_;
                                                                                    uint64_t l_2621_ = _e5218;
                                                                                    uint l_2622_ = (l_2614_ >> 31u);
                                                                                    uint64_t l_2623_ = uint64_t(l_2622_);
                                                                                    uint64_t l_2624_ = (l_2623_ << uint(63uL));
                                                                                    uint64_t l_2625_ = (l_2621_ | l_2624_);
                                                                                    double l_2626_ = l_2625_;
                                                                                    bool l_2627_ = (l_2626_ <= l_2568_);
                                                                                    if (l_2627_) {
                                                                                        uint l_2628_ = asuint(l_2574_);
                                                                                        uint l_2629_ = (l_2628_ + 1u);
                                                                                        l_mut_443_ = l_2629_;
                                                                                        uint l_2630_ = (l_2628_ & 2147483647u);
                                                                                        bool l_2631_ = (l_2630_ == 0u);
                                                                                        if (l_2631_) {
                                                                                            l_mut_443_ = 1u;
                                                                                        } else {
                                                                                            uint l_2632_ = (l_2628_ & 2147483648u);
                                                                                            bool l_2633_ = (l_2632_ != 0u);
                                                                                            if (l_2633_) {
                                                                                                uint l_2634_ = (l_2628_ - 1u);
                                                                                                l_mut_443_ = l_2634_;
                                                                                            } else {
                                                                                                bool l_2635_ = (l_2628_ == 2139095040u);
                                                                                                if (l_2635_) {
                                                                                                    l_mut_443_ = l_2628_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e5246 = l_mut_443_;
                                                                                        float l_2636_ = asfloat(_e5246);
                                                                                        uint l_2637_ = asuint(l_2636_);
                                                                                        uint l_2638_ = (l_2637_ & 2147483647u);
                                                                                        float l_2639_ = asfloat(l_2638_);
                                                                                        double l_2640_ = double(l_2639_);
                                                                                        l_mut_47_ = l_2640_;
                                                                                        bool l_2641_ = (l_2638_ < 8388608u);
                                                                                        if (l_2641_) {
                                                                                            double l_2642_ = double(l_2638_);
                                                                                            double l_2643_ = (l_2642_ * 1.401298464324817e-45L);
                                                                                            l_mut_47_ = l_2643_;
                                                                                        }
                                                                                        double _e5258 = l_mut_47_;
                                                                                        uint64_t l_2644_ = _e5258;
                                                                                        uint l_2645_ = (l_2637_ >> 31u);
                                                                                        uint64_t l_2646_ = uint64_t(l_2645_);
                                                                                        uint64_t l_2647_ = (l_2646_ << uint(63uL));
                                                                                        uint64_t l_2648_ = (l_2644_ | l_2647_);
                                                                                        double l_2649_ = l_2648_;
                                                                                        l_mut_2512_ = l_2649_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e5269 = l_mut_2512_;
                                                                            double l_2650_ = -(_e5269);
                                                                            l_mut_2258_ = l_2650_;
                                                                        }
                                                                        l_mut_443_ = 0u;
                                                                        double _e5272 = l_mut_2002_;
                                                                        bool l_2651_ = (_e5272 <= 0.0L);
                                                                        double _e5275 = l_mut_2258_;
                                                                        bool l_2652_ = (_e5275 >= 0.0L);
                                                                        if (l_2651_) {
                                                                            local_82 = l_2652_;
                                                                        } else {
                                                                            local_82 = false;
                                                                        }
                                                                        bool l_2653_ = local_82;
                                                                        bool l_2654_ = !(l_2653_);
                                                                        if (l_2654_) {
                                                                            double _e5283 = l_mut_1663_;
                                                                            double _e5284 = l_mut_2002_;
                                                                            double l_2656_ = (_e5283 / _e5284);
                                                                            double _e5286 = l_mut_1663_;
                                                                            double _e5287 = l_mut_2258_;
                                                                            double l_2657_ = (_e5286 / _e5287);
                                                                            double _e5289 = l_mut_1748_;
                                                                            double _e5290 = l_mut_2002_;
                                                                            double l_2658_ = (_e5289 / _e5290);
                                                                            double _e5292 = l_mut_1748_;
                                                                            double _e5293 = l_mut_2258_;
                                                                            double l_2659_ = (_e5292 / _e5293);
                                                                            a_2655_[0] = l_2656_;
                                                                            a_2655_[1] = l_2656_;
                                                                            double l_2660_ = a_2655_[0];
                                                                            bool l_2661_ = (l_2657_ < l_2660_);
                                                                            if (l_2661_) {
                                                                                a_2655_[0] = l_2657_;
                                                                            }
                                                                            double l_2662_ = a_2655_[0];
                                                                            bool l_2663_ = (l_2658_ < l_2662_);
                                                                            if (l_2663_) {
                                                                                a_2655_[0] = l_2658_;
                                                                            }
                                                                            double l_2664_ = a_2655_[0];
                                                                            bool l_2665_ = (l_2659_ < l_2664_);
                                                                            if (l_2665_) {
                                                                                a_2655_[0] = l_2659_;
                                                                            }
                                                                            double l_2666_ = a_2655_[1];
                                                                            bool l_2667_ = (l_2657_ > l_2666_);
                                                                            if (l_2667_) {
                                                                                a_2655_[1] = l_2657_;
                                                                            }
                                                                            double l_2668_ = a_2655_[1];
                                                                            bool l_2669_ = (l_2658_ > l_2668_);
                                                                            if (l_2669_) {
                                                                                a_2655_[1] = l_2658_;
                                                                            }
                                                                            double l_2670_ = a_2655_[1];
                                                                            bool l_2671_ = (l_2659_ > l_2670_);
                                                                            if (l_2671_) {
                                                                                a_2655_[1] = l_2659_;
                                                                            }
                                                                            double l_2672_ = a_2655_[0];
                                                                            double l_2673_ = abs(l_2672_);
                                                                            double _e5324 = l_mut_57_;
                                                                            double l_2674_ = (l_2673_ * _e5324);
                                                                            double l_2675_ = a_2655_[1];
                                                                            double l_2676_ = abs(l_2675_);
                                                                            double _e5329 = l_mut_57_;
                                                                            double l_2677_ = (l_2676_ * _e5329);
                                                                            l_mut_443_ = 2u;
                                                                            double l_2678_ = a_2655_[0];
                                                                            double l_2679_ = (l_2678_ - l_2674_);
                                                                            double l_2680_ = abs(l_2679_);
                                                                            l_mut_2512_ = 1.401298464324817e-45L;
                                                                            bool l_2681_ = (l_2680_ >= 1.1754943508222875e-38L);
                                                                            bool l_2682_ = (l_2680_ <= 1.7976931348623157e308L);
                                                                            if (l_2681_) {
                                                                                local_83 = l_2682_;
                                                                            } else {
                                                                                local_83 = false;
                                                                            }
                                                                            bool l_2683_ = local_83;
                                                                            if (l_2683_) {
                                                                                uint64_t l_2684_ = l_2680_;
                                                                                uint64_t l_2685_ = (l_2684_ >> uint(52uL));
                                                                                uint64_t l_2686_ = (l_2685_ - 23uL);
                                                                                uint64_t l_2687_ = (l_2686_ << uint(52uL));
                                                                                double l_2688_ = l_2687_;
                                                                                l_mut_2512_ = l_2688_;
                                                                            }
                                                                            double l_2689_ = (l_2678_ + l_2674_);
                                                                            double l_2690_ = abs(l_2689_);
                                                                            l_mut_2258_ = 1.401298464324817e-45L;
                                                                            bool l_2691_ = (l_2690_ >= 1.1754943508222875e-38L);
                                                                            bool l_2692_ = (l_2690_ <= 1.7976931348623157e308L);
                                                                            if (l_2691_) {
                                                                                local_84 = l_2692_;
                                                                            } else {
                                                                                local_84 = false;
                                                                            }
                                                                            bool l_2693_ = local_84;
                                                                            if (l_2693_) {
                                                                                uint64_t l_2694_ = l_2690_;
                                                                                uint64_t l_2695_ = (l_2694_ >> uint(52uL));
                                                                                uint64_t l_2696_ = (l_2695_ - 23uL);
                                                                                uint64_t l_2697_ = (l_2696_ << uint(52uL));
                                                                                double l_2698_ = l_2697_;
                                                                                l_mut_2258_ = l_2698_;
                                                                            }
                                                                            double _e5380 = l_mut_2512_;
                                                                            double _e5381 = l_mut_2258_;
                                                                            bool l_2699_ = (_e5380 == _e5381);
                                                                            double l_2700_ = a_2655_[1];
                                                                            double l_2701_ = (l_2700_ - l_2677_);
                                                                            double l_2702_ = abs(l_2701_);
                                                                            l_mut_2512_ = 1.401298464324817e-45L;
                                                                            bool l_2703_ = (l_2702_ >= 1.1754943508222875e-38L);
                                                                            bool l_2704_ = (l_2702_ <= 1.7976931348623157e308L);
                                                                            if (l_2703_) {
                                                                                local_85 = l_2704_;
                                                                            } else {
                                                                                local_85 = false;
                                                                            }
                                                                            bool l_2705_ = local_85;
                                                                            if (l_2705_) {
                                                                                uint64_t l_2706_ = l_2702_;
                                                                                uint64_t l_2707_ = (l_2706_ >> uint(52uL));
                                                                                uint64_t l_2708_ = (l_2707_ - 23uL);
                                                                                uint64_t l_2709_ = (l_2708_ << uint(52uL));
                                                                                double l_2710_ = l_2709_;
                                                                                l_mut_2512_ = l_2710_;
                                                                            }
                                                                            double l_2711_ = (l_2700_ + l_2677_);
                                                                            double l_2712_ = abs(l_2711_);
                                                                            l_mut_2258_ = 1.401298464324817e-45L;
                                                                            bool l_2713_ = (l_2712_ >= 1.1754943508222875e-38L);
                                                                            bool l_2714_ = (l_2712_ <= 1.7976931348623157e308L);
                                                                            if (l_2713_) {
                                                                                local_86 = l_2714_;
                                                                            } else {
                                                                                local_86 = false;
                                                                            }
                                                                            bool l_2715_ = local_86;
                                                                            if (l_2715_) {
                                                                                uint64_t l_2716_ = l_2712_;
                                                                                uint64_t l_2717_ = (l_2716_ >> uint(52uL));
                                                                                uint64_t l_2718_ = (l_2717_ - 23uL);
                                                                                uint64_t l_2719_ = (l_2718_ << uint(52uL));
                                                                                double l_2720_ = l_2719_;
                                                                                l_mut_2258_ = l_2720_;
                                                                            }
                                                                            double _e5431 = l_mut_2512_;
                                                                            double _e5432 = l_mut_2258_;
                                                                            bool l_2721_ = (_e5431 == _e5432);
                                                                            if (l_2699_) {
                                                                                local_87 = l_2721_;
                                                                            } else {
                                                                                local_87 = false;
                                                                            }
                                                                            bool l_2722_ = local_87;
                                                                            if (l_2722_) {
                                                                                double l_2723_ = a_2655_[0];
                                                                                double l_2724_ = a_2655_[0];
                                                                                double l_2725_ = abs(l_2724_);
                                                                                l_mut_2512_ = 1.401298464324817e-45L;
                                                                                bool l_2726_ = (l_2725_ >= 1.1754943508222875e-38L);
                                                                                bool l_2727_ = (l_2725_ <= 1.7976931348623157e308L);
                                                                                if (l_2726_) {
                                                                                    local_88 = l_2727_;
                                                                                } else {
                                                                                    local_88 = false;
                                                                                }
                                                                                bool l_2728_ = local_88;
                                                                                if (l_2728_) {
                                                                                    uint64_t l_2729_ = l_2725_;
                                                                                    uint64_t l_2730_ = (l_2729_ >> uint(52uL));
                                                                                    uint64_t l_2731_ = (l_2730_ - 23uL);
                                                                                    uint64_t l_2732_ = (l_2731_ << uint(52uL));
                                                                                    double l_2733_ = l_2732_;
                                                                                    l_mut_2512_ = l_2733_;
                                                                                }
                                                                                double _e5464 = l_mut_2512_;
                                                                                double l_2734_ = (l_418_ * _e5464);
                                                                                double l_2735_ = (l_2723_ - l_2734_);
                                                                                double l_2736_ = a_2655_[1];
                                                                                double l_2737_ = a_2655_[1];
                                                                                double l_2738_ = abs(l_2737_);
                                                                                l_mut_2512_ = 1.401298464324817e-45L;
                                                                                bool l_2739_ = (l_2738_ >= 1.1754943508222875e-38L);
                                                                                bool l_2740_ = (l_2738_ <= 1.7976931348623157e308L);
                                                                                if (l_2739_) {
                                                                                    local_89 = l_2740_;
                                                                                } else {
                                                                                    local_89 = false;
                                                                                }
                                                                                bool l_2741_ = local_89;
                                                                                if (l_2741_) {
                                                                                    uint64_t l_2742_ = l_2738_;
                                                                                    uint64_t l_2743_ = (l_2742_ >> uint(52uL));
                                                                                    uint64_t l_2744_ = (l_2743_ - 23uL);
                                                                                    uint64_t l_2745_ = (l_2744_ << uint(52uL));
                                                                                    double l_2746_ = l_2745_;
                                                                                    l_mut_2512_ = l_2746_;
                                                                                }
                                                                                double _e5493 = l_mut_2512_;
                                                                                double l_2747_ = (l_418_ * _e5493);
                                                                                double l_2748_ = (l_2736_ + l_2747_);
                                                                                float _e5496 = l_mut_25_;
                                                                                uint l_2749_ = asuint(_e5496);
                                                                                uint l_2750_ = (l_2749_ & 2147483647u);
                                                                                float l_2751_ = asfloat(l_2750_);
                                                                                double l_2752_ = double(l_2751_);
                                                                                l_mut_2512_ = l_2752_;
                                                                                bool l_2753_ = (l_2750_ < 8388608u);
                                                                                if (l_2753_) {
                                                                                    double l_2754_ = double(l_2750_);
                                                                                    double l_2755_ = (l_2754_ * 1.401298464324817e-45L);
                                                                                    l_mut_2512_ = l_2755_;
                                                                                }
                                                                                double _e5507 = l_mut_2512_;
                                                                                uint64_t l_2756_ = _e5507;
                                                                                uint l_2757_ = (l_2749_ >> 31u);
                                                                                uint64_t l_2758_ = uint64_t(l_2757_);
                                                                                uint64_t l_2759_ = (l_2758_ << uint(63uL));
                                                                                uint64_t l_2760_ = (l_2756_ | l_2759_);
                                                                                double l_2761_ = l_2760_;
                                                                                float _e5518 = l_mut_25_;
                                                                                uint l_2762_ = asuint(_e5518);
                                                                                uint l_2763_ = (l_2762_ + 1u);
                                                                                l_mut_2764_ = l_2763_;
                                                                                uint l_2765_ = (l_2762_ & 2147483647u);
                                                                                bool l_2766_ = (l_2765_ == 0u);
                                                                                if (l_2766_) {
                                                                                    l_mut_2764_ = 1u;
                                                                                } else {
                                                                                    uint l_2767_ = (l_2762_ & 2147483648u);
                                                                                    bool l_2768_ = (l_2767_ != 0u);
                                                                                    if (l_2768_) {
                                                                                        uint l_2769_ = (l_2762_ - 1u);
                                                                                        l_mut_2764_ = l_2769_;
                                                                                    } else {
                                                                                        bool l_2770_ = (l_2762_ == 2139095040u);
                                                                                        if (l_2770_) {
                                                                                            l_mut_2764_ = l_2762_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e5535 = l_mut_2764_;
                                                                                float l_2771_ = asfloat(_e5535);
                                                                                uint l_2772_ = asuint(l_2771_);
                                                                                uint l_2773_ = (l_2772_ & 2147483647u);
                                                                                float l_2774_ = asfloat(l_2773_);
                                                                                double l_2775_ = double(l_2774_);
                                                                                l_mut_2512_ = l_2775_;
                                                                                bool l_2776_ = (l_2773_ < 8388608u);
                                                                                if (l_2776_) {
                                                                                    double l_2777_ = double(l_2773_);
                                                                                    double l_2778_ = (l_2777_ * 1.401298464324817e-45L);
                                                                                    l_mut_2512_ = l_2778_;
                                                                                }
                                                                                double _e5547 = l_mut_2512_;
                                                                                uint64_t l_2779_ = _e5547;
                                                                                uint l_2780_ = (l_2772_ >> 31u);
                                                                                uint64_t l_2781_ = uint64_t(l_2780_);
                                                                                uint64_t l_2782_ = (l_2781_ << uint(63uL));
                                                                                uint64_t l_2783_ = (l_2779_ | l_2782_);
                                                                                double l_2784_ = l_2783_;
                                                                                float _e5558 = l_mut_25_;
                                                                                uint l_2785_ = asuint(_e5558);
                                                                                uint l_2786_ = (l_2785_ ^ 2147483648u);
                                                                                float l_2787_ = asfloat(l_2786_);
                                                                                uint l_2788_ = asuint(l_2787_);
                                                                                uint l_2789_ = (l_2788_ + 1u);
                                                                                l_mut_2764_ = l_2789_;
                                                                                uint l_2790_ = (l_2788_ & 2147483647u);
                                                                                bool l_2791_ = (l_2790_ == 0u);
                                                                                if (l_2791_) {
                                                                                    l_mut_2764_ = 1u;
                                                                                } else {
                                                                                    uint l_2792_ = (l_2788_ & 2147483648u);
                                                                                    bool l_2793_ = (l_2792_ != 0u);
                                                                                    if (l_2793_) {
                                                                                        uint l_2794_ = (l_2788_ - 1u);
                                                                                        l_mut_2764_ = l_2794_;
                                                                                    } else {
                                                                                        bool l_2795_ = (l_2788_ == 2139095040u);
                                                                                        if (l_2795_) {
                                                                                            l_mut_2764_ = l_2788_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e5579 = l_mut_2764_;
                                                                                float l_2796_ = asfloat(_e5579);
                                                                                uint l_2797_ = asuint(l_2796_);
                                                                                uint l_2798_ = (l_2797_ ^ 2147483648u);
                                                                                float l_2799_ = asfloat(l_2798_);
                                                                                uint l_2800_ = asuint(l_2799_);
                                                                                uint l_2801_ = (l_2800_ & 2147483647u);
                                                                                float l_2802_ = asfloat(l_2801_);
                                                                                double l_2803_ = double(l_2802_);
                                                                                l_mut_2512_ = l_2803_;
                                                                                bool l_2804_ = (l_2801_ < 8388608u);
                                                                                if (l_2804_) {
                                                                                    double l_2805_ = double(l_2801_);
                                                                                    double l_2806_ = (l_2805_ * 1.401298464324817e-45L);
                                                                                    l_mut_2512_ = l_2806_;
                                                                                }
                                                                                double _e5595 = l_mut_2512_;
                                                                                uint64_t l_2807_ = _e5595;
                                                                                uint l_2808_ = (l_2800_ >> 31u);
                                                                                uint64_t l_2809_ = uint64_t(l_2808_);
                                                                                uint64_t l_2810_ = (l_2809_ << uint(63uL));
                                                                                uint64_t l_2811_ = (l_2807_ | l_2810_);
                                                                                double l_2812_ = l_2811_;
                                                                                double l_2813_ = (l_2735_ + l_2674_);
                                                                                bool l_2814_ = (l_2813_ <= l_2761_);
                                                                                l_mut_544_ = l_2814_;
                                                                                double l_2815_ = (l_2735_ - l_2674_);
                                                                                bool l_2816_ = (l_2815_ > l_2761_);
                                                                                l_mut_541_ = l_2816_;
                                                                                double l_2817_ = (l_2748_ - l_2677_);
                                                                                bool l_2818_ = (l_2817_ >= l_2761_);
                                                                                l_mut_538_ = l_2818_;
                                                                                double l_2819_ = (l_2748_ + l_2677_);
                                                                                bool l_2820_ = (l_2819_ < l_2761_);
                                                                                l_mut_535_ = l_2820_;
                                                                                double l_2821_ = (l_2735_ + l_2674_);
                                                                                bool l_2822_ = (l_2821_ < l_2784_);
                                                                                l_mut_544_ = l_2822_;
                                                                                double l_2823_ = (l_2735_ - l_2674_);
                                                                                bool l_2824_ = (l_2823_ >= l_2784_);
                                                                                l_mut_541_ = l_2824_;
                                                                                double l_2825_ = (l_2748_ - l_2677_);
                                                                                bool l_2826_ = (l_2825_ > l_2812_);
                                                                                l_mut_538_ = l_2826_;
                                                                                double l_2827_ = (l_2748_ + l_2677_);
                                                                                bool l_2828_ = (l_2827_ <= l_2812_);
                                                                                l_mut_535_ = l_2828_;
                                                                                l_mut_2764_ = 2u;
                                                                                bool _e5623 = l_mut_541_;
                                                                                if (!(_e5623)) {
                                                                                    bool _e5627 = l_mut_535_;
                                                                                    local_90 = _e5627;
                                                                                } else {
                                                                                    local_90 = true;
                                                                                }
                                                                                bool l_2829_ = local_90;
                                                                                if (l_2829_) {
                                                                                    l_mut_2764_ = 1u;
                                                                                } else {
                                                                                    bool _e5631 = l_mut_544_;
                                                                                    if (_e5631) {
                                                                                        bool _e5634 = l_mut_538_;
                                                                                        local_91 = _e5634;
                                                                                    } else {
                                                                                        local_91 = false;
                                                                                    }
                                                                                    bool l_2830_ = local_91;
                                                                                    if (l_2830_) {
                                                                                        l_mut_2764_ = 0u;
                                                                                    }
                                                                                }
                                                                                float _e5638 = l_mut_25_;
                                                                                uint l_2831_ = asuint(_e5638);
                                                                                uint l_2832_ = (l_2831_ & 2147483647u);
                                                                                bool l_2833_ = (l_2832_ == 0u);
                                                                                if (l_2833_) {
                                                                                    double l_2834_ = (l_2735_ + l_2674_);
                                                                                    bool l_2835_ = (l_2834_ < 1.1754943508222875e-38L);
                                                                                    double l_2836_ = (l_2748_ - l_2677_);
                                                                                    bool l_2837_ = (l_2836_ > -1.1754943508222875e-38L);
                                                                                    if (l_2835_) {
                                                                                        local_92 = l_2837_;
                                                                                    } else {
                                                                                        local_92 = false;
                                                                                    }
                                                                                    bool l_2838_ = local_92;
                                                                                    double l_2839_ = (l_2735_ - l_2674_);
                                                                                    bool l_2840_ = (l_2839_ < 1.1754943508222875e-38L);
                                                                                    double l_2841_ = (l_2748_ + l_2677_);
                                                                                    bool l_2842_ = (l_2841_ > -1.1754943508222875e-38L);
                                                                                    if (l_2840_) {
                                                                                        local_93 = l_2842_;
                                                                                    } else {
                                                                                        local_93 = false;
                                                                                    }
                                                                                    bool l_2843_ = local_93;
                                                                                    if (l_2838_) {
                                                                                        l_mut_2764_ = 0u;
                                                                                    } else {
                                                                                        uint _e5665 = l_mut_2764_;
                                                                                        bool l_2844_ = (_e5665 == 1u);
                                                                                        if (l_2843_) {
                                                                                            local_94 = l_2844_;
                                                                                        } else {
                                                                                            local_94 = false;
                                                                                        }
                                                                                        bool l_2845_ = local_94;
                                                                                        if (l_2845_) {
                                                                                            l_mut_2764_ = 2u;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e5673 = l_mut_2764_;
                                                                                l_mut_443_ = _e5673;
                                                                            }
                                                                        }
                                                                        double _e5674 = l_mut_251_;
                                                                        double l_2846_ = (_e5674 - l_415_);
                                                                        double l_2847_ = abs(l_2846_);
                                                                        double l_2848_ = (l_2847_ * 2.220446049250313e-16L);
                                                                        double l_2849_ = (l_1627_ + l_2848_);
                                                                        double l_2850_ = (l_2846_ + l_2849_);
                                                                        double l_2851_ = -(l_2850_);
                                                                        double l_2852_ = (l_2851_ * 7.1362384635298e44L);
                                                                        double l_2853_ = floor(l_2852_);
                                                                        double l_2854_ = (l_2853_ * 1.401298464324817e-45L);
                                                                        l_mut_2512_ = l_2854_;
                                                                        double l_2855_ = abs(l_2851_);
                                                                        bool l_2856_ = (l_2855_ >= 1.1754943508222875e-38L);
                                                                        if (l_2856_) {
                                                                            float l_2857_ = float(l_2851_);
                                                                            double l_2858_ = double(l_2857_);
                                                                            l_mut_2512_ = l_2858_;
                                                                            double _e5692 = l_mut_2512_;
                                                                            bool l_2859_ = (_e5692 > l_2851_);
                                                                            if (l_2859_) {
                                                                                uint l_2860_ = asuint(l_2857_);
                                                                                uint l_2861_ = (l_2860_ ^ 2147483648u);
                                                                                float l_2862_ = asfloat(l_2861_);
                                                                                uint l_2863_ = asuint(l_2862_);
                                                                                uint l_2864_ = (l_2863_ + 1u);
                                                                                l_mut_2764_ = l_2864_;
                                                                                uint l_2865_ = (l_2863_ & 2147483647u);
                                                                                bool l_2866_ = (l_2865_ == 0u);
                                                                                if (l_2866_) {
                                                                                    l_mut_2764_ = 1u;
                                                                                } else {
                                                                                    uint l_2867_ = (l_2863_ & 2147483648u);
                                                                                    bool l_2868_ = (l_2867_ != 0u);
                                                                                    if (l_2868_) {
                                                                                        uint l_2869_ = (l_2863_ - 1u);
                                                                                        l_mut_2764_ = l_2869_;
                                                                                    } else {
                                                                                        bool l_2870_ = (l_2863_ == 2139095040u);
                                                                                        if (l_2870_) {
                                                                                            l_mut_2764_ = l_2863_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e5714 = l_mut_2764_;
                                                                                float l_2871_ = asfloat(_e5714);
                                                                                uint l_2872_ = asuint(l_2871_);
                                                                                uint l_2873_ = (l_2872_ ^ 2147483648u);
                                                                                float l_2874_ = asfloat(l_2873_);
                                                                                uint l_2875_ = asuint(l_2874_);
                                                                                uint l_2876_ = (l_2875_ & 2147483647u);
                                                                                float l_2877_ = asfloat(l_2876_);
                                                                                double l_2878_ = double(l_2877_);
                                                                                l_mut_2258_ = l_2878_;
                                                                                bool l_2879_ = (l_2876_ < 8388608u);
                                                                                if (l_2879_) {
                                                                                    double l_2880_ = double(l_2876_);
                                                                                    double l_2881_ = (l_2880_ * 1.401298464324817e-45L);
                                                                                    l_mut_2258_ = l_2881_;
                                                                                }
                                                                                double _e5730 = l_mut_2258_;
                                                                                uint64_t l_2882_ = _e5730;
                                                                                uint l_2883_ = (l_2875_ >> 31u);
                                                                                uint64_t l_2884_ = uint64_t(l_2883_);
                                                                                uint64_t l_2885_ = (l_2884_ << uint(63uL));
                                                                                uint64_t l_2886_ = (l_2882_ | l_2885_);
                                                                                double l_2887_ = l_2886_;
                                                                                l_mut_2512_ = l_2887_;
                                                                            } else {
                                                                                uint l_2888_ = asuint(l_2857_);
                                                                                uint l_2889_ = (l_2888_ + 1u);
                                                                                l_mut_2764_ = l_2889_;
                                                                                uint l_2890_ = (l_2888_ & 2147483647u);
                                                                                bool l_2891_ = (l_2890_ == 0u);
                                                                                if (l_2891_) {
                                                                                    l_mut_2764_ = 1u;
                                                                                } else {
                                                                                    uint l_2892_ = (l_2888_ & 2147483648u);
                                                                                    bool l_2893_ = (l_2892_ != 0u);
                                                                                    if (l_2893_) {
                                                                                        uint l_2894_ = (l_2888_ - 1u);
                                                                                        l_mut_2764_ = l_2894_;
                                                                                    } else {
                                                                                        bool l_2895_ = (l_2888_ == 2139095040u);
                                                                                        if (l_2895_) {
                                                                                            l_mut_2764_ = l_2888_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e5757 = l_mut_2764_;
                                                                                float l_2896_ = asfloat(_e5757);
                                                                                uint l_2897_ = asuint(l_2896_);
                                                                                uint l_2898_ = (l_2897_ & 2147483647u);
                                                                                float l_2899_ = asfloat(l_2898_);
                                                                                double l_2900_ = double(l_2899_);
                                                                                l_mut_2258_ = l_2900_;
                                                                                bool l_2901_ = (l_2898_ < 8388608u);
                                                                                if (l_2901_) {
                                                                                    double l_2902_ = double(l_2898_);
                                                                                    double l_2903_ = (l_2902_ * 1.401298464324817e-45L);
                                                                                    l_mut_2258_ = l_2903_;
                                                                                }
                                                                                double _e5769 = l_mut_2258_;
                                                                                uint64_t l_2904_ = _e5769;
                                                                                uint l_2905_ = (l_2897_ >> 31u);
                                                                                uint64_t l_2906_ = uint64_t(l_2905_);
                                                                                uint64_t l_2907_ = (l_2906_ << uint(63uL));
                                                                                uint64_t l_2908_ = (l_2904_ | l_2907_);
                                                                                double l_2909_ = l_2908_;
                                                                                bool l_2910_ = (l_2909_ <= l_2851_);
                                                                                if (l_2910_) {
                                                                                    uint l_2911_ = asuint(l_2857_);
                                                                                    uint l_2912_ = (l_2911_ + 1u);
                                                                                    l_mut_2764_ = l_2912_;
                                                                                    uint l_2913_ = (l_2911_ & 2147483647u);
                                                                                    bool l_2914_ = (l_2913_ == 0u);
                                                                                    if (l_2914_) {
                                                                                        l_mut_2764_ = 1u;
                                                                                    } else {
                                                                                        uint l_2915_ = (l_2911_ & 2147483648u);
                                                                                        bool l_2916_ = (l_2915_ != 0u);
                                                                                        if (l_2916_) {
                                                                                            uint l_2917_ = (l_2911_ - 1u);
                                                                                            l_mut_2764_ = l_2917_;
                                                                                        } else {
                                                                                            bool l_2918_ = (l_2911_ == 2139095040u);
                                                                                            if (l_2918_) {
                                                                                                l_mut_2764_ = l_2911_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e5797 = l_mut_2764_;
                                                                                    float l_2919_ = asfloat(_e5797);
                                                                                    uint l_2920_ = asuint(l_2919_);
                                                                                    uint l_2921_ = (l_2920_ & 2147483647u);
                                                                                    float l_2922_ = asfloat(l_2921_);
                                                                                    double l_2923_ = double(l_2922_);
                                                                                    l_mut_2258_ = l_2923_;
                                                                                    bool l_2924_ = (l_2921_ < 8388608u);
                                                                                    if (l_2924_) {
                                                                                        double l_2925_ = double(l_2921_);
                                                                                        double l_2926_ = (l_2925_ * 1.401298464324817e-45L);
                                                                                        l_mut_2258_ = l_2926_;
                                                                                    }
                                                                                    double _e5809 = l_mut_2258_;
                                                                                    uint64_t l_2927_ = _e5809;
                                                                                    uint l_2928_ = (l_2920_ >> 31u);
                                                                                    uint64_t l_2929_ = uint64_t(l_2928_);
                                                                                    uint64_t l_2930_ = (l_2929_ << uint(63uL));
                                                                                    uint64_t l_2931_ = (l_2927_ | l_2930_);
                                                                                    double l_2932_ = l_2931_;
                                                                                    l_mut_2512_ = l_2932_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e5820 = l_mut_2512_;
                                                                        double l_2933_ = -(_e5820);
                                                                        l_mut_2512_ = l_2933_;
                                                                        if (true) {
                                                                            local_95 = false;
                                                                        } else {
                                                                            local_95 = false;
                                                                        }
                                                                        bool l_2934_ = local_95;
                                                                        if (l_2934_) {
                                                                            double l_2935_ = (l_2846_ + l_2849_);
                                                                            double l_2936_ = (l_2935_ * 7.1362384635298e44L);
                                                                            double l_2937_ = floor(l_2936_);
                                                                            double l_2938_ = (l_2937_ * 1.401298464324817e-45L);
                                                                            l_mut_2258_ = l_2938_;
                                                                            double l_2939_ = abs(l_2935_);
                                                                            bool l_2940_ = (l_2939_ >= 1.1754943508222875e-38L);
                                                                            if (l_2940_) {
                                                                                float l_2941_ = float(l_2935_);
                                                                                double l_2942_ = double(l_2941_);
                                                                                l_mut_2258_ = l_2942_;
                                                                                double _e5839 = l_mut_2258_;
                                                                                bool l_2943_ = (_e5839 > l_2935_);
                                                                                if (l_2943_) {
                                                                                    uint l_2944_ = asuint(l_2941_);
                                                                                    uint l_2945_ = (l_2944_ ^ 2147483648u);
                                                                                    float l_2946_ = asfloat(l_2945_);
                                                                                    uint l_2947_ = asuint(l_2946_);
                                                                                    uint l_2948_ = (l_2947_ + 1u);
                                                                                    l_mut_2764_ = l_2948_;
                                                                                    uint l_2949_ = (l_2947_ & 2147483647u);
                                                                                    bool l_2950_ = (l_2949_ == 0u);
                                                                                    if (l_2950_) {
                                                                                        l_mut_2764_ = 1u;
                                                                                    } else {
                                                                                        uint l_2951_ = (l_2947_ & 2147483648u);
                                                                                        bool l_2952_ = (l_2951_ != 0u);
                                                                                        if (l_2952_) {
                                                                                            uint l_2953_ = (l_2947_ - 1u);
                                                                                            l_mut_2764_ = l_2953_;
                                                                                        } else {
                                                                                            bool l_2954_ = (l_2947_ == 2139095040u);
                                                                                            if (l_2954_) {
                                                                                                l_mut_2764_ = l_2947_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e5861 = l_mut_2764_;
                                                                                    float l_2955_ = asfloat(_e5861);
                                                                                    uint l_2956_ = asuint(l_2955_);
                                                                                    uint l_2957_ = (l_2956_ ^ 2147483648u);
                                                                                    float l_2958_ = asfloat(l_2957_);
                                                                                    uint l_2959_ = asuint(l_2958_);
                                                                                    uint l_2960_ = (l_2959_ & 2147483647u);
                                                                                    float l_2961_ = asfloat(l_2960_);
                                                                                    double l_2962_ = double(l_2961_);
                                                                                    l_mut_2002_ = l_2962_;
                                                                                    bool l_2963_ = (l_2960_ < 8388608u);
                                                                                    if (l_2963_) {
                                                                                        double l_2964_ = double(l_2960_);
                                                                                        double l_2965_ = (l_2964_ * 1.401298464324817e-45L);
                                                                                        l_mut_2002_ = l_2965_;
                                                                                    }
                                                                                    double _e5877 = l_mut_2002_;
                                                                                    uint64_t l_2966_ = _e5877;
                                                                                    uint l_2967_ = (l_2959_ >> 31u);
                                                                                    uint64_t l_2968_ = uint64_t(l_2967_);
                                                                                    uint64_t l_2969_ = (l_2968_ << uint(63uL));
                                                                                    uint64_t l_2970_ = (l_2966_ | l_2969_);
                                                                                    double l_2971_ = l_2970_;
                                                                                    l_mut_2258_ = l_2971_;
                                                                                } else {
                                                                                    uint l_2972_ = asuint(l_2941_);
                                                                                    uint l_2973_ = (l_2972_ + 1u);
                                                                                    l_mut_2764_ = l_2973_;
                                                                                    uint l_2974_ = (l_2972_ & 2147483647u);
                                                                                    bool l_2975_ = (l_2974_ == 0u);
                                                                                    if (l_2975_) {
                                                                                        l_mut_2764_ = 1u;
                                                                                    } else {
                                                                                        uint l_2976_ = (l_2972_ & 2147483648u);
                                                                                        bool l_2977_ = (l_2976_ != 0u);
                                                                                        if (l_2977_) {
                                                                                            uint l_2978_ = (l_2972_ - 1u);
                                                                                            l_mut_2764_ = l_2978_;
                                                                                        } else {
                                                                                            bool l_2979_ = (l_2972_ == 2139095040u);
                                                                                            if (l_2979_) {
                                                                                                l_mut_2764_ = l_2972_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e5904 = l_mut_2764_;
                                                                                    float l_2980_ = asfloat(_e5904);
                                                                                    uint l_2981_ = asuint(l_2980_);
                                                                                    uint l_2982_ = (l_2981_ & 2147483647u);
                                                                                    float l_2983_ = asfloat(l_2982_);
                                                                                    double l_2984_ = double(l_2983_);
                                                                                    l_mut_2002_ = l_2984_;
                                                                                    bool l_2985_ = (l_2982_ < 8388608u);
                                                                                    if (l_2985_) {
                                                                                        double l_2986_ = double(l_2982_);
                                                                                        double l_2987_ = (l_2986_ * 1.401298464324817e-45L);
                                                                                        l_mut_2002_ = l_2987_;
                                                                                    }
                                                                                    double _e5916 = l_mut_2002_;
                                                                                    uint64_t l_2988_ = _e5916;
                                                                                    uint l_2989_ = (l_2981_ >> 31u);
                                                                                    uint64_t l_2990_ = uint64_t(l_2989_);
                                                                                    uint64_t l_2991_ = (l_2990_ << uint(63uL));
                                                                                    uint64_t l_2992_ = (l_2988_ | l_2991_);
                                                                                    double l_2993_ = l_2992_;
                                                                                    bool l_2994_ = (l_2993_ <= l_2935_);
                                                                                    if (l_2994_) {
                                                                                        uint l_2995_ = asuint(l_2941_);
                                                                                        uint l_2996_ = (l_2995_ + 1u);
                                                                                        l_mut_2764_ = l_2996_;
                                                                                        uint l_2997_ = (l_2995_ & 2147483647u);
                                                                                        bool l_2998_ = (l_2997_ == 0u);
                                                                                        if (l_2998_) {
                                                                                            l_mut_2764_ = 1u;
                                                                                        } else {
                                                                                            uint l_2999_ = (l_2995_ & 2147483648u);
                                                                                            bool l_3000_ = (l_2999_ != 0u);
                                                                                            if (l_3000_) {
                                                                                                uint l_3001_ = (l_2995_ - 1u);
                                                                                                l_mut_2764_ = l_3001_;
                                                                                            } else {
                                                                                                bool l_3002_ = (l_2995_ == 2139095040u);
                                                                                                if (l_3002_) {
                                                                                                    l_mut_2764_ = l_2995_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e5944 = l_mut_2764_;
                                                                                        float l_3003_ = asfloat(_e5944);
                                                                                        uint l_3004_ = asuint(l_3003_);
                                                                                        uint l_3005_ = (l_3004_ & 2147483647u);
                                                                                        float l_3006_ = asfloat(l_3005_);
                                                                                        double l_3007_ = double(l_3006_);
                                                                                        l_mut_2002_ = l_3007_;
                                                                                        bool l_3008_ = (l_3005_ < 8388608u);
                                                                                        if (l_3008_) {
                                                                                            double l_3009_ = double(l_3005_);
                                                                                            double l_3010_ = (l_3009_ * 1.401298464324817e-45L);
                                                                                            l_mut_2002_ = l_3010_;
                                                                                        }
                                                                                        double _e5956 = l_mut_2002_;
                                                                                        uint64_t l_3011_ = _e5956;
                                                                                        uint l_3012_ = (l_3004_ >> 31u);
                                                                                        uint64_t l_3013_ = uint64_t(l_3012_);
                                                                                        uint64_t l_3014_ = (l_3013_ << uint(63uL));
                                                                                        uint64_t l_3015_ = (l_3011_ | l_3014_);
                                                                                        double l_3016_ = l_3015_;
                                                                                        l_mut_2258_ = l_3016_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e5967 = l_mut_2258_;
                                                                            l_mut_2512_ = _e5967;
                                                                        } else {
                                                                            double l_3017_ = (l_2846_ - l_2849_);
                                                                            double l_3018_ = (l_3017_ * 7.1362384635298e44L);
                                                                            double l_3019_ = floor(l_3018_);
                                                                            double l_3020_ = (l_3019_ * 1.401298464324817e-45L);
                                                                            l_mut_2258_ = l_3020_;
                                                                            double l_3021_ = abs(l_3017_);
                                                                            bool l_3022_ = (l_3021_ >= 1.1754943508222875e-38L);
                                                                            if (l_3022_) {
                                                                                float l_3023_ = float(l_3017_);
                                                                                double l_3024_ = double(l_3023_);
                                                                                l_mut_2258_ = l_3024_;
                                                                                double _e5979 = l_mut_2258_;
                                                                                bool l_3025_ = (_e5979 > l_3017_);
                                                                                if (l_3025_) {
                                                                                    uint l_3026_ = asuint(l_3023_);
                                                                                    uint l_3027_ = (l_3026_ ^ 2147483648u);
                                                                                    float l_3028_ = asfloat(l_3027_);
                                                                                    uint l_3029_ = asuint(l_3028_);
                                                                                    uint l_3030_ = (l_3029_ + 1u);
                                                                                    l_mut_2764_ = l_3030_;
                                                                                    uint l_3031_ = (l_3029_ & 2147483647u);
                                                                                    bool l_3032_ = (l_3031_ == 0u);
                                                                                    if (l_3032_) {
                                                                                        l_mut_2764_ = 1u;
                                                                                    } else {
                                                                                        uint l_3033_ = (l_3029_ & 2147483648u);
                                                                                        bool l_3034_ = (l_3033_ != 0u);
                                                                                        if (l_3034_) {
                                                                                            uint l_3035_ = (l_3029_ - 1u);
                                                                                            l_mut_2764_ = l_3035_;
                                                                                        } else {
                                                                                            bool l_3036_ = (l_3029_ == 2139095040u);
                                                                                            if (l_3036_) {
                                                                                                l_mut_2764_ = l_3029_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e6001 = l_mut_2764_;
                                                                                    float l_3037_ = asfloat(_e6001);
                                                                                    uint l_3038_ = asuint(l_3037_);
                                                                                    uint l_3039_ = (l_3038_ ^ 2147483648u);
                                                                                    float l_3040_ = asfloat(l_3039_);
                                                                                    uint l_3041_ = asuint(l_3040_);
                                                                                    uint l_3042_ = (l_3041_ & 2147483647u);
                                                                                    float l_3043_ = asfloat(l_3042_);
                                                                                    double l_3044_ = double(l_3043_);
                                                                                    l_mut_2002_ = l_3044_;
                                                                                    bool l_3045_ = (l_3042_ < 8388608u);
                                                                                    if (l_3045_) {
                                                                                        double l_3046_ = double(l_3042_);
                                                                                        double l_3047_ = (l_3046_ * 1.401298464324817e-45L);
                                                                                        l_mut_2002_ = l_3047_;
                                                                                    }
                                                                                    double _e6017 = l_mut_2002_;
                                                                                    uint64_t l_3048_ = _e6017;
                                                                                    uint l_3049_ = (l_3041_ >> 31u);
                                                                                    uint64_t l_3050_ = uint64_t(l_3049_);
                                                                                    uint64_t l_3051_ = (l_3050_ << uint(63uL));
                                                                                    uint64_t l_3052_ = (l_3048_ | l_3051_);
                                                                                    double l_3053_ = l_3052_;
                                                                                    l_mut_2258_ = l_3053_;
                                                                                } else {
                                                                                    uint l_3054_ = asuint(l_3023_);
                                                                                    uint l_3055_ = (l_3054_ + 1u);
                                                                                    l_mut_2764_ = l_3055_;
                                                                                    uint l_3056_ = (l_3054_ & 2147483647u);
                                                                                    bool l_3057_ = (l_3056_ == 0u);
                                                                                    if (l_3057_) {
                                                                                        l_mut_2764_ = 1u;
                                                                                    } else {
                                                                                        uint l_3058_ = (l_3054_ & 2147483648u);
                                                                                        bool l_3059_ = (l_3058_ != 0u);
                                                                                        if (l_3059_) {
                                                                                            uint l_3060_ = (l_3054_ - 1u);
                                                                                            l_mut_2764_ = l_3060_;
                                                                                        } else {
                                                                                            bool l_3061_ = (l_3054_ == 2139095040u);
                                                                                            if (l_3061_) {
                                                                                                l_mut_2764_ = l_3054_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e6044 = l_mut_2764_;
                                                                                    float l_3062_ = asfloat(_e6044);
                                                                                    uint l_3063_ = asuint(l_3062_);
                                                                                    uint l_3064_ = (l_3063_ & 2147483647u);
                                                                                    float l_3065_ = asfloat(l_3064_);
                                                                                    double l_3066_ = double(l_3065_);
                                                                                    l_mut_2002_ = l_3066_;
                                                                                    bool l_3067_ = (l_3064_ < 8388608u);
                                                                                    if (l_3067_) {
                                                                                        double l_3068_ = double(l_3064_);
                                                                                        double l_3069_ = (l_3068_ * 1.401298464324817e-45L);
                                                                                        l_mut_2002_ = l_3069_;
                                                                                    }
                                                                                    double _e6056 = l_mut_2002_;
                                                                                    uint64_t l_3070_ = _e6056;
                                                                                    uint l_3071_ = (l_3063_ >> 31u);
                                                                                    uint64_t l_3072_ = uint64_t(l_3071_);
                                                                                    uint64_t l_3073_ = (l_3072_ << uint(63uL));
                                                                                    uint64_t l_3074_ = (l_3070_ | l_3073_);
                                                                                    double l_3075_ = l_3074_;
                                                                                    bool l_3076_ = (l_3075_ <= l_3017_);
                                                                                    if (l_3076_) {
                                                                                        uint l_3077_ = asuint(l_3023_);
                                                                                        uint l_3078_ = (l_3077_ + 1u);
                                                                                        l_mut_2764_ = l_3078_;
                                                                                        uint l_3079_ = (l_3077_ & 2147483647u);
                                                                                        bool l_3080_ = (l_3079_ == 0u);
                                                                                        if (l_3080_) {
                                                                                            l_mut_2764_ = 1u;
                                                                                        } else {
                                                                                            uint l_3081_ = (l_3077_ & 2147483648u);
                                                                                            bool l_3082_ = (l_3081_ != 0u);
                                                                                            if (l_3082_) {
                                                                                                uint l_3083_ = (l_3077_ - 1u);
                                                                                                l_mut_2764_ = l_3083_;
                                                                                            } else {
                                                                                                bool l_3084_ = (l_3077_ == 2139095040u);
                                                                                                if (l_3084_) {
                                                                                                    l_mut_2764_ = l_3077_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e6084 = l_mut_2764_;
                                                                                        float l_3085_ = asfloat(_e6084);
                                                                                        uint l_3086_ = asuint(l_3085_);
                                                                                        uint l_3087_ = (l_3086_ & 2147483647u);
                                                                                        float l_3088_ = asfloat(l_3087_);
                                                                                        double l_3089_ = double(l_3088_);
                                                                                        l_mut_2002_ = l_3089_;
                                                                                        bool l_3090_ = (l_3087_ < 8388608u);
                                                                                        if (l_3090_) {
                                                                                            double l_3091_ = double(l_3087_);
                                                                                            double l_3092_ = (l_3091_ * 1.401298464324817e-45L);
                                                                                            l_mut_2002_ = l_3092_;
                                                                                        }
                                                                                        double _e6096 = l_mut_2002_;
                                                                                        uint64_t l_3093_ = _e6096;
                                                                                        uint l_3094_ = (l_3086_ >> 31u);
                                                                                        uint64_t l_3095_ = uint64_t(l_3094_);
                                                                                        uint64_t l_3096_ = (l_3095_ << uint(63uL));
                                                                                        uint64_t l_3097_ = (l_3093_ | l_3096_);
                                                                                        double l_3098_ = l_3097_;
                                                                                        l_mut_2258_ = l_3098_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e6107 = l_mut_2258_;
                                                                            l_mut_2512_ = _e6107;
                                                                        }
                                                                        double _e6108 = l_mut_251_;
                                                                        double l_3099_ = (_e6108 + l_415_);
                                                                        double l_3100_ = abs(l_3099_);
                                                                        double l_3101_ = (l_3100_ * 2.220446049250313e-16L);
                                                                        double l_3102_ = (l_1627_ + l_3101_);
                                                                        double l_3103_ = (l_3099_ + l_3102_);
                                                                        double l_3104_ = -(l_3103_);
                                                                        double l_3105_ = (l_3104_ * 7.1362384635298e44L);
                                                                        double l_3106_ = floor(l_3105_);
                                                                        double l_3107_ = (l_3106_ * 1.401298464324817e-45L);
                                                                        l_mut_2258_ = l_3107_;
                                                                        double l_3108_ = abs(l_3104_);
                                                                        bool l_3109_ = (l_3108_ >= 1.1754943508222875e-38L);
                                                                        if (l_3109_) {
                                                                            float l_3110_ = float(l_3104_);
                                                                            double l_3111_ = double(l_3110_);
                                                                            l_mut_2258_ = l_3111_;
                                                                            double _e6126 = l_mut_2258_;
                                                                            bool l_3112_ = (_e6126 > l_3104_);
                                                                            if (l_3112_) {
                                                                                uint l_3113_ = asuint(l_3110_);
                                                                                uint l_3114_ = (l_3113_ ^ 2147483648u);
                                                                                float l_3115_ = asfloat(l_3114_);
                                                                                uint l_3116_ = asuint(l_3115_);
                                                                                uint l_3117_ = (l_3116_ + 1u);
                                                                                l_mut_2764_ = l_3117_;
                                                                                uint l_3118_ = (l_3116_ & 2147483647u);
                                                                                bool l_3119_ = (l_3118_ == 0u);
                                                                                if (l_3119_) {
                                                                                    l_mut_2764_ = 1u;
                                                                                } else {
                                                                                    uint l_3120_ = (l_3116_ & 2147483648u);
                                                                                    bool l_3121_ = (l_3120_ != 0u);
                                                                                    if (l_3121_) {
                                                                                        uint l_3122_ = (l_3116_ - 1u);
                                                                                        l_mut_2764_ = l_3122_;
                                                                                    } else {
                                                                                        bool l_3123_ = (l_3116_ == 2139095040u);
                                                                                        if (l_3123_) {
                                                                                            l_mut_2764_ = l_3116_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e6148 = l_mut_2764_;
                                                                                float l_3124_ = asfloat(_e6148);
                                                                                uint l_3125_ = asuint(l_3124_);
                                                                                uint l_3126_ = (l_3125_ ^ 2147483648u);
                                                                                float l_3127_ = asfloat(l_3126_);
                                                                                uint l_3128_ = asuint(l_3127_);
                                                                                uint l_3129_ = (l_3128_ & 2147483647u);
                                                                                float l_3130_ = asfloat(l_3129_);
                                                                                double l_3131_ = double(l_3130_);
                                                                                l_mut_2002_ = l_3131_;
                                                                                bool l_3132_ = (l_3129_ < 8388608u);
                                                                                if (l_3132_) {
                                                                                    double l_3133_ = double(l_3129_);
                                                                                    double l_3134_ = (l_3133_ * 1.401298464324817e-45L);
                                                                                    l_mut_2002_ = l_3134_;
                                                                                }
                                                                                double _e6164 = l_mut_2002_;
                                                                                uint64_t l_3135_ = _e6164;
                                                                                uint l_3136_ = (l_3128_ >> 31u);
                                                                                uint64_t l_3137_ = uint64_t(l_3136_);
                                                                                uint64_t l_3138_ = (l_3137_ << uint(63uL));
                                                                                uint64_t l_3139_ = (l_3135_ | l_3138_);
                                                                                double l_3140_ = l_3139_;
                                                                                l_mut_2258_ = l_3140_;
                                                                            } else {
                                                                                uint l_3141_ = asuint(l_3110_);
                                                                                uint l_3142_ = (l_3141_ + 1u);
                                                                                l_mut_2764_ = l_3142_;
                                                                                uint l_3143_ = (l_3141_ & 2147483647u);
                                                                                bool l_3144_ = (l_3143_ == 0u);
                                                                                if (l_3144_) {
                                                                                    l_mut_2764_ = 1u;
                                                                                } else {
                                                                                    uint l_3145_ = (l_3141_ & 2147483648u);
                                                                                    bool l_3146_ = (l_3145_ != 0u);
                                                                                    if (l_3146_) {
                                                                                        uint l_3147_ = (l_3141_ - 1u);
                                                                                        l_mut_2764_ = l_3147_;
                                                                                    } else {
                                                                                        bool l_3148_ = (l_3141_ == 2139095040u);
                                                                                        if (l_3148_) {
                                                                                            l_mut_2764_ = l_3141_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e6191 = l_mut_2764_;
                                                                                float l_3149_ = asfloat(_e6191);
                                                                                uint l_3150_ = asuint(l_3149_);
                                                                                uint l_3151_ = (l_3150_ & 2147483647u);
                                                                                float l_3152_ = asfloat(l_3151_);
                                                                                double l_3153_ = double(l_3152_);
                                                                                l_mut_2002_ = l_3153_;
                                                                                bool l_3154_ = (l_3151_ < 8388608u);
                                                                                if (l_3154_) {
                                                                                    double l_3155_ = double(l_3151_);
                                                                                    double l_3156_ = (l_3155_ * 1.401298464324817e-45L);
                                                                                    l_mut_2002_ = l_3156_;
                                                                                }
                                                                                double _e6203 = l_mut_2002_;
                                                                                uint64_t l_3157_ = _e6203;
                                                                                uint l_3158_ = (l_3150_ >> 31u);
                                                                                uint64_t l_3159_ = uint64_t(l_3158_);
                                                                                uint64_t l_3160_ = (l_3159_ << uint(63uL));
                                                                                uint64_t l_3161_ = (l_3157_ | l_3160_);
                                                                                double l_3162_ = l_3161_;
                                                                                bool l_3163_ = (l_3162_ <= l_3104_);
                                                                                if (l_3163_) {
                                                                                    uint l_3164_ = asuint(l_3110_);
                                                                                    uint l_3165_ = (l_3164_ + 1u);
                                                                                    l_mut_2764_ = l_3165_;
                                                                                    uint l_3166_ = (l_3164_ & 2147483647u);
                                                                                    bool l_3167_ = (l_3166_ == 0u);
                                                                                    if (l_3167_) {
                                                                                        l_mut_2764_ = 1u;
                                                                                    } else {
                                                                                        uint l_3168_ = (l_3164_ & 2147483648u);
                                                                                        bool l_3169_ = (l_3168_ != 0u);
                                                                                        if (l_3169_) {
                                                                                            uint l_3170_ = (l_3164_ - 1u);
                                                                                            l_mut_2764_ = l_3170_;
                                                                                        } else {
                                                                                            bool l_3171_ = (l_3164_ == 2139095040u);
                                                                                            if (l_3171_) {
                                                                                                l_mut_2764_ = l_3164_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e6231 = l_mut_2764_;
                                                                                    float l_3172_ = asfloat(_e6231);
                                                                                    uint l_3173_ = asuint(l_3172_);
                                                                                    uint l_3174_ = (l_3173_ & 2147483647u);
                                                                                    float l_3175_ = asfloat(l_3174_);
                                                                                    double l_3176_ = double(l_3175_);
                                                                                    l_mut_2002_ = l_3176_;
                                                                                    bool l_3177_ = (l_3174_ < 8388608u);
                                                                                    if (l_3177_) {
                                                                                        double l_3178_ = double(l_3174_);
                                                                                        double l_3179_ = (l_3178_ * 1.401298464324817e-45L);
                                                                                        l_mut_2002_ = l_3179_;
                                                                                    }
                                                                                    double _e6243 = l_mut_2002_;
                                                                                    uint64_t l_3180_ = _e6243;
                                                                                    uint l_3181_ = (l_3173_ >> 31u);
                                                                                    uint64_t l_3182_ = uint64_t(l_3181_);
                                                                                    uint64_t l_3183_ = (l_3182_ << uint(63uL));
                                                                                    uint64_t l_3184_ = (l_3180_ | l_3183_);
                                                                                    double l_3185_ = l_3184_;
                                                                                    l_mut_2258_ = l_3185_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e6254 = l_mut_2258_;
                                                                        double l_3186_ = -(_e6254);
                                                                        l_mut_2258_ = l_3186_;
                                                                        if (false) {
                                                                            local_96 = false;
                                                                        } else {
                                                                            local_96 = false;
                                                                        }
                                                                        bool l_3187_ = local_96;
                                                                        if (l_3187_) {
                                                                            double l_3188_ = (l_3099_ + l_3102_);
                                                                            double l_3189_ = (l_3188_ * 7.1362384635298e44L);
                                                                            double l_3190_ = floor(l_3189_);
                                                                            double l_3191_ = (l_3190_ * 1.401298464324817e-45L);
                                                                            l_mut_2002_ = l_3191_;
                                                                            double l_3192_ = abs(l_3188_);
                                                                            bool l_3193_ = (l_3192_ >= 1.1754943508222875e-38L);
                                                                            if (l_3193_) {
                                                                                float l_3194_ = float(l_3188_);
                                                                                double l_3195_ = double(l_3194_);
                                                                                l_mut_2002_ = l_3195_;
                                                                                double _e6273 = l_mut_2002_;
                                                                                bool l_3196_ = (_e6273 > l_3188_);
                                                                                if (l_3196_) {
                                                                                    uint l_3197_ = asuint(l_3194_);
                                                                                    uint l_3198_ = (l_3197_ ^ 2147483648u);
                                                                                    float l_3199_ = asfloat(l_3198_);
                                                                                    uint l_3200_ = asuint(l_3199_);
                                                                                    uint l_3201_ = (l_3200_ + 1u);
                                                                                    l_mut_2764_ = l_3201_;
                                                                                    uint l_3202_ = (l_3200_ & 2147483647u);
                                                                                    bool l_3203_ = (l_3202_ == 0u);
                                                                                    if (l_3203_) {
                                                                                        l_mut_2764_ = 1u;
                                                                                    } else {
                                                                                        uint l_3204_ = (l_3200_ & 2147483648u);
                                                                                        bool l_3205_ = (l_3204_ != 0u);
                                                                                        if (l_3205_) {
                                                                                            uint l_3206_ = (l_3200_ - 1u);
                                                                                            l_mut_2764_ = l_3206_;
                                                                                        } else {
                                                                                            bool l_3207_ = (l_3200_ == 2139095040u);
                                                                                            if (l_3207_) {
                                                                                                l_mut_2764_ = l_3200_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e6295 = l_mut_2764_;
                                                                                    float l_3208_ = asfloat(_e6295);
                                                                                    uint l_3209_ = asuint(l_3208_);
                                                                                    uint l_3210_ = (l_3209_ ^ 2147483648u);
                                                                                    float l_3211_ = asfloat(l_3210_);
                                                                                    uint l_3212_ = asuint(l_3211_);
                                                                                    uint l_3213_ = (l_3212_ & 2147483647u);
                                                                                    float l_3214_ = asfloat(l_3213_);
                                                                                    double l_3215_ = double(l_3214_);
                                                                                    l_mut_1748_ = l_3215_;
                                                                                    bool l_3216_ = (l_3213_ < 8388608u);
                                                                                    if (l_3216_) {
                                                                                        double l_3217_ = double(l_3213_);
                                                                                        double l_3218_ = (l_3217_ * 1.401298464324817e-45L);
                                                                                        l_mut_1748_ = l_3218_;
                                                                                    }
                                                                                    double _e6311 = l_mut_1748_;
                                                                                    uint64_t l_3219_ = _e6311;
                                                                                    uint l_3220_ = (l_3212_ >> 31u);
                                                                                    uint64_t l_3221_ = uint64_t(l_3220_);
                                                                                    uint64_t l_3222_ = (l_3221_ << uint(63uL));
                                                                                    uint64_t l_3223_ = (l_3219_ | l_3222_);
                                                                                    double l_3224_ = l_3223_;
                                                                                    l_mut_2002_ = l_3224_;
                                                                                } else {
                                                                                    uint l_3225_ = asuint(l_3194_);
                                                                                    uint l_3226_ = (l_3225_ + 1u);
                                                                                    l_mut_2764_ = l_3226_;
                                                                                    uint l_3227_ = (l_3225_ & 2147483647u);
                                                                                    bool l_3228_ = (l_3227_ == 0u);
                                                                                    if (l_3228_) {
                                                                                        l_mut_2764_ = 1u;
                                                                                    } else {
                                                                                        uint l_3229_ = (l_3225_ & 2147483648u);
                                                                                        bool l_3230_ = (l_3229_ != 0u);
                                                                                        if (l_3230_) {
                                                                                            uint l_3231_ = (l_3225_ - 1u);
                                                                                            l_mut_2764_ = l_3231_;
                                                                                        } else {
                                                                                            bool l_3232_ = (l_3225_ == 2139095040u);
                                                                                            if (l_3232_) {
                                                                                                l_mut_2764_ = l_3225_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e6338 = l_mut_2764_;
                                                                                    float l_3233_ = asfloat(_e6338);
                                                                                    uint l_3234_ = asuint(l_3233_);
                                                                                    uint l_3235_ = (l_3234_ & 2147483647u);
                                                                                    float l_3236_ = asfloat(l_3235_);
                                                                                    double l_3237_ = double(l_3236_);
                                                                                    l_mut_1748_ = l_3237_;
                                                                                    bool l_3238_ = (l_3235_ < 8388608u);
                                                                                    if (l_3238_) {
                                                                                        double l_3239_ = double(l_3235_);
                                                                                        double l_3240_ = (l_3239_ * 1.401298464324817e-45L);
                                                                                        l_mut_1748_ = l_3240_;
                                                                                    }
                                                                                    double _e6350 = l_mut_1748_;
                                                                                    uint64_t l_3241_ = _e6350;
                                                                                    uint l_3242_ = (l_3234_ >> 31u);
                                                                                    uint64_t l_3243_ = uint64_t(l_3242_);
                                                                                    uint64_t l_3244_ = (l_3243_ << uint(63uL));
                                                                                    uint64_t l_3245_ = (l_3241_ | l_3244_);
                                                                                    double l_3246_ = l_3245_;
                                                                                    bool l_3247_ = (l_3246_ <= l_3188_);
                                                                                    if (l_3247_) {
                                                                                        uint l_3248_ = asuint(l_3194_);
                                                                                        uint l_3249_ = (l_3248_ + 1u);
                                                                                        l_mut_2764_ = l_3249_;
                                                                                        uint l_3250_ = (l_3248_ & 2147483647u);
                                                                                        bool l_3251_ = (l_3250_ == 0u);
                                                                                        if (l_3251_) {
                                                                                            l_mut_2764_ = 1u;
                                                                                        } else {
                                                                                            uint l_3252_ = (l_3248_ & 2147483648u);
                                                                                            bool l_3253_ = (l_3252_ != 0u);
                                                                                            if (l_3253_) {
                                                                                                uint l_3254_ = (l_3248_ - 1u);
                                                                                                l_mut_2764_ = l_3254_;
                                                                                            } else {
                                                                                                bool l_3255_ = (l_3248_ == 2139095040u);
                                                                                                if (l_3255_) {
                                                                                                    l_mut_2764_ = l_3248_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e6378 = l_mut_2764_;
                                                                                        float l_3256_ = asfloat(_e6378);
                                                                                        uint l_3257_ = asuint(l_3256_);
                                                                                        uint l_3258_ = (l_3257_ & 2147483647u);
                                                                                        float l_3259_ = asfloat(l_3258_);
                                                                                        double l_3260_ = double(l_3259_);
                                                                                        l_mut_1748_ = l_3260_;
                                                                                        bool l_3261_ = (l_3258_ < 8388608u);
                                                                                        if (l_3261_) {
                                                                                            double l_3262_ = double(l_3258_);
                                                                                            double l_3263_ = (l_3262_ * 1.401298464324817e-45L);
                                                                                            l_mut_1748_ = l_3263_;
                                                                                        }
                                                                                        double _e6390 = l_mut_1748_;
                                                                                        uint64_t l_3264_ = _e6390;
                                                                                        uint l_3265_ = (l_3257_ >> 31u);
                                                                                        uint64_t l_3266_ = uint64_t(l_3265_);
                                                                                        uint64_t l_3267_ = (l_3266_ << uint(63uL));
                                                                                        uint64_t l_3268_ = (l_3264_ | l_3267_);
                                                                                        double l_3269_ = l_3268_;
                                                                                        l_mut_2002_ = l_3269_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e6401 = l_mut_2002_;
                                                                            l_mut_2258_ = _e6401;
                                                                        }
                                                                        double _e6402 = l_mut_84_;
                                                                        double l_3270_ = (_e6402 - l_415_);
                                                                        double l_3271_ = abs(l_3270_);
                                                                        double l_3272_ = (l_3271_ * 2.220446049250313e-16L);
                                                                        double l_3273_ = (l_1629_ + l_3272_);
                                                                        double l_3274_ = (l_3270_ + l_3273_);
                                                                        double l_3275_ = -(l_3274_);
                                                                        double l_3276_ = (l_3275_ * 7.1362384635298e44L);
                                                                        double l_3277_ = floor(l_3276_);
                                                                        double l_3278_ = (l_3277_ * 1.401298464324817e-45L);
                                                                        l_mut_2002_ = l_3278_;
                                                                        double l_3279_ = abs(l_3275_);
                                                                        bool l_3280_ = (l_3279_ >= 1.1754943508222875e-38L);
                                                                        if (l_3280_) {
                                                                            float l_3281_ = float(l_3275_);
                                                                            double l_3282_ = double(l_3281_);
                                                                            l_mut_2002_ = l_3282_;
                                                                            double _e6420 = l_mut_2002_;
                                                                            bool l_3283_ = (_e6420 > l_3275_);
                                                                            if (l_3283_) {
                                                                                uint l_3284_ = asuint(l_3281_);
                                                                                uint l_3285_ = (l_3284_ ^ 2147483648u);
                                                                                float l_3286_ = asfloat(l_3285_);
                                                                                uint l_3287_ = asuint(l_3286_);
                                                                                uint l_3288_ = (l_3287_ + 1u);
                                                                                l_mut_2764_ = l_3288_;
                                                                                uint l_3289_ = (l_3287_ & 2147483647u);
                                                                                bool l_3290_ = (l_3289_ == 0u);
                                                                                if (l_3290_) {
                                                                                    l_mut_2764_ = 1u;
                                                                                } else {
                                                                                    uint l_3291_ = (l_3287_ & 2147483648u);
                                                                                    bool l_3292_ = (l_3291_ != 0u);
                                                                                    if (l_3292_) {
                                                                                        uint l_3293_ = (l_3287_ - 1u);
                                                                                        l_mut_2764_ = l_3293_;
                                                                                    } else {
                                                                                        bool l_3294_ = (l_3287_ == 2139095040u);
                                                                                        if (l_3294_) {
                                                                                            l_mut_2764_ = l_3287_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e6442 = l_mut_2764_;
                                                                                float l_3295_ = asfloat(_e6442);
                                                                                uint l_3296_ = asuint(l_3295_);
                                                                                uint l_3297_ = (l_3296_ ^ 2147483648u);
                                                                                float l_3298_ = asfloat(l_3297_);
                                                                                uint l_3299_ = asuint(l_3298_);
                                                                                uint l_3300_ = (l_3299_ & 2147483647u);
                                                                                float l_3301_ = asfloat(l_3300_);
                                                                                double l_3302_ = double(l_3301_);
                                                                                l_mut_1748_ = l_3302_;
                                                                                bool l_3303_ = (l_3300_ < 8388608u);
                                                                                if (l_3303_) {
                                                                                    double l_3304_ = double(l_3300_);
                                                                                    double l_3305_ = (l_3304_ * 1.401298464324817e-45L);
                                                                                    l_mut_1748_ = l_3305_;
                                                                                }
                                                                                double _e6458 = l_mut_1748_;
                                                                                uint64_t l_3306_ = _e6458;
                                                                                uint l_3307_ = (l_3299_ >> 31u);
                                                                                uint64_t l_3308_ = uint64_t(l_3307_);
                                                                                uint64_t l_3309_ = (l_3308_ << uint(63uL));
                                                                                uint64_t l_3310_ = (l_3306_ | l_3309_);
                                                                                double l_3311_ = l_3310_;
                                                                                l_mut_2002_ = l_3311_;
                                                                            } else {
                                                                                uint l_3312_ = asuint(l_3281_);
                                                                                uint l_3313_ = (l_3312_ + 1u);
                                                                                l_mut_2764_ = l_3313_;
                                                                                uint l_3314_ = (l_3312_ & 2147483647u);
                                                                                bool l_3315_ = (l_3314_ == 0u);
                                                                                if (l_3315_) {
                                                                                    l_mut_2764_ = 1u;
                                                                                } else {
                                                                                    uint l_3316_ = (l_3312_ & 2147483648u);
                                                                                    bool l_3317_ = (l_3316_ != 0u);
                                                                                    if (l_3317_) {
                                                                                        uint l_3318_ = (l_3312_ - 1u);
                                                                                        l_mut_2764_ = l_3318_;
                                                                                    } else {
                                                                                        bool l_3319_ = (l_3312_ == 2139095040u);
                                                                                        if (l_3319_) {
                                                                                            l_mut_2764_ = l_3312_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e6485 = l_mut_2764_;
                                                                                float l_3320_ = asfloat(_e6485);
                                                                                uint l_3321_ = asuint(l_3320_);
                                                                                uint l_3322_ = (l_3321_ & 2147483647u);
                                                                                float l_3323_ = asfloat(l_3322_);
                                                                                double l_3324_ = double(l_3323_);
                                                                                l_mut_1748_ = l_3324_;
                                                                                bool l_3325_ = (l_3322_ < 8388608u);
                                                                                if (l_3325_) {
                                                                                    double l_3326_ = double(l_3322_);
                                                                                    double l_3327_ = (l_3326_ * 1.401298464324817e-45L);
                                                                                    l_mut_1748_ = l_3327_;
                                                                                }
                                                                                double _e6497 = l_mut_1748_;
                                                                                uint64_t l_3328_ = _e6497;
                                                                                uint l_3329_ = (l_3321_ >> 31u);
                                                                                uint64_t l_3330_ = uint64_t(l_3329_);
                                                                                uint64_t l_3331_ = (l_3330_ << uint(63uL));
                                                                                uint64_t l_3332_ = (l_3328_ | l_3331_);
                                                                                double l_3333_ = l_3332_;
                                                                                bool l_3334_ = (l_3333_ <= l_3275_);
                                                                                if (l_3334_) {
                                                                                    uint l_3335_ = asuint(l_3281_);
                                                                                    uint l_3336_ = (l_3335_ + 1u);
                                                                                    l_mut_2764_ = l_3336_;
                                                                                    uint l_3337_ = (l_3335_ & 2147483647u);
                                                                                    bool l_3338_ = (l_3337_ == 0u);
                                                                                    if (l_3338_) {
                                                                                        l_mut_2764_ = 1u;
                                                                                    } else {
                                                                                        uint l_3339_ = (l_3335_ & 2147483648u);
                                                                                        bool l_3340_ = (l_3339_ != 0u);
                                                                                        if (l_3340_) {
                                                                                            uint l_3341_ = (l_3335_ - 1u);
                                                                                            l_mut_2764_ = l_3341_;
                                                                                        } else {
                                                                                            bool l_3342_ = (l_3335_ == 2139095040u);
                                                                                            if (l_3342_) {
                                                                                                l_mut_2764_ = l_3335_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e6525 = l_mut_2764_;
                                                                                    float l_3343_ = asfloat(_e6525);
                                                                                    uint l_3344_ = asuint(l_3343_);
                                                                                    uint l_3345_ = (l_3344_ & 2147483647u);
                                                                                    float l_3346_ = asfloat(l_3345_);
                                                                                    double l_3347_ = double(l_3346_);
                                                                                    l_mut_1748_ = l_3347_;
                                                                                    bool l_3348_ = (l_3345_ < 8388608u);
                                                                                    if (l_3348_) {
                                                                                        double l_3349_ = double(l_3345_);
                                                                                        double l_3350_ = (l_3349_ * 1.401298464324817e-45L);
                                                                                        l_mut_1748_ = l_3350_;
                                                                                    }
                                                                                    double _e6537 = l_mut_1748_;
                                                                                    uint64_t l_3351_ = _e6537;
                                                                                    uint l_3352_ = (l_3344_ >> 31u);
                                                                                    uint64_t l_3353_ = uint64_t(l_3352_);
                                                                                    uint64_t l_3354_ = (l_3353_ << uint(63uL));
                                                                                    uint64_t l_3355_ = (l_3351_ | l_3354_);
                                                                                    double l_3356_ = l_3355_;
                                                                                    l_mut_2002_ = l_3356_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e6548 = l_mut_2002_;
                                                                        double l_3357_ = -(_e6548);
                                                                        l_mut_2002_ = l_3357_;
                                                                        if (true) {
                                                                            local_97 = false;
                                                                        } else {
                                                                            local_97 = false;
                                                                        }
                                                                        bool l_3358_ = local_97;
                                                                        if (l_3358_) {
                                                                            double l_3359_ = (l_3270_ + l_3273_);
                                                                            double l_3360_ = (l_3359_ * 7.1362384635298e44L);
                                                                            double l_3361_ = floor(l_3360_);
                                                                            double l_3362_ = (l_3361_ * 1.401298464324817e-45L);
                                                                            l_mut_1748_ = l_3362_;
                                                                            double l_3363_ = abs(l_3359_);
                                                                            bool l_3364_ = (l_3363_ >= 1.1754943508222875e-38L);
                                                                            if (l_3364_) {
                                                                                float l_3365_ = float(l_3359_);
                                                                                double l_3366_ = double(l_3365_);
                                                                                l_mut_1748_ = l_3366_;
                                                                                double _e6567 = l_mut_1748_;
                                                                                bool l_3367_ = (_e6567 > l_3359_);
                                                                                if (l_3367_) {
                                                                                    uint l_3368_ = asuint(l_3365_);
                                                                                    uint l_3369_ = (l_3368_ ^ 2147483648u);
                                                                                    float l_3370_ = asfloat(l_3369_);
                                                                                    uint l_3371_ = asuint(l_3370_);
                                                                                    uint l_3372_ = (l_3371_ + 1u);
                                                                                    l_mut_2764_ = l_3372_;
                                                                                    uint l_3373_ = (l_3371_ & 2147483647u);
                                                                                    bool l_3374_ = (l_3373_ == 0u);
                                                                                    if (l_3374_) {
                                                                                        l_mut_2764_ = 1u;
                                                                                    } else {
                                                                                        uint l_3375_ = (l_3371_ & 2147483648u);
                                                                                        bool l_3376_ = (l_3375_ != 0u);
                                                                                        if (l_3376_) {
                                                                                            uint l_3377_ = (l_3371_ - 1u);
                                                                                            l_mut_2764_ = l_3377_;
                                                                                        } else {
                                                                                            bool l_3378_ = (l_3371_ == 2139095040u);
                                                                                            if (l_3378_) {
                                                                                                l_mut_2764_ = l_3371_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e6589 = l_mut_2764_;
                                                                                    float l_3379_ = asfloat(_e6589);
                                                                                    uint l_3380_ = asuint(l_3379_);
                                                                                    uint l_3381_ = (l_3380_ ^ 2147483648u);
                                                                                    float l_3382_ = asfloat(l_3381_);
                                                                                    uint l_3383_ = asuint(l_3382_);
                                                                                    uint l_3384_ = (l_3383_ & 2147483647u);
                                                                                    float l_3385_ = asfloat(l_3384_);
                                                                                    double l_3386_ = double(l_3385_);
                                                                                    l_mut_1663_ = l_3386_;
                                                                                    bool l_3387_ = (l_3384_ < 8388608u);
                                                                                    if (l_3387_) {
                                                                                        double l_3388_ = double(l_3384_);
                                                                                        double l_3389_ = (l_3388_ * 1.401298464324817e-45L);
                                                                                        l_mut_1663_ = l_3389_;
                                                                                    }
                                                                                    double _e6605 = l_mut_1663_;
                                                                                    uint64_t l_3390_ = _e6605;
                                                                                    uint l_3391_ = (l_3383_ >> 31u);
                                                                                    uint64_t l_3392_ = uint64_t(l_3391_);
                                                                                    uint64_t l_3393_ = (l_3392_ << uint(63uL));
                                                                                    uint64_t l_3394_ = (l_3390_ | l_3393_);
                                                                                    double l_3395_ = l_3394_;
                                                                                    l_mut_1748_ = l_3395_;
                                                                                } else {
                                                                                    uint l_3396_ = asuint(l_3365_);
                                                                                    uint l_3397_ = (l_3396_ + 1u);
                                                                                    l_mut_2764_ = l_3397_;
                                                                                    uint l_3398_ = (l_3396_ & 2147483647u);
                                                                                    bool l_3399_ = (l_3398_ == 0u);
                                                                                    if (l_3399_) {
                                                                                        l_mut_2764_ = 1u;
                                                                                    } else {
                                                                                        uint l_3400_ = (l_3396_ & 2147483648u);
                                                                                        bool l_3401_ = (l_3400_ != 0u);
                                                                                        if (l_3401_) {
                                                                                            uint l_3402_ = (l_3396_ - 1u);
                                                                                            l_mut_2764_ = l_3402_;
                                                                                        } else {
                                                                                            bool l_3403_ = (l_3396_ == 2139095040u);
                                                                                            if (l_3403_) {
                                                                                                l_mut_2764_ = l_3396_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e6632 = l_mut_2764_;
                                                                                    float l_3404_ = asfloat(_e6632);
                                                                                    uint l_3405_ = asuint(l_3404_);
                                                                                    uint l_3406_ = (l_3405_ & 2147483647u);
                                                                                    float l_3407_ = asfloat(l_3406_);
                                                                                    double l_3408_ = double(l_3407_);
                                                                                    l_mut_1663_ = l_3408_;
                                                                                    bool l_3409_ = (l_3406_ < 8388608u);
                                                                                    if (l_3409_) {
                                                                                        double l_3410_ = double(l_3406_);
                                                                                        double l_3411_ = (l_3410_ * 1.401298464324817e-45L);
                                                                                        l_mut_1663_ = l_3411_;
                                                                                    }
                                                                                    double _e6644 = l_mut_1663_;
                                                                                    uint64_t l_3412_ = _e6644;
                                                                                    uint l_3413_ = (l_3405_ >> 31u);
                                                                                    uint64_t l_3414_ = uint64_t(l_3413_);
                                                                                    uint64_t l_3415_ = (l_3414_ << uint(63uL));
                                                                                    uint64_t l_3416_ = (l_3412_ | l_3415_);
                                                                                    double l_3417_ = l_3416_;
                                                                                    bool l_3418_ = (l_3417_ <= l_3359_);
                                                                                    if (l_3418_) {
                                                                                        uint l_3419_ = asuint(l_3365_);
                                                                                        uint l_3420_ = (l_3419_ + 1u);
                                                                                        l_mut_2764_ = l_3420_;
                                                                                        uint l_3421_ = (l_3419_ & 2147483647u);
                                                                                        bool l_3422_ = (l_3421_ == 0u);
                                                                                        if (l_3422_) {
                                                                                            l_mut_2764_ = 1u;
                                                                                        } else {
                                                                                            uint l_3423_ = (l_3419_ & 2147483648u);
                                                                                            bool l_3424_ = (l_3423_ != 0u);
                                                                                            if (l_3424_) {
                                                                                                uint l_3425_ = (l_3419_ - 1u);
                                                                                                l_mut_2764_ = l_3425_;
                                                                                            } else {
                                                                                                bool l_3426_ = (l_3419_ == 2139095040u);
                                                                                                if (l_3426_) {
                                                                                                    l_mut_2764_ = l_3419_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e6672 = l_mut_2764_;
                                                                                        float l_3427_ = asfloat(_e6672);
                                                                                        uint l_3428_ = asuint(l_3427_);
                                                                                        uint l_3429_ = (l_3428_ & 2147483647u);
                                                                                        float l_3430_ = asfloat(l_3429_);
                                                                                        double l_3431_ = double(l_3430_);
                                                                                        l_mut_1663_ = l_3431_;
                                                                                        bool l_3432_ = (l_3429_ < 8388608u);
                                                                                        if (l_3432_) {
                                                                                            double l_3433_ = double(l_3429_);
                                                                                            double l_3434_ = (l_3433_ * 1.401298464324817e-45L);
                                                                                            l_mut_1663_ = l_3434_;
                                                                                        }
                                                                                        double _e6684 = l_mut_1663_;
                                                                                        uint64_t l_3435_ = _e6684;
                                                                                        uint l_3436_ = (l_3428_ >> 31u);
                                                                                        uint64_t l_3437_ = uint64_t(l_3436_);
                                                                                        uint64_t l_3438_ = (l_3437_ << uint(63uL));
                                                                                        uint64_t l_3439_ = (l_3435_ | l_3438_);
                                                                                        double l_3440_ = l_3439_;
                                                                                        l_mut_1748_ = l_3440_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e6695 = l_mut_1748_;
                                                                            l_mut_2002_ = _e6695;
                                                                        } else {
                                                                            double l_3441_ = (l_3270_ - l_3273_);
                                                                            double l_3442_ = (l_3441_ * 7.1362384635298e44L);
                                                                            double l_3443_ = floor(l_3442_);
                                                                            double l_3444_ = (l_3443_ * 1.401298464324817e-45L);
                                                                            l_mut_1748_ = l_3444_;
                                                                            double l_3445_ = abs(l_3441_);
                                                                            bool l_3446_ = (l_3445_ >= 1.1754943508222875e-38L);
                                                                            if (l_3446_) {
                                                                                float l_3447_ = float(l_3441_);
                                                                                double l_3448_ = double(l_3447_);
                                                                                l_mut_1748_ = l_3448_;
                                                                                double _e6707 = l_mut_1748_;
                                                                                bool l_3449_ = (_e6707 > l_3441_);
                                                                                if (l_3449_) {
                                                                                    uint l_3450_ = asuint(l_3447_);
                                                                                    uint l_3451_ = (l_3450_ ^ 2147483648u);
                                                                                    float l_3452_ = asfloat(l_3451_);
                                                                                    uint l_3453_ = asuint(l_3452_);
                                                                                    uint l_3454_ = (l_3453_ + 1u);
                                                                                    l_mut_2764_ = l_3454_;
                                                                                    uint l_3455_ = (l_3453_ & 2147483647u);
                                                                                    bool l_3456_ = (l_3455_ == 0u);
                                                                                    if (l_3456_) {
                                                                                        l_mut_2764_ = 1u;
                                                                                    } else {
                                                                                        uint l_3457_ = (l_3453_ & 2147483648u);
                                                                                        bool l_3458_ = (l_3457_ != 0u);
                                                                                        if (l_3458_) {
                                                                                            uint l_3459_ = (l_3453_ - 1u);
                                                                                            l_mut_2764_ = l_3459_;
                                                                                        } else {
                                                                                            bool l_3460_ = (l_3453_ == 2139095040u);
                                                                                            if (l_3460_) {
                                                                                                l_mut_2764_ = l_3453_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e6729 = l_mut_2764_;
                                                                                    float l_3461_ = asfloat(_e6729);
                                                                                    uint l_3462_ = asuint(l_3461_);
                                                                                    uint l_3463_ = (l_3462_ ^ 2147483648u);
                                                                                    float l_3464_ = asfloat(l_3463_);
                                                                                    uint l_3465_ = asuint(l_3464_);
                                                                                    uint l_3466_ = (l_3465_ & 2147483647u);
                                                                                    float l_3467_ = asfloat(l_3466_);
                                                                                    double l_3468_ = double(l_3467_);
                                                                                    l_mut_1663_ = l_3468_;
                                                                                    bool l_3469_ = (l_3466_ < 8388608u);
                                                                                    if (l_3469_) {
                                                                                        double l_3470_ = double(l_3466_);
                                                                                        double l_3471_ = (l_3470_ * 1.401298464324817e-45L);
                                                                                        l_mut_1663_ = l_3471_;
                                                                                    }
                                                                                    double _e6745 = l_mut_1663_;
                                                                                    uint64_t l_3472_ = _e6745;
                                                                                    uint l_3473_ = (l_3465_ >> 31u);
                                                                                    uint64_t l_3474_ = uint64_t(l_3473_);
                                                                                    uint64_t l_3475_ = (l_3474_ << uint(63uL));
                                                                                    uint64_t l_3476_ = (l_3472_ | l_3475_);
                                                                                    double l_3477_ = l_3476_;
                                                                                    l_mut_1748_ = l_3477_;
                                                                                } else {
                                                                                    uint l_3478_ = asuint(l_3447_);
                                                                                    uint l_3479_ = (l_3478_ + 1u);
                                                                                    l_mut_2764_ = l_3479_;
                                                                                    uint l_3480_ = (l_3478_ & 2147483647u);
                                                                                    bool l_3481_ = (l_3480_ == 0u);
                                                                                    if (l_3481_) {
                                                                                        l_mut_2764_ = 1u;
                                                                                    } else {
                                                                                        uint l_3482_ = (l_3478_ & 2147483648u);
                                                                                        bool l_3483_ = (l_3482_ != 0u);
                                                                                        if (l_3483_) {
                                                                                            uint l_3484_ = (l_3478_ - 1u);
                                                                                            l_mut_2764_ = l_3484_;
                                                                                        } else {
                                                                                            bool l_3485_ = (l_3478_ == 2139095040u);
                                                                                            if (l_3485_) {
                                                                                                l_mut_2764_ = l_3478_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e6772 = l_mut_2764_;
                                                                                    float l_3486_ = asfloat(_e6772);
                                                                                    uint l_3487_ = asuint(l_3486_);
                                                                                    uint l_3488_ = (l_3487_ & 2147483647u);
                                                                                    float l_3489_ = asfloat(l_3488_);
                                                                                    double l_3490_ = double(l_3489_);
                                                                                    l_mut_1663_ = l_3490_;
                                                                                    bool l_3491_ = (l_3488_ < 8388608u);
                                                                                    if (l_3491_) {
                                                                                        double l_3492_ = double(l_3488_);
                                                                                        double l_3493_ = (l_3492_ * 1.401298464324817e-45L);
                                                                                        l_mut_1663_ = l_3493_;
                                                                                    }
                                                                                    double _e6784 = l_mut_1663_;
                                                                                    uint64_t l_3494_ = _e6784;
                                                                                    uint l_3495_ = (l_3487_ >> 31u);
                                                                                    uint64_t l_3496_ = uint64_t(l_3495_);
                                                                                    uint64_t l_3497_ = (l_3496_ << uint(63uL));
                                                                                    uint64_t l_3498_ = (l_3494_ | l_3497_);
                                                                                    double l_3499_ = l_3498_;
                                                                                    bool l_3500_ = (l_3499_ <= l_3441_);
                                                                                    if (l_3500_) {
                                                                                        uint l_3501_ = asuint(l_3447_);
                                                                                        uint l_3502_ = (l_3501_ + 1u);
                                                                                        l_mut_2764_ = l_3502_;
                                                                                        uint l_3503_ = (l_3501_ & 2147483647u);
                                                                                        bool l_3504_ = (l_3503_ == 0u);
                                                                                        if (l_3504_) {
                                                                                            l_mut_2764_ = 1u;
                                                                                        } else {
                                                                                            uint l_3505_ = (l_3501_ & 2147483648u);
                                                                                            bool l_3506_ = (l_3505_ != 0u);
                                                                                            if (l_3506_) {
                                                                                                uint l_3507_ = (l_3501_ - 1u);
                                                                                                l_mut_2764_ = l_3507_;
                                                                                            } else {
                                                                                                bool l_3508_ = (l_3501_ == 2139095040u);
                                                                                                if (l_3508_) {
                                                                                                    l_mut_2764_ = l_3501_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e6812 = l_mut_2764_;
                                                                                        float l_3509_ = asfloat(_e6812);
                                                                                        uint l_3510_ = asuint(l_3509_);
                                                                                        uint l_3511_ = (l_3510_ & 2147483647u);
                                                                                        float l_3512_ = asfloat(l_3511_);
                                                                                        double l_3513_ = double(l_3512_);
                                                                                        l_mut_1663_ = l_3513_;
                                                                                        bool l_3514_ = (l_3511_ < 8388608u);
                                                                                        if (l_3514_) {
                                                                                            double l_3515_ = double(l_3511_);
                                                                                            double l_3516_ = (l_3515_ * 1.401298464324817e-45L);
                                                                                            l_mut_1663_ = l_3516_;
                                                                                        }
                                                                                        double _e6824 = l_mut_1663_;
                                                                                        uint64_t l_3517_ = _e6824;
                                                                                        uint l_3518_ = (l_3510_ >> 31u);
                                                                                        uint64_t l_3519_ = uint64_t(l_3518_);
                                                                                        uint64_t l_3520_ = (l_3519_ << uint(63uL));
                                                                                        uint64_t l_3521_ = (l_3517_ | l_3520_);
                                                                                        double l_3522_ = l_3521_;
                                                                                        l_mut_1748_ = l_3522_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e6835 = l_mut_1748_;
                                                                            l_mut_2002_ = _e6835;
                                                                        }
                                                                        double _e6836 = l_mut_84_;
                                                                        double l_3523_ = (_e6836 + l_415_);
                                                                        double l_3524_ = abs(l_3523_);
                                                                        double l_3525_ = (l_3524_ * 2.220446049250313e-16L);
                                                                        double l_3526_ = (l_1629_ + l_3525_);
                                                                        double l_3527_ = (l_3523_ + l_3526_);
                                                                        double l_3528_ = -(l_3527_);
                                                                        double l_3529_ = (l_3528_ * 7.1362384635298e44L);
                                                                        double l_3530_ = floor(l_3529_);
                                                                        double l_3531_ = (l_3530_ * 1.401298464324817e-45L);
                                                                        l_mut_1748_ = l_3531_;
                                                                        double l_3532_ = abs(l_3528_);
                                                                        bool l_3533_ = (l_3532_ >= 1.1754943508222875e-38L);
                                                                        if (l_3533_) {
                                                                            float l_3534_ = float(l_3528_);
                                                                            double l_3535_ = double(l_3534_);
                                                                            l_mut_1748_ = l_3535_;
                                                                            double _e6854 = l_mut_1748_;
                                                                            bool l_3536_ = (_e6854 > l_3528_);
                                                                            if (l_3536_) {
                                                                                uint l_3537_ = asuint(l_3534_);
                                                                                uint l_3538_ = (l_3537_ ^ 2147483648u);
                                                                                float l_3539_ = asfloat(l_3538_);
                                                                                uint l_3540_ = asuint(l_3539_);
                                                                                uint l_3541_ = (l_3540_ + 1u);
                                                                                l_mut_2764_ = l_3541_;
                                                                                uint l_3542_ = (l_3540_ & 2147483647u);
                                                                                bool l_3543_ = (l_3542_ == 0u);
                                                                                if (l_3543_) {
                                                                                    l_mut_2764_ = 1u;
                                                                                } else {
                                                                                    uint l_3544_ = (l_3540_ & 2147483648u);
                                                                                    bool l_3545_ = (l_3544_ != 0u);
                                                                                    if (l_3545_) {
                                                                                        uint l_3546_ = (l_3540_ - 1u);
                                                                                        l_mut_2764_ = l_3546_;
                                                                                    } else {
                                                                                        bool l_3547_ = (l_3540_ == 2139095040u);
                                                                                        if (l_3547_) {
                                                                                            l_mut_2764_ = l_3540_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e6876 = l_mut_2764_;
                                                                                float l_3548_ = asfloat(_e6876);
                                                                                uint l_3549_ = asuint(l_3548_);
                                                                                uint l_3550_ = (l_3549_ ^ 2147483648u);
                                                                                float l_3551_ = asfloat(l_3550_);
                                                                                uint l_3552_ = asuint(l_3551_);
                                                                                uint l_3553_ = (l_3552_ & 2147483647u);
                                                                                float l_3554_ = asfloat(l_3553_);
                                                                                double l_3555_ = double(l_3554_);
                                                                                l_mut_1663_ = l_3555_;
                                                                                bool l_3556_ = (l_3553_ < 8388608u);
                                                                                if (l_3556_) {
                                                                                    double l_3557_ = double(l_3553_);
                                                                                    double l_3558_ = (l_3557_ * 1.401298464324817e-45L);
                                                                                    l_mut_1663_ = l_3558_;
                                                                                }
                                                                                double _e6892 = l_mut_1663_;
                                                                                uint64_t l_3559_ = _e6892;
                                                                                uint l_3560_ = (l_3552_ >> 31u);
                                                                                uint64_t l_3561_ = uint64_t(l_3560_);
                                                                                uint64_t l_3562_ = (l_3561_ << uint(63uL));
                                                                                uint64_t l_3563_ = (l_3559_ | l_3562_);
                                                                                double l_3564_ = l_3563_;
                                                                                l_mut_1748_ = l_3564_;
                                                                            } else {
                                                                                uint l_3565_ = asuint(l_3534_);
                                                                                uint l_3566_ = (l_3565_ + 1u);
                                                                                l_mut_2764_ = l_3566_;
                                                                                uint l_3567_ = (l_3565_ & 2147483647u);
                                                                                bool l_3568_ = (l_3567_ == 0u);
                                                                                if (l_3568_) {
                                                                                    l_mut_2764_ = 1u;
                                                                                } else {
                                                                                    uint l_3569_ = (l_3565_ & 2147483648u);
                                                                                    bool l_3570_ = (l_3569_ != 0u);
                                                                                    if (l_3570_) {
                                                                                        uint l_3571_ = (l_3565_ - 1u);
                                                                                        l_mut_2764_ = l_3571_;
                                                                                    } else {
                                                                                        bool l_3572_ = (l_3565_ == 2139095040u);
                                                                                        if (l_3572_) {
                                                                                            l_mut_2764_ = l_3565_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e6919 = l_mut_2764_;
                                                                                float l_3573_ = asfloat(_e6919);
                                                                                uint l_3574_ = asuint(l_3573_);
                                                                                uint l_3575_ = (l_3574_ & 2147483647u);
                                                                                float l_3576_ = asfloat(l_3575_);
                                                                                double l_3577_ = double(l_3576_);
                                                                                l_mut_1663_ = l_3577_;
                                                                                bool l_3578_ = (l_3575_ < 8388608u);
                                                                                if (l_3578_) {
                                                                                    double l_3579_ = double(l_3575_);
                                                                                    double l_3580_ = (l_3579_ * 1.401298464324817e-45L);
                                                                                    l_mut_1663_ = l_3580_;
                                                                                }
                                                                                double _e6931 = l_mut_1663_;
                                                                                uint64_t l_3581_ = _e6931;
                                                                                uint l_3582_ = (l_3574_ >> 31u);
                                                                                uint64_t l_3583_ = uint64_t(l_3582_);
                                                                                uint64_t l_3584_ = (l_3583_ << uint(63uL));
                                                                                uint64_t l_3585_ = (l_3581_ | l_3584_);
                                                                                double l_3586_ = l_3585_;
                                                                                bool l_3587_ = (l_3586_ <= l_3528_);
                                                                                if (l_3587_) {
                                                                                    uint l_3588_ = asuint(l_3534_);
                                                                                    uint l_3589_ = (l_3588_ + 1u);
                                                                                    l_mut_2764_ = l_3589_;
                                                                                    uint l_3590_ = (l_3588_ & 2147483647u);
                                                                                    bool l_3591_ = (l_3590_ == 0u);
                                                                                    if (l_3591_) {
                                                                                        l_mut_2764_ = 1u;
                                                                                    } else {
                                                                                        uint l_3592_ = (l_3588_ & 2147483648u);
                                                                                        bool l_3593_ = (l_3592_ != 0u);
                                                                                        if (l_3593_) {
                                                                                            uint l_3594_ = (l_3588_ - 1u);
                                                                                            l_mut_2764_ = l_3594_;
                                                                                        } else {
                                                                                            bool l_3595_ = (l_3588_ == 2139095040u);
                                                                                            if (l_3595_) {
                                                                                                l_mut_2764_ = l_3588_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e6959 = l_mut_2764_;
                                                                                    float l_3596_ = asfloat(_e6959);
                                                                                    uint l_3597_ = asuint(l_3596_);
                                                                                    uint l_3598_ = (l_3597_ & 2147483647u);
                                                                                    float l_3599_ = asfloat(l_3598_);
                                                                                    double l_3600_ = double(l_3599_);
                                                                                    l_mut_1663_ = l_3600_;
                                                                                    bool l_3601_ = (l_3598_ < 8388608u);
                                                                                    if (l_3601_) {
                                                                                        double l_3602_ = double(l_3598_);
                                                                                        double l_3603_ = (l_3602_ * 1.401298464324817e-45L);
                                                                                        l_mut_1663_ = l_3603_;
                                                                                    }
                                                                                    double _e6971 = l_mut_1663_;
                                                                                    uint64_t l_3604_ = _e6971;
                                                                                    uint l_3605_ = (l_3597_ >> 31u);
                                                                                    uint64_t l_3606_ = uint64_t(l_3605_);
                                                                                    uint64_t l_3607_ = (l_3606_ << uint(63uL));
                                                                                    uint64_t l_3608_ = (l_3604_ | l_3607_);
                                                                                    double l_3609_ = l_3608_;
                                                                                    l_mut_1748_ = l_3609_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e6982 = l_mut_1748_;
                                                                        double l_3610_ = -(_e6982);
                                                                        l_mut_1748_ = l_3610_;
                                                                        if (false) {
                                                                            local_98 = false;
                                                                        } else {
                                                                            local_98 = false;
                                                                        }
                                                                        bool l_3611_ = local_98;
                                                                        if (l_3611_) {
                                                                            double l_3612_ = (l_3523_ + l_3526_);
                                                                            double l_3613_ = (l_3612_ * 7.1362384635298e44L);
                                                                            double l_3614_ = floor(l_3613_);
                                                                            double l_3615_ = (l_3614_ * 1.401298464324817e-45L);
                                                                            l_mut_1663_ = l_3615_;
                                                                            double l_3616_ = abs(l_3612_);
                                                                            bool l_3617_ = (l_3616_ >= 1.1754943508222875e-38L);
                                                                            if (l_3617_) {
                                                                                float l_3618_ = float(l_3612_);
                                                                                double l_3619_ = double(l_3618_);
                                                                                l_mut_1663_ = l_3619_;
                                                                                double _e7001 = l_mut_1663_;
                                                                                bool l_3620_ = (_e7001 > l_3612_);
                                                                                if (l_3620_) {
                                                                                    uint l_3621_ = asuint(l_3618_);
                                                                                    uint l_3622_ = (l_3621_ ^ 2147483648u);
                                                                                    float l_3623_ = asfloat(l_3622_);
                                                                                    uint l_3624_ = asuint(l_3623_);
                                                                                    uint l_3625_ = (l_3624_ + 1u);
                                                                                    l_mut_2764_ = l_3625_;
                                                                                    uint l_3626_ = (l_3624_ & 2147483647u);
                                                                                    bool l_3627_ = (l_3626_ == 0u);
                                                                                    if (l_3627_) {
                                                                                        l_mut_2764_ = 1u;
                                                                                    } else {
                                                                                        uint l_3628_ = (l_3624_ & 2147483648u);
                                                                                        bool l_3629_ = (l_3628_ != 0u);
                                                                                        if (l_3629_) {
                                                                                            uint l_3630_ = (l_3624_ - 1u);
                                                                                            l_mut_2764_ = l_3630_;
                                                                                        } else {
                                                                                            bool l_3631_ = (l_3624_ == 2139095040u);
                                                                                            if (l_3631_) {
                                                                                                l_mut_2764_ = l_3624_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e7023 = l_mut_2764_;
                                                                                    float l_3632_ = asfloat(_e7023);
                                                                                    uint l_3633_ = asuint(l_3632_);
                                                                                    uint l_3634_ = (l_3633_ ^ 2147483648u);
                                                                                    float l_3635_ = asfloat(l_3634_);
                                                                                    uint l_3636_ = asuint(l_3635_);
                                                                                    uint l_3637_ = (l_3636_ & 2147483647u);
                                                                                    float l_3638_ = asfloat(l_3637_);
                                                                                    double l_3639_ = double(l_3638_);
                                                                                    l_mut_47_ = l_3639_;
                                                                                    bool l_3640_ = (l_3637_ < 8388608u);
                                                                                    if (l_3640_) {
                                                                                        double l_3641_ = double(l_3637_);
                                                                                        double l_3642_ = (l_3641_ * 1.401298464324817e-45L);
                                                                                        l_mut_47_ = l_3642_;
                                                                                    }
                                                                                    double _e7039 = l_mut_47_;
                                                                                    uint64_t l_3643_ = _e7039;
                                                                                    uint l_3644_ = (l_3636_ >> 31u);
                                                                                    uint64_t l_3645_ = uint64_t(l_3644_);
                                                                                    uint64_t l_3646_ = (l_3645_ << uint(63uL));
                                                                                    uint64_t l_3647_ = (l_3643_ | l_3646_);
                                                                                    double l_3648_ = l_3647_;
                                                                                    l_mut_1663_ = l_3648_;
                                                                                } else {
                                                                                    uint l_3649_ = asuint(l_3618_);
                                                                                    uint l_3650_ = (l_3649_ + 1u);
                                                                                    l_mut_2764_ = l_3650_;
                                                                                    uint l_3651_ = (l_3649_ & 2147483647u);
                                                                                    bool l_3652_ = (l_3651_ == 0u);
                                                                                    if (l_3652_) {
                                                                                        l_mut_2764_ = 1u;
                                                                                    } else {
                                                                                        uint l_3653_ = (l_3649_ & 2147483648u);
                                                                                        bool l_3654_ = (l_3653_ != 0u);
                                                                                        if (l_3654_) {
                                                                                            uint l_3655_ = (l_3649_ - 1u);
                                                                                            l_mut_2764_ = l_3655_;
                                                                                        } else {
                                                                                            bool l_3656_ = (l_3649_ == 2139095040u);
                                                                                            if (l_3656_) {
                                                                                                l_mut_2764_ = l_3649_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e7066 = l_mut_2764_;
                                                                                    float l_3657_ = asfloat(_e7066);
                                                                                    uint l_3658_ = asuint(l_3657_);
                                                                                    uint l_3659_ = (l_3658_ & 2147483647u);
                                                                                    float l_3660_ = asfloat(l_3659_);
                                                                                    double l_3661_ = double(l_3660_);
                                                                                    l_mut_47_ = l_3661_;
                                                                                    bool l_3662_ = (l_3659_ < 8388608u);
                                                                                    if (l_3662_) {
                                                                                        double l_3663_ = double(l_3659_);
                                                                                        double l_3664_ = (l_3663_ * 1.401298464324817e-45L);
                                                                                        l_mut_47_ = l_3664_;
                                                                                    }
                                                                                    double _e7078 = l_mut_47_;
                                                                                    uint64_t l_3665_ = _e7078;
                                                                                    uint l_3666_ = (l_3658_ >> 31u);
                                                                                    uint64_t l_3667_ = uint64_t(l_3666_);
                                                                                    uint64_t l_3668_ = (l_3667_ << uint(63uL));
                                                                                    uint64_t l_3669_ = (l_3665_ | l_3668_);
                                                                                    double l_3670_ = l_3669_;
                                                                                    bool l_3671_ = (l_3670_ <= l_3612_);
                                                                                    if (l_3671_) {
                                                                                        uint l_3672_ = asuint(l_3618_);
                                                                                        uint l_3673_ = (l_3672_ + 1u);
                                                                                        l_mut_2764_ = l_3673_;
                                                                                        uint l_3674_ = (l_3672_ & 2147483647u);
                                                                                        bool l_3675_ = (l_3674_ == 0u);
                                                                                        if (l_3675_) {
                                                                                            l_mut_2764_ = 1u;
                                                                                        } else {
                                                                                            uint l_3676_ = (l_3672_ & 2147483648u);
                                                                                            bool l_3677_ = (l_3676_ != 0u);
                                                                                            if (l_3677_) {
                                                                                                uint l_3678_ = (l_3672_ - 1u);
                                                                                                l_mut_2764_ = l_3678_;
                                                                                            } else {
                                                                                                bool l_3679_ = (l_3672_ == 2139095040u);
                                                                                                if (l_3679_) {
                                                                                                    l_mut_2764_ = l_3672_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e7106 = l_mut_2764_;
                                                                                        float l_3680_ = asfloat(_e7106);
                                                                                        uint l_3681_ = asuint(l_3680_);
                                                                                        uint l_3682_ = (l_3681_ & 2147483647u);
                                                                                        float l_3683_ = asfloat(l_3682_);
                                                                                        double l_3684_ = double(l_3683_);
                                                                                        l_mut_47_ = l_3684_;
                                                                                        bool l_3685_ = (l_3682_ < 8388608u);
                                                                                        if (l_3685_) {
                                                                                            double l_3686_ = double(l_3682_);
                                                                                            double l_3687_ = (l_3686_ * 1.401298464324817e-45L);
                                                                                            l_mut_47_ = l_3687_;
                                                                                        }
                                                                                        double _e7118 = l_mut_47_;
                                                                                        uint64_t l_3688_ = _e7118;
                                                                                        uint l_3689_ = (l_3681_ >> 31u);
                                                                                        uint64_t l_3690_ = uint64_t(l_3689_);
                                                                                        uint64_t l_3691_ = (l_3690_ << uint(63uL));
                                                                                        uint64_t l_3692_ = (l_3688_ | l_3691_);
                                                                                        double l_3693_ = l_3692_;
                                                                                        l_mut_1663_ = l_3693_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e7129 = l_mut_1663_;
                                                                            l_mut_1748_ = _e7129;
                                                                        }
                                                                        l_mut_2764_ = 0u;
                                                                        double _e7131 = l_mut_2002_;
                                                                        bool l_3694_ = (_e7131 <= 0.0L);
                                                                        double _e7134 = l_mut_1748_;
                                                                        bool l_3695_ = (_e7134 >= 0.0L);
                                                                        if (l_3694_) {
                                                                            local_99 = l_3695_;
                                                                        } else {
                                                                            local_99 = false;
                                                                        }
                                                                        bool l_3696_ = local_99;
                                                                        bool l_3697_ = !(l_3696_);
                                                                        if (l_3697_) {
                                                                            double _e7142 = l_mut_2512_;
                                                                            double _e7143 = l_mut_2002_;
                                                                            double l_3699_ = (_e7142 / _e7143);
                                                                            double _e7145 = l_mut_2512_;
                                                                            double _e7146 = l_mut_1748_;
                                                                            double l_3700_ = (_e7145 / _e7146);
                                                                            double _e7148 = l_mut_2258_;
                                                                            double _e7149 = l_mut_2002_;
                                                                            double l_3701_ = (_e7148 / _e7149);
                                                                            double _e7151 = l_mut_2258_;
                                                                            double _e7152 = l_mut_1748_;
                                                                            double l_3702_ = (_e7151 / _e7152);
                                                                            a_3698_[0] = l_3699_;
                                                                            a_3698_[1] = l_3699_;
                                                                            double l_3703_ = a_3698_[0];
                                                                            bool l_3704_ = (l_3700_ < l_3703_);
                                                                            if (l_3704_) {
                                                                                a_3698_[0] = l_3700_;
                                                                            }
                                                                            double l_3705_ = a_3698_[0];
                                                                            bool l_3706_ = (l_3701_ < l_3705_);
                                                                            if (l_3706_) {
                                                                                a_3698_[0] = l_3701_;
                                                                            }
                                                                            double l_3707_ = a_3698_[0];
                                                                            bool l_3708_ = (l_3702_ < l_3707_);
                                                                            if (l_3708_) {
                                                                                a_3698_[0] = l_3702_;
                                                                            }
                                                                            double l_3709_ = a_3698_[1];
                                                                            bool l_3710_ = (l_3700_ > l_3709_);
                                                                            if (l_3710_) {
                                                                                a_3698_[1] = l_3700_;
                                                                            }
                                                                            double l_3711_ = a_3698_[1];
                                                                            bool l_3712_ = (l_3701_ > l_3711_);
                                                                            if (l_3712_) {
                                                                                a_3698_[1] = l_3701_;
                                                                            }
                                                                            double l_3713_ = a_3698_[1];
                                                                            bool l_3714_ = (l_3702_ > l_3713_);
                                                                            if (l_3714_) {
                                                                                a_3698_[1] = l_3702_;
                                                                            }
                                                                            double l_3715_ = a_3698_[0];
                                                                            double l_3716_ = abs(l_3715_);
                                                                            double _e7183 = l_mut_57_;
                                                                            double l_3717_ = (l_3716_ * _e7183);
                                                                            double l_3718_ = a_3698_[1];
                                                                            double l_3719_ = abs(l_3718_);
                                                                            double _e7188 = l_mut_57_;
                                                                            double l_3720_ = (l_3719_ * _e7188);
                                                                            l_mut_2764_ = 2u;
                                                                            double l_3721_ = a_3698_[0];
                                                                            double l_3722_ = (l_3721_ - l_3717_);
                                                                            double l_3723_ = abs(l_3722_);
                                                                            l_mut_2512_ = 1.401298464324817e-45L;
                                                                            bool l_3724_ = (l_3723_ >= 1.1754943508222875e-38L);
                                                                            bool l_3725_ = (l_3723_ <= 1.7976931348623157e308L);
                                                                            if (l_3724_) {
                                                                                local_100 = l_3725_;
                                                                            } else {
                                                                                local_100 = false;
                                                                            }
                                                                            bool l_3726_ = local_100;
                                                                            if (l_3726_) {
                                                                                uint64_t l_3727_ = l_3723_;
                                                                                uint64_t l_3728_ = (l_3727_ >> uint(52uL));
                                                                                uint64_t l_3729_ = (l_3728_ - 23uL);
                                                                                uint64_t l_3730_ = (l_3729_ << uint(52uL));
                                                                                double l_3731_ = l_3730_;
                                                                                l_mut_2512_ = l_3731_;
                                                                            }
                                                                            double l_3732_ = (l_3721_ + l_3717_);
                                                                            double l_3733_ = abs(l_3732_);
                                                                            l_mut_2258_ = 1.401298464324817e-45L;
                                                                            bool l_3734_ = (l_3733_ >= 1.1754943508222875e-38L);
                                                                            bool l_3735_ = (l_3733_ <= 1.7976931348623157e308L);
                                                                            if (l_3734_) {
                                                                                local_101 = l_3735_;
                                                                            } else {
                                                                                local_101 = false;
                                                                            }
                                                                            bool l_3736_ = local_101;
                                                                            if (l_3736_) {
                                                                                uint64_t l_3737_ = l_3733_;
                                                                                uint64_t l_3738_ = (l_3737_ >> uint(52uL));
                                                                                uint64_t l_3739_ = (l_3738_ - 23uL);
                                                                                uint64_t l_3740_ = (l_3739_ << uint(52uL));
                                                                                double l_3741_ = l_3740_;
                                                                                l_mut_2258_ = l_3741_;
                                                                            }
                                                                            double _e7239 = l_mut_2512_;
                                                                            double _e7240 = l_mut_2258_;
                                                                            bool l_3742_ = (_e7239 == _e7240);
                                                                            double l_3743_ = a_3698_[1];
                                                                            double l_3744_ = (l_3743_ - l_3720_);
                                                                            double l_3745_ = abs(l_3744_);
                                                                            l_mut_2512_ = 1.401298464324817e-45L;
                                                                            bool l_3746_ = (l_3745_ >= 1.1754943508222875e-38L);
                                                                            bool l_3747_ = (l_3745_ <= 1.7976931348623157e308L);
                                                                            if (l_3746_) {
                                                                                local_102 = l_3747_;
                                                                            } else {
                                                                                local_102 = false;
                                                                            }
                                                                            bool l_3748_ = local_102;
                                                                            if (l_3748_) {
                                                                                uint64_t l_3749_ = l_3745_;
                                                                                uint64_t l_3750_ = (l_3749_ >> uint(52uL));
                                                                                uint64_t l_3751_ = (l_3750_ - 23uL);
                                                                                uint64_t l_3752_ = (l_3751_ << uint(52uL));
                                                                                double l_3753_ = l_3752_;
                                                                                l_mut_2512_ = l_3753_;
                                                                            }
                                                                            double l_3754_ = (l_3743_ + l_3720_);
                                                                            double l_3755_ = abs(l_3754_);
                                                                            l_mut_2258_ = 1.401298464324817e-45L;
                                                                            bool l_3756_ = (l_3755_ >= 1.1754943508222875e-38L);
                                                                            bool l_3757_ = (l_3755_ <= 1.7976931348623157e308L);
                                                                            if (l_3756_) {
                                                                                local_103 = l_3757_;
                                                                            } else {
                                                                                local_103 = false;
                                                                            }
                                                                            bool l_3758_ = local_103;
                                                                            if (l_3758_) {
                                                                                uint64_t l_3759_ = l_3755_;
                                                                                uint64_t l_3760_ = (l_3759_ >> uint(52uL));
                                                                                uint64_t l_3761_ = (l_3760_ - 23uL);
                                                                                uint64_t l_3762_ = (l_3761_ << uint(52uL));
                                                                                double l_3763_ = l_3762_;
                                                                                l_mut_2258_ = l_3763_;
                                                                            }
                                                                            double _e7290 = l_mut_2512_;
                                                                            double _e7291 = l_mut_2258_;
                                                                            bool l_3764_ = (_e7290 == _e7291);
                                                                            if (l_3742_) {
                                                                                local_104 = l_3764_;
                                                                            } else {
                                                                                local_104 = false;
                                                                            }
                                                                            bool l_3765_ = local_104;
                                                                            if (l_3765_) {
                                                                                double l_3766_ = a_3698_[0];
                                                                                double l_3767_ = a_3698_[0];
                                                                                double l_3768_ = abs(l_3767_);
                                                                                l_mut_2512_ = 1.401298464324817e-45L;
                                                                                bool l_3769_ = (l_3768_ >= 1.1754943508222875e-38L);
                                                                                bool l_3770_ = (l_3768_ <= 1.7976931348623157e308L);
                                                                                if (l_3769_) {
                                                                                    local_105 = l_3770_;
                                                                                } else {
                                                                                    local_105 = false;
                                                                                }
                                                                                bool l_3771_ = local_105;
                                                                                if (l_3771_) {
                                                                                    uint64_t l_3772_ = l_3768_;
                                                                                    uint64_t l_3773_ = (l_3772_ >> uint(52uL));
                                                                                    uint64_t l_3774_ = (l_3773_ - 23uL);
                                                                                    uint64_t l_3775_ = (l_3774_ << uint(52uL));
                                                                                    double l_3776_ = l_3775_;
                                                                                    l_mut_2512_ = l_3776_;
                                                                                }
                                                                                double _e7323 = l_mut_2512_;
                                                                                double l_3777_ = (l_418_ * _e7323);
                                                                                double l_3778_ = (l_3766_ - l_3777_);
                                                                                double l_3779_ = a_3698_[1];
                                                                                double l_3780_ = a_3698_[1];
                                                                                double l_3781_ = abs(l_3780_);
                                                                                l_mut_2512_ = 1.401298464324817e-45L;
                                                                                bool l_3782_ = (l_3781_ >= 1.1754943508222875e-38L);
                                                                                bool l_3783_ = (l_3781_ <= 1.7976931348623157e308L);
                                                                                if (l_3782_) {
                                                                                    local_106 = l_3783_;
                                                                                } else {
                                                                                    local_106 = false;
                                                                                }
                                                                                bool l_3784_ = local_106;
                                                                                if (l_3784_) {
                                                                                    uint64_t l_3785_ = l_3781_;
                                                                                    uint64_t l_3786_ = (l_3785_ >> uint(52uL));
                                                                                    uint64_t l_3787_ = (l_3786_ - 23uL);
                                                                                    uint64_t l_3788_ = (l_3787_ << uint(52uL));
                                                                                    double l_3789_ = l_3788_;
                                                                                    l_mut_2512_ = l_3789_;
                                                                                }
                                                                                double _e7352 = l_mut_2512_;
                                                                                double l_3790_ = (l_418_ * _e7352);
                                                                                double l_3791_ = (l_3779_ + l_3790_);
                                                                                float _e7355 = l_mut_25_;
                                                                                uint l_3792_ = asuint(_e7355);
                                                                                uint l_3793_ = (l_3792_ & 2147483647u);
                                                                                float l_3794_ = asfloat(l_3793_);
                                                                                double l_3795_ = double(l_3794_);
                                                                                l_mut_2512_ = l_3795_;
                                                                                bool l_3796_ = (l_3793_ < 8388608u);
                                                                                if (l_3796_) {
                                                                                    double l_3797_ = double(l_3793_);
                                                                                    double l_3798_ = (l_3797_ * 1.401298464324817e-45L);
                                                                                    l_mut_2512_ = l_3798_;
                                                                                }
                                                                                double _e7366 = l_mut_2512_;
                                                                                uint64_t l_3799_ = _e7366;
                                                                                uint l_3800_ = (l_3792_ >> 31u);
                                                                                uint64_t l_3801_ = uint64_t(l_3800_);
                                                                                uint64_t l_3802_ = (l_3801_ << uint(63uL));
                                                                                uint64_t l_3803_ = (l_3799_ | l_3802_);
                                                                                double l_3804_ = l_3803_;
                                                                                float _e7377 = l_mut_25_;
                                                                                uint l_3805_ = asuint(_e7377);
                                                                                uint l_3806_ = (l_3805_ + 1u);
                                                                                l_mut_3807_ = l_3806_;
                                                                                uint l_3808_ = (l_3805_ & 2147483647u);
                                                                                bool l_3809_ = (l_3808_ == 0u);
                                                                                if (l_3809_) {
                                                                                    l_mut_3807_ = 1u;
                                                                                } else {
                                                                                    uint l_3810_ = (l_3805_ & 2147483648u);
                                                                                    bool l_3811_ = (l_3810_ != 0u);
                                                                                    if (l_3811_) {
                                                                                        uint l_3812_ = (l_3805_ - 1u);
                                                                                        l_mut_3807_ = l_3812_;
                                                                                    } else {
                                                                                        bool l_3813_ = (l_3805_ == 2139095040u);
                                                                                        if (l_3813_) {
                                                                                            l_mut_3807_ = l_3805_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e7394 = l_mut_3807_;
                                                                                float l_3814_ = asfloat(_e7394);
                                                                                uint l_3815_ = asuint(l_3814_);
                                                                                uint l_3816_ = (l_3815_ & 2147483647u);
                                                                                float l_3817_ = asfloat(l_3816_);
                                                                                double l_3818_ = double(l_3817_);
                                                                                l_mut_2512_ = l_3818_;
                                                                                bool l_3819_ = (l_3816_ < 8388608u);
                                                                                if (l_3819_) {
                                                                                    double l_3820_ = double(l_3816_);
                                                                                    double l_3821_ = (l_3820_ * 1.401298464324817e-45L);
                                                                                    l_mut_2512_ = l_3821_;
                                                                                }
                                                                                double _e7406 = l_mut_2512_;
                                                                                uint64_t l_3822_ = _e7406;
                                                                                uint l_3823_ = (l_3815_ >> 31u);
                                                                                uint64_t l_3824_ = uint64_t(l_3823_);
                                                                                uint64_t l_3825_ = (l_3824_ << uint(63uL));
                                                                                uint64_t l_3826_ = (l_3822_ | l_3825_);
                                                                                double l_3827_ = l_3826_;
                                                                                float _e7417 = l_mut_25_;
                                                                                uint l_3828_ = asuint(_e7417);
                                                                                uint l_3829_ = (l_3828_ ^ 2147483648u);
                                                                                float l_3830_ = asfloat(l_3829_);
                                                                                uint l_3831_ = asuint(l_3830_);
                                                                                uint l_3832_ = (l_3831_ + 1u);
                                                                                l_mut_3807_ = l_3832_;
                                                                                uint l_3833_ = (l_3831_ & 2147483647u);
                                                                                bool l_3834_ = (l_3833_ == 0u);
                                                                                if (l_3834_) {
                                                                                    l_mut_3807_ = 1u;
                                                                                } else {
                                                                                    uint l_3835_ = (l_3831_ & 2147483648u);
                                                                                    bool l_3836_ = (l_3835_ != 0u);
                                                                                    if (l_3836_) {
                                                                                        uint l_3837_ = (l_3831_ - 1u);
                                                                                        l_mut_3807_ = l_3837_;
                                                                                    } else {
                                                                                        bool l_3838_ = (l_3831_ == 2139095040u);
                                                                                        if (l_3838_) {
                                                                                            l_mut_3807_ = l_3831_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e7438 = l_mut_3807_;
                                                                                float l_3839_ = asfloat(_e7438);
                                                                                uint l_3840_ = asuint(l_3839_);
                                                                                uint l_3841_ = (l_3840_ ^ 2147483648u);
                                                                                float l_3842_ = asfloat(l_3841_);
                                                                                uint l_3843_ = asuint(l_3842_);
                                                                                uint l_3844_ = (l_3843_ & 2147483647u);
                                                                                float l_3845_ = asfloat(l_3844_);
                                                                                double l_3846_ = double(l_3845_);
                                                                                l_mut_2512_ = l_3846_;
                                                                                bool l_3847_ = (l_3844_ < 8388608u);
                                                                                if (l_3847_) {
                                                                                    double l_3848_ = double(l_3844_);
                                                                                    double l_3849_ = (l_3848_ * 1.401298464324817e-45L);
                                                                                    l_mut_2512_ = l_3849_;
                                                                                }
                                                                                double _e7454 = l_mut_2512_;
                                                                                uint64_t l_3850_ = _e7454;
                                                                                uint l_3851_ = (l_3843_ >> 31u);
                                                                                uint64_t l_3852_ = uint64_t(l_3851_);
                                                                                uint64_t l_3853_ = (l_3852_ << uint(63uL));
                                                                                uint64_t l_3854_ = (l_3850_ | l_3853_);
                                                                                double l_3855_ = l_3854_;
                                                                                double l_3856_ = (l_3778_ + l_3717_);
                                                                                bool l_3857_ = (l_3856_ <= l_3804_);
                                                                                l_mut_544_ = l_3857_;
                                                                                double l_3858_ = (l_3778_ - l_3717_);
                                                                                bool l_3859_ = (l_3858_ > l_3804_);
                                                                                l_mut_541_ = l_3859_;
                                                                                double l_3860_ = (l_3791_ - l_3720_);
                                                                                bool l_3861_ = (l_3860_ >= l_3804_);
                                                                                l_mut_538_ = l_3861_;
                                                                                double l_3862_ = (l_3791_ + l_3720_);
                                                                                bool l_3863_ = (l_3862_ < l_3804_);
                                                                                l_mut_535_ = l_3863_;
                                                                                double l_3864_ = (l_3778_ + l_3717_);
                                                                                bool l_3865_ = (l_3864_ < l_3827_);
                                                                                l_mut_544_ = l_3865_;
                                                                                double l_3866_ = (l_3778_ - l_3717_);
                                                                                bool l_3867_ = (l_3866_ >= l_3827_);
                                                                                l_mut_541_ = l_3867_;
                                                                                double l_3868_ = (l_3791_ - l_3720_);
                                                                                bool l_3869_ = (l_3868_ > l_3855_);
                                                                                l_mut_538_ = l_3869_;
                                                                                double l_3870_ = (l_3791_ + l_3720_);
                                                                                bool l_3871_ = (l_3870_ <= l_3855_);
                                                                                l_mut_535_ = l_3871_;
                                                                                l_mut_3807_ = 2u;
                                                                                bool _e7482 = l_mut_541_;
                                                                                if (!(_e7482)) {
                                                                                    bool _e7486 = l_mut_535_;
                                                                                    local_107 = _e7486;
                                                                                } else {
                                                                                    local_107 = true;
                                                                                }
                                                                                bool l_3872_ = local_107;
                                                                                if (l_3872_) {
                                                                                    l_mut_3807_ = 1u;
                                                                                } else {
                                                                                    bool _e7490 = l_mut_544_;
                                                                                    if (_e7490) {
                                                                                        bool _e7493 = l_mut_538_;
                                                                                        local_108 = _e7493;
                                                                                    } else {
                                                                                        local_108 = false;
                                                                                    }
                                                                                    bool l_3873_ = local_108;
                                                                                    if (l_3873_) {
                                                                                        l_mut_3807_ = 0u;
                                                                                    }
                                                                                }
                                                                                float _e7497 = l_mut_25_;
                                                                                uint l_3874_ = asuint(_e7497);
                                                                                uint l_3875_ = (l_3874_ & 2147483647u);
                                                                                bool l_3876_ = (l_3875_ == 0u);
                                                                                if (l_3876_) {
                                                                                    double l_3877_ = (l_3778_ + l_3717_);
                                                                                    bool l_3878_ = (l_3877_ < 1.1754943508222875e-38L);
                                                                                    double l_3879_ = (l_3791_ - l_3720_);
                                                                                    bool l_3880_ = (l_3879_ > -1.1754943508222875e-38L);
                                                                                    if (l_3878_) {
                                                                                        local_109 = l_3880_;
                                                                                    } else {
                                                                                        local_109 = false;
                                                                                    }
                                                                                    bool l_3881_ = local_109;
                                                                                    double l_3882_ = (l_3778_ - l_3717_);
                                                                                    bool l_3883_ = (l_3882_ < 1.1754943508222875e-38L);
                                                                                    double l_3884_ = (l_3791_ + l_3720_);
                                                                                    bool l_3885_ = (l_3884_ > -1.1754943508222875e-38L);
                                                                                    if (l_3883_) {
                                                                                        local_110 = l_3885_;
                                                                                    } else {
                                                                                        local_110 = false;
                                                                                    }
                                                                                    bool l_3886_ = local_110;
                                                                                    if (l_3881_) {
                                                                                        l_mut_3807_ = 0u;
                                                                                    } else {
                                                                                        uint _e7524 = l_mut_3807_;
                                                                                        bool l_3887_ = (_e7524 == 1u);
                                                                                        if (l_3886_) {
                                                                                            local_111 = l_3887_;
                                                                                        } else {
                                                                                            local_111 = false;
                                                                                        }
                                                                                        bool l_3888_ = local_111;
                                                                                        if (l_3888_) {
                                                                                            l_mut_3807_ = 2u;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e7532 = l_mut_3807_;
                                                                                l_mut_2764_ = _e7532;
                                                                            }
                                                                        }
                                                                        uint _e7533 = l_mut_443_;
                                                                        bool l_3889_ = (_e7533 == 0u);
                                                                        if (l_3889_) {
                                                                            l_mut_484_ = 0u;
                                                                        } else {
                                                                            uint _e7537 = l_mut_2764_;
                                                                            bool l_3890_ = (_e7537 == 1u);
                                                                            if (l_3890_) {
                                                                                l_mut_484_ = 1u;
                                                                            }
                                                                        }
                                                                    } else {
                                                                        double _e7541 = l_mut_251_;
                                                                        double l_3891_ = (_e7541 - l_415_);
                                                                        double _e7543 = l_mut_251_;
                                                                        double l_3892_ = (_e7543 + l_415_);
                                                                        double _e7545 = l_mut_84_;
                                                                        double l_3893_ = (_e7545 - l_415_);
                                                                        double _e7547 = l_mut_84_;
                                                                        double l_3894_ = (_e7547 + l_415_);
                                                                        double l_3895_ = abs(l_3893_);
                                                                        bool l_3896_ = (l_3895_ > l_1629_);
                                                                        double l_3897_ = abs(l_3894_);
                                                                        bool l_3898_ = (l_3897_ > l_1629_);
                                                                        if (l_3896_) {
                                                                            local_112 = l_3898_;
                                                                        } else {
                                                                            local_112 = false;
                                                                        }
                                                                        bool l_3899_ = local_112;
                                                                        if (l_3899_) {
                                                                            double l_3900_ = (l_1627_ + l_1629_);
                                                                            double l_3901_ = abs(l_3893_);
                                                                            double l_3902_ = abs(l_3894_);
                                                                            l_mut_2512_ = l_3901_;
                                                                            bool l_3903_ = (l_3902_ < l_3901_);
                                                                            if (l_3903_) {
                                                                                l_mut_2512_ = l_3902_;
                                                                            }
                                                                            double _e7561 = l_mut_2512_;
                                                                            double l_3904_ = (l_3900_ / _e7561);
                                                                            double l_3905_ = abs(l_3891_);
                                                                            double l_3906_ = abs(l_3892_);
                                                                            l_mut_2512_ = l_3905_;
                                                                            bool l_3907_ = (l_3906_ < l_3905_);
                                                                            if (l_3907_) {
                                                                                l_mut_2512_ = l_3906_;
                                                                            }
                                                                            double _e7566 = l_mut_2512_;
                                                                            double l_3908_ = (l_1627_ / _e7566);
                                                                            double l_3909_ = (l_3904_ + l_3908_);
                                                                            double _e7569 = l_mut_57_;
                                                                            l_mut_57_ = (_e7569 + l_3909_);
                                                                            l_mut_3807_ = 0u;
                                                                            bool l_3910_ = (l_3893_ <= 0.0L);
                                                                            bool l_3911_ = (l_3894_ >= 0.0L);
                                                                            if (l_3910_) {
                                                                                local_113 = l_3911_;
                                                                            } else {
                                                                                local_113 = false;
                                                                            }
                                                                            bool l_3912_ = local_113;
                                                                            bool l_3913_ = !(l_3912_);
                                                                            if (l_3913_) {
                                                                                double l_3915_ = (l_3891_ / l_3893_);
                                                                                double l_3916_ = (l_3891_ / l_3894_);
                                                                                double l_3917_ = (l_3892_ / l_3893_);
                                                                                double l_3918_ = (l_3892_ / l_3894_);
                                                                                a_3914_[0] = l_3915_;
                                                                                a_3914_[1] = l_3915_;
                                                                                double l_3919_ = a_3914_[0];
                                                                                bool l_3920_ = (l_3916_ < l_3919_);
                                                                                if (l_3920_) {
                                                                                    a_3914_[0] = l_3916_;
                                                                                }
                                                                                double l_3921_ = a_3914_[0];
                                                                                bool l_3922_ = (l_3917_ < l_3921_);
                                                                                if (l_3922_) {
                                                                                    a_3914_[0] = l_3917_;
                                                                                }
                                                                                double l_3923_ = a_3914_[0];
                                                                                bool l_3924_ = (l_3918_ < l_3923_);
                                                                                if (l_3924_) {
                                                                                    a_3914_[0] = l_3918_;
                                                                                }
                                                                                double l_3925_ = a_3914_[1];
                                                                                bool l_3926_ = (l_3916_ > l_3925_);
                                                                                if (l_3926_) {
                                                                                    a_3914_[1] = l_3916_;
                                                                                }
                                                                                double l_3927_ = a_3914_[1];
                                                                                bool l_3928_ = (l_3917_ > l_3927_);
                                                                                if (l_3928_) {
                                                                                    a_3914_[1] = l_3917_;
                                                                                }
                                                                                double l_3929_ = a_3914_[1];
                                                                                bool l_3930_ = (l_3918_ > l_3929_);
                                                                                if (l_3930_) {
                                                                                    a_3914_[1] = l_3918_;
                                                                                }
                                                                                double l_3931_ = a_3914_[0];
                                                                                double l_3932_ = abs(l_3931_);
                                                                                double _e7614 = l_mut_57_;
                                                                                double l_3933_ = (l_3932_ * _e7614);
                                                                                double l_3934_ = a_3914_[1];
                                                                                double l_3935_ = abs(l_3934_);
                                                                                double _e7619 = l_mut_57_;
                                                                                double l_3936_ = (l_3935_ * _e7619);
                                                                                l_mut_3807_ = 2u;
                                                                                double l_3937_ = a_3914_[0];
                                                                                double l_3938_ = (l_3937_ - l_3933_);
                                                                                double l_3939_ = abs(l_3938_);
                                                                                l_mut_2512_ = 1.401298464324817e-45L;
                                                                                bool l_3940_ = (l_3939_ >= 1.1754943508222875e-38L);
                                                                                bool l_3941_ = (l_3939_ <= 1.7976931348623157e308L);
                                                                                if (l_3940_) {
                                                                                    local_114 = l_3941_;
                                                                                } else {
                                                                                    local_114 = false;
                                                                                }
                                                                                bool l_3942_ = local_114;
                                                                                if (l_3942_) {
                                                                                    uint64_t l_3943_ = l_3939_;
                                                                                    uint64_t l_3944_ = (l_3943_ >> uint(52uL));
                                                                                    uint64_t l_3945_ = (l_3944_ - 23uL);
                                                                                    uint64_t l_3946_ = (l_3945_ << uint(52uL));
                                                                                    double l_3947_ = l_3946_;
                                                                                    l_mut_2512_ = l_3947_;
                                                                                }
                                                                                double l_3948_ = (l_3937_ + l_3933_);
                                                                                double l_3949_ = abs(l_3948_);
                                                                                l_mut_2258_ = 1.401298464324817e-45L;
                                                                                bool l_3950_ = (l_3949_ >= 1.1754943508222875e-38L);
                                                                                bool l_3951_ = (l_3949_ <= 1.7976931348623157e308L);
                                                                                if (l_3950_) {
                                                                                    local_115 = l_3951_;
                                                                                } else {
                                                                                    local_115 = false;
                                                                                }
                                                                                bool l_3952_ = local_115;
                                                                                if (l_3952_) {
                                                                                    uint64_t l_3953_ = l_3949_;
                                                                                    uint64_t l_3954_ = (l_3953_ >> uint(52uL));
                                                                                    uint64_t l_3955_ = (l_3954_ - 23uL);
                                                                                    uint64_t l_3956_ = (l_3955_ << uint(52uL));
                                                                                    double l_3957_ = l_3956_;
                                                                                    l_mut_2258_ = l_3957_;
                                                                                }
                                                                                double _e7670 = l_mut_2512_;
                                                                                double _e7671 = l_mut_2258_;
                                                                                bool l_3958_ = (_e7670 == _e7671);
                                                                                double l_3959_ = a_3914_[1];
                                                                                double l_3960_ = (l_3959_ - l_3936_);
                                                                                double l_3961_ = abs(l_3960_);
                                                                                l_mut_2512_ = 1.401298464324817e-45L;
                                                                                bool l_3962_ = (l_3961_ >= 1.1754943508222875e-38L);
                                                                                bool l_3963_ = (l_3961_ <= 1.7976931348623157e308L);
                                                                                if (l_3962_) {
                                                                                    local_116 = l_3963_;
                                                                                } else {
                                                                                    local_116 = false;
                                                                                }
                                                                                bool l_3964_ = local_116;
                                                                                if (l_3964_) {
                                                                                    uint64_t l_3965_ = l_3961_;
                                                                                    uint64_t l_3966_ = (l_3965_ >> uint(52uL));
                                                                                    uint64_t l_3967_ = (l_3966_ - 23uL);
                                                                                    uint64_t l_3968_ = (l_3967_ << uint(52uL));
                                                                                    double l_3969_ = l_3968_;
                                                                                    l_mut_2512_ = l_3969_;
                                                                                }
                                                                                double l_3970_ = (l_3959_ + l_3936_);
                                                                                double l_3971_ = abs(l_3970_);
                                                                                l_mut_2258_ = 1.401298464324817e-45L;
                                                                                bool l_3972_ = (l_3971_ >= 1.1754943508222875e-38L);
                                                                                bool l_3973_ = (l_3971_ <= 1.7976931348623157e308L);
                                                                                if (l_3972_) {
                                                                                    local_117 = l_3973_;
                                                                                } else {
                                                                                    local_117 = false;
                                                                                }
                                                                                bool l_3974_ = local_117;
                                                                                if (l_3974_) {
                                                                                    uint64_t l_3975_ = l_3971_;
                                                                                    uint64_t l_3976_ = (l_3975_ >> uint(52uL));
                                                                                    uint64_t l_3977_ = (l_3976_ - 23uL);
                                                                                    uint64_t l_3978_ = (l_3977_ << uint(52uL));
                                                                                    double l_3979_ = l_3978_;
                                                                                    l_mut_2258_ = l_3979_;
                                                                                }
                                                                                double _e7721 = l_mut_2512_;
                                                                                double _e7722 = l_mut_2258_;
                                                                                bool l_3980_ = (_e7721 == _e7722);
                                                                                if (l_3958_) {
                                                                                    local_118 = l_3980_;
                                                                                } else {
                                                                                    local_118 = false;
                                                                                }
                                                                                bool l_3981_ = local_118;
                                                                                if (l_3981_) {
                                                                                    double l_3982_ = a_3914_[0];
                                                                                    double l_3983_ = a_3914_[0];
                                                                                    double l_3984_ = abs(l_3983_);
                                                                                    l_mut_2512_ = 1.401298464324817e-45L;
                                                                                    bool l_3985_ = (l_3984_ >= 1.1754943508222875e-38L);
                                                                                    bool l_3986_ = (l_3984_ <= 1.7976931348623157e308L);
                                                                                    if (l_3985_) {
                                                                                        local_119 = l_3986_;
                                                                                    } else {
                                                                                        local_119 = false;
                                                                                    }
                                                                                    bool l_3987_ = local_119;
                                                                                    if (l_3987_) {
                                                                                        uint64_t l_3988_ = l_3984_;
                                                                                        uint64_t l_3989_ = (l_3988_ >> uint(52uL));
                                                                                        uint64_t l_3990_ = (l_3989_ - 23uL);
                                                                                        uint64_t l_3991_ = (l_3990_ << uint(52uL));
                                                                                        double l_3992_ = l_3991_;
                                                                                        l_mut_2512_ = l_3992_;
                                                                                    }
                                                                                    double _e7754 = l_mut_2512_;
                                                                                    double l_3993_ = (l_418_ * _e7754);
                                                                                    double l_3994_ = (l_3982_ - l_3993_);
                                                                                    double l_3995_ = a_3914_[1];
                                                                                    double l_3996_ = a_3914_[1];
                                                                                    double l_3997_ = abs(l_3996_);
                                                                                    l_mut_2512_ = 1.401298464324817e-45L;
                                                                                    bool l_3998_ = (l_3997_ >= 1.1754943508222875e-38L);
                                                                                    bool l_3999_ = (l_3997_ <= 1.7976931348623157e308L);
                                                                                    if (l_3998_) {
                                                                                        local_120 = l_3999_;
                                                                                    } else {
                                                                                        local_120 = false;
                                                                                    }
                                                                                    bool l_4000_ = local_120;
                                                                                    if (l_4000_) {
                                                                                        uint64_t l_4001_ = l_3997_;
                                                                                        uint64_t l_4002_ = (l_4001_ >> uint(52uL));
                                                                                        uint64_t l_4003_ = (l_4002_ - 23uL);
                                                                                        uint64_t l_4004_ = (l_4003_ << uint(52uL));
                                                                                        double l_4005_ = l_4004_;
                                                                                        l_mut_2512_ = l_4005_;
                                                                                    }
                                                                                    double _e7783 = l_mut_2512_;
                                                                                    double l_4006_ = (l_418_ * _e7783);
                                                                                    double l_4007_ = (l_3995_ + l_4006_);
                                                                                    float _e7786 = l_mut_25_;
                                                                                    uint l_4008_ = asuint(_e7786);
                                                                                    uint l_4009_ = (l_4008_ & 2147483647u);
                                                                                    float l_4010_ = asfloat(l_4009_);
                                                                                    double l_4011_ = double(l_4010_);
                                                                                    l_mut_2512_ = l_4011_;
                                                                                    bool l_4012_ = (l_4009_ < 8388608u);
                                                                                    if (l_4012_) {
                                                                                        double l_4013_ = double(l_4009_);
                                                                                        double l_4014_ = (l_4013_ * 1.401298464324817e-45L);
                                                                                        l_mut_2512_ = l_4014_;
                                                                                    }
                                                                                    double _e7797 = l_mut_2512_;
                                                                                    uint64_t l_4015_ = _e7797;
                                                                                    uint l_4016_ = (l_4008_ >> 31u);
                                                                                    uint64_t l_4017_ = uint64_t(l_4016_);
                                                                                    uint64_t l_4018_ = (l_4017_ << uint(63uL));
                                                                                    uint64_t l_4019_ = (l_4015_ | l_4018_);
                                                                                    double l_4020_ = l_4019_;
                                                                                    float _e7808 = l_mut_25_;
                                                                                    uint l_4021_ = asuint(_e7808);
                                                                                    uint l_4022_ = (l_4021_ + 1u);
                                                                                    l_mut_2764_ = l_4022_;
                                                                                    uint l_4023_ = (l_4021_ & 2147483647u);
                                                                                    bool l_4024_ = (l_4023_ == 0u);
                                                                                    if (l_4024_) {
                                                                                        l_mut_2764_ = 1u;
                                                                                    } else {
                                                                                        uint l_4025_ = (l_4021_ & 2147483648u);
                                                                                        bool l_4026_ = (l_4025_ != 0u);
                                                                                        if (l_4026_) {
                                                                                            uint l_4027_ = (l_4021_ - 1u);
                                                                                            l_mut_2764_ = l_4027_;
                                                                                        } else {
                                                                                            bool l_4028_ = (l_4021_ == 2139095040u);
                                                                                            if (l_4028_) {
                                                                                                l_mut_2764_ = l_4021_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e7825 = l_mut_2764_;
                                                                                    float l_4029_ = asfloat(_e7825);
                                                                                    uint l_4030_ = asuint(l_4029_);
                                                                                    uint l_4031_ = (l_4030_ & 2147483647u);
                                                                                    float l_4032_ = asfloat(l_4031_);
                                                                                    double l_4033_ = double(l_4032_);
                                                                                    l_mut_2512_ = l_4033_;
                                                                                    bool l_4034_ = (l_4031_ < 8388608u);
                                                                                    if (l_4034_) {
                                                                                        double l_4035_ = double(l_4031_);
                                                                                        double l_4036_ = (l_4035_ * 1.401298464324817e-45L);
                                                                                        l_mut_2512_ = l_4036_;
                                                                                    }
                                                                                    double _e7837 = l_mut_2512_;
                                                                                    uint64_t l_4037_ = _e7837;
                                                                                    uint l_4038_ = (l_4030_ >> 31u);
                                                                                    uint64_t l_4039_ = uint64_t(l_4038_);
                                                                                    uint64_t l_4040_ = (l_4039_ << uint(63uL));
                                                                                    uint64_t l_4041_ = (l_4037_ | l_4040_);
                                                                                    double l_4042_ = l_4041_;
                                                                                    float _e7848 = l_mut_25_;
                                                                                    uint l_4043_ = asuint(_e7848);
                                                                                    uint l_4044_ = (l_4043_ ^ 2147483648u);
                                                                                    float l_4045_ = asfloat(l_4044_);
                                                                                    uint l_4046_ = asuint(l_4045_);
                                                                                    uint l_4047_ = (l_4046_ + 1u);
                                                                                    l_mut_2764_ = l_4047_;
                                                                                    uint l_4048_ = (l_4046_ & 2147483647u);
                                                                                    bool l_4049_ = (l_4048_ == 0u);
                                                                                    if (l_4049_) {
                                                                                        l_mut_2764_ = 1u;
                                                                                    } else {
                                                                                        uint l_4050_ = (l_4046_ & 2147483648u);
                                                                                        bool l_4051_ = (l_4050_ != 0u);
                                                                                        if (l_4051_) {
                                                                                            uint l_4052_ = (l_4046_ - 1u);
                                                                                            l_mut_2764_ = l_4052_;
                                                                                        } else {
                                                                                            bool l_4053_ = (l_4046_ == 2139095040u);
                                                                                            if (l_4053_) {
                                                                                                l_mut_2764_ = l_4046_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e7869 = l_mut_2764_;
                                                                                    float l_4054_ = asfloat(_e7869);
                                                                                    uint l_4055_ = asuint(l_4054_);
                                                                                    uint l_4056_ = (l_4055_ ^ 2147483648u);
                                                                                    float l_4057_ = asfloat(l_4056_);
                                                                                    uint l_4058_ = asuint(l_4057_);
                                                                                    uint l_4059_ = (l_4058_ & 2147483647u);
                                                                                    float l_4060_ = asfloat(l_4059_);
                                                                                    double l_4061_ = double(l_4060_);
                                                                                    l_mut_2512_ = l_4061_;
                                                                                    bool l_4062_ = (l_4059_ < 8388608u);
                                                                                    if (l_4062_) {
                                                                                        double l_4063_ = double(l_4059_);
                                                                                        double l_4064_ = (l_4063_ * 1.401298464324817e-45L);
                                                                                        l_mut_2512_ = l_4064_;
                                                                                    }
                                                                                    double _e7885 = l_mut_2512_;
                                                                                    uint64_t l_4065_ = _e7885;
                                                                                    uint l_4066_ = (l_4058_ >> 31u);
                                                                                    uint64_t l_4067_ = uint64_t(l_4066_);
                                                                                    uint64_t l_4068_ = (l_4067_ << uint(63uL));
                                                                                    uint64_t l_4069_ = (l_4065_ | l_4068_);
                                                                                    double l_4070_ = l_4069_;
                                                                                    double l_4071_ = (l_3994_ + l_3933_);
                                                                                    bool l_4072_ = (l_4071_ <= l_4020_);
                                                                                    l_mut_544_ = l_4072_;
                                                                                    double l_4073_ = (l_3994_ - l_3933_);
                                                                                    bool l_4074_ = (l_4073_ > l_4020_);
                                                                                    l_mut_541_ = l_4074_;
                                                                                    double l_4075_ = (l_4007_ - l_3936_);
                                                                                    bool l_4076_ = (l_4075_ >= l_4020_);
                                                                                    l_mut_538_ = l_4076_;
                                                                                    double l_4077_ = (l_4007_ + l_3936_);
                                                                                    bool l_4078_ = (l_4077_ < l_4020_);
                                                                                    l_mut_535_ = l_4078_;
                                                                                    l_mut_2764_ = 2u;
                                                                                    bool _e7905 = l_mut_541_;
                                                                                    if (!(_e7905)) {
                                                                                        bool _e7909 = l_mut_535_;
                                                                                        local_121 = _e7909;
                                                                                    } else {
                                                                                        local_121 = true;
                                                                                    }
                                                                                    bool l_4079_ = local_121;
                                                                                    if (l_4079_) {
                                                                                        l_mut_2764_ = 1u;
                                                                                    } else {
                                                                                        bool _e7913 = l_mut_544_;
                                                                                        if (_e7913) {
                                                                                            bool _e7916 = l_mut_538_;
                                                                                            local_122 = _e7916;
                                                                                        } else {
                                                                                            local_122 = false;
                                                                                        }
                                                                                        bool l_4080_ = local_122;
                                                                                        if (l_4080_) {
                                                                                            l_mut_2764_ = 0u;
                                                                                        }
                                                                                    }
                                                                                    float _e7920 = l_mut_25_;
                                                                                    uint l_4081_ = asuint(_e7920);
                                                                                    uint l_4082_ = (l_4081_ & 2147483647u);
                                                                                    bool l_4083_ = (l_4082_ == 0u);
                                                                                    if (l_4083_) {
                                                                                        double l_4084_ = (l_3994_ + l_3933_);
                                                                                        bool l_4085_ = (l_4084_ < 1.1754943508222875e-38L);
                                                                                        double l_4086_ = (l_4007_ - l_3936_);
                                                                                        bool l_4087_ = (l_4086_ > -1.1754943508222875e-38L);
                                                                                        if (l_4085_) {
                                                                                            local_123 = l_4087_;
                                                                                        } else {
                                                                                            local_123 = false;
                                                                                        }
                                                                                        bool l_4088_ = local_123;
                                                                                        double l_4089_ = (l_3994_ - l_3933_);
                                                                                        bool l_4090_ = (l_4089_ < 1.1754943508222875e-38L);
                                                                                        double l_4091_ = (l_4007_ + l_3936_);
                                                                                        bool l_4092_ = (l_4091_ > -1.1754943508222875e-38L);
                                                                                        if (l_4090_) {
                                                                                            local_124 = l_4092_;
                                                                                        } else {
                                                                                            local_124 = false;
                                                                                        }
                                                                                        bool l_4093_ = local_124;
                                                                                        if (l_4088_) {
                                                                                            l_mut_2764_ = 0u;
                                                                                        } else {
                                                                                            uint _e7947 = l_mut_2764_;
                                                                                            bool l_4094_ = (_e7947 == 1u);
                                                                                            if (l_4093_) {
                                                                                                local_125 = l_4094_;
                                                                                            } else {
                                                                                                local_125 = false;
                                                                                            }
                                                                                            bool l_4095_ = local_125;
                                                                                            if (l_4095_) {
                                                                                                l_mut_2764_ = 2u;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e7955 = l_mut_2764_;
                                                                                    l_mut_3807_ = _e7955;
                                                                                }
                                                                            }
                                                                            uint _e7956 = l_mut_3807_;
                                                                            l_mut_484_ = _e7956;
                                                                        }
                                                                    }
                                                                    uint _e7957 = l_mut_484_;
                                                                    l_mut_427_ = _e7957;
                                                                } else {
                                                                    bool l_4096_ = (l_423_ <= l_421_);
                                                                    bool l_4097_ = (l_409_ == 12u);
                                                                    if (l_4096_) {
                                                                        local_126 = l_4097_;
                                                                    } else {
                                                                        local_126 = false;
                                                                    }
                                                                    bool l_4098_ = local_126;
                                                                    if (l_4098_) {
                                                                        float l_4099_ = float(l_422_);
                                                                        uint l_4100_ = asuint(l_4099_);
                                                                        uint l_4101_ = (l_4100_ & 2147483647u);
                                                                        float l_4102_ = asfloat(l_4101_);
                                                                        double l_4103_ = double(l_4102_);
                                                                        l_mut_2512_ = l_4103_;
                                                                        bool l_4104_ = (l_4101_ < 8388608u);
                                                                        if (l_4104_) {
                                                                            double l_4105_ = double(l_4101_);
                                                                            double l_4106_ = (l_4105_ * 1.401298464324817e-45L);
                                                                            l_mut_2512_ = l_4106_;
                                                                        }
                                                                        double _e7976 = l_mut_2512_;
                                                                        uint64_t l_4107_ = _e7976;
                                                                        uint l_4108_ = (l_4100_ >> 31u);
                                                                        uint64_t l_4109_ = uint64_t(l_4108_);
                                                                        uint64_t l_4110_ = (l_4109_ << uint(63uL));
                                                                        uint64_t l_4111_ = (l_4107_ | l_4110_);
                                                                        double l_4112_ = l_4111_;
                                                                        double l_4113_ = abs(l_4112_);
                                                                        l_mut_2512_ = l_4113_;
                                                                        l_mut_3807_ = 0u;
                                                                        bool l_4114_ = (l_4113_ >= 0.785L);
                                                                        if (l_4114_) {
                                                                            double l_4115_ = (l_4113_ * 0.6366197723675814L);
                                                                            double l_4116_ = (l_4115_ + 0.5L);
                                                                            double l_4117_ = floor(l_4116_);
                                                                            double l_4118_ = (l_4117_ * 1.570796325802803L);
                                                                            double l_4119_ = (l_4113_ - l_4118_);
                                                                            double l_4120_ = (l_4119_ * l_20_);
                                                                            double l_4121_ = (l_4117_ * 9.920935796805404e-10L);
                                                                            double l_4122_ = (l_4120_ - l_4121_);
                                                                            l_mut_2512_ = l_4122_;
                                                                            uint l_4123_ = naga_f2u32(l_4117_);
                                                                            l_mut_3807_ = l_4123_;
                                                                        }
                                                                        uint l_4124_ = asuint(l_4099_);
                                                                        bool l_4125_ = (l_4124_ >= 2147483648u);
                                                                        double _e8007 = l_mut_2512_;
                                                                        double _e8008 = l_mut_2512_;
                                                                        double l_4126_ = (_e8007 * _e8008);
                                                                        double l_4127_ = (l_4126_ * 1.9572941063391263e-20L);
                                                                        double l_4128_ = (8.22063524662433e-18L - l_4127_);
                                                                        l_mut_2258_ = l_4128_;
                                                                        double _e8014 = l_mut_2258_;
                                                                        double l_4129_ = (_e8014 * l_4126_);
                                                                        double l_4130_ = (l_4129_ - 2.8114572543455206e-15L);
                                                                        l_mut_2258_ = l_4130_;
                                                                        double _e8018 = l_mut_2258_;
                                                                        double l_4131_ = (_e8018 * l_4126_);
                                                                        double l_4132_ = (l_4131_ + 7.647163731819816e-13L);
                                                                        l_mut_2258_ = l_4132_;
                                                                        double _e8022 = l_mut_2258_;
                                                                        double l_4133_ = (_e8022 * l_4126_);
                                                                        double l_4134_ = (l_4133_ - 1.6059043836821613e-10L);
                                                                        l_mut_2258_ = l_4134_;
                                                                        double _e8026 = l_mut_2258_;
                                                                        double l_4135_ = (_e8026 * l_4126_);
                                                                        double l_4136_ = (l_4135_ + 2.505210838544172e-8L);
                                                                        l_mut_2258_ = l_4136_;
                                                                        double _e8030 = l_mut_2258_;
                                                                        double l_4137_ = (_e8030 * l_4126_);
                                                                        double l_4138_ = (l_4137_ - 2.7557319223985893e-6L);
                                                                        l_mut_2258_ = l_4138_;
                                                                        double _e8034 = l_mut_2258_;
                                                                        double l_4139_ = (_e8034 * l_4126_);
                                                                        double l_4140_ = (l_4139_ + 0.0001984126984126984L);
                                                                        l_mut_2258_ = l_4140_;
                                                                        double _e8038 = l_mut_2258_;
                                                                        double l_4141_ = (_e8038 * l_4126_);
                                                                        double l_4142_ = (l_4141_ - 0.008333333333333333L);
                                                                        l_mut_2258_ = l_4142_;
                                                                        double _e8042 = l_mut_2258_;
                                                                        double l_4143_ = (_e8042 * l_4126_);
                                                                        double l_4144_ = (l_4143_ + 0.16666666666666666L);
                                                                        l_mut_2258_ = l_4144_;
                                                                        double l_4145_ = (0.5L * l_4126_);
                                                                        double l_4146_ = (1.0L - l_4145_);
                                                                        double l_4147_ = (0.0L * l_4146_);
                                                                        double _e8052 = l_mut_2512_;
                                                                        double l_4148_ = (_e8052 * l_4126_);
                                                                        double _e8054 = l_mut_2258_;
                                                                        double l_4149_ = (l_4148_ * _e8054);
                                                                        double l_4150_ = (l_4147_ - l_4149_);
                                                                        double _e8057 = l_mut_2512_;
                                                                        double l_4151_ = (_e8057 + l_4150_);
                                                                        double _e8059 = l_mut_2512_;
                                                                        double _e8060 = l_mut_2512_;
                                                                        double l_4152_ = (_e8059 * _e8060);
                                                                        double l_4153_ = (l_4152_ * 4.110317623312165e-19L);
                                                                        double l_4154_ = (l_4153_ - 1.5619206968586225e-16L);
                                                                        l_mut_2258_ = l_4154_;
                                                                        double _e8066 = l_mut_2258_;
                                                                        double l_4155_ = (_e8066 * l_4152_);
                                                                        double l_4156_ = (l_4155_ + 4.779477332387385e-14L);
                                                                        l_mut_2258_ = l_4156_;
                                                                        double _e8070 = l_mut_2258_;
                                                                        double l_4157_ = (_e8070 * l_4152_);
                                                                        double l_4158_ = (l_4157_ - 1.1470745597729725e-11L);
                                                                        l_mut_2258_ = l_4158_;
                                                                        double _e8074 = l_mut_2258_;
                                                                        double l_4159_ = (_e8074 * l_4152_);
                                                                        double l_4160_ = (l_4159_ + 2.08767569878681e-9L);
                                                                        l_mut_2258_ = l_4160_;
                                                                        double _e8078 = l_mut_2258_;
                                                                        double l_4161_ = (_e8078 * l_4152_);
                                                                        double l_4162_ = (l_4161_ - 2.755731922398589e-7L);
                                                                        l_mut_2258_ = l_4162_;
                                                                        double _e8082 = l_mut_2258_;
                                                                        double l_4163_ = (_e8082 * l_4152_);
                                                                        double l_4164_ = (l_4163_ + 2.48015873015873e-5L);
                                                                        l_mut_2258_ = l_4164_;
                                                                        double _e8086 = l_mut_2258_;
                                                                        double l_4165_ = (_e8086 * l_4152_);
                                                                        double l_4166_ = (l_4165_ - 0.001388888888888889L);
                                                                        l_mut_2258_ = l_4166_;
                                                                        double _e8090 = l_mut_2258_;
                                                                        double l_4167_ = (_e8090 * l_4152_);
                                                                        double l_4168_ = (l_4167_ + 0.041666666666666664L);
                                                                        l_mut_2258_ = l_4168_;
                                                                        double l_4169_ = (0.5L * l_4152_);
                                                                        double l_4170_ = (1.0L - l_4169_);
                                                                        double l_4171_ = (l_4152_ * l_4152_);
                                                                        double _e8099 = l_mut_2258_;
                                                                        double l_4172_ = (l_4171_ * _e8099);
                                                                        double _e8102 = l_mut_2512_;
                                                                        double l_4173_ = (0.0L * _e8102);
                                                                        double l_4174_ = (l_4172_ - l_4173_);
                                                                        double l_4175_ = (l_4170_ + l_4174_);
                                                                        uint _e8106 = l_mut_3807_;
                                                                        uint l_4176_ = (_e8106 & 1u);
                                                                        bool l_4177_ = (l_4176_ == 1u);
                                                                        l_mut_2512_ = l_4151_;
                                                                        uint _e8111 = l_mut_3807_;
                                                                        uint l_4178_ = (_e8111 & 2u);
                                                                        bool l_4179_ = (l_4178_ != 0u);
                                                                        l_mut_544_ = l_4179_;
                                                                        if (l_4177_) {
                                                                            l_mut_2512_ = l_4175_;
                                                                        }
                                                                        if (true) {
                                                                            local_127 = l_4125_;
                                                                        } else {
                                                                            local_127 = false;
                                                                        }
                                                                        bool l_4180_ = local_127;
                                                                        if (l_4180_) {
                                                                            bool _e8121 = l_mut_544_;
                                                                            bool l_4181_ = !(_e8121);
                                                                            l_mut_544_ = l_4181_;
                                                                        }
                                                                        bool _e8123 = l_mut_544_;
                                                                        if (_e8123) {
                                                                            double _e8124 = l_mut_2512_;
                                                                            double l_4182_ = -(_e8124);
                                                                            l_mut_2512_ = l_4182_;
                                                                        }
                                                                        float l_4183_ = float(l_422_);
                                                                        uint l_4184_ = asuint(l_4183_);
                                                                        uint l_4185_ = (l_4184_ & 2147483647u);
                                                                        float l_4186_ = asfloat(l_4185_);
                                                                        double l_4187_ = double(l_4186_);
                                                                        l_mut_2258_ = l_4187_;
                                                                        bool l_4188_ = (l_4185_ < 8388608u);
                                                                        if (l_4188_) {
                                                                            double l_4189_ = double(l_4185_);
                                                                            double l_4190_ = (l_4189_ * 1.401298464324817e-45L);
                                                                            l_mut_2258_ = l_4190_;
                                                                        }
                                                                        double _e8137 = l_mut_2258_;
                                                                        uint64_t l_4191_ = _e8137;
                                                                        uint l_4192_ = (l_4184_ >> 31u);
                                                                        uint64_t l_4193_ = uint64_t(l_4192_);
                                                                        uint64_t l_4194_ = (l_4193_ << uint(63uL));
                                                                        uint64_t l_4195_ = (l_4191_ | l_4194_);
                                                                        double l_4196_ = l_4195_;
                                                                        double l_4197_ = abs(l_4196_);
                                                                        l_mut_2258_ = l_4197_;
                                                                        l_mut_3807_ = 0u;
                                                                        bool l_4198_ = (l_4197_ >= 0.785L);
                                                                        if (l_4198_) {
                                                                            double l_4199_ = (l_4197_ * 0.6366197723675814L);
                                                                            double l_4200_ = (l_4199_ + 0.5L);
                                                                            double l_4201_ = floor(l_4200_);
                                                                            double l_4202_ = (l_4201_ * 1.570796325802803L);
                                                                            double l_4203_ = (l_4197_ - l_4202_);
                                                                            double l_4204_ = (l_4203_ * l_20_);
                                                                            double l_4205_ = (l_4201_ * 9.920935796805404e-10L);
                                                                            double l_4206_ = (l_4204_ - l_4205_);
                                                                            l_mut_2258_ = l_4206_;
                                                                            uint l_4207_ = naga_f2u32(l_4201_);
                                                                            l_mut_3807_ = l_4207_;
                                                                        }
                                                                        uint l_4208_ = asuint(l_4183_);
                                                                        bool l_4209_ = (l_4208_ >= 2147483648u);
                                                                        double _e8168 = l_mut_2258_;
                                                                        double _e8169 = l_mut_2258_;
                                                                        double l_4210_ = (_e8168 * _e8169);
                                                                        double l_4211_ = (l_4210_ * 1.9572941063391263e-20L);
                                                                        double l_4212_ = (8.22063524662433e-18L - l_4211_);
                                                                        l_mut_2002_ = l_4212_;
                                                                        double _e8175 = l_mut_2002_;
                                                                        double l_4213_ = (_e8175 * l_4210_);
                                                                        double l_4214_ = (l_4213_ - 2.8114572543455206e-15L);
                                                                        l_mut_2002_ = l_4214_;
                                                                        double _e8179 = l_mut_2002_;
                                                                        double l_4215_ = (_e8179 * l_4210_);
                                                                        double l_4216_ = (l_4215_ + 7.647163731819816e-13L);
                                                                        l_mut_2002_ = l_4216_;
                                                                        double _e8183 = l_mut_2002_;
                                                                        double l_4217_ = (_e8183 * l_4210_);
                                                                        double l_4218_ = (l_4217_ - 1.6059043836821613e-10L);
                                                                        l_mut_2002_ = l_4218_;
                                                                        double _e8187 = l_mut_2002_;
                                                                        double l_4219_ = (_e8187 * l_4210_);
                                                                        double l_4220_ = (l_4219_ + 2.505210838544172e-8L);
                                                                        l_mut_2002_ = l_4220_;
                                                                        double _e8191 = l_mut_2002_;
                                                                        double l_4221_ = (_e8191 * l_4210_);
                                                                        double l_4222_ = (l_4221_ - 2.7557319223985893e-6L);
                                                                        l_mut_2002_ = l_4222_;
                                                                        double _e8195 = l_mut_2002_;
                                                                        double l_4223_ = (_e8195 * l_4210_);
                                                                        double l_4224_ = (l_4223_ + 0.0001984126984126984L);
                                                                        l_mut_2002_ = l_4224_;
                                                                        double _e8199 = l_mut_2002_;
                                                                        double l_4225_ = (_e8199 * l_4210_);
                                                                        double l_4226_ = (l_4225_ - 0.008333333333333333L);
                                                                        l_mut_2002_ = l_4226_;
                                                                        double _e8203 = l_mut_2002_;
                                                                        double l_4227_ = (_e8203 * l_4210_);
                                                                        double l_4228_ = (l_4227_ + 0.16666666666666666L);
                                                                        l_mut_2002_ = l_4228_;
                                                                        double l_4229_ = (0.5L * l_4210_);
                                                                        double l_4230_ = (1.0L - l_4229_);
                                                                        double l_4231_ = (0.0L * l_4230_);
                                                                        double _e8213 = l_mut_2258_;
                                                                        double l_4232_ = (_e8213 * l_4210_);
                                                                        double _e8215 = l_mut_2002_;
                                                                        double l_4233_ = (l_4232_ * _e8215);
                                                                        double l_4234_ = (l_4231_ - l_4233_);
                                                                        double _e8218 = l_mut_2258_;
                                                                        double l_4235_ = (_e8218 + l_4234_);
                                                                        double _e8220 = l_mut_2258_;
                                                                        double _e8221 = l_mut_2258_;
                                                                        double l_4236_ = (_e8220 * _e8221);
                                                                        double l_4237_ = (l_4236_ * 4.110317623312165e-19L);
                                                                        double l_4238_ = (l_4237_ - 1.5619206968586225e-16L);
                                                                        l_mut_2002_ = l_4238_;
                                                                        double _e8227 = l_mut_2002_;
                                                                        double l_4239_ = (_e8227 * l_4236_);
                                                                        double l_4240_ = (l_4239_ + 4.779477332387385e-14L);
                                                                        l_mut_2002_ = l_4240_;
                                                                        double _e8231 = l_mut_2002_;
                                                                        double l_4241_ = (_e8231 * l_4236_);
                                                                        double l_4242_ = (l_4241_ - 1.1470745597729725e-11L);
                                                                        l_mut_2002_ = l_4242_;
                                                                        double _e8235 = l_mut_2002_;
                                                                        double l_4243_ = (_e8235 * l_4236_);
                                                                        double l_4244_ = (l_4243_ + 2.08767569878681e-9L);
                                                                        l_mut_2002_ = l_4244_;
                                                                        double _e8239 = l_mut_2002_;
                                                                        double l_4245_ = (_e8239 * l_4236_);
                                                                        double l_4246_ = (l_4245_ - 2.755731922398589e-7L);
                                                                        l_mut_2002_ = l_4246_;
                                                                        double _e8243 = l_mut_2002_;
                                                                        double l_4247_ = (_e8243 * l_4236_);
                                                                        double l_4248_ = (l_4247_ + 2.48015873015873e-5L);
                                                                        l_mut_2002_ = l_4248_;
                                                                        double _e8247 = l_mut_2002_;
                                                                        double l_4249_ = (_e8247 * l_4236_);
                                                                        double l_4250_ = (l_4249_ - 0.001388888888888889L);
                                                                        l_mut_2002_ = l_4250_;
                                                                        double _e8251 = l_mut_2002_;
                                                                        double l_4251_ = (_e8251 * l_4236_);
                                                                        double l_4252_ = (l_4251_ + 0.041666666666666664L);
                                                                        l_mut_2002_ = l_4252_;
                                                                        double l_4253_ = (0.5L * l_4236_);
                                                                        double l_4254_ = (1.0L - l_4253_);
                                                                        double l_4255_ = (l_4236_ * l_4236_);
                                                                        double _e8260 = l_mut_2002_;
                                                                        double l_4256_ = (l_4255_ * _e8260);
                                                                        double _e8263 = l_mut_2258_;
                                                                        double l_4257_ = (0.0L * _e8263);
                                                                        double l_4258_ = (l_4256_ - l_4257_);
                                                                        double l_4259_ = (l_4254_ + l_4258_);
                                                                        uint _e8267 = l_mut_3807_;
                                                                        uint l_4260_ = (_e8267 & 1u);
                                                                        bool l_4261_ = (l_4260_ == 1u);
                                                                        l_mut_2258_ = l_4235_;
                                                                        uint _e8272 = l_mut_3807_;
                                                                        uint l_4262_ = (_e8272 & 2u);
                                                                        bool l_4263_ = (l_4262_ != 0u);
                                                                        l_mut_544_ = l_4263_;
                                                                        l_mut_2258_ = l_4259_;
                                                                        if (l_4261_) {
                                                                            l_mut_2258_ = l_4235_;
                                                                        }
                                                                        uint _e8277 = l_mut_3807_;
                                                                        uint l_4264_ = (_e8277 + 1u);
                                                                        uint l_4265_ = (l_4264_ & 2u);
                                                                        bool l_4266_ = (l_4265_ != 0u);
                                                                        l_mut_544_ = l_4266_;
                                                                        if (false) {
                                                                            local_128 = l_4209_;
                                                                        } else {
                                                                            local_128 = false;
                                                                        }
                                                                        bool l_4267_ = local_128;
                                                                        if (l_4267_) {
                                                                            bool _e8289 = l_mut_544_;
                                                                            bool l_4268_ = !(_e8289);
                                                                            l_mut_544_ = l_4268_;
                                                                        }
                                                                        bool _e8291 = l_mut_544_;
                                                                        if (_e8291) {
                                                                            double _e8292 = l_mut_2258_;
                                                                            double l_4269_ = -(_e8292);
                                                                            l_mut_2258_ = l_4269_;
                                                                        }
                                                                        double _e8294 = l_mut_2512_;
                                                                        double l_4270_ = abs(_e8294);
                                                                        double l_4271_ = (l_4270_ * 1.4551915228366852e-11L);
                                                                        double _e8298 = l_mut_2258_;
                                                                        double l_4272_ = abs(_e8298);
                                                                        double l_4273_ = (l_4272_ * 1.4551915228366852e-11L);
                                                                        double _e8302 = l_mut_2512_;
                                                                        double l_4274_ = (_e8302 - l_415_);
                                                                        double _e8304 = l_mut_2512_;
                                                                        double l_4275_ = (_e8304 + l_415_);
                                                                        double _e8306 = l_mut_2258_;
                                                                        double l_4276_ = (_e8306 - l_415_);
                                                                        double _e8308 = l_mut_2258_;
                                                                        double l_4277_ = (_e8308 + l_415_);
                                                                        l_mut_3807_ = 2u;
                                                                        double l_4278_ = abs(l_4276_);
                                                                        bool l_4279_ = (l_4278_ <= l_4273_);
                                                                        double l_4280_ = abs(l_4277_);
                                                                        bool l_4281_ = (l_4280_ <= l_4273_);
                                                                        if (!(l_4279_)) {
                                                                            local_129 = l_4281_;
                                                                        } else {
                                                                            local_129 = true;
                                                                        }
                                                                        bool l_4282_ = local_129;
                                                                        bool l_4283_ = !(l_4282_);
                                                                        if (l_4283_) {
                                                                            l_mut_3807_ = 0u;
                                                                            bool l_4284_ = (l_4276_ <= 0.0L);
                                                                            bool l_4285_ = (l_4277_ >= 0.0L);
                                                                            if (l_4284_) {
                                                                                local_130 = l_4285_;
                                                                            } else {
                                                                                local_130 = false;
                                                                            }
                                                                            bool l_4286_ = local_130;
                                                                            bool l_4287_ = !(l_4286_);
                                                                            if (l_4287_) {
                                                                                double l_4288_ = abs(l_4276_);
                                                                                double l_4289_ = abs(l_4277_);
                                                                                l_mut_2512_ = l_4288_;
                                                                                bool l_4290_ = (l_4289_ < l_4288_);
                                                                                if (l_4290_) {
                                                                                    l_mut_2512_ = l_4289_;
                                                                                }
                                                                                double _e8334 = l_mut_2512_;
                                                                                double l_4291_ = (l_4273_ / _e8334);
                                                                                double l_4292_ = (l_4291_ + 1.4551915228366852e-11L);
                                                                                double l_4293_ = (1.0L / l_4277_);
                                                                                double l_4294_ = (1.0L / l_4276_);
                                                                                double l_4295_ = abs(l_4293_);
                                                                                l_mut_2512_ = 1.401298464324817e-45L;
                                                                                bool l_4296_ = (l_4295_ >= 1.1754943508222875e-38L);
                                                                                bool l_4297_ = (l_4295_ <= 1.7976931348623157e308L);
                                                                                if (l_4296_) {
                                                                                    local_131 = l_4297_;
                                                                                } else {
                                                                                    local_131 = false;
                                                                                }
                                                                                bool l_4298_ = local_131;
                                                                                if (l_4298_) {
                                                                                    uint64_t l_4299_ = l_4295_;
                                                                                    uint64_t l_4300_ = (l_4299_ >> uint(52uL));
                                                                                    uint64_t l_4301_ = (l_4300_ - 23uL);
                                                                                    uint64_t l_4302_ = (l_4301_ << uint(52uL));
                                                                                    double l_4303_ = l_4302_;
                                                                                    l_mut_2512_ = l_4303_;
                                                                                }
                                                                                double _e8364 = l_mut_2512_;
                                                                                double l_4304_ = (l_418_ * _e8364);
                                                                                double l_4305_ = (l_4293_ - l_4304_);
                                                                                double l_4306_ = abs(l_4294_);
                                                                                l_mut_2512_ = 1.401298464324817e-45L;
                                                                                bool l_4307_ = (l_4306_ >= 1.1754943508222875e-38L);
                                                                                bool l_4308_ = (l_4306_ <= 1.7976931348623157e308L);
                                                                                if (l_4307_) {
                                                                                    local_132 = l_4308_;
                                                                                } else {
                                                                                    local_132 = false;
                                                                                }
                                                                                bool l_4309_ = local_132;
                                                                                if (l_4309_) {
                                                                                    uint64_t l_4310_ = l_4306_;
                                                                                    uint64_t l_4311_ = (l_4310_ >> uint(52uL));
                                                                                    uint64_t l_4312_ = (l_4311_ - 23uL);
                                                                                    uint64_t l_4313_ = (l_4312_ << uint(52uL));
                                                                                    double l_4314_ = l_4313_;
                                                                                    l_mut_2512_ = l_4314_;
                                                                                }
                                                                                double _e8389 = l_mut_2512_;
                                                                                double l_4315_ = (l_418_ * _e8389);
                                                                                double l_4316_ = (l_4294_ + l_4315_);
                                                                                double l_4318_ = (l_4274_ * l_4305_);
                                                                                double l_4319_ = (l_4274_ * l_4316_);
                                                                                double l_4320_ = (l_4275_ * l_4305_);
                                                                                double l_4321_ = (l_4275_ * l_4316_);
                                                                                a_4317_[0] = l_4318_;
                                                                                a_4317_[1] = l_4318_;
                                                                                double l_4322_ = a_4317_[0];
                                                                                bool l_4323_ = (l_4319_ < l_4322_);
                                                                                if (l_4323_) {
                                                                                    a_4317_[0] = l_4319_;
                                                                                }
                                                                                double l_4324_ = a_4317_[0];
                                                                                bool l_4325_ = (l_4320_ < l_4324_);
                                                                                if (l_4325_) {
                                                                                    a_4317_[0] = l_4320_;
                                                                                }
                                                                                double l_4326_ = a_4317_[0];
                                                                                bool l_4327_ = (l_4321_ < l_4326_);
                                                                                if (l_4327_) {
                                                                                    a_4317_[0] = l_4321_;
                                                                                }
                                                                                double l_4328_ = a_4317_[1];
                                                                                bool l_4329_ = (l_4319_ > l_4328_);
                                                                                if (l_4329_) {
                                                                                    a_4317_[1] = l_4319_;
                                                                                }
                                                                                double l_4330_ = a_4317_[1];
                                                                                bool l_4331_ = (l_4320_ > l_4330_);
                                                                                if (l_4331_) {
                                                                                    a_4317_[1] = l_4320_;
                                                                                }
                                                                                double l_4332_ = a_4317_[1];
                                                                                bool l_4333_ = (l_4321_ > l_4332_);
                                                                                if (l_4333_) {
                                                                                    a_4317_[1] = l_4321_;
                                                                                }
                                                                                double l_4334_ = abs(l_4274_);
                                                                                double l_4335_ = abs(l_4275_);
                                                                                l_mut_2512_ = l_4334_;
                                                                                bool l_4336_ = (l_4335_ > l_4334_);
                                                                                if (l_4336_) {
                                                                                    l_mut_2512_ = l_4335_;
                                                                                }
                                                                                double l_4337_ = abs(l_4305_);
                                                                                double l_4338_ = abs(l_4316_);
                                                                                l_mut_2258_ = l_4337_;
                                                                                bool l_4339_ = (l_4338_ > l_4337_);
                                                                                if (l_4339_) {
                                                                                    l_mut_2258_ = l_4338_;
                                                                                }
                                                                                double _e8428 = l_mut_2512_;
                                                                                double _e8429 = l_mut_2258_;
                                                                                double l_4340_ = (_e8428 * _e8429);
                                                                                double l_4341_ = (l_4292_ + 1.4551915228366852e-11L);
                                                                                double l_4342_ = (l_4340_ * l_4341_);
                                                                                double _e8434 = l_mut_2258_;
                                                                                double l_4343_ = (l_4271_ * _e8434);
                                                                                double l_4344_ = (l_4342_ + l_4343_);
                                                                                l_mut_3807_ = 2u;
                                                                                double l_4345_ = abs(l_4293_);
                                                                                double l_4346_ = (l_4345_ * l_4292_);
                                                                                double l_4347_ = (l_4293_ - l_4346_);
                                                                                double l_4348_ = abs(l_4347_);
                                                                                l_mut_2512_ = 1.401298464324817e-45L;
                                                                                bool l_4349_ = (l_4348_ >= 1.1754943508222875e-38L);
                                                                                bool l_4350_ = (l_4348_ <= 1.7976931348623157e308L);
                                                                                if (l_4349_) {
                                                                                    local_133 = l_4350_;
                                                                                } else {
                                                                                    local_133 = false;
                                                                                }
                                                                                bool l_4351_ = local_133;
                                                                                if (l_4351_) {
                                                                                    uint64_t l_4352_ = l_4348_;
                                                                                    uint64_t l_4353_ = (l_4352_ >> uint(52uL));
                                                                                    uint64_t l_4354_ = (l_4353_ - 23uL);
                                                                                    uint64_t l_4355_ = (l_4354_ << uint(52uL));
                                                                                    double l_4356_ = l_4355_;
                                                                                    l_mut_2512_ = l_4356_;
                                                                                }
                                                                                double l_4357_ = (l_4293_ + l_4346_);
                                                                                double l_4358_ = abs(l_4357_);
                                                                                l_mut_2258_ = 1.401298464324817e-45L;
                                                                                bool l_4359_ = (l_4358_ >= 1.1754943508222875e-38L);
                                                                                bool l_4360_ = (l_4358_ <= 1.7976931348623157e308L);
                                                                                if (l_4359_) {
                                                                                    local_134 = l_4360_;
                                                                                } else {
                                                                                    local_134 = false;
                                                                                }
                                                                                bool l_4361_ = local_134;
                                                                                if (l_4361_) {
                                                                                    uint64_t l_4362_ = l_4358_;
                                                                                    uint64_t l_4363_ = (l_4362_ >> uint(52uL));
                                                                                    uint64_t l_4364_ = (l_4363_ - 23uL);
                                                                                    uint64_t l_4365_ = (l_4364_ << uint(52uL));
                                                                                    double l_4366_ = l_4365_;
                                                                                    l_mut_2258_ = l_4366_;
                                                                                }
                                                                                double _e8486 = l_mut_2512_;
                                                                                double _e8487 = l_mut_2258_;
                                                                                bool l_4367_ = (_e8486 == _e8487);
                                                                                double l_4368_ = abs(l_4294_);
                                                                                double l_4369_ = (l_4368_ * l_4292_);
                                                                                double l_4370_ = (l_4294_ - l_4369_);
                                                                                double l_4371_ = abs(l_4370_);
                                                                                l_mut_2512_ = 1.401298464324817e-45L;
                                                                                bool l_4372_ = (l_4371_ >= 1.1754943508222875e-38L);
                                                                                bool l_4373_ = (l_4371_ <= 1.7976931348623157e308L);
                                                                                if (l_4372_) {
                                                                                    local_135 = l_4373_;
                                                                                } else {
                                                                                    local_135 = false;
                                                                                }
                                                                                bool l_4374_ = local_135;
                                                                                if (l_4374_) {
                                                                                    uint64_t l_4375_ = l_4371_;
                                                                                    uint64_t l_4376_ = (l_4375_ >> uint(52uL));
                                                                                    uint64_t l_4377_ = (l_4376_ - 23uL);
                                                                                    uint64_t l_4378_ = (l_4377_ << uint(52uL));
                                                                                    double l_4379_ = l_4378_;
                                                                                    l_mut_2512_ = l_4379_;
                                                                                }
                                                                                double l_4380_ = (l_4294_ + l_4369_);
                                                                                double l_4381_ = abs(l_4380_);
                                                                                l_mut_2258_ = 1.401298464324817e-45L;
                                                                                bool l_4382_ = (l_4381_ >= 1.1754943508222875e-38L);
                                                                                bool l_4383_ = (l_4381_ <= 1.7976931348623157e308L);
                                                                                if (l_4382_) {
                                                                                    local_136 = l_4383_;
                                                                                } else {
                                                                                    local_136 = false;
                                                                                }
                                                                                bool l_4384_ = local_136;
                                                                                if (l_4384_) {
                                                                                    uint64_t l_4385_ = l_4381_;
                                                                                    uint64_t l_4386_ = (l_4385_ >> uint(52uL));
                                                                                    uint64_t l_4387_ = (l_4386_ - 23uL);
                                                                                    uint64_t l_4388_ = (l_4387_ << uint(52uL));
                                                                                    double l_4389_ = l_4388_;
                                                                                    l_mut_2258_ = l_4389_;
                                                                                }
                                                                                double _e8537 = l_mut_2512_;
                                                                                double _e8538 = l_mut_2258_;
                                                                                bool l_4390_ = (_e8537 == _e8538);
                                                                                if (l_4367_) {
                                                                                    local_137 = l_4390_;
                                                                                } else {
                                                                                    local_137 = false;
                                                                                }
                                                                                bool l_4391_ = local_137;
                                                                                if (l_4391_) {
                                                                                    double l_4392_ = a_4317_[0];
                                                                                    double l_4393_ = a_4317_[1];
                                                                                    float _e8548 = l_mut_25_;
                                                                                    uint l_4394_ = asuint(_e8548);
                                                                                    uint l_4395_ = (l_4394_ & 2147483647u);
                                                                                    float l_4396_ = asfloat(l_4395_);
                                                                                    double l_4397_ = double(l_4396_);
                                                                                    l_mut_2512_ = l_4397_;
                                                                                    bool l_4398_ = (l_4395_ < 8388608u);
                                                                                    if (l_4398_) {
                                                                                        double l_4399_ = double(l_4395_);
                                                                                        double l_4400_ = (l_4399_ * 1.401298464324817e-45L);
                                                                                        l_mut_2512_ = l_4400_;
                                                                                    }
                                                                                    double _e8559 = l_mut_2512_;
                                                                                    uint64_t l_4401_ = _e8559;
                                                                                    uint l_4402_ = (l_4394_ >> 31u);
                                                                                    uint64_t l_4403_ = uint64_t(l_4402_);
                                                                                    uint64_t l_4404_ = (l_4403_ << uint(63uL));
                                                                                    uint64_t l_4405_ = (l_4401_ | l_4404_);
                                                                                    double l_4406_ = l_4405_;
                                                                                    float _e8570 = l_mut_25_;
                                                                                    uint l_4407_ = asuint(_e8570);
                                                                                    uint l_4408_ = (l_4407_ + 1u);
                                                                                    l_mut_2764_ = l_4408_;
                                                                                    uint l_4409_ = (l_4407_ & 2147483647u);
                                                                                    bool l_4410_ = (l_4409_ == 0u);
                                                                                    if (l_4410_) {
                                                                                        l_mut_2764_ = 1u;
                                                                                    } else {
                                                                                        uint l_4411_ = (l_4407_ & 2147483648u);
                                                                                        bool l_4412_ = (l_4411_ != 0u);
                                                                                        if (l_4412_) {
                                                                                            uint l_4413_ = (l_4407_ - 1u);
                                                                                            l_mut_2764_ = l_4413_;
                                                                                        } else {
                                                                                            bool l_4414_ = (l_4407_ == 2139095040u);
                                                                                            if (l_4414_) {
                                                                                                l_mut_2764_ = l_4407_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e8587 = l_mut_2764_;
                                                                                    float l_4415_ = asfloat(_e8587);
                                                                                    uint l_4416_ = asuint(l_4415_);
                                                                                    uint l_4417_ = (l_4416_ & 2147483647u);
                                                                                    float l_4418_ = asfloat(l_4417_);
                                                                                    double l_4419_ = double(l_4418_);
                                                                                    l_mut_2512_ = l_4419_;
                                                                                    bool l_4420_ = (l_4417_ < 8388608u);
                                                                                    if (l_4420_) {
                                                                                        double l_4421_ = double(l_4417_);
                                                                                        double l_4422_ = (l_4421_ * 1.401298464324817e-45L);
                                                                                        l_mut_2512_ = l_4422_;
                                                                                    }
                                                                                    double _e8599 = l_mut_2512_;
                                                                                    uint64_t l_4423_ = _e8599;
                                                                                    uint l_4424_ = (l_4416_ >> 31u);
                                                                                    uint64_t l_4425_ = uint64_t(l_4424_);
                                                                                    uint64_t l_4426_ = (l_4425_ << uint(63uL));
                                                                                    uint64_t l_4427_ = (l_4423_ | l_4426_);
                                                                                    double l_4428_ = l_4427_;
                                                                                    float _e8610 = l_mut_25_;
                                                                                    uint l_4429_ = asuint(_e8610);
                                                                                    uint l_4430_ = (l_4429_ ^ 2147483648u);
                                                                                    float l_4431_ = asfloat(l_4430_);
                                                                                    uint l_4432_ = asuint(l_4431_);
                                                                                    uint l_4433_ = (l_4432_ + 1u);
                                                                                    l_mut_2764_ = l_4433_;
                                                                                    uint l_4434_ = (l_4432_ & 2147483647u);
                                                                                    bool l_4435_ = (l_4434_ == 0u);
                                                                                    if (l_4435_) {
                                                                                        l_mut_2764_ = 1u;
                                                                                    } else {
                                                                                        uint l_4436_ = (l_4432_ & 2147483648u);
                                                                                        bool l_4437_ = (l_4436_ != 0u);
                                                                                        if (l_4437_) {
                                                                                            uint l_4438_ = (l_4432_ - 1u);
                                                                                            l_mut_2764_ = l_4438_;
                                                                                        } else {
                                                                                            bool l_4439_ = (l_4432_ == 2139095040u);
                                                                                            if (l_4439_) {
                                                                                                l_mut_2764_ = l_4432_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e8631 = l_mut_2764_;
                                                                                    float l_4440_ = asfloat(_e8631);
                                                                                    uint l_4441_ = asuint(l_4440_);
                                                                                    uint l_4442_ = (l_4441_ ^ 2147483648u);
                                                                                    float l_4443_ = asfloat(l_4442_);
                                                                                    uint l_4444_ = asuint(l_4443_);
                                                                                    uint l_4445_ = (l_4444_ & 2147483647u);
                                                                                    float l_4446_ = asfloat(l_4445_);
                                                                                    double l_4447_ = double(l_4446_);
                                                                                    l_mut_2512_ = l_4447_;
                                                                                    bool l_4448_ = (l_4445_ < 8388608u);
                                                                                    if (l_4448_) {
                                                                                        double l_4449_ = double(l_4445_);
                                                                                        double l_4450_ = (l_4449_ * 1.401298464324817e-45L);
                                                                                        l_mut_2512_ = l_4450_;
                                                                                    }
                                                                                    double _e8647 = l_mut_2512_;
                                                                                    uint64_t l_4451_ = _e8647;
                                                                                    uint l_4452_ = (l_4444_ >> 31u);
                                                                                    uint64_t l_4453_ = uint64_t(l_4452_);
                                                                                    uint64_t l_4454_ = (l_4453_ << uint(63uL));
                                                                                    uint64_t l_4455_ = (l_4451_ | l_4454_);
                                                                                    double l_4456_ = l_4455_;
                                                                                    double l_4457_ = (l_4392_ + l_4344_);
                                                                                    bool l_4458_ = (l_4457_ <= l_4406_);
                                                                                    l_mut_544_ = l_4458_;
                                                                                    double l_4459_ = (l_4392_ - l_4344_);
                                                                                    bool l_4460_ = (l_4459_ > l_4406_);
                                                                                    l_mut_541_ = l_4460_;
                                                                                    double l_4461_ = (l_4393_ - l_4344_);
                                                                                    bool l_4462_ = (l_4461_ >= l_4406_);
                                                                                    l_mut_538_ = l_4462_;
                                                                                    double l_4463_ = (l_4393_ + l_4344_);
                                                                                    bool l_4464_ = (l_4463_ < l_4406_);
                                                                                    l_mut_535_ = l_4464_;
                                                                                    double l_4465_ = (l_4392_ + l_4344_);
                                                                                    bool l_4466_ = (l_4465_ < l_4428_);
                                                                                    l_mut_544_ = l_4466_;
                                                                                    double l_4467_ = (l_4392_ - l_4344_);
                                                                                    bool l_4468_ = (l_4467_ >= l_4428_);
                                                                                    l_mut_541_ = l_4468_;
                                                                                    double l_4469_ = (l_4393_ - l_4344_);
                                                                                    bool l_4470_ = (l_4469_ > l_4456_);
                                                                                    l_mut_538_ = l_4470_;
                                                                                    double l_4471_ = (l_4393_ + l_4344_);
                                                                                    bool l_4472_ = (l_4471_ <= l_4456_);
                                                                                    l_mut_535_ = l_4472_;
                                                                                    l_mut_2764_ = 2u;
                                                                                    bool _e8675 = l_mut_541_;
                                                                                    if (!(_e8675)) {
                                                                                        bool _e8679 = l_mut_535_;
                                                                                        local_138 = _e8679;
                                                                                    } else {
                                                                                        local_138 = true;
                                                                                    }
                                                                                    bool l_4473_ = local_138;
                                                                                    if (l_4473_) {
                                                                                        l_mut_2764_ = 1u;
                                                                                    } else {
                                                                                        bool _e8683 = l_mut_544_;
                                                                                        if (_e8683) {
                                                                                            bool _e8686 = l_mut_538_;
                                                                                            local_139 = _e8686;
                                                                                        } else {
                                                                                            local_139 = false;
                                                                                        }
                                                                                        bool l_4474_ = local_139;
                                                                                        if (l_4474_) {
                                                                                            l_mut_2764_ = 0u;
                                                                                        }
                                                                                    }
                                                                                    float _e8690 = l_mut_25_;
                                                                                    uint l_4475_ = asuint(_e8690);
                                                                                    uint l_4476_ = (l_4475_ & 2147483647u);
                                                                                    bool l_4477_ = (l_4476_ == 0u);
                                                                                    if (l_4477_) {
                                                                                        double l_4478_ = (l_4392_ + l_4344_);
                                                                                        bool l_4479_ = (l_4478_ < 1.1754943508222875e-38L);
                                                                                        double l_4480_ = (l_4393_ - l_4344_);
                                                                                        bool l_4481_ = (l_4480_ > -1.1754943508222875e-38L);
                                                                                        if (l_4479_) {
                                                                                            local_140 = l_4481_;
                                                                                        } else {
                                                                                            local_140 = false;
                                                                                        }
                                                                                        bool l_4482_ = local_140;
                                                                                        double l_4483_ = (l_4392_ - l_4344_);
                                                                                        bool l_4484_ = (l_4483_ < 1.1754943508222875e-38L);
                                                                                        double l_4485_ = (l_4393_ + l_4344_);
                                                                                        bool l_4486_ = (l_4485_ > -1.1754943508222875e-38L);
                                                                                        if (l_4484_) {
                                                                                            local_141 = l_4486_;
                                                                                        } else {
                                                                                            local_141 = false;
                                                                                        }
                                                                                        bool l_4487_ = local_141;
                                                                                        if (l_4482_) {
                                                                                            l_mut_2764_ = 0u;
                                                                                        } else {
                                                                                            uint _e8717 = l_mut_2764_;
                                                                                            bool l_4488_ = (_e8717 == 1u);
                                                                                            if (l_4487_) {
                                                                                                local_142 = l_4488_;
                                                                                            } else {
                                                                                                local_142 = false;
                                                                                            }
                                                                                            bool l_4489_ = local_142;
                                                                                            if (l_4489_) {
                                                                                                l_mut_2764_ = 2u;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e8725 = l_mut_2764_;
                                                                                    l_mut_3807_ = _e8725;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e8726 = l_mut_3807_;
                                                                        l_mut_427_ = _e8726;
                                                                    }
                                                                }
                                                            }
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                            uint l_4490_ = a_426_[0];
                            bool l_4491_ = (l_4490_ == 0u);
                            if (l_4491_) {
                                l_mut_427_ = 2u;
                            }
                            uint _e8732 = l_mut_407_;
                            uint _e8734 = l_mut_427_;
                            a_10_[min(uint(_e8732), 7u)] = _e8734;
                            uint _e8735 = l_mut_407_;
                            uint l_4492_ = a_10_[min(uint(_e8735), 7u)];
                            bool l_4493_ = (l_4492_ == 2u);
                            if (l_4493_) {
                                l_mut_136_ = false;
                            }
                        }
                    }
                }
                uint _e8744 = l_mut_68_;
                bool l_4494_ = (_e8744 == 4294967293u);
                if (l_4494_) {
                    uint l_4495_ = a_8_[0];
                    uint l_4496_ = (l_4495_ + 1u);
                    a_8_[0] = l_4496_;
                } else {
                    bool _e8752 = l_mut_136_;
                    if (_e8752) {
                        l_mut_2512_ = l_395_;
                        double _e8753 = l_mut_2512_;
                        bool l_4497_ = (_e8753 < -17.0L);
                        if (l_4497_) {
                            l_mut_2512_ = -17.0L;
                        }
                        double _e8757 = l_mut_2512_;
                        bool l_4498_ = (_e8757 > 17.0L);
                        if (l_4498_) {
                            l_mut_2512_ = 17.0L;
                        }
                        double _e8761 = l_mut_2512_;
                        double l_4499_ = (_e8761 + 16.0L);
                        double l_4500_ = (l_4499_ + 1.0L);
                        uint l_4501_ = naga_f2u32(l_4500_);
                        uint l_4502_ = (2u + l_4501_);
                        uint l_4503_ = a_8_[min(uint(l_4502_), 64u)];
                        uint l_4504_ = (l_4503_ + 1u);
                        a_8_[min(uint(l_4502_), 64u)] = l_4504_;
                        float _e8774 = l_mut_25_;
                        uint l_4505_ = asuint(_e8774);
                        uint l_4506_ = (l_4505_ & 2147483647u);
                        float l_4507_ = asfloat(l_4506_);
                        double l_4508_ = double(l_4507_);
                        l_mut_2512_ = l_4508_;
                        bool l_4509_ = (l_4506_ < 8388608u);
                        if (l_4509_) {
                            double l_4510_ = double(l_4506_);
                            double l_4511_ = (l_4510_ * 1.401298464324817e-45L);
                            l_mut_2512_ = l_4511_;
                        }
                        double _e8785 = l_mut_2512_;
                        uint64_t l_4512_ = _e8785;
                        uint l_4513_ = (l_4505_ >> 31u);
                        uint64_t l_4514_ = uint64_t(l_4513_);
                        uint64_t l_4515_ = (l_4514_ << uint(63uL));
                        uint64_t l_4516_ = (l_4512_ | l_4515_);
                        double l_4517_ = l_4516_;
                        double _e8796 = l_mut_31_;
                        double l_4518_ = abs(_e8796);
                        double _e8798 = l_mut_31_;
                        double l_4519_ = (_e8798 * 0.0L);
                        double l_4520_ = (l_4519_ + 7.1362384635298e44L);
                        l_mut_2512_ = l_4520_;
                        bool l_4521_ = (l_4518_ >= 2.350988701644575e-38L);
                        if (l_4521_) {
                            uint _e8805 = l_mut_68_;
                            uint l_4522_ = (_e8805 & 2147483647u);
                            float l_4523_ = asfloat(l_4522_);
                            double l_4524_ = double(l_4523_);
                            uint l_4525_ = (l_4522_ & 2139095040u);
                            float l_4526_ = asfloat(l_4525_);
                            double l_4527_ = double(l_4526_);
                            bool l_4528_ = (l_4524_ > l_4518_);
                            uint l_4529_ = (l_4522_ & 8388607u);
                            bool l_4530_ = (l_4529_ == 0u);
                            if (l_4528_) {
                                local_143 = l_4530_;
                            } else {
                                local_143 = false;
                            }
                            bool l_4531_ = local_143;
                            double l_4532_ = (l_4527_ * 1.1920928955078125e-7L);
                            double l_4533_ = double(l_4531_);
                            double l_4534_ = (0.5L * l_4533_);
                            double l_4535_ = (1.0L - l_4534_);
                            double l_4536_ = (l_4532_ * l_4535_);
                            double l_4537_ = (1.0L / l_4536_);
                            l_mut_2512_ = l_4537_;
                        }
                        double _e8833 = l_mut_31_;
                        double l_4538_ = (l_4517_ - _e8833);
                        double _e8835 = l_mut_2512_;
                        double l_4539_ = (l_4538_ * _e8835);
                        uint l_4541_ = (45u + 0u);
                        double l_4542_ = abs(l_4539_);
                        double l_4543_ = a_9_[0];
                        double l_4544_ = abs(l_4543_);
                        bool l_4545_ = (l_4542_ > l_4544_);
                        l_mut_544_ = l_4545_;
                        if (true) {
                            double l_4547_ = a_9_[0];
                            bool l_4548_ = (l_4539_ < l_4547_);
                            l_mut_544_ = l_4548_;
                        } else {
                            if (false) {
                                double l_4550_ = a_9_[0];
                                bool l_4551_ = (l_4539_ > l_4550_);
                                l_mut_544_ = l_4551_;
                            }
                        }
                        uint l_4552_ = a_8_[min(uint(l_4541_), 64u)];
                        bool l_4553_ = (l_4552_ == 4294967295u);
                        if (!(l_4553_)) {
                            bool _e8860 = l_mut_544_;
                            local_144 = _e8860;
                        } else {
                            local_144 = true;
                        }
                        bool l_4554_ = local_144;
                        if (l_4554_) {
                            a_8_[min(uint(l_4541_), 64u)] = l_23_;
                            uint l_4555_ = (l_4541_ + 1u);
                            a_8_[min(uint(l_4555_), 64u)] = l_376_;
                            a_9_[0] = l_4539_;
                        }
                        uint l_4557_ = (45u + 2u);
                        double l_4558_ = abs(l_4539_);
                        double l_4559_ = a_9_[1];
                        double l_4560_ = abs(l_4559_);
                        bool l_4561_ = (l_4558_ > l_4560_);
                        l_mut_544_ = l_4561_;
                        if (false) {
                            double l_4563_ = a_9_[1];
                            bool l_4564_ = (l_4539_ < l_4563_);
                            l_mut_544_ = l_4564_;
                        } else {
                            if (true) {
                                double l_4566_ = a_9_[1];
                                bool l_4567_ = (l_4539_ > l_4566_);
                                l_mut_544_ = l_4567_;
                            }
                        }
                        uint l_4568_ = a_8_[min(uint(l_4557_), 64u)];
                        bool l_4569_ = (l_4568_ == 4294967295u);
                        if (!(l_4569_)) {
                            bool _e8891 = l_mut_544_;
                            local_145 = _e8891;
                        } else {
                            local_145 = true;
                        }
                        bool l_4570_ = local_145;
                        if (l_4570_) {
                            a_8_[min(uint(l_4557_), 64u)] = l_23_;
                            uint l_4571_ = (l_4557_ + 1u);
                            a_8_[min(uint(l_4571_), 64u)] = l_376_;
                            a_9_[1] = l_4539_;
                        }
                        bool l_4572_ = (l_395_ != 0.0L);
                        if (l_4572_) {
                            l_mut_4573_ = 0u;
                            uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                            bool loop_init_4 = true;
                            while(true) {
                                if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                if (!loop_init_4) {
                                    uint _e8957 = l_mut_4573_;
                                    l_mut_4573_ = (_e8957 + 1u);
                                }
                                loop_init_4 = false;
                                uint _e8903 = l_mut_4573_;
                                if ((_e8903 < 8u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e8906 = l_mut_4573_;
                                    uint l_4574_ = a_10_[min(uint(_e8906), 7u)];
                                    bool l_4575_ = (l_4574_ == 1u);
                                    if (l_4575_) {
                                        uint _e8912 = l_mut_4573_;
                                        uint l_4576_ = (37u + _e8912);
                                        uint l_4577_ = a_8_[min(uint(l_4576_), 64u)];
                                        uint l_4578_ = (l_4577_ + 1u);
                                        a_8_[min(uint(l_4576_), 64u)] = l_4578_;
                                        uint _e8920 = l_mut_4573_;
                                        uint l_4579_ = (2u + _e8920);
                                        uint l_4580_ = (2u * l_4579_);
                                        uint l_4581_ = (45u + l_4580_);
                                        double l_4582_ = abs(l_4539_);
                                        double l_4583_ = a_9_[min(uint(l_4579_), 9u)];
                                        double l_4584_ = abs(l_4583_);
                                        bool l_4585_ = (l_4582_ > l_4584_);
                                        l_mut_544_ = l_4585_;
                                        bool l_4586_ = (l_4579_ == 0u);
                                        if (l_4586_) {
                                            double l_4587_ = a_9_[min(uint(l_4579_), 9u)];
                                            bool l_4588_ = (l_4539_ < l_4587_);
                                            l_mut_544_ = l_4588_;
                                        } else {
                                            bool l_4589_ = (l_4579_ == 1u);
                                            if (l_4589_) {
                                                double l_4590_ = a_9_[min(uint(l_4579_), 9u)];
                                                bool l_4591_ = (l_4539_ > l_4590_);
                                                l_mut_544_ = l_4591_;
                                            }
                                        }
                                        uint l_4592_ = a_8_[min(uint(l_4581_), 64u)];
                                        bool l_4593_ = (l_4592_ == 4294967295u);
                                        if (!(l_4593_)) {
                                            bool _e8948 = l_mut_544_;
                                            local_146 = _e8948;
                                        } else {
                                            local_146 = true;
                                        }
                                        bool l_4594_ = local_146;
                                        if (l_4594_) {
                                            a_8_[min(uint(l_4581_), 64u)] = l_23_;
                                            uint l_4595_ = (l_4581_ + 1u);
                                            a_8_[min(uint(l_4595_), 64u)] = l_376_;
                                            a_9_[min(uint(l_4579_), 9u)] = l_4539_;
                                        }
                                    }
                                }
                            }
                        }
                    } else {
                        uint l_4596_ = a_8_[1];
                        uint l_4597_ = (l_2_ + l_4596_);
                        uint l_4598_ = (l_4597_ * 2u);
                        uint l_4718_ = asuint(info.Load(24+0));
                        uint l_4719_ = (l_4718_ * 1u);
                        bool l_4720_ = (l_4598_ < l_4719_);
                        if (l_4720_) {
                            buffer_6_global.Store(l_4598_*4, asuint(l_23_));
                        }
                        uint l_4599_ = (l_4598_ + 1u);
                        uint l_4721_ = asuint(info.Load(24+0));
                        uint l_4722_ = (l_4721_ * 1u);
                        bool l_4723_ = (l_4599_ < l_4722_);
                        if (l_4723_) {
                            buffer_6_global.Store(l_4599_*4, asuint(l_376_));
                        }
                        uint l_4600_ = a_8_[1];
                        uint l_4601_ = (l_4600_ + 1u);
                        a_8_[1] = l_4601_;
                    }
                }
            }
        }
        uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
        bool loop_init_5 = true;
        while(true) {
            if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
            loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
            if (!loop_init_5) {
                uint _e9014 = l_mut_4602_;
                l_mut_4602_ = (_e9014 + 1u);
            }
            loop_init_5 = false;
            uint _e8994 = l_mut_4602_;
            if ((_e8994 < 65u)) {
            } else {
                break;
            }
            {
                uint l_4603_ = (id * 65u);
                uint _e8999 = l_mut_4602_;
                uint l_4604_ = (l_4603_ + _e8999);
                uint _e9001 = l_mut_4602_;
                uint l_4605_ = a_8_[min(uint(_e9001), 64u)];
                uint l_4724_ = asuint(info.Load(16+0));
                uint l_4725_ = (l_4724_ * 1u);
                bool l_4726_ = (l_4604_ < l_4725_);
                if (l_4726_) {
                    buffer_4_global.Store(l_4604_*4, asuint(l_4605_));
                }
            }
        }
        uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
        bool loop_init_6 = true;
        while(true) {
            if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
            loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
            if (!loop_init_6) {
                uint _e9038 = l_mut_4606_;
                l_mut_4606_ = (_e9038 + 1u);
            }
            loop_init_6 = false;
            uint _e9018 = l_mut_4606_;
            if ((_e9018 < 10u)) {
            } else {
                break;
            }
            {
                uint l_4607_ = (id * 10u);
                uint _e9023 = l_mut_4606_;
                uint l_4608_ = (l_4607_ + _e9023);
                uint _e9025 = l_mut_4606_;
                double l_4609_ = a_9_[min(uint(_e9025), 9u)];
                uint l_4727_ = asuint(info.Load(20+0));
                uint l_4728_ = (l_4727_ * 1u);
                bool l_4729_ = (l_4608_ < l_4728_);
                if (l_4729_) {
                    buffer_5_global.Store(l_4608_*8, l_4609_);
                }
            }
        }
        return;
    } else {
        return;
    }
}
