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
    double a_178_[8] = (double[8])0;
    double a_602_[8] = (double[8])0;
    double a_1022_[8] = (double[8])0;
    double a_1442_[8] = (double[8])0;
    double l_mut_510_ = (double)0;
    double l_mut_511_ = (double)0;
    double l_mut_512_ = (double)0;
    double l_mut_513_ = (double)0;
    double l_mut_84_ = (double)0;
    double l_mut_85_ = (double)0;
    double l_mut_86_ = (double)0;
    double l_mut_87_ = (double)0;
    double l_mut_88_ = (double)0;
    uint l_mut_89_ = (uint)0;
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
        uint l_1815_ = asuint(info.Load(8+0));
        uint l_1816_ = (l_1815_ * 1u);
        bool l_1817_ = (0u < l_1816_);
        uint l_1818_ = (l_1816_ - 1u);
        uint l_1819_ = min(0u, l_1818_);
        double l_1820_ = buffer_2_global.Load<double>(l_1819_*8);
        double l_3_ = (l_1817_ ? l_1820_ : 0.0L);
        uint l_1822_ = asuint(info.Load(8+0));
        uint l_1823_ = (l_1822_ * 1u);
        bool l_1824_ = (1u < l_1823_);
        uint l_1825_ = (l_1823_ - 1u);
        uint l_1826_ = min(1u, l_1825_);
        double l_1827_ = buffer_2_global.Load<double>(l_1826_*8);
        double l_4_ = (l_1824_ ? l_1827_ : 0.0L);
        uint l_1829_ = asuint(info.Load(0+0));
        uint l_1830_ = (l_1829_ * 1u);
        bool l_1831_ = (id < l_1830_);
        uint l_1832_ = (l_1830_ - 1u);
        uint l_1833_ = min(id, l_1832_);
        double l_1834_ = buffer_0_global.Load<double>(l_1833_*8);
        double l_5_ = (l_1831_ ? l_1834_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_1836_ = asuint(info.Load(0+0));
        uint l_1837_ = (l_1836_ * 1u);
        bool l_1838_ = (l_6_ < l_1837_);
        uint l_1839_ = (l_1837_ - 1u);
        uint l_1840_ = min(l_6_, l_1839_);
        double l_1841_ = buffer_0_global.Load<double>(l_1840_*8);
        double l_7_ = (l_1838_ ? l_1841_ : 0.0L);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_1843_ = asuint(info.Load(0+0));
        uint l_1844_ = (l_1843_ * 1u);
        bool l_1845_ = (l_9_ < l_1844_);
        uint l_1846_ = (l_1844_ - 1u);
        uint l_1847_ = min(l_9_, l_1846_);
        double l_1848_ = buffer_0_global.Load<double>(l_1847_*8);
        double l_10_ = (l_1845_ ? l_1848_ : 0.0L);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_1850_ = asuint(info.Load(0+0));
        uint l_1851_ = (l_1850_ * 1u);
        bool l_1852_ = (l_12_ < l_1851_);
        uint l_1853_ = (l_1851_ - 1u);
        uint l_1854_ = min(l_12_, l_1853_);
        double l_1855_ = buffer_0_global.Load<double>(l_1854_*8);
        double l_13_ = (l_1852_ ? l_1855_ : 0.0L);
        uint l_1857_ = asuint(info.Load(4+0));
        uint l_1858_ = (l_1857_ * 1u);
        bool l_1859_ = (id < l_1858_);
        uint l_1860_ = (l_1858_ - 1u);
        uint l_1861_ = min(id, l_1860_);
        double l_1862_ = buffer_1_global.Load<double>(l_1861_*8);
        double l_14_ = (l_1859_ ? l_1862_ : 0.0L);
        uint l_15_ = (l_1_ + id);
        uint l_1864_ = asuint(info.Load(4+0));
        uint l_1865_ = (l_1864_ * 1u);
        bool l_1866_ = (l_15_ < l_1865_);
        uint l_1867_ = (l_1865_ - 1u);
        uint l_1868_ = min(l_15_, l_1867_);
        double l_1869_ = buffer_1_global.Load<double>(l_1868_*8);
        double l_16_ = (l_1866_ ? l_1869_ : 0.0L);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_1871_ = asuint(info.Load(4+0));
        uint l_1872_ = (l_1871_ * 1u);
        bool l_1873_ = (l_18_ < l_1872_);
        uint l_1874_ = (l_1872_ - 1u);
        uint l_1875_ = min(l_18_, l_1874_);
        double l_1876_ = buffer_1_global.Load<double>(l_1875_*8);
        double l_19_ = (l_1873_ ? l_1876_ : 0.0L);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_1878_ = asuint(info.Load(4+0));
        uint l_1879_ = (l_1878_ * 1u);
        bool l_1880_ = (l_21_ < l_1879_);
        uint l_1881_ = (l_1879_ - 1u);
        uint l_1882_ = min(l_21_, l_1881_);
        double l_1883_ = buffer_1_global.Load<double>(l_1882_*8);
        double l_22_ = (l_1880_ ? l_1883_ : 0.0L);
        double l_23_ = (l_5_ / l_14_);
        double l_24_ = (l_14_ * l_23_);
        double l_25_ = -(l_24_);
        double l_26_ = mad(l_14_, l_23_, l_25_);
        double l_27_ = (l_16_ * l_23_);
        double l_28_ = -(l_27_);
        double l_29_ = mad(l_16_, l_23_, l_28_);
        double l_30_ = (l_19_ * l_23_);
        double l_31_ = -(l_30_);
        double l_32_ = mad(l_19_, l_23_, l_31_);
        double l_33_ = (l_22_ * l_23_);
        double l_34_ = (l_26_ + l_27_);
        double l_35_ = (l_34_ - l_26_);
        double l_36_ = (l_34_ - l_35_);
        double l_37_ = (l_26_ - l_36_);
        double l_38_ = (l_27_ - l_35_);
        double l_39_ = (l_37_ + l_38_);
        double l_40_ = (l_39_ + l_29_);
        double l_41_ = (l_40_ - l_39_);
        double l_42_ = (l_40_ - l_41_);
        double l_43_ = (l_39_ - l_42_);
        double l_44_ = (l_29_ - l_41_);
        double l_45_ = (l_43_ + l_44_);
        double l_46_ = (l_30_ + l_40_);
        double l_47_ = (l_46_ - l_30_);
        double l_48_ = (l_46_ - l_47_);
        double l_49_ = (l_30_ - l_48_);
        double l_50_ = (l_40_ - l_47_);
        double l_51_ = (l_49_ + l_50_);
        double l_52_ = (l_45_ + l_51_);
        double l_53_ = (l_52_ - l_45_);
        double l_54_ = (l_52_ - l_53_);
        double l_55_ = (l_45_ - l_54_);
        double l_56_ = (l_51_ - l_53_);
        double l_57_ = (l_55_ + l_56_);
        double l_58_ = (l_52_ + l_32_);
        double l_59_ = (l_58_ - l_52_);
        double l_60_ = (l_58_ - l_59_);
        double l_61_ = (l_52_ - l_60_);
        double l_62_ = (l_32_ - l_59_);
        double l_63_ = (l_61_ + l_62_);
        double l_64_ = (l_33_ + l_58_);
        double l_65_ = (l_64_ - l_33_);
        double l_66_ = (l_64_ - l_65_);
        double l_67_ = (l_33_ - l_66_);
        double l_68_ = (l_58_ - l_65_);
        double l_69_ = (l_67_ + l_68_);
        double l_70_ = (l_63_ + l_69_);
        double l_71_ = (l_70_ + l_57_);
        double l_72_ = (l_64_ + l_71_);
        double l_73_ = (l_72_ - l_64_);
        double l_74_ = (l_71_ - l_73_);
        double l_75_ = (l_46_ + l_72_);
        double l_76_ = (l_75_ - l_46_);
        double l_77_ = (l_72_ - l_76_);
        double l_78_ = (l_34_ + l_75_);
        double l_79_ = (l_78_ - l_34_);
        double l_80_ = (l_75_ - l_79_);
        double l_81_ = (l_24_ + l_78_);
        double l_82_ = (l_81_ - l_24_);
        double l_83_ = (l_78_ - l_82_);
        l_mut_84_ = 0.0L;
        l_mut_85_ = 0.0L;
        l_mut_86_ = 0.0L;
        l_mut_87_ = 0.0L;
        l_mut_88_ = l_81_;
        l_mut_89_ = 0u;
        double _e280 = l_mut_88_;
        double l_90_ = (_e280 + l_83_);
        double _e282 = l_mut_88_;
        double l_91_ = (l_90_ - _e282);
        double l_92_ = (l_83_ - l_91_);
        uint _e285 = l_mut_89_;
        bool l_93_ = (_e285 < 3u);
        bool l_94_ = (l_92_ != 0.0L);
        if (l_93_) {
            local = l_94_;
        } else {
            local = false;
        }
        bool l_95_ = local;
        uint _e294 = l_mut_89_;
        bool l_96_ = (_e294 == 0u);
        if (l_95_) {
            local_1 = l_96_;
        } else {
            local_1 = false;
        }
        bool l_97_ = local_1;
        double _e301 = l_mut_84_;
        double l_98_ = (l_97_ ? l_90_ : _e301);
        l_mut_84_ = l_98_;
        uint _e303 = l_mut_89_;
        bool l_99_ = (_e303 == 1u);
        if (l_95_) {
            local_2 = l_99_;
        } else {
            local_2 = false;
        }
        bool l_100_ = local_2;
        double _e310 = l_mut_85_;
        double l_101_ = (l_100_ ? l_90_ : _e310);
        l_mut_85_ = l_101_;
        uint _e312 = l_mut_89_;
        bool l_102_ = (_e312 == 2u);
        if (l_95_) {
            local_3 = l_102_;
        } else {
            local_3 = false;
        }
        bool l_103_ = local_3;
        double _e319 = l_mut_86_;
        double l_104_ = (l_103_ ? l_90_ : _e319);
        l_mut_86_ = l_104_;
        double l_105_ = (l_95_ ? l_92_ : l_90_);
        double _e322 = l_mut_88_;
        double l_106_ = (_e322 + l_83_);
        double l_107_ = (l_93_ ? l_105_ : l_106_);
        l_mut_88_ = l_107_;
        uint l_108_ = uint(l_95_);
        uint _e326 = l_mut_89_;
        l_mut_89_ = (_e326 + l_108_);
        double _e328 = l_mut_88_;
        double l_109_ = (_e328 + l_80_);
        double _e330 = l_mut_88_;
        double l_110_ = (l_109_ - _e330);
        double l_111_ = (l_80_ - l_110_);
        uint _e333 = l_mut_89_;
        bool l_112_ = (_e333 < 3u);
        bool l_113_ = (l_111_ != 0.0L);
        if (l_112_) {
            local_4 = l_113_;
        } else {
            local_4 = false;
        }
        bool l_114_ = local_4;
        uint _e342 = l_mut_89_;
        bool l_115_ = (_e342 == 0u);
        if (l_114_) {
            local_5 = l_115_;
        } else {
            local_5 = false;
        }
        bool l_116_ = local_5;
        double _e349 = l_mut_84_;
        double l_117_ = (l_116_ ? l_109_ : _e349);
        l_mut_84_ = l_117_;
        uint _e351 = l_mut_89_;
        bool l_118_ = (_e351 == 1u);
        if (l_114_) {
            local_6 = l_118_;
        } else {
            local_6 = false;
        }
        bool l_119_ = local_6;
        double _e358 = l_mut_85_;
        double l_120_ = (l_119_ ? l_109_ : _e358);
        l_mut_85_ = l_120_;
        uint _e360 = l_mut_89_;
        bool l_121_ = (_e360 == 2u);
        if (l_114_) {
            local_7 = l_121_;
        } else {
            local_7 = false;
        }
        bool l_122_ = local_7;
        double _e367 = l_mut_86_;
        double l_123_ = (l_122_ ? l_109_ : _e367);
        l_mut_86_ = l_123_;
        double l_124_ = (l_114_ ? l_111_ : l_109_);
        double _e370 = l_mut_88_;
        double l_125_ = (_e370 + l_80_);
        double l_126_ = (l_112_ ? l_124_ : l_125_);
        l_mut_88_ = l_126_;
        uint l_127_ = uint(l_114_);
        uint _e374 = l_mut_89_;
        l_mut_89_ = (_e374 + l_127_);
        double _e376 = l_mut_88_;
        double l_128_ = (_e376 + l_77_);
        double _e378 = l_mut_88_;
        double l_129_ = (l_128_ - _e378);
        double l_130_ = (l_77_ - l_129_);
        uint _e381 = l_mut_89_;
        bool l_131_ = (_e381 < 3u);
        bool l_132_ = (l_130_ != 0.0L);
        if (l_131_) {
            local_8 = l_132_;
        } else {
            local_8 = false;
        }
        bool l_133_ = local_8;
        uint _e390 = l_mut_89_;
        bool l_134_ = (_e390 == 0u);
        if (l_133_) {
            local_9 = l_134_;
        } else {
            local_9 = false;
        }
        bool l_135_ = local_9;
        double _e397 = l_mut_84_;
        double l_136_ = (l_135_ ? l_128_ : _e397);
        l_mut_84_ = l_136_;
        uint _e399 = l_mut_89_;
        bool l_137_ = (_e399 == 1u);
        if (l_133_) {
            local_10 = l_137_;
        } else {
            local_10 = false;
        }
        bool l_138_ = local_10;
        double _e406 = l_mut_85_;
        double l_139_ = (l_138_ ? l_128_ : _e406);
        l_mut_85_ = l_139_;
        uint _e408 = l_mut_89_;
        bool l_140_ = (_e408 == 2u);
        if (l_133_) {
            local_11 = l_140_;
        } else {
            local_11 = false;
        }
        bool l_141_ = local_11;
        double _e415 = l_mut_86_;
        double l_142_ = (l_141_ ? l_128_ : _e415);
        l_mut_86_ = l_142_;
        double l_143_ = (l_133_ ? l_130_ : l_128_);
        double _e418 = l_mut_88_;
        double l_144_ = (_e418 + l_77_);
        double l_145_ = (l_131_ ? l_143_ : l_144_);
        l_mut_88_ = l_145_;
        uint l_146_ = uint(l_133_);
        uint _e422 = l_mut_89_;
        l_mut_89_ = (_e422 + l_146_);
        double _e424 = l_mut_88_;
        double l_147_ = (_e424 + l_74_);
        double _e426 = l_mut_88_;
        double l_148_ = (l_147_ - _e426);
        double l_149_ = (l_74_ - l_148_);
        uint _e429 = l_mut_89_;
        bool l_150_ = (_e429 < 3u);
        bool l_151_ = (l_149_ != 0.0L);
        if (l_150_) {
            local_12 = l_151_;
        } else {
            local_12 = false;
        }
        bool l_152_ = local_12;
        uint _e438 = l_mut_89_;
        bool l_153_ = (_e438 == 0u);
        if (l_152_) {
            local_13 = l_153_;
        } else {
            local_13 = false;
        }
        bool l_154_ = local_13;
        double _e445 = l_mut_84_;
        double l_155_ = (l_154_ ? l_147_ : _e445);
        l_mut_84_ = l_155_;
        uint _e447 = l_mut_89_;
        bool l_156_ = (_e447 == 1u);
        if (l_152_) {
            local_14 = l_156_;
        } else {
            local_14 = false;
        }
        bool l_157_ = local_14;
        double _e454 = l_mut_85_;
        double l_158_ = (l_157_ ? l_147_ : _e454);
        l_mut_85_ = l_158_;
        uint _e456 = l_mut_89_;
        bool l_159_ = (_e456 == 2u);
        if (l_152_) {
            local_15 = l_159_;
        } else {
            local_15 = false;
        }
        bool l_160_ = local_15;
        double _e463 = l_mut_86_;
        double l_161_ = (l_160_ ? l_147_ : _e463);
        l_mut_86_ = l_161_;
        double l_162_ = (l_152_ ? l_149_ : l_147_);
        double _e466 = l_mut_88_;
        double l_163_ = (_e466 + l_74_);
        double l_164_ = (l_150_ ? l_162_ : l_163_);
        l_mut_88_ = l_164_;
        uint l_165_ = uint(l_152_);
        uint _e470 = l_mut_89_;
        l_mut_89_ = (_e470 + l_165_);
        uint _e472 = l_mut_89_;
        bool l_166_ = (_e472 == 0u);
        double _e475 = l_mut_84_;
        double _e476 = l_mut_88_;
        double l_167_ = (l_166_ ? _e476 : _e475);
        l_mut_84_ = l_167_;
        uint _e478 = l_mut_89_;
        bool l_168_ = (_e478 == 1u);
        double _e481 = l_mut_85_;
        double _e482 = l_mut_88_;
        double l_169_ = (l_168_ ? _e482 : _e481);
        l_mut_85_ = l_169_;
        uint _e484 = l_mut_89_;
        bool l_170_ = (_e484 == 2u);
        double _e487 = l_mut_86_;
        double _e488 = l_mut_88_;
        double l_171_ = (l_170_ ? _e488 : _e487);
        l_mut_86_ = l_171_;
        uint _e490 = l_mut_89_;
        bool l_172_ = (_e490 == 3u);
        double _e493 = l_mut_87_;
        double _e494 = l_mut_88_;
        double l_173_ = (l_172_ ? _e494 : _e493);
        l_mut_87_ = l_173_;
        double _e496 = l_mut_84_;
        double l_174_ = -(_e496);
        double _e498 = l_mut_85_;
        double l_175_ = -(_e498);
        double _e500 = l_mut_86_;
        double l_176_ = -(_e500);
        double _e502 = l_mut_87_;
        double l_177_ = -(_e502);
        a_178_[0] = l_5_;
        a_178_[1] = l_174_;
        a_178_[2] = l_7_;
        a_178_[3] = l_175_;
        a_178_[4] = l_10_;
        a_178_[5] = l_176_;
        a_178_[6] = l_13_;
        a_178_[7] = l_177_;
        double l_179_ = a_178_[7];
        l_mut_88_ = l_179_;
        double l_180_ = a_178_[6];
        double _e516 = l_mut_88_;
        double l_181_ = (l_180_ + _e516);
        double l_182_ = (l_181_ - l_180_);
        double l_183_ = (l_181_ - l_182_);
        double l_184_ = (l_180_ - l_183_);
        double _e521 = l_mut_88_;
        double l_185_ = (_e521 - l_182_);
        double l_186_ = (l_184_ + l_185_);
        a_178_[7] = l_186_;
        l_mut_88_ = l_181_;
        double l_187_ = a_178_[5];
        double _e527 = l_mut_88_;
        double l_188_ = (l_187_ + _e527);
        double l_189_ = (l_188_ - l_187_);
        double l_190_ = (l_188_ - l_189_);
        double l_191_ = (l_187_ - l_190_);
        double _e532 = l_mut_88_;
        double l_192_ = (_e532 - l_189_);
        double l_193_ = (l_191_ + l_192_);
        a_178_[6] = l_193_;
        l_mut_88_ = l_188_;
        double l_194_ = a_178_[4];
        double _e538 = l_mut_88_;
        double l_195_ = (l_194_ + _e538);
        double l_196_ = (l_195_ - l_194_);
        double l_197_ = (l_195_ - l_196_);
        double l_198_ = (l_194_ - l_197_);
        double _e543 = l_mut_88_;
        double l_199_ = (_e543 - l_196_);
        double l_200_ = (l_198_ + l_199_);
        a_178_[5] = l_200_;
        l_mut_88_ = l_195_;
        double l_201_ = a_178_[3];
        double _e549 = l_mut_88_;
        double l_202_ = (l_201_ + _e549);
        double l_203_ = (l_202_ - l_201_);
        double l_204_ = (l_202_ - l_203_);
        double l_205_ = (l_201_ - l_204_);
        double _e554 = l_mut_88_;
        double l_206_ = (_e554 - l_203_);
        double l_207_ = (l_205_ + l_206_);
        a_178_[4] = l_207_;
        l_mut_88_ = l_202_;
        double l_208_ = a_178_[2];
        double _e560 = l_mut_88_;
        double l_209_ = (l_208_ + _e560);
        double l_210_ = (l_209_ - l_208_);
        double l_211_ = (l_209_ - l_210_);
        double l_212_ = (l_208_ - l_211_);
        double _e565 = l_mut_88_;
        double l_213_ = (_e565 - l_210_);
        double l_214_ = (l_212_ + l_213_);
        a_178_[3] = l_214_;
        l_mut_88_ = l_209_;
        double l_215_ = a_178_[1];
        double _e571 = l_mut_88_;
        double l_216_ = (l_215_ + _e571);
        double l_217_ = (l_216_ - l_215_);
        double l_218_ = (l_216_ - l_217_);
        double l_219_ = (l_215_ - l_218_);
        double _e576 = l_mut_88_;
        double l_220_ = (_e576 - l_217_);
        double l_221_ = (l_219_ + l_220_);
        a_178_[2] = l_221_;
        l_mut_88_ = l_216_;
        double l_222_ = a_178_[0];
        double _e582 = l_mut_88_;
        double l_223_ = (l_222_ + _e582);
        double l_224_ = (l_223_ - l_222_);
        double l_225_ = (l_223_ - l_224_);
        double l_226_ = (l_222_ - l_225_);
        double _e587 = l_mut_88_;
        double l_227_ = (_e587 - l_224_);
        double l_228_ = (l_226_ + l_227_);
        a_178_[1] = l_228_;
        l_mut_88_ = l_223_;
        double _e592 = l_mut_88_;
        a_178_[0] = _e592;
        double l_229_ = a_178_[7];
        l_mut_88_ = l_229_;
        double l_230_ = a_178_[6];
        double _e597 = l_mut_88_;
        double l_231_ = (l_230_ + _e597);
        double l_232_ = (l_231_ - l_230_);
        double l_233_ = (l_231_ - l_232_);
        double l_234_ = (l_230_ - l_233_);
        double _e602 = l_mut_88_;
        double l_235_ = (_e602 - l_232_);
        double l_236_ = (l_234_ + l_235_);
        a_178_[7] = l_236_;
        l_mut_88_ = l_231_;
        double l_237_ = a_178_[5];
        double _e608 = l_mut_88_;
        double l_238_ = (l_237_ + _e608);
        double l_239_ = (l_238_ - l_237_);
        double l_240_ = (l_238_ - l_239_);
        double l_241_ = (l_237_ - l_240_);
        double _e613 = l_mut_88_;
        double l_242_ = (_e613 - l_239_);
        double l_243_ = (l_241_ + l_242_);
        a_178_[6] = l_243_;
        l_mut_88_ = l_238_;
        double l_244_ = a_178_[4];
        double _e619 = l_mut_88_;
        double l_245_ = (l_244_ + _e619);
        double l_246_ = (l_245_ - l_244_);
        double l_247_ = (l_245_ - l_246_);
        double l_248_ = (l_244_ - l_247_);
        double _e624 = l_mut_88_;
        double l_249_ = (_e624 - l_246_);
        double l_250_ = (l_248_ + l_249_);
        a_178_[5] = l_250_;
        l_mut_88_ = l_245_;
        double l_251_ = a_178_[3];
        double _e630 = l_mut_88_;
        double l_252_ = (l_251_ + _e630);
        double l_253_ = (l_252_ - l_251_);
        double l_254_ = (l_252_ - l_253_);
        double l_255_ = (l_251_ - l_254_);
        double _e635 = l_mut_88_;
        double l_256_ = (_e635 - l_253_);
        double l_257_ = (l_255_ + l_256_);
        a_178_[4] = l_257_;
        l_mut_88_ = l_252_;
        double l_258_ = a_178_[2];
        double _e641 = l_mut_88_;
        double l_259_ = (l_258_ + _e641);
        double l_260_ = (l_259_ - l_258_);
        double l_261_ = (l_259_ - l_260_);
        double l_262_ = (l_258_ - l_261_);
        double _e646 = l_mut_88_;
        double l_263_ = (_e646 - l_260_);
        double l_264_ = (l_262_ + l_263_);
        a_178_[3] = l_264_;
        l_mut_88_ = l_259_;
        double l_265_ = a_178_[1];
        double _e652 = l_mut_88_;
        double l_266_ = (l_265_ + _e652);
        double l_267_ = (l_266_ - l_265_);
        double l_268_ = (l_266_ - l_267_);
        double l_269_ = (l_265_ - l_268_);
        double _e657 = l_mut_88_;
        double l_270_ = (_e657 - l_267_);
        double l_271_ = (l_269_ + l_270_);
        a_178_[2] = l_271_;
        l_mut_88_ = l_266_;
        double l_272_ = a_178_[0];
        double _e663 = l_mut_88_;
        double l_273_ = (l_272_ + _e663);
        double l_274_ = (l_273_ - l_272_);
        double l_275_ = (l_273_ - l_274_);
        double l_276_ = (l_272_ - l_275_);
        double _e668 = l_mut_88_;
        double l_277_ = (_e668 - l_274_);
        double l_278_ = (l_276_ + l_277_);
        a_178_[1] = l_278_;
        l_mut_88_ = l_273_;
        double _e673 = l_mut_88_;
        a_178_[0] = _e673;
        l_mut_88_ = 0.0L;
        l_mut_87_ = 0.0L;
        l_mut_86_ = 0.0L;
        l_mut_85_ = 0.0L;
        double l_279_ = a_178_[0];
        l_mut_84_ = l_279_;
        l_mut_89_ = 0u;
        double l_280_ = a_178_[1];
        double _e683 = l_mut_84_;
        double l_281_ = (_e683 + l_280_);
        double _e685 = l_mut_84_;
        double l_282_ = (l_281_ - _e685);
        double l_283_ = (l_281_ - l_282_);
        double _e688 = l_mut_84_;
        double l_284_ = (_e688 - l_283_);
        double l_285_ = (l_280_ - l_282_);
        double l_286_ = (l_284_ + l_285_);
        uint _e692 = l_mut_89_;
        bool l_287_ = (_e692 < 3u);
        bool l_288_ = (l_286_ != 0.0L);
        if (l_287_) {
            local_16 = l_288_;
        } else {
            local_16 = false;
        }
        bool l_289_ = local_16;
        uint _e701 = l_mut_89_;
        bool l_290_ = (_e701 == 0u);
        if (l_289_) {
            local_17 = l_290_;
        } else {
            local_17 = false;
        }
        bool l_291_ = local_17;
        double _e708 = l_mut_88_;
        double l_292_ = (l_291_ ? l_281_ : _e708);
        l_mut_88_ = l_292_;
        uint _e710 = l_mut_89_;
        bool l_293_ = (_e710 == 1u);
        if (l_289_) {
            local_18 = l_293_;
        } else {
            local_18 = false;
        }
        bool l_294_ = local_18;
        double _e717 = l_mut_87_;
        double l_295_ = (l_294_ ? l_281_ : _e717);
        l_mut_87_ = l_295_;
        uint _e719 = l_mut_89_;
        bool l_296_ = (_e719 == 2u);
        if (l_289_) {
            local_19 = l_296_;
        } else {
            local_19 = false;
        }
        bool l_297_ = local_19;
        double _e726 = l_mut_86_;
        double l_298_ = (l_297_ ? l_281_ : _e726);
        l_mut_86_ = l_298_;
        double l_299_ = (l_289_ ? l_286_ : l_281_);
        double _e729 = l_mut_84_;
        double l_300_ = (_e729 + l_280_);
        double l_301_ = (l_287_ ? l_299_ : l_300_);
        l_mut_84_ = l_301_;
        uint l_302_ = uint(l_289_);
        uint _e733 = l_mut_89_;
        l_mut_89_ = (_e733 + l_302_);
        double l_303_ = a_178_[2];
        double _e737 = l_mut_84_;
        double l_304_ = (_e737 + l_303_);
        double _e739 = l_mut_84_;
        double l_305_ = (l_304_ - _e739);
        double l_306_ = (l_304_ - l_305_);
        double _e742 = l_mut_84_;
        double l_307_ = (_e742 - l_306_);
        double l_308_ = (l_303_ - l_305_);
        double l_309_ = (l_307_ + l_308_);
        uint _e746 = l_mut_89_;
        bool l_310_ = (_e746 < 3u);
        bool l_311_ = (l_309_ != 0.0L);
        if (l_310_) {
            local_20 = l_311_;
        } else {
            local_20 = false;
        }
        bool l_312_ = local_20;
        uint _e755 = l_mut_89_;
        bool l_313_ = (_e755 == 0u);
        if (l_312_) {
            local_21 = l_313_;
        } else {
            local_21 = false;
        }
        bool l_314_ = local_21;
        double _e762 = l_mut_88_;
        double l_315_ = (l_314_ ? l_304_ : _e762);
        l_mut_88_ = l_315_;
        uint _e764 = l_mut_89_;
        bool l_316_ = (_e764 == 1u);
        if (l_312_) {
            local_22 = l_316_;
        } else {
            local_22 = false;
        }
        bool l_317_ = local_22;
        double _e771 = l_mut_87_;
        double l_318_ = (l_317_ ? l_304_ : _e771);
        l_mut_87_ = l_318_;
        uint _e773 = l_mut_89_;
        bool l_319_ = (_e773 == 2u);
        if (l_312_) {
            local_23 = l_319_;
        } else {
            local_23 = false;
        }
        bool l_320_ = local_23;
        double _e780 = l_mut_86_;
        double l_321_ = (l_320_ ? l_304_ : _e780);
        l_mut_86_ = l_321_;
        double l_322_ = (l_312_ ? l_309_ : l_304_);
        double _e783 = l_mut_84_;
        double l_323_ = (_e783 + l_303_);
        double l_324_ = (l_310_ ? l_322_ : l_323_);
        l_mut_84_ = l_324_;
        uint l_325_ = uint(l_312_);
        uint _e787 = l_mut_89_;
        l_mut_89_ = (_e787 + l_325_);
        double l_326_ = a_178_[3];
        double _e791 = l_mut_84_;
        double l_327_ = (_e791 + l_326_);
        double _e793 = l_mut_84_;
        double l_328_ = (l_327_ - _e793);
        double l_329_ = (l_327_ - l_328_);
        double _e796 = l_mut_84_;
        double l_330_ = (_e796 - l_329_);
        double l_331_ = (l_326_ - l_328_);
        double l_332_ = (l_330_ + l_331_);
        uint _e800 = l_mut_89_;
        bool l_333_ = (_e800 < 3u);
        bool l_334_ = (l_332_ != 0.0L);
        if (l_333_) {
            local_24 = l_334_;
        } else {
            local_24 = false;
        }
        bool l_335_ = local_24;
        uint _e809 = l_mut_89_;
        bool l_336_ = (_e809 == 0u);
        if (l_335_) {
            local_25 = l_336_;
        } else {
            local_25 = false;
        }
        bool l_337_ = local_25;
        double _e816 = l_mut_88_;
        double l_338_ = (l_337_ ? l_327_ : _e816);
        l_mut_88_ = l_338_;
        uint _e818 = l_mut_89_;
        bool l_339_ = (_e818 == 1u);
        if (l_335_) {
            local_26 = l_339_;
        } else {
            local_26 = false;
        }
        bool l_340_ = local_26;
        double _e825 = l_mut_87_;
        double l_341_ = (l_340_ ? l_327_ : _e825);
        l_mut_87_ = l_341_;
        uint _e827 = l_mut_89_;
        bool l_342_ = (_e827 == 2u);
        if (l_335_) {
            local_27 = l_342_;
        } else {
            local_27 = false;
        }
        bool l_343_ = local_27;
        double _e834 = l_mut_86_;
        double l_344_ = (l_343_ ? l_327_ : _e834);
        l_mut_86_ = l_344_;
        double l_345_ = (l_335_ ? l_332_ : l_327_);
        double _e837 = l_mut_84_;
        double l_346_ = (_e837 + l_326_);
        double l_347_ = (l_333_ ? l_345_ : l_346_);
        l_mut_84_ = l_347_;
        uint l_348_ = uint(l_335_);
        uint _e841 = l_mut_89_;
        l_mut_89_ = (_e841 + l_348_);
        double l_349_ = a_178_[4];
        double _e845 = l_mut_84_;
        double l_350_ = (_e845 + l_349_);
        double _e847 = l_mut_84_;
        double l_351_ = (l_350_ - _e847);
        double l_352_ = (l_350_ - l_351_);
        double _e850 = l_mut_84_;
        double l_353_ = (_e850 - l_352_);
        double l_354_ = (l_349_ - l_351_);
        double l_355_ = (l_353_ + l_354_);
        uint _e854 = l_mut_89_;
        bool l_356_ = (_e854 < 3u);
        bool l_357_ = (l_355_ != 0.0L);
        if (l_356_) {
            local_28 = l_357_;
        } else {
            local_28 = false;
        }
        bool l_358_ = local_28;
        uint _e863 = l_mut_89_;
        bool l_359_ = (_e863 == 0u);
        if (l_358_) {
            local_29 = l_359_;
        } else {
            local_29 = false;
        }
        bool l_360_ = local_29;
        double _e870 = l_mut_88_;
        double l_361_ = (l_360_ ? l_350_ : _e870);
        l_mut_88_ = l_361_;
        uint _e872 = l_mut_89_;
        bool l_362_ = (_e872 == 1u);
        if (l_358_) {
            local_30 = l_362_;
        } else {
            local_30 = false;
        }
        bool l_363_ = local_30;
        double _e879 = l_mut_87_;
        double l_364_ = (l_363_ ? l_350_ : _e879);
        l_mut_87_ = l_364_;
        uint _e881 = l_mut_89_;
        bool l_365_ = (_e881 == 2u);
        if (l_358_) {
            local_31 = l_365_;
        } else {
            local_31 = false;
        }
        bool l_366_ = local_31;
        double _e888 = l_mut_86_;
        double l_367_ = (l_366_ ? l_350_ : _e888);
        l_mut_86_ = l_367_;
        double l_368_ = (l_358_ ? l_355_ : l_350_);
        double _e891 = l_mut_84_;
        double l_369_ = (_e891 + l_349_);
        double l_370_ = (l_356_ ? l_368_ : l_369_);
        l_mut_84_ = l_370_;
        uint l_371_ = uint(l_358_);
        uint _e895 = l_mut_89_;
        l_mut_89_ = (_e895 + l_371_);
        double l_372_ = a_178_[5];
        double _e899 = l_mut_84_;
        double l_373_ = (_e899 + l_372_);
        double _e901 = l_mut_84_;
        double l_374_ = (l_373_ - _e901);
        double l_375_ = (l_373_ - l_374_);
        double _e904 = l_mut_84_;
        double l_376_ = (_e904 - l_375_);
        double l_377_ = (l_372_ - l_374_);
        double l_378_ = (l_376_ + l_377_);
        uint _e908 = l_mut_89_;
        bool l_379_ = (_e908 < 3u);
        bool l_380_ = (l_378_ != 0.0L);
        if (l_379_) {
            local_32 = l_380_;
        } else {
            local_32 = false;
        }
        bool l_381_ = local_32;
        uint _e917 = l_mut_89_;
        bool l_382_ = (_e917 == 0u);
        if (l_381_) {
            local_33 = l_382_;
        } else {
            local_33 = false;
        }
        bool l_383_ = local_33;
        double _e924 = l_mut_88_;
        double l_384_ = (l_383_ ? l_373_ : _e924);
        l_mut_88_ = l_384_;
        uint _e926 = l_mut_89_;
        bool l_385_ = (_e926 == 1u);
        if (l_381_) {
            local_34 = l_385_;
        } else {
            local_34 = false;
        }
        bool l_386_ = local_34;
        double _e933 = l_mut_87_;
        double l_387_ = (l_386_ ? l_373_ : _e933);
        l_mut_87_ = l_387_;
        uint _e935 = l_mut_89_;
        bool l_388_ = (_e935 == 2u);
        if (l_381_) {
            local_35 = l_388_;
        } else {
            local_35 = false;
        }
        bool l_389_ = local_35;
        double _e942 = l_mut_86_;
        double l_390_ = (l_389_ ? l_373_ : _e942);
        l_mut_86_ = l_390_;
        double l_391_ = (l_381_ ? l_378_ : l_373_);
        double _e945 = l_mut_84_;
        double l_392_ = (_e945 + l_372_);
        double l_393_ = (l_379_ ? l_391_ : l_392_);
        l_mut_84_ = l_393_;
        uint l_394_ = uint(l_381_);
        uint _e949 = l_mut_89_;
        l_mut_89_ = (_e949 + l_394_);
        double l_395_ = a_178_[6];
        double _e953 = l_mut_84_;
        double l_396_ = (_e953 + l_395_);
        double _e955 = l_mut_84_;
        double l_397_ = (l_396_ - _e955);
        double l_398_ = (l_396_ - l_397_);
        double _e958 = l_mut_84_;
        double l_399_ = (_e958 - l_398_);
        double l_400_ = (l_395_ - l_397_);
        double l_401_ = (l_399_ + l_400_);
        uint _e962 = l_mut_89_;
        bool l_402_ = (_e962 < 3u);
        bool l_403_ = (l_401_ != 0.0L);
        if (l_402_) {
            local_36 = l_403_;
        } else {
            local_36 = false;
        }
        bool l_404_ = local_36;
        uint _e971 = l_mut_89_;
        bool l_405_ = (_e971 == 0u);
        if (l_404_) {
            local_37 = l_405_;
        } else {
            local_37 = false;
        }
        bool l_406_ = local_37;
        double _e978 = l_mut_88_;
        double l_407_ = (l_406_ ? l_396_ : _e978);
        l_mut_88_ = l_407_;
        uint _e980 = l_mut_89_;
        bool l_408_ = (_e980 == 1u);
        if (l_404_) {
            local_38 = l_408_;
        } else {
            local_38 = false;
        }
        bool l_409_ = local_38;
        double _e987 = l_mut_87_;
        double l_410_ = (l_409_ ? l_396_ : _e987);
        l_mut_87_ = l_410_;
        uint _e989 = l_mut_89_;
        bool l_411_ = (_e989 == 2u);
        if (l_404_) {
            local_39 = l_411_;
        } else {
            local_39 = false;
        }
        bool l_412_ = local_39;
        double _e996 = l_mut_86_;
        double l_413_ = (l_412_ ? l_396_ : _e996);
        l_mut_86_ = l_413_;
        double l_414_ = (l_404_ ? l_401_ : l_396_);
        double _e999 = l_mut_84_;
        double l_415_ = (_e999 + l_395_);
        double l_416_ = (l_402_ ? l_414_ : l_415_);
        l_mut_84_ = l_416_;
        uint l_417_ = uint(l_404_);
        uint _e1003 = l_mut_89_;
        l_mut_89_ = (_e1003 + l_417_);
        double l_418_ = a_178_[7];
        double _e1007 = l_mut_84_;
        double l_419_ = (_e1007 + l_418_);
        double _e1009 = l_mut_84_;
        double l_420_ = (l_419_ - _e1009);
        double l_421_ = (l_419_ - l_420_);
        double _e1012 = l_mut_84_;
        double l_422_ = (_e1012 - l_421_);
        double l_423_ = (l_418_ - l_420_);
        double l_424_ = (l_422_ + l_423_);
        uint _e1016 = l_mut_89_;
        bool l_425_ = (_e1016 < 3u);
        bool l_426_ = (l_424_ != 0.0L);
        if (l_425_) {
            local_40 = l_426_;
        } else {
            local_40 = false;
        }
        bool l_427_ = local_40;
        uint _e1025 = l_mut_89_;
        bool l_428_ = (_e1025 == 0u);
        if (l_427_) {
            local_41 = l_428_;
        } else {
            local_41 = false;
        }
        bool l_429_ = local_41;
        double _e1032 = l_mut_88_;
        double l_430_ = (l_429_ ? l_419_ : _e1032);
        l_mut_88_ = l_430_;
        uint _e1034 = l_mut_89_;
        bool l_431_ = (_e1034 == 1u);
        if (l_427_) {
            local_42 = l_431_;
        } else {
            local_42 = false;
        }
        bool l_432_ = local_42;
        double _e1041 = l_mut_87_;
        double l_433_ = (l_432_ ? l_419_ : _e1041);
        l_mut_87_ = l_433_;
        uint _e1043 = l_mut_89_;
        bool l_434_ = (_e1043 == 2u);
        if (l_427_) {
            local_43 = l_434_;
        } else {
            local_43 = false;
        }
        bool l_435_ = local_43;
        double _e1050 = l_mut_86_;
        double l_436_ = (l_435_ ? l_419_ : _e1050);
        l_mut_86_ = l_436_;
        double l_437_ = (l_427_ ? l_424_ : l_419_);
        double _e1053 = l_mut_84_;
        double l_438_ = (_e1053 + l_418_);
        double l_439_ = (l_425_ ? l_437_ : l_438_);
        l_mut_84_ = l_439_;
        uint l_440_ = uint(l_427_);
        uint _e1057 = l_mut_89_;
        l_mut_89_ = (_e1057 + l_440_);
        uint _e1059 = l_mut_89_;
        bool l_441_ = (_e1059 == 0u);
        double _e1062 = l_mut_88_;
        double _e1063 = l_mut_84_;
        double l_442_ = (l_441_ ? _e1063 : _e1062);
        l_mut_88_ = l_442_;
        uint _e1065 = l_mut_89_;
        bool l_443_ = (_e1065 == 1u);
        double _e1068 = l_mut_87_;
        double _e1069 = l_mut_84_;
        double l_444_ = (l_443_ ? _e1069 : _e1068);
        l_mut_87_ = l_444_;
        uint _e1071 = l_mut_89_;
        bool l_445_ = (_e1071 == 2u);
        double _e1074 = l_mut_86_;
        double _e1075 = l_mut_84_;
        double l_446_ = (l_445_ ? _e1075 : _e1074);
        l_mut_86_ = l_446_;
        uint _e1077 = l_mut_89_;
        bool l_447_ = (_e1077 == 3u);
        double _e1080 = l_mut_85_;
        double _e1081 = l_mut_84_;
        double l_448_ = (l_447_ ? _e1081 : _e1080);
        l_mut_85_ = l_448_;
        double _e1083 = l_mut_88_;
        double l_449_ = (_e1083 / l_14_);
        double l_450_ = (l_14_ * l_449_);
        double l_451_ = -(l_450_);
        double l_452_ = mad(l_14_, l_449_, l_451_);
        double l_453_ = (l_16_ * l_449_);
        double l_454_ = -(l_453_);
        double l_455_ = mad(l_16_, l_449_, l_454_);
        double l_456_ = (l_19_ * l_449_);
        double l_457_ = -(l_456_);
        double l_458_ = mad(l_19_, l_449_, l_457_);
        double l_459_ = (l_22_ * l_449_);
        double l_460_ = (l_452_ + l_453_);
        double l_461_ = (l_460_ - l_452_);
        double l_462_ = (l_460_ - l_461_);
        double l_463_ = (l_452_ - l_462_);
        double l_464_ = (l_453_ - l_461_);
        double l_465_ = (l_463_ + l_464_);
        double l_466_ = (l_465_ + l_455_);
        double l_467_ = (l_466_ - l_465_);
        double l_468_ = (l_466_ - l_467_);
        double l_469_ = (l_465_ - l_468_);
        double l_470_ = (l_455_ - l_467_);
        double l_471_ = (l_469_ + l_470_);
        double l_472_ = (l_456_ + l_466_);
        double l_473_ = (l_472_ - l_456_);
        double l_474_ = (l_472_ - l_473_);
        double l_475_ = (l_456_ - l_474_);
        double l_476_ = (l_466_ - l_473_);
        double l_477_ = (l_475_ + l_476_);
        double l_478_ = (l_471_ + l_477_);
        double l_479_ = (l_478_ - l_471_);
        double l_480_ = (l_478_ - l_479_);
        double l_481_ = (l_471_ - l_480_);
        double l_482_ = (l_477_ - l_479_);
        double l_483_ = (l_481_ + l_482_);
        double l_484_ = (l_478_ + l_458_);
        double l_485_ = (l_484_ - l_478_);
        double l_486_ = (l_484_ - l_485_);
        double l_487_ = (l_478_ - l_486_);
        double l_488_ = (l_458_ - l_485_);
        double l_489_ = (l_487_ + l_488_);
        double l_490_ = (l_459_ + l_484_);
        double l_491_ = (l_490_ - l_459_);
        double l_492_ = (l_490_ - l_491_);
        double l_493_ = (l_459_ - l_492_);
        double l_494_ = (l_484_ - l_491_);
        double l_495_ = (l_493_ + l_494_);
        double l_496_ = (l_489_ + l_495_);
        double l_497_ = (l_496_ + l_483_);
        double l_498_ = (l_490_ + l_497_);
        double l_499_ = (l_498_ - l_490_);
        double l_500_ = (l_497_ - l_499_);
        double l_501_ = (l_472_ + l_498_);
        double l_502_ = (l_501_ - l_472_);
        double l_503_ = (l_498_ - l_502_);
        double l_504_ = (l_460_ + l_501_);
        double l_505_ = (l_504_ - l_460_);
        double l_506_ = (l_501_ - l_505_);
        double l_507_ = (l_450_ + l_504_);
        double l_508_ = (l_507_ - l_450_);
        double l_509_ = (l_504_ - l_508_);
        l_mut_84_ = 0.0L;
        l_mut_510_ = 0.0L;
        l_mut_511_ = 0.0L;
        l_mut_512_ = 0.0L;
        l_mut_513_ = l_507_;
        l_mut_89_ = 0u;
        double _e1150 = l_mut_513_;
        double l_514_ = (_e1150 + l_509_);
        double _e1152 = l_mut_513_;
        double l_515_ = (l_514_ - _e1152);
        double l_516_ = (l_509_ - l_515_);
        uint _e1155 = l_mut_89_;
        bool l_517_ = (_e1155 < 3u);
        bool l_518_ = (l_516_ != 0.0L);
        if (l_517_) {
            local_44 = l_518_;
        } else {
            local_44 = false;
        }
        bool l_519_ = local_44;
        uint _e1164 = l_mut_89_;
        bool l_520_ = (_e1164 == 0u);
        if (l_519_) {
            local_45 = l_520_;
        } else {
            local_45 = false;
        }
        bool l_521_ = local_45;
        double _e1171 = l_mut_84_;
        double l_522_ = (l_521_ ? l_514_ : _e1171);
        l_mut_84_ = l_522_;
        uint _e1173 = l_mut_89_;
        bool l_523_ = (_e1173 == 1u);
        if (l_519_) {
            local_46 = l_523_;
        } else {
            local_46 = false;
        }
        bool l_524_ = local_46;
        double _e1180 = l_mut_510_;
        double l_525_ = (l_524_ ? l_514_ : _e1180);
        l_mut_510_ = l_525_;
        uint _e1182 = l_mut_89_;
        bool l_526_ = (_e1182 == 2u);
        if (l_519_) {
            local_47 = l_526_;
        } else {
            local_47 = false;
        }
        bool l_527_ = local_47;
        double _e1189 = l_mut_511_;
        double l_528_ = (l_527_ ? l_514_ : _e1189);
        l_mut_511_ = l_528_;
        double l_529_ = (l_519_ ? l_516_ : l_514_);
        double _e1192 = l_mut_513_;
        double l_530_ = (_e1192 + l_509_);
        double l_531_ = (l_517_ ? l_529_ : l_530_);
        l_mut_513_ = l_531_;
        uint l_532_ = uint(l_519_);
        uint _e1196 = l_mut_89_;
        l_mut_89_ = (_e1196 + l_532_);
        double _e1198 = l_mut_513_;
        double l_533_ = (_e1198 + l_506_);
        double _e1200 = l_mut_513_;
        double l_534_ = (l_533_ - _e1200);
        double l_535_ = (l_506_ - l_534_);
        uint _e1203 = l_mut_89_;
        bool l_536_ = (_e1203 < 3u);
        bool l_537_ = (l_535_ != 0.0L);
        if (l_536_) {
            local_48 = l_537_;
        } else {
            local_48 = false;
        }
        bool l_538_ = local_48;
        uint _e1212 = l_mut_89_;
        bool l_539_ = (_e1212 == 0u);
        if (l_538_) {
            local_49 = l_539_;
        } else {
            local_49 = false;
        }
        bool l_540_ = local_49;
        double _e1219 = l_mut_84_;
        double l_541_ = (l_540_ ? l_533_ : _e1219);
        l_mut_84_ = l_541_;
        uint _e1221 = l_mut_89_;
        bool l_542_ = (_e1221 == 1u);
        if (l_538_) {
            local_50 = l_542_;
        } else {
            local_50 = false;
        }
        bool l_543_ = local_50;
        double _e1228 = l_mut_510_;
        double l_544_ = (l_543_ ? l_533_ : _e1228);
        l_mut_510_ = l_544_;
        uint _e1230 = l_mut_89_;
        bool l_545_ = (_e1230 == 2u);
        if (l_538_) {
            local_51 = l_545_;
        } else {
            local_51 = false;
        }
        bool l_546_ = local_51;
        double _e1237 = l_mut_511_;
        double l_547_ = (l_546_ ? l_533_ : _e1237);
        l_mut_511_ = l_547_;
        double l_548_ = (l_538_ ? l_535_ : l_533_);
        double _e1240 = l_mut_513_;
        double l_549_ = (_e1240 + l_506_);
        double l_550_ = (l_536_ ? l_548_ : l_549_);
        l_mut_513_ = l_550_;
        uint l_551_ = uint(l_538_);
        uint _e1244 = l_mut_89_;
        l_mut_89_ = (_e1244 + l_551_);
        double _e1246 = l_mut_513_;
        double l_552_ = (_e1246 + l_503_);
        double _e1248 = l_mut_513_;
        double l_553_ = (l_552_ - _e1248);
        double l_554_ = (l_503_ - l_553_);
        uint _e1251 = l_mut_89_;
        bool l_555_ = (_e1251 < 3u);
        bool l_556_ = (l_554_ != 0.0L);
        if (l_555_) {
            local_52 = l_556_;
        } else {
            local_52 = false;
        }
        bool l_557_ = local_52;
        uint _e1260 = l_mut_89_;
        bool l_558_ = (_e1260 == 0u);
        if (l_557_) {
            local_53 = l_558_;
        } else {
            local_53 = false;
        }
        bool l_559_ = local_53;
        double _e1267 = l_mut_84_;
        double l_560_ = (l_559_ ? l_552_ : _e1267);
        l_mut_84_ = l_560_;
        uint _e1269 = l_mut_89_;
        bool l_561_ = (_e1269 == 1u);
        if (l_557_) {
            local_54 = l_561_;
        } else {
            local_54 = false;
        }
        bool l_562_ = local_54;
        double _e1276 = l_mut_510_;
        double l_563_ = (l_562_ ? l_552_ : _e1276);
        l_mut_510_ = l_563_;
        uint _e1278 = l_mut_89_;
        bool l_564_ = (_e1278 == 2u);
        if (l_557_) {
            local_55 = l_564_;
        } else {
            local_55 = false;
        }
        bool l_565_ = local_55;
        double _e1285 = l_mut_511_;
        double l_566_ = (l_565_ ? l_552_ : _e1285);
        l_mut_511_ = l_566_;
        double l_567_ = (l_557_ ? l_554_ : l_552_);
        double _e1288 = l_mut_513_;
        double l_568_ = (_e1288 + l_503_);
        double l_569_ = (l_555_ ? l_567_ : l_568_);
        l_mut_513_ = l_569_;
        uint l_570_ = uint(l_557_);
        uint _e1292 = l_mut_89_;
        l_mut_89_ = (_e1292 + l_570_);
        double _e1294 = l_mut_513_;
        double l_571_ = (_e1294 + l_500_);
        double _e1296 = l_mut_513_;
        double l_572_ = (l_571_ - _e1296);
        double l_573_ = (l_500_ - l_572_);
        uint _e1299 = l_mut_89_;
        bool l_574_ = (_e1299 < 3u);
        bool l_575_ = (l_573_ != 0.0L);
        if (l_574_) {
            local_56 = l_575_;
        } else {
            local_56 = false;
        }
        bool l_576_ = local_56;
        uint _e1308 = l_mut_89_;
        bool l_577_ = (_e1308 == 0u);
        if (l_576_) {
            local_57 = l_577_;
        } else {
            local_57 = false;
        }
        bool l_578_ = local_57;
        double _e1315 = l_mut_84_;
        double l_579_ = (l_578_ ? l_571_ : _e1315);
        l_mut_84_ = l_579_;
        uint _e1317 = l_mut_89_;
        bool l_580_ = (_e1317 == 1u);
        if (l_576_) {
            local_58 = l_580_;
        } else {
            local_58 = false;
        }
        bool l_581_ = local_58;
        double _e1324 = l_mut_510_;
        double l_582_ = (l_581_ ? l_571_ : _e1324);
        l_mut_510_ = l_582_;
        uint _e1326 = l_mut_89_;
        bool l_583_ = (_e1326 == 2u);
        if (l_576_) {
            local_59 = l_583_;
        } else {
            local_59 = false;
        }
        bool l_584_ = local_59;
        double _e1333 = l_mut_511_;
        double l_585_ = (l_584_ ? l_571_ : _e1333);
        l_mut_511_ = l_585_;
        double l_586_ = (l_576_ ? l_573_ : l_571_);
        double _e1336 = l_mut_513_;
        double l_587_ = (_e1336 + l_500_);
        double l_588_ = (l_574_ ? l_586_ : l_587_);
        l_mut_513_ = l_588_;
        uint l_589_ = uint(l_576_);
        uint _e1340 = l_mut_89_;
        l_mut_89_ = (_e1340 + l_589_);
        uint _e1342 = l_mut_89_;
        bool l_590_ = (_e1342 == 0u);
        double _e1345 = l_mut_84_;
        double _e1346 = l_mut_513_;
        double l_591_ = (l_590_ ? _e1346 : _e1345);
        l_mut_84_ = l_591_;
        uint _e1348 = l_mut_89_;
        bool l_592_ = (_e1348 == 1u);
        double _e1351 = l_mut_510_;
        double _e1352 = l_mut_513_;
        double l_593_ = (l_592_ ? _e1352 : _e1351);
        l_mut_510_ = l_593_;
        uint _e1354 = l_mut_89_;
        bool l_594_ = (_e1354 == 2u);
        double _e1357 = l_mut_511_;
        double _e1358 = l_mut_513_;
        double l_595_ = (l_594_ ? _e1358 : _e1357);
        l_mut_511_ = l_595_;
        uint _e1360 = l_mut_89_;
        bool l_596_ = (_e1360 == 3u);
        double _e1363 = l_mut_512_;
        double _e1364 = l_mut_513_;
        double l_597_ = (l_596_ ? _e1364 : _e1363);
        l_mut_512_ = l_597_;
        double _e1366 = l_mut_84_;
        double l_598_ = -(_e1366);
        double _e1368 = l_mut_510_;
        double l_599_ = -(_e1368);
        double _e1370 = l_mut_511_;
        double l_600_ = -(_e1370);
        double _e1372 = l_mut_512_;
        double l_601_ = -(_e1372);
        double _e1375 = l_mut_88_;
        a_602_[0] = _e1375;
        a_602_[1] = l_598_;
        double _e1378 = l_mut_87_;
        a_602_[2] = _e1378;
        a_602_[3] = l_599_;
        double _e1381 = l_mut_86_;
        a_602_[4] = _e1381;
        a_602_[5] = l_600_;
        double _e1384 = l_mut_85_;
        a_602_[6] = _e1384;
        a_602_[7] = l_601_;
        double l_603_ = a_602_[7];
        l_mut_513_ = l_603_;
        double l_604_ = a_602_[6];
        double _e1390 = l_mut_513_;
        double l_605_ = (l_604_ + _e1390);
        double l_606_ = (l_605_ - l_604_);
        double l_607_ = (l_605_ - l_606_);
        double l_608_ = (l_604_ - l_607_);
        double _e1395 = l_mut_513_;
        double l_609_ = (_e1395 - l_606_);
        double l_610_ = (l_608_ + l_609_);
        a_602_[7] = l_610_;
        l_mut_513_ = l_605_;
        double l_611_ = a_602_[5];
        double _e1401 = l_mut_513_;
        double l_612_ = (l_611_ + _e1401);
        double l_613_ = (l_612_ - l_611_);
        double l_614_ = (l_612_ - l_613_);
        double l_615_ = (l_611_ - l_614_);
        double _e1406 = l_mut_513_;
        double l_616_ = (_e1406 - l_613_);
        double l_617_ = (l_615_ + l_616_);
        a_602_[6] = l_617_;
        l_mut_513_ = l_612_;
        double l_618_ = a_602_[4];
        double _e1412 = l_mut_513_;
        double l_619_ = (l_618_ + _e1412);
        double l_620_ = (l_619_ - l_618_);
        double l_621_ = (l_619_ - l_620_);
        double l_622_ = (l_618_ - l_621_);
        double _e1417 = l_mut_513_;
        double l_623_ = (_e1417 - l_620_);
        double l_624_ = (l_622_ + l_623_);
        a_602_[5] = l_624_;
        l_mut_513_ = l_619_;
        double l_625_ = a_602_[3];
        double _e1423 = l_mut_513_;
        double l_626_ = (l_625_ + _e1423);
        double l_627_ = (l_626_ - l_625_);
        double l_628_ = (l_626_ - l_627_);
        double l_629_ = (l_625_ - l_628_);
        double _e1428 = l_mut_513_;
        double l_630_ = (_e1428 - l_627_);
        double l_631_ = (l_629_ + l_630_);
        a_602_[4] = l_631_;
        l_mut_513_ = l_626_;
        double l_632_ = a_602_[2];
        double _e1434 = l_mut_513_;
        double l_633_ = (l_632_ + _e1434);
        double l_634_ = (l_633_ - l_632_);
        double l_635_ = (l_633_ - l_634_);
        double l_636_ = (l_632_ - l_635_);
        double _e1439 = l_mut_513_;
        double l_637_ = (_e1439 - l_634_);
        double l_638_ = (l_636_ + l_637_);
        a_602_[3] = l_638_;
        l_mut_513_ = l_633_;
        double l_639_ = a_602_[1];
        double _e1445 = l_mut_513_;
        double l_640_ = (l_639_ + _e1445);
        double l_641_ = (l_640_ - l_639_);
        double l_642_ = (l_640_ - l_641_);
        double l_643_ = (l_639_ - l_642_);
        double _e1450 = l_mut_513_;
        double l_644_ = (_e1450 - l_641_);
        double l_645_ = (l_643_ + l_644_);
        a_602_[2] = l_645_;
        l_mut_513_ = l_640_;
        double l_646_ = a_602_[0];
        double _e1456 = l_mut_513_;
        double l_647_ = (l_646_ + _e1456);
        double l_648_ = (l_647_ - l_646_);
        double l_649_ = (l_647_ - l_648_);
        double l_650_ = (l_646_ - l_649_);
        double _e1461 = l_mut_513_;
        double l_651_ = (_e1461 - l_648_);
        double l_652_ = (l_650_ + l_651_);
        a_602_[1] = l_652_;
        l_mut_513_ = l_647_;
        double _e1466 = l_mut_513_;
        a_602_[0] = _e1466;
        double l_653_ = a_602_[7];
        l_mut_513_ = l_653_;
        double l_654_ = a_602_[6];
        double _e1471 = l_mut_513_;
        double l_655_ = (l_654_ + _e1471);
        double l_656_ = (l_655_ - l_654_);
        double l_657_ = (l_655_ - l_656_);
        double l_658_ = (l_654_ - l_657_);
        double _e1476 = l_mut_513_;
        double l_659_ = (_e1476 - l_656_);
        double l_660_ = (l_658_ + l_659_);
        a_602_[7] = l_660_;
        l_mut_513_ = l_655_;
        double l_661_ = a_602_[5];
        double _e1482 = l_mut_513_;
        double l_662_ = (l_661_ + _e1482);
        double l_663_ = (l_662_ - l_661_);
        double l_664_ = (l_662_ - l_663_);
        double l_665_ = (l_661_ - l_664_);
        double _e1487 = l_mut_513_;
        double l_666_ = (_e1487 - l_663_);
        double l_667_ = (l_665_ + l_666_);
        a_602_[6] = l_667_;
        l_mut_513_ = l_662_;
        double l_668_ = a_602_[4];
        double _e1493 = l_mut_513_;
        double l_669_ = (l_668_ + _e1493);
        double l_670_ = (l_669_ - l_668_);
        double l_671_ = (l_669_ - l_670_);
        double l_672_ = (l_668_ - l_671_);
        double _e1498 = l_mut_513_;
        double l_673_ = (_e1498 - l_670_);
        double l_674_ = (l_672_ + l_673_);
        a_602_[5] = l_674_;
        l_mut_513_ = l_669_;
        double l_675_ = a_602_[3];
        double _e1504 = l_mut_513_;
        double l_676_ = (l_675_ + _e1504);
        double l_677_ = (l_676_ - l_675_);
        double l_678_ = (l_676_ - l_677_);
        double l_679_ = (l_675_ - l_678_);
        double _e1509 = l_mut_513_;
        double l_680_ = (_e1509 - l_677_);
        double l_681_ = (l_679_ + l_680_);
        a_602_[4] = l_681_;
        l_mut_513_ = l_676_;
        double l_682_ = a_602_[2];
        double _e1515 = l_mut_513_;
        double l_683_ = (l_682_ + _e1515);
        double l_684_ = (l_683_ - l_682_);
        double l_685_ = (l_683_ - l_684_);
        double l_686_ = (l_682_ - l_685_);
        double _e1520 = l_mut_513_;
        double l_687_ = (_e1520 - l_684_);
        double l_688_ = (l_686_ + l_687_);
        a_602_[3] = l_688_;
        l_mut_513_ = l_683_;
        double l_689_ = a_602_[1];
        double _e1526 = l_mut_513_;
        double l_690_ = (l_689_ + _e1526);
        double l_691_ = (l_690_ - l_689_);
        double l_692_ = (l_690_ - l_691_);
        double l_693_ = (l_689_ - l_692_);
        double _e1531 = l_mut_513_;
        double l_694_ = (_e1531 - l_691_);
        double l_695_ = (l_693_ + l_694_);
        a_602_[2] = l_695_;
        l_mut_513_ = l_690_;
        double l_696_ = a_602_[0];
        double _e1537 = l_mut_513_;
        double l_697_ = (l_696_ + _e1537);
        double l_698_ = (l_697_ - l_696_);
        double l_699_ = (l_697_ - l_698_);
        double l_700_ = (l_696_ - l_699_);
        double _e1542 = l_mut_513_;
        double l_701_ = (_e1542 - l_698_);
        double l_702_ = (l_700_ + l_701_);
        a_602_[1] = l_702_;
        l_mut_513_ = l_697_;
        double _e1547 = l_mut_513_;
        a_602_[0] = _e1547;
        l_mut_513_ = 0.0L;
        l_mut_512_ = 0.0L;
        l_mut_511_ = 0.0L;
        l_mut_510_ = 0.0L;
        double l_703_ = a_602_[0];
        l_mut_84_ = l_703_;
        l_mut_89_ = 0u;
        double l_704_ = a_602_[1];
        double _e1557 = l_mut_84_;
        double l_705_ = (_e1557 + l_704_);
        double _e1559 = l_mut_84_;
        double l_706_ = (l_705_ - _e1559);
        double l_707_ = (l_705_ - l_706_);
        double _e1562 = l_mut_84_;
        double l_708_ = (_e1562 - l_707_);
        double l_709_ = (l_704_ - l_706_);
        double l_710_ = (l_708_ + l_709_);
        uint _e1566 = l_mut_89_;
        bool l_711_ = (_e1566 < 3u);
        bool l_712_ = (l_710_ != 0.0L);
        if (l_711_) {
            local_60 = l_712_;
        } else {
            local_60 = false;
        }
        bool l_713_ = local_60;
        uint _e1575 = l_mut_89_;
        bool l_714_ = (_e1575 == 0u);
        if (l_713_) {
            local_61 = l_714_;
        } else {
            local_61 = false;
        }
        bool l_715_ = local_61;
        double _e1582 = l_mut_513_;
        double l_716_ = (l_715_ ? l_705_ : _e1582);
        l_mut_513_ = l_716_;
        uint _e1584 = l_mut_89_;
        bool l_717_ = (_e1584 == 1u);
        if (l_713_) {
            local_62 = l_717_;
        } else {
            local_62 = false;
        }
        bool l_718_ = local_62;
        double _e1591 = l_mut_512_;
        double l_719_ = (l_718_ ? l_705_ : _e1591);
        l_mut_512_ = l_719_;
        uint _e1593 = l_mut_89_;
        bool l_720_ = (_e1593 == 2u);
        if (l_713_) {
            local_63 = l_720_;
        } else {
            local_63 = false;
        }
        bool l_721_ = local_63;
        double _e1600 = l_mut_511_;
        double l_722_ = (l_721_ ? l_705_ : _e1600);
        l_mut_511_ = l_722_;
        double l_723_ = (l_713_ ? l_710_ : l_705_);
        double _e1603 = l_mut_84_;
        double l_724_ = (_e1603 + l_704_);
        double l_725_ = (l_711_ ? l_723_ : l_724_);
        l_mut_84_ = l_725_;
        uint l_726_ = uint(l_713_);
        uint _e1607 = l_mut_89_;
        l_mut_89_ = (_e1607 + l_726_);
        double l_727_ = a_602_[2];
        double _e1611 = l_mut_84_;
        double l_728_ = (_e1611 + l_727_);
        double _e1613 = l_mut_84_;
        double l_729_ = (l_728_ - _e1613);
        double l_730_ = (l_728_ - l_729_);
        double _e1616 = l_mut_84_;
        double l_731_ = (_e1616 - l_730_);
        double l_732_ = (l_727_ - l_729_);
        double l_733_ = (l_731_ + l_732_);
        uint _e1620 = l_mut_89_;
        bool l_734_ = (_e1620 < 3u);
        bool l_735_ = (l_733_ != 0.0L);
        if (l_734_) {
            local_64 = l_735_;
        } else {
            local_64 = false;
        }
        bool l_736_ = local_64;
        uint _e1629 = l_mut_89_;
        bool l_737_ = (_e1629 == 0u);
        if (l_736_) {
            local_65 = l_737_;
        } else {
            local_65 = false;
        }
        bool l_738_ = local_65;
        double _e1636 = l_mut_513_;
        double l_739_ = (l_738_ ? l_728_ : _e1636);
        l_mut_513_ = l_739_;
        uint _e1638 = l_mut_89_;
        bool l_740_ = (_e1638 == 1u);
        if (l_736_) {
            local_66 = l_740_;
        } else {
            local_66 = false;
        }
        bool l_741_ = local_66;
        double _e1645 = l_mut_512_;
        double l_742_ = (l_741_ ? l_728_ : _e1645);
        l_mut_512_ = l_742_;
        uint _e1647 = l_mut_89_;
        bool l_743_ = (_e1647 == 2u);
        if (l_736_) {
            local_67 = l_743_;
        } else {
            local_67 = false;
        }
        bool l_744_ = local_67;
        double _e1654 = l_mut_511_;
        double l_745_ = (l_744_ ? l_728_ : _e1654);
        l_mut_511_ = l_745_;
        double l_746_ = (l_736_ ? l_733_ : l_728_);
        double _e1657 = l_mut_84_;
        double l_747_ = (_e1657 + l_727_);
        double l_748_ = (l_734_ ? l_746_ : l_747_);
        l_mut_84_ = l_748_;
        uint l_749_ = uint(l_736_);
        uint _e1661 = l_mut_89_;
        l_mut_89_ = (_e1661 + l_749_);
        double l_750_ = a_602_[3];
        double _e1665 = l_mut_84_;
        double l_751_ = (_e1665 + l_750_);
        double _e1667 = l_mut_84_;
        double l_752_ = (l_751_ - _e1667);
        double l_753_ = (l_751_ - l_752_);
        double _e1670 = l_mut_84_;
        double l_754_ = (_e1670 - l_753_);
        double l_755_ = (l_750_ - l_752_);
        double l_756_ = (l_754_ + l_755_);
        uint _e1674 = l_mut_89_;
        bool l_757_ = (_e1674 < 3u);
        bool l_758_ = (l_756_ != 0.0L);
        if (l_757_) {
            local_68 = l_758_;
        } else {
            local_68 = false;
        }
        bool l_759_ = local_68;
        uint _e1683 = l_mut_89_;
        bool l_760_ = (_e1683 == 0u);
        if (l_759_) {
            local_69 = l_760_;
        } else {
            local_69 = false;
        }
        bool l_761_ = local_69;
        double _e1690 = l_mut_513_;
        double l_762_ = (l_761_ ? l_751_ : _e1690);
        l_mut_513_ = l_762_;
        uint _e1692 = l_mut_89_;
        bool l_763_ = (_e1692 == 1u);
        if (l_759_) {
            local_70 = l_763_;
        } else {
            local_70 = false;
        }
        bool l_764_ = local_70;
        double _e1699 = l_mut_512_;
        double l_765_ = (l_764_ ? l_751_ : _e1699);
        l_mut_512_ = l_765_;
        uint _e1701 = l_mut_89_;
        bool l_766_ = (_e1701 == 2u);
        if (l_759_) {
            local_71 = l_766_;
        } else {
            local_71 = false;
        }
        bool l_767_ = local_71;
        double _e1708 = l_mut_511_;
        double l_768_ = (l_767_ ? l_751_ : _e1708);
        l_mut_511_ = l_768_;
        double l_769_ = (l_759_ ? l_756_ : l_751_);
        double _e1711 = l_mut_84_;
        double l_770_ = (_e1711 + l_750_);
        double l_771_ = (l_757_ ? l_769_ : l_770_);
        l_mut_84_ = l_771_;
        uint l_772_ = uint(l_759_);
        uint _e1715 = l_mut_89_;
        l_mut_89_ = (_e1715 + l_772_);
        double l_773_ = a_602_[4];
        double _e1719 = l_mut_84_;
        double l_774_ = (_e1719 + l_773_);
        double _e1721 = l_mut_84_;
        double l_775_ = (l_774_ - _e1721);
        double l_776_ = (l_774_ - l_775_);
        double _e1724 = l_mut_84_;
        double l_777_ = (_e1724 - l_776_);
        double l_778_ = (l_773_ - l_775_);
        double l_779_ = (l_777_ + l_778_);
        uint _e1728 = l_mut_89_;
        bool l_780_ = (_e1728 < 3u);
        bool l_781_ = (l_779_ != 0.0L);
        if (l_780_) {
            local_72 = l_781_;
        } else {
            local_72 = false;
        }
        bool l_782_ = local_72;
        uint _e1737 = l_mut_89_;
        bool l_783_ = (_e1737 == 0u);
        if (l_782_) {
            local_73 = l_783_;
        } else {
            local_73 = false;
        }
        bool l_784_ = local_73;
        double _e1744 = l_mut_513_;
        double l_785_ = (l_784_ ? l_774_ : _e1744);
        l_mut_513_ = l_785_;
        uint _e1746 = l_mut_89_;
        bool l_786_ = (_e1746 == 1u);
        if (l_782_) {
            local_74 = l_786_;
        } else {
            local_74 = false;
        }
        bool l_787_ = local_74;
        double _e1753 = l_mut_512_;
        double l_788_ = (l_787_ ? l_774_ : _e1753);
        l_mut_512_ = l_788_;
        uint _e1755 = l_mut_89_;
        bool l_789_ = (_e1755 == 2u);
        if (l_782_) {
            local_75 = l_789_;
        } else {
            local_75 = false;
        }
        bool l_790_ = local_75;
        double _e1762 = l_mut_511_;
        double l_791_ = (l_790_ ? l_774_ : _e1762);
        l_mut_511_ = l_791_;
        double l_792_ = (l_782_ ? l_779_ : l_774_);
        double _e1765 = l_mut_84_;
        double l_793_ = (_e1765 + l_773_);
        double l_794_ = (l_780_ ? l_792_ : l_793_);
        l_mut_84_ = l_794_;
        uint l_795_ = uint(l_782_);
        uint _e1769 = l_mut_89_;
        l_mut_89_ = (_e1769 + l_795_);
        double l_796_ = a_602_[5];
        double _e1773 = l_mut_84_;
        double l_797_ = (_e1773 + l_796_);
        double _e1775 = l_mut_84_;
        double l_798_ = (l_797_ - _e1775);
        double l_799_ = (l_797_ - l_798_);
        double _e1778 = l_mut_84_;
        double l_800_ = (_e1778 - l_799_);
        double l_801_ = (l_796_ - l_798_);
        double l_802_ = (l_800_ + l_801_);
        uint _e1782 = l_mut_89_;
        bool l_803_ = (_e1782 < 3u);
        bool l_804_ = (l_802_ != 0.0L);
        if (l_803_) {
            local_76 = l_804_;
        } else {
            local_76 = false;
        }
        bool l_805_ = local_76;
        uint _e1791 = l_mut_89_;
        bool l_806_ = (_e1791 == 0u);
        if (l_805_) {
            local_77 = l_806_;
        } else {
            local_77 = false;
        }
        bool l_807_ = local_77;
        double _e1798 = l_mut_513_;
        double l_808_ = (l_807_ ? l_797_ : _e1798);
        l_mut_513_ = l_808_;
        uint _e1800 = l_mut_89_;
        bool l_809_ = (_e1800 == 1u);
        if (l_805_) {
            local_78 = l_809_;
        } else {
            local_78 = false;
        }
        bool l_810_ = local_78;
        double _e1807 = l_mut_512_;
        double l_811_ = (l_810_ ? l_797_ : _e1807);
        l_mut_512_ = l_811_;
        uint _e1809 = l_mut_89_;
        bool l_812_ = (_e1809 == 2u);
        if (l_805_) {
            local_79 = l_812_;
        } else {
            local_79 = false;
        }
        bool l_813_ = local_79;
        double _e1816 = l_mut_511_;
        double l_814_ = (l_813_ ? l_797_ : _e1816);
        l_mut_511_ = l_814_;
        double l_815_ = (l_805_ ? l_802_ : l_797_);
        double _e1819 = l_mut_84_;
        double l_816_ = (_e1819 + l_796_);
        double l_817_ = (l_803_ ? l_815_ : l_816_);
        l_mut_84_ = l_817_;
        uint l_818_ = uint(l_805_);
        uint _e1823 = l_mut_89_;
        l_mut_89_ = (_e1823 + l_818_);
        double l_819_ = a_602_[6];
        double _e1827 = l_mut_84_;
        double l_820_ = (_e1827 + l_819_);
        double _e1829 = l_mut_84_;
        double l_821_ = (l_820_ - _e1829);
        double l_822_ = (l_820_ - l_821_);
        double _e1832 = l_mut_84_;
        double l_823_ = (_e1832 - l_822_);
        double l_824_ = (l_819_ - l_821_);
        double l_825_ = (l_823_ + l_824_);
        uint _e1836 = l_mut_89_;
        bool l_826_ = (_e1836 < 3u);
        bool l_827_ = (l_825_ != 0.0L);
        if (l_826_) {
            local_80 = l_827_;
        } else {
            local_80 = false;
        }
        bool l_828_ = local_80;
        uint _e1845 = l_mut_89_;
        bool l_829_ = (_e1845 == 0u);
        if (l_828_) {
            local_81 = l_829_;
        } else {
            local_81 = false;
        }
        bool l_830_ = local_81;
        double _e1852 = l_mut_513_;
        double l_831_ = (l_830_ ? l_820_ : _e1852);
        l_mut_513_ = l_831_;
        uint _e1854 = l_mut_89_;
        bool l_832_ = (_e1854 == 1u);
        if (l_828_) {
            local_82 = l_832_;
        } else {
            local_82 = false;
        }
        bool l_833_ = local_82;
        double _e1861 = l_mut_512_;
        double l_834_ = (l_833_ ? l_820_ : _e1861);
        l_mut_512_ = l_834_;
        uint _e1863 = l_mut_89_;
        bool l_835_ = (_e1863 == 2u);
        if (l_828_) {
            local_83 = l_835_;
        } else {
            local_83 = false;
        }
        bool l_836_ = local_83;
        double _e1870 = l_mut_511_;
        double l_837_ = (l_836_ ? l_820_ : _e1870);
        l_mut_511_ = l_837_;
        double l_838_ = (l_828_ ? l_825_ : l_820_);
        double _e1873 = l_mut_84_;
        double l_839_ = (_e1873 + l_819_);
        double l_840_ = (l_826_ ? l_838_ : l_839_);
        l_mut_84_ = l_840_;
        uint l_841_ = uint(l_828_);
        uint _e1877 = l_mut_89_;
        l_mut_89_ = (_e1877 + l_841_);
        double l_842_ = a_602_[7];
        double _e1881 = l_mut_84_;
        double l_843_ = (_e1881 + l_842_);
        double _e1883 = l_mut_84_;
        double l_844_ = (l_843_ - _e1883);
        double l_845_ = (l_843_ - l_844_);
        double _e1886 = l_mut_84_;
        double l_846_ = (_e1886 - l_845_);
        double l_847_ = (l_842_ - l_844_);
        double l_848_ = (l_846_ + l_847_);
        uint _e1890 = l_mut_89_;
        bool l_849_ = (_e1890 < 3u);
        bool l_850_ = (l_848_ != 0.0L);
        if (l_849_) {
            local_84 = l_850_;
        } else {
            local_84 = false;
        }
        bool l_851_ = local_84;
        uint _e1899 = l_mut_89_;
        bool l_852_ = (_e1899 == 0u);
        if (l_851_) {
            local_85 = l_852_;
        } else {
            local_85 = false;
        }
        bool l_853_ = local_85;
        double _e1906 = l_mut_513_;
        double l_854_ = (l_853_ ? l_843_ : _e1906);
        l_mut_513_ = l_854_;
        uint _e1908 = l_mut_89_;
        bool l_855_ = (_e1908 == 1u);
        if (l_851_) {
            local_86 = l_855_;
        } else {
            local_86 = false;
        }
        bool l_856_ = local_86;
        double _e1915 = l_mut_512_;
        double l_857_ = (l_856_ ? l_843_ : _e1915);
        l_mut_512_ = l_857_;
        uint _e1917 = l_mut_89_;
        bool l_858_ = (_e1917 == 2u);
        if (l_851_) {
            local_87 = l_858_;
        } else {
            local_87 = false;
        }
        bool l_859_ = local_87;
        double _e1924 = l_mut_511_;
        double l_860_ = (l_859_ ? l_843_ : _e1924);
        l_mut_511_ = l_860_;
        double l_861_ = (l_851_ ? l_848_ : l_843_);
        double _e1927 = l_mut_84_;
        double l_862_ = (_e1927 + l_842_);
        double l_863_ = (l_849_ ? l_861_ : l_862_);
        l_mut_84_ = l_863_;
        uint l_864_ = uint(l_851_);
        uint _e1931 = l_mut_89_;
        l_mut_89_ = (_e1931 + l_864_);
        uint _e1933 = l_mut_89_;
        bool l_865_ = (_e1933 == 0u);
        double _e1936 = l_mut_513_;
        double _e1937 = l_mut_84_;
        double l_866_ = (l_865_ ? _e1937 : _e1936);
        l_mut_513_ = l_866_;
        uint _e1939 = l_mut_89_;
        bool l_867_ = (_e1939 == 1u);
        double _e1942 = l_mut_512_;
        double _e1943 = l_mut_84_;
        double l_868_ = (l_867_ ? _e1943 : _e1942);
        l_mut_512_ = l_868_;
        uint _e1945 = l_mut_89_;
        bool l_869_ = (_e1945 == 2u);
        double _e1948 = l_mut_511_;
        double _e1949 = l_mut_84_;
        double l_870_ = (l_869_ ? _e1949 : _e1948);
        l_mut_511_ = l_870_;
        uint _e1951 = l_mut_89_;
        bool l_871_ = (_e1951 == 3u);
        double _e1954 = l_mut_510_;
        double _e1955 = l_mut_84_;
        double l_872_ = (l_871_ ? _e1955 : _e1954);
        l_mut_510_ = l_872_;
        double _e1957 = l_mut_513_;
        double l_873_ = (_e1957 / l_14_);
        double l_874_ = (l_14_ * l_873_);
        double l_875_ = -(l_874_);
        double l_876_ = mad(l_14_, l_873_, l_875_);
        double l_877_ = (l_16_ * l_873_);
        double l_878_ = -(l_877_);
        double l_879_ = mad(l_16_, l_873_, l_878_);
        double l_880_ = (l_19_ * l_873_);
        double l_881_ = -(l_880_);
        double l_882_ = mad(l_19_, l_873_, l_881_);
        double l_883_ = (l_22_ * l_873_);
        double l_884_ = (l_876_ + l_877_);
        double l_885_ = (l_884_ - l_876_);
        double l_886_ = (l_884_ - l_885_);
        double l_887_ = (l_876_ - l_886_);
        double l_888_ = (l_877_ - l_885_);
        double l_889_ = (l_887_ + l_888_);
        double l_890_ = (l_889_ + l_879_);
        double l_891_ = (l_890_ - l_889_);
        double l_892_ = (l_890_ - l_891_);
        double l_893_ = (l_889_ - l_892_);
        double l_894_ = (l_879_ - l_891_);
        double l_895_ = (l_893_ + l_894_);
        double l_896_ = (l_880_ + l_890_);
        double l_897_ = (l_896_ - l_880_);
        double l_898_ = (l_896_ - l_897_);
        double l_899_ = (l_880_ - l_898_);
        double l_900_ = (l_890_ - l_897_);
        double l_901_ = (l_899_ + l_900_);
        double l_902_ = (l_895_ + l_901_);
        double l_903_ = (l_902_ - l_895_);
        double l_904_ = (l_902_ - l_903_);
        double l_905_ = (l_895_ - l_904_);
        double l_906_ = (l_901_ - l_903_);
        double l_907_ = (l_905_ + l_906_);
        double l_908_ = (l_902_ + l_882_);
        double l_909_ = (l_908_ - l_902_);
        double l_910_ = (l_908_ - l_909_);
        double l_911_ = (l_902_ - l_910_);
        double l_912_ = (l_882_ - l_909_);
        double l_913_ = (l_911_ + l_912_);
        double l_914_ = (l_883_ + l_908_);
        double l_915_ = (l_914_ - l_883_);
        double l_916_ = (l_914_ - l_915_);
        double l_917_ = (l_883_ - l_916_);
        double l_918_ = (l_908_ - l_915_);
        double l_919_ = (l_917_ + l_918_);
        double l_920_ = (l_913_ + l_919_);
        double l_921_ = (l_920_ + l_907_);
        double l_922_ = (l_914_ + l_921_);
        double l_923_ = (l_922_ - l_914_);
        double l_924_ = (l_921_ - l_923_);
        double l_925_ = (l_896_ + l_922_);
        double l_926_ = (l_925_ - l_896_);
        double l_927_ = (l_922_ - l_926_);
        double l_928_ = (l_884_ + l_925_);
        double l_929_ = (l_928_ - l_884_);
        double l_930_ = (l_925_ - l_929_);
        double l_931_ = (l_874_ + l_928_);
        double l_932_ = (l_931_ - l_874_);
        double l_933_ = (l_928_ - l_932_);
        l_mut_88_ = 0.0L;
        l_mut_87_ = 0.0L;
        l_mut_86_ = 0.0L;
        l_mut_85_ = 0.0L;
        l_mut_84_ = l_931_;
        l_mut_89_ = 0u;
        double _e2024 = l_mut_84_;
        double l_934_ = (_e2024 + l_933_);
        double _e2026 = l_mut_84_;
        double l_935_ = (l_934_ - _e2026);
        double l_936_ = (l_933_ - l_935_);
        uint _e2029 = l_mut_89_;
        bool l_937_ = (_e2029 < 3u);
        bool l_938_ = (l_936_ != 0.0L);
        if (l_937_) {
            local_88 = l_938_;
        } else {
            local_88 = false;
        }
        bool l_939_ = local_88;
        uint _e2038 = l_mut_89_;
        bool l_940_ = (_e2038 == 0u);
        if (l_939_) {
            local_89 = l_940_;
        } else {
            local_89 = false;
        }
        bool l_941_ = local_89;
        double _e2045 = l_mut_88_;
        double l_942_ = (l_941_ ? l_934_ : _e2045);
        l_mut_88_ = l_942_;
        uint _e2047 = l_mut_89_;
        bool l_943_ = (_e2047 == 1u);
        if (l_939_) {
            local_90 = l_943_;
        } else {
            local_90 = false;
        }
        bool l_944_ = local_90;
        double _e2054 = l_mut_87_;
        double l_945_ = (l_944_ ? l_934_ : _e2054);
        l_mut_87_ = l_945_;
        uint _e2056 = l_mut_89_;
        bool l_946_ = (_e2056 == 2u);
        if (l_939_) {
            local_91 = l_946_;
        } else {
            local_91 = false;
        }
        bool l_947_ = local_91;
        double _e2063 = l_mut_86_;
        double l_948_ = (l_947_ ? l_934_ : _e2063);
        l_mut_86_ = l_948_;
        double l_949_ = (l_939_ ? l_936_ : l_934_);
        double _e2066 = l_mut_84_;
        double l_950_ = (_e2066 + l_933_);
        double l_951_ = (l_937_ ? l_949_ : l_950_);
        l_mut_84_ = l_951_;
        uint l_952_ = uint(l_939_);
        uint _e2070 = l_mut_89_;
        l_mut_89_ = (_e2070 + l_952_);
        double _e2072 = l_mut_84_;
        double l_953_ = (_e2072 + l_930_);
        double _e2074 = l_mut_84_;
        double l_954_ = (l_953_ - _e2074);
        double l_955_ = (l_930_ - l_954_);
        uint _e2077 = l_mut_89_;
        bool l_956_ = (_e2077 < 3u);
        bool l_957_ = (l_955_ != 0.0L);
        if (l_956_) {
            local_92 = l_957_;
        } else {
            local_92 = false;
        }
        bool l_958_ = local_92;
        uint _e2086 = l_mut_89_;
        bool l_959_ = (_e2086 == 0u);
        if (l_958_) {
            local_93 = l_959_;
        } else {
            local_93 = false;
        }
        bool l_960_ = local_93;
        double _e2093 = l_mut_88_;
        double l_961_ = (l_960_ ? l_953_ : _e2093);
        l_mut_88_ = l_961_;
        uint _e2095 = l_mut_89_;
        bool l_962_ = (_e2095 == 1u);
        if (l_958_) {
            local_94 = l_962_;
        } else {
            local_94 = false;
        }
        bool l_963_ = local_94;
        double _e2102 = l_mut_87_;
        double l_964_ = (l_963_ ? l_953_ : _e2102);
        l_mut_87_ = l_964_;
        uint _e2104 = l_mut_89_;
        bool l_965_ = (_e2104 == 2u);
        if (l_958_) {
            local_95 = l_965_;
        } else {
            local_95 = false;
        }
        bool l_966_ = local_95;
        double _e2111 = l_mut_86_;
        double l_967_ = (l_966_ ? l_953_ : _e2111);
        l_mut_86_ = l_967_;
        double l_968_ = (l_958_ ? l_955_ : l_953_);
        double _e2114 = l_mut_84_;
        double l_969_ = (_e2114 + l_930_);
        double l_970_ = (l_956_ ? l_968_ : l_969_);
        l_mut_84_ = l_970_;
        uint l_971_ = uint(l_958_);
        uint _e2118 = l_mut_89_;
        l_mut_89_ = (_e2118 + l_971_);
        double _e2120 = l_mut_84_;
        double l_972_ = (_e2120 + l_927_);
        double _e2122 = l_mut_84_;
        double l_973_ = (l_972_ - _e2122);
        double l_974_ = (l_927_ - l_973_);
        uint _e2125 = l_mut_89_;
        bool l_975_ = (_e2125 < 3u);
        bool l_976_ = (l_974_ != 0.0L);
        if (l_975_) {
            local_96 = l_976_;
        } else {
            local_96 = false;
        }
        bool l_977_ = local_96;
        uint _e2134 = l_mut_89_;
        bool l_978_ = (_e2134 == 0u);
        if (l_977_) {
            local_97 = l_978_;
        } else {
            local_97 = false;
        }
        bool l_979_ = local_97;
        double _e2141 = l_mut_88_;
        double l_980_ = (l_979_ ? l_972_ : _e2141);
        l_mut_88_ = l_980_;
        uint _e2143 = l_mut_89_;
        bool l_981_ = (_e2143 == 1u);
        if (l_977_) {
            local_98 = l_981_;
        } else {
            local_98 = false;
        }
        bool l_982_ = local_98;
        double _e2150 = l_mut_87_;
        double l_983_ = (l_982_ ? l_972_ : _e2150);
        l_mut_87_ = l_983_;
        uint _e2152 = l_mut_89_;
        bool l_984_ = (_e2152 == 2u);
        if (l_977_) {
            local_99 = l_984_;
        } else {
            local_99 = false;
        }
        bool l_985_ = local_99;
        double _e2159 = l_mut_86_;
        double l_986_ = (l_985_ ? l_972_ : _e2159);
        l_mut_86_ = l_986_;
        double l_987_ = (l_977_ ? l_974_ : l_972_);
        double _e2162 = l_mut_84_;
        double l_988_ = (_e2162 + l_927_);
        double l_989_ = (l_975_ ? l_987_ : l_988_);
        l_mut_84_ = l_989_;
        uint l_990_ = uint(l_977_);
        uint _e2166 = l_mut_89_;
        l_mut_89_ = (_e2166 + l_990_);
        double _e2168 = l_mut_84_;
        double l_991_ = (_e2168 + l_924_);
        double _e2170 = l_mut_84_;
        double l_992_ = (l_991_ - _e2170);
        double l_993_ = (l_924_ - l_992_);
        uint _e2173 = l_mut_89_;
        bool l_994_ = (_e2173 < 3u);
        bool l_995_ = (l_993_ != 0.0L);
        if (l_994_) {
            local_100 = l_995_;
        } else {
            local_100 = false;
        }
        bool l_996_ = local_100;
        uint _e2182 = l_mut_89_;
        bool l_997_ = (_e2182 == 0u);
        if (l_996_) {
            local_101 = l_997_;
        } else {
            local_101 = false;
        }
        bool l_998_ = local_101;
        double _e2189 = l_mut_88_;
        double l_999_ = (l_998_ ? l_991_ : _e2189);
        l_mut_88_ = l_999_;
        uint _e2191 = l_mut_89_;
        bool l_1000_ = (_e2191 == 1u);
        if (l_996_) {
            local_102 = l_1000_;
        } else {
            local_102 = false;
        }
        bool l_1001_ = local_102;
        double _e2198 = l_mut_87_;
        double l_1002_ = (l_1001_ ? l_991_ : _e2198);
        l_mut_87_ = l_1002_;
        uint _e2200 = l_mut_89_;
        bool l_1003_ = (_e2200 == 2u);
        if (l_996_) {
            local_103 = l_1003_;
        } else {
            local_103 = false;
        }
        bool l_1004_ = local_103;
        double _e2207 = l_mut_86_;
        double l_1005_ = (l_1004_ ? l_991_ : _e2207);
        l_mut_86_ = l_1005_;
        double l_1006_ = (l_996_ ? l_993_ : l_991_);
        double _e2210 = l_mut_84_;
        double l_1007_ = (_e2210 + l_924_);
        double l_1008_ = (l_994_ ? l_1006_ : l_1007_);
        l_mut_84_ = l_1008_;
        uint l_1009_ = uint(l_996_);
        uint _e2214 = l_mut_89_;
        l_mut_89_ = (_e2214 + l_1009_);
        uint _e2216 = l_mut_89_;
        bool l_1010_ = (_e2216 == 0u);
        double _e2219 = l_mut_88_;
        double _e2220 = l_mut_84_;
        double l_1011_ = (l_1010_ ? _e2220 : _e2219);
        l_mut_88_ = l_1011_;
        uint _e2222 = l_mut_89_;
        bool l_1012_ = (_e2222 == 1u);
        double _e2225 = l_mut_87_;
        double _e2226 = l_mut_84_;
        double l_1013_ = (l_1012_ ? _e2226 : _e2225);
        l_mut_87_ = l_1013_;
        uint _e2228 = l_mut_89_;
        bool l_1014_ = (_e2228 == 2u);
        double _e2231 = l_mut_86_;
        double _e2232 = l_mut_84_;
        double l_1015_ = (l_1014_ ? _e2232 : _e2231);
        l_mut_86_ = l_1015_;
        uint _e2234 = l_mut_89_;
        bool l_1016_ = (_e2234 == 3u);
        double _e2237 = l_mut_85_;
        double _e2238 = l_mut_84_;
        double l_1017_ = (l_1016_ ? _e2238 : _e2237);
        l_mut_85_ = l_1017_;
        double _e2240 = l_mut_88_;
        double l_1018_ = -(_e2240);
        double _e2242 = l_mut_87_;
        double l_1019_ = -(_e2242);
        double _e2244 = l_mut_86_;
        double l_1020_ = -(_e2244);
        double _e2246 = l_mut_85_;
        double l_1021_ = -(_e2246);
        double _e2249 = l_mut_513_;
        a_1022_[0] = _e2249;
        a_1022_[1] = l_1018_;
        double _e2252 = l_mut_512_;
        a_1022_[2] = _e2252;
        a_1022_[3] = l_1019_;
        double _e2255 = l_mut_511_;
        a_1022_[4] = _e2255;
        a_1022_[5] = l_1020_;
        double _e2258 = l_mut_510_;
        a_1022_[6] = _e2258;
        a_1022_[7] = l_1021_;
        double l_1023_ = a_1022_[7];
        l_mut_88_ = l_1023_;
        double l_1024_ = a_1022_[6];
        double _e2264 = l_mut_88_;
        double l_1025_ = (l_1024_ + _e2264);
        double l_1026_ = (l_1025_ - l_1024_);
        double l_1027_ = (l_1025_ - l_1026_);
        double l_1028_ = (l_1024_ - l_1027_);
        double _e2269 = l_mut_88_;
        double l_1029_ = (_e2269 - l_1026_);
        double l_1030_ = (l_1028_ + l_1029_);
        a_1022_[7] = l_1030_;
        l_mut_88_ = l_1025_;
        double l_1031_ = a_1022_[5];
        double _e2275 = l_mut_88_;
        double l_1032_ = (l_1031_ + _e2275);
        double l_1033_ = (l_1032_ - l_1031_);
        double l_1034_ = (l_1032_ - l_1033_);
        double l_1035_ = (l_1031_ - l_1034_);
        double _e2280 = l_mut_88_;
        double l_1036_ = (_e2280 - l_1033_);
        double l_1037_ = (l_1035_ + l_1036_);
        a_1022_[6] = l_1037_;
        l_mut_88_ = l_1032_;
        double l_1038_ = a_1022_[4];
        double _e2286 = l_mut_88_;
        double l_1039_ = (l_1038_ + _e2286);
        double l_1040_ = (l_1039_ - l_1038_);
        double l_1041_ = (l_1039_ - l_1040_);
        double l_1042_ = (l_1038_ - l_1041_);
        double _e2291 = l_mut_88_;
        double l_1043_ = (_e2291 - l_1040_);
        double l_1044_ = (l_1042_ + l_1043_);
        a_1022_[5] = l_1044_;
        l_mut_88_ = l_1039_;
        double l_1045_ = a_1022_[3];
        double _e2297 = l_mut_88_;
        double l_1046_ = (l_1045_ + _e2297);
        double l_1047_ = (l_1046_ - l_1045_);
        double l_1048_ = (l_1046_ - l_1047_);
        double l_1049_ = (l_1045_ - l_1048_);
        double _e2302 = l_mut_88_;
        double l_1050_ = (_e2302 - l_1047_);
        double l_1051_ = (l_1049_ + l_1050_);
        a_1022_[4] = l_1051_;
        l_mut_88_ = l_1046_;
        double l_1052_ = a_1022_[2];
        double _e2308 = l_mut_88_;
        double l_1053_ = (l_1052_ + _e2308);
        double l_1054_ = (l_1053_ - l_1052_);
        double l_1055_ = (l_1053_ - l_1054_);
        double l_1056_ = (l_1052_ - l_1055_);
        double _e2313 = l_mut_88_;
        double l_1057_ = (_e2313 - l_1054_);
        double l_1058_ = (l_1056_ + l_1057_);
        a_1022_[3] = l_1058_;
        l_mut_88_ = l_1053_;
        double l_1059_ = a_1022_[1];
        double _e2319 = l_mut_88_;
        double l_1060_ = (l_1059_ + _e2319);
        double l_1061_ = (l_1060_ - l_1059_);
        double l_1062_ = (l_1060_ - l_1061_);
        double l_1063_ = (l_1059_ - l_1062_);
        double _e2324 = l_mut_88_;
        double l_1064_ = (_e2324 - l_1061_);
        double l_1065_ = (l_1063_ + l_1064_);
        a_1022_[2] = l_1065_;
        l_mut_88_ = l_1060_;
        double l_1066_ = a_1022_[0];
        double _e2330 = l_mut_88_;
        double l_1067_ = (l_1066_ + _e2330);
        double l_1068_ = (l_1067_ - l_1066_);
        double l_1069_ = (l_1067_ - l_1068_);
        double l_1070_ = (l_1066_ - l_1069_);
        double _e2335 = l_mut_88_;
        double l_1071_ = (_e2335 - l_1068_);
        double l_1072_ = (l_1070_ + l_1071_);
        a_1022_[1] = l_1072_;
        l_mut_88_ = l_1067_;
        double _e2340 = l_mut_88_;
        a_1022_[0] = _e2340;
        double l_1073_ = a_1022_[7];
        l_mut_88_ = l_1073_;
        double l_1074_ = a_1022_[6];
        double _e2345 = l_mut_88_;
        double l_1075_ = (l_1074_ + _e2345);
        double l_1076_ = (l_1075_ - l_1074_);
        double l_1077_ = (l_1075_ - l_1076_);
        double l_1078_ = (l_1074_ - l_1077_);
        double _e2350 = l_mut_88_;
        double l_1079_ = (_e2350 - l_1076_);
        double l_1080_ = (l_1078_ + l_1079_);
        a_1022_[7] = l_1080_;
        l_mut_88_ = l_1075_;
        double l_1081_ = a_1022_[5];
        double _e2356 = l_mut_88_;
        double l_1082_ = (l_1081_ + _e2356);
        double l_1083_ = (l_1082_ - l_1081_);
        double l_1084_ = (l_1082_ - l_1083_);
        double l_1085_ = (l_1081_ - l_1084_);
        double _e2361 = l_mut_88_;
        double l_1086_ = (_e2361 - l_1083_);
        double l_1087_ = (l_1085_ + l_1086_);
        a_1022_[6] = l_1087_;
        l_mut_88_ = l_1082_;
        double l_1088_ = a_1022_[4];
        double _e2367 = l_mut_88_;
        double l_1089_ = (l_1088_ + _e2367);
        double l_1090_ = (l_1089_ - l_1088_);
        double l_1091_ = (l_1089_ - l_1090_);
        double l_1092_ = (l_1088_ - l_1091_);
        double _e2372 = l_mut_88_;
        double l_1093_ = (_e2372 - l_1090_);
        double l_1094_ = (l_1092_ + l_1093_);
        a_1022_[5] = l_1094_;
        l_mut_88_ = l_1089_;
        double l_1095_ = a_1022_[3];
        double _e2378 = l_mut_88_;
        double l_1096_ = (l_1095_ + _e2378);
        double l_1097_ = (l_1096_ - l_1095_);
        double l_1098_ = (l_1096_ - l_1097_);
        double l_1099_ = (l_1095_ - l_1098_);
        double _e2383 = l_mut_88_;
        double l_1100_ = (_e2383 - l_1097_);
        double l_1101_ = (l_1099_ + l_1100_);
        a_1022_[4] = l_1101_;
        l_mut_88_ = l_1096_;
        double l_1102_ = a_1022_[2];
        double _e2389 = l_mut_88_;
        double l_1103_ = (l_1102_ + _e2389);
        double l_1104_ = (l_1103_ - l_1102_);
        double l_1105_ = (l_1103_ - l_1104_);
        double l_1106_ = (l_1102_ - l_1105_);
        double _e2394 = l_mut_88_;
        double l_1107_ = (_e2394 - l_1104_);
        double l_1108_ = (l_1106_ + l_1107_);
        a_1022_[3] = l_1108_;
        l_mut_88_ = l_1103_;
        double l_1109_ = a_1022_[1];
        double _e2400 = l_mut_88_;
        double l_1110_ = (l_1109_ + _e2400);
        double l_1111_ = (l_1110_ - l_1109_);
        double l_1112_ = (l_1110_ - l_1111_);
        double l_1113_ = (l_1109_ - l_1112_);
        double _e2405 = l_mut_88_;
        double l_1114_ = (_e2405 - l_1111_);
        double l_1115_ = (l_1113_ + l_1114_);
        a_1022_[2] = l_1115_;
        l_mut_88_ = l_1110_;
        double l_1116_ = a_1022_[0];
        double _e2411 = l_mut_88_;
        double l_1117_ = (l_1116_ + _e2411);
        double l_1118_ = (l_1117_ - l_1116_);
        double l_1119_ = (l_1117_ - l_1118_);
        double l_1120_ = (l_1116_ - l_1119_);
        double _e2416 = l_mut_88_;
        double l_1121_ = (_e2416 - l_1118_);
        double l_1122_ = (l_1120_ + l_1121_);
        a_1022_[1] = l_1122_;
        l_mut_88_ = l_1117_;
        double _e2421 = l_mut_88_;
        a_1022_[0] = _e2421;
        l_mut_88_ = 0.0L;
        l_mut_87_ = 0.0L;
        l_mut_86_ = 0.0L;
        l_mut_85_ = 0.0L;
        double l_1123_ = a_1022_[0];
        l_mut_84_ = l_1123_;
        l_mut_89_ = 0u;
        double l_1124_ = a_1022_[1];
        double _e2431 = l_mut_84_;
        double l_1125_ = (_e2431 + l_1124_);
        double _e2433 = l_mut_84_;
        double l_1126_ = (l_1125_ - _e2433);
        double l_1127_ = (l_1125_ - l_1126_);
        double _e2436 = l_mut_84_;
        double l_1128_ = (_e2436 - l_1127_);
        double l_1129_ = (l_1124_ - l_1126_);
        double l_1130_ = (l_1128_ + l_1129_);
        uint _e2440 = l_mut_89_;
        bool l_1131_ = (_e2440 < 3u);
        bool l_1132_ = (l_1130_ != 0.0L);
        if (l_1131_) {
            local_104 = l_1132_;
        } else {
            local_104 = false;
        }
        bool l_1133_ = local_104;
        uint _e2449 = l_mut_89_;
        bool l_1134_ = (_e2449 == 0u);
        if (l_1133_) {
            local_105 = l_1134_;
        } else {
            local_105 = false;
        }
        bool l_1135_ = local_105;
        double _e2456 = l_mut_88_;
        double l_1136_ = (l_1135_ ? l_1125_ : _e2456);
        l_mut_88_ = l_1136_;
        uint _e2458 = l_mut_89_;
        bool l_1137_ = (_e2458 == 1u);
        if (l_1133_) {
            local_106 = l_1137_;
        } else {
            local_106 = false;
        }
        bool l_1138_ = local_106;
        double _e2465 = l_mut_87_;
        double l_1139_ = (l_1138_ ? l_1125_ : _e2465);
        l_mut_87_ = l_1139_;
        uint _e2467 = l_mut_89_;
        bool l_1140_ = (_e2467 == 2u);
        if (l_1133_) {
            local_107 = l_1140_;
        } else {
            local_107 = false;
        }
        bool l_1141_ = local_107;
        double _e2474 = l_mut_86_;
        double l_1142_ = (l_1141_ ? l_1125_ : _e2474);
        l_mut_86_ = l_1142_;
        double l_1143_ = (l_1133_ ? l_1130_ : l_1125_);
        double _e2477 = l_mut_84_;
        double l_1144_ = (_e2477 + l_1124_);
        double l_1145_ = (l_1131_ ? l_1143_ : l_1144_);
        l_mut_84_ = l_1145_;
        uint l_1146_ = uint(l_1133_);
        uint _e2481 = l_mut_89_;
        l_mut_89_ = (_e2481 + l_1146_);
        double l_1147_ = a_1022_[2];
        double _e2485 = l_mut_84_;
        double l_1148_ = (_e2485 + l_1147_);
        double _e2487 = l_mut_84_;
        double l_1149_ = (l_1148_ - _e2487);
        double l_1150_ = (l_1148_ - l_1149_);
        double _e2490 = l_mut_84_;
        double l_1151_ = (_e2490 - l_1150_);
        double l_1152_ = (l_1147_ - l_1149_);
        double l_1153_ = (l_1151_ + l_1152_);
        uint _e2494 = l_mut_89_;
        bool l_1154_ = (_e2494 < 3u);
        bool l_1155_ = (l_1153_ != 0.0L);
        if (l_1154_) {
            local_108 = l_1155_;
        } else {
            local_108 = false;
        }
        bool l_1156_ = local_108;
        uint _e2503 = l_mut_89_;
        bool l_1157_ = (_e2503 == 0u);
        if (l_1156_) {
            local_109 = l_1157_;
        } else {
            local_109 = false;
        }
        bool l_1158_ = local_109;
        double _e2510 = l_mut_88_;
        double l_1159_ = (l_1158_ ? l_1148_ : _e2510);
        l_mut_88_ = l_1159_;
        uint _e2512 = l_mut_89_;
        bool l_1160_ = (_e2512 == 1u);
        if (l_1156_) {
            local_110 = l_1160_;
        } else {
            local_110 = false;
        }
        bool l_1161_ = local_110;
        double _e2519 = l_mut_87_;
        double l_1162_ = (l_1161_ ? l_1148_ : _e2519);
        l_mut_87_ = l_1162_;
        uint _e2521 = l_mut_89_;
        bool l_1163_ = (_e2521 == 2u);
        if (l_1156_) {
            local_111 = l_1163_;
        } else {
            local_111 = false;
        }
        bool l_1164_ = local_111;
        double _e2528 = l_mut_86_;
        double l_1165_ = (l_1164_ ? l_1148_ : _e2528);
        l_mut_86_ = l_1165_;
        double l_1166_ = (l_1156_ ? l_1153_ : l_1148_);
        double _e2531 = l_mut_84_;
        double l_1167_ = (_e2531 + l_1147_);
        double l_1168_ = (l_1154_ ? l_1166_ : l_1167_);
        l_mut_84_ = l_1168_;
        uint l_1169_ = uint(l_1156_);
        uint _e2535 = l_mut_89_;
        l_mut_89_ = (_e2535 + l_1169_);
        double l_1170_ = a_1022_[3];
        double _e2539 = l_mut_84_;
        double l_1171_ = (_e2539 + l_1170_);
        double _e2541 = l_mut_84_;
        double l_1172_ = (l_1171_ - _e2541);
        double l_1173_ = (l_1171_ - l_1172_);
        double _e2544 = l_mut_84_;
        double l_1174_ = (_e2544 - l_1173_);
        double l_1175_ = (l_1170_ - l_1172_);
        double l_1176_ = (l_1174_ + l_1175_);
        uint _e2548 = l_mut_89_;
        bool l_1177_ = (_e2548 < 3u);
        bool l_1178_ = (l_1176_ != 0.0L);
        if (l_1177_) {
            local_112 = l_1178_;
        } else {
            local_112 = false;
        }
        bool l_1179_ = local_112;
        uint _e2557 = l_mut_89_;
        bool l_1180_ = (_e2557 == 0u);
        if (l_1179_) {
            local_113 = l_1180_;
        } else {
            local_113 = false;
        }
        bool l_1181_ = local_113;
        double _e2564 = l_mut_88_;
        double l_1182_ = (l_1181_ ? l_1171_ : _e2564);
        l_mut_88_ = l_1182_;
        uint _e2566 = l_mut_89_;
        bool l_1183_ = (_e2566 == 1u);
        if (l_1179_) {
            local_114 = l_1183_;
        } else {
            local_114 = false;
        }
        bool l_1184_ = local_114;
        double _e2573 = l_mut_87_;
        double l_1185_ = (l_1184_ ? l_1171_ : _e2573);
        l_mut_87_ = l_1185_;
        uint _e2575 = l_mut_89_;
        bool l_1186_ = (_e2575 == 2u);
        if (l_1179_) {
            local_115 = l_1186_;
        } else {
            local_115 = false;
        }
        bool l_1187_ = local_115;
        double _e2582 = l_mut_86_;
        double l_1188_ = (l_1187_ ? l_1171_ : _e2582);
        l_mut_86_ = l_1188_;
        double l_1189_ = (l_1179_ ? l_1176_ : l_1171_);
        double _e2585 = l_mut_84_;
        double l_1190_ = (_e2585 + l_1170_);
        double l_1191_ = (l_1177_ ? l_1189_ : l_1190_);
        l_mut_84_ = l_1191_;
        uint l_1192_ = uint(l_1179_);
        uint _e2589 = l_mut_89_;
        l_mut_89_ = (_e2589 + l_1192_);
        double l_1193_ = a_1022_[4];
        double _e2593 = l_mut_84_;
        double l_1194_ = (_e2593 + l_1193_);
        double _e2595 = l_mut_84_;
        double l_1195_ = (l_1194_ - _e2595);
        double l_1196_ = (l_1194_ - l_1195_);
        double _e2598 = l_mut_84_;
        double l_1197_ = (_e2598 - l_1196_);
        double l_1198_ = (l_1193_ - l_1195_);
        double l_1199_ = (l_1197_ + l_1198_);
        uint _e2602 = l_mut_89_;
        bool l_1200_ = (_e2602 < 3u);
        bool l_1201_ = (l_1199_ != 0.0L);
        if (l_1200_) {
            local_116 = l_1201_;
        } else {
            local_116 = false;
        }
        bool l_1202_ = local_116;
        uint _e2611 = l_mut_89_;
        bool l_1203_ = (_e2611 == 0u);
        if (l_1202_) {
            local_117 = l_1203_;
        } else {
            local_117 = false;
        }
        bool l_1204_ = local_117;
        double _e2618 = l_mut_88_;
        double l_1205_ = (l_1204_ ? l_1194_ : _e2618);
        l_mut_88_ = l_1205_;
        uint _e2620 = l_mut_89_;
        bool l_1206_ = (_e2620 == 1u);
        if (l_1202_) {
            local_118 = l_1206_;
        } else {
            local_118 = false;
        }
        bool l_1207_ = local_118;
        double _e2627 = l_mut_87_;
        double l_1208_ = (l_1207_ ? l_1194_ : _e2627);
        l_mut_87_ = l_1208_;
        uint _e2629 = l_mut_89_;
        bool l_1209_ = (_e2629 == 2u);
        if (l_1202_) {
            local_119 = l_1209_;
        } else {
            local_119 = false;
        }
        bool l_1210_ = local_119;
        double _e2636 = l_mut_86_;
        double l_1211_ = (l_1210_ ? l_1194_ : _e2636);
        l_mut_86_ = l_1211_;
        double l_1212_ = (l_1202_ ? l_1199_ : l_1194_);
        double _e2639 = l_mut_84_;
        double l_1213_ = (_e2639 + l_1193_);
        double l_1214_ = (l_1200_ ? l_1212_ : l_1213_);
        l_mut_84_ = l_1214_;
        uint l_1215_ = uint(l_1202_);
        uint _e2643 = l_mut_89_;
        l_mut_89_ = (_e2643 + l_1215_);
        double l_1216_ = a_1022_[5];
        double _e2647 = l_mut_84_;
        double l_1217_ = (_e2647 + l_1216_);
        double _e2649 = l_mut_84_;
        double l_1218_ = (l_1217_ - _e2649);
        double l_1219_ = (l_1217_ - l_1218_);
        double _e2652 = l_mut_84_;
        double l_1220_ = (_e2652 - l_1219_);
        double l_1221_ = (l_1216_ - l_1218_);
        double l_1222_ = (l_1220_ + l_1221_);
        uint _e2656 = l_mut_89_;
        bool l_1223_ = (_e2656 < 3u);
        bool l_1224_ = (l_1222_ != 0.0L);
        if (l_1223_) {
            local_120 = l_1224_;
        } else {
            local_120 = false;
        }
        bool l_1225_ = local_120;
        uint _e2665 = l_mut_89_;
        bool l_1226_ = (_e2665 == 0u);
        if (l_1225_) {
            local_121 = l_1226_;
        } else {
            local_121 = false;
        }
        bool l_1227_ = local_121;
        double _e2672 = l_mut_88_;
        double l_1228_ = (l_1227_ ? l_1217_ : _e2672);
        l_mut_88_ = l_1228_;
        uint _e2674 = l_mut_89_;
        bool l_1229_ = (_e2674 == 1u);
        if (l_1225_) {
            local_122 = l_1229_;
        } else {
            local_122 = false;
        }
        bool l_1230_ = local_122;
        double _e2681 = l_mut_87_;
        double l_1231_ = (l_1230_ ? l_1217_ : _e2681);
        l_mut_87_ = l_1231_;
        uint _e2683 = l_mut_89_;
        bool l_1232_ = (_e2683 == 2u);
        if (l_1225_) {
            local_123 = l_1232_;
        } else {
            local_123 = false;
        }
        bool l_1233_ = local_123;
        double _e2690 = l_mut_86_;
        double l_1234_ = (l_1233_ ? l_1217_ : _e2690);
        l_mut_86_ = l_1234_;
        double l_1235_ = (l_1225_ ? l_1222_ : l_1217_);
        double _e2693 = l_mut_84_;
        double l_1236_ = (_e2693 + l_1216_);
        double l_1237_ = (l_1223_ ? l_1235_ : l_1236_);
        l_mut_84_ = l_1237_;
        uint l_1238_ = uint(l_1225_);
        uint _e2697 = l_mut_89_;
        l_mut_89_ = (_e2697 + l_1238_);
        double l_1239_ = a_1022_[6];
        double _e2701 = l_mut_84_;
        double l_1240_ = (_e2701 + l_1239_);
        double _e2703 = l_mut_84_;
        double l_1241_ = (l_1240_ - _e2703);
        double l_1242_ = (l_1240_ - l_1241_);
        double _e2706 = l_mut_84_;
        double l_1243_ = (_e2706 - l_1242_);
        double l_1244_ = (l_1239_ - l_1241_);
        double l_1245_ = (l_1243_ + l_1244_);
        uint _e2710 = l_mut_89_;
        bool l_1246_ = (_e2710 < 3u);
        bool l_1247_ = (l_1245_ != 0.0L);
        if (l_1246_) {
            local_124 = l_1247_;
        } else {
            local_124 = false;
        }
        bool l_1248_ = local_124;
        uint _e2719 = l_mut_89_;
        bool l_1249_ = (_e2719 == 0u);
        if (l_1248_) {
            local_125 = l_1249_;
        } else {
            local_125 = false;
        }
        bool l_1250_ = local_125;
        double _e2726 = l_mut_88_;
        double l_1251_ = (l_1250_ ? l_1240_ : _e2726);
        l_mut_88_ = l_1251_;
        uint _e2728 = l_mut_89_;
        bool l_1252_ = (_e2728 == 1u);
        if (l_1248_) {
            local_126 = l_1252_;
        } else {
            local_126 = false;
        }
        bool l_1253_ = local_126;
        double _e2735 = l_mut_87_;
        double l_1254_ = (l_1253_ ? l_1240_ : _e2735);
        l_mut_87_ = l_1254_;
        uint _e2737 = l_mut_89_;
        bool l_1255_ = (_e2737 == 2u);
        if (l_1248_) {
            local_127 = l_1255_;
        } else {
            local_127 = false;
        }
        bool l_1256_ = local_127;
        double _e2744 = l_mut_86_;
        double l_1257_ = (l_1256_ ? l_1240_ : _e2744);
        l_mut_86_ = l_1257_;
        double l_1258_ = (l_1248_ ? l_1245_ : l_1240_);
        double _e2747 = l_mut_84_;
        double l_1259_ = (_e2747 + l_1239_);
        double l_1260_ = (l_1246_ ? l_1258_ : l_1259_);
        l_mut_84_ = l_1260_;
        uint l_1261_ = uint(l_1248_);
        uint _e2751 = l_mut_89_;
        l_mut_89_ = (_e2751 + l_1261_);
        double l_1262_ = a_1022_[7];
        double _e2755 = l_mut_84_;
        double l_1263_ = (_e2755 + l_1262_);
        double _e2757 = l_mut_84_;
        double l_1264_ = (l_1263_ - _e2757);
        double l_1265_ = (l_1263_ - l_1264_);
        double _e2760 = l_mut_84_;
        double l_1266_ = (_e2760 - l_1265_);
        double l_1267_ = (l_1262_ - l_1264_);
        double l_1268_ = (l_1266_ + l_1267_);
        uint _e2764 = l_mut_89_;
        bool l_1269_ = (_e2764 < 3u);
        bool l_1270_ = (l_1268_ != 0.0L);
        if (l_1269_) {
            local_128 = l_1270_;
        } else {
            local_128 = false;
        }
        bool l_1271_ = local_128;
        uint _e2773 = l_mut_89_;
        bool l_1272_ = (_e2773 == 0u);
        if (l_1271_) {
            local_129 = l_1272_;
        } else {
            local_129 = false;
        }
        bool l_1273_ = local_129;
        double _e2780 = l_mut_88_;
        double l_1274_ = (l_1273_ ? l_1263_ : _e2780);
        l_mut_88_ = l_1274_;
        uint _e2782 = l_mut_89_;
        bool l_1275_ = (_e2782 == 1u);
        if (l_1271_) {
            local_130 = l_1275_;
        } else {
            local_130 = false;
        }
        bool l_1276_ = local_130;
        double _e2789 = l_mut_87_;
        double l_1277_ = (l_1276_ ? l_1263_ : _e2789);
        l_mut_87_ = l_1277_;
        uint _e2791 = l_mut_89_;
        bool l_1278_ = (_e2791 == 2u);
        if (l_1271_) {
            local_131 = l_1278_;
        } else {
            local_131 = false;
        }
        bool l_1279_ = local_131;
        double _e2798 = l_mut_86_;
        double l_1280_ = (l_1279_ ? l_1263_ : _e2798);
        l_mut_86_ = l_1280_;
        double l_1281_ = (l_1271_ ? l_1268_ : l_1263_);
        double _e2801 = l_mut_84_;
        double l_1282_ = (_e2801 + l_1262_);
        double l_1283_ = (l_1269_ ? l_1281_ : l_1282_);
        l_mut_84_ = l_1283_;
        uint l_1284_ = uint(l_1271_);
        uint _e2805 = l_mut_89_;
        l_mut_89_ = (_e2805 + l_1284_);
        uint _e2807 = l_mut_89_;
        bool l_1285_ = (_e2807 == 0u);
        double _e2810 = l_mut_88_;
        double _e2811 = l_mut_84_;
        double l_1286_ = (l_1285_ ? _e2811 : _e2810);
        l_mut_88_ = l_1286_;
        uint _e2813 = l_mut_89_;
        bool l_1287_ = (_e2813 == 1u);
        double _e2816 = l_mut_87_;
        double _e2817 = l_mut_84_;
        double l_1288_ = (l_1287_ ? _e2817 : _e2816);
        l_mut_87_ = l_1288_;
        uint _e2819 = l_mut_89_;
        bool l_1289_ = (_e2819 == 2u);
        double _e2822 = l_mut_86_;
        double _e2823 = l_mut_84_;
        double l_1290_ = (l_1289_ ? _e2823 : _e2822);
        l_mut_86_ = l_1290_;
        uint _e2825 = l_mut_89_;
        bool l_1291_ = (_e2825 == 3u);
        double _e2828 = l_mut_85_;
        double _e2829 = l_mut_84_;
        double l_1292_ = (l_1291_ ? _e2829 : _e2828);
        l_mut_85_ = l_1292_;
        double _e2831 = l_mut_88_;
        double l_1293_ = (_e2831 / l_14_);
        double l_1294_ = (l_14_ * l_1293_);
        double l_1295_ = -(l_1294_);
        double l_1296_ = mad(l_14_, l_1293_, l_1295_);
        double l_1297_ = (l_16_ * l_1293_);
        double l_1298_ = -(l_1297_);
        double l_1299_ = mad(l_16_, l_1293_, l_1298_);
        double l_1300_ = (l_19_ * l_1293_);
        double l_1301_ = -(l_1300_);
        double l_1302_ = mad(l_19_, l_1293_, l_1301_);
        double l_1303_ = (l_22_ * l_1293_);
        double l_1304_ = (l_1296_ + l_1297_);
        double l_1305_ = (l_1304_ - l_1296_);
        double l_1306_ = (l_1304_ - l_1305_);
        double l_1307_ = (l_1296_ - l_1306_);
        double l_1308_ = (l_1297_ - l_1305_);
        double l_1309_ = (l_1307_ + l_1308_);
        double l_1310_ = (l_1309_ + l_1299_);
        double l_1311_ = (l_1310_ - l_1309_);
        double l_1312_ = (l_1310_ - l_1311_);
        double l_1313_ = (l_1309_ - l_1312_);
        double l_1314_ = (l_1299_ - l_1311_);
        double l_1315_ = (l_1313_ + l_1314_);
        double l_1316_ = (l_1300_ + l_1310_);
        double l_1317_ = (l_1316_ - l_1300_);
        double l_1318_ = (l_1316_ - l_1317_);
        double l_1319_ = (l_1300_ - l_1318_);
        double l_1320_ = (l_1310_ - l_1317_);
        double l_1321_ = (l_1319_ + l_1320_);
        double l_1322_ = (l_1315_ + l_1321_);
        double l_1323_ = (l_1322_ - l_1315_);
        double l_1324_ = (l_1322_ - l_1323_);
        double l_1325_ = (l_1315_ - l_1324_);
        double l_1326_ = (l_1321_ - l_1323_);
        double l_1327_ = (l_1325_ + l_1326_);
        double l_1328_ = (l_1322_ + l_1302_);
        double l_1329_ = (l_1328_ - l_1322_);
        double l_1330_ = (l_1328_ - l_1329_);
        double l_1331_ = (l_1322_ - l_1330_);
        double l_1332_ = (l_1302_ - l_1329_);
        double l_1333_ = (l_1331_ + l_1332_);
        double l_1334_ = (l_1303_ + l_1328_);
        double l_1335_ = (l_1334_ - l_1303_);
        double l_1336_ = (l_1334_ - l_1335_);
        double l_1337_ = (l_1303_ - l_1336_);
        double l_1338_ = (l_1328_ - l_1335_);
        double l_1339_ = (l_1337_ + l_1338_);
        double l_1340_ = (l_1333_ + l_1339_);
        double l_1341_ = (l_1340_ + l_1327_);
        double l_1342_ = (l_1334_ + l_1341_);
        double l_1343_ = (l_1342_ - l_1334_);
        double l_1344_ = (l_1341_ - l_1343_);
        double l_1345_ = (l_1316_ + l_1342_);
        double l_1346_ = (l_1345_ - l_1316_);
        double l_1347_ = (l_1342_ - l_1346_);
        double l_1348_ = (l_1304_ + l_1345_);
        double l_1349_ = (l_1348_ - l_1304_);
        double l_1350_ = (l_1345_ - l_1349_);
        double l_1351_ = (l_1294_ + l_1348_);
        double l_1352_ = (l_1351_ - l_1294_);
        double l_1353_ = (l_1348_ - l_1352_);
        l_mut_513_ = 0.0L;
        l_mut_512_ = 0.0L;
        l_mut_511_ = 0.0L;
        l_mut_510_ = 0.0L;
        l_mut_84_ = l_1351_;
        l_mut_89_ = 0u;
        double _e2898 = l_mut_84_;
        double l_1354_ = (_e2898 + l_1353_);
        double _e2900 = l_mut_84_;
        double l_1355_ = (l_1354_ - _e2900);
        double l_1356_ = (l_1353_ - l_1355_);
        uint _e2903 = l_mut_89_;
        bool l_1357_ = (_e2903 < 3u);
        bool l_1358_ = (l_1356_ != 0.0L);
        if (l_1357_) {
            local_132 = l_1358_;
        } else {
            local_132 = false;
        }
        bool l_1359_ = local_132;
        uint _e2912 = l_mut_89_;
        bool l_1360_ = (_e2912 == 0u);
        if (l_1359_) {
            local_133 = l_1360_;
        } else {
            local_133 = false;
        }
        bool l_1361_ = local_133;
        double _e2919 = l_mut_513_;
        double l_1362_ = (l_1361_ ? l_1354_ : _e2919);
        l_mut_513_ = l_1362_;
        uint _e2921 = l_mut_89_;
        bool l_1363_ = (_e2921 == 1u);
        if (l_1359_) {
            local_134 = l_1363_;
        } else {
            local_134 = false;
        }
        bool l_1364_ = local_134;
        double _e2928 = l_mut_512_;
        double l_1365_ = (l_1364_ ? l_1354_ : _e2928);
        l_mut_512_ = l_1365_;
        uint _e2930 = l_mut_89_;
        bool l_1366_ = (_e2930 == 2u);
        if (l_1359_) {
            local_135 = l_1366_;
        } else {
            local_135 = false;
        }
        bool l_1367_ = local_135;
        double _e2937 = l_mut_511_;
        double l_1368_ = (l_1367_ ? l_1354_ : _e2937);
        l_mut_511_ = l_1368_;
        double l_1369_ = (l_1359_ ? l_1356_ : l_1354_);
        double _e2940 = l_mut_84_;
        double l_1370_ = (_e2940 + l_1353_);
        double l_1371_ = (l_1357_ ? l_1369_ : l_1370_);
        l_mut_84_ = l_1371_;
        uint l_1372_ = uint(l_1359_);
        uint _e2944 = l_mut_89_;
        l_mut_89_ = (_e2944 + l_1372_);
        double _e2946 = l_mut_84_;
        double l_1373_ = (_e2946 + l_1350_);
        double _e2948 = l_mut_84_;
        double l_1374_ = (l_1373_ - _e2948);
        double l_1375_ = (l_1350_ - l_1374_);
        uint _e2951 = l_mut_89_;
        bool l_1376_ = (_e2951 < 3u);
        bool l_1377_ = (l_1375_ != 0.0L);
        if (l_1376_) {
            local_136 = l_1377_;
        } else {
            local_136 = false;
        }
        bool l_1378_ = local_136;
        uint _e2960 = l_mut_89_;
        bool l_1379_ = (_e2960 == 0u);
        if (l_1378_) {
            local_137 = l_1379_;
        } else {
            local_137 = false;
        }
        bool l_1380_ = local_137;
        double _e2967 = l_mut_513_;
        double l_1381_ = (l_1380_ ? l_1373_ : _e2967);
        l_mut_513_ = l_1381_;
        uint _e2969 = l_mut_89_;
        bool l_1382_ = (_e2969 == 1u);
        if (l_1378_) {
            local_138 = l_1382_;
        } else {
            local_138 = false;
        }
        bool l_1383_ = local_138;
        double _e2976 = l_mut_512_;
        double l_1384_ = (l_1383_ ? l_1373_ : _e2976);
        l_mut_512_ = l_1384_;
        uint _e2978 = l_mut_89_;
        bool l_1385_ = (_e2978 == 2u);
        if (l_1378_) {
            local_139 = l_1385_;
        } else {
            local_139 = false;
        }
        bool l_1386_ = local_139;
        double _e2985 = l_mut_511_;
        double l_1387_ = (l_1386_ ? l_1373_ : _e2985);
        l_mut_511_ = l_1387_;
        double l_1388_ = (l_1378_ ? l_1375_ : l_1373_);
        double _e2988 = l_mut_84_;
        double l_1389_ = (_e2988 + l_1350_);
        double l_1390_ = (l_1376_ ? l_1388_ : l_1389_);
        l_mut_84_ = l_1390_;
        uint l_1391_ = uint(l_1378_);
        uint _e2992 = l_mut_89_;
        l_mut_89_ = (_e2992 + l_1391_);
        double _e2994 = l_mut_84_;
        double l_1392_ = (_e2994 + l_1347_);
        double _e2996 = l_mut_84_;
        double l_1393_ = (l_1392_ - _e2996);
        double l_1394_ = (l_1347_ - l_1393_);
        uint _e2999 = l_mut_89_;
        bool l_1395_ = (_e2999 < 3u);
        bool l_1396_ = (l_1394_ != 0.0L);
        if (l_1395_) {
            local_140 = l_1396_;
        } else {
            local_140 = false;
        }
        bool l_1397_ = local_140;
        uint _e3008 = l_mut_89_;
        bool l_1398_ = (_e3008 == 0u);
        if (l_1397_) {
            local_141 = l_1398_;
        } else {
            local_141 = false;
        }
        bool l_1399_ = local_141;
        double _e3015 = l_mut_513_;
        double l_1400_ = (l_1399_ ? l_1392_ : _e3015);
        l_mut_513_ = l_1400_;
        uint _e3017 = l_mut_89_;
        bool l_1401_ = (_e3017 == 1u);
        if (l_1397_) {
            local_142 = l_1401_;
        } else {
            local_142 = false;
        }
        bool l_1402_ = local_142;
        double _e3024 = l_mut_512_;
        double l_1403_ = (l_1402_ ? l_1392_ : _e3024);
        l_mut_512_ = l_1403_;
        uint _e3026 = l_mut_89_;
        bool l_1404_ = (_e3026 == 2u);
        if (l_1397_) {
            local_143 = l_1404_;
        } else {
            local_143 = false;
        }
        bool l_1405_ = local_143;
        double _e3033 = l_mut_511_;
        double l_1406_ = (l_1405_ ? l_1392_ : _e3033);
        l_mut_511_ = l_1406_;
        double l_1407_ = (l_1397_ ? l_1394_ : l_1392_);
        double _e3036 = l_mut_84_;
        double l_1408_ = (_e3036 + l_1347_);
        double l_1409_ = (l_1395_ ? l_1407_ : l_1408_);
        l_mut_84_ = l_1409_;
        uint l_1410_ = uint(l_1397_);
        uint _e3040 = l_mut_89_;
        l_mut_89_ = (_e3040 + l_1410_);
        double _e3042 = l_mut_84_;
        double l_1411_ = (_e3042 + l_1344_);
        double _e3044 = l_mut_84_;
        double l_1412_ = (l_1411_ - _e3044);
        double l_1413_ = (l_1344_ - l_1412_);
        uint _e3047 = l_mut_89_;
        bool l_1414_ = (_e3047 < 3u);
        bool l_1415_ = (l_1413_ != 0.0L);
        if (l_1414_) {
            local_144 = l_1415_;
        } else {
            local_144 = false;
        }
        bool l_1416_ = local_144;
        uint _e3056 = l_mut_89_;
        bool l_1417_ = (_e3056 == 0u);
        if (l_1416_) {
            local_145 = l_1417_;
        } else {
            local_145 = false;
        }
        bool l_1418_ = local_145;
        double _e3063 = l_mut_513_;
        double l_1419_ = (l_1418_ ? l_1411_ : _e3063);
        l_mut_513_ = l_1419_;
        uint _e3065 = l_mut_89_;
        bool l_1420_ = (_e3065 == 1u);
        if (l_1416_) {
            local_146 = l_1420_;
        } else {
            local_146 = false;
        }
        bool l_1421_ = local_146;
        double _e3072 = l_mut_512_;
        double l_1422_ = (l_1421_ ? l_1411_ : _e3072);
        l_mut_512_ = l_1422_;
        uint _e3074 = l_mut_89_;
        bool l_1423_ = (_e3074 == 2u);
        if (l_1416_) {
            local_147 = l_1423_;
        } else {
            local_147 = false;
        }
        bool l_1424_ = local_147;
        double _e3081 = l_mut_511_;
        double l_1425_ = (l_1424_ ? l_1411_ : _e3081);
        l_mut_511_ = l_1425_;
        double l_1426_ = (l_1416_ ? l_1413_ : l_1411_);
        double _e3084 = l_mut_84_;
        double l_1427_ = (_e3084 + l_1344_);
        double l_1428_ = (l_1414_ ? l_1426_ : l_1427_);
        l_mut_84_ = l_1428_;
        uint l_1429_ = uint(l_1416_);
        uint _e3088 = l_mut_89_;
        l_mut_89_ = (_e3088 + l_1429_);
        uint _e3090 = l_mut_89_;
        bool l_1430_ = (_e3090 == 0u);
        double _e3093 = l_mut_513_;
        double _e3094 = l_mut_84_;
        double l_1431_ = (l_1430_ ? _e3094 : _e3093);
        l_mut_513_ = l_1431_;
        uint _e3096 = l_mut_89_;
        bool l_1432_ = (_e3096 == 1u);
        double _e3099 = l_mut_512_;
        double _e3100 = l_mut_84_;
        double l_1433_ = (l_1432_ ? _e3100 : _e3099);
        l_mut_512_ = l_1433_;
        uint _e3102 = l_mut_89_;
        bool l_1434_ = (_e3102 == 2u);
        double _e3105 = l_mut_511_;
        double _e3106 = l_mut_84_;
        double l_1435_ = (l_1434_ ? _e3106 : _e3105);
        l_mut_511_ = l_1435_;
        uint _e3108 = l_mut_89_;
        bool l_1436_ = (_e3108 == 3u);
        double _e3111 = l_mut_510_;
        double _e3112 = l_mut_84_;
        double l_1437_ = (l_1436_ ? _e3112 : _e3111);
        l_mut_510_ = l_1437_;
        double _e3114 = l_mut_513_;
        double l_1438_ = -(_e3114);
        double _e3116 = l_mut_512_;
        double l_1439_ = -(_e3116);
        double _e3118 = l_mut_511_;
        double l_1440_ = -(_e3118);
        double _e3120 = l_mut_510_;
        double l_1441_ = -(_e3120);
        double _e3123 = l_mut_88_;
        a_1442_[0] = _e3123;
        a_1442_[1] = l_1438_;
        double _e3126 = l_mut_87_;
        a_1442_[2] = _e3126;
        a_1442_[3] = l_1439_;
        double _e3129 = l_mut_86_;
        a_1442_[4] = _e3129;
        a_1442_[5] = l_1440_;
        double _e3132 = l_mut_85_;
        a_1442_[6] = _e3132;
        a_1442_[7] = l_1441_;
        double l_1443_ = a_1442_[7];
        l_mut_513_ = l_1443_;
        double l_1444_ = a_1442_[6];
        double _e3138 = l_mut_513_;
        double l_1445_ = (l_1444_ + _e3138);
        double l_1446_ = (l_1445_ - l_1444_);
        double l_1447_ = (l_1445_ - l_1446_);
        double l_1448_ = (l_1444_ - l_1447_);
        double _e3143 = l_mut_513_;
        double l_1449_ = (_e3143 - l_1446_);
        double l_1450_ = (l_1448_ + l_1449_);
        a_1442_[7] = l_1450_;
        l_mut_513_ = l_1445_;
        double l_1451_ = a_1442_[5];
        double _e3149 = l_mut_513_;
        double l_1452_ = (l_1451_ + _e3149);
        double l_1453_ = (l_1452_ - l_1451_);
        double l_1454_ = (l_1452_ - l_1453_);
        double l_1455_ = (l_1451_ - l_1454_);
        double _e3154 = l_mut_513_;
        double l_1456_ = (_e3154 - l_1453_);
        double l_1457_ = (l_1455_ + l_1456_);
        a_1442_[6] = l_1457_;
        l_mut_513_ = l_1452_;
        double l_1458_ = a_1442_[4];
        double _e3160 = l_mut_513_;
        double l_1459_ = (l_1458_ + _e3160);
        double l_1460_ = (l_1459_ - l_1458_);
        double l_1461_ = (l_1459_ - l_1460_);
        double l_1462_ = (l_1458_ - l_1461_);
        double _e3165 = l_mut_513_;
        double l_1463_ = (_e3165 - l_1460_);
        double l_1464_ = (l_1462_ + l_1463_);
        a_1442_[5] = l_1464_;
        l_mut_513_ = l_1459_;
        double l_1465_ = a_1442_[3];
        double _e3171 = l_mut_513_;
        double l_1466_ = (l_1465_ + _e3171);
        double l_1467_ = (l_1466_ - l_1465_);
        double l_1468_ = (l_1466_ - l_1467_);
        double l_1469_ = (l_1465_ - l_1468_);
        double _e3176 = l_mut_513_;
        double l_1470_ = (_e3176 - l_1467_);
        double l_1471_ = (l_1469_ + l_1470_);
        a_1442_[4] = l_1471_;
        l_mut_513_ = l_1466_;
        double l_1472_ = a_1442_[2];
        double _e3182 = l_mut_513_;
        double l_1473_ = (l_1472_ + _e3182);
        double l_1474_ = (l_1473_ - l_1472_);
        double l_1475_ = (l_1473_ - l_1474_);
        double l_1476_ = (l_1472_ - l_1475_);
        double _e3187 = l_mut_513_;
        double l_1477_ = (_e3187 - l_1474_);
        double l_1478_ = (l_1476_ + l_1477_);
        a_1442_[3] = l_1478_;
        l_mut_513_ = l_1473_;
        double l_1479_ = a_1442_[1];
        double _e3193 = l_mut_513_;
        double l_1480_ = (l_1479_ + _e3193);
        double l_1481_ = (l_1480_ - l_1479_);
        double l_1482_ = (l_1480_ - l_1481_);
        double l_1483_ = (l_1479_ - l_1482_);
        double _e3198 = l_mut_513_;
        double l_1484_ = (_e3198 - l_1481_);
        double l_1485_ = (l_1483_ + l_1484_);
        a_1442_[2] = l_1485_;
        l_mut_513_ = l_1480_;
        double l_1486_ = a_1442_[0];
        double _e3204 = l_mut_513_;
        double l_1487_ = (l_1486_ + _e3204);
        double l_1488_ = (l_1487_ - l_1486_);
        double l_1489_ = (l_1487_ - l_1488_);
        double l_1490_ = (l_1486_ - l_1489_);
        double _e3209 = l_mut_513_;
        double l_1491_ = (_e3209 - l_1488_);
        double l_1492_ = (l_1490_ + l_1491_);
        a_1442_[1] = l_1492_;
        l_mut_513_ = l_1487_;
        double _e3214 = l_mut_513_;
        a_1442_[0] = _e3214;
        double l_1493_ = a_1442_[7];
        l_mut_513_ = l_1493_;
        double l_1494_ = a_1442_[6];
        double _e3219 = l_mut_513_;
        double l_1495_ = (l_1494_ + _e3219);
        double l_1496_ = (l_1495_ - l_1494_);
        double l_1497_ = (l_1495_ - l_1496_);
        double l_1498_ = (l_1494_ - l_1497_);
        double _e3224 = l_mut_513_;
        double l_1499_ = (_e3224 - l_1496_);
        double l_1500_ = (l_1498_ + l_1499_);
        a_1442_[7] = l_1500_;
        l_mut_513_ = l_1495_;
        double l_1501_ = a_1442_[5];
        double _e3230 = l_mut_513_;
        double l_1502_ = (l_1501_ + _e3230);
        double l_1503_ = (l_1502_ - l_1501_);
        double l_1504_ = (l_1502_ - l_1503_);
        double l_1505_ = (l_1501_ - l_1504_);
        double _e3235 = l_mut_513_;
        double l_1506_ = (_e3235 - l_1503_);
        double l_1507_ = (l_1505_ + l_1506_);
        a_1442_[6] = l_1507_;
        l_mut_513_ = l_1502_;
        double l_1508_ = a_1442_[4];
        double _e3241 = l_mut_513_;
        double l_1509_ = (l_1508_ + _e3241);
        double l_1510_ = (l_1509_ - l_1508_);
        double l_1511_ = (l_1509_ - l_1510_);
        double l_1512_ = (l_1508_ - l_1511_);
        double _e3246 = l_mut_513_;
        double l_1513_ = (_e3246 - l_1510_);
        double l_1514_ = (l_1512_ + l_1513_);
        a_1442_[5] = l_1514_;
        l_mut_513_ = l_1509_;
        double l_1515_ = a_1442_[3];
        double _e3252 = l_mut_513_;
        double l_1516_ = (l_1515_ + _e3252);
        double l_1517_ = (l_1516_ - l_1515_);
        double l_1518_ = (l_1516_ - l_1517_);
        double l_1519_ = (l_1515_ - l_1518_);
        double _e3257 = l_mut_513_;
        double l_1520_ = (_e3257 - l_1517_);
        double l_1521_ = (l_1519_ + l_1520_);
        a_1442_[4] = l_1521_;
        l_mut_513_ = l_1516_;
        double l_1522_ = a_1442_[2];
        double _e3263 = l_mut_513_;
        double l_1523_ = (l_1522_ + _e3263);
        double l_1524_ = (l_1523_ - l_1522_);
        double l_1525_ = (l_1523_ - l_1524_);
        double l_1526_ = (l_1522_ - l_1525_);
        double _e3268 = l_mut_513_;
        double l_1527_ = (_e3268 - l_1524_);
        double l_1528_ = (l_1526_ + l_1527_);
        a_1442_[3] = l_1528_;
        l_mut_513_ = l_1523_;
        double l_1529_ = a_1442_[1];
        double _e3274 = l_mut_513_;
        double l_1530_ = (l_1529_ + _e3274);
        double l_1531_ = (l_1530_ - l_1529_);
        double l_1532_ = (l_1530_ - l_1531_);
        double l_1533_ = (l_1529_ - l_1532_);
        double _e3279 = l_mut_513_;
        double l_1534_ = (_e3279 - l_1531_);
        double l_1535_ = (l_1533_ + l_1534_);
        a_1442_[2] = l_1535_;
        l_mut_513_ = l_1530_;
        double l_1536_ = a_1442_[0];
        double _e3285 = l_mut_513_;
        double l_1537_ = (l_1536_ + _e3285);
        double l_1538_ = (l_1537_ - l_1536_);
        double l_1539_ = (l_1537_ - l_1538_);
        double l_1540_ = (l_1536_ - l_1539_);
        double _e3290 = l_mut_513_;
        double l_1541_ = (_e3290 - l_1538_);
        double l_1542_ = (l_1540_ + l_1541_);
        a_1442_[1] = l_1542_;
        l_mut_513_ = l_1537_;
        double _e3295 = l_mut_513_;
        a_1442_[0] = _e3295;
        l_mut_513_ = 0.0L;
        l_mut_512_ = 0.0L;
        l_mut_511_ = 0.0L;
        l_mut_510_ = 0.0L;
        double l_1543_ = a_1442_[0];
        l_mut_84_ = l_1543_;
        l_mut_89_ = 0u;
        double l_1544_ = a_1442_[1];
        double _e3305 = l_mut_84_;
        double l_1545_ = (_e3305 + l_1544_);
        double _e3307 = l_mut_84_;
        double l_1546_ = (l_1545_ - _e3307);
        double l_1547_ = (l_1545_ - l_1546_);
        double _e3310 = l_mut_84_;
        double l_1548_ = (_e3310 - l_1547_);
        double l_1549_ = (l_1544_ - l_1546_);
        double l_1550_ = (l_1548_ + l_1549_);
        uint _e3314 = l_mut_89_;
        bool l_1551_ = (_e3314 < 3u);
        bool l_1552_ = (l_1550_ != 0.0L);
        if (l_1551_) {
            local_148 = l_1552_;
        } else {
            local_148 = false;
        }
        bool l_1553_ = local_148;
        uint _e3323 = l_mut_89_;
        bool l_1554_ = (_e3323 == 0u);
        if (l_1553_) {
            local_149 = l_1554_;
        } else {
            local_149 = false;
        }
        bool l_1555_ = local_149;
        double _e3330 = l_mut_513_;
        double l_1556_ = (l_1555_ ? l_1545_ : _e3330);
        l_mut_513_ = l_1556_;
        uint _e3332 = l_mut_89_;
        bool l_1557_ = (_e3332 == 1u);
        if (l_1553_) {
            local_150 = l_1557_;
        } else {
            local_150 = false;
        }
        bool l_1558_ = local_150;
        double _e3339 = l_mut_512_;
        double l_1559_ = (l_1558_ ? l_1545_ : _e3339);
        l_mut_512_ = l_1559_;
        uint _e3341 = l_mut_89_;
        bool l_1560_ = (_e3341 == 2u);
        if (l_1553_) {
            local_151 = l_1560_;
        } else {
            local_151 = false;
        }
        bool l_1561_ = local_151;
        double _e3348 = l_mut_511_;
        double l_1562_ = (l_1561_ ? l_1545_ : _e3348);
        l_mut_511_ = l_1562_;
        double l_1563_ = (l_1553_ ? l_1550_ : l_1545_);
        double _e3351 = l_mut_84_;
        double l_1564_ = (_e3351 + l_1544_);
        double l_1565_ = (l_1551_ ? l_1563_ : l_1564_);
        l_mut_84_ = l_1565_;
        uint l_1566_ = uint(l_1553_);
        uint _e3355 = l_mut_89_;
        l_mut_89_ = (_e3355 + l_1566_);
        double l_1567_ = a_1442_[2];
        double _e3359 = l_mut_84_;
        double l_1568_ = (_e3359 + l_1567_);
        double _e3361 = l_mut_84_;
        double l_1569_ = (l_1568_ - _e3361);
        double l_1570_ = (l_1568_ - l_1569_);
        double _e3364 = l_mut_84_;
        double l_1571_ = (_e3364 - l_1570_);
        double l_1572_ = (l_1567_ - l_1569_);
        double l_1573_ = (l_1571_ + l_1572_);
        uint _e3368 = l_mut_89_;
        bool l_1574_ = (_e3368 < 3u);
        bool l_1575_ = (l_1573_ != 0.0L);
        if (l_1574_) {
            local_152 = l_1575_;
        } else {
            local_152 = false;
        }
        bool l_1576_ = local_152;
        uint _e3377 = l_mut_89_;
        bool l_1577_ = (_e3377 == 0u);
        if (l_1576_) {
            local_153 = l_1577_;
        } else {
            local_153 = false;
        }
        bool l_1578_ = local_153;
        double _e3384 = l_mut_513_;
        double l_1579_ = (l_1578_ ? l_1568_ : _e3384);
        l_mut_513_ = l_1579_;
        uint _e3386 = l_mut_89_;
        bool l_1580_ = (_e3386 == 1u);
        if (l_1576_) {
            local_154 = l_1580_;
        } else {
            local_154 = false;
        }
        bool l_1581_ = local_154;
        double _e3393 = l_mut_512_;
        double l_1582_ = (l_1581_ ? l_1568_ : _e3393);
        l_mut_512_ = l_1582_;
        uint _e3395 = l_mut_89_;
        bool l_1583_ = (_e3395 == 2u);
        if (l_1576_) {
            local_155 = l_1583_;
        } else {
            local_155 = false;
        }
        bool l_1584_ = local_155;
        double _e3402 = l_mut_511_;
        double l_1585_ = (l_1584_ ? l_1568_ : _e3402);
        l_mut_511_ = l_1585_;
        double l_1586_ = (l_1576_ ? l_1573_ : l_1568_);
        double _e3405 = l_mut_84_;
        double l_1587_ = (_e3405 + l_1567_);
        double l_1588_ = (l_1574_ ? l_1586_ : l_1587_);
        l_mut_84_ = l_1588_;
        uint l_1589_ = uint(l_1576_);
        uint _e3409 = l_mut_89_;
        l_mut_89_ = (_e3409 + l_1589_);
        double l_1590_ = a_1442_[3];
        double _e3413 = l_mut_84_;
        double l_1591_ = (_e3413 + l_1590_);
        double _e3415 = l_mut_84_;
        double l_1592_ = (l_1591_ - _e3415);
        double l_1593_ = (l_1591_ - l_1592_);
        double _e3418 = l_mut_84_;
        double l_1594_ = (_e3418 - l_1593_);
        double l_1595_ = (l_1590_ - l_1592_);
        double l_1596_ = (l_1594_ + l_1595_);
        uint _e3422 = l_mut_89_;
        bool l_1597_ = (_e3422 < 3u);
        bool l_1598_ = (l_1596_ != 0.0L);
        if (l_1597_) {
            local_156 = l_1598_;
        } else {
            local_156 = false;
        }
        bool l_1599_ = local_156;
        uint _e3431 = l_mut_89_;
        bool l_1600_ = (_e3431 == 0u);
        if (l_1599_) {
            local_157 = l_1600_;
        } else {
            local_157 = false;
        }
        bool l_1601_ = local_157;
        double _e3438 = l_mut_513_;
        double l_1602_ = (l_1601_ ? l_1591_ : _e3438);
        l_mut_513_ = l_1602_;
        uint _e3440 = l_mut_89_;
        bool l_1603_ = (_e3440 == 1u);
        if (l_1599_) {
            local_158 = l_1603_;
        } else {
            local_158 = false;
        }
        bool l_1604_ = local_158;
        double _e3447 = l_mut_512_;
        double l_1605_ = (l_1604_ ? l_1591_ : _e3447);
        l_mut_512_ = l_1605_;
        uint _e3449 = l_mut_89_;
        bool l_1606_ = (_e3449 == 2u);
        if (l_1599_) {
            local_159 = l_1606_;
        } else {
            local_159 = false;
        }
        bool l_1607_ = local_159;
        double _e3456 = l_mut_511_;
        double l_1608_ = (l_1607_ ? l_1591_ : _e3456);
        l_mut_511_ = l_1608_;
        double l_1609_ = (l_1599_ ? l_1596_ : l_1591_);
        double _e3459 = l_mut_84_;
        double l_1610_ = (_e3459 + l_1590_);
        double l_1611_ = (l_1597_ ? l_1609_ : l_1610_);
        l_mut_84_ = l_1611_;
        uint l_1612_ = uint(l_1599_);
        uint _e3463 = l_mut_89_;
        l_mut_89_ = (_e3463 + l_1612_);
        double l_1613_ = a_1442_[4];
        double _e3467 = l_mut_84_;
        double l_1614_ = (_e3467 + l_1613_);
        double _e3469 = l_mut_84_;
        double l_1615_ = (l_1614_ - _e3469);
        double l_1616_ = (l_1614_ - l_1615_);
        double _e3472 = l_mut_84_;
        double l_1617_ = (_e3472 - l_1616_);
        double l_1618_ = (l_1613_ - l_1615_);
        double l_1619_ = (l_1617_ + l_1618_);
        uint _e3476 = l_mut_89_;
        bool l_1620_ = (_e3476 < 3u);
        bool l_1621_ = (l_1619_ != 0.0L);
        if (l_1620_) {
            local_160 = l_1621_;
        } else {
            local_160 = false;
        }
        bool l_1622_ = local_160;
        uint _e3485 = l_mut_89_;
        bool l_1623_ = (_e3485 == 0u);
        if (l_1622_) {
            local_161 = l_1623_;
        } else {
            local_161 = false;
        }
        bool l_1624_ = local_161;
        double _e3492 = l_mut_513_;
        double l_1625_ = (l_1624_ ? l_1614_ : _e3492);
        l_mut_513_ = l_1625_;
        uint _e3494 = l_mut_89_;
        bool l_1626_ = (_e3494 == 1u);
        if (l_1622_) {
            local_162 = l_1626_;
        } else {
            local_162 = false;
        }
        bool l_1627_ = local_162;
        double _e3501 = l_mut_512_;
        double l_1628_ = (l_1627_ ? l_1614_ : _e3501);
        l_mut_512_ = l_1628_;
        uint _e3503 = l_mut_89_;
        bool l_1629_ = (_e3503 == 2u);
        if (l_1622_) {
            local_163 = l_1629_;
        } else {
            local_163 = false;
        }
        bool l_1630_ = local_163;
        double _e3510 = l_mut_511_;
        double l_1631_ = (l_1630_ ? l_1614_ : _e3510);
        l_mut_511_ = l_1631_;
        double l_1632_ = (l_1622_ ? l_1619_ : l_1614_);
        double _e3513 = l_mut_84_;
        double l_1633_ = (_e3513 + l_1613_);
        double l_1634_ = (l_1620_ ? l_1632_ : l_1633_);
        l_mut_84_ = l_1634_;
        uint l_1635_ = uint(l_1622_);
        uint _e3517 = l_mut_89_;
        l_mut_89_ = (_e3517 + l_1635_);
        double l_1636_ = a_1442_[5];
        double _e3521 = l_mut_84_;
        double l_1637_ = (_e3521 + l_1636_);
        double _e3523 = l_mut_84_;
        double l_1638_ = (l_1637_ - _e3523);
        double l_1639_ = (l_1637_ - l_1638_);
        double _e3526 = l_mut_84_;
        double l_1640_ = (_e3526 - l_1639_);
        double l_1641_ = (l_1636_ - l_1638_);
        double l_1642_ = (l_1640_ + l_1641_);
        uint _e3530 = l_mut_89_;
        bool l_1643_ = (_e3530 < 3u);
        bool l_1644_ = (l_1642_ != 0.0L);
        if (l_1643_) {
            local_164 = l_1644_;
        } else {
            local_164 = false;
        }
        bool l_1645_ = local_164;
        uint _e3539 = l_mut_89_;
        bool l_1646_ = (_e3539 == 0u);
        if (l_1645_) {
            local_165 = l_1646_;
        } else {
            local_165 = false;
        }
        bool l_1647_ = local_165;
        double _e3546 = l_mut_513_;
        double l_1648_ = (l_1647_ ? l_1637_ : _e3546);
        l_mut_513_ = l_1648_;
        uint _e3548 = l_mut_89_;
        bool l_1649_ = (_e3548 == 1u);
        if (l_1645_) {
            local_166 = l_1649_;
        } else {
            local_166 = false;
        }
        bool l_1650_ = local_166;
        double _e3555 = l_mut_512_;
        double l_1651_ = (l_1650_ ? l_1637_ : _e3555);
        l_mut_512_ = l_1651_;
        uint _e3557 = l_mut_89_;
        bool l_1652_ = (_e3557 == 2u);
        if (l_1645_) {
            local_167 = l_1652_;
        } else {
            local_167 = false;
        }
        bool l_1653_ = local_167;
        double _e3564 = l_mut_511_;
        double l_1654_ = (l_1653_ ? l_1637_ : _e3564);
        l_mut_511_ = l_1654_;
        double l_1655_ = (l_1645_ ? l_1642_ : l_1637_);
        double _e3567 = l_mut_84_;
        double l_1656_ = (_e3567 + l_1636_);
        double l_1657_ = (l_1643_ ? l_1655_ : l_1656_);
        l_mut_84_ = l_1657_;
        uint l_1658_ = uint(l_1645_);
        uint _e3571 = l_mut_89_;
        l_mut_89_ = (_e3571 + l_1658_);
        double l_1659_ = a_1442_[6];
        double _e3575 = l_mut_84_;
        double l_1660_ = (_e3575 + l_1659_);
        double _e3577 = l_mut_84_;
        double l_1661_ = (l_1660_ - _e3577);
        double l_1662_ = (l_1660_ - l_1661_);
        double _e3580 = l_mut_84_;
        double l_1663_ = (_e3580 - l_1662_);
        double l_1664_ = (l_1659_ - l_1661_);
        double l_1665_ = (l_1663_ + l_1664_);
        uint _e3584 = l_mut_89_;
        bool l_1666_ = (_e3584 < 3u);
        bool l_1667_ = (l_1665_ != 0.0L);
        if (l_1666_) {
            local_168 = l_1667_;
        } else {
            local_168 = false;
        }
        bool l_1668_ = local_168;
        uint _e3593 = l_mut_89_;
        bool l_1669_ = (_e3593 == 0u);
        if (l_1668_) {
            local_169 = l_1669_;
        } else {
            local_169 = false;
        }
        bool l_1670_ = local_169;
        double _e3600 = l_mut_513_;
        double l_1671_ = (l_1670_ ? l_1660_ : _e3600);
        l_mut_513_ = l_1671_;
        uint _e3602 = l_mut_89_;
        bool l_1672_ = (_e3602 == 1u);
        if (l_1668_) {
            local_170 = l_1672_;
        } else {
            local_170 = false;
        }
        bool l_1673_ = local_170;
        double _e3609 = l_mut_512_;
        double l_1674_ = (l_1673_ ? l_1660_ : _e3609);
        l_mut_512_ = l_1674_;
        uint _e3611 = l_mut_89_;
        bool l_1675_ = (_e3611 == 2u);
        if (l_1668_) {
            local_171 = l_1675_;
        } else {
            local_171 = false;
        }
        bool l_1676_ = local_171;
        double _e3618 = l_mut_511_;
        double l_1677_ = (l_1676_ ? l_1660_ : _e3618);
        l_mut_511_ = l_1677_;
        double l_1678_ = (l_1668_ ? l_1665_ : l_1660_);
        double _e3621 = l_mut_84_;
        double l_1679_ = (_e3621 + l_1659_);
        double l_1680_ = (l_1666_ ? l_1678_ : l_1679_);
        l_mut_84_ = l_1680_;
        uint l_1681_ = uint(l_1668_);
        uint _e3625 = l_mut_89_;
        l_mut_89_ = (_e3625 + l_1681_);
        double l_1682_ = a_1442_[7];
        double _e3629 = l_mut_84_;
        double l_1683_ = (_e3629 + l_1682_);
        double _e3631 = l_mut_84_;
        double l_1684_ = (l_1683_ - _e3631);
        double l_1685_ = (l_1683_ - l_1684_);
        double _e3634 = l_mut_84_;
        double l_1686_ = (_e3634 - l_1685_);
        double l_1687_ = (l_1682_ - l_1684_);
        double l_1688_ = (l_1686_ + l_1687_);
        uint _e3638 = l_mut_89_;
        bool l_1689_ = (_e3638 < 3u);
        bool l_1690_ = (l_1688_ != 0.0L);
        if (l_1689_) {
            local_172 = l_1690_;
        } else {
            local_172 = false;
        }
        bool l_1691_ = local_172;
        uint _e3647 = l_mut_89_;
        bool l_1692_ = (_e3647 == 0u);
        if (l_1691_) {
            local_173 = l_1692_;
        } else {
            local_173 = false;
        }
        bool l_1693_ = local_173;
        double _e3654 = l_mut_513_;
        double l_1694_ = (l_1693_ ? l_1683_ : _e3654);
        l_mut_513_ = l_1694_;
        uint _e3656 = l_mut_89_;
        bool l_1695_ = (_e3656 == 1u);
        if (l_1691_) {
            local_174 = l_1695_;
        } else {
            local_174 = false;
        }
        bool l_1696_ = local_174;
        double _e3663 = l_mut_512_;
        double l_1697_ = (l_1696_ ? l_1683_ : _e3663);
        l_mut_512_ = l_1697_;
        uint _e3665 = l_mut_89_;
        bool l_1698_ = (_e3665 == 2u);
        if (l_1691_) {
            local_175 = l_1698_;
        } else {
            local_175 = false;
        }
        bool l_1699_ = local_175;
        double _e3672 = l_mut_511_;
        double l_1700_ = (l_1699_ ? l_1683_ : _e3672);
        l_mut_511_ = l_1700_;
        double l_1701_ = (l_1691_ ? l_1688_ : l_1683_);
        double _e3675 = l_mut_84_;
        double l_1702_ = (_e3675 + l_1682_);
        double l_1703_ = (l_1689_ ? l_1701_ : l_1702_);
        l_mut_84_ = l_1703_;
        uint l_1704_ = uint(l_1691_);
        uint _e3679 = l_mut_89_;
        l_mut_89_ = (_e3679 + l_1704_);
        uint _e3681 = l_mut_89_;
        bool l_1705_ = (_e3681 == 0u);
        double _e3684 = l_mut_513_;
        double _e3685 = l_mut_84_;
        double l_1706_ = (l_1705_ ? _e3685 : _e3684);
        l_mut_513_ = l_1706_;
        uint _e3687 = l_mut_89_;
        bool l_1707_ = (_e3687 == 1u);
        double _e3690 = l_mut_512_;
        double _e3691 = l_mut_84_;
        double l_1708_ = (l_1707_ ? _e3691 : _e3690);
        l_mut_512_ = l_1708_;
        uint _e3693 = l_mut_89_;
        bool l_1709_ = (_e3693 == 2u);
        double _e3696 = l_mut_511_;
        double _e3697 = l_mut_84_;
        double l_1710_ = (l_1709_ ? _e3697 : _e3696);
        l_mut_511_ = l_1710_;
        uint _e3699 = l_mut_89_;
        bool l_1711_ = (_e3699 == 3u);
        double _e3702 = l_mut_510_;
        double _e3703 = l_mut_84_;
        double l_1712_ = (l_1711_ ? _e3703 : _e3702);
        l_mut_510_ = l_1712_;
        double _e3705 = l_mut_513_;
        double l_1713_ = (_e3705 / l_14_);
        double l_1714_ = (l_1293_ + l_1713_);
        double l_1715_ = (l_1714_ - l_1293_);
        double l_1716_ = (l_1713_ - l_1715_);
        double l_1717_ = (l_873_ + l_1714_);
        double l_1718_ = (l_1717_ - l_873_);
        double l_1719_ = (l_1714_ - l_1718_);
        double l_1720_ = (l_449_ + l_1717_);
        double l_1721_ = (l_1720_ - l_449_);
        double l_1722_ = (l_1717_ - l_1721_);
        double l_1723_ = (l_23_ + l_1720_);
        double l_1724_ = (l_1723_ - l_23_);
        double l_1725_ = (l_1720_ - l_1724_);
        l_mut_88_ = 0.0L;
        l_mut_87_ = 0.0L;
        l_mut_86_ = 0.0L;
        l_mut_85_ = 0.0L;
        l_mut_84_ = l_1723_;
        l_mut_89_ = 0u;
        double _e3724 = l_mut_84_;
        double l_1726_ = (_e3724 + l_1725_);
        double _e3726 = l_mut_84_;
        double l_1727_ = (l_1726_ - _e3726);
        double l_1728_ = (l_1725_ - l_1727_);
        uint _e3729 = l_mut_89_;
        bool l_1729_ = (_e3729 < 3u);
        bool l_1730_ = (l_1728_ != 0.0L);
        if (l_1729_) {
            local_176 = l_1730_;
        } else {
            local_176 = false;
        }
        bool l_1731_ = local_176;
        uint _e3738 = l_mut_89_;
        bool l_1732_ = (_e3738 == 0u);
        if (l_1731_) {
            local_177 = l_1732_;
        } else {
            local_177 = false;
        }
        bool l_1733_ = local_177;
        double _e3745 = l_mut_88_;
        double l_1734_ = (l_1733_ ? l_1726_ : _e3745);
        l_mut_88_ = l_1734_;
        uint _e3747 = l_mut_89_;
        bool l_1735_ = (_e3747 == 1u);
        if (l_1731_) {
            local_178 = l_1735_;
        } else {
            local_178 = false;
        }
        bool l_1736_ = local_178;
        double _e3754 = l_mut_87_;
        double l_1737_ = (l_1736_ ? l_1726_ : _e3754);
        l_mut_87_ = l_1737_;
        uint _e3756 = l_mut_89_;
        bool l_1738_ = (_e3756 == 2u);
        if (l_1731_) {
            local_179 = l_1738_;
        } else {
            local_179 = false;
        }
        bool l_1739_ = local_179;
        double _e3763 = l_mut_86_;
        double l_1740_ = (l_1739_ ? l_1726_ : _e3763);
        l_mut_86_ = l_1740_;
        double l_1741_ = (l_1731_ ? l_1728_ : l_1726_);
        double _e3766 = l_mut_84_;
        double l_1742_ = (_e3766 + l_1725_);
        double l_1743_ = (l_1729_ ? l_1741_ : l_1742_);
        l_mut_84_ = l_1743_;
        uint l_1744_ = uint(l_1731_);
        uint _e3770 = l_mut_89_;
        l_mut_89_ = (_e3770 + l_1744_);
        double _e3772 = l_mut_84_;
        double l_1745_ = (_e3772 + l_1722_);
        double _e3774 = l_mut_84_;
        double l_1746_ = (l_1745_ - _e3774);
        double l_1747_ = (l_1722_ - l_1746_);
        uint _e3777 = l_mut_89_;
        bool l_1748_ = (_e3777 < 3u);
        bool l_1749_ = (l_1747_ != 0.0L);
        if (l_1748_) {
            local_180 = l_1749_;
        } else {
            local_180 = false;
        }
        bool l_1750_ = local_180;
        uint _e3786 = l_mut_89_;
        bool l_1751_ = (_e3786 == 0u);
        if (l_1750_) {
            local_181 = l_1751_;
        } else {
            local_181 = false;
        }
        bool l_1752_ = local_181;
        double _e3793 = l_mut_88_;
        double l_1753_ = (l_1752_ ? l_1745_ : _e3793);
        l_mut_88_ = l_1753_;
        uint _e3795 = l_mut_89_;
        bool l_1754_ = (_e3795 == 1u);
        if (l_1750_) {
            local_182 = l_1754_;
        } else {
            local_182 = false;
        }
        bool l_1755_ = local_182;
        double _e3802 = l_mut_87_;
        double l_1756_ = (l_1755_ ? l_1745_ : _e3802);
        l_mut_87_ = l_1756_;
        uint _e3804 = l_mut_89_;
        bool l_1757_ = (_e3804 == 2u);
        if (l_1750_) {
            local_183 = l_1757_;
        } else {
            local_183 = false;
        }
        bool l_1758_ = local_183;
        double _e3811 = l_mut_86_;
        double l_1759_ = (l_1758_ ? l_1745_ : _e3811);
        l_mut_86_ = l_1759_;
        double l_1760_ = (l_1750_ ? l_1747_ : l_1745_);
        double _e3814 = l_mut_84_;
        double l_1761_ = (_e3814 + l_1722_);
        double l_1762_ = (l_1748_ ? l_1760_ : l_1761_);
        l_mut_84_ = l_1762_;
        uint l_1763_ = uint(l_1750_);
        uint _e3818 = l_mut_89_;
        l_mut_89_ = (_e3818 + l_1763_);
        double _e3820 = l_mut_84_;
        double l_1764_ = (_e3820 + l_1719_);
        double _e3822 = l_mut_84_;
        double l_1765_ = (l_1764_ - _e3822);
        double l_1766_ = (l_1719_ - l_1765_);
        uint _e3825 = l_mut_89_;
        bool l_1767_ = (_e3825 < 3u);
        bool l_1768_ = (l_1766_ != 0.0L);
        if (l_1767_) {
            local_184 = l_1768_;
        } else {
            local_184 = false;
        }
        bool l_1769_ = local_184;
        uint _e3834 = l_mut_89_;
        bool l_1770_ = (_e3834 == 0u);
        if (l_1769_) {
            local_185 = l_1770_;
        } else {
            local_185 = false;
        }
        bool l_1771_ = local_185;
        double _e3841 = l_mut_88_;
        double l_1772_ = (l_1771_ ? l_1764_ : _e3841);
        l_mut_88_ = l_1772_;
        uint _e3843 = l_mut_89_;
        bool l_1773_ = (_e3843 == 1u);
        if (l_1769_) {
            local_186 = l_1773_;
        } else {
            local_186 = false;
        }
        bool l_1774_ = local_186;
        double _e3850 = l_mut_87_;
        double l_1775_ = (l_1774_ ? l_1764_ : _e3850);
        l_mut_87_ = l_1775_;
        uint _e3852 = l_mut_89_;
        bool l_1776_ = (_e3852 == 2u);
        if (l_1769_) {
            local_187 = l_1776_;
        } else {
            local_187 = false;
        }
        bool l_1777_ = local_187;
        double _e3859 = l_mut_86_;
        double l_1778_ = (l_1777_ ? l_1764_ : _e3859);
        l_mut_86_ = l_1778_;
        double l_1779_ = (l_1769_ ? l_1766_ : l_1764_);
        double _e3862 = l_mut_84_;
        double l_1780_ = (_e3862 + l_1719_);
        double l_1781_ = (l_1767_ ? l_1779_ : l_1780_);
        l_mut_84_ = l_1781_;
        uint l_1782_ = uint(l_1769_);
        uint _e3866 = l_mut_89_;
        l_mut_89_ = (_e3866 + l_1782_);
        double _e3868 = l_mut_84_;
        double l_1783_ = (_e3868 + l_1716_);
        double _e3870 = l_mut_84_;
        double l_1784_ = (l_1783_ - _e3870);
        double l_1785_ = (l_1716_ - l_1784_);
        uint _e3873 = l_mut_89_;
        bool l_1786_ = (_e3873 < 3u);
        bool l_1787_ = (l_1785_ != 0.0L);
        if (l_1786_) {
            local_188 = l_1787_;
        } else {
            local_188 = false;
        }
        bool l_1788_ = local_188;
        uint _e3882 = l_mut_89_;
        bool l_1789_ = (_e3882 == 0u);
        if (l_1788_) {
            local_189 = l_1789_;
        } else {
            local_189 = false;
        }
        bool l_1790_ = local_189;
        double _e3889 = l_mut_88_;
        double l_1791_ = (l_1790_ ? l_1783_ : _e3889);
        l_mut_88_ = l_1791_;
        uint _e3891 = l_mut_89_;
        bool l_1792_ = (_e3891 == 1u);
        if (l_1788_) {
            local_190 = l_1792_;
        } else {
            local_190 = false;
        }
        bool l_1793_ = local_190;
        double _e3898 = l_mut_87_;
        double l_1794_ = (l_1793_ ? l_1783_ : _e3898);
        l_mut_87_ = l_1794_;
        uint _e3900 = l_mut_89_;
        bool l_1795_ = (_e3900 == 2u);
        if (l_1788_) {
            local_191 = l_1795_;
        } else {
            local_191 = false;
        }
        bool l_1796_ = local_191;
        double _e3907 = l_mut_86_;
        double l_1797_ = (l_1796_ ? l_1783_ : _e3907);
        l_mut_86_ = l_1797_;
        double l_1798_ = (l_1788_ ? l_1785_ : l_1783_);
        double _e3910 = l_mut_84_;
        double l_1799_ = (_e3910 + l_1716_);
        double l_1800_ = (l_1786_ ? l_1798_ : l_1799_);
        l_mut_84_ = l_1800_;
        uint l_1801_ = uint(l_1788_);
        uint _e3914 = l_mut_89_;
        l_mut_89_ = (_e3914 + l_1801_);
        uint _e3916 = l_mut_89_;
        bool l_1802_ = (_e3916 == 0u);
        double _e3919 = l_mut_88_;
        double _e3920 = l_mut_84_;
        double l_1803_ = (l_1802_ ? _e3920 : _e3919);
        l_mut_88_ = l_1803_;
        uint _e3922 = l_mut_89_;
        bool l_1804_ = (_e3922 == 1u);
        double _e3925 = l_mut_87_;
        double _e3926 = l_mut_84_;
        double l_1805_ = (l_1804_ ? _e3926 : _e3925);
        l_mut_87_ = l_1805_;
        uint _e3928 = l_mut_89_;
        bool l_1806_ = (_e3928 == 2u);
        double _e3931 = l_mut_86_;
        double _e3932 = l_mut_84_;
        double l_1807_ = (l_1806_ ? _e3932 : _e3931);
        l_mut_86_ = l_1807_;
        uint _e3934 = l_mut_89_;
        bool l_1808_ = (_e3934 == 3u);
        double _e3937 = l_mut_85_;
        double _e3938 = l_mut_84_;
        double l_1809_ = (l_1808_ ? _e3938 : _e3937);
        l_mut_85_ = l_1809_;
        uint l_1885_ = asuint(info.Load(12+0));
        uint l_1886_ = (l_1885_ * 1u);
        bool l_1887_ = (id < l_1886_);
        if (l_1887_) {
            double _e3949 = l_mut_88_;
            buffer_3_global.Store(id*8, _e3949);
        }
        uint l_1810_ = (l_1_ + id);
        uint l_1888_ = asuint(info.Load(12+0));
        uint l_1889_ = (l_1888_ * 1u);
        bool l_1890_ = (l_1810_ < l_1889_);
        if (l_1890_) {
            double _e3960 = l_mut_87_;
            buffer_3_global.Store(l_1810_*8, _e3960);
        }
        uint l_1811_ = (2u * l_1_);
        uint l_1812_ = (l_1811_ + id);
        uint l_1891_ = asuint(info.Load(12+0));
        uint l_1892_ = (l_1891_ * 1u);
        bool l_1893_ = (l_1812_ < l_1892_);
        if (l_1893_) {
            double _e3973 = l_mut_86_;
            buffer_3_global.Store(l_1812_*8, _e3973);
        }
        uint l_1813_ = (3u * l_1_);
        uint l_1814_ = (l_1813_ + id);
        uint l_1894_ = asuint(info.Load(12+0));
        uint l_1895_ = (l_1894_ * 1u);
        bool l_1896_ = (l_1814_ < l_1895_);
        if (l_1896_) {
            double _e3986 = l_mut_85_;
            buffer_3_global.Store(l_1814_*8, _e3986);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
