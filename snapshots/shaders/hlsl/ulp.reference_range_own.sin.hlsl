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
    uint a_384_[1] = (uint[1])0;
    uint a_10_[8] = (uint[8])0;
    bool l_mut_101_ = (bool)0;
    uint64_t l_mut_115_ = (uint64_t)0;
    uint64_t l_mut_144_ = (uint64_t)0;
    uint64_t l_mut_156_ = (uint64_t)0;
    int l_mut_159_ = (int)0;
    double l_mut_214_ = (double)0;
    float l_mut_22_ = (float)0;
    double l_mut_25_ = (double)0;
    double l_mut_29_ = (double)0;
    double l_mut_34_ = (double)0;
    uint l_mut_35_ = (uint)0;
    uint l_mut_385_ = (uint)0;
    uint l_mut_401_ = (uint)0;
    uint l_mut_430_ = (uint)0;
    bool l_mut_451_ = (bool)0;
    bool l_mut_454_ = (bool)0;
    bool l_mut_457_ = (bool)0;
    bool l_mut_460_ = (bool)0;
    double l_mut_49_ = (double)0;
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
    uint l_mut_365_ = (uint)0;
    bool local_13 = (bool)0;
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
    uint l_mut_1012_ = (uint)0;
    bool local_52 = (bool)0;
    uint l_mut_1037_ = 0u;
    uint l_mut_1041_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1059_ = asuint(info.Load(28+0));
        uint l_1060_ = (l_1059_ * 1u);
        bool l_1061_ = (0u < l_1060_);
        if (l_1061_) {
            buffer_7_global.Store(0, asuint(1u));
        }
    }
    uint l_1045_ = asuint(info.Load(0+0));
    uint l_1046_ = (l_1045_ * 1u);
    bool l_1047_ = (1u < l_1046_);
    uint l_1048_ = (l_1046_ - 1u);
    uint l_1049_ = min(1u, l_1048_);
    uint l_1050_ = asuint(buffer_0_global.Load(l_1049_*4));
    uint l_1_ = (l_1047_ ? l_1050_ : 0u);
    uint l_2_ = (id * l_1_);
    uint l_1052_ = asuint(info.Load(0+0));
    uint l_1053_ = (l_1052_ * 1u);
    bool l_1054_ = (2u < l_1053_);
    uint l_1055_ = (l_1053_ - 1u);
    uint l_1056_ = min(2u, l_1055_);
    uint l_1057_ = asuint(buffer_0_global.Load(l_1056_*4));
    uint l_3_ = (l_1054_ ? l_1057_ : 0u);
    bool l_4_ = (l_2_ < l_3_);
    if (l_4_) {
        uint l_5_ = (l_2_ + l_1_);
        uint l_1062_ = asuint(info.Load(0+0));
        uint l_1063_ = (l_1062_ * 1u);
        bool l_1064_ = (2u < l_1063_);
        uint l_1065_ = (l_1063_ - 1u);
        uint l_1066_ = min(2u, l_1065_);
        uint l_1067_ = asuint(buffer_0_global.Load(l_1066_*4));
        uint l_6_ = (l_1064_ ? l_1067_ : 0u);
        uint l_7_ = min(l_5_, l_6_);
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e125 = l_mut_11_;
                l_mut_11_ = (_e125 + 1u);
            }
            loop_init = false;
            uint _e118 = l_mut_11_;
            if ((_e118 < 45u)) {
            } else {
                break;
            }
            {
                uint _e121 = l_mut_11_;
                a_8_[min(uint(_e121), 64u)] = 0u;
            }
        }
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init_1 = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init_1) {
                uint _e152 = l_mut_12_;
                l_mut_12_ = (_e152 + 1u);
            }
            loop_init_1 = false;
            uint _e129 = l_mut_12_;
            if ((_e129 < 10u)) {
            } else {
                break;
            }
            {
                uint _e133 = l_mut_12_;
                uint l_13_ = (2u * _e133);
                uint l_14_ = (45u + l_13_);
                a_8_[min(uint(l_14_), 64u)] = 4294967295u;
                uint _e140 = l_mut_12_;
                uint l_15_ = (2u * _e140);
                uint l_16_ = (45u + l_15_);
                uint l_17_ = (l_16_ + 1u);
                a_8_[min(uint(l_17_), 64u)] = 0u;
                uint _e148 = l_mut_12_;
                a_9_[min(uint(_e148), 9u)] = 0.0L;
            }
        }
        l_mut_18_ = l_2_;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e2456 = l_mut_18_;
                l_mut_18_ = (_e2456 + 1u);
            }
            loop_init_2 = false;
            uint _e155 = l_mut_18_;
            if ((_e155 < l_7_)) {
            } else {
                break;
            }
            {
                uint l_1069_ = asuint(info.Load(0+0));
                uint l_1070_ = (l_1069_ * 1u);
                bool l_1071_ = (0u < l_1070_);
                uint l_1072_ = (l_1070_ - 1u);
                uint l_1073_ = min(0u, l_1072_);
                uint l_1074_ = asuint(buffer_0_global.Load(l_1073_*4));
                uint l_19_ = (l_1071_ ? l_1074_ : 0u);
                uint _e174 = l_mut_18_;
                uint l_20_ = (l_19_ + _e174);
                float l_21_ = asfloat(l_20_);
                l_mut_22_ = l_21_;
                float l_23_ = sin(l_21_);
                l_mut_22_ = l_23_;
                double l_24_ = double(l_21_);
                l_mut_25_ = l_24_;
                uint l_26_ = asuint(l_21_);
                uint l_27_ = (l_26_ & 2147483647u);
                double l_28_ = 9221120237041090560uL;
                l_mut_29_ = l_28_;
                float l_30_ = asfloat(l_27_);
                bool l_31_ = (l_30_ < 4.0);
                if (l_31_) {
                    double l_32_ = double(l_21_);
                    double l_33_ = abs(l_32_);
                    l_mut_34_ = l_33_;
                    l_mut_35_ = 0u;
                    bool l_36_ = (l_33_ >= 0.785L);
                    if (l_36_) {
                        double l_37_ = (l_33_ * 0.6366197723675814L);
                        double l_38_ = (l_37_ + 0.5L);
                        double l_39_ = floor(l_38_);
                        double l_40_ = (l_39_ * 1.570796325802803L);
                        double l_41_ = (l_33_ - l_40_);
                        double l_42_ = (l_39_ * 9.920935796805404e-10L);
                        double l_43_ = (l_41_ - l_42_);
                        l_mut_34_ = l_43_;
                        uint l_44_ = naga_f2u32(l_39_);
                        l_mut_35_ = l_44_;
                    }
                    bool l_45_ = (l_21_ < 0.0);
                    double _e206 = l_mut_34_;
                    double _e207 = l_mut_34_;
                    double l_46_ = (_e206 * _e207);
                    double l_47_ = (l_46_ * 1.9572941063391263e-20L);
                    double l_48_ = (8.22063524662433e-18L - l_47_);
                    l_mut_49_ = l_48_;
                    double _e213 = l_mut_49_;
                    double l_50_ = (_e213 * l_46_);
                    double l_51_ = (l_50_ - 2.8114572543455206e-15L);
                    l_mut_49_ = l_51_;
                    double _e217 = l_mut_49_;
                    double l_52_ = (_e217 * l_46_);
                    double l_53_ = (l_52_ + 7.647163731819816e-13L);
                    l_mut_49_ = l_53_;
                    double _e221 = l_mut_49_;
                    double l_54_ = (_e221 * l_46_);
                    double l_55_ = (l_54_ - 1.6059043836821613e-10L);
                    l_mut_49_ = l_55_;
                    double _e225 = l_mut_49_;
                    double l_56_ = (_e225 * l_46_);
                    double l_57_ = (l_56_ + 2.505210838544172e-8L);
                    l_mut_49_ = l_57_;
                    double _e229 = l_mut_49_;
                    double l_58_ = (_e229 * l_46_);
                    double l_59_ = (l_58_ - 2.7557319223985893e-6L);
                    l_mut_49_ = l_59_;
                    double _e233 = l_mut_49_;
                    double l_60_ = (_e233 * l_46_);
                    double l_61_ = (l_60_ + 0.0001984126984126984L);
                    l_mut_49_ = l_61_;
                    double _e237 = l_mut_49_;
                    double l_62_ = (_e237 * l_46_);
                    double l_63_ = (l_62_ - 0.008333333333333333L);
                    l_mut_49_ = l_63_;
                    double _e241 = l_mut_49_;
                    double l_64_ = (_e241 * l_46_);
                    double l_65_ = (l_64_ + 0.16666666666666666L);
                    l_mut_49_ = l_65_;
                    double l_66_ = (0.5L * l_46_);
                    double l_67_ = (1.0L - l_66_);
                    double l_68_ = (0.0L * l_67_);
                    double _e251 = l_mut_34_;
                    double l_69_ = (_e251 * l_46_);
                    double _e253 = l_mut_49_;
                    double l_70_ = (l_69_ * _e253);
                    double l_71_ = (l_68_ - l_70_);
                    double _e256 = l_mut_34_;
                    double l_72_ = (_e256 + l_71_);
                    double _e258 = l_mut_34_;
                    double _e259 = l_mut_34_;
                    double l_73_ = (_e258 * _e259);
                    double l_74_ = (l_73_ * 4.110317623312165e-19L);
                    double l_75_ = (l_74_ - 1.5619206968586225e-16L);
                    l_mut_49_ = l_75_;
                    double _e265 = l_mut_49_;
                    double l_76_ = (_e265 * l_73_);
                    double l_77_ = (l_76_ + 4.779477332387385e-14L);
                    l_mut_49_ = l_77_;
                    double _e269 = l_mut_49_;
                    double l_78_ = (_e269 * l_73_);
                    double l_79_ = (l_78_ - 1.1470745597729725e-11L);
                    l_mut_49_ = l_79_;
                    double _e273 = l_mut_49_;
                    double l_80_ = (_e273 * l_73_);
                    double l_81_ = (l_80_ + 2.08767569878681e-9L);
                    l_mut_49_ = l_81_;
                    double _e277 = l_mut_49_;
                    double l_82_ = (_e277 * l_73_);
                    double l_83_ = (l_82_ - 2.755731922398589e-7L);
                    l_mut_49_ = l_83_;
                    double _e281 = l_mut_49_;
                    double l_84_ = (_e281 * l_73_);
                    double l_85_ = (l_84_ + 2.48015873015873e-5L);
                    l_mut_49_ = l_85_;
                    double _e285 = l_mut_49_;
                    double l_86_ = (_e285 * l_73_);
                    double l_87_ = (l_86_ - 0.001388888888888889L);
                    l_mut_49_ = l_87_;
                    double _e289 = l_mut_49_;
                    double l_88_ = (_e289 * l_73_);
                    double l_89_ = (l_88_ + 0.041666666666666664L);
                    l_mut_49_ = l_89_;
                    double l_90_ = (0.5L * l_73_);
                    double l_91_ = (1.0L - l_90_);
                    double l_92_ = (l_73_ * l_73_);
                    double _e298 = l_mut_49_;
                    double l_93_ = (l_92_ * _e298);
                    double _e301 = l_mut_34_;
                    double l_94_ = (0.0L * _e301);
                    double l_95_ = (l_93_ - l_94_);
                    double l_96_ = (l_91_ + l_95_);
                    uint _e305 = l_mut_35_;
                    uint l_97_ = (_e305 & 1u);
                    bool l_98_ = (l_97_ == 1u);
                    l_mut_49_ = l_72_;
                    uint _e310 = l_mut_35_;
                    uint l_99_ = (_e310 & 2u);
                    bool l_100_ = (l_99_ != 0u);
                    l_mut_101_ = l_100_;
                    if (l_98_) {
                        l_mut_49_ = l_96_;
                    }
                    if (true) {
                        local = l_45_;
                    } else {
                        local = false;
                    }
                    bool l_102_ = local;
                    if (l_102_) {
                        bool _e320 = l_mut_101_;
                        bool l_103_ = !(_e320);
                        l_mut_101_ = l_103_;
                    }
                    bool _e322 = l_mut_101_;
                    if (_e322) {
                        double _e323 = l_mut_49_;
                        double l_104_ = -(_e323);
                        l_mut_49_ = l_104_;
                    }
                    double _e325 = l_mut_49_;
                    l_mut_29_ = _e325;
                } else {
                    bool l_105_ = (l_27_ < 2139095040u);
                    if (l_105_) {
                        uint l_106_ = (l_27_ & 8388607u);
                        uint l_107_ = (l_106_ | 8388608u);
                        uint64_t l_108_ = uint64_t(l_107_);
                        uint l_109_ = (l_27_ >> 23u);
                        uint l_110_ = (l_109_ * 4u);
                        uint l_111_ = (l_110_ + 3u);
                        uint l_1076_ = asuint(info.Load(12+0));
                        uint l_1077_ = (l_1076_ * 1u);
                        bool l_1078_ = (l_111_ < l_1077_);
                        uint l_1079_ = (l_1077_ - 1u);
                        uint l_1080_ = min(l_111_, l_1079_);
                        uint l_1081_ = asuint(buffer_3_global.Load(l_1080_*4));
                        uint l_112_ = (l_1078_ ? l_1081_ : 0u);
                        uint64_t l_113_ = uint64_t(l_112_);
                        uint64_t l_114_ = (l_108_ * l_113_);
                        l_mut_115_ = l_114_;
                        uint64_t _e356 = l_mut_115_;
                        uint64_t l_116_ = (_e356 & 4294967295uL);
                        uint64_t _e359 = l_mut_115_;
                        uint64_t l_117_ = (_e359 >> uint(32uL));
                        uint l_118_ = (l_110_ + 2u);
                        uint l_1083_ = asuint(info.Load(12+0));
                        uint l_1084_ = (l_1083_ * 1u);
                        bool l_1085_ = (l_118_ < l_1084_);
                        uint l_1086_ = (l_1084_ - 1u);
                        uint l_1087_ = min(l_118_, l_1086_);
                        uint l_1088_ = asuint(buffer_3_global.Load(l_1087_*4));
                        uint l_119_ = (l_1085_ ? l_1088_ : 0u);
                        uint64_t l_120_ = uint64_t(l_119_);
                        uint64_t l_121_ = (l_108_ * l_120_);
                        uint64_t l_122_ = (l_117_ + l_121_);
                        l_mut_115_ = l_122_;
                        uint64_t _e384 = l_mut_115_;
                        uint64_t l_123_ = (_e384 & 4294967295uL);
                        uint64_t _e387 = l_mut_115_;
                        uint64_t l_124_ = (_e387 >> uint(32uL));
                        uint l_125_ = (l_110_ + 1u);
                        uint l_1090_ = asuint(info.Load(12+0));
                        uint l_1091_ = (l_1090_ * 1u);
                        bool l_1092_ = (l_125_ < l_1091_);
                        uint l_1093_ = (l_1091_ - 1u);
                        uint l_1094_ = min(l_125_, l_1093_);
                        uint l_1095_ = asuint(buffer_3_global.Load(l_1094_*4));
                        uint l_126_ = (l_1092_ ? l_1095_ : 0u);
                        uint64_t l_127_ = uint64_t(l_126_);
                        uint64_t l_128_ = (l_108_ * l_127_);
                        uint64_t l_129_ = (l_124_ + l_128_);
                        l_mut_115_ = l_129_;
                        uint64_t _e412 = l_mut_115_;
                        uint64_t l_130_ = (_e412 & 4294967295uL);
                        uint64_t _e415 = l_mut_115_;
                        uint64_t l_131_ = (_e415 >> uint(32uL));
                        uint l_1097_ = asuint(info.Load(12+0));
                        uint l_1098_ = (l_1097_ * 1u);
                        bool l_1099_ = (l_110_ < l_1098_);
                        uint l_1100_ = (l_1098_ - 1u);
                        uint l_1101_ = min(l_110_, l_1100_);
                        uint l_1102_ = asuint(buffer_3_global.Load(l_1101_*4));
                        uint l_132_ = (l_1099_ ? l_1102_ : 0u);
                        uint64_t l_133_ = uint64_t(l_132_);
                        uint64_t l_134_ = (l_108_ * l_133_);
                        uint64_t l_135_ = (l_131_ + l_134_);
                        l_mut_115_ = l_135_;
                        uint64_t _e438 = l_mut_115_;
                        uint64_t l_136_ = (_e438 >> uint(29uL));
                        uint64_t l_137_ = (l_136_ & 3uL);
                        uint l_138_ = uint(l_137_);
                        l_mut_35_ = l_138_;
                        uint64_t _e447 = l_mut_115_;
                        uint64_t l_139_ = (_e447 & 536870911uL);
                        uint64_t l_140_ = (l_139_ << uint(32uL));
                        uint64_t l_141_ = (l_140_ | l_130_);
                        l_mut_115_ = l_141_;
                        uint64_t l_142_ = (l_123_ << uint(32uL));
                        uint64_t l_143_ = (l_142_ | l_116_);
                        l_mut_144_ = l_143_;
                        uint64_t _e460 = l_mut_115_;
                        bool l_145_ = (_e460 >= 1152921504606846976uL);
                        if (l_145_) {
                            uint _e463 = l_mut_35_;
                            uint l_146_ = (_e463 + 1u);
                            uint l_147_ = (l_146_ & 3u);
                            l_mut_35_ = l_147_;
                            uint64_t _e468 = l_mut_144_;
                            bool l_148_ = (_e468 != 0uL);
                            uint64_t l_149_ = uint64_t(l_148_);
                            uint64_t _e473 = l_mut_144_;
                            uint64_t l_150_ = (0uL - _e473);
                            l_mut_144_ = l_150_;
                            uint64_t _e476 = l_mut_115_;
                            uint64_t l_151_ = (2305843009213693952uL - _e476);
                            uint64_t l_152_ = (l_151_ - l_149_);
                            l_mut_115_ = l_152_;
                        }
                        uint64_t _e479 = l_mut_144_;
                        uint64_t _e485 = l_mut_144_;
                        uint64_t _e489 = l_mut_144_;
                        uint l_153_ = (((_e489 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e485)))) : (31u - firstbithigh(uint((_e479 >> 32u)))));
                        uint64_t l_154_ = uint64_t(l_153_);
                        uint64_t _e496 = l_mut_144_;
                        uint64_t l_155_ = (_e496 << uint(l_154_));
                        l_mut_156_ = l_155_;
                        int l_157_ = int(l_153_);
                        int l_158_ = asint(asuint(int(0)) - asuint(l_157_));
                        l_mut_159_ = l_158_;
                        uint64_t _e503 = l_mut_115_;
                        bool l_160_ = (_e503 != 0uL);
                        if (l_160_) {
                            uint64_t _e506 = l_mut_115_;
                            uint64_t _e512 = l_mut_115_;
                            uint64_t _e516 = l_mut_115_;
                            uint l_161_ = (((_e516 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e512)))) : (31u - firstbithigh(uint((_e506 >> 32u)))));
                            uint64_t l_162_ = uint64_t(l_161_);
                            uint64_t _e523 = l_mut_115_;
                            uint64_t l_163_ = (_e523 << uint(l_162_));
                            uint l_164_ = (64u - l_161_);
                            uint64_t l_165_ = uint64_t(l_164_);
                            uint64_t _e530 = l_mut_144_;
                            uint64_t l_166_ = (_e530 >> uint(l_165_));
                            uint64_t l_167_ = (l_163_ | l_166_);
                            l_mut_156_ = l_167_;
                            int l_168_ = int(l_161_);
                            int l_169_ = asint(asuint(int(64)) - asuint(l_168_));
                            l_mut_159_ = l_169_;
                        }
                        uint64_t _e538 = l_mut_156_;
                        uint64_t l_170_ = (_e538 >> uint(32uL));
                        uint64_t _e543 = l_mut_156_;
                        uint64_t l_171_ = (_e543 & 4294967295uL);
                        uint64_t l_172_ = (l_170_ * 560513588uL);
                        uint64_t l_173_ = (l_171_ * 3373259426uL);
                        uint64_t l_174_ = (l_171_ * 560513588uL);
                        uint64_t l_175_ = (l_174_ >> uint(32uL));
                        uint64_t l_176_ = (l_172_ & 4294967295uL);
                        uint64_t l_177_ = (l_175_ + l_176_);
                        uint64_t l_178_ = (l_173_ & 4294967295uL);
                        uint64_t l_179_ = (l_177_ + l_178_);
                        uint64_t l_180_ = (l_170_ * 3373259426uL);
                        uint64_t l_181_ = (l_172_ >> uint(32uL));
                        uint64_t l_182_ = (l_180_ + l_181_);
                        uint64_t l_183_ = (l_173_ >> uint(32uL));
                        uint64_t l_184_ = (l_182_ + l_183_);
                        uint64_t l_185_ = (l_179_ >> uint(32uL));
                        uint64_t l_186_ = (l_184_ + l_185_);
                        l_mut_156_ = l_186_;
                        int _e579 = l_mut_159_;
                        int l_187_ = asint(asuint(_e579) - asuint(int(124)));
                        l_mut_159_ = l_187_;
                        uint64_t _e582 = l_mut_156_;
                        bool l_188_ = (_e582 < (-9223372036854775807L - 1L));
                        if (l_188_) {
                            uint64_t _e588 = l_mut_156_;
                            uint64_t l_189_ = (_e588 << uint(1uL));
                            uint64_t l_190_ = (l_179_ >> uint(31uL));
                            uint64_t l_191_ = (l_190_ & 1uL);
                            uint64_t l_192_ = (l_189_ | l_191_);
                            l_mut_156_ = l_192_;
                            int _e600 = l_mut_159_;
                            l_mut_159_ = asint(asuint(_e600) - asuint(int(1)));
                        }
                        uint64_t _e603 = l_mut_156_;
                        uint64_t l_193_ = (_e603 >> uint(11uL));
                        double l_194_ = double(l_193_);
                        int _e609 = l_mut_159_;
                        int l_195_ = asint(asuint(_e609) + asuint(int(11)));
                        int l_196_ = asint(asuint(l_195_) + asuint(int(1023)));
                        uint64_t l_197_ = uint64_t(l_196_);
                        uint64_t l_198_ = (l_197_ << uint(52uL));
                        double l_199_ = l_198_;
                        double l_200_ = (l_194_ * l_199_);
                        l_mut_49_ = l_200_;
                        uint64_t _e621 = l_mut_156_;
                        uint64_t l_201_ = (_e621 & 2047uL);
                        double l_202_ = double(l_201_);
                        int _e625 = l_mut_159_;
                        int l_203_ = asint(asuint(_e625) + asuint(int(1023)));
                        uint64_t l_204_ = uint64_t(l_203_);
                        uint64_t l_205_ = (l_204_ << uint(52uL));
                        double l_206_ = l_205_;
                        double l_207_ = (l_202_ * l_206_);
                        l_mut_34_ = l_207_;
                        if (l_145_) {
                            double _e635 = l_mut_49_;
                            double l_208_ = -(_e635);
                            l_mut_49_ = l_208_;
                            double _e637 = l_mut_34_;
                            double l_209_ = -(_e637);
                            l_mut_34_ = l_209_;
                        }
                        bool l_210_ = (l_26_ >= 2147483648u);
                        double _e641 = l_mut_49_;
                        double _e642 = l_mut_49_;
                        double l_211_ = (_e641 * _e642);
                        double l_212_ = (l_211_ * 1.9572941063391263e-20L);
                        double l_213_ = (8.22063524662433e-18L - l_212_);
                        l_mut_214_ = l_213_;
                        double _e648 = l_mut_214_;
                        double l_215_ = (_e648 * l_211_);
                        double l_216_ = (l_215_ - 2.8114572543455206e-15L);
                        l_mut_214_ = l_216_;
                        double _e652 = l_mut_214_;
                        double l_217_ = (_e652 * l_211_);
                        double l_218_ = (l_217_ + 7.647163731819816e-13L);
                        l_mut_214_ = l_218_;
                        double _e656 = l_mut_214_;
                        double l_219_ = (_e656 * l_211_);
                        double l_220_ = (l_219_ - 1.6059043836821613e-10L);
                        l_mut_214_ = l_220_;
                        double _e660 = l_mut_214_;
                        double l_221_ = (_e660 * l_211_);
                        double l_222_ = (l_221_ + 2.505210838544172e-8L);
                        l_mut_214_ = l_222_;
                        double _e664 = l_mut_214_;
                        double l_223_ = (_e664 * l_211_);
                        double l_224_ = (l_223_ - 2.7557319223985893e-6L);
                        l_mut_214_ = l_224_;
                        double _e668 = l_mut_214_;
                        double l_225_ = (_e668 * l_211_);
                        double l_226_ = (l_225_ + 0.0001984126984126984L);
                        l_mut_214_ = l_226_;
                        double _e672 = l_mut_214_;
                        double l_227_ = (_e672 * l_211_);
                        double l_228_ = (l_227_ - 0.008333333333333333L);
                        l_mut_214_ = l_228_;
                        double _e676 = l_mut_214_;
                        double l_229_ = (_e676 * l_211_);
                        double l_230_ = (l_229_ + 0.16666666666666666L);
                        l_mut_214_ = l_230_;
                        double l_231_ = (0.5L * l_211_);
                        double l_232_ = (1.0L - l_231_);
                        double _e684 = l_mut_34_;
                        double l_233_ = (_e684 * l_232_);
                        double _e686 = l_mut_49_;
                        double l_234_ = (_e686 * l_211_);
                        double _e688 = l_mut_214_;
                        double l_235_ = (l_234_ * _e688);
                        double l_236_ = (l_233_ - l_235_);
                        double _e691 = l_mut_49_;
                        double l_237_ = (_e691 + l_236_);
                        double _e693 = l_mut_49_;
                        double _e694 = l_mut_49_;
                        double l_238_ = (_e693 * _e694);
                        double l_239_ = (l_238_ * 4.110317623312165e-19L);
                        double l_240_ = (l_239_ - 1.5619206968586225e-16L);
                        l_mut_214_ = l_240_;
                        double _e700 = l_mut_214_;
                        double l_241_ = (_e700 * l_238_);
                        double l_242_ = (l_241_ + 4.779477332387385e-14L);
                        l_mut_214_ = l_242_;
                        double _e704 = l_mut_214_;
                        double l_243_ = (_e704 * l_238_);
                        double l_244_ = (l_243_ - 1.1470745597729725e-11L);
                        l_mut_214_ = l_244_;
                        double _e708 = l_mut_214_;
                        double l_245_ = (_e708 * l_238_);
                        double l_246_ = (l_245_ + 2.08767569878681e-9L);
                        l_mut_214_ = l_246_;
                        double _e712 = l_mut_214_;
                        double l_247_ = (_e712 * l_238_);
                        double l_248_ = (l_247_ - 2.755731922398589e-7L);
                        l_mut_214_ = l_248_;
                        double _e716 = l_mut_214_;
                        double l_249_ = (_e716 * l_238_);
                        double l_250_ = (l_249_ + 2.48015873015873e-5L);
                        l_mut_214_ = l_250_;
                        double _e720 = l_mut_214_;
                        double l_251_ = (_e720 * l_238_);
                        double l_252_ = (l_251_ - 0.001388888888888889L);
                        l_mut_214_ = l_252_;
                        double _e724 = l_mut_214_;
                        double l_253_ = (_e724 * l_238_);
                        double l_254_ = (l_253_ + 0.041666666666666664L);
                        l_mut_214_ = l_254_;
                        double l_255_ = (0.5L * l_238_);
                        double l_256_ = (1.0L - l_255_);
                        double l_257_ = (l_238_ * l_238_);
                        double _e733 = l_mut_214_;
                        double l_258_ = (l_257_ * _e733);
                        double _e735 = l_mut_34_;
                        double _e736 = l_mut_49_;
                        double l_259_ = (_e735 * _e736);
                        double l_260_ = (l_258_ - l_259_);
                        double l_261_ = (l_256_ + l_260_);
                        uint _e740 = l_mut_35_;
                        uint l_262_ = (_e740 & 1u);
                        bool l_263_ = (l_262_ == 1u);
                        l_mut_214_ = l_237_;
                        uint _e745 = l_mut_35_;
                        uint l_264_ = (_e745 & 2u);
                        bool l_265_ = (l_264_ != 0u);
                        l_mut_101_ = l_265_;
                        if (l_263_) {
                            l_mut_214_ = l_261_;
                        }
                        if (true) {
                            local_1 = l_210_;
                        } else {
                            local_1 = false;
                        }
                        bool l_266_ = local_1;
                        if (l_266_) {
                            bool _e755 = l_mut_101_;
                            bool l_267_ = !(_e755);
                            l_mut_101_ = l_267_;
                        }
                        bool _e757 = l_mut_101_;
                        if (_e757) {
                            double _e758 = l_mut_214_;
                            double l_268_ = -(_e758);
                            l_mut_214_ = l_268_;
                        }
                        double _e760 = l_mut_214_;
                        l_mut_29_ = _e760;
                    }
                }
                double _e761 = l_mut_29_;
                l_mut_25_ = _e761;
                l_mut_35_ = 4294967294u;
                float _e763 = l_mut_22_;
                uint l_269_ = asuint(_e763);
                uint l_270_ = asuint(l_21_);
                uint l_271_ = (l_270_ & 2139095040u);
                bool l_272_ = (l_271_ != 2139095040u);
                bool l_273_ = (l_271_ == 0u);
                uint l_274_ = asuint(l_21_);
                uint l_275_ = (l_274_ & 8388607u);
                bool l_276_ = (l_275_ != 0u);
                if (l_273_) {
                    local_2 = l_276_;
                } else {
                    local_2 = false;
                }
                bool l_277_ = local_2;
                double _e781 = l_mut_25_;
                double l_278_ = abs(_e781);
                double _e783 = l_mut_25_;
                bool l_279_ = (_e783 < 0.0L);
                uint l_280_ = uint(l_279_);
                uint l_281_ = (2147483648u * l_280_);
                if (l_277_) {
                } else {
                    double _e789 = l_mut_25_;
                    const bool _e790 = is_nan_1_f64_(_e789);
                    if (_e790) {
                        uint l_283_ = (l_269_ & 2147483647u);
                        bool l_284_ = (l_283_ > 2139095040u);
                        if (l_284_) {
                            l_mut_35_ = 4294967293u;
                        }
                    } else {
                        bool l_285_ = (l_278_ >= 3.402823669209385e38L);
                        bool l_286_ = !(l_272_);
                        bool l_287_ = (l_278_ == 0.0L);
                        if (l_286_) {
                            local_3 = l_287_;
                        } else {
                            local_3 = false;
                        }
                        bool l_288_ = local_3;
                        if (!(l_285_)) {
                            local_4 = l_288_;
                        } else {
                            local_4 = true;
                        }
                        bool l_289_ = local_4;
                        if (l_289_) {
                            bool l_290_ = (l_278_ >= 3.402823669209385e38L);
                            uint l_291_ = uint(l_290_);
                            uint l_292_ = (2139095040u * l_291_);
                            uint l_293_ = (l_292_ | l_281_);
                            bool l_294_ = (l_269_ == l_293_);
                            uint l_295_ = (l_269_ | l_293_);
                            uint l_296_ = (l_295_ & 2147483647u);
                            bool l_297_ = (l_296_ == 0u);
                            if (!(l_294_)) {
                                local_5 = l_297_;
                            } else {
                                local_5 = true;
                            }
                            bool l_298_ = local_5;
                            if (l_298_) {
                                l_mut_35_ = 4294967293u;
                            }
                        } else {
                            bool l_299_ = (l_278_ >= 2.350988701644575e-38L);
                            if (l_272_) {
                                local_6 = l_299_;
                            } else {
                                local_6 = false;
                            }
                            bool l_300_ = local_6;
                            bool l_301_ = (l_278_ < 3.4028234663852886e38L);
                            if (l_300_) {
                                local_7 = l_301_;
                            } else {
                                local_7 = false;
                            }
                            bool l_302_ = local_7;
                            if (l_302_) {
                                float l_303_ = float(l_278_);
                                uint l_304_ = asuint(l_303_);
                                float l_305_ = asfloat(l_304_);
                                double l_306_ = double(l_305_);
                                double l_307_ = (l_278_ - l_306_);
                                uint l_308_ = (l_304_ + 1u);
                                bool l_309_ = (l_307_ < 0.0L);
                                uint l_310_ = uint(l_309_);
                                uint l_311_ = (2u * l_310_);
                                uint l_312_ = (l_308_ - l_311_);
                                float l_313_ = asfloat(l_312_);
                                double l_314_ = double(l_313_);
                                double l_315_ = (l_314_ - l_306_);
                                double l_316_ = abs(l_315_);
                                double l_317_ = (l_316_ * 0.5L);
                                double l_318_ = abs(l_307_);
                                double l_319_ = (l_317_ - l_318_);
                                double l_320_ = (l_278_ * 9.094947017729282e-13L);
                                bool l_321_ = (l_319_ > l_320_);
                                if (l_321_) {
                                    uint l_322_ = (l_304_ | l_281_);
                                    l_mut_35_ = l_322_;
                                }
                            } else {
                                bool l_323_ = (l_278_ < 2.350988701644575e-38L);
                                if (l_272_) {
                                    local_8 = l_323_;
                                } else {
                                    local_8 = false;
                                }
                                bool l_324_ = local_8;
                                if (l_324_) {
                                    double l_325_ = (l_278_ * 7.1362384635298e44L);
                                    double l_326_ = floor(l_325_);
                                    double l_327_ = (l_325_ - l_326_);
                                    double l_328_ = (l_327_ - 0.5L);
                                    double l_329_ = abs(l_328_);
                                    double l_330_ = (l_325_ * 9.094947017729282e-13L);
                                    bool l_331_ = (l_329_ > l_330_);
                                    if (l_331_) {
                                        bool l_332_ = (l_327_ > 0.5L);
                                        double l_333_ = double(l_332_);
                                        double l_334_ = (l_326_ + l_333_);
                                        uint l_335_ = naga_f2u32(l_334_);
                                        uint l_336_ = (l_335_ | l_281_);
                                        l_mut_35_ = l_336_;
                                    }
                                }
                            }
                        }
                    }
                }
                float _e887 = l_mut_22_;
                uint l_337_ = asuint(_e887);
                uint l_338_ = (l_337_ & 2139095040u);
                bool l_339_ = (l_338_ != 2139095040u);
                uint l_340_ = (l_337_ & 2147483647u);
                bool l_341_ = (l_340_ == 0u);
                uint l_342_ = (l_337_ & 2147483647u);
                double l_343_ = double(l_342_);
                uint l_344_ = (l_337_ >> 31u);
                double l_345_ = double(l_344_);
                double l_346_ = (2.0L * l_345_);
                double l_347_ = (1.0L - l_346_);
                double l_348_ = (l_343_ * l_347_);
                uint _e908 = l_mut_35_;
                uint l_349_ = (_e908 & 2147483647u);
                double l_350_ = double(l_349_);
                uint _e912 = l_mut_35_;
                uint l_351_ = (_e912 >> 31u);
                double l_352_ = double(l_351_);
                double l_353_ = (2.0L * l_352_);
                double l_354_ = (1.0L - l_353_);
                double l_355_ = (l_350_ * l_354_);
                double l_356_ = (l_348_ - l_355_);
                uint _e922 = l_mut_35_;
                bool l_357_ = (_e922 < 4294967293u);
                bool l_358_ = (l_356_ == 0.0L);
                bool l_359_ = !(l_341_);
                if (l_339_) {
                    local_9 = l_359_;
                } else {
                    local_9 = false;
                }
                bool l_360_ = local_9;
                if (!(l_358_)) {
                    local_10 = l_360_;
                } else {
                    local_10 = true;
                }
                bool l_361_ = local_10;
                if (l_357_) {
                    local_11 = l_361_;
                } else {
                    local_11 = false;
                }
                bool l_362_ = local_11;
                l_mut_101_ = l_362_;
                bool l_363_ = (l_356_ != 0.0L);
                bool _e943 = l_mut_101_;
                if (_e943) {
                    local_12 = l_363_;
                } else {
                    local_12 = false;
                }
                bool l_364_ = local_12;
                if (l_364_) {
                    l_mut_365_ = 0u;
                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                    bool loop_init_3 = true;
                    while(true) {
                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                        if (!loop_init_3) {
                            uint _e2242 = l_mut_365_;
                            l_mut_365_ = (_e2242 + 1u);
                        }
                        loop_init_3 = false;
                        uint _e950 = l_mut_365_;
                        if ((_e950 < 8u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e954 = l_mut_365_;
                            uint l_366_ = (2u * _e954);
                            uint l_1104_ = asuint(info.Load(4+0));
                            uint l_1105_ = (l_1104_ * 1u);
                            bool l_1106_ = (l_366_ < l_1105_);
                            uint l_1107_ = (l_1105_ - 1u);
                            uint l_1108_ = min(l_366_, l_1107_);
                            uint l_1109_ = asuint(buffer_1_global.Load(l_1108_*4));
                            uint l_367_ = (l_1106_ ? l_1109_ : 0u);
                            uint _e972 = l_mut_365_;
                            uint l_368_ = (2u * _e972);
                            uint l_369_ = (l_368_ + 1u);
                            uint l_1111_ = asuint(info.Load(4+0));
                            uint l_1112_ = (l_1111_ * 1u);
                            bool l_1113_ = (l_369_ < l_1112_);
                            uint l_1114_ = (l_1112_ - 1u);
                            uint l_1115_ = min(l_369_, l_1114_);
                            uint l_1116_ = asuint(buffer_1_global.Load(l_1115_*4));
                            uint l_370_ = (l_1113_ ? l_1116_ : 0u);
                            bool l_371_ = (l_370_ != 0u);
                            uint _e993 = l_mut_365_;
                            uint l_372_ = (_e993 * 4u);
                            uint l_1118_ = asuint(info.Load(8+0));
                            uint l_1119_ = (l_1118_ * 1u);
                            bool l_1120_ = (l_372_ < l_1119_);
                            uint l_1121_ = (l_1119_ - 1u);
                            uint l_1122_ = min(l_372_, l_1121_);
                            double l_1123_ = buffer_2_global.Load<double>(l_1122_*8);
                            double l_373_ = (l_1120_ ? l_1123_ : 0.0L);
                            uint _e1011 = l_mut_365_;
                            uint l_374_ = (_e1011 * 4u);
                            uint l_375_ = (l_374_ + 1u);
                            uint l_1125_ = asuint(info.Load(8+0));
                            uint l_1126_ = (l_1125_ * 1u);
                            bool l_1127_ = (l_375_ < l_1126_);
                            uint l_1128_ = (l_1126_ - 1u);
                            uint l_1129_ = min(l_375_, l_1128_);
                            double l_1130_ = buffer_2_global.Load<double>(l_1129_*8);
                            double l_376_ = (l_1127_ ? l_1130_ : 0.0L);
                            uint _e1031 = l_mut_365_;
                            uint l_377_ = (_e1031 * 4u);
                            uint l_378_ = (l_377_ + 2u);
                            uint l_1132_ = asuint(info.Load(8+0));
                            uint l_1133_ = (l_1132_ * 1u);
                            bool l_1134_ = (l_378_ < l_1133_);
                            uint l_1135_ = (l_1133_ - 1u);
                            uint l_1136_ = min(l_378_, l_1135_);
                            double l_1137_ = buffer_2_global.Load<double>(l_1136_*8);
                            double l_379_ = (l_1134_ ? l_1137_ : 0.0L);
                            double l_380_ = double(l_21_);
                            double l_381_ = abs(l_380_);
                            double _e1053 = l_mut_25_;
                            double l_382_ = abs(_e1053);
                            double l_383_ = (l_382_ * 1.4551915228366852e-11L);
                            a_384_[0] = 1u;
                            l_mut_385_ = 2u;
                            bool l_386_ = (l_367_ == 0u);
                            if (l_386_) {
                                l_mut_385_ = 0u;
                            } else {
                                bool l_387_ = (l_367_ == 1u);
                                if (l_387_) {
                                    l_mut_385_ = 1u;
                                    double l_388_ = abs(l_356_);
                                    bool l_389_ = (l_388_ <= l_373_);
                                    if (l_389_) {
                                        l_mut_385_ = 0u;
                                    }
                                } else {
                                    bool l_390_ = (l_367_ == 2u);
                                    if (l_390_) {
                                        double _e1071 = l_mut_25_;
                                        double l_391_ = abs(_e1071);
                                        l_mut_214_ = 1.401298464324817e-45L;
                                        bool l_392_ = (l_391_ >= 1.1754943508222875e-38L);
                                        bool l_393_ = (l_391_ <= 1.7976931348623157e308L);
                                        if (l_392_) {
                                            local_13 = l_393_;
                                        } else {
                                            local_13 = false;
                                        }
                                        bool l_394_ = local_13;
                                        if (l_394_) {
                                            uint64_t l_395_ = l_391_;
                                            uint64_t l_396_ = (l_395_ >> uint(52uL));
                                            uint64_t l_397_ = (l_396_ - 23uL);
                                            uint64_t l_398_ = (l_397_ << uint(52uL));
                                            double l_399_ = l_398_;
                                            l_mut_214_ = l_399_;
                                        }
                                        double _e1094 = l_mut_214_;
                                        double l_400_ = (l_373_ * _e1094);
                                        l_mut_401_ = 2u;
                                        double _e1097 = l_mut_25_;
                                        double l_402_ = (_e1097 - l_383_);
                                        double l_403_ = abs(l_402_);
                                        l_mut_214_ = 1.401298464324817e-45L;
                                        bool l_404_ = (l_403_ >= 1.1754943508222875e-38L);
                                        bool l_405_ = (l_403_ <= 1.7976931348623157e308L);
                                        if (l_404_) {
                                            local_14 = l_405_;
                                        } else {
                                            local_14 = false;
                                        }
                                        bool l_406_ = local_14;
                                        if (l_406_) {
                                            uint64_t l_407_ = l_403_;
                                            uint64_t l_408_ = (l_407_ >> uint(52uL));
                                            uint64_t l_409_ = (l_408_ - 23uL);
                                            uint64_t l_410_ = (l_409_ << uint(52uL));
                                            double l_411_ = l_410_;
                                            l_mut_214_ = l_411_;
                                        }
                                        double _e1121 = l_mut_25_;
                                        double l_412_ = (_e1121 + l_383_);
                                        double l_413_ = abs(l_412_);
                                        l_mut_49_ = 1.401298464324817e-45L;
                                        bool l_414_ = (l_413_ >= 1.1754943508222875e-38L);
                                        bool l_415_ = (l_413_ <= 1.7976931348623157e308L);
                                        if (l_414_) {
                                            local_15 = l_415_;
                                        } else {
                                            local_15 = false;
                                        }
                                        bool l_416_ = local_15;
                                        if (l_416_) {
                                            uint64_t l_417_ = l_413_;
                                            uint64_t l_418_ = (l_417_ >> uint(52uL));
                                            uint64_t l_419_ = (l_418_ - 23uL);
                                            uint64_t l_420_ = (l_419_ << uint(52uL));
                                            double l_421_ = l_420_;
                                            l_mut_49_ = l_421_;
                                        }
                                        double _e1145 = l_mut_214_;
                                        double _e1146 = l_mut_49_;
                                        bool l_422_ = (_e1145 == _e1146);
                                        if (l_422_) {
                                            double l_423_ = (l_400_ * 1.4551915228366852e-11L);
                                            double l_424_ = (l_383_ + l_423_);
                                            double _e1151 = l_mut_25_;
                                            double l_425_ = (_e1151 - l_400_);
                                            double _e1153 = l_mut_25_;
                                            double l_426_ = (_e1153 + l_400_);
                                            float _e1155 = l_mut_22_;
                                            double l_427_ = double(_e1155);
                                            float _e1157 = l_mut_22_;
                                            uint l_428_ = asuint(_e1157);
                                            uint l_429_ = (l_428_ + 1u);
                                            l_mut_430_ = l_429_;
                                            uint l_431_ = (l_428_ & 2147483647u);
                                            bool l_432_ = (l_431_ == 0u);
                                            if (l_432_) {
                                                l_mut_430_ = 1u;
                                            } else {
                                                uint l_433_ = (l_428_ & 2147483648u);
                                                bool l_434_ = (l_433_ != 0u);
                                                if (l_434_) {
                                                    uint l_435_ = (l_428_ - 1u);
                                                    l_mut_430_ = l_435_;
                                                }
                                            }
                                            uint _e1172 = l_mut_430_;
                                            float l_436_ = asfloat(_e1172);
                                            double l_437_ = double(l_436_);
                                            float _e1175 = l_mut_22_;
                                            float l_438_ = -(_e1175);
                                            uint l_439_ = asuint(l_438_);
                                            uint l_440_ = (l_439_ + 1u);
                                            l_mut_430_ = l_440_;
                                            uint l_441_ = (l_439_ & 2147483647u);
                                            bool l_442_ = (l_441_ == 0u);
                                            if (l_442_) {
                                                l_mut_430_ = 1u;
                                            } else {
                                                uint l_443_ = (l_439_ & 2147483648u);
                                                bool l_444_ = (l_443_ != 0u);
                                                if (l_444_) {
                                                    uint l_445_ = (l_439_ - 1u);
                                                    l_mut_430_ = l_445_;
                                                }
                                            }
                                            uint _e1191 = l_mut_430_;
                                            float l_446_ = asfloat(_e1191);
                                            float l_447_ = -(l_446_);
                                            double l_448_ = double(l_447_);
                                            double l_449_ = (l_425_ + l_424_);
                                            bool l_450_ = (l_449_ <= l_427_);
                                            l_mut_451_ = l_450_;
                                            double l_452_ = (l_425_ - l_424_);
                                            bool l_453_ = (l_452_ > l_427_);
                                            l_mut_454_ = l_453_;
                                            double l_455_ = (l_426_ - l_424_);
                                            bool l_456_ = (l_455_ >= l_427_);
                                            l_mut_457_ = l_456_;
                                            double l_458_ = (l_426_ + l_424_);
                                            bool l_459_ = (l_458_ < l_427_);
                                            l_mut_460_ = l_459_;
                                            if (l_371_) {
                                                double l_461_ = (l_425_ + l_424_);
                                                bool l_462_ = (l_461_ < l_437_);
                                                l_mut_451_ = l_462_;
                                                double l_463_ = (l_425_ - l_424_);
                                                bool l_464_ = (l_463_ >= l_437_);
                                                l_mut_454_ = l_464_;
                                                double l_465_ = (l_426_ - l_424_);
                                                bool l_466_ = (l_465_ > l_448_);
                                                l_mut_457_ = l_466_;
                                                double l_467_ = (l_426_ + l_424_);
                                                bool l_468_ = (l_467_ <= l_448_);
                                                l_mut_460_ = l_468_;
                                            }
                                            l_mut_430_ = 2u;
                                            bool _e1212 = l_mut_454_;
                                            if (!(_e1212)) {
                                                bool _e1216 = l_mut_460_;
                                                local_16 = _e1216;
                                            } else {
                                                local_16 = true;
                                            }
                                            bool l_469_ = local_16;
                                            if (l_469_) {
                                                l_mut_430_ = 1u;
                                            } else {
                                                bool _e1220 = l_mut_451_;
                                                if (_e1220) {
                                                    bool _e1223 = l_mut_457_;
                                                    local_17 = _e1223;
                                                } else {
                                                    local_17 = false;
                                                }
                                                bool l_470_ = local_17;
                                                if (l_470_) {
                                                    l_mut_430_ = 0u;
                                                }
                                            }
                                            uint _e1227 = l_mut_430_;
                                            l_mut_401_ = _e1227;
                                        }
                                        uint _e1228 = l_mut_401_;
                                        l_mut_385_ = _e1228;
                                    } else {
                                        bool l_471_ = (l_367_ == 3u);
                                        if (l_471_) {
                                            l_mut_385_ = 0u;
                                            bool l_472_ = (l_381_ >= 1.1754943508222875e-38L);
                                            bool l_473_ = (l_381_ <= 8.507059173023462e37L);
                                            if (l_472_) {
                                                local_18 = l_473_;
                                            } else {
                                                local_18 = false;
                                            }
                                            bool l_474_ = local_18;
                                            if (l_474_) {
                                                double _e1240 = l_mut_25_;
                                                double l_475_ = abs(_e1240);
                                                l_mut_214_ = 1.401298464324817e-45L;
                                                bool l_476_ = (l_475_ >= 1.1754943508222875e-38L);
                                                bool l_477_ = (l_475_ <= 1.7976931348623157e308L);
                                                if (l_476_) {
                                                    local_19 = l_477_;
                                                } else {
                                                    local_19 = false;
                                                }
                                                bool l_478_ = local_19;
                                                if (l_478_) {
                                                    uint64_t l_479_ = l_475_;
                                                    uint64_t l_480_ = (l_479_ >> uint(52uL));
                                                    uint64_t l_481_ = (l_480_ - 23uL);
                                                    uint64_t l_482_ = (l_481_ << uint(52uL));
                                                    double l_483_ = l_482_;
                                                    l_mut_214_ = l_483_;
                                                }
                                                double _e1263 = l_mut_214_;
                                                double l_484_ = (l_373_ * _e1263);
                                                l_mut_430_ = 2u;
                                                double _e1266 = l_mut_25_;
                                                double l_485_ = (_e1266 - l_383_);
                                                double l_486_ = abs(l_485_);
                                                l_mut_214_ = 1.401298464324817e-45L;
                                                bool l_487_ = (l_486_ >= 1.1754943508222875e-38L);
                                                bool l_488_ = (l_486_ <= 1.7976931348623157e308L);
                                                if (l_487_) {
                                                    local_20 = l_488_;
                                                } else {
                                                    local_20 = false;
                                                }
                                                bool l_489_ = local_20;
                                                if (l_489_) {
                                                    uint64_t l_490_ = l_486_;
                                                    uint64_t l_491_ = (l_490_ >> uint(52uL));
                                                    uint64_t l_492_ = (l_491_ - 23uL);
                                                    uint64_t l_493_ = (l_492_ << uint(52uL));
                                                    double l_494_ = l_493_;
                                                    l_mut_214_ = l_494_;
                                                }
                                                double _e1290 = l_mut_25_;
                                                double l_495_ = (_e1290 + l_383_);
                                                double l_496_ = abs(l_495_);
                                                l_mut_49_ = 1.401298464324817e-45L;
                                                bool l_497_ = (l_496_ >= 1.1754943508222875e-38L);
                                                bool l_498_ = (l_496_ <= 1.7976931348623157e308L);
                                                if (l_497_) {
                                                    local_21 = l_498_;
                                                } else {
                                                    local_21 = false;
                                                }
                                                bool l_499_ = local_21;
                                                if (l_499_) {
                                                    uint64_t l_500_ = l_496_;
                                                    uint64_t l_501_ = (l_500_ >> uint(52uL));
                                                    uint64_t l_502_ = (l_501_ - 23uL);
                                                    uint64_t l_503_ = (l_502_ << uint(52uL));
                                                    double l_504_ = l_503_;
                                                    l_mut_49_ = l_504_;
                                                }
                                                double _e1314 = l_mut_214_;
                                                double _e1315 = l_mut_49_;
                                                bool l_505_ = (_e1314 == _e1315);
                                                if (l_505_) {
                                                    double l_506_ = (l_484_ * 1.4551915228366852e-11L);
                                                    double l_507_ = (l_383_ + l_506_);
                                                    double _e1320 = l_mut_25_;
                                                    double l_508_ = (_e1320 - l_484_);
                                                    double _e1322 = l_mut_25_;
                                                    double l_509_ = (_e1322 + l_484_);
                                                    float _e1324 = l_mut_22_;
                                                    double l_510_ = double(_e1324);
                                                    float _e1326 = l_mut_22_;
                                                    uint l_511_ = asuint(_e1326);
                                                    uint l_512_ = (l_511_ + 1u);
                                                    l_mut_401_ = l_512_;
                                                    uint l_513_ = (l_511_ & 2147483647u);
                                                    bool l_514_ = (l_513_ == 0u);
                                                    if (l_514_) {
                                                        l_mut_401_ = 1u;
                                                    } else {
                                                        uint l_515_ = (l_511_ & 2147483648u);
                                                        bool l_516_ = (l_515_ != 0u);
                                                        if (l_516_) {
                                                            uint l_517_ = (l_511_ - 1u);
                                                            l_mut_401_ = l_517_;
                                                        }
                                                    }
                                                    uint _e1341 = l_mut_401_;
                                                    float l_518_ = asfloat(_e1341);
                                                    double l_519_ = double(l_518_);
                                                    float _e1344 = l_mut_22_;
                                                    float l_520_ = -(_e1344);
                                                    uint l_521_ = asuint(l_520_);
                                                    uint l_522_ = (l_521_ + 1u);
                                                    l_mut_401_ = l_522_;
                                                    uint l_523_ = (l_521_ & 2147483647u);
                                                    bool l_524_ = (l_523_ == 0u);
                                                    if (l_524_) {
                                                        l_mut_401_ = 1u;
                                                    } else {
                                                        uint l_525_ = (l_521_ & 2147483648u);
                                                        bool l_526_ = (l_525_ != 0u);
                                                        if (l_526_) {
                                                            uint l_527_ = (l_521_ - 1u);
                                                            l_mut_401_ = l_527_;
                                                        }
                                                    }
                                                    uint _e1360 = l_mut_401_;
                                                    float l_528_ = asfloat(_e1360);
                                                    float l_529_ = -(l_528_);
                                                    double l_530_ = double(l_529_);
                                                    double l_531_ = (l_508_ + l_507_);
                                                    bool l_532_ = (l_531_ <= l_510_);
                                                    l_mut_460_ = l_532_;
                                                    double l_533_ = (l_508_ - l_507_);
                                                    bool l_534_ = (l_533_ > l_510_);
                                                    l_mut_457_ = l_534_;
                                                    double l_535_ = (l_509_ - l_507_);
                                                    bool l_536_ = (l_535_ >= l_510_);
                                                    l_mut_454_ = l_536_;
                                                    double l_537_ = (l_509_ + l_507_);
                                                    bool l_538_ = (l_537_ < l_510_);
                                                    l_mut_451_ = l_538_;
                                                    if (l_371_) {
                                                        double l_539_ = (l_508_ + l_507_);
                                                        bool l_540_ = (l_539_ < l_519_);
                                                        l_mut_460_ = l_540_;
                                                        double l_541_ = (l_508_ - l_507_);
                                                        bool l_542_ = (l_541_ >= l_519_);
                                                        l_mut_457_ = l_542_;
                                                        double l_543_ = (l_509_ - l_507_);
                                                        bool l_544_ = (l_543_ > l_530_);
                                                        l_mut_454_ = l_544_;
                                                        double l_545_ = (l_509_ + l_507_);
                                                        bool l_546_ = (l_545_ <= l_530_);
                                                        l_mut_451_ = l_546_;
                                                    }
                                                    l_mut_401_ = 2u;
                                                    bool _e1381 = l_mut_457_;
                                                    if (!(_e1381)) {
                                                        bool _e1385 = l_mut_451_;
                                                        local_22 = _e1385;
                                                    } else {
                                                        local_22 = true;
                                                    }
                                                    bool l_547_ = local_22;
                                                    if (l_547_) {
                                                        l_mut_401_ = 1u;
                                                    } else {
                                                        bool _e1389 = l_mut_460_;
                                                        if (_e1389) {
                                                            bool _e1392 = l_mut_454_;
                                                            local_23 = _e1392;
                                                        } else {
                                                            local_23 = false;
                                                        }
                                                        bool l_548_ = local_23;
                                                        if (l_548_) {
                                                            l_mut_401_ = 0u;
                                                        }
                                                    }
                                                    uint _e1396 = l_mut_401_;
                                                    l_mut_430_ = _e1396;
                                                }
                                                uint _e1397 = l_mut_430_;
                                                l_mut_385_ = _e1397;
                                            }
                                        } else {
                                            bool l_549_ = (l_367_ == 4u);
                                            if (l_549_) {
                                                double l_550_ = (l_376_ * l_381_);
                                                double l_551_ = (l_373_ + l_550_);
                                                double _e1402 = l_mut_25_;
                                                double l_552_ = abs(_e1402);
                                                l_mut_214_ = 1.401298464324817e-45L;
                                                bool l_553_ = (l_552_ >= 1.1754943508222875e-38L);
                                                bool l_554_ = (l_552_ <= 1.7976931348623157e308L);
                                                if (l_553_) {
                                                    local_24 = l_554_;
                                                } else {
                                                    local_24 = false;
                                                }
                                                bool l_555_ = local_24;
                                                if (l_555_) {
                                                    uint64_t l_556_ = l_552_;
                                                    uint64_t l_557_ = (l_556_ >> uint(52uL));
                                                    uint64_t l_558_ = (l_557_ - 23uL);
                                                    uint64_t l_559_ = (l_558_ << uint(52uL));
                                                    double l_560_ = l_559_;
                                                    l_mut_214_ = l_560_;
                                                }
                                                double _e1425 = l_mut_214_;
                                                double l_561_ = (l_551_ * _e1425);
                                                l_mut_430_ = 2u;
                                                double _e1428 = l_mut_25_;
                                                double l_562_ = (_e1428 - l_383_);
                                                double l_563_ = abs(l_562_);
                                                l_mut_214_ = 1.401298464324817e-45L;
                                                bool l_564_ = (l_563_ >= 1.1754943508222875e-38L);
                                                bool l_565_ = (l_563_ <= 1.7976931348623157e308L);
                                                if (l_564_) {
                                                    local_25 = l_565_;
                                                } else {
                                                    local_25 = false;
                                                }
                                                bool l_566_ = local_25;
                                                if (l_566_) {
                                                    uint64_t l_567_ = l_563_;
                                                    uint64_t l_568_ = (l_567_ >> uint(52uL));
                                                    uint64_t l_569_ = (l_568_ - 23uL);
                                                    uint64_t l_570_ = (l_569_ << uint(52uL));
                                                    double l_571_ = l_570_;
                                                    l_mut_214_ = l_571_;
                                                }
                                                double _e1452 = l_mut_25_;
                                                double l_572_ = (_e1452 + l_383_);
                                                double l_573_ = abs(l_572_);
                                                l_mut_49_ = 1.401298464324817e-45L;
                                                bool l_574_ = (l_573_ >= 1.1754943508222875e-38L);
                                                bool l_575_ = (l_573_ <= 1.7976931348623157e308L);
                                                if (l_574_) {
                                                    local_26 = l_575_;
                                                } else {
                                                    local_26 = false;
                                                }
                                                bool l_576_ = local_26;
                                                if (l_576_) {
                                                    uint64_t l_577_ = l_573_;
                                                    uint64_t l_578_ = (l_577_ >> uint(52uL));
                                                    uint64_t l_579_ = (l_578_ - 23uL);
                                                    uint64_t l_580_ = (l_579_ << uint(52uL));
                                                    double l_581_ = l_580_;
                                                    l_mut_49_ = l_581_;
                                                }
                                                double _e1476 = l_mut_214_;
                                                double _e1477 = l_mut_49_;
                                                bool l_582_ = (_e1476 == _e1477);
                                                if (l_582_) {
                                                    double l_583_ = (l_561_ * 1.4551915228366852e-11L);
                                                    double l_584_ = (l_383_ + l_583_);
                                                    double _e1482 = l_mut_25_;
                                                    double l_585_ = (_e1482 - l_561_);
                                                    double _e1484 = l_mut_25_;
                                                    double l_586_ = (_e1484 + l_561_);
                                                    float _e1486 = l_mut_22_;
                                                    double l_587_ = double(_e1486);
                                                    float _e1488 = l_mut_22_;
                                                    uint l_588_ = asuint(_e1488);
                                                    uint l_589_ = (l_588_ + 1u);
                                                    l_mut_401_ = l_589_;
                                                    uint l_590_ = (l_588_ & 2147483647u);
                                                    bool l_591_ = (l_590_ == 0u);
                                                    if (l_591_) {
                                                        l_mut_401_ = 1u;
                                                    } else {
                                                        uint l_592_ = (l_588_ & 2147483648u);
                                                        bool l_593_ = (l_592_ != 0u);
                                                        if (l_593_) {
                                                            uint l_594_ = (l_588_ - 1u);
                                                            l_mut_401_ = l_594_;
                                                        }
                                                    }
                                                    uint _e1503 = l_mut_401_;
                                                    float l_595_ = asfloat(_e1503);
                                                    double l_596_ = double(l_595_);
                                                    float _e1506 = l_mut_22_;
                                                    float l_597_ = -(_e1506);
                                                    uint l_598_ = asuint(l_597_);
                                                    uint l_599_ = (l_598_ + 1u);
                                                    l_mut_401_ = l_599_;
                                                    uint l_600_ = (l_598_ & 2147483647u);
                                                    bool l_601_ = (l_600_ == 0u);
                                                    if (l_601_) {
                                                        l_mut_401_ = 1u;
                                                    } else {
                                                        uint l_602_ = (l_598_ & 2147483648u);
                                                        bool l_603_ = (l_602_ != 0u);
                                                        if (l_603_) {
                                                            uint l_604_ = (l_598_ - 1u);
                                                            l_mut_401_ = l_604_;
                                                        }
                                                    }
                                                    uint _e1522 = l_mut_401_;
                                                    float l_605_ = asfloat(_e1522);
                                                    float l_606_ = -(l_605_);
                                                    double l_607_ = double(l_606_);
                                                    double l_608_ = (l_585_ + l_584_);
                                                    bool l_609_ = (l_608_ <= l_587_);
                                                    l_mut_460_ = l_609_;
                                                    double l_610_ = (l_585_ - l_584_);
                                                    bool l_611_ = (l_610_ > l_587_);
                                                    l_mut_457_ = l_611_;
                                                    double l_612_ = (l_586_ - l_584_);
                                                    bool l_613_ = (l_612_ >= l_587_);
                                                    l_mut_454_ = l_613_;
                                                    double l_614_ = (l_586_ + l_584_);
                                                    bool l_615_ = (l_614_ < l_587_);
                                                    l_mut_451_ = l_615_;
                                                    if (l_371_) {
                                                        double l_616_ = (l_585_ + l_584_);
                                                        bool l_617_ = (l_616_ < l_596_);
                                                        l_mut_460_ = l_617_;
                                                        double l_618_ = (l_585_ - l_584_);
                                                        bool l_619_ = (l_618_ >= l_596_);
                                                        l_mut_457_ = l_619_;
                                                        double l_620_ = (l_586_ - l_584_);
                                                        bool l_621_ = (l_620_ > l_607_);
                                                        l_mut_454_ = l_621_;
                                                        double l_622_ = (l_586_ + l_584_);
                                                        bool l_623_ = (l_622_ <= l_607_);
                                                        l_mut_451_ = l_623_;
                                                    }
                                                    l_mut_401_ = 2u;
                                                    bool _e1543 = l_mut_457_;
                                                    if (!(_e1543)) {
                                                        bool _e1547 = l_mut_451_;
                                                        local_27 = _e1547;
                                                    } else {
                                                        local_27 = true;
                                                    }
                                                    bool l_624_ = local_27;
                                                    if (l_624_) {
                                                        l_mut_401_ = 1u;
                                                    } else {
                                                        bool _e1551 = l_mut_460_;
                                                        if (_e1551) {
                                                            bool _e1554 = l_mut_454_;
                                                            local_28 = _e1554;
                                                        } else {
                                                            local_28 = false;
                                                        }
                                                        bool l_625_ = local_28;
                                                        if (l_625_) {
                                                            l_mut_401_ = 0u;
                                                        }
                                                    }
                                                    uint _e1558 = l_mut_401_;
                                                    l_mut_430_ = _e1558;
                                                }
                                                uint _e1559 = l_mut_430_;
                                                l_mut_385_ = _e1559;
                                            } else {
                                                bool l_626_ = (l_367_ == 5u);
                                                if (l_626_) {
                                                    double l_627_ = (2.0L * l_380_);
                                                    double l_628_ = abs(l_627_);
                                                    double l_629_ = floor(l_628_);
                                                    double l_630_ = (3.0L + l_629_);
                                                    double _e1568 = l_mut_25_;
                                                    double l_631_ = abs(_e1568);
                                                    l_mut_214_ = 1.401298464324817e-45L;
                                                    bool l_632_ = (l_631_ >= 1.1754943508222875e-38L);
                                                    bool l_633_ = (l_631_ <= 1.7976931348623157e308L);
                                                    if (l_632_) {
                                                        local_29 = l_633_;
                                                    } else {
                                                        local_29 = false;
                                                    }
                                                    bool l_634_ = local_29;
                                                    if (l_634_) {
                                                        uint64_t l_635_ = l_631_;
                                                        uint64_t l_636_ = (l_635_ >> uint(52uL));
                                                        uint64_t l_637_ = (l_636_ - 23uL);
                                                        uint64_t l_638_ = (l_637_ << uint(52uL));
                                                        double l_639_ = l_638_;
                                                        l_mut_214_ = l_639_;
                                                    }
                                                    double _e1591 = l_mut_214_;
                                                    double l_640_ = (l_630_ * _e1591);
                                                    l_mut_430_ = 2u;
                                                    double _e1594 = l_mut_25_;
                                                    double l_641_ = (_e1594 - l_383_);
                                                    double l_642_ = abs(l_641_);
                                                    l_mut_214_ = 1.401298464324817e-45L;
                                                    bool l_643_ = (l_642_ >= 1.1754943508222875e-38L);
                                                    bool l_644_ = (l_642_ <= 1.7976931348623157e308L);
                                                    if (l_643_) {
                                                        local_30 = l_644_;
                                                    } else {
                                                        local_30 = false;
                                                    }
                                                    bool l_645_ = local_30;
                                                    if (l_645_) {
                                                        uint64_t l_646_ = l_642_;
                                                        uint64_t l_647_ = (l_646_ >> uint(52uL));
                                                        uint64_t l_648_ = (l_647_ - 23uL);
                                                        uint64_t l_649_ = (l_648_ << uint(52uL));
                                                        double l_650_ = l_649_;
                                                        l_mut_214_ = l_650_;
                                                    }
                                                    double _e1618 = l_mut_25_;
                                                    double l_651_ = (_e1618 + l_383_);
                                                    double l_652_ = abs(l_651_);
                                                    l_mut_49_ = 1.401298464324817e-45L;
                                                    bool l_653_ = (l_652_ >= 1.1754943508222875e-38L);
                                                    bool l_654_ = (l_652_ <= 1.7976931348623157e308L);
                                                    if (l_653_) {
                                                        local_31 = l_654_;
                                                    } else {
                                                        local_31 = false;
                                                    }
                                                    bool l_655_ = local_31;
                                                    if (l_655_) {
                                                        uint64_t l_656_ = l_652_;
                                                        uint64_t l_657_ = (l_656_ >> uint(52uL));
                                                        uint64_t l_658_ = (l_657_ - 23uL);
                                                        uint64_t l_659_ = (l_658_ << uint(52uL));
                                                        double l_660_ = l_659_;
                                                        l_mut_49_ = l_660_;
                                                    }
                                                    double _e1642 = l_mut_214_;
                                                    double _e1643 = l_mut_49_;
                                                    bool l_661_ = (_e1642 == _e1643);
                                                    if (l_661_) {
                                                        double l_662_ = (l_640_ * 1.4551915228366852e-11L);
                                                        double l_663_ = (l_383_ + l_662_);
                                                        double _e1648 = l_mut_25_;
                                                        double l_664_ = (_e1648 - l_640_);
                                                        double _e1650 = l_mut_25_;
                                                        double l_665_ = (_e1650 + l_640_);
                                                        float _e1652 = l_mut_22_;
                                                        double l_666_ = double(_e1652);
                                                        float _e1654 = l_mut_22_;
                                                        uint l_667_ = asuint(_e1654);
                                                        uint l_668_ = (l_667_ + 1u);
                                                        l_mut_401_ = l_668_;
                                                        uint l_669_ = (l_667_ & 2147483647u);
                                                        bool l_670_ = (l_669_ == 0u);
                                                        if (l_670_) {
                                                            l_mut_401_ = 1u;
                                                        } else {
                                                            uint l_671_ = (l_667_ & 2147483648u);
                                                            bool l_672_ = (l_671_ != 0u);
                                                            if (l_672_) {
                                                                uint l_673_ = (l_667_ - 1u);
                                                                l_mut_401_ = l_673_;
                                                            }
                                                        }
                                                        uint _e1669 = l_mut_401_;
                                                        float l_674_ = asfloat(_e1669);
                                                        double l_675_ = double(l_674_);
                                                        float _e1672 = l_mut_22_;
                                                        float l_676_ = -(_e1672);
                                                        uint l_677_ = asuint(l_676_);
                                                        uint l_678_ = (l_677_ + 1u);
                                                        l_mut_401_ = l_678_;
                                                        uint l_679_ = (l_677_ & 2147483647u);
                                                        bool l_680_ = (l_679_ == 0u);
                                                        if (l_680_) {
                                                            l_mut_401_ = 1u;
                                                        } else {
                                                            uint l_681_ = (l_677_ & 2147483648u);
                                                            bool l_682_ = (l_681_ != 0u);
                                                            if (l_682_) {
                                                                uint l_683_ = (l_677_ - 1u);
                                                                l_mut_401_ = l_683_;
                                                            }
                                                        }
                                                        uint _e1688 = l_mut_401_;
                                                        float l_684_ = asfloat(_e1688);
                                                        float l_685_ = -(l_684_);
                                                        double l_686_ = double(l_685_);
                                                        double l_687_ = (l_664_ + l_663_);
                                                        bool l_688_ = (l_687_ <= l_666_);
                                                        l_mut_460_ = l_688_;
                                                        double l_689_ = (l_664_ - l_663_);
                                                        bool l_690_ = (l_689_ > l_666_);
                                                        l_mut_457_ = l_690_;
                                                        double l_691_ = (l_665_ - l_663_);
                                                        bool l_692_ = (l_691_ >= l_666_);
                                                        l_mut_454_ = l_692_;
                                                        double l_693_ = (l_665_ + l_663_);
                                                        bool l_694_ = (l_693_ < l_666_);
                                                        l_mut_451_ = l_694_;
                                                        if (l_371_) {
                                                            double l_695_ = (l_664_ + l_663_);
                                                            bool l_696_ = (l_695_ < l_675_);
                                                            l_mut_460_ = l_696_;
                                                            double l_697_ = (l_664_ - l_663_);
                                                            bool l_698_ = (l_697_ >= l_675_);
                                                            l_mut_457_ = l_698_;
                                                            double l_699_ = (l_665_ - l_663_);
                                                            bool l_700_ = (l_699_ > l_686_);
                                                            l_mut_454_ = l_700_;
                                                            double l_701_ = (l_665_ + l_663_);
                                                            bool l_702_ = (l_701_ <= l_686_);
                                                            l_mut_451_ = l_702_;
                                                        }
                                                        l_mut_401_ = 2u;
                                                        bool _e1709 = l_mut_457_;
                                                        if (!(_e1709)) {
                                                            bool _e1713 = l_mut_451_;
                                                            local_32 = _e1713;
                                                        } else {
                                                            local_32 = true;
                                                        }
                                                        bool l_703_ = local_32;
                                                        if (l_703_) {
                                                            l_mut_401_ = 1u;
                                                        } else {
                                                            bool _e1717 = l_mut_460_;
                                                            if (_e1717) {
                                                                bool _e1720 = l_mut_454_;
                                                                local_33 = _e1720;
                                                            } else {
                                                                local_33 = false;
                                                            }
                                                            bool l_704_ = local_33;
                                                            if (l_704_) {
                                                                l_mut_401_ = 0u;
                                                            }
                                                        }
                                                        uint _e1724 = l_mut_401_;
                                                        l_mut_430_ = _e1724;
                                                    }
                                                    uint _e1725 = l_mut_430_;
                                                    l_mut_385_ = _e1725;
                                                } else {
                                                    bool l_705_ = (l_367_ == 6u);
                                                    if (l_705_) {
                                                        l_mut_385_ = 0u;
                                                        bool l_706_ = (l_381_ <= l_376_);
                                                        if (l_706_) {
                                                            double l_707_ = (l_373_ * 1.4551915228366852e-11L);
                                                            double l_708_ = (l_383_ + l_707_);
                                                            double _e1733 = l_mut_25_;
                                                            double l_709_ = (_e1733 - l_373_);
                                                            double _e1735 = l_mut_25_;
                                                            double l_710_ = (_e1735 + l_373_);
                                                            float _e1737 = l_mut_22_;
                                                            double l_711_ = double(_e1737);
                                                            float _e1739 = l_mut_22_;
                                                            uint l_712_ = asuint(_e1739);
                                                            uint l_713_ = (l_712_ + 1u);
                                                            l_mut_430_ = l_713_;
                                                            uint l_714_ = (l_712_ & 2147483647u);
                                                            bool l_715_ = (l_714_ == 0u);
                                                            if (l_715_) {
                                                                l_mut_430_ = 1u;
                                                            } else {
                                                                uint l_716_ = (l_712_ & 2147483648u);
                                                                bool l_717_ = (l_716_ != 0u);
                                                                if (l_717_) {
                                                                    uint l_718_ = (l_712_ - 1u);
                                                                    l_mut_430_ = l_718_;
                                                                }
                                                            }
                                                            uint _e1754 = l_mut_430_;
                                                            float l_719_ = asfloat(_e1754);
                                                            double l_720_ = double(l_719_);
                                                            float _e1757 = l_mut_22_;
                                                            float l_721_ = -(_e1757);
                                                            uint l_722_ = asuint(l_721_);
                                                            uint l_723_ = (l_722_ + 1u);
                                                            l_mut_430_ = l_723_;
                                                            uint l_724_ = (l_722_ & 2147483647u);
                                                            bool l_725_ = (l_724_ == 0u);
                                                            if (l_725_) {
                                                                l_mut_430_ = 1u;
                                                            } else {
                                                                uint l_726_ = (l_722_ & 2147483648u);
                                                                bool l_727_ = (l_726_ != 0u);
                                                                if (l_727_) {
                                                                    uint l_728_ = (l_722_ - 1u);
                                                                    l_mut_430_ = l_728_;
                                                                }
                                                            }
                                                            uint _e1773 = l_mut_430_;
                                                            float l_729_ = asfloat(_e1773);
                                                            float l_730_ = -(l_729_);
                                                            double l_731_ = double(l_730_);
                                                            double l_732_ = (l_709_ + l_708_);
                                                            bool l_733_ = (l_732_ <= l_711_);
                                                            l_mut_460_ = l_733_;
                                                            double l_734_ = (l_709_ - l_708_);
                                                            bool l_735_ = (l_734_ > l_711_);
                                                            l_mut_457_ = l_735_;
                                                            double l_736_ = (l_710_ - l_708_);
                                                            bool l_737_ = (l_736_ >= l_711_);
                                                            l_mut_454_ = l_737_;
                                                            double l_738_ = (l_710_ + l_708_);
                                                            bool l_739_ = (l_738_ < l_711_);
                                                            l_mut_451_ = l_739_;
                                                            if (l_371_) {
                                                                double l_740_ = (l_709_ + l_708_);
                                                                bool l_741_ = (l_740_ < l_720_);
                                                                l_mut_460_ = l_741_;
                                                                double l_742_ = (l_709_ - l_708_);
                                                                bool l_743_ = (l_742_ >= l_720_);
                                                                l_mut_457_ = l_743_;
                                                                double l_744_ = (l_710_ - l_708_);
                                                                bool l_745_ = (l_744_ > l_731_);
                                                                l_mut_454_ = l_745_;
                                                                double l_746_ = (l_710_ + l_708_);
                                                                bool l_747_ = (l_746_ <= l_731_);
                                                                l_mut_451_ = l_747_;
                                                            }
                                                            l_mut_430_ = 2u;
                                                            bool _e1794 = l_mut_457_;
                                                            if (!(_e1794)) {
                                                                bool _e1798 = l_mut_451_;
                                                                local_34 = _e1798;
                                                            } else {
                                                                local_34 = true;
                                                            }
                                                            bool l_748_ = local_34;
                                                            if (l_748_) {
                                                                l_mut_430_ = 1u;
                                                            } else {
                                                                bool _e1802 = l_mut_460_;
                                                                if (_e1802) {
                                                                    bool _e1805 = l_mut_454_;
                                                                    local_35 = _e1805;
                                                                } else {
                                                                    local_35 = false;
                                                                }
                                                                bool l_749_ = local_35;
                                                                if (l_749_) {
                                                                    l_mut_430_ = 0u;
                                                                }
                                                            }
                                                            uint _e1809 = l_mut_430_;
                                                            l_mut_385_ = _e1809;
                                                        }
                                                    } else {
                                                        bool l_750_ = (l_367_ == 7u);
                                                        if (l_750_) {
                                                            double _e1812 = l_mut_25_;
                                                            double l_751_ = abs(_e1812);
                                                            double l_752_ = (l_373_ * l_751_);
                                                            l_mut_214_ = l_752_;
                                                            double _e1815 = l_mut_25_;
                                                            double l_753_ = abs(_e1815);
                                                            l_mut_49_ = 1.401298464324817e-45L;
                                                            bool l_754_ = (l_753_ >= 1.1754943508222875e-38L);
                                                            bool l_755_ = (l_753_ <= 1.7976931348623157e308L);
                                                            if (l_754_) {
                                                                local_36 = l_755_;
                                                            } else {
                                                                local_36 = false;
                                                            }
                                                            bool l_756_ = local_36;
                                                            if (l_756_) {
                                                                uint64_t l_757_ = l_753_;
                                                                uint64_t l_758_ = (l_757_ >> uint(52uL));
                                                                uint64_t l_759_ = (l_758_ - 23uL);
                                                                uint64_t l_760_ = (l_759_ << uint(52uL));
                                                                double l_761_ = l_760_;
                                                                l_mut_49_ = l_761_;
                                                            }
                                                            double _e1839 = l_mut_49_;
                                                            double l_762_ = (0.5L * _e1839);
                                                            double _e1841 = l_mut_214_;
                                                            bool l_763_ = (l_762_ > _e1841);
                                                            if (l_763_) {
                                                                l_mut_214_ = l_762_;
                                                            }
                                                            double _e1843 = l_mut_25_;
                                                            double l_764_ = (_e1843 - l_383_);
                                                            double l_765_ = abs(l_764_);
                                                            l_mut_49_ = 1.401298464324817e-45L;
                                                            bool l_766_ = (l_765_ >= 1.1754943508222875e-38L);
                                                            bool l_767_ = (l_765_ <= 1.7976931348623157e308L);
                                                            if (l_766_) {
                                                                local_37 = l_767_;
                                                            } else {
                                                                local_37 = false;
                                                            }
                                                            bool l_768_ = local_37;
                                                            if (l_768_) {
                                                                uint64_t l_769_ = l_765_;
                                                                uint64_t l_770_ = (l_769_ >> uint(52uL));
                                                                uint64_t l_771_ = (l_770_ - 23uL);
                                                                uint64_t l_772_ = (l_771_ << uint(52uL));
                                                                double l_773_ = l_772_;
                                                                l_mut_49_ = l_773_;
                                                            }
                                                            double _e1867 = l_mut_25_;
                                                            double l_774_ = (_e1867 + l_383_);
                                                            double l_775_ = abs(l_774_);
                                                            l_mut_34_ = 1.401298464324817e-45L;
                                                            bool l_776_ = (l_775_ >= 1.1754943508222875e-38L);
                                                            bool l_777_ = (l_775_ <= 1.7976931348623157e308L);
                                                            if (l_776_) {
                                                                local_38 = l_777_;
                                                            } else {
                                                                local_38 = false;
                                                            }
                                                            bool l_778_ = local_38;
                                                            if (l_778_) {
                                                                uint64_t l_779_ = l_775_;
                                                                uint64_t l_780_ = (l_779_ >> uint(52uL));
                                                                uint64_t l_781_ = (l_780_ - 23uL);
                                                                uint64_t l_782_ = (l_781_ << uint(52uL));
                                                                double l_783_ = l_782_;
                                                                l_mut_34_ = l_783_;
                                                            }
                                                            double _e1891 = l_mut_49_;
                                                            double _e1892 = l_mut_34_;
                                                            bool l_784_ = (_e1891 == _e1892);
                                                            if (l_784_) {
                                                                double l_785_ = (l_373_ * l_383_);
                                                                double l_786_ = (l_383_ + l_785_);
                                                                double _e1896 = l_mut_214_;
                                                                double l_787_ = (_e1896 * 1.4551915228366852e-11L);
                                                                double l_788_ = (l_786_ + l_787_);
                                                                double _e1900 = l_mut_25_;
                                                                double _e1901 = l_mut_214_;
                                                                double l_789_ = (_e1900 - _e1901);
                                                                double _e1903 = l_mut_25_;
                                                                double _e1904 = l_mut_214_;
                                                                double l_790_ = (_e1903 + _e1904);
                                                                float _e1906 = l_mut_22_;
                                                                double l_791_ = double(_e1906);
                                                                float _e1908 = l_mut_22_;
                                                                uint l_792_ = asuint(_e1908);
                                                                uint l_793_ = (l_792_ + 1u);
                                                                l_mut_430_ = l_793_;
                                                                uint l_794_ = (l_792_ & 2147483647u);
                                                                bool l_795_ = (l_794_ == 0u);
                                                                if (l_795_) {
                                                                    l_mut_430_ = 1u;
                                                                } else {
                                                                    uint l_796_ = (l_792_ & 2147483648u);
                                                                    bool l_797_ = (l_796_ != 0u);
                                                                    if (l_797_) {
                                                                        uint l_798_ = (l_792_ - 1u);
                                                                        l_mut_430_ = l_798_;
                                                                    }
                                                                }
                                                                uint _e1923 = l_mut_430_;
                                                                float l_799_ = asfloat(_e1923);
                                                                double l_800_ = double(l_799_);
                                                                float _e1926 = l_mut_22_;
                                                                float l_801_ = -(_e1926);
                                                                uint l_802_ = asuint(l_801_);
                                                                uint l_803_ = (l_802_ + 1u);
                                                                l_mut_430_ = l_803_;
                                                                uint l_804_ = (l_802_ & 2147483647u);
                                                                bool l_805_ = (l_804_ == 0u);
                                                                if (l_805_) {
                                                                    l_mut_430_ = 1u;
                                                                } else {
                                                                    uint l_806_ = (l_802_ & 2147483648u);
                                                                    bool l_807_ = (l_806_ != 0u);
                                                                    if (l_807_) {
                                                                        uint l_808_ = (l_802_ - 1u);
                                                                        l_mut_430_ = l_808_;
                                                                    }
                                                                }
                                                                uint _e1942 = l_mut_430_;
                                                                float l_809_ = asfloat(_e1942);
                                                                float l_810_ = -(l_809_);
                                                                double l_811_ = double(l_810_);
                                                                double l_812_ = (l_789_ + l_788_);
                                                                bool l_813_ = (l_812_ <= l_791_);
                                                                l_mut_460_ = l_813_;
                                                                double l_814_ = (l_789_ - l_788_);
                                                                bool l_815_ = (l_814_ > l_791_);
                                                                l_mut_457_ = l_815_;
                                                                double l_816_ = (l_790_ - l_788_);
                                                                bool l_817_ = (l_816_ >= l_791_);
                                                                l_mut_454_ = l_817_;
                                                                double l_818_ = (l_790_ + l_788_);
                                                                bool l_819_ = (l_818_ < l_791_);
                                                                l_mut_451_ = l_819_;
                                                                if (l_371_) {
                                                                    double l_820_ = (l_789_ + l_788_);
                                                                    bool l_821_ = (l_820_ < l_800_);
                                                                    l_mut_460_ = l_821_;
                                                                    double l_822_ = (l_789_ - l_788_);
                                                                    bool l_823_ = (l_822_ >= l_800_);
                                                                    l_mut_457_ = l_823_;
                                                                    double l_824_ = (l_790_ - l_788_);
                                                                    bool l_825_ = (l_824_ > l_811_);
                                                                    l_mut_454_ = l_825_;
                                                                    double l_826_ = (l_790_ + l_788_);
                                                                    bool l_827_ = (l_826_ <= l_811_);
                                                                    l_mut_451_ = l_827_;
                                                                }
                                                                l_mut_430_ = 2u;
                                                                bool _e1963 = l_mut_457_;
                                                                if (!(_e1963)) {
                                                                    bool _e1967 = l_mut_451_;
                                                                    local_39 = _e1967;
                                                                } else {
                                                                    local_39 = true;
                                                                }
                                                                bool l_828_ = local_39;
                                                                if (l_828_) {
                                                                    l_mut_430_ = 1u;
                                                                } else {
                                                                    bool _e1971 = l_mut_460_;
                                                                    if (_e1971) {
                                                                        bool _e1974 = l_mut_454_;
                                                                        local_40 = _e1974;
                                                                    } else {
                                                                        local_40 = false;
                                                                    }
                                                                    bool l_829_ = local_40;
                                                                    if (l_829_) {
                                                                        l_mut_430_ = 0u;
                                                                    }
                                                                }
                                                                uint _e1978 = l_mut_430_;
                                                                l_mut_385_ = _e1978;
                                                            }
                                                        } else {
                                                            bool l_830_ = (l_367_ == 8u);
                                                            if (l_830_) {
                                                                bool l_831_ = (l_380_ >= 0.5L);
                                                                bool l_832_ = (l_380_ <= 2.0L);
                                                                if (l_831_) {
                                                                    local_41 = l_832_;
                                                                } else {
                                                                    local_41 = false;
                                                                }
                                                                bool l_833_ = local_41;
                                                                if (l_833_) {
                                                                    double l_834_ = (l_373_ * 1.4551915228366852e-11L);
                                                                    double l_835_ = (l_383_ + l_834_);
                                                                    double _e1992 = l_mut_25_;
                                                                    double l_836_ = (_e1992 - l_373_);
                                                                    double _e1994 = l_mut_25_;
                                                                    double l_837_ = (_e1994 + l_373_);
                                                                    float _e1996 = l_mut_22_;
                                                                    double l_838_ = double(_e1996);
                                                                    float _e1998 = l_mut_22_;
                                                                    uint l_839_ = asuint(_e1998);
                                                                    uint l_840_ = (l_839_ + 1u);
                                                                    l_mut_430_ = l_840_;
                                                                    uint l_841_ = (l_839_ & 2147483647u);
                                                                    bool l_842_ = (l_841_ == 0u);
                                                                    if (l_842_) {
                                                                        l_mut_430_ = 1u;
                                                                    } else {
                                                                        uint l_843_ = (l_839_ & 2147483648u);
                                                                        bool l_844_ = (l_843_ != 0u);
                                                                        if (l_844_) {
                                                                            uint l_845_ = (l_839_ - 1u);
                                                                            l_mut_430_ = l_845_;
                                                                        }
                                                                    }
                                                                    uint _e2013 = l_mut_430_;
                                                                    float l_846_ = asfloat(_e2013);
                                                                    double l_847_ = double(l_846_);
                                                                    float _e2016 = l_mut_22_;
                                                                    float l_848_ = -(_e2016);
                                                                    uint l_849_ = asuint(l_848_);
                                                                    uint l_850_ = (l_849_ + 1u);
                                                                    l_mut_430_ = l_850_;
                                                                    uint l_851_ = (l_849_ & 2147483647u);
                                                                    bool l_852_ = (l_851_ == 0u);
                                                                    if (l_852_) {
                                                                        l_mut_430_ = 1u;
                                                                    } else {
                                                                        uint l_853_ = (l_849_ & 2147483648u);
                                                                        bool l_854_ = (l_853_ != 0u);
                                                                        if (l_854_) {
                                                                            uint l_855_ = (l_849_ - 1u);
                                                                            l_mut_430_ = l_855_;
                                                                        }
                                                                    }
                                                                    uint _e2032 = l_mut_430_;
                                                                    float l_856_ = asfloat(_e2032);
                                                                    float l_857_ = -(l_856_);
                                                                    double l_858_ = double(l_857_);
                                                                    double l_859_ = (l_836_ + l_835_);
                                                                    bool l_860_ = (l_859_ <= l_838_);
                                                                    l_mut_460_ = l_860_;
                                                                    double l_861_ = (l_836_ - l_835_);
                                                                    bool l_862_ = (l_861_ > l_838_);
                                                                    l_mut_457_ = l_862_;
                                                                    double l_863_ = (l_837_ - l_835_);
                                                                    bool l_864_ = (l_863_ >= l_838_);
                                                                    l_mut_454_ = l_864_;
                                                                    double l_865_ = (l_837_ + l_835_);
                                                                    bool l_866_ = (l_865_ < l_838_);
                                                                    l_mut_451_ = l_866_;
                                                                    if (l_371_) {
                                                                        double l_867_ = (l_836_ + l_835_);
                                                                        bool l_868_ = (l_867_ < l_847_);
                                                                        l_mut_460_ = l_868_;
                                                                        double l_869_ = (l_836_ - l_835_);
                                                                        bool l_870_ = (l_869_ >= l_847_);
                                                                        l_mut_457_ = l_870_;
                                                                        double l_871_ = (l_837_ - l_835_);
                                                                        bool l_872_ = (l_871_ > l_858_);
                                                                        l_mut_454_ = l_872_;
                                                                        double l_873_ = (l_837_ + l_835_);
                                                                        bool l_874_ = (l_873_ <= l_858_);
                                                                        l_mut_451_ = l_874_;
                                                                    }
                                                                    l_mut_430_ = 2u;
                                                                    bool _e2053 = l_mut_457_;
                                                                    if (!(_e2053)) {
                                                                        bool _e2057 = l_mut_451_;
                                                                        local_42 = _e2057;
                                                                    } else {
                                                                        local_42 = true;
                                                                    }
                                                                    bool l_875_ = local_42;
                                                                    if (l_875_) {
                                                                        l_mut_430_ = 1u;
                                                                    } else {
                                                                        bool _e2061 = l_mut_460_;
                                                                        if (_e2061) {
                                                                            bool _e2064 = l_mut_454_;
                                                                            local_43 = _e2064;
                                                                        } else {
                                                                            local_43 = false;
                                                                        }
                                                                        bool l_876_ = local_43;
                                                                        if (l_876_) {
                                                                            l_mut_430_ = 0u;
                                                                        }
                                                                    }
                                                                    uint _e2068 = l_mut_430_;
                                                                    l_mut_385_ = _e2068;
                                                                } else {
                                                                    double _e2069 = l_mut_25_;
                                                                    double l_877_ = abs(_e2069);
                                                                    l_mut_214_ = 1.401298464324817e-45L;
                                                                    bool l_878_ = (l_877_ >= 1.1754943508222875e-38L);
                                                                    bool l_879_ = (l_877_ <= 1.7976931348623157e308L);
                                                                    if (l_878_) {
                                                                        local_44 = l_879_;
                                                                    } else {
                                                                        local_44 = false;
                                                                    }
                                                                    bool l_880_ = local_44;
                                                                    if (l_880_) {
                                                                        uint64_t l_881_ = l_877_;
                                                                        uint64_t l_882_ = (l_881_ >> uint(52uL));
                                                                        uint64_t l_883_ = (l_882_ - 23uL);
                                                                        uint64_t l_884_ = (l_883_ << uint(52uL));
                                                                        double l_885_ = l_884_;
                                                                        l_mut_214_ = l_885_;
                                                                    }
                                                                    double _e2092 = l_mut_214_;
                                                                    double l_886_ = (l_376_ * _e2092);
                                                                    l_mut_430_ = 2u;
                                                                    double _e2095 = l_mut_25_;
                                                                    double l_887_ = (_e2095 - l_383_);
                                                                    double l_888_ = abs(l_887_);
                                                                    l_mut_214_ = 1.401298464324817e-45L;
                                                                    bool l_889_ = (l_888_ >= 1.1754943508222875e-38L);
                                                                    bool l_890_ = (l_888_ <= 1.7976931348623157e308L);
                                                                    if (l_889_) {
                                                                        local_45 = l_890_;
                                                                    } else {
                                                                        local_45 = false;
                                                                    }
                                                                    bool l_891_ = local_45;
                                                                    if (l_891_) {
                                                                        uint64_t l_892_ = l_888_;
                                                                        uint64_t l_893_ = (l_892_ >> uint(52uL));
                                                                        uint64_t l_894_ = (l_893_ - 23uL);
                                                                        uint64_t l_895_ = (l_894_ << uint(52uL));
                                                                        double l_896_ = l_895_;
                                                                        l_mut_214_ = l_896_;
                                                                    }
                                                                    double _e2119 = l_mut_25_;
                                                                    double l_897_ = (_e2119 + l_383_);
                                                                    double l_898_ = abs(l_897_);
                                                                    l_mut_49_ = 1.401298464324817e-45L;
                                                                    bool l_899_ = (l_898_ >= 1.1754943508222875e-38L);
                                                                    bool l_900_ = (l_898_ <= 1.7976931348623157e308L);
                                                                    if (l_899_) {
                                                                        local_46 = l_900_;
                                                                    } else {
                                                                        local_46 = false;
                                                                    }
                                                                    bool l_901_ = local_46;
                                                                    if (l_901_) {
                                                                        uint64_t l_902_ = l_898_;
                                                                        uint64_t l_903_ = (l_902_ >> uint(52uL));
                                                                        uint64_t l_904_ = (l_903_ - 23uL);
                                                                        uint64_t l_905_ = (l_904_ << uint(52uL));
                                                                        double l_906_ = l_905_;
                                                                        l_mut_49_ = l_906_;
                                                                    }
                                                                    double _e2143 = l_mut_214_;
                                                                    double _e2144 = l_mut_49_;
                                                                    bool l_907_ = (_e2143 == _e2144);
                                                                    if (l_907_) {
                                                                        double l_908_ = (l_886_ * 1.4551915228366852e-11L);
                                                                        double l_909_ = (l_383_ + l_908_);
                                                                        double _e2149 = l_mut_25_;
                                                                        double l_910_ = (_e2149 - l_886_);
                                                                        double _e2151 = l_mut_25_;
                                                                        double l_911_ = (_e2151 + l_886_);
                                                                        float _e2153 = l_mut_22_;
                                                                        double l_912_ = double(_e2153);
                                                                        float _e2155 = l_mut_22_;
                                                                        uint l_913_ = asuint(_e2155);
                                                                        uint l_914_ = (l_913_ + 1u);
                                                                        l_mut_401_ = l_914_;
                                                                        uint l_915_ = (l_913_ & 2147483647u);
                                                                        bool l_916_ = (l_915_ == 0u);
                                                                        if (l_916_) {
                                                                            l_mut_401_ = 1u;
                                                                        } else {
                                                                            uint l_917_ = (l_913_ & 2147483648u);
                                                                            bool l_918_ = (l_917_ != 0u);
                                                                            if (l_918_) {
                                                                                uint l_919_ = (l_913_ - 1u);
                                                                                l_mut_401_ = l_919_;
                                                                            }
                                                                        }
                                                                        uint _e2170 = l_mut_401_;
                                                                        float l_920_ = asfloat(_e2170);
                                                                        double l_921_ = double(l_920_);
                                                                        float _e2173 = l_mut_22_;
                                                                        float l_922_ = -(_e2173);
                                                                        uint l_923_ = asuint(l_922_);
                                                                        uint l_924_ = (l_923_ + 1u);
                                                                        l_mut_401_ = l_924_;
                                                                        uint l_925_ = (l_923_ & 2147483647u);
                                                                        bool l_926_ = (l_925_ == 0u);
                                                                        if (l_926_) {
                                                                            l_mut_401_ = 1u;
                                                                        } else {
                                                                            uint l_927_ = (l_923_ & 2147483648u);
                                                                            bool l_928_ = (l_927_ != 0u);
                                                                            if (l_928_) {
                                                                                uint l_929_ = (l_923_ - 1u);
                                                                                l_mut_401_ = l_929_;
                                                                            }
                                                                        }
                                                                        uint _e2189 = l_mut_401_;
                                                                        float l_930_ = asfloat(_e2189);
                                                                        float l_931_ = -(l_930_);
                                                                        double l_932_ = double(l_931_);
                                                                        double l_933_ = (l_910_ + l_909_);
                                                                        bool l_934_ = (l_933_ <= l_912_);
                                                                        l_mut_460_ = l_934_;
                                                                        double l_935_ = (l_910_ - l_909_);
                                                                        bool l_936_ = (l_935_ > l_912_);
                                                                        l_mut_457_ = l_936_;
                                                                        double l_937_ = (l_911_ - l_909_);
                                                                        bool l_938_ = (l_937_ >= l_912_);
                                                                        l_mut_454_ = l_938_;
                                                                        double l_939_ = (l_911_ + l_909_);
                                                                        bool l_940_ = (l_939_ < l_912_);
                                                                        l_mut_451_ = l_940_;
                                                                        if (l_371_) {
                                                                            double l_941_ = (l_910_ + l_909_);
                                                                            bool l_942_ = (l_941_ < l_921_);
                                                                            l_mut_460_ = l_942_;
                                                                            double l_943_ = (l_910_ - l_909_);
                                                                            bool l_944_ = (l_943_ >= l_921_);
                                                                            l_mut_457_ = l_944_;
                                                                            double l_945_ = (l_911_ - l_909_);
                                                                            bool l_946_ = (l_945_ > l_932_);
                                                                            l_mut_454_ = l_946_;
                                                                            double l_947_ = (l_911_ + l_909_);
                                                                            bool l_948_ = (l_947_ <= l_932_);
                                                                            l_mut_451_ = l_948_;
                                                                        }
                                                                        l_mut_401_ = 2u;
                                                                        bool _e2210 = l_mut_457_;
                                                                        if (!(_e2210)) {
                                                                            bool _e2214 = l_mut_451_;
                                                                            local_47 = _e2214;
                                                                        } else {
                                                                            local_47 = true;
                                                                        }
                                                                        bool l_949_ = local_47;
                                                                        if (l_949_) {
                                                                            l_mut_401_ = 1u;
                                                                        } else {
                                                                            bool _e2218 = l_mut_460_;
                                                                            if (_e2218) {
                                                                                bool _e2221 = l_mut_454_;
                                                                                local_48 = _e2221;
                                                                            } else {
                                                                                local_48 = false;
                                                                            }
                                                                            bool l_950_ = local_48;
                                                                            if (l_950_) {
                                                                                l_mut_401_ = 0u;
                                                                            }
                                                                        }
                                                                        uint _e2225 = l_mut_401_;
                                                                        l_mut_430_ = _e2225;
                                                                    }
                                                                    uint _e2226 = l_mut_430_;
                                                                    l_mut_385_ = _e2226;
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
                            uint l_951_ = a_384_[0];
                            bool l_952_ = (l_951_ == 0u);
                            if (l_952_) {
                                l_mut_385_ = 2u;
                            }
                            uint _e2232 = l_mut_365_;
                            uint _e2234 = l_mut_385_;
                            a_10_[min(uint(_e2232), 7u)] = _e2234;
                            uint _e2235 = l_mut_365_;
                            uint l_953_ = a_10_[min(uint(_e2235), 7u)];
                            bool l_954_ = (l_953_ == 2u);
                            if (l_954_) {
                                l_mut_101_ = false;
                            }
                        }
                    }
                }
                uint _e2244 = l_mut_35_;
                bool l_955_ = (_e2244 == 4294967293u);
                if (l_955_) {
                    uint l_956_ = a_8_[0];
                    uint l_957_ = (l_956_ + 1u);
                    a_8_[0] = l_957_;
                } else {
                    bool _e2252 = l_mut_101_;
                    if (_e2252) {
                        l_mut_214_ = l_356_;
                        double _e2253 = l_mut_214_;
                        bool l_958_ = (_e2253 < -17.0L);
                        if (l_958_) {
                            l_mut_214_ = -17.0L;
                        }
                        double _e2257 = l_mut_214_;
                        bool l_959_ = (_e2257 > 17.0L);
                        if (l_959_) {
                            l_mut_214_ = 17.0L;
                        }
                        double _e2261 = l_mut_214_;
                        double l_960_ = (_e2261 + 16.0L);
                        double l_961_ = (l_960_ + 1.0L);
                        uint l_962_ = naga_f2u32(l_961_);
                        uint l_963_ = (2u + l_962_);
                        uint l_964_ = a_8_[min(uint(l_963_), 64u)];
                        uint l_965_ = (l_964_ + 1u);
                        a_8_[min(uint(l_963_), 64u)] = l_965_;
                        float _e2274 = l_mut_22_;
                        uint l_966_ = asuint(_e2274);
                        uint l_967_ = (l_966_ & 8388607u);
                        double l_968_ = double(l_967_);
                        double l_969_ = (l_968_ / 7.1362384635298e44L);
                        l_mut_214_ = l_969_;
                        uint l_970_ = (l_966_ & 2139095040u);
                        bool l_971_ = (l_970_ != 0u);
                        if (l_971_) {
                            uint l_972_ = (l_966_ & 2147483647u);
                            float l_973_ = asfloat(l_972_);
                            double l_974_ = double(l_973_);
                            l_mut_214_ = l_974_;
                        }
                        uint l_975_ = (l_966_ >> 31u);
                        double l_976_ = double(l_975_);
                        double l_977_ = (2.0L * l_976_);
                        double l_978_ = (1.0L - l_977_);
                        double _e2296 = l_mut_214_;
                        l_mut_214_ = (_e2296 * l_978_);
                        double _e2298 = l_mut_25_;
                        double l_979_ = abs(_e2298);
                        double _e2300 = l_mut_25_;
                        double l_980_ = (_e2300 * 0.0L);
                        double l_981_ = (l_980_ + 7.1362384635298e44L);
                        l_mut_49_ = l_981_;
                        bool l_982_ = (l_979_ >= 2.350988701644575e-38L);
                        if (l_982_) {
                            uint _e2307 = l_mut_35_;
                            uint l_983_ = (_e2307 & 2147483647u);
                            float l_984_ = asfloat(l_983_);
                            double l_985_ = double(l_984_);
                            uint l_986_ = (l_983_ & 2139095040u);
                            float l_987_ = asfloat(l_986_);
                            double l_988_ = double(l_987_);
                            bool l_989_ = (l_985_ > l_979_);
                            uint l_990_ = (l_983_ & 8388607u);
                            bool l_991_ = (l_990_ == 0u);
                            if (l_989_) {
                                local_49 = l_991_;
                            } else {
                                local_49 = false;
                            }
                            bool l_992_ = local_49;
                            double l_993_ = (l_988_ * 1.1920928955078125e-7L);
                            double l_994_ = double(l_992_);
                            double l_995_ = (0.5L * l_994_);
                            double l_996_ = (1.0L - l_995_);
                            double l_997_ = (l_993_ * l_996_);
                            double l_998_ = (1.0L / l_997_);
                            l_mut_49_ = l_998_;
                        }
                        double _e2335 = l_mut_214_;
                        double _e2336 = l_mut_25_;
                        double l_999_ = (_e2335 - _e2336);
                        double _e2338 = l_mut_49_;
                        double l_1000_ = (l_999_ * _e2338);
                        uint l_1001_ = a_8_[45];
                        bool l_1002_ = (l_1001_ == 4294967295u);
                        double l_1003_ = a_9_[0];
                        bool l_1004_ = (l_1000_ < l_1003_);
                        if (!(l_1002_)) {
                            local_50 = l_1004_;
                        } else {
                            local_50 = true;
                        }
                        bool l_1005_ = local_50;
                        if (l_1005_) {
                            a_9_[0] = l_1000_;
                            a_8_[45] = l_20_;
                            a_8_[46] = l_337_;
                        }
                        uint l_1006_ = a_8_[47];
                        bool l_1007_ = (l_1006_ == 4294967295u);
                        double l_1008_ = a_9_[1];
                        bool l_1009_ = (l_1000_ > l_1008_);
                        if (!(l_1007_)) {
                            local_51 = l_1009_;
                        } else {
                            local_51 = true;
                        }
                        bool l_1010_ = local_51;
                        if (l_1010_) {
                            a_9_[1] = l_1000_;
                            a_8_[47] = l_20_;
                            a_8_[48] = l_337_;
                        }
                        bool l_1011_ = (l_356_ != 0.0L);
                        if (l_1011_) {
                            l_mut_1012_ = 0u;
                            uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                            bool loop_init_4 = true;
                            while(true) {
                                if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                if (!loop_init_4) {
                                    uint _e2423 = l_mut_1012_;
                                    l_mut_1012_ = (_e2423 + 1u);
                                }
                                loop_init_4 = false;
                                uint _e2374 = l_mut_1012_;
                                if ((_e2374 < 8u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e2377 = l_mut_1012_;
                                    uint l_1013_ = a_10_[min(uint(_e2377), 7u)];
                                    bool l_1014_ = (l_1013_ == 1u);
                                    if (l_1014_) {
                                        uint _e2383 = l_mut_1012_;
                                        uint l_1015_ = (37u + _e2383);
                                        uint l_1016_ = a_8_[min(uint(l_1015_), 64u)];
                                        uint l_1017_ = (l_1016_ + 1u);
                                        a_8_[min(uint(l_1015_), 64u)] = l_1017_;
                                        uint _e2391 = l_mut_1012_;
                                        uint l_1018_ = (2u + _e2391);
                                        uint l_1019_ = (2u * l_1018_);
                                        uint l_1020_ = (45u + l_1019_);
                                        uint l_1021_ = a_8_[min(uint(l_1020_), 64u)];
                                        bool l_1022_ = (l_1021_ == 4294967295u);
                                        double l_1023_ = abs(l_1000_);
                                        uint _e2403 = l_mut_1012_;
                                        uint l_1024_ = (2u + _e2403);
                                        double l_1025_ = a_9_[min(uint(l_1024_), 9u)];
                                        double l_1026_ = abs(l_1025_);
                                        bool l_1027_ = (l_1023_ > l_1026_);
                                        if (!(l_1022_)) {
                                            local_52 = l_1027_;
                                        } else {
                                            local_52 = true;
                                        }
                                        bool l_1028_ = local_52;
                                        if (l_1028_) {
                                            uint _e2415 = l_mut_1012_;
                                            uint l_1029_ = (2u + _e2415);
                                            a_9_[min(uint(l_1029_), 9u)] = l_1000_;
                                            a_8_[min(uint(l_1020_), 64u)] = l_20_;
                                            uint l_1030_ = (l_1020_ + 1u);
                                            a_8_[min(uint(l_1030_), 64u)] = l_337_;
                                        }
                                    }
                                }
                            }
                        }
                    } else {
                        uint l_1031_ = a_8_[1];
                        uint l_1032_ = (l_2_ + l_1031_);
                        uint l_1033_ = (l_1032_ * 2u);
                        uint l_1139_ = asuint(info.Load(24+0));
                        uint l_1140_ = (l_1139_ * 1u);
                        bool l_1141_ = (l_1033_ < l_1140_);
                        if (l_1141_) {
                            buffer_6_global.Store(l_1033_*4, asuint(l_20_));
                        }
                        uint l_1034_ = (l_1033_ + 1u);
                        uint l_1142_ = asuint(info.Load(24+0));
                        uint l_1143_ = (l_1142_ * 1u);
                        bool l_1144_ = (l_1034_ < l_1143_);
                        if (l_1144_) {
                            buffer_6_global.Store(l_1034_*4, asuint(l_337_));
                        }
                        uint l_1035_ = a_8_[1];
                        uint l_1036_ = (l_1035_ + 1u);
                        a_8_[1] = l_1036_;
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
                uint _e2480 = l_mut_1037_;
                l_mut_1037_ = (_e2480 + 1u);
            }
            loop_init_5 = false;
            uint _e2460 = l_mut_1037_;
            if ((_e2460 < 65u)) {
            } else {
                break;
            }
            {
                uint l_1038_ = (id * 65u);
                uint _e2465 = l_mut_1037_;
                uint l_1039_ = (l_1038_ + _e2465);
                uint _e2467 = l_mut_1037_;
                uint l_1040_ = a_8_[min(uint(_e2467), 64u)];
                uint l_1145_ = asuint(info.Load(16+0));
                uint l_1146_ = (l_1145_ * 1u);
                bool l_1147_ = (l_1039_ < l_1146_);
                if (l_1147_) {
                    buffer_4_global.Store(l_1039_*4, asuint(l_1040_));
                }
            }
        }
        uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
        bool loop_init_6 = true;
        while(true) {
            if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
            loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
            if (!loop_init_6) {
                uint _e2504 = l_mut_1041_;
                l_mut_1041_ = (_e2504 + 1u);
            }
            loop_init_6 = false;
            uint _e2484 = l_mut_1041_;
            if ((_e2484 < 10u)) {
            } else {
                break;
            }
            {
                uint l_1042_ = (id * 10u);
                uint _e2489 = l_mut_1041_;
                uint l_1043_ = (l_1042_ + _e2489);
                uint _e2491 = l_mut_1041_;
                double l_1044_ = a_9_[min(uint(_e2491), 9u)];
                uint l_1148_ = asuint(info.Load(20+0));
                uint l_1149_ = (l_1148_ * 1u);
                bool l_1150_ = (l_1043_ < l_1149_);
                if (l_1150_) {
                    buffer_5_global.Store(l_1043_*8, l_1044_);
                }
            }
        }
        return;
    } else {
        return;
    }
}
