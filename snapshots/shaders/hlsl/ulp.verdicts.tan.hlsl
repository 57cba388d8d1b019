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

[numthreads(64, 1, 1)]
void verdicts(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint a_27_[1] = (uint[1])0;
    uint a_603_[1] = (uint[1])0;
    double a_1104_[2] = (double[2])0;
    double a_1304_[2] = (double[2])0;
    double l_mut_1015_ = (double)0;
    bool l_mut_102_ = (bool)0;
    bool l_mut_105_ = (bool)0;
    uint l_mut_28_ = (uint)0;
    double l_mut_35_ = (double)0;
    double l_mut_421_ = (double)0;
    uint l_mut_45_ = (uint)0;
    double l_mut_58_ = (double)0;
    uint l_mut_75_ = (uint)0;
    double l_mut_773_ = (double)0;
    double l_mut_895_ = (double)0;
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
                uint _e2880 = l_mut_2_;
                l_mut_2_ = (_e2880 + 1u);
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
                uint l_1422_ = asuint(info.Load(16+0));
                uint l_1423_ = (l_1422_ * 1u);
                bool l_1424_ = (l_5_ < l_1423_);
                uint l_1425_ = (l_1423_ - 1u);
                uint l_1426_ = min(l_5_, l_1425_);
                uint l_1427_ = asuint(buffer_4_global.Load(l_1426_*4));
                uint l_6_ = (l_1424_ ? l_1427_ : 0u);
                uint _e75 = l_mut_2_;
                uint l_7_ = (2u * _e75);
                uint l_8_ = (l_7_ + 1u);
                uint l_1429_ = asuint(info.Load(16+0));
                uint l_1430_ = (l_1429_ * 1u);
                bool l_1431_ = (l_8_ < l_1430_);
                uint l_1432_ = (l_1430_ - 1u);
                uint l_1433_ = min(l_8_, l_1432_);
                uint l_1434_ = asuint(buffer_4_global.Load(l_1433_*4));
                uint l_9_ = (l_1431_ ? l_1434_ : 0u);
                bool l_10_ = (l_9_ != 0u);
                uint l_1436_ = asuint(info.Load(0+0));
                uint l_1437_ = (l_1436_ * 1u);
                bool l_1438_ = (id < l_1437_);
                uint l_1439_ = (l_1437_ - 1u);
                uint l_1440_ = min(id, l_1439_);
                float l_1441_ = asfloat(buffer_0_global.Load(l_1440_*4));
                float l_11_ = (l_1438_ ? l_1441_ : 0.0);
                uint l_1443_ = asuint(info.Load(4+0));
                uint l_1444_ = (l_1443_ * 1u);
                bool l_1445_ = (id < l_1444_);
                uint l_1446_ = (l_1444_ - 1u);
                uint l_1447_ = min(id, l_1446_);
                float l_1448_ = asfloat(buffer_1_global.Load(l_1447_*4));
                float l_12_ = (l_1445_ ? l_1448_ : 0.0);
                uint l_1450_ = asuint(info.Load(8+0));
                uint l_1451_ = (l_1450_ * 1u);
                bool l_1452_ = (id < l_1451_);
                uint l_1453_ = (l_1451_ - 1u);
                uint l_1454_ = min(id, l_1453_);
                double l_1455_ = buffer_2_global.Load<double>(l_1454_*8);
                double l_13_ = (l_1452_ ? l_1455_ : 0.0L);
                uint l_1457_ = asuint(info.Load(12+0));
                uint l_1458_ = (l_1457_ * 1u);
                bool l_1459_ = (id < l_1458_);
                uint l_1460_ = (l_1458_ - 1u);
                uint l_1461_ = min(id, l_1460_);
                double l_1462_ = buffer_3_global.Load<double>(l_1461_*8);
                double l_14_ = (l_1459_ ? l_1462_ : 0.0L);
                uint _e156 = l_mut_2_;
                uint l_15_ = (_e156 * 4u);
                uint l_1464_ = asuint(info.Load(20+0));
                uint l_1465_ = (l_1464_ * 1u);
                bool l_1466_ = (l_15_ < l_1465_);
                uint l_1467_ = (l_1465_ - 1u);
                uint l_1468_ = min(l_15_, l_1467_);
                double l_1469_ = buffer_5_global.Load<double>(l_1468_*8);
                double l_16_ = (l_1466_ ? l_1469_ : 0.0L);
                uint _e174 = l_mut_2_;
                uint l_17_ = (_e174 * 4u);
                uint l_18_ = (l_17_ + 1u);
                uint l_1471_ = asuint(info.Load(20+0));
                uint l_1472_ = (l_1471_ * 1u);
                bool l_1473_ = (l_18_ < l_1472_);
                uint l_1474_ = (l_1472_ - 1u);
                uint l_1475_ = min(l_18_, l_1474_);
                double l_1476_ = buffer_5_global.Load<double>(l_1475_*8);
                double l_19_ = (l_1473_ ? l_1476_ : 0.0L);
                uint _e194 = l_mut_2_;
                uint l_20_ = (_e194 * 4u);
                uint l_21_ = (l_20_ + 2u);
                uint l_1478_ = asuint(info.Load(20+0));
                uint l_1479_ = (l_1478_ * 1u);
                bool l_1480_ = (l_21_ < l_1479_);
                uint l_1481_ = (l_1479_ - 1u);
                uint l_1482_ = min(l_21_, l_1481_);
                double l_1483_ = buffer_5_global.Load<double>(l_1482_*8);
                double l_22_ = (l_1480_ ? l_1483_ : 0.0L);
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
                                                        double l_604_ = sin(l_23_);
                                                        double l_605_ = cos(l_23_);
                                                        double l_606_ = abs(l_604_);
                                                        double l_607_ = (l_606_ * 1.4551915228366852e-11L);
                                                        double l_608_ = abs(l_605_);
                                                        double l_609_ = (l_608_ * 1.4551915228366852e-11L);
                                                        double l_610_ = (l_604_ - l_16_);
                                                        l_mut_421_ = l_610_;
                                                        if (l_10_) {
                                                            double l_611_ = (l_610_ - l_607_);
                                                            double l_612_ = (l_611_ * 7.1362384635298e44L);
                                                            double l_613_ = floor(l_612_);
                                                            double l_614_ = (l_613_ * 1.401298464324817e-45L);
                                                            l_mut_58_ = l_614_;
                                                            double l_615_ = abs(l_611_);
                                                            bool l_616_ = (l_615_ >= 1.1754943508222875e-38L);
                                                            if (l_616_) {
                                                                float l_617_ = float(l_611_);
                                                                double l_618_ = double(l_617_);
                                                                l_mut_58_ = l_618_;
                                                                double _e1369 = l_mut_58_;
                                                                bool l_619_ = (_e1369 > l_611_);
                                                                if (l_619_) {
                                                                    float l_620_ = -(l_617_);
                                                                    uint l_621_ = asuint(l_620_);
                                                                    uint l_622_ = (l_621_ + 1u);
                                                                    l_mut_75_ = l_622_;
                                                                    uint l_623_ = (l_621_ & 2147483647u);
                                                                    bool l_624_ = (l_623_ == 0u);
                                                                    if (l_624_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_625_ = (l_621_ & 2147483648u);
                                                                        bool l_626_ = (l_625_ != 0u);
                                                                        if (l_626_) {
                                                                            uint l_627_ = (l_621_ - 1u);
                                                                            l_mut_75_ = l_627_;
                                                                        }
                                                                    }
                                                                    uint _e1386 = l_mut_75_;
                                                                    float l_628_ = asfloat(_e1386);
                                                                    float l_629_ = -(l_628_);
                                                                    double l_630_ = double(l_629_);
                                                                    l_mut_58_ = l_630_;
                                                                } else {
                                                                    uint l_631_ = asuint(l_617_);
                                                                    uint l_632_ = (l_631_ + 1u);
                                                                    l_mut_75_ = l_632_;
                                                                    uint l_633_ = (l_631_ & 2147483647u);
                                                                    bool l_634_ = (l_633_ == 0u);
                                                                    if (l_634_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_635_ = (l_631_ & 2147483648u);
                                                                        bool l_636_ = (l_635_ != 0u);
                                                                        if (l_636_) {
                                                                            uint l_637_ = (l_631_ - 1u);
                                                                            l_mut_75_ = l_637_;
                                                                        }
                                                                    }
                                                                    uint _e1404 = l_mut_75_;
                                                                    float l_638_ = asfloat(_e1404);
                                                                    double l_639_ = double(l_638_);
                                                                    bool l_640_ = (l_639_ <= l_611_);
                                                                    if (l_640_) {
                                                                        uint l_641_ = asuint(l_617_);
                                                                        uint l_642_ = (l_641_ + 1u);
                                                                        l_mut_75_ = l_642_;
                                                                        uint l_643_ = (l_641_ & 2147483647u);
                                                                        bool l_644_ = (l_643_ == 0u);
                                                                        if (l_644_) {
                                                                            l_mut_75_ = 1u;
                                                                        } else {
                                                                            uint l_645_ = (l_641_ & 2147483648u);
                                                                            bool l_646_ = (l_645_ != 0u);
                                                                            if (l_646_) {
                                                                                uint l_647_ = (l_641_ - 1u);
                                                                                l_mut_75_ = l_647_;
                                                                            }
                                                                        }
                                                                        uint _e1422 = l_mut_75_;
                                                                        float l_648_ = asfloat(_e1422);
                                                                        double l_649_ = double(l_648_);
                                                                        l_mut_58_ = l_649_;
                                                                    }
                                                                }
                                                            }
                                                            double l_650_ = (l_610_ + l_607_);
                                                            double l_651_ = (l_650_ * 7.1362384635298e44L);
                                                            double l_652_ = floor(l_651_);
                                                            double l_653_ = (l_652_ * 1.401298464324817e-45L);
                                                            l_mut_35_ = l_653_;
                                                            double l_654_ = abs(l_650_);
                                                            bool l_655_ = (l_654_ >= 1.1754943508222875e-38L);
                                                            if (l_655_) {
                                                                float l_656_ = float(l_650_);
                                                                double l_657_ = double(l_656_);
                                                                l_mut_35_ = l_657_;
                                                                double _e1436 = l_mut_35_;
                                                                bool l_658_ = (_e1436 > l_650_);
                                                                if (l_658_) {
                                                                    float l_659_ = -(l_656_);
                                                                    uint l_660_ = asuint(l_659_);
                                                                    uint l_661_ = (l_660_ + 1u);
                                                                    l_mut_75_ = l_661_;
                                                                    uint l_662_ = (l_660_ & 2147483647u);
                                                                    bool l_663_ = (l_662_ == 0u);
                                                                    if (l_663_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_664_ = (l_660_ & 2147483648u);
                                                                        bool l_665_ = (l_664_ != 0u);
                                                                        if (l_665_) {
                                                                            uint l_666_ = (l_660_ - 1u);
                                                                            l_mut_75_ = l_666_;
                                                                        }
                                                                    }
                                                                    uint _e1453 = l_mut_75_;
                                                                    float l_667_ = asfloat(_e1453);
                                                                    float l_668_ = -(l_667_);
                                                                    double l_669_ = double(l_668_);
                                                                    l_mut_35_ = l_669_;
                                                                } else {
                                                                    uint l_670_ = asuint(l_656_);
                                                                    uint l_671_ = (l_670_ + 1u);
                                                                    l_mut_75_ = l_671_;
                                                                    uint l_672_ = (l_670_ & 2147483647u);
                                                                    bool l_673_ = (l_672_ == 0u);
                                                                    if (l_673_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_674_ = (l_670_ & 2147483648u);
                                                                        bool l_675_ = (l_674_ != 0u);
                                                                        if (l_675_) {
                                                                            uint l_676_ = (l_670_ - 1u);
                                                                            l_mut_75_ = l_676_;
                                                                        }
                                                                    }
                                                                    uint _e1471 = l_mut_75_;
                                                                    float l_677_ = asfloat(_e1471);
                                                                    double l_678_ = double(l_677_);
                                                                    bool l_679_ = (l_678_ <= l_650_);
                                                                    if (l_679_) {
                                                                        uint l_680_ = asuint(l_656_);
                                                                        uint l_681_ = (l_680_ + 1u);
                                                                        l_mut_75_ = l_681_;
                                                                        uint l_682_ = (l_680_ & 2147483647u);
                                                                        bool l_683_ = (l_682_ == 0u);
                                                                        if (l_683_) {
                                                                            l_mut_75_ = 1u;
                                                                        } else {
                                                                            uint l_684_ = (l_680_ & 2147483648u);
                                                                            bool l_685_ = (l_684_ != 0u);
                                                                            if (l_685_) {
                                                                                uint l_686_ = (l_680_ - 1u);
                                                                                l_mut_75_ = l_686_;
                                                                            }
                                                                        }
                                                                        uint _e1489 = l_mut_75_;
                                                                        float l_687_ = asfloat(_e1489);
                                                                        double l_688_ = double(l_687_);
                                                                        l_mut_35_ = l_688_;
                                                                    }
                                                                }
                                                            }
                                                            double _e1492 = l_mut_58_;
                                                            double _e1493 = l_mut_35_;
                                                            bool l_689_ = (_e1492 == _e1493);
                                                            bool l_690_ = !(l_689_);
                                                            if (l_690_) {
                                                                a_603_[0] = 0u;
                                                            }
                                                            double l_691_ = (l_610_ * 7.1362384635298e44L);
                                                            double l_692_ = floor(l_691_);
                                                            double l_693_ = (l_692_ * 1.401298464324817e-45L);
                                                            l_mut_58_ = l_693_;
                                                            double l_694_ = abs(l_610_);
                                                            bool l_695_ = (l_694_ >= 1.1754943508222875e-38L);
                                                            if (l_695_) {
                                                                float l_696_ = float(l_610_);
                                                                double l_697_ = double(l_696_);
                                                                l_mut_58_ = l_697_;
                                                                double _e1508 = l_mut_58_;
                                                                bool l_698_ = (_e1508 > l_610_);
                                                                if (l_698_) {
                                                                    float l_699_ = -(l_696_);
                                                                    uint l_700_ = asuint(l_699_);
                                                                    uint l_701_ = (l_700_ + 1u);
                                                                    l_mut_75_ = l_701_;
                                                                    uint l_702_ = (l_700_ & 2147483647u);
                                                                    bool l_703_ = (l_702_ == 0u);
                                                                    if (l_703_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_704_ = (l_700_ & 2147483648u);
                                                                        bool l_705_ = (l_704_ != 0u);
                                                                        if (l_705_) {
                                                                            uint l_706_ = (l_700_ - 1u);
                                                                            l_mut_75_ = l_706_;
                                                                        }
                                                                    }
                                                                    uint _e1525 = l_mut_75_;
                                                                    float l_707_ = asfloat(_e1525);
                                                                    float l_708_ = -(l_707_);
                                                                    double l_709_ = double(l_708_);
                                                                    l_mut_58_ = l_709_;
                                                                } else {
                                                                    uint l_710_ = asuint(l_696_);
                                                                    uint l_711_ = (l_710_ + 1u);
                                                                    l_mut_75_ = l_711_;
                                                                    uint l_712_ = (l_710_ & 2147483647u);
                                                                    bool l_713_ = (l_712_ == 0u);
                                                                    if (l_713_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_714_ = (l_710_ & 2147483648u);
                                                                        bool l_715_ = (l_714_ != 0u);
                                                                        if (l_715_) {
                                                                            uint l_716_ = (l_710_ - 1u);
                                                                            l_mut_75_ = l_716_;
                                                                        }
                                                                    }
                                                                    uint _e1543 = l_mut_75_;
                                                                    float l_717_ = asfloat(_e1543);
                                                                    double l_718_ = double(l_717_);
                                                                    bool l_719_ = (l_718_ <= l_610_);
                                                                    if (l_719_) {
                                                                        uint l_720_ = asuint(l_696_);
                                                                        uint l_721_ = (l_720_ + 1u);
                                                                        l_mut_75_ = l_721_;
                                                                        uint l_722_ = (l_720_ & 2147483647u);
                                                                        bool l_723_ = (l_722_ == 0u);
                                                                        if (l_723_) {
                                                                            l_mut_75_ = 1u;
                                                                        } else {
                                                                            uint l_724_ = (l_720_ & 2147483648u);
                                                                            bool l_725_ = (l_724_ != 0u);
                                                                            if (l_725_) {
                                                                                uint l_726_ = (l_720_ - 1u);
                                                                                l_mut_75_ = l_726_;
                                                                            }
                                                                        }
                                                                        uint _e1561 = l_mut_75_;
                                                                        float l_727_ = asfloat(_e1561);
                                                                        double l_728_ = double(l_727_);
                                                                        l_mut_58_ = l_728_;
                                                                    }
                                                                }
                                                            }
                                                            double _e1564 = l_mut_58_;
                                                            l_mut_421_ = _e1564;
                                                        }
                                                        double l_729_ = (l_604_ + l_16_);
                                                        l_mut_58_ = l_729_;
                                                        if (l_10_) {
                                                            double l_730_ = (l_729_ - l_607_);
                                                            double l_731_ = (l_730_ * 7.1362384635298e44L);
                                                            double l_732_ = floor(l_731_);
                                                            double l_733_ = (l_732_ * 1.401298464324817e-45L);
                                                            l_mut_35_ = l_733_;
                                                            double l_734_ = abs(l_730_);
                                                            bool l_735_ = (l_734_ >= 1.1754943508222875e-38L);
                                                            if (l_735_) {
                                                                float l_736_ = float(l_730_);
                                                                double l_737_ = double(l_736_);
                                                                l_mut_35_ = l_737_;
                                                                double _e1577 = l_mut_35_;
                                                                bool l_738_ = (_e1577 > l_730_);
                                                                if (l_738_) {
                                                                    float l_739_ = -(l_736_);
                                                                    uint l_740_ = asuint(l_739_);
                                                                    uint l_741_ = (l_740_ + 1u);
                                                                    l_mut_75_ = l_741_;
                                                                    uint l_742_ = (l_740_ & 2147483647u);
                                                                    bool l_743_ = (l_742_ == 0u);
                                                                    if (l_743_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_744_ = (l_740_ & 2147483648u);
                                                                        bool l_745_ = (l_744_ != 0u);
                                                                        if (l_745_) {
                                                                            uint l_746_ = (l_740_ - 1u);
                                                                            l_mut_75_ = l_746_;
                                                                        }
                                                                    }
                                                                    uint _e1594 = l_mut_75_;
                                                                    float l_747_ = asfloat(_e1594);
                                                                    float l_748_ = -(l_747_);
                                                                    double l_749_ = double(l_748_);
                                                                    l_mut_35_ = l_749_;
                                                                } else {
                                                                    uint l_750_ = asuint(l_736_);
                                                                    uint l_751_ = (l_750_ + 1u);
                                                                    l_mut_75_ = l_751_;
                                                                    uint l_752_ = (l_750_ & 2147483647u);
                                                                    bool l_753_ = (l_752_ == 0u);
                                                                    if (l_753_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_754_ = (l_750_ & 2147483648u);
                                                                        bool l_755_ = (l_754_ != 0u);
                                                                        if (l_755_) {
                                                                            uint l_756_ = (l_750_ - 1u);
                                                                            l_mut_75_ = l_756_;
                                                                        }
                                                                    }
                                                                    uint _e1612 = l_mut_75_;
                                                                    float l_757_ = asfloat(_e1612);
                                                                    double l_758_ = double(l_757_);
                                                                    bool l_759_ = (l_758_ <= l_730_);
                                                                    if (l_759_) {
                                                                        uint l_760_ = asuint(l_736_);
                                                                        uint l_761_ = (l_760_ + 1u);
                                                                        l_mut_75_ = l_761_;
                                                                        uint l_762_ = (l_760_ & 2147483647u);
                                                                        bool l_763_ = (l_762_ == 0u);
                                                                        if (l_763_) {
                                                                            l_mut_75_ = 1u;
                                                                        } else {
                                                                            uint l_764_ = (l_760_ & 2147483648u);
                                                                            bool l_765_ = (l_764_ != 0u);
                                                                            if (l_765_) {
                                                                                uint l_766_ = (l_760_ - 1u);
                                                                                l_mut_75_ = l_766_;
                                                                            }
                                                                        }
                                                                        uint _e1630 = l_mut_75_;
                                                                        float l_767_ = asfloat(_e1630);
                                                                        double l_768_ = double(l_767_);
                                                                        l_mut_35_ = l_768_;
                                                                    }
                                                                }
                                                            }
                                                            double l_769_ = (l_729_ + l_607_);
                                                            double l_770_ = (l_769_ * 7.1362384635298e44L);
                                                            double l_771_ = floor(l_770_);
                                                            double l_772_ = (l_771_ * 1.401298464324817e-45L);
                                                            l_mut_773_ = l_772_;
                                                            double l_774_ = abs(l_769_);
                                                            bool l_775_ = (l_774_ >= 1.1754943508222875e-38L);
                                                            if (l_775_) {
                                                                float l_776_ = float(l_769_);
                                                                double l_777_ = double(l_776_);
                                                                l_mut_773_ = l_777_;
                                                                double _e1644 = l_mut_773_;
                                                                bool l_778_ = (_e1644 > l_769_);
                                                                if (l_778_) {
                                                                    float l_779_ = -(l_776_);
                                                                    uint l_780_ = asuint(l_779_);
                                                                    uint l_781_ = (l_780_ + 1u);
                                                                    l_mut_75_ = l_781_;
                                                                    uint l_782_ = (l_780_ & 2147483647u);
                                                                    bool l_783_ = (l_782_ == 0u);
                                                                    if (l_783_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_784_ = (l_780_ & 2147483648u);
                                                                        bool l_785_ = (l_784_ != 0u);
                                                                        if (l_785_) {
                                                                            uint l_786_ = (l_780_ - 1u);
                                                                            l_mut_75_ = l_786_;
                                                                        }
                                                                    }
                                                                    uint _e1661 = l_mut_75_;
                                                                    float l_787_ = asfloat(_e1661);
                                                                    float l_788_ = -(l_787_);
                                                                    double l_789_ = double(l_788_);
                                                                    l_mut_773_ = l_789_;
                                                                } else {
                                                                    uint l_790_ = asuint(l_776_);
                                                                    uint l_791_ = (l_790_ + 1u);
                                                                    l_mut_75_ = l_791_;
                                                                    uint l_792_ = (l_790_ & 2147483647u);
                                                                    bool l_793_ = (l_792_ == 0u);
                                                                    if (l_793_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_794_ = (l_790_ & 2147483648u);
                                                                        bool l_795_ = (l_794_ != 0u);
                                                                        if (l_795_) {
                                                                            uint l_796_ = (l_790_ - 1u);
                                                                            l_mut_75_ = l_796_;
                                                                        }
                                                                    }
                                                                    uint _e1679 = l_mut_75_;
                                                                    float l_797_ = asfloat(_e1679);
                                                                    double l_798_ = double(l_797_);
                                                                    bool l_799_ = (l_798_ <= l_769_);
                                                                    if (l_799_) {
                                                                        uint l_800_ = asuint(l_776_);
                                                                        uint l_801_ = (l_800_ + 1u);
                                                                        l_mut_75_ = l_801_;
                                                                        uint l_802_ = (l_800_ & 2147483647u);
                                                                        bool l_803_ = (l_802_ == 0u);
                                                                        if (l_803_) {
                                                                            l_mut_75_ = 1u;
                                                                        } else {
                                                                            uint l_804_ = (l_800_ & 2147483648u);
                                                                            bool l_805_ = (l_804_ != 0u);
                                                                            if (l_805_) {
                                                                                uint l_806_ = (l_800_ - 1u);
                                                                                l_mut_75_ = l_806_;
                                                                            }
                                                                        }
                                                                        uint _e1697 = l_mut_75_;
                                                                        float l_807_ = asfloat(_e1697);
                                                                        double l_808_ = double(l_807_);
                                                                        l_mut_773_ = l_808_;
                                                                    }
                                                                }
                                                            }
                                                            double _e1700 = l_mut_35_;
                                                            double _e1701 = l_mut_773_;
                                                            bool l_809_ = (_e1700 == _e1701);
                                                            bool l_810_ = !(l_809_);
                                                            if (l_810_) {
                                                                a_603_[0] = 0u;
                                                            }
                                                            double l_811_ = -(l_729_);
                                                            double l_812_ = (l_811_ * 7.1362384635298e44L);
                                                            double l_813_ = floor(l_812_);
                                                            double l_814_ = (l_813_ * 1.401298464324817e-45L);
                                                            l_mut_773_ = l_814_;
                                                            double l_815_ = abs(l_811_);
                                                            bool l_816_ = (l_815_ >= 1.1754943508222875e-38L);
                                                            if (l_816_) {
                                                                float l_817_ = float(l_811_);
                                                                double l_818_ = double(l_817_);
                                                                l_mut_773_ = l_818_;
                                                                double _e1717 = l_mut_773_;
                                                                bool l_819_ = (_e1717 > l_811_);
                                                                if (l_819_) {
                                                                    float l_820_ = -(l_817_);
                                                                    uint l_821_ = asuint(l_820_);
                                                                    uint l_822_ = (l_821_ + 1u);
                                                                    l_mut_75_ = l_822_;
                                                                    uint l_823_ = (l_821_ & 2147483647u);
                                                                    bool l_824_ = (l_823_ == 0u);
                                                                    if (l_824_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_825_ = (l_821_ & 2147483648u);
                                                                        bool l_826_ = (l_825_ != 0u);
                                                                        if (l_826_) {
                                                                            uint l_827_ = (l_821_ - 1u);
                                                                            l_mut_75_ = l_827_;
                                                                        }
                                                                    }
                                                                    uint _e1734 = l_mut_75_;
                                                                    float l_828_ = asfloat(_e1734);
                                                                    float l_829_ = -(l_828_);
                                                                    double l_830_ = double(l_829_);
                                                                    l_mut_773_ = l_830_;
                                                                } else {
                                                                    uint l_831_ = asuint(l_817_);
                                                                    uint l_832_ = (l_831_ + 1u);
                                                                    l_mut_75_ = l_832_;
                                                                    uint l_833_ = (l_831_ & 2147483647u);
                                                                    bool l_834_ = (l_833_ == 0u);
                                                                    if (l_834_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_835_ = (l_831_ & 2147483648u);
                                                                        bool l_836_ = (l_835_ != 0u);
                                                                        if (l_836_) {
                                                                            uint l_837_ = (l_831_ - 1u);
                                                                            l_mut_75_ = l_837_;
                                                                        }
                                                                    }
                                                                    uint _e1752 = l_mut_75_;
                                                                    float l_838_ = asfloat(_e1752);
                                                                    double l_839_ = double(l_838_);
                                                                    bool l_840_ = (l_839_ <= l_811_);
                                                                    if (l_840_) {
                                                                        uint l_841_ = asuint(l_817_);
                                                                        uint l_842_ = (l_841_ + 1u);
                                                                        l_mut_75_ = l_842_;
                                                                        uint l_843_ = (l_841_ & 2147483647u);
                                                                        bool l_844_ = (l_843_ == 0u);
                                                                        if (l_844_) {
                                                                            l_mut_75_ = 1u;
                                                                        } else {
                                                                            uint l_845_ = (l_841_ & 2147483648u);
                                                                            bool l_846_ = (l_845_ != 0u);
                                                                            if (l_846_) {
                                                                                uint l_847_ = (l_841_ - 1u);
                                                                                l_mut_75_ = l_847_;
                                                                            }
                                                                        }
                                                                        uint _e1770 = l_mut_75_;
                                                                        float l_848_ = asfloat(_e1770);
                                                                        double l_849_ = double(l_848_);
                                                                        l_mut_773_ = l_849_;
                                                                    }
                                                                }
                                                            }
                                                            double _e1773 = l_mut_773_;
                                                            double l_850_ = -(_e1773);
                                                            l_mut_58_ = l_850_;
                                                        }
                                                        double l_851_ = (l_605_ - l_16_);
                                                        l_mut_773_ = l_851_;
                                                        if (l_10_) {
                                                            double l_852_ = (l_851_ - l_609_);
                                                            double l_853_ = (l_852_ * 7.1362384635298e44L);
                                                            double l_854_ = floor(l_853_);
                                                            double l_855_ = (l_854_ * 1.401298464324817e-45L);
                                                            l_mut_35_ = l_855_;
                                                            double l_856_ = abs(l_852_);
                                                            bool l_857_ = (l_856_ >= 1.1754943508222875e-38L);
                                                            if (l_857_) {
                                                                float l_858_ = float(l_852_);
                                                                double l_859_ = double(l_858_);
                                                                l_mut_35_ = l_859_;
                                                                double _e1787 = l_mut_35_;
                                                                bool l_860_ = (_e1787 > l_852_);
                                                                if (l_860_) {
                                                                    float l_861_ = -(l_858_);
                                                                    uint l_862_ = asuint(l_861_);
                                                                    uint l_863_ = (l_862_ + 1u);
                                                                    l_mut_75_ = l_863_;
                                                                    uint l_864_ = (l_862_ & 2147483647u);
                                                                    bool l_865_ = (l_864_ == 0u);
                                                                    if (l_865_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_866_ = (l_862_ & 2147483648u);
                                                                        bool l_867_ = (l_866_ != 0u);
                                                                        if (l_867_) {
                                                                            uint l_868_ = (l_862_ - 1u);
                                                                            l_mut_75_ = l_868_;
                                                                        }
                                                                    }
                                                                    uint _e1804 = l_mut_75_;
                                                                    float l_869_ = asfloat(_e1804);
                                                                    float l_870_ = -(l_869_);
                                                                    double l_871_ = double(l_870_);
                                                                    l_mut_35_ = l_871_;
                                                                } else {
                                                                    uint l_872_ = asuint(l_858_);
                                                                    uint l_873_ = (l_872_ + 1u);
                                                                    l_mut_75_ = l_873_;
                                                                    uint l_874_ = (l_872_ & 2147483647u);
                                                                    bool l_875_ = (l_874_ == 0u);
                                                                    if (l_875_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_876_ = (l_872_ & 2147483648u);
                                                                        bool l_877_ = (l_876_ != 0u);
                                                                        if (l_877_) {
                                                                            uint l_878_ = (l_872_ - 1u);
                                                                            l_mut_75_ = l_878_;
                                                                        }
                                                                    }
                                                                    uint _e1822 = l_mut_75_;
                                                                    float l_879_ = asfloat(_e1822);
                                                                    double l_880_ = double(l_879_);
                                                                    bool l_881_ = (l_880_ <= l_852_);
                                                                    if (l_881_) {
                                                                        uint l_882_ = asuint(l_858_);
                                                                        uint l_883_ = (l_882_ + 1u);
                                                                        l_mut_75_ = l_883_;
                                                                        uint l_884_ = (l_882_ & 2147483647u);
                                                                        bool l_885_ = (l_884_ == 0u);
                                                                        if (l_885_) {
                                                                            l_mut_75_ = 1u;
                                                                        } else {
                                                                            uint l_886_ = (l_882_ & 2147483648u);
                                                                            bool l_887_ = (l_886_ != 0u);
                                                                            if (l_887_) {
                                                                                uint l_888_ = (l_882_ - 1u);
                                                                                l_mut_75_ = l_888_;
                                                                            }
                                                                        }
                                                                        uint _e1840 = l_mut_75_;
                                                                        float l_889_ = asfloat(_e1840);
                                                                        double l_890_ = double(l_889_);
                                                                        l_mut_35_ = l_890_;
                                                                    }
                                                                }
                                                            }
                                                            double l_891_ = (l_851_ + l_609_);
                                                            double l_892_ = (l_891_ * 7.1362384635298e44L);
                                                            double l_893_ = floor(l_892_);
                                                            double l_894_ = (l_893_ * 1.401298464324817e-45L);
                                                            l_mut_895_ = l_894_;
                                                            double l_896_ = abs(l_891_);
                                                            bool l_897_ = (l_896_ >= 1.1754943508222875e-38L);
                                                            if (l_897_) {
                                                                float l_898_ = float(l_891_);
                                                                double l_899_ = double(l_898_);
                                                                l_mut_895_ = l_899_;
                                                                double _e1854 = l_mut_895_;
                                                                bool l_900_ = (_e1854 > l_891_);
                                                                if (l_900_) {
                                                                    float l_901_ = -(l_898_);
                                                                    uint l_902_ = asuint(l_901_);
                                                                    uint l_903_ = (l_902_ + 1u);
                                                                    l_mut_75_ = l_903_;
                                                                    uint l_904_ = (l_902_ & 2147483647u);
                                                                    bool l_905_ = (l_904_ == 0u);
                                                                    if (l_905_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_906_ = (l_902_ & 2147483648u);
                                                                        bool l_907_ = (l_906_ != 0u);
                                                                        if (l_907_) {
                                                                            uint l_908_ = (l_902_ - 1u);
                                                                            l_mut_75_ = l_908_;
                                                                        }
                                                                    }
                                                                    uint _e1871 = l_mut_75_;
                                                                    float l_909_ = asfloat(_e1871);
                                                                    float l_910_ = -(l_909_);
                                                                    double l_911_ = double(l_910_);
                                                                    l_mut_895_ = l_911_;
                                                                } else {
                                                                    uint l_912_ = asuint(l_898_);
                                                                    uint l_913_ = (l_912_ + 1u);
                                                                    l_mut_75_ = l_913_;
                                                                    uint l_914_ = (l_912_ & 2147483647u);
                                                                    bool l_915_ = (l_914_ == 0u);
                                                                    if (l_915_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_916_ = (l_912_ & 2147483648u);
                                                                        bool l_917_ = (l_916_ != 0u);
                                                                        if (l_917_) {
                                                                            uint l_918_ = (l_912_ - 1u);
                                                                            l_mut_75_ = l_918_;
                                                                        }
                                                                    }
                                                                    uint _e1889 = l_mut_75_;
                                                                    float l_919_ = asfloat(_e1889);
                                                                    double l_920_ = double(l_919_);
                                                                    bool l_921_ = (l_920_ <= l_891_);
                                                                    if (l_921_) {
                                                                        uint l_922_ = asuint(l_898_);
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
                                                                        uint _e1907 = l_mut_75_;
                                                                        float l_929_ = asfloat(_e1907);
                                                                        double l_930_ = double(l_929_);
                                                                        l_mut_895_ = l_930_;
                                                                    }
                                                                }
                                                            }
                                                            double _e1910 = l_mut_35_;
                                                            double _e1911 = l_mut_895_;
                                                            bool l_931_ = (_e1910 == _e1911);
                                                            bool l_932_ = !(l_931_);
                                                            if (l_932_) {
                                                                a_603_[0] = 0u;
                                                            }
                                                            double l_933_ = (l_851_ * 7.1362384635298e44L);
                                                            double l_934_ = floor(l_933_);
                                                            double l_935_ = (l_934_ * 1.401298464324817e-45L);
                                                            l_mut_895_ = l_935_;
                                                            double l_936_ = abs(l_851_);
                                                            bool l_937_ = (l_936_ >= 1.1754943508222875e-38L);
                                                            if (l_937_) {
                                                                float l_938_ = float(l_851_);
                                                                double l_939_ = double(l_938_);
                                                                l_mut_895_ = l_939_;
                                                                double _e1926 = l_mut_895_;
                                                                bool l_940_ = (_e1926 > l_851_);
                                                                if (l_940_) {
                                                                    float l_941_ = -(l_938_);
                                                                    uint l_942_ = asuint(l_941_);
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
                                                                    uint _e1943 = l_mut_75_;
                                                                    float l_949_ = asfloat(_e1943);
                                                                    float l_950_ = -(l_949_);
                                                                    double l_951_ = double(l_950_);
                                                                    l_mut_895_ = l_951_;
                                                                } else {
                                                                    uint l_952_ = asuint(l_938_);
                                                                    uint l_953_ = (l_952_ + 1u);
                                                                    l_mut_75_ = l_953_;
                                                                    uint l_954_ = (l_952_ & 2147483647u);
                                                                    bool l_955_ = (l_954_ == 0u);
                                                                    if (l_955_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_956_ = (l_952_ & 2147483648u);
                                                                        bool l_957_ = (l_956_ != 0u);
                                                                        if (l_957_) {
                                                                            uint l_958_ = (l_952_ - 1u);
                                                                            l_mut_75_ = l_958_;
                                                                        }
                                                                    }
                                                                    uint _e1961 = l_mut_75_;
                                                                    float l_959_ = asfloat(_e1961);
                                                                    double l_960_ = double(l_959_);
                                                                    bool l_961_ = (l_960_ <= l_851_);
                                                                    if (l_961_) {
                                                                        uint l_962_ = asuint(l_938_);
                                                                        uint l_963_ = (l_962_ + 1u);
                                                                        l_mut_75_ = l_963_;
                                                                        uint l_964_ = (l_962_ & 2147483647u);
                                                                        bool l_965_ = (l_964_ == 0u);
                                                                        if (l_965_) {
                                                                            l_mut_75_ = 1u;
                                                                        } else {
                                                                            uint l_966_ = (l_962_ & 2147483648u);
                                                                            bool l_967_ = (l_966_ != 0u);
                                                                            if (l_967_) {
                                                                                uint l_968_ = (l_962_ - 1u);
                                                                                l_mut_75_ = l_968_;
                                                                            }
                                                                        }
                                                                        uint _e1979 = l_mut_75_;
                                                                        float l_969_ = asfloat(_e1979);
                                                                        double l_970_ = double(l_969_);
                                                                        l_mut_895_ = l_970_;
                                                                    }
                                                                }
                                                            }
                                                            double _e1982 = l_mut_895_;
                                                            l_mut_773_ = _e1982;
                                                        }
                                                        double l_971_ = (l_605_ + l_16_);
                                                        l_mut_895_ = l_971_;
                                                        if (l_10_) {
                                                            double l_972_ = (l_971_ - l_609_);
                                                            double l_973_ = (l_972_ * 7.1362384635298e44L);
                                                            double l_974_ = floor(l_973_);
                                                            double l_975_ = (l_974_ * 1.401298464324817e-45L);
                                                            l_mut_35_ = l_975_;
                                                            double l_976_ = abs(l_972_);
                                                            bool l_977_ = (l_976_ >= 1.1754943508222875e-38L);
                                                            if (l_977_) {
                                                                float l_978_ = float(l_972_);
                                                                double l_979_ = double(l_978_);
                                                                l_mut_35_ = l_979_;
                                                                double _e1995 = l_mut_35_;
                                                                bool l_980_ = (_e1995 > l_972_);
                                                                if (l_980_) {
                                                                    float l_981_ = -(l_978_);
                                                                    uint l_982_ = asuint(l_981_);
                                                                    uint l_983_ = (l_982_ + 1u);
                                                                    l_mut_75_ = l_983_;
                                                                    uint l_984_ = (l_982_ & 2147483647u);
                                                                    bool l_985_ = (l_984_ == 0u);
                                                                    if (l_985_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_986_ = (l_982_ & 2147483648u);
                                                                        bool l_987_ = (l_986_ != 0u);
                                                                        if (l_987_) {
                                                                            uint l_988_ = (l_982_ - 1u);
                                                                            l_mut_75_ = l_988_;
                                                                        }
                                                                    }
                                                                    uint _e2012 = l_mut_75_;
                                                                    float l_989_ = asfloat(_e2012);
                                                                    float l_990_ = -(l_989_);
                                                                    double l_991_ = double(l_990_);
                                                                    l_mut_35_ = l_991_;
                                                                } else {
                                                                    uint l_992_ = asuint(l_978_);
                                                                    uint l_993_ = (l_992_ + 1u);
                                                                    l_mut_75_ = l_993_;
                                                                    uint l_994_ = (l_992_ & 2147483647u);
                                                                    bool l_995_ = (l_994_ == 0u);
                                                                    if (l_995_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_996_ = (l_992_ & 2147483648u);
                                                                        bool l_997_ = (l_996_ != 0u);
                                                                        if (l_997_) {
                                                                            uint l_998_ = (l_992_ - 1u);
                                                                            l_mut_75_ = l_998_;
                                                                        }
                                                                    }
                                                                    uint _e2030 = l_mut_75_;
                                                                    float l_999_ = asfloat(_e2030);
                                                                    double l_1000_ = double(l_999_);
                                                                    bool l_1001_ = (l_1000_ <= l_972_);
                                                                    if (l_1001_) {
                                                                        uint l_1002_ = asuint(l_978_);
                                                                        uint l_1003_ = (l_1002_ + 1u);
                                                                        l_mut_75_ = l_1003_;
                                                                        uint l_1004_ = (l_1002_ & 2147483647u);
                                                                        bool l_1005_ = (l_1004_ == 0u);
                                                                        if (l_1005_) {
                                                                            l_mut_75_ = 1u;
                                                                        } else {
                                                                            uint l_1006_ = (l_1002_ & 2147483648u);
                                                                            bool l_1007_ = (l_1006_ != 0u);
                                                                            if (l_1007_) {
                                                                                uint l_1008_ = (l_1002_ - 1u);
                                                                                l_mut_75_ = l_1008_;
                                                                            }
                                                                        }
                                                                        uint _e2048 = l_mut_75_;
                                                                        float l_1009_ = asfloat(_e2048);
                                                                        double l_1010_ = double(l_1009_);
                                                                        l_mut_35_ = l_1010_;
                                                                    }
                                                                }
                                                            }
                                                            double l_1011_ = (l_971_ + l_609_);
                                                            double l_1012_ = (l_1011_ * 7.1362384635298e44L);
                                                            double l_1013_ = floor(l_1012_);
                                                            double l_1014_ = (l_1013_ * 1.401298464324817e-45L);
                                                            l_mut_1015_ = l_1014_;
                                                            double l_1016_ = abs(l_1011_);
                                                            bool l_1017_ = (l_1016_ >= 1.1754943508222875e-38L);
                                                            if (l_1017_) {
                                                                float l_1018_ = float(l_1011_);
                                                                double l_1019_ = double(l_1018_);
                                                                l_mut_1015_ = l_1019_;
                                                                double _e2062 = l_mut_1015_;
                                                                bool l_1020_ = (_e2062 > l_1011_);
                                                                if (l_1020_) {
                                                                    float l_1021_ = -(l_1018_);
                                                                    uint l_1022_ = asuint(l_1021_);
                                                                    uint l_1023_ = (l_1022_ + 1u);
                                                                    l_mut_75_ = l_1023_;
                                                                    uint l_1024_ = (l_1022_ & 2147483647u);
                                                                    bool l_1025_ = (l_1024_ == 0u);
                                                                    if (l_1025_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_1026_ = (l_1022_ & 2147483648u);
                                                                        bool l_1027_ = (l_1026_ != 0u);
                                                                        if (l_1027_) {
                                                                            uint l_1028_ = (l_1022_ - 1u);
                                                                            l_mut_75_ = l_1028_;
                                                                        }
                                                                    }
                                                                    uint _e2079 = l_mut_75_;
                                                                    float l_1029_ = asfloat(_e2079);
                                                                    float l_1030_ = -(l_1029_);
                                                                    double l_1031_ = double(l_1030_);
                                                                    l_mut_1015_ = l_1031_;
                                                                } else {
                                                                    uint l_1032_ = asuint(l_1018_);
                                                                    uint l_1033_ = (l_1032_ + 1u);
                                                                    l_mut_75_ = l_1033_;
                                                                    uint l_1034_ = (l_1032_ & 2147483647u);
                                                                    bool l_1035_ = (l_1034_ == 0u);
                                                                    if (l_1035_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_1036_ = (l_1032_ & 2147483648u);
                                                                        bool l_1037_ = (l_1036_ != 0u);
                                                                        if (l_1037_) {
                                                                            uint l_1038_ = (l_1032_ - 1u);
                                                                            l_mut_75_ = l_1038_;
                                                                        }
                                                                    }
                                                                    uint _e2097 = l_mut_75_;
                                                                    float l_1039_ = asfloat(_e2097);
                                                                    double l_1040_ = double(l_1039_);
                                                                    bool l_1041_ = (l_1040_ <= l_1011_);
                                                                    if (l_1041_) {
                                                                        uint l_1042_ = asuint(l_1018_);
                                                                        uint l_1043_ = (l_1042_ + 1u);
                                                                        l_mut_75_ = l_1043_;
                                                                        uint l_1044_ = (l_1042_ & 2147483647u);
                                                                        bool l_1045_ = (l_1044_ == 0u);
                                                                        if (l_1045_) {
                                                                            l_mut_75_ = 1u;
                                                                        } else {
                                                                            uint l_1046_ = (l_1042_ & 2147483648u);
                                                                            bool l_1047_ = (l_1046_ != 0u);
                                                                            if (l_1047_) {
                                                                                uint l_1048_ = (l_1042_ - 1u);
                                                                                l_mut_75_ = l_1048_;
                                                                            }
                                                                        }
                                                                        uint _e2115 = l_mut_75_;
                                                                        float l_1049_ = asfloat(_e2115);
                                                                        double l_1050_ = double(l_1049_);
                                                                        l_mut_1015_ = l_1050_;
                                                                    }
                                                                }
                                                            }
                                                            double _e2118 = l_mut_35_;
                                                            double _e2119 = l_mut_1015_;
                                                            bool l_1051_ = (_e2118 == _e2119);
                                                            bool l_1052_ = !(l_1051_);
                                                            if (l_1052_) {
                                                                a_603_[0] = 0u;
                                                            }
                                                            double l_1053_ = -(l_971_);
                                                            double l_1054_ = (l_1053_ * 7.1362384635298e44L);
                                                            double l_1055_ = floor(l_1054_);
                                                            double l_1056_ = (l_1055_ * 1.401298464324817e-45L);
                                                            l_mut_1015_ = l_1056_;
                                                            double l_1057_ = abs(l_1053_);
                                                            bool l_1058_ = (l_1057_ >= 1.1754943508222875e-38L);
                                                            if (l_1058_) {
                                                                float l_1059_ = float(l_1053_);
                                                                double l_1060_ = double(l_1059_);
                                                                l_mut_1015_ = l_1060_;
                                                                double _e2135 = l_mut_1015_;
                                                                bool l_1061_ = (_e2135 > l_1053_);
                                                                if (l_1061_) {
                                                                    float l_1062_ = -(l_1059_);
                                                                    uint l_1063_ = asuint(l_1062_);
                                                                    uint l_1064_ = (l_1063_ + 1u);
                                                                    l_mut_75_ = l_1064_;
                                                                    uint l_1065_ = (l_1063_ & 2147483647u);
                                                                    bool l_1066_ = (l_1065_ == 0u);
                                                                    if (l_1066_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_1067_ = (l_1063_ & 2147483648u);
                                                                        bool l_1068_ = (l_1067_ != 0u);
                                                                        if (l_1068_) {
                                                                            uint l_1069_ = (l_1063_ - 1u);
                                                                            l_mut_75_ = l_1069_;
                                                                        }
                                                                    }
                                                                    uint _e2152 = l_mut_75_;
                                                                    float l_1070_ = asfloat(_e2152);
                                                                    float l_1071_ = -(l_1070_);
                                                                    double l_1072_ = double(l_1071_);
                                                                    l_mut_1015_ = l_1072_;
                                                                } else {
                                                                    uint l_1073_ = asuint(l_1059_);
                                                                    uint l_1074_ = (l_1073_ + 1u);
                                                                    l_mut_75_ = l_1074_;
                                                                    uint l_1075_ = (l_1073_ & 2147483647u);
                                                                    bool l_1076_ = (l_1075_ == 0u);
                                                                    if (l_1076_) {
                                                                        l_mut_75_ = 1u;
                                                                    } else {
                                                                        uint l_1077_ = (l_1073_ & 2147483648u);
                                                                        bool l_1078_ = (l_1077_ != 0u);
                                                                        if (l_1078_) {
                                                                            uint l_1079_ = (l_1073_ - 1u);
                                                                            l_mut_75_ = l_1079_;
                                                                        }
                                                                    }
                                                                    uint _e2170 = l_mut_75_;
                                                                    float l_1080_ = asfloat(_e2170);
                                                                    double l_1081_ = double(l_1080_);
                                                                    bool l_1082_ = (l_1081_ <= l_1053_);
                                                                    if (l_1082_) {
                                                                        uint l_1083_ = asuint(l_1059_);
                                                                        uint l_1084_ = (l_1083_ + 1u);
                                                                        l_mut_75_ = l_1084_;
                                                                        uint l_1085_ = (l_1083_ & 2147483647u);
                                                                        bool l_1086_ = (l_1085_ == 0u);
                                                                        if (l_1086_) {
                                                                            l_mut_75_ = 1u;
                                                                        } else {
                                                                            uint l_1087_ = (l_1083_ & 2147483648u);
                                                                            bool l_1088_ = (l_1087_ != 0u);
                                                                            if (l_1088_) {
                                                                                uint l_1089_ = (l_1083_ - 1u);
                                                                                l_mut_75_ = l_1089_;
                                                                            }
                                                                        }
                                                                        uint _e2188 = l_mut_75_;
                                                                        float l_1090_ = asfloat(_e2188);
                                                                        double l_1091_ = double(l_1090_);
                                                                        l_mut_1015_ = l_1091_;
                                                                    }
                                                                }
                                                            }
                                                            double _e2191 = l_mut_1015_;
                                                            double l_1092_ = -(_e2191);
                                                            l_mut_895_ = l_1092_;
                                                        }
                                                        l_mut_75_ = 0u;
                                                        bool l_1093_ = !(l_10_);
                                                        double _e2195 = l_mut_773_;
                                                        double l_1094_ = abs(_e2195);
                                                        bool l_1095_ = (l_1094_ <= l_609_);
                                                        double _e2198 = l_mut_895_;
                                                        double l_1096_ = abs(_e2198);
                                                        bool l_1097_ = (l_1096_ <= l_609_);
                                                        if (!(l_1095_)) {
                                                            local_38 = l_1097_;
                                                        } else {
                                                            local_38 = true;
                                                        }
                                                        bool l_1098_ = local_38;
                                                        if (l_1093_) {
                                                            local_39 = l_1098_;
                                                        } else {
                                                            local_39 = false;
                                                        }
                                                        bool l_1099_ = local_39;
                                                        if (l_1099_) {
                                                            a_603_[0] = 0u;
                                                        }
                                                        double _e2212 = l_mut_773_;
                                                        bool l_1100_ = (_e2212 <= 0.0L);
                                                        double _e2215 = l_mut_895_;
                                                        bool l_1101_ = (_e2215 >= 0.0L);
                                                        if (l_1100_) {
                                                            local_40 = l_1101_;
                                                        } else {
                                                            local_40 = false;
                                                        }
                                                        bool l_1102_ = local_40;
                                                        bool l_1103_ = !(l_1102_);
                                                        if (l_1103_) {
                                                            double _e2223 = l_mut_421_;
                                                            double _e2224 = l_mut_773_;
                                                            double l_1105_ = (_e2223 / _e2224);
                                                            double _e2226 = l_mut_421_;
                                                            double _e2227 = l_mut_895_;
                                                            double l_1106_ = (_e2226 / _e2227);
                                                            double _e2229 = l_mut_58_;
                                                            double _e2230 = l_mut_773_;
                                                            double l_1107_ = (_e2229 / _e2230);
                                                            double _e2232 = l_mut_58_;
                                                            double _e2233 = l_mut_895_;
                                                            double l_1108_ = (_e2232 / _e2233);
                                                            a_1104_[0] = l_1105_;
                                                            a_1104_[1] = l_1105_;
                                                            double l_1109_ = a_1104_[0];
                                                            bool l_1110_ = (l_1106_ < l_1109_);
                                                            if (l_1110_) {
                                                                a_1104_[0] = l_1106_;
                                                            }
                                                            double l_1111_ = a_1104_[0];
                                                            bool l_1112_ = (l_1107_ < l_1111_);
                                                            if (l_1112_) {
                                                                a_1104_[0] = l_1107_;
                                                            }
                                                            double l_1113_ = a_1104_[0];
                                                            bool l_1114_ = (l_1108_ < l_1113_);
                                                            if (l_1114_) {
                                                                a_1104_[0] = l_1108_;
                                                            }
                                                            double l_1115_ = a_1104_[1];
                                                            bool l_1116_ = (l_1106_ > l_1115_);
                                                            if (l_1116_) {
                                                                a_1104_[1] = l_1106_;
                                                            }
                                                            double l_1117_ = a_1104_[1];
                                                            bool l_1118_ = (l_1107_ > l_1117_);
                                                            if (l_1118_) {
                                                                a_1104_[1] = l_1107_;
                                                            }
                                                            double l_1119_ = a_1104_[1];
                                                            bool l_1120_ = (l_1108_ > l_1119_);
                                                            if (l_1120_) {
                                                                a_1104_[1] = l_1108_;
                                                            }
                                                            l_mut_1015_ = 1.4551915228366852e-11L;
                                                            bool l_1121_ = !(l_10_);
                                                            if (l_1121_) {
                                                                double l_1122_ = (l_607_ + l_609_);
                                                                double _e2264 = l_mut_773_;
                                                                double l_1123_ = abs(_e2264);
                                                                double _e2266 = l_mut_895_;
                                                                double l_1124_ = abs(_e2266);
                                                                l_mut_895_ = l_1123_;
                                                                bool l_1125_ = (l_1124_ < l_1123_);
                                                                if (l_1125_) {
                                                                    l_mut_895_ = l_1124_;
                                                                }
                                                                double _e2269 = l_mut_895_;
                                                                double l_1126_ = (l_1122_ / _e2269);
                                                                double _e2271 = l_mut_421_;
                                                                double l_1127_ = abs(_e2271);
                                                                double _e2273 = l_mut_58_;
                                                                double l_1128_ = abs(_e2273);
                                                                l_mut_895_ = l_1127_;
                                                                bool l_1129_ = (l_1128_ < l_1127_);
                                                                if (l_1129_) {
                                                                    l_mut_895_ = l_1128_;
                                                                }
                                                                double _e2276 = l_mut_895_;
                                                                double l_1130_ = (l_607_ / _e2276);
                                                                double l_1131_ = (l_1126_ + l_1130_);
                                                                double _e2279 = l_mut_1015_;
                                                                l_mut_1015_ = (_e2279 + l_1131_);
                                                            }
                                                            double l_1132_ = a_1104_[0];
                                                            double l_1133_ = abs(l_1132_);
                                                            double _e2284 = l_mut_1015_;
                                                            double l_1134_ = (l_1133_ * _e2284);
                                                            double l_1135_ = a_1104_[1];
                                                            double l_1136_ = abs(l_1135_);
                                                            double _e2289 = l_mut_1015_;
                                                            double l_1137_ = (l_1136_ * _e2289);
                                                            double l_1138_ = a_1104_[0];
                                                            double l_1139_ = (l_1138_ - l_1134_);
                                                            double l_1140_ = abs(l_1139_);
                                                            l_mut_1015_ = 1.401298464324817e-45L;
                                                            bool l_1141_ = (l_1140_ >= 1.1754943508222875e-38L);
                                                            bool l_1142_ = (l_1140_ <= 1.7976931348623157e308L);
                                                            if (l_1141_) {
                                                                local_41 = l_1142_;
                                                            } else {
                                                                local_41 = false;
                                                            }
                                                            bool l_1143_ = local_41;
                                                            if (l_1143_) {
                                                                uint64_t l_1144_ = l_1140_;
                                                                uint64_t l_1145_ = (l_1144_ >> uint(52uL));
                                                                uint64_t l_1146_ = (l_1145_ - 23uL);
                                                                uint64_t l_1147_ = (l_1146_ << uint(52uL));
                                                                double l_1148_ = l_1147_;
                                                                l_mut_1015_ = l_1148_;
                                                            }
                                                            double l_1149_ = (l_1138_ + l_1134_);
                                                            double l_1150_ = abs(l_1149_);
                                                            l_mut_895_ = 1.401298464324817e-45L;
                                                            bool l_1151_ = (l_1150_ >= 1.1754943508222875e-38L);
                                                            bool l_1152_ = (l_1150_ <= 1.7976931348623157e308L);
                                                            if (l_1151_) {
                                                                local_42 = l_1152_;
                                                            } else {
                                                                local_42 = false;
                                                            }
                                                            bool l_1153_ = local_42;
                                                            if (l_1153_) {
                                                                uint64_t l_1154_ = l_1150_;
                                                                uint64_t l_1155_ = (l_1154_ >> uint(52uL));
                                                                uint64_t l_1156_ = (l_1155_ - 23uL);
                                                                uint64_t l_1157_ = (l_1156_ << uint(52uL));
                                                                double l_1158_ = l_1157_;
                                                                l_mut_895_ = l_1158_;
                                                            }
                                                            double _e2339 = l_mut_1015_;
                                                            double _e2340 = l_mut_895_;
                                                            bool l_1159_ = (_e2339 == _e2340);
                                                            bool l_1160_ = !(l_1159_);
                                                            double l_1161_ = a_1104_[1];
                                                            double l_1162_ = (l_1161_ - l_1137_);
                                                            double l_1163_ = abs(l_1162_);
                                                            l_mut_1015_ = 1.401298464324817e-45L;
                                                            bool l_1164_ = (l_1163_ >= 1.1754943508222875e-38L);
                                                            bool l_1165_ = (l_1163_ <= 1.7976931348623157e308L);
                                                            if (l_1164_) {
                                                                local_43 = l_1165_;
                                                            } else {
                                                                local_43 = false;
                                                            }
                                                            bool l_1166_ = local_43;
                                                            if (l_1166_) {
                                                                uint64_t l_1167_ = l_1163_;
                                                                uint64_t l_1168_ = (l_1167_ >> uint(52uL));
                                                                uint64_t l_1169_ = (l_1168_ - 23uL);
                                                                uint64_t l_1170_ = (l_1169_ << uint(52uL));
                                                                double l_1171_ = l_1170_;
                                                                l_mut_1015_ = l_1171_;
                                                            }
                                                            double l_1172_ = (l_1161_ + l_1137_);
                                                            double l_1173_ = abs(l_1172_);
                                                            l_mut_895_ = 1.401298464324817e-45L;
                                                            bool l_1174_ = (l_1173_ >= 1.1754943508222875e-38L);
                                                            bool l_1175_ = (l_1173_ <= 1.7976931348623157e308L);
                                                            if (l_1174_) {
                                                                local_44 = l_1175_;
                                                            } else {
                                                                local_44 = false;
                                                            }
                                                            bool l_1176_ = local_44;
                                                            if (l_1176_) {
                                                                uint64_t l_1177_ = l_1173_;
                                                                uint64_t l_1178_ = (l_1177_ >> uint(52uL));
                                                                uint64_t l_1179_ = (l_1178_ - 23uL);
                                                                uint64_t l_1180_ = (l_1179_ << uint(52uL));
                                                                double l_1181_ = l_1180_;
                                                                l_mut_895_ = l_1181_;
                                                            }
                                                            double _e2391 = l_mut_1015_;
                                                            double _e2392 = l_mut_895_;
                                                            bool l_1182_ = (_e2391 == _e2392);
                                                            bool l_1183_ = !(l_1182_);
                                                            if (!(l_1160_)) {
                                                                local_45 = l_1183_;
                                                            } else {
                                                                local_45 = true;
                                                            }
                                                            bool l_1184_ = local_45;
                                                            if (l_1184_) {
                                                                a_603_[0] = 0u;
                                                            }
                                                            double l_1185_ = a_1104_[0];
                                                            double l_1186_ = a_1104_[0];
                                                            double l_1187_ = abs(l_1186_);
                                                            l_mut_1015_ = 1.401298464324817e-45L;
                                                            bool l_1188_ = (l_1187_ >= 1.1754943508222875e-38L);
                                                            bool l_1189_ = (l_1187_ <= 1.7976931348623157e308L);
                                                            if (l_1188_) {
                                                                local_46 = l_1189_;
                                                            } else {
                                                                local_46 = false;
                                                            }
                                                            bool l_1190_ = local_46;
                                                            if (l_1190_) {
                                                                uint64_t l_1191_ = l_1187_;
                                                                uint64_t l_1192_ = (l_1191_ >> uint(52uL));
                                                                uint64_t l_1193_ = (l_1192_ - 23uL);
                                                                uint64_t l_1194_ = (l_1193_ << uint(52uL));
                                                                double l_1195_ = l_1194_;
                                                                l_mut_1015_ = l_1195_;
                                                            }
                                                            double _e2428 = l_mut_1015_;
                                                            double l_1196_ = (l_19_ * _e2428);
                                                            double l_1197_ = (l_1185_ - l_1196_);
                                                            double l_1198_ = a_1104_[1];
                                                            double l_1199_ = a_1104_[1];
                                                            double l_1200_ = abs(l_1199_);
                                                            l_mut_1015_ = 1.401298464324817e-45L;
                                                            bool l_1201_ = (l_1200_ >= 1.1754943508222875e-38L);
                                                            bool l_1202_ = (l_1200_ <= 1.7976931348623157e308L);
                                                            if (l_1201_) {
                                                                local_47 = l_1202_;
                                                            } else {
                                                                local_47 = false;
                                                            }
                                                            bool l_1203_ = local_47;
                                                            if (l_1203_) {
                                                                uint64_t l_1204_ = l_1200_;
                                                                uint64_t l_1205_ = (l_1204_ >> uint(52uL));
                                                                uint64_t l_1206_ = (l_1205_ - 23uL);
                                                                uint64_t l_1207_ = (l_1206_ << uint(52uL));
                                                                double l_1208_ = l_1207_;
                                                                l_mut_1015_ = l_1208_;
                                                            }
                                                            double _e2457 = l_mut_1015_;
                                                            double l_1209_ = (l_19_ * _e2457);
                                                            double l_1210_ = (l_1198_ + l_1209_);
                                                            double l_1211_ = double(l_12_);
                                                            uint l_1212_ = asuint(l_12_);
                                                            uint l_1213_ = (l_1212_ + 1u);
                                                            l_mut_45_ = l_1213_;
                                                            uint l_1214_ = (l_1212_ & 2147483647u);
                                                            bool l_1215_ = (l_1214_ == 0u);
                                                            if (l_1215_) {
                                                                l_mut_45_ = 1u;
                                                            } else {
                                                                uint l_1216_ = (l_1212_ & 2147483648u);
                                                                bool l_1217_ = (l_1216_ != 0u);
                                                                if (l_1217_) {
                                                                    uint l_1218_ = (l_1212_ - 1u);
                                                                    l_mut_45_ = l_1218_;
                                                                }
                                                            }
                                                            uint _e2475 = l_mut_45_;
                                                            float l_1219_ = asfloat(_e2475);
                                                            double l_1220_ = double(l_1219_);
                                                            float l_1221_ = -(l_12_);
                                                            uint l_1222_ = asuint(l_1221_);
                                                            uint l_1223_ = (l_1222_ + 1u);
                                                            l_mut_45_ = l_1223_;
                                                            uint l_1224_ = (l_1222_ & 2147483647u);
                                                            bool l_1225_ = (l_1224_ == 0u);
                                                            if (l_1225_) {
                                                                l_mut_45_ = 1u;
                                                            } else {
                                                                uint l_1226_ = (l_1222_ & 2147483648u);
                                                                bool l_1227_ = (l_1226_ != 0u);
                                                                if (l_1227_) {
                                                                    uint l_1228_ = (l_1222_ - 1u);
                                                                    l_mut_45_ = l_1228_;
                                                                }
                                                            }
                                                            uint _e2493 = l_mut_45_;
                                                            float l_1229_ = asfloat(_e2493);
                                                            float l_1230_ = -(l_1229_);
                                                            double l_1231_ = double(l_1230_);
                                                            double l_1232_ = (l_1197_ + l_1134_);
                                                            bool l_1233_ = (l_1232_ <= l_1211_);
                                                            l_mut_105_ = l_1233_;
                                                            double l_1234_ = (l_1197_ - l_1134_);
                                                            bool l_1235_ = (l_1234_ > l_1211_);
                                                            l_mut_102_ = l_1235_;
                                                            double l_1236_ = (l_1210_ - l_1137_);
                                                            bool l_1237_ = (l_1236_ >= l_1211_);
                                                            l_mut_99_ = l_1237_;
                                                            double l_1238_ = (l_1210_ + l_1137_);
                                                            bool l_1239_ = (l_1238_ < l_1211_);
                                                            l_mut_96_ = l_1239_;
                                                            if (l_10_) {
                                                                double l_1240_ = (l_1197_ + l_1134_);
                                                                bool l_1241_ = (l_1240_ < l_1220_);
                                                                l_mut_105_ = l_1241_;
                                                                double l_1242_ = (l_1197_ - l_1134_);
                                                                bool l_1243_ = (l_1242_ >= l_1220_);
                                                                l_mut_102_ = l_1243_;
                                                                double l_1244_ = (l_1210_ - l_1137_);
                                                                bool l_1245_ = (l_1244_ > l_1231_);
                                                                l_mut_99_ = l_1245_;
                                                                double l_1246_ = (l_1210_ + l_1137_);
                                                                bool l_1247_ = (l_1246_ <= l_1231_);
                                                                l_mut_96_ = l_1247_;
                                                            }
                                                            l_mut_45_ = 2u;
                                                            bool _e2514 = l_mut_102_;
                                                            if (!(_e2514)) {
                                                                bool _e2518 = l_mut_96_;
                                                                local_48 = _e2518;
                                                            } else {
                                                                local_48 = true;
                                                            }
                                                            bool l_1248_ = local_48;
                                                            if (l_1248_) {
                                                                l_mut_45_ = 1u;
                                                            } else {
                                                                bool _e2522 = l_mut_105_;
                                                                if (_e2522) {
                                                                    bool _e2525 = l_mut_99_;
                                                                    local_49 = _e2525;
                                                                } else {
                                                                    local_49 = false;
                                                                }
                                                                bool l_1249_ = local_49;
                                                                if (l_1249_) {
                                                                    l_mut_45_ = 0u;
                                                                }
                                                            }
                                                            uint _e2529 = l_mut_45_;
                                                            l_mut_75_ = _e2529;
                                                        }
                                                        uint l_1250_ = a_603_[0];
                                                        bool l_1251_ = (l_1250_ == 0u);
                                                        if (l_1251_) {
                                                            l_mut_75_ = 2u;
                                                        }
                                                        uint _e2535 = l_mut_75_;
                                                        l_mut_28_ = _e2535;
                                                    } else {
                                                        bool l_1252_ = (l_24_ <= l_22_);
                                                        bool l_1253_ = (l_6_ == 12u);
                                                        if (l_1252_) {
                                                            local_50 = l_1253_;
                                                        } else {
                                                            local_50 = false;
                                                        }
                                                        bool l_1254_ = local_50;
                                                        if (l_1254_) {
                                                            double l_1255_ = sin(l_23_);
                                                            double l_1256_ = cos(l_23_);
                                                            double l_1257_ = abs(l_1255_);
                                                            double l_1258_ = (l_1257_ * 1.4551915228366852e-11L);
                                                            double l_1259_ = abs(l_1256_);
                                                            double l_1260_ = (l_1259_ * 1.4551915228366852e-11L);
                                                            double l_1261_ = (l_1255_ - l_16_);
                                                            double l_1262_ = (l_1255_ + l_16_);
                                                            double l_1263_ = (l_1256_ - l_16_);
                                                            double l_1264_ = (l_1256_ + l_16_);
                                                            l_mut_75_ = 2u;
                                                            double l_1265_ = abs(l_1263_);
                                                            bool l_1266_ = (l_1265_ <= l_1260_);
                                                            double l_1267_ = abs(l_1264_);
                                                            bool l_1268_ = (l_1267_ <= l_1260_);
                                                            if (!(l_1266_)) {
                                                                local_51 = l_1268_;
                                                            } else {
                                                                local_51 = true;
                                                            }
                                                            bool l_1269_ = local_51;
                                                            bool l_1270_ = !(l_1269_);
                                                            if (l_1270_) {
                                                                l_mut_75_ = 0u;
                                                                bool l_1271_ = (l_1263_ <= 0.0L);
                                                                bool l_1272_ = (l_1264_ >= 0.0L);
                                                                if (l_1271_) {
                                                                    local_52 = l_1272_;
                                                                } else {
                                                                    local_52 = false;
                                                                }
                                                                bool l_1273_ = local_52;
                                                                bool l_1274_ = !(l_1273_);
                                                                if (l_1274_) {
                                                                    double l_1275_ = abs(l_1263_);
                                                                    double l_1276_ = abs(l_1264_);
                                                                    l_mut_1015_ = l_1275_;
                                                                    bool l_1277_ = (l_1276_ < l_1275_);
                                                                    if (l_1277_) {
                                                                        l_mut_1015_ = l_1276_;
                                                                    }
                                                                    double _e2579 = l_mut_1015_;
                                                                    double l_1278_ = (l_1260_ / _e2579);
                                                                    double l_1279_ = (l_1278_ + 1.4551915228366852e-11L);
                                                                    double l_1280_ = (1.0L / l_1264_);
                                                                    double l_1281_ = (1.0L / l_1263_);
                                                                    double l_1282_ = abs(l_1280_);
                                                                    l_mut_1015_ = 1.401298464324817e-45L;
                                                                    bool l_1283_ = (l_1282_ >= 1.1754943508222875e-38L);
                                                                    bool l_1284_ = (l_1282_ <= 1.7976931348623157e308L);
                                                                    if (l_1283_) {
                                                                        local_53 = l_1284_;
                                                                    } else {
                                                                        local_53 = false;
                                                                    }
                                                                    bool l_1285_ = local_53;
                                                                    if (l_1285_) {
                                                                        uint64_t l_1286_ = l_1282_;
                                                                        uint64_t l_1287_ = (l_1286_ >> uint(52uL));
                                                                        uint64_t l_1288_ = (l_1287_ - 23uL);
                                                                        uint64_t l_1289_ = (l_1288_ << uint(52uL));
                                                                        double l_1290_ = l_1289_;
                                                                        l_mut_1015_ = l_1290_;
                                                                    }
                                                                    double _e2609 = l_mut_1015_;
                                                                    double l_1291_ = (l_19_ * _e2609);
                                                                    double l_1292_ = (l_1280_ - l_1291_);
                                                                    double l_1293_ = abs(l_1281_);
                                                                    l_mut_1015_ = 1.401298464324817e-45L;
                                                                    bool l_1294_ = (l_1293_ >= 1.1754943508222875e-38L);
                                                                    bool l_1295_ = (l_1293_ <= 1.7976931348623157e308L);
                                                                    if (l_1294_) {
                                                                        local_54 = l_1295_;
                                                                    } else {
                                                                        local_54 = false;
                                                                    }
                                                                    bool l_1296_ = local_54;
                                                                    if (l_1296_) {
                                                                        uint64_t l_1297_ = l_1293_;
                                                                        uint64_t l_1298_ = (l_1297_ >> uint(52uL));
                                                                        uint64_t l_1299_ = (l_1298_ - 23uL);
                                                                        uint64_t l_1300_ = (l_1299_ << uint(52uL));
                                                                        double l_1301_ = l_1300_;
                                                                        l_mut_1015_ = l_1301_;
                                                                    }
                                                                    double _e2634 = l_mut_1015_;
                                                                    double l_1302_ = (l_19_ * _e2634);
                                                                    double l_1303_ = (l_1281_ + l_1302_);
                                                                    double l_1305_ = (l_1261_ * l_1292_);
                                                                    double l_1306_ = (l_1261_ * l_1303_);
                                                                    double l_1307_ = (l_1262_ * l_1292_);
                                                                    double l_1308_ = (l_1262_ * l_1303_);
                                                                    a_1304_[0] = l_1305_;
                                                                    a_1304_[1] = l_1305_;
                                                                    double l_1309_ = a_1304_[0];
                                                                    bool l_1310_ = (l_1306_ < l_1309_);
                                                                    if (l_1310_) {
                                                                        a_1304_[0] = l_1306_;
                                                                    }
                                                                    double l_1311_ = a_1304_[0];
                                                                    bool l_1312_ = (l_1307_ < l_1311_);
                                                                    if (l_1312_) {
                                                                        a_1304_[0] = l_1307_;
                                                                    }
                                                                    double l_1313_ = a_1304_[0];
                                                                    bool l_1314_ = (l_1308_ < l_1313_);
                                                                    if (l_1314_) {
                                                                        a_1304_[0] = l_1308_;
                                                                    }
                                                                    double l_1315_ = a_1304_[1];
                                                                    bool l_1316_ = (l_1306_ > l_1315_);
                                                                    if (l_1316_) {
                                                                        a_1304_[1] = l_1306_;
                                                                    }
                                                                    double l_1317_ = a_1304_[1];
                                                                    bool l_1318_ = (l_1307_ > l_1317_);
                                                                    if (l_1318_) {
                                                                        a_1304_[1] = l_1307_;
                                                                    }
                                                                    double l_1319_ = a_1304_[1];
                                                                    bool l_1320_ = (l_1308_ > l_1319_);
                                                                    if (l_1320_) {
                                                                        a_1304_[1] = l_1308_;
                                                                    }
                                                                    double l_1321_ = abs(l_1261_);
                                                                    double l_1322_ = abs(l_1262_);
                                                                    l_mut_1015_ = l_1321_;
                                                                    bool l_1323_ = (l_1322_ > l_1321_);
                                                                    if (l_1323_) {
                                                                        l_mut_1015_ = l_1322_;
                                                                    }
                                                                    double l_1324_ = abs(l_1292_);
                                                                    double l_1325_ = abs(l_1303_);
                                                                    l_mut_895_ = l_1324_;
                                                                    bool l_1326_ = (l_1325_ > l_1324_);
                                                                    if (l_1326_) {
                                                                        l_mut_895_ = l_1325_;
                                                                    }
                                                                    double _e2673 = l_mut_1015_;
                                                                    double _e2674 = l_mut_895_;
                                                                    double l_1327_ = (_e2673 * _e2674);
                                                                    double l_1328_ = (l_1279_ + 1.4551915228366852e-11L);
                                                                    double l_1329_ = (l_1327_ * l_1328_);
                                                                    double _e2679 = l_mut_895_;
                                                                    double l_1330_ = (l_1258_ * _e2679);
                                                                    double l_1331_ = (l_1329_ + l_1330_);
                                                                    l_mut_75_ = 2u;
                                                                    double l_1332_ = abs(l_1280_);
                                                                    double l_1333_ = (l_1332_ * l_1279_);
                                                                    double l_1334_ = (l_1280_ - l_1333_);
                                                                    double l_1335_ = abs(l_1334_);
                                                                    l_mut_1015_ = 1.401298464324817e-45L;
                                                                    bool l_1336_ = (l_1335_ >= 1.1754943508222875e-38L);
                                                                    bool l_1337_ = (l_1335_ <= 1.7976931348623157e308L);
                                                                    if (l_1336_) {
                                                                        local_55 = l_1337_;
                                                                    } else {
                                                                        local_55 = false;
                                                                    }
                                                                    bool l_1338_ = local_55;
                                                                    if (l_1338_) {
                                                                        uint64_t l_1339_ = l_1335_;
                                                                        uint64_t l_1340_ = (l_1339_ >> uint(52uL));
                                                                        uint64_t l_1341_ = (l_1340_ - 23uL);
                                                                        uint64_t l_1342_ = (l_1341_ << uint(52uL));
                                                                        double l_1343_ = l_1342_;
                                                                        l_mut_1015_ = l_1343_;
                                                                    }
                                                                    double l_1344_ = (l_1280_ + l_1333_);
                                                                    double l_1345_ = abs(l_1344_);
                                                                    l_mut_895_ = 1.401298464324817e-45L;
                                                                    bool l_1346_ = (l_1345_ >= 1.1754943508222875e-38L);
                                                                    bool l_1347_ = (l_1345_ <= 1.7976931348623157e308L);
                                                                    if (l_1346_) {
                                                                        local_56 = l_1347_;
                                                                    } else {
                                                                        local_56 = false;
                                                                    }
                                                                    bool l_1348_ = local_56;
                                                                    if (l_1348_) {
                                                                        uint64_t l_1349_ = l_1345_;
                                                                        uint64_t l_1350_ = (l_1349_ >> uint(52uL));
                                                                        uint64_t l_1351_ = (l_1350_ - 23uL);
                                                                        uint64_t l_1352_ = (l_1351_ << uint(52uL));
                                                                        double l_1353_ = l_1352_;
                                                                        l_mut_895_ = l_1353_;
                                                                    }
                                                                    double _e2731 = l_mut_1015_;
                                                                    double _e2732 = l_mut_895_;
                                                                    bool l_1354_ = (_e2731 == _e2732);
                                                                    double l_1355_ = abs(l_1281_);
                                                                    double l_1356_ = (l_1355_ * l_1279_);
                                                                    double l_1357_ = (l_1281_ - l_1356_);
                                                                    double l_1358_ = abs(l_1357_);
                                                                    l_mut_1015_ = 1.401298464324817e-45L;
                                                                    bool l_1359_ = (l_1358_ >= 1.1754943508222875e-38L);
                                                                    bool l_1360_ = (l_1358_ <= 1.7976931348623157e308L);
                                                                    if (l_1359_) {
                                                                        local_57 = l_1360_;
                                                                    } else {
                                                                        local_57 = false;
                                                                    }
                                                                    bool l_1361_ = local_57;
                                                                    if (l_1361_) {
                                                                        uint64_t l_1362_ = l_1358_;
                                                                        uint64_t l_1363_ = (l_1362_ >> uint(52uL));
                                                                        uint64_t l_1364_ = (l_1363_ - 23uL);
                                                                        uint64_t l_1365_ = (l_1364_ << uint(52uL));
                                                                        double l_1366_ = l_1365_;
                                                                        l_mut_1015_ = l_1366_;
                                                                    }
                                                                    double l_1367_ = (l_1281_ + l_1356_);
                                                                    double l_1368_ = abs(l_1367_);
                                                                    l_mut_895_ = 1.401298464324817e-45L;
                                                                    bool l_1369_ = (l_1368_ >= 1.1754943508222875e-38L);
                                                                    bool l_1370_ = (l_1368_ <= 1.7976931348623157e308L);
                                                                    if (l_1369_) {
                                                                        local_58 = l_1370_;
                                                                    } else {
                                                                        local_58 = false;
                                                                    }
                                                                    bool l_1371_ = local_58;
                                                                    if (l_1371_) {
                                                                        uint64_t l_1372_ = l_1368_;
                                                                        uint64_t l_1373_ = (l_1372_ >> uint(52uL));
                                                                        uint64_t l_1374_ = (l_1373_ - 23uL);
                                                                        uint64_t l_1375_ = (l_1374_ << uint(52uL));
                                                                        double l_1376_ = l_1375_;
                                                                        l_mut_895_ = l_1376_;
                                                                    }
                                                                    double _e2782 = l_mut_1015_;
                                                                    double _e2783 = l_mut_895_;
                                                                    bool l_1377_ = (_e2782 == _e2783);
                                                                    if (l_1354_) {
                                                                        local_59 = l_1377_;
                                                                    } else {
                                                                        local_59 = false;
                                                                    }
                                                                    bool l_1378_ = local_59;
                                                                    if (l_1378_) {
                                                                        double l_1379_ = a_1304_[0];
                                                                        double l_1380_ = a_1304_[1];
                                                                        double l_1381_ = double(l_12_);
                                                                        uint l_1382_ = asuint(l_12_);
                                                                        uint l_1383_ = (l_1382_ + 1u);
                                                                        l_mut_45_ = l_1383_;
                                                                        uint l_1384_ = (l_1382_ & 2147483647u);
                                                                        bool l_1385_ = (l_1384_ == 0u);
                                                                        if (l_1385_) {
                                                                            l_mut_45_ = 1u;
                                                                        } else {
                                                                            uint l_1386_ = (l_1382_ & 2147483648u);
                                                                            bool l_1387_ = (l_1386_ != 0u);
                                                                            if (l_1387_) {
                                                                                uint l_1388_ = (l_1382_ - 1u);
                                                                                l_mut_45_ = l_1388_;
                                                                            }
                                                                        }
                                                                        uint _e2808 = l_mut_45_;
                                                                        float l_1389_ = asfloat(_e2808);
                                                                        double l_1390_ = double(l_1389_);
                                                                        float l_1391_ = -(l_12_);
                                                                        uint l_1392_ = asuint(l_1391_);
                                                                        uint l_1393_ = (l_1392_ + 1u);
                                                                        l_mut_45_ = l_1393_;
                                                                        uint l_1394_ = (l_1392_ & 2147483647u);
                                                                        bool l_1395_ = (l_1394_ == 0u);
                                                                        if (l_1395_) {
                                                                            l_mut_45_ = 1u;
                                                                        } else {
                                                                            uint l_1396_ = (l_1392_ & 2147483648u);
                                                                            bool l_1397_ = (l_1396_ != 0u);
                                                                            if (l_1397_) {
                                                                                uint l_1398_ = (l_1392_ - 1u);
                                                                                l_mut_45_ = l_1398_;
                                                                            }
                                                                        }
                                                                        uint _e2826 = l_mut_45_;
                                                                        float l_1399_ = asfloat(_e2826);
                                                                        float l_1400_ = -(l_1399_);
                                                                        double l_1401_ = double(l_1400_);
                                                                        double l_1402_ = (l_1379_ + l_1331_);
                                                                        bool l_1403_ = (l_1402_ <= l_1381_);
                                                                        l_mut_105_ = l_1403_;
                                                                        double l_1404_ = (l_1379_ - l_1331_);
                                                                        bool l_1405_ = (l_1404_ > l_1381_);
                                                                        l_mut_102_ = l_1405_;
                                                                        double l_1406_ = (l_1380_ - l_1331_);
                                                                        bool l_1407_ = (l_1406_ >= l_1381_);
                                                                        l_mut_99_ = l_1407_;
                                                                        double l_1408_ = (l_1380_ + l_1331_);
                                                                        bool l_1409_ = (l_1408_ < l_1381_);
                                                                        l_mut_96_ = l_1409_;
                                                                        double l_1410_ = (l_1379_ + l_1331_);
                                                                        bool l_1411_ = (l_1410_ < l_1390_);
                                                                        l_mut_105_ = l_1411_;
                                                                        double l_1412_ = (l_1379_ - l_1331_);
                                                                        bool l_1413_ = (l_1412_ >= l_1390_);
                                                                        l_mut_102_ = l_1413_;
                                                                        double l_1414_ = (l_1380_ - l_1331_);
                                                                        bool l_1415_ = (l_1414_ > l_1401_);
                                                                        l_mut_99_ = l_1415_;
                                                                        double l_1416_ = (l_1380_ + l_1331_);
                                                                        bool l_1417_ = (l_1416_ <= l_1401_);
                                                                        l_mut_96_ = l_1417_;
                                                                        l_mut_45_ = 2u;
                                                                        bool _e2847 = l_mut_102_;
                                                                        if (!(_e2847)) {
                                                                            bool _e2851 = l_mut_96_;
                                                                            local_60 = _e2851;
                                                                        } else {
                                                                            local_60 = true;
                                                                        }
                                                                        bool l_1418_ = local_60;
                                                                        if (l_1418_) {
                                                                            l_mut_45_ = 1u;
                                                                        } else {
                                                                            bool _e2855 = l_mut_105_;
                                                                            if (_e2855) {
                                                                                bool _e2858 = l_mut_99_;
                                                                                local_61 = _e2858;
                                                                            } else {
                                                                                local_61 = false;
                                                                            }
                                                                            bool l_1419_ = local_61;
                                                                            if (l_1419_) {
                                                                                l_mut_45_ = 0u;
                                                                            }
                                                                        }
                                                                        uint _e2862 = l_mut_45_;
                                                                        l_mut_75_ = _e2862;
                                                                    }
                                                                }
                                                            }
                                                            uint _e2863 = l_mut_75_;
                                                            l_mut_28_ = _e2863;
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
                uint l_1420_ = a_27_[0];
                bool l_1421_ = (l_1420_ == 0u);
                if (l_1421_) {
                    l_mut_28_ = 2u;
                }
                uint l_1485_ = asuint(info.Load(24+0));
                uint l_1486_ = (l_1485_ * 1u);
                bool l_1487_ = (l_4_ < l_1486_);
                if (l_1487_) {
                    uint _e2878 = l_mut_28_;
                    buffer_6_global.Store(l_4_*4, asuint(_e2878));
                }
            }
        }
        return;
    } else {
        return;
    }
}
