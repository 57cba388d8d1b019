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

[numthreads(64, 1, 1)]
void verdicts(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint a_30_[1] = (uint[1])0;
    uint a_985_[1] = (uint[1])0;
    double l_mut_1048_ = (double)0;
    double l_mut_1122_ = (double)0;
    double l_mut_122_ = (double)0;
    bool l_mut_133_ = (bool)0;
    bool l_mut_136_ = (bool)0;
    bool l_mut_139_ = (bool)0;
    bool l_mut_142_ = (bool)0;
    uint l_mut_31_ = (uint)0;
    double l_mut_38_ = (double)0;
    uint l_mut_48_ = (uint)0;
    double l_mut_61_ = (double)0;
    uint l_mut_87_ = (uint)0;
    uint l_mut_5_ = 0u;
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

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(32+0));
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_1767_ = asuint(info.Load(24+0));
        uint l_1768_ = (l_1767_ * 1u);
        bool l_1769_ = (1024u < l_1768_);
        uint l_1770_ = (l_1768_ - 1u);
        uint l_1771_ = min(1024u, l_1770_);
        uint l_1772_ = asuint(buffer_6_global.Load(l_1771_*4));
        uint l_2_ = (l_1769_ ? l_1772_ : 0u);
        float l_3_ = asfloat(l_2_);
        double l_4_ = double(l_3_);
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e3666 = l_mut_5_;
                l_mut_5_ = (_e3666 + 1u);
            }
            loop_init = false;
            uint _e65 = l_mut_5_;
            if ((_e65 < 8u)) {
            } else {
                break;
            }
            {
                uint l_6_ = (id * 8u);
                uint _e70 = l_mut_5_;
                uint l_7_ = (l_6_ + _e70);
                uint _e73 = l_mut_5_;
                uint l_8_ = (2u * _e73);
                uint l_1774_ = asuint(info.Load(16+0));
                uint l_1775_ = (l_1774_ * 1u);
                bool l_1776_ = (l_8_ < l_1775_);
                uint l_1777_ = (l_1775_ - 1u);
                uint l_1778_ = min(l_8_, l_1777_);
                uint l_1779_ = asuint(buffer_4_global.Load(l_1778_*4));
                uint l_9_ = (l_1776_ ? l_1779_ : 0u);
                uint _e91 = l_mut_5_;
                uint l_10_ = (2u * _e91);
                uint l_11_ = (l_10_ + 1u);
                uint l_1781_ = asuint(info.Load(16+0));
                uint l_1782_ = (l_1781_ * 1u);
                bool l_1783_ = (l_11_ < l_1782_);
                uint l_1784_ = (l_1782_ - 1u);
                uint l_1785_ = min(l_11_, l_1784_);
                uint l_1786_ = asuint(buffer_4_global.Load(l_1785_*4));
                uint l_12_ = (l_1783_ ? l_1786_ : 0u);
                bool l_13_ = (l_12_ != 0u);
                uint l_1788_ = asuint(info.Load(0+0));
                uint l_1789_ = (l_1788_ * 1u);
                bool l_1790_ = (id < l_1789_);
                uint l_1791_ = (l_1789_ - 1u);
                uint l_1792_ = min(id, l_1791_);
                float l_1793_ = asfloat(buffer_0_global.Load(l_1792_*4));
                float l_14_ = (l_1790_ ? l_1793_ : 0.0);
                uint l_1795_ = asuint(info.Load(4+0));
                uint l_1796_ = (l_1795_ * 1u);
                bool l_1797_ = (id < l_1796_);
                uint l_1798_ = (l_1796_ - 1u);
                uint l_1799_ = min(id, l_1798_);
                float l_1800_ = asfloat(buffer_1_global.Load(l_1799_*4));
                float l_15_ = (l_1797_ ? l_1800_ : 0.0);
                uint l_1802_ = asuint(info.Load(8+0));
                uint l_1803_ = (l_1802_ * 1u);
                bool l_1804_ = (id < l_1803_);
                uint l_1805_ = (l_1803_ - 1u);
                uint l_1806_ = min(id, l_1805_);
                double l_1807_ = buffer_2_global.Load<double>(l_1806_*8);
                double l_16_ = (l_1804_ ? l_1807_ : 0.0L);
                uint l_1809_ = asuint(info.Load(12+0));
                uint l_1810_ = (l_1809_ * 1u);
                bool l_1811_ = (id < l_1810_);
                uint l_1812_ = (l_1810_ - 1u);
                uint l_1813_ = min(id, l_1812_);
                double l_1814_ = buffer_3_global.Load<double>(l_1813_*8);
                double l_17_ = (l_1811_ ? l_1814_ : 0.0L);
                uint _e172 = l_mut_5_;
                uint l_18_ = (_e172 * 4u);
                uint l_1816_ = asuint(info.Load(20+0));
                uint l_1817_ = (l_1816_ * 1u);
                bool l_1818_ = (l_18_ < l_1817_);
                uint l_1819_ = (l_1817_ - 1u);
                uint l_1820_ = min(l_18_, l_1819_);
                double l_1821_ = buffer_5_global.Load<double>(l_1820_*8);
                double l_19_ = (l_1818_ ? l_1821_ : 0.0L);
                uint _e190 = l_mut_5_;
                uint l_20_ = (_e190 * 4u);
                uint l_21_ = (l_20_ + 1u);
                uint l_1823_ = asuint(info.Load(20+0));
                uint l_1824_ = (l_1823_ * 1u);
                bool l_1825_ = (l_21_ < l_1824_);
                uint l_1826_ = (l_1824_ - 1u);
                uint l_1827_ = min(l_21_, l_1826_);
                double l_1828_ = buffer_5_global.Load<double>(l_1827_*8);
                double l_22_ = (l_1825_ ? l_1828_ : 0.0L);
                uint _e210 = l_mut_5_;
                uint l_23_ = (_e210 * 4u);
                uint l_24_ = (l_23_ + 2u);
                uint l_1830_ = asuint(info.Load(20+0));
                uint l_1831_ = (l_1830_ * 1u);
                bool l_1832_ = (l_24_ < l_1831_);
                uint l_1833_ = (l_1831_ - 1u);
                uint l_1834_ = min(l_24_, l_1833_);
                double l_1835_ = buffer_5_global.Load<double>(l_1834_*8);
                double l_25_ = (l_1832_ ? l_1835_ : 0.0L);
                double l_26_ = double(l_14_);
                double l_27_ = abs(l_26_);
                double l_28_ = abs(l_16_);
                double l_29_ = (l_28_ * 1.4551915228366852e-11L);
                a_30_[0] = 1u;
                l_mut_31_ = 2u;
                bool l_32_ = (l_9_ == 0u);
                if (l_32_) {
                    l_mut_31_ = 0u;
                } else {
                    bool l_33_ = (l_9_ == 1u);
                    if (l_33_) {
                        l_mut_31_ = 1u;
                        double l_34_ = abs(l_17_);
                        bool l_35_ = (l_34_ <= l_19_);
                        if (l_35_) {
                            l_mut_31_ = 0u;
                        }
                    } else {
                        bool l_36_ = (l_9_ == 2u);
                        if (l_36_) {
                            double l_37_ = abs(l_16_);
                            l_mut_38_ = 1.401298464324817e-45L;
                            bool l_39_ = (l_37_ >= 1.1754943508222875e-38L);
                            bool l_40_ = (l_37_ <= 1.7976931348623157e308L);
                            if (l_39_) {
                                local = l_40_;
                            } else {
                                local = false;
                            }
                            bool l_41_ = local;
                            if (l_41_) {
                                uint64_t l_42_ = l_37_;
                                uint64_t l_43_ = (l_42_ >> uint(52uL));
                                uint64_t l_44_ = (l_43_ - 23uL);
                                uint64_t l_45_ = (l_44_ << uint(52uL));
                                double l_46_ = l_45_;
                                l_mut_38_ = l_46_;
                            }
                            double _e271 = l_mut_38_;
                            double l_47_ = (l_19_ * _e271);
                            l_mut_48_ = 2u;
                            double l_49_ = (l_16_ - l_29_);
                            double l_50_ = abs(l_49_);
                            l_mut_38_ = 1.401298464324817e-45L;
                            bool l_51_ = (l_50_ >= 1.1754943508222875e-38L);
                            bool l_52_ = (l_50_ <= 1.7976931348623157e308L);
                            if (l_51_) {
                                local_1 = l_52_;
                            } else {
                                local_1 = false;
                            }
                            bool l_53_ = local_1;
                            if (l_53_) {
                                uint64_t l_54_ = l_50_;
                                uint64_t l_55_ = (l_54_ >> uint(52uL));
                                uint64_t l_56_ = (l_55_ - 23uL);
                                uint64_t l_57_ = (l_56_ << uint(52uL));
                                double l_58_ = l_57_;
                                l_mut_38_ = l_58_;
                            }
                            double l_59_ = (l_16_ + l_29_);
                            double l_60_ = abs(l_59_);
                            l_mut_61_ = 1.401298464324817e-45L;
                            bool l_62_ = (l_60_ >= 1.1754943508222875e-38L);
                            bool l_63_ = (l_60_ <= 1.7976931348623157e308L);
                            if (l_62_) {
                                local_2 = l_63_;
                            } else {
                                local_2 = false;
                            }
                            bool l_64_ = local_2;
                            if (l_64_) {
                                uint64_t l_65_ = l_60_;
                                uint64_t l_66_ = (l_65_ >> uint(52uL));
                                uint64_t l_67_ = (l_66_ - 23uL);
                                uint64_t l_68_ = (l_67_ << uint(52uL));
                                double l_69_ = l_68_;
                                l_mut_61_ = l_69_;
                            }
                            double _e320 = l_mut_38_;
                            double _e321 = l_mut_61_;
                            bool l_70_ = (_e320 == _e321);
                            if (l_70_) {
                                double l_71_ = (l_47_ * 1.4551915228366852e-11L);
                                double l_72_ = (l_29_ + l_71_);
                                double l_73_ = (l_16_ - l_47_);
                                double l_74_ = (l_16_ + l_47_);
                                uint l_75_ = asuint(l_15_);
                                double l_76_ = double(l_15_);
                                l_mut_61_ = l_76_;
                                uint l_77_ = (l_75_ & 2139095040u);
                                bool l_78_ = (l_77_ == 0u);
                                if (l_78_) {
                                    uint l_79_ = (l_75_ & 8388607u);
                                    double l_80_ = double(l_79_);
                                    double l_81_ = (l_80_ * 1.401298464324817e-45L);
                                    l_mut_61_ = l_81_;
                                    uint l_82_ = (l_75_ >> 31u);
                                    bool l_83_ = (l_82_ == 1u);
                                    if (l_83_) {
                                        double _e343 = l_mut_61_;
                                        double l_84_ = -(_e343);
                                        l_mut_61_ = l_84_;
                                    }
                                }
                                uint l_85_ = asuint(l_15_);
                                uint l_86_ = (l_85_ + 1u);
                                l_mut_87_ = l_86_;
                                uint l_88_ = (l_85_ & 2147483647u);
                                bool l_89_ = (l_88_ == 0u);
                                if (l_89_) {
                                    l_mut_87_ = 1u;
                                } else {
                                    uint l_90_ = (l_85_ & 2147483648u);
                                    bool l_91_ = (l_90_ != 0u);
                                    if (l_91_) {
                                        uint l_92_ = (l_85_ - 1u);
                                        l_mut_87_ = l_92_;
                                    } else {
                                        bool l_93_ = (l_85_ == 2139095040u);
                                        if (l_93_) {
                                            l_mut_87_ = l_85_;
                                        }
                                    }
                                }
                                uint _e361 = l_mut_87_;
                                float l_94_ = asfloat(_e361);
                                uint l_95_ = asuint(l_94_);
                                double l_96_ = double(l_94_);
                                l_mut_38_ = l_96_;
                                uint l_97_ = (l_95_ & 2139095040u);
                                bool l_98_ = (l_97_ == 0u);
                                if (l_98_) {
                                    uint l_99_ = (l_95_ & 8388607u);
                                    double l_100_ = double(l_99_);
                                    double l_101_ = (l_100_ * 1.401298464324817e-45L);
                                    l_mut_38_ = l_101_;
                                    uint l_102_ = (l_95_ >> 31u);
                                    bool l_103_ = (l_102_ == 1u);
                                    if (l_103_) {
                                        double _e378 = l_mut_38_;
                                        double l_104_ = -(_e378);
                                        l_mut_38_ = l_104_;
                                    }
                                }
                                uint l_105_ = asuint(l_15_);
                                uint l_106_ = (l_105_ ^ 2147483648u);
                                float l_107_ = asfloat(l_106_);
                                uint l_108_ = asuint(l_107_);
                                uint l_109_ = (l_108_ + 1u);
                                l_mut_87_ = l_109_;
                                uint l_110_ = (l_108_ & 2147483647u);
                                bool l_111_ = (l_110_ == 0u);
                                if (l_111_) {
                                    l_mut_87_ = 1u;
                                } else {
                                    uint l_112_ = (l_108_ & 2147483648u);
                                    bool l_113_ = (l_112_ != 0u);
                                    if (l_113_) {
                                        uint l_114_ = (l_108_ - 1u);
                                        l_mut_87_ = l_114_;
                                    } else {
                                        bool l_115_ = (l_108_ == 2139095040u);
                                        if (l_115_) {
                                            l_mut_87_ = l_108_;
                                        }
                                    }
                                }
                                uint _e400 = l_mut_87_;
                                float l_116_ = asfloat(_e400);
                                uint l_117_ = asuint(l_116_);
                                uint l_118_ = (l_117_ ^ 2147483648u);
                                float l_119_ = asfloat(l_118_);
                                uint l_120_ = asuint(l_119_);
                                double l_121_ = double(l_119_);
                                l_mut_122_ = l_121_;
                                uint l_123_ = (l_120_ & 2139095040u);
                                bool l_124_ = (l_123_ == 0u);
                                if (l_124_) {
                                    uint l_125_ = (l_120_ & 8388607u);
                                    double l_126_ = double(l_125_);
                                    double l_127_ = (l_126_ * 1.401298464324817e-45L);
                                    l_mut_122_ = l_127_;
                                    uint l_128_ = (l_120_ >> 31u);
                                    bool l_129_ = (l_128_ == 1u);
                                    if (l_129_) {
                                        double _e421 = l_mut_122_;
                                        double l_130_ = -(_e421);
                                        l_mut_122_ = l_130_;
                                    }
                                }
                                double l_131_ = (l_73_ + l_72_);
                                double _e424 = l_mut_61_;
                                bool l_132_ = (l_131_ <= _e424);
                                l_mut_133_ = l_132_;
                                double l_134_ = (l_73_ - l_72_);
                                double _e427 = l_mut_61_;
                                bool l_135_ = (l_134_ > _e427);
                                l_mut_136_ = l_135_;
                                double l_137_ = (l_74_ - l_72_);
                                double _e430 = l_mut_61_;
                                bool l_138_ = (l_137_ >= _e430);
                                l_mut_139_ = l_138_;
                                double l_140_ = (l_74_ + l_72_);
                                double _e433 = l_mut_61_;
                                bool l_141_ = (l_140_ < _e433);
                                l_mut_142_ = l_141_;
                                if (l_13_) {
                                    double l_143_ = (l_73_ + l_72_);
                                    double _e436 = l_mut_38_;
                                    bool l_144_ = (l_143_ < _e436);
                                    l_mut_133_ = l_144_;
                                    double l_145_ = (l_73_ - l_72_);
                                    double _e439 = l_mut_38_;
                                    bool l_146_ = (l_145_ >= _e439);
                                    l_mut_136_ = l_146_;
                                    double l_147_ = (l_74_ - l_72_);
                                    double _e442 = l_mut_122_;
                                    bool l_148_ = (l_147_ > _e442);
                                    l_mut_139_ = l_148_;
                                    double l_149_ = (l_74_ + l_72_);
                                    double _e445 = l_mut_122_;
                                    bool l_150_ = (l_149_ <= _e445);
                                    l_mut_142_ = l_150_;
                                }
                                l_mut_87_ = 2u;
                                bool _e448 = l_mut_136_;
                                if (!(_e448)) {
                                    bool _e452 = l_mut_142_;
                                    local_3 = _e452;
                                } else {
                                    local_3 = true;
                                }
                                bool l_151_ = local_3;
                                if (l_151_) {
                                    l_mut_87_ = 1u;
                                } else {
                                    bool _e456 = l_mut_133_;
                                    if (_e456) {
                                        bool _e459 = l_mut_139_;
                                        local_4 = _e459;
                                    } else {
                                        local_4 = false;
                                    }
                                    bool l_152_ = local_4;
                                    if (l_152_) {
                                        l_mut_87_ = 0u;
                                    }
                                }
                                uint l_153_ = asuint(l_15_);
                                uint l_154_ = (l_153_ & 2147483647u);
                                bool l_155_ = (l_154_ == 0u);
                                if (l_155_) {
                                    double l_156_ = (l_73_ + l_72_);
                                    bool l_157_ = (l_156_ < 1.1754943508222875e-38L);
                                    double l_158_ = (l_74_ - l_72_);
                                    bool l_159_ = (l_158_ > -1.1754943508222875e-38L);
                                    if (l_157_) {
                                        local_5 = l_159_;
                                    } else {
                                        local_5 = false;
                                    }
                                    bool l_160_ = local_5;
                                    double l_161_ = (l_73_ - l_72_);
                                    bool l_162_ = (l_161_ < 1.1754943508222875e-38L);
                                    double l_163_ = (l_74_ + l_72_);
                                    bool l_164_ = (l_163_ > -1.1754943508222875e-38L);
                                    if (l_162_) {
                                        local_6 = l_164_;
                                    } else {
                                        local_6 = false;
                                    }
                                    bool l_165_ = local_6;
                                    if (l_160_) {
                                        l_mut_87_ = 0u;
                                    } else {
                                        uint _e489 = l_mut_87_;
                                        bool l_166_ = (_e489 == 1u);
                                        if (l_165_) {
                                            local_7 = l_166_;
                                        } else {
                                            local_7 = false;
                                        }
                                        bool l_167_ = local_7;
                                        if (l_167_) {
                                            l_mut_87_ = 2u;
                                        }
                                    }
                                }
                                uint _e497 = l_mut_87_;
                                l_mut_48_ = _e497;
                            }
                            uint _e498 = l_mut_48_;
                            l_mut_31_ = _e498;
                        } else {
                            bool l_168_ = (l_9_ == 3u);
                            if (l_168_) {
                                l_mut_31_ = 0u;
                                bool l_169_ = (l_27_ >= 1.1754943508222875e-38L);
                                bool l_170_ = (l_27_ <= 8.507059173023462e37L);
                                if (l_169_) {
                                    local_8 = l_170_;
                                } else {
                                    local_8 = false;
                                }
                                bool l_171_ = local_8;
                                if (l_171_) {
                                    double l_172_ = abs(l_16_);
                                    l_mut_122_ = 1.401298464324817e-45L;
                                    bool l_173_ = (l_172_ >= 1.1754943508222875e-38L);
                                    bool l_174_ = (l_172_ <= 1.7976931348623157e308L);
                                    if (l_173_) {
                                        local_9 = l_174_;
                                    } else {
                                        local_9 = false;
                                    }
                                    bool l_175_ = local_9;
                                    if (l_175_) {
                                        uint64_t l_176_ = l_172_;
                                        uint64_t l_177_ = (l_176_ >> uint(52uL));
                                        uint64_t l_178_ = (l_177_ - 23uL);
                                        uint64_t l_179_ = (l_178_ << uint(52uL));
                                        double l_180_ = l_179_;
                                        l_mut_122_ = l_180_;
                                    }
                                    double _e532 = l_mut_122_;
                                    double l_181_ = (l_19_ * _e532);
                                    l_mut_87_ = 2u;
                                    double l_182_ = (l_16_ - l_29_);
                                    double l_183_ = abs(l_182_);
                                    l_mut_122_ = 1.401298464324817e-45L;
                                    bool l_184_ = (l_183_ >= 1.1754943508222875e-38L);
                                    bool l_185_ = (l_183_ <= 1.7976931348623157e308L);
                                    if (l_184_) {
                                        local_10 = l_185_;
                                    } else {
                                        local_10 = false;
                                    }
                                    bool l_186_ = local_10;
                                    if (l_186_) {
                                        uint64_t l_187_ = l_183_;
                                        uint64_t l_188_ = (l_187_ >> uint(52uL));
                                        uint64_t l_189_ = (l_188_ - 23uL);
                                        uint64_t l_190_ = (l_189_ << uint(52uL));
                                        double l_191_ = l_190_;
                                        l_mut_122_ = l_191_;
                                    }
                                    double l_192_ = (l_16_ + l_29_);
                                    double l_193_ = abs(l_192_);
                                    l_mut_61_ = 1.401298464324817e-45L;
                                    bool l_194_ = (l_193_ >= 1.1754943508222875e-38L);
                                    bool l_195_ = (l_193_ <= 1.7976931348623157e308L);
                                    if (l_194_) {
                                        local_11 = l_195_;
                                    } else {
                                        local_11 = false;
                                    }
                                    bool l_196_ = local_11;
                                    if (l_196_) {
                                        uint64_t l_197_ = l_193_;
                                        uint64_t l_198_ = (l_197_ >> uint(52uL));
                                        uint64_t l_199_ = (l_198_ - 23uL);
                                        uint64_t l_200_ = (l_199_ << uint(52uL));
                                        double l_201_ = l_200_;
                                        l_mut_61_ = l_201_;
                                    }
                                    double _e581 = l_mut_122_;
                                    double _e582 = l_mut_61_;
                                    bool l_202_ = (_e581 == _e582);
                                    if (l_202_) {
                                        double l_203_ = (l_181_ * 1.4551915228366852e-11L);
                                        double l_204_ = (l_29_ + l_203_);
                                        double l_205_ = (l_16_ - l_181_);
                                        double l_206_ = (l_16_ + l_181_);
                                        uint l_207_ = asuint(l_15_);
                                        double l_208_ = double(l_15_);
                                        l_mut_122_ = l_208_;
                                        uint l_209_ = (l_207_ & 2139095040u);
                                        bool l_210_ = (l_209_ == 0u);
                                        if (l_210_) {
                                            uint l_211_ = (l_207_ & 8388607u);
                                            double l_212_ = double(l_211_);
                                            double l_213_ = (l_212_ * 1.401298464324817e-45L);
                                            l_mut_122_ = l_213_;
                                            uint l_214_ = (l_207_ >> 31u);
                                            bool l_215_ = (l_214_ == 1u);
                                            if (l_215_) {
                                                double _e604 = l_mut_122_;
                                                double l_216_ = -(_e604);
                                                l_mut_122_ = l_216_;
                                            }
                                        }
                                        uint l_217_ = asuint(l_15_);
                                        uint l_218_ = (l_217_ + 1u);
                                        l_mut_48_ = l_218_;
                                        uint l_219_ = (l_217_ & 2147483647u);
                                        bool l_220_ = (l_219_ == 0u);
                                        if (l_220_) {
                                            l_mut_48_ = 1u;
                                        } else {
                                            uint l_221_ = (l_217_ & 2147483648u);
                                            bool l_222_ = (l_221_ != 0u);
                                            if (l_222_) {
                                                uint l_223_ = (l_217_ - 1u);
                                                l_mut_48_ = l_223_;
                                            } else {
                                                bool l_224_ = (l_217_ == 2139095040u);
                                                if (l_224_) {
                                                    l_mut_48_ = l_217_;
                                                }
                                            }
                                        }
                                        uint _e622 = l_mut_48_;
                                        float l_225_ = asfloat(_e622);
                                        uint l_226_ = asuint(l_225_);
                                        double l_227_ = double(l_225_);
                                        l_mut_61_ = l_227_;
                                        uint l_228_ = (l_226_ & 2139095040u);
                                        bool l_229_ = (l_228_ == 0u);
                                        if (l_229_) {
                                            uint l_230_ = (l_226_ & 8388607u);
                                            double l_231_ = double(l_230_);
                                            double l_232_ = (l_231_ * 1.401298464324817e-45L);
                                            l_mut_61_ = l_232_;
                                            uint l_233_ = (l_226_ >> 31u);
                                            bool l_234_ = (l_233_ == 1u);
                                            if (l_234_) {
                                                double _e639 = l_mut_61_;
                                                double l_235_ = -(_e639);
                                                l_mut_61_ = l_235_;
                                            }
                                        }
                                        uint l_236_ = asuint(l_15_);
                                        uint l_237_ = (l_236_ ^ 2147483648u);
                                        float l_238_ = asfloat(l_237_);
                                        uint l_239_ = asuint(l_238_);
                                        uint l_240_ = (l_239_ + 1u);
                                        l_mut_48_ = l_240_;
                                        uint l_241_ = (l_239_ & 2147483647u);
                                        bool l_242_ = (l_241_ == 0u);
                                        if (l_242_) {
                                            l_mut_48_ = 1u;
                                        } else {
                                            uint l_243_ = (l_239_ & 2147483648u);
                                            bool l_244_ = (l_243_ != 0u);
                                            if (l_244_) {
                                                uint l_245_ = (l_239_ - 1u);
                                                l_mut_48_ = l_245_;
                                            } else {
                                                bool l_246_ = (l_239_ == 2139095040u);
                                                if (l_246_) {
                                                    l_mut_48_ = l_239_;
                                                }
                                            }
                                        }
                                        uint _e661 = l_mut_48_;
                                        float l_247_ = asfloat(_e661);
                                        uint l_248_ = asuint(l_247_);
                                        uint l_249_ = (l_248_ ^ 2147483648u);
                                        float l_250_ = asfloat(l_249_);
                                        uint l_251_ = asuint(l_250_);
                                        double l_252_ = double(l_250_);
                                        l_mut_38_ = l_252_;
                                        uint l_253_ = (l_251_ & 2139095040u);
                                        bool l_254_ = (l_253_ == 0u);
                                        if (l_254_) {
                                            uint l_255_ = (l_251_ & 8388607u);
                                            double l_256_ = double(l_255_);
                                            double l_257_ = (l_256_ * 1.401298464324817e-45L);
                                            l_mut_38_ = l_257_;
                                            uint l_258_ = (l_251_ >> 31u);
                                            bool l_259_ = (l_258_ == 1u);
                                            if (l_259_) {
                                                double _e682 = l_mut_38_;
                                                double l_260_ = -(_e682);
                                                l_mut_38_ = l_260_;
                                            }
                                        }
                                        double l_261_ = (l_205_ + l_204_);
                                        double _e685 = l_mut_122_;
                                        bool l_262_ = (l_261_ <= _e685);
                                        l_mut_142_ = l_262_;
                                        double l_263_ = (l_205_ - l_204_);
                                        double _e688 = l_mut_122_;
                                        bool l_264_ = (l_263_ > _e688);
                                        l_mut_139_ = l_264_;
                                        double l_265_ = (l_206_ - l_204_);
                                        double _e691 = l_mut_122_;
                                        bool l_266_ = (l_265_ >= _e691);
                                        l_mut_136_ = l_266_;
                                        double l_267_ = (l_206_ + l_204_);
                                        double _e694 = l_mut_122_;
                                        bool l_268_ = (l_267_ < _e694);
                                        l_mut_133_ = l_268_;
                                        if (l_13_) {
                                            double l_269_ = (l_205_ + l_204_);
                                            double _e697 = l_mut_61_;
                                            bool l_270_ = (l_269_ < _e697);
                                            l_mut_142_ = l_270_;
                                            double l_271_ = (l_205_ - l_204_);
                                            double _e700 = l_mut_61_;
                                            bool l_272_ = (l_271_ >= _e700);
                                            l_mut_139_ = l_272_;
                                            double l_273_ = (l_206_ - l_204_);
                                            double _e703 = l_mut_38_;
                                            bool l_274_ = (l_273_ > _e703);
                                            l_mut_136_ = l_274_;
                                            double l_275_ = (l_206_ + l_204_);
                                            double _e706 = l_mut_38_;
                                            bool l_276_ = (l_275_ <= _e706);
                                            l_mut_133_ = l_276_;
                                        }
                                        l_mut_48_ = 2u;
                                        bool _e709 = l_mut_139_;
                                        if (!(_e709)) {
                                            bool _e713 = l_mut_133_;
                                            local_12 = _e713;
                                        } else {
                                            local_12 = true;
                                        }
                                        bool l_277_ = local_12;
                                        if (l_277_) {
                                            l_mut_48_ = 1u;
                                        } else {
                                            bool _e717 = l_mut_142_;
                                            if (_e717) {
                                                bool _e720 = l_mut_136_;
                                                local_13 = _e720;
                                            } else {
                                                local_13 = false;
                                            }
                                            bool l_278_ = local_13;
                                            if (l_278_) {
                                                l_mut_48_ = 0u;
                                            }
                                        }
                                        uint l_279_ = asuint(l_15_);
                                        uint l_280_ = (l_279_ & 2147483647u);
                                        bool l_281_ = (l_280_ == 0u);
                                        if (l_281_) {
                                            double l_282_ = (l_205_ + l_204_);
                                            bool l_283_ = (l_282_ < 1.1754943508222875e-38L);
                                            double l_284_ = (l_206_ - l_204_);
                                            bool l_285_ = (l_284_ > -1.1754943508222875e-38L);
                                            if (l_283_) {
                                                local_14 = l_285_;
                                            } else {
                                                local_14 = false;
                                            }
                                            bool l_286_ = local_14;
                                            double l_287_ = (l_205_ - l_204_);
                                            bool l_288_ = (l_287_ < 1.1754943508222875e-38L);
                                            double l_289_ = (l_206_ + l_204_);
                                            bool l_290_ = (l_289_ > -1.1754943508222875e-38L);
                                            if (l_288_) {
                                                local_15 = l_290_;
                                            } else {
                                                local_15 = false;
                                            }
                                            bool l_291_ = local_15;
                                            if (l_286_) {
                                                l_mut_48_ = 0u;
                                            } else {
                                                uint _e750 = l_mut_48_;
                                                bool l_292_ = (_e750 == 1u);
                                                if (l_291_) {
                                                    local_16 = l_292_;
                                                } else {
                                                    local_16 = false;
                                                }
                                                bool l_293_ = local_16;
                                                if (l_293_) {
                                                    l_mut_48_ = 2u;
                                                }
                                            }
                                        }
                                        uint _e758 = l_mut_48_;
                                        l_mut_87_ = _e758;
                                    }
                                    uint _e759 = l_mut_87_;
                                    l_mut_31_ = _e759;
                                }
                            } else {
                                bool l_294_ = (l_9_ == 4u);
                                if (l_294_) {
                                    double l_295_ = (l_22_ * l_27_);
                                    double l_296_ = (l_19_ + l_295_);
                                    double l_297_ = abs(l_16_);
                                    l_mut_122_ = 1.401298464324817e-45L;
                                    bool l_298_ = (l_297_ >= 1.1754943508222875e-38L);
                                    bool l_299_ = (l_297_ <= 1.7976931348623157e308L);
                                    if (l_298_) {
                                        local_17 = l_299_;
                                    } else {
                                        local_17 = false;
                                    }
                                    bool l_300_ = local_17;
                                    if (l_300_) {
                                        uint64_t l_301_ = l_297_;
                                        uint64_t l_302_ = (l_301_ >> uint(52uL));
                                        uint64_t l_303_ = (l_302_ - 23uL);
                                        uint64_t l_304_ = (l_303_ << uint(52uL));
                                        double l_305_ = l_304_;
                                        l_mut_122_ = l_305_;
                                    }
                                    double _e786 = l_mut_122_;
                                    double l_306_ = (l_296_ * _e786);
                                    l_mut_87_ = 2u;
                                    double l_307_ = (l_16_ - l_29_);
                                    double l_308_ = abs(l_307_);
                                    l_mut_122_ = 1.401298464324817e-45L;
                                    bool l_309_ = (l_308_ >= 1.1754943508222875e-38L);
                                    bool l_310_ = (l_308_ <= 1.7976931348623157e308L);
                                    if (l_309_) {
                                        local_18 = l_310_;
                                    } else {
                                        local_18 = false;
                                    }
                                    bool l_311_ = local_18;
                                    if (l_311_) {
                                        uint64_t l_312_ = l_308_;
                                        uint64_t l_313_ = (l_312_ >> uint(52uL));
                                        uint64_t l_314_ = (l_313_ - 23uL);
                                        uint64_t l_315_ = (l_314_ << uint(52uL));
                                        double l_316_ = l_315_;
                                        l_mut_122_ = l_316_;
                                    }
                                    double l_317_ = (l_16_ + l_29_);
                                    double l_318_ = abs(l_317_);
                                    l_mut_61_ = 1.401298464324817e-45L;
                                    bool l_319_ = (l_318_ >= 1.1754943508222875e-38L);
                                    bool l_320_ = (l_318_ <= 1.7976931348623157e308L);
                                    if (l_319_) {
                                        local_19 = l_320_;
                                    } else {
                                        local_19 = false;
                                    }
                                    bool l_321_ = local_19;
                                    if (l_321_) {
                                        uint64_t l_322_ = l_318_;
                                        uint64_t l_323_ = (l_322_ >> uint(52uL));
                                        uint64_t l_324_ = (l_323_ - 23uL);
                                        uint64_t l_325_ = (l_324_ << uint(52uL));
                                        double l_326_ = l_325_;
                                        l_mut_61_ = l_326_;
                                    }
                                    double _e835 = l_mut_122_;
                                    double _e836 = l_mut_61_;
                                    bool l_327_ = (_e835 == _e836);
                                    if (l_327_) {
                                        double l_328_ = (l_306_ * 1.4551915228366852e-11L);
                                        double l_329_ = (l_29_ + l_328_);
                                        double l_330_ = (l_16_ - l_306_);
                                        double l_331_ = (l_16_ + l_306_);
                                        uint l_332_ = asuint(l_15_);
                                        double l_333_ = double(l_15_);
                                        l_mut_122_ = l_333_;
                                        uint l_334_ = (l_332_ & 2139095040u);
                                        bool l_335_ = (l_334_ == 0u);
                                        if (l_335_) {
                                            uint l_336_ = (l_332_ & 8388607u);
                                            double l_337_ = double(l_336_);
                                            double l_338_ = (l_337_ * 1.401298464324817e-45L);
                                            l_mut_122_ = l_338_;
                                            uint l_339_ = (l_332_ >> 31u);
                                            bool l_340_ = (l_339_ == 1u);
                                            if (l_340_) {
                                                double _e858 = l_mut_122_;
                                                double l_341_ = -(_e858);
                                                l_mut_122_ = l_341_;
                                            }
                                        }
                                        uint l_342_ = asuint(l_15_);
                                        uint l_343_ = (l_342_ + 1u);
                                        l_mut_48_ = l_343_;
                                        uint l_344_ = (l_342_ & 2147483647u);
                                        bool l_345_ = (l_344_ == 0u);
                                        if (l_345_) {
                                            l_mut_48_ = 1u;
                                        } else {
                                            uint l_346_ = (l_342_ & 2147483648u);
                                            bool l_347_ = (l_346_ != 0u);
                                            if (l_347_) {
                                                uint l_348_ = (l_342_ - 1u);
                                                l_mut_48_ = l_348_;
                                            } else {
                                                bool l_349_ = (l_342_ == 2139095040u);
                                                if (l_349_) {
                                                    l_mut_48_ = l_342_;
                                                }
                                            }
                                        }
                                        uint _e876 = l_mut_48_;
                                        float l_350_ = asfloat(_e876);
                                        uint l_351_ = asuint(l_350_);
                                        double l_352_ = double(l_350_);
                                        l_mut_61_ = l_352_;
                                        uint l_353_ = (l_351_ & 2139095040u);
                                        bool l_354_ = (l_353_ == 0u);
                                        if (l_354_) {
                                            uint l_355_ = (l_351_ & 8388607u);
                                            double l_356_ = double(l_355_);
                                            double l_357_ = (l_356_ * 1.401298464324817e-45L);
                                            l_mut_61_ = l_357_;
                                            uint l_358_ = (l_351_ >> 31u);
                                            bool l_359_ = (l_358_ == 1u);
                                            if (l_359_) {
                                                double _e893 = l_mut_61_;
                                                double l_360_ = -(_e893);
                                                l_mut_61_ = l_360_;
                                            }
                                        }
                                        uint l_361_ = asuint(l_15_);
                                        uint l_362_ = (l_361_ ^ 2147483648u);
                                        float l_363_ = asfloat(l_362_);
                                        uint l_364_ = asuint(l_363_);
                                        uint l_365_ = (l_364_ + 1u);
                                        l_mut_48_ = l_365_;
                                        uint l_366_ = (l_364_ & 2147483647u);
                                        bool l_367_ = (l_366_ == 0u);
                                        if (l_367_) {
                                            l_mut_48_ = 1u;
                                        } else {
                                            uint l_368_ = (l_364_ & 2147483648u);
                                            bool l_369_ = (l_368_ != 0u);
                                            if (l_369_) {
                                                uint l_370_ = (l_364_ - 1u);
                                                l_mut_48_ = l_370_;
                                            } else {
                                                bool l_371_ = (l_364_ == 2139095040u);
                                                if (l_371_) {
                                                    l_mut_48_ = l_364_;
                                                }
                                            }
                                        }
                                        uint _e915 = l_mut_48_;
                                        float l_372_ = asfloat(_e915);
                                        uint l_373_ = asuint(l_372_);
                                        uint l_374_ = (l_373_ ^ 2147483648u);
                                        float l_375_ = asfloat(l_374_);
                                        uint l_376_ = asuint(l_375_);
                                        double l_377_ = double(l_375_);
                                        l_mut_38_ = l_377_;
                                        uint l_378_ = (l_376_ & 2139095040u);
                                        bool l_379_ = (l_378_ == 0u);
                                        if (l_379_) {
                                            uint l_380_ = (l_376_ & 8388607u);
                                            double l_381_ = double(l_380_);
                                            double l_382_ = (l_381_ * 1.401298464324817e-45L);
                                            l_mut_38_ = l_382_;
                                            uint l_383_ = (l_376_ >> 31u);
                                            bool l_384_ = (l_383_ == 1u);
                                            if (l_384_) {
                                                double _e936 = l_mut_38_;
                                                double l_385_ = -(_e936);
                                                l_mut_38_ = l_385_;
                                            }
                                        }
                                        double l_386_ = (l_330_ + l_329_);
                                        double _e939 = l_mut_122_;
                                        bool l_387_ = (l_386_ <= _e939);
                                        l_mut_142_ = l_387_;
                                        double l_388_ = (l_330_ - l_329_);
                                        double _e942 = l_mut_122_;
                                        bool l_389_ = (l_388_ > _e942);
                                        l_mut_139_ = l_389_;
                                        double l_390_ = (l_331_ - l_329_);
                                        double _e945 = l_mut_122_;
                                        bool l_391_ = (l_390_ >= _e945);
                                        l_mut_136_ = l_391_;
                                        double l_392_ = (l_331_ + l_329_);
                                        double _e948 = l_mut_122_;
                                        bool l_393_ = (l_392_ < _e948);
                                        l_mut_133_ = l_393_;
                                        if (l_13_) {
                                            double l_394_ = (l_330_ + l_329_);
                                            double _e951 = l_mut_61_;
                                            bool l_395_ = (l_394_ < _e951);
                                            l_mut_142_ = l_395_;
                                            double l_396_ = (l_330_ - l_329_);
                                            double _e954 = l_mut_61_;
                                            bool l_397_ = (l_396_ >= _e954);
                                            l_mut_139_ = l_397_;
                                            double l_398_ = (l_331_ - l_329_);
                                            double _e957 = l_mut_38_;
                                            bool l_399_ = (l_398_ > _e957);
                                            l_mut_136_ = l_399_;
                                            double l_400_ = (l_331_ + l_329_);
                                            double _e960 = l_mut_38_;
                                            bool l_401_ = (l_400_ <= _e960);
                                            l_mut_133_ = l_401_;
                                        }
                                        l_mut_48_ = 2u;
                                        bool _e963 = l_mut_139_;
                                        if (!(_e963)) {
                                            bool _e967 = l_mut_133_;
                                            local_20 = _e967;
                                        } else {
                                            local_20 = true;
                                        }
                                        bool l_402_ = local_20;
                                        if (l_402_) {
                                            l_mut_48_ = 1u;
                                        } else {
                                            bool _e971 = l_mut_142_;
                                            if (_e971) {
                                                bool _e974 = l_mut_136_;
                                                local_21 = _e974;
                                            } else {
                                                local_21 = false;
                                            }
                                            bool l_403_ = local_21;
                                            if (l_403_) {
                                                l_mut_48_ = 0u;
                                            }
                                        }
                                        uint l_404_ = asuint(l_15_);
                                        uint l_405_ = (l_404_ & 2147483647u);
                                        bool l_406_ = (l_405_ == 0u);
                                        if (l_406_) {
                                            double l_407_ = (l_330_ + l_329_);
                                            bool l_408_ = (l_407_ < 1.1754943508222875e-38L);
                                            double l_409_ = (l_331_ - l_329_);
                                            bool l_410_ = (l_409_ > -1.1754943508222875e-38L);
                                            if (l_408_) {
                                                local_22 = l_410_;
                                            } else {
                                                local_22 = false;
                                            }
                                            bool l_411_ = local_22;
                                            double l_412_ = (l_330_ - l_329_);
                                            bool l_413_ = (l_412_ < 1.1754943508222875e-38L);
                                            double l_414_ = (l_331_ + l_329_);
                                            bool l_415_ = (l_414_ > -1.1754943508222875e-38L);
                                            if (l_413_) {
                                                local_23 = l_415_;
                                            } else {
                                                local_23 = false;
                                            }
                                            bool l_416_ = local_23;
                                            if (l_411_) {
                                                l_mut_48_ = 0u;
                                            } else {
                                                uint _e1004 = l_mut_48_;
                                                bool l_417_ = (_e1004 == 1u);
                                                if (l_416_) {
                                                    local_24 = l_417_;
                                                } else {
                                                    local_24 = false;
                                                }
                                                bool l_418_ = local_24;
                                                if (l_418_) {
                                                    l_mut_48_ = 2u;
                                                }
                                            }
                                        }
                                        uint _e1012 = l_mut_48_;
                                        l_mut_87_ = _e1012;
                                    }
                                    uint _e1013 = l_mut_87_;
                                    l_mut_31_ = _e1013;
                                } else {
                                    bool l_419_ = (l_9_ == 5u);
                                    if (l_419_) {
                                        double l_420_ = (2.0L * l_26_);
                                        double l_421_ = abs(l_420_);
                                        double l_422_ = floor(l_421_);
                                        double l_423_ = (3.0L + l_422_);
                                        double l_424_ = abs(l_16_);
                                        l_mut_122_ = 1.401298464324817e-45L;
                                        bool l_425_ = (l_424_ >= 1.1754943508222875e-38L);
                                        bool l_426_ = (l_424_ <= 1.7976931348623157e308L);
                                        if (l_425_) {
                                            local_25 = l_426_;
                                        } else {
                                            local_25 = false;
                                        }
                                        bool l_427_ = local_25;
                                        if (l_427_) {
                                            uint64_t l_428_ = l_424_;
                                            uint64_t l_429_ = (l_428_ >> uint(52uL));
                                            uint64_t l_430_ = (l_429_ - 23uL);
                                            uint64_t l_431_ = (l_430_ << uint(52uL));
                                            double l_432_ = l_431_;
                                            l_mut_122_ = l_432_;
                                        }
                                        double _e1044 = l_mut_122_;
                                        double l_433_ = (l_423_ * _e1044);
                                        l_mut_87_ = 2u;
                                        double l_434_ = (l_16_ - l_29_);
                                        double l_435_ = abs(l_434_);
                                        l_mut_122_ = 1.401298464324817e-45L;
                                        bool l_436_ = (l_435_ >= 1.1754943508222875e-38L);
                                        bool l_437_ = (l_435_ <= 1.7976931348623157e308L);
                                        if (l_436_) {
                                            local_26 = l_437_;
                                        } else {
                                            local_26 = false;
                                        }
                                        bool l_438_ = local_26;
                                        if (l_438_) {
                                            uint64_t l_439_ = l_435_;
                                            uint64_t l_440_ = (l_439_ >> uint(52uL));
                                            uint64_t l_441_ = (l_440_ - 23uL);
                                            uint64_t l_442_ = (l_441_ << uint(52uL));
                                            double l_443_ = l_442_;
                                            l_mut_122_ = l_443_;
                                        }
                                        double l_444_ = (l_16_ + l_29_);
                                        double l_445_ = abs(l_444_);
                                        l_mut_61_ = 1.401298464324817e-45L;
                                        bool l_446_ = (l_445_ >= 1.1754943508222875e-38L);
                                        bool l_447_ = (l_445_ <= 1.7976931348623157e308L);
                                        if (l_446_) {
                                            local_27 = l_447_;
                                        } else {
                                            local_27 = false;
                                        }
                                        bool l_448_ = local_27;
                                        if (l_448_) {
                                            uint64_t l_449_ = l_445_;
                                            uint64_t l_450_ = (l_449_ >> uint(52uL));
                                            uint64_t l_451_ = (l_450_ - 23uL);
                                            uint64_t l_452_ = (l_451_ << uint(52uL));
                                            double l_453_ = l_452_;
                                            l_mut_61_ = l_453_;
                                        }
                                        double _e1093 = l_mut_122_;
                                        double _e1094 = l_mut_61_;
                                        bool l_454_ = (_e1093 == _e1094);
                                        if (l_454_) {
                                            double l_455_ = (l_433_ * 1.4551915228366852e-11L);
                                            double l_456_ = (l_29_ + l_455_);
                                            double l_457_ = (l_16_ - l_433_);
                                            double l_458_ = (l_16_ + l_433_);
                                            uint l_459_ = asuint(l_15_);
                                            double l_460_ = double(l_15_);
                                            l_mut_122_ = l_460_;
                                            uint l_461_ = (l_459_ & 2139095040u);
                                            bool l_462_ = (l_461_ == 0u);
                                            if (l_462_) {
                                                uint l_463_ = (l_459_ & 8388607u);
                                                double l_464_ = double(l_463_);
                                                double l_465_ = (l_464_ * 1.401298464324817e-45L);
                                                l_mut_122_ = l_465_;
                                                uint l_466_ = (l_459_ >> 31u);
                                                bool l_467_ = (l_466_ == 1u);
                                                if (l_467_) {
                                                    double _e1116 = l_mut_122_;
                                                    double l_468_ = -(_e1116);
                                                    l_mut_122_ = l_468_;
                                                }
                                            }
                                            uint l_469_ = asuint(l_15_);
                                            uint l_470_ = (l_469_ + 1u);
                                            l_mut_48_ = l_470_;
                                            uint l_471_ = (l_469_ & 2147483647u);
                                            bool l_472_ = (l_471_ == 0u);
                                            if (l_472_) {
                                                l_mut_48_ = 1u;
                                            } else {
                                                uint l_473_ = (l_469_ & 2147483648u);
                                                bool l_474_ = (l_473_ != 0u);
                                                if (l_474_) {
                                                    uint l_475_ = (l_469_ - 1u);
                                                    l_mut_48_ = l_475_;
                                                } else {
                                                    bool l_476_ = (l_469_ == 2139095040u);
                                                    if (l_476_) {
                                                        l_mut_48_ = l_469_;
                                                    }
                                                }
                                            }
                                            uint _e1134 = l_mut_48_;
                                            float l_477_ = asfloat(_e1134);
                                            uint l_478_ = asuint(l_477_);
                                            double l_479_ = double(l_477_);
                                            l_mut_61_ = l_479_;
                                            uint l_480_ = (l_478_ & 2139095040u);
                                            bool l_481_ = (l_480_ == 0u);
                                            if (l_481_) {
                                                uint l_482_ = (l_478_ & 8388607u);
                                                double l_483_ = double(l_482_);
                                                double l_484_ = (l_483_ * 1.401298464324817e-45L);
                                                l_mut_61_ = l_484_;
                                                uint l_485_ = (l_478_ >> 31u);
                                                bool l_486_ = (l_485_ == 1u);
                                                if (l_486_) {
                                                    double _e1151 = l_mut_61_;
                                                    double l_487_ = -(_e1151);
                                                    l_mut_61_ = l_487_;
                                                }
                                            }
                                            uint l_488_ = asuint(l_15_);
                                            uint l_489_ = (l_488_ ^ 2147483648u);
                                            float l_490_ = asfloat(l_489_);
                                            uint l_491_ = asuint(l_490_);
                                            uint l_492_ = (l_491_ + 1u);
                                            l_mut_48_ = l_492_;
                                            uint l_493_ = (l_491_ & 2147483647u);
                                            bool l_494_ = (l_493_ == 0u);
                                            if (l_494_) {
                                                l_mut_48_ = 1u;
                                            } else {
                                                uint l_495_ = (l_491_ & 2147483648u);
                                                bool l_496_ = (l_495_ != 0u);
                                                if (l_496_) {
                                                    uint l_497_ = (l_491_ - 1u);
                                                    l_mut_48_ = l_497_;
                                                } else {
                                                    bool l_498_ = (l_491_ == 2139095040u);
                                                    if (l_498_) {
                                                        l_mut_48_ = l_491_;
                                                    }
                                                }
                                            }
                                            uint _e1173 = l_mut_48_;
                                            float l_499_ = asfloat(_e1173);
                                            uint l_500_ = asuint(l_499_);
                                            uint l_501_ = (l_500_ ^ 2147483648u);
                                            float l_502_ = asfloat(l_501_);
                                            uint l_503_ = asuint(l_502_);
                                            double l_504_ = double(l_502_);
                                            l_mut_38_ = l_504_;
                                            uint l_505_ = (l_503_ & 2139095040u);
                                            bool l_506_ = (l_505_ == 0u);
                                            if (l_506_) {
                                                uint l_507_ = (l_503_ & 8388607u);
                                                double l_508_ = double(l_507_);
                                                double l_509_ = (l_508_ * 1.401298464324817e-45L);
                                                l_mut_38_ = l_509_;
                                                uint l_510_ = (l_503_ >> 31u);
                                                bool l_511_ = (l_510_ == 1u);
                                                if (l_511_) {
                                                    double _e1194 = l_mut_38_;
                                                    double l_512_ = -(_e1194);
                                                    l_mut_38_ = l_512_;
                                                }
                                            }
                                            double l_513_ = (l_457_ + l_456_);
                                            double _e1197 = l_mut_122_;
                                            bool l_514_ = (l_513_ <= _e1197);
                                            l_mut_142_ = l_514_;
                                            double l_515_ = (l_457_ - l_456_);
                                            double _e1200 = l_mut_122_;
                                            bool l_516_ = (l_515_ > _e1200);
                                            l_mut_139_ = l_516_;
                                            double l_517_ = (l_458_ - l_456_);
                                            double _e1203 = l_mut_122_;
                                            bool l_518_ = (l_517_ >= _e1203);
                                            l_mut_136_ = l_518_;
                                            double l_519_ = (l_458_ + l_456_);
                                            double _e1206 = l_mut_122_;
                                            bool l_520_ = (l_519_ < _e1206);
                                            l_mut_133_ = l_520_;
                                            if (l_13_) {
                                                double l_521_ = (l_457_ + l_456_);
                                                double _e1209 = l_mut_61_;
                                                bool l_522_ = (l_521_ < _e1209);
                                                l_mut_142_ = l_522_;
                                                double l_523_ = (l_457_ - l_456_);
                                                double _e1212 = l_mut_61_;
                                                bool l_524_ = (l_523_ >= _e1212);
                                                l_mut_139_ = l_524_;
                                                double l_525_ = (l_458_ - l_456_);
                                                double _e1215 = l_mut_38_;
                                                bool l_526_ = (l_525_ > _e1215);
                                                l_mut_136_ = l_526_;
                                                double l_527_ = (l_458_ + l_456_);
                                                double _e1218 = l_mut_38_;
                                                bool l_528_ = (l_527_ <= _e1218);
                                                l_mut_133_ = l_528_;
                                            }
                                            l_mut_48_ = 2u;
                                            bool _e1221 = l_mut_139_;
                                            if (!(_e1221)) {
                                                bool _e1225 = l_mut_133_;
                                                local_28 = _e1225;
                                            } else {
                                                local_28 = true;
                                            }
                                            bool l_529_ = local_28;
                                            if (l_529_) {
                                                l_mut_48_ = 1u;
                                            } else {
                                                bool _e1229 = l_mut_142_;
                                                if (_e1229) {
                                                    bool _e1232 = l_mut_136_;
                                                    local_29 = _e1232;
                                                } else {
                                                    local_29 = false;
                                                }
                                                bool l_530_ = local_29;
                                                if (l_530_) {
                                                    l_mut_48_ = 0u;
                                                }
                                            }
                                            uint l_531_ = asuint(l_15_);
                                            uint l_532_ = (l_531_ & 2147483647u);
                                            bool l_533_ = (l_532_ == 0u);
                                            if (l_533_) {
                                                double l_534_ = (l_457_ + l_456_);
                                                bool l_535_ = (l_534_ < 1.1754943508222875e-38L);
                                                double l_536_ = (l_458_ - l_456_);
                                                bool l_537_ = (l_536_ > -1.1754943508222875e-38L);
                                                if (l_535_) {
                                                    local_30 = l_537_;
                                                } else {
                                                    local_30 = false;
                                                }
                                                bool l_538_ = local_30;
                                                double l_539_ = (l_457_ - l_456_);
                                                bool l_540_ = (l_539_ < 1.1754943508222875e-38L);
                                                double l_541_ = (l_458_ + l_456_);
                                                bool l_542_ = (l_541_ > -1.1754943508222875e-38L);
                                                if (l_540_) {
                                                    local_31 = l_542_;
                                                } else {
                                                    local_31 = false;
                                                }
                                                bool l_543_ = local_31;
                                                if (l_538_) {
                                                    l_mut_48_ = 0u;
                                                } else {
                                                    uint _e1262 = l_mut_48_;
                                                    bool l_544_ = (_e1262 == 1u);
                                                    if (l_543_) {
                                                        local_32 = l_544_;
                                                    } else {
                                                        local_32 = false;
                                                    }
                                                    bool l_545_ = local_32;
                                                    if (l_545_) {
                                                        l_mut_48_ = 2u;
                                                    }
                                                }
                                            }
                                            uint _e1270 = l_mut_48_;
                                            l_mut_87_ = _e1270;
                                        }
                                        uint _e1271 = l_mut_87_;
                                        l_mut_31_ = _e1271;
                                    } else {
                                        bool l_546_ = (l_9_ == 6u);
                                        if (l_546_) {
                                            l_mut_31_ = 0u;
                                            bool l_547_ = (l_27_ <= l_22_);
                                            if (l_547_) {
                                                double l_548_ = (l_19_ * 1.4551915228366852e-11L);
                                                double l_549_ = (l_29_ + l_548_);
                                                double l_550_ = (l_16_ - l_19_);
                                                double l_551_ = (l_16_ + l_19_);
                                                uint l_552_ = asuint(l_15_);
                                                double l_553_ = double(l_15_);
                                                l_mut_122_ = l_553_;
                                                uint l_554_ = (l_552_ & 2139095040u);
                                                bool l_555_ = (l_554_ == 0u);
                                                if (l_555_) {
                                                    uint l_556_ = (l_552_ & 8388607u);
                                                    double l_557_ = double(l_556_);
                                                    double l_558_ = (l_557_ * 1.401298464324817e-45L);
                                                    l_mut_122_ = l_558_;
                                                    uint l_559_ = (l_552_ >> 31u);
                                                    bool l_560_ = (l_559_ == 1u);
                                                    if (l_560_) {
                                                        double _e1296 = l_mut_122_;
                                                        double l_561_ = -(_e1296);
                                                        l_mut_122_ = l_561_;
                                                    }
                                                }
                                                uint l_562_ = asuint(l_15_);
                                                uint l_563_ = (l_562_ + 1u);
                                                l_mut_87_ = l_563_;
                                                uint l_564_ = (l_562_ & 2147483647u);
                                                bool l_565_ = (l_564_ == 0u);
                                                if (l_565_) {
                                                    l_mut_87_ = 1u;
                                                } else {
                                                    uint l_566_ = (l_562_ & 2147483648u);
                                                    bool l_567_ = (l_566_ != 0u);
                                                    if (l_567_) {
                                                        uint l_568_ = (l_562_ - 1u);
                                                        l_mut_87_ = l_568_;
                                                    } else {
                                                        bool l_569_ = (l_562_ == 2139095040u);
                                                        if (l_569_) {
                                                            l_mut_87_ = l_562_;
                                                        }
                                                    }
                                                }
                                                uint _e1314 = l_mut_87_;
                                                float l_570_ = asfloat(_e1314);
                                                uint l_571_ = asuint(l_570_);
                                                double l_572_ = double(l_570_);
                                                l_mut_61_ = l_572_;
                                                uint l_573_ = (l_571_ & 2139095040u);
                                                bool l_574_ = (l_573_ == 0u);
                                                if (l_574_) {
                                                    uint l_575_ = (l_571_ & 8388607u);
                                                    double l_576_ = double(l_575_);
                                                    double l_577_ = (l_576_ * 1.401298464324817e-45L);
                                                    l_mut_61_ = l_577_;
                                                    uint l_578_ = (l_571_ >> 31u);
                                                    bool l_579_ = (l_578_ == 1u);
                                                    if (l_579_) {
                                                        double _e1331 = l_mut_61_;
                                                        double l_580_ = -(_e1331);
                                                        l_mut_61_ = l_580_;
                                                    }
                                                }
                                                uint l_581_ = asuint(l_15_);
                                                uint l_582_ = (l_581_ ^ 2147483648u);
                                                float l_583_ = asfloat(l_582_);
                                                uint l_584_ = asuint(l_583_);
                                                uint l_585_ = (l_584_ + 1u);
                                                l_mut_87_ = l_585_;
                                                uint l_586_ = (l_584_ & 2147483647u);
                                                bool l_587_ = (l_586_ == 0u);
                                                if (l_587_) {
                                                    l_mut_87_ = 1u;
                                                } else {
                                                    uint l_588_ = (l_584_ & 2147483648u);
                                                    bool l_589_ = (l_588_ != 0u);
                                                    if (l_589_) {
                                                        uint l_590_ = (l_584_ - 1u);
                                                        l_mut_87_ = l_590_;
                                                    } else {
                                                        bool l_591_ = (l_584_ == 2139095040u);
                                                        if (l_591_) {
                                                            l_mut_87_ = l_584_;
                                                        }
                                                    }
                                                }
                                                uint _e1353 = l_mut_87_;
                                                float l_592_ = asfloat(_e1353);
                                                uint l_593_ = asuint(l_592_);
                                                uint l_594_ = (l_593_ ^ 2147483648u);
                                                float l_595_ = asfloat(l_594_);
                                                uint l_596_ = asuint(l_595_);
                                                double l_597_ = double(l_595_);
                                                l_mut_38_ = l_597_;
                                                uint l_598_ = (l_596_ & 2139095040u);
                                                bool l_599_ = (l_598_ == 0u);
                                                if (l_599_) {
                                                    uint l_600_ = (l_596_ & 8388607u);
                                                    double l_601_ = double(l_600_);
                                                    double l_602_ = (l_601_ * 1.401298464324817e-45L);
                                                    l_mut_38_ = l_602_;
                                                    uint l_603_ = (l_596_ >> 31u);
                                                    bool l_604_ = (l_603_ == 1u);
                                                    if (l_604_) {
                                                        double _e1374 = l_mut_38_;
                                                        double l_605_ = -(_e1374);
                                                        l_mut_38_ = l_605_;
                                                    }
                                                }
                                                double l_606_ = (l_550_ + l_549_);
                                                double _e1377 = l_mut_122_;
                                                bool l_607_ = (l_606_ <= _e1377);
                                                l_mut_142_ = l_607_;
                                                double l_608_ = (l_550_ - l_549_);
                                                double _e1380 = l_mut_122_;
                                                bool l_609_ = (l_608_ > _e1380);
                                                l_mut_139_ = l_609_;
                                                double l_610_ = (l_551_ - l_549_);
                                                double _e1383 = l_mut_122_;
                                                bool l_611_ = (l_610_ >= _e1383);
                                                l_mut_136_ = l_611_;
                                                double l_612_ = (l_551_ + l_549_);
                                                double _e1386 = l_mut_122_;
                                                bool l_613_ = (l_612_ < _e1386);
                                                l_mut_133_ = l_613_;
                                                if (l_13_) {
                                                    double l_614_ = (l_550_ + l_549_);
                                                    double _e1389 = l_mut_61_;
                                                    bool l_615_ = (l_614_ < _e1389);
                                                    l_mut_142_ = l_615_;
                                                    double l_616_ = (l_550_ - l_549_);
                                                    double _e1392 = l_mut_61_;
                                                    bool l_617_ = (l_616_ >= _e1392);
                                                    l_mut_139_ = l_617_;
                                                    double l_618_ = (l_551_ - l_549_);
                                                    double _e1395 = l_mut_38_;
                                                    bool l_619_ = (l_618_ > _e1395);
                                                    l_mut_136_ = l_619_;
                                                    double l_620_ = (l_551_ + l_549_);
                                                    double _e1398 = l_mut_38_;
                                                    bool l_621_ = (l_620_ <= _e1398);
                                                    l_mut_133_ = l_621_;
                                                }
                                                l_mut_87_ = 2u;
                                                bool _e1401 = l_mut_139_;
                                                if (!(_e1401)) {
                                                    bool _e1405 = l_mut_133_;
                                                    local_33 = _e1405;
                                                } else {
                                                    local_33 = true;
                                                }
                                                bool l_622_ = local_33;
                                                if (l_622_) {
                                                    l_mut_87_ = 1u;
                                                } else {
                                                    bool _e1409 = l_mut_142_;
                                                    if (_e1409) {
                                                        bool _e1412 = l_mut_136_;
                                                        local_34 = _e1412;
                                                    } else {
                                                        local_34 = false;
                                                    }
                                                    bool l_623_ = local_34;
                                                    if (l_623_) {
                                                        l_mut_87_ = 0u;
                                                    }
                                                }
                                                uint l_624_ = asuint(l_15_);
                                                uint l_625_ = (l_624_ & 2147483647u);
                                                bool l_626_ = (l_625_ == 0u);
                                                if (l_626_) {
                                                    double l_627_ = (l_550_ + l_549_);
                                                    bool l_628_ = (l_627_ < 1.1754943508222875e-38L);
                                                    double l_629_ = (l_551_ - l_549_);
                                                    bool l_630_ = (l_629_ > -1.1754943508222875e-38L);
                                                    if (l_628_) {
                                                        local_35 = l_630_;
                                                    } else {
                                                        local_35 = false;
                                                    }
                                                    bool l_631_ = local_35;
                                                    double l_632_ = (l_550_ - l_549_);
                                                    bool l_633_ = (l_632_ < 1.1754943508222875e-38L);
                                                    double l_634_ = (l_551_ + l_549_);
                                                    bool l_635_ = (l_634_ > -1.1754943508222875e-38L);
                                                    if (l_633_) {
                                                        local_36 = l_635_;
                                                    } else {
                                                        local_36 = false;
                                                    }
                                                    bool l_636_ = local_36;
                                                    if (l_631_) {
                                                        l_mut_87_ = 0u;
                                                    } else {
                                                        uint _e1442 = l_mut_87_;
                                                        bool l_637_ = (_e1442 == 1u);
                                                        if (l_636_) {
                                                            local_37 = l_637_;
                                                        } else {
                                                            local_37 = false;
                                                        }
                                                        bool l_638_ = local_37;
                                                        if (l_638_) {
                                                            l_mut_87_ = 2u;
                                                        }
                                                    }
                                                }
                                                uint _e1450 = l_mut_87_;
                                                l_mut_31_ = _e1450;
                                            }
                                        } else {
                                            bool l_639_ = (l_9_ == 7u);
                                            if (l_639_) {
                                                double l_640_ = abs(l_16_);
                                                double l_641_ = (l_19_ * l_640_);
                                                l_mut_122_ = l_641_;
                                                double l_642_ = abs(l_16_);
                                                l_mut_61_ = 1.401298464324817e-45L;
                                                bool l_643_ = (l_642_ >= 1.1754943508222875e-38L);
                                                bool l_644_ = (l_642_ <= 1.7976931348623157e308L);
                                                if (l_643_) {
                                                    local_38 = l_644_;
                                                } else {
                                                    local_38 = false;
                                                }
                                                bool l_645_ = local_38;
                                                if (l_645_) {
                                                    uint64_t l_646_ = l_642_;
                                                    uint64_t l_647_ = (l_646_ >> uint(52uL));
                                                    uint64_t l_648_ = (l_647_ - 23uL);
                                                    uint64_t l_649_ = (l_648_ << uint(52uL));
                                                    double l_650_ = l_649_;
                                                    l_mut_61_ = l_650_;
                                                }
                                                double _e1478 = l_mut_61_;
                                                double l_651_ = (0.5L * _e1478);
                                                double _e1480 = l_mut_122_;
                                                bool l_652_ = (l_651_ > _e1480);
                                                if (l_652_) {
                                                    l_mut_122_ = l_651_;
                                                }
                                                double l_653_ = (l_16_ - l_29_);
                                                double l_654_ = abs(l_653_);
                                                l_mut_61_ = 1.401298464324817e-45L;
                                                bool l_655_ = (l_654_ >= 1.1754943508222875e-38L);
                                                bool l_656_ = (l_654_ <= 1.7976931348623157e308L);
                                                if (l_655_) {
                                                    local_39 = l_656_;
                                                } else {
                                                    local_39 = false;
                                                }
                                                bool l_657_ = local_39;
                                                if (l_657_) {
                                                    uint64_t l_658_ = l_654_;
                                                    uint64_t l_659_ = (l_658_ >> uint(52uL));
                                                    uint64_t l_660_ = (l_659_ - 23uL);
                                                    uint64_t l_661_ = (l_660_ << uint(52uL));
                                                    double l_662_ = l_661_;
                                                    l_mut_61_ = l_662_;
                                                }
                                                double l_663_ = (l_16_ + l_29_);
                                                double l_664_ = abs(l_663_);
                                                l_mut_38_ = 1.401298464324817e-45L;
                                                bool l_665_ = (l_664_ >= 1.1754943508222875e-38L);
                                                bool l_666_ = (l_664_ <= 1.7976931348623157e308L);
                                                if (l_665_) {
                                                    local_40 = l_666_;
                                                } else {
                                                    local_40 = false;
                                                }
                                                bool l_667_ = local_40;
                                                if (l_667_) {
                                                    uint64_t l_668_ = l_664_;
                                                    uint64_t l_669_ = (l_668_ >> uint(52uL));
                                                    uint64_t l_670_ = (l_669_ - 23uL);
                                                    uint64_t l_671_ = (l_670_ << uint(52uL));
                                                    double l_672_ = l_671_;
                                                    l_mut_38_ = l_672_;
                                                }
                                                double _e1528 = l_mut_61_;
                                                double _e1529 = l_mut_38_;
                                                bool l_673_ = (_e1528 == _e1529);
                                                if (l_673_) {
                                                    double l_674_ = (l_19_ * l_29_);
                                                    double l_675_ = (l_29_ + l_674_);
                                                    double _e1533 = l_mut_122_;
                                                    double l_676_ = (_e1533 * 1.4551915228366852e-11L);
                                                    double l_677_ = (l_675_ + l_676_);
                                                    double _e1537 = l_mut_122_;
                                                    double l_678_ = (l_16_ - _e1537);
                                                    double _e1539 = l_mut_122_;
                                                    double l_679_ = (l_16_ + _e1539);
                                                    uint l_680_ = asuint(l_15_);
                                                    double l_681_ = double(l_15_);
                                                    l_mut_122_ = l_681_;
                                                    uint l_682_ = (l_680_ & 2139095040u);
                                                    bool l_683_ = (l_682_ == 0u);
                                                    if (l_683_) {
                                                        uint l_684_ = (l_680_ & 8388607u);
                                                        double l_685_ = double(l_684_);
                                                        double l_686_ = (l_685_ * 1.401298464324817e-45L);
                                                        l_mut_122_ = l_686_;
                                                        uint l_687_ = (l_680_ >> 31u);
                                                        bool l_688_ = (l_687_ == 1u);
                                                        if (l_688_) {
                                                            double _e1556 = l_mut_122_;
                                                            double l_689_ = -(_e1556);
                                                            l_mut_122_ = l_689_;
                                                        }
                                                    }
                                                    uint l_690_ = asuint(l_15_);
                                                    uint l_691_ = (l_690_ + 1u);
                                                    l_mut_87_ = l_691_;
                                                    uint l_692_ = (l_690_ & 2147483647u);
                                                    bool l_693_ = (l_692_ == 0u);
                                                    if (l_693_) {
                                                        l_mut_87_ = 1u;
                                                    } else {
                                                        uint l_694_ = (l_690_ & 2147483648u);
                                                        bool l_695_ = (l_694_ != 0u);
                                                        if (l_695_) {
                                                            uint l_696_ = (l_690_ - 1u);
                                                            l_mut_87_ = l_696_;
                                                        } else {
                                                            bool l_697_ = (l_690_ == 2139095040u);
                                                            if (l_697_) {
                                                                l_mut_87_ = l_690_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1574 = l_mut_87_;
                                                    float l_698_ = asfloat(_e1574);
                                                    uint l_699_ = asuint(l_698_);
                                                    double l_700_ = double(l_698_);
                                                    l_mut_61_ = l_700_;
                                                    uint l_701_ = (l_699_ & 2139095040u);
                                                    bool l_702_ = (l_701_ == 0u);
                                                    if (l_702_) {
                                                        uint l_703_ = (l_699_ & 8388607u);
                                                        double l_704_ = double(l_703_);
                                                        double l_705_ = (l_704_ * 1.401298464324817e-45L);
                                                        l_mut_61_ = l_705_;
                                                        uint l_706_ = (l_699_ >> 31u);
                                                        bool l_707_ = (l_706_ == 1u);
                                                        if (l_707_) {
                                                            double _e1591 = l_mut_61_;
                                                            double l_708_ = -(_e1591);
                                                            l_mut_61_ = l_708_;
                                                        }
                                                    }
                                                    uint l_709_ = asuint(l_15_);
                                                    uint l_710_ = (l_709_ ^ 2147483648u);
                                                    float l_711_ = asfloat(l_710_);
                                                    uint l_712_ = asuint(l_711_);
                                                    uint l_713_ = (l_712_ + 1u);
                                                    l_mut_87_ = l_713_;
                                                    uint l_714_ = (l_712_ & 2147483647u);
                                                    bool l_715_ = (l_714_ == 0u);
                                                    if (l_715_) {
                                                        l_mut_87_ = 1u;
                                                    } else {
                                                        uint l_716_ = (l_712_ & 2147483648u);
                                                        bool l_717_ = (l_716_ != 0u);
                                                        if (l_717_) {
                                                            uint l_718_ = (l_712_ - 1u);
                                                            l_mut_87_ = l_718_;
                                                        } else {
                                                            bool l_719_ = (l_712_ == 2139095040u);
                                                            if (l_719_) {
                                                                l_mut_87_ = l_712_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1613 = l_mut_87_;
                                                    float l_720_ = asfloat(_e1613);
                                                    uint l_721_ = asuint(l_720_);
                                                    uint l_722_ = (l_721_ ^ 2147483648u);
                                                    float l_723_ = asfloat(l_722_);
                                                    uint l_724_ = asuint(l_723_);
                                                    double l_725_ = double(l_723_);
                                                    l_mut_38_ = l_725_;
                                                    uint l_726_ = (l_724_ & 2139095040u);
                                                    bool l_727_ = (l_726_ == 0u);
                                                    if (l_727_) {
                                                        uint l_728_ = (l_724_ & 8388607u);
                                                        double l_729_ = double(l_728_);
                                                        double l_730_ = (l_729_ * 1.401298464324817e-45L);
                                                        l_mut_38_ = l_730_;
                                                        uint l_731_ = (l_724_ >> 31u);
                                                        bool l_732_ = (l_731_ == 1u);
                                                        if (l_732_) {
                                                            double _e1634 = l_mut_38_;
                                                            double l_733_ = -(_e1634);
                                                            l_mut_38_ = l_733_;
                                                        }
                                                    }
                                                    double l_734_ = (l_678_ + l_677_);
                                                    double _e1637 = l_mut_122_;
                                                    bool l_735_ = (l_734_ <= _e1637);
                                                    l_mut_142_ = l_735_;
                                                    double l_736_ = (l_678_ - l_677_);
                                                    double _e1640 = l_mut_122_;
                                                    bool l_737_ = (l_736_ > _e1640);
                                                    l_mut_139_ = l_737_;
                                                    double l_738_ = (l_679_ - l_677_);
                                                    double _e1643 = l_mut_122_;
                                                    bool l_739_ = (l_738_ >= _e1643);
                                                    l_mut_136_ = l_739_;
                                                    double l_740_ = (l_679_ + l_677_);
                                                    double _e1646 = l_mut_122_;
                                                    bool l_741_ = (l_740_ < _e1646);
                                                    l_mut_133_ = l_741_;
                                                    if (l_13_) {
                                                        double l_742_ = (l_678_ + l_677_);
                                                        double _e1649 = l_mut_61_;
                                                        bool l_743_ = (l_742_ < _e1649);
                                                        l_mut_142_ = l_743_;
                                                        double l_744_ = (l_678_ - l_677_);
                                                        double _e1652 = l_mut_61_;
                                                        bool l_745_ = (l_744_ >= _e1652);
                                                        l_mut_139_ = l_745_;
                                                        double l_746_ = (l_679_ - l_677_);
                                                        double _e1655 = l_mut_38_;
                                                        bool l_747_ = (l_746_ > _e1655);
                                                        l_mut_136_ = l_747_;
                                                        double l_748_ = (l_679_ + l_677_);
                                                        double _e1658 = l_mut_38_;
                                                        bool l_749_ = (l_748_ <= _e1658);
                                                        l_mut_133_ = l_749_;
                                                    }
                                                    l_mut_87_ = 2u;
                                                    bool _e1661 = l_mut_139_;
                                                    if (!(_e1661)) {
                                                        bool _e1665 = l_mut_133_;
                                                        local_41 = _e1665;
                                                    } else {
                                                        local_41 = true;
                                                    }
                                                    bool l_750_ = local_41;
                                                    if (l_750_) {
                                                        l_mut_87_ = 1u;
                                                    } else {
                                                        bool _e1669 = l_mut_142_;
                                                        if (_e1669) {
                                                            bool _e1672 = l_mut_136_;
                                                            local_42 = _e1672;
                                                        } else {
                                                            local_42 = false;
                                                        }
                                                        bool l_751_ = local_42;
                                                        if (l_751_) {
                                                            l_mut_87_ = 0u;
                                                        }
                                                    }
                                                    uint l_752_ = asuint(l_15_);
                                                    uint l_753_ = (l_752_ & 2147483647u);
                                                    bool l_754_ = (l_753_ == 0u);
                                                    if (l_754_) {
                                                        double l_755_ = (l_678_ + l_677_);
                                                        bool l_756_ = (l_755_ < 1.1754943508222875e-38L);
                                                        double l_757_ = (l_679_ - l_677_);
                                                        bool l_758_ = (l_757_ > -1.1754943508222875e-38L);
                                                        if (l_756_) {
                                                            local_43 = l_758_;
                                                        } else {
                                                            local_43 = false;
                                                        }
                                                        bool l_759_ = local_43;
                                                        double l_760_ = (l_678_ - l_677_);
                                                        bool l_761_ = (l_760_ < 1.1754943508222875e-38L);
                                                        double l_762_ = (l_679_ + l_677_);
                                                        bool l_763_ = (l_762_ > -1.1754943508222875e-38L);
                                                        if (l_761_) {
                                                            local_44 = l_763_;
                                                        } else {
                                                            local_44 = false;
                                                        }
                                                        bool l_764_ = local_44;
                                                        if (l_759_) {
                                                            l_mut_87_ = 0u;
                                                        } else {
                                                            uint _e1702 = l_mut_87_;
                                                            bool l_765_ = (_e1702 == 1u);
                                                            if (l_764_) {
                                                                local_45 = l_765_;
                                                            } else {
                                                                local_45 = false;
                                                            }
                                                            bool l_766_ = local_45;
                                                            if (l_766_) {
                                                                l_mut_87_ = 2u;
                                                            }
                                                        }
                                                    }
                                                    uint _e1710 = l_mut_87_;
                                                    l_mut_31_ = _e1710;
                                                }
                                            } else {
                                                bool l_767_ = (l_9_ == 8u);
                                                if (l_767_) {
                                                    bool l_768_ = (l_26_ >= 0.5L);
                                                    bool l_769_ = (l_26_ <= 2.0L);
                                                    if (l_768_) {
                                                        local_46 = l_769_;
                                                    } else {
                                                        local_46 = false;
                                                    }
                                                    bool l_770_ = local_46;
                                                    if (l_770_) {
                                                        double l_771_ = (l_19_ * 1.4551915228366852e-11L);
                                                        double l_772_ = (l_29_ + l_771_);
                                                        double l_773_ = (l_16_ - l_19_);
                                                        double l_774_ = (l_16_ + l_19_);
                                                        uint l_775_ = asuint(l_15_);
                                                        double l_776_ = double(l_15_);
                                                        l_mut_122_ = l_776_;
                                                        uint l_777_ = (l_775_ & 2139095040u);
                                                        bool l_778_ = (l_777_ == 0u);
                                                        if (l_778_) {
                                                            uint l_779_ = (l_775_ & 8388607u);
                                                            double l_780_ = double(l_779_);
                                                            double l_781_ = (l_780_ * 1.401298464324817e-45L);
                                                            l_mut_122_ = l_781_;
                                                            uint l_782_ = (l_775_ >> 31u);
                                                            bool l_783_ = (l_782_ == 1u);
                                                            if (l_783_) {
                                                                double _e1741 = l_mut_122_;
                                                                double l_784_ = -(_e1741);
                                                                l_mut_122_ = l_784_;
                                                            }
                                                        }
                                                        uint l_785_ = asuint(l_15_);
                                                        uint l_786_ = (l_785_ + 1u);
                                                        l_mut_87_ = l_786_;
                                                        uint l_787_ = (l_785_ & 2147483647u);
                                                        bool l_788_ = (l_787_ == 0u);
                                                        if (l_788_) {
                                                            l_mut_87_ = 1u;
                                                        } else {
                                                            uint l_789_ = (l_785_ & 2147483648u);
                                                            bool l_790_ = (l_789_ != 0u);
                                                            if (l_790_) {
                                                                uint l_791_ = (l_785_ - 1u);
                                                                l_mut_87_ = l_791_;
                                                            } else {
                                                                bool l_792_ = (l_785_ == 2139095040u);
                                                                if (l_792_) {
                                                                    l_mut_87_ = l_785_;
                                                                }
                                                            }
                                                        }
                                                        uint _e1759 = l_mut_87_;
                                                        float l_793_ = asfloat(_e1759);
                                                        uint l_794_ = asuint(l_793_);
                                                        double l_795_ = double(l_793_);
                                                        l_mut_61_ = l_795_;
                                                        uint l_796_ = (l_794_ & 2139095040u);
                                                        bool l_797_ = (l_796_ == 0u);
                                                        if (l_797_) {
                                                            uint l_798_ = (l_794_ & 8388607u);
                                                            double l_799_ = double(l_798_);
                                                            double l_800_ = (l_799_ * 1.401298464324817e-45L);
                                                            l_mut_61_ = l_800_;
                                                            uint l_801_ = (l_794_ >> 31u);
                                                            bool l_802_ = (l_801_ == 1u);
                                                            if (l_802_) {
                                                                double _e1776 = l_mut_61_;
                                                                double l_803_ = -(_e1776);
                                                                l_mut_61_ = l_803_;
                                                            }
                                                        }
                                                        uint l_804_ = asuint(l_15_);
                                                        uint l_805_ = (l_804_ ^ 2147483648u);
                                                        float l_806_ = asfloat(l_805_);
                                                        uint l_807_ = asuint(l_806_);
                                                        uint l_808_ = (l_807_ + 1u);
                                                        l_mut_87_ = l_808_;
                                                        uint l_809_ = (l_807_ & 2147483647u);
                                                        bool l_810_ = (l_809_ == 0u);
                                                        if (l_810_) {
                                                            l_mut_87_ = 1u;
                                                        } else {
                                                            uint l_811_ = (l_807_ & 2147483648u);
                                                            bool l_812_ = (l_811_ != 0u);
                                                            if (l_812_) {
                                                                uint l_813_ = (l_807_ - 1u);
                                                                l_mut_87_ = l_813_;
                                                            } else {
                                                                bool l_814_ = (l_807_ == 2139095040u);
                                                                if (l_814_) {
                                                                    l_mut_87_ = l_807_;
                                                                }
                                                            }
                                                        }
                                                        uint _e1798 = l_mut_87_;
                                                        float l_815_ = asfloat(_e1798);
                                                        uint l_816_ = asuint(l_815_);
                                                        uint l_817_ = (l_816_ ^ 2147483648u);
                                                        float l_818_ = asfloat(l_817_);
                                                        uint l_819_ = asuint(l_818_);
                                                        double l_820_ = double(l_818_);
                                                        l_mut_38_ = l_820_;
                                                        uint l_821_ = (l_819_ & 2139095040u);
                                                        bool l_822_ = (l_821_ == 0u);
                                                        if (l_822_) {
                                                            uint l_823_ = (l_819_ & 8388607u);
                                                            double l_824_ = double(l_823_);
                                                            double l_825_ = (l_824_ * 1.401298464324817e-45L);
                                                            l_mut_38_ = l_825_;
                                                            uint l_826_ = (l_819_ >> 31u);
                                                            bool l_827_ = (l_826_ == 1u);
                                                            if (l_827_) {
                                                                double _e1819 = l_mut_38_;
                                                                double l_828_ = -(_e1819);
                                                                l_mut_38_ = l_828_;
                                                            }
                                                        }
                                                        double l_829_ = (l_773_ + l_772_);
                                                        double _e1822 = l_mut_122_;
                                                        bool l_830_ = (l_829_ <= _e1822);
                                                        l_mut_142_ = l_830_;
                                                        double l_831_ = (l_773_ - l_772_);
                                                        double _e1825 = l_mut_122_;
                                                        bool l_832_ = (l_831_ > _e1825);
                                                        l_mut_139_ = l_832_;
                                                        double l_833_ = (l_774_ - l_772_);
                                                        double _e1828 = l_mut_122_;
                                                        bool l_834_ = (l_833_ >= _e1828);
                                                        l_mut_136_ = l_834_;
                                                        double l_835_ = (l_774_ + l_772_);
                                                        double _e1831 = l_mut_122_;
                                                        bool l_836_ = (l_835_ < _e1831);
                                                        l_mut_133_ = l_836_;
                                                        if (l_13_) {
                                                            double l_837_ = (l_773_ + l_772_);
                                                            double _e1834 = l_mut_61_;
                                                            bool l_838_ = (l_837_ < _e1834);
                                                            l_mut_142_ = l_838_;
                                                            double l_839_ = (l_773_ - l_772_);
                                                            double _e1837 = l_mut_61_;
                                                            bool l_840_ = (l_839_ >= _e1837);
                                                            l_mut_139_ = l_840_;
                                                            double l_841_ = (l_774_ - l_772_);
                                                            double _e1840 = l_mut_38_;
                                                            bool l_842_ = (l_841_ > _e1840);
                                                            l_mut_136_ = l_842_;
                                                            double l_843_ = (l_774_ + l_772_);
                                                            double _e1843 = l_mut_38_;
                                                            bool l_844_ = (l_843_ <= _e1843);
                                                            l_mut_133_ = l_844_;
                                                        }
                                                        l_mut_87_ = 2u;
                                                        bool _e1846 = l_mut_139_;
                                                        if (!(_e1846)) {
                                                            bool _e1850 = l_mut_133_;
                                                            local_47 = _e1850;
                                                        } else {
                                                            local_47 = true;
                                                        }
                                                        bool l_845_ = local_47;
                                                        if (l_845_) {
                                                            l_mut_87_ = 1u;
                                                        } else {
                                                            bool _e1854 = l_mut_142_;
                                                            if (_e1854) {
                                                                bool _e1857 = l_mut_136_;
                                                                local_48 = _e1857;
                                                            } else {
                                                                local_48 = false;
                                                            }
                                                            bool l_846_ = local_48;
                                                            if (l_846_) {
                                                                l_mut_87_ = 0u;
                                                            }
                                                        }
                                                        uint l_847_ = asuint(l_15_);
                                                        uint l_848_ = (l_847_ & 2147483647u);
                                                        bool l_849_ = (l_848_ == 0u);
                                                        if (l_849_) {
                                                            double l_850_ = (l_773_ + l_772_);
                                                            bool l_851_ = (l_850_ < 1.1754943508222875e-38L);
                                                            double l_852_ = (l_774_ - l_772_);
                                                            bool l_853_ = (l_852_ > -1.1754943508222875e-38L);
                                                            if (l_851_) {
                                                                local_49 = l_853_;
                                                            } else {
                                                                local_49 = false;
                                                            }
                                                            bool l_854_ = local_49;
                                                            double l_855_ = (l_773_ - l_772_);
                                                            bool l_856_ = (l_855_ < 1.1754943508222875e-38L);
                                                            double l_857_ = (l_774_ + l_772_);
                                                            bool l_858_ = (l_857_ > -1.1754943508222875e-38L);
                                                            if (l_856_) {
                                                                local_50 = l_858_;
                                                            } else {
                                                                local_50 = false;
                                                            }
                                                            bool l_859_ = local_50;
                                                            if (l_854_) {
                                                                l_mut_87_ = 0u;
                                                            } else {
                                                                uint _e1887 = l_mut_87_;
                                                                bool l_860_ = (_e1887 == 1u);
                                                                if (l_859_) {
                                                                    local_51 = l_860_;
                                                                } else {
                                                                    local_51 = false;
                                                                }
                                                                bool l_861_ = local_51;
                                                                if (l_861_) {
                                                                    l_mut_87_ = 2u;
                                                                }
                                                            }
                                                        }
                                                        uint _e1895 = l_mut_87_;
                                                        l_mut_31_ = _e1895;
                                                    } else {
                                                        double l_862_ = abs(l_16_);
                                                        l_mut_122_ = 1.401298464324817e-45L;
                                                        bool l_863_ = (l_862_ >= 1.1754943508222875e-38L);
                                                        bool l_864_ = (l_862_ <= 1.7976931348623157e308L);
                                                        if (l_863_) {
                                                            local_52 = l_864_;
                                                        } else {
                                                            local_52 = false;
                                                        }
                                                        bool l_865_ = local_52;
                                                        if (l_865_) {
                                                            uint64_t l_866_ = l_862_;
                                                            uint64_t l_867_ = (l_866_ >> uint(52uL));
                                                            uint64_t l_868_ = (l_867_ - 23uL);
                                                            uint64_t l_869_ = (l_868_ << uint(52uL));
                                                            double l_870_ = l_869_;
                                                            l_mut_122_ = l_870_;
                                                        }
                                                        double _e1918 = l_mut_122_;
                                                        double l_871_ = (l_22_ * _e1918);
                                                        l_mut_87_ = 2u;
                                                        double l_872_ = (l_16_ - l_29_);
                                                        double l_873_ = abs(l_872_);
                                                        l_mut_122_ = 1.401298464324817e-45L;
                                                        bool l_874_ = (l_873_ >= 1.1754943508222875e-38L);
                                                        bool l_875_ = (l_873_ <= 1.7976931348623157e308L);
                                                        if (l_874_) {
                                                            local_53 = l_875_;
                                                        } else {
                                                            local_53 = false;
                                                        }
                                                        bool l_876_ = local_53;
                                                        if (l_876_) {
                                                            uint64_t l_877_ = l_873_;
                                                            uint64_t l_878_ = (l_877_ >> uint(52uL));
                                                            uint64_t l_879_ = (l_878_ - 23uL);
                                                            uint64_t l_880_ = (l_879_ << uint(52uL));
                                                            double l_881_ = l_880_;
                                                            l_mut_122_ = l_881_;
                                                        }
                                                        double l_882_ = (l_16_ + l_29_);
                                                        double l_883_ = abs(l_882_);
                                                        l_mut_61_ = 1.401298464324817e-45L;
                                                        bool l_884_ = (l_883_ >= 1.1754943508222875e-38L);
                                                        bool l_885_ = (l_883_ <= 1.7976931348623157e308L);
                                                        if (l_884_) {
                                                            local_54 = l_885_;
                                                        } else {
                                                            local_54 = false;
                                                        }
                                                        bool l_886_ = local_54;
                                                        if (l_886_) {
                                                            uint64_t l_887_ = l_883_;
                                                            uint64_t l_888_ = (l_887_ >> uint(52uL));
                                                            uint64_t l_889_ = (l_888_ - 23uL);
                                                            uint64_t l_890_ = (l_889_ << uint(52uL));
                                                            double l_891_ = l_890_;
                                                            l_mut_61_ = l_891_;
                                                        }
                                                        double _e1967 = l_mut_122_;
                                                        double _e1968 = l_mut_61_;
                                                        bool l_892_ = (_e1967 == _e1968);
                                                        if (l_892_) {
                                                            double l_893_ = (l_871_ * 1.4551915228366852e-11L);
                                                            double l_894_ = (l_29_ + l_893_);
                                                            double l_895_ = (l_16_ - l_871_);
                                                            double l_896_ = (l_16_ + l_871_);
                                                            uint l_897_ = asuint(l_15_);
                                                            double l_898_ = double(l_15_);
                                                            l_mut_122_ = l_898_;
                                                            uint l_899_ = (l_897_ & 2139095040u);
                                                            bool l_900_ = (l_899_ == 0u);
                                                            if (l_900_) {
                                                                uint l_901_ = (l_897_ & 8388607u);
                                                                double l_902_ = double(l_901_);
                                                                double l_903_ = (l_902_ * 1.401298464324817e-45L);
                                                                l_mut_122_ = l_903_;
                                                                uint l_904_ = (l_897_ >> 31u);
                                                                bool l_905_ = (l_904_ == 1u);
                                                                if (l_905_) {
                                                                    double _e1990 = l_mut_122_;
                                                                    double l_906_ = -(_e1990);
                                                                    l_mut_122_ = l_906_;
                                                                }
                                                            }
                                                            uint l_907_ = asuint(l_15_);
                                                            uint l_908_ = (l_907_ + 1u);
                                                            l_mut_48_ = l_908_;
                                                            uint l_909_ = (l_907_ & 2147483647u);
                                                            bool l_910_ = (l_909_ == 0u);
                                                            if (l_910_) {
                                                                l_mut_48_ = 1u;
                                                            } else {
                                                                uint l_911_ = (l_907_ & 2147483648u);
                                                                bool l_912_ = (l_911_ != 0u);
                                                                if (l_912_) {
                                                                    uint l_913_ = (l_907_ - 1u);
                                                                    l_mut_48_ = l_913_;
                                                                } else {
                                                                    bool l_914_ = (l_907_ == 2139095040u);
                                                                    if (l_914_) {
                                                                        l_mut_48_ = l_907_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e2008 = l_mut_48_;
                                                            float l_915_ = asfloat(_e2008);
                                                            uint l_916_ = asuint(l_915_);
                                                            double l_917_ = double(l_915_);
                                                            l_mut_61_ = l_917_;
                                                            uint l_918_ = (l_916_ & 2139095040u);
                                                            bool l_919_ = (l_918_ == 0u);
                                                            if (l_919_) {
                                                                uint l_920_ = (l_916_ & 8388607u);
                                                                double l_921_ = double(l_920_);
                                                                double l_922_ = (l_921_ * 1.401298464324817e-45L);
                                                                l_mut_61_ = l_922_;
                                                                uint l_923_ = (l_916_ >> 31u);
                                                                bool l_924_ = (l_923_ == 1u);
                                                                if (l_924_) {
                                                                    double _e2025 = l_mut_61_;
                                                                    double l_925_ = -(_e2025);
                                                                    l_mut_61_ = l_925_;
                                                                }
                                                            }
                                                            uint l_926_ = asuint(l_15_);
                                                            uint l_927_ = (l_926_ ^ 2147483648u);
                                                            float l_928_ = asfloat(l_927_);
                                                            uint l_929_ = asuint(l_928_);
                                                            uint l_930_ = (l_929_ + 1u);
                                                            l_mut_48_ = l_930_;
                                                            uint l_931_ = (l_929_ & 2147483647u);
                                                            bool l_932_ = (l_931_ == 0u);
                                                            if (l_932_) {
                                                                l_mut_48_ = 1u;
                                                            } else {
                                                                uint l_933_ = (l_929_ & 2147483648u);
                                                                bool l_934_ = (l_933_ != 0u);
                                                                if (l_934_) {
                                                                    uint l_935_ = (l_929_ - 1u);
                                                                    l_mut_48_ = l_935_;
                                                                } else {
                                                                    bool l_936_ = (l_929_ == 2139095040u);
                                                                    if (l_936_) {
                                                                        l_mut_48_ = l_929_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e2047 = l_mut_48_;
                                                            float l_937_ = asfloat(_e2047);
                                                            uint l_938_ = asuint(l_937_);
                                                            uint l_939_ = (l_938_ ^ 2147483648u);
                                                            float l_940_ = asfloat(l_939_);
                                                            uint l_941_ = asuint(l_940_);
                                                            double l_942_ = double(l_940_);
                                                            l_mut_38_ = l_942_;
                                                            uint l_943_ = (l_941_ & 2139095040u);
                                                            bool l_944_ = (l_943_ == 0u);
                                                            if (l_944_) {
                                                                uint l_945_ = (l_941_ & 8388607u);
                                                                double l_946_ = double(l_945_);
                                                                double l_947_ = (l_946_ * 1.401298464324817e-45L);
                                                                l_mut_38_ = l_947_;
                                                                uint l_948_ = (l_941_ >> 31u);
                                                                bool l_949_ = (l_948_ == 1u);
                                                                if (l_949_) {
                                                                    double _e2068 = l_mut_38_;
                                                                    double l_950_ = -(_e2068);
                                                                    l_mut_38_ = l_950_;
                                                                }
                                                            }
                                                            double l_951_ = (l_895_ + l_894_);
                                                            double _e2071 = l_mut_122_;
                                                            bool l_952_ = (l_951_ <= _e2071);
                                                            l_mut_142_ = l_952_;
                                                            double l_953_ = (l_895_ - l_894_);
                                                            double _e2074 = l_mut_122_;
                                                            bool l_954_ = (l_953_ > _e2074);
                                                            l_mut_139_ = l_954_;
                                                            double l_955_ = (l_896_ - l_894_);
                                                            double _e2077 = l_mut_122_;
                                                            bool l_956_ = (l_955_ >= _e2077);
                                                            l_mut_136_ = l_956_;
                                                            double l_957_ = (l_896_ + l_894_);
                                                            double _e2080 = l_mut_122_;
                                                            bool l_958_ = (l_957_ < _e2080);
                                                            l_mut_133_ = l_958_;
                                                            if (l_13_) {
                                                                double l_959_ = (l_895_ + l_894_);
                                                                double _e2083 = l_mut_61_;
                                                                bool l_960_ = (l_959_ < _e2083);
                                                                l_mut_142_ = l_960_;
                                                                double l_961_ = (l_895_ - l_894_);
                                                                double _e2086 = l_mut_61_;
                                                                bool l_962_ = (l_961_ >= _e2086);
                                                                l_mut_139_ = l_962_;
                                                                double l_963_ = (l_896_ - l_894_);
                                                                double _e2089 = l_mut_38_;
                                                                bool l_964_ = (l_963_ > _e2089);
                                                                l_mut_136_ = l_964_;
                                                                double l_965_ = (l_896_ + l_894_);
                                                                double _e2092 = l_mut_38_;
                                                                bool l_966_ = (l_965_ <= _e2092);
                                                                l_mut_133_ = l_966_;
                                                            }
                                                            l_mut_48_ = 2u;
                                                            bool _e2095 = l_mut_139_;
                                                            if (!(_e2095)) {
                                                                bool _e2099 = l_mut_133_;
                                                                local_55 = _e2099;
                                                            } else {
                                                                local_55 = true;
                                                            }
                                                            bool l_967_ = local_55;
                                                            if (l_967_) {
                                                                l_mut_48_ = 1u;
                                                            } else {
                                                                bool _e2103 = l_mut_142_;
                                                                if (_e2103) {
                                                                    bool _e2106 = l_mut_136_;
                                                                    local_56 = _e2106;
                                                                } else {
                                                                    local_56 = false;
                                                                }
                                                                bool l_968_ = local_56;
                                                                if (l_968_) {
                                                                    l_mut_48_ = 0u;
                                                                }
                                                            }
                                                            uint l_969_ = asuint(l_15_);
                                                            uint l_970_ = (l_969_ & 2147483647u);
                                                            bool l_971_ = (l_970_ == 0u);
                                                            if (l_971_) {
                                                                double l_972_ = (l_895_ + l_894_);
                                                                bool l_973_ = (l_972_ < 1.1754943508222875e-38L);
                                                                double l_974_ = (l_896_ - l_894_);
                                                                bool l_975_ = (l_974_ > -1.1754943508222875e-38L);
                                                                if (l_973_) {
                                                                    local_57 = l_975_;
                                                                } else {
                                                                    local_57 = false;
                                                                }
                                                                bool l_976_ = local_57;
                                                                double l_977_ = (l_895_ - l_894_);
                                                                bool l_978_ = (l_977_ < 1.1754943508222875e-38L);
                                                                double l_979_ = (l_896_ + l_894_);
                                                                bool l_980_ = (l_979_ > -1.1754943508222875e-38L);
                                                                if (l_978_) {
                                                                    local_58 = l_980_;
                                                                } else {
                                                                    local_58 = false;
                                                                }
                                                                bool l_981_ = local_58;
                                                                if (l_976_) {
                                                                    l_mut_48_ = 0u;
                                                                } else {
                                                                    uint _e2136 = l_mut_48_;
                                                                    bool l_982_ = (_e2136 == 1u);
                                                                    if (l_981_) {
                                                                        local_59 = l_982_;
                                                                    } else {
                                                                        local_59 = false;
                                                                    }
                                                                    bool l_983_ = local_59;
                                                                    if (l_983_) {
                                                                        l_mut_48_ = 2u;
                                                                    }
                                                                }
                                                            }
                                                            uint _e2144 = l_mut_48_;
                                                            l_mut_87_ = _e2144;
                                                        }
                                                        uint _e2145 = l_mut_87_;
                                                        l_mut_31_ = _e2145;
                                                    }
                                                } else {
                                                    bool l_984_ = (l_9_ == 9u);
                                                    if (l_984_) {
                                                        a_985_[0] = 1u;
                                                        double l_986_ = sqrt(l_26_);
                                                        double l_987_ = (1.0L / l_986_);
                                                        double l_988_ = (l_987_ * 1.4551915228366852e-11L);
                                                        double l_989_ = abs(l_987_);
                                                        l_mut_122_ = 1.401298464324817e-45L;
                                                        bool l_990_ = (l_989_ >= 1.1754943508222875e-38L);
                                                        bool l_991_ = (l_989_ <= 1.7976931348623157e308L);
                                                        if (l_990_) {
                                                            local_60 = l_991_;
                                                        } else {
                                                            local_60 = false;
                                                        }
                                                        bool l_992_ = local_60;
                                                        if (l_992_) {
                                                            uint64_t l_993_ = l_989_;
                                                            uint64_t l_994_ = (l_993_ >> uint(52uL));
                                                            uint64_t l_995_ = (l_994_ - 23uL);
                                                            uint64_t l_996_ = (l_995_ << uint(52uL));
                                                            double l_997_ = l_996_;
                                                            l_mut_122_ = l_997_;
                                                        }
                                                        double l_998_ = (l_987_ - l_988_);
                                                        double l_999_ = abs(l_998_);
                                                        l_mut_61_ = 1.401298464324817e-45L;
                                                        bool l_1000_ = (l_999_ >= 1.1754943508222875e-38L);
                                                        bool l_1001_ = (l_999_ <= 1.7976931348623157e308L);
                                                        if (l_1000_) {
                                                            local_61 = l_1001_;
                                                        } else {
                                                            local_61 = false;
                                                        }
                                                        bool l_1002_ = local_61;
                                                        if (l_1002_) {
                                                            uint64_t l_1003_ = l_999_;
                                                            uint64_t l_1004_ = (l_1003_ >> uint(52uL));
                                                            uint64_t l_1005_ = (l_1004_ - 23uL);
                                                            uint64_t l_1006_ = (l_1005_ << uint(52uL));
                                                            double l_1007_ = l_1006_;
                                                            l_mut_61_ = l_1007_;
                                                        }
                                                        double l_1008_ = (l_987_ + l_988_);
                                                        double l_1009_ = abs(l_1008_);
                                                        l_mut_38_ = 1.401298464324817e-45L;
                                                        bool l_1010_ = (l_1009_ >= 1.1754943508222875e-38L);
                                                        bool l_1011_ = (l_1009_ <= 1.7976931348623157e308L);
                                                        if (l_1010_) {
                                                            local_62 = l_1011_;
                                                        } else {
                                                            local_62 = false;
                                                        }
                                                        bool l_1012_ = local_62;
                                                        if (l_1012_) {
                                                            uint64_t l_1013_ = l_1009_;
                                                            uint64_t l_1014_ = (l_1013_ >> uint(52uL));
                                                            uint64_t l_1015_ = (l_1014_ - 23uL);
                                                            uint64_t l_1016_ = (l_1015_ << uint(52uL));
                                                            double l_1017_ = l_1016_;
                                                            l_mut_38_ = l_1017_;
                                                        }
                                                        double _e2223 = l_mut_61_;
                                                        double _e2224 = l_mut_38_;
                                                        bool l_1018_ = (_e2223 == _e2224);
                                                        bool l_1019_ = !(l_1018_);
                                                        if (l_1019_) {
                                                            a_985_[0] = 0u;
                                                        }
                                                        double _e2229 = l_mut_122_;
                                                        double l_1020_ = (l_19_ * _e2229);
                                                        double l_1021_ = (l_987_ - l_1020_);
                                                        l_mut_61_ = l_1021_;
                                                        if (l_13_) {
                                                            double l_1022_ = (l_1021_ - l_988_);
                                                            double l_1023_ = (l_1022_ * 7.1362384635298e44L);
                                                            double l_1024_ = floor(l_1023_);
                                                            double l_1025_ = (l_1024_ * 1.401298464324817e-45L);
                                                            l_mut_38_ = l_1025_;
                                                            double l_1026_ = abs(l_1022_);
                                                            bool l_1027_ = (l_1026_ >= 1.1754943508222875e-38L);
                                                            if (l_1027_) {
                                                                float l_1028_ = float(l_1022_);
                                                                double l_1029_ = double(l_1028_);
                                                                l_mut_38_ = l_1029_;
                                                                double _e2243 = l_mut_38_;
                                                                bool l_1030_ = (_e2243 > l_1022_);
                                                                if (l_1030_) {
                                                                    uint l_1031_ = asuint(l_1028_);
                                                                    uint l_1032_ = (l_1031_ ^ 2147483648u);
                                                                    float l_1033_ = asfloat(l_1032_);
                                                                    uint l_1034_ = asuint(l_1033_);
                                                                    uint l_1035_ = (l_1034_ + 1u);
                                                                    l_mut_87_ = l_1035_;
                                                                    uint l_1036_ = (l_1034_ & 2147483647u);
                                                                    bool l_1037_ = (l_1036_ == 0u);
                                                                    if (l_1037_) {
                                                                        l_mut_87_ = 1u;
                                                                    } else {
                                                                        uint l_1038_ = (l_1034_ & 2147483648u);
                                                                        bool l_1039_ = (l_1038_ != 0u);
                                                                        if (l_1039_) {
                                                                            uint l_1040_ = (l_1034_ - 1u);
                                                                            l_mut_87_ = l_1040_;
                                                                        } else {
                                                                            bool l_1041_ = (l_1034_ == 2139095040u);
                                                                            if (l_1041_) {
                                                                                l_mut_87_ = l_1034_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2265 = l_mut_87_;
                                                                    float l_1042_ = asfloat(_e2265);
                                                                    uint l_1043_ = asuint(l_1042_);
                                                                    uint l_1044_ = (l_1043_ ^ 2147483648u);
                                                                    float l_1045_ = asfloat(l_1044_);
                                                                    uint l_1046_ = asuint(l_1045_);
                                                                    double l_1047_ = double(l_1045_);
                                                                    l_mut_1048_ = l_1047_;
                                                                    uint l_1049_ = (l_1046_ & 2139095040u);
                                                                    bool l_1050_ = (l_1049_ == 0u);
                                                                    if (l_1050_) {
                                                                        uint l_1051_ = (l_1046_ & 8388607u);
                                                                        double l_1052_ = double(l_1051_);
                                                                        double l_1053_ = (l_1052_ * 1.401298464324817e-45L);
                                                                        l_mut_1048_ = l_1053_;
                                                                        uint l_1054_ = (l_1046_ >> 31u);
                                                                        bool l_1055_ = (l_1054_ == 1u);
                                                                        if (l_1055_) {
                                                                            double _e2286 = l_mut_1048_;
                                                                            double l_1056_ = -(_e2286);
                                                                            l_mut_1048_ = l_1056_;
                                                                        }
                                                                    }
                                                                    double _e2288 = l_mut_1048_;
                                                                    l_mut_38_ = _e2288;
                                                                } else {
                                                                    uint l_1057_ = asuint(l_1028_);
                                                                    uint l_1058_ = (l_1057_ + 1u);
                                                                    l_mut_87_ = l_1058_;
                                                                    uint l_1059_ = (l_1057_ & 2147483647u);
                                                                    bool l_1060_ = (l_1059_ == 0u);
                                                                    if (l_1060_) {
                                                                        l_mut_87_ = 1u;
                                                                    } else {
                                                                        uint l_1061_ = (l_1057_ & 2147483648u);
                                                                        bool l_1062_ = (l_1061_ != 0u);
                                                                        if (l_1062_) {
                                                                            uint l_1063_ = (l_1057_ - 1u);
                                                                            l_mut_87_ = l_1063_;
                                                                        } else {
                                                                            bool l_1064_ = (l_1057_ == 2139095040u);
                                                                            if (l_1064_) {
                                                                                l_mut_87_ = l_1057_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2305 = l_mut_87_;
                                                                    float l_1065_ = asfloat(_e2305);
                                                                    uint l_1066_ = asuint(l_1065_);
                                                                    double l_1067_ = double(l_1065_);
                                                                    l_mut_1048_ = l_1067_;
                                                                    uint l_1068_ = (l_1066_ & 2139095040u);
                                                                    bool l_1069_ = (l_1068_ == 0u);
                                                                    if (l_1069_) {
                                                                        uint l_1070_ = (l_1066_ & 8388607u);
                                                                        double l_1071_ = double(l_1070_);
                                                                        double l_1072_ = (l_1071_ * 1.401298464324817e-45L);
                                                                        l_mut_1048_ = l_1072_;
                                                                        uint l_1073_ = (l_1066_ >> 31u);
                                                                        bool l_1074_ = (l_1073_ == 1u);
                                                                        if (l_1074_) {
                                                                            double _e2322 = l_mut_1048_;
                                                                            double l_1075_ = -(_e2322);
                                                                            l_mut_1048_ = l_1075_;
                                                                        }
                                                                    }
                                                                    double _e2324 = l_mut_1048_;
                                                                    bool l_1076_ = (_e2324 <= l_1022_);
                                                                    if (l_1076_) {
                                                                        uint l_1077_ = asuint(l_1028_);
                                                                        uint l_1078_ = (l_1077_ + 1u);
                                                                        l_mut_87_ = l_1078_;
                                                                        uint l_1079_ = (l_1077_ & 2147483647u);
                                                                        bool l_1080_ = (l_1079_ == 0u);
                                                                        if (l_1080_) {
                                                                            l_mut_87_ = 1u;
                                                                        } else {
                                                                            uint l_1081_ = (l_1077_ & 2147483648u);
                                                                            bool l_1082_ = (l_1081_ != 0u);
                                                                            if (l_1082_) {
                                                                                uint l_1083_ = (l_1077_ - 1u);
                                                                                l_mut_87_ = l_1083_;
                                                                            } else {
                                                                                bool l_1084_ = (l_1077_ == 2139095040u);
                                                                                if (l_1084_) {
                                                                                    l_mut_87_ = l_1077_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e2342 = l_mut_87_;
                                                                        float l_1085_ = asfloat(_e2342);
                                                                        uint l_1086_ = asuint(l_1085_);
                                                                        double l_1087_ = double(l_1085_);
                                                                        l_mut_1048_ = l_1087_;
                                                                        uint l_1088_ = (l_1086_ & 2139095040u);
                                                                        bool l_1089_ = (l_1088_ == 0u);
                                                                        if (l_1089_) {
                                                                            uint l_1090_ = (l_1086_ & 8388607u);
                                                                            double l_1091_ = double(l_1090_);
                                                                            double l_1092_ = (l_1091_ * 1.401298464324817e-45L);
                                                                            l_mut_1048_ = l_1092_;
                                                                            uint l_1093_ = (l_1086_ >> 31u);
                                                                            bool l_1094_ = (l_1093_ == 1u);
                                                                            if (l_1094_) {
                                                                                double _e2359 = l_mut_1048_;
                                                                                double l_1095_ = -(_e2359);
                                                                                l_mut_1048_ = l_1095_;
                                                                            }
                                                                        }
                                                                        double _e2361 = l_mut_1048_;
                                                                        l_mut_38_ = _e2361;
                                                                    }
                                                                }
                                                            }
                                                            double l_1096_ = (l_1021_ + l_988_);
                                                            double l_1097_ = (l_1096_ * 7.1362384635298e44L);
                                                            double l_1098_ = floor(l_1097_);
                                                            double l_1099_ = (l_1098_ * 1.401298464324817e-45L);
                                                            l_mut_1048_ = l_1099_;
                                                            double l_1100_ = abs(l_1096_);
                                                            bool l_1101_ = (l_1100_ >= 1.1754943508222875e-38L);
                                                            if (l_1101_) {
                                                                float l_1102_ = float(l_1096_);
                                                                double l_1103_ = double(l_1102_);
                                                                l_mut_1048_ = l_1103_;
                                                                double _e2373 = l_mut_1048_;
                                                                bool l_1104_ = (_e2373 > l_1096_);
                                                                if (l_1104_) {
                                                                    uint l_1105_ = asuint(l_1102_);
                                                                    uint l_1106_ = (l_1105_ ^ 2147483648u);
                                                                    float l_1107_ = asfloat(l_1106_);
                                                                    uint l_1108_ = asuint(l_1107_);
                                                                    uint l_1109_ = (l_1108_ + 1u);
                                                                    l_mut_87_ = l_1109_;
                                                                    uint l_1110_ = (l_1108_ & 2147483647u);
                                                                    bool l_1111_ = (l_1110_ == 0u);
                                                                    if (l_1111_) {
                                                                        l_mut_87_ = 1u;
                                                                    } else {
                                                                        uint l_1112_ = (l_1108_ & 2147483648u);
                                                                        bool l_1113_ = (l_1112_ != 0u);
                                                                        if (l_1113_) {
                                                                            uint l_1114_ = (l_1108_ - 1u);
                                                                            l_mut_87_ = l_1114_;
                                                                        } else {
                                                                            bool l_1115_ = (l_1108_ == 2139095040u);
                                                                            if (l_1115_) {
                                                                                l_mut_87_ = l_1108_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2395 = l_mut_87_;
                                                                    float l_1116_ = asfloat(_e2395);
                                                                    uint l_1117_ = asuint(l_1116_);
                                                                    uint l_1118_ = (l_1117_ ^ 2147483648u);
                                                                    float l_1119_ = asfloat(l_1118_);
                                                                    uint l_1120_ = asuint(l_1119_);
                                                                    double l_1121_ = double(l_1119_);
                                                                    l_mut_1122_ = l_1121_;
                                                                    uint l_1123_ = (l_1120_ & 2139095040u);
                                                                    bool l_1124_ = (l_1123_ == 0u);
                                                                    if (l_1124_) {
                                                                        uint l_1125_ = (l_1120_ & 8388607u);
                                                                        double l_1126_ = double(l_1125_);
                                                                        double l_1127_ = (l_1126_ * 1.401298464324817e-45L);
                                                                        l_mut_1122_ = l_1127_;
                                                                        uint l_1128_ = (l_1120_ >> 31u);
                                                                        bool l_1129_ = (l_1128_ == 1u);
                                                                        if (l_1129_) {
                                                                            double _e2416 = l_mut_1122_;
                                                                            double l_1130_ = -(_e2416);
                                                                            l_mut_1122_ = l_1130_;
                                                                        }
                                                                    }
                                                                    double _e2418 = l_mut_1122_;
                                                                    l_mut_1048_ = _e2418;
                                                                } else {
                                                                    uint l_1131_ = asuint(l_1102_);
                                                                    uint l_1132_ = (l_1131_ + 1u);
                                                                    l_mut_87_ = l_1132_;
                                                                    uint l_1133_ = (l_1131_ & 2147483647u);
                                                                    bool l_1134_ = (l_1133_ == 0u);
                                                                    if (l_1134_) {
                                                                        l_mut_87_ = 1u;
                                                                    } else {
                                                                        uint l_1135_ = (l_1131_ & 2147483648u);
                                                                        bool l_1136_ = (l_1135_ != 0u);
                                                                        if (l_1136_) {
                                                                            uint l_1137_ = (l_1131_ - 1u);
                                                                            l_mut_87_ = l_1137_;
                                                                        } else {
                                                                            bool l_1138_ = (l_1131_ == 2139095040u);
                                                                            if (l_1138_) {
                                                                                l_mut_87_ = l_1131_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2435 = l_mut_87_;
                                                                    float l_1139_ = asfloat(_e2435);
                                                                    uint l_1140_ = asuint(l_1139_);
                                                                    double l_1141_ = double(l_1139_);
                                                                    l_mut_1122_ = l_1141_;
                                                                    uint l_1142_ = (l_1140_ & 2139095040u);
                                                                    bool l_1143_ = (l_1142_ == 0u);
                                                                    if (l_1143_) {
                                                                        uint l_1144_ = (l_1140_ & 8388607u);
                                                                        double l_1145_ = double(l_1144_);
                                                                        double l_1146_ = (l_1145_ * 1.401298464324817e-45L);
                                                                        l_mut_1122_ = l_1146_;
                                                                        uint l_1147_ = (l_1140_ >> 31u);
                                                                        bool l_1148_ = (l_1147_ == 1u);
                                                                        if (l_1148_) {
                                                                            double _e2452 = l_mut_1122_;
                                                                            double l_1149_ = -(_e2452);
                                                                            l_mut_1122_ = l_1149_;
                                                                        }
                                                                    }
                                                                    double _e2454 = l_mut_1122_;
                                                                    bool l_1150_ = (_e2454 <= l_1096_);
                                                                    if (l_1150_) {
                                                                        uint l_1151_ = asuint(l_1102_);
                                                                        uint l_1152_ = (l_1151_ + 1u);
                                                                        l_mut_87_ = l_1152_;
                                                                        uint l_1153_ = (l_1151_ & 2147483647u);
                                                                        bool l_1154_ = (l_1153_ == 0u);
                                                                        if (l_1154_) {
                                                                            l_mut_87_ = 1u;
                                                                        } else {
                                                                            uint l_1155_ = (l_1151_ & 2147483648u);
                                                                            bool l_1156_ = (l_1155_ != 0u);
                                                                            if (l_1156_) {
                                                                                uint l_1157_ = (l_1151_ - 1u);
                                                                                l_mut_87_ = l_1157_;
                                                                            } else {
                                                                                bool l_1158_ = (l_1151_ == 2139095040u);
                                                                                if (l_1158_) {
                                                                                    l_mut_87_ = l_1151_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e2472 = l_mut_87_;
                                                                        float l_1159_ = asfloat(_e2472);
                                                                        uint l_1160_ = asuint(l_1159_);
                                                                        double l_1161_ = double(l_1159_);
                                                                        l_mut_1122_ = l_1161_;
                                                                        uint l_1162_ = (l_1160_ & 2139095040u);
                                                                        bool l_1163_ = (l_1162_ == 0u);
                                                                        if (l_1163_) {
                                                                            uint l_1164_ = (l_1160_ & 8388607u);
                                                                            double l_1165_ = double(l_1164_);
                                                                            double l_1166_ = (l_1165_ * 1.401298464324817e-45L);
                                                                            l_mut_1122_ = l_1166_;
                                                                            uint l_1167_ = (l_1160_ >> 31u);
                                                                            bool l_1168_ = (l_1167_ == 1u);
                                                                            if (l_1168_) {
                                                                                double _e2489 = l_mut_1122_;
                                                                                double l_1169_ = -(_e2489);
                                                                                l_mut_1122_ = l_1169_;
                                                                            }
                                                                        }
                                                                        double _e2491 = l_mut_1122_;
                                                                        l_mut_1048_ = _e2491;
                                                                    }
                                                                }
                                                            }
                                                            double _e2492 = l_mut_38_;
                                                            double _e2493 = l_mut_1048_;
                                                            bool l_1170_ = (_e2492 == _e2493);
                                                            bool l_1171_ = !(l_1170_);
                                                            if (l_1171_) {
                                                                a_985_[0] = 0u;
                                                            }
                                                            double l_1172_ = (l_1021_ * 7.1362384635298e44L);
                                                            double l_1173_ = floor(l_1172_);
                                                            double l_1174_ = (l_1173_ * 1.401298464324817e-45L);
                                                            l_mut_1122_ = l_1174_;
                                                            double l_1175_ = abs(l_1021_);
                                                            bool l_1176_ = (l_1175_ >= 1.1754943508222875e-38L);
                                                            if (l_1176_) {
                                                                float l_1177_ = float(l_1021_);
                                                                double l_1178_ = double(l_1177_);
                                                                l_mut_1122_ = l_1178_;
                                                                double _e2508 = l_mut_1122_;
                                                                bool l_1179_ = (_e2508 > l_1021_);
                                                                if (l_1179_) {
                                                                    uint l_1180_ = asuint(l_1177_);
                                                                    uint l_1181_ = (l_1180_ ^ 2147483648u);
                                                                    float l_1182_ = asfloat(l_1181_);
                                                                    uint l_1183_ = asuint(l_1182_);
                                                                    uint l_1184_ = (l_1183_ + 1u);
                                                                    l_mut_87_ = l_1184_;
                                                                    uint l_1185_ = (l_1183_ & 2147483647u);
                                                                    bool l_1186_ = (l_1185_ == 0u);
                                                                    if (l_1186_) {
                                                                        l_mut_87_ = 1u;
                                                                    } else {
                                                                        uint l_1187_ = (l_1183_ & 2147483648u);
                                                                        bool l_1188_ = (l_1187_ != 0u);
                                                                        if (l_1188_) {
                                                                            uint l_1189_ = (l_1183_ - 1u);
                                                                            l_mut_87_ = l_1189_;
                                                                        } else {
                                                                            bool l_1190_ = (l_1183_ == 2139095040u);
                                                                            if (l_1190_) {
                                                                                l_mut_87_ = l_1183_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2530 = l_mut_87_;
                                                                    float l_1191_ = asfloat(_e2530);
                                                                    uint l_1192_ = asuint(l_1191_);
                                                                    uint l_1193_ = (l_1192_ ^ 2147483648u);
                                                                    float l_1194_ = asfloat(l_1193_);
                                                                    uint l_1195_ = asuint(l_1194_);
                                                                    double l_1196_ = double(l_1194_);
                                                                    l_mut_1048_ = l_1196_;
                                                                    uint l_1197_ = (l_1195_ & 2139095040u);
                                                                    bool l_1198_ = (l_1197_ == 0u);
                                                                    if (l_1198_) {
                                                                        uint l_1199_ = (l_1195_ & 8388607u);
                                                                        double l_1200_ = double(l_1199_);
                                                                        double l_1201_ = (l_1200_ * 1.401298464324817e-45L);
                                                                        l_mut_1048_ = l_1201_;
                                                                        uint l_1202_ = (l_1195_ >> 31u);
                                                                        bool l_1203_ = (l_1202_ == 1u);
                                                                        if (l_1203_) {
                                                                            double _e2551 = l_mut_1048_;
                                                                            double l_1204_ = -(_e2551);
                                                                            l_mut_1048_ = l_1204_;
                                                                        }
                                                                    }
                                                                    double _e2553 = l_mut_1048_;
                                                                    l_mut_1122_ = _e2553;
                                                                } else {
                                                                    uint l_1205_ = asuint(l_1177_);
                                                                    uint l_1206_ = (l_1205_ + 1u);
                                                                    l_mut_87_ = l_1206_;
                                                                    uint l_1207_ = (l_1205_ & 2147483647u);
                                                                    bool l_1208_ = (l_1207_ == 0u);
                                                                    if (l_1208_) {
                                                                        l_mut_87_ = 1u;
                                                                    } else {
                                                                        uint l_1209_ = (l_1205_ & 2147483648u);
                                                                        bool l_1210_ = (l_1209_ != 0u);
                                                                        if (l_1210_) {
                                                                            uint l_1211_ = (l_1205_ - 1u);
                                                                            l_mut_87_ = l_1211_;
                                                                        } else {
                                                                            bool l_1212_ = (l_1205_ == 2139095040u);
                                                                            if (l_1212_) {
                                                                                l_mut_87_ = l_1205_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2570 = l_mut_87_;
                                                                    float l_1213_ = asfloat(_e2570);
                                                                    uint l_1214_ = asuint(l_1213_);
                                                                    double l_1215_ = double(l_1213_);
                                                                    l_mut_1048_ = l_1215_;
                                                                    uint l_1216_ = (l_1214_ & 2139095040u);
                                                                    bool l_1217_ = (l_1216_ == 0u);
                                                                    if (l_1217_) {
                                                                        uint l_1218_ = (l_1214_ & 8388607u);
                                                                        double l_1219_ = double(l_1218_);
                                                                        double l_1220_ = (l_1219_ * 1.401298464324817e-45L);
                                                                        l_mut_1048_ = l_1220_;
                                                                        uint l_1221_ = (l_1214_ >> 31u);
                                                                        bool l_1222_ = (l_1221_ == 1u);
                                                                        if (l_1222_) {
                                                                            double _e2587 = l_mut_1048_;
                                                                            double l_1223_ = -(_e2587);
                                                                            l_mut_1048_ = l_1223_;
                                                                        }
                                                                    }
                                                                    double _e2589 = l_mut_1048_;
                                                                    bool l_1224_ = (_e2589 <= l_1021_);
                                                                    if (l_1224_) {
                                                                        uint l_1225_ = asuint(l_1177_);
                                                                        uint l_1226_ = (l_1225_ + 1u);
                                                                        l_mut_87_ = l_1226_;
                                                                        uint l_1227_ = (l_1225_ & 2147483647u);
                                                                        bool l_1228_ = (l_1227_ == 0u);
                                                                        if (l_1228_) {
                                                                            l_mut_87_ = 1u;
                                                                        } else {
                                                                            uint l_1229_ = (l_1225_ & 2147483648u);
                                                                            bool l_1230_ = (l_1229_ != 0u);
                                                                            if (l_1230_) {
                                                                                uint l_1231_ = (l_1225_ - 1u);
                                                                                l_mut_87_ = l_1231_;
                                                                            } else {
                                                                                bool l_1232_ = (l_1225_ == 2139095040u);
                                                                                if (l_1232_) {
                                                                                    l_mut_87_ = l_1225_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e2607 = l_mut_87_;
                                                                        float l_1233_ = asfloat(_e2607);
                                                                        uint l_1234_ = asuint(l_1233_);
                                                                        double l_1235_ = double(l_1233_);
                                                                        l_mut_1048_ = l_1235_;
                                                                        uint l_1236_ = (l_1234_ & 2139095040u);
                                                                        bool l_1237_ = (l_1236_ == 0u);
                                                                        if (l_1237_) {
                                                                            uint l_1238_ = (l_1234_ & 8388607u);
                                                                            double l_1239_ = double(l_1238_);
                                                                            double l_1240_ = (l_1239_ * 1.401298464324817e-45L);
                                                                            l_mut_1048_ = l_1240_;
                                                                            uint l_1241_ = (l_1234_ >> 31u);
                                                                            bool l_1242_ = (l_1241_ == 1u);
                                                                            if (l_1242_) {
                                                                                double _e2624 = l_mut_1048_;
                                                                                double l_1243_ = -(_e2624);
                                                                                l_mut_1048_ = l_1243_;
                                                                            }
                                                                        }
                                                                        double _e2626 = l_mut_1048_;
                                                                        l_mut_1122_ = _e2626;
                                                                    }
                                                                }
                                                            }
                                                            double _e2627 = l_mut_1122_;
                                                            l_mut_61_ = _e2627;
                                                        }
                                                        double _e2628 = l_mut_122_;
                                                        double l_1244_ = (l_19_ * _e2628);
                                                        double l_1245_ = (l_987_ + l_1244_);
                                                        l_mut_1122_ = l_1245_;
                                                        if (l_13_) {
                                                            double l_1246_ = (l_1245_ - l_988_);
                                                            double l_1247_ = (l_1246_ * 7.1362384635298e44L);
                                                            double l_1248_ = floor(l_1247_);
                                                            double l_1249_ = (l_1248_ * 1.401298464324817e-45L);
                                                            l_mut_1048_ = l_1249_;
                                                            double l_1250_ = abs(l_1246_);
                                                            bool l_1251_ = (l_1250_ >= 1.1754943508222875e-38L);
                                                            if (l_1251_) {
                                                                float l_1252_ = float(l_1246_);
                                                                double l_1253_ = double(l_1252_);
                                                                l_mut_1048_ = l_1253_;
                                                                double _e2642 = l_mut_1048_;
                                                                bool l_1254_ = (_e2642 > l_1246_);
                                                                if (l_1254_) {
                                                                    uint l_1255_ = asuint(l_1252_);
                                                                    uint l_1256_ = (l_1255_ ^ 2147483648u);
                                                                    float l_1257_ = asfloat(l_1256_);
                                                                    uint l_1258_ = asuint(l_1257_);
                                                                    uint l_1259_ = (l_1258_ + 1u);
                                                                    l_mut_87_ = l_1259_;
                                                                    uint l_1260_ = (l_1258_ & 2147483647u);
                                                                    bool l_1261_ = (l_1260_ == 0u);
                                                                    if (l_1261_) {
                                                                        l_mut_87_ = 1u;
                                                                    } else {
                                                                        uint l_1262_ = (l_1258_ & 2147483648u);
                                                                        bool l_1263_ = (l_1262_ != 0u);
                                                                        if (l_1263_) {
                                                                            uint l_1264_ = (l_1258_ - 1u);
                                                                            l_mut_87_ = l_1264_;
                                                                        } else {
                                                                            bool l_1265_ = (l_1258_ == 2139095040u);
                                                                            if (l_1265_) {
                                                                                l_mut_87_ = l_1258_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2664 = l_mut_87_;
                                                                    float l_1266_ = asfloat(_e2664);
                                                                    uint l_1267_ = asuint(l_1266_);
                                                                    uint l_1268_ = (l_1267_ ^ 2147483648u);
                                                                    float l_1269_ = asfloat(l_1268_);
                                                                    uint l_1270_ = asuint(l_1269_);
                                                                    double l_1271_ = double(l_1269_);
                                                                    l_mut_122_ = l_1271_;
                                                                    uint l_1272_ = (l_1270_ & 2139095040u);
                                                                    bool l_1273_ = (l_1272_ == 0u);
                                                                    if (l_1273_) {
                                                                        uint l_1274_ = (l_1270_ & 8388607u);
                                                                        double l_1275_ = double(l_1274_);
                                                                        double l_1276_ = (l_1275_ * 1.401298464324817e-45L);
                                                                        l_mut_122_ = l_1276_;
                                                                        uint l_1277_ = (l_1270_ >> 31u);
                                                                        bool l_1278_ = (l_1277_ == 1u);
                                                                        if (l_1278_) {
                                                                            double _e2685 = l_mut_122_;
                                                                            double l_1279_ = -(_e2685);
                                                                            l_mut_122_ = l_1279_;
                                                                        }
                                                                    }
                                                                    double _e2687 = l_mut_122_;
                                                                    l_mut_1048_ = _e2687;
                                                                } else {
                                                                    uint l_1280_ = asuint(l_1252_);
                                                                    uint l_1281_ = (l_1280_ + 1u);
                                                                    l_mut_87_ = l_1281_;
                                                                    uint l_1282_ = (l_1280_ & 2147483647u);
                                                                    bool l_1283_ = (l_1282_ == 0u);
                                                                    if (l_1283_) {
                                                                        l_mut_87_ = 1u;
                                                                    } else {
                                                                        uint l_1284_ = (l_1280_ & 2147483648u);
                                                                        bool l_1285_ = (l_1284_ != 0u);
                                                                        if (l_1285_) {
                                                                            uint l_1286_ = (l_1280_ - 1u);
                                                                            l_mut_87_ = l_1286_;
                                                                        } else {
                                                                            bool l_1287_ = (l_1280_ == 2139095040u);
                                                                            if (l_1287_) {
                                                                                l_mut_87_ = l_1280_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2704 = l_mut_87_;
                                                                    float l_1288_ = asfloat(_e2704);
                                                                    uint l_1289_ = asuint(l_1288_);
                                                                    double l_1290_ = double(l_1288_);
                                                                    l_mut_122_ = l_1290_;
                                                                    uint l_1291_ = (l_1289_ & 2139095040u);
                                                                    bool l_1292_ = (l_1291_ == 0u);
                                                                    if (l_1292_) {
                                                                        uint l_1293_ = (l_1289_ & 8388607u);
                                                                        double l_1294_ = double(l_1293_);
                                                                        double l_1295_ = (l_1294_ * 1.401298464324817e-45L);
                                                                        l_mut_122_ = l_1295_;
                                                                        uint l_1296_ = (l_1289_ >> 31u);
                                                                        bool l_1297_ = (l_1296_ == 1u);
                                                                        if (l_1297_) {
                                                                            double _e2721 = l_mut_122_;
                                                                            double l_1298_ = -(_e2721);
                                                                            l_mut_122_ = l_1298_;
                                                                        }
                                                                    }
                                                                    double _e2723 = l_mut_122_;
                                                                    bool l_1299_ = (_e2723 <= l_1246_);
                                                                    if (l_1299_) {
                                                                        uint l_1300_ = asuint(l_1252_);
                                                                        uint l_1301_ = (l_1300_ + 1u);
                                                                        l_mut_87_ = l_1301_;
                                                                        uint l_1302_ = (l_1300_ & 2147483647u);
                                                                        bool l_1303_ = (l_1302_ == 0u);
                                                                        if (l_1303_) {
                                                                            l_mut_87_ = 1u;
                                                                        } else {
                                                                            uint l_1304_ = (l_1300_ & 2147483648u);
                                                                            bool l_1305_ = (l_1304_ != 0u);
                                                                            if (l_1305_) {
                                                                                uint l_1306_ = (l_1300_ - 1u);
                                                                                l_mut_87_ = l_1306_;
                                                                            } else {
                                                                                bool l_1307_ = (l_1300_ == 2139095040u);
                                                                                if (l_1307_) {
                                                                                    l_mut_87_ = l_1300_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e2741 = l_mut_87_;
                                                                        float l_1308_ = asfloat(_e2741);
                                                                        uint l_1309_ = asuint(l_1308_);
                                                                        double l_1310_ = double(l_1308_);
                                                                        l_mut_122_ = l_1310_;
                                                                        uint l_1311_ = (l_1309_ & 2139095040u);
                                                                        bool l_1312_ = (l_1311_ == 0u);
                                                                        if (l_1312_) {
                                                                            uint l_1313_ = (l_1309_ & 8388607u);
                                                                            double l_1314_ = double(l_1313_);
                                                                            double l_1315_ = (l_1314_ * 1.401298464324817e-45L);
                                                                            l_mut_122_ = l_1315_;
                                                                            uint l_1316_ = (l_1309_ >> 31u);
                                                                            bool l_1317_ = (l_1316_ == 1u);
                                                                            if (l_1317_) {
                                                                                double _e2758 = l_mut_122_;
                                                                                double l_1318_ = -(_e2758);
                                                                                l_mut_122_ = l_1318_;
                                                                            }
                                                                        }
                                                                        double _e2760 = l_mut_122_;
                                                                        l_mut_1048_ = _e2760;
                                                                    }
                                                                }
                                                            }
                                                            double l_1319_ = (l_1245_ + l_988_);
                                                            double l_1320_ = (l_1319_ * 7.1362384635298e44L);
                                                            double l_1321_ = floor(l_1320_);
                                                            double l_1322_ = (l_1321_ * 1.401298464324817e-45L);
                                                            l_mut_122_ = l_1322_;
                                                            double l_1323_ = abs(l_1319_);
                                                            bool l_1324_ = (l_1323_ >= 1.1754943508222875e-38L);
                                                            if (l_1324_) {
                                                                float l_1325_ = float(l_1319_);
                                                                double l_1326_ = double(l_1325_);
                                                                l_mut_122_ = l_1326_;
                                                                double _e2772 = l_mut_122_;
                                                                bool l_1327_ = (_e2772 > l_1319_);
                                                                if (l_1327_) {
                                                                    uint l_1328_ = asuint(l_1325_);
                                                                    uint l_1329_ = (l_1328_ ^ 2147483648u);
                                                                    float l_1330_ = asfloat(l_1329_);
                                                                    uint l_1331_ = asuint(l_1330_);
                                                                    uint l_1332_ = (l_1331_ + 1u);
                                                                    l_mut_87_ = l_1332_;
                                                                    uint l_1333_ = (l_1331_ & 2147483647u);
                                                                    bool l_1334_ = (l_1333_ == 0u);
                                                                    if (l_1334_) {
                                                                        l_mut_87_ = 1u;
                                                                    } else {
                                                                        uint l_1335_ = (l_1331_ & 2147483648u);
                                                                        bool l_1336_ = (l_1335_ != 0u);
                                                                        if (l_1336_) {
                                                                            uint l_1337_ = (l_1331_ - 1u);
                                                                            l_mut_87_ = l_1337_;
                                                                        } else {
                                                                            bool l_1338_ = (l_1331_ == 2139095040u);
                                                                            if (l_1338_) {
                                                                                l_mut_87_ = l_1331_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2794 = l_mut_87_;
                                                                    float l_1339_ = asfloat(_e2794);
                                                                    uint l_1340_ = asuint(l_1339_);
                                                                    uint l_1341_ = (l_1340_ ^ 2147483648u);
                                                                    float l_1342_ = asfloat(l_1341_);
                                                                    uint l_1343_ = asuint(l_1342_);
                                                                    double l_1344_ = double(l_1342_);
                                                                    l_mut_38_ = l_1344_;
                                                                    uint l_1345_ = (l_1343_ & 2139095040u);
                                                                    bool l_1346_ = (l_1345_ == 0u);
                                                                    if (l_1346_) {
                                                                        uint l_1347_ = (l_1343_ & 8388607u);
                                                                        double l_1348_ = double(l_1347_);
                                                                        double l_1349_ = (l_1348_ * 1.401298464324817e-45L);
                                                                        l_mut_38_ = l_1349_;
                                                                        uint l_1350_ = (l_1343_ >> 31u);
                                                                        bool l_1351_ = (l_1350_ == 1u);
                                                                        if (l_1351_) {
                                                                            double _e2815 = l_mut_38_;
                                                                            double l_1352_ = -(_e2815);
                                                                            l_mut_38_ = l_1352_;
                                                                        }
                                                                    }
                                                                    double _e2817 = l_mut_38_;
                                                                    l_mut_122_ = _e2817;
                                                                } else {
                                                                    uint l_1353_ = asuint(l_1325_);
                                                                    uint l_1354_ = (l_1353_ + 1u);
                                                                    l_mut_87_ = l_1354_;
                                                                    uint l_1355_ = (l_1353_ & 2147483647u);
                                                                    bool l_1356_ = (l_1355_ == 0u);
                                                                    if (l_1356_) {
                                                                        l_mut_87_ = 1u;
                                                                    } else {
                                                                        uint l_1357_ = (l_1353_ & 2147483648u);
                                                                        bool l_1358_ = (l_1357_ != 0u);
                                                                        if (l_1358_) {
                                                                            uint l_1359_ = (l_1353_ - 1u);
                                                                            l_mut_87_ = l_1359_;
                                                                        } else {
                                                                            bool l_1360_ = (l_1353_ == 2139095040u);
                                                                            if (l_1360_) {
                                                                                l_mut_87_ = l_1353_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2834 = l_mut_87_;
                                                                    float l_1361_ = asfloat(_e2834);
                                                                    uint l_1362_ = asuint(l_1361_);
                                                                    double l_1363_ = double(l_1361_);
                                                                    l_mut_38_ = l_1363_;
                                                                    uint l_1364_ = (l_1362_ & 2139095040u);
                                                                    bool l_1365_ = (l_1364_ == 0u);
                                                                    if (l_1365_) {
                                                                        uint l_1366_ = (l_1362_ & 8388607u);
                                                                        double l_1367_ = double(l_1366_);
                                                                        double l_1368_ = (l_1367_ * 1.401298464324817e-45L);
                                                                        l_mut_38_ = l_1368_;
                                                                        uint l_1369_ = (l_1362_ >> 31u);
                                                                        bool l_1370_ = (l_1369_ == 1u);
                                                                        if (l_1370_) {
                                                                            double _e2851 = l_mut_38_;
                                                                            double l_1371_ = -(_e2851);
                                                                            l_mut_38_ = l_1371_;
                                                                        }
                                                                    }
                                                                    double _e2853 = l_mut_38_;
                                                                    bool l_1372_ = (_e2853 <= l_1319_);
                                                                    if (l_1372_) {
                                                                        uint l_1373_ = asuint(l_1325_);
                                                                        uint l_1374_ = (l_1373_ + 1u);
                                                                        l_mut_87_ = l_1374_;
                                                                        uint l_1375_ = (l_1373_ & 2147483647u);
                                                                        bool l_1376_ = (l_1375_ == 0u);
                                                                        if (l_1376_) {
                                                                            l_mut_87_ = 1u;
                                                                        } else {
                                                                            uint l_1377_ = (l_1373_ & 2147483648u);
                                                                            bool l_1378_ = (l_1377_ != 0u);
                                                                            if (l_1378_) {
                                                                                uint l_1379_ = (l_1373_ - 1u);
                                                                                l_mut_87_ = l_1379_;
                                                                            } else {
                                                                                bool l_1380_ = (l_1373_ == 2139095040u);
                                                                                if (l_1380_) {
                                                                                    l_mut_87_ = l_1373_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e2871 = l_mut_87_;
                                                                        float l_1381_ = asfloat(_e2871);
                                                                        uint l_1382_ = asuint(l_1381_);
                                                                        double l_1383_ = double(l_1381_);
                                                                        l_mut_38_ = l_1383_;
                                                                        uint l_1384_ = (l_1382_ & 2139095040u);
                                                                        bool l_1385_ = (l_1384_ == 0u);
                                                                        if (l_1385_) {
                                                                            uint l_1386_ = (l_1382_ & 8388607u);
                                                                            double l_1387_ = double(l_1386_);
                                                                            double l_1388_ = (l_1387_ * 1.401298464324817e-45L);
                                                                            l_mut_38_ = l_1388_;
                                                                            uint l_1389_ = (l_1382_ >> 31u);
                                                                            bool l_1390_ = (l_1389_ == 1u);
                                                                            if (l_1390_) {
                                                                                double _e2888 = l_mut_38_;
                                                                                double l_1391_ = -(_e2888);
                                                                                l_mut_38_ = l_1391_;
                                                                            }
                                                                        }
                                                                        double _e2890 = l_mut_38_;
                                                                        l_mut_122_ = _e2890;
                                                                    }
                                                                }
                                                            }
                                                            double _e2891 = l_mut_1048_;
                                                            double _e2892 = l_mut_122_;
                                                            bool l_1392_ = (_e2891 == _e2892);
                                                            bool l_1393_ = !(l_1392_);
                                                            if (l_1393_) {
                                                                a_985_[0] = 0u;
                                                            }
                                                            double l_1394_ = -(l_1245_);
                                                            double l_1395_ = (l_1394_ * 7.1362384635298e44L);
                                                            double l_1396_ = floor(l_1395_);
                                                            double l_1397_ = (l_1396_ * 1.401298464324817e-45L);
                                                            l_mut_1048_ = l_1397_;
                                                            double l_1398_ = abs(l_1394_);
                                                            bool l_1399_ = (l_1398_ >= 1.1754943508222875e-38L);
                                                            if (l_1399_) {
                                                                float l_1400_ = float(l_1394_);
                                                                double l_1401_ = double(l_1400_);
                                                                l_mut_1048_ = l_1401_;
                                                                double _e2908 = l_mut_1048_;
                                                                bool l_1402_ = (_e2908 > l_1394_);
                                                                if (l_1402_) {
                                                                    uint l_1403_ = asuint(l_1400_);
                                                                    uint l_1404_ = (l_1403_ ^ 2147483648u);
                                                                    float l_1405_ = asfloat(l_1404_);
                                                                    uint l_1406_ = asuint(l_1405_);
                                                                    uint l_1407_ = (l_1406_ + 1u);
                                                                    l_mut_87_ = l_1407_;
                                                                    uint l_1408_ = (l_1406_ & 2147483647u);
                                                                    bool l_1409_ = (l_1408_ == 0u);
                                                                    if (l_1409_) {
                                                                        l_mut_87_ = 1u;
                                                                    } else {
                                                                        uint l_1410_ = (l_1406_ & 2147483648u);
                                                                        bool l_1411_ = (l_1410_ != 0u);
                                                                        if (l_1411_) {
                                                                            uint l_1412_ = (l_1406_ - 1u);
                                                                            l_mut_87_ = l_1412_;
                                                                        } else {
                                                                            bool l_1413_ = (l_1406_ == 2139095040u);
                                                                            if (l_1413_) {
                                                                                l_mut_87_ = l_1406_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2930 = l_mut_87_;
                                                                    float l_1414_ = asfloat(_e2930);
                                                                    uint l_1415_ = asuint(l_1414_);
                                                                    uint l_1416_ = (l_1415_ ^ 2147483648u);
                                                                    float l_1417_ = asfloat(l_1416_);
                                                                    uint l_1418_ = asuint(l_1417_);
                                                                    double l_1419_ = double(l_1417_);
                                                                    l_mut_122_ = l_1419_;
                                                                    uint l_1420_ = (l_1418_ & 2139095040u);
                                                                    bool l_1421_ = (l_1420_ == 0u);
                                                                    if (l_1421_) {
                                                                        uint l_1422_ = (l_1418_ & 8388607u);
                                                                        double l_1423_ = double(l_1422_);
                                                                        double l_1424_ = (l_1423_ * 1.401298464324817e-45L);
                                                                        l_mut_122_ = l_1424_;
                                                                        uint l_1425_ = (l_1418_ >> 31u);
                                                                        bool l_1426_ = (l_1425_ == 1u);
                                                                        if (l_1426_) {
                                                                            double _e2951 = l_mut_122_;
                                                                            double l_1427_ = -(_e2951);
                                                                            l_mut_122_ = l_1427_;
                                                                        }
                                                                    }
                                                                    double _e2953 = l_mut_122_;
                                                                    l_mut_1048_ = _e2953;
                                                                } else {
                                                                    uint l_1428_ = asuint(l_1400_);
                                                                    uint l_1429_ = (l_1428_ + 1u);
                                                                    l_mut_87_ = l_1429_;
                                                                    uint l_1430_ = (l_1428_ & 2147483647u);
                                                                    bool l_1431_ = (l_1430_ == 0u);
                                                                    if (l_1431_) {
                                                                        l_mut_87_ = 1u;
                                                                    } else {
                                                                        uint l_1432_ = (l_1428_ & 2147483648u);
                                                                        bool l_1433_ = (l_1432_ != 0u);
                                                                        if (l_1433_) {
                                                                            uint l_1434_ = (l_1428_ - 1u);
                                                                            l_mut_87_ = l_1434_;
                                                                        } else {
                                                                            bool l_1435_ = (l_1428_ == 2139095040u);
                                                                            if (l_1435_) {
                                                                                l_mut_87_ = l_1428_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2970 = l_mut_87_;
                                                                    float l_1436_ = asfloat(_e2970);
                                                                    uint l_1437_ = asuint(l_1436_);
                                                                    double l_1438_ = double(l_1436_);
                                                                    l_mut_122_ = l_1438_;
                                                                    uint l_1439_ = (l_1437_ & 2139095040u);
                                                                    bool l_1440_ = (l_1439_ == 0u);
                                                                    if (l_1440_) {
                                                                        uint l_1441_ = (l_1437_ & 8388607u);
                                                                        double l_1442_ = double(l_1441_);
                                                                        double l_1443_ = (l_1442_ * 1.401298464324817e-45L);
                                                                        l_mut_122_ = l_1443_;
                                                                        uint l_1444_ = (l_1437_ >> 31u);
                                                                        bool l_1445_ = (l_1444_ == 1u);
                                                                        if (l_1445_) {
                                                                            double _e2987 = l_mut_122_;
                                                                            double l_1446_ = -(_e2987);
                                                                            l_mut_122_ = l_1446_;
                                                                        }
                                                                    }
                                                                    double _e2989 = l_mut_122_;
                                                                    bool l_1447_ = (_e2989 <= l_1394_);
                                                                    if (l_1447_) {
                                                                        uint l_1448_ = asuint(l_1400_);
                                                                        uint l_1449_ = (l_1448_ + 1u);
                                                                        l_mut_87_ = l_1449_;
                                                                        uint l_1450_ = (l_1448_ & 2147483647u);
                                                                        bool l_1451_ = (l_1450_ == 0u);
                                                                        if (l_1451_) {
                                                                            l_mut_87_ = 1u;
                                                                        } else {
                                                                            uint l_1452_ = (l_1448_ & 2147483648u);
                                                                            bool l_1453_ = (l_1452_ != 0u);
                                                                            if (l_1453_) {
                                                                                uint l_1454_ = (l_1448_ - 1u);
                                                                                l_mut_87_ = l_1454_;
                                                                            } else {
                                                                                bool l_1455_ = (l_1448_ == 2139095040u);
                                                                                if (l_1455_) {
                                                                                    l_mut_87_ = l_1448_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3007 = l_mut_87_;
                                                                        float l_1456_ = asfloat(_e3007);
                                                                        uint l_1457_ = asuint(l_1456_);
                                                                        double l_1458_ = double(l_1456_);
                                                                        l_mut_122_ = l_1458_;
                                                                        uint l_1459_ = (l_1457_ & 2139095040u);
                                                                        bool l_1460_ = (l_1459_ == 0u);
                                                                        if (l_1460_) {
                                                                            uint l_1461_ = (l_1457_ & 8388607u);
                                                                            double l_1462_ = double(l_1461_);
                                                                            double l_1463_ = (l_1462_ * 1.401298464324817e-45L);
                                                                            l_mut_122_ = l_1463_;
                                                                            uint l_1464_ = (l_1457_ >> 31u);
                                                                            bool l_1465_ = (l_1464_ == 1u);
                                                                            if (l_1465_) {
                                                                                double _e3024 = l_mut_122_;
                                                                                double l_1466_ = -(_e3024);
                                                                                l_mut_122_ = l_1466_;
                                                                            }
                                                                        }
                                                                        double _e3026 = l_mut_122_;
                                                                        l_mut_1048_ = _e3026;
                                                                    }
                                                                }
                                                            }
                                                            double _e3027 = l_mut_1048_;
                                                            double l_1467_ = -(_e3027);
                                                            l_mut_1122_ = l_1467_;
                                                        }
                                                        l_mut_87_ = 0u;
                                                        double _e3030 = l_mut_61_;
                                                        bool l_1468_ = (_e3030 <= 0.0L);
                                                        double _e3033 = l_mut_1122_;
                                                        bool l_1469_ = (_e3033 >= 0.0L);
                                                        if (l_1468_) {
                                                            local_63 = l_1469_;
                                                        } else {
                                                            local_63 = false;
                                                        }
                                                        bool l_1470_ = local_63;
                                                        bool l_1471_ = !(l_1470_);
                                                        if (l_1471_) {
                                                            double _e3042 = l_mut_1122_;
                                                            double l_1472_ = (1.0L / _e3042);
                                                            double _e3045 = l_mut_61_;
                                                            double l_1473_ = (1.0L / _e3045);
                                                            double l_1474_ = abs(l_1472_);
                                                            double l_1475_ = (l_1474_ * 1.4551915228366852e-11L);
                                                            double l_1476_ = abs(l_1473_);
                                                            double l_1477_ = (l_1476_ * 1.4551915228366852e-11L);
                                                            double l_1478_ = (l_1472_ - l_1475_);
                                                            double l_1479_ = abs(l_1478_);
                                                            l_mut_1122_ = 1.401298464324817e-45L;
                                                            bool l_1480_ = (l_1479_ >= 1.1754943508222875e-38L);
                                                            bool l_1481_ = (l_1479_ <= 1.7976931348623157e308L);
                                                            if (l_1480_) {
                                                                local_64 = l_1481_;
                                                            } else {
                                                                local_64 = false;
                                                            }
                                                            bool l_1482_ = local_64;
                                                            if (l_1482_) {
                                                                uint64_t l_1483_ = l_1479_;
                                                                uint64_t l_1484_ = (l_1483_ >> uint(52uL));
                                                                uint64_t l_1485_ = (l_1484_ - 23uL);
                                                                uint64_t l_1486_ = (l_1485_ << uint(52uL));
                                                                double l_1487_ = l_1486_;
                                                                l_mut_1122_ = l_1487_;
                                                            }
                                                            double l_1488_ = (l_1472_ + l_1475_);
                                                            double l_1489_ = abs(l_1488_);
                                                            l_mut_1048_ = 1.401298464324817e-45L;
                                                            bool l_1490_ = (l_1489_ >= 1.1754943508222875e-38L);
                                                            bool l_1491_ = (l_1489_ <= 1.7976931348623157e308L);
                                                            if (l_1490_) {
                                                                local_65 = l_1491_;
                                                            } else {
                                                                local_65 = false;
                                                            }
                                                            bool l_1492_ = local_65;
                                                            if (l_1492_) {
                                                                uint64_t l_1493_ = l_1489_;
                                                                uint64_t l_1494_ = (l_1493_ >> uint(52uL));
                                                                uint64_t l_1495_ = (l_1494_ - 23uL);
                                                                uint64_t l_1496_ = (l_1495_ << uint(52uL));
                                                                double l_1497_ = l_1496_;
                                                                l_mut_1048_ = l_1497_;
                                                            }
                                                            double _e3099 = l_mut_1122_;
                                                            double _e3100 = l_mut_1048_;
                                                            bool l_1498_ = (_e3099 == _e3100);
                                                            bool l_1499_ = !(l_1498_);
                                                            double l_1500_ = (l_1473_ - l_1477_);
                                                            double l_1501_ = abs(l_1500_);
                                                            l_mut_1122_ = 1.401298464324817e-45L;
                                                            bool l_1502_ = (l_1501_ >= 1.1754943508222875e-38L);
                                                            bool l_1503_ = (l_1501_ <= 1.7976931348623157e308L);
                                                            if (l_1502_) {
                                                                local_66 = l_1503_;
                                                            } else {
                                                                local_66 = false;
                                                            }
                                                            bool l_1504_ = local_66;
                                                            if (l_1504_) {
                                                                uint64_t l_1505_ = l_1501_;
                                                                uint64_t l_1506_ = (l_1505_ >> uint(52uL));
                                                                uint64_t l_1507_ = (l_1506_ - 23uL);
                                                                uint64_t l_1508_ = (l_1507_ << uint(52uL));
                                                                double l_1509_ = l_1508_;
                                                                l_mut_1122_ = l_1509_;
                                                            }
                                                            double l_1510_ = (l_1473_ + l_1477_);
                                                            double l_1511_ = abs(l_1510_);
                                                            l_mut_1048_ = 1.401298464324817e-45L;
                                                            bool l_1512_ = (l_1511_ >= 1.1754943508222875e-38L);
                                                            bool l_1513_ = (l_1511_ <= 1.7976931348623157e308L);
                                                            if (l_1512_) {
                                                                local_67 = l_1513_;
                                                            } else {
                                                                local_67 = false;
                                                            }
                                                            bool l_1514_ = local_67;
                                                            if (l_1514_) {
                                                                uint64_t l_1515_ = l_1511_;
                                                                uint64_t l_1516_ = (l_1515_ >> uint(52uL));
                                                                uint64_t l_1517_ = (l_1516_ - 23uL);
                                                                uint64_t l_1518_ = (l_1517_ << uint(52uL));
                                                                double l_1519_ = l_1518_;
                                                                l_mut_1048_ = l_1519_;
                                                            }
                                                            double _e3149 = l_mut_1122_;
                                                            double _e3150 = l_mut_1048_;
                                                            bool l_1520_ = (_e3149 == _e3150);
                                                            bool l_1521_ = !(l_1520_);
                                                            if (!(l_1499_)) {
                                                                local_68 = l_1521_;
                                                            } else {
                                                                local_68 = true;
                                                            }
                                                            bool l_1522_ = local_68;
                                                            if (l_1522_) {
                                                                a_985_[0] = 0u;
                                                            }
                                                            double l_1523_ = abs(l_1472_);
                                                            l_mut_1122_ = 1.401298464324817e-45L;
                                                            bool l_1524_ = (l_1523_ >= 1.1754943508222875e-38L);
                                                            bool l_1525_ = (l_1523_ <= 1.7976931348623157e308L);
                                                            if (l_1524_) {
                                                                local_69 = l_1525_;
                                                            } else {
                                                                local_69 = false;
                                                            }
                                                            bool l_1526_ = local_69;
                                                            if (l_1526_) {
                                                                uint64_t l_1527_ = l_1523_;
                                                                uint64_t l_1528_ = (l_1527_ >> uint(52uL));
                                                                uint64_t l_1529_ = (l_1528_ - 23uL);
                                                                uint64_t l_1530_ = (l_1529_ << uint(52uL));
                                                                double l_1531_ = l_1530_;
                                                                l_mut_1122_ = l_1531_;
                                                            }
                                                            double _e3182 = l_mut_1122_;
                                                            double l_1532_ = (l_22_ * _e3182);
                                                            double l_1533_ = (l_1472_ - l_1532_);
                                                            double l_1534_ = abs(l_1473_);
                                                            l_mut_1122_ = 1.401298464324817e-45L;
                                                            bool l_1535_ = (l_1534_ >= 1.1754943508222875e-38L);
                                                            bool l_1536_ = (l_1534_ <= 1.7976931348623157e308L);
                                                            if (l_1535_) {
                                                                local_70 = l_1536_;
                                                            } else {
                                                                local_70 = false;
                                                            }
                                                            bool l_1537_ = local_70;
                                                            if (l_1537_) {
                                                                uint64_t l_1538_ = l_1534_;
                                                                uint64_t l_1539_ = (l_1538_ >> uint(52uL));
                                                                uint64_t l_1540_ = (l_1539_ - 23uL);
                                                                uint64_t l_1541_ = (l_1540_ << uint(52uL));
                                                                double l_1542_ = l_1541_;
                                                                l_mut_1122_ = l_1542_;
                                                            }
                                                            double _e3207 = l_mut_1122_;
                                                            double l_1543_ = (l_22_ * _e3207);
                                                            double l_1544_ = (l_1473_ + l_1543_);
                                                            uint l_1545_ = asuint(l_15_);
                                                            double l_1546_ = double(l_15_);
                                                            l_mut_1122_ = l_1546_;
                                                            uint l_1547_ = (l_1545_ & 2139095040u);
                                                            bool l_1548_ = (l_1547_ == 0u);
                                                            if (l_1548_) {
                                                                uint l_1549_ = (l_1545_ & 8388607u);
                                                                double l_1550_ = double(l_1549_);
                                                                double l_1551_ = (l_1550_ * 1.401298464324817e-45L);
                                                                l_mut_1122_ = l_1551_;
                                                                uint l_1552_ = (l_1545_ >> 31u);
                                                                bool l_1553_ = (l_1552_ == 1u);
                                                                if (l_1553_) {
                                                                    double _e3225 = l_mut_1122_;
                                                                    double l_1554_ = -(_e3225);
                                                                    l_mut_1122_ = l_1554_;
                                                                }
                                                            }
                                                            uint l_1555_ = asuint(l_15_);
                                                            uint l_1556_ = (l_1555_ + 1u);
                                                            l_mut_48_ = l_1556_;
                                                            uint l_1557_ = (l_1555_ & 2147483647u);
                                                            bool l_1558_ = (l_1557_ == 0u);
                                                            if (l_1558_) {
                                                                l_mut_48_ = 1u;
                                                            } else {
                                                                uint l_1559_ = (l_1555_ & 2147483648u);
                                                                bool l_1560_ = (l_1559_ != 0u);
                                                                if (l_1560_) {
                                                                    uint l_1561_ = (l_1555_ - 1u);
                                                                    l_mut_48_ = l_1561_;
                                                                } else {
                                                                    bool l_1562_ = (l_1555_ == 2139095040u);
                                                                    if (l_1562_) {
                                                                        l_mut_48_ = l_1555_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e3243 = l_mut_48_;
                                                            float l_1563_ = asfloat(_e3243);
                                                            uint l_1564_ = asuint(l_1563_);
                                                            double l_1565_ = double(l_1563_);
                                                            l_mut_1048_ = l_1565_;
                                                            uint l_1566_ = (l_1564_ & 2139095040u);
                                                            bool l_1567_ = (l_1566_ == 0u);
                                                            if (l_1567_) {
                                                                uint l_1568_ = (l_1564_ & 8388607u);
                                                                double l_1569_ = double(l_1568_);
                                                                double l_1570_ = (l_1569_ * 1.401298464324817e-45L);
                                                                l_mut_1048_ = l_1570_;
                                                                uint l_1571_ = (l_1564_ >> 31u);
                                                                bool l_1572_ = (l_1571_ == 1u);
                                                                if (l_1572_) {
                                                                    double _e3260 = l_mut_1048_;
                                                                    double l_1573_ = -(_e3260);
                                                                    l_mut_1048_ = l_1573_;
                                                                }
                                                            }
                                                            uint l_1574_ = asuint(l_15_);
                                                            uint l_1575_ = (l_1574_ ^ 2147483648u);
                                                            float l_1576_ = asfloat(l_1575_);
                                                            uint l_1577_ = asuint(l_1576_);
                                                            uint l_1578_ = (l_1577_ + 1u);
                                                            l_mut_48_ = l_1578_;
                                                            uint l_1579_ = (l_1577_ & 2147483647u);
                                                            bool l_1580_ = (l_1579_ == 0u);
                                                            if (l_1580_) {
                                                                l_mut_48_ = 1u;
                                                            } else {
                                                                uint l_1581_ = (l_1577_ & 2147483648u);
                                                                bool l_1582_ = (l_1581_ != 0u);
                                                                if (l_1582_) {
                                                                    uint l_1583_ = (l_1577_ - 1u);
                                                                    l_mut_48_ = l_1583_;
                                                                } else {
                                                                    bool l_1584_ = (l_1577_ == 2139095040u);
                                                                    if (l_1584_) {
                                                                        l_mut_48_ = l_1577_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e3282 = l_mut_48_;
                                                            float l_1585_ = asfloat(_e3282);
                                                            uint l_1586_ = asuint(l_1585_);
                                                            uint l_1587_ = (l_1586_ ^ 2147483648u);
                                                            float l_1588_ = asfloat(l_1587_);
                                                            uint l_1589_ = asuint(l_1588_);
                                                            double l_1590_ = double(l_1588_);
                                                            l_mut_122_ = l_1590_;
                                                            uint l_1591_ = (l_1589_ & 2139095040u);
                                                            bool l_1592_ = (l_1591_ == 0u);
                                                            if (l_1592_) {
                                                                uint l_1593_ = (l_1589_ & 8388607u);
                                                                double l_1594_ = double(l_1593_);
                                                                double l_1595_ = (l_1594_ * 1.401298464324817e-45L);
                                                                l_mut_122_ = l_1595_;
                                                                uint l_1596_ = (l_1589_ >> 31u);
                                                                bool l_1597_ = (l_1596_ == 1u);
                                                                if (l_1597_) {
                                                                    double _e3303 = l_mut_122_;
                                                                    double l_1598_ = -(_e3303);
                                                                    l_mut_122_ = l_1598_;
                                                                }
                                                            }
                                                            double l_1599_ = (l_1533_ + l_1475_);
                                                            double _e3306 = l_mut_1122_;
                                                            bool l_1600_ = (l_1599_ <= _e3306);
                                                            l_mut_142_ = l_1600_;
                                                            double l_1601_ = (l_1533_ - l_1475_);
                                                            double _e3309 = l_mut_1122_;
                                                            bool l_1602_ = (l_1601_ > _e3309);
                                                            l_mut_139_ = l_1602_;
                                                            double l_1603_ = (l_1544_ - l_1477_);
                                                            double _e3312 = l_mut_1122_;
                                                            bool l_1604_ = (l_1603_ >= _e3312);
                                                            l_mut_136_ = l_1604_;
                                                            double l_1605_ = (l_1544_ + l_1477_);
                                                            double _e3315 = l_mut_1122_;
                                                            bool l_1606_ = (l_1605_ < _e3315);
                                                            l_mut_133_ = l_1606_;
                                                            if (l_13_) {
                                                                double l_1607_ = (l_1533_ + l_1475_);
                                                                double _e3318 = l_mut_1048_;
                                                                bool l_1608_ = (l_1607_ < _e3318);
                                                                l_mut_142_ = l_1608_;
                                                                double l_1609_ = (l_1533_ - l_1475_);
                                                                double _e3321 = l_mut_1048_;
                                                                bool l_1610_ = (l_1609_ >= _e3321);
                                                                l_mut_139_ = l_1610_;
                                                                double l_1611_ = (l_1544_ - l_1477_);
                                                                double _e3324 = l_mut_122_;
                                                                bool l_1612_ = (l_1611_ > _e3324);
                                                                l_mut_136_ = l_1612_;
                                                                double l_1613_ = (l_1544_ + l_1477_);
                                                                double _e3327 = l_mut_122_;
                                                                bool l_1614_ = (l_1613_ <= _e3327);
                                                                l_mut_133_ = l_1614_;
                                                            }
                                                            l_mut_48_ = 2u;
                                                            bool _e3330 = l_mut_139_;
                                                            if (!(_e3330)) {
                                                                bool _e3334 = l_mut_133_;
                                                                local_71 = _e3334;
                                                            } else {
                                                                local_71 = true;
                                                            }
                                                            bool l_1615_ = local_71;
                                                            if (l_1615_) {
                                                                l_mut_48_ = 1u;
                                                            } else {
                                                                bool _e3338 = l_mut_142_;
                                                                if (_e3338) {
                                                                    bool _e3341 = l_mut_136_;
                                                                    local_72 = _e3341;
                                                                } else {
                                                                    local_72 = false;
                                                                }
                                                                bool l_1616_ = local_72;
                                                                if (l_1616_) {
                                                                    l_mut_48_ = 0u;
                                                                }
                                                            }
                                                            uint l_1617_ = asuint(l_15_);
                                                            uint l_1618_ = (l_1617_ & 2147483647u);
                                                            bool l_1619_ = (l_1618_ == 0u);
                                                            if (l_1619_) {
                                                                double l_1620_ = (l_1533_ + l_1475_);
                                                                bool l_1621_ = (l_1620_ < 1.1754943508222875e-38L);
                                                                double l_1622_ = (l_1544_ - l_1477_);
                                                                bool l_1623_ = (l_1622_ > -1.1754943508222875e-38L);
                                                                if (l_1621_) {
                                                                    local_73 = l_1623_;
                                                                } else {
                                                                    local_73 = false;
                                                                }
                                                                bool l_1624_ = local_73;
                                                                double l_1625_ = (l_1533_ - l_1475_);
                                                                bool l_1626_ = (l_1625_ < 1.1754943508222875e-38L);
                                                                double l_1627_ = (l_1544_ + l_1477_);
                                                                bool l_1628_ = (l_1627_ > -1.1754943508222875e-38L);
                                                                if (l_1626_) {
                                                                    local_74 = l_1628_;
                                                                } else {
                                                                    local_74 = false;
                                                                }
                                                                bool l_1629_ = local_74;
                                                                if (l_1624_) {
                                                                    l_mut_48_ = 0u;
                                                                } else {
                                                                    uint _e3371 = l_mut_48_;
                                                                    bool l_1630_ = (_e3371 == 1u);
                                                                    if (l_1629_) {
                                                                        local_75 = l_1630_;
                                                                    } else {
                                                                        local_75 = false;
                                                                    }
                                                                    bool l_1631_ = local_75;
                                                                    if (l_1631_) {
                                                                        l_mut_48_ = 2u;
                                                                    }
                                                                }
                                                            }
                                                            uint _e3379 = l_mut_48_;
                                                            l_mut_87_ = _e3379;
                                                        }
                                                        uint l_1632_ = a_985_[0];
                                                        bool l_1633_ = (l_1632_ == 0u);
                                                        if (l_1633_) {
                                                            l_mut_87_ = 2u;
                                                        }
                                                        uint _e3385 = l_mut_87_;
                                                        l_mut_31_ = _e3385;
                                                    } else {
                                                        bool l_1634_ = (l_9_ == 10u);
                                                        if (l_1634_) {
                                                            double l_1635_ = sqrt(l_26_);
                                                            double l_1636_ = (1.0L / l_1635_);
                                                            double l_1637_ = (l_1636_ * 1.4551915228366852e-11L);
                                                            double l_1638_ = abs(l_1636_);
                                                            l_mut_1122_ = 1.401298464324817e-45L;
                                                            bool l_1639_ = (l_1638_ >= 1.1754943508222875e-38L);
                                                            bool l_1640_ = (l_1638_ <= 1.7976931348623157e308L);
                                                            if (l_1639_) {
                                                                local_76 = l_1640_;
                                                            } else {
                                                                local_76 = false;
                                                            }
                                                            bool l_1641_ = local_76;
                                                            if (l_1641_) {
                                                                uint64_t l_1642_ = l_1638_;
                                                                uint64_t l_1643_ = (l_1642_ >> uint(52uL));
                                                                uint64_t l_1644_ = (l_1643_ - 23uL);
                                                                uint64_t l_1645_ = (l_1644_ << uint(52uL));
                                                                double l_1646_ = l_1645_;
                                                                l_mut_1122_ = l_1646_;
                                                            }
                                                            double _e3415 = l_mut_1122_;
                                                            double l_1647_ = (l_19_ * _e3415);
                                                            double l_1648_ = (l_1636_ - l_1647_);
                                                            double l_1649_ = (l_26_ * l_1648_);
                                                            double _e3419 = l_mut_1122_;
                                                            double l_1650_ = (l_19_ * _e3419);
                                                            double l_1651_ = (l_1636_ + l_1650_);
                                                            double l_1652_ = (l_26_ * l_1651_);
                                                            l_mut_87_ = 2u;
                                                            double l_1653_ = (l_1636_ - l_1637_);
                                                            double l_1654_ = abs(l_1653_);
                                                            l_mut_1122_ = 1.401298464324817e-45L;
                                                            bool l_1655_ = (l_1654_ >= 1.1754943508222875e-38L);
                                                            bool l_1656_ = (l_1654_ <= 1.7976931348623157e308L);
                                                            if (l_1655_) {
                                                                local_77 = l_1656_;
                                                            } else {
                                                                local_77 = false;
                                                            }
                                                            bool l_1657_ = local_77;
                                                            if (l_1657_) {
                                                                uint64_t l_1658_ = l_1654_;
                                                                uint64_t l_1659_ = (l_1658_ >> uint(52uL));
                                                                uint64_t l_1660_ = (l_1659_ - 23uL);
                                                                uint64_t l_1661_ = (l_1660_ << uint(52uL));
                                                                double l_1662_ = l_1661_;
                                                                l_mut_1122_ = l_1662_;
                                                            }
                                                            double l_1663_ = (l_1636_ + l_1637_);
                                                            double l_1664_ = abs(l_1663_);
                                                            l_mut_1048_ = 1.401298464324817e-45L;
                                                            bool l_1665_ = (l_1664_ >= 1.1754943508222875e-38L);
                                                            bool l_1666_ = (l_1664_ <= 1.7976931348623157e308L);
                                                            if (l_1665_) {
                                                                local_78 = l_1666_;
                                                            } else {
                                                                local_78 = false;
                                                            }
                                                            bool l_1667_ = local_78;
                                                            if (l_1667_) {
                                                                uint64_t l_1668_ = l_1664_;
                                                                uint64_t l_1669_ = (l_1668_ >> uint(52uL));
                                                                uint64_t l_1670_ = (l_1669_ - 23uL);
                                                                uint64_t l_1671_ = (l_1670_ << uint(52uL));
                                                                double l_1672_ = l_1671_;
                                                                l_mut_1048_ = l_1672_;
                                                            }
                                                            double _e3470 = l_mut_1122_;
                                                            double _e3471 = l_mut_1048_;
                                                            bool l_1673_ = (_e3470 == _e3471);
                                                            if (l_1673_) {
                                                                double l_1674_ = abs(l_1649_);
                                                                double l_1675_ = (l_1674_ * 1.4551915228366852e-11L);
                                                                double l_1676_ = abs(l_1652_);
                                                                double l_1677_ = (l_1676_ * 1.4551915228366852e-11L);
                                                                uint l_1678_ = asuint(l_15_);
                                                                double l_1679_ = double(l_15_);
                                                                l_mut_1122_ = l_1679_;
                                                                uint l_1680_ = (l_1678_ & 2139095040u);
                                                                bool l_1681_ = (l_1680_ == 0u);
                                                                if (l_1681_) {
                                                                    uint l_1682_ = (l_1678_ & 8388607u);
                                                                    double l_1683_ = double(l_1682_);
                                                                    double l_1684_ = (l_1683_ * 1.401298464324817e-45L);
                                                                    l_mut_1122_ = l_1684_;
                                                                    uint l_1685_ = (l_1678_ >> 31u);
                                                                    bool l_1686_ = (l_1685_ == 1u);
                                                                    if (l_1686_) {
                                                                        double _e3494 = l_mut_1122_;
                                                                        double l_1687_ = -(_e3494);
                                                                        l_mut_1122_ = l_1687_;
                                                                    }
                                                                }
                                                                uint l_1688_ = asuint(l_15_);
                                                                uint l_1689_ = (l_1688_ + 1u);
                                                                l_mut_48_ = l_1689_;
                                                                uint l_1690_ = (l_1688_ & 2147483647u);
                                                                bool l_1691_ = (l_1690_ == 0u);
                                                                if (l_1691_) {
                                                                    l_mut_48_ = 1u;
                                                                } else {
                                                                    uint l_1692_ = (l_1688_ & 2147483648u);
                                                                    bool l_1693_ = (l_1692_ != 0u);
                                                                    if (l_1693_) {
                                                                        uint l_1694_ = (l_1688_ - 1u);
                                                                        l_mut_48_ = l_1694_;
                                                                    } else {
                                                                        bool l_1695_ = (l_1688_ == 2139095040u);
                                                                        if (l_1695_) {
                                                                            l_mut_48_ = l_1688_;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e3512 = l_mut_48_;
                                                                float l_1696_ = asfloat(_e3512);
                                                                uint l_1697_ = asuint(l_1696_);
                                                                double l_1698_ = double(l_1696_);
                                                                l_mut_1048_ = l_1698_;
                                                                uint l_1699_ = (l_1697_ & 2139095040u);
                                                                bool l_1700_ = (l_1699_ == 0u);
                                                                if (l_1700_) {
                                                                    uint l_1701_ = (l_1697_ & 8388607u);
                                                                    double l_1702_ = double(l_1701_);
                                                                    double l_1703_ = (l_1702_ * 1.401298464324817e-45L);
                                                                    l_mut_1048_ = l_1703_;
                                                                    uint l_1704_ = (l_1697_ >> 31u);
                                                                    bool l_1705_ = (l_1704_ == 1u);
                                                                    if (l_1705_) {
                                                                        double _e3529 = l_mut_1048_;
                                                                        double l_1706_ = -(_e3529);
                                                                        l_mut_1048_ = l_1706_;
                                                                    }
                                                                }
                                                                uint l_1707_ = asuint(l_15_);
                                                                uint l_1708_ = (l_1707_ ^ 2147483648u);
                                                                float l_1709_ = asfloat(l_1708_);
                                                                uint l_1710_ = asuint(l_1709_);
                                                                uint l_1711_ = (l_1710_ + 1u);
                                                                l_mut_48_ = l_1711_;
                                                                uint l_1712_ = (l_1710_ & 2147483647u);
                                                                bool l_1713_ = (l_1712_ == 0u);
                                                                if (l_1713_) {
                                                                    l_mut_48_ = 1u;
                                                                } else {
                                                                    uint l_1714_ = (l_1710_ & 2147483648u);
                                                                    bool l_1715_ = (l_1714_ != 0u);
                                                                    if (l_1715_) {
                                                                        uint l_1716_ = (l_1710_ - 1u);
                                                                        l_mut_48_ = l_1716_;
                                                                    } else {
                                                                        bool l_1717_ = (l_1710_ == 2139095040u);
                                                                        if (l_1717_) {
                                                                            l_mut_48_ = l_1710_;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e3551 = l_mut_48_;
                                                                float l_1718_ = asfloat(_e3551);
                                                                uint l_1719_ = asuint(l_1718_);
                                                                uint l_1720_ = (l_1719_ ^ 2147483648u);
                                                                float l_1721_ = asfloat(l_1720_);
                                                                uint l_1722_ = asuint(l_1721_);
                                                                double l_1723_ = double(l_1721_);
                                                                l_mut_122_ = l_1723_;
                                                                uint l_1724_ = (l_1722_ & 2139095040u);
                                                                bool l_1725_ = (l_1724_ == 0u);
                                                                if (l_1725_) {
                                                                    uint l_1726_ = (l_1722_ & 8388607u);
                                                                    double l_1727_ = double(l_1726_);
                                                                    double l_1728_ = (l_1727_ * 1.401298464324817e-45L);
                                                                    l_mut_122_ = l_1728_;
                                                                    uint l_1729_ = (l_1722_ >> 31u);
                                                                    bool l_1730_ = (l_1729_ == 1u);
                                                                    if (l_1730_) {
                                                                        double _e3572 = l_mut_122_;
                                                                        double l_1731_ = -(_e3572);
                                                                        l_mut_122_ = l_1731_;
                                                                    }
                                                                }
                                                                double l_1732_ = (l_1649_ + l_1675_);
                                                                double _e3575 = l_mut_1122_;
                                                                bool l_1733_ = (l_1732_ <= _e3575);
                                                                l_mut_142_ = l_1733_;
                                                                double l_1734_ = (l_1649_ - l_1675_);
                                                                double _e3578 = l_mut_1122_;
                                                                bool l_1735_ = (l_1734_ > _e3578);
                                                                l_mut_139_ = l_1735_;
                                                                double l_1736_ = (l_1652_ - l_1677_);
                                                                double _e3581 = l_mut_1122_;
                                                                bool l_1737_ = (l_1736_ >= _e3581);
                                                                l_mut_136_ = l_1737_;
                                                                double l_1738_ = (l_1652_ + l_1677_);
                                                                double _e3584 = l_mut_1122_;
                                                                bool l_1739_ = (l_1738_ < _e3584);
                                                                l_mut_133_ = l_1739_;
                                                                double l_1740_ = (l_1649_ + l_1675_);
                                                                double _e3587 = l_mut_1048_;
                                                                bool l_1741_ = (l_1740_ < _e3587);
                                                                l_mut_142_ = l_1741_;
                                                                double l_1742_ = (l_1649_ - l_1675_);
                                                                double _e3590 = l_mut_1048_;
                                                                bool l_1743_ = (l_1742_ >= _e3590);
                                                                l_mut_139_ = l_1743_;
                                                                double l_1744_ = (l_1652_ - l_1677_);
                                                                double _e3593 = l_mut_122_;
                                                                bool l_1745_ = (l_1744_ > _e3593);
                                                                l_mut_136_ = l_1745_;
                                                                double l_1746_ = (l_1652_ + l_1677_);
                                                                double _e3596 = l_mut_122_;
                                                                bool l_1747_ = (l_1746_ <= _e3596);
                                                                l_mut_133_ = l_1747_;
                                                                l_mut_48_ = 2u;
                                                                bool _e3599 = l_mut_139_;
                                                                if (!(_e3599)) {
                                                                    bool _e3603 = l_mut_133_;
                                                                    local_79 = _e3603;
                                                                } else {
                                                                    local_79 = true;
                                                                }
                                                                bool l_1748_ = local_79;
                                                                if (l_1748_) {
                                                                    l_mut_48_ = 1u;
                                                                } else {
                                                                    bool _e3607 = l_mut_142_;
                                                                    if (_e3607) {
                                                                        bool _e3610 = l_mut_136_;
                                                                        local_80 = _e3610;
                                                                    } else {
                                                                        local_80 = false;
                                                                    }
                                                                    bool l_1749_ = local_80;
                                                                    if (l_1749_) {
                                                                        l_mut_48_ = 0u;
                                                                    }
                                                                }
                                                                uint l_1750_ = asuint(l_15_);
                                                                uint l_1751_ = (l_1750_ & 2147483647u);
                                                                bool l_1752_ = (l_1751_ == 0u);
                                                                if (l_1752_) {
                                                                    double l_1753_ = (l_1649_ + l_1675_);
                                                                    bool l_1754_ = (l_1753_ < 1.1754943508222875e-38L);
                                                                    double l_1755_ = (l_1652_ - l_1677_);
                                                                    bool l_1756_ = (l_1755_ > -1.1754943508222875e-38L);
                                                                    if (l_1754_) {
                                                                        local_81 = l_1756_;
                                                                    } else {
                                                                        local_81 = false;
                                                                    }
                                                                    bool l_1757_ = local_81;
                                                                    double l_1758_ = (l_1649_ - l_1675_);
                                                                    bool l_1759_ = (l_1758_ < 1.1754943508222875e-38L);
                                                                    double l_1760_ = (l_1652_ + l_1677_);
                                                                    bool l_1761_ = (l_1760_ > -1.1754943508222875e-38L);
                                                                    if (l_1759_) {
                                                                        local_82 = l_1761_;
                                                                    } else {
                                                                        local_82 = false;
                                                                    }
                                                                    bool l_1762_ = local_82;
                                                                    if (l_1757_) {
                                                                        l_mut_48_ = 0u;
                                                                    } else {
                                                                        uint _e3640 = l_mut_48_;
                                                                        bool l_1763_ = (_e3640 == 1u);
                                                                        if (l_1762_) {
                                                                            local_83 = l_1763_;
                                                                        } else {
                                                                            local_83 = false;
                                                                        }
                                                                        bool l_1764_ = local_83;
                                                                        if (l_1764_) {
                                                                            l_mut_48_ = 2u;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e3648 = l_mut_48_;
                                                                l_mut_87_ = _e3648;
                                                            }
                                                            uint _e3649 = l_mut_87_;
                                                            l_mut_31_ = _e3649;
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
                uint l_1765_ = a_30_[0];
                bool l_1766_ = (l_1765_ == 0u);
                if (l_1766_) {
                    l_mut_31_ = 2u;
                }
                uint l_1837_ = asuint(info.Load(28+0));
                uint l_1838_ = (l_1837_ * 1u);
                bool l_1839_ = (l_7_ < l_1838_);
                if (l_1839_) {
                    uint _e3664 = l_mut_31_;
                    buffer_7_global.Store(l_7_*4, asuint(_e3664));
                }
            }
        }
        return;
    } else {
        return;
    }
}
