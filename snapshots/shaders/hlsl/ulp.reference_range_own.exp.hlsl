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

int naga_f2i32(double value) {
    return int(clamp(value, -2147483648.0L, 2147483647.0L));
}

uint naga_f2u32(double value) {
    return uint(clamp(value, 0.0L, 4294967295.0L));
}

[numthreads(64, 1, 1)]
void reference_range(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint a_8_[65] = (uint[65])0;
    double a_9_[10] = (double[10])0;
    uint a_197_[1] = (uint[1])0;
    double a_766_[2] = (double[2])0;
    uint a_10_[8] = (uint[8])0;
    bool l_mut_175_ = (bool)0;
    uint l_mut_198_ = (uint)0;
    uint l_mut_214_ = (uint)0;
    float l_mut_22_ = (float)0;
    uint l_mut_243_ = (uint)0;
    double l_mut_25_ = (double)0;
    bool l_mut_264_ = (bool)0;
    bool l_mut_267_ = (bool)0;
    bool l_mut_270_ = (bool)0;
    bool l_mut_273_ = (bool)0;
    double l_mut_28_ = (double)0;
    double l_mut_33_ = (double)0;
    double l_mut_589_ = (double)0;
    uint l_mut_80_ = (uint)0;
    double l_mut_949_ = (double)0;
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
    uint l_mut_178_ = (uint)0;
    bool local_11 = (bool)0;
    bool local_12 = (bool)0;
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
    bool local_52 = (bool)0;
    bool local_53 = (bool)0;
    bool local_54 = (bool)0;
    bool local_55 = (bool)0;
    bool local_56 = (bool)0;
    bool local_57 = (bool)0;
    bool local_58 = (bool)0;
    uint l_mut_1165_ = (uint)0;
    bool local_59 = (bool)0;
    uint l_mut_1190_ = 0u;
    uint l_mut_1194_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1212_ = asuint(info.Load(28+0));
        uint l_1213_ = (l_1212_ * 1u);
        bool l_1214_ = (0u < l_1213_);
        if (l_1214_) {
            buffer_7_global.Store(0, asuint(1u));
        }
    }
    uint l_1198_ = asuint(info.Load(0+0));
    uint l_1199_ = (l_1198_ * 1u);
    bool l_1200_ = (1u < l_1199_);
    uint l_1201_ = (l_1199_ - 1u);
    uint l_1202_ = min(1u, l_1201_);
    uint l_1203_ = asuint(buffer_0_global.Load(l_1202_*4));
    uint l_1_ = (l_1200_ ? l_1203_ : 0u);
    uint l_2_ = (id * l_1_);
    uint l_1205_ = asuint(info.Load(0+0));
    uint l_1206_ = (l_1205_ * 1u);
    bool l_1207_ = (2u < l_1206_);
    uint l_1208_ = (l_1206_ - 1u);
    uint l_1209_ = min(2u, l_1208_);
    uint l_1210_ = asuint(buffer_0_global.Load(l_1209_*4));
    uint l_3_ = (l_1207_ ? l_1210_ : 0u);
    bool l_4_ = (l_2_ < l_3_);
    if (l_4_) {
        uint l_5_ = (l_2_ + l_1_);
        uint l_1215_ = asuint(info.Load(0+0));
        uint l_1216_ = (l_1215_ * 1u);
        bool l_1217_ = (2u < l_1216_);
        uint l_1218_ = (l_1216_ - 1u);
        uint l_1219_ = min(2u, l_1218_);
        uint l_1220_ = asuint(buffer_0_global.Load(l_1219_*4));
        uint l_6_ = (l_1217_ ? l_1220_ : 0u);
        uint l_7_ = min(l_5_, l_6_);
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e122 = l_mut_11_;
                l_mut_11_ = (_e122 + 1u);
            }
            loop_init = false;
            uint _e115 = l_mut_11_;
            if ((_e115 < 45u)) {
            } else {
                break;
            }
            {
                uint _e118 = l_mut_11_;
                a_8_[min(uint(_e118), 64u)] = 0u;
            }
        }
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init_1 = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init_1) {
                uint _e149 = l_mut_12_;
                l_mut_12_ = (_e149 + 1u);
            }
            loop_init_1 = false;
            uint _e126 = l_mut_12_;
            if ((_e126 < 10u)) {
            } else {
                break;
            }
            {
                uint _e130 = l_mut_12_;
                uint l_13_ = (2u * _e130);
                uint l_14_ = (45u + l_13_);
                a_8_[min(uint(l_14_), 64u)] = 4294967295u;
                uint _e137 = l_mut_12_;
                uint l_15_ = (2u * _e137);
                uint l_16_ = (45u + l_15_);
                uint l_17_ = (l_16_ + 1u);
                a_8_[min(uint(l_17_), 64u)] = 0u;
                uint _e145 = l_mut_12_;
                a_9_[min(uint(_e145), 9u)] = 0.0L;
            }
        }
        l_mut_18_ = l_2_;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e2643 = l_mut_18_;
                l_mut_18_ = (_e2643 + 1u);
            }
            loop_init_2 = false;
            uint _e152 = l_mut_18_;
            if ((_e152 < l_7_)) {
            } else {
                break;
            }
            {
                uint l_1222_ = asuint(info.Load(0+0));
                uint l_1223_ = (l_1222_ * 1u);
                bool l_1224_ = (0u < l_1223_);
                uint l_1225_ = (l_1223_ - 1u);
                uint l_1226_ = min(0u, l_1225_);
                uint l_1227_ = asuint(buffer_0_global.Load(l_1226_*4));
                uint l_19_ = (l_1224_ ? l_1227_ : 0u);
                uint _e171 = l_mut_18_;
                uint l_20_ = (l_19_ + _e171);
                float l_21_ = asfloat(l_20_);
                l_mut_22_ = l_21_;
                float l_23_ = exp(l_21_);
                l_mut_22_ = l_23_;
                double l_24_ = double(l_21_);
                l_mut_25_ = l_24_;
                double l_26_ = double(l_21_);
                double l_27_ = (l_26_ + 0.0L);
                l_mut_28_ = l_27_;
                const bool _e179 = is_nan_1_f64_(l_27_);
                if (_e179) {
                } else {
                    bool l_30_ = (l_27_ < -700.0L);
                    if (l_30_) {
                        l_mut_28_ = 0.0L;
                    } else {
                        bool l_31_ = (l_27_ > 700.0L);
                        if (l_31_) {
                            double l_32_ = 9218868437227405312uL;
                            l_mut_33_ = l_32_;
                            bool l_34_ = (l_27_ < 0.0L);
                            if (l_34_) {
                                double _e189 = l_mut_33_;
                                double l_35_ = -(_e189);
                                l_mut_33_ = l_35_;
                            }
                            double _e191 = l_mut_33_;
                            l_mut_28_ = _e191;
                        } else {
                            double l_36_ = (l_27_ * 1.4426950408889634L);
                            double l_37_ = (l_36_ + 0.5L);
                            double l_38_ = floor(l_37_);
                            double l_39_ = (l_38_ * 0.6931471824645996L);
                            double l_40_ = (l_26_ - l_39_);
                            double l_41_ = (l_38_ * -1.904654299957768e-9L);
                            double l_42_ = (0.0L - l_41_);
                            double l_43_ = (l_40_ + l_42_);
                            double l_44_ = (l_43_ * 7.647163731819816e-13L);
                            double l_45_ = (l_44_ + 1.1470745597729725e-11L);
                            l_mut_33_ = l_45_;
                            double _e209 = l_mut_33_;
                            double l_46_ = (_e209 * l_43_);
                            double l_47_ = (l_46_ + 1.6059043836821613e-10L);
                            l_mut_33_ = l_47_;
                            double _e213 = l_mut_33_;
                            double l_48_ = (_e213 * l_43_);
                            double l_49_ = (l_48_ + 2.08767569878681e-9L);
                            l_mut_33_ = l_49_;
                            double _e217 = l_mut_33_;
                            double l_50_ = (_e217 * l_43_);
                            double l_51_ = (l_50_ + 2.505210838544172e-8L);
                            l_mut_33_ = l_51_;
                            double _e221 = l_mut_33_;
                            double l_52_ = (_e221 * l_43_);
                            double l_53_ = (l_52_ + 2.755731922398589e-7L);
                            l_mut_33_ = l_53_;
                            double _e225 = l_mut_33_;
                            double l_54_ = (_e225 * l_43_);
                            double l_55_ = (l_54_ + 2.7557319223985893e-6L);
                            l_mut_33_ = l_55_;
                            double _e229 = l_mut_33_;
                            double l_56_ = (_e229 * l_43_);
                            double l_57_ = (l_56_ + 2.48015873015873e-5L);
                            l_mut_33_ = l_57_;
                            double _e233 = l_mut_33_;
                            double l_58_ = (_e233 * l_43_);
                            double l_59_ = (l_58_ + 0.0001984126984126984L);
                            l_mut_33_ = l_59_;
                            double _e237 = l_mut_33_;
                            double l_60_ = (_e237 * l_43_);
                            double l_61_ = (l_60_ + 0.001388888888888889L);
                            l_mut_33_ = l_61_;
                            double _e241 = l_mut_33_;
                            double l_62_ = (_e241 * l_43_);
                            double l_63_ = (l_62_ + 0.008333333333333333L);
                            l_mut_33_ = l_63_;
                            double _e245 = l_mut_33_;
                            double l_64_ = (_e245 * l_43_);
                            double l_65_ = (l_64_ + 0.041666666666666664L);
                            l_mut_33_ = l_65_;
                            double _e249 = l_mut_33_;
                            double l_66_ = (_e249 * l_43_);
                            double l_67_ = (l_66_ + 0.16666666666666666L);
                            l_mut_33_ = l_67_;
                            double _e253 = l_mut_33_;
                            double l_68_ = (_e253 * l_43_);
                            double l_69_ = (l_68_ + 0.5L);
                            l_mut_33_ = l_69_;
                            double l_70_ = (l_43_ * l_43_);
                            double _e258 = l_mut_33_;
                            double l_71_ = (l_70_ * _e258);
                            double l_72_ = (l_43_ + l_71_);
                            double l_73_ = (1.0L + l_72_);
                            int l_74_ = naga_f2i32(l_38_);
                            int l_75_ = asint(asuint(l_74_) + asuint(int(1023)));
                            uint64_t l_76_ = uint64_t(l_75_);
                            uint64_t l_77_ = (l_76_ << uint(52uL));
                            double l_78_ = l_77_;
                            double l_79_ = (l_73_ * l_78_);
                            l_mut_28_ = l_79_;
                        }
                    }
                }
                double _e273 = l_mut_28_;
                l_mut_25_ = _e273;
                l_mut_80_ = 4294967294u;
                float _e275 = l_mut_22_;
                uint l_81_ = asuint(_e275);
                uint l_82_ = asuint(l_21_);
                uint l_83_ = (l_82_ & 2139095040u);
                bool l_84_ = (l_83_ != 2139095040u);
                bool l_85_ = (l_83_ == 0u);
                uint l_86_ = asuint(l_21_);
                uint l_87_ = (l_86_ & 8388607u);
                bool l_88_ = (l_87_ != 0u);
                if (l_85_) {
                    local = l_88_;
                } else {
                    local = false;
                }
                bool l_89_ = local;
                double _e293 = l_mut_25_;
                double l_90_ = abs(_e293);
                double _e295 = l_mut_25_;
                bool l_91_ = (_e295 < 0.0L);
                uint l_92_ = uint(l_91_);
                uint l_93_ = (2147483648u * l_92_);
                if (l_89_) {
                } else {
                    double _e301 = l_mut_25_;
                    const bool _e302 = is_nan_1_f64_(_e301);
                    if (_e302) {
                        uint l_95_ = (l_81_ & 2147483647u);
                        bool l_96_ = (l_95_ > 2139095040u);
                        if (l_96_) {
                            l_mut_80_ = 4294967293u;
                        }
                    } else {
                        bool l_97_ = (l_90_ >= 3.402823669209385e38L);
                        bool l_98_ = !(l_84_);
                        bool l_99_ = (l_90_ == 0.0L);
                        if (l_98_) {
                            local_1 = l_99_;
                        } else {
                            local_1 = false;
                        }
                        bool l_100_ = local_1;
                        if (!(l_97_)) {
                            local_2 = l_100_;
                        } else {
                            local_2 = true;
                        }
                        bool l_101_ = local_2;
                        if (l_101_) {
                            bool l_102_ = (l_90_ >= 3.402823669209385e38L);
                            uint l_103_ = uint(l_102_);
                            uint l_104_ = (2139095040u * l_103_);
                            uint l_105_ = (l_104_ | l_93_);
                            bool l_106_ = (l_81_ == l_105_);
                            uint l_107_ = (l_81_ | l_105_);
                            uint l_108_ = (l_107_ & 2147483647u);
                            bool l_109_ = (l_108_ == 0u);
                            if (!(l_106_)) {
                                local_3 = l_109_;
                            } else {
                                local_3 = true;
                            }
                            bool l_110_ = local_3;
                            if (l_110_) {
                                l_mut_80_ = 4294967293u;
                            }
                        } else {
                            bool l_111_ = (l_90_ >= 2.350988701644575e-38L);
                            if (l_84_) {
                                local_4 = l_111_;
                            } else {
                                local_4 = false;
                            }
                            bool l_112_ = local_4;
                            bool l_113_ = (l_90_ < 3.4028234663852886e38L);
                            if (l_112_) {
                                local_5 = l_113_;
                            } else {
                                local_5 = false;
                            }
                            bool l_114_ = local_5;
                            if (l_114_) {
                                float l_115_ = float(l_90_);
                                uint l_116_ = asuint(l_115_);
                                float l_117_ = asfloat(l_116_);
                                double l_118_ = double(l_117_);
                                double l_119_ = (l_90_ - l_118_);
                                uint l_120_ = (l_116_ + 1u);
                                bool l_121_ = (l_119_ < 0.0L);
                                uint l_122_ = uint(l_121_);
                                uint l_123_ = (2u * l_122_);
                                uint l_124_ = (l_120_ - l_123_);
                                float l_125_ = asfloat(l_124_);
                                double l_126_ = double(l_125_);
                                double l_127_ = (l_126_ - l_118_);
                                double l_128_ = abs(l_127_);
                                double l_129_ = (l_128_ * 0.5L);
                                double l_130_ = abs(l_119_);
                                double l_131_ = (l_129_ - l_130_);
                                double l_132_ = (l_90_ * 9.094947017729282e-13L);
                                bool l_133_ = (l_131_ > l_132_);
                                if (l_133_) {
                                    uint l_134_ = (l_116_ | l_93_);
                                    l_mut_80_ = l_134_;
                                }
                            } else {
                                bool l_135_ = (l_90_ < 2.350988701644575e-38L);
                                if (l_84_) {
                                    local_6 = l_135_;
                                } else {
                                    local_6 = false;
                                }
                                bool l_136_ = local_6;
                                if (l_136_) {
                                    double l_137_ = (l_90_ * 7.1362384635298e44L);
                                    double l_138_ = floor(l_137_);
                                    double l_139_ = (l_137_ - l_138_);
                                    double l_140_ = (l_139_ - 0.5L);
                                    double l_141_ = abs(l_140_);
                                    double l_142_ = (l_137_ * 9.094947017729282e-13L);
                                    bool l_143_ = (l_141_ > l_142_);
                                    if (l_143_) {
                                        bool l_144_ = (l_139_ > 0.5L);
                                        double l_145_ = double(l_144_);
                                        double l_146_ = (l_138_ + l_145_);
                                        uint l_147_ = naga_f2u32(l_146_);
                                        uint l_148_ = (l_147_ | l_93_);
                                        l_mut_80_ = l_148_;
                                    }
                                }
                            }
                        }
                    }
                }
                float _e399 = l_mut_22_;
                uint l_149_ = asuint(_e399);
                uint l_150_ = (l_149_ & 2139095040u);
                bool l_151_ = (l_150_ != 2139095040u);
                uint l_152_ = (l_149_ & 2147483647u);
                bool l_153_ = (l_152_ == 0u);
                uint l_154_ = (l_149_ & 2147483647u);
                double l_155_ = double(l_154_);
                uint l_156_ = (l_149_ >> 31u);
                double l_157_ = double(l_156_);
                double l_158_ = (2.0L * l_157_);
                double l_159_ = (1.0L - l_158_);
                double l_160_ = (l_155_ * l_159_);
                uint _e420 = l_mut_80_;
                uint l_161_ = (_e420 & 2147483647u);
                double l_162_ = double(l_161_);
                uint _e424 = l_mut_80_;
                uint l_163_ = (_e424 >> 31u);
                double l_164_ = double(l_163_);
                double l_165_ = (2.0L * l_164_);
                double l_166_ = (1.0L - l_165_);
                double l_167_ = (l_162_ * l_166_);
                double l_168_ = (l_160_ - l_167_);
                uint _e434 = l_mut_80_;
                bool l_169_ = (_e434 < 4294967293u);
                bool l_170_ = (l_168_ == 0.0L);
                bool l_171_ = !(l_153_);
                if (l_151_) {
                    local_7 = l_171_;
                } else {
                    local_7 = false;
                }
                bool l_172_ = local_7;
                if (!(l_170_)) {
                    local_8 = l_172_;
                } else {
                    local_8 = true;
                }
                bool l_173_ = local_8;
                if (l_169_) {
                    local_9 = l_173_;
                } else {
                    local_9 = false;
                }
                bool l_174_ = local_9;
                l_mut_175_ = l_174_;
                bool l_176_ = (l_168_ != 0.0L);
                bool _e455 = l_mut_175_;
                if (_e455) {
                    local_10 = l_176_;
                } else {
                    local_10 = false;
                }
                bool l_177_ = local_10;
                if (l_177_) {
                    l_mut_178_ = 0u;
                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                    bool loop_init_3 = true;
                    while(true) {
                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                        if (!loop_init_3) {
                            uint _e2429 = l_mut_178_;
                            l_mut_178_ = (_e2429 + 1u);
                        }
                        loop_init_3 = false;
                        uint _e462 = l_mut_178_;
                        if ((_e462 < 8u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e466 = l_mut_178_;
                            uint l_179_ = (2u * _e466);
                            uint l_1229_ = asuint(info.Load(4+0));
                            uint l_1230_ = (l_1229_ * 1u);
                            bool l_1231_ = (l_179_ < l_1230_);
                            uint l_1232_ = (l_1230_ - 1u);
                            uint l_1233_ = min(l_179_, l_1232_);
                            uint l_1234_ = asuint(buffer_1_global.Load(l_1233_*4));
                            uint l_180_ = (l_1231_ ? l_1234_ : 0u);
                            uint _e484 = l_mut_178_;
                            uint l_181_ = (2u * _e484);
                            uint l_182_ = (l_181_ + 1u);
                            uint l_1236_ = asuint(info.Load(4+0));
                            uint l_1237_ = (l_1236_ * 1u);
                            bool l_1238_ = (l_182_ < l_1237_);
                            uint l_1239_ = (l_1237_ - 1u);
                            uint l_1240_ = min(l_182_, l_1239_);
                            uint l_1241_ = asuint(buffer_1_global.Load(l_1240_*4));
                            uint l_183_ = (l_1238_ ? l_1241_ : 0u);
                            bool l_184_ = (l_183_ != 0u);
                            uint _e505 = l_mut_178_;
                            uint l_185_ = (_e505 * 4u);
                            uint l_1243_ = asuint(info.Load(8+0));
                            uint l_1244_ = (l_1243_ * 1u);
                            bool l_1245_ = (l_185_ < l_1244_);
                            uint l_1246_ = (l_1244_ - 1u);
                            uint l_1247_ = min(l_185_, l_1246_);
                            double l_1248_ = buffer_2_global.Load<double>(l_1247_*8);
                            double l_186_ = (l_1245_ ? l_1248_ : 0.0L);
                            uint _e523 = l_mut_178_;
                            uint l_187_ = (_e523 * 4u);
                            uint l_188_ = (l_187_ + 1u);
                            uint l_1250_ = asuint(info.Load(8+0));
                            uint l_1251_ = (l_1250_ * 1u);
                            bool l_1252_ = (l_188_ < l_1251_);
                            uint l_1253_ = (l_1251_ - 1u);
                            uint l_1254_ = min(l_188_, l_1253_);
                            double l_1255_ = buffer_2_global.Load<double>(l_1254_*8);
                            double l_189_ = (l_1252_ ? l_1255_ : 0.0L);
                            uint _e543 = l_mut_178_;
                            uint l_190_ = (_e543 * 4u);
                            uint l_191_ = (l_190_ + 2u);
                            uint l_1257_ = asuint(info.Load(8+0));
                            uint l_1258_ = (l_1257_ * 1u);
                            bool l_1259_ = (l_191_ < l_1258_);
                            uint l_1260_ = (l_1258_ - 1u);
                            uint l_1261_ = min(l_191_, l_1260_);
                            double l_1262_ = buffer_2_global.Load<double>(l_1261_*8);
                            double l_192_ = (l_1259_ ? l_1262_ : 0.0L);
                            double l_193_ = double(l_21_);
                            double l_194_ = abs(l_193_);
                            double _e565 = l_mut_25_;
                            double l_195_ = abs(_e565);
                            double l_196_ = (l_195_ * 1.4551915228366852e-11L);
                            a_197_[0] = 1u;
                            l_mut_198_ = 2u;
                            bool l_199_ = (l_180_ == 0u);
                            if (l_199_) {
                                l_mut_198_ = 0u;
                            } else {
                                bool l_200_ = (l_180_ == 1u);
                                if (l_200_) {
                                    l_mut_198_ = 1u;
                                    double l_201_ = abs(l_168_);
                                    bool l_202_ = (l_201_ <= l_186_);
                                    if (l_202_) {
                                        l_mut_198_ = 0u;
                                    }
                                } else {
                                    bool l_203_ = (l_180_ == 2u);
                                    if (l_203_) {
                                        double _e583 = l_mut_25_;
                                        double l_204_ = abs(_e583);
                                        l_mut_33_ = 1.401298464324817e-45L;
                                        bool l_205_ = (l_204_ >= 1.1754943508222875e-38L);
                                        bool l_206_ = (l_204_ <= 1.7976931348623157e308L);
                                        if (l_205_) {
                                            local_11 = l_206_;
                                        } else {
                                            local_11 = false;
                                        }
                                        bool l_207_ = local_11;
                                        if (l_207_) {
                                            uint64_t l_208_ = l_204_;
                                            uint64_t l_209_ = (l_208_ >> uint(52uL));
                                            uint64_t l_210_ = (l_209_ - 23uL);
                                            uint64_t l_211_ = (l_210_ << uint(52uL));
                                            double l_212_ = l_211_;
                                            l_mut_33_ = l_212_;
                                        }
                                        double _e606 = l_mut_33_;
                                        double l_213_ = (l_186_ * _e606);
                                        l_mut_214_ = 2u;
                                        double _e609 = l_mut_25_;
                                        double l_215_ = (_e609 - l_196_);
                                        double l_216_ = abs(l_215_);
                                        l_mut_33_ = 1.401298464324817e-45L;
                                        bool l_217_ = (l_216_ >= 1.1754943508222875e-38L);
                                        bool l_218_ = (l_216_ <= 1.7976931348623157e308L);
                                        if (l_217_) {
                                            local_12 = l_218_;
                                        } else {
                                            local_12 = false;
                                        }
                                        bool l_219_ = local_12;
                                        if (l_219_) {
                                            uint64_t l_220_ = l_216_;
                                            uint64_t l_221_ = (l_220_ >> uint(52uL));
                                            uint64_t l_222_ = (l_221_ - 23uL);
                                            uint64_t l_223_ = (l_222_ << uint(52uL));
                                            double l_224_ = l_223_;
                                            l_mut_33_ = l_224_;
                                        }
                                        double _e633 = l_mut_25_;
                                        double l_225_ = (_e633 + l_196_);
                                        double l_226_ = abs(l_225_);
                                        l_mut_28_ = 1.401298464324817e-45L;
                                        bool l_227_ = (l_226_ >= 1.1754943508222875e-38L);
                                        bool l_228_ = (l_226_ <= 1.7976931348623157e308L);
                                        if (l_227_) {
                                            local_13 = l_228_;
                                        } else {
                                            local_13 = false;
                                        }
                                        bool l_229_ = local_13;
                                        if (l_229_) {
                                            uint64_t l_230_ = l_226_;
                                            uint64_t l_231_ = (l_230_ >> uint(52uL));
                                            uint64_t l_232_ = (l_231_ - 23uL);
                                            uint64_t l_233_ = (l_232_ << uint(52uL));
                                            double l_234_ = l_233_;
                                            l_mut_28_ = l_234_;
                                        }
                                        double _e657 = l_mut_33_;
                                        double _e658 = l_mut_28_;
                                        bool l_235_ = (_e657 == _e658);
                                        if (l_235_) {
                                            double l_236_ = (l_213_ * 1.4551915228366852e-11L);
                                            double l_237_ = (l_196_ + l_236_);
                                            double _e663 = l_mut_25_;
                                            double l_238_ = (_e663 - l_213_);
                                            double _e665 = l_mut_25_;
                                            double l_239_ = (_e665 + l_213_);
                                            float _e667 = l_mut_22_;
                                            double l_240_ = double(_e667);
                                            float _e669 = l_mut_22_;
                                            uint l_241_ = asuint(_e669);
                                            uint l_242_ = (l_241_ + 1u);
                                            l_mut_243_ = l_242_;
                                            uint l_244_ = (l_241_ & 2147483647u);
                                            bool l_245_ = (l_244_ == 0u);
                                            if (l_245_) {
                                                l_mut_243_ = 1u;
                                            } else {
                                                uint l_246_ = (l_241_ & 2147483648u);
                                                bool l_247_ = (l_246_ != 0u);
                                                if (l_247_) {
                                                    uint l_248_ = (l_241_ - 1u);
                                                    l_mut_243_ = l_248_;
                                                }
                                            }
                                            uint _e684 = l_mut_243_;
                                            float l_249_ = asfloat(_e684);
                                            double l_250_ = double(l_249_);
                                            float _e687 = l_mut_22_;
                                            float l_251_ = -(_e687);
                                            uint l_252_ = asuint(l_251_);
                                            uint l_253_ = (l_252_ + 1u);
                                            l_mut_243_ = l_253_;
                                            uint l_254_ = (l_252_ & 2147483647u);
                                            bool l_255_ = (l_254_ == 0u);
                                            if (l_255_) {
                                                l_mut_243_ = 1u;
                                            } else {
                                                uint l_256_ = (l_252_ & 2147483648u);
                                                bool l_257_ = (l_256_ != 0u);
                                                if (l_257_) {
                                                    uint l_258_ = (l_252_ - 1u);
                                                    l_mut_243_ = l_258_;
                                                }
                                            }
                                            uint _e703 = l_mut_243_;
                                            float l_259_ = asfloat(_e703);
                                            float l_260_ = -(l_259_);
                                            double l_261_ = double(l_260_);
                                            double l_262_ = (l_238_ + l_237_);
                                            bool l_263_ = (l_262_ <= l_240_);
                                            l_mut_264_ = l_263_;
                                            double l_265_ = (l_238_ - l_237_);
                                            bool l_266_ = (l_265_ > l_240_);
                                            l_mut_267_ = l_266_;
                                            double l_268_ = (l_239_ - l_237_);
                                            bool l_269_ = (l_268_ >= l_240_);
                                            l_mut_270_ = l_269_;
                                            double l_271_ = (l_239_ + l_237_);
                                            bool l_272_ = (l_271_ < l_240_);
                                            l_mut_273_ = l_272_;
                                            if (l_184_) {
                                                double l_274_ = (l_238_ + l_237_);
                                                bool l_275_ = (l_274_ < l_250_);
                                                l_mut_264_ = l_275_;
                                                double l_276_ = (l_238_ - l_237_);
                                                bool l_277_ = (l_276_ >= l_250_);
                                                l_mut_267_ = l_277_;
                                                double l_278_ = (l_239_ - l_237_);
                                                bool l_279_ = (l_278_ > l_261_);
                                                l_mut_270_ = l_279_;
                                                double l_280_ = (l_239_ + l_237_);
                                                bool l_281_ = (l_280_ <= l_261_);
                                                l_mut_273_ = l_281_;
                                            }
                                            l_mut_243_ = 2u;
                                            bool _e724 = l_mut_267_;
                                            if (!(_e724)) {
                                                bool _e728 = l_mut_273_;
                                                local_14 = _e728;
                                            } else {
                                                local_14 = true;
                                            }
                                            bool l_282_ = local_14;
                                            if (l_282_) {
                                                l_mut_243_ = 1u;
                                            } else {
                                                bool _e732 = l_mut_264_;
                                                if (_e732) {
                                                    bool _e735 = l_mut_270_;
                                                    local_15 = _e735;
                                                } else {
                                                    local_15 = false;
                                                }
                                                bool l_283_ = local_15;
                                                if (l_283_) {
                                                    l_mut_243_ = 0u;
                                                }
                                            }
                                            uint _e739 = l_mut_243_;
                                            l_mut_214_ = _e739;
                                        }
                                        uint _e740 = l_mut_214_;
                                        l_mut_198_ = _e740;
                                    } else {
                                        bool l_284_ = (l_180_ == 3u);
                                        if (l_284_) {
                                            l_mut_198_ = 0u;
                                            bool l_285_ = (l_194_ >= 1.1754943508222875e-38L);
                                            bool l_286_ = (l_194_ <= 8.507059173023462e37L);
                                            if (l_285_) {
                                                local_16 = l_286_;
                                            } else {
                                                local_16 = false;
                                            }
                                            bool l_287_ = local_16;
                                            if (l_287_) {
                                                double _e752 = l_mut_25_;
                                                double l_288_ = abs(_e752);
                                                l_mut_33_ = 1.401298464324817e-45L;
                                                bool l_289_ = (l_288_ >= 1.1754943508222875e-38L);
                                                bool l_290_ = (l_288_ <= 1.7976931348623157e308L);
                                                if (l_289_) {
                                                    local_17 = l_290_;
                                                } else {
                                                    local_17 = false;
                                                }
                                                bool l_291_ = local_17;
                                                if (l_291_) {
                                                    uint64_t l_292_ = l_288_;
                                                    uint64_t l_293_ = (l_292_ >> uint(52uL));
                                                    uint64_t l_294_ = (l_293_ - 23uL);
                                                    uint64_t l_295_ = (l_294_ << uint(52uL));
                                                    double l_296_ = l_295_;
                                                    l_mut_33_ = l_296_;
                                                }
                                                double _e775 = l_mut_33_;
                                                double l_297_ = (l_186_ * _e775);
                                                l_mut_243_ = 2u;
                                                double _e778 = l_mut_25_;
                                                double l_298_ = (_e778 - l_196_);
                                                double l_299_ = abs(l_298_);
                                                l_mut_33_ = 1.401298464324817e-45L;
                                                bool l_300_ = (l_299_ >= 1.1754943508222875e-38L);
                                                bool l_301_ = (l_299_ <= 1.7976931348623157e308L);
                                                if (l_300_) {
                                                    local_18 = l_301_;
                                                } else {
                                                    local_18 = false;
                                                }
                                                bool l_302_ = local_18;
                                                if (l_302_) {
                                                    uint64_t l_303_ = l_299_;
                                                    uint64_t l_304_ = (l_303_ >> uint(52uL));
                                                    uint64_t l_305_ = (l_304_ - 23uL);
                                                    uint64_t l_306_ = (l_305_ << uint(52uL));
                                                    double l_307_ = l_306_;
                                                    l_mut_33_ = l_307_;
                                                }
                                                double _e802 = l_mut_25_;
                                                double l_308_ = (_e802 + l_196_);
                                                double l_309_ = abs(l_308_);
                                                l_mut_28_ = 1.401298464324817e-45L;
                                                bool l_310_ = (l_309_ >= 1.1754943508222875e-38L);
                                                bool l_311_ = (l_309_ <= 1.7976931348623157e308L);
                                                if (l_310_) {
                                                    local_19 = l_311_;
                                                } else {
                                                    local_19 = false;
                                                }
                                                bool l_312_ = local_19;
                                                if (l_312_) {
                                                    uint64_t l_313_ = l_309_;
                                                    uint64_t l_314_ = (l_313_ >> uint(52uL));
                                                    uint64_t l_315_ = (l_314_ - 23uL);
                                                    uint64_t l_316_ = (l_315_ << uint(52uL));
                                                    double l_317_ = l_316_;
                                                    l_mut_28_ = l_317_;
                                                }
                                                double _e826 = l_mut_33_;
                                                double _e827 = l_mut_28_;
                                                bool l_318_ = (_e826 == _e827);
                                                if (l_318_) {
                                                    double l_319_ = (l_297_ * 1.4551915228366852e-11L);
                                                    double l_320_ = (l_196_ + l_319_);
                                                    double _e832 = l_mut_25_;
                                                    double l_321_ = (_e832 - l_297_);
                                                    double _e834 = l_mut_25_;
                                                    double l_322_ = (_e834 + l_297_);
                                                    float _e836 = l_mut_22_;
                                                    double l_323_ = double(_e836);
                                                    float _e838 = l_mut_22_;
                                                    uint l_324_ = asuint(_e838);
                                                    uint l_325_ = (l_324_ + 1u);
                                                    l_mut_214_ = l_325_;
                                                    uint l_326_ = (l_324_ & 2147483647u);
                                                    bool l_327_ = (l_326_ == 0u);
                                                    if (l_327_) {
                                                        l_mut_214_ = 1u;
                                                    } else {
                                                        uint l_328_ = (l_324_ & 2147483648u);
                                                        bool l_329_ = (l_328_ != 0u);
                                                        if (l_329_) {
                                                            uint l_330_ = (l_324_ - 1u);
                                                            l_mut_214_ = l_330_;
                                                        }
                                                    }
                                                    uint _e853 = l_mut_214_;
                                                    float l_331_ = asfloat(_e853);
                                                    double l_332_ = double(l_331_);
                                                    float _e856 = l_mut_22_;
                                                    float l_333_ = -(_e856);
                                                    uint l_334_ = asuint(l_333_);
                                                    uint l_335_ = (l_334_ + 1u);
                                                    l_mut_214_ = l_335_;
                                                    uint l_336_ = (l_334_ & 2147483647u);
                                                    bool l_337_ = (l_336_ == 0u);
                                                    if (l_337_) {
                                                        l_mut_214_ = 1u;
                                                    } else {
                                                        uint l_338_ = (l_334_ & 2147483648u);
                                                        bool l_339_ = (l_338_ != 0u);
                                                        if (l_339_) {
                                                            uint l_340_ = (l_334_ - 1u);
                                                            l_mut_214_ = l_340_;
                                                        }
                                                    }
                                                    uint _e872 = l_mut_214_;
                                                    float l_341_ = asfloat(_e872);
                                                    float l_342_ = -(l_341_);
                                                    double l_343_ = double(l_342_);
                                                    double l_344_ = (l_321_ + l_320_);
                                                    bool l_345_ = (l_344_ <= l_323_);
                                                    l_mut_273_ = l_345_;
                                                    double l_346_ = (l_321_ - l_320_);
                                                    bool l_347_ = (l_346_ > l_323_);
                                                    l_mut_270_ = l_347_;
                                                    double l_348_ = (l_322_ - l_320_);
                                                    bool l_349_ = (l_348_ >= l_323_);
                                                    l_mut_267_ = l_349_;
                                                    double l_350_ = (l_322_ + l_320_);
                                                    bool l_351_ = (l_350_ < l_323_);
                                                    l_mut_264_ = l_351_;
                                                    if (l_184_) {
                                                        double l_352_ = (l_321_ + l_320_);
                                                        bool l_353_ = (l_352_ < l_332_);
                                                        l_mut_273_ = l_353_;
                                                        double l_354_ = (l_321_ - l_320_);
                                                        bool l_355_ = (l_354_ >= l_332_);
                                                        l_mut_270_ = l_355_;
                                                        double l_356_ = (l_322_ - l_320_);
                                                        bool l_357_ = (l_356_ > l_343_);
                                                        l_mut_267_ = l_357_;
                                                        double l_358_ = (l_322_ + l_320_);
                                                        bool l_359_ = (l_358_ <= l_343_);
                                                        l_mut_264_ = l_359_;
                                                    }
                                                    l_mut_214_ = 2u;
                                                    bool _e893 = l_mut_270_;
                                                    if (!(_e893)) {
                                                        bool _e897 = l_mut_264_;
                                                        local_20 = _e897;
                                                    } else {
                                                        local_20 = true;
                                                    }
                                                    bool l_360_ = local_20;
                                                    if (l_360_) {
                                                        l_mut_214_ = 1u;
                                                    } else {
                                                        bool _e901 = l_mut_273_;
                                                        if (_e901) {
                                                            bool _e904 = l_mut_267_;
                                                            local_21 = _e904;
                                                        } else {
                                                            local_21 = false;
                                                        }
                                                        bool l_361_ = local_21;
                                                        if (l_361_) {
                                                            l_mut_214_ = 0u;
                                                        }
                                                    }
                                                    uint _e908 = l_mut_214_;
                                                    l_mut_243_ = _e908;
                                                }
                                                uint _e909 = l_mut_243_;
                                                l_mut_198_ = _e909;
                                            }
                                        } else {
                                            bool l_362_ = (l_180_ == 4u);
                                            if (l_362_) {
                                                double l_363_ = (l_189_ * l_194_);
                                                double l_364_ = (l_186_ + l_363_);
                                                double _e914 = l_mut_25_;
                                                double l_365_ = abs(_e914);
                                                l_mut_33_ = 1.401298464324817e-45L;
                                                bool l_366_ = (l_365_ >= 1.1754943508222875e-38L);
                                                bool l_367_ = (l_365_ <= 1.7976931348623157e308L);
                                                if (l_366_) {
                                                    local_22 = l_367_;
                                                } else {
                                                    local_22 = false;
                                                }
                                                bool l_368_ = local_22;
                                                if (l_368_) {
                                                    uint64_t l_369_ = l_365_;
                                                    uint64_t l_370_ = (l_369_ >> uint(52uL));
                                                    uint64_t l_371_ = (l_370_ - 23uL);
                                                    uint64_t l_372_ = (l_371_ << uint(52uL));
                                                    double l_373_ = l_372_;
                                                    l_mut_33_ = l_373_;
                                                }
                                                double _e937 = l_mut_33_;
                                                double l_374_ = (l_364_ * _e937);
                                                l_mut_243_ = 2u;
                                                double _e940 = l_mut_25_;
                                                double l_375_ = (_e940 - l_196_);
                                                double l_376_ = abs(l_375_);
                                                l_mut_33_ = 1.401298464324817e-45L;
                                                bool l_377_ = (l_376_ >= 1.1754943508222875e-38L);
                                                bool l_378_ = (l_376_ <= 1.7976931348623157e308L);
                                                if (l_377_) {
                                                    local_23 = l_378_;
                                                } else {
                                                    local_23 = false;
                                                }
                                                bool l_379_ = local_23;
                                                if (l_379_) {
                                                    uint64_t l_380_ = l_376_;
                                                    uint64_t l_381_ = (l_380_ >> uint(52uL));
                                                    uint64_t l_382_ = (l_381_ - 23uL);
                                                    uint64_t l_383_ = (l_382_ << uint(52uL));
                                                    double l_384_ = l_383_;
                                                    l_mut_33_ = l_384_;
                                                }
                                                double _e964 = l_mut_25_;
                                                double l_385_ = (_e964 + l_196_);
                                                double l_386_ = abs(l_385_);
                                                l_mut_28_ = 1.401298464324817e-45L;
                                                bool l_387_ = (l_386_ >= 1.1754943508222875e-38L);
                                                bool l_388_ = (l_386_ <= 1.7976931348623157e308L);
                                                if (l_387_) {
                                                    local_24 = l_388_;
                                                } else {
                                                    local_24 = false;
                                                }
                                                bool l_389_ = local_24;
                                                if (l_389_) {
                                                    uint64_t l_390_ = l_386_;
                                                    uint64_t l_391_ = (l_390_ >> uint(52uL));
                                                    uint64_t l_392_ = (l_391_ - 23uL);
                                                    uint64_t l_393_ = (l_392_ << uint(52uL));
                                                    double l_394_ = l_393_;
                                                    l_mut_28_ = l_394_;
                                                }
                                                double _e988 = l_mut_33_;
                                                double _e989 = l_mut_28_;
                                                bool l_395_ = (_e988 == _e989);
                                                if (l_395_) {
                                                    double l_396_ = (l_374_ * 1.4551915228366852e-11L);
                                                    double l_397_ = (l_196_ + l_396_);
                                                    double _e994 = l_mut_25_;
                                                    double l_398_ = (_e994 - l_374_);
                                                    double _e996 = l_mut_25_;
                                                    double l_399_ = (_e996 + l_374_);
                                                    float _e998 = l_mut_22_;
                                                    double l_400_ = double(_e998);
                                                    float _e1000 = l_mut_22_;
                                                    uint l_401_ = asuint(_e1000);
                                                    uint l_402_ = (l_401_ + 1u);
                                                    l_mut_214_ = l_402_;
                                                    uint l_403_ = (l_401_ & 2147483647u);
                                                    bool l_404_ = (l_403_ == 0u);
                                                    if (l_404_) {
                                                        l_mut_214_ = 1u;
                                                    } else {
                                                        uint l_405_ = (l_401_ & 2147483648u);
                                                        bool l_406_ = (l_405_ != 0u);
                                                        if (l_406_) {
                                                            uint l_407_ = (l_401_ - 1u);
                                                            l_mut_214_ = l_407_;
                                                        }
                                                    }
                                                    uint _e1015 = l_mut_214_;
                                                    float l_408_ = asfloat(_e1015);
                                                    double l_409_ = double(l_408_);
                                                    float _e1018 = l_mut_22_;
                                                    float l_410_ = -(_e1018);
                                                    uint l_411_ = asuint(l_410_);
                                                    uint l_412_ = (l_411_ + 1u);
                                                    l_mut_214_ = l_412_;
                                                    uint l_413_ = (l_411_ & 2147483647u);
                                                    bool l_414_ = (l_413_ == 0u);
                                                    if (l_414_) {
                                                        l_mut_214_ = 1u;
                                                    } else {
                                                        uint l_415_ = (l_411_ & 2147483648u);
                                                        bool l_416_ = (l_415_ != 0u);
                                                        if (l_416_) {
                                                            uint l_417_ = (l_411_ - 1u);
                                                            l_mut_214_ = l_417_;
                                                        }
                                                    }
                                                    uint _e1034 = l_mut_214_;
                                                    float l_418_ = asfloat(_e1034);
                                                    float l_419_ = -(l_418_);
                                                    double l_420_ = double(l_419_);
                                                    double l_421_ = (l_398_ + l_397_);
                                                    bool l_422_ = (l_421_ <= l_400_);
                                                    l_mut_273_ = l_422_;
                                                    double l_423_ = (l_398_ - l_397_);
                                                    bool l_424_ = (l_423_ > l_400_);
                                                    l_mut_270_ = l_424_;
                                                    double l_425_ = (l_399_ - l_397_);
                                                    bool l_426_ = (l_425_ >= l_400_);
                                                    l_mut_267_ = l_426_;
                                                    double l_427_ = (l_399_ + l_397_);
                                                    bool l_428_ = (l_427_ < l_400_);
                                                    l_mut_264_ = l_428_;
                                                    if (l_184_) {
                                                        double l_429_ = (l_398_ + l_397_);
                                                        bool l_430_ = (l_429_ < l_409_);
                                                        l_mut_273_ = l_430_;
                                                        double l_431_ = (l_398_ - l_397_);
                                                        bool l_432_ = (l_431_ >= l_409_);
                                                        l_mut_270_ = l_432_;
                                                        double l_433_ = (l_399_ - l_397_);
                                                        bool l_434_ = (l_433_ > l_420_);
                                                        l_mut_267_ = l_434_;
                                                        double l_435_ = (l_399_ + l_397_);
                                                        bool l_436_ = (l_435_ <= l_420_);
                                                        l_mut_264_ = l_436_;
                                                    }
                                                    l_mut_214_ = 2u;
                                                    bool _e1055 = l_mut_270_;
                                                    if (!(_e1055)) {
                                                        bool _e1059 = l_mut_264_;
                                                        local_25 = _e1059;
                                                    } else {
                                                        local_25 = true;
                                                    }
                                                    bool l_437_ = local_25;
                                                    if (l_437_) {
                                                        l_mut_214_ = 1u;
                                                    } else {
                                                        bool _e1063 = l_mut_273_;
                                                        if (_e1063) {
                                                            bool _e1066 = l_mut_267_;
                                                            local_26 = _e1066;
                                                        } else {
                                                            local_26 = false;
                                                        }
                                                        bool l_438_ = local_26;
                                                        if (l_438_) {
                                                            l_mut_214_ = 0u;
                                                        }
                                                    }
                                                    uint _e1070 = l_mut_214_;
                                                    l_mut_243_ = _e1070;
                                                }
                                                uint _e1071 = l_mut_243_;
                                                l_mut_198_ = _e1071;
                                            } else {
                                                bool l_439_ = (l_180_ == 5u);
                                                if (l_439_) {
                                                    double l_440_ = (2.0L * l_193_);
                                                    double l_441_ = abs(l_440_);
                                                    double l_442_ = floor(l_441_);
                                                    double l_443_ = (3.0L + l_442_);
                                                    double _e1080 = l_mut_25_;
                                                    double l_444_ = abs(_e1080);
                                                    l_mut_33_ = 1.401298464324817e-45L;
                                                    bool l_445_ = (l_444_ >= 1.1754943508222875e-38L);
                                                    bool l_446_ = (l_444_ <= 1.7976931348623157e308L);
                                                    if (l_445_) {
                                                        local_27 = l_446_;
                                                    } else {
                                                        local_27 = false;
                                                    }
                                                    bool l_447_ = local_27;
                                                    if (l_447_) {
                                                        uint64_t l_448_ = l_444_;
                                                        uint64_t l_449_ = (l_448_ >> uint(52uL));
                                                        uint64_t l_450_ = (l_449_ - 23uL);
                                                        uint64_t l_451_ = (l_450_ << uint(52uL));
                                                        double l_452_ = l_451_;
                                                        l_mut_33_ = l_452_;
                                                    }
                                                    double _e1103 = l_mut_33_;
                                                    double l_453_ = (l_443_ * _e1103);
                                                    l_mut_243_ = 2u;
                                                    double _e1106 = l_mut_25_;
                                                    double l_454_ = (_e1106 - l_196_);
                                                    double l_455_ = abs(l_454_);
                                                    l_mut_33_ = 1.401298464324817e-45L;
                                                    bool l_456_ = (l_455_ >= 1.1754943508222875e-38L);
                                                    bool l_457_ = (l_455_ <= 1.7976931348623157e308L);
                                                    if (l_456_) {
                                                        local_28 = l_457_;
                                                    } else {
                                                        local_28 = false;
                                                    }
                                                    bool l_458_ = local_28;
                                                    if (l_458_) {
                                                        uint64_t l_459_ = l_455_;
                                                        uint64_t l_460_ = (l_459_ >> uint(52uL));
                                                        uint64_t l_461_ = (l_460_ - 23uL);
                                                        uint64_t l_462_ = (l_461_ << uint(52uL));
                                                        double l_463_ = l_462_;
                                                        l_mut_33_ = l_463_;
                                                    }
                                                    double _e1130 = l_mut_25_;
                                                    double l_464_ = (_e1130 + l_196_);
                                                    double l_465_ = abs(l_464_);
                                                    l_mut_28_ = 1.401298464324817e-45L;
                                                    bool l_466_ = (l_465_ >= 1.1754943508222875e-38L);
                                                    bool l_467_ = (l_465_ <= 1.7976931348623157e308L);
                                                    if (l_466_) {
                                                        local_29 = l_467_;
                                                    } else {
                                                        local_29 = false;
                                                    }
                                                    bool l_468_ = local_29;
                                                    if (l_468_) {
                                                        uint64_t l_469_ = l_465_;
                                                        uint64_t l_470_ = (l_469_ >> uint(52uL));
                                                        uint64_t l_471_ = (l_470_ - 23uL);
                                                        uint64_t l_472_ = (l_471_ << uint(52uL));
                                                        double l_473_ = l_472_;
                                                        l_mut_28_ = l_473_;
                                                    }
                                                    double _e1154 = l_mut_33_;
                                                    double _e1155 = l_mut_28_;
                                                    bool l_474_ = (_e1154 == _e1155);
                                                    if (l_474_) {
                                                        double l_475_ = (l_453_ * 1.4551915228366852e-11L);
                                                        double l_476_ = (l_196_ + l_475_);
                                                        double _e1160 = l_mut_25_;
                                                        double l_477_ = (_e1160 - l_453_);
                                                        double _e1162 = l_mut_25_;
                                                        double l_478_ = (_e1162 + l_453_);
                                                        float _e1164 = l_mut_22_;
                                                        double l_479_ = double(_e1164);
                                                        float _e1166 = l_mut_22_;
                                                        uint l_480_ = asuint(_e1166);
                                                        uint l_481_ = (l_480_ + 1u);
                                                        l_mut_214_ = l_481_;
                                                        uint l_482_ = (l_480_ & 2147483647u);
                                                        bool l_483_ = (l_482_ == 0u);
                                                        if (l_483_) {
                                                            l_mut_214_ = 1u;
                                                        } else {
                                                            uint l_484_ = (l_480_ & 2147483648u);
                                                            bool l_485_ = (l_484_ != 0u);
                                                            if (l_485_) {
                                                                uint l_486_ = (l_480_ - 1u);
                                                                l_mut_214_ = l_486_;
                                                            }
                                                        }
                                                        uint _e1181 = l_mut_214_;
                                                        float l_487_ = asfloat(_e1181);
                                                        double l_488_ = double(l_487_);
                                                        float _e1184 = l_mut_22_;
                                                        float l_489_ = -(_e1184);
                                                        uint l_490_ = asuint(l_489_);
                                                        uint l_491_ = (l_490_ + 1u);
                                                        l_mut_214_ = l_491_;
                                                        uint l_492_ = (l_490_ & 2147483647u);
                                                        bool l_493_ = (l_492_ == 0u);
                                                        if (l_493_) {
                                                            l_mut_214_ = 1u;
                                                        } else {
                                                            uint l_494_ = (l_490_ & 2147483648u);
                                                            bool l_495_ = (l_494_ != 0u);
                                                            if (l_495_) {
                                                                uint l_496_ = (l_490_ - 1u);
                                                                l_mut_214_ = l_496_;
                                                            }
                                                        }
                                                        uint _e1200 = l_mut_214_;
                                                        float l_497_ = asfloat(_e1200);
                                                        float l_498_ = -(l_497_);
                                                        double l_499_ = double(l_498_);
                                                        double l_500_ = (l_477_ + l_476_);
                                                        bool l_501_ = (l_500_ <= l_479_);
                                                        l_mut_273_ = l_501_;
                                                        double l_502_ = (l_477_ - l_476_);
                                                        bool l_503_ = (l_502_ > l_479_);
                                                        l_mut_270_ = l_503_;
                                                        double l_504_ = (l_478_ - l_476_);
                                                        bool l_505_ = (l_504_ >= l_479_);
                                                        l_mut_267_ = l_505_;
                                                        double l_506_ = (l_478_ + l_476_);
                                                        bool l_507_ = (l_506_ < l_479_);
                                                        l_mut_264_ = l_507_;
                                                        if (l_184_) {
                                                            double l_508_ = (l_477_ + l_476_);
                                                            bool l_509_ = (l_508_ < l_488_);
                                                            l_mut_273_ = l_509_;
                                                            double l_510_ = (l_477_ - l_476_);
                                                            bool l_511_ = (l_510_ >= l_488_);
                                                            l_mut_270_ = l_511_;
                                                            double l_512_ = (l_478_ - l_476_);
                                                            bool l_513_ = (l_512_ > l_499_);
                                                            l_mut_267_ = l_513_;
                                                            double l_514_ = (l_478_ + l_476_);
                                                            bool l_515_ = (l_514_ <= l_499_);
                                                            l_mut_264_ = l_515_;
                                                        }
                                                        l_mut_214_ = 2u;
                                                        bool _e1221 = l_mut_270_;
                                                        if (!(_e1221)) {
                                                            bool _e1225 = l_mut_264_;
                                                            local_30 = _e1225;
                                                        } else {
                                                            local_30 = true;
                                                        }
                                                        bool l_516_ = local_30;
                                                        if (l_516_) {
                                                            l_mut_214_ = 1u;
                                                        } else {
                                                            bool _e1229 = l_mut_273_;
                                                            if (_e1229) {
                                                                bool _e1232 = l_mut_267_;
                                                                local_31 = _e1232;
                                                            } else {
                                                                local_31 = false;
                                                            }
                                                            bool l_517_ = local_31;
                                                            if (l_517_) {
                                                                l_mut_214_ = 0u;
                                                            }
                                                        }
                                                        uint _e1236 = l_mut_214_;
                                                        l_mut_243_ = _e1236;
                                                    }
                                                    uint _e1237 = l_mut_243_;
                                                    l_mut_198_ = _e1237;
                                                } else {
                                                    bool l_518_ = (l_180_ == 6u);
                                                    if (l_518_) {
                                                        l_mut_198_ = 0u;
                                                        bool l_519_ = (l_194_ <= l_189_);
                                                        if (l_519_) {
                                                            double l_520_ = (l_186_ * 1.4551915228366852e-11L);
                                                            double l_521_ = (l_196_ + l_520_);
                                                            double _e1245 = l_mut_25_;
                                                            double l_522_ = (_e1245 - l_186_);
                                                            double _e1247 = l_mut_25_;
                                                            double l_523_ = (_e1247 + l_186_);
                                                            float _e1249 = l_mut_22_;
                                                            double l_524_ = double(_e1249);
                                                            float _e1251 = l_mut_22_;
                                                            uint l_525_ = asuint(_e1251);
                                                            uint l_526_ = (l_525_ + 1u);
                                                            l_mut_243_ = l_526_;
                                                            uint l_527_ = (l_525_ & 2147483647u);
                                                            bool l_528_ = (l_527_ == 0u);
                                                            if (l_528_) {
                                                                l_mut_243_ = 1u;
                                                            } else {
                                                                uint l_529_ = (l_525_ & 2147483648u);
                                                                bool l_530_ = (l_529_ != 0u);
                                                                if (l_530_) {
                                                                    uint l_531_ = (l_525_ - 1u);
                                                                    l_mut_243_ = l_531_;
                                                                }
                                                            }
                                                            uint _e1266 = l_mut_243_;
                                                            float l_532_ = asfloat(_e1266);
                                                            double l_533_ = double(l_532_);
                                                            float _e1269 = l_mut_22_;
                                                            float l_534_ = -(_e1269);
                                                            uint l_535_ = asuint(l_534_);
                                                            uint l_536_ = (l_535_ + 1u);
                                                            l_mut_243_ = l_536_;
                                                            uint l_537_ = (l_535_ & 2147483647u);
                                                            bool l_538_ = (l_537_ == 0u);
                                                            if (l_538_) {
                                                                l_mut_243_ = 1u;
                                                            } else {
                                                                uint l_539_ = (l_535_ & 2147483648u);
                                                                bool l_540_ = (l_539_ != 0u);
                                                                if (l_540_) {
                                                                    uint l_541_ = (l_535_ - 1u);
                                                                    l_mut_243_ = l_541_;
                                                                }
                                                            }
                                                            uint _e1285 = l_mut_243_;
                                                            float l_542_ = asfloat(_e1285);
                                                            float l_543_ = -(l_542_);
                                                            double l_544_ = double(l_543_);
                                                            double l_545_ = (l_522_ + l_521_);
                                                            bool l_546_ = (l_545_ <= l_524_);
                                                            l_mut_273_ = l_546_;
                                                            double l_547_ = (l_522_ - l_521_);
                                                            bool l_548_ = (l_547_ > l_524_);
                                                            l_mut_270_ = l_548_;
                                                            double l_549_ = (l_523_ - l_521_);
                                                            bool l_550_ = (l_549_ >= l_524_);
                                                            l_mut_267_ = l_550_;
                                                            double l_551_ = (l_523_ + l_521_);
                                                            bool l_552_ = (l_551_ < l_524_);
                                                            l_mut_264_ = l_552_;
                                                            if (l_184_) {
                                                                double l_553_ = (l_522_ + l_521_);
                                                                bool l_554_ = (l_553_ < l_533_);
                                                                l_mut_273_ = l_554_;
                                                                double l_555_ = (l_522_ - l_521_);
                                                                bool l_556_ = (l_555_ >= l_533_);
                                                                l_mut_270_ = l_556_;
                                                                double l_557_ = (l_523_ - l_521_);
                                                                bool l_558_ = (l_557_ > l_544_);
                                                                l_mut_267_ = l_558_;
                                                                double l_559_ = (l_523_ + l_521_);
                                                                bool l_560_ = (l_559_ <= l_544_);
                                                                l_mut_264_ = l_560_;
                                                            }
                                                            l_mut_243_ = 2u;
                                                            bool _e1306 = l_mut_270_;
                                                            if (!(_e1306)) {
                                                                bool _e1310 = l_mut_264_;
                                                                local_32 = _e1310;
                                                            } else {
                                                                local_32 = true;
                                                            }
                                                            bool l_561_ = local_32;
                                                            if (l_561_) {
                                                                l_mut_243_ = 1u;
                                                            } else {
                                                                bool _e1314 = l_mut_273_;
                                                                if (_e1314) {
                                                                    bool _e1317 = l_mut_267_;
                                                                    local_33 = _e1317;
                                                                } else {
                                                                    local_33 = false;
                                                                }
                                                                bool l_562_ = local_33;
                                                                if (l_562_) {
                                                                    l_mut_243_ = 0u;
                                                                }
                                                            }
                                                            uint _e1321 = l_mut_243_;
                                                            l_mut_198_ = _e1321;
                                                        }
                                                    } else {
                                                        bool l_563_ = (l_180_ == 7u);
                                                        if (l_563_) {
                                                            double _e1324 = l_mut_25_;
                                                            double l_564_ = abs(_e1324);
                                                            double l_565_ = (l_186_ * l_564_);
                                                            l_mut_33_ = l_565_;
                                                            double _e1327 = l_mut_25_;
                                                            double l_566_ = abs(_e1327);
                                                            l_mut_28_ = 1.401298464324817e-45L;
                                                            bool l_567_ = (l_566_ >= 1.1754943508222875e-38L);
                                                            bool l_568_ = (l_566_ <= 1.7976931348623157e308L);
                                                            if (l_567_) {
                                                                local_34 = l_568_;
                                                            } else {
                                                                local_34 = false;
                                                            }
                                                            bool l_569_ = local_34;
                                                            if (l_569_) {
                                                                uint64_t l_570_ = l_566_;
                                                                uint64_t l_571_ = (l_570_ >> uint(52uL));
                                                                uint64_t l_572_ = (l_571_ - 23uL);
                                                                uint64_t l_573_ = (l_572_ << uint(52uL));
                                                                double l_574_ = l_573_;
                                                                l_mut_28_ = l_574_;
                                                            }
                                                            double _e1351 = l_mut_28_;
                                                            double l_575_ = (0.5L * _e1351);
                                                            double _e1353 = l_mut_33_;
                                                            bool l_576_ = (l_575_ > _e1353);
                                                            if (l_576_) {
                                                                l_mut_33_ = l_575_;
                                                            }
                                                            double _e1355 = l_mut_25_;
                                                            double l_577_ = (_e1355 - l_196_);
                                                            double l_578_ = abs(l_577_);
                                                            l_mut_28_ = 1.401298464324817e-45L;
                                                            bool l_579_ = (l_578_ >= 1.1754943508222875e-38L);
                                                            bool l_580_ = (l_578_ <= 1.7976931348623157e308L);
                                                            if (l_579_) {
                                                                local_35 = l_580_;
                                                            } else {
                                                                local_35 = false;
                                                            }
                                                            bool l_581_ = local_35;
                                                            if (l_581_) {
                                                                uint64_t l_582_ = l_578_;
                                                                uint64_t l_583_ = (l_582_ >> uint(52uL));
                                                                uint64_t l_584_ = (l_583_ - 23uL);
                                                                uint64_t l_585_ = (l_584_ << uint(52uL));
                                                                double l_586_ = l_585_;
                                                                l_mut_28_ = l_586_;
                                                            }
                                                            double _e1379 = l_mut_25_;
                                                            double l_587_ = (_e1379 + l_196_);
                                                            double l_588_ = abs(l_587_);
                                                            l_mut_589_ = 1.401298464324817e-45L;
                                                            bool l_590_ = (l_588_ >= 1.1754943508222875e-38L);
                                                            bool l_591_ = (l_588_ <= 1.7976931348623157e308L);
                                                            if (l_590_) {
                                                                local_36 = l_591_;
                                                            } else {
                                                                local_36 = false;
                                                            }
                                                            bool l_592_ = local_36;
                                                            if (l_592_) {
                                                                uint64_t l_593_ = l_588_;
                                                                uint64_t l_594_ = (l_593_ >> uint(52uL));
                                                                uint64_t l_595_ = (l_594_ - 23uL);
                                                                uint64_t l_596_ = (l_595_ << uint(52uL));
                                                                double l_597_ = l_596_;
                                                                l_mut_589_ = l_597_;
                                                            }
                                                            double _e1403 = l_mut_28_;
                                                            double _e1404 = l_mut_589_;
                                                            bool l_598_ = (_e1403 == _e1404);
                                                            if (l_598_) {
                                                                double l_599_ = (l_186_ * l_196_);
                                                                double l_600_ = (l_196_ + l_599_);
                                                                double _e1408 = l_mut_33_;
                                                                double l_601_ = (_e1408 * 1.4551915228366852e-11L);
                                                                double l_602_ = (l_600_ + l_601_);
                                                                double _e1412 = l_mut_25_;
                                                                double _e1413 = l_mut_33_;
                                                                double l_603_ = (_e1412 - _e1413);
                                                                double _e1415 = l_mut_25_;
                                                                double _e1416 = l_mut_33_;
                                                                double l_604_ = (_e1415 + _e1416);
                                                                float _e1418 = l_mut_22_;
                                                                double l_605_ = double(_e1418);
                                                                float _e1420 = l_mut_22_;
                                                                uint l_606_ = asuint(_e1420);
                                                                uint l_607_ = (l_606_ + 1u);
                                                                l_mut_243_ = l_607_;
                                                                uint l_608_ = (l_606_ & 2147483647u);
                                                                bool l_609_ = (l_608_ == 0u);
                                                                if (l_609_) {
                                                                    l_mut_243_ = 1u;
                                                                } else {
                                                                    uint l_610_ = (l_606_ & 2147483648u);
                                                                    bool l_611_ = (l_610_ != 0u);
                                                                    if (l_611_) {
                                                                        uint l_612_ = (l_606_ - 1u);
                                                                        l_mut_243_ = l_612_;
                                                                    }
                                                                }
                                                                uint _e1435 = l_mut_243_;
                                                                float l_613_ = asfloat(_e1435);
                                                                double l_614_ = double(l_613_);
                                                                float _e1438 = l_mut_22_;
                                                                float l_615_ = -(_e1438);
                                                                uint l_616_ = asuint(l_615_);
                                                                uint l_617_ = (l_616_ + 1u);
                                                                l_mut_243_ = l_617_;
                                                                uint l_618_ = (l_616_ & 2147483647u);
                                                                bool l_619_ = (l_618_ == 0u);
                                                                if (l_619_) {
                                                                    l_mut_243_ = 1u;
                                                                } else {
                                                                    uint l_620_ = (l_616_ & 2147483648u);
                                                                    bool l_621_ = (l_620_ != 0u);
                                                                    if (l_621_) {
                                                                        uint l_622_ = (l_616_ - 1u);
                                                                        l_mut_243_ = l_622_;
                                                                    }
                                                                }
                                                                uint _e1454 = l_mut_243_;
                                                                float l_623_ = asfloat(_e1454);
                                                                float l_624_ = -(l_623_);
                                                                double l_625_ = double(l_624_);
                                                                double l_626_ = (l_603_ + l_602_);
                                                                bool l_627_ = (l_626_ <= l_605_);
                                                                l_mut_273_ = l_627_;
                                                                double l_628_ = (l_603_ - l_602_);
                                                                bool l_629_ = (l_628_ > l_605_);
                                                                l_mut_270_ = l_629_;
                                                                double l_630_ = (l_604_ - l_602_);
                                                                bool l_631_ = (l_630_ >= l_605_);
                                                                l_mut_267_ = l_631_;
                                                                double l_632_ = (l_604_ + l_602_);
                                                                bool l_633_ = (l_632_ < l_605_);
                                                                l_mut_264_ = l_633_;
                                                                if (l_184_) {
                                                                    double l_634_ = (l_603_ + l_602_);
                                                                    bool l_635_ = (l_634_ < l_614_);
                                                                    l_mut_273_ = l_635_;
                                                                    double l_636_ = (l_603_ - l_602_);
                                                                    bool l_637_ = (l_636_ >= l_614_);
                                                                    l_mut_270_ = l_637_;
                                                                    double l_638_ = (l_604_ - l_602_);
                                                                    bool l_639_ = (l_638_ > l_625_);
                                                                    l_mut_267_ = l_639_;
                                                                    double l_640_ = (l_604_ + l_602_);
                                                                    bool l_641_ = (l_640_ <= l_625_);
                                                                    l_mut_264_ = l_641_;
                                                                }
                                                                l_mut_243_ = 2u;
                                                                bool _e1475 = l_mut_270_;
                                                                if (!(_e1475)) {
                                                                    bool _e1479 = l_mut_264_;
                                                                    local_37 = _e1479;
                                                                } else {
                                                                    local_37 = true;
                                                                }
                                                                bool l_642_ = local_37;
                                                                if (l_642_) {
                                                                    l_mut_243_ = 1u;
                                                                } else {
                                                                    bool _e1483 = l_mut_273_;
                                                                    if (_e1483) {
                                                                        bool _e1486 = l_mut_267_;
                                                                        local_38 = _e1486;
                                                                    } else {
                                                                        local_38 = false;
                                                                    }
                                                                    bool l_643_ = local_38;
                                                                    if (l_643_) {
                                                                        l_mut_243_ = 0u;
                                                                    }
                                                                }
                                                                uint _e1490 = l_mut_243_;
                                                                l_mut_198_ = _e1490;
                                                            }
                                                        } else {
                                                            bool l_644_ = (l_180_ == 8u);
                                                            if (l_644_) {
                                                                bool l_645_ = (l_193_ >= 0.5L);
                                                                bool l_646_ = (l_193_ <= 2.0L);
                                                                if (l_645_) {
                                                                    local_39 = l_646_;
                                                                } else {
                                                                    local_39 = false;
                                                                }
                                                                bool l_647_ = local_39;
                                                                if (l_647_) {
                                                                    double l_648_ = (l_186_ * 1.4551915228366852e-11L);
                                                                    double l_649_ = (l_196_ + l_648_);
                                                                    double _e1504 = l_mut_25_;
                                                                    double l_650_ = (_e1504 - l_186_);
                                                                    double _e1506 = l_mut_25_;
                                                                    double l_651_ = (_e1506 + l_186_);
                                                                    float _e1508 = l_mut_22_;
                                                                    double l_652_ = double(_e1508);
                                                                    float _e1510 = l_mut_22_;
                                                                    uint l_653_ = asuint(_e1510);
                                                                    uint l_654_ = (l_653_ + 1u);
                                                                    l_mut_243_ = l_654_;
                                                                    uint l_655_ = (l_653_ & 2147483647u);
                                                                    bool l_656_ = (l_655_ == 0u);
                                                                    if (l_656_) {
                                                                        l_mut_243_ = 1u;
                                                                    } else {
                                                                        uint l_657_ = (l_653_ & 2147483648u);
                                                                        bool l_658_ = (l_657_ != 0u);
                                                                        if (l_658_) {
                                                                            uint l_659_ = (l_653_ - 1u);
                                                                            l_mut_243_ = l_659_;
                                                                        }
                                                                    }
                                                                    uint _e1525 = l_mut_243_;
                                                                    float l_660_ = asfloat(_e1525);
                                                                    double l_661_ = double(l_660_);
                                                                    float _e1528 = l_mut_22_;
                                                                    float l_662_ = -(_e1528);
                                                                    uint l_663_ = asuint(l_662_);
                                                                    uint l_664_ = (l_663_ + 1u);
                                                                    l_mut_243_ = l_664_;
                                                                    uint l_665_ = (l_663_ & 2147483647u);
                                                                    bool l_666_ = (l_665_ == 0u);
                                                                    if (l_666_) {
                                                                        l_mut_243_ = 1u;
                                                                    } else {
                                                                        uint l_667_ = (l_663_ & 2147483648u);
                                                                        bool l_668_ = (l_667_ != 0u);
                                                                        if (l_668_) {
                                                                            uint l_669_ = (l_663_ - 1u);
                                                                            l_mut_243_ = l_669_;
                                                                        }
                                                                    }
                                                                    uint _e1544 = l_mut_243_;
                                                                    float l_670_ = asfloat(_e1544);
                                                                    float l_671_ = -(l_670_);
                                                                    double l_672_ = double(l_671_);
                                                                    double l_673_ = (l_650_ + l_649_);
                                                                    bool l_674_ = (l_673_ <= l_652_);
                                                                    l_mut_273_ = l_674_;
                                                                    double l_675_ = (l_650_ - l_649_);
                                                                    bool l_676_ = (l_675_ > l_652_);
                                                                    l_mut_270_ = l_676_;
                                                                    double l_677_ = (l_651_ - l_649_);
                                                                    bool l_678_ = (l_677_ >= l_652_);
                                                                    l_mut_267_ = l_678_;
                                                                    double l_679_ = (l_651_ + l_649_);
                                                                    bool l_680_ = (l_679_ < l_652_);
                                                                    l_mut_264_ = l_680_;
                                                                    if (l_184_) {
                                                                        double l_681_ = (l_650_ + l_649_);
                                                                        bool l_682_ = (l_681_ < l_661_);
                                                                        l_mut_273_ = l_682_;
                                                                        double l_683_ = (l_650_ - l_649_);
                                                                        bool l_684_ = (l_683_ >= l_661_);
                                                                        l_mut_270_ = l_684_;
                                                                        double l_685_ = (l_651_ - l_649_);
                                                                        bool l_686_ = (l_685_ > l_672_);
                                                                        l_mut_267_ = l_686_;
                                                                        double l_687_ = (l_651_ + l_649_);
                                                                        bool l_688_ = (l_687_ <= l_672_);
                                                                        l_mut_264_ = l_688_;
                                                                    }
                                                                    l_mut_243_ = 2u;
                                                                    bool _e1565 = l_mut_270_;
                                                                    if (!(_e1565)) {
                                                                        bool _e1569 = l_mut_264_;
                                                                        local_40 = _e1569;
                                                                    } else {
                                                                        local_40 = true;
                                                                    }
                                                                    bool l_689_ = local_40;
                                                                    if (l_689_) {
                                                                        l_mut_243_ = 1u;
                                                                    } else {
                                                                        bool _e1573 = l_mut_273_;
                                                                        if (_e1573) {
                                                                            bool _e1576 = l_mut_267_;
                                                                            local_41 = _e1576;
                                                                        } else {
                                                                            local_41 = false;
                                                                        }
                                                                        bool l_690_ = local_41;
                                                                        if (l_690_) {
                                                                            l_mut_243_ = 0u;
                                                                        }
                                                                    }
                                                                    uint _e1580 = l_mut_243_;
                                                                    l_mut_198_ = _e1580;
                                                                } else {
                                                                    double _e1581 = l_mut_25_;
                                                                    double l_691_ = abs(_e1581);
                                                                    l_mut_589_ = 1.401298464324817e-45L;
                                                                    bool l_692_ = (l_691_ >= 1.1754943508222875e-38L);
                                                                    bool l_693_ = (l_691_ <= 1.7976931348623157e308L);
                                                                    if (l_692_) {
                                                                        local_42 = l_693_;
                                                                    } else {
                                                                        local_42 = false;
                                                                    }
                                                                    bool l_694_ = local_42;
                                                                    if (l_694_) {
                                                                        uint64_t l_695_ = l_691_;
                                                                        uint64_t l_696_ = (l_695_ >> uint(52uL));
                                                                        uint64_t l_697_ = (l_696_ - 23uL);
                                                                        uint64_t l_698_ = (l_697_ << uint(52uL));
                                                                        double l_699_ = l_698_;
                                                                        l_mut_589_ = l_699_;
                                                                    }
                                                                    double _e1604 = l_mut_589_;
                                                                    double l_700_ = (l_189_ * _e1604);
                                                                    l_mut_243_ = 2u;
                                                                    double _e1607 = l_mut_25_;
                                                                    double l_701_ = (_e1607 - l_196_);
                                                                    double l_702_ = abs(l_701_);
                                                                    l_mut_589_ = 1.401298464324817e-45L;
                                                                    bool l_703_ = (l_702_ >= 1.1754943508222875e-38L);
                                                                    bool l_704_ = (l_702_ <= 1.7976931348623157e308L);
                                                                    if (l_703_) {
                                                                        local_43 = l_704_;
                                                                    } else {
                                                                        local_43 = false;
                                                                    }
                                                                    bool l_705_ = local_43;
                                                                    if (l_705_) {
                                                                        uint64_t l_706_ = l_702_;
                                                                        uint64_t l_707_ = (l_706_ >> uint(52uL));
                                                                        uint64_t l_708_ = (l_707_ - 23uL);
                                                                        uint64_t l_709_ = (l_708_ << uint(52uL));
                                                                        double l_710_ = l_709_;
                                                                        l_mut_589_ = l_710_;
                                                                    }
                                                                    double _e1631 = l_mut_25_;
                                                                    double l_711_ = (_e1631 + l_196_);
                                                                    double l_712_ = abs(l_711_);
                                                                    l_mut_33_ = 1.401298464324817e-45L;
                                                                    bool l_713_ = (l_712_ >= 1.1754943508222875e-38L);
                                                                    bool l_714_ = (l_712_ <= 1.7976931348623157e308L);
                                                                    if (l_713_) {
                                                                        local_44 = l_714_;
                                                                    } else {
                                                                        local_44 = false;
                                                                    }
                                                                    bool l_715_ = local_44;
                                                                    if (l_715_) {
                                                                        uint64_t l_716_ = l_712_;
                                                                        uint64_t l_717_ = (l_716_ >> uint(52uL));
                                                                        uint64_t l_718_ = (l_717_ - 23uL);
                                                                        uint64_t l_719_ = (l_718_ << uint(52uL));
                                                                        double l_720_ = l_719_;
                                                                        l_mut_33_ = l_720_;
                                                                    }
                                                                    double _e1655 = l_mut_589_;
                                                                    double _e1656 = l_mut_33_;
                                                                    bool l_721_ = (_e1655 == _e1656);
                                                                    if (l_721_) {
                                                                        double l_722_ = (l_700_ * 1.4551915228366852e-11L);
                                                                        double l_723_ = (l_196_ + l_722_);
                                                                        double _e1661 = l_mut_25_;
                                                                        double l_724_ = (_e1661 - l_700_);
                                                                        double _e1663 = l_mut_25_;
                                                                        double l_725_ = (_e1663 + l_700_);
                                                                        float _e1665 = l_mut_22_;
                                                                        double l_726_ = double(_e1665);
                                                                        float _e1667 = l_mut_22_;
                                                                        uint l_727_ = asuint(_e1667);
                                                                        uint l_728_ = (l_727_ + 1u);
                                                                        l_mut_214_ = l_728_;
                                                                        uint l_729_ = (l_727_ & 2147483647u);
                                                                        bool l_730_ = (l_729_ == 0u);
                                                                        if (l_730_) {
                                                                            l_mut_214_ = 1u;
                                                                        } else {
                                                                            uint l_731_ = (l_727_ & 2147483648u);
                                                                            bool l_732_ = (l_731_ != 0u);
                                                                            if (l_732_) {
                                                                                uint l_733_ = (l_727_ - 1u);
                                                                                l_mut_214_ = l_733_;
                                                                            }
                                                                        }
                                                                        uint _e1682 = l_mut_214_;
                                                                        float l_734_ = asfloat(_e1682);
                                                                        double l_735_ = double(l_734_);
                                                                        float _e1685 = l_mut_22_;
                                                                        float l_736_ = -(_e1685);
                                                                        uint l_737_ = asuint(l_736_);
                                                                        uint l_738_ = (l_737_ + 1u);
                                                                        l_mut_214_ = l_738_;
                                                                        uint l_739_ = (l_737_ & 2147483647u);
                                                                        bool l_740_ = (l_739_ == 0u);
                                                                        if (l_740_) {
                                                                            l_mut_214_ = 1u;
                                                                        } else {
                                                                            uint l_741_ = (l_737_ & 2147483648u);
                                                                            bool l_742_ = (l_741_ != 0u);
                                                                            if (l_742_) {
                                                                                uint l_743_ = (l_737_ - 1u);
                                                                                l_mut_214_ = l_743_;
                                                                            }
                                                                        }
                                                                        uint _e1701 = l_mut_214_;
                                                                        float l_744_ = asfloat(_e1701);
                                                                        float l_745_ = -(l_744_);
                                                                        double l_746_ = double(l_745_);
                                                                        double l_747_ = (l_724_ + l_723_);
                                                                        bool l_748_ = (l_747_ <= l_726_);
                                                                        l_mut_273_ = l_748_;
                                                                        double l_749_ = (l_724_ - l_723_);
                                                                        bool l_750_ = (l_749_ > l_726_);
                                                                        l_mut_270_ = l_750_;
                                                                        double l_751_ = (l_725_ - l_723_);
                                                                        bool l_752_ = (l_751_ >= l_726_);
                                                                        l_mut_267_ = l_752_;
                                                                        double l_753_ = (l_725_ + l_723_);
                                                                        bool l_754_ = (l_753_ < l_726_);
                                                                        l_mut_264_ = l_754_;
                                                                        if (l_184_) {
                                                                            double l_755_ = (l_724_ + l_723_);
                                                                            bool l_756_ = (l_755_ < l_735_);
                                                                            l_mut_273_ = l_756_;
                                                                            double l_757_ = (l_724_ - l_723_);
                                                                            bool l_758_ = (l_757_ >= l_735_);
                                                                            l_mut_270_ = l_758_;
                                                                            double l_759_ = (l_725_ - l_723_);
                                                                            bool l_760_ = (l_759_ > l_746_);
                                                                            l_mut_267_ = l_760_;
                                                                            double l_761_ = (l_725_ + l_723_);
                                                                            bool l_762_ = (l_761_ <= l_746_);
                                                                            l_mut_264_ = l_762_;
                                                                        }
                                                                        l_mut_214_ = 2u;
                                                                        bool _e1722 = l_mut_270_;
                                                                        if (!(_e1722)) {
                                                                            bool _e1726 = l_mut_264_;
                                                                            local_45 = _e1726;
                                                                        } else {
                                                                            local_45 = true;
                                                                        }
                                                                        bool l_763_ = local_45;
                                                                        if (l_763_) {
                                                                            l_mut_214_ = 1u;
                                                                        } else {
                                                                            bool _e1730 = l_mut_273_;
                                                                            if (_e1730) {
                                                                                bool _e1733 = l_mut_267_;
                                                                                local_46 = _e1733;
                                                                            } else {
                                                                                local_46 = false;
                                                                            }
                                                                            bool l_764_ = local_46;
                                                                            if (l_764_) {
                                                                                l_mut_214_ = 0u;
                                                                            }
                                                                        }
                                                                        uint _e1737 = l_mut_214_;
                                                                        l_mut_243_ = _e1737;
                                                                    }
                                                                    uint _e1738 = l_mut_243_;
                                                                    l_mut_198_ = _e1738;
                                                                }
                                                            } else {
                                                                bool l_765_ = (l_180_ == 13u);
                                                                if (l_765_) {
                                                                    double l_767_ = (l_193_ * l_189_);
                                                                    double l_768_ = (l_193_ * l_192_);
                                                                    double l_769_ = (l_193_ * l_189_);
                                                                    double l_770_ = (l_193_ * l_192_);
                                                                    a_766_[0] = l_767_;
                                                                    a_766_[1] = l_767_;
                                                                    double l_771_ = a_766_[0];
                                                                    bool l_772_ = (l_768_ < l_771_);
                                                                    if (l_772_) {
                                                                        a_766_[0] = l_768_;
                                                                    }
                                                                    double l_773_ = a_766_[0];
                                                                    bool l_774_ = (l_769_ < l_773_);
                                                                    if (l_774_) {
                                                                        a_766_[0] = l_769_;
                                                                    }
                                                                    double l_775_ = a_766_[0];
                                                                    bool l_776_ = (l_770_ < l_775_);
                                                                    if (l_776_) {
                                                                        a_766_[0] = l_770_;
                                                                    }
                                                                    double l_777_ = a_766_[1];
                                                                    bool l_778_ = (l_768_ > l_777_);
                                                                    if (l_778_) {
                                                                        a_766_[1] = l_768_;
                                                                    }
                                                                    double l_779_ = a_766_[1];
                                                                    bool l_780_ = (l_769_ > l_779_);
                                                                    if (l_780_) {
                                                                        a_766_[1] = l_769_;
                                                                    }
                                                                    double l_781_ = a_766_[1];
                                                                    bool l_782_ = (l_770_ > l_781_);
                                                                    if (l_782_) {
                                                                        a_766_[1] = l_770_;
                                                                    }
                                                                    double l_783_ = a_766_[0];
                                                                    double l_784_ = (l_783_ * 7.1362384635298e44L);
                                                                    double l_785_ = floor(l_784_);
                                                                    double l_786_ = (l_785_ * 1.401298464324817e-45L);
                                                                    l_mut_589_ = l_786_;
                                                                    double l_787_ = abs(l_783_);
                                                                    bool l_788_ = (l_787_ >= 1.1754943508222875e-38L);
                                                                    if (l_788_) {
                                                                        float l_789_ = float(l_783_);
                                                                        double l_790_ = double(l_789_);
                                                                        l_mut_589_ = l_790_;
                                                                        double _e1783 = l_mut_589_;
                                                                        bool l_791_ = (_e1783 > l_783_);
                                                                        if (l_791_) {
                                                                            float l_792_ = -(l_789_);
                                                                            uint l_793_ = asuint(l_792_);
                                                                            uint l_794_ = (l_793_ + 1u);
                                                                            l_mut_243_ = l_794_;
                                                                            uint l_795_ = (l_793_ & 2147483647u);
                                                                            bool l_796_ = (l_795_ == 0u);
                                                                            if (l_796_) {
                                                                                l_mut_243_ = 1u;
                                                                            } else {
                                                                                uint l_797_ = (l_793_ & 2147483648u);
                                                                                bool l_798_ = (l_797_ != 0u);
                                                                                if (l_798_) {
                                                                                    uint l_799_ = (l_793_ - 1u);
                                                                                    l_mut_243_ = l_799_;
                                                                                }
                                                                            }
                                                                            uint _e1800 = l_mut_243_;
                                                                            float l_800_ = asfloat(_e1800);
                                                                            float l_801_ = -(l_800_);
                                                                            double l_802_ = double(l_801_);
                                                                            l_mut_589_ = l_802_;
                                                                        } else {
                                                                            uint l_803_ = asuint(l_789_);
                                                                            uint l_804_ = (l_803_ + 1u);
                                                                            l_mut_243_ = l_804_;
                                                                            uint l_805_ = (l_803_ & 2147483647u);
                                                                            bool l_806_ = (l_805_ == 0u);
                                                                            if (l_806_) {
                                                                                l_mut_243_ = 1u;
                                                                            } else {
                                                                                uint l_807_ = (l_803_ & 2147483648u);
                                                                                bool l_808_ = (l_807_ != 0u);
                                                                                if (l_808_) {
                                                                                    uint l_809_ = (l_803_ - 1u);
                                                                                    l_mut_243_ = l_809_;
                                                                                }
                                                                            }
                                                                            uint _e1818 = l_mut_243_;
                                                                            float l_810_ = asfloat(_e1818);
                                                                            double l_811_ = double(l_810_);
                                                                            bool l_812_ = (l_811_ <= l_783_);
                                                                            if (l_812_) {
                                                                                uint l_813_ = asuint(l_789_);
                                                                                uint l_814_ = (l_813_ + 1u);
                                                                                l_mut_243_ = l_814_;
                                                                                uint l_815_ = (l_813_ & 2147483647u);
                                                                                bool l_816_ = (l_815_ == 0u);
                                                                                if (l_816_) {
                                                                                    l_mut_243_ = 1u;
                                                                                } else {
                                                                                    uint l_817_ = (l_813_ & 2147483648u);
                                                                                    bool l_818_ = (l_817_ != 0u);
                                                                                    if (l_818_) {
                                                                                        uint l_819_ = (l_813_ - 1u);
                                                                                        l_mut_243_ = l_819_;
                                                                                    }
                                                                                }
                                                                                uint _e1836 = l_mut_243_;
                                                                                float l_820_ = asfloat(_e1836);
                                                                                double l_821_ = double(l_820_);
                                                                                l_mut_589_ = l_821_;
                                                                            }
                                                                        }
                                                                    }
                                                                    double _e1839 = l_mut_589_;
                                                                    l_mut_33_ = _e1839;
                                                                    double _e1840 = l_mut_589_;
                                                                    bool l_822_ = (_e1840 > 1000.0L);
                                                                    if (l_822_) {
                                                                        double l_823_ = 9218868437227405312uL;
                                                                        l_mut_28_ = l_823_;
                                                                        double _e1845 = l_mut_589_;
                                                                        bool l_824_ = (_e1845 < 0.0L);
                                                                        if (l_824_) {
                                                                            double _e1848 = l_mut_28_;
                                                                            double l_825_ = -(_e1848);
                                                                            l_mut_28_ = l_825_;
                                                                        }
                                                                        double _e1850 = l_mut_28_;
                                                                        l_mut_33_ = _e1850;
                                                                    } else {
                                                                        double _e1851 = l_mut_589_;
                                                                        bool l_826_ = (_e1851 < -1000.0L);
                                                                        if (l_826_) {
                                                                            l_mut_33_ = 0.0L;
                                                                        } else {
                                                                            double _e1855 = l_mut_589_;
                                                                            const bool _e1856 = is_nan_1_f64_(_e1855);
                                                                            bool l_828_ = !(_e1856);
                                                                            if (l_828_) {
                                                                                double _e1858 = l_mut_589_;
                                                                                double l_829_ = (_e1858 + 0.5L);
                                                                                double l_830_ = floor(l_829_);
                                                                                double _e1862 = l_mut_589_;
                                                                                double l_831_ = (_e1862 - l_830_);
                                                                                double l_832_ = (l_831_ * 0.6931471824645996L);
                                                                                double l_833_ = (l_831_ * -1.904654299957768e-9L);
                                                                                double l_834_ = (l_832_ + l_833_);
                                                                                l_mut_589_ = l_834_;
                                                                                const bool _e1869 = is_nan_1_f64_(l_834_);
                                                                                if (_e1869) {
                                                                                } else {
                                                                                    bool l_836_ = (l_834_ < -700.0L);
                                                                                    if (l_836_) {
                                                                                        l_mut_589_ = 0.0L;
                                                                                    } else {
                                                                                        bool l_837_ = (l_834_ > 700.0L);
                                                                                        if (l_837_) {
                                                                                            double l_838_ = 9218868437227405312uL;
                                                                                            l_mut_28_ = l_838_;
                                                                                            bool l_839_ = (l_834_ < 0.0L);
                                                                                            if (l_839_) {
                                                                                                double _e1879 = l_mut_28_;
                                                                                                double l_840_ = -(_e1879);
                                                                                                l_mut_28_ = l_840_;
                                                                                            }
                                                                                            double _e1881 = l_mut_28_;
                                                                                            l_mut_589_ = _e1881;
                                                                                        } else {
                                                                                            double l_841_ = (l_834_ * 1.4426950408889634L);
                                                                                            double l_842_ = (l_841_ + 0.5L);
                                                                                            double l_843_ = floor(l_842_);
                                                                                            double l_844_ = (l_843_ * 0.6931471824645996L);
                                                                                            double l_845_ = (l_832_ - l_844_);
                                                                                            double l_846_ = (l_843_ * -1.904654299957768e-9L);
                                                                                            double l_847_ = (l_833_ - l_846_);
                                                                                            double l_848_ = (l_845_ + l_847_);
                                                                                            double l_849_ = (l_848_ * 7.647163731819816e-13L);
                                                                                            double l_850_ = (l_849_ + 1.1470745597729725e-11L);
                                                                                            l_mut_28_ = l_850_;
                                                                                            double _e1898 = l_mut_28_;
                                                                                            double l_851_ = (_e1898 * l_848_);
                                                                                            double l_852_ = (l_851_ + 1.6059043836821613e-10L);
                                                                                            l_mut_28_ = l_852_;
                                                                                            double _e1902 = l_mut_28_;
                                                                                            double l_853_ = (_e1902 * l_848_);
                                                                                            double l_854_ = (l_853_ + 2.08767569878681e-9L);
                                                                                            l_mut_28_ = l_854_;
                                                                                            double _e1906 = l_mut_28_;
                                                                                            double l_855_ = (_e1906 * l_848_);
                                                                                            double l_856_ = (l_855_ + 2.505210838544172e-8L);
                                                                                            l_mut_28_ = l_856_;
                                                                                            double _e1910 = l_mut_28_;
                                                                                            double l_857_ = (_e1910 * l_848_);
                                                                                            double l_858_ = (l_857_ + 2.755731922398589e-7L);
                                                                                            l_mut_28_ = l_858_;
                                                                                            double _e1914 = l_mut_28_;
                                                                                            double l_859_ = (_e1914 * l_848_);
                                                                                            double l_860_ = (l_859_ + 2.7557319223985893e-6L);
                                                                                            l_mut_28_ = l_860_;
                                                                                            double _e1918 = l_mut_28_;
                                                                                            double l_861_ = (_e1918 * l_848_);
                                                                                            double l_862_ = (l_861_ + 2.48015873015873e-5L);
                                                                                            l_mut_28_ = l_862_;
                                                                                            double _e1922 = l_mut_28_;
                                                                                            double l_863_ = (_e1922 * l_848_);
                                                                                            double l_864_ = (l_863_ + 0.0001984126984126984L);
                                                                                            l_mut_28_ = l_864_;
                                                                                            double _e1926 = l_mut_28_;
                                                                                            double l_865_ = (_e1926 * l_848_);
                                                                                            double l_866_ = (l_865_ + 0.001388888888888889L);
                                                                                            l_mut_28_ = l_866_;
                                                                                            double _e1930 = l_mut_28_;
                                                                                            double l_867_ = (_e1930 * l_848_);
                                                                                            double l_868_ = (l_867_ + 0.008333333333333333L);
                                                                                            l_mut_28_ = l_868_;
                                                                                            double _e1934 = l_mut_28_;
                                                                                            double l_869_ = (_e1934 * l_848_);
                                                                                            double l_870_ = (l_869_ + 0.041666666666666664L);
                                                                                            l_mut_28_ = l_870_;
                                                                                            double _e1938 = l_mut_28_;
                                                                                            double l_871_ = (_e1938 * l_848_);
                                                                                            double l_872_ = (l_871_ + 0.16666666666666666L);
                                                                                            l_mut_28_ = l_872_;
                                                                                            double _e1942 = l_mut_28_;
                                                                                            double l_873_ = (_e1942 * l_848_);
                                                                                            double l_874_ = (l_873_ + 0.5L);
                                                                                            l_mut_28_ = l_874_;
                                                                                            double l_875_ = (l_848_ * l_848_);
                                                                                            double _e1947 = l_mut_28_;
                                                                                            double l_876_ = (l_875_ * _e1947);
                                                                                            double l_877_ = (l_848_ + l_876_);
                                                                                            double l_878_ = (1.0L + l_877_);
                                                                                            int l_879_ = naga_f2i32(l_843_);
                                                                                            int l_880_ = asint(asuint(l_879_) + asuint(int(1023)));
                                                                                            uint64_t l_881_ = uint64_t(l_880_);
                                                                                            uint64_t l_882_ = (l_881_ << uint(52uL));
                                                                                            double l_883_ = l_882_;
                                                                                            double l_884_ = (l_878_ * l_883_);
                                                                                            l_mut_589_ = l_884_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                int l_885_ = naga_f2i32(l_830_);
                                                                                int l_886_ = asint(asuint(l_885_) + asuint(int(1023)));
                                                                                uint64_t l_887_ = uint64_t(l_886_);
                                                                                uint64_t l_888_ = (l_887_ << uint(52uL));
                                                                                double l_889_ = l_888_;
                                                                                double _e1971 = l_mut_589_;
                                                                                double l_890_ = (_e1971 * l_889_);
                                                                                l_mut_33_ = l_890_;
                                                                            }
                                                                        }
                                                                    }
                                                                    double l_891_ = a_766_[1];
                                                                    double l_892_ = -(l_891_);
                                                                    double l_893_ = (l_892_ * 7.1362384635298e44L);
                                                                    double l_894_ = floor(l_893_);
                                                                    double l_895_ = (l_894_ * 1.401298464324817e-45L);
                                                                    l_mut_589_ = l_895_;
                                                                    double l_896_ = abs(l_892_);
                                                                    bool l_897_ = (l_896_ >= 1.1754943508222875e-38L);
                                                                    if (l_897_) {
                                                                        float l_898_ = float(l_892_);
                                                                        double l_899_ = double(l_898_);
                                                                        l_mut_589_ = l_899_;
                                                                        double _e1986 = l_mut_589_;
                                                                        bool l_900_ = (_e1986 > l_892_);
                                                                        if (l_900_) {
                                                                            float l_901_ = -(l_898_);
                                                                            uint l_902_ = asuint(l_901_);
                                                                            uint l_903_ = (l_902_ + 1u);
                                                                            l_mut_243_ = l_903_;
                                                                            uint l_904_ = (l_902_ & 2147483647u);
                                                                            bool l_905_ = (l_904_ == 0u);
                                                                            if (l_905_) {
                                                                                l_mut_243_ = 1u;
                                                                            } else {
                                                                                uint l_906_ = (l_902_ & 2147483648u);
                                                                                bool l_907_ = (l_906_ != 0u);
                                                                                if (l_907_) {
                                                                                    uint l_908_ = (l_902_ - 1u);
                                                                                    l_mut_243_ = l_908_;
                                                                                }
                                                                            }
                                                                            uint _e2003 = l_mut_243_;
                                                                            float l_909_ = asfloat(_e2003);
                                                                            float l_910_ = -(l_909_);
                                                                            double l_911_ = double(l_910_);
                                                                            l_mut_589_ = l_911_;
                                                                        } else {
                                                                            uint l_912_ = asuint(l_898_);
                                                                            uint l_913_ = (l_912_ + 1u);
                                                                            l_mut_243_ = l_913_;
                                                                            uint l_914_ = (l_912_ & 2147483647u);
                                                                            bool l_915_ = (l_914_ == 0u);
                                                                            if (l_915_) {
                                                                                l_mut_243_ = 1u;
                                                                            } else {
                                                                                uint l_916_ = (l_912_ & 2147483648u);
                                                                                bool l_917_ = (l_916_ != 0u);
                                                                                if (l_917_) {
                                                                                    uint l_918_ = (l_912_ - 1u);
                                                                                    l_mut_243_ = l_918_;
                                                                                }
                                                                            }
                                                                            uint _e2021 = l_mut_243_;
                                                                            float l_919_ = asfloat(_e2021);
                                                                            double l_920_ = double(l_919_);
                                                                            bool l_921_ = (l_920_ <= l_892_);
                                                                            if (l_921_) {
                                                                                uint l_922_ = asuint(l_898_);
                                                                                uint l_923_ = (l_922_ + 1u);
                                                                                l_mut_243_ = l_923_;
                                                                                uint l_924_ = (l_922_ & 2147483647u);
                                                                                bool l_925_ = (l_924_ == 0u);
                                                                                if (l_925_) {
                                                                                    l_mut_243_ = 1u;
                                                                                } else {
                                                                                    uint l_926_ = (l_922_ & 2147483648u);
                                                                                    bool l_927_ = (l_926_ != 0u);
                                                                                    if (l_927_) {
                                                                                        uint l_928_ = (l_922_ - 1u);
                                                                                        l_mut_243_ = l_928_;
                                                                                    }
                                                                                }
                                                                                uint _e2039 = l_mut_243_;
                                                                                float l_929_ = asfloat(_e2039);
                                                                                double l_930_ = double(l_929_);
                                                                                l_mut_589_ = l_930_;
                                                                            }
                                                                        }
                                                                    }
                                                                    double _e2042 = l_mut_589_;
                                                                    double l_931_ = -(_e2042);
                                                                    l_mut_589_ = l_931_;
                                                                    bool l_932_ = (l_931_ > 1000.0L);
                                                                    if (l_932_) {
                                                                        double l_933_ = 9218868437227405312uL;
                                                                        l_mut_28_ = l_933_;
                                                                        bool l_934_ = (l_931_ < 0.0L);
                                                                        if (l_934_) {
                                                                            double _e2050 = l_mut_28_;
                                                                            double l_935_ = -(_e2050);
                                                                            l_mut_28_ = l_935_;
                                                                        }
                                                                        double _e2052 = l_mut_28_;
                                                                        l_mut_589_ = _e2052;
                                                                    } else {
                                                                        bool l_936_ = (l_931_ < -1000.0L);
                                                                        if (l_936_) {
                                                                            l_mut_589_ = 0.0L;
                                                                        } else {
                                                                            const bool _e2056 = is_nan_1_f64_(l_931_);
                                                                            bool l_938_ = !(_e2056);
                                                                            if (l_938_) {
                                                                                double l_939_ = (l_931_ + 0.5L);
                                                                                double l_940_ = floor(l_939_);
                                                                                double l_941_ = (l_931_ - l_940_);
                                                                                double l_942_ = (l_941_ * 0.6931471824645996L);
                                                                                double l_943_ = (l_941_ * -1.904654299957768e-9L);
                                                                                double l_944_ = (l_942_ + l_943_);
                                                                                l_mut_28_ = l_944_;
                                                                                const bool _e2067 = is_nan_1_f64_(l_944_);
                                                                                if (_e2067) {
                                                                                } else {
                                                                                    bool l_946_ = (l_944_ < -700.0L);
                                                                                    if (l_946_) {
                                                                                        l_mut_28_ = 0.0L;
                                                                                    } else {
                                                                                        bool l_947_ = (l_944_ > 700.0L);
                                                                                        if (l_947_) {
                                                                                            double l_948_ = 9218868437227405312uL;
                                                                                            l_mut_949_ = l_948_;
                                                                                            bool l_950_ = (l_944_ < 0.0L);
                                                                                            if (l_950_) {
                                                                                                double _e2077 = l_mut_949_;
                                                                                                double l_951_ = -(_e2077);
                                                                                                l_mut_949_ = l_951_;
                                                                                            }
                                                                                            double _e2079 = l_mut_949_;
                                                                                            l_mut_28_ = _e2079;
                                                                                        } else {
                                                                                            double l_952_ = (l_944_ * 1.4426950408889634L);
                                                                                            double l_953_ = (l_952_ + 0.5L);
                                                                                            double l_954_ = floor(l_953_);
                                                                                            double l_955_ = (l_954_ * 0.6931471824645996L);
                                                                                            double l_956_ = (l_942_ - l_955_);
                                                                                            double l_957_ = (l_954_ * -1.904654299957768e-9L);
                                                                                            double l_958_ = (l_943_ - l_957_);
                                                                                            double l_959_ = (l_956_ + l_958_);
                                                                                            double l_960_ = (l_959_ * 7.647163731819816e-13L);
                                                                                            double l_961_ = (l_960_ + 1.1470745597729725e-11L);
                                                                                            l_mut_949_ = l_961_;
                                                                                            double _e2096 = l_mut_949_;
                                                                                            double l_962_ = (_e2096 * l_959_);
                                                                                            double l_963_ = (l_962_ + 1.6059043836821613e-10L);
                                                                                            l_mut_949_ = l_963_;
                                                                                            double _e2100 = l_mut_949_;
                                                                                            double l_964_ = (_e2100 * l_959_);
                                                                                            double l_965_ = (l_964_ + 2.08767569878681e-9L);
                                                                                            l_mut_949_ = l_965_;
                                                                                            double _e2104 = l_mut_949_;
                                                                                            double l_966_ = (_e2104 * l_959_);
                                                                                            double l_967_ = (l_966_ + 2.505210838544172e-8L);
                                                                                            l_mut_949_ = l_967_;
                                                                                            double _e2108 = l_mut_949_;
                                                                                            double l_968_ = (_e2108 * l_959_);
                                                                                            double l_969_ = (l_968_ + 2.755731922398589e-7L);
                                                                                            l_mut_949_ = l_969_;
                                                                                            double _e2112 = l_mut_949_;
                                                                                            double l_970_ = (_e2112 * l_959_);
                                                                                            double l_971_ = (l_970_ + 2.7557319223985893e-6L);
                                                                                            l_mut_949_ = l_971_;
                                                                                            double _e2116 = l_mut_949_;
                                                                                            double l_972_ = (_e2116 * l_959_);
                                                                                            double l_973_ = (l_972_ + 2.48015873015873e-5L);
                                                                                            l_mut_949_ = l_973_;
                                                                                            double _e2120 = l_mut_949_;
                                                                                            double l_974_ = (_e2120 * l_959_);
                                                                                            double l_975_ = (l_974_ + 0.0001984126984126984L);
                                                                                            l_mut_949_ = l_975_;
                                                                                            double _e2124 = l_mut_949_;
                                                                                            double l_976_ = (_e2124 * l_959_);
                                                                                            double l_977_ = (l_976_ + 0.001388888888888889L);
                                                                                            l_mut_949_ = l_977_;
                                                                                            double _e2128 = l_mut_949_;
                                                                                            double l_978_ = (_e2128 * l_959_);
                                                                                            double l_979_ = (l_978_ + 0.008333333333333333L);
                                                                                            l_mut_949_ = l_979_;
                                                                                            double _e2132 = l_mut_949_;
                                                                                            double l_980_ = (_e2132 * l_959_);
                                                                                            double l_981_ = (l_980_ + 0.041666666666666664L);
                                                                                            l_mut_949_ = l_981_;
                                                                                            double _e2136 = l_mut_949_;
                                                                                            double l_982_ = (_e2136 * l_959_);
                                                                                            double l_983_ = (l_982_ + 0.16666666666666666L);
                                                                                            l_mut_949_ = l_983_;
                                                                                            double _e2140 = l_mut_949_;
                                                                                            double l_984_ = (_e2140 * l_959_);
                                                                                            double l_985_ = (l_984_ + 0.5L);
                                                                                            l_mut_949_ = l_985_;
                                                                                            double l_986_ = (l_959_ * l_959_);
                                                                                            double _e2145 = l_mut_949_;
                                                                                            double l_987_ = (l_986_ * _e2145);
                                                                                            double l_988_ = (l_959_ + l_987_);
                                                                                            double l_989_ = (1.0L + l_988_);
                                                                                            int l_990_ = naga_f2i32(l_954_);
                                                                                            int l_991_ = asint(asuint(l_990_) + asuint(int(1023)));
                                                                                            uint64_t l_992_ = uint64_t(l_991_);
                                                                                            uint64_t l_993_ = (l_992_ << uint(52uL));
                                                                                            double l_994_ = l_993_;
                                                                                            double l_995_ = (l_989_ * l_994_);
                                                                                            l_mut_28_ = l_995_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                int l_996_ = naga_f2i32(l_940_);
                                                                                int l_997_ = asint(asuint(l_996_) + asuint(int(1023)));
                                                                                uint64_t l_998_ = uint64_t(l_997_);
                                                                                uint64_t l_999_ = (l_998_ << uint(52uL));
                                                                                double l_1000_ = l_999_;
                                                                                double _e2169 = l_mut_28_;
                                                                                double l_1001_ = (_e2169 * l_1000_);
                                                                                l_mut_589_ = l_1001_;
                                                                            }
                                                                        }
                                                                    }
                                                                    double _e2171 = l_mut_33_;
                                                                    double l_1002_ = (_e2171 * 1.4551915228366852e-11L);
                                                                    double _e2174 = l_mut_589_;
                                                                    double l_1003_ = (_e2174 * 1.4551915228366852e-11L);
                                                                    l_mut_243_ = 2u;
                                                                    double _e2178 = l_mut_33_;
                                                                    double l_1004_ = (_e2178 - l_1002_);
                                                                    double l_1005_ = abs(l_1004_);
                                                                    l_mut_949_ = 1.401298464324817e-45L;
                                                                    bool l_1006_ = (l_1005_ >= 1.1754943508222875e-38L);
                                                                    bool l_1007_ = (l_1005_ <= 1.7976931348623157e308L);
                                                                    if (l_1006_) {
                                                                        local_47 = l_1007_;
                                                                    } else {
                                                                        local_47 = false;
                                                                    }
                                                                    bool l_1008_ = local_47;
                                                                    if (l_1008_) {
                                                                        uint64_t l_1009_ = l_1005_;
                                                                        uint64_t l_1010_ = (l_1009_ >> uint(52uL));
                                                                        uint64_t l_1011_ = (l_1010_ - 23uL);
                                                                        uint64_t l_1012_ = (l_1011_ << uint(52uL));
                                                                        double l_1013_ = l_1012_;
                                                                        l_mut_949_ = l_1013_;
                                                                    }
                                                                    double _e2202 = l_mut_33_;
                                                                    double l_1014_ = (_e2202 + l_1002_);
                                                                    double l_1015_ = abs(l_1014_);
                                                                    l_mut_28_ = 1.401298464324817e-45L;
                                                                    bool l_1016_ = (l_1015_ >= 1.1754943508222875e-38L);
                                                                    bool l_1017_ = (l_1015_ <= 1.7976931348623157e308L);
                                                                    if (l_1016_) {
                                                                        local_48 = l_1017_;
                                                                    } else {
                                                                        local_48 = false;
                                                                    }
                                                                    bool l_1018_ = local_48;
                                                                    if (l_1018_) {
                                                                        uint64_t l_1019_ = l_1015_;
                                                                        uint64_t l_1020_ = (l_1019_ >> uint(52uL));
                                                                        uint64_t l_1021_ = (l_1020_ - 23uL);
                                                                        uint64_t l_1022_ = (l_1021_ << uint(52uL));
                                                                        double l_1023_ = l_1022_;
                                                                        l_mut_28_ = l_1023_;
                                                                    }
                                                                    double _e2226 = l_mut_949_;
                                                                    double _e2227 = l_mut_28_;
                                                                    bool l_1024_ = (_e2226 == _e2227);
                                                                    double _e2229 = l_mut_589_;
                                                                    double l_1025_ = (_e2229 - l_1003_);
                                                                    double l_1026_ = abs(l_1025_);
                                                                    l_mut_949_ = 1.401298464324817e-45L;
                                                                    bool l_1027_ = (l_1026_ >= 1.1754943508222875e-38L);
                                                                    bool l_1028_ = (l_1026_ <= 1.7976931348623157e308L);
                                                                    if (l_1027_) {
                                                                        local_49 = l_1028_;
                                                                    } else {
                                                                        local_49 = false;
                                                                    }
                                                                    bool l_1029_ = local_49;
                                                                    if (l_1029_) {
                                                                        uint64_t l_1030_ = l_1026_;
                                                                        uint64_t l_1031_ = (l_1030_ >> uint(52uL));
                                                                        uint64_t l_1032_ = (l_1031_ - 23uL);
                                                                        uint64_t l_1033_ = (l_1032_ << uint(52uL));
                                                                        double l_1034_ = l_1033_;
                                                                        l_mut_949_ = l_1034_;
                                                                    }
                                                                    double _e2253 = l_mut_589_;
                                                                    double l_1035_ = (_e2253 + l_1003_);
                                                                    double l_1036_ = abs(l_1035_);
                                                                    l_mut_28_ = 1.401298464324817e-45L;
                                                                    bool l_1037_ = (l_1036_ >= 1.1754943508222875e-38L);
                                                                    bool l_1038_ = (l_1036_ <= 1.7976931348623157e308L);
                                                                    if (l_1037_) {
                                                                        local_50 = l_1038_;
                                                                    } else {
                                                                        local_50 = false;
                                                                    }
                                                                    bool l_1039_ = local_50;
                                                                    if (l_1039_) {
                                                                        uint64_t l_1040_ = l_1036_;
                                                                        uint64_t l_1041_ = (l_1040_ >> uint(52uL));
                                                                        uint64_t l_1042_ = (l_1041_ - 23uL);
                                                                        uint64_t l_1043_ = (l_1042_ << uint(52uL));
                                                                        double l_1044_ = l_1043_;
                                                                        l_mut_28_ = l_1044_;
                                                                    }
                                                                    double _e2277 = l_mut_949_;
                                                                    double _e2278 = l_mut_28_;
                                                                    bool l_1045_ = (_e2277 == _e2278);
                                                                    if (l_1024_) {
                                                                        local_51 = l_1045_;
                                                                    } else {
                                                                        local_51 = false;
                                                                    }
                                                                    bool l_1046_ = local_51;
                                                                    if (l_1046_) {
                                                                        double _e2284 = l_mut_33_;
                                                                        double l_1047_ = (l_186_ * _e2284);
                                                                        double _e2286 = l_mut_33_;
                                                                        double l_1048_ = abs(_e2286);
                                                                        l_mut_949_ = 1.401298464324817e-45L;
                                                                        bool l_1049_ = (l_1048_ >= 1.1754943508222875e-38L);
                                                                        bool l_1050_ = (l_1048_ <= 1.7976931348623157e308L);
                                                                        if (l_1049_) {
                                                                            local_52 = l_1050_;
                                                                        } else {
                                                                            local_52 = false;
                                                                        }
                                                                        bool l_1051_ = local_52;
                                                                        if (l_1051_) {
                                                                            uint64_t l_1052_ = l_1048_;
                                                                            uint64_t l_1053_ = (l_1052_ >> uint(52uL));
                                                                            uint64_t l_1054_ = (l_1053_ - 23uL);
                                                                            uint64_t l_1055_ = (l_1054_ << uint(52uL));
                                                                            double l_1056_ = l_1055_;
                                                                            l_mut_949_ = l_1056_;
                                                                        }
                                                                        double _e2310 = l_mut_949_;
                                                                        double l_1057_ = (0.5L * _e2310);
                                                                        l_mut_949_ = l_1047_;
                                                                        bool l_1058_ = (l_1057_ > l_1047_);
                                                                        if (l_1058_) {
                                                                            l_mut_949_ = l_1057_;
                                                                        }
                                                                        double _e2313 = l_mut_589_;
                                                                        double l_1059_ = (l_186_ * _e2313);
                                                                        double _e2315 = l_mut_589_;
                                                                        double l_1060_ = abs(_e2315);
                                                                        l_mut_28_ = 1.401298464324817e-45L;
                                                                        bool l_1061_ = (l_1060_ >= 1.1754943508222875e-38L);
                                                                        bool l_1062_ = (l_1060_ <= 1.7976931348623157e308L);
                                                                        if (l_1061_) {
                                                                            local_53 = l_1062_;
                                                                        } else {
                                                                            local_53 = false;
                                                                        }
                                                                        bool l_1063_ = local_53;
                                                                        if (l_1063_) {
                                                                            uint64_t l_1064_ = l_1060_;
                                                                            uint64_t l_1065_ = (l_1064_ >> uint(52uL));
                                                                            uint64_t l_1066_ = (l_1065_ - 23uL);
                                                                            uint64_t l_1067_ = (l_1066_ << uint(52uL));
                                                                            double l_1068_ = l_1067_;
                                                                            l_mut_28_ = l_1068_;
                                                                        }
                                                                        double _e2339 = l_mut_28_;
                                                                        double l_1069_ = (0.5L * _e2339);
                                                                        l_mut_28_ = l_1059_;
                                                                        bool l_1070_ = (l_1069_ > l_1059_);
                                                                        if (l_1070_) {
                                                                            l_mut_28_ = l_1069_;
                                                                        }
                                                                        double _e2342 = l_mut_33_;
                                                                        double _e2343 = l_mut_949_;
                                                                        double l_1071_ = (_e2342 - _e2343);
                                                                        double _e2345 = l_mut_589_;
                                                                        double _e2346 = l_mut_28_;
                                                                        double l_1072_ = (_e2345 + _e2346);
                                                                        float _e2348 = l_mut_22_;
                                                                        double l_1073_ = double(_e2348);
                                                                        float _e2350 = l_mut_22_;
                                                                        uint l_1074_ = asuint(_e2350);
                                                                        uint l_1075_ = (l_1074_ + 1u);
                                                                        l_mut_214_ = l_1075_;
                                                                        uint l_1076_ = (l_1074_ & 2147483647u);
                                                                        bool l_1077_ = (l_1076_ == 0u);
                                                                        if (l_1077_) {
                                                                            l_mut_214_ = 1u;
                                                                        } else {
                                                                            uint l_1078_ = (l_1074_ & 2147483648u);
                                                                            bool l_1079_ = (l_1078_ != 0u);
                                                                            if (l_1079_) {
                                                                                uint l_1080_ = (l_1074_ - 1u);
                                                                                l_mut_214_ = l_1080_;
                                                                            }
                                                                        }
                                                                        uint _e2365 = l_mut_214_;
                                                                        float l_1081_ = asfloat(_e2365);
                                                                        double l_1082_ = double(l_1081_);
                                                                        float _e2368 = l_mut_22_;
                                                                        float l_1083_ = -(_e2368);
                                                                        uint l_1084_ = asuint(l_1083_);
                                                                        uint l_1085_ = (l_1084_ + 1u);
                                                                        l_mut_214_ = l_1085_;
                                                                        uint l_1086_ = (l_1084_ & 2147483647u);
                                                                        bool l_1087_ = (l_1086_ == 0u);
                                                                        if (l_1087_) {
                                                                            l_mut_214_ = 1u;
                                                                        } else {
                                                                            uint l_1088_ = (l_1084_ & 2147483648u);
                                                                            bool l_1089_ = (l_1088_ != 0u);
                                                                            if (l_1089_) {
                                                                                uint l_1090_ = (l_1084_ - 1u);
                                                                                l_mut_214_ = l_1090_;
                                                                            }
                                                                        }
                                                                        uint _e2384 = l_mut_214_;
                                                                        float l_1091_ = asfloat(_e2384);
                                                                        float l_1092_ = -(l_1091_);
                                                                        double l_1093_ = double(l_1092_);
                                                                        double l_1094_ = (l_1071_ + l_1002_);
                                                                        bool l_1095_ = (l_1094_ <= l_1073_);
                                                                        l_mut_273_ = l_1095_;
                                                                        double l_1096_ = (l_1071_ - l_1002_);
                                                                        bool l_1097_ = (l_1096_ > l_1073_);
                                                                        l_mut_270_ = l_1097_;
                                                                        double l_1098_ = (l_1072_ - l_1003_);
                                                                        bool l_1099_ = (l_1098_ >= l_1073_);
                                                                        l_mut_267_ = l_1099_;
                                                                        double l_1100_ = (l_1072_ + l_1003_);
                                                                        bool l_1101_ = (l_1100_ < l_1073_);
                                                                        l_mut_264_ = l_1101_;
                                                                        l_mut_214_ = 2u;
                                                                        bool _e2397 = l_mut_270_;
                                                                        if (!(_e2397)) {
                                                                            bool _e2401 = l_mut_264_;
                                                                            local_54 = _e2401;
                                                                        } else {
                                                                            local_54 = true;
                                                                        }
                                                                        bool l_1102_ = local_54;
                                                                        if (l_1102_) {
                                                                            l_mut_214_ = 1u;
                                                                        } else {
                                                                            bool _e2405 = l_mut_273_;
                                                                            if (_e2405) {
                                                                                bool _e2408 = l_mut_267_;
                                                                                local_55 = _e2408;
                                                                            } else {
                                                                                local_55 = false;
                                                                            }
                                                                            bool l_1103_ = local_55;
                                                                            if (l_1103_) {
                                                                                l_mut_214_ = 0u;
                                                                            }
                                                                        }
                                                                        uint _e2412 = l_mut_214_;
                                                                        l_mut_243_ = _e2412;
                                                                    }
                                                                    uint _e2413 = l_mut_243_;
                                                                    l_mut_198_ = _e2413;
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
                            uint l_1104_ = a_197_[0];
                            bool l_1105_ = (l_1104_ == 0u);
                            if (l_1105_) {
                                l_mut_198_ = 2u;
                            }
                            uint _e2419 = l_mut_178_;
                            uint _e2421 = l_mut_198_;
                            a_10_[min(uint(_e2419), 7u)] = _e2421;
                            uint _e2422 = l_mut_178_;
                            uint l_1106_ = a_10_[min(uint(_e2422), 7u)];
                            bool l_1107_ = (l_1106_ == 2u);
                            if (l_1107_) {
                                l_mut_175_ = false;
                            }
                        }
                    }
                }
                uint _e2431 = l_mut_80_;
                bool l_1108_ = (_e2431 == 4294967293u);
                if (l_1108_) {
                    uint l_1109_ = a_8_[0];
                    uint l_1110_ = (l_1109_ + 1u);
                    a_8_[0] = l_1110_;
                } else {
                    bool _e2439 = l_mut_175_;
                    if (_e2439) {
                        l_mut_949_ = l_168_;
                        double _e2440 = l_mut_949_;
                        bool l_1111_ = (_e2440 < -17.0L);
                        if (l_1111_) {
                            l_mut_949_ = -17.0L;
                        }
                        double _e2444 = l_mut_949_;
                        bool l_1112_ = (_e2444 > 17.0L);
                        if (l_1112_) {
                            l_mut_949_ = 17.0L;
                        }
                        double _e2448 = l_mut_949_;
                        double l_1113_ = (_e2448 + 16.0L);
                        double l_1114_ = (l_1113_ + 1.0L);
                        uint l_1115_ = naga_f2u32(l_1114_);
                        uint l_1116_ = (2u + l_1115_);
                        uint l_1117_ = a_8_[min(uint(l_1116_), 64u)];
                        uint l_1118_ = (l_1117_ + 1u);
                        a_8_[min(uint(l_1116_), 64u)] = l_1118_;
                        float _e2461 = l_mut_22_;
                        uint l_1119_ = asuint(_e2461);
                        uint l_1120_ = (l_1119_ & 8388607u);
                        double l_1121_ = double(l_1120_);
                        double l_1122_ = (l_1121_ / 7.1362384635298e44L);
                        l_mut_949_ = l_1122_;
                        uint l_1123_ = (l_1119_ & 2139095040u);
                        bool l_1124_ = (l_1123_ != 0u);
                        if (l_1124_) {
                            uint l_1125_ = (l_1119_ & 2147483647u);
                            float l_1126_ = asfloat(l_1125_);
                            double l_1127_ = double(l_1126_);
                            l_mut_949_ = l_1127_;
                        }
                        uint l_1128_ = (l_1119_ >> 31u);
                        double l_1129_ = double(l_1128_);
                        double l_1130_ = (2.0L * l_1129_);
                        double l_1131_ = (1.0L - l_1130_);
                        double _e2483 = l_mut_949_;
                        l_mut_949_ = (_e2483 * l_1131_);
                        double _e2485 = l_mut_25_;
                        double l_1132_ = abs(_e2485);
                        double _e2487 = l_mut_25_;
                        double l_1133_ = (_e2487 * 0.0L);
                        double l_1134_ = (l_1133_ + 7.1362384635298e44L);
                        l_mut_589_ = l_1134_;
                        bool l_1135_ = (l_1132_ >= 2.350988701644575e-38L);
                        if (l_1135_) {
                            uint _e2494 = l_mut_80_;
                            uint l_1136_ = (_e2494 & 2147483647u);
                            float l_1137_ = asfloat(l_1136_);
                            double l_1138_ = double(l_1137_);
                            uint l_1139_ = (l_1136_ & 2139095040u);
                            float l_1140_ = asfloat(l_1139_);
                            double l_1141_ = double(l_1140_);
                            bool l_1142_ = (l_1138_ > l_1132_);
                            uint l_1143_ = (l_1136_ & 8388607u);
                            bool l_1144_ = (l_1143_ == 0u);
                            if (l_1142_) {
                                local_56 = l_1144_;
                            } else {
                                local_56 = false;
                            }
                            bool l_1145_ = local_56;
                            double l_1146_ = (l_1141_ * 1.1920928955078125e-7L);
                            double l_1147_ = double(l_1145_);
                            double l_1148_ = (0.5L * l_1147_);
                            double l_1149_ = (1.0L - l_1148_);
                            double l_1150_ = (l_1146_ * l_1149_);
                            double l_1151_ = (1.0L / l_1150_);
                            l_mut_589_ = l_1151_;
                        }
                        double _e2522 = l_mut_949_;
                        double _e2523 = l_mut_25_;
                        double l_1152_ = (_e2522 - _e2523);
                        double _e2525 = l_mut_589_;
                        double l_1153_ = (l_1152_ * _e2525);
                        uint l_1154_ = a_8_[45];
                        bool l_1155_ = (l_1154_ == 4294967295u);
                        double l_1156_ = a_9_[0];
                        bool l_1157_ = (l_1153_ < l_1156_);
                        if (!(l_1155_)) {
                            local_57 = l_1157_;
                        } else {
                            local_57 = true;
                        }
                        bool l_1158_ = local_57;
                        if (l_1158_) {
                            a_9_[0] = l_1153_;
                            a_8_[45] = l_20_;
                            a_8_[46] = l_149_;
                        }
                        uint l_1159_ = a_8_[47];
                        bool l_1160_ = (l_1159_ == 4294967295u);
                        double l_1161_ = a_9_[1];
                        bool l_1162_ = (l_1153_ > l_1161_);
                        if (!(l_1160_)) {
                            local_58 = l_1162_;
                        } else {
                            local_58 = true;
                        }
                        bool l_1163_ = local_58;
                        if (l_1163_) {
                            a_9_[1] = l_1153_;
                            a_8_[47] = l_20_;
                            a_8_[48] = l_149_;
                        }
                        bool l_1164_ = (l_168_ != 0.0L);
                        if (l_1164_) {
                            l_mut_1165_ = 0u;
                            uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                            bool loop_init_4 = true;
                            while(true) {
                                if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                if (!loop_init_4) {
                                    uint _e2610 = l_mut_1165_;
                                    l_mut_1165_ = (_e2610 + 1u);
                                }
                                loop_init_4 = false;
                                uint _e2561 = l_mut_1165_;
                                if ((_e2561 < 8u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e2564 = l_mut_1165_;
                                    uint l_1166_ = a_10_[min(uint(_e2564), 7u)];
                                    bool l_1167_ = (l_1166_ == 1u);
                                    if (l_1167_) {
                                        uint _e2570 = l_mut_1165_;
                                        uint l_1168_ = (37u + _e2570);
                                        uint l_1169_ = a_8_[min(uint(l_1168_), 64u)];
                                        uint l_1170_ = (l_1169_ + 1u);
                                        a_8_[min(uint(l_1168_), 64u)] = l_1170_;
                                        uint _e2578 = l_mut_1165_;
                                        uint l_1171_ = (2u + _e2578);
                                        uint l_1172_ = (2u * l_1171_);
                                        uint l_1173_ = (45u + l_1172_);
                                        uint l_1174_ = a_8_[min(uint(l_1173_), 64u)];
                                        bool l_1175_ = (l_1174_ == 4294967295u);
                                        double l_1176_ = abs(l_1153_);
                                        uint _e2590 = l_mut_1165_;
                                        uint l_1177_ = (2u + _e2590);
                                        double l_1178_ = a_9_[min(uint(l_1177_), 9u)];
                                        double l_1179_ = abs(l_1178_);
                                        bool l_1180_ = (l_1176_ > l_1179_);
                                        if (!(l_1175_)) {
                                            local_59 = l_1180_;
                                        } else {
                                            local_59 = true;
                                        }
                                        bool l_1181_ = local_59;
                                        if (l_1181_) {
                                            uint _e2602 = l_mut_1165_;
                                            uint l_1182_ = (2u + _e2602);
                                            a_9_[min(uint(l_1182_), 9u)] = l_1153_;
                                            a_8_[min(uint(l_1173_), 64u)] = l_20_;
                                            uint l_1183_ = (l_1173_ + 1u);
                                            a_8_[min(uint(l_1183_), 64u)] = l_149_;
                                        }
                                    }
                                }
                            }
                        }
                    } else {
                        uint l_1184_ = a_8_[1];
                        uint l_1185_ = (l_2_ + l_1184_);
                        uint l_1186_ = (l_1185_ * 2u);
                        uint l_1264_ = asuint(info.Load(24+0));
                        uint l_1265_ = (l_1264_ * 1u);
                        bool l_1266_ = (l_1186_ < l_1265_);
                        if (l_1266_) {
                            buffer_6_global.Store(l_1186_*4, asuint(l_20_));
                        }
                        uint l_1187_ = (l_1186_ + 1u);
                        uint l_1267_ = asuint(info.Load(24+0));
                        uint l_1268_ = (l_1267_ * 1u);
                        bool l_1269_ = (l_1187_ < l_1268_);
                        if (l_1269_) {
                            buffer_6_global.Store(l_1187_*4, asuint(l_149_));
                        }
                        uint l_1188_ = a_8_[1];
                        uint l_1189_ = (l_1188_ + 1u);
                        a_8_[1] = l_1189_;
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
                uint _e2667 = l_mut_1190_;
                l_mut_1190_ = (_e2667 + 1u);
            }
            loop_init_5 = false;
            uint _e2647 = l_mut_1190_;
            if ((_e2647 < 65u)) {
            } else {
                break;
            }
            {
                uint l_1191_ = (id * 65u);
                uint _e2652 = l_mut_1190_;
                uint l_1192_ = (l_1191_ + _e2652);
                uint _e2654 = l_mut_1190_;
                uint l_1193_ = a_8_[min(uint(_e2654), 64u)];
                uint l_1270_ = asuint(info.Load(16+0));
                uint l_1271_ = (l_1270_ * 1u);
                bool l_1272_ = (l_1192_ < l_1271_);
                if (l_1272_) {
                    buffer_4_global.Store(l_1192_*4, asuint(l_1193_));
                }
            }
        }
        uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
        bool loop_init_6 = true;
        while(true) {
            if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
            loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
            if (!loop_init_6) {
                uint _e2691 = l_mut_1194_;
                l_mut_1194_ = (_e2691 + 1u);
            }
            loop_init_6 = false;
            uint _e2671 = l_mut_1194_;
            if ((_e2671 < 10u)) {
            } else {
                break;
            }
            {
                uint l_1195_ = (id * 10u);
                uint _e2676 = l_mut_1194_;
                uint l_1196_ = (l_1195_ + _e2676);
                uint _e2678 = l_mut_1194_;
                double l_1197_ = a_9_[min(uint(_e2678), 9u)];
                uint l_1273_ = asuint(info.Load(20+0));
                uint l_1274_ = (l_1273_ * 1u);
                bool l_1275_ = (l_1196_ < l_1274_);
                if (l_1275_) {
                    buffer_5_global.Store(l_1196_*8, l_1197_);
                }
            }
        }
        return;
    } else {
        return;
    }
}
