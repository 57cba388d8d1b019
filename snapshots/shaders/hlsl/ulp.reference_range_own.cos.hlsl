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
    uint a_390_[1] = (uint[1])0;
    uint a_10_[8] = (uint[8])0;
    bool l_mut_101_ = (bool)0;
    uint64_t l_mut_118_ = (uint64_t)0;
    uint64_t l_mut_147_ = (uint64_t)0;
    uint64_t l_mut_159_ = (uint64_t)0;
    int l_mut_162_ = (int)0;
    double l_mut_217_ = (double)0;
    float l_mut_22_ = (float)0;
    double l_mut_25_ = (double)0;
    double l_mut_29_ = (double)0;
    double l_mut_34_ = (double)0;
    uint l_mut_35_ = (uint)0;
    uint l_mut_391_ = (uint)0;
    uint l_mut_407_ = (uint)0;
    uint l_mut_436_ = (uint)0;
    bool l_mut_457_ = (bool)0;
    bool l_mut_460_ = (bool)0;
    bool l_mut_463_ = (bool)0;
    bool l_mut_466_ = (bool)0;
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
    uint l_mut_371_ = (uint)0;
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
    uint l_mut_1018_ = (uint)0;
    bool local_52 = (bool)0;
    uint l_mut_1043_ = 0u;
    uint l_mut_1047_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1065_ = asuint(info.Load(28+0));
        uint l_1066_ = (l_1065_ * 1u);
        bool l_1067_ = (0u < l_1066_);
        if (l_1067_) {
            buffer_7_global.Store(0, asuint(1u));
        }
    }
    uint l_1051_ = asuint(info.Load(0+0));
    uint l_1052_ = (l_1051_ * 1u);
    bool l_1053_ = (1u < l_1052_);
    uint l_1054_ = (l_1052_ - 1u);
    uint l_1055_ = min(1u, l_1054_);
    uint l_1056_ = asuint(buffer_0_global.Load(l_1055_*4));
    uint l_1_ = (l_1053_ ? l_1056_ : 0u);
    uint l_2_ = (id * l_1_);
    uint l_1058_ = asuint(info.Load(0+0));
    uint l_1059_ = (l_1058_ * 1u);
    bool l_1060_ = (2u < l_1059_);
    uint l_1061_ = (l_1059_ - 1u);
    uint l_1062_ = min(2u, l_1061_);
    uint l_1063_ = asuint(buffer_0_global.Load(l_1062_*4));
    uint l_3_ = (l_1060_ ? l_1063_ : 0u);
    bool l_4_ = (l_2_ < l_3_);
    if (l_4_) {
        uint l_5_ = (l_2_ + l_1_);
        uint l_1068_ = asuint(info.Load(0+0));
        uint l_1069_ = (l_1068_ * 1u);
        bool l_1070_ = (2u < l_1069_);
        uint l_1071_ = (l_1069_ - 1u);
        uint l_1072_ = min(2u, l_1071_);
        uint l_1073_ = asuint(buffer_0_global.Load(l_1072_*4));
        uint l_6_ = (l_1070_ ? l_1073_ : 0u);
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
                uint _e2470 = l_mut_18_;
                l_mut_18_ = (_e2470 + 1u);
            }
            loop_init_2 = false;
            uint _e155 = l_mut_18_;
            if ((_e155 < l_7_)) {
            } else {
                break;
            }
            {
                uint l_1075_ = asuint(info.Load(0+0));
                uint l_1076_ = (l_1075_ * 1u);
                bool l_1077_ = (0u < l_1076_);
                uint l_1078_ = (l_1076_ - 1u);
                uint l_1079_ = min(0u, l_1078_);
                uint l_1080_ = asuint(buffer_0_global.Load(l_1079_*4));
                uint l_19_ = (l_1077_ ? l_1080_ : 0u);
                uint _e174 = l_mut_18_;
                uint l_20_ = (l_19_ + _e174);
                float l_21_ = asfloat(l_20_);
                l_mut_22_ = l_21_;
                float l_23_ = cos(l_21_);
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
                    l_mut_49_ = l_96_;
                    if (l_98_) {
                        l_mut_49_ = l_72_;
                    }
                    uint _e315 = l_mut_35_;
                    uint l_102_ = (_e315 + 1u);
                    uint l_103_ = (l_102_ & 2u);
                    bool l_104_ = (l_103_ != 0u);
                    l_mut_101_ = l_104_;
                    if (false) {
                        local = l_45_;
                    } else {
                        local = false;
                    }
                    bool l_105_ = local;
                    if (l_105_) {
                        bool _e327 = l_mut_101_;
                        bool l_106_ = !(_e327);
                        l_mut_101_ = l_106_;
                    }
                    bool _e329 = l_mut_101_;
                    if (_e329) {
                        double _e330 = l_mut_49_;
                        double l_107_ = -(_e330);
                        l_mut_49_ = l_107_;
                    }
                    double _e332 = l_mut_49_;
                    l_mut_29_ = _e332;
                } else {
                    bool l_108_ = (l_27_ < 2139095040u);
                    if (l_108_) {
                        uint l_109_ = (l_27_ & 8388607u);
                        uint l_110_ = (l_109_ | 8388608u);
                        uint64_t l_111_ = uint64_t(l_110_);
                        uint l_112_ = (l_27_ >> 23u);
                        uint l_113_ = (l_112_ * 4u);
                        uint l_114_ = (l_113_ + 3u);
                        uint l_1082_ = asuint(info.Load(12+0));
                        uint l_1083_ = (l_1082_ * 1u);
                        bool l_1084_ = (l_114_ < l_1083_);
                        uint l_1085_ = (l_1083_ - 1u);
                        uint l_1086_ = min(l_114_, l_1085_);
                        uint l_1087_ = asuint(buffer_3_global.Load(l_1086_*4));
                        uint l_115_ = (l_1084_ ? l_1087_ : 0u);
                        uint64_t l_116_ = uint64_t(l_115_);
                        uint64_t l_117_ = (l_111_ * l_116_);
                        l_mut_118_ = l_117_;
                        uint64_t _e363 = l_mut_118_;
                        uint64_t l_119_ = (_e363 & 4294967295uL);
                        uint64_t _e366 = l_mut_118_;
                        uint64_t l_120_ = (_e366 >> uint(32uL));
                        uint l_121_ = (l_113_ + 2u);
                        uint l_1089_ = asuint(info.Load(12+0));
                        uint l_1090_ = (l_1089_ * 1u);
                        bool l_1091_ = (l_121_ < l_1090_);
                        uint l_1092_ = (l_1090_ - 1u);
                        uint l_1093_ = min(l_121_, l_1092_);
                        uint l_1094_ = asuint(buffer_3_global.Load(l_1093_*4));
                        uint l_122_ = (l_1091_ ? l_1094_ : 0u);
                        uint64_t l_123_ = uint64_t(l_122_);
                        uint64_t l_124_ = (l_111_ * l_123_);
                        uint64_t l_125_ = (l_120_ + l_124_);
                        l_mut_118_ = l_125_;
                        uint64_t _e391 = l_mut_118_;
                        uint64_t l_126_ = (_e391 & 4294967295uL);
                        uint64_t _e394 = l_mut_118_;
                        uint64_t l_127_ = (_e394 >> uint(32uL));
                        uint l_128_ = (l_113_ + 1u);
                        uint l_1096_ = asuint(info.Load(12+0));
                        uint l_1097_ = (l_1096_ * 1u);
                        bool l_1098_ = (l_128_ < l_1097_);
                        uint l_1099_ = (l_1097_ - 1u);
                        uint l_1100_ = min(l_128_, l_1099_);
                        uint l_1101_ = asuint(buffer_3_global.Load(l_1100_*4));
                        uint l_129_ = (l_1098_ ? l_1101_ : 0u);
                        uint64_t l_130_ = uint64_t(l_129_);
                        uint64_t l_131_ = (l_111_ * l_130_);
                        uint64_t l_132_ = (l_127_ + l_131_);
                        l_mut_118_ = l_132_;
                        uint64_t _e419 = l_mut_118_;
                        uint64_t l_133_ = (_e419 & 4294967295uL);
                        uint64_t _e422 = l_mut_118_;
                        uint64_t l_134_ = (_e422 >> uint(32uL));
                        uint l_1103_ = asuint(info.Load(12+0));
                        uint l_1104_ = (l_1103_ * 1u);
                        bool l_1105_ = (l_113_ < l_1104_);
                        uint l_1106_ = (l_1104_ - 1u);
                        uint l_1107_ = min(l_113_, l_1106_);
                        uint l_1108_ = asuint(buffer_3_global.Load(l_1107_*4));
                        uint l_135_ = (l_1105_ ? l_1108_ : 0u);
                        uint64_t l_136_ = uint64_t(l_135_);
                        uint64_t l_137_ = (l_111_ * l_136_);
                        uint64_t l_138_ = (l_134_ + l_137_);
                        l_mut_118_ = l_138_;
                        uint64_t _e445 = l_mut_118_;
                        uint64_t l_139_ = (_e445 >> uint(29uL));
                        uint64_t l_140_ = (l_139_ & 3uL);
                        uint l_141_ = uint(l_140_);
                        l_mut_35_ = l_141_;
                        uint64_t _e454 = l_mut_118_;
                        uint64_t l_142_ = (_e454 & 536870911uL);
                        uint64_t l_143_ = (l_142_ << uint(32uL));
                        uint64_t l_144_ = (l_143_ | l_133_);
                        l_mut_118_ = l_144_;
                        uint64_t l_145_ = (l_126_ << uint(32uL));
                        uint64_t l_146_ = (l_145_ | l_119_);
                        l_mut_147_ = l_146_;
                        uint64_t _e467 = l_mut_118_;
                        bool l_148_ = (_e467 >= 1152921504606846976uL);
                        if (l_148_) {
                            uint _e470 = l_mut_35_;
                            uint l_149_ = (_e470 + 1u);
                            uint l_150_ = (l_149_ & 3u);
                            l_mut_35_ = l_150_;
                            uint64_t _e475 = l_mut_147_;
                            bool l_151_ = (_e475 != 0uL);
                            uint64_t l_152_ = uint64_t(l_151_);
                            uint64_t _e480 = l_mut_147_;
                            uint64_t l_153_ = (0uL - _e480);
                            l_mut_147_ = l_153_;
                            uint64_t _e483 = l_mut_118_;
                            uint64_t l_154_ = (2305843009213693952uL - _e483);
                            uint64_t l_155_ = (l_154_ - l_152_);
                            l_mut_118_ = l_155_;
                        }
                        uint64_t _e486 = l_mut_147_;
                        uint64_t _e492 = l_mut_147_;
                        uint64_t _e496 = l_mut_147_;
                        uint l_156_ = (((_e496 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e492)))) : (31u - firstbithigh(uint((_e486 >> 32u)))));
                        uint64_t l_157_ = uint64_t(l_156_);
                        uint64_t _e503 = l_mut_147_;
                        uint64_t l_158_ = (_e503 << uint(l_157_));
                        l_mut_159_ = l_158_;
                        int l_160_ = int(l_156_);
                        int l_161_ = asint(asuint(int(0)) - asuint(l_160_));
                        l_mut_162_ = l_161_;
                        uint64_t _e510 = l_mut_118_;
                        bool l_163_ = (_e510 != 0uL);
                        if (l_163_) {
                            uint64_t _e513 = l_mut_118_;
                            uint64_t _e519 = l_mut_118_;
                            uint64_t _e523 = l_mut_118_;
                            uint l_164_ = (((_e523 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e519)))) : (31u - firstbithigh(uint((_e513 >> 32u)))));
                            uint64_t l_165_ = uint64_t(l_164_);
                            uint64_t _e530 = l_mut_118_;
                            uint64_t l_166_ = (_e530 << uint(l_165_));
                            uint l_167_ = (64u - l_164_);
                            uint64_t l_168_ = uint64_t(l_167_);
                            uint64_t _e537 = l_mut_147_;
                            uint64_t l_169_ = (_e537 >> uint(l_168_));
                            uint64_t l_170_ = (l_166_ | l_169_);
                            l_mut_159_ = l_170_;
                            int l_171_ = int(l_164_);
                            int l_172_ = asint(asuint(int(64)) - asuint(l_171_));
                            l_mut_162_ = l_172_;
                        }
                        uint64_t _e545 = l_mut_159_;
                        uint64_t l_173_ = (_e545 >> uint(32uL));
                        uint64_t _e550 = l_mut_159_;
                        uint64_t l_174_ = (_e550 & 4294967295uL);
                        uint64_t l_175_ = (l_173_ * 560513588uL);
                        uint64_t l_176_ = (l_174_ * 3373259426uL);
                        uint64_t l_177_ = (l_174_ * 560513588uL);
                        uint64_t l_178_ = (l_177_ >> uint(32uL));
                        uint64_t l_179_ = (l_175_ & 4294967295uL);
                        uint64_t l_180_ = (l_178_ + l_179_);
                        uint64_t l_181_ = (l_176_ & 4294967295uL);
                        uint64_t l_182_ = (l_180_ + l_181_);
                        uint64_t l_183_ = (l_173_ * 3373259426uL);
                        uint64_t l_184_ = (l_175_ >> uint(32uL));
                        uint64_t l_185_ = (l_183_ + l_184_);
                        uint64_t l_186_ = (l_176_ >> uint(32uL));
                        uint64_t l_187_ = (l_185_ + l_186_);
                        uint64_t l_188_ = (l_182_ >> uint(32uL));
                        uint64_t l_189_ = (l_187_ + l_188_);
                        l_mut_159_ = l_189_;
                        int _e586 = l_mut_162_;
                        int l_190_ = asint(asuint(_e586) - asuint(int(124)));
                        l_mut_162_ = l_190_;
                        uint64_t _e589 = l_mut_159_;
                        bool l_191_ = (_e589 < (-9223372036854775807L - 1L));
                        if (l_191_) {
                            uint64_t _e595 = l_mut_159_;
                            uint64_t l_192_ = (_e595 << uint(1uL));
                            uint64_t l_193_ = (l_182_ >> uint(31uL));
                            uint64_t l_194_ = (l_193_ & 1uL);
                            uint64_t l_195_ = (l_192_ | l_194_);
                            l_mut_159_ = l_195_;
                            int _e607 = l_mut_162_;
                            l_mut_162_ = asint(asuint(_e607) - asuint(int(1)));
                        }
                        uint64_t _e610 = l_mut_159_;
                        uint64_t l_196_ = (_e610 >> uint(11uL));
                        double l_197_ = double(l_196_);
                        int _e616 = l_mut_162_;
                        int l_198_ = asint(asuint(_e616) + asuint(int(11)));
                        int l_199_ = asint(asuint(l_198_) + asuint(int(1023)));
                        uint64_t l_200_ = uint64_t(l_199_);
                        uint64_t l_201_ = (l_200_ << uint(52uL));
                        double l_202_ = l_201_;
                        double l_203_ = (l_197_ * l_202_);
                        l_mut_49_ = l_203_;
                        uint64_t _e628 = l_mut_159_;
                        uint64_t l_204_ = (_e628 & 2047uL);
                        double l_205_ = double(l_204_);
                        int _e632 = l_mut_162_;
                        int l_206_ = asint(asuint(_e632) + asuint(int(1023)));
                        uint64_t l_207_ = uint64_t(l_206_);
                        uint64_t l_208_ = (l_207_ << uint(52uL));
                        double l_209_ = l_208_;
                        double l_210_ = (l_205_ * l_209_);
                        l_mut_34_ = l_210_;
                        if (l_148_) {
                            double _e642 = l_mut_49_;
                            double l_211_ = -(_e642);
                            l_mut_49_ = l_211_;
                            double _e644 = l_mut_34_;
                            double l_212_ = -(_e644);
                            l_mut_34_ = l_212_;
                        }
                        bool l_213_ = (l_26_ >= 2147483648u);
                        double _e648 = l_mut_49_;
                        double _e649 = l_mut_49_;
                        double l_214_ = (_e648 * _e649);
                        double l_215_ = (l_214_ * 1.9572941063391263e-20L);
                        double l_216_ = (8.22063524662433e-18L - l_215_);
                        l_mut_217_ = l_216_;
                        double _e655 = l_mut_217_;
                        double l_218_ = (_e655 * l_214_);
                        double l_219_ = (l_218_ - 2.8114572543455206e-15L);
                        l_mut_217_ = l_219_;
                        double _e659 = l_mut_217_;
                        double l_220_ = (_e659 * l_214_);
                        double l_221_ = (l_220_ + 7.647163731819816e-13L);
                        l_mut_217_ = l_221_;
                        double _e663 = l_mut_217_;
                        double l_222_ = (_e663 * l_214_);
                        double l_223_ = (l_222_ - 1.6059043836821613e-10L);
                        l_mut_217_ = l_223_;
                        double _e667 = l_mut_217_;
                        double l_224_ = (_e667 * l_214_);
                        double l_225_ = (l_224_ + 2.505210838544172e-8L);
                        l_mut_217_ = l_225_;
                        double _e671 = l_mut_217_;
                        double l_226_ = (_e671 * l_214_);
                        double l_227_ = (l_226_ - 2.7557319223985893e-6L);
                        l_mut_217_ = l_227_;
                        double _e675 = l_mut_217_;
                        double l_228_ = (_e675 * l_214_);
                        double l_229_ = (l_228_ + 0.0001984126984126984L);
                        l_mut_217_ = l_229_;
                        double _e679 = l_mut_217_;
                        double l_230_ = (_e679 * l_214_);
                        double l_231_ = (l_230_ - 0.008333333333333333L);
                        l_mut_217_ = l_231_;
                        double _e683 = l_mut_217_;
                        double l_232_ = (_e683 * l_214_);
                        double l_233_ = (l_232_ + 0.16666666666666666L);
                        l_mut_217_ = l_233_;
                        double l_234_ = (0.5L * l_214_);
                        double l_235_ = (1.0L - l_234_);
                        double _e691 = l_mut_34_;
                        double l_236_ = (_e691 * l_235_);
                        double _e693 = l_mut_49_;
                        double l_237_ = (_e693 * l_214_);
                        double _e695 = l_mut_217_;
                        double l_238_ = (l_237_ * _e695);
                        double l_239_ = (l_236_ - l_238_);
                        double _e698 = l_mut_49_;
                        double l_240_ = (_e698 + l_239_);
                        double _e700 = l_mut_49_;
                        double _e701 = l_mut_49_;
                        double l_241_ = (_e700 * _e701);
                        double l_242_ = (l_241_ * 4.110317623312165e-19L);
                        double l_243_ = (l_242_ - 1.5619206968586225e-16L);
                        l_mut_217_ = l_243_;
                        double _e707 = l_mut_217_;
                        double l_244_ = (_e707 * l_241_);
                        double l_245_ = (l_244_ + 4.779477332387385e-14L);
                        l_mut_217_ = l_245_;
                        double _e711 = l_mut_217_;
                        double l_246_ = (_e711 * l_241_);
                        double l_247_ = (l_246_ - 1.1470745597729725e-11L);
                        l_mut_217_ = l_247_;
                        double _e715 = l_mut_217_;
                        double l_248_ = (_e715 * l_241_);
                        double l_249_ = (l_248_ + 2.08767569878681e-9L);
                        l_mut_217_ = l_249_;
                        double _e719 = l_mut_217_;
                        double l_250_ = (_e719 * l_241_);
                        double l_251_ = (l_250_ - 2.755731922398589e-7L);
                        l_mut_217_ = l_251_;
                        double _e723 = l_mut_217_;
                        double l_252_ = (_e723 * l_241_);
                        double l_253_ = (l_252_ + 2.48015873015873e-5L);
                        l_mut_217_ = l_253_;
                        double _e727 = l_mut_217_;
                        double l_254_ = (_e727 * l_241_);
                        double l_255_ = (l_254_ - 0.001388888888888889L);
                        l_mut_217_ = l_255_;
                        double _e731 = l_mut_217_;
                        double l_256_ = (_e731 * l_241_);
                        double l_257_ = (l_256_ + 0.041666666666666664L);
                        l_mut_217_ = l_257_;
                        double l_258_ = (0.5L * l_241_);
                        double l_259_ = (1.0L - l_258_);
                        double l_260_ = (l_241_ * l_241_);
                        double _e740 = l_mut_217_;
                        double l_261_ = (l_260_ * _e740);
                        double _e742 = l_mut_34_;
                        double _e743 = l_mut_49_;
                        double l_262_ = (_e742 * _e743);
                        double l_263_ = (l_261_ - l_262_);
                        double l_264_ = (l_259_ + l_263_);
                        uint _e747 = l_mut_35_;
                        uint l_265_ = (_e747 & 1u);
                        bool l_266_ = (l_265_ == 1u);
                        l_mut_217_ = l_240_;
                        uint _e752 = l_mut_35_;
                        uint l_267_ = (_e752 & 2u);
                        bool l_268_ = (l_267_ != 0u);
                        l_mut_101_ = l_268_;
                        l_mut_217_ = l_264_;
                        if (l_266_) {
                            l_mut_217_ = l_240_;
                        }
                        uint _e757 = l_mut_35_;
                        uint l_269_ = (_e757 + 1u);
                        uint l_270_ = (l_269_ & 2u);
                        bool l_271_ = (l_270_ != 0u);
                        l_mut_101_ = l_271_;
                        if (false) {
                            local_1 = l_213_;
                        } else {
                            local_1 = false;
                        }
                        bool l_272_ = local_1;
                        if (l_272_) {
                            bool _e769 = l_mut_101_;
                            bool l_273_ = !(_e769);
                            l_mut_101_ = l_273_;
                        }
                        bool _e771 = l_mut_101_;
                        if (_e771) {
                            double _e772 = l_mut_217_;
                            double l_274_ = -(_e772);
                            l_mut_217_ = l_274_;
                        }
                        double _e774 = l_mut_217_;
                        l_mut_29_ = _e774;
                    }
                }
                double _e775 = l_mut_29_;
                l_mut_25_ = _e775;
                l_mut_35_ = 4294967294u;
                float _e777 = l_mut_22_;
                uint l_275_ = asuint(_e777);
                uint l_276_ = asuint(l_21_);
                uint l_277_ = (l_276_ & 2139095040u);
                bool l_278_ = (l_277_ != 2139095040u);
                bool l_279_ = (l_277_ == 0u);
                uint l_280_ = asuint(l_21_);
                uint l_281_ = (l_280_ & 8388607u);
                bool l_282_ = (l_281_ != 0u);
                if (l_279_) {
                    local_2 = l_282_;
                } else {
                    local_2 = false;
                }
                bool l_283_ = local_2;
                double _e795 = l_mut_25_;
                double l_284_ = abs(_e795);
                double _e797 = l_mut_25_;
                bool l_285_ = (_e797 < 0.0L);
                uint l_286_ = uint(l_285_);
                uint l_287_ = (2147483648u * l_286_);
                if (l_283_) {
                } else {
                    double _e803 = l_mut_25_;
                    const bool _e804 = is_nan_1_f64_(_e803);
                    if (_e804) {
                        uint l_289_ = (l_275_ & 2147483647u);
                        bool l_290_ = (l_289_ > 2139095040u);
                        if (l_290_) {
                            l_mut_35_ = 4294967293u;
                        }
                    } else {
                        bool l_291_ = (l_284_ >= 3.402823669209385e38L);
                        bool l_292_ = !(l_278_);
                        bool l_293_ = (l_284_ == 0.0L);
                        if (l_292_) {
                            local_3 = l_293_;
                        } else {
                            local_3 = false;
                        }
                        bool l_294_ = local_3;
                        if (!(l_291_)) {
                            local_4 = l_294_;
                        } else {
                            local_4 = true;
                        }
                        bool l_295_ = local_4;
                        if (l_295_) {
                            bool l_296_ = (l_284_ >= 3.402823669209385e38L);
                            uint l_297_ = uint(l_296_);
                            uint l_298_ = (2139095040u * l_297_);
                            uint l_299_ = (l_298_ | l_287_);
                            bool l_300_ = (l_275_ == l_299_);
                            uint l_301_ = (l_275_ | l_299_);
                            uint l_302_ = (l_301_ & 2147483647u);
                            bool l_303_ = (l_302_ == 0u);
                            if (!(l_300_)) {
                                local_5 = l_303_;
                            } else {
                                local_5 = true;
                            }
                            bool l_304_ = local_5;
                            if (l_304_) {
                                l_mut_35_ = 4294967293u;
                            }
                        } else {
                            bool l_305_ = (l_284_ >= 2.350988701644575e-38L);
                            if (l_278_) {
                                local_6 = l_305_;
                            } else {
                                local_6 = false;
                            }
                            bool l_306_ = local_6;
                            bool l_307_ = (l_284_ < 3.4028234663852886e38L);
                            if (l_306_) {
                                local_7 = l_307_;
                            } else {
                                local_7 = false;
                            }
                            bool l_308_ = local_7;
                            if (l_308_) {
                                float l_309_ = float(l_284_);
                                uint l_310_ = asuint(l_309_);
                                float l_311_ = asfloat(l_310_);
                                double l_312_ = double(l_311_);
                                double l_313_ = (l_284_ - l_312_);
                                uint l_314_ = (l_310_ + 1u);
                                bool l_315_ = (l_313_ < 0.0L);
                                uint l_316_ = uint(l_315_);
                                uint l_317_ = (2u * l_316_);
                                uint l_318_ = (l_314_ - l_317_);
                                float l_319_ = asfloat(l_318_);
                                double l_320_ = double(l_319_);
                                double l_321_ = (l_320_ - l_312_);
                                double l_322_ = abs(l_321_);
                                double l_323_ = (l_322_ * 0.5L);
                                double l_324_ = abs(l_313_);
                                double l_325_ = (l_323_ - l_324_);
                                double l_326_ = (l_284_ * 9.094947017729282e-13L);
                                bool l_327_ = (l_325_ > l_326_);
                                if (l_327_) {
                                    uint l_328_ = (l_310_ | l_287_);
                                    l_mut_35_ = l_328_;
                                }
                            } else {
                                bool l_329_ = (l_284_ < 2.350988701644575e-38L);
                                if (l_278_) {
                                    local_8 = l_329_;
                                } else {
                                    local_8 = false;
                                }
                                bool l_330_ = local_8;
                                if (l_330_) {
                                    double l_331_ = (l_284_ * 7.1362384635298e44L);
                                    double l_332_ = floor(l_331_);
                                    double l_333_ = (l_331_ - l_332_);
                                    double l_334_ = (l_333_ - 0.5L);
                                    double l_335_ = abs(l_334_);
                                    double l_336_ = (l_331_ * 9.094947017729282e-13L);
                                    bool l_337_ = (l_335_ > l_336_);
                                    if (l_337_) {
                                        bool l_338_ = (l_333_ > 0.5L);
                                        double l_339_ = double(l_338_);
                                        double l_340_ = (l_332_ + l_339_);
                                        uint l_341_ = naga_f2u32(l_340_);
                                        uint l_342_ = (l_341_ | l_287_);
                                        l_mut_35_ = l_342_;
                                    }
                                }
                            }
                        }
                    }
                }
                float _e901 = l_mut_22_;
                uint l_343_ = asuint(_e901);
                uint l_344_ = (l_343_ & 2139095040u);
                bool l_345_ = (l_344_ != 2139095040u);
                uint l_346_ = (l_343_ & 2147483647u);
                bool l_347_ = (l_346_ == 0u);
                uint l_348_ = (l_343_ & 2147483647u);
                double l_349_ = double(l_348_);
                uint l_350_ = (l_343_ >> 31u);
                double l_351_ = double(l_350_);
                double l_352_ = (2.0L * l_351_);
                double l_353_ = (1.0L - l_352_);
                double l_354_ = (l_349_ * l_353_);
                uint _e922 = l_mut_35_;
                uint l_355_ = (_e922 & 2147483647u);
                double l_356_ = double(l_355_);
                uint _e926 = l_mut_35_;
                uint l_357_ = (_e926 >> 31u);
                double l_358_ = double(l_357_);
                double l_359_ = (2.0L * l_358_);
                double l_360_ = (1.0L - l_359_);
                double l_361_ = (l_356_ * l_360_);
                double l_362_ = (l_354_ - l_361_);
                uint _e936 = l_mut_35_;
                bool l_363_ = (_e936 < 4294967293u);
                bool l_364_ = (l_362_ == 0.0L);
                bool l_365_ = !(l_347_);
                if (l_345_) {
                    local_9 = l_365_;
                } else {
                    local_9 = false;
                }
                bool l_366_ = local_9;
                if (!(l_364_)) {
                    local_10 = l_366_;
                } else {
                    local_10 = true;
                }
                bool l_367_ = local_10;
                if (l_363_) {
                    local_11 = l_367_;
                } else {
                    local_11 = false;
                }
                bool l_368_ = local_11;
                l_mut_101_ = l_368_;
                bool l_369_ = (l_362_ != 0.0L);
                bool _e957 = l_mut_101_;
                if (_e957) {
                    local_12 = l_369_;
                } else {
                    local_12 = false;
                }
                bool l_370_ = local_12;
                if (l_370_) {
                    l_mut_371_ = 0u;
                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                    bool loop_init_3 = true;
                    while(true) {
                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                        if (!loop_init_3) {
                            uint _e2256 = l_mut_371_;
                            l_mut_371_ = (_e2256 + 1u);
                        }
                        loop_init_3 = false;
                        uint _e964 = l_mut_371_;
                        if ((_e964 < 8u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e968 = l_mut_371_;
                            uint l_372_ = (2u * _e968);
                            uint l_1110_ = asuint(info.Load(4+0));
                            uint l_1111_ = (l_1110_ * 1u);
                            bool l_1112_ = (l_372_ < l_1111_);
                            uint l_1113_ = (l_1111_ - 1u);
                            uint l_1114_ = min(l_372_, l_1113_);
                            uint l_1115_ = asuint(buffer_1_global.Load(l_1114_*4));
                            uint l_373_ = (l_1112_ ? l_1115_ : 0u);
                            uint _e986 = l_mut_371_;
                            uint l_374_ = (2u * _e986);
                            uint l_375_ = (l_374_ + 1u);
                            uint l_1117_ = asuint(info.Load(4+0));
                            uint l_1118_ = (l_1117_ * 1u);
                            bool l_1119_ = (l_375_ < l_1118_);
                            uint l_1120_ = (l_1118_ - 1u);
                            uint l_1121_ = min(l_375_, l_1120_);
                            uint l_1122_ = asuint(buffer_1_global.Load(l_1121_*4));
                            uint l_376_ = (l_1119_ ? l_1122_ : 0u);
                            bool l_377_ = (l_376_ != 0u);
                            uint _e1007 = l_mut_371_;
                            uint l_378_ = (_e1007 * 4u);
                            uint l_1124_ = asuint(info.Load(8+0));
                            uint l_1125_ = (l_1124_ * 1u);
                            bool l_1126_ = (l_378_ < l_1125_);
                            uint l_1127_ = (l_1125_ - 1u);
                            uint l_1128_ = min(l_378_, l_1127_);
                            double l_1129_ = buffer_2_global.Load<double>(l_1128_*8);
                            double l_379_ = (l_1126_ ? l_1129_ : 0.0L);
                            uint _e1025 = l_mut_371_;
                            uint l_380_ = (_e1025 * 4u);
                            uint l_381_ = (l_380_ + 1u);
                            uint l_1131_ = asuint(info.Load(8+0));
                            uint l_1132_ = (l_1131_ * 1u);
                            bool l_1133_ = (l_381_ < l_1132_);
                            uint l_1134_ = (l_1132_ - 1u);
                            uint l_1135_ = min(l_381_, l_1134_);
                            double l_1136_ = buffer_2_global.Load<double>(l_1135_*8);
                            double l_382_ = (l_1133_ ? l_1136_ : 0.0L);
                            uint _e1045 = l_mut_371_;
                            uint l_383_ = (_e1045 * 4u);
                            uint l_384_ = (l_383_ + 2u);
                            uint l_1138_ = asuint(info.Load(8+0));
                            uint l_1139_ = (l_1138_ * 1u);
                            bool l_1140_ = (l_384_ < l_1139_);
                            uint l_1141_ = (l_1139_ - 1u);
                            uint l_1142_ = min(l_384_, l_1141_);
                            double l_1143_ = buffer_2_global.Load<double>(l_1142_*8);
                            double l_385_ = (l_1140_ ? l_1143_ : 0.0L);
                            double l_386_ = double(l_21_);
                            double l_387_ = abs(l_386_);
                            double _e1067 = l_mut_25_;
                            double l_388_ = abs(_e1067);
                            double l_389_ = (l_388_ * 1.4551915228366852e-11L);
                            a_390_[0] = 1u;
                            l_mut_391_ = 2u;
                            bool l_392_ = (l_373_ == 0u);
                            if (l_392_) {
                                l_mut_391_ = 0u;
                            } else {
                                bool l_393_ = (l_373_ == 1u);
                                if (l_393_) {
                                    l_mut_391_ = 1u;
                                    double l_394_ = abs(l_362_);
                                    bool l_395_ = (l_394_ <= l_379_);
                                    if (l_395_) {
                                        l_mut_391_ = 0u;
                                    }
                                } else {
                                    bool l_396_ = (l_373_ == 2u);
                                    if (l_396_) {
                                        double _e1085 = l_mut_25_;
                                        double l_397_ = abs(_e1085);
                                        l_mut_217_ = 1.401298464324817e-45L;
                                        bool l_398_ = (l_397_ >= 1.1754943508222875e-38L);
                                        bool l_399_ = (l_397_ <= 1.7976931348623157e308L);
                                        if (l_398_) {
                                            local_13 = l_399_;
                                        } else {
                                            local_13 = false;
                                        }
                                        bool l_400_ = local_13;
                                        if (l_400_) {
                                            uint64_t l_401_ = l_397_;
                                            uint64_t l_402_ = (l_401_ >> uint(52uL));
                                            uint64_t l_403_ = (l_402_ - 23uL);
                                            uint64_t l_404_ = (l_403_ << uint(52uL));
                                            double l_405_ = l_404_;
                                            l_mut_217_ = l_405_;
                                        }
                                        double _e1108 = l_mut_217_;
                                        double l_406_ = (l_379_ * _e1108);
                                        l_mut_407_ = 2u;
                                        double _e1111 = l_mut_25_;
                                        double l_408_ = (_e1111 - l_389_);
                                        double l_409_ = abs(l_408_);
                                        l_mut_217_ = 1.401298464324817e-45L;
                                        bool l_410_ = (l_409_ >= 1.1754943508222875e-38L);
                                        bool l_411_ = (l_409_ <= 1.7976931348623157e308L);
                                        if (l_410_) {
                                            local_14 = l_411_;
                                        } else {
                                            local_14 = false;
                                        }
                                        bool l_412_ = local_14;
                                        if (l_412_) {
                                            uint64_t l_413_ = l_409_;
                                            uint64_t l_414_ = (l_413_ >> uint(52uL));
                                            uint64_t l_415_ = (l_414_ - 23uL);
                                            uint64_t l_416_ = (l_415_ << uint(52uL));
                                            double l_417_ = l_416_;
                                            l_mut_217_ = l_417_;
                                        }
                                        double _e1135 = l_mut_25_;
                                        double l_418_ = (_e1135 + l_389_);
                                        double l_419_ = abs(l_418_);
                                        l_mut_49_ = 1.401298464324817e-45L;
                                        bool l_420_ = (l_419_ >= 1.1754943508222875e-38L);
                                        bool l_421_ = (l_419_ <= 1.7976931348623157e308L);
                                        if (l_420_) {
                                            local_15 = l_421_;
                                        } else {
                                            local_15 = false;
                                        }
                                        bool l_422_ = local_15;
                                        if (l_422_) {
                                            uint64_t l_423_ = l_419_;
                                            uint64_t l_424_ = (l_423_ >> uint(52uL));
                                            uint64_t l_425_ = (l_424_ - 23uL);
                                            uint64_t l_426_ = (l_425_ << uint(52uL));
                                            double l_427_ = l_426_;
                                            l_mut_49_ = l_427_;
                                        }
                                        double _e1159 = l_mut_217_;
                                        double _e1160 = l_mut_49_;
                                        bool l_428_ = (_e1159 == _e1160);
                                        if (l_428_) {
                                            double l_429_ = (l_406_ * 1.4551915228366852e-11L);
                                            double l_430_ = (l_389_ + l_429_);
                                            double _e1165 = l_mut_25_;
                                            double l_431_ = (_e1165 - l_406_);
                                            double _e1167 = l_mut_25_;
                                            double l_432_ = (_e1167 + l_406_);
                                            float _e1169 = l_mut_22_;
                                            double l_433_ = double(_e1169);
                                            float _e1171 = l_mut_22_;
                                            uint l_434_ = asuint(_e1171);
                                            uint l_435_ = (l_434_ + 1u);
                                            l_mut_436_ = l_435_;
                                            uint l_437_ = (l_434_ & 2147483647u);
                                            bool l_438_ = (l_437_ == 0u);
                                            if (l_438_) {
                                                l_mut_436_ = 1u;
                                            } else {
                                                uint l_439_ = (l_434_ & 2147483648u);
                                                bool l_440_ = (l_439_ != 0u);
                                                if (l_440_) {
                                                    uint l_441_ = (l_434_ - 1u);
                                                    l_mut_436_ = l_441_;
                                                }
                                            }
                                            uint _e1186 = l_mut_436_;
                                            float l_442_ = asfloat(_e1186);
                                            double l_443_ = double(l_442_);
                                            float _e1189 = l_mut_22_;
                                            float l_444_ = -(_e1189);
                                            uint l_445_ = asuint(l_444_);
                                            uint l_446_ = (l_445_ + 1u);
                                            l_mut_436_ = l_446_;
                                            uint l_447_ = (l_445_ & 2147483647u);
                                            bool l_448_ = (l_447_ == 0u);
                                            if (l_448_) {
                                                l_mut_436_ = 1u;
                                            } else {
                                                uint l_449_ = (l_445_ & 2147483648u);
                                                bool l_450_ = (l_449_ != 0u);
                                                if (l_450_) {
                                                    uint l_451_ = (l_445_ - 1u);
                                                    l_mut_436_ = l_451_;
                                                }
                                            }
                                            uint _e1205 = l_mut_436_;
                                            float l_452_ = asfloat(_e1205);
                                            float l_453_ = -(l_452_);
                                            double l_454_ = double(l_453_);
                                            double l_455_ = (l_431_ + l_430_);
                                            bool l_456_ = (l_455_ <= l_433_);
                                            l_mut_457_ = l_456_;
                                            double l_458_ = (l_431_ - l_430_);
                                            bool l_459_ = (l_458_ > l_433_);
                                            l_mut_460_ = l_459_;
                                            double l_461_ = (l_432_ - l_430_);
                                            bool l_462_ = (l_461_ >= l_433_);
                                            l_mut_463_ = l_462_;
                                            double l_464_ = (l_432_ + l_430_);
                                            bool l_465_ = (l_464_ < l_433_);
                                            l_mut_466_ = l_465_;
                                            if (l_377_) {
                                                double l_467_ = (l_431_ + l_430_);
                                                bool l_468_ = (l_467_ < l_443_);
                                                l_mut_457_ = l_468_;
                                                double l_469_ = (l_431_ - l_430_);
                                                bool l_470_ = (l_469_ >= l_443_);
                                                l_mut_460_ = l_470_;
                                                double l_471_ = (l_432_ - l_430_);
                                                bool l_472_ = (l_471_ > l_454_);
                                                l_mut_463_ = l_472_;
                                                double l_473_ = (l_432_ + l_430_);
                                                bool l_474_ = (l_473_ <= l_454_);
                                                l_mut_466_ = l_474_;
                                            }
                                            l_mut_436_ = 2u;
                                            bool _e1226 = l_mut_460_;
                                            if (!(_e1226)) {
                                                bool _e1230 = l_mut_466_;
                                                local_16 = _e1230;
                                            } else {
                                                local_16 = true;
                                            }
                                            bool l_475_ = local_16;
                                            if (l_475_) {
                                                l_mut_436_ = 1u;
                                            } else {
                                                bool _e1234 = l_mut_457_;
                                                if (_e1234) {
                                                    bool _e1237 = l_mut_463_;
                                                    local_17 = _e1237;
                                                } else {
                                                    local_17 = false;
                                                }
                                                bool l_476_ = local_17;
                                                if (l_476_) {
                                                    l_mut_436_ = 0u;
                                                }
                                            }
                                            uint _e1241 = l_mut_436_;
                                            l_mut_407_ = _e1241;
                                        }
                                        uint _e1242 = l_mut_407_;
                                        l_mut_391_ = _e1242;
                                    } else {
                                        bool l_477_ = (l_373_ == 3u);
                                        if (l_477_) {
                                            l_mut_391_ = 0u;
                                            bool l_478_ = (l_387_ >= 1.1754943508222875e-38L);
                                            bool l_479_ = (l_387_ <= 8.507059173023462e37L);
                                            if (l_478_) {
                                                local_18 = l_479_;
                                            } else {
                                                local_18 = false;
                                            }
                                            bool l_480_ = local_18;
                                            if (l_480_) {
                                                double _e1254 = l_mut_25_;
                                                double l_481_ = abs(_e1254);
                                                l_mut_217_ = 1.401298464324817e-45L;
                                                bool l_482_ = (l_481_ >= 1.1754943508222875e-38L);
                                                bool l_483_ = (l_481_ <= 1.7976931348623157e308L);
                                                if (l_482_) {
                                                    local_19 = l_483_;
                                                } else {
                                                    local_19 = false;
                                                }
                                                bool l_484_ = local_19;
                                                if (l_484_) {
                                                    uint64_t l_485_ = l_481_;
                                                    uint64_t l_486_ = (l_485_ >> uint(52uL));
                                                    uint64_t l_487_ = (l_486_ - 23uL);
                                                    uint64_t l_488_ = (l_487_ << uint(52uL));
                                                    double l_489_ = l_488_;
                                                    l_mut_217_ = l_489_;
                                                }
                                                double _e1277 = l_mut_217_;
                                                double l_490_ = (l_379_ * _e1277);
                                                l_mut_436_ = 2u;
                                                double _e1280 = l_mut_25_;
                                                double l_491_ = (_e1280 - l_389_);
                                                double l_492_ = abs(l_491_);
                                                l_mut_217_ = 1.401298464324817e-45L;
                                                bool l_493_ = (l_492_ >= 1.1754943508222875e-38L);
                                                bool l_494_ = (l_492_ <= 1.7976931348623157e308L);
                                                if (l_493_) {
                                                    local_20 = l_494_;
                                                } else {
                                                    local_20 = false;
                                                }
                                                bool l_495_ = local_20;
                                                if (l_495_) {
                                                    uint64_t l_496_ = l_492_;
                                                    uint64_t l_497_ = (l_496_ >> uint(52uL));
                                                    uint64_t l_498_ = (l_497_ - 23uL);
                                                    uint64_t l_499_ = (l_498_ << uint(52uL));
                                                    double l_500_ = l_499_;
                                                    l_mut_217_ = l_500_;
                                                }
                                                double _e1304 = l_mut_25_;
                                                double l_501_ = (_e1304 + l_389_);
                                                double l_502_ = abs(l_501_);
                                                l_mut_49_ = 1.401298464324817e-45L;
                                                bool l_503_ = (l_502_ >= 1.1754943508222875e-38L);
                                                bool l_504_ = (l_502_ <= 1.7976931348623157e308L);
                                                if (l_503_) {
                                                    local_21 = l_504_;
                                                } else {
                                                    local_21 = false;
                                                }
                                                bool l_505_ = local_21;
                                                if (l_505_) {
                                                    uint64_t l_506_ = l_502_;
                                                    uint64_t l_507_ = (l_506_ >> uint(52uL));
                                                    uint64_t l_508_ = (l_507_ - 23uL);
                                                    uint64_t l_509_ = (l_508_ << uint(52uL));
                                                    double l_510_ = l_509_;
                                                    l_mut_49_ = l_510_;
                                                }
                                                double _e1328 = l_mut_217_;
                                                double _e1329 = l_mut_49_;
                                                bool l_511_ = (_e1328 == _e1329);
                                                if (l_511_) {
                                                    double l_512_ = (l_490_ * 1.4551915228366852e-11L);
                                                    double l_513_ = (l_389_ + l_512_);
                                                    double _e1334 = l_mut_25_;
                                                    double l_514_ = (_e1334 - l_490_);
                                                    double _e1336 = l_mut_25_;
                                                    double l_515_ = (_e1336 + l_490_);
                                                    float _e1338 = l_mut_22_;
                                                    double l_516_ = double(_e1338);
                                                    float _e1340 = l_mut_22_;
                                                    uint l_517_ = asuint(_e1340);
                                                    uint l_518_ = (l_517_ + 1u);
                                                    l_mut_407_ = l_518_;
                                                    uint l_519_ = (l_517_ & 2147483647u);
                                                    bool l_520_ = (l_519_ == 0u);
                                                    if (l_520_) {
                                                        l_mut_407_ = 1u;
                                                    } else {
                                                        uint l_521_ = (l_517_ & 2147483648u);
                                                        bool l_522_ = (l_521_ != 0u);
                                                        if (l_522_) {
                                                            uint l_523_ = (l_517_ - 1u);
                                                            l_mut_407_ = l_523_;
                                                        }
                                                    }
                                                    uint _e1355 = l_mut_407_;
                                                    float l_524_ = asfloat(_e1355);
                                                    double l_525_ = double(l_524_);
                                                    float _e1358 = l_mut_22_;
                                                    float l_526_ = -(_e1358);
                                                    uint l_527_ = asuint(l_526_);
                                                    uint l_528_ = (l_527_ + 1u);
                                                    l_mut_407_ = l_528_;
                                                    uint l_529_ = (l_527_ & 2147483647u);
                                                    bool l_530_ = (l_529_ == 0u);
                                                    if (l_530_) {
                                                        l_mut_407_ = 1u;
                                                    } else {
                                                        uint l_531_ = (l_527_ & 2147483648u);
                                                        bool l_532_ = (l_531_ != 0u);
                                                        if (l_532_) {
                                                            uint l_533_ = (l_527_ - 1u);
                                                            l_mut_407_ = l_533_;
                                                        }
                                                    }
                                                    uint _e1374 = l_mut_407_;
                                                    float l_534_ = asfloat(_e1374);
                                                    float l_535_ = -(l_534_);
                                                    double l_536_ = double(l_535_);
                                                    double l_537_ = (l_514_ + l_513_);
                                                    bool l_538_ = (l_537_ <= l_516_);
                                                    l_mut_466_ = l_538_;
                                                    double l_539_ = (l_514_ - l_513_);
                                                    bool l_540_ = (l_539_ > l_516_);
                                                    l_mut_463_ = l_540_;
                                                    double l_541_ = (l_515_ - l_513_);
                                                    bool l_542_ = (l_541_ >= l_516_);
                                                    l_mut_460_ = l_542_;
                                                    double l_543_ = (l_515_ + l_513_);
                                                    bool l_544_ = (l_543_ < l_516_);
                                                    l_mut_457_ = l_544_;
                                                    if (l_377_) {
                                                        double l_545_ = (l_514_ + l_513_);
                                                        bool l_546_ = (l_545_ < l_525_);
                                                        l_mut_466_ = l_546_;
                                                        double l_547_ = (l_514_ - l_513_);
                                                        bool l_548_ = (l_547_ >= l_525_);
                                                        l_mut_463_ = l_548_;
                                                        double l_549_ = (l_515_ - l_513_);
                                                        bool l_550_ = (l_549_ > l_536_);
                                                        l_mut_460_ = l_550_;
                                                        double l_551_ = (l_515_ + l_513_);
                                                        bool l_552_ = (l_551_ <= l_536_);
                                                        l_mut_457_ = l_552_;
                                                    }
                                                    l_mut_407_ = 2u;
                                                    bool _e1395 = l_mut_463_;
                                                    if (!(_e1395)) {
                                                        bool _e1399 = l_mut_457_;
                                                        local_22 = _e1399;
                                                    } else {
                                                        local_22 = true;
                                                    }
                                                    bool l_553_ = local_22;
                                                    if (l_553_) {
                                                        l_mut_407_ = 1u;
                                                    } else {
                                                        bool _e1403 = l_mut_466_;
                                                        if (_e1403) {
                                                            bool _e1406 = l_mut_460_;
                                                            local_23 = _e1406;
                                                        } else {
                                                            local_23 = false;
                                                        }
                                                        bool l_554_ = local_23;
                                                        if (l_554_) {
                                                            l_mut_407_ = 0u;
                                                        }
                                                    }
                                                    uint _e1410 = l_mut_407_;
                                                    l_mut_436_ = _e1410;
                                                }
                                                uint _e1411 = l_mut_436_;
                                                l_mut_391_ = _e1411;
                                            }
                                        } else {
                                            bool l_555_ = (l_373_ == 4u);
                                            if (l_555_) {
                                                double l_556_ = (l_382_ * l_387_);
                                                double l_557_ = (l_379_ + l_556_);
                                                double _e1416 = l_mut_25_;
                                                double l_558_ = abs(_e1416);
                                                l_mut_217_ = 1.401298464324817e-45L;
                                                bool l_559_ = (l_558_ >= 1.1754943508222875e-38L);
                                                bool l_560_ = (l_558_ <= 1.7976931348623157e308L);
                                                if (l_559_) {
                                                    local_24 = l_560_;
                                                } else {
                                                    local_24 = false;
                                                }
                                                bool l_561_ = local_24;
                                                if (l_561_) {
                                                    uint64_t l_562_ = l_558_;
                                                    uint64_t l_563_ = (l_562_ >> uint(52uL));
                                                    uint64_t l_564_ = (l_563_ - 23uL);
                                                    uint64_t l_565_ = (l_564_ << uint(52uL));
                                                    double l_566_ = l_565_;
                                                    l_mut_217_ = l_566_;
                                                }
                                                double _e1439 = l_mut_217_;
                                                double l_567_ = (l_557_ * _e1439);
                                                l_mut_436_ = 2u;
                                                double _e1442 = l_mut_25_;
                                                double l_568_ = (_e1442 - l_389_);
                                                double l_569_ = abs(l_568_);
                                                l_mut_217_ = 1.401298464324817e-45L;
                                                bool l_570_ = (l_569_ >= 1.1754943508222875e-38L);
                                                bool l_571_ = (l_569_ <= 1.7976931348623157e308L);
                                                if (l_570_) {
                                                    local_25 = l_571_;
                                                } else {
                                                    local_25 = false;
                                                }
                                                bool l_572_ = local_25;
                                                if (l_572_) {
                                                    uint64_t l_573_ = l_569_;
                                                    uint64_t l_574_ = (l_573_ >> uint(52uL));
                                                    uint64_t l_575_ = (l_574_ - 23uL);
                                                    uint64_t l_576_ = (l_575_ << uint(52uL));
                                                    double l_577_ = l_576_;
                                                    l_mut_217_ = l_577_;
                                                }
                                                double _e1466 = l_mut_25_;
                                                double l_578_ = (_e1466 + l_389_);
                                                double l_579_ = abs(l_578_);
                                                l_mut_49_ = 1.401298464324817e-45L;
                                                bool l_580_ = (l_579_ >= 1.1754943508222875e-38L);
                                                bool l_581_ = (l_579_ <= 1.7976931348623157e308L);
                                                if (l_580_) {
                                                    local_26 = l_581_;
                                                } else {
                                                    local_26 = false;
                                                }
                                                bool l_582_ = local_26;
                                                if (l_582_) {
                                                    uint64_t l_583_ = l_579_;
                                                    uint64_t l_584_ = (l_583_ >> uint(52uL));
                                                    uint64_t l_585_ = (l_584_ - 23uL);
                                                    uint64_t l_586_ = (l_585_ << uint(52uL));
                                                    double l_587_ = l_586_;
                                                    l_mut_49_ = l_587_;
                                                }
                                                double _e1490 = l_mut_217_;
                                                double _e1491 = l_mut_49_;
                                                bool l_588_ = (_e1490 == _e1491);
                                                if (l_588_) {
                                                    double l_589_ = (l_567_ * 1.4551915228366852e-11L);
                                                    double l_590_ = (l_389_ + l_589_);
                                                    double _e1496 = l_mut_25_;
                                                    double l_591_ = (_e1496 - l_567_);
                                                    double _e1498 = l_mut_25_;
                                                    double l_592_ = (_e1498 + l_567_);
                                                    float _e1500 = l_mut_22_;
                                                    double l_593_ = double(_e1500);
                                                    float _e1502 = l_mut_22_;
                                                    uint l_594_ = asuint(_e1502);
                                                    uint l_595_ = (l_594_ + 1u);
                                                    l_mut_407_ = l_595_;
                                                    uint l_596_ = (l_594_ & 2147483647u);
                                                    bool l_597_ = (l_596_ == 0u);
                                                    if (l_597_) {
                                                        l_mut_407_ = 1u;
                                                    } else {
                                                        uint l_598_ = (l_594_ & 2147483648u);
                                                        bool l_599_ = (l_598_ != 0u);
                                                        if (l_599_) {
                                                            uint l_600_ = (l_594_ - 1u);
                                                            l_mut_407_ = l_600_;
                                                        }
                                                    }
                                                    uint _e1517 = l_mut_407_;
                                                    float l_601_ = asfloat(_e1517);
                                                    double l_602_ = double(l_601_);
                                                    float _e1520 = l_mut_22_;
                                                    float l_603_ = -(_e1520);
                                                    uint l_604_ = asuint(l_603_);
                                                    uint l_605_ = (l_604_ + 1u);
                                                    l_mut_407_ = l_605_;
                                                    uint l_606_ = (l_604_ & 2147483647u);
                                                    bool l_607_ = (l_606_ == 0u);
                                                    if (l_607_) {
                                                        l_mut_407_ = 1u;
                                                    } else {
                                                        uint l_608_ = (l_604_ & 2147483648u);
                                                        bool l_609_ = (l_608_ != 0u);
                                                        if (l_609_) {
                                                            uint l_610_ = (l_604_ - 1u);
                                                            l_mut_407_ = l_610_;
                                                        }
                                                    }
                                                    uint _e1536 = l_mut_407_;
                                                    float l_611_ = asfloat(_e1536);
                                                    float l_612_ = -(l_611_);
                                                    double l_613_ = double(l_612_);
                                                    double l_614_ = (l_591_ + l_590_);
                                                    bool l_615_ = (l_614_ <= l_593_);
                                                    l_mut_466_ = l_615_;
                                                    double l_616_ = (l_591_ - l_590_);
                                                    bool l_617_ = (l_616_ > l_593_);
                                                    l_mut_463_ = l_617_;
                                                    double l_618_ = (l_592_ - l_590_);
                                                    bool l_619_ = (l_618_ >= l_593_);
                                                    l_mut_460_ = l_619_;
                                                    double l_620_ = (l_592_ + l_590_);
                                                    bool l_621_ = (l_620_ < l_593_);
                                                    l_mut_457_ = l_621_;
                                                    if (l_377_) {
                                                        double l_622_ = (l_591_ + l_590_);
                                                        bool l_623_ = (l_622_ < l_602_);
                                                        l_mut_466_ = l_623_;
                                                        double l_624_ = (l_591_ - l_590_);
                                                        bool l_625_ = (l_624_ >= l_602_);
                                                        l_mut_463_ = l_625_;
                                                        double l_626_ = (l_592_ - l_590_);
                                                        bool l_627_ = (l_626_ > l_613_);
                                                        l_mut_460_ = l_627_;
                                                        double l_628_ = (l_592_ + l_590_);
                                                        bool l_629_ = (l_628_ <= l_613_);
                                                        l_mut_457_ = l_629_;
                                                    }
                                                    l_mut_407_ = 2u;
                                                    bool _e1557 = l_mut_463_;
                                                    if (!(_e1557)) {
                                                        bool _e1561 = l_mut_457_;
                                                        local_27 = _e1561;
                                                    } else {
                                                        local_27 = true;
                                                    }
                                                    bool l_630_ = local_27;
                                                    if (l_630_) {
                                                        l_mut_407_ = 1u;
                                                    } else {
                                                        bool _e1565 = l_mut_466_;
                                                        if (_e1565) {
                                                            bool _e1568 = l_mut_460_;
                                                            local_28 = _e1568;
                                                        } else {
                                                            local_28 = false;
                                                        }
                                                        bool l_631_ = local_28;
                                                        if (l_631_) {
                                                            l_mut_407_ = 0u;
                                                        }
                                                    }
                                                    uint _e1572 = l_mut_407_;
                                                    l_mut_436_ = _e1572;
                                                }
                                                uint _e1573 = l_mut_436_;
                                                l_mut_391_ = _e1573;
                                            } else {
                                                bool l_632_ = (l_373_ == 5u);
                                                if (l_632_) {
                                                    double l_633_ = (2.0L * l_386_);
                                                    double l_634_ = abs(l_633_);
                                                    double l_635_ = floor(l_634_);
                                                    double l_636_ = (3.0L + l_635_);
                                                    double _e1582 = l_mut_25_;
                                                    double l_637_ = abs(_e1582);
                                                    l_mut_217_ = 1.401298464324817e-45L;
                                                    bool l_638_ = (l_637_ >= 1.1754943508222875e-38L);
                                                    bool l_639_ = (l_637_ <= 1.7976931348623157e308L);
                                                    if (l_638_) {
                                                        local_29 = l_639_;
                                                    } else {
                                                        local_29 = false;
                                                    }
                                                    bool l_640_ = local_29;
                                                    if (l_640_) {
                                                        uint64_t l_641_ = l_637_;
                                                        uint64_t l_642_ = (l_641_ >> uint(52uL));
                                                        uint64_t l_643_ = (l_642_ - 23uL);
                                                        uint64_t l_644_ = (l_643_ << uint(52uL));
                                                        double l_645_ = l_644_;
                                                        l_mut_217_ = l_645_;
                                                    }
                                                    double _e1605 = l_mut_217_;
                                                    double l_646_ = (l_636_ * _e1605);
                                                    l_mut_436_ = 2u;
                                                    double _e1608 = l_mut_25_;
                                                    double l_647_ = (_e1608 - l_389_);
                                                    double l_648_ = abs(l_647_);
                                                    l_mut_217_ = 1.401298464324817e-45L;
                                                    bool l_649_ = (l_648_ >= 1.1754943508222875e-38L);
                                                    bool l_650_ = (l_648_ <= 1.7976931348623157e308L);
                                                    if (l_649_) {
                                                        local_30 = l_650_;
                                                    } else {
                                                        local_30 = false;
                                                    }
                                                    bool l_651_ = local_30;
                                                    if (l_651_) {
                                                        uint64_t l_652_ = l_648_;
                                                        uint64_t l_653_ = (l_652_ >> uint(52uL));
                                                        uint64_t l_654_ = (l_653_ - 23uL);
                                                        uint64_t l_655_ = (l_654_ << uint(52uL));
                                                        double l_656_ = l_655_;
                                                        l_mut_217_ = l_656_;
                                                    }
                                                    double _e1632 = l_mut_25_;
                                                    double l_657_ = (_e1632 + l_389_);
                                                    double l_658_ = abs(l_657_);
                                                    l_mut_49_ = 1.401298464324817e-45L;
                                                    bool l_659_ = (l_658_ >= 1.1754943508222875e-38L);
                                                    bool l_660_ = (l_658_ <= 1.7976931348623157e308L);
                                                    if (l_659_) {
                                                        local_31 = l_660_;
                                                    } else {
                                                        local_31 = false;
                                                    }
                                                    bool l_661_ = local_31;
                                                    if (l_661_) {
                                                        uint64_t l_662_ = l_658_;
                                                        uint64_t l_663_ = (l_662_ >> uint(52uL));
                                                        uint64_t l_664_ = (l_663_ - 23uL);
                                                        uint64_t l_665_ = (l_664_ << uint(52uL));
                                                        double l_666_ = l_665_;
                                                        l_mut_49_ = l_666_;
                                                    }
                                                    double _e1656 = l_mut_217_;
                                                    double _e1657 = l_mut_49_;
                                                    bool l_667_ = (_e1656 == _e1657);
                                                    if (l_667_) {
                                                        double l_668_ = (l_646_ * 1.4551915228366852e-11L);
                                                        double l_669_ = (l_389_ + l_668_);
                                                        double _e1662 = l_mut_25_;
                                                        double l_670_ = (_e1662 - l_646_);
                                                        double _e1664 = l_mut_25_;
                                                        double l_671_ = (_e1664 + l_646_);
                                                        float _e1666 = l_mut_22_;
                                                        double l_672_ = double(_e1666);
                                                        float _e1668 = l_mut_22_;
                                                        uint l_673_ = asuint(_e1668);
                                                        uint l_674_ = (l_673_ + 1u);
                                                        l_mut_407_ = l_674_;
                                                        uint l_675_ = (l_673_ & 2147483647u);
                                                        bool l_676_ = (l_675_ == 0u);
                                                        if (l_676_) {
                                                            l_mut_407_ = 1u;
                                                        } else {
                                                            uint l_677_ = (l_673_ & 2147483648u);
                                                            bool l_678_ = (l_677_ != 0u);
                                                            if (l_678_) {
                                                                uint l_679_ = (l_673_ - 1u);
                                                                l_mut_407_ = l_679_;
                                                            }
                                                        }
                                                        uint _e1683 = l_mut_407_;
                                                        float l_680_ = asfloat(_e1683);
                                                        double l_681_ = double(l_680_);
                                                        float _e1686 = l_mut_22_;
                                                        float l_682_ = -(_e1686);
                                                        uint l_683_ = asuint(l_682_);
                                                        uint l_684_ = (l_683_ + 1u);
                                                        l_mut_407_ = l_684_;
                                                        uint l_685_ = (l_683_ & 2147483647u);
                                                        bool l_686_ = (l_685_ == 0u);
                                                        if (l_686_) {
                                                            l_mut_407_ = 1u;
                                                        } else {
                                                            uint l_687_ = (l_683_ & 2147483648u);
                                                            bool l_688_ = (l_687_ != 0u);
                                                            if (l_688_) {
                                                                uint l_689_ = (l_683_ - 1u);
                                                                l_mut_407_ = l_689_;
                                                            }
                                                        }
                                                        uint _e1702 = l_mut_407_;
                                                        float l_690_ = asfloat(_e1702);
                                                        float l_691_ = -(l_690_);
                                                        double l_692_ = double(l_691_);
                                                        double l_693_ = (l_670_ + l_669_);
                                                        bool l_694_ = (l_693_ <= l_672_);
                                                        l_mut_466_ = l_694_;
                                                        double l_695_ = (l_670_ - l_669_);
                                                        bool l_696_ = (l_695_ > l_672_);
                                                        l_mut_463_ = l_696_;
                                                        double l_697_ = (l_671_ - l_669_);
                                                        bool l_698_ = (l_697_ >= l_672_);
                                                        l_mut_460_ = l_698_;
                                                        double l_699_ = (l_671_ + l_669_);
                                                        bool l_700_ = (l_699_ < l_672_);
                                                        l_mut_457_ = l_700_;
                                                        if (l_377_) {
                                                            double l_701_ = (l_670_ + l_669_);
                                                            bool l_702_ = (l_701_ < l_681_);
                                                            l_mut_466_ = l_702_;
                                                            double l_703_ = (l_670_ - l_669_);
                                                            bool l_704_ = (l_703_ >= l_681_);
                                                            l_mut_463_ = l_704_;
                                                            double l_705_ = (l_671_ - l_669_);
                                                            bool l_706_ = (l_705_ > l_692_);
                                                            l_mut_460_ = l_706_;
                                                            double l_707_ = (l_671_ + l_669_);
                                                            bool l_708_ = (l_707_ <= l_692_);
                                                            l_mut_457_ = l_708_;
                                                        }
                                                        l_mut_407_ = 2u;
                                                        bool _e1723 = l_mut_463_;
                                                        if (!(_e1723)) {
                                                            bool _e1727 = l_mut_457_;
                                                            local_32 = _e1727;
                                                        } else {
                                                            local_32 = true;
                                                        }
                                                        bool l_709_ = local_32;
                                                        if (l_709_) {
                                                            l_mut_407_ = 1u;
                                                        } else {
                                                            bool _e1731 = l_mut_466_;
                                                            if (_e1731) {
                                                                bool _e1734 = l_mut_460_;
                                                                local_33 = _e1734;
                                                            } else {
                                                                local_33 = false;
                                                            }
                                                            bool l_710_ = local_33;
                                                            if (l_710_) {
                                                                l_mut_407_ = 0u;
                                                            }
                                                        }
                                                        uint _e1738 = l_mut_407_;
                                                        l_mut_436_ = _e1738;
                                                    }
                                                    uint _e1739 = l_mut_436_;
                                                    l_mut_391_ = _e1739;
                                                } else {
                                                    bool l_711_ = (l_373_ == 6u);
                                                    if (l_711_) {
                                                        l_mut_391_ = 0u;
                                                        bool l_712_ = (l_387_ <= l_382_);
                                                        if (l_712_) {
                                                            double l_713_ = (l_379_ * 1.4551915228366852e-11L);
                                                            double l_714_ = (l_389_ + l_713_);
                                                            double _e1747 = l_mut_25_;
                                                            double l_715_ = (_e1747 - l_379_);
                                                            double _e1749 = l_mut_25_;
                                                            double l_716_ = (_e1749 + l_379_);
                                                            float _e1751 = l_mut_22_;
                                                            double l_717_ = double(_e1751);
                                                            float _e1753 = l_mut_22_;
                                                            uint l_718_ = asuint(_e1753);
                                                            uint l_719_ = (l_718_ + 1u);
                                                            l_mut_436_ = l_719_;
                                                            uint l_720_ = (l_718_ & 2147483647u);
                                                            bool l_721_ = (l_720_ == 0u);
                                                            if (l_721_) {
                                                                l_mut_436_ = 1u;
                                                            } else {
                                                                uint l_722_ = (l_718_ & 2147483648u);
                                                                bool l_723_ = (l_722_ != 0u);
                                                                if (l_723_) {
                                                                    uint l_724_ = (l_718_ - 1u);
                                                                    l_mut_436_ = l_724_;
                                                                }
                                                            }
                                                            uint _e1768 = l_mut_436_;
                                                            float l_725_ = asfloat(_e1768);
                                                            double l_726_ = double(l_725_);
                                                            float _e1771 = l_mut_22_;
                                                            float l_727_ = -(_e1771);
                                                            uint l_728_ = asuint(l_727_);
                                                            uint l_729_ = (l_728_ + 1u);
                                                            l_mut_436_ = l_729_;
                                                            uint l_730_ = (l_728_ & 2147483647u);
                                                            bool l_731_ = (l_730_ == 0u);
                                                            if (l_731_) {
                                                                l_mut_436_ = 1u;
                                                            } else {
                                                                uint l_732_ = (l_728_ & 2147483648u);
                                                                bool l_733_ = (l_732_ != 0u);
                                                                if (l_733_) {
                                                                    uint l_734_ = (l_728_ - 1u);
                                                                    l_mut_436_ = l_734_;
                                                                }
                                                            }
                                                            uint _e1787 = l_mut_436_;
                                                            float l_735_ = asfloat(_e1787);
                                                            float l_736_ = -(l_735_);
                                                            double l_737_ = double(l_736_);
                                                            double l_738_ = (l_715_ + l_714_);
                                                            bool l_739_ = (l_738_ <= l_717_);
                                                            l_mut_466_ = l_739_;
                                                            double l_740_ = (l_715_ - l_714_);
                                                            bool l_741_ = (l_740_ > l_717_);
                                                            l_mut_463_ = l_741_;
                                                            double l_742_ = (l_716_ - l_714_);
                                                            bool l_743_ = (l_742_ >= l_717_);
                                                            l_mut_460_ = l_743_;
                                                            double l_744_ = (l_716_ + l_714_);
                                                            bool l_745_ = (l_744_ < l_717_);
                                                            l_mut_457_ = l_745_;
                                                            if (l_377_) {
                                                                double l_746_ = (l_715_ + l_714_);
                                                                bool l_747_ = (l_746_ < l_726_);
                                                                l_mut_466_ = l_747_;
                                                                double l_748_ = (l_715_ - l_714_);
                                                                bool l_749_ = (l_748_ >= l_726_);
                                                                l_mut_463_ = l_749_;
                                                                double l_750_ = (l_716_ - l_714_);
                                                                bool l_751_ = (l_750_ > l_737_);
                                                                l_mut_460_ = l_751_;
                                                                double l_752_ = (l_716_ + l_714_);
                                                                bool l_753_ = (l_752_ <= l_737_);
                                                                l_mut_457_ = l_753_;
                                                            }
                                                            l_mut_436_ = 2u;
                                                            bool _e1808 = l_mut_463_;
                                                            if (!(_e1808)) {
                                                                bool _e1812 = l_mut_457_;
                                                                local_34 = _e1812;
                                                            } else {
                                                                local_34 = true;
                                                            }
                                                            bool l_754_ = local_34;
                                                            if (l_754_) {
                                                                l_mut_436_ = 1u;
                                                            } else {
                                                                bool _e1816 = l_mut_466_;
                                                                if (_e1816) {
                                                                    bool _e1819 = l_mut_460_;
                                                                    local_35 = _e1819;
                                                                } else {
                                                                    local_35 = false;
                                                                }
                                                                bool l_755_ = local_35;
                                                                if (l_755_) {
                                                                    l_mut_436_ = 0u;
                                                                }
                                                            }
                                                            uint _e1823 = l_mut_436_;
                                                            l_mut_391_ = _e1823;
                                                        }
                                                    } else {
                                                        bool l_756_ = (l_373_ == 7u);
                                                        if (l_756_) {
                                                            double _e1826 = l_mut_25_;
                                                            double l_757_ = abs(_e1826);
                                                            double l_758_ = (l_379_ * l_757_);
                                                            l_mut_217_ = l_758_;
                                                            double _e1829 = l_mut_25_;
                                                            double l_759_ = abs(_e1829);
                                                            l_mut_49_ = 1.401298464324817e-45L;
                                                            bool l_760_ = (l_759_ >= 1.1754943508222875e-38L);
                                                            bool l_761_ = (l_759_ <= 1.7976931348623157e308L);
                                                            if (l_760_) {
                                                                local_36 = l_761_;
                                                            } else {
                                                                local_36 = false;
                                                            }
                                                            bool l_762_ = local_36;
                                                            if (l_762_) {
                                                                uint64_t l_763_ = l_759_;
                                                                uint64_t l_764_ = (l_763_ >> uint(52uL));
                                                                uint64_t l_765_ = (l_764_ - 23uL);
                                                                uint64_t l_766_ = (l_765_ << uint(52uL));
                                                                double l_767_ = l_766_;
                                                                l_mut_49_ = l_767_;
                                                            }
                                                            double _e1853 = l_mut_49_;
                                                            double l_768_ = (0.5L * _e1853);
                                                            double _e1855 = l_mut_217_;
                                                            bool l_769_ = (l_768_ > _e1855);
                                                            if (l_769_) {
                                                                l_mut_217_ = l_768_;
                                                            }
                                                            double _e1857 = l_mut_25_;
                                                            double l_770_ = (_e1857 - l_389_);
                                                            double l_771_ = abs(l_770_);
                                                            l_mut_49_ = 1.401298464324817e-45L;
                                                            bool l_772_ = (l_771_ >= 1.1754943508222875e-38L);
                                                            bool l_773_ = (l_771_ <= 1.7976931348623157e308L);
                                                            if (l_772_) {
                                                                local_37 = l_773_;
                                                            } else {
                                                                local_37 = false;
                                                            }
                                                            bool l_774_ = local_37;
                                                            if (l_774_) {
                                                                uint64_t l_775_ = l_771_;
                                                                uint64_t l_776_ = (l_775_ >> uint(52uL));
                                                                uint64_t l_777_ = (l_776_ - 23uL);
                                                                uint64_t l_778_ = (l_777_ << uint(52uL));
                                                                double l_779_ = l_778_;
                                                                l_mut_49_ = l_779_;
                                                            }
                                                            double _e1881 = l_mut_25_;
                                                            double l_780_ = (_e1881 + l_389_);
                                                            double l_781_ = abs(l_780_);
                                                            l_mut_34_ = 1.401298464324817e-45L;
                                                            bool l_782_ = (l_781_ >= 1.1754943508222875e-38L);
                                                            bool l_783_ = (l_781_ <= 1.7976931348623157e308L);
                                                            if (l_782_) {
                                                                local_38 = l_783_;
                                                            } else {
                                                                local_38 = false;
                                                            }
                                                            bool l_784_ = local_38;
                                                            if (l_784_) {
                                                                uint64_t l_785_ = l_781_;
                                                                uint64_t l_786_ = (l_785_ >> uint(52uL));
                                                                uint64_t l_787_ = (l_786_ - 23uL);
                                                                uint64_t l_788_ = (l_787_ << uint(52uL));
                                                                double l_789_ = l_788_;
                                                                l_mut_34_ = l_789_;
                                                            }
                                                            double _e1905 = l_mut_49_;
                                                            double _e1906 = l_mut_34_;
                                                            bool l_790_ = (_e1905 == _e1906);
                                                            if (l_790_) {
                                                                double l_791_ = (l_379_ * l_389_);
                                                                double l_792_ = (l_389_ + l_791_);
                                                                double _e1910 = l_mut_217_;
                                                                double l_793_ = (_e1910 * 1.4551915228366852e-11L);
                                                                double l_794_ = (l_792_ + l_793_);
                                                                double _e1914 = l_mut_25_;
                                                                double _e1915 = l_mut_217_;
                                                                double l_795_ = (_e1914 - _e1915);
                                                                double _e1917 = l_mut_25_;
                                                                double _e1918 = l_mut_217_;
                                                                double l_796_ = (_e1917 + _e1918);
                                                                float _e1920 = l_mut_22_;
                                                                double l_797_ = double(_e1920);
                                                                float _e1922 = l_mut_22_;
                                                                uint l_798_ = asuint(_e1922);
                                                                uint l_799_ = (l_798_ + 1u);
                                                                l_mut_436_ = l_799_;
                                                                uint l_800_ = (l_798_ & 2147483647u);
                                                                bool l_801_ = (l_800_ == 0u);
                                                                if (l_801_) {
                                                                    l_mut_436_ = 1u;
                                                                } else {
                                                                    uint l_802_ = (l_798_ & 2147483648u);
                                                                    bool l_803_ = (l_802_ != 0u);
                                                                    if (l_803_) {
                                                                        uint l_804_ = (l_798_ - 1u);
                                                                        l_mut_436_ = l_804_;
                                                                    }
                                                                }
                                                                uint _e1937 = l_mut_436_;
                                                                float l_805_ = asfloat(_e1937);
                                                                double l_806_ = double(l_805_);
                                                                float _e1940 = l_mut_22_;
                                                                float l_807_ = -(_e1940);
                                                                uint l_808_ = asuint(l_807_);
                                                                uint l_809_ = (l_808_ + 1u);
                                                                l_mut_436_ = l_809_;
                                                                uint l_810_ = (l_808_ & 2147483647u);
                                                                bool l_811_ = (l_810_ == 0u);
                                                                if (l_811_) {
                                                                    l_mut_436_ = 1u;
                                                                } else {
                                                                    uint l_812_ = (l_808_ & 2147483648u);
                                                                    bool l_813_ = (l_812_ != 0u);
                                                                    if (l_813_) {
                                                                        uint l_814_ = (l_808_ - 1u);
                                                                        l_mut_436_ = l_814_;
                                                                    }
                                                                }
                                                                uint _e1956 = l_mut_436_;
                                                                float l_815_ = asfloat(_e1956);
                                                                float l_816_ = -(l_815_);
                                                                double l_817_ = double(l_816_);
                                                                double l_818_ = (l_795_ + l_794_);
                                                                bool l_819_ = (l_818_ <= l_797_);
                                                                l_mut_466_ = l_819_;
                                                                double l_820_ = (l_795_ - l_794_);
                                                                bool l_821_ = (l_820_ > l_797_);
                                                                l_mut_463_ = l_821_;
                                                                double l_822_ = (l_796_ - l_794_);
                                                                bool l_823_ = (l_822_ >= l_797_);
                                                                l_mut_460_ = l_823_;
                                                                double l_824_ = (l_796_ + l_794_);
                                                                bool l_825_ = (l_824_ < l_797_);
                                                                l_mut_457_ = l_825_;
                                                                if (l_377_) {
                                                                    double l_826_ = (l_795_ + l_794_);
                                                                    bool l_827_ = (l_826_ < l_806_);
                                                                    l_mut_466_ = l_827_;
                                                                    double l_828_ = (l_795_ - l_794_);
                                                                    bool l_829_ = (l_828_ >= l_806_);
                                                                    l_mut_463_ = l_829_;
                                                                    double l_830_ = (l_796_ - l_794_);
                                                                    bool l_831_ = (l_830_ > l_817_);
                                                                    l_mut_460_ = l_831_;
                                                                    double l_832_ = (l_796_ + l_794_);
                                                                    bool l_833_ = (l_832_ <= l_817_);
                                                                    l_mut_457_ = l_833_;
                                                                }
                                                                l_mut_436_ = 2u;
                                                                bool _e1977 = l_mut_463_;
                                                                if (!(_e1977)) {
                                                                    bool _e1981 = l_mut_457_;
                                                                    local_39 = _e1981;
                                                                } else {
                                                                    local_39 = true;
                                                                }
                                                                bool l_834_ = local_39;
                                                                if (l_834_) {
                                                                    l_mut_436_ = 1u;
                                                                } else {
                                                                    bool _e1985 = l_mut_466_;
                                                                    if (_e1985) {
                                                                        bool _e1988 = l_mut_460_;
                                                                        local_40 = _e1988;
                                                                    } else {
                                                                        local_40 = false;
                                                                    }
                                                                    bool l_835_ = local_40;
                                                                    if (l_835_) {
                                                                        l_mut_436_ = 0u;
                                                                    }
                                                                }
                                                                uint _e1992 = l_mut_436_;
                                                                l_mut_391_ = _e1992;
                                                            }
                                                        } else {
                                                            bool l_836_ = (l_373_ == 8u);
                                                            if (l_836_) {
                                                                bool l_837_ = (l_386_ >= 0.5L);
                                                                bool l_838_ = (l_386_ <= 2.0L);
                                                                if (l_837_) {
                                                                    local_41 = l_838_;
                                                                } else {
                                                                    local_41 = false;
                                                                }
                                                                bool l_839_ = local_41;
                                                                if (l_839_) {
                                                                    double l_840_ = (l_379_ * 1.4551915228366852e-11L);
                                                                    double l_841_ = (l_389_ + l_840_);
                                                                    double _e2006 = l_mut_25_;
                                                                    double l_842_ = (_e2006 - l_379_);
                                                                    double _e2008 = l_mut_25_;
                                                                    double l_843_ = (_e2008 + l_379_);
                                                                    float _e2010 = l_mut_22_;
                                                                    double l_844_ = double(_e2010);
                                                                    float _e2012 = l_mut_22_;
                                                                    uint l_845_ = asuint(_e2012);
                                                                    uint l_846_ = (l_845_ + 1u);
                                                                    l_mut_436_ = l_846_;
                                                                    uint l_847_ = (l_845_ & 2147483647u);
                                                                    bool l_848_ = (l_847_ == 0u);
                                                                    if (l_848_) {
                                                                        l_mut_436_ = 1u;
                                                                    } else {
                                                                        uint l_849_ = (l_845_ & 2147483648u);
                                                                        bool l_850_ = (l_849_ != 0u);
                                                                        if (l_850_) {
                                                                            uint l_851_ = (l_845_ - 1u);
                                                                            l_mut_436_ = l_851_;
                                                                        }
                                                                    }
                                                                    uint _e2027 = l_mut_436_;
                                                                    float l_852_ = asfloat(_e2027);
                                                                    double l_853_ = double(l_852_);
                                                                    float _e2030 = l_mut_22_;
                                                                    float l_854_ = -(_e2030);
                                                                    uint l_855_ = asuint(l_854_);
                                                                    uint l_856_ = (l_855_ + 1u);
                                                                    l_mut_436_ = l_856_;
                                                                    uint l_857_ = (l_855_ & 2147483647u);
                                                                    bool l_858_ = (l_857_ == 0u);
                                                                    if (l_858_) {
                                                                        l_mut_436_ = 1u;
                                                                    } else {
                                                                        uint l_859_ = (l_855_ & 2147483648u);
                                                                        bool l_860_ = (l_859_ != 0u);
                                                                        if (l_860_) {
                                                                            uint l_861_ = (l_855_ - 1u);
                                                                            l_mut_436_ = l_861_;
                                                                        }
                                                                    }
                                                                    uint _e2046 = l_mut_436_;
                                                                    float l_862_ = asfloat(_e2046);
                                                                    float l_863_ = -(l_862_);
                                                                    double l_864_ = double(l_863_);
                                                                    double l_865_ = (l_842_ + l_841_);
                                                                    bool l_866_ = (l_865_ <= l_844_);
                                                                    l_mut_466_ = l_866_;
                                                                    double l_867_ = (l_842_ - l_841_);
                                                                    bool l_868_ = (l_867_ > l_844_);
                                                                    l_mut_463_ = l_868_;
                                                                    double l_869_ = (l_843_ - l_841_);
                                                                    bool l_870_ = (l_869_ >= l_844_);
                                                                    l_mut_460_ = l_870_;
                                                                    double l_871_ = (l_843_ + l_841_);
                                                                    bool l_872_ = (l_871_ < l_844_);
                                                                    l_mut_457_ = l_872_;
                                                                    if (l_377_) {
                                                                        double l_873_ = (l_842_ + l_841_);
                                                                        bool l_874_ = (l_873_ < l_853_);
                                                                        l_mut_466_ = l_874_;
                                                                        double l_875_ = (l_842_ - l_841_);
                                                                        bool l_876_ = (l_875_ >= l_853_);
                                                                        l_mut_463_ = l_876_;
                                                                        double l_877_ = (l_843_ - l_841_);
                                                                        bool l_878_ = (l_877_ > l_864_);
                                                                        l_mut_460_ = l_878_;
                                                                        double l_879_ = (l_843_ + l_841_);
                                                                        bool l_880_ = (l_879_ <= l_864_);
                                                                        l_mut_457_ = l_880_;
                                                                    }
                                                                    l_mut_436_ = 2u;
                                                                    bool _e2067 = l_mut_463_;
                                                                    if (!(_e2067)) {
                                                                        bool _e2071 = l_mut_457_;
                                                                        local_42 = _e2071;
                                                                    } else {
                                                                        local_42 = true;
                                                                    }
                                                                    bool l_881_ = local_42;
                                                                    if (l_881_) {
                                                                        l_mut_436_ = 1u;
                                                                    } else {
                                                                        bool _e2075 = l_mut_466_;
                                                                        if (_e2075) {
                                                                            bool _e2078 = l_mut_460_;
                                                                            local_43 = _e2078;
                                                                        } else {
                                                                            local_43 = false;
                                                                        }
                                                                        bool l_882_ = local_43;
                                                                        if (l_882_) {
                                                                            l_mut_436_ = 0u;
                                                                        }
                                                                    }
                                                                    uint _e2082 = l_mut_436_;
                                                                    l_mut_391_ = _e2082;
                                                                } else {
                                                                    double _e2083 = l_mut_25_;
                                                                    double l_883_ = abs(_e2083);
                                                                    l_mut_217_ = 1.401298464324817e-45L;
                                                                    bool l_884_ = (l_883_ >= 1.1754943508222875e-38L);
                                                                    bool l_885_ = (l_883_ <= 1.7976931348623157e308L);
                                                                    if (l_884_) {
                                                                        local_44 = l_885_;
                                                                    } else {
                                                                        local_44 = false;
                                                                    }
                                                                    bool l_886_ = local_44;
                                                                    if (l_886_) {
                                                                        uint64_t l_887_ = l_883_;
                                                                        uint64_t l_888_ = (l_887_ >> uint(52uL));
                                                                        uint64_t l_889_ = (l_888_ - 23uL);
                                                                        uint64_t l_890_ = (l_889_ << uint(52uL));
                                                                        double l_891_ = l_890_;
                                                                        l_mut_217_ = l_891_;
                                                                    }
                                                                    double _e2106 = l_mut_217_;
                                                                    double l_892_ = (l_382_ * _e2106);
                                                                    l_mut_436_ = 2u;
                                                                    double _e2109 = l_mut_25_;
                                                                    double l_893_ = (_e2109 - l_389_);
                                                                    double l_894_ = abs(l_893_);
                                                                    l_mut_217_ = 1.401298464324817e-45L;
                                                                    bool l_895_ = (l_894_ >= 1.1754943508222875e-38L);
                                                                    bool l_896_ = (l_894_ <= 1.7976931348623157e308L);
                                                                    if (l_895_) {
                                                                        local_45 = l_896_;
                                                                    } else {
                                                                        local_45 = false;
                                                                    }
                                                                    bool l_897_ = local_45;
                                                                    if (l_897_) {
                                                                        uint64_t l_898_ = l_894_;
                                                                        uint64_t l_899_ = (l_898_ >> uint(52uL));
                                                                        uint64_t l_900_ = (l_899_ - 23uL);
                                                                        uint64_t l_901_ = (l_900_ << uint(52uL));
                                                                        double l_902_ = l_901_;
                                                                        l_mut_217_ = l_902_;
                                                                    }
                                                                    double _e2133 = l_mut_25_;
                                                                    double l_903_ = (_e2133 + l_389_);
                                                                    double l_904_ = abs(l_903_);
                                                                    l_mut_49_ = 1.401298464324817e-45L;
                                                                    bool l_905_ = (l_904_ >= 1.1754943508222875e-38L);
                                                                    bool l_906_ = (l_904_ <= 1.7976931348623157e308L);
                                                                    if (l_905_) {
                                                                        local_46 = l_906_;
                                                                    } else {
                                                                        local_46 = false;
                                                                    }
                                                                    bool l_907_ = local_46;
                                                                    if (l_907_) {
                                                                        uint64_t l_908_ = l_904_;
                                                                        uint64_t l_909_ = (l_908_ >> uint(52uL));
                                                                        uint64_t l_910_ = (l_909_ - 23uL);
                                                                        uint64_t l_911_ = (l_910_ << uint(52uL));
                                                                        double l_912_ = l_911_;
                                                                        l_mut_49_ = l_912_;
                                                                    }
                                                                    double _e2157 = l_mut_217_;
                                                                    double _e2158 = l_mut_49_;
                                                                    bool l_913_ = (_e2157 == _e2158);
                                                                    if (l_913_) {
                                                                        double l_914_ = (l_892_ * 1.4551915228366852e-11L);
                                                                        double l_915_ = (l_389_ + l_914_);
                                                                        double _e2163 = l_mut_25_;
                                                                        double l_916_ = (_e2163 - l_892_);
                                                                        double _e2165 = l_mut_25_;
                                                                        double l_917_ = (_e2165 + l_892_);
                                                                        float _e2167 = l_mut_22_;
                                                                        double l_918_ = double(_e2167);
                                                                        float _e2169 = l_mut_22_;
                                                                        uint l_919_ = asuint(_e2169);
                                                                        uint l_920_ = (l_919_ + 1u);
                                                                        l_mut_407_ = l_920_;
                                                                        uint l_921_ = (l_919_ & 2147483647u);
                                                                        bool l_922_ = (l_921_ == 0u);
                                                                        if (l_922_) {
                                                                            l_mut_407_ = 1u;
                                                                        } else {
                                                                            uint l_923_ = (l_919_ & 2147483648u);
                                                                            bool l_924_ = (l_923_ != 0u);
                                                                            if (l_924_) {
                                                                                uint l_925_ = (l_919_ - 1u);
                                                                                l_mut_407_ = l_925_;
                                                                            }
                                                                        }
                                                                        uint _e2184 = l_mut_407_;
                                                                        float l_926_ = asfloat(_e2184);
                                                                        double l_927_ = double(l_926_);
                                                                        float _e2187 = l_mut_22_;
                                                                        float l_928_ = -(_e2187);
                                                                        uint l_929_ = asuint(l_928_);
                                                                        uint l_930_ = (l_929_ + 1u);
                                                                        l_mut_407_ = l_930_;
                                                                        uint l_931_ = (l_929_ & 2147483647u);
                                                                        bool l_932_ = (l_931_ == 0u);
                                                                        if (l_932_) {
                                                                            l_mut_407_ = 1u;
                                                                        } else {
                                                                            uint l_933_ = (l_929_ & 2147483648u);
                                                                            bool l_934_ = (l_933_ != 0u);
                                                                            if (l_934_) {
                                                                                uint l_935_ = (l_929_ - 1u);
                                                                                l_mut_407_ = l_935_;
                                                                            }
                                                                        }
                                                                        uint _e2203 = l_mut_407_;
                                                                        float l_936_ = asfloat(_e2203);
                                                                        float l_937_ = -(l_936_);
                                                                        double l_938_ = double(l_937_);
                                                                        double l_939_ = (l_916_ + l_915_);
                                                                        bool l_940_ = (l_939_ <= l_918_);
                                                                        l_mut_466_ = l_940_;
                                                                        double l_941_ = (l_916_ - l_915_);
                                                                        bool l_942_ = (l_941_ > l_918_);
                                                                        l_mut_463_ = l_942_;
                                                                        double l_943_ = (l_917_ - l_915_);
                                                                        bool l_944_ = (l_943_ >= l_918_);
                                                                        l_mut_460_ = l_944_;
                                                                        double l_945_ = (l_917_ + l_915_);
                                                                        bool l_946_ = (l_945_ < l_918_);
                                                                        l_mut_457_ = l_946_;
                                                                        if (l_377_) {
                                                                            double l_947_ = (l_916_ + l_915_);
                                                                            bool l_948_ = (l_947_ < l_927_);
                                                                            l_mut_466_ = l_948_;
                                                                            double l_949_ = (l_916_ - l_915_);
                                                                            bool l_950_ = (l_949_ >= l_927_);
                                                                            l_mut_463_ = l_950_;
                                                                            double l_951_ = (l_917_ - l_915_);
                                                                            bool l_952_ = (l_951_ > l_938_);
                                                                            l_mut_460_ = l_952_;
                                                                            double l_953_ = (l_917_ + l_915_);
                                                                            bool l_954_ = (l_953_ <= l_938_);
                                                                            l_mut_457_ = l_954_;
                                                                        }
                                                                        l_mut_407_ = 2u;
                                                                        bool _e2224 = l_mut_463_;
                                                                        if (!(_e2224)) {
                                                                            bool _e2228 = l_mut_457_;
                                                                            local_47 = _e2228;
                                                                        } else {
                                                                            local_47 = true;
                                                                        }
                                                                        bool l_955_ = local_47;
                                                                        if (l_955_) {
                                                                            l_mut_407_ = 1u;
                                                                        } else {
                                                                            bool _e2232 = l_mut_466_;
                                                                            if (_e2232) {
                                                                                bool _e2235 = l_mut_460_;
                                                                                local_48 = _e2235;
                                                                            } else {
                                                                                local_48 = false;
                                                                            }
                                                                            bool l_956_ = local_48;
                                                                            if (l_956_) {
                                                                                l_mut_407_ = 0u;
                                                                            }
                                                                        }
                                                                        uint _e2239 = l_mut_407_;
                                                                        l_mut_436_ = _e2239;
                                                                    }
                                                                    uint _e2240 = l_mut_436_;
                                                                    l_mut_391_ = _e2240;
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
                            uint l_957_ = a_390_[0];
                            bool l_958_ = (l_957_ == 0u);
                            if (l_958_) {
                                l_mut_391_ = 2u;
                            }
                            uint _e2246 = l_mut_371_;
                            uint _e2248 = l_mut_391_;
                            a_10_[min(uint(_e2246), 7u)] = _e2248;
                            uint _e2249 = l_mut_371_;
                            uint l_959_ = a_10_[min(uint(_e2249), 7u)];
                            bool l_960_ = (l_959_ == 2u);
                            if (l_960_) {
                                l_mut_101_ = false;
                            }
                        }
                    }
                }
                uint _e2258 = l_mut_35_;
                bool l_961_ = (_e2258 == 4294967293u);
                if (l_961_) {
                    uint l_962_ = a_8_[0];
                    uint l_963_ = (l_962_ + 1u);
                    a_8_[0] = l_963_;
                } else {
                    bool _e2266 = l_mut_101_;
                    if (_e2266) {
                        l_mut_217_ = l_362_;
                        double _e2267 = l_mut_217_;
                        bool l_964_ = (_e2267 < -17.0L);
                        if (l_964_) {
                            l_mut_217_ = -17.0L;
                        }
                        double _e2271 = l_mut_217_;
                        bool l_965_ = (_e2271 > 17.0L);
                        if (l_965_) {
                            l_mut_217_ = 17.0L;
                        }
                        double _e2275 = l_mut_217_;
                        double l_966_ = (_e2275 + 16.0L);
                        double l_967_ = (l_966_ + 1.0L);
                        uint l_968_ = naga_f2u32(l_967_);
                        uint l_969_ = (2u + l_968_);
                        uint l_970_ = a_8_[min(uint(l_969_), 64u)];
                        uint l_971_ = (l_970_ + 1u);
                        a_8_[min(uint(l_969_), 64u)] = l_971_;
                        float _e2288 = l_mut_22_;
                        uint l_972_ = asuint(_e2288);
                        uint l_973_ = (l_972_ & 8388607u);
                        double l_974_ = double(l_973_);
                        double l_975_ = (l_974_ / 7.1362384635298e44L);
                        l_mut_217_ = l_975_;
                        uint l_976_ = (l_972_ & 2139095040u);
                        bool l_977_ = (l_976_ != 0u);
                        if (l_977_) {
                            uint l_978_ = (l_972_ & 2147483647u);
                            float l_979_ = asfloat(l_978_);
                            double l_980_ = double(l_979_);
                            l_mut_217_ = l_980_;
                        }
                        uint l_981_ = (l_972_ >> 31u);
                        double l_982_ = double(l_981_);
                        double l_983_ = (2.0L * l_982_);
                        double l_984_ = (1.0L - l_983_);
                        double _e2310 = l_mut_217_;
                        l_mut_217_ = (_e2310 * l_984_);
                        double _e2312 = l_mut_25_;
                        double l_985_ = abs(_e2312);
                        double _e2314 = l_mut_25_;
                        double l_986_ = (_e2314 * 0.0L);
                        double l_987_ = (l_986_ + 7.1362384635298e44L);
                        l_mut_49_ = l_987_;
                        bool l_988_ = (l_985_ >= 2.350988701644575e-38L);
                        if (l_988_) {
                            uint _e2321 = l_mut_35_;
                            uint l_989_ = (_e2321 & 2147483647u);
                            float l_990_ = asfloat(l_989_);
                            double l_991_ = double(l_990_);
                            uint l_992_ = (l_989_ & 2139095040u);
                            float l_993_ = asfloat(l_992_);
                            double l_994_ = double(l_993_);
                            bool l_995_ = (l_991_ > l_985_);
                            uint l_996_ = (l_989_ & 8388607u);
                            bool l_997_ = (l_996_ == 0u);
                            if (l_995_) {
                                local_49 = l_997_;
                            } else {
                                local_49 = false;
                            }
                            bool l_998_ = local_49;
                            double l_999_ = (l_994_ * 1.1920928955078125e-7L);
                            double l_1000_ = double(l_998_);
                            double l_1001_ = (0.5L * l_1000_);
                            double l_1002_ = (1.0L - l_1001_);
                            double l_1003_ = (l_999_ * l_1002_);
                            double l_1004_ = (1.0L / l_1003_);
                            l_mut_49_ = l_1004_;
                        }
                        double _e2349 = l_mut_217_;
                        double _e2350 = l_mut_25_;
                        double l_1005_ = (_e2349 - _e2350);
                        double _e2352 = l_mut_49_;
                        double l_1006_ = (l_1005_ * _e2352);
                        uint l_1007_ = a_8_[45];
                        bool l_1008_ = (l_1007_ == 4294967295u);
                        double l_1009_ = a_9_[0];
                        bool l_1010_ = (l_1006_ < l_1009_);
                        if (!(l_1008_)) {
                            local_50 = l_1010_;
                        } else {
                            local_50 = true;
                        }
                        bool l_1011_ = local_50;
                        if (l_1011_) {
                            a_9_[0] = l_1006_;
                            a_8_[45] = l_20_;
                            a_8_[46] = l_343_;
                        }
                        uint l_1012_ = a_8_[47];
                        bool l_1013_ = (l_1012_ == 4294967295u);
                        double l_1014_ = a_9_[1];
                        bool l_1015_ = (l_1006_ > l_1014_);
                        if (!(l_1013_)) {
                            local_51 = l_1015_;
                        } else {
                            local_51 = true;
                        }
                        bool l_1016_ = local_51;
                        if (l_1016_) {
                            a_9_[1] = l_1006_;
                            a_8_[47] = l_20_;
                            a_8_[48] = l_343_;
                        }
                        bool l_1017_ = (l_362_ != 0.0L);
                        if (l_1017_) {
                            l_mut_1018_ = 0u;
                            uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                            bool loop_init_4 = true;
                            while(true) {
                                if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                if (!loop_init_4) {
                                    uint _e2437 = l_mut_1018_;
                                    l_mut_1018_ = (_e2437 + 1u);
                                }
                                loop_init_4 = false;
                                uint _e2388 = l_mut_1018_;
                                if ((_e2388 < 8u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e2391 = l_mut_1018_;
                                    uint l_1019_ = a_10_[min(uint(_e2391), 7u)];
                                    bool l_1020_ = (l_1019_ == 1u);
                                    if (l_1020_) {
                                        uint _e2397 = l_mut_1018_;
                                        uint l_1021_ = (37u + _e2397);
                                        uint l_1022_ = a_8_[min(uint(l_1021_), 64u)];
                                        uint l_1023_ = (l_1022_ + 1u);
                                        a_8_[min(uint(l_1021_), 64u)] = l_1023_;
                                        uint _e2405 = l_mut_1018_;
                                        uint l_1024_ = (2u + _e2405);
                                        uint l_1025_ = (2u * l_1024_);
                                        uint l_1026_ = (45u + l_1025_);
                                        uint l_1027_ = a_8_[min(uint(l_1026_), 64u)];
                                        bool l_1028_ = (l_1027_ == 4294967295u);
                                        double l_1029_ = abs(l_1006_);
                                        uint _e2417 = l_mut_1018_;
                                        uint l_1030_ = (2u + _e2417);
                                        double l_1031_ = a_9_[min(uint(l_1030_), 9u)];
                                        double l_1032_ = abs(l_1031_);
                                        bool l_1033_ = (l_1029_ > l_1032_);
                                        if (!(l_1028_)) {
                                            local_52 = l_1033_;
                                        } else {
                                            local_52 = true;
                                        }
                                        bool l_1034_ = local_52;
                                        if (l_1034_) {
                                            uint _e2429 = l_mut_1018_;
                                            uint l_1035_ = (2u + _e2429);
                                            a_9_[min(uint(l_1035_), 9u)] = l_1006_;
                                            a_8_[min(uint(l_1026_), 64u)] = l_20_;
                                            uint l_1036_ = (l_1026_ + 1u);
                                            a_8_[min(uint(l_1036_), 64u)] = l_343_;
                                        }
                                    }
                                }
                            }
                        }
                    } else {
                        uint l_1037_ = a_8_[1];
                        uint l_1038_ = (l_2_ + l_1037_);
                        uint l_1039_ = (l_1038_ * 2u);
                        uint l_1145_ = asuint(info.Load(24+0));
                        uint l_1146_ = (l_1145_ * 1u);
                        bool l_1147_ = (l_1039_ < l_1146_);
                        if (l_1147_) {
                            buffer_6_global.Store(l_1039_*4, asuint(l_20_));
                        }
                        uint l_1040_ = (l_1039_ + 1u);
                        uint l_1148_ = asuint(info.Load(24+0));
                        uint l_1149_ = (l_1148_ * 1u);
                        bool l_1150_ = (l_1040_ < l_1149_);
                        if (l_1150_) {
                            buffer_6_global.Store(l_1040_*4, asuint(l_343_));
                        }
                        uint l_1041_ = a_8_[1];
                        uint l_1042_ = (l_1041_ + 1u);
                        a_8_[1] = l_1042_;
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
                uint _e2494 = l_mut_1043_;
                l_mut_1043_ = (_e2494 + 1u);
            }
            loop_init_5 = false;
            uint _e2474 = l_mut_1043_;
            if ((_e2474 < 65u)) {
            } else {
                break;
            }
            {
                uint l_1044_ = (id * 65u);
                uint _e2479 = l_mut_1043_;
                uint l_1045_ = (l_1044_ + _e2479);
                uint _e2481 = l_mut_1043_;
                uint l_1046_ = a_8_[min(uint(_e2481), 64u)];
                uint l_1151_ = asuint(info.Load(16+0));
                uint l_1152_ = (l_1151_ * 1u);
                bool l_1153_ = (l_1045_ < l_1152_);
                if (l_1153_) {
                    buffer_4_global.Store(l_1045_*4, asuint(l_1046_));
                }
            }
        }
        uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
        bool loop_init_6 = true;
        while(true) {
            if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
            loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
            if (!loop_init_6) {
                uint _e2518 = l_mut_1047_;
                l_mut_1047_ = (_e2518 + 1u);
            }
            loop_init_6 = false;
            uint _e2498 = l_mut_1047_;
            if ((_e2498 < 10u)) {
            } else {
                break;
            }
            {
                uint l_1048_ = (id * 10u);
                uint _e2503 = l_mut_1047_;
                uint l_1049_ = (l_1048_ + _e2503);
                uint _e2505 = l_mut_1047_;
                double l_1050_ = a_9_[min(uint(_e2505), 9u)];
                uint l_1154_ = asuint(info.Load(20+0));
                uint l_1155_ = (l_1154_ * 1u);
                bool l_1156_ = (l_1049_ < l_1155_);
                if (l_1156_) {
                    buffer_5_global.Store(l_1049_*8, l_1050_);
                }
            }
        }
        return;
    } else {
        return;
    }
}
