struct info_st {
    uint static_meta[10];
};

static const uint WORKGROUP_SIZE_X = 64u;
static const uint WORKGROUP_SIZE_Y = 1u;
static const uint WORKGROUP_SIZE_Z = 1u;

RWByteAddressBuffer buffer_0_global : register(u0);
RWByteAddressBuffer buffer_1_global : register(u1);
RWByteAddressBuffer buffer_2_global : register(u2);
RWByteAddressBuffer buffer_3_global : register(u3);
RWByteAddressBuffer buffer_4_global : register(u4);
ByteAddressBuffer info : register(t5);

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

[numthreads(64, 1, 1)]
void reference_range(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint a_8_[7] = (uint[7])0;
    double a_9_[2] = (double[2])0;
    float l_mut_14_ = (float)0;
    double l_mut_17_ = (double)0;
    double l_mut_19_ = (double)0;
    uint l_mut_10_ = (uint)0;
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
    uint l_mut_145_ = 0u;
    uint l_mut_149_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_167_ = asuint(info.Load(16+0));
        uint l_168_ = (l_167_ * 1u);
        bool l_169_ = (0u < l_168_);
        if (l_169_) {
            buffer_4_global.Store(0, asuint(1u));
        }
    }
    uint l_153_ = asuint(info.Load(0+0));
    uint l_154_ = (l_153_ * 1u);
    bool l_155_ = (1u < l_154_);
    uint l_156_ = (l_154_ - 1u);
    uint l_157_ = min(1u, l_156_);
    uint l_158_ = asuint(buffer_0_global.Load(l_157_*4));
    uint l_1_ = (l_155_ ? l_158_ : 0u);
    uint l_2_ = (id * l_1_);
    uint l_160_ = asuint(info.Load(0+0));
    uint l_161_ = (l_160_ * 1u);
    bool l_162_ = (2u < l_161_);
    uint l_163_ = (l_161_ - 1u);
    uint l_164_ = min(2u, l_163_);
    uint l_165_ = asuint(buffer_0_global.Load(l_164_*4));
    uint l_3_ = (l_162_ ? l_165_ : 0u);
    bool l_4_ = (l_2_ < l_3_);
    if (l_4_) {
        uint l_5_ = (l_2_ + l_1_);
        uint l_170_ = asuint(info.Load(0+0));
        uint l_171_ = (l_170_ * 1u);
        bool l_172_ = (2u < l_171_);
        uint l_173_ = (l_171_ - 1u);
        uint l_174_ = min(2u, l_173_);
        uint l_175_ = asuint(buffer_0_global.Load(l_174_*4));
        uint l_6_ = (l_172_ ? l_175_ : 0u);
        uint l_7_ = min(l_5_, l_6_);
        a_8_[0] = 0u;
        a_8_[1] = 0u;
        a_8_[2] = 0u;
        a_8_[3] = 4294967295u;
        a_8_[4] = 0u;
        a_8_[5] = 4294967295u;
        a_8_[6] = 0u;
        a_9_[0] = 1.0L;
        a_9_[1] = -1.0L;
        l_mut_10_ = l_2_;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e413 = l_mut_10_;
                l_mut_10_ = (_e413 + 1u);
            }
            loop_init = false;
            uint _e117 = l_mut_10_;
            if ((_e117 < l_7_)) {
            } else {
                break;
            }
            {
                uint l_177_ = asuint(info.Load(0+0));
                uint l_178_ = (l_177_ * 1u);
                bool l_179_ = (0u < l_178_);
                uint l_180_ = (l_178_ - 1u);
                uint l_181_ = min(0u, l_180_);
                uint l_182_ = asuint(buffer_0_global.Load(l_181_*4));
                uint l_11_ = (l_179_ ? l_182_ : 0u);
                uint _e136 = l_mut_10_;
                uint l_12_ = (l_11_ + _e136);
                float l_13_ = asfloat(l_12_);
                l_mut_14_ = l_13_;
                float l_15_ = sin(l_13_);
                l_mut_14_ = l_15_;
                double l_16_ = double(l_13_);
                l_mut_17_ = l_16_;
                double l_18_ = sin(l_16_);
                l_mut_17_ = l_18_;
                l_mut_19_ = 2.0L;
                float _e143 = l_mut_14_;
                uint l_20_ = asuint(_e143);
                uint l_21_ = asuint(l_13_);
                uint l_22_ = (l_21_ & 2139095040u);
                bool l_23_ = (l_22_ != 2139095040u);
                bool l_24_ = (l_22_ == 0u);
                uint l_25_ = asuint(l_13_);
                uint l_26_ = (l_25_ & 8388607u);
                bool l_27_ = (l_26_ != 0u);
                if (l_24_) {
                    local = l_27_;
                } else {
                    local = false;
                }
                bool l_28_ = local;
                double _e161 = l_mut_17_;
                double l_29_ = abs(_e161);
                if (l_28_) {
                } else {
                    double _e163 = l_mut_17_;
                    const bool _e164 = is_nan_1_f64_(_e163);
                    if (_e164) {
                        uint l_31_ = (l_20_ & 2147483647u);
                        bool l_32_ = (l_31_ > 2139095040u);
                        if (l_32_) {
                            l_mut_19_ = 4.0L;
                        }
                    } else {
                        bool l_33_ = (l_29_ >= 3.402823669209385e38L);
                        bool l_34_ = !(l_23_);
                        bool l_35_ = (l_29_ == 0.0L);
                        if (l_34_) {
                            local_1 = l_35_;
                        } else {
                            local_1 = false;
                        }
                        bool l_36_ = local_1;
                        if (!(l_33_)) {
                            local_2 = l_36_;
                        } else {
                            local_2 = true;
                        }
                        bool l_37_ = local_2;
                        if (l_37_) {
                            bool l_38_ = (l_29_ >= 3.402823669209385e38L);
                            uint l_39_ = uint(l_38_);
                            double _e187 = l_mut_17_;
                            bool l_40_ = (_e187 < 0.0L);
                            uint l_41_ = uint(l_40_);
                            uint l_42_ = (2139095040u * l_39_);
                            uint l_43_ = (2147483648u * l_41_);
                            uint l_44_ = (l_42_ | l_43_);
                            bool l_45_ = (l_20_ == l_44_);
                            uint l_46_ = (l_20_ | l_44_);
                            uint l_47_ = (l_46_ & 2147483647u);
                            bool l_48_ = (l_47_ == 0u);
                            if (!(l_45_)) {
                                local_3 = l_48_;
                            } else {
                                local_3 = true;
                            }
                            bool l_49_ = local_3;
                            if (l_49_) {
                                l_mut_19_ = 4.0L;
                            }
                        } else {
                            bool l_50_ = (l_29_ >= 2.350988701644575e-38L);
                            if (l_23_) {
                                local_4 = l_50_;
                            } else {
                                local_4 = false;
                            }
                            bool l_51_ = local_4;
                            bool l_52_ = (l_29_ < 3.4028234663852886e38L);
                            if (l_51_) {
                                local_5 = l_52_;
                            } else {
                                local_5 = false;
                            }
                            bool l_53_ = local_5;
                            if (l_53_) {
                                double _e220 = l_mut_17_;
                                float l_54_ = float(_e220);
                                uint l_55_ = asuint(l_54_);
                                bool l_56_ = (l_20_ == l_55_);
                                uint l_57_ = (l_20_ | l_55_);
                                uint l_58_ = (l_57_ & 2147483647u);
                                bool l_59_ = (l_58_ == 0u);
                                if (!(l_56_)) {
                                    local_6 = l_59_;
                                } else {
                                    local_6 = true;
                                }
                                bool l_60_ = local_6;
                                if (l_60_) {
                                    uint l_61_ = asuint(l_54_);
                                    uint l_62_ = (l_61_ & 2147483647u);
                                    float l_63_ = asfloat(l_62_);
                                    double l_64_ = double(l_63_);
                                    double l_65_ = (l_29_ - l_64_);
                                    uint l_66_ = (l_62_ + 1u);
                                    bool l_67_ = (l_65_ < 0.0L);
                                    uint l_68_ = uint(l_67_);
                                    uint l_69_ = (2u * l_68_);
                                    uint l_70_ = (l_66_ - l_69_);
                                    float l_71_ = asfloat(l_70_);
                                    double l_72_ = double(l_71_);
                                    double l_73_ = (l_72_ - l_64_);
                                    double l_74_ = abs(l_73_);
                                    double l_75_ = (l_74_ * 0.5L);
                                    uint l_76_ = (l_62_ & 2139095040u);
                                    float l_77_ = asfloat(l_76_);
                                    bool l_78_ = (l_64_ > l_29_);
                                    uint l_79_ = (l_62_ & 8388607u);
                                    bool l_80_ = (l_79_ == 0u);
                                    if (l_78_) {
                                        local_7 = l_80_;
                                    } else {
                                        local_7 = false;
                                    }
                                    bool l_81_ = local_7;
                                    double l_82_ = double(l_77_);
                                    double l_83_ = (l_82_ * 1.1920928955078125e-7L);
                                    double l_84_ = double(l_81_);
                                    double l_85_ = (0.5L * l_84_);
                                    double l_86_ = (1.0L - l_85_);
                                    double l_87_ = (l_83_ * l_86_);
                                    double l_88_ = abs(l_65_);
                                    double l_89_ = (l_88_ - l_75_);
                                    double l_90_ = abs(l_89_);
                                    double l_91_ = (l_29_ * 9.094947017729282e-13L);
                                    bool l_92_ = (l_90_ > l_91_);
                                    if (l_92_) {
                                        float _e281 = l_mut_14_;
                                        double l_93_ = double(_e281);
                                        double _e283 = l_mut_17_;
                                        double l_94_ = (l_93_ - _e283);
                                        double l_95_ = (l_94_ / l_87_);
                                        l_mut_19_ = l_95_;
                                    }
                                }
                            } else {
                                bool l_96_ = (l_29_ < 2.350988701644575e-38L);
                                if (l_23_) {
                                    local_8 = l_96_;
                                } else {
                                    local_8 = false;
                                }
                                bool l_97_ = local_8;
                                if (l_97_) {
                                    double l_98_ = (l_29_ * 7.1362384635298e44L);
                                    double l_99_ = floor(l_98_);
                                    double l_100_ = (l_98_ - l_99_);
                                    bool l_101_ = (l_100_ > 0.5L);
                                    double l_102_ = double(l_101_);
                                    double l_103_ = (l_99_ + l_102_);
                                    uint l_104_ = (l_20_ & 2147483647u);
                                    uint l_105_ = (l_20_ & 2147483648u);
                                    bool l_106_ = (l_105_ != 0u);
                                    bool l_107_ = (l_104_ == 0u);
                                    double _e308 = l_mut_17_;
                                    bool l_108_ = (_e308 < 0.0L);
                                    bool l_109_ = (l_106_ == l_108_);
                                    if (!(l_107_)) {
                                        local_9 = l_109_;
                                    } else {
                                        local_9 = true;
                                    }
                                    bool l_110_ = local_9;
                                    double l_111_ = (l_100_ - 0.5L);
                                    double l_112_ = abs(l_111_);
                                    double l_113_ = (l_98_ * 9.094947017729282e-13L);
                                    bool l_114_ = (l_112_ > l_113_);
                                    if (l_114_) {
                                        local_10 = l_110_;
                                    } else {
                                        local_10 = false;
                                    }
                                    bool l_115_ = local_10;
                                    double l_116_ = double(l_104_);
                                    bool l_117_ = (l_116_ == l_103_);
                                    if (l_115_) {
                                        local_11 = l_117_;
                                    } else {
                                        local_11 = false;
                                    }
                                    bool l_118_ = local_11;
                                    if (l_118_) {
                                        double l_119_ = double(l_104_);
                                        double l_120_ = double(l_106_);
                                        double l_121_ = (2.0L * l_120_);
                                        double l_122_ = (1.0L - l_121_);
                                        double l_123_ = (l_119_ * l_122_);
                                        double _e340 = l_mut_17_;
                                        double l_124_ = (_e340 * 7.1362384635298e44L);
                                        double l_125_ = (l_123_ - l_124_);
                                        l_mut_19_ = l_125_;
                                    }
                                }
                            }
                        }
                    }
                }
                double _e344 = l_mut_19_;
                bool l_126_ = (_e344 == 4.0L);
                if (l_126_) {
                    uint l_127_ = a_8_[1];
                    uint l_128_ = (l_127_ + 1u);
                    a_8_[1] = l_128_;
                } else {
                    double _e352 = l_mut_19_;
                    bool l_129_ = (_e352 < 1.0L);
                    if (l_129_) {
                        uint l_130_ = a_8_[0];
                        uint l_131_ = (l_130_ + 1u);
                        a_8_[0] = l_131_;
                        double l_132_ = a_9_[0];
                        double _e362 = l_mut_19_;
                        bool l_133_ = (_e362 < l_132_);
                        if (l_133_) {
                            double _e365 = l_mut_19_;
                            a_9_[0] = _e365;
                            a_8_[3] = l_12_;
                            float _e367 = l_mut_14_;
                            uint l_134_ = asuint(_e367);
                            a_8_[4] = l_134_;
                        }
                        double l_135_ = a_9_[1];
                        double _e372 = l_mut_19_;
                        bool l_136_ = (_e372 > l_135_);
                        if (l_136_) {
                            double _e375 = l_mut_19_;
                            a_9_[1] = _e375;
                            a_8_[5] = l_12_;
                            float _e377 = l_mut_14_;
                            uint l_137_ = asuint(_e377);
                            a_8_[6] = l_137_;
                        }
                    } else {
                        uint l_138_ = a_8_[2];
                        uint l_139_ = (l_2_ + l_138_);
                        uint l_140_ = (l_139_ * 2u);
                        uint l_184_ = asuint(info.Load(12+0));
                        uint l_185_ = (l_184_ * 1u);
                        bool l_186_ = (l_140_ < l_185_);
                        if (l_186_) {
                            buffer_3_global.Store(l_140_*4, asuint(l_12_));
                        }
                        uint l_141_ = (l_140_ + 1u);
                        float _e396 = l_mut_14_;
                        uint l_142_ = asuint(_e396);
                        uint l_187_ = asuint(info.Load(12+0));
                        uint l_188_ = (l_187_ * 1u);
                        bool l_189_ = (l_141_ < l_188_);
                        if (l_189_) {
                            buffer_3_global.Store(l_141_*4, asuint(l_142_));
                        }
                        uint l_143_ = a_8_[2];
                        uint l_144_ = (l_143_ + 1u);
                        a_8_[2] = l_144_;
                    }
                }
            }
        }
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init_1 = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init_1) {
                uint _e437 = l_mut_145_;
                l_mut_145_ = (_e437 + 1u);
            }
            loop_init_1 = false;
            uint _e417 = l_mut_145_;
            if ((_e417 < 7u)) {
            } else {
                break;
            }
            {
                uint l_146_ = (id * 7u);
                uint _e422 = l_mut_145_;
                uint l_147_ = (l_146_ + _e422);
                uint _e424 = l_mut_145_;
                uint l_148_ = a_8_[min(uint(_e424), 6u)];
                uint l_190_ = asuint(info.Load(4+0));
                uint l_191_ = (l_190_ * 1u);
                bool l_192_ = (l_147_ < l_191_);
                if (l_192_) {
                    buffer_1_global.Store(l_147_*4, asuint(l_148_));
                }
            }
        }
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e461 = l_mut_149_;
                l_mut_149_ = (_e461 + 1u);
            }
            loop_init_2 = false;
            uint _e441 = l_mut_149_;
            if ((_e441 < 2u)) {
            } else {
                break;
            }
            {
                uint l_150_ = (id * 2u);
                uint _e446 = l_mut_149_;
                uint l_151_ = (l_150_ + _e446);
                uint _e448 = l_mut_149_;
                double l_152_ = a_9_[min(uint(_e448), 1u)];
                uint l_193_ = asuint(info.Load(8+0));
                uint l_194_ = (l_193_ * 1u);
                bool l_195_ = (l_151_ < l_194_);
                if (l_195_) {
                    buffer_2_global.Store(l_151_*8, l_152_);
                }
            }
        }
        return;
    } else {
        return;
    }
}
