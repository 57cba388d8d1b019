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
    double a_395_[8] = (double[8])0;
    double a_1398_[8] = (double[8])0;
    double l_mut_1499_ = (double)0;
    double l_mut_1500_ = (double)0;
    double l_mut_1501_ = (double)0;
    double l_mut_1503_ = (double)0;
    double l_mut_36_ = (double)0;
    double l_mut_37_ = (double)0;
    double l_mut_38_ = (double)0;
    double l_mut_39_ = (double)0;
    double l_mut_496_ = (double)0;
    double l_mut_497_ = (double)0;
    double l_mut_498_ = (double)0;
    double l_mut_500_ = (double)0;
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
    uint l_mut_1192_ = 0u;
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
    bool local_146 = (bool)0;
    bool local_147 = (bool)0;
    bool local_148 = (bool)0;
    bool local_149 = (bool)0;
    bool local_150 = (bool)0;
    bool local_151 = (bool)0;
    bool local_152 = (bool)0;
    bool local_153 = (bool)0;
    bool local_154 = (bool)0;
    bool local_155 = (bool)0;
    bool local_156 = (bool)0;
    bool local_157 = (bool)0;
    bool local_158 = (bool)0;
    bool local_159 = (bool)0;
    bool local_160 = (bool)0;
    bool local_161 = (bool)0;
    bool local_162 = (bool)0;
    bool local_163 = (bool)0;
    bool local_164 = (bool)0;
    bool local_165 = (bool)0;
    bool local_166 = (bool)0;
    bool local_167 = (bool)0;
    uint l_mut_1797_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 4u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_1811_ = asuint(info.Load(8+0));
        uint l_1812_ = (l_1811_ * 1u);
        bool l_1813_ = (0u < l_1812_);
        uint l_1814_ = (l_1812_ - 1u);
        uint l_1815_ = min(0u, l_1814_);
        double l_1816_ = buffer_2_global.Load<double>(l_1815_*8);
        double l_3_ = (l_1813_ ? l_1816_ : 0.0L);
        uint l_1818_ = asuint(info.Load(8+0));
        uint l_1819_ = (l_1818_ * 1u);
        bool l_1820_ = (1u < l_1819_);
        uint l_1821_ = (l_1819_ - 1u);
        uint l_1822_ = min(1u, l_1821_);
        double l_1823_ = buffer_2_global.Load<double>(l_1822_*8);
        double l_4_ = (l_1820_ ? l_1823_ : 0.0L);
        uint l_1825_ = asuint(info.Load(0+0));
        uint l_1826_ = (l_1825_ * 1u);
        bool l_1827_ = (id < l_1826_);
        uint l_1828_ = (l_1826_ - 1u);
        uint l_1829_ = min(id, l_1828_);
        double l_1830_ = buffer_0_global.Load<double>(l_1829_*8);
        double l_5_ = (l_1827_ ? l_1830_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_1832_ = asuint(info.Load(0+0));
        uint l_1833_ = (l_1832_ * 1u);
        bool l_1834_ = (l_6_ < l_1833_);
        uint l_1835_ = (l_1833_ - 1u);
        uint l_1836_ = min(l_6_, l_1835_);
        double l_1837_ = buffer_0_global.Load<double>(l_1836_*8);
        double l_7_ = (l_1834_ ? l_1837_ : 0.0L);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_1839_ = asuint(info.Load(0+0));
        uint l_1840_ = (l_1839_ * 1u);
        bool l_1841_ = (l_9_ < l_1840_);
        uint l_1842_ = (l_1840_ - 1u);
        uint l_1843_ = min(l_9_, l_1842_);
        double l_1844_ = buffer_0_global.Load<double>(l_1843_*8);
        double l_10_ = (l_1841_ ? l_1844_ : 0.0L);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_1846_ = asuint(info.Load(0+0));
        uint l_1847_ = (l_1846_ * 1u);
        bool l_1848_ = (l_12_ < l_1847_);
        uint l_1849_ = (l_1847_ - 1u);
        uint l_1850_ = min(l_12_, l_1849_);
        double l_1851_ = buffer_0_global.Load<double>(l_1850_*8);
        double l_13_ = (l_1848_ ? l_1851_ : 0.0L);
        uint l_1853_ = asuint(info.Load(4+0));
        uint l_1854_ = (l_1853_ * 1u);
        bool l_1855_ = (id < l_1854_);
        uint l_1856_ = (l_1854_ - 1u);
        uint l_1857_ = min(id, l_1856_);
        double l_1858_ = buffer_1_global.Load<double>(l_1857_*8);
        double l_14_ = (l_1855_ ? l_1858_ : 0.0L);
        uint l_15_ = (l_1_ + id);
        uint l_1860_ = asuint(info.Load(4+0));
        uint l_1861_ = (l_1860_ * 1u);
        bool l_1862_ = (l_15_ < l_1861_);
        uint l_1863_ = (l_1861_ - 1u);
        uint l_1864_ = min(l_15_, l_1863_);
        double l_1865_ = buffer_1_global.Load<double>(l_1864_*8);
        double l_16_ = (l_1862_ ? l_1865_ : 0.0L);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_1867_ = asuint(info.Load(4+0));
        uint l_1868_ = (l_1867_ * 1u);
        bool l_1869_ = (l_18_ < l_1868_);
        uint l_1870_ = (l_1868_ - 1u);
        uint l_1871_ = min(l_18_, l_1870_);
        double l_1872_ = buffer_1_global.Load<double>(l_1871_*8);
        double l_19_ = (l_1869_ ? l_1872_ : 0.0L);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_1874_ = asuint(info.Load(4+0));
        uint l_1875_ = (l_1874_ * 1u);
        bool l_1876_ = (l_21_ < l_1875_);
        uint l_1877_ = (l_1875_ - 1u);
        uint l_1878_ = min(l_21_, l_1877_);
        double l_1879_ = buffer_1_global.Load<double>(l_1878_*8);
        double l_22_ = (l_1876_ ? l_1879_ : 0.0L);
        uint l_1881_ = asuint(info.Load(8+0));
        uint l_1882_ = (l_1881_ * 1u);
        bool l_1883_ = (2u < l_1882_);
        uint l_1884_ = (l_1882_ - 1u);
        uint l_1885_ = min(2u, l_1884_);
        double l_1886_ = buffer_2_global.Load<double>(l_1885_*8);
        double l_24_ = (l_1883_ ? l_1886_ : 0.0L);
        uint l_25_ = naga_f2u32(l_24_);
        uint l_1888_ = asuint(info.Load(8+0));
        uint l_1889_ = (l_1888_ * 1u);
        bool l_1890_ = (3u < l_1889_);
        uint l_1891_ = (l_1889_ - 1u);
        uint l_1892_ = min(3u, l_1891_);
        double l_1893_ = buffer_2_global.Load<double>(l_1892_*8);
        double l_27_ = (l_1890_ ? l_1893_ : 0.0L);
        uint l_28_ = naga_f2u32(l_27_);
        uint l_1895_ = asuint(info.Load(8+0));
        uint l_1896_ = (l_1895_ * 1u);
        bool l_1897_ = (5u < l_1896_);
        uint l_1898_ = (l_1896_ - 1u);
        uint l_1899_ = min(5u, l_1898_);
        double l_1900_ = buffer_2_global.Load<double>(l_1899_*8);
        double l_30_ = (l_1897_ ? l_1900_ : 0.0L);
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
                uint _e574 = l_mut_40_;
                l_mut_40_ = (_e574 + 1u);
            }
            loop_init = false;
            uint _e279 = l_mut_40_;
            if ((_e279 < l_28_)) {
            } else {
                break;
            }
            {
                uint _e281 = l_mut_40_;
                uint l_41_ = (5u + _e281);
                uint l_1942_ = asuint(info.Load(8+0));
                uint l_1943_ = (l_1942_ * 1u);
                bool l_1944_ = (l_41_ < l_1943_);
                uint l_1945_ = (l_1943_ - 1u);
                uint l_1946_ = min(l_41_, l_1945_);
                double l_1947_ = buffer_2_global.Load<double>(l_1946_*8);
                double l_42_ = (l_1944_ ? l_1947_ : 0.0L);
                double l_43_ = -(l_42_);
                double l_44_ = (l_35_ * l_43_);
                double _e300 = l_mut_36_;
                double l_45_ = (_e300 + l_44_);
                double _e302 = l_mut_36_;
                double l_46_ = (l_45_ - _e302);
                double l_47_ = (l_45_ - l_46_);
                double _e305 = l_mut_36_;
                double l_48_ = (_e305 - l_47_);
                double l_49_ = (l_44_ - l_46_);
                double l_50_ = (l_48_ + l_49_);
                double _e309 = l_mut_37_;
                double l_51_ = (_e309 + l_50_);
                double _e311 = l_mut_37_;
                double l_52_ = (l_51_ - _e311);
                double l_53_ = (l_51_ - l_52_);
                double _e314 = l_mut_37_;
                double l_54_ = (_e314 - l_53_);
                double l_55_ = (l_50_ - l_52_);
                double l_56_ = (l_54_ + l_55_);
                double _e318 = l_mut_38_;
                double l_57_ = (_e318 + l_56_);
                double _e320 = l_mut_38_;
                double l_58_ = (l_57_ - _e320);
                double l_59_ = (l_57_ - l_58_);
                double _e323 = l_mut_38_;
                double l_60_ = (_e323 - l_59_);
                double l_61_ = (l_56_ - l_58_);
                double l_62_ = (l_60_ + l_61_);
                double _e327 = l_mut_39_;
                double l_63_ = (_e327 + l_62_);
                double _e329 = l_mut_39_;
                double l_64_ = (l_63_ - _e329);
                double l_65_ = (l_63_ - l_64_);
                double _e332 = l_mut_39_;
                double l_66_ = (_e332 - l_65_);
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
                double _e353 = l_mut_85_;
                double l_87_ = (_e353 + l_80_);
                double _e355 = l_mut_85_;
                double l_88_ = (l_87_ - _e355);
                double l_89_ = (l_80_ - l_88_);
                uint _e358 = l_mut_86_;
                bool l_90_ = (_e358 < 3u);
                bool l_91_ = (l_89_ != 0.0L);
                if (l_90_) {
                    local = l_91_;
                } else {
                    local = false;
                }
                bool l_92_ = local;
                uint _e367 = l_mut_86_;
                bool l_93_ = (_e367 == 0u);
                if (l_92_) {
                    local_1 = l_93_;
                } else {
                    local_1 = false;
                }
                bool l_94_ = local_1;
                double _e374 = l_mut_81_;
                double l_95_ = (l_94_ ? l_87_ : _e374);
                l_mut_81_ = l_95_;
                uint _e376 = l_mut_86_;
                bool l_96_ = (_e376 == 1u);
                if (l_92_) {
                    local_2 = l_96_;
                } else {
                    local_2 = false;
                }
                bool l_97_ = local_2;
                double _e383 = l_mut_82_;
                double l_98_ = (l_97_ ? l_87_ : _e383);
                l_mut_82_ = l_98_;
                uint _e385 = l_mut_86_;
                bool l_99_ = (_e385 == 2u);
                if (l_92_) {
                    local_3 = l_99_;
                } else {
                    local_3 = false;
                }
                bool l_100_ = local_3;
                double _e392 = l_mut_83_;
                double l_101_ = (l_100_ ? l_87_ : _e392);
                l_mut_83_ = l_101_;
                double l_102_ = (l_92_ ? l_89_ : l_87_);
                double _e395 = l_mut_85_;
                double l_103_ = (_e395 + l_80_);
                double l_104_ = (l_90_ ? l_102_ : l_103_);
                l_mut_85_ = l_104_;
                uint l_105_ = uint(l_92_);
                uint _e399 = l_mut_86_;
                l_mut_86_ = (_e399 + l_105_);
                double _e401 = l_mut_85_;
                double l_106_ = (_e401 + l_77_);
                double _e403 = l_mut_85_;
                double l_107_ = (l_106_ - _e403);
                double l_108_ = (l_77_ - l_107_);
                uint _e406 = l_mut_86_;
                bool l_109_ = (_e406 < 3u);
                bool l_110_ = (l_108_ != 0.0L);
                if (l_109_) {
                    local_4 = l_110_;
                } else {
                    local_4 = false;
                }
                bool l_111_ = local_4;
                uint _e415 = l_mut_86_;
                bool l_112_ = (_e415 == 0u);
                if (l_111_) {
                    local_5 = l_112_;
                } else {
                    local_5 = false;
                }
                bool l_113_ = local_5;
                double _e422 = l_mut_81_;
                double l_114_ = (l_113_ ? l_106_ : _e422);
                l_mut_81_ = l_114_;
                uint _e424 = l_mut_86_;
                bool l_115_ = (_e424 == 1u);
                if (l_111_) {
                    local_6 = l_115_;
                } else {
                    local_6 = false;
                }
                bool l_116_ = local_6;
                double _e431 = l_mut_82_;
                double l_117_ = (l_116_ ? l_106_ : _e431);
                l_mut_82_ = l_117_;
                uint _e433 = l_mut_86_;
                bool l_118_ = (_e433 == 2u);
                if (l_111_) {
                    local_7 = l_118_;
                } else {
                    local_7 = false;
                }
                bool l_119_ = local_7;
                double _e440 = l_mut_83_;
                double l_120_ = (l_119_ ? l_106_ : _e440);
                l_mut_83_ = l_120_;
                double l_121_ = (l_111_ ? l_108_ : l_106_);
                double _e443 = l_mut_85_;
                double l_122_ = (_e443 + l_77_);
                double l_123_ = (l_109_ ? l_121_ : l_122_);
                l_mut_85_ = l_123_;
                uint l_124_ = uint(l_111_);
                uint _e447 = l_mut_86_;
                l_mut_86_ = (_e447 + l_124_);
                double _e449 = l_mut_85_;
                double l_125_ = (_e449 + l_74_);
                double _e451 = l_mut_85_;
                double l_126_ = (l_125_ - _e451);
                double l_127_ = (l_74_ - l_126_);
                uint _e454 = l_mut_86_;
                bool l_128_ = (_e454 < 3u);
                bool l_129_ = (l_127_ != 0.0L);
                if (l_128_) {
                    local_8 = l_129_;
                } else {
                    local_8 = false;
                }
                bool l_130_ = local_8;
                uint _e463 = l_mut_86_;
                bool l_131_ = (_e463 == 0u);
                if (l_130_) {
                    local_9 = l_131_;
                } else {
                    local_9 = false;
                }
                bool l_132_ = local_9;
                double _e470 = l_mut_81_;
                double l_133_ = (l_132_ ? l_125_ : _e470);
                l_mut_81_ = l_133_;
                uint _e472 = l_mut_86_;
                bool l_134_ = (_e472 == 1u);
                if (l_130_) {
                    local_10 = l_134_;
                } else {
                    local_10 = false;
                }
                bool l_135_ = local_10;
                double _e479 = l_mut_82_;
                double l_136_ = (l_135_ ? l_125_ : _e479);
                l_mut_82_ = l_136_;
                uint _e481 = l_mut_86_;
                bool l_137_ = (_e481 == 2u);
                if (l_130_) {
                    local_11 = l_137_;
                } else {
                    local_11 = false;
                }
                bool l_138_ = local_11;
                double _e488 = l_mut_83_;
                double l_139_ = (l_138_ ? l_125_ : _e488);
                l_mut_83_ = l_139_;
                double l_140_ = (l_130_ ? l_127_ : l_125_);
                double _e491 = l_mut_85_;
                double l_141_ = (_e491 + l_74_);
                double l_142_ = (l_128_ ? l_140_ : l_141_);
                l_mut_85_ = l_142_;
                uint l_143_ = uint(l_130_);
                uint _e495 = l_mut_86_;
                l_mut_86_ = (_e495 + l_143_);
                double _e497 = l_mut_85_;
                double l_144_ = (_e497 + l_71_);
                double _e499 = l_mut_85_;
                double l_145_ = (l_144_ - _e499);
                double l_146_ = (l_71_ - l_145_);
                uint _e502 = l_mut_86_;
                bool l_147_ = (_e502 < 3u);
                bool l_148_ = (l_146_ != 0.0L);
                if (l_147_) {
                    local_12 = l_148_;
                } else {
                    local_12 = false;
                }
                bool l_149_ = local_12;
                uint _e511 = l_mut_86_;
                bool l_150_ = (_e511 == 0u);
                if (l_149_) {
                    local_13 = l_150_;
                } else {
                    local_13 = false;
                }
                bool l_151_ = local_13;
                double _e518 = l_mut_81_;
                double l_152_ = (l_151_ ? l_144_ : _e518);
                l_mut_81_ = l_152_;
                uint _e520 = l_mut_86_;
                bool l_153_ = (_e520 == 1u);
                if (l_149_) {
                    local_14 = l_153_;
                } else {
                    local_14 = false;
                }
                bool l_154_ = local_14;
                double _e527 = l_mut_82_;
                double l_155_ = (l_154_ ? l_144_ : _e527);
                l_mut_82_ = l_155_;
                uint _e529 = l_mut_86_;
                bool l_156_ = (_e529 == 2u);
                if (l_149_) {
                    local_15 = l_156_;
                } else {
                    local_15 = false;
                }
                bool l_157_ = local_15;
                double _e536 = l_mut_83_;
                double l_158_ = (l_157_ ? l_144_ : _e536);
                l_mut_83_ = l_158_;
                double l_159_ = (l_149_ ? l_146_ : l_144_);
                double _e539 = l_mut_85_;
                double l_160_ = (_e539 + l_71_);
                double l_161_ = (l_147_ ? l_159_ : l_160_);
                l_mut_85_ = l_161_;
                uint l_162_ = uint(l_149_);
                uint _e543 = l_mut_86_;
                l_mut_86_ = (_e543 + l_162_);
                uint _e545 = l_mut_86_;
                bool l_163_ = (_e545 == 0u);
                double _e548 = l_mut_81_;
                double _e549 = l_mut_85_;
                double l_164_ = (l_163_ ? _e549 : _e548);
                l_mut_81_ = l_164_;
                uint _e551 = l_mut_86_;
                bool l_165_ = (_e551 == 1u);
                double _e554 = l_mut_82_;
                double _e555 = l_mut_85_;
                double l_166_ = (l_165_ ? _e555 : _e554);
                l_mut_82_ = l_166_;
                uint _e557 = l_mut_86_;
                bool l_167_ = (_e557 == 2u);
                double _e560 = l_mut_83_;
                double _e561 = l_mut_85_;
                double l_168_ = (l_167_ ? _e561 : _e560);
                l_mut_83_ = l_168_;
                uint _e563 = l_mut_86_;
                bool l_169_ = (_e563 == 3u);
                double _e566 = l_mut_84_;
                double _e567 = l_mut_85_;
                double l_170_ = (l_169_ ? _e567 : _e566);
                l_mut_84_ = l_170_;
                double _e569 = l_mut_81_;
                l_mut_36_ = _e569;
                double _e570 = l_mut_82_;
                l_mut_37_ = _e570;
                double _e571 = l_mut_83_;
                l_mut_38_ = _e571;
                double _e572 = l_mut_84_;
                l_mut_39_ = _e572;
            }
        }
        double _e576 = l_mut_36_;
        double l_171_ = (_e576 * 0.00390625L);
        double _e579 = l_mut_37_;
        double l_172_ = (_e579 * 0.00390625L);
        double _e582 = l_mut_38_;
        double l_173_ = (_e582 * 0.00390625L);
        double _e585 = l_mut_39_;
        double l_174_ = (_e585 * 0.00390625L);
        uint l_175_ = (l_25_ - 1u);
        uint l_176_ = (5u + l_28_);
        uint l_1902_ = asuint(info.Load(8+0));
        uint l_1903_ = (l_1902_ * 1u);
        bool l_1904_ = (l_176_ < l_1903_);
        uint l_1905_ = (l_1903_ - 1u);
        uint l_1906_ = min(l_176_, l_1905_);
        double l_1907_ = buffer_2_global.Load<double>(l_1906_*8);
        double l_177_ = (l_1904_ ? l_1907_ : 0.0L);
        uint l_178_ = (l_176_ + 1u);
        uint l_1909_ = asuint(info.Load(8+0));
        uint l_1910_ = (l_1909_ * 1u);
        bool l_1911_ = (l_178_ < l_1910_);
        uint l_1912_ = (l_1910_ - 1u);
        uint l_1913_ = min(l_178_, l_1912_);
        double l_1914_ = buffer_2_global.Load<double>(l_1913_*8);
        double l_179_ = (l_1911_ ? l_1914_ : 0.0L);
        uint l_180_ = (l_176_ + 2u);
        uint l_1916_ = asuint(info.Load(8+0));
        uint l_1917_ = (l_1916_ * 1u);
        bool l_1918_ = (l_180_ < l_1917_);
        uint l_1919_ = (l_1917_ - 1u);
        uint l_1920_ = min(l_180_, l_1919_);
        double l_1921_ = buffer_2_global.Load<double>(l_1920_*8);
        double l_181_ = (l_1918_ ? l_1921_ : 0.0L);
        uint l_182_ = (l_176_ + 3u);
        uint l_1923_ = asuint(info.Load(8+0));
        uint l_1924_ = (l_1923_ * 1u);
        bool l_1925_ = (l_182_ < l_1924_);
        uint l_1926_ = (l_1924_ - 1u);
        uint l_1927_ = min(l_182_, l_1926_);
        double l_1928_ = buffer_2_global.Load<double>(l_1927_*8);
        double l_183_ = (l_1925_ ? l_1928_ : 0.0L);
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
                uint _e1673 = l_mut_184_;
                l_mut_184_ = (_e1673 + 1u);
            }
            loop_init_1 = false;
            uint _e659 = l_mut_184_;
            if ((_e659 < l_175_)) {
            } else {
                break;
            }
            {
                double _e661 = l_mut_85_;
                double l_185_ = (_e661 * l_171_);
                double l_186_ = -(l_185_);
                double _e664 = l_mut_85_;
                double l_187_ = mad(_e664, l_171_, l_186_);
                double _e666 = l_mut_85_;
                double l_188_ = (_e666 * l_172_);
                double l_189_ = -(l_188_);
                double _e669 = l_mut_85_;
                double l_190_ = mad(_e669, l_172_, l_189_);
                double _e671 = l_mut_84_;
                double l_191_ = (_e671 * l_171_);
                double l_192_ = -(l_191_);
                double _e674 = l_mut_84_;
                double l_193_ = mad(_e674, l_171_, l_192_);
                double _e676 = l_mut_85_;
                double l_194_ = (_e676 * l_173_);
                double l_195_ = -(l_194_);
                double _e679 = l_mut_85_;
                double l_196_ = mad(_e679, l_173_, l_195_);
                double _e681 = l_mut_84_;
                double l_197_ = (_e681 * l_172_);
                double l_198_ = -(l_197_);
                double _e684 = l_mut_84_;
                double l_199_ = mad(_e684, l_172_, l_198_);
                double _e686 = l_mut_83_;
                double l_200_ = (_e686 * l_171_);
                double l_201_ = -(l_200_);
                double _e689 = l_mut_83_;
                double l_202_ = mad(_e689, l_171_, l_201_);
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
                double _e766 = l_mut_85_;
                double l_278_ = (_e766 * l_174_);
                double _e768 = l_mut_84_;
                double l_279_ = (_e768 * l_173_);
                double l_280_ = (l_278_ + l_279_);
                double _e771 = l_mut_83_;
                double l_281_ = (_e771 * l_172_);
                double _e773 = l_mut_82_;
                double l_282_ = (_e773 * l_171_);
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
                double _e799 = l_mut_36_;
                double l_302_ = (_e799 + l_301_);
                double _e801 = l_mut_36_;
                double l_303_ = (l_302_ - _e801);
                double l_304_ = (l_301_ - l_303_);
                uint _e804 = l_mut_86_;
                bool l_305_ = (_e804 < 3u);
                bool l_306_ = (l_304_ != 0.0L);
                if (l_305_) {
                    local_16 = l_306_;
                } else {
                    local_16 = false;
                }
                bool l_307_ = local_16;
                uint _e813 = l_mut_86_;
                bool l_308_ = (_e813 == 0u);
                if (l_307_) {
                    local_17 = l_308_;
                } else {
                    local_17 = false;
                }
                bool l_309_ = local_17;
                double _e820 = l_mut_81_;
                double l_310_ = (l_309_ ? l_302_ : _e820);
                l_mut_81_ = l_310_;
                uint _e822 = l_mut_86_;
                bool l_311_ = (_e822 == 1u);
                if (l_307_) {
                    local_18 = l_311_;
                } else {
                    local_18 = false;
                }
                bool l_312_ = local_18;
                double _e829 = l_mut_39_;
                double l_313_ = (l_312_ ? l_302_ : _e829);
                l_mut_39_ = l_313_;
                uint _e831 = l_mut_86_;
                bool l_314_ = (_e831 == 2u);
                if (l_307_) {
                    local_19 = l_314_;
                } else {
                    local_19 = false;
                }
                bool l_315_ = local_19;
                double _e838 = l_mut_38_;
                double l_316_ = (l_315_ ? l_302_ : _e838);
                l_mut_38_ = l_316_;
                double l_317_ = (l_307_ ? l_304_ : l_302_);
                double _e841 = l_mut_36_;
                double l_318_ = (_e841 + l_301_);
                double l_319_ = (l_305_ ? l_317_ : l_318_);
                l_mut_36_ = l_319_;
                uint l_320_ = uint(l_307_);
                uint _e845 = l_mut_86_;
                l_mut_86_ = (_e845 + l_320_);
                double _e847 = l_mut_36_;
                double l_321_ = (_e847 + l_298_);
                double _e849 = l_mut_36_;
                double l_322_ = (l_321_ - _e849);
                double l_323_ = (l_298_ - l_322_);
                uint _e852 = l_mut_86_;
                bool l_324_ = (_e852 < 3u);
                bool l_325_ = (l_323_ != 0.0L);
                if (l_324_) {
                    local_20 = l_325_;
                } else {
                    local_20 = false;
                }
                bool l_326_ = local_20;
                uint _e861 = l_mut_86_;
                bool l_327_ = (_e861 == 0u);
                if (l_326_) {
                    local_21 = l_327_;
                } else {
                    local_21 = false;
                }
                bool l_328_ = local_21;
                double _e868 = l_mut_81_;
                double l_329_ = (l_328_ ? l_321_ : _e868);
                l_mut_81_ = l_329_;
                uint _e870 = l_mut_86_;
                bool l_330_ = (_e870 == 1u);
                if (l_326_) {
                    local_22 = l_330_;
                } else {
                    local_22 = false;
                }
                bool l_331_ = local_22;
                double _e877 = l_mut_39_;
                double l_332_ = (l_331_ ? l_321_ : _e877);
                l_mut_39_ = l_332_;
                uint _e879 = l_mut_86_;
                bool l_333_ = (_e879 == 2u);
                if (l_326_) {
                    local_23 = l_333_;
                } else {
                    local_23 = false;
                }
                bool l_334_ = local_23;
                double _e886 = l_mut_38_;
                double l_335_ = (l_334_ ? l_321_ : _e886);
                l_mut_38_ = l_335_;
                double l_336_ = (l_326_ ? l_323_ : l_321_);
                double _e889 = l_mut_36_;
                double l_337_ = (_e889 + l_298_);
                double l_338_ = (l_324_ ? l_336_ : l_337_);
                l_mut_36_ = l_338_;
                uint l_339_ = uint(l_326_);
                uint _e893 = l_mut_86_;
                l_mut_86_ = (_e893 + l_339_);
                double _e895 = l_mut_36_;
                double l_340_ = (_e895 + l_295_);
                double _e897 = l_mut_36_;
                double l_341_ = (l_340_ - _e897);
                double l_342_ = (l_295_ - l_341_);
                uint _e900 = l_mut_86_;
                bool l_343_ = (_e900 < 3u);
                bool l_344_ = (l_342_ != 0.0L);
                if (l_343_) {
                    local_24 = l_344_;
                } else {
                    local_24 = false;
                }
                bool l_345_ = local_24;
                uint _e909 = l_mut_86_;
                bool l_346_ = (_e909 == 0u);
                if (l_345_) {
                    local_25 = l_346_;
                } else {
                    local_25 = false;
                }
                bool l_347_ = local_25;
                double _e916 = l_mut_81_;
                double l_348_ = (l_347_ ? l_340_ : _e916);
                l_mut_81_ = l_348_;
                uint _e918 = l_mut_86_;
                bool l_349_ = (_e918 == 1u);
                if (l_345_) {
                    local_26 = l_349_;
                } else {
                    local_26 = false;
                }
                bool l_350_ = local_26;
                double _e925 = l_mut_39_;
                double l_351_ = (l_350_ ? l_340_ : _e925);
                l_mut_39_ = l_351_;
                uint _e927 = l_mut_86_;
                bool l_352_ = (_e927 == 2u);
                if (l_345_) {
                    local_27 = l_352_;
                } else {
                    local_27 = false;
                }
                bool l_353_ = local_27;
                double _e934 = l_mut_38_;
                double l_354_ = (l_353_ ? l_340_ : _e934);
                l_mut_38_ = l_354_;
                double l_355_ = (l_345_ ? l_342_ : l_340_);
                double _e937 = l_mut_36_;
                double l_356_ = (_e937 + l_295_);
                double l_357_ = (l_343_ ? l_355_ : l_356_);
                l_mut_36_ = l_357_;
                uint l_358_ = uint(l_345_);
                uint _e941 = l_mut_86_;
                l_mut_86_ = (_e941 + l_358_);
                double _e943 = l_mut_36_;
                double l_359_ = (_e943 + l_292_);
                double _e945 = l_mut_36_;
                double l_360_ = (l_359_ - _e945);
                double l_361_ = (l_292_ - l_360_);
                uint _e948 = l_mut_86_;
                bool l_362_ = (_e948 < 3u);
                bool l_363_ = (l_361_ != 0.0L);
                if (l_362_) {
                    local_28 = l_363_;
                } else {
                    local_28 = false;
                }
                bool l_364_ = local_28;
                uint _e957 = l_mut_86_;
                bool l_365_ = (_e957 == 0u);
                if (l_364_) {
                    local_29 = l_365_;
                } else {
                    local_29 = false;
                }
                bool l_366_ = local_29;
                double _e964 = l_mut_81_;
                double l_367_ = (l_366_ ? l_359_ : _e964);
                l_mut_81_ = l_367_;
                uint _e966 = l_mut_86_;
                bool l_368_ = (_e966 == 1u);
                if (l_364_) {
                    local_30 = l_368_;
                } else {
                    local_30 = false;
                }
                bool l_369_ = local_30;
                double _e973 = l_mut_39_;
                double l_370_ = (l_369_ ? l_359_ : _e973);
                l_mut_39_ = l_370_;
                uint _e975 = l_mut_86_;
                bool l_371_ = (_e975 == 2u);
                if (l_364_) {
                    local_31 = l_371_;
                } else {
                    local_31 = false;
                }
                bool l_372_ = local_31;
                double _e982 = l_mut_38_;
                double l_373_ = (l_372_ ? l_359_ : _e982);
                l_mut_38_ = l_373_;
                double l_374_ = (l_364_ ? l_361_ : l_359_);
                double _e985 = l_mut_36_;
                double l_375_ = (_e985 + l_292_);
                double l_376_ = (l_362_ ? l_374_ : l_375_);
                l_mut_36_ = l_376_;
                uint l_377_ = uint(l_364_);
                uint _e989 = l_mut_86_;
                l_mut_86_ = (_e989 + l_377_);
                uint _e991 = l_mut_86_;
                bool l_378_ = (_e991 == 0u);
                double _e994 = l_mut_81_;
                double _e995 = l_mut_36_;
                double l_379_ = (l_378_ ? _e995 : _e994);
                l_mut_81_ = l_379_;
                uint _e997 = l_mut_86_;
                bool l_380_ = (_e997 == 1u);
                double _e1000 = l_mut_39_;
                double _e1001 = l_mut_36_;
                double l_381_ = (l_380_ ? _e1001 : _e1000);
                l_mut_39_ = l_381_;
                uint _e1003 = l_mut_86_;
                bool l_382_ = (_e1003 == 2u);
                double _e1006 = l_mut_38_;
                double _e1007 = l_mut_36_;
                double l_383_ = (l_382_ ? _e1007 : _e1006);
                l_mut_38_ = l_383_;
                uint _e1009 = l_mut_86_;
                bool l_384_ = (_e1009 == 3u);
                double _e1012 = l_mut_37_;
                double _e1013 = l_mut_36_;
                double l_385_ = (l_384_ ? _e1013 : _e1012);
                l_mut_37_ = l_385_;
                uint _e1016 = l_mut_184_;
                uint l_386_ = (4u * _e1016);
                uint l_387_ = (l_176_ + l_386_);
                uint l_1949_ = asuint(info.Load(8+0));
                uint l_1950_ = (l_1949_ * 1u);
                bool l_1951_ = (l_387_ < l_1950_);
                uint l_1952_ = (l_1950_ - 1u);
                uint l_1953_ = min(l_387_, l_1952_);
                double l_1954_ = buffer_2_global.Load<double>(l_1953_*8);
                double l_388_ = (l_1951_ ? l_1954_ : 0.0L);
                uint l_389_ = (l_387_ + 1u);
                uint l_1956_ = asuint(info.Load(8+0));
                uint l_1957_ = (l_1956_ * 1u);
                bool l_1958_ = (l_389_ < l_1957_);
                uint l_1959_ = (l_1957_ - 1u);
                uint l_1960_ = min(l_389_, l_1959_);
                double l_1961_ = buffer_2_global.Load<double>(l_1960_*8);
                double l_390_ = (l_1958_ ? l_1961_ : 0.0L);
                uint l_391_ = (l_387_ + 2u);
                uint l_1963_ = asuint(info.Load(8+0));
                uint l_1964_ = (l_1963_ * 1u);
                bool l_1965_ = (l_391_ < l_1964_);
                uint l_1966_ = (l_1964_ - 1u);
                uint l_1967_ = min(l_391_, l_1966_);
                double l_1968_ = buffer_2_global.Load<double>(l_1967_*8);
                double l_392_ = (l_1965_ ? l_1968_ : 0.0L);
                uint l_393_ = (l_387_ + 3u);
                uint l_1970_ = asuint(info.Load(8+0));
                uint l_1971_ = (l_1970_ * 1u);
                bool l_1972_ = (l_393_ < l_1971_);
                uint l_1973_ = (l_1971_ - 1u);
                uint l_1974_ = min(l_393_, l_1973_);
                double l_1975_ = buffer_2_global.Load<double>(l_1974_*8);
                double l_394_ = (l_1972_ ? l_1975_ : 0.0L);
                double _e1086 = l_mut_81_;
                a_395_[0] = _e1086;
                a_395_[1] = l_388_;
                double _e1089 = l_mut_39_;
                a_395_[2] = _e1089;
                a_395_[3] = l_390_;
                double _e1092 = l_mut_38_;
                a_395_[4] = _e1092;
                a_395_[5] = l_392_;
                double _e1095 = l_mut_37_;
                a_395_[6] = _e1095;
                a_395_[7] = l_394_;
                double l_396_ = a_395_[7];
                l_mut_36_ = l_396_;
                double l_397_ = a_395_[6];
                double _e1101 = l_mut_36_;
                double l_398_ = (l_397_ + _e1101);
                double l_399_ = (l_398_ - l_397_);
                double l_400_ = (l_398_ - l_399_);
                double l_401_ = (l_397_ - l_400_);
                double _e1106 = l_mut_36_;
                double l_402_ = (_e1106 - l_399_);
                double l_403_ = (l_401_ + l_402_);
                a_395_[7] = l_403_;
                l_mut_36_ = l_398_;
                double l_404_ = a_395_[5];
                double _e1112 = l_mut_36_;
                double l_405_ = (l_404_ + _e1112);
                double l_406_ = (l_405_ - l_404_);
                double l_407_ = (l_405_ - l_406_);
                double l_408_ = (l_404_ - l_407_);
                double _e1117 = l_mut_36_;
                double l_409_ = (_e1117 - l_406_);
                double l_410_ = (l_408_ + l_409_);
                a_395_[6] = l_410_;
                l_mut_36_ = l_405_;
                double l_411_ = a_395_[4];
                double _e1123 = l_mut_36_;
                double l_412_ = (l_411_ + _e1123);
                double l_413_ = (l_412_ - l_411_);
                double l_414_ = (l_412_ - l_413_);
                double l_415_ = (l_411_ - l_414_);
                double _e1128 = l_mut_36_;
                double l_416_ = (_e1128 - l_413_);
                double l_417_ = (l_415_ + l_416_);
                a_395_[5] = l_417_;
                l_mut_36_ = l_412_;
                double l_418_ = a_395_[3];
                double _e1134 = l_mut_36_;
                double l_419_ = (l_418_ + _e1134);
                double l_420_ = (l_419_ - l_418_);
                double l_421_ = (l_419_ - l_420_);
                double l_422_ = (l_418_ - l_421_);
                double _e1139 = l_mut_36_;
                double l_423_ = (_e1139 - l_420_);
                double l_424_ = (l_422_ + l_423_);
                a_395_[4] = l_424_;
                l_mut_36_ = l_419_;
                double l_425_ = a_395_[2];
                double _e1145 = l_mut_36_;
                double l_426_ = (l_425_ + _e1145);
                double l_427_ = (l_426_ - l_425_);
                double l_428_ = (l_426_ - l_427_);
                double l_429_ = (l_425_ - l_428_);
                double _e1150 = l_mut_36_;
                double l_430_ = (_e1150 - l_427_);
                double l_431_ = (l_429_ + l_430_);
                a_395_[3] = l_431_;
                l_mut_36_ = l_426_;
                double l_432_ = a_395_[1];
                double _e1156 = l_mut_36_;
                double l_433_ = (l_432_ + _e1156);
                double l_434_ = (l_433_ - l_432_);
                double l_435_ = (l_433_ - l_434_);
                double l_436_ = (l_432_ - l_435_);
                double _e1161 = l_mut_36_;
                double l_437_ = (_e1161 - l_434_);
                double l_438_ = (l_436_ + l_437_);
                a_395_[2] = l_438_;
                l_mut_36_ = l_433_;
                double l_439_ = a_395_[0];
                double _e1167 = l_mut_36_;
                double l_440_ = (l_439_ + _e1167);
                double l_441_ = (l_440_ - l_439_);
                double l_442_ = (l_440_ - l_441_);
                double l_443_ = (l_439_ - l_442_);
                double _e1172 = l_mut_36_;
                double l_444_ = (_e1172 - l_441_);
                double l_445_ = (l_443_ + l_444_);
                a_395_[1] = l_445_;
                l_mut_36_ = l_440_;
                double _e1177 = l_mut_36_;
                a_395_[0] = _e1177;
                double l_446_ = a_395_[7];
                l_mut_36_ = l_446_;
                double l_447_ = a_395_[6];
                double _e1182 = l_mut_36_;
                double l_448_ = (l_447_ + _e1182);
                double l_449_ = (l_448_ - l_447_);
                double l_450_ = (l_448_ - l_449_);
                double l_451_ = (l_447_ - l_450_);
                double _e1187 = l_mut_36_;
                double l_452_ = (_e1187 - l_449_);
                double l_453_ = (l_451_ + l_452_);
                a_395_[7] = l_453_;
                l_mut_36_ = l_448_;
                double l_454_ = a_395_[5];
                double _e1193 = l_mut_36_;
                double l_455_ = (l_454_ + _e1193);
                double l_456_ = (l_455_ - l_454_);
                double l_457_ = (l_455_ - l_456_);
                double l_458_ = (l_454_ - l_457_);
                double _e1198 = l_mut_36_;
                double l_459_ = (_e1198 - l_456_);
                double l_460_ = (l_458_ + l_459_);
                a_395_[6] = l_460_;
                l_mut_36_ = l_455_;
                double l_461_ = a_395_[4];
                double _e1204 = l_mut_36_;
                double l_462_ = (l_461_ + _e1204);
                double l_463_ = (l_462_ - l_461_);
                double l_464_ = (l_462_ - l_463_);
                double l_465_ = (l_461_ - l_464_);
                double _e1209 = l_mut_36_;
                double l_466_ = (_e1209 - l_463_);
                double l_467_ = (l_465_ + l_466_);
                a_395_[5] = l_467_;
                l_mut_36_ = l_462_;
                double l_468_ = a_395_[3];
                double _e1215 = l_mut_36_;
                double l_469_ = (l_468_ + _e1215);
                double l_470_ = (l_469_ - l_468_);
                double l_471_ = (l_469_ - l_470_);
                double l_472_ = (l_468_ - l_471_);
                double _e1220 = l_mut_36_;
                double l_473_ = (_e1220 - l_470_);
                double l_474_ = (l_472_ + l_473_);
                a_395_[4] = l_474_;
                l_mut_36_ = l_469_;
                double l_475_ = a_395_[2];
                double _e1226 = l_mut_36_;
                double l_476_ = (l_475_ + _e1226);
                double l_477_ = (l_476_ - l_475_);
                double l_478_ = (l_476_ - l_477_);
                double l_479_ = (l_475_ - l_478_);
                double _e1231 = l_mut_36_;
                double l_480_ = (_e1231 - l_477_);
                double l_481_ = (l_479_ + l_480_);
                a_395_[3] = l_481_;
                l_mut_36_ = l_476_;
                double l_482_ = a_395_[1];
                double _e1237 = l_mut_36_;
                double l_483_ = (l_482_ + _e1237);
                double l_484_ = (l_483_ - l_482_);
                double l_485_ = (l_483_ - l_484_);
                double l_486_ = (l_482_ - l_485_);
                double _e1242 = l_mut_36_;
                double l_487_ = (_e1242 - l_484_);
                double l_488_ = (l_486_ + l_487_);
                a_395_[2] = l_488_;
                l_mut_36_ = l_483_;
                double l_489_ = a_395_[0];
                double _e1248 = l_mut_36_;
                double l_490_ = (l_489_ + _e1248);
                double l_491_ = (l_490_ - l_489_);
                double l_492_ = (l_490_ - l_491_);
                double l_493_ = (l_489_ - l_492_);
                double _e1253 = l_mut_36_;
                double l_494_ = (_e1253 - l_491_);
                double l_495_ = (l_493_ + l_494_);
                a_395_[1] = l_495_;
                l_mut_36_ = l_490_;
                double _e1258 = l_mut_36_;
                a_395_[0] = _e1258;
                l_mut_36_ = 0.0L;
                l_mut_496_ = 0.0L;
                l_mut_497_ = 0.0L;
                l_mut_498_ = 0.0L;
                double l_499_ = a_395_[0];
                l_mut_500_ = l_499_;
                l_mut_86_ = 0u;
                double l_501_ = a_395_[1];
                double _e1268 = l_mut_500_;
                double l_502_ = (_e1268 + l_501_);
                double _e1270 = l_mut_500_;
                double l_503_ = (l_502_ - _e1270);
                double l_504_ = (l_502_ - l_503_);
                double _e1273 = l_mut_500_;
                double l_505_ = (_e1273 - l_504_);
                double l_506_ = (l_501_ - l_503_);
                double l_507_ = (l_505_ + l_506_);
                uint _e1277 = l_mut_86_;
                bool l_508_ = (_e1277 < 3u);
                bool l_509_ = (l_507_ != 0.0L);
                if (l_508_) {
                    local_32 = l_509_;
                } else {
                    local_32 = false;
                }
                bool l_510_ = local_32;
                uint _e1286 = l_mut_86_;
                bool l_511_ = (_e1286 == 0u);
                if (l_510_) {
                    local_33 = l_511_;
                } else {
                    local_33 = false;
                }
                bool l_512_ = local_33;
                double _e1293 = l_mut_36_;
                double l_513_ = (l_512_ ? l_502_ : _e1293);
                l_mut_36_ = l_513_;
                uint _e1295 = l_mut_86_;
                bool l_514_ = (_e1295 == 1u);
                if (l_510_) {
                    local_34 = l_514_;
                } else {
                    local_34 = false;
                }
                bool l_515_ = local_34;
                double _e1302 = l_mut_496_;
                double l_516_ = (l_515_ ? l_502_ : _e1302);
                l_mut_496_ = l_516_;
                uint _e1304 = l_mut_86_;
                bool l_517_ = (_e1304 == 2u);
                if (l_510_) {
                    local_35 = l_517_;
                } else {
                    local_35 = false;
                }
                bool l_518_ = local_35;
                double _e1311 = l_mut_497_;
                double l_519_ = (l_518_ ? l_502_ : _e1311);
                l_mut_497_ = l_519_;
                double l_520_ = (l_510_ ? l_507_ : l_502_);
                double _e1314 = l_mut_500_;
                double l_521_ = (_e1314 + l_501_);
                double l_522_ = (l_508_ ? l_520_ : l_521_);
                l_mut_500_ = l_522_;
                uint l_523_ = uint(l_510_);
                uint _e1318 = l_mut_86_;
                l_mut_86_ = (_e1318 + l_523_);
                double l_524_ = a_395_[2];
                double _e1322 = l_mut_500_;
                double l_525_ = (_e1322 + l_524_);
                double _e1324 = l_mut_500_;
                double l_526_ = (l_525_ - _e1324);
                double l_527_ = (l_525_ - l_526_);
                double _e1327 = l_mut_500_;
                double l_528_ = (_e1327 - l_527_);
                double l_529_ = (l_524_ - l_526_);
                double l_530_ = (l_528_ + l_529_);
                uint _e1331 = l_mut_86_;
                bool l_531_ = (_e1331 < 3u);
                bool l_532_ = (l_530_ != 0.0L);
                if (l_531_) {
                    local_36 = l_532_;
                } else {
                    local_36 = false;
                }
                bool l_533_ = local_36;
                uint _e1340 = l_mut_86_;
                bool l_534_ = (_e1340 == 0u);
                if (l_533_) {
                    local_37 = l_534_;
                } else {
                    local_37 = false;
                }
                bool l_535_ = local_37;
                double _e1347 = l_mut_36_;
                double l_536_ = (l_535_ ? l_525_ : _e1347);
                l_mut_36_ = l_536_;
                uint _e1349 = l_mut_86_;
                bool l_537_ = (_e1349 == 1u);
                if (l_533_) {
                    local_38 = l_537_;
                } else {
                    local_38 = false;
                }
                bool l_538_ = local_38;
                double _e1356 = l_mut_496_;
                double l_539_ = (l_538_ ? l_525_ : _e1356);
                l_mut_496_ = l_539_;
                uint _e1358 = l_mut_86_;
                bool l_540_ = (_e1358 == 2u);
                if (l_533_) {
                    local_39 = l_540_;
                } else {
                    local_39 = false;
                }
                bool l_541_ = local_39;
                double _e1365 = l_mut_497_;
                double l_542_ = (l_541_ ? l_525_ : _e1365);
                l_mut_497_ = l_542_;
                double l_543_ = (l_533_ ? l_530_ : l_525_);
                double _e1368 = l_mut_500_;
                double l_544_ = (_e1368 + l_524_);
                double l_545_ = (l_531_ ? l_543_ : l_544_);
                l_mut_500_ = l_545_;
                uint l_546_ = uint(l_533_);
                uint _e1372 = l_mut_86_;
                l_mut_86_ = (_e1372 + l_546_);
                double l_547_ = a_395_[3];
                double _e1376 = l_mut_500_;
                double l_548_ = (_e1376 + l_547_);
                double _e1378 = l_mut_500_;
                double l_549_ = (l_548_ - _e1378);
                double l_550_ = (l_548_ - l_549_);
                double _e1381 = l_mut_500_;
                double l_551_ = (_e1381 - l_550_);
                double l_552_ = (l_547_ - l_549_);
                double l_553_ = (l_551_ + l_552_);
                uint _e1385 = l_mut_86_;
                bool l_554_ = (_e1385 < 3u);
                bool l_555_ = (l_553_ != 0.0L);
                if (l_554_) {
                    local_40 = l_555_;
                } else {
                    local_40 = false;
                }
                bool l_556_ = local_40;
                uint _e1394 = l_mut_86_;
                bool l_557_ = (_e1394 == 0u);
                if (l_556_) {
                    local_41 = l_557_;
                } else {
                    local_41 = false;
                }
                bool l_558_ = local_41;
                double _e1401 = l_mut_36_;
                double l_559_ = (l_558_ ? l_548_ : _e1401);
                l_mut_36_ = l_559_;
                uint _e1403 = l_mut_86_;
                bool l_560_ = (_e1403 == 1u);
                if (l_556_) {
                    local_42 = l_560_;
                } else {
                    local_42 = false;
                }
                bool l_561_ = local_42;
                double _e1410 = l_mut_496_;
                double l_562_ = (l_561_ ? l_548_ : _e1410);
                l_mut_496_ = l_562_;
                uint _e1412 = l_mut_86_;
                bool l_563_ = (_e1412 == 2u);
                if (l_556_) {
                    local_43 = l_563_;
                } else {
                    local_43 = false;
                }
                bool l_564_ = local_43;
                double _e1419 = l_mut_497_;
                double l_565_ = (l_564_ ? l_548_ : _e1419);
                l_mut_497_ = l_565_;
                double l_566_ = (l_556_ ? l_553_ : l_548_);
                double _e1422 = l_mut_500_;
                double l_567_ = (_e1422 + l_547_);
                double l_568_ = (l_554_ ? l_566_ : l_567_);
                l_mut_500_ = l_568_;
                uint l_569_ = uint(l_556_);
                uint _e1426 = l_mut_86_;
                l_mut_86_ = (_e1426 + l_569_);
                double l_570_ = a_395_[4];
                double _e1430 = l_mut_500_;
                double l_571_ = (_e1430 + l_570_);
                double _e1432 = l_mut_500_;
                double l_572_ = (l_571_ - _e1432);
                double l_573_ = (l_571_ - l_572_);
                double _e1435 = l_mut_500_;
                double l_574_ = (_e1435 - l_573_);
                double l_575_ = (l_570_ - l_572_);
                double l_576_ = (l_574_ + l_575_);
                uint _e1439 = l_mut_86_;
                bool l_577_ = (_e1439 < 3u);
                bool l_578_ = (l_576_ != 0.0L);
                if (l_577_) {
                    local_44 = l_578_;
                } else {
                    local_44 = false;
                }
                bool l_579_ = local_44;
                uint _e1448 = l_mut_86_;
                bool l_580_ = (_e1448 == 0u);
                if (l_579_) {
                    local_45 = l_580_;
                } else {
                    local_45 = false;
                }
                bool l_581_ = local_45;
                double _e1455 = l_mut_36_;
                double l_582_ = (l_581_ ? l_571_ : _e1455);
                l_mut_36_ = l_582_;
                uint _e1457 = l_mut_86_;
                bool l_583_ = (_e1457 == 1u);
                if (l_579_) {
                    local_46 = l_583_;
                } else {
                    local_46 = false;
                }
                bool l_584_ = local_46;
                double _e1464 = l_mut_496_;
                double l_585_ = (l_584_ ? l_571_ : _e1464);
                l_mut_496_ = l_585_;
                uint _e1466 = l_mut_86_;
                bool l_586_ = (_e1466 == 2u);
                if (l_579_) {
                    local_47 = l_586_;
                } else {
                    local_47 = false;
                }
                bool l_587_ = local_47;
                double _e1473 = l_mut_497_;
                double l_588_ = (l_587_ ? l_571_ : _e1473);
                l_mut_497_ = l_588_;
                double l_589_ = (l_579_ ? l_576_ : l_571_);
                double _e1476 = l_mut_500_;
                double l_590_ = (_e1476 + l_570_);
                double l_591_ = (l_577_ ? l_589_ : l_590_);
                l_mut_500_ = l_591_;
                uint l_592_ = uint(l_579_);
                uint _e1480 = l_mut_86_;
                l_mut_86_ = (_e1480 + l_592_);
                double l_593_ = a_395_[5];
                double _e1484 = l_mut_500_;
                double l_594_ = (_e1484 + l_593_);
                double _e1486 = l_mut_500_;
                double l_595_ = (l_594_ - _e1486);
                double l_596_ = (l_594_ - l_595_);
                double _e1489 = l_mut_500_;
                double l_597_ = (_e1489 - l_596_);
                double l_598_ = (l_593_ - l_595_);
                double l_599_ = (l_597_ + l_598_);
                uint _e1493 = l_mut_86_;
                bool l_600_ = (_e1493 < 3u);
                bool l_601_ = (l_599_ != 0.0L);
                if (l_600_) {
                    local_48 = l_601_;
                } else {
                    local_48 = false;
                }
                bool l_602_ = local_48;
                uint _e1502 = l_mut_86_;
                bool l_603_ = (_e1502 == 0u);
                if (l_602_) {
                    local_49 = l_603_;
                } else {
                    local_49 = false;
                }
                bool l_604_ = local_49;
                double _e1509 = l_mut_36_;
                double l_605_ = (l_604_ ? l_594_ : _e1509);
                l_mut_36_ = l_605_;
                uint _e1511 = l_mut_86_;
                bool l_606_ = (_e1511 == 1u);
                if (l_602_) {
                    local_50 = l_606_;
                } else {
                    local_50 = false;
                }
                bool l_607_ = local_50;
                double _e1518 = l_mut_496_;
                double l_608_ = (l_607_ ? l_594_ : _e1518);
                l_mut_496_ = l_608_;
                uint _e1520 = l_mut_86_;
                bool l_609_ = (_e1520 == 2u);
                if (l_602_) {
                    local_51 = l_609_;
                } else {
                    local_51 = false;
                }
                bool l_610_ = local_51;
                double _e1527 = l_mut_497_;
                double l_611_ = (l_610_ ? l_594_ : _e1527);
                l_mut_497_ = l_611_;
                double l_612_ = (l_602_ ? l_599_ : l_594_);
                double _e1530 = l_mut_500_;
                double l_613_ = (_e1530 + l_593_);
                double l_614_ = (l_600_ ? l_612_ : l_613_);
                l_mut_500_ = l_614_;
                uint l_615_ = uint(l_602_);
                uint _e1534 = l_mut_86_;
                l_mut_86_ = (_e1534 + l_615_);
                double l_616_ = a_395_[6];
                double _e1538 = l_mut_500_;
                double l_617_ = (_e1538 + l_616_);
                double _e1540 = l_mut_500_;
                double l_618_ = (l_617_ - _e1540);
                double l_619_ = (l_617_ - l_618_);
                double _e1543 = l_mut_500_;
                double l_620_ = (_e1543 - l_619_);
                double l_621_ = (l_616_ - l_618_);
                double l_622_ = (l_620_ + l_621_);
                uint _e1547 = l_mut_86_;
                bool l_623_ = (_e1547 < 3u);
                bool l_624_ = (l_622_ != 0.0L);
                if (l_623_) {
                    local_52 = l_624_;
                } else {
                    local_52 = false;
                }
                bool l_625_ = local_52;
                uint _e1556 = l_mut_86_;
                bool l_626_ = (_e1556 == 0u);
                if (l_625_) {
                    local_53 = l_626_;
                } else {
                    local_53 = false;
                }
                bool l_627_ = local_53;
                double _e1563 = l_mut_36_;
                double l_628_ = (l_627_ ? l_617_ : _e1563);
                l_mut_36_ = l_628_;
                uint _e1565 = l_mut_86_;
                bool l_629_ = (_e1565 == 1u);
                if (l_625_) {
                    local_54 = l_629_;
                } else {
                    local_54 = false;
                }
                bool l_630_ = local_54;
                double _e1572 = l_mut_496_;
                double l_631_ = (l_630_ ? l_617_ : _e1572);
                l_mut_496_ = l_631_;
                uint _e1574 = l_mut_86_;
                bool l_632_ = (_e1574 == 2u);
                if (l_625_) {
                    local_55 = l_632_;
                } else {
                    local_55 = false;
                }
                bool l_633_ = local_55;
                double _e1581 = l_mut_497_;
                double l_634_ = (l_633_ ? l_617_ : _e1581);
                l_mut_497_ = l_634_;
                double l_635_ = (l_625_ ? l_622_ : l_617_);
                double _e1584 = l_mut_500_;
                double l_636_ = (_e1584 + l_616_);
                double l_637_ = (l_623_ ? l_635_ : l_636_);
                l_mut_500_ = l_637_;
                uint l_638_ = uint(l_625_);
                uint _e1588 = l_mut_86_;
                l_mut_86_ = (_e1588 + l_638_);
                double l_639_ = a_395_[7];
                double _e1592 = l_mut_500_;
                double l_640_ = (_e1592 + l_639_);
                double _e1594 = l_mut_500_;
                double l_641_ = (l_640_ - _e1594);
                double l_642_ = (l_640_ - l_641_);
                double _e1597 = l_mut_500_;
                double l_643_ = (_e1597 - l_642_);
                double l_644_ = (l_639_ - l_641_);
                double l_645_ = (l_643_ + l_644_);
                uint _e1601 = l_mut_86_;
                bool l_646_ = (_e1601 < 3u);
                bool l_647_ = (l_645_ != 0.0L);
                if (l_646_) {
                    local_56 = l_647_;
                } else {
                    local_56 = false;
                }
                bool l_648_ = local_56;
                uint _e1610 = l_mut_86_;
                bool l_649_ = (_e1610 == 0u);
                if (l_648_) {
                    local_57 = l_649_;
                } else {
                    local_57 = false;
                }
                bool l_650_ = local_57;
                double _e1617 = l_mut_36_;
                double l_651_ = (l_650_ ? l_640_ : _e1617);
                l_mut_36_ = l_651_;
                uint _e1619 = l_mut_86_;
                bool l_652_ = (_e1619 == 1u);
                if (l_648_) {
                    local_58 = l_652_;
                } else {
                    local_58 = false;
                }
                bool l_653_ = local_58;
                double _e1626 = l_mut_496_;
                double l_654_ = (l_653_ ? l_640_ : _e1626);
                l_mut_496_ = l_654_;
                uint _e1628 = l_mut_86_;
                bool l_655_ = (_e1628 == 2u);
                if (l_648_) {
                    local_59 = l_655_;
                } else {
                    local_59 = false;
                }
                bool l_656_ = local_59;
                double _e1635 = l_mut_497_;
                double l_657_ = (l_656_ ? l_640_ : _e1635);
                l_mut_497_ = l_657_;
                double l_658_ = (l_648_ ? l_645_ : l_640_);
                double _e1638 = l_mut_500_;
                double l_659_ = (_e1638 + l_639_);
                double l_660_ = (l_646_ ? l_658_ : l_659_);
                l_mut_500_ = l_660_;
                uint l_661_ = uint(l_648_);
                uint _e1642 = l_mut_86_;
                l_mut_86_ = (_e1642 + l_661_);
                uint _e1644 = l_mut_86_;
                bool l_662_ = (_e1644 == 0u);
                double _e1647 = l_mut_36_;
                double _e1648 = l_mut_500_;
                double l_663_ = (l_662_ ? _e1648 : _e1647);
                l_mut_36_ = l_663_;
                uint _e1650 = l_mut_86_;
                bool l_664_ = (_e1650 == 1u);
                double _e1653 = l_mut_496_;
                double _e1654 = l_mut_500_;
                double l_665_ = (l_664_ ? _e1654 : _e1653);
                l_mut_496_ = l_665_;
                uint _e1656 = l_mut_86_;
                bool l_666_ = (_e1656 == 2u);
                double _e1659 = l_mut_497_;
                double _e1660 = l_mut_500_;
                double l_667_ = (l_666_ ? _e1660 : _e1659);
                l_mut_497_ = l_667_;
                uint _e1662 = l_mut_86_;
                bool l_668_ = (_e1662 == 3u);
                double _e1665 = l_mut_498_;
                double _e1666 = l_mut_500_;
                double l_669_ = (l_668_ ? _e1666 : _e1665);
                l_mut_498_ = l_669_;
                double _e1668 = l_mut_36_;
                l_mut_85_ = _e1668;
                double _e1669 = l_mut_496_;
                l_mut_84_ = _e1669;
                double _e1670 = l_mut_497_;
                l_mut_83_ = _e1670;
                double _e1671 = l_mut_498_;
                l_mut_82_ = _e1671;
            }
        }
        double _e1675 = l_mut_85_;
        double l_670_ = (_e1675 * l_171_);
        double l_671_ = -(l_670_);
        double _e1678 = l_mut_85_;
        double l_672_ = mad(_e1678, l_171_, l_671_);
        double _e1680 = l_mut_85_;
        double l_673_ = (_e1680 * l_172_);
        double l_674_ = -(l_673_);
        double _e1683 = l_mut_85_;
        double l_675_ = mad(_e1683, l_172_, l_674_);
        double _e1685 = l_mut_84_;
        double l_676_ = (_e1685 * l_171_);
        double l_677_ = -(l_676_);
        double _e1688 = l_mut_84_;
        double l_678_ = mad(_e1688, l_171_, l_677_);
        double _e1690 = l_mut_85_;
        double l_679_ = (_e1690 * l_173_);
        double l_680_ = -(l_679_);
        double _e1693 = l_mut_85_;
        double l_681_ = mad(_e1693, l_173_, l_680_);
        double _e1695 = l_mut_84_;
        double l_682_ = (_e1695 * l_172_);
        double l_683_ = -(l_682_);
        double _e1698 = l_mut_84_;
        double l_684_ = mad(_e1698, l_172_, l_683_);
        double _e1700 = l_mut_83_;
        double l_685_ = (_e1700 * l_171_);
        double l_686_ = -(l_685_);
        double _e1703 = l_mut_83_;
        double l_687_ = mad(_e1703, l_171_, l_686_);
        double l_688_ = (l_673_ + l_676_);
        double l_689_ = (l_688_ - l_673_);
        double l_690_ = (l_688_ - l_689_);
        double l_691_ = (l_673_ - l_690_);
        double l_692_ = (l_676_ - l_689_);
        double l_693_ = (l_691_ + l_692_);
        double l_694_ = (l_672_ + l_688_);
        double l_695_ = (l_694_ - l_672_);
        double l_696_ = (l_694_ - l_695_);
        double l_697_ = (l_672_ - l_696_);
        double l_698_ = (l_688_ - l_695_);
        double l_699_ = (l_697_ + l_698_);
        double l_700_ = (l_693_ + l_699_);
        double l_701_ = (l_700_ - l_693_);
        double l_702_ = (l_700_ - l_701_);
        double l_703_ = (l_693_ - l_702_);
        double l_704_ = (l_699_ - l_701_);
        double l_705_ = (l_703_ + l_704_);
        double l_706_ = (l_700_ + l_675_);
        double l_707_ = (l_706_ - l_700_);
        double l_708_ = (l_706_ - l_707_);
        double l_709_ = (l_700_ - l_708_);
        double l_710_ = (l_675_ - l_707_);
        double l_711_ = (l_709_ + l_710_);
        double l_712_ = (l_678_ + l_706_);
        double l_713_ = (l_712_ - l_678_);
        double l_714_ = (l_712_ - l_713_);
        double l_715_ = (l_678_ - l_714_);
        double l_716_ = (l_706_ - l_713_);
        double l_717_ = (l_715_ + l_716_);
        double l_718_ = (l_711_ + l_717_);
        double l_719_ = (l_718_ - l_711_);
        double l_720_ = (l_718_ - l_719_);
        double l_721_ = (l_711_ - l_720_);
        double l_722_ = (l_717_ - l_719_);
        double l_723_ = (l_721_ + l_722_);
        double l_724_ = (l_679_ + l_682_);
        double l_725_ = (l_724_ - l_679_);
        double l_726_ = (l_724_ - l_725_);
        double l_727_ = (l_679_ - l_726_);
        double l_728_ = (l_682_ - l_725_);
        double l_729_ = (l_727_ + l_728_);
        double l_730_ = (l_685_ + l_724_);
        double l_731_ = (l_730_ - l_685_);
        double l_732_ = (l_730_ - l_731_);
        double l_733_ = (l_685_ - l_732_);
        double l_734_ = (l_724_ - l_731_);
        double l_735_ = (l_733_ + l_734_);
        double l_736_ = (l_729_ + l_735_);
        double l_737_ = (l_736_ - l_729_);
        double l_738_ = (l_736_ - l_737_);
        double l_739_ = (l_729_ - l_738_);
        double l_740_ = (l_735_ - l_737_);
        double l_741_ = (l_739_ + l_740_);
        double l_742_ = (l_712_ + l_730_);
        double l_743_ = (l_742_ - l_712_);
        double l_744_ = (l_742_ - l_743_);
        double l_745_ = (l_712_ - l_744_);
        double l_746_ = (l_730_ - l_743_);
        double l_747_ = (l_745_ + l_746_);
        double l_748_ = (l_718_ + l_736_);
        double l_749_ = (l_748_ - l_718_);
        double l_750_ = (l_748_ - l_749_);
        double l_751_ = (l_718_ - l_750_);
        double l_752_ = (l_736_ - l_749_);
        double l_753_ = (l_751_ + l_752_);
        double l_754_ = (l_748_ + l_747_);
        double l_755_ = (l_754_ - l_748_);
        double l_756_ = (l_754_ - l_755_);
        double l_757_ = (l_748_ - l_756_);
        double l_758_ = (l_747_ - l_755_);
        double l_759_ = (l_757_ + l_758_);
        double l_760_ = (l_723_ + l_741_);
        double l_761_ = (l_759_ + l_753_);
        double l_762_ = (l_760_ + l_761_);
        double _e1780 = l_mut_85_;
        double l_763_ = (_e1780 * l_174_);
        double _e1782 = l_mut_84_;
        double l_764_ = (_e1782 * l_173_);
        double l_765_ = (l_763_ + l_764_);
        double _e1785 = l_mut_83_;
        double l_766_ = (_e1785 * l_172_);
        double _e1787 = l_mut_82_;
        double l_767_ = (_e1787 * l_171_);
        double l_768_ = (l_766_ + l_767_);
        double l_769_ = (l_765_ + l_768_);
        double l_770_ = (l_705_ + l_681_);
        double l_771_ = (l_684_ + l_687_);
        double l_772_ = (l_770_ + l_771_);
        double l_773_ = (l_769_ + l_772_);
        double l_774_ = (l_754_ + l_773_);
        double l_775_ = (l_774_ + l_762_);
        double l_776_ = (l_775_ - l_774_);
        double l_777_ = (l_762_ - l_776_);
        double l_778_ = (l_742_ + l_775_);
        double l_779_ = (l_778_ - l_742_);
        double l_780_ = (l_775_ - l_779_);
        double l_781_ = (l_694_ + l_778_);
        double l_782_ = (l_781_ - l_694_);
        double l_783_ = (l_778_ - l_782_);
        double l_784_ = (l_670_ + l_781_);
        double l_785_ = (l_784_ - l_670_);
        double l_786_ = (l_781_ - l_785_);
        l_mut_500_ = 0.0L;
        l_mut_498_ = 0.0L;
        l_mut_497_ = 0.0L;
        l_mut_496_ = 0.0L;
        l_mut_81_ = l_784_;
        l_mut_86_ = 0u;
        double _e1813 = l_mut_81_;
        double l_787_ = (_e1813 + l_786_);
        double _e1815 = l_mut_81_;
        double l_788_ = (l_787_ - _e1815);
        double l_789_ = (l_786_ - l_788_);
        uint _e1818 = l_mut_86_;
        bool l_790_ = (_e1818 < 3u);
        bool l_791_ = (l_789_ != 0.0L);
        if (l_790_) {
            local_60 = l_791_;
        } else {
            local_60 = false;
        }
        bool l_792_ = local_60;
        uint _e1827 = l_mut_86_;
        bool l_793_ = (_e1827 == 0u);
        if (l_792_) {
            local_61 = l_793_;
        } else {
            local_61 = false;
        }
        bool l_794_ = local_61;
        double _e1834 = l_mut_500_;
        double l_795_ = (l_794_ ? l_787_ : _e1834);
        l_mut_500_ = l_795_;
        uint _e1836 = l_mut_86_;
        bool l_796_ = (_e1836 == 1u);
        if (l_792_) {
            local_62 = l_796_;
        } else {
            local_62 = false;
        }
        bool l_797_ = local_62;
        double _e1843 = l_mut_498_;
        double l_798_ = (l_797_ ? l_787_ : _e1843);
        l_mut_498_ = l_798_;
        uint _e1845 = l_mut_86_;
        bool l_799_ = (_e1845 == 2u);
        if (l_792_) {
            local_63 = l_799_;
        } else {
            local_63 = false;
        }
        bool l_800_ = local_63;
        double _e1852 = l_mut_497_;
        double l_801_ = (l_800_ ? l_787_ : _e1852);
        l_mut_497_ = l_801_;
        double l_802_ = (l_792_ ? l_789_ : l_787_);
        double _e1855 = l_mut_81_;
        double l_803_ = (_e1855 + l_786_);
        double l_804_ = (l_790_ ? l_802_ : l_803_);
        l_mut_81_ = l_804_;
        uint l_805_ = uint(l_792_);
        uint _e1859 = l_mut_86_;
        l_mut_86_ = (_e1859 + l_805_);
        double _e1861 = l_mut_81_;
        double l_806_ = (_e1861 + l_783_);
        double _e1863 = l_mut_81_;
        double l_807_ = (l_806_ - _e1863);
        double l_808_ = (l_783_ - l_807_);
        uint _e1866 = l_mut_86_;
        bool l_809_ = (_e1866 < 3u);
        bool l_810_ = (l_808_ != 0.0L);
        if (l_809_) {
            local_64 = l_810_;
        } else {
            local_64 = false;
        }
        bool l_811_ = local_64;
        uint _e1875 = l_mut_86_;
        bool l_812_ = (_e1875 == 0u);
        if (l_811_) {
            local_65 = l_812_;
        } else {
            local_65 = false;
        }
        bool l_813_ = local_65;
        double _e1882 = l_mut_500_;
        double l_814_ = (l_813_ ? l_806_ : _e1882);
        l_mut_500_ = l_814_;
        uint _e1884 = l_mut_86_;
        bool l_815_ = (_e1884 == 1u);
        if (l_811_) {
            local_66 = l_815_;
        } else {
            local_66 = false;
        }
        bool l_816_ = local_66;
        double _e1891 = l_mut_498_;
        double l_817_ = (l_816_ ? l_806_ : _e1891);
        l_mut_498_ = l_817_;
        uint _e1893 = l_mut_86_;
        bool l_818_ = (_e1893 == 2u);
        if (l_811_) {
            local_67 = l_818_;
        } else {
            local_67 = false;
        }
        bool l_819_ = local_67;
        double _e1900 = l_mut_497_;
        double l_820_ = (l_819_ ? l_806_ : _e1900);
        l_mut_497_ = l_820_;
        double l_821_ = (l_811_ ? l_808_ : l_806_);
        double _e1903 = l_mut_81_;
        double l_822_ = (_e1903 + l_783_);
        double l_823_ = (l_809_ ? l_821_ : l_822_);
        l_mut_81_ = l_823_;
        uint l_824_ = uint(l_811_);
        uint _e1907 = l_mut_86_;
        l_mut_86_ = (_e1907 + l_824_);
        double _e1909 = l_mut_81_;
        double l_825_ = (_e1909 + l_780_);
        double _e1911 = l_mut_81_;
        double l_826_ = (l_825_ - _e1911);
        double l_827_ = (l_780_ - l_826_);
        uint _e1914 = l_mut_86_;
        bool l_828_ = (_e1914 < 3u);
        bool l_829_ = (l_827_ != 0.0L);
        if (l_828_) {
            local_68 = l_829_;
        } else {
            local_68 = false;
        }
        bool l_830_ = local_68;
        uint _e1923 = l_mut_86_;
        bool l_831_ = (_e1923 == 0u);
        if (l_830_) {
            local_69 = l_831_;
        } else {
            local_69 = false;
        }
        bool l_832_ = local_69;
        double _e1930 = l_mut_500_;
        double l_833_ = (l_832_ ? l_825_ : _e1930);
        l_mut_500_ = l_833_;
        uint _e1932 = l_mut_86_;
        bool l_834_ = (_e1932 == 1u);
        if (l_830_) {
            local_70 = l_834_;
        } else {
            local_70 = false;
        }
        bool l_835_ = local_70;
        double _e1939 = l_mut_498_;
        double l_836_ = (l_835_ ? l_825_ : _e1939);
        l_mut_498_ = l_836_;
        uint _e1941 = l_mut_86_;
        bool l_837_ = (_e1941 == 2u);
        if (l_830_) {
            local_71 = l_837_;
        } else {
            local_71 = false;
        }
        bool l_838_ = local_71;
        double _e1948 = l_mut_497_;
        double l_839_ = (l_838_ ? l_825_ : _e1948);
        l_mut_497_ = l_839_;
        double l_840_ = (l_830_ ? l_827_ : l_825_);
        double _e1951 = l_mut_81_;
        double l_841_ = (_e1951 + l_780_);
        double l_842_ = (l_828_ ? l_840_ : l_841_);
        l_mut_81_ = l_842_;
        uint l_843_ = uint(l_830_);
        uint _e1955 = l_mut_86_;
        l_mut_86_ = (_e1955 + l_843_);
        double _e1957 = l_mut_81_;
        double l_844_ = (_e1957 + l_777_);
        double _e1959 = l_mut_81_;
        double l_845_ = (l_844_ - _e1959);
        double l_846_ = (l_777_ - l_845_);
        uint _e1962 = l_mut_86_;
        bool l_847_ = (_e1962 < 3u);
        bool l_848_ = (l_846_ != 0.0L);
        if (l_847_) {
            local_72 = l_848_;
        } else {
            local_72 = false;
        }
        bool l_849_ = local_72;
        uint _e1971 = l_mut_86_;
        bool l_850_ = (_e1971 == 0u);
        if (l_849_) {
            local_73 = l_850_;
        } else {
            local_73 = false;
        }
        bool l_851_ = local_73;
        double _e1978 = l_mut_500_;
        double l_852_ = (l_851_ ? l_844_ : _e1978);
        l_mut_500_ = l_852_;
        uint _e1980 = l_mut_86_;
        bool l_853_ = (_e1980 == 1u);
        if (l_849_) {
            local_74 = l_853_;
        } else {
            local_74 = false;
        }
        bool l_854_ = local_74;
        double _e1987 = l_mut_498_;
        double l_855_ = (l_854_ ? l_844_ : _e1987);
        l_mut_498_ = l_855_;
        uint _e1989 = l_mut_86_;
        bool l_856_ = (_e1989 == 2u);
        if (l_849_) {
            local_75 = l_856_;
        } else {
            local_75 = false;
        }
        bool l_857_ = local_75;
        double _e1996 = l_mut_497_;
        double l_858_ = (l_857_ ? l_844_ : _e1996);
        l_mut_497_ = l_858_;
        double l_859_ = (l_849_ ? l_846_ : l_844_);
        double _e1999 = l_mut_81_;
        double l_860_ = (_e1999 + l_777_);
        double l_861_ = (l_847_ ? l_859_ : l_860_);
        l_mut_81_ = l_861_;
        uint l_862_ = uint(l_849_);
        uint _e2003 = l_mut_86_;
        l_mut_86_ = (_e2003 + l_862_);
        uint _e2005 = l_mut_86_;
        bool l_863_ = (_e2005 == 0u);
        double _e2008 = l_mut_500_;
        double _e2009 = l_mut_81_;
        double l_864_ = (l_863_ ? _e2009 : _e2008);
        l_mut_500_ = l_864_;
        uint _e2011 = l_mut_86_;
        bool l_865_ = (_e2011 == 1u);
        double _e2014 = l_mut_498_;
        double _e2015 = l_mut_81_;
        double l_866_ = (l_865_ ? _e2015 : _e2014);
        l_mut_498_ = l_866_;
        uint _e2017 = l_mut_86_;
        bool l_867_ = (_e2017 == 2u);
        double _e2020 = l_mut_497_;
        double _e2021 = l_mut_81_;
        double l_868_ = (l_867_ ? _e2021 : _e2020);
        l_mut_497_ = l_868_;
        uint _e2023 = l_mut_86_;
        bool l_869_ = (_e2023 == 3u);
        double _e2026 = l_mut_496_;
        double _e2027 = l_mut_81_;
        double l_870_ = (l_869_ ? _e2027 : _e2026);
        l_mut_496_ = l_870_;
        double _e2029 = l_mut_500_;
        double l_871_ = (_e2029 + 1.0L);
        double _e2032 = l_mut_500_;
        double l_872_ = (l_871_ - _e2032);
        double l_873_ = (l_871_ - l_872_);
        double _e2035 = l_mut_500_;
        double l_874_ = (_e2035 - l_873_);
        double l_875_ = (1.0L - l_872_);
        double l_876_ = (l_874_ + l_875_);
        double _e2040 = l_mut_498_;
        double l_877_ = (_e2040 + l_876_);
        double _e2042 = l_mut_498_;
        double l_878_ = (l_877_ - _e2042);
        double l_879_ = (l_877_ - l_878_);
        double _e2045 = l_mut_498_;
        double l_880_ = (_e2045 - l_879_);
        double l_881_ = (l_876_ - l_878_);
        double l_882_ = (l_880_ + l_881_);
        double _e2049 = l_mut_497_;
        double l_883_ = (_e2049 + l_882_);
        double _e2051 = l_mut_497_;
        double l_884_ = (l_883_ - _e2051);
        double l_885_ = (l_883_ - l_884_);
        double _e2054 = l_mut_497_;
        double l_886_ = (_e2054 - l_885_);
        double l_887_ = (l_882_ - l_884_);
        double l_888_ = (l_886_ + l_887_);
        double _e2058 = l_mut_496_;
        double l_889_ = (_e2058 + l_888_);
        double _e2060 = l_mut_496_;
        double l_890_ = (l_889_ - _e2060);
        double l_891_ = (l_889_ - l_890_);
        double _e2063 = l_mut_496_;
        double l_892_ = (_e2063 - l_891_);
        double l_893_ = (l_888_ - l_890_);
        double l_894_ = (l_892_ + l_893_);
        double l_895_ = (l_889_ + l_894_);
        double l_896_ = (l_895_ - l_889_);
        double l_897_ = (l_894_ - l_896_);
        double l_898_ = (l_883_ + l_895_);
        double l_899_ = (l_898_ - l_883_);
        double l_900_ = (l_895_ - l_899_);
        double l_901_ = (l_877_ + l_898_);
        double l_902_ = (l_901_ - l_877_);
        double l_903_ = (l_898_ - l_902_);
        double l_904_ = (l_871_ + l_901_);
        double l_905_ = (l_904_ - l_871_);
        double l_906_ = (l_901_ - l_905_);
        l_mut_85_ = 0.0L;
        l_mut_84_ = 0.0L;
        l_mut_83_ = 0.0L;
        l_mut_82_ = 0.0L;
        l_mut_81_ = l_904_;
        l_mut_86_ = 0u;
        double _e2084 = l_mut_81_;
        double l_907_ = (_e2084 + l_906_);
        double _e2086 = l_mut_81_;
        double l_908_ = (l_907_ - _e2086);
        double l_909_ = (l_906_ - l_908_);
        uint _e2089 = l_mut_86_;
        bool l_910_ = (_e2089 < 3u);
        bool l_911_ = (l_909_ != 0.0L);
        if (l_910_) {
            local_76 = l_911_;
        } else {
            local_76 = false;
        }
        bool l_912_ = local_76;
        uint _e2098 = l_mut_86_;
        bool l_913_ = (_e2098 == 0u);
        if (l_912_) {
            local_77 = l_913_;
        } else {
            local_77 = false;
        }
        bool l_914_ = local_77;
        double _e2105 = l_mut_85_;
        double l_915_ = (l_914_ ? l_907_ : _e2105);
        l_mut_85_ = l_915_;
        uint _e2107 = l_mut_86_;
        bool l_916_ = (_e2107 == 1u);
        if (l_912_) {
            local_78 = l_916_;
        } else {
            local_78 = false;
        }
        bool l_917_ = local_78;
        double _e2114 = l_mut_84_;
        double l_918_ = (l_917_ ? l_907_ : _e2114);
        l_mut_84_ = l_918_;
        uint _e2116 = l_mut_86_;
        bool l_919_ = (_e2116 == 2u);
        if (l_912_) {
            local_79 = l_919_;
        } else {
            local_79 = false;
        }
        bool l_920_ = local_79;
        double _e2123 = l_mut_83_;
        double l_921_ = (l_920_ ? l_907_ : _e2123);
        l_mut_83_ = l_921_;
        double l_922_ = (l_912_ ? l_909_ : l_907_);
        double _e2126 = l_mut_81_;
        double l_923_ = (_e2126 + l_906_);
        double l_924_ = (l_910_ ? l_922_ : l_923_);
        l_mut_81_ = l_924_;
        uint l_925_ = uint(l_912_);
        uint _e2130 = l_mut_86_;
        l_mut_86_ = (_e2130 + l_925_);
        double _e2132 = l_mut_81_;
        double l_926_ = (_e2132 + l_903_);
        double _e2134 = l_mut_81_;
        double l_927_ = (l_926_ - _e2134);
        double l_928_ = (l_903_ - l_927_);
        uint _e2137 = l_mut_86_;
        bool l_929_ = (_e2137 < 3u);
        bool l_930_ = (l_928_ != 0.0L);
        if (l_929_) {
            local_80 = l_930_;
        } else {
            local_80 = false;
        }
        bool l_931_ = local_80;
        uint _e2146 = l_mut_86_;
        bool l_932_ = (_e2146 == 0u);
        if (l_931_) {
            local_81 = l_932_;
        } else {
            local_81 = false;
        }
        bool l_933_ = local_81;
        double _e2153 = l_mut_85_;
        double l_934_ = (l_933_ ? l_926_ : _e2153);
        l_mut_85_ = l_934_;
        uint _e2155 = l_mut_86_;
        bool l_935_ = (_e2155 == 1u);
        if (l_931_) {
            local_82 = l_935_;
        } else {
            local_82 = false;
        }
        bool l_936_ = local_82;
        double _e2162 = l_mut_84_;
        double l_937_ = (l_936_ ? l_926_ : _e2162);
        l_mut_84_ = l_937_;
        uint _e2164 = l_mut_86_;
        bool l_938_ = (_e2164 == 2u);
        if (l_931_) {
            local_83 = l_938_;
        } else {
            local_83 = false;
        }
        bool l_939_ = local_83;
        double _e2171 = l_mut_83_;
        double l_940_ = (l_939_ ? l_926_ : _e2171);
        l_mut_83_ = l_940_;
        double l_941_ = (l_931_ ? l_928_ : l_926_);
        double _e2174 = l_mut_81_;
        double l_942_ = (_e2174 + l_903_);
        double l_943_ = (l_929_ ? l_941_ : l_942_);
        l_mut_81_ = l_943_;
        uint l_944_ = uint(l_931_);
        uint _e2178 = l_mut_86_;
        l_mut_86_ = (_e2178 + l_944_);
        double _e2180 = l_mut_81_;
        double l_945_ = (_e2180 + l_900_);
        double _e2182 = l_mut_81_;
        double l_946_ = (l_945_ - _e2182);
        double l_947_ = (l_900_ - l_946_);
        uint _e2185 = l_mut_86_;
        bool l_948_ = (_e2185 < 3u);
        bool l_949_ = (l_947_ != 0.0L);
        if (l_948_) {
            local_84 = l_949_;
        } else {
            local_84 = false;
        }
        bool l_950_ = local_84;
        uint _e2194 = l_mut_86_;
        bool l_951_ = (_e2194 == 0u);
        if (l_950_) {
            local_85 = l_951_;
        } else {
            local_85 = false;
        }
        bool l_952_ = local_85;
        double _e2201 = l_mut_85_;
        double l_953_ = (l_952_ ? l_945_ : _e2201);
        l_mut_85_ = l_953_;
        uint _e2203 = l_mut_86_;
        bool l_954_ = (_e2203 == 1u);
        if (l_950_) {
            local_86 = l_954_;
        } else {
            local_86 = false;
        }
        bool l_955_ = local_86;
        double _e2210 = l_mut_84_;
        double l_956_ = (l_955_ ? l_945_ : _e2210);
        l_mut_84_ = l_956_;
        uint _e2212 = l_mut_86_;
        bool l_957_ = (_e2212 == 2u);
        if (l_950_) {
            local_87 = l_957_;
        } else {
            local_87 = false;
        }
        bool l_958_ = local_87;
        double _e2219 = l_mut_83_;
        double l_959_ = (l_958_ ? l_945_ : _e2219);
        l_mut_83_ = l_959_;
        double l_960_ = (l_950_ ? l_947_ : l_945_);
        double _e2222 = l_mut_81_;
        double l_961_ = (_e2222 + l_900_);
        double l_962_ = (l_948_ ? l_960_ : l_961_);
        l_mut_81_ = l_962_;
        uint l_963_ = uint(l_950_);
        uint _e2226 = l_mut_86_;
        l_mut_86_ = (_e2226 + l_963_);
        double _e2228 = l_mut_81_;
        double l_964_ = (_e2228 + l_897_);
        double _e2230 = l_mut_81_;
        double l_965_ = (l_964_ - _e2230);
        double l_966_ = (l_897_ - l_965_);
        uint _e2233 = l_mut_86_;
        bool l_967_ = (_e2233 < 3u);
        bool l_968_ = (l_966_ != 0.0L);
        if (l_967_) {
            local_88 = l_968_;
        } else {
            local_88 = false;
        }
        bool l_969_ = local_88;
        uint _e2242 = l_mut_86_;
        bool l_970_ = (_e2242 == 0u);
        if (l_969_) {
            local_89 = l_970_;
        } else {
            local_89 = false;
        }
        bool l_971_ = local_89;
        double _e2249 = l_mut_85_;
        double l_972_ = (l_971_ ? l_964_ : _e2249);
        l_mut_85_ = l_972_;
        uint _e2251 = l_mut_86_;
        bool l_973_ = (_e2251 == 1u);
        if (l_969_) {
            local_90 = l_973_;
        } else {
            local_90 = false;
        }
        bool l_974_ = local_90;
        double _e2258 = l_mut_84_;
        double l_975_ = (l_974_ ? l_964_ : _e2258);
        l_mut_84_ = l_975_;
        uint _e2260 = l_mut_86_;
        bool l_976_ = (_e2260 == 2u);
        if (l_969_) {
            local_91 = l_976_;
        } else {
            local_91 = false;
        }
        bool l_977_ = local_91;
        double _e2267 = l_mut_83_;
        double l_978_ = (l_977_ ? l_964_ : _e2267);
        l_mut_83_ = l_978_;
        double l_979_ = (l_969_ ? l_966_ : l_964_);
        double _e2270 = l_mut_81_;
        double l_980_ = (_e2270 + l_897_);
        double l_981_ = (l_967_ ? l_979_ : l_980_);
        l_mut_81_ = l_981_;
        uint l_982_ = uint(l_969_);
        uint _e2274 = l_mut_86_;
        l_mut_86_ = (_e2274 + l_982_);
        uint _e2276 = l_mut_86_;
        bool l_983_ = (_e2276 == 0u);
        double _e2279 = l_mut_85_;
        double _e2280 = l_mut_81_;
        double l_984_ = (l_983_ ? _e2280 : _e2279);
        l_mut_85_ = l_984_;
        uint _e2282 = l_mut_86_;
        bool l_985_ = (_e2282 == 1u);
        double _e2285 = l_mut_84_;
        double _e2286 = l_mut_81_;
        double l_986_ = (l_985_ ? _e2286 : _e2285);
        l_mut_84_ = l_986_;
        uint _e2288 = l_mut_86_;
        bool l_987_ = (_e2288 == 2u);
        double _e2291 = l_mut_83_;
        double _e2292 = l_mut_81_;
        double l_988_ = (l_987_ ? _e2292 : _e2291);
        l_mut_83_ = l_988_;
        uint _e2294 = l_mut_86_;
        bool l_989_ = (_e2294 == 3u);
        double _e2297 = l_mut_82_;
        double _e2298 = l_mut_81_;
        double l_990_ = (l_989_ ? _e2298 : _e2297);
        l_mut_82_ = l_990_;
        double _e2300 = l_mut_85_;
        double l_991_ = (_e2300 * l_171_);
        double l_992_ = -(l_991_);
        double _e2303 = l_mut_85_;
        double l_993_ = mad(_e2303, l_171_, l_992_);
        double _e2305 = l_mut_85_;
        double l_994_ = (_e2305 * l_172_);
        double l_995_ = -(l_994_);
        double _e2308 = l_mut_85_;
        double l_996_ = mad(_e2308, l_172_, l_995_);
        double _e2310 = l_mut_84_;
        double l_997_ = (_e2310 * l_171_);
        double l_998_ = -(l_997_);
        double _e2313 = l_mut_84_;
        double l_999_ = mad(_e2313, l_171_, l_998_);
        double _e2315 = l_mut_85_;
        double l_1000_ = (_e2315 * l_173_);
        double l_1001_ = -(l_1000_);
        double _e2318 = l_mut_85_;
        double l_1002_ = mad(_e2318, l_173_, l_1001_);
        double _e2320 = l_mut_84_;
        double l_1003_ = (_e2320 * l_172_);
        double l_1004_ = -(l_1003_);
        double _e2323 = l_mut_84_;
        double l_1005_ = mad(_e2323, l_172_, l_1004_);
        double _e2325 = l_mut_83_;
        double l_1006_ = (_e2325 * l_171_);
        double l_1007_ = -(l_1006_);
        double _e2328 = l_mut_83_;
        double l_1008_ = mad(_e2328, l_171_, l_1007_);
        double l_1009_ = (l_994_ + l_997_);
        double l_1010_ = (l_1009_ - l_994_);
        double l_1011_ = (l_1009_ - l_1010_);
        double l_1012_ = (l_994_ - l_1011_);
        double l_1013_ = (l_997_ - l_1010_);
        double l_1014_ = (l_1012_ + l_1013_);
        double l_1015_ = (l_993_ + l_1009_);
        double l_1016_ = (l_1015_ - l_993_);
        double l_1017_ = (l_1015_ - l_1016_);
        double l_1018_ = (l_993_ - l_1017_);
        double l_1019_ = (l_1009_ - l_1016_);
        double l_1020_ = (l_1018_ + l_1019_);
        double l_1021_ = (l_1014_ + l_1020_);
        double l_1022_ = (l_1021_ - l_1014_);
        double l_1023_ = (l_1021_ - l_1022_);
        double l_1024_ = (l_1014_ - l_1023_);
        double l_1025_ = (l_1020_ - l_1022_);
        double l_1026_ = (l_1024_ + l_1025_);
        double l_1027_ = (l_1021_ + l_996_);
        double l_1028_ = (l_1027_ - l_1021_);
        double l_1029_ = (l_1027_ - l_1028_);
        double l_1030_ = (l_1021_ - l_1029_);
        double l_1031_ = (l_996_ - l_1028_);
        double l_1032_ = (l_1030_ + l_1031_);
        double l_1033_ = (l_999_ + l_1027_);
        double l_1034_ = (l_1033_ - l_999_);
        double l_1035_ = (l_1033_ - l_1034_);
        double l_1036_ = (l_999_ - l_1035_);
        double l_1037_ = (l_1027_ - l_1034_);
        double l_1038_ = (l_1036_ + l_1037_);
        double l_1039_ = (l_1032_ + l_1038_);
        double l_1040_ = (l_1039_ - l_1032_);
        double l_1041_ = (l_1039_ - l_1040_);
        double l_1042_ = (l_1032_ - l_1041_);
        double l_1043_ = (l_1038_ - l_1040_);
        double l_1044_ = (l_1042_ + l_1043_);
        double l_1045_ = (l_1000_ + l_1003_);
        double l_1046_ = (l_1045_ - l_1000_);
        double l_1047_ = (l_1045_ - l_1046_);
        double l_1048_ = (l_1000_ - l_1047_);
        double l_1049_ = (l_1003_ - l_1046_);
        double l_1050_ = (l_1048_ + l_1049_);
        double l_1051_ = (l_1006_ + l_1045_);
        double l_1052_ = (l_1051_ - l_1006_);
        double l_1053_ = (l_1051_ - l_1052_);
        double l_1054_ = (l_1006_ - l_1053_);
        double l_1055_ = (l_1045_ - l_1052_);
        double l_1056_ = (l_1054_ + l_1055_);
        double l_1057_ = (l_1050_ + l_1056_);
        double l_1058_ = (l_1057_ - l_1050_);
        double l_1059_ = (l_1057_ - l_1058_);
        double l_1060_ = (l_1050_ - l_1059_);
        double l_1061_ = (l_1056_ - l_1058_);
        double l_1062_ = (l_1060_ + l_1061_);
        double l_1063_ = (l_1033_ + l_1051_);
        double l_1064_ = (l_1063_ - l_1033_);
        double l_1065_ = (l_1063_ - l_1064_);
        double l_1066_ = (l_1033_ - l_1065_);
        double l_1067_ = (l_1051_ - l_1064_);
        double l_1068_ = (l_1066_ + l_1067_);
        double l_1069_ = (l_1039_ + l_1057_);
        double l_1070_ = (l_1069_ - l_1039_);
        double l_1071_ = (l_1069_ - l_1070_);
        double l_1072_ = (l_1039_ - l_1071_);
        double l_1073_ = (l_1057_ - l_1070_);
        double l_1074_ = (l_1072_ + l_1073_);
        double l_1075_ = (l_1069_ + l_1068_);
        double l_1076_ = (l_1075_ - l_1069_);
        double l_1077_ = (l_1075_ - l_1076_);
        double l_1078_ = (l_1069_ - l_1077_);
        double l_1079_ = (l_1068_ - l_1076_);
        double l_1080_ = (l_1078_ + l_1079_);
        double l_1081_ = (l_1044_ + l_1062_);
        double l_1082_ = (l_1080_ + l_1074_);
        double l_1083_ = (l_1081_ + l_1082_);
        double _e2405 = l_mut_85_;
        double l_1084_ = (_e2405 * l_174_);
        double _e2407 = l_mut_84_;
        double l_1085_ = (_e2407 * l_173_);
        double l_1086_ = (l_1084_ + l_1085_);
        double _e2410 = l_mut_83_;
        double l_1087_ = (_e2410 * l_172_);
        double _e2412 = l_mut_82_;
        double l_1088_ = (_e2412 * l_171_);
        double l_1089_ = (l_1087_ + l_1088_);
        double l_1090_ = (l_1086_ + l_1089_);
        double l_1091_ = (l_1026_ + l_1002_);
        double l_1092_ = (l_1005_ + l_1008_);
        double l_1093_ = (l_1091_ + l_1092_);
        double l_1094_ = (l_1090_ + l_1093_);
        double l_1095_ = (l_1075_ + l_1094_);
        double l_1096_ = (l_1095_ + l_1083_);
        double l_1097_ = (l_1096_ - l_1095_);
        double l_1098_ = (l_1083_ - l_1097_);
        double l_1099_ = (l_1063_ + l_1096_);
        double l_1100_ = (l_1099_ - l_1063_);
        double l_1101_ = (l_1096_ - l_1100_);
        double l_1102_ = (l_1015_ + l_1099_);
        double l_1103_ = (l_1102_ - l_1015_);
        double l_1104_ = (l_1099_ - l_1103_);
        double l_1105_ = (l_991_ + l_1102_);
        double l_1106_ = (l_1105_ - l_991_);
        double l_1107_ = (l_1102_ - l_1106_);
        l_mut_500_ = 0.0L;
        l_mut_498_ = 0.0L;
        l_mut_497_ = 0.0L;
        l_mut_496_ = 0.0L;
        l_mut_81_ = l_1105_;
        l_mut_86_ = 0u;
        double _e2438 = l_mut_81_;
        double l_1108_ = (_e2438 + l_1107_);
        double _e2440 = l_mut_81_;
        double l_1109_ = (l_1108_ - _e2440);
        double l_1110_ = (l_1107_ - l_1109_);
        uint _e2443 = l_mut_86_;
        bool l_1111_ = (_e2443 < 3u);
        bool l_1112_ = (l_1110_ != 0.0L);
        if (l_1111_) {
            local_92 = l_1112_;
        } else {
            local_92 = false;
        }
        bool l_1113_ = local_92;
        uint _e2452 = l_mut_86_;
        bool l_1114_ = (_e2452 == 0u);
        if (l_1113_) {
            local_93 = l_1114_;
        } else {
            local_93 = false;
        }
        bool l_1115_ = local_93;
        double _e2459 = l_mut_500_;
        double l_1116_ = (l_1115_ ? l_1108_ : _e2459);
        l_mut_500_ = l_1116_;
        uint _e2461 = l_mut_86_;
        bool l_1117_ = (_e2461 == 1u);
        if (l_1113_) {
            local_94 = l_1117_;
        } else {
            local_94 = false;
        }
        bool l_1118_ = local_94;
        double _e2468 = l_mut_498_;
        double l_1119_ = (l_1118_ ? l_1108_ : _e2468);
        l_mut_498_ = l_1119_;
        uint _e2470 = l_mut_86_;
        bool l_1120_ = (_e2470 == 2u);
        if (l_1113_) {
            local_95 = l_1120_;
        } else {
            local_95 = false;
        }
        bool l_1121_ = local_95;
        double _e2477 = l_mut_497_;
        double l_1122_ = (l_1121_ ? l_1108_ : _e2477);
        l_mut_497_ = l_1122_;
        double l_1123_ = (l_1113_ ? l_1110_ : l_1108_);
        double _e2480 = l_mut_81_;
        double l_1124_ = (_e2480 + l_1107_);
        double l_1125_ = (l_1111_ ? l_1123_ : l_1124_);
        l_mut_81_ = l_1125_;
        uint l_1126_ = uint(l_1113_);
        uint _e2484 = l_mut_86_;
        l_mut_86_ = (_e2484 + l_1126_);
        double _e2486 = l_mut_81_;
        double l_1127_ = (_e2486 + l_1104_);
        double _e2488 = l_mut_81_;
        double l_1128_ = (l_1127_ - _e2488);
        double l_1129_ = (l_1104_ - l_1128_);
        uint _e2491 = l_mut_86_;
        bool l_1130_ = (_e2491 < 3u);
        bool l_1131_ = (l_1129_ != 0.0L);
        if (l_1130_) {
            local_96 = l_1131_;
        } else {
            local_96 = false;
        }
        bool l_1132_ = local_96;
        uint _e2500 = l_mut_86_;
        bool l_1133_ = (_e2500 == 0u);
        if (l_1132_) {
            local_97 = l_1133_;
        } else {
            local_97 = false;
        }
        bool l_1134_ = local_97;
        double _e2507 = l_mut_500_;
        double l_1135_ = (l_1134_ ? l_1127_ : _e2507);
        l_mut_500_ = l_1135_;
        uint _e2509 = l_mut_86_;
        bool l_1136_ = (_e2509 == 1u);
        if (l_1132_) {
            local_98 = l_1136_;
        } else {
            local_98 = false;
        }
        bool l_1137_ = local_98;
        double _e2516 = l_mut_498_;
        double l_1138_ = (l_1137_ ? l_1127_ : _e2516);
        l_mut_498_ = l_1138_;
        uint _e2518 = l_mut_86_;
        bool l_1139_ = (_e2518 == 2u);
        if (l_1132_) {
            local_99 = l_1139_;
        } else {
            local_99 = false;
        }
        bool l_1140_ = local_99;
        double _e2525 = l_mut_497_;
        double l_1141_ = (l_1140_ ? l_1127_ : _e2525);
        l_mut_497_ = l_1141_;
        double l_1142_ = (l_1132_ ? l_1129_ : l_1127_);
        double _e2528 = l_mut_81_;
        double l_1143_ = (_e2528 + l_1104_);
        double l_1144_ = (l_1130_ ? l_1142_ : l_1143_);
        l_mut_81_ = l_1144_;
        uint l_1145_ = uint(l_1132_);
        uint _e2532 = l_mut_86_;
        l_mut_86_ = (_e2532 + l_1145_);
        double _e2534 = l_mut_81_;
        double l_1146_ = (_e2534 + l_1101_);
        double _e2536 = l_mut_81_;
        double l_1147_ = (l_1146_ - _e2536);
        double l_1148_ = (l_1101_ - l_1147_);
        uint _e2539 = l_mut_86_;
        bool l_1149_ = (_e2539 < 3u);
        bool l_1150_ = (l_1148_ != 0.0L);
        if (l_1149_) {
            local_100 = l_1150_;
        } else {
            local_100 = false;
        }
        bool l_1151_ = local_100;
        uint _e2548 = l_mut_86_;
        bool l_1152_ = (_e2548 == 0u);
        if (l_1151_) {
            local_101 = l_1152_;
        } else {
            local_101 = false;
        }
        bool l_1153_ = local_101;
        double _e2555 = l_mut_500_;
        double l_1154_ = (l_1153_ ? l_1146_ : _e2555);
        l_mut_500_ = l_1154_;
        uint _e2557 = l_mut_86_;
        bool l_1155_ = (_e2557 == 1u);
        if (l_1151_) {
            local_102 = l_1155_;
        } else {
            local_102 = false;
        }
        bool l_1156_ = local_102;
        double _e2564 = l_mut_498_;
        double l_1157_ = (l_1156_ ? l_1146_ : _e2564);
        l_mut_498_ = l_1157_;
        uint _e2566 = l_mut_86_;
        bool l_1158_ = (_e2566 == 2u);
        if (l_1151_) {
            local_103 = l_1158_;
        } else {
            local_103 = false;
        }
        bool l_1159_ = local_103;
        double _e2573 = l_mut_497_;
        double l_1160_ = (l_1159_ ? l_1146_ : _e2573);
        l_mut_497_ = l_1160_;
        double l_1161_ = (l_1151_ ? l_1148_ : l_1146_);
        double _e2576 = l_mut_81_;
        double l_1162_ = (_e2576 + l_1101_);
        double l_1163_ = (l_1149_ ? l_1161_ : l_1162_);
        l_mut_81_ = l_1163_;
        uint l_1164_ = uint(l_1151_);
        uint _e2580 = l_mut_86_;
        l_mut_86_ = (_e2580 + l_1164_);
        double _e2582 = l_mut_81_;
        double l_1165_ = (_e2582 + l_1098_);
        double _e2584 = l_mut_81_;
        double l_1166_ = (l_1165_ - _e2584);
        double l_1167_ = (l_1098_ - l_1166_);
        uint _e2587 = l_mut_86_;
        bool l_1168_ = (_e2587 < 3u);
        bool l_1169_ = (l_1167_ != 0.0L);
        if (l_1168_) {
            local_104 = l_1169_;
        } else {
            local_104 = false;
        }
        bool l_1170_ = local_104;
        uint _e2596 = l_mut_86_;
        bool l_1171_ = (_e2596 == 0u);
        if (l_1170_) {
            local_105 = l_1171_;
        } else {
            local_105 = false;
        }
        bool l_1172_ = local_105;
        double _e2603 = l_mut_500_;
        double l_1173_ = (l_1172_ ? l_1165_ : _e2603);
        l_mut_500_ = l_1173_;
        uint _e2605 = l_mut_86_;
        bool l_1174_ = (_e2605 == 1u);
        if (l_1170_) {
            local_106 = l_1174_;
        } else {
            local_106 = false;
        }
        bool l_1175_ = local_106;
        double _e2612 = l_mut_498_;
        double l_1176_ = (l_1175_ ? l_1165_ : _e2612);
        l_mut_498_ = l_1176_;
        uint _e2614 = l_mut_86_;
        bool l_1177_ = (_e2614 == 2u);
        if (l_1170_) {
            local_107 = l_1177_;
        } else {
            local_107 = false;
        }
        bool l_1178_ = local_107;
        double _e2621 = l_mut_497_;
        double l_1179_ = (l_1178_ ? l_1165_ : _e2621);
        l_mut_497_ = l_1179_;
        double l_1180_ = (l_1170_ ? l_1167_ : l_1165_);
        double _e2624 = l_mut_81_;
        double l_1181_ = (_e2624 + l_1098_);
        double l_1182_ = (l_1168_ ? l_1180_ : l_1181_);
        l_mut_81_ = l_1182_;
        uint l_1183_ = uint(l_1170_);
        uint _e2628 = l_mut_86_;
        l_mut_86_ = (_e2628 + l_1183_);
        uint _e2630 = l_mut_86_;
        bool l_1184_ = (_e2630 == 0u);
        double _e2633 = l_mut_500_;
        double _e2634 = l_mut_81_;
        double l_1185_ = (l_1184_ ? _e2634 : _e2633);
        l_mut_500_ = l_1185_;
        uint _e2636 = l_mut_86_;
        bool l_1186_ = (_e2636 == 1u);
        double _e2639 = l_mut_498_;
        double _e2640 = l_mut_81_;
        double l_1187_ = (l_1186_ ? _e2640 : _e2639);
        l_mut_498_ = l_1187_;
        uint _e2642 = l_mut_86_;
        bool l_1188_ = (_e2642 == 2u);
        double _e2645 = l_mut_497_;
        double _e2646 = l_mut_81_;
        double l_1189_ = (l_1188_ ? _e2646 : _e2645);
        l_mut_497_ = l_1189_;
        uint _e2648 = l_mut_86_;
        bool l_1190_ = (_e2648 == 3u);
        double _e2651 = l_mut_496_;
        double _e2652 = l_mut_81_;
        double l_1191_ = (l_1190_ ? _e2652 : _e2651);
        l_mut_496_ = l_1191_;
        double _e2654 = l_mut_500_;
        l_mut_85_ = _e2654;
        double _e2655 = l_mut_498_;
        l_mut_84_ = _e2655;
        double _e2656 = l_mut_497_;
        l_mut_83_ = _e2656;
        double _e2657 = l_mut_496_;
        l_mut_82_ = _e2657;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e3633 = l_mut_1192_;
                l_mut_1192_ = (_e3633 + 1u);
            }
            loop_init_2 = false;
            uint _e2660 = l_mut_1192_;
            if ((_e2660 < 8u)) {
            } else {
                break;
            }
            {
                double _e2663 = l_mut_85_;
                double l_1193_ = (_e2663 * 2.0L);
                double _e2666 = l_mut_84_;
                double l_1194_ = (_e2666 * 2.0L);
                double _e2669 = l_mut_83_;
                double l_1195_ = (_e2669 * 2.0L);
                double _e2672 = l_mut_82_;
                double l_1196_ = (_e2672 * 2.0L);
                double _e2675 = l_mut_85_;
                double _e2676 = l_mut_85_;
                double l_1197_ = (_e2675 * _e2676);
                double l_1198_ = -(l_1197_);
                double _e2679 = l_mut_85_;
                double _e2680 = l_mut_85_;
                double l_1199_ = mad(_e2679, _e2680, l_1198_);
                double _e2682 = l_mut_85_;
                double _e2683 = l_mut_84_;
                double l_1200_ = (_e2682 * _e2683);
                double l_1201_ = -(l_1200_);
                double _e2686 = l_mut_85_;
                double _e2687 = l_mut_84_;
                double l_1202_ = mad(_e2686, _e2687, l_1201_);
                double _e2689 = l_mut_84_;
                double _e2690 = l_mut_85_;
                double l_1203_ = (_e2689 * _e2690);
                double l_1204_ = -(l_1203_);
                double _e2693 = l_mut_84_;
                double _e2694 = l_mut_85_;
                double l_1205_ = mad(_e2693, _e2694, l_1204_);
                double _e2696 = l_mut_85_;
                double _e2697 = l_mut_83_;
                double l_1206_ = (_e2696 * _e2697);
                double l_1207_ = -(l_1206_);
                double _e2700 = l_mut_85_;
                double _e2701 = l_mut_83_;
                double l_1208_ = mad(_e2700, _e2701, l_1207_);
                double _e2703 = l_mut_84_;
                double _e2704 = l_mut_84_;
                double l_1209_ = (_e2703 * _e2704);
                double l_1210_ = -(l_1209_);
                double _e2707 = l_mut_84_;
                double _e2708 = l_mut_84_;
                double l_1211_ = mad(_e2707, _e2708, l_1210_);
                double _e2710 = l_mut_83_;
                double _e2711 = l_mut_85_;
                double l_1212_ = (_e2710 * _e2711);
                double l_1213_ = -(l_1212_);
                double _e2714 = l_mut_83_;
                double _e2715 = l_mut_85_;
                double l_1214_ = mad(_e2714, _e2715, l_1213_);
                double l_1215_ = (l_1200_ + l_1203_);
                double l_1216_ = (l_1215_ - l_1200_);
                double l_1217_ = (l_1215_ - l_1216_);
                double l_1218_ = (l_1200_ - l_1217_);
                double l_1219_ = (l_1203_ - l_1216_);
                double l_1220_ = (l_1218_ + l_1219_);
                double l_1221_ = (l_1199_ + l_1215_);
                double l_1222_ = (l_1221_ - l_1199_);
                double l_1223_ = (l_1221_ - l_1222_);
                double l_1224_ = (l_1199_ - l_1223_);
                double l_1225_ = (l_1215_ - l_1222_);
                double l_1226_ = (l_1224_ + l_1225_);
                double l_1227_ = (l_1220_ + l_1226_);
                double l_1228_ = (l_1227_ - l_1220_);
                double l_1229_ = (l_1227_ - l_1228_);
                double l_1230_ = (l_1220_ - l_1229_);
                double l_1231_ = (l_1226_ - l_1228_);
                double l_1232_ = (l_1230_ + l_1231_);
                double l_1233_ = (l_1227_ + l_1202_);
                double l_1234_ = (l_1233_ - l_1227_);
                double l_1235_ = (l_1233_ - l_1234_);
                double l_1236_ = (l_1227_ - l_1235_);
                double l_1237_ = (l_1202_ - l_1234_);
                double l_1238_ = (l_1236_ + l_1237_);
                double l_1239_ = (l_1205_ + l_1233_);
                double l_1240_ = (l_1239_ - l_1205_);
                double l_1241_ = (l_1239_ - l_1240_);
                double l_1242_ = (l_1205_ - l_1241_);
                double l_1243_ = (l_1233_ - l_1240_);
                double l_1244_ = (l_1242_ + l_1243_);
                double l_1245_ = (l_1238_ + l_1244_);
                double l_1246_ = (l_1245_ - l_1238_);
                double l_1247_ = (l_1245_ - l_1246_);
                double l_1248_ = (l_1238_ - l_1247_);
                double l_1249_ = (l_1244_ - l_1246_);
                double l_1250_ = (l_1248_ + l_1249_);
                double l_1251_ = (l_1206_ + l_1209_);
                double l_1252_ = (l_1251_ - l_1206_);
                double l_1253_ = (l_1251_ - l_1252_);
                double l_1254_ = (l_1206_ - l_1253_);
                double l_1255_ = (l_1209_ - l_1252_);
                double l_1256_ = (l_1254_ + l_1255_);
                double l_1257_ = (l_1212_ + l_1251_);
                double l_1258_ = (l_1257_ - l_1212_);
                double l_1259_ = (l_1257_ - l_1258_);
                double l_1260_ = (l_1212_ - l_1259_);
                double l_1261_ = (l_1251_ - l_1258_);
                double l_1262_ = (l_1260_ + l_1261_);
                double l_1263_ = (l_1256_ + l_1262_);
                double l_1264_ = (l_1263_ - l_1256_);
                double l_1265_ = (l_1263_ - l_1264_);
                double l_1266_ = (l_1256_ - l_1265_);
                double l_1267_ = (l_1262_ - l_1264_);
                double l_1268_ = (l_1266_ + l_1267_);
                double l_1269_ = (l_1239_ + l_1257_);
                double l_1270_ = (l_1269_ - l_1239_);
                double l_1271_ = (l_1269_ - l_1270_);
                double l_1272_ = (l_1239_ - l_1271_);
                double l_1273_ = (l_1257_ - l_1270_);
                double l_1274_ = (l_1272_ + l_1273_);
                double l_1275_ = (l_1245_ + l_1263_);
                double l_1276_ = (l_1275_ - l_1245_);
                double l_1277_ = (l_1275_ - l_1276_);
                double l_1278_ = (l_1245_ - l_1277_);
                double l_1279_ = (l_1263_ - l_1276_);
                double l_1280_ = (l_1278_ + l_1279_);
                double l_1281_ = (l_1275_ + l_1274_);
                double l_1282_ = (l_1281_ - l_1275_);
                double l_1283_ = (l_1281_ - l_1282_);
                double l_1284_ = (l_1275_ - l_1283_);
                double l_1285_ = (l_1274_ - l_1282_);
                double l_1286_ = (l_1284_ + l_1285_);
                double l_1287_ = (l_1250_ + l_1268_);
                double l_1288_ = (l_1286_ + l_1280_);
                double l_1289_ = (l_1287_ + l_1288_);
                double _e2792 = l_mut_85_;
                double _e2793 = l_mut_82_;
                double l_1290_ = (_e2792 * _e2793);
                double _e2795 = l_mut_84_;
                double _e2796 = l_mut_83_;
                double l_1291_ = (_e2795 * _e2796);
                double l_1292_ = (l_1290_ + l_1291_);
                double _e2799 = l_mut_83_;
                double _e2800 = l_mut_84_;
                double l_1293_ = (_e2799 * _e2800);
                double _e2802 = l_mut_82_;
                double _e2803 = l_mut_85_;
                double l_1294_ = (_e2802 * _e2803);
                double l_1295_ = (l_1293_ + l_1294_);
                double l_1296_ = (l_1292_ + l_1295_);
                double l_1297_ = (l_1232_ + l_1208_);
                double l_1298_ = (l_1211_ + l_1214_);
                double l_1299_ = (l_1297_ + l_1298_);
                double l_1300_ = (l_1296_ + l_1299_);
                double l_1301_ = (l_1281_ + l_1300_);
                double l_1302_ = (l_1301_ + l_1289_);
                double l_1303_ = (l_1302_ - l_1301_);
                double l_1304_ = (l_1289_ - l_1303_);
                double l_1305_ = (l_1269_ + l_1302_);
                double l_1306_ = (l_1305_ - l_1269_);
                double l_1307_ = (l_1302_ - l_1306_);
                double l_1308_ = (l_1221_ + l_1305_);
                double l_1309_ = (l_1308_ - l_1221_);
                double l_1310_ = (l_1305_ - l_1309_);
                double l_1311_ = (l_1197_ + l_1308_);
                double l_1312_ = (l_1311_ - l_1197_);
                double l_1313_ = (l_1308_ - l_1312_);
                l_mut_81_ = 0.0L;
                l_mut_39_ = 0.0L;
                l_mut_38_ = 0.0L;
                l_mut_37_ = 0.0L;
                l_mut_36_ = l_1311_;
                l_mut_86_ = 0u;
                double _e2829 = l_mut_36_;
                double l_1314_ = (_e2829 + l_1313_);
                double _e2831 = l_mut_36_;
                double l_1315_ = (l_1314_ - _e2831);
                double l_1316_ = (l_1313_ - l_1315_);
                uint _e2834 = l_mut_86_;
                bool l_1317_ = (_e2834 < 3u);
                bool l_1318_ = (l_1316_ != 0.0L);
                if (l_1317_) {
                    local_108 = l_1318_;
                } else {
                    local_108 = false;
                }
                bool l_1319_ = local_108;
                uint _e2843 = l_mut_86_;
                bool l_1320_ = (_e2843 == 0u);
                if (l_1319_) {
                    local_109 = l_1320_;
                } else {
                    local_109 = false;
                }
                bool l_1321_ = local_109;
                double _e2850 = l_mut_81_;
                double l_1322_ = (l_1321_ ? l_1314_ : _e2850);
                l_mut_81_ = l_1322_;
                uint _e2852 = l_mut_86_;
                bool l_1323_ = (_e2852 == 1u);
                if (l_1319_) {
                    local_110 = l_1323_;
                } else {
                    local_110 = false;
                }
                bool l_1324_ = local_110;
                double _e2859 = l_mut_39_;
                double l_1325_ = (l_1324_ ? l_1314_ : _e2859);
                l_mut_39_ = l_1325_;
                uint _e2861 = l_mut_86_;
                bool l_1326_ = (_e2861 == 2u);
                if (l_1319_) {
                    local_111 = l_1326_;
                } else {
                    local_111 = false;
                }
                bool l_1327_ = local_111;
                double _e2868 = l_mut_38_;
                double l_1328_ = (l_1327_ ? l_1314_ : _e2868);
                l_mut_38_ = l_1328_;
                double l_1329_ = (l_1319_ ? l_1316_ : l_1314_);
                double _e2871 = l_mut_36_;
                double l_1330_ = (_e2871 + l_1313_);
                double l_1331_ = (l_1317_ ? l_1329_ : l_1330_);
                l_mut_36_ = l_1331_;
                uint l_1332_ = uint(l_1319_);
                uint _e2875 = l_mut_86_;
                l_mut_86_ = (_e2875 + l_1332_);
                double _e2877 = l_mut_36_;
                double l_1333_ = (_e2877 + l_1310_);
                double _e2879 = l_mut_36_;
                double l_1334_ = (l_1333_ - _e2879);
                double l_1335_ = (l_1310_ - l_1334_);
                uint _e2882 = l_mut_86_;
                bool l_1336_ = (_e2882 < 3u);
                bool l_1337_ = (l_1335_ != 0.0L);
                if (l_1336_) {
                    local_112 = l_1337_;
                } else {
                    local_112 = false;
                }
                bool l_1338_ = local_112;
                uint _e2891 = l_mut_86_;
                bool l_1339_ = (_e2891 == 0u);
                if (l_1338_) {
                    local_113 = l_1339_;
                } else {
                    local_113 = false;
                }
                bool l_1340_ = local_113;
                double _e2898 = l_mut_81_;
                double l_1341_ = (l_1340_ ? l_1333_ : _e2898);
                l_mut_81_ = l_1341_;
                uint _e2900 = l_mut_86_;
                bool l_1342_ = (_e2900 == 1u);
                if (l_1338_) {
                    local_114 = l_1342_;
                } else {
                    local_114 = false;
                }
                bool l_1343_ = local_114;
                double _e2907 = l_mut_39_;
                double l_1344_ = (l_1343_ ? l_1333_ : _e2907);
                l_mut_39_ = l_1344_;
                uint _e2909 = l_mut_86_;
                bool l_1345_ = (_e2909 == 2u);
                if (l_1338_) {
                    local_115 = l_1345_;
                } else {
                    local_115 = false;
                }
                bool l_1346_ = local_115;
                double _e2916 = l_mut_38_;
                double l_1347_ = (l_1346_ ? l_1333_ : _e2916);
                l_mut_38_ = l_1347_;
                double l_1348_ = (l_1338_ ? l_1335_ : l_1333_);
                double _e2919 = l_mut_36_;
                double l_1349_ = (_e2919 + l_1310_);
                double l_1350_ = (l_1336_ ? l_1348_ : l_1349_);
                l_mut_36_ = l_1350_;
                uint l_1351_ = uint(l_1338_);
                uint _e2923 = l_mut_86_;
                l_mut_86_ = (_e2923 + l_1351_);
                double _e2925 = l_mut_36_;
                double l_1352_ = (_e2925 + l_1307_);
                double _e2927 = l_mut_36_;
                double l_1353_ = (l_1352_ - _e2927);
                double l_1354_ = (l_1307_ - l_1353_);
                uint _e2930 = l_mut_86_;
                bool l_1355_ = (_e2930 < 3u);
                bool l_1356_ = (l_1354_ != 0.0L);
                if (l_1355_) {
                    local_116 = l_1356_;
                } else {
                    local_116 = false;
                }
                bool l_1357_ = local_116;
                uint _e2939 = l_mut_86_;
                bool l_1358_ = (_e2939 == 0u);
                if (l_1357_) {
                    local_117 = l_1358_;
                } else {
                    local_117 = false;
                }
                bool l_1359_ = local_117;
                double _e2946 = l_mut_81_;
                double l_1360_ = (l_1359_ ? l_1352_ : _e2946);
                l_mut_81_ = l_1360_;
                uint _e2948 = l_mut_86_;
                bool l_1361_ = (_e2948 == 1u);
                if (l_1357_) {
                    local_118 = l_1361_;
                } else {
                    local_118 = false;
                }
                bool l_1362_ = local_118;
                double _e2955 = l_mut_39_;
                double l_1363_ = (l_1362_ ? l_1352_ : _e2955);
                l_mut_39_ = l_1363_;
                uint _e2957 = l_mut_86_;
                bool l_1364_ = (_e2957 == 2u);
                if (l_1357_) {
                    local_119 = l_1364_;
                } else {
                    local_119 = false;
                }
                bool l_1365_ = local_119;
                double _e2964 = l_mut_38_;
                double l_1366_ = (l_1365_ ? l_1352_ : _e2964);
                l_mut_38_ = l_1366_;
                double l_1367_ = (l_1357_ ? l_1354_ : l_1352_);
                double _e2967 = l_mut_36_;
                double l_1368_ = (_e2967 + l_1307_);
                double l_1369_ = (l_1355_ ? l_1367_ : l_1368_);
                l_mut_36_ = l_1369_;
                uint l_1370_ = uint(l_1357_);
                uint _e2971 = l_mut_86_;
                l_mut_86_ = (_e2971 + l_1370_);
                double _e2973 = l_mut_36_;
                double l_1371_ = (_e2973 + l_1304_);
                double _e2975 = l_mut_36_;
                double l_1372_ = (l_1371_ - _e2975);
                double l_1373_ = (l_1304_ - l_1372_);
                uint _e2978 = l_mut_86_;
                bool l_1374_ = (_e2978 < 3u);
                bool l_1375_ = (l_1373_ != 0.0L);
                if (l_1374_) {
                    local_120 = l_1375_;
                } else {
                    local_120 = false;
                }
                bool l_1376_ = local_120;
                uint _e2987 = l_mut_86_;
                bool l_1377_ = (_e2987 == 0u);
                if (l_1376_) {
                    local_121 = l_1377_;
                } else {
                    local_121 = false;
                }
                bool l_1378_ = local_121;
                double _e2994 = l_mut_81_;
                double l_1379_ = (l_1378_ ? l_1371_ : _e2994);
                l_mut_81_ = l_1379_;
                uint _e2996 = l_mut_86_;
                bool l_1380_ = (_e2996 == 1u);
                if (l_1376_) {
                    local_122 = l_1380_;
                } else {
                    local_122 = false;
                }
                bool l_1381_ = local_122;
                double _e3003 = l_mut_39_;
                double l_1382_ = (l_1381_ ? l_1371_ : _e3003);
                l_mut_39_ = l_1382_;
                uint _e3005 = l_mut_86_;
                bool l_1383_ = (_e3005 == 2u);
                if (l_1376_) {
                    local_123 = l_1383_;
                } else {
                    local_123 = false;
                }
                bool l_1384_ = local_123;
                double _e3012 = l_mut_38_;
                double l_1385_ = (l_1384_ ? l_1371_ : _e3012);
                l_mut_38_ = l_1385_;
                double l_1386_ = (l_1376_ ? l_1373_ : l_1371_);
                double _e3015 = l_mut_36_;
                double l_1387_ = (_e3015 + l_1304_);
                double l_1388_ = (l_1374_ ? l_1386_ : l_1387_);
                l_mut_36_ = l_1388_;
                uint l_1389_ = uint(l_1376_);
                uint _e3019 = l_mut_86_;
                l_mut_86_ = (_e3019 + l_1389_);
                uint _e3021 = l_mut_86_;
                bool l_1390_ = (_e3021 == 0u);
                double _e3024 = l_mut_81_;
                double _e3025 = l_mut_36_;
                double l_1391_ = (l_1390_ ? _e3025 : _e3024);
                l_mut_81_ = l_1391_;
                uint _e3027 = l_mut_86_;
                bool l_1392_ = (_e3027 == 1u);
                double _e3030 = l_mut_39_;
                double _e3031 = l_mut_36_;
                double l_1393_ = (l_1392_ ? _e3031 : _e3030);
                l_mut_39_ = l_1393_;
                uint _e3033 = l_mut_86_;
                bool l_1394_ = (_e3033 == 2u);
                double _e3036 = l_mut_38_;
                double _e3037 = l_mut_36_;
                double l_1395_ = (l_1394_ ? _e3037 : _e3036);
                l_mut_38_ = l_1395_;
                uint _e3039 = l_mut_86_;
                bool l_1396_ = (_e3039 == 3u);
                double _e3042 = l_mut_37_;
                double _e3043 = l_mut_36_;
                double l_1397_ = (l_1396_ ? _e3043 : _e3042);
                l_mut_37_ = l_1397_;
                a_1398_[0] = l_1193_;
                double _e3047 = l_mut_81_;
                a_1398_[1] = _e3047;
                a_1398_[2] = l_1194_;
                double _e3050 = l_mut_39_;
                a_1398_[3] = _e3050;
                a_1398_[4] = l_1195_;
                double _e3053 = l_mut_38_;
                a_1398_[5] = _e3053;
                a_1398_[6] = l_1196_;
                double _e3056 = l_mut_37_;
                a_1398_[7] = _e3056;
                double l_1399_ = a_1398_[7];
                l_mut_36_ = l_1399_;
                double l_1400_ = a_1398_[6];
                double _e3061 = l_mut_36_;
                double l_1401_ = (l_1400_ + _e3061);
                double l_1402_ = (l_1401_ - l_1400_);
                double l_1403_ = (l_1401_ - l_1402_);
                double l_1404_ = (l_1400_ - l_1403_);
                double _e3066 = l_mut_36_;
                double l_1405_ = (_e3066 - l_1402_);
                double l_1406_ = (l_1404_ + l_1405_);
                a_1398_[7] = l_1406_;
                l_mut_36_ = l_1401_;
                double l_1407_ = a_1398_[5];
                double _e3072 = l_mut_36_;
                double l_1408_ = (l_1407_ + _e3072);
                double l_1409_ = (l_1408_ - l_1407_);
                double l_1410_ = (l_1408_ - l_1409_);
                double l_1411_ = (l_1407_ - l_1410_);
                double _e3077 = l_mut_36_;
                double l_1412_ = (_e3077 - l_1409_);
                double l_1413_ = (l_1411_ + l_1412_);
                a_1398_[6] = l_1413_;
                l_mut_36_ = l_1408_;
                double l_1414_ = a_1398_[4];
                double _e3083 = l_mut_36_;
                double l_1415_ = (l_1414_ + _e3083);
                double l_1416_ = (l_1415_ - l_1414_);
                double l_1417_ = (l_1415_ - l_1416_);
                double l_1418_ = (l_1414_ - l_1417_);
                double _e3088 = l_mut_36_;
                double l_1419_ = (_e3088 - l_1416_);
                double l_1420_ = (l_1418_ + l_1419_);
                a_1398_[5] = l_1420_;
                l_mut_36_ = l_1415_;
                double l_1421_ = a_1398_[3];
                double _e3094 = l_mut_36_;
                double l_1422_ = (l_1421_ + _e3094);
                double l_1423_ = (l_1422_ - l_1421_);
                double l_1424_ = (l_1422_ - l_1423_);
                double l_1425_ = (l_1421_ - l_1424_);
                double _e3099 = l_mut_36_;
                double l_1426_ = (_e3099 - l_1423_);
                double l_1427_ = (l_1425_ + l_1426_);
                a_1398_[4] = l_1427_;
                l_mut_36_ = l_1422_;
                double l_1428_ = a_1398_[2];
                double _e3105 = l_mut_36_;
                double l_1429_ = (l_1428_ + _e3105);
                double l_1430_ = (l_1429_ - l_1428_);
                double l_1431_ = (l_1429_ - l_1430_);
                double l_1432_ = (l_1428_ - l_1431_);
                double _e3110 = l_mut_36_;
                double l_1433_ = (_e3110 - l_1430_);
                double l_1434_ = (l_1432_ + l_1433_);
                a_1398_[3] = l_1434_;
                l_mut_36_ = l_1429_;
                double l_1435_ = a_1398_[1];
                double _e3116 = l_mut_36_;
                double l_1436_ = (l_1435_ + _e3116);
                double l_1437_ = (l_1436_ - l_1435_);
                double l_1438_ = (l_1436_ - l_1437_);
                double l_1439_ = (l_1435_ - l_1438_);
                double _e3121 = l_mut_36_;
                double l_1440_ = (_e3121 - l_1437_);
                double l_1441_ = (l_1439_ + l_1440_);
                a_1398_[2] = l_1441_;
                l_mut_36_ = l_1436_;
                double l_1442_ = a_1398_[0];
                double _e3127 = l_mut_36_;
                double l_1443_ = (l_1442_ + _e3127);
                double l_1444_ = (l_1443_ - l_1442_);
                double l_1445_ = (l_1443_ - l_1444_);
                double l_1446_ = (l_1442_ - l_1445_);
                double _e3132 = l_mut_36_;
                double l_1447_ = (_e3132 - l_1444_);
                double l_1448_ = (l_1446_ + l_1447_);
                a_1398_[1] = l_1448_;
                l_mut_36_ = l_1443_;
                double _e3137 = l_mut_36_;
                a_1398_[0] = _e3137;
                double l_1449_ = a_1398_[7];
                l_mut_36_ = l_1449_;
                double l_1450_ = a_1398_[6];
                double _e3142 = l_mut_36_;
                double l_1451_ = (l_1450_ + _e3142);
                double l_1452_ = (l_1451_ - l_1450_);
                double l_1453_ = (l_1451_ - l_1452_);
                double l_1454_ = (l_1450_ - l_1453_);
                double _e3147 = l_mut_36_;
                double l_1455_ = (_e3147 - l_1452_);
                double l_1456_ = (l_1454_ + l_1455_);
                a_1398_[7] = l_1456_;
                l_mut_36_ = l_1451_;
                double l_1457_ = a_1398_[5];
                double _e3153 = l_mut_36_;
                double l_1458_ = (l_1457_ + _e3153);
                double l_1459_ = (l_1458_ - l_1457_);
                double l_1460_ = (l_1458_ - l_1459_);
                double l_1461_ = (l_1457_ - l_1460_);
                double _e3158 = l_mut_36_;
                double l_1462_ = (_e3158 - l_1459_);
                double l_1463_ = (l_1461_ + l_1462_);
                a_1398_[6] = l_1463_;
                l_mut_36_ = l_1458_;
                double l_1464_ = a_1398_[4];
                double _e3164 = l_mut_36_;
                double l_1465_ = (l_1464_ + _e3164);
                double l_1466_ = (l_1465_ - l_1464_);
                double l_1467_ = (l_1465_ - l_1466_);
                double l_1468_ = (l_1464_ - l_1467_);
                double _e3169 = l_mut_36_;
                double l_1469_ = (_e3169 - l_1466_);
                double l_1470_ = (l_1468_ + l_1469_);
                a_1398_[5] = l_1470_;
                l_mut_36_ = l_1465_;
                double l_1471_ = a_1398_[3];
                double _e3175 = l_mut_36_;
                double l_1472_ = (l_1471_ + _e3175);
                double l_1473_ = (l_1472_ - l_1471_);
                double l_1474_ = (l_1472_ - l_1473_);
                double l_1475_ = (l_1471_ - l_1474_);
                double _e3180 = l_mut_36_;
                double l_1476_ = (_e3180 - l_1473_);
                double l_1477_ = (l_1475_ + l_1476_);
                a_1398_[4] = l_1477_;
                l_mut_36_ = l_1472_;
                double l_1478_ = a_1398_[2];
                double _e3186 = l_mut_36_;
                double l_1479_ = (l_1478_ + _e3186);
                double l_1480_ = (l_1479_ - l_1478_);
                double l_1481_ = (l_1479_ - l_1480_);
                double l_1482_ = (l_1478_ - l_1481_);
                double _e3191 = l_mut_36_;
                double l_1483_ = (_e3191 - l_1480_);
                double l_1484_ = (l_1482_ + l_1483_);
                a_1398_[3] = l_1484_;
                l_mut_36_ = l_1479_;
                double l_1485_ = a_1398_[1];
                double _e3197 = l_mut_36_;
                double l_1486_ = (l_1485_ + _e3197);
                double l_1487_ = (l_1486_ - l_1485_);
                double l_1488_ = (l_1486_ - l_1487_);
                double l_1489_ = (l_1485_ - l_1488_);
                double _e3202 = l_mut_36_;
                double l_1490_ = (_e3202 - l_1487_);
                double l_1491_ = (l_1489_ + l_1490_);
                a_1398_[2] = l_1491_;
                l_mut_36_ = l_1486_;
                double l_1492_ = a_1398_[0];
                double _e3208 = l_mut_36_;
                double l_1493_ = (l_1492_ + _e3208);
                double l_1494_ = (l_1493_ - l_1492_);
                double l_1495_ = (l_1493_ - l_1494_);
                double l_1496_ = (l_1492_ - l_1495_);
                double _e3213 = l_mut_36_;
                double l_1497_ = (_e3213 - l_1494_);
                double l_1498_ = (l_1496_ + l_1497_);
                a_1398_[1] = l_1498_;
                l_mut_36_ = l_1493_;
                double _e3218 = l_mut_36_;
                a_1398_[0] = _e3218;
                l_mut_36_ = 0.0L;
                l_mut_1499_ = 0.0L;
                l_mut_1500_ = 0.0L;
                l_mut_1501_ = 0.0L;
                double l_1502_ = a_1398_[0];
                l_mut_1503_ = l_1502_;
                l_mut_86_ = 0u;
                double l_1504_ = a_1398_[1];
                double _e3228 = l_mut_1503_;
                double l_1505_ = (_e3228 + l_1504_);
                double _e3230 = l_mut_1503_;
                double l_1506_ = (l_1505_ - _e3230);
                double l_1507_ = (l_1505_ - l_1506_);
                double _e3233 = l_mut_1503_;
                double l_1508_ = (_e3233 - l_1507_);
                double l_1509_ = (l_1504_ - l_1506_);
                double l_1510_ = (l_1508_ + l_1509_);
                uint _e3237 = l_mut_86_;
                bool l_1511_ = (_e3237 < 3u);
                bool l_1512_ = (l_1510_ != 0.0L);
                if (l_1511_) {
                    local_124 = l_1512_;
                } else {
                    local_124 = false;
                }
                bool l_1513_ = local_124;
                uint _e3246 = l_mut_86_;
                bool l_1514_ = (_e3246 == 0u);
                if (l_1513_) {
                    local_125 = l_1514_;
                } else {
                    local_125 = false;
                }
                bool l_1515_ = local_125;
                double _e3253 = l_mut_36_;
                double l_1516_ = (l_1515_ ? l_1505_ : _e3253);
                l_mut_36_ = l_1516_;
                uint _e3255 = l_mut_86_;
                bool l_1517_ = (_e3255 == 1u);
                if (l_1513_) {
                    local_126 = l_1517_;
                } else {
                    local_126 = false;
                }
                bool l_1518_ = local_126;
                double _e3262 = l_mut_1499_;
                double l_1519_ = (l_1518_ ? l_1505_ : _e3262);
                l_mut_1499_ = l_1519_;
                uint _e3264 = l_mut_86_;
                bool l_1520_ = (_e3264 == 2u);
                if (l_1513_) {
                    local_127 = l_1520_;
                } else {
                    local_127 = false;
                }
                bool l_1521_ = local_127;
                double _e3271 = l_mut_1500_;
                double l_1522_ = (l_1521_ ? l_1505_ : _e3271);
                l_mut_1500_ = l_1522_;
                double l_1523_ = (l_1513_ ? l_1510_ : l_1505_);
                double _e3274 = l_mut_1503_;
                double l_1524_ = (_e3274 + l_1504_);
                double l_1525_ = (l_1511_ ? l_1523_ : l_1524_);
                l_mut_1503_ = l_1525_;
                uint l_1526_ = uint(l_1513_);
                uint _e3278 = l_mut_86_;
                l_mut_86_ = (_e3278 + l_1526_);
                double l_1527_ = a_1398_[2];
                double _e3282 = l_mut_1503_;
                double l_1528_ = (_e3282 + l_1527_);
                double _e3284 = l_mut_1503_;
                double l_1529_ = (l_1528_ - _e3284);
                double l_1530_ = (l_1528_ - l_1529_);
                double _e3287 = l_mut_1503_;
                double l_1531_ = (_e3287 - l_1530_);
                double l_1532_ = (l_1527_ - l_1529_);
                double l_1533_ = (l_1531_ + l_1532_);
                uint _e3291 = l_mut_86_;
                bool l_1534_ = (_e3291 < 3u);
                bool l_1535_ = (l_1533_ != 0.0L);
                if (l_1534_) {
                    local_128 = l_1535_;
                } else {
                    local_128 = false;
                }
                bool l_1536_ = local_128;
                uint _e3300 = l_mut_86_;
                bool l_1537_ = (_e3300 == 0u);
                if (l_1536_) {
                    local_129 = l_1537_;
                } else {
                    local_129 = false;
                }
                bool l_1538_ = local_129;
                double _e3307 = l_mut_36_;
                double l_1539_ = (l_1538_ ? l_1528_ : _e3307);
                l_mut_36_ = l_1539_;
                uint _e3309 = l_mut_86_;
                bool l_1540_ = (_e3309 == 1u);
                if (l_1536_) {
                    local_130 = l_1540_;
                } else {
                    local_130 = false;
                }
                bool l_1541_ = local_130;
                double _e3316 = l_mut_1499_;
                double l_1542_ = (l_1541_ ? l_1528_ : _e3316);
                l_mut_1499_ = l_1542_;
                uint _e3318 = l_mut_86_;
                bool l_1543_ = (_e3318 == 2u);
                if (l_1536_) {
                    local_131 = l_1543_;
                } else {
                    local_131 = false;
                }
                bool l_1544_ = local_131;
                double _e3325 = l_mut_1500_;
                double l_1545_ = (l_1544_ ? l_1528_ : _e3325);
                l_mut_1500_ = l_1545_;
                double l_1546_ = (l_1536_ ? l_1533_ : l_1528_);
                double _e3328 = l_mut_1503_;
                double l_1547_ = (_e3328 + l_1527_);
                double l_1548_ = (l_1534_ ? l_1546_ : l_1547_);
                l_mut_1503_ = l_1548_;
                uint l_1549_ = uint(l_1536_);
                uint _e3332 = l_mut_86_;
                l_mut_86_ = (_e3332 + l_1549_);
                double l_1550_ = a_1398_[3];
                double _e3336 = l_mut_1503_;
                double l_1551_ = (_e3336 + l_1550_);
                double _e3338 = l_mut_1503_;
                double l_1552_ = (l_1551_ - _e3338);
                double l_1553_ = (l_1551_ - l_1552_);
                double _e3341 = l_mut_1503_;
                double l_1554_ = (_e3341 - l_1553_);
                double l_1555_ = (l_1550_ - l_1552_);
                double l_1556_ = (l_1554_ + l_1555_);
                uint _e3345 = l_mut_86_;
                bool l_1557_ = (_e3345 < 3u);
                bool l_1558_ = (l_1556_ != 0.0L);
                if (l_1557_) {
                    local_132 = l_1558_;
                } else {
                    local_132 = false;
                }
                bool l_1559_ = local_132;
                uint _e3354 = l_mut_86_;
                bool l_1560_ = (_e3354 == 0u);
                if (l_1559_) {
                    local_133 = l_1560_;
                } else {
                    local_133 = false;
                }
                bool l_1561_ = local_133;
                double _e3361 = l_mut_36_;
                double l_1562_ = (l_1561_ ? l_1551_ : _e3361);
                l_mut_36_ = l_1562_;
                uint _e3363 = l_mut_86_;
                bool l_1563_ = (_e3363 == 1u);
                if (l_1559_) {
                    local_134 = l_1563_;
                } else {
                    local_134 = false;
                }
                bool l_1564_ = local_134;
                double _e3370 = l_mut_1499_;
                double l_1565_ = (l_1564_ ? l_1551_ : _e3370);
                l_mut_1499_ = l_1565_;
                uint _e3372 = l_mut_86_;
                bool l_1566_ = (_e3372 == 2u);
                if (l_1559_) {
                    local_135 = l_1566_;
                } else {
                    local_135 = false;
                }
                bool l_1567_ = local_135;
                double _e3379 = l_mut_1500_;
                double l_1568_ = (l_1567_ ? l_1551_ : _e3379);
                l_mut_1500_ = l_1568_;
                double l_1569_ = (l_1559_ ? l_1556_ : l_1551_);
                double _e3382 = l_mut_1503_;
                double l_1570_ = (_e3382 + l_1550_);
                double l_1571_ = (l_1557_ ? l_1569_ : l_1570_);
                l_mut_1503_ = l_1571_;
                uint l_1572_ = uint(l_1559_);
                uint _e3386 = l_mut_86_;
                l_mut_86_ = (_e3386 + l_1572_);
                double l_1573_ = a_1398_[4];
                double _e3390 = l_mut_1503_;
                double l_1574_ = (_e3390 + l_1573_);
                double _e3392 = l_mut_1503_;
                double l_1575_ = (l_1574_ - _e3392);
                double l_1576_ = (l_1574_ - l_1575_);
                double _e3395 = l_mut_1503_;
                double l_1577_ = (_e3395 - l_1576_);
                double l_1578_ = (l_1573_ - l_1575_);
                double l_1579_ = (l_1577_ + l_1578_);
                uint _e3399 = l_mut_86_;
                bool l_1580_ = (_e3399 < 3u);
                bool l_1581_ = (l_1579_ != 0.0L);
                if (l_1580_) {
                    local_136 = l_1581_;
                } else {
                    local_136 = false;
                }
                bool l_1582_ = local_136;
                uint _e3408 = l_mut_86_;
                bool l_1583_ = (_e3408 == 0u);
                if (l_1582_) {
                    local_137 = l_1583_;
                } else {
                    local_137 = false;
                }
                bool l_1584_ = local_137;
                double _e3415 = l_mut_36_;
                double l_1585_ = (l_1584_ ? l_1574_ : _e3415);
                l_mut_36_ = l_1585_;
                uint _e3417 = l_mut_86_;
                bool l_1586_ = (_e3417 == 1u);
                if (l_1582_) {
                    local_138 = l_1586_;
                } else {
                    local_138 = false;
                }
                bool l_1587_ = local_138;
                double _e3424 = l_mut_1499_;
                double l_1588_ = (l_1587_ ? l_1574_ : _e3424);
                l_mut_1499_ = l_1588_;
                uint _e3426 = l_mut_86_;
                bool l_1589_ = (_e3426 == 2u);
                if (l_1582_) {
                    local_139 = l_1589_;
                } else {
                    local_139 = false;
                }
                bool l_1590_ = local_139;
                double _e3433 = l_mut_1500_;
                double l_1591_ = (l_1590_ ? l_1574_ : _e3433);
                l_mut_1500_ = l_1591_;
                double l_1592_ = (l_1582_ ? l_1579_ : l_1574_);
                double _e3436 = l_mut_1503_;
                double l_1593_ = (_e3436 + l_1573_);
                double l_1594_ = (l_1580_ ? l_1592_ : l_1593_);
                l_mut_1503_ = l_1594_;
                uint l_1595_ = uint(l_1582_);
                uint _e3440 = l_mut_86_;
                l_mut_86_ = (_e3440 + l_1595_);
                double l_1596_ = a_1398_[5];
                double _e3444 = l_mut_1503_;
                double l_1597_ = (_e3444 + l_1596_);
                double _e3446 = l_mut_1503_;
                double l_1598_ = (l_1597_ - _e3446);
                double l_1599_ = (l_1597_ - l_1598_);
                double _e3449 = l_mut_1503_;
                double l_1600_ = (_e3449 - l_1599_);
                double l_1601_ = (l_1596_ - l_1598_);
                double l_1602_ = (l_1600_ + l_1601_);
                uint _e3453 = l_mut_86_;
                bool l_1603_ = (_e3453 < 3u);
                bool l_1604_ = (l_1602_ != 0.0L);
                if (l_1603_) {
                    local_140 = l_1604_;
                } else {
                    local_140 = false;
                }
                bool l_1605_ = local_140;
                uint _e3462 = l_mut_86_;
                bool l_1606_ = (_e3462 == 0u);
                if (l_1605_) {
                    local_141 = l_1606_;
                } else {
                    local_141 = false;
                }
                bool l_1607_ = local_141;
                double _e3469 = l_mut_36_;
                double l_1608_ = (l_1607_ ? l_1597_ : _e3469);
                l_mut_36_ = l_1608_;
                uint _e3471 = l_mut_86_;
                bool l_1609_ = (_e3471 == 1u);
                if (l_1605_) {
                    local_142 = l_1609_;
                } else {
                    local_142 = false;
                }
                bool l_1610_ = local_142;
                double _e3478 = l_mut_1499_;
                double l_1611_ = (l_1610_ ? l_1597_ : _e3478);
                l_mut_1499_ = l_1611_;
                uint _e3480 = l_mut_86_;
                bool l_1612_ = (_e3480 == 2u);
                if (l_1605_) {
                    local_143 = l_1612_;
                } else {
                    local_143 = false;
                }
                bool l_1613_ = local_143;
                double _e3487 = l_mut_1500_;
                double l_1614_ = (l_1613_ ? l_1597_ : _e3487);
                l_mut_1500_ = l_1614_;
                double l_1615_ = (l_1605_ ? l_1602_ : l_1597_);
                double _e3490 = l_mut_1503_;
                double l_1616_ = (_e3490 + l_1596_);
                double l_1617_ = (l_1603_ ? l_1615_ : l_1616_);
                l_mut_1503_ = l_1617_;
                uint l_1618_ = uint(l_1605_);
                uint _e3494 = l_mut_86_;
                l_mut_86_ = (_e3494 + l_1618_);
                double l_1619_ = a_1398_[6];
                double _e3498 = l_mut_1503_;
                double l_1620_ = (_e3498 + l_1619_);
                double _e3500 = l_mut_1503_;
                double l_1621_ = (l_1620_ - _e3500);
                double l_1622_ = (l_1620_ - l_1621_);
                double _e3503 = l_mut_1503_;
                double l_1623_ = (_e3503 - l_1622_);
                double l_1624_ = (l_1619_ - l_1621_);
                double l_1625_ = (l_1623_ + l_1624_);
                uint _e3507 = l_mut_86_;
                bool l_1626_ = (_e3507 < 3u);
                bool l_1627_ = (l_1625_ != 0.0L);
                if (l_1626_) {
                    local_144 = l_1627_;
                } else {
                    local_144 = false;
                }
                bool l_1628_ = local_144;
                uint _e3516 = l_mut_86_;
                bool l_1629_ = (_e3516 == 0u);
                if (l_1628_) {
                    local_145 = l_1629_;
                } else {
                    local_145 = false;
                }
                bool l_1630_ = local_145;
                double _e3523 = l_mut_36_;
                double l_1631_ = (l_1630_ ? l_1620_ : _e3523);
                l_mut_36_ = l_1631_;
                uint _e3525 = l_mut_86_;
                bool l_1632_ = (_e3525 == 1u);
                if (l_1628_) {
                    local_146 = l_1632_;
                } else {
                    local_146 = false;
                }
                bool l_1633_ = local_146;
                double _e3532 = l_mut_1499_;
                double l_1634_ = (l_1633_ ? l_1620_ : _e3532);
                l_mut_1499_ = l_1634_;
                uint _e3534 = l_mut_86_;
                bool l_1635_ = (_e3534 == 2u);
                if (l_1628_) {
                    local_147 = l_1635_;
                } else {
                    local_147 = false;
                }
                bool l_1636_ = local_147;
                double _e3541 = l_mut_1500_;
                double l_1637_ = (l_1636_ ? l_1620_ : _e3541);
                l_mut_1500_ = l_1637_;
                double l_1638_ = (l_1628_ ? l_1625_ : l_1620_);
                double _e3544 = l_mut_1503_;
                double l_1639_ = (_e3544 + l_1619_);
                double l_1640_ = (l_1626_ ? l_1638_ : l_1639_);
                l_mut_1503_ = l_1640_;
                uint l_1641_ = uint(l_1628_);
                uint _e3548 = l_mut_86_;
                l_mut_86_ = (_e3548 + l_1641_);
                double l_1642_ = a_1398_[7];
                double _e3552 = l_mut_1503_;
                double l_1643_ = (_e3552 + l_1642_);
                double _e3554 = l_mut_1503_;
                double l_1644_ = (l_1643_ - _e3554);
                double l_1645_ = (l_1643_ - l_1644_);
                double _e3557 = l_mut_1503_;
                double l_1646_ = (_e3557 - l_1645_);
                double l_1647_ = (l_1642_ - l_1644_);
                double l_1648_ = (l_1646_ + l_1647_);
                uint _e3561 = l_mut_86_;
                bool l_1649_ = (_e3561 < 3u);
                bool l_1650_ = (l_1648_ != 0.0L);
                if (l_1649_) {
                    local_148 = l_1650_;
                } else {
                    local_148 = false;
                }
                bool l_1651_ = local_148;
                uint _e3570 = l_mut_86_;
                bool l_1652_ = (_e3570 == 0u);
                if (l_1651_) {
                    local_149 = l_1652_;
                } else {
                    local_149 = false;
                }
                bool l_1653_ = local_149;
                double _e3577 = l_mut_36_;
                double l_1654_ = (l_1653_ ? l_1643_ : _e3577);
                l_mut_36_ = l_1654_;
                uint _e3579 = l_mut_86_;
                bool l_1655_ = (_e3579 == 1u);
                if (l_1651_) {
                    local_150 = l_1655_;
                } else {
                    local_150 = false;
                }
                bool l_1656_ = local_150;
                double _e3586 = l_mut_1499_;
                double l_1657_ = (l_1656_ ? l_1643_ : _e3586);
                l_mut_1499_ = l_1657_;
                uint _e3588 = l_mut_86_;
                bool l_1658_ = (_e3588 == 2u);
                if (l_1651_) {
                    local_151 = l_1658_;
                } else {
                    local_151 = false;
                }
                bool l_1659_ = local_151;
                double _e3595 = l_mut_1500_;
                double l_1660_ = (l_1659_ ? l_1643_ : _e3595);
                l_mut_1500_ = l_1660_;
                double l_1661_ = (l_1651_ ? l_1648_ : l_1643_);
                double _e3598 = l_mut_1503_;
                double l_1662_ = (_e3598 + l_1642_);
                double l_1663_ = (l_1649_ ? l_1661_ : l_1662_);
                l_mut_1503_ = l_1663_;
                uint l_1664_ = uint(l_1651_);
                uint _e3602 = l_mut_86_;
                l_mut_86_ = (_e3602 + l_1664_);
                uint _e3604 = l_mut_86_;
                bool l_1665_ = (_e3604 == 0u);
                double _e3607 = l_mut_36_;
                double _e3608 = l_mut_1503_;
                double l_1666_ = (l_1665_ ? _e3608 : _e3607);
                l_mut_36_ = l_1666_;
                uint _e3610 = l_mut_86_;
                bool l_1667_ = (_e3610 == 1u);
                double _e3613 = l_mut_1499_;
                double _e3614 = l_mut_1503_;
                double l_1668_ = (l_1667_ ? _e3614 : _e3613);
                l_mut_1499_ = l_1668_;
                uint _e3616 = l_mut_86_;
                bool l_1669_ = (_e3616 == 2u);
                double _e3619 = l_mut_1500_;
                double _e3620 = l_mut_1503_;
                double l_1670_ = (l_1669_ ? _e3620 : _e3619);
                l_mut_1500_ = l_1670_;
                uint _e3622 = l_mut_86_;
                bool l_1671_ = (_e3622 == 3u);
                double _e3625 = l_mut_1501_;
                double _e3626 = l_mut_1503_;
                double l_1672_ = (l_1671_ ? _e3626 : _e3625);
                l_mut_1501_ = l_1672_;
                double _e3628 = l_mut_36_;
                l_mut_85_ = _e3628;
                double _e3629 = l_mut_1499_;
                l_mut_84_ = _e3629;
                double _e3630 = l_mut_1500_;
                l_mut_83_ = _e3630;
                double _e3631 = l_mut_1501_;
                l_mut_82_ = _e3631;
            }
        }
        double _e3635 = l_mut_85_;
        double l_1673_ = (_e3635 + 1.0L);
        double _e3638 = l_mut_85_;
        double l_1674_ = (l_1673_ - _e3638);
        double l_1675_ = (l_1673_ - l_1674_);
        double _e3641 = l_mut_85_;
        double l_1676_ = (_e3641 - l_1675_);
        double l_1677_ = (1.0L - l_1674_);
        double l_1678_ = (l_1676_ + l_1677_);
        double _e3646 = l_mut_84_;
        double l_1679_ = (_e3646 + l_1678_);
        double _e3648 = l_mut_84_;
        double l_1680_ = (l_1679_ - _e3648);
        double l_1681_ = (l_1679_ - l_1680_);
        double _e3651 = l_mut_84_;
        double l_1682_ = (_e3651 - l_1681_);
        double l_1683_ = (l_1678_ - l_1680_);
        double l_1684_ = (l_1682_ + l_1683_);
        double _e3655 = l_mut_83_;
        double l_1685_ = (_e3655 + l_1684_);
        double _e3657 = l_mut_83_;
        double l_1686_ = (l_1685_ - _e3657);
        double l_1687_ = (l_1685_ - l_1686_);
        double _e3660 = l_mut_83_;
        double l_1688_ = (_e3660 - l_1687_);
        double l_1689_ = (l_1684_ - l_1686_);
        double l_1690_ = (l_1688_ + l_1689_);
        double _e3664 = l_mut_82_;
        double l_1691_ = (_e3664 + l_1690_);
        double _e3666 = l_mut_82_;
        double l_1692_ = (l_1691_ - _e3666);
        double l_1693_ = (l_1691_ - l_1692_);
        double _e3669 = l_mut_82_;
        double l_1694_ = (_e3669 - l_1693_);
        double l_1695_ = (l_1690_ - l_1692_);
        double l_1696_ = (l_1694_ + l_1695_);
        double l_1697_ = (l_1691_ + l_1696_);
        double l_1698_ = (l_1697_ - l_1691_);
        double l_1699_ = (l_1696_ - l_1698_);
        double l_1700_ = (l_1685_ + l_1697_);
        double l_1701_ = (l_1700_ - l_1685_);
        double l_1702_ = (l_1697_ - l_1701_);
        double l_1703_ = (l_1679_ + l_1700_);
        double l_1704_ = (l_1703_ - l_1679_);
        double l_1705_ = (l_1700_ - l_1704_);
        double l_1706_ = (l_1673_ + l_1703_);
        double l_1707_ = (l_1706_ - l_1673_);
        double l_1708_ = (l_1703_ - l_1707_);
        l_mut_1503_ = 0.0L;
        l_mut_1501_ = 0.0L;
        l_mut_1500_ = 0.0L;
        l_mut_1499_ = 0.0L;
        l_mut_81_ = l_1706_;
        l_mut_86_ = 0u;
        double _e3690 = l_mut_81_;
        double l_1709_ = (_e3690 + l_1708_);
        double _e3692 = l_mut_81_;
        double l_1710_ = (l_1709_ - _e3692);
        double l_1711_ = (l_1708_ - l_1710_);
        uint _e3695 = l_mut_86_;
        bool l_1712_ = (_e3695 < 3u);
        bool l_1713_ = (l_1711_ != 0.0L);
        if (l_1712_) {
            local_152 = l_1713_;
        } else {
            local_152 = false;
        }
        bool l_1714_ = local_152;
        uint _e3704 = l_mut_86_;
        bool l_1715_ = (_e3704 == 0u);
        if (l_1714_) {
            local_153 = l_1715_;
        } else {
            local_153 = false;
        }
        bool l_1716_ = local_153;
        double _e3711 = l_mut_1503_;
        double l_1717_ = (l_1716_ ? l_1709_ : _e3711);
        l_mut_1503_ = l_1717_;
        uint _e3713 = l_mut_86_;
        bool l_1718_ = (_e3713 == 1u);
        if (l_1714_) {
            local_154 = l_1718_;
        } else {
            local_154 = false;
        }
        bool l_1719_ = local_154;
        double _e3720 = l_mut_1501_;
        double l_1720_ = (l_1719_ ? l_1709_ : _e3720);
        l_mut_1501_ = l_1720_;
        uint _e3722 = l_mut_86_;
        bool l_1721_ = (_e3722 == 2u);
        if (l_1714_) {
            local_155 = l_1721_;
        } else {
            local_155 = false;
        }
        bool l_1722_ = local_155;
        double _e3729 = l_mut_1500_;
        double l_1723_ = (l_1722_ ? l_1709_ : _e3729);
        l_mut_1500_ = l_1723_;
        double l_1724_ = (l_1714_ ? l_1711_ : l_1709_);
        double _e3732 = l_mut_81_;
        double l_1725_ = (_e3732 + l_1708_);
        double l_1726_ = (l_1712_ ? l_1724_ : l_1725_);
        l_mut_81_ = l_1726_;
        uint l_1727_ = uint(l_1714_);
        uint _e3736 = l_mut_86_;
        l_mut_86_ = (_e3736 + l_1727_);
        double _e3738 = l_mut_81_;
        double l_1728_ = (_e3738 + l_1705_);
        double _e3740 = l_mut_81_;
        double l_1729_ = (l_1728_ - _e3740);
        double l_1730_ = (l_1705_ - l_1729_);
        uint _e3743 = l_mut_86_;
        bool l_1731_ = (_e3743 < 3u);
        bool l_1732_ = (l_1730_ != 0.0L);
        if (l_1731_) {
            local_156 = l_1732_;
        } else {
            local_156 = false;
        }
        bool l_1733_ = local_156;
        uint _e3752 = l_mut_86_;
        bool l_1734_ = (_e3752 == 0u);
        if (l_1733_) {
            local_157 = l_1734_;
        } else {
            local_157 = false;
        }
        bool l_1735_ = local_157;
        double _e3759 = l_mut_1503_;
        double l_1736_ = (l_1735_ ? l_1728_ : _e3759);
        l_mut_1503_ = l_1736_;
        uint _e3761 = l_mut_86_;
        bool l_1737_ = (_e3761 == 1u);
        if (l_1733_) {
            local_158 = l_1737_;
        } else {
            local_158 = false;
        }
        bool l_1738_ = local_158;
        double _e3768 = l_mut_1501_;
        double l_1739_ = (l_1738_ ? l_1728_ : _e3768);
        l_mut_1501_ = l_1739_;
        uint _e3770 = l_mut_86_;
        bool l_1740_ = (_e3770 == 2u);
        if (l_1733_) {
            local_159 = l_1740_;
        } else {
            local_159 = false;
        }
        bool l_1741_ = local_159;
        double _e3777 = l_mut_1500_;
        double l_1742_ = (l_1741_ ? l_1728_ : _e3777);
        l_mut_1500_ = l_1742_;
        double l_1743_ = (l_1733_ ? l_1730_ : l_1728_);
        double _e3780 = l_mut_81_;
        double l_1744_ = (_e3780 + l_1705_);
        double l_1745_ = (l_1731_ ? l_1743_ : l_1744_);
        l_mut_81_ = l_1745_;
        uint l_1746_ = uint(l_1733_);
        uint _e3784 = l_mut_86_;
        l_mut_86_ = (_e3784 + l_1746_);
        double _e3786 = l_mut_81_;
        double l_1747_ = (_e3786 + l_1702_);
        double _e3788 = l_mut_81_;
        double l_1748_ = (l_1747_ - _e3788);
        double l_1749_ = (l_1702_ - l_1748_);
        uint _e3791 = l_mut_86_;
        bool l_1750_ = (_e3791 < 3u);
        bool l_1751_ = (l_1749_ != 0.0L);
        if (l_1750_) {
            local_160 = l_1751_;
        } else {
            local_160 = false;
        }
        bool l_1752_ = local_160;
        uint _e3800 = l_mut_86_;
        bool l_1753_ = (_e3800 == 0u);
        if (l_1752_) {
            local_161 = l_1753_;
        } else {
            local_161 = false;
        }
        bool l_1754_ = local_161;
        double _e3807 = l_mut_1503_;
        double l_1755_ = (l_1754_ ? l_1747_ : _e3807);
        l_mut_1503_ = l_1755_;
        uint _e3809 = l_mut_86_;
        bool l_1756_ = (_e3809 == 1u);
        if (l_1752_) {
            local_162 = l_1756_;
        } else {
            local_162 = false;
        }
        bool l_1757_ = local_162;
        double _e3816 = l_mut_1501_;
        double l_1758_ = (l_1757_ ? l_1747_ : _e3816);
        l_mut_1501_ = l_1758_;
        uint _e3818 = l_mut_86_;
        bool l_1759_ = (_e3818 == 2u);
        if (l_1752_) {
            local_163 = l_1759_;
        } else {
            local_163 = false;
        }
        bool l_1760_ = local_163;
        double _e3825 = l_mut_1500_;
        double l_1761_ = (l_1760_ ? l_1747_ : _e3825);
        l_mut_1500_ = l_1761_;
        double l_1762_ = (l_1752_ ? l_1749_ : l_1747_);
        double _e3828 = l_mut_81_;
        double l_1763_ = (_e3828 + l_1702_);
        double l_1764_ = (l_1750_ ? l_1762_ : l_1763_);
        l_mut_81_ = l_1764_;
        uint l_1765_ = uint(l_1752_);
        uint _e3832 = l_mut_86_;
        l_mut_86_ = (_e3832 + l_1765_);
        double _e3834 = l_mut_81_;
        double l_1766_ = (_e3834 + l_1699_);
        double _e3836 = l_mut_81_;
        double l_1767_ = (l_1766_ - _e3836);
        double l_1768_ = (l_1699_ - l_1767_);
        uint _e3839 = l_mut_86_;
        bool l_1769_ = (_e3839 < 3u);
        bool l_1770_ = (l_1768_ != 0.0L);
        if (l_1769_) {
            local_164 = l_1770_;
        } else {
            local_164 = false;
        }
        bool l_1771_ = local_164;
        uint _e3848 = l_mut_86_;
        bool l_1772_ = (_e3848 == 0u);
        if (l_1771_) {
            local_165 = l_1772_;
        } else {
            local_165 = false;
        }
        bool l_1773_ = local_165;
        double _e3855 = l_mut_1503_;
        double l_1774_ = (l_1773_ ? l_1766_ : _e3855);
        l_mut_1503_ = l_1774_;
        uint _e3857 = l_mut_86_;
        bool l_1775_ = (_e3857 == 1u);
        if (l_1771_) {
            local_166 = l_1775_;
        } else {
            local_166 = false;
        }
        bool l_1776_ = local_166;
        double _e3864 = l_mut_1501_;
        double l_1777_ = (l_1776_ ? l_1766_ : _e3864);
        l_mut_1501_ = l_1777_;
        uint _e3866 = l_mut_86_;
        bool l_1778_ = (_e3866 == 2u);
        if (l_1771_) {
            local_167 = l_1778_;
        } else {
            local_167 = false;
        }
        bool l_1779_ = local_167;
        double _e3873 = l_mut_1500_;
        double l_1780_ = (l_1779_ ? l_1766_ : _e3873);
        l_mut_1500_ = l_1780_;
        double l_1781_ = (l_1771_ ? l_1768_ : l_1766_);
        double _e3876 = l_mut_81_;
        double l_1782_ = (_e3876 + l_1699_);
        double l_1783_ = (l_1769_ ? l_1781_ : l_1782_);
        l_mut_81_ = l_1783_;
        uint l_1784_ = uint(l_1771_);
        uint _e3880 = l_mut_86_;
        l_mut_86_ = (_e3880 + l_1784_);
        uint _e3882 = l_mut_86_;
        bool l_1785_ = (_e3882 == 0u);
        double _e3885 = l_mut_1503_;
        double _e3886 = l_mut_81_;
        double l_1786_ = (l_1785_ ? _e3886 : _e3885);
        l_mut_1503_ = l_1786_;
        uint _e3888 = l_mut_86_;
        bool l_1787_ = (_e3888 == 1u);
        double _e3891 = l_mut_1501_;
        double _e3892 = l_mut_81_;
        double l_1788_ = (l_1787_ ? _e3892 : _e3891);
        l_mut_1501_ = l_1788_;
        uint _e3894 = l_mut_86_;
        bool l_1789_ = (_e3894 == 2u);
        double _e3897 = l_mut_1500_;
        double _e3898 = l_mut_81_;
        double l_1790_ = (l_1789_ ? _e3898 : _e3897);
        l_mut_1500_ = l_1790_;
        uint _e3900 = l_mut_86_;
        bool l_1791_ = (_e3900 == 3u);
        double _e3903 = l_mut_1499_;
        double _e3904 = l_mut_81_;
        double l_1792_ = (l_1791_ ? _e3904 : _e3903);
        l_mut_1499_ = l_1792_;
        double l_1793_ = abs(l_33_);
        uint l_1794_ = naga_f2u32(l_1793_);
        l_mut_86_ = l_1794_;
        bool l_1795_ = (l_33_ < 0.0L);
        double l_1796_ = (l_1795_ ? 0.5L : 2.0L);
        l_mut_85_ = l_1796_;
        l_mut_84_ = 1.0L;
        uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
        bool loop_init_3 = true;
        while(true) {
            if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
            loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
            if (!loop_init_3) {
                uint _e3936 = l_mut_1797_;
                l_mut_1797_ = (_e3936 + 1u);
            }
            loop_init_3 = false;
            uint _e3916 = l_mut_1797_;
            if ((_e3916 < 11u)) {
            } else {
                break;
            }
            {
                uint _e3919 = l_mut_86_;
                uint l_1798_ = (_e3919 & 1u);
                bool l_1799_ = (l_1798_ == 1u);
                double _e3924 = l_mut_84_;
                double _e3925 = l_mut_85_;
                double l_1800_ = (_e3924 * _e3925);
                double _e3927 = l_mut_84_;
                double l_1801_ = (l_1799_ ? l_1800_ : _e3927);
                l_mut_84_ = l_1801_;
                double _e3929 = l_mut_85_;
                double _e3930 = l_mut_85_;
                l_mut_85_ = (_e3929 * _e3930);
                uint _e3932 = l_mut_86_;
                l_mut_86_ = (_e3932 >> 1u);
            }
        }
        double _e3938 = l_mut_1503_;
        double _e3939 = l_mut_84_;
        double l_1802_ = (_e3938 * _e3939);
        double _e3941 = l_mut_1501_;
        double _e3942 = l_mut_84_;
        double l_1803_ = (_e3941 * _e3942);
        double _e3944 = l_mut_1500_;
        double _e3945 = l_mut_84_;
        double l_1804_ = (_e3944 * _e3945);
        double _e3947 = l_mut_1499_;
        double _e3948 = l_mut_84_;
        double l_1805_ = (_e3947 * _e3948);
        uint l_1930_ = asuint(info.Load(12+0));
        uint l_1931_ = (l_1930_ * 1u);
        bool l_1932_ = (id < l_1931_);
        if (l_1932_) {
            buffer_3_global.Store(id*8, l_1802_);
        }
        uint l_1806_ = (l_1_ + id);
        uint l_1933_ = asuint(info.Load(12+0));
        uint l_1934_ = (l_1933_ * 1u);
        bool l_1935_ = (l_1806_ < l_1934_);
        if (l_1935_) {
            buffer_3_global.Store(l_1806_*8, l_1803_);
        }
        uint l_1807_ = (2u * l_1_);
        uint l_1808_ = (l_1807_ + id);
        uint l_1936_ = asuint(info.Load(12+0));
        uint l_1937_ = (l_1936_ * 1u);
        bool l_1938_ = (l_1808_ < l_1937_);
        if (l_1938_) {
            buffer_3_global.Store(l_1808_*8, l_1804_);
        }
        uint l_1809_ = (3u * l_1_);
        uint l_1810_ = (l_1809_ + id);
        uint l_1939_ = asuint(info.Load(12+0));
        uint l_1940_ = (l_1939_ * 1u);
        bool l_1941_ = (l_1810_ < l_1940_);
        if (l_1941_) {
            buffer_3_global.Store(l_1810_*8, l_1805_);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
