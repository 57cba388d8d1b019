struct info_st {
    uint static_meta[14];
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
ByteAddressBuffer info : register(t7);

uint naga_f2u32(double value) {
    return uint(clamp(value, 0.0L, 4294967295.0L));
}

[numthreads(64, 1, 1)]
void verdicts(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint a_27_[1] = (uint[1])0;
    uint a_603_[1] = (uint[1])0;
    double a_1245_[2] = (double[2])0;
    double a_1586_[2] = (double[2])0;
    bool l_mut_102_ = (bool)0;
    double l_mut_1037_ = (double)0;
    bool l_mut_105_ = (bool)0;
    uint l_mut_28_ = (uint)0;
    double l_mut_35_ = (double)0;
    double l_mut_421_ = (double)0;
    uint l_mut_45_ = (uint)0;
    double l_mut_58_ = (double)0;
    double l_mut_756_ = (double)0;
    uint l_mut_75_ = (uint)0;
    double l_mut_796_ = (double)0;
    bool l_mut_96_ = (bool)0;
    bool l_mut_99_ = (bool)0;
    uint l_mut_2_ = 0u;
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

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(28+0));
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e3458 = l_mut_2_;
                l_mut_2_ = (_e3458 + 1u);
            }
            loop_init = false;
            uint _e49 = l_mut_2_;
            if ((_e49 < 8u)) {
            } else {
                break;
            }
            {
                uint l_3_ = (id * 8u);
                uint _e54 = l_mut_2_;
                uint l_4_ = (l_3_ + _e54);
                uint _e57 = l_mut_2_;
                uint l_5_ = (2u * _e57);
                uint l_1704_ = asuint(info.Load(16+0));
                uint l_1705_ = (l_1704_ * 1u);
                bool l_1706_ = (l_5_ < l_1705_);
                uint l_1707_ = (l_1705_ - 1u);
                uint l_1708_ = min(l_5_, l_1707_);
                uint l_1709_ = asuint(buffer_4_global.Load(l_1708_*4));
                uint l_6_ = (l_1706_ ? l_1709_ : 0u);
                uint _e75 = l_mut_2_;
                uint l_7_ = (2u * _e75);
                uint l_8_ = (l_7_ + 1u);
                uint l_1711_ = asuint(info.Load(16+0));
                uint l_1712_ = (l_1711_ * 1u);
                bool l_1713_ = (l_8_ < l_1712_);
                uint l_1714_ = (l_1712_ - 1u);
                uint l_1715_ = min(l_8_, l_1714_);
                uint l_1716_ = asuint(buffer_4_global.Load(l_1715_*4));
                uint l_9_ = (l_1713_ ? l_1716_ : 0u);
                bool l_10_ = (l_9_ != 0u);
                uint l_1718_ = asuint(info.Load(0+0));
                uint l_1719_ = (l_1718_ * 1u);
                bool l_1720_ = (id < l_1719_);
                uint l_1721_ = (l_1719_ - 1u);
                uint l_1722_ = min(id, l_1721_);
                float l_1723_ = asfloat(buffer_0_global.Load(l_1722_*4));
                float l_11_ = (l_1720_ ? l_1723_ : 0.0);
                uint l_1725_ = asuint(info.Load(4+0));
                uint l_1726_ = (l_1725_ * 1u);
                bool l_1727_ = (id < l_1726_);
                uint l_1728_ = (l_1726_ - 1u);
                uint l_1729_ = min(id, l_1728_);
                float l_1730_ = asfloat(buffer_1_global.Load(l_1729_*4));
                float l_12_ = (l_1727_ ? l_1730_ : 0.0);
                uint l_1732_ = asuint(info.Load(8+0));
                uint l_1733_ = (l_1732_ * 1u);
                bool l_1734_ = (id < l_1733_);
                uint l_1735_ = (l_1733_ - 1u);
                uint l_1736_ = min(id, l_1735_);
                double l_1737_ = buffer_2_global.Load<double>(l_1736_*8);
                double l_13_ = (l_1734_ ? l_1737_ : 0.0L);
                uint l_1739_ = asuint(info.Load(12+0));
                uint l_1740_ = (l_1739_ * 1u);
                bool l_1741_ = (id < l_1740_);
                uint l_1742_ = (l_1740_ - 1u);
                uint l_1743_ = min(id, l_1742_);
                double l_1744_ = buffer_3_global.Load<double>(l_1743_*8);
                double l_14_ = (l_1741_ ? l_1744_ : 0.0L);
                uint _e156 = l_mut_2_;
                uint l_15_ = (_e156 * 4u);
                uint l_1746_ = asuint(info.Load(20+0));
                uint l_1747_ = (l_1746_ * 1u);
                bool l_1748_ = (l_15_ < l_1747_);
                uint l_1749_ = (l_1747_ - 1u);
                uint l_1750_ = min(l_15_, l_1749_);
                double l_1751_ = buffer_5_global.Load<double>(l_1750_*8);
                double l_16_ = (l_1748_ ? l_1751_ : 0.0L);
                uint _e174 = l_mut_2_;
                uint l_17_ = (_e174 * 4u);
                uint l_18_ = (l_17_ + 1u);
                uint l_1753_ = asuint(info.Load(20+0));
                uint l_1754_ = (l_1753_ * 1u);
                bool l_1755_ = (l_18_ < l_1754_);
                uint l_1756_ = (l_1754_ - 1u);
                uint l_1757_ = min(l_18_, l_1756_);
                double l_1758_ = buffer_5_global.Load<double>(l_1757_*8);
                double l_19_ = (l_1755_ ? l_1758_ : 0.0L);
                uint _e194 = l_mut_2_;
                uint l_20_ = (_e194 * 4u);
                uint l_21_ = (l_20_ + 2u);
                uint l_1760_ = asuint(info.Load(20+0));
                uint l_1761_ = (l_1760_ * 1u);
                bool l_1762_ = (l_21_ < l_1761_);
                uint l_1763_ = (l_1761_ - 1u);
                uint l_1764_ = min(l_21_, l_1763_);
                double l_1765_ = buffer_5_global.Load<double>(l_1764_*8);
                double l_22_ = (l_1762_ ? l_1765_ : 0.0L);
                double l_23_ = double(l_11_);
                double l_24_ = abs(l_23_);
                double l_25_ = abs(l_13_);
                double l_26_ = (l_25_ * 1.4551915228366852e-11L);
                a_27_[0] = 1u;
                l_mut_28_ = 2u;
                bool l_29_ = (l_6_ == 0u);
                if (l_29_) {
                    l_mut_28_ = 0u;
                } else {
                    bool l_30_ = (l_6_ == 1u);
                    if (l_30_) {
                        l_mut_28_ = 1u;
                        double l_31_ = abs(l_14_);
                        bool l_32_ = (l_31_ <= l_16_);
                        if (l_32_) {
                            l_mut_28_ = 0u;
                        }
                    } else {
                        bool l_33_ = (l_6_ == 2u);
                        if (l_33_) {
                            double l_34_ = abs(l_13_);
                            l_mut_35_ = 1.401298464324817e-45L;
                            bool l_36_ = (l_34_ >= 1.1754943508222875e-38L);
                            bool l_37_ = (l_34_ <= 1.7976931348623157e308L);
                            if (l_36_) {
                                local = l_37_;
                            } else {
                                local = false;
                            }
                            bool l_38_ = local;
                            if (l_38_) {
                                uint64_t l_39_ = l_34_;
                                uint64_t l_40_ = (l_39_ >> uint(52uL));
                                uint64_t l_41_ = (l_40_ - 23uL);
                                uint64_t l_42_ = (l_41_ << uint(52uL));
                                double l_43_ = l_42_;
                                l_mut_35_ = l_43_;
                            }
                            double _e255 = l_mut_35_;
                            double l_44_ = (l_16_ * _e255);
                            l_mut_45_ = 2u;
                            double l_46_ = (l_13_ - l_26_);
                            double l_47_ = abs(l_46_);
                            l_mut_35_ = 1.401298464324817e-45L;
                            bool l_48_ = (l_47_ >= 1.1754943508222875e-38L);
                            bool l_49_ = (l_47_ <= 1.7976931348623157e308L);
                            if (l_48_) {
                                local_1 = l_49_;
                            } else {
                                local_1 = false;
                            }
                            bool l_50_ = local_1;
                            if (l_50_) {
                                uint64_t l_51_ = l_47_;
                                uint64_t l_52_ = (l_51_ >> uint(52uL));
                                uint64_t l_53_ = (l_52_ - 23uL);
                                uint64_t l_54_ = (l_53_ << uint(52uL));
                                double l_55_ = l_54_;
                                l_mut_35_ = l_55_;
                            }
                            double l_56_ = (l_13_ + l_26_);
                            double l_57_ = abs(l_56_);
                            l_mut_58_ = 1.401298464324817e-45L;
                            bool l_59_ = (l_57_ >= 1.1754943508222875e-38L);
                            bool l_60_ = (l_57_ <= 1.7976931348623157e308L);
                            if (l_59_) {
                                local_2 = l_60_;
                            } else {
                                local_2 = false;
                            }
                            bool l_61_ = local_2;
                            if (l_61_) {
                                uint64_t l_62_ = l_57_;
                                uint64_t l_63_ = (l_62_ >> uint(52uL));
                                uint64_t l_64_ = (l_63_ - 23uL);
                                uint64_t l_65_ = (l_64_ << uint(52uL));
                                double l_66_ = l_65_;
                                l_mut_58_ = l_66_;
                            }
                            double _e304 = l_mut_35_;
                            double _e305 = l_mut_58_;
                            bool l_67_ = (_e304 == _e305);
                            if (l_67_) {
                                double l_68_ = (l_44_ * 1.4551915228366852e-11L);
                                double l_69_ = (l_26_ + l_68_);
                                double l_70_ = (l_13_ - l_44_);
                                double l_71_ = (l_13_ + l_44_);
                                double l_72_ = double(l_12_);
                                uint l_73_ = asuint(l_12_);
                                uint l_74_ = (l_73_ + 1u);
                                l_mut_75_ = l_74_;
                                uint l_76_ = (l_73_ & 2147483647u);
                                bool l_77_ = (l_76_ == 0u);
                                if (l_77_) {
                                    l_mut_75_ = 1u;
                                } else {
                                    uint l_78_ = (l_73_ & 2147483648u);
                                    bool l_79_ = (l_78_ != 0u);
                                    if (l_79_) {
                                        uint l_80_ = (l_73_ - 1u);
                                        l_mut_75_ = l_80_;
                                    }
                                }
                                uint _e327 = l_mut_75_;
                                float l_81_ = asfloat(_e327);
                                double l_82_ = double(l_81_);
                                float l_83_ = -(l_12_);
                                uint l_84_ = asuint(l_83_);
                                uint l_85_ = (l_84_ + 1u);
                                l_mut_75_ = l_85_;
                                uint l_86_ = (l_84_ & 2147483647u);
                                bool l_87_ = (l_86_ == 0u);
                                if (l_87_) {
                                    l_mut_75_ = 1u;
                                } else {
                                    uint l_88_ = (l_84_ & 2147483648u);
                                    bool l_89_ = (l_88_ != 0u);
                                    if (l_89_) {
                                        uint l_90_ = (l_84_ - 1u);
                                        l_mut_75_ = l_90_;
                                    }
                                }
                                uint _e345 = l_mut_75_;
                                float l_91_ = asfloat(_e345);
                                float l_92_ = -(l_91_);
                                double l_93_ = double(l_92_);
                                double l_94_ = (l_70_ + l_69_);
                                bool l_95_ = (l_94_ <= l_72_);
                                l_mut_96_ = l_95_;
                                double l_97_ = (l_70_ - l_69_);
                                bool l_98_ = (l_97_ > l_72_);
                                l_mut_99_ = l_98_;
                                double l_100_ = (l_71_ - l_69_);
                                bool l_101_ = (l_100_ >= l_72_);
                                l_mut_102_ = l_101_;
                                double l_103_ = (l_71_ + l_69_);
                                bool l_104_ = (l_103_ < l_72_);
                                l_mut_105_ = l_104_;
                                if (l_10_) {
                                    double l_106_ = (l_70_ + l_69_);
                                    bool l_107_ = (l_106_ < l_82_);
                                    l_mut_96_ = l_107_;
                                    double l_108_ = (l_70_ - l_69_);
                                    bool l_109_ = (l_108_ >= l_82_);
                                    l_mut_99_ = l_109_;
                                    double l_110_ = (l_71_ - l_69_);
                                    bool l_111_ = (l_110_ > l_93_);
                                    l_mut_102_ = l_111_;
                                    double l_112_ = (l_71_ + l_69_);
                                    bool l_113_ = (l_112_ <= l_93_);
                                    l_mut_105_ = l_113_;
                                }
                                l_mut_75_ = 2u;
                                bool _e366 = l_mut_99_;
                                if (!(_e366)) {
                                    bool _e370 = l_mut_105_;
                                    local_3 = _e370;
                                } else {
                                    local_3 = true;
                                }
                                bool l_114_ = local_3;
                                if (l_114_) {
                                    l_mut_75_ = 1u;
                                } else {
                                    bool _e374 = l_mut_96_;
                                    if (_e374) {
                                        bool _e377 = l_mut_102_;
                                        local_4 = _e377;
                                    } else {
                                        local_4 = false;
                                    }
                                    bool l_115_ = local_4;
                                    if (l_115_) {
                                        l_mut_75_ = 0u;
                                    }
                                }
                                uint _e381 = l_mut_75_;
                                l_mut_45_ = _e381;
                            }
                            uint _e382 = l_mut_45_;
                            l_mut_28_ = _e382;
                        } else {
                            bool l_116_ = (l_6_ == 3u);
                            if (l_116_) {
                                l_mut_28_ = 0u;
                                bool l_117_ = (l_24_ >= 1.1754943508222875e-38L);
                                bool l_118_ = (l_24_ <= 8.507059173023462e37L);
                                if (l_117_) {
                                    local_5 = l_118_;
                                } else {
                                    local_5 = false;
                                }
                                bool l_119_ = local_5;
                                if (l_119_) {
                                    double l_120_ = abs(l_13_);
                                    l_mut_58_ = 1.401298464324817e-45L;
                                    bool l_121_ = (l_120_ >= 1.1754943508222875e-38L);
                                    bool l_122_ = (l_120_ <= 1.7976931348623157e308L);
                                    if (l_121_) {
                                        local_6 = l_122_;
                                    } else {
                                        local_6 = false;
                                    }
                                    bool l_123_ = local_6;
                                    if (l_123_) {
                                        uint64_t l_124_ = l_120_;
                                        uint64_t l_125_ = (l_124_ >> uint(52uL));
                                        uint64_t l_126_ = (l_125_ - 23uL);
                                        uint64_t l_127_ = (l_126_ << uint(52uL));
                                        double l_128_ = l_127_;
                                        l_mut_58_ = l_128_;
                                    }
                                    double _e416 = l_mut_58_;
                                    double l_129_ = (l_16_ * _e416);
                                    l_mut_75_ = 2u;
                                    double l_130_ = (l_13_ - l_26_);
                                    double l_131_ = abs(l_130_);
                                    l_mut_58_ = 1.401298464324817e-45L;
                                    bool l_132_ = (l_131_ >= 1.1754943508222875e-38L);
                                    bool l_133_ = (l_131_ <= 1.7976931348623157e308L);
                                    if (l_132_) {
                                        local_7 = l_133_;
                                    } else {
                                        local_7 = false;
                                    }
                                    bool l_134_ = local_7;
                                    if (l_134_) {
                                        uint64_t l_135_ = l_131_;
                                        uint64_t l_136_ = (l_135_ >> uint(52uL));
                                        uint64_t l_137_ = (l_136_ - 23uL);
                                        uint64_t l_138_ = (l_137_ << uint(52uL));
                                        double l_139_ = l_138_;
                                        l_mut_58_ = l_139_;
                                    }
                                    double l_140_ = (l_13_ + l_26_);
                                    double l_141_ = abs(l_140_);
                                    l_mut_35_ = 1.401298464324817e-45L;
                                    bool l_142_ = (l_141_ >= 1.1754943508222875e-38L);
                                    bool l_143_ = (l_141_ <= 1.7976931348623157e308L);
                                    if (l_142_) {
                                        local_8 = l_143_;
                                    } else {
                                        local_8 = false;
                                    }
                                    bool l_144_ = local_8;
                                    if (l_144_) {
                                        uint64_t l_145_ = l_141_;
                                        uint64_t l_146_ = (l_145_ >> uint(52uL));
                                        uint64_t l_147_ = (l_146_ - 23uL);
                                        uint64_t l_148_ = (l_147_ << uint(52uL));
                                        double l_149_ = l_148_;
                                        l_mut_35_ = l_149_;
                                    }
                                    double _e465 = l_mut_58_;
                                    double _e466 = l_mut_35_;
                                    bool l_150_ = (_e465 == _e466);
                                    if (l_150_) {
                                        double l_151_ = (l_129_ * 1.4551915228366852e-11L);
                                        double l_152_ = (l_26_ + l_151_);
                                        double l_153_ = (l_13_ - l_129_);
                                        double l_154_ = (l_13_ + l_129_);
                                        double l_155_ = double(l_12_);
                                        uint l_156_ = asuint(l_12_);
                                        uint l_157_ = (l_156_ + 1u);
                                        l_mut_45_ = l_157_;
                                        uint l_158_ = (l_156_ & 2147483647u);
                                        bool l_159_ = (l_158_ == 0u);
                                        if (l_159_) {
                                            l_mut_45_ = 1u;
                                        } else {
                                            uint l_160_ = (l_156_ & 2147483648u);
                                            bool l_161_ = (l_160_ != 0u);
                                            if (l_161_) {
                                                uint l_162_ = (l_156_ - 1u);
                                                l_mut_45_ = l_162_;
                                            }
                                        }
                                        uint _e488 = l_mut_45_;
                                        float l_163_ = asfloat(_e488);
                                        double l_164_ = double(l_163_);
                                        float l_165_ = -(l_12_);
                                        uint l_166_ = asuint(l_165_);
                                        uint l_167_ = (l_166_ + 1u);
                                        l_mut_45_ = l_167_;
                                        uint l_168_ = (l_166_ & 2147483647u);
                                        bool l_169_ = (l_168_ == 0u);
                                        if (l_169_) {
                                            l_mut_45_ = 1u;
                                        } else {
                                            uint l_170_ = (l_166_ & 2147483648u);
                                            bool l_171_ = (l_170_ != 0u);
                                            if (l_171_) {
                                                uint l_172_ = (l_166_ - 1u);
                                                l_mut_45_ = l_172_;
                                            }
                                        }
                                        uint _e506 = l_mut_45_;
                                        float l_173_ = asfloat(_e506);
                                        float l_174_ = -(l_173_);
                                        double l_175_ = double(l_174_);
                                        double l_176_ = (l_153_ + l_152_);
                                        bool l_177_ = (l_176_ <= l_155_);
                                        l_mut_105_ = l_177_;
                                        double l_178_ = (l_153_ - l_152_);
                                        bool l_179_ = (l_178_ > l_155_);
                                        l_mut_102_ = l_179_;
                                        double l_180_ = (l_154_ - l_152_);
                                        bool l_181_ = (l_180_ >= l_155_);
                                        l_mut_99_ = l_181_;
                                        double l_182_ = (l_154_ + l_152_);
                                        bool l_183_ = (l_182_ < l_155_);
                                        l_mut_96_ = l_183_;
                                        if (l_10_) {
                                            double l_184_ = (l_153_ + l_152_);
                                            bool l_185_ = (l_184_ < l_164_);
                                            l_mut_105_ = l_185_;
                                            double l_186_ = (l_153_ - l_152_);
                                            bool l_187_ = (l_186_ >= l_164_);
                                            l_mut_102_ = l_187_;
                                            double l_188_ = (l_154_ - l_152_);
                                            bool l_189_ = (l_188_ > l_175_);
                                            l_mut_99_ = l_189_;
                                            double l_190_ = (l_154_ + l_152_);
                                            bool l_191_ = (l_190_ <= l_175_);
                                            l_mut_96_ = l_191_;
                                        }
                                        l_mut_45_ = 2u;
                                        bool _e527 = l_mut_102_;
                                        if (!(_e527)) {
                                            bool _e531 = l_mut_96_;
                                            local_9 = _e531;
                                        } else {
                                            local_9 = true;
                                        }
                                        bool l_192_ = local_9;
                                        if (l_192_) {
                                            l_mut_45_ = 1u;
                                        } else {
                                            bool _e535 = l_mut_105_;
                                            if (_e535) {
                                                bool _e538 = l_mut_99_;
                                                local_10 = _e538;
                                            } else {
                                                local_10 = false;
                                            }
                                            bool l_193_ = local_10;
                                            if (l_193_) {
                                                l_mut_45_ = 0u;
                                            }
                                        }
                                        uint _e542 = l_mut_45_;
                                        l_mut_75_ = _e542;
                                    }
                                    uint _e543 = l_mut_75_;
                                    l_mut_28_ = _e543;
                                }
                            } else {
                                bool l_194_ = (l_6_ == 4u);
                                if (l_194_) {
                                    double l_195_ = (l_19_ * l_24_);
                                    double l_196_ = (l_16_ + l_195_);
                                    double l_197_ = abs(l_13_);
                                    l_mut_58_ = 1.401298464324817e-45L;
                                    bool l_198_ = (l_197_ >= 1.1754943508222875e-38L);
                                    bool l_199_ = (l_197_ <= 1.7976931348623157e308L);
                                    if (l_198_) {
                                        local_11 = l_199_;
                                    } else {
                                        local_11 = false;
                                    }
                                    bool l_200_ = local_11;
                                    if (l_200_) {
                                        uint64_t l_201_ = l_197_;
                                        uint64_t l_202_ = (l_201_ >> uint(52uL));
                                        uint64_t l_203_ = (l_202_ - 23uL);
                                        uint64_t l_204_ = (l_203_ << uint(52uL));
                                        double l_205_ = l_204_;
                                        l_mut_58_ = l_205_;
                                    }
                                    double _e570 = l_mut_58_;
                                    double l_206_ = (l_196_ * _e570);
                                    l_mut_75_ = 2u;
                                    double l_207_ = (l_13_ - l_26_);
                                    double l_208_ = abs(l_207_);
                                    l_mut_58_ = 1.401298464324817e-45L;
                                    bool l_209_ = (l_208_ >= 1.1754943508222875e-38L);
                                    bool l_210_ = (l_208_ <= 1.7976931348623157e308L);
                                    if (l_209_) {
                                        local_12 = l_210_;
                                    } else {
                                        local_12 = false;
                                    }
                                    bool l_211_ = local_12;
                                    if (l_211_) {
                                        uint64_t l_212_ = l_208_;
                                        uint64_t l_213_ = (l_212_ >> uint(52uL));
                                        uint64_t l_214_ = (l_213_ - 23uL);
                                        uint64_t l_215_ = (l_214_ << uint(52uL));
                                        double l_216_ = l_215_;
                                        l_mut_58_ = l_216_;
                                    }
                                    double l_217_ = (l_13_ + l_26_);
                                    double l_218_ = abs(l_217_);
                                    l_mut_35_ = 1.401298464324817e-45L;
                                    bool l_219_ = (l_218_ >= 1.1754943508222875e-38L);
                                    bool l_220_ = (l_218_ <= 1.7976931348623157e308L);
                                    if (l_219_) {
                                        local_13 = l_220_;
                                    } else {
                                        local_13 = false;
                                    }
                                    bool l_221_ = local_13;
                                    if (l_221_) {
                                        uint64_t l_222_ = l_218_;
                                        uint64_t l_223_ = (l_222_ >> uint(52uL));
                                        uint64_t l_224_ = (l_223_ - 23uL);
                                        uint64_t l_225_ = (l_224_ << uint(52uL));
                                        double l_226_ = l_225_;
                                        l_mut_35_ = l_226_;
                                    }
                                    double _e619 = l_mut_58_;
                                    double _e620 = l_mut_35_;
                                    bool l_227_ = (_e619 == _e620);
                                    if (l_227_) {
                                        double l_228_ = (l_206_ * 1.4551915228366852e-11L);
                                        double l_229_ = (l_26_ + l_228_);
                                        double l_230_ = (l_13_ - l_206_);
                                        double l_231_ = (l_13_ + l_206_);
                                        double l_232_ = double(l_12_);
                                        uint l_233_ = asuint(l_12_);
                                        uint l_234_ = (l_233_ + 1u);
                                        l_mut_45_ = l_234_;
                                        uint l_235_ = (l_233_ & 2147483647u);
                                        bool l_236_ = (l_235_ == 0u);
                                        if (l_236_) {
                                            l_mut_45_ = 1u;
                                        } else {
                                            uint l_237_ = (l_233_ & 2147483648u);
                                            bool l_238_ = (l_237_ != 0u);
                                            if (l_238_) {
                                                uint l_239_ = (l_233_ - 1u);
                                                l_mut_45_ = l_239_;
                                            }
                                        }
                                        uint _e642 = l_mut_45_;
                                        float l_240_ = asfloat(_e642);
                                        double l_241_ = double(l_240_);
                                        float l_242_ = -(l_12_);
                                        uint l_243_ = asuint(l_242_);
                                        uint l_244_ = (l_243_ + 1u);
                                        l_mut_45_ = l_244_;
                                        uint l_245_ = (l_243_ & 2147483647u);
                                        bool l_246_ = (l_245_ == 0u);
                                        if (l_246_) {
                                            l_mut_45_ = 1u;
                                        } else {
                                            uint l_247_ = (l_243_ & 2147483648u);
                                            bool l_248_ = (l_247_ != 0u);
                                            if (l_248_) {
                                                uint l_249_ = (l_243_ - 1u);
                                                l_mut_45_ = l_249_;
                                            }
                                        }
                                        uint _e660 = l_mut_45_;
                                        float l_250_ = asfloat(_e660);
                                        float l_251_ = -(l_250_);
                                        double l_252_ = double(l_251_);
                                        double l_253_ = (l_230_ + l_229_);
                                        bool l_254_ = (l_253_ <= l_232_);
                                        l_mut_105_ = l_254_;
                                        double l_255_ = (l_230_ - l_229_);
                                        bool l_256_ = (l_255_ > l_232_);
                                        l_mut_102_ = l_256_;
                                        double l_257_ = (l_231_ - l_229_);
                                        bool l_258_ = (l_257_ >= l_232_);
                                        l_mut_99_ = l_258_;
                                        double l_259_ = (l_231_ + l_229_);
                                        bool l_260_ = (l_259_ < l_232_);
                                        l_mut_96_ = l_260_;
                                        if (l_10_) {
                                            double l_261_ = (l_230_ + l_229_);
                                            bool l_262_ = (l_261_ < l_241_);
                                            l_mut_105_ = l_262_;
                                            double l_263_ = (l_230_ - l_229_);
                                            bool l_264_ = (l_263_ >= l_241_);
                                            l_mut_102_ = l_264_;
                                            double l_265_ = (l_231_ - l_229_);
                                            bool l_266_ = (l_265_ > l_252_);
                                            l_mut_99_ = l_266_;
                                            double l_267_ = (l_231_ + l_229_);
                                            bool l_268_ = (l_267_ <= l_252_);
                                            l_mut_96_ = l_268_;
                                        }
                                        l_mut_45_ = 2u;
                                        bool _e681 = l_mut_102_;
                                        if (!(_e681)) {
                                            bool _e685 = l_mut_96_;
                                            local_14 = _e685;
                                        } else {
                                            local_14 = true;
                                        }
                                        bool l_269_ = local_14;
                                        if (l_269_) {
                                            l_mut_45_ = 1u;
                                        } else {
                                            bool _e689 = l_mut_105_;
                                            if (_e689) {
                                                bool _e692 = l_mut_99_;
                                                local_15 = _e692;
                                            } else {
                                                local_15 = false;
                                            }
                                            bool l_270_ = local_15;
                                            if (l_270_) {
                                                l_mut_45_ = 0u;
                                            }
                                        }
                                        uint _e696 = l_mut_45_;
                                        l_mut_75_ = _e696;
                                    }
                                    uint _e697 = l_mut_75_;
                                    l_mut_28_ = _e697;
                                } else {
                                    bool l_271_ = (l_6_ == 5u);
                                    if (l_271_) {
                                        double l_272_ = (2.0L * l_23_);
                                        double l_273_ = abs(l_272_);
                                        double l_274_ = floor(l_273_);
                                        double l_275_ = (3.0L + l_274_);
                                        double l_276_ = abs(l_13_);
                                        l_mut_58_ = 1.401298464324817e-45L;
                                        bool l_277_ = (l_276_ >= 1.1754943508222875e-38L);
                                        bool l_278_ = (l_276_ <= 1.7976931348623157e308L);
                                        if (l_277_) {
                                            local_16 = l_278_;
                                        } else {
                                            local_16 = false;
                                        }
                                        bool l_279_ = local_16;
                                        if (l_279_) {
                                            uint64_t l_280_ = l_276_;
                                            uint64_t l_281_ = (l_280_ >> uint(52uL));
                                            uint64_t l_282_ = (l_281_ - 23uL);
                                            uint64_t l_283_ = (l_282_ << uint(52uL));
                                            double l_284_ = l_283_;
                                            l_mut_58_ = l_284_;
                                        }
                                        double _e728 = l_mut_58_;
                                        double l_285_ = (l_275_ * _e728);
                                        l_mut_75_ = 2u;
                                        double l_286_ = (l_13_ - l_26_);
                                        double l_287_ = abs(l_286_);
                                        l_mut_58_ = 1.401298464324817e-45L;
                                        bool l_288_ = (l_287_ >= 1.1754943508222875e-38L);
                                        bool l_289_ = (l_287_ <= 1.7976931348623157e308L);
                                        if (l_288_) {
                                            local_17 = l_289_;
                                        } else {
                                            local_17 = false;
                                        }
                                        bool l_290_ = local_17;
                                        if (l_290_) {
                                            uint64_t l_291_ = l_287_;
                                            uint64_t l_292_ = (l_291_ >> uint(52uL));
                                            uint64_t l_293_ = (l_292_ - 23uL);
                                            uint64_t l_294_ = (l_293_ << uint(52uL));
                                            double l_295_ = l_294_;
                                            l_mut_58_ = l_295_;
                                        }
                                        double l_296_ = (l_13_ + l_26_);
                                        double l_297_ = abs(l_296_);
                                        l_mut_35_ = 1.401298464324817e-45L;
                                        bool l_298_ = (l_297_ >= 1.1754943508222875e-38L);
                                        bool l_299_ = (l_297_ <= 1.7976931348623157e308L);
                                        if (l_298_) {
                                            local_18 = l_299_;
                                        } else {
                                            local_18 = false;
                                        }
                                        bool l_300_ = local_18;
                                        if (l_300_) {
                                            uint64_t l_301_ = l_297_;
                                            uint64_t l_302_ = (l_301_ >> uint(52uL));
                                            uint64_t l_303_ = (l_302_ - 23uL);
                                            uint64_t l_304_ = (l_303_ << uint(52uL));
                                            double l_305_ = l_304_;
                                            l_mut_35_ = l_305_;
                                        }
                                        double _e777 = l_mut_58_;
                                        double _e778 = l_mut_35_;
                                        bool l_306_ = (_e777 == _e778);
                                        if (l_306_) {
                                            double l_307_ = (l_285_ * 1.4551915228366852e-11L);
                                            double l_308_ = (l_26_ + l_307_);
                                            double l_309_ = (l_13_ - l_285_);
                                            double l_310_ = (l_13_ + l_285_);
                                            double l_311_ = double(l_12_);
                                            uint l_312_ = asuint(l_12_);
                                            uint l_313_ = (l_312_ + 1u);
                                            l_mut_45_ = l_313_;
                                            uint l_314_ = (l_312_ & 2147483647u);
                                            bool l_315_ = (l_314_ == 0u);
                                            if (l_315_) {
                                                l_mut_45_ = 1u;
                                            } else {
                                                uint l_316_ = (l_312_ & 2147483648u);
                                                bool l_317_ = (l_316_ != 0u);
                                                if (l_317_) {
                                                    uint l_318_ = (l_312_ - 1u);
                                                    l_mut_45_ = l_318_;
                                                }
                                            }
                                            uint _e800 = l_mut_45_;
                                            float l_319_ = asfloat(_e800);
                                            double l_320_ = double(l_319_);
                                            float l_321_ = -(l_12_);
                                            uint l_322_ = asuint(l_321_);
                                            uint l_323_ = (l_322_ + 1u);
                                            l_mut_45_ = l_323_;
                                            uint l_324_ = (l_322_ & 2147483647u);
                                            bool l_325_ = (l_324_ == 0u);
                                            if (l_325_) {
                                                l_mut_45_ = 1u;
                                            } else {
                                                uint l_326_ = (l_322_ & 2147483648u);
                                                bool l_327_ = (l_326_ != 0u);
                                                if (l_327_) {
                                                    uint l_328_ = (l_322_ - 1u);
                                                    l_mut_45_ = l_328_;
                                                }
                                            }
                                            uint _e818 = l_mut_45_;
                                            float l_329_ = asfloat(_e818);
                                            float l_330_ = -(l_329_);
                                            double l_331_ = double(l_330_);
                                            double l_332_ = (l_309_ + l_308_);
                                            bool l_333_ = (l_332_ <= l_311_);
                                            l_mut_105_ = l_333_;
                                            double l_334_ = (l_309_ - l_308_);
                                            bool l_335_ = (l_334_ > l_311_);
                                            l_mut_102_ = l_335_;
                                            double l_336_ = (l_310_ - l_308_);
                                            bool l_337_ = (l_336_ >= l_311_);
                                            l_mut_99_ = l_337_;
                                            double l_338_ = (l_310_ + l_308_);
                                            bool l_339_ = (l_338_ < l_311_);
                                            l_mut_96_ = l_339_;
                                            if (l_10_) {
                                                double l_340_ = (l_309_ + l_308_);
                                                bool l_341_ = (l_340_ < l_320_);
                                                l_mut_105_ = l_341_;
                                                double l_342_ = (l_309_ - l_308_);
                                                bool l_343_ = (l_342_ >= l_320_);
                                                l_mut_102_ = l_343_;
                                                double l_344_ = (l_310_ - l_308_);
                                                bool l_345_ = (l_344_ > l_331_);
                                                l_mut_99_ = l_345_;
                                                double l_346_ = (l_310_ + l_308_);
                                                bool l_347_ = (l_346_ <= l_331_);
                                                l_mut_96_ = l_347_;
                                            }
                                            l_mut_45_ = 2u;
                                            bool _e839 = l_mut_102_;
                                            if (!(_e839)) {
                                                bool _e843 = l_mut_96_;
                                                local_19 = _e843;
                                            } else {
                                                local_19 = true;
                                            }
                                            bool l_348_ = local_19;
                                            if (l_348_) {
                                                l_mut_45_ = 1u;
                                            } else {
                                                bool _e847 = l_mut_105_;
                                                if (_e847) {
                                                    bool _e850 = l_mut_99_;
                                                    local_20 = _e850;
                                                } else {
                                                    local_20 = false;
                                                }
                                                bool l_349_ = local_20;
                                                if (l_349_) {
                                                    l_mut_45_ = 0u;
                                                }
                                            }
                                            uint _e854 = l_mut_45_;
                                            l_mut_75_ = _e854;
                                        }
                                        uint _e855 = l_mut_75_;
                                        l_mut_28_ = _e855;
                                    } else {
                                        bool l_350_ = (l_6_ == 6u);
                                        if (l_350_) {
                                            l_mut_28_ = 0u;
                                            bool l_351_ = (l_24_ <= l_19_);
                                            if (l_351_) {
                                                double l_352_ = (l_16_ * 1.4551915228366852e-11L);
                                                double l_353_ = (l_26_ + l_352_);
                                                double l_354_ = (l_13_ - l_16_);
                                                double l_355_ = (l_13_ + l_16_);
                                                double l_356_ = double(l_12_);
                                                uint l_357_ = asuint(l_12_);
                                                uint l_358_ = (l_357_ + 1u);
                                                l_mut_75_ = l_358_;
                                                uint l_359_ = (l_357_ & 2147483647u);
                                                bool l_360_ = (l_359_ == 0u);
                                                if (l_360_) {
                                                    l_mut_75_ = 1u;
                                                } else {
                                                    uint l_361_ = (l_357_ & 2147483648u);
                                                    bool l_362_ = (l_361_ != 0u);
                                                    if (l_362_) {
                                                        uint l_363_ = (l_357_ - 1u);
                                                        l_mut_75_ = l_363_;
                                                    }
                                                }
                                                uint _e880 = l_mut_75_;
                                                float l_364_ = asfloat(_e880);
                                                double l_365_ = double(l_364_);
                                                float l_366_ = -(l_12_);
                                                uint l_367_ = asuint(l_366_);
                                                uint l_368_ = (l_367_ + 1u);
                                                l_mut_75_ = l_368_;
                                                uint l_369_ = (l_367_ & 2147483647u);
                                                bool l_370_ = (l_369_ == 0u);
                                                if (l_370_) {
                                                    l_mut_75_ = 1u;
                                                } else {
                                                    uint l_371_ = (l_367_ & 2147483648u);
                                                    bool l_372_ = (l_371_ != 0u);
                                                    if (l_372_) {
                                                        uint l_373_ = (l_367_ - 1u);
                                                        l_mut_75_ = l_373_;
                                                    }
                                                }
                                                uint _e898 = l_mut_75_;
                                                float l_374_ = asfloat(_e898);
                                                float l_375_ = -(l_374_);
                                                double l_376_ = double(l_375_);
                                                double l_377_ = (l_354_ + l_353_);
                                                bool l_378_ = (l_377_ <= l_356_);
                                                l_mut_105_ = l_378_;
                                                double l_379_ = (l_354_ - l_353_);
                                                bool l_380_ = (l_379_ > l_356_);
                                                l_mut_102_ = l_380_;
                                                double l_381_ = (l_355_ - l_353_);
                                                bool l_382_ = (l_381_ >= l_356_);
                                                l_mut_99_ = l_382_;
                                                double l_383_ = (l_355_ + l_353_);
                                                bool l_384_ = (l_383_ < l_356_);
                                                l_mut_96_ = l_384_;
                                                if (l_10_) {
                                                    double l_385_ = (l_354_ + l_353_);
                                                    bool l_386_ = (l_385_ < l_365_);
                                                    l_mut_105_ = l_386_;
                                                    double l_387_ = (l_354_ - l_353_);
                                                    bool l_388_ = (l_387_ >= l_365_);
                                                    l_mut_102_ = l_388_;
                                                    double l_389_ = (l_355_ - l_353_);
                                                    bool l_390_ = (l_389_ > l_376_);
                                                    l_mut_99_ = l_390_;
                                                    double l_391_ = (l_355_ + l_353_);
                                                    bool l_392_ = (l_391_ <= l_376_);
                                                    l_mut_96_ = l_392_;
                                                }
                                                l_mut_75_ = 2u;
                                                bool _e919 = l_mut_102_;
                                                if (!(_e919)) {
                                                    bool _e923 = l_mut_96_;
                                                    local_21 = _e923;
                                                } else {
                                                    local_21 = true;
                                                }
                                                bool l_393_ = local_21;
                                                if (l_393_) {
                                                    l_mut_75_ = 1u;
                                                } else {
                                                    bool _e927 = l_mut_105_;
                                                    if (_e927) {
                                                        bool _e930 = l_mut_99_;
                                                        local_22 = _e930;
                                                    } else {
                                                        local_22 = false;
                                                    }
                                                    bool l_394_ = local_22;
                                                    if (l_394_) {
                                                        l_mut_75_ = 0u;
                                                    }
                                                }
                                                uint _e934 = l_mut_75_;
                                                l_mut_28_ = _e934;
                                            }
                                        } else {
                                            bool l_395_ = (l_6_ == 7u);
                                            if (l_395_) {
                                                double l_396_ = abs(l_13_);
                                                double l_397_ = (l_16_ * l_396_);
                                                l_mut_58_ = l_397_;
                                                double l_398_ = abs(l_13_);
                                                l_mut_35_ = 1.401298464324817e-45L;
                                                bool l_399_ = (l_398_ >= 1.1754943508222875e-38L);
                                                bool l_400_ = (l_398_ <= 1.7976931348623157e308L);
                                                if (l_399_) {
                                                    local_23 = l_400_;
                                                } else {
                                                    local_23 = false;
                                                }
                                                bool l_401_ = local_23;
                                                if (l_401_) {
                                                    uint64_t l_402_ = l_398_;
                                                    uint64_t l_403_ = (l_402_ >> uint(52uL));
                                                    uint64_t l_404_ = (l_403_ - 23uL);
                                                    uint64_t l_405_ = (l_404_ << uint(52uL));
                                                    double l_406_ = l_405_;
                                                    l_mut_35_ = l_406_;
                                                }
                                                double _e962 = l_mut_35_;
                                                double l_407_ = (0.5L * _e962);
                                                double _e964 = l_mut_58_;
                                                bool l_408_ = (l_407_ > _e964);
                                                if (l_408_) {
                                                    l_mut_58_ = l_407_;
                                                }
                                                double l_409_ = (l_13_ - l_26_);
                                                double l_410_ = abs(l_409_);
                                                l_mut_35_ = 1.401298464324817e-45L;
                                                bool l_411_ = (l_410_ >= 1.1754943508222875e-38L);
                                                bool l_412_ = (l_410_ <= 1.7976931348623157e308L);
                                                if (l_411_) {
                                                    local_24 = l_412_;
                                                } else {
                                                    local_24 = false;
                                                }
                                                bool l_413_ = local_24;
                                                if (l_413_) {
                                                    uint64_t l_414_ = l_410_;
                                                    uint64_t l_415_ = (l_414_ >> uint(52uL));
                                                    uint64_t l_416_ = (l_415_ - 23uL);
                                                    uint64_t l_417_ = (l_416_ << uint(52uL));
                                                    double l_418_ = l_417_;
                                                    l_mut_35_ = l_418_;
                                                }
                                                double l_419_ = (l_13_ + l_26_);
                                                double l_420_ = abs(l_419_);
                                                l_mut_421_ = 1.401298464324817e-45L;
                                                bool l_422_ = (l_420_ >= 1.1754943508222875e-38L);
                                                bool l_423_ = (l_420_ <= 1.7976931348623157e308L);
                                                if (l_422_) {
                                                    local_25 = l_423_;
                                                } else {
                                                    local_25 = false;
                                                }
                                                bool l_424_ = local_25;
                                                if (l_424_) {
                                                    uint64_t l_425_ = l_420_;
                                                    uint64_t l_426_ = (l_425_ >> uint(52uL));
                                                    uint64_t l_427_ = (l_426_ - 23uL);
                                                    uint64_t l_428_ = (l_427_ << uint(52uL));
                                                    double l_429_ = l_428_;
                                                    l_mut_421_ = l_429_;
                                                }
                                                double _e1012 = l_mut_35_;
                                                double _e1013 = l_mut_421_;
                                                bool l_430_ = (_e1012 == _e1013);
                                                if (l_430_) {
                                                    double l_431_ = (l_16_ * l_26_);
                                                    double l_432_ = (l_26_ + l_431_);
                                                    double _e1017 = l_mut_58_;
                                                    double l_433_ = (_e1017 * 1.4551915228366852e-11L);
                                                    double l_434_ = (l_432_ + l_433_);
                                                    double _e1021 = l_mut_58_;
                                                    double l_435_ = (l_13_ - _e1021);
                                                    double _e1023 = l_mut_58_;
                                                    double l_436_ = (l_13_ + _e1023);
                                                    double l_437_ = double(l_12_);
                                                    uint l_438_ = asuint(l_12_);
                                                    uint l_439_ = (l_438_ + 1u);
                                                    l_mut_75_ = l_439_;
                                                    uint l_440_ = (l_438_ & 2147483647u);
                                                    bool l_441_ = (l_440_ == 0u);
                                                    if (l_441_) {
                                                        l_mut_75_ = 1u;
                                                    } else {
                                                        uint l_442_ = (l_438_ & 2147483648u);
                                                        bool l_443_ = (l_442_ != 0u);
                                                        if (l_443_) {
                                                            uint l_444_ = (l_438_ - 1u);
                                                            l_mut_75_ = l_444_;
                                                        }
                                                    }
                                                    uint _e1040 = l_mut_75_;
                                                    float l_445_ = asfloat(_e1040);
                                                    double l_446_ = double(l_445_);
                                                    float l_447_ = -(l_12_);
                                                    uint l_448_ = asuint(l_447_);
                                                    uint l_449_ = (l_448_ + 1u);
                                                    l_mut_75_ = l_449_;
                                                    uint l_450_ = (l_448_ & 2147483647u);
                                                    bool l_451_ = (l_450_ == 0u);
                                                    if (l_451_) {
                                                        l_mut_75_ = 1u;
                                                    } else {
                                                        uint l_452_ = (l_448_ & 2147483648u);
                                                        bool l_453_ = (l_452_ != 0u);
                                                        if (l_453_) {
                                                            uint l_454_ = (l_448_ - 1u);
                                                            l_mut_75_ = l_454_;
                                                        }
                                                    }
                                                    uint _e1058 = l_mut_75_;
                                                    float l_455_ = asfloat(_e1058);
                                                    float l_456_ = -(l_455_);
                                                    double l_457_ = double(l_456_);
                                                    double l_458_ = (l_435_ + l_434_);
                                                    bool l_459_ = (l_458_ <= l_437_);
                                                    l_mut_105_ = l_459_;
                                                    double l_460_ = (l_435_ - l_434_);
                                                    bool l_461_ = (l_460_ > l_437_);
                                                    l_mut_102_ = l_461_;
                                                    double l_462_ = (l_436_ - l_434_);
                                                    bool l_463_ = (l_462_ >= l_437_);
                                                    l_mut_99_ = l_463_;
                                                    double l_464_ = (l_436_ + l_434_);
                                                    bool l_465_ = (l_464_ < l_437_);
                                                    l_mut_96_ = l_465_;
                                                    if (l_10_) {
                                                        double l_466_ = (l_435_ + l_434_);
                                                        bool l_467_ = (l_466_ < l_446_);
                                                        l_mut_105_ = l_467_;
                                                        double l_468_ = (l_435_ - l_434_);
                                                        bool l_469_ = (l_468_ >= l_446_);
                                                        l_mut_102_ = l_469_;
                                                        double l_470_ = (l_436_ - l_434_);
                                                        bool l_471_ = (l_470_ > l_457_);
                                                        l_mut_99_ = l_471_;
                                                        double l_472_ = (l_436_ + l_434_);
                                                        bool l_473_ = (l_472_ <= l_457_);
                                                        l_mut_96_ = l_473_;
                                                    }
                                                    l_mut_75_ = 2u;
                                                    bool _e1079 = l_mut_102_;
                                                    if (!(_e1079)) {
                                                        bool _e1083 = l_mut_96_;
                                                        local_26 = _e1083;
                                                    } else {
                                                        local_26 = true;
                                                    }
                                                    bool l_474_ = local_26;
                                                    if (l_474_) {
                                                        l_mut_75_ = 1u;
                                                    } else {
                                                        bool _e1087 = l_mut_105_;
                                                        if (_e1087) {
                                                            bool _e1090 = l_mut_99_;
                                                            local_27 = _e1090;
                                                        } else {
                                                            local_27 = false;
                                                        }
                                                        bool l_475_ = local_27;
                                                        if (l_475_) {
                                                            l_mut_75_ = 0u;
                                                        }
                                                    }
                                                    uint _e1094 = l_mut_75_;
                                                    l_mut_28_ = _e1094;
                                                }
                                            } else {
                                                bool l_476_ = (l_6_ == 8u);
                                                if (l_476_) {
                                                    bool l_477_ = (l_23_ >= 0.5L);
                                                    bool l_478_ = (l_23_ <= 2.0L);
                                                    if (l_477_) {
                                                        local_28 = l_478_;
                                                    } else {
                                                        local_28 = false;
                                                    }
                                                    bool l_479_ = local_28;
                                                    if (l_479_) {
                                                        double l_480_ = (l_16_ * 1.4551915228366852e-11L);
                                                        double l_481_ = (l_26_ + l_480_);
                                                        double l_482_ = (l_13_ - l_16_);
                                                        double l_483_ = (l_13_ + l_16_);
                                                        double l_484_ = double(l_12_);
                                                        uint l_485_ = asuint(l_12_);
                                                        uint l_486_ = (l_485_ + 1u);
                                                        l_mut_75_ = l_486_;
                                                        uint l_487_ = (l_485_ & 2147483647u);
                                                        bool l_488_ = (l_487_ == 0u);
                                                        if (l_488_) {
                                                            l_mut_75_ = 1u;
                                                        } else {
                                                            uint l_489_ = (l_485_ & 2147483648u);
                                                            bool l_490_ = (l_489_ != 0u);
                                                            if (l_490_) {
                                                                uint l_491_ = (l_485_ - 1u);
                                                                l_mut_75_ = l_491_;
                                                            }
                                                        }
                                                        uint _e1125 = l_mut_75_;
                                                        float l_492_ = asfloat(_e1125);
                                                        double l_493_ = double(l_492_);
                                                        float l_494_ = -(l_12_);
                                                        uint l_495_ = asuint(l_494_);
                                                        uint l_496_ = (l_495_ + 1u);
                                                        l_mut_75_ = l_496_;
                                                        uint l_497_ = (l_495_ & 2147483647u);
                                                        bool l_498_ = (l_497_ == 0u);
                                                        if (l_498_) {
                                                            l_mut_75_ = 1u;
                                                        } else {
                                                            uint l_499_ = (l_495_ & 2147483648u);
                                                            bool l_500_ = (l_499_ != 0u);
                                                            if (l_500_) {
                                                                uint l_501_ = (l_495_ - 1u);
                                                                l_mut_75_ = l_501_;
                                                            }
                                                        }
                                                        uint _e1143 = l_mut_75_;
                                                        float l_502_ = asfloat(_e1143);
                                                        float l_503_ = -(l_502_);
                                                        double l_504_ = double(l_503_);
                                                        double l_505_ = (l_482_ + l_481_);
                                                        bool l_506_ = (l_505_ <= l_484_);
                                                        l_mut_105_ = l_506_;
                                                        double l_507_ = (l_482_ - l_481_);
                                                        bool l_508_ = (l_507_ > l_484_);
                                                        l_mut_102_ = l_508_;
                                                        double l_509_ = (l_483_ - l_481_);
                                                        bool l_510_ = (l_509_ >= l_484_);
                                                        l_mut_99_ = l_510_;
                                                        double l_511_ = (l_483_ + l_481_);
                                                        bool l_512_ = (l_511_ < l_484_);
                                                        l_mut_96_ = l_512_;
                                                        if (l_10_) {
                                                            double l_513_ = (l_482_ + l_481_);
                                                            bool l_514_ = (l_513_ < l_493_);
                                                            l_mut_105_ = l_514_;
                                                            double l_515_ = (l_482_ - l_481_);
                                                            bool l_516_ = (l_515_ >= l_493_);
                                                            l_mut_102_ = l_516_;
                                                            double l_517_ = (l_483_ - l_481_);
                                                            bool l_518_ = (l_517_ > l_504_);
                                                            l_mut_99_ = l_518_;
                                                            double l_519_ = (l_483_ + l_481_);
                                                            bool l_520_ = (l_519_ <= l_504_);
                                                            l_mut_96_ = l_520_;
                                                        }
                                                        l_mut_75_ = 2u;
                                                        bool _e1164 = l_mut_102_;
                                                        if (!(_e1164)) {
                                                            bool _e1168 = l_mut_96_;
                                                            local_29 = _e1168;
                                                        } else {
                                                            local_29 = true;
                                                        }
                                                        bool l_521_ = local_29;
                                                        if (l_521_) {
                                                            l_mut_75_ = 1u;
                                                        } else {
                                                            bool _e1172 = l_mut_105_;
                                                            if (_e1172) {
                                                                bool _e1175 = l_mut_99_;
                                                                local_30 = _e1175;
                                                            } else {
                                                                local_30 = false;
                                                            }
                                                            bool l_522_ = local_30;
                                                            if (l_522_) {
                                                                l_mut_75_ = 0u;
                                                            }
                                                        }
                                                        uint _e1179 = l_mut_75_;
                                                        l_mut_28_ = _e1179;
                                                    } else {
                                                        double l_523_ = abs(l_13_);
                                                        l_mut_421_ = 1.401298464324817e-45L;
                                                        bool l_524_ = (l_523_ >= 1.1754943508222875e-38L);
                                                        bool l_525_ = (l_523_ <= 1.7976931348623157e308L);
                                                        if (l_524_) {
                                                            local_31 = l_525_;
                                                        } else {
                                                            local_31 = false;
                                                        }
                                                        bool l_526_ = local_31;
                                                        if (l_526_) {
                                                            uint64_t l_527_ = l_523_;
                                                            uint64_t l_528_ = (l_527_ >> uint(52uL));
                                                            uint64_t l_529_ = (l_528_ - 23uL);
                                                            uint64_t l_530_ = (l_529_ << uint(52uL));
                                                            double l_531_ = l_530_;
                                                            l_mut_421_ = l_531_;
                                                        }
                                                        double _e1202 = l_mut_421_;
                                                        double l_532_ = (l_19_ * _e1202);
                                                        l_mut_75_ = 2u;
                                                        double l_533_ = (l_13_ - l_26_);
                                                        double l_534_ = abs(l_533_);
                                                        l_mut_421_ = 1.401298464324817e-45L;
                                                        bool l_535_ = (l_534_ >= 1.1754943508222875e-38L);
                                                        bool l_536_ = (l_534_ <= 1.7976931348623157e308L);
                                                        if (l_535_) {
                                                            local_32 = l_536_;
                                                        } else {
                                                            local_32 = false;
                                                        }
                                                        bool l_537_ = local_32;
                                                        if (l_537_) {
                                                            uint64_t l_538_ = l_534_;
                                                            uint64_t l_539_ = (l_538_ >> uint(52uL));
                                                            uint64_t l_540_ = (l_539_ - 23uL);
                                                            uint64_t l_541_ = (l_540_ << uint(52uL));
                                                            double l_542_ = l_541_;
                                                            l_mut_421_ = l_542_;
                                                        }
                                                        double l_543_ = (l_13_ + l_26_);
                                                        double l_544_ = abs(l_543_);
                                                        l_mut_58_ = 1.401298464324817e-45L;
                                                        bool l_545_ = (l_544_ >= 1.1754943508222875e-38L);
                                                        bool l_546_ = (l_544_ <= 1.7976931348623157e308L);
                                                        if (l_545_) {
                                                            local_33 = l_546_;
                                                        } else {
                                                            local_33 = false;
                                                        }
                                                        bool l_547_ = local_33;
                                                        if (l_547_) {
                                                            uint64_t l_548_ = l_544_;
                                                            uint64_t l_549_ = (l_548_ >> uint(52uL));
                                                            uint64_t l_550_ = (l_549_ - 23uL);
                                                            uint64_t l_551_ = (l_550_ << uint(52uL));
                                                            double l_552_ = l_551_;
                                                            l_mut_58_ = l_552_;
                                                        }
                                                        double _e1251 = l_mut_421_;
                                                        double _e1252 = l_mut_58_;
                                                        bool l_553_ = (_e1251 == _e1252);
                                                        if (l_553_) {
                                                            double l_554_ = (l_532_ * 1.4551915228366852e-11L);
                                                            double l_555_ = (l_26_ + l_554_);
                                                            double l_556_ = (l_13_ - l_532_);
                                                            double l_557_ = (l_13_ + l_532_);
                                                            double l_558_ = double(l_12_);
                                                            uint l_559_ = asuint(l_12_);
                                                            uint l_560_ = (l_559_ + 1u);
                                                            l_mut_45_ = l_560_;
                                                            uint l_561_ = (l_559_ & 2147483647u);
                                                            bool l_562_ = (l_561_ == 0u);
                                                            if (l_562_) {
                                                                l_mut_45_ = 1u;
                                                            } else {
                                                                uint l_563_ = (l_559_ & 2147483648u);
                                                                bool l_564_ = (l_563_ != 0u);
                                                                if (l_564_) {
                                                                    uint l_565_ = (l_559_ - 1u);
                                                                    l_mut_45_ = l_565_;
                                                                }
                                                            }
                                                            uint _e1274 = l_mut_45_;
                                                            float l_566_ = asfloat(_e1274);
                                                            double l_567_ = double(l_566_);
                                                            float l_568_ = -(l_12_);
                                                            uint l_569_ = asuint(l_568_);
                                                            uint l_570_ = (l_569_ + 1u);
                                                            l_mut_45_ = l_570_;
                                                            uint l_571_ = (l_569_ & 2147483647u);
                                                            bool l_572_ = (l_571_ == 0u);
                                                            if (l_572_) {
                                                                l_mut_45_ = 1u;
                                                            } else {
                                                                uint l_573_ = (l_569_ & 2147483648u);
                                                                bool l_574_ = (l_573_ != 0u);
                                                                if (l_574_) {
                                                                    uint l_575_ = (l_569_ - 1u);
                                                                    l_mut_45_ = l_575_;
                                                                }
                                                            }
                                                            uint _e1292 = l_mut_45_;
                                                            float l_576_ = asfloat(_e1292);
                                                            float l_577_ = -(l_576_);
                                                            double l_578_ = double(l_577_);
                                                            double l_579_ = (l_556_ + l_555_);
                                                            bool l_580_ = (l_579_ <= l_558_);
                                                            l_mut_105_ = l_580_;
                                                            double l_581_ = (l_556_ - l_555_);
                                                            bool l_582_ = (l_581_ > l_558_);
                                                            l_mut_102_ = l_582_;
                                                            double l_583_ = (l_557_ - l_555_);
                                                            bool l_584_ = (l_583_ >= l_558_);
                                                            l_mut_99_ = l_584_;
                                                            double l_585_ = (l_557_ + l_555_);
                                                            bool l_586_ = (l_585_ < l_558_);
                                                            l_mut_96_ = l_586_;
                                                            if (l_10_) {
                                                                double l_587_ = (l_556_ + l_555_);
                                                                bool l_588_ = (l_587_ < l_567_);
                                                                l_mut_105_ = l_588_;
                                                                double l_589_ = (l_556_ - l_555_);
                                                                bool l_590_ = (l_589_ >= l_567_);
                                                                l_mut_102_ = l_590_;
                                                                double l_591_ = (l_557_ - l_555_);
                                                                bool l_592_ = (l_591_ > l_578_);
                                                                l_mut_99_ = l_592_;
                                                                double l_593_ = (l_557_ + l_555_);
                                                                bool l_594_ = (l_593_ <= l_578_);
                                                                l_mut_96_ = l_594_;
                                                            }
                                                            l_mut_45_ = 2u;
                                                            bool _e1313 = l_mut_102_;
                                                            if (!(_e1313)) {
                                                                bool _e1317 = l_mut_96_;
                                                                local_34 = _e1317;
                                                            } else {
                                                                local_34 = true;
                                                            }
                                                            bool l_595_ = local_34;
                                                            if (l_595_) {
                                                                l_mut_45_ = 1u;
                                                            } else {
                                                                bool _e1321 = l_mut_105_;
                                                                if (_e1321) {
                                                                    bool _e1324 = l_mut_99_;
                                                                    local_35 = _e1324;
                                                                } else {
                                                                    local_35 = false;
                                                                }
                                                                bool l_596_ = local_35;
                                                                if (l_596_) {
                                                                    l_mut_45_ = 0u;
                                                                }
                                                            }
                                                            uint _e1328 = l_mut_45_;
                                                            l_mut_75_ = _e1328;
                                                        }
                                                        uint _e1329 = l_mut_75_;
                                                        l_mut_28_ = _e1329;
                                                    }
                                                } else {
                                                    bool l_597_ = (l_6_ == 11u);
                                                    bool l_598_ = (l_6_ == 12u);
                                                    if (!(l_597_)) {
                                                        local_36 = l_598_;
                                                    } else {
                                                        local_36 = true;
                                                    }
                                                    bool l_599_ = local_36;
                                                    if (l_599_) {
                                                        l_mut_28_ = 0u;
                                                    }
                                                    bool l_600_ = (l_24_ <= l_22_);
                                                    bool l_601_ = (l_6_ == 11u);
                                                    if (l_600_) {
                                                        local_37 = l_601_;
                                                    } else {
                                                        local_37 = false;
                                                    }
                                                    bool l_602_ = local_37;
                                                    if (l_602_) {
                                                        a_603_[0] = 1u;
                                                        float l_604_ = float(l_23_);
                                                        double l_605_ = double(l_604_);
                                                        double l_606_ = abs(l_605_);
                                                        l_mut_421_ = l_606_;
                                                        l_mut_75_ = 0u;
                                                        bool l_607_ = (l_606_ >= 0.785L);
                                                        if (l_607_) {
                                                            double l_608_ = (l_606_ * 0.6366197723675814L);
                                                            double l_609_ = (l_608_ + 0.5L);
                                                            double l_610_ = floor(l_609_);
                                                            double l_611_ = (l_610_ * 1.570796325802803L);
                                                            double l_612_ = (l_606_ - l_611_);
                                                            double l_613_ = (l_610_ * 9.920935796805404e-10L);
                                                            double l_614_ = (l_612_ - l_613_);
                                                            l_mut_421_ = l_614_;
                                                            uint l_615_ = naga_f2u32(l_610_);
                                                            l_mut_75_ = l_615_;
                                                        }
                                                        bool l_616_ = (l_604_ < 0.0);
                                                        double _e1369 = l_mut_421_;
                                                        double _e1370 = l_mut_421_;
                                                        double l_617_ = (_e1369 * _e1370);
                                                        double l_618_ = (l_617_ * 1.9572941063391263e-20L);
                                                        double l_619_ = (8.22063524662433e-18L - l_618_);
                                                        l_mut_58_ = l_619_;
                                                        double _e1376 = l_mut_58_;
                                                        double l_620_ = (_e1376 * l_617_);
                                                        double l_621_ = (l_620_ - 2.8114572543455206e-15L);
                                                        l_mut_58_ = l_621_;
                                                        double _e1380 = l_mut_58_;
                                                        double l_622_ = (_e1380 * l_617_);
                                                        double l_623_ = (l_622_ + 7.647163731819816e-13L);
                                                        l_mut_58_ = l_623_;
                                                        double _e1384 = l_mut_58_;
                                                        double l_624_ = (_e1384 * l_617_);
                                                        double l_625_ = (l_624_ - 1.6059043836821613e-10L);
                                                        l_mut_58_ = l_625_;
                                                        double _e1388 = l_mut_58_;
                                                        double l_626_ = (_e1388 * l_617_);
                                                        double l_627_ = (l_626_ + 2.505210838544172e-8L);
                                                        l_mut_58_ = l_627_;
                                                        double _e1392 = l_mut_58_;
                                                        double l_628_ = (_e1392 * l_617_);
                                                        double l_629_ = (l_628_ - 2.7557319223985893e-6L);
                                                        l_mut_58_ = l_629_;
                                                        double _e1396 = l_mut_58_;
                                                        double l_630_ = (_e1396 * l_617_);
                                                        double l_631_ = (l_630_ + 0.0001984126984126984L);
                                                        l_mut_58_ = l_631_;
                                                        double _e1400 = l_mut_58_;
                                                        double l_632_ = (_e1400 * l_617_);
                                                        double l_633_ = (l_632_ - 0.008333333333333333L);
                                                        l_mut_58_ = l_633_;
                                                        double _e1404 = l_mut_58_;
                                                        double l_634_ = (_e1404 * l_617_);
                                                        double l_635_ = (l_634_ + 0.16666666666666666L);
                                                        l_mut_58_ = l_635_;
                                                        double l_636_ = (0.5L * l_617_);
                                                        double l_637_ = (1.0L - l_636_);
                                                        double l_638_ = (0.0L * l_637_);
                                                        double _e1414 = l_mut_421_;
                                                        double l_639_ = (_e1414 * l_617_);
                                                        double _e1416 = l_mut_58_;
                                                        double l_640_ = (l_639_ * _e1416);
                                                        double l_641_ = (l_638_ - l_640_);
                                                        double _e1419 = l_mut_421_;
                                                        double l_642_ = (_e1419 + l_641_);
                                                        double _e1421 = l_mut_421_;
                                                        double _e1422 = l_mut_421_;
                                                        double l_643_ = (_e1421 * _e1422);
                                                        double l_644_ = (l_643_ * 4.110317623312165e-19L);
                                                        double l_645_ = (l_644_ - 1.5619206968586225e-16L);
                                                        l_mut_58_ = l_645_;
                                                        double _e1428 = l_mut_58_;
                                                        double l_646_ = (_e1428 * l_643_);
                                                        double l_647_ = (l_646_ + 4.779477332387385e-14L);
                                                        l_mut_58_ = l_647_;
                                                        double _e1432 = l_mut_58_;
                                                        double l_648_ = (_e1432 * l_643_);
                                                        double l_649_ = (l_648_ - 1.1470745597729725e-11L);
                                                        l_mut_58_ = l_649_;
                                                        double _e1436 = l_mut_58_;
                                                        double l_650_ = (_e1436 * l_643_);
                                                        double l_651_ = (l_650_ + 2.08767569878681e-9L);
                                                        l_mut_58_ = l_651_;
                                                        double _e1440 = l_mut_58_;
                                                        double l_652_ = (_e1440 * l_643_);
                                                        double l_653_ = (l_652_ - 2.755731922398589e-7L);
                                                        l_mut_58_ = l_653_;
                                                        double _e1444 = l_mut_58_;
                                                        double l_654_ = (_e1444 * l_643_);
                                                        double l_655_ = (l_654_ + 2.48015873015873e-5L);
                                                        l_mut_58_ = l_655_;
                                                        double _e1448 = l_mut_58_;
                                                        double l_656_ = (_e1448 * l_643_);
                                                        double l_657_ = (l_656_ - 0.001388888888888889L);
                                                        l_mut_58_ = l_657_;
                                                        double _e1452 = l_mut_58_;
                                                        double l_658_ = (_e1452 * l_643_);
                                                        double l_659_ = (l_658_ + 0.041666666666666664L);
                                                        l_mut_58_ = l_659_;
                                                        double l_660_ = (0.5L * l_643_);
                                                        double l_661_ = (1.0L - l_660_);
                                                        double l_662_ = (l_643_ * l_643_);
                                                        double _e1461 = l_mut_58_;
                                                        double l_663_ = (l_662_ * _e1461);
                                                        double _e1464 = l_mut_421_;
                                                        double l_664_ = (0.0L * _e1464);
                                                        double l_665_ = (l_663_ - l_664_);
                                                        double l_666_ = (l_661_ + l_665_);
                                                        uint _e1468 = l_mut_75_;
                                                        uint l_667_ = (_e1468 & 1u);
                                                        bool l_668_ = (l_667_ == 1u);
                                                        l_mut_421_ = l_642_;
                                                        uint _e1473 = l_mut_75_;
                                                        uint l_669_ = (_e1473 & 2u);
                                                        bool l_670_ = (l_669_ != 0u);
                                                        l_mut_105_ = l_670_;
                                                        if (l_668_) {
                                                            l_mut_421_ = l_666_;
                                                        }
                                                        if (true) {
                                                            local_38 = l_616_;
                                                        } else {
                                                            local_38 = false;
                                                        }
                                                        bool l_671_ = local_38;
                                                        if (l_671_) {
                                                            bool _e1483 = l_mut_105_;
                                                            bool l_672_ = !(_e1483);
                                                            l_mut_105_ = l_672_;
                                                        }
                                                        bool _e1485 = l_mut_105_;
                                                        if (_e1485) {
                                                            double _e1486 = l_mut_421_;
                                                            double l_673_ = -(_e1486);
                                                            l_mut_421_ = l_673_;
                                                        }
                                                        float l_674_ = float(l_23_);
                                                        double l_675_ = double(l_674_);
                                                        double l_676_ = abs(l_675_);
                                                        l_mut_58_ = l_676_;
                                                        l_mut_75_ = 0u;
                                                        bool l_677_ = (l_676_ >= 0.785L);
                                                        if (l_677_) {
                                                            double l_678_ = (l_676_ * 0.6366197723675814L);
                                                            double l_679_ = (l_678_ + 0.5L);
                                                            double l_680_ = floor(l_679_);
                                                            double l_681_ = (l_680_ * 1.570796325802803L);
                                                            double l_682_ = (l_676_ - l_681_);
                                                            double l_683_ = (l_680_ * 9.920935796805404e-10L);
                                                            double l_684_ = (l_682_ - l_683_);
                                                            l_mut_58_ = l_684_;
                                                            uint l_685_ = naga_f2u32(l_680_);
                                                            l_mut_75_ = l_685_;
                                                        }
                                                        bool l_686_ = (l_674_ < 0.0);
                                                        double _e1508 = l_mut_58_;
                                                        double _e1509 = l_mut_58_;
                                                        double l_687_ = (_e1508 * _e1509);
                                                        double l_688_ = (l_687_ * 1.9572941063391263e-20L);
                                                        double l_689_ = (8.22063524662433e-18L - l_688_);
                                                        l_mut_35_ = l_689_;
                                                        double _e1515 = l_mut_35_;
                                                        double l_690_ = (_e1515 * l_687_);
                                                        double l_691_ = (l_690_ - 2.8114572543455206e-15L);
                                                        l_mut_35_ = l_691_;
                                                        double _e1519 = l_mut_35_;
                                                        double l_692_ = (_e1519 * l_687_);
                                                        double l_693_ = (l_692_ + 7.647163731819816e-13L);
                                                        l_mut_35_ = l_693_;
                                                        double _e1523 = l_mut_35_;
                                                        double l_694_ = (_e1523 * l_687_);
                                                        double l_695_ = (l_694_ - 1.6059043836821613e-10L);
                                                        l_mut_35_ = l_695_;
                                                        double _e1527 = l_mut_35_;
                                                        double l_696_ = (_e1527 * l_687_);
                                                        double l_697_ = (l_696_ + 2.505210838544172e-8L);
                                                        l_mut_35_ = l_697_;
                                                        double _e1531 = l_mut_35_;
                                                        double l_698_ = (_e1531 * l_687_);
                                                        double l_699_ = (l_698_ - 2.7557319223985893e-6L);
                                                        l_mut_35_ = l_699_;
                                                        double _e1535 = l_mut_35_;
                                                        double l_700_ = (_e1535 * l_687_);
                                                        double l_701_ = (l_700_ + 0.0001984126984126984L);
                                                        l_mut_35_ = l_701_;
                                                        double _e1539 = l_mut_35_;
                                                        double l_702_ = (_e1539 * l_687_);
                                                        double l_703_ = (l_702_ - 0.008333333333333333L);
                                                        l_mut_35_ = l_703_;
                                                        double _e1543 = l_mut_35_;
                                                        double l_704_ = (_e1543 * l_687_);
                                                        double l_705_ = (l_704_ + 0.16666666666666666L);
                                                        l_mut_35_ = l_705_;
                                                        double l_706_ = (0.5L * l_687_);
                                                        double l_707_ = (1.0L - l_706_);
                                                        double l_708_ = (0.0L * l_707_);
                                                        double _e1553 = l_mut_58_;
                                                        double l_709_ = (_e1553 * l_687_);
                                                        double _e1555 = l_mut_35_;
                                                        double l_710_ = (l_709_ * _e1555);
                                                        double l_711_ = (l_708_ - l_710_);
                                                        double _e1558 = l_mut_58_;
                                                        double l_712_ = (_e1558 + l_711_);
                                                        double _e1560 = l_mut_58_;
                                                        double _e1561 = l_mut_58_;
                                                        double l_713_ = (_e1560 * _e1561);
                                                        double l_714_ = (l_713_ * 4.110317623312165e-19L);
                                                        double l_715_ = (l_714_ - 1.5619206968586225e-16L);
                                                        l_mut_35_ = l_715_;
                                                        double _e1567 = l_mut_35_;
                                                        double l_716_ = (_e1567 * l_713_);
                                                        double l_717_ = (l_716_ + 4.779477332387385e-14L);
                                                        l_mut_35_ = l_717_;
                                                        double _e1571 = l_mut_35_;
                                                        double l_718_ = (_e1571 * l_713_);
                                                        double l_719_ = (l_718_ - 1.1470745597729725e-11L);
                                                        l_mut_35_ = l_719_;
                                                        double _e1575 = l_mut_35_;
                                                        double l_720_ = (_e1575 * l_713_);
                                                        double l_721_ = (l_720_ + 2.08767569878681e-9L);
                                                        l_mut_35_ = l_721_;
                                                        double _e1579 = l_mut_35_;
                                                        double l_722_ = (_e1579 * l_713_);
                                                        double l_723_ = (l_722_ - 2.755731922398589e-7L);
                                                        l_mut_35_ = l_723_;
                                                        double _e1583 = l_mut_35_;
                                                        double l_724_ = (_e1583 * l_713_);
                                                        double l_725_ = (l_724_ + 2.48015873015873e-5L);
                                                        l_mut_35_ = l_725_;
                                                        double _e1587 = l_mut_35_;
                                                        double l_726_ = (_e1587 * l_713_);
                                                        double l_727_ = (l_726_ - 0.001388888888888889L);
                                                        l_mut_35_ = l_727_;
                                                        double _e1591 = l_mut_35_;
                                                        double l_728_ = (_e1591 * l_713_);
                                                        double l_729_ = (l_728_ + 0.041666666666666664L);
                                                        l_mut_35_ = l_729_;
                                                        double l_730_ = (0.5L * l_713_);
                                                        double l_731_ = (1.0L - l_730_);
                                                        double l_732_ = (l_713_ * l_713_);
                                                        double _e1600 = l_mut_35_;
                                                        double l_733_ = (l_732_ * _e1600);
                                                        double _e1603 = l_mut_58_;
                                                        double l_734_ = (0.0L * _e1603);
                                                        double l_735_ = (l_733_ - l_734_);
                                                        double l_736_ = (l_731_ + l_735_);
                                                        uint _e1607 = l_mut_75_;
                                                        uint l_737_ = (_e1607 & 1u);
                                                        bool l_738_ = (l_737_ == 1u);
                                                        l_mut_58_ = l_712_;
                                                        uint _e1612 = l_mut_75_;
                                                        uint l_739_ = (_e1612 & 2u);
                                                        bool l_740_ = (l_739_ != 0u);
                                                        l_mut_105_ = l_740_;
                                                        l_mut_58_ = l_736_;
                                                        if (l_738_) {
                                                            l_mut_58_ = l_712_;
                                                        }
                                                        uint _e1617 = l_mut_75_;
                                                        uint l_741_ = (_e1617 + 1u);
                                                        uint l_742_ = (l_741_ & 2u);
                                                        bool l_743_ = (l_742_ != 0u);
                                                        l_mut_105_ = l_743_;
                                                        if (false) {
                                                            local_39 = l_686_;
                                                        } else {
                                                            local_39 = false;
                                                        }
                                                        bool l_744_ = local_39;
                                                        if (l_744_) {
                                                            bool _e1629 = l_mut_105_;
                                                            bool l_745_ = !(_e1629);
                                                            l_mut_105_ = l_745_;
                                                        }
                                                        bool _e1631 = l_mut_105_;
                                                        if (_e1631) {
                                                            double _e1632 = l_mut_58_;
                                                            double l_746_ = -(_e1632);
                                                            l_mut_58_ = l_746_;
                                                        }
                                                        double _e1634 = l_mut_421_;
                                                        double l_747_ = abs(_e1634);
                                                        double l_748_ = (l_747_ * 1.4551915228366852e-11L);
                                                        double _e1638 = l_mut_58_;
                                                        double l_749_ = abs(_e1638);
                                                        double l_750_ = (l_749_ * 1.4551915228366852e-11L);
                                                        double _e1642 = l_mut_421_;
                                                        double l_751_ = (_e1642 - l_16_);
                                                        l_mut_35_ = l_751_;
                                                        if (l_10_) {
                                                            double l_752_ = (l_751_ - l_748_);
                                                            double l_753_ = (l_752_ * 7.1362384635298e44L);
                                                            double l_754_ = floor(l_753_);
                                                            double l_755_ = (l_754_ * 1.401298464324817e-45L);
                                                            l_mut_756_ = l_755_;
                                                            double l_757_ = abs(l_752_);
                                                            bool l_758_ = (l_757_ >= 1.1754943508222875e-38L);
                                                            if (l_758_) {
                                                                float l_759_ = float(l_752_);
                                                                double l_760_ = double(l_759_);
                                                                l_mut_756_ = l_760_;
                                                                double _e1655 = l_mut_756_;
                                                                bool l_761_ = (_e1655 > l_752_);
                                                                if (l_761_) {
                                                                    float l_762_ = -(l_759_);
                                                                    uint l_763_ = asuint(l_762_);
                                                                    uint l_764_ = (l_763_ + 1u);
                                                                    l_mut_75_ = l_764_;
                                                                    uint l_765_ = (l_763_ & 2147483647u);
                                                                    bool l_766_ = (l_765_ == 0u);
                                                                    if (l_766_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_767_ = (l_763_ & 2147483648u);
                                                                        bool l_768_ = (l_767_ != 0u);
                                                                        if (l_768_) {
                                                                            uint l_769_ = (l_763_ - 1u);
                                                                            l_mut_75_ = l_769_;
                                                                        }
                                                                    }
                                                                    uint _e1672 = l_mut_75_;
                                                                    float l_770_ = asfloat(_e1672);
                                                                    float l_771_ = -(l_770_);
                                                                    double l_772_ = double(l_771_);
                                                                    l_mut_756_ = l_772_;
                                                                } else {
                                                                    uint l_773_ = asuint(l_759_);
                                                                    uint l_774_ = (l_773_ + 1u);
                                                                    l_mut_75_ = l_774_;
                                                                    uint l_775_ = (l_773_ & 2147483647u);
                                                                    bool l_776_ = (l_775_ == 0u);
                                                                    if (l_776_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_777_ = (l_773_ & 2147483648u);
                                                                        bool l_778_ = (l_777_ != 0u);
                                                                        if (l_778_) {
                                                                            uint l_779_ = (l_773_ - 1u);
                                                                            l_mut_75_ = l_779_;
                                                                        }
                                                                    }
                                                                    uint _e1690 = l_mut_75_;
                                                                    float l_780_ = asfloat(_e1690);
                                                                    double l_781_ = double(l_780_);
                                                                    bool l_782_ = (l_781_ <= l_752_);
                                                                    if (l_782_) {
                                                                        uint l_783_ = asuint(l_759_);
                                                                        uint l_784_ = (l_783_ + 1u);
                                                                        l_mut_75_ = l_784_;
                                                                        uint l_785_ = (l_783_ & 2147483647u);
                                                                        bool l_786_ = (l_785_ == 0u);
                                                                        if (l_786_) {
                                                                            l_mut_75_ = 1u;
                                                                        } else {
                                                                            uint l_787_ = (l_783_ & 2147483648u);
                                                                            bool l_788_ = (l_787_ != 0u);
                                                                            if (l_788_) {
                                                                                uint l_789_ = (l_783_ - 1u);
                                                                                l_mut_75_ = l_789_;
                                                                            }
                                                                        }
                                                                        uint _e1708 = l_mut_75_;
                                                                        float l_790_ = asfloat(_e1708);
                                                                        double l_791_ = double(l_790_);
                                                                        l_mut_756_ = l_791_;
                                                                    }
                                                                }
                                                            }
                                                            double l_792_ = (l_751_ + l_748_);
                                                            double l_793_ = (l_792_ * 7.1362384635298e44L);
                                                            double l_794_ = floor(l_793_);
                                                            double l_795_ = (l_794_ * 1.401298464324817e-45L);
                                                            l_mut_796_ = l_795_;
                                                            double l_797_ = abs(l_792_);
                                                            bool l_798_ = (l_797_ >= 1.1754943508222875e-38L);
                                                            if (l_798_) {
                                                                float l_799_ = float(l_792_);
                                                                double l_800_ = double(l_799_);
                                                                l_mut_796_ = l_800_;
                                                                double _e1722 = l_mut_796_;
                                                                bool l_801_ = (_e1722 > l_792_);
                                                                if (l_801_) {
                                                                    float l_802_ = -(l_799_);
                                                                    uint l_803_ = asuint(l_802_);
                                                                    uint l_804_ = (l_803_ + 1u);
                                                                    l_mut_75_ = l_804_;
                                                                    uint l_805_ = (l_803_ & 2147483647u);
                                                                    bool l_806_ = (l_805_ == 0u);
                                                                    if (l_806_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_807_ = (l_803_ & 2147483648u);
                                                                        bool l_808_ = (l_807_ != 0u);
                                                                        if (l_808_) {
                                                                            uint l_809_ = (l_803_ - 1u);
                                                                            l_mut_75_ = l_809_;
                                                                        }
                                                                    }
                                                                    uint _e1739 = l_mut_75_;
                                                                    float l_810_ = asfloat(_e1739);
                                                                    float l_811_ = -(l_810_);
                                                                    double l_812_ = double(l_811_);
                                                                    l_mut_796_ = l_812_;
                                                                } else {
                                                                    uint l_813_ = asuint(l_799_);
                                                                    uint l_814_ = (l_813_ + 1u);
                                                                    l_mut_75_ = l_814_;
                                                                    uint l_815_ = (l_813_ & 2147483647u);
                                                                    bool l_816_ = (l_815_ == 0u);
                                                                    if (l_816_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_817_ = (l_813_ & 2147483648u);
                                                                        bool l_818_ = (l_817_ != 0u);
                                                                        if (l_818_) {
                                                                            uint l_819_ = (l_813_ - 1u);
                                                                            l_mut_75_ = l_819_;
                                                                        }
                                                                    }
                                                                    uint _e1757 = l_mut_75_;
                                                                    float l_820_ = asfloat(_e1757);
                                                                    double l_821_ = double(l_820_);
                                                                    bool l_822_ = (l_821_ <= l_792_);
                                                                    if (l_822_) {
                                                                        uint l_823_ = asuint(l_799_);
                                                                        uint l_824_ = (l_823_ + 1u);
                                                                        l_mut_75_ = l_824_;
                                                                        uint l_825_ = (l_823_ & 2147483647u);
                                                                        bool l_826_ = (l_825_ == 0u);
                                                                        if (l_826_) {
                                                                            l_mut_75_ = 1u;
                                                                        } else {
                                                                            uint l_827_ = (l_823_ & 2147483648u);
                                                                            bool l_828_ = (l_827_ != 0u);
                                                                            if (l_828_) {
                                                                                uint l_829_ = (l_823_ - 1u);
                                                                                l_mut_75_ = l_829_;
                                                                            }
                                                                        }
                                                                        uint _e1775 = l_mut_75_;
                                                                        float l_830_ = asfloat(_e1775);
                                                                        double l_831_ = double(l_830_);
                                                                        l_mut_796_ = l_831_;
                                                                    }
                                                                }
                                                            }
                                                            double _e1778 = l_mut_756_;
                                                            double _e1779 = l_mut_796_;
                                                            bool l_832_ = (_e1778 == _e1779);
                                                            bool l_833_ = !(l_832_);
                                                            if (l_833_) {
                                                                a_603_[0] = 0u;
                                                            }
                                                            double l_834_ = (l_751_ * 7.1362384635298e44L);
                                                            double l_835_ = floor(l_834_);
                                                            double l_836_ = (l_835_ * 1.401298464324817e-45L);
                                                            l_mut_796_ = l_836_;
                                                            double l_837_ = abs(l_751_);
                                                            bool l_838_ = (l_837_ >= 1.1754943508222875e-38L);
                                                            if (l_838_) {
                                                                float l_839_ = float(l_751_);
                                                                double l_840_ = double(l_839_);
                                                                l_mut_796_ = l_840_;
                                                                double _e1794 = l_mut_796_;
                                                                bool l_841_ = (_e1794 > l_751_);
                                                                if (l_841_) {
                                                                    float l_842_ = -(l_839_);
                                                                    uint l_843_ = asuint(l_842_);
                                                                    uint l_844_ = (l_843_ + 1u);
                                                                    l_mut_75_ = l_844_;
                                                                    uint l_845_ = (l_843_ & 2147483647u);
                                                                    bool l_846_ = (l_845_ == 0u);
                                                                    if (l_846_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_847_ = (l_843_ & 2147483648u);
                                                                        bool l_848_ = (l_847_ != 0u);
                                                                        if (l_848_) {
                                                                            uint l_849_ = (l_843_ - 1u);
                                                                            l_mut_75_ = l_849_;
                                                                        }
                                                                    }
                                                                    uint _e1811 = l_mut_75_;
                                                                    float l_850_ = asfloat(_e1811);
                                                                    float l_851_ = -(l_850_);
                                                                    double l_852_ = double(l_851_);
                                                                    l_mut_796_ = l_852_;
                                                                } else {
                                                                    uint l_853_ = asuint(l_839_);
                                                                    uint l_854_ = (l_853_ + 1u);
                                                                    l_mut_75_ = l_854_;
                                                                    uint l_855_ = (l_853_ & 2147483647u);
                                                                    bool l_856_ = (l_855_ == 0u);
                                                                    if (l_856_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_857_ = (l_853_ & 2147483648u);
                                                                        bool l_858_ = (l_857_ != 0u);
                                                                        if (l_858_) {
                                                                            uint l_859_ = (l_853_ - 1u);
                                                                            l_mut_75_ = l_859_;
                                                                        }
                                                                    }
                                                                    uint _e1829 = l_mut_75_;
                                                                    float l_860_ = asfloat(_e1829);
                                                                    double l_861_ = double(l_860_);
                                                                    bool l_862_ = (l_861_ <= l_751_);
                                                                    if (l_862_) {
                                                                        uint l_863_ = asuint(l_839_);
                                                                        uint l_864_ = (l_863_ + 1u);
                                                                        l_mut_75_ = l_864_;
                                                                        uint l_865_ = (l_863_ & 2147483647u);
                                                                        bool l_866_ = (l_865_ == 0u);
                                                                        if (l_866_) {
                                                                            l_mut_75_ = 1u;
                                                                        } else {
                                                                            uint l_867_ = (l_863_ & 2147483648u);
                                                                            bool l_868_ = (l_867_ != 0u);
                                                                            if (l_868_) {
                                                                                uint l_869_ = (l_863_ - 1u);
                                                                                l_mut_75_ = l_869_;
                                                                            }
                                                                        }
                                                                        uint _e1847 = l_mut_75_;
                                                                        float l_870_ = asfloat(_e1847);
                                                                        double l_871_ = double(l_870_);
                                                                        l_mut_796_ = l_871_;
                                                                    }
                                                                }
                                                            }
                                                            double _e1850 = l_mut_796_;
                                                            l_mut_35_ = _e1850;
                                                        }
                                                        double _e1851 = l_mut_421_;
                                                        double l_872_ = (_e1851 + l_16_);
                                                        l_mut_796_ = l_872_;
                                                        if (l_10_) {
                                                            double l_873_ = (l_872_ - l_748_);
                                                            double l_874_ = (l_873_ * 7.1362384635298e44L);
                                                            double l_875_ = floor(l_874_);
                                                            double l_876_ = (l_875_ * 1.401298464324817e-45L);
                                                            l_mut_756_ = l_876_;
                                                            double l_877_ = abs(l_873_);
                                                            bool l_878_ = (l_877_ >= 1.1754943508222875e-38L);
                                                            if (l_878_) {
                                                                float l_879_ = float(l_873_);
                                                                double l_880_ = double(l_879_);
                                                                l_mut_756_ = l_880_;
                                                                double _e1864 = l_mut_756_;
                                                                bool l_881_ = (_e1864 > l_873_);
                                                                if (l_881_) {
                                                                    float l_882_ = -(l_879_);
                                                                    uint l_883_ = asuint(l_882_);
                                                                    uint l_884_ = (l_883_ + 1u);
                                                                    l_mut_75_ = l_884_;
                                                                    uint l_885_ = (l_883_ & 2147483647u);
                                                                    bool l_886_ = (l_885_ == 0u);
                                                                    if (l_886_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_887_ = (l_883_ & 2147483648u);
                                                                        bool l_888_ = (l_887_ != 0u);
                                                                        if (l_888_) {
                                                                            uint l_889_ = (l_883_ - 1u);
                                                                            l_mut_75_ = l_889_;
                                                                        }
                                                                    }
                                                                    uint _e1881 = l_mut_75_;
                                                                    float l_890_ = asfloat(_e1881);
                                                                    float l_891_ = -(l_890_);
                                                                    double l_892_ = double(l_891_);
                                                                    l_mut_756_ = l_892_;
                                                                } else {
                                                                    uint l_893_ = asuint(l_879_);
                                                                    uint l_894_ = (l_893_ + 1u);
                                                                    l_mut_75_ = l_894_;
                                                                    uint l_895_ = (l_893_ & 2147483647u);
                                                                    bool l_896_ = (l_895_ == 0u);
                                                                    if (l_896_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_897_ = (l_893_ & 2147483648u);
                                                                        bool l_898_ = (l_897_ != 0u);
                                                                        if (l_898_) {
                                                                            uint l_899_ = (l_893_ - 1u);
                                                                            l_mut_75_ = l_899_;
                                                                        }
                                                                    }
                                                                    uint _e1899 = l_mut_75_;
                                                                    float l_900_ = asfloat(_e1899);
                                                                    double l_901_ = double(l_900_);
                                                                    bool l_902_ = (l_901_ <= l_873_);
                                                                    if (l_902_) {
                                                                        uint l_903_ = asuint(l_879_);
                                                                        uint l_904_ = (l_903_ + 1u);
                                                                        l_mut_75_ = l_904_;
                                                                        uint l_905_ = (l_903_ & 2147483647u);
                                                                        bool l_906_ = (l_905_ == 0u);
                                                                        if (l_906_) {
                                                                            l_mut_75_ = 1u;
                                                                        } else {
                                                                            uint l_907_ = (l_903_ & 2147483648u);
                                                                            bool l_908_ = (l_907_ != 0u);
                                                                            if (l_908_) {
                                                                                uint l_909_ = (l_903_ - 1u);
                                                                                l_mut_75_ = l_909_;
                                                                            }
                                                                        }
                                                                        uint _e1917 = l_mut_75_;
                                                                        float l_910_ = asfloat(_e1917);
                                                                        double l_911_ = double(l_910_);
                                                                        l_mut_756_ = l_911_;
                                                                    }
                                                                }
                                                            }
                                                            double l_912_ = (l_872_ + l_748_);
                                                            double l_913_ = (l_912_ * 7.1362384635298e44L);
                                                            double l_914_ = floor(l_913_);
                                                            double l_915_ = (l_914_ * 1.401298464324817e-45L);
                                                            l_mut_421_ = l_915_;
                                                            double l_916_ = abs(l_912_);
                                                            bool l_917_ = (l_916_ >= 1.1754943508222875e-38L);
                                                            if (l_917_) {
                                                                float l_918_ = float(l_912_);
                                                                double l_919_ = double(l_918_);
                                                                l_mut_421_ = l_919_;
                                                                double _e1931 = l_mut_421_;
                                                                bool l_920_ = (_e1931 > l_912_);
                                                                if (l_920_) {
                                                                    float l_921_ = -(l_918_);
                                                                    uint l_922_ = asuint(l_921_);
                                                                    uint l_923_ = (l_922_ + 1u);
                                                                    l_mut_75_ = l_923_;
                                                                    uint l_924_ = (l_922_ & 2147483647u);
                                                                    bool l_925_ = (l_924_ == 0u);
                                                                    if (l_925_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_926_ = (l_922_ & 2147483648u);
                                                                        bool l_927_ = (l_926_ != 0u);
                                                                        if (l_927_) {
                                                                            uint l_928_ = (l_922_ - 1u);
                                                                            l_mut_75_ = l_928_;
                                                                        }
                                                                    }
                                                                    uint _e1948 = l_mut_75_;
                                                                    float l_929_ = asfloat(_e1948);
                                                                    float l_930_ = -(l_929_);
                                                                    double l_931_ = double(l_930_);
                                                                    l_mut_421_ = l_931_;
                                                                } else {
                                                                    uint l_932_ = asuint(l_918_);
                                                                    uint l_933_ = (l_932_ + 1u);
                                                                    l_mut_75_ = l_933_;
                                                                    uint l_934_ = (l_932_ & 2147483647u);
                                                                    bool l_935_ = (l_934_ == 0u);
                                                                    if (l_935_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_936_ = (l_932_ & 2147483648u);
                                                                        bool l_937_ = (l_936_ != 0u);
                                                                        if (l_937_) {
                                                                            uint l_938_ = (l_932_ - 1u);
                                                                            l_mut_75_ = l_938_;
                                                                        }
                                                                    }
                                                                    uint _e1966 = l_mut_75_;
                                                                    float l_939_ = asfloat(_e1966);
                                                                    double l_940_ = double(l_939_);
                                                                    bool l_941_ = (l_940_ <= l_912_);
                                                                    if (l_941_) {
                                                                        uint l_942_ = asuint(l_918_);
                                                                        uint l_943_ = (l_942_ + 1u);
                                                                        l_mut_75_ = l_943_;
                                                                        uint l_944_ = (l_942_ & 2147483647u);
                                                                        bool l_945_ = (l_944_ == 0u);
                                                                        if (l_945_) {
                                                                            l_mut_75_ = 1u;
                                                                        } else {
                                                                            uint l_946_ = (l_942_ & 2147483648u);
                                                                            bool l_947_ = (l_946_ != 0u);
                                                                            if (l_947_) {
                                                                                uint l_948_ = (l_942_ - 1u);
                                                                                l_mut_75_ = l_948_;
                                                                            }
                                                                        }
                                                                        uint _e1984 = l_mut_75_;
                                                                        float l_949_ = asfloat(_e1984);
                                                                        double l_950_ = double(l_949_);
                                                                        l_mut_421_ = l_950_;
                                                                    }
                                                                }
                                                            }
                                                            double _e1987 = l_mut_756_;
                                                            double _e1988 = l_mut_421_;
                                                            bool l_951_ = (_e1987 == _e1988);
                                                            bool l_952_ = !(l_951_);
                                                            if (l_952_) {
                                                                a_603_[0] = 0u;
                                                            }
                                                            double l_953_ = -(l_872_);
                                                            double l_954_ = (l_953_ * 7.1362384635298e44L);
                                                            double l_955_ = floor(l_954_);
                                                            double l_956_ = (l_955_ * 1.401298464324817e-45L);
                                                            l_mut_756_ = l_956_;
                                                            double l_957_ = abs(l_953_);
                                                            bool l_958_ = (l_957_ >= 1.1754943508222875e-38L);
                                                            if (l_958_) {
                                                                float l_959_ = float(l_953_);
                                                                double l_960_ = double(l_959_);
                                                                l_mut_756_ = l_960_;
                                                                double _e2004 = l_mut_756_;
                                                                bool l_961_ = (_e2004 > l_953_);
                                                                if (l_961_) {
                                                                    float l_962_ = -(l_959_);
                                                                    uint l_963_ = asuint(l_962_);
                                                                    uint l_964_ = (l_963_ + 1u);
                                                                    l_mut_75_ = l_964_;
                                                                    uint l_965_ = (l_963_ & 2147483647u);
                                                                    bool l_966_ = (l_965_ == 0u);
                                                                    if (l_966_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_967_ = (l_963_ & 2147483648u);
                                                                        bool l_968_ = (l_967_ != 0u);
                                                                        if (l_968_) {
                                                                            uint l_969_ = (l_963_ - 1u);
                                                                            l_mut_75_ = l_969_;
                                                                        }
                                                                    }
                                                                    uint _e2021 = l_mut_75_;
                                                                    float l_970_ = asfloat(_e2021);
                                                                    float l_971_ = -(l_970_);
                                                                    double l_972_ = double(l_971_);
                                                                    l_mut_756_ = l_972_;
                                                                } else {
                                                                    uint l_973_ = asuint(l_959_);
                                                                    uint l_974_ = (l_973_ + 1u);
                                                                    l_mut_75_ = l_974_;
                                                                    uint l_975_ = (l_973_ & 2147483647u);
                                                                    bool l_976_ = (l_975_ == 0u);
                                                                    if (l_976_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_977_ = (l_973_ & 2147483648u);
                                                                        bool l_978_ = (l_977_ != 0u);
                                                                        if (l_978_) {
                                                                            uint l_979_ = (l_973_ - 1u);
                                                                            l_mut_75_ = l_979_;
                                                                        }
                                                                    }
                                                                    uint _e2039 = l_mut_75_;
                                                                    float l_980_ = asfloat(_e2039);
                                                                    double l_981_ = double(l_980_);
                                                                    bool l_982_ = (l_981_ <= l_953_);
                                                                    if (l_982_) {
                                                                        uint l_983_ = asuint(l_959_);
                                                                        uint l_984_ = (l_983_ + 1u);
                                                                        l_mut_75_ = l_984_;
                                                                        uint l_985_ = (l_983_ & 2147483647u);
                                                                        bool l_986_ = (l_985_ == 0u);
                                                                        if (l_986_) {
                                                                            l_mut_75_ = 1u;
                                                                        } else {
                                                                            uint l_987_ = (l_983_ & 2147483648u);
                                                                            bool l_988_ = (l_987_ != 0u);
                                                                            if (l_988_) {
                                                                                uint l_989_ = (l_983_ - 1u);
                                                                                l_mut_75_ = l_989_;
                                                                            }
                                                                        }
                                                                        uint _e2057 = l_mut_75_;
                                                                        float l_990_ = asfloat(_e2057);
                                                                        double l_991_ = double(l_990_);
                                                                        l_mut_756_ = l_991_;
                                                                    }
                                                                }
                                                            }
                                                            double _e2060 = l_mut_756_;
                                                            double l_992_ = -(_e2060);
                                                            l_mut_796_ = l_992_;
                                                        }
                                                        double _e2062 = l_mut_58_;
                                                        double l_993_ = (_e2062 - l_16_);
                                                        l_mut_756_ = l_993_;
                                                        if (l_10_) {
                                                            double l_994_ = (l_993_ - l_750_);
                                                            double l_995_ = (l_994_ * 7.1362384635298e44L);
                                                            double l_996_ = floor(l_995_);
                                                            double l_997_ = (l_996_ * 1.401298464324817e-45L);
                                                            l_mut_421_ = l_997_;
                                                            double l_998_ = abs(l_994_);
                                                            bool l_999_ = (l_998_ >= 1.1754943508222875e-38L);
                                                            if (l_999_) {
                                                                float l_1000_ = float(l_994_);
                                                                double l_1001_ = double(l_1000_);
                                                                l_mut_421_ = l_1001_;
                                                                double _e2075 = l_mut_421_;
                                                                bool l_1002_ = (_e2075 > l_994_);
                                                                if (l_1002_) {
                                                                    float l_1003_ = -(l_1000_);
                                                                    uint l_1004_ = asuint(l_1003_);
                                                                    uint l_1005_ = (l_1004_ + 1u);
                                                                    l_mut_75_ = l_1005_;
                                                                    uint l_1006_ = (l_1004_ & 2147483647u);
                                                                    bool l_1007_ = (l_1006_ == 0u);
                                                                    if (l_1007_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_1008_ = (l_1004_ & 2147483648u);
                                                                        bool l_1009_ = (l_1008_ != 0u);
                                                                        if (l_1009_) {
                                                                            uint l_1010_ = (l_1004_ - 1u);
                                                                            l_mut_75_ = l_1010_;
                                                                        }
                                                                    }
                                                                    uint _e2092 = l_mut_75_;
                                                                    float l_1011_ = asfloat(_e2092);
                                                                    float l_1012_ = -(l_1011_);
                                                                    double l_1013_ = double(l_1012_);
                                                                    l_mut_421_ = l_1013_;
                                                                } else {
                                                                    uint l_1014_ = asuint(l_1000_);
                                                                    uint l_1015_ = (l_1014_ + 1u);
                                                                    l_mut_75_ = l_1015_;
                                                                    uint l_1016_ = (l_1014_ & 2147483647u);
                                                                    bool l_1017_ = (l_1016_ == 0u);
                                                                    if (l_1017_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_1018_ = (l_1014_ & 2147483648u);
                                                                        bool l_1019_ = (l_1018_ != 0u);
                                                                        if (l_1019_) {
                                                                            uint l_1020_ = (l_1014_ - 1u);
                                                                            l_mut_75_ = l_1020_;
                                                                        }
                                                                    }
                                                                    uint _e2110 = l_mut_75_;
                                                                    float l_1021_ = asfloat(_e2110);
                                                                    double l_1022_ = double(l_1021_);
                                                                    bool l_1023_ = (l_1022_ <= l_994_);
                                                                    if (l_1023_) {
                                                                        uint l_1024_ = asuint(l_1000_);
                                                                        uint l_1025_ = (l_1024_ + 1u);
                                                                        l_mut_75_ = l_1025_;
                                                                        uint l_1026_ = (l_1024_ & 2147483647u);
                                                                        bool l_1027_ = (l_1026_ == 0u);
                                                                        if (l_1027_) {
                                                                            l_mut_75_ = 1u;
                                                                        } else {
                                                                            uint l_1028_ = (l_1024_ & 2147483648u);
                                                                            bool l_1029_ = (l_1028_ != 0u);
                                                                            if (l_1029_) {
                                                                                uint l_1030_ = (l_1024_ - 1u);
                                                                                l_mut_75_ = l_1030_;
                                                                            }
                                                                        }
                                                                        uint _e2128 = l_mut_75_;
                                                                        float l_1031_ = asfloat(_e2128);
                                                                        double l_1032_ = double(l_1031_);
                                                                        l_mut_421_ = l_1032_;
                                                                    }
                                                                }
                                                            }
                                                            double l_1033_ = (l_993_ + l_750_);
                                                            double l_1034_ = (l_1033_ * 7.1362384635298e44L);
                                                            double l_1035_ = floor(l_1034_);
                                                            double l_1036_ = (l_1035_ * 1.401298464324817e-45L);
                                                            l_mut_1037_ = l_1036_;
                                                            double l_1038_ = abs(l_1033_);
                                                            bool l_1039_ = (l_1038_ >= 1.1754943508222875e-38L);
                                                            if (l_1039_) {
                                                                float l_1040_ = float(l_1033_);
                                                                double l_1041_ = double(l_1040_);
                                                                l_mut_1037_ = l_1041_;
                                                                double _e2142 = l_mut_1037_;
                                                                bool l_1042_ = (_e2142 > l_1033_);
                                                                if (l_1042_) {
                                                                    float l_1043_ = -(l_1040_);
                                                                    uint l_1044_ = asuint(l_1043_);
                                                                    uint l_1045_ = (l_1044_ + 1u);
                                                                    l_mut_75_ = l_1045_;
                                                                    uint l_1046_ = (l_1044_ & 2147483647u);
                                                                    bool l_1047_ = (l_1046_ == 0u);
                                                                    if (l_1047_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_1048_ = (l_1044_ & 2147483648u);
                                                                        bool l_1049_ = (l_1048_ != 0u);
                                                                        if (l_1049_) {
                                                                            uint l_1050_ = (l_1044_ - 1u);
                                                                            l_mut_75_ = l_1050_;
                                                                        }
                                                                    }
                                                                    uint _e2159 = l_mut_75_;
                                                                    float l_1051_ = asfloat(_e2159);
                                                                    float l_1052_ = -(l_1051_);
                                                                    double l_1053_ = double(l_1052_);
                                                                    l_mut_1037_ = l_1053_;
                                                                } else {
                                                                    uint l_1054_ = asuint(l_1040_);
                                                                    uint l_1055_ = (l_1054_ + 1u);
                                                                    l_mut_75_ = l_1055_;
                                                                    uint l_1056_ = (l_1054_ & 2147483647u);
                                                                    bool l_1057_ = (l_1056_ == 0u);
                                                                    if (l_1057_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_1058_ = (l_1054_ & 2147483648u);
                                                                        bool l_1059_ = (l_1058_ != 0u);
                                                                        if (l_1059_) {
                                                                            uint l_1060_ = (l_1054_ - 1u);
                                                                            l_mut_75_ = l_1060_;
                                                                        }
                                                                    }
                                                                    uint _e2177 = l_mut_75_;
                                                                    float l_1061_ = asfloat(_e2177);
                                                                    double l_1062_ = double(l_1061_);
                                                                    bool l_1063_ = (l_1062_ <= l_1033_);
                                                                    if (l_1063_) {
                                                                        uint l_1064_ = asuint(l_1040_);
                                                                        uint l_1065_ = (l_1064_ + 1u);
                                                                        l_mut_75_ = l_1065_;
                                                                        uint l_1066_ = (l_1064_ & 2147483647u);
                                                                        bool l_1067_ = (l_1066_ == 0u);
                                                                        if (l_1067_) {
                                                                            l_mut_75_ = 1u;
                                                                        } else {
                                                                            uint l_1068_ = (l_1064_ & 2147483648u);
                                                                            bool l_1069_ = (l_1068_ != 0u);
                                                                            if (l_1069_) {
                                                                                uint l_1070_ = (l_1064_ - 1u);
                                                                                l_mut_75_ = l_1070_;
                                                                            }
                                                                        }
                                                                        uint _e2195 = l_mut_75_;
                                                                        float l_1071_ = asfloat(_e2195);
                                                                        double l_1072_ = double(l_1071_);
                                                                        l_mut_1037_ = l_1072_;
                                                                    }
                                                                }
                                                            }
                                                            double _e2198 = l_mut_421_;
                                                            double _e2199 = l_mut_1037_;
                                                            bool l_1073_ = (_e2198 == _e2199);
                                                            bool l_1074_ = !(l_1073_);
                                                            if (l_1074_) {
                                                                a_603_[0] = 0u;
                                                            }
                                                            double l_1075_ = (l_993_ * 7.1362384635298e44L);
                                                            double l_1076_ = floor(l_1075_);
                                                            double l_1077_ = (l_1076_ * 1.401298464324817e-45L);
                                                            l_mut_1037_ = l_1077_;
                                                            double l_1078_ = abs(l_993_);
                                                            bool l_1079_ = (l_1078_ >= 1.1754943508222875e-38L);
                                                            if (l_1079_) {
                                                                float l_1080_ = float(l_993_);
                                                                double l_1081_ = double(l_1080_);
                                                                l_mut_1037_ = l_1081_;
                                                                double _e2214 = l_mut_1037_;
                                                                bool l_1082_ = (_e2214 > l_993_);
                                                                if (l_1082_) {
                                                                    float l_1083_ = -(l_1080_);
                                                                    uint l_1084_ = asuint(l_1083_);
                                                                    uint l_1085_ = (l_1084_ + 1u);
                                                                    l_mut_75_ = l_1085_;
                                                                    uint l_1086_ = (l_1084_ & 2147483647u);
                                                                    bool l_1087_ = (l_1086_ == 0u);
                                                                    if (l_1087_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_1088_ = (l_1084_ & 2147483648u);
                                                                        bool l_1089_ = (l_1088_ != 0u);
                                                                        if (l_1089_) {
                                                                            uint l_1090_ = (l_1084_ - 1u);
                                                                            l_mut_75_ = l_1090_;
                                                                        }
                                                                    }
                                                                    uint _e2231 = l_mut_75_;
                                                                    float l_1091_ = asfloat(_e2231);
                                                                    float l_1092_ = -(l_1091_);
                                                                    double l_1093_ = double(l_1092_);
                                                                    l_mut_1037_ = l_1093_;
                                                                } else {
                                                                    uint l_1094_ = asuint(l_1080_);
                                                                    uint l_1095_ = (l_1094_ + 1u);
                                                                    l_mut_75_ = l_1095_;
                                                                    uint l_1096_ = (l_1094_ & 2147483647u);
                                                                    bool l_1097_ = (l_1096_ == 0u);
                                                                    if (l_1097_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_1098_ = (l_1094_ & 2147483648u);
                                                                        bool l_1099_ = (l_1098_ != 0u);
                                                                        if (l_1099_) {
                                                                            uint l_1100_ = (l_1094_ - 1u);
                                                                            l_mut_75_ = l_1100_;
                                                                        }
                                                                    }
                                                                    uint _e2249 = l_mut_75_;
                                                                    float l_1101_ = asfloat(_e2249);
                                                                    double l_1102_ = double(l_1101_);
                                                                    bool l_1103_ = (l_1102_ <= l_993_);
                                                                    if (l_1103_) {
                                                                        uint l_1104_ = asuint(l_1080_);
                                                                        uint l_1105_ = (l_1104_ + 1u);
                                                                        l_mut_75_ = l_1105_;
                                                                        uint l_1106_ = (l_1104_ & 2147483647u);
                                                                        bool l_1107_ = (l_1106_ == 0u);
                                                                        if (l_1107_) {
                                                                            l_mut_75_ = 1u;
                                                                        } else {
                                                                            uint l_1108_ = (l_1104_ & 2147483648u);
                                                                            bool l_1109_ = (l_1108_ != 0u);
                                                                            if (l_1109_) {
                                                                                uint l_1110_ = (l_1104_ - 1u);
                                                                                l_mut_75_ = l_1110_;
                                                                            }
                                                                        }
                                                                        uint _e2267 = l_mut_75_;
                                                                        float l_1111_ = asfloat(_e2267);
                                                                        double l_1112_ = double(l_1111_);
                                                                        l_mut_1037_ = l_1112_;
                                                                    }
                                                                }
                                                            }
                                                            double _e2270 = l_mut_1037_;
                                                            l_mut_756_ = _e2270;
                                                        }
                                                        double _e2271 = l_mut_58_;
                                                        double l_1113_ = (_e2271 + l_16_);
                                                        l_mut_1037_ = l_1113_;
                                                        if (l_10_) {
                                                            double l_1114_ = (l_1113_ - l_750_);
                                                            double l_1115_ = (l_1114_ * 7.1362384635298e44L);
                                                            double l_1116_ = floor(l_1115_);
                                                            double l_1117_ = (l_1116_ * 1.401298464324817e-45L);
                                                            l_mut_421_ = l_1117_;
                                                            double l_1118_ = abs(l_1114_);
                                                            bool l_1119_ = (l_1118_ >= 1.1754943508222875e-38L);
                                                            if (l_1119_) {
                                                                float l_1120_ = float(l_1114_);
                                                                double l_1121_ = double(l_1120_);
                                                                l_mut_421_ = l_1121_;
                                                                double _e2284 = l_mut_421_;
                                                                bool l_1122_ = (_e2284 > l_1114_);
                                                                if (l_1122_) {
                                                                    float l_1123_ = -(l_1120_);
                                                                    uint l_1124_ = asuint(l_1123_);
                                                                    uint l_1125_ = (l_1124_ + 1u);
                                                                    l_mut_75_ = l_1125_;
                                                                    uint l_1126_ = (l_1124_ & 2147483647u);
                                                                    bool l_1127_ = (l_1126_ == 0u);
                                                                    if (l_1127_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_1128_ = (l_1124_ & 2147483648u);
                                                                        bool l_1129_ = (l_1128_ != 0u);
                                                                        if (l_1129_) {
                                                                            uint l_1130_ = (l_1124_ - 1u);
                                                                            l_mut_75_ = l_1130_;
                                                                        }
                                                                    }
                                                                    uint _e2301 = l_mut_75_;
                                                                    float l_1131_ = asfloat(_e2301);
                                                                    float l_1132_ = -(l_1131_);
                                                                    double l_1133_ = double(l_1132_);
                                                                    l_mut_421_ = l_1133_;
                                                                } else {
                                                                    uint l_1134_ = asuint(l_1120_);
                                                                    uint l_1135_ = (l_1134_ + 1u);
                                                                    l_mut_75_ = l_1135_;
                                                                    uint l_1136_ = (l_1134_ & 2147483647u);
                                                                    bool l_1137_ = (l_1136_ == 0u);
                                                                    if (l_1137_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_1138_ = (l_1134_ & 2147483648u);
                                                                        bool l_1139_ = (l_1138_ != 0u);
                                                                        if (l_1139_) {
                                                                            uint l_1140_ = (l_1134_ - 1u);
                                                                            l_mut_75_ = l_1140_;
                                                                        }
                                                                    }
                                                                    uint _e2319 = l_mut_75_;
                                                                    float l_1141_ = asfloat(_e2319);
                                                                    double l_1142_ = double(l_1141_);
                                                                    bool l_1143_ = (l_1142_ <= l_1114_);
                                                                    if (l_1143_) {
                                                                        uint l_1144_ = asuint(l_1120_);
                                                                        uint l_1145_ = (l_1144_ + 1u);
                                                                        l_mut_75_ = l_1145_;
                                                                        uint l_1146_ = (l_1144_ & 2147483647u);
                                                                        bool l_1147_ = (l_1146_ == 0u);
                                                                        if (l_1147_) {
                                                                            l_mut_75_ = 1u;
                                                                        } else {
                                                                            uint l_1148_ = (l_1144_ & 2147483648u);
                                                                            bool l_1149_ = (l_1148_ != 0u);
                                                                            if (l_1149_) {
                                                                                uint l_1150_ = (l_1144_ - 1u);
                                                                                l_mut_75_ = l_1150_;
                                                                            }
                                                                        }
                                                                        uint _e2337 = l_mut_75_;
                                                                        float l_1151_ = asfloat(_e2337);
                                                                        double l_1152_ = double(l_1151_);
                                                                        l_mut_421_ = l_1152_;
                                                                    }
                                                                }
                                                            }
                                                            double l_1153_ = (l_1113_ + l_750_);
                                                            double l_1154_ = (l_1153_ * 7.1362384635298e44L);
                                                            double l_1155_ = floor(l_1154_);
                                                            double l_1156_ = (l_1155_ * 1.401298464324817e-45L);
                                                            l_mut_58_ = l_1156_;
                                                            double l_1157_ = abs(l_1153_);
                                                            bool l_1158_ = (l_1157_ >= 1.1754943508222875e-38L);
                                                            if (l_1158_) {
                                                                float l_1159_ = float(l_1153_);
                                                                double l_1160_ = double(l_1159_);
                                                                l_mut_58_ = l_1160_;
                                                                double _e2351 = l_mut_58_;
                                                                bool l_1161_ = (_e2351 > l_1153_);
                                                                if (l_1161_) {
                                                                    float l_1162_ = -(l_1159_);
                                                                    uint l_1163_ = asuint(l_1162_);
                                                                    uint l_1164_ = (l_1163_ + 1u);
                                                                    l_mut_75_ = l_1164_;
                                                                    uint l_1165_ = (l_1163_ & 2147483647u);
                                                                    bool l_1166_ = (l_1165_ == 0u);
                                                                    if (l_1166_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_1167_ = (l_1163_ & 2147483648u);
                                                                        bool l_1168_ = (l_1167_ != 0u);
                                                                        if (l_1168_) {
                                                                            uint l_1169_ = (l_1163_ - 1u);
                                                                            l_mut_75_ = l_1169_;
                                                                        }
                                                                    }
                                                                    uint _e2368 = l_mut_75_;
                                                                    float l_1170_ = asfloat(_e2368);
                                                                    float l_1171_ = -(l_1170_);
                                                                    double l_1172_ = double(l_1171_);
                                                                    l_mut_58_ = l_1172_;
                                                                } else {
                                                                    uint l_1173_ = asuint(l_1159_);
                                                                    uint l_1174_ = (l_1173_ + 1u);
                                                                    l_mut_75_ = l_1174_;
                                                                    uint l_1175_ = (l_1173_ & 2147483647u);
                                                                    bool l_1176_ = (l_1175_ == 0u);
                                                                    if (l_1176_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_1177_ = (l_1173_ & 2147483648u);
                                                                        bool l_1178_ = (l_1177_ != 0u);
                                                                        if (l_1178_) {
                                                                            uint l_1179_ = (l_1173_ - 1u);
                                                                            l_mut_75_ = l_1179_;
                                                                        }
                                                                    }
                                                                    uint _e2386 = l_mut_75_;
                                                                    float l_1180_ = asfloat(_e2386);
                                                                    double l_1181_ = double(l_1180_);
                                                                    bool l_1182_ = (l_1181_ <= l_1153_);
                                                                    if (l_1182_) {
                                                                        uint l_1183_ = asuint(l_1159_);
                                                                        uint l_1184_ = (l_1183_ + 1u);
                                                                        l_mut_75_ = l_1184_;
                                                                        uint l_1185_ = (l_1183_ & 2147483647u);
                                                                        bool l_1186_ = (l_1185_ == 0u);
                                                                        if (l_1186_) {
                                                                            l_mut_75_ = 1u;
                                                                        } else {
                                                                            uint l_1187_ = (l_1183_ & 2147483648u);
                                                                            bool l_1188_ = (l_1187_ != 0u);
                                                                            if (l_1188_) {
                                                                                uint l_1189_ = (l_1183_ - 1u);
                                                                                l_mut_75_ = l_1189_;
                                                                            }
                                                                        }
                                                                        uint _e2404 = l_mut_75_;
                                                                        float l_1190_ = asfloat(_e2404);
                                                                        double l_1191_ = double(l_1190_);
                                                                        l_mut_58_ = l_1191_;
                                                                    }
                                                                }
                                                            }
                                                            double _e2407 = l_mut_421_;
                                                            double _e2408 = l_mut_58_;
                                                            bool l_1192_ = (_e2407 == _e2408);
                                                            bool l_1193_ = !(l_1192_);
                                                            if (l_1193_) {
                                                                a_603_[0] = 0u;
                                                            }
                                                            double l_1194_ = -(l_1113_);
                                                            double l_1195_ = (l_1194_ * 7.1362384635298e44L);
                                                            double l_1196_ = floor(l_1195_);
                                                            double l_1197_ = (l_1196_ * 1.401298464324817e-45L);
                                                            l_mut_421_ = l_1197_;
                                                            double l_1198_ = abs(l_1194_);
                                                            bool l_1199_ = (l_1198_ >= 1.1754943508222875e-38L);
                                                            if (l_1199_) {
                                                                float l_1200_ = float(l_1194_);
                                                                double l_1201_ = double(l_1200_);
                                                                l_mut_421_ = l_1201_;
                                                                double _e2424 = l_mut_421_;
                                                                bool l_1202_ = (_e2424 > l_1194_);
                                                                if (l_1202_) {
                                                                    float l_1203_ = -(l_1200_);
                                                                    uint l_1204_ = asuint(l_1203_);
                                                                    uint l_1205_ = (l_1204_ + 1u);
                                                                    l_mut_75_ = l_1205_;
                                                                    uint l_1206_ = (l_1204_ & 2147483647u);
                                                                    bool l_1207_ = (l_1206_ == 0u);
                                                                    if (l_1207_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_1208_ = (l_1204_ & 2147483648u);
                                                                        bool l_1209_ = (l_1208_ != 0u);
                                                                        if (l_1209_) {
                                                                            uint l_1210_ = (l_1204_ - 1u);
                                                                            l_mut_75_ = l_1210_;
                                                                        }
                                                                    }
                                                                    uint _e2441 = l_mut_75_;
                                                                    float l_1211_ = asfloat(_e2441);
                                                                    float l_1212_ = -(l_1211_);
                                                                    double l_1213_ = double(l_1212_);
                                                                    l_mut_421_ = l_1213_;
                                                                } else {
                                                                    uint l_1214_ = asuint(l_1200_);
                                                                    uint l_1215_ = (l_1214_ + 1u);
                                                                    l_mut_75_ = l_1215_;
                                                                    uint l_1216_ = (l_1214_ & 2147483647u);
                                                                    bool l_1217_ = (l_1216_ == 0u);
                                                                    if (l_1217_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_1218_ = (l_1214_ & 2147483648u);
                                                                        bool l_1219_ = (l_1218_ != 0u);
                                                                        if (l_1219_) {
                                                                            uint l_1220_ = (l_1214_ - 1u);
                                                                            l_mut_75_ = l_1220_;
                                                                        }
                                                                    }
                                                                    uint _e2459 = l_mut_75_;
                                                                    float l_1221_ = asfloat(_e2459);
                                                                    double l_1222_ = double(l_1221_);
                                                                    bool l_1223_ = (l_1222_ <= l_1194_);
                                                                    if (l_1223_) {
                                                                        uint l_1224_ = asuint(l_1200_);
                                                                        uint l_1225_ = (l_1224_ + 1u);
                                                                        l_mut_75_ = l_1225_;
                                                                        uint l_1226_ = (l_1224_ & 2147483647u);
                                                                        bool l_1227_ = (l_1226_ == 0u);
                                                                        if (l_1227_) {
                                                                            l_mut_75_ = 1u;
                                                                        } else {
                                                                            uint l_1228_ = (l_1224_ & 2147483648u);
                                                                            bool l_1229_ = (l_1228_ != 0u);
                                                                            if (l_1229_) {
                                                                                uint l_1230_ = (l_1224_ - 1u);
                                                                                l_mut_75_ = l_1230_;
                                                                            }
                                                                        }
                                                                        uint _e2477 = l_mut_75_;
                                                                        float l_1231_ = asfloat(_e2477);
                                                                        double l_1232_ = double(l_1231_);
                                                                        l_mut_421_ = l_1232_;
                                                                    }
                                                                }
                                                            }
                                                            double _e2480 = l_mut_421_;
                                                            double l_1233_ = -(_e2480);
                                                            l_mut_1037_ = l_1233_;
                                                        }
                                                        l_mut_75_ = 0u;
                                                        bool l_1234_ = !(l_10_);
                                                        double _e2484 = l_mut_756_;
                                                        double l_1235_ = abs(_e2484);
                                                        bool l_1236_ = (l_1235_ <= l_750_);
                                                        double _e2487 = l_mut_1037_;
                                                        double l_1237_ = abs(_e2487);
                                                        bool l_1238_ = (l_1237_ <= l_750_);
                                                        if (!(l_1236_)) {
                                                            local_40 = l_1238_;
                                                        } else {
                                                            local_40 = true;
                                                        }
                                                        bool l_1239_ = local_40;
                                                        if (l_1234_) {
                                                            local_41 = l_1239_;
                                                        } else {
                                                            local_41 = false;
                                                        }
                                                        bool l_1240_ = local_41;
                                                        if (l_1240_) {
                                                            a_603_[0] = 0u;
                                                        }
                                                        double _e2501 = l_mut_756_;
                                                        bool l_1241_ = (_e2501 <= 0.0L);
                                                        double _e2504 = l_mut_1037_;
                                                        bool l_1242_ = (_e2504 >= 0.0L);
                                                        if (l_1241_) {
                                                            local_42 = l_1242_;
                                                        } else {
                                                            local_42 = false;
                                                        }
                                                        bool l_1243_ = local_42;
                                                        bool l_1244_ = !(l_1243_);
                                                        if (l_1244_) {
                                                            double _e2512 = l_mut_35_;
                                                            double _e2513 = l_mut_756_;
                                                            double l_1246_ = (_e2512 / _e2513);
                                                            double _e2515 = l_mut_35_;
                                                            double _e2516 = l_mut_1037_;
                                                            double l_1247_ = (_e2515 / _e2516);
                                                            double _e2518 = l_mut_796_;
                                                            double _e2519 = l_mut_756_;
                                                            double l_1248_ = (_e2518 / _e2519);
                                                            double _e2521 = l_mut_796_;
                                                            double _e2522 = l_mut_1037_;
                                                            double l_1249_ = (_e2521 / _e2522);
                                                            a_1245_[0] = l_1246_;
                                                            a_1245_[1] = l_1246_;
                                                            double l_1250_ = a_1245_[0];
                                                            bool l_1251_ = (l_1247_ < l_1250_);
                                                            if (l_1251_) {
                                                                a_1245_[0] = l_1247_;
                                                            }
                                                            double l_1252_ = a_1245_[0];
                                                            bool l_1253_ = (l_1248_ < l_1252_);
                                                            if (l_1253_) {
                                                                a_1245_[0] = l_1248_;
                                                            }
                                                            double l_1254_ = a_1245_[0];
                                                            bool l_1255_ = (l_1249_ < l_1254_);
                                                            if (l_1255_) {
                                                                a_1245_[0] = l_1249_;
                                                            }
                                                            double l_1256_ = a_1245_[1];
                                                            bool l_1257_ = (l_1247_ > l_1256_);
                                                            if (l_1257_) {
                                                                a_1245_[1] = l_1247_;
                                                            }
                                                            double l_1258_ = a_1245_[1];
                                                            bool l_1259_ = (l_1248_ > l_1258_);
                                                            if (l_1259_) {
                                                                a_1245_[1] = l_1248_;
                                                            }
                                                            double l_1260_ = a_1245_[1];
                                                            bool l_1261_ = (l_1249_ > l_1260_);
                                                            if (l_1261_) {
                                                                a_1245_[1] = l_1249_;
                                                            }
                                                            l_mut_421_ = 1.4551915228366852e-11L;
                                                            bool l_1262_ = !(l_10_);
                                                            if (l_1262_) {
                                                                double l_1263_ = (l_748_ + l_750_);
                                                                double _e2553 = l_mut_756_;
                                                                double l_1264_ = abs(_e2553);
                                                                double _e2555 = l_mut_1037_;
                                                                double l_1265_ = abs(_e2555);
                                                                l_mut_1037_ = l_1264_;
                                                                bool l_1266_ = (l_1265_ < l_1264_);
                                                                if (l_1266_) {
                                                                    l_mut_1037_ = l_1265_;
                                                                }
                                                                double _e2558 = l_mut_1037_;
                                                                double l_1267_ = (l_1263_ / _e2558);
                                                                double _e2560 = l_mut_35_;
                                                                double l_1268_ = abs(_e2560);
                                                                double _e2562 = l_mut_796_;
                                                                double l_1269_ = abs(_e2562);
                                                                l_mut_1037_ = l_1268_;
                                                                bool l_1270_ = (l_1269_ < l_1268_);
                                                                if (l_1270_) {
                                                                    l_mut_1037_ = l_1269_;
                                                                }
                                                                double _e2565 = l_mut_1037_;
                                                                double l_1271_ = (l_748_ / _e2565);
                                                                double l_1272_ = (l_1267_ + l_1271_);
                                                                double _e2568 = l_mut_421_;
                                                                l_mut_421_ = (_e2568 + l_1272_);
                                                            }
                                                            double l_1273_ = a_1245_[0];
                                                            double l_1274_ = abs(l_1273_);
                                                            double _e2573 = l_mut_421_;
                                                            double l_1275_ = (l_1274_ * _e2573);
                                                            double l_1276_ = a_1245_[1];
                                                            double l_1277_ = abs(l_1276_);
                                                            double _e2578 = l_mut_421_;
                                                            double l_1278_ = (l_1277_ * _e2578);
                                                            double l_1279_ = a_1245_[0];
                                                            double l_1280_ = (l_1279_ - l_1275_);
                                                            double l_1281_ = abs(l_1280_);
                                                            l_mut_1037_ = 1.401298464324817e-45L;
                                                            bool l_1282_ = (l_1281_ >= 1.1754943508222875e-38L);
                                                            bool l_1283_ = (l_1281_ <= 1.7976931348623157e308L);
                                                            if (l_1282_) {
                                                                local_43 = l_1283_;
                                                            } else {
                                                                local_43 = false;
                                                            }
                                                            bool l_1284_ = local_43;
                                                            if (l_1284_) {
                                                                uint64_t l_1285_ = l_1281_;
                                                                uint64_t l_1286_ = (l_1285_ >> uint(52uL));
                                                                uint64_t l_1287_ = (l_1286_ - 23uL);
                                                                uint64_t l_1288_ = (l_1287_ << uint(52uL));
                                                                double l_1289_ = l_1288_;
                                                                l_mut_1037_ = l_1289_;
                                                            }
                                                            double l_1290_ = (l_1279_ + l_1275_);
                                                            double l_1291_ = abs(l_1290_);
                                                            l_mut_796_ = 1.401298464324817e-45L;
                                                            bool l_1292_ = (l_1291_ >= 1.1754943508222875e-38L);
                                                            bool l_1293_ = (l_1291_ <= 1.7976931348623157e308L);
                                                            if (l_1292_) {
                                                                local_44 = l_1293_;
                                                            } else {
                                                                local_44 = false;
                                                            }
                                                            bool l_1294_ = local_44;
                                                            if (l_1294_) {
                                                                uint64_t l_1295_ = l_1291_;
                                                                uint64_t l_1296_ = (l_1295_ >> uint(52uL));
                                                                uint64_t l_1297_ = (l_1296_ - 23uL);
                                                                uint64_t l_1298_ = (l_1297_ << uint(52uL));
                                                                double l_1299_ = l_1298_;
                                                                l_mut_796_ = l_1299_;
                                                            }
                                                            double _e2628 = l_mut_1037_;
                                                            double _e2629 = l_mut_796_;
                                                            bool l_1300_ = (_e2628 == _e2629);
                                                            bool l_1301_ = !(l_1300_);
                                                            double l_1302_ = a_1245_[1];
                                                            double l_1303_ = (l_1302_ - l_1278_);
                                                            double l_1304_ = abs(l_1303_);
                                                            l_mut_1037_ = 1.401298464324817e-45L;
                                                            bool l_1305_ = (l_1304_ >= 1.1754943508222875e-38L);
                                                            bool l_1306_ = (l_1304_ <= 1.7976931348623157e308L);
                                                            if (l_1305_) {
                                                                local_45 = l_1306_;
                                                            } else {
                                                                local_45 = false;
                                                            }
                                                            bool l_1307_ = local_45;
                                                            if (l_1307_) {
                                                                uint64_t l_1308_ = l_1304_;
                                                                uint64_t l_1309_ = (l_1308_ >> uint(52uL));
                                                                uint64_t l_1310_ = (l_1309_ - 23uL);
                                                                uint64_t l_1311_ = (l_1310_ << uint(52uL));
                                                                double l_1312_ = l_1311_;
                                                                l_mut_1037_ = l_1312_;
                                                            }
                                                            double l_1313_ = (l_1302_ + l_1278_);
                                                            double l_1314_ = abs(l_1313_);
                                                            l_mut_796_ = 1.401298464324817e-45L;
                                                            bool l_1315_ = (l_1314_ >= 1.1754943508222875e-38L);
                                                            bool l_1316_ = (l_1314_ <= 1.7976931348623157e308L);
                                                            if (l_1315_) {
                                                                local_46 = l_1316_;
                                                            } else {
                                                                local_46 = false;
                                                            }
                                                            bool l_1317_ = local_46;
                                                            if (l_1317_) {
                                                                uint64_t l_1318_ = l_1314_;
                                                                uint64_t l_1319_ = (l_1318_ >> uint(52uL));
                                                                uint64_t l_1320_ = (l_1319_ - 23uL);
                                                                uint64_t l_1321_ = (l_1320_ << uint(52uL));
                                                                double l_1322_ = l_1321_;
                                                                l_mut_796_ = l_1322_;
                                                            }
                                                            double _e2680 = l_mut_1037_;
                                                            double _e2681 = l_mut_796_;
                                                            bool l_1323_ = (_e2680 == _e2681);
                                                            bool l_1324_ = !(l_1323_);
                                                            if (!(l_1301_)) {
                                                                local_47 = l_1324_;
                                                            } else {
                                                                local_47 = true;
                                                            }
                                                            bool l_1325_ = local_47;
                                                            if (l_1325_) {
                                                                a_603_[0] = 0u;
                                                            }
                                                            double l_1326_ = a_1245_[0];
                                                            double l_1327_ = a_1245_[0];
                                                            double l_1328_ = abs(l_1327_);
                                                            l_mut_1037_ = 1.401298464324817e-45L;
                                                            bool l_1329_ = (l_1328_ >= 1.1754943508222875e-38L);
                                                            bool l_1330_ = (l_1328_ <= 1.7976931348623157e308L);
                                                            if (l_1329_) {
                                                                local_48 = l_1330_;
                                                            } else {
                                                                local_48 = false;
                                                            }
                                                            bool l_1331_ = local_48;
                                                            if (l_1331_) {
                                                                uint64_t l_1332_ = l_1328_;
                                                                uint64_t l_1333_ = (l_1332_ >> uint(52uL));
                                                                uint64_t l_1334_ = (l_1333_ - 23uL);
                                                                uint64_t l_1335_ = (l_1334_ << uint(52uL));
                                                                double l_1336_ = l_1335_;
                                                                l_mut_1037_ = l_1336_;
                                                            }
                                                            double _e2717 = l_mut_1037_;
                                                            double l_1337_ = (l_19_ * _e2717);
                                                            double l_1338_ = (l_1326_ - l_1337_);
                                                            double l_1339_ = a_1245_[1];
                                                            double l_1340_ = a_1245_[1];
                                                            double l_1341_ = abs(l_1340_);
                                                            l_mut_1037_ = 1.401298464324817e-45L;
                                                            bool l_1342_ = (l_1341_ >= 1.1754943508222875e-38L);
                                                            bool l_1343_ = (l_1341_ <= 1.7976931348623157e308L);
                                                            if (l_1342_) {
                                                                local_49 = l_1343_;
                                                            } else {
                                                                local_49 = false;
                                                            }
                                                            bool l_1344_ = local_49;
                                                            if (l_1344_) {
                                                                uint64_t l_1345_ = l_1341_;
                                                                uint64_t l_1346_ = (l_1345_ >> uint(52uL));
                                                                uint64_t l_1347_ = (l_1346_ - 23uL);
                                                                uint64_t l_1348_ = (l_1347_ << uint(52uL));
                                                                double l_1349_ = l_1348_;
                                                                l_mut_1037_ = l_1349_;
                                                            }
                                                            double _e2746 = l_mut_1037_;
                                                            double l_1350_ = (l_19_ * _e2746);
                                                            double l_1351_ = (l_1339_ + l_1350_);
                                                            double l_1352_ = double(l_12_);
                                                            uint l_1353_ = asuint(l_12_);
                                                            uint l_1354_ = (l_1353_ + 1u);
                                                            l_mut_45_ = l_1354_;
                                                            uint l_1355_ = (l_1353_ & 2147483647u);
                                                            bool l_1356_ = (l_1355_ == 0u);
                                                            if (l_1356_) {
                                                                l_mut_45_ = 1u;
                                                            } else {
                                                                uint l_1357_ = (l_1353_ & 2147483648u);
                                                                bool l_1358_ = (l_1357_ != 0u);
                                                                if (l_1358_) {
                                                                    uint l_1359_ = (l_1353_ - 1u);
                                                                    l_mut_45_ = l_1359_;
                                                                }
                                                            }
                                                            uint _e2764 = l_mut_45_;
                                                            float l_1360_ = asfloat(_e2764);
                                                            double l_1361_ = double(l_1360_);
                                                            float l_1362_ = -(l_12_);
                                                            uint l_1363_ = asuint(l_1362_);
                                                            uint l_1364_ = (l_1363_ + 1u);
                                                            l_mut_45_ = l_1364_;
                                                            uint l_1365_ = (l_1363_ & 2147483647u);
                                                            bool l_1366_ = (l_1365_ == 0u);
                                                            if (l_1366_) {
                                                                l_mut_45_ = 1u;
                                                            } else {
                                                                uint l_1367_ = (l_1363_ & 2147483648u);
                                                                bool l_1368_ = (l_1367_ != 0u);
                                                                if (l_1368_) {
                                                                    uint l_1369_ = (l_1363_ - 1u);
                                                                    l_mut_45_ = l_1369_;
                                                                }
                                                            }
                                                            uint _e2782 = l_mut_45_;
                                                            float l_1370_ = asfloat(_e2782);
                                                            float l_1371_ = -(l_1370_);
                                                            double l_1372_ = double(l_1371_);
                                                            double l_1373_ = (l_1338_ + l_1275_);
                                                            bool l_1374_ = (l_1373_ <= l_1352_);
                                                            l_mut_105_ = l_1374_;
                                                            double l_1375_ = (l_1338_ - l_1275_);
                                                            bool l_1376_ = (l_1375_ > l_1352_);
                                                            l_mut_102_ = l_1376_;
                                                            double l_1377_ = (l_1351_ - l_1278_);
                                                            bool l_1378_ = (l_1377_ >= l_1352_);
                                                            l_mut_99_ = l_1378_;
                                                            double l_1379_ = (l_1351_ + l_1278_);
                                                            bool l_1380_ = (l_1379_ < l_1352_);
                                                            l_mut_96_ = l_1380_;
                                                            if (l_10_) {
                                                                double l_1381_ = (l_1338_ + l_1275_);
                                                                bool l_1382_ = (l_1381_ < l_1361_);
                                                                l_mut_105_ = l_1382_;
                                                                double l_1383_ = (l_1338_ - l_1275_);
                                                                bool l_1384_ = (l_1383_ >= l_1361_);
                                                                l_mut_102_ = l_1384_;
                                                                double l_1385_ = (l_1351_ - l_1278_);
                                                                bool l_1386_ = (l_1385_ > l_1372_);
                                                                l_mut_99_ = l_1386_;
                                                                double l_1387_ = (l_1351_ + l_1278_);
                                                                bool l_1388_ = (l_1387_ <= l_1372_);
                                                                l_mut_96_ = l_1388_;
                                                            }
                                                            l_mut_45_ = 2u;
                                                            bool _e2803 = l_mut_102_;
                                                            if (!(_e2803)) {
                                                                bool _e2807 = l_mut_96_;
                                                                local_50 = _e2807;
                                                            } else {
                                                                local_50 = true;
                                                            }
                                                            bool l_1389_ = local_50;
                                                            if (l_1389_) {
                                                                l_mut_45_ = 1u;
                                                            } else {
                                                                bool _e2811 = l_mut_105_;
                                                                if (_e2811) {
                                                                    bool _e2814 = l_mut_99_;
                                                                    local_51 = _e2814;
                                                                } else {
                                                                    local_51 = false;
                                                                }
                                                                bool l_1390_ = local_51;
                                                                if (l_1390_) {
                                                                    l_mut_45_ = 0u;
                                                                }
                                                            }
                                                            uint _e2818 = l_mut_45_;
                                                            l_mut_75_ = _e2818;
                                                        }
                                                        uint l_1391_ = a_603_[0];
                                                        bool l_1392_ = (l_1391_ == 0u);
                                                        if (l_1392_) {
                                                            l_mut_75_ = 2u;
                                                        }
                                                        uint _e2824 = l_mut_75_;
                                                        l_mut_28_ = _e2824;
                                                    } else {
                                                        bool l_1393_ = (l_24_ <= l_22_);
                                                        bool l_1394_ = (l_6_ == 12u);
                                                        if (l_1393_) {
                                                            local_52 = l_1394_;
                                                        } else {
                                                            local_52 = false;
                                                        }
                                                        bool l_1395_ = local_52;
                                                        if (l_1395_) {
                                                            float l_1396_ = float(l_23_);
                                                            double l_1397_ = double(l_1396_);
                                                            double l_1398_ = abs(l_1397_);
                                                            l_mut_1037_ = l_1398_;
                                                            l_mut_75_ = 0u;
                                                            bool l_1399_ = (l_1398_ >= 0.785L);
                                                            if (l_1399_) {
                                                                double l_1400_ = (l_1398_ * 0.6366197723675814L);
                                                                double l_1401_ = (l_1400_ + 0.5L);
                                                                double l_1402_ = floor(l_1401_);
                                                                double l_1403_ = (l_1402_ * 1.570796325802803L);
                                                                double l_1404_ = (l_1398_ - l_1403_);
                                                                double l_1405_ = (l_1402_ * 9.920935796805404e-10L);
                                                                double l_1406_ = (l_1404_ - l_1405_);
                                                                l_mut_1037_ = l_1406_;
                                                                uint l_1407_ = naga_f2u32(l_1402_);
                                                                l_mut_75_ = l_1407_;
                                                            }
                                                            bool l_1408_ = (l_1396_ < 0.0);
                                                            double _e2852 = l_mut_1037_;
                                                            double _e2853 = l_mut_1037_;
                                                            double l_1409_ = (_e2852 * _e2853);
                                                            double l_1410_ = (l_1409_ * 1.9572941063391263e-20L);
                                                            double l_1411_ = (8.22063524662433e-18L - l_1410_);
                                                            l_mut_796_ = l_1411_;
                                                            double _e2859 = l_mut_796_;
                                                            double l_1412_ = (_e2859 * l_1409_);
                                                            double l_1413_ = (l_1412_ - 2.8114572543455206e-15L);
                                                            l_mut_796_ = l_1413_;
                                                            double _e2863 = l_mut_796_;
                                                            double l_1414_ = (_e2863 * l_1409_);
                                                            double l_1415_ = (l_1414_ + 7.647163731819816e-13L);
                                                            l_mut_796_ = l_1415_;
                                                            double _e2867 = l_mut_796_;
                                                            double l_1416_ = (_e2867 * l_1409_);
                                                            double l_1417_ = (l_1416_ - 1.6059043836821613e-10L);
                                                            l_mut_796_ = l_1417_;
                                                            double _e2871 = l_mut_796_;
                                                            double l_1418_ = (_e2871 * l_1409_);
                                                            double l_1419_ = (l_1418_ + 2.505210838544172e-8L);
                                                            l_mut_796_ = l_1419_;
                                                            double _e2875 = l_mut_796_;
                                                            double l_1420_ = (_e2875 * l_1409_);
                                                            double l_1421_ = (l_1420_ - 2.7557319223985893e-6L);
                                                            l_mut_796_ = l_1421_;
                                                            double _e2879 = l_mut_796_;
                                                            double l_1422_ = (_e2879 * l_1409_);
                                                            double l_1423_ = (l_1422_ + 0.0001984126984126984L);
                                                            l_mut_796_ = l_1423_;
                                                            double _e2883 = l_mut_796_;
                                                            double l_1424_ = (_e2883 * l_1409_);
                                                            double l_1425_ = (l_1424_ - 0.008333333333333333L);
                                                            l_mut_796_ = l_1425_;
                                                            double _e2887 = l_mut_796_;
                                                            double l_1426_ = (_e2887 * l_1409_);
                                                            double l_1427_ = (l_1426_ + 0.16666666666666666L);
                                                            l_mut_796_ = l_1427_;
                                                            double l_1428_ = (0.5L * l_1409_);
                                                            double l_1429_ = (1.0L - l_1428_);
                                                            double l_1430_ = (0.0L * l_1429_);
                                                            double _e2897 = l_mut_1037_;
                                                            double l_1431_ = (_e2897 * l_1409_);
                                                            double _e2899 = l_mut_796_;
                                                            double l_1432_ = (l_1431_ * _e2899);
                                                            double l_1433_ = (l_1430_ - l_1432_);
                                                            double _e2902 = l_mut_1037_;
                                                            double l_1434_ = (_e2902 + l_1433_);
                                                            double _e2904 = l_mut_1037_;
                                                            double _e2905 = l_mut_1037_;
                                                            double l_1435_ = (_e2904 * _e2905);
                                                            double l_1436_ = (l_1435_ * 4.110317623312165e-19L);
                                                            double l_1437_ = (l_1436_ - 1.5619206968586225e-16L);
                                                            l_mut_796_ = l_1437_;
                                                            double _e2911 = l_mut_796_;
                                                            double l_1438_ = (_e2911 * l_1435_);
                                                            double l_1439_ = (l_1438_ + 4.779477332387385e-14L);
                                                            l_mut_796_ = l_1439_;
                                                            double _e2915 = l_mut_796_;
                                                            double l_1440_ = (_e2915 * l_1435_);
                                                            double l_1441_ = (l_1440_ - 1.1470745597729725e-11L);
                                                            l_mut_796_ = l_1441_;
                                                            double _e2919 = l_mut_796_;
                                                            double l_1442_ = (_e2919 * l_1435_);
                                                            double l_1443_ = (l_1442_ + 2.08767569878681e-9L);
                                                            l_mut_796_ = l_1443_;
                                                            double _e2923 = l_mut_796_;
                                                            double l_1444_ = (_e2923 * l_1435_);
                                                            double l_1445_ = (l_1444_ - 2.755731922398589e-7L);
                                                            l_mut_796_ = l_1445_;
                                                            double _e2927 = l_mut_796_;
                                                            double l_1446_ = (_e2927 * l_1435_);
                                                            double l_1447_ = (l_1446_ + 2.48015873015873e-5L);
                                                            l_mut_796_ = l_1447_;
                                                            double _e2931 = l_mut_796_;
                                                            double l_1448_ = (_e2931 * l_1435_);
                                                            double l_1449_ = (l_1448_ - 0.001388888888888889L);
                                                            l_mut_796_ = l_1449_;
                                                            double _e2935 = l_mut_796_;
                                                            double l_1450_ = (_e2935 * l_1435_);
                                                            double l_1451_ = (l_1450_ + 0.041666666666666664L);
                                                            l_mut_796_ = l_1451_;
                                                            double l_1452_ = (0.5L * l_1435_);
                                                            double l_1453_ = (1.0L - l_1452_);
                                                            double l_1454_ = (l_1435_ * l_1435_);
                                                            double _e2944 = l_mut_796_;
                                                            double l_1455_ = (l_1454_ * _e2944);
                                                            double _e2947 = l_mut_1037_;
                                                            double l_1456_ = (0.0L * _e2947);
                                                            double l_1457_ = (l_1455_ - l_1456_);
                                                            double l_1458_ = (l_1453_ + l_1457_);
                                                            uint _e2951 = l_mut_75_;
                                                            uint l_1459_ = (_e2951 & 1u);
                                                            bool l_1460_ = (l_1459_ == 1u);
                                                            l_mut_1037_ = l_1434_;
                                                            uint _e2956 = l_mut_75_;
                                                            uint l_1461_ = (_e2956 & 2u);
                                                            bool l_1462_ = (l_1461_ != 0u);
                                                            l_mut_105_ = l_1462_;
                                                            if (l_1460_) {
                                                                l_mut_1037_ = l_1458_;
                                                            }
                                                            if (true) {
                                                                local_53 = l_1408_;
                                                            } else {
                                                                local_53 = false;
                                                            }
                                                            bool l_1463_ = local_53;
                                                            if (l_1463_) {
                                                                bool _e2966 = l_mut_105_;
                                                                bool l_1464_ = !(_e2966);
                                                                l_mut_105_ = l_1464_;
                                                            }
                                                            bool _e2968 = l_mut_105_;
                                                            if (_e2968) {
                                                                double _e2969 = l_mut_1037_;
                                                                double l_1465_ = -(_e2969);
                                                                l_mut_1037_ = l_1465_;
                                                            }
                                                            float l_1466_ = float(l_23_);
                                                            double l_1467_ = double(l_1466_);
                                                            double l_1468_ = abs(l_1467_);
                                                            l_mut_796_ = l_1468_;
                                                            l_mut_75_ = 0u;
                                                            bool l_1469_ = (l_1468_ >= 0.785L);
                                                            if (l_1469_) {
                                                                double l_1470_ = (l_1468_ * 0.6366197723675814L);
                                                                double l_1471_ = (l_1470_ + 0.5L);
                                                                double l_1472_ = floor(l_1471_);
                                                                double l_1473_ = (l_1472_ * 1.570796325802803L);
                                                                double l_1474_ = (l_1468_ - l_1473_);
                                                                double l_1475_ = (l_1472_ * 9.920935796805404e-10L);
                                                                double l_1476_ = (l_1474_ - l_1475_);
                                                                l_mut_796_ = l_1476_;
                                                                uint l_1477_ = naga_f2u32(l_1472_);
                                                                l_mut_75_ = l_1477_;
                                                            }
                                                            bool l_1478_ = (l_1466_ < 0.0);
                                                            double _e2991 = l_mut_796_;
                                                            double _e2992 = l_mut_796_;
                                                            double l_1479_ = (_e2991 * _e2992);
                                                            double l_1480_ = (l_1479_ * 1.9572941063391263e-20L);
                                                            double l_1481_ = (8.22063524662433e-18L - l_1480_);
                                                            l_mut_756_ = l_1481_;
                                                            double _e2998 = l_mut_756_;
                                                            double l_1482_ = (_e2998 * l_1479_);
                                                            double l_1483_ = (l_1482_ - 2.8114572543455206e-15L);
                                                            l_mut_756_ = l_1483_;
                                                            double _e3002 = l_mut_756_;
                                                            double l_1484_ = (_e3002 * l_1479_);
                                                            double l_1485_ = (l_1484_ + 7.647163731819816e-13L);
                                                            l_mut_756_ = l_1485_;
                                                            double _e3006 = l_mut_756_;
                                                            double l_1486_ = (_e3006 * l_1479_);
                                                            double l_1487_ = (l_1486_ - 1.6059043836821613e-10L);
                                                            l_mut_756_ = l_1487_;
                                                            double _e3010 = l_mut_756_;
                                                            double l_1488_ = (_e3010 * l_1479_);
                                                            double l_1489_ = (l_1488_ + 2.505210838544172e-8L);
                                                            l_mut_756_ = l_1489_;
                                                            double _e3014 = l_mut_756_;
                                                            double l_1490_ = (_e3014 * l_1479_);
                                                            double l_1491_ = (l_1490_ - 2.7557319223985893e-6L);
                                                            l_mut_756_ = l_1491_;
                                                            double _e3018 = l_mut_756_;
                                                            double l_1492_ = (_e3018 * l_1479_);
                                                            double l_1493_ = (l_1492_ + 0.0001984126984126984L);
                                                            l_mut_756_ = l_1493_;
                                                            double _e3022 = l_mut_756_;
                                                            double l_1494_ = (_e3022 * l_1479_);
                                                            double l_1495_ = (l_1494_ - 0.008333333333333333L);
                                                            l_mut_756_ = l_1495_;
                                                            double _e3026 = l_mut_756_;
                                                            double l_1496_ = (_e3026 * l_1479_);
                                                            double l_1497_ = (l_1496_ + 0.16666666666666666L);
                                                            l_mut_756_ = l_1497_;
                                                            double l_1498_ = (0.5L * l_1479_);
                                                            double l_1499_ = (1.0L - l_1498_);
                                                            double l_1500_ = (0.0L * l_1499_);
                                                            double _e3036 = l_mut_796_;
                                                            double l_1501_ = (_e3036 * l_1479_);
                                                            double _e3038 = l_mut_756_;
                                                            double l_1502_ = (l_1501_ * _e3038);
                                                            double l_1503_ = (l_1500_ - l_1502_);
                                                            double _e3041 = l_mut_796_;
                                                            double l_1504_ = (_e3041 + l_1503_);
                                                            double _e3043 = l_mut_796_;
                                                            double _e3044 = l_mut_796_;
                                                            double l_1505_ = (_e3043 * _e3044);
                                                            double l_1506_ = (l_1505_ * 4.110317623312165e-19L);
                                                            double l_1507_ = (l_1506_ - 1.5619206968586225e-16L);
                                                            l_mut_756_ = l_1507_;
                                                            double _e3050 = l_mut_756_;
                                                            double l_1508_ = (_e3050 * l_1505_);
                                                            double l_1509_ = (l_1508_ + 4.779477332387385e-14L);
                                                            l_mut_756_ = l_1509_;
                                                            double _e3054 = l_mut_756_;
                                                            double l_1510_ = (_e3054 * l_1505_);
                                                            double l_1511_ = (l_1510_ - 1.1470745597729725e-11L);
                                                            l_mut_756_ = l_1511_;
                                                            double _e3058 = l_mut_756_;
                                                            double l_1512_ = (_e3058 * l_1505_);
                                                            double l_1513_ = (l_1512_ + 2.08767569878681e-9L);
                                                            l_mut_756_ = l_1513_;
                                                            double _e3062 = l_mut_756_;
                                                            double l_1514_ = (_e3062 * l_1505_);
                                                            double l_1515_ = (l_1514_ - 2.755731922398589e-7L);
                                                            l_mut_756_ = l_1515_;
                                                            double _e3066 = l_mut_756_;
                                                            double l_1516_ = (_e3066 * l_1505_);
                                                            double l_1517_ = (l_1516_ + 2.48015873015873e-5L);
                                                            l_mut_756_ = l_1517_;
                                                            double _e3070 = l_mut_756_;
                                                            double l_1518_ = (_e3070 * l_1505_);
                                                            double l_1519_ = (l_1518_ - 0.001388888888888889L);
                                                            l_mut_756_ = l_1519_;
                                                            double _e3074 = l_mut_756_;
                                                            double l_1520_ = (_e3074 * l_1505_);
                                                            double l_1521_ = (l_1520_ + 0.041666666666666664L);
                                                            l_mut_756_ = l_1521_;
                                                            double l_1522_ = (0.5L * l_1505_);
                                                            double l_1523_ = (1.0L - l_1522_);
                                                            double l_1524_ = (l_1505_ * l_1505_);
                                                            double _e3083 = l_mut_756_;
                                                            double l_1525_ = (l_1524_ * _e3083);
                                                            double _e3086 = l_mut_796_;
                                                            double l_1526_ = (0.0L * _e3086);
                                                            double l_1527_ = (l_1525_ - l_1526_);
                                                            double l_1528_ = (l_1523_ + l_1527_);
                                                            uint _e3090 = l_mut_75_;
                                                            uint l_1529_ = (_e3090 & 1u);
                                                            bool l_1530_ = (l_1529_ == 1u);
                                                            l_mut_796_ = l_1504_;
                                                            uint _e3095 = l_mut_75_;
                                                            uint l_1531_ = (_e3095 & 2u);
                                                            bool l_1532_ = (l_1531_ != 0u);
                                                            l_mut_105_ = l_1532_;
                                                            l_mut_796_ = l_1528_;
                                                            if (l_1530_) {
                                                                l_mut_796_ = l_1504_;
                                                            }
                                                            uint _e3100 = l_mut_75_;
                                                            uint l_1533_ = (_e3100 + 1u);
                                                            uint l_1534_ = (l_1533_ & 2u);
                                                            bool l_1535_ = (l_1534_ != 0u);
                                                            l_mut_105_ = l_1535_;
                                                            if (false) {
                                                                local_54 = l_1478_;
                                                            } else {
                                                                local_54 = false;
                                                            }
                                                            bool l_1536_ = local_54;
                                                            if (l_1536_) {
                                                                bool _e3112 = l_mut_105_;
                                                                bool l_1537_ = !(_e3112);
                                                                l_mut_105_ = l_1537_;
                                                            }
                                                            bool _e3114 = l_mut_105_;
                                                            if (_e3114) {
                                                                double _e3115 = l_mut_796_;
                                                                double l_1538_ = -(_e3115);
                                                                l_mut_796_ = l_1538_;
                                                            }
                                                            double _e3117 = l_mut_1037_;
                                                            double l_1539_ = abs(_e3117);
                                                            double l_1540_ = (l_1539_ * 1.4551915228366852e-11L);
                                                            double _e3121 = l_mut_796_;
                                                            double l_1541_ = abs(_e3121);
                                                            double l_1542_ = (l_1541_ * 1.4551915228366852e-11L);
                                                            double _e3125 = l_mut_1037_;
                                                            double l_1543_ = (_e3125 - l_16_);
                                                            double _e3127 = l_mut_1037_;
                                                            double l_1544_ = (_e3127 + l_16_);
                                                            double _e3129 = l_mut_796_;
                                                            double l_1545_ = (_e3129 - l_16_);
                                                            double _e3131 = l_mut_796_;
                                                            double l_1546_ = (_e3131 + l_16_);
                                                            l_mut_75_ = 2u;
                                                            double l_1547_ = abs(l_1545_);
                                                            bool l_1548_ = (l_1547_ <= l_1542_);
                                                            double l_1549_ = abs(l_1546_);
                                                            bool l_1550_ = (l_1549_ <= l_1542_);
                                                            if (!(l_1548_)) {
                                                                local_55 = l_1550_;
                                                            } else {
                                                                local_55 = true;
                                                            }
                                                            bool l_1551_ = local_55;
                                                            bool l_1552_ = !(l_1551_);
                                                            if (l_1552_) {
                                                                l_mut_75_ = 0u;
                                                                bool l_1553_ = (l_1545_ <= 0.0L);
                                                                bool l_1554_ = (l_1546_ >= 0.0L);
                                                                if (l_1553_) {
                                                                    local_56 = l_1554_;
                                                                } else {
                                                                    local_56 = false;
                                                                }
                                                                bool l_1555_ = local_56;
                                                                bool l_1556_ = !(l_1555_);
                                                                if (l_1556_) {
                                                                    double l_1557_ = abs(l_1545_);
                                                                    double l_1558_ = abs(l_1546_);
                                                                    l_mut_1037_ = l_1557_;
                                                                    bool l_1559_ = (l_1558_ < l_1557_);
                                                                    if (l_1559_) {
                                                                        l_mut_1037_ = l_1558_;
                                                                    }
                                                                    double _e3157 = l_mut_1037_;
                                                                    double l_1560_ = (l_1542_ / _e3157);
                                                                    double l_1561_ = (l_1560_ + 1.4551915228366852e-11L);
                                                                    double l_1562_ = (1.0L / l_1546_);
                                                                    double l_1563_ = (1.0L / l_1545_);
                                                                    double l_1564_ = abs(l_1562_);
                                                                    l_mut_1037_ = 1.401298464324817e-45L;
                                                                    bool l_1565_ = (l_1564_ >= 1.1754943508222875e-38L);
                                                                    bool l_1566_ = (l_1564_ <= 1.7976931348623157e308L);
                                                                    if (l_1565_) {
                                                                        local_57 = l_1566_;
                                                                    } else {
                                                                        local_57 = false;
                                                                    }
                                                                    bool l_1567_ = local_57;
                                                                    if (l_1567_) {
                                                                        uint64_t l_1568_ = l_1564_;
                                                                        uint64_t l_1569_ = (l_1568_ >> uint(52uL));
                                                                        uint64_t l_1570_ = (l_1569_ - 23uL);
                                                                        uint64_t l_1571_ = (l_1570_ << uint(52uL));
                                                                        double l_1572_ = l_1571_;
                                                                        l_mut_1037_ = l_1572_;
                                                                    }
                                                                    double _e3187 = l_mut_1037_;
                                                                    double l_1573_ = (l_19_ * _e3187);
                                                                    double l_1574_ = (l_1562_ - l_1573_);
                                                                    double l_1575_ = abs(l_1563_);
                                                                    l_mut_1037_ = 1.401298464324817e-45L;
                                                                    bool l_1576_ = (l_1575_ >= 1.1754943508222875e-38L);
                                                                    bool l_1577_ = (l_1575_ <= 1.7976931348623157e308L);
                                                                    if (l_1576_) {
                                                                        local_58 = l_1577_;
                                                                    } else {
                                                                        local_58 = false;
                                                                    }
                                                                    bool l_1578_ = local_58;
                                                                    if (l_1578_) {
                                                                        uint64_t l_1579_ = l_1575_;
                                                                        uint64_t l_1580_ = (l_1579_ >> uint(52uL));
                                                                        uint64_t l_1581_ = (l_1580_ - 23uL);
                                                                        uint64_t l_1582_ = (l_1581_ << uint(52uL));
                                                                        double l_1583_ = l_1582_;
                                                                        l_mut_1037_ = l_1583_;
                                                                    }
                                                                    double _e3212 = l_mut_1037_;
                                                                    double l_1584_ = (l_19_ * _e3212);
                                                                    double l_1585_ = (l_1563_ + l_1584_);
                                                                    double l_1587_ = (l_1543_ * l_1574_);
                                                                    double l_1588_ = (l_1543_ * l_1585_);
                                                                    double l_1589_ = (l_1544_ * l_1574_);
                                                                    double l_1590_ = (l_1544_ * l_1585_);
                                                                    a_1586_[0] = l_1587_;
                                                                    a_1586_[1] = l_1587_;
                                                                    double l_1591_ = a_1586_[0];
                                                                    bool l_1592_ = (l_1588_ < l_1591_);
                                                                    if (l_1592_) {
                                                                        a_1586_[0] = l_1588_;
                                                                    }
                                                                    double l_1593_ = a_1586_[0];
                                                                    bool l_1594_ = (l_1589_ < l_1593_);
                                                                    if (l_1594_) {
                                                                        a_1586_[0] = l_1589_;
                                                                    }
                                                                    double l_1595_ = a_1586_[0];
                                                                    bool l_1596_ = (l_1590_ < l_1595_);
                                                                    if (l_1596_) {
                                                                        a_1586_[0] = l_1590_;
                                                                    }
                                                                    double l_1597_ = a_1586_[1];
                                                                    bool l_1598_ = (l_1588_ > l_1597_);
                                                                    if (l_1598_) {
                                                                        a_1586_[1] = l_1588_;
                                                                    }
                                                                    double l_1599_ = a_1586_[1];
                                                                    bool l_1600_ = (l_1589_ > l_1599_);
                                                                    if (l_1600_) {
                                                                        a_1586_[1] = l_1589_;
                                                                    }
                                                                    double l_1601_ = a_1586_[1];
                                                                    bool l_1602_ = (l_1590_ > l_1601_);
                                                                    if (l_1602_) {
                                                                        a_1586_[1] = l_1590_;
                                                                    }
                                                                    double l_1603_ = abs(l_1543_);
                                                                    double l_1604_ = abs(l_1544_);
                                                                    l_mut_1037_ = l_1603_;
                                                                    bool l_1605_ = (l_1604_ > l_1603_);
                                                                    if (l_1605_) {
                                                                        l_mut_1037_ = l_1604_;
                                                                    }
                                                                    double l_1606_ = abs(l_1574_);
                                                                    double l_1607_ = abs(l_1585_);
                                                                    l_mut_796_ = l_1606_;
                                                                    bool l_1608_ = (l_1607_ > l_1606_);
                                                                    if (l_1608_) {
                                                                        l_mut_796_ = l_1607_;
                                                                    }
                                                                    double _e3251 = l_mut_1037_;
                                                                    double _e3252 = l_mut_796_;
                                                                    double l_1609_ = (_e3251 * _e3252);
                                                                    double l_1610_ = (l_1561_ + 1.4551915228366852e-11L);
                                                                    double l_1611_ = (l_1609_ * l_1610_);
                                                                    double _e3257 = l_mut_796_;
                                                                    double l_1612_ = (l_1540_ * _e3257);
                                                                    double l_1613_ = (l_1611_ + l_1612_);
                                                                    l_mut_75_ = 2u;
                                                                    double l_1614_ = abs(l_1562_);
                                                                    double l_1615_ = (l_1614_ * l_1561_);
                                                                    double l_1616_ = (l_1562_ - l_1615_);
                                                                    double l_1617_ = abs(l_1616_);
                                                                    l_mut_1037_ = 1.401298464324817e-45L;
                                                                    bool l_1618_ = (l_1617_ >= 1.1754943508222875e-38L);
                                                                    bool l_1619_ = (l_1617_ <= 1.7976931348623157e308L);
                                                                    if (l_1618_) {
                                                                        local_59 = l_1619_;
                                                                    } else {
                                                                        local_59 = false;
                                                                    }
                                                                    bool l_1620_ = local_59;
                                                                    if (l_1620_) {
                                                                        uint64_t l_1621_ = l_1617_;
                                                                        uint64_t l_1622_ = (l_1621_ >> uint(52uL));
                                                                        uint64_t l_1623_ = (l_1622_ - 23uL);
                                                                        uint64_t l_1624_ = (l_1623_ << uint(52uL));
                                                                        double l_1625_ = l_1624_;
                                                                        l_mut_1037_ = l_1625_;
                                                                    }
                                                                    double l_1626_ = (l_1562_ + l_1615_);
                                                                    double l_1627_ = abs(l_1626_);
                                                                    l_mut_796_ = 1.401298464324817e-45L;
                                                                    bool l_1628_ = (l_1627_ >= 1.1754943508222875e-38L);
                                                                    bool l_1629_ = (l_1627_ <= 1.7976931348623157e308L);
                                                                    if (l_1628_) {
                                                                        local_60 = l_1629_;
                                                                    } else {
                                                                        local_60 = false;
                                                                    }
                                                                    bool l_1630_ = local_60;
                                                                    if (l_1630_) {
                                                                        uint64_t l_1631_ = l_1627_;
                                                                        uint64_t l_1632_ = (l_1631_ >> uint(52uL));
                                                                        uint64_t l_1633_ = (l_1632_ - 23uL);
                                                                        uint64_t l_1634_ = (l_1633_ << uint(52uL));
                                                                        double l_1635_ = l_1634_;
                                                                        l_mut_796_ = l_1635_;
                                                                    }
                                                                    double _e3309 = l_mut_1037_;
                                                                    double _e3310 = l_mut_796_;
                                                                    bool l_1636_ = (_e3309 == _e3310);
                                                                    double l_1637_ = abs(l_1563_);
                                                                    double l_1638_ = (l_1637_ * l_1561_);
                                                                    double l_1639_ = (l_1563_ - l_1638_);
                                                                    double l_1640_ = abs(l_1639_);
                                                                    l_mut_1037_ = 1.401298464324817e-45L;
                                                                    bool l_1641_ = (l_1640_ >= 1.1754943508222875e-38L);
                                                                    bool l_1642_ = (l_1640_ <= 1.7976931348623157e308L);
                                                                    if (l_1641_) {
                                                                        local_61 = l_1642_;
                                                                    } else {
                                                                        local_61 = false;
                                                                    }
                                                                    bool l_1643_ = local_61;
                                                                    if (l_1643_) {
                                                                        uint64_t l_1644_ = l_1640_;
                                                                        uint64_t l_1645_ = (l_1644_ >> uint(52uL));
                                                                        uint64_t l_1646_ = (l_1645_ - 23uL);
                                                                        uint64_t l_1647_ = (l_1646_ << uint(52uL));
                                                                        double l_1648_ = l_1647_;
                                                                        l_mut_1037_ = l_1648_;
                                                                    }
                                                                    double l_1649_ = (l_1563_ + l_1638_);
                                                                    double l_1650_ = abs(l_1649_);
                                                                    l_mut_796_ = 1.401298464324817e-45L;
                                                                    bool l_1651_ = (l_1650_ >= 1.1754943508222875e-38L);
                                                                    bool l_1652_ = (l_1650_ <= 1.7976931348623157e308L);
                                                                    if (l_1651_) {
                                                                        local_62 = l_1652_;
                                                                    } else {
                                                                        local_62 = false;
                                                                    }
                                                                    bool l_1653_ = local_62;
                                                                    if (l_1653_) {
                                                                        uint64_t l_1654_ = l_1650_;
                                                                        uint64_t l_1655_ = (l_1654_ >> uint(52uL));
                                                                        uint64_t l_1656_ = (l_1655_ - 23uL);
                                                                        uint64_t l_1657_ = (l_1656_ << uint(52uL));
                                                                        double l_1658_ = l_1657_;
                                                                        l_mut_796_ = l_1658_;
                                                                    }
                                                                    double _e3360 = l_mut_1037_;
                                                                    double _e3361 = l_mut_796_;
                                                                    bool l_1659_ = (_e3360 == _e3361);
                                                                    if (l_1636_) {
                                                                        local_63 = l_1659_;
                                                                    } else {
                                                                        local_63 = false;
                                                                    }
                                                                    bool l_1660_ = local_63;
                                                                    if (l_1660_) {
                                                                        double l_1661_ = a_1586_[0];
                                                                        double l_1662_ = a_1586_[1];
                                                                        double l_1663_ = double(l_12_);
                                                                        uint l_1664_ = asuint(l_12_);
                                                                        uint l_1665_ = (l_1664_ + 1u);
                                                                        l_mut_45_ = l_1665_;
                                                                        uint l_1666_ = (l_1664_ & 2147483647u);
                                                                        bool l_1667_ = (l_1666_ == 0u);
                                                                        if (l_1667_) {
                                                                            l_mut_45_ = 1u;
                                                                        } else {
                                                                            uint l_1668_ = (l_1664_ & 2147483648u);
                                                                            bool l_1669_ = (l_1668_ != 0u);
                                                                            if (l_1669_) {
                                                                                uint l_1670_ = (l_1664_ - 1u);
                                                                                l_mut_45_ = l_1670_;
                                                                            }
                                                                        }
                                                                        uint _e3386 = l_mut_45_;
                                                                        float l_1671_ = asfloat(_e3386);
                                                                        double l_1672_ = double(l_1671_);
                                                                        float l_1673_ = -(l_12_);
                                                                        uint l_1674_ = asuint(l_1673_);
                                                                        uint l_1675_ = (l_1674_ + 1u);
                                                                        l_mut_45_ = l_1675_;
                                                                        uint l_1676_ = (l_1674_ & 2147483647u);
                                                                        bool l_1677_ = (l_1676_ == 0u);
                                                                        if (l_1677_) {
                                                                            l_mut_45_ = 1u;
                                                                        } else {
                                                                            uint l_1678_ = (l_1674_ & 2147483648u);
                                                                            bool l_1679_ = (l_1678_ != 0u);
                                                                            if (l_1679_) {
                                                                                uint l_1680_ = (l_1674_ - 1u);
                                                                                l_mut_45_ = l_1680_;
                                                                            }
                                                                        }
                                                                        uint _e3404 = l_mut_45_;
                                                                        float l_1681_ = asfloat(_e3404);
                                                                        float l_1682_ = -(l_1681_);
                                                                        double l_1683_ = double(l_1682_);
                                                                        double l_1684_ = (l_1661_ + l_1613_);
                                                                        bool l_1685_ = (l_1684_ <= l_1663_);
                                                                        l_mut_105_ = l_1685_;
                                                                        double l_1686_ = (l_1661_ - l_1613_);
                                                                        bool l_1687_ = (l_1686_ > l_1663_);
                                                                        l_mut_102_ = l_1687_;
                                                                        double l_1688_ = (l_1662_ - l_1613_);
                                                                        bool l_1689_ = (l_1688_ >= l_1663_);
                                                                        l_mut_99_ = l_1689_;
                                                                        double l_1690_ = (l_1662_ + l_1613_);
                                                                        bool l_1691_ = (l_1690_ < l_1663_);
                                                                        l_mut_96_ = l_1691_;
                                                                        double l_1692_ = (l_1661_ + l_1613_);
                                                                        bool l_1693_ = (l_1692_ < l_1672_);
                                                                        l_mut_105_ = l_1693_;
                                                                        double l_1694_ = (l_1661_ - l_1613_);
                                                                        bool l_1695_ = (l_1694_ >= l_1672_);
                                                                        l_mut_102_ = l_1695_;
                                                                        double l_1696_ = (l_1662_ - l_1613_);
                                                                        bool l_1697_ = (l_1696_ > l_1683_);
                                                                        l_mut_99_ = l_1697_;
                                                                        double l_1698_ = (l_1662_ + l_1613_);
                                                                        bool l_1699_ = (l_1698_ <= l_1683_);
                                                                        l_mut_96_ = l_1699_;
                                                                        l_mut_45_ = 2u;
                                                                        bool _e3425 = l_mut_102_;
                                                                        if (!(_e3425)) {
                                                                            bool _e3429 = l_mut_96_;
                                                                            local_64 = _e3429;
                                                                        } else {
                                                                            local_64 = true;
                                                                        }
                                                                        bool l_1700_ = local_64;
                                                                        if (l_1700_) {
                                                                            l_mut_45_ = 1u;
                                                                        } else {
                                                                            bool _e3433 = l_mut_105_;
                                                                            if (_e3433) {
                                                                                bool _e3436 = l_mut_99_;
                                                                                local_65 = _e3436;
                                                                            } else {
                                                                                local_65 = false;
                                                                            }
                                                                            bool l_1701_ = local_65;
                                                                            if (l_1701_) {
                                                                                l_mut_45_ = 0u;
                                                                            }
                                                                        }
                                                                        uint _e3440 = l_mut_45_;
                                                                        l_mut_75_ = _e3440;
                                                                    }
                                                                }
                                                            }
                                                            uint _e3441 = l_mut_75_;
                                                            l_mut_28_ = _e3441;
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
                uint l_1702_ = a_27_[0];
                bool l_1703_ = (l_1702_ == 0u);
                if (l_1703_) {
                    l_mut_28_ = 2u;
                }
                uint l_1767_ = asuint(info.Load(24+0));
                uint l_1768_ = (l_1767_ * 1u);
                bool l_1769_ = (l_4_ < l_1768_);
                if (l_1769_) {
                    uint _e3456 = l_mut_28_;
                    buffer_6_global.Store(l_4_*4, asuint(_e3456));
                }
            }
        }
        return;
    } else {
        return;
    }
}
