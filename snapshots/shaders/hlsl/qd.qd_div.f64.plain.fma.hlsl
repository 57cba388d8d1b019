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

[numthreads(64, 1, 1)]
void multi_words_f_f64_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    double a_179_[8] = (double[8])0;
    double a_603_[8] = (double[8])0;
    double a_1023_[8] = (double[8])0;
    double a_1443_[8] = (double[8])0;
    double l_mut_511_ = (double)0;
    double l_mut_512_ = (double)0;
    double l_mut_513_ = (double)0;
    double l_mut_514_ = (double)0;
    double l_mut_85_ = (double)0;
    double l_mut_86_ = (double)0;
    double l_mut_87_ = (double)0;
    double l_mut_88_ = (double)0;
    double l_mut_89_ = (double)0;
    uint l_mut_90_ = (uint)0;
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
    bool local_168 = (bool)0;
    bool local_169 = (bool)0;
    bool local_170 = (bool)0;
    bool local_171 = (bool)0;
    bool local_172 = (bool)0;
    bool local_173 = (bool)0;
    bool local_174 = (bool)0;
    bool local_175 = (bool)0;
    bool local_176 = (bool)0;
    bool local_177 = (bool)0;
    bool local_178 = (bool)0;
    bool local_179 = (bool)0;
    bool local_180 = (bool)0;
    bool local_181 = (bool)0;
    bool local_182 = (bool)0;
    bool local_183 = (bool)0;
    bool local_184 = (bool)0;
    bool local_185 = (bool)0;
    bool local_186 = (bool)0;
    bool local_187 = (bool)0;
    bool local_188 = (bool)0;
    bool local_189 = (bool)0;
    bool local_190 = (bool)0;
    bool local_191 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 4u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_1816_ = asuint(info.Load(8+0));
        uint l_1817_ = (l_1816_ * 1u);
        bool l_1818_ = (0u < l_1817_);
        uint l_1819_ = (l_1817_ - 1u);
        uint l_1820_ = min(0u, l_1819_);
        double l_1821_ = buffer_2_global.Load<double>(l_1820_*8);
        double l_3_ = (l_1818_ ? l_1821_ : 0.0L);
        uint l_1823_ = asuint(info.Load(8+0));
        uint l_1824_ = (l_1823_ * 1u);
        bool l_1825_ = (1u < l_1824_);
        uint l_1826_ = (l_1824_ - 1u);
        uint l_1827_ = min(1u, l_1826_);
        double l_1828_ = buffer_2_global.Load<double>(l_1827_*8);
        double l_4_ = (l_1825_ ? l_1828_ : 0.0L);
        uint l_1830_ = asuint(info.Load(0+0));
        uint l_1831_ = (l_1830_ * 1u);
        bool l_1832_ = (id < l_1831_);
        uint l_1833_ = (l_1831_ - 1u);
        uint l_1834_ = min(id, l_1833_);
        double l_1835_ = buffer_0_global.Load<double>(l_1834_*8);
        double l_5_ = (l_1832_ ? l_1835_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_1837_ = asuint(info.Load(0+0));
        uint l_1838_ = (l_1837_ * 1u);
        bool l_1839_ = (l_6_ < l_1838_);
        uint l_1840_ = (l_1838_ - 1u);
        uint l_1841_ = min(l_6_, l_1840_);
        double l_1842_ = buffer_0_global.Load<double>(l_1841_*8);
        double l_7_ = (l_1839_ ? l_1842_ : 0.0L);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_1844_ = asuint(info.Load(0+0));
        uint l_1845_ = (l_1844_ * 1u);
        bool l_1846_ = (l_9_ < l_1845_);
        uint l_1847_ = (l_1845_ - 1u);
        uint l_1848_ = min(l_9_, l_1847_);
        double l_1849_ = buffer_0_global.Load<double>(l_1848_*8);
        double l_10_ = (l_1846_ ? l_1849_ : 0.0L);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_1851_ = asuint(info.Load(0+0));
        uint l_1852_ = (l_1851_ * 1u);
        bool l_1853_ = (l_12_ < l_1852_);
        uint l_1854_ = (l_1852_ - 1u);
        uint l_1855_ = min(l_12_, l_1854_);
        double l_1856_ = buffer_0_global.Load<double>(l_1855_*8);
        double l_13_ = (l_1853_ ? l_1856_ : 0.0L);
        uint l_1858_ = asuint(info.Load(4+0));
        uint l_1859_ = (l_1858_ * 1u);
        bool l_1860_ = (id < l_1859_);
        uint l_1861_ = (l_1859_ - 1u);
        uint l_1862_ = min(id, l_1861_);
        double l_1863_ = buffer_1_global.Load<double>(l_1862_*8);
        double l_14_ = (l_1860_ ? l_1863_ : 0.0L);
        uint l_15_ = (l_1_ + id);
        uint l_1865_ = asuint(info.Load(4+0));
        uint l_1866_ = (l_1865_ * 1u);
        bool l_1867_ = (l_15_ < l_1866_);
        uint l_1868_ = (l_1866_ - 1u);
        uint l_1869_ = min(l_15_, l_1868_);
        double l_1870_ = buffer_1_global.Load<double>(l_1869_*8);
        double l_16_ = (l_1867_ ? l_1870_ : 0.0L);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_1872_ = asuint(info.Load(4+0));
        uint l_1873_ = (l_1872_ * 1u);
        bool l_1874_ = (l_18_ < l_1873_);
        uint l_1875_ = (l_1873_ - 1u);
        uint l_1876_ = min(l_18_, l_1875_);
        double l_1877_ = buffer_1_global.Load<double>(l_1876_*8);
        double l_19_ = (l_1874_ ? l_1877_ : 0.0L);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_1879_ = asuint(info.Load(4+0));
        uint l_1880_ = (l_1879_ * 1u);
        bool l_1881_ = (l_21_ < l_1880_);
        uint l_1882_ = (l_1880_ - 1u);
        uint l_1883_ = min(l_21_, l_1882_);
        double l_1884_ = buffer_1_global.Load<double>(l_1883_*8);
        double l_22_ = (l_1881_ ? l_1884_ : 0.0L);
        double l_23_ = (1.0L / l_14_);
        double l_24_ = (l_5_ * l_23_);
        double l_25_ = (l_14_ * l_24_);
        double l_26_ = -(l_25_);
        double l_27_ = mad(l_14_, l_24_, l_26_);
        double l_28_ = (l_16_ * l_24_);
        double l_29_ = -(l_28_);
        double l_30_ = mad(l_16_, l_24_, l_29_);
        double l_31_ = (l_19_ * l_24_);
        double l_32_ = -(l_31_);
        double l_33_ = mad(l_19_, l_24_, l_32_);
        double l_34_ = (l_22_ * l_24_);
        double l_35_ = (l_27_ + l_28_);
        double l_36_ = (l_35_ - l_27_);
        double l_37_ = (l_35_ - l_36_);
        double l_38_ = (l_27_ - l_37_);
        double l_39_ = (l_28_ - l_36_);
        double l_40_ = (l_38_ + l_39_);
        double l_41_ = (l_40_ + l_30_);
        double l_42_ = (l_41_ - l_40_);
        double l_43_ = (l_41_ - l_42_);
        double l_44_ = (l_40_ - l_43_);
        double l_45_ = (l_30_ - l_42_);
        double l_46_ = (l_44_ + l_45_);
        double l_47_ = (l_31_ + l_41_);
        double l_48_ = (l_47_ - l_31_);
        double l_49_ = (l_47_ - l_48_);
        double l_50_ = (l_31_ - l_49_);
        double l_51_ = (l_41_ - l_48_);
        double l_52_ = (l_50_ + l_51_);
        double l_53_ = (l_46_ + l_52_);
        double l_54_ = (l_53_ - l_46_);
        double l_55_ = (l_53_ - l_54_);
        double l_56_ = (l_46_ - l_55_);
        double l_57_ = (l_52_ - l_54_);
        double l_58_ = (l_56_ + l_57_);
        double l_59_ = (l_53_ + l_33_);
        double l_60_ = (l_59_ - l_53_);
        double l_61_ = (l_59_ - l_60_);
        double l_62_ = (l_53_ - l_61_);
        double l_63_ = (l_33_ - l_60_);
        double l_64_ = (l_62_ + l_63_);
        double l_65_ = (l_34_ + l_59_);
        double l_66_ = (l_65_ - l_34_);
        double l_67_ = (l_65_ - l_66_);
        double l_68_ = (l_34_ - l_67_);
        double l_69_ = (l_59_ - l_66_);
        double l_70_ = (l_68_ + l_69_);
        double l_71_ = (l_64_ + l_70_);
        double l_72_ = (l_71_ + l_58_);
        double l_73_ = (l_65_ + l_72_);
        double l_74_ = (l_73_ - l_65_);
        double l_75_ = (l_72_ - l_74_);
        double l_76_ = (l_47_ + l_73_);
        double l_77_ = (l_76_ - l_47_);
        double l_78_ = (l_73_ - l_77_);
        double l_79_ = (l_35_ + l_76_);
        double l_80_ = (l_79_ - l_35_);
        double l_81_ = (l_76_ - l_80_);
        double l_82_ = (l_25_ + l_79_);
        double l_83_ = (l_82_ - l_25_);
        double l_84_ = (l_79_ - l_83_);
        l_mut_85_ = 0.0L;
        l_mut_86_ = 0.0L;
        l_mut_87_ = 0.0L;
        l_mut_88_ = 0.0L;
        l_mut_89_ = l_82_;
        l_mut_90_ = 0u;
        double _e282 = l_mut_89_;
        double l_91_ = (_e282 + l_84_);
        double _e284 = l_mut_89_;
        double l_92_ = (l_91_ - _e284);
        double l_93_ = (l_84_ - l_92_);
        uint _e287 = l_mut_90_;
        bool l_94_ = (_e287 < 3u);
        bool l_95_ = (l_93_ != 0.0L);
        if (l_94_) {
            local = l_95_;
        } else {
            local = false;
        }
        bool l_96_ = local;
        uint _e296 = l_mut_90_;
        bool l_97_ = (_e296 == 0u);
        if (l_96_) {
            local_1 = l_97_;
        } else {
            local_1 = false;
        }
        bool l_98_ = local_1;
        double _e303 = l_mut_85_;
        double l_99_ = (l_98_ ? l_91_ : _e303);
        l_mut_85_ = l_99_;
        uint _e305 = l_mut_90_;
        bool l_100_ = (_e305 == 1u);
        if (l_96_) {
            local_2 = l_100_;
        } else {
            local_2 = false;
        }
        bool l_101_ = local_2;
        double _e312 = l_mut_86_;
        double l_102_ = (l_101_ ? l_91_ : _e312);
        l_mut_86_ = l_102_;
        uint _e314 = l_mut_90_;
        bool l_103_ = (_e314 == 2u);
        if (l_96_) {
            local_3 = l_103_;
        } else {
            local_3 = false;
        }
        bool l_104_ = local_3;
        double _e321 = l_mut_87_;
        double l_105_ = (l_104_ ? l_91_ : _e321);
        l_mut_87_ = l_105_;
        double l_106_ = (l_96_ ? l_93_ : l_91_);
        double _e324 = l_mut_89_;
        double l_107_ = (_e324 + l_84_);
        double l_108_ = (l_94_ ? l_106_ : l_107_);
        l_mut_89_ = l_108_;
        uint l_109_ = uint(l_96_);
        uint _e328 = l_mut_90_;
        l_mut_90_ = (_e328 + l_109_);
        double _e330 = l_mut_89_;
        double l_110_ = (_e330 + l_81_);
        double _e332 = l_mut_89_;
        double l_111_ = (l_110_ - _e332);
        double l_112_ = (l_81_ - l_111_);
        uint _e335 = l_mut_90_;
        bool l_113_ = (_e335 < 3u);
        bool l_114_ = (l_112_ != 0.0L);
        if (l_113_) {
            local_4 = l_114_;
        } else {
            local_4 = false;
        }
        bool l_115_ = local_4;
        uint _e344 = l_mut_90_;
        bool l_116_ = (_e344 == 0u);
        if (l_115_) {
            local_5 = l_116_;
        } else {
            local_5 = false;
        }
        bool l_117_ = local_5;
        double _e351 = l_mut_85_;
        double l_118_ = (l_117_ ? l_110_ : _e351);
        l_mut_85_ = l_118_;
        uint _e353 = l_mut_90_;
        bool l_119_ = (_e353 == 1u);
        if (l_115_) {
            local_6 = l_119_;
        } else {
            local_6 = false;
        }
        bool l_120_ = local_6;
        double _e360 = l_mut_86_;
        double l_121_ = (l_120_ ? l_110_ : _e360);
        l_mut_86_ = l_121_;
        uint _e362 = l_mut_90_;
        bool l_122_ = (_e362 == 2u);
        if (l_115_) {
            local_7 = l_122_;
        } else {
            local_7 = false;
        }
        bool l_123_ = local_7;
        double _e369 = l_mut_87_;
        double l_124_ = (l_123_ ? l_110_ : _e369);
        l_mut_87_ = l_124_;
        double l_125_ = (l_115_ ? l_112_ : l_110_);
        double _e372 = l_mut_89_;
        double l_126_ = (_e372 + l_81_);
        double l_127_ = (l_113_ ? l_125_ : l_126_);
        l_mut_89_ = l_127_;
        uint l_128_ = uint(l_115_);
        uint _e376 = l_mut_90_;
        l_mut_90_ = (_e376 + l_128_);
        double _e378 = l_mut_89_;
        double l_129_ = (_e378 + l_78_);
        double _e380 = l_mut_89_;
        double l_130_ = (l_129_ - _e380);
        double l_131_ = (l_78_ - l_130_);
        uint _e383 = l_mut_90_;
        bool l_132_ = (_e383 < 3u);
        bool l_133_ = (l_131_ != 0.0L);
        if (l_132_) {
            local_8 = l_133_;
        } else {
            local_8 = false;
        }
        bool l_134_ = local_8;
        uint _e392 = l_mut_90_;
        bool l_135_ = (_e392 == 0u);
        if (l_134_) {
            local_9 = l_135_;
        } else {
            local_9 = false;
        }
        bool l_136_ = local_9;
        double _e399 = l_mut_85_;
        double l_137_ = (l_136_ ? l_129_ : _e399);
        l_mut_85_ = l_137_;
        uint _e401 = l_mut_90_;
        bool l_138_ = (_e401 == 1u);
        if (l_134_) {
            local_10 = l_138_;
        } else {
            local_10 = false;
        }
        bool l_139_ = local_10;
        double _e408 = l_mut_86_;
        double l_140_ = (l_139_ ? l_129_ : _e408);
        l_mut_86_ = l_140_;
        uint _e410 = l_mut_90_;
        bool l_141_ = (_e410 == 2u);
        if (l_134_) {
            local_11 = l_141_;
        } else {
            local_11 = false;
        }
        bool l_142_ = local_11;
        double _e417 = l_mut_87_;
        double l_143_ = (l_142_ ? l_129_ : _e417);
        l_mut_87_ = l_143_;
        double l_144_ = (l_134_ ? l_131_ : l_129_);
        double _e420 = l_mut_89_;
        double l_145_ = (_e420 + l_78_);
        double l_146_ = (l_132_ ? l_144_ : l_145_);
        l_mut_89_ = l_146_;
        uint l_147_ = uint(l_134_);
        uint _e424 = l_mut_90_;
        l_mut_90_ = (_e424 + l_147_);
        double _e426 = l_mut_89_;
        double l_148_ = (_e426 + l_75_);
        double _e428 = l_mut_89_;
        double l_149_ = (l_148_ - _e428);
        double l_150_ = (l_75_ - l_149_);
        uint _e431 = l_mut_90_;
        bool l_151_ = (_e431 < 3u);
        bool l_152_ = (l_150_ != 0.0L);
        if (l_151_) {
            local_12 = l_152_;
        } else {
            local_12 = false;
        }
        bool l_153_ = local_12;
        uint _e440 = l_mut_90_;
        bool l_154_ = (_e440 == 0u);
        if (l_153_) {
            local_13 = l_154_;
        } else {
            local_13 = false;
        }
        bool l_155_ = local_13;
        double _e447 = l_mut_85_;
        double l_156_ = (l_155_ ? l_148_ : _e447);
        l_mut_85_ = l_156_;
        uint _e449 = l_mut_90_;
        bool l_157_ = (_e449 == 1u);
        if (l_153_) {
            local_14 = l_157_;
        } else {
            local_14 = false;
        }
        bool l_158_ = local_14;
        double _e456 = l_mut_86_;
        double l_159_ = (l_158_ ? l_148_ : _e456);
        l_mut_86_ = l_159_;
        uint _e458 = l_mut_90_;
        bool l_160_ = (_e458 == 2u);
        if (l_153_) {
            local_15 = l_160_;
        } else {
            local_15 = false;
        }
        bool l_161_ = local_15;
        double _e465 = l_mut_87_;
        double l_162_ = (l_161_ ? l_148_ : _e465);
        l_mut_87_ = l_162_;
        double l_163_ = (l_153_ ? l_150_ : l_148_);
        double _e468 = l_mut_89_;
        double l_164_ = (_e468 + l_75_);
        double l_165_ = (l_151_ ? l_163_ : l_164_);
        l_mut_89_ = l_165_;
        uint l_166_ = uint(l_153_);
        uint _e472 = l_mut_90_;
        l_mut_90_ = (_e472 + l_166_);
        uint _e474 = l_mut_90_;
        bool l_167_ = (_e474 == 0u);
        double _e477 = l_mut_85_;
        double _e478 = l_mut_89_;
        double l_168_ = (l_167_ ? _e478 : _e477);
        l_mut_85_ = l_168_;
        uint _e480 = l_mut_90_;
        bool l_169_ = (_e480 == 1u);
        double _e483 = l_mut_86_;
        double _e484 = l_mut_89_;
        double l_170_ = (l_169_ ? _e484 : _e483);
        l_mut_86_ = l_170_;
        uint _e486 = l_mut_90_;
        bool l_171_ = (_e486 == 2u);
        double _e489 = l_mut_87_;
        double _e490 = l_mut_89_;
        double l_172_ = (l_171_ ? _e490 : _e489);
        l_mut_87_ = l_172_;
        uint _e492 = l_mut_90_;
        bool l_173_ = (_e492 == 3u);
        double _e495 = l_mut_88_;
        double _e496 = l_mut_89_;
        double l_174_ = (l_173_ ? _e496 : _e495);
        l_mut_88_ = l_174_;
        double _e498 = l_mut_85_;
        double l_175_ = -(_e498);
        double _e500 = l_mut_86_;
        double l_176_ = -(_e500);
        double _e502 = l_mut_87_;
        double l_177_ = -(_e502);
        double _e504 = l_mut_88_;
        double l_178_ = -(_e504);
        a_179_[0] = l_5_;
        a_179_[1] = l_175_;
        a_179_[2] = l_7_;
        a_179_[3] = l_176_;
        a_179_[4] = l_10_;
        a_179_[5] = l_177_;
        a_179_[6] = l_13_;
        a_179_[7] = l_178_;
        double l_180_ = a_179_[7];
        l_mut_89_ = l_180_;
        double l_181_ = a_179_[6];
        double _e518 = l_mut_89_;
        double l_182_ = (l_181_ + _e518);
        double l_183_ = (l_182_ - l_181_);
        double l_184_ = (l_182_ - l_183_);
        double l_185_ = (l_181_ - l_184_);
        double _e523 = l_mut_89_;
        double l_186_ = (_e523 - l_183_);
        double l_187_ = (l_185_ + l_186_);
        a_179_[7] = l_187_;
        l_mut_89_ = l_182_;
        double l_188_ = a_179_[5];
        double _e529 = l_mut_89_;
        double l_189_ = (l_188_ + _e529);
        double l_190_ = (l_189_ - l_188_);
        double l_191_ = (l_189_ - l_190_);
        double l_192_ = (l_188_ - l_191_);
        double _e534 = l_mut_89_;
        double l_193_ = (_e534 - l_190_);
        double l_194_ = (l_192_ + l_193_);
        a_179_[6] = l_194_;
        l_mut_89_ = l_189_;
        double l_195_ = a_179_[4];
        double _e540 = l_mut_89_;
        double l_196_ = (l_195_ + _e540);
        double l_197_ = (l_196_ - l_195_);
        double l_198_ = (l_196_ - l_197_);
        double l_199_ = (l_195_ - l_198_);
        double _e545 = l_mut_89_;
        double l_200_ = (_e545 - l_197_);
        double l_201_ = (l_199_ + l_200_);
        a_179_[5] = l_201_;
        l_mut_89_ = l_196_;
        double l_202_ = a_179_[3];
        double _e551 = l_mut_89_;
        double l_203_ = (l_202_ + _e551);
        double l_204_ = (l_203_ - l_202_);
        double l_205_ = (l_203_ - l_204_);
        double l_206_ = (l_202_ - l_205_);
        double _e556 = l_mut_89_;
        double l_207_ = (_e556 - l_204_);
        double l_208_ = (l_206_ + l_207_);
        a_179_[4] = l_208_;
        l_mut_89_ = l_203_;
        double l_209_ = a_179_[2];
        double _e562 = l_mut_89_;
        double l_210_ = (l_209_ + _e562);
        double l_211_ = (l_210_ - l_209_);
        double l_212_ = (l_210_ - l_211_);
        double l_213_ = (l_209_ - l_212_);
        double _e567 = l_mut_89_;
        double l_214_ = (_e567 - l_211_);
        double l_215_ = (l_213_ + l_214_);
        a_179_[3] = l_215_;
        l_mut_89_ = l_210_;
        double l_216_ = a_179_[1];
        double _e573 = l_mut_89_;
        double l_217_ = (l_216_ + _e573);
        double l_218_ = (l_217_ - l_216_);
        double l_219_ = (l_217_ - l_218_);
        double l_220_ = (l_216_ - l_219_);
        double _e578 = l_mut_89_;
        double l_221_ = (_e578 - l_218_);
        double l_222_ = (l_220_ + l_221_);
        a_179_[2] = l_222_;
        l_mut_89_ = l_217_;
        double l_223_ = a_179_[0];
        double _e584 = l_mut_89_;
        double l_224_ = (l_223_ + _e584);
        double l_225_ = (l_224_ - l_223_);
        double l_226_ = (l_224_ - l_225_);
        double l_227_ = (l_223_ - l_226_);
        double _e589 = l_mut_89_;
        double l_228_ = (_e589 - l_225_);
        double l_229_ = (l_227_ + l_228_);
        a_179_[1] = l_229_;
        l_mut_89_ = l_224_;
        double _e594 = l_mut_89_;
        a_179_[0] = _e594;
        double l_230_ = a_179_[7];
        l_mut_89_ = l_230_;
        double l_231_ = a_179_[6];
        double _e599 = l_mut_89_;
        double l_232_ = (l_231_ + _e599);
        double l_233_ = (l_232_ - l_231_);
        double l_234_ = (l_232_ - l_233_);
        double l_235_ = (l_231_ - l_234_);
        double _e604 = l_mut_89_;
        double l_236_ = (_e604 - l_233_);
        double l_237_ = (l_235_ + l_236_);
        a_179_[7] = l_237_;
        l_mut_89_ = l_232_;
        double l_238_ = a_179_[5];
        double _e610 = l_mut_89_;
        double l_239_ = (l_238_ + _e610);
        double l_240_ = (l_239_ - l_238_);
        double l_241_ = (l_239_ - l_240_);
        double l_242_ = (l_238_ - l_241_);
        double _e615 = l_mut_89_;
        double l_243_ = (_e615 - l_240_);
        double l_244_ = (l_242_ + l_243_);
        a_179_[6] = l_244_;
        l_mut_89_ = l_239_;
        double l_245_ = a_179_[4];
        double _e621 = l_mut_89_;
        double l_246_ = (l_245_ + _e621);
        double l_247_ = (l_246_ - l_245_);
        double l_248_ = (l_246_ - l_247_);
        double l_249_ = (l_245_ - l_248_);
        double _e626 = l_mut_89_;
        double l_250_ = (_e626 - l_247_);
        double l_251_ = (l_249_ + l_250_);
        a_179_[5] = l_251_;
        l_mut_89_ = l_246_;
        double l_252_ = a_179_[3];
        double _e632 = l_mut_89_;
        double l_253_ = (l_252_ + _e632);
        double l_254_ = (l_253_ - l_252_);
        double l_255_ = (l_253_ - l_254_);
        double l_256_ = (l_252_ - l_255_);
        double _e637 = l_mut_89_;
        double l_257_ = (_e637 - l_254_);
        double l_258_ = (l_256_ + l_257_);
        a_179_[4] = l_258_;
        l_mut_89_ = l_253_;
        double l_259_ = a_179_[2];
        double _e643 = l_mut_89_;
        double l_260_ = (l_259_ + _e643);
        double l_261_ = (l_260_ - l_259_);
        double l_262_ = (l_260_ - l_261_);
        double l_263_ = (l_259_ - l_262_);
        double _e648 = l_mut_89_;
        double l_264_ = (_e648 - l_261_);
        double l_265_ = (l_263_ + l_264_);
        a_179_[3] = l_265_;
        l_mut_89_ = l_260_;
        double l_266_ = a_179_[1];
        double _e654 = l_mut_89_;
        double l_267_ = (l_266_ + _e654);
        double l_268_ = (l_267_ - l_266_);
        double l_269_ = (l_267_ - l_268_);
        double l_270_ = (l_266_ - l_269_);
        double _e659 = l_mut_89_;
        double l_271_ = (_e659 - l_268_);
        double l_272_ = (l_270_ + l_271_);
        a_179_[2] = l_272_;
        l_mut_89_ = l_267_;
        double l_273_ = a_179_[0];
        double _e665 = l_mut_89_;
        double l_274_ = (l_273_ + _e665);
        double l_275_ = (l_274_ - l_273_);
        double l_276_ = (l_274_ - l_275_);
        double l_277_ = (l_273_ - l_276_);
        double _e670 = l_mut_89_;
        double l_278_ = (_e670 - l_275_);
        double l_279_ = (l_277_ + l_278_);
        a_179_[1] = l_279_;
        l_mut_89_ = l_274_;
        double _e675 = l_mut_89_;
        a_179_[0] = _e675;
        l_mut_89_ = 0.0L;
        l_mut_88_ = 0.0L;
        l_mut_87_ = 0.0L;
        l_mut_86_ = 0.0L;
        double l_280_ = a_179_[0];
        l_mut_85_ = l_280_;
        l_mut_90_ = 0u;
        double l_281_ = a_179_[1];
        double _e685 = l_mut_85_;
        double l_282_ = (_e685 + l_281_);
        double _e687 = l_mut_85_;
        double l_283_ = (l_282_ - _e687);
        double l_284_ = (l_282_ - l_283_);
        double _e690 = l_mut_85_;
        double l_285_ = (_e690 - l_284_);
        double l_286_ = (l_281_ - l_283_);
        double l_287_ = (l_285_ + l_286_);
        uint _e694 = l_mut_90_;
        bool l_288_ = (_e694 < 3u);
        bool l_289_ = (l_287_ != 0.0L);
        if (l_288_) {
            local_16 = l_289_;
        } else {
            local_16 = false;
        }
        bool l_290_ = local_16;
        uint _e703 = l_mut_90_;
        bool l_291_ = (_e703 == 0u);
        if (l_290_) {
            local_17 = l_291_;
        } else {
            local_17 = false;
        }
        bool l_292_ = local_17;
        double _e710 = l_mut_89_;
        double l_293_ = (l_292_ ? l_282_ : _e710);
        l_mut_89_ = l_293_;
        uint _e712 = l_mut_90_;
        bool l_294_ = (_e712 == 1u);
        if (l_290_) {
            local_18 = l_294_;
        } else {
            local_18 = false;
        }
        bool l_295_ = local_18;
        double _e719 = l_mut_88_;
        double l_296_ = (l_295_ ? l_282_ : _e719);
        l_mut_88_ = l_296_;
        uint _e721 = l_mut_90_;
        bool l_297_ = (_e721 == 2u);
        if (l_290_) {
            local_19 = l_297_;
        } else {
            local_19 = false;
        }
        bool l_298_ = local_19;
        double _e728 = l_mut_87_;
        double l_299_ = (l_298_ ? l_282_ : _e728);
        l_mut_87_ = l_299_;
        double l_300_ = (l_290_ ? l_287_ : l_282_);
        double _e731 = l_mut_85_;
        double l_301_ = (_e731 + l_281_);
        double l_302_ = (l_288_ ? l_300_ : l_301_);
        l_mut_85_ = l_302_;
        uint l_303_ = uint(l_290_);
        uint _e735 = l_mut_90_;
        l_mut_90_ = (_e735 + l_303_);
        double l_304_ = a_179_[2];
        double _e739 = l_mut_85_;
        double l_305_ = (_e739 + l_304_);
        double _e741 = l_mut_85_;
        double l_306_ = (l_305_ - _e741);
        double l_307_ = (l_305_ - l_306_);
        double _e744 = l_mut_85_;
        double l_308_ = (_e744 - l_307_);
        double l_309_ = (l_304_ - l_306_);
        double l_310_ = (l_308_ + l_309_);
        uint _e748 = l_mut_90_;
        bool l_311_ = (_e748 < 3u);
        bool l_312_ = (l_310_ != 0.0L);
        if (l_311_) {
            local_20 = l_312_;
        } else {
            local_20 = false;
        }
        bool l_313_ = local_20;
        uint _e757 = l_mut_90_;
        bool l_314_ = (_e757 == 0u);
        if (l_313_) {
            local_21 = l_314_;
        } else {
            local_21 = false;
        }
        bool l_315_ = local_21;
        double _e764 = l_mut_89_;
        double l_316_ = (l_315_ ? l_305_ : _e764);
        l_mut_89_ = l_316_;
        uint _e766 = l_mut_90_;
        bool l_317_ = (_e766 == 1u);
        if (l_313_) {
            local_22 = l_317_;
        } else {
            local_22 = false;
        }
        bool l_318_ = local_22;
        double _e773 = l_mut_88_;
        double l_319_ = (l_318_ ? l_305_ : _e773);
        l_mut_88_ = l_319_;
        uint _e775 = l_mut_90_;
        bool l_320_ = (_e775 == 2u);
        if (l_313_) {
            local_23 = l_320_;
        } else {
            local_23 = false;
        }
        bool l_321_ = local_23;
        double _e782 = l_mut_87_;
        double l_322_ = (l_321_ ? l_305_ : _e782);
        l_mut_87_ = l_322_;
        double l_323_ = (l_313_ ? l_310_ : l_305_);
        double _e785 = l_mut_85_;
        double l_324_ = (_e785 + l_304_);
        double l_325_ = (l_311_ ? l_323_ : l_324_);
        l_mut_85_ = l_325_;
        uint l_326_ = uint(l_313_);
        uint _e789 = l_mut_90_;
        l_mut_90_ = (_e789 + l_326_);
        double l_327_ = a_179_[3];
        double _e793 = l_mut_85_;
        double l_328_ = (_e793 + l_327_);
        double _e795 = l_mut_85_;
        double l_329_ = (l_328_ - _e795);
        double l_330_ = (l_328_ - l_329_);
        double _e798 = l_mut_85_;
        double l_331_ = (_e798 - l_330_);
        double l_332_ = (l_327_ - l_329_);
        double l_333_ = (l_331_ + l_332_);
        uint _e802 = l_mut_90_;
        bool l_334_ = (_e802 < 3u);
        bool l_335_ = (l_333_ != 0.0L);
        if (l_334_) {
            local_24 = l_335_;
        } else {
            local_24 = false;
        }
        bool l_336_ = local_24;
        uint _e811 = l_mut_90_;
        bool l_337_ = (_e811 == 0u);
        if (l_336_) {
            local_25 = l_337_;
        } else {
            local_25 = false;
        }
        bool l_338_ = local_25;
        double _e818 = l_mut_89_;
        double l_339_ = (l_338_ ? l_328_ : _e818);
        l_mut_89_ = l_339_;
        uint _e820 = l_mut_90_;
        bool l_340_ = (_e820 == 1u);
        if (l_336_) {
            local_26 = l_340_;
        } else {
            local_26 = false;
        }
        bool l_341_ = local_26;
        double _e827 = l_mut_88_;
        double l_342_ = (l_341_ ? l_328_ : _e827);
        l_mut_88_ = l_342_;
        uint _e829 = l_mut_90_;
        bool l_343_ = (_e829 == 2u);
        if (l_336_) {
            local_27 = l_343_;
        } else {
            local_27 = false;
        }
        bool l_344_ = local_27;
        double _e836 = l_mut_87_;
        double l_345_ = (l_344_ ? l_328_ : _e836);
        l_mut_87_ = l_345_;
        double l_346_ = (l_336_ ? l_333_ : l_328_);
        double _e839 = l_mut_85_;
        double l_347_ = (_e839 + l_327_);
        double l_348_ = (l_334_ ? l_346_ : l_347_);
        l_mut_85_ = l_348_;
        uint l_349_ = uint(l_336_);
        uint _e843 = l_mut_90_;
        l_mut_90_ = (_e843 + l_349_);
        double l_350_ = a_179_[4];
        double _e847 = l_mut_85_;
        double l_351_ = (_e847 + l_350_);
        double _e849 = l_mut_85_;
        double l_352_ = (l_351_ - _e849);
        double l_353_ = (l_351_ - l_352_);
        double _e852 = l_mut_85_;
        double l_354_ = (_e852 - l_353_);
        double l_355_ = (l_350_ - l_352_);
        double l_356_ = (l_354_ + l_355_);
        uint _e856 = l_mut_90_;
        bool l_357_ = (_e856 < 3u);
        bool l_358_ = (l_356_ != 0.0L);
        if (l_357_) {
            local_28 = l_358_;
        } else {
            local_28 = false;
        }
        bool l_359_ = local_28;
        uint _e865 = l_mut_90_;
        bool l_360_ = (_e865 == 0u);
        if (l_359_) {
            local_29 = l_360_;
        } else {
            local_29 = false;
        }
        bool l_361_ = local_29;
        double _e872 = l_mut_89_;
        double l_362_ = (l_361_ ? l_351_ : _e872);
        l_mut_89_ = l_362_;
        uint _e874 = l_mut_90_;
        bool l_363_ = (_e874 == 1u);
        if (l_359_) {
            local_30 = l_363_;
        } else {
            local_30 = false;
        }
        bool l_364_ = local_30;
        double _e881 = l_mut_88_;
        double l_365_ = (l_364_ ? l_351_ : _e881);
        l_mut_88_ = l_365_;
        uint _e883 = l_mut_90_;
        bool l_366_ = (_e883 == 2u);
        if (l_359_) {
            local_31 = l_366_;
        } else {
            local_31 = false;
        }
        bool l_367_ = local_31;
        double _e890 = l_mut_87_;
        double l_368_ = (l_367_ ? l_351_ : _e890);
        l_mut_87_ = l_368_;
        double l_369_ = (l_359_ ? l_356_ : l_351_);
        double _e893 = l_mut_85_;
        double l_370_ = (_e893 + l_350_);
        double l_371_ = (l_357_ ? l_369_ : l_370_);
        l_mut_85_ = l_371_;
        uint l_372_ = uint(l_359_);
        uint _e897 = l_mut_90_;
        l_mut_90_ = (_e897 + l_372_);
        double l_373_ = a_179_[5];
        double _e901 = l_mut_85_;
        double l_374_ = (_e901 + l_373_);
        double _e903 = l_mut_85_;
        double l_375_ = (l_374_ - _e903);
        double l_376_ = (l_374_ - l_375_);
        double _e906 = l_mut_85_;
        double l_377_ = (_e906 - l_376_);
        double l_378_ = (l_373_ - l_375_);
        double l_379_ = (l_377_ + l_378_);
        uint _e910 = l_mut_90_;
        bool l_380_ = (_e910 < 3u);
        bool l_381_ = (l_379_ != 0.0L);
        if (l_380_) {
            local_32 = l_381_;
        } else {
            local_32 = false;
        }
        bool l_382_ = local_32;
        uint _e919 = l_mut_90_;
        bool l_383_ = (_e919 == 0u);
        if (l_382_) {
            local_33 = l_383_;
        } else {
            local_33 = false;
        }
        bool l_384_ = local_33;
        double _e926 = l_mut_89_;
        double l_385_ = (l_384_ ? l_374_ : _e926);
        l_mut_89_ = l_385_;
        uint _e928 = l_mut_90_;
        bool l_386_ = (_e928 == 1u);
        if (l_382_) {
            local_34 = l_386_;
        } else {
            local_34 = false;
        }
        bool l_387_ = local_34;
        double _e935 = l_mut_88_;
        double l_388_ = (l_387_ ? l_374_ : _e935);
        l_mut_88_ = l_388_;
        uint _e937 = l_mut_90_;
        bool l_389_ = (_e937 == 2u);
        if (l_382_) {
            local_35 = l_389_;
        } else {
            local_35 = false;
        }
        bool l_390_ = local_35;
        double _e944 = l_mut_87_;
        double l_391_ = (l_390_ ? l_374_ : _e944);
        l_mut_87_ = l_391_;
        double l_392_ = (l_382_ ? l_379_ : l_374_);
        double _e947 = l_mut_85_;
        double l_393_ = (_e947 + l_373_);
        double l_394_ = (l_380_ ? l_392_ : l_393_);
        l_mut_85_ = l_394_;
        uint l_395_ = uint(l_382_);
        uint _e951 = l_mut_90_;
        l_mut_90_ = (_e951 + l_395_);
        double l_396_ = a_179_[6];
        double _e955 = l_mut_85_;
        double l_397_ = (_e955 + l_396_);
        double _e957 = l_mut_85_;
        double l_398_ = (l_397_ - _e957);
        double l_399_ = (l_397_ - l_398_);
        double _e960 = l_mut_85_;
        double l_400_ = (_e960 - l_399_);
        double l_401_ = (l_396_ - l_398_);
        double l_402_ = (l_400_ + l_401_);
        uint _e964 = l_mut_90_;
        bool l_403_ = (_e964 < 3u);
        bool l_404_ = (l_402_ != 0.0L);
        if (l_403_) {
            local_36 = l_404_;
        } else {
            local_36 = false;
        }
        bool l_405_ = local_36;
        uint _e973 = l_mut_90_;
        bool l_406_ = (_e973 == 0u);
        if (l_405_) {
            local_37 = l_406_;
        } else {
            local_37 = false;
        }
        bool l_407_ = local_37;
        double _e980 = l_mut_89_;
        double l_408_ = (l_407_ ? l_397_ : _e980);
        l_mut_89_ = l_408_;
        uint _e982 = l_mut_90_;
        bool l_409_ = (_e982 == 1u);
        if (l_405_) {
            local_38 = l_409_;
        } else {
            local_38 = false;
        }
        bool l_410_ = local_38;
        double _e989 = l_mut_88_;
        double l_411_ = (l_410_ ? l_397_ : _e989);
        l_mut_88_ = l_411_;
        uint _e991 = l_mut_90_;
        bool l_412_ = (_e991 == 2u);
        if (l_405_) {
            local_39 = l_412_;
        } else {
            local_39 = false;
        }
        bool l_413_ = local_39;
        double _e998 = l_mut_87_;
        double l_414_ = (l_413_ ? l_397_ : _e998);
        l_mut_87_ = l_414_;
        double l_415_ = (l_405_ ? l_402_ : l_397_);
        double _e1001 = l_mut_85_;
        double l_416_ = (_e1001 + l_396_);
        double l_417_ = (l_403_ ? l_415_ : l_416_);
        l_mut_85_ = l_417_;
        uint l_418_ = uint(l_405_);
        uint _e1005 = l_mut_90_;
        l_mut_90_ = (_e1005 + l_418_);
        double l_419_ = a_179_[7];
        double _e1009 = l_mut_85_;
        double l_420_ = (_e1009 + l_419_);
        double _e1011 = l_mut_85_;
        double l_421_ = (l_420_ - _e1011);
        double l_422_ = (l_420_ - l_421_);
        double _e1014 = l_mut_85_;
        double l_423_ = (_e1014 - l_422_);
        double l_424_ = (l_419_ - l_421_);
        double l_425_ = (l_423_ + l_424_);
        uint _e1018 = l_mut_90_;
        bool l_426_ = (_e1018 < 3u);
        bool l_427_ = (l_425_ != 0.0L);
        if (l_426_) {
            local_40 = l_427_;
        } else {
            local_40 = false;
        }
        bool l_428_ = local_40;
        uint _e1027 = l_mut_90_;
        bool l_429_ = (_e1027 == 0u);
        if (l_428_) {
            local_41 = l_429_;
        } else {
            local_41 = false;
        }
        bool l_430_ = local_41;
        double _e1034 = l_mut_89_;
        double l_431_ = (l_430_ ? l_420_ : _e1034);
        l_mut_89_ = l_431_;
        uint _e1036 = l_mut_90_;
        bool l_432_ = (_e1036 == 1u);
        if (l_428_) {
            local_42 = l_432_;
        } else {
            local_42 = false;
        }
        bool l_433_ = local_42;
        double _e1043 = l_mut_88_;
        double l_434_ = (l_433_ ? l_420_ : _e1043);
        l_mut_88_ = l_434_;
        uint _e1045 = l_mut_90_;
        bool l_435_ = (_e1045 == 2u);
        if (l_428_) {
            local_43 = l_435_;
        } else {
            local_43 = false;
        }
        bool l_436_ = local_43;
        double _e1052 = l_mut_87_;
        double l_437_ = (l_436_ ? l_420_ : _e1052);
        l_mut_87_ = l_437_;
        double l_438_ = (l_428_ ? l_425_ : l_420_);
        double _e1055 = l_mut_85_;
        double l_439_ = (_e1055 + l_419_);
        double l_440_ = (l_426_ ? l_438_ : l_439_);
        l_mut_85_ = l_440_;
        uint l_441_ = uint(l_428_);
        uint _e1059 = l_mut_90_;
        l_mut_90_ = (_e1059 + l_441_);
        uint _e1061 = l_mut_90_;
        bool l_442_ = (_e1061 == 0u);
        double _e1064 = l_mut_89_;
        double _e1065 = l_mut_85_;
        double l_443_ = (l_442_ ? _e1065 : _e1064);
        l_mut_89_ = l_443_;
        uint _e1067 = l_mut_90_;
        bool l_444_ = (_e1067 == 1u);
        double _e1070 = l_mut_88_;
        double _e1071 = l_mut_85_;
        double l_445_ = (l_444_ ? _e1071 : _e1070);
        l_mut_88_ = l_445_;
        uint _e1073 = l_mut_90_;
        bool l_446_ = (_e1073 == 2u);
        double _e1076 = l_mut_87_;
        double _e1077 = l_mut_85_;
        double l_447_ = (l_446_ ? _e1077 : _e1076);
        l_mut_87_ = l_447_;
        uint _e1079 = l_mut_90_;
        bool l_448_ = (_e1079 == 3u);
        double _e1082 = l_mut_86_;
        double _e1083 = l_mut_85_;
        double l_449_ = (l_448_ ? _e1083 : _e1082);
        l_mut_86_ = l_449_;
        double _e1085 = l_mut_89_;
        double l_450_ = (_e1085 * l_23_);
        double l_451_ = (l_14_ * l_450_);
        double l_452_ = -(l_451_);
        double l_453_ = mad(l_14_, l_450_, l_452_);
        double l_454_ = (l_16_ * l_450_);
        double l_455_ = -(l_454_);
        double l_456_ = mad(l_16_, l_450_, l_455_);
        double l_457_ = (l_19_ * l_450_);
        double l_458_ = -(l_457_);
        double l_459_ = mad(l_19_, l_450_, l_458_);
        double l_460_ = (l_22_ * l_450_);
        double l_461_ = (l_453_ + l_454_);
        double l_462_ = (l_461_ - l_453_);
        double l_463_ = (l_461_ - l_462_);
        double l_464_ = (l_453_ - l_463_);
        double l_465_ = (l_454_ - l_462_);
        double l_466_ = (l_464_ + l_465_);
        double l_467_ = (l_466_ + l_456_);
        double l_468_ = (l_467_ - l_466_);
        double l_469_ = (l_467_ - l_468_);
        double l_470_ = (l_466_ - l_469_);
        double l_471_ = (l_456_ - l_468_);
        double l_472_ = (l_470_ + l_471_);
        double l_473_ = (l_457_ + l_467_);
        double l_474_ = (l_473_ - l_457_);
        double l_475_ = (l_473_ - l_474_);
        double l_476_ = (l_457_ - l_475_);
        double l_477_ = (l_467_ - l_474_);
        double l_478_ = (l_476_ + l_477_);
        double l_479_ = (l_472_ + l_478_);
        double l_480_ = (l_479_ - l_472_);
        double l_481_ = (l_479_ - l_480_);
        double l_482_ = (l_472_ - l_481_);
        double l_483_ = (l_478_ - l_480_);
        double l_484_ = (l_482_ + l_483_);
        double l_485_ = (l_479_ + l_459_);
        double l_486_ = (l_485_ - l_479_);
        double l_487_ = (l_485_ - l_486_);
        double l_488_ = (l_479_ - l_487_);
        double l_489_ = (l_459_ - l_486_);
        double l_490_ = (l_488_ + l_489_);
        double l_491_ = (l_460_ + l_485_);
        double l_492_ = (l_491_ - l_460_);
        double l_493_ = (l_491_ - l_492_);
        double l_494_ = (l_460_ - l_493_);
        double l_495_ = (l_485_ - l_492_);
        double l_496_ = (l_494_ + l_495_);
        double l_497_ = (l_490_ + l_496_);
        double l_498_ = (l_497_ + l_484_);
        double l_499_ = (l_491_ + l_498_);
        double l_500_ = (l_499_ - l_491_);
        double l_501_ = (l_498_ - l_500_);
        double l_502_ = (l_473_ + l_499_);
        double l_503_ = (l_502_ - l_473_);
        double l_504_ = (l_499_ - l_503_);
        double l_505_ = (l_461_ + l_502_);
        double l_506_ = (l_505_ - l_461_);
        double l_507_ = (l_502_ - l_506_);
        double l_508_ = (l_451_ + l_505_);
        double l_509_ = (l_508_ - l_451_);
        double l_510_ = (l_505_ - l_509_);
        l_mut_85_ = 0.0L;
        l_mut_511_ = 0.0L;
        l_mut_512_ = 0.0L;
        l_mut_513_ = 0.0L;
        l_mut_514_ = l_508_;
        l_mut_90_ = 0u;
        double _e1152 = l_mut_514_;
        double l_515_ = (_e1152 + l_510_);
        double _e1154 = l_mut_514_;
        double l_516_ = (l_515_ - _e1154);
        double l_517_ = (l_510_ - l_516_);
        uint _e1157 = l_mut_90_;
        bool l_518_ = (_e1157 < 3u);
        bool l_519_ = (l_517_ != 0.0L);
        if (l_518_) {
            local_44 = l_519_;
        } else {
            local_44 = false;
        }
        bool l_520_ = local_44;
        uint _e1166 = l_mut_90_;
        bool l_521_ = (_e1166 == 0u);
        if (l_520_) {
            local_45 = l_521_;
        } else {
            local_45 = false;
        }
        bool l_522_ = local_45;
        double _e1173 = l_mut_85_;
        double l_523_ = (l_522_ ? l_515_ : _e1173);
        l_mut_85_ = l_523_;
        uint _e1175 = l_mut_90_;
        bool l_524_ = (_e1175 == 1u);
        if (l_520_) {
            local_46 = l_524_;
        } else {
            local_46 = false;
        }
        bool l_525_ = local_46;
        double _e1182 = l_mut_511_;
        double l_526_ = (l_525_ ? l_515_ : _e1182);
        l_mut_511_ = l_526_;
        uint _e1184 = l_mut_90_;
        bool l_527_ = (_e1184 == 2u);
        if (l_520_) {
            local_47 = l_527_;
        } else {
            local_47 = false;
        }
        bool l_528_ = local_47;
        double _e1191 = l_mut_512_;
        double l_529_ = (l_528_ ? l_515_ : _e1191);
        l_mut_512_ = l_529_;
        double l_530_ = (l_520_ ? l_517_ : l_515_);
        double _e1194 = l_mut_514_;
        double l_531_ = (_e1194 + l_510_);
        double l_532_ = (l_518_ ? l_530_ : l_531_);
        l_mut_514_ = l_532_;
        uint l_533_ = uint(l_520_);
        uint _e1198 = l_mut_90_;
        l_mut_90_ = (_e1198 + l_533_);
        double _e1200 = l_mut_514_;
        double l_534_ = (_e1200 + l_507_);
        double _e1202 = l_mut_514_;
        double l_535_ = (l_534_ - _e1202);
        double l_536_ = (l_507_ - l_535_);
        uint _e1205 = l_mut_90_;
        bool l_537_ = (_e1205 < 3u);
        bool l_538_ = (l_536_ != 0.0L);
        if (l_537_) {
            local_48 = l_538_;
        } else {
            local_48 = false;
        }
        bool l_539_ = local_48;
        uint _e1214 = l_mut_90_;
        bool l_540_ = (_e1214 == 0u);
        if (l_539_) {
            local_49 = l_540_;
        } else {
            local_49 = false;
        }
        bool l_541_ = local_49;
        double _e1221 = l_mut_85_;
        double l_542_ = (l_541_ ? l_534_ : _e1221);
        l_mut_85_ = l_542_;
        uint _e1223 = l_mut_90_;
        bool l_543_ = (_e1223 == 1u);
        if (l_539_) {
            local_50 = l_543_;
        } else {
            local_50 = false;
        }
        bool l_544_ = local_50;
        double _e1230 = l_mut_511_;
        double l_545_ = (l_544_ ? l_534_ : _e1230);
        l_mut_511_ = l_545_;
        uint _e1232 = l_mut_90_;
        bool l_546_ = (_e1232 == 2u);
        if (l_539_) {
            local_51 = l_546_;
        } else {
            local_51 = false;
        }
        bool l_547_ = local_51;
        double _e1239 = l_mut_512_;
        double l_548_ = (l_547_ ? l_534_ : _e1239);
        l_mut_512_ = l_548_;
        double l_549_ = (l_539_ ? l_536_ : l_534_);
        double _e1242 = l_mut_514_;
        double l_550_ = (_e1242 + l_507_);
        double l_551_ = (l_537_ ? l_549_ : l_550_);
        l_mut_514_ = l_551_;
        uint l_552_ = uint(l_539_);
        uint _e1246 = l_mut_90_;
        l_mut_90_ = (_e1246 + l_552_);
        double _e1248 = l_mut_514_;
        double l_553_ = (_e1248 + l_504_);
        double _e1250 = l_mut_514_;
        double l_554_ = (l_553_ - _e1250);
        double l_555_ = (l_504_ - l_554_);
        uint _e1253 = l_mut_90_;
        bool l_556_ = (_e1253 < 3u);
        bool l_557_ = (l_555_ != 0.0L);
        if (l_556_) {
            local_52 = l_557_;
        } else {
            local_52 = false;
        }
        bool l_558_ = local_52;
        uint _e1262 = l_mut_90_;
        bool l_559_ = (_e1262 == 0u);
        if (l_558_) {
            local_53 = l_559_;
        } else {
            local_53 = false;
        }
        bool l_560_ = local_53;
        double _e1269 = l_mut_85_;
        double l_561_ = (l_560_ ? l_553_ : _e1269);
        l_mut_85_ = l_561_;
        uint _e1271 = l_mut_90_;
        bool l_562_ = (_e1271 == 1u);
        if (l_558_) {
            local_54 = l_562_;
        } else {
            local_54 = false;
        }
        bool l_563_ = local_54;
        double _e1278 = l_mut_511_;
        double l_564_ = (l_563_ ? l_553_ : _e1278);
        l_mut_511_ = l_564_;
        uint _e1280 = l_mut_90_;
        bool l_565_ = (_e1280 == 2u);
        if (l_558_) {
            local_55 = l_565_;
        } else {
            local_55 = false;
        }
        bool l_566_ = local_55;
        double _e1287 = l_mut_512_;
        double l_567_ = (l_566_ ? l_553_ : _e1287);
        l_mut_512_ = l_567_;
        double l_568_ = (l_558_ ? l_555_ : l_553_);
        double _e1290 = l_mut_514_;
        double l_569_ = (_e1290 + l_504_);
        double l_570_ = (l_556_ ? l_568_ : l_569_);
        l_mut_514_ = l_570_;
        uint l_571_ = uint(l_558_);
        uint _e1294 = l_mut_90_;
        l_mut_90_ = (_e1294 + l_571_);
        double _e1296 = l_mut_514_;
        double l_572_ = (_e1296 + l_501_);
        double _e1298 = l_mut_514_;
        double l_573_ = (l_572_ - _e1298);
        double l_574_ = (l_501_ - l_573_);
        uint _e1301 = l_mut_90_;
        bool l_575_ = (_e1301 < 3u);
        bool l_576_ = (l_574_ != 0.0L);
        if (l_575_) {
            local_56 = l_576_;
        } else {
            local_56 = false;
        }
        bool l_577_ = local_56;
        uint _e1310 = l_mut_90_;
        bool l_578_ = (_e1310 == 0u);
        if (l_577_) {
            local_57 = l_578_;
        } else {
            local_57 = false;
        }
        bool l_579_ = local_57;
        double _e1317 = l_mut_85_;
        double l_580_ = (l_579_ ? l_572_ : _e1317);
        l_mut_85_ = l_580_;
        uint _e1319 = l_mut_90_;
        bool l_581_ = (_e1319 == 1u);
        if (l_577_) {
            local_58 = l_581_;
        } else {
            local_58 = false;
        }
        bool l_582_ = local_58;
        double _e1326 = l_mut_511_;
        double l_583_ = (l_582_ ? l_572_ : _e1326);
        l_mut_511_ = l_583_;
        uint _e1328 = l_mut_90_;
        bool l_584_ = (_e1328 == 2u);
        if (l_577_) {
            local_59 = l_584_;
        } else {
            local_59 = false;
        }
        bool l_585_ = local_59;
        double _e1335 = l_mut_512_;
        double l_586_ = (l_585_ ? l_572_ : _e1335);
        l_mut_512_ = l_586_;
        double l_587_ = (l_577_ ? l_574_ : l_572_);
        double _e1338 = l_mut_514_;
        double l_588_ = (_e1338 + l_501_);
        double l_589_ = (l_575_ ? l_587_ : l_588_);
        l_mut_514_ = l_589_;
        uint l_590_ = uint(l_577_);
        uint _e1342 = l_mut_90_;
        l_mut_90_ = (_e1342 + l_590_);
        uint _e1344 = l_mut_90_;
        bool l_591_ = (_e1344 == 0u);
        double _e1347 = l_mut_85_;
        double _e1348 = l_mut_514_;
        double l_592_ = (l_591_ ? _e1348 : _e1347);
        l_mut_85_ = l_592_;
        uint _e1350 = l_mut_90_;
        bool l_593_ = (_e1350 == 1u);
        double _e1353 = l_mut_511_;
        double _e1354 = l_mut_514_;
        double l_594_ = (l_593_ ? _e1354 : _e1353);
        l_mut_511_ = l_594_;
        uint _e1356 = l_mut_90_;
        bool l_595_ = (_e1356 == 2u);
        double _e1359 = l_mut_512_;
        double _e1360 = l_mut_514_;
        double l_596_ = (l_595_ ? _e1360 : _e1359);
        l_mut_512_ = l_596_;
        uint _e1362 = l_mut_90_;
        bool l_597_ = (_e1362 == 3u);
        double _e1365 = l_mut_513_;
        double _e1366 = l_mut_514_;
        double l_598_ = (l_597_ ? _e1366 : _e1365);
        l_mut_513_ = l_598_;
        double _e1368 = l_mut_85_;
        double l_599_ = -(_e1368);
        double _e1370 = l_mut_511_;
        double l_600_ = -(_e1370);
        double _e1372 = l_mut_512_;
        double l_601_ = -(_e1372);
        double _e1374 = l_mut_513_;
        double l_602_ = -(_e1374);
        double _e1377 = l_mut_89_;
        a_603_[0] = _e1377;
        a_603_[1] = l_599_;
        double _e1380 = l_mut_88_;
        a_603_[2] = _e1380;
        a_603_[3] = l_600_;
        double _e1383 = l_mut_87_;
        a_603_[4] = _e1383;
        a_603_[5] = l_601_;
        double _e1386 = l_mut_86_;
        a_603_[6] = _e1386;
        a_603_[7] = l_602_;
        double l_604_ = a_603_[7];
        l_mut_514_ = l_604_;
        double l_605_ = a_603_[6];
        double _e1392 = l_mut_514_;
        double l_606_ = (l_605_ + _e1392);
        double l_607_ = (l_606_ - l_605_);
        double l_608_ = (l_606_ - l_607_);
        double l_609_ = (l_605_ - l_608_);
        double _e1397 = l_mut_514_;
        double l_610_ = (_e1397 - l_607_);
        double l_611_ = (l_609_ + l_610_);
        a_603_[7] = l_611_;
        l_mut_514_ = l_606_;
        double l_612_ = a_603_[5];
        double _e1403 = l_mut_514_;
        double l_613_ = (l_612_ + _e1403);
        double l_614_ = (l_613_ - l_612_);
        double l_615_ = (l_613_ - l_614_);
        double l_616_ = (l_612_ - l_615_);
        double _e1408 = l_mut_514_;
        double l_617_ = (_e1408 - l_614_);
        double l_618_ = (l_616_ + l_617_);
        a_603_[6] = l_618_;
        l_mut_514_ = l_613_;
        double l_619_ = a_603_[4];
        double _e1414 = l_mut_514_;
        double l_620_ = (l_619_ + _e1414);
        double l_621_ = (l_620_ - l_619_);
        double l_622_ = (l_620_ - l_621_);
        double l_623_ = (l_619_ - l_622_);
        double _e1419 = l_mut_514_;
        double l_624_ = (_e1419 - l_621_);
        double l_625_ = (l_623_ + l_624_);
        a_603_[5] = l_625_;
        l_mut_514_ = l_620_;
        double l_626_ = a_603_[3];
        double _e1425 = l_mut_514_;
        double l_627_ = (l_626_ + _e1425);
        double l_628_ = (l_627_ - l_626_);
        double l_629_ = (l_627_ - l_628_);
        double l_630_ = (l_626_ - l_629_);
        double _e1430 = l_mut_514_;
        double l_631_ = (_e1430 - l_628_);
        double l_632_ = (l_630_ + l_631_);
        a_603_[4] = l_632_;
        l_mut_514_ = l_627_;
        double l_633_ = a_603_[2];
        double _e1436 = l_mut_514_;
        double l_634_ = (l_633_ + _e1436);
        double l_635_ = (l_634_ - l_633_);
        double l_636_ = (l_634_ - l_635_);
        double l_637_ = (l_633_ - l_636_);
        double _e1441 = l_mut_514_;
        double l_638_ = (_e1441 - l_635_);
        double l_639_ = (l_637_ + l_638_);
        a_603_[3] = l_639_;
        l_mut_514_ = l_634_;
        double l_640_ = a_603_[1];
        double _e1447 = l_mut_514_;
        double l_641_ = (l_640_ + _e1447);
        double l_642_ = (l_641_ - l_640_);
        double l_643_ = (l_641_ - l_642_);
        double l_644_ = (l_640_ - l_643_);
        double _e1452 = l_mut_514_;
        double l_645_ = (_e1452 - l_642_);
        double l_646_ = (l_644_ + l_645_);
        a_603_[2] = l_646_;
        l_mut_514_ = l_641_;
        double l_647_ = a_603_[0];
        double _e1458 = l_mut_514_;
        double l_648_ = (l_647_ + _e1458);
        double l_649_ = (l_648_ - l_647_);
        double l_650_ = (l_648_ - l_649_);
        double l_651_ = (l_647_ - l_650_);
        double _e1463 = l_mut_514_;
        double l_652_ = (_e1463 - l_649_);
        double l_653_ = (l_651_ + l_652_);
        a_603_[1] = l_653_;
        l_mut_514_ = l_648_;
        double _e1468 = l_mut_514_;
        a_603_[0] = _e1468;
        double l_654_ = a_603_[7];
        l_mut_514_ = l_654_;
        double l_655_ = a_603_[6];
        double _e1473 = l_mut_514_;
        double l_656_ = (l_655_ + _e1473);
        double l_657_ = (l_656_ - l_655_);
        double l_658_ = (l_656_ - l_657_);
        double l_659_ = (l_655_ - l_658_);
        double _e1478 = l_mut_514_;
        double l_660_ = (_e1478 - l_657_);
        double l_661_ = (l_659_ + l_660_);
        a_603_[7] = l_661_;
        l_mut_514_ = l_656_;
        double l_662_ = a_603_[5];
        double _e1484 = l_mut_514_;
        double l_663_ = (l_662_ + _e1484);
        double l_664_ = (l_663_ - l_662_);
        double l_665_ = (l_663_ - l_664_);
        double l_666_ = (l_662_ - l_665_);
        double _e1489 = l_mut_514_;
        double l_667_ = (_e1489 - l_664_);
        double l_668_ = (l_666_ + l_667_);
        a_603_[6] = l_668_;
        l_mut_514_ = l_663_;
        double l_669_ = a_603_[4];
        double _e1495 = l_mut_514_;
        double l_670_ = (l_669_ + _e1495);
        double l_671_ = (l_670_ - l_669_);
        double l_672_ = (l_670_ - l_671_);
        double l_673_ = (l_669_ - l_672_);
        double _e1500 = l_mut_514_;
        double l_674_ = (_e1500 - l_671_);
        double l_675_ = (l_673_ + l_674_);
        a_603_[5] = l_675_;
        l_mut_514_ = l_670_;
        double l_676_ = a_603_[3];
        double _e1506 = l_mut_514_;
        double l_677_ = (l_676_ + _e1506);
        double l_678_ = (l_677_ - l_676_);
        double l_679_ = (l_677_ - l_678_);
        double l_680_ = (l_676_ - l_679_);
        double _e1511 = l_mut_514_;
        double l_681_ = (_e1511 - l_678_);
        double l_682_ = (l_680_ + l_681_);
        a_603_[4] = l_682_;
        l_mut_514_ = l_677_;
        double l_683_ = a_603_[2];
        double _e1517 = l_mut_514_;
        double l_684_ = (l_683_ + _e1517);
        double l_685_ = (l_684_ - l_683_);
        double l_686_ = (l_684_ - l_685_);
        double l_687_ = (l_683_ - l_686_);
        double _e1522 = l_mut_514_;
        double l_688_ = (_e1522 - l_685_);
        double l_689_ = (l_687_ + l_688_);
        a_603_[3] = l_689_;
        l_mut_514_ = l_684_;
        double l_690_ = a_603_[1];
        double _e1528 = l_mut_514_;
        double l_691_ = (l_690_ + _e1528);
        double l_692_ = (l_691_ - l_690_);
        double l_693_ = (l_691_ - l_692_);
        double l_694_ = (l_690_ - l_693_);
        double _e1533 = l_mut_514_;
        double l_695_ = (_e1533 - l_692_);
        double l_696_ = (l_694_ + l_695_);
        a_603_[2] = l_696_;
        l_mut_514_ = l_691_;
        double l_697_ = a_603_[0];
        double _e1539 = l_mut_514_;
        double l_698_ = (l_697_ + _e1539);
        double l_699_ = (l_698_ - l_697_);
        double l_700_ = (l_698_ - l_699_);
        double l_701_ = (l_697_ - l_700_);
        double _e1544 = l_mut_514_;
        double l_702_ = (_e1544 - l_699_);
        double l_703_ = (l_701_ + l_702_);
        a_603_[1] = l_703_;
        l_mut_514_ = l_698_;
        double _e1549 = l_mut_514_;
        a_603_[0] = _e1549;
        l_mut_514_ = 0.0L;
        l_mut_513_ = 0.0L;
        l_mut_512_ = 0.0L;
        l_mut_511_ = 0.0L;
        double l_704_ = a_603_[0];
        l_mut_85_ = l_704_;
        l_mut_90_ = 0u;
        double l_705_ = a_603_[1];
        double _e1559 = l_mut_85_;
        double l_706_ = (_e1559 + l_705_);
        double _e1561 = l_mut_85_;
        double l_707_ = (l_706_ - _e1561);
        double l_708_ = (l_706_ - l_707_);
        double _e1564 = l_mut_85_;
        double l_709_ = (_e1564 - l_708_);
        double l_710_ = (l_705_ - l_707_);
        double l_711_ = (l_709_ + l_710_);
        uint _e1568 = l_mut_90_;
        bool l_712_ = (_e1568 < 3u);
        bool l_713_ = (l_711_ != 0.0L);
        if (l_712_) {
            local_60 = l_713_;
        } else {
            local_60 = false;
        }
        bool l_714_ = local_60;
        uint _e1577 = l_mut_90_;
        bool l_715_ = (_e1577 == 0u);
        if (l_714_) {
            local_61 = l_715_;
        } else {
            local_61 = false;
        }
        bool l_716_ = local_61;
        double _e1584 = l_mut_514_;
        double l_717_ = (l_716_ ? l_706_ : _e1584);
        l_mut_514_ = l_717_;
        uint _e1586 = l_mut_90_;
        bool l_718_ = (_e1586 == 1u);
        if (l_714_) {
            local_62 = l_718_;
        } else {
            local_62 = false;
        }
        bool l_719_ = local_62;
        double _e1593 = l_mut_513_;
        double l_720_ = (l_719_ ? l_706_ : _e1593);
        l_mut_513_ = l_720_;
        uint _e1595 = l_mut_90_;
        bool l_721_ = (_e1595 == 2u);
        if (l_714_) {
            local_63 = l_721_;
        } else {
            local_63 = false;
        }
        bool l_722_ = local_63;
        double _e1602 = l_mut_512_;
        double l_723_ = (l_722_ ? l_706_ : _e1602);
        l_mut_512_ = l_723_;
        double l_724_ = (l_714_ ? l_711_ : l_706_);
        double _e1605 = l_mut_85_;
        double l_725_ = (_e1605 + l_705_);
        double l_726_ = (l_712_ ? l_724_ : l_725_);
        l_mut_85_ = l_726_;
        uint l_727_ = uint(l_714_);
        uint _e1609 = l_mut_90_;
        l_mut_90_ = (_e1609 + l_727_);
        double l_728_ = a_603_[2];
        double _e1613 = l_mut_85_;
        double l_729_ = (_e1613 + l_728_);
        double _e1615 = l_mut_85_;
        double l_730_ = (l_729_ - _e1615);
        double l_731_ = (l_729_ - l_730_);
        double _e1618 = l_mut_85_;
        double l_732_ = (_e1618 - l_731_);
        double l_733_ = (l_728_ - l_730_);
        double l_734_ = (l_732_ + l_733_);
        uint _e1622 = l_mut_90_;
        bool l_735_ = (_e1622 < 3u);
        bool l_736_ = (l_734_ != 0.0L);
        if (l_735_) {
            local_64 = l_736_;
        } else {
            local_64 = false;
        }
        bool l_737_ = local_64;
        uint _e1631 = l_mut_90_;
        bool l_738_ = (_e1631 == 0u);
        if (l_737_) {
            local_65 = l_738_;
        } else {
            local_65 = false;
        }
        bool l_739_ = local_65;
        double _e1638 = l_mut_514_;
        double l_740_ = (l_739_ ? l_729_ : _e1638);
        l_mut_514_ = l_740_;
        uint _e1640 = l_mut_90_;
        bool l_741_ = (_e1640 == 1u);
        if (l_737_) {
            local_66 = l_741_;
        } else {
            local_66 = false;
        }
        bool l_742_ = local_66;
        double _e1647 = l_mut_513_;
        double l_743_ = (l_742_ ? l_729_ : _e1647);
        l_mut_513_ = l_743_;
        uint _e1649 = l_mut_90_;
        bool l_744_ = (_e1649 == 2u);
        if (l_737_) {
            local_67 = l_744_;
        } else {
            local_67 = false;
        }
        bool l_745_ = local_67;
        double _e1656 = l_mut_512_;
        double l_746_ = (l_745_ ? l_729_ : _e1656);
        l_mut_512_ = l_746_;
        double l_747_ = (l_737_ ? l_734_ : l_729_);
        double _e1659 = l_mut_85_;
        double l_748_ = (_e1659 + l_728_);
        double l_749_ = (l_735_ ? l_747_ : l_748_);
        l_mut_85_ = l_749_;
        uint l_750_ = uint(l_737_);
        uint _e1663 = l_mut_90_;
        l_mut_90_ = (_e1663 + l_750_);
        double l_751_ = a_603_[3];
        double _e1667 = l_mut_85_;
        double l_752_ = (_e1667 + l_751_);
        double _e1669 = l_mut_85_;
        double l_753_ = (l_752_ - _e1669);
        double l_754_ = (l_752_ - l_753_);
        double _e1672 = l_mut_85_;
        double l_755_ = (_e1672 - l_754_);
        double l_756_ = (l_751_ - l_753_);
        double l_757_ = (l_755_ + l_756_);
        uint _e1676 = l_mut_90_;
        bool l_758_ = (_e1676 < 3u);
        bool l_759_ = (l_757_ != 0.0L);
        if (l_758_) {
            local_68 = l_759_;
        } else {
            local_68 = false;
        }
        bool l_760_ = local_68;
        uint _e1685 = l_mut_90_;
        bool l_761_ = (_e1685 == 0u);
        if (l_760_) {
            local_69 = l_761_;
        } else {
            local_69 = false;
        }
        bool l_762_ = local_69;
        double _e1692 = l_mut_514_;
        double l_763_ = (l_762_ ? l_752_ : _e1692);
        l_mut_514_ = l_763_;
        uint _e1694 = l_mut_90_;
        bool l_764_ = (_e1694 == 1u);
        if (l_760_) {
            local_70 = l_764_;
        } else {
            local_70 = false;
        }
        bool l_765_ = local_70;
        double _e1701 = l_mut_513_;
        double l_766_ = (l_765_ ? l_752_ : _e1701);
        l_mut_513_ = l_766_;
        uint _e1703 = l_mut_90_;
        bool l_767_ = (_e1703 == 2u);
        if (l_760_) {
            local_71 = l_767_;
        } else {
            local_71 = false;
        }
        bool l_768_ = local_71;
        double _e1710 = l_mut_512_;
        double l_769_ = (l_768_ ? l_752_ : _e1710);
        l_mut_512_ = l_769_;
        double l_770_ = (l_760_ ? l_757_ : l_752_);
        double _e1713 = l_mut_85_;
        double l_771_ = (_e1713 + l_751_);
        double l_772_ = (l_758_ ? l_770_ : l_771_);
        l_mut_85_ = l_772_;
        uint l_773_ = uint(l_760_);
        uint _e1717 = l_mut_90_;
        l_mut_90_ = (_e1717 + l_773_);
        double l_774_ = a_603_[4];
        double _e1721 = l_mut_85_;
        double l_775_ = (_e1721 + l_774_);
        double _e1723 = l_mut_85_;
        double l_776_ = (l_775_ - _e1723);
        double l_777_ = (l_775_ - l_776_);
        double _e1726 = l_mut_85_;
        double l_778_ = (_e1726 - l_777_);
        double l_779_ = (l_774_ - l_776_);
        double l_780_ = (l_778_ + l_779_);
        uint _e1730 = l_mut_90_;
        bool l_781_ = (_e1730 < 3u);
        bool l_782_ = (l_780_ != 0.0L);
        if (l_781_) {
            local_72 = l_782_;
        } else {
            local_72 = false;
        }
        bool l_783_ = local_72;
        uint _e1739 = l_mut_90_;
        bool l_784_ = (_e1739 == 0u);
        if (l_783_) {
            local_73 = l_784_;
        } else {
            local_73 = false;
        }
        bool l_785_ = local_73;
        double _e1746 = l_mut_514_;
        double l_786_ = (l_785_ ? l_775_ : _e1746);
        l_mut_514_ = l_786_;
        uint _e1748 = l_mut_90_;
        bool l_787_ = (_e1748 == 1u);
        if (l_783_) {
            local_74 = l_787_;
        } else {
            local_74 = false;
        }
        bool l_788_ = local_74;
        double _e1755 = l_mut_513_;
        double l_789_ = (l_788_ ? l_775_ : _e1755);
        l_mut_513_ = l_789_;
        uint _e1757 = l_mut_90_;
        bool l_790_ = (_e1757 == 2u);
        if (l_783_) {
            local_75 = l_790_;
        } else {
            local_75 = false;
        }
        bool l_791_ = local_75;
        double _e1764 = l_mut_512_;
        double l_792_ = (l_791_ ? l_775_ : _e1764);
        l_mut_512_ = l_792_;
        double l_793_ = (l_783_ ? l_780_ : l_775_);
        double _e1767 = l_mut_85_;
        double l_794_ = (_e1767 + l_774_);
        double l_795_ = (l_781_ ? l_793_ : l_794_);
        l_mut_85_ = l_795_;
        uint l_796_ = uint(l_783_);
        uint _e1771 = l_mut_90_;
        l_mut_90_ = (_e1771 + l_796_);
        double l_797_ = a_603_[5];
        double _e1775 = l_mut_85_;
        double l_798_ = (_e1775 + l_797_);
        double _e1777 = l_mut_85_;
        double l_799_ = (l_798_ - _e1777);
        double l_800_ = (l_798_ - l_799_);
        double _e1780 = l_mut_85_;
        double l_801_ = (_e1780 - l_800_);
        double l_802_ = (l_797_ - l_799_);
        double l_803_ = (l_801_ + l_802_);
        uint _e1784 = l_mut_90_;
        bool l_804_ = (_e1784 < 3u);
        bool l_805_ = (l_803_ != 0.0L);
        if (l_804_) {
            local_76 = l_805_;
        } else {
            local_76 = false;
        }
        bool l_806_ = local_76;
        uint _e1793 = l_mut_90_;
        bool l_807_ = (_e1793 == 0u);
        if (l_806_) {
            local_77 = l_807_;
        } else {
            local_77 = false;
        }
        bool l_808_ = local_77;
        double _e1800 = l_mut_514_;
        double l_809_ = (l_808_ ? l_798_ : _e1800);
        l_mut_514_ = l_809_;
        uint _e1802 = l_mut_90_;
        bool l_810_ = (_e1802 == 1u);
        if (l_806_) {
            local_78 = l_810_;
        } else {
            local_78 = false;
        }
        bool l_811_ = local_78;
        double _e1809 = l_mut_513_;
        double l_812_ = (l_811_ ? l_798_ : _e1809);
        l_mut_513_ = l_812_;
        uint _e1811 = l_mut_90_;
        bool l_813_ = (_e1811 == 2u);
        if (l_806_) {
            local_79 = l_813_;
        } else {
            local_79 = false;
        }
        bool l_814_ = local_79;
        double _e1818 = l_mut_512_;
        double l_815_ = (l_814_ ? l_798_ : _e1818);
        l_mut_512_ = l_815_;
        double l_816_ = (l_806_ ? l_803_ : l_798_);
        double _e1821 = l_mut_85_;
        double l_817_ = (_e1821 + l_797_);
        double l_818_ = (l_804_ ? l_816_ : l_817_);
        l_mut_85_ = l_818_;
        uint l_819_ = uint(l_806_);
        uint _e1825 = l_mut_90_;
        l_mut_90_ = (_e1825 + l_819_);
        double l_820_ = a_603_[6];
        double _e1829 = l_mut_85_;
        double l_821_ = (_e1829 + l_820_);
        double _e1831 = l_mut_85_;
        double l_822_ = (l_821_ - _e1831);
        double l_823_ = (l_821_ - l_822_);
        double _e1834 = l_mut_85_;
        double l_824_ = (_e1834 - l_823_);
        double l_825_ = (l_820_ - l_822_);
        double l_826_ = (l_824_ + l_825_);
        uint _e1838 = l_mut_90_;
        bool l_827_ = (_e1838 < 3u);
        bool l_828_ = (l_826_ != 0.0L);
        if (l_827_) {
            local_80 = l_828_;
        } else {
            local_80 = false;
        }
        bool l_829_ = local_80;
        uint _e1847 = l_mut_90_;
        bool l_830_ = (_e1847 == 0u);
        if (l_829_) {
            local_81 = l_830_;
        } else {
            local_81 = false;
        }
        bool l_831_ = local_81;
        double _e1854 = l_mut_514_;
        double l_832_ = (l_831_ ? l_821_ : _e1854);
        l_mut_514_ = l_832_;
        uint _e1856 = l_mut_90_;
        bool l_833_ = (_e1856 == 1u);
        if (l_829_) {
            local_82 = l_833_;
        } else {
            local_82 = false;
        }
        bool l_834_ = local_82;
        double _e1863 = l_mut_513_;
        double l_835_ = (l_834_ ? l_821_ : _e1863);
        l_mut_513_ = l_835_;
        uint _e1865 = l_mut_90_;
        bool l_836_ = (_e1865 == 2u);
        if (l_829_) {
            local_83 = l_836_;
        } else {
            local_83 = false;
        }
        bool l_837_ = local_83;
        double _e1872 = l_mut_512_;
        double l_838_ = (l_837_ ? l_821_ : _e1872);
        l_mut_512_ = l_838_;
        double l_839_ = (l_829_ ? l_826_ : l_821_);
        double _e1875 = l_mut_85_;
        double l_840_ = (_e1875 + l_820_);
        double l_841_ = (l_827_ ? l_839_ : l_840_);
        l_mut_85_ = l_841_;
        uint l_842_ = uint(l_829_);
        uint _e1879 = l_mut_90_;
        l_mut_90_ = (_e1879 + l_842_);
        double l_843_ = a_603_[7];
        double _e1883 = l_mut_85_;
        double l_844_ = (_e1883 + l_843_);
        double _e1885 = l_mut_85_;
        double l_845_ = (l_844_ - _e1885);
        double l_846_ = (l_844_ - l_845_);
        double _e1888 = l_mut_85_;
        double l_847_ = (_e1888 - l_846_);
        double l_848_ = (l_843_ - l_845_);
        double l_849_ = (l_847_ + l_848_);
        uint _e1892 = l_mut_90_;
        bool l_850_ = (_e1892 < 3u);
        bool l_851_ = (l_849_ != 0.0L);
        if (l_850_) {
            local_84 = l_851_;
        } else {
            local_84 = false;
        }
        bool l_852_ = local_84;
        uint _e1901 = l_mut_90_;
        bool l_853_ = (_e1901 == 0u);
        if (l_852_) {
            local_85 = l_853_;
        } else {
            local_85 = false;
        }
        bool l_854_ = local_85;
        double _e1908 = l_mut_514_;
        double l_855_ = (l_854_ ? l_844_ : _e1908);
        l_mut_514_ = l_855_;
        uint _e1910 = l_mut_90_;
        bool l_856_ = (_e1910 == 1u);
        if (l_852_) {
            local_86 = l_856_;
        } else {
            local_86 = false;
        }
        bool l_857_ = local_86;
        double _e1917 = l_mut_513_;
        double l_858_ = (l_857_ ? l_844_ : _e1917);
        l_mut_513_ = l_858_;
        uint _e1919 = l_mut_90_;
        bool l_859_ = (_e1919 == 2u);
        if (l_852_) {
            local_87 = l_859_;
        } else {
            local_87 = false;
        }
        bool l_860_ = local_87;
        double _e1926 = l_mut_512_;
        double l_861_ = (l_860_ ? l_844_ : _e1926);
        l_mut_512_ = l_861_;
        double l_862_ = (l_852_ ? l_849_ : l_844_);
        double _e1929 = l_mut_85_;
        double l_863_ = (_e1929 + l_843_);
        double l_864_ = (l_850_ ? l_862_ : l_863_);
        l_mut_85_ = l_864_;
        uint l_865_ = uint(l_852_);
        uint _e1933 = l_mut_90_;
        l_mut_90_ = (_e1933 + l_865_);
        uint _e1935 = l_mut_90_;
        bool l_866_ = (_e1935 == 0u);
        double _e1938 = l_mut_514_;
        double _e1939 = l_mut_85_;
        double l_867_ = (l_866_ ? _e1939 : _e1938);
        l_mut_514_ = l_867_;
        uint _e1941 = l_mut_90_;
        bool l_868_ = (_e1941 == 1u);
        double _e1944 = l_mut_513_;
        double _e1945 = l_mut_85_;
        double l_869_ = (l_868_ ? _e1945 : _e1944);
        l_mut_513_ = l_869_;
        uint _e1947 = l_mut_90_;
        bool l_870_ = (_e1947 == 2u);
        double _e1950 = l_mut_512_;
        double _e1951 = l_mut_85_;
        double l_871_ = (l_870_ ? _e1951 : _e1950);
        l_mut_512_ = l_871_;
        uint _e1953 = l_mut_90_;
        bool l_872_ = (_e1953 == 3u);
        double _e1956 = l_mut_511_;
        double _e1957 = l_mut_85_;
        double l_873_ = (l_872_ ? _e1957 : _e1956);
        l_mut_511_ = l_873_;
        double _e1959 = l_mut_514_;
        double l_874_ = (_e1959 * l_23_);
        double l_875_ = (l_14_ * l_874_);
        double l_876_ = -(l_875_);
        double l_877_ = mad(l_14_, l_874_, l_876_);
        double l_878_ = (l_16_ * l_874_);
        double l_879_ = -(l_878_);
        double l_880_ = mad(l_16_, l_874_, l_879_);
        double l_881_ = (l_19_ * l_874_);
        double l_882_ = -(l_881_);
        double l_883_ = mad(l_19_, l_874_, l_882_);
        double l_884_ = (l_22_ * l_874_);
        double l_885_ = (l_877_ + l_878_);
        double l_886_ = (l_885_ - l_877_);
        double l_887_ = (l_885_ - l_886_);
        double l_888_ = (l_877_ - l_887_);
        double l_889_ = (l_878_ - l_886_);
        double l_890_ = (l_888_ + l_889_);
        double l_891_ = (l_890_ + l_880_);
        double l_892_ = (l_891_ - l_890_);
        double l_893_ = (l_891_ - l_892_);
        double l_894_ = (l_890_ - l_893_);
        double l_895_ = (l_880_ - l_892_);
        double l_896_ = (l_894_ + l_895_);
        double l_897_ = (l_881_ + l_891_);
        double l_898_ = (l_897_ - l_881_);
        double l_899_ = (l_897_ - l_898_);
        double l_900_ = (l_881_ - l_899_);
        double l_901_ = (l_891_ - l_898_);
        double l_902_ = (l_900_ + l_901_);
        double l_903_ = (l_896_ + l_902_);
        double l_904_ = (l_903_ - l_896_);
        double l_905_ = (l_903_ - l_904_);
        double l_906_ = (l_896_ - l_905_);
        double l_907_ = (l_902_ - l_904_);
        double l_908_ = (l_906_ + l_907_);
        double l_909_ = (l_903_ + l_883_);
        double l_910_ = (l_909_ - l_903_);
        double l_911_ = (l_909_ - l_910_);
        double l_912_ = (l_903_ - l_911_);
        double l_913_ = (l_883_ - l_910_);
        double l_914_ = (l_912_ + l_913_);
        double l_915_ = (l_884_ + l_909_);
        double l_916_ = (l_915_ - l_884_);
        double l_917_ = (l_915_ - l_916_);
        double l_918_ = (l_884_ - l_917_);
        double l_919_ = (l_909_ - l_916_);
        double l_920_ = (l_918_ + l_919_);
        double l_921_ = (l_914_ + l_920_);
        double l_922_ = (l_921_ + l_908_);
        double l_923_ = (l_915_ + l_922_);
        double l_924_ = (l_923_ - l_915_);
        double l_925_ = (l_922_ - l_924_);
        double l_926_ = (l_897_ + l_923_);
        double l_927_ = (l_926_ - l_897_);
        double l_928_ = (l_923_ - l_927_);
        double l_929_ = (l_885_ + l_926_);
        double l_930_ = (l_929_ - l_885_);
        double l_931_ = (l_926_ - l_930_);
        double l_932_ = (l_875_ + l_929_);
        double l_933_ = (l_932_ - l_875_);
        double l_934_ = (l_929_ - l_933_);
        l_mut_89_ = 0.0L;
        l_mut_88_ = 0.0L;
        l_mut_87_ = 0.0L;
        l_mut_86_ = 0.0L;
        l_mut_85_ = l_932_;
        l_mut_90_ = 0u;
        double _e2026 = l_mut_85_;
        double l_935_ = (_e2026 + l_934_);
        double _e2028 = l_mut_85_;
        double l_936_ = (l_935_ - _e2028);
        double l_937_ = (l_934_ - l_936_);
        uint _e2031 = l_mut_90_;
        bool l_938_ = (_e2031 < 3u);
        bool l_939_ = (l_937_ != 0.0L);
        if (l_938_) {
            local_88 = l_939_;
        } else {
            local_88 = false;
        }
        bool l_940_ = local_88;
        uint _e2040 = l_mut_90_;
        bool l_941_ = (_e2040 == 0u);
        if (l_940_) {
            local_89 = l_941_;
        } else {
            local_89 = false;
        }
        bool l_942_ = local_89;
        double _e2047 = l_mut_89_;
        double l_943_ = (l_942_ ? l_935_ : _e2047);
        l_mut_89_ = l_943_;
        uint _e2049 = l_mut_90_;
        bool l_944_ = (_e2049 == 1u);
        if (l_940_) {
            local_90 = l_944_;
        } else {
            local_90 = false;
        }
        bool l_945_ = local_90;
        double _e2056 = l_mut_88_;
        double l_946_ = (l_945_ ? l_935_ : _e2056);
        l_mut_88_ = l_946_;
        uint _e2058 = l_mut_90_;
        bool l_947_ = (_e2058 == 2u);
        if (l_940_) {
            local_91 = l_947_;
        } else {
            local_91 = false;
        }
        bool l_948_ = local_91;
        double _e2065 = l_mut_87_;
        double l_949_ = (l_948_ ? l_935_ : _e2065);
        l_mut_87_ = l_949_;
        double l_950_ = (l_940_ ? l_937_ : l_935_);
        double _e2068 = l_mut_85_;
        double l_951_ = (_e2068 + l_934_);
        double l_952_ = (l_938_ ? l_950_ : l_951_);
        l_mut_85_ = l_952_;
        uint l_953_ = uint(l_940_);
        uint _e2072 = l_mut_90_;
        l_mut_90_ = (_e2072 + l_953_);
        double _e2074 = l_mut_85_;
        double l_954_ = (_e2074 + l_931_);
        double _e2076 = l_mut_85_;
        double l_955_ = (l_954_ - _e2076);
        double l_956_ = (l_931_ - l_955_);
        uint _e2079 = l_mut_90_;
        bool l_957_ = (_e2079 < 3u);
        bool l_958_ = (l_956_ != 0.0L);
        if (l_957_) {
            local_92 = l_958_;
        } else {
            local_92 = false;
        }
        bool l_959_ = local_92;
        uint _e2088 = l_mut_90_;
        bool l_960_ = (_e2088 == 0u);
        if (l_959_) {
            local_93 = l_960_;
        } else {
            local_93 = false;
        }
        bool l_961_ = local_93;
        double _e2095 = l_mut_89_;
        double l_962_ = (l_961_ ? l_954_ : _e2095);
        l_mut_89_ = l_962_;
        uint _e2097 = l_mut_90_;
        bool l_963_ = (_e2097 == 1u);
        if (l_959_) {
            local_94 = l_963_;
        } else {
            local_94 = false;
        }
        bool l_964_ = local_94;
        double _e2104 = l_mut_88_;
        double l_965_ = (l_964_ ? l_954_ : _e2104);
        l_mut_88_ = l_965_;
        uint _e2106 = l_mut_90_;
        bool l_966_ = (_e2106 == 2u);
        if (l_959_) {
            local_95 = l_966_;
        } else {
            local_95 = false;
        }
        bool l_967_ = local_95;
        double _e2113 = l_mut_87_;
        double l_968_ = (l_967_ ? l_954_ : _e2113);
        l_mut_87_ = l_968_;
        double l_969_ = (l_959_ ? l_956_ : l_954_);
        double _e2116 = l_mut_85_;
        double l_970_ = (_e2116 + l_931_);
        double l_971_ = (l_957_ ? l_969_ : l_970_);
        l_mut_85_ = l_971_;
        uint l_972_ = uint(l_959_);
        uint _e2120 = l_mut_90_;
        l_mut_90_ = (_e2120 + l_972_);
        double _e2122 = l_mut_85_;
        double l_973_ = (_e2122 + l_928_);
        double _e2124 = l_mut_85_;
        double l_974_ = (l_973_ - _e2124);
        double l_975_ = (l_928_ - l_974_);
        uint _e2127 = l_mut_90_;
        bool l_976_ = (_e2127 < 3u);
        bool l_977_ = (l_975_ != 0.0L);
        if (l_976_) {
            local_96 = l_977_;
        } else {
            local_96 = false;
        }
        bool l_978_ = local_96;
        uint _e2136 = l_mut_90_;
        bool l_979_ = (_e2136 == 0u);
        if (l_978_) {
            local_97 = l_979_;
        } else {
            local_97 = false;
        }
        bool l_980_ = local_97;
        double _e2143 = l_mut_89_;
        double l_981_ = (l_980_ ? l_973_ : _e2143);
        l_mut_89_ = l_981_;
        uint _e2145 = l_mut_90_;
        bool l_982_ = (_e2145 == 1u);
        if (l_978_) {
            local_98 = l_982_;
        } else {
            local_98 = false;
        }
        bool l_983_ = local_98;
        double _e2152 = l_mut_88_;
        double l_984_ = (l_983_ ? l_973_ : _e2152);
        l_mut_88_ = l_984_;
        uint _e2154 = l_mut_90_;
        bool l_985_ = (_e2154 == 2u);
        if (l_978_) {
            local_99 = l_985_;
        } else {
            local_99 = false;
        }
        bool l_986_ = local_99;
        double _e2161 = l_mut_87_;
        double l_987_ = (l_986_ ? l_973_ : _e2161);
        l_mut_87_ = l_987_;
        double l_988_ = (l_978_ ? l_975_ : l_973_);
        double _e2164 = l_mut_85_;
        double l_989_ = (_e2164 + l_928_);
        double l_990_ = (l_976_ ? l_988_ : l_989_);
        l_mut_85_ = l_990_;
        uint l_991_ = uint(l_978_);
        uint _e2168 = l_mut_90_;
        l_mut_90_ = (_e2168 + l_991_);
        double _e2170 = l_mut_85_;
        double l_992_ = (_e2170 + l_925_);
        double _e2172 = l_mut_85_;
        double l_993_ = (l_992_ - _e2172);
        double l_994_ = (l_925_ - l_993_);
        uint _e2175 = l_mut_90_;
        bool l_995_ = (_e2175 < 3u);
        bool l_996_ = (l_994_ != 0.0L);
        if (l_995_) {
            local_100 = l_996_;
        } else {
            local_100 = false;
        }
        bool l_997_ = local_100;
        uint _e2184 = l_mut_90_;
        bool l_998_ = (_e2184 == 0u);
        if (l_997_) {
            local_101 = l_998_;
        } else {
            local_101 = false;
        }
        bool l_999_ = local_101;
        double _e2191 = l_mut_89_;
        double l_1000_ = (l_999_ ? l_992_ : _e2191);
        l_mut_89_ = l_1000_;
        uint _e2193 = l_mut_90_;
        bool l_1001_ = (_e2193 == 1u);
        if (l_997_) {
            local_102 = l_1001_;
        } else {
            local_102 = false;
        }
        bool l_1002_ = local_102;
        double _e2200 = l_mut_88_;
        double l_1003_ = (l_1002_ ? l_992_ : _e2200);
        l_mut_88_ = l_1003_;
        uint _e2202 = l_mut_90_;
        bool l_1004_ = (_e2202 == 2u);
        if (l_997_) {
            local_103 = l_1004_;
        } else {
            local_103 = false;
        }
        bool l_1005_ = local_103;
        double _e2209 = l_mut_87_;
        double l_1006_ = (l_1005_ ? l_992_ : _e2209);
        l_mut_87_ = l_1006_;
        double l_1007_ = (l_997_ ? l_994_ : l_992_);
        double _e2212 = l_mut_85_;
        double l_1008_ = (_e2212 + l_925_);
        double l_1009_ = (l_995_ ? l_1007_ : l_1008_);
        l_mut_85_ = l_1009_;
        uint l_1010_ = uint(l_997_);
        uint _e2216 = l_mut_90_;
        l_mut_90_ = (_e2216 + l_1010_);
        uint _e2218 = l_mut_90_;
        bool l_1011_ = (_e2218 == 0u);
        double _e2221 = l_mut_89_;
        double _e2222 = l_mut_85_;
        double l_1012_ = (l_1011_ ? _e2222 : _e2221);
        l_mut_89_ = l_1012_;
        uint _e2224 = l_mut_90_;
        bool l_1013_ = (_e2224 == 1u);
        double _e2227 = l_mut_88_;
        double _e2228 = l_mut_85_;
        double l_1014_ = (l_1013_ ? _e2228 : _e2227);
        l_mut_88_ = l_1014_;
        uint _e2230 = l_mut_90_;
        bool l_1015_ = (_e2230 == 2u);
        double _e2233 = l_mut_87_;
        double _e2234 = l_mut_85_;
        double l_1016_ = (l_1015_ ? _e2234 : _e2233);
        l_mut_87_ = l_1016_;
        uint _e2236 = l_mut_90_;
        bool l_1017_ = (_e2236 == 3u);
        double _e2239 = l_mut_86_;
        double _e2240 = l_mut_85_;
        double l_1018_ = (l_1017_ ? _e2240 : _e2239);
        l_mut_86_ = l_1018_;
        double _e2242 = l_mut_89_;
        double l_1019_ = -(_e2242);
        double _e2244 = l_mut_88_;
        double l_1020_ = -(_e2244);
        double _e2246 = l_mut_87_;
        double l_1021_ = -(_e2246);
        double _e2248 = l_mut_86_;
        double l_1022_ = -(_e2248);
        double _e2251 = l_mut_514_;
        a_1023_[0] = _e2251;
        a_1023_[1] = l_1019_;
        double _e2254 = l_mut_513_;
        a_1023_[2] = _e2254;
        a_1023_[3] = l_1020_;
        double _e2257 = l_mut_512_;
        a_1023_[4] = _e2257;
        a_1023_[5] = l_1021_;
        double _e2260 = l_mut_511_;
        a_1023_[6] = _e2260;
        a_1023_[7] = l_1022_;
        double l_1024_ = a_1023_[7];
        l_mut_89_ = l_1024_;
        double l_1025_ = a_1023_[6];
        double _e2266 = l_mut_89_;
        double l_1026_ = (l_1025_ + _e2266);
        double l_1027_ = (l_1026_ - l_1025_);
        double l_1028_ = (l_1026_ - l_1027_);
        double l_1029_ = (l_1025_ - l_1028_);
        double _e2271 = l_mut_89_;
        double l_1030_ = (_e2271 - l_1027_);
        double l_1031_ = (l_1029_ + l_1030_);
        a_1023_[7] = l_1031_;
        l_mut_89_ = l_1026_;
        double l_1032_ = a_1023_[5];
        double _e2277 = l_mut_89_;
        double l_1033_ = (l_1032_ + _e2277);
        double l_1034_ = (l_1033_ - l_1032_);
        double l_1035_ = (l_1033_ - l_1034_);
        double l_1036_ = (l_1032_ - l_1035_);
        double _e2282 = l_mut_89_;
        double l_1037_ = (_e2282 - l_1034_);
        double l_1038_ = (l_1036_ + l_1037_);
        a_1023_[6] = l_1038_;
        l_mut_89_ = l_1033_;
        double l_1039_ = a_1023_[4];
        double _e2288 = l_mut_89_;
        double l_1040_ = (l_1039_ + _e2288);
        double l_1041_ = (l_1040_ - l_1039_);
        double l_1042_ = (l_1040_ - l_1041_);
        double l_1043_ = (l_1039_ - l_1042_);
        double _e2293 = l_mut_89_;
        double l_1044_ = (_e2293 - l_1041_);
        double l_1045_ = (l_1043_ + l_1044_);
        a_1023_[5] = l_1045_;
        l_mut_89_ = l_1040_;
        double l_1046_ = a_1023_[3];
        double _e2299 = l_mut_89_;
        double l_1047_ = (l_1046_ + _e2299);
        double l_1048_ = (l_1047_ - l_1046_);
        double l_1049_ = (l_1047_ - l_1048_);
        double l_1050_ = (l_1046_ - l_1049_);
        double _e2304 = l_mut_89_;
        double l_1051_ = (_e2304 - l_1048_);
        double l_1052_ = (l_1050_ + l_1051_);
        a_1023_[4] = l_1052_;
        l_mut_89_ = l_1047_;
        double l_1053_ = a_1023_[2];
        double _e2310 = l_mut_89_;
        double l_1054_ = (l_1053_ + _e2310);
        double l_1055_ = (l_1054_ - l_1053_);
        double l_1056_ = (l_1054_ - l_1055_);
        double l_1057_ = (l_1053_ - l_1056_);
        double _e2315 = l_mut_89_;
        double l_1058_ = (_e2315 - l_1055_);
        double l_1059_ = (l_1057_ + l_1058_);
        a_1023_[3] = l_1059_;
        l_mut_89_ = l_1054_;
        double l_1060_ = a_1023_[1];
        double _e2321 = l_mut_89_;
        double l_1061_ = (l_1060_ + _e2321);
        double l_1062_ = (l_1061_ - l_1060_);
        double l_1063_ = (l_1061_ - l_1062_);
        double l_1064_ = (l_1060_ - l_1063_);
        double _e2326 = l_mut_89_;
        double l_1065_ = (_e2326 - l_1062_);
        double l_1066_ = (l_1064_ + l_1065_);
        a_1023_[2] = l_1066_;
        l_mut_89_ = l_1061_;
        double l_1067_ = a_1023_[0];
        double _e2332 = l_mut_89_;
        double l_1068_ = (l_1067_ + _e2332);
        double l_1069_ = (l_1068_ - l_1067_);
        double l_1070_ = (l_1068_ - l_1069_);
        double l_1071_ = (l_1067_ - l_1070_);
        double _e2337 = l_mut_89_;
        double l_1072_ = (_e2337 - l_1069_);
        double l_1073_ = (l_1071_ + l_1072_);
        a_1023_[1] = l_1073_;
        l_mut_89_ = l_1068_;
        double _e2342 = l_mut_89_;
        a_1023_[0] = _e2342;
        double l_1074_ = a_1023_[7];
        l_mut_89_ = l_1074_;
        double l_1075_ = a_1023_[6];
        double _e2347 = l_mut_89_;
        double l_1076_ = (l_1075_ + _e2347);
        double l_1077_ = (l_1076_ - l_1075_);
        double l_1078_ = (l_1076_ - l_1077_);
        double l_1079_ = (l_1075_ - l_1078_);
        double _e2352 = l_mut_89_;
        double l_1080_ = (_e2352 - l_1077_);
        double l_1081_ = (l_1079_ + l_1080_);
        a_1023_[7] = l_1081_;
        l_mut_89_ = l_1076_;
        double l_1082_ = a_1023_[5];
        double _e2358 = l_mut_89_;
        double l_1083_ = (l_1082_ + _e2358);
        double l_1084_ = (l_1083_ - l_1082_);
        double l_1085_ = (l_1083_ - l_1084_);
        double l_1086_ = (l_1082_ - l_1085_);
        double _e2363 = l_mut_89_;
        double l_1087_ = (_e2363 - l_1084_);
        double l_1088_ = (l_1086_ + l_1087_);
        a_1023_[6] = l_1088_;
        l_mut_89_ = l_1083_;
        double l_1089_ = a_1023_[4];
        double _e2369 = l_mut_89_;
        double l_1090_ = (l_1089_ + _e2369);
        double l_1091_ = (l_1090_ - l_1089_);
        double l_1092_ = (l_1090_ - l_1091_);
        double l_1093_ = (l_1089_ - l_1092_);
        double _e2374 = l_mut_89_;
        double l_1094_ = (_e2374 - l_1091_);
        double l_1095_ = (l_1093_ + l_1094_);
        a_1023_[5] = l_1095_;
        l_mut_89_ = l_1090_;
        double l_1096_ = a_1023_[3];
        double _e2380 = l_mut_89_;
        double l_1097_ = (l_1096_ + _e2380);
        double l_1098_ = (l_1097_ - l_1096_);
        double l_1099_ = (l_1097_ - l_1098_);
        double l_1100_ = (l_1096_ - l_1099_);
        double _e2385 = l_mut_89_;
        double l_1101_ = (_e2385 - l_1098_);
        double l_1102_ = (l_1100_ + l_1101_);
        a_1023_[4] = l_1102_;
        l_mut_89_ = l_1097_;
        double l_1103_ = a_1023_[2];
        double _e2391 = l_mut_89_;
        double l_1104_ = (l_1103_ + _e2391);
        double l_1105_ = (l_1104_ - l_1103_);
        double l_1106_ = (l_1104_ - l_1105_);
        double l_1107_ = (l_1103_ - l_1106_);
        double _e2396 = l_mut_89_;
        double l_1108_ = (_e2396 - l_1105_);
        double l_1109_ = (l_1107_ + l_1108_);
        a_1023_[3] = l_1109_;
        l_mut_89_ = l_1104_;
        double l_1110_ = a_1023_[1];
        double _e2402 = l_mut_89_;
        double l_1111_ = (l_1110_ + _e2402);
        double l_1112_ = (l_1111_ - l_1110_);
        double l_1113_ = (l_1111_ - l_1112_);
        double l_1114_ = (l_1110_ - l_1113_);
        double _e2407 = l_mut_89_;
        double l_1115_ = (_e2407 - l_1112_);
        double l_1116_ = (l_1114_ + l_1115_);
        a_1023_[2] = l_1116_;
        l_mut_89_ = l_1111_;
        double l_1117_ = a_1023_[0];
        double _e2413 = l_mut_89_;
        double l_1118_ = (l_1117_ + _e2413);
        double l_1119_ = (l_1118_ - l_1117_);
        double l_1120_ = (l_1118_ - l_1119_);
        double l_1121_ = (l_1117_ - l_1120_);
        double _e2418 = l_mut_89_;
        double l_1122_ = (_e2418 - l_1119_);
        double l_1123_ = (l_1121_ + l_1122_);
        a_1023_[1] = l_1123_;
        l_mut_89_ = l_1118_;
        double _e2423 = l_mut_89_;
        a_1023_[0] = _e2423;
        l_mut_89_ = 0.0L;
        l_mut_88_ = 0.0L;
        l_mut_87_ = 0.0L;
        l_mut_86_ = 0.0L;
        double l_1124_ = a_1023_[0];
        l_mut_85_ = l_1124_;
        l_mut_90_ = 0u;
        double l_1125_ = a_1023_[1];
        double _e2433 = l_mut_85_;
        double l_1126_ = (_e2433 + l_1125_);
        double _e2435 = l_mut_85_;
        double l_1127_ = (l_1126_ - _e2435);
        double l_1128_ = (l_1126_ - l_1127_);
        double _e2438 = l_mut_85_;
        double l_1129_ = (_e2438 - l_1128_);
        double l_1130_ = (l_1125_ - l_1127_);
        double l_1131_ = (l_1129_ + l_1130_);
        uint _e2442 = l_mut_90_;
        bool l_1132_ = (_e2442 < 3u);
        bool l_1133_ = (l_1131_ != 0.0L);
        if (l_1132_) {
            local_104 = l_1133_;
        } else {
            local_104 = false;
        }
        bool l_1134_ = local_104;
        uint _e2451 = l_mut_90_;
        bool l_1135_ = (_e2451 == 0u);
        if (l_1134_) {
            local_105 = l_1135_;
        } else {
            local_105 = false;
        }
        bool l_1136_ = local_105;
        double _e2458 = l_mut_89_;
        double l_1137_ = (l_1136_ ? l_1126_ : _e2458);
        l_mut_89_ = l_1137_;
        uint _e2460 = l_mut_90_;
        bool l_1138_ = (_e2460 == 1u);
        if (l_1134_) {
            local_106 = l_1138_;
        } else {
            local_106 = false;
        }
        bool l_1139_ = local_106;
        double _e2467 = l_mut_88_;
        double l_1140_ = (l_1139_ ? l_1126_ : _e2467);
        l_mut_88_ = l_1140_;
        uint _e2469 = l_mut_90_;
        bool l_1141_ = (_e2469 == 2u);
        if (l_1134_) {
            local_107 = l_1141_;
        } else {
            local_107 = false;
        }
        bool l_1142_ = local_107;
        double _e2476 = l_mut_87_;
        double l_1143_ = (l_1142_ ? l_1126_ : _e2476);
        l_mut_87_ = l_1143_;
        double l_1144_ = (l_1134_ ? l_1131_ : l_1126_);
        double _e2479 = l_mut_85_;
        double l_1145_ = (_e2479 + l_1125_);
        double l_1146_ = (l_1132_ ? l_1144_ : l_1145_);
        l_mut_85_ = l_1146_;
        uint l_1147_ = uint(l_1134_);
        uint _e2483 = l_mut_90_;
        l_mut_90_ = (_e2483 + l_1147_);
        double l_1148_ = a_1023_[2];
        double _e2487 = l_mut_85_;
        double l_1149_ = (_e2487 + l_1148_);
        double _e2489 = l_mut_85_;
        double l_1150_ = (l_1149_ - _e2489);
        double l_1151_ = (l_1149_ - l_1150_);
        double _e2492 = l_mut_85_;
        double l_1152_ = (_e2492 - l_1151_);
        double l_1153_ = (l_1148_ - l_1150_);
        double l_1154_ = (l_1152_ + l_1153_);
        uint _e2496 = l_mut_90_;
        bool l_1155_ = (_e2496 < 3u);
        bool l_1156_ = (l_1154_ != 0.0L);
        if (l_1155_) {
            local_108 = l_1156_;
        } else {
            local_108 = false;
        }
        bool l_1157_ = local_108;
        uint _e2505 = l_mut_90_;
        bool l_1158_ = (_e2505 == 0u);
        if (l_1157_) {
            local_109 = l_1158_;
        } else {
            local_109 = false;
        }
        bool l_1159_ = local_109;
        double _e2512 = l_mut_89_;
        double l_1160_ = (l_1159_ ? l_1149_ : _e2512);
        l_mut_89_ = l_1160_;
        uint _e2514 = l_mut_90_;
        bool l_1161_ = (_e2514 == 1u);
        if (l_1157_) {
            local_110 = l_1161_;
        } else {
            local_110 = false;
        }
        bool l_1162_ = local_110;
        double _e2521 = l_mut_88_;
        double l_1163_ = (l_1162_ ? l_1149_ : _e2521);
        l_mut_88_ = l_1163_;
        uint _e2523 = l_mut_90_;
        bool l_1164_ = (_e2523 == 2u);
        if (l_1157_) {
            local_111 = l_1164_;
        } else {
            local_111 = false;
        }
        bool l_1165_ = local_111;
        double _e2530 = l_mut_87_;
        double l_1166_ = (l_1165_ ? l_1149_ : _e2530);
        l_mut_87_ = l_1166_;
        double l_1167_ = (l_1157_ ? l_1154_ : l_1149_);
        double _e2533 = l_mut_85_;
        double l_1168_ = (_e2533 + l_1148_);
        double l_1169_ = (l_1155_ ? l_1167_ : l_1168_);
        l_mut_85_ = l_1169_;
        uint l_1170_ = uint(l_1157_);
        uint _e2537 = l_mut_90_;
        l_mut_90_ = (_e2537 + l_1170_);
        double l_1171_ = a_1023_[3];
        double _e2541 = l_mut_85_;
        double l_1172_ = (_e2541 + l_1171_);
        double _e2543 = l_mut_85_;
        double l_1173_ = (l_1172_ - _e2543);
        double l_1174_ = (l_1172_ - l_1173_);
        double _e2546 = l_mut_85_;
        double l_1175_ = (_e2546 - l_1174_);
        double l_1176_ = (l_1171_ - l_1173_);
        double l_1177_ = (l_1175_ + l_1176_);
        uint _e2550 = l_mut_90_;
        bool l_1178_ = (_e2550 < 3u);
        bool l_1179_ = (l_1177_ != 0.0L);
        if (l_1178_) {
            local_112 = l_1179_;
        } else {
            local_112 = false;
        }
        bool l_1180_ = local_112;
        uint _e2559 = l_mut_90_;
        bool l_1181_ = (_e2559 == 0u);
        if (l_1180_) {
            local_113 = l_1181_;
        } else {
            local_113 = false;
        }
        bool l_1182_ = local_113;
        double _e2566 = l_mut_89_;
        double l_1183_ = (l_1182_ ? l_1172_ : _e2566);
        l_mut_89_ = l_1183_;
        uint _e2568 = l_mut_90_;
        bool l_1184_ = (_e2568 == 1u);
        if (l_1180_) {
            local_114 = l_1184_;
        } else {
            local_114 = false;
        }
        bool l_1185_ = local_114;
        double _e2575 = l_mut_88_;
        double l_1186_ = (l_1185_ ? l_1172_ : _e2575);
        l_mut_88_ = l_1186_;
        uint _e2577 = l_mut_90_;
        bool l_1187_ = (_e2577 == 2u);
        if (l_1180_) {
            local_115 = l_1187_;
        } else {
            local_115 = false;
        }
        bool l_1188_ = local_115;
        double _e2584 = l_mut_87_;
        double l_1189_ = (l_1188_ ? l_1172_ : _e2584);
        l_mut_87_ = l_1189_;
        double l_1190_ = (l_1180_ ? l_1177_ : l_1172_);
        double _e2587 = l_mut_85_;
        double l_1191_ = (_e2587 + l_1171_);
        double l_1192_ = (l_1178_ ? l_1190_ : l_1191_);
        l_mut_85_ = l_1192_;
        uint l_1193_ = uint(l_1180_);
        uint _e2591 = l_mut_90_;
        l_mut_90_ = (_e2591 + l_1193_);
        double l_1194_ = a_1023_[4];
        double _e2595 = l_mut_85_;
        double l_1195_ = (_e2595 + l_1194_);
        double _e2597 = l_mut_85_;
        double l_1196_ = (l_1195_ - _e2597);
        double l_1197_ = (l_1195_ - l_1196_);
        double _e2600 = l_mut_85_;
        double l_1198_ = (_e2600 - l_1197_);
        double l_1199_ = (l_1194_ - l_1196_);
        double l_1200_ = (l_1198_ + l_1199_);
        uint _e2604 = l_mut_90_;
        bool l_1201_ = (_e2604 < 3u);
        bool l_1202_ = (l_1200_ != 0.0L);
        if (l_1201_) {
            local_116 = l_1202_;
        } else {
            local_116 = false;
        }
        bool l_1203_ = local_116;
        uint _e2613 = l_mut_90_;
        bool l_1204_ = (_e2613 == 0u);
        if (l_1203_) {
            local_117 = l_1204_;
        } else {
            local_117 = false;
        }
        bool l_1205_ = local_117;
        double _e2620 = l_mut_89_;
        double l_1206_ = (l_1205_ ? l_1195_ : _e2620);
        l_mut_89_ = l_1206_;
        uint _e2622 = l_mut_90_;
        bool l_1207_ = (_e2622 == 1u);
        if (l_1203_) {
            local_118 = l_1207_;
        } else {
            local_118 = false;
        }
        bool l_1208_ = local_118;
        double _e2629 = l_mut_88_;
        double l_1209_ = (l_1208_ ? l_1195_ : _e2629);
        l_mut_88_ = l_1209_;
        uint _e2631 = l_mut_90_;
        bool l_1210_ = (_e2631 == 2u);
        if (l_1203_) {
            local_119 = l_1210_;
        } else {
            local_119 = false;
        }
        bool l_1211_ = local_119;
        double _e2638 = l_mut_87_;
        double l_1212_ = (l_1211_ ? l_1195_ : _e2638);
        l_mut_87_ = l_1212_;
        double l_1213_ = (l_1203_ ? l_1200_ : l_1195_);
        double _e2641 = l_mut_85_;
        double l_1214_ = (_e2641 + l_1194_);
        double l_1215_ = (l_1201_ ? l_1213_ : l_1214_);
        l_mut_85_ = l_1215_;
        uint l_1216_ = uint(l_1203_);
        uint _e2645 = l_mut_90_;
        l_mut_90_ = (_e2645 + l_1216_);
        double l_1217_ = a_1023_[5];
        double _e2649 = l_mut_85_;
        double l_1218_ = (_e2649 + l_1217_);
        double _e2651 = l_mut_85_;
        double l_1219_ = (l_1218_ - _e2651);
        double l_1220_ = (l_1218_ - l_1219_);
        double _e2654 = l_mut_85_;
        double l_1221_ = (_e2654 - l_1220_);
        double l_1222_ = (l_1217_ - l_1219_);
        double l_1223_ = (l_1221_ + l_1222_);
        uint _e2658 = l_mut_90_;
        bool l_1224_ = (_e2658 < 3u);
        bool l_1225_ = (l_1223_ != 0.0L);
        if (l_1224_) {
            local_120 = l_1225_;
        } else {
            local_120 = false;
        }
        bool l_1226_ = local_120;
        uint _e2667 = l_mut_90_;
        bool l_1227_ = (_e2667 == 0u);
        if (l_1226_) {
            local_121 = l_1227_;
        } else {
            local_121 = false;
        }
        bool l_1228_ = local_121;
        double _e2674 = l_mut_89_;
        double l_1229_ = (l_1228_ ? l_1218_ : _e2674);
        l_mut_89_ = l_1229_;
        uint _e2676 = l_mut_90_;
        bool l_1230_ = (_e2676 == 1u);
        if (l_1226_) {
            local_122 = l_1230_;
        } else {
            local_122 = false;
        }
        bool l_1231_ = local_122;
        double _e2683 = l_mut_88_;
        double l_1232_ = (l_1231_ ? l_1218_ : _e2683);
        l_mut_88_ = l_1232_;
        uint _e2685 = l_mut_90_;
        bool l_1233_ = (_e2685 == 2u);
        if (l_1226_) {
            local_123 = l_1233_;
        } else {
            local_123 = false;
        }
        bool l_1234_ = local_123;
        double _e2692 = l_mut_87_;
        double l_1235_ = (l_1234_ ? l_1218_ : _e2692);
        l_mut_87_ = l_1235_;
        double l_1236_ = (l_1226_ ? l_1223_ : l_1218_);
        double _e2695 = l_mut_85_;
        double l_1237_ = (_e2695 + l_1217_);
        double l_1238_ = (l_1224_ ? l_1236_ : l_1237_);
        l_mut_85_ = l_1238_;
        uint l_1239_ = uint(l_1226_);
        uint _e2699 = l_mut_90_;
        l_mut_90_ = (_e2699 + l_1239_);
        double l_1240_ = a_1023_[6];
        double _e2703 = l_mut_85_;
        double l_1241_ = (_e2703 + l_1240_);
        double _e2705 = l_mut_85_;
        double l_1242_ = (l_1241_ - _e2705);
        double l_1243_ = (l_1241_ - l_1242_);
        double _e2708 = l_mut_85_;
        double l_1244_ = (_e2708 - l_1243_);
        double l_1245_ = (l_1240_ - l_1242_);
        double l_1246_ = (l_1244_ + l_1245_);
        uint _e2712 = l_mut_90_;
        bool l_1247_ = (_e2712 < 3u);
        bool l_1248_ = (l_1246_ != 0.0L);
        if (l_1247_) {
            local_124 = l_1248_;
        } else {
            local_124 = false;
        }
        bool l_1249_ = local_124;
        uint _e2721 = l_mut_90_;
        bool l_1250_ = (_e2721 == 0u);
        if (l_1249_) {
            local_125 = l_1250_;
        } else {
            local_125 = false;
        }
        bool l_1251_ = local_125;
        double _e2728 = l_mut_89_;
        double l_1252_ = (l_1251_ ? l_1241_ : _e2728);
        l_mut_89_ = l_1252_;
        uint _e2730 = l_mut_90_;
        bool l_1253_ = (_e2730 == 1u);
        if (l_1249_) {
            local_126 = l_1253_;
        } else {
            local_126 = false;
        }
        bool l_1254_ = local_126;
        double _e2737 = l_mut_88_;
        double l_1255_ = (l_1254_ ? l_1241_ : _e2737);
        l_mut_88_ = l_1255_;
        uint _e2739 = l_mut_90_;
        bool l_1256_ = (_e2739 == 2u);
        if (l_1249_) {
            local_127 = l_1256_;
        } else {
            local_127 = false;
        }
        bool l_1257_ = local_127;
        double _e2746 = l_mut_87_;
        double l_1258_ = (l_1257_ ? l_1241_ : _e2746);
        l_mut_87_ = l_1258_;
        double l_1259_ = (l_1249_ ? l_1246_ : l_1241_);
        double _e2749 = l_mut_85_;
        double l_1260_ = (_e2749 + l_1240_);
        double l_1261_ = (l_1247_ ? l_1259_ : l_1260_);
        l_mut_85_ = l_1261_;
        uint l_1262_ = uint(l_1249_);
        uint _e2753 = l_mut_90_;
        l_mut_90_ = (_e2753 + l_1262_);
        double l_1263_ = a_1023_[7];
        double _e2757 = l_mut_85_;
        double l_1264_ = (_e2757 + l_1263_);
        double _e2759 = l_mut_85_;
        double l_1265_ = (l_1264_ - _e2759);
        double l_1266_ = (l_1264_ - l_1265_);
        double _e2762 = l_mut_85_;
        double l_1267_ = (_e2762 - l_1266_);
        double l_1268_ = (l_1263_ - l_1265_);
        double l_1269_ = (l_1267_ + l_1268_);
        uint _e2766 = l_mut_90_;
        bool l_1270_ = (_e2766 < 3u);
        bool l_1271_ = (l_1269_ != 0.0L);
        if (l_1270_) {
            local_128 = l_1271_;
        } else {
            local_128 = false;
        }
        bool l_1272_ = local_128;
        uint _e2775 = l_mut_90_;
        bool l_1273_ = (_e2775 == 0u);
        if (l_1272_) {
            local_129 = l_1273_;
        } else {
            local_129 = false;
        }
        bool l_1274_ = local_129;
        double _e2782 = l_mut_89_;
        double l_1275_ = (l_1274_ ? l_1264_ : _e2782);
        l_mut_89_ = l_1275_;
        uint _e2784 = l_mut_90_;
        bool l_1276_ = (_e2784 == 1u);
        if (l_1272_) {
            local_130 = l_1276_;
        } else {
            local_130 = false;
        }
        bool l_1277_ = local_130;
        double _e2791 = l_mut_88_;
        double l_1278_ = (l_1277_ ? l_1264_ : _e2791);
        l_mut_88_ = l_1278_;
        uint _e2793 = l_mut_90_;
        bool l_1279_ = (_e2793 == 2u);
        if (l_1272_) {
            local_131 = l_1279_;
        } else {
            local_131 = false;
        }
        bool l_1280_ = local_131;
        double _e2800 = l_mut_87_;
        double l_1281_ = (l_1280_ ? l_1264_ : _e2800);
        l_mut_87_ = l_1281_;
        double l_1282_ = (l_1272_ ? l_1269_ : l_1264_);
        double _e2803 = l_mut_85_;
        double l_1283_ = (_e2803 + l_1263_);
        double l_1284_ = (l_1270_ ? l_1282_ : l_1283_);
        l_mut_85_ = l_1284_;
        uint l_1285_ = uint(l_1272_);
        uint _e2807 = l_mut_90_;
        l_mut_90_ = (_e2807 + l_1285_);
        uint _e2809 = l_mut_90_;
        bool l_1286_ = (_e2809 == 0u);
        double _e2812 = l_mut_89_;
        double _e2813 = l_mut_85_;
        double l_1287_ = (l_1286_ ? _e2813 : _e2812);
        l_mut_89_ = l_1287_;
        uint _e2815 = l_mut_90_;
        bool l_1288_ = (_e2815 == 1u);
        double _e2818 = l_mut_88_;
        double _e2819 = l_mut_85_;
        double l_1289_ = (l_1288_ ? _e2819 : _e2818);
        l_mut_88_ = l_1289_;
        uint _e2821 = l_mut_90_;
        bool l_1290_ = (_e2821 == 2u);
        double _e2824 = l_mut_87_;
        double _e2825 = l_mut_85_;
        double l_1291_ = (l_1290_ ? _e2825 : _e2824);
        l_mut_87_ = l_1291_;
        uint _e2827 = l_mut_90_;
        bool l_1292_ = (_e2827 == 3u);
        double _e2830 = l_mut_86_;
        double _e2831 = l_mut_85_;
        double l_1293_ = (l_1292_ ? _e2831 : _e2830);
        l_mut_86_ = l_1293_;
        double _e2833 = l_mut_89_;
        double l_1294_ = (_e2833 * l_23_);
        double l_1295_ = (l_14_ * l_1294_);
        double l_1296_ = -(l_1295_);
        double l_1297_ = mad(l_14_, l_1294_, l_1296_);
        double l_1298_ = (l_16_ * l_1294_);
        double l_1299_ = -(l_1298_);
        double l_1300_ = mad(l_16_, l_1294_, l_1299_);
        double l_1301_ = (l_19_ * l_1294_);
        double l_1302_ = -(l_1301_);
        double l_1303_ = mad(l_19_, l_1294_, l_1302_);
        double l_1304_ = (l_22_ * l_1294_);
        double l_1305_ = (l_1297_ + l_1298_);
        double l_1306_ = (l_1305_ - l_1297_);
        double l_1307_ = (l_1305_ - l_1306_);
        double l_1308_ = (l_1297_ - l_1307_);
        double l_1309_ = (l_1298_ - l_1306_);
        double l_1310_ = (l_1308_ + l_1309_);
        double l_1311_ = (l_1310_ + l_1300_);
        double l_1312_ = (l_1311_ - l_1310_);
        double l_1313_ = (l_1311_ - l_1312_);
        double l_1314_ = (l_1310_ - l_1313_);
        double l_1315_ = (l_1300_ - l_1312_);
        double l_1316_ = (l_1314_ + l_1315_);
        double l_1317_ = (l_1301_ + l_1311_);
        double l_1318_ = (l_1317_ - l_1301_);
        double l_1319_ = (l_1317_ - l_1318_);
        double l_1320_ = (l_1301_ - l_1319_);
        double l_1321_ = (l_1311_ - l_1318_);
        double l_1322_ = (l_1320_ + l_1321_);
        double l_1323_ = (l_1316_ + l_1322_);
        double l_1324_ = (l_1323_ - l_1316_);
        double l_1325_ = (l_1323_ - l_1324_);
        double l_1326_ = (l_1316_ - l_1325_);
        double l_1327_ = (l_1322_ - l_1324_);
        double l_1328_ = (l_1326_ + l_1327_);
        double l_1329_ = (l_1323_ + l_1303_);
        double l_1330_ = (l_1329_ - l_1323_);
        double l_1331_ = (l_1329_ - l_1330_);
        double l_1332_ = (l_1323_ - l_1331_);
        double l_1333_ = (l_1303_ - l_1330_);
        double l_1334_ = (l_1332_ + l_1333_);
        double l_1335_ = (l_1304_ + l_1329_);
        double l_1336_ = (l_1335_ - l_1304_);
        double l_1337_ = (l_1335_ - l_1336_);
        double l_1338_ = (l_1304_ - l_1337_);
        double l_1339_ = (l_1329_ - l_1336_);
        double l_1340_ = (l_1338_ + l_1339_);
        double l_1341_ = (l_1334_ + l_1340_);
        double l_1342_ = (l_1341_ + l_1328_);
        double l_1343_ = (l_1335_ + l_1342_);
        double l_1344_ = (l_1343_ - l_1335_);
        double l_1345_ = (l_1342_ - l_1344_);
        double l_1346_ = (l_1317_ + l_1343_);
        double l_1347_ = (l_1346_ - l_1317_);
        double l_1348_ = (l_1343_ - l_1347_);
        double l_1349_ = (l_1305_ + l_1346_);
        double l_1350_ = (l_1349_ - l_1305_);
        double l_1351_ = (l_1346_ - l_1350_);
        double l_1352_ = (l_1295_ + l_1349_);
        double l_1353_ = (l_1352_ - l_1295_);
        double l_1354_ = (l_1349_ - l_1353_);
        l_mut_514_ = 0.0L;
        l_mut_513_ = 0.0L;
        l_mut_512_ = 0.0L;
        l_mut_511_ = 0.0L;
        l_mut_85_ = l_1352_;
        l_mut_90_ = 0u;
        double _e2900 = l_mut_85_;
        double l_1355_ = (_e2900 + l_1354_);
        double _e2902 = l_mut_85_;
        double l_1356_ = (l_1355_ - _e2902);
        double l_1357_ = (l_1354_ - l_1356_);
        uint _e2905 = l_mut_90_;
        bool l_1358_ = (_e2905 < 3u);
        bool l_1359_ = (l_1357_ != 0.0L);
        if (l_1358_) {
            local_132 = l_1359_;
        } else {
            local_132 = false;
        }
        bool l_1360_ = local_132;
        uint _e2914 = l_mut_90_;
        bool l_1361_ = (_e2914 == 0u);
        if (l_1360_) {
            local_133 = l_1361_;
        } else {
            local_133 = false;
        }
        bool l_1362_ = local_133;
        double _e2921 = l_mut_514_;
        double l_1363_ = (l_1362_ ? l_1355_ : _e2921);
        l_mut_514_ = l_1363_;
        uint _e2923 = l_mut_90_;
        bool l_1364_ = (_e2923 == 1u);
        if (l_1360_) {
            local_134 = l_1364_;
        } else {
            local_134 = false;
        }
        bool l_1365_ = local_134;
        double _e2930 = l_mut_513_;
        double l_1366_ = (l_1365_ ? l_1355_ : _e2930);
        l_mut_513_ = l_1366_;
        uint _e2932 = l_mut_90_;
        bool l_1367_ = (_e2932 == 2u);
        if (l_1360_) {
            local_135 = l_1367_;
        } else {
            local_135 = false;
        }
        bool l_1368_ = local_135;
        double _e2939 = l_mut_512_;
        double l_1369_ = (l_1368_ ? l_1355_ : _e2939);
        l_mut_512_ = l_1369_;
        double l_1370_ = (l_1360_ ? l_1357_ : l_1355_);
        double _e2942 = l_mut_85_;
        double l_1371_ = (_e2942 + l_1354_);
        double l_1372_ = (l_1358_ ? l_1370_ : l_1371_);
        l_mut_85_ = l_1372_;
        uint l_1373_ = uint(l_1360_);
        uint _e2946 = l_mut_90_;
        l_mut_90_ = (_e2946 + l_1373_);
        double _e2948 = l_mut_85_;
        double l_1374_ = (_e2948 + l_1351_);
        double _e2950 = l_mut_85_;
        double l_1375_ = (l_1374_ - _e2950);
        double l_1376_ = (l_1351_ - l_1375_);
        uint _e2953 = l_mut_90_;
        bool l_1377_ = (_e2953 < 3u);
        bool l_1378_ = (l_1376_ != 0.0L);
        if (l_1377_) {
            local_136 = l_1378_;
        } else {
            local_136 = false;
        }
        bool l_1379_ = local_136;
        uint _e2962 = l_mut_90_;
        bool l_1380_ = (_e2962 == 0u);
        if (l_1379_) {
            local_137 = l_1380_;
        } else {
            local_137 = false;
        }
        bool l_1381_ = local_137;
        double _e2969 = l_mut_514_;
        double l_1382_ = (l_1381_ ? l_1374_ : _e2969);
        l_mut_514_ = l_1382_;
        uint _e2971 = l_mut_90_;
        bool l_1383_ = (_e2971 == 1u);
        if (l_1379_) {
            local_138 = l_1383_;
        } else {
            local_138 = false;
        }
        bool l_1384_ = local_138;
        double _e2978 = l_mut_513_;
        double l_1385_ = (l_1384_ ? l_1374_ : _e2978);
        l_mut_513_ = l_1385_;
        uint _e2980 = l_mut_90_;
        bool l_1386_ = (_e2980 == 2u);
        if (l_1379_) {
            local_139 = l_1386_;
        } else {
            local_139 = false;
        }
        bool l_1387_ = local_139;
        double _e2987 = l_mut_512_;
        double l_1388_ = (l_1387_ ? l_1374_ : _e2987);
        l_mut_512_ = l_1388_;
        double l_1389_ = (l_1379_ ? l_1376_ : l_1374_);
        double _e2990 = l_mut_85_;
        double l_1390_ = (_e2990 + l_1351_);
        double l_1391_ = (l_1377_ ? l_1389_ : l_1390_);
        l_mut_85_ = l_1391_;
        uint l_1392_ = uint(l_1379_);
        uint _e2994 = l_mut_90_;
        l_mut_90_ = (_e2994 + l_1392_);
        double _e2996 = l_mut_85_;
        double l_1393_ = (_e2996 + l_1348_);
        double _e2998 = l_mut_85_;
        double l_1394_ = (l_1393_ - _e2998);
        double l_1395_ = (l_1348_ - l_1394_);
        uint _e3001 = l_mut_90_;
        bool l_1396_ = (_e3001 < 3u);
        bool l_1397_ = (l_1395_ != 0.0L);
        if (l_1396_) {
            local_140 = l_1397_;
        } else {
            local_140 = false;
        }
        bool l_1398_ = local_140;
        uint _e3010 = l_mut_90_;
        bool l_1399_ = (_e3010 == 0u);
        if (l_1398_) {
            local_141 = l_1399_;
        } else {
            local_141 = false;
        }
        bool l_1400_ = local_141;
        double _e3017 = l_mut_514_;
        double l_1401_ = (l_1400_ ? l_1393_ : _e3017);
        l_mut_514_ = l_1401_;
        uint _e3019 = l_mut_90_;
        bool l_1402_ = (_e3019 == 1u);
        if (l_1398_) {
            local_142 = l_1402_;
        } else {
            local_142 = false;
        }
        bool l_1403_ = local_142;
        double _e3026 = l_mut_513_;
        double l_1404_ = (l_1403_ ? l_1393_ : _e3026);
        l_mut_513_ = l_1404_;
        uint _e3028 = l_mut_90_;
        bool l_1405_ = (_e3028 == 2u);
        if (l_1398_) {
            local_143 = l_1405_;
        } else {
            local_143 = false;
        }
        bool l_1406_ = local_143;
        double _e3035 = l_mut_512_;
        double l_1407_ = (l_1406_ ? l_1393_ : _e3035);
        l_mut_512_ = l_1407_;
        double l_1408_ = (l_1398_ ? l_1395_ : l_1393_);
        double _e3038 = l_mut_85_;
        double l_1409_ = (_e3038 + l_1348_);
        double l_1410_ = (l_1396_ ? l_1408_ : l_1409_);
        l_mut_85_ = l_1410_;
        uint l_1411_ = uint(l_1398_);
        uint _e3042 = l_mut_90_;
        l_mut_90_ = (_e3042 + l_1411_);
        double _e3044 = l_mut_85_;
        double l_1412_ = (_e3044 + l_1345_);
        double _e3046 = l_mut_85_;
        double l_1413_ = (l_1412_ - _e3046);
        double l_1414_ = (l_1345_ - l_1413_);
        uint _e3049 = l_mut_90_;
        bool l_1415_ = (_e3049 < 3u);
        bool l_1416_ = (l_1414_ != 0.0L);
        if (l_1415_) {
            local_144 = l_1416_;
        } else {
            local_144 = false;
        }
        bool l_1417_ = local_144;
        uint _e3058 = l_mut_90_;
        bool l_1418_ = (_e3058 == 0u);
        if (l_1417_) {
            local_145 = l_1418_;
        } else {
            local_145 = false;
        }
        bool l_1419_ = local_145;
        double _e3065 = l_mut_514_;
        double l_1420_ = (l_1419_ ? l_1412_ : _e3065);
        l_mut_514_ = l_1420_;
        uint _e3067 = l_mut_90_;
        bool l_1421_ = (_e3067 == 1u);
        if (l_1417_) {
            local_146 = l_1421_;
        } else {
            local_146 = false;
        }
        bool l_1422_ = local_146;
        double _e3074 = l_mut_513_;
        double l_1423_ = (l_1422_ ? l_1412_ : _e3074);
        l_mut_513_ = l_1423_;
        uint _e3076 = l_mut_90_;
        bool l_1424_ = (_e3076 == 2u);
        if (l_1417_) {
            local_147 = l_1424_;
        } else {
            local_147 = false;
        }
        bool l_1425_ = local_147;
        double _e3083 = l_mut_512_;
        double l_1426_ = (l_1425_ ? l_1412_ : _e3083);
        l_mut_512_ = l_1426_;
        double l_1427_ = (l_1417_ ? l_1414_ : l_1412_);
        double _e3086 = l_mut_85_;
        double l_1428_ = (_e3086 + l_1345_);
        double l_1429_ = (l_1415_ ? l_1427_ : l_1428_);
        l_mut_85_ = l_1429_;
        uint l_1430_ = uint(l_1417_);
        uint _e3090 = l_mut_90_;
        l_mut_90_ = (_e3090 + l_1430_);
        uint _e3092 = l_mut_90_;
        bool l_1431_ = (_e3092 == 0u);
        double _e3095 = l_mut_514_;
        double _e3096 = l_mut_85_;
        double l_1432_ = (l_1431_ ? _e3096 : _e3095);
        l_mut_514_ = l_1432_;
        uint _e3098 = l_mut_90_;
        bool l_1433_ = (_e3098 == 1u);
        double _e3101 = l_mut_513_;
        double _e3102 = l_mut_85_;
        double l_1434_ = (l_1433_ ? _e3102 : _e3101);
        l_mut_513_ = l_1434_;
        uint _e3104 = l_mut_90_;
        bool l_1435_ = (_e3104 == 2u);
        double _e3107 = l_mut_512_;
        double _e3108 = l_mut_85_;
        double l_1436_ = (l_1435_ ? _e3108 : _e3107);
        l_mut_512_ = l_1436_;
        uint _e3110 = l_mut_90_;
        bool l_1437_ = (_e3110 == 3u);
        double _e3113 = l_mut_511_;
        double _e3114 = l_mut_85_;
        double l_1438_ = (l_1437_ ? _e3114 : _e3113);
        l_mut_511_ = l_1438_;
        double _e3116 = l_mut_514_;
        double l_1439_ = -(_e3116);
        double _e3118 = l_mut_513_;
        double l_1440_ = -(_e3118);
        double _e3120 = l_mut_512_;
        double l_1441_ = -(_e3120);
        double _e3122 = l_mut_511_;
        double l_1442_ = -(_e3122);
        double _e3125 = l_mut_89_;
        a_1443_[0] = _e3125;
        a_1443_[1] = l_1439_;
        double _e3128 = l_mut_88_;
        a_1443_[2] = _e3128;
        a_1443_[3] = l_1440_;
        double _e3131 = l_mut_87_;
        a_1443_[4] = _e3131;
        a_1443_[5] = l_1441_;
        double _e3134 = l_mut_86_;
        a_1443_[6] = _e3134;
        a_1443_[7] = l_1442_;
        double l_1444_ = a_1443_[7];
        l_mut_514_ = l_1444_;
        double l_1445_ = a_1443_[6];
        double _e3140 = l_mut_514_;
        double l_1446_ = (l_1445_ + _e3140);
        double l_1447_ = (l_1446_ - l_1445_);
        double l_1448_ = (l_1446_ - l_1447_);
        double l_1449_ = (l_1445_ - l_1448_);
        double _e3145 = l_mut_514_;
        double l_1450_ = (_e3145 - l_1447_);
        double l_1451_ = (l_1449_ + l_1450_);
        a_1443_[7] = l_1451_;
        l_mut_514_ = l_1446_;
        double l_1452_ = a_1443_[5];
        double _e3151 = l_mut_514_;
        double l_1453_ = (l_1452_ + _e3151);
        double l_1454_ = (l_1453_ - l_1452_);
        double l_1455_ = (l_1453_ - l_1454_);
        double l_1456_ = (l_1452_ - l_1455_);
        double _e3156 = l_mut_514_;
        double l_1457_ = (_e3156 - l_1454_);
        double l_1458_ = (l_1456_ + l_1457_);
        a_1443_[6] = l_1458_;
        l_mut_514_ = l_1453_;
        double l_1459_ = a_1443_[4];
        double _e3162 = l_mut_514_;
        double l_1460_ = (l_1459_ + _e3162);
        double l_1461_ = (l_1460_ - l_1459_);
        double l_1462_ = (l_1460_ - l_1461_);
        double l_1463_ = (l_1459_ - l_1462_);
        double _e3167 = l_mut_514_;
        double l_1464_ = (_e3167 - l_1461_);
        double l_1465_ = (l_1463_ + l_1464_);
        a_1443_[5] = l_1465_;
        l_mut_514_ = l_1460_;
        double l_1466_ = a_1443_[3];
        double _e3173 = l_mut_514_;
        double l_1467_ = (l_1466_ + _e3173);
        double l_1468_ = (l_1467_ - l_1466_);
        double l_1469_ = (l_1467_ - l_1468_);
        double l_1470_ = (l_1466_ - l_1469_);
        double _e3178 = l_mut_514_;
        double l_1471_ = (_e3178 - l_1468_);
        double l_1472_ = (l_1470_ + l_1471_);
        a_1443_[4] = l_1472_;
        l_mut_514_ = l_1467_;
        double l_1473_ = a_1443_[2];
        double _e3184 = l_mut_514_;
        double l_1474_ = (l_1473_ + _e3184);
        double l_1475_ = (l_1474_ - l_1473_);
        double l_1476_ = (l_1474_ - l_1475_);
        double l_1477_ = (l_1473_ - l_1476_);
        double _e3189 = l_mut_514_;
        double l_1478_ = (_e3189 - l_1475_);
        double l_1479_ = (l_1477_ + l_1478_);
        a_1443_[3] = l_1479_;
        l_mut_514_ = l_1474_;
        double l_1480_ = a_1443_[1];
        double _e3195 = l_mut_514_;
        double l_1481_ = (l_1480_ + _e3195);
        double l_1482_ = (l_1481_ - l_1480_);
        double l_1483_ = (l_1481_ - l_1482_);
        double l_1484_ = (l_1480_ - l_1483_);
        double _e3200 = l_mut_514_;
        double l_1485_ = (_e3200 - l_1482_);
        double l_1486_ = (l_1484_ + l_1485_);
        a_1443_[2] = l_1486_;
        l_mut_514_ = l_1481_;
        double l_1487_ = a_1443_[0];
        double _e3206 = l_mut_514_;
        double l_1488_ = (l_1487_ + _e3206);
        double l_1489_ = (l_1488_ - l_1487_);
        double l_1490_ = (l_1488_ - l_1489_);
        double l_1491_ = (l_1487_ - l_1490_);
        double _e3211 = l_mut_514_;
        double l_1492_ = (_e3211 - l_1489_);
        double l_1493_ = (l_1491_ + l_1492_);
        a_1443_[1] = l_1493_;
        l_mut_514_ = l_1488_;
        double _e3216 = l_mut_514_;
        a_1443_[0] = _e3216;
        double l_1494_ = a_1443_[7];
        l_mut_514_ = l_1494_;
        double l_1495_ = a_1443_[6];
        double _e3221 = l_mut_514_;
        double l_1496_ = (l_1495_ + _e3221);
        double l_1497_ = (l_1496_ - l_1495_);
        double l_1498_ = (l_1496_ - l_1497_);
        double l_1499_ = (l_1495_ - l_1498_);
        double _e3226 = l_mut_514_;
        double l_1500_ = (_e3226 - l_1497_);
        double l_1501_ = (l_1499_ + l_1500_);
        a_1443_[7] = l_1501_;
        l_mut_514_ = l_1496_;
        double l_1502_ = a_1443_[5];
        double _e3232 = l_mut_514_;
        double l_1503_ = (l_1502_ + _e3232);
        double l_1504_ = (l_1503_ - l_1502_);
        double l_1505_ = (l_1503_ - l_1504_);
        double l_1506_ = (l_1502_ - l_1505_);
        double _e3237 = l_mut_514_;
        double l_1507_ = (_e3237 - l_1504_);
        double l_1508_ = (l_1506_ + l_1507_);
        a_1443_[6] = l_1508_;
        l_mut_514_ = l_1503_;
        double l_1509_ = a_1443_[4];
        double _e3243 = l_mut_514_;
        double l_1510_ = (l_1509_ + _e3243);
        double l_1511_ = (l_1510_ - l_1509_);
        double l_1512_ = (l_1510_ - l_1511_);
        double l_1513_ = (l_1509_ - l_1512_);
        double _e3248 = l_mut_514_;
        double l_1514_ = (_e3248 - l_1511_);
        double l_1515_ = (l_1513_ + l_1514_);
        a_1443_[5] = l_1515_;
        l_mut_514_ = l_1510_;
        double l_1516_ = a_1443_[3];
        double _e3254 = l_mut_514_;
        double l_1517_ = (l_1516_ + _e3254);
        double l_1518_ = (l_1517_ - l_1516_);
        double l_1519_ = (l_1517_ - l_1518_);
        double l_1520_ = (l_1516_ - l_1519_);
        double _e3259 = l_mut_514_;
        double l_1521_ = (_e3259 - l_1518_);
        double l_1522_ = (l_1520_ + l_1521_);
        a_1443_[4] = l_1522_;
        l_mut_514_ = l_1517_;
        double l_1523_ = a_1443_[2];
        double _e3265 = l_mut_514_;
        double l_1524_ = (l_1523_ + _e3265);
        double l_1525_ = (l_1524_ - l_1523_);
        double l_1526_ = (l_1524_ - l_1525_);
        double l_1527_ = (l_1523_ - l_1526_);
        double _e3270 = l_mut_514_;
        double l_1528_ = (_e3270 - l_1525_);
        double l_1529_ = (l_1527_ + l_1528_);
        a_1443_[3] = l_1529_;
        l_mut_514_ = l_1524_;
        double l_1530_ = a_1443_[1];
        double _e3276 = l_mut_514_;
        double l_1531_ = (l_1530_ + _e3276);
        double l_1532_ = (l_1531_ - l_1530_);
        double l_1533_ = (l_1531_ - l_1532_);
        double l_1534_ = (l_1530_ - l_1533_);
        double _e3281 = l_mut_514_;
        double l_1535_ = (_e3281 - l_1532_);
        double l_1536_ = (l_1534_ + l_1535_);
        a_1443_[2] = l_1536_;
        l_mut_514_ = l_1531_;
        double l_1537_ = a_1443_[0];
        double _e3287 = l_mut_514_;
        double l_1538_ = (l_1537_ + _e3287);
        double l_1539_ = (l_1538_ - l_1537_);
        double l_1540_ = (l_1538_ - l_1539_);
        double l_1541_ = (l_1537_ - l_1540_);
        double _e3292 = l_mut_514_;
        double l_1542_ = (_e3292 - l_1539_);
        double l_1543_ = (l_1541_ + l_1542_);
        a_1443_[1] = l_1543_;
        l_mut_514_ = l_1538_;
        double _e3297 = l_mut_514_;
        a_1443_[0] = _e3297;
        l_mut_514_ = 0.0L;
        l_mut_513_ = 0.0L;
        l_mut_512_ = 0.0L;
        l_mut_511_ = 0.0L;
        double l_1544_ = a_1443_[0];
        l_mut_85_ = l_1544_;
        l_mut_90_ = 0u;
        double l_1545_ = a_1443_[1];
        double _e3307 = l_mut_85_;
        double l_1546_ = (_e3307 + l_1545_);
        double _e3309 = l_mut_85_;
        double l_1547_ = (l_1546_ - _e3309);
        double l_1548_ = (l_1546_ - l_1547_);
        double _e3312 = l_mut_85_;
        double l_1549_ = (_e3312 - l_1548_);
        double l_1550_ = (l_1545_ - l_1547_);
        double l_1551_ = (l_1549_ + l_1550_);
        uint _e3316 = l_mut_90_;
        bool l_1552_ = (_e3316 < 3u);
        bool l_1553_ = (l_1551_ != 0.0L);
        if (l_1552_) {
            local_148 = l_1553_;
        } else {
            local_148 = false;
        }
        bool l_1554_ = local_148;
        uint _e3325 = l_mut_90_;
        bool l_1555_ = (_e3325 == 0u);
        if (l_1554_) {
            local_149 = l_1555_;
        } else {
            local_149 = false;
        }
        bool l_1556_ = local_149;
        double _e3332 = l_mut_514_;
        double l_1557_ = (l_1556_ ? l_1546_ : _e3332);
        l_mut_514_ = l_1557_;
        uint _e3334 = l_mut_90_;
        bool l_1558_ = (_e3334 == 1u);
        if (l_1554_) {
            local_150 = l_1558_;
        } else {
            local_150 = false;
        }
        bool l_1559_ = local_150;
        double _e3341 = l_mut_513_;
        double l_1560_ = (l_1559_ ? l_1546_ : _e3341);
        l_mut_513_ = l_1560_;
        uint _e3343 = l_mut_90_;
        bool l_1561_ = (_e3343 == 2u);
        if (l_1554_) {
            local_151 = l_1561_;
        } else {
            local_151 = false;
        }
        bool l_1562_ = local_151;
        double _e3350 = l_mut_512_;
        double l_1563_ = (l_1562_ ? l_1546_ : _e3350);
        l_mut_512_ = l_1563_;
        double l_1564_ = (l_1554_ ? l_1551_ : l_1546_);
        double _e3353 = l_mut_85_;
        double l_1565_ = (_e3353 + l_1545_);
        double l_1566_ = (l_1552_ ? l_1564_ : l_1565_);
        l_mut_85_ = l_1566_;
        uint l_1567_ = uint(l_1554_);
        uint _e3357 = l_mut_90_;
        l_mut_90_ = (_e3357 + l_1567_);
        double l_1568_ = a_1443_[2];
        double _e3361 = l_mut_85_;
        double l_1569_ = (_e3361 + l_1568_);
        double _e3363 = l_mut_85_;
        double l_1570_ = (l_1569_ - _e3363);
        double l_1571_ = (l_1569_ - l_1570_);
        double _e3366 = l_mut_85_;
        double l_1572_ = (_e3366 - l_1571_);
        double l_1573_ = (l_1568_ - l_1570_);
        double l_1574_ = (l_1572_ + l_1573_);
        uint _e3370 = l_mut_90_;
        bool l_1575_ = (_e3370 < 3u);
        bool l_1576_ = (l_1574_ != 0.0L);
        if (l_1575_) {
            local_152 = l_1576_;
        } else {
            local_152 = false;
        }
        bool l_1577_ = local_152;
        uint _e3379 = l_mut_90_;
        bool l_1578_ = (_e3379 == 0u);
        if (l_1577_) {
            local_153 = l_1578_;
        } else {
            local_153 = false;
        }
        bool l_1579_ = local_153;
        double _e3386 = l_mut_514_;
        double l_1580_ = (l_1579_ ? l_1569_ : _e3386);
        l_mut_514_ = l_1580_;
        uint _e3388 = l_mut_90_;
        bool l_1581_ = (_e3388 == 1u);
        if (l_1577_) {
            local_154 = l_1581_;
        } else {
            local_154 = false;
        }
        bool l_1582_ = local_154;
        double _e3395 = l_mut_513_;
        double l_1583_ = (l_1582_ ? l_1569_ : _e3395);
        l_mut_513_ = l_1583_;
        uint _e3397 = l_mut_90_;
        bool l_1584_ = (_e3397 == 2u);
        if (l_1577_) {
            local_155 = l_1584_;
        } else {
            local_155 = false;
        }
        bool l_1585_ = local_155;
        double _e3404 = l_mut_512_;
        double l_1586_ = (l_1585_ ? l_1569_ : _e3404);
        l_mut_512_ = l_1586_;
        double l_1587_ = (l_1577_ ? l_1574_ : l_1569_);
        double _e3407 = l_mut_85_;
        double l_1588_ = (_e3407 + l_1568_);
        double l_1589_ = (l_1575_ ? l_1587_ : l_1588_);
        l_mut_85_ = l_1589_;
        uint l_1590_ = uint(l_1577_);
        uint _e3411 = l_mut_90_;
        l_mut_90_ = (_e3411 + l_1590_);
        double l_1591_ = a_1443_[3];
        double _e3415 = l_mut_85_;
        double l_1592_ = (_e3415 + l_1591_);
        double _e3417 = l_mut_85_;
        double l_1593_ = (l_1592_ - _e3417);
        double l_1594_ = (l_1592_ - l_1593_);
        double _e3420 = l_mut_85_;
        double l_1595_ = (_e3420 - l_1594_);
        double l_1596_ = (l_1591_ - l_1593_);
        double l_1597_ = (l_1595_ + l_1596_);
        uint _e3424 = l_mut_90_;
        bool l_1598_ = (_e3424 < 3u);
        bool l_1599_ = (l_1597_ != 0.0L);
        if (l_1598_) {
            local_156 = l_1599_;
        } else {
            local_156 = false;
        }
        bool l_1600_ = local_156;
        uint _e3433 = l_mut_90_;
        bool l_1601_ = (_e3433 == 0u);
        if (l_1600_) {
            local_157 = l_1601_;
        } else {
            local_157 = false;
        }
        bool l_1602_ = local_157;
        double _e3440 = l_mut_514_;
        double l_1603_ = (l_1602_ ? l_1592_ : _e3440);
        l_mut_514_ = l_1603_;
        uint _e3442 = l_mut_90_;
        bool l_1604_ = (_e3442 == 1u);
        if (l_1600_) {
            local_158 = l_1604_;
        } else {
            local_158 = false;
        }
        bool l_1605_ = local_158;
        double _e3449 = l_mut_513_;
        double l_1606_ = (l_1605_ ? l_1592_ : _e3449);
        l_mut_513_ = l_1606_;
        uint _e3451 = l_mut_90_;
        bool l_1607_ = (_e3451 == 2u);
        if (l_1600_) {
            local_159 = l_1607_;
        } else {
            local_159 = false;
        }
        bool l_1608_ = local_159;
        double _e3458 = l_mut_512_;
        double l_1609_ = (l_1608_ ? l_1592_ : _e3458);
        l_mut_512_ = l_1609_;
        double l_1610_ = (l_1600_ ? l_1597_ : l_1592_);
        double _e3461 = l_mut_85_;
        double l_1611_ = (_e3461 + l_1591_);
        double l_1612_ = (l_1598_ ? l_1610_ : l_1611_);
        l_mut_85_ = l_1612_;
        uint l_1613_ = uint(l_1600_);
        uint _e3465 = l_mut_90_;
        l_mut_90_ = (_e3465 + l_1613_);
        double l_1614_ = a_1443_[4];
        double _e3469 = l_mut_85_;
        double l_1615_ = (_e3469 + l_1614_);
        double _e3471 = l_mut_85_;
        double l_1616_ = (l_1615_ - _e3471);
        double l_1617_ = (l_1615_ - l_1616_);
        double _e3474 = l_mut_85_;
        double l_1618_ = (_e3474 - l_1617_);
        double l_1619_ = (l_1614_ - l_1616_);
        double l_1620_ = (l_1618_ + l_1619_);
        uint _e3478 = l_mut_90_;
        bool l_1621_ = (_e3478 < 3u);
        bool l_1622_ = (l_1620_ != 0.0L);
        if (l_1621_) {
            local_160 = l_1622_;
        } else {
            local_160 = false;
        }
        bool l_1623_ = local_160;
        uint _e3487 = l_mut_90_;
        bool l_1624_ = (_e3487 == 0u);
        if (l_1623_) {
            local_161 = l_1624_;
        } else {
            local_161 = false;
        }
        bool l_1625_ = local_161;
        double _e3494 = l_mut_514_;
        double l_1626_ = (l_1625_ ? l_1615_ : _e3494);
        l_mut_514_ = l_1626_;
        uint _e3496 = l_mut_90_;
        bool l_1627_ = (_e3496 == 1u);
        if (l_1623_) {
            local_162 = l_1627_;
        } else {
            local_162 = false;
        }
        bool l_1628_ = local_162;
        double _e3503 = l_mut_513_;
        double l_1629_ = (l_1628_ ? l_1615_ : _e3503);
        l_mut_513_ = l_1629_;
        uint _e3505 = l_mut_90_;
        bool l_1630_ = (_e3505 == 2u);
        if (l_1623_) {
            local_163 = l_1630_;
        } else {
            local_163 = false;
        }
        bool l_1631_ = local_163;
        double _e3512 = l_mut_512_;
        double l_1632_ = (l_1631_ ? l_1615_ : _e3512);
        l_mut_512_ = l_1632_;
        double l_1633_ = (l_1623_ ? l_1620_ : l_1615_);
        double _e3515 = l_mut_85_;
        double l_1634_ = (_e3515 + l_1614_);
        double l_1635_ = (l_1621_ ? l_1633_ : l_1634_);
        l_mut_85_ = l_1635_;
        uint l_1636_ = uint(l_1623_);
        uint _e3519 = l_mut_90_;
        l_mut_90_ = (_e3519 + l_1636_);
        double l_1637_ = a_1443_[5];
        double _e3523 = l_mut_85_;
        double l_1638_ = (_e3523 + l_1637_);
        double _e3525 = l_mut_85_;
        double l_1639_ = (l_1638_ - _e3525);
        double l_1640_ = (l_1638_ - l_1639_);
        double _e3528 = l_mut_85_;
        double l_1641_ = (_e3528 - l_1640_);
        double l_1642_ = (l_1637_ - l_1639_);
        double l_1643_ = (l_1641_ + l_1642_);
        uint _e3532 = l_mut_90_;
        bool l_1644_ = (_e3532 < 3u);
        bool l_1645_ = (l_1643_ != 0.0L);
        if (l_1644_) {
            local_164 = l_1645_;
        } else {
            local_164 = false;
        }
        bool l_1646_ = local_164;
        uint _e3541 = l_mut_90_;
        bool l_1647_ = (_e3541 == 0u);
        if (l_1646_) {
            local_165 = l_1647_;
        } else {
            local_165 = false;
        }
        bool l_1648_ = local_165;
        double _e3548 = l_mut_514_;
        double l_1649_ = (l_1648_ ? l_1638_ : _e3548);
        l_mut_514_ = l_1649_;
        uint _e3550 = l_mut_90_;
        bool l_1650_ = (_e3550 == 1u);
        if (l_1646_) {
            local_166 = l_1650_;
        } else {
            local_166 = false;
        }
        bool l_1651_ = local_166;
        double _e3557 = l_mut_513_;
        double l_1652_ = (l_1651_ ? l_1638_ : _e3557);
        l_mut_513_ = l_1652_;
        uint _e3559 = l_mut_90_;
        bool l_1653_ = (_e3559 == 2u);
        if (l_1646_) {
            local_167 = l_1653_;
        } else {
            local_167 = false;
        }
        bool l_1654_ = local_167;
        double _e3566 = l_mut_512_;
        double l_1655_ = (l_1654_ ? l_1638_ : _e3566);
        l_mut_512_ = l_1655_;
        double l_1656_ = (l_1646_ ? l_1643_ : l_1638_);
        double _e3569 = l_mut_85_;
        double l_1657_ = (_e3569 + l_1637_);
        double l_1658_ = (l_1644_ ? l_1656_ : l_1657_);
        l_mut_85_ = l_1658_;
        uint l_1659_ = uint(l_1646_);
        uint _e3573 = l_mut_90_;
        l_mut_90_ = (_e3573 + l_1659_);
        double l_1660_ = a_1443_[6];
        double _e3577 = l_mut_85_;
        double l_1661_ = (_e3577 + l_1660_);
        double _e3579 = l_mut_85_;
        double l_1662_ = (l_1661_ - _e3579);
        double l_1663_ = (l_1661_ - l_1662_);
        double _e3582 = l_mut_85_;
        double l_1664_ = (_e3582 - l_1663_);
        double l_1665_ = (l_1660_ - l_1662_);
        double l_1666_ = (l_1664_ + l_1665_);
        uint _e3586 = l_mut_90_;
        bool l_1667_ = (_e3586 < 3u);
        bool l_1668_ = (l_1666_ != 0.0L);
        if (l_1667_) {
            local_168 = l_1668_;
        } else {
            local_168 = false;
        }
        bool l_1669_ = local_168;
        uint _e3595 = l_mut_90_;
        bool l_1670_ = (_e3595 == 0u);
        if (l_1669_) {
            local_169 = l_1670_;
        } else {
            local_169 = false;
        }
        bool l_1671_ = local_169;
        double _e3602 = l_mut_514_;
        double l_1672_ = (l_1671_ ? l_1661_ : _e3602);
        l_mut_514_ = l_1672_;
        uint _e3604 = l_mut_90_;
        bool l_1673_ = (_e3604 == 1u);
        if (l_1669_) {
            local_170 = l_1673_;
        } else {
            local_170 = false;
        }
        bool l_1674_ = local_170;
        double _e3611 = l_mut_513_;
        double l_1675_ = (l_1674_ ? l_1661_ : _e3611);
        l_mut_513_ = l_1675_;
        uint _e3613 = l_mut_90_;
        bool l_1676_ = (_e3613 == 2u);
        if (l_1669_) {
            local_171 = l_1676_;
        } else {
            local_171 = false;
        }
        bool l_1677_ = local_171;
        double _e3620 = l_mut_512_;
        double l_1678_ = (l_1677_ ? l_1661_ : _e3620);
        l_mut_512_ = l_1678_;
        double l_1679_ = (l_1669_ ? l_1666_ : l_1661_);
        double _e3623 = l_mut_85_;
        double l_1680_ = (_e3623 + l_1660_);
        double l_1681_ = (l_1667_ ? l_1679_ : l_1680_);
        l_mut_85_ = l_1681_;
        uint l_1682_ = uint(l_1669_);
        uint _e3627 = l_mut_90_;
        l_mut_90_ = (_e3627 + l_1682_);
        double l_1683_ = a_1443_[7];
        double _e3631 = l_mut_85_;
        double l_1684_ = (_e3631 + l_1683_);
        double _e3633 = l_mut_85_;
        double l_1685_ = (l_1684_ - _e3633);
        double l_1686_ = (l_1684_ - l_1685_);
        double _e3636 = l_mut_85_;
        double l_1687_ = (_e3636 - l_1686_);
        double l_1688_ = (l_1683_ - l_1685_);
        double l_1689_ = (l_1687_ + l_1688_);
        uint _e3640 = l_mut_90_;
        bool l_1690_ = (_e3640 < 3u);
        bool l_1691_ = (l_1689_ != 0.0L);
        if (l_1690_) {
            local_172 = l_1691_;
        } else {
            local_172 = false;
        }
        bool l_1692_ = local_172;
        uint _e3649 = l_mut_90_;
        bool l_1693_ = (_e3649 == 0u);
        if (l_1692_) {
            local_173 = l_1693_;
        } else {
            local_173 = false;
        }
        bool l_1694_ = local_173;
        double _e3656 = l_mut_514_;
        double l_1695_ = (l_1694_ ? l_1684_ : _e3656);
        l_mut_514_ = l_1695_;
        uint _e3658 = l_mut_90_;
        bool l_1696_ = (_e3658 == 1u);
        if (l_1692_) {
            local_174 = l_1696_;
        } else {
            local_174 = false;
        }
        bool l_1697_ = local_174;
        double _e3665 = l_mut_513_;
        double l_1698_ = (l_1697_ ? l_1684_ : _e3665);
        l_mut_513_ = l_1698_;
        uint _e3667 = l_mut_90_;
        bool l_1699_ = (_e3667 == 2u);
        if (l_1692_) {
            local_175 = l_1699_;
        } else {
            local_175 = false;
        }
        bool l_1700_ = local_175;
        double _e3674 = l_mut_512_;
        double l_1701_ = (l_1700_ ? l_1684_ : _e3674);
        l_mut_512_ = l_1701_;
        double l_1702_ = (l_1692_ ? l_1689_ : l_1684_);
        double _e3677 = l_mut_85_;
        double l_1703_ = (_e3677 + l_1683_);
        double l_1704_ = (l_1690_ ? l_1702_ : l_1703_);
        l_mut_85_ = l_1704_;
        uint l_1705_ = uint(l_1692_);
        uint _e3681 = l_mut_90_;
        l_mut_90_ = (_e3681 + l_1705_);
        uint _e3683 = l_mut_90_;
        bool l_1706_ = (_e3683 == 0u);
        double _e3686 = l_mut_514_;
        double _e3687 = l_mut_85_;
        double l_1707_ = (l_1706_ ? _e3687 : _e3686);
        l_mut_514_ = l_1707_;
        uint _e3689 = l_mut_90_;
        bool l_1708_ = (_e3689 == 1u);
        double _e3692 = l_mut_513_;
        double _e3693 = l_mut_85_;
        double l_1709_ = (l_1708_ ? _e3693 : _e3692);
        l_mut_513_ = l_1709_;
        uint _e3695 = l_mut_90_;
        bool l_1710_ = (_e3695 == 2u);
        double _e3698 = l_mut_512_;
        double _e3699 = l_mut_85_;
        double l_1711_ = (l_1710_ ? _e3699 : _e3698);
        l_mut_512_ = l_1711_;
        uint _e3701 = l_mut_90_;
        bool l_1712_ = (_e3701 == 3u);
        double _e3704 = l_mut_511_;
        double _e3705 = l_mut_85_;
        double l_1713_ = (l_1712_ ? _e3705 : _e3704);
        l_mut_511_ = l_1713_;
        double _e3707 = l_mut_514_;
        double l_1714_ = (_e3707 / l_14_);
        double l_1715_ = (l_1294_ + l_1714_);
        double l_1716_ = (l_1715_ - l_1294_);
        double l_1717_ = (l_1714_ - l_1716_);
        double l_1718_ = (l_874_ + l_1715_);
        double l_1719_ = (l_1718_ - l_874_);
        double l_1720_ = (l_1715_ - l_1719_);
        double l_1721_ = (l_450_ + l_1718_);
        double l_1722_ = (l_1721_ - l_450_);
        double l_1723_ = (l_1718_ - l_1722_);
        double l_1724_ = (l_24_ + l_1721_);
        double l_1725_ = (l_1724_ - l_24_);
        double l_1726_ = (l_1721_ - l_1725_);
        l_mut_89_ = 0.0L;
        l_mut_88_ = 0.0L;
        l_mut_87_ = 0.0L;
        l_mut_86_ = 0.0L;
        l_mut_85_ = l_1724_;
        l_mut_90_ = 0u;
        double _e3726 = l_mut_85_;
        double l_1727_ = (_e3726 + l_1726_);
        double _e3728 = l_mut_85_;
        double l_1728_ = (l_1727_ - _e3728);
        double l_1729_ = (l_1726_ - l_1728_);
        uint _e3731 = l_mut_90_;
        bool l_1730_ = (_e3731 < 3u);
        bool l_1731_ = (l_1729_ != 0.0L);
        if (l_1730_) {
            local_176 = l_1731_;
        } else {
            local_176 = false;
        }
        bool l_1732_ = local_176;
        uint _e3740 = l_mut_90_;
        bool l_1733_ = (_e3740 == 0u);
        if (l_1732_) {
            local_177 = l_1733_;
        } else {
            local_177 = false;
        }
        bool l_1734_ = local_177;
        double _e3747 = l_mut_89_;
        double l_1735_ = (l_1734_ ? l_1727_ : _e3747);
        l_mut_89_ = l_1735_;
        uint _e3749 = l_mut_90_;
        bool l_1736_ = (_e3749 == 1u);
        if (l_1732_) {
            local_178 = l_1736_;
        } else {
            local_178 = false;
        }
        bool l_1737_ = local_178;
        double _e3756 = l_mut_88_;
        double l_1738_ = (l_1737_ ? l_1727_ : _e3756);
        l_mut_88_ = l_1738_;
        uint _e3758 = l_mut_90_;
        bool l_1739_ = (_e3758 == 2u);
        if (l_1732_) {
            local_179 = l_1739_;
        } else {
            local_179 = false;
        }
        bool l_1740_ = local_179;
        double _e3765 = l_mut_87_;
        double l_1741_ = (l_1740_ ? l_1727_ : _e3765);
        l_mut_87_ = l_1741_;
        double l_1742_ = (l_1732_ ? l_1729_ : l_1727_);
        double _e3768 = l_mut_85_;
        double l_1743_ = (_e3768 + l_1726_);
        double l_1744_ = (l_1730_ ? l_1742_ : l_1743_);
        l_mut_85_ = l_1744_;
        uint l_1745_ = uint(l_1732_);
        uint _e3772 = l_mut_90_;
        l_mut_90_ = (_e3772 + l_1745_);
        double _e3774 = l_mut_85_;
        double l_1746_ = (_e3774 + l_1723_);
        double _e3776 = l_mut_85_;
        double l_1747_ = (l_1746_ - _e3776);
        double l_1748_ = (l_1723_ - l_1747_);
        uint _e3779 = l_mut_90_;
        bool l_1749_ = (_e3779 < 3u);
        bool l_1750_ = (l_1748_ != 0.0L);
        if (l_1749_) {
            local_180 = l_1750_;
        } else {
            local_180 = false;
        }
        bool l_1751_ = local_180;
        uint _e3788 = l_mut_90_;
        bool l_1752_ = (_e3788 == 0u);
        if (l_1751_) {
            local_181 = l_1752_;
        } else {
            local_181 = false;
        }
        bool l_1753_ = local_181;
        double _e3795 = l_mut_89_;
        double l_1754_ = (l_1753_ ? l_1746_ : _e3795);
        l_mut_89_ = l_1754_;
        uint _e3797 = l_mut_90_;
        bool l_1755_ = (_e3797 == 1u);
        if (l_1751_) {
            local_182 = l_1755_;
        } else {
            local_182 = false;
        }
        bool l_1756_ = local_182;
        double _e3804 = l_mut_88_;
        double l_1757_ = (l_1756_ ? l_1746_ : _e3804);
        l_mut_88_ = l_1757_;
        uint _e3806 = l_mut_90_;
        bool l_1758_ = (_e3806 == 2u);
        if (l_1751_) {
            local_183 = l_1758_;
        } else {
            local_183 = false;
        }
        bool l_1759_ = local_183;
        double _e3813 = l_mut_87_;
        double l_1760_ = (l_1759_ ? l_1746_ : _e3813);
        l_mut_87_ = l_1760_;
        double l_1761_ = (l_1751_ ? l_1748_ : l_1746_);
        double _e3816 = l_mut_85_;
        double l_1762_ = (_e3816 + l_1723_);
        double l_1763_ = (l_1749_ ? l_1761_ : l_1762_);
        l_mut_85_ = l_1763_;
        uint l_1764_ = uint(l_1751_);
        uint _e3820 = l_mut_90_;
        l_mut_90_ = (_e3820 + l_1764_);
        double _e3822 = l_mut_85_;
        double l_1765_ = (_e3822 + l_1720_);
        double _e3824 = l_mut_85_;
        double l_1766_ = (l_1765_ - _e3824);
        double l_1767_ = (l_1720_ - l_1766_);
        uint _e3827 = l_mut_90_;
        bool l_1768_ = (_e3827 < 3u);
        bool l_1769_ = (l_1767_ != 0.0L);
        if (l_1768_) {
            local_184 = l_1769_;
        } else {
            local_184 = false;
        }
        bool l_1770_ = local_184;
        uint _e3836 = l_mut_90_;
        bool l_1771_ = (_e3836 == 0u);
        if (l_1770_) {
            local_185 = l_1771_;
        } else {
            local_185 = false;
        }
        bool l_1772_ = local_185;
        double _e3843 = l_mut_89_;
        double l_1773_ = (l_1772_ ? l_1765_ : _e3843);
        l_mut_89_ = l_1773_;
        uint _e3845 = l_mut_90_;
        bool l_1774_ = (_e3845 == 1u);
        if (l_1770_) {
            local_186 = l_1774_;
        } else {
            local_186 = false;
        }
        bool l_1775_ = local_186;
        double _e3852 = l_mut_88_;
        double l_1776_ = (l_1775_ ? l_1765_ : _e3852);
        l_mut_88_ = l_1776_;
        uint _e3854 = l_mut_90_;
        bool l_1777_ = (_e3854 == 2u);
        if (l_1770_) {
            local_187 = l_1777_;
        } else {
            local_187 = false;
        }
        bool l_1778_ = local_187;
        double _e3861 = l_mut_87_;
        double l_1779_ = (l_1778_ ? l_1765_ : _e3861);
        l_mut_87_ = l_1779_;
        double l_1780_ = (l_1770_ ? l_1767_ : l_1765_);
        double _e3864 = l_mut_85_;
        double l_1781_ = (_e3864 + l_1720_);
        double l_1782_ = (l_1768_ ? l_1780_ : l_1781_);
        l_mut_85_ = l_1782_;
        uint l_1783_ = uint(l_1770_);
        uint _e3868 = l_mut_90_;
        l_mut_90_ = (_e3868 + l_1783_);
        double _e3870 = l_mut_85_;
        double l_1784_ = (_e3870 + l_1717_);
        double _e3872 = l_mut_85_;
        double l_1785_ = (l_1784_ - _e3872);
        double l_1786_ = (l_1717_ - l_1785_);
        uint _e3875 = l_mut_90_;
        bool l_1787_ = (_e3875 < 3u);
        bool l_1788_ = (l_1786_ != 0.0L);
        if (l_1787_) {
            local_188 = l_1788_;
        } else {
            local_188 = false;
        }
        bool l_1789_ = local_188;
        uint _e3884 = l_mut_90_;
        bool l_1790_ = (_e3884 == 0u);
        if (l_1789_) {
            local_189 = l_1790_;
        } else {
            local_189 = false;
        }
        bool l_1791_ = local_189;
        double _e3891 = l_mut_89_;
        double l_1792_ = (l_1791_ ? l_1784_ : _e3891);
        l_mut_89_ = l_1792_;
        uint _e3893 = l_mut_90_;
        bool l_1793_ = (_e3893 == 1u);
        if (l_1789_) {
            local_190 = l_1793_;
        } else {
            local_190 = false;
        }
        bool l_1794_ = local_190;
        double _e3900 = l_mut_88_;
        double l_1795_ = (l_1794_ ? l_1784_ : _e3900);
        l_mut_88_ = l_1795_;
        uint _e3902 = l_mut_90_;
        bool l_1796_ = (_e3902 == 2u);
        if (l_1789_) {
            local_191 = l_1796_;
        } else {
            local_191 = false;
        }
        bool l_1797_ = local_191;
        double _e3909 = l_mut_87_;
        double l_1798_ = (l_1797_ ? l_1784_ : _e3909);
        l_mut_87_ = l_1798_;
        double l_1799_ = (l_1789_ ? l_1786_ : l_1784_);
        double _e3912 = l_mut_85_;
        double l_1800_ = (_e3912 + l_1717_);
        double l_1801_ = (l_1787_ ? l_1799_ : l_1800_);
        l_mut_85_ = l_1801_;
        uint l_1802_ = uint(l_1789_);
        uint _e3916 = l_mut_90_;
        l_mut_90_ = (_e3916 + l_1802_);
        uint _e3918 = l_mut_90_;
        bool l_1803_ = (_e3918 == 0u);
        double _e3921 = l_mut_89_;
        double _e3922 = l_mut_85_;
        double l_1804_ = (l_1803_ ? _e3922 : _e3921);
        l_mut_89_ = l_1804_;
        uint _e3924 = l_mut_90_;
        bool l_1805_ = (_e3924 == 1u);
        double _e3927 = l_mut_88_;
        double _e3928 = l_mut_85_;
        double l_1806_ = (l_1805_ ? _e3928 : _e3927);
        l_mut_88_ = l_1806_;
        uint _e3930 = l_mut_90_;
        bool l_1807_ = (_e3930 == 2u);
        double _e3933 = l_mut_87_;
        double _e3934 = l_mut_85_;
        double l_1808_ = (l_1807_ ? _e3934 : _e3933);
        l_mut_87_ = l_1808_;
        uint _e3936 = l_mut_90_;
        bool l_1809_ = (_e3936 == 3u);
        double _e3939 = l_mut_86_;
        double _e3940 = l_mut_85_;
        double l_1810_ = (l_1809_ ? _e3940 : _e3939);
        l_mut_86_ = l_1810_;
        uint l_1886_ = asuint(info.Load(12+0));
        uint l_1887_ = (l_1886_ * 1u);
        bool l_1888_ = (id < l_1887_);
        if (l_1888_) {
            double _e3951 = l_mut_89_;
            buffer_3_global.Store(id*8, _e3951);
        }
        uint l_1811_ = (l_1_ + id);
        uint l_1889_ = asuint(info.Load(12+0));
        uint l_1890_ = (l_1889_ * 1u);
        bool l_1891_ = (l_1811_ < l_1890_);
        if (l_1891_) {
            double _e3962 = l_mut_88_;
            buffer_3_global.Store(l_1811_*8, _e3962);
        }
        uint l_1812_ = (2u * l_1_);
        uint l_1813_ = (l_1812_ + id);
        uint l_1892_ = asuint(info.Load(12+0));
        uint l_1893_ = (l_1892_ * 1u);
        bool l_1894_ = (l_1813_ < l_1893_);
        if (l_1894_) {
            double _e3975 = l_mut_87_;
            buffer_3_global.Store(l_1813_*8, _e3975);
        }
        uint l_1814_ = (3u * l_1_);
        uint l_1815_ = (l_1814_ + id);
        uint l_1895_ = asuint(info.Load(12+0));
        uint l_1896_ = (l_1895_ * 1u);
        bool l_1897_ = (l_1815_ < l_1896_);
        if (l_1897_) {
            double _e3988 = l_mut_86_;
            buffer_3_global.Store(l_1815_*8, _e3988);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
