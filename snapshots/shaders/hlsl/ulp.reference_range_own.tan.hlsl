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
    uint a_421_[1] = (uint[1])0;
    double a_2466_[2] = (double[2])0;
    double a_3410_[2] = (double[2])0;
    double a_3617_[2] = (double[2])0;
    double a_4007_[2] = (double[2])0;
    uint a_10_[8] = (uint[8])0;
    bool l_mut_128_ = (bool)0;
    uint64_t l_mut_144_ = (uint64_t)0;
    double l_mut_1580_ = (double)0;
    double l_mut_1656_ = (double)0;
    uint64_t l_mut_173_ = (uint64_t)0;
    uint64_t l_mut_185_ = (uint64_t)0;
    double l_mut_1883_ = (double)0;
    int l_mut_188_ = (int)0;
    double l_mut_2112_ = (double)0;
    float l_mut_22_ = (float)0;
    double l_mut_2339_ = (double)0;
    double l_mut_243_ = (double)0;
    uint l_mut_2572_ = (uint)0;
    double l_mut_26_ = (double)0;
    uint l_mut_3516_ = (uint)0;
    double l_mut_35_ = (double)0;
    uint l_mut_422_ = (uint)0;
    uint l_mut_438_ = (uint)0;
    uint l_mut_476_ = (uint)0;
    double l_mut_49_ = (double)0;
    bool l_mut_521_ = (bool)0;
    bool l_mut_524_ = (bool)0;
    bool l_mut_527_ = (bool)0;
    bool l_mut_530_ = (bool)0;
    uint l_mut_59_ = (uint)0;
    double l_mut_76_ = (double)0;
    uint l_mut_11_ = 0u;
    uint l_mut_12_ = 0u;
    uint l_mut_18_ = (uint)0;
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
    uint l_mut_402_ = (uint)0;
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
    uint l_mut_4232_ = (uint)0;
    bool local_146 = (bool)0;
    uint l_mut_4257_ = 0u;
    uint l_mut_4261_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_4279_ = asuint(info.Load(28+0));
        uint l_4280_ = (l_4279_ * 1u);
        bool l_4281_ = (0u < l_4280_);
        if (l_4281_) {
            buffer_7_global.Store(0, asuint(1u));
        }
    }
    uint l_4265_ = asuint(info.Load(0+0));
    uint l_4266_ = (l_4265_ * 1u);
    bool l_4267_ = (1u < l_4266_);
    uint l_4268_ = (l_4266_ - 1u);
    uint l_4269_ = min(1u, l_4268_);
    uint l_4270_ = asuint(buffer_0_global.Load(l_4269_*4));
    uint l_1_ = (l_4267_ ? l_4270_ : 0u);
    uint l_2_ = (id * l_1_);
    uint l_4272_ = asuint(info.Load(0+0));
    uint l_4273_ = (l_4272_ * 1u);
    bool l_4274_ = (2u < l_4273_);
    uint l_4275_ = (l_4273_ - 1u);
    uint l_4276_ = min(2u, l_4275_);
    uint l_4277_ = asuint(buffer_0_global.Load(l_4276_*4));
    uint l_3_ = (l_4274_ ? l_4277_ : 0u);
    bool l_4_ = (l_2_ < l_3_);
    if (l_4_) {
        uint l_5_ = (l_2_ + l_1_);
        uint l_4282_ = asuint(info.Load(0+0));
        uint l_4283_ = (l_4282_ * 1u);
        bool l_4284_ = (2u < l_4283_);
        uint l_4285_ = (l_4283_ - 1u);
        uint l_4286_ = min(2u, l_4285_);
        uint l_4287_ = asuint(buffer_0_global.Load(l_4286_*4));
        uint l_6_ = (l_4284_ ? l_4287_ : 0u);
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
        l_mut_18_ = l_2_;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e8710 = l_mut_18_;
                l_mut_18_ = (_e8710 + 1u);
            }
            loop_init_2 = false;
            uint _e166 = l_mut_18_;
            if ((_e166 < l_7_)) {
            } else {
                break;
            }
            {
                uint l_4289_ = asuint(info.Load(0+0));
                uint l_4290_ = (l_4289_ * 1u);
                bool l_4291_ = (0u < l_4290_);
                uint l_4292_ = (l_4290_ - 1u);
                uint l_4293_ = min(0u, l_4292_);
                uint l_4294_ = asuint(buffer_0_global.Load(l_4293_*4));
                uint l_19_ = (l_4291_ ? l_4294_ : 0u);
                uint _e185 = l_mut_18_;
                uint l_20_ = (l_19_ + _e185);
                float l_21_ = asfloat(l_20_);
                l_mut_22_ = l_21_;
                float l_23_ = tan(l_21_);
                l_mut_22_ = l_23_;
                uint l_24_ = asuint(l_21_);
                double l_25_ = double(l_21_);
                l_mut_26_ = l_25_;
                uint l_27_ = (l_24_ & 2139095040u);
                bool l_28_ = (l_27_ == 0u);
                if (l_28_) {
                    uint l_29_ = (l_24_ & 8388607u);
                    double l_30_ = double(l_29_);
                    double l_31_ = (l_30_ * 1.401298464324817e-45L);
                    l_mut_26_ = l_31_;
                    uint l_32_ = (l_24_ >> 31u);
                    bool l_33_ = (l_32_ == 1u);
                    if (l_33_) {
                        double _e204 = l_mut_26_;
                        double l_34_ = -(_e204);
                        l_mut_26_ = l_34_;
                    }
                }
                double _e206 = l_mut_26_;
                l_mut_35_ = _e206;
                uint l_36_ = asuint(l_21_);
                uint l_37_ = (l_36_ & 2147483647u);
                double l_38_ = double(l_21_);
                uint64_t l_39_ = l_38_;
                uint64_t l_40_ = (l_39_ | 9221120237041090560uL);
                double l_41_ = l_40_;
                l_mut_26_ = l_41_;
                float l_42_ = asfloat(l_37_);
                bool l_43_ = (l_42_ < 4.0);
                if (l_43_) {
                    uint l_4303_ = asuint(info.Load(12+0));
                    uint l_4304_ = (l_4303_ * 1u);
                    bool l_4305_ = (1024u < l_4304_);
                    uint l_4306_ = (l_4304_ - 1u);
                    uint l_4307_ = min(1024u, l_4306_);
                    uint l_4308_ = asuint(buffer_3_global.Load(l_4307_*4));
                    uint l_44_ = (l_4305_ ? l_4308_ : 0u);
                    float l_45_ = asfloat(l_44_);
                    double l_46_ = double(l_45_);
                    uint l_47_ = asuint(l_21_);
                    double l_48_ = double(l_21_);
                    l_mut_49_ = l_48_;
                    uint l_50_ = (l_47_ & 2139095040u);
                    bool l_51_ = (l_50_ == 0u);
                    if (l_51_) {
                        uint l_52_ = (l_47_ & 8388607u);
                        double l_53_ = double(l_52_);
                        double l_54_ = (l_53_ * 1.401298464324817e-45L);
                        l_mut_49_ = l_54_;
                        uint l_55_ = (l_47_ >> 31u);
                        bool l_56_ = (l_55_ == 1u);
                        if (l_56_) {
                            double _e252 = l_mut_49_;
                            double l_57_ = -(_e252);
                            l_mut_49_ = l_57_;
                        }
                    }
                    double _e254 = l_mut_49_;
                    double l_58_ = abs(_e254);
                    l_mut_49_ = l_58_;
                    l_mut_59_ = 0u;
                    bool l_60_ = (l_58_ >= 0.785L);
                    if (l_60_) {
                        double l_61_ = (l_58_ * 0.6366197723675814L);
                        double l_62_ = (l_61_ + 0.5L);
                        double l_63_ = floor(l_62_);
                        double l_64_ = (l_63_ * 1.570796325802803L);
                        double l_65_ = (l_58_ - l_64_);
                        double l_66_ = (l_65_ * l_46_);
                        double l_67_ = (l_63_ * 9.920935796805404e-10L);
                        double l_68_ = (l_66_ - l_67_);
                        l_mut_49_ = l_68_;
                        uint l_69_ = naga_f2u32(l_63_);
                        l_mut_59_ = l_69_;
                    }
                    uint l_70_ = asuint(l_21_);
                    uint l_71_ = (l_70_ >> 31u);
                    bool l_72_ = (l_71_ == 1u);
                    double _e277 = l_mut_49_;
                    double _e278 = l_mut_49_;
                    double l_73_ = (_e277 * _e278);
                    double l_74_ = (l_73_ * 1.9572941063391263e-20L);
                    double l_75_ = (8.22063524662433e-18L - l_74_);
                    l_mut_76_ = l_75_;
                    double _e284 = l_mut_76_;
                    double l_77_ = (_e284 * l_73_);
                    double l_78_ = (l_77_ - 2.8114572543455206e-15L);
                    l_mut_76_ = l_78_;
                    double _e288 = l_mut_76_;
                    double l_79_ = (_e288 * l_73_);
                    double l_80_ = (l_79_ + 7.647163731819816e-13L);
                    l_mut_76_ = l_80_;
                    double _e292 = l_mut_76_;
                    double l_81_ = (_e292 * l_73_);
                    double l_82_ = (l_81_ - 1.6059043836821613e-10L);
                    l_mut_76_ = l_82_;
                    double _e296 = l_mut_76_;
                    double l_83_ = (_e296 * l_73_);
                    double l_84_ = (l_83_ + 2.505210838544172e-8L);
                    l_mut_76_ = l_84_;
                    double _e300 = l_mut_76_;
                    double l_85_ = (_e300 * l_73_);
                    double l_86_ = (l_85_ - 2.7557319223985893e-6L);
                    l_mut_76_ = l_86_;
                    double _e304 = l_mut_76_;
                    double l_87_ = (_e304 * l_73_);
                    double l_88_ = (l_87_ + 0.0001984126984126984L);
                    l_mut_76_ = l_88_;
                    double _e308 = l_mut_76_;
                    double l_89_ = (_e308 * l_73_);
                    double l_90_ = (l_89_ - 0.008333333333333333L);
                    l_mut_76_ = l_90_;
                    double _e312 = l_mut_76_;
                    double l_91_ = (_e312 * l_73_);
                    double l_92_ = (l_91_ + 0.16666666666666666L);
                    l_mut_76_ = l_92_;
                    double l_93_ = (0.5L * l_73_);
                    double l_94_ = (1.0L - l_93_);
                    double l_95_ = (0.0L * l_94_);
                    double _e322 = l_mut_49_;
                    double l_96_ = (_e322 * l_73_);
                    double _e324 = l_mut_76_;
                    double l_97_ = (l_96_ * _e324);
                    double l_98_ = (l_95_ - l_97_);
                    double _e327 = l_mut_49_;
                    double l_99_ = (_e327 + l_98_);
                    double _e329 = l_mut_49_;
                    double _e330 = l_mut_49_;
                    double l_100_ = (_e329 * _e330);
                    double l_101_ = (l_100_ * 4.110317623312165e-19L);
                    double l_102_ = (l_101_ - 1.5619206968586225e-16L);
                    l_mut_76_ = l_102_;
                    double _e336 = l_mut_76_;
                    double l_103_ = (_e336 * l_100_);
                    double l_104_ = (l_103_ + 4.779477332387385e-14L);
                    l_mut_76_ = l_104_;
                    double _e340 = l_mut_76_;
                    double l_105_ = (_e340 * l_100_);
                    double l_106_ = (l_105_ - 1.1470745597729725e-11L);
                    l_mut_76_ = l_106_;
                    double _e344 = l_mut_76_;
                    double l_107_ = (_e344 * l_100_);
                    double l_108_ = (l_107_ + 2.08767569878681e-9L);
                    l_mut_76_ = l_108_;
                    double _e348 = l_mut_76_;
                    double l_109_ = (_e348 * l_100_);
                    double l_110_ = (l_109_ - 2.755731922398589e-7L);
                    l_mut_76_ = l_110_;
                    double _e352 = l_mut_76_;
                    double l_111_ = (_e352 * l_100_);
                    double l_112_ = (l_111_ + 2.48015873015873e-5L);
                    l_mut_76_ = l_112_;
                    double _e356 = l_mut_76_;
                    double l_113_ = (_e356 * l_100_);
                    double l_114_ = (l_113_ - 0.001388888888888889L);
                    l_mut_76_ = l_114_;
                    double _e360 = l_mut_76_;
                    double l_115_ = (_e360 * l_100_);
                    double l_116_ = (l_115_ + 0.041666666666666664L);
                    l_mut_76_ = l_116_;
                    double l_117_ = (0.5L * l_100_);
                    double l_118_ = (1.0L - l_117_);
                    double l_119_ = (l_100_ * l_100_);
                    double _e369 = l_mut_76_;
                    double l_120_ = (l_119_ * _e369);
                    double _e372 = l_mut_49_;
                    double l_121_ = (0.0L * _e372);
                    double l_122_ = (l_120_ - l_121_);
                    double l_123_ = (l_118_ + l_122_);
                    uint _e376 = l_mut_59_;
                    uint l_124_ = (_e376 & 1u);
                    bool l_125_ = (l_124_ == 1u);
                    l_mut_76_ = l_99_;
                    uint _e381 = l_mut_59_;
                    uint l_126_ = (_e381 & 2u);
                    bool l_127_ = (l_126_ != 0u);
                    l_mut_128_ = l_127_;
                    double l_129_ = (l_99_ / l_123_);
                    l_mut_76_ = l_129_;
                    if (l_125_) {
                        double l_130_ = (l_123_ / l_99_);
                        l_mut_76_ = l_130_;
                    }
                    l_mut_128_ = l_125_;
                    if (true) {
                        local = l_72_;
                    } else {
                        local = false;
                    }
                    bool l_131_ = local;
                    if (l_131_) {
                        bool _e393 = l_mut_128_;
                        bool l_132_ = !(_e393);
                        l_mut_128_ = l_132_;
                    }
                    bool _e395 = l_mut_128_;
                    if (_e395) {
                        double _e396 = l_mut_76_;
                        double l_133_ = -(_e396);
                        l_mut_76_ = l_133_;
                    }
                    double _e398 = l_mut_76_;
                    l_mut_26_ = _e398;
                } else {
                    bool l_134_ = (l_37_ < 2139095040u);
                    if (l_134_) {
                        uint l_135_ = (l_37_ & 8388607u);
                        uint l_136_ = (l_135_ | 8388608u);
                        uint64_t l_137_ = uint64_t(l_136_);
                        uint l_138_ = (l_37_ >> 23u);
                        uint l_139_ = (l_138_ * 4u);
                        uint l_140_ = (l_139_ + 3u);
                        uint l_4310_ = asuint(info.Load(12+0));
                        uint l_4311_ = (l_4310_ * 1u);
                        bool l_4312_ = (l_140_ < l_4311_);
                        uint l_4313_ = (l_4311_ - 1u);
                        uint l_4314_ = min(l_140_, l_4313_);
                        uint l_4315_ = asuint(buffer_3_global.Load(l_4314_*4));
                        uint l_141_ = (l_4312_ ? l_4315_ : 0u);
                        uint64_t l_142_ = uint64_t(l_141_);
                        uint64_t l_143_ = (l_137_ * l_142_);
                        l_mut_144_ = l_143_;
                        uint64_t _e429 = l_mut_144_;
                        uint64_t l_145_ = (_e429 & 4294967295uL);
                        uint64_t _e432 = l_mut_144_;
                        uint64_t l_146_ = (_e432 >> uint(32uL));
                        uint l_147_ = (l_139_ + 2u);
                        uint l_4317_ = asuint(info.Load(12+0));
                        uint l_4318_ = (l_4317_ * 1u);
                        bool l_4319_ = (l_147_ < l_4318_);
                        uint l_4320_ = (l_4318_ - 1u);
                        uint l_4321_ = min(l_147_, l_4320_);
                        uint l_4322_ = asuint(buffer_3_global.Load(l_4321_*4));
                        uint l_148_ = (l_4319_ ? l_4322_ : 0u);
                        uint64_t l_149_ = uint64_t(l_148_);
                        uint64_t l_150_ = (l_137_ * l_149_);
                        uint64_t l_151_ = (l_146_ + l_150_);
                        l_mut_144_ = l_151_;
                        uint64_t _e457 = l_mut_144_;
                        uint64_t l_152_ = (_e457 & 4294967295uL);
                        uint64_t _e460 = l_mut_144_;
                        uint64_t l_153_ = (_e460 >> uint(32uL));
                        uint l_154_ = (l_139_ + 1u);
                        uint l_4324_ = asuint(info.Load(12+0));
                        uint l_4325_ = (l_4324_ * 1u);
                        bool l_4326_ = (l_154_ < l_4325_);
                        uint l_4327_ = (l_4325_ - 1u);
                        uint l_4328_ = min(l_154_, l_4327_);
                        uint l_4329_ = asuint(buffer_3_global.Load(l_4328_*4));
                        uint l_155_ = (l_4326_ ? l_4329_ : 0u);
                        uint64_t l_156_ = uint64_t(l_155_);
                        uint64_t l_157_ = (l_137_ * l_156_);
                        uint64_t l_158_ = (l_153_ + l_157_);
                        l_mut_144_ = l_158_;
                        uint64_t _e485 = l_mut_144_;
                        uint64_t l_159_ = (_e485 & 4294967295uL);
                        uint64_t _e488 = l_mut_144_;
                        uint64_t l_160_ = (_e488 >> uint(32uL));
                        uint l_4331_ = asuint(info.Load(12+0));
                        uint l_4332_ = (l_4331_ * 1u);
                        bool l_4333_ = (l_139_ < l_4332_);
                        uint l_4334_ = (l_4332_ - 1u);
                        uint l_4335_ = min(l_139_, l_4334_);
                        uint l_4336_ = asuint(buffer_3_global.Load(l_4335_*4));
                        uint l_161_ = (l_4333_ ? l_4336_ : 0u);
                        uint64_t l_162_ = uint64_t(l_161_);
                        uint64_t l_163_ = (l_137_ * l_162_);
                        uint64_t l_164_ = (l_160_ + l_163_);
                        l_mut_144_ = l_164_;
                        uint64_t _e511 = l_mut_144_;
                        uint64_t l_165_ = (_e511 >> uint(29uL));
                        uint64_t l_166_ = (l_165_ & 3uL);
                        uint l_167_ = uint(l_166_);
                        l_mut_59_ = l_167_;
                        uint64_t _e520 = l_mut_144_;
                        uint64_t l_168_ = (_e520 & 536870911uL);
                        uint64_t l_169_ = (l_168_ << uint(32uL));
                        uint64_t l_170_ = (l_169_ | l_159_);
                        l_mut_144_ = l_170_;
                        uint64_t l_171_ = (l_152_ << uint(32uL));
                        uint64_t l_172_ = (l_171_ | l_145_);
                        l_mut_173_ = l_172_;
                        uint64_t _e533 = l_mut_144_;
                        bool l_174_ = (_e533 >= 1152921504606846976uL);
                        if (l_174_) {
                            uint _e536 = l_mut_59_;
                            uint l_175_ = (_e536 + 1u);
                            uint l_176_ = (l_175_ & 3u);
                            l_mut_59_ = l_176_;
                            uint64_t _e541 = l_mut_173_;
                            bool l_177_ = (_e541 != 0uL);
                            uint64_t l_178_ = uint64_t(l_177_);
                            uint64_t _e546 = l_mut_173_;
                            uint64_t l_179_ = (0uL - _e546);
                            l_mut_173_ = l_179_;
                            uint64_t _e549 = l_mut_144_;
                            uint64_t l_180_ = (2305843009213693952uL - _e549);
                            uint64_t l_181_ = (l_180_ - l_178_);
                            l_mut_144_ = l_181_;
                        }
                        uint64_t _e552 = l_mut_173_;
                        uint64_t _e558 = l_mut_173_;
                        uint64_t _e562 = l_mut_173_;
                        uint l_182_ = (((_e562 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e558)))) : (31u - firstbithigh(uint((_e552 >> 32u)))));
                        uint64_t l_183_ = uint64_t(l_182_);
                        uint64_t _e569 = l_mut_173_;
                        uint64_t l_184_ = (_e569 << uint(l_183_));
                        l_mut_185_ = l_184_;
                        int l_186_ = int(l_182_);
                        int l_187_ = asint(asuint(int(0)) - asuint(l_186_));
                        l_mut_188_ = l_187_;
                        uint64_t _e576 = l_mut_144_;
                        bool l_189_ = (_e576 != 0uL);
                        if (l_189_) {
                            uint64_t _e579 = l_mut_144_;
                            uint64_t _e585 = l_mut_144_;
                            uint64_t _e589 = l_mut_144_;
                            uint l_190_ = (((_e589 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e585)))) : (31u - firstbithigh(uint((_e579 >> 32u)))));
                            uint64_t l_191_ = uint64_t(l_190_);
                            uint64_t _e596 = l_mut_144_;
                            uint64_t l_192_ = (_e596 << uint(l_191_));
                            uint l_193_ = (64u - l_190_);
                            uint64_t l_194_ = uint64_t(l_193_);
                            uint64_t _e603 = l_mut_173_;
                            uint64_t l_195_ = (_e603 >> uint(l_194_));
                            uint64_t l_196_ = (l_192_ | l_195_);
                            l_mut_185_ = l_196_;
                            int l_197_ = int(l_190_);
                            int l_198_ = asint(asuint(int(64)) - asuint(l_197_));
                            l_mut_188_ = l_198_;
                        }
                        uint64_t _e611 = l_mut_185_;
                        uint64_t l_199_ = (_e611 >> uint(32uL));
                        uint64_t _e616 = l_mut_185_;
                        uint64_t l_200_ = (_e616 & 4294967295uL);
                        uint64_t l_201_ = (l_199_ * 560513588uL);
                        uint64_t l_202_ = (l_200_ * 3373259426uL);
                        uint64_t l_203_ = (l_200_ * 560513588uL);
                        uint64_t l_204_ = (l_203_ >> uint(32uL));
                        uint64_t l_205_ = (l_201_ & 4294967295uL);
                        uint64_t l_206_ = (l_204_ + l_205_);
                        uint64_t l_207_ = (l_202_ & 4294967295uL);
                        uint64_t l_208_ = (l_206_ + l_207_);
                        uint64_t l_209_ = (l_199_ * 3373259426uL);
                        uint64_t l_210_ = (l_201_ >> uint(32uL));
                        uint64_t l_211_ = (l_209_ + l_210_);
                        uint64_t l_212_ = (l_202_ >> uint(32uL));
                        uint64_t l_213_ = (l_211_ + l_212_);
                        uint64_t l_214_ = (l_208_ >> uint(32uL));
                        uint64_t l_215_ = (l_213_ + l_214_);
                        l_mut_185_ = l_215_;
                        int _e652 = l_mut_188_;
                        int l_216_ = asint(asuint(_e652) - asuint(int(124)));
                        l_mut_188_ = l_216_;
                        uint64_t _e655 = l_mut_185_;
                        bool l_217_ = (_e655 < (-9223372036854775807L - 1L));
                        if (l_217_) {
                            uint64_t _e661 = l_mut_185_;
                            uint64_t l_218_ = (_e661 << uint(1uL));
                            uint64_t l_219_ = (l_208_ >> uint(31uL));
                            uint64_t l_220_ = (l_219_ & 1uL);
                            uint64_t l_221_ = (l_218_ | l_220_);
                            l_mut_185_ = l_221_;
                            int _e673 = l_mut_188_;
                            l_mut_188_ = asint(asuint(_e673) - asuint(int(1)));
                        }
                        uint64_t _e676 = l_mut_185_;
                        uint64_t l_222_ = (_e676 >> uint(11uL));
                        double l_223_ = double(l_222_);
                        int _e682 = l_mut_188_;
                        int l_224_ = asint(asuint(_e682) + asuint(int(11)));
                        int l_225_ = asint(asuint(l_224_) + asuint(int(1023)));
                        uint64_t l_226_ = uint64_t(l_225_);
                        uint64_t l_227_ = (l_226_ << uint(52uL));
                        double l_228_ = l_227_;
                        double l_229_ = (l_223_ * l_228_);
                        l_mut_76_ = l_229_;
                        uint64_t _e694 = l_mut_185_;
                        uint64_t l_230_ = (_e694 & 2047uL);
                        double l_231_ = double(l_230_);
                        int _e698 = l_mut_188_;
                        int l_232_ = asint(asuint(_e698) + asuint(int(1023)));
                        uint64_t l_233_ = uint64_t(l_232_);
                        uint64_t l_234_ = (l_233_ << uint(52uL));
                        double l_235_ = l_234_;
                        double l_236_ = (l_231_ * l_235_);
                        l_mut_49_ = l_236_;
                        if (l_174_) {
                            double _e708 = l_mut_76_;
                            double l_237_ = -(_e708);
                            l_mut_76_ = l_237_;
                            double _e710 = l_mut_49_;
                            double l_238_ = -(_e710);
                            l_mut_49_ = l_238_;
                        }
                        bool l_239_ = (l_36_ >= 2147483648u);
                        double _e714 = l_mut_76_;
                        double _e715 = l_mut_76_;
                        double l_240_ = (_e714 * _e715);
                        double l_241_ = (l_240_ * 1.9572941063391263e-20L);
                        double l_242_ = (8.22063524662433e-18L - l_241_);
                        l_mut_243_ = l_242_;
                        double _e721 = l_mut_243_;
                        double l_244_ = (_e721 * l_240_);
                        double l_245_ = (l_244_ - 2.8114572543455206e-15L);
                        l_mut_243_ = l_245_;
                        double _e725 = l_mut_243_;
                        double l_246_ = (_e725 * l_240_);
                        double l_247_ = (l_246_ + 7.647163731819816e-13L);
                        l_mut_243_ = l_247_;
                        double _e729 = l_mut_243_;
                        double l_248_ = (_e729 * l_240_);
                        double l_249_ = (l_248_ - 1.6059043836821613e-10L);
                        l_mut_243_ = l_249_;
                        double _e733 = l_mut_243_;
                        double l_250_ = (_e733 * l_240_);
                        double l_251_ = (l_250_ + 2.505210838544172e-8L);
                        l_mut_243_ = l_251_;
                        double _e737 = l_mut_243_;
                        double l_252_ = (_e737 * l_240_);
                        double l_253_ = (l_252_ - 2.7557319223985893e-6L);
                        l_mut_243_ = l_253_;
                        double _e741 = l_mut_243_;
                        double l_254_ = (_e741 * l_240_);
                        double l_255_ = (l_254_ + 0.0001984126984126984L);
                        l_mut_243_ = l_255_;
                        double _e745 = l_mut_243_;
                        double l_256_ = (_e745 * l_240_);
                        double l_257_ = (l_256_ - 0.008333333333333333L);
                        l_mut_243_ = l_257_;
                        double _e749 = l_mut_243_;
                        double l_258_ = (_e749 * l_240_);
                        double l_259_ = (l_258_ + 0.16666666666666666L);
                        l_mut_243_ = l_259_;
                        double l_260_ = (0.5L * l_240_);
                        double l_261_ = (1.0L - l_260_);
                        double _e757 = l_mut_49_;
                        double l_262_ = (_e757 * l_261_);
                        double _e759 = l_mut_76_;
                        double l_263_ = (_e759 * l_240_);
                        double _e761 = l_mut_243_;
                        double l_264_ = (l_263_ * _e761);
                        double l_265_ = (l_262_ - l_264_);
                        double _e764 = l_mut_76_;
                        double l_266_ = (_e764 + l_265_);
                        double _e766 = l_mut_76_;
                        double _e767 = l_mut_76_;
                        double l_267_ = (_e766 * _e767);
                        double l_268_ = (l_267_ * 4.110317623312165e-19L);
                        double l_269_ = (l_268_ - 1.5619206968586225e-16L);
                        l_mut_243_ = l_269_;
                        double _e773 = l_mut_243_;
                        double l_270_ = (_e773 * l_267_);
                        double l_271_ = (l_270_ + 4.779477332387385e-14L);
                        l_mut_243_ = l_271_;
                        double _e777 = l_mut_243_;
                        double l_272_ = (_e777 * l_267_);
                        double l_273_ = (l_272_ - 1.1470745597729725e-11L);
                        l_mut_243_ = l_273_;
                        double _e781 = l_mut_243_;
                        double l_274_ = (_e781 * l_267_);
                        double l_275_ = (l_274_ + 2.08767569878681e-9L);
                        l_mut_243_ = l_275_;
                        double _e785 = l_mut_243_;
                        double l_276_ = (_e785 * l_267_);
                        double l_277_ = (l_276_ - 2.755731922398589e-7L);
                        l_mut_243_ = l_277_;
                        double _e789 = l_mut_243_;
                        double l_278_ = (_e789 * l_267_);
                        double l_279_ = (l_278_ + 2.48015873015873e-5L);
                        l_mut_243_ = l_279_;
                        double _e793 = l_mut_243_;
                        double l_280_ = (_e793 * l_267_);
                        double l_281_ = (l_280_ - 0.001388888888888889L);
                        l_mut_243_ = l_281_;
                        double _e797 = l_mut_243_;
                        double l_282_ = (_e797 * l_267_);
                        double l_283_ = (l_282_ + 0.041666666666666664L);
                        l_mut_243_ = l_283_;
                        double l_284_ = (0.5L * l_267_);
                        double l_285_ = (1.0L - l_284_);
                        double l_286_ = (l_267_ * l_267_);
                        double _e806 = l_mut_243_;
                        double l_287_ = (l_286_ * _e806);
                        double _e808 = l_mut_49_;
                        double _e809 = l_mut_76_;
                        double l_288_ = (_e808 * _e809);
                        double l_289_ = (l_287_ - l_288_);
                        double l_290_ = (l_285_ + l_289_);
                        uint _e813 = l_mut_59_;
                        uint l_291_ = (_e813 & 1u);
                        bool l_292_ = (l_291_ == 1u);
                        l_mut_243_ = l_266_;
                        uint _e818 = l_mut_59_;
                        uint l_293_ = (_e818 & 2u);
                        bool l_294_ = (l_293_ != 0u);
                        l_mut_128_ = l_294_;
                        double l_295_ = (l_266_ / l_290_);
                        l_mut_243_ = l_295_;
                        if (l_292_) {
                            double l_296_ = (l_290_ / l_266_);
                            l_mut_243_ = l_296_;
                        }
                        l_mut_128_ = l_292_;
                        if (true) {
                            local_1 = l_239_;
                        } else {
                            local_1 = false;
                        }
                        bool l_297_ = local_1;
                        if (l_297_) {
                            bool _e830 = l_mut_128_;
                            bool l_298_ = !(_e830);
                            l_mut_128_ = l_298_;
                        }
                        bool _e832 = l_mut_128_;
                        if (_e832) {
                            double _e833 = l_mut_243_;
                            double l_299_ = -(_e833);
                            l_mut_243_ = l_299_;
                        }
                        double _e835 = l_mut_243_;
                        l_mut_26_ = _e835;
                    }
                }
                double _e836 = l_mut_26_;
                l_mut_35_ = _e836;
                uint l_4296_ = asuint(info.Load(12+0));
                uint l_4297_ = (l_4296_ * 1u);
                bool l_4298_ = (1024u < l_4297_);
                uint l_4299_ = (l_4297_ - 1u);
                uint l_4300_ = min(1024u, l_4299_);
                uint l_4301_ = asuint(buffer_3_global.Load(l_4300_*4));
                uint l_300_ = (l_4298_ ? l_4301_ : 0u);
                float l_301_ = asfloat(l_300_);
                double l_302_ = double(l_301_);
                l_mut_59_ = 4294967294u;
                float _e857 = l_mut_22_;
                uint l_303_ = asuint(_e857);
                uint l_304_ = asuint(l_21_);
                uint l_305_ = (l_304_ & 2139095040u);
                bool l_306_ = (l_305_ != 2139095040u);
                bool l_307_ = (l_305_ == 0u);
                uint l_308_ = asuint(l_21_);
                uint l_309_ = (l_308_ & 8388607u);
                bool l_310_ = (l_309_ != 0u);
                if (l_307_) {
                    local_2 = l_310_;
                } else {
                    local_2 = false;
                }
                bool l_311_ = local_2;
                double _e875 = l_mut_35_;
                double l_312_ = abs(_e875);
                double _e877 = l_mut_35_;
                bool l_313_ = (_e877 < 0.0L);
                uint l_314_ = uint(l_313_);
                uint l_315_ = (2147483648u * l_314_);
                if (l_311_) {
                } else {
                    double _e883 = l_mut_35_;
                    const bool _e884 = is_nan_1_f64_(_e883);
                    if (_e884) {
                        uint l_317_ = (l_303_ & 2147483647u);
                        bool l_318_ = (l_317_ > 2139095040u);
                        if (l_318_) {
                            l_mut_59_ = 4294967293u;
                        }
                    } else {
                        bool l_319_ = (l_312_ >= 3.402823669209385e38L);
                        bool l_320_ = !(l_306_);
                        bool l_321_ = (l_312_ == 0.0L);
                        if (l_320_) {
                            local_3 = l_321_;
                        } else {
                            local_3 = false;
                        }
                        bool l_322_ = local_3;
                        if (!(l_319_)) {
                            local_4 = l_322_;
                        } else {
                            local_4 = true;
                        }
                        bool l_323_ = local_4;
                        if (l_323_) {
                            bool l_324_ = (l_312_ >= 3.402823669209385e38L);
                            uint l_325_ = uint(l_324_);
                            uint l_326_ = (2139095040u * l_325_);
                            uint l_327_ = (l_326_ | l_315_);
                            bool l_328_ = (l_303_ == l_327_);
                            uint l_329_ = (l_303_ | l_327_);
                            uint l_330_ = (l_329_ & 2147483647u);
                            bool l_331_ = (l_330_ == 0u);
                            if (!(l_328_)) {
                                local_5 = l_331_;
                            } else {
                                local_5 = true;
                            }
                            bool l_332_ = local_5;
                            if (l_332_) {
                                l_mut_59_ = 4294967293u;
                            }
                        } else {
                            bool l_333_ = (l_312_ >= 2.350988701644575e-38L);
                            if (l_306_) {
                                local_6 = l_333_;
                            } else {
                                local_6 = false;
                            }
                            bool l_334_ = local_6;
                            bool l_335_ = (l_312_ < 3.4028234663852886e38L);
                            if (l_334_) {
                                local_7 = l_335_;
                            } else {
                                local_7 = false;
                            }
                            bool l_336_ = local_7;
                            if (l_336_) {
                                float l_337_ = float(l_312_);
                                uint l_338_ = asuint(l_337_);
                                float l_339_ = asfloat(l_338_);
                                double l_340_ = double(l_339_);
                                double l_341_ = (l_312_ - l_340_);
                                uint l_342_ = (l_338_ + 1u);
                                bool l_343_ = (l_341_ < 0.0L);
                                uint l_344_ = uint(l_343_);
                                uint l_345_ = (2u * l_344_);
                                uint l_346_ = (l_342_ - l_345_);
                                float l_347_ = asfloat(l_346_);
                                double l_348_ = double(l_347_);
                                double l_349_ = (l_348_ - l_340_);
                                double l_350_ = abs(l_349_);
                                double l_351_ = (l_350_ * 0.5L);
                                double l_352_ = abs(l_341_);
                                double l_353_ = (l_351_ - l_352_);
                                double l_354_ = (l_312_ * 9.094947017729282e-13L);
                                bool l_355_ = (l_353_ > l_354_);
                                if (l_355_) {
                                    uint l_356_ = (l_338_ | l_315_);
                                    l_mut_59_ = l_356_;
                                }
                            } else {
                                bool l_357_ = (l_312_ < 2.350988701644575e-38L);
                                if (l_306_) {
                                    local_8 = l_357_;
                                } else {
                                    local_8 = false;
                                }
                                bool l_358_ = local_8;
                                if (l_358_) {
                                    double l_359_ = (l_312_ * 7.1362384635298e44L);
                                    double l_360_ = floor(l_359_);
                                    double l_361_ = (l_359_ - l_360_);
                                    double l_362_ = (l_361_ - 0.5L);
                                    double l_363_ = abs(l_362_);
                                    double l_364_ = (l_359_ * 9.094947017729282e-13L);
                                    bool l_365_ = (l_363_ > l_364_);
                                    if (l_365_) {
                                        bool l_366_ = (l_361_ > 0.5L);
                                        double l_367_ = double(l_366_);
                                        double l_368_ = (l_360_ + l_367_);
                                        uint l_369_ = naga_f2u32(l_368_);
                                        uint l_370_ = (l_369_ | l_315_);
                                        l_mut_59_ = l_370_;
                                    }
                                }
                            }
                        }
                    }
                }
                float _e981 = l_mut_22_;
                uint l_371_ = asuint(_e981);
                uint l_372_ = (l_371_ & 2147483647u);
                bool l_373_ = (l_372_ > 2139095040u);
                uint l_374_ = (l_371_ & 2147483647u);
                bool l_375_ = (l_374_ == 0u);
                uint l_376_ = (l_371_ & 2147483647u);
                double l_377_ = double(l_376_);
                uint l_378_ = (l_371_ >> 31u);
                double l_379_ = double(l_378_);
                double l_380_ = (2.0L * l_379_);
                double l_381_ = (1.0L - l_380_);
                double l_382_ = (l_377_ * l_381_);
                uint _e1002 = l_mut_59_;
                uint l_383_ = (_e1002 & 2147483647u);
                double l_384_ = double(l_383_);
                uint _e1006 = l_mut_59_;
                uint l_385_ = (_e1006 >> 31u);
                double l_386_ = double(l_385_);
                double l_387_ = (2.0L * l_386_);
                double l_388_ = (1.0L - l_387_);
                double l_389_ = (l_384_ * l_388_);
                double l_390_ = (l_382_ - l_389_);
                uint _e1016 = l_mut_59_;
                uint l_391_ = (_e1016 & 2139095040u);
                bool l_392_ = (l_391_ == 0u);
                uint _e1021 = l_mut_59_;
                bool l_393_ = (_e1021 < 4294967293u);
                bool l_394_ = (l_390_ == 0.0L);
                if (l_375_) {
                    local_9 = l_392_;
                } else {
                    local_9 = false;
                }
                bool l_395_ = local_9;
                if (!(l_373_)) {
                    local_10 = l_395_;
                } else {
                    local_10 = true;
                }
                bool l_396_ = local_10;
                bool l_397_ = !(l_396_);
                if (!(l_394_)) {
                    local_11 = l_397_;
                } else {
                    local_11 = true;
                }
                bool l_398_ = local_11;
                if (l_393_) {
                    local_12 = l_398_;
                } else {
                    local_12 = false;
                }
                bool l_399_ = local_12;
                l_mut_128_ = l_399_;
                bool l_400_ = (l_390_ != 0.0L);
                bool _e1047 = l_mut_128_;
                if (_e1047) {
                    local_13 = l_400_;
                } else {
                    local_13 = false;
                }
                bool l_401_ = local_13;
                if (l_401_) {
                    l_mut_402_ = 0u;
                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                    bool loop_init_3 = true;
                    while(true) {
                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                        if (!loop_init_3) {
                            uint _e8496 = l_mut_402_;
                            l_mut_402_ = (_e8496 + 1u);
                        }
                        loop_init_3 = false;
                        uint _e1054 = l_mut_402_;
                        if ((_e1054 < 8u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e1058 = l_mut_402_;
                            uint l_403_ = (2u * _e1058);
                            uint l_4338_ = asuint(info.Load(4+0));
                            uint l_4339_ = (l_4338_ * 1u);
                            bool l_4340_ = (l_403_ < l_4339_);
                            uint l_4341_ = (l_4339_ - 1u);
                            uint l_4342_ = min(l_403_, l_4341_);
                            uint l_4343_ = asuint(buffer_1_global.Load(l_4342_*4));
                            uint l_404_ = (l_4340_ ? l_4343_ : 0u);
                            uint _e1076 = l_mut_402_;
                            uint l_405_ = (2u * _e1076);
                            uint l_406_ = (l_405_ + 1u);
                            uint l_4345_ = asuint(info.Load(4+0));
                            uint l_4346_ = (l_4345_ * 1u);
                            bool l_4347_ = (l_406_ < l_4346_);
                            uint l_4348_ = (l_4346_ - 1u);
                            uint l_4349_ = min(l_406_, l_4348_);
                            uint l_4350_ = asuint(buffer_1_global.Load(l_4349_*4));
                            uint l_407_ = (l_4347_ ? l_4350_ : 0u);
                            bool l_408_ = (l_407_ != 0u);
                            uint _e1097 = l_mut_402_;
                            uint l_409_ = (_e1097 * 4u);
                            uint l_4352_ = asuint(info.Load(8+0));
                            uint l_4353_ = (l_4352_ * 1u);
                            bool l_4354_ = (l_409_ < l_4353_);
                            uint l_4355_ = (l_4353_ - 1u);
                            uint l_4356_ = min(l_409_, l_4355_);
                            double l_4357_ = buffer_2_global.Load<double>(l_4356_*8);
                            double l_410_ = (l_4354_ ? l_4357_ : 0.0L);
                            uint _e1115 = l_mut_402_;
                            uint l_411_ = (_e1115 * 4u);
                            uint l_412_ = (l_411_ + 1u);
                            uint l_4359_ = asuint(info.Load(8+0));
                            uint l_4360_ = (l_4359_ * 1u);
                            bool l_4361_ = (l_412_ < l_4360_);
                            uint l_4362_ = (l_4360_ - 1u);
                            uint l_4363_ = min(l_412_, l_4362_);
                            double l_4364_ = buffer_2_global.Load<double>(l_4363_*8);
                            double l_413_ = (l_4361_ ? l_4364_ : 0.0L);
                            uint _e1135 = l_mut_402_;
                            uint l_414_ = (_e1135 * 4u);
                            uint l_415_ = (l_414_ + 2u);
                            uint l_4366_ = asuint(info.Load(8+0));
                            uint l_4367_ = (l_4366_ * 1u);
                            bool l_4368_ = (l_415_ < l_4367_);
                            uint l_4369_ = (l_4367_ - 1u);
                            uint l_4370_ = min(l_415_, l_4369_);
                            double l_4371_ = buffer_2_global.Load<double>(l_4370_*8);
                            double l_416_ = (l_4368_ ? l_4371_ : 0.0L);
                            double l_417_ = double(l_21_);
                            double l_418_ = abs(l_417_);
                            double _e1157 = l_mut_35_;
                            double l_419_ = abs(_e1157);
                            double l_420_ = (l_419_ * 1.4551915228366852e-11L);
                            a_421_[0] = 1u;
                            l_mut_422_ = 2u;
                            bool l_423_ = (l_404_ == 0u);
                            if (l_423_) {
                                l_mut_422_ = 0u;
                            } else {
                                bool l_424_ = (l_404_ == 1u);
                                if (l_424_) {
                                    l_mut_422_ = 1u;
                                    double l_425_ = abs(l_390_);
                                    bool l_426_ = (l_425_ <= l_410_);
                                    if (l_426_) {
                                        l_mut_422_ = 0u;
                                    }
                                } else {
                                    bool l_427_ = (l_404_ == 2u);
                                    if (l_427_) {
                                        double _e1175 = l_mut_35_;
                                        double l_428_ = abs(_e1175);
                                        l_mut_243_ = 1.401298464324817e-45L;
                                        bool l_429_ = (l_428_ >= 1.1754943508222875e-38L);
                                        bool l_430_ = (l_428_ <= 1.7976931348623157e308L);
                                        if (l_429_) {
                                            local_14 = l_430_;
                                        } else {
                                            local_14 = false;
                                        }
                                        bool l_431_ = local_14;
                                        if (l_431_) {
                                            uint64_t l_432_ = l_428_;
                                            uint64_t l_433_ = (l_432_ >> uint(52uL));
                                            uint64_t l_434_ = (l_433_ - 23uL);
                                            uint64_t l_435_ = (l_434_ << uint(52uL));
                                            double l_436_ = l_435_;
                                            l_mut_243_ = l_436_;
                                        }
                                        double _e1198 = l_mut_243_;
                                        double l_437_ = (l_410_ * _e1198);
                                        l_mut_438_ = 2u;
                                        double _e1201 = l_mut_35_;
                                        double l_439_ = (_e1201 - l_420_);
                                        double l_440_ = abs(l_439_);
                                        l_mut_243_ = 1.401298464324817e-45L;
                                        bool l_441_ = (l_440_ >= 1.1754943508222875e-38L);
                                        bool l_442_ = (l_440_ <= 1.7976931348623157e308L);
                                        if (l_441_) {
                                            local_15 = l_442_;
                                        } else {
                                            local_15 = false;
                                        }
                                        bool l_443_ = local_15;
                                        if (l_443_) {
                                            uint64_t l_444_ = l_440_;
                                            uint64_t l_445_ = (l_444_ >> uint(52uL));
                                            uint64_t l_446_ = (l_445_ - 23uL);
                                            uint64_t l_447_ = (l_446_ << uint(52uL));
                                            double l_448_ = l_447_;
                                            l_mut_243_ = l_448_;
                                        }
                                        double _e1225 = l_mut_35_;
                                        double l_449_ = (_e1225 + l_420_);
                                        double l_450_ = abs(l_449_);
                                        l_mut_76_ = 1.401298464324817e-45L;
                                        bool l_451_ = (l_450_ >= 1.1754943508222875e-38L);
                                        bool l_452_ = (l_450_ <= 1.7976931348623157e308L);
                                        if (l_451_) {
                                            local_16 = l_452_;
                                        } else {
                                            local_16 = false;
                                        }
                                        bool l_453_ = local_16;
                                        if (l_453_) {
                                            uint64_t l_454_ = l_450_;
                                            uint64_t l_455_ = (l_454_ >> uint(52uL));
                                            uint64_t l_456_ = (l_455_ - 23uL);
                                            uint64_t l_457_ = (l_456_ << uint(52uL));
                                            double l_458_ = l_457_;
                                            l_mut_76_ = l_458_;
                                        }
                                        double _e1249 = l_mut_243_;
                                        double _e1250 = l_mut_76_;
                                        bool l_459_ = (_e1249 == _e1250);
                                        if (l_459_) {
                                            double l_460_ = (l_437_ * 1.4551915228366852e-11L);
                                            double l_461_ = (l_420_ + l_460_);
                                            double _e1255 = l_mut_35_;
                                            double l_462_ = (_e1255 - l_437_);
                                            double _e1257 = l_mut_35_;
                                            double l_463_ = (_e1257 + l_437_);
                                            float _e1259 = l_mut_22_;
                                            uint l_464_ = asuint(_e1259);
                                            float _e1261 = l_mut_22_;
                                            double l_465_ = double(_e1261);
                                            l_mut_243_ = l_465_;
                                            uint l_466_ = (l_464_ & 2139095040u);
                                            bool l_467_ = (l_466_ == 0u);
                                            if (l_467_) {
                                                uint l_468_ = (l_464_ & 8388607u);
                                                double l_469_ = double(l_468_);
                                                double l_470_ = (l_469_ * 1.401298464324817e-45L);
                                                l_mut_243_ = l_470_;
                                                uint l_471_ = (l_464_ >> 31u);
                                                bool l_472_ = (l_471_ == 1u);
                                                if (l_472_) {
                                                    double _e1276 = l_mut_243_;
                                                    double l_473_ = -(_e1276);
                                                    l_mut_243_ = l_473_;
                                                }
                                            }
                                            float _e1278 = l_mut_22_;
                                            uint l_474_ = asuint(_e1278);
                                            uint l_475_ = (l_474_ + 1u);
                                            l_mut_476_ = l_475_;
                                            uint l_477_ = (l_474_ & 2147483647u);
                                            bool l_478_ = (l_477_ == 0u);
                                            if (l_478_) {
                                                l_mut_476_ = 1u;
                                            } else {
                                                uint l_479_ = (l_474_ & 2147483648u);
                                                bool l_480_ = (l_479_ != 0u);
                                                if (l_480_) {
                                                    uint l_481_ = (l_474_ - 1u);
                                                    l_mut_476_ = l_481_;
                                                } else {
                                                    bool l_482_ = (l_474_ == 2139095040u);
                                                    if (l_482_) {
                                                        l_mut_476_ = l_474_;
                                                    }
                                                }
                                            }
                                            uint _e1295 = l_mut_476_;
                                            float l_483_ = asfloat(_e1295);
                                            uint l_484_ = asuint(l_483_);
                                            double l_485_ = double(l_483_);
                                            l_mut_76_ = l_485_;
                                            uint l_486_ = (l_484_ & 2139095040u);
                                            bool l_487_ = (l_486_ == 0u);
                                            if (l_487_) {
                                                uint l_488_ = (l_484_ & 8388607u);
                                                double l_489_ = double(l_488_);
                                                double l_490_ = (l_489_ * 1.401298464324817e-45L);
                                                l_mut_76_ = l_490_;
                                                uint l_491_ = (l_484_ >> 31u);
                                                bool l_492_ = (l_491_ == 1u);
                                                if (l_492_) {
                                                    double _e1312 = l_mut_76_;
                                                    double l_493_ = -(_e1312);
                                                    l_mut_76_ = l_493_;
                                                }
                                            }
                                            float _e1314 = l_mut_22_;
                                            uint l_494_ = asuint(_e1314);
                                            uint l_495_ = (l_494_ ^ 2147483648u);
                                            float l_496_ = asfloat(l_495_);
                                            uint l_497_ = asuint(l_496_);
                                            uint l_498_ = (l_497_ + 1u);
                                            l_mut_476_ = l_498_;
                                            uint l_499_ = (l_497_ & 2147483647u);
                                            bool l_500_ = (l_499_ == 0u);
                                            if (l_500_) {
                                                l_mut_476_ = 1u;
                                            } else {
                                                uint l_501_ = (l_497_ & 2147483648u);
                                                bool l_502_ = (l_501_ != 0u);
                                                if (l_502_) {
                                                    uint l_503_ = (l_497_ - 1u);
                                                    l_mut_476_ = l_503_;
                                                } else {
                                                    bool l_504_ = (l_497_ == 2139095040u);
                                                    if (l_504_) {
                                                        l_mut_476_ = l_497_;
                                                    }
                                                }
                                            }
                                            uint _e1335 = l_mut_476_;
                                            float l_505_ = asfloat(_e1335);
                                            uint l_506_ = asuint(l_505_);
                                            uint l_507_ = (l_506_ ^ 2147483648u);
                                            float l_508_ = asfloat(l_507_);
                                            uint l_509_ = asuint(l_508_);
                                            double l_510_ = double(l_508_);
                                            l_mut_49_ = l_510_;
                                            uint l_511_ = (l_509_ & 2139095040u);
                                            bool l_512_ = (l_511_ == 0u);
                                            if (l_512_) {
                                                uint l_513_ = (l_509_ & 8388607u);
                                                double l_514_ = double(l_513_);
                                                double l_515_ = (l_514_ * 1.401298464324817e-45L);
                                                l_mut_49_ = l_515_;
                                                uint l_516_ = (l_509_ >> 31u);
                                                bool l_517_ = (l_516_ == 1u);
                                                if (l_517_) {
                                                    double _e1356 = l_mut_49_;
                                                    double l_518_ = -(_e1356);
                                                    l_mut_49_ = l_518_;
                                                }
                                            }
                                            double l_519_ = (l_462_ + l_461_);
                                            double _e1359 = l_mut_243_;
                                            bool l_520_ = (l_519_ <= _e1359);
                                            l_mut_521_ = l_520_;
                                            double l_522_ = (l_462_ - l_461_);
                                            double _e1362 = l_mut_243_;
                                            bool l_523_ = (l_522_ > _e1362);
                                            l_mut_524_ = l_523_;
                                            double l_525_ = (l_463_ - l_461_);
                                            double _e1365 = l_mut_243_;
                                            bool l_526_ = (l_525_ >= _e1365);
                                            l_mut_527_ = l_526_;
                                            double l_528_ = (l_463_ + l_461_);
                                            double _e1368 = l_mut_243_;
                                            bool l_529_ = (l_528_ < _e1368);
                                            l_mut_530_ = l_529_;
                                            if (l_408_) {
                                                double l_531_ = (l_462_ + l_461_);
                                                double _e1371 = l_mut_76_;
                                                bool l_532_ = (l_531_ < _e1371);
                                                l_mut_521_ = l_532_;
                                                double l_533_ = (l_462_ - l_461_);
                                                double _e1374 = l_mut_76_;
                                                bool l_534_ = (l_533_ >= _e1374);
                                                l_mut_524_ = l_534_;
                                                double l_535_ = (l_463_ - l_461_);
                                                double _e1377 = l_mut_49_;
                                                bool l_536_ = (l_535_ > _e1377);
                                                l_mut_527_ = l_536_;
                                                double l_537_ = (l_463_ + l_461_);
                                                double _e1380 = l_mut_49_;
                                                bool l_538_ = (l_537_ <= _e1380);
                                                l_mut_530_ = l_538_;
                                            }
                                            l_mut_476_ = 2u;
                                            bool _e1383 = l_mut_524_;
                                            if (!(_e1383)) {
                                                bool _e1387 = l_mut_530_;
                                                local_17 = _e1387;
                                            } else {
                                                local_17 = true;
                                            }
                                            bool l_539_ = local_17;
                                            if (l_539_) {
                                                l_mut_476_ = 1u;
                                            } else {
                                                bool _e1391 = l_mut_521_;
                                                if (_e1391) {
                                                    bool _e1394 = l_mut_527_;
                                                    local_18 = _e1394;
                                                } else {
                                                    local_18 = false;
                                                }
                                                bool l_540_ = local_18;
                                                if (l_540_) {
                                                    l_mut_476_ = 0u;
                                                }
                                            }
                                            float _e1398 = l_mut_22_;
                                            uint l_541_ = asuint(_e1398);
                                            uint l_542_ = (l_541_ & 2147483647u);
                                            bool l_543_ = (l_542_ == 0u);
                                            if (l_543_) {
                                                double l_544_ = (l_462_ + l_461_);
                                                bool l_545_ = (l_544_ < 1.1754943508222875e-38L);
                                                double l_546_ = (l_463_ - l_461_);
                                                bool l_547_ = (l_546_ > -1.1754943508222875e-38L);
                                                if (l_545_) {
                                                    local_19 = l_547_;
                                                } else {
                                                    local_19 = false;
                                                }
                                                bool l_548_ = local_19;
                                                double l_549_ = (l_462_ - l_461_);
                                                bool l_550_ = (l_549_ < 1.1754943508222875e-38L);
                                                double l_551_ = (l_463_ + l_461_);
                                                bool l_552_ = (l_551_ > -1.1754943508222875e-38L);
                                                if (l_550_) {
                                                    local_20 = l_552_;
                                                } else {
                                                    local_20 = false;
                                                }
                                                bool l_553_ = local_20;
                                                if (l_548_) {
                                                    l_mut_476_ = 0u;
                                                } else {
                                                    uint _e1425 = l_mut_476_;
                                                    bool l_554_ = (_e1425 == 1u);
                                                    if (l_553_) {
                                                        local_21 = l_554_;
                                                    } else {
                                                        local_21 = false;
                                                    }
                                                    bool l_555_ = local_21;
                                                    if (l_555_) {
                                                        l_mut_476_ = 2u;
                                                    }
                                                }
                                            }
                                            uint _e1433 = l_mut_476_;
                                            l_mut_438_ = _e1433;
                                        }
                                        uint _e1434 = l_mut_438_;
                                        l_mut_422_ = _e1434;
                                    } else {
                                        bool l_556_ = (l_404_ == 3u);
                                        if (l_556_) {
                                            l_mut_422_ = 0u;
                                            bool l_557_ = (l_418_ >= 1.1754943508222875e-38L);
                                            bool l_558_ = (l_418_ <= 8.507059173023462e37L);
                                            if (l_557_) {
                                                local_22 = l_558_;
                                            } else {
                                                local_22 = false;
                                            }
                                            bool l_559_ = local_22;
                                            if (l_559_) {
                                                double _e1446 = l_mut_35_;
                                                double l_560_ = abs(_e1446);
                                                l_mut_243_ = 1.401298464324817e-45L;
                                                bool l_561_ = (l_560_ >= 1.1754943508222875e-38L);
                                                bool l_562_ = (l_560_ <= 1.7976931348623157e308L);
                                                if (l_561_) {
                                                    local_23 = l_562_;
                                                } else {
                                                    local_23 = false;
                                                }
                                                bool l_563_ = local_23;
                                                if (l_563_) {
                                                    uint64_t l_564_ = l_560_;
                                                    uint64_t l_565_ = (l_564_ >> uint(52uL));
                                                    uint64_t l_566_ = (l_565_ - 23uL);
                                                    uint64_t l_567_ = (l_566_ << uint(52uL));
                                                    double l_568_ = l_567_;
                                                    l_mut_243_ = l_568_;
                                                }
                                                double _e1469 = l_mut_243_;
                                                double l_569_ = (l_410_ * _e1469);
                                                l_mut_476_ = 2u;
                                                double _e1472 = l_mut_35_;
                                                double l_570_ = (_e1472 - l_420_);
                                                double l_571_ = abs(l_570_);
                                                l_mut_243_ = 1.401298464324817e-45L;
                                                bool l_572_ = (l_571_ >= 1.1754943508222875e-38L);
                                                bool l_573_ = (l_571_ <= 1.7976931348623157e308L);
                                                if (l_572_) {
                                                    local_24 = l_573_;
                                                } else {
                                                    local_24 = false;
                                                }
                                                bool l_574_ = local_24;
                                                if (l_574_) {
                                                    uint64_t l_575_ = l_571_;
                                                    uint64_t l_576_ = (l_575_ >> uint(52uL));
                                                    uint64_t l_577_ = (l_576_ - 23uL);
                                                    uint64_t l_578_ = (l_577_ << uint(52uL));
                                                    double l_579_ = l_578_;
                                                    l_mut_243_ = l_579_;
                                                }
                                                double _e1496 = l_mut_35_;
                                                double l_580_ = (_e1496 + l_420_);
                                                double l_581_ = abs(l_580_);
                                                l_mut_76_ = 1.401298464324817e-45L;
                                                bool l_582_ = (l_581_ >= 1.1754943508222875e-38L);
                                                bool l_583_ = (l_581_ <= 1.7976931348623157e308L);
                                                if (l_582_) {
                                                    local_25 = l_583_;
                                                } else {
                                                    local_25 = false;
                                                }
                                                bool l_584_ = local_25;
                                                if (l_584_) {
                                                    uint64_t l_585_ = l_581_;
                                                    uint64_t l_586_ = (l_585_ >> uint(52uL));
                                                    uint64_t l_587_ = (l_586_ - 23uL);
                                                    uint64_t l_588_ = (l_587_ << uint(52uL));
                                                    double l_589_ = l_588_;
                                                    l_mut_76_ = l_589_;
                                                }
                                                double _e1520 = l_mut_243_;
                                                double _e1521 = l_mut_76_;
                                                bool l_590_ = (_e1520 == _e1521);
                                                if (l_590_) {
                                                    double l_591_ = (l_569_ * 1.4551915228366852e-11L);
                                                    double l_592_ = (l_420_ + l_591_);
                                                    double _e1526 = l_mut_35_;
                                                    double l_593_ = (_e1526 - l_569_);
                                                    double _e1528 = l_mut_35_;
                                                    double l_594_ = (_e1528 + l_569_);
                                                    float _e1530 = l_mut_22_;
                                                    uint l_595_ = asuint(_e1530);
                                                    float _e1532 = l_mut_22_;
                                                    double l_596_ = double(_e1532);
                                                    l_mut_243_ = l_596_;
                                                    uint l_597_ = (l_595_ & 2139095040u);
                                                    bool l_598_ = (l_597_ == 0u);
                                                    if (l_598_) {
                                                        uint l_599_ = (l_595_ & 8388607u);
                                                        double l_600_ = double(l_599_);
                                                        double l_601_ = (l_600_ * 1.401298464324817e-45L);
                                                        l_mut_243_ = l_601_;
                                                        uint l_602_ = (l_595_ >> 31u);
                                                        bool l_603_ = (l_602_ == 1u);
                                                        if (l_603_) {
                                                            double _e1547 = l_mut_243_;
                                                            double l_604_ = -(_e1547);
                                                            l_mut_243_ = l_604_;
                                                        }
                                                    }
                                                    float _e1549 = l_mut_22_;
                                                    uint l_605_ = asuint(_e1549);
                                                    uint l_606_ = (l_605_ + 1u);
                                                    l_mut_438_ = l_606_;
                                                    uint l_607_ = (l_605_ & 2147483647u);
                                                    bool l_608_ = (l_607_ == 0u);
                                                    if (l_608_) {
                                                        l_mut_438_ = 1u;
                                                    } else {
                                                        uint l_609_ = (l_605_ & 2147483648u);
                                                        bool l_610_ = (l_609_ != 0u);
                                                        if (l_610_) {
                                                            uint l_611_ = (l_605_ - 1u);
                                                            l_mut_438_ = l_611_;
                                                        } else {
                                                            bool l_612_ = (l_605_ == 2139095040u);
                                                            if (l_612_) {
                                                                l_mut_438_ = l_605_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1566 = l_mut_438_;
                                                    float l_613_ = asfloat(_e1566);
                                                    uint l_614_ = asuint(l_613_);
                                                    double l_615_ = double(l_613_);
                                                    l_mut_76_ = l_615_;
                                                    uint l_616_ = (l_614_ & 2139095040u);
                                                    bool l_617_ = (l_616_ == 0u);
                                                    if (l_617_) {
                                                        uint l_618_ = (l_614_ & 8388607u);
                                                        double l_619_ = double(l_618_);
                                                        double l_620_ = (l_619_ * 1.401298464324817e-45L);
                                                        l_mut_76_ = l_620_;
                                                        uint l_621_ = (l_614_ >> 31u);
                                                        bool l_622_ = (l_621_ == 1u);
                                                        if (l_622_) {
                                                            double _e1583 = l_mut_76_;
                                                            double l_623_ = -(_e1583);
                                                            l_mut_76_ = l_623_;
                                                        }
                                                    }
                                                    float _e1585 = l_mut_22_;
                                                    uint l_624_ = asuint(_e1585);
                                                    uint l_625_ = (l_624_ ^ 2147483648u);
                                                    float l_626_ = asfloat(l_625_);
                                                    uint l_627_ = asuint(l_626_);
                                                    uint l_628_ = (l_627_ + 1u);
                                                    l_mut_438_ = l_628_;
                                                    uint l_629_ = (l_627_ & 2147483647u);
                                                    bool l_630_ = (l_629_ == 0u);
                                                    if (l_630_) {
                                                        l_mut_438_ = 1u;
                                                    } else {
                                                        uint l_631_ = (l_627_ & 2147483648u);
                                                        bool l_632_ = (l_631_ != 0u);
                                                        if (l_632_) {
                                                            uint l_633_ = (l_627_ - 1u);
                                                            l_mut_438_ = l_633_;
                                                        } else {
                                                            bool l_634_ = (l_627_ == 2139095040u);
                                                            if (l_634_) {
                                                                l_mut_438_ = l_627_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1606 = l_mut_438_;
                                                    float l_635_ = asfloat(_e1606);
                                                    uint l_636_ = asuint(l_635_);
                                                    uint l_637_ = (l_636_ ^ 2147483648u);
                                                    float l_638_ = asfloat(l_637_);
                                                    uint l_639_ = asuint(l_638_);
                                                    double l_640_ = double(l_638_);
                                                    l_mut_49_ = l_640_;
                                                    uint l_641_ = (l_639_ & 2139095040u);
                                                    bool l_642_ = (l_641_ == 0u);
                                                    if (l_642_) {
                                                        uint l_643_ = (l_639_ & 8388607u);
                                                        double l_644_ = double(l_643_);
                                                        double l_645_ = (l_644_ * 1.401298464324817e-45L);
                                                        l_mut_49_ = l_645_;
                                                        uint l_646_ = (l_639_ >> 31u);
                                                        bool l_647_ = (l_646_ == 1u);
                                                        if (l_647_) {
                                                            double _e1627 = l_mut_49_;
                                                            double l_648_ = -(_e1627);
                                                            l_mut_49_ = l_648_;
                                                        }
                                                    }
                                                    double l_649_ = (l_593_ + l_592_);
                                                    double _e1630 = l_mut_243_;
                                                    bool l_650_ = (l_649_ <= _e1630);
                                                    l_mut_530_ = l_650_;
                                                    double l_651_ = (l_593_ - l_592_);
                                                    double _e1633 = l_mut_243_;
                                                    bool l_652_ = (l_651_ > _e1633);
                                                    l_mut_527_ = l_652_;
                                                    double l_653_ = (l_594_ - l_592_);
                                                    double _e1636 = l_mut_243_;
                                                    bool l_654_ = (l_653_ >= _e1636);
                                                    l_mut_524_ = l_654_;
                                                    double l_655_ = (l_594_ + l_592_);
                                                    double _e1639 = l_mut_243_;
                                                    bool l_656_ = (l_655_ < _e1639);
                                                    l_mut_521_ = l_656_;
                                                    if (l_408_) {
                                                        double l_657_ = (l_593_ + l_592_);
                                                        double _e1642 = l_mut_76_;
                                                        bool l_658_ = (l_657_ < _e1642);
                                                        l_mut_530_ = l_658_;
                                                        double l_659_ = (l_593_ - l_592_);
                                                        double _e1645 = l_mut_76_;
                                                        bool l_660_ = (l_659_ >= _e1645);
                                                        l_mut_527_ = l_660_;
                                                        double l_661_ = (l_594_ - l_592_);
                                                        double _e1648 = l_mut_49_;
                                                        bool l_662_ = (l_661_ > _e1648);
                                                        l_mut_524_ = l_662_;
                                                        double l_663_ = (l_594_ + l_592_);
                                                        double _e1651 = l_mut_49_;
                                                        bool l_664_ = (l_663_ <= _e1651);
                                                        l_mut_521_ = l_664_;
                                                    }
                                                    l_mut_438_ = 2u;
                                                    bool _e1654 = l_mut_527_;
                                                    if (!(_e1654)) {
                                                        bool _e1658 = l_mut_521_;
                                                        local_26 = _e1658;
                                                    } else {
                                                        local_26 = true;
                                                    }
                                                    bool l_665_ = local_26;
                                                    if (l_665_) {
                                                        l_mut_438_ = 1u;
                                                    } else {
                                                        bool _e1662 = l_mut_530_;
                                                        if (_e1662) {
                                                            bool _e1665 = l_mut_524_;
                                                            local_27 = _e1665;
                                                        } else {
                                                            local_27 = false;
                                                        }
                                                        bool l_666_ = local_27;
                                                        if (l_666_) {
                                                            l_mut_438_ = 0u;
                                                        }
                                                    }
                                                    float _e1669 = l_mut_22_;
                                                    uint l_667_ = asuint(_e1669);
                                                    uint l_668_ = (l_667_ & 2147483647u);
                                                    bool l_669_ = (l_668_ == 0u);
                                                    if (l_669_) {
                                                        double l_670_ = (l_593_ + l_592_);
                                                        bool l_671_ = (l_670_ < 1.1754943508222875e-38L);
                                                        double l_672_ = (l_594_ - l_592_);
                                                        bool l_673_ = (l_672_ > -1.1754943508222875e-38L);
                                                        if (l_671_) {
                                                            local_28 = l_673_;
                                                        } else {
                                                            local_28 = false;
                                                        }
                                                        bool l_674_ = local_28;
                                                        double l_675_ = (l_593_ - l_592_);
                                                        bool l_676_ = (l_675_ < 1.1754943508222875e-38L);
                                                        double l_677_ = (l_594_ + l_592_);
                                                        bool l_678_ = (l_677_ > -1.1754943508222875e-38L);
                                                        if (l_676_) {
                                                            local_29 = l_678_;
                                                        } else {
                                                            local_29 = false;
                                                        }
                                                        bool l_679_ = local_29;
                                                        if (l_674_) {
                                                            l_mut_438_ = 0u;
                                                        } else {
                                                            uint _e1696 = l_mut_438_;
                                                            bool l_680_ = (_e1696 == 1u);
                                                            if (l_679_) {
                                                                local_30 = l_680_;
                                                            } else {
                                                                local_30 = false;
                                                            }
                                                            bool l_681_ = local_30;
                                                            if (l_681_) {
                                                                l_mut_438_ = 2u;
                                                            }
                                                        }
                                                    }
                                                    uint _e1704 = l_mut_438_;
                                                    l_mut_476_ = _e1704;
                                                }
                                                uint _e1705 = l_mut_476_;
                                                l_mut_422_ = _e1705;
                                            }
                                        } else {
                                            bool l_682_ = (l_404_ == 4u);
                                            if (l_682_) {
                                                double l_683_ = (l_413_ * l_418_);
                                                double l_684_ = (l_410_ + l_683_);
                                                double _e1710 = l_mut_35_;
                                                double l_685_ = abs(_e1710);
                                                l_mut_243_ = 1.401298464324817e-45L;
                                                bool l_686_ = (l_685_ >= 1.1754943508222875e-38L);
                                                bool l_687_ = (l_685_ <= 1.7976931348623157e308L);
                                                if (l_686_) {
                                                    local_31 = l_687_;
                                                } else {
                                                    local_31 = false;
                                                }
                                                bool l_688_ = local_31;
                                                if (l_688_) {
                                                    uint64_t l_689_ = l_685_;
                                                    uint64_t l_690_ = (l_689_ >> uint(52uL));
                                                    uint64_t l_691_ = (l_690_ - 23uL);
                                                    uint64_t l_692_ = (l_691_ << uint(52uL));
                                                    double l_693_ = l_692_;
                                                    l_mut_243_ = l_693_;
                                                }
                                                double _e1733 = l_mut_243_;
                                                double l_694_ = (l_684_ * _e1733);
                                                l_mut_476_ = 2u;
                                                double _e1736 = l_mut_35_;
                                                double l_695_ = (_e1736 - l_420_);
                                                double l_696_ = abs(l_695_);
                                                l_mut_243_ = 1.401298464324817e-45L;
                                                bool l_697_ = (l_696_ >= 1.1754943508222875e-38L);
                                                bool l_698_ = (l_696_ <= 1.7976931348623157e308L);
                                                if (l_697_) {
                                                    local_32 = l_698_;
                                                } else {
                                                    local_32 = false;
                                                }
                                                bool l_699_ = local_32;
                                                if (l_699_) {
                                                    uint64_t l_700_ = l_696_;
                                                    uint64_t l_701_ = (l_700_ >> uint(52uL));
                                                    uint64_t l_702_ = (l_701_ - 23uL);
                                                    uint64_t l_703_ = (l_702_ << uint(52uL));
                                                    double l_704_ = l_703_;
                                                    l_mut_243_ = l_704_;
                                                }
                                                double _e1760 = l_mut_35_;
                                                double l_705_ = (_e1760 + l_420_);
                                                double l_706_ = abs(l_705_);
                                                l_mut_76_ = 1.401298464324817e-45L;
                                                bool l_707_ = (l_706_ >= 1.1754943508222875e-38L);
                                                bool l_708_ = (l_706_ <= 1.7976931348623157e308L);
                                                if (l_707_) {
                                                    local_33 = l_708_;
                                                } else {
                                                    local_33 = false;
                                                }
                                                bool l_709_ = local_33;
                                                if (l_709_) {
                                                    uint64_t l_710_ = l_706_;
                                                    uint64_t l_711_ = (l_710_ >> uint(52uL));
                                                    uint64_t l_712_ = (l_711_ - 23uL);
                                                    uint64_t l_713_ = (l_712_ << uint(52uL));
                                                    double l_714_ = l_713_;
                                                    l_mut_76_ = l_714_;
                                                }
                                                double _e1784 = l_mut_243_;
                                                double _e1785 = l_mut_76_;
                                                bool l_715_ = (_e1784 == _e1785);
                                                if (l_715_) {
                                                    double l_716_ = (l_694_ * 1.4551915228366852e-11L);
                                                    double l_717_ = (l_420_ + l_716_);
                                                    double _e1790 = l_mut_35_;
                                                    double l_718_ = (_e1790 - l_694_);
                                                    double _e1792 = l_mut_35_;
                                                    double l_719_ = (_e1792 + l_694_);
                                                    float _e1794 = l_mut_22_;
                                                    uint l_720_ = asuint(_e1794);
                                                    float _e1796 = l_mut_22_;
                                                    double l_721_ = double(_e1796);
                                                    l_mut_243_ = l_721_;
                                                    uint l_722_ = (l_720_ & 2139095040u);
                                                    bool l_723_ = (l_722_ == 0u);
                                                    if (l_723_) {
                                                        uint l_724_ = (l_720_ & 8388607u);
                                                        double l_725_ = double(l_724_);
                                                        double l_726_ = (l_725_ * 1.401298464324817e-45L);
                                                        l_mut_243_ = l_726_;
                                                        uint l_727_ = (l_720_ >> 31u);
                                                        bool l_728_ = (l_727_ == 1u);
                                                        if (l_728_) {
                                                            double _e1811 = l_mut_243_;
                                                            double l_729_ = -(_e1811);
                                                            l_mut_243_ = l_729_;
                                                        }
                                                    }
                                                    float _e1813 = l_mut_22_;
                                                    uint l_730_ = asuint(_e1813);
                                                    uint l_731_ = (l_730_ + 1u);
                                                    l_mut_438_ = l_731_;
                                                    uint l_732_ = (l_730_ & 2147483647u);
                                                    bool l_733_ = (l_732_ == 0u);
                                                    if (l_733_) {
                                                        l_mut_438_ = 1u;
                                                    } else {
                                                        uint l_734_ = (l_730_ & 2147483648u);
                                                        bool l_735_ = (l_734_ != 0u);
                                                        if (l_735_) {
                                                            uint l_736_ = (l_730_ - 1u);
                                                            l_mut_438_ = l_736_;
                                                        } else {
                                                            bool l_737_ = (l_730_ == 2139095040u);
                                                            if (l_737_) {
                                                                l_mut_438_ = l_730_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1830 = l_mut_438_;
                                                    float l_738_ = asfloat(_e1830);
                                                    uint l_739_ = asuint(l_738_);
                                                    double l_740_ = double(l_738_);
                                                    l_mut_76_ = l_740_;
                                                    uint l_741_ = (l_739_ & 2139095040u);
                                                    bool l_742_ = (l_741_ == 0u);
                                                    if (l_742_) {
                                                        uint l_743_ = (l_739_ & 8388607u);
                                                        double l_744_ = double(l_743_);
                                                        double l_745_ = (l_744_ * 1.401298464324817e-45L);
                                                        l_mut_76_ = l_745_;
                                                        uint l_746_ = (l_739_ >> 31u);
                                                        bool l_747_ = (l_746_ == 1u);
                                                        if (l_747_) {
                                                            double _e1847 = l_mut_76_;
                                                            double l_748_ = -(_e1847);
                                                            l_mut_76_ = l_748_;
                                                        }
                                                    }
                                                    float _e1849 = l_mut_22_;
                                                    uint l_749_ = asuint(_e1849);
                                                    uint l_750_ = (l_749_ ^ 2147483648u);
                                                    float l_751_ = asfloat(l_750_);
                                                    uint l_752_ = asuint(l_751_);
                                                    uint l_753_ = (l_752_ + 1u);
                                                    l_mut_438_ = l_753_;
                                                    uint l_754_ = (l_752_ & 2147483647u);
                                                    bool l_755_ = (l_754_ == 0u);
                                                    if (l_755_) {
                                                        l_mut_438_ = 1u;
                                                    } else {
                                                        uint l_756_ = (l_752_ & 2147483648u);
                                                        bool l_757_ = (l_756_ != 0u);
                                                        if (l_757_) {
                                                            uint l_758_ = (l_752_ - 1u);
                                                            l_mut_438_ = l_758_;
                                                        } else {
                                                            bool l_759_ = (l_752_ == 2139095040u);
                                                            if (l_759_) {
                                                                l_mut_438_ = l_752_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1870 = l_mut_438_;
                                                    float l_760_ = asfloat(_e1870);
                                                    uint l_761_ = asuint(l_760_);
                                                    uint l_762_ = (l_761_ ^ 2147483648u);
                                                    float l_763_ = asfloat(l_762_);
                                                    uint l_764_ = asuint(l_763_);
                                                    double l_765_ = double(l_763_);
                                                    l_mut_49_ = l_765_;
                                                    uint l_766_ = (l_764_ & 2139095040u);
                                                    bool l_767_ = (l_766_ == 0u);
                                                    if (l_767_) {
                                                        uint l_768_ = (l_764_ & 8388607u);
                                                        double l_769_ = double(l_768_);
                                                        double l_770_ = (l_769_ * 1.401298464324817e-45L);
                                                        l_mut_49_ = l_770_;
                                                        uint l_771_ = (l_764_ >> 31u);
                                                        bool l_772_ = (l_771_ == 1u);
                                                        if (l_772_) {
                                                            double _e1891 = l_mut_49_;
                                                            double l_773_ = -(_e1891);
                                                            l_mut_49_ = l_773_;
                                                        }
                                                    }
                                                    double l_774_ = (l_718_ + l_717_);
                                                    double _e1894 = l_mut_243_;
                                                    bool l_775_ = (l_774_ <= _e1894);
                                                    l_mut_530_ = l_775_;
                                                    double l_776_ = (l_718_ - l_717_);
                                                    double _e1897 = l_mut_243_;
                                                    bool l_777_ = (l_776_ > _e1897);
                                                    l_mut_527_ = l_777_;
                                                    double l_778_ = (l_719_ - l_717_);
                                                    double _e1900 = l_mut_243_;
                                                    bool l_779_ = (l_778_ >= _e1900);
                                                    l_mut_524_ = l_779_;
                                                    double l_780_ = (l_719_ + l_717_);
                                                    double _e1903 = l_mut_243_;
                                                    bool l_781_ = (l_780_ < _e1903);
                                                    l_mut_521_ = l_781_;
                                                    if (l_408_) {
                                                        double l_782_ = (l_718_ + l_717_);
                                                        double _e1906 = l_mut_76_;
                                                        bool l_783_ = (l_782_ < _e1906);
                                                        l_mut_530_ = l_783_;
                                                        double l_784_ = (l_718_ - l_717_);
                                                        double _e1909 = l_mut_76_;
                                                        bool l_785_ = (l_784_ >= _e1909);
                                                        l_mut_527_ = l_785_;
                                                        double l_786_ = (l_719_ - l_717_);
                                                        double _e1912 = l_mut_49_;
                                                        bool l_787_ = (l_786_ > _e1912);
                                                        l_mut_524_ = l_787_;
                                                        double l_788_ = (l_719_ + l_717_);
                                                        double _e1915 = l_mut_49_;
                                                        bool l_789_ = (l_788_ <= _e1915);
                                                        l_mut_521_ = l_789_;
                                                    }
                                                    l_mut_438_ = 2u;
                                                    bool _e1918 = l_mut_527_;
                                                    if (!(_e1918)) {
                                                        bool _e1922 = l_mut_521_;
                                                        local_34 = _e1922;
                                                    } else {
                                                        local_34 = true;
                                                    }
                                                    bool l_790_ = local_34;
                                                    if (l_790_) {
                                                        l_mut_438_ = 1u;
                                                    } else {
                                                        bool _e1926 = l_mut_530_;
                                                        if (_e1926) {
                                                            bool _e1929 = l_mut_524_;
                                                            local_35 = _e1929;
                                                        } else {
                                                            local_35 = false;
                                                        }
                                                        bool l_791_ = local_35;
                                                        if (l_791_) {
                                                            l_mut_438_ = 0u;
                                                        }
                                                    }
                                                    float _e1933 = l_mut_22_;
                                                    uint l_792_ = asuint(_e1933);
                                                    uint l_793_ = (l_792_ & 2147483647u);
                                                    bool l_794_ = (l_793_ == 0u);
                                                    if (l_794_) {
                                                        double l_795_ = (l_718_ + l_717_);
                                                        bool l_796_ = (l_795_ < 1.1754943508222875e-38L);
                                                        double l_797_ = (l_719_ - l_717_);
                                                        bool l_798_ = (l_797_ > -1.1754943508222875e-38L);
                                                        if (l_796_) {
                                                            local_36 = l_798_;
                                                        } else {
                                                            local_36 = false;
                                                        }
                                                        bool l_799_ = local_36;
                                                        double l_800_ = (l_718_ - l_717_);
                                                        bool l_801_ = (l_800_ < 1.1754943508222875e-38L);
                                                        double l_802_ = (l_719_ + l_717_);
                                                        bool l_803_ = (l_802_ > -1.1754943508222875e-38L);
                                                        if (l_801_) {
                                                            local_37 = l_803_;
                                                        } else {
                                                            local_37 = false;
                                                        }
                                                        bool l_804_ = local_37;
                                                        if (l_799_) {
                                                            l_mut_438_ = 0u;
                                                        } else {
                                                            uint _e1960 = l_mut_438_;
                                                            bool l_805_ = (_e1960 == 1u);
                                                            if (l_804_) {
                                                                local_38 = l_805_;
                                                            } else {
                                                                local_38 = false;
                                                            }
                                                            bool l_806_ = local_38;
                                                            if (l_806_) {
                                                                l_mut_438_ = 2u;
                                                            }
                                                        }
                                                    }
                                                    uint _e1968 = l_mut_438_;
                                                    l_mut_476_ = _e1968;
                                                }
                                                uint _e1969 = l_mut_476_;
                                                l_mut_422_ = _e1969;
                                            } else {
                                                bool l_807_ = (l_404_ == 5u);
                                                if (l_807_) {
                                                    double l_808_ = (2.0L * l_417_);
                                                    double l_809_ = abs(l_808_);
                                                    double l_810_ = floor(l_809_);
                                                    double l_811_ = (3.0L + l_810_);
                                                    double _e1978 = l_mut_35_;
                                                    double l_812_ = abs(_e1978);
                                                    l_mut_243_ = 1.401298464324817e-45L;
                                                    bool l_813_ = (l_812_ >= 1.1754943508222875e-38L);
                                                    bool l_814_ = (l_812_ <= 1.7976931348623157e308L);
                                                    if (l_813_) {
                                                        local_39 = l_814_;
                                                    } else {
                                                        local_39 = false;
                                                    }
                                                    bool l_815_ = local_39;
                                                    if (l_815_) {
                                                        uint64_t l_816_ = l_812_;
                                                        uint64_t l_817_ = (l_816_ >> uint(52uL));
                                                        uint64_t l_818_ = (l_817_ - 23uL);
                                                        uint64_t l_819_ = (l_818_ << uint(52uL));
                                                        double l_820_ = l_819_;
                                                        l_mut_243_ = l_820_;
                                                    }
                                                    double _e2001 = l_mut_243_;
                                                    double l_821_ = (l_811_ * _e2001);
                                                    l_mut_476_ = 2u;
                                                    double _e2004 = l_mut_35_;
                                                    double l_822_ = (_e2004 - l_420_);
                                                    double l_823_ = abs(l_822_);
                                                    l_mut_243_ = 1.401298464324817e-45L;
                                                    bool l_824_ = (l_823_ >= 1.1754943508222875e-38L);
                                                    bool l_825_ = (l_823_ <= 1.7976931348623157e308L);
                                                    if (l_824_) {
                                                        local_40 = l_825_;
                                                    } else {
                                                        local_40 = false;
                                                    }
                                                    bool l_826_ = local_40;
                                                    if (l_826_) {
                                                        uint64_t l_827_ = l_823_;
                                                        uint64_t l_828_ = (l_827_ >> uint(52uL));
                                                        uint64_t l_829_ = (l_828_ - 23uL);
                                                        uint64_t l_830_ = (l_829_ << uint(52uL));
                                                        double l_831_ = l_830_;
                                                        l_mut_243_ = l_831_;
                                                    }
                                                    double _e2028 = l_mut_35_;
                                                    double l_832_ = (_e2028 + l_420_);
                                                    double l_833_ = abs(l_832_);
                                                    l_mut_76_ = 1.401298464324817e-45L;
                                                    bool l_834_ = (l_833_ >= 1.1754943508222875e-38L);
                                                    bool l_835_ = (l_833_ <= 1.7976931348623157e308L);
                                                    if (l_834_) {
                                                        local_41 = l_835_;
                                                    } else {
                                                        local_41 = false;
                                                    }
                                                    bool l_836_ = local_41;
                                                    if (l_836_) {
                                                        uint64_t l_837_ = l_833_;
                                                        uint64_t l_838_ = (l_837_ >> uint(52uL));
                                                        uint64_t l_839_ = (l_838_ - 23uL);
                                                        uint64_t l_840_ = (l_839_ << uint(52uL));
                                                        double l_841_ = l_840_;
                                                        l_mut_76_ = l_841_;
                                                    }
                                                    double _e2052 = l_mut_243_;
                                                    double _e2053 = l_mut_76_;
                                                    bool l_842_ = (_e2052 == _e2053);
                                                    if (l_842_) {
                                                        double l_843_ = (l_821_ * 1.4551915228366852e-11L);
                                                        double l_844_ = (l_420_ + l_843_);
                                                        double _e2058 = l_mut_35_;
                                                        double l_845_ = (_e2058 - l_821_);
                                                        double _e2060 = l_mut_35_;
                                                        double l_846_ = (_e2060 + l_821_);
                                                        float _e2062 = l_mut_22_;
                                                        uint l_847_ = asuint(_e2062);
                                                        float _e2064 = l_mut_22_;
                                                        double l_848_ = double(_e2064);
                                                        l_mut_243_ = l_848_;
                                                        uint l_849_ = (l_847_ & 2139095040u);
                                                        bool l_850_ = (l_849_ == 0u);
                                                        if (l_850_) {
                                                            uint l_851_ = (l_847_ & 8388607u);
                                                            double l_852_ = double(l_851_);
                                                            double l_853_ = (l_852_ * 1.401298464324817e-45L);
                                                            l_mut_243_ = l_853_;
                                                            uint l_854_ = (l_847_ >> 31u);
                                                            bool l_855_ = (l_854_ == 1u);
                                                            if (l_855_) {
                                                                double _e2079 = l_mut_243_;
                                                                double l_856_ = -(_e2079);
                                                                l_mut_243_ = l_856_;
                                                            }
                                                        }
                                                        float _e2081 = l_mut_22_;
                                                        uint l_857_ = asuint(_e2081);
                                                        uint l_858_ = (l_857_ + 1u);
                                                        l_mut_438_ = l_858_;
                                                        uint l_859_ = (l_857_ & 2147483647u);
                                                        bool l_860_ = (l_859_ == 0u);
                                                        if (l_860_) {
                                                            l_mut_438_ = 1u;
                                                        } else {
                                                            uint l_861_ = (l_857_ & 2147483648u);
                                                            bool l_862_ = (l_861_ != 0u);
                                                            if (l_862_) {
                                                                uint l_863_ = (l_857_ - 1u);
                                                                l_mut_438_ = l_863_;
                                                            } else {
                                                                bool l_864_ = (l_857_ == 2139095040u);
                                                                if (l_864_) {
                                                                    l_mut_438_ = l_857_;
                                                                }
                                                            }
                                                        }
                                                        uint _e2098 = l_mut_438_;
                                                        float l_865_ = asfloat(_e2098);
                                                        uint l_866_ = asuint(l_865_);
                                                        double l_867_ = double(l_865_);
                                                        l_mut_76_ = l_867_;
                                                        uint l_868_ = (l_866_ & 2139095040u);
                                                        bool l_869_ = (l_868_ == 0u);
                                                        if (l_869_) {
                                                            uint l_870_ = (l_866_ & 8388607u);
                                                            double l_871_ = double(l_870_);
                                                            double l_872_ = (l_871_ * 1.401298464324817e-45L);
                                                            l_mut_76_ = l_872_;
                                                            uint l_873_ = (l_866_ >> 31u);
                                                            bool l_874_ = (l_873_ == 1u);
                                                            if (l_874_) {
                                                                double _e2115 = l_mut_76_;
                                                                double l_875_ = -(_e2115);
                                                                l_mut_76_ = l_875_;
                                                            }
                                                        }
                                                        float _e2117 = l_mut_22_;
                                                        uint l_876_ = asuint(_e2117);
                                                        uint l_877_ = (l_876_ ^ 2147483648u);
                                                        float l_878_ = asfloat(l_877_);
                                                        uint l_879_ = asuint(l_878_);
                                                        uint l_880_ = (l_879_ + 1u);
                                                        l_mut_438_ = l_880_;
                                                        uint l_881_ = (l_879_ & 2147483647u);
                                                        bool l_882_ = (l_881_ == 0u);
                                                        if (l_882_) {
                                                            l_mut_438_ = 1u;
                                                        } else {
                                                            uint l_883_ = (l_879_ & 2147483648u);
                                                            bool l_884_ = (l_883_ != 0u);
                                                            if (l_884_) {
                                                                uint l_885_ = (l_879_ - 1u);
                                                                l_mut_438_ = l_885_;
                                                            } else {
                                                                bool l_886_ = (l_879_ == 2139095040u);
                                                                if (l_886_) {
                                                                    l_mut_438_ = l_879_;
                                                                }
                                                            }
                                                        }
                                                        uint _e2138 = l_mut_438_;
                                                        float l_887_ = asfloat(_e2138);
                                                        uint l_888_ = asuint(l_887_);
                                                        uint l_889_ = (l_888_ ^ 2147483648u);
                                                        float l_890_ = asfloat(l_889_);
                                                        uint l_891_ = asuint(l_890_);
                                                        double l_892_ = double(l_890_);
                                                        l_mut_49_ = l_892_;
                                                        uint l_893_ = (l_891_ & 2139095040u);
                                                        bool l_894_ = (l_893_ == 0u);
                                                        if (l_894_) {
                                                            uint l_895_ = (l_891_ & 8388607u);
                                                            double l_896_ = double(l_895_);
                                                            double l_897_ = (l_896_ * 1.401298464324817e-45L);
                                                            l_mut_49_ = l_897_;
                                                            uint l_898_ = (l_891_ >> 31u);
                                                            bool l_899_ = (l_898_ == 1u);
                                                            if (l_899_) {
                                                                double _e2159 = l_mut_49_;
                                                                double l_900_ = -(_e2159);
                                                                l_mut_49_ = l_900_;
                                                            }
                                                        }
                                                        double l_901_ = (l_845_ + l_844_);
                                                        double _e2162 = l_mut_243_;
                                                        bool l_902_ = (l_901_ <= _e2162);
                                                        l_mut_530_ = l_902_;
                                                        double l_903_ = (l_845_ - l_844_);
                                                        double _e2165 = l_mut_243_;
                                                        bool l_904_ = (l_903_ > _e2165);
                                                        l_mut_527_ = l_904_;
                                                        double l_905_ = (l_846_ - l_844_);
                                                        double _e2168 = l_mut_243_;
                                                        bool l_906_ = (l_905_ >= _e2168);
                                                        l_mut_524_ = l_906_;
                                                        double l_907_ = (l_846_ + l_844_);
                                                        double _e2171 = l_mut_243_;
                                                        bool l_908_ = (l_907_ < _e2171);
                                                        l_mut_521_ = l_908_;
                                                        if (l_408_) {
                                                            double l_909_ = (l_845_ + l_844_);
                                                            double _e2174 = l_mut_76_;
                                                            bool l_910_ = (l_909_ < _e2174);
                                                            l_mut_530_ = l_910_;
                                                            double l_911_ = (l_845_ - l_844_);
                                                            double _e2177 = l_mut_76_;
                                                            bool l_912_ = (l_911_ >= _e2177);
                                                            l_mut_527_ = l_912_;
                                                            double l_913_ = (l_846_ - l_844_);
                                                            double _e2180 = l_mut_49_;
                                                            bool l_914_ = (l_913_ > _e2180);
                                                            l_mut_524_ = l_914_;
                                                            double l_915_ = (l_846_ + l_844_);
                                                            double _e2183 = l_mut_49_;
                                                            bool l_916_ = (l_915_ <= _e2183);
                                                            l_mut_521_ = l_916_;
                                                        }
                                                        l_mut_438_ = 2u;
                                                        bool _e2186 = l_mut_527_;
                                                        if (!(_e2186)) {
                                                            bool _e2190 = l_mut_521_;
                                                            local_42 = _e2190;
                                                        } else {
                                                            local_42 = true;
                                                        }
                                                        bool l_917_ = local_42;
                                                        if (l_917_) {
                                                            l_mut_438_ = 1u;
                                                        } else {
                                                            bool _e2194 = l_mut_530_;
                                                            if (_e2194) {
                                                                bool _e2197 = l_mut_524_;
                                                                local_43 = _e2197;
                                                            } else {
                                                                local_43 = false;
                                                            }
                                                            bool l_918_ = local_43;
                                                            if (l_918_) {
                                                                l_mut_438_ = 0u;
                                                            }
                                                        }
                                                        float _e2201 = l_mut_22_;
                                                        uint l_919_ = asuint(_e2201);
                                                        uint l_920_ = (l_919_ & 2147483647u);
                                                        bool l_921_ = (l_920_ == 0u);
                                                        if (l_921_) {
                                                            double l_922_ = (l_845_ + l_844_);
                                                            bool l_923_ = (l_922_ < 1.1754943508222875e-38L);
                                                            double l_924_ = (l_846_ - l_844_);
                                                            bool l_925_ = (l_924_ > -1.1754943508222875e-38L);
                                                            if (l_923_) {
                                                                local_44 = l_925_;
                                                            } else {
                                                                local_44 = false;
                                                            }
                                                            bool l_926_ = local_44;
                                                            double l_927_ = (l_845_ - l_844_);
                                                            bool l_928_ = (l_927_ < 1.1754943508222875e-38L);
                                                            double l_929_ = (l_846_ + l_844_);
                                                            bool l_930_ = (l_929_ > -1.1754943508222875e-38L);
                                                            if (l_928_) {
                                                                local_45 = l_930_;
                                                            } else {
                                                                local_45 = false;
                                                            }
                                                            bool l_931_ = local_45;
                                                            if (l_926_) {
                                                                l_mut_438_ = 0u;
                                                            } else {
                                                                uint _e2228 = l_mut_438_;
                                                                bool l_932_ = (_e2228 == 1u);
                                                                if (l_931_) {
                                                                    local_46 = l_932_;
                                                                } else {
                                                                    local_46 = false;
                                                                }
                                                                bool l_933_ = local_46;
                                                                if (l_933_) {
                                                                    l_mut_438_ = 2u;
                                                                }
                                                            }
                                                        }
                                                        uint _e2236 = l_mut_438_;
                                                        l_mut_476_ = _e2236;
                                                    }
                                                    uint _e2237 = l_mut_476_;
                                                    l_mut_422_ = _e2237;
                                                } else {
                                                    bool l_934_ = (l_404_ == 6u);
                                                    if (l_934_) {
                                                        l_mut_422_ = 0u;
                                                        bool l_935_ = (l_418_ <= l_413_);
                                                        if (l_935_) {
                                                            double l_936_ = (l_410_ * 1.4551915228366852e-11L);
                                                            double l_937_ = (l_420_ + l_936_);
                                                            double _e2245 = l_mut_35_;
                                                            double l_938_ = (_e2245 - l_410_);
                                                            double _e2247 = l_mut_35_;
                                                            double l_939_ = (_e2247 + l_410_);
                                                            float _e2249 = l_mut_22_;
                                                            uint l_940_ = asuint(_e2249);
                                                            float _e2251 = l_mut_22_;
                                                            double l_941_ = double(_e2251);
                                                            l_mut_243_ = l_941_;
                                                            uint l_942_ = (l_940_ & 2139095040u);
                                                            bool l_943_ = (l_942_ == 0u);
                                                            if (l_943_) {
                                                                uint l_944_ = (l_940_ & 8388607u);
                                                                double l_945_ = double(l_944_);
                                                                double l_946_ = (l_945_ * 1.401298464324817e-45L);
                                                                l_mut_243_ = l_946_;
                                                                uint l_947_ = (l_940_ >> 31u);
                                                                bool l_948_ = (l_947_ == 1u);
                                                                if (l_948_) {
                                                                    double _e2266 = l_mut_243_;
                                                                    double l_949_ = -(_e2266);
                                                                    l_mut_243_ = l_949_;
                                                                }
                                                            }
                                                            float _e2268 = l_mut_22_;
                                                            uint l_950_ = asuint(_e2268);
                                                            uint l_951_ = (l_950_ + 1u);
                                                            l_mut_476_ = l_951_;
                                                            uint l_952_ = (l_950_ & 2147483647u);
                                                            bool l_953_ = (l_952_ == 0u);
                                                            if (l_953_) {
                                                                l_mut_476_ = 1u;
                                                            } else {
                                                                uint l_954_ = (l_950_ & 2147483648u);
                                                                bool l_955_ = (l_954_ != 0u);
                                                                if (l_955_) {
                                                                    uint l_956_ = (l_950_ - 1u);
                                                                    l_mut_476_ = l_956_;
                                                                } else {
                                                                    bool l_957_ = (l_950_ == 2139095040u);
                                                                    if (l_957_) {
                                                                        l_mut_476_ = l_950_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e2285 = l_mut_476_;
                                                            float l_958_ = asfloat(_e2285);
                                                            uint l_959_ = asuint(l_958_);
                                                            double l_960_ = double(l_958_);
                                                            l_mut_76_ = l_960_;
                                                            uint l_961_ = (l_959_ & 2139095040u);
                                                            bool l_962_ = (l_961_ == 0u);
                                                            if (l_962_) {
                                                                uint l_963_ = (l_959_ & 8388607u);
                                                                double l_964_ = double(l_963_);
                                                                double l_965_ = (l_964_ * 1.401298464324817e-45L);
                                                                l_mut_76_ = l_965_;
                                                                uint l_966_ = (l_959_ >> 31u);
                                                                bool l_967_ = (l_966_ == 1u);
                                                                if (l_967_) {
                                                                    double _e2302 = l_mut_76_;
                                                                    double l_968_ = -(_e2302);
                                                                    l_mut_76_ = l_968_;
                                                                }
                                                            }
                                                            float _e2304 = l_mut_22_;
                                                            uint l_969_ = asuint(_e2304);
                                                            uint l_970_ = (l_969_ ^ 2147483648u);
                                                            float l_971_ = asfloat(l_970_);
                                                            uint l_972_ = asuint(l_971_);
                                                            uint l_973_ = (l_972_ + 1u);
                                                            l_mut_476_ = l_973_;
                                                            uint l_974_ = (l_972_ & 2147483647u);
                                                            bool l_975_ = (l_974_ == 0u);
                                                            if (l_975_) {
                                                                l_mut_476_ = 1u;
                                                            } else {
                                                                uint l_976_ = (l_972_ & 2147483648u);
                                                                bool l_977_ = (l_976_ != 0u);
                                                                if (l_977_) {
                                                                    uint l_978_ = (l_972_ - 1u);
                                                                    l_mut_476_ = l_978_;
                                                                } else {
                                                                    bool l_979_ = (l_972_ == 2139095040u);
                                                                    if (l_979_) {
                                                                        l_mut_476_ = l_972_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e2325 = l_mut_476_;
                                                            float l_980_ = asfloat(_e2325);
                                                            uint l_981_ = asuint(l_980_);
                                                            uint l_982_ = (l_981_ ^ 2147483648u);
                                                            float l_983_ = asfloat(l_982_);
                                                            uint l_984_ = asuint(l_983_);
                                                            double l_985_ = double(l_983_);
                                                            l_mut_49_ = l_985_;
                                                            uint l_986_ = (l_984_ & 2139095040u);
                                                            bool l_987_ = (l_986_ == 0u);
                                                            if (l_987_) {
                                                                uint l_988_ = (l_984_ & 8388607u);
                                                                double l_989_ = double(l_988_);
                                                                double l_990_ = (l_989_ * 1.401298464324817e-45L);
                                                                l_mut_49_ = l_990_;
                                                                uint l_991_ = (l_984_ >> 31u);
                                                                bool l_992_ = (l_991_ == 1u);
                                                                if (l_992_) {
                                                                    double _e2346 = l_mut_49_;
                                                                    double l_993_ = -(_e2346);
                                                                    l_mut_49_ = l_993_;
                                                                }
                                                            }
                                                            double l_994_ = (l_938_ + l_937_);
                                                            double _e2349 = l_mut_243_;
                                                            bool l_995_ = (l_994_ <= _e2349);
                                                            l_mut_530_ = l_995_;
                                                            double l_996_ = (l_938_ - l_937_);
                                                            double _e2352 = l_mut_243_;
                                                            bool l_997_ = (l_996_ > _e2352);
                                                            l_mut_527_ = l_997_;
                                                            double l_998_ = (l_939_ - l_937_);
                                                            double _e2355 = l_mut_243_;
                                                            bool l_999_ = (l_998_ >= _e2355);
                                                            l_mut_524_ = l_999_;
                                                            double l_1000_ = (l_939_ + l_937_);
                                                            double _e2358 = l_mut_243_;
                                                            bool l_1001_ = (l_1000_ < _e2358);
                                                            l_mut_521_ = l_1001_;
                                                            if (l_408_) {
                                                                double l_1002_ = (l_938_ + l_937_);
                                                                double _e2361 = l_mut_76_;
                                                                bool l_1003_ = (l_1002_ < _e2361);
                                                                l_mut_530_ = l_1003_;
                                                                double l_1004_ = (l_938_ - l_937_);
                                                                double _e2364 = l_mut_76_;
                                                                bool l_1005_ = (l_1004_ >= _e2364);
                                                                l_mut_527_ = l_1005_;
                                                                double l_1006_ = (l_939_ - l_937_);
                                                                double _e2367 = l_mut_49_;
                                                                bool l_1007_ = (l_1006_ > _e2367);
                                                                l_mut_524_ = l_1007_;
                                                                double l_1008_ = (l_939_ + l_937_);
                                                                double _e2370 = l_mut_49_;
                                                                bool l_1009_ = (l_1008_ <= _e2370);
                                                                l_mut_521_ = l_1009_;
                                                            }
                                                            l_mut_476_ = 2u;
                                                            bool _e2373 = l_mut_527_;
                                                            if (!(_e2373)) {
                                                                bool _e2377 = l_mut_521_;
                                                                local_47 = _e2377;
                                                            } else {
                                                                local_47 = true;
                                                            }
                                                            bool l_1010_ = local_47;
                                                            if (l_1010_) {
                                                                l_mut_476_ = 1u;
                                                            } else {
                                                                bool _e2381 = l_mut_530_;
                                                                if (_e2381) {
                                                                    bool _e2384 = l_mut_524_;
                                                                    local_48 = _e2384;
                                                                } else {
                                                                    local_48 = false;
                                                                }
                                                                bool l_1011_ = local_48;
                                                                if (l_1011_) {
                                                                    l_mut_476_ = 0u;
                                                                }
                                                            }
                                                            float _e2388 = l_mut_22_;
                                                            uint l_1012_ = asuint(_e2388);
                                                            uint l_1013_ = (l_1012_ & 2147483647u);
                                                            bool l_1014_ = (l_1013_ == 0u);
                                                            if (l_1014_) {
                                                                double l_1015_ = (l_938_ + l_937_);
                                                                bool l_1016_ = (l_1015_ < 1.1754943508222875e-38L);
                                                                double l_1017_ = (l_939_ - l_937_);
                                                                bool l_1018_ = (l_1017_ > -1.1754943508222875e-38L);
                                                                if (l_1016_) {
                                                                    local_49 = l_1018_;
                                                                } else {
                                                                    local_49 = false;
                                                                }
                                                                bool l_1019_ = local_49;
                                                                double l_1020_ = (l_938_ - l_937_);
                                                                bool l_1021_ = (l_1020_ < 1.1754943508222875e-38L);
                                                                double l_1022_ = (l_939_ + l_937_);
                                                                bool l_1023_ = (l_1022_ > -1.1754943508222875e-38L);
                                                                if (l_1021_) {
                                                                    local_50 = l_1023_;
                                                                } else {
                                                                    local_50 = false;
                                                                }
                                                                bool l_1024_ = local_50;
                                                                if (l_1019_) {
                                                                    l_mut_476_ = 0u;
                                                                } else {
                                                                    uint _e2415 = l_mut_476_;
                                                                    bool l_1025_ = (_e2415 == 1u);
                                                                    if (l_1024_) {
                                                                        local_51 = l_1025_;
                                                                    } else {
                                                                        local_51 = false;
                                                                    }
                                                                    bool l_1026_ = local_51;
                                                                    if (l_1026_) {
                                                                        l_mut_476_ = 2u;
                                                                    }
                                                                }
                                                            }
                                                            uint _e2423 = l_mut_476_;
                                                            l_mut_422_ = _e2423;
                                                        }
                                                    } else {
                                                        bool l_1027_ = (l_404_ == 7u);
                                                        if (l_1027_) {
                                                            double _e2426 = l_mut_35_;
                                                            double l_1028_ = abs(_e2426);
                                                            double l_1029_ = (l_410_ * l_1028_);
                                                            l_mut_243_ = l_1029_;
                                                            double _e2429 = l_mut_35_;
                                                            double l_1030_ = abs(_e2429);
                                                            l_mut_76_ = 1.401298464324817e-45L;
                                                            bool l_1031_ = (l_1030_ >= 1.1754943508222875e-38L);
                                                            bool l_1032_ = (l_1030_ <= 1.7976931348623157e308L);
                                                            if (l_1031_) {
                                                                local_52 = l_1032_;
                                                            } else {
                                                                local_52 = false;
                                                            }
                                                            bool l_1033_ = local_52;
                                                            if (l_1033_) {
                                                                uint64_t l_1034_ = l_1030_;
                                                                uint64_t l_1035_ = (l_1034_ >> uint(52uL));
                                                                uint64_t l_1036_ = (l_1035_ - 23uL);
                                                                uint64_t l_1037_ = (l_1036_ << uint(52uL));
                                                                double l_1038_ = l_1037_;
                                                                l_mut_76_ = l_1038_;
                                                            }
                                                            double _e2453 = l_mut_76_;
                                                            double l_1039_ = (0.5L * _e2453);
                                                            double _e2455 = l_mut_243_;
                                                            bool l_1040_ = (l_1039_ > _e2455);
                                                            if (l_1040_) {
                                                                l_mut_243_ = l_1039_;
                                                            }
                                                            double _e2457 = l_mut_35_;
                                                            double l_1041_ = (_e2457 - l_420_);
                                                            double l_1042_ = abs(l_1041_);
                                                            l_mut_76_ = 1.401298464324817e-45L;
                                                            bool l_1043_ = (l_1042_ >= 1.1754943508222875e-38L);
                                                            bool l_1044_ = (l_1042_ <= 1.7976931348623157e308L);
                                                            if (l_1043_) {
                                                                local_53 = l_1044_;
                                                            } else {
                                                                local_53 = false;
                                                            }
                                                            bool l_1045_ = local_53;
                                                            if (l_1045_) {
                                                                uint64_t l_1046_ = l_1042_;
                                                                uint64_t l_1047_ = (l_1046_ >> uint(52uL));
                                                                uint64_t l_1048_ = (l_1047_ - 23uL);
                                                                uint64_t l_1049_ = (l_1048_ << uint(52uL));
                                                                double l_1050_ = l_1049_;
                                                                l_mut_76_ = l_1050_;
                                                            }
                                                            double _e2481 = l_mut_35_;
                                                            double l_1051_ = (_e2481 + l_420_);
                                                            double l_1052_ = abs(l_1051_);
                                                            l_mut_49_ = 1.401298464324817e-45L;
                                                            bool l_1053_ = (l_1052_ >= 1.1754943508222875e-38L);
                                                            bool l_1054_ = (l_1052_ <= 1.7976931348623157e308L);
                                                            if (l_1053_) {
                                                                local_54 = l_1054_;
                                                            } else {
                                                                local_54 = false;
                                                            }
                                                            bool l_1055_ = local_54;
                                                            if (l_1055_) {
                                                                uint64_t l_1056_ = l_1052_;
                                                                uint64_t l_1057_ = (l_1056_ >> uint(52uL));
                                                                uint64_t l_1058_ = (l_1057_ - 23uL);
                                                                uint64_t l_1059_ = (l_1058_ << uint(52uL));
                                                                double l_1060_ = l_1059_;
                                                                l_mut_49_ = l_1060_;
                                                            }
                                                            double _e2505 = l_mut_76_;
                                                            double _e2506 = l_mut_49_;
                                                            bool l_1061_ = (_e2505 == _e2506);
                                                            if (l_1061_) {
                                                                double l_1062_ = (l_410_ * l_420_);
                                                                double l_1063_ = (l_420_ + l_1062_);
                                                                double _e2510 = l_mut_243_;
                                                                double l_1064_ = (_e2510 * 1.4551915228366852e-11L);
                                                                double l_1065_ = (l_1063_ + l_1064_);
                                                                double _e2514 = l_mut_35_;
                                                                double _e2515 = l_mut_243_;
                                                                double l_1066_ = (_e2514 - _e2515);
                                                                double _e2517 = l_mut_35_;
                                                                double _e2518 = l_mut_243_;
                                                                double l_1067_ = (_e2517 + _e2518);
                                                                float _e2520 = l_mut_22_;
                                                                uint l_1068_ = asuint(_e2520);
                                                                float _e2522 = l_mut_22_;
                                                                double l_1069_ = double(_e2522);
                                                                l_mut_243_ = l_1069_;
                                                                uint l_1070_ = (l_1068_ & 2139095040u);
                                                                bool l_1071_ = (l_1070_ == 0u);
                                                                if (l_1071_) {
                                                                    uint l_1072_ = (l_1068_ & 8388607u);
                                                                    double l_1073_ = double(l_1072_);
                                                                    double l_1074_ = (l_1073_ * 1.401298464324817e-45L);
                                                                    l_mut_243_ = l_1074_;
                                                                    uint l_1075_ = (l_1068_ >> 31u);
                                                                    bool l_1076_ = (l_1075_ == 1u);
                                                                    if (l_1076_) {
                                                                        double _e2537 = l_mut_243_;
                                                                        double l_1077_ = -(_e2537);
                                                                        l_mut_243_ = l_1077_;
                                                                    }
                                                                }
                                                                float _e2539 = l_mut_22_;
                                                                uint l_1078_ = asuint(_e2539);
                                                                uint l_1079_ = (l_1078_ + 1u);
                                                                l_mut_476_ = l_1079_;
                                                                uint l_1080_ = (l_1078_ & 2147483647u);
                                                                bool l_1081_ = (l_1080_ == 0u);
                                                                if (l_1081_) {
                                                                    l_mut_476_ = 1u;
                                                                } else {
                                                                    uint l_1082_ = (l_1078_ & 2147483648u);
                                                                    bool l_1083_ = (l_1082_ != 0u);
                                                                    if (l_1083_) {
                                                                        uint l_1084_ = (l_1078_ - 1u);
                                                                        l_mut_476_ = l_1084_;
                                                                    } else {
                                                                        bool l_1085_ = (l_1078_ == 2139095040u);
                                                                        if (l_1085_) {
                                                                            l_mut_476_ = l_1078_;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2556 = l_mut_476_;
                                                                float l_1086_ = asfloat(_e2556);
                                                                uint l_1087_ = asuint(l_1086_);
                                                                double l_1088_ = double(l_1086_);
                                                                l_mut_76_ = l_1088_;
                                                                uint l_1089_ = (l_1087_ & 2139095040u);
                                                                bool l_1090_ = (l_1089_ == 0u);
                                                                if (l_1090_) {
                                                                    uint l_1091_ = (l_1087_ & 8388607u);
                                                                    double l_1092_ = double(l_1091_);
                                                                    double l_1093_ = (l_1092_ * 1.401298464324817e-45L);
                                                                    l_mut_76_ = l_1093_;
                                                                    uint l_1094_ = (l_1087_ >> 31u);
                                                                    bool l_1095_ = (l_1094_ == 1u);
                                                                    if (l_1095_) {
                                                                        double _e2573 = l_mut_76_;
                                                                        double l_1096_ = -(_e2573);
                                                                        l_mut_76_ = l_1096_;
                                                                    }
                                                                }
                                                                float _e2575 = l_mut_22_;
                                                                uint l_1097_ = asuint(_e2575);
                                                                uint l_1098_ = (l_1097_ ^ 2147483648u);
                                                                float l_1099_ = asfloat(l_1098_);
                                                                uint l_1100_ = asuint(l_1099_);
                                                                uint l_1101_ = (l_1100_ + 1u);
                                                                l_mut_476_ = l_1101_;
                                                                uint l_1102_ = (l_1100_ & 2147483647u);
                                                                bool l_1103_ = (l_1102_ == 0u);
                                                                if (l_1103_) {
                                                                    l_mut_476_ = 1u;
                                                                } else {
                                                                    uint l_1104_ = (l_1100_ & 2147483648u);
                                                                    bool l_1105_ = (l_1104_ != 0u);
                                                                    if (l_1105_) {
                                                                        uint l_1106_ = (l_1100_ - 1u);
                                                                        l_mut_476_ = l_1106_;
                                                                    } else {
                                                                        bool l_1107_ = (l_1100_ == 2139095040u);
                                                                        if (l_1107_) {
                                                                            l_mut_476_ = l_1100_;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2596 = l_mut_476_;
                                                                float l_1108_ = asfloat(_e2596);
                                                                uint l_1109_ = asuint(l_1108_);
                                                                uint l_1110_ = (l_1109_ ^ 2147483648u);
                                                                float l_1111_ = asfloat(l_1110_);
                                                                uint l_1112_ = asuint(l_1111_);
                                                                double l_1113_ = double(l_1111_);
                                                                l_mut_49_ = l_1113_;
                                                                uint l_1114_ = (l_1112_ & 2139095040u);
                                                                bool l_1115_ = (l_1114_ == 0u);
                                                                if (l_1115_) {
                                                                    uint l_1116_ = (l_1112_ & 8388607u);
                                                                    double l_1117_ = double(l_1116_);
                                                                    double l_1118_ = (l_1117_ * 1.401298464324817e-45L);
                                                                    l_mut_49_ = l_1118_;
                                                                    uint l_1119_ = (l_1112_ >> 31u);
                                                                    bool l_1120_ = (l_1119_ == 1u);
                                                                    if (l_1120_) {
                                                                        double _e2617 = l_mut_49_;
                                                                        double l_1121_ = -(_e2617);
                                                                        l_mut_49_ = l_1121_;
                                                                    }
                                                                }
                                                                double l_1122_ = (l_1066_ + l_1065_);
                                                                double _e2620 = l_mut_243_;
                                                                bool l_1123_ = (l_1122_ <= _e2620);
                                                                l_mut_530_ = l_1123_;
                                                                double l_1124_ = (l_1066_ - l_1065_);
                                                                double _e2623 = l_mut_243_;
                                                                bool l_1125_ = (l_1124_ > _e2623);
                                                                l_mut_527_ = l_1125_;
                                                                double l_1126_ = (l_1067_ - l_1065_);
                                                                double _e2626 = l_mut_243_;
                                                                bool l_1127_ = (l_1126_ >= _e2626);
                                                                l_mut_524_ = l_1127_;
                                                                double l_1128_ = (l_1067_ + l_1065_);
                                                                double _e2629 = l_mut_243_;
                                                                bool l_1129_ = (l_1128_ < _e2629);
                                                                l_mut_521_ = l_1129_;
                                                                if (l_408_) {
                                                                    double l_1130_ = (l_1066_ + l_1065_);
                                                                    double _e2632 = l_mut_76_;
                                                                    bool l_1131_ = (l_1130_ < _e2632);
                                                                    l_mut_530_ = l_1131_;
                                                                    double l_1132_ = (l_1066_ - l_1065_);
                                                                    double _e2635 = l_mut_76_;
                                                                    bool l_1133_ = (l_1132_ >= _e2635);
                                                                    l_mut_527_ = l_1133_;
                                                                    double l_1134_ = (l_1067_ - l_1065_);
                                                                    double _e2638 = l_mut_49_;
                                                                    bool l_1135_ = (l_1134_ > _e2638);
                                                                    l_mut_524_ = l_1135_;
                                                                    double l_1136_ = (l_1067_ + l_1065_);
                                                                    double _e2641 = l_mut_49_;
                                                                    bool l_1137_ = (l_1136_ <= _e2641);
                                                                    l_mut_521_ = l_1137_;
                                                                }
                                                                l_mut_476_ = 2u;
                                                                bool _e2644 = l_mut_527_;
                                                                if (!(_e2644)) {
                                                                    bool _e2648 = l_mut_521_;
                                                                    local_55 = _e2648;
                                                                } else {
                                                                    local_55 = true;
                                                                }
                                                                bool l_1138_ = local_55;
                                                                if (l_1138_) {
                                                                    l_mut_476_ = 1u;
                                                                } else {
                                                                    bool _e2652 = l_mut_530_;
                                                                    if (_e2652) {
                                                                        bool _e2655 = l_mut_524_;
                                                                        local_56 = _e2655;
                                                                    } else {
                                                                        local_56 = false;
                                                                    }
                                                                    bool l_1139_ = local_56;
                                                                    if (l_1139_) {
                                                                        l_mut_476_ = 0u;
                                                                    }
                                                                }
                                                                float _e2659 = l_mut_22_;
                                                                uint l_1140_ = asuint(_e2659);
                                                                uint l_1141_ = (l_1140_ & 2147483647u);
                                                                bool l_1142_ = (l_1141_ == 0u);
                                                                if (l_1142_) {
                                                                    double l_1143_ = (l_1066_ + l_1065_);
                                                                    bool l_1144_ = (l_1143_ < 1.1754943508222875e-38L);
                                                                    double l_1145_ = (l_1067_ - l_1065_);
                                                                    bool l_1146_ = (l_1145_ > -1.1754943508222875e-38L);
                                                                    if (l_1144_) {
                                                                        local_57 = l_1146_;
                                                                    } else {
                                                                        local_57 = false;
                                                                    }
                                                                    bool l_1147_ = local_57;
                                                                    double l_1148_ = (l_1066_ - l_1065_);
                                                                    bool l_1149_ = (l_1148_ < 1.1754943508222875e-38L);
                                                                    double l_1150_ = (l_1067_ + l_1065_);
                                                                    bool l_1151_ = (l_1150_ > -1.1754943508222875e-38L);
                                                                    if (l_1149_) {
                                                                        local_58 = l_1151_;
                                                                    } else {
                                                                        local_58 = false;
                                                                    }
                                                                    bool l_1152_ = local_58;
                                                                    if (l_1147_) {
                                                                        l_mut_476_ = 0u;
                                                                    } else {
                                                                        uint _e2686 = l_mut_476_;
                                                                        bool l_1153_ = (_e2686 == 1u);
                                                                        if (l_1152_) {
                                                                            local_59 = l_1153_;
                                                                        } else {
                                                                            local_59 = false;
                                                                        }
                                                                        bool l_1154_ = local_59;
                                                                        if (l_1154_) {
                                                                            l_mut_476_ = 2u;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2694 = l_mut_476_;
                                                                l_mut_422_ = _e2694;
                                                            }
                                                        } else {
                                                            bool l_1155_ = (l_404_ == 8u);
                                                            if (l_1155_) {
                                                                bool l_1156_ = (l_417_ >= 0.5L);
                                                                bool l_1157_ = (l_417_ <= 2.0L);
                                                                if (l_1156_) {
                                                                    local_60 = l_1157_;
                                                                } else {
                                                                    local_60 = false;
                                                                }
                                                                bool l_1158_ = local_60;
                                                                if (l_1158_) {
                                                                    double l_1159_ = (l_410_ * 1.4551915228366852e-11L);
                                                                    double l_1160_ = (l_420_ + l_1159_);
                                                                    double _e2708 = l_mut_35_;
                                                                    double l_1161_ = (_e2708 - l_410_);
                                                                    double _e2710 = l_mut_35_;
                                                                    double l_1162_ = (_e2710 + l_410_);
                                                                    float _e2712 = l_mut_22_;
                                                                    uint l_1163_ = asuint(_e2712);
                                                                    float _e2714 = l_mut_22_;
                                                                    double l_1164_ = double(_e2714);
                                                                    l_mut_243_ = l_1164_;
                                                                    uint l_1165_ = (l_1163_ & 2139095040u);
                                                                    bool l_1166_ = (l_1165_ == 0u);
                                                                    if (l_1166_) {
                                                                        uint l_1167_ = (l_1163_ & 8388607u);
                                                                        double l_1168_ = double(l_1167_);
                                                                        double l_1169_ = (l_1168_ * 1.401298464324817e-45L);
                                                                        l_mut_243_ = l_1169_;
                                                                        uint l_1170_ = (l_1163_ >> 31u);
                                                                        bool l_1171_ = (l_1170_ == 1u);
                                                                        if (l_1171_) {
                                                                            double _e2729 = l_mut_243_;
                                                                            double l_1172_ = -(_e2729);
                                                                            l_mut_243_ = l_1172_;
                                                                        }
                                                                    }
                                                                    float _e2731 = l_mut_22_;
                                                                    uint l_1173_ = asuint(_e2731);
                                                                    uint l_1174_ = (l_1173_ + 1u);
                                                                    l_mut_476_ = l_1174_;
                                                                    uint l_1175_ = (l_1173_ & 2147483647u);
                                                                    bool l_1176_ = (l_1175_ == 0u);
                                                                    if (l_1176_) {
                                                                        l_mut_476_ = 1u;
                                                                    } else {
                                                                        uint l_1177_ = (l_1173_ & 2147483648u);
                                                                        bool l_1178_ = (l_1177_ != 0u);
                                                                        if (l_1178_) {
                                                                            uint l_1179_ = (l_1173_ - 1u);
                                                                            l_mut_476_ = l_1179_;
                                                                        } else {
                                                                            bool l_1180_ = (l_1173_ == 2139095040u);
                                                                            if (l_1180_) {
                                                                                l_mut_476_ = l_1173_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2748 = l_mut_476_;
                                                                    float l_1181_ = asfloat(_e2748);
                                                                    uint l_1182_ = asuint(l_1181_);
                                                                    double l_1183_ = double(l_1181_);
                                                                    l_mut_76_ = l_1183_;
                                                                    uint l_1184_ = (l_1182_ & 2139095040u);
                                                                    bool l_1185_ = (l_1184_ == 0u);
                                                                    if (l_1185_) {
                                                                        uint l_1186_ = (l_1182_ & 8388607u);
                                                                        double l_1187_ = double(l_1186_);
                                                                        double l_1188_ = (l_1187_ * 1.401298464324817e-45L);
                                                                        l_mut_76_ = l_1188_;
                                                                        uint l_1189_ = (l_1182_ >> 31u);
                                                                        bool l_1190_ = (l_1189_ == 1u);
                                                                        if (l_1190_) {
                                                                            double _e2765 = l_mut_76_;
                                                                            double l_1191_ = -(_e2765);
                                                                            l_mut_76_ = l_1191_;
                                                                        }
                                                                    }
                                                                    float _e2767 = l_mut_22_;
                                                                    uint l_1192_ = asuint(_e2767);
                                                                    uint l_1193_ = (l_1192_ ^ 2147483648u);
                                                                    float l_1194_ = asfloat(l_1193_);
                                                                    uint l_1195_ = asuint(l_1194_);
                                                                    uint l_1196_ = (l_1195_ + 1u);
                                                                    l_mut_476_ = l_1196_;
                                                                    uint l_1197_ = (l_1195_ & 2147483647u);
                                                                    bool l_1198_ = (l_1197_ == 0u);
                                                                    if (l_1198_) {
                                                                        l_mut_476_ = 1u;
                                                                    } else {
                                                                        uint l_1199_ = (l_1195_ & 2147483648u);
                                                                        bool l_1200_ = (l_1199_ != 0u);
                                                                        if (l_1200_) {
                                                                            uint l_1201_ = (l_1195_ - 1u);
                                                                            l_mut_476_ = l_1201_;
                                                                        } else {
                                                                            bool l_1202_ = (l_1195_ == 2139095040u);
                                                                            if (l_1202_) {
                                                                                l_mut_476_ = l_1195_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2788 = l_mut_476_;
                                                                    float l_1203_ = asfloat(_e2788);
                                                                    uint l_1204_ = asuint(l_1203_);
                                                                    uint l_1205_ = (l_1204_ ^ 2147483648u);
                                                                    float l_1206_ = asfloat(l_1205_);
                                                                    uint l_1207_ = asuint(l_1206_);
                                                                    double l_1208_ = double(l_1206_);
                                                                    l_mut_49_ = l_1208_;
                                                                    uint l_1209_ = (l_1207_ & 2139095040u);
                                                                    bool l_1210_ = (l_1209_ == 0u);
                                                                    if (l_1210_) {
                                                                        uint l_1211_ = (l_1207_ & 8388607u);
                                                                        double l_1212_ = double(l_1211_);
                                                                        double l_1213_ = (l_1212_ * 1.401298464324817e-45L);
                                                                        l_mut_49_ = l_1213_;
                                                                        uint l_1214_ = (l_1207_ >> 31u);
                                                                        bool l_1215_ = (l_1214_ == 1u);
                                                                        if (l_1215_) {
                                                                            double _e2809 = l_mut_49_;
                                                                            double l_1216_ = -(_e2809);
                                                                            l_mut_49_ = l_1216_;
                                                                        }
                                                                    }
                                                                    double l_1217_ = (l_1161_ + l_1160_);
                                                                    double _e2812 = l_mut_243_;
                                                                    bool l_1218_ = (l_1217_ <= _e2812);
                                                                    l_mut_530_ = l_1218_;
                                                                    double l_1219_ = (l_1161_ - l_1160_);
                                                                    double _e2815 = l_mut_243_;
                                                                    bool l_1220_ = (l_1219_ > _e2815);
                                                                    l_mut_527_ = l_1220_;
                                                                    double l_1221_ = (l_1162_ - l_1160_);
                                                                    double _e2818 = l_mut_243_;
                                                                    bool l_1222_ = (l_1221_ >= _e2818);
                                                                    l_mut_524_ = l_1222_;
                                                                    double l_1223_ = (l_1162_ + l_1160_);
                                                                    double _e2821 = l_mut_243_;
                                                                    bool l_1224_ = (l_1223_ < _e2821);
                                                                    l_mut_521_ = l_1224_;
                                                                    if (l_408_) {
                                                                        double l_1225_ = (l_1161_ + l_1160_);
                                                                        double _e2824 = l_mut_76_;
                                                                        bool l_1226_ = (l_1225_ < _e2824);
                                                                        l_mut_530_ = l_1226_;
                                                                        double l_1227_ = (l_1161_ - l_1160_);
                                                                        double _e2827 = l_mut_76_;
                                                                        bool l_1228_ = (l_1227_ >= _e2827);
                                                                        l_mut_527_ = l_1228_;
                                                                        double l_1229_ = (l_1162_ - l_1160_);
                                                                        double _e2830 = l_mut_49_;
                                                                        bool l_1230_ = (l_1229_ > _e2830);
                                                                        l_mut_524_ = l_1230_;
                                                                        double l_1231_ = (l_1162_ + l_1160_);
                                                                        double _e2833 = l_mut_49_;
                                                                        bool l_1232_ = (l_1231_ <= _e2833);
                                                                        l_mut_521_ = l_1232_;
                                                                    }
                                                                    l_mut_476_ = 2u;
                                                                    bool _e2836 = l_mut_527_;
                                                                    if (!(_e2836)) {
                                                                        bool _e2840 = l_mut_521_;
                                                                        local_61 = _e2840;
                                                                    } else {
                                                                        local_61 = true;
                                                                    }
                                                                    bool l_1233_ = local_61;
                                                                    if (l_1233_) {
                                                                        l_mut_476_ = 1u;
                                                                    } else {
                                                                        bool _e2844 = l_mut_530_;
                                                                        if (_e2844) {
                                                                            bool _e2847 = l_mut_524_;
                                                                            local_62 = _e2847;
                                                                        } else {
                                                                            local_62 = false;
                                                                        }
                                                                        bool l_1234_ = local_62;
                                                                        if (l_1234_) {
                                                                            l_mut_476_ = 0u;
                                                                        }
                                                                    }
                                                                    float _e2851 = l_mut_22_;
                                                                    uint l_1235_ = asuint(_e2851);
                                                                    uint l_1236_ = (l_1235_ & 2147483647u);
                                                                    bool l_1237_ = (l_1236_ == 0u);
                                                                    if (l_1237_) {
                                                                        double l_1238_ = (l_1161_ + l_1160_);
                                                                        bool l_1239_ = (l_1238_ < 1.1754943508222875e-38L);
                                                                        double l_1240_ = (l_1162_ - l_1160_);
                                                                        bool l_1241_ = (l_1240_ > -1.1754943508222875e-38L);
                                                                        if (l_1239_) {
                                                                            local_63 = l_1241_;
                                                                        } else {
                                                                            local_63 = false;
                                                                        }
                                                                        bool l_1242_ = local_63;
                                                                        double l_1243_ = (l_1161_ - l_1160_);
                                                                        bool l_1244_ = (l_1243_ < 1.1754943508222875e-38L);
                                                                        double l_1245_ = (l_1162_ + l_1160_);
                                                                        bool l_1246_ = (l_1245_ > -1.1754943508222875e-38L);
                                                                        if (l_1244_) {
                                                                            local_64 = l_1246_;
                                                                        } else {
                                                                            local_64 = false;
                                                                        }
                                                                        bool l_1247_ = local_64;
                                                                        if (l_1242_) {
                                                                            l_mut_476_ = 0u;
                                                                        } else {
                                                                            uint _e2878 = l_mut_476_;
                                                                            bool l_1248_ = (_e2878 == 1u);
                                                                            if (l_1247_) {
                                                                                local_65 = l_1248_;
                                                                            } else {
                                                                                local_65 = false;
                                                                            }
                                                                            bool l_1249_ = local_65;
                                                                            if (l_1249_) {
                                                                                l_mut_476_ = 2u;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2886 = l_mut_476_;
                                                                    l_mut_422_ = _e2886;
                                                                } else {
                                                                    double _e2887 = l_mut_35_;
                                                                    double l_1250_ = abs(_e2887);
                                                                    l_mut_243_ = 1.401298464324817e-45L;
                                                                    bool l_1251_ = (l_1250_ >= 1.1754943508222875e-38L);
                                                                    bool l_1252_ = (l_1250_ <= 1.7976931348623157e308L);
                                                                    if (l_1251_) {
                                                                        local_66 = l_1252_;
                                                                    } else {
                                                                        local_66 = false;
                                                                    }
                                                                    bool l_1253_ = local_66;
                                                                    if (l_1253_) {
                                                                        uint64_t l_1254_ = l_1250_;
                                                                        uint64_t l_1255_ = (l_1254_ >> uint(52uL));
                                                                        uint64_t l_1256_ = (l_1255_ - 23uL);
                                                                        uint64_t l_1257_ = (l_1256_ << uint(52uL));
                                                                        double l_1258_ = l_1257_;
                                                                        l_mut_243_ = l_1258_;
                                                                    }
                                                                    double _e2910 = l_mut_243_;
                                                                    double l_1259_ = (l_413_ * _e2910);
                                                                    l_mut_476_ = 2u;
                                                                    double _e2913 = l_mut_35_;
                                                                    double l_1260_ = (_e2913 - l_420_);
                                                                    double l_1261_ = abs(l_1260_);
                                                                    l_mut_243_ = 1.401298464324817e-45L;
                                                                    bool l_1262_ = (l_1261_ >= 1.1754943508222875e-38L);
                                                                    bool l_1263_ = (l_1261_ <= 1.7976931348623157e308L);
                                                                    if (l_1262_) {
                                                                        local_67 = l_1263_;
                                                                    } else {
                                                                        local_67 = false;
                                                                    }
                                                                    bool l_1264_ = local_67;
                                                                    if (l_1264_) {
                                                                        uint64_t l_1265_ = l_1261_;
                                                                        uint64_t l_1266_ = (l_1265_ >> uint(52uL));
                                                                        uint64_t l_1267_ = (l_1266_ - 23uL);
                                                                        uint64_t l_1268_ = (l_1267_ << uint(52uL));
                                                                        double l_1269_ = l_1268_;
                                                                        l_mut_243_ = l_1269_;
                                                                    }
                                                                    double _e2937 = l_mut_35_;
                                                                    double l_1270_ = (_e2937 + l_420_);
                                                                    double l_1271_ = abs(l_1270_);
                                                                    l_mut_76_ = 1.401298464324817e-45L;
                                                                    bool l_1272_ = (l_1271_ >= 1.1754943508222875e-38L);
                                                                    bool l_1273_ = (l_1271_ <= 1.7976931348623157e308L);
                                                                    if (l_1272_) {
                                                                        local_68 = l_1273_;
                                                                    } else {
                                                                        local_68 = false;
                                                                    }
                                                                    bool l_1274_ = local_68;
                                                                    if (l_1274_) {
                                                                        uint64_t l_1275_ = l_1271_;
                                                                        uint64_t l_1276_ = (l_1275_ >> uint(52uL));
                                                                        uint64_t l_1277_ = (l_1276_ - 23uL);
                                                                        uint64_t l_1278_ = (l_1277_ << uint(52uL));
                                                                        double l_1279_ = l_1278_;
                                                                        l_mut_76_ = l_1279_;
                                                                    }
                                                                    double _e2961 = l_mut_243_;
                                                                    double _e2962 = l_mut_76_;
                                                                    bool l_1280_ = (_e2961 == _e2962);
                                                                    if (l_1280_) {
                                                                        double l_1281_ = (l_1259_ * 1.4551915228366852e-11L);
                                                                        double l_1282_ = (l_420_ + l_1281_);
                                                                        double _e2967 = l_mut_35_;
                                                                        double l_1283_ = (_e2967 - l_1259_);
                                                                        double _e2969 = l_mut_35_;
                                                                        double l_1284_ = (_e2969 + l_1259_);
                                                                        float _e2971 = l_mut_22_;
                                                                        uint l_1285_ = asuint(_e2971);
                                                                        float _e2973 = l_mut_22_;
                                                                        double l_1286_ = double(_e2973);
                                                                        l_mut_243_ = l_1286_;
                                                                        uint l_1287_ = (l_1285_ & 2139095040u);
                                                                        bool l_1288_ = (l_1287_ == 0u);
                                                                        if (l_1288_) {
                                                                            uint l_1289_ = (l_1285_ & 8388607u);
                                                                            double l_1290_ = double(l_1289_);
                                                                            double l_1291_ = (l_1290_ * 1.401298464324817e-45L);
                                                                            l_mut_243_ = l_1291_;
                                                                            uint l_1292_ = (l_1285_ >> 31u);
                                                                            bool l_1293_ = (l_1292_ == 1u);
                                                                            if (l_1293_) {
                                                                                double _e2988 = l_mut_243_;
                                                                                double l_1294_ = -(_e2988);
                                                                                l_mut_243_ = l_1294_;
                                                                            }
                                                                        }
                                                                        float _e2990 = l_mut_22_;
                                                                        uint l_1295_ = asuint(_e2990);
                                                                        uint l_1296_ = (l_1295_ + 1u);
                                                                        l_mut_438_ = l_1296_;
                                                                        uint l_1297_ = (l_1295_ & 2147483647u);
                                                                        bool l_1298_ = (l_1297_ == 0u);
                                                                        if (l_1298_) {
                                                                            l_mut_438_ = 1u;
                                                                        } else {
                                                                            uint l_1299_ = (l_1295_ & 2147483648u);
                                                                            bool l_1300_ = (l_1299_ != 0u);
                                                                            if (l_1300_) {
                                                                                uint l_1301_ = (l_1295_ - 1u);
                                                                                l_mut_438_ = l_1301_;
                                                                            } else {
                                                                                bool l_1302_ = (l_1295_ == 2139095040u);
                                                                                if (l_1302_) {
                                                                                    l_mut_438_ = l_1295_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3007 = l_mut_438_;
                                                                        float l_1303_ = asfloat(_e3007);
                                                                        uint l_1304_ = asuint(l_1303_);
                                                                        double l_1305_ = double(l_1303_);
                                                                        l_mut_76_ = l_1305_;
                                                                        uint l_1306_ = (l_1304_ & 2139095040u);
                                                                        bool l_1307_ = (l_1306_ == 0u);
                                                                        if (l_1307_) {
                                                                            uint l_1308_ = (l_1304_ & 8388607u);
                                                                            double l_1309_ = double(l_1308_);
                                                                            double l_1310_ = (l_1309_ * 1.401298464324817e-45L);
                                                                            l_mut_76_ = l_1310_;
                                                                            uint l_1311_ = (l_1304_ >> 31u);
                                                                            bool l_1312_ = (l_1311_ == 1u);
                                                                            if (l_1312_) {
                                                                                double _e3024 = l_mut_76_;
                                                                                double l_1313_ = -(_e3024);
                                                                                l_mut_76_ = l_1313_;
                                                                            }
                                                                        }
                                                                        float _e3026 = l_mut_22_;
                                                                        uint l_1314_ = asuint(_e3026);
                                                                        uint l_1315_ = (l_1314_ ^ 2147483648u);
                                                                        float l_1316_ = asfloat(l_1315_);
                                                                        uint l_1317_ = asuint(l_1316_);
                                                                        uint l_1318_ = (l_1317_ + 1u);
                                                                        l_mut_438_ = l_1318_;
                                                                        uint l_1319_ = (l_1317_ & 2147483647u);
                                                                        bool l_1320_ = (l_1319_ == 0u);
                                                                        if (l_1320_) {
                                                                            l_mut_438_ = 1u;
                                                                        } else {
                                                                            uint l_1321_ = (l_1317_ & 2147483648u);
                                                                            bool l_1322_ = (l_1321_ != 0u);
                                                                            if (l_1322_) {
                                                                                uint l_1323_ = (l_1317_ - 1u);
                                                                                l_mut_438_ = l_1323_;
                                                                            } else {
                                                                                bool l_1324_ = (l_1317_ == 2139095040u);
                                                                                if (l_1324_) {
                                                                                    l_mut_438_ = l_1317_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3047 = l_mut_438_;
                                                                        float l_1325_ = asfloat(_e3047);
                                                                        uint l_1326_ = asuint(l_1325_);
                                                                        uint l_1327_ = (l_1326_ ^ 2147483648u);
                                                                        float l_1328_ = asfloat(l_1327_);
                                                                        uint l_1329_ = asuint(l_1328_);
                                                                        double l_1330_ = double(l_1328_);
                                                                        l_mut_49_ = l_1330_;
                                                                        uint l_1331_ = (l_1329_ & 2139095040u);
                                                                        bool l_1332_ = (l_1331_ == 0u);
                                                                        if (l_1332_) {
                                                                            uint l_1333_ = (l_1329_ & 8388607u);
                                                                            double l_1334_ = double(l_1333_);
                                                                            double l_1335_ = (l_1334_ * 1.401298464324817e-45L);
                                                                            l_mut_49_ = l_1335_;
                                                                            uint l_1336_ = (l_1329_ >> 31u);
                                                                            bool l_1337_ = (l_1336_ == 1u);
                                                                            if (l_1337_) {
                                                                                double _e3068 = l_mut_49_;
                                                                                double l_1338_ = -(_e3068);
                                                                                l_mut_49_ = l_1338_;
                                                                            }
                                                                        }
                                                                        double l_1339_ = (l_1283_ + l_1282_);
                                                                        double _e3071 = l_mut_243_;
                                                                        bool l_1340_ = (l_1339_ <= _e3071);
                                                                        l_mut_530_ = l_1340_;
                                                                        double l_1341_ = (l_1283_ - l_1282_);
                                                                        double _e3074 = l_mut_243_;
                                                                        bool l_1342_ = (l_1341_ > _e3074);
                                                                        l_mut_527_ = l_1342_;
                                                                        double l_1343_ = (l_1284_ - l_1282_);
                                                                        double _e3077 = l_mut_243_;
                                                                        bool l_1344_ = (l_1343_ >= _e3077);
                                                                        l_mut_524_ = l_1344_;
                                                                        double l_1345_ = (l_1284_ + l_1282_);
                                                                        double _e3080 = l_mut_243_;
                                                                        bool l_1346_ = (l_1345_ < _e3080);
                                                                        l_mut_521_ = l_1346_;
                                                                        if (l_408_) {
                                                                            double l_1347_ = (l_1283_ + l_1282_);
                                                                            double _e3083 = l_mut_76_;
                                                                            bool l_1348_ = (l_1347_ < _e3083);
                                                                            l_mut_530_ = l_1348_;
                                                                            double l_1349_ = (l_1283_ - l_1282_);
                                                                            double _e3086 = l_mut_76_;
                                                                            bool l_1350_ = (l_1349_ >= _e3086);
                                                                            l_mut_527_ = l_1350_;
                                                                            double l_1351_ = (l_1284_ - l_1282_);
                                                                            double _e3089 = l_mut_49_;
                                                                            bool l_1352_ = (l_1351_ > _e3089);
                                                                            l_mut_524_ = l_1352_;
                                                                            double l_1353_ = (l_1284_ + l_1282_);
                                                                            double _e3092 = l_mut_49_;
                                                                            bool l_1354_ = (l_1353_ <= _e3092);
                                                                            l_mut_521_ = l_1354_;
                                                                        }
                                                                        l_mut_438_ = 2u;
                                                                        bool _e3095 = l_mut_527_;
                                                                        if (!(_e3095)) {
                                                                            bool _e3099 = l_mut_521_;
                                                                            local_69 = _e3099;
                                                                        } else {
                                                                            local_69 = true;
                                                                        }
                                                                        bool l_1355_ = local_69;
                                                                        if (l_1355_) {
                                                                            l_mut_438_ = 1u;
                                                                        } else {
                                                                            bool _e3103 = l_mut_530_;
                                                                            if (_e3103) {
                                                                                bool _e3106 = l_mut_524_;
                                                                                local_70 = _e3106;
                                                                            } else {
                                                                                local_70 = false;
                                                                            }
                                                                            bool l_1356_ = local_70;
                                                                            if (l_1356_) {
                                                                                l_mut_438_ = 0u;
                                                                            }
                                                                        }
                                                                        float _e3110 = l_mut_22_;
                                                                        uint l_1357_ = asuint(_e3110);
                                                                        uint l_1358_ = (l_1357_ & 2147483647u);
                                                                        bool l_1359_ = (l_1358_ == 0u);
                                                                        if (l_1359_) {
                                                                            double l_1360_ = (l_1283_ + l_1282_);
                                                                            bool l_1361_ = (l_1360_ < 1.1754943508222875e-38L);
                                                                            double l_1362_ = (l_1284_ - l_1282_);
                                                                            bool l_1363_ = (l_1362_ > -1.1754943508222875e-38L);
                                                                            if (l_1361_) {
                                                                                local_71 = l_1363_;
                                                                            } else {
                                                                                local_71 = false;
                                                                            }
                                                                            bool l_1364_ = local_71;
                                                                            double l_1365_ = (l_1283_ - l_1282_);
                                                                            bool l_1366_ = (l_1365_ < 1.1754943508222875e-38L);
                                                                            double l_1367_ = (l_1284_ + l_1282_);
                                                                            bool l_1368_ = (l_1367_ > -1.1754943508222875e-38L);
                                                                            if (l_1366_) {
                                                                                local_72 = l_1368_;
                                                                            } else {
                                                                                local_72 = false;
                                                                            }
                                                                            bool l_1369_ = local_72;
                                                                            if (l_1364_) {
                                                                                l_mut_438_ = 0u;
                                                                            } else {
                                                                                uint _e3137 = l_mut_438_;
                                                                                bool l_1370_ = (_e3137 == 1u);
                                                                                if (l_1369_) {
                                                                                    local_73 = l_1370_;
                                                                                } else {
                                                                                    local_73 = false;
                                                                                }
                                                                                bool l_1371_ = local_73;
                                                                                if (l_1371_) {
                                                                                    l_mut_438_ = 2u;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3145 = l_mut_438_;
                                                                        l_mut_476_ = _e3145;
                                                                    }
                                                                    uint _e3146 = l_mut_476_;
                                                                    l_mut_422_ = _e3146;
                                                                }
                                                            } else {
                                                                bool l_1372_ = (l_404_ == 11u);
                                                                bool l_1373_ = (l_404_ == 12u);
                                                                if (!(l_1372_)) {
                                                                    local_74 = l_1373_;
                                                                } else {
                                                                    local_74 = true;
                                                                }
                                                                bool l_1374_ = local_74;
                                                                if (l_1374_) {
                                                                    l_mut_422_ = 0u;
                                                                }
                                                                bool l_1375_ = (l_418_ <= l_416_);
                                                                bool l_1376_ = (l_404_ == 11u);
                                                                if (l_1375_) {
                                                                    local_75 = l_1376_;
                                                                } else {
                                                                    local_75 = false;
                                                                }
                                                                bool l_1377_ = local_75;
                                                                if (l_1377_) {
                                                                    float l_1378_ = float(l_417_);
                                                                    uint l_1379_ = asuint(l_1378_);
                                                                    double l_1380_ = double(l_1378_);
                                                                    l_mut_243_ = l_1380_;
                                                                    uint l_1381_ = (l_1379_ & 2139095040u);
                                                                    bool l_1382_ = (l_1381_ == 0u);
                                                                    if (l_1382_) {
                                                                        uint l_1383_ = (l_1379_ & 8388607u);
                                                                        double l_1384_ = double(l_1383_);
                                                                        double l_1385_ = (l_1384_ * 1.401298464324817e-45L);
                                                                        l_mut_243_ = l_1385_;
                                                                        uint l_1386_ = (l_1379_ >> 31u);
                                                                        bool l_1387_ = (l_1386_ == 1u);
                                                                        if (l_1387_) {
                                                                            double _e3180 = l_mut_243_;
                                                                            double l_1388_ = -(_e3180);
                                                                            l_mut_243_ = l_1388_;
                                                                        }
                                                                    }
                                                                    double _e3182 = l_mut_243_;
                                                                    double l_1389_ = abs(_e3182);
                                                                    l_mut_243_ = l_1389_;
                                                                    l_mut_476_ = 0u;
                                                                    bool l_1390_ = (l_1389_ >= 0.785L);
                                                                    if (l_1390_) {
                                                                        double l_1391_ = (l_1389_ * 0.6366197723675814L);
                                                                        double l_1392_ = (l_1391_ + 0.5L);
                                                                        double l_1393_ = floor(l_1392_);
                                                                        double l_1394_ = (l_1393_ * 1.570796325802803L);
                                                                        double l_1395_ = (l_1389_ - l_1394_);
                                                                        double l_1396_ = (l_1395_ * l_302_);
                                                                        double l_1397_ = (l_1393_ * 9.920935796805404e-10L);
                                                                        double l_1398_ = (l_1396_ - l_1397_);
                                                                        l_mut_243_ = l_1398_;
                                                                        uint l_1399_ = naga_f2u32(l_1393_);
                                                                        l_mut_476_ = l_1399_;
                                                                    }
                                                                    uint l_1400_ = asuint(l_1378_);
                                                                    uint l_1401_ = (l_1400_ >> 31u);
                                                                    bool l_1402_ = (l_1401_ == 1u);
                                                                    double _e3205 = l_mut_243_;
                                                                    double _e3206 = l_mut_243_;
                                                                    double l_1403_ = (_e3205 * _e3206);
                                                                    double l_1404_ = (l_1403_ * 1.9572941063391263e-20L);
                                                                    double l_1405_ = (8.22063524662433e-18L - l_1404_);
                                                                    l_mut_76_ = l_1405_;
                                                                    double _e3212 = l_mut_76_;
                                                                    double l_1406_ = (_e3212 * l_1403_);
                                                                    double l_1407_ = (l_1406_ - 2.8114572543455206e-15L);
                                                                    l_mut_76_ = l_1407_;
                                                                    double _e3216 = l_mut_76_;
                                                                    double l_1408_ = (_e3216 * l_1403_);
                                                                    double l_1409_ = (l_1408_ + 7.647163731819816e-13L);
                                                                    l_mut_76_ = l_1409_;
                                                                    double _e3220 = l_mut_76_;
                                                                    double l_1410_ = (_e3220 * l_1403_);
                                                                    double l_1411_ = (l_1410_ - 1.6059043836821613e-10L);
                                                                    l_mut_76_ = l_1411_;
                                                                    double _e3224 = l_mut_76_;
                                                                    double l_1412_ = (_e3224 * l_1403_);
                                                                    double l_1413_ = (l_1412_ + 2.505210838544172e-8L);
                                                                    l_mut_76_ = l_1413_;
                                                                    double _e3228 = l_mut_76_;
                                                                    double l_1414_ = (_e3228 * l_1403_);
                                                                    double l_1415_ = (l_1414_ - 2.7557319223985893e-6L);
                                                                    l_mut_76_ = l_1415_;
                                                                    double _e3232 = l_mut_76_;
                                                                    double l_1416_ = (_e3232 * l_1403_);
                                                                    double l_1417_ = (l_1416_ + 0.0001984126984126984L);
                                                                    l_mut_76_ = l_1417_;
                                                                    double _e3236 = l_mut_76_;
                                                                    double l_1418_ = (_e3236 * l_1403_);
                                                                    double l_1419_ = (l_1418_ - 0.008333333333333333L);
                                                                    l_mut_76_ = l_1419_;
                                                                    double _e3240 = l_mut_76_;
                                                                    double l_1420_ = (_e3240 * l_1403_);
                                                                    double l_1421_ = (l_1420_ + 0.16666666666666666L);
                                                                    l_mut_76_ = l_1421_;
                                                                    double l_1422_ = (0.5L * l_1403_);
                                                                    double l_1423_ = (1.0L - l_1422_);
                                                                    double l_1424_ = (0.0L * l_1423_);
                                                                    double _e3250 = l_mut_243_;
                                                                    double l_1425_ = (_e3250 * l_1403_);
                                                                    double _e3252 = l_mut_76_;
                                                                    double l_1426_ = (l_1425_ * _e3252);
                                                                    double l_1427_ = (l_1424_ - l_1426_);
                                                                    double _e3255 = l_mut_243_;
                                                                    double l_1428_ = (_e3255 + l_1427_);
                                                                    double _e3257 = l_mut_243_;
                                                                    double _e3258 = l_mut_243_;
                                                                    double l_1429_ = (_e3257 * _e3258);
                                                                    double l_1430_ = (l_1429_ * 4.110317623312165e-19L);
                                                                    double l_1431_ = (l_1430_ - 1.5619206968586225e-16L);
                                                                    l_mut_76_ = l_1431_;
                                                                    double _e3264 = l_mut_76_;
                                                                    double l_1432_ = (_e3264 * l_1429_);
                                                                    double l_1433_ = (l_1432_ + 4.779477332387385e-14L);
                                                                    l_mut_76_ = l_1433_;
                                                                    double _e3268 = l_mut_76_;
                                                                    double l_1434_ = (_e3268 * l_1429_);
                                                                    double l_1435_ = (l_1434_ - 1.1470745597729725e-11L);
                                                                    l_mut_76_ = l_1435_;
                                                                    double _e3272 = l_mut_76_;
                                                                    double l_1436_ = (_e3272 * l_1429_);
                                                                    double l_1437_ = (l_1436_ + 2.08767569878681e-9L);
                                                                    l_mut_76_ = l_1437_;
                                                                    double _e3276 = l_mut_76_;
                                                                    double l_1438_ = (_e3276 * l_1429_);
                                                                    double l_1439_ = (l_1438_ - 2.755731922398589e-7L);
                                                                    l_mut_76_ = l_1439_;
                                                                    double _e3280 = l_mut_76_;
                                                                    double l_1440_ = (_e3280 * l_1429_);
                                                                    double l_1441_ = (l_1440_ + 2.48015873015873e-5L);
                                                                    l_mut_76_ = l_1441_;
                                                                    double _e3284 = l_mut_76_;
                                                                    double l_1442_ = (_e3284 * l_1429_);
                                                                    double l_1443_ = (l_1442_ - 0.001388888888888889L);
                                                                    l_mut_76_ = l_1443_;
                                                                    double _e3288 = l_mut_76_;
                                                                    double l_1444_ = (_e3288 * l_1429_);
                                                                    double l_1445_ = (l_1444_ + 0.041666666666666664L);
                                                                    l_mut_76_ = l_1445_;
                                                                    double l_1446_ = (0.5L * l_1429_);
                                                                    double l_1447_ = (1.0L - l_1446_);
                                                                    double l_1448_ = (l_1429_ * l_1429_);
                                                                    double _e3297 = l_mut_76_;
                                                                    double l_1449_ = (l_1448_ * _e3297);
                                                                    double _e3300 = l_mut_243_;
                                                                    double l_1450_ = (0.0L * _e3300);
                                                                    double l_1451_ = (l_1449_ - l_1450_);
                                                                    double l_1452_ = (l_1447_ + l_1451_);
                                                                    uint _e3304 = l_mut_476_;
                                                                    uint l_1453_ = (_e3304 & 1u);
                                                                    bool l_1454_ = (l_1453_ == 1u);
                                                                    l_mut_243_ = l_1428_;
                                                                    uint _e3309 = l_mut_476_;
                                                                    uint l_1455_ = (_e3309 & 2u);
                                                                    bool l_1456_ = (l_1455_ != 0u);
                                                                    l_mut_530_ = l_1456_;
                                                                    if (l_1454_) {
                                                                        l_mut_243_ = l_1452_;
                                                                    }
                                                                    if (true) {
                                                                        local_76 = l_1402_;
                                                                    } else {
                                                                        local_76 = false;
                                                                    }
                                                                    bool l_1457_ = local_76;
                                                                    if (l_1457_) {
                                                                        bool _e3319 = l_mut_530_;
                                                                        bool l_1458_ = !(_e3319);
                                                                        l_mut_530_ = l_1458_;
                                                                    }
                                                                    bool _e3321 = l_mut_530_;
                                                                    if (_e3321) {
                                                                        double _e3322 = l_mut_243_;
                                                                        double l_1459_ = -(_e3322);
                                                                        l_mut_243_ = l_1459_;
                                                                    }
                                                                    float l_1460_ = float(l_417_);
                                                                    uint l_1461_ = asuint(l_1460_);
                                                                    double l_1462_ = double(l_1460_);
                                                                    l_mut_76_ = l_1462_;
                                                                    uint l_1463_ = (l_1461_ & 2139095040u);
                                                                    bool l_1464_ = (l_1463_ == 0u);
                                                                    if (l_1464_) {
                                                                        uint l_1465_ = (l_1461_ & 8388607u);
                                                                        double l_1466_ = double(l_1465_);
                                                                        double l_1467_ = (l_1466_ * 1.401298464324817e-45L);
                                                                        l_mut_76_ = l_1467_;
                                                                        uint l_1468_ = (l_1461_ >> 31u);
                                                                        bool l_1469_ = (l_1468_ == 1u);
                                                                        if (l_1469_) {
                                                                            double _e3340 = l_mut_76_;
                                                                            double l_1470_ = -(_e3340);
                                                                            l_mut_76_ = l_1470_;
                                                                        }
                                                                    }
                                                                    double _e3342 = l_mut_76_;
                                                                    double l_1471_ = abs(_e3342);
                                                                    l_mut_76_ = l_1471_;
                                                                    l_mut_476_ = 0u;
                                                                    bool l_1472_ = (l_1471_ >= 0.785L);
                                                                    if (l_1472_) {
                                                                        double l_1473_ = (l_1471_ * 0.6366197723675814L);
                                                                        double l_1474_ = (l_1473_ + 0.5L);
                                                                        double l_1475_ = floor(l_1474_);
                                                                        double l_1476_ = (l_1475_ * 1.570796325802803L);
                                                                        double l_1477_ = (l_1471_ - l_1476_);
                                                                        double l_1478_ = (l_1477_ * l_302_);
                                                                        double l_1479_ = (l_1475_ * 9.920935796805404e-10L);
                                                                        double l_1480_ = (l_1478_ - l_1479_);
                                                                        l_mut_76_ = l_1480_;
                                                                        uint l_1481_ = naga_f2u32(l_1475_);
                                                                        l_mut_476_ = l_1481_;
                                                                    }
                                                                    uint l_1482_ = asuint(l_1460_);
                                                                    uint l_1483_ = (l_1482_ >> 31u);
                                                                    bool l_1484_ = (l_1483_ == 1u);
                                                                    double _e3365 = l_mut_76_;
                                                                    double _e3366 = l_mut_76_;
                                                                    double l_1485_ = (_e3365 * _e3366);
                                                                    double l_1486_ = (l_1485_ * 1.9572941063391263e-20L);
                                                                    double l_1487_ = (8.22063524662433e-18L - l_1486_);
                                                                    l_mut_49_ = l_1487_;
                                                                    double _e3372 = l_mut_49_;
                                                                    double l_1488_ = (_e3372 * l_1485_);
                                                                    double l_1489_ = (l_1488_ - 2.8114572543455206e-15L);
                                                                    l_mut_49_ = l_1489_;
                                                                    double _e3376 = l_mut_49_;
                                                                    double l_1490_ = (_e3376 * l_1485_);
                                                                    double l_1491_ = (l_1490_ + 7.647163731819816e-13L);
                                                                    l_mut_49_ = l_1491_;
                                                                    double _e3380 = l_mut_49_;
                                                                    double l_1492_ = (_e3380 * l_1485_);
                                                                    double l_1493_ = (l_1492_ - 1.6059043836821613e-10L);
                                                                    l_mut_49_ = l_1493_;
                                                                    double _e3384 = l_mut_49_;
                                                                    double l_1494_ = (_e3384 * l_1485_);
                                                                    double l_1495_ = (l_1494_ + 2.505210838544172e-8L);
                                                                    l_mut_49_ = l_1495_;
                                                                    double _e3388 = l_mut_49_;
                                                                    double l_1496_ = (_e3388 * l_1485_);
                                                                    double l_1497_ = (l_1496_ - 2.7557319223985893e-6L);
                                                                    l_mut_49_ = l_1497_;
                                                                    double _e3392 = l_mut_49_;
                                                                    double l_1498_ = (_e3392 * l_1485_);
                                                                    double l_1499_ = (l_1498_ + 0.0001984126984126984L);
                                                                    l_mut_49_ = l_1499_;
                                                                    double _e3396 = l_mut_49_;
                                                                    double l_1500_ = (_e3396 * l_1485_);
                                                                    double l_1501_ = (l_1500_ - 0.008333333333333333L);
                                                                    l_mut_49_ = l_1501_;
                                                                    double _e3400 = l_mut_49_;
                                                                    double l_1502_ = (_e3400 * l_1485_);
                                                                    double l_1503_ = (l_1502_ + 0.16666666666666666L);
                                                                    l_mut_49_ = l_1503_;
                                                                    double l_1504_ = (0.5L * l_1485_);
                                                                    double l_1505_ = (1.0L - l_1504_);
                                                                    double l_1506_ = (0.0L * l_1505_);
                                                                    double _e3410 = l_mut_76_;
                                                                    double l_1507_ = (_e3410 * l_1485_);
                                                                    double _e3412 = l_mut_49_;
                                                                    double l_1508_ = (l_1507_ * _e3412);
                                                                    double l_1509_ = (l_1506_ - l_1508_);
                                                                    double _e3415 = l_mut_76_;
                                                                    double l_1510_ = (_e3415 + l_1509_);
                                                                    double _e3417 = l_mut_76_;
                                                                    double _e3418 = l_mut_76_;
                                                                    double l_1511_ = (_e3417 * _e3418);
                                                                    double l_1512_ = (l_1511_ * 4.110317623312165e-19L);
                                                                    double l_1513_ = (l_1512_ - 1.5619206968586225e-16L);
                                                                    l_mut_49_ = l_1513_;
                                                                    double _e3424 = l_mut_49_;
                                                                    double l_1514_ = (_e3424 * l_1511_);
                                                                    double l_1515_ = (l_1514_ + 4.779477332387385e-14L);
                                                                    l_mut_49_ = l_1515_;
                                                                    double _e3428 = l_mut_49_;
                                                                    double l_1516_ = (_e3428 * l_1511_);
                                                                    double l_1517_ = (l_1516_ - 1.1470745597729725e-11L);
                                                                    l_mut_49_ = l_1517_;
                                                                    double _e3432 = l_mut_49_;
                                                                    double l_1518_ = (_e3432 * l_1511_);
                                                                    double l_1519_ = (l_1518_ + 2.08767569878681e-9L);
                                                                    l_mut_49_ = l_1519_;
                                                                    double _e3436 = l_mut_49_;
                                                                    double l_1520_ = (_e3436 * l_1511_);
                                                                    double l_1521_ = (l_1520_ - 2.755731922398589e-7L);
                                                                    l_mut_49_ = l_1521_;
                                                                    double _e3440 = l_mut_49_;
                                                                    double l_1522_ = (_e3440 * l_1511_);
                                                                    double l_1523_ = (l_1522_ + 2.48015873015873e-5L);
                                                                    l_mut_49_ = l_1523_;
                                                                    double _e3444 = l_mut_49_;
                                                                    double l_1524_ = (_e3444 * l_1511_);
                                                                    double l_1525_ = (l_1524_ - 0.001388888888888889L);
                                                                    l_mut_49_ = l_1525_;
                                                                    double _e3448 = l_mut_49_;
                                                                    double l_1526_ = (_e3448 * l_1511_);
                                                                    double l_1527_ = (l_1526_ + 0.041666666666666664L);
                                                                    l_mut_49_ = l_1527_;
                                                                    double l_1528_ = (0.5L * l_1511_);
                                                                    double l_1529_ = (1.0L - l_1528_);
                                                                    double l_1530_ = (l_1511_ * l_1511_);
                                                                    double _e3457 = l_mut_49_;
                                                                    double l_1531_ = (l_1530_ * _e3457);
                                                                    double _e3460 = l_mut_76_;
                                                                    double l_1532_ = (0.0L * _e3460);
                                                                    double l_1533_ = (l_1531_ - l_1532_);
                                                                    double l_1534_ = (l_1529_ + l_1533_);
                                                                    uint _e3464 = l_mut_476_;
                                                                    uint l_1535_ = (_e3464 & 1u);
                                                                    bool l_1536_ = (l_1535_ == 1u);
                                                                    l_mut_76_ = l_1510_;
                                                                    uint _e3469 = l_mut_476_;
                                                                    uint l_1537_ = (_e3469 & 2u);
                                                                    bool l_1538_ = (l_1537_ != 0u);
                                                                    l_mut_530_ = l_1538_;
                                                                    l_mut_76_ = l_1534_;
                                                                    if (l_1536_) {
                                                                        l_mut_76_ = l_1510_;
                                                                    }
                                                                    uint _e3474 = l_mut_476_;
                                                                    uint l_1539_ = (_e3474 + 1u);
                                                                    uint l_1540_ = (l_1539_ & 2u);
                                                                    bool l_1541_ = (l_1540_ != 0u);
                                                                    l_mut_530_ = l_1541_;
                                                                    if (false) {
                                                                        local_77 = l_1484_;
                                                                    } else {
                                                                        local_77 = false;
                                                                    }
                                                                    bool l_1542_ = local_77;
                                                                    if (l_1542_) {
                                                                        bool _e3486 = l_mut_530_;
                                                                        bool l_1543_ = !(_e3486);
                                                                        l_mut_530_ = l_1543_;
                                                                    }
                                                                    bool _e3488 = l_mut_530_;
                                                                    if (_e3488) {
                                                                        double _e3489 = l_mut_76_;
                                                                        double l_1544_ = -(_e3489);
                                                                        l_mut_76_ = l_1544_;
                                                                    }
                                                                    double _e3491 = l_mut_243_;
                                                                    double l_1545_ = abs(_e3491);
                                                                    double l_1546_ = (l_1545_ * 1.4551915228366852e-11L);
                                                                    double _e3495 = l_mut_76_;
                                                                    double l_1547_ = abs(_e3495);
                                                                    double l_1548_ = (l_1547_ * 1.4551915228366852e-11L);
                                                                    l_mut_49_ = 1.4551915228366852e-11L;
                                                                    l_mut_476_ = 2u;
                                                                    if (l_408_) {
                                                                        double _e3501 = l_mut_243_;
                                                                        double l_1549_ = (_e3501 - l_410_);
                                                                        double l_1550_ = abs(l_1549_);
                                                                        double l_1551_ = (l_1550_ * 2.220446049250313e-16L);
                                                                        double l_1552_ = (l_1546_ + l_1551_);
                                                                        double l_1553_ = (l_1549_ + l_1552_);
                                                                        double l_1554_ = -(l_1553_);
                                                                        double l_1555_ = (l_1554_ * 7.1362384635298e44L);
                                                                        double l_1556_ = floor(l_1555_);
                                                                        double l_1557_ = (l_1556_ * 1.401298464324817e-45L);
                                                                        l_mut_26_ = l_1557_;
                                                                        double l_1558_ = abs(l_1554_);
                                                                        bool l_1559_ = (l_1558_ >= 1.1754943508222875e-38L);
                                                                        if (l_1559_) {
                                                                            float l_1560_ = float(l_1554_);
                                                                            double l_1561_ = double(l_1560_);
                                                                            l_mut_26_ = l_1561_;
                                                                            double _e3519 = l_mut_26_;
                                                                            bool l_1562_ = (_e3519 > l_1554_);
                                                                            if (l_1562_) {
                                                                                uint l_1563_ = asuint(l_1560_);
                                                                                uint l_1564_ = (l_1563_ ^ 2147483648u);
                                                                                float l_1565_ = asfloat(l_1564_);
                                                                                uint l_1566_ = asuint(l_1565_);
                                                                                uint l_1567_ = (l_1566_ + 1u);
                                                                                l_mut_438_ = l_1567_;
                                                                                uint l_1568_ = (l_1566_ & 2147483647u);
                                                                                bool l_1569_ = (l_1568_ == 0u);
                                                                                if (l_1569_) {
                                                                                    l_mut_438_ = 1u;
                                                                                } else {
                                                                                    uint l_1570_ = (l_1566_ & 2147483648u);
                                                                                    bool l_1571_ = (l_1570_ != 0u);
                                                                                    if (l_1571_) {
                                                                                        uint l_1572_ = (l_1566_ - 1u);
                                                                                        l_mut_438_ = l_1572_;
                                                                                    } else {
                                                                                        bool l_1573_ = (l_1566_ == 2139095040u);
                                                                                        if (l_1573_) {
                                                                                            l_mut_438_ = l_1566_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3541 = l_mut_438_;
                                                                                float l_1574_ = asfloat(_e3541);
                                                                                uint l_1575_ = asuint(l_1574_);
                                                                                uint l_1576_ = (l_1575_ ^ 2147483648u);
                                                                                float l_1577_ = asfloat(l_1576_);
                                                                                uint l_1578_ = asuint(l_1577_);
                                                                                double l_1579_ = double(l_1577_);
                                                                                l_mut_1580_ = l_1579_;
                                                                                uint l_1581_ = (l_1578_ & 2139095040u);
                                                                                bool l_1582_ = (l_1581_ == 0u);
                                                                                if (l_1582_) {
                                                                                    uint l_1583_ = (l_1578_ & 8388607u);
                                                                                    double l_1584_ = double(l_1583_);
                                                                                    double l_1585_ = (l_1584_ * 1.401298464324817e-45L);
                                                                                    l_mut_1580_ = l_1585_;
                                                                                    uint l_1586_ = (l_1578_ >> 31u);
                                                                                    bool l_1587_ = (l_1586_ == 1u);
                                                                                    if (l_1587_) {
                                                                                        double _e3562 = l_mut_1580_;
                                                                                        double l_1588_ = -(_e3562);
                                                                                        l_mut_1580_ = l_1588_;
                                                                                    }
                                                                                }
                                                                                double _e3564 = l_mut_1580_;
                                                                                l_mut_26_ = _e3564;
                                                                            } else {
                                                                                uint l_1589_ = asuint(l_1560_);
                                                                                uint l_1590_ = (l_1589_ + 1u);
                                                                                l_mut_438_ = l_1590_;
                                                                                uint l_1591_ = (l_1589_ & 2147483647u);
                                                                                bool l_1592_ = (l_1591_ == 0u);
                                                                                if (l_1592_) {
                                                                                    l_mut_438_ = 1u;
                                                                                } else {
                                                                                    uint l_1593_ = (l_1589_ & 2147483648u);
                                                                                    bool l_1594_ = (l_1593_ != 0u);
                                                                                    if (l_1594_) {
                                                                                        uint l_1595_ = (l_1589_ - 1u);
                                                                                        l_mut_438_ = l_1595_;
                                                                                    } else {
                                                                                        bool l_1596_ = (l_1589_ == 2139095040u);
                                                                                        if (l_1596_) {
                                                                                            l_mut_438_ = l_1589_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3581 = l_mut_438_;
                                                                                float l_1597_ = asfloat(_e3581);
                                                                                uint l_1598_ = asuint(l_1597_);
                                                                                double l_1599_ = double(l_1597_);
                                                                                l_mut_1580_ = l_1599_;
                                                                                uint l_1600_ = (l_1598_ & 2139095040u);
                                                                                bool l_1601_ = (l_1600_ == 0u);
                                                                                if (l_1601_) {
                                                                                    uint l_1602_ = (l_1598_ & 8388607u);
                                                                                    double l_1603_ = double(l_1602_);
                                                                                    double l_1604_ = (l_1603_ * 1.401298464324817e-45L);
                                                                                    l_mut_1580_ = l_1604_;
                                                                                    uint l_1605_ = (l_1598_ >> 31u);
                                                                                    bool l_1606_ = (l_1605_ == 1u);
                                                                                    if (l_1606_) {
                                                                                        double _e3598 = l_mut_1580_;
                                                                                        double l_1607_ = -(_e3598);
                                                                                        l_mut_1580_ = l_1607_;
                                                                                    }
                                                                                }
                                                                                double _e3600 = l_mut_1580_;
                                                                                bool l_1608_ = (_e3600 <= l_1554_);
                                                                                if (l_1608_) {
                                                                                    uint l_1609_ = asuint(l_1560_);
                                                                                    uint l_1610_ = (l_1609_ + 1u);
                                                                                    l_mut_438_ = l_1610_;
                                                                                    uint l_1611_ = (l_1609_ & 2147483647u);
                                                                                    bool l_1612_ = (l_1611_ == 0u);
                                                                                    if (l_1612_) {
                                                                                        l_mut_438_ = 1u;
                                                                                    } else {
                                                                                        uint l_1613_ = (l_1609_ & 2147483648u);
                                                                                        bool l_1614_ = (l_1613_ != 0u);
                                                                                        if (l_1614_) {
                                                                                            uint l_1615_ = (l_1609_ - 1u);
                                                                                            l_mut_438_ = l_1615_;
                                                                                        } else {
                                                                                            bool l_1616_ = (l_1609_ == 2139095040u);
                                                                                            if (l_1616_) {
                                                                                                l_mut_438_ = l_1609_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3618 = l_mut_438_;
                                                                                    float l_1617_ = asfloat(_e3618);
                                                                                    uint l_1618_ = asuint(l_1617_);
                                                                                    double l_1619_ = double(l_1617_);
                                                                                    l_mut_1580_ = l_1619_;
                                                                                    uint l_1620_ = (l_1618_ & 2139095040u);
                                                                                    bool l_1621_ = (l_1620_ == 0u);
                                                                                    if (l_1621_) {
                                                                                        uint l_1622_ = (l_1618_ & 8388607u);
                                                                                        double l_1623_ = double(l_1622_);
                                                                                        double l_1624_ = (l_1623_ * 1.401298464324817e-45L);
                                                                                        l_mut_1580_ = l_1624_;
                                                                                        uint l_1625_ = (l_1618_ >> 31u);
                                                                                        bool l_1626_ = (l_1625_ == 1u);
                                                                                        if (l_1626_) {
                                                                                            double _e3635 = l_mut_1580_;
                                                                                            double l_1627_ = -(_e3635);
                                                                                            l_mut_1580_ = l_1627_;
                                                                                        }
                                                                                    }
                                                                                    double _e3637 = l_mut_1580_;
                                                                                    l_mut_26_ = _e3637;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e3638 = l_mut_26_;
                                                                        double l_1628_ = -(_e3638);
                                                                        l_mut_1580_ = l_1628_;
                                                                        if (true) {
                                                                            local_78 = true;
                                                                        } else {
                                                                            local_78 = false;
                                                                        }
                                                                        bool l_1629_ = local_78;
                                                                        if (l_1629_) {
                                                                            double l_1630_ = (l_1549_ + l_1552_);
                                                                            double l_1631_ = (l_1630_ * 7.1362384635298e44L);
                                                                            double l_1632_ = floor(l_1631_);
                                                                            double l_1633_ = (l_1632_ * 1.401298464324817e-45L);
                                                                            l_mut_26_ = l_1633_;
                                                                            double l_1634_ = abs(l_1630_);
                                                                            bool l_1635_ = (l_1634_ >= 1.1754943508222875e-38L);
                                                                            if (l_1635_) {
                                                                                float l_1636_ = float(l_1630_);
                                                                                double l_1637_ = double(l_1636_);
                                                                                l_mut_26_ = l_1637_;
                                                                                double _e3657 = l_mut_26_;
                                                                                bool l_1638_ = (_e3657 > l_1630_);
                                                                                if (l_1638_) {
                                                                                    uint l_1639_ = asuint(l_1636_);
                                                                                    uint l_1640_ = (l_1639_ ^ 2147483648u);
                                                                                    float l_1641_ = asfloat(l_1640_);
                                                                                    uint l_1642_ = asuint(l_1641_);
                                                                                    uint l_1643_ = (l_1642_ + 1u);
                                                                                    l_mut_438_ = l_1643_;
                                                                                    uint l_1644_ = (l_1642_ & 2147483647u);
                                                                                    bool l_1645_ = (l_1644_ == 0u);
                                                                                    if (l_1645_) {
                                                                                        l_mut_438_ = 1u;
                                                                                    } else {
                                                                                        uint l_1646_ = (l_1642_ & 2147483648u);
                                                                                        bool l_1647_ = (l_1646_ != 0u);
                                                                                        if (l_1647_) {
                                                                                            uint l_1648_ = (l_1642_ - 1u);
                                                                                            l_mut_438_ = l_1648_;
                                                                                        } else {
                                                                                            bool l_1649_ = (l_1642_ == 2139095040u);
                                                                                            if (l_1649_) {
                                                                                                l_mut_438_ = l_1642_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3679 = l_mut_438_;
                                                                                    float l_1650_ = asfloat(_e3679);
                                                                                    uint l_1651_ = asuint(l_1650_);
                                                                                    uint l_1652_ = (l_1651_ ^ 2147483648u);
                                                                                    float l_1653_ = asfloat(l_1652_);
                                                                                    uint l_1654_ = asuint(l_1653_);
                                                                                    double l_1655_ = double(l_1653_);
                                                                                    l_mut_1656_ = l_1655_;
                                                                                    uint l_1657_ = (l_1654_ & 2139095040u);
                                                                                    bool l_1658_ = (l_1657_ == 0u);
                                                                                    if (l_1658_) {
                                                                                        uint l_1659_ = (l_1654_ & 8388607u);
                                                                                        double l_1660_ = double(l_1659_);
                                                                                        double l_1661_ = (l_1660_ * 1.401298464324817e-45L);
                                                                                        l_mut_1656_ = l_1661_;
                                                                                        uint l_1662_ = (l_1654_ >> 31u);
                                                                                        bool l_1663_ = (l_1662_ == 1u);
                                                                                        if (l_1663_) {
                                                                                            double _e3700 = l_mut_1656_;
                                                                                            double l_1664_ = -(_e3700);
                                                                                            l_mut_1656_ = l_1664_;
                                                                                        }
                                                                                    }
                                                                                    double _e3702 = l_mut_1656_;
                                                                                    l_mut_26_ = _e3702;
                                                                                } else {
                                                                                    uint l_1665_ = asuint(l_1636_);
                                                                                    uint l_1666_ = (l_1665_ + 1u);
                                                                                    l_mut_438_ = l_1666_;
                                                                                    uint l_1667_ = (l_1665_ & 2147483647u);
                                                                                    bool l_1668_ = (l_1667_ == 0u);
                                                                                    if (l_1668_) {
                                                                                        l_mut_438_ = 1u;
                                                                                    } else {
                                                                                        uint l_1669_ = (l_1665_ & 2147483648u);
                                                                                        bool l_1670_ = (l_1669_ != 0u);
                                                                                        if (l_1670_) {
                                                                                            uint l_1671_ = (l_1665_ - 1u);
                                                                                            l_mut_438_ = l_1671_;
                                                                                        } else {
                                                                                            bool l_1672_ = (l_1665_ == 2139095040u);
                                                                                            if (l_1672_) {
                                                                                                l_mut_438_ = l_1665_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3719 = l_mut_438_;
                                                                                    float l_1673_ = asfloat(_e3719);
                                                                                    uint l_1674_ = asuint(l_1673_);
                                                                                    double l_1675_ = double(l_1673_);
                                                                                    l_mut_1656_ = l_1675_;
                                                                                    uint l_1676_ = (l_1674_ & 2139095040u);
                                                                                    bool l_1677_ = (l_1676_ == 0u);
                                                                                    if (l_1677_) {
                                                                                        uint l_1678_ = (l_1674_ & 8388607u);
                                                                                        double l_1679_ = double(l_1678_);
                                                                                        double l_1680_ = (l_1679_ * 1.401298464324817e-45L);
                                                                                        l_mut_1656_ = l_1680_;
                                                                                        uint l_1681_ = (l_1674_ >> 31u);
                                                                                        bool l_1682_ = (l_1681_ == 1u);
                                                                                        if (l_1682_) {
                                                                                            double _e3736 = l_mut_1656_;
                                                                                            double l_1683_ = -(_e3736);
                                                                                            l_mut_1656_ = l_1683_;
                                                                                        }
                                                                                    }
                                                                                    double _e3738 = l_mut_1656_;
                                                                                    bool l_1684_ = (_e3738 <= l_1630_);
                                                                                    if (l_1684_) {
                                                                                        uint l_1685_ = asuint(l_1636_);
                                                                                        uint l_1686_ = (l_1685_ + 1u);
                                                                                        l_mut_438_ = l_1686_;
                                                                                        uint l_1687_ = (l_1685_ & 2147483647u);
                                                                                        bool l_1688_ = (l_1687_ == 0u);
                                                                                        if (l_1688_) {
                                                                                            l_mut_438_ = 1u;
                                                                                        } else {
                                                                                            uint l_1689_ = (l_1685_ & 2147483648u);
                                                                                            bool l_1690_ = (l_1689_ != 0u);
                                                                                            if (l_1690_) {
                                                                                                uint l_1691_ = (l_1685_ - 1u);
                                                                                                l_mut_438_ = l_1691_;
                                                                                            } else {
                                                                                                bool l_1692_ = (l_1685_ == 2139095040u);
                                                                                                if (l_1692_) {
                                                                                                    l_mut_438_ = l_1685_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e3756 = l_mut_438_;
                                                                                        float l_1693_ = asfloat(_e3756);
                                                                                        uint l_1694_ = asuint(l_1693_);
                                                                                        double l_1695_ = double(l_1693_);
                                                                                        l_mut_1656_ = l_1695_;
                                                                                        uint l_1696_ = (l_1694_ & 2139095040u);
                                                                                        bool l_1697_ = (l_1696_ == 0u);
                                                                                        if (l_1697_) {
                                                                                            uint l_1698_ = (l_1694_ & 8388607u);
                                                                                            double l_1699_ = double(l_1698_);
                                                                                            double l_1700_ = (l_1699_ * 1.401298464324817e-45L);
                                                                                            l_mut_1656_ = l_1700_;
                                                                                            uint l_1701_ = (l_1694_ >> 31u);
                                                                                            bool l_1702_ = (l_1701_ == 1u);
                                                                                            if (l_1702_) {
                                                                                                double _e3773 = l_mut_1656_;
                                                                                                double l_1703_ = -(_e3773);
                                                                                                l_mut_1656_ = l_1703_;
                                                                                            }
                                                                                        }
                                                                                        double _e3775 = l_mut_1656_;
                                                                                        l_mut_26_ = _e3775;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e3776 = l_mut_26_;
                                                                            l_mut_1580_ = _e3776;
                                                                        } else {
                                                                            double l_1704_ = (l_1549_ - l_1552_);
                                                                            double l_1705_ = (l_1704_ * 7.1362384635298e44L);
                                                                            double l_1706_ = floor(l_1705_);
                                                                            double l_1707_ = (l_1706_ * 1.401298464324817e-45L);
                                                                            l_mut_1656_ = l_1707_;
                                                                            double l_1708_ = abs(l_1704_);
                                                                            bool l_1709_ = (l_1708_ >= 1.1754943508222875e-38L);
                                                                            if (l_1709_) {
                                                                                float l_1710_ = float(l_1704_);
                                                                                double l_1711_ = double(l_1710_);
                                                                                l_mut_1656_ = l_1711_;
                                                                                double _e3788 = l_mut_1656_;
                                                                                bool l_1712_ = (_e3788 > l_1704_);
                                                                                if (l_1712_) {
                                                                                    uint l_1713_ = asuint(l_1710_);
                                                                                    uint l_1714_ = (l_1713_ ^ 2147483648u);
                                                                                    float l_1715_ = asfloat(l_1714_);
                                                                                    uint l_1716_ = asuint(l_1715_);
                                                                                    uint l_1717_ = (l_1716_ + 1u);
                                                                                    l_mut_438_ = l_1717_;
                                                                                    uint l_1718_ = (l_1716_ & 2147483647u);
                                                                                    bool l_1719_ = (l_1718_ == 0u);
                                                                                    if (l_1719_) {
                                                                                        l_mut_438_ = 1u;
                                                                                    } else {
                                                                                        uint l_1720_ = (l_1716_ & 2147483648u);
                                                                                        bool l_1721_ = (l_1720_ != 0u);
                                                                                        if (l_1721_) {
                                                                                            uint l_1722_ = (l_1716_ - 1u);
                                                                                            l_mut_438_ = l_1722_;
                                                                                        } else {
                                                                                            bool l_1723_ = (l_1716_ == 2139095040u);
                                                                                            if (l_1723_) {
                                                                                                l_mut_438_ = l_1716_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3810 = l_mut_438_;
                                                                                    float l_1724_ = asfloat(_e3810);
                                                                                    uint l_1725_ = asuint(l_1724_);
                                                                                    uint l_1726_ = (l_1725_ ^ 2147483648u);
                                                                                    float l_1727_ = asfloat(l_1726_);
                                                                                    uint l_1728_ = asuint(l_1727_);
                                                                                    double l_1729_ = double(l_1727_);
                                                                                    l_mut_26_ = l_1729_;
                                                                                    uint l_1730_ = (l_1728_ & 2139095040u);
                                                                                    bool l_1731_ = (l_1730_ == 0u);
                                                                                    if (l_1731_) {
                                                                                        uint l_1732_ = (l_1728_ & 8388607u);
                                                                                        double l_1733_ = double(l_1732_);
                                                                                        double l_1734_ = (l_1733_ * 1.401298464324817e-45L);
                                                                                        l_mut_26_ = l_1734_;
                                                                                        uint l_1735_ = (l_1728_ >> 31u);
                                                                                        bool l_1736_ = (l_1735_ == 1u);
                                                                                        if (l_1736_) {
                                                                                            double _e3831 = l_mut_26_;
                                                                                            double l_1737_ = -(_e3831);
                                                                                            l_mut_26_ = l_1737_;
                                                                                        }
                                                                                    }
                                                                                    double _e3833 = l_mut_26_;
                                                                                    l_mut_1656_ = _e3833;
                                                                                } else {
                                                                                    uint l_1738_ = asuint(l_1710_);
                                                                                    uint l_1739_ = (l_1738_ + 1u);
                                                                                    l_mut_438_ = l_1739_;
                                                                                    uint l_1740_ = (l_1738_ & 2147483647u);
                                                                                    bool l_1741_ = (l_1740_ == 0u);
                                                                                    if (l_1741_) {
                                                                                        l_mut_438_ = 1u;
                                                                                    } else {
                                                                                        uint l_1742_ = (l_1738_ & 2147483648u);
                                                                                        bool l_1743_ = (l_1742_ != 0u);
                                                                                        if (l_1743_) {
                                                                                            uint l_1744_ = (l_1738_ - 1u);
                                                                                            l_mut_438_ = l_1744_;
                                                                                        } else {
                                                                                            bool l_1745_ = (l_1738_ == 2139095040u);
                                                                                            if (l_1745_) {
                                                                                                l_mut_438_ = l_1738_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3850 = l_mut_438_;
                                                                                    float l_1746_ = asfloat(_e3850);
                                                                                    uint l_1747_ = asuint(l_1746_);
                                                                                    double l_1748_ = double(l_1746_);
                                                                                    l_mut_26_ = l_1748_;
                                                                                    uint l_1749_ = (l_1747_ & 2139095040u);
                                                                                    bool l_1750_ = (l_1749_ == 0u);
                                                                                    if (l_1750_) {
                                                                                        uint l_1751_ = (l_1747_ & 8388607u);
                                                                                        double l_1752_ = double(l_1751_);
                                                                                        double l_1753_ = (l_1752_ * 1.401298464324817e-45L);
                                                                                        l_mut_26_ = l_1753_;
                                                                                        uint l_1754_ = (l_1747_ >> 31u);
                                                                                        bool l_1755_ = (l_1754_ == 1u);
                                                                                        if (l_1755_) {
                                                                                            double _e3867 = l_mut_26_;
                                                                                            double l_1756_ = -(_e3867);
                                                                                            l_mut_26_ = l_1756_;
                                                                                        }
                                                                                    }
                                                                                    double _e3869 = l_mut_26_;
                                                                                    bool l_1757_ = (_e3869 <= l_1704_);
                                                                                    if (l_1757_) {
                                                                                        uint l_1758_ = asuint(l_1710_);
                                                                                        uint l_1759_ = (l_1758_ + 1u);
                                                                                        l_mut_438_ = l_1759_;
                                                                                        uint l_1760_ = (l_1758_ & 2147483647u);
                                                                                        bool l_1761_ = (l_1760_ == 0u);
                                                                                        if (l_1761_) {
                                                                                            l_mut_438_ = 1u;
                                                                                        } else {
                                                                                            uint l_1762_ = (l_1758_ & 2147483648u);
                                                                                            bool l_1763_ = (l_1762_ != 0u);
                                                                                            if (l_1763_) {
                                                                                                uint l_1764_ = (l_1758_ - 1u);
                                                                                                l_mut_438_ = l_1764_;
                                                                                            } else {
                                                                                                bool l_1765_ = (l_1758_ == 2139095040u);
                                                                                                if (l_1765_) {
                                                                                                    l_mut_438_ = l_1758_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e3887 = l_mut_438_;
                                                                                        float l_1766_ = asfloat(_e3887);
                                                                                        uint l_1767_ = asuint(l_1766_);
                                                                                        double l_1768_ = double(l_1766_);
                                                                                        l_mut_26_ = l_1768_;
                                                                                        uint l_1769_ = (l_1767_ & 2139095040u);
                                                                                        bool l_1770_ = (l_1769_ == 0u);
                                                                                        if (l_1770_) {
                                                                                            uint l_1771_ = (l_1767_ & 8388607u);
                                                                                            double l_1772_ = double(l_1771_);
                                                                                            double l_1773_ = (l_1772_ * 1.401298464324817e-45L);
                                                                                            l_mut_26_ = l_1773_;
                                                                                            uint l_1774_ = (l_1767_ >> 31u);
                                                                                            bool l_1775_ = (l_1774_ == 1u);
                                                                                            if (l_1775_) {
                                                                                                double _e3904 = l_mut_26_;
                                                                                                double l_1776_ = -(_e3904);
                                                                                                l_mut_26_ = l_1776_;
                                                                                            }
                                                                                        }
                                                                                        double _e3906 = l_mut_26_;
                                                                                        l_mut_1656_ = _e3906;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e3907 = l_mut_1656_;
                                                                            l_mut_1580_ = _e3907;
                                                                        }
                                                                        double _e3908 = l_mut_243_;
                                                                        double l_1777_ = (_e3908 + l_410_);
                                                                        double l_1778_ = abs(l_1777_);
                                                                        double l_1779_ = (l_1778_ * 2.220446049250313e-16L);
                                                                        double l_1780_ = (l_1546_ + l_1779_);
                                                                        double l_1781_ = (l_1777_ + l_1780_);
                                                                        double l_1782_ = -(l_1781_);
                                                                        double l_1783_ = (l_1782_ * 7.1362384635298e44L);
                                                                        double l_1784_ = floor(l_1783_);
                                                                        double l_1785_ = (l_1784_ * 1.401298464324817e-45L);
                                                                        l_mut_1656_ = l_1785_;
                                                                        double l_1786_ = abs(l_1782_);
                                                                        bool l_1787_ = (l_1786_ >= 1.1754943508222875e-38L);
                                                                        if (l_1787_) {
                                                                            float l_1788_ = float(l_1782_);
                                                                            double l_1789_ = double(l_1788_);
                                                                            l_mut_1656_ = l_1789_;
                                                                            double _e3926 = l_mut_1656_;
                                                                            bool l_1790_ = (_e3926 > l_1782_);
                                                                            if (l_1790_) {
                                                                                uint l_1791_ = asuint(l_1788_);
                                                                                uint l_1792_ = (l_1791_ ^ 2147483648u);
                                                                                float l_1793_ = asfloat(l_1792_);
                                                                                uint l_1794_ = asuint(l_1793_);
                                                                                uint l_1795_ = (l_1794_ + 1u);
                                                                                l_mut_438_ = l_1795_;
                                                                                uint l_1796_ = (l_1794_ & 2147483647u);
                                                                                bool l_1797_ = (l_1796_ == 0u);
                                                                                if (l_1797_) {
                                                                                    l_mut_438_ = 1u;
                                                                                } else {
                                                                                    uint l_1798_ = (l_1794_ & 2147483648u);
                                                                                    bool l_1799_ = (l_1798_ != 0u);
                                                                                    if (l_1799_) {
                                                                                        uint l_1800_ = (l_1794_ - 1u);
                                                                                        l_mut_438_ = l_1800_;
                                                                                    } else {
                                                                                        bool l_1801_ = (l_1794_ == 2139095040u);
                                                                                        if (l_1801_) {
                                                                                            l_mut_438_ = l_1794_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3948 = l_mut_438_;
                                                                                float l_1802_ = asfloat(_e3948);
                                                                                uint l_1803_ = asuint(l_1802_);
                                                                                uint l_1804_ = (l_1803_ ^ 2147483648u);
                                                                                float l_1805_ = asfloat(l_1804_);
                                                                                uint l_1806_ = asuint(l_1805_);
                                                                                double l_1807_ = double(l_1805_);
                                                                                l_mut_26_ = l_1807_;
                                                                                uint l_1808_ = (l_1806_ & 2139095040u);
                                                                                bool l_1809_ = (l_1808_ == 0u);
                                                                                if (l_1809_) {
                                                                                    uint l_1810_ = (l_1806_ & 8388607u);
                                                                                    double l_1811_ = double(l_1810_);
                                                                                    double l_1812_ = (l_1811_ * 1.401298464324817e-45L);
                                                                                    l_mut_26_ = l_1812_;
                                                                                    uint l_1813_ = (l_1806_ >> 31u);
                                                                                    bool l_1814_ = (l_1813_ == 1u);
                                                                                    if (l_1814_) {
                                                                                        double _e3969 = l_mut_26_;
                                                                                        double l_1815_ = -(_e3969);
                                                                                        l_mut_26_ = l_1815_;
                                                                                    }
                                                                                }
                                                                                double _e3971 = l_mut_26_;
                                                                                l_mut_1656_ = _e3971;
                                                                            } else {
                                                                                uint l_1816_ = asuint(l_1788_);
                                                                                uint l_1817_ = (l_1816_ + 1u);
                                                                                l_mut_438_ = l_1817_;
                                                                                uint l_1818_ = (l_1816_ & 2147483647u);
                                                                                bool l_1819_ = (l_1818_ == 0u);
                                                                                if (l_1819_) {
                                                                                    l_mut_438_ = 1u;
                                                                                } else {
                                                                                    uint l_1820_ = (l_1816_ & 2147483648u);
                                                                                    bool l_1821_ = (l_1820_ != 0u);
                                                                                    if (l_1821_) {
                                                                                        uint l_1822_ = (l_1816_ - 1u);
                                                                                        l_mut_438_ = l_1822_;
                                                                                    } else {
                                                                                        bool l_1823_ = (l_1816_ == 2139095040u);
                                                                                        if (l_1823_) {
                                                                                            l_mut_438_ = l_1816_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3988 = l_mut_438_;
                                                                                float l_1824_ = asfloat(_e3988);
                                                                                uint l_1825_ = asuint(l_1824_);
                                                                                double l_1826_ = double(l_1824_);
                                                                                l_mut_26_ = l_1826_;
                                                                                uint l_1827_ = (l_1825_ & 2139095040u);
                                                                                bool l_1828_ = (l_1827_ == 0u);
                                                                                if (l_1828_) {
                                                                                    uint l_1829_ = (l_1825_ & 8388607u);
                                                                                    double l_1830_ = double(l_1829_);
                                                                                    double l_1831_ = (l_1830_ * 1.401298464324817e-45L);
                                                                                    l_mut_26_ = l_1831_;
                                                                                    uint l_1832_ = (l_1825_ >> 31u);
                                                                                    bool l_1833_ = (l_1832_ == 1u);
                                                                                    if (l_1833_) {
                                                                                        double _e4005 = l_mut_26_;
                                                                                        double l_1834_ = -(_e4005);
                                                                                        l_mut_26_ = l_1834_;
                                                                                    }
                                                                                }
                                                                                double _e4007 = l_mut_26_;
                                                                                bool l_1835_ = (_e4007 <= l_1782_);
                                                                                if (l_1835_) {
                                                                                    uint l_1836_ = asuint(l_1788_);
                                                                                    uint l_1837_ = (l_1836_ + 1u);
                                                                                    l_mut_438_ = l_1837_;
                                                                                    uint l_1838_ = (l_1836_ & 2147483647u);
                                                                                    bool l_1839_ = (l_1838_ == 0u);
                                                                                    if (l_1839_) {
                                                                                        l_mut_438_ = 1u;
                                                                                    } else {
                                                                                        uint l_1840_ = (l_1836_ & 2147483648u);
                                                                                        bool l_1841_ = (l_1840_ != 0u);
                                                                                        if (l_1841_) {
                                                                                            uint l_1842_ = (l_1836_ - 1u);
                                                                                            l_mut_438_ = l_1842_;
                                                                                        } else {
                                                                                            bool l_1843_ = (l_1836_ == 2139095040u);
                                                                                            if (l_1843_) {
                                                                                                l_mut_438_ = l_1836_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4025 = l_mut_438_;
                                                                                    float l_1844_ = asfloat(_e4025);
                                                                                    uint l_1845_ = asuint(l_1844_);
                                                                                    double l_1846_ = double(l_1844_);
                                                                                    l_mut_26_ = l_1846_;
                                                                                    uint l_1847_ = (l_1845_ & 2139095040u);
                                                                                    bool l_1848_ = (l_1847_ == 0u);
                                                                                    if (l_1848_) {
                                                                                        uint l_1849_ = (l_1845_ & 8388607u);
                                                                                        double l_1850_ = double(l_1849_);
                                                                                        double l_1851_ = (l_1850_ * 1.401298464324817e-45L);
                                                                                        l_mut_26_ = l_1851_;
                                                                                        uint l_1852_ = (l_1845_ >> 31u);
                                                                                        bool l_1853_ = (l_1852_ == 1u);
                                                                                        if (l_1853_) {
                                                                                            double _e4042 = l_mut_26_;
                                                                                            double l_1854_ = -(_e4042);
                                                                                            l_mut_26_ = l_1854_;
                                                                                        }
                                                                                    }
                                                                                    double _e4044 = l_mut_26_;
                                                                                    l_mut_1656_ = _e4044;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e4045 = l_mut_1656_;
                                                                        double l_1855_ = -(_e4045);
                                                                        l_mut_1656_ = l_1855_;
                                                                        if (false) {
                                                                            local_79 = true;
                                                                        } else {
                                                                            local_79 = false;
                                                                        }
                                                                        bool l_1856_ = local_79;
                                                                        if (l_1856_) {
                                                                            double l_1857_ = (l_1777_ + l_1780_);
                                                                            double l_1858_ = (l_1857_ * 7.1362384635298e44L);
                                                                            double l_1859_ = floor(l_1858_);
                                                                            double l_1860_ = (l_1859_ * 1.401298464324817e-45L);
                                                                            l_mut_26_ = l_1860_;
                                                                            double l_1861_ = abs(l_1857_);
                                                                            bool l_1862_ = (l_1861_ >= 1.1754943508222875e-38L);
                                                                            if (l_1862_) {
                                                                                float l_1863_ = float(l_1857_);
                                                                                double l_1864_ = double(l_1863_);
                                                                                l_mut_26_ = l_1864_;
                                                                                double _e4064 = l_mut_26_;
                                                                                bool l_1865_ = (_e4064 > l_1857_);
                                                                                if (l_1865_) {
                                                                                    uint l_1866_ = asuint(l_1863_);
                                                                                    uint l_1867_ = (l_1866_ ^ 2147483648u);
                                                                                    float l_1868_ = asfloat(l_1867_);
                                                                                    uint l_1869_ = asuint(l_1868_);
                                                                                    uint l_1870_ = (l_1869_ + 1u);
                                                                                    l_mut_438_ = l_1870_;
                                                                                    uint l_1871_ = (l_1869_ & 2147483647u);
                                                                                    bool l_1872_ = (l_1871_ == 0u);
                                                                                    if (l_1872_) {
                                                                                        l_mut_438_ = 1u;
                                                                                    } else {
                                                                                        uint l_1873_ = (l_1869_ & 2147483648u);
                                                                                        bool l_1874_ = (l_1873_ != 0u);
                                                                                        if (l_1874_) {
                                                                                            uint l_1875_ = (l_1869_ - 1u);
                                                                                            l_mut_438_ = l_1875_;
                                                                                        } else {
                                                                                            bool l_1876_ = (l_1869_ == 2139095040u);
                                                                                            if (l_1876_) {
                                                                                                l_mut_438_ = l_1869_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4086 = l_mut_438_;
                                                                                    float l_1877_ = asfloat(_e4086);
                                                                                    uint l_1878_ = asuint(l_1877_);
                                                                                    uint l_1879_ = (l_1878_ ^ 2147483648u);
                                                                                    float l_1880_ = asfloat(l_1879_);
                                                                                    uint l_1881_ = asuint(l_1880_);
                                                                                    double l_1882_ = double(l_1880_);
                                                                                    l_mut_1883_ = l_1882_;
                                                                                    uint l_1884_ = (l_1881_ & 2139095040u);
                                                                                    bool l_1885_ = (l_1884_ == 0u);
                                                                                    if (l_1885_) {
                                                                                        uint l_1886_ = (l_1881_ & 8388607u);
                                                                                        double l_1887_ = double(l_1886_);
                                                                                        double l_1888_ = (l_1887_ * 1.401298464324817e-45L);
                                                                                        l_mut_1883_ = l_1888_;
                                                                                        uint l_1889_ = (l_1881_ >> 31u);
                                                                                        bool l_1890_ = (l_1889_ == 1u);
                                                                                        if (l_1890_) {
                                                                                            double _e4107 = l_mut_1883_;
                                                                                            double l_1891_ = -(_e4107);
                                                                                            l_mut_1883_ = l_1891_;
                                                                                        }
                                                                                    }
                                                                                    double _e4109 = l_mut_1883_;
                                                                                    l_mut_26_ = _e4109;
                                                                                } else {
                                                                                    uint l_1892_ = asuint(l_1863_);
                                                                                    uint l_1893_ = (l_1892_ + 1u);
                                                                                    l_mut_438_ = l_1893_;
                                                                                    uint l_1894_ = (l_1892_ & 2147483647u);
                                                                                    bool l_1895_ = (l_1894_ == 0u);
                                                                                    if (l_1895_) {
                                                                                        l_mut_438_ = 1u;
                                                                                    } else {
                                                                                        uint l_1896_ = (l_1892_ & 2147483648u);
                                                                                        bool l_1897_ = (l_1896_ != 0u);
                                                                                        if (l_1897_) {
                                                                                            uint l_1898_ = (l_1892_ - 1u);
                                                                                            l_mut_438_ = l_1898_;
                                                                                        } else {
                                                                                            bool l_1899_ = (l_1892_ == 2139095040u);
                                                                                            if (l_1899_) {
                                                                                                l_mut_438_ = l_1892_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4126 = l_mut_438_;
                                                                                    float l_1900_ = asfloat(_e4126);
                                                                                    uint l_1901_ = asuint(l_1900_);
                                                                                    double l_1902_ = double(l_1900_);
                                                                                    l_mut_1883_ = l_1902_;
                                                                                    uint l_1903_ = (l_1901_ & 2139095040u);
                                                                                    bool l_1904_ = (l_1903_ == 0u);
                                                                                    if (l_1904_) {
                                                                                        uint l_1905_ = (l_1901_ & 8388607u);
                                                                                        double l_1906_ = double(l_1905_);
                                                                                        double l_1907_ = (l_1906_ * 1.401298464324817e-45L);
                                                                                        l_mut_1883_ = l_1907_;
                                                                                        uint l_1908_ = (l_1901_ >> 31u);
                                                                                        bool l_1909_ = (l_1908_ == 1u);
                                                                                        if (l_1909_) {
                                                                                            double _e4143 = l_mut_1883_;
                                                                                            double l_1910_ = -(_e4143);
                                                                                            l_mut_1883_ = l_1910_;
                                                                                        }
                                                                                    }
                                                                                    double _e4145 = l_mut_1883_;
                                                                                    bool l_1911_ = (_e4145 <= l_1857_);
                                                                                    if (l_1911_) {
                                                                                        uint l_1912_ = asuint(l_1863_);
                                                                                        uint l_1913_ = (l_1912_ + 1u);
                                                                                        l_mut_438_ = l_1913_;
                                                                                        uint l_1914_ = (l_1912_ & 2147483647u);
                                                                                        bool l_1915_ = (l_1914_ == 0u);
                                                                                        if (l_1915_) {
                                                                                            l_mut_438_ = 1u;
                                                                                        } else {
                                                                                            uint l_1916_ = (l_1912_ & 2147483648u);
                                                                                            bool l_1917_ = (l_1916_ != 0u);
                                                                                            if (l_1917_) {
                                                                                                uint l_1918_ = (l_1912_ - 1u);
                                                                                                l_mut_438_ = l_1918_;
                                                                                            } else {
                                                                                                bool l_1919_ = (l_1912_ == 2139095040u);
                                                                                                if (l_1919_) {
                                                                                                    l_mut_438_ = l_1912_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e4163 = l_mut_438_;
                                                                                        float l_1920_ = asfloat(_e4163);
                                                                                        uint l_1921_ = asuint(l_1920_);
                                                                                        double l_1922_ = double(l_1920_);
                                                                                        l_mut_1883_ = l_1922_;
                                                                                        uint l_1923_ = (l_1921_ & 2139095040u);
                                                                                        bool l_1924_ = (l_1923_ == 0u);
                                                                                        if (l_1924_) {
                                                                                            uint l_1925_ = (l_1921_ & 8388607u);
                                                                                            double l_1926_ = double(l_1925_);
                                                                                            double l_1927_ = (l_1926_ * 1.401298464324817e-45L);
                                                                                            l_mut_1883_ = l_1927_;
                                                                                            uint l_1928_ = (l_1921_ >> 31u);
                                                                                            bool l_1929_ = (l_1928_ == 1u);
                                                                                            if (l_1929_) {
                                                                                                double _e4180 = l_mut_1883_;
                                                                                                double l_1930_ = -(_e4180);
                                                                                                l_mut_1883_ = l_1930_;
                                                                                            }
                                                                                        }
                                                                                        double _e4182 = l_mut_1883_;
                                                                                        l_mut_26_ = _e4182;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e4183 = l_mut_26_;
                                                                            l_mut_1656_ = _e4183;
                                                                        } else {
                                                                            double l_1931_ = (l_1777_ - l_1780_);
                                                                            double l_1932_ = -(l_1931_);
                                                                            double l_1933_ = (l_1932_ * 7.1362384635298e44L);
                                                                            double l_1934_ = floor(l_1933_);
                                                                            double l_1935_ = (l_1934_ * 1.401298464324817e-45L);
                                                                            l_mut_1883_ = l_1935_;
                                                                            double l_1936_ = abs(l_1932_);
                                                                            bool l_1937_ = (l_1936_ >= 1.1754943508222875e-38L);
                                                                            if (l_1937_) {
                                                                                float l_1938_ = float(l_1932_);
                                                                                double l_1939_ = double(l_1938_);
                                                                                l_mut_1883_ = l_1939_;
                                                                                double _e4196 = l_mut_1883_;
                                                                                bool l_1940_ = (_e4196 > l_1932_);
                                                                                if (l_1940_) {
                                                                                    uint l_1941_ = asuint(l_1938_);
                                                                                    uint l_1942_ = (l_1941_ ^ 2147483648u);
                                                                                    float l_1943_ = asfloat(l_1942_);
                                                                                    uint l_1944_ = asuint(l_1943_);
                                                                                    uint l_1945_ = (l_1944_ + 1u);
                                                                                    l_mut_438_ = l_1945_;
                                                                                    uint l_1946_ = (l_1944_ & 2147483647u);
                                                                                    bool l_1947_ = (l_1946_ == 0u);
                                                                                    if (l_1947_) {
                                                                                        l_mut_438_ = 1u;
                                                                                    } else {
                                                                                        uint l_1948_ = (l_1944_ & 2147483648u);
                                                                                        bool l_1949_ = (l_1948_ != 0u);
                                                                                        if (l_1949_) {
                                                                                            uint l_1950_ = (l_1944_ - 1u);
                                                                                            l_mut_438_ = l_1950_;
                                                                                        } else {
                                                                                            bool l_1951_ = (l_1944_ == 2139095040u);
                                                                                            if (l_1951_) {
                                                                                                l_mut_438_ = l_1944_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4218 = l_mut_438_;
                                                                                    float l_1952_ = asfloat(_e4218);
                                                                                    uint l_1953_ = asuint(l_1952_);
                                                                                    uint l_1954_ = (l_1953_ ^ 2147483648u);
                                                                                    float l_1955_ = asfloat(l_1954_);
                                                                                    uint l_1956_ = asuint(l_1955_);
                                                                                    double l_1957_ = double(l_1955_);
                                                                                    l_mut_26_ = l_1957_;
                                                                                    uint l_1958_ = (l_1956_ & 2139095040u);
                                                                                    bool l_1959_ = (l_1958_ == 0u);
                                                                                    if (l_1959_) {
                                                                                        uint l_1960_ = (l_1956_ & 8388607u);
                                                                                        double l_1961_ = double(l_1960_);
                                                                                        double l_1962_ = (l_1961_ * 1.401298464324817e-45L);
                                                                                        l_mut_26_ = l_1962_;
                                                                                        uint l_1963_ = (l_1956_ >> 31u);
                                                                                        bool l_1964_ = (l_1963_ == 1u);
                                                                                        if (l_1964_) {
                                                                                            double _e4239 = l_mut_26_;
                                                                                            double l_1965_ = -(_e4239);
                                                                                            l_mut_26_ = l_1965_;
                                                                                        }
                                                                                    }
                                                                                    double _e4241 = l_mut_26_;
                                                                                    l_mut_1883_ = _e4241;
                                                                                } else {
                                                                                    uint l_1966_ = asuint(l_1938_);
                                                                                    uint l_1967_ = (l_1966_ + 1u);
                                                                                    l_mut_438_ = l_1967_;
                                                                                    uint l_1968_ = (l_1966_ & 2147483647u);
                                                                                    bool l_1969_ = (l_1968_ == 0u);
                                                                                    if (l_1969_) {
                                                                                        l_mut_438_ = 1u;
                                                                                    } else {
                                                                                        uint l_1970_ = (l_1966_ & 2147483648u);
                                                                                        bool l_1971_ = (l_1970_ != 0u);
                                                                                        if (l_1971_) {
                                                                                            uint l_1972_ = (l_1966_ - 1u);
                                                                                            l_mut_438_ = l_1972_;
                                                                                        } else {
                                                                                            bool l_1973_ = (l_1966_ == 2139095040u);
                                                                                            if (l_1973_) {
                                                                                                l_mut_438_ = l_1966_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4258 = l_mut_438_;
                                                                                    float l_1974_ = asfloat(_e4258);
                                                                                    uint l_1975_ = asuint(l_1974_);
                                                                                    double l_1976_ = double(l_1974_);
                                                                                    l_mut_26_ = l_1976_;
                                                                                    uint l_1977_ = (l_1975_ & 2139095040u);
                                                                                    bool l_1978_ = (l_1977_ == 0u);
                                                                                    if (l_1978_) {
                                                                                        uint l_1979_ = (l_1975_ & 8388607u);
                                                                                        double l_1980_ = double(l_1979_);
                                                                                        double l_1981_ = (l_1980_ * 1.401298464324817e-45L);
                                                                                        l_mut_26_ = l_1981_;
                                                                                        uint l_1982_ = (l_1975_ >> 31u);
                                                                                        bool l_1983_ = (l_1982_ == 1u);
                                                                                        if (l_1983_) {
                                                                                            double _e4275 = l_mut_26_;
                                                                                            double l_1984_ = -(_e4275);
                                                                                            l_mut_26_ = l_1984_;
                                                                                        }
                                                                                    }
                                                                                    double _e4277 = l_mut_26_;
                                                                                    bool l_1985_ = (_e4277 <= l_1932_);
                                                                                    if (l_1985_) {
                                                                                        uint l_1986_ = asuint(l_1938_);
                                                                                        uint l_1987_ = (l_1986_ + 1u);
                                                                                        l_mut_438_ = l_1987_;
                                                                                        uint l_1988_ = (l_1986_ & 2147483647u);
                                                                                        bool l_1989_ = (l_1988_ == 0u);
                                                                                        if (l_1989_) {
                                                                                            l_mut_438_ = 1u;
                                                                                        } else {
                                                                                            uint l_1990_ = (l_1986_ & 2147483648u);
                                                                                            bool l_1991_ = (l_1990_ != 0u);
                                                                                            if (l_1991_) {
                                                                                                uint l_1992_ = (l_1986_ - 1u);
                                                                                                l_mut_438_ = l_1992_;
                                                                                            } else {
                                                                                                bool l_1993_ = (l_1986_ == 2139095040u);
                                                                                                if (l_1993_) {
                                                                                                    l_mut_438_ = l_1986_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e4295 = l_mut_438_;
                                                                                        float l_1994_ = asfloat(_e4295);
                                                                                        uint l_1995_ = asuint(l_1994_);
                                                                                        double l_1996_ = double(l_1994_);
                                                                                        l_mut_26_ = l_1996_;
                                                                                        uint l_1997_ = (l_1995_ & 2139095040u);
                                                                                        bool l_1998_ = (l_1997_ == 0u);
                                                                                        if (l_1998_) {
                                                                                            uint l_1999_ = (l_1995_ & 8388607u);
                                                                                            double l_2000_ = double(l_1999_);
                                                                                            double l_2001_ = (l_2000_ * 1.401298464324817e-45L);
                                                                                            l_mut_26_ = l_2001_;
                                                                                            uint l_2002_ = (l_1995_ >> 31u);
                                                                                            bool l_2003_ = (l_2002_ == 1u);
                                                                                            if (l_2003_) {
                                                                                                double _e4312 = l_mut_26_;
                                                                                                double l_2004_ = -(_e4312);
                                                                                                l_mut_26_ = l_2004_;
                                                                                            }
                                                                                        }
                                                                                        double _e4314 = l_mut_26_;
                                                                                        l_mut_1883_ = _e4314;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e4315 = l_mut_1883_;
                                                                            double l_2005_ = -(_e4315);
                                                                            l_mut_1656_ = l_2005_;
                                                                        }
                                                                        double _e4317 = l_mut_76_;
                                                                        double l_2006_ = (_e4317 - l_410_);
                                                                        double l_2007_ = abs(l_2006_);
                                                                        double l_2008_ = (l_2007_ * 2.220446049250313e-16L);
                                                                        double l_2009_ = (l_1548_ + l_2008_);
                                                                        double l_2010_ = (l_2006_ + l_2009_);
                                                                        double l_2011_ = -(l_2010_);
                                                                        double l_2012_ = (l_2011_ * 7.1362384635298e44L);
                                                                        double l_2013_ = floor(l_2012_);
                                                                        double l_2014_ = (l_2013_ * 1.401298464324817e-45L);
                                                                        l_mut_1883_ = l_2014_;
                                                                        double l_2015_ = abs(l_2011_);
                                                                        bool l_2016_ = (l_2015_ >= 1.1754943508222875e-38L);
                                                                        if (l_2016_) {
                                                                            float l_2017_ = float(l_2011_);
                                                                            double l_2018_ = double(l_2017_);
                                                                            l_mut_1883_ = l_2018_;
                                                                            double _e4335 = l_mut_1883_;
                                                                            bool l_2019_ = (_e4335 > l_2011_);
                                                                            if (l_2019_) {
                                                                                uint l_2020_ = asuint(l_2017_);
                                                                                uint l_2021_ = (l_2020_ ^ 2147483648u);
                                                                                float l_2022_ = asfloat(l_2021_);
                                                                                uint l_2023_ = asuint(l_2022_);
                                                                                uint l_2024_ = (l_2023_ + 1u);
                                                                                l_mut_438_ = l_2024_;
                                                                                uint l_2025_ = (l_2023_ & 2147483647u);
                                                                                bool l_2026_ = (l_2025_ == 0u);
                                                                                if (l_2026_) {
                                                                                    l_mut_438_ = 1u;
                                                                                } else {
                                                                                    uint l_2027_ = (l_2023_ & 2147483648u);
                                                                                    bool l_2028_ = (l_2027_ != 0u);
                                                                                    if (l_2028_) {
                                                                                        uint l_2029_ = (l_2023_ - 1u);
                                                                                        l_mut_438_ = l_2029_;
                                                                                    } else {
                                                                                        bool l_2030_ = (l_2023_ == 2139095040u);
                                                                                        if (l_2030_) {
                                                                                            l_mut_438_ = l_2023_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e4357 = l_mut_438_;
                                                                                float l_2031_ = asfloat(_e4357);
                                                                                uint l_2032_ = asuint(l_2031_);
                                                                                uint l_2033_ = (l_2032_ ^ 2147483648u);
                                                                                float l_2034_ = asfloat(l_2033_);
                                                                                uint l_2035_ = asuint(l_2034_);
                                                                                double l_2036_ = double(l_2034_);
                                                                                l_mut_26_ = l_2036_;
                                                                                uint l_2037_ = (l_2035_ & 2139095040u);
                                                                                bool l_2038_ = (l_2037_ == 0u);
                                                                                if (l_2038_) {
                                                                                    uint l_2039_ = (l_2035_ & 8388607u);
                                                                                    double l_2040_ = double(l_2039_);
                                                                                    double l_2041_ = (l_2040_ * 1.401298464324817e-45L);
                                                                                    l_mut_26_ = l_2041_;
                                                                                    uint l_2042_ = (l_2035_ >> 31u);
                                                                                    bool l_2043_ = (l_2042_ == 1u);
                                                                                    if (l_2043_) {
                                                                                        double _e4378 = l_mut_26_;
                                                                                        double l_2044_ = -(_e4378);
                                                                                        l_mut_26_ = l_2044_;
                                                                                    }
                                                                                }
                                                                                double _e4380 = l_mut_26_;
                                                                                l_mut_1883_ = _e4380;
                                                                            } else {
                                                                                uint l_2045_ = asuint(l_2017_);
                                                                                uint l_2046_ = (l_2045_ + 1u);
                                                                                l_mut_438_ = l_2046_;
                                                                                uint l_2047_ = (l_2045_ & 2147483647u);
                                                                                bool l_2048_ = (l_2047_ == 0u);
                                                                                if (l_2048_) {
                                                                                    l_mut_438_ = 1u;
                                                                                } else {
                                                                                    uint l_2049_ = (l_2045_ & 2147483648u);
                                                                                    bool l_2050_ = (l_2049_ != 0u);
                                                                                    if (l_2050_) {
                                                                                        uint l_2051_ = (l_2045_ - 1u);
                                                                                        l_mut_438_ = l_2051_;
                                                                                    } else {
                                                                                        bool l_2052_ = (l_2045_ == 2139095040u);
                                                                                        if (l_2052_) {
                                                                                            l_mut_438_ = l_2045_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e4397 = l_mut_438_;
                                                                                float l_2053_ = asfloat(_e4397);
                                                                                uint l_2054_ = asuint(l_2053_);
                                                                                double l_2055_ = double(l_2053_);
                                                                                l_mut_26_ = l_2055_;
                                                                                uint l_2056_ = (l_2054_ & 2139095040u);
                                                                                bool l_2057_ = (l_2056_ == 0u);
                                                                                if (l_2057_) {
                                                                                    uint l_2058_ = (l_2054_ & 8388607u);
                                                                                    double l_2059_ = double(l_2058_);
                                                                                    double l_2060_ = (l_2059_ * 1.401298464324817e-45L);
                                                                                    l_mut_26_ = l_2060_;
                                                                                    uint l_2061_ = (l_2054_ >> 31u);
                                                                                    bool l_2062_ = (l_2061_ == 1u);
                                                                                    if (l_2062_) {
                                                                                        double _e4414 = l_mut_26_;
                                                                                        double l_2063_ = -(_e4414);
                                                                                        l_mut_26_ = l_2063_;
                                                                                    }
                                                                                }
                                                                                double _e4416 = l_mut_26_;
                                                                                bool l_2064_ = (_e4416 <= l_2011_);
                                                                                if (l_2064_) {
                                                                                    uint l_2065_ = asuint(l_2017_);
                                                                                    uint l_2066_ = (l_2065_ + 1u);
                                                                                    l_mut_438_ = l_2066_;
                                                                                    uint l_2067_ = (l_2065_ & 2147483647u);
                                                                                    bool l_2068_ = (l_2067_ == 0u);
                                                                                    if (l_2068_) {
                                                                                        l_mut_438_ = 1u;
                                                                                    } else {
                                                                                        uint l_2069_ = (l_2065_ & 2147483648u);
                                                                                        bool l_2070_ = (l_2069_ != 0u);
                                                                                        if (l_2070_) {
                                                                                            uint l_2071_ = (l_2065_ - 1u);
                                                                                            l_mut_438_ = l_2071_;
                                                                                        } else {
                                                                                            bool l_2072_ = (l_2065_ == 2139095040u);
                                                                                            if (l_2072_) {
                                                                                                l_mut_438_ = l_2065_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4434 = l_mut_438_;
                                                                                    float l_2073_ = asfloat(_e4434);
                                                                                    uint l_2074_ = asuint(l_2073_);
                                                                                    double l_2075_ = double(l_2073_);
                                                                                    l_mut_26_ = l_2075_;
                                                                                    uint l_2076_ = (l_2074_ & 2139095040u);
                                                                                    bool l_2077_ = (l_2076_ == 0u);
                                                                                    if (l_2077_) {
                                                                                        uint l_2078_ = (l_2074_ & 8388607u);
                                                                                        double l_2079_ = double(l_2078_);
                                                                                        double l_2080_ = (l_2079_ * 1.401298464324817e-45L);
                                                                                        l_mut_26_ = l_2080_;
                                                                                        uint l_2081_ = (l_2074_ >> 31u);
                                                                                        bool l_2082_ = (l_2081_ == 1u);
                                                                                        if (l_2082_) {
                                                                                            double _e4451 = l_mut_26_;
                                                                                            double l_2083_ = -(_e4451);
                                                                                            l_mut_26_ = l_2083_;
                                                                                        }
                                                                                    }
                                                                                    double _e4453 = l_mut_26_;
                                                                                    l_mut_1883_ = _e4453;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e4454 = l_mut_1883_;
                                                                        double l_2084_ = -(_e4454);
                                                                        l_mut_1883_ = l_2084_;
                                                                        if (true) {
                                                                            local_80 = true;
                                                                        } else {
                                                                            local_80 = false;
                                                                        }
                                                                        bool l_2085_ = local_80;
                                                                        if (l_2085_) {
                                                                            double l_2086_ = (l_2006_ + l_2009_);
                                                                            double l_2087_ = (l_2086_ * 7.1362384635298e44L);
                                                                            double l_2088_ = floor(l_2087_);
                                                                            double l_2089_ = (l_2088_ * 1.401298464324817e-45L);
                                                                            l_mut_26_ = l_2089_;
                                                                            double l_2090_ = abs(l_2086_);
                                                                            bool l_2091_ = (l_2090_ >= 1.1754943508222875e-38L);
                                                                            if (l_2091_) {
                                                                                float l_2092_ = float(l_2086_);
                                                                                double l_2093_ = double(l_2092_);
                                                                                l_mut_26_ = l_2093_;
                                                                                double _e4473 = l_mut_26_;
                                                                                bool l_2094_ = (_e4473 > l_2086_);
                                                                                if (l_2094_) {
                                                                                    uint l_2095_ = asuint(l_2092_);
                                                                                    uint l_2096_ = (l_2095_ ^ 2147483648u);
                                                                                    float l_2097_ = asfloat(l_2096_);
                                                                                    uint l_2098_ = asuint(l_2097_);
                                                                                    uint l_2099_ = (l_2098_ + 1u);
                                                                                    l_mut_438_ = l_2099_;
                                                                                    uint l_2100_ = (l_2098_ & 2147483647u);
                                                                                    bool l_2101_ = (l_2100_ == 0u);
                                                                                    if (l_2101_) {
                                                                                        l_mut_438_ = 1u;
                                                                                    } else {
                                                                                        uint l_2102_ = (l_2098_ & 2147483648u);
                                                                                        bool l_2103_ = (l_2102_ != 0u);
                                                                                        if (l_2103_) {
                                                                                            uint l_2104_ = (l_2098_ - 1u);
                                                                                            l_mut_438_ = l_2104_;
                                                                                        } else {
                                                                                            bool l_2105_ = (l_2098_ == 2139095040u);
                                                                                            if (l_2105_) {
                                                                                                l_mut_438_ = l_2098_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4495 = l_mut_438_;
                                                                                    float l_2106_ = asfloat(_e4495);
                                                                                    uint l_2107_ = asuint(l_2106_);
                                                                                    uint l_2108_ = (l_2107_ ^ 2147483648u);
                                                                                    float l_2109_ = asfloat(l_2108_);
                                                                                    uint l_2110_ = asuint(l_2109_);
                                                                                    double l_2111_ = double(l_2109_);
                                                                                    l_mut_2112_ = l_2111_;
                                                                                    uint l_2113_ = (l_2110_ & 2139095040u);
                                                                                    bool l_2114_ = (l_2113_ == 0u);
                                                                                    if (l_2114_) {
                                                                                        uint l_2115_ = (l_2110_ & 8388607u);
                                                                                        double l_2116_ = double(l_2115_);
                                                                                        double l_2117_ = (l_2116_ * 1.401298464324817e-45L);
                                                                                        l_mut_2112_ = l_2117_;
                                                                                        uint l_2118_ = (l_2110_ >> 31u);
                                                                                        bool l_2119_ = (l_2118_ == 1u);
                                                                                        if (l_2119_) {
                                                                                            double _e4516 = l_mut_2112_;
                                                                                            double l_2120_ = -(_e4516);
                                                                                            l_mut_2112_ = l_2120_;
                                                                                        }
                                                                                    }
                                                                                    double _e4518 = l_mut_2112_;
                                                                                    l_mut_26_ = _e4518;
                                                                                } else {
                                                                                    uint l_2121_ = asuint(l_2092_);
                                                                                    uint l_2122_ = (l_2121_ + 1u);
                                                                                    l_mut_438_ = l_2122_;
                                                                                    uint l_2123_ = (l_2121_ & 2147483647u);
                                                                                    bool l_2124_ = (l_2123_ == 0u);
                                                                                    if (l_2124_) {
                                                                                        l_mut_438_ = 1u;
                                                                                    } else {
                                                                                        uint l_2125_ = (l_2121_ & 2147483648u);
                                                                                        bool l_2126_ = (l_2125_ != 0u);
                                                                                        if (l_2126_) {
                                                                                            uint l_2127_ = (l_2121_ - 1u);
                                                                                            l_mut_438_ = l_2127_;
                                                                                        } else {
                                                                                            bool l_2128_ = (l_2121_ == 2139095040u);
                                                                                            if (l_2128_) {
                                                                                                l_mut_438_ = l_2121_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4535 = l_mut_438_;
                                                                                    float l_2129_ = asfloat(_e4535);
                                                                                    uint l_2130_ = asuint(l_2129_);
                                                                                    double l_2131_ = double(l_2129_);
                                                                                    l_mut_2112_ = l_2131_;
                                                                                    uint l_2132_ = (l_2130_ & 2139095040u);
                                                                                    bool l_2133_ = (l_2132_ == 0u);
                                                                                    if (l_2133_) {
                                                                                        uint l_2134_ = (l_2130_ & 8388607u);
                                                                                        double l_2135_ = double(l_2134_);
                                                                                        double l_2136_ = (l_2135_ * 1.401298464324817e-45L);
                                                                                        l_mut_2112_ = l_2136_;
                                                                                        uint l_2137_ = (l_2130_ >> 31u);
                                                                                        bool l_2138_ = (l_2137_ == 1u);
                                                                                        if (l_2138_) {
                                                                                            double _e4552 = l_mut_2112_;
                                                                                            double l_2139_ = -(_e4552);
                                                                                            l_mut_2112_ = l_2139_;
                                                                                        }
                                                                                    }
                                                                                    double _e4554 = l_mut_2112_;
                                                                                    bool l_2140_ = (_e4554 <= l_2086_);
                                                                                    if (l_2140_) {
                                                                                        uint l_2141_ = asuint(l_2092_);
                                                                                        uint l_2142_ = (l_2141_ + 1u);
                                                                                        l_mut_438_ = l_2142_;
                                                                                        uint l_2143_ = (l_2141_ & 2147483647u);
                                                                                        bool l_2144_ = (l_2143_ == 0u);
                                                                                        if (l_2144_) {
                                                                                            l_mut_438_ = 1u;
                                                                                        } else {
                                                                                            uint l_2145_ = (l_2141_ & 2147483648u);
                                                                                            bool l_2146_ = (l_2145_ != 0u);
                                                                                            if (l_2146_) {
                                                                                                uint l_2147_ = (l_2141_ - 1u);
                                                                                                l_mut_438_ = l_2147_;
                                                                                            } else {
                                                                                                bool l_2148_ = (l_2141_ == 2139095040u);
                                                                                                if (l_2148_) {
                                                                                                    l_mut_438_ = l_2141_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e4572 = l_mut_438_;
                                                                                        float l_2149_ = asfloat(_e4572);
                                                                                        uint l_2150_ = asuint(l_2149_);
                                                                                        double l_2151_ = double(l_2149_);
                                                                                        l_mut_2112_ = l_2151_;
                                                                                        uint l_2152_ = (l_2150_ & 2139095040u);
                                                                                        bool l_2153_ = (l_2152_ == 0u);
                                                                                        if (l_2153_) {
                                                                                            uint l_2154_ = (l_2150_ & 8388607u);
                                                                                            double l_2155_ = double(l_2154_);
                                                                                            double l_2156_ = (l_2155_ * 1.401298464324817e-45L);
                                                                                            l_mut_2112_ = l_2156_;
                                                                                            uint l_2157_ = (l_2150_ >> 31u);
                                                                                            bool l_2158_ = (l_2157_ == 1u);
                                                                                            if (l_2158_) {
                                                                                                double _e4589 = l_mut_2112_;
                                                                                                double l_2159_ = -(_e4589);
                                                                                                l_mut_2112_ = l_2159_;
                                                                                            }
                                                                                        }
                                                                                        double _e4591 = l_mut_2112_;
                                                                                        l_mut_26_ = _e4591;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e4592 = l_mut_26_;
                                                                            l_mut_1883_ = _e4592;
                                                                        } else {
                                                                            double l_2160_ = (l_2006_ - l_2009_);
                                                                            double l_2161_ = (l_2160_ * 7.1362384635298e44L);
                                                                            double l_2162_ = floor(l_2161_);
                                                                            double l_2163_ = (l_2162_ * 1.401298464324817e-45L);
                                                                            l_mut_2112_ = l_2163_;
                                                                            double l_2164_ = abs(l_2160_);
                                                                            bool l_2165_ = (l_2164_ >= 1.1754943508222875e-38L);
                                                                            if (l_2165_) {
                                                                                float l_2166_ = float(l_2160_);
                                                                                double l_2167_ = double(l_2166_);
                                                                                l_mut_2112_ = l_2167_;
                                                                                double _e4604 = l_mut_2112_;
                                                                                bool l_2168_ = (_e4604 > l_2160_);
                                                                                if (l_2168_) {
                                                                                    uint l_2169_ = asuint(l_2166_);
                                                                                    uint l_2170_ = (l_2169_ ^ 2147483648u);
                                                                                    float l_2171_ = asfloat(l_2170_);
                                                                                    uint l_2172_ = asuint(l_2171_);
                                                                                    uint l_2173_ = (l_2172_ + 1u);
                                                                                    l_mut_438_ = l_2173_;
                                                                                    uint l_2174_ = (l_2172_ & 2147483647u);
                                                                                    bool l_2175_ = (l_2174_ == 0u);
                                                                                    if (l_2175_) {
                                                                                        l_mut_438_ = 1u;
                                                                                    } else {
                                                                                        uint l_2176_ = (l_2172_ & 2147483648u);
                                                                                        bool l_2177_ = (l_2176_ != 0u);
                                                                                        if (l_2177_) {
                                                                                            uint l_2178_ = (l_2172_ - 1u);
                                                                                            l_mut_438_ = l_2178_;
                                                                                        } else {
                                                                                            bool l_2179_ = (l_2172_ == 2139095040u);
                                                                                            if (l_2179_) {
                                                                                                l_mut_438_ = l_2172_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4626 = l_mut_438_;
                                                                                    float l_2180_ = asfloat(_e4626);
                                                                                    uint l_2181_ = asuint(l_2180_);
                                                                                    uint l_2182_ = (l_2181_ ^ 2147483648u);
                                                                                    float l_2183_ = asfloat(l_2182_);
                                                                                    uint l_2184_ = asuint(l_2183_);
                                                                                    double l_2185_ = double(l_2183_);
                                                                                    l_mut_26_ = l_2185_;
                                                                                    uint l_2186_ = (l_2184_ & 2139095040u);
                                                                                    bool l_2187_ = (l_2186_ == 0u);
                                                                                    if (l_2187_) {
                                                                                        uint l_2188_ = (l_2184_ & 8388607u);
                                                                                        double l_2189_ = double(l_2188_);
                                                                                        double l_2190_ = (l_2189_ * 1.401298464324817e-45L);
                                                                                        l_mut_26_ = l_2190_;
                                                                                        uint l_2191_ = (l_2184_ >> 31u);
                                                                                        bool l_2192_ = (l_2191_ == 1u);
                                                                                        if (l_2192_) {
                                                                                            double _e4647 = l_mut_26_;
                                                                                            double l_2193_ = -(_e4647);
                                                                                            l_mut_26_ = l_2193_;
                                                                                        }
                                                                                    }
                                                                                    double _e4649 = l_mut_26_;
                                                                                    l_mut_2112_ = _e4649;
                                                                                } else {
                                                                                    uint l_2194_ = asuint(l_2166_);
                                                                                    uint l_2195_ = (l_2194_ + 1u);
                                                                                    l_mut_438_ = l_2195_;
                                                                                    uint l_2196_ = (l_2194_ & 2147483647u);
                                                                                    bool l_2197_ = (l_2196_ == 0u);
                                                                                    if (l_2197_) {
                                                                                        l_mut_438_ = 1u;
                                                                                    } else {
                                                                                        uint l_2198_ = (l_2194_ & 2147483648u);
                                                                                        bool l_2199_ = (l_2198_ != 0u);
                                                                                        if (l_2199_) {
                                                                                            uint l_2200_ = (l_2194_ - 1u);
                                                                                            l_mut_438_ = l_2200_;
                                                                                        } else {
                                                                                            bool l_2201_ = (l_2194_ == 2139095040u);
                                                                                            if (l_2201_) {
                                                                                                l_mut_438_ = l_2194_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4666 = l_mut_438_;
                                                                                    float l_2202_ = asfloat(_e4666);
                                                                                    uint l_2203_ = asuint(l_2202_);
                                                                                    double l_2204_ = double(l_2202_);
                                                                                    l_mut_26_ = l_2204_;
                                                                                    uint l_2205_ = (l_2203_ & 2139095040u);
                                                                                    bool l_2206_ = (l_2205_ == 0u);
                                                                                    if (l_2206_) {
                                                                                        uint l_2207_ = (l_2203_ & 8388607u);
                                                                                        double l_2208_ = double(l_2207_);
                                                                                        double l_2209_ = (l_2208_ * 1.401298464324817e-45L);
                                                                                        l_mut_26_ = l_2209_;
                                                                                        uint l_2210_ = (l_2203_ >> 31u);
                                                                                        bool l_2211_ = (l_2210_ == 1u);
                                                                                        if (l_2211_) {
                                                                                            double _e4683 = l_mut_26_;
                                                                                            double l_2212_ = -(_e4683);
                                                                                            l_mut_26_ = l_2212_;
                                                                                        }
                                                                                    }
                                                                                    double _e4685 = l_mut_26_;
                                                                                    bool l_2213_ = (_e4685 <= l_2160_);
                                                                                    if (l_2213_) {
                                                                                        uint l_2214_ = asuint(l_2166_);
                                                                                        uint l_2215_ = (l_2214_ + 1u);
                                                                                        l_mut_438_ = l_2215_;
                                                                                        uint l_2216_ = (l_2214_ & 2147483647u);
                                                                                        bool l_2217_ = (l_2216_ == 0u);
                                                                                        if (l_2217_) {
                                                                                            l_mut_438_ = 1u;
                                                                                        } else {
                                                                                            uint l_2218_ = (l_2214_ & 2147483648u);
                                                                                            bool l_2219_ = (l_2218_ != 0u);
                                                                                            if (l_2219_) {
                                                                                                uint l_2220_ = (l_2214_ - 1u);
                                                                                                l_mut_438_ = l_2220_;
                                                                                            } else {
                                                                                                bool l_2221_ = (l_2214_ == 2139095040u);
                                                                                                if (l_2221_) {
                                                                                                    l_mut_438_ = l_2214_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e4703 = l_mut_438_;
                                                                                        float l_2222_ = asfloat(_e4703);
                                                                                        uint l_2223_ = asuint(l_2222_);
                                                                                        double l_2224_ = double(l_2222_);
                                                                                        l_mut_26_ = l_2224_;
                                                                                        uint l_2225_ = (l_2223_ & 2139095040u);
                                                                                        bool l_2226_ = (l_2225_ == 0u);
                                                                                        if (l_2226_) {
                                                                                            uint l_2227_ = (l_2223_ & 8388607u);
                                                                                            double l_2228_ = double(l_2227_);
                                                                                            double l_2229_ = (l_2228_ * 1.401298464324817e-45L);
                                                                                            l_mut_26_ = l_2229_;
                                                                                            uint l_2230_ = (l_2223_ >> 31u);
                                                                                            bool l_2231_ = (l_2230_ == 1u);
                                                                                            if (l_2231_) {
                                                                                                double _e4720 = l_mut_26_;
                                                                                                double l_2232_ = -(_e4720);
                                                                                                l_mut_26_ = l_2232_;
                                                                                            }
                                                                                        }
                                                                                        double _e4722 = l_mut_26_;
                                                                                        l_mut_2112_ = _e4722;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e4723 = l_mut_2112_;
                                                                            l_mut_1883_ = _e4723;
                                                                        }
                                                                        double _e4724 = l_mut_76_;
                                                                        double l_2233_ = (_e4724 + l_410_);
                                                                        double l_2234_ = abs(l_2233_);
                                                                        double l_2235_ = (l_2234_ * 2.220446049250313e-16L);
                                                                        double l_2236_ = (l_1548_ + l_2235_);
                                                                        double l_2237_ = (l_2233_ + l_2236_);
                                                                        double l_2238_ = -(l_2237_);
                                                                        double l_2239_ = (l_2238_ * 7.1362384635298e44L);
                                                                        double l_2240_ = floor(l_2239_);
                                                                        double l_2241_ = (l_2240_ * 1.401298464324817e-45L);
                                                                        l_mut_2112_ = l_2241_;
                                                                        double l_2242_ = abs(l_2238_);
                                                                        bool l_2243_ = (l_2242_ >= 1.1754943508222875e-38L);
                                                                        if (l_2243_) {
                                                                            float l_2244_ = float(l_2238_);
                                                                            double l_2245_ = double(l_2244_);
                                                                            l_mut_2112_ = l_2245_;
                                                                            double _e4742 = l_mut_2112_;
                                                                            bool l_2246_ = (_e4742 > l_2238_);
                                                                            if (l_2246_) {
                                                                                uint l_2247_ = asuint(l_2244_);
                                                                                uint l_2248_ = (l_2247_ ^ 2147483648u);
                                                                                float l_2249_ = asfloat(l_2248_);
                                                                                uint l_2250_ = asuint(l_2249_);
                                                                                uint l_2251_ = (l_2250_ + 1u);
                                                                                l_mut_438_ = l_2251_;
                                                                                uint l_2252_ = (l_2250_ & 2147483647u);
                                                                                bool l_2253_ = (l_2252_ == 0u);
                                                                                if (l_2253_) {
                                                                                    l_mut_438_ = 1u;
                                                                                } else {
                                                                                    uint l_2254_ = (l_2250_ & 2147483648u);
                                                                                    bool l_2255_ = (l_2254_ != 0u);
                                                                                    if (l_2255_) {
                                                                                        uint l_2256_ = (l_2250_ - 1u);
                                                                                        l_mut_438_ = l_2256_;
                                                                                    } else {
                                                                                        bool l_2257_ = (l_2250_ == 2139095040u);
                                                                                        if (l_2257_) {
                                                                                            l_mut_438_ = l_2250_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e4764 = l_mut_438_;
                                                                                float l_2258_ = asfloat(_e4764);
                                                                                uint l_2259_ = asuint(l_2258_);
                                                                                uint l_2260_ = (l_2259_ ^ 2147483648u);
                                                                                float l_2261_ = asfloat(l_2260_);
                                                                                uint l_2262_ = asuint(l_2261_);
                                                                                double l_2263_ = double(l_2261_);
                                                                                l_mut_26_ = l_2263_;
                                                                                uint l_2264_ = (l_2262_ & 2139095040u);
                                                                                bool l_2265_ = (l_2264_ == 0u);
                                                                                if (l_2265_) {
                                                                                    uint l_2266_ = (l_2262_ & 8388607u);
                                                                                    double l_2267_ = double(l_2266_);
                                                                                    double l_2268_ = (l_2267_ * 1.401298464324817e-45L);
                                                                                    l_mut_26_ = l_2268_;
                                                                                    uint l_2269_ = (l_2262_ >> 31u);
                                                                                    bool l_2270_ = (l_2269_ == 1u);
                                                                                    if (l_2270_) {
                                                                                        double _e4785 = l_mut_26_;
                                                                                        double l_2271_ = -(_e4785);
                                                                                        l_mut_26_ = l_2271_;
                                                                                    }
                                                                                }
                                                                                double _e4787 = l_mut_26_;
                                                                                l_mut_2112_ = _e4787;
                                                                            } else {
                                                                                uint l_2272_ = asuint(l_2244_);
                                                                                uint l_2273_ = (l_2272_ + 1u);
                                                                                l_mut_438_ = l_2273_;
                                                                                uint l_2274_ = (l_2272_ & 2147483647u);
                                                                                bool l_2275_ = (l_2274_ == 0u);
                                                                                if (l_2275_) {
                                                                                    l_mut_438_ = 1u;
                                                                                } else {
                                                                                    uint l_2276_ = (l_2272_ & 2147483648u);
                                                                                    bool l_2277_ = (l_2276_ != 0u);
                                                                                    if (l_2277_) {
                                                                                        uint l_2278_ = (l_2272_ - 1u);
                                                                                        l_mut_438_ = l_2278_;
                                                                                    } else {
                                                                                        bool l_2279_ = (l_2272_ == 2139095040u);
                                                                                        if (l_2279_) {
                                                                                            l_mut_438_ = l_2272_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e4804 = l_mut_438_;
                                                                                float l_2280_ = asfloat(_e4804);
                                                                                uint l_2281_ = asuint(l_2280_);
                                                                                double l_2282_ = double(l_2280_);
                                                                                l_mut_26_ = l_2282_;
                                                                                uint l_2283_ = (l_2281_ & 2139095040u);
                                                                                bool l_2284_ = (l_2283_ == 0u);
                                                                                if (l_2284_) {
                                                                                    uint l_2285_ = (l_2281_ & 8388607u);
                                                                                    double l_2286_ = double(l_2285_);
                                                                                    double l_2287_ = (l_2286_ * 1.401298464324817e-45L);
                                                                                    l_mut_26_ = l_2287_;
                                                                                    uint l_2288_ = (l_2281_ >> 31u);
                                                                                    bool l_2289_ = (l_2288_ == 1u);
                                                                                    if (l_2289_) {
                                                                                        double _e4821 = l_mut_26_;
                                                                                        double l_2290_ = -(_e4821);
                                                                                        l_mut_26_ = l_2290_;
                                                                                    }
                                                                                }
                                                                                double _e4823 = l_mut_26_;
                                                                                bool l_2291_ = (_e4823 <= l_2238_);
                                                                                if (l_2291_) {
                                                                                    uint l_2292_ = asuint(l_2244_);
                                                                                    uint l_2293_ = (l_2292_ + 1u);
                                                                                    l_mut_438_ = l_2293_;
                                                                                    uint l_2294_ = (l_2292_ & 2147483647u);
                                                                                    bool l_2295_ = (l_2294_ == 0u);
                                                                                    if (l_2295_) {
                                                                                        l_mut_438_ = 1u;
                                                                                    } else {
                                                                                        uint l_2296_ = (l_2292_ & 2147483648u);
                                                                                        bool l_2297_ = (l_2296_ != 0u);
                                                                                        if (l_2297_) {
                                                                                            uint l_2298_ = (l_2292_ - 1u);
                                                                                            l_mut_438_ = l_2298_;
                                                                                        } else {
                                                                                            bool l_2299_ = (l_2292_ == 2139095040u);
                                                                                            if (l_2299_) {
                                                                                                l_mut_438_ = l_2292_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4841 = l_mut_438_;
                                                                                    float l_2300_ = asfloat(_e4841);
                                                                                    uint l_2301_ = asuint(l_2300_);
                                                                                    double l_2302_ = double(l_2300_);
                                                                                    l_mut_26_ = l_2302_;
                                                                                    uint l_2303_ = (l_2301_ & 2139095040u);
                                                                                    bool l_2304_ = (l_2303_ == 0u);
                                                                                    if (l_2304_) {
                                                                                        uint l_2305_ = (l_2301_ & 8388607u);
                                                                                        double l_2306_ = double(l_2305_);
                                                                                        double l_2307_ = (l_2306_ * 1.401298464324817e-45L);
                                                                                        l_mut_26_ = l_2307_;
                                                                                        uint l_2308_ = (l_2301_ >> 31u);
                                                                                        bool l_2309_ = (l_2308_ == 1u);
                                                                                        if (l_2309_) {
                                                                                            double _e4858 = l_mut_26_;
                                                                                            double l_2310_ = -(_e4858);
                                                                                            l_mut_26_ = l_2310_;
                                                                                        }
                                                                                    }
                                                                                    double _e4860 = l_mut_26_;
                                                                                    l_mut_2112_ = _e4860;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e4861 = l_mut_2112_;
                                                                        double l_2311_ = -(_e4861);
                                                                        l_mut_2112_ = l_2311_;
                                                                        if (false) {
                                                                            local_81 = true;
                                                                        } else {
                                                                            local_81 = false;
                                                                        }
                                                                        bool l_2312_ = local_81;
                                                                        if (l_2312_) {
                                                                            double l_2313_ = (l_2233_ + l_2236_);
                                                                            double l_2314_ = (l_2313_ * 7.1362384635298e44L);
                                                                            double l_2315_ = floor(l_2314_);
                                                                            double l_2316_ = (l_2315_ * 1.401298464324817e-45L);
                                                                            l_mut_26_ = l_2316_;
                                                                            double l_2317_ = abs(l_2313_);
                                                                            bool l_2318_ = (l_2317_ >= 1.1754943508222875e-38L);
                                                                            if (l_2318_) {
                                                                                float l_2319_ = float(l_2313_);
                                                                                double l_2320_ = double(l_2319_);
                                                                                l_mut_26_ = l_2320_;
                                                                                double _e4880 = l_mut_26_;
                                                                                bool l_2321_ = (_e4880 > l_2313_);
                                                                                if (l_2321_) {
                                                                                    uint l_2322_ = asuint(l_2319_);
                                                                                    uint l_2323_ = (l_2322_ ^ 2147483648u);
                                                                                    float l_2324_ = asfloat(l_2323_);
                                                                                    uint l_2325_ = asuint(l_2324_);
                                                                                    uint l_2326_ = (l_2325_ + 1u);
                                                                                    l_mut_438_ = l_2326_;
                                                                                    uint l_2327_ = (l_2325_ & 2147483647u);
                                                                                    bool l_2328_ = (l_2327_ == 0u);
                                                                                    if (l_2328_) {
                                                                                        l_mut_438_ = 1u;
                                                                                    } else {
                                                                                        uint l_2329_ = (l_2325_ & 2147483648u);
                                                                                        bool l_2330_ = (l_2329_ != 0u);
                                                                                        if (l_2330_) {
                                                                                            uint l_2331_ = (l_2325_ - 1u);
                                                                                            l_mut_438_ = l_2331_;
                                                                                        } else {
                                                                                            bool l_2332_ = (l_2325_ == 2139095040u);
                                                                                            if (l_2332_) {
                                                                                                l_mut_438_ = l_2325_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4902 = l_mut_438_;
                                                                                    float l_2333_ = asfloat(_e4902);
                                                                                    uint l_2334_ = asuint(l_2333_);
                                                                                    uint l_2335_ = (l_2334_ ^ 2147483648u);
                                                                                    float l_2336_ = asfloat(l_2335_);
                                                                                    uint l_2337_ = asuint(l_2336_);
                                                                                    double l_2338_ = double(l_2336_);
                                                                                    l_mut_2339_ = l_2338_;
                                                                                    uint l_2340_ = (l_2337_ & 2139095040u);
                                                                                    bool l_2341_ = (l_2340_ == 0u);
                                                                                    if (l_2341_) {
                                                                                        uint l_2342_ = (l_2337_ & 8388607u);
                                                                                        double l_2343_ = double(l_2342_);
                                                                                        double l_2344_ = (l_2343_ * 1.401298464324817e-45L);
                                                                                        l_mut_2339_ = l_2344_;
                                                                                        uint l_2345_ = (l_2337_ >> 31u);
                                                                                        bool l_2346_ = (l_2345_ == 1u);
                                                                                        if (l_2346_) {
                                                                                            double _e4923 = l_mut_2339_;
                                                                                            double l_2347_ = -(_e4923);
                                                                                            l_mut_2339_ = l_2347_;
                                                                                        }
                                                                                    }
                                                                                    double _e4925 = l_mut_2339_;
                                                                                    l_mut_26_ = _e4925;
                                                                                } else {
                                                                                    uint l_2348_ = asuint(l_2319_);
                                                                                    uint l_2349_ = (l_2348_ + 1u);
                                                                                    l_mut_438_ = l_2349_;
                                                                                    uint l_2350_ = (l_2348_ & 2147483647u);
                                                                                    bool l_2351_ = (l_2350_ == 0u);
                                                                                    if (l_2351_) {
                                                                                        l_mut_438_ = 1u;
                                                                                    } else {
                                                                                        uint l_2352_ = (l_2348_ & 2147483648u);
                                                                                        bool l_2353_ = (l_2352_ != 0u);
                                                                                        if (l_2353_) {
                                                                                            uint l_2354_ = (l_2348_ - 1u);
                                                                                            l_mut_438_ = l_2354_;
                                                                                        } else {
                                                                                            bool l_2355_ = (l_2348_ == 2139095040u);
                                                                                            if (l_2355_) {
                                                                                                l_mut_438_ = l_2348_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4942 = l_mut_438_;
                                                                                    float l_2356_ = asfloat(_e4942);
                                                                                    uint l_2357_ = asuint(l_2356_);
                                                                                    double l_2358_ = double(l_2356_);
                                                                                    l_mut_2339_ = l_2358_;
                                                                                    uint l_2359_ = (l_2357_ & 2139095040u);
                                                                                    bool l_2360_ = (l_2359_ == 0u);
                                                                                    if (l_2360_) {
                                                                                        uint l_2361_ = (l_2357_ & 8388607u);
                                                                                        double l_2362_ = double(l_2361_);
                                                                                        double l_2363_ = (l_2362_ * 1.401298464324817e-45L);
                                                                                        l_mut_2339_ = l_2363_;
                                                                                        uint l_2364_ = (l_2357_ >> 31u);
                                                                                        bool l_2365_ = (l_2364_ == 1u);
                                                                                        if (l_2365_) {
                                                                                            double _e4959 = l_mut_2339_;
                                                                                            double l_2366_ = -(_e4959);
                                                                                            l_mut_2339_ = l_2366_;
                                                                                        }
                                                                                    }
                                                                                    double _e4961 = l_mut_2339_;
                                                                                    bool l_2367_ = (_e4961 <= l_2313_);
                                                                                    if (l_2367_) {
                                                                                        uint l_2368_ = asuint(l_2319_);
                                                                                        uint l_2369_ = (l_2368_ + 1u);
                                                                                        l_mut_438_ = l_2369_;
                                                                                        uint l_2370_ = (l_2368_ & 2147483647u);
                                                                                        bool l_2371_ = (l_2370_ == 0u);
                                                                                        if (l_2371_) {
                                                                                            l_mut_438_ = 1u;
                                                                                        } else {
                                                                                            uint l_2372_ = (l_2368_ & 2147483648u);
                                                                                            bool l_2373_ = (l_2372_ != 0u);
                                                                                            if (l_2373_) {
                                                                                                uint l_2374_ = (l_2368_ - 1u);
                                                                                                l_mut_438_ = l_2374_;
                                                                                            } else {
                                                                                                bool l_2375_ = (l_2368_ == 2139095040u);
                                                                                                if (l_2375_) {
                                                                                                    l_mut_438_ = l_2368_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e4979 = l_mut_438_;
                                                                                        float l_2376_ = asfloat(_e4979);
                                                                                        uint l_2377_ = asuint(l_2376_);
                                                                                        double l_2378_ = double(l_2376_);
                                                                                        l_mut_2339_ = l_2378_;
                                                                                        uint l_2379_ = (l_2377_ & 2139095040u);
                                                                                        bool l_2380_ = (l_2379_ == 0u);
                                                                                        if (l_2380_) {
                                                                                            uint l_2381_ = (l_2377_ & 8388607u);
                                                                                            double l_2382_ = double(l_2381_);
                                                                                            double l_2383_ = (l_2382_ * 1.401298464324817e-45L);
                                                                                            l_mut_2339_ = l_2383_;
                                                                                            uint l_2384_ = (l_2377_ >> 31u);
                                                                                            bool l_2385_ = (l_2384_ == 1u);
                                                                                            if (l_2385_) {
                                                                                                double _e4996 = l_mut_2339_;
                                                                                                double l_2386_ = -(_e4996);
                                                                                                l_mut_2339_ = l_2386_;
                                                                                            }
                                                                                        }
                                                                                        double _e4998 = l_mut_2339_;
                                                                                        l_mut_26_ = _e4998;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e4999 = l_mut_26_;
                                                                            l_mut_2112_ = _e4999;
                                                                        } else {
                                                                            double l_2387_ = (l_2233_ - l_2236_);
                                                                            double l_2388_ = -(l_2387_);
                                                                            double l_2389_ = (l_2388_ * 7.1362384635298e44L);
                                                                            double l_2390_ = floor(l_2389_);
                                                                            double l_2391_ = (l_2390_ * 1.401298464324817e-45L);
                                                                            l_mut_2339_ = l_2391_;
                                                                            double l_2392_ = abs(l_2388_);
                                                                            bool l_2393_ = (l_2392_ >= 1.1754943508222875e-38L);
                                                                            if (l_2393_) {
                                                                                float l_2394_ = float(l_2388_);
                                                                                double l_2395_ = double(l_2394_);
                                                                                l_mut_2339_ = l_2395_;
                                                                                double _e5012 = l_mut_2339_;
                                                                                bool l_2396_ = (_e5012 > l_2388_);
                                                                                if (l_2396_) {
                                                                                    uint l_2397_ = asuint(l_2394_);
                                                                                    uint l_2398_ = (l_2397_ ^ 2147483648u);
                                                                                    float l_2399_ = asfloat(l_2398_);
                                                                                    uint l_2400_ = asuint(l_2399_);
                                                                                    uint l_2401_ = (l_2400_ + 1u);
                                                                                    l_mut_438_ = l_2401_;
                                                                                    uint l_2402_ = (l_2400_ & 2147483647u);
                                                                                    bool l_2403_ = (l_2402_ == 0u);
                                                                                    if (l_2403_) {
                                                                                        l_mut_438_ = 1u;
                                                                                    } else {
                                                                                        uint l_2404_ = (l_2400_ & 2147483648u);
                                                                                        bool l_2405_ = (l_2404_ != 0u);
                                                                                        if (l_2405_) {
                                                                                            uint l_2406_ = (l_2400_ - 1u);
                                                                                            l_mut_438_ = l_2406_;
                                                                                        } else {
                                                                                            bool l_2407_ = (l_2400_ == 2139095040u);
                                                                                            if (l_2407_) {
                                                                                                l_mut_438_ = l_2400_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e5034 = l_mut_438_;
                                                                                    float l_2408_ = asfloat(_e5034);
                                                                                    uint l_2409_ = asuint(l_2408_);
                                                                                    uint l_2410_ = (l_2409_ ^ 2147483648u);
                                                                                    float l_2411_ = asfloat(l_2410_);
                                                                                    uint l_2412_ = asuint(l_2411_);
                                                                                    double l_2413_ = double(l_2411_);
                                                                                    l_mut_26_ = l_2413_;
                                                                                    uint l_2414_ = (l_2412_ & 2139095040u);
                                                                                    bool l_2415_ = (l_2414_ == 0u);
                                                                                    if (l_2415_) {
                                                                                        uint l_2416_ = (l_2412_ & 8388607u);
                                                                                        double l_2417_ = double(l_2416_);
                                                                                        double l_2418_ = (l_2417_ * 1.401298464324817e-45L);
                                                                                        l_mut_26_ = l_2418_;
                                                                                        uint l_2419_ = (l_2412_ >> 31u);
                                                                                        bool l_2420_ = (l_2419_ == 1u);
                                                                                        if (l_2420_) {
                                                                                            double _e5055 = l_mut_26_;
                                                                                            double l_2421_ = -(_e5055);
                                                                                            l_mut_26_ = l_2421_;
                                                                                        }
                                                                                    }
                                                                                    double _e5057 = l_mut_26_;
                                                                                    l_mut_2339_ = _e5057;
                                                                                } else {
                                                                                    uint l_2422_ = asuint(l_2394_);
                                                                                    uint l_2423_ = (l_2422_ + 1u);
                                                                                    l_mut_438_ = l_2423_;
                                                                                    uint l_2424_ = (l_2422_ & 2147483647u);
                                                                                    bool l_2425_ = (l_2424_ == 0u);
                                                                                    if (l_2425_) {
                                                                                        l_mut_438_ = 1u;
                                                                                    } else {
                                                                                        uint l_2426_ = (l_2422_ & 2147483648u);
                                                                                        bool l_2427_ = (l_2426_ != 0u);
                                                                                        if (l_2427_) {
                                                                                            uint l_2428_ = (l_2422_ - 1u);
                                                                                            l_mut_438_ = l_2428_;
                                                                                        } else {
                                                                                            bool l_2429_ = (l_2422_ == 2139095040u);
                                                                                            if (l_2429_) {
                                                                                                l_mut_438_ = l_2422_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e5074 = l_mut_438_;
                                                                                    float l_2430_ = asfloat(_e5074);
                                                                                    uint l_2431_ = asuint(l_2430_);
                                                                                    double l_2432_ = double(l_2430_);
                                                                                    l_mut_26_ = l_2432_;
                                                                                    uint l_2433_ = (l_2431_ & 2139095040u);
                                                                                    bool l_2434_ = (l_2433_ == 0u);
                                                                                    if (l_2434_) {
                                                                                        uint l_2435_ = (l_2431_ & 8388607u);
                                                                                        double l_2436_ = double(l_2435_);
                                                                                        double l_2437_ = (l_2436_ * 1.401298464324817e-45L);
                                                                                        l_mut_26_ = l_2437_;
                                                                                        uint l_2438_ = (l_2431_ >> 31u);
                                                                                        bool l_2439_ = (l_2438_ == 1u);
                                                                                        if (l_2439_) {
                                                                                            double _e5091 = l_mut_26_;
                                                                                            double l_2440_ = -(_e5091);
                                                                                            l_mut_26_ = l_2440_;
                                                                                        }
                                                                                    }
                                                                                    double _e5093 = l_mut_26_;
                                                                                    bool l_2441_ = (_e5093 <= l_2388_);
                                                                                    if (l_2441_) {
                                                                                        uint l_2442_ = asuint(l_2394_);
                                                                                        uint l_2443_ = (l_2442_ + 1u);
                                                                                        l_mut_438_ = l_2443_;
                                                                                        uint l_2444_ = (l_2442_ & 2147483647u);
                                                                                        bool l_2445_ = (l_2444_ == 0u);
                                                                                        if (l_2445_) {
                                                                                            l_mut_438_ = 1u;
                                                                                        } else {
                                                                                            uint l_2446_ = (l_2442_ & 2147483648u);
                                                                                            bool l_2447_ = (l_2446_ != 0u);
                                                                                            if (l_2447_) {
                                                                                                uint l_2448_ = (l_2442_ - 1u);
                                                                                                l_mut_438_ = l_2448_;
                                                                                            } else {
                                                                                                bool l_2449_ = (l_2442_ == 2139095040u);
                                                                                                if (l_2449_) {
                                                                                                    l_mut_438_ = l_2442_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e5111 = l_mut_438_;
                                                                                        float l_2450_ = asfloat(_e5111);
                                                                                        uint l_2451_ = asuint(l_2450_);
                                                                                        double l_2452_ = double(l_2450_);
                                                                                        l_mut_26_ = l_2452_;
                                                                                        uint l_2453_ = (l_2451_ & 2139095040u);
                                                                                        bool l_2454_ = (l_2453_ == 0u);
                                                                                        if (l_2454_) {
                                                                                            uint l_2455_ = (l_2451_ & 8388607u);
                                                                                            double l_2456_ = double(l_2455_);
                                                                                            double l_2457_ = (l_2456_ * 1.401298464324817e-45L);
                                                                                            l_mut_26_ = l_2457_;
                                                                                            uint l_2458_ = (l_2451_ >> 31u);
                                                                                            bool l_2459_ = (l_2458_ == 1u);
                                                                                            if (l_2459_) {
                                                                                                double _e5128 = l_mut_26_;
                                                                                                double l_2460_ = -(_e5128);
                                                                                                l_mut_26_ = l_2460_;
                                                                                            }
                                                                                        }
                                                                                        double _e5130 = l_mut_26_;
                                                                                        l_mut_2339_ = _e5130;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e5131 = l_mut_2339_;
                                                                            double l_2461_ = -(_e5131);
                                                                            l_mut_2112_ = l_2461_;
                                                                        }
                                                                        l_mut_438_ = 0u;
                                                                        double _e5134 = l_mut_1883_;
                                                                        bool l_2462_ = (_e5134 <= 0.0L);
                                                                        double _e5137 = l_mut_2112_;
                                                                        bool l_2463_ = (_e5137 >= 0.0L);
                                                                        if (l_2462_) {
                                                                            local_82 = l_2463_;
                                                                        } else {
                                                                            local_82 = false;
                                                                        }
                                                                        bool l_2464_ = local_82;
                                                                        bool l_2465_ = !(l_2464_);
                                                                        if (l_2465_) {
                                                                            double _e5145 = l_mut_1580_;
                                                                            double _e5146 = l_mut_1883_;
                                                                            double l_2467_ = (_e5145 / _e5146);
                                                                            double _e5148 = l_mut_1580_;
                                                                            double _e5149 = l_mut_2112_;
                                                                            double l_2468_ = (_e5148 / _e5149);
                                                                            double _e5151 = l_mut_1656_;
                                                                            double _e5152 = l_mut_1883_;
                                                                            double l_2469_ = (_e5151 / _e5152);
                                                                            double _e5154 = l_mut_1656_;
                                                                            double _e5155 = l_mut_2112_;
                                                                            double l_2470_ = (_e5154 / _e5155);
                                                                            a_2466_[0] = l_2467_;
                                                                            a_2466_[1] = l_2467_;
                                                                            double l_2471_ = a_2466_[0];
                                                                            bool l_2472_ = (l_2468_ < l_2471_);
                                                                            if (l_2472_) {
                                                                                a_2466_[0] = l_2468_;
                                                                            }
                                                                            double l_2473_ = a_2466_[0];
                                                                            bool l_2474_ = (l_2469_ < l_2473_);
                                                                            if (l_2474_) {
                                                                                a_2466_[0] = l_2469_;
                                                                            }
                                                                            double l_2475_ = a_2466_[0];
                                                                            bool l_2476_ = (l_2470_ < l_2475_);
                                                                            if (l_2476_) {
                                                                                a_2466_[0] = l_2470_;
                                                                            }
                                                                            double l_2477_ = a_2466_[1];
                                                                            bool l_2478_ = (l_2468_ > l_2477_);
                                                                            if (l_2478_) {
                                                                                a_2466_[1] = l_2468_;
                                                                            }
                                                                            double l_2479_ = a_2466_[1];
                                                                            bool l_2480_ = (l_2469_ > l_2479_);
                                                                            if (l_2480_) {
                                                                                a_2466_[1] = l_2469_;
                                                                            }
                                                                            double l_2481_ = a_2466_[1];
                                                                            bool l_2482_ = (l_2470_ > l_2481_);
                                                                            if (l_2482_) {
                                                                                a_2466_[1] = l_2470_;
                                                                            }
                                                                            double l_2483_ = a_2466_[0];
                                                                            double l_2484_ = abs(l_2483_);
                                                                            double _e5186 = l_mut_49_;
                                                                            double l_2485_ = (l_2484_ * _e5186);
                                                                            double l_2486_ = a_2466_[1];
                                                                            double l_2487_ = abs(l_2486_);
                                                                            double _e5191 = l_mut_49_;
                                                                            double l_2488_ = (l_2487_ * _e5191);
                                                                            l_mut_438_ = 2u;
                                                                            double l_2489_ = a_2466_[0];
                                                                            double l_2490_ = (l_2489_ - l_2485_);
                                                                            double l_2491_ = abs(l_2490_);
                                                                            l_mut_2339_ = 1.401298464324817e-45L;
                                                                            bool l_2492_ = (l_2491_ >= 1.1754943508222875e-38L);
                                                                            bool l_2493_ = (l_2491_ <= 1.7976931348623157e308L);
                                                                            if (l_2492_) {
                                                                                local_83 = l_2493_;
                                                                            } else {
                                                                                local_83 = false;
                                                                            }
                                                                            bool l_2494_ = local_83;
                                                                            if (l_2494_) {
                                                                                uint64_t l_2495_ = l_2491_;
                                                                                uint64_t l_2496_ = (l_2495_ >> uint(52uL));
                                                                                uint64_t l_2497_ = (l_2496_ - 23uL);
                                                                                uint64_t l_2498_ = (l_2497_ << uint(52uL));
                                                                                double l_2499_ = l_2498_;
                                                                                l_mut_2339_ = l_2499_;
                                                                            }
                                                                            double l_2500_ = (l_2489_ + l_2485_);
                                                                            double l_2501_ = abs(l_2500_);
                                                                            l_mut_2112_ = 1.401298464324817e-45L;
                                                                            bool l_2502_ = (l_2501_ >= 1.1754943508222875e-38L);
                                                                            bool l_2503_ = (l_2501_ <= 1.7976931348623157e308L);
                                                                            if (l_2502_) {
                                                                                local_84 = l_2503_;
                                                                            } else {
                                                                                local_84 = false;
                                                                            }
                                                                            bool l_2504_ = local_84;
                                                                            if (l_2504_) {
                                                                                uint64_t l_2505_ = l_2501_;
                                                                                uint64_t l_2506_ = (l_2505_ >> uint(52uL));
                                                                                uint64_t l_2507_ = (l_2506_ - 23uL);
                                                                                uint64_t l_2508_ = (l_2507_ << uint(52uL));
                                                                                double l_2509_ = l_2508_;
                                                                                l_mut_2112_ = l_2509_;
                                                                            }
                                                                            double _e5242 = l_mut_2339_;
                                                                            double _e5243 = l_mut_2112_;
                                                                            bool l_2510_ = (_e5242 == _e5243);
                                                                            double l_2511_ = a_2466_[1];
                                                                            double l_2512_ = (l_2511_ - l_2488_);
                                                                            double l_2513_ = abs(l_2512_);
                                                                            l_mut_2339_ = 1.401298464324817e-45L;
                                                                            bool l_2514_ = (l_2513_ >= 1.1754943508222875e-38L);
                                                                            bool l_2515_ = (l_2513_ <= 1.7976931348623157e308L);
                                                                            if (l_2514_) {
                                                                                local_85 = l_2515_;
                                                                            } else {
                                                                                local_85 = false;
                                                                            }
                                                                            bool l_2516_ = local_85;
                                                                            if (l_2516_) {
                                                                                uint64_t l_2517_ = l_2513_;
                                                                                uint64_t l_2518_ = (l_2517_ >> uint(52uL));
                                                                                uint64_t l_2519_ = (l_2518_ - 23uL);
                                                                                uint64_t l_2520_ = (l_2519_ << uint(52uL));
                                                                                double l_2521_ = l_2520_;
                                                                                l_mut_2339_ = l_2521_;
                                                                            }
                                                                            double l_2522_ = (l_2511_ + l_2488_);
                                                                            double l_2523_ = abs(l_2522_);
                                                                            l_mut_2112_ = 1.401298464324817e-45L;
                                                                            bool l_2524_ = (l_2523_ >= 1.1754943508222875e-38L);
                                                                            bool l_2525_ = (l_2523_ <= 1.7976931348623157e308L);
                                                                            if (l_2524_) {
                                                                                local_86 = l_2525_;
                                                                            } else {
                                                                                local_86 = false;
                                                                            }
                                                                            bool l_2526_ = local_86;
                                                                            if (l_2526_) {
                                                                                uint64_t l_2527_ = l_2523_;
                                                                                uint64_t l_2528_ = (l_2527_ >> uint(52uL));
                                                                                uint64_t l_2529_ = (l_2528_ - 23uL);
                                                                                uint64_t l_2530_ = (l_2529_ << uint(52uL));
                                                                                double l_2531_ = l_2530_;
                                                                                l_mut_2112_ = l_2531_;
                                                                            }
                                                                            double _e5293 = l_mut_2339_;
                                                                            double _e5294 = l_mut_2112_;
                                                                            bool l_2532_ = (_e5293 == _e5294);
                                                                            if (l_2510_) {
                                                                                local_87 = l_2532_;
                                                                            } else {
                                                                                local_87 = false;
                                                                            }
                                                                            bool l_2533_ = local_87;
                                                                            if (l_2533_) {
                                                                                double l_2534_ = a_2466_[0];
                                                                                double l_2535_ = a_2466_[0];
                                                                                double l_2536_ = abs(l_2535_);
                                                                                l_mut_2339_ = 1.401298464324817e-45L;
                                                                                bool l_2537_ = (l_2536_ >= 1.1754943508222875e-38L);
                                                                                bool l_2538_ = (l_2536_ <= 1.7976931348623157e308L);
                                                                                if (l_2537_) {
                                                                                    local_88 = l_2538_;
                                                                                } else {
                                                                                    local_88 = false;
                                                                                }
                                                                                bool l_2539_ = local_88;
                                                                                if (l_2539_) {
                                                                                    uint64_t l_2540_ = l_2536_;
                                                                                    uint64_t l_2541_ = (l_2540_ >> uint(52uL));
                                                                                    uint64_t l_2542_ = (l_2541_ - 23uL);
                                                                                    uint64_t l_2543_ = (l_2542_ << uint(52uL));
                                                                                    double l_2544_ = l_2543_;
                                                                                    l_mut_2339_ = l_2544_;
                                                                                }
                                                                                double _e5326 = l_mut_2339_;
                                                                                double l_2545_ = (l_413_ * _e5326);
                                                                                double l_2546_ = (l_2534_ - l_2545_);
                                                                                double l_2547_ = a_2466_[1];
                                                                                double l_2548_ = a_2466_[1];
                                                                                double l_2549_ = abs(l_2548_);
                                                                                l_mut_2339_ = 1.401298464324817e-45L;
                                                                                bool l_2550_ = (l_2549_ >= 1.1754943508222875e-38L);
                                                                                bool l_2551_ = (l_2549_ <= 1.7976931348623157e308L);
                                                                                if (l_2550_) {
                                                                                    local_89 = l_2551_;
                                                                                } else {
                                                                                    local_89 = false;
                                                                                }
                                                                                bool l_2552_ = local_89;
                                                                                if (l_2552_) {
                                                                                    uint64_t l_2553_ = l_2549_;
                                                                                    uint64_t l_2554_ = (l_2553_ >> uint(52uL));
                                                                                    uint64_t l_2555_ = (l_2554_ - 23uL);
                                                                                    uint64_t l_2556_ = (l_2555_ << uint(52uL));
                                                                                    double l_2557_ = l_2556_;
                                                                                    l_mut_2339_ = l_2557_;
                                                                                }
                                                                                double _e5355 = l_mut_2339_;
                                                                                double l_2558_ = (l_413_ * _e5355);
                                                                                double l_2559_ = (l_2547_ + l_2558_);
                                                                                float _e5358 = l_mut_22_;
                                                                                uint l_2560_ = asuint(_e5358);
                                                                                float _e5360 = l_mut_22_;
                                                                                double l_2561_ = double(_e5360);
                                                                                l_mut_2339_ = l_2561_;
                                                                                uint l_2562_ = (l_2560_ & 2139095040u);
                                                                                bool l_2563_ = (l_2562_ == 0u);
                                                                                if (l_2563_) {
                                                                                    uint l_2564_ = (l_2560_ & 8388607u);
                                                                                    double l_2565_ = double(l_2564_);
                                                                                    double l_2566_ = (l_2565_ * 1.401298464324817e-45L);
                                                                                    l_mut_2339_ = l_2566_;
                                                                                    uint l_2567_ = (l_2560_ >> 31u);
                                                                                    bool l_2568_ = (l_2567_ == 1u);
                                                                                    if (l_2568_) {
                                                                                        double _e5375 = l_mut_2339_;
                                                                                        double l_2569_ = -(_e5375);
                                                                                        l_mut_2339_ = l_2569_;
                                                                                    }
                                                                                }
                                                                                float _e5377 = l_mut_22_;
                                                                                uint l_2570_ = asuint(_e5377);
                                                                                uint l_2571_ = (l_2570_ + 1u);
                                                                                l_mut_2572_ = l_2571_;
                                                                                uint l_2573_ = (l_2570_ & 2147483647u);
                                                                                bool l_2574_ = (l_2573_ == 0u);
                                                                                if (l_2574_) {
                                                                                    l_mut_2572_ = 1u;
                                                                                } else {
                                                                                    uint l_2575_ = (l_2570_ & 2147483648u);
                                                                                    bool l_2576_ = (l_2575_ != 0u);
                                                                                    if (l_2576_) {
                                                                                        uint l_2577_ = (l_2570_ - 1u);
                                                                                        l_mut_2572_ = l_2577_;
                                                                                    } else {
                                                                                        bool l_2578_ = (l_2570_ == 2139095040u);
                                                                                        if (l_2578_) {
                                                                                            l_mut_2572_ = l_2570_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e5394 = l_mut_2572_;
                                                                                float l_2579_ = asfloat(_e5394);
                                                                                uint l_2580_ = asuint(l_2579_);
                                                                                double l_2581_ = double(l_2579_);
                                                                                l_mut_2112_ = l_2581_;
                                                                                uint l_2582_ = (l_2580_ & 2139095040u);
                                                                                bool l_2583_ = (l_2582_ == 0u);
                                                                                if (l_2583_) {
                                                                                    uint l_2584_ = (l_2580_ & 8388607u);
                                                                                    double l_2585_ = double(l_2584_);
                                                                                    double l_2586_ = (l_2585_ * 1.401298464324817e-45L);
                                                                                    l_mut_2112_ = l_2586_;
                                                                                    uint l_2587_ = (l_2580_ >> 31u);
                                                                                    bool l_2588_ = (l_2587_ == 1u);
                                                                                    if (l_2588_) {
                                                                                        double _e5411 = l_mut_2112_;
                                                                                        double l_2589_ = -(_e5411);
                                                                                        l_mut_2112_ = l_2589_;
                                                                                    }
                                                                                }
                                                                                float _e5413 = l_mut_22_;
                                                                                uint l_2590_ = asuint(_e5413);
                                                                                uint l_2591_ = (l_2590_ ^ 2147483648u);
                                                                                float l_2592_ = asfloat(l_2591_);
                                                                                uint l_2593_ = asuint(l_2592_);
                                                                                uint l_2594_ = (l_2593_ + 1u);
                                                                                l_mut_2572_ = l_2594_;
                                                                                uint l_2595_ = (l_2593_ & 2147483647u);
                                                                                bool l_2596_ = (l_2595_ == 0u);
                                                                                if (l_2596_) {
                                                                                    l_mut_2572_ = 1u;
                                                                                } else {
                                                                                    uint l_2597_ = (l_2593_ & 2147483648u);
                                                                                    bool l_2598_ = (l_2597_ != 0u);
                                                                                    if (l_2598_) {
                                                                                        uint l_2599_ = (l_2593_ - 1u);
                                                                                        l_mut_2572_ = l_2599_;
                                                                                    } else {
                                                                                        bool l_2600_ = (l_2593_ == 2139095040u);
                                                                                        if (l_2600_) {
                                                                                            l_mut_2572_ = l_2593_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e5434 = l_mut_2572_;
                                                                                float l_2601_ = asfloat(_e5434);
                                                                                uint l_2602_ = asuint(l_2601_);
                                                                                uint l_2603_ = (l_2602_ ^ 2147483648u);
                                                                                float l_2604_ = asfloat(l_2603_);
                                                                                uint l_2605_ = asuint(l_2604_);
                                                                                double l_2606_ = double(l_2604_);
                                                                                l_mut_1883_ = l_2606_;
                                                                                uint l_2607_ = (l_2605_ & 2139095040u);
                                                                                bool l_2608_ = (l_2607_ == 0u);
                                                                                if (l_2608_) {
                                                                                    uint l_2609_ = (l_2605_ & 8388607u);
                                                                                    double l_2610_ = double(l_2609_);
                                                                                    double l_2611_ = (l_2610_ * 1.401298464324817e-45L);
                                                                                    l_mut_1883_ = l_2611_;
                                                                                    uint l_2612_ = (l_2605_ >> 31u);
                                                                                    bool l_2613_ = (l_2612_ == 1u);
                                                                                    if (l_2613_) {
                                                                                        double _e5455 = l_mut_1883_;
                                                                                        double l_2614_ = -(_e5455);
                                                                                        l_mut_1883_ = l_2614_;
                                                                                    }
                                                                                }
                                                                                double l_2615_ = (l_2546_ + l_2485_);
                                                                                double _e5458 = l_mut_2339_;
                                                                                bool l_2616_ = (l_2615_ <= _e5458);
                                                                                l_mut_530_ = l_2616_;
                                                                                double l_2617_ = (l_2546_ - l_2485_);
                                                                                double _e5461 = l_mut_2339_;
                                                                                bool l_2618_ = (l_2617_ > _e5461);
                                                                                l_mut_527_ = l_2618_;
                                                                                double l_2619_ = (l_2559_ - l_2488_);
                                                                                double _e5464 = l_mut_2339_;
                                                                                bool l_2620_ = (l_2619_ >= _e5464);
                                                                                l_mut_524_ = l_2620_;
                                                                                double l_2621_ = (l_2559_ + l_2488_);
                                                                                double _e5467 = l_mut_2339_;
                                                                                bool l_2622_ = (l_2621_ < _e5467);
                                                                                l_mut_521_ = l_2622_;
                                                                                double l_2623_ = (l_2546_ + l_2485_);
                                                                                double _e5470 = l_mut_2112_;
                                                                                bool l_2624_ = (l_2623_ < _e5470);
                                                                                l_mut_530_ = l_2624_;
                                                                                double l_2625_ = (l_2546_ - l_2485_);
                                                                                double _e5473 = l_mut_2112_;
                                                                                bool l_2626_ = (l_2625_ >= _e5473);
                                                                                l_mut_527_ = l_2626_;
                                                                                double l_2627_ = (l_2559_ - l_2488_);
                                                                                double _e5476 = l_mut_1883_;
                                                                                bool l_2628_ = (l_2627_ > _e5476);
                                                                                l_mut_524_ = l_2628_;
                                                                                double l_2629_ = (l_2559_ + l_2488_);
                                                                                double _e5479 = l_mut_1883_;
                                                                                bool l_2630_ = (l_2629_ <= _e5479);
                                                                                l_mut_521_ = l_2630_;
                                                                                l_mut_2572_ = 2u;
                                                                                bool _e5482 = l_mut_527_;
                                                                                if (!(_e5482)) {
                                                                                    bool _e5486 = l_mut_521_;
                                                                                    local_90 = _e5486;
                                                                                } else {
                                                                                    local_90 = true;
                                                                                }
                                                                                bool l_2631_ = local_90;
                                                                                if (l_2631_) {
                                                                                    l_mut_2572_ = 1u;
                                                                                } else {
                                                                                    bool _e5490 = l_mut_530_;
                                                                                    if (_e5490) {
                                                                                        bool _e5493 = l_mut_524_;
                                                                                        local_91 = _e5493;
                                                                                    } else {
                                                                                        local_91 = false;
                                                                                    }
                                                                                    bool l_2632_ = local_91;
                                                                                    if (l_2632_) {
                                                                                        l_mut_2572_ = 0u;
                                                                                    }
                                                                                }
                                                                                float _e5497 = l_mut_22_;
                                                                                uint l_2633_ = asuint(_e5497);
                                                                                uint l_2634_ = (l_2633_ & 2147483647u);
                                                                                bool l_2635_ = (l_2634_ == 0u);
                                                                                if (l_2635_) {
                                                                                    double l_2636_ = (l_2546_ + l_2485_);
                                                                                    bool l_2637_ = (l_2636_ < 1.1754943508222875e-38L);
                                                                                    double l_2638_ = (l_2559_ - l_2488_);
                                                                                    bool l_2639_ = (l_2638_ > -1.1754943508222875e-38L);
                                                                                    if (l_2637_) {
                                                                                        local_92 = l_2639_;
                                                                                    } else {
                                                                                        local_92 = false;
                                                                                    }
                                                                                    bool l_2640_ = local_92;
                                                                                    double l_2641_ = (l_2546_ - l_2485_);
                                                                                    bool l_2642_ = (l_2641_ < 1.1754943508222875e-38L);
                                                                                    double l_2643_ = (l_2559_ + l_2488_);
                                                                                    bool l_2644_ = (l_2643_ > -1.1754943508222875e-38L);
                                                                                    if (l_2642_) {
                                                                                        local_93 = l_2644_;
                                                                                    } else {
                                                                                        local_93 = false;
                                                                                    }
                                                                                    bool l_2645_ = local_93;
                                                                                    if (l_2640_) {
                                                                                        l_mut_2572_ = 0u;
                                                                                    } else {
                                                                                        uint _e5524 = l_mut_2572_;
                                                                                        bool l_2646_ = (_e5524 == 1u);
                                                                                        if (l_2645_) {
                                                                                            local_94 = l_2646_;
                                                                                        } else {
                                                                                            local_94 = false;
                                                                                        }
                                                                                        bool l_2647_ = local_94;
                                                                                        if (l_2647_) {
                                                                                            l_mut_2572_ = 2u;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e5532 = l_mut_2572_;
                                                                                l_mut_438_ = _e5532;
                                                                            }
                                                                        }
                                                                        double _e5533 = l_mut_243_;
                                                                        double l_2648_ = (_e5533 - l_410_);
                                                                        double l_2649_ = abs(l_2648_);
                                                                        double l_2650_ = (l_2649_ * 2.220446049250313e-16L);
                                                                        double l_2651_ = (l_1546_ + l_2650_);
                                                                        double l_2652_ = (l_2648_ + l_2651_);
                                                                        double l_2653_ = -(l_2652_);
                                                                        double l_2654_ = (l_2653_ * 7.1362384635298e44L);
                                                                        double l_2655_ = floor(l_2654_);
                                                                        double l_2656_ = (l_2655_ * 1.401298464324817e-45L);
                                                                        l_mut_2339_ = l_2656_;
                                                                        double l_2657_ = abs(l_2653_);
                                                                        bool l_2658_ = (l_2657_ >= 1.1754943508222875e-38L);
                                                                        if (l_2658_) {
                                                                            float l_2659_ = float(l_2653_);
                                                                            double l_2660_ = double(l_2659_);
                                                                            l_mut_2339_ = l_2660_;
                                                                            double _e5551 = l_mut_2339_;
                                                                            bool l_2661_ = (_e5551 > l_2653_);
                                                                            if (l_2661_) {
                                                                                uint l_2662_ = asuint(l_2659_);
                                                                                uint l_2663_ = (l_2662_ ^ 2147483648u);
                                                                                float l_2664_ = asfloat(l_2663_);
                                                                                uint l_2665_ = asuint(l_2664_);
                                                                                uint l_2666_ = (l_2665_ + 1u);
                                                                                l_mut_2572_ = l_2666_;
                                                                                uint l_2667_ = (l_2665_ & 2147483647u);
                                                                                bool l_2668_ = (l_2667_ == 0u);
                                                                                if (l_2668_) {
                                                                                    l_mut_2572_ = 1u;
                                                                                } else {
                                                                                    uint l_2669_ = (l_2665_ & 2147483648u);
                                                                                    bool l_2670_ = (l_2669_ != 0u);
                                                                                    if (l_2670_) {
                                                                                        uint l_2671_ = (l_2665_ - 1u);
                                                                                        l_mut_2572_ = l_2671_;
                                                                                    } else {
                                                                                        bool l_2672_ = (l_2665_ == 2139095040u);
                                                                                        if (l_2672_) {
                                                                                            l_mut_2572_ = l_2665_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e5573 = l_mut_2572_;
                                                                                float l_2673_ = asfloat(_e5573);
                                                                                uint l_2674_ = asuint(l_2673_);
                                                                                uint l_2675_ = (l_2674_ ^ 2147483648u);
                                                                                float l_2676_ = asfloat(l_2675_);
                                                                                uint l_2677_ = asuint(l_2676_);
                                                                                double l_2678_ = double(l_2676_);
                                                                                l_mut_2112_ = l_2678_;
                                                                                uint l_2679_ = (l_2677_ & 2139095040u);
                                                                                bool l_2680_ = (l_2679_ == 0u);
                                                                                if (l_2680_) {
                                                                                    uint l_2681_ = (l_2677_ & 8388607u);
                                                                                    double l_2682_ = double(l_2681_);
                                                                                    double l_2683_ = (l_2682_ * 1.401298464324817e-45L);
                                                                                    l_mut_2112_ = l_2683_;
                                                                                    uint l_2684_ = (l_2677_ >> 31u);
                                                                                    bool l_2685_ = (l_2684_ == 1u);
                                                                                    if (l_2685_) {
                                                                                        double _e5594 = l_mut_2112_;
                                                                                        double l_2686_ = -(_e5594);
                                                                                        l_mut_2112_ = l_2686_;
                                                                                    }
                                                                                }
                                                                                double _e5596 = l_mut_2112_;
                                                                                l_mut_2339_ = _e5596;
                                                                            } else {
                                                                                uint l_2687_ = asuint(l_2659_);
                                                                                uint l_2688_ = (l_2687_ + 1u);
                                                                                l_mut_2572_ = l_2688_;
                                                                                uint l_2689_ = (l_2687_ & 2147483647u);
                                                                                bool l_2690_ = (l_2689_ == 0u);
                                                                                if (l_2690_) {
                                                                                    l_mut_2572_ = 1u;
                                                                                } else {
                                                                                    uint l_2691_ = (l_2687_ & 2147483648u);
                                                                                    bool l_2692_ = (l_2691_ != 0u);
                                                                                    if (l_2692_) {
                                                                                        uint l_2693_ = (l_2687_ - 1u);
                                                                                        l_mut_2572_ = l_2693_;
                                                                                    } else {
                                                                                        bool l_2694_ = (l_2687_ == 2139095040u);
                                                                                        if (l_2694_) {
                                                                                            l_mut_2572_ = l_2687_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e5613 = l_mut_2572_;
                                                                                float l_2695_ = asfloat(_e5613);
                                                                                uint l_2696_ = asuint(l_2695_);
                                                                                double l_2697_ = double(l_2695_);
                                                                                l_mut_2112_ = l_2697_;
                                                                                uint l_2698_ = (l_2696_ & 2139095040u);
                                                                                bool l_2699_ = (l_2698_ == 0u);
                                                                                if (l_2699_) {
                                                                                    uint l_2700_ = (l_2696_ & 8388607u);
                                                                                    double l_2701_ = double(l_2700_);
                                                                                    double l_2702_ = (l_2701_ * 1.401298464324817e-45L);
                                                                                    l_mut_2112_ = l_2702_;
                                                                                    uint l_2703_ = (l_2696_ >> 31u);
                                                                                    bool l_2704_ = (l_2703_ == 1u);
                                                                                    if (l_2704_) {
                                                                                        double _e5630 = l_mut_2112_;
                                                                                        double l_2705_ = -(_e5630);
                                                                                        l_mut_2112_ = l_2705_;
                                                                                    }
                                                                                }
                                                                                double _e5632 = l_mut_2112_;
                                                                                bool l_2706_ = (_e5632 <= l_2653_);
                                                                                if (l_2706_) {
                                                                                    uint l_2707_ = asuint(l_2659_);
                                                                                    uint l_2708_ = (l_2707_ + 1u);
                                                                                    l_mut_2572_ = l_2708_;
                                                                                    uint l_2709_ = (l_2707_ & 2147483647u);
                                                                                    bool l_2710_ = (l_2709_ == 0u);
                                                                                    if (l_2710_) {
                                                                                        l_mut_2572_ = 1u;
                                                                                    } else {
                                                                                        uint l_2711_ = (l_2707_ & 2147483648u);
                                                                                        bool l_2712_ = (l_2711_ != 0u);
                                                                                        if (l_2712_) {
                                                                                            uint l_2713_ = (l_2707_ - 1u);
                                                                                            l_mut_2572_ = l_2713_;
                                                                                        } else {
                                                                                            bool l_2714_ = (l_2707_ == 2139095040u);
                                                                                            if (l_2714_) {
                                                                                                l_mut_2572_ = l_2707_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e5650 = l_mut_2572_;
                                                                                    float l_2715_ = asfloat(_e5650);
                                                                                    uint l_2716_ = asuint(l_2715_);
                                                                                    double l_2717_ = double(l_2715_);
                                                                                    l_mut_2112_ = l_2717_;
                                                                                    uint l_2718_ = (l_2716_ & 2139095040u);
                                                                                    bool l_2719_ = (l_2718_ == 0u);
                                                                                    if (l_2719_) {
                                                                                        uint l_2720_ = (l_2716_ & 8388607u);
                                                                                        double l_2721_ = double(l_2720_);
                                                                                        double l_2722_ = (l_2721_ * 1.401298464324817e-45L);
                                                                                        l_mut_2112_ = l_2722_;
                                                                                        uint l_2723_ = (l_2716_ >> 31u);
                                                                                        bool l_2724_ = (l_2723_ == 1u);
                                                                                        if (l_2724_) {
                                                                                            double _e5667 = l_mut_2112_;
                                                                                            double l_2725_ = -(_e5667);
                                                                                            l_mut_2112_ = l_2725_;
                                                                                        }
                                                                                    }
                                                                                    double _e5669 = l_mut_2112_;
                                                                                    l_mut_2339_ = _e5669;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e5670 = l_mut_2339_;
                                                                        double l_2726_ = -(_e5670);
                                                                        l_mut_2339_ = l_2726_;
                                                                        if (true) {
                                                                            local_95 = false;
                                                                        } else {
                                                                            local_95 = false;
                                                                        }
                                                                        bool l_2727_ = local_95;
                                                                        if (l_2727_) {
                                                                            double l_2728_ = (l_2648_ + l_2651_);
                                                                            double l_2729_ = (l_2728_ * 7.1362384635298e44L);
                                                                            double l_2730_ = floor(l_2729_);
                                                                            double l_2731_ = (l_2730_ * 1.401298464324817e-45L);
                                                                            l_mut_2112_ = l_2731_;
                                                                            double l_2732_ = abs(l_2728_);
                                                                            bool l_2733_ = (l_2732_ >= 1.1754943508222875e-38L);
                                                                            if (l_2733_) {
                                                                                float l_2734_ = float(l_2728_);
                                                                                double l_2735_ = double(l_2734_);
                                                                                l_mut_2112_ = l_2735_;
                                                                                double _e5689 = l_mut_2112_;
                                                                                bool l_2736_ = (_e5689 > l_2728_);
                                                                                if (l_2736_) {
                                                                                    uint l_2737_ = asuint(l_2734_);
                                                                                    uint l_2738_ = (l_2737_ ^ 2147483648u);
                                                                                    float l_2739_ = asfloat(l_2738_);
                                                                                    uint l_2740_ = asuint(l_2739_);
                                                                                    uint l_2741_ = (l_2740_ + 1u);
                                                                                    l_mut_2572_ = l_2741_;
                                                                                    uint l_2742_ = (l_2740_ & 2147483647u);
                                                                                    bool l_2743_ = (l_2742_ == 0u);
                                                                                    if (l_2743_) {
                                                                                        l_mut_2572_ = 1u;
                                                                                    } else {
                                                                                        uint l_2744_ = (l_2740_ & 2147483648u);
                                                                                        bool l_2745_ = (l_2744_ != 0u);
                                                                                        if (l_2745_) {
                                                                                            uint l_2746_ = (l_2740_ - 1u);
                                                                                            l_mut_2572_ = l_2746_;
                                                                                        } else {
                                                                                            bool l_2747_ = (l_2740_ == 2139095040u);
                                                                                            if (l_2747_) {
                                                                                                l_mut_2572_ = l_2740_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e5711 = l_mut_2572_;
                                                                                    float l_2748_ = asfloat(_e5711);
                                                                                    uint l_2749_ = asuint(l_2748_);
                                                                                    uint l_2750_ = (l_2749_ ^ 2147483648u);
                                                                                    float l_2751_ = asfloat(l_2750_);
                                                                                    uint l_2752_ = asuint(l_2751_);
                                                                                    double l_2753_ = double(l_2751_);
                                                                                    l_mut_1883_ = l_2753_;
                                                                                    uint l_2754_ = (l_2752_ & 2139095040u);
                                                                                    bool l_2755_ = (l_2754_ == 0u);
                                                                                    if (l_2755_) {
                                                                                        uint l_2756_ = (l_2752_ & 8388607u);
                                                                                        double l_2757_ = double(l_2756_);
                                                                                        double l_2758_ = (l_2757_ * 1.401298464324817e-45L);
                                                                                        l_mut_1883_ = l_2758_;
                                                                                        uint l_2759_ = (l_2752_ >> 31u);
                                                                                        bool l_2760_ = (l_2759_ == 1u);
                                                                                        if (l_2760_) {
                                                                                            double _e5732 = l_mut_1883_;
                                                                                            double l_2761_ = -(_e5732);
                                                                                            l_mut_1883_ = l_2761_;
                                                                                        }
                                                                                    }
                                                                                    double _e5734 = l_mut_1883_;
                                                                                    l_mut_2112_ = _e5734;
                                                                                } else {
                                                                                    uint l_2762_ = asuint(l_2734_);
                                                                                    uint l_2763_ = (l_2762_ + 1u);
                                                                                    l_mut_2572_ = l_2763_;
                                                                                    uint l_2764_ = (l_2762_ & 2147483647u);
                                                                                    bool l_2765_ = (l_2764_ == 0u);
                                                                                    if (l_2765_) {
                                                                                        l_mut_2572_ = 1u;
                                                                                    } else {
                                                                                        uint l_2766_ = (l_2762_ & 2147483648u);
                                                                                        bool l_2767_ = (l_2766_ != 0u);
                                                                                        if (l_2767_) {
                                                                                            uint l_2768_ = (l_2762_ - 1u);
                                                                                            l_mut_2572_ = l_2768_;
                                                                                        } else {
                                                                                            bool l_2769_ = (l_2762_ == 2139095040u);
                                                                                            if (l_2769_) {
                                                                                                l_mut_2572_ = l_2762_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e5751 = l_mut_2572_;
                                                                                    float l_2770_ = asfloat(_e5751);
                                                                                    uint l_2771_ = asuint(l_2770_);
                                                                                    double l_2772_ = double(l_2770_);
                                                                                    l_mut_1883_ = l_2772_;
                                                                                    uint l_2773_ = (l_2771_ & 2139095040u);
                                                                                    bool l_2774_ = (l_2773_ == 0u);
                                                                                    if (l_2774_) {
                                                                                        uint l_2775_ = (l_2771_ & 8388607u);
                                                                                        double l_2776_ = double(l_2775_);
                                                                                        double l_2777_ = (l_2776_ * 1.401298464324817e-45L);
                                                                                        l_mut_1883_ = l_2777_;
                                                                                        uint l_2778_ = (l_2771_ >> 31u);
                                                                                        bool l_2779_ = (l_2778_ == 1u);
                                                                                        if (l_2779_) {
                                                                                            double _e5768 = l_mut_1883_;
                                                                                            double l_2780_ = -(_e5768);
                                                                                            l_mut_1883_ = l_2780_;
                                                                                        }
                                                                                    }
                                                                                    double _e5770 = l_mut_1883_;
                                                                                    bool l_2781_ = (_e5770 <= l_2728_);
                                                                                    if (l_2781_) {
                                                                                        uint l_2782_ = asuint(l_2734_);
                                                                                        uint l_2783_ = (l_2782_ + 1u);
                                                                                        l_mut_2572_ = l_2783_;
                                                                                        uint l_2784_ = (l_2782_ & 2147483647u);
                                                                                        bool l_2785_ = (l_2784_ == 0u);
                                                                                        if (l_2785_) {
                                                                                            l_mut_2572_ = 1u;
                                                                                        } else {
                                                                                            uint l_2786_ = (l_2782_ & 2147483648u);
                                                                                            bool l_2787_ = (l_2786_ != 0u);
                                                                                            if (l_2787_) {
                                                                                                uint l_2788_ = (l_2782_ - 1u);
                                                                                                l_mut_2572_ = l_2788_;
                                                                                            } else {
                                                                                                bool l_2789_ = (l_2782_ == 2139095040u);
                                                                                                if (l_2789_) {
                                                                                                    l_mut_2572_ = l_2782_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e5788 = l_mut_2572_;
                                                                                        float l_2790_ = asfloat(_e5788);
                                                                                        uint l_2791_ = asuint(l_2790_);
                                                                                        double l_2792_ = double(l_2790_);
                                                                                        l_mut_1883_ = l_2792_;
                                                                                        uint l_2793_ = (l_2791_ & 2139095040u);
                                                                                        bool l_2794_ = (l_2793_ == 0u);
                                                                                        if (l_2794_) {
                                                                                            uint l_2795_ = (l_2791_ & 8388607u);
                                                                                            double l_2796_ = double(l_2795_);
                                                                                            double l_2797_ = (l_2796_ * 1.401298464324817e-45L);
                                                                                            l_mut_1883_ = l_2797_;
                                                                                            uint l_2798_ = (l_2791_ >> 31u);
                                                                                            bool l_2799_ = (l_2798_ == 1u);
                                                                                            if (l_2799_) {
                                                                                                double _e5805 = l_mut_1883_;
                                                                                                double l_2800_ = -(_e5805);
                                                                                                l_mut_1883_ = l_2800_;
                                                                                            }
                                                                                        }
                                                                                        double _e5807 = l_mut_1883_;
                                                                                        l_mut_2112_ = _e5807;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e5808 = l_mut_2112_;
                                                                            l_mut_2339_ = _e5808;
                                                                        } else {
                                                                            double l_2801_ = (l_2648_ - l_2651_);
                                                                            double l_2802_ = (l_2801_ * 7.1362384635298e44L);
                                                                            double l_2803_ = floor(l_2802_);
                                                                            double l_2804_ = (l_2803_ * 1.401298464324817e-45L);
                                                                            l_mut_2112_ = l_2804_;
                                                                            double l_2805_ = abs(l_2801_);
                                                                            bool l_2806_ = (l_2805_ >= 1.1754943508222875e-38L);
                                                                            if (l_2806_) {
                                                                                float l_2807_ = float(l_2801_);
                                                                                double l_2808_ = double(l_2807_);
                                                                                l_mut_2112_ = l_2808_;
                                                                                double _e5820 = l_mut_2112_;
                                                                                bool l_2809_ = (_e5820 > l_2801_);
                                                                                if (l_2809_) {
                                                                                    uint l_2810_ = asuint(l_2807_);
                                                                                    uint l_2811_ = (l_2810_ ^ 2147483648u);
                                                                                    float l_2812_ = asfloat(l_2811_);
                                                                                    uint l_2813_ = asuint(l_2812_);
                                                                                    uint l_2814_ = (l_2813_ + 1u);
                                                                                    l_mut_2572_ = l_2814_;
                                                                                    uint l_2815_ = (l_2813_ & 2147483647u);
                                                                                    bool l_2816_ = (l_2815_ == 0u);
                                                                                    if (l_2816_) {
                                                                                        l_mut_2572_ = 1u;
                                                                                    } else {
                                                                                        uint l_2817_ = (l_2813_ & 2147483648u);
                                                                                        bool l_2818_ = (l_2817_ != 0u);
                                                                                        if (l_2818_) {
                                                                                            uint l_2819_ = (l_2813_ - 1u);
                                                                                            l_mut_2572_ = l_2819_;
                                                                                        } else {
                                                                                            bool l_2820_ = (l_2813_ == 2139095040u);
                                                                                            if (l_2820_) {
                                                                                                l_mut_2572_ = l_2813_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e5842 = l_mut_2572_;
                                                                                    float l_2821_ = asfloat(_e5842);
                                                                                    uint l_2822_ = asuint(l_2821_);
                                                                                    uint l_2823_ = (l_2822_ ^ 2147483648u);
                                                                                    float l_2824_ = asfloat(l_2823_);
                                                                                    uint l_2825_ = asuint(l_2824_);
                                                                                    double l_2826_ = double(l_2824_);
                                                                                    l_mut_1883_ = l_2826_;
                                                                                    uint l_2827_ = (l_2825_ & 2139095040u);
                                                                                    bool l_2828_ = (l_2827_ == 0u);
                                                                                    if (l_2828_) {
                                                                                        uint l_2829_ = (l_2825_ & 8388607u);
                                                                                        double l_2830_ = double(l_2829_);
                                                                                        double l_2831_ = (l_2830_ * 1.401298464324817e-45L);
                                                                                        l_mut_1883_ = l_2831_;
                                                                                        uint l_2832_ = (l_2825_ >> 31u);
                                                                                        bool l_2833_ = (l_2832_ == 1u);
                                                                                        if (l_2833_) {
                                                                                            double _e5863 = l_mut_1883_;
                                                                                            double l_2834_ = -(_e5863);
                                                                                            l_mut_1883_ = l_2834_;
                                                                                        }
                                                                                    }
                                                                                    double _e5865 = l_mut_1883_;
                                                                                    l_mut_2112_ = _e5865;
                                                                                } else {
                                                                                    uint l_2835_ = asuint(l_2807_);
                                                                                    uint l_2836_ = (l_2835_ + 1u);
                                                                                    l_mut_2572_ = l_2836_;
                                                                                    uint l_2837_ = (l_2835_ & 2147483647u);
                                                                                    bool l_2838_ = (l_2837_ == 0u);
                                                                                    if (l_2838_) {
                                                                                        l_mut_2572_ = 1u;
                                                                                    } else {
                                                                                        uint l_2839_ = (l_2835_ & 2147483648u);
                                                                                        bool l_2840_ = (l_2839_ != 0u);
                                                                                        if (l_2840_) {
                                                                                            uint l_2841_ = (l_2835_ - 1u);
                                                                                            l_mut_2572_ = l_2841_;
                                                                                        } else {
                                                                                            bool l_2842_ = (l_2835_ == 2139095040u);
                                                                                            if (l_2842_) {
                                                                                                l_mut_2572_ = l_2835_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e5882 = l_mut_2572_;
                                                                                    float l_2843_ = asfloat(_e5882);
                                                                                    uint l_2844_ = asuint(l_2843_);
                                                                                    double l_2845_ = double(l_2843_);
                                                                                    l_mut_1883_ = l_2845_;
                                                                                    uint l_2846_ = (l_2844_ & 2139095040u);
                                                                                    bool l_2847_ = (l_2846_ == 0u);
                                                                                    if (l_2847_) {
                                                                                        uint l_2848_ = (l_2844_ & 8388607u);
                                                                                        double l_2849_ = double(l_2848_);
                                                                                        double l_2850_ = (l_2849_ * 1.401298464324817e-45L);
                                                                                        l_mut_1883_ = l_2850_;
                                                                                        uint l_2851_ = (l_2844_ >> 31u);
                                                                                        bool l_2852_ = (l_2851_ == 1u);
                                                                                        if (l_2852_) {
                                                                                            double _e5899 = l_mut_1883_;
                                                                                            double l_2853_ = -(_e5899);
                                                                                            l_mut_1883_ = l_2853_;
                                                                                        }
                                                                                    }
                                                                                    double _e5901 = l_mut_1883_;
                                                                                    bool l_2854_ = (_e5901 <= l_2801_);
                                                                                    if (l_2854_) {
                                                                                        uint l_2855_ = asuint(l_2807_);
                                                                                        uint l_2856_ = (l_2855_ + 1u);
                                                                                        l_mut_2572_ = l_2856_;
                                                                                        uint l_2857_ = (l_2855_ & 2147483647u);
                                                                                        bool l_2858_ = (l_2857_ == 0u);
                                                                                        if (l_2858_) {
                                                                                            l_mut_2572_ = 1u;
                                                                                        } else {
                                                                                            uint l_2859_ = (l_2855_ & 2147483648u);
                                                                                            bool l_2860_ = (l_2859_ != 0u);
                                                                                            if (l_2860_) {
                                                                                                uint l_2861_ = (l_2855_ - 1u);
                                                                                                l_mut_2572_ = l_2861_;
                                                                                            } else {
                                                                                                bool l_2862_ = (l_2855_ == 2139095040u);
                                                                                                if (l_2862_) {
                                                                                                    l_mut_2572_ = l_2855_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e5919 = l_mut_2572_;
                                                                                        float l_2863_ = asfloat(_e5919);
                                                                                        uint l_2864_ = asuint(l_2863_);
                                                                                        double l_2865_ = double(l_2863_);
                                                                                        l_mut_1883_ = l_2865_;
                                                                                        uint l_2866_ = (l_2864_ & 2139095040u);
                                                                                        bool l_2867_ = (l_2866_ == 0u);
                                                                                        if (l_2867_) {
                                                                                            uint l_2868_ = (l_2864_ & 8388607u);
                                                                                            double l_2869_ = double(l_2868_);
                                                                                            double l_2870_ = (l_2869_ * 1.401298464324817e-45L);
                                                                                            l_mut_1883_ = l_2870_;
                                                                                            uint l_2871_ = (l_2864_ >> 31u);
                                                                                            bool l_2872_ = (l_2871_ == 1u);
                                                                                            if (l_2872_) {
                                                                                                double _e5936 = l_mut_1883_;
                                                                                                double l_2873_ = -(_e5936);
                                                                                                l_mut_1883_ = l_2873_;
                                                                                            }
                                                                                        }
                                                                                        double _e5938 = l_mut_1883_;
                                                                                        l_mut_2112_ = _e5938;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e5939 = l_mut_2112_;
                                                                            l_mut_2339_ = _e5939;
                                                                        }
                                                                        double _e5940 = l_mut_243_;
                                                                        double l_2874_ = (_e5940 + l_410_);
                                                                        double l_2875_ = abs(l_2874_);
                                                                        double l_2876_ = (l_2875_ * 2.220446049250313e-16L);
                                                                        double l_2877_ = (l_1546_ + l_2876_);
                                                                        double l_2878_ = (l_2874_ + l_2877_);
                                                                        double l_2879_ = -(l_2878_);
                                                                        double l_2880_ = (l_2879_ * 7.1362384635298e44L);
                                                                        double l_2881_ = floor(l_2880_);
                                                                        double l_2882_ = (l_2881_ * 1.401298464324817e-45L);
                                                                        l_mut_2112_ = l_2882_;
                                                                        double l_2883_ = abs(l_2879_);
                                                                        bool l_2884_ = (l_2883_ >= 1.1754943508222875e-38L);
                                                                        if (l_2884_) {
                                                                            float l_2885_ = float(l_2879_);
                                                                            double l_2886_ = double(l_2885_);
                                                                            l_mut_2112_ = l_2886_;
                                                                            double _e5958 = l_mut_2112_;
                                                                            bool l_2887_ = (_e5958 > l_2879_);
                                                                            if (l_2887_) {
                                                                                uint l_2888_ = asuint(l_2885_);
                                                                                uint l_2889_ = (l_2888_ ^ 2147483648u);
                                                                                float l_2890_ = asfloat(l_2889_);
                                                                                uint l_2891_ = asuint(l_2890_);
                                                                                uint l_2892_ = (l_2891_ + 1u);
                                                                                l_mut_2572_ = l_2892_;
                                                                                uint l_2893_ = (l_2891_ & 2147483647u);
                                                                                bool l_2894_ = (l_2893_ == 0u);
                                                                                if (l_2894_) {
                                                                                    l_mut_2572_ = 1u;
                                                                                } else {
                                                                                    uint l_2895_ = (l_2891_ & 2147483648u);
                                                                                    bool l_2896_ = (l_2895_ != 0u);
                                                                                    if (l_2896_) {
                                                                                        uint l_2897_ = (l_2891_ - 1u);
                                                                                        l_mut_2572_ = l_2897_;
                                                                                    } else {
                                                                                        bool l_2898_ = (l_2891_ == 2139095040u);
                                                                                        if (l_2898_) {
                                                                                            l_mut_2572_ = l_2891_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e5980 = l_mut_2572_;
                                                                                float l_2899_ = asfloat(_e5980);
                                                                                uint l_2900_ = asuint(l_2899_);
                                                                                uint l_2901_ = (l_2900_ ^ 2147483648u);
                                                                                float l_2902_ = asfloat(l_2901_);
                                                                                uint l_2903_ = asuint(l_2902_);
                                                                                double l_2904_ = double(l_2902_);
                                                                                l_mut_1883_ = l_2904_;
                                                                                uint l_2905_ = (l_2903_ & 2139095040u);
                                                                                bool l_2906_ = (l_2905_ == 0u);
                                                                                if (l_2906_) {
                                                                                    uint l_2907_ = (l_2903_ & 8388607u);
                                                                                    double l_2908_ = double(l_2907_);
                                                                                    double l_2909_ = (l_2908_ * 1.401298464324817e-45L);
                                                                                    l_mut_1883_ = l_2909_;
                                                                                    uint l_2910_ = (l_2903_ >> 31u);
                                                                                    bool l_2911_ = (l_2910_ == 1u);
                                                                                    if (l_2911_) {
                                                                                        double _e6001 = l_mut_1883_;
                                                                                        double l_2912_ = -(_e6001);
                                                                                        l_mut_1883_ = l_2912_;
                                                                                    }
                                                                                }
                                                                                double _e6003 = l_mut_1883_;
                                                                                l_mut_2112_ = _e6003;
                                                                            } else {
                                                                                uint l_2913_ = asuint(l_2885_);
                                                                                uint l_2914_ = (l_2913_ + 1u);
                                                                                l_mut_2572_ = l_2914_;
                                                                                uint l_2915_ = (l_2913_ & 2147483647u);
                                                                                bool l_2916_ = (l_2915_ == 0u);
                                                                                if (l_2916_) {
                                                                                    l_mut_2572_ = 1u;
                                                                                } else {
                                                                                    uint l_2917_ = (l_2913_ & 2147483648u);
                                                                                    bool l_2918_ = (l_2917_ != 0u);
                                                                                    if (l_2918_) {
                                                                                        uint l_2919_ = (l_2913_ - 1u);
                                                                                        l_mut_2572_ = l_2919_;
                                                                                    } else {
                                                                                        bool l_2920_ = (l_2913_ == 2139095040u);
                                                                                        if (l_2920_) {
                                                                                            l_mut_2572_ = l_2913_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e6020 = l_mut_2572_;
                                                                                float l_2921_ = asfloat(_e6020);
                                                                                uint l_2922_ = asuint(l_2921_);
                                                                                double l_2923_ = double(l_2921_);
                                                                                l_mut_1883_ = l_2923_;
                                                                                uint l_2924_ = (l_2922_ & 2139095040u);
                                                                                bool l_2925_ = (l_2924_ == 0u);
                                                                                if (l_2925_) {
                                                                                    uint l_2926_ = (l_2922_ & 8388607u);
                                                                                    double l_2927_ = double(l_2926_);
                                                                                    double l_2928_ = (l_2927_ * 1.401298464324817e-45L);
                                                                                    l_mut_1883_ = l_2928_;
                                                                                    uint l_2929_ = (l_2922_ >> 31u);
                                                                                    bool l_2930_ = (l_2929_ == 1u);
                                                                                    if (l_2930_) {
                                                                                        double _e6037 = l_mut_1883_;
                                                                                        double l_2931_ = -(_e6037);
                                                                                        l_mut_1883_ = l_2931_;
                                                                                    }
                                                                                }
                                                                                double _e6039 = l_mut_1883_;
                                                                                bool l_2932_ = (_e6039 <= l_2879_);
                                                                                if (l_2932_) {
                                                                                    uint l_2933_ = asuint(l_2885_);
                                                                                    uint l_2934_ = (l_2933_ + 1u);
                                                                                    l_mut_2572_ = l_2934_;
                                                                                    uint l_2935_ = (l_2933_ & 2147483647u);
                                                                                    bool l_2936_ = (l_2935_ == 0u);
                                                                                    if (l_2936_) {
                                                                                        l_mut_2572_ = 1u;
                                                                                    } else {
                                                                                        uint l_2937_ = (l_2933_ & 2147483648u);
                                                                                        bool l_2938_ = (l_2937_ != 0u);
                                                                                        if (l_2938_) {
                                                                                            uint l_2939_ = (l_2933_ - 1u);
                                                                                            l_mut_2572_ = l_2939_;
                                                                                        } else {
                                                                                            bool l_2940_ = (l_2933_ == 2139095040u);
                                                                                            if (l_2940_) {
                                                                                                l_mut_2572_ = l_2933_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e6057 = l_mut_2572_;
                                                                                    float l_2941_ = asfloat(_e6057);
                                                                                    uint l_2942_ = asuint(l_2941_);
                                                                                    double l_2943_ = double(l_2941_);
                                                                                    l_mut_1883_ = l_2943_;
                                                                                    uint l_2944_ = (l_2942_ & 2139095040u);
                                                                                    bool l_2945_ = (l_2944_ == 0u);
                                                                                    if (l_2945_) {
                                                                                        uint l_2946_ = (l_2942_ & 8388607u);
                                                                                        double l_2947_ = double(l_2946_);
                                                                                        double l_2948_ = (l_2947_ * 1.401298464324817e-45L);
                                                                                        l_mut_1883_ = l_2948_;
                                                                                        uint l_2949_ = (l_2942_ >> 31u);
                                                                                        bool l_2950_ = (l_2949_ == 1u);
                                                                                        if (l_2950_) {
                                                                                            double _e6074 = l_mut_1883_;
                                                                                            double l_2951_ = -(_e6074);
                                                                                            l_mut_1883_ = l_2951_;
                                                                                        }
                                                                                    }
                                                                                    double _e6076 = l_mut_1883_;
                                                                                    l_mut_2112_ = _e6076;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e6077 = l_mut_2112_;
                                                                        double l_2952_ = -(_e6077);
                                                                        l_mut_2112_ = l_2952_;
                                                                        if (false) {
                                                                            local_96 = false;
                                                                        } else {
                                                                            local_96 = false;
                                                                        }
                                                                        bool l_2953_ = local_96;
                                                                        if (l_2953_) {
                                                                            double l_2954_ = (l_2874_ + l_2877_);
                                                                            double l_2955_ = (l_2954_ * 7.1362384635298e44L);
                                                                            double l_2956_ = floor(l_2955_);
                                                                            double l_2957_ = (l_2956_ * 1.401298464324817e-45L);
                                                                            l_mut_1883_ = l_2957_;
                                                                            double l_2958_ = abs(l_2954_);
                                                                            bool l_2959_ = (l_2958_ >= 1.1754943508222875e-38L);
                                                                            if (l_2959_) {
                                                                                float l_2960_ = float(l_2954_);
                                                                                double l_2961_ = double(l_2960_);
                                                                                l_mut_1883_ = l_2961_;
                                                                                double _e6096 = l_mut_1883_;
                                                                                bool l_2962_ = (_e6096 > l_2954_);
                                                                                if (l_2962_) {
                                                                                    uint l_2963_ = asuint(l_2960_);
                                                                                    uint l_2964_ = (l_2963_ ^ 2147483648u);
                                                                                    float l_2965_ = asfloat(l_2964_);
                                                                                    uint l_2966_ = asuint(l_2965_);
                                                                                    uint l_2967_ = (l_2966_ + 1u);
                                                                                    l_mut_2572_ = l_2967_;
                                                                                    uint l_2968_ = (l_2966_ & 2147483647u);
                                                                                    bool l_2969_ = (l_2968_ == 0u);
                                                                                    if (l_2969_) {
                                                                                        l_mut_2572_ = 1u;
                                                                                    } else {
                                                                                        uint l_2970_ = (l_2966_ & 2147483648u);
                                                                                        bool l_2971_ = (l_2970_ != 0u);
                                                                                        if (l_2971_) {
                                                                                            uint l_2972_ = (l_2966_ - 1u);
                                                                                            l_mut_2572_ = l_2972_;
                                                                                        } else {
                                                                                            bool l_2973_ = (l_2966_ == 2139095040u);
                                                                                            if (l_2973_) {
                                                                                                l_mut_2572_ = l_2966_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e6118 = l_mut_2572_;
                                                                                    float l_2974_ = asfloat(_e6118);
                                                                                    uint l_2975_ = asuint(l_2974_);
                                                                                    uint l_2976_ = (l_2975_ ^ 2147483648u);
                                                                                    float l_2977_ = asfloat(l_2976_);
                                                                                    uint l_2978_ = asuint(l_2977_);
                                                                                    double l_2979_ = double(l_2977_);
                                                                                    l_mut_1656_ = l_2979_;
                                                                                    uint l_2980_ = (l_2978_ & 2139095040u);
                                                                                    bool l_2981_ = (l_2980_ == 0u);
                                                                                    if (l_2981_) {
                                                                                        uint l_2982_ = (l_2978_ & 8388607u);
                                                                                        double l_2983_ = double(l_2982_);
                                                                                        double l_2984_ = (l_2983_ * 1.401298464324817e-45L);
                                                                                        l_mut_1656_ = l_2984_;
                                                                                        uint l_2985_ = (l_2978_ >> 31u);
                                                                                        bool l_2986_ = (l_2985_ == 1u);
                                                                                        if (l_2986_) {
                                                                                            double _e6139 = l_mut_1656_;
                                                                                            double l_2987_ = -(_e6139);
                                                                                            l_mut_1656_ = l_2987_;
                                                                                        }
                                                                                    }
                                                                                    double _e6141 = l_mut_1656_;
                                                                                    l_mut_1883_ = _e6141;
                                                                                } else {
                                                                                    uint l_2988_ = asuint(l_2960_);
                                                                                    uint l_2989_ = (l_2988_ + 1u);
                                                                                    l_mut_2572_ = l_2989_;
                                                                                    uint l_2990_ = (l_2988_ & 2147483647u);
                                                                                    bool l_2991_ = (l_2990_ == 0u);
                                                                                    if (l_2991_) {
                                                                                        l_mut_2572_ = 1u;
                                                                                    } else {
                                                                                        uint l_2992_ = (l_2988_ & 2147483648u);
                                                                                        bool l_2993_ = (l_2992_ != 0u);
                                                                                        if (l_2993_) {
                                                                                            uint l_2994_ = (l_2988_ - 1u);
                                                                                            l_mut_2572_ = l_2994_;
                                                                                        } else {
                                                                                            bool l_2995_ = (l_2988_ == 2139095040u);
                                                                                            if (l_2995_) {
                                                                                                l_mut_2572_ = l_2988_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e6158 = l_mut_2572_;
                                                                                    float l_2996_ = asfloat(_e6158);
                                                                                    uint l_2997_ = asuint(l_2996_);
                                                                                    double l_2998_ = double(l_2996_);
                                                                                    l_mut_1656_ = l_2998_;
                                                                                    uint l_2999_ = (l_2997_ & 2139095040u);
                                                                                    bool l_3000_ = (l_2999_ == 0u);
                                                                                    if (l_3000_) {
                                                                                        uint l_3001_ = (l_2997_ & 8388607u);
                                                                                        double l_3002_ = double(l_3001_);
                                                                                        double l_3003_ = (l_3002_ * 1.401298464324817e-45L);
                                                                                        l_mut_1656_ = l_3003_;
                                                                                        uint l_3004_ = (l_2997_ >> 31u);
                                                                                        bool l_3005_ = (l_3004_ == 1u);
                                                                                        if (l_3005_) {
                                                                                            double _e6175 = l_mut_1656_;
                                                                                            double l_3006_ = -(_e6175);
                                                                                            l_mut_1656_ = l_3006_;
                                                                                        }
                                                                                    }
                                                                                    double _e6177 = l_mut_1656_;
                                                                                    bool l_3007_ = (_e6177 <= l_2954_);
                                                                                    if (l_3007_) {
                                                                                        uint l_3008_ = asuint(l_2960_);
                                                                                        uint l_3009_ = (l_3008_ + 1u);
                                                                                        l_mut_2572_ = l_3009_;
                                                                                        uint l_3010_ = (l_3008_ & 2147483647u);
                                                                                        bool l_3011_ = (l_3010_ == 0u);
                                                                                        if (l_3011_) {
                                                                                            l_mut_2572_ = 1u;
                                                                                        } else {
                                                                                            uint l_3012_ = (l_3008_ & 2147483648u);
                                                                                            bool l_3013_ = (l_3012_ != 0u);
                                                                                            if (l_3013_) {
                                                                                                uint l_3014_ = (l_3008_ - 1u);
                                                                                                l_mut_2572_ = l_3014_;
                                                                                            } else {
                                                                                                bool l_3015_ = (l_3008_ == 2139095040u);
                                                                                                if (l_3015_) {
                                                                                                    l_mut_2572_ = l_3008_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e6195 = l_mut_2572_;
                                                                                        float l_3016_ = asfloat(_e6195);
                                                                                        uint l_3017_ = asuint(l_3016_);
                                                                                        double l_3018_ = double(l_3016_);
                                                                                        l_mut_1656_ = l_3018_;
                                                                                        uint l_3019_ = (l_3017_ & 2139095040u);
                                                                                        bool l_3020_ = (l_3019_ == 0u);
                                                                                        if (l_3020_) {
                                                                                            uint l_3021_ = (l_3017_ & 8388607u);
                                                                                            double l_3022_ = double(l_3021_);
                                                                                            double l_3023_ = (l_3022_ * 1.401298464324817e-45L);
                                                                                            l_mut_1656_ = l_3023_;
                                                                                            uint l_3024_ = (l_3017_ >> 31u);
                                                                                            bool l_3025_ = (l_3024_ == 1u);
                                                                                            if (l_3025_) {
                                                                                                double _e6212 = l_mut_1656_;
                                                                                                double l_3026_ = -(_e6212);
                                                                                                l_mut_1656_ = l_3026_;
                                                                                            }
                                                                                        }
                                                                                        double _e6214 = l_mut_1656_;
                                                                                        l_mut_1883_ = _e6214;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e6215 = l_mut_1883_;
                                                                            l_mut_2112_ = _e6215;
                                                                        }
                                                                        double _e6216 = l_mut_76_;
                                                                        double l_3027_ = (_e6216 - l_410_);
                                                                        double l_3028_ = abs(l_3027_);
                                                                        double l_3029_ = (l_3028_ * 2.220446049250313e-16L);
                                                                        double l_3030_ = (l_1548_ + l_3029_);
                                                                        double l_3031_ = (l_3027_ + l_3030_);
                                                                        double l_3032_ = -(l_3031_);
                                                                        double l_3033_ = (l_3032_ * 7.1362384635298e44L);
                                                                        double l_3034_ = floor(l_3033_);
                                                                        double l_3035_ = (l_3034_ * 1.401298464324817e-45L);
                                                                        l_mut_1883_ = l_3035_;
                                                                        double l_3036_ = abs(l_3032_);
                                                                        bool l_3037_ = (l_3036_ >= 1.1754943508222875e-38L);
                                                                        if (l_3037_) {
                                                                            float l_3038_ = float(l_3032_);
                                                                            double l_3039_ = double(l_3038_);
                                                                            l_mut_1883_ = l_3039_;
                                                                            double _e6234 = l_mut_1883_;
                                                                            bool l_3040_ = (_e6234 > l_3032_);
                                                                            if (l_3040_) {
                                                                                uint l_3041_ = asuint(l_3038_);
                                                                                uint l_3042_ = (l_3041_ ^ 2147483648u);
                                                                                float l_3043_ = asfloat(l_3042_);
                                                                                uint l_3044_ = asuint(l_3043_);
                                                                                uint l_3045_ = (l_3044_ + 1u);
                                                                                l_mut_2572_ = l_3045_;
                                                                                uint l_3046_ = (l_3044_ & 2147483647u);
                                                                                bool l_3047_ = (l_3046_ == 0u);
                                                                                if (l_3047_) {
                                                                                    l_mut_2572_ = 1u;
                                                                                } else {
                                                                                    uint l_3048_ = (l_3044_ & 2147483648u);
                                                                                    bool l_3049_ = (l_3048_ != 0u);
                                                                                    if (l_3049_) {
                                                                                        uint l_3050_ = (l_3044_ - 1u);
                                                                                        l_mut_2572_ = l_3050_;
                                                                                    } else {
                                                                                        bool l_3051_ = (l_3044_ == 2139095040u);
                                                                                        if (l_3051_) {
                                                                                            l_mut_2572_ = l_3044_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e6256 = l_mut_2572_;
                                                                                float l_3052_ = asfloat(_e6256);
                                                                                uint l_3053_ = asuint(l_3052_);
                                                                                uint l_3054_ = (l_3053_ ^ 2147483648u);
                                                                                float l_3055_ = asfloat(l_3054_);
                                                                                uint l_3056_ = asuint(l_3055_);
                                                                                double l_3057_ = double(l_3055_);
                                                                                l_mut_1656_ = l_3057_;
                                                                                uint l_3058_ = (l_3056_ & 2139095040u);
                                                                                bool l_3059_ = (l_3058_ == 0u);
                                                                                if (l_3059_) {
                                                                                    uint l_3060_ = (l_3056_ & 8388607u);
                                                                                    double l_3061_ = double(l_3060_);
                                                                                    double l_3062_ = (l_3061_ * 1.401298464324817e-45L);
                                                                                    l_mut_1656_ = l_3062_;
                                                                                    uint l_3063_ = (l_3056_ >> 31u);
                                                                                    bool l_3064_ = (l_3063_ == 1u);
                                                                                    if (l_3064_) {
                                                                                        double _e6277 = l_mut_1656_;
                                                                                        double l_3065_ = -(_e6277);
                                                                                        l_mut_1656_ = l_3065_;
                                                                                    }
                                                                                }
                                                                                double _e6279 = l_mut_1656_;
                                                                                l_mut_1883_ = _e6279;
                                                                            } else {
                                                                                uint l_3066_ = asuint(l_3038_);
                                                                                uint l_3067_ = (l_3066_ + 1u);
                                                                                l_mut_2572_ = l_3067_;
                                                                                uint l_3068_ = (l_3066_ & 2147483647u);
                                                                                bool l_3069_ = (l_3068_ == 0u);
                                                                                if (l_3069_) {
                                                                                    l_mut_2572_ = 1u;
                                                                                } else {
                                                                                    uint l_3070_ = (l_3066_ & 2147483648u);
                                                                                    bool l_3071_ = (l_3070_ != 0u);
                                                                                    if (l_3071_) {
                                                                                        uint l_3072_ = (l_3066_ - 1u);
                                                                                        l_mut_2572_ = l_3072_;
                                                                                    } else {
                                                                                        bool l_3073_ = (l_3066_ == 2139095040u);
                                                                                        if (l_3073_) {
                                                                                            l_mut_2572_ = l_3066_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e6296 = l_mut_2572_;
                                                                                float l_3074_ = asfloat(_e6296);
                                                                                uint l_3075_ = asuint(l_3074_);
                                                                                double l_3076_ = double(l_3074_);
                                                                                l_mut_1656_ = l_3076_;
                                                                                uint l_3077_ = (l_3075_ & 2139095040u);
                                                                                bool l_3078_ = (l_3077_ == 0u);
                                                                                if (l_3078_) {
                                                                                    uint l_3079_ = (l_3075_ & 8388607u);
                                                                                    double l_3080_ = double(l_3079_);
                                                                                    double l_3081_ = (l_3080_ * 1.401298464324817e-45L);
                                                                                    l_mut_1656_ = l_3081_;
                                                                                    uint l_3082_ = (l_3075_ >> 31u);
                                                                                    bool l_3083_ = (l_3082_ == 1u);
                                                                                    if (l_3083_) {
                                                                                        double _e6313 = l_mut_1656_;
                                                                                        double l_3084_ = -(_e6313);
                                                                                        l_mut_1656_ = l_3084_;
                                                                                    }
                                                                                }
                                                                                double _e6315 = l_mut_1656_;
                                                                                bool l_3085_ = (_e6315 <= l_3032_);
                                                                                if (l_3085_) {
                                                                                    uint l_3086_ = asuint(l_3038_);
                                                                                    uint l_3087_ = (l_3086_ + 1u);
                                                                                    l_mut_2572_ = l_3087_;
                                                                                    uint l_3088_ = (l_3086_ & 2147483647u);
                                                                                    bool l_3089_ = (l_3088_ == 0u);
                                                                                    if (l_3089_) {
                                                                                        l_mut_2572_ = 1u;
                                                                                    } else {
                                                                                        uint l_3090_ = (l_3086_ & 2147483648u);
                                                                                        bool l_3091_ = (l_3090_ != 0u);
                                                                                        if (l_3091_) {
                                                                                            uint l_3092_ = (l_3086_ - 1u);
                                                                                            l_mut_2572_ = l_3092_;
                                                                                        } else {
                                                                                            bool l_3093_ = (l_3086_ == 2139095040u);
                                                                                            if (l_3093_) {
                                                                                                l_mut_2572_ = l_3086_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e6333 = l_mut_2572_;
                                                                                    float l_3094_ = asfloat(_e6333);
                                                                                    uint l_3095_ = asuint(l_3094_);
                                                                                    double l_3096_ = double(l_3094_);
                                                                                    l_mut_1656_ = l_3096_;
                                                                                    uint l_3097_ = (l_3095_ & 2139095040u);
                                                                                    bool l_3098_ = (l_3097_ == 0u);
                                                                                    if (l_3098_) {
                                                                                        uint l_3099_ = (l_3095_ & 8388607u);
                                                                                        double l_3100_ = double(l_3099_);
                                                                                        double l_3101_ = (l_3100_ * 1.401298464324817e-45L);
                                                                                        l_mut_1656_ = l_3101_;
                                                                                        uint l_3102_ = (l_3095_ >> 31u);
                                                                                        bool l_3103_ = (l_3102_ == 1u);
                                                                                        if (l_3103_) {
                                                                                            double _e6350 = l_mut_1656_;
                                                                                            double l_3104_ = -(_e6350);
                                                                                            l_mut_1656_ = l_3104_;
                                                                                        }
                                                                                    }
                                                                                    double _e6352 = l_mut_1656_;
                                                                                    l_mut_1883_ = _e6352;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e6353 = l_mut_1883_;
                                                                        double l_3105_ = -(_e6353);
                                                                        l_mut_1883_ = l_3105_;
                                                                        if (true) {
                                                                            local_97 = false;
                                                                        } else {
                                                                            local_97 = false;
                                                                        }
                                                                        bool l_3106_ = local_97;
                                                                        if (l_3106_) {
                                                                            double l_3107_ = (l_3027_ + l_3030_);
                                                                            double l_3108_ = (l_3107_ * 7.1362384635298e44L);
                                                                            double l_3109_ = floor(l_3108_);
                                                                            double l_3110_ = (l_3109_ * 1.401298464324817e-45L);
                                                                            l_mut_1656_ = l_3110_;
                                                                            double l_3111_ = abs(l_3107_);
                                                                            bool l_3112_ = (l_3111_ >= 1.1754943508222875e-38L);
                                                                            if (l_3112_) {
                                                                                float l_3113_ = float(l_3107_);
                                                                                double l_3114_ = double(l_3113_);
                                                                                l_mut_1656_ = l_3114_;
                                                                                double _e6372 = l_mut_1656_;
                                                                                bool l_3115_ = (_e6372 > l_3107_);
                                                                                if (l_3115_) {
                                                                                    uint l_3116_ = asuint(l_3113_);
                                                                                    uint l_3117_ = (l_3116_ ^ 2147483648u);
                                                                                    float l_3118_ = asfloat(l_3117_);
                                                                                    uint l_3119_ = asuint(l_3118_);
                                                                                    uint l_3120_ = (l_3119_ + 1u);
                                                                                    l_mut_2572_ = l_3120_;
                                                                                    uint l_3121_ = (l_3119_ & 2147483647u);
                                                                                    bool l_3122_ = (l_3121_ == 0u);
                                                                                    if (l_3122_) {
                                                                                        l_mut_2572_ = 1u;
                                                                                    } else {
                                                                                        uint l_3123_ = (l_3119_ & 2147483648u);
                                                                                        bool l_3124_ = (l_3123_ != 0u);
                                                                                        if (l_3124_) {
                                                                                            uint l_3125_ = (l_3119_ - 1u);
                                                                                            l_mut_2572_ = l_3125_;
                                                                                        } else {
                                                                                            bool l_3126_ = (l_3119_ == 2139095040u);
                                                                                            if (l_3126_) {
                                                                                                l_mut_2572_ = l_3119_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e6394 = l_mut_2572_;
                                                                                    float l_3127_ = asfloat(_e6394);
                                                                                    uint l_3128_ = asuint(l_3127_);
                                                                                    uint l_3129_ = (l_3128_ ^ 2147483648u);
                                                                                    float l_3130_ = asfloat(l_3129_);
                                                                                    uint l_3131_ = asuint(l_3130_);
                                                                                    double l_3132_ = double(l_3130_);
                                                                                    l_mut_1580_ = l_3132_;
                                                                                    uint l_3133_ = (l_3131_ & 2139095040u);
                                                                                    bool l_3134_ = (l_3133_ == 0u);
                                                                                    if (l_3134_) {
                                                                                        uint l_3135_ = (l_3131_ & 8388607u);
                                                                                        double l_3136_ = double(l_3135_);
                                                                                        double l_3137_ = (l_3136_ * 1.401298464324817e-45L);
                                                                                        l_mut_1580_ = l_3137_;
                                                                                        uint l_3138_ = (l_3131_ >> 31u);
                                                                                        bool l_3139_ = (l_3138_ == 1u);
                                                                                        if (l_3139_) {
                                                                                            double _e6415 = l_mut_1580_;
                                                                                            double l_3140_ = -(_e6415);
                                                                                            l_mut_1580_ = l_3140_;
                                                                                        }
                                                                                    }
                                                                                    double _e6417 = l_mut_1580_;
                                                                                    l_mut_1656_ = _e6417;
                                                                                } else {
                                                                                    uint l_3141_ = asuint(l_3113_);
                                                                                    uint l_3142_ = (l_3141_ + 1u);
                                                                                    l_mut_2572_ = l_3142_;
                                                                                    uint l_3143_ = (l_3141_ & 2147483647u);
                                                                                    bool l_3144_ = (l_3143_ == 0u);
                                                                                    if (l_3144_) {
                                                                                        l_mut_2572_ = 1u;
                                                                                    } else {
                                                                                        uint l_3145_ = (l_3141_ & 2147483648u);
                                                                                        bool l_3146_ = (l_3145_ != 0u);
                                                                                        if (l_3146_) {
                                                                                            uint l_3147_ = (l_3141_ - 1u);
                                                                                            l_mut_2572_ = l_3147_;
                                                                                        } else {
                                                                                            bool l_3148_ = (l_3141_ == 2139095040u);
                                                                                            if (l_3148_) {
                                                                                                l_mut_2572_ = l_3141_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e6434 = l_mut_2572_;
                                                                                    float l_3149_ = asfloat(_e6434);
                                                                                    uint l_3150_ = asuint(l_3149_);
                                                                                    double l_3151_ = double(l_3149_);
                                                                                    l_mut_1580_ = l_3151_;
                                                                                    uint l_3152_ = (l_3150_ & 2139095040u);
                                                                                    bool l_3153_ = (l_3152_ == 0u);
                                                                                    if (l_3153_) {
                                                                                        uint l_3154_ = (l_3150_ & 8388607u);
                                                                                        double l_3155_ = double(l_3154_);
                                                                                        double l_3156_ = (l_3155_ * 1.401298464324817e-45L);
                                                                                        l_mut_1580_ = l_3156_;
                                                                                        uint l_3157_ = (l_3150_ >> 31u);
                                                                                        bool l_3158_ = (l_3157_ == 1u);
                                                                                        if (l_3158_) {
                                                                                            double _e6451 = l_mut_1580_;
                                                                                            double l_3159_ = -(_e6451);
                                                                                            l_mut_1580_ = l_3159_;
                                                                                        }
                                                                                    }
                                                                                    double _e6453 = l_mut_1580_;
                                                                                    bool l_3160_ = (_e6453 <= l_3107_);
                                                                                    if (l_3160_) {
                                                                                        uint l_3161_ = asuint(l_3113_);
                                                                                        uint l_3162_ = (l_3161_ + 1u);
                                                                                        l_mut_2572_ = l_3162_;
                                                                                        uint l_3163_ = (l_3161_ & 2147483647u);
                                                                                        bool l_3164_ = (l_3163_ == 0u);
                                                                                        if (l_3164_) {
                                                                                            l_mut_2572_ = 1u;
                                                                                        } else {
                                                                                            uint l_3165_ = (l_3161_ & 2147483648u);
                                                                                            bool l_3166_ = (l_3165_ != 0u);
                                                                                            if (l_3166_) {
                                                                                                uint l_3167_ = (l_3161_ - 1u);
                                                                                                l_mut_2572_ = l_3167_;
                                                                                            } else {
                                                                                                bool l_3168_ = (l_3161_ == 2139095040u);
                                                                                                if (l_3168_) {
                                                                                                    l_mut_2572_ = l_3161_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e6471 = l_mut_2572_;
                                                                                        float l_3169_ = asfloat(_e6471);
                                                                                        uint l_3170_ = asuint(l_3169_);
                                                                                        double l_3171_ = double(l_3169_);
                                                                                        l_mut_1580_ = l_3171_;
                                                                                        uint l_3172_ = (l_3170_ & 2139095040u);
                                                                                        bool l_3173_ = (l_3172_ == 0u);
                                                                                        if (l_3173_) {
                                                                                            uint l_3174_ = (l_3170_ & 8388607u);
                                                                                            double l_3175_ = double(l_3174_);
                                                                                            double l_3176_ = (l_3175_ * 1.401298464324817e-45L);
                                                                                            l_mut_1580_ = l_3176_;
                                                                                            uint l_3177_ = (l_3170_ >> 31u);
                                                                                            bool l_3178_ = (l_3177_ == 1u);
                                                                                            if (l_3178_) {
                                                                                                double _e6488 = l_mut_1580_;
                                                                                                double l_3179_ = -(_e6488);
                                                                                                l_mut_1580_ = l_3179_;
                                                                                            }
                                                                                        }
                                                                                        double _e6490 = l_mut_1580_;
                                                                                        l_mut_1656_ = _e6490;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e6491 = l_mut_1656_;
                                                                            l_mut_1883_ = _e6491;
                                                                        } else {
                                                                            double l_3180_ = (l_3027_ - l_3030_);
                                                                            double l_3181_ = (l_3180_ * 7.1362384635298e44L);
                                                                            double l_3182_ = floor(l_3181_);
                                                                            double l_3183_ = (l_3182_ * 1.401298464324817e-45L);
                                                                            l_mut_1656_ = l_3183_;
                                                                            double l_3184_ = abs(l_3180_);
                                                                            bool l_3185_ = (l_3184_ >= 1.1754943508222875e-38L);
                                                                            if (l_3185_) {
                                                                                float l_3186_ = float(l_3180_);
                                                                                double l_3187_ = double(l_3186_);
                                                                                l_mut_1656_ = l_3187_;
                                                                                double _e6503 = l_mut_1656_;
                                                                                bool l_3188_ = (_e6503 > l_3180_);
                                                                                if (l_3188_) {
                                                                                    uint l_3189_ = asuint(l_3186_);
                                                                                    uint l_3190_ = (l_3189_ ^ 2147483648u);
                                                                                    float l_3191_ = asfloat(l_3190_);
                                                                                    uint l_3192_ = asuint(l_3191_);
                                                                                    uint l_3193_ = (l_3192_ + 1u);
                                                                                    l_mut_2572_ = l_3193_;
                                                                                    uint l_3194_ = (l_3192_ & 2147483647u);
                                                                                    bool l_3195_ = (l_3194_ == 0u);
                                                                                    if (l_3195_) {
                                                                                        l_mut_2572_ = 1u;
                                                                                    } else {
                                                                                        uint l_3196_ = (l_3192_ & 2147483648u);
                                                                                        bool l_3197_ = (l_3196_ != 0u);
                                                                                        if (l_3197_) {
                                                                                            uint l_3198_ = (l_3192_ - 1u);
                                                                                            l_mut_2572_ = l_3198_;
                                                                                        } else {
                                                                                            bool l_3199_ = (l_3192_ == 2139095040u);
                                                                                            if (l_3199_) {
                                                                                                l_mut_2572_ = l_3192_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e6525 = l_mut_2572_;
                                                                                    float l_3200_ = asfloat(_e6525);
                                                                                    uint l_3201_ = asuint(l_3200_);
                                                                                    uint l_3202_ = (l_3201_ ^ 2147483648u);
                                                                                    float l_3203_ = asfloat(l_3202_);
                                                                                    uint l_3204_ = asuint(l_3203_);
                                                                                    double l_3205_ = double(l_3203_);
                                                                                    l_mut_1580_ = l_3205_;
                                                                                    uint l_3206_ = (l_3204_ & 2139095040u);
                                                                                    bool l_3207_ = (l_3206_ == 0u);
                                                                                    if (l_3207_) {
                                                                                        uint l_3208_ = (l_3204_ & 8388607u);
                                                                                        double l_3209_ = double(l_3208_);
                                                                                        double l_3210_ = (l_3209_ * 1.401298464324817e-45L);
                                                                                        l_mut_1580_ = l_3210_;
                                                                                        uint l_3211_ = (l_3204_ >> 31u);
                                                                                        bool l_3212_ = (l_3211_ == 1u);
                                                                                        if (l_3212_) {
                                                                                            double _e6546 = l_mut_1580_;
                                                                                            double l_3213_ = -(_e6546);
                                                                                            l_mut_1580_ = l_3213_;
                                                                                        }
                                                                                    }
                                                                                    double _e6548 = l_mut_1580_;
                                                                                    l_mut_1656_ = _e6548;
                                                                                } else {
                                                                                    uint l_3214_ = asuint(l_3186_);
                                                                                    uint l_3215_ = (l_3214_ + 1u);
                                                                                    l_mut_2572_ = l_3215_;
                                                                                    uint l_3216_ = (l_3214_ & 2147483647u);
                                                                                    bool l_3217_ = (l_3216_ == 0u);
                                                                                    if (l_3217_) {
                                                                                        l_mut_2572_ = 1u;
                                                                                    } else {
                                                                                        uint l_3218_ = (l_3214_ & 2147483648u);
                                                                                        bool l_3219_ = (l_3218_ != 0u);
                                                                                        if (l_3219_) {
                                                                                            uint l_3220_ = (l_3214_ - 1u);
                                                                                            l_mut_2572_ = l_3220_;
                                                                                        } else {
                                                                                            bool l_3221_ = (l_3214_ == 2139095040u);
                                                                                            if (l_3221_) {
                                                                                                l_mut_2572_ = l_3214_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e6565 = l_mut_2572_;
                                                                                    float l_3222_ = asfloat(_e6565);
                                                                                    uint l_3223_ = asuint(l_3222_);
                                                                                    double l_3224_ = double(l_3222_);
                                                                                    l_mut_1580_ = l_3224_;
                                                                                    uint l_3225_ = (l_3223_ & 2139095040u);
                                                                                    bool l_3226_ = (l_3225_ == 0u);
                                                                                    if (l_3226_) {
                                                                                        uint l_3227_ = (l_3223_ & 8388607u);
                                                                                        double l_3228_ = double(l_3227_);
                                                                                        double l_3229_ = (l_3228_ * 1.401298464324817e-45L);
                                                                                        l_mut_1580_ = l_3229_;
                                                                                        uint l_3230_ = (l_3223_ >> 31u);
                                                                                        bool l_3231_ = (l_3230_ == 1u);
                                                                                        if (l_3231_) {
                                                                                            double _e6582 = l_mut_1580_;
                                                                                            double l_3232_ = -(_e6582);
                                                                                            l_mut_1580_ = l_3232_;
                                                                                        }
                                                                                    }
                                                                                    double _e6584 = l_mut_1580_;
                                                                                    bool l_3233_ = (_e6584 <= l_3180_);
                                                                                    if (l_3233_) {
                                                                                        uint l_3234_ = asuint(l_3186_);
                                                                                        uint l_3235_ = (l_3234_ + 1u);
                                                                                        l_mut_2572_ = l_3235_;
                                                                                        uint l_3236_ = (l_3234_ & 2147483647u);
                                                                                        bool l_3237_ = (l_3236_ == 0u);
                                                                                        if (l_3237_) {
                                                                                            l_mut_2572_ = 1u;
                                                                                        } else {
                                                                                            uint l_3238_ = (l_3234_ & 2147483648u);
                                                                                            bool l_3239_ = (l_3238_ != 0u);
                                                                                            if (l_3239_) {
                                                                                                uint l_3240_ = (l_3234_ - 1u);
                                                                                                l_mut_2572_ = l_3240_;
                                                                                            } else {
                                                                                                bool l_3241_ = (l_3234_ == 2139095040u);
                                                                                                if (l_3241_) {
                                                                                                    l_mut_2572_ = l_3234_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e6602 = l_mut_2572_;
                                                                                        float l_3242_ = asfloat(_e6602);
                                                                                        uint l_3243_ = asuint(l_3242_);
                                                                                        double l_3244_ = double(l_3242_);
                                                                                        l_mut_1580_ = l_3244_;
                                                                                        uint l_3245_ = (l_3243_ & 2139095040u);
                                                                                        bool l_3246_ = (l_3245_ == 0u);
                                                                                        if (l_3246_) {
                                                                                            uint l_3247_ = (l_3243_ & 8388607u);
                                                                                            double l_3248_ = double(l_3247_);
                                                                                            double l_3249_ = (l_3248_ * 1.401298464324817e-45L);
                                                                                            l_mut_1580_ = l_3249_;
                                                                                            uint l_3250_ = (l_3243_ >> 31u);
                                                                                            bool l_3251_ = (l_3250_ == 1u);
                                                                                            if (l_3251_) {
                                                                                                double _e6619 = l_mut_1580_;
                                                                                                double l_3252_ = -(_e6619);
                                                                                                l_mut_1580_ = l_3252_;
                                                                                            }
                                                                                        }
                                                                                        double _e6621 = l_mut_1580_;
                                                                                        l_mut_1656_ = _e6621;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e6622 = l_mut_1656_;
                                                                            l_mut_1883_ = _e6622;
                                                                        }
                                                                        double _e6623 = l_mut_76_;
                                                                        double l_3253_ = (_e6623 + l_410_);
                                                                        double l_3254_ = abs(l_3253_);
                                                                        double l_3255_ = (l_3254_ * 2.220446049250313e-16L);
                                                                        double l_3256_ = (l_1548_ + l_3255_);
                                                                        double l_3257_ = (l_3253_ + l_3256_);
                                                                        double l_3258_ = -(l_3257_);
                                                                        double l_3259_ = (l_3258_ * 7.1362384635298e44L);
                                                                        double l_3260_ = floor(l_3259_);
                                                                        double l_3261_ = (l_3260_ * 1.401298464324817e-45L);
                                                                        l_mut_1656_ = l_3261_;
                                                                        double l_3262_ = abs(l_3258_);
                                                                        bool l_3263_ = (l_3262_ >= 1.1754943508222875e-38L);
                                                                        if (l_3263_) {
                                                                            float l_3264_ = float(l_3258_);
                                                                            double l_3265_ = double(l_3264_);
                                                                            l_mut_1656_ = l_3265_;
                                                                            double _e6641 = l_mut_1656_;
                                                                            bool l_3266_ = (_e6641 > l_3258_);
                                                                            if (l_3266_) {
                                                                                uint l_3267_ = asuint(l_3264_);
                                                                                uint l_3268_ = (l_3267_ ^ 2147483648u);
                                                                                float l_3269_ = asfloat(l_3268_);
                                                                                uint l_3270_ = asuint(l_3269_);
                                                                                uint l_3271_ = (l_3270_ + 1u);
                                                                                l_mut_2572_ = l_3271_;
                                                                                uint l_3272_ = (l_3270_ & 2147483647u);
                                                                                bool l_3273_ = (l_3272_ == 0u);
                                                                                if (l_3273_) {
                                                                                    l_mut_2572_ = 1u;
                                                                                } else {
                                                                                    uint l_3274_ = (l_3270_ & 2147483648u);
                                                                                    bool l_3275_ = (l_3274_ != 0u);
                                                                                    if (l_3275_) {
                                                                                        uint l_3276_ = (l_3270_ - 1u);
                                                                                        l_mut_2572_ = l_3276_;
                                                                                    } else {
                                                                                        bool l_3277_ = (l_3270_ == 2139095040u);
                                                                                        if (l_3277_) {
                                                                                            l_mut_2572_ = l_3270_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e6663 = l_mut_2572_;
                                                                                float l_3278_ = asfloat(_e6663);
                                                                                uint l_3279_ = asuint(l_3278_);
                                                                                uint l_3280_ = (l_3279_ ^ 2147483648u);
                                                                                float l_3281_ = asfloat(l_3280_);
                                                                                uint l_3282_ = asuint(l_3281_);
                                                                                double l_3283_ = double(l_3281_);
                                                                                l_mut_1580_ = l_3283_;
                                                                                uint l_3284_ = (l_3282_ & 2139095040u);
                                                                                bool l_3285_ = (l_3284_ == 0u);
                                                                                if (l_3285_) {
                                                                                    uint l_3286_ = (l_3282_ & 8388607u);
                                                                                    double l_3287_ = double(l_3286_);
                                                                                    double l_3288_ = (l_3287_ * 1.401298464324817e-45L);
                                                                                    l_mut_1580_ = l_3288_;
                                                                                    uint l_3289_ = (l_3282_ >> 31u);
                                                                                    bool l_3290_ = (l_3289_ == 1u);
                                                                                    if (l_3290_) {
                                                                                        double _e6684 = l_mut_1580_;
                                                                                        double l_3291_ = -(_e6684);
                                                                                        l_mut_1580_ = l_3291_;
                                                                                    }
                                                                                }
                                                                                double _e6686 = l_mut_1580_;
                                                                                l_mut_1656_ = _e6686;
                                                                            } else {
                                                                                uint l_3292_ = asuint(l_3264_);
                                                                                uint l_3293_ = (l_3292_ + 1u);
                                                                                l_mut_2572_ = l_3293_;
                                                                                uint l_3294_ = (l_3292_ & 2147483647u);
                                                                                bool l_3295_ = (l_3294_ == 0u);
                                                                                if (l_3295_) {
                                                                                    l_mut_2572_ = 1u;
                                                                                } else {
                                                                                    uint l_3296_ = (l_3292_ & 2147483648u);
                                                                                    bool l_3297_ = (l_3296_ != 0u);
                                                                                    if (l_3297_) {
                                                                                        uint l_3298_ = (l_3292_ - 1u);
                                                                                        l_mut_2572_ = l_3298_;
                                                                                    } else {
                                                                                        bool l_3299_ = (l_3292_ == 2139095040u);
                                                                                        if (l_3299_) {
                                                                                            l_mut_2572_ = l_3292_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e6703 = l_mut_2572_;
                                                                                float l_3300_ = asfloat(_e6703);
                                                                                uint l_3301_ = asuint(l_3300_);
                                                                                double l_3302_ = double(l_3300_);
                                                                                l_mut_1580_ = l_3302_;
                                                                                uint l_3303_ = (l_3301_ & 2139095040u);
                                                                                bool l_3304_ = (l_3303_ == 0u);
                                                                                if (l_3304_) {
                                                                                    uint l_3305_ = (l_3301_ & 8388607u);
                                                                                    double l_3306_ = double(l_3305_);
                                                                                    double l_3307_ = (l_3306_ * 1.401298464324817e-45L);
                                                                                    l_mut_1580_ = l_3307_;
                                                                                    uint l_3308_ = (l_3301_ >> 31u);
                                                                                    bool l_3309_ = (l_3308_ == 1u);
                                                                                    if (l_3309_) {
                                                                                        double _e6720 = l_mut_1580_;
                                                                                        double l_3310_ = -(_e6720);
                                                                                        l_mut_1580_ = l_3310_;
                                                                                    }
                                                                                }
                                                                                double _e6722 = l_mut_1580_;
                                                                                bool l_3311_ = (_e6722 <= l_3258_);
                                                                                if (l_3311_) {
                                                                                    uint l_3312_ = asuint(l_3264_);
                                                                                    uint l_3313_ = (l_3312_ + 1u);
                                                                                    l_mut_2572_ = l_3313_;
                                                                                    uint l_3314_ = (l_3312_ & 2147483647u);
                                                                                    bool l_3315_ = (l_3314_ == 0u);
                                                                                    if (l_3315_) {
                                                                                        l_mut_2572_ = 1u;
                                                                                    } else {
                                                                                        uint l_3316_ = (l_3312_ & 2147483648u);
                                                                                        bool l_3317_ = (l_3316_ != 0u);
                                                                                        if (l_3317_) {
                                                                                            uint l_3318_ = (l_3312_ - 1u);
                                                                                            l_mut_2572_ = l_3318_;
                                                                                        } else {
                                                                                            bool l_3319_ = (l_3312_ == 2139095040u);
                                                                                            if (l_3319_) {
                                                                                                l_mut_2572_ = l_3312_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e6740 = l_mut_2572_;
                                                                                    float l_3320_ = asfloat(_e6740);
                                                                                    uint l_3321_ = asuint(l_3320_);
                                                                                    double l_3322_ = double(l_3320_);
                                                                                    l_mut_1580_ = l_3322_;
                                                                                    uint l_3323_ = (l_3321_ & 2139095040u);
                                                                                    bool l_3324_ = (l_3323_ == 0u);
                                                                                    if (l_3324_) {
                                                                                        uint l_3325_ = (l_3321_ & 8388607u);
                                                                                        double l_3326_ = double(l_3325_);
                                                                                        double l_3327_ = (l_3326_ * 1.401298464324817e-45L);
                                                                                        l_mut_1580_ = l_3327_;
                                                                                        uint l_3328_ = (l_3321_ >> 31u);
                                                                                        bool l_3329_ = (l_3328_ == 1u);
                                                                                        if (l_3329_) {
                                                                                            double _e6757 = l_mut_1580_;
                                                                                            double l_3330_ = -(_e6757);
                                                                                            l_mut_1580_ = l_3330_;
                                                                                        }
                                                                                    }
                                                                                    double _e6759 = l_mut_1580_;
                                                                                    l_mut_1656_ = _e6759;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e6760 = l_mut_1656_;
                                                                        double l_3331_ = -(_e6760);
                                                                        l_mut_1656_ = l_3331_;
                                                                        if (false) {
                                                                            local_98 = false;
                                                                        } else {
                                                                            local_98 = false;
                                                                        }
                                                                        bool l_3332_ = local_98;
                                                                        if (l_3332_) {
                                                                            double l_3333_ = (l_3253_ + l_3256_);
                                                                            double l_3334_ = (l_3333_ * 7.1362384635298e44L);
                                                                            double l_3335_ = floor(l_3334_);
                                                                            double l_3336_ = (l_3335_ * 1.401298464324817e-45L);
                                                                            l_mut_1580_ = l_3336_;
                                                                            double l_3337_ = abs(l_3333_);
                                                                            bool l_3338_ = (l_3337_ >= 1.1754943508222875e-38L);
                                                                            if (l_3338_) {
                                                                                float l_3339_ = float(l_3333_);
                                                                                double l_3340_ = double(l_3339_);
                                                                                l_mut_1580_ = l_3340_;
                                                                                double _e6779 = l_mut_1580_;
                                                                                bool l_3341_ = (_e6779 > l_3333_);
                                                                                if (l_3341_) {
                                                                                    uint l_3342_ = asuint(l_3339_);
                                                                                    uint l_3343_ = (l_3342_ ^ 2147483648u);
                                                                                    float l_3344_ = asfloat(l_3343_);
                                                                                    uint l_3345_ = asuint(l_3344_);
                                                                                    uint l_3346_ = (l_3345_ + 1u);
                                                                                    l_mut_2572_ = l_3346_;
                                                                                    uint l_3347_ = (l_3345_ & 2147483647u);
                                                                                    bool l_3348_ = (l_3347_ == 0u);
                                                                                    if (l_3348_) {
                                                                                        l_mut_2572_ = 1u;
                                                                                    } else {
                                                                                        uint l_3349_ = (l_3345_ & 2147483648u);
                                                                                        bool l_3350_ = (l_3349_ != 0u);
                                                                                        if (l_3350_) {
                                                                                            uint l_3351_ = (l_3345_ - 1u);
                                                                                            l_mut_2572_ = l_3351_;
                                                                                        } else {
                                                                                            bool l_3352_ = (l_3345_ == 2139095040u);
                                                                                            if (l_3352_) {
                                                                                                l_mut_2572_ = l_3345_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e6801 = l_mut_2572_;
                                                                                    float l_3353_ = asfloat(_e6801);
                                                                                    uint l_3354_ = asuint(l_3353_);
                                                                                    uint l_3355_ = (l_3354_ ^ 2147483648u);
                                                                                    float l_3356_ = asfloat(l_3355_);
                                                                                    uint l_3357_ = asuint(l_3356_);
                                                                                    double l_3358_ = double(l_3356_);
                                                                                    l_mut_26_ = l_3358_;
                                                                                    uint l_3359_ = (l_3357_ & 2139095040u);
                                                                                    bool l_3360_ = (l_3359_ == 0u);
                                                                                    if (l_3360_) {
                                                                                        uint l_3361_ = (l_3357_ & 8388607u);
                                                                                        double l_3362_ = double(l_3361_);
                                                                                        double l_3363_ = (l_3362_ * 1.401298464324817e-45L);
                                                                                        l_mut_26_ = l_3363_;
                                                                                        uint l_3364_ = (l_3357_ >> 31u);
                                                                                        bool l_3365_ = (l_3364_ == 1u);
                                                                                        if (l_3365_) {
                                                                                            double _e6822 = l_mut_26_;
                                                                                            double l_3366_ = -(_e6822);
                                                                                            l_mut_26_ = l_3366_;
                                                                                        }
                                                                                    }
                                                                                    double _e6824 = l_mut_26_;
                                                                                    l_mut_1580_ = _e6824;
                                                                                } else {
                                                                                    uint l_3367_ = asuint(l_3339_);
                                                                                    uint l_3368_ = (l_3367_ + 1u);
                                                                                    l_mut_2572_ = l_3368_;
                                                                                    uint l_3369_ = (l_3367_ & 2147483647u);
                                                                                    bool l_3370_ = (l_3369_ == 0u);
                                                                                    if (l_3370_) {
                                                                                        l_mut_2572_ = 1u;
                                                                                    } else {
                                                                                        uint l_3371_ = (l_3367_ & 2147483648u);
                                                                                        bool l_3372_ = (l_3371_ != 0u);
                                                                                        if (l_3372_) {
                                                                                            uint l_3373_ = (l_3367_ - 1u);
                                                                                            l_mut_2572_ = l_3373_;
                                                                                        } else {
                                                                                            bool l_3374_ = (l_3367_ == 2139095040u);
                                                                                            if (l_3374_) {
                                                                                                l_mut_2572_ = l_3367_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e6841 = l_mut_2572_;
                                                                                    float l_3375_ = asfloat(_e6841);
                                                                                    uint l_3376_ = asuint(l_3375_);
                                                                                    double l_3377_ = double(l_3375_);
                                                                                    l_mut_26_ = l_3377_;
                                                                                    uint l_3378_ = (l_3376_ & 2139095040u);
                                                                                    bool l_3379_ = (l_3378_ == 0u);
                                                                                    if (l_3379_) {
                                                                                        uint l_3380_ = (l_3376_ & 8388607u);
                                                                                        double l_3381_ = double(l_3380_);
                                                                                        double l_3382_ = (l_3381_ * 1.401298464324817e-45L);
                                                                                        l_mut_26_ = l_3382_;
                                                                                        uint l_3383_ = (l_3376_ >> 31u);
                                                                                        bool l_3384_ = (l_3383_ == 1u);
                                                                                        if (l_3384_) {
                                                                                            double _e6858 = l_mut_26_;
                                                                                            double l_3385_ = -(_e6858);
                                                                                            l_mut_26_ = l_3385_;
                                                                                        }
                                                                                    }
                                                                                    double _e6860 = l_mut_26_;
                                                                                    bool l_3386_ = (_e6860 <= l_3333_);
                                                                                    if (l_3386_) {
                                                                                        uint l_3387_ = asuint(l_3339_);
                                                                                        uint l_3388_ = (l_3387_ + 1u);
                                                                                        l_mut_2572_ = l_3388_;
                                                                                        uint l_3389_ = (l_3387_ & 2147483647u);
                                                                                        bool l_3390_ = (l_3389_ == 0u);
                                                                                        if (l_3390_) {
                                                                                            l_mut_2572_ = 1u;
                                                                                        } else {
                                                                                            uint l_3391_ = (l_3387_ & 2147483648u);
                                                                                            bool l_3392_ = (l_3391_ != 0u);
                                                                                            if (l_3392_) {
                                                                                                uint l_3393_ = (l_3387_ - 1u);
                                                                                                l_mut_2572_ = l_3393_;
                                                                                            } else {
                                                                                                bool l_3394_ = (l_3387_ == 2139095040u);
                                                                                                if (l_3394_) {
                                                                                                    l_mut_2572_ = l_3387_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e6878 = l_mut_2572_;
                                                                                        float l_3395_ = asfloat(_e6878);
                                                                                        uint l_3396_ = asuint(l_3395_);
                                                                                        double l_3397_ = double(l_3395_);
                                                                                        l_mut_26_ = l_3397_;
                                                                                        uint l_3398_ = (l_3396_ & 2139095040u);
                                                                                        bool l_3399_ = (l_3398_ == 0u);
                                                                                        if (l_3399_) {
                                                                                            uint l_3400_ = (l_3396_ & 8388607u);
                                                                                            double l_3401_ = double(l_3400_);
                                                                                            double l_3402_ = (l_3401_ * 1.401298464324817e-45L);
                                                                                            l_mut_26_ = l_3402_;
                                                                                            uint l_3403_ = (l_3396_ >> 31u);
                                                                                            bool l_3404_ = (l_3403_ == 1u);
                                                                                            if (l_3404_) {
                                                                                                double _e6895 = l_mut_26_;
                                                                                                double l_3405_ = -(_e6895);
                                                                                                l_mut_26_ = l_3405_;
                                                                                            }
                                                                                        }
                                                                                        double _e6897 = l_mut_26_;
                                                                                        l_mut_1580_ = _e6897;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e6898 = l_mut_1580_;
                                                                            l_mut_1656_ = _e6898;
                                                                        }
                                                                        l_mut_2572_ = 0u;
                                                                        double _e6900 = l_mut_1883_;
                                                                        bool l_3406_ = (_e6900 <= 0.0L);
                                                                        double _e6903 = l_mut_1656_;
                                                                        bool l_3407_ = (_e6903 >= 0.0L);
                                                                        if (l_3406_) {
                                                                            local_99 = l_3407_;
                                                                        } else {
                                                                            local_99 = false;
                                                                        }
                                                                        bool l_3408_ = local_99;
                                                                        bool l_3409_ = !(l_3408_);
                                                                        if (l_3409_) {
                                                                            double _e6911 = l_mut_2339_;
                                                                            double _e6912 = l_mut_1883_;
                                                                            double l_3411_ = (_e6911 / _e6912);
                                                                            double _e6914 = l_mut_2339_;
                                                                            double _e6915 = l_mut_1656_;
                                                                            double l_3412_ = (_e6914 / _e6915);
                                                                            double _e6917 = l_mut_2112_;
                                                                            double _e6918 = l_mut_1883_;
                                                                            double l_3413_ = (_e6917 / _e6918);
                                                                            double _e6920 = l_mut_2112_;
                                                                            double _e6921 = l_mut_1656_;
                                                                            double l_3414_ = (_e6920 / _e6921);
                                                                            a_3410_[0] = l_3411_;
                                                                            a_3410_[1] = l_3411_;
                                                                            double l_3415_ = a_3410_[0];
                                                                            bool l_3416_ = (l_3412_ < l_3415_);
                                                                            if (l_3416_) {
                                                                                a_3410_[0] = l_3412_;
                                                                            }
                                                                            double l_3417_ = a_3410_[0];
                                                                            bool l_3418_ = (l_3413_ < l_3417_);
                                                                            if (l_3418_) {
                                                                                a_3410_[0] = l_3413_;
                                                                            }
                                                                            double l_3419_ = a_3410_[0];
                                                                            bool l_3420_ = (l_3414_ < l_3419_);
                                                                            if (l_3420_) {
                                                                                a_3410_[0] = l_3414_;
                                                                            }
                                                                            double l_3421_ = a_3410_[1];
                                                                            bool l_3422_ = (l_3412_ > l_3421_);
                                                                            if (l_3422_) {
                                                                                a_3410_[1] = l_3412_;
                                                                            }
                                                                            double l_3423_ = a_3410_[1];
                                                                            bool l_3424_ = (l_3413_ > l_3423_);
                                                                            if (l_3424_) {
                                                                                a_3410_[1] = l_3413_;
                                                                            }
                                                                            double l_3425_ = a_3410_[1];
                                                                            bool l_3426_ = (l_3414_ > l_3425_);
                                                                            if (l_3426_) {
                                                                                a_3410_[1] = l_3414_;
                                                                            }
                                                                            double l_3427_ = a_3410_[0];
                                                                            double l_3428_ = abs(l_3427_);
                                                                            double _e6952 = l_mut_49_;
                                                                            double l_3429_ = (l_3428_ * _e6952);
                                                                            double l_3430_ = a_3410_[1];
                                                                            double l_3431_ = abs(l_3430_);
                                                                            double _e6957 = l_mut_49_;
                                                                            double l_3432_ = (l_3431_ * _e6957);
                                                                            l_mut_2572_ = 2u;
                                                                            double l_3433_ = a_3410_[0];
                                                                            double l_3434_ = (l_3433_ - l_3429_);
                                                                            double l_3435_ = abs(l_3434_);
                                                                            l_mut_2339_ = 1.401298464324817e-45L;
                                                                            bool l_3436_ = (l_3435_ >= 1.1754943508222875e-38L);
                                                                            bool l_3437_ = (l_3435_ <= 1.7976931348623157e308L);
                                                                            if (l_3436_) {
                                                                                local_100 = l_3437_;
                                                                            } else {
                                                                                local_100 = false;
                                                                            }
                                                                            bool l_3438_ = local_100;
                                                                            if (l_3438_) {
                                                                                uint64_t l_3439_ = l_3435_;
                                                                                uint64_t l_3440_ = (l_3439_ >> uint(52uL));
                                                                                uint64_t l_3441_ = (l_3440_ - 23uL);
                                                                                uint64_t l_3442_ = (l_3441_ << uint(52uL));
                                                                                double l_3443_ = l_3442_;
                                                                                l_mut_2339_ = l_3443_;
                                                                            }
                                                                            double l_3444_ = (l_3433_ + l_3429_);
                                                                            double l_3445_ = abs(l_3444_);
                                                                            l_mut_2112_ = 1.401298464324817e-45L;
                                                                            bool l_3446_ = (l_3445_ >= 1.1754943508222875e-38L);
                                                                            bool l_3447_ = (l_3445_ <= 1.7976931348623157e308L);
                                                                            if (l_3446_) {
                                                                                local_101 = l_3447_;
                                                                            } else {
                                                                                local_101 = false;
                                                                            }
                                                                            bool l_3448_ = local_101;
                                                                            if (l_3448_) {
                                                                                uint64_t l_3449_ = l_3445_;
                                                                                uint64_t l_3450_ = (l_3449_ >> uint(52uL));
                                                                                uint64_t l_3451_ = (l_3450_ - 23uL);
                                                                                uint64_t l_3452_ = (l_3451_ << uint(52uL));
                                                                                double l_3453_ = l_3452_;
                                                                                l_mut_2112_ = l_3453_;
                                                                            }
                                                                            double _e7008 = l_mut_2339_;
                                                                            double _e7009 = l_mut_2112_;
                                                                            bool l_3454_ = (_e7008 == _e7009);
                                                                            double l_3455_ = a_3410_[1];
                                                                            double l_3456_ = (l_3455_ - l_3432_);
                                                                            double l_3457_ = abs(l_3456_);
                                                                            l_mut_2339_ = 1.401298464324817e-45L;
                                                                            bool l_3458_ = (l_3457_ >= 1.1754943508222875e-38L);
                                                                            bool l_3459_ = (l_3457_ <= 1.7976931348623157e308L);
                                                                            if (l_3458_) {
                                                                                local_102 = l_3459_;
                                                                            } else {
                                                                                local_102 = false;
                                                                            }
                                                                            bool l_3460_ = local_102;
                                                                            if (l_3460_) {
                                                                                uint64_t l_3461_ = l_3457_;
                                                                                uint64_t l_3462_ = (l_3461_ >> uint(52uL));
                                                                                uint64_t l_3463_ = (l_3462_ - 23uL);
                                                                                uint64_t l_3464_ = (l_3463_ << uint(52uL));
                                                                                double l_3465_ = l_3464_;
                                                                                l_mut_2339_ = l_3465_;
                                                                            }
                                                                            double l_3466_ = (l_3455_ + l_3432_);
                                                                            double l_3467_ = abs(l_3466_);
                                                                            l_mut_2112_ = 1.401298464324817e-45L;
                                                                            bool l_3468_ = (l_3467_ >= 1.1754943508222875e-38L);
                                                                            bool l_3469_ = (l_3467_ <= 1.7976931348623157e308L);
                                                                            if (l_3468_) {
                                                                                local_103 = l_3469_;
                                                                            } else {
                                                                                local_103 = false;
                                                                            }
                                                                            bool l_3470_ = local_103;
                                                                            if (l_3470_) {
                                                                                uint64_t l_3471_ = l_3467_;
                                                                                uint64_t l_3472_ = (l_3471_ >> uint(52uL));
                                                                                uint64_t l_3473_ = (l_3472_ - 23uL);
                                                                                uint64_t l_3474_ = (l_3473_ << uint(52uL));
                                                                                double l_3475_ = l_3474_;
                                                                                l_mut_2112_ = l_3475_;
                                                                            }
                                                                            double _e7059 = l_mut_2339_;
                                                                            double _e7060 = l_mut_2112_;
                                                                            bool l_3476_ = (_e7059 == _e7060);
                                                                            if (l_3454_) {
                                                                                local_104 = l_3476_;
                                                                            } else {
                                                                                local_104 = false;
                                                                            }
                                                                            bool l_3477_ = local_104;
                                                                            if (l_3477_) {
                                                                                double l_3478_ = a_3410_[0];
                                                                                double l_3479_ = a_3410_[0];
                                                                                double l_3480_ = abs(l_3479_);
                                                                                l_mut_2339_ = 1.401298464324817e-45L;
                                                                                bool l_3481_ = (l_3480_ >= 1.1754943508222875e-38L);
                                                                                bool l_3482_ = (l_3480_ <= 1.7976931348623157e308L);
                                                                                if (l_3481_) {
                                                                                    local_105 = l_3482_;
                                                                                } else {
                                                                                    local_105 = false;
                                                                                }
                                                                                bool l_3483_ = local_105;
                                                                                if (l_3483_) {
                                                                                    uint64_t l_3484_ = l_3480_;
                                                                                    uint64_t l_3485_ = (l_3484_ >> uint(52uL));
                                                                                    uint64_t l_3486_ = (l_3485_ - 23uL);
                                                                                    uint64_t l_3487_ = (l_3486_ << uint(52uL));
                                                                                    double l_3488_ = l_3487_;
                                                                                    l_mut_2339_ = l_3488_;
                                                                                }
                                                                                double _e7092 = l_mut_2339_;
                                                                                double l_3489_ = (l_413_ * _e7092);
                                                                                double l_3490_ = (l_3478_ - l_3489_);
                                                                                double l_3491_ = a_3410_[1];
                                                                                double l_3492_ = a_3410_[1];
                                                                                double l_3493_ = abs(l_3492_);
                                                                                l_mut_2339_ = 1.401298464324817e-45L;
                                                                                bool l_3494_ = (l_3493_ >= 1.1754943508222875e-38L);
                                                                                bool l_3495_ = (l_3493_ <= 1.7976931348623157e308L);
                                                                                if (l_3494_) {
                                                                                    local_106 = l_3495_;
                                                                                } else {
                                                                                    local_106 = false;
                                                                                }
                                                                                bool l_3496_ = local_106;
                                                                                if (l_3496_) {
                                                                                    uint64_t l_3497_ = l_3493_;
                                                                                    uint64_t l_3498_ = (l_3497_ >> uint(52uL));
                                                                                    uint64_t l_3499_ = (l_3498_ - 23uL);
                                                                                    uint64_t l_3500_ = (l_3499_ << uint(52uL));
                                                                                    double l_3501_ = l_3500_;
                                                                                    l_mut_2339_ = l_3501_;
                                                                                }
                                                                                double _e7121 = l_mut_2339_;
                                                                                double l_3502_ = (l_413_ * _e7121);
                                                                                double l_3503_ = (l_3491_ + l_3502_);
                                                                                float _e7124 = l_mut_22_;
                                                                                uint l_3504_ = asuint(_e7124);
                                                                                float _e7126 = l_mut_22_;
                                                                                double l_3505_ = double(_e7126);
                                                                                l_mut_2339_ = l_3505_;
                                                                                uint l_3506_ = (l_3504_ & 2139095040u);
                                                                                bool l_3507_ = (l_3506_ == 0u);
                                                                                if (l_3507_) {
                                                                                    uint l_3508_ = (l_3504_ & 8388607u);
                                                                                    double l_3509_ = double(l_3508_);
                                                                                    double l_3510_ = (l_3509_ * 1.401298464324817e-45L);
                                                                                    l_mut_2339_ = l_3510_;
                                                                                    uint l_3511_ = (l_3504_ >> 31u);
                                                                                    bool l_3512_ = (l_3511_ == 1u);
                                                                                    if (l_3512_) {
                                                                                        double _e7141 = l_mut_2339_;
                                                                                        double l_3513_ = -(_e7141);
                                                                                        l_mut_2339_ = l_3513_;
                                                                                    }
                                                                                }
                                                                                float _e7143 = l_mut_22_;
                                                                                uint l_3514_ = asuint(_e7143);
                                                                                uint l_3515_ = (l_3514_ + 1u);
                                                                                l_mut_3516_ = l_3515_;
                                                                                uint l_3517_ = (l_3514_ & 2147483647u);
                                                                                bool l_3518_ = (l_3517_ == 0u);
                                                                                if (l_3518_) {
                                                                                    l_mut_3516_ = 1u;
                                                                                } else {
                                                                                    uint l_3519_ = (l_3514_ & 2147483648u);
                                                                                    bool l_3520_ = (l_3519_ != 0u);
                                                                                    if (l_3520_) {
                                                                                        uint l_3521_ = (l_3514_ - 1u);
                                                                                        l_mut_3516_ = l_3521_;
                                                                                    } else {
                                                                                        bool l_3522_ = (l_3514_ == 2139095040u);
                                                                                        if (l_3522_) {
                                                                                            l_mut_3516_ = l_3514_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e7160 = l_mut_3516_;
                                                                                float l_3523_ = asfloat(_e7160);
                                                                                uint l_3524_ = asuint(l_3523_);
                                                                                double l_3525_ = double(l_3523_);
                                                                                l_mut_2112_ = l_3525_;
                                                                                uint l_3526_ = (l_3524_ & 2139095040u);
                                                                                bool l_3527_ = (l_3526_ == 0u);
                                                                                if (l_3527_) {
                                                                                    uint l_3528_ = (l_3524_ & 8388607u);
                                                                                    double l_3529_ = double(l_3528_);
                                                                                    double l_3530_ = (l_3529_ * 1.401298464324817e-45L);
                                                                                    l_mut_2112_ = l_3530_;
                                                                                    uint l_3531_ = (l_3524_ >> 31u);
                                                                                    bool l_3532_ = (l_3531_ == 1u);
                                                                                    if (l_3532_) {
                                                                                        double _e7177 = l_mut_2112_;
                                                                                        double l_3533_ = -(_e7177);
                                                                                        l_mut_2112_ = l_3533_;
                                                                                    }
                                                                                }
                                                                                float _e7179 = l_mut_22_;
                                                                                uint l_3534_ = asuint(_e7179);
                                                                                uint l_3535_ = (l_3534_ ^ 2147483648u);
                                                                                float l_3536_ = asfloat(l_3535_);
                                                                                uint l_3537_ = asuint(l_3536_);
                                                                                uint l_3538_ = (l_3537_ + 1u);
                                                                                l_mut_3516_ = l_3538_;
                                                                                uint l_3539_ = (l_3537_ & 2147483647u);
                                                                                bool l_3540_ = (l_3539_ == 0u);
                                                                                if (l_3540_) {
                                                                                    l_mut_3516_ = 1u;
                                                                                } else {
                                                                                    uint l_3541_ = (l_3537_ & 2147483648u);
                                                                                    bool l_3542_ = (l_3541_ != 0u);
                                                                                    if (l_3542_) {
                                                                                        uint l_3543_ = (l_3537_ - 1u);
                                                                                        l_mut_3516_ = l_3543_;
                                                                                    } else {
                                                                                        bool l_3544_ = (l_3537_ == 2139095040u);
                                                                                        if (l_3544_) {
                                                                                            l_mut_3516_ = l_3537_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e7200 = l_mut_3516_;
                                                                                float l_3545_ = asfloat(_e7200);
                                                                                uint l_3546_ = asuint(l_3545_);
                                                                                uint l_3547_ = (l_3546_ ^ 2147483648u);
                                                                                float l_3548_ = asfloat(l_3547_);
                                                                                uint l_3549_ = asuint(l_3548_);
                                                                                double l_3550_ = double(l_3548_);
                                                                                l_mut_1883_ = l_3550_;
                                                                                uint l_3551_ = (l_3549_ & 2139095040u);
                                                                                bool l_3552_ = (l_3551_ == 0u);
                                                                                if (l_3552_) {
                                                                                    uint l_3553_ = (l_3549_ & 8388607u);
                                                                                    double l_3554_ = double(l_3553_);
                                                                                    double l_3555_ = (l_3554_ * 1.401298464324817e-45L);
                                                                                    l_mut_1883_ = l_3555_;
                                                                                    uint l_3556_ = (l_3549_ >> 31u);
                                                                                    bool l_3557_ = (l_3556_ == 1u);
                                                                                    if (l_3557_) {
                                                                                        double _e7221 = l_mut_1883_;
                                                                                        double l_3558_ = -(_e7221);
                                                                                        l_mut_1883_ = l_3558_;
                                                                                    }
                                                                                }
                                                                                double l_3559_ = (l_3490_ + l_3429_);
                                                                                double _e7224 = l_mut_2339_;
                                                                                bool l_3560_ = (l_3559_ <= _e7224);
                                                                                l_mut_530_ = l_3560_;
                                                                                double l_3561_ = (l_3490_ - l_3429_);
                                                                                double _e7227 = l_mut_2339_;
                                                                                bool l_3562_ = (l_3561_ > _e7227);
                                                                                l_mut_527_ = l_3562_;
                                                                                double l_3563_ = (l_3503_ - l_3432_);
                                                                                double _e7230 = l_mut_2339_;
                                                                                bool l_3564_ = (l_3563_ >= _e7230);
                                                                                l_mut_524_ = l_3564_;
                                                                                double l_3565_ = (l_3503_ + l_3432_);
                                                                                double _e7233 = l_mut_2339_;
                                                                                bool l_3566_ = (l_3565_ < _e7233);
                                                                                l_mut_521_ = l_3566_;
                                                                                double l_3567_ = (l_3490_ + l_3429_);
                                                                                double _e7236 = l_mut_2112_;
                                                                                bool l_3568_ = (l_3567_ < _e7236);
                                                                                l_mut_530_ = l_3568_;
                                                                                double l_3569_ = (l_3490_ - l_3429_);
                                                                                double _e7239 = l_mut_2112_;
                                                                                bool l_3570_ = (l_3569_ >= _e7239);
                                                                                l_mut_527_ = l_3570_;
                                                                                double l_3571_ = (l_3503_ - l_3432_);
                                                                                double _e7242 = l_mut_1883_;
                                                                                bool l_3572_ = (l_3571_ > _e7242);
                                                                                l_mut_524_ = l_3572_;
                                                                                double l_3573_ = (l_3503_ + l_3432_);
                                                                                double _e7245 = l_mut_1883_;
                                                                                bool l_3574_ = (l_3573_ <= _e7245);
                                                                                l_mut_521_ = l_3574_;
                                                                                l_mut_3516_ = 2u;
                                                                                bool _e7248 = l_mut_527_;
                                                                                if (!(_e7248)) {
                                                                                    bool _e7252 = l_mut_521_;
                                                                                    local_107 = _e7252;
                                                                                } else {
                                                                                    local_107 = true;
                                                                                }
                                                                                bool l_3575_ = local_107;
                                                                                if (l_3575_) {
                                                                                    l_mut_3516_ = 1u;
                                                                                } else {
                                                                                    bool _e7256 = l_mut_530_;
                                                                                    if (_e7256) {
                                                                                        bool _e7259 = l_mut_524_;
                                                                                        local_108 = _e7259;
                                                                                    } else {
                                                                                        local_108 = false;
                                                                                    }
                                                                                    bool l_3576_ = local_108;
                                                                                    if (l_3576_) {
                                                                                        l_mut_3516_ = 0u;
                                                                                    }
                                                                                }
                                                                                float _e7263 = l_mut_22_;
                                                                                uint l_3577_ = asuint(_e7263);
                                                                                uint l_3578_ = (l_3577_ & 2147483647u);
                                                                                bool l_3579_ = (l_3578_ == 0u);
                                                                                if (l_3579_) {
                                                                                    double l_3580_ = (l_3490_ + l_3429_);
                                                                                    bool l_3581_ = (l_3580_ < 1.1754943508222875e-38L);
                                                                                    double l_3582_ = (l_3503_ - l_3432_);
                                                                                    bool l_3583_ = (l_3582_ > -1.1754943508222875e-38L);
                                                                                    if (l_3581_) {
                                                                                        local_109 = l_3583_;
                                                                                    } else {
                                                                                        local_109 = false;
                                                                                    }
                                                                                    bool l_3584_ = local_109;
                                                                                    double l_3585_ = (l_3490_ - l_3429_);
                                                                                    bool l_3586_ = (l_3585_ < 1.1754943508222875e-38L);
                                                                                    double l_3587_ = (l_3503_ + l_3432_);
                                                                                    bool l_3588_ = (l_3587_ > -1.1754943508222875e-38L);
                                                                                    if (l_3586_) {
                                                                                        local_110 = l_3588_;
                                                                                    } else {
                                                                                        local_110 = false;
                                                                                    }
                                                                                    bool l_3589_ = local_110;
                                                                                    if (l_3584_) {
                                                                                        l_mut_3516_ = 0u;
                                                                                    } else {
                                                                                        uint _e7290 = l_mut_3516_;
                                                                                        bool l_3590_ = (_e7290 == 1u);
                                                                                        if (l_3589_) {
                                                                                            local_111 = l_3590_;
                                                                                        } else {
                                                                                            local_111 = false;
                                                                                        }
                                                                                        bool l_3591_ = local_111;
                                                                                        if (l_3591_) {
                                                                                            l_mut_3516_ = 2u;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e7298 = l_mut_3516_;
                                                                                l_mut_2572_ = _e7298;
                                                                            }
                                                                        }
                                                                        uint _e7299 = l_mut_438_;
                                                                        bool l_3592_ = (_e7299 == 0u);
                                                                        if (l_3592_) {
                                                                            l_mut_476_ = 0u;
                                                                        } else {
                                                                            uint _e7303 = l_mut_2572_;
                                                                            bool l_3593_ = (_e7303 == 1u);
                                                                            if (l_3593_) {
                                                                                l_mut_476_ = 1u;
                                                                            }
                                                                        }
                                                                    } else {
                                                                        double _e7307 = l_mut_243_;
                                                                        double l_3594_ = (_e7307 - l_410_);
                                                                        double _e7309 = l_mut_243_;
                                                                        double l_3595_ = (_e7309 + l_410_);
                                                                        double _e7311 = l_mut_76_;
                                                                        double l_3596_ = (_e7311 - l_410_);
                                                                        double _e7313 = l_mut_76_;
                                                                        double l_3597_ = (_e7313 + l_410_);
                                                                        double l_3598_ = abs(l_3596_);
                                                                        bool l_3599_ = (l_3598_ > l_1548_);
                                                                        double l_3600_ = abs(l_3597_);
                                                                        bool l_3601_ = (l_3600_ > l_1548_);
                                                                        if (l_3599_) {
                                                                            local_112 = l_3601_;
                                                                        } else {
                                                                            local_112 = false;
                                                                        }
                                                                        bool l_3602_ = local_112;
                                                                        if (l_3602_) {
                                                                            double l_3603_ = (l_1546_ + l_1548_);
                                                                            double l_3604_ = abs(l_3596_);
                                                                            double l_3605_ = abs(l_3597_);
                                                                            l_mut_2339_ = l_3604_;
                                                                            bool l_3606_ = (l_3605_ < l_3604_);
                                                                            if (l_3606_) {
                                                                                l_mut_2339_ = l_3605_;
                                                                            }
                                                                            double _e7327 = l_mut_2339_;
                                                                            double l_3607_ = (l_3603_ / _e7327);
                                                                            double l_3608_ = abs(l_3594_);
                                                                            double l_3609_ = abs(l_3595_);
                                                                            l_mut_2339_ = l_3608_;
                                                                            bool l_3610_ = (l_3609_ < l_3608_);
                                                                            if (l_3610_) {
                                                                                l_mut_2339_ = l_3609_;
                                                                            }
                                                                            double _e7332 = l_mut_2339_;
                                                                            double l_3611_ = (l_1546_ / _e7332);
                                                                            double l_3612_ = (l_3607_ + l_3611_);
                                                                            double _e7335 = l_mut_49_;
                                                                            l_mut_49_ = (_e7335 + l_3612_);
                                                                            l_mut_3516_ = 0u;
                                                                            bool l_3613_ = (l_3596_ <= 0.0L);
                                                                            bool l_3614_ = (l_3597_ >= 0.0L);
                                                                            if (l_3613_) {
                                                                                local_113 = l_3614_;
                                                                            } else {
                                                                                local_113 = false;
                                                                            }
                                                                            bool l_3615_ = local_113;
                                                                            bool l_3616_ = !(l_3615_);
                                                                            if (l_3616_) {
                                                                                double l_3618_ = (l_3594_ / l_3596_);
                                                                                double l_3619_ = (l_3594_ / l_3597_);
                                                                                double l_3620_ = (l_3595_ / l_3596_);
                                                                                double l_3621_ = (l_3595_ / l_3597_);
                                                                                a_3617_[0] = l_3618_;
                                                                                a_3617_[1] = l_3618_;
                                                                                double l_3622_ = a_3617_[0];
                                                                                bool l_3623_ = (l_3619_ < l_3622_);
                                                                                if (l_3623_) {
                                                                                    a_3617_[0] = l_3619_;
                                                                                }
                                                                                double l_3624_ = a_3617_[0];
                                                                                bool l_3625_ = (l_3620_ < l_3624_);
                                                                                if (l_3625_) {
                                                                                    a_3617_[0] = l_3620_;
                                                                                }
                                                                                double l_3626_ = a_3617_[0];
                                                                                bool l_3627_ = (l_3621_ < l_3626_);
                                                                                if (l_3627_) {
                                                                                    a_3617_[0] = l_3621_;
                                                                                }
                                                                                double l_3628_ = a_3617_[1];
                                                                                bool l_3629_ = (l_3619_ > l_3628_);
                                                                                if (l_3629_) {
                                                                                    a_3617_[1] = l_3619_;
                                                                                }
                                                                                double l_3630_ = a_3617_[1];
                                                                                bool l_3631_ = (l_3620_ > l_3630_);
                                                                                if (l_3631_) {
                                                                                    a_3617_[1] = l_3620_;
                                                                                }
                                                                                double l_3632_ = a_3617_[1];
                                                                                bool l_3633_ = (l_3621_ > l_3632_);
                                                                                if (l_3633_) {
                                                                                    a_3617_[1] = l_3621_;
                                                                                }
                                                                                double l_3634_ = a_3617_[0];
                                                                                double l_3635_ = abs(l_3634_);
                                                                                double _e7380 = l_mut_49_;
                                                                                double l_3636_ = (l_3635_ * _e7380);
                                                                                double l_3637_ = a_3617_[1];
                                                                                double l_3638_ = abs(l_3637_);
                                                                                double _e7385 = l_mut_49_;
                                                                                double l_3639_ = (l_3638_ * _e7385);
                                                                                l_mut_3516_ = 2u;
                                                                                double l_3640_ = a_3617_[0];
                                                                                double l_3641_ = (l_3640_ - l_3636_);
                                                                                double l_3642_ = abs(l_3641_);
                                                                                l_mut_2339_ = 1.401298464324817e-45L;
                                                                                bool l_3643_ = (l_3642_ >= 1.1754943508222875e-38L);
                                                                                bool l_3644_ = (l_3642_ <= 1.7976931348623157e308L);
                                                                                if (l_3643_) {
                                                                                    local_114 = l_3644_;
                                                                                } else {
                                                                                    local_114 = false;
                                                                                }
                                                                                bool l_3645_ = local_114;
                                                                                if (l_3645_) {
                                                                                    uint64_t l_3646_ = l_3642_;
                                                                                    uint64_t l_3647_ = (l_3646_ >> uint(52uL));
                                                                                    uint64_t l_3648_ = (l_3647_ - 23uL);
                                                                                    uint64_t l_3649_ = (l_3648_ << uint(52uL));
                                                                                    double l_3650_ = l_3649_;
                                                                                    l_mut_2339_ = l_3650_;
                                                                                }
                                                                                double l_3651_ = (l_3640_ + l_3636_);
                                                                                double l_3652_ = abs(l_3651_);
                                                                                l_mut_2112_ = 1.401298464324817e-45L;
                                                                                bool l_3653_ = (l_3652_ >= 1.1754943508222875e-38L);
                                                                                bool l_3654_ = (l_3652_ <= 1.7976931348623157e308L);
                                                                                if (l_3653_) {
                                                                                    local_115 = l_3654_;
                                                                                } else {
                                                                                    local_115 = false;
                                                                                }
                                                                                bool l_3655_ = local_115;
                                                                                if (l_3655_) {
                                                                                    uint64_t l_3656_ = l_3652_;
                                                                                    uint64_t l_3657_ = (l_3656_ >> uint(52uL));
                                                                                    uint64_t l_3658_ = (l_3657_ - 23uL);
                                                                                    uint64_t l_3659_ = (l_3658_ << uint(52uL));
                                                                                    double l_3660_ = l_3659_;
                                                                                    l_mut_2112_ = l_3660_;
                                                                                }
                                                                                double _e7436 = l_mut_2339_;
                                                                                double _e7437 = l_mut_2112_;
                                                                                bool l_3661_ = (_e7436 == _e7437);
                                                                                double l_3662_ = a_3617_[1];
                                                                                double l_3663_ = (l_3662_ - l_3639_);
                                                                                double l_3664_ = abs(l_3663_);
                                                                                l_mut_2339_ = 1.401298464324817e-45L;
                                                                                bool l_3665_ = (l_3664_ >= 1.1754943508222875e-38L);
                                                                                bool l_3666_ = (l_3664_ <= 1.7976931348623157e308L);
                                                                                if (l_3665_) {
                                                                                    local_116 = l_3666_;
                                                                                } else {
                                                                                    local_116 = false;
                                                                                }
                                                                                bool l_3667_ = local_116;
                                                                                if (l_3667_) {
                                                                                    uint64_t l_3668_ = l_3664_;
                                                                                    uint64_t l_3669_ = (l_3668_ >> uint(52uL));
                                                                                    uint64_t l_3670_ = (l_3669_ - 23uL);
                                                                                    uint64_t l_3671_ = (l_3670_ << uint(52uL));
                                                                                    double l_3672_ = l_3671_;
                                                                                    l_mut_2339_ = l_3672_;
                                                                                }
                                                                                double l_3673_ = (l_3662_ + l_3639_);
                                                                                double l_3674_ = abs(l_3673_);
                                                                                l_mut_2112_ = 1.401298464324817e-45L;
                                                                                bool l_3675_ = (l_3674_ >= 1.1754943508222875e-38L);
                                                                                bool l_3676_ = (l_3674_ <= 1.7976931348623157e308L);
                                                                                if (l_3675_) {
                                                                                    local_117 = l_3676_;
                                                                                } else {
                                                                                    local_117 = false;
                                                                                }
                                                                                bool l_3677_ = local_117;
                                                                                if (l_3677_) {
                                                                                    uint64_t l_3678_ = l_3674_;
                                                                                    uint64_t l_3679_ = (l_3678_ >> uint(52uL));
                                                                                    uint64_t l_3680_ = (l_3679_ - 23uL);
                                                                                    uint64_t l_3681_ = (l_3680_ << uint(52uL));
                                                                                    double l_3682_ = l_3681_;
                                                                                    l_mut_2112_ = l_3682_;
                                                                                }
                                                                                double _e7487 = l_mut_2339_;
                                                                                double _e7488 = l_mut_2112_;
                                                                                bool l_3683_ = (_e7487 == _e7488);
                                                                                if (l_3661_) {
                                                                                    local_118 = l_3683_;
                                                                                } else {
                                                                                    local_118 = false;
                                                                                }
                                                                                bool l_3684_ = local_118;
                                                                                if (l_3684_) {
                                                                                    double l_3685_ = a_3617_[0];
                                                                                    double l_3686_ = a_3617_[0];
                                                                                    double l_3687_ = abs(l_3686_);
                                                                                    l_mut_2339_ = 1.401298464324817e-45L;
                                                                                    bool l_3688_ = (l_3687_ >= 1.1754943508222875e-38L);
                                                                                    bool l_3689_ = (l_3687_ <= 1.7976931348623157e308L);
                                                                                    if (l_3688_) {
                                                                                        local_119 = l_3689_;
                                                                                    } else {
                                                                                        local_119 = false;
                                                                                    }
                                                                                    bool l_3690_ = local_119;
                                                                                    if (l_3690_) {
                                                                                        uint64_t l_3691_ = l_3687_;
                                                                                        uint64_t l_3692_ = (l_3691_ >> uint(52uL));
                                                                                        uint64_t l_3693_ = (l_3692_ - 23uL);
                                                                                        uint64_t l_3694_ = (l_3693_ << uint(52uL));
                                                                                        double l_3695_ = l_3694_;
                                                                                        l_mut_2339_ = l_3695_;
                                                                                    }
                                                                                    double _e7520 = l_mut_2339_;
                                                                                    double l_3696_ = (l_413_ * _e7520);
                                                                                    double l_3697_ = (l_3685_ - l_3696_);
                                                                                    double l_3698_ = a_3617_[1];
                                                                                    double l_3699_ = a_3617_[1];
                                                                                    double l_3700_ = abs(l_3699_);
                                                                                    l_mut_2339_ = 1.401298464324817e-45L;
                                                                                    bool l_3701_ = (l_3700_ >= 1.1754943508222875e-38L);
                                                                                    bool l_3702_ = (l_3700_ <= 1.7976931348623157e308L);
                                                                                    if (l_3701_) {
                                                                                        local_120 = l_3702_;
                                                                                    } else {
                                                                                        local_120 = false;
                                                                                    }
                                                                                    bool l_3703_ = local_120;
                                                                                    if (l_3703_) {
                                                                                        uint64_t l_3704_ = l_3700_;
                                                                                        uint64_t l_3705_ = (l_3704_ >> uint(52uL));
                                                                                        uint64_t l_3706_ = (l_3705_ - 23uL);
                                                                                        uint64_t l_3707_ = (l_3706_ << uint(52uL));
                                                                                        double l_3708_ = l_3707_;
                                                                                        l_mut_2339_ = l_3708_;
                                                                                    }
                                                                                    double _e7549 = l_mut_2339_;
                                                                                    double l_3709_ = (l_413_ * _e7549);
                                                                                    double l_3710_ = (l_3698_ + l_3709_);
                                                                                    float _e7552 = l_mut_22_;
                                                                                    uint l_3711_ = asuint(_e7552);
                                                                                    float _e7554 = l_mut_22_;
                                                                                    double l_3712_ = double(_e7554);
                                                                                    l_mut_2339_ = l_3712_;
                                                                                    uint l_3713_ = (l_3711_ & 2139095040u);
                                                                                    bool l_3714_ = (l_3713_ == 0u);
                                                                                    if (l_3714_) {
                                                                                        uint l_3715_ = (l_3711_ & 8388607u);
                                                                                        double l_3716_ = double(l_3715_);
                                                                                        double l_3717_ = (l_3716_ * 1.401298464324817e-45L);
                                                                                        l_mut_2339_ = l_3717_;
                                                                                        uint l_3718_ = (l_3711_ >> 31u);
                                                                                        bool l_3719_ = (l_3718_ == 1u);
                                                                                        if (l_3719_) {
                                                                                            double _e7569 = l_mut_2339_;
                                                                                            double l_3720_ = -(_e7569);
                                                                                            l_mut_2339_ = l_3720_;
                                                                                        }
                                                                                    }
                                                                                    float _e7571 = l_mut_22_;
                                                                                    uint l_3721_ = asuint(_e7571);
                                                                                    uint l_3722_ = (l_3721_ + 1u);
                                                                                    l_mut_2572_ = l_3722_;
                                                                                    uint l_3723_ = (l_3721_ & 2147483647u);
                                                                                    bool l_3724_ = (l_3723_ == 0u);
                                                                                    if (l_3724_) {
                                                                                        l_mut_2572_ = 1u;
                                                                                    } else {
                                                                                        uint l_3725_ = (l_3721_ & 2147483648u);
                                                                                        bool l_3726_ = (l_3725_ != 0u);
                                                                                        if (l_3726_) {
                                                                                            uint l_3727_ = (l_3721_ - 1u);
                                                                                            l_mut_2572_ = l_3727_;
                                                                                        } else {
                                                                                            bool l_3728_ = (l_3721_ == 2139095040u);
                                                                                            if (l_3728_) {
                                                                                                l_mut_2572_ = l_3721_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e7588 = l_mut_2572_;
                                                                                    float l_3729_ = asfloat(_e7588);
                                                                                    uint l_3730_ = asuint(l_3729_);
                                                                                    double l_3731_ = double(l_3729_);
                                                                                    l_mut_2112_ = l_3731_;
                                                                                    uint l_3732_ = (l_3730_ & 2139095040u);
                                                                                    bool l_3733_ = (l_3732_ == 0u);
                                                                                    if (l_3733_) {
                                                                                        uint l_3734_ = (l_3730_ & 8388607u);
                                                                                        double l_3735_ = double(l_3734_);
                                                                                        double l_3736_ = (l_3735_ * 1.401298464324817e-45L);
                                                                                        l_mut_2112_ = l_3736_;
                                                                                        uint l_3737_ = (l_3730_ >> 31u);
                                                                                        bool l_3738_ = (l_3737_ == 1u);
                                                                                        if (l_3738_) {
                                                                                            double _e7605 = l_mut_2112_;
                                                                                            double l_3739_ = -(_e7605);
                                                                                            l_mut_2112_ = l_3739_;
                                                                                        }
                                                                                    }
                                                                                    float _e7607 = l_mut_22_;
                                                                                    uint l_3740_ = asuint(_e7607);
                                                                                    uint l_3741_ = (l_3740_ ^ 2147483648u);
                                                                                    float l_3742_ = asfloat(l_3741_);
                                                                                    uint l_3743_ = asuint(l_3742_);
                                                                                    uint l_3744_ = (l_3743_ + 1u);
                                                                                    l_mut_2572_ = l_3744_;
                                                                                    uint l_3745_ = (l_3743_ & 2147483647u);
                                                                                    bool l_3746_ = (l_3745_ == 0u);
                                                                                    if (l_3746_) {
                                                                                        l_mut_2572_ = 1u;
                                                                                    } else {
                                                                                        uint l_3747_ = (l_3743_ & 2147483648u);
                                                                                        bool l_3748_ = (l_3747_ != 0u);
                                                                                        if (l_3748_) {
                                                                                            uint l_3749_ = (l_3743_ - 1u);
                                                                                            l_mut_2572_ = l_3749_;
                                                                                        } else {
                                                                                            bool l_3750_ = (l_3743_ == 2139095040u);
                                                                                            if (l_3750_) {
                                                                                                l_mut_2572_ = l_3743_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e7628 = l_mut_2572_;
                                                                                    float l_3751_ = asfloat(_e7628);
                                                                                    uint l_3752_ = asuint(l_3751_);
                                                                                    uint l_3753_ = (l_3752_ ^ 2147483648u);
                                                                                    float l_3754_ = asfloat(l_3753_);
                                                                                    uint l_3755_ = asuint(l_3754_);
                                                                                    double l_3756_ = double(l_3754_);
                                                                                    l_mut_1883_ = l_3756_;
                                                                                    uint l_3757_ = (l_3755_ & 2139095040u);
                                                                                    bool l_3758_ = (l_3757_ == 0u);
                                                                                    if (l_3758_) {
                                                                                        uint l_3759_ = (l_3755_ & 8388607u);
                                                                                        double l_3760_ = double(l_3759_);
                                                                                        double l_3761_ = (l_3760_ * 1.401298464324817e-45L);
                                                                                        l_mut_1883_ = l_3761_;
                                                                                        uint l_3762_ = (l_3755_ >> 31u);
                                                                                        bool l_3763_ = (l_3762_ == 1u);
                                                                                        if (l_3763_) {
                                                                                            double _e7649 = l_mut_1883_;
                                                                                            double l_3764_ = -(_e7649);
                                                                                            l_mut_1883_ = l_3764_;
                                                                                        }
                                                                                    }
                                                                                    double l_3765_ = (l_3697_ + l_3636_);
                                                                                    double _e7652 = l_mut_2339_;
                                                                                    bool l_3766_ = (l_3765_ <= _e7652);
                                                                                    l_mut_530_ = l_3766_;
                                                                                    double l_3767_ = (l_3697_ - l_3636_);
                                                                                    double _e7655 = l_mut_2339_;
                                                                                    bool l_3768_ = (l_3767_ > _e7655);
                                                                                    l_mut_527_ = l_3768_;
                                                                                    double l_3769_ = (l_3710_ - l_3639_);
                                                                                    double _e7658 = l_mut_2339_;
                                                                                    bool l_3770_ = (l_3769_ >= _e7658);
                                                                                    l_mut_524_ = l_3770_;
                                                                                    double l_3771_ = (l_3710_ + l_3639_);
                                                                                    double _e7661 = l_mut_2339_;
                                                                                    bool l_3772_ = (l_3771_ < _e7661);
                                                                                    l_mut_521_ = l_3772_;
                                                                                    l_mut_2572_ = 2u;
                                                                                    bool _e7664 = l_mut_527_;
                                                                                    if (!(_e7664)) {
                                                                                        bool _e7668 = l_mut_521_;
                                                                                        local_121 = _e7668;
                                                                                    } else {
                                                                                        local_121 = true;
                                                                                    }
                                                                                    bool l_3773_ = local_121;
                                                                                    if (l_3773_) {
                                                                                        l_mut_2572_ = 1u;
                                                                                    } else {
                                                                                        bool _e7672 = l_mut_530_;
                                                                                        if (_e7672) {
                                                                                            bool _e7675 = l_mut_524_;
                                                                                            local_122 = _e7675;
                                                                                        } else {
                                                                                            local_122 = false;
                                                                                        }
                                                                                        bool l_3774_ = local_122;
                                                                                        if (l_3774_) {
                                                                                            l_mut_2572_ = 0u;
                                                                                        }
                                                                                    }
                                                                                    float _e7679 = l_mut_22_;
                                                                                    uint l_3775_ = asuint(_e7679);
                                                                                    uint l_3776_ = (l_3775_ & 2147483647u);
                                                                                    bool l_3777_ = (l_3776_ == 0u);
                                                                                    if (l_3777_) {
                                                                                        double l_3778_ = (l_3697_ + l_3636_);
                                                                                        bool l_3779_ = (l_3778_ < 1.1754943508222875e-38L);
                                                                                        double l_3780_ = (l_3710_ - l_3639_);
                                                                                        bool l_3781_ = (l_3780_ > -1.1754943508222875e-38L);
                                                                                        if (l_3779_) {
                                                                                            local_123 = l_3781_;
                                                                                        } else {
                                                                                            local_123 = false;
                                                                                        }
                                                                                        bool l_3782_ = local_123;
                                                                                        double l_3783_ = (l_3697_ - l_3636_);
                                                                                        bool l_3784_ = (l_3783_ < 1.1754943508222875e-38L);
                                                                                        double l_3785_ = (l_3710_ + l_3639_);
                                                                                        bool l_3786_ = (l_3785_ > -1.1754943508222875e-38L);
                                                                                        if (l_3784_) {
                                                                                            local_124 = l_3786_;
                                                                                        } else {
                                                                                            local_124 = false;
                                                                                        }
                                                                                        bool l_3787_ = local_124;
                                                                                        if (l_3782_) {
                                                                                            l_mut_2572_ = 0u;
                                                                                        } else {
                                                                                            uint _e7706 = l_mut_2572_;
                                                                                            bool l_3788_ = (_e7706 == 1u);
                                                                                            if (l_3787_) {
                                                                                                local_125 = l_3788_;
                                                                                            } else {
                                                                                                local_125 = false;
                                                                                            }
                                                                                            bool l_3789_ = local_125;
                                                                                            if (l_3789_) {
                                                                                                l_mut_2572_ = 2u;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e7714 = l_mut_2572_;
                                                                                    l_mut_3516_ = _e7714;
                                                                                }
                                                                            }
                                                                            uint _e7715 = l_mut_3516_;
                                                                            l_mut_476_ = _e7715;
                                                                        }
                                                                    }
                                                                    uint _e7716 = l_mut_476_;
                                                                    l_mut_422_ = _e7716;
                                                                } else {
                                                                    bool l_3790_ = (l_418_ <= l_416_);
                                                                    bool l_3791_ = (l_404_ == 12u);
                                                                    if (l_3790_) {
                                                                        local_126 = l_3791_;
                                                                    } else {
                                                                        local_126 = false;
                                                                    }
                                                                    bool l_3792_ = local_126;
                                                                    if (l_3792_) {
                                                                        float l_3793_ = float(l_417_);
                                                                        uint l_3794_ = asuint(l_3793_);
                                                                        double l_3795_ = double(l_3793_);
                                                                        l_mut_2339_ = l_3795_;
                                                                        uint l_3796_ = (l_3794_ & 2139095040u);
                                                                        bool l_3797_ = (l_3796_ == 0u);
                                                                        if (l_3797_) {
                                                                            uint l_3798_ = (l_3794_ & 8388607u);
                                                                            double l_3799_ = double(l_3798_);
                                                                            double l_3800_ = (l_3799_ * 1.401298464324817e-45L);
                                                                            l_mut_2339_ = l_3800_;
                                                                            uint l_3801_ = (l_3794_ >> 31u);
                                                                            bool l_3802_ = (l_3801_ == 1u);
                                                                            if (l_3802_) {
                                                                                double _e7740 = l_mut_2339_;
                                                                                double l_3803_ = -(_e7740);
                                                                                l_mut_2339_ = l_3803_;
                                                                            }
                                                                        }
                                                                        double _e7742 = l_mut_2339_;
                                                                        double l_3804_ = abs(_e7742);
                                                                        l_mut_2339_ = l_3804_;
                                                                        l_mut_3516_ = 0u;
                                                                        bool l_3805_ = (l_3804_ >= 0.785L);
                                                                        if (l_3805_) {
                                                                            double l_3806_ = (l_3804_ * 0.6366197723675814L);
                                                                            double l_3807_ = (l_3806_ + 0.5L);
                                                                            double l_3808_ = floor(l_3807_);
                                                                            double l_3809_ = (l_3808_ * 1.570796325802803L);
                                                                            double l_3810_ = (l_3804_ - l_3809_);
                                                                            double l_3811_ = (l_3810_ * l_302_);
                                                                            double l_3812_ = (l_3808_ * 9.920935796805404e-10L);
                                                                            double l_3813_ = (l_3811_ - l_3812_);
                                                                            l_mut_2339_ = l_3813_;
                                                                            uint l_3814_ = naga_f2u32(l_3808_);
                                                                            l_mut_3516_ = l_3814_;
                                                                        }
                                                                        uint l_3815_ = asuint(l_3793_);
                                                                        uint l_3816_ = (l_3815_ >> 31u);
                                                                        bool l_3817_ = (l_3816_ == 1u);
                                                                        double _e7765 = l_mut_2339_;
                                                                        double _e7766 = l_mut_2339_;
                                                                        double l_3818_ = (_e7765 * _e7766);
                                                                        double l_3819_ = (l_3818_ * 1.9572941063391263e-20L);
                                                                        double l_3820_ = (8.22063524662433e-18L - l_3819_);
                                                                        l_mut_2112_ = l_3820_;
                                                                        double _e7772 = l_mut_2112_;
                                                                        double l_3821_ = (_e7772 * l_3818_);
                                                                        double l_3822_ = (l_3821_ - 2.8114572543455206e-15L);
                                                                        l_mut_2112_ = l_3822_;
                                                                        double _e7776 = l_mut_2112_;
                                                                        double l_3823_ = (_e7776 * l_3818_);
                                                                        double l_3824_ = (l_3823_ + 7.647163731819816e-13L);
                                                                        l_mut_2112_ = l_3824_;
                                                                        double _e7780 = l_mut_2112_;
                                                                        double l_3825_ = (_e7780 * l_3818_);
                                                                        double l_3826_ = (l_3825_ - 1.6059043836821613e-10L);
                                                                        l_mut_2112_ = l_3826_;
                                                                        double _e7784 = l_mut_2112_;
                                                                        double l_3827_ = (_e7784 * l_3818_);
                                                                        double l_3828_ = (l_3827_ + 2.505210838544172e-8L);
                                                                        l_mut_2112_ = l_3828_;
                                                                        double _e7788 = l_mut_2112_;
                                                                        double l_3829_ = (_e7788 * l_3818_);
                                                                        double l_3830_ = (l_3829_ - 2.7557319223985893e-6L);
                                                                        l_mut_2112_ = l_3830_;
                                                                        double _e7792 = l_mut_2112_;
                                                                        double l_3831_ = (_e7792 * l_3818_);
                                                                        double l_3832_ = (l_3831_ + 0.0001984126984126984L);
                                                                        l_mut_2112_ = l_3832_;
                                                                        double _e7796 = l_mut_2112_;
                                                                        double l_3833_ = (_e7796 * l_3818_);
                                                                        double l_3834_ = (l_3833_ - 0.008333333333333333L);
                                                                        l_mut_2112_ = l_3834_;
                                                                        double _e7800 = l_mut_2112_;
                                                                        double l_3835_ = (_e7800 * l_3818_);
                                                                        double l_3836_ = (l_3835_ + 0.16666666666666666L);
                                                                        l_mut_2112_ = l_3836_;
                                                                        double l_3837_ = (0.5L * l_3818_);
                                                                        double l_3838_ = (1.0L - l_3837_);
                                                                        double l_3839_ = (0.0L * l_3838_);
                                                                        double _e7810 = l_mut_2339_;
                                                                        double l_3840_ = (_e7810 * l_3818_);
                                                                        double _e7812 = l_mut_2112_;
                                                                        double l_3841_ = (l_3840_ * _e7812);
                                                                        double l_3842_ = (l_3839_ - l_3841_);
                                                                        double _e7815 = l_mut_2339_;
                                                                        double l_3843_ = (_e7815 + l_3842_);
                                                                        double _e7817 = l_mut_2339_;
                                                                        double _e7818 = l_mut_2339_;
                                                                        double l_3844_ = (_e7817 * _e7818);
                                                                        double l_3845_ = (l_3844_ * 4.110317623312165e-19L);
                                                                        double l_3846_ = (l_3845_ - 1.5619206968586225e-16L);
                                                                        l_mut_2112_ = l_3846_;
                                                                        double _e7824 = l_mut_2112_;
                                                                        double l_3847_ = (_e7824 * l_3844_);
                                                                        double l_3848_ = (l_3847_ + 4.779477332387385e-14L);
                                                                        l_mut_2112_ = l_3848_;
                                                                        double _e7828 = l_mut_2112_;
                                                                        double l_3849_ = (_e7828 * l_3844_);
                                                                        double l_3850_ = (l_3849_ - 1.1470745597729725e-11L);
                                                                        l_mut_2112_ = l_3850_;
                                                                        double _e7832 = l_mut_2112_;
                                                                        double l_3851_ = (_e7832 * l_3844_);
                                                                        double l_3852_ = (l_3851_ + 2.08767569878681e-9L);
                                                                        l_mut_2112_ = l_3852_;
                                                                        double _e7836 = l_mut_2112_;
                                                                        double l_3853_ = (_e7836 * l_3844_);
                                                                        double l_3854_ = (l_3853_ - 2.755731922398589e-7L);
                                                                        l_mut_2112_ = l_3854_;
                                                                        double _e7840 = l_mut_2112_;
                                                                        double l_3855_ = (_e7840 * l_3844_);
                                                                        double l_3856_ = (l_3855_ + 2.48015873015873e-5L);
                                                                        l_mut_2112_ = l_3856_;
                                                                        double _e7844 = l_mut_2112_;
                                                                        double l_3857_ = (_e7844 * l_3844_);
                                                                        double l_3858_ = (l_3857_ - 0.001388888888888889L);
                                                                        l_mut_2112_ = l_3858_;
                                                                        double _e7848 = l_mut_2112_;
                                                                        double l_3859_ = (_e7848 * l_3844_);
                                                                        double l_3860_ = (l_3859_ + 0.041666666666666664L);
                                                                        l_mut_2112_ = l_3860_;
                                                                        double l_3861_ = (0.5L * l_3844_);
                                                                        double l_3862_ = (1.0L - l_3861_);
                                                                        double l_3863_ = (l_3844_ * l_3844_);
                                                                        double _e7857 = l_mut_2112_;
                                                                        double l_3864_ = (l_3863_ * _e7857);
                                                                        double _e7860 = l_mut_2339_;
                                                                        double l_3865_ = (0.0L * _e7860);
                                                                        double l_3866_ = (l_3864_ - l_3865_);
                                                                        double l_3867_ = (l_3862_ + l_3866_);
                                                                        uint _e7864 = l_mut_3516_;
                                                                        uint l_3868_ = (_e7864 & 1u);
                                                                        bool l_3869_ = (l_3868_ == 1u);
                                                                        l_mut_2339_ = l_3843_;
                                                                        uint _e7869 = l_mut_3516_;
                                                                        uint l_3870_ = (_e7869 & 2u);
                                                                        bool l_3871_ = (l_3870_ != 0u);
                                                                        l_mut_530_ = l_3871_;
                                                                        if (l_3869_) {
                                                                            l_mut_2339_ = l_3867_;
                                                                        }
                                                                        if (true) {
                                                                            local_127 = l_3817_;
                                                                        } else {
                                                                            local_127 = false;
                                                                        }
                                                                        bool l_3872_ = local_127;
                                                                        if (l_3872_) {
                                                                            bool _e7879 = l_mut_530_;
                                                                            bool l_3873_ = !(_e7879);
                                                                            l_mut_530_ = l_3873_;
                                                                        }
                                                                        bool _e7881 = l_mut_530_;
                                                                        if (_e7881) {
                                                                            double _e7882 = l_mut_2339_;
                                                                            double l_3874_ = -(_e7882);
                                                                            l_mut_2339_ = l_3874_;
                                                                        }
                                                                        float l_3875_ = float(l_417_);
                                                                        uint l_3876_ = asuint(l_3875_);
                                                                        double l_3877_ = double(l_3875_);
                                                                        l_mut_2112_ = l_3877_;
                                                                        uint l_3878_ = (l_3876_ & 2139095040u);
                                                                        bool l_3879_ = (l_3878_ == 0u);
                                                                        if (l_3879_) {
                                                                            uint l_3880_ = (l_3876_ & 8388607u);
                                                                            double l_3881_ = double(l_3880_);
                                                                            double l_3882_ = (l_3881_ * 1.401298464324817e-45L);
                                                                            l_mut_2112_ = l_3882_;
                                                                            uint l_3883_ = (l_3876_ >> 31u);
                                                                            bool l_3884_ = (l_3883_ == 1u);
                                                                            if (l_3884_) {
                                                                                double _e7900 = l_mut_2112_;
                                                                                double l_3885_ = -(_e7900);
                                                                                l_mut_2112_ = l_3885_;
                                                                            }
                                                                        }
                                                                        double _e7902 = l_mut_2112_;
                                                                        double l_3886_ = abs(_e7902);
                                                                        l_mut_2112_ = l_3886_;
                                                                        l_mut_3516_ = 0u;
                                                                        bool l_3887_ = (l_3886_ >= 0.785L);
                                                                        if (l_3887_) {
                                                                            double l_3888_ = (l_3886_ * 0.6366197723675814L);
                                                                            double l_3889_ = (l_3888_ + 0.5L);
                                                                            double l_3890_ = floor(l_3889_);
                                                                            double l_3891_ = (l_3890_ * 1.570796325802803L);
                                                                            double l_3892_ = (l_3886_ - l_3891_);
                                                                            double l_3893_ = (l_3892_ * l_302_);
                                                                            double l_3894_ = (l_3890_ * 9.920935796805404e-10L);
                                                                            double l_3895_ = (l_3893_ - l_3894_);
                                                                            l_mut_2112_ = l_3895_;
                                                                            uint l_3896_ = naga_f2u32(l_3890_);
                                                                            l_mut_3516_ = l_3896_;
                                                                        }
                                                                        uint l_3897_ = asuint(l_3875_);
                                                                        uint l_3898_ = (l_3897_ >> 31u);
                                                                        bool l_3899_ = (l_3898_ == 1u);
                                                                        double _e7925 = l_mut_2112_;
                                                                        double _e7926 = l_mut_2112_;
                                                                        double l_3900_ = (_e7925 * _e7926);
                                                                        double l_3901_ = (l_3900_ * 1.9572941063391263e-20L);
                                                                        double l_3902_ = (8.22063524662433e-18L - l_3901_);
                                                                        l_mut_1883_ = l_3902_;
                                                                        double _e7932 = l_mut_1883_;
                                                                        double l_3903_ = (_e7932 * l_3900_);
                                                                        double l_3904_ = (l_3903_ - 2.8114572543455206e-15L);
                                                                        l_mut_1883_ = l_3904_;
                                                                        double _e7936 = l_mut_1883_;
                                                                        double l_3905_ = (_e7936 * l_3900_);
                                                                        double l_3906_ = (l_3905_ + 7.647163731819816e-13L);
                                                                        l_mut_1883_ = l_3906_;
                                                                        double _e7940 = l_mut_1883_;
                                                                        double l_3907_ = (_e7940 * l_3900_);
                                                                        double l_3908_ = (l_3907_ - 1.6059043836821613e-10L);
                                                                        l_mut_1883_ = l_3908_;
                                                                        double _e7944 = l_mut_1883_;
                                                                        double l_3909_ = (_e7944 * l_3900_);
                                                                        double l_3910_ = (l_3909_ + 2.505210838544172e-8L);
                                                                        l_mut_1883_ = l_3910_;
                                                                        double _e7948 = l_mut_1883_;
                                                                        double l_3911_ = (_e7948 * l_3900_);
                                                                        double l_3912_ = (l_3911_ - 2.7557319223985893e-6L);
                                                                        l_mut_1883_ = l_3912_;
                                                                        double _e7952 = l_mut_1883_;
                                                                        double l_3913_ = (_e7952 * l_3900_);
                                                                        double l_3914_ = (l_3913_ + 0.0001984126984126984L);
                                                                        l_mut_1883_ = l_3914_;
                                                                        double _e7956 = l_mut_1883_;
                                                                        double l_3915_ = (_e7956 * l_3900_);
                                                                        double l_3916_ = (l_3915_ - 0.008333333333333333L);
                                                                        l_mut_1883_ = l_3916_;
                                                                        double _e7960 = l_mut_1883_;
                                                                        double l_3917_ = (_e7960 * l_3900_);
                                                                        double l_3918_ = (l_3917_ + 0.16666666666666666L);
                                                                        l_mut_1883_ = l_3918_;
                                                                        double l_3919_ = (0.5L * l_3900_);
                                                                        double l_3920_ = (1.0L - l_3919_);
                                                                        double l_3921_ = (0.0L * l_3920_);
                                                                        double _e7970 = l_mut_2112_;
                                                                        double l_3922_ = (_e7970 * l_3900_);
                                                                        double _e7972 = l_mut_1883_;
                                                                        double l_3923_ = (l_3922_ * _e7972);
                                                                        double l_3924_ = (l_3921_ - l_3923_);
                                                                        double _e7975 = l_mut_2112_;
                                                                        double l_3925_ = (_e7975 + l_3924_);
                                                                        double _e7977 = l_mut_2112_;
                                                                        double _e7978 = l_mut_2112_;
                                                                        double l_3926_ = (_e7977 * _e7978);
                                                                        double l_3927_ = (l_3926_ * 4.110317623312165e-19L);
                                                                        double l_3928_ = (l_3927_ - 1.5619206968586225e-16L);
                                                                        l_mut_1883_ = l_3928_;
                                                                        double _e7984 = l_mut_1883_;
                                                                        double l_3929_ = (_e7984 * l_3926_);
                                                                        double l_3930_ = (l_3929_ + 4.779477332387385e-14L);
                                                                        l_mut_1883_ = l_3930_;
                                                                        double _e7988 = l_mut_1883_;
                                                                        double l_3931_ = (_e7988 * l_3926_);
                                                                        double l_3932_ = (l_3931_ - 1.1470745597729725e-11L);
                                                                        l_mut_1883_ = l_3932_;
                                                                        double _e7992 = l_mut_1883_;
                                                                        double l_3933_ = (_e7992 * l_3926_);
                                                                        double l_3934_ = (l_3933_ + 2.08767569878681e-9L);
                                                                        l_mut_1883_ = l_3934_;
                                                                        double _e7996 = l_mut_1883_;
                                                                        double l_3935_ = (_e7996 * l_3926_);
                                                                        double l_3936_ = (l_3935_ - 2.755731922398589e-7L);
                                                                        l_mut_1883_ = l_3936_;
                                                                        double _e8000 = l_mut_1883_;
                                                                        double l_3937_ = (_e8000 * l_3926_);
                                                                        double l_3938_ = (l_3937_ + 2.48015873015873e-5L);
                                                                        l_mut_1883_ = l_3938_;
                                                                        double _e8004 = l_mut_1883_;
                                                                        double l_3939_ = (_e8004 * l_3926_);
                                                                        double l_3940_ = (l_3939_ - 0.001388888888888889L);
                                                                        l_mut_1883_ = l_3940_;
                                                                        double _e8008 = l_mut_1883_;
                                                                        double l_3941_ = (_e8008 * l_3926_);
                                                                        double l_3942_ = (l_3941_ + 0.041666666666666664L);
                                                                        l_mut_1883_ = l_3942_;
                                                                        double l_3943_ = (0.5L * l_3926_);
                                                                        double l_3944_ = (1.0L - l_3943_);
                                                                        double l_3945_ = (l_3926_ * l_3926_);
                                                                        double _e8017 = l_mut_1883_;
                                                                        double l_3946_ = (l_3945_ * _e8017);
                                                                        double _e8020 = l_mut_2112_;
                                                                        double l_3947_ = (0.0L * _e8020);
                                                                        double l_3948_ = (l_3946_ - l_3947_);
                                                                        double l_3949_ = (l_3944_ + l_3948_);
                                                                        uint _e8024 = l_mut_3516_;
                                                                        uint l_3950_ = (_e8024 & 1u);
                                                                        bool l_3951_ = (l_3950_ == 1u);
                                                                        l_mut_2112_ = l_3925_;
                                                                        uint _e8029 = l_mut_3516_;
                                                                        uint l_3952_ = (_e8029 & 2u);
                                                                        bool l_3953_ = (l_3952_ != 0u);
                                                                        l_mut_530_ = l_3953_;
                                                                        l_mut_2112_ = l_3949_;
                                                                        if (l_3951_) {
                                                                            l_mut_2112_ = l_3925_;
                                                                        }
                                                                        uint _e8034 = l_mut_3516_;
                                                                        uint l_3954_ = (_e8034 + 1u);
                                                                        uint l_3955_ = (l_3954_ & 2u);
                                                                        bool l_3956_ = (l_3955_ != 0u);
                                                                        l_mut_530_ = l_3956_;
                                                                        if (false) {
                                                                            local_128 = l_3899_;
                                                                        } else {
                                                                            local_128 = false;
                                                                        }
                                                                        bool l_3957_ = local_128;
                                                                        if (l_3957_) {
                                                                            bool _e8046 = l_mut_530_;
                                                                            bool l_3958_ = !(_e8046);
                                                                            l_mut_530_ = l_3958_;
                                                                        }
                                                                        bool _e8048 = l_mut_530_;
                                                                        if (_e8048) {
                                                                            double _e8049 = l_mut_2112_;
                                                                            double l_3959_ = -(_e8049);
                                                                            l_mut_2112_ = l_3959_;
                                                                        }
                                                                        double _e8051 = l_mut_2339_;
                                                                        double l_3960_ = abs(_e8051);
                                                                        double l_3961_ = (l_3960_ * 1.4551915228366852e-11L);
                                                                        double _e8055 = l_mut_2112_;
                                                                        double l_3962_ = abs(_e8055);
                                                                        double l_3963_ = (l_3962_ * 1.4551915228366852e-11L);
                                                                        double _e8059 = l_mut_2339_;
                                                                        double l_3964_ = (_e8059 - l_410_);
                                                                        double _e8061 = l_mut_2339_;
                                                                        double l_3965_ = (_e8061 + l_410_);
                                                                        double _e8063 = l_mut_2112_;
                                                                        double l_3966_ = (_e8063 - l_410_);
                                                                        double _e8065 = l_mut_2112_;
                                                                        double l_3967_ = (_e8065 + l_410_);
                                                                        l_mut_3516_ = 2u;
                                                                        double l_3968_ = abs(l_3966_);
                                                                        bool l_3969_ = (l_3968_ <= l_3963_);
                                                                        double l_3970_ = abs(l_3967_);
                                                                        bool l_3971_ = (l_3970_ <= l_3963_);
                                                                        if (!(l_3969_)) {
                                                                            local_129 = l_3971_;
                                                                        } else {
                                                                            local_129 = true;
                                                                        }
                                                                        bool l_3972_ = local_129;
                                                                        bool l_3973_ = !(l_3972_);
                                                                        if (l_3973_) {
                                                                            l_mut_3516_ = 0u;
                                                                            bool l_3974_ = (l_3966_ <= 0.0L);
                                                                            bool l_3975_ = (l_3967_ >= 0.0L);
                                                                            if (l_3974_) {
                                                                                local_130 = l_3975_;
                                                                            } else {
                                                                                local_130 = false;
                                                                            }
                                                                            bool l_3976_ = local_130;
                                                                            bool l_3977_ = !(l_3976_);
                                                                            if (l_3977_) {
                                                                                double l_3978_ = abs(l_3966_);
                                                                                double l_3979_ = abs(l_3967_);
                                                                                l_mut_2339_ = l_3978_;
                                                                                bool l_3980_ = (l_3979_ < l_3978_);
                                                                                if (l_3980_) {
                                                                                    l_mut_2339_ = l_3979_;
                                                                                }
                                                                                double _e8091 = l_mut_2339_;
                                                                                double l_3981_ = (l_3963_ / _e8091);
                                                                                double l_3982_ = (l_3981_ + 1.4551915228366852e-11L);
                                                                                double l_3983_ = (1.0L / l_3967_);
                                                                                double l_3984_ = (1.0L / l_3966_);
                                                                                double l_3985_ = abs(l_3983_);
                                                                                l_mut_2339_ = 1.401298464324817e-45L;
                                                                                bool l_3986_ = (l_3985_ >= 1.1754943508222875e-38L);
                                                                                bool l_3987_ = (l_3985_ <= 1.7976931348623157e308L);
                                                                                if (l_3986_) {
                                                                                    local_131 = l_3987_;
                                                                                } else {
                                                                                    local_131 = false;
                                                                                }
                                                                                bool l_3988_ = local_131;
                                                                                if (l_3988_) {
                                                                                    uint64_t l_3989_ = l_3985_;
                                                                                    uint64_t l_3990_ = (l_3989_ >> uint(52uL));
                                                                                    uint64_t l_3991_ = (l_3990_ - 23uL);
                                                                                    uint64_t l_3992_ = (l_3991_ << uint(52uL));
                                                                                    double l_3993_ = l_3992_;
                                                                                    l_mut_2339_ = l_3993_;
                                                                                }
                                                                                double _e8121 = l_mut_2339_;
                                                                                double l_3994_ = (l_413_ * _e8121);
                                                                                double l_3995_ = (l_3983_ - l_3994_);
                                                                                double l_3996_ = abs(l_3984_);
                                                                                l_mut_2339_ = 1.401298464324817e-45L;
                                                                                bool l_3997_ = (l_3996_ >= 1.1754943508222875e-38L);
                                                                                bool l_3998_ = (l_3996_ <= 1.7976931348623157e308L);
                                                                                if (l_3997_) {
                                                                                    local_132 = l_3998_;
                                                                                } else {
                                                                                    local_132 = false;
                                                                                }
                                                                                bool l_3999_ = local_132;
                                                                                if (l_3999_) {
                                                                                    uint64_t l_4000_ = l_3996_;
                                                                                    uint64_t l_4001_ = (l_4000_ >> uint(52uL));
                                                                                    uint64_t l_4002_ = (l_4001_ - 23uL);
                                                                                    uint64_t l_4003_ = (l_4002_ << uint(52uL));
                                                                                    double l_4004_ = l_4003_;
                                                                                    l_mut_2339_ = l_4004_;
                                                                                }
                                                                                double _e8146 = l_mut_2339_;
                                                                                double l_4005_ = (l_413_ * _e8146);
                                                                                double l_4006_ = (l_3984_ + l_4005_);
                                                                                double l_4008_ = (l_3964_ * l_3995_);
                                                                                double l_4009_ = (l_3964_ * l_4006_);
                                                                                double l_4010_ = (l_3965_ * l_3995_);
                                                                                double l_4011_ = (l_3965_ * l_4006_);
                                                                                a_4007_[0] = l_4008_;
                                                                                a_4007_[1] = l_4008_;
                                                                                double l_4012_ = a_4007_[0];
                                                                                bool l_4013_ = (l_4009_ < l_4012_);
                                                                                if (l_4013_) {
                                                                                    a_4007_[0] = l_4009_;
                                                                                }
                                                                                double l_4014_ = a_4007_[0];
                                                                                bool l_4015_ = (l_4010_ < l_4014_);
                                                                                if (l_4015_) {
                                                                                    a_4007_[0] = l_4010_;
                                                                                }
                                                                                double l_4016_ = a_4007_[0];
                                                                                bool l_4017_ = (l_4011_ < l_4016_);
                                                                                if (l_4017_) {
                                                                                    a_4007_[0] = l_4011_;
                                                                                }
                                                                                double l_4018_ = a_4007_[1];
                                                                                bool l_4019_ = (l_4009_ > l_4018_);
                                                                                if (l_4019_) {
                                                                                    a_4007_[1] = l_4009_;
                                                                                }
                                                                                double l_4020_ = a_4007_[1];
                                                                                bool l_4021_ = (l_4010_ > l_4020_);
                                                                                if (l_4021_) {
                                                                                    a_4007_[1] = l_4010_;
                                                                                }
                                                                                double l_4022_ = a_4007_[1];
                                                                                bool l_4023_ = (l_4011_ > l_4022_);
                                                                                if (l_4023_) {
                                                                                    a_4007_[1] = l_4011_;
                                                                                }
                                                                                double l_4024_ = abs(l_3964_);
                                                                                double l_4025_ = abs(l_3965_);
                                                                                l_mut_2339_ = l_4024_;
                                                                                bool l_4026_ = (l_4025_ > l_4024_);
                                                                                if (l_4026_) {
                                                                                    l_mut_2339_ = l_4025_;
                                                                                }
                                                                                double l_4027_ = abs(l_3995_);
                                                                                double l_4028_ = abs(l_4006_);
                                                                                l_mut_2112_ = l_4027_;
                                                                                bool l_4029_ = (l_4028_ > l_4027_);
                                                                                if (l_4029_) {
                                                                                    l_mut_2112_ = l_4028_;
                                                                                }
                                                                                double _e8185 = l_mut_2339_;
                                                                                double _e8186 = l_mut_2112_;
                                                                                double l_4030_ = (_e8185 * _e8186);
                                                                                double l_4031_ = (l_3982_ + 1.4551915228366852e-11L);
                                                                                double l_4032_ = (l_4030_ * l_4031_);
                                                                                double _e8191 = l_mut_2112_;
                                                                                double l_4033_ = (l_3961_ * _e8191);
                                                                                double l_4034_ = (l_4032_ + l_4033_);
                                                                                l_mut_3516_ = 2u;
                                                                                double l_4035_ = abs(l_3983_);
                                                                                double l_4036_ = (l_4035_ * l_3982_);
                                                                                double l_4037_ = (l_3983_ - l_4036_);
                                                                                double l_4038_ = abs(l_4037_);
                                                                                l_mut_2339_ = 1.401298464324817e-45L;
                                                                                bool l_4039_ = (l_4038_ >= 1.1754943508222875e-38L);
                                                                                bool l_4040_ = (l_4038_ <= 1.7976931348623157e308L);
                                                                                if (l_4039_) {
                                                                                    local_133 = l_4040_;
                                                                                } else {
                                                                                    local_133 = false;
                                                                                }
                                                                                bool l_4041_ = local_133;
                                                                                if (l_4041_) {
                                                                                    uint64_t l_4042_ = l_4038_;
                                                                                    uint64_t l_4043_ = (l_4042_ >> uint(52uL));
                                                                                    uint64_t l_4044_ = (l_4043_ - 23uL);
                                                                                    uint64_t l_4045_ = (l_4044_ << uint(52uL));
                                                                                    double l_4046_ = l_4045_;
                                                                                    l_mut_2339_ = l_4046_;
                                                                                }
                                                                                double l_4047_ = (l_3983_ + l_4036_);
                                                                                double l_4048_ = abs(l_4047_);
                                                                                l_mut_2112_ = 1.401298464324817e-45L;
                                                                                bool l_4049_ = (l_4048_ >= 1.1754943508222875e-38L);
                                                                                bool l_4050_ = (l_4048_ <= 1.7976931348623157e308L);
                                                                                if (l_4049_) {
                                                                                    local_134 = l_4050_;
                                                                                } else {
                                                                                    local_134 = false;
                                                                                }
                                                                                bool l_4051_ = local_134;
                                                                                if (l_4051_) {
                                                                                    uint64_t l_4052_ = l_4048_;
                                                                                    uint64_t l_4053_ = (l_4052_ >> uint(52uL));
                                                                                    uint64_t l_4054_ = (l_4053_ - 23uL);
                                                                                    uint64_t l_4055_ = (l_4054_ << uint(52uL));
                                                                                    double l_4056_ = l_4055_;
                                                                                    l_mut_2112_ = l_4056_;
                                                                                }
                                                                                double _e8243 = l_mut_2339_;
                                                                                double _e8244 = l_mut_2112_;
                                                                                bool l_4057_ = (_e8243 == _e8244);
                                                                                double l_4058_ = abs(l_3984_);
                                                                                double l_4059_ = (l_4058_ * l_3982_);
                                                                                double l_4060_ = (l_3984_ - l_4059_);
                                                                                double l_4061_ = abs(l_4060_);
                                                                                l_mut_2339_ = 1.401298464324817e-45L;
                                                                                bool l_4062_ = (l_4061_ >= 1.1754943508222875e-38L);
                                                                                bool l_4063_ = (l_4061_ <= 1.7976931348623157e308L);
                                                                                if (l_4062_) {
                                                                                    local_135 = l_4063_;
                                                                                } else {
                                                                                    local_135 = false;
                                                                                }
                                                                                bool l_4064_ = local_135;
                                                                                if (l_4064_) {
                                                                                    uint64_t l_4065_ = l_4061_;
                                                                                    uint64_t l_4066_ = (l_4065_ >> uint(52uL));
                                                                                    uint64_t l_4067_ = (l_4066_ - 23uL);
                                                                                    uint64_t l_4068_ = (l_4067_ << uint(52uL));
                                                                                    double l_4069_ = l_4068_;
                                                                                    l_mut_2339_ = l_4069_;
                                                                                }
                                                                                double l_4070_ = (l_3984_ + l_4059_);
                                                                                double l_4071_ = abs(l_4070_);
                                                                                l_mut_2112_ = 1.401298464324817e-45L;
                                                                                bool l_4072_ = (l_4071_ >= 1.1754943508222875e-38L);
                                                                                bool l_4073_ = (l_4071_ <= 1.7976931348623157e308L);
                                                                                if (l_4072_) {
                                                                                    local_136 = l_4073_;
                                                                                } else {
                                                                                    local_136 = false;
                                                                                }
                                                                                bool l_4074_ = local_136;
                                                                                if (l_4074_) {
                                                                                    uint64_t l_4075_ = l_4071_;
                                                                                    uint64_t l_4076_ = (l_4075_ >> uint(52uL));
                                                                                    uint64_t l_4077_ = (l_4076_ - 23uL);
                                                                                    uint64_t l_4078_ = (l_4077_ << uint(52uL));
                                                                                    double l_4079_ = l_4078_;
                                                                                    l_mut_2112_ = l_4079_;
                                                                                }
                                                                                double _e8294 = l_mut_2339_;
                                                                                double _e8295 = l_mut_2112_;
                                                                                bool l_4080_ = (_e8294 == _e8295);
                                                                                if (l_4057_) {
                                                                                    local_137 = l_4080_;
                                                                                } else {
                                                                                    local_137 = false;
                                                                                }
                                                                                bool l_4081_ = local_137;
                                                                                if (l_4081_) {
                                                                                    double l_4082_ = a_4007_[0];
                                                                                    double l_4083_ = a_4007_[1];
                                                                                    float _e8305 = l_mut_22_;
                                                                                    uint l_4084_ = asuint(_e8305);
                                                                                    float _e8307 = l_mut_22_;
                                                                                    double l_4085_ = double(_e8307);
                                                                                    l_mut_2339_ = l_4085_;
                                                                                    uint l_4086_ = (l_4084_ & 2139095040u);
                                                                                    bool l_4087_ = (l_4086_ == 0u);
                                                                                    if (l_4087_) {
                                                                                        uint l_4088_ = (l_4084_ & 8388607u);
                                                                                        double l_4089_ = double(l_4088_);
                                                                                        double l_4090_ = (l_4089_ * 1.401298464324817e-45L);
                                                                                        l_mut_2339_ = l_4090_;
                                                                                        uint l_4091_ = (l_4084_ >> 31u);
                                                                                        bool l_4092_ = (l_4091_ == 1u);
                                                                                        if (l_4092_) {
                                                                                            double _e8322 = l_mut_2339_;
                                                                                            double l_4093_ = -(_e8322);
                                                                                            l_mut_2339_ = l_4093_;
                                                                                        }
                                                                                    }
                                                                                    float _e8324 = l_mut_22_;
                                                                                    uint l_4094_ = asuint(_e8324);
                                                                                    uint l_4095_ = (l_4094_ + 1u);
                                                                                    l_mut_2572_ = l_4095_;
                                                                                    uint l_4096_ = (l_4094_ & 2147483647u);
                                                                                    bool l_4097_ = (l_4096_ == 0u);
                                                                                    if (l_4097_) {
                                                                                        l_mut_2572_ = 1u;
                                                                                    } else {
                                                                                        uint l_4098_ = (l_4094_ & 2147483648u);
                                                                                        bool l_4099_ = (l_4098_ != 0u);
                                                                                        if (l_4099_) {
                                                                                            uint l_4100_ = (l_4094_ - 1u);
                                                                                            l_mut_2572_ = l_4100_;
                                                                                        } else {
                                                                                            bool l_4101_ = (l_4094_ == 2139095040u);
                                                                                            if (l_4101_) {
                                                                                                l_mut_2572_ = l_4094_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e8341 = l_mut_2572_;
                                                                                    float l_4102_ = asfloat(_e8341);
                                                                                    uint l_4103_ = asuint(l_4102_);
                                                                                    double l_4104_ = double(l_4102_);
                                                                                    l_mut_2112_ = l_4104_;
                                                                                    uint l_4105_ = (l_4103_ & 2139095040u);
                                                                                    bool l_4106_ = (l_4105_ == 0u);
                                                                                    if (l_4106_) {
                                                                                        uint l_4107_ = (l_4103_ & 8388607u);
                                                                                        double l_4108_ = double(l_4107_);
                                                                                        double l_4109_ = (l_4108_ * 1.401298464324817e-45L);
                                                                                        l_mut_2112_ = l_4109_;
                                                                                        uint l_4110_ = (l_4103_ >> 31u);
                                                                                        bool l_4111_ = (l_4110_ == 1u);
                                                                                        if (l_4111_) {
                                                                                            double _e8358 = l_mut_2112_;
                                                                                            double l_4112_ = -(_e8358);
                                                                                            l_mut_2112_ = l_4112_;
                                                                                        }
                                                                                    }
                                                                                    float _e8360 = l_mut_22_;
                                                                                    uint l_4113_ = asuint(_e8360);
                                                                                    uint l_4114_ = (l_4113_ ^ 2147483648u);
                                                                                    float l_4115_ = asfloat(l_4114_);
                                                                                    uint l_4116_ = asuint(l_4115_);
                                                                                    uint l_4117_ = (l_4116_ + 1u);
                                                                                    l_mut_2572_ = l_4117_;
                                                                                    uint l_4118_ = (l_4116_ & 2147483647u);
                                                                                    bool l_4119_ = (l_4118_ == 0u);
                                                                                    if (l_4119_) {
                                                                                        l_mut_2572_ = 1u;
                                                                                    } else {
                                                                                        uint l_4120_ = (l_4116_ & 2147483648u);
                                                                                        bool l_4121_ = (l_4120_ != 0u);
                                                                                        if (l_4121_) {
                                                                                            uint l_4122_ = (l_4116_ - 1u);
                                                                                            l_mut_2572_ = l_4122_;
                                                                                        } else {
                                                                                            bool l_4123_ = (l_4116_ == 2139095040u);
                                                                                            if (l_4123_) {
                                                                                                l_mut_2572_ = l_4116_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e8381 = l_mut_2572_;
                                                                                    float l_4124_ = asfloat(_e8381);
                                                                                    uint l_4125_ = asuint(l_4124_);
                                                                                    uint l_4126_ = (l_4125_ ^ 2147483648u);
                                                                                    float l_4127_ = asfloat(l_4126_);
                                                                                    uint l_4128_ = asuint(l_4127_);
                                                                                    double l_4129_ = double(l_4127_);
                                                                                    l_mut_1883_ = l_4129_;
                                                                                    uint l_4130_ = (l_4128_ & 2139095040u);
                                                                                    bool l_4131_ = (l_4130_ == 0u);
                                                                                    if (l_4131_) {
                                                                                        uint l_4132_ = (l_4128_ & 8388607u);
                                                                                        double l_4133_ = double(l_4132_);
                                                                                        double l_4134_ = (l_4133_ * 1.401298464324817e-45L);
                                                                                        l_mut_1883_ = l_4134_;
                                                                                        uint l_4135_ = (l_4128_ >> 31u);
                                                                                        bool l_4136_ = (l_4135_ == 1u);
                                                                                        if (l_4136_) {
                                                                                            double _e8402 = l_mut_1883_;
                                                                                            double l_4137_ = -(_e8402);
                                                                                            l_mut_1883_ = l_4137_;
                                                                                        }
                                                                                    }
                                                                                    double l_4138_ = (l_4082_ + l_4034_);
                                                                                    double _e8405 = l_mut_2339_;
                                                                                    bool l_4139_ = (l_4138_ <= _e8405);
                                                                                    l_mut_530_ = l_4139_;
                                                                                    double l_4140_ = (l_4082_ - l_4034_);
                                                                                    double _e8408 = l_mut_2339_;
                                                                                    bool l_4141_ = (l_4140_ > _e8408);
                                                                                    l_mut_527_ = l_4141_;
                                                                                    double l_4142_ = (l_4083_ - l_4034_);
                                                                                    double _e8411 = l_mut_2339_;
                                                                                    bool l_4143_ = (l_4142_ >= _e8411);
                                                                                    l_mut_524_ = l_4143_;
                                                                                    double l_4144_ = (l_4083_ + l_4034_);
                                                                                    double _e8414 = l_mut_2339_;
                                                                                    bool l_4145_ = (l_4144_ < _e8414);
                                                                                    l_mut_521_ = l_4145_;
                                                                                    double l_4146_ = (l_4082_ + l_4034_);
                                                                                    double _e8417 = l_mut_2112_;
                                                                                    bool l_4147_ = (l_4146_ < _e8417);
                                                                                    l_mut_530_ = l_4147_;
                                                                                    double l_4148_ = (l_4082_ - l_4034_);
                                                                                    double _e8420 = l_mut_2112_;
                                                                                    bool l_4149_ = (l_4148_ >= _e8420);
                                                                                    l_mut_527_ = l_4149_;
                                                                                    double l_4150_ = (l_4083_ - l_4034_);
                                                                                    double _e8423 = l_mut_1883_;
                                                                                    bool l_4151_ = (l_4150_ > _e8423);
                                                                                    l_mut_524_ = l_4151_;
                                                                                    double l_4152_ = (l_4083_ + l_4034_);
                                                                                    double _e8426 = l_mut_1883_;
                                                                                    bool l_4153_ = (l_4152_ <= _e8426);
                                                                                    l_mut_521_ = l_4153_;
                                                                                    l_mut_2572_ = 2u;
                                                                                    bool _e8429 = l_mut_527_;
                                                                                    if (!(_e8429)) {
                                                                                        bool _e8433 = l_mut_521_;
                                                                                        local_138 = _e8433;
                                                                                    } else {
                                                                                        local_138 = true;
                                                                                    }
                                                                                    bool l_4154_ = local_138;
                                                                                    if (l_4154_) {
                                                                                        l_mut_2572_ = 1u;
                                                                                    } else {
                                                                                        bool _e8437 = l_mut_530_;
                                                                                        if (_e8437) {
                                                                                            bool _e8440 = l_mut_524_;
                                                                                            local_139 = _e8440;
                                                                                        } else {
                                                                                            local_139 = false;
                                                                                        }
                                                                                        bool l_4155_ = local_139;
                                                                                        if (l_4155_) {
                                                                                            l_mut_2572_ = 0u;
                                                                                        }
                                                                                    }
                                                                                    float _e8444 = l_mut_22_;
                                                                                    uint l_4156_ = asuint(_e8444);
                                                                                    uint l_4157_ = (l_4156_ & 2147483647u);
                                                                                    bool l_4158_ = (l_4157_ == 0u);
                                                                                    if (l_4158_) {
                                                                                        double l_4159_ = (l_4082_ + l_4034_);
                                                                                        bool l_4160_ = (l_4159_ < 1.1754943508222875e-38L);
                                                                                        double l_4161_ = (l_4083_ - l_4034_);
                                                                                        bool l_4162_ = (l_4161_ > -1.1754943508222875e-38L);
                                                                                        if (l_4160_) {
                                                                                            local_140 = l_4162_;
                                                                                        } else {
                                                                                            local_140 = false;
                                                                                        }
                                                                                        bool l_4163_ = local_140;
                                                                                        double l_4164_ = (l_4082_ - l_4034_);
                                                                                        bool l_4165_ = (l_4164_ < 1.1754943508222875e-38L);
                                                                                        double l_4166_ = (l_4083_ + l_4034_);
                                                                                        bool l_4167_ = (l_4166_ > -1.1754943508222875e-38L);
                                                                                        if (l_4165_) {
                                                                                            local_141 = l_4167_;
                                                                                        } else {
                                                                                            local_141 = false;
                                                                                        }
                                                                                        bool l_4168_ = local_141;
                                                                                        if (l_4163_) {
                                                                                            l_mut_2572_ = 0u;
                                                                                        } else {
                                                                                            uint _e8471 = l_mut_2572_;
                                                                                            bool l_4169_ = (_e8471 == 1u);
                                                                                            if (l_4168_) {
                                                                                                local_142 = l_4169_;
                                                                                            } else {
                                                                                                local_142 = false;
                                                                                            }
                                                                                            bool l_4170_ = local_142;
                                                                                            if (l_4170_) {
                                                                                                l_mut_2572_ = 2u;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e8479 = l_mut_2572_;
                                                                                    l_mut_3516_ = _e8479;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e8480 = l_mut_3516_;
                                                                        l_mut_422_ = _e8480;
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
                            uint l_4171_ = a_421_[0];
                            bool l_4172_ = (l_4171_ == 0u);
                            if (l_4172_) {
                                l_mut_422_ = 2u;
                            }
                            uint _e8486 = l_mut_402_;
                            uint _e8488 = l_mut_422_;
                            a_10_[min(uint(_e8486), 7u)] = _e8488;
                            uint _e8489 = l_mut_402_;
                            uint l_4173_ = a_10_[min(uint(_e8489), 7u)];
                            bool l_4174_ = (l_4173_ == 2u);
                            if (l_4174_) {
                                l_mut_128_ = false;
                            }
                        }
                    }
                }
                uint _e8498 = l_mut_59_;
                bool l_4175_ = (_e8498 == 4294967293u);
                if (l_4175_) {
                    uint l_4176_ = a_8_[0];
                    uint l_4177_ = (l_4176_ + 1u);
                    a_8_[0] = l_4177_;
                } else {
                    bool _e8506 = l_mut_128_;
                    if (_e8506) {
                        l_mut_2339_ = l_390_;
                        double _e8507 = l_mut_2339_;
                        bool l_4178_ = (_e8507 < -17.0L);
                        if (l_4178_) {
                            l_mut_2339_ = -17.0L;
                        }
                        double _e8511 = l_mut_2339_;
                        bool l_4179_ = (_e8511 > 17.0L);
                        if (l_4179_) {
                            l_mut_2339_ = 17.0L;
                        }
                        double _e8515 = l_mut_2339_;
                        double l_4180_ = (_e8515 + 16.0L);
                        double l_4181_ = (l_4180_ + 1.0L);
                        uint l_4182_ = naga_f2u32(l_4181_);
                        uint l_4183_ = (2u + l_4182_);
                        uint l_4184_ = a_8_[min(uint(l_4183_), 64u)];
                        uint l_4185_ = (l_4184_ + 1u);
                        a_8_[min(uint(l_4183_), 64u)] = l_4185_;
                        float _e8528 = l_mut_22_;
                        uint l_4186_ = asuint(_e8528);
                        uint l_4187_ = (l_4186_ & 8388607u);
                        double l_4188_ = double(l_4187_);
                        double l_4189_ = (l_4188_ / 7.1362384635298e44L);
                        l_mut_2339_ = l_4189_;
                        uint l_4190_ = (l_4186_ & 2139095040u);
                        bool l_4191_ = (l_4190_ != 0u);
                        if (l_4191_) {
                            uint l_4192_ = (l_4186_ & 2147483647u);
                            float l_4193_ = asfloat(l_4192_);
                            double l_4194_ = double(l_4193_);
                            l_mut_2339_ = l_4194_;
                        }
                        uint l_4195_ = (l_4186_ >> 31u);
                        double l_4196_ = double(l_4195_);
                        double l_4197_ = (2.0L * l_4196_);
                        double l_4198_ = (1.0L - l_4197_);
                        double _e8550 = l_mut_2339_;
                        l_mut_2339_ = (_e8550 * l_4198_);
                        double _e8552 = l_mut_35_;
                        double l_4199_ = abs(_e8552);
                        double _e8554 = l_mut_35_;
                        double l_4200_ = (_e8554 * 0.0L);
                        double l_4201_ = (l_4200_ + 7.1362384635298e44L);
                        l_mut_2112_ = l_4201_;
                        bool l_4202_ = (l_4199_ >= 2.350988701644575e-38L);
                        if (l_4202_) {
                            uint _e8561 = l_mut_59_;
                            uint l_4203_ = (_e8561 & 2147483647u);
                            float l_4204_ = asfloat(l_4203_);
                            double l_4205_ = double(l_4204_);
                            uint l_4206_ = (l_4203_ & 2139095040u);
                            float l_4207_ = asfloat(l_4206_);
                            double l_4208_ = double(l_4207_);
                            bool l_4209_ = (l_4205_ > l_4199_);
                            uint l_4210_ = (l_4203_ & 8388607u);
                            bool l_4211_ = (l_4210_ == 0u);
                            if (l_4209_) {
                                local_143 = l_4211_;
                            } else {
                                local_143 = false;
                            }
                            bool l_4212_ = local_143;
                            double l_4213_ = (l_4208_ * 1.1920928955078125e-7L);
                            double l_4214_ = double(l_4212_);
                            double l_4215_ = (0.5L * l_4214_);
                            double l_4216_ = (1.0L - l_4215_);
                            double l_4217_ = (l_4213_ * l_4216_);
                            double l_4218_ = (1.0L / l_4217_);
                            l_mut_2112_ = l_4218_;
                        }
                        double _e8589 = l_mut_2339_;
                        double _e8590 = l_mut_35_;
                        double l_4219_ = (_e8589 - _e8590);
                        double _e8592 = l_mut_2112_;
                        double l_4220_ = (l_4219_ * _e8592);
                        uint l_4221_ = a_8_[45];
                        bool l_4222_ = (l_4221_ == 4294967295u);
                        double l_4223_ = a_9_[0];
                        bool l_4224_ = (l_4220_ < l_4223_);
                        if (!(l_4222_)) {
                            local_144 = l_4224_;
                        } else {
                            local_144 = true;
                        }
                        bool l_4225_ = local_144;
                        if (l_4225_) {
                            a_9_[0] = l_4220_;
                            a_8_[45] = l_20_;
                            a_8_[46] = l_371_;
                        }
                        uint l_4226_ = a_8_[47];
                        bool l_4227_ = (l_4226_ == 4294967295u);
                        double l_4228_ = a_9_[1];
                        bool l_4229_ = (l_4220_ > l_4228_);
                        if (!(l_4227_)) {
                            local_145 = l_4229_;
                        } else {
                            local_145 = true;
                        }
                        bool l_4230_ = local_145;
                        if (l_4230_) {
                            a_9_[1] = l_4220_;
                            a_8_[47] = l_20_;
                            a_8_[48] = l_371_;
                        }
                        bool l_4231_ = (l_390_ != 0.0L);
                        if (l_4231_) {
                            l_mut_4232_ = 0u;
                            uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                            bool loop_init_4 = true;
                            while(true) {
                                if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                if (!loop_init_4) {
                                    uint _e8677 = l_mut_4232_;
                                    l_mut_4232_ = (_e8677 + 1u);
                                }
                                loop_init_4 = false;
                                uint _e8628 = l_mut_4232_;
                                if ((_e8628 < 8u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e8631 = l_mut_4232_;
                                    uint l_4233_ = a_10_[min(uint(_e8631), 7u)];
                                    bool l_4234_ = (l_4233_ == 1u);
                                    if (l_4234_) {
                                        uint _e8637 = l_mut_4232_;
                                        uint l_4235_ = (37u + _e8637);
                                        uint l_4236_ = a_8_[min(uint(l_4235_), 64u)];
                                        uint l_4237_ = (l_4236_ + 1u);
                                        a_8_[min(uint(l_4235_), 64u)] = l_4237_;
                                        uint _e8645 = l_mut_4232_;
                                        uint l_4238_ = (2u + _e8645);
                                        uint l_4239_ = (2u * l_4238_);
                                        uint l_4240_ = (45u + l_4239_);
                                        uint l_4241_ = a_8_[min(uint(l_4240_), 64u)];
                                        bool l_4242_ = (l_4241_ == 4294967295u);
                                        double l_4243_ = abs(l_4220_);
                                        uint _e8657 = l_mut_4232_;
                                        uint l_4244_ = (2u + _e8657);
                                        double l_4245_ = a_9_[min(uint(l_4244_), 9u)];
                                        double l_4246_ = abs(l_4245_);
                                        bool l_4247_ = (l_4243_ > l_4246_);
                                        if (!(l_4242_)) {
                                            local_146 = l_4247_;
                                        } else {
                                            local_146 = true;
                                        }
                                        bool l_4248_ = local_146;
                                        if (l_4248_) {
                                            uint _e8669 = l_mut_4232_;
                                            uint l_4249_ = (2u + _e8669);
                                            a_9_[min(uint(l_4249_), 9u)] = l_4220_;
                                            a_8_[min(uint(l_4240_), 64u)] = l_20_;
                                            uint l_4250_ = (l_4240_ + 1u);
                                            a_8_[min(uint(l_4250_), 64u)] = l_371_;
                                        }
                                    }
                                }
                            }
                        }
                    } else {
                        uint l_4251_ = a_8_[1];
                        uint l_4252_ = (l_2_ + l_4251_);
                        uint l_4253_ = (l_4252_ * 2u);
                        uint l_4373_ = asuint(info.Load(24+0));
                        uint l_4374_ = (l_4373_ * 1u);
                        bool l_4375_ = (l_4253_ < l_4374_);
                        if (l_4375_) {
                            buffer_6_global.Store(l_4253_*4, asuint(l_20_));
                        }
                        uint l_4254_ = (l_4253_ + 1u);
                        uint l_4376_ = asuint(info.Load(24+0));
                        uint l_4377_ = (l_4376_ * 1u);
                        bool l_4378_ = (l_4254_ < l_4377_);
                        if (l_4378_) {
                            buffer_6_global.Store(l_4254_*4, asuint(l_371_));
                        }
                        uint l_4255_ = a_8_[1];
                        uint l_4256_ = (l_4255_ + 1u);
                        a_8_[1] = l_4256_;
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
                uint _e8734 = l_mut_4257_;
                l_mut_4257_ = (_e8734 + 1u);
            }
            loop_init_5 = false;
            uint _e8714 = l_mut_4257_;
            if ((_e8714 < 65u)) {
            } else {
                break;
            }
            {
                uint l_4258_ = (id * 65u);
                uint _e8719 = l_mut_4257_;
                uint l_4259_ = (l_4258_ + _e8719);
                uint _e8721 = l_mut_4257_;
                uint l_4260_ = a_8_[min(uint(_e8721), 64u)];
                uint l_4379_ = asuint(info.Load(16+0));
                uint l_4380_ = (l_4379_ * 1u);
                bool l_4381_ = (l_4259_ < l_4380_);
                if (l_4381_) {
                    buffer_4_global.Store(l_4259_*4, asuint(l_4260_));
                }
            }
        }
        uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
        bool loop_init_6 = true;
        while(true) {
            if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
            loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
            if (!loop_init_6) {
                uint _e8758 = l_mut_4261_;
                l_mut_4261_ = (_e8758 + 1u);
            }
            loop_init_6 = false;
            uint _e8738 = l_mut_4261_;
            if ((_e8738 < 10u)) {
            } else {
                break;
            }
            {
                uint l_4262_ = (id * 10u);
                uint _e8743 = l_mut_4261_;
                uint l_4263_ = (l_4262_ + _e8743);
                uint _e8745 = l_mut_4261_;
                double l_4264_ = a_9_[min(uint(_e8745), 9u)];
                uint l_4382_ = asuint(info.Load(20+0));
                uint l_4383_ = (l_4382_ * 1u);
                bool l_4384_ = (l_4263_ < l_4383_);
                if (l_4384_) {
                    buffer_5_global.Store(l_4263_*8, l_4264_);
                }
            }
        }
        return;
    } else {
        return;
    }
}
