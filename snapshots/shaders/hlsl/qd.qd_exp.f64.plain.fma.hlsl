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

uint naga_f2u32(double value) {
    return uint(clamp(value, 0.0L, 4294967295.0L));
}

[numthreads(64, 1, 1)]
void multi_words_f_f64_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    double l_mut_1361_ = (double)0;
    double l_mut_1362_ = (double)0;
    double l_mut_1363_ = (double)0;
    double l_mut_1364_ = (double)0;
    double l_mut_36_ = (double)0;
    double l_mut_37_ = (double)0;
    double l_mut_38_ = (double)0;
    double l_mut_39_ = (double)0;
    double l_mut_470_ = (double)0;
    double l_mut_471_ = (double)0;
    double l_mut_472_ = (double)0;
    double l_mut_473_ = (double)0;
    double l_mut_81_ = (double)0;
    double l_mut_82_ = (double)0;
    double l_mut_83_ = (double)0;
    double l_mut_84_ = (double)0;
    double l_mut_85_ = (double)0;
    uint l_mut_86_ = (uint)0;
    uint l_mut_40_ = 0u;
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
    uint l_mut_184_ = 1u;
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
    uint l_mut_1080_ = 0u;
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
    uint l_mut_1573_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 4u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_1587_ = asuint(info.Load(8+0));
        uint l_1588_ = (l_1587_ * 1u);
        bool l_1589_ = (0u < l_1588_);
        uint l_1590_ = (l_1588_ - 1u);
        uint l_1591_ = min(0u, l_1590_);
        double l_1592_ = buffer_2_global.Load<double>(l_1591_*8);
        double l_3_ = (l_1589_ ? l_1592_ : 0.0L);
        uint l_1594_ = asuint(info.Load(8+0));
        uint l_1595_ = (l_1594_ * 1u);
        bool l_1596_ = (1u < l_1595_);
        uint l_1597_ = (l_1595_ - 1u);
        uint l_1598_ = min(1u, l_1597_);
        double l_1599_ = buffer_2_global.Load<double>(l_1598_*8);
        double l_4_ = (l_1596_ ? l_1599_ : 0.0L);
        uint l_1601_ = asuint(info.Load(0+0));
        uint l_1602_ = (l_1601_ * 1u);
        bool l_1603_ = (id < l_1602_);
        uint l_1604_ = (l_1602_ - 1u);
        uint l_1605_ = min(id, l_1604_);
        double l_1606_ = buffer_0_global.Load<double>(l_1605_*8);
        double l_5_ = (l_1603_ ? l_1606_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_1608_ = asuint(info.Load(0+0));
        uint l_1609_ = (l_1608_ * 1u);
        bool l_1610_ = (l_6_ < l_1609_);
        uint l_1611_ = (l_1609_ - 1u);
        uint l_1612_ = min(l_6_, l_1611_);
        double l_1613_ = buffer_0_global.Load<double>(l_1612_*8);
        double l_7_ = (l_1610_ ? l_1613_ : 0.0L);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_1615_ = asuint(info.Load(0+0));
        uint l_1616_ = (l_1615_ * 1u);
        bool l_1617_ = (l_9_ < l_1616_);
        uint l_1618_ = (l_1616_ - 1u);
        uint l_1619_ = min(l_9_, l_1618_);
        double l_1620_ = buffer_0_global.Load<double>(l_1619_*8);
        double l_10_ = (l_1617_ ? l_1620_ : 0.0L);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_1622_ = asuint(info.Load(0+0));
        uint l_1623_ = (l_1622_ * 1u);
        bool l_1624_ = (l_12_ < l_1623_);
        uint l_1625_ = (l_1623_ - 1u);
        uint l_1626_ = min(l_12_, l_1625_);
        double l_1627_ = buffer_0_global.Load<double>(l_1626_*8);
        double l_13_ = (l_1624_ ? l_1627_ : 0.0L);
        uint l_1629_ = asuint(info.Load(4+0));
        uint l_1630_ = (l_1629_ * 1u);
        bool l_1631_ = (id < l_1630_);
        uint l_1632_ = (l_1630_ - 1u);
        uint l_1633_ = min(id, l_1632_);
        double l_1634_ = buffer_1_global.Load<double>(l_1633_*8);
        double l_14_ = (l_1631_ ? l_1634_ : 0.0L);
        uint l_15_ = (l_1_ + id);
        uint l_1636_ = asuint(info.Load(4+0));
        uint l_1637_ = (l_1636_ * 1u);
        bool l_1638_ = (l_15_ < l_1637_);
        uint l_1639_ = (l_1637_ - 1u);
        uint l_1640_ = min(l_15_, l_1639_);
        double l_1641_ = buffer_1_global.Load<double>(l_1640_*8);
        double l_16_ = (l_1638_ ? l_1641_ : 0.0L);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_1643_ = asuint(info.Load(4+0));
        uint l_1644_ = (l_1643_ * 1u);
        bool l_1645_ = (l_18_ < l_1644_);
        uint l_1646_ = (l_1644_ - 1u);
        uint l_1647_ = min(l_18_, l_1646_);
        double l_1648_ = buffer_1_global.Load<double>(l_1647_*8);
        double l_19_ = (l_1645_ ? l_1648_ : 0.0L);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_1650_ = asuint(info.Load(4+0));
        uint l_1651_ = (l_1650_ * 1u);
        bool l_1652_ = (l_21_ < l_1651_);
        uint l_1653_ = (l_1651_ - 1u);
        uint l_1654_ = min(l_21_, l_1653_);
        double l_1655_ = buffer_1_global.Load<double>(l_1654_*8);
        double l_22_ = (l_1652_ ? l_1655_ : 0.0L);
        uint l_1657_ = asuint(info.Load(8+0));
        uint l_1658_ = (l_1657_ * 1u);
        bool l_1659_ = (2u < l_1658_);
        uint l_1660_ = (l_1658_ - 1u);
        uint l_1661_ = min(2u, l_1660_);
        double l_1662_ = buffer_2_global.Load<double>(l_1661_*8);
        double l_24_ = (l_1659_ ? l_1662_ : 0.0L);
        uint l_25_ = naga_f2u32(l_24_);
        uint l_1664_ = asuint(info.Load(8+0));
        uint l_1665_ = (l_1664_ * 1u);
        bool l_1666_ = (3u < l_1665_);
        uint l_1667_ = (l_1665_ - 1u);
        uint l_1668_ = min(3u, l_1667_);
        double l_1669_ = buffer_2_global.Load<double>(l_1668_*8);
        double l_27_ = (l_1666_ ? l_1669_ : 0.0L);
        uint l_28_ = naga_f2u32(l_27_);
        uint l_1671_ = asuint(info.Load(8+0));
        uint l_1672_ = (l_1671_ * 1u);
        bool l_1673_ = (6u < l_1672_);
        uint l_1674_ = (l_1672_ - 1u);
        uint l_1675_ = min(6u, l_1674_);
        double l_1676_ = buffer_2_global.Load<double>(l_1675_*8);
        double l_30_ = (l_1673_ ? l_1676_ : 0.0L);
        double l_31_ = (l_5_ / l_30_);
        double l_32_ = (l_31_ + 0.5L);
        double l_33_ = floor(l_32_);
        double l_35_ = (l_33_ * 1.0L);
        l_mut_36_ = l_5_;
        l_mut_37_ = l_7_;
        l_mut_38_ = l_10_;
        l_mut_39_ = l_13_;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e572 = l_mut_40_;
                l_mut_40_ = (_e572 + 1u);
            }
            loop_init = false;
            uint _e277 = l_mut_40_;
            if ((_e277 < l_28_)) {
            } else {
                break;
            }
            {
                uint _e279 = l_mut_40_;
                uint l_41_ = (6u + _e279);
                uint l_1718_ = asuint(info.Load(8+0));
                uint l_1719_ = (l_1718_ * 1u);
                bool l_1720_ = (l_41_ < l_1719_);
                uint l_1721_ = (l_1719_ - 1u);
                uint l_1722_ = min(l_41_, l_1721_);
                double l_1723_ = buffer_2_global.Load<double>(l_1722_*8);
                double l_42_ = (l_1720_ ? l_1723_ : 0.0L);
                double l_43_ = -(l_42_);
                double l_44_ = (l_35_ * l_43_);
                double _e298 = l_mut_36_;
                double l_45_ = (_e298 + l_44_);
                double _e300 = l_mut_36_;
                double l_46_ = (l_45_ - _e300);
                double l_47_ = (l_45_ - l_46_);
                double _e303 = l_mut_36_;
                double l_48_ = (_e303 - l_47_);
                double l_49_ = (l_44_ - l_46_);
                double l_50_ = (l_48_ + l_49_);
                double _e307 = l_mut_37_;
                double l_51_ = (_e307 + l_50_);
                double _e309 = l_mut_37_;
                double l_52_ = (l_51_ - _e309);
                double l_53_ = (l_51_ - l_52_);
                double _e312 = l_mut_37_;
                double l_54_ = (_e312 - l_53_);
                double l_55_ = (l_50_ - l_52_);
                double l_56_ = (l_54_ + l_55_);
                double _e316 = l_mut_38_;
                double l_57_ = (_e316 + l_56_);
                double _e318 = l_mut_38_;
                double l_58_ = (l_57_ - _e318);
                double l_59_ = (l_57_ - l_58_);
                double _e321 = l_mut_38_;
                double l_60_ = (_e321 - l_59_);
                double l_61_ = (l_56_ - l_58_);
                double l_62_ = (l_60_ + l_61_);
                double _e325 = l_mut_39_;
                double l_63_ = (_e325 + l_62_);
                double _e327 = l_mut_39_;
                double l_64_ = (l_63_ - _e327);
                double l_65_ = (l_63_ - l_64_);
                double _e330 = l_mut_39_;
                double l_66_ = (_e330 - l_65_);
                double l_67_ = (l_62_ - l_64_);
                double l_68_ = (l_66_ + l_67_);
                double l_69_ = (l_63_ + l_68_);
                double l_70_ = (l_69_ - l_63_);
                double l_71_ = (l_68_ - l_70_);
                double l_72_ = (l_57_ + l_69_);
                double l_73_ = (l_72_ - l_57_);
                double l_74_ = (l_69_ - l_73_);
                double l_75_ = (l_51_ + l_72_);
                double l_76_ = (l_75_ - l_51_);
                double l_77_ = (l_72_ - l_76_);
                double l_78_ = (l_45_ + l_75_);
                double l_79_ = (l_78_ - l_45_);
                double l_80_ = (l_75_ - l_79_);
                l_mut_81_ = 0.0L;
                l_mut_82_ = 0.0L;
                l_mut_83_ = 0.0L;
                l_mut_84_ = 0.0L;
                l_mut_85_ = l_78_;
                l_mut_86_ = 0u;
                double _e351 = l_mut_85_;
                double l_87_ = (_e351 + l_80_);
                double _e353 = l_mut_85_;
                double l_88_ = (l_87_ - _e353);
                double l_89_ = (l_80_ - l_88_);
                uint _e356 = l_mut_86_;
                bool l_90_ = (_e356 < 3u);
                bool l_91_ = (l_89_ != 0.0L);
                if (l_90_) {
                    local = l_91_;
                } else {
                    local = false;
                }
                bool l_92_ = local;
                uint _e365 = l_mut_86_;
                bool l_93_ = (_e365 == 0u);
                if (l_92_) {
                    local_1 = l_93_;
                } else {
                    local_1 = false;
                }
                bool l_94_ = local_1;
                double _e372 = l_mut_81_;
                double l_95_ = (l_94_ ? l_87_ : _e372);
                l_mut_81_ = l_95_;
                uint _e374 = l_mut_86_;
                bool l_96_ = (_e374 == 1u);
                if (l_92_) {
                    local_2 = l_96_;
                } else {
                    local_2 = false;
                }
                bool l_97_ = local_2;
                double _e381 = l_mut_82_;
                double l_98_ = (l_97_ ? l_87_ : _e381);
                l_mut_82_ = l_98_;
                uint _e383 = l_mut_86_;
                bool l_99_ = (_e383 == 2u);
                if (l_92_) {
                    local_3 = l_99_;
                } else {
                    local_3 = false;
                }
                bool l_100_ = local_3;
                double _e390 = l_mut_83_;
                double l_101_ = (l_100_ ? l_87_ : _e390);
                l_mut_83_ = l_101_;
                double l_102_ = (l_92_ ? l_89_ : l_87_);
                double _e393 = l_mut_85_;
                double l_103_ = (_e393 + l_80_);
                double l_104_ = (l_90_ ? l_102_ : l_103_);
                l_mut_85_ = l_104_;
                uint l_105_ = uint(l_92_);
                uint _e397 = l_mut_86_;
                l_mut_86_ = (_e397 + l_105_);
                double _e399 = l_mut_85_;
                double l_106_ = (_e399 + l_77_);
                double _e401 = l_mut_85_;
                double l_107_ = (l_106_ - _e401);
                double l_108_ = (l_77_ - l_107_);
                uint _e404 = l_mut_86_;
                bool l_109_ = (_e404 < 3u);
                bool l_110_ = (l_108_ != 0.0L);
                if (l_109_) {
                    local_4 = l_110_;
                } else {
                    local_4 = false;
                }
                bool l_111_ = local_4;
                uint _e413 = l_mut_86_;
                bool l_112_ = (_e413 == 0u);
                if (l_111_) {
                    local_5 = l_112_;
                } else {
                    local_5 = false;
                }
                bool l_113_ = local_5;
                double _e420 = l_mut_81_;
                double l_114_ = (l_113_ ? l_106_ : _e420);
                l_mut_81_ = l_114_;
                uint _e422 = l_mut_86_;
                bool l_115_ = (_e422 == 1u);
                if (l_111_) {
                    local_6 = l_115_;
                } else {
                    local_6 = false;
                }
                bool l_116_ = local_6;
                double _e429 = l_mut_82_;
                double l_117_ = (l_116_ ? l_106_ : _e429);
                l_mut_82_ = l_117_;
                uint _e431 = l_mut_86_;
                bool l_118_ = (_e431 == 2u);
                if (l_111_) {
                    local_7 = l_118_;
                } else {
                    local_7 = false;
                }
                bool l_119_ = local_7;
                double _e438 = l_mut_83_;
                double l_120_ = (l_119_ ? l_106_ : _e438);
                l_mut_83_ = l_120_;
                double l_121_ = (l_111_ ? l_108_ : l_106_);
                double _e441 = l_mut_85_;
                double l_122_ = (_e441 + l_77_);
                double l_123_ = (l_109_ ? l_121_ : l_122_);
                l_mut_85_ = l_123_;
                uint l_124_ = uint(l_111_);
                uint _e445 = l_mut_86_;
                l_mut_86_ = (_e445 + l_124_);
                double _e447 = l_mut_85_;
                double l_125_ = (_e447 + l_74_);
                double _e449 = l_mut_85_;
                double l_126_ = (l_125_ - _e449);
                double l_127_ = (l_74_ - l_126_);
                uint _e452 = l_mut_86_;
                bool l_128_ = (_e452 < 3u);
                bool l_129_ = (l_127_ != 0.0L);
                if (l_128_) {
                    local_8 = l_129_;
                } else {
                    local_8 = false;
                }
                bool l_130_ = local_8;
                uint _e461 = l_mut_86_;
                bool l_131_ = (_e461 == 0u);
                if (l_130_) {
                    local_9 = l_131_;
                } else {
                    local_9 = false;
                }
                bool l_132_ = local_9;
                double _e468 = l_mut_81_;
                double l_133_ = (l_132_ ? l_125_ : _e468);
                l_mut_81_ = l_133_;
                uint _e470 = l_mut_86_;
                bool l_134_ = (_e470 == 1u);
                if (l_130_) {
                    local_10 = l_134_;
                } else {
                    local_10 = false;
                }
                bool l_135_ = local_10;
                double _e477 = l_mut_82_;
                double l_136_ = (l_135_ ? l_125_ : _e477);
                l_mut_82_ = l_136_;
                uint _e479 = l_mut_86_;
                bool l_137_ = (_e479 == 2u);
                if (l_130_) {
                    local_11 = l_137_;
                } else {
                    local_11 = false;
                }
                bool l_138_ = local_11;
                double _e486 = l_mut_83_;
                double l_139_ = (l_138_ ? l_125_ : _e486);
                l_mut_83_ = l_139_;
                double l_140_ = (l_130_ ? l_127_ : l_125_);
                double _e489 = l_mut_85_;
                double l_141_ = (_e489 + l_74_);
                double l_142_ = (l_128_ ? l_140_ : l_141_);
                l_mut_85_ = l_142_;
                uint l_143_ = uint(l_130_);
                uint _e493 = l_mut_86_;
                l_mut_86_ = (_e493 + l_143_);
                double _e495 = l_mut_85_;
                double l_144_ = (_e495 + l_71_);
                double _e497 = l_mut_85_;
                double l_145_ = (l_144_ - _e497);
                double l_146_ = (l_71_ - l_145_);
                uint _e500 = l_mut_86_;
                bool l_147_ = (_e500 < 3u);
                bool l_148_ = (l_146_ != 0.0L);
                if (l_147_) {
                    local_12 = l_148_;
                } else {
                    local_12 = false;
                }
                bool l_149_ = local_12;
                uint _e509 = l_mut_86_;
                bool l_150_ = (_e509 == 0u);
                if (l_149_) {
                    local_13 = l_150_;
                } else {
                    local_13 = false;
                }
                bool l_151_ = local_13;
                double _e516 = l_mut_81_;
                double l_152_ = (l_151_ ? l_144_ : _e516);
                l_mut_81_ = l_152_;
                uint _e518 = l_mut_86_;
                bool l_153_ = (_e518 == 1u);
                if (l_149_) {
                    local_14 = l_153_;
                } else {
                    local_14 = false;
                }
                bool l_154_ = local_14;
                double _e525 = l_mut_82_;
                double l_155_ = (l_154_ ? l_144_ : _e525);
                l_mut_82_ = l_155_;
                uint _e527 = l_mut_86_;
                bool l_156_ = (_e527 == 2u);
                if (l_149_) {
                    local_15 = l_156_;
                } else {
                    local_15 = false;
                }
                bool l_157_ = local_15;
                double _e534 = l_mut_83_;
                double l_158_ = (l_157_ ? l_144_ : _e534);
                l_mut_83_ = l_158_;
                double l_159_ = (l_149_ ? l_146_ : l_144_);
                double _e537 = l_mut_85_;
                double l_160_ = (_e537 + l_71_);
                double l_161_ = (l_147_ ? l_159_ : l_160_);
                l_mut_85_ = l_161_;
                uint l_162_ = uint(l_149_);
                uint _e541 = l_mut_86_;
                l_mut_86_ = (_e541 + l_162_);
                uint _e543 = l_mut_86_;
                bool l_163_ = (_e543 == 0u);
                double _e546 = l_mut_81_;
                double _e547 = l_mut_85_;
                double l_164_ = (l_163_ ? _e547 : _e546);
                l_mut_81_ = l_164_;
                uint _e549 = l_mut_86_;
                bool l_165_ = (_e549 == 1u);
                double _e552 = l_mut_82_;
                double _e553 = l_mut_85_;
                double l_166_ = (l_165_ ? _e553 : _e552);
                l_mut_82_ = l_166_;
                uint _e555 = l_mut_86_;
                bool l_167_ = (_e555 == 2u);
                double _e558 = l_mut_83_;
                double _e559 = l_mut_85_;
                double l_168_ = (l_167_ ? _e559 : _e558);
                l_mut_83_ = l_168_;
                uint _e561 = l_mut_86_;
                bool l_169_ = (_e561 == 3u);
                double _e564 = l_mut_84_;
                double _e565 = l_mut_85_;
                double l_170_ = (l_169_ ? _e565 : _e564);
                l_mut_84_ = l_170_;
                double _e567 = l_mut_81_;
                l_mut_36_ = _e567;
                double _e568 = l_mut_82_;
                l_mut_37_ = _e568;
                double _e569 = l_mut_83_;
                l_mut_38_ = _e569;
                double _e570 = l_mut_84_;
                l_mut_39_ = _e570;
            }
        }
        double _e574 = l_mut_36_;
        double l_171_ = (_e574 * 0.00390625L);
        double _e577 = l_mut_37_;
        double l_172_ = (_e577 * 0.00390625L);
        double _e580 = l_mut_38_;
        double l_173_ = (_e580 * 0.00390625L);
        double _e583 = l_mut_39_;
        double l_174_ = (_e583 * 0.00390625L);
        uint l_175_ = (l_25_ - 1u);
        uint l_176_ = (6u + l_28_);
        uint l_1678_ = asuint(info.Load(8+0));
        uint l_1679_ = (l_1678_ * 1u);
        bool l_1680_ = (l_176_ < l_1679_);
        uint l_1681_ = (l_1679_ - 1u);
        uint l_1682_ = min(l_176_, l_1681_);
        double l_1683_ = buffer_2_global.Load<double>(l_1682_*8);
        double l_177_ = (l_1680_ ? l_1683_ : 0.0L);
        uint l_178_ = (l_176_ + 1u);
        uint l_1685_ = asuint(info.Load(8+0));
        uint l_1686_ = (l_1685_ * 1u);
        bool l_1687_ = (l_178_ < l_1686_);
        uint l_1688_ = (l_1686_ - 1u);
        uint l_1689_ = min(l_178_, l_1688_);
        double l_1690_ = buffer_2_global.Load<double>(l_1689_*8);
        double l_179_ = (l_1687_ ? l_1690_ : 0.0L);
        uint l_180_ = (l_176_ + 2u);
        uint l_1692_ = asuint(info.Load(8+0));
        uint l_1693_ = (l_1692_ * 1u);
        bool l_1694_ = (l_180_ < l_1693_);
        uint l_1695_ = (l_1693_ - 1u);
        uint l_1696_ = min(l_180_, l_1695_);
        double l_1697_ = buffer_2_global.Load<double>(l_1696_*8);
        double l_181_ = (l_1694_ ? l_1697_ : 0.0L);
        uint l_182_ = (l_176_ + 3u);
        uint l_1699_ = asuint(info.Load(8+0));
        uint l_1700_ = (l_1699_ * 1u);
        bool l_1701_ = (l_182_ < l_1700_);
        uint l_1702_ = (l_1700_ - 1u);
        uint l_1703_ = min(l_182_, l_1702_);
        double l_1704_ = buffer_2_global.Load<double>(l_1703_*8);
        double l_183_ = (l_1701_ ? l_1704_ : 0.0L);
        l_mut_85_ = l_177_;
        l_mut_84_ = l_179_;
        l_mut_83_ = l_181_;
        l_mut_82_ = l_183_;
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init_1 = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init_1) {
                uint _e1396 = l_mut_184_;
                l_mut_184_ = (_e1396 + 1u);
            }
            loop_init_1 = false;
            uint _e657 = l_mut_184_;
            if ((_e657 < l_175_)) {
            } else {
                break;
            }
            {
                double _e659 = l_mut_85_;
                double l_185_ = (_e659 * l_171_);
                double l_186_ = -(l_185_);
                double _e662 = l_mut_85_;
                double l_187_ = mad(_e662, l_171_, l_186_);
                double _e664 = l_mut_85_;
                double l_188_ = (_e664 * l_172_);
                double l_189_ = -(l_188_);
                double _e667 = l_mut_85_;
                double l_190_ = mad(_e667, l_172_, l_189_);
                double _e669 = l_mut_84_;
                double l_191_ = (_e669 * l_171_);
                double l_192_ = -(l_191_);
                double _e672 = l_mut_84_;
                double l_193_ = mad(_e672, l_171_, l_192_);
                double _e674 = l_mut_85_;
                double l_194_ = (_e674 * l_173_);
                double l_195_ = -(l_194_);
                double _e677 = l_mut_85_;
                double l_196_ = mad(_e677, l_173_, l_195_);
                double _e679 = l_mut_84_;
                double l_197_ = (_e679 * l_172_);
                double l_198_ = -(l_197_);
                double _e682 = l_mut_84_;
                double l_199_ = mad(_e682, l_172_, l_198_);
                double _e684 = l_mut_83_;
                double l_200_ = (_e684 * l_171_);
                double l_201_ = -(l_200_);
                double _e687 = l_mut_83_;
                double l_202_ = mad(_e687, l_171_, l_201_);
                double l_203_ = (l_188_ + l_191_);
                double l_204_ = (l_203_ - l_188_);
                double l_205_ = (l_203_ - l_204_);
                double l_206_ = (l_188_ - l_205_);
                double l_207_ = (l_191_ - l_204_);
                double l_208_ = (l_206_ + l_207_);
                double l_209_ = (l_187_ + l_203_);
                double l_210_ = (l_209_ - l_187_);
                double l_211_ = (l_209_ - l_210_);
                double l_212_ = (l_187_ - l_211_);
                double l_213_ = (l_203_ - l_210_);
                double l_214_ = (l_212_ + l_213_);
                double l_215_ = (l_208_ + l_214_);
                double l_216_ = (l_215_ - l_208_);
                double l_217_ = (l_215_ - l_216_);
                double l_218_ = (l_208_ - l_217_);
                double l_219_ = (l_214_ - l_216_);
                double l_220_ = (l_218_ + l_219_);
                double l_221_ = (l_215_ + l_190_);
                double l_222_ = (l_221_ - l_215_);
                double l_223_ = (l_221_ - l_222_);
                double l_224_ = (l_215_ - l_223_);
                double l_225_ = (l_190_ - l_222_);
                double l_226_ = (l_224_ + l_225_);
                double l_227_ = (l_193_ + l_221_);
                double l_228_ = (l_227_ - l_193_);
                double l_229_ = (l_227_ - l_228_);
                double l_230_ = (l_193_ - l_229_);
                double l_231_ = (l_221_ - l_228_);
                double l_232_ = (l_230_ + l_231_);
                double l_233_ = (l_226_ + l_232_);
                double l_234_ = (l_233_ - l_226_);
                double l_235_ = (l_233_ - l_234_);
                double l_236_ = (l_226_ - l_235_);
                double l_237_ = (l_232_ - l_234_);
                double l_238_ = (l_236_ + l_237_);
                double l_239_ = (l_194_ + l_197_);
                double l_240_ = (l_239_ - l_194_);
                double l_241_ = (l_239_ - l_240_);
                double l_242_ = (l_194_ - l_241_);
                double l_243_ = (l_197_ - l_240_);
                double l_244_ = (l_242_ + l_243_);
                double l_245_ = (l_200_ + l_239_);
                double l_246_ = (l_245_ - l_200_);
                double l_247_ = (l_245_ - l_246_);
                double l_248_ = (l_200_ - l_247_);
                double l_249_ = (l_239_ - l_246_);
                double l_250_ = (l_248_ + l_249_);
                double l_251_ = (l_244_ + l_250_);
                double l_252_ = (l_251_ - l_244_);
                double l_253_ = (l_251_ - l_252_);
                double l_254_ = (l_244_ - l_253_);
                double l_255_ = (l_250_ - l_252_);
                double l_256_ = (l_254_ + l_255_);
                double l_257_ = (l_227_ + l_245_);
                double l_258_ = (l_257_ - l_227_);
                double l_259_ = (l_257_ - l_258_);
                double l_260_ = (l_227_ - l_259_);
                double l_261_ = (l_245_ - l_258_);
                double l_262_ = (l_260_ + l_261_);
                double l_263_ = (l_233_ + l_251_);
                double l_264_ = (l_263_ - l_233_);
                double l_265_ = (l_263_ - l_264_);
                double l_266_ = (l_233_ - l_265_);
                double l_267_ = (l_251_ - l_264_);
                double l_268_ = (l_266_ + l_267_);
                double l_269_ = (l_263_ + l_262_);
                double l_270_ = (l_269_ - l_263_);
                double l_271_ = (l_269_ - l_270_);
                double l_272_ = (l_263_ - l_271_);
                double l_273_ = (l_262_ - l_270_);
                double l_274_ = (l_272_ + l_273_);
                double l_275_ = (l_238_ + l_256_);
                double l_276_ = (l_274_ + l_268_);
                double l_277_ = (l_275_ + l_276_);
                double _e764 = l_mut_85_;
                double l_278_ = (_e764 * l_174_);
                double _e766 = l_mut_84_;
                double l_279_ = (_e766 * l_173_);
                double l_280_ = (l_278_ + l_279_);
                double _e769 = l_mut_83_;
                double l_281_ = (_e769 * l_172_);
                double _e771 = l_mut_82_;
                double l_282_ = (_e771 * l_171_);
                double l_283_ = (l_281_ + l_282_);
                double l_284_ = (l_280_ + l_283_);
                double l_285_ = (l_220_ + l_196_);
                double l_286_ = (l_199_ + l_202_);
                double l_287_ = (l_285_ + l_286_);
                double l_288_ = (l_284_ + l_287_);
                double l_289_ = (l_269_ + l_288_);
                double l_290_ = (l_289_ + l_277_);
                double l_291_ = (l_290_ - l_289_);
                double l_292_ = (l_277_ - l_291_);
                double l_293_ = (l_257_ + l_290_);
                double l_294_ = (l_293_ - l_257_);
                double l_295_ = (l_290_ - l_294_);
                double l_296_ = (l_209_ + l_293_);
                double l_297_ = (l_296_ - l_209_);
                double l_298_ = (l_293_ - l_297_);
                double l_299_ = (l_185_ + l_296_);
                double l_300_ = (l_299_ - l_185_);
                double l_301_ = (l_296_ - l_300_);
                l_mut_81_ = 0.0L;
                l_mut_39_ = 0.0L;
                l_mut_38_ = 0.0L;
                l_mut_37_ = 0.0L;
                l_mut_36_ = l_299_;
                l_mut_86_ = 0u;
                double _e797 = l_mut_36_;
                double l_302_ = (_e797 + l_301_);
                double _e799 = l_mut_36_;
                double l_303_ = (l_302_ - _e799);
                double l_304_ = (l_301_ - l_303_);
                uint _e802 = l_mut_86_;
                bool l_305_ = (_e802 < 3u);
                bool l_306_ = (l_304_ != 0.0L);
                if (l_305_) {
                    local_16 = l_306_;
                } else {
                    local_16 = false;
                }
                bool l_307_ = local_16;
                uint _e811 = l_mut_86_;
                bool l_308_ = (_e811 == 0u);
                if (l_307_) {
                    local_17 = l_308_;
                } else {
                    local_17 = false;
                }
                bool l_309_ = local_17;
                double _e818 = l_mut_81_;
                double l_310_ = (l_309_ ? l_302_ : _e818);
                l_mut_81_ = l_310_;
                uint _e820 = l_mut_86_;
                bool l_311_ = (_e820 == 1u);
                if (l_307_) {
                    local_18 = l_311_;
                } else {
                    local_18 = false;
                }
                bool l_312_ = local_18;
                double _e827 = l_mut_39_;
                double l_313_ = (l_312_ ? l_302_ : _e827);
                l_mut_39_ = l_313_;
                uint _e829 = l_mut_86_;
                bool l_314_ = (_e829 == 2u);
                if (l_307_) {
                    local_19 = l_314_;
                } else {
                    local_19 = false;
                }
                bool l_315_ = local_19;
                double _e836 = l_mut_38_;
                double l_316_ = (l_315_ ? l_302_ : _e836);
                l_mut_38_ = l_316_;
                double l_317_ = (l_307_ ? l_304_ : l_302_);
                double _e839 = l_mut_36_;
                double l_318_ = (_e839 + l_301_);
                double l_319_ = (l_305_ ? l_317_ : l_318_);
                l_mut_36_ = l_319_;
                uint l_320_ = uint(l_307_);
                uint _e843 = l_mut_86_;
                l_mut_86_ = (_e843 + l_320_);
                double _e845 = l_mut_36_;
                double l_321_ = (_e845 + l_298_);
                double _e847 = l_mut_36_;
                double l_322_ = (l_321_ - _e847);
                double l_323_ = (l_298_ - l_322_);
                uint _e850 = l_mut_86_;
                bool l_324_ = (_e850 < 3u);
                bool l_325_ = (l_323_ != 0.0L);
                if (l_324_) {
                    local_20 = l_325_;
                } else {
                    local_20 = false;
                }
                bool l_326_ = local_20;
                uint _e859 = l_mut_86_;
                bool l_327_ = (_e859 == 0u);
                if (l_326_) {
                    local_21 = l_327_;
                } else {
                    local_21 = false;
                }
                bool l_328_ = local_21;
                double _e866 = l_mut_81_;
                double l_329_ = (l_328_ ? l_321_ : _e866);
                l_mut_81_ = l_329_;
                uint _e868 = l_mut_86_;
                bool l_330_ = (_e868 == 1u);
                if (l_326_) {
                    local_22 = l_330_;
                } else {
                    local_22 = false;
                }
                bool l_331_ = local_22;
                double _e875 = l_mut_39_;
                double l_332_ = (l_331_ ? l_321_ : _e875);
                l_mut_39_ = l_332_;
                uint _e877 = l_mut_86_;
                bool l_333_ = (_e877 == 2u);
                if (l_326_) {
                    local_23 = l_333_;
                } else {
                    local_23 = false;
                }
                bool l_334_ = local_23;
                double _e884 = l_mut_38_;
                double l_335_ = (l_334_ ? l_321_ : _e884);
                l_mut_38_ = l_335_;
                double l_336_ = (l_326_ ? l_323_ : l_321_);
                double _e887 = l_mut_36_;
                double l_337_ = (_e887 + l_298_);
                double l_338_ = (l_324_ ? l_336_ : l_337_);
                l_mut_36_ = l_338_;
                uint l_339_ = uint(l_326_);
                uint _e891 = l_mut_86_;
                l_mut_86_ = (_e891 + l_339_);
                double _e893 = l_mut_36_;
                double l_340_ = (_e893 + l_295_);
                double _e895 = l_mut_36_;
                double l_341_ = (l_340_ - _e895);
                double l_342_ = (l_295_ - l_341_);
                uint _e898 = l_mut_86_;
                bool l_343_ = (_e898 < 3u);
                bool l_344_ = (l_342_ != 0.0L);
                if (l_343_) {
                    local_24 = l_344_;
                } else {
                    local_24 = false;
                }
                bool l_345_ = local_24;
                uint _e907 = l_mut_86_;
                bool l_346_ = (_e907 == 0u);
                if (l_345_) {
                    local_25 = l_346_;
                } else {
                    local_25 = false;
                }
                bool l_347_ = local_25;
                double _e914 = l_mut_81_;
                double l_348_ = (l_347_ ? l_340_ : _e914);
                l_mut_81_ = l_348_;
                uint _e916 = l_mut_86_;
                bool l_349_ = (_e916 == 1u);
                if (l_345_) {
                    local_26 = l_349_;
                } else {
                    local_26 = false;
                }
                bool l_350_ = local_26;
                double _e923 = l_mut_39_;
                double l_351_ = (l_350_ ? l_340_ : _e923);
                l_mut_39_ = l_351_;
                uint _e925 = l_mut_86_;
                bool l_352_ = (_e925 == 2u);
                if (l_345_) {
                    local_27 = l_352_;
                } else {
                    local_27 = false;
                }
                bool l_353_ = local_27;
                double _e932 = l_mut_38_;
                double l_354_ = (l_353_ ? l_340_ : _e932);
                l_mut_38_ = l_354_;
                double l_355_ = (l_345_ ? l_342_ : l_340_);
                double _e935 = l_mut_36_;
                double l_356_ = (_e935 + l_295_);
                double l_357_ = (l_343_ ? l_355_ : l_356_);
                l_mut_36_ = l_357_;
                uint l_358_ = uint(l_345_);
                uint _e939 = l_mut_86_;
                l_mut_86_ = (_e939 + l_358_);
                double _e941 = l_mut_36_;
                double l_359_ = (_e941 + l_292_);
                double _e943 = l_mut_36_;
                double l_360_ = (l_359_ - _e943);
                double l_361_ = (l_292_ - l_360_);
                uint _e946 = l_mut_86_;
                bool l_362_ = (_e946 < 3u);
                bool l_363_ = (l_361_ != 0.0L);
                if (l_362_) {
                    local_28 = l_363_;
                } else {
                    local_28 = false;
                }
                bool l_364_ = local_28;
                uint _e955 = l_mut_86_;
                bool l_365_ = (_e955 == 0u);
                if (l_364_) {
                    local_29 = l_365_;
                } else {
                    local_29 = false;
                }
                bool l_366_ = local_29;
                double _e962 = l_mut_81_;
                double l_367_ = (l_366_ ? l_359_ : _e962);
                l_mut_81_ = l_367_;
                uint _e964 = l_mut_86_;
                bool l_368_ = (_e964 == 1u);
                if (l_364_) {
                    local_30 = l_368_;
                } else {
                    local_30 = false;
                }
                bool l_369_ = local_30;
                double _e971 = l_mut_39_;
                double l_370_ = (l_369_ ? l_359_ : _e971);
                l_mut_39_ = l_370_;
                uint _e973 = l_mut_86_;
                bool l_371_ = (_e973 == 2u);
                if (l_364_) {
                    local_31 = l_371_;
                } else {
                    local_31 = false;
                }
                bool l_372_ = local_31;
                double _e980 = l_mut_38_;
                double l_373_ = (l_372_ ? l_359_ : _e980);
                l_mut_38_ = l_373_;
                double l_374_ = (l_364_ ? l_361_ : l_359_);
                double _e983 = l_mut_36_;
                double l_375_ = (_e983 + l_292_);
                double l_376_ = (l_362_ ? l_374_ : l_375_);
                l_mut_36_ = l_376_;
                uint l_377_ = uint(l_364_);
                uint _e987 = l_mut_86_;
                l_mut_86_ = (_e987 + l_377_);
                uint _e989 = l_mut_86_;
                bool l_378_ = (_e989 == 0u);
                double _e992 = l_mut_81_;
                double _e993 = l_mut_36_;
                double l_379_ = (l_378_ ? _e993 : _e992);
                l_mut_81_ = l_379_;
                uint _e995 = l_mut_86_;
                bool l_380_ = (_e995 == 1u);
                double _e998 = l_mut_39_;
                double _e999 = l_mut_36_;
                double l_381_ = (l_380_ ? _e999 : _e998);
                l_mut_39_ = l_381_;
                uint _e1001 = l_mut_86_;
                bool l_382_ = (_e1001 == 2u);
                double _e1004 = l_mut_38_;
                double _e1005 = l_mut_36_;
                double l_383_ = (l_382_ ? _e1005 : _e1004);
                l_mut_38_ = l_383_;
                uint _e1007 = l_mut_86_;
                bool l_384_ = (_e1007 == 3u);
                double _e1010 = l_mut_37_;
                double _e1011 = l_mut_36_;
                double l_385_ = (l_384_ ? _e1011 : _e1010);
                l_mut_37_ = l_385_;
                uint _e1014 = l_mut_184_;
                uint l_386_ = (4u * _e1014);
                uint l_387_ = (l_176_ + l_386_);
                uint l_1725_ = asuint(info.Load(8+0));
                uint l_1726_ = (l_1725_ * 1u);
                bool l_1727_ = (l_387_ < l_1726_);
                uint l_1728_ = (l_1726_ - 1u);
                uint l_1729_ = min(l_387_, l_1728_);
                double l_1730_ = buffer_2_global.Load<double>(l_1729_*8);
                double l_388_ = (l_1727_ ? l_1730_ : 0.0L);
                uint l_389_ = (l_387_ + 1u);
                uint l_1732_ = asuint(info.Load(8+0));
                uint l_1733_ = (l_1732_ * 1u);
                bool l_1734_ = (l_389_ < l_1733_);
                uint l_1735_ = (l_1733_ - 1u);
                uint l_1736_ = min(l_389_, l_1735_);
                double l_1737_ = buffer_2_global.Load<double>(l_1736_*8);
                double l_390_ = (l_1734_ ? l_1737_ : 0.0L);
                uint l_391_ = (l_387_ + 2u);
                uint l_1739_ = asuint(info.Load(8+0));
                uint l_1740_ = (l_1739_ * 1u);
                bool l_1741_ = (l_391_ < l_1740_);
                uint l_1742_ = (l_1740_ - 1u);
                uint l_1743_ = min(l_391_, l_1742_);
                double l_1744_ = buffer_2_global.Load<double>(l_1743_*8);
                double l_392_ = (l_1741_ ? l_1744_ : 0.0L);
                uint l_393_ = (l_387_ + 3u);
                uint l_1746_ = asuint(info.Load(8+0));
                uint l_1747_ = (l_1746_ * 1u);
                bool l_1748_ = (l_393_ < l_1747_);
                uint l_1749_ = (l_1747_ - 1u);
                uint l_1750_ = min(l_393_, l_1749_);
                double l_1751_ = buffer_2_global.Load<double>(l_1750_*8);
                double l_394_ = (l_1748_ ? l_1751_ : 0.0L);
                double _e1083 = l_mut_81_;
                double l_395_ = (_e1083 + l_388_);
                double _e1085 = l_mut_81_;
                double l_396_ = (l_395_ - _e1085);
                double l_397_ = (l_395_ - l_396_);
                double _e1088 = l_mut_81_;
                double l_398_ = (_e1088 - l_397_);
                double l_399_ = (l_388_ - l_396_);
                double l_400_ = (l_398_ + l_399_);
                double _e1092 = l_mut_39_;
                double l_401_ = (_e1092 + l_390_);
                double _e1094 = l_mut_39_;
                double l_402_ = (l_401_ - _e1094);
                double l_403_ = (l_401_ - l_402_);
                double _e1097 = l_mut_39_;
                double l_404_ = (_e1097 - l_403_);
                double l_405_ = (l_390_ - l_402_);
                double l_406_ = (l_404_ + l_405_);
                double _e1101 = l_mut_38_;
                double l_407_ = (_e1101 + l_392_);
                double _e1103 = l_mut_38_;
                double l_408_ = (l_407_ - _e1103);
                double l_409_ = (l_407_ - l_408_);
                double _e1106 = l_mut_38_;
                double l_410_ = (_e1106 - l_409_);
                double l_411_ = (l_392_ - l_408_);
                double l_412_ = (l_410_ + l_411_);
                double _e1110 = l_mut_37_;
                double l_413_ = (_e1110 + l_394_);
                double _e1112 = l_mut_37_;
                double l_414_ = (l_413_ - _e1112);
                double l_415_ = (l_413_ - l_414_);
                double _e1115 = l_mut_37_;
                double l_416_ = (_e1115 - l_415_);
                double l_417_ = (l_394_ - l_414_);
                double l_418_ = (l_416_ + l_417_);
                double l_419_ = (l_401_ + l_400_);
                double l_420_ = (l_419_ - l_401_);
                double l_421_ = (l_419_ - l_420_);
                double l_422_ = (l_401_ - l_421_);
                double l_423_ = (l_400_ - l_420_);
                double l_424_ = (l_422_ + l_423_);
                double l_425_ = (l_407_ + l_424_);
                double l_426_ = (l_425_ - l_407_);
                double l_427_ = (l_425_ - l_426_);
                double l_428_ = (l_407_ - l_427_);
                double l_429_ = (l_424_ - l_426_);
                double l_430_ = (l_428_ + l_429_);
                double l_431_ = (l_406_ + l_425_);
                double l_432_ = (l_431_ - l_406_);
                double l_433_ = (l_431_ - l_432_);
                double l_434_ = (l_406_ - l_433_);
                double l_435_ = (l_425_ - l_432_);
                double l_436_ = (l_434_ + l_435_);
                double l_437_ = (l_430_ + l_436_);
                double l_438_ = (l_437_ - l_430_);
                double l_439_ = (l_437_ - l_438_);
                double l_440_ = (l_430_ - l_439_);
                double l_441_ = (l_436_ - l_438_);
                double l_442_ = (l_440_ + l_441_);
                double l_443_ = (l_413_ + l_437_);
                double l_444_ = (l_443_ - l_413_);
                double l_445_ = (l_443_ - l_444_);
                double l_446_ = (l_413_ - l_445_);
                double l_447_ = (l_437_ - l_444_);
                double l_448_ = (l_446_ + l_447_);
                double l_449_ = (l_412_ + l_443_);
                double l_450_ = (l_449_ - l_412_);
                double l_451_ = (l_449_ - l_450_);
                double l_452_ = (l_412_ - l_451_);
                double l_453_ = (l_443_ - l_450_);
                double l_454_ = (l_452_ + l_453_);
                double l_455_ = (l_448_ + l_454_);
                double l_456_ = (l_455_ + l_442_);
                double l_457_ = (l_456_ + l_418_);
                double l_458_ = (l_449_ + l_457_);
                double l_459_ = (l_458_ - l_449_);
                double l_460_ = (l_457_ - l_459_);
                double l_461_ = (l_431_ + l_458_);
                double l_462_ = (l_461_ - l_431_);
                double l_463_ = (l_458_ - l_462_);
                double l_464_ = (l_419_ + l_461_);
                double l_465_ = (l_464_ - l_419_);
                double l_466_ = (l_461_ - l_465_);
                double l_467_ = (l_395_ + l_464_);
                double l_468_ = (l_467_ - l_395_);
                double l_469_ = (l_464_ - l_468_);
                l_mut_36_ = 0.0L;
                l_mut_470_ = 0.0L;
                l_mut_471_ = 0.0L;
                l_mut_472_ = 0.0L;
                l_mut_473_ = l_467_;
                l_mut_86_ = 0u;
                double _e1175 = l_mut_473_;
                double l_474_ = (_e1175 + l_469_);
                double _e1177 = l_mut_473_;
                double l_475_ = (l_474_ - _e1177);
                double l_476_ = (l_469_ - l_475_);
                uint _e1180 = l_mut_86_;
                bool l_477_ = (_e1180 < 3u);
                bool l_478_ = (l_476_ != 0.0L);
                if (l_477_) {
                    local_32 = l_478_;
                } else {
                    local_32 = false;
                }
                bool l_479_ = local_32;
                uint _e1189 = l_mut_86_;
                bool l_480_ = (_e1189 == 0u);
                if (l_479_) {
                    local_33 = l_480_;
                } else {
                    local_33 = false;
                }
                bool l_481_ = local_33;
                double _e1196 = l_mut_36_;
                double l_482_ = (l_481_ ? l_474_ : _e1196);
                l_mut_36_ = l_482_;
                uint _e1198 = l_mut_86_;
                bool l_483_ = (_e1198 == 1u);
                if (l_479_) {
                    local_34 = l_483_;
                } else {
                    local_34 = false;
                }
                bool l_484_ = local_34;
                double _e1205 = l_mut_470_;
                double l_485_ = (l_484_ ? l_474_ : _e1205);
                l_mut_470_ = l_485_;
                uint _e1207 = l_mut_86_;
                bool l_486_ = (_e1207 == 2u);
                if (l_479_) {
                    local_35 = l_486_;
                } else {
                    local_35 = false;
                }
                bool l_487_ = local_35;
                double _e1214 = l_mut_471_;
                double l_488_ = (l_487_ ? l_474_ : _e1214);
                l_mut_471_ = l_488_;
                double l_489_ = (l_479_ ? l_476_ : l_474_);
                double _e1217 = l_mut_473_;
                double l_490_ = (_e1217 + l_469_);
                double l_491_ = (l_477_ ? l_489_ : l_490_);
                l_mut_473_ = l_491_;
                uint l_492_ = uint(l_479_);
                uint _e1221 = l_mut_86_;
                l_mut_86_ = (_e1221 + l_492_);
                double _e1223 = l_mut_473_;
                double l_493_ = (_e1223 + l_466_);
                double _e1225 = l_mut_473_;
                double l_494_ = (l_493_ - _e1225);
                double l_495_ = (l_466_ - l_494_);
                uint _e1228 = l_mut_86_;
                bool l_496_ = (_e1228 < 3u);
                bool l_497_ = (l_495_ != 0.0L);
                if (l_496_) {
                    local_36 = l_497_;
                } else {
                    local_36 = false;
                }
                bool l_498_ = local_36;
                uint _e1237 = l_mut_86_;
                bool l_499_ = (_e1237 == 0u);
                if (l_498_) {
                    local_37 = l_499_;
                } else {
                    local_37 = false;
                }
                bool l_500_ = local_37;
                double _e1244 = l_mut_36_;
                double l_501_ = (l_500_ ? l_493_ : _e1244);
                l_mut_36_ = l_501_;
                uint _e1246 = l_mut_86_;
                bool l_502_ = (_e1246 == 1u);
                if (l_498_) {
                    local_38 = l_502_;
                } else {
                    local_38 = false;
                }
                bool l_503_ = local_38;
                double _e1253 = l_mut_470_;
                double l_504_ = (l_503_ ? l_493_ : _e1253);
                l_mut_470_ = l_504_;
                uint _e1255 = l_mut_86_;
                bool l_505_ = (_e1255 == 2u);
                if (l_498_) {
                    local_39 = l_505_;
                } else {
                    local_39 = false;
                }
                bool l_506_ = local_39;
                double _e1262 = l_mut_471_;
                double l_507_ = (l_506_ ? l_493_ : _e1262);
                l_mut_471_ = l_507_;
                double l_508_ = (l_498_ ? l_495_ : l_493_);
                double _e1265 = l_mut_473_;
                double l_509_ = (_e1265 + l_466_);
                double l_510_ = (l_496_ ? l_508_ : l_509_);
                l_mut_473_ = l_510_;
                uint l_511_ = uint(l_498_);
                uint _e1269 = l_mut_86_;
                l_mut_86_ = (_e1269 + l_511_);
                double _e1271 = l_mut_473_;
                double l_512_ = (_e1271 + l_463_);
                double _e1273 = l_mut_473_;
                double l_513_ = (l_512_ - _e1273);
                double l_514_ = (l_463_ - l_513_);
                uint _e1276 = l_mut_86_;
                bool l_515_ = (_e1276 < 3u);
                bool l_516_ = (l_514_ != 0.0L);
                if (l_515_) {
                    local_40 = l_516_;
                } else {
                    local_40 = false;
                }
                bool l_517_ = local_40;
                uint _e1285 = l_mut_86_;
                bool l_518_ = (_e1285 == 0u);
                if (l_517_) {
                    local_41 = l_518_;
                } else {
                    local_41 = false;
                }
                bool l_519_ = local_41;
                double _e1292 = l_mut_36_;
                double l_520_ = (l_519_ ? l_512_ : _e1292);
                l_mut_36_ = l_520_;
                uint _e1294 = l_mut_86_;
                bool l_521_ = (_e1294 == 1u);
                if (l_517_) {
                    local_42 = l_521_;
                } else {
                    local_42 = false;
                }
                bool l_522_ = local_42;
                double _e1301 = l_mut_470_;
                double l_523_ = (l_522_ ? l_512_ : _e1301);
                l_mut_470_ = l_523_;
                uint _e1303 = l_mut_86_;
                bool l_524_ = (_e1303 == 2u);
                if (l_517_) {
                    local_43 = l_524_;
                } else {
                    local_43 = false;
                }
                bool l_525_ = local_43;
                double _e1310 = l_mut_471_;
                double l_526_ = (l_525_ ? l_512_ : _e1310);
                l_mut_471_ = l_526_;
                double l_527_ = (l_517_ ? l_514_ : l_512_);
                double _e1313 = l_mut_473_;
                double l_528_ = (_e1313 + l_463_);
                double l_529_ = (l_515_ ? l_527_ : l_528_);
                l_mut_473_ = l_529_;
                uint l_530_ = uint(l_517_);
                uint _e1317 = l_mut_86_;
                l_mut_86_ = (_e1317 + l_530_);
                double _e1319 = l_mut_473_;
                double l_531_ = (_e1319 + l_460_);
                double _e1321 = l_mut_473_;
                double l_532_ = (l_531_ - _e1321);
                double l_533_ = (l_460_ - l_532_);
                uint _e1324 = l_mut_86_;
                bool l_534_ = (_e1324 < 3u);
                bool l_535_ = (l_533_ != 0.0L);
                if (l_534_) {
                    local_44 = l_535_;
                } else {
                    local_44 = false;
                }
                bool l_536_ = local_44;
                uint _e1333 = l_mut_86_;
                bool l_537_ = (_e1333 == 0u);
                if (l_536_) {
                    local_45 = l_537_;
                } else {
                    local_45 = false;
                }
                bool l_538_ = local_45;
                double _e1340 = l_mut_36_;
                double l_539_ = (l_538_ ? l_531_ : _e1340);
                l_mut_36_ = l_539_;
                uint _e1342 = l_mut_86_;
                bool l_540_ = (_e1342 == 1u);
                if (l_536_) {
                    local_46 = l_540_;
                } else {
                    local_46 = false;
                }
                bool l_541_ = local_46;
                double _e1349 = l_mut_470_;
                double l_542_ = (l_541_ ? l_531_ : _e1349);
                l_mut_470_ = l_542_;
                uint _e1351 = l_mut_86_;
                bool l_543_ = (_e1351 == 2u);
                if (l_536_) {
                    local_47 = l_543_;
                } else {
                    local_47 = false;
                }
                bool l_544_ = local_47;
                double _e1358 = l_mut_471_;
                double l_545_ = (l_544_ ? l_531_ : _e1358);
                l_mut_471_ = l_545_;
                double l_546_ = (l_536_ ? l_533_ : l_531_);
                double _e1361 = l_mut_473_;
                double l_547_ = (_e1361 + l_460_);
                double l_548_ = (l_534_ ? l_546_ : l_547_);
                l_mut_473_ = l_548_;
                uint l_549_ = uint(l_536_);
                uint _e1365 = l_mut_86_;
                l_mut_86_ = (_e1365 + l_549_);
                uint _e1367 = l_mut_86_;
                bool l_550_ = (_e1367 == 0u);
                double _e1370 = l_mut_36_;
                double _e1371 = l_mut_473_;
                double l_551_ = (l_550_ ? _e1371 : _e1370);
                l_mut_36_ = l_551_;
                uint _e1373 = l_mut_86_;
                bool l_552_ = (_e1373 == 1u);
                double _e1376 = l_mut_470_;
                double _e1377 = l_mut_473_;
                double l_553_ = (l_552_ ? _e1377 : _e1376);
                l_mut_470_ = l_553_;
                uint _e1379 = l_mut_86_;
                bool l_554_ = (_e1379 == 2u);
                double _e1382 = l_mut_471_;
                double _e1383 = l_mut_473_;
                double l_555_ = (l_554_ ? _e1383 : _e1382);
                l_mut_471_ = l_555_;
                uint _e1385 = l_mut_86_;
                bool l_556_ = (_e1385 == 3u);
                double _e1388 = l_mut_472_;
                double _e1389 = l_mut_473_;
                double l_557_ = (l_556_ ? _e1389 : _e1388);
                l_mut_472_ = l_557_;
                double _e1391 = l_mut_36_;
                l_mut_85_ = _e1391;
                double _e1392 = l_mut_470_;
                l_mut_84_ = _e1392;
                double _e1393 = l_mut_471_;
                l_mut_83_ = _e1393;
                double _e1394 = l_mut_472_;
                l_mut_82_ = _e1394;
            }
        }
        double _e1398 = l_mut_85_;
        double l_558_ = (_e1398 * l_171_);
        double l_559_ = -(l_558_);
        double _e1401 = l_mut_85_;
        double l_560_ = mad(_e1401, l_171_, l_559_);
        double _e1403 = l_mut_85_;
        double l_561_ = (_e1403 * l_172_);
        double l_562_ = -(l_561_);
        double _e1406 = l_mut_85_;
        double l_563_ = mad(_e1406, l_172_, l_562_);
        double _e1408 = l_mut_84_;
        double l_564_ = (_e1408 * l_171_);
        double l_565_ = -(l_564_);
        double _e1411 = l_mut_84_;
        double l_566_ = mad(_e1411, l_171_, l_565_);
        double _e1413 = l_mut_85_;
        double l_567_ = (_e1413 * l_173_);
        double l_568_ = -(l_567_);
        double _e1416 = l_mut_85_;
        double l_569_ = mad(_e1416, l_173_, l_568_);
        double _e1418 = l_mut_84_;
        double l_570_ = (_e1418 * l_172_);
        double l_571_ = -(l_570_);
        double _e1421 = l_mut_84_;
        double l_572_ = mad(_e1421, l_172_, l_571_);
        double _e1423 = l_mut_83_;
        double l_573_ = (_e1423 * l_171_);
        double l_574_ = -(l_573_);
        double _e1426 = l_mut_83_;
        double l_575_ = mad(_e1426, l_171_, l_574_);
        double l_576_ = (l_561_ + l_564_);
        double l_577_ = (l_576_ - l_561_);
        double l_578_ = (l_576_ - l_577_);
        double l_579_ = (l_561_ - l_578_);
        double l_580_ = (l_564_ - l_577_);
        double l_581_ = (l_579_ + l_580_);
        double l_582_ = (l_560_ + l_576_);
        double l_583_ = (l_582_ - l_560_);
        double l_584_ = (l_582_ - l_583_);
        double l_585_ = (l_560_ - l_584_);
        double l_586_ = (l_576_ - l_583_);
        double l_587_ = (l_585_ + l_586_);
        double l_588_ = (l_581_ + l_587_);
        double l_589_ = (l_588_ - l_581_);
        double l_590_ = (l_588_ - l_589_);
        double l_591_ = (l_581_ - l_590_);
        double l_592_ = (l_587_ - l_589_);
        double l_593_ = (l_591_ + l_592_);
        double l_594_ = (l_588_ + l_563_);
        double l_595_ = (l_594_ - l_588_);
        double l_596_ = (l_594_ - l_595_);
        double l_597_ = (l_588_ - l_596_);
        double l_598_ = (l_563_ - l_595_);
        double l_599_ = (l_597_ + l_598_);
        double l_600_ = (l_566_ + l_594_);
        double l_601_ = (l_600_ - l_566_);
        double l_602_ = (l_600_ - l_601_);
        double l_603_ = (l_566_ - l_602_);
        double l_604_ = (l_594_ - l_601_);
        double l_605_ = (l_603_ + l_604_);
        double l_606_ = (l_599_ + l_605_);
        double l_607_ = (l_606_ - l_599_);
        double l_608_ = (l_606_ - l_607_);
        double l_609_ = (l_599_ - l_608_);
        double l_610_ = (l_605_ - l_607_);
        double l_611_ = (l_609_ + l_610_);
        double l_612_ = (l_567_ + l_570_);
        double l_613_ = (l_612_ - l_567_);
        double l_614_ = (l_612_ - l_613_);
        double l_615_ = (l_567_ - l_614_);
        double l_616_ = (l_570_ - l_613_);
        double l_617_ = (l_615_ + l_616_);
        double l_618_ = (l_573_ + l_612_);
        double l_619_ = (l_618_ - l_573_);
        double l_620_ = (l_618_ - l_619_);
        double l_621_ = (l_573_ - l_620_);
        double l_622_ = (l_612_ - l_619_);
        double l_623_ = (l_621_ + l_622_);
        double l_624_ = (l_617_ + l_623_);
        double l_625_ = (l_624_ - l_617_);
        double l_626_ = (l_624_ - l_625_);
        double l_627_ = (l_617_ - l_626_);
        double l_628_ = (l_623_ - l_625_);
        double l_629_ = (l_627_ + l_628_);
        double l_630_ = (l_600_ + l_618_);
        double l_631_ = (l_630_ - l_600_);
        double l_632_ = (l_630_ - l_631_);
        double l_633_ = (l_600_ - l_632_);
        double l_634_ = (l_618_ - l_631_);
        double l_635_ = (l_633_ + l_634_);
        double l_636_ = (l_606_ + l_624_);
        double l_637_ = (l_636_ - l_606_);
        double l_638_ = (l_636_ - l_637_);
        double l_639_ = (l_606_ - l_638_);
        double l_640_ = (l_624_ - l_637_);
        double l_641_ = (l_639_ + l_640_);
        double l_642_ = (l_636_ + l_635_);
        double l_643_ = (l_642_ - l_636_);
        double l_644_ = (l_642_ - l_643_);
        double l_645_ = (l_636_ - l_644_);
        double l_646_ = (l_635_ - l_643_);
        double l_647_ = (l_645_ + l_646_);
        double l_648_ = (l_611_ + l_629_);
        double l_649_ = (l_647_ + l_641_);
        double l_650_ = (l_648_ + l_649_);
        double _e1503 = l_mut_85_;
        double l_651_ = (_e1503 * l_174_);
        double _e1505 = l_mut_84_;
        double l_652_ = (_e1505 * l_173_);
        double l_653_ = (l_651_ + l_652_);
        double _e1508 = l_mut_83_;
        double l_654_ = (_e1508 * l_172_);
        double _e1510 = l_mut_82_;
        double l_655_ = (_e1510 * l_171_);
        double l_656_ = (l_654_ + l_655_);
        double l_657_ = (l_653_ + l_656_);
        double l_658_ = (l_593_ + l_569_);
        double l_659_ = (l_572_ + l_575_);
        double l_660_ = (l_658_ + l_659_);
        double l_661_ = (l_657_ + l_660_);
        double l_662_ = (l_642_ + l_661_);
        double l_663_ = (l_662_ + l_650_);
        double l_664_ = (l_663_ - l_662_);
        double l_665_ = (l_650_ - l_664_);
        double l_666_ = (l_630_ + l_663_);
        double l_667_ = (l_666_ - l_630_);
        double l_668_ = (l_663_ - l_667_);
        double l_669_ = (l_582_ + l_666_);
        double l_670_ = (l_669_ - l_582_);
        double l_671_ = (l_666_ - l_670_);
        double l_672_ = (l_558_ + l_669_);
        double l_673_ = (l_672_ - l_558_);
        double l_674_ = (l_669_ - l_673_);
        l_mut_473_ = 0.0L;
        l_mut_472_ = 0.0L;
        l_mut_471_ = 0.0L;
        l_mut_470_ = 0.0L;
        l_mut_81_ = l_672_;
        l_mut_86_ = 0u;
        double _e1536 = l_mut_81_;
        double l_675_ = (_e1536 + l_674_);
        double _e1538 = l_mut_81_;
        double l_676_ = (l_675_ - _e1538);
        double l_677_ = (l_674_ - l_676_);
        uint _e1541 = l_mut_86_;
        bool l_678_ = (_e1541 < 3u);
        bool l_679_ = (l_677_ != 0.0L);
        if (l_678_) {
            local_48 = l_679_;
        } else {
            local_48 = false;
        }
        bool l_680_ = local_48;
        uint _e1550 = l_mut_86_;
        bool l_681_ = (_e1550 == 0u);
        if (l_680_) {
            local_49 = l_681_;
        } else {
            local_49 = false;
        }
        bool l_682_ = local_49;
        double _e1557 = l_mut_473_;
        double l_683_ = (l_682_ ? l_675_ : _e1557);
        l_mut_473_ = l_683_;
        uint _e1559 = l_mut_86_;
        bool l_684_ = (_e1559 == 1u);
        if (l_680_) {
            local_50 = l_684_;
        } else {
            local_50 = false;
        }
        bool l_685_ = local_50;
        double _e1566 = l_mut_472_;
        double l_686_ = (l_685_ ? l_675_ : _e1566);
        l_mut_472_ = l_686_;
        uint _e1568 = l_mut_86_;
        bool l_687_ = (_e1568 == 2u);
        if (l_680_) {
            local_51 = l_687_;
        } else {
            local_51 = false;
        }
        bool l_688_ = local_51;
        double _e1575 = l_mut_471_;
        double l_689_ = (l_688_ ? l_675_ : _e1575);
        l_mut_471_ = l_689_;
        double l_690_ = (l_680_ ? l_677_ : l_675_);
        double _e1578 = l_mut_81_;
        double l_691_ = (_e1578 + l_674_);
        double l_692_ = (l_678_ ? l_690_ : l_691_);
        l_mut_81_ = l_692_;
        uint l_693_ = uint(l_680_);
        uint _e1582 = l_mut_86_;
        l_mut_86_ = (_e1582 + l_693_);
        double _e1584 = l_mut_81_;
        double l_694_ = (_e1584 + l_671_);
        double _e1586 = l_mut_81_;
        double l_695_ = (l_694_ - _e1586);
        double l_696_ = (l_671_ - l_695_);
        uint _e1589 = l_mut_86_;
        bool l_697_ = (_e1589 < 3u);
        bool l_698_ = (l_696_ != 0.0L);
        if (l_697_) {
            local_52 = l_698_;
        } else {
            local_52 = false;
        }
        bool l_699_ = local_52;
        uint _e1598 = l_mut_86_;
        bool l_700_ = (_e1598 == 0u);
        if (l_699_) {
            local_53 = l_700_;
        } else {
            local_53 = false;
        }
        bool l_701_ = local_53;
        double _e1605 = l_mut_473_;
        double l_702_ = (l_701_ ? l_694_ : _e1605);
        l_mut_473_ = l_702_;
        uint _e1607 = l_mut_86_;
        bool l_703_ = (_e1607 == 1u);
        if (l_699_) {
            local_54 = l_703_;
        } else {
            local_54 = false;
        }
        bool l_704_ = local_54;
        double _e1614 = l_mut_472_;
        double l_705_ = (l_704_ ? l_694_ : _e1614);
        l_mut_472_ = l_705_;
        uint _e1616 = l_mut_86_;
        bool l_706_ = (_e1616 == 2u);
        if (l_699_) {
            local_55 = l_706_;
        } else {
            local_55 = false;
        }
        bool l_707_ = local_55;
        double _e1623 = l_mut_471_;
        double l_708_ = (l_707_ ? l_694_ : _e1623);
        l_mut_471_ = l_708_;
        double l_709_ = (l_699_ ? l_696_ : l_694_);
        double _e1626 = l_mut_81_;
        double l_710_ = (_e1626 + l_671_);
        double l_711_ = (l_697_ ? l_709_ : l_710_);
        l_mut_81_ = l_711_;
        uint l_712_ = uint(l_699_);
        uint _e1630 = l_mut_86_;
        l_mut_86_ = (_e1630 + l_712_);
        double _e1632 = l_mut_81_;
        double l_713_ = (_e1632 + l_668_);
        double _e1634 = l_mut_81_;
        double l_714_ = (l_713_ - _e1634);
        double l_715_ = (l_668_ - l_714_);
        uint _e1637 = l_mut_86_;
        bool l_716_ = (_e1637 < 3u);
        bool l_717_ = (l_715_ != 0.0L);
        if (l_716_) {
            local_56 = l_717_;
        } else {
            local_56 = false;
        }
        bool l_718_ = local_56;
        uint _e1646 = l_mut_86_;
        bool l_719_ = (_e1646 == 0u);
        if (l_718_) {
            local_57 = l_719_;
        } else {
            local_57 = false;
        }
        bool l_720_ = local_57;
        double _e1653 = l_mut_473_;
        double l_721_ = (l_720_ ? l_713_ : _e1653);
        l_mut_473_ = l_721_;
        uint _e1655 = l_mut_86_;
        bool l_722_ = (_e1655 == 1u);
        if (l_718_) {
            local_58 = l_722_;
        } else {
            local_58 = false;
        }
        bool l_723_ = local_58;
        double _e1662 = l_mut_472_;
        double l_724_ = (l_723_ ? l_713_ : _e1662);
        l_mut_472_ = l_724_;
        uint _e1664 = l_mut_86_;
        bool l_725_ = (_e1664 == 2u);
        if (l_718_) {
            local_59 = l_725_;
        } else {
            local_59 = false;
        }
        bool l_726_ = local_59;
        double _e1671 = l_mut_471_;
        double l_727_ = (l_726_ ? l_713_ : _e1671);
        l_mut_471_ = l_727_;
        double l_728_ = (l_718_ ? l_715_ : l_713_);
        double _e1674 = l_mut_81_;
        double l_729_ = (_e1674 + l_668_);
        double l_730_ = (l_716_ ? l_728_ : l_729_);
        l_mut_81_ = l_730_;
        uint l_731_ = uint(l_718_);
        uint _e1678 = l_mut_86_;
        l_mut_86_ = (_e1678 + l_731_);
        double _e1680 = l_mut_81_;
        double l_732_ = (_e1680 + l_665_);
        double _e1682 = l_mut_81_;
        double l_733_ = (l_732_ - _e1682);
        double l_734_ = (l_665_ - l_733_);
        uint _e1685 = l_mut_86_;
        bool l_735_ = (_e1685 < 3u);
        bool l_736_ = (l_734_ != 0.0L);
        if (l_735_) {
            local_60 = l_736_;
        } else {
            local_60 = false;
        }
        bool l_737_ = local_60;
        uint _e1694 = l_mut_86_;
        bool l_738_ = (_e1694 == 0u);
        if (l_737_) {
            local_61 = l_738_;
        } else {
            local_61 = false;
        }
        bool l_739_ = local_61;
        double _e1701 = l_mut_473_;
        double l_740_ = (l_739_ ? l_732_ : _e1701);
        l_mut_473_ = l_740_;
        uint _e1703 = l_mut_86_;
        bool l_741_ = (_e1703 == 1u);
        if (l_737_) {
            local_62 = l_741_;
        } else {
            local_62 = false;
        }
        bool l_742_ = local_62;
        double _e1710 = l_mut_472_;
        double l_743_ = (l_742_ ? l_732_ : _e1710);
        l_mut_472_ = l_743_;
        uint _e1712 = l_mut_86_;
        bool l_744_ = (_e1712 == 2u);
        if (l_737_) {
            local_63 = l_744_;
        } else {
            local_63 = false;
        }
        bool l_745_ = local_63;
        double _e1719 = l_mut_471_;
        double l_746_ = (l_745_ ? l_732_ : _e1719);
        l_mut_471_ = l_746_;
        double l_747_ = (l_737_ ? l_734_ : l_732_);
        double _e1722 = l_mut_81_;
        double l_748_ = (_e1722 + l_665_);
        double l_749_ = (l_735_ ? l_747_ : l_748_);
        l_mut_81_ = l_749_;
        uint l_750_ = uint(l_737_);
        uint _e1726 = l_mut_86_;
        l_mut_86_ = (_e1726 + l_750_);
        uint _e1728 = l_mut_86_;
        bool l_751_ = (_e1728 == 0u);
        double _e1731 = l_mut_473_;
        double _e1732 = l_mut_81_;
        double l_752_ = (l_751_ ? _e1732 : _e1731);
        l_mut_473_ = l_752_;
        uint _e1734 = l_mut_86_;
        bool l_753_ = (_e1734 == 1u);
        double _e1737 = l_mut_472_;
        double _e1738 = l_mut_81_;
        double l_754_ = (l_753_ ? _e1738 : _e1737);
        l_mut_472_ = l_754_;
        uint _e1740 = l_mut_86_;
        bool l_755_ = (_e1740 == 2u);
        double _e1743 = l_mut_471_;
        double _e1744 = l_mut_81_;
        double l_756_ = (l_755_ ? _e1744 : _e1743);
        l_mut_471_ = l_756_;
        uint _e1746 = l_mut_86_;
        bool l_757_ = (_e1746 == 3u);
        double _e1749 = l_mut_470_;
        double _e1750 = l_mut_81_;
        double l_758_ = (l_757_ ? _e1750 : _e1749);
        l_mut_470_ = l_758_;
        double _e1752 = l_mut_473_;
        double l_759_ = (_e1752 + l_4_);
        double _e1754 = l_mut_473_;
        double l_760_ = (l_759_ - _e1754);
        double l_761_ = (l_759_ - l_760_);
        double _e1757 = l_mut_473_;
        double l_762_ = (_e1757 - l_761_);
        double l_763_ = (l_4_ - l_760_);
        double l_764_ = (l_762_ + l_763_);
        double _e1761 = l_mut_472_;
        double l_765_ = (_e1761 + l_764_);
        double _e1763 = l_mut_472_;
        double l_766_ = (l_765_ - _e1763);
        double l_767_ = (l_765_ - l_766_);
        double _e1766 = l_mut_472_;
        double l_768_ = (_e1766 - l_767_);
        double l_769_ = (l_764_ - l_766_);
        double l_770_ = (l_768_ + l_769_);
        double _e1770 = l_mut_471_;
        double l_771_ = (_e1770 + l_770_);
        double _e1772 = l_mut_471_;
        double l_772_ = (l_771_ - _e1772);
        double l_773_ = (l_771_ - l_772_);
        double _e1775 = l_mut_471_;
        double l_774_ = (_e1775 - l_773_);
        double l_775_ = (l_770_ - l_772_);
        double l_776_ = (l_774_ + l_775_);
        double _e1779 = l_mut_470_;
        double l_777_ = (_e1779 + l_776_);
        double _e1781 = l_mut_470_;
        double l_778_ = (l_777_ - _e1781);
        double l_779_ = (l_777_ - l_778_);
        double _e1784 = l_mut_470_;
        double l_780_ = (_e1784 - l_779_);
        double l_781_ = (l_776_ - l_778_);
        double l_782_ = (l_780_ + l_781_);
        double l_783_ = (l_777_ + l_782_);
        double l_784_ = (l_783_ - l_777_);
        double l_785_ = (l_782_ - l_784_);
        double l_786_ = (l_771_ + l_783_);
        double l_787_ = (l_786_ - l_771_);
        double l_788_ = (l_783_ - l_787_);
        double l_789_ = (l_765_ + l_786_);
        double l_790_ = (l_789_ - l_765_);
        double l_791_ = (l_786_ - l_790_);
        double l_792_ = (l_759_ + l_789_);
        double l_793_ = (l_792_ - l_759_);
        double l_794_ = (l_789_ - l_793_);
        l_mut_85_ = 0.0L;
        l_mut_84_ = 0.0L;
        l_mut_83_ = 0.0L;
        l_mut_82_ = 0.0L;
        l_mut_81_ = l_792_;
        l_mut_86_ = 0u;
        double _e1805 = l_mut_81_;
        double l_795_ = (_e1805 + l_794_);
        double _e1807 = l_mut_81_;
        double l_796_ = (l_795_ - _e1807);
        double l_797_ = (l_794_ - l_796_);
        uint _e1810 = l_mut_86_;
        bool l_798_ = (_e1810 < 3u);
        bool l_799_ = (l_797_ != 0.0L);
        if (l_798_) {
            local_64 = l_799_;
        } else {
            local_64 = false;
        }
        bool l_800_ = local_64;
        uint _e1819 = l_mut_86_;
        bool l_801_ = (_e1819 == 0u);
        if (l_800_) {
            local_65 = l_801_;
        } else {
            local_65 = false;
        }
        bool l_802_ = local_65;
        double _e1826 = l_mut_85_;
        double l_803_ = (l_802_ ? l_795_ : _e1826);
        l_mut_85_ = l_803_;
        uint _e1828 = l_mut_86_;
        bool l_804_ = (_e1828 == 1u);
        if (l_800_) {
            local_66 = l_804_;
        } else {
            local_66 = false;
        }
        bool l_805_ = local_66;
        double _e1835 = l_mut_84_;
        double l_806_ = (l_805_ ? l_795_ : _e1835);
        l_mut_84_ = l_806_;
        uint _e1837 = l_mut_86_;
        bool l_807_ = (_e1837 == 2u);
        if (l_800_) {
            local_67 = l_807_;
        } else {
            local_67 = false;
        }
        bool l_808_ = local_67;
        double _e1844 = l_mut_83_;
        double l_809_ = (l_808_ ? l_795_ : _e1844);
        l_mut_83_ = l_809_;
        double l_810_ = (l_800_ ? l_797_ : l_795_);
        double _e1847 = l_mut_81_;
        double l_811_ = (_e1847 + l_794_);
        double l_812_ = (l_798_ ? l_810_ : l_811_);
        l_mut_81_ = l_812_;
        uint l_813_ = uint(l_800_);
        uint _e1851 = l_mut_86_;
        l_mut_86_ = (_e1851 + l_813_);
        double _e1853 = l_mut_81_;
        double l_814_ = (_e1853 + l_791_);
        double _e1855 = l_mut_81_;
        double l_815_ = (l_814_ - _e1855);
        double l_816_ = (l_791_ - l_815_);
        uint _e1858 = l_mut_86_;
        bool l_817_ = (_e1858 < 3u);
        bool l_818_ = (l_816_ != 0.0L);
        if (l_817_) {
            local_68 = l_818_;
        } else {
            local_68 = false;
        }
        bool l_819_ = local_68;
        uint _e1867 = l_mut_86_;
        bool l_820_ = (_e1867 == 0u);
        if (l_819_) {
            local_69 = l_820_;
        } else {
            local_69 = false;
        }
        bool l_821_ = local_69;
        double _e1874 = l_mut_85_;
        double l_822_ = (l_821_ ? l_814_ : _e1874);
        l_mut_85_ = l_822_;
        uint _e1876 = l_mut_86_;
        bool l_823_ = (_e1876 == 1u);
        if (l_819_) {
            local_70 = l_823_;
        } else {
            local_70 = false;
        }
        bool l_824_ = local_70;
        double _e1883 = l_mut_84_;
        double l_825_ = (l_824_ ? l_814_ : _e1883);
        l_mut_84_ = l_825_;
        uint _e1885 = l_mut_86_;
        bool l_826_ = (_e1885 == 2u);
        if (l_819_) {
            local_71 = l_826_;
        } else {
            local_71 = false;
        }
        bool l_827_ = local_71;
        double _e1892 = l_mut_83_;
        double l_828_ = (l_827_ ? l_814_ : _e1892);
        l_mut_83_ = l_828_;
        double l_829_ = (l_819_ ? l_816_ : l_814_);
        double _e1895 = l_mut_81_;
        double l_830_ = (_e1895 + l_791_);
        double l_831_ = (l_817_ ? l_829_ : l_830_);
        l_mut_81_ = l_831_;
        uint l_832_ = uint(l_819_);
        uint _e1899 = l_mut_86_;
        l_mut_86_ = (_e1899 + l_832_);
        double _e1901 = l_mut_81_;
        double l_833_ = (_e1901 + l_788_);
        double _e1903 = l_mut_81_;
        double l_834_ = (l_833_ - _e1903);
        double l_835_ = (l_788_ - l_834_);
        uint _e1906 = l_mut_86_;
        bool l_836_ = (_e1906 < 3u);
        bool l_837_ = (l_835_ != 0.0L);
        if (l_836_) {
            local_72 = l_837_;
        } else {
            local_72 = false;
        }
        bool l_838_ = local_72;
        uint _e1915 = l_mut_86_;
        bool l_839_ = (_e1915 == 0u);
        if (l_838_) {
            local_73 = l_839_;
        } else {
            local_73 = false;
        }
        bool l_840_ = local_73;
        double _e1922 = l_mut_85_;
        double l_841_ = (l_840_ ? l_833_ : _e1922);
        l_mut_85_ = l_841_;
        uint _e1924 = l_mut_86_;
        bool l_842_ = (_e1924 == 1u);
        if (l_838_) {
            local_74 = l_842_;
        } else {
            local_74 = false;
        }
        bool l_843_ = local_74;
        double _e1931 = l_mut_84_;
        double l_844_ = (l_843_ ? l_833_ : _e1931);
        l_mut_84_ = l_844_;
        uint _e1933 = l_mut_86_;
        bool l_845_ = (_e1933 == 2u);
        if (l_838_) {
            local_75 = l_845_;
        } else {
            local_75 = false;
        }
        bool l_846_ = local_75;
        double _e1940 = l_mut_83_;
        double l_847_ = (l_846_ ? l_833_ : _e1940);
        l_mut_83_ = l_847_;
        double l_848_ = (l_838_ ? l_835_ : l_833_);
        double _e1943 = l_mut_81_;
        double l_849_ = (_e1943 + l_788_);
        double l_850_ = (l_836_ ? l_848_ : l_849_);
        l_mut_81_ = l_850_;
        uint l_851_ = uint(l_838_);
        uint _e1947 = l_mut_86_;
        l_mut_86_ = (_e1947 + l_851_);
        double _e1949 = l_mut_81_;
        double l_852_ = (_e1949 + l_785_);
        double _e1951 = l_mut_81_;
        double l_853_ = (l_852_ - _e1951);
        double l_854_ = (l_785_ - l_853_);
        uint _e1954 = l_mut_86_;
        bool l_855_ = (_e1954 < 3u);
        bool l_856_ = (l_854_ != 0.0L);
        if (l_855_) {
            local_76 = l_856_;
        } else {
            local_76 = false;
        }
        bool l_857_ = local_76;
        uint _e1963 = l_mut_86_;
        bool l_858_ = (_e1963 == 0u);
        if (l_857_) {
            local_77 = l_858_;
        } else {
            local_77 = false;
        }
        bool l_859_ = local_77;
        double _e1970 = l_mut_85_;
        double l_860_ = (l_859_ ? l_852_ : _e1970);
        l_mut_85_ = l_860_;
        uint _e1972 = l_mut_86_;
        bool l_861_ = (_e1972 == 1u);
        if (l_857_) {
            local_78 = l_861_;
        } else {
            local_78 = false;
        }
        bool l_862_ = local_78;
        double _e1979 = l_mut_84_;
        double l_863_ = (l_862_ ? l_852_ : _e1979);
        l_mut_84_ = l_863_;
        uint _e1981 = l_mut_86_;
        bool l_864_ = (_e1981 == 2u);
        if (l_857_) {
            local_79 = l_864_;
        } else {
            local_79 = false;
        }
        bool l_865_ = local_79;
        double _e1988 = l_mut_83_;
        double l_866_ = (l_865_ ? l_852_ : _e1988);
        l_mut_83_ = l_866_;
        double l_867_ = (l_857_ ? l_854_ : l_852_);
        double _e1991 = l_mut_81_;
        double l_868_ = (_e1991 + l_785_);
        double l_869_ = (l_855_ ? l_867_ : l_868_);
        l_mut_81_ = l_869_;
        uint l_870_ = uint(l_857_);
        uint _e1995 = l_mut_86_;
        l_mut_86_ = (_e1995 + l_870_);
        uint _e1997 = l_mut_86_;
        bool l_871_ = (_e1997 == 0u);
        double _e2000 = l_mut_85_;
        double _e2001 = l_mut_81_;
        double l_872_ = (l_871_ ? _e2001 : _e2000);
        l_mut_85_ = l_872_;
        uint _e2003 = l_mut_86_;
        bool l_873_ = (_e2003 == 1u);
        double _e2006 = l_mut_84_;
        double _e2007 = l_mut_81_;
        double l_874_ = (l_873_ ? _e2007 : _e2006);
        l_mut_84_ = l_874_;
        uint _e2009 = l_mut_86_;
        bool l_875_ = (_e2009 == 2u);
        double _e2012 = l_mut_83_;
        double _e2013 = l_mut_81_;
        double l_876_ = (l_875_ ? _e2013 : _e2012);
        l_mut_83_ = l_876_;
        uint _e2015 = l_mut_86_;
        bool l_877_ = (_e2015 == 3u);
        double _e2018 = l_mut_82_;
        double _e2019 = l_mut_81_;
        double l_878_ = (l_877_ ? _e2019 : _e2018);
        l_mut_82_ = l_878_;
        double _e2021 = l_mut_85_;
        double l_879_ = (_e2021 * l_171_);
        double l_880_ = -(l_879_);
        double _e2024 = l_mut_85_;
        double l_881_ = mad(_e2024, l_171_, l_880_);
        double _e2026 = l_mut_85_;
        double l_882_ = (_e2026 * l_172_);
        double l_883_ = -(l_882_);
        double _e2029 = l_mut_85_;
        double l_884_ = mad(_e2029, l_172_, l_883_);
        double _e2031 = l_mut_84_;
        double l_885_ = (_e2031 * l_171_);
        double l_886_ = -(l_885_);
        double _e2034 = l_mut_84_;
        double l_887_ = mad(_e2034, l_171_, l_886_);
        double _e2036 = l_mut_85_;
        double l_888_ = (_e2036 * l_173_);
        double l_889_ = -(l_888_);
        double _e2039 = l_mut_85_;
        double l_890_ = mad(_e2039, l_173_, l_889_);
        double _e2041 = l_mut_84_;
        double l_891_ = (_e2041 * l_172_);
        double l_892_ = -(l_891_);
        double _e2044 = l_mut_84_;
        double l_893_ = mad(_e2044, l_172_, l_892_);
        double _e2046 = l_mut_83_;
        double l_894_ = (_e2046 * l_171_);
        double l_895_ = -(l_894_);
        double _e2049 = l_mut_83_;
        double l_896_ = mad(_e2049, l_171_, l_895_);
        double l_897_ = (l_882_ + l_885_);
        double l_898_ = (l_897_ - l_882_);
        double l_899_ = (l_897_ - l_898_);
        double l_900_ = (l_882_ - l_899_);
        double l_901_ = (l_885_ - l_898_);
        double l_902_ = (l_900_ + l_901_);
        double l_903_ = (l_881_ + l_897_);
        double l_904_ = (l_903_ - l_881_);
        double l_905_ = (l_903_ - l_904_);
        double l_906_ = (l_881_ - l_905_);
        double l_907_ = (l_897_ - l_904_);
        double l_908_ = (l_906_ + l_907_);
        double l_909_ = (l_902_ + l_908_);
        double l_910_ = (l_909_ - l_902_);
        double l_911_ = (l_909_ - l_910_);
        double l_912_ = (l_902_ - l_911_);
        double l_913_ = (l_908_ - l_910_);
        double l_914_ = (l_912_ + l_913_);
        double l_915_ = (l_909_ + l_884_);
        double l_916_ = (l_915_ - l_909_);
        double l_917_ = (l_915_ - l_916_);
        double l_918_ = (l_909_ - l_917_);
        double l_919_ = (l_884_ - l_916_);
        double l_920_ = (l_918_ + l_919_);
        double l_921_ = (l_887_ + l_915_);
        double l_922_ = (l_921_ - l_887_);
        double l_923_ = (l_921_ - l_922_);
        double l_924_ = (l_887_ - l_923_);
        double l_925_ = (l_915_ - l_922_);
        double l_926_ = (l_924_ + l_925_);
        double l_927_ = (l_920_ + l_926_);
        double l_928_ = (l_927_ - l_920_);
        double l_929_ = (l_927_ - l_928_);
        double l_930_ = (l_920_ - l_929_);
        double l_931_ = (l_926_ - l_928_);
        double l_932_ = (l_930_ + l_931_);
        double l_933_ = (l_888_ + l_891_);
        double l_934_ = (l_933_ - l_888_);
        double l_935_ = (l_933_ - l_934_);
        double l_936_ = (l_888_ - l_935_);
        double l_937_ = (l_891_ - l_934_);
        double l_938_ = (l_936_ + l_937_);
        double l_939_ = (l_894_ + l_933_);
        double l_940_ = (l_939_ - l_894_);
        double l_941_ = (l_939_ - l_940_);
        double l_942_ = (l_894_ - l_941_);
        double l_943_ = (l_933_ - l_940_);
        double l_944_ = (l_942_ + l_943_);
        double l_945_ = (l_938_ + l_944_);
        double l_946_ = (l_945_ - l_938_);
        double l_947_ = (l_945_ - l_946_);
        double l_948_ = (l_938_ - l_947_);
        double l_949_ = (l_944_ - l_946_);
        double l_950_ = (l_948_ + l_949_);
        double l_951_ = (l_921_ + l_939_);
        double l_952_ = (l_951_ - l_921_);
        double l_953_ = (l_951_ - l_952_);
        double l_954_ = (l_921_ - l_953_);
        double l_955_ = (l_939_ - l_952_);
        double l_956_ = (l_954_ + l_955_);
        double l_957_ = (l_927_ + l_945_);
        double l_958_ = (l_957_ - l_927_);
        double l_959_ = (l_957_ - l_958_);
        double l_960_ = (l_927_ - l_959_);
        double l_961_ = (l_945_ - l_958_);
        double l_962_ = (l_960_ + l_961_);
        double l_963_ = (l_957_ + l_956_);
        double l_964_ = (l_963_ - l_957_);
        double l_965_ = (l_963_ - l_964_);
        double l_966_ = (l_957_ - l_965_);
        double l_967_ = (l_956_ - l_964_);
        double l_968_ = (l_966_ + l_967_);
        double l_969_ = (l_932_ + l_950_);
        double l_970_ = (l_968_ + l_962_);
        double l_971_ = (l_969_ + l_970_);
        double _e2126 = l_mut_85_;
        double l_972_ = (_e2126 * l_174_);
        double _e2128 = l_mut_84_;
        double l_973_ = (_e2128 * l_173_);
        double l_974_ = (l_972_ + l_973_);
        double _e2131 = l_mut_83_;
        double l_975_ = (_e2131 * l_172_);
        double _e2133 = l_mut_82_;
        double l_976_ = (_e2133 * l_171_);
        double l_977_ = (l_975_ + l_976_);
        double l_978_ = (l_974_ + l_977_);
        double l_979_ = (l_914_ + l_890_);
        double l_980_ = (l_893_ + l_896_);
        double l_981_ = (l_979_ + l_980_);
        double l_982_ = (l_978_ + l_981_);
        double l_983_ = (l_963_ + l_982_);
        double l_984_ = (l_983_ + l_971_);
        double l_985_ = (l_984_ - l_983_);
        double l_986_ = (l_971_ - l_985_);
        double l_987_ = (l_951_ + l_984_);
        double l_988_ = (l_987_ - l_951_);
        double l_989_ = (l_984_ - l_988_);
        double l_990_ = (l_903_ + l_987_);
        double l_991_ = (l_990_ - l_903_);
        double l_992_ = (l_987_ - l_991_);
        double l_993_ = (l_879_ + l_990_);
        double l_994_ = (l_993_ - l_879_);
        double l_995_ = (l_990_ - l_994_);
        l_mut_473_ = 0.0L;
        l_mut_472_ = 0.0L;
        l_mut_471_ = 0.0L;
        l_mut_470_ = 0.0L;
        l_mut_81_ = l_993_;
        l_mut_86_ = 0u;
        double _e2159 = l_mut_81_;
        double l_996_ = (_e2159 + l_995_);
        double _e2161 = l_mut_81_;
        double l_997_ = (l_996_ - _e2161);
        double l_998_ = (l_995_ - l_997_);
        uint _e2164 = l_mut_86_;
        bool l_999_ = (_e2164 < 3u);
        bool l_1000_ = (l_998_ != 0.0L);
        if (l_999_) {
            local_80 = l_1000_;
        } else {
            local_80 = false;
        }
        bool l_1001_ = local_80;
        uint _e2173 = l_mut_86_;
        bool l_1002_ = (_e2173 == 0u);
        if (l_1001_) {
            local_81 = l_1002_;
        } else {
            local_81 = false;
        }
        bool l_1003_ = local_81;
        double _e2180 = l_mut_473_;
        double l_1004_ = (l_1003_ ? l_996_ : _e2180);
        l_mut_473_ = l_1004_;
        uint _e2182 = l_mut_86_;
        bool l_1005_ = (_e2182 == 1u);
        if (l_1001_) {
            local_82 = l_1005_;
        } else {
            local_82 = false;
        }
        bool l_1006_ = local_82;
        double _e2189 = l_mut_472_;
        double l_1007_ = (l_1006_ ? l_996_ : _e2189);
        l_mut_472_ = l_1007_;
        uint _e2191 = l_mut_86_;
        bool l_1008_ = (_e2191 == 2u);
        if (l_1001_) {
            local_83 = l_1008_;
        } else {
            local_83 = false;
        }
        bool l_1009_ = local_83;
        double _e2198 = l_mut_471_;
        double l_1010_ = (l_1009_ ? l_996_ : _e2198);
        l_mut_471_ = l_1010_;
        double l_1011_ = (l_1001_ ? l_998_ : l_996_);
        double _e2201 = l_mut_81_;
        double l_1012_ = (_e2201 + l_995_);
        double l_1013_ = (l_999_ ? l_1011_ : l_1012_);
        l_mut_81_ = l_1013_;
        uint l_1014_ = uint(l_1001_);
        uint _e2205 = l_mut_86_;
        l_mut_86_ = (_e2205 + l_1014_);
        double _e2207 = l_mut_81_;
        double l_1015_ = (_e2207 + l_992_);
        double _e2209 = l_mut_81_;
        double l_1016_ = (l_1015_ - _e2209);
        double l_1017_ = (l_992_ - l_1016_);
        uint _e2212 = l_mut_86_;
        bool l_1018_ = (_e2212 < 3u);
        bool l_1019_ = (l_1017_ != 0.0L);
        if (l_1018_) {
            local_84 = l_1019_;
        } else {
            local_84 = false;
        }
        bool l_1020_ = local_84;
        uint _e2221 = l_mut_86_;
        bool l_1021_ = (_e2221 == 0u);
        if (l_1020_) {
            local_85 = l_1021_;
        } else {
            local_85 = false;
        }
        bool l_1022_ = local_85;
        double _e2228 = l_mut_473_;
        double l_1023_ = (l_1022_ ? l_1015_ : _e2228);
        l_mut_473_ = l_1023_;
        uint _e2230 = l_mut_86_;
        bool l_1024_ = (_e2230 == 1u);
        if (l_1020_) {
            local_86 = l_1024_;
        } else {
            local_86 = false;
        }
        bool l_1025_ = local_86;
        double _e2237 = l_mut_472_;
        double l_1026_ = (l_1025_ ? l_1015_ : _e2237);
        l_mut_472_ = l_1026_;
        uint _e2239 = l_mut_86_;
        bool l_1027_ = (_e2239 == 2u);
        if (l_1020_) {
            local_87 = l_1027_;
        } else {
            local_87 = false;
        }
        bool l_1028_ = local_87;
        double _e2246 = l_mut_471_;
        double l_1029_ = (l_1028_ ? l_1015_ : _e2246);
        l_mut_471_ = l_1029_;
        double l_1030_ = (l_1020_ ? l_1017_ : l_1015_);
        double _e2249 = l_mut_81_;
        double l_1031_ = (_e2249 + l_992_);
        double l_1032_ = (l_1018_ ? l_1030_ : l_1031_);
        l_mut_81_ = l_1032_;
        uint l_1033_ = uint(l_1020_);
        uint _e2253 = l_mut_86_;
        l_mut_86_ = (_e2253 + l_1033_);
        double _e2255 = l_mut_81_;
        double l_1034_ = (_e2255 + l_989_);
        double _e2257 = l_mut_81_;
        double l_1035_ = (l_1034_ - _e2257);
        double l_1036_ = (l_989_ - l_1035_);
        uint _e2260 = l_mut_86_;
        bool l_1037_ = (_e2260 < 3u);
        bool l_1038_ = (l_1036_ != 0.0L);
        if (l_1037_) {
            local_88 = l_1038_;
        } else {
            local_88 = false;
        }
        bool l_1039_ = local_88;
        uint _e2269 = l_mut_86_;
        bool l_1040_ = (_e2269 == 0u);
        if (l_1039_) {
            local_89 = l_1040_;
        } else {
            local_89 = false;
        }
        bool l_1041_ = local_89;
        double _e2276 = l_mut_473_;
        double l_1042_ = (l_1041_ ? l_1034_ : _e2276);
        l_mut_473_ = l_1042_;
        uint _e2278 = l_mut_86_;
        bool l_1043_ = (_e2278 == 1u);
        if (l_1039_) {
            local_90 = l_1043_;
        } else {
            local_90 = false;
        }
        bool l_1044_ = local_90;
        double _e2285 = l_mut_472_;
        double l_1045_ = (l_1044_ ? l_1034_ : _e2285);
        l_mut_472_ = l_1045_;
        uint _e2287 = l_mut_86_;
        bool l_1046_ = (_e2287 == 2u);
        if (l_1039_) {
            local_91 = l_1046_;
        } else {
            local_91 = false;
        }
        bool l_1047_ = local_91;
        double _e2294 = l_mut_471_;
        double l_1048_ = (l_1047_ ? l_1034_ : _e2294);
        l_mut_471_ = l_1048_;
        double l_1049_ = (l_1039_ ? l_1036_ : l_1034_);
        double _e2297 = l_mut_81_;
        double l_1050_ = (_e2297 + l_989_);
        double l_1051_ = (l_1037_ ? l_1049_ : l_1050_);
        l_mut_81_ = l_1051_;
        uint l_1052_ = uint(l_1039_);
        uint _e2301 = l_mut_86_;
        l_mut_86_ = (_e2301 + l_1052_);
        double _e2303 = l_mut_81_;
        double l_1053_ = (_e2303 + l_986_);
        double _e2305 = l_mut_81_;
        double l_1054_ = (l_1053_ - _e2305);
        double l_1055_ = (l_986_ - l_1054_);
        uint _e2308 = l_mut_86_;
        bool l_1056_ = (_e2308 < 3u);
        bool l_1057_ = (l_1055_ != 0.0L);
        if (l_1056_) {
            local_92 = l_1057_;
        } else {
            local_92 = false;
        }
        bool l_1058_ = local_92;
        uint _e2317 = l_mut_86_;
        bool l_1059_ = (_e2317 == 0u);
        if (l_1058_) {
            local_93 = l_1059_;
        } else {
            local_93 = false;
        }
        bool l_1060_ = local_93;
        double _e2324 = l_mut_473_;
        double l_1061_ = (l_1060_ ? l_1053_ : _e2324);
        l_mut_473_ = l_1061_;
        uint _e2326 = l_mut_86_;
        bool l_1062_ = (_e2326 == 1u);
        if (l_1058_) {
            local_94 = l_1062_;
        } else {
            local_94 = false;
        }
        bool l_1063_ = local_94;
        double _e2333 = l_mut_472_;
        double l_1064_ = (l_1063_ ? l_1053_ : _e2333);
        l_mut_472_ = l_1064_;
        uint _e2335 = l_mut_86_;
        bool l_1065_ = (_e2335 == 2u);
        if (l_1058_) {
            local_95 = l_1065_;
        } else {
            local_95 = false;
        }
        bool l_1066_ = local_95;
        double _e2342 = l_mut_471_;
        double l_1067_ = (l_1066_ ? l_1053_ : _e2342);
        l_mut_471_ = l_1067_;
        double l_1068_ = (l_1058_ ? l_1055_ : l_1053_);
        double _e2345 = l_mut_81_;
        double l_1069_ = (_e2345 + l_986_);
        double l_1070_ = (l_1056_ ? l_1068_ : l_1069_);
        l_mut_81_ = l_1070_;
        uint l_1071_ = uint(l_1058_);
        uint _e2349 = l_mut_86_;
        l_mut_86_ = (_e2349 + l_1071_);
        uint _e2351 = l_mut_86_;
        bool l_1072_ = (_e2351 == 0u);
        double _e2354 = l_mut_473_;
        double _e2355 = l_mut_81_;
        double l_1073_ = (l_1072_ ? _e2355 : _e2354);
        l_mut_473_ = l_1073_;
        uint _e2357 = l_mut_86_;
        bool l_1074_ = (_e2357 == 1u);
        double _e2360 = l_mut_472_;
        double _e2361 = l_mut_81_;
        double l_1075_ = (l_1074_ ? _e2361 : _e2360);
        l_mut_472_ = l_1075_;
        uint _e2363 = l_mut_86_;
        bool l_1076_ = (_e2363 == 2u);
        double _e2366 = l_mut_471_;
        double _e2367 = l_mut_81_;
        double l_1077_ = (l_1076_ ? _e2367 : _e2366);
        l_mut_471_ = l_1077_;
        uint _e2369 = l_mut_86_;
        bool l_1078_ = (_e2369 == 3u);
        double _e2372 = l_mut_470_;
        double _e2373 = l_mut_81_;
        double l_1079_ = (l_1078_ ? _e2373 : _e2372);
        l_mut_470_ = l_1079_;
        double _e2375 = l_mut_473_;
        l_mut_85_ = _e2375;
        double _e2376 = l_mut_472_;
        l_mut_84_ = _e2376;
        double _e2377 = l_mut_471_;
        l_mut_83_ = _e2377;
        double _e2378 = l_mut_470_;
        l_mut_82_ = _e2378;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e3075 = l_mut_1080_;
                l_mut_1080_ = (_e3075 + 1u);
            }
            loop_init_2 = false;
            uint _e2381 = l_mut_1080_;
            if ((_e2381 < 8u)) {
            } else {
                break;
            }
            {
                double _e2384 = l_mut_85_;
                double l_1081_ = (_e2384 * 2.0L);
                double _e2387 = l_mut_84_;
                double l_1082_ = (_e2387 * 2.0L);
                double _e2390 = l_mut_83_;
                double l_1083_ = (_e2390 * 2.0L);
                double _e2393 = l_mut_82_;
                double l_1084_ = (_e2393 * 2.0L);
                double _e2396 = l_mut_85_;
                double _e2397 = l_mut_85_;
                double l_1085_ = (_e2396 * _e2397);
                double l_1086_ = -(l_1085_);
                double _e2400 = l_mut_85_;
                double _e2401 = l_mut_85_;
                double l_1087_ = mad(_e2400, _e2401, l_1086_);
                double _e2403 = l_mut_85_;
                double _e2404 = l_mut_84_;
                double l_1088_ = (_e2403 * _e2404);
                double l_1089_ = -(l_1088_);
                double _e2407 = l_mut_85_;
                double _e2408 = l_mut_84_;
                double l_1090_ = mad(_e2407, _e2408, l_1089_);
                double _e2410 = l_mut_84_;
                double _e2411 = l_mut_85_;
                double l_1091_ = (_e2410 * _e2411);
                double l_1092_ = -(l_1091_);
                double _e2414 = l_mut_84_;
                double _e2415 = l_mut_85_;
                double l_1093_ = mad(_e2414, _e2415, l_1092_);
                double _e2417 = l_mut_85_;
                double _e2418 = l_mut_83_;
                double l_1094_ = (_e2417 * _e2418);
                double l_1095_ = -(l_1094_);
                double _e2421 = l_mut_85_;
                double _e2422 = l_mut_83_;
                double l_1096_ = mad(_e2421, _e2422, l_1095_);
                double _e2424 = l_mut_84_;
                double _e2425 = l_mut_84_;
                double l_1097_ = (_e2424 * _e2425);
                double l_1098_ = -(l_1097_);
                double _e2428 = l_mut_84_;
                double _e2429 = l_mut_84_;
                double l_1099_ = mad(_e2428, _e2429, l_1098_);
                double _e2431 = l_mut_83_;
                double _e2432 = l_mut_85_;
                double l_1100_ = (_e2431 * _e2432);
                double l_1101_ = -(l_1100_);
                double _e2435 = l_mut_83_;
                double _e2436 = l_mut_85_;
                double l_1102_ = mad(_e2435, _e2436, l_1101_);
                double l_1103_ = (l_1088_ + l_1091_);
                double l_1104_ = (l_1103_ - l_1088_);
                double l_1105_ = (l_1103_ - l_1104_);
                double l_1106_ = (l_1088_ - l_1105_);
                double l_1107_ = (l_1091_ - l_1104_);
                double l_1108_ = (l_1106_ + l_1107_);
                double l_1109_ = (l_1087_ + l_1103_);
                double l_1110_ = (l_1109_ - l_1087_);
                double l_1111_ = (l_1109_ - l_1110_);
                double l_1112_ = (l_1087_ - l_1111_);
                double l_1113_ = (l_1103_ - l_1110_);
                double l_1114_ = (l_1112_ + l_1113_);
                double l_1115_ = (l_1108_ + l_1114_);
                double l_1116_ = (l_1115_ - l_1108_);
                double l_1117_ = (l_1115_ - l_1116_);
                double l_1118_ = (l_1108_ - l_1117_);
                double l_1119_ = (l_1114_ - l_1116_);
                double l_1120_ = (l_1118_ + l_1119_);
                double l_1121_ = (l_1115_ + l_1090_);
                double l_1122_ = (l_1121_ - l_1115_);
                double l_1123_ = (l_1121_ - l_1122_);
                double l_1124_ = (l_1115_ - l_1123_);
                double l_1125_ = (l_1090_ - l_1122_);
                double l_1126_ = (l_1124_ + l_1125_);
                double l_1127_ = (l_1093_ + l_1121_);
                double l_1128_ = (l_1127_ - l_1093_);
                double l_1129_ = (l_1127_ - l_1128_);
                double l_1130_ = (l_1093_ - l_1129_);
                double l_1131_ = (l_1121_ - l_1128_);
                double l_1132_ = (l_1130_ + l_1131_);
                double l_1133_ = (l_1126_ + l_1132_);
                double l_1134_ = (l_1133_ - l_1126_);
                double l_1135_ = (l_1133_ - l_1134_);
                double l_1136_ = (l_1126_ - l_1135_);
                double l_1137_ = (l_1132_ - l_1134_);
                double l_1138_ = (l_1136_ + l_1137_);
                double l_1139_ = (l_1094_ + l_1097_);
                double l_1140_ = (l_1139_ - l_1094_);
                double l_1141_ = (l_1139_ - l_1140_);
                double l_1142_ = (l_1094_ - l_1141_);
                double l_1143_ = (l_1097_ - l_1140_);
                double l_1144_ = (l_1142_ + l_1143_);
                double l_1145_ = (l_1100_ + l_1139_);
                double l_1146_ = (l_1145_ - l_1100_);
                double l_1147_ = (l_1145_ - l_1146_);
                double l_1148_ = (l_1100_ - l_1147_);
                double l_1149_ = (l_1139_ - l_1146_);
                double l_1150_ = (l_1148_ + l_1149_);
                double l_1151_ = (l_1144_ + l_1150_);
                double l_1152_ = (l_1151_ - l_1144_);
                double l_1153_ = (l_1151_ - l_1152_);
                double l_1154_ = (l_1144_ - l_1153_);
                double l_1155_ = (l_1150_ - l_1152_);
                double l_1156_ = (l_1154_ + l_1155_);
                double l_1157_ = (l_1127_ + l_1145_);
                double l_1158_ = (l_1157_ - l_1127_);
                double l_1159_ = (l_1157_ - l_1158_);
                double l_1160_ = (l_1127_ - l_1159_);
                double l_1161_ = (l_1145_ - l_1158_);
                double l_1162_ = (l_1160_ + l_1161_);
                double l_1163_ = (l_1133_ + l_1151_);
                double l_1164_ = (l_1163_ - l_1133_);
                double l_1165_ = (l_1163_ - l_1164_);
                double l_1166_ = (l_1133_ - l_1165_);
                double l_1167_ = (l_1151_ - l_1164_);
                double l_1168_ = (l_1166_ + l_1167_);
                double l_1169_ = (l_1163_ + l_1162_);
                double l_1170_ = (l_1169_ - l_1163_);
                double l_1171_ = (l_1169_ - l_1170_);
                double l_1172_ = (l_1163_ - l_1171_);
                double l_1173_ = (l_1162_ - l_1170_);
                double l_1174_ = (l_1172_ + l_1173_);
                double l_1175_ = (l_1138_ + l_1156_);
                double l_1176_ = (l_1174_ + l_1168_);
                double l_1177_ = (l_1175_ + l_1176_);
                double _e2513 = l_mut_85_;
                double _e2514 = l_mut_82_;
                double l_1178_ = (_e2513 * _e2514);
                double _e2516 = l_mut_84_;
                double _e2517 = l_mut_83_;
                double l_1179_ = (_e2516 * _e2517);
                double l_1180_ = (l_1178_ + l_1179_);
                double _e2520 = l_mut_83_;
                double _e2521 = l_mut_84_;
                double l_1181_ = (_e2520 * _e2521);
                double _e2523 = l_mut_82_;
                double _e2524 = l_mut_85_;
                double l_1182_ = (_e2523 * _e2524);
                double l_1183_ = (l_1181_ + l_1182_);
                double l_1184_ = (l_1180_ + l_1183_);
                double l_1185_ = (l_1120_ + l_1096_);
                double l_1186_ = (l_1099_ + l_1102_);
                double l_1187_ = (l_1185_ + l_1186_);
                double l_1188_ = (l_1184_ + l_1187_);
                double l_1189_ = (l_1169_ + l_1188_);
                double l_1190_ = (l_1189_ + l_1177_);
                double l_1191_ = (l_1190_ - l_1189_);
                double l_1192_ = (l_1177_ - l_1191_);
                double l_1193_ = (l_1157_ + l_1190_);
                double l_1194_ = (l_1193_ - l_1157_);
                double l_1195_ = (l_1190_ - l_1194_);
                double l_1196_ = (l_1109_ + l_1193_);
                double l_1197_ = (l_1196_ - l_1109_);
                double l_1198_ = (l_1193_ - l_1197_);
                double l_1199_ = (l_1085_ + l_1196_);
                double l_1200_ = (l_1199_ - l_1085_);
                double l_1201_ = (l_1196_ - l_1200_);
                l_mut_81_ = 0.0L;
                l_mut_39_ = 0.0L;
                l_mut_38_ = 0.0L;
                l_mut_37_ = 0.0L;
                l_mut_36_ = l_1199_;
                l_mut_86_ = 0u;
                double _e2550 = l_mut_36_;
                double l_1202_ = (_e2550 + l_1201_);
                double _e2552 = l_mut_36_;
                double l_1203_ = (l_1202_ - _e2552);
                double l_1204_ = (l_1201_ - l_1203_);
                uint _e2555 = l_mut_86_;
                bool l_1205_ = (_e2555 < 3u);
                bool l_1206_ = (l_1204_ != 0.0L);
                if (l_1205_) {
                    local_96 = l_1206_;
                } else {
                    local_96 = false;
                }
                bool l_1207_ = local_96;
                uint _e2564 = l_mut_86_;
                bool l_1208_ = (_e2564 == 0u);
                if (l_1207_) {
                    local_97 = l_1208_;
                } else {
                    local_97 = false;
                }
                bool l_1209_ = local_97;
                double _e2571 = l_mut_81_;
                double l_1210_ = (l_1209_ ? l_1202_ : _e2571);
                l_mut_81_ = l_1210_;
                uint _e2573 = l_mut_86_;
                bool l_1211_ = (_e2573 == 1u);
                if (l_1207_) {
                    local_98 = l_1211_;
                } else {
                    local_98 = false;
                }
                bool l_1212_ = local_98;
                double _e2580 = l_mut_39_;
                double l_1213_ = (l_1212_ ? l_1202_ : _e2580);
                l_mut_39_ = l_1213_;
                uint _e2582 = l_mut_86_;
                bool l_1214_ = (_e2582 == 2u);
                if (l_1207_) {
                    local_99 = l_1214_;
                } else {
                    local_99 = false;
                }
                bool l_1215_ = local_99;
                double _e2589 = l_mut_38_;
                double l_1216_ = (l_1215_ ? l_1202_ : _e2589);
                l_mut_38_ = l_1216_;
                double l_1217_ = (l_1207_ ? l_1204_ : l_1202_);
                double _e2592 = l_mut_36_;
                double l_1218_ = (_e2592 + l_1201_);
                double l_1219_ = (l_1205_ ? l_1217_ : l_1218_);
                l_mut_36_ = l_1219_;
                uint l_1220_ = uint(l_1207_);
                uint _e2596 = l_mut_86_;
                l_mut_86_ = (_e2596 + l_1220_);
                double _e2598 = l_mut_36_;
                double l_1221_ = (_e2598 + l_1198_);
                double _e2600 = l_mut_36_;
                double l_1222_ = (l_1221_ - _e2600);
                double l_1223_ = (l_1198_ - l_1222_);
                uint _e2603 = l_mut_86_;
                bool l_1224_ = (_e2603 < 3u);
                bool l_1225_ = (l_1223_ != 0.0L);
                if (l_1224_) {
                    local_100 = l_1225_;
                } else {
                    local_100 = false;
                }
                bool l_1226_ = local_100;
                uint _e2612 = l_mut_86_;
                bool l_1227_ = (_e2612 == 0u);
                if (l_1226_) {
                    local_101 = l_1227_;
                } else {
                    local_101 = false;
                }
                bool l_1228_ = local_101;
                double _e2619 = l_mut_81_;
                double l_1229_ = (l_1228_ ? l_1221_ : _e2619);
                l_mut_81_ = l_1229_;
                uint _e2621 = l_mut_86_;
                bool l_1230_ = (_e2621 == 1u);
                if (l_1226_) {
                    local_102 = l_1230_;
                } else {
                    local_102 = false;
                }
                bool l_1231_ = local_102;
                double _e2628 = l_mut_39_;
                double l_1232_ = (l_1231_ ? l_1221_ : _e2628);
                l_mut_39_ = l_1232_;
                uint _e2630 = l_mut_86_;
                bool l_1233_ = (_e2630 == 2u);
                if (l_1226_) {
                    local_103 = l_1233_;
                } else {
                    local_103 = false;
                }
                bool l_1234_ = local_103;
                double _e2637 = l_mut_38_;
                double l_1235_ = (l_1234_ ? l_1221_ : _e2637);
                l_mut_38_ = l_1235_;
                double l_1236_ = (l_1226_ ? l_1223_ : l_1221_);
                double _e2640 = l_mut_36_;
                double l_1237_ = (_e2640 + l_1198_);
                double l_1238_ = (l_1224_ ? l_1236_ : l_1237_);
                l_mut_36_ = l_1238_;
                uint l_1239_ = uint(l_1226_);
                uint _e2644 = l_mut_86_;
                l_mut_86_ = (_e2644 + l_1239_);
                double _e2646 = l_mut_36_;
                double l_1240_ = (_e2646 + l_1195_);
                double _e2648 = l_mut_36_;
                double l_1241_ = (l_1240_ - _e2648);
                double l_1242_ = (l_1195_ - l_1241_);
                uint _e2651 = l_mut_86_;
                bool l_1243_ = (_e2651 < 3u);
                bool l_1244_ = (l_1242_ != 0.0L);
                if (l_1243_) {
                    local_104 = l_1244_;
                } else {
                    local_104 = false;
                }
                bool l_1245_ = local_104;
                uint _e2660 = l_mut_86_;
                bool l_1246_ = (_e2660 == 0u);
                if (l_1245_) {
                    local_105 = l_1246_;
                } else {
                    local_105 = false;
                }
                bool l_1247_ = local_105;
                double _e2667 = l_mut_81_;
                double l_1248_ = (l_1247_ ? l_1240_ : _e2667);
                l_mut_81_ = l_1248_;
                uint _e2669 = l_mut_86_;
                bool l_1249_ = (_e2669 == 1u);
                if (l_1245_) {
                    local_106 = l_1249_;
                } else {
                    local_106 = false;
                }
                bool l_1250_ = local_106;
                double _e2676 = l_mut_39_;
                double l_1251_ = (l_1250_ ? l_1240_ : _e2676);
                l_mut_39_ = l_1251_;
                uint _e2678 = l_mut_86_;
                bool l_1252_ = (_e2678 == 2u);
                if (l_1245_) {
                    local_107 = l_1252_;
                } else {
                    local_107 = false;
                }
                bool l_1253_ = local_107;
                double _e2685 = l_mut_38_;
                double l_1254_ = (l_1253_ ? l_1240_ : _e2685);
                l_mut_38_ = l_1254_;
                double l_1255_ = (l_1245_ ? l_1242_ : l_1240_);
                double _e2688 = l_mut_36_;
                double l_1256_ = (_e2688 + l_1195_);
                double l_1257_ = (l_1243_ ? l_1255_ : l_1256_);
                l_mut_36_ = l_1257_;
                uint l_1258_ = uint(l_1245_);
                uint _e2692 = l_mut_86_;
                l_mut_86_ = (_e2692 + l_1258_);
                double _e2694 = l_mut_36_;
                double l_1259_ = (_e2694 + l_1192_);
                double _e2696 = l_mut_36_;
                double l_1260_ = (l_1259_ - _e2696);
                double l_1261_ = (l_1192_ - l_1260_);
                uint _e2699 = l_mut_86_;
                bool l_1262_ = (_e2699 < 3u);
                bool l_1263_ = (l_1261_ != 0.0L);
                if (l_1262_) {
                    local_108 = l_1263_;
                } else {
                    local_108 = false;
                }
                bool l_1264_ = local_108;
                uint _e2708 = l_mut_86_;
                bool l_1265_ = (_e2708 == 0u);
                if (l_1264_) {
                    local_109 = l_1265_;
                } else {
                    local_109 = false;
                }
                bool l_1266_ = local_109;
                double _e2715 = l_mut_81_;
                double l_1267_ = (l_1266_ ? l_1259_ : _e2715);
                l_mut_81_ = l_1267_;
                uint _e2717 = l_mut_86_;
                bool l_1268_ = (_e2717 == 1u);
                if (l_1264_) {
                    local_110 = l_1268_;
                } else {
                    local_110 = false;
                }
                bool l_1269_ = local_110;
                double _e2724 = l_mut_39_;
                double l_1270_ = (l_1269_ ? l_1259_ : _e2724);
                l_mut_39_ = l_1270_;
                uint _e2726 = l_mut_86_;
                bool l_1271_ = (_e2726 == 2u);
                if (l_1264_) {
                    local_111 = l_1271_;
                } else {
                    local_111 = false;
                }
                bool l_1272_ = local_111;
                double _e2733 = l_mut_38_;
                double l_1273_ = (l_1272_ ? l_1259_ : _e2733);
                l_mut_38_ = l_1273_;
                double l_1274_ = (l_1264_ ? l_1261_ : l_1259_);
                double _e2736 = l_mut_36_;
                double l_1275_ = (_e2736 + l_1192_);
                double l_1276_ = (l_1262_ ? l_1274_ : l_1275_);
                l_mut_36_ = l_1276_;
                uint l_1277_ = uint(l_1264_);
                uint _e2740 = l_mut_86_;
                l_mut_86_ = (_e2740 + l_1277_);
                uint _e2742 = l_mut_86_;
                bool l_1278_ = (_e2742 == 0u);
                double _e2745 = l_mut_81_;
                double _e2746 = l_mut_36_;
                double l_1279_ = (l_1278_ ? _e2746 : _e2745);
                l_mut_81_ = l_1279_;
                uint _e2748 = l_mut_86_;
                bool l_1280_ = (_e2748 == 1u);
                double _e2751 = l_mut_39_;
                double _e2752 = l_mut_36_;
                double l_1281_ = (l_1280_ ? _e2752 : _e2751);
                l_mut_39_ = l_1281_;
                uint _e2754 = l_mut_86_;
                bool l_1282_ = (_e2754 == 2u);
                double _e2757 = l_mut_38_;
                double _e2758 = l_mut_36_;
                double l_1283_ = (l_1282_ ? _e2758 : _e2757);
                l_mut_38_ = l_1283_;
                uint _e2760 = l_mut_86_;
                bool l_1284_ = (_e2760 == 3u);
                double _e2763 = l_mut_37_;
                double _e2764 = l_mut_36_;
                double l_1285_ = (l_1284_ ? _e2764 : _e2763);
                l_mut_37_ = l_1285_;
                double _e2766 = l_mut_81_;
                double l_1286_ = (l_1081_ + _e2766);
                double l_1287_ = (l_1286_ - l_1081_);
                double l_1288_ = (l_1286_ - l_1287_);
                double l_1289_ = (l_1081_ - l_1288_);
                double _e2771 = l_mut_81_;
                double l_1290_ = (_e2771 - l_1287_);
                double l_1291_ = (l_1289_ + l_1290_);
                double _e2774 = l_mut_39_;
                double l_1292_ = (l_1082_ + _e2774);
                double l_1293_ = (l_1292_ - l_1082_);
                double l_1294_ = (l_1292_ - l_1293_);
                double l_1295_ = (l_1082_ - l_1294_);
                double _e2779 = l_mut_39_;
                double l_1296_ = (_e2779 - l_1293_);
                double l_1297_ = (l_1295_ + l_1296_);
                double _e2782 = l_mut_38_;
                double l_1298_ = (l_1083_ + _e2782);
                double l_1299_ = (l_1298_ - l_1083_);
                double l_1300_ = (l_1298_ - l_1299_);
                double l_1301_ = (l_1083_ - l_1300_);
                double _e2787 = l_mut_38_;
                double l_1302_ = (_e2787 - l_1299_);
                double l_1303_ = (l_1301_ + l_1302_);
                double _e2790 = l_mut_37_;
                double l_1304_ = (l_1084_ + _e2790);
                double l_1305_ = (l_1304_ - l_1084_);
                double l_1306_ = (l_1304_ - l_1305_);
                double l_1307_ = (l_1084_ - l_1306_);
                double _e2795 = l_mut_37_;
                double l_1308_ = (_e2795 - l_1305_);
                double l_1309_ = (l_1307_ + l_1308_);
                double l_1310_ = (l_1292_ + l_1291_);
                double l_1311_ = (l_1310_ - l_1292_);
                double l_1312_ = (l_1310_ - l_1311_);
                double l_1313_ = (l_1292_ - l_1312_);
                double l_1314_ = (l_1291_ - l_1311_);
                double l_1315_ = (l_1313_ + l_1314_);
                double l_1316_ = (l_1298_ + l_1315_);
                double l_1317_ = (l_1316_ - l_1298_);
                double l_1318_ = (l_1316_ - l_1317_);
                double l_1319_ = (l_1298_ - l_1318_);
                double l_1320_ = (l_1315_ - l_1317_);
                double l_1321_ = (l_1319_ + l_1320_);
                double l_1322_ = (l_1297_ + l_1316_);
                double l_1323_ = (l_1322_ - l_1297_);
                double l_1324_ = (l_1322_ - l_1323_);
                double l_1325_ = (l_1297_ - l_1324_);
                double l_1326_ = (l_1316_ - l_1323_);
                double l_1327_ = (l_1325_ + l_1326_);
                double l_1328_ = (l_1321_ + l_1327_);
                double l_1329_ = (l_1328_ - l_1321_);
                double l_1330_ = (l_1328_ - l_1329_);
                double l_1331_ = (l_1321_ - l_1330_);
                double l_1332_ = (l_1327_ - l_1329_);
                double l_1333_ = (l_1331_ + l_1332_);
                double l_1334_ = (l_1304_ + l_1328_);
                double l_1335_ = (l_1334_ - l_1304_);
                double l_1336_ = (l_1334_ - l_1335_);
                double l_1337_ = (l_1304_ - l_1336_);
                double l_1338_ = (l_1328_ - l_1335_);
                double l_1339_ = (l_1337_ + l_1338_);
                double l_1340_ = (l_1303_ + l_1334_);
                double l_1341_ = (l_1340_ - l_1303_);
                double l_1342_ = (l_1340_ - l_1341_);
                double l_1343_ = (l_1303_ - l_1342_);
                double l_1344_ = (l_1334_ - l_1341_);
                double l_1345_ = (l_1343_ + l_1344_);
                double l_1346_ = (l_1339_ + l_1345_);
                double l_1347_ = (l_1346_ + l_1333_);
                double l_1348_ = (l_1347_ + l_1309_);
                double l_1349_ = (l_1340_ + l_1348_);
                double l_1350_ = (l_1349_ - l_1340_);
                double l_1351_ = (l_1348_ - l_1350_);
                double l_1352_ = (l_1322_ + l_1349_);
                double l_1353_ = (l_1352_ - l_1322_);
                double l_1354_ = (l_1349_ - l_1353_);
                double l_1355_ = (l_1310_ + l_1352_);
                double l_1356_ = (l_1355_ - l_1310_);
                double l_1357_ = (l_1352_ - l_1356_);
                double l_1358_ = (l_1286_ + l_1355_);
                double l_1359_ = (l_1358_ - l_1286_);
                double l_1360_ = (l_1355_ - l_1359_);
                l_mut_36_ = 0.0L;
                l_mut_1361_ = 0.0L;
                l_mut_1362_ = 0.0L;
                l_mut_1363_ = 0.0L;
                l_mut_1364_ = l_1358_;
                l_mut_86_ = 0u;
                double _e2854 = l_mut_1364_;
                double l_1365_ = (_e2854 + l_1360_);
                double _e2856 = l_mut_1364_;
                double l_1366_ = (l_1365_ - _e2856);
                double l_1367_ = (l_1360_ - l_1366_);
                uint _e2859 = l_mut_86_;
                bool l_1368_ = (_e2859 < 3u);
                bool l_1369_ = (l_1367_ != 0.0L);
                if (l_1368_) {
                    local_112 = l_1369_;
                } else {
                    local_112 = false;
                }
                bool l_1370_ = local_112;
                uint _e2868 = l_mut_86_;
                bool l_1371_ = (_e2868 == 0u);
                if (l_1370_) {
                    local_113 = l_1371_;
                } else {
                    local_113 = false;
                }
                bool l_1372_ = local_113;
                double _e2875 = l_mut_36_;
                double l_1373_ = (l_1372_ ? l_1365_ : _e2875);
                l_mut_36_ = l_1373_;
                uint _e2877 = l_mut_86_;
                bool l_1374_ = (_e2877 == 1u);
                if (l_1370_) {
                    local_114 = l_1374_;
                } else {
                    local_114 = false;
                }
                bool l_1375_ = local_114;
                double _e2884 = l_mut_1361_;
                double l_1376_ = (l_1375_ ? l_1365_ : _e2884);
                l_mut_1361_ = l_1376_;
                uint _e2886 = l_mut_86_;
                bool l_1377_ = (_e2886 == 2u);
                if (l_1370_) {
                    local_115 = l_1377_;
                } else {
                    local_115 = false;
                }
                bool l_1378_ = local_115;
                double _e2893 = l_mut_1362_;
                double l_1379_ = (l_1378_ ? l_1365_ : _e2893);
                l_mut_1362_ = l_1379_;
                double l_1380_ = (l_1370_ ? l_1367_ : l_1365_);
                double _e2896 = l_mut_1364_;
                double l_1381_ = (_e2896 + l_1360_);
                double l_1382_ = (l_1368_ ? l_1380_ : l_1381_);
                l_mut_1364_ = l_1382_;
                uint l_1383_ = uint(l_1370_);
                uint _e2900 = l_mut_86_;
                l_mut_86_ = (_e2900 + l_1383_);
                double _e2902 = l_mut_1364_;
                double l_1384_ = (_e2902 + l_1357_);
                double _e2904 = l_mut_1364_;
                double l_1385_ = (l_1384_ - _e2904);
                double l_1386_ = (l_1357_ - l_1385_);
                uint _e2907 = l_mut_86_;
                bool l_1387_ = (_e2907 < 3u);
                bool l_1388_ = (l_1386_ != 0.0L);
                if (l_1387_) {
                    local_116 = l_1388_;
                } else {
                    local_116 = false;
                }
                bool l_1389_ = local_116;
                uint _e2916 = l_mut_86_;
                bool l_1390_ = (_e2916 == 0u);
                if (l_1389_) {
                    local_117 = l_1390_;
                } else {
                    local_117 = false;
                }
                bool l_1391_ = local_117;
                double _e2923 = l_mut_36_;
                double l_1392_ = (l_1391_ ? l_1384_ : _e2923);
                l_mut_36_ = l_1392_;
                uint _e2925 = l_mut_86_;
                bool l_1393_ = (_e2925 == 1u);
                if (l_1389_) {
                    local_118 = l_1393_;
                } else {
                    local_118 = false;
                }
                bool l_1394_ = local_118;
                double _e2932 = l_mut_1361_;
                double l_1395_ = (l_1394_ ? l_1384_ : _e2932);
                l_mut_1361_ = l_1395_;
                uint _e2934 = l_mut_86_;
                bool l_1396_ = (_e2934 == 2u);
                if (l_1389_) {
                    local_119 = l_1396_;
                } else {
                    local_119 = false;
                }
                bool l_1397_ = local_119;
                double _e2941 = l_mut_1362_;
                double l_1398_ = (l_1397_ ? l_1384_ : _e2941);
                l_mut_1362_ = l_1398_;
                double l_1399_ = (l_1389_ ? l_1386_ : l_1384_);
                double _e2944 = l_mut_1364_;
                double l_1400_ = (_e2944 + l_1357_);
                double l_1401_ = (l_1387_ ? l_1399_ : l_1400_);
                l_mut_1364_ = l_1401_;
                uint l_1402_ = uint(l_1389_);
                uint _e2948 = l_mut_86_;
                l_mut_86_ = (_e2948 + l_1402_);
                double _e2950 = l_mut_1364_;
                double l_1403_ = (_e2950 + l_1354_);
                double _e2952 = l_mut_1364_;
                double l_1404_ = (l_1403_ - _e2952);
                double l_1405_ = (l_1354_ - l_1404_);
                uint _e2955 = l_mut_86_;
                bool l_1406_ = (_e2955 < 3u);
                bool l_1407_ = (l_1405_ != 0.0L);
                if (l_1406_) {
                    local_120 = l_1407_;
                } else {
                    local_120 = false;
                }
                bool l_1408_ = local_120;
                uint _e2964 = l_mut_86_;
                bool l_1409_ = (_e2964 == 0u);
                if (l_1408_) {
                    local_121 = l_1409_;
                } else {
                    local_121 = false;
                }
                bool l_1410_ = local_121;
                double _e2971 = l_mut_36_;
                double l_1411_ = (l_1410_ ? l_1403_ : _e2971);
                l_mut_36_ = l_1411_;
                uint _e2973 = l_mut_86_;
                bool l_1412_ = (_e2973 == 1u);
                if (l_1408_) {
                    local_122 = l_1412_;
                } else {
                    local_122 = false;
                }
                bool l_1413_ = local_122;
                double _e2980 = l_mut_1361_;
                double l_1414_ = (l_1413_ ? l_1403_ : _e2980);
                l_mut_1361_ = l_1414_;
                uint _e2982 = l_mut_86_;
                bool l_1415_ = (_e2982 == 2u);
                if (l_1408_) {
                    local_123 = l_1415_;
                } else {
                    local_123 = false;
                }
                bool l_1416_ = local_123;
                double _e2989 = l_mut_1362_;
                double l_1417_ = (l_1416_ ? l_1403_ : _e2989);
                l_mut_1362_ = l_1417_;
                double l_1418_ = (l_1408_ ? l_1405_ : l_1403_);
                double _e2992 = l_mut_1364_;
                double l_1419_ = (_e2992 + l_1354_);
                double l_1420_ = (l_1406_ ? l_1418_ : l_1419_);
                l_mut_1364_ = l_1420_;
                uint l_1421_ = uint(l_1408_);
                uint _e2996 = l_mut_86_;
                l_mut_86_ = (_e2996 + l_1421_);
                double _e2998 = l_mut_1364_;
                double l_1422_ = (_e2998 + l_1351_);
                double _e3000 = l_mut_1364_;
                double l_1423_ = (l_1422_ - _e3000);
                double l_1424_ = (l_1351_ - l_1423_);
                uint _e3003 = l_mut_86_;
                bool l_1425_ = (_e3003 < 3u);
                bool l_1426_ = (l_1424_ != 0.0L);
                if (l_1425_) {
                    local_124 = l_1426_;
                } else {
                    local_124 = false;
                }
                bool l_1427_ = local_124;
                uint _e3012 = l_mut_86_;
                bool l_1428_ = (_e3012 == 0u);
                if (l_1427_) {
                    local_125 = l_1428_;
                } else {
                    local_125 = false;
                }
                bool l_1429_ = local_125;
                double _e3019 = l_mut_36_;
                double l_1430_ = (l_1429_ ? l_1422_ : _e3019);
                l_mut_36_ = l_1430_;
                uint _e3021 = l_mut_86_;
                bool l_1431_ = (_e3021 == 1u);
                if (l_1427_) {
                    local_126 = l_1431_;
                } else {
                    local_126 = false;
                }
                bool l_1432_ = local_126;
                double _e3028 = l_mut_1361_;
                double l_1433_ = (l_1432_ ? l_1422_ : _e3028);
                l_mut_1361_ = l_1433_;
                uint _e3030 = l_mut_86_;
                bool l_1434_ = (_e3030 == 2u);
                if (l_1427_) {
                    local_127 = l_1434_;
                } else {
                    local_127 = false;
                }
                bool l_1435_ = local_127;
                double _e3037 = l_mut_1362_;
                double l_1436_ = (l_1435_ ? l_1422_ : _e3037);
                l_mut_1362_ = l_1436_;
                double l_1437_ = (l_1427_ ? l_1424_ : l_1422_);
                double _e3040 = l_mut_1364_;
                double l_1438_ = (_e3040 + l_1351_);
                double l_1439_ = (l_1425_ ? l_1437_ : l_1438_);
                l_mut_1364_ = l_1439_;
                uint l_1440_ = uint(l_1427_);
                uint _e3044 = l_mut_86_;
                l_mut_86_ = (_e3044 + l_1440_);
                uint _e3046 = l_mut_86_;
                bool l_1441_ = (_e3046 == 0u);
                double _e3049 = l_mut_36_;
                double _e3050 = l_mut_1364_;
                double l_1442_ = (l_1441_ ? _e3050 : _e3049);
                l_mut_36_ = l_1442_;
                uint _e3052 = l_mut_86_;
                bool l_1443_ = (_e3052 == 1u);
                double _e3055 = l_mut_1361_;
                double _e3056 = l_mut_1364_;
                double l_1444_ = (l_1443_ ? _e3056 : _e3055);
                l_mut_1361_ = l_1444_;
                uint _e3058 = l_mut_86_;
                bool l_1445_ = (_e3058 == 2u);
                double _e3061 = l_mut_1362_;
                double _e3062 = l_mut_1364_;
                double l_1446_ = (l_1445_ ? _e3062 : _e3061);
                l_mut_1362_ = l_1446_;
                uint _e3064 = l_mut_86_;
                bool l_1447_ = (_e3064 == 3u);
                double _e3067 = l_mut_1363_;
                double _e3068 = l_mut_1364_;
                double l_1448_ = (l_1447_ ? _e3068 : _e3067);
                l_mut_1363_ = l_1448_;
                double _e3070 = l_mut_36_;
                l_mut_85_ = _e3070;
                double _e3071 = l_mut_1361_;
                l_mut_84_ = _e3071;
                double _e3072 = l_mut_1362_;
                l_mut_83_ = _e3072;
                double _e3073 = l_mut_1363_;
                l_mut_82_ = _e3073;
            }
        }
        double _e3077 = l_mut_85_;
        double l_1449_ = (_e3077 + l_4_);
        double _e3079 = l_mut_85_;
        double l_1450_ = (l_1449_ - _e3079);
        double l_1451_ = (l_1449_ - l_1450_);
        double _e3082 = l_mut_85_;
        double l_1452_ = (_e3082 - l_1451_);
        double l_1453_ = (l_4_ - l_1450_);
        double l_1454_ = (l_1452_ + l_1453_);
        double _e3086 = l_mut_84_;
        double l_1455_ = (_e3086 + l_1454_);
        double _e3088 = l_mut_84_;
        double l_1456_ = (l_1455_ - _e3088);
        double l_1457_ = (l_1455_ - l_1456_);
        double _e3091 = l_mut_84_;
        double l_1458_ = (_e3091 - l_1457_);
        double l_1459_ = (l_1454_ - l_1456_);
        double l_1460_ = (l_1458_ + l_1459_);
        double _e3095 = l_mut_83_;
        double l_1461_ = (_e3095 + l_1460_);
        double _e3097 = l_mut_83_;
        double l_1462_ = (l_1461_ - _e3097);
        double l_1463_ = (l_1461_ - l_1462_);
        double _e3100 = l_mut_83_;
        double l_1464_ = (_e3100 - l_1463_);
        double l_1465_ = (l_1460_ - l_1462_);
        double l_1466_ = (l_1464_ + l_1465_);
        double _e3104 = l_mut_82_;
        double l_1467_ = (_e3104 + l_1466_);
        double _e3106 = l_mut_82_;
        double l_1468_ = (l_1467_ - _e3106);
        double l_1469_ = (l_1467_ - l_1468_);
        double _e3109 = l_mut_82_;
        double l_1470_ = (_e3109 - l_1469_);
        double l_1471_ = (l_1466_ - l_1468_);
        double l_1472_ = (l_1470_ + l_1471_);
        double l_1473_ = (l_1467_ + l_1472_);
        double l_1474_ = (l_1473_ - l_1467_);
        double l_1475_ = (l_1472_ - l_1474_);
        double l_1476_ = (l_1461_ + l_1473_);
        double l_1477_ = (l_1476_ - l_1461_);
        double l_1478_ = (l_1473_ - l_1477_);
        double l_1479_ = (l_1455_ + l_1476_);
        double l_1480_ = (l_1479_ - l_1455_);
        double l_1481_ = (l_1476_ - l_1480_);
        double l_1482_ = (l_1449_ + l_1479_);
        double l_1483_ = (l_1482_ - l_1449_);
        double l_1484_ = (l_1479_ - l_1483_);
        l_mut_1364_ = 0.0L;
        l_mut_1363_ = 0.0L;
        l_mut_1362_ = 0.0L;
        l_mut_1361_ = 0.0L;
        l_mut_81_ = l_1482_;
        l_mut_86_ = 0u;
        double _e3130 = l_mut_81_;
        double l_1485_ = (_e3130 + l_1484_);
        double _e3132 = l_mut_81_;
        double l_1486_ = (l_1485_ - _e3132);
        double l_1487_ = (l_1484_ - l_1486_);
        uint _e3135 = l_mut_86_;
        bool l_1488_ = (_e3135 < 3u);
        bool l_1489_ = (l_1487_ != 0.0L);
        if (l_1488_) {
            local_128 = l_1489_;
        } else {
            local_128 = false;
        }
        bool l_1490_ = local_128;
        uint _e3144 = l_mut_86_;
        bool l_1491_ = (_e3144 == 0u);
        if (l_1490_) {
            local_129 = l_1491_;
        } else {
            local_129 = false;
        }
        bool l_1492_ = local_129;
        double _e3151 = l_mut_1364_;
        double l_1493_ = (l_1492_ ? l_1485_ : _e3151);
        l_mut_1364_ = l_1493_;
        uint _e3153 = l_mut_86_;
        bool l_1494_ = (_e3153 == 1u);
        if (l_1490_) {
            local_130 = l_1494_;
        } else {
            local_130 = false;
        }
        bool l_1495_ = local_130;
        double _e3160 = l_mut_1363_;
        double l_1496_ = (l_1495_ ? l_1485_ : _e3160);
        l_mut_1363_ = l_1496_;
        uint _e3162 = l_mut_86_;
        bool l_1497_ = (_e3162 == 2u);
        if (l_1490_) {
            local_131 = l_1497_;
        } else {
            local_131 = false;
        }
        bool l_1498_ = local_131;
        double _e3169 = l_mut_1362_;
        double l_1499_ = (l_1498_ ? l_1485_ : _e3169);
        l_mut_1362_ = l_1499_;
        double l_1500_ = (l_1490_ ? l_1487_ : l_1485_);
        double _e3172 = l_mut_81_;
        double l_1501_ = (_e3172 + l_1484_);
        double l_1502_ = (l_1488_ ? l_1500_ : l_1501_);
        l_mut_81_ = l_1502_;
        uint l_1503_ = uint(l_1490_);
        uint _e3176 = l_mut_86_;
        l_mut_86_ = (_e3176 + l_1503_);
        double _e3178 = l_mut_81_;
        double l_1504_ = (_e3178 + l_1481_);
        double _e3180 = l_mut_81_;
        double l_1505_ = (l_1504_ - _e3180);
        double l_1506_ = (l_1481_ - l_1505_);
        uint _e3183 = l_mut_86_;
        bool l_1507_ = (_e3183 < 3u);
        bool l_1508_ = (l_1506_ != 0.0L);
        if (l_1507_) {
            local_132 = l_1508_;
        } else {
            local_132 = false;
        }
        bool l_1509_ = local_132;
        uint _e3192 = l_mut_86_;
        bool l_1510_ = (_e3192 == 0u);
        if (l_1509_) {
            local_133 = l_1510_;
        } else {
            local_133 = false;
        }
        bool l_1511_ = local_133;
        double _e3199 = l_mut_1364_;
        double l_1512_ = (l_1511_ ? l_1504_ : _e3199);
        l_mut_1364_ = l_1512_;
        uint _e3201 = l_mut_86_;
        bool l_1513_ = (_e3201 == 1u);
        if (l_1509_) {
            local_134 = l_1513_;
        } else {
            local_134 = false;
        }
        bool l_1514_ = local_134;
        double _e3208 = l_mut_1363_;
        double l_1515_ = (l_1514_ ? l_1504_ : _e3208);
        l_mut_1363_ = l_1515_;
        uint _e3210 = l_mut_86_;
        bool l_1516_ = (_e3210 == 2u);
        if (l_1509_) {
            local_135 = l_1516_;
        } else {
            local_135 = false;
        }
        bool l_1517_ = local_135;
        double _e3217 = l_mut_1362_;
        double l_1518_ = (l_1517_ ? l_1504_ : _e3217);
        l_mut_1362_ = l_1518_;
        double l_1519_ = (l_1509_ ? l_1506_ : l_1504_);
        double _e3220 = l_mut_81_;
        double l_1520_ = (_e3220 + l_1481_);
        double l_1521_ = (l_1507_ ? l_1519_ : l_1520_);
        l_mut_81_ = l_1521_;
        uint l_1522_ = uint(l_1509_);
        uint _e3224 = l_mut_86_;
        l_mut_86_ = (_e3224 + l_1522_);
        double _e3226 = l_mut_81_;
        double l_1523_ = (_e3226 + l_1478_);
        double _e3228 = l_mut_81_;
        double l_1524_ = (l_1523_ - _e3228);
        double l_1525_ = (l_1478_ - l_1524_);
        uint _e3231 = l_mut_86_;
        bool l_1526_ = (_e3231 < 3u);
        bool l_1527_ = (l_1525_ != 0.0L);
        if (l_1526_) {
            local_136 = l_1527_;
        } else {
            local_136 = false;
        }
        bool l_1528_ = local_136;
        uint _e3240 = l_mut_86_;
        bool l_1529_ = (_e3240 == 0u);
        if (l_1528_) {
            local_137 = l_1529_;
        } else {
            local_137 = false;
        }
        bool l_1530_ = local_137;
        double _e3247 = l_mut_1364_;
        double l_1531_ = (l_1530_ ? l_1523_ : _e3247);
        l_mut_1364_ = l_1531_;
        uint _e3249 = l_mut_86_;
        bool l_1532_ = (_e3249 == 1u);
        if (l_1528_) {
            local_138 = l_1532_;
        } else {
            local_138 = false;
        }
        bool l_1533_ = local_138;
        double _e3256 = l_mut_1363_;
        double l_1534_ = (l_1533_ ? l_1523_ : _e3256);
        l_mut_1363_ = l_1534_;
        uint _e3258 = l_mut_86_;
        bool l_1535_ = (_e3258 == 2u);
        if (l_1528_) {
            local_139 = l_1535_;
        } else {
            local_139 = false;
        }
        bool l_1536_ = local_139;
        double _e3265 = l_mut_1362_;
        double l_1537_ = (l_1536_ ? l_1523_ : _e3265);
        l_mut_1362_ = l_1537_;
        double l_1538_ = (l_1528_ ? l_1525_ : l_1523_);
        double _e3268 = l_mut_81_;
        double l_1539_ = (_e3268 + l_1478_);
        double l_1540_ = (l_1526_ ? l_1538_ : l_1539_);
        l_mut_81_ = l_1540_;
        uint l_1541_ = uint(l_1528_);
        uint _e3272 = l_mut_86_;
        l_mut_86_ = (_e3272 + l_1541_);
        double _e3274 = l_mut_81_;
        double l_1542_ = (_e3274 + l_1475_);
        double _e3276 = l_mut_81_;
        double l_1543_ = (l_1542_ - _e3276);
        double l_1544_ = (l_1475_ - l_1543_);
        uint _e3279 = l_mut_86_;
        bool l_1545_ = (_e3279 < 3u);
        bool l_1546_ = (l_1544_ != 0.0L);
        if (l_1545_) {
            local_140 = l_1546_;
        } else {
            local_140 = false;
        }
        bool l_1547_ = local_140;
        uint _e3288 = l_mut_86_;
        bool l_1548_ = (_e3288 == 0u);
        if (l_1547_) {
            local_141 = l_1548_;
        } else {
            local_141 = false;
        }
        bool l_1549_ = local_141;
        double _e3295 = l_mut_1364_;
        double l_1550_ = (l_1549_ ? l_1542_ : _e3295);
        l_mut_1364_ = l_1550_;
        uint _e3297 = l_mut_86_;
        bool l_1551_ = (_e3297 == 1u);
        if (l_1547_) {
            local_142 = l_1551_;
        } else {
            local_142 = false;
        }
        bool l_1552_ = local_142;
        double _e3304 = l_mut_1363_;
        double l_1553_ = (l_1552_ ? l_1542_ : _e3304);
        l_mut_1363_ = l_1553_;
        uint _e3306 = l_mut_86_;
        bool l_1554_ = (_e3306 == 2u);
        if (l_1547_) {
            local_143 = l_1554_;
        } else {
            local_143 = false;
        }
        bool l_1555_ = local_143;
        double _e3313 = l_mut_1362_;
        double l_1556_ = (l_1555_ ? l_1542_ : _e3313);
        l_mut_1362_ = l_1556_;
        double l_1557_ = (l_1547_ ? l_1544_ : l_1542_);
        double _e3316 = l_mut_81_;
        double l_1558_ = (_e3316 + l_1475_);
        double l_1559_ = (l_1545_ ? l_1557_ : l_1558_);
        l_mut_81_ = l_1559_;
        uint l_1560_ = uint(l_1547_);
        uint _e3320 = l_mut_86_;
        l_mut_86_ = (_e3320 + l_1560_);
        uint _e3322 = l_mut_86_;
        bool l_1561_ = (_e3322 == 0u);
        double _e3325 = l_mut_1364_;
        double _e3326 = l_mut_81_;
        double l_1562_ = (l_1561_ ? _e3326 : _e3325);
        l_mut_1364_ = l_1562_;
        uint _e3328 = l_mut_86_;
        bool l_1563_ = (_e3328 == 1u);
        double _e3331 = l_mut_1363_;
        double _e3332 = l_mut_81_;
        double l_1564_ = (l_1563_ ? _e3332 : _e3331);
        l_mut_1363_ = l_1564_;
        uint _e3334 = l_mut_86_;
        bool l_1565_ = (_e3334 == 2u);
        double _e3337 = l_mut_1362_;
        double _e3338 = l_mut_81_;
        double l_1566_ = (l_1565_ ? _e3338 : _e3337);
        l_mut_1362_ = l_1566_;
        uint _e3340 = l_mut_86_;
        bool l_1567_ = (_e3340 == 3u);
        double _e3343 = l_mut_1361_;
        double _e3344 = l_mut_81_;
        double l_1568_ = (l_1567_ ? _e3344 : _e3343);
        l_mut_1361_ = l_1568_;
        double l_1569_ = abs(l_33_);
        uint l_1570_ = naga_f2u32(l_1569_);
        l_mut_86_ = l_1570_;
        bool l_1571_ = (l_33_ < 0.0L);
        double l_1572_ = (l_1571_ ? 0.5L : 2.0L);
        l_mut_85_ = l_1572_;
        l_mut_84_ = 1.0L;
        uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
        bool loop_init_3 = true;
        while(true) {
            if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
            loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
            if (!loop_init_3) {
                uint _e3376 = l_mut_1573_;
                l_mut_1573_ = (_e3376 + 1u);
            }
            loop_init_3 = false;
            uint _e3356 = l_mut_1573_;
            if ((_e3356 < 11u)) {
            } else {
                break;
            }
            {
                uint _e3359 = l_mut_86_;
                uint l_1574_ = (_e3359 & 1u);
                bool l_1575_ = (l_1574_ == 1u);
                double _e3364 = l_mut_84_;
                double _e3365 = l_mut_85_;
                double l_1576_ = (_e3364 * _e3365);
                double _e3367 = l_mut_84_;
                double l_1577_ = (l_1575_ ? l_1576_ : _e3367);
                l_mut_84_ = l_1577_;
                double _e3369 = l_mut_85_;
                double _e3370 = l_mut_85_;
                l_mut_85_ = (_e3369 * _e3370);
                uint _e3372 = l_mut_86_;
                l_mut_86_ = (_e3372 >> 1u);
            }
        }
        double _e3378 = l_mut_1364_;
        double _e3379 = l_mut_84_;
        double l_1578_ = (_e3378 * _e3379);
        double _e3381 = l_mut_1363_;
        double _e3382 = l_mut_84_;
        double l_1579_ = (_e3381 * _e3382);
        double _e3384 = l_mut_1362_;
        double _e3385 = l_mut_84_;
        double l_1580_ = (_e3384 * _e3385);
        double _e3387 = l_mut_1361_;
        double _e3388 = l_mut_84_;
        double l_1581_ = (_e3387 * _e3388);
        uint l_1706_ = asuint(info.Load(12+0));
        uint l_1707_ = (l_1706_ * 1u);
        bool l_1708_ = (id < l_1707_);
        if (l_1708_) {
            buffer_3_global.Store(id*8, l_1578_);
        }
        uint l_1582_ = (l_1_ + id);
        uint l_1709_ = asuint(info.Load(12+0));
        uint l_1710_ = (l_1709_ * 1u);
        bool l_1711_ = (l_1582_ < l_1710_);
        if (l_1711_) {
            buffer_3_global.Store(l_1582_*8, l_1579_);
        }
        uint l_1583_ = (2u * l_1_);
        uint l_1584_ = (l_1583_ + id);
        uint l_1712_ = asuint(info.Load(12+0));
        uint l_1713_ = (l_1712_ * 1u);
        bool l_1714_ = (l_1584_ < l_1713_);
        if (l_1714_) {
            buffer_3_global.Store(l_1584_*8, l_1580_);
        }
        uint l_1585_ = (3u * l_1_);
        uint l_1586_ = (l_1585_ + id);
        uint l_1715_ = asuint(info.Load(12+0));
        uint l_1716_ = (l_1715_ * 1u);
        bool l_1717_ = (l_1586_ < l_1716_);
        if (l_1717_) {
            buffer_3_global.Store(l_1586_*8, l_1581_);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
